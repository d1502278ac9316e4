//! Moves per second: reading the spoken announcement of every move of a few
//! real games and finding the legal move, next to shakmaty's SAN reader on
//! the same moves.

use std::hint::black_box;

use annabella::notation::{Readings, resolve_readings};
use annabella::phonetics::{AnnounceOptions, Announcer, Builtin, parse};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::san::San;
use shakmaty::{Chess, Position};

const GAMES: &[&str] = &[
    // Morphy vs. Duke of Brunswick and Count Isouard, Paris 1858.
    "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ \
     Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#",
    // Anderssen vs. Kieseritzky, London 1851.
    "e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 Nf6 Rg1 cxb5 h4 \
     Qg6 h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 Nxg7+ Kd8 Qf6+ \
     Nxf6 Be7#",
    // The example game of Appendix E in the seed.
    "e4 e5 f4 f5 exf5 Qh4+ g3 Qe7 Qh5+ Kd8 fxe5 Qxe5+ Be2 Nf6 Qf3 d5 g4 h5 h3 hxg4 hxg4 Rxh1 \
     Qxh1 Qg3+ Kd1 Nxg4 Qxd5+ Bd7 Nf3 Nf2+ Ke1 Nd3+ Kd1 Qe1+ Nxe1 Nf2#",
];

struct Case {
    pos: Chess,
    san: String,
    long: String,
    short: String,
}

fn cases() -> Vec<Case> {
    let vocab = Builtin::German.load().unwrap();
    let long = Announcer::new(vocab.clone(), AnnounceOptions::default());
    let short = Announcer::new(
        vocab,
        AnnounceOptions {
            short_form: true,
            ..AnnounceOptions::default()
        },
    );
    let mut out = Vec::new();
    for game in GAMES {
        let mut pos = Chess::default();
        for token in game.split_whitespace() {
            let m = San::from_ascii(token.as_bytes())
                .unwrap()
                .to_move(&pos)
                .unwrap();
            out.push(Case {
                pos: pos.clone(),
                san: token.to_string(),
                long: long.announce(&pos, m),
                short: short.announce(&pos, m),
            });
            pos.play_unchecked(m);
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let vocab = Builtin::German.load().unwrap();
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
                let parsed = parse(black_box(&case.long), &vocab).unwrap();
                black_box(resolve_readings(&case.pos, &Readings::single(parsed.intents)).ok());
            }
        })
    });
    g.bench_function("spoken short form: parse + match", |b| {
        b.iter(|| {
            for case in &cases {
                let parsed = parse(black_box(&case.short), &vocab).unwrap();
                black_box(resolve_readings(&case.pos, &Readings::single(parsed.intents)).ok());
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
