//! Files replaced whole: the new text goes to a file beside the old one,
//! is made durable through the handle that wrote it, and is renamed over
//! the old one, so a crash leaves the old file or the new one, never half
//! of one.
//!
//! The handle that syncs is the writable one that wrote the text: Windows
//! refuses to flush a file opened for reading only ("Access denied").

use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file beside `path` that its new text is written to first.
pub fn temporary_of(path: &Path) -> PathBuf {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".new");
    PathBuf::from(tmp)
}

/// Replaces (or creates) `path` with `text` through its temporary file.
/// A temporary file that could not be written whole or put in place is
/// removed, so no empty or torn `.new` file is left beside the old one.
pub fn replace(path: &Path, text: &str) -> std::io::Result<()> {
    let tmp = temporary_of(path);
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        drop(file);
        std::fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written?;
    crate::journal::sync_dir_of(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("annabella-durable-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_new_file_is_written_and_its_temporary_file_is_gone() {
        let dir = folder("new");
        let path = dir.join("game.pgn");
        replace(&path, "1. e4 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 *\n");
        assert!(!temporary_of(&path).exists());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn an_old_file_is_replaced_whole_and_a_stale_temporary_file_does_not_stop_it() {
        let dir = folder("old");
        let path = dir.join("game.pgn");
        std::fs::write(&path, "a much longer old text than the new one\n").unwrap();
        std::fs::write(
            temporary_of(&path),
            "left by a crash, longer than the new text\n",
        )
        .unwrap();
        replace(&path, "1. d4 *\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. d4 *\n");
        assert!(!temporary_of(&path).exists());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_temporary_file_that_could_not_be_put_in_place_is_removed() {
        let dir = folder("failed");
        // A folder with a file in it stands where the score goes: the
        // text is written to the temporary file, but renaming fails.
        let path = dir.join("game.pgn");
        std::fs::create_dir_all(path.join("inside")).unwrap();
        assert!(replace(&path, "1. e4 *\n").is_err());
        assert!(!temporary_of(&path).exists(), "a temporary file is left");
        assert!(path.join("inside").is_dir());
        std::fs::remove_dir_all(dir).unwrap();
    }
}
