//! The pin board with a whole session, over a pseudo-terminal: the
//! simulator plays the blind player's hands, the session hears them.

use std::time::{Duration, Instant};

use annabella::pinboard::{PinBoard, SimHandle, SimOptions, spawn_simulator};
use annabella::session::{Reply, Session, SessionOptions};
use shakmaty::Square;

fn setup() -> (SimHandle, Session) {
    let sim = spawn_simulator(SimOptions {
        seed: Some(3),
        ..SimOptions::default()
    })
    .expect("simulator starts");
    let path = sim.path().expect("pty path");
    let device = PinBoard::open(&path, annabella::pinboard::DEFAULT_BAUD).expect("board opens");
    let mut session = Session::new(&SessionOptions {
        blind: Some("white".into()),
        ..SessionOptions::default()
    })
    .expect("session");
    session.attach_board(device);
    (sim, session)
}

/// Polls the board until a reply contains `want` (or times out).
fn wait_say(session: &mut Session, want: &str) -> Vec<Reply> {
    let end = Instant::now() + Duration::from_secs(5);
    let mut seen = Vec::new();
    while Instant::now() < end {
        let replies = session.poll_board();
        let hit = replies.iter().any(|r| r.text().contains(want));
        seen.extend(replies);
        if hit {
            return seen;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("no reply containing {want:?}; saw {seen:?}");
}

/// Waits until the simulator shows exactly these indicated squares.
fn wait_indicated(sim: &SimHandle, want: &[Square]) {
    let end = Instant::now() + Duration::from_secs(5);
    loop {
        let mut got: Vec<Square> = sim
            .snapshot()
            .indicated
            .iter()
            .map(|(s, _, _)| *s)
            .collect();
        got.sort();
        let mut w = want.to_vec();
        w.sort();
        if got == w {
            return;
        }
        assert!(Instant::now() < end, "indicated {got:?}, wanted {w:?}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_game_on_the_board_with_touch_move_and_divergence() {
    let (sim, mut s) = setup();
    // White's move made by hand on the board.
    sim.command("lift e2");
    sim.command("place e4");
    wait_say(&mut s, "e4");
    // Black's move typed by the assistant: indicated on the board.
    let out = s.handle("e5");
    assert!(out.iter().any(|r| r.text() == "e5"), "{out:?}");
    wait_indicated(&sim, &[Square::E5, Square::E7]);
    sim.command("lift e7");
    sim.command("place e5");
    wait_say(&mut s, "agrees");
    wait_indicated(&sim, &[]);
    // Touch-move: the knight on g1 is lifted and put back, then another
    // piece moves: refused.
    sim.command("lift g1");
    sim.command("place g1");
    wait_say(&mut s, "must be moved");
    sim.command("lift b1");
    sim.command("place c3");
    wait_say(&mut s, "must be moved");
    assert_eq!(s.game().moves().len(), 2, "the refused move is not played");
    sim.command("lift c3");
    sim.command("place b1");
    wait_say(&mut s, "agrees");
    sim.command("lift g1");
    sim.command("place f3");
    wait_say(&mut s, "Nf3");
    assert_eq!(s.game().moves().len(), 3);
    // A divergence: a pawn pushed by mistake while it is Black's turn.
    sim.command("lift a2");
    sim.command("place a3");
    let out = wait_say(&mut s, "does not belong");
    assert!(
        out.iter()
            .any(|r| r.text().contains("On a2 the white pawn is missing")),
        "{out:?}"
    );
    sim.quit().ok();
}
