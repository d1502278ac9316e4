//! Finding the legal move a player meant, or saying in words why there is
//! none. Legality comes from shakmaty; this module only compares and, for
//! a refused move, looks at the board to name the reason.

use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, Move, Piece, Position, Role, Square, attacks,
};

use super::intent::{Intent, Readings};
use crate::rules::LegalMoves;

/// Why castling is not allowed (3.8.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CastlingBlock {
    /// No castling right left on either side: the king has moved.
    KingMoved,
    /// The rook of that side has moved or is gone (its original square).
    RookMoved(Square),
    /// Squares between king and rook are occupied.
    PiecesBetween(Vec<Square>),
    /// The king is in check.
    InCheck,
    /// The king would cross an attacked square.
    ThroughCheck(Square),
    /// The king would land in check.
    IntoCheck(Square),
}

/// Every way a move can be refused, with what a message needs to say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Not readable as a move at all.
    NotAMove,
    /// A piece was named but no target square followed.
    MissingTarget,
    /// Promotion to a king or a pawn.
    BadPromotion(Role),
    /// No piece of this kind (from that file/rank) can go there.
    NoPieceCanReach {
        /// The piece named.
        role: Role,
        /// The target square.
        to: Square,
    },
    /// The player has no such piece (on that file or rank) at all.
    NoSuchPiece {
        /// The piece named.
        role: Role,
    },
    /// The named departure square is empty.
    EmptySquare(Square),
    /// The named departure square holds an opponent's piece.
    NotYourPiece {
        /// The departure square.
        square: Square,
        /// The opponent's piece standing there.
        piece: Piece,
    },
    /// The piece on the departure square is not the one named.
    WrongPiece {
        /// The departure square.
        square: Square,
        /// The piece standing there.
        actual: Role,
        /// The piece the move named.
        said: Role,
    },
    /// That piece cannot move from there to there.
    CannotMoveThere {
        /// The moving piece.
        role: Role,
        /// Its departure square.
        from: Square,
        /// The target square.
        to: Square,
    },
    /// A piece stands in the way: between the squares, or on the target
    /// square of a pawn's straight move.
    Blocked {
        /// The moving piece.
        role: Role,
        /// Its departure square.
        from: Square,
        /// The target square.
        to: Square,
        /// The square of the piece in the way.
        by: Square,
        /// The piece in the way.
        blocker: Role,
    },
    /// The target square holds one of the player's own pieces.
    OwnPieceOnTarget {
        /// The target square.
        to: Square,
        /// The own piece standing there.
        role: Role,
    },
    /// A capture was said but nothing stands there to capture.
    NothingToCapture(Square),
    /// The move would leave or put the own king in check.
    KingInCheck {
        /// The departure square.
        from: Square,
        /// The target square.
        to: Square,
        /// Whose king (the side to move): said by its colour, so the
        /// sentence fits whoever typed the move.
        king: Color,
        /// Whether the king is in check already, before the move.
        in_check_now: bool,
        /// The opponent's pieces giving the check: those giving it now
        /// when `in_check_now`, else those that would give it after the
        /// move (the pinning piece of a pinned one).
        by: Vec<(Square, Role)>,
    },
    /// Castling is not allowed, and why.
    CastlingNotAllowed {
        /// Which side castling was meant.
        side: CastlingSide,
        /// What forbids it.
        why: CastlingBlock,
    },
    /// A pawn reaching the last rank must say what it becomes.
    PromotionMissing {
        /// The pawn's departure square.
        from: Square,
        /// The square on the last rank.
        to: Square,
    },
    /// A promotion piece was given for a move that does not promote.
    NoPromotion {
        /// The target square.
        to: Square,
    },
    /// En passant was said but is not possible.
    NoEnPassant {
        /// The target square said.
        to: Square,
    },
    /// Several legal moves fit; the player must say which.
    Ambiguous(Vec<Move>),
    /// Digits only, but no move in ICCF numeric notation.
    Iccf(super::iccf::IccfProblem),
}

/// Does the legal move `m` fit what the player said?
pub(crate) fn matches(pos: &Chess, intent: &Intent, m: Move) -> bool {
    match *intent {
        Intent::Castle(side) => m.castling_side() == Some(side),
        Intent::Normal {
            role,
            from_file,
            from_rank,
            to,
            capture,
            promotion,
            en_passant,
        } => {
            let Some(from) = m.from() else { return false };
            let target = match m {
                // "Kg1" or "e1g1" is castling when the king goes two squares.
                Move::Castle { king, rook } => {
                    let side = CastlingSide::from_queen_side(rook < king);
                    if to != rook && to != side.king_to(pos.turn()) {
                        return false;
                    }
                    to
                }
                _ => m.to(),
            };
            role.is_none_or(|r| r == m.role())
                && from_file.is_none_or(|f| f == from.file())
                && from_rank.is_none_or(|r| r == from.rank())
                && target == to
                && (!capture || m.is_capture())
                && (!en_passant || m.is_en_passant())
                && promotion == m.promotion()
        }
    }
}

/// The legal moves that fit any of the readings, without duplicates, from
/// the whole move list: slow, for tests that check the fast path.
pub fn candidates(pos: &Chess, intents: &[Intent]) -> Vec<Move> {
    let mut found = Vec::new();
    for m in pos.legal_moves() {
        if intents.iter().any(|i| matches(pos, i, m)) && !found.contains(&m) {
            found.push(m);
        }
    }
    found
}

/// Up to [`Found::MAX`] fitting moves, on the stack (shakmaty's MoveList
/// is 256 moves wide: too big to pass around per keystroke).
pub(crate) struct Found {
    moves: [Move; Found::MAX],
    len: usize,
}

impl Default for Found {
    fn default() -> Found {
        // The filler is never read: only the first `len` slots are.
        let filler = Move::Put {
            role: Role::Pawn,
            to: Square::A1,
        };
        Found {
            moves: [filler; Found::MAX],
            len: 0,
        }
    }
}

impl Found {
    /// More fitting moves than this are not listed in a question.
    pub(crate) const MAX: usize = 8;

    fn add(&mut self, m: Move) {
        if self.as_slice().contains(&m) {
            return;
        }
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = m;
            self.len += 1;
        }
    }

    pub(crate) fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len.min(Found::MAX)]
    }
}

/// Could `to` be where a castling king or rook is named ("Kg1", "e1h1")?
fn castling_target(to: Square) -> bool {
    matches!(
        to,
        Square::A1
            | Square::C1
            | Square::G1
            | Square::H1
            | Square::A8
            | Square::C8
            | Square::G8
            | Square::H8
    )
}

/// The legal moves that fit one tier of readings, found through
/// shakmaty's per-target candidates (as SAN resolution does) rather than by
/// generating every move; with the position's [`LegalMoves`] at hand
/// (`legal`, as the game keeps them) those answers are kept for playing
/// the move, and a tier of many readings, or a position whose moves are
/// all known already, is read from the list of every move. All ways give
/// the same moves in the same order (a unit test compares them).
pub(crate) fn tier_candidates(
    pos: &Chess,
    legal: Option<&LegalMoves>,
    tier: &[Intent],
    found: &mut Found,
) {
    // Without the game's answers at hand, the questions are asked afresh
    // (the empty cache is made only then: this is the per-move path).
    let fresh;
    let legal = match legal {
        Some(legal) => *legal,
        None => {
            fresh = crate::rules::MoveCache::default();
            LegalMoves::new(pos, &fresh)
        }
    };
    if legal.is_generated() || tier.len() > MANY_READINGS {
        return tier_from_list(pos, legal.as_slice(), tier, found);
    }
    for intent in tier {
        match *intent {
            Intent::Castle(side) => legal.each_castle_to(side, |m| found.add(m)),
            Intent::Normal { role, to, .. } => {
                let role = role.or_else(|| {
                    let from = intent.from_square()?;
                    pos.board()
                        .piece_at(from)
                        .filter(|p| p.color == pos.turn())
                        .map(|p| p.role)
                });
                let Some(role) = role else { continue };
                let mut fitting = |m: Move| {
                    if matches(pos, intent, m) {
                        found.add(m);
                    }
                };
                legal.each_of_role_to(role, to, &mut fitting);
                if role == Role::King && castling_target(to) {
                    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                        legal.each_castle_to(side, &mut fitting);
                    }
                }
            }
        }
    }
}

/// More readings in one tier than this are looked up in the list of every
/// legal move (one generation) rather than one shakmaty question each.
const MANY_READINGS: usize = 3;

/// [`tier_candidates`] from the list of every legal move.
fn tier_from_list(pos: &Chess, legal: &[Move], tier: &[Intent], found: &mut Found) {
    for intent in tier {
        match *intent {
            Intent::Castle(side) => {
                for m in legal {
                    if m.castling_side() == Some(side) {
                        found.add(*m);
                    }
                }
            }
            Intent::Normal { role, to, .. } => {
                // A move without a piece named needs its departure square
                // (the piece standing there is meant).
                if role.is_none() && intent.from_square().is_none() {
                    continue;
                }
                // The moves to the square, and castling for a king sent to
                // where a castling king or rook goes.
                let castles = castling_target(to);
                for m in legal {
                    let fits = match *m {
                        Move::Castle { .. } => castles,
                        Move::Normal { to: t, .. }
                        | Move::EnPassant { to: t, .. }
                        | Move::Put { to: t, .. } => t == to,
                    };
                    if fits && matches(pos, intent, *m) {
                        found.add(*m);
                    }
                }
            }
        }
    }
}

/// Resolves tiered readings: the first tier that fits any legal move
/// decides (one move: it; several: a question). When none fits, the most
/// telling reason over all readings is given.
pub fn resolve_readings(pos: &Chess, readings: &Readings) -> Result<Move, MoveError> {
    for tier in &readings.tiers {
        match decide(pos, None, tier) {
            Some(decided) => return decided,
            None => continue,
        }
    }
    let all: Vec<Intent> = readings.all().copied().collect();
    Err(explain_all(pos, &all))
}

/// [`resolve_readings`] for readings of one tier (spoken moves), without
/// building [`Readings`].
pub fn resolve_tier(pos: &Chess, tier: &[Intent]) -> Result<Move, MoveError> {
    resolve_tier_among(pos, None, tier)
}

/// [`resolve_tier`] with the position's legal moves at hand, when known.
pub fn resolve_tier_among(
    pos: &Chess,
    legal: Option<&LegalMoves>,
    tier: &[Intent],
) -> Result<Move, MoveError> {
    decide(pos, legal, tier).unwrap_or_else(|| Err(explain_all(pos, tier)))
}

/// The move one tier decides on, a question between several, or `None`
/// when nothing fits. `legal`: the position's legal moves, when known.
pub(super) fn decide(
    pos: &Chess,
    legal: Option<&LegalMoves>,
    tier: &[Intent],
) -> Option<Result<Move, MoveError>> {
    let mut found = Found::default();
    tier_candidates(pos, legal, tier, &mut found);
    match found.as_slice() {
        [] => None,
        [one] => Some(Ok(*one)),
        many => Some(Err(MoveError::Ambiguous(many.to_vec()))),
    }
}

/// The most telling reason among the readings' reasons.
fn explain_all(pos: &Chess, intents: &[Intent]) -> MoveError {
    intents
        .iter()
        .map(|i| explain(pos, i))
        .min_by_key(rank)
        .unwrap_or(MoveError::NotAMove)
}

/// Lower is more specific, so it is the one said.
fn rank(e: &MoveError) -> u8 {
    match e {
        MoveError::PromotionMissing { .. } => 0,
        MoveError::KingInCheck { .. } => 1,
        MoveError::CastlingNotAllowed { .. } => 1,
        MoveError::NoEnPassant { .. } | MoveError::NoPromotion { .. } => 2,
        MoveError::NothingToCapture(_) => 3,
        MoveError::OwnPieceOnTarget { .. } => 4,
        MoveError::CannotMoveThere { .. } | MoveError::Blocked { .. } => 5,
        MoveError::WrongPiece { .. } | MoveError::NotYourPiece { .. } => 6,
        MoveError::NoPieceCanReach { .. } => 7,
        MoveError::EmptySquare(_) => 8,
        MoveError::NoSuchPiece { .. } => 9,
        _ => 10,
    }
}

/// Squares a piece could move to if its own king's safety did not count.
fn pseudo_targets(pos: &Chess, from: Square, piece: Piece) -> Bitboard {
    let board = pos.board();
    let occupied = board.occupied();
    let ours = board.by_color(piece.color);
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied) & !ours;
    }
    let mut t = attacks::pawn_attacks(piece.color, from) & board.by_color(!piece.color);
    if let Some(ep) = pos.ep_square(shakmaty::EnPassantMode::Legal)
        && attacks::pawn_attacks(piece.color, from).contains(ep)
    {
        t.add(ep);
    }
    let step = |sq: Square| sq.offset(if piece.color == Color::White { 8 } else { -8 });
    if let Some(one) = step(from).filter(|s| !occupied.contains(*s)) {
        t.add(one);
        let home = if piece.color == Color::White {
            shakmaty::Rank::Second
        } else {
            shakmaty::Rank::Seventh
        };
        if from.rank() == home
            && let Some(two) = step(one).filter(|s| !occupied.contains(*s))
        {
            t.add(two);
        }
    }
    t
}

fn explain_castling(pos: &Chess, side: CastlingSide) -> MoveError {
    let us = pos.turn();
    let castles = pos.castles();
    let why = |why| MoveError::CastlingNotAllowed { side, why };
    let Some(rook) = castles.rook(us, side) else {
        if !castles.has_color(us) {
            return why(CastlingBlock::KingMoved);
        }
        let home = match (us, side) {
            (Color::White, CastlingSide::KingSide) => Square::H1,
            (Color::White, CastlingSide::QueenSide) => Square::A1,
            (Color::Black, CastlingSide::KingSide) => Square::H8,
            (Color::Black, CastlingSide::QueenSide) => Square::A8,
        };
        return why(CastlingBlock::RookMoved(home));
    };
    let blocking = castles.path(us, side) & pos.board().occupied();
    if !blocking.is_empty() {
        return why(CastlingBlock::PiecesBetween(blocking.into_iter().collect()));
    }
    if pos.is_check() {
        return why(CastlingBlock::InCheck);
    }
    let board = pos.board();
    let Some(king) = board.king_of(us) else {
        return MoveError::NotAMove;
    };
    let king_to = side.king_to(us);
    let occupied = board.occupied() ^ Bitboard::from(king) ^ Bitboard::from(rook);
    for sq in attacks::between(king, king_to) {
        if !board.attacks_to(sq, !us, occupied).is_empty() {
            return why(CastlingBlock::ThroughCheck(sq));
        }
    }
    why(CastlingBlock::IntoCheck(king_to))
}

/// Why no legal move fits one reading.
pub(crate) fn explain(pos: &Chess, intent: &Intent) -> MoveError {
    let Intent::Normal {
        role,
        from_file,
        from_rank,
        to,
        capture,
        promotion,
        en_passant,
    } = *intent
    else {
        let Intent::Castle(side) = *intent else {
            return MoveError::NotAMove;
        };
        return explain_castling(pos, side);
    };
    let us = pos.turn();
    let board = pos.board();

    // Same move but the promotion part is wrong?
    let loose = Intent::Normal {
        role,
        from_file,
        from_rank,
        to,
        capture,
        promotion: None,
        en_passant,
    };
    let legal = pos.legal_moves();
    if promotion.is_none()
        && let Some(m) = legal.iter().find(|m| {
            m.is_promotion()
                && matches(
                    pos,
                    &loose,
                    Move::Normal {
                        role: m.role(),
                        from: m.from().unwrap_or(m.to()),
                        capture: m.capture(),
                        to: m.to(),
                        promotion: None,
                    },
                )
        })
    {
        return MoveError::PromotionMissing {
            from: m.from().unwrap_or(to),
            to,
        };
    }
    if promotion.is_some()
        && legal
            .iter()
            .any(|m| !m.is_promotion() && matches(pos, &loose, *m))
    {
        return MoveError::NoPromotion { to };
    }
    if en_passant {
        let plain = Intent::Normal {
            role,
            from_file,
            from_rank,
            to,
            capture,
            promotion,
            en_passant: false,
        };
        if legal.iter().any(|m| matches(pos, &plain, *m)) {
            return MoveError::NoEnPassant { to };
        }
    }

    // A named departure square.
    if let (Some(f), Some(r)) = (from_file, from_rank) {
        let from = Square::from_coords(f, r);
        let Some(piece) = board.piece_at(from) else {
            return MoveError::EmptySquare(from);
        };
        if piece.color != us {
            return MoveError::NotYourPiece {
                square: from,
                piece,
            };
        }
        if let Some(said) = role
            && said != piece.role
        {
            return MoveError::WrongPiece {
                square: from,
                actual: piece.role,
                said,
            };
        }
        return explain_piece_to(pos, &[from], piece.role, to, capture);
    }

    let role = role.unwrap_or(Role::Pawn);
    let mut ours = board.by_piece(Piece { color: us, role });
    if let Some(f) = from_file {
        ours &= Bitboard::from_file(f);
    }
    if let Some(r) = from_rank {
        ours &= Bitboard::from_rank(r);
    }
    // A pawn move written without capture stays on its file ("e5").
    if role == Role::Pawn && from_file.is_none() && !capture {
        ours &= Bitboard::from_file(to.file());
    }
    if ours.is_empty() {
        return MoveError::NoSuchPiece { role };
    }
    let froms: Vec<Square> = ours.into_iter().collect();
    explain_piece_to(pos, &froms, role, to, capture)
}

fn explain_piece_to(
    pos: &Chess,
    froms: &[Square],
    role: Role,
    to: Square,
    capture: bool,
) -> MoveError {
    let us = pos.turn();
    let board = pos.board();
    if let Some(p) = board.piece_at(to)
        && p.color == us
    {
        return MoveError::OwnPieceOnTarget { to, role: p.role };
    }
    if capture
        && board.piece_at(to).is_none()
        && pos.ep_square(shakmaty::EnPassantMode::Legal) != Some(to)
    {
        return MoveError::NothingToCapture(to);
    }
    let piece = Piece { color: us, role };
    let reaching: Vec<Square> = froms
        .iter()
        .copied()
        .filter(|f| pseudo_targets(pos, *f, piece).contains(to))
        .collect();
    if let Some(&from) = reaching.first() {
        let in_check_now = pos.is_check();
        let by = if in_check_now {
            pos.checkers()
        } else {
            attackers_after(pos, from, to)
        };
        return MoveError::KingInCheck {
            from,
            to,
            king: pos.turn(),
            in_check_now,
            by: by
                .into_iter()
                .filter_map(|s| board.role_at(s).map(|r| (s, r)))
                .collect(),
        };
    }
    if let [from] = froms {
        return why_not(pos, *from, piece, to);
    }
    // Of several pieces, the only one that moves that way is meant.
    let mut shaped = froms
        .iter()
        .copied()
        .filter(|f| moves_that_way(*f, piece, to));
    if let (Some(from), None) = (shaped.next(), shaped.next()) {
        return why_not(pos, from, piece, to);
    }
    MoveError::NoPieceCanReach { role, to }
}

/// Could `piece` go from `from` to `to` on an empty board?
fn moves_that_way(from: Square, piece: Piece, to: Square) -> bool {
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, Bitboard::EMPTY).contains(to);
    }
    attacks::pawn_attacks(piece.color, from).contains(to)
        || pawn_path(from, piece.color, to).is_some()
}

/// The squares a pawn's straight move passes and lands on, when `to` is
/// one step ahead, or two from the starting rank.
fn pawn_path(from: Square, color: Color, to: Square) -> Option<Vec<Square>> {
    let step = |sq: Square| sq.offset(if color == Color::White { 8 } else { -8 });
    let one = step(from)?;
    if one == to {
        return Some(vec![one]);
    }
    let home = if color == Color::White {
        shakmaty::Rank::Second
    } else {
        shakmaty::Rank::Seventh
    };
    let two = step(one)?;
    (from.rank() == home && two == to).then(|| vec![one, two])
}

/// Why one piece that cannot reach the square does not: a piece in the
/// way, nothing to capture for a pawn's diagonal step, or a way the piece
/// does not move.
fn why_not(pos: &Chess, from: Square, piece: Piece, to: Square) -> MoveError {
    let board = pos.board();
    let role = piece.role;
    let blocked = |by: Square| match board.role_at(by) {
        Some(blocker) => MoveError::Blocked {
            role,
            from,
            to,
            by,
            blocker,
        },
        None => MoveError::CannotMoveThere { role, from, to },
    };
    // The king's two steps from its square along the back rank are castling
    // ("Kc8", "e8c8", ICCF "5838"): why castling is not allowed is said.
    let back = if piece.color == Color::White {
        shakmaty::Rank::First
    } else {
        shakmaty::Rank::Eighth
    };
    if role == Role::King
        && from == Square::from_coords(shakmaty::File::E, back)
        && to.rank() == back
        && matches!(to.file(), shakmaty::File::C | shakmaty::File::G)
    {
        let side = CastlingSide::from_queen_side(to.file() == shakmaty::File::C);
        return explain_castling(pos, side);
    }
    if role == Role::Pawn {
        if let Some(path) = pawn_path(from, piece.color, to) {
            if let Some(&by) = path.iter().find(|s| board.occupied().contains(**s)) {
                return blocked(by);
            }
        } else if attacks::pawn_attacks(piece.color, from).contains(to) {
            return MoveError::NothingToCapture(to);
        }
        return MoveError::CannotMoveThere { role, from, to };
    }
    if !moves_that_way(from, piece, to) {
        return MoveError::CannotMoveThere { role, from, to };
    }
    // A line piece: the nearest piece between the squares.
    match (attacks::between(from, to) & board.occupied())
        .into_iter()
        .min_by_key(|s| s.distance(from))
    {
        Some(by) => blocked(by),
        None => MoveError::CannotMoveThere { role, from, to },
    }
}

/// The opponent's pieces that would attack the own king after the piece on
/// `from` went to `to` (the pinning piece of a pinned one).
fn attackers_after(pos: &Chess, from: Square, to: Square) -> Bitboard {
    let board = pos.board();
    let us = pos.turn();
    let mut captured = Bitboard::from(to);
    let is_pawn = board.role_at(from) == Some(Role::Pawn);
    if is_pawn
        && pos.ep_square(shakmaty::EnPassantMode::Legal) == Some(to)
        && let Some(victim) = to.offset(if us == Color::White { -8 } else { 8 })
    {
        captured.add(victim);
    }
    let occupied = (board.occupied() & !Bitboard::from(from) & !captured) | Bitboard::from(to);
    let king = if board.role_at(from) == Some(Role::King) {
        Some(to)
    } else {
        board.king_of(us)
    };
    match king {
        Some(k) => board.attacks_to(k, !us, occupied) & !captured,
        None => Bitboard::EMPTY,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::algebraic::Reader;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    /// Positions of two whole games and some with en passant, castling
    /// both ways, promotions (also with capture), check and pins.
    fn many_positions() -> Vec<Chess> {
        let mut all = Vec::new();
        for (text, every) in [
            (include_str!("../../../tests/data/morphy-opera-1858.pgn"), 1),
            (
                include_str!("../../../tests/data/kasparov-topalov-1999.pgn"),
                3,
            ),
        ] {
            let game = crate::pgn::read_first(text).unwrap();
            let mut p = game.start.clone();
            all.push(p.clone());
            for (i, m) in game.moves.iter().enumerate() {
                p.play_unchecked(*m);
                if i % every == 0 {
                    all.push(p.clone());
                }
            }
        }
        for fen in [
            "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
            "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/1b6/8/3N4/R3K2R w KQ - 0 1",
            "4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1",
            "4k3/8/8/8/8/2N1N3/8/2N1K1N1 w - - 0 1",
            "8/8/1k6/8/8/8/8/Q3K2Q w - - 0 1",
        ] {
            all.push(pos(fen));
        }
        all
    }

    /// Picking the fitting moves from the position's legal moves gives the
    /// same moves in the same order as shakmaty's per-target candidates,
    /// for every kind of reading, alone and two to a tier.
    #[test]
    fn candidates_from_the_legal_moves_are_the_same() {
        use shakmaty::{File, Rank};
        let roles = [
            None,
            Some(Role::Pawn),
            Some(Role::Knight),
            Some(Role::Bishop),
            Some(Role::Rook),
            Some(Role::Queen),
            Some(Role::King),
        ];
        for p in many_positions() {
            let cache = crate::rules::MoveCache::default();
            let legal = LegalMoves::new(&p, &cache);
            let mut intents = vec![
                Intent::Castle(CastlingSide::KingSide),
                Intent::Castle(CastlingSide::QueenSide),
            ];
            // Departures as readings name them: none, a file, a rank, a
            // square (of every own piece, an enemy one and an empty one).
            let mut froms = vec![(None, None)];
            for f in File::ALL {
                froms.push((Some(f), None));
            }
            for r in Rank::ALL {
                froms.push((None, Some(r)));
            }
            for sq in p.us() | p.them().first().into_iter().collect::<Bitboard>() {
                froms.push((Some(sq.file()), Some(sq.rank())));
            }
            froms.push((Some(File::A), Some(Rank::Fifth)));
            // Every square a move goes to, where castling kings and rooks
            // are named, and two others.
            let mut tos: Bitboard = legal.as_slice().iter().map(|m| m.to()).collect();
            for sq in [
                Square::A1,
                Square::C1,
                Square::G1,
                Square::H1,
                Square::A8,
                Square::C8,
                Square::G8,
                Square::H8,
                Square::A3,
                Square::E5,
            ] {
                tos.add(sq);
            }
            for to in tos {
                for role in roles {
                    for &(from_file, from_rank) in &froms {
                        for (capture, promotion, en_passant) in [
                            (false, None, false),
                            (true, Some(Role::Queen), false),
                            (true, None, true),
                        ] {
                            intents.push(Intent::Normal {
                                role,
                                from_file,
                                from_rank,
                                to,
                                capture,
                                promotion,
                                en_passant,
                            });
                        }
                    }
                }
            }
            // Asked of shakmaty alone, through the kept answers (asked
            // twice), and from the list of every move.
            let listed_cache = crate::rules::MoveCache::default();
            let listed = LegalMoves::new(&p, &listed_cache);
            let _ = listed.as_slice();
            let same = |tier: &[Intent]| {
                let mut slow = Found::default();
                tier_candidates(&p, None, tier, &mut slow);
                for view in [&legal, &legal, &listed] {
                    let mut fast = Found::default();
                    tier_candidates(&p, Some(view), tier, &mut fast);
                    assert_eq!(slow.as_slice(), fast.as_slice(), "{tier:?} in {p:?}");
                }
                !slow.as_slice().is_empty()
            };
            let fitting: Vec<Intent> = intents.iter().copied().filter(|i| same(&[*i])).collect();
            for pair in fitting.windows(2) {
                same(pair);
            }
        }
    }

    fn res(p: &Chess, s: &str) -> Result<Move, MoveError> {
        resolve_readings(p, &Reader::default().read(s).unwrap())
    }

    #[test]
    fn resolves_plain_moves() {
        let p = Chess::default();
        assert_eq!(res(&p, "Nf3").unwrap().to(), Square::F3);
        assert_eq!(res(&p, "g1f3").unwrap().to(), Square::F3);
        assert_eq!(res(&p, "e2-e4").unwrap().to(), Square::E4);
        assert_eq!(res(&p, "Кf3").unwrap().to(), Square::F3);
        assert_eq!(res(&p, "♘f3").unwrap().to(), Square::F3);
    }

    #[test]
    fn no_piece_can_reach() {
        let p = Chess::default();
        assert_eq!(
            res(&p, "Nf4"),
            Err(MoveError::NoPieceCanReach {
                role: Role::Knight,
                to: Square::F4
            })
        );
        assert_eq!(
            res(&p, "e5"),
            Err(MoveError::CannotMoveThere {
                role: Role::Pawn,
                from: Square::E2,
                to: Square::E5
            })
        );
        assert_eq!(res(&p, "e3e4"), Err(MoveError::EmptySquare(Square::E3)));
        assert!(matches!(
            res(&p, "e7e5"),
            Err(MoveError::NotYourPiece {
                square: Square::E7,
                ..
            })
        ));
        assert_eq!(
            res(&p, "Bb2"),
            Err(MoveError::OwnPieceOnTarget {
                to: Square::B2,
                role: Role::Pawn
            })
        );
    }

    #[test]
    fn ambiguous_knights() {
        let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
        let Err(MoveError::Ambiguous(ms)) = res(&p, "Nd2") else {
            panic!()
        };
        assert_eq!(ms.len(), 2);
        assert_eq!(res(&p, "Nbd2").unwrap().from(), Some(Square::B1));
    }

    #[test]
    fn king_in_check_reasons() {
        // The knight on d2 is pinned by the bishop on b4.
        let p = pos("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
        assert!(matches!(
            res(&p, "Nf3"),
            Err(MoveError::KingInCheck {
                in_check_now: false,
                ..
            })
        ));
        let p = pos("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1");
        assert!(matches!(
            res(&p, "Ra2"),
            Err(MoveError::KingInCheck {
                in_check_now: true,
                ..
            })
        ));
    }

    #[test]
    fn blocking_piece_is_named() {
        let p = Chess::default();
        assert_eq!(
            res(&p, "Qh5"),
            Err(MoveError::Blocked {
                role: Role::Queen,
                from: Square::D1,
                to: Square::H5,
                by: Square::E2,
                blocker: Role::Pawn
            })
        );
        // Of two rooks only the one on a1 moves that way.
        assert_eq!(
            res(&p, "Ra3"),
            Err(MoveError::Blocked {
                role: Role::Rook,
                from: Square::A1,
                to: Square::A3,
                by: Square::A2,
                blocker: Role::Pawn
            })
        );
        let p = pos("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1");
        assert_eq!(
            res(&p, "e5"),
            Err(MoveError::Blocked {
                role: Role::Pawn,
                from: Square::E4,
                to: Square::E5,
                by: Square::E5,
                blocker: Role::Pawn
            })
        );
        assert_eq!(
            res(&p, "exf5"),
            Err(MoveError::NothingToCapture(Square::F5))
        );
    }

    #[test]
    fn check_givers_are_named() {
        let p = pos("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1");
        assert!(matches!(
            res(&p, "Nf3"),
            Err(MoveError::KingInCheck { by, .. }) if by == vec![(Square::B4, Role::Bishop)]
        ));
        let p = pos("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1");
        assert!(matches!(
            res(&p, "Ra2"),
            Err(MoveError::KingInCheck { by, in_check_now: true, .. })
                if by == vec![(Square::E2, Role::Rook)]
        ));
    }

    #[test]
    fn castling_reasons() {
        let side = CastlingSide::KingSide;
        let p = Chess::default();
        assert_eq!(
            res(&p, "O-O"),
            Err(MoveError::CastlingNotAllowed {
                side,
                why: CastlingBlock::PiecesBetween(vec![Square::F1, Square::G1])
            })
        );
        let p = pos("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
        assert_eq!(
            res(&p, "O-O"),
            Err(MoveError::CastlingNotAllowed {
                side,
                why: CastlingBlock::KingMoved
            })
        );
        let p = pos("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1");
        assert_eq!(
            res(&p, "O-O"),
            Err(MoveError::CastlingNotAllowed {
                side,
                why: CastlingBlock::RookMoved(Square::H1)
            })
        );
        let p = pos("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
        assert_eq!(
            res(&p, "O-O"),
            Err(MoveError::CastlingNotAllowed {
                side,
                why: CastlingBlock::ThroughCheck(Square::F1)
            })
        );
        let p = pos("4k3/8/8/8/8/8/6r1/4K2R w K - 0 1");
        assert_eq!(
            res(&p, "O-O"),
            Err(MoveError::CastlingNotAllowed {
                side,
                why: CastlingBlock::IntoCheck(Square::G1)
            })
        );
        let p = pos("4k3/8/8/8/8/8/4r3/4K2R w K - 0 1");
        assert_eq!(
            res(&p, "O-O"),
            Err(MoveError::CastlingNotAllowed {
                side,
                why: CastlingBlock::InCheck
            })
        );
        let p = pos("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assert!(res(&p, "O-O").unwrap().is_castle());
        assert!(res(&p, "Kg1").unwrap().is_castle());
        assert!(res(&p, "e1g1").unwrap().is_castle());
        // The king's two steps are castling in every form: why castling
        // is not allowed is said, not that a king does not move that way.
        let p = pos("r3k3/8/8/8/8/8/8/3RK2R b Kq - 0 1");
        for text in ["O-O-O", "Kc8", "Ke8c8", "e8c8", "5838"] {
            assert_eq!(
                res(&p, text),
                Err(MoveError::CastlingNotAllowed {
                    side: CastlingSide::QueenSide,
                    why: CastlingBlock::ThroughCheck(Square::D8)
                }),
                "{text}"
            );
        }
        // A king off its square is no castling.
        let p = pos("8/8/8/8/8/8/8/k2K4 w - - 0 1");
        assert!(matches!(
            res(&p, "Kd1b1"),
            Err(MoveError::CannotMoveThere { .. })
        ));
    }

    #[test]
    fn promotion_reasons() {
        let p = pos("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
        assert_eq!(
            res(&p, "e8"),
            Err(MoveError::PromotionMissing {
                from: Square::E7,
                to: Square::E8
            })
        );
        for (s, role) in [
            ("e8=Q", Role::Queen),
            ("e8R", Role::Rook),
            ("e8(B)", Role::Bishop),
            ("e8=N", Role::Knight),
        ] {
            assert_eq!(res(&p, s).unwrap().promotion(), Some(role), "{s}");
        }
        let p = Chess::default();
        assert_eq!(
            res(&p, "e4=Q"),
            Err(MoveError::NoPromotion { to: Square::E4 })
        );
    }

    #[test]
    fn en_passant() {
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        assert!(res(&p, "exd6").unwrap().is_en_passant());
        assert!(res(&p, "exd6 e.p.").unwrap().is_en_passant());
        assert!(res(&p, "e5d6").unwrap().is_en_passant());
        let p = pos("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
        assert!(res(&p, "exd6").is_err());
    }

    #[test]
    fn nothing_to_capture() {
        let p = Chess::default();
        assert_eq!(
            res(&p, "Nxf3"),
            Err(MoveError::NothingToCapture(Square::F3))
        );
    }
}
