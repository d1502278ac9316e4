//! Braille cells, their two text forms (Unicode braille and Braille ASCII),
//! and the Braille ASCII table loaded from `braille/ascii.toml`.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;

use serde::Deserialize;
use unicode_normalization::UnicodeNormalization;

use super::TableError;

/// First code point of the Unicode braille block; a cell is this plus its dot bits.
const BRAILLE_BASE: u32 = 0x2800;

/// Dot 7, which 8-dot computer braille adds to upper-case letters.
pub(crate) const DOT7: u8 = 0x40;

/// The dot bits of a Unicode braille character (U+2800..U+28FF), if it is one.
///
/// ```
/// use braille::{cell_of_char, char_of_cell, dots_label};
///
/// let s = cell_of_char('⠎').unwrap();
/// assert_eq!(s, 0b0000_1110);
/// assert_eq!(dots_label(s), "2-3-4");
/// assert_eq!(char_of_cell(s), '⠎');
/// assert_eq!(cell_of_char('s'), None);
/// ```
pub fn cell_of_char(ch: char) -> Option<u8> {
    let code = u32::from(ch);
    if (BRAILLE_BASE..=BRAILLE_BASE + 0xFF).contains(&code) {
        u8::try_from(code - BRAILLE_BASE).ok()
    } else {
        None
    }
}

/// The Unicode braille character for a cell's dot bits.
pub fn char_of_cell(bits: u8) -> char {
    // U+2800..=U+28FF are all assigned characters, so this never falls back.
    char::from_u32(BRAILLE_BASE + u32::from(bits)).unwrap_or('\u{2800}')
}

/// Names a cell by its dots, e.g. `0b0011_0011` → `"1-2-5-6"`, so that a
/// message can tell a blind reader exactly which cell is meant.  The blank
/// cell is `"blank"`.
pub fn dots_label(bits: u8) -> String {
    if bits == 0 {
        return "blank".to_string();
    }
    let mut out = String::new();
    for dot in 0..8u8 {
        if bits & (1 << dot) != 0 {
            if !out.is_empty() {
                out.push('-');
            }
            out.push(char::from(b'1' + dot));
        }
    }
    out
}

/// A row of braille cells (dot bits, dot 1 = 1 … dot 8 = 128), written out
/// as Unicode braille or Braille ASCII.
///
/// ```
/// use braille::Cells;
///
/// let mut cells = Cells::from_unicode("⠎⠋").unwrap();
/// cells.push(0b0001_0010); // dots 2-5, the lower digit 3
/// assert_eq!(cells.len(), 3);
/// assert_eq!(cells.bits(), [0x0E, 0x0B, 0x12]);
/// assert_eq!(cells.to_unicode(), "⠎⠋⠒");
/// assert_eq!(cells.to_ascii(), "SF3");
/// assert_eq!(Cells::from_unicode("sf3"), None);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells(Vec<u8>);

impl Cells {
    /// No cells.
    pub fn new() -> Cells {
        Cells(Vec::new())
    }

    /// Cells from their dot bits.
    pub fn from_bits(bits: &[u8]) -> Cells {
        Cells(bits.to_vec())
    }

    /// Cells from a string of Unicode braille; `None` if any character is
    /// not a braille cell.
    pub fn from_unicode(text: &str) -> Option<Cells> {
        text.chars()
            .map(cell_of_char)
            .collect::<Option<Vec<u8>>>()
            .map(Cells)
    }

    /// The dot bits, one byte per cell.
    pub fn bits(&self) -> &[u8] {
        &self.0
    }

    /// Number of cells.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True when there is no cell.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Appends one cell.
    pub fn push(&mut self, bits: u8) {
        self.0.push(bits);
    }

    /// Appends cells.
    pub fn extend_from(&mut self, other: &Cells) {
        self.0.extend_from_slice(&other.0);
    }

    /// Appends cells given as dot bits.
    pub(crate) fn extend_bits(&mut self, bits: &[u8]) {
        self.0.extend_from_slice(bits);
    }

    /// Inserts a cell sequence at a position (clamped to the end).
    pub(crate) fn insert_bits(&mut self, at: usize, bits: &[u8]) {
        let at = at.min(self.0.len());
        self.0.splice(at..at, bits.iter().copied());
    }

    /// Unicode braille, one character per cell (dots 7 and 8 kept).
    pub fn to_unicode(&self) -> String {
        self.0.iter().map(|&b| char_of_cell(b)).collect()
    }

    /// Six-dot Braille ASCII as in .brf files (dots 7 and 8 are dropped).
    pub fn to_ascii(&self) -> String {
        let table = BrailleAscii::standard();
        self.0.iter().map(|&b| table.char_of(b)).collect()
    }

    /// Eight-dot North American computer braille as ASCII: a letter with
    /// dot 7 is upper case, a letter without it lower case; other cells as
    /// in [`Cells::to_ascii`].  Board diagrams then show White pieces in
    /// capitals, as FEN does.
    pub fn to_ascii8(&self) -> String {
        let table = BrailleAscii::standard();
        self.0.iter().map(|&b| table.char8_of(b)).collect()
    }
}

impl fmt::Display for Cells {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_unicode())
    }
}

/// The file format of `braille/ascii.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AsciiFile {
    cells: String,
    #[serde(default)]
    fold: BTreeMap<String, String>,
    eight_dot: EightDotFile,
    #[serde(default)]
    transliterate: BTreeMap<String, String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EightDotFile {
    dot7_upper_case: bool,
}

/// North American Braille ASCII: the 64 six-dot cells as printable ASCII
/// characters, plus the spellings used to write other text (names) in it.
///
/// ```
/// use braille::BrailleAscii;
///
/// let ascii = BrailleAscii::standard();
/// assert_eq!(ascii.cell_of('s'), Some(0x0E));
/// assert_eq!(ascii.char_of(0x0E), 'S');
/// assert_eq!(ascii.text_to_cells("Anna").to_unicode(), "⠁⠝⠝⠁");
/// ```
#[derive(Clone, Debug)]
pub struct BrailleAscii {
    /// Character of each six-dot cell, indexed by dot bits.
    chars: [char; 64],
    /// Cell of each ASCII character that has one (input side, case folded).
    cells: [Option<u8>; 128],
    dot7_upper_case: bool,
    transliterate: BTreeMap<char, String>,
}

static STANDARD_ASCII: LazyLock<BrailleAscii> = LazyLock::new(|| {
    // The embedded table is constant data checked by the unit tests; it is
    // not user input.
    BrailleAscii::from_toml(include_str!("../ascii.toml"))
        .expect("embedded braille/ascii.toml is valid (checked by tests)")
});

impl BrailleAscii {
    /// The table embedded from `braille/ascii.toml`.
    pub fn standard() -> &'static BrailleAscii {
        &STANDARD_ASCII
    }

    /// Loads a table in the format of `braille/ascii.toml`.
    pub(crate) fn from_toml(text: &str) -> Result<BrailleAscii, TableError> {
        let file: AsciiFile = toml::from_str(text).map_err(|e| TableError::Toml(e.to_string()))?;
        let list: Vec<char> = file.cells.chars().collect();
        let chars: [char; 64] = list.clone().try_into().map_err(|_| TableError::Count {
            field: "cells".into(),
            expected: 64,
            found: list.len(),
        })?;
        let mut cells = [None; 128];
        for (bits, &ch) in chars.iter().enumerate() {
            let slot = if ch.is_ascii() && !ch.is_ascii_control() && !ch.is_ascii_lowercase() {
                cells.get_mut(usize::from(ch as u8))
            } else {
                None
            };
            let Some(slot) = slot else {
                return Err(TableError::Value {
                    field: "cells".into(),
                    reason: format!("{ch:?} is not printable ASCII without lower case"),
                });
            };
            if slot.is_some() {
                return Err(TableError::Value {
                    field: "cells".into(),
                    reason: format!("{ch:?} appears twice"),
                });
            }
            *slot = u8::try_from(bits).ok();
        }
        for (from, to) in &file.fold {
            let (Some(f), Some(t)) = (single_ascii(from), single_ascii(to)) else {
                return Err(TableError::Value {
                    field: "fold".into(),
                    reason: format!("{from:?} = {to:?} is not one ASCII character each"),
                });
            };
            let target = cells.get(usize::from(t)).copied().flatten();
            match (cells.get_mut(usize::from(f)), target) {
                (Some(slot @ None), Some(cell)) => *slot = Some(cell),
                _ => {
                    return Err(TableError::Value {
                        field: "fold".into(),
                        reason: format!("{from:?} = {to:?} does not fold onto a cell"),
                    });
                }
            }
        }
        for lower in b'a'..=b'z' {
            let upper = usize::from(lower.to_ascii_uppercase());
            if let (Some(cell), Some(slot)) =
                (cells.get(upper).copied(), cells.get_mut(usize::from(lower)))
            {
                *slot = cell;
            }
        }
        let mut transliterate = BTreeMap::new();
        for (from, to) in file.transliterate {
            let mut it = from.chars();
            match (it.next(), it.next()) {
                (Some(c), None) if !to.chars().any(|t| !t.is_ascii() || t.is_ascii_control()) => {
                    transliterate.insert(c, to);
                }
                _ => {
                    return Err(TableError::Value {
                        field: "transliterate".into(),
                        reason: format!(
                            "{from:?} = {to:?}: one character to printable ASCII expected"
                        ),
                    });
                }
            }
        }
        Ok(BrailleAscii {
            chars,
            cells,
            dot7_upper_case: file.eight_dot.dot7_upper_case,
            transliterate,
        })
    }

    /// The six-dot cell of a typed ASCII character (either case), if any.
    pub fn cell_of(&self, ch: char) -> Option<u8> {
        if ch.is_ascii() {
            self.cells.get(usize::from(ch as u8)).copied().flatten()
        } else {
            None
        }
    }

    /// The Braille ASCII character of a cell; dots 7 and 8 are dropped.
    pub fn char_of(&self, bits: u8) -> char {
        self.chars
            .get(usize::from(bits & 0x3F))
            .copied()
            .unwrap_or(' ')
    }

    /// The 8-dot computer braille character of a cell: dot 7 makes a letter
    /// upper case, a letter without it is lower case.
    pub(crate) fn char8_of(&self, bits: u8) -> char {
        let ch = self.char_of(bits);
        if !self.dot7_upper_case || !ch.is_ascii_alphabetic() {
            ch
        } else if bits & DOT7 != 0 {
            ch.to_ascii_uppercase()
        } else {
            ch.to_ascii_lowercase()
        }
    }

    /// Writes text (names, event, labels) in uncontracted computer braille:
    /// each character through the table, non-ASCII letters by the
    /// `[transliterate]` spellings or without their accents, anything else
    /// as "?".  Control characters and tabs become blanks.
    pub fn text_to_cells(&self, text: &str) -> Cells {
        let mut out = Cells::new();
        for ch in text.chars() {
            self.push_char(ch, &mut out);
        }
        out
    }

    /// A character in plain ASCII letters: itself when it is ASCII, its
    /// `[transliterate]` spelling (Карпов → Karpov), else without its
    /// accents, else "?".  For text that a literary braille table cannot
    /// write (Cyrillic names in an English header).
    pub(crate) fn plain_spelling(&self, ch: char) -> String {
        if ch.is_ascii() {
            return ch.to_string();
        }
        if let Some(spelling) = self.transliterate.get(&ch) {
            return spelling.clone();
        }
        let base: String = ch.nfd().filter(char::is_ascii).collect();
        if base.is_empty() { "?".into() } else { base }
    }

    fn push_char(&self, ch: char, out: &mut Cells) {
        if ch.is_control() || ch == ' ' {
            out.push(0);
        } else if let Some(cell) = self.cell_of(ch) {
            out.push(cell);
        } else if let Some(spelling) = self.transliterate.get(&ch) {
            for c in spelling.chars() {
                out.push(self.cell_of(c).unwrap_or(0));
            }
        } else {
            let base: Vec<u8> = ch.nfd().filter_map(|c| self.cell_of(c)).collect();
            if base.is_empty() {
                out.push(self.cell_of('?').unwrap_or(0));
            } else {
                out.extend_bits(&base);
            }
        }
    }
}

fn single_ascii(s: &str) -> Option<u8> {
    match s.as_bytes() {
        [b] if b.is_ascii() => Some(*b),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORDER: &str = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

    #[test]
    fn every_cell_of_the_table_matches_the_standard_order() {
        let t = BrailleAscii::standard();
        for (bits, ch) in ORDER.chars().enumerate() {
            let bits = bits as u8;
            assert_eq!(t.char_of(bits), ch, "cell {}", dots_label(bits));
            assert_eq!(t.cell_of(ch), Some(bits), "char {ch:?}");
            assert_eq!(
                t.cell_of(ch.to_ascii_lowercase()),
                Some(bits),
                "lower {ch:?}"
            );
            // Dots 7 and 8 do not change the six-dot character.
            assert_eq!(t.char_of(bits | 0xC0), ch);
        }
    }

    #[test]
    fn known_letters_have_their_dots() {
        let t = BrailleAscii::standard();
        // Letters checked against the braille alphabet: a = 1, l = 1-2-3,
        // s = 2-3-4, x = 1-3-4-6, z = 1-3-5-6, w = 2-4-5-6.
        for (ch, dots) in [
            ('a', "1"),
            ('l', "1-2-3"),
            ('s', "2-3-4"),
            ('x', "1-3-4-6"),
            ('z', "1-3-5-6"),
            ('w', "2-4-5-6"),
        ] {
            assert_eq!(dots_label(t.cell_of(ch).unwrap()), dots);
        }
        // Digits are the lower cells: 1 = dot 2, 4 = 2-5-6, 0 = 3-5-6.
        assert_eq!(dots_label(t.cell_of('1').unwrap()), "2");
        assert_eq!(dots_label(t.cell_of('4').unwrap()), "2-5-6");
        assert_eq!(dots_label(t.cell_of('0').unwrap()), "3-5-6");
    }

    #[test]
    fn folds_and_eight_dot() {
        let t = BrailleAscii::standard();
        for (lower, upper) in [('`', '@'), ('{', '['), ('|', '\\'), ('}', ']'), ('~', '^')] {
            assert_eq!(t.cell_of(lower), t.cell_of(upper));
            assert!(t.cell_of(lower).is_some());
        }
        assert_eq!(t.cell_of('\u{7f}'), None);
        assert_eq!(t.cell_of('\n'), None);
        assert_eq!(t.cell_of('ä'), None);
        let k = t.cell_of('k').unwrap();
        assert_eq!(t.char8_of(k | DOT7), 'K');
        assert_eq!(t.char8_of(k), 'k');
        assert_eq!(t.char8_of(t.cell_of('4').unwrap() | DOT7), '4');
    }

    #[test]
    fn unicode_round_trip_and_labels() {
        let all: Vec<u8> = (0..=255u8).collect();
        let cells = Cells::from_bits(&all);
        let text = cells.to_unicode();
        assert_eq!(text.chars().count(), 256);
        assert_eq!(Cells::from_unicode(&text), Some(cells));
        assert_eq!(Cells::from_unicode("⠑x"), None);
        assert_eq!(dots_label(0b0011_0011), "1-2-5-6");
        assert_eq!(dots_label(0xFF), "1-2-3-4-5-6-7-8");
        assert_eq!(dots_label(0), "blank");
    }

    #[test]
    fn text_transliteration() {
        let t = BrailleAscii::standard();
        assert_eq!(t.text_to_cells("Müller 2024").to_ascii(), "MUELLER 2024");
        assert_eq!(t.text_to_cells("Café").to_ascii(), "CAFE");
        assert_eq!(t.text_to_cells("Карпов").to_ascii(), "KARPOV");
        assert_eq!(t.text_to_cells("漢").to_ascii(), "?");
        assert_eq!(t.text_to_cells("a\tb").to_ascii(), "A B");
    }

    #[test]
    fn bad_tables_are_refused() {
        assert!(matches!(
            BrailleAscii::from_toml("cells = 'AB'\n[eight_dot]\ndot7_upper_case = true"),
            Err(TableError::Count { .. })
        ));
        assert!(matches!(
            BrailleAscii::from_toml("nonsense"),
            Err(TableError::Toml(_))
        ));
        let dup = format!(
            "cells = '''{}'''\n[eight_dot]\ndot7_upper_case = true",
            ORDER.replace('Z', "A")
        );
        assert!(matches!(
            BrailleAscii::from_toml(&dup),
            Err(TableError::Value { .. })
        ));
    }
}
