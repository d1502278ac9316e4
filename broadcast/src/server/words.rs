//! The words of the arbiter's page, from `src/page-words.toml`.

use std::collections::BTreeMap;

use serde::Deserialize;

/// The page's words in one language.
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Words {
    /// The window's title.
    pub title: String,
    /// The page's heading.
    pub heading: String,
    /// The table's caption.
    pub caption: String,
    /// Column: board.
    pub board: String,
    /// Column: White.
    pub white: String,
    /// Column: Black.
    pub black: String,
    /// Column: move number.
    pub move_number: String,
    /// Column: White's clock.
    pub white_clock: String,
    /// Column: Black's clock.
    pub black_clock: String,
    /// Column: last move.
    pub last_move: String,
    /// Column: result.
    pub result: String,
    /// Column: warnings.
    pub warnings: String,
    /// Heading of the unseen warnings.
    pub unseen_heading: String,
    /// When there are none.
    pub no_warnings: String,
    /// The button that marks a warning seen.
    pub mark_seen: String,
    /// Heading of the latest event.
    pub latest_heading: String,
    /// `Board {n}`.
    pub board_n: String,
    /// When no board has sent anything.
    pub no_boards: String,
    /// Said on a page opened without the arbiter's key.
    pub read_only: String,
    /// Beside the clock that runs.
    pub running: String,
    /// Said after a warning put right since (the device back, the board
    /// agreeing again).
    pub resolved: String,
}

const FILE: &str = include_str!("../page-words.toml");

/// The languages of the page.
pub const LANGS: &[&str] = &["en", "de", "ru"];

impl Words {
    /// The words in `lang` (`en`, `de`, `ru`), or `None` for another.
    pub fn for_lang(lang: &str) -> Option<Words> {
        let mut all: BTreeMap<String, Words> = toml::from_str(FILE).ok()?;
        all.remove(lang)
    }

    /// `Board {n}` for board `n`.
    pub fn board_n(&self, n: u32) -> String {
        self.board_n.replace("{n}", &n.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_word() {
        for lang in LANGS {
            let w = Words::for_lang(lang).unwrap_or_else(|| panic!("{lang}"));
            assert!(w.board_n.contains("{n}"), "{lang}");
        }
        assert_eq!(Words::for_lang("fr"), None);
        assert_eq!(Words::for_lang("de").unwrap().board_n(3), "Brett 3");
    }
}
