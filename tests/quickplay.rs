//! The quickplay finish (Guidelines III) across a crash: each branch's
//! transcript (tests/transcripts/5xx) is played with a journal, stopped
//! after every line (the journal is synced line by line, so dropping the
//! game loop there leaves what a SIGKILL after that line leaves) and
//! resumed; the resumed game must say the same time, stand in the same
//! position with the same score, result and quickplay records, and, played
//! on to the end, give the same game as one played without a break. Also:
//! the option refused at the start, and the claim without an arbiter
//! written into the game folder.

mod common;

use std::path::PathBuf;

use annabella::game_loop::{Files, GameLoop};
use annabella::gamelog::{self, GameLog};
use annabella::reply::Reply;
use annabella::session::Session;
use annabella::settings::Settings;
use annabella::transcript::{Line, Transcript, options_from_text};

const SCENARIOS: &[&str] = &[
    "500-quickplay-claim-granted.txt",
    "501-quickplay-postponed-drawn-after-flag.txt",
    "502-quickplay-postponed-then-won.txt",
    "503-quickplay-claim-rejected.txt",
    "504-quickplay-claim-refused.txt",
    "505-quickplay-refused-increment.txt",
    "506-quickplay-refused-blitz.txt",
    "507-quickplay-not-announced.txt",
    "508-five-seconds-accepted.txt",
    "509-five-seconds-granted.txt",
    "510-five-seconds-refused.txt",
    "511-both-flags-last-period.txt",
    "512-both-flags-earlier-period.txt",
    "513-quickplay-no-arbiter.txt",
    "514-score-kept-in-time-trouble.txt",
    "515-quickplay-german.txt",
    "516-quickplay-russian.txt",
    "517-quickplay-undo-across-ruling.txt",
    "518-quickplay-postponed-granted-after-flag.txt",
];

struct Temp(PathBuf);
impl Temp {
    fn new(name: &str) -> Temp {
        let p =
            std::env::temp_dir().join(format!("annabella-quickplay-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap();
        Temp(p)
    }
}
impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A transcript's settings and typed lines.
fn scenario(name: &str) -> (Settings, Vec<String>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/transcripts")
        .join(name);
    let text = std::fs::read_to_string(&path).unwrap();
    let t = Transcript::parse(&text).unwrap();
    let mut options = String::new();
    let mut inputs = Vec::new();
    for (_, line) in t.lines {
        match line {
            Line::Options(o) => {
                options.push(' ');
                options.push_str(&o);
            }
            Line::Input(i) => inputs.push(i),
            _ => {}
        }
    }
    (options_from_text(&options).unwrap(), inputs)
}

fn said(replies: &[Reply]) -> Vec<String> {
    replies.iter().map(|r| r.text().to_string()).collect()
}

/// What a game must agree on: the time said, position, score (with
/// `[%clk]` and the quickplay notes), result and quickplay records.
fn state(s: &mut Session) -> String {
    let time = said(&s.handle("time")).join("\n");
    rest_of_state(s, time)
}

/// [`state`] of a game played through the loop and its journal: `time`
/// is a line of the game like any other.
fn loop_state(game: &mut GameLoop) -> String {
    let time = said(&game.line("time")).join("\n");
    rest_of_state(game.session(), time)
}

fn rest_of_state(s: &Session, time: String) -> String {
    let result = s
        .game()
        .result()
        .map(|r| r.score.pgn().to_string())
        .unwrap_or_default();
    format!(
        "{time}\n{}\n{}\n{result}\n{:?}",
        s.fen(),
        s.pgn(),
        s.quickplay_records()
    )
}

/// The game after `lines`, played without a break.
fn reference(settings: &Settings, lines: &[String]) -> Session {
    let mut s = Session::new(settings).unwrap();
    for l in lines {
        s.handle(l);
    }
    s
}

#[test]
fn every_branch_resumes_after_a_kill_at_every_step() {
    let t = Temp::new("resume");
    for name in SCENARIOS {
        let (settings, lines) = scenario(name);
        if Session::new(&settings).is_err() {
            continue;
        }
        let whole = state(&mut reference(&settings, &lines));
        for k in 0..=lines.len() {
            let dir = t.0.join(format!("{name}-{k}"));
            let log = GameLog::create(&dir, &settings).unwrap();
            let session = Session::new(&settings).unwrap();
            let mut game = GameLoop::new(session, Files::Skip).with_journal(Some(log));
            for l in &lines[..k] {
                game.line(l);
            }
            // Killed after line k: only the journal is left.
            drop(game);
            let journal = dir.join("journal.txt");
            let resumed = gamelog::resume(&journal, false, false, None)
                .unwrap_or_else(|e| panic!("{name} after line {k}: {e}"));
            let mut before = reference(&settings, &lines[..k]);
            // Played on from the resumed journal to the end (the `time`
            // asked first is a line of the game as well).
            let mut on =
                GameLoop::new(resumed.session, Files::Skip).with_journal(Some(resumed.log));
            assert_eq!(
                loop_state(&mut on),
                state(&mut before),
                "{name}: resumed after line {k}"
            );
            for l in &lines[k..] {
                on.line(l);
            }
            drop(on);
            let mut again = gamelog::resume(&journal, false, false, None)
                .unwrap_or_else(|e| panic!("{name} resumed at {k}, then to the end: {e}"));
            let mut whole_with_time = reference(&settings, &lines[..k]);
            whole_with_time.handle("time");
            for l in &lines[k..] {
                whole_with_time.handle(l);
            }
            assert_eq!(
                state(&mut again.session),
                state(&mut whole_with_time),
                "{name}: resumed after line {k} and played on"
            );
        }
        // Unbroken, the game is the transcript's.
        let mut unbroken = GameLoop::new(Session::new(&settings).unwrap(), Files::Skip);
        for l in &lines {
            unbroken.line(l);
        }
        assert_eq!(loop_state(&mut unbroken), whole, "{name}");
    }
}

/// The journal's `quickplay` records of a whole game.
fn records(name: &str) -> Vec<String> {
    let t = Temp::new(&name[..3]);
    let (settings, lines) = scenario(name);
    let log = GameLog::create(&t.0, &settings).unwrap();
    let mut game =
        GameLoop::new(Session::new(&settings).unwrap(), Files::Skip).with_journal(Some(log));
    for l in &lines {
        game.line(l);
    }
    drop(game);
    annabella::journal::read(t.0.join("journal.txt"))
        .unwrap()
        .records
        .into_iter()
        .filter(|r| r.kind == "quickplay")
        .map(|r| r.payload)
        .collect()
}

#[test]
fn the_journal_keeps_each_claim_request_and_ruling() {
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    assert_eq!(
        records("500-quickplay-claim-granted.txt"),
        [format!("claim white normal-means {fen}"), "granted".into()]
    );
    assert_eq!(
        records("501-quickplay-postponed-drawn-after-flag.txt"),
        [
            format!("claim white no-effort {fen}"),
            "postponed +2m black".into()
        ]
    );
    assert_eq!(
        records("503-quickplay-claim-rejected.txt"),
        [
            format!("claim white normal-means {fen}"),
            "rejected +2m black".into()
        ]
    );
    assert_eq!(
        records("509-five-seconds-granted.txt"),
        ["request white", "declined", "increment 5s +2m black"]
    );
    assert_eq!(
        records("510-five-seconds-refused.txt"),
        ["request white", "declined", "increment refused"]
    );
    assert_eq!(records("511-both-flags-last-period.txt"), ["flags draw"]);
    assert_eq!(
        records("512-both-flags-earlier-period.txt"),
        ["flags play-on", "relief white", "relief black"]
    );
    assert_eq!(
        records("513-quickplay-no-arbiter.txt"),
        [
            format!("claim white normal-means {fen}"),
            "referred".into(),
            "granted".into()
        ]
    );
    assert_eq!(
        records("514-score-kept-in-time-trouble.txt"),
        ["relief white"]
    );
    assert_eq!(
        records("502-quickplay-postponed-then-won.txt"),
        [format!("claim white unstated {fen}"), "postponed".into()]
    );
    assert_eq!(
        records("518-quickplay-postponed-granted-after-flag.txt"),
        [
            format!("claim white normal-means {fen}"),
            "postponed".into(),
            "granted".into()
        ]
    );
    assert_eq!(records("508-five-seconds-accepted.txt"), ["request white"]);
    for refused in [
        "504-quickplay-claim-refused.txt",
        "505-quickplay-refused-increment.txt",
        "506-quickplay-refused-blitz.txt",
    ] {
        assert!(records(refused).is_empty(), "{refused}");
    }
}

/// The replies of `resume` for a game of `name` stopped after the first
/// line starting with `upto`, and what `result` says then.
fn resumed_after(name: &str, upto: &str) -> (Vec<String>, Vec<String>) {
    let t = Temp::new(&format!("greet-{}", &name[..3]));
    let (settings, lines) = scenario(name);
    let end = lines.iter().position(|l| l.starts_with(upto)).unwrap() + 1;
    let log = GameLog::create(&t.0, &settings).unwrap();
    let mut game =
        GameLoop::new(Session::new(&settings).unwrap(), Files::Skip).with_journal(Some(log));
    for l in &lines[..end] {
        game.line(l);
    }
    drop(game);
    let mut r = gamelog::resume(&t.0.join("journal.txt"), false, false, None).unwrap();
    let greeting = said(&gamelog::resumed_replies(&r));
    let result = said(&r.session.handle("result"));
    (greeting, result)
}

#[test]
fn a_resumed_game_says_what_waits_for_the_arbiter() {
    let (greeting, result) = resumed_after("500-quickplay-claim-granted.txt", "claim");
    assert_eq!(
        greeting[1..],
        [
            "White to move, move 2.",
            "A draw claim waits for the arbiter: arbiter grant, arbiter postpone, or arbiter reject."
        ]
    );
    assert_eq!(result, ["The game is in progress."]);
    let (greeting, _) = resumed_after("509-five-seconds-granted.txt", "request");
    assert_eq!(
        greeting[2],
        "The request for five seconds a move waits: Black: accept or decline."
    );
    let (greeting, _) = resumed_after("509-five-seconds-granted.txt", "decline");
    assert_eq!(
        greeting[2],
        "Arbiter: arbiter grant to introduce five seconds a move, or arbiter reject."
    );
    // III.6: the claim ended the game; the result is the designated
    // arbiter's, not given yet.
    let pending = "The game ended with a draw claim for the designated arbiter, who has not given the result yet.";
    let (greeting, result) = resumed_after("513-quickplay-no-arbiter.txt", "claim");
    assert_eq!(greeting[1..], [pending]);
    assert_eq!(result, [pending]);
}

#[test]
fn the_option_is_refused_for_blitz_increments_and_unknown_rules() {
    for (args, why) in [
        (
            &["--time", "5", "--quickplay", "III.5"][..],
            "cannot be used in blitz",
        ),
        (
            &["--time", "15+10", "--quickplay", "III.4"][..],
            "cannot be used with an increment or delay",
        ),
        (&["--quickplay", "III.5"][..], "needs a time control"),
        (
            &["--time", "15", "--quickplay", "III.9"][..],
            "Unknown quickplay rule III.9",
        ),
        (
            &["--time", "15", "--arbiter", "somebody"][..],
            "Unknown arbiter somebody",
        ),
    ] {
        let mut all = vec!["play", "--script", "-", "--lang", "en"];
        all.extend_from_slice(args);
        let out = common::annabella(&all, "e4\n");
        let text = common::text(&out);
        assert!(!out.status.success(), "{args:?}: {text}");
        assert!(text.contains(why), "{args:?}: {text}");
    }
    // Announced for a rapid game without increment, it is recorded.
    let s = options_from_text("--time 15 --quickplay III.4 --arbiter none").unwrap();
    assert_eq!(s.quickplay.as_deref(), Some("III.4"));
    assert_eq!(Settings::from_toml(&s.to_toml()).unwrap(), s);
    assert!(Session::new(&s).is_ok());
}

#[test]
fn without_an_arbiter_the_claim_writes_position_and_score_to_the_game_folder() {
    let t = Temp::new("noarbiter");
    let (settings, lines) = scenario("513-quickplay-no-arbiter.txt");
    let mut game = GameLoop::new(Session::new(&settings).unwrap(), Files::Write)
        .with_game_dir(Some(t.0.clone()));
    let claim = lines.iter().position(|l| l.starts_with("claim")).unwrap();
    for l in &lines[..claim] {
        game.line(l);
    }
    let out = said(&game.line(&lines[claim]));
    let file = t.0.join("quickplay-claim.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        out.iter().any(|l| l.contains(&file.display().to_string())),
        "{out:?}"
    );
    assert!(text.contains("White claims a draw under Guidelines III.5"));
    assert!(text.contains("FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
    assert!(text.contains("White: one minute, thirty seconds."));
    assert!(text.contains("[Termination \"unterminated\"]"));
    assert!(text.contains("1. e4 {[%clk 0:15:00]} 1... e5"));
}

#[test]
fn a_quickplay_record_the_lines_do_not_give_stops_the_resume() {
    use std::time::Duration;
    let t = Temp::new("diverged");
    let (settings, _) = scenario("500-quickplay-claim-granted.txt");
    let path = t.0.join("journal.txt");
    let mut j =
        annabella::journal::Journal::create(&path, &[("settings", &settings.to_toml())]).unwrap();
    let ms = Duration::from_millis;
    j.append_all(&[
        (ms(0), "input", "e4"),
        (ms(0), "input", "e5"),
        (ms(0), "input", "wait 13m30s"),
        (ms(810_000), "input", "claim quickplay normal-means"),
        // The claim's own record is missing: the ruling stands in its place.
        (ms(810_000), "quickplay", "granted"),
    ])
    .unwrap();
    drop(j);
    let err = match gamelog::resume(&path, false, false, None) {
        Ok(_) => panic!("resumed a journal with a wrong quickplay record"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.contains("record 7 says the quickplay finish went granted"),
        "{err}"
    );
    assert!(err.contains("claim white normal-means"), "{err}");
}
