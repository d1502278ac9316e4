//! Notation benchmarks over every move of the real games in tests/data.
//!
//! Run with `cargo bench --bench notation`. Throughput is in moves.
//! "shakmaty_san" is the baseline: plain SAN parsing plus legal-move lookup.
//! The "annabella_notation" group (between the marked lines below) parses
//! the same texts in the same positions, so the two numbers in one report
//! compare directly.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use laws::notation::Reader;

mod common;
use common::corpus;
use shakmaty::san::San;
use shakmaty::{Chess, Move};

fn moves(corpus: &[(Chess, String, Move)]) -> Throughput {
    Throughput::Elements(u64::try_from(corpus.len()).unwrap_or(u64::MAX))
}

/// Baseline: `San::from_ascii(text).to_move(&pos)` for every ply.
fn shakmaty_san(c: &mut Criterion, corpus: &[(Chess, String, Move)]) {
    let mut group = c.benchmark_group("shakmaty_san");
    group.throughput(moves(corpus));
    group.bench_function("from_ascii_to_move", |b| {
        b.iter(|| {
            for (pos, san, _) in corpus {
                let mv = San::from_ascii(black_box(san.as_bytes()))
                    .ok()
                    .and_then(|san| san.to_move(pos).ok());
                black_box(mv);
            }
        })
    });
    group.finish();
}

// ---------------------------------------------------------------------------
/// annabella's notation layer on the same texts: every tier of readings
/// (all languages), then resolution against the legal moves.
fn annabella_notation(c: &mut Criterion, corpus: &[(Chess, String, Move)]) {
    let reader = Reader::default();
    for (pos, san, mv) in corpus {
        let got = reader.resolve(pos, san).ok();
        assert_eq!(got, Some(*mv), "{san}");
    }
    let mut group = c.benchmark_group("annabella_notation");
    group.throughput(moves(corpus));
    group.bench_function("read_resolve_auto", |b| {
        b.iter(|| {
            for (pos, san, _) in corpus {
                let mv = reader.resolve(pos, black_box(san)).ok();
                black_box(mv);
            }
        })
    });
    group.finish();
}

// ---------------------------------------------------------------------------

fn benches(c: &mut Criterion) {
    let corpus = corpus();
    shakmaty_san(c, &corpus);
    annabella_notation(c, &corpus);
}

criterion_group!(notation, benches);
criterion_main!(notation);
