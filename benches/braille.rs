//! Moves per second: reading typed braille moves (decode + shakmaty
//! resolution) next to shakmaty's own SAN parse + resolution, over the same
//! moves (every legal move of every position of the Opera and Immortal
//! games).

use std::hint::black_box;

use braille::{ChessCode, decode_move, encode_move};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Position};

const GAMES: [&str; 2] = [
    "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 \
     O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#",
    "e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 Nf6 Rg1 cxb5 \
     h4 Qg6 h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 Nxg7+ Kd8 \
     Qf6+ Nxf6 Be7#",
];

struct Case {
    pos: Chess,
    san: String,
    unicode: String,
    ascii: String,
}

fn cases(code: &ChessCode) -> Vec<Case> {
    let mut out = Vec::new();
    for game in GAMES {
        let mut pos = Chess::default();
        for played in game.split_whitespace() {
            for m in pos.legal_moves() {
                let san = SanPlus::from_move(pos.clone(), m).to_string();
                let cells = encode_move(&san, code);
                out.push(Case {
                    pos: pos.clone(),
                    san,
                    unicode: cells.to_unicode(),
                    ascii: cells.to_ascii(),
                });
            }
            let Ok(m) = SanPlus::from_ascii(played.as_bytes()).map(|s| s.san.to_move(&pos)) else {
                break;
            };
            let Ok(m) = m else { break };
            pos.play_unchecked(m);
        }
    }
    out
}

fn resolve(pos: &Chess, san: &str) -> bool {
    SanPlus::from_ascii(san.as_bytes()).is_ok_and(|s| s.san.to_move(pos).is_ok())
}

fn bench(c: &mut Criterion) {
    for name in ["uk", "de"] {
        let Ok(code) = ChessCode::builtin(name) else {
            return;
        };
        let cases = cases(&code);
        let mut group = c.benchmark_group(format!("moves_{name}"));
        group.throughput(Throughput::Elements(cases.len() as u64));
        group.bench_function("san_parse_to_move", |b| {
            b.iter(|| {
                cases
                    .iter()
                    .filter(|k| resolve(&k.pos, black_box(&k.san)))
                    .count()
            })
        });
        group.bench_function("braille_unicode_decode_to_move", |b| {
            b.iter(|| {
                cases
                    .iter()
                    .filter(|k| {
                        decode_move(black_box(&k.unicode), &code)
                            .is_ok_and(|san| resolve(&k.pos, &san))
                    })
                    .count()
            })
        });
        group.bench_function("braille_ascii_decode_to_move", |b| {
            b.iter(|| {
                cases
                    .iter()
                    .filter(|k| {
                        decode_move(black_box(&k.ascii), &code)
                            .is_ok_and(|san| resolve(&k.pos, &san))
                    })
                    .count()
            })
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
