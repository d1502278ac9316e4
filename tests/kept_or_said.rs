//! No file replaced without a word, no folder left that nothing can
//! start, and a script that did not keep everything ends with exit code 3
//! (docs/transcripts.md).

mod common;

use common::{Temp, annabella, text};

#[test]
fn a_game_folder_without_a_journal_keeps_its_score_files() {
    let tmp = Temp::new("kept-score");
    for name in ["game.pgn", "game.brf", "game-braille.txt"] {
        let dir = tmp.0.join(name.replace('.', "-"));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(name), "mine").unwrap();
        let d = dir.display().to_string();
        let out = annabella(&["play", "--script", "-", "--game-dir", &d], "e4\ne5\n");
        assert_eq!(out.status.code(), Some(2), "{}", text(&out));
        assert!(text(&out).contains("but no journal"), "{}", text(&out));
        assert_eq!(std::fs::read_to_string(dir.join(name)).unwrap(), "mine");
    }
}

#[test]
fn an_empty_journal_is_named_with_what_to_do() {
    let tmp = Temp::new("kept-empty-journal");
    std::fs::write(tmp.0.join("journal.txt"), "").unwrap();
    let d = tmp.0.display().to_string();
    let out = annabella(
        &["play", "--script", "-", "--game-dir", &d, "--lang", "en"],
        "e4\n",
    );
    let t = text(&out);
    assert_eq!(out.status.code(), Some(2), "{t}");
    assert!(t.contains("holds no game"), "{t}");
    assert!(t.contains("Remove that file"), "{t}");
    assert!(!t.contains("Resume it"), "{t}");
}

#[test]
fn a_script_whose_score_cannot_be_saved_ends_with_exit_code_3() {
    let tmp = Temp::new("kept-exit");
    // The score's temporary file cannot be made: a folder stands there.
    std::fs::create_dir_all(tmp.0.join("game.pgn.new/x")).unwrap();
    let d = tmp.0.display().to_string();
    let out = annabella(&["play", "--script", "-", "--game-dir", &d], "e4\ne5\n");
    let t = text(&out);
    assert_eq!(out.status.code(), Some(3), "{t}");
    assert!(
        t.contains("could not be saved") || t.contains("not saved"),
        "{t}"
    );
    // A game whose score is saved ends with 0.
    let other = tmp.path("fine");
    let out = annabella(&["play", "--script", "-", "--game-dir", &other], "e4\ne5\n");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
}

/// A journal cut off while the game was being created (empty, inside its
/// first line, or inside the settings after it) is said to be cut off by
/// `resume` and `export` as by `play`, not "no annabella game journal"
/// nor a PGN without a game.
#[test]
fn a_journal_cut_off_at_its_creation_is_said_so_by_resume_and_play() {
    let tmp = Temp::new("kept-torn-journal");
    let whole = tmp.path("whole");
    let out = annabella(&["play", "--script", "-", "--game-dir", &whole], "e4\n");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out));
    let journal = std::fs::read(tmp.0.join("whole").join("journal.txt")).unwrap();
    let first_line = journal.iter().position(|b| *b == b'\n').unwrap() + 1;
    for (name, cut) in [
        ("empty", 0),
        ("in-first", 10),
        ("in-second", first_line + 12),
    ] {
        let dir = tmp.0.join(name);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("journal.txt"), &journal[..cut]).unwrap();
        let d = dir.display().to_string();
        let out = annabella(&["resume", &d], "");
        let t = text(&out);
        assert_eq!(out.status.code(), Some(2), "{name}: {t}");
        assert!(
            t.contains("cut off when the game was created"),
            "{name}: {t}"
        );
        assert!(!t.contains("neither"), "{name}: {t}");
        assert!(!t.contains("no settings record"), "{name}: {t}");
        let out = annabella(&["play", "--script", "-", "--game-dir", &d], "e4\n");
        let t = text(&out);
        assert_eq!(out.status.code(), Some(2), "{name}: {t}");
        assert!(t.contains("holds no game"), "{name}: {t}");
        // export reads it as the journal it is, not as a PGN.
        let j = dir.join("journal.txt").display().to_string();
        let out = annabella(&["export", &j], "");
        let t = text(&out);
        assert_eq!(out.status.code(), Some(2), "{name}: {t}");
        assert!(t.contains("cannot be exported"), "{name}: {t}");
        assert!(
            t.contains("cut off when the game was created"),
            "{name}: {t}"
        );
        assert!(!t.contains("PGN"), "{name}: {t}");
    }
}

/// Two games started in one folder at once: the one that comes second
/// may find the other's journal made but not yet written. It is held open
/// by that game, so it is said to hold a game, not to be empty and to be
/// removed.
#[cfg(unix)]
#[test]
fn a_journal_another_game_holds_open_is_not_called_empty() {
    let tmp = Temp::new("kept-race");
    let journal = tmp.0.join("journal.txt");
    let held = std::fs::File::create(&journal).unwrap();
    held.lock().unwrap();
    let d = tmp.0.display().to_string();
    let out = annabella(
        &["play", "--script", "-", "--game-dir", &d, "--lang", "en"],
        "e4\n",
    );
    let t = text(&out);
    assert_eq!(out.status.code(), Some(2), "{t}");
    assert!(t.contains("holds a game already"), "{t}");
    assert!(!t.contains("Remove that file"), "{t}");
    drop(held);
    // Let go, the same empty file is said to hold no game.
    let out = annabella(
        &["play", "--script", "-", "--game-dir", &d, "--lang", "en"],
        "e4\n",
    );
    assert!(text(&out).contains("holds no game"), "{}", text(&out));
}
