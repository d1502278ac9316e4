//! Dead positions (5.2.2) and "cannot checkmate by any series of legal
//! moves" (5.1.2, 6.9, 7.5.5): two questions, one engine. docs/rules.md
//! has the argument for every layer and the measured figures.
//!
//! Every answer "dead" here is a proof; when no layer can prove it within
//! its budget, the answer is [`Verdict::Unknown`], which the Laws treat as
//! "can mate" (a player who might still mate is never robbed of the win).
//! The layers, cheapest first:
//!
//! 1. Material: shakmaty's insufficient-material test, exact in the
//!    direction needed.
//! 2. The static layer ([`reach`]): the pawns that can never move again, and
//!    the squares every other unit can ever stand on and attack. A side
//!    whose units can never attack a square the enemy king can ever stand
//!    on never checks, so never mates; a side that checks only with
//!    bishops of one colour never mates where the king always keeps an
//!    escape of the other colour.
//! 3. A helpmate search (both sides cooperate), guided to the losing king,
//!    with a transposition table and a node budget: a mate found means
//!    "can mate", for certain.
//! 4. An enumeration of every position reachable from here, within a
//!    budget of distinct positions, not following lines past a position
//!    the static layer proves: if it ends and no position is a mate, no
//!    series of legal moves leads to one.
//!
//! A game keeps its verdicts in a [`Memo`] while nothing they depend on
//! changes ([`Key`]: the pawns, the material, the castling and en-passant
//! rights), so a blocked ending pays once, not on every move.
//!
//! After a move the searches get a small budget. What they leave open in
//! a closed position becomes a [`DeadQuestion`] with the scoring budget,
//! answered away from the move (the game loop answers it while the
//! players think) and handed back to the game, which ends as a dead
//! position when the answer proves it.

mod reach;
mod search;

use shakmaty::{Bitboard, Chess, Color, EnPassantMode, Piece, Position, Role, Square};

use crate::rules::PositionKey;
use reach::Reach;
use search::{exhaustive, helpmate, statically_dead};

/// What the engine could decide about one side's chances to mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Proved: no series of legal moves lets this side checkmate.
    Dead,
    /// A series of legal moves that ends in this side's mate was found.
    CanMate,
    /// Neither proved within the budget: treated as "can mate".
    Unknown,
}

/// How much search one question may spend.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    /// Nodes of the helpmate search.
    helpmate_nodes: usize,
    /// Deepest helpmate tried, in plies.
    helpmate_plies: u32,
    /// Distinct positions the enumeration may visit.
    positions: usize,
}

/// After a move (every move, so it must stay within milliseconds).
pub(crate) const PER_MOVE: Budget = Budget {
    helpmate_nodes: 100,
    helpmate_plies: 5,
    positions: 500,
};

/// When a game is about to be scored as a loss (flag fall, resignation,
/// illegal moves): once per game.
pub(crate) const SCORING: Budget = Budget {
    helpmate_nodes: 20_000,
    helpmate_plies: 11,
    positions: 1_000_000,
};

/// Everything a verdict depends on besides where the pieces stand within
/// their regions: no move changes it unless it moves a pawn, captures,
/// promotes, castles or gives up a castling right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    pawns: [Bitboard; 2],
    /// How many pieces of each kind each side has.
    material: [u8; 12],
    castling: Bitboard,
    ep: Option<Square>,
}

impl Key {
    pub(crate) fn of(pos: &Chess) -> Key {
        let board = pos.board();
        let mut material = [0u8; 12];
        for (i, color) in Color::ALL.into_iter().enumerate() {
            for (j, role) in Role::ALL.into_iter().enumerate() {
                let n = (board.by_color(color) & board.by_role(role)).count();
                material[i * 6 + j] = u8::try_from(n).unwrap_or(u8::MAX);
            }
        }
        Key {
            pawns: [board.pawns() & board.white(), board.pawns() & board.black()],
            material,
            castling: pos.castles().castling_rights(),
            ep: pos.ep_square(EnPassantMode::Legal),
        }
    }
}

/// Can `side` checkmate its opponent by any series of legal moves from
/// here (5.1.2, 6.9)? With the larger budget: it is asked when a game is
/// about to be scored as a loss.
pub fn can_mate(pos: &Chess, side: Color) -> Verdict {
    analyse(pos, side, SCORING)
}

/// Is the position dead (5.2.2): can neither player checkmate by any series
/// of legal moves? With the per-move budget, and nothing kept: a game
/// keeps its verdicts in its own [`Memo`].
pub fn is_dead(pos: &Chess) -> bool {
    Memo::default().is_dead(pos)
}

/// All layers for one side, within `budget`.
pub(crate) fn analyse(pos: &Chess, side: Color, budget: Budget) -> Verdict {
    // Already mated: by `side`, it has mated; `side` itself, never.
    if pos.is_checkmate() {
        return if pos.turn() == side {
            Verdict::Dead
        } else {
            Verdict::CanMate
        };
    }
    if statically_dead(pos, side) {
        return Verdict::Dead;
    }
    if helpmate(pos, side, budget.helpmate_plies, budget.helpmate_nodes) {
        return Verdict::CanMate;
    }
    exhaustive(pos, side, budget.positions)
}

/// Worth searching after a move: the player to move has few legal moves,
/// the mark of a blocked position (a blocked ending has a handful of king
/// and bishop moves; an open game has thirty and more, and there the
/// enumeration, which must visit every reachable position, could never
/// end within the per-move budget anyway). Without it, only material and
/// the static layer are asked after a move; the searches wait for a
/// position of the same key with few moves, or for a flag fall or
/// resignation.
fn worth_searching(pos: &Chess) -> bool {
    pos.legal_moves().len() <= FEW_MOVES
}

/// "Few moves", for [`worth_searching`]: on the public corpus, the
/// searches after a move prove nearly as many dead positions with this
/// gate as with none (561 against 566 of 764), and open positions with
/// blocked pawns, where a key changes on almost every move, pay nothing.
const FEW_MOVES: usize = 20;

/// Closed enough for a [`DeadQuestion`]: a pawn stands right behind a
/// pawn or a king (the mark of a wall; without one, the per-move layers
/// decide, or a side can mate), and the player to move has at most
/// [`CLOSED_MOVES`] legal moves. On the public corpus every dead position
/// the per-move layers leave open is closed.
fn closed(pos: &Chess, legal: impl FnOnce() -> usize) -> bool {
    let board = pos.board();
    let walls = board.pawns() | board.kings();
    let blocked = board.pawns().into_iter().any(|sq| {
        let ahead = match board.color_at(sq) {
            Some(Color::White) => sq.offset(8),
            _ => sq.offset(-8),
        };
        ahead.is_some_and(|a| walls.contains(a))
    });
    blocked && legal() <= CLOSED_MOVES
}

/// "Few moves" for [`closed`]: the dead positions of the public corpus
/// have at most 36; an open middlegame has forty and more.
const CLOSED_MOVES: usize = 40;

/// A question the per-move layers left open about a game's position: can
/// either side still mate, asked with the scoring budget (up to a few
/// seconds). It holds its own copy of the position, so it can be answered
/// on another thread while the players think; the game takes the answer
/// with [`crate::rules::Game::settle_dead`], also after more moves were
/// made, because every later position is reachable from a dead one.
///
/// # Example
///
/// ```
/// use laws::rules::{Game, RulesSettings};
/// use shakmaty::{CastlingMode, Chess, fen::Fen};
///
/// // A chain of pawns across the board with a king on either side: dead,
/// // but more positions to prove it than a move may cost.
/// let fen: Fen = "5k2/4p3/3pPp2/2pP1Pp1/1pPK2Pp/pP5P/P7/8 w - -".parse().unwrap();
/// let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
/// let mut game = Game::new(pos, RulesSettings::default());
/// assert!(game.result().is_none());
/// let question = game.dead_question().expect("a closed position");
/// let answer = question.answer();
/// assert!(answer.is_dead());
/// assert!(game.settle_dead(&answer).is_some());
/// assert!(game.is_over());
/// ```
#[derive(Clone, Debug)]
pub struct DeadQuestion {
    pos: Chess,
    sides: Vec<Color>,
    ply: usize,
}

/// What a [`DeadQuestion`] found, for the game that asked it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeadAnswer {
    verdicts: Vec<(Color, Verdict)>,
    ply: usize,
    position: PositionKey,
}

impl DeadQuestion {
    pub(crate) fn new(pos: Chess, sides: Vec<Color>, ply: usize) -> DeadQuestion {
        DeadQuestion { pos, sides, ply }
    }

    /// The game's ply the question is about (moves made since its start).
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// All layers with the scoring budget, for each side asked about; the
    /// second side is not asked when the first can mate (the position is
    /// not dead then).
    pub fn answer(&self) -> DeadAnswer {
        let mut verdicts = Vec::new();
        for side in &self.sides {
            let v = analyse(&self.pos, *side, SCORING);
            verdicts.push((*side, v));
            if v != Verdict::Dead {
                break;
            }
        }
        DeadAnswer {
            verdicts,
            ply: self.ply,
            position: PositionKey::of(&self.pos),
        }
    }
}

impl DeadAnswer {
    /// Every side asked about was proved unable to mate (the others were
    /// proved before the question): the position is dead.
    pub fn is_dead(&self) -> bool {
        self.verdicts.iter().all(|(_, v)| *v == Verdict::Dead)
    }

    /// The game's ply the answer is about.
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// Was it asked about `pos`?
    pub(crate) fn is_about(&self, pos: &Chess) -> bool {
        PositionKey::of(pos) == self.position
    }
}

/// A game's verdicts, kept while its [`Key`] stays the same. A proof that
/// a side can never mate is kept for the rest of the game: every later
/// position is reachable from the one proved, so it is proved there too.
/// Taking a move back forgets everything ([`Memo::clear`]).
#[derive(Clone, Debug, Default)]
pub(crate) struct Memo {
    key: Option<Key>,
    /// Per side (white, black): the per-move verdict for `key`.
    verdict: [Option<Verdict>; 2],
    /// Per side: the searches ran for `key` (at most once per key; until
    /// then an undecided verdict is only the static layer's).
    searched: [bool; 2],
    /// A [`DeadQuestion`] was asked for `key` (at most once per key).
    asked: bool,
    /// The last position looked at for a question: the game loop asks on
    /// every tick, and a position is looked at once.
    looked: Option<PositionKey>,
}

fn index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Memo {
    /// Forgets every verdict (after a move was taken back: the position
    /// before it need not be dead).
    pub(crate) fn clear(&mut self) {
        *self = Memo::default();
    }

    /// Is `pos` (the game's position after a move) dead? Decided by the
    /// per-move layers, once per key.
    pub(crate) fn is_dead(&mut self, pos: &Chess) -> bool {
        if pos.is_insufficient_material() {
            return true;
        }
        self.refresh(pos);
        // The side that just moved first: the one more often shut out.
        for side in [!pos.turn(), pos.turn()] {
            if self.per_move(pos, side) != Verdict::Dead {
                return false;
            }
        }
        true
    }

    /// Keeps the proofs, drops the rest when the key changed.
    fn refresh(&mut self, pos: &Chess) {
        let key = Key::of(pos);
        if self.key != Some(key) {
            self.key = Some(key);
            for v in &mut self.verdict {
                if *v != Some(Verdict::Dead) {
                    *v = None;
                }
            }
            self.searched = [false; 2];
            self.asked = false;
        }
    }

    /// The sides a [`DeadQuestion`] about `pos` (the game's position, its
    /// per-move verdicts found) should ask about, once per key: none when a
    /// side can mate, when both are proved already, or when the position
    /// is not closed.
    /// `legal` counts the legal moves of `pos` (the game keeps them).
    pub(crate) fn question(
        &mut self,
        pos: &Chess,
        legal: impl FnOnce() -> usize,
    ) -> Option<Vec<Color>> {
        let here = PositionKey::of(pos);
        if self.looked.as_ref() == Some(&here) {
            return None;
        }
        self.looked = Some(here);
        self.refresh(pos);
        if self.asked || self.verdict.contains(&Some(Verdict::CanMate)) || !closed(pos, legal) {
            return None;
        }
        // The side that just moved first, as after a move.
        let sides: Vec<Color> = [!pos.turn(), pos.turn()]
            .into_iter()
            .filter(|s| self.verdict[index(*s)] != Some(Verdict::Dead))
            .collect();
        if sides.is_empty() {
            return None;
        }
        self.asked = true;
        Some(sides)
    }

    /// Keeps an answer's verdicts: a side proved unable to mate stays so
    /// for the rest of the game; the others only while the position's key
    /// is the one asked about (`same_key`).
    pub(crate) fn settle(&mut self, answer: &DeadAnswer, same_key: bool) {
        for (side, v) in &answer.verdicts {
            let i = index(*side);
            if *v == Verdict::Dead {
                self.verdict[i] = Some(Verdict::Dead);
            } else if same_key {
                self.verdict[i] = Some(*v);
                self.searched[i] = true;
            }
        }
    }

    fn per_move(&mut self, pos: &Chess, side: Color) -> Verdict {
        let i = index(side);
        let kept = self.verdict[i];
        match kept {
            Some(v) if v != Verdict::Unknown || self.searched[i] => return v,
            _ => {}
        }
        // Kept "undecided" from the static layer alone: searched once a
        // position of the key is worth it.
        let search = worth_searching(pos);
        if let (Some(v), false) = (kept, search) {
            return v;
        }
        let v = if pos.has_insufficient_material(side) {
            Verdict::Dead
        } else if search {
            self.searched[i] = true;
            analyse(pos, side, PER_MOVE)
        } else if statically_dead(pos, side) {
            Verdict::Dead
        } else {
            Verdict::Unknown
        };
        self.verdict[i] = Some(v);
        v
    }

    /// The verdict kept for `side`, if any (for tests).
    #[cfg(test)]
    pub(crate) fn kept(&self, side: Color) -> Option<Verdict> {
        self.verdict[index(side)]
    }

    /// Can `side` mate from `pos` (the game's position)? A kept proof
    /// answers at once; otherwise all layers with the scoring budget.
    pub(crate) fn can_mate(&mut self, pos: &Chess, side: Color) -> Verdict {
        self.refresh(pos);
        if self.verdict[index(side)] == Some(Verdict::Dead) {
            return Verdict::Dead;
        }
        let v = can_mate(pos, side);
        if v == Verdict::Dead {
            self.verdict[index(side)] = Some(v);
        }
        v
    }
}

/// Why a side can or cannot mate, in terms a player can follow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ground {
    /// Not enough material to mate with (a king alone, a minor piece).
    Material,
    /// No piece of this side can ever reach a square from which it attacks
    /// a square the other king can ever stand on: it never gives check.
    NeverChecks,
    /// Only bishops of one colour can ever check, and on every square where
    /// they could, the king keeps a flight square of the other colour.
    BishopsOfOneColour,
    /// Every series of moves was followed to its end (this many
    /// positions): none ends in a mate.
    Exhausted,
    /// A series of moves that ends in this side's mate exists.
    Possible,
    /// Not decided within the budget: counted as "can still mate".
    Undecided,
}

/// One piece and the squares it can ever stand on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceReach {
    /// The piece.
    pub piece: Piece,
    /// Where it stands.
    pub square: Square,
    /// Every square it can ever stand on (pawns fixed where they are).
    pub reach: Bitboard,
}

/// The explanation of a verdict: which pawns are locked in, where every
/// piece can go, and why each side can or cannot mate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// Pawns that can never move again and are never captured.
    pub locked: Vec<(Piece, Square)>,
    /// The other pieces, with the squares they can ever reach (empty when
    /// the static layer does not apply: castling or en passant possible).
    pub pieces: Vec<PieceReach>,
    /// White's chances.
    pub white: Ground,
    /// Black's chances.
    pub black: Ground,
}

impl Explanation {
    /// The ground for `side`.
    pub fn ground(&self, side: Color) -> &Ground {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// Neither side can mate.
    pub fn is_dead(&self) -> bool {
        let dead = |g: &Ground| {
            matches!(
                g,
                Ground::Material
                    | Ground::NeverChecks
                    | Ground::BishopsOfOneColour
                    | Ground::Exhausted
            )
        };
        dead(&self.white) && dead(&self.black)
    }
}

/// Explains the verdict on `pos` for both sides, with the scoring budget.
pub fn explain(pos: &Chess) -> Explanation {
    let reach = Reach::of(pos);
    let ground = |side: Color| {
        if pos.has_insufficient_material(side) {
            return Ground::Material;
        }
        if let Some(r) = &reach {
            let king = r.king(!side).map_or(Bitboard::EMPTY, |k| k.reach);
            if r.never_mates(pos, side) {
                return if r.attackers(side, king).is_empty()
                    && !r.fixed_attacks(pos, side).intersects(king)
                {
                    Ground::NeverChecks
                } else {
                    Ground::BishopsOfOneColour
                };
            }
        }
        match can_mate(pos, side) {
            Verdict::Dead => Ground::Exhausted,
            Verdict::CanMate => Ground::Possible,
            Verdict::Unknown => Ground::Undecided,
        }
    };
    let board = pos.board();
    let (locked, pieces) = match &reach {
        Some(r) => (
            r.fixed
                .into_iter()
                .filter_map(|sq| board.piece_at(sq).map(|p| (p, sq)))
                .collect(),
            r.units
                .iter()
                .map(|u| PieceReach {
                    piece: u.piece,
                    square: u.square,
                    reach: u.reach,
                })
                .collect(),
        ),
        None => (Vec::new(), Vec::new()),
    };
    Explanation {
        locked,
        pieces,
        white: ground(Color::White),
        black: ground(Color::Black),
    }
}

#[cfg(test)]
mod tests;
