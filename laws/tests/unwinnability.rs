//! The dead-position engine against a public corpus of classified
//! positions: tests/data/unwinnability/cha-test-vectors.txt (Miguel
//! Ambrona's test vectors for his Chess Unwinnability Analyzer; the file
//! names its source and licence). Each line says which sides can still mate
//! by some series of legal moves.
//!
//! - Sound: no side that can mate is ever called unable to (a false draw).
//! - Complete in practice: every side that cannot mate is proved so, except
//!   the positions listed in tests/data/unwinnability/undecided.txt, each
//!   with the reason the engine gives up.
//!
//! Run with `cargo test --release -p laws --test unwinnability -- --ignored
//! --nocapture` (it prints the figures).
//!
//! Positions shakmaty refuses (impossible checks, pawns on the last rank, ...)
//! cannot arise in a game and are left out.

use std::collections::BTreeMap;
use std::path::Path;

use laws::rules::{Game, Reason, RulesSettings, Verdict, can_mate, is_dead};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color};

fn data(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/unwinnability")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The corpus: (can White mate, can Black mate, FEN, position).
fn corpus() -> (Vec<(bool, bool, String, Chess)>, usize) {
    let mut out = Vec::new();
    let mut refused = 0;
    for line in data("cha-test-vectors.txt").lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let (label, fen) = line.split_at(2);
        let fen = fen.trim();
        let white = label.as_bytes()[0] == b'W';
        let black = label.as_bytes()[1] == b'B';
        let pos = fen
            .parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position::<Chess>(CastlingMode::Standard).ok());
        match pos {
            Some(p) => out.push((white, black, fen.to_string(), p)),
            None => refused += 1,
        }
    }
    (out, refused)
}

/// The listed undecided cases: "FEN | side | reason".
fn listed() -> BTreeMap<(String, String), String> {
    data("undecided.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.split('|').map(str::trim);
            let fen = parts.next().unwrap_or_default().to_string();
            let side = parts.next().unwrap_or_default().to_string();
            let why = parts.next().unwrap_or_default().to_string();
            assert!(!why.is_empty(), "undecided.txt: every line says why: {l}");
            ((fen, side), why)
        })
        .collect()
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

#[test]
#[ignore = "about two minutes in release, far longer in debug: .ci/run runs it with --release --ignored"]
fn the_public_corpus_is_decided_soundly_and_almost_completely() {
    let (corpus, refused) = corpus();
    let mut wrong = Vec::new();
    let mut undecided = BTreeMap::new();
    let (mut unwinnable, mut proved) = (0, 0);
    let (mut dead_total, mut dead_per_move, mut dead_asked) = (0, 0, 0);
    // How long each question the per-move layers leave open takes.
    let mut asked = Vec::new();
    let mut winnable_found = 0;
    let mut winnable = 0;
    for (white, black, fen, pos) in &corpus {
        for (side, can) in [(Color::White, *white), (Color::Black, *black)] {
            let v = can_mate(pos, side);
            if can {
                winnable += 1;
                if v == Verdict::Dead {
                    wrong.push(format!("{fen} {}: called unable to mate", side_name(side)));
                }
                if v == Verdict::CanMate {
                    winnable_found += 1;
                }
            } else {
                unwinnable += 1;
                if v == Verdict::Dead {
                    proved += 1;
                } else {
                    undecided.insert((fen.clone(), side_name(side).to_string()), v);
                }
            }
        }
        // As a game meets the position: the per-move layers, then the
        // question they leave open, answered and settled.
        let mut game = Game::new(pos.clone(), RulesSettings::default());
        let over = game.is_over();
        let per_move = game
            .result()
            .is_some_and(|r| r.reason == Reason::DeadPosition);
        let settled = !over
            && game.dead_question().is_some_and(|q| {
                let t = std::time::Instant::now();
                let answer = q.answer();
                asked.push(t.elapsed());
                game.settle_dead(&answer).is_some()
            });
        if !*white && !*black {
            dead_total += 1;
            // Stalemate ends the game as surely as a dead position.
            if over {
                dead_per_move += 1;
            } else if settled {
                dead_asked += 1;
            } else {
                println!("not ended: {fen}");
            }
        }
        if *white || *black {
            assert!(!is_dead(pos), "{fen}: called dead, but a side can mate");
            assert!(
                !per_move && !settled,
                "{fen}: the game ended as dead, but a side can mate"
            );
        }
    }
    println!(
        "corpus: {} positions ({refused} refused as impossible)",
        corpus.len()
    );
    println!(
        "sides that cannot mate: {unwinnable}, proved {proved} ({:.2} %)",
        100.0 * proved as f64 / unwinnable.max(1) as f64
    );
    println!(
        "dead positions: {dead_total}, ended by the per-move layers (or stalemate) {dead_per_move} ({:.2} %), \
         by the question they leave open {dead_asked}, together {} ({:.2} %)",
        100.0 * dead_per_move as f64 / dead_total.max(1) as f64,
        dead_per_move + dead_asked,
        100.0 * (dead_per_move + dead_asked) as f64 / dead_total.max(1) as f64
    );
    println!("sides that can mate: {winnable}, mate found {winnable_found}");
    asked.sort();
    if let (Some(worst), false) = (asked.last(), asked.is_empty()) {
        println!(
            "questions left open after a move: {}, answered in median {:?}, 90th percentile {:?}, worst {:?}",
            asked.len(),
            asked[asked.len() / 2],
            asked[asked.len() * 9 / 10],
            worst
        );
    }
    for ((fen, side), v) in &undecided {
        println!("undecided: {fen} | {side} | {v:?}");
    }
    assert!(wrong.is_empty(), "false draws: {wrong:#?}");
    let listed = listed();
    let found: Vec<_> = undecided.keys().cloned().collect();
    let expected: Vec<_> = listed.keys().cloned().collect();
    assert_eq!(
        found, expected,
        "the undecided cases are exactly the listed ones"
    );
    // Measured: 1753 of 1764 (99.38 %).
    assert!(
        proved * 100 >= unwinnable * 99,
        "{proved} of {unwinnable} proved"
    );
    // Dead positions that end a game: by the per-move layers at once, or
    // by the question they leave open (answered while the players think).
    let ended = dead_per_move + dead_asked;
    assert!(
        ended * 100 >= dead_total * 99,
        "{ended} of {dead_total} dead positions end the game"
    );
}
