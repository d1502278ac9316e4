//! Notation benchmarks over every move of the real games in tests/data.
//!
//! Run with `cargo bench --bench notation`. Throughput is in moves.
//! "shakmaty_san" is the baseline: plain SAN parsing plus legal-move lookup.
//! The "annabella_notation" group (added by the lead, see the marked place
//! below) parses the same texts in the same positions, so the two numbers
//! in one report compare directly.

use std::hint::black_box;
use std::path::Path;

use annabella::notation::Reader;
use annabella::pgn::read_first;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::san::{San, SanPlus};
use shakmaty::{Chess, Move, Position};

/// Every ply of every game in tests/data: the position before the move, the
/// move in SAN as a PGN would print it (with `+`/`#`), and the move itself.
/// Loaded once; checked so that a benchmark never times a wrong answer.
pub fn corpus() -> Vec<(Chess, String, Move)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data exists")
        .map(|entry| entry.expect("readable directory").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .collect();
    files.sort();
    let mut corpus = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable game");
        let game = read_first(&text).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        let mut pos = game.start.clone();
        for mv in game.moves {
            let san = SanPlus::from_move(pos.clone(), mv).to_string();
            assert_eq!(
                San::from_ascii(san.as_bytes())
                    .ok()
                    .and_then(|s| s.to_move(&pos).ok()),
                Some(mv)
            );
            corpus.push((pos.clone(), san, mv));
            pos.play_unchecked(mv);
        }
    }
    assert!(!corpus.is_empty(), "no games in tests/data");
    corpus
}

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
