//! What the game asks of the pin board, and the hands' readings in words.
//!
//! The session does no device I/O: it returns a [`BoardCommand`] as
//! `Reply::Board`, and the game loop, which owns the [`PinBoard`], carries
//! it out. The loop hands the board's events back to the session, and
//! writes the ones that change the game into the journal in the words of
//! the typed commands (`lift e2`, `place e4`, `place e8 q`, `scan …`,
//! `reconnected`), which [`reading_from_words`] reads back on resume.
//!
//! [`PinBoard`]: super::PinBoard

use std::fmt;

use shakmaty::{Board, Color, Piece, Role, Square};

use super::codec::{BoardInfo, Caps, Peg, Pegs};
use super::transport::Event;

/// One thing the pin board should do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardCommand {
    /// Show this position in the holes (the piece table).
    Show(Board),
    /// Raise these squares' indicators and lower all others; none: lower
    /// them all.
    Indicate(Vec<Square>),
    /// Ask the board for a full scan; it comes back as [`Event::Scan`].
    Scan,
    /// `board status`: the connection's state, one fact a line (or that no
    /// board is attached).
    Status,
}

impl BoardCommand {
    /// The line a transcript shows for it (`% indicate e5 e7`, `% clear`);
    /// `None` for what transcripts have never shown.
    pub fn log_line(&self) -> Option<String> {
        match self {
            BoardCommand::Indicate(squares) if squares.is_empty() => Some("clear".into()),
            BoardCommand::Indicate(squares) => {
                let names: Vec<String> = squares.iter().map(|s| s.to_string()).collect();
                Some(format!("indicate {}", names.join(" ")))
            }
            BoardCommand::Show(_) | BoardCommand::Scan | BoardCommand::Status => None,
        }
    }
}

impl fmt::Display for BoardCommand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self, self.log_line()) {
            (_, Some(line)) => f.write_str(&line),
            (BoardCommand::Show(board), None) => write!(f, "show {board}"),
            (BoardCommand::Scan, None) => f.write_str("scan"),
            (_, None) => f.write_str("status"),
        }
    }
}

/// A board event in words, for the journal: `lift e2`, `place e4`,
/// `place e4 N` (a board that senses the piece; upper case is White, as in
/// FEN), `scan` with the 64 holes from a8 to h1, `reconnected`. `None` for
/// events that change nothing the game remembers.
pub fn reading_words(ev: &Event) -> Option<String> {
    match ev {
        Event::Lifted(sq) => Some(format!("lift {sq}")),
        Event::Placed {
            square,
            piece: None,
        } => Some(format!("place {square}")),
        Event::Placed {
            square,
            piece: Some(p),
        } => Some(format!("place {square} {}", p.char())),
        Event::Scan(pegs) => Some(format!("scan {pegs:?}")),
        Event::Reconnected(_) => Some("reconnected".into()),
        Event::Connected(_)
        | Event::Disconnected(_)
        | Event::Button(_)
        | Event::Delivered(_)
        | Event::Silent
        | Event::ScanUnanswered
        | Event::CannotScan
        | Event::Divergence { .. } => None,
    }
}

/// Reads [`reading_words`] back. A reconnection comes back without the
/// board's details, which the game does not use.
pub fn reading_from_words(words: &str) -> Option<Event> {
    let mut w = words.split_whitespace();
    let verb = w.next()?;
    let arg = w.next();
    let extra = w.next();
    if w.next().is_some() {
        return None;
    }
    match (verb, arg, extra) {
        ("lift", Some(sq), None) => Some(Event::Lifted(sq.parse().ok()?)),
        ("place", Some(sq), piece) => Some(Event::Placed {
            square: sq.parse().ok()?,
            piece: match piece {
                None => None,
                Some(p) => Some(piece_from_char(p)?),
            },
        }),
        ("scan", Some(holes), None) => Some(Event::Scan(pegs_from_words(holes)?)),
        ("reconnected", None, None) => Some(Event::Reconnected(BoardInfo {
            version: 0,
            caps: Caps::PINS,
            levels: 1,
            name: String::new(),
        })),
        _ => None,
    }
}

/// One FEN letter: upper case White, lower case Black.
fn piece_from_char(text: &str) -> Option<Piece> {
    let mut chars = text.chars();
    let c = chars.next()?;
    if chars.next().is_some() {
        return None;
    }
    let role = Role::from_char(c.to_ascii_lowercase())?;
    let color = Color::from_white(c.is_ascii_uppercase());
    Some(Piece { color, role })
}

/// The holes as [`Pegs`]' debug form writes them: eight ranks from the
/// eighth, `/` between, `.` empty, `o` a peg of unknown piece.
fn pegs_from_words(text: &str) -> Option<Pegs> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 8 {
        return None;
    }
    let mut pegs = Pegs::empty();
    for (r, rank) in ranks.iter().enumerate() {
        let cells: Vec<char> = rank.chars().collect();
        if cells.len() != 8 {
            return None;
        }
        for (f, c) in cells.into_iter().enumerate() {
            let peg = match c {
                '.' => Peg::Empty,
                'o' => Peg::Unknown,
                other => Peg::Piece(piece_from_char(other.encode_utf8(&mut [0; 4]))?),
            };
            let sq = Square::from_coords(
                shakmaty::File::new(f as u32),
                shakmaty::Rank::new(7 - r as u32),
            );
            pegs.set(sq, peg);
        }
    }
    Some(pegs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings_go_into_words_and_back() {
        let mut pegs = Pegs::from_board(&Board::default());
        pegs.set(Square::E4, Peg::Unknown);
        pegs.set(Square::E2, Peg::Empty);
        let events = [
            Event::Lifted(Square::E2),
            Event::Placed {
                square: Square::E4,
                piece: None,
            },
            Event::Placed {
                square: Square::E8,
                piece: Some(Piece {
                    color: Color::White,
                    role: Role::Queen,
                }),
            },
            Event::Placed {
                square: Square::A1,
                piece: Some(Piece {
                    color: Color::Black,
                    role: Role::Knight,
                }),
            },
            Event::Scan(pegs),
        ];
        for ev in events {
            let words = reading_words(&ev).unwrap();
            assert_eq!(reading_from_words(&words), Some(ev), "{words}");
        }
        assert_eq!(reading_words(&Event::Button(1)), None);
        assert!(matches!(
            reading_from_words("reconnected"),
            Some(Event::Reconnected(_))
        ));
    }

    #[test]
    fn damaged_words_are_no_reading() {
        for bad in [
            "",
            "lift",
            "lift e9",
            "lift e2 e4",
            "place e4 X",
            "place e4 Qq",
            "scan rnbqkbnr",
            "scan 8/8/8/8/8/8/8/8",
            "jump e2",
            "reconnected now",
        ] {
            assert_eq!(reading_from_words(bad), None, "{bad}");
        }
    }

    #[test]
    fn indications_are_logged_as_transcripts_show_them() {
        assert_eq!(
            BoardCommand::Indicate(vec![Square::E5, Square::E7]).to_string(),
            "indicate e5 e7"
        );
        assert_eq!(BoardCommand::Indicate(Vec::new()).to_string(), "clear");
        assert_eq!(BoardCommand::Scan.log_line(), None);
    }
}
