//! The legal moves of the game's position, found as they are asked for.
//!
//! Every move needs three answers from shakmaty: whether the side now to
//! move has a legal move at all (mate and stalemate), which moves a line
//! typed next can mean, and, for the move played, whether it is legal and
//! which other pieces of its kind could go to the same square (its SAN).
//! Generating every legal move answers all three, but costs several times
//! what the questions need. So each is asked as narrowly as shakmaty
//! allows, and the answers are kept for the position:
//!
//! - **Has a legal move?** In check, every move is generated (shakmaty
//!   generates only evasions then). Otherwise shakmaty is asked about a
//!   few likely moves first, a pawn step and king steps, each one
//!   [`Position::san_candidates`] question for one target square; only
//!   when none of them is legal is every move generated. shakmaty decides
//!   legality in every case; the squares asked about are only a guess of
//!   where a legal move is likely, so the answer is exact.
//! - **The moves of one piece kind to one square** (a typed line, the move
//!   played): one `san_candidates` question, kept, so that reading a line
//!   and playing its move ask it once. When every move has been generated
//!   they are picked from that list instead; both give the same moves in
//!   the same order (unit tests compare them).
//! - **Every move** (a line with many readings, the board hands, a
//!   position's list): generated once, when first asked for, and kept.

use std::cell::{Cell, OnceCell};

use shakmaty::{Bitboard, CastlingSide, Chess, Color, Move, MoveList, Position, Role, Square};

/// What has been found out about one position's legal moves. Emptied
/// whenever the position changes (`MoveCache::clear`).
#[derive(Clone, Debug, Default)]
pub struct MoveCache {
    /// Every legal move, once something needed them all.
    all: OnceCell<MoveList>,
    /// The last answer to "the moves of this kind to this square".
    near: Cell<Option<Near>>,
}

impl MoveCache {
    /// Forgets everything: the position has changed.
    pub(crate) fn clear(&mut self) {
        // Only the discriminants are reset; the move lists stay where they
        // are (no copy of a whole list).
        if self.all.get().is_some() {
            self.all = OnceCell::new();
        }
        self.near.set(None);
    }
}

/// The legal moves of one piece kind to one square, as kept.
#[derive(Clone, Copy, Debug)]
struct Near {
    role: Role,
    to: Square,
    len: u8,
    moves: [Move; Near::MAX],
}

impl Near {
    /// More moves of one kind to one square than this are not kept (they
    /// are asked again): twelve covers three pawns promoting on one square.
    const MAX: usize = 12;

    fn new(role: Role, to: Square, found: &[Move]) -> Option<Near> {
        if found.len() > Near::MAX {
            return None;
        }
        let filler = Move::Put {
            role: Role::Pawn,
            to: Square::A1,
        };
        let mut moves = [filler; Near::MAX];
        moves[..found.len()].copy_from_slice(found);
        Some(Near {
            role,
            to,
            len: found.len() as u8,
            moves,
        })
    }

    fn as_slice(&self) -> &[Move] {
        &self.moves[..usize::from(self.len).min(Near::MAX)]
    }
}

/// The legal moves of a position, looked up through its [`MoveCache`].
/// `pos` and `cache` belong together: the cache holds answers about `pos`
/// only.
#[derive(Clone, Copy, Debug)]
pub struct LegalMoves<'a> {
    pos: &'a Chess,
    cache: &'a MoveCache,
}

impl<'a> LegalMoves<'a> {
    /// The legal moves of `pos`, kept in `cache` (which must be empty or
    /// hold answers about `pos`).
    pub(crate) fn new(pos: &'a Chess, cache: &'a MoveCache) -> LegalMoves<'a> {
        LegalMoves { pos, cache }
    }

    pub(crate) fn position(&self) -> &'a Chess {
        self.pos
    }

    /// Every legal move, in shakmaty's order (generated on first use).
    pub(crate) fn as_slice(&self) -> &'a [Move] {
        let pos = self.pos;
        self.cache.all.get_or_init(|| pos.legal_moves())
    }

    /// True once every legal move has been generated.
    pub(crate) fn is_generated(&self) -> bool {
        self.cache.all.get().is_some()
    }

    /// True when the side to move has no legal move; `check`: whether it
    /// is in check (the caller knows it already).
    pub(crate) fn is_empty_given(&self, check: bool) -> bool {
        if check || self.is_generated() {
            return self.as_slice().is_empty();
        }
        !self.likely_move_is_legal() && self.as_slice().is_empty()
    }

    /// True when the side to move has no legal move.
    pub fn is_empty(&self) -> bool {
        self.is_empty_given(self.pos.is_check())
    }

    /// Is one of a few likely moves legal (not in check)? A pawn step to
    /// the first two empty squares before the side's pawns, then a king
    /// step to the first three squares next to the king that no own piece
    /// holds: each is one shakmaty question about one target square.
    fn likely_move_is_legal(&self) -> bool {
        let pos = self.pos;
        let empty = !pos.board().occupied();
        let pawns = pos.our(Role::Pawn);
        let steps = match pos.turn() {
            Color::White => pawns.shift(8),
            Color::Black => pawns.shift(-8),
        } & empty;
        if steps
            .into_iter()
            .take(2)
            .any(|to| !pos.san_candidates(Role::Pawn, to).is_empty())
        {
            return true;
        }
        let king_squares = pos
            .our(Role::King)
            .first()
            .map_or(Bitboard::EMPTY, shakmaty::attacks::king_attacks)
            & !pos.us();
        king_squares
            .into_iter()
            .take(3)
            .any(|to| !pos.san_candidates(Role::King, to).is_empty())
    }

    /// Calls `f` with each legal move of `role` to `to`, castling aside,
    /// in the order shakmaty's [`Position::san_candidates`] gives them.
    pub(crate) fn each_of_role_to(&self, role: Role, to: Square, mut f: impl FnMut(Move)) {
        if let Some(all) = self.cache.all.get() {
            for m in all {
                let fits = match *m {
                    Move::Normal { role: r, to: t, .. } | Move::Put { role: r, to: t } => {
                        r == role && t == to
                    }
                    Move::EnPassant { to: t, .. } => role == Role::Pawn && t == to,
                    Move::Castle { .. } => false,
                };
                if fits {
                    f(*m);
                }
            }
            return;
        }
        if let Some(near) = self.cache.near.get()
            && near.role == role
            && near.to == to
        {
            near.as_slice().iter().copied().for_each(f);
            return;
        }
        let found = self.pos.san_candidates(role, to);
        self.cache.near.set(Near::new(role, to, &found));
        found.iter().copied().for_each(f);
    }

    /// Calls `f` with each castling move to `side`.
    pub(crate) fn each_castle_to(&self, side: CastlingSide, f: impl FnMut(Move)) {
        match self.cache.all.get() {
            Some(all) => all
                .iter()
                .filter(|m| m.castling_side() == Some(side))
                .copied()
                .for_each(f),
            None => self.pos.castling_moves(side).iter().copied().for_each(f),
        }
    }

    /// True when `mv` is legal.
    pub(crate) fn contains(&self, mv: Move) -> bool {
        let mut found = false;
        match mv {
            Move::Castle { .. } => {
                if let Some(side) = mv.castling_side() {
                    self.each_castle_to(side, |m| found |= m == mv);
                }
            }
            Move::Normal { role, to, .. } | Move::Put { role, to } => {
                self.each_of_role_to(role, to, |m| found |= m == mv)
            }
            Move::EnPassant { to, .. } => {
                self.each_of_role_to(Role::Pawn, to, |m| found |= m == mv)
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::position as pos;

    /// Positions with few and many moves, castling, en passant,
    /// promotions, check, mate and stalemate, and those of random games.
    fn positions() -> Vec<Chess> {
        let mut all: Vec<Chess> = [
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
            "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1",
            "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
            "7k/8/8/8/8/8/8/K7 w - - 0 1",
            // Stalemate: no legal move, not in check.
            "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
            // Mate.
            "6rk/5Npp/8/8/8/8/8/K7 b - - 0 1",
            // Not in check; pawns blocked, king boxed in, only a bishop
            // moves: the likely moves all fail and every move is asked.
            "7k/7p/7P/8/8/8/8/b5RK b - - 0 1",
            "7k/8/8/8/8/8/p7/K1b5 w - - 0 1",
        ]
        .iter()
        .map(|f| pos(f))
        .collect();
        let mut random = crate::testing::Random::new(0x9e37_79b9_7f4a_7c15);
        all.extend(crate::testing::random_game_positions(&mut random, 8, 100));
        all
    }

    #[test]
    fn emptiness_is_exact_whatever_was_asked_before() {
        for p in positions() {
            let want = p.legal_moves().is_empty();
            let cache = MoveCache::default();
            assert_eq!(LegalMoves::new(&p, &cache).is_empty(), want, "{p:?}");
            // Asked again of the same cache (which may now hold every
            // move), then of a cache that holds every move.
            assert_eq!(LegalMoves::new(&p, &cache).is_empty(), want);
            let cache = MoveCache::default();
            let legal = LegalMoves::new(&p, &cache);
            assert_eq!(legal.as_slice(), p.legal_moves().as_slice());
            assert_eq!(legal.is_empty(), want);
        }
        assert!(
            LegalMoves::new(
                &pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
                &MoveCache::default()
            )
            .is_empty()
        );
        assert!(
            !LegalMoves::new(
                &pos("7k/7p/7P/8/8/8/8/b5RK b - - 0 1"),
                &MoveCache::default()
            )
            .is_empty()
        );
    }

    /// The moves of a kind to a square are shakmaty's candidates, in their
    /// order, whether asked first, asked again, or picked from every move.
    #[test]
    fn moves_of_a_kind_to_a_square_are_the_same_every_way() {
        let roles = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ];
        for p in positions() {
            let asked = MoveCache::default();
            let listed = MoveCache::default();
            let listed_view = LegalMoves::new(&p, &listed);
            let _ = listed_view.as_slice();
            for to in Square::ALL {
                for role in roles {
                    let want: Vec<Move> = p.san_candidates(role, to).to_vec();
                    for view in [
                        LegalMoves::new(&p, &asked),
                        LegalMoves::new(&p, &asked),
                        listed_view,
                    ] {
                        let mut got = Vec::new();
                        view.each_of_role_to(role, to, |m| got.push(m));
                        assert_eq!(got, want, "{role:?} {to} {p:?}");
                    }
                }
            }
            for m in p.legal_moves() {
                assert!(
                    LegalMoves::new(&p, &MoveCache::default()).contains(m),
                    "{m}"
                );
                assert!(listed_view.contains(m), "{m}");
            }
            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                let want = p.castling_moves(side).to_vec();
                let mut got = Vec::new();
                listed_view.each_castle_to(side, |m| got.push(m));
                assert_eq!(got, want);
                got.clear();
                LegalMoves::new(&p, &MoveCache::default()).each_castle_to(side, |m| got.push(m));
                assert_eq!(got, want);
            }
        }
    }

    /// A cache cleared for a new position answers about that position.
    #[test]
    fn a_cleared_cache_forgets_the_position_before() {
        let before = Chess::default();
        let after = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        let mut cache = MoveCache::default();
        {
            let legal = LegalMoves::new(&before, &cache);
            let _ = legal.as_slice();
            let mut n = 0;
            legal.each_of_role_to(Role::Knight, Square::F3, |_| n += 1);
            assert_eq!(n, 1);
        }
        cache.clear();
        let legal = LegalMoves::new(&after, &cache);
        let mut n = 0;
        legal.each_of_role_to(Role::Knight, Square::F3, |_| n += 1);
        assert_eq!(n, 0);
        assert_eq!(legal.as_slice(), after.legal_moves().as_slice());
    }
}
