//! An adjourned game whose player kept no journal (`--no-journal`): the
//! envelope carries the clock and the whole score, and resuming it goes on
//! with both (it used to start a clockless game at the sealed position).

mod common;

use common::Temp;

#[test]
fn the_envelope_without_a_journal_carries_the_clock_and_the_score() {
    let t = Temp::new("adjourn-no-journal");
    let env = t.path("envelope.txt");
    let o = common::annabella(
        &[
            "play",
            "--script",
            "-",
            "--no-journal",
            "--time",
            "90+30",
            "--white",
            "Anna",
            "--black",
            "Bella",
        ],
        &format!("e4\ne5\nNf3\nwait 1m\nadjourn {env}\n1.12.2026 10:00 Hall 2\nNc6\nsecret-123\n"),
    );
    assert!(o.status.success(), "{}", common::text(&o));
    let envelope = std::fs::read_to_string(&env).unwrap();
    for line in [
        "time control: 5400+30",
        "moves before the sealed move: e4 e5 Nf3",
        "black time left: 1:29:30",
    ] {
        assert!(envelope.contains(line), "{line:?} missing:\n{envelope}");
    }
    assert!(!envelope.contains("Nc6"), "{envelope}");

    // Resumed with no --time: the clock and the score go on.
    let o = common::annabella(
        &["resume", &env, "--script", "-"],
        "secret-123\nmoves\ntime\nwait 2m\nBc4\ntime\n",
    );
    assert!(o.status.success(), "{}", common::text(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("1. e4 e5\n2. Nf3 Nc6"), "{out}");
    assert!(!out.contains("no clock"), "{out}");
    // Black's 1:29:30 and the 30 s added for the sealed move.
    assert!(
        out.contains("White: one hour, thirty-one minutes. Black: one hour, thirty minutes."),
        "{out}"
    );
    // White thought two minutes about the reply and got 30 s.
    assert!(
        out.contains("White: one hour, twenty-nine minutes. Black: one hour, thirty minutes."),
        "{out}"
    );
    // The resumed game's journal holds the whole score: resuming it gives
    // the same moves.
    let folder = std::fs::read_dir(&t.0)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| p.join("journal.txt").is_file())
        .expect("the resumed game's folder");
    let journal = folder.join("journal.txt").display().to_string();
    let o = common::annabella(&["resume", &journal, "--script", "-"], "moves\n");
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("1. e4 e5\n2. Nf3 Nc6\n3. Bc4"), "{out}");
}

/// A game set up from a position: the envelope says where it started.
#[test]
fn a_game_from_a_position_keeps_its_start() {
    let t = Temp::new("adjourn-no-journal-fen");
    let env = t.path("envelope.txt");
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let o = common::annabella(
        &[
            "play",
            "--script",
            "-",
            "--no-journal",
            "--fen",
            fen,
            "--white",
            "A",
            "--black",
            "B",
        ],
        &format!("Kd2\nKd8\nadjourn {env}\n-\ne4\nsecret-123\n"),
    );
    assert!(o.status.success(), "{}", common::text(&o));
    let envelope = std::fs::read_to_string(&env).unwrap();
    assert!(
        envelope.contains(&format!("start position: {fen}")),
        "{envelope}"
    );
    let o = common::annabella(&["resume", &env, "--script", "-"], "secret-123\nmoves\n");
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("1. Kd2 Kd8\n2. e4"), "{out}");
}

/// An envelope of the older format shows the times left but not the time
/// control: resumed without `--time`, the game goes on without a clock,
/// and that is said with what to do; with `--time` the clocks show the
/// times left.
#[test]
fn an_envelope_without_its_time_control_says_the_game_has_no_clock() {
    use annabella::adjourn::{EnvelopeInfo, seal};
    use shakmaty::Color;
    use std::time::Duration;
    let t = Temp::new("adjourn-format-1");
    let info = EnvelopeInfo {
        event: String::new(),
        round: String::new(),
        white: "Anna".into(),
        black: "Bella".into(),
        fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3".into(),
        white_used: Duration::from_secs(600),
        black_used: Duration::from_secs(300),
        white_left: Some(Duration::from_secs(4_800)),
        black_left: Some(Duration::from_secs(5_100)),
        sealed_by: Color::White,
        move_number: 3,
        draw_offer: None,
        adjourned: "2026-12-01 15:43".into(),
        resume_date: String::new(),
        resume_time: String::new(),
        resume_place: String::new(),
        arbiter: String::new(),
        time_control: String::new(),
        start_fen: String::new(),
        moves: String::new(),
    };
    let text = seal(&info, "Bc4", "secret-123").unwrap();
    assert!(text.starts_with("annabella sealed move envelope, format 1"));
    let env = t.path("envelope.txt");
    std::fs::write(&env, text).unwrap();
    let o = common::annabella(&["resume", &env, "--script", "-"], "secret-123\ntime\n");
    let out = common::text(&o);
    assert!(o.status.success(), "{out}");
    assert!(
        out.contains("The envelope shows the times left but not the time control, so the game goes on without a clock."),
        "{out}"
    );
    assert!(out.lines().any(|l| l == "Bc4"), "{out}");
    // With the time control given, the clocks show the times left.
    let o = common::annabella(
        &["resume", &env, "--script", "-", "--time", "90+30"],
        "secret-123\ntime\n",
    );
    let out = common::text(&o);
    assert!(!out.contains("without a clock"), "{out}");
    assert!(
        out.contains("White: one hour, twenty minutes. Black: one hour, twenty-five minutes."),
        "{out}"
    );
}
