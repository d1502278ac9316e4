//! The marks of an analysis written after a move: the print signs "?!",
//! "?", "??" (and "!", "!!", "!?") in the cells of the chess code.

use super::cells::Cells;
use super::code::ChessCode;

/// How good or bad a move was, as print marks it after the move (PGN's
/// numeric annotation glyphs 1 to 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Annotation {
    /// "!" (NAG 1).
    Good,
    /// "?" (NAG 2).
    Mistake,
    /// "!!" (NAG 3).
    Brilliant,
    /// "??" (NAG 4).
    Blunder,
    /// "!?" (NAG 5).
    Interesting,
    /// "?!" (NAG 6).
    Dubious,
}

impl Annotation {
    /// The mark of a PGN numeric annotation glyph, where it is one of the
    /// six move marks.
    ///
    /// ```
    /// use braille::Annotation;
    ///
    /// assert_eq!(Annotation::from_nag(4), Some(Annotation::Blunder));
    /// assert_eq!(Annotation::from_nag(14), None);
    /// ```
    pub fn from_nag(nag: u8) -> Option<Annotation> {
        Some(match nag {
            1 => Annotation::Good,
            2 => Annotation::Mistake,
            3 => Annotation::Brilliant,
            4 => Annotation::Blunder,
            5 => Annotation::Interesting,
            6 => Annotation::Dubious,
            _ => return None,
        })
    }

    /// The print signs ("??").
    pub fn print(self) -> &'static str {
        match self {
            Annotation::Good => "!",
            Annotation::Mistake => "?",
            Annotation::Brilliant => "!!",
            Annotation::Blunder => "??",
            Annotation::Interesting => "!?",
            Annotation::Dubious => "?!",
        }
    }
}

/// The cells of a mark after the move written as `move_cells`: the code's
/// separator (`uk`: dots 3-4-5, BCA 1.4), then the question and
/// exclamation marks one by one (`uk`: UEB's 2-3-6 and 2-3-5).  The
/// separator is left out after a move that ends with the mate sign when
/// that sign begins with the separator: BCA 1.4 counts the abbreviations
/// of 2.2 (mate ⠜⠍) as no part of the move.
///
/// ```
/// use braille::{Annotation, ChessCode, annotated, encode_move};
///
/// let uk = ChessCode::builtin("uk")?;
/// let nf6 = encode_move("Nf6", &uk);
/// assert_eq!(annotated(&nf6, Annotation::Blunder, &uk).to_unicode(), "⠎⠋⠖⠜⠦⠦");
/// let de = ChessCode::builtin("de")?;
/// let e4 = encode_move("e4", &de);
/// assert_eq!(annotated(&e4, Annotation::Dubious, &de).to_unicode(), "⠑⠲⠠⠢⠖");
/// # Ok::<(), braille::TableError>(())
/// ```
pub fn annotated(move_cells: &Cells, mark: Annotation, code: &ChessCode) -> Cells {
    let cells = code.marks();
    let mut out = move_cells.clone();
    let mate = code.mate();
    let after_mate = !cells.separator.is_empty()
        && mate.starts_with(&cells.separator)
        && move_cells.bits().ends_with(mate);
    if !after_mate {
        out.extend_bits(&cells.separator);
    }
    for sign in mark.print().chars() {
        if sign == '?' {
            out.extend_bits(&cells.question);
        } else {
            out.extend_bits(&cells.exclamation);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encode::encode_move;

    /// Every mark after a move, in both codes: the separator, then "?"
    /// and "!" cell by cell (uk: BCA 3-4-5 and UEB's 2-3-6, 2-3-5; de:
    /// dot 6 and German 2-6, 2-3-5).
    #[test]
    fn marks_are_the_code_s_cells_after_the_move() {
        let uk = ChessCode::builtin("uk").unwrap();
        let de = ChessCode::builtin("de").unwrap();
        let cases = [
            (Annotation::Dubious, "⠜⠦⠖", ">86", "⠠⠢⠖", ",56"),
            (Annotation::Mistake, "⠜⠦", ">8", "⠠⠢", ",5"),
            (Annotation::Blunder, "⠜⠦⠦", ">88", "⠠⠢⠢", ",55"),
            (Annotation::Good, "⠜⠖", ">6", "⠠⠖", ",6"),
            (Annotation::Brilliant, "⠜⠖⠖", ">66", "⠠⠖⠖", ",66"),
            (Annotation::Interesting, "⠜⠖⠦", ">68", "⠠⠖⠢", ",65"),
        ];
        for (mark, uk_cells, uk_ascii, de_cells, de_ascii) in cases {
            let m = annotated(&encode_move("Nf3", &uk), mark, &uk);
            assert_eq!(m.to_unicode(), format!("⠎⠋⠒{uk_cells}"), "{mark:?}");
            assert_eq!(m.to_ascii(), format!("SF3{uk_ascii}"), "{mark:?}");
            let m = annotated(&encode_move("Nf3", &de), mark, &de);
            assert_eq!(m.to_unicode(), format!("⠎⠋⠒{de_cells}"), "{mark:?}");
            assert_eq!(m.to_ascii(), format!("SF3{de_ascii}"), "{mark:?}");
        }
        // After castling too (its last cell is the digit 0).
        let castle = annotated(&encode_move("O-O", &uk), Annotation::Mistake, &uk);
        assert_eq!(castle.to_unicode(), "⠴⠤⠴⠜⠦");
        // After mate (BCA 2.2's ⠜⠍, no part of the move) no separator.
        let mate = annotated(&encode_move("Qxf7#", &uk), Annotation::Good, &uk);
        assert_eq!(mate.to_unicode(), "⠟⠰⠋⠶⠜⠍⠖");
        let mate = annotated(&encode_move("Qxf7#", &de), Annotation::Good, &de);
        assert_eq!(mate.to_unicode(), "⠙⠭⠋⠶⠬⠬⠠⠖");
        let prints: Vec<&str> = (1..=6)
            .filter_map(Annotation::from_nag)
            .map(Annotation::print)
            .collect();
        assert_eq!(prints, ["!", "?", "!!", "??", "!?", "?!"]);
    }

    /// A user's table without `[marks]` writes the uk cells; one with its
    /// own writes those.
    #[test]
    fn a_table_without_marks_writes_the_uk_cells() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/chess-uk.toml");
        let text = std::fs::read_to_string(path).unwrap();
        let cut = text.find("[marks]").unwrap();
        let old = ChessCode::from_toml(&text[..cut]).unwrap();
        let m = annotated(&encode_move("e4", &old), Annotation::Blunder, &old);
        assert_eq!(m.to_unicode(), "⠑⠲⠜⠦⠦");
        let own = format!(
            "{}[marks]\nseparator = \"\"\nquestion = \"1-4-5-6\"\n",
            &text[..cut]
        );
        let own = ChessCode::from_toml(&own).unwrap();
        let m = annotated(&encode_move("e4", &own), Annotation::Dubious, &own);
        assert_eq!(m.to_unicode(), "⠑⠲⠹⠖");
        let bad = format!("{}[marks]\nquestion = \"x\"\n", &text[..cut]);
        assert!(ChessCode::from_toml(&bad).is_err());
    }
}
