//! Scoresheet headers in literary braille through liblouis, and
//! the computer-braille fallback when liblouis is not there.  With
//! liblouis installed (CI installs liblouis-bin and liblouis-data) the
//! header read back by liblouis gives the names and words; without it the
//! tests that need it say so and check the fallback only.

use std::process::{Command, Output, Stdio};

use braille::{Cells, louis};
use laws::lang::Lang;

fn run(args: &[&str], louis_program: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_annabella"));
    cmd.args(args)
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(p) = louis_program {
        cmd.env("ANNABELLA_LOU_TRANSLATE", p);
    }
    cmd.output().expect("runs")
}

mod common;
use common::Temp;

const GAME: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/data/braille/set-up-time-forfeit.pgn"
);

/// The header lines of a Unicode braille scoresheet (up to the blank line).
fn header_cells(sheet: &str) -> Vec<Cells> {
    sheet
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(|l| Cells::from_unicode(&l.replace(' ', "\u{2800}")).expect("braille"))
        .collect()
}

#[test]
fn the_header_reads_back_through_liblouis() {
    if !louis::available() {
        eprintln!("liblouis (lou_translate) is not installed: literary header not tested");
        return;
    }
    let t = Temp::new("en");
    let out = t.path("sheet.txt");
    let o = run(&["export", GAME, "--unicode", &out], None);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let sheet = std::fs::read_to_string(&out).unwrap();
    let head = header_cells(&sheet);
    // Lines joined as a reader reads on: a long line wraps at a blank.
    let text = louis::backward(&head, Lang::En).unwrap().join(" ");
    for want in [
        "White: Anna Schmidt",
        "Black: John Smith",
        "Event: Club Championship",
        "Time control: 40/5400:1800+30",
        "Result: 1-0",
        "Black has run out of time.",
        "Start position: Black to move, move 20.",
    ] {
        assert!(text.contains(want), "{want:?} not in {text}");
    }
    // Capitals and the colon are literary braille, not computer braille.
    assert!(sheet.starts_with("⠠⠺⠓⠊⠞⠑⠒ "), "{sheet}");
    // The moves stay in the chess code, Black's first move marked.
    assert!(sheet.contains("\n⠆⠴ ⠤⠟⠁⠢\n"), "{sheet}");
    assert!(sheet.lines().all(|l| l.chars().count() <= 40));
}

/// The scoresheet of a set-up, resigned game, read back by liblouis, says
/// who played, from which move, and how it ended, each on its line and in
/// that order.
#[test]
fn a_set_up_resigned_game_reads_back_through_liblouis() {
    if !louis::available() {
        eprintln!("liblouis (lou_translate) is not installed: literary header not tested");
        return;
    }
    let game = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/braille/set-up-resigned.pgn"
    );
    let t = Temp::new("resigned");
    let out = t.path("sheet.txt");
    let o = run(&["export", game, "--unicode", &out], None);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let sheet = std::fs::read_to_string(&out).unwrap();
    let back = louis::backward(&header_cells(&sheet), Lang::En).unwrap();
    // Lines joined as a reader reads on (a long line wraps at a blank).
    let text = back.join(" ");
    let at = |want: &str| {
        text.find(want)
            .unwrap_or_else(|| panic!("{want:?} not in {text:?}"))
    };
    let who = at("White: Anna Schmidt");
    assert!(at("Black: John Smith") > who);
    let ended = at("Result: 1-0 Black resigns. White wins, 1-0.");
    let from = at("Start position: Black to move, move 20.");
    assert!(who < ended && ended < from, "{text:?}");
    // The score itself starts with Black's move 20, marked with dots 3-6.
    assert!(sheet.contains("\n⠆⠴ ⠤⠟⠁⠢\n"), "{sheet}");
}

#[test]
fn german_and_russian_headers_use_their_literary_codes() {
    if !louis::available() {
        eprintln!("liblouis (lou_translate) is not installed: literary header not tested");
        return;
    }
    for (lang, words) in [
        (Lang::De, vec!["Weiß", "Schwarz", "Ergebnis"]),
        (Lang::Ru, vec!["белые", "чёрные", "результат"]),
    ] {
        let lines: Vec<String> = words.iter().map(|w| format!("{w}: 1-0")).collect();
        let cells = louis::forward(&lines, lang).unwrap();
        let back = louis::backward(&cells, lang).unwrap();
        for (w, b) in words.iter().zip(&back) {
            assert!(
                b.to_lowercase().starts_with(&w.to_lowercase()),
                "{lang:?}: {w} read back as {b}"
            );
        }
    }
}

#[test]
fn without_liblouis_the_file_says_it_is_computer_braille() {
    let t = Temp::new("off");
    let out = t.path("sheet.brf");
    let o = run(&["export", GAME, "--brf", &out], Some("off"));
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let sheet = std::fs::read_to_string(&out).unwrap();
    assert!(
        sheet.starts_with(
            "HEADER IN COMPUTER BRAILLE, WITHOUT   #A\r\nLIBLOUIS.\r\nWHITE: ANNA SCHMIDT\r\n"
        ),
        "{sheet}"
    );
    assert!(
        sheet.contains("\r\nSTART POSITION: BLACK TO MOVE, MOVE 20.\r\n"),
        "{sheet}"
    );
    // A program that is not there is the same as none.
    let o = run(
        &["export", GAME, "--brf", &t.path("missing.brf")],
        Some("/nonexistent/lou_translate"),
    );
    assert!(o.status.success());
    let sheet = std::fs::read_to_string(t.path("missing.brf")).unwrap();
    assert!(sheet.starts_with("HEADER IN COMPUTER BRAILLE"), "{sheet}");
}

/// A name the literary table cannot write (Cyrillic in an English header,
/// "ř" in a Russian one) is written in plain letters, as the computer-braille
/// header does, not as liblouis' escape ('\x041a', in cells with dot 7
/// that a .brf file cannot hold and no reader can read).
#[test]
fn names_in_another_script_are_written_in_plain_letters() {
    if !louis::available() {
        eprintln!("liblouis (lou_translate) is not installed: literary header not tested");
        return;
    }
    // liblouis' Russian table reads Latin letters back only in part
    // ("дvор`ак"): there the cells are checked, not the text.
    for (lang, line, want) in [
        (Lang::En, "Black: Анатолий Карпов", "Black: Anatoliy Karpov"),
        (Lang::De, "Schwarz: Карпов", "schwarz: karpov"),
        (Lang::Ru, "Белые: Antonín Dvořák", "белые: "),
    ] {
        let cells = louis::forward(&[line.to_string()], lang).unwrap();
        assert!(
            cells[0].bits().iter().all(|b| b & 0xC0 == 0),
            "{lang:?}: {}",
            cells[0].to_unicode()
        );
        let back = louis::backward(&cells, lang).unwrap();
        if lang == Lang::Ru {
            assert!(back[0].starts_with(want), "{}", back[0]);
        } else {
            assert_eq!(back[0].to_lowercase(), want.to_lowercase(), "{lang:?}");
        }
    }
}
