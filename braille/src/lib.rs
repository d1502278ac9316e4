//! Chess in braille: moves typed on a braille display, moves and boards
//! written for one, and the braille scoresheet that the FIDE Laws for
//! visually impaired players (Appendix F of the older Laws, Appendix D
//! today) let a blind player keep.
//!
//! A screen reader hands typed braille over either as Unicode braille cells
//! (U+2800..U+28FF) or as ordinary characters through North American
//! Braille ASCII; both are read here.  The cells are given meaning by a
//! [`ChessCode`] (the UK Braille Chess Association code, or German piece
//! letters).  The crate does no I/O except running liblouis' program for
//! literary braille ([`louis`]).
//!
//! - Reading: [`decode_move`] gives English SAN text ("Nf3", "exd5",
//!   "O-O", "e8=Q") for the algebraic parser of the `laws` crate, or a
//!   [`BrailleError`] that names the position and dots of the cell at
//!   fault; [`decode_candidates`] gives every reading, for the position to
//!   choose.
//! - Writing: [`encode_san`] and [`encode_move`] write a move as
//!   [`Cells`], [`board_diagram`] and [`forsyth`] a board, [`scoresheet`]
//!   a game as pages that [`to_brf`] makes a .brf file of.
//! - Cells: [`Cells`], [`cell_of_char`], [`char_of_cell`], [`dots_label`]
//!   and the Braille ASCII table [`BrailleAscii`].
//!
//! # Data files
//!
//! The tables are TOML data in this crate's folder, embedded in the binary:
//! `braille/chess-uk.toml` and `braille/chess-de.toml` (the chess codes,
//! [`ChessCode::builtin`]; a user's own table is read with
//! [`ChessCode::from_toml`]) and `braille/ascii.toml` (Braille ASCII,
//! [`BrailleAscii::standard`]).  `docs/braille.md` describes the codes, the
//! signs annabella chose, the file format, the diagrams and the scoresheet.
//!
//! # Example
//!
//! ```
//! use braille::{ChessCode, decode_move, encode_san};
//! use shakmaty::san::SanPlus;
//!
//! let uk = ChessCode::builtin("uk")?;
//! // Typed as Unicode braille or as Braille ASCII, with or without a number.
//! assert_eq!(decode_move("⠎⠋⠒", &uk)?, "Nf3");
//! assert_eq!(decode_move("12 sf3", &uk)?, "Nf3");
//!
//! let san: SanPlus = "Nf3".parse()?;
//! assert_eq!(encode_san(&san, &uk).to_unicode(), "⠎⠋⠒");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

mod annotation;
mod cells;
mod code;
mod decode;
mod diagram;
mod encode;
pub mod louis;
mod scoresheet;

use std::fmt;

pub use annotation::{Annotation, annotated};
pub use cells::{BrailleAscii, Cells, cell_of_char, char_of_cell, dots_label};
use code::BUILTIN_CODES;
pub use code::{ChessCode, Labels};
pub use decode::{decode_candidates, decode_move, looks_like_braille, marked_side};
pub use diagram::{DiagramMark, board_diagram, diagram, forsyth, forsyth_marked};
pub use encode::{encode_move, encode_san};
pub use scoresheet::{ScoreHeader, scoresheet, scoresheet_marked, to_brf, to_unicode_text};

/// Why a typed braille line is not one move.  Positions (`index`) count
/// characters of the line from 0; messages say them from 1.
///
/// ```
/// use braille::{BrailleError, ChessCode, decode_move};
///
/// let uk = ChessCode::builtin("uk")?;
/// assert_eq!(decode_move("⠎⠋", &uk), Err(BrailleError::Incomplete));
/// let err = decode_move("sf3 e5", &uk).unwrap_err();
/// assert_eq!(err, BrailleError::ExtraWord { index: 4 });
/// assert!(err.to_string().starts_with("Position 5:"));
/// # Ok::<(), braille::TableError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrailleError {
    /// Nothing but blanks.
    Empty,
    /// The line is longer than any move (`len` in bytes or cells).
    TooLong {
        /// The length found.
        len: usize,
        /// The most a move line may have.
        max: usize,
    },
    /// A control character (other than a tab or the line end).
    ControlChar {
        /// Its position in the line.
        index: usize,
        /// Its code point.
        code: u32,
    },
    /// A character that is neither a braille cell nor Braille ASCII.
    NotBraille {
        /// Its position in the line.
        index: usize,
        /// The character.
        ch: char,
    },
    /// Braille cells mixed with other characters in one line.
    MixedScript {
        /// The position of the first character that is not like the others.
        index: usize,
        /// That character.
        ch: char,
    },
    /// A cell that means nothing in chess braille (dot bits, dots 1-6).
    UnknownCell {
        /// The cell's dot bits.
        cell: u8,
        /// Its position in the line.
        index: usize,
    },
    /// A chess cell standing where it cannot stand.
    Misplaced {
        /// The cell's dot bits.
        cell: u8,
        /// Its position in the line.
        index: usize,
    },
    /// A space inside the move, or a second move after the first.
    ExtraWord {
        /// The position of the word after the space.
        index: usize,
    },
    /// The line ends before the move is complete ("sf", "e").
    Incomplete,
    /// A pawn reaching the last rank without a promotion piece.
    PromotionMissing,
    /// A promotion piece after a move that cannot promote.
    PromotionNotAllowed,
    /// A pawn move between files no pawn can go between.
    PawnFiles {
        /// The file the pawn leaves ('a' to 'h').
        from: char,
        /// The file it was to reach.
        to: char,
    },
    /// A pawn move in long notation between squares no pawn can go between.
    PawnPath {
        /// The square the pawn leaves ("e2").
        from: String,
        /// The square it was to reach.
        to: String,
    },
    /// Cells that form no move (e.g. a pawn capture without its file).
    NotAMove,
    /// The cells read as more than one move; the position must decide.
    Ambiguous {
        /// Every reading, as English SAN.
        readings: Vec<String>,
    },
}

impl fmt::Display for BrailleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use BrailleError::*;
        match self {
            Empty => write!(f, "The line holds no move."),
            TooLong { len, max } => {
                write!(
                    f,
                    "The line is too long for one move: {len}, at most {max}."
                )
            }
            ControlChar { index, code } => write!(
                f,
                "Position {}: a control character (code {code}) is not braille.",
                index + 1
            ),
            NotBraille { index, ch } => write!(
                f,
                "Position {}: the character {ch:?} is neither a braille cell nor Braille ASCII.",
                index + 1
            ),
            MixedScript { index, ch } => write!(
                f,
                "Braille cells are mixed with other characters: position {} holds {ch:?}.",
                index + 1
            ),
            UnknownCell { cell, index } => write!(
                f,
                "Position {}: the cell with dots {} is not a sign of chess braille.",
                index + 1,
                dots_label(*cell)
            ),
            Misplaced { cell, index } => write!(
                f,
                "Position {}: the cell with dots {} cannot stand at this place in a move.",
                index + 1,
                dots_label(*cell)
            ),
            ExtraWord { index } => write!(
                f,
                "Position {}: a space splits the move or starts a second one; write one move without spaces.",
                index + 1
            ),
            Incomplete => write!(
                f,
                "The move is not complete: its square or its promotion piece is missing."
            ),
            PromotionMissing => write!(
                f,
                "A pawn reaching the last rank needs the piece it becomes."
            ),
            PromotionNotAllowed => write!(
                f,
                "Only a pawn reaching the last rank becomes another piece, and never a king."
            ),
            PawnFiles { from, to } => {
                write!(f, "A pawn cannot go from the {from} file to the {to} file.")
            }
            PawnPath { from, to } => write!(f, "A pawn cannot go from {from} to {to}."),
            NotAMove => write!(f, "These cells do not form a move."),
            Ambiguous { readings } => write!(
                f,
                "The cells can be read as {}; the piece mark before a piece letter tells them apart.",
                readings.join(" or ")
            ),
        }
    }
}

impl std::error::Error for BrailleError {}

/// Why a braille table (TOML) cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableError {
    /// Not valid TOML, or fields missing or unknown.
    Toml(String),
    /// An entry that is not a cell sequence of the expected kind.
    Cell {
        /// The entry, e.g. `files`.
        field: String,
        /// What it holds.
        value: String,
    },
    /// A list with the wrong number of entries.
    Count {
        /// The entry.
        field: String,
        /// How many it must have.
        expected: usize,
        /// How many it has.
        found: usize,
    },
    /// Two entries with the same cells that a move could not tell apart.
    Clash {
        /// The first entry.
        first: String,
        /// The second entry.
        second: String,
        /// Their dots, e.g. "1-4-5".
        cells: String,
    },
    /// Any other bad value.
    Value {
        /// The entry.
        field: String,
        /// Why it cannot be used.
        reason: String,
    },
    /// No built-in code has this name.
    UnknownCode(String),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TableError::*;
        match self {
            Toml(e) => write!(f, "The braille table is not valid: {e}"),
            Cell { field, value } => write!(
                f,
                "Braille table entry {field}: {value:?} is not braille cells (Unicode braille or dot numbers such as 1-5)."
            ),
            Count {
                field,
                expected,
                found,
            } => write!(
                f,
                "Braille table entry {field}: {expected} cells expected, {found} found."
            ),
            Clash {
                first,
                second,
                cells,
            } => write!(
                f,
                "Braille table entries {first} and {second} both use dots {cells}."
            ),
            Value { field, reason } => write!(f, "Braille table entry {field}: {reason}."),
            UnknownCode(name) => write!(
                f,
                "There is no braille chess code named {name:?}; known codes: {}.",
                BUILTIN_CODES.join(", ")
            ),
        }
    }
}

impl std::error::Error for TableError {}
