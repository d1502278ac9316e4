//! Braille: moves typed on a braille display, moves and boards written for
//! one, and the braille scoresheet that Appendix F lets a blind player keep.
//!
//! A screen reader hands typed braille over either as Unicode braille cells
//! (U+2800..U+28FF) or as ordinary characters through North American
//! Braille ASCII; both are read here.  The cells are given meaning by a
//! [`ChessCode`] (UK Braille Chess Association code, or German piece
//! letters), loaded from TOML data in `braille/`.  `docs/braille.md`
//! describes the codes, the signs annabella chose and the file format.
//!
//! Reading gives English SAN text ("Nf3", "exd5", "O-O", "e8=Q") for the
//! algebraic parser; writing takes SAN as shakmaty prints it.

mod cells;
mod code;
mod decode;
mod diagram;
mod encode;
pub mod louis;
mod scoresheet;

use std::fmt;

pub use cells::{BrailleAscii, Cells, cell_of_char, char_of_cell, dots_label};
use code::BUILTIN_CODES;
pub use code::{ChessCode, Labels};
pub use decode::{decode_candidates, decode_move, looks_like_braille, marked_side};
pub use diagram::{DiagramMark, board_diagram, diagram, forsyth, forsyth_marked};
pub use encode::{encode_move, encode_san};
pub use scoresheet::{ScoreHeader, scoresheet, to_brf, to_unicode_text};

/// Why a typed braille line is not one move.  Positions (`index`) count
/// characters of the line from 0; messages say them from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BrailleError {
    /// Nothing but blanks.
    Empty,
    /// The line is longer than any move (`len` in bytes or cells).
    TooLong { len: usize, max: usize },
    /// A control character (other than a tab or the line end).
    ControlChar { index: usize, code: u32 },
    /// A character that is neither a braille cell nor Braille ASCII.
    NotBraille { index: usize, ch: char },
    /// Braille cells mixed with other characters in one line.
    MixedScript { index: usize, ch: char },
    /// A cell that means nothing in chess braille (dot bits, dots 1-6).
    UnknownCell { cell: u8, index: usize },
    /// A chess cell standing where it cannot stand.
    Misplaced { cell: u8, index: usize },
    /// A space inside the move, or a second move after the first.
    ExtraWord { index: usize },
    /// The line ends before the move is complete ("sf", "e").
    Incomplete,
    /// A pawn reaching the last rank without a promotion piece.
    PromotionMissing,
    /// A promotion piece after a move that cannot promote.
    PromotionNotAllowed,
    /// A pawn move between files no pawn can go between.
    PawnFiles { from: char, to: char },
    /// A pawn move in long notation between squares no pawn can go between.
    PawnPath { from: String, to: String },
    /// Cells that form no move (e.g. a pawn capture without its file).
    NotAMove,
    /// The cells read as more than one move; the position must decide.
    Ambiguous { readings: Vec<String> },
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
    Cell { field: String, value: String },
    /// A list with the wrong number of entries.
    Count {
        field: String,
        expected: usize,
        found: usize,
    },
    /// Two entries with the same cells that a move could not tell apart.
    Clash {
        first: String,
        second: String,
        cells: String,
    },
    /// Any other bad value.
    Value { field: String, reason: String },
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
