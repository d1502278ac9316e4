//! Reading and writing games in PGN (Portable Game Notation).
//!
//! Reading is built on `pgn-reader` plus a strict lexical pass (see `scan`),
//! so that every problem comes back as a [`PgnError`] that names the game,
//! the move and the text at fault, in words a screen reader can speak.
//! Writing produces export-format PGN with the clock times and draw offers
//! that a FIDE scoresheet records.

mod read;
mod scan;
mod write;

use std::fmt;
use std::time::Duration;

use shakmaty::{Chess, Color, Move, Position};

pub use read::{read_first, read_first_bytes, read_games, read_games_bytes};
pub use write::{PgnHeader, format_clock, write_pgn};

/// One game read from PGN: its tags, start position, main line and result.
/// Variations and NAGs are dropped; comments after a move are kept in
/// [`ImportedGame::notes`].
#[derive(Debug, Clone)]
pub struct ImportedGame {
    /// All tag pairs in file order, values unescaped (invalid UTF-8 replaced).
    pub tags: Vec<(String, String)>,
    /// The standard start, or the `[FEN]` position.
    pub start: Chess,
    /// Main-line moves, all legal from `start`.
    pub moves: Vec<Move>,
    /// The game termination marker of the movetext ("1-0", "0-1",
    /// "1/2-1/2", "*"), or else the Result tag; `None` if neither is present.
    pub result: Option<String>,
    /// What the comments after each move said; same length as `moves`.
    pub notes: Vec<MoveNotes>,
}

impl ImportedGame {
    /// The value of the first tag called `name` (case-sensitive, as in PGN).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The position after the last move.
    pub fn final_position(&self) -> Chess {
        let mut pos = self.start.clone();
        for &mv in &self.moves {
            // Moves were checked when read; a failure cannot happen, and
            // stopping is the safe answer if it ever did.
            match pos.clone().play(mv) {
                Ok(next) => pos = next,
                Err(_) => break,
            }
        }
        pos
    }

    /// The Seven Tag Roster and other tags as a header for [`write_pgn`].
    /// `SetUp` and `FEN` are left out: the writer derives them from `start`.
    pub fn header(&self) -> PgnHeader {
        let mut header = PgnHeader::default();
        for (name, value) in &self.tags {
            let slot = match name.as_str() {
                "Event" => &mut header.event,
                "Site" => &mut header.site,
                "Date" => &mut header.date,
                "Round" => &mut header.round,
                "White" => &mut header.white,
                "Black" => &mut header.black,
                "Result" => &mut header.result,
                "SetUp" | "FEN" => continue,
                _ => {
                    header.extra.push((name.clone(), value.clone()));
                    continue;
                }
            };
            *slot = value.clone();
        }
        header
    }

    /// The moves with their notes, ready for [`write_pgn`].
    pub fn pgn_moves(&self) -> Vec<PgnMove> {
        self.moves
            .iter()
            .zip(&self.notes)
            .map(|(&mv, notes)| PgnMove {
                mv,
                clock: notes.clock,
                draw_offer: notes.draw_offer,
                comment: notes.comment.clone(),
            })
            .collect()
    }
}

/// What a comment after a move said.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MoveNotes {
    /// Time left on the mover's clock, from a `[%clk h:mm:ss]` command.
    pub clock: Option<Duration>,
    /// The comment held the draw-offer mark `(=)`.
    pub draw_offer: bool,
    /// The rest of the comment text, if any, with whitespace collapsed.
    pub comment: Option<String>,
}

/// One move to write, with what a FIDE scoresheet records beside it.
///
/// Draw offers: the Laws of Chess (article 9.1) have each player mark an
/// offer on the scoresheet with the symbol `(=)`. PGN has no standard NAG
/// for it (`$10`/`$11` mean "drawish position", an evaluation, and would
/// mislead), so the writer puts `(=)` inside the comment after the move,
/// e.g. `23. Nf3 {[%clk 1:02:13] (=)}`, and the reader recognises it there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnMove {
    /// The move.
    pub mv: Move,
    /// Time left on the mover's clock after the move; written as
    /// `[%clk h:mm:ss]` (whole seconds, rounded up as the clock is said).
    pub clock: Option<Duration>,
    /// The mover offered a draw with this move.
    pub draw_offer: bool,
    /// Free text; `}` is written as `)` since PGN comments cannot hold it.
    pub comment: Option<String>,
}

impl PgnMove {
    /// A move with nothing beside it.
    pub fn new(mv: Move) -> PgnMove {
        PgnMove {
            mv,
            clock: None,
            draw_offer: false,
            comment: None,
        }
    }
}

/// Where in a PGN text a move problem is: numbers count from 1 as people do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovePlace {
    /// Game number in the file, from 1.
    pub game: usize,
    /// Index of the move in the game's main line, from 0.
    pub ply: usize,
    /// Move number as printed in the PGN ("12." / "12...").
    pub number: u32,
    /// The side that was to move.
    pub color: Color,
}

impl MovePlace {
    /// The place of main-line move `ply` of game `game` that started at `start`.
    pub(crate) fn new(game: usize, start: &Chess, ply: usize) -> MovePlace {
        let offset = ply.saturating_add(usize::from(start.turn() == Color::Black));
        let full = u32::try_from(offset / 2).unwrap_or(u32::MAX);
        MovePlace {
            game,
            ply,
            number: start.fullmoves().get().saturating_add(full),
            color: if offset % 2 == 0 {
                Color::White
            } else {
                Color::Black
            },
        }
    }
}

impl fmt::Display for MovePlace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.color {
            Color::White => "White",
            Color::Black => "Black",
        };
        write!(f, "Game {}, move {} ({side})", self.game, self.number)
    }
}

/// Why a game could not be read. Quoted text is shortened to 40 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PgnError {
    /// The text holds no game at all (empty, or only whitespace).
    NoGame,
    /// A move in correct notation that no piece can make in the position.
    IllegalMove {
        /// Where the move stands.
        at: MovePlace,
        /// The move as written.
        san: String,
    },
    /// A move that more than one piece could make (missing disambiguation).
    AmbiguousMove {
        /// Where the move stands.
        at: MovePlace,
        /// The move as written.
        san: String,
    },
    /// A main-line token that is not algebraic notation at all.
    UnreadableMove {
        /// Where the token stands.
        at: MovePlace,
        /// The token as written.
        token: String,
    },
    /// The `[FEN]` tag is not a legal position.
    BadFen {
        /// The game's number in the text, from 1.
        game: usize,
        /// The tag's value.
        fen: String,
        /// Why it is no legal position.
        reason: crate::notation::fen::FenError,
    },
    /// `[SetUp "1"]` without a `[FEN]` tag.
    SetUpWithoutFen {
        /// The game's number in the text, from 1.
        game: usize,
    },
    /// A null move (`--`, a pass) in the main line: no chess move.
    NullMove {
        /// Where the null move stands.
        at: MovePlace,
    },
    /// A game of another variant (a `[Variant]` tag, or Chess960 castling
    /// from the FEN's castling rights); annabella plays standard chess.
    NotStandardChess {
        /// The game's number in the text, from 1.
        game: usize,
        /// The variant's name.
        variant: String,
    },
    /// Broken PGN structure, e.g. a comment or tag that is never closed.
    Syntax {
        /// The game's number in the text, from 1.
        game: usize,
        /// What is broken.
        reason: String,
    },
}

impl PgnError {
    /// The game number (from 1) the error belongs to, if any.
    pub fn game(&self) -> Option<usize> {
        match self {
            PgnError::NoGame => None,
            PgnError::IllegalMove { at, .. }
            | PgnError::AmbiguousMove { at, .. }
            | PgnError::UnreadableMove { at, .. } => Some(at.game),
            PgnError::NullMove { at } => Some(at.game),
            PgnError::BadFen { game, .. }
            | PgnError::Syntax { game, .. }
            | PgnError::SetUpWithoutFen { game }
            | PgnError::NotStandardChess { game, .. } => Some(*game),
        }
    }
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnError::NoGame => write!(f, "No game found in the PGN text"),
            PgnError::IllegalMove { at, san } => write!(f, "{at}: '{san}' is not a legal move"),
            PgnError::AmbiguousMove { at, san } => write!(
                f,
                "{at}: '{san}' is ambiguous: more than one piece can make that move"
            ),
            PgnError::UnreadableMove { at, token } => {
                write!(f, "{at}: '{token}' is not a move in algebraic notation")
            }
            PgnError::BadFen { game, fen, reason } => write!(
                f,
                "Game {game}: the FEN tag '{fen}' is not a valid position: {reason}"
            ),
            PgnError::SetUpWithoutFen { game } => {
                write!(f, "Game {game}: the SetUp tag is 1 but there is no FEN tag")
            }
            PgnError::NullMove { at } => write!(
                f,
                "{at}: '--' is a null move, a pass, which is not a chess move"
            ),
            PgnError::NotStandardChess { game, variant } => write!(
                f,
                "Game {game} is {variant}, not standard chess; annabella plays standard chess only"
            ),
            PgnError::Syntax { game, reason } => {
                write!(f, "Game {game}: the PGN text is damaged: {reason}")
            }
        }
    }
}

impl std::error::Error for PgnError {}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::CastlingMode;
    use shakmaty::fen::Fen;

    #[test]
    fn move_place_counts_from_a_black_start() {
        let fen: Fen = "4k3/8/8/8/8/8/8/4K3 b - - 0 12".parse().unwrap();
        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let first = MovePlace::new(1, &pos, 0);
        assert_eq!((first.number, first.color), (12, Color::Black));
        let second = MovePlace::new(1, &pos, 1);
        assert_eq!((second.number, second.color), (13, Color::White));
        assert_eq!(second.to_string(), "Game 1, move 13 (White)");
    }

    #[test]
    fn error_messages_read_as_sentences() {
        let at = MovePlace::new(1, &Chess::default(), 23);
        let err = PgnError::IllegalMove {
            at,
            san: "Nf6".into(),
        };
        assert_eq!(
            err.to_string(),
            "Game 1, move 12 (Black): 'Nf6' is not a legal move"
        );
        assert_eq!(err.game(), Some(1));
        assert_eq!(PgnError::NoGame.game(), None);
    }
}
