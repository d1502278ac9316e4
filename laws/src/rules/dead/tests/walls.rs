//! Walls that are not only pawns: a pawn stopped by a king that can never
//! move, a piece that never moves guarding a pawn, pawns that can advance
//! until they meet a pawn they can never pass, and pawns that can check
//! but never from a guarded square. Each position is built by hand and
//! checked against the plain enumeration (no static layer at all).

use super::super::reach::Reach;
use super::super::{Verdict, can_mate, is_dead};
use super::plain::{plain_exhaustive, plain_helpmate};
use super::{all_fixed, pos};
use shakmaty::{Chess, Color};

/// Proved dead statically for `side`, and the plain enumeration agrees.
fn proved_and_checked(p: &Chess, side: Color) {
    let r = Reach::of(p).expect("the static layer applies");
    assert!(r.never_mates(p, side), "{side:?}: not proved statically");
    assert_eq!(can_mate(p, side), Verdict::Dead);
    assert_eq!(
        plain_exhaustive(p, side, 400_000),
        Verdict::Dead,
        "{side:?}"
    );
}

/// White: king h1, pawn g2. Black: king h8, pawns g3 h2, a dark-squared
/// bishop. The black pawn on h2 is stopped by the white king, not by a
/// pawn. The king cannot move: g1 is attacked by h2, g2 is its own pawn,
/// h2 is guarded by g3. So h2 never moves, and the pawns g2 g3 lock each
/// other; no pawn can capture (g2 would need a black piece on f3 or h3
/// that no dark-squared bishop reaches; h2 a white piece on g1). White has
/// nothing but a king that never moves, so never mates; the bishop can
/// never attack h1 (a light square), so Black never mates.
#[test]
fn a_pawn_stopped_by_a_king_that_never_moves_is_fixed() {
    let p = pos("1b5k/8/8/8/8/6p1/6Pp/7K w - - 0 1");
    assert!(all_fixed(&p));
    proved_and_checked(&p, Color::White);
    proved_and_checked(&p, Color::Black);
    assert!(is_dead(&p));
}

/// The same wall with a black rook: the king that never moves is mated on
/// the first rank (Ra1, g1 covered by the pawn on h2).
#[test]
fn a_king_that_never_moves_can_still_be_mated() {
    let p = pos("r6k/8/8/8/8/6p1/6Pp/7K b - - 0 1");
    assert!(plain_helpmate(&p, Color::Black, 1));
    assert_ne!(can_mate(&p, Color::Black), Verdict::Dead);
    assert!(!is_dead(&p));
}

/// Without the pawn on g3 the king can take h2 (nothing guards it), so the
/// pawn is not fixed, and White's pawn may one day promote.
#[test]
fn a_king_that_can_take_the_pawn_in_front_releases_it() {
    let p = pos("1b5k/8/8/8/8/8/6Pp/7K w - - 0 1");
    assert!(!all_fixed(&p));
    assert_ne!(can_mate(&p, Color::White), Verdict::Dead);
    assert!(!is_dead(&p));
}

/// White: king g1, bishop a6, pawns b5 b6 b7. Black: king b8 alone. The
/// pawn on b7 is stopped by the black king, which cannot move: a8 and c8
/// are attacked by b7, a7 and c7 by b6, and b7 is guarded by the bishop.
/// The bishop cannot move either (b5 and b7 are its own pawns) and nothing
/// black ever attacks it, so it guards b7 for ever. White's king is the
/// only thing that ever moves, and it never checks.
#[test]
fn a_piece_that_never_moves_guards_a_pawn_for_ever() {
    let p = pos("1k6/1P6/BP6/1P6/8/8/8/6K1 w - - 0 1");
    assert!(all_fixed(&p));
    proved_and_checked(&p, Color::White);
    assert!(is_dead(&p));
}

/// Pawns that can advance until they meet a pawn they can never pass. The
/// chain on the sixth and seventh ranks (white a6 c6 e6 g6, black a7 c7 e7
/// g7) keeps the kings apart: b6 d6 f6 h6 are attacked by Black's pawns,
/// b7 d7 f7 h7 by White's, and nothing can ever reach a pawn of it. Below
/// it, Black's c5 e5 g5 are locked by White's c4 e4 g4. Black's a5 and
/// White's a2 are free, but they stand on the same file and can never
/// capture (no piece of the other side is ever on the b-file next to
/// them): White's pawn never passes a5 unless White's king takes it, and
/// then it stops under its own pawn on a6; Black's never gets past a3. So
/// no pawn promotes. White's king can take Black's pawns on the fifth
/// rank but never crosses the chain; Black's pawns can check it, but from
/// squares nothing black ever guards, so the king can always take the
/// checking pawn. Neither side can ever mate.
#[test]
fn pawns_that_meet_a_pawn_they_can_never_pass_stop_there() {
    let p = pos("1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/2P1P1P1/8/P7/4K3 w - - 0 1");
    proved_and_checked(&p, Color::Black);
    proved_and_checked(&p, Color::White);
    assert!(is_dead(&p));
}

/// The same, but Black's free pawn stands on the b-file: it can take
/// White's a-pawn when it reaches a4, and then nothing stops it on the
/// a-file: it promotes behind White's lines, and Black can mate.
#[test]
fn a_pawn_that_can_capture_its_way_past_is_not_stopped() {
    let p = pos("1k6/p1p1p1p1/P1P1P1P1/1pp1p1p1/2P1P1P1/8/P7/4K3 w - - 0 1");
    assert_ne!(can_mate(&p, Color::Black), Verdict::Dead);
    assert!(!is_dead(&p));
}
