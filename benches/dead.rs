//! Dead positions (5.2.2) and "cannot checkmate" (6.9): what the search in
//! src/rules/dead.rs costs.
//!
//! Run briefly with `cargo bench --bench dead -- --quick`.
//! - `per_move/game_play`: `Game::play` over every move of the real games in
//!   tests/data (the automatic result, with its dead-position test, runs
//!   after each move). Throughput in moves.
//! - `blocked/new_game`: setting up blocked positions (the per-move test on
//!   positions that pass the cheap filter: frozen-pawn proof, exhaustive
//!   search).
//! - `blocked/flag_fall`: a flag falling in those positions (the cannot-mate
//!   search for the opponent).

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use laws::rules::{Game, RulesSettings};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Move, Position};

mod common;
use common::corpus;

/// The corpus cut into games: start position and moves.
fn games() -> Vec<(Chess, Vec<Move>)> {
    let mut games: Vec<(Chess, Vec<Move>)> = Vec::new();
    let mut expected: Option<Chess> = None;
    for (pos, _, mv) in corpus() {
        let continues = expected
            .as_ref()
            .is_some_and(|e| e.board() == pos.board() && e.turn() == pos.turn());
        if !continues {
            games.push((pos.clone(), Vec::new()));
        }
        if let Some(last) = games.last_mut() {
            last.1.push(mv);
        }
        let mut next = pos;
        next.play_unchecked(mv);
        expected = Some(next);
    }
    games
}

fn per_move(c: &mut Criterion) {
    let games = games();
    let plies: usize = games.iter().map(|(_, moves)| moves.len()).sum();
    let mut group = c.benchmark_group("per_move");
    group.throughput(Throughput::Elements(
        u64::try_from(plies).unwrap_or(u64::MAX),
    ));
    group.bench_function("game_play", |b| {
        b.iter(|| {
            for (start, moves) in &games {
                let mut game = Game::new(start.clone(), RulesSettings::default());
                for mv in moves {
                    if game.play(*mv).is_err() {
                        break;
                    }
                }
                black_box(game.result());
            }
        })
    });
    group.finish();
}

/// Blocked positions: dead by frozen pawns; dead only by the exhaustive
/// search; not dead (a bishop breaks in); not dead but one side frozen out.
const BLOCKED: [&str; 4] = [
    "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 w - - 0 1",
    "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/5b2/3K4 w - - 0 1",
    "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2BK4 w - - 0 1",
    "kb6/b2B4/1p1p1p2/pPpPpPp1/P1P1P1P1/8/8/3K4 w - - 0 1",
];

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .expect("valid FEN")
        .into_position(CastlingMode::Standard)
        .expect("legal position")
}

fn blocked(c: &mut Criterion) {
    let mut group = c.benchmark_group("blocked");
    for (i, fen) in BLOCKED.iter().enumerate() {
        let pos = position(fen);
        group.bench_function(format!("new_game/{i}"), |b| {
            b.iter(|| black_box(Game::new(pos.clone(), RulesSettings::default()).is_over()))
        });
        group.bench_function(format!("flag_fall/{i}"), |b| {
            b.iter(|| {
                let mut game = Game::new(pos.clone(), RulesSettings::default());
                black_box(game.flag_fall(Color::White).ok())
            })
        });
    }
    group.finish();
}

criterion_group!(dead, per_move, blocked);
criterion_main!(dead);
