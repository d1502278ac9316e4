//! Moves per second through the session's per-move path: every line a
//! player or assistant types goes through `Session::handle`, which reads
//! the move (algebraic, spoken words or braille), plays it under the Laws,
//! presses the clock and builds the replies (announcement in words, the
//! move written, sounds, the result when the game ends).
//!
//! The whole games of tests/data are fed move by move into fresh sessions
//! (virtual time, default options as `annabella play` has them). Making
//! the sessions is not timed: each measured iteration gets one new session
//! per game, made beforehand. Before timing, every case is played once and
//! checked to reach the game's final position with every move on the score,
//! so the bench cannot time refused lines.
//!
//! Run with `cargo bench --bench session`. Throughput is in moves (plies).
//! Targets: SAN at least 1 M moves/s, spoken at least 0.5 M/s.

use std::hint::black_box;

use annabella::session::{Session, SessionOptions};
use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use phonetics::{AnnounceOptions, Announcer, Builtin};
use shakmaty::fen::Fen;
use shakmaty::{Chess, EnPassantMode, Position};

mod common;
use common::{BenchGame, games};

/// One game as input lines, with where it must end.
struct Script {
    opts: SessionOptions,
    lines: Vec<String>,
    final_fen: String,
}

/// The games as lines of one input form, for sessions made with `base`.
fn scripts(
    games: &[BenchGame],
    base: &SessionOptions,
    line: impl Fn(&Chess, &str, shakmaty::Move) -> String,
) -> Vec<Script> {
    games
        .iter()
        .map(|g| {
            let mut opts = base.clone();
            if g.start != Chess::default() {
                opts.fen = Some(Fen::from_position(&g.start, EnPassantMode::Legal).to_string());
            }
            let mut end = g.start.clone();
            let lines = g
                .plies
                .iter()
                .map(|(pos, san, mv)| {
                    end.play_unchecked(*mv);
                    line(pos, san, *mv)
                })
                .collect();
            Script {
                opts,
                lines,
                final_fen: Fen::from_position(&end, EnPassantMode::Legal).to_string(),
            }
        })
        .collect()
}

fn sessions(scripts: &[Script]) -> Vec<Session> {
    scripts
        .iter()
        .map(|s| Session::new(&s.opts).expect("session options are valid"))
        .collect()
}

/// The timed part: every line of every game through `handle`. Never
/// inlined: instruction counts are taken inside it (docs/performance.md).
#[inline(never)]
fn play(scripts: &[Script], mut sessions: Vec<Session>) -> Vec<Session> {
    for (script, session) in scripts.iter().zip(sessions.iter_mut()) {
        for line in &script.lines {
            black_box(session.handle(black_box(line)));
        }
    }
    sessions
}

/// Plays every script once and checks that each move was played.
fn check(name: &str, scripts: &[Script]) {
    let played = play(scripts, sessions(scripts));
    for (script, session) in scripts.iter().zip(&played) {
        assert_eq!(
            session.game().moves().len(),
            script.lines.len(),
            "{name}: not every line was played as a move"
        );
        assert_eq!(
            session.fen(),
            script.final_fen,
            "{name}: wrong final position"
        );
    }
}

fn bench(c: &mut Criterion) {
    let games = games();
    let plies: usize = games.iter().map(|g| g.plies.len()).sum();
    let vocab = Builtin::German.load().expect("German vocabulary");
    let announcer = Announcer::new(vocab, AnnounceOptions::default());
    let plain = SessionOptions::default();
    let clocked = SessionOptions {
        time_control: Some("90+30".into()),
        ..SessionOptions::default()
    };
    let cases = [
        ("SAN", scripts(&games, &plain, |_, san, _| san.to_string())),
        (
            "SAN, clock 90+30",
            scripts(&games, &clocked, |_, san, _| san.to_string()),
        ),
        (
            "spoken (Springer Gustav eins Felix drei)",
            scripts(&games, &plain, |pos, _, mv| announcer.announce(pos, mv)),
        ),
    ];
    let mut g = c.benchmark_group("session handle");
    g.throughput(Throughput::Elements(plies as u64));
    for (name, scripts) in &cases {
        // Checked once, when the case is run (not when filtered out).
        let mut checked = false;
        g.bench_function(*name, |b| {
            if !checked {
                check(name, scripts);
                checked = true;
            }
            b.iter_batched(
                || sessions(scripts),
                |s| play(scripts, s),
                BatchSize::SmallInput,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
