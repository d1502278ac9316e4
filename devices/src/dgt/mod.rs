//! The sighted player's DGT e-board: its serial
//! protocol, a simulator, and the reading of moves from lifts and
//! placements. docs/dgt.md describes the protocol.
//!
//! - [`codec`]: commands, messages and a resynchronising decoder.
//! - [`reading`]: settled boards and what they mean for the game (pure).
//! - [`device`]: the board's protocol on the shared line, read by the game loop.
//! - [`sim`]: a simulated board in the shared simulator frame.

pub mod codec;
pub mod device;
pub mod reading;
pub mod sim;

use shakmaty::Board;

/// What the game loop hands the session from the e-board: one reading
/// type, whatever happened on the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DgtReading {
    /// The board has stood still like this (White at the first rank).
    Board(Board),
    /// Bytes that are no message, a cut-off message, a value out of range:
    /// the loop has asked for the whole board again.
    Garbled,
    /// The board's line is lost (unplugged); it is opened again by the
    /// shared line's policy.
    Lost,
    /// The board's line is back after a loss: the whole board has been
    /// asked for and is read anew.
    Back,
    /// The line is open but the board has not answered within its bounded
    /// time (a version asked for on a quiet line, or the first dump): said
    /// once until it answers again.
    Silent,
    /// The board answers again after [`DgtReading::Silent`]: the whole
    /// board has been asked for and is read anew.
    Answers,
}

impl DgtReading {
    /// The reading in words for the journal (`board` and the position in
    /// FEN); `None` for what changes nothing in the game.
    pub fn words(&self) -> Option<String> {
        match self {
            DgtReading::Board(b) => Some(format!("board {b}")),
            DgtReading::Garbled
            | DgtReading::Lost
            | DgtReading::Back
            | DgtReading::Silent
            | DgtReading::Answers => None,
        }
    }

    /// Reads [`DgtReading::words`] back.
    pub fn from_words(words: &str) -> Option<DgtReading> {
        let mut w = words.split_whitespace();
        match (w.next(), w.next(), w.next()) {
            (Some("board"), Some(fen), None) => Board::from_ascii_board_fen(fen.as_bytes())
                .ok()
                .map(DgtReading::Board),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings_in_words_and_back() {
        let r = DgtReading::Board(Board::default());
        let words = r.words().unwrap();
        assert_eq!(words, "board rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
        assert_eq!(DgtReading::from_words(&words), Some(r));
        assert_eq!(DgtReading::from_words("board x"), None);
        assert_eq!(DgtReading::from_words("board"), None);
        assert_eq!(DgtReading::Lost.words(), None);
        assert_eq!(DgtReading::Back.words(), None);
    }
}
