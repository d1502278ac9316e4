//! After a result: why the game ended as a dead position (5.2.2), or why
//! a flag fall, a resignation or illegal moves were drawn because the
//! opponent cannot checkmate (5.1.2, 6.9, 7.5.5), said in words right
//! after the result.

use laws::rules::{GameResult, Reason};

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
}
