//! Devices in scripts: `play --script` reads the pin
//! board and the DGT e-board as the REPL does. Each test runs the binary
//! with a script that types some moves and waits (`@wait`) for others,
//! made on a board simulated on a pseudo-terminal; the test plays the
//! hands once the script has said the move before.
#![cfg(unix)]

mod common;

use common::Temp;
use common::running::{Running, in_order};
use devices::dgt::sim::spawn_dgt_sim;
use devices::pinboard::{SimOptions, spawn_simulator};

#[test]
fn a_script_types_some_moves_and_waits_for_others_made_on_the_pin_board() {
    let dir = Temp::new("script-pinboard");
    let sim = spawn_simulator(SimOptions {
        seed: Some(5),
        ..SimOptions::default()
    })
    .expect("simulator starts");
    let port = sim.path().expect("pty path");
    let script = dir.path("script.txt");
    std::fs::write(&script, "e4\n@wait\nnf3\n@wait\nmoves\n").expect("script");
    let record = dir.path("recording.txt");
    let mut run = Running::start(&[
        "play",
        "--script",
        &script,
        "--board",
        &port,
        "--blind",
        "white",
        "--game-dir",
        &dir.path("game"),
        "--record",
        &record,
    ]);
    // e4 typed: the blind player carries it out, then makes Black's reply
    // on the board; the script waits for it.
    run.wait_for("Bauer Eva zwei Eva vier");
    for l in ["lift e2", "place e4", "lift e7", "place e5"] {
        sim.command(l);
    }
    run.wait_for("Bauer Eva sieben Eva fünf");
    run.wait_for("Springer Gustav eins Felix drei");
    for l in ["lift g1", "place f3", "lift b8", "place c6"] {
        sim.command(l);
    }
    let seen = run.finish();
    in_order(
        &seen,
        &[
            "Bauer Eva zwei Eva vier",
            "The board agrees with the game.",
            "Bauer Eva sieben Eva fünf",
            "Springer Gustav eins Felix drei",
            "Springer Bella acht Cäsar sechs",
            "1. e4 e5",
            "2. Nf3 Nc6",
        ],
    );
    drop(sim);
    // The recording shows the hands as typed board lines: it is a
    // transcript that `check` replays without the device.
    let text = std::fs::read_to_string(&record).expect("recording");
    assert!(text.contains("> board lift e7\n"), "{text}");
    let check = common::annabella(&["check", &record], "");
    assert!(check.status.success(), "{}\n{text}", common::text(&check));
}

#[test]
fn a_script_types_some_moves_and_waits_for_others_made_on_the_e_board() {
    let dir = Temp::new("script-dgt");
    let sim = spawn_dgt_sim(&shakmaty::Board::default(), false).expect("simulator starts");
    let script = dir.path("script.txt");
    std::fs::write(&script, "e4\n@wait\nnf3\n@wait\nmoves\n").expect("script");
    let record = dir.path("recording.txt");
    let mut run = Running::start(&[
        "play",
        "--script",
        &script,
        "--dgt",
        sim.path(),
        "--game-dir",
        &dir.path("game"),
        "--record",
        &record,
    ]);
    // The script starts once the e-board has been read.
    run.wait_for("The e-board agrees with the game.");
    run.wait_for("Bauer Eva zwei Eva vier");
    // The sighted opponent carries out e4 and makes e5 on the e-board.
    for l in ["lift e2", "place e4 P", "lift e7", "place e5 p"] {
        sim.send(l);
    }
    run.wait_for("Bauer Eva sieben Eva fünf");
    run.wait_for("Springer Gustav eins Felix drei");
    for l in ["lift g1", "place f3 N", "lift b8", "place c6 n"] {
        sim.send(l);
    }
    let seen = run.finish();
    in_order(
        &seen,
        &[
            "The e-board agrees with the game.",
            "Bauer Eva zwei Eva vier",
            "Bauer Eva sieben Eva fünf",
            "Springer Gustav eins Felix drei",
            "Springer Bella acht Cäsar sechs",
            "1. e4 e5",
            "2. Nf3 Nc6",
        ],
    );
    drop(sim);
    let text = std::fs::read_to_string(&record).expect("recording");
    assert!(text.contains("> dgt board "), "{text}");
    let check = common::annabella(&["check", &record], "");
    assert!(check.status.success(), "{}\n{text}", common::text(&check));
}

/// `@wait` without a board says so at once, and a wait for a move that
/// never comes ends after its bound, said.
#[test]
fn a_wait_without_a_board_or_without_a_move_is_said() {
    let out = common::annabella(
        &["play", "--script", "-", "--lang", "en"],
        "@wait\n@wait soon\ne4\n",
    );
    let text = common::text(&out);
    assert!(
        text.contains("The script waits for a move made on a board, but no board is attached."),
        "{text}"
    );
    assert!(text.contains("such as @wait 5s."), "{text}");
    assert!(text.contains("Bauer Eva zwei Eva vier"), "{text}");

    let dir = Temp::new("script-wait-bound");
    let sim = spawn_dgt_sim(&shakmaty::Board::default(), false).expect("simulator starts");
    let out = common::annabella(
        &[
            "play",
            "--script",
            "-",
            "--dgt",
            sim.path(),
            "--game-dir",
            &dir.path("game"),
        ],
        "@wait 1s\nmoves\n",
    );
    let text = common::text(&out);
    assert!(
        text.contains("No move came from the board within 1 second. The script goes on."),
        "{text}"
    );
}

/// Which device a game used, for the resume test.
enum Kind {
    PinBoard,
    Dgt,
    DotPad,
}

/// `resume` opens the board the game used again and says so; when it is
/// gone, it says why it cannot, and the game goes on without it. For
/// the pin board, the DGT e-board and the Dot Pad.
#[test]
fn resume_reconnects_the_device_the_game_used_or_says_why_not() {
    for kind in [Kind::PinBoard, Kind::Dgt, Kind::DotPad] {
        let (name, flag, again, gone) = match kind {
            Kind::PinBoard => (
                "pinboard",
                "--board",
                "The pin board on {port} is connected again.",
                "The pin board on {port} cannot be connected: ",
            ),
            Kind::Dgt => (
                "dgt",
                "--dgt",
                "The e-board on {port} is connected again.",
                "The e-board on {port} cannot be connected: ",
            ),
            Kind::DotPad => (
                "dotpad",
                "--dotpad",
                "The Dot Pad ",
                "The Dot Pad at {port} cannot be opened: ",
            ),
        };
        let dir = Temp::new(&format!("resume-{name}"));
        // The game names a link of its own to the simulator, removed once
        // the simulator is gone: the port cannot be another test's.
        let port = dir.path("port");
        let (sim, target): (Box<dyn std::any::Any>, String) = match kind {
            Kind::PinBoard => {
                let sim = spawn_simulator(SimOptions::default()).expect("simulator");
                let path = sim.path().expect("pty");
                (Box::new(sim), path)
            }
            Kind::Dgt => {
                let sim = spawn_dgt_sim(&shakmaty::Board::default(), false).expect("simulator");
                let path = sim.path().to_string();
                (Box::new(sim), path)
            }
            Kind::DotPad => {
                let sim = devices::dotpad::sim::DotPadSim::spawn(
                    devices::dotpad::sim::DotPadSimOptions { link_path: None },
                )
                .expect("simulator");
                let path = sim.path().expect("pty");
                (Box::new(sim), path)
            }
        };
        std::os::unix::fs::symlink(&target, &port).expect("link");
        let game = dir.path("game");
        let played = common::annabella(
            &["play", "--script", "-", flag, &port, "--game-dir", &game],
            "e4\n",
        );
        assert!(played.status.success(), "{}", common::text(&played));
        let journal = dir.0.join("game").join(annabella::gamelog::JOURNAL_FILE);
        let journal = journal.display().to_string();
        let resumed = common::annabella(&["resume", &journal, "--script", "-"], "moves\n");
        let text = common::text(&resumed);
        assert!(
            text.contains(&again.replace("{port}", &port)),
            "{name}: {text}"
        );
        assert!(text.contains("1. e4"), "{name}: {text}");
        drop(sim);
        std::fs::remove_file(&port).expect("link removed");
        let resumed = common::annabella(&["resume", &journal, "--script", "-"], "moves\n");
        let text = common::text(&resumed);
        assert!(
            text.contains(&gone.replace("{port}", &port)),
            "{name}: {text}"
        );
        assert!(text.contains("1. e4"), "{name}: {text}");
        // The cause is said once, as one sentence.
        assert!(!text.contains(".."), "{name}: {text}");
        assert!(!text.contains("Cannot open the board at"), "{name}: {text}");
    }
}
