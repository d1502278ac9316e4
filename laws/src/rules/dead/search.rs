//! The dynamic layers: a helpmate search that looks for a mate by one side
//! (both sides cooperating), and an enumeration of every reachable
//! position that proves there is none, pruned wherever the static layer
//! proves it for the rest of the game.

use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

use shakmaty::{Chess, Color, EnPassantMode, Move, Position, Role, Square, zobrist::Zobrist64};

use super::reach::Reach;
use super::{Key, Verdict};
use crate::rules::{FastHasher, PositionKey};

type Fast = BuildHasherDefault<FastHasher>;

/// Can `side` provably never mate from `pos`, for a reason that holds
/// without looking at moves: material, or the static layer?
pub(crate) fn statically_dead(pos: &Chess, side: Color) -> bool {
    pos.has_insufficient_material(side) || Reach::of(pos).is_some_and(|r| r.never_mates(pos, side))
}

/// Has the side that is not to move just been checkmated by `side`?
fn mated_by(pos: &Chess, side: Color) -> bool {
    pos.turn() != side && pos.is_check() && pos.is_checkmate()
}

/// Enumerates every position reachable from `pos` (positions are the same
/// when the same pieces stand on the same squares, with the same player to
/// move, castling rights and en-passant captures, 9.2.3: their futures are
/// the same), not following any line past a position from which `side`
/// provably never mates (material, or the static layer). `Dead` only when
/// the enumeration is complete and no position in it is a mate by `side`.
/// The caller has found no static proof for `pos` itself.
pub(crate) fn exhaustive(pos: &Chess, side: Color, budget: usize) -> Verdict {
    let mut seen: HashSet<PositionKey, Fast> = HashSet::default();
    seen.insert(PositionKey::of(pos));
    let mut stack = vec![pos.clone()];
    while let Some(here) = stack.pop() {
        let key = Key::of(&here);
        // The most promising line is pushed last, so searched first.
        for mv in ordered(&here, side).into_iter().rev() {
            let mut next = here.clone();
            next.play_unchecked(mv);
            if !seen.insert(PositionKey::of(&next)) {
                continue;
            }
            if mated_by(&next, side) {
                return Verdict::CanMate;
            }
            if seen.len() > budget {
                return Verdict::Unknown;
            }
            if next.has_insufficient_material(side) {
                continue;
            }
            // The static layer's answer changes only with the key: where the
            // key is the same, it is the (failed) answer of `here`.
            if Key::of(&next) != key && statically_dead(&next, side) {
                continue;
            }
            stack.push(next);
        }
    }
    Verdict::Dead
}

/// Is there a helpmate for `side` within `max_plies`, found within
/// `budget` nodes? Iterative deepening, so short mates are found first;
/// moves that bring the winner's pieces to the losing king, push pawns
/// and capture are tried first, and positions already searched to the
/// same depth are not searched again.
pub(crate) fn helpmate(pos: &Chess, side: Color, max_plies: u32, budget: usize) -> bool {
    let mut search = Helpmate {
        side,
        nodes: 0,
        budget,
        table: HashMap::default(),
    };
    // The mate falls on a move of `side`: an odd ply when `side` is to move.
    let mut depth = if pos.turn() == side { 1 } else { 2 };
    while depth <= max_plies {
        match search.at(pos, depth) {
            Some(true) => return true,
            Some(false) => depth += 2,
            None => return false,
        }
    }
    false
}

struct Helpmate {
    side: Color,
    nodes: usize,
    budget: usize,
    /// Positions (by hash) searched to at least this depth without a mate.
    /// A collision can only hide a mate: never a false "dead", as this
    /// search proves only "can mate".
    table: HashMap<u64, u32, Fast>,
}

impl Helpmate {
    /// `Some(true)`: a helpmate within `depth` plies; `Some(false)`: none;
    /// `None`: budget spent.
    fn at(&mut self, pos: &Chess, depth: u32) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let mover = pos.turn();
        if depth == 0 || (depth == 1 && mover != self.side) {
            return Some(false);
        }
        if pos.has_insufficient_material(self.side) {
            return Some(false);
        }
        let hash = pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0;
        if self.table.get(&hash).is_some_and(|&d| d >= depth) {
            return Some(false);
        }
        for mv in ordered(pos, self.side) {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            if mover == self.side && depth == 1 {
                if mated_by(&next, self.side) {
                    return Some(true);
                }
                continue;
            }
            if self.at(&next, depth - 1)? {
                return Some(true);
            }
        }
        self.table.insert(hash, depth);
        Some(false)
    }
}

/// The legal moves of `pos`, the most promising for a mate by `side`
/// first.
fn ordered(pos: &Chess, side: Color) -> Vec<Move> {
    let Some(target) = pos.board().king_of(!side) else {
        return pos.legal_moves().into_iter().collect();
    };
    let mut moves: Vec<(i32, Move)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| (promise(pos, m, side, target), m))
        .collect();
    moves.sort_by_key(|(score, _)| -score);
    moves.into_iter().map(|(_, m)| m).collect()
}

/// How promising a move is for a mate by `side` against the king on
/// `target`.
fn promise(pos: &Chess, mv: Move, side: Color, target: Square) -> i32 {
    let mut score = 0;
    let winner = pos.turn() == side;
    if let Some(p) = mv.promotion() {
        score += if p == Role::Queen { 60 } else { 20 };
    }
    if mv.is_capture() {
        score += if winner { 30 } else { -30 };
    }
    if mv.role() == Role::Pawn {
        score += if winner { 20 } else { 10 };
    }
    let (Some(from), to) = (mv.from(), mv.to()) else {
        return score;
    };
    if winner {
        if from.distance(target) > to.distance(target) {
            score += 10;
        }
    } else if mv.role() == Role::King {
        // The losing king heads for the edge, where mates are.
        let edge = |s: Square| {
            let f = i32::from(s.file() as u8);
            let r = i32::from(s.rank() as u8);
            f.min(7 - f).min(r).min(7 - r)
        };
        if edge(to) < edge(from) {
            score += 10;
        }
    }
    score
}
