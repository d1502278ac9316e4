//! The wire format between a player's annabella and the arbiter's server:
//! JSON over HTTP (docs/broadcast.md).
//!
//! A player's annabella posts [`Post`]s to `POST /api/boards/{board}` with
//! the tournament token (`Authorization: Bearer TOKEN`). Each [`Event`]
//! carries its sequence number (1, 2, 3 … for one game, without gaps)
//! and the whole state of the game after it ([`Snapshot`]), the PGN among
//! it, so the server's copy of a board is always the player's latest one.
//! The server answers with an [`Ack`]: the next number it expects. Events
//! it already has are ignored, so a post sent twice changes nothing; a
//! post that starts after a gap is refused with the number to go on
//! from, and the sender sends again from there.
//!
//! ```
//! use broadcast::wire::{Ack, Event, EventKind, LastMove, Post, Side, Snapshot};
//!
//! let post = Post {
//!     client: "3f2a9c".into(),
//!     events: vec![Event {
//!         seq: 1,
//!         at_ms: 1_780_000_000_000,
//!         kind: EventKind::Move,
//!         text: "Springer Gustav eins Felix drei".into(),
//!         lang: "de".into(),
//!         warning: false,
//!         device: None,
//!         snapshot: Snapshot {
//!             pgn: "[Event \"?\"]\n\n1. Nf3 *\n".into(),
//!             white: "Anna".into(),
//!             black: "Bella".into(),
//!             ply: 1,
//!             white_ms: Some(5_395_000),
//!             black_ms: Some(5_400_000),
//!             running: Some(Side::Black),
//!             last_move: Some(LastMove {
//!                 san: "Nf3".into(),
//!                 words: "Springer Gustav eins Felix drei".into(),
//!             }),
//!             result: None,
//!         },
//!     }],
//! };
//! let text = serde_json::to_string(&post).unwrap();
//! let back: Post = serde_json::from_str(&text).unwrap();
//! assert_eq!(back, post);
//! assert_eq!(Ack::after(&post.events), Some(Ack { next: 2 }));
//! ```

use serde::{Deserialize, Serialize};

/// The largest body a server takes in one request, in bytes: a post of a
/// few events of a long game fits many times over.
pub const MAX_BODY: usize = 1 << 20;

/// The most events one post carries; a sender with more sends several.
pub const MAX_EVENTS: usize = 64;

/// The highest board number a round may have.
pub const MAX_BOARD: u32 = 999;

/// One request of a player's annabella: its events for one board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Post {
    /// Who posts: a random id the player's annabella chose when the game
    /// was opened and keeps in its journal, so a resumed game is the same
    /// client. The first client to post to a board owns it until the
    /// arbiter releases the board.
    pub client: String,
    /// Events in order, numbered without gaps.
    pub events: Vec<Event>,
}

/// One thing that happened in a game, with the game as it stands after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Event {
    /// 1 for the first event of a game, one more for each next one.
    pub seq: u64,
    /// When it happened at the board: milliseconds since 1970 (UTC).
    pub at_ms: u64,
    /// What kind of thing it was.
    pub kind: EventKind,
    /// What the player's annabella said about it, in its language.
    pub text: String,
    /// The language of `text` (`de`, `en`, `ru`).
    pub lang: String,
    /// Whether the arbiter should look at it: penalties, claims, an
    /// illegal move, a divergence between the boards, a lost device.
    pub warning: bool,
    /// The device the event is about (`pin-board`, `e-board`, `dot-pad`,
    /// `braille-display`), for a divergence, a device lost or back and a
    /// board that agrees again; absent otherwise (and then not written).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<String>,
    /// The game after it.
    pub snapshot: Snapshot,
}

/// The longest device name an event may carry, in bytes.
pub const MAX_DEVICE: usize = 40;

/// What kind of thing an event was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    /// The game was opened or resumed at the board.
    Opened,
    /// A move was made.
    Move,
    /// A move was taken back (with the opponent's consent or a ruling).
    Undo,
    /// A clock was pressed, stopped or set without a move.
    Clock,
    /// An illegal move or another penalty (Article 7, 12.9).
    Penalty,
    /// A claim or an offer: a draw, quickplay, time.
    Claim,
    /// The arbiter's ruling as entered at the board.
    Ruling,
    /// The game ended (or its result was corrected).
    Result,
    /// The physical board and the game disagree.
    Divergence,
    /// The physical board agrees with the game again (after a divergence).
    Agrees,
    /// A device beside the board fell silent or was unplugged.
    DeviceLost,
    /// That device is back.
    DeviceBack,
    /// The game was adjourned.
    Adjourned,
    /// Anything else worth showing to the arbiter.
    Note,
}

/// Which side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Side {
    /// White.
    White,
    /// Black.
    Black,
}

/// The last move, as printed and in Appendix words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastMove {
    /// Standard algebraic notation: `Nf3`.
    pub san: String,
    /// The German words of the Appendix: `Springer Gustav eins Felix drei`.
    pub words: String,
}

/// The whole game after an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Snapshot {
    /// The game's PGN exactly as `annabella export` writes it from the
    /// journal: tags (`Round`, `Board`, `TimeControl` among them), every
    /// move with its `[%clk]`, the result.
    pub pgn: String,
    /// White's name (`?` when unknown).
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Half-moves played.
    pub ply: u32,
    /// White's time left in milliseconds; none in an untimed game.
    pub white_ms: Option<u64>,
    /// Black's time left.
    pub black_ms: Option<u64>,
    /// Whose clock runs, if one does.
    pub running: Option<Side>,
    /// The last move, if any.
    pub last_move: Option<LastMove>,
    /// The result as in PGN (`1-0`, `0-1`, `1/2-1/2`) once the game ended.
    pub result: Option<String>,
}

/// The server's answer to a post: the next event number it expects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ack {
    /// The number of the next event the server wants (1 for a board it
    /// has nothing of).
    pub next: u64,
}

impl Ack {
    /// The answer once `events` are taken: one past the last of them.
    pub fn after(events: &[Event]) -> Option<Ack> {
        events.last().map(|e| Ack { next: e.seq + 1 })
    }
}

/// What the server has of a board (`GET /api/boards/{board}`): the sender
/// asks it after a break, and sends again from `next`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardState {
    /// The board.
    pub board: u32,
    /// The number of the next event the server wants (1 for a board it
    /// has nothing of).
    pub next: u64,
    /// Whether a client owns the board (which one is not said).
    pub owned: bool,
    /// The game as the server has it, after its latest event.
    pub snapshot: Option<Snapshot>,
}

/// Why the server refused a request; sent as JSON with the HTTP status
/// of [`Refusal::status`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "kebab-case")]
pub enum Refusal {
    /// No token, or not the tournament's (401).
    Token,
    /// The board is another client's (403).
    NotYourBoard {
        /// The board.
        board: u32,
    },
    /// No such board number (404).
    NoBoard,
    /// The events do not follow on (409): send again from `next`.
    Gap {
        /// The next number the server expects.
        next: u64,
    },
    /// The body is larger than [`MAX_BODY`] or has more than
    /// [`MAX_EVENTS`] events (413).
    TooLarge,
    /// The body is not a post (400).
    Malformed {
        /// What was wrong, in English, for the log.
        detail: String,
    },
}

impl Refusal {
    /// The HTTP status code the refusal is sent with.
    pub fn status(&self) -> u16 {
        match self {
            Refusal::Token => 401,
            Refusal::NotYourBoard { .. } => 403,
            Refusal::NoBoard => 404,
            Refusal::Gap { .. } => 409,
            Refusal::TooLarge => 413,
            Refusal::Malformed { .. } => 400,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_read_back_with_their_status() {
        let r = Refusal::Gap { next: 7 };
        let text = serde_json::to_string(&r).unwrap();
        assert_eq!(text, r#"{"error":"gap","next":7}"#);
        assert_eq!(serde_json::from_str::<Refusal>(&text).unwrap(), r);
        assert_eq!(r.status(), 409);
    }

    #[test]
    fn unknown_fields_are_malformed() {
        let bad = r#"{"client":"a","events":[],"extra":1}"#;
        assert!(serde_json::from_str::<Post>(bad).is_err());
    }
}
