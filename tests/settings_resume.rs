//! A game resumes exactly as it was played: the settings are recorded
//! whole in the journal, whatever the settings file says later; files are
//! never overwritten; a game folder is never reused; bad paths and overlong
//! lines get a message, never a panic.

#[cfg(unix)]
use std::io::Write;
#[cfg(unix)]
use std::process::{Command, Stdio};

mod common;
#[cfg(unix)]
use common::annabella_os as annabella;
use common::{Temp, annabella as run, text};

use annabella::game_loop::{Files, GameLoop};
use annabella::gamelog::{self, GameLog};
use annabella::session::Session;
use annabella::settings::Settings;

/// The fault: with `notation = "fr"` in the settings file, "Rf3" moves the
/// king (roi); resumed with the file changed, the rook stood on f3.
#[test]
fn resume_uses_the_recorded_settings_not_the_settings_file() {
    let t = Temp::new("fr");
    let config = t.path("config.toml");
    std::fs::write(&config, "notation = \"fr\"\n").unwrap();
    let dir = t.path("game");
    let o = run(
        &[
            "play",
            "--script",
            "-",
            "--config",
            &config,
            "--game-dir",
            &dir,
            "--fen",
            "4k3/8/8/8/8/8/4K3/5R2 w - - 0 1",
            "--white",
            "O\"Brien",
            "--black",
            "d'Artagnan",
            "--event",
            "",
        ],
        "Rf3\n",
    );
    assert!(o.status.success(), "{}", text(&o));
    // The settings file changes; the game must not.
    std::fs::write(&config, "notation = \"en\"\n").unwrap();
    let journal = t.path("game/journal.txt");
    let o = run(&["resume", &journal, "--script", "-"], "fen\npgn\n");
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert!(
        out.contains("4k3/8/8/8/8/5K2/8/5R2 b - - 1 1"),
        "the king went to f3: {out}"
    );
    assert!(out.contains("[White \"O\\\"Brien\"]"), "{out}");
    assert!(out.contains("[Black \"d'Artagnan\"]"), "{out}");
}

#[test]
fn a_folder_that_holds_a_game_is_refused() {
    let t = Temp::new("reuse");
    let dir = t.path("game");
    let o = run(&["play", "--script", "-", "--game-dir", &dir], "e4\n");
    assert!(o.status.success(), "{}", text(&o));
    let before = std::fs::read(t.path("game/journal.txt")).unwrap();
    let o = run(&["play", "--script", "-", "--game-dir", &dir], "d4\n");
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let out = text(&o);
    assert!(out.contains("holds a game already"), "{out}");
    assert!(out.contains("annabella resume"), "{out}");
    assert_eq!(
        std::fs::read(t.path("game/journal.txt")).unwrap(),
        before,
        "the journal is untouched"
    );
}

#[test]
fn control_characters_in_names_are_refused_and_odd_paths_do_not_panic() {
    let o = run(&["play", "--script", "-", "--white", "Smith\tJohn"], "e4\n");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("control character"), "{}", text(&o));
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let t = Temp::new("utf8");
        let bad = t.0.join(std::ffi::OsStr::from_bytes(b"game-\xff"));
        let args: Vec<&std::ffi::OsStr> = vec![
            "play".as_ref(),
            "--script".as_ref(),
            "-".as_ref(),
            "--game-dir".as_ref(),
            bad.as_os_str(),
        ];
        let o = annabella(&args, b"e4\nfen\n");
        let out = text(&o);
        assert!(!out.contains("panicked"), "{out}");
        assert!(o.status.success(), "{out}");
        assert!(bad.join("journal.txt").exists());
    }
}

#[test]
fn files_are_never_overwritten_silently() {
    let t = Temp::new("files");
    let sheet = t.path("sheet.brf");
    std::fs::write(&sheet, "mine").unwrap();
    let o = run(
        &["play", "--script", "-"],
        &format!("e4\nscoresheet {sheet}\n"),
    );
    let out = text(&o);
    assert!(
        out.contains("exists already and was not overwritten"),
        "{out}"
    );
    assert_eq!(std::fs::read_to_string(&sheet).unwrap(), "mine");
    // A new name is written.
    let fresh = t.path("fresh.brf");
    let o = run(
        &["play", "--script", "-"],
        &format!("e4\nscoresheet {fresh}\n"),
    );
    assert!(text(&o).contains("The score is saved"), "{}", text(&o));
    assert!(std::fs::read_to_string(&fresh).unwrap().contains("E4"));
    // A recording is not written over a file either.
    let o = run(&["play", "--script", "-", "--record", &sheet], "e4\n");
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o).contains("exists already"), "{}", text(&o));
    assert_eq!(std::fs::read_to_string(&sheet).unwrap(), "mine");
    // Nor is an export, unless asked.
    let dir = t.path("game");
    assert!(
        run(&["play", "--script", "-", "--game-dir", &dir], "e4\n")
            .status
            .success()
    );
    let journal = t.path("game/journal.txt");
    let o = run(&["export", &journal, "--pgn", &sheet], "");
    assert!(!o.status.success());
    assert_eq!(std::fs::read_to_string(&sheet).unwrap(), "mine");
    let o = run(&["export", &journal, "--pgn", &sheet, "--overwrite"], "");
    assert!(o.status.success(), "{}", text(&o));
    assert!(std::fs::read_to_string(&sheet).unwrap().contains("1. e4"));
}

#[test]
fn resume_of_a_journal_with_a_hole_stops_and_names_the_record() {
    let t = Temp::new("hole");
    let dir = t.path("game");
    let o = run(
        &["play", "--script", "-", "--game-dir", &dir],
        "e4\ne5\nNf3\nNc6\n",
    );
    assert!(o.status.success());
    // Take the input record of "e5" out, as a lost write would, and
    // renumber the records so only the content shows the hole.
    let path = t.path("game/journal.txt");
    let rec = annabella::journal::read(&path).unwrap();
    let kept: Vec<_> = rec
        .records
        .iter()
        .filter(|r| !(r.kind == "input" && r.payload == "e5"))
        .collect();
    let mut text_out = String::new();
    for (i, r) in kept.iter().enumerate() {
        let mut r = (*r).clone();
        r.seq = i as u64 + 1;
        text_out.push_str(&annabella::journal::encode_record(&r));
    }
    std::fs::write(&path, text_out).unwrap();
    let o = run(&["resume", &path, "--script", "-"], "fen\n");
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let out = text(&o);
    assert!(out.contains("journal record"), "{out}");
    assert!(out.contains("e5"), "{out}");
}

#[test]
fn score_tags_site_round_board_and_todays_date() {
    let o = run(
        &[
            "play",
            "--script",
            "-",
            "--site",
            "Bad Homburg",
            "--round",
            "3.1",
            "--board-number",
            "7",
        ],
        "e4\npgn\n",
    );
    let out = text(&o);
    assert!(out.contains("[Site \"Bad Homburg\"]"), "{out}");
    assert!(out.contains("[Round \"3.1\"]"), "{out}");
    assert!(out.contains("[Board \"7\"]"), "{out}");
    assert!(
        !out.contains("????.??.??"),
        "a script's game is dated: {out}"
    );
}

#[test]
fn a_damaged_envelope_is_reported_by_line() {
    let t = Temp::new("envelope");
    let env = t.path("envelope.txt");
    std::fs::write(
        &env,
        "annabella sealed move envelope, format 1\nevent:\nround 3\n",
    )
    .unwrap();
    let o = run(&["resume", &env, "--script", "-"], "secret-123\n");
    let out = text(&o);
    assert_eq!(o.status.code(), Some(2), "{out}");
    assert!(!out.contains("not an annabella game journal"), "{out}");
    assert!(out.contains("line 3"), "{out}");
}

/// A journal that cannot be written (the file size limit stands in for a
/// full disk) is said aloud; the line that failed counts, and no further
/// line is taken until the user types retry or unprotected.
#[cfg(unix)]
#[test]
fn a_journal_write_failure_is_said_and_blocks_until_the_user_chooses() {
    let t = Temp::new("full");
    let dir = t.path("game");
    let moves = [
        "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
    ];
    let mut input = moves.join("\n");
    input.push_str("\nretry\nunprotected\nfen\n");
    // 512 bytes: the settings and a few moves fit, the rest does not.
    let script = "ulimit -f 1; trap '' XFSZ; exec \"$0\" play --script - --game-dir \"$1\"";
    let mut child = Command::new("sh")
        .args(["-c", script, env!("CARGO_BIN_EXE_annabella"), &dir])
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let out = text(&o);
    assert!(out.contains("The journal could not be written"), "{out}");
    assert!(out.contains("This line was not taken"), "{out}");
    assert!(out.contains("Playing on without the journal"), "{out}");
    // Not all of the game was kept: the script run says so in its exit
    // code (docs/transcripts.md), not 0.
    assert_eq!(o.status.code(), Some(3), "{out}");
    // The journal has no hole: whole records only, a prefix of the game.
    let journal = std::path::Path::new(&dir).join("journal.txt");
    let rec = annabella::journal::read(&journal).unwrap();
    assert!(rec.dropped.is_empty(), "{:?}", rec.dropped);
    let logged = rec.records.iter().filter(|r| r.kind == "move").count();
    assert!(logged >= 1 && logged < moves.len(), "{logged}");
    // The game holds the moves the journal has and the one whose write
    // failed; the lines after it were refused, not played.
    let mut pos = shakmaty::Chess::default();
    for m in &moves[..=logged] {
        let san: shakmaty::san::San = m.parse().unwrap();
        let mv = san.to_move(&pos).unwrap();
        pos = shakmaty::Position::play(pos, mv).unwrap();
    }
    let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string();
    assert!(out.contains(&fen), "expected {fen} in {out}");
}

/// Random settings (names with quotes, languages, notations, clocks) and
/// random legal games: the game resumed from its journal has the same
/// position, clocks, names and settings.
#[test]
fn random_settings_and_games_resume_exactly() {
    let names = [
        "O\"Brien",
        "d'Artagnan",
        "",
        "Müller, Jürgen",
        "Иванов И.",
        "a\"b'c",
        "Smith",
    ];
    let notations = [None, Some("auto"), Some("de"), Some("fr"), Some("ru")];
    let langs = ["de", "en", "ru"];
    let controls = [None, Some("90+30"), Some("5+3"), Some("40/5400:1800+30")];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let t = Temp::new("prop");
    for round in 0..12 {
        let settings = Settings {
            white: Some(names[next(names.len())].to_string()),
            black: Some(names[next(names.len())].to_string()),
            event: Some(names[next(names.len())].to_string()),
            lang: langs[next(3)].parse().ok(),
            notation: notations[next(notations.len())].map(String::from),
            time_control: controls[next(controls.len())].map(String::from),
            short_announcements: next(2) == 0,
            braille: [None, Some("unicode"), Some("ascii")][next(3)].map(String::from),
            round: Some(format!("{round}")),
            ..Settings::default()
        };
        let dir = t.0.join(format!("g{round}"));
        let session = Session::new(&settings).expect("valid settings");
        let log = GameLog::create(&dir, &settings).unwrap();
        let mut game = GameLoop::new(session, Files::Skip).with_journal(Some(log));
        // Random legal moves, typed in long algebraic form (readable in
        // every notation), with time passing between them.
        let plies = 1 + next(40);
        for _ in 0..plies {
            let pos = game.session().game().position().clone();
            let moves = shakmaty::Position::legal_moves(&pos);
            if moves.is_empty() || game.session().game().is_over() {
                break;
            }
            let m = moves[next(moves.len())];
            let uci = m.to_uci(shakmaty::CastlingMode::Standard).to_string();
            game.line(&format!("wait {}s", 1 + next(30)));
            game.line(&uci);
        }
        let fen = game.session().fen();
        let pgn = game.session().pgn();
        let moves = game.session().game().moves().len();
        drop(game);
        let resumed = gamelog::resume(&dir.join("journal.txt"), false, false, None)
            .unwrap_or_else(|e| panic!("round {round}: {e}"));
        assert_eq!(resumed.settings, settings, "round {round}");
        assert_eq!(resumed.session.fen(), fen, "round {round}");
        assert_eq!(resumed.session.game().moves().len(), moves);
        // The PGN holds names, tags and the clock after every move.
        assert_eq!(resumed.session.pgn(), pgn, "round {round}");
    }
}

#[test]
fn export_of_a_damaged_journal_says_what_was_dropped() {
    let t = Temp::new("export");
    let dir = t.path("game");
    let o = run(&["play", "--script", "-", "--game-dir", &dir], "e4\ne5\n");
    assert!(o.status.success());
    let path = t.path("game/journal.txt");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend_from_slice(b"9 12 input Nf3 #000");
    std::fs::write(&path, bytes).unwrap();
    let o = run(&["export", &path], "");
    assert!(o.status.success(), "{}", text(&o));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("damaged record"), "{err}");
    assert!(err.contains("Journal line"), "{err}");
    assert!(String::from_utf8_lossy(&o.stdout).contains("1. e4 e5"));
}

/// The PGN a game continued from is copied into the journal: resume works
/// when the file is gone. Replaying the journal writes no file again.
#[test]
fn resume_needs_no_pgn_file_and_writes_no_scoresheet() {
    let t = Temp::new("pgncopy");
    let pgn = t.path("game.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Club\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n",
    )
    .unwrap();
    let sheet = t.path("sheet.txt");
    let dir = t.path("game");
    let o = run(
        &["play", "--script", "-", "--pgn", &pgn, "--game-dir", &dir],
        &format!("Nc6\nscoresheet {sheet}\n"),
    );
    assert!(o.status.success(), "{}", text(&o));
    std::fs::remove_file(&pgn).unwrap();
    std::fs::write(&sheet, "changed by the player").unwrap();
    let journal = t.path("game/journal.txt");
    let o = run(&["resume", &journal, "--script", "-"], "fen\n");
    let out = text(&o);
    assert!(o.status.success(), "{out}");
    assert!(
        out.contains("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"),
        "{out}"
    );
    assert_eq!(
        std::fs::read_to_string(&sheet).unwrap(),
        "changed by the player",
        "resume wrote the scoresheet again"
    );
}

/// A `wait` typed in a recorded session is written once: as the line it
/// was, not also as a `wait` step of its own, so replaying the recording
/// makes the same time pass and `check` agrees with it.
#[test]
fn a_recorded_wait_is_written_once_and_replays() {
    let t = Temp::new("rec-wait");
    let rec = t.path("r.txt");
    let o = run(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "en",
            "--time",
            "90+30",
            "--no-journal",
            "--record",
            &rec,
        ],
        "e4\nwait 13m30s\ne5\ntime\n",
    );
    assert!(o.status.success(), "{}", text(&o));
    let recorded = std::fs::read_to_string(&rec).unwrap();
    let waits: Vec<&str> = recorded
        .lines()
        .filter(|l| l.starts_with("> wait"))
        .collect();
    assert_eq!(waits, ["> wait 13m30s"], "{recorded}");
    let o = run(&["check", &rec], "");
    assert!(o.status.success(), "{}\n{recorded}", text(&o));
}
