//! Reading and writing moves: algebraic notation in national letters,
//! the resolution of a described move against the legal moves, and the
//! reasons a move is refused.

pub mod algebraic;
pub mod fen;
pub mod iccf;
mod intent;
pub mod letters;
pub mod resolve;
mod write;

pub use algebraic::{CaseRule, LangChoice, ParseError, Reader};
pub use intent::{Intent, Readings};
pub use resolve::{CastlingBlock, MoveError, resolve_readings, resolve_tier, resolve_tier_among};
pub use write::{Writing, write_san};

use shakmaty::{Role, Square};

/// How the user interface names squares and pieces inside sentences.
/// Algebraic ("f3", "knight") by default; the phonetics vocabularies
/// provide Appendix F words ("Felix drei", "Springer").
pub trait Namer {
    /// A square, e.g. "f3" or "Felix drei".
    fn square(&self, sq: Square) -> String;
    /// A piece kind as a noun, e.g. "knight" or "Springer".
    fn role(&self, role: Role) -> String;
}

/// `line.trim()`, told at once for a line that starts and ends with a
/// visible ASCII character (nearly every line typed: a move, a command).
pub fn trim_line(line: &str) -> &str {
    match (line.as_bytes().first(), line.as_bytes().last()) {
        (Some(a), Some(b)) if a.is_ascii_graphic() && b.is_ascii_graphic() => line,
        _ => line.trim(),
    }
}

impl From<ParseError> for MoveError {
    fn from(e: ParseError) -> Self {
        match e {
            ParseError::MissingTarget => MoveError::MissingTarget,
            ParseError::BadPromotion(r) => MoveError::BadPromotion(r),
            ParseError::Iccf(p) => MoveError::Iccf(p),
            ParseError::Empty | ParseError::TooLong | ParseError::Unreadable => MoveError::NotAMove,
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn lines_are_trimmed_as_str_trim_does() {
        for line in [
            "Nf3",
            " Nf3",
            "Nf3 ",
            "\tNf3\u{a0}",
            "\u{3000}e4",
            "e4\u{2003}",
            "",
            " ",
            "x",
            "Springer Gustav eins",
            "\u{2800}\u{2811}",
            "ä",
            " ä ",
        ] {
            assert_eq!(super::trim_line(line), line.trim(), "{line:?}");
        }
    }
}
