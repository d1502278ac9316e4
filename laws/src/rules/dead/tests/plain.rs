//! Second, plain searches to check the engine against: no static layer, no
//! move ordering, no transposition table beyond "each position once".

use std::collections::HashSet;

use shakmaty::{Chess, Color, Position};

use super::super::Verdict;
use crate::rules::PositionKey;

/// Every position reachable from `pos`, pruned only where `side` has
/// insufficient material. `Dead` when it ends within `budget` positions
/// without a mate by `side`.
pub(super) fn plain_exhaustive(pos: &Chess, side: Color, budget: usize) -> Verdict {
    if pos.is_checkmate() {
        return if pos.turn() == side {
            Verdict::Dead
        } else {
            Verdict::CanMate
        };
    }
    let mut seen: HashSet<PositionKey> = HashSet::new();
    seen.insert(PositionKey::of(pos));
    let mut stack = vec![pos.clone()];
    while let Some(here) = stack.pop() {
        if here.has_insufficient_material(side) {
            continue;
        }
        for mv in here.legal_moves() {
            let mut next = here.clone();
            next.play_unchecked(mv);
            if !seen.insert(PositionKey::of(&next)) {
                continue;
            }
            if next.turn() != side && next.is_checkmate() {
                return Verdict::CanMate;
            }
            if seen.len() > budget {
                return Verdict::Unknown;
            }
            stack.push(next);
        }
    }
    Verdict::Dead
}

/// A helpmate by `side` within `plies`, by plain depth-first search.
pub(super) fn plain_helpmate(pos: &Chess, side: Color, plies: u32) -> bool {
    if plies == 0 {
        return false;
    }
    for mv in pos.legal_moves() {
        let mut next = pos.clone();
        next.play_unchecked(mv);
        if pos.turn() == side && next.is_checkmate() {
            return true;
        }
        if plain_helpmate(&next, side, plies - 1) {
            return true;
        }
    }
    false
}
