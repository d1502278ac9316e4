//! One reader for every line that gives a move: a move typed at the
//! prompt and the move of a slip-of-the-tongue correction (`correct MOVE`,
//! Appendix D.2.8) are read alike, in every input form (algebraic in any
//! letters, the vocabulary's spoken words, braille cells or Braille ASCII),
//! and refused or asked about alike.

use shakmaty::{Chess, Move};

use super::braille_io::BrailleOrMove;
use super::spoken::SpokenOutcome;
use super::{Pending, Reply, Session};
use crate::braille::BrailleError;
use crate::notation::MoveError;
use crate::phonetics::SpokenError;
use crate::speech::Earcon;

/// What a line says as a move in a position.
pub(super) enum LineMove {
    /// One legal move, with the misheard words that were taken for others.
    Move(Move, Vec<(String, String)>),
    /// No single legal move (several fitting: [`MoveError::Ambiguous`]).
    Refused(MoveError),
    /// Spoken words that name no single legal move.
    SpokenRefused(MoveError),
    /// Spoken words that do not form a move.
    Spoken(SpokenError),
    /// Braille cells that are no move.
    Braille(BrailleError),
}

impl Session {
    /// Reads `line` as a move in `pos`: algebraic notation first, then the
    /// vocabulary's words (when `spoken`), then braille.
    pub(super) fn read_move(&self, pos: &Chess, line: &str, spoken: bool) -> LineMove {
        match self.reader.resolve(pos, line) {
            Ok(m) => LineMove::Move(m, Vec::new()),
            Err(MoveError::Ambiguous(ms)) => LineMove::Refused(MoveError::Ambiguous(ms)),
            Err(MoveError::NotAMove) if spoken => {
                match self.spoken_resolve(pos, line) {
                    SpokenOutcome::NotSpoken => {}
                    SpokenOutcome::Move(m, heard) => return LineMove::Move(m, heard),
                    SpokenOutcome::Refused(e) => return LineMove::SpokenRefused(e),
                    SpokenOutcome::Error(e) => return LineMove::Spoken(e),
                }
                match self.braille_resolve(pos, line) {
                    Some(Ok(m)) => LineMove::Move(m, Vec::new()),
                    Some(Err(BrailleOrMove::Braille(e))) => LineMove::Braille(e),
                    Some(Err(BrailleOrMove::Move(e))) => LineMove::Refused(e),
                    None => LineMove::Refused(MoveError::NotAMove),
                }
            }
            Err(alg_err) => match self.braille_resolve(pos, line) {
                Some(Ok(m)) => LineMove::Move(m, Vec::new()),
                Some(Err(BrailleOrMove::Braille(e))) => LineMove::Braille(e),
                // A real algebraic reading says more than a Braille ASCII one.
                Some(Err(BrailleOrMove::Move(e))) if alg_err == MoveError::NotAMove => {
                    LineMove::Refused(e)
                }
                _ => LineMove::Refused(alg_err),
            },
        }
    }

    /// What is said when a line gave no single move. A question between
    /// several moves is asked about `pos`; `correcting` makes its answer
    /// a correction of the last move.
    pub(super) fn refusal(
        &mut self,
        pos: &Chess,
        read: LineMove,
        line: &str,
        correcting: bool,
    ) -> Vec<Reply> {
        match read {
            LineMove::Move(..) => Vec::new(),
            LineMove::Refused(MoveError::Ambiguous(ms))
            | LineMove::SpokenRefused(MoveError::Ambiguous(ms)) => {
                let q = self.question(pos, &ms);
                self.pending = Some(if correcting {
                    Pending::WhichCorrection(ms)
                } else {
                    Pending::WhichMove(ms)
                });
                vec![Reply::Say(q)]
            }
            LineMove::Refused(MoveError::NotAMove) => vec![
                Reply::Sound(Earcon::InputRejected),
                Reply::Say(self.texts.not_understood(line)),
            ],
            LineMove::Refused(e) => vec![
                Reply::Sound(Earcon::InputRejected),
                Reply::Say(self.texts.move_error(&e, &self.namer())),
            ],
            LineMove::SpokenRefused(e) => {
                vec![Reply::Say(self.texts.move_error(&e, &self.namer()))]
            }
            LineMove::Spoken(e) => vec![Reply::Say(self.texts.spoken_error(&e))],
            LineMove::Braille(e) => vec![Reply::Say(self.texts.braille_error(&e))],
        }
    }

    /// May the last move still be corrected? From the moment it is played
    /// until the next move is played (queries, clock announcements, refused
    /// or unfinished move attempts in between do not end it; `undo`, a new
    /// position, an adjournment (the move is sealed) or the end of the game
    /// do).
    fn may_correct_now(&self) -> bool {
        !self.game.moves().is_empty()
            && !self.game.is_over()
            && self.adjourned.is_none()
            // Not while the sealed move is being written (adjourning).
            && !matches!(
                self.pending,
                Some(Pending::Resumption(_) | Pending::SealedMove { .. } | Pending::Secret { .. })
            )
            && self.may_correct == Some(self.game.moves().len())
    }

    /// `correct MOVE` (`korrektur`, `исправить`): a slip of the tongue
    /// (D.2.8) is put right before the next move is entered. The move
    /// meant is read in every input form against the position before the
    /// slip; several fitting moves are asked about. Later only the arbiter
    /// can take a move back (`undo`).
    pub(super) fn correct(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let Some(text) = arg else {
            return vec![Reply::Say(self.texts.correct_usage())];
        };
        if !self.may_correct_now() {
            return vec![Reply::Say(self.texts.correct_too_late())];
        }
        // Nothing changes while the arbiter has paused the clock.
        if self.clock_paused() {
            return vec![Reply::Say(self.texts.move_while_paused())];
        }
        let Some(before) = self.game.moves().last().map(|pm| pm.before.clone()) else {
            return vec![Reply::Say(self.texts.correct_too_late())];
        };
        // A question about the move being corrected is answered by the
        // correction itself.
        if matches!(
            self.pending,
            Some(Pending::WhichMove(_) | Pending::WhichCorrection(_))
        ) {
            self.pending = None;
        }
        match self.read_move(&before, text, true) {
            LineMove::Move(m, heard) => {
                let mut out: Vec<Reply> = heard
                    .iter()
                    .map(|(h, u)| Reply::Say(self.texts.understood(h, u)))
                    .collect();
                out.extend(self.correct_with(m));
                out
            }
            other => self.refusal(&before, other, text, true),
        }
    }

    /// Takes the slip back and plays `m` in its place.
    pub(super) fn correct_with(&mut self, m: Move) -> Vec<Reply> {
        if !self.may_correct_now() || self.game.undo().is_err() {
            return vec![Reply::Say(self.texts.correct_too_late())];
        }
        self.clock_undo();
        let mut out = vec![Reply::Say(self.texts.corrected())];
        out.extend(self.play(m));
        out
    }
}
