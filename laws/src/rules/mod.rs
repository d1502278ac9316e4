//! The rules core: a [`Game`] that applies the Laws of Chess, not only the
//! moves. Legal moves, check and mate come from shakmaty; this module adds
//! how a game ends (Art. 5), draw claims and automatic draws (Art. 9),
//! penalties for completed illegal moves and wrong claims (7.5.5, 9.5.3) and
//! the result with its reason (Art. 11).
//!
//! The rules core only decides; the clock applies penalty minutes and the
//! session speaks the decisions.

mod dead;
mod legal;
mod result;

pub use dead::{
    DeadAnswer, DeadQuestion, Explanation, Ground, PieceReach, Verdict, can_mate, explain, is_dead,
};
pub use legal::{LegalMoves, MoveCache};

pub use result::{GameResult, Reason, Score};

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use shakmaty::{
    Bitboard, Board, ByColor, Chess, Color, EnPassantMode, Move, MoveList, Position, Role, Square,
    san::{San, SanPlus, Suffix},
};

/// Which edition's penalty for completed illegal moves applies.
///
/// Today's Laws (7.5.5): the second completed illegal move loses. The older
/// edition in the seeds (10.3) let the third one lose; a tournament may still
/// want that, so it is a setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum IllegalMoveRule {
    #[default]
    /// The second completed illegal move loses (7.5.5, the default).
    SecondLoses,
    /// The third completed illegal move loses (the older 10.3).
    ThirdLoses,
}

impl IllegalMoveRule {
    fn losing_count(self) -> u32 {
        match self {
            IllegalMoveRule::SecondLoses => 2,
            IllegalMoveRule::ThirdLoses => 3,
        }
    }
}

pub use crate::clock::Mode;

/// Minutes added to the opponent for a completed illegal move (7.5.5) or an
/// incorrect draw claim (9.5.3): two in standard play, one in rapid and
/// blitz (A.4.2, B.3).
pub(crate) fn penalty_minutes(mode: Mode) -> u32 {
    match mode {
        Mode::Standard => 2,
        Mode::Rapid | Mode::Blitz => 1,
    }
}

/// Rules settings of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesSettings {
    /// How many completed illegal moves lose.
    pub illegal_moves: IllegalMoveRule,
    /// Standard, rapid or blitz: sets the penalties (A.4.2, B.3).
    pub mode: Mode,
    /// The seeds' 5.1.b: a resignation always loses, even when the opponent
    /// could not mate. Off by default (today's 5.1.2).
    pub resignation_always_loses: bool,
}

/// The identity of a position for repetition (9.2.3): same player to move,
/// same pieces on the same squares, same castling rights and the same
/// en-passant possibilities *as legal moves* (not as FEN fields).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PositionKey {
    board: Board,
    turn: Color,
    castling: Bitboard,
    ep: Option<Square>,
}

impl PositionKey {
    pub(crate) fn of(pos: &Chess) -> PositionKey {
        PositionKey {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: pos.castles().castling_rights(),
            ep: pos.ep_square(EnPassantMode::Legal),
        }
    }
}

/// How often each position has occurred.
type Seen = HashMap<PositionKey, u32, BuildHasherDefault<FastHasher>>;

/// A fast hasher for small keys of our own (multiply and rotate, as in
/// rustc's FxHash): `PositionKey`s are eight bitboards and a few small
/// fields, and they come from the game on the board, so the default
/// hasher's protection against chosen keys buys nothing here and costs
/// time on every move. The session's command names use it too.
#[derive(Default)]
pub struct FastHasher(u64);

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for FastHasher {
    fn finish(&self) -> u64 {
        // Spread the high bits down: hash tables index with the low ones.
        self.0 ^ (self.0 >> 29)
    }

    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.add(u64::from(*b));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn write_isize(&mut self, n: isize) {
        self.add(n as u64);
    }
}

/// One move that was played, with what the score needs.
#[derive(Clone, Debug)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// The move in SAN, with its check or mate sign.
    pub san: SanPlus,
    /// Position before the move (for announcing and undo).
    pub before: Chess,
    /// A draw offer was made with this move: "(=)" on the scoresheet.
    pub draw_offer: bool,
}

/// What a move did, for the session to announce.
#[derive(Clone, Debug)]
pub struct MoveReport {
    /// The move in SAN, with its check or mate sign.
    pub san: SanPlus,
    /// The move gives check.
    pub check: bool,
    /// The move gives checkmate.
    pub mate: bool,
    /// Set when the move ended the game (mate, stalemate, dead position,
    /// fivefold repetition, 75 moves).
    pub result: Option<GameResult>,
}

/// A position looked at once: whether the side to move is in check and
/// whether it has a legal move. Check, mate, stalemate and the SAN suffix of
/// the move that led here all come from it (the legal moves are asked as
/// narrowly as [`LegalMoves`] can).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Outlook {
    pub check: bool,
    pub no_moves: bool,
}

impl Outlook {
    /// The outlook of the position whose legal moves are `legal`.
    fn with(legal: LegalMoves<'_>) -> Outlook {
        let check = legal.position().is_check();
        Outlook {
            check,
            no_moves: legal.is_empty_given(check),
        }
    }

    pub(crate) fn is_checkmate(&self) -> bool {
        self.check && self.no_moves
    }

    pub(crate) fn is_stalemate(&self) -> bool {
        !self.check && self.no_moves
    }

    /// `+` or `#` for the move that led here.
    pub(crate) fn suffix(&self) -> Option<Suffix> {
        match (self.check, self.no_moves) {
            (true, true) => Some(Suffix::Checkmate),
            (true, false) => Some(Suffix::Check),
            (false, _) => None,
        }
    }
}

/// Why a request was refused by the rules core.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// The game is over, with this result.
    GameOver(GameResult),
    /// The move is not legal in the position.
    IllegalMove,
    /// Draw by agreement needs both players to have made a move (5.2.3).
    TooEarlyForAgreement,
    /// There is no draw offer to answer.
    NoOfferPending,
    /// The player offering already has an offer standing.
    OfferAlreadyPending,
    /// Only the opponent of the offering player can answer.
    OwnOffer,
    /// No move has been played.
    NothingToUndo,
}

/// The penalty the arbiter applies: minutes added to `to`'s clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimePenalty {
    /// The player whose clock gets the minutes.
    pub to: Color,
    /// The minutes added.
    pub minutes: u32,
}

/// Decision on a completed illegal move (7.5.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalMoveDecision {
    /// Time added to the opponent; `count` is this player's total so far.
    Penalty {
        /// The time added to the opponent.
        penalty: TimePenalty,
        /// The player's completed illegal moves so far.
        count: u32,
    },
    /// The game ended: lost, or drawn when the opponent cannot mate.
    GameOver(GameResult),
}

/// A draw claim (9.2, 9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimKind {
    /// Threefold repetition (9.2).
    Repetition,
    /// Fifty moves without a pawn move or capture (9.3).
    FiftyMoves,
}

/// The move a claimant wrote before claiming (9.2.1.1, 9.3.1), if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intended {
    /// The claim is for the position on the board.
    Nothing,
    /// A legal move was written.
    Move(Move),
    /// The written move is not legal in the position.
    Illegal,
}

/// Decision on a draw claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimDecision {
    /// The claim is correct: the game is drawn (the intended move, if any,
    /// is not played).
    Granted(GameResult),
    /// The claim is wrong (9.5.3): time to the opponent, then the game goes
    /// on. The caller plays `must_play`, the intended move, as any move
    /// (an illegal intended move is not played: the claimant stays to
    /// move). The claim stands as a draw offer (9.1.2.3) when `offer`.
    Rejected {
        /// The time added to the opponent.
        penalty: TimePenalty,
        /// The intended move, which the caller plays.
        must_play: Option<Move>,
        /// The claim stands as a draw offer.
        offer: bool,
    },
}

/// A game under the Laws of Chess: its moves, and its end by mate,
/// stalemate, a dead position, repetition or the move rules.
///
/// ```
/// use laws::rules::{Game, Reason};
/// use shakmaty::{Move, Role, Square};
///
/// let mut game = Game::default();
/// // Fool's mate: 1. f3 e5 2. g4 Qh4#
/// for (from, to, role) in [
///     (Square::F2, Square::F3, Role::Pawn),
///     (Square::E7, Square::E5, Role::Pawn),
///     (Square::G2, Square::G4, Role::Pawn),
///     (Square::D8, Square::H4, Role::Queen),
/// ] {
///     let mv = Move::Normal { role, from, capture: None, to, promotion: None };
///     game.play(mv).unwrap();
/// }
/// assert!(game.is_over());
/// assert_eq!(game.moves().last().unwrap().san.to_string(), "Qh4#");
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    start: Chess,
    pos: Chess,
    /// What is known of the legal moves of `pos` ([`Game::legal_moves`]):
    /// found once per position, whether they tell mate and stalemate after
    /// a move, which moves a line typed next can mean, or whether that move
    /// is legal and how its SAN is written.
    legal: MoveCache,
    moves: Vec<PlayedMove>,
    /// How often each position has occurred since the start.
    seen: Seen,
    result: Option<GameResult>,
    illegal: ByColor<u32>,
    offer: Option<Color>,
    settings: RulesSettings,
    /// The dead-position verdicts, kept while the pawns, the material and
    /// the castling and en-passant rights stay the same.
    dead: dead::Memo,
}

impl Default for RulesSettings {
    fn default() -> Self {
        RulesSettings {
            illegal_moves: IllegalMoveRule::default(),
            mode: Mode::Standard,
            resignation_always_loses: false,
        }
    }
}

impl Default for Game {
    fn default() -> Self {
        Game::new(Chess::default(), RulesSettings::default())
    }
}

/// Room made at the start for the moves and positions of a game (most
/// games are shorter), so that playing a move does not grow the lists.
const USUAL_PLIES: usize = 160;

impl Game {
    /// A game from `start` under `settings`; a set-up position may already be over.
    pub fn new(start: Chess, settings: RulesSettings) -> Game {
        let mut seen = Seen::with_capacity_and_hasher(USUAL_PLIES, Default::default());
        seen.insert(PositionKey::of(&start), 1);
        let mut game = Game {
            legal: MoveCache::default(),
            pos: start.clone(),
            start,
            moves: Vec::with_capacity(USUAL_PLIES),
            seen,
            result: None,
            illegal: ByColor::new_with(|_| 0),
            offer: None,
            settings,
            dead: dead::Memo::default(),
        };
        // A set-up position may already be over (mate, stalemate, dead, or
        // 75 moves made without a pawn move or capture: 9.6.2).
        game.result = game.automatic_result(&Outlook::with(game.legal_moves()), None);
        game
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// The legal moves of the current position, in shakmaty's order.
    pub fn legal_moves(&self) -> LegalMoves<'_> {
        LegalMoves::new(&self.pos, &self.legal)
    }

    /// The position the game started from.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// The moves played so far, in order.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.moves
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// Whether the game has a result.
    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.pos.turn()
    }

    /// The rules settings of the game.
    pub fn settings(&self) -> RulesSettings {
        self.settings
    }

    /// Changes the game mode (standard, rapid, blitz).
    pub fn set_mode(&mut self, mode: Mode) {
        self.settings.mode = mode;
    }

    /// The player whose draw offer stands, if any.
    pub fn pending_offer(&self) -> Option<Color> {
        self.offer
    }

    /// Completed illegal moves of each player so far.
    pub fn illegal_count(&self, color: Color) -> u32 {
        self.illegal[color]
    }

    /// Number of the move about to be made (or being made), as on the score.
    pub fn move_number(&self) -> u32 {
        self.pos.fullmoves().get()
    }

    /// How often the current position has occurred.
    pub(crate) fn repetitions(&self) -> u32 {
        self.seen
            .get(&PositionKey::of(&self.pos))
            .copied()
            .unwrap_or(0)
    }

    fn ensure_running(&self) -> Result<(), RulesError> {
        match &self.result {
            Some(r) => Err(RulesError::GameOver(r.clone())),
            None => Ok(()),
        }
    }

    /// Plays a legal move. A pending draw offer of the opponent lapses
    /// (9.1.2.3: a move declines it).
    pub fn play(&mut self, mv: Move) -> Result<MoveReport, RulesError> {
        self.ensure_running()?;
        // The SAN of a piece move names its departure where another piece
        // of its kind could go to the same square (shakmaty's
        // `San::disambiguate` looks only at those moves, which also tell
        // whether the move is legal); pawn moves, en passant and castling
        // are written without looking.
        let mut candidates = MoveList::new();
        let legal = match mv {
            Move::Normal { role, to, .. } if role != Role::Pawn => {
                self.legal_moves().each_of_role_to(role, to, |m| {
                    // Never full: the candidates are some of the legal
                    // moves.
                    let _ = candidates.try_push(m);
                });
                candidates.contains(&mv)
            }
            _ => self.legal_moves().contains(mv),
        };
        if !legal {
            return Err(RulesError::IllegalMove);
        }
        let san = San::disambiguate(mv, &candidates);
        let mover = self.pos.turn();
        let before = self.pos.clone();
        self.pos.play_unchecked(mv);
        // The new position's moves: whether there are any (mate,
        // stalemate), kept for the next move.
        self.legal.clear();
        let after = Outlook::with(self.legal_moves());
        let san = SanPlus {
            san,
            suffix: after.suffix(),
        };
        let seen = self.seen.entry(PositionKey::of(&self.pos)).or_insert(0);
        *seen += 1;
        let repetitions = *seen;
        let draw_offer = self.offer == Some(mover);
        if self.offer.is_some_and(|c| c != mover) {
            self.offer = None;
        }
        self.moves.push(PlayedMove {
            mv,
            san,
            before,
            draw_offer,
        });
        self.result = self.automatic_result(&after, Some(repetitions));
        Ok(MoveReport {
            san,
            check: after.check,
            mate: after.is_checkmate(),
            result: self.result.clone(),
        })
    }

    /// The result the position itself imposes: mate (5.1.1), stalemate
    /// (5.2.1), dead position (5.2.2), then fivefold repetition and the
    /// 75-move rule (9.6), which give way to a mate on the last move.
    /// This is the one place where the outcome after a move is decided;
    /// `after` is the current position's [`Outlook`]; `repetitions`, after
    /// a move, how often the position has now occurred.
    fn automatic_result(
        &mut self,
        after: &Outlook,
        repetitions: Option<u32>,
    ) -> Option<GameResult> {
        let pos = &self.pos;
        if after.is_checkmate() {
            return Some(GameResult::win(!pos.turn(), Reason::Checkmate));
        }
        if after.is_stalemate() {
            return Some(GameResult::draw(Reason::Stalemate));
        }
        if self.dead.is_dead(pos) {
            return Some(GameResult::draw(Reason::DeadPosition));
        }
        if repetitions.is_some_and(|n| n >= 5) {
            return Some(GameResult::draw(Reason::FivefoldRepetition));
        }
        // 9.6.2 counts moves made, before or after a set-up: a set-up
        // position whose counter already shows 75 moves is drawn.
        if pos.halfmoves() >= 150 {
            return Some(GameResult::draw(Reason::SeventyFiveMoves));
        }
        None
    }

    /// True when `color` provably cannot checkmate by any series of legal
    /// moves (5.1.2, 6.9): by material, by the squares the pieces can ever
    /// reach, or by a search (src/rules/dead.rs). When nothing proves it,
    /// false. A proof kept from an earlier move answers at once.
    pub(crate) fn cannot_mate(&mut self, color: Color) -> bool {
        self.dead.can_mate(&self.pos, color) == dead::Verdict::Dead
    }

    /// Can `color` still checkmate by any series of legal moves (5.1.2,
    /// 6.9)? The arbiter's question before ruling a position dead.
    pub fn can_still_mate(&mut self, color: Color) -> Verdict {
        self.dead.can_mate(&self.pos, color)
    }

    /// The question the per-move layers left open about the current
    /// position, once per key: can either side still mate, with the scoring
    /// budget. `None` when the game is over, when a side can mate, or when
    /// the position is not closed (a wall of pawns, few moves). The caller
    /// answers it ([`DeadQuestion::answer`], on any thread) and hands the
    /// answer to [`Game::settle_dead`].
    pub fn dead_question(&mut self) -> Option<DeadQuestion> {
        if self.result.is_some() {
            return None;
        }
        let legal = LegalMoves::new(&self.pos, &self.legal);
        let sides = self.dead.question(&self.pos, || legal.as_slice().len())?;
        Some(DeadQuestion::new(self.pos.clone(), sides, self.moves.len()))
    }

    /// The question about the position at `ply` (moves made since the
    /// start; the current position when it is their number), about both
    /// sides and without the gates of [`Game::dead_question`]: a journal
    /// that recorded the answer is replayed with it. `None` past the end.
    pub fn dead_question_at(&self, ply: usize) -> Option<DeadQuestion> {
        let pos = self.position_at(ply)?;
        let sides = vec![!pos.turn(), pos.turn()];
        Some(DeadQuestion::new(pos.clone(), sides, ply))
    }

    /// The position after `ply` moves since the start (the current one
    /// when it is their number); `None` past the end.
    fn position_at(&self, ply: usize) -> Option<&Chess> {
        match ply.cmp(&self.moves.len()) {
            std::cmp::Ordering::Less => Some(&self.moves[ply].before),
            std::cmp::Ordering::Equal => Some(&self.pos),
            std::cmp::Ordering::Greater => None,
        }
    }

    /// Takes the answer to a [`DeadQuestion`]: when it proved its position
    /// dead, and that position is still in this game (now, or earlier with
    /// the moves since made from it), the game ends as a dead position
    /// (5.2.2; every position after a dead one is dead too). Returns the
    /// result then. An answer about a position the game no longer holds (a
    /// move taken back, another set-up) changes nothing.
    pub fn settle_dead(&mut self, answer: &DeadAnswer) -> Option<GameResult> {
        if self.result.is_some() {
            return None;
        }
        let ply = answer.ply();
        if !self
            .position_at(ply)
            .is_some_and(|asked| answer.is_about(asked))
        {
            return None;
        }
        self.dead.settle(answer, ply == self.moves.len());
        if !answer.is_dead() {
            return None;
        }
        self.result = Some(GameResult::draw(Reason::DeadPosition));
        self.result.clone()
    }

    /// Why the current position is, or is not, dead: the pawns locked in,
    /// the squares every piece can reach, each side's ground.
    pub fn explain_dead(&self) -> Explanation {
        dead::explain(&self.pos)
    }

    /// The result when `loser` would lose, unless the opponent cannot mate
    /// (5.1.2, 6.9, 7.5.5): then it is a draw.
    fn loss_or_draw(&mut self, loser: Color, reason: Reason) -> GameResult {
        if self.cannot_mate(!loser) {
            GameResult::draw_because(reason)
        } else {
            GameResult::win(!loser, reason)
        }
    }

    /// Resignation (5.1.2 today): a loss, or a draw when the opponent
    /// cannot mate by any legal sequence. The older edition in the seeds
    /// made every resignation a loss; that is the `resignation_always_loses`
    /// setting.
    pub fn resign(&mut self, color: Color) -> Result<GameResult, RulesError> {
        self.ensure_running()?;
        let r = if self.settings.resignation_always_loses {
            GameResult::win(!color, Reason::Resignation)
        } else {
            self.loss_or_draw(color, Reason::Resignation)
        };
        self.result = Some(r.clone());
        Ok(r)
    }

    /// The flag of `color` fell (6.9).
    pub fn flag_fall(&mut self, color: Color) -> Result<GameResult, RulesError> {
        self.ensure_running()?;
        let r = self.loss_or_draw(color, Reason::Time);
        self.result = Some(r.clone());
        Ok(r)
    }

    /// The arbiter declares a result (6.11 both flags, a forfeit, a dead
    /// position ruled under 5.2.2), or corrects one: returns the result it
    /// replaces. A standing draw offer lapses.
    pub fn declare(&mut self, result: GameResult) -> Option<GameResult> {
        self.offer = None;
        self.result.replace(result)
    }

    /// The arbiter reopens a finished game: the only way back to play after
    /// a result. Nothing else changes (position, moves, illegal-move
    /// counts). Returns the result that was lifted, `None` when the game
    /// was not finished.
    pub fn reopen(&mut self) -> Option<GameResult> {
        self.result.take()
    }

    /// A draw offer by `color` (9.1.2). It stands until the opponent
    /// answers or makes a move.
    pub fn offer_draw(&mut self, color: Color) -> Result<(), RulesError> {
        self.ensure_running()?;
        if !self.both_have_moved() {
            return Err(RulesError::TooEarlyForAgreement);
        }
        if self.offer == Some(color) {
            return Err(RulesError::OfferAlreadyPending);
        }
        self.offer = Some(color);
        // An offer made by the player who just moved belongs with that move
        // on the scoresheet: "(=)".
        if let Some(last) = self.moves.last_mut() {
            let last_mover = last.before.turn();
            if last_mover == color {
                last.draw_offer = true;
            }
        }
        Ok(())
    }

    /// The opponent accepts the pending offer: drawn by agreement (5.2.3).
    pub fn accept_draw(&mut self, color: Color) -> Result<GameResult, RulesError> {
        self.ensure_running()?;
        match self.offer {
            None => Err(RulesError::NoOfferPending),
            Some(c) if c == color => Err(RulesError::OwnOffer),
            Some(_) => {
                let r = GameResult::draw(Reason::Agreement);
                self.offer = None;
                self.result = Some(r.clone());
                Ok(r)
            }
        }
    }

    /// The opponent declines the pending offer.
    pub fn decline_draw(&mut self, color: Color) -> Result<(), RulesError> {
        self.ensure_running()?;
        match self.offer {
            None => Err(RulesError::NoOfferPending),
            Some(c) if c == color => Err(RulesError::OwnOffer),
            Some(_) => {
                self.offer = None;
                Ok(())
            }
        }
    }

    /// 5.2.3: both players have made at least one move.
    pub(crate) fn both_have_moved(&self) -> bool {
        self.moves.len() >= 2
    }

    /// Records a completed illegal move by `color` (7.5.5): time to the
    /// opponent, and the game lost (or drawn) at the setting's count.
    pub fn illegal_move_completed(
        &mut self,
        color: Color,
    ) -> Result<IllegalMoveDecision, RulesError> {
        self.ensure_running()?;
        self.illegal[color] += 1;
        let count = self.illegal[color];
        if count >= self.settings.illegal_moves.losing_count() {
            let r = self.loss_or_draw(color, Reason::IllegalMoves);
            self.result = Some(r.clone());
            return Ok(IllegalMoveDecision::GameOver(r));
        }
        Ok(IllegalMoveDecision::Penalty {
            penalty: self.penalty_for(color),
            count,
        })
    }

    fn penalty_for(&self, offender: Color) -> TimePenalty {
        TimePenalty {
            to: !offender,
            minutes: penalty_minutes(self.settings.mode),
        }
    }

    /// Is a claim of `kind` correct for the current position (without an
    /// intended move)?
    fn claim_holds_now(&self, kind: ClaimKind) -> bool {
        match kind {
            ClaimKind::Repetition => self.repetitions() >= 3,
            ClaimKind::FiftyMoves => self.pos.halfmoves() >= 100,
        }
    }

    /// Would the claim be correct after `mv` (9.2.1.1, 9.3.1)?
    fn claim_holds_after(&self, kind: ClaimKind, mv: Move) -> bool {
        let mut after = self.pos.clone();
        after.play_unchecked(mv);
        match kind {
            ClaimKind::Repetition => {
                let key = PositionKey::of(&after);
                self.seen.get(&key).copied().unwrap_or(0) + 1 >= 3
            }
            ClaimKind::FiftyMoves => after.halfmoves() >= 100,
        }
    }

    /// A draw claim by the player to move, either for the position on the
    /// board or with an intended move written first. Without a kind, the
    /// claim succeeds if either rule applies.
    ///
    /// The claim is correct when the position on the board qualifies
    /// (9.2.1.2, 9.3.2), whatever move was written, or when the position
    /// after the written move would (9.2.1.1, 9.3.1). A wrong claim costs
    /// time (9.5.3) and counts as a draw offer (9.1.2.3); the caller then
    /// plays the intended move. An illegal intended move makes the claim
    /// wrong; it is not played and is no completed illegal move (7.5.1).
    ///
    /// The start position on the board a third time, claimed (9.2):
    ///
    /// ```
    /// use laws::rules::{ClaimDecision, ClaimKind, Game, Intended, Reason, Score};
    /// use shakmaty::san::San;
    ///
    /// let mut game = Game::default();
    /// for san in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
    ///     let mv = san.parse::<San>().unwrap().to_move(game.position()).unwrap();
    ///     game.play(mv).unwrap();
    /// }
    /// let decision = game.claim_draw(Some(ClaimKind::Repetition), Intended::Nothing).unwrap();
    /// let ClaimDecision::Granted(result) = decision else { panic!("a correct claim") };
    /// assert_eq!(result.score, Score::Draw);
    /// assert_eq!(result.reason, Reason::ThreefoldRepetition);
    /// assert!(game.is_over());
    /// ```
    pub fn claim_draw(
        &mut self,
        kind: Option<ClaimKind>,
        intended: Intended,
    ) -> Result<ClaimDecision, RulesError> {
        self.ensure_running()?;
        let intended = match intended {
            Intended::Move(mv) if !self.pos.is_legal(mv) => Intended::Illegal,
            other => other,
        };
        let kinds: &[ClaimKind] = match kind {
            Some(ClaimKind::Repetition) => &[ClaimKind::Repetition],
            Some(ClaimKind::FiftyMoves) => &[ClaimKind::FiftyMoves],
            None => &[ClaimKind::Repetition, ClaimKind::FiftyMoves],
        };
        for &k in kinds {
            let holds = self.claim_holds_now(k)
                || matches!(intended, Intended::Move(mv) if self.claim_holds_after(k, mv));
            if holds {
                let reason = match k {
                    ClaimKind::Repetition => Reason::ThreefoldRepetition,
                    ClaimKind::FiftyMoves => Reason::FiftyMoves,
                };
                let r = GameResult::draw(reason);
                self.result = Some(r.clone());
                return Ok(ClaimDecision::Granted(r));
            }
        }
        let claimant = self.pos.turn();
        let penalty = self.penalty_for(claimant);
        // 9.1.2.3: the claim is also a draw offer, which the opponent may
        // accept (an agreement needs both players to have moved: 5.2.3).
        let offer = self.both_have_moved();
        if offer {
            self.offer = Some(claimant);
        }
        Ok(ClaimDecision::Rejected {
            penalty,
            must_play: match intended {
                Intended::Move(mv) => Some(mv),
                Intended::Nothing | Intended::Illegal => None,
            },
            offer,
        })
    }

    /// The arbiter takes back the last move (7.1 restores the position
    /// before the irregularity). A finished game stays finished: its
    /// result stands until the arbiter reopens it ([`Game::reopen`]).
    pub fn undo(&mut self) -> Result<PlayedMove, RulesError> {
        self.ensure_running()?;
        let last = self.moves.pop().ok_or(RulesError::NothingToUndo)?;
        let key = PositionKey::of(&self.pos);
        if let Some(n) = self.seen.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                self.seen.remove(&key);
            }
        }
        self.pos = last.before.clone();
        self.legal.clear();
        self.dead.clear();
        // An offer made with the move (a claim's, 9.1.2.3, or "(=)") still
        // stands when the move is put right; any other offer lapses.
        let mover = last.before.turn();
        if !(last.draw_offer && self.offer == Some(mover)) {
            self.offer = None;
        }
        Ok(last)
    }

    /// The SAN of a move in the current position.
    pub fn san(&self, mv: Move) -> San {
        San::from_move(&self.pos, mv)
    }
}

#[cfg(test)]
mod tests;
