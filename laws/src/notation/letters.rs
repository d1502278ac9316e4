//! Piece letters of the national algebraic notations, loaded from
//! `laws/algebraic.toml` (data, so a language is added without code).

use std::sync::OnceLock;

use serde::Deserialize;
use shakmaty::Role;

const TABLE: &str = include_str!("../../algebraic.toml");

/// One language's piece letters.
#[derive(Debug, Clone)]
pub struct LetterSet {
    /// The language code, e.g. "de".
    pub code: String,
    /// The language's name.
    pub name: String,
    /// (letter, role), longest letters first so "Кр" wins over "К".
    pub letters: Vec<(String, Role)>,
    /// The first character of each letter, for a cheap first test.
    pub first_chars: Vec<char>,
    /// Letters to write, indexed by `Role as usize - 1` (pawn unused).
    written: [String; 6],
}

impl LetterSet {
    /// The letter this language writes for `role` (empty for a pawn).
    pub(crate) fn letter(&self, role: Role) -> &str {
        if role == Role::Pawn {
            return "";
        }
        &self.written[role as usize - 1]
    }
}

#[derive(Deserialize)]
struct RawSet {
    name: String,
    king: Vec<String>,
    queen: Vec<String>,
    rook: Vec<String>,
    bishop: Vec<String>,
    knight: Vec<String>,
    #[serde(default)]
    pawn: Vec<String>,
}

fn build(code: &str, raw: RawSet) -> LetterSet {
    let by_role = [
        (Role::Pawn, raw.pawn),
        (Role::Knight, raw.knight),
        (Role::Bishop, raw.bishop),
        (Role::Rook, raw.rook),
        (Role::Queen, raw.queen),
        (Role::King, raw.king),
    ];
    let mut written: [String; 6] = Default::default();
    let mut letters = Vec::new();
    for (role, list) in by_role {
        if let Some(first) = list.first() {
            written[role as usize - 1] = first.clone();
        }
        for l in list {
            letters.push((l, role));
        }
    }
    letters.sort_by_key(|(l, _)| std::cmp::Reverse(l.chars().count()));
    let first_chars = letters
        .iter()
        .map(|(l, _)| l.chars().next().unwrap_or('\0'))
        .collect();
    LetterSet {
        first_chars,
        code: code.to_string(),
        name: raw.name,
        letters,
        written,
    }
}

/// Parses a letters table (the format of `laws/algebraic.toml`).
pub(crate) fn parse_table(text: &str) -> Result<Vec<LetterSet>, String> {
    let raw: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut sets = Vec::new();
    for (code, value) in raw {
        let set: RawSet = value
            .try_into()
            .map_err(|e: toml::de::Error| format!("[{code}]: {e}"))?;
        sets.push(build(&code, set));
    }
    // The order is the preference of `--notation auto` when a line fits
    // several languages: English (and figurines), German, French, Dutch,
    // then Russian, whose Latin look-alikes ("K", "C") would otherwise
    // shadow the others.
    let order = ["en", "figurine", "de", "fr", "nl", "ru"];
    sets.sort_by_key(|s| {
        order
            .iter()
            .position(|o| *o == s.code)
            .unwrap_or(order.len())
    });
    Ok(sets)
}

/// All built-in letter sets.
pub fn all() -> &'static [LetterSet] {
    static SETS: OnceLock<Vec<LetterSet>> = OnceLock::new();
    SETS.get_or_init(|| parse_table(TABLE).unwrap_or_default())
}

/// The built-in set for a language code ("en", "de", "ru", "fr", "nl",
/// "figurine").
pub fn by_code(code: &str) -> Option<&'static LetterSet> {
    all().iter().find(|s| s.code.eq_ignore_ascii_case(code))
}

/// Codes of all built-in languages, for help texts and errors.
pub fn codes() -> Vec<&'static str> {
    all().iter().map(|s| s.code.as_str()).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_loads_every_language() {
        for code in ["en", "de", "ru", "fr", "nl", "figurine"] {
            let set = by_code(code).unwrap_or_else(|| panic!("{code} missing"));
            assert!(!set.letter(Role::King).is_empty(), "{code}");
        }
        assert_eq!(by_code("ru").unwrap().letter(Role::King), "Кр");
        assert_eq!(by_code("ru").unwrap().letter(Role::Knight), "К");
        assert_eq!(by_code("fr").unwrap().letter(Role::King), "R");
        assert_eq!(by_code("nl").unwrap().letter(Role::Knight), "P");
        assert_eq!(by_code("de").unwrap().letter(Role::Bishop), "L");
        assert_eq!(by_code("figurine").unwrap().letter(Role::Queen), "♕");
    }

    #[test]
    fn longest_letter_first() {
        let ru = by_code("ru").unwrap();
        assert_eq!(ru.letters[0].0, "Кр");
    }
}
