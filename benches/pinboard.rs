//! Pin board costs: bytes on the wire per ordinary move and per full
//! position, and the round trip from sending a move to the simulator's ACK
//! over a pseudo-terminal (target: p99 under 5 ms).
//!
//! `cargo bench --bench pinboard` (add `-- ROUNDS` to change the 2,000 rounds).

use std::time::{Duration, Instant};

use devices::pinboard::codec::{Message, Pegs};
use devices::pinboard::transport::{Event, PinBoard};
use devices::pinboard::{SimOptions, spawn_simulator};
use shakmaty::{Board, Chess, Position, san::San};

const GAME: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                    c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6";

fn boards() -> Vec<Board> {
    let mut pos = Chess::default();
    let mut out = vec![pos.board().clone()];
    for san in GAME.split_whitespace() {
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(m);
        out.push(pos.board().clone());
    }
    out
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn main() {
    let rounds: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(2000);
    let boards = boards();

    // Bytes on the wire.
    let mut move_sizes = Vec::new();
    for w in boards.windows(2) {
        let changes = Pegs::from_board(&w[0]).changes_to(&Pegs::from_board(&w[1]));
        move_sizes.push(Message::Changes(changes).encode(0).unwrap().len());
    }
    let worst_move = (0..=255u8)
        .flat_map(|seq| {
            boards.windows(2).map(move |w| {
                let changes = Pegs::from_board(&w[0]).changes_to(&Pegs::from_board(&w[1]));
                Message::Changes(changes).encode(seq).unwrap().len()
            })
        })
        .max()
        .unwrap();
    let ordinary = move_sizes.iter().copied().min().unwrap();
    let mean = move_sizes.iter().sum::<usize>() as f64 / move_sizes.len() as f64;
    println!(
        "Bytes per ordinary move: {ordinary} (mean over the game {mean:.1}, worst with escapes {worst_move})."
    );
    let position = Message::Position(Pegs::from_board(&Board::new()));
    let full = position.encode(0).unwrap().len();
    let worst_full = (0..=255u8)
        .map(|seq| position.encode(seq).unwrap().len())
        .max()
        .unwrap();
    println!("Bytes per full position: {full} (worst with escapes {worst_full}).");
    let ack = Message::Ack {
        seq: 0,
        digest: Some(0x1234),
    };
    println!(
        "Bytes per board acknowledgement: {}.",
        ack.encode(0).unwrap().len()
    );

    // Round trip over a pseudo-terminal.
    let sim = spawn_simulator(SimOptions {
        seed: Some(1),
        ..SimOptions::default()
    })
    .expect("pseudo-terminal");
    let path = sim.path().expect("simulator path");
    let board = PinBoard::open(&path, 115_200).expect("open the simulator");
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut connected = false;
    while Instant::now() < deadline && !connected {
        connected = matches!(
            board.wait_event(Duration::from_millis(50)),
            Some(Event::Connected(_))
        );
    }
    assert!(connected, "no handshake with the simulator");
    std::thread::sleep(Duration::from_millis(100));
    while board.try_event().is_some() {}

    let mut times = Vec::with_capacity(rounds);
    for i in 0..rounds {
        let position = &boards[i % boards.len()];
        let start = Instant::now();
        let ticket = board.show_position(position);
        loop {
            match board.wait_event(Duration::from_secs(2)) {
                Some(Event::Delivered(t)) if t == ticket => break,
                Some(_) => {}
                None => panic!("no acknowledgement for round {i}"),
            }
        }
        times.push(start.elapsed());
        // The simulator prints a picture per change; nobody reads it here.
        while sim.lines().try_recv().is_ok() {}
    }
    times.sort();
    let p50 = percentile(&times, 0.50);
    let p99 = percentile(&times, 0.99);
    let max = times.last().copied().unwrap_or_default();
    println!(
        "Round trip move to ACK over a pseudo-terminal, {rounds} rounds: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms.",
        p50.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        max.as_secs_f64() * 1e3
    );
    println!(
        "Target p99 under 5 ms: {}.",
        if p99 < Duration::from_millis(5) {
            "met"
        } else {
            "missed"
        }
    );
    let s = board.status().link;
    println!(
        "Host link: {} frames sent, {} received, {} retries, {} checksum errors.",
        s.frames_sent, s.frames_received, s.retransmissions, s.checksum_errors
    );
}
