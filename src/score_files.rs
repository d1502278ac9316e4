//! The saved score is a view of the game: one function makes its three
//! files (`game.pgn`, the braille scoresheet `game.brf` for an embosser and
//! `game-braille.txt` in Unicode braille) from a session, and the game
//! loop writes them again after every line that changed any of them (a
//! move, a result, a ruling, a reopened game, a corrected result, an
//! adjournment). `annabella export` makes its files with the same
//! function from the journal's replay, so the two never disagree.

use std::path::{Path, PathBuf};

use crate::session::Session;

/// The names of the score's files in a game's folder, in the order
/// [`texts`] makes them.
pub const NAMES: [&str; 3] = ["game.pgn", "game.brf", "game-braille.txt"];

/// The score's three texts: PGN, BRF and Unicode braille.
pub fn texts(session: &Session) -> [String; 3] {
    let pages = session.braille_pages();
    [
        session.pgn(),
        braille::to_brf(&pages),
        braille::to_unicode_text(&pages),
    ]
}

/// The score's files of a game's folder, and what was last written there.
#[derive(Debug)]
pub struct ScoreFiles {
    dir: PathBuf,
    written: Option<[String; 3]>,
}

impl ScoreFiles {
    pub fn new(dir: PathBuf) -> ScoreFiles {
        ScoreFiles { dir, written: None }
    }

    /// Something was written already.
    pub fn started(&self) -> bool {
        self.written.is_some()
    }

    /// The PGN file's path.
    pub fn pgn_path(&self) -> PathBuf {
        self.dir.join(NAMES[0])
    }

    /// Writes the files whose text differs from what was last written
    /// (all of them the first time). Returns the path and the error of a
    /// file that could not be written; the next call tries it again.
    pub fn keep(&mut self, session: &Session) -> Result<bool, (PathBuf, std::io::Error)> {
        let new = texts(session);
        if self.written.as_ref() == Some(&new) {
            return Ok(false);
        }
        let old = self.written.take();
        for (i, text) in new.iter().enumerate() {
            if old.as_ref().is_some_and(|o| &o[i] == text) {
                continue;
            }
            let path = self.dir.join(NAMES[i]);
            write_replacing(&path, text).map_err(|e| (path, e))?;
        }
        self.written = Some(new);
        Ok(true)
    }

    /// Writes all three files again, whatever was written before.
    pub fn save(&mut self, session: &Session) -> Result<bool, (PathBuf, std::io::Error)> {
        self.written = None;
        self.keep(session)
    }
}

/// Replaces a file of the game's own through a temporary file beside it
/// (`NAME.new`), so a crash leaves the old one or the new one. A temporary
/// file that could not be written whole (a full disk) is removed again.
pub fn write_replacing(path: &Path, text: &str) -> std::io::Result<()> {
    crate::durable::replace(path, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A score that cannot be put in place leaves no temporary file.
    #[test]
    fn a_failed_write_leaves_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("annabella-score-tmp-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        // The rename cannot replace a folder that holds something.
        std::fs::create_dir_all(dir.join("game.pgn/inside")).unwrap();
        assert!(write_replacing(&dir.join("game.pgn"), "1. e4 *\n").is_err());
        assert!(!dir.join("game.pgn.new").exists());
        write_replacing(&dir.join("other.pgn"), "1. e4 *\n").unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.join("other.pgn")).unwrap(),
            "1. e4 *\n"
        );
        assert!(!dir.join("other.pgn.new").exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
