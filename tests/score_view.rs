//! The saved score is a view of the journal: after every line of many
//! random sessions with rulings (draw offers, results declared and
//! corrected, reopened games, undos, resignations, corrected slips,
//! adjournments), the game's folder
//! holds exactly what `annabella export` makes of its journal.

mod common;

use std::path::Path;

use annabella::game_loop::{Files, GameLoop};
use annabella::gamelog::GameLog;
use annabella::session::Session;
use annabella::settings::Settings;
use common::{Temp, annabella};
use shakmaty::Position;
use shakmaty::san::San;

/// A small deterministic generator (xorshift), so a failure can be run
/// again from its seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Rulings, offers and commands mixed into the moves.
const OTHER: &[&str] = &[
    "offer",
    "accept",
    "decline",
    "resign",
    "undo",
    "arbiter reopen",
    "arbiter reopen",
    "arbiter result 1-0",
    "arbiter result 0-1",
    "arbiter result 1/2-1/2",
    "arbiter result 1/2-1/2 repetition",
    "arbiter result 0-0 forfeit",
    "arbiter add 2m white",
    "claim",
    "Sf3",
    "Springer Felix drei",
    "help",
    "arbiter pause",
    "arbiter resume",
    "correct Nc3",
    "correct e4",
    // Adjourning: what follows answers its questions (below).
    "adjourn",
    "cancel",
];

/// The lines that answer an adjournment's questions in a game named or
/// not: the names, the resumption, a legal sealed move, the secret; now
/// and then one is cancelled halfway.
fn adjournment(rng: &mut Rng, session: &Session, named: bool) -> Vec<String> {
    let pos = session.game().position();
    let legal = pos.legal_moves();
    let mut lines: Vec<String> = Vec::new();
    if !named {
        lines.extend(["Anna".into(), "Bella".into()]);
    }
    lines.push("-".into());
    if let Some(m) = (!legal.is_empty()).then(|| legal[rng.below(legal.len())]) {
        lines.push(San::from_move(pos, m).to_string());
    }
    lines.push("secret-123456".into());
    if rng.below(4) == 0 {
        let at = rng.below(lines.len());
        lines.insert(at, "cancel".into());
        lines.truncate(at + 1);
    }
    lines
}

/// One line: most often a legal move of the position, else a ruling.
fn random_line(rng: &mut Rng, session: &Session) -> String {
    let pos = session.game().position();
    let legal = pos.legal_moves();
    if rng.below(10) < 7 && !legal.is_empty() {
        let m = &legal[rng.below(legal.len())];
        return San::from_move(pos, *m).to_string();
    }
    OTHER[rng.below(OTHER.len())].to_string()
}

/// What `annabella export` makes of a journal: the same function's texts
/// over the journal's replay.
fn exported(journal: &Path) -> [String; 3] {
    let (session, dropped) = annabella::gamelog::replay(journal).expect("journal replays");
    assert!(dropped.is_empty(), "{dropped:?}");
    annabella::score_files::texts(&session)
}

fn saved(dir: &Path) -> Option<[String; 3]> {
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).ok();
    let names = annabella::score_files::NAMES;
    match (read(names[0]), read(names[1]), read(names[2])) {
        (Some(a), Some(b), Some(c)) => Some([a, b, c]),
        (None, None, None) => None,
        other => panic!("some of the score's files are missing: {other:?}"),
    }
}

fn settings(seed: u64) -> Settings {
    Settings {
        lang: Some(laws::lang::Lang::En),
        date: Some("2026.01.01".into()),
        time_control: seed.is_multiple_of(2).then(|| "15+10".into()),
        // Some games are named, some are not (an adjournment asks).
        white: seed.is_multiple_of(3).then(|| "Anna".into()),
        black: seed.is_multiple_of(3).then(|| "Bella".into()),
        ..Settings::default()
    }
}

#[test]
fn the_saved_score_equals_export_after_every_line_of_random_sessions() {
    let tmp = Temp::new("score-view");
    let mut lines_checked = 0;
    let mut adjourned = 0;
    for seed in 1..=12u64 {
        let dir = tmp.0.join(format!("game-{seed}"));
        let mut settings = settings(seed);
        let session = Session::new(&settings).unwrap();
        settings.announce = Some(session.announce_form());
        let log = GameLog::create(&dir, &settings).unwrap();
        let journal = dir.join(annabella::gamelog::JOURNAL_FILE);
        let mut game = GameLoop::new(session, Files::Write)
            .with_journal(Some(log))
            .with_game_dir(Some(dir.clone()));
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut script = Vec::new();
        let mut queued: Vec<String> = Vec::new();
        for _ in 0..40 {
            let line = if queued.is_empty() {
                random_line(&mut rng, game.session())
            } else {
                queued.remove(0)
            };
            if line == "adjourn" {
                queued = adjournment(&mut rng, game.session(), seed.is_multiple_of(3));
            }
            script.push(line.clone());
            let said = game.line(&line);
            let texts = exported(&journal);
            match saved(&dir) {
                Some(files) => {
                    assert_eq!(files, texts, "seed {seed}, after {script:?}; said {said:?}")
                }
                None => assert!(
                    game.session().game().moves().is_empty() && !game.session().game().is_over(),
                    "seed {seed}: no score saved after {script:?}"
                ),
            }
            lines_checked += 1;
        }
        adjourned += usize::from(game.session().is_adjourned());
        // Leaving writes the same again.
        game.quit();
        assert_eq!(saved(&dir), Some(exported(&journal)), "seed {seed}");
    }
    assert_eq!(lines_checked, 12 * 40);
    assert!(adjourned > 0, "no session was adjourned");
}

/// The reproduction, through the program: a draw agreed, the game
/// reopened by the arbiter and ended by checkmate; the folder's files are
/// what `annabella export` writes of the journal.
#[test]
fn a_reopened_game_and_a_corrected_result_are_in_the_saved_score() {
    let tmp = Temp::new("score-reopen");
    for (name, script, result) in [
        (
            "reopen",
            "e4\ne5\nQh5\noffer\naccept\narbiter reopen\nNc6\nBc4\nNf6\nQxf7\n",
            "1-0",
        ),
        (
            "correct",
            "e4\ne5\nresign\narbiter result 1/2-1/2 agreement\n",
            "1/2-1/2",
        ),
    ] {
        let dir = tmp.path(name);
        let out = annabella(
            &["play", "--script", "-", "--lang", "en", "--game-dir", &dir],
            script,
        );
        assert!(out.status.success(), "{}", common::text(&out));
        let pgn = std::fs::read_to_string(tmp.0.join(name).join("game.pgn")).unwrap();
        assert!(
            pgn.contains(&format!("[Result \"{result}\"]")),
            "{name}: {pgn}"
        );
        let journal = tmp.0.join(name).join("journal.txt");
        let exp = |f: &str| tmp.path(&format!("{name}-export.{f}"));
        let out = annabella(
            &[
                "export",
                &journal.display().to_string(),
                "--pgn",
                &exp("pgn"),
                "--brf",
                &exp("brf"),
                "--unicode",
                &exp("txt"),
            ],
            "",
        );
        assert!(out.status.success(), "{}", common::text(&out));
        for (file, ext) in [
            ("game.pgn", "pgn"),
            ("game.brf", "brf"),
            ("game-braille.txt", "txt"),
        ] {
            let saved = std::fs::read_to_string(tmp.0.join(name).join(file)).unwrap();
            let exported = std::fs::read_to_string(exp(ext)).unwrap();
            assert_eq!(saved, exported, "{name}: {file}");
        }
    }
}

/// A real-time game's first move: the live score and the journal's
/// export both write the clock as it is said (seconds rounded up).
#[test]
fn the_first_moves_clock_is_the_same_live_and_exported() {
    let tmp = Temp::new("score-clock");
    let dir = tmp.0.join("game");
    let mut settings = Settings {
        time_control: Some("15+10".into()),
        ..settings(1)
    };
    let mut session = Session::new(&settings).unwrap();
    session.set_time_source(annabella::session::TimeSource::Real(
        std::time::Instant::now(),
    ));
    settings.announce = Some(session.announce_form());
    let log = GameLog::create(&dir, &settings).unwrap();
    let mut game = GameLoop::new(session, Files::Write)
        .with_journal(Some(log))
        .with_game_dir(Some(dir.clone()));
    game.line("e4");
    let files = saved(&dir).expect("the score is saved after the first move");
    assert!(files[0].contains("1. e4 {[%clk 0:15:10]}"), "{}", files[0]);
    assert_eq!(files, exported(&dir.join(annabella::gamelog::JOURNAL_FILE)));
}
