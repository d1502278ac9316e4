//! `annabella export` writes scores a braille reader can trust:
//! the result of every game read from PGN, and every braille option
//! honoured for a journal as for a PGN file.

mod common;
use common::{Temp, annabella as run};

fn tag(pgn: &str, name: &str) -> Option<String> {
    let start = format!("[{name} \"");
    pgn.lines()
        .find_map(|l| l.strip_prefix(start.as_str()))
        .map(|v| v.trim_end_matches("\"]").to_string())
}

/// Every master game keeps its result through `export`, in the PGN and on
/// the braille scoresheet (6 of the 14 were written as "*" before).
#[test]
fn export_keeps_the_result_of_every_pgn() {
    let t = Temp::new("results");
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut n = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "pgn") {
            continue;
        }
        n += 1;
        let original = std::fs::read_to_string(&path).unwrap();
        let want = tag(&original, "Result").unwrap();
        let o = run(&["export", path.to_str().unwrap()], "");
        assert!(o.status.success());
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(
            tag(&out, "Result").as_deref(),
            Some(want.as_str()),
            "{path:?}"
        );
        let brf = t.path(&format!("{n}.brf"));
        let o = run(&["export", path.to_str().unwrap(), "--brf", &brf], "");
        assert!(o.status.success());
        let sheet = std::fs::read_to_string(&brf).unwrap();
        // The header says it in words too: in literary braille when
        // liblouis is installed (tests/braille_louis.rs reads it back),
        // else in computer braille.
        if !braille::louis::available() {
            assert!(
                sheet.contains(&format!("RESULT: {want}\r\n")),
                "{path:?}: {sheet}"
            );
        }
        // The last line is the result (a page's page number after it).
        let last = sheet.lines().last().unwrap_or_default();
        let last = last
            .trim_start_matches('\u{c}')
            .split("   ")
            .next()
            .unwrap_or_default();
        assert_eq!(last, want, "{path:?}");
    }
    assert_eq!(n, 14);
}

/// A journal is exported in the braille code asked for, not only the one
/// it was played with.
#[test]
fn export_of_a_journal_honours_the_braille_code() {
    let t = Temp::new("code");
    let dir = t.path("game");
    let o = run(
        &[
            "play",
            "--script",
            "-",
            "--game-dir",
            &dir,
            "--braille-code",
            "uk",
        ],
        "e4\nd5\nexd5\nQxd5\n",
    );
    assert!(o.status.success());
    let journal = t.path("game/journal.txt");
    let uk = t.path("uk.brf");
    let de = t.path("de.brf");
    assert!(
        run(&["export", &journal, "--brf", &uk], "")
            .status
            .success()
    );
    let o = run(
        &["export", &journal, "--brf", &de, "--braille-code", "de"],
        "",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let uk = std::fs::read_to_string(uk).unwrap();
    let de = std::fs::read_to_string(de).unwrap();
    // BCA 2015: the capture sign 5-6 (";") before the square.
    assert!(uk.contains("2 E;D5 Q;D5\r\n"), "{uk}");
    // German: D is the queen.
    assert!(de.contains("2 EXD5 DXD5\r\n"), "{de}");
    let o = run(&["export", &journal, "--braille-code", "xx"], "");
    assert!(!o.status.success());
}

/// With a braille display (--braille) answers are broken into lines of at
/// most 40 characters at word boundaries; --line-width sets another width
/// or none (`figuren` alone runs to about 400 characters).
#[test]
fn long_answers_fit_the_display() {
    let lines = |args: &[&str]| -> Vec<String> {
        let mut all = vec!["play", "--script", "-", "--no-journal", "--lang", "en"];
        all.extend_from_slice(args);
        let o = run(&all, "pieces\nhelp\nboard\nforsyth\n");
        assert!(o.status.success());
        String::from_utf8_lossy(&o.stdout)
            .lines()
            .map(String::from)
            .collect()
    };
    let braille = lines(&["--braille", "unicode"]);
    assert!(
        braille.iter().all(|l| l.chars().count() <= 40),
        "{braille:?}"
    );
    assert!(
        braille.iter().any(|l| l.starts_with("White: king")),
        "{braille:?}"
    );
    let narrow = lines(&["--line-width", "20"]);
    assert!(
        narrow
            .iter()
            .all(|l| l.chars().count() <= 20 || !l.contains(' ')),
        "{narrow:?}"
    );
    let screen = lines(&[]);
    assert!(screen.iter().any(|l| l.chars().count() > 100), "{screen:?}");
    let unlimited = lines(&["--braille", "unicode", "--line-width", "0"]);
    assert!(unlimited.iter().any(|l| l.chars().count() > 100));
    // Every word is still there, in order.
    let words = |ls: &[String]| -> Vec<String> {
        ls.iter()
            .flat_map(|l| l.split([' ', '\u{2800}']))
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect()
    };
    assert_eq!(words(&braille), words(&unlimited));
}

/// `annabella export` of a PGN file writes the header in the language of
/// the user's locale, with that language's chess code, as a game played
/// does (before, it was always English and the BCA code); and
/// `--diagram-mark` chooses the colour marked in the start position, for a
/// PGN file as for a journal.
#[test]
fn export_of_a_pgn_follows_the_locale_and_the_diagram_mark() {
    let t = Temp::new("locale");
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/braille/set-up-resigned.pgn"
    );
    let out = t.path("de.brf");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["export", game, "--brf", &out])
        .env("LANG", "de_DE.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("ANNABELLA_LOU_TRANSLATE", "off")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let de = std::fs::read_to_string(&out).unwrap();
    assert!(de.contains("WEISS: ANNA SCHMIDT\r\n"), "{de}");
    assert!(de.contains("SCHWARZ GIBT AUF."), "{de}");
    // German piece letters: the queen is D.
    assert!(de.contains("\r\n20 -DA5\r\n"), "{de}");

    // The start position marks Black (default) or White (--diagram-mark).
    let black = t.path("black.brf");
    let white = t.path("white.brf");
    let o = run(&["export", game, "--brf", &black], "");
    assert!(o.status.success());
    let o = run(
        &["export", game, "--brf", &white, "--diagram-mark", "white"],
        "",
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let black = std::fs::read_to_string(black).unwrap();
    let white = std::fs::read_to_string(white).unwrap();
    assert!(black.contains(",R3,K2,R"), "{black}");
    assert!(
        white.contains("R3K2R ") && white.contains(",R2,Q,K2,R"),
        "{white}"
    );
    let o = run(&["export", game, "--diagram-mark", "red"], "");
    assert!(!o.status.success());
}

/// A PGN date with unknown parts ("1858.??.??") is written with its known
/// part only: question marks on a scoresheet read as doubt, and in
/// literary braille "1858.??" ran the question marks into the number.
#[test]
fn only_the_known_part_of_a_date_is_written() {
    let t = Temp::new("date");
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/morphy-opera-1858.pgn"
    );
    let out = t.path("opera.brf");
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["export", game, "--brf", &out])
        .env("LANG", "C")
        .env("ANNABELLA_LOU_TRANSLATE", "off")
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let brf = std::fs::read_to_string(&out).unwrap();
    assert!(brf.contains("\r\nDATE: 1858\r\n"), "{brf}");
}
