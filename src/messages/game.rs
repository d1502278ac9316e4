//! The game and its end: turns, moves played and taken back, offers, claims, results, penalties,
//! the arbiter's rulings and corrections (Articles 1 to 5, 9 and 11 to 12).

use super::catalog::{Catalog, is_typed_word, role_index};
use laws::rules::{GameResult, Reason, TimePenalty};
use shakmaty::{Color, Role};

use super::ClaimKind;
use super::wording::yes_no;

/// The game and its end: turns, moves played and taken back, offers, claims, results, penalties,
/// the arbiter's rulings and corrections (Articles 1 to 5, 9 and 11 to 12).
pub trait GameTexts {
    fn color(&self, c: Color) -> &'static str;
    /// The piece name as a noun ("knight", "Springer").
    fn role(&self, r: Role) -> &'static str;
    fn result(&self, r: &GameResult) -> String;
    fn game_over(&self, r: &GameResult) -> String;
    fn in_progress(&self) -> String;
    fn to_move(&self, c: Color, move_number: u32) -> String;
    /// Whose move, said to the blind player who operates the program.
    fn to_move_player(&self, you: bool, c: Color, move_number: u32) -> String;
    /// The prompt's side when the blind player operates: "You, White".
    fn prompt_side(&self, you: bool, c: Color) -> String;
    fn draw_offered(&self, by: Color) -> String;
    fn draw_declined(&self, by: Color) -> String;
    fn no_offer(&self) -> String;
    fn own_offer(&self, c: Color) -> String;
    fn offer_pending(&self, c: Color) -> String;
    fn too_early_for_agreement(&self) -> String;
    fn claim_rejected(&self, kind: Option<ClaimKind>) -> String;
    fn penalty(&self, p: &TimePenalty) -> String;
    fn move_played(&self, san: &str) -> String;
    fn illegal_completed(&self, by: Color, count: u32) -> String;
    fn undone(&self, san: &str) -> String;
    fn nothing_to_undo(&self) -> String;
    fn no_moves_yet(&self) -> String;
    fn position_set(&self) -> String;
    fn unknown_colour(&self, word: &str) -> String;
    fn help(&self) -> Vec<String>;
    fn wait_usage(&self) -> String;
    fn wait_only_in_scripts(&self) -> String;
    fn confirm_quit(&self) -> String;
    fn is_yes(&self, answer: &str) -> bool;
    fn is_no(&self, answer: &str) -> bool;
    /// A line that leaves the game as Ctrl-D does (the score saved, the
    /// game resumable): `quit`, `ende`, `выход` in any UI language.
    fn is_quit(&self, line: &str) -> bool;
    fn touch_move(&self, role: Role, square: &str) -> String;
    fn touch_capture(&self, role: Role, square: &str) -> String;
    fn setup_usage(&self) -> String;
    fn arbiter_usage(&self) -> String;
    fn arbiter_done(&self) -> String;
    fn correct_usage(&self) -> String;
    fn correct_too_late(&self) -> String;
    fn corrected(&self) -> String;
    fn check(&self) -> &'static str;
    fn mate(&self) -> &'static str;
    /// A result the arbiter declared or corrected (`arbiter result`);
    /// [`GameTexts::result`] says it for such results.
    fn arbiter_result(&self, r: &GameResult) -> String;
    /// The score in words with its figures: "White wins by forfeit, 1-0".
    fn score_words(&self, r: &GameResult) -> String;
    /// After a corrected result: the result it replaces.
    fn result_replaced(&self, old: &GameResult) -> String;
    /// `undo` after the game ended: the result stands.
    fn undo_after_result(&self, r: &GameResult) -> String;
    /// How the arbiter goes back to play after a result.
    fn reopen_hint(&self) -> String;
    fn reopened(&self, turn: Color) -> String;
    /// After reopening: the clock stays stopped, with the times it shows.
    fn reopened_clock(&self) -> String;
    fn nothing_to_reopen(&self) -> String;
    fn result_usage(&self) -> String;
    /// A word of `arbiter result` that is neither a score nor a reason.
    fn result_word_unknown(&self, word: &str) -> String;
    fn forfeit_not_draw(&self) -> String;
    /// A claim whose written move is not legal (9.5.3).
    fn claim_rejected_illegal(&self) -> String;
    /// The illegal intended move is not played; the claimant moves.
    fn intended_not_played(&self, claimant: Color) -> String;
    /// A rejected claim stands as a draw offer (9.1.2.3).
    fn claim_is_offer(&self, by: Color) -> String;
    /// A penalty in a game without a clock: no time can be added.
    fn penalty_no_clock(&self, p: &TimePenalty) -> String;
}

impl GameTexts for Catalog {
    fn color(&self, c: Color) -> &'static str {
        match c {
            Color::White => self.words.white,
            Color::Black => self.words.black,
        }
    }
    fn role(&self, r: Role) -> &'static str {
        self.words.roles[role_index(r)]
    }
    fn result(&self, r: &GameResult) -> String {
        if r.declared {
            return self.arbiter_result(r);
        }
        let winner = r.score.winner();
        let why = match (r.reason, winner, r.opponent_cannot_mate) {
            (Reason::Time, _, true) => "result-time-no-mate",
            (Reason::Resignation, _, true) => "result-resignation-no-mate",
            (Reason::IllegalMoves, _, true) => "result-illegal-no-mate",
            (Reason::Checkmate, Some(_), _) => "result-checkmate",
            (Reason::Resignation, Some(_), _) => "result-resignation",
            (Reason::Time, Some(_), _) => "result-time",
            (Reason::IllegalMoves, Some(_), _) => "result-illegal",
            (Reason::Stalemate, _, _) => "result-stalemate",
            (Reason::DeadPosition, _, _) => "result-dead",
            (Reason::Agreement, _, _) => "result-agreement",
            (Reason::ThreefoldRepetition, _, _) => "result-threefold",
            (Reason::FiftyMoves, _, _) => "result-fifty",
            (Reason::FivefoldRepetition, _, _) => "result-fivefold",
            (Reason::SeventyFiveMoves, _, _) => "result-seventy-five",
            (_, Some(_), _) => "result-win",
            (_, None, _) => "result-draw",
        };
        let w = winner.unwrap_or(Color::White);
        let why = self.args().colour("winner", w).colour("loser", !w).fmt(why);
        self.args()
            .s("why", why)
            .s("score", r.score.pgn())
            .fmt("result")
    }
    fn game_over(&self, r: &GameResult) -> String {
        self.args().s("score", r.score.pgn()).fmt("game-over")
    }
    fn in_progress(&self) -> String {
        self.t("in-progress")
    }
    fn to_move(&self, c: Color, move_number: u32) -> String {
        self.args()
            .colour("c", c)
            .n("move_number", move_number)
            .fmt("to-move")
    }
    fn to_move_player(&self, you: bool, c: Color, move_number: u32) -> String {
        self.args()
            .key("you", yes_no(you))
            .colour("c", c)
            .n("move_number", move_number)
            .fmt("to-move-player")
    }
    fn prompt_side(&self, you: bool, c: Color) -> String {
        self.args()
            .key("you", yes_no(you))
            .colour("c", c)
            .fmt("prompt-side")
    }
    fn draw_offered(&self, by: Color) -> String {
        self.args()
            .colour("by", by)
            .colour("by-other", !by)
            .fmt("draw-offered")
    }
    fn draw_declined(&self, by: Color) -> String {
        self.args().colour("by", by).fmt("draw-declined")
    }
    fn no_offer(&self) -> String {
        self.t("no-offer")
    }
    fn own_offer(&self, c: Color) -> String {
        self.args().colour("c", c).fmt("own-offer")
    }
    fn offer_pending(&self, c: Color) -> String {
        self.args().colour("c", c).fmt("offer-pending")
    }
    fn too_early_for_agreement(&self) -> String {
        self.t("too-early-for-agreement")
    }
    fn claim_rejected(&self, kind: Option<ClaimKind>) -> String {
        let kind = match kind {
            Some(ClaimKind::Repetition) => "repetition",
            Some(ClaimKind::FiftyMoves) => "fifty",
            None => "none",
        };
        self.args().key("kind", kind).fmt("claim-rejected")
    }
    fn penalty(&self, p: &TimePenalty) -> String {
        self.args()
            .n("minutes", p.minutes)
            .colour("to", p.to)
            .fmt("penalty")
    }
    fn move_played(&self, san: &str) -> String {
        self.args().s("san", san).fmt("move-played")
    }
    fn illegal_completed(&self, by: Color, count: u32) -> String {
        self.args()
            .colour("by", by)
            .n("count", count)
            .fmt("illegal-completed")
    }
    fn undone(&self, san: &str) -> String {
        self.args().s("san", san).fmt("undone")
    }
    fn nothing_to_undo(&self) -> String {
        self.t("nothing-to-undo")
    }
    fn no_moves_yet(&self) -> String {
        self.t("no-moves-yet")
    }
    fn position_set(&self) -> String {
        self.t("position-set")
    }
    fn unknown_colour(&self, word: &str) -> String {
        self.args().s("word", word).fmt("unknown-colour")
    }
    fn help(&self) -> Vec<String> {
        self.t("help").lines().map(str::to_string).collect()
    }
    fn wait_usage(&self) -> String {
        self.t("wait-usage")
    }
    fn wait_only_in_scripts(&self) -> String {
        self.t("wait-only-in-scripts")
    }
    fn confirm_quit(&self) -> String {
        self.t("confirm-quit")
    }
    fn is_yes(&self, answer: &str) -> bool {
        is_typed_word("words-yes", answer)
    }
    fn is_no(&self, answer: &str) -> bool {
        is_typed_word("words-no", answer)
    }
    fn is_quit(&self, line: &str) -> bool {
        is_typed_word("words-quit", line.trim())
    }
    fn touch_move(&self, role: Role, square: &str) -> String {
        self.args()
            .role("piece", role)
            .s("square", square)
            .fmt("touch-move")
    }
    fn touch_capture(&self, role: Role, square: &str) -> String {
        self.args()
            .role("piece", role)
            .s("square", square)
            .fmt("touch-capture")
    }
    fn setup_usage(&self) -> String {
        self.t("setup-usage")
    }
    fn arbiter_usage(&self) -> String {
        self.t("arbiter-usage")
    }
    fn arbiter_done(&self) -> String {
        self.t("arbiter-done")
    }
    fn correct_usage(&self) -> String {
        self.t("correct-usage")
    }
    fn correct_too_late(&self) -> String {
        self.t("correct-too-late")
    }
    fn corrected(&self) -> String {
        self.t("corrected")
    }
    fn check(&self) -> &'static str {
        self.words.check
    }
    fn mate(&self) -> &'static str {
        self.words.mate
    }
    fn arbiter_result(&self, r: &GameResult) -> String {
        let reason = match r.reason {
            Reason::BothFlags => "both-flags",
            Reason::DeadPosition => "dead",
            Reason::Time => "time",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::IllegalMoves => "illegal",
            Reason::ThreefoldRepetition => "threefold",
            Reason::FiftyMoves => "fifty",
            Reason::FivefoldRepetition => "fivefold",
            Reason::SeventyFiveMoves => "seventy-five",
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::Forfeit | Reason::Arbiter => "none",
        };
        self.args()
            .key("reason", reason)
            .s("score", self.score_words(r))
            .fmt("arbiter-result")
    }
    fn score_words(&self, r: &GameResult) -> String {
        use laws::rules::Score;
        let outcome = match r.score {
            Score::WhiteWins | Score::BlackWins => "win",
            Score::BothLose => "both-lose",
            Score::Draw => "draw",
        };
        self.args()
            .key("outcome", outcome)
            .colour("winner", r.score.winner().unwrap_or(Color::White))
            .key("forfeit", yes_no(r.reason == Reason::Forfeit))
            .s("score", r.score.pgn())
            .fmt("score-words")
    }
    fn result_replaced(&self, old: &GameResult) -> String {
        self.args()
            .s("score", self.score_words(old))
            .fmt("result-replaced")
    }
    fn undo_after_result(&self, r: &GameResult) -> String {
        self.args()
            .s("score", r.score.pgn())
            .fmt("undo-after-result")
    }
    fn reopen_hint(&self) -> String {
        self.t("reopen-hint")
    }
    fn reopened(&self, turn: Color) -> String {
        self.args().colour("turn", turn).fmt("reopened")
    }
    fn reopened_clock(&self) -> String {
        self.t("reopened-clock")
    }
    fn nothing_to_reopen(&self) -> String {
        self.t("nothing-to-reopen")
    }
    fn result_usage(&self) -> String {
        self.t("result-usage")
    }
    fn result_word_unknown(&self, word: &str) -> String {
        self.args().s("word", word).fmt("result-word-unknown")
    }
    fn forfeit_not_draw(&self) -> String {
        self.t("forfeit-not-draw")
    }
    fn claim_rejected_illegal(&self) -> String {
        self.t("claim-rejected-illegal")
    }
    fn intended_not_played(&self, claimant: Color) -> String {
        self.args()
            .colour("claimant", claimant)
            .fmt("intended-not-played")
    }
    fn claim_is_offer(&self, by: Color) -> String {
        self.args()
            .colour("by", by)
            .colour("by-other", !by)
            .fmt("claim-is-offer")
    }
    fn penalty_no_clock(&self, p: &TimePenalty) -> String {
        self.args().colour("to", p.to).fmt("penalty-no-clock")
    }
}
