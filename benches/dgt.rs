//! DGT e-board detection latency: from the last field update of a move to
//! its announcement.
//!
//! - in memory: decoding the update, the settled board, the move found and
//!   played by the session (the settle time itself injected, not waited);
//! - through a pseudo-terminal and the game loop, as in a game: the
//!   board's bytes on the line, the settle time ([`SETTLE`], by design),
//!   and ticks every 2 ms (the REPL ticks less often; add its period).
//!
//! `cargo bench --bench dgt` (add `-- ROUNDS` for the pseudo-terminal
//! moves; default 30).

use std::time::{Duration, Instant};

use annabella::reply::Reply;
use annabella::session::{Session, SessionOptions};
use devices::dgt::DgtReading;
use devices::dgt::codec::{Decoder, Message};
use devices::dgt::reading::{SETTLE, Watch};
use devices::dgt::sim::{DgtSim, hand_lines};
use shakmaty::{Chess, Move, Position, san::San};

const GAME: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                    c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6";

fn moves() -> Vec<(Chess, Move)> {
    let mut pos = Chess::default();
    let mut out = Vec::new();
    for san in GAME.split_whitespace() {
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        out.push((pos.clone(), m));
        pos.play_unchecked(m);
    }
    out
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn report(name: &str, mut v: Vec<Duration>) {
    v.sort();
    println!(
        "{name}: {} moves, p50 {:?}, p99 {:?}, max {:?}",
        v.len(),
        percentile(&v, 0.5),
        percentile(&v, 0.99),
        v.last().copied().unwrap_or_default()
    );
}

fn announced(r: &[Reply]) -> bool {
    r.iter()
        .any(|r| r.said().is_some_and(|s| s.announces_move()))
}

fn in_memory() -> Vec<Duration> {
    let mut times = Vec::new();
    for _ in 0..50 {
        let mut session = Session::new(&SessionOptions::default()).unwrap();
        let mut sim = DgtSim::new(session.game().position().board(), false);
        sim.command(0x43);
        let mut decoder = Decoder::new();
        let mut watch = Watch::default();
        let mut now = Duration::ZERO;
        watch.dump(
            devices::dgt::codec::Fields::from_board(session.game().position().board()),
            now,
        );
        let _ = watch.settled(now);
        for (pos, m) in moves() {
            let lines = hand_lines(&pos, m, 1);
            let (last, before) = lines.split_last().unwrap();
            for l in before {
                now += Duration::from_millis(20);
                decoder.push(&sim.line(l).unwrap());
            }
            while let Some(Ok(Message::FieldUpdate { field, piece })) = decoder.next() {
                watch.update(field, piece, now);
            }
            let bytes = sim.line(last).unwrap();
            now += Duration::from_millis(20);
            let t = Instant::now();
            decoder.push(&bytes);
            while let Some(Ok(Message::FieldUpdate { field, piece })) = decoder.next() {
                watch.update(field, piece, now);
            }
            now += SETTLE;
            let board = watch.settled(now).unwrap();
            let out = session.dgt_reading(&DgtReading::Board(board));
            times.push(t.elapsed());
            assert!(announced(&out));
        }
    }
    times
}

#[cfg(unix)]
fn through_the_loop(rounds: usize) -> Vec<Duration> {
    use annabella::game_loop::{Files, GameLoop};
    use devices::dgt::device::DgtBoard;
    use devices::dgt::sim::spawn_dgt_sim;
    let sim = spawn_dgt_sim(Chess::default().board(), false).unwrap();
    let device = DgtBoard::open(sim.path()).unwrap();
    let session = Session::new(&SessionOptions::default()).unwrap();
    let mut game = GameLoop::new(session, Files::Skip).with_dgt(device);
    let mut times = Vec::new();
    for (pos, m) in moves().into_iter().take(rounds) {
        for l in hand_lines(&pos, m, 1) {
            sim.send(&l);
        }
        let t = Instant::now();
        loop {
            if announced(&game.tick()) {
                break;
            }
            assert!(t.elapsed() < Duration::from_secs(10), "no announcement");
            std::thread::sleep(Duration::from_millis(2));
        }
        times.push(t.elapsed());
    }
    times
}

fn main() {
    let rounds: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(30);
    report("in memory, last update to announcement", in_memory());
    // The pseudo-terminal is Unix's.
    #[cfg(unix)]
    report(
        &format!("pseudo-terminal and game loop, settle {SETTLE:?}"),
        through_the_loop(rounds),
    );
    #[cfg(not(unix))]
    let _ = rounds;
}
