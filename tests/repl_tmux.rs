//! The interactive REPL driven through tmux, as a person would use it:
//! type moves, complete a word with Tab, leave with Ctrl-D, and find the
//! score saved. Needs tmux (CI installs it); elsewhere it is skipped with a
//! message. Unix only: tmux drives a Unix terminal.
#![cfg(unix)]

mod common;

use std::time::{Duration, Instant};

use common::{have_tmux, new_tmux_session, tmux};

/// Waits until the pane shows `want`.
fn wait_for(target: &str, want: &str) -> String {
    let end = Instant::now() + Duration::from_secs(10);
    loop {
        let screen = tmux(&["capture-pane", "-p", "-t", target]);
        if screen.contains(want) {
            return screen;
        }
        assert!(
            Instant::now() < end,
            "pane never showed {want:?}:\n{screen}\n(tmux sessions: {})",
            tmux(&["list-sessions"])
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Waits until the last line on the pane is `prompt` (the REPL is reading
/// again), then a moment more.
fn wait_prompt(target: &str, prompt: &str) {
    let end = Instant::now() + Duration::from_secs(10);
    loop {
        let screen = tmux(&["capture-pane", "-p", "-t", target]);
        let last = screen
            .lines()
            .rev()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        if last.trim_end() == prompt {
            break;
        }
        assert!(Instant::now() < end, "no prompt {prompt:?}:\n{screen}");
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(200));
}

/// Ctrl-D once the prompt is back (a key sent while the terminal is not
/// yet in raw mode is taken by the tty driver; a person is never that
/// fast, a test is: so it tries again) until `done`.
fn ctrl_d(target: &str, prompt: &str, done: impl Fn() -> bool) {
    for _ in 0..5 {
        let end = Instant::now() + Duration::from_secs(10);
        loop {
            let screen = tmux(&["capture-pane", "-p", "-t", target]);
            let last = screen
                .lines()
                .rev()
                .find(|l| !l.trim().is_empty())
                .unwrap_or("");
            if last.trim_end() == prompt || Instant::now() > end {
                break;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_millis(200));
        tmux(&["send-keys", "-t", target, "C-d"]);
        let end = Instant::now() + Duration::from_secs(3);
        while !done() && Instant::now() < end {
            std::thread::sleep(Duration::from_millis(50));
        }
        if done() {
            break;
        }
    }
}

#[test]
fn type_moves_complete_a_word_and_save_with_ctrl_d() {
    if !have_tmux() {
        assert!(std::env::var_os("CI").is_none(), "tmux is missing on CI");
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("annabella-repl-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let games = dir.join("game");
    let session = format!("annabella-test-{}", std::process::id());
    let cmd = format!(
        "env XDG_CONFIG_HOME={d} XDG_DATA_HOME={d} {exe} play --speech off --lang de --game-dir {g}",
        d = dir.display(),
        exe = env!("CARGO_BIN_EXE_annabella"),
        g = games.display()
    );
    new_tmux_session(&["-d", "-s", &session, "-x", "120", "-y", "30", &cmd]);
    let target = format!("{session}:0");
    // (capture-pane drops the space after a prompt)
    wait_prompt(&target, "Weiß>");
    tmux(&["send-keys", "-t", &target, "e4", "Enter"]);
    wait_for(&target, "Bauer Eva zwei Eva vier");
    wait_prompt(&target, "Schwarz>");
    tmux(&["send-keys", "-t", &target, "Eva sieben Eva fünf", "Enter"]);
    wait_for(&target, "Bauer Eva sieben Eva fünf");
    wait_prompt(&target, "Weiß>");
    // Tab completes "Spr" to "Springer".
    tmux(&["send-keys", "-t", &target, "Spr", "Tab"]);
    let screen = wait_for(&target, "Springer");
    assert!(screen.contains("Weiß> Springer"), "{screen}");
    tmux(&[
        "send-keys",
        "-t",
        &target,
        " Gustav eins Felix drei",
        "Enter",
    ]);
    wait_for(&target, "Schwarz> ");
    let pgn_path = games.join("game.pgn");
    ctrl_d(&target, "Schwarz>", || pgn_path.exists());
    let screen = tmux(&["capture-pane", "-p", "-t", &target]);
    let _ = tmux(&["kill-session", "-t", &session]);
    let pgn = std::fs::read_to_string(&pgn_path)
        .unwrap_or_else(|e| panic!("the score was not saved ({e}); the screen:\n{screen}"));
    assert!(pgn.contains("1. e4"), "{pgn}");
    assert!(pgn.contains("2. Nf3"), "{pgn}");
    assert!(games.join("game.brf").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// "lauter" and "schneller" during a game are kept in the settings file
/// for the next game; the user's other lines and comments stay.
#[test]
fn voice_changes_are_kept_in_the_settings_file() {
    if !have_tmux() {
        assert!(std::env::var_os("CI").is_none(), "tmux is missing on CI");
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let espeak = std::process::Command::new("espeak-ng")
        .arg("--version")
        .output();
    if !espeak.is_ok_and(|o| o.status.success()) {
        assert!(
            std::env::var_os("CI").is_none(),
            "espeak-ng is missing on CI"
        );
        eprintln!("skipped: espeak-ng is not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("annabella-voice-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let config = dir.join("annabella").join("config.toml");
    std::fs::create_dir_all(config.parent().unwrap()).unwrap();
    std::fs::write(&config, "# my club\nlang = \"de\"\nvolume = 50 # normal\n").unwrap();
    let games = dir.join("game");
    let wav = dir.join("wav");
    let session = format!("annabella-voice-{}", std::process::id());
    let cmd = format!(
        "env XDG_CONFIG_HOME={d} XDG_DATA_HOME={d} {exe} play --speech wav:{w} --game-dir {g}",
        d = dir.display(),
        exe = env!("CARGO_BIN_EXE_annabella"),
        w = wav.display(),
        g = games.display()
    );
    new_tmux_session(&["-d", "-s", &session, "-x", "120", "-y", "30", &cmd]);
    let target = format!("{session}:0");
    wait_prompt(&target, "Weiß>");
    tmux(&["send-keys", "-t", &target, "lauter", "Enter"]);
    wait_for(&target, "Lauter.");
    wait_prompt(&target, "Weiß>");
    tmux(&["send-keys", "-t", &target, "schneller", "Enter"]);
    wait_for(&target, "Schneller.");
    let kept = || std::fs::read_to_string(&config).is_ok_and(|t| t.contains("rate = 60"));
    ctrl_d(&target, "Weiß>", || games.join("game.pgn").exists());
    let screen = tmux(&["capture-pane", "-p", "-t", &target]);
    let _ = tmux(&["kill-session", "-t", &session]);
    let text = std::fs::read_to_string(&config).unwrap();
    assert!(kept(), "{text}\n{screen}");
    assert_eq!(
        text, "# my club\nlang = \"de\"\nvolume = 60 # normal\nrate = 60\n",
        "{screen}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Starts annabella in a tmux session with its data in `dir`.
fn start(session: &str, dir: &std::path::Path, args: &str) -> String {
    start_speaking(session, dir, "off", args)
}

/// [`start`] with the speech output `speech`.
fn start_speaking(session: &str, dir: &std::path::Path, speech: &str, args: &str) -> String {
    run_in_tmux(
        session,
        dir,
        &format!("play --speech {speech} --lang en {args}"),
    )
}

/// Runs `annabella ARGS` in a new tmux session with its data in `dir`.
fn run_in_tmux(session: &str, dir: &std::path::Path, args: &str) -> String {
    let cmd = format!(
        "env XDG_CONFIG_HOME={d} XDG_DATA_HOME={d} {exe} {args}",
        d = dir.display(),
        exe = env!("CARGO_BIN_EXE_annabella"),
    );
    new_tmux_session(&["-d", "-s", session, "-x", "150", "-y", "40", &cmd]);
    format!("{session}:0")
}

fn send(target: &str, prompt: &str, line: &str) {
    wait_prompt(target, prompt);
    tmux(&["send-keys", "-t", target, "-l", line]);
    tmux(&["send-keys", "-t", target, "Enter"]);
}

/// The sealed move and the secret never reach the history file;
/// the next start asks a short question about the unfinished game, and a
/// move typed instead of yes or no is kept and played in the game chosen.
#[test]
fn secrets_stay_out_of_history_and_the_resume_question_keeps_a_move() {
    if !have_tmux() {
        assert!(std::env::var_os("CI").is_none(), "tmux is missing on CI");
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("annabella-secret-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let session = format!("annabella-secret-{}", std::process::id());
    let target = start(&session, &dir, "--white Anna --black Bella");
    send(&target, "White>", "e4");
    send(&target, "Black>", "e5");
    send(&target, "White>", "adjourn");
    wait_for(&target, "date, time and place");
    send(&target, "White>", "-");
    wait_for(&target, "type the sealed move");
    send(&target, "White>", "Qh5");
    wait_for(&target, "type the secret");
    send(&target, "White>", "geheim-12345");
    wait_for(&target, "The move is sealed");
    let history = dir.join("annabella").join("history.txt");
    ctrl_d(&target, "White>", || history.exists());
    let text = std::fs::read_to_string(&history).unwrap_or_default();
    assert!(text.contains("adjourn"), "{text}");
    assert!(
        !text.contains("geheim"),
        "the secret is in the history: {text}"
    );
    assert!(
        !text.contains("Qh5"),
        "the sealed move is in the history: {text}"
    );
    tmux(&["kill-session", "-t", &session]);

    // An adjourned game is not offered: it goes on from its envelope.
    let target = start(&session, &dir, "--white Carl --black Dora");
    send(&target, "White>", "e4");
    wait_for(&target, "Bauer Eva zwei Eva vier");
    ctrl_d(&target, "Black>", || {
        !tmux(&["list-sessions"]).contains(&session)
            || tmux(&["capture-pane", "-p", "-t", &target]).contains("score is saved")
    });
    tmux(&["kill-session", "-t", &session]);

    // A third start: the unfinished second game is offered, in one line,
    // heard as well as printed (recorded here, when espeak-ng is there);
    // each line typed meanwhile is kept and played, in order.
    let wav = dir.join("wav");
    let speaking = std::process::Command::new("espeak-ng")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        speaking || std::env::var_os("CI").is_none(),
        "espeak-ng is missing on CI"
    );
    let speech = if speaking {
        format!("wav:{}", wav.display())
    } else {
        "off".to_string()
    };
    let target = start_speaking(&session, &dir, &speech, "--white Emil --black Fritz");
    let screen = wait_for(&target, "Resume it? Yes or no.");
    assert!(
        screen.contains("Unfinished game: Carl against Dora, at move 1."),
        "{screen}"
    );
    tmux(&["send-keys", "-t", &target, "-l", "d4"]);
    tmux(&["send-keys", "-t", &target, "Enter"]);
    wait_for(&target, "Your line d4 is kept");
    tmux(&["send-keys", "-t", &target, "-l", "d5"]);
    tmux(&["send-keys", "-t", &target, "Enter"]);
    wait_for(&target, "Your line d5 is kept");
    tmux(&["send-keys", "-t", &target, "-l", "no"]);
    tmux(&["send-keys", "-t", &target, "Enter"]);
    // The new game takes the kept moves as its first two.
    wait_for(&target, "Bauer David zwei David vier");
    wait_for(&target, "Bauer David sieben David fünf");
    wait_prompt(&target, "White>");
    if speaking {
        // Which speech is used is told once, by the game, not also by the
        // output the question was said through.
        let screen = wait_for(&target, "Speech: wav:");
        assert_eq!(screen.matches("Speech: wav:").count(), 1, "{screen}");
    }
    tmux(&["kill-session", "-t", &session]);

    // With --no-journal the game is kept nowhere: the unfinished game
    // (the one just begun) is not offered.
    let target = start(&session, &dir, "--no-journal");
    let screen = wait_for(&target, "White to move, move 1.");
    wait_prompt(&target, "White>");
    assert!(!screen.contains("Resume it?"), "{screen}");
    tmux(&["kill-session", "-t", &session]);
    if speaking {
        let index = std::fs::read_to_string(wav.join("index.txt")).unwrap_or_default();
        let first = index.lines().next().unwrap_or_default();
        assert!(
            first.contains("Resume it?"),
            "the question was not said first: {index}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `quit` (German `ende`) leaves a running game as Ctrl-D does: the score
/// is saved and the game can be resumed.
#[test]
fn quit_and_ende_leave_and_save_the_score() {
    if !have_tmux() {
        assert!(std::env::var_os("CI").is_none(), "tmux is missing on CI");
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("annabella-quit-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let session = format!("annabella-quit-{}", std::process::id());
    let game = dir.join("game");
    let target = start(&session, &dir, &format!("--game-dir {}", game.display()));
    send(&target, "White>", "e4");
    send(&target, "Black>", "quit");
    assert!(left(&session), "quit did not leave the game");
    let pgn = std::fs::read_to_string(game.join("game.pgn")).unwrap_or_default();
    assert!(pgn.contains("1. e4"), "{pgn}");
    tmux(&["kill-session", "-t", &session]);

    // In German: ende, typed in the resumed game.
    let target = run_in_tmux(
        &session,
        &dir,
        &format!("resume {} --speech off", game.display()),
    );
    send(&target, "Black>", "Bauer Eva sieben Eva fünf");
    send(&target, "White>", "ende");
    assert!(left(&session), "ende did not leave the game");
    let pgn = std::fs::read_to_string(game.join("game.pgn")).unwrap_or_default();
    assert!(pgn.contains("1. e4 e5"), "{pgn}");
    tmux(&["kill-session", "-t", &session]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whether the program in tmux `session` ends (and its session with it)
/// within ten seconds.
fn left(session: &str) -> bool {
    let end = Instant::now() + Duration::from_secs(10);
    while Instant::now() < end {
        if !tmux(&["list-sessions"]).contains(session) {
            return true;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    false
}

/// A closed position that the checks made after a move cannot prove dead
/// is proved on a thread of its own while the players think: the game ends
/// without another key pressed, and the journal keeps why.
#[test]
fn a_dead_position_proved_while_the_players_think_ends_the_game() {
    if !have_tmux() {
        assert!(std::env::var_os("CI").is_none(), "tmux is missing on CI");
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("annabella-dead-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let game = dir.join("game");
    let session = format!("annabella-dead-{}", std::process::id());
    let target = start(
        &session,
        &dir,
        &format!(
            "--game-dir {} --record {} --fen '5k2/4p3/2ppPp2/3P1Pp1/1pPK2Pp/pP5P/P7/8 b - - 0 1'",
            game.display(),
            dir.join("recorded.txt").display()
        ),
    );
    send(&target, "Black>", "c5");
    let screen = wait_for(
        &target,
        "Dead position, no mate is possible: draw, 1/2-1/2.",
    );
    assert!(screen.contains("c5+"), "{screen}");
    let journal = std::fs::read_to_string(game.join("journal.txt")).unwrap_or_default();
    assert!(journal.contains(" dead 1 "), "{journal}");
    // The recording replays: on virtual time the answer follows the move.
    let recorded = dir.join("recorded.txt");
    let checked = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("check")
        .arg(&recorded)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&checked.stdout);
    assert!(
        checked.status.success() && said.contains("1 passed, 0 failed"),
        "{said}\n{}",
        std::fs::read_to_string(&recorded).unwrap_or_default()
    );
    tmux(&["kill-session", "-t", &session]);
    let _ = std::fs::remove_dir_all(&dir);
}
