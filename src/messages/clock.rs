//! The clock under the arbiter's control (Article 6): started, stopped, resumed, a flag fallen.

use super::catalog::Catalog;
use laws::rules::{GameResult, Reason};
use shakmaty::Color;

use super::GameTexts;

/// The clock under the arbiter's control (Article 6): started, stopped, resumed, a flag fallen.
pub trait ClockTexts {
    fn no_clock(&self) -> String;
    /// `start`: the clock is started and `runs`'s time runs.
    fn clock_started(&self, runs: Color) -> String;
    /// `start` once more: the clock runs already.
    fn clock_already_running(&self, runs: Color) -> String;
    /// Before `start` or the first move.
    fn clock_not_started(&self) -> String;
    /// How the clock is started.
    fn clock_start_hint(&self) -> String;
    /// `arbiter pause`; also said by `time` while the clock is paused.
    fn clock_stopped(&self) -> String;
    /// `arbiter pause` when the clock is paused already.
    fn clock_already_stopped(&self) -> String;
    /// `arbiter resume`: the clock runs again and `runs`'s time runs.
    fn clock_runs_again(&self, runs: Color) -> String;
    /// A move typed while the arbiter has paused the clock is refused.
    fn move_while_paused(&self) -> String;
    /// `start`, `arbiter pause` or `arbiter resume` after the game ended.
    fn clock_game_over(&self, r: &GameResult) -> String;
    /// Said after "White's flag has fallen.": what follows from it,
    /// without telling the fall again.
    fn flag_outcome(&self, flagged: Color, r: &GameResult) -> String;
    /// How a paused clock runs again.
    fn clock_resume_hint(&self) -> String;
}

impl ClockTexts for Catalog {
    fn no_clock(&self) -> String {
        self.t("no-clock")
    }
    fn clock_started(&self, runs: Color) -> String {
        self.args().colour("runs", runs).fmt("clock-started")
    }
    fn clock_already_running(&self, runs: Color) -> String {
        self.args()
            .colour("runs", runs)
            .fmt("clock-already-running")
    }
    fn clock_not_started(&self) -> String {
        self.t("clock-not-started")
    }
    fn clock_start_hint(&self) -> String {
        self.t("clock-start-hint")
    }
    fn clock_stopped(&self) -> String {
        self.t("clock-stopped")
    }
    fn clock_already_stopped(&self) -> String {
        self.t("clock-already-stopped")
    }
    fn clock_runs_again(&self, runs: Color) -> String {
        self.args().colour("runs", runs).fmt("clock-runs-again")
    }
    fn move_while_paused(&self) -> String {
        self.t("move-while-paused")
    }
    fn clock_game_over(&self, r: &GameResult) -> String {
        self.args().s("score", r.score.pgn()).fmt("clock-game-over")
    }
    fn flag_outcome(&self, flagged: Color, r: &GameResult) -> String {
        match (r.score.winner(), r.reason, r.opponent_cannot_mate) {
            (_, Reason::Time, true) => self
                .args()
                .colour("other", !flagged)
                .s("score", r.score.pgn())
                .fmt("flag-cannot-mate"),
            (Some(w), Reason::Time, _) => self
                .args()
                .colour("winner", w)
                .s("score", r.score.pgn())
                .fmt("flag-wins"),
            _ => self.result(r),
        }
    }
    fn clock_resume_hint(&self) -> String {
        self.t("clock-resume-hint")
    }
}
