//! Positions built by hand, each with the argument why it is dead (or why
//! it is not). Colours of squares: a1 is dark; a square is dark when its
//! file index plus rank index is even.

use super::*;
use shakmaty::{CastlingMode, fen::Fen};

mod plain;
mod walls;
use plain::plain_exhaustive;

/// The per-move verdict, as a game asks it after a move.
fn dead(p: &Chess) -> bool {
    is_dead(p)
}

/// The static layer applies and every pawn is fixed.
fn all_fixed(p: &Chess) -> bool {
    Reach::of(p).is_some_and(|r| r.all_pawns_fixed(p))
}

/// Every pawn has a pawn right in front of it.
fn all_pawns_blocked(pos: &Chess) -> bool {
    let board = pos.board();
    let pawns = board.pawns();
    let white_fronts = (pawns & board.white()).shift(8);
    let black_fronts = (pawns & board.black()).shift(-8);
    pawns.any() && white_fronts.is_subset(pawns) && black_fronts.is_subset(pawns)
}

const HELPMATE_NODES: usize = 4_000;

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// A blocked pawn chain. White pawns a4 c4 e4 g4 b5 d5 f5 h5 (all on light
/// squares), Black pawns a5 c5 e5 g5 b6 d6 f6 h6 (all on dark squares).
/// Every pawn has a pawn in front of it. White pawns attack only a6 c6 e6
/// g6 besides their own pawns, Black pawns only b4 d4 f4 h4: all empty, so
/// no pawn can capture. The white king cannot step on b4 d4 f4 h4 (attacked)
/// nor on a4 c4 e4 g4 (own pawns), so it stays on ranks 1 to 3, from where
/// it touches no black pawn; likewise the black king stays on ranks 7 and 8.
/// Nothing can ever be captured and no pawn ever moves; kings give no
/// check, so neither side can ever mate.
const CHAIN: &str = "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 w - - 0 1";

#[test]
fn the_issue_chain_is_dead() {
    let p = pos(CHAIN);
    assert!(all_fixed(&p));
    assert!(dead(&p));
    assert_eq!(can_mate(&p, Color::White), Verdict::Dead);
    assert_eq!(can_mate(&p, Color::Black), Verdict::Dead);
    // The same with Black to move.
    assert!(dead(&pos(
        "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 b - - 0 1"
    )));
    // And with the colours exchanged (the board mirrored).
    assert!(dead(&pos(
        "3k4/8/8/p1p1p1p1/PpPpPpPp/1P1P1P1P/8/3K4 w - - 0 1"
    )));
}

#[test]
fn bishops_that_never_reach_anything_leave_it_dead() {
    // The chain, plus a white light-squared bishop d3 and a black
    // dark-squared bishop f8. The light squares of rank 4 all hold white
    // pawns, so the white bishop stays on ranks 1 to 3 and its diagonals end
    // on its own pawns; the dark squares of ranks 5 and 6 all hold black
    // pawns, so the black bishop stays on ranks 7 and 8. A light-squared
    // bishop never attacks the (dark) black pawns, a dark-squared one never
    // the (light) white pawns, and no pawn attacks a square of the other
    // bishop's colour on its side. Neither bishop ever sees the enemy
    // king's ranks.
    let p = pos("3k1b2/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/3B4/8/3K4 w - - 0 1");
    assert!(dead(&p));
    assert_eq!(can_mate(&p, Color::White), Verdict::Dead);
    assert_eq!(can_mate(&p, Color::Black), Verdict::Dead);
}

#[test]
fn a_bishop_that_can_reach_a_pawn_keeps_it_alive() {
    // As the chain, but a dark-squared bishop c1: c1-a3-b4 and Bxa5 or
    // Bxc5 break the chain. A series of legal moves found by the search
    // then mates.
    let p = pos("3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2BK4 w - - 0 1");
    assert!(!all_fixed(&p));
    assert!(!dead(&p));
    assert_eq!(can_mate(&p, Color::White), Verdict::CanMate);
}

#[test]
fn a_king_that_can_walk_through_a_gap_keeps_it_alive() {
    // One blocked pair: the white king walks round to c5 or e5 and takes d5
    // (and the black king takes d4): a pawn then queens.
    let p = pos("4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1");
    assert!(!all_fixed(&p));
    assert!(!dead(&p));
    assert_ne!(can_mate(&p, Color::White), Verdict::Dead);
    assert_ne!(can_mate(&p, Color::Black), Verdict::Dead);
    // The chain without its a- and b-pawns: the white king walks up the
    // a- and b-files (a5 b5 b6 are not attacked by Black pawns) and takes
    // d6, which no pawn defends. The mate lies far beyond any search, so
    // the answer is "not dead" without a proof either way.
    let p = pos("3k4/8/3p1p1p/2pPpPpP/2P1P1P1/8/8/3K4 w - - 0 1");
    assert!(!dead(&p));
    assert_ne!(can_mate(&p, Color::White), Verdict::Dead);
}

#[test]
fn a_pawn_that_can_capture_keeps_it_alive() {
    // Every pawn is blocked, but c4xd5 (or d5xc4, c5xd4) is possible.
    let p = pos("4k3/8/8/2pp4/2PP4/8/8/4K3 w - - 0 1");
    assert!(all_pawns_blocked(&p));
    assert!(!all_fixed(&p));
    assert!(!dead(&p));
    assert_ne!(can_mate(&p, Color::White), Verdict::Dead);
    // A pawn that is not blocked can be pushed: the cheap filter says
    // "not dead" at once.
    let p = pos("3k4/8/1p1p1p1p/pPpPpPp1/P1P1P1P1/7P/8/3K4 w - - 0 1");
    assert!(!all_pawns_blocked(&p));
    assert!(!dead(&p));
}

#[test]
fn castling_rights_are_left_to_the_search() {
    // The flood fill does not model castling: no proof from frozen pawns.
    let p = pos("r3k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 b q - 0 1");
    assert!(!all_fixed(&p));
}

#[test]
fn a_bishop_that_can_check_but_never_mate() {
    // The chain, plus a black dark-squared bishop f2 in White's half. The
    // bishop can check, so the frozen-pawn layer alone cannot decide for
    // Black; the exhaustive search enumerates every reachable position. The
    // argument it confirms: the white king lives on ranks 1 to 3, and every
    // dark square there has a light neighbour on the same rank or file
    // inside ranks 1 to 3, which a dark-squared bishop never covers and no
    // black piece can ever occupy; after Kxb the position is the bare
    // chain. White, with king and frozen pawns, never checks.
    let p = pos("3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/5b2/3K4 w - - 0 1");
    let frozen = Reach::of(&p).unwrap();
    assert!(frozen.all_pawns_fixed(&p));
    assert!(!frozen.never_checks(&p, Color::Black));
    assert!(frozen.never_checks(&p, Color::White));
    assert_eq!(can_mate(&p, Color::Black), Verdict::Dead);
    assert_eq!(can_mate(&p, Color::White), Verdict::Dead);
    // About 15 000 positions: within the per-move budget, so the game ends
    // at once here too.
    assert!(dead(&p));
}

#[test]
fn one_side_frozen_out_the_other_can_mate() {
    // The chain without its h-pawns; Black has dark-squared bishops a7 b8
    // (one of them promoted), confined to ranks 7 and 8 and h6 (the other
    // dark squares of ranks 5 and 6 hold black pawns): they never check the
    // white king, which cannot pass h4 (attacked by g5) and stays on ranks
    // 1 to 3. White's light-squared
    // bishop d7 is on Black's side: ...Bc7 Be8 Bcb8 Bc6 is mate (b7
    // attacked, a7 b8 blocked by Black's own bishops, c6 defended).
    let p = pos("kb6/b2B4/1p1p1p2/pPpPpPp1/P1P1P1P1/8/8/3K4 b - - 0 1");
    assert_eq!(can_mate(&p, Color::Black), Verdict::Dead);
    assert_eq!(can_mate(&p, Color::White), Verdict::CanMate);
    assert!(!dead(&p));
    // The whole chain with one black dark-squared bishop: Black still never
    // mates. White's light-squared bishop can check the black king (ranks 7
    // and 8, never a6 c6 e6 g6, which the white pawns attack), but on every
    // light square there the king has at least two dark neighbours (a8: a7
    // and b8; h7: g7 and h8; every other one three), which no white piece
    // ever covers (the white king stays on ranks 1 to 3) and Black's one
    // bishop cannot both block: White never mates either, and the position
    // is dead. The plain enumeration of every reachable position agrees.
    let p = pos("4kb2/8/Bp1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 w - - 0 1");
    assert_eq!(can_mate(&p, Color::Black), Verdict::Dead);
    assert_eq!(can_mate(&p, Color::White), Verdict::Dead);
    assert_eq!(plain_exhaustive(&p, Color::White, 400_000), Verdict::Dead);
    assert!(dead(&p));
}

#[test]
fn a_forced_capture_into_bare_kings() {
    // White is in check and Kxg2 is the only legal move; it leaves two bare
    // kings. Black's queen can never mate: the exhaustive search sees the
    // whole future (one position).
    let p = pos("7k/8/8/8/8/8/6q1/7K w - - 0 1");
    assert_eq!(can_mate(&p, Color::Black), Verdict::Dead);
    assert_eq!(can_mate(&p, Color::White), Verdict::Dead);
}

#[test]
fn material_alone_still_decides_the_plain_cases() {
    assert!(dead(&pos("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1")));
    let p = pos("4k3/8/8/8/8/8/8/4KQ2 w - - 0 1");
    assert!(!dead(&p));
    assert_eq!(can_mate(&p, Color::White), Verdict::CanMate);
    assert_eq!(can_mate(&p, Color::Black), Verdict::Dead);
    // No pawns: the per-move path never searches.
    let p = pos("4k3/8/8/8/8/8/8/r3K2R w K - 0 1");
    assert!(!dead(&p));
}

#[test]
fn a_helpmate_is_found_and_is_a_real_mate() {
    // Fool's mate, the other way round: Black mates in two moves of its own.
    let p = Chess::default();
    assert!(helpmate(&p, Color::Black, 4, HELPMATE_NODES));
    assert!(!helpmate(&p, Color::White, 3, HELPMATE_NODES));
}

/// Cross-check of layer 2 by layer 4: the chain plus one piece (every role
/// and colour, on every third square); wherever the frozen-pawn proof says
/// a side never checks, the exhaustive search must enumerate every
/// reachable position without finding a mate by that side. (Run on every
/// square, and with two extra pieces on a fifth of all placements, it
/// checked 64 and 89 proofs, all confirmed.)
#[test]
fn frozen_proofs_agree_with_the_exhaustive_search() {
    use shakmaty::{Board, Piece, Square};
    let base = pos(CHAIN);
    let mut checked = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for color in Color::ALL {
            for sq in Square::ALL.into_iter().step_by(3) {
                let mut board: Board = base.board().clone();
                if board.piece_at(sq).is_some() {
                    continue;
                }
                board.set_piece_at(sq, Piece { color, role });
                let mut setup = shakmaty::Setup::empty();
                setup.board = board;
                setup.turn = Color::White;
                let Ok(p) = setup.position::<Chess>(CastlingMode::Standard) else {
                    continue;
                };
                let Some(frozen) = Reach::of(&p) else {
                    continue;
                };
                for side in Color::ALL {
                    if frozen.never_mates(&p, side) {
                        checked += 1;
                        assert_eq!(
                            plain_exhaustive(&p, side, 400_000),
                            Verdict::Dead,
                            "{side:?} in {}",
                            Fen::from_position(&p, shakmaty::EnPassantMode::Legal)
                        );
                    }
                }
            }
        }
    }
    assert!(checked >= 15, "{checked} proofs checked");
}

/// Blocked endings, not dead at the start, for the random games below.
const RANDOM_STARTS: [&str; 4] = [
    "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2BK4 w - - 0 1",
    "3k4/8/3p1p1p/2pPpPpP/2P1P1P1/8/8/3K4 w - - 0 1",
    "kb6/b2B4/1p1p1p2/pPpPpPp1/P1P1P1P1/8/8/3K4 b - - 0 1",
    "4k3/2n5/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/5N2/4K3 w - - 0 1",
];

/// The same random choices every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Every position of random games from the blocked starts.
fn random_positions(games: usize, plies: usize, seed: u64) -> Vec<Chess> {
    let mut rng = Lcg(seed);
    let mut out = Vec::new();
    for i in 0..games {
        let mut p = pos(RANDOM_STARTS[i % RANDOM_STARTS.len()]);
        for _ in 0..plies {
            let legal: Vec<_> = p.legal_moves().into_iter().collect();
            if legal.is_empty() {
                break;
            }
            p.play_unchecked(legal[rng.next(legal.len())]);
            out.push(p.clone());
        }
    }
    out
}

#[test]
fn a_kept_verdict_agrees_with_a_fresh_one() {
    // Random games played through a Game, which keeps its verdicts per key:
    // after every move, each kept verdict is compared with one found afresh
    // for the position on the board. A kept proof is never contradicted by
    // a mate found afresh, and the static layer, on which keeping rests,
    // gives the same answer as where the verdict was found.
    let mut rng = Lcg(5);
    let (mut compared, mut equal) = (0, 0);
    for i in 0..10 {
        let mut game = crate::rules::Game::new(
            pos(RANDOM_STARTS[i % RANDOM_STARTS.len()]),
            crate::rules::RulesSettings::default(),
        );
        let mut first: [Option<(Key, bool)>; 2] = [None, None];
        for _ in 0..60 {
            if game.is_over() {
                break;
            }
            let legal: Vec<_> = game.position().legal_moves().into_iter().collect();
            game.play(legal[rng.next(legal.len())]).unwrap();
            let p = game.position().clone();
            let key = Key::of(&p);
            for side in Color::ALL {
                let Some(kept) = game.dead.kept(side) else {
                    continue;
                };
                let fresh = Memo::default().per_move(&p, side);
                compared += 1;
                if kept == fresh {
                    equal += 1;
                }
                assert!(
                    !(kept == Verdict::Dead && fresh == Verdict::CanMate),
                    "{side:?}: kept dead, fresh mate in {}",
                    Fen::from_position(&p, shakmaty::EnPassantMode::Legal)
                );
                let stat = statically_dead(&p, side);
                let slot = &mut first[usize::from(side == Color::Black)];
                match slot {
                    Some((k, s)) if *k == key => assert_eq!(
                        *s,
                        stat,
                        "static layer changed within one key: {}",
                        Fen::from_position(&p, shakmaty::EnPassantMode::Legal)
                    ),
                    _ => *slot = Some((key, stat)),
                }
            }
        }
    }
    assert!(compared > 200, "{compared} verdicts compared");
    // The rest differ where the per-move search, run from another
    // placement of the pieces, ends otherwise within its budget.
    println!("{equal} of {compared} kept verdicts equal to fresh ones");
}

#[test]
fn nothing_is_called_dead_where_a_plain_search_finds_a_helpmate() {
    // Positions of random games from blocked starts (captures, promotions
    // and all); wherever the engine proves that a side cannot mate, a
    // plain depth-first search finds no helpmate within three plies, and
    // the plain enumeration never finds a mate.
    let mut proved = 0;
    for p in random_positions(8, 40, 11) {
        for side in Color::ALL {
            if analyse(&p, side, PER_MOVE) == Verdict::Dead {
                proved += 1;
                let fen = Fen::from_position(&p, shakmaty::EnPassantMode::Legal);
                assert!(!plain::plain_helpmate(&p, side, 3), "{side:?} in {fen}");
                assert_ne!(
                    plain_exhaustive(&p, side, 20_000),
                    Verdict::CanMate,
                    "{side:?} in {fen}"
                );
            }
        }
    }
    assert!(proved >= 20, "{proved} proofs checked");
}

#[test]
fn one_side_only_mates_and_promotions() {
    // K+P against K: White can mate (the pawn queens), Black never.
    let p = pos("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    assert_eq!(can_mate(&p, Color::Black), Verdict::Dead);
    assert_ne!(can_mate(&p, Color::White), Verdict::Dead);
    assert!(!dead(&p));
    // A promotion still possible behind the chain: the h-pawn is free (no
    // pawn in front), so nothing is proved dead.
    let p = pos("3k4/8/1p1p1p2/pPpPpPp1/P1P1P1P1/8/7P/3K4 w - - 0 1");
    assert!(!dead(&p));
    assert_ne!(can_mate(&p, Color::White), Verdict::Dead);
    // Knights that can or cannot pass: a white knight behind the chain
    // reaches the black pawns (it jumps), so the chain can break.
    let p = pos("3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K2N1 w - - 0 1");
    assert!(!all_fixed(&p));
    assert!(!dead(&p));
    // The explanation names the locked pawns and each side's ground.
    let e = explain(&pos(CHAIN));
    assert_eq!(e.locked.len(), 16);
    assert_eq!(e.white, Ground::NeverChecks);
    assert_eq!(e.black, Ground::NeverChecks);
    assert!(e.is_dead());
    let e = explain(&pos("4kb2/8/Bp1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 w - - 0 1"));
    assert_eq!(e.white, Ground::BishopsOfOneColour);
    assert!(e.is_dead());
}

/// Black: king a8. White: king a1, knight c8, bishop b6, pawns a6 and a7.
/// No pawn stands blocked by an enemy pawn, and the static layer does not
/// prove it; the enumeration ends within the per-move budget and finds no
/// mate. The plain enumeration agrees.
#[test]
fn a_dead_position_without_a_pawn_wall_ends_after_a_move() {
    let p = pos("k1N5/P7/PB6/8/8/8/8/K7 w - - 0 1");
    assert!(!statically_dead(&p, Color::White));
    assert!(dead(&p));
    for side in Color::ALL {
        assert_eq!(
            plain_exhaustive(&p, side, 400_000),
            Verdict::Dead,
            "{side:?}"
        );
    }
}

/// A blocked ending that takes the enumeration a few hundred positions
/// (more than the per-move budget had before): the static layer does not
/// prove it, every line ends without a mate. The plain enumeration
/// agrees.
#[test]
fn a_blocked_ending_that_takes_hundreds_of_positions_ends_after_a_move() {
    let p = pos("8/1p6/kPp5/2P5/p1P5/P1K5/8/8 w - - 0 1");
    assert!(dead(&p));
    for side in Color::ALL {
        assert_eq!(
            plain_exhaustive(&p, side, 400_000),
            Verdict::Dead,
            "{side:?}"
        );
    }
}

/// A key first met in a position with many moves keeps only the static
/// layer's "undecided"; a later position of the same key with few moves is
/// searched, once.
#[test]
fn a_key_first_met_with_many_moves_is_searched_when_moves_are_few() {
    let many = pos("k7/P7/P7/4B3/3NK3/8/8/8 w - - 0 1");
    let few = pos("k1N5/P7/PB6/8/8/8/8/K7 w - - 0 1");
    assert_eq!(Key::of(&many), Key::of(&few));
    assert!(!worth_searching(&many));
    assert!(worth_searching(&few));
    let mut memo = Memo::default();
    assert!(!memo.is_dead(&many));
    assert_eq!(memo.kept(Color::White), Some(Verdict::Unknown));
    assert!(memo.is_dead(&few));
    assert_eq!(memo.kept(Color::White), Some(Verdict::Dead));
}
