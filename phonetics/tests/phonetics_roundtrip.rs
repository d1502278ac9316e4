//! Round trip: every legal move, announced in every built-in vocabulary with
//! every announcing style, is read back to exactly that move.

use phonetics::{AnnounceOptions, Announcer, Builtin, looks_spoken, parse};
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, Position};

/// Morphy vs. Duke of Brunswick and Count Isouard, Paris 1858.
const OPERA: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 \
    Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

/// Anderssen vs. Kieseritzky, London 1851 ("The Immortal Game").
const IMMORTAL: &str = "e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 \
    g4 Nf6 Rg1 cxb5 h4 Qg6 h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 \
    Nxg7+ Kd8 Qf6+ Nxf6 Be7#";

/// The example game of Appendix E in the seed (Russian letters translated).
const SEED_EXAMPLE: &str = "e4 e5 f4 f5 exf5 Qh4+ g3 Qe7 Qh5+ Kd8 fxe5 Qxe5+ Be2 Nf6 Qf3 d5 g4 \
    h5 h3 hxg4 hxg4 Rxh1 Qxh1 Qg3+ Kd1 Nxg4 Qxd5+ Bd7 Nf3 Nf2+ Ke1 Nd3+ Kd1 Qe1+ Nxe1 Nf2#";

/// Positions with every special move for both sides: promotions with and
/// without capture (also under-promotion), en passant, both castlings, and
/// two pieces of a kind that reach the same square.
const SPECIAL: &[&str] = &[
    "r3k2r/1P4P1/8/3pP3/8/8/8/R3K2R w KQkq d6 0 30",
    "r3k2r/8/8/8/3Pp3/8/1p4p1/R3K2R b KQkq d3 0 30",
    "1r2k1nr/P1P3P1/8/8/8/8/1p4p1/R1N1K1NR w KQk - 0 55",
    "1r2k1nr/P1P3P1/8/8/8/8/1p4p1/R1N1K1NR b KQk - 0 55",
    "4k3/8/8/2N1N3/1N3N2/8/Q6Q/4K2Q w - - 0 1",
    "7k/8/8/3pPp2/8/8/8/4K3 w - d6 0 1",
];

fn replay(san_list: &str) -> Vec<Chess> {
    let mut pos = Chess::default();
    let mut out = vec![pos.clone()];
    for token in san_list.split_whitespace() {
        let san: San = token.trim_end_matches(['+', '#']).parse().unwrap();
        let m = san.to_move(&pos).unwrap_or_else(|e| panic!("{token}: {e}"));
        pos.play_unchecked(m);
        out.push(pos.clone());
    }
    out
}

/// Deterministic random games, so positions are reproducible.
fn random_games(seed: u64, games: usize, plies: usize) -> Vec<Chess> {
    let mut state = seed;
    let mut next = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize
    };
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Chess::default();
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Prefer pawn moves now and then, so games reach promotions.
            let pawn: Vec<_> = moves
                .iter()
                .filter(|m| m.role() == shakmaty::Role::Pawn)
                .collect();
            let m = if !pawn.is_empty() && next() % 3 == 0 {
                *pawn[next() % pawn.len()]
            } else {
                moves[next() % moves.len()]
            };
            pos.play_unchecked(m);
            out.push(pos.clone());
        }
    }
    out
}

fn option_sets() -> Vec<AnnounceOptions> {
    let d = AnnounceOptions::default();
    vec![
        d,
        AnnounceOptions {
            short_form: true,
            ..d
        },
        AnnounceOptions {
            short_form: true,
            say_captures: false,
            say_checks: false,
            ..d
        },
        AnnounceOptions {
            say_captures: false,
            move_number: true,
            ..d
        },
    ]
}

fn check_positions(positions: &[Chess]) -> usize {
    let mut checked = 0;
    for b in Builtin::ALL {
        let vocab = b.load().unwrap();
        for options in option_sets() {
            let announcer = Announcer::new(vocab.clone(), options);
            for pos in positions {
                for m in pos.legal_moves() {
                    let text = announcer.announce(pos, m);
                    assert!(looks_spoken(&text, &vocab), "{}: {text}", b.id());
                    let parsed = parse(&text, &vocab)
                        .unwrap_or_else(|e| panic!("{}: {text:?}: {e}", b.id()));
                    assert!(
                        parsed.corrections.is_empty(),
                        "{text}: {:?}",
                        parsed.corrections
                    );
                    let found = laws::notation::resolve::candidates(pos, &parsed.intents);
                    assert_eq!(
                        found,
                        [m],
                        "{} {options:?}: {text:?} read as {:?} in {}",
                        b.id(),
                        parsed.intents,
                        Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                    );
                    checked += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn famous_games_round_trip() {
    let mut positions = Vec::new();
    for game in [OPERA, IMMORTAL, SEED_EXAMPLE] {
        let p = replay(game);
        assert!(p.last().unwrap().is_checkmate());
        positions.extend(p);
    }
    assert!(check_positions(&positions) > 10_000);
}

#[test]
fn special_moves_round_trip() {
    let positions: Vec<Chess> = SPECIAL
        .iter()
        .map(|fen| {
            fen.parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap()
        })
        .collect();
    // The positions really hold what they are for.
    let all: Vec<_> = positions.iter().flat_map(|p| p.legal_moves()).collect();
    assert!(all.iter().any(|m| m.is_en_passant()));
    assert!(
        all.iter()
            .any(|m| m.castling_side() == Some(shakmaty::CastlingSide::KingSide))
    );
    assert!(
        all.iter()
            .any(|m| m.castling_side() == Some(shakmaty::CastlingSide::QueenSide))
    );
    assert!(
        all.iter()
            .any(|m| m.is_capture() && m.promotion() == Some(shakmaty::Role::Knight))
    );
    assert!(check_positions(&positions) > 1_000);
}

#[test]
fn random_games_round_trip() {
    let positions = random_games(0x5eed_a11a, 3, 150);
    let promotions = positions
        .iter()
        .flat_map(|p| p.legal_moves())
        .filter(|m| m.is_promotion())
        .count();
    assert!(promotions > 0);
    assert!(check_positions(&positions) > 10_000);
}
