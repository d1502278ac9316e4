//! Moves per second: reading the spoken announcement of every move of the
//! real games in tests/data and finding the legal move, next to shakmaty's
//! SAN reader on the same moves in the same run (the target: at least a
//! third of shakmaty's figure).
//!
//! Run with `cargo bench --bench spoken`. Throughput is in moves.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use laws::notation::resolve_tier;
use phonetics::{AnnounceOptions, Announcer, Builtin, looks_spoken, parse};
use shakmaty::san::San;
use shakmaty::{Chess, Move};

mod common;

struct Case {
    pos: Chess,
    san: String,
    long: String,
    short: String,
}

/// The corpus with each move announced in the long form of Appendix F
/// ("Springer Gustav eins Felix drei") and in the short form ("Springer
/// Felix drei"), each checked to read back to its move.
fn cases() -> Vec<Case> {
    let vocab = Builtin::German.load().expect("German vocabulary");
    let long = Announcer::new(vocab.clone(), AnnounceOptions::default());
    let short = Announcer::new(
        vocab.clone(),
        AnnounceOptions {
            short_form: true,
            ..AnnounceOptions::default()
        },
    );
    let mut out = Vec::new();
    for (pos, san, mv) in common::corpus() {
        let case = Case {
            long: long.announce(&pos, mv),
            short: short.announce(&pos, mv),
            pos,
            san,
        };
        for text in [&case.long, &case.short] {
            assert_eq!(read(&case.pos, text, &vocab), Some(mv), "{text}");
        }
        out.push(case);
    }
    out
}

/// What the session does with a spoken line: parse, then resolve.
fn read(pos: &Chess, text: &str, vocab: &phonetics::Vocabulary) -> Option<Move> {
    let parsed = parse(text, vocab).ok()?;
    resolve_tier(pos, &parsed.intents).ok()
}

fn bench(c: &mut Criterion) {
    let vocab = Builtin::German.load().expect("German vocabulary");
    let cases = cases();
    let mut g = c.benchmark_group("moves");
    g.throughput(Throughput::Elements(cases.len() as u64));
    g.bench_function("shakmaty San::from_ascii + to_move", |b| {
        b.iter(|| {
            for case in &cases {
                let m = San::from_ascii(black_box(case.san.as_bytes()))
                    .ok()
                    .and_then(|s| s.to_move(&case.pos).ok());
                black_box(m);
            }
        })
    });
    g.bench_function("spoken long form: parse + match", |b| {
        b.iter(|| {
            for case in &cases {
                black_box(read(&case.pos, black_box(&case.long), &vocab));
            }
        })
    });
    g.bench_function("spoken short form: parse + match", |b| {
        b.iter(|| {
            for case in &cases {
                black_box(read(&case.pos, black_box(&case.short), &vocab));
            }
        })
    });
    g.bench_function("spoken long form: looks_spoken + parse + match", |b| {
        b.iter(|| {
            for case in &cases {
                let text = black_box(&case.long);
                if looks_spoken(text, &vocab) {
                    black_box(read(&case.pos, text, &vocab));
                }
            }
        })
    });
    g.bench_function("spoken long form: parse only", |b| {
        b.iter(|| {
            for case in &cases {
                black_box(parse(black_box(&case.long), &vocab).ok());
            }
        })
    });
    g.finish();

    let mut g = c.benchmark_group("one move");
    g.throughput(Throughput::Elements(1));
    for text in [
        "Springer Gustav eins Felix drei",
        "Bauer Eva fünf schlägt David sechs en passant",
        "Springa von Gustaf eins nach Felics drei",
    ] {
        g.bench_function(format!("parse {text:?}"), |b| {
            b.iter(|| black_box(parse(black_box(text), &vocab).ok()))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
