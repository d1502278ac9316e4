//! After a result: why the game ended as a dead position (5.2.2), or why
//! a flag fall, a resignation or illegal moves were drawn because the
//! opponent cannot checkmate (5.1.2, 6.9, 7.5.5), said in words right
//! after the result.

use laws::rules::{DeadAnswer, DeadQuestion, GameResult, Reason};

use super::{Reply, Session};

impl Session {
    /// The reason, one sentence a line; nothing for other results, and
    /// nothing for a result the arbiter declared (the arbiter gives the
    /// reasons then).
    pub(super) fn dead_reason(&self, r: &GameResult) -> Vec<Reply> {
        if r.declared || !(r.reason == Reason::DeadPosition || r.opponent_cannot_mate) {
            return Vec::new();
        }
        let e = self.game.explain_dead();
        self.texts
            .dead_reason(&e)
            .into_iter()
            .map(Reply::say)
            .collect()
    }

    /// The dead-position question the per-move layers left open about
    /// the position now (a closed one), once per key: for the game loop to
    /// answer, on a thread of its own or at once.
    pub fn dead_question(&mut self) -> Option<DeadQuestion> {
        self.game.dead_question()
    }

    /// Takes an answer to a [`DeadQuestion`]: when it ends the game (5.2.2),
    /// the clock stops and the result is said with its reason. Nothing
    /// otherwise.
    pub fn settle_dead(&mut self, answer: &DeadAnswer) -> Vec<Reply> {
        let Some(r) = self.game.settle_dead(answer) else {
            return Vec::new();
        };
        let now = self.now();
        if let Some(c) = self.timing.clock.as_mut() {
            let _ = c.stop(now);
        }
        let mut out = vec![Reply::say(self.texts.result(&r))];
        out.extend(self.dead_reason(&r));
        out
    }

    /// A journal's `dead` record replayed: the question about the position
    /// at `ply` asked and answered again (the answer is the same on every
    /// run), and settled.
    pub fn settle_dead_at(&mut self, ply: usize) -> Vec<Reply> {
        match self.game.dead_question_at(ply) {
            Some(q) => self.settle_dead(&q.answer()),
            None => Vec::new(),
        }
    }
}
