//! Dead positions (5.2.2) and "cannot checkmate by any series of legal
//! moves" (5.1.2, 6.9, 7.5.5), decided by proofs and a search rather than by
//! material alone. docs/rules.md has the argument for every layer.
//!
//! Every answer "dead" here is a proof; when no layer can prove it, the
//! answer is "not dead" (a player who might still mate is never robbed of
//! the win). The layers, cheapest first:
//!
//! 1. Material: shakmaty's insufficient-material test, which is exact in the
//!    direction needed (it says "insufficient" only when no series of legal
//!    moves mates).
//! 2. Frozen pawns ([`Frozen`]): when every pawn stands blocked head-on by a
//!    pawn and no piece can ever reach a square from which it captures a pawn
//!    or is captured by one, the pawns are walls forever. The squares each
//!    piece can ever reach are then a flood fill between those walls; if no
//!    piece of a side can ever attack a square its opponent's king can ever
//!    stand on, that side can never give check, so never mate.
//! 3. A helpmate search (both sides cooperate), iterative deepening within a
//!    node budget: a mate found means "can mate", for certain.
//! 4. An exhaustive search of every position reachable from here, within a
//!    budget of distinct positions: if all of them are enumerated and none
//!    is a mate, no series of legal moves leads to one.

use std::collections::HashSet;

use shakmaty::{Bitboard, Chess, Color, Piece, Position, Role, attacks};

use super::PositionKey;

/// What the search could decide about one side's chances to mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Proved: no series of legal moves lets this side checkmate.
    Dead,
    /// A series of legal moves that ends in this side's mate was found.
    CanMate,
    /// Neither proved within the budget: treated as "can mate".
    Unknown,
}

/// Distinct positions the exhaustive search may visit after a move, in a
/// position that passed the cheap pre-filter (every pawn blocked).
const PER_MOVE_POSITIONS: usize = 20_000;
/// Distinct positions the exhaustive search may visit when the game is
/// about to be scored as a loss (flag fall, resignation, illegal moves).
const SCORING_POSITIONS: usize = 50_000;
/// Nodes of the helpmate search.
const HELPMATE_NODES: usize = 4_000;
/// Deepest helpmate tried, in plies.
const HELPMATE_PLIES: u32 = 9;

/// Is the position dead (5.2.2): can neither player checkmate by any series
/// of legal moves? Cheap unless every pawn on the board is blocked head-on.
pub(crate) fn is_dead(pos: &Chess) -> bool {
    if pos.is_insufficient_material() {
        return true;
    }
    if !all_pawns_blocked(pos) {
        return false;
    }
    if let Some(frozen) = Frozen::prove(pos)
        && frozen.never_checks(Color::White)
        && frozen.never_checks(Color::Black)
    {
        return true;
    }
    exhaustive(pos, None, PER_MOVE_POSITIONS) == Verdict::Dead
}

/// Can `side` checkmate its opponent by any series of legal moves from
/// here (5.1.2, 6.9)? Spends more effort than [`is_dead`]: it is asked only
/// when a game is about to be scored as a loss.
pub(crate) fn can_mate(pos: &Chess, side: Color) -> Verdict {
    if pos.has_insufficient_material(side) {
        return Verdict::Dead;
    }
    if let Some(frozen) = Frozen::prove(pos)
        && frozen.never_checks(side)
    {
        return Verdict::Dead;
    }
    if helpmate(pos, side, HELPMATE_PLIES, HELPMATE_NODES) {
        return Verdict::CanMate;
    }
    exhaustive(pos, Some(side), SCORING_POSITIONS)
}

/// The cheap pre-filter: there is at least one pawn, and every pawn has a
/// pawn (of either colour) on the square in front of it, so no pawn can be
/// pushed now.
fn all_pawns_blocked(pos: &Chess) -> bool {
    let board = pos.board();
    let pawns = board.pawns();
    if pawns.is_empty() {
        return false;
    }
    let white_fronts = (pawns & board.white()).shift(8);
    let black_fronts = (pawns & board.black()).shift(-8);
    // A white pawn on the seventh rank has its front square on the eighth,
    // where no pawn can stand: such a pawn is never blocked.
    white_fronts.is_subset(pawns) && black_fronts.is_subset(pawns)
}

/// Squares attacked by the pawns of `color`.
fn pawn_attack_set(pawns: Bitboard, color: Color) -> Bitboard {
    let mut set = Bitboard::EMPTY;
    for sq in pawns {
        set |= attacks::pawn_attacks(color, sq);
    }
    set
}

/// A piece other than a pawn, with the squares it can ever stand on and the
/// squares it can ever attack, given that the pawns never move.
struct Mover {
    piece: Piece,
    reach: Bitboard,
    attacks: Bitboard,
}

/// The proof that no pawn will ever move or be captured (layer 2).
struct Frozen {
    movers: Vec<Mover>,
    /// Squares the pawns of each colour attack, forever.
    pawn_attacks: [Bitboard; 2],
}

fn index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Frozen {
    /// Proves that the pawns are frozen for the rest of the game, or gives
    /// up (`None`). The argument is by induction over the moves; see
    /// docs/rules.md.
    fn prove(pos: &Chess) -> Option<Frozen> {
        if !all_pawns_blocked(pos) {
            return None;
        }
        // Castling moves the rook through squares the flood fill below does
        // not model; an en-passant capture may be legal on the next move.
        if pos.castles().castling_rights().any() || pos.maybe_ep_square().is_some() {
            return None;
        }
        let board = pos.board();
        let walls = board.pawns();
        let pawns_of = |c: Color| walls & board.by_color(c);
        let pawn_attacks = [
            pawn_attack_set(pawns_of(Color::White), Color::White),
            pawn_attack_set(pawns_of(Color::Black), Color::Black),
        ];
        // No pawn can capture a pawn now (and, as no pawn moves, never).
        for color in Color::ALL {
            if pawn_attacks[index(color)].intersects(pawns_of(!color)) {
                return None;
            }
        }
        let mut movers = Vec::new();
        for (sq, piece) in board {
            if piece.role == Role::Pawn {
                continue;
            }
            let enemy = index(!piece.color);
            // A king never steps onto a square an enemy pawn attacks; the
            // pawns that attack are there for ever.
            let forbidden = if piece.role == Role::King {
                pawn_attacks[enemy]
            } else {
                Bitboard::EMPTY
            };
            let mut reach = Bitboard::from_square(sq);
            let mut frontier = reach;
            let mut attacked = Bitboard::EMPTY;
            while let Some(from) = frontier.pop_front() {
                let seen = attacks::attacks(from, piece, walls);
                attacked |= seen;
                let new = seen & !walls & !forbidden & !reach;
                reach |= new;
                frontier |= new;
            }
            // It might be captured by a pawn: it can stand where an enemy
            // pawn attacks.
            if reach.intersects(pawn_attacks[enemy]) {
                return None;
            }
            // It might capture a pawn. A king cannot take a pawn that
            // another pawn defends.
            let takeable = if piece.role == Role::King {
                pawns_of(!piece.color) & !pawn_attacks[enemy]
            } else {
                pawns_of(!piece.color)
            };
            if attacked.intersects(takeable) {
                return None;
            }
            movers.push(Mover {
                piece,
                reach,
                attacks: attacked,
            });
        }
        Some(Frozen {
            movers,
            pawn_attacks,
        })
    }

    /// Can `side` never give check? Then it can never mate.
    fn never_checks(&self, side: Color) -> bool {
        let Some(king) = self.movers.iter().find(|m| m.piece == Role::King.of(!side)) else {
            return false;
        };
        if king.reach.intersects(self.pawn_attacks[index(side)]) {
            return false;
        }
        self.movers
            .iter()
            .filter(|m| m.piece.color == side && m.piece.role != Role::King)
            .all(|m| !m.attacks.intersects(king.reach))
    }
}

/// Has the side that is not to move just been checkmated by `side` (or by
/// anyone, when `side` is `None`)?
fn mated_by(pos: &Chess, side: Option<Color>) -> bool {
    side.is_none_or(|s| pos.turn() != s) && pos.is_checkmate()
}

/// Is there no point in searching on from here: the side(s) asked about
/// have insufficient material?
fn hopeless(pos: &Chess, side: Option<Color>) -> bool {
    match side {
        Some(s) => pos.has_insufficient_material(s),
        None => pos.is_insufficient_material(),
    }
}

/// Layer 4: enumerates every position reachable from `pos` (positions are
/// the same when the same pieces stand on the same squares, with the same
/// player to move, castling rights and en-passant captures, 9.2.3: their
/// futures are the same). `Dead` only when the enumeration is complete
/// and no reachable position is a mate by `side` (by either, if `None`).
fn exhaustive(pos: &Chess, side: Option<Color>, budget: usize) -> Verdict {
    let mut seen: HashSet<PositionKey> = HashSet::new();
    seen.insert(PositionKey::of(pos));
    let mut stack = vec![pos.clone()];
    while let Some(here) = stack.pop() {
        if hopeless(&here, side) {
            continue;
        }
        for mv in here.legal_moves() {
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
            stack.push(next);
        }
    }
    Verdict::Dead
}

/// Layer 3: is there a helpmate for `side` within `max_plies`, found within
/// `budget` nodes? Iterative deepening, so short mates are found first.
fn helpmate(pos: &Chess, side: Color, max_plies: u32, budget: usize) -> bool {
    let mut nodes = 0;
    // The mate falls on a move of `side`: an odd ply when `side` is to move.
    let first = if pos.turn() == side { 1 } else { 2 };
    let mut depth = first;
    while depth <= max_plies {
        match helpmate_at(pos, side, depth, &mut nodes, budget) {
            Some(true) => return true,
            Some(false) => depth += 2,
            None => return false,
        }
    }
    false
}

/// `Some(true)`: a helpmate in exactly `depth` plies or fewer along this
/// line; `Some(false)`: none; `None`: budget spent.
fn helpmate_at(
    pos: &Chess,
    side: Color,
    depth: u32,
    nodes: &mut usize,
    budget: usize,
) -> Option<bool> {
    *nodes += 1;
    if *nodes > budget {
        return None;
    }
    if depth == 0 || pos.has_insufficient_material(side) {
        return Some(false);
    }
    let mover = pos.turn();
    for mv in pos.legal_moves() {
        let mut next = pos.clone();
        next.play_unchecked(mv);
        if mover == side && depth == 1 {
            if next.is_checkmate() {
                return Some(true);
            }
            continue;
        }
        if helpmate_at(&next, side, depth - 1, nodes, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

#[cfg(test)]
mod tests;
