//! The dead-position question the Laws leave open after a move: a closed
//! position that takes more to prove dead than a move may cost. It is
//! answered on a thread of its own while the players think, or at once
//! when time is virtual (a script, where the same lines must give the same
//! answers at the same point on every machine). An answer that ends the
//! game is carried out like a flag fall: said, journaled as a `dead`
//! record (a replay answers the question again), sent to the arbiter's
//! server and saved.

use laws::rules::DeadAnswer;

use super::GameLoop;
use crate::reply::Reply;

impl GameLoop {
    /// Takes a finished answer, and asks the next question when one is due.
    pub(super) fn dead_check(&mut self) -> Vec<Reply> {
        let mut out = Vec::new();
        if self.journal_behind {
            return out;
        }
        if self.dead_worker.as_ref().is_some_and(|w| w.is_finished())
            && let Some(worker) = self.dead_worker.take()
        {
            // A thread that panicked proved nothing: the game goes on, as
            // for any position not proved dead (the panic was printed).
            if let Ok(answer) = worker.join() {
                out.extend(self.dead_answered(&answer));
            }
        }
        if self.dead_worker.is_none()
            && let Some(question) = self.session.dead_question()
        {
            if self.session.time_is_virtual() {
                out.extend(self.dead_answered(&question.answer()));
            } else {
                self.dead_worker = Some(std::thread::spawn(move || question.answer()));
            }
        }
        out
    }

    /// An answer handed to the session; when it ended the game, carried out.
    fn dead_answered(&mut self, answer: &DeadAnswer) -> Vec<Reply> {
        let at = self.session.now();
        let said = self.session.settle_dead(answer);
        if said.is_empty() {
            return said;
        }
        let mut replies = self.carry_out(said);
        let ply = answer.ply();
        replies.extend(self.durably(|log, session| log.dead(at, session, ply)));
        self.broadcast_after(&replies, None);
        let failed = self.record(|r, _| r.answered(&replies));
        replies.extend(failed);
        replies.extend(self.save_after_end());
        replies
    }
}
