//! The static layer: which pawns can never move again, and the squares
//! every other unit can ever stand on and ever attack, found without
//! playing a move. docs/rules.md has the argument.
//!
//! The sets are over-approximations of the future, built as a fixpoint:
//! start by assuming that every pawn blocked head-on by a pawn is *fixed*
//! (never moves, never captured), flood every other unit's squares with the
//! fixed pawns as walls, and release every fixed pawn that one of those
//! sets shows could move, capture or be captured; repeat until nothing is
//! released. What is left fixed stays fixed in every continuation (an
//! induction over the moves), and every unit stays within its set.
//!
//! The sets depend only on the pawns, the material and which region each
//! piece stands in, none of which a move changes unless it moves a pawn,
//! captures, castles or gives up a castling right: so the answers here
//! stay true while the game's [`super::Key`] stays the same.

use shakmaty::{Bitboard, Chess, Color, Piece, Position, Rank, Role, Square, attacks};

/// One unit (a piece, or a pawn that is not fixed) with what it can ever do.
#[derive(Clone, Debug)]
pub(crate) struct Unit {
    /// Where it stands now.
    pub square: Square,
    /// What it is now.
    pub piece: Piece,
    /// Squares it can ever stand on.
    pub reach: Bitboard,
    /// Squares it can ever attack (give check on, capture on).
    pub attacks: Bitboard,
    /// A pawn that may promote: it may become anything, anywhere.
    pub wild: bool,
}

/// The static analysis of a position.
#[derive(Clone, Debug)]
pub(crate) struct Reach {
    /// The pawns that never move and are never captured.
    pub fixed: Bitboard,
    /// Every other unit.
    pub units: Vec<Unit>,
}

/// Squares attacked by the pawns of `color` standing on `pawns`.
fn pawn_attack_set(pawns: Bitboard, color: Color) -> Bitboard {
    let mut set = Bitboard::EMPTY;
    for sq in pawns {
        set |= attacks::pawn_attacks(color, sq);
    }
    set
}

/// The square in front of a pawn of `color` on `sq`, if any.
fn ahead(color: Color, sq: Square) -> Option<Square> {
    match color {
        Color::White => sq.offset(8),
        Color::Black => sq.offset(-8),
    }
}

impl Reach {
    /// The analysis, or `None` where it does not apply (a castling right or
    /// an en-passant capture on the board: moves the flood fill does not
    /// model).
    pub(crate) fn of(pos: &Chess) -> Option<Reach> {
        if pos.castles().castling_rights().any() || pos.maybe_ep_square().is_some() {
            return None;
        }
        let board = pos.board();
        let pawns = board.pawns();
        let kings = board.kings();
        // Candidates: pawns with a pawn or a king right in front of them.
        let mut fixed = Bitboard::EMPTY;
        for sq in pawns {
            let color = board.color_at(sq)?;
            if ahead(color, sq).is_some_and(|a| (pawns | kings).contains(a)) {
                fixed.add(sq);
            }
        }
        loop {
            // A fixed pawn needs a fixed pawn, or a king that never moves,
            // in front of it (the kings are checked after the flood).
            let mut changed = true;
            while changed {
                changed = false;
                for sq in fixed {
                    let color = board.color_at(sq)?;
                    if !ahead(color, sq).is_some_and(|a| (fixed | kings).contains(a)) {
                        fixed.discard(sq);
                        changed = true;
                    }
                }
            }
            let units = Reach::flood(pos, fixed);
            let mut released = Reach::released(pos, fixed, &units);
            // A king in front of a fixed pawn must be walled in where it
            // stands.
            for sq in fixed {
                let Some(color) = board.color_at(sq) else {
                    continue;
                };
                if let Some(a) = ahead(color, sq)
                    && kings.contains(a)
                    && !units
                        .iter()
                        .any(|u| u.square == a && u.reach == Bitboard::from_square(a))
                {
                    released.add(sq);
                }
            }
            if released.is_empty() {
                return Some(Reach { fixed, units });
            }
            fixed &= !released;
        }
    }

    /// Every unit's sets, given the fixed pawns.
    fn flood(pos: &Chess, fixed: Bitboard) -> Vec<Unit> {
        let board = pos.board();
        let fixed_of = |c: Color| fixed & board.by_color(c);
        let fixed_attacks = [
            pawn_attack_set(fixed_of(Color::White), Color::White),
            pawn_attack_set(fixed_of(Color::Black), Color::Black),
        ];
        let mut units = Vec::new();
        for (sq, piece) in board {
            if fixed.contains(sq) {
                continue;
            }
            let mut unit = Unit {
                square: sq,
                piece,
                reach: Bitboard::from_square(sq),
                attacks: Bitboard::EMPTY,
                wild: false,
            };
            if piece.role != Role::Pawn {
                // A king never steps onto a square a fixed enemy pawn
                // attacks; nothing steps onto a fixed pawn.
                let forbidden = if piece.role == Role::King {
                    fixed_attacks[index(!piece.color)]
                } else {
                    Bitboard::EMPTY
                };
                let mut frontier = unit.reach;
                while let Some(from) = frontier.pop_front() {
                    let seen = attacks::attacks(from, piece, fixed);
                    unit.attacks |= seen;
                    let new = seen & !fixed & !forbidden & !unit.reach;
                    unit.reach |= new;
                    frontier |= new;
                }
            }
            units.push(unit);
        }
        // Pawns that are not fixed: pushes where no fixed pawn stands in the
        // way, captures where an enemy unit may ever stand; repeated until
        // no set grows, as the sets feed each other.
        let mut grew = true;
        while grew {
            grew = false;
            for i in 0..units.len() {
                if units[i].piece.role != Role::Pawn || units[i].wild {
                    continue;
                }
                let color = units[i].piece.color;
                let enemy_reach = units
                    .iter()
                    .filter(|u| u.piece.color != color && u.piece.role != Role::King)
                    .fold(Bitboard::EMPTY, |acc, u| {
                        acc | if u.wild { Bitboard::FULL } else { u.reach }
                    });
                let stop = fixed | Reach::stopper(pos, fixed, &units, i);
                let mut reach = units[i].reach;
                let mut frontier = reach;
                while let Some(from) = frontier.pop_front() {
                    let mut new = Bitboard::EMPTY;
                    if let Some(a) = ahead(color, from)
                        && !stop.contains(a)
                    {
                        new.add(a);
                        if from.rank() == color.relative_rank(Rank::Second)
                            && let Some(b) = ahead(color, a)
                            && !stop.contains(b)
                        {
                            new.add(b);
                        }
                    }
                    new |= attacks::pawn_attacks(color, from) & enemy_reach;
                    new &= !reach;
                    reach |= new;
                    frontier |= new;
                }
                let attacked = pawn_attack_set(reach, color);
                let last = Bitboard::from_rank(color.relative_rank(Rank::Eighth));
                let unit = &mut units[i];
                if reach != unit.reach || attacked != unit.attacks {
                    grew = true;
                    unit.reach = reach;
                    unit.attacks = attacked;
                }
                if reach.intersects(last) {
                    unit.wild = true;
                    unit.reach = Bitboard::FULL;
                    unit.attacks = Bitboard::FULL;
                    grew = true;
                }
            }
        }
        units
    }

    /// Squares the pawn unit `i` can never push onto because of the first
    /// pawn in front of it on its file, as the sets stand: a pawn that
    /// never leaves its file and is never taken cannot be passed. An enemy
    /// pawn only comes closer, so it bars its own square and beyond; a pawn
    /// of the same colour bars the farthest square it can reach and
    /// beyond. Empty when no such pawn is in front.
    fn stopper(pos: &Chess, fixed: Bitboard, units: &[Unit], i: usize) -> Bitboard {
        let board = pos.board();
        let me = &units[i];
        let color = me.piece.color;
        let file = Bitboard::from_file(me.square.file());
        let mut sq = me.square;
        let front = loop {
            match ahead(color, sq) {
                Some(a) if board.pawns().contains(a) => break a,
                Some(a) => sq = a,
                None => return Bitboard::EMPTY,
            }
        };
        let Some(x) = units.iter().find(|u| u.square == front) else {
            return Bitboard::EMPTY; // a fixed pawn: the walls bar it already
        };
        if x.wild || !(x.reach & !file).is_empty() {
            return Bitboard::EMPTY;
        }
        // Could it be taken: an enemy of it that ever attacks its squares.
        let xc = x.piece.color;
        let attackers = units.iter().filter(|u| u.piece.color != xc).fold(
            pawn_attack_set(fixed & board.by_color(!xc), !xc),
            |acc, u| acc | if u.wild { Bitboard::FULL } else { u.attacks },
        );
        if attackers.intersects(x.reach) {
            return Bitboard::EMPTY;
        }
        // The barred squares: from `bar` on, in my direction.
        let bar = if xc == color {
            // The farthest square of the pawn in front.
            let mut far = x.square;
            while let Some(a) = ahead(color, far).filter(|a| x.reach.contains(*a)) {
                far = a;
            }
            far
        } else {
            x.square
        };
        let mut barred = Bitboard::EMPTY;
        let mut s = Some(bar);
        while let Some(b) = s {
            barred.add(b);
            s = ahead(color, b);
        }
        barred & file
    }

    /// The fixed pawns that the units show could move, capture or be
    /// captured after all.
    fn released(pos: &Chess, fixed: Bitboard, units: &[Unit]) -> Bitboard {
        let board = pos.board();
        let mut released = Bitboard::EMPTY;
        for sq in fixed {
            let Some(color) = board.color_at(sq) else {
                continue;
            };
            // Could it capture: may an enemy unit (or fixed pawn) ever stand
            // where it attacks? Kings are never captured.
            let targets = attacks::pawn_attacks(color, sq);
            let enemy_fixed = fixed & board.by_color(!color);
            let mut free = targets.intersects(enemy_fixed);
            // Could it be captured: does an enemy unit ever attack it? A
            // king cannot take a pawn that a fixed pawn or a piece that
            // never moves and is never taken defends.
            let defended = pawn_attack_set(fixed & board.by_color(color), color).contains(sq)
                || Reach::steady_defenders(pos, fixed, units, color).contains(sq);
            for u in units.iter().filter(|u| u.piece.color != color) {
                if u.piece.role != Role::King && (u.wild || u.reach.intersects(targets)) {
                    free = true;
                }
                let king_blocked = u.piece.role == Role::King && defended;
                if !king_blocked && (u.wild || u.attacks.contains(sq)) {
                    free = true;
                }
            }
            // An enemy fixed pawn attacking it could take it.
            if pawn_attack_set(enemy_fixed, !color).contains(sq) {
                free = true;
            }
            if free {
                released.add(sq);
            }
        }
        released
    }

    /// Squares defended for ever by pieces of `color` (not pawns) that can
    /// never move and are never taken (a king, or a piece that no enemy
    /// unit or fixed pawn ever attacks): they stand there for the rest of
    /// the game.
    fn steady_defenders(pos: &Chess, fixed: Bitboard, units: &[Unit], color: Color) -> Bitboard {
        let board = pos.board();
        let enemy_attacks = units.iter().filter(|u| u.piece.color != color).fold(
            pawn_attack_set(fixed & board.by_color(!color), !color),
            |acc, u| acc | if u.wild { Bitboard::FULL } else { u.attacks },
        );
        units
            .iter()
            .filter(|u| {
                u.piece.color == color
                    && u.piece.role != Role::Pawn
                    && u.reach == Bitboard::from_square(u.square)
                    && (u.piece.role == Role::King || !enemy_attacks.contains(u.square))
            })
            .fold(Bitboard::EMPTY, |acc, u| {
                // Only what no piece can ever step between: the squares
                // next to it, or a knight's.
                acc | attacks::attacks(u.square, u.piece, Bitboard::FULL)
            })
    }

    /// The unit of the king of `color`.
    pub(crate) fn king(&self, color: Color) -> Option<&Unit> {
        self.units.iter().find(|u| u.piece == Role::King.of(color))
    }

    /// Squares the fixed pawns of `color` attack, for ever.
    pub(crate) fn fixed_attacks(&self, pos: &Chess, color: Color) -> Bitboard {
        pawn_attack_set(self.fixed & pos.board().by_color(color), color)
    }

    /// Every pawn is fixed (nothing is ever captured by or of a pawn).
    #[cfg(test)]
    pub(crate) fn all_pawns_fixed(&self, pos: &Chess) -> bool {
        self.fixed == pos.board().pawns()
    }

    /// The units of `side` other than its king that can ever attack a
    /// square of `region`.
    pub(crate) fn attackers(&self, side: Color, region: Bitboard) -> Vec<&Unit> {
        self.units
            .iter()
            .filter(|u| u.piece.color == side && u.piece.role != Role::King)
            .filter(|u| u.wild || u.attacks.intersects(region))
            .collect()
    }

    /// `side` can never give check: none of its units can ever attack a
    /// square the enemy king can ever stand on.
    #[cfg(test)]
    pub(crate) fn never_checks(&self, pos: &Chess, side: Color) -> bool {
        self.king(!side).is_some_and(|king| {
            !self.fixed_attacks(pos, side).intersects(king.reach)
                && self.attackers(side, king.reach).is_empty()
        })
    }

    /// Proves that `side` can never checkmate: it can never give check, or
    /// it checks only with bishops of one square colour and there is no
    /// square where such a check could be mate (the king always has a
    /// neighbour of the other colour that nothing can ever cover or block).
    pub(crate) fn never_mates(&self, pos: &Chess, side: Color) -> bool {
        let Some(king) = self.king(!side) else {
            return false;
        };
        let region = king.reach;
        // A fixed pawn checking the king now (it can never stand on such a
        // square again, but stands there).
        if self.fixed_attacks(pos, side).contains(king.square) {
            return false;
        }
        let checkers = self.attackers(side, region);
        if checkers.is_empty() {
            return true;
        }
        if self.pawn_checks_only(pos, side, region, &checkers) {
            return true;
        }
        if !checkers
            .iter()
            .all(|u| u.piece.role == Role::Bishop && !u.wild)
        {
            return false;
        }
        let dark = checkers[0].square.is_dark();
        if checkers.iter().any(|u| u.square.is_dark() != dark) {
            return false;
        }
        let colour = if dark {
            Bitboard::DARK_SQUARES
        } else {
            Bitboard::LIGHT_SQUARES
        };
        let checked = checkers
            .iter()
            .fold(Bitboard::EMPTY, |acc, u| acc | u.attacks);
        // The winner's king can cover the squares next to its own.
        let own_king_covers = self.king(side).map_or(Bitboard::EMPTY, |k| {
            k.reach
                .into_iter()
                .fold(Bitboard::EMPTY, |acc, s| acc | attacks::king_attacks(s))
        });
        let blockers: Vec<&Unit> = self
            .units
            .iter()
            .filter(|u| u.piece.color == !side && u.piece.role != Role::King)
            .collect();
        for s in region & colour & checked {
            // Escapes of the other colour, which no bishop of this colour
            // ever covers: each must be blocked by one of the loser's own
            // pieces, or covered by the winner's king.
            let escapes = attacks::king_attacks(s) & region & !colour;
            let need = escapes & !own_king_covers;
            let able: Vec<&&Unit> = blockers
                .iter()
                .filter(|u| u.wild || u.reach.intersects(need))
                .collect();
            let all_blockable = need
                .into_iter()
                .all(|e| blockers.iter().any(|u| u.wild || u.reach.contains(e)));
            if all_blockable && need.count() <= able.len() {
                return false;
            }
        }
        true
    }
}

impl Reach {
    /// Only pawns of `side` can ever check, and never from a square that
    /// anything of `side` defends: every check is by one pawn next to the
    /// king (no piece can ever attack the king's squares, so no check is
    /// discovered or double), and the king can always take it.
    fn pawn_checks_only(
        &self,
        pos: &Chess,
        side: Color,
        region: Bitboard,
        checkers: &[&Unit],
    ) -> bool {
        if !checkers
            .iter()
            .all(|u| u.piece.role == Role::Pawn && !u.wild)
        {
            return false;
        }
        let defended = self
            .units
            .iter()
            .filter(|u| u.piece.color == side)
            .fold(self.fixed_attacks(pos, side), |acc, u| {
                acc | if u.wild { Bitboard::FULL } else { u.attacks }
            });
        checkers.iter().all(|u| {
            u.reach
                .into_iter()
                .filter(|&s| attacks::pawn_attacks(side, s).intersects(region))
                .all(|s| !defended.contains(s))
        })
    }
}

fn index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}
