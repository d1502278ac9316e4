//! The quickplay finish (Guidelines III: the draw claim, the five-second
//! request, both flags fallen) and the scoresheet relief of Article 8.4.

use shakmaty::Color;

use super::catalog::Catalog;
use crate::errors::QuickplaySetupError;
use laws::clock::quickplay::{Guideline, NotApplicable, Refusal};

/// On what the player claims a draw (Guidelines III.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimBasis {
    /// The opponent cannot win by normal means.
    NormalMeans,
    /// The opponent is making no effort to win by normal means.
    NoEffort,
    /// Not said.
    Unstated,
}

impl ClaimBasis {
    /// The word the journal and the score keep.
    pub fn key(self) -> &'static str {
        match self {
            ClaimBasis::NormalMeans => "normal-means",
            ClaimBasis::NoEffort => "no-effort",
            ClaimBasis::Unstated => "unstated",
        }
    }
}

/// The quickplay finish, said.
pub trait QuickplayTexts {
    /// `--quickplay` or `--arbiter` refused at the start.
    fn quickplay_setup_error(&self, e: &QuickplaySetupError) -> String;
    /// `claim quickplay` with a word that names no basis.
    fn qp_claim_usage(&self) -> String;
    /// `request` with a word that is not "increment".
    fn qp_request_usage(&self) -> String;
    /// The event announced no quickplay finish.
    fn qp_not_announced(&self) -> String;
    /// The event announced the other Guideline.
    fn qp_use_other(&self, announced: Guideline) -> String;
    /// A claim or request cannot be made now.
    fn qp_refused(&self, why: &Refusal, by: Color) -> String;
    /// A claim or request already waits, or a claim was postponed.
    fn qp_already(&self) -> String;
    fn qp_claimed(&self, by: Color, basis: ClaimBasis) -> String;
    /// The clocks are stopped and the arbiter decides.
    fn qp_arbiter_decides(&self) -> String;
    /// III.6: no arbiter: the claim ends the game.
    fn qp_referred(&self) -> String;
    /// A move while a claim waits for the arbiter.
    fn qp_claim_waits(&self) -> String;
    /// A move after a claim that went to the designated arbiter.
    fn qp_game_held(&self) -> String;
    /// The designated arbiter decides by a result.
    fn qp_referred_decide(&self) -> String;
    /// The game's result, asked while the designated arbiter has not
    /// given it.
    fn qp_result_pending(&self) -> String;
    fn qp_granted(&self) -> String;
    fn qp_postponed(&self) -> String;
    /// After postponing: a draw may still be declared.
    fn qp_may_still_draw(&self) -> String;
    fn qp_rejected(&self) -> String;
    /// `arbiter grant` and the like with nothing to decide.
    fn qp_nothing_pending(&self) -> String;
    /// III.4: the request, also a draw offer.
    fn qp_requested(&self, by: Color) -> String;
    /// A move while the request waits for an answer.
    fn qp_request_waits(&self, answers: Color) -> String;
    /// The arbiter before the opponent answered.
    fn qp_answer_first(&self, answers: Color) -> String;
    /// Declined: the arbiter decides on the five seconds.
    fn qp_request_to_arbiter(&self) -> String;
    /// Declined, and no arbiter is at hand.
    fn qp_request_no_arbiter(&self) -> String;
    /// `arbiter postpone` on a request.
    fn qp_request_decide(&self) -> String;
    fn qp_increment_granted(&self) -> String;
    fn qp_increment_refused(&self) -> String;
    fn qp_both_flags_draw(&self) -> String;
    fn qp_both_flags_play_on(&self) -> String;
    fn qp_both_flags_unannounced(&self) -> String;
    /// 8.4: the score is still kept for `side`.
    fn qp_score_kept(&self, side: Color) -> String;
    /// `undo` refused: it would take back a move made before a quickplay
    /// claim, request or ruling, which stands.
    fn qp_undo_refused(&self) -> String;
}

impl QuickplayTexts for Catalog {
    fn quickplay_setup_error(&self, e: &QuickplaySetupError) -> String {
        match e {
            QuickplaySetupError::Unknown(w) => {
                self.args().s("word", w.as_str()).fmt("qp-setup-unknown")
            }
            QuickplaySetupError::UnknownArbiter(w) => self
                .args()
                .s("word", w.as_str())
                .fmt("qp-setup-unknown-arbiter"),
            QuickplaySetupError::NotApplicable(n) => self
                .args()
                .key("why", not_applicable_key(*n))
                .fmt("qp-setup-not-applicable"),
        }
    }
    fn qp_claim_usage(&self) -> String {
        self.t("qp-claim-usage")
    }
    fn qp_request_usage(&self) -> String {
        self.t("qp-request-usage")
    }
    fn qp_not_announced(&self) -> String {
        self.t("qp-not-announced")
    }
    fn qp_use_other(&self, announced: Guideline) -> String {
        self.args()
            .key(
                "rule",
                match announced {
                    Guideline::Increment => "increment",
                    Guideline::Claim => "claim",
                },
            )
            .fmt("qp-use-other")
    }
    fn qp_refused(&self, why: &Refusal, by: Color) -> String {
        let key = match why {
            Refusal::NotApplicable(n) => not_applicable_key(*n),
            Refusal::NotStarted => "not-started",
            Refusal::IncrementIntroduced => "introduced",
            Refusal::EarlierPeriod => "earlier-period",
            Refusal::TooMuchTime(_) => "too-much-time",
            Refusal::FlagFallen => "flag-fallen",
        };
        self.args()
            .key("why", key)
            .colour("by", by)
            .fmt("qp-refused")
    }
    fn qp_already(&self) -> String {
        self.t("qp-already")
    }
    fn qp_claimed(&self, by: Color, basis: ClaimBasis) -> String {
        self.args()
            .colour("by", by)
            .colour("other", !by)
            .key("basis", basis.key())
            .fmt("qp-claimed")
    }
    fn qp_arbiter_decides(&self) -> String {
        self.t("qp-arbiter-decides")
    }
    fn qp_referred(&self) -> String {
        self.t("qp-referred")
    }
    fn qp_claim_waits(&self) -> String {
        self.t("qp-claim-waits")
    }
    fn qp_game_held(&self) -> String {
        self.t("qp-game-held")
    }
    fn qp_referred_decide(&self) -> String {
        self.t("qp-referred-decide")
    }
    fn qp_result_pending(&self) -> String {
        self.t("qp-result-pending")
    }
    fn qp_granted(&self) -> String {
        self.t("qp-granted")
    }
    fn qp_postponed(&self) -> String {
        self.t("qp-postponed")
    }
    fn qp_may_still_draw(&self) -> String {
        self.t("qp-may-still-draw")
    }
    fn qp_rejected(&self) -> String {
        self.t("qp-rejected")
    }
    fn qp_nothing_pending(&self) -> String {
        self.t("qp-nothing-pending")
    }
    fn qp_requested(&self, by: Color) -> String {
        self.args()
            .colour("by", by)
            .colour("other", !by)
            .fmt("qp-requested")
    }
    fn qp_request_waits(&self, answers: Color) -> String {
        self.args()
            .colour("answers", answers)
            .fmt("qp-request-waits")
    }
    fn qp_answer_first(&self, answers: Color) -> String {
        self.args()
            .colour("answers", answers)
            .fmt("qp-answer-first")
    }
    fn qp_request_to_arbiter(&self) -> String {
        self.t("qp-request-to-arbiter")
    }
    fn qp_request_no_arbiter(&self) -> String {
        self.t("qp-request-no-arbiter")
    }
    fn qp_request_decide(&self) -> String {
        self.t("qp-request-decide")
    }
    fn qp_increment_granted(&self) -> String {
        self.t("qp-increment-granted")
    }
    fn qp_increment_refused(&self) -> String {
        self.t("qp-increment-refused")
    }
    fn qp_both_flags_draw(&self) -> String {
        self.t("qp-both-flags-draw")
    }
    fn qp_both_flags_play_on(&self) -> String {
        self.t("qp-both-flags-play-on")
    }
    fn qp_both_flags_unannounced(&self) -> String {
        self.t("qp-both-flags-unannounced")
    }
    fn qp_score_kept(&self, side: Color) -> String {
        self.args().colour("side", side).fmt("qp-score-kept")
    }
    fn qp_undo_refused(&self) -> String {
        self.t("qp-undo-refused")
    }
}

fn not_applicable_key(n: NotApplicable) -> &'static str {
    match n {
        NotApplicable::Untimed => "untimed",
        NotApplicable::Blitz => "blitz",
        NotApplicable::Bonus => "bonus",
    }
}
