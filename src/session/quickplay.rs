//! The last phase of the game as the Laws run it (docs/rules.md, "The
//! quickplay finish"): the draw claim of Guidelines III.5 (`claim
//! quickplay`), decided by the arbiter (`arbiter grant`, `arbiter
//! postpone`, `arbiter reject`) or, with no arbiter present, ending the
//! game for the designated arbiter (III.6); the five-second request of
//! III.4 (`request increment`); both flags fallen with no order known
//! (III.3.1, `arbiter flags`); and the words of Article 8.4 when a player
//! need no longer keep score. What may be asked is decided by
//! `laws::clock::quickplay`; this module holds the dialogue and what it
//! left behind (for the journal and the score).

use std::time::Duration;

use shakmaty::{ByColor, Color};

use super::{Reply, Session};
use crate::errors::QuickplaySetupError;
use crate::messages::ClaimBasis;
use crate::messages::catalog::is_typed_word;
use crate::reply::{FileJob, FileKind};
use crate::settings::Settings;
use laws::clock::quickplay::{
    self as qp, Announced, BothFlags, EXTRA_INCREMENT, EXTRA_MINUTES, Guideline, Refusal,
};
use laws::clock::{ClockError, FlagOrder, TimeControl};
use laws::rules::{GameResult, Mode, Reason, Score, TimePenalty};
use speech::words;

/// The file a claim without an arbiter writes into the game folder.
pub const CLAIM_FILE: &str = "quickplay-claim.txt";

/// Where a draw claim stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ClaimStatus {
    /// The clocks are stopped; the arbiter decides.
    Waiting,
    /// The arbiter postponed the decision; play goes on.
    Postponed,
    /// No arbiter present: the game ended for the designated arbiter.
    Referred,
}

#[derive(Clone, Debug)]
struct Claim {
    by: Color,
    status: ClaimStatus,
}

/// Where a request for five seconds stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RequestStage {
    /// Offered to the opponent, as a draw offer.
    Offered,
    /// Declined: the arbiter decides.
    Declined,
}

#[derive(Clone, Debug)]
struct Request {
    by: Color,
    stage: RequestStage,
}

/// The quickplay finish of one game.
#[derive(Clone, Debug, Default)]
pub(super) struct Quickplay {
    /// The Guideline the event announced.
    rule: Option<Guideline>,
    /// `--arbiter none`: no arbiter at the board (III.6).
    no_arbiter: bool,
    claim: Option<Claim>,
    request: Option<Request>,
    /// 8.4 said for each side.
    relief_said: ByColor<bool>,
    /// What happened, one line each, for the journal's `quickplay`
    /// records (docs/journal.md).
    records: Vec<String>,
    /// Notes for the score: after how many moves, and the PGN comment.
    notes: Vec<(usize, String)>,
}

/// Reads `--quickplay` and `--arbiter`, refusing the Guidelines where
/// III.2 does not let them apply.
pub(super) fn from_settings(
    opts: &Settings,
    control: Option<&TimeControl>,
    mode: Mode,
) -> Result<Quickplay, QuickplaySetupError> {
    let rule = match &opts.quickplay {
        None => None,
        Some(text) => {
            text.parse::<Announced>()
                .map_err(|_| QuickplaySetupError::Unknown(text.clone()))?
                .0
        }
    };
    let no_arbiter = match opts.arbiter.as_deref().map(str::to_lowercase).as_deref() {
        None | Some("present" | "anwesend" | "есть") => false,
        Some("none" | "keiner" | "нет") => true,
        Some(w) => return Err(QuickplaySetupError::UnknownArbiter(w.to_string())),
    };
    if rule.is_some() {
        match control {
            None => {
                return Err(QuickplaySetupError::NotApplicable(
                    qp::NotApplicable::Untimed,
                ));
            }
            Some(c) => qp::applies(c, mode).map_err(QuickplaySetupError::NotApplicable)?,
        }
    }
    Ok(Quickplay {
        rule,
        no_arbiter,
        ..Quickplay::default()
    })
}

fn colour_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Session {
    /// The `quickplay` records so far (docs/journal.md), in order.
    pub fn quickplay_records(&self) -> &[String] {
        &self.quickplay.records
    }

    /// The score's comments of the quickplay finish: after how many moves,
    /// and the text.
    pub(super) fn quickplay_notes(&self) -> &[(usize, String)] {
        &self.quickplay.notes
    }

    /// A claim went to the designated arbiter and no result is given yet.
    pub(super) fn quickplay_referred(&self) -> bool {
        self.game.result().is_none()
            && self
                .quickplay
                .claim
                .as_ref()
                .is_some_and(|c| c.status == ClaimStatus::Referred)
    }

    fn note(&mut self, record: String, comment: String) {
        self.quickplay.records.push(record);
        self.quickplay
            .notes
            .push((self.game.moves().len(), comment));
    }

    /// `undo` does not go back across a claim, a request or a ruling of the
    /// quickplay finish: what was claimed, decided and added to the clocks
    /// stands (the journal keeps it), and the score's note on it would
    /// otherwise point at a move no longer played.
    pub(super) fn quickplay_holds_undo(&self) -> Option<Vec<Reply>> {
        let played = self.game.moves().len();
        (played > 0
            && self
                .quickplay
                .notes
                .iter()
                .any(|(after, _)| *after >= played))
        .then(|| vec![Reply::say(self.texts.qp_undo_refused())])
    }

    /// A move is not taken while a claim or a request waits.
    pub(super) fn quickplay_holds_move(&self) -> Option<Vec<Reply>> {
        if self.game.is_over() {
            return None;
        }
        let t = self.texts;
        if let Some(c) = &self.quickplay.claim {
            match c.status {
                ClaimStatus::Waiting => return Some(vec![Reply::say(t.qp_claim_waits())]),
                ClaimStatus::Referred => return Some(vec![Reply::say(t.qp_game_held())]),
                ClaimStatus::Postponed => {}
            }
        }
        if let Some(r) = &self.quickplay.request {
            return Some(vec![Reply::say(match r.stage {
                RequestStage::Offered => t.qp_request_waits(!r.by),
                RequestStage::Declined => t.qp_request_to_arbiter(),
            })]);
        }
        None
    }

    /// Whether the player to move may ask under `wanted` now; the
    /// refusal said if not.
    fn quickplay_refusal(&self, wanted: Guideline) -> Option<Vec<Reply>> {
        let t = self.texts;
        let say = |s: String| Some(vec![Reply::say(s)]);
        let Some(clock) = &self.timing.clock else {
            return say(t.no_clock());
        };
        let by = self.game.turn();
        if let Some(r) = self.game.result() {
            // A flag that fell ended the game: the claim came too late.
            if r.reason == Reason::Time && r.score.winner() != Some(by) {
                return say(t.qp_refused(&Refusal::FlagFallen, by));
            }
            return say(t.game_over(r));
        }
        // Blitz and increments first: no event can announce the
        // Guidelines for them (III.2).
        if let Err(n) = qp::applies(clock.control(), self.game.settings().mode) {
            return say(t.qp_refused(&Refusal::NotApplicable(n), by));
        }
        match self.quickplay.rule {
            None => return say(t.qp_not_announced()),
            Some(r) if r != wanted => return say(t.qp_use_other(r)),
            Some(_) => {}
        }
        if self.quickplay.claim.is_some() || self.quickplay.request.is_some() {
            return say(t.qp_already());
        }
        match qp::may_ask(clock, self.game.settings().mode, by, self.now()) {
            Ok(()) => None,
            Err(why) => say(t.qp_refused(&why, by)),
        }
    }

    /// The clocks stop for the arbiter (6.12.2).
    fn pause_for_arbiter(&mut self) {
        let now = self.now();
        if let Some(c) = self.timing.clock.as_mut() {
            let _ = c.pause(now);
        }
    }

    /// The clock runs again for the side to move, said.
    fn resume_after_arbiter(&mut self) -> Reply {
        let now = self.now();
        let turn = self.game.turn();
        if let Some(c) = self.timing.clock.as_mut() {
            let _ = c.resume(now);
        }
        Reply::say(self.texts.clock_runs_again(turn))
    }

    fn two_minutes_to(&mut self, to: Color) -> Reply {
        self.clock_add(to, EXTRA_MINUTES);
        Reply::say(self.texts.penalty(&TimePenalty {
            to,
            minutes: EXTRA_MINUTES,
        }))
    }

    /// `claim quickplay [normal-means|no-effort]`; `None` when the claim
    /// is of another kind.
    pub(super) fn claim_quickplay(&mut self, arg: Option<&str>) -> Option<Vec<Reply>> {
        let mut words = arg.unwrap_or("").split_whitespace();
        if !is_typed_word("words-quickplay", words.next()?) {
            return None;
        }
        let basis = match words.next() {
            None => ClaimBasis::Unstated,
            Some(w) if is_typed_word("words-normal-means", w) => ClaimBasis::NormalMeans,
            Some(w) if is_typed_word("words-no-effort", w) => ClaimBasis::NoEffort,
            Some(_) => return Some(vec![Reply::say(self.texts.qp_claim_usage())]),
        };
        if words.next().is_some() {
            return Some(vec![Reply::say(self.texts.qp_claim_usage())]);
        }
        if let Some(out) = self.quickplay_refusal(Guideline::Claim) {
            return Some(out);
        }
        let by = self.game.turn();
        let fen = self.fen();
        self.pause_for_arbiter();
        let t = self.texts;
        let claimed = t.qp_claimed(by, basis);
        let mut out = vec![Reply::say(claimed.clone()), Reply::Print(fen.clone())];
        self.note(
            format!("claim {} {} {fen}", colour_key(by), basis.key()),
            format!(
                "III.5 draw claim by {by:?}{}",
                match basis {
                    ClaimBasis::NormalMeans => ": opponent cannot win by normal means",
                    ClaimBasis::NoEffort => ": opponent makes no effort to win by normal means",
                    ClaimBasis::Unstated => "",
                }
            ),
        );
        if self.quickplay.no_arbiter {
            self.clock_stop();
            self.quickplay.claim = Some(Claim {
                by,
                status: ClaimStatus::Referred,
            });
            self.note(
                "referred".into(),
                "III.6 no arbiter: game ended, claim to the designated arbiter".into(),
            );
            out.push(Reply::say(t.qp_referred()));
            out.push(Reply::Write(self.claim_file(&claimed, &fen)));
        } else {
            self.quickplay.claim = Some(Claim {
                by,
                status: ClaimStatus::Waiting,
            });
            out.push(Reply::say(t.qp_arbiter_decides()));
        }
        Some(out)
    }

    /// What the designated arbiter gets (III.6): the claim, the final
    /// position, the clocks and the score.
    fn claim_file(&self, claimed: &str, fen: &str) -> FileJob {
        let now = self.now();
        let mut text = format!("{claimed}\n{}\nFEN: {fen}\n", self.texts.qp_referred());
        if let Some(c) = &self.timing.clock {
            for side in Color::ALL {
                let left = c.remaining(side, now).unwrap_or_default();
                text.push_str(&words::side_time(self.lang, side, left, false));
                text.push('\n');
            }
        }
        text.push('\n');
        text.push_str(&self.pgn());
        FileJob {
            path: self.game_dir.clone().unwrap_or_default().join(CLAIM_FILE),
            contents: text,
            kind: FileKind::Scoresheet,
        }
    }

    /// `request increment` (III.4).
    pub(super) fn request(&mut self, arg: Option<&str>) -> Vec<Reply> {
        if let Some(w) = arg
            && !is_typed_word("words-increment", w)
        {
            return vec![Reply::say(self.texts.qp_request_usage())];
        }
        if let Some(out) = self.quickplay_refusal(Guideline::Increment) {
            return out;
        }
        let by = self.game.turn();
        // The request is also a draw offer.
        if let Err(e) = self.game.offer_draw(by) {
            return self.rules_error(e);
        }
        self.pause_for_arbiter();
        self.quickplay.request = Some(Request {
            by,
            stage: RequestStage::Offered,
        });
        self.note(
            format!("request {}", colour_key(by)),
            format!("III.4 request by {by:?}: five seconds a move, also a draw offer"),
        );
        vec![Reply::say(self.texts.qp_requested(by))]
    }

    /// After `decline`: a declined request goes to the arbiter.
    pub(super) fn quickplay_after_decline(&mut self) -> Vec<Reply> {
        let Some(r) = self.quickplay.request.as_mut() else {
            return Vec::new();
        };
        if r.stage != RequestStage::Offered {
            return Vec::new();
        }
        r.stage = RequestStage::Declined;
        self.quickplay.records.push("declined".into());
        if self.quickplay.no_arbiter {
            self.quickplay.request = None;
            self.quickplay.records.push("increment refused".into());
            let mut out = vec![Reply::say(self.texts.qp_request_no_arbiter())];
            out.push(self.resume_after_arbiter());
            return out;
        }
        vec![Reply::say(self.texts.qp_request_to_arbiter())]
    }

    /// `arbiter grant`, `arbiter postpone [add]`, `arbiter reject`,
    /// `arbiter flags`; `None` for the other arbiter lines.
    pub(super) fn arbiter_quickplay(&mut self, words: &[&str]) -> Option<Vec<Reply>> {
        let (verb, rest) = words.split_first()?;
        let is = |id: &str| is_typed_word(id, verb);
        let decision = if is("words-arbiter-grant") {
            Decision::Grant
        } else if is("words-arbiter-postpone") {
            // "arbiter postpone add" or "arbiter postpone 2m": the two
            // minutes to the opponent.
            let extra = rest.iter().any(|w| {
                is_typed_word("words-arbiter-add", w)
                    || super::arbiter::parse_clock_time(w) == Some(Duration::from_secs(120))
            });
            Decision::Postpone { extra }
        } else if is("words-arbiter-reject") {
            Decision::Reject
        } else if is("words-arbiter-flags") {
            return Some(self.both_flags_down());
        } else {
            return None;
        };
        if let Some(r) = self.game.result() {
            // III.5.2: a postponed claim may still be granted "as soon as
            // possible after a flag has fallen": the claimant's fall.
            let after_fall = decision == Decision::Grant
                && r.reason == Reason::Time
                && self.quickplay.claim.as_ref().is_some_and(|c| {
                    c.status == ClaimStatus::Postponed && r.score.winner() == Some(!c.by)
                });
            if !after_fall {
                return Some(vec![Reply::say(self.texts.game_over(r))]);
            }
        }
        if self.quickplay.request.is_some() {
            return Some(self.decide_request(decision));
        }
        Some(self.decide_claim(decision))
    }

    fn decide_claim(&mut self, decision: Decision) -> Vec<Reply> {
        let t = self.texts;
        let Some(claim) = self.quickplay.claim.clone() else {
            return vec![Reply::say(t.qp_nothing_pending())];
        };
        match (claim.status, decision) {
            // Granted, also later after a postponement, or by the
            // designated arbiter.
            (_, Decision::Grant) => {
                self.quickplay.claim = None;
                self.note("granted".into(), "arbiter: claim granted, draw".into());
                let r = GameResult::by_arbiter(Score::Draw, Reason::Arbiter);
                let old = self.game.declare(r.clone());
                let mut out = vec![Reply::say(t.qp_granted()), self.after_result(&r)];
                // After the claimant's flag fell, the draw replaces the loss.
                if let Some(old) = old {
                    out.push(Reply::say(t.result_replaced(&old)));
                }
                out
            }
            (ClaimStatus::Referred, _) => vec![Reply::say(t.qp_referred_decide())],
            // Postponed: only a draw is left to declare.
            (ClaimStatus::Postponed, _) => vec![Reply::say(t.qp_may_still_draw())],
            (ClaimStatus::Waiting, Decision::Postpone { extra }) => {
                self.quickplay.claim = Some(Claim {
                    status: ClaimStatus::Postponed,
                    ..claim
                });
                let mut out = vec![Reply::say(t.qp_postponed())];
                let plus = if extra {
                    out.push(self.two_minutes_to(!claim.by));
                    format!(" +2m {}", colour_key(!claim.by))
                } else {
                    String::new()
                };
                self.note(
                    format!("postponed{plus}"),
                    format!("arbiter: decision postponed{plus}"),
                );
                out.push(Reply::say(t.qp_may_still_draw()));
                out.push(self.resume_after_arbiter());
                out
            }
            (ClaimStatus::Waiting, Decision::Reject) => {
                self.quickplay.claim = None;
                let mut out = vec![Reply::say(t.qp_rejected())];
                out.push(self.two_minutes_to(!claim.by));
                let plus = format!("+2m {}", colour_key(!claim.by));
                self.note(
                    format!("rejected {plus}"),
                    format!("arbiter: claim rejected, {plus}"),
                );
                out.push(self.resume_after_arbiter());
                out
            }
        }
    }

    fn decide_request(&mut self, decision: Decision) -> Vec<Reply> {
        let t = self.texts;
        let Some(req) = self.quickplay.request.clone() else {
            return vec![Reply::say(t.qp_nothing_pending())];
        };
        if req.stage == RequestStage::Offered {
            return vec![Reply::say(t.qp_answer_first(!req.by))];
        }
        match decision {
            Decision::Grant => {
                self.quickplay.request = None;
                let now = self.now();
                if let Some(c) = self.timing.clock.as_mut() {
                    let _ = c.introduce_increment(EXTRA_INCREMENT, now);
                }
                let mut out = vec![Reply::say(t.qp_increment_granted())];
                out.push(self.two_minutes_to(!req.by));
                let plus = format!("+2m {}", colour_key(!req.by));
                self.note(
                    format!("increment 5s {plus}"),
                    format!("III.4: five seconds a move for both from here, {plus}"),
                );
                out.push(self.resume_after_arbiter());
                out
            }
            Decision::Reject => {
                self.quickplay.request = None;
                self.note(
                    "increment refused".into(),
                    "III.4: arbiter refused the five seconds".into(),
                );
                vec![
                    Reply::say(t.qp_increment_refused()),
                    self.resume_after_arbiter(),
                ]
            }
            Decision::Postpone { .. } => vec![Reply::say(t.qp_request_decide())],
        }
    }

    /// `arbiter flags`: the arbiter sees both flags down and cannot tell
    /// which fell first (6.8: a flag counts as fallen when the arbiter
    /// observes it). III.3.1 where the Guidelines are announced.
    fn both_flags_down(&mut self) -> Vec<Reply> {
        let t = self.texts;
        if let Some(r) = self.game.result() {
            return vec![Reply::say(t.game_over(r))];
        }
        let now = self.now();
        let Some(clock) = self.timing.clock.as_mut() else {
            return vec![Reply::say(t.no_clock())];
        };
        match clock.both_flags_down(now) {
            Ok(()) => {}
            Err(ClockError::NotStarted) => return vec![Reply::say(t.clock_not_started())],
            Err(_) => return vec![Reply::say(t.clock_already_stopped())],
        }
        let order = clock.flag_order(now);
        let ruling = qp::both_flags(clock);
        if let FlagOrder::Both { first: Some(first) } = order {
            // The clock knows which fell first: that flag decides (6.9).
            return match self.game.flag_fall(first) {
                Ok(r) => {
                    self.clock_stop();
                    let mut out = vec![Reply::say(t.flag_outcome(first, &r))];
                    out.extend(self.dead_reason(&r));
                    out
                }
                Err(e) => self.rules_error(e),
            };
        }
        if self.quickplay.rule.is_none() {
            self.quickplay.records.push("flags unannounced".into());
            return vec![Reply::say(t.qp_both_flags_unannounced())];
        }
        match ruling {
            BothFlags::Draw => {
                self.note("flags draw".into(), "III.3.1: both flags, draw".into());
                let r = GameResult::by_arbiter(Score::Draw, Reason::BothFlags);
                self.game.declare(r.clone());
                vec![Reply::say(t.qp_both_flags_draw()), self.after_result(&r)]
            }
            BothFlags::PlayOn => {
                self.note(
                    "flags play-on".into(),
                    "III.3.1: both flags in an earlier period, play on".into(),
                );
                vec![Reply::say(t.qp_both_flags_play_on())]
            }
        }
    }

    /// Article 8.4, once for each side (the blind player's, when known)
    /// entering time trouble: the score is still kept for them.
    pub(super) fn score_relief_notes(&mut self) -> Vec<Reply> {
        let Some(clock) = &self.timing.clock else {
            return Vec::new();
        };
        if self.game.is_over() {
            return Vec::new();
        }
        let now = self.now();
        let mode = self.game.settings().mode;
        let mut out = Vec::new();
        for side in Color::ALL {
            if self.blind.is_some_and(|b| b != side)
                || *self.quickplay.relief_said.get(side)
                || !qp::score_relief(clock, mode, side, now)
            {
                continue;
            }
            *self.quickplay.relief_said.get_mut(side) = true;
            self.quickplay
                .records
                .push(format!("relief {}", colour_key(side)));
            out.push(Reply::say(self.texts.qp_score_kept(side)));
        }
        out
    }
}

/// What the arbiter decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Decision {
    Grant,
    Postpone { extra: bool },
    Reject,
}
