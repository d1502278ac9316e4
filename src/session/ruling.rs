//! The arbiter's rulings on the result (Art. 11, 12): `arbiter result
//! SCORE [REASON]` declares or corrects a result, `arbiter reopen` is the
//! only way back to play after a result. See docs/rules.md, "Results and
//! the arbiter".

use super::{Reply, Session};
use crate::messages::catalog::is_typed_word;
use laws::rules::{GameResult, Reason, Score, Verdict};
use shakmaty::Color;

/// A score as the arbiter types it, and whether it is a forfeit.
pub fn parse_score(word: &str) -> Option<(Score, bool)> {
    let w = word.to_lowercase().replace(['–', '—', ':'], "-");
    Some(match w.as_str() {
        "1-0" => (Score::WhiteWins, false),
        "0-1" => (Score::BlackWins, false),
        "1/2-1/2" | "½-½" | "1/2" | "½" | "0.5-0.5" => (Score::Draw, false),
        _ if is_typed_word("words-draw", &w) => (Score::Draw, false),
        "0-0" => (Score::BothLose, false),
        "+/-" => (Score::WhiteWins, true),
        "-/+" => (Score::BlackWins, true),
        "-/-" => (Score::BothLose, true),
        _ => return None,
    })
}

/// What a word after the score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReasonWord {
    Reason(Reason),
    /// A word that only reads well ("both flags", "dead position").
    Filler,
}

/// Each reason and its message in the catalogs (`lang/*.ftl`), which lists
/// the reason's words in that language; the words of every language count.
const REASONS: &[(&str, Reason)] = &[
    ("words-reason-flags", Reason::BothFlags),
    ("words-reason-dead", Reason::DeadPosition),
    ("words-reason-forfeit", Reason::Forfeit),
    ("words-reason-time", Reason::Time),
    ("words-reason-resignation", Reason::Resignation),
    ("words-reason-agreement", Reason::Agreement),
    ("words-reason-illegal", Reason::IllegalMoves),
    ("words-reason-repetition", Reason::ThreefoldRepetition),
    ("words-reason-fifty", Reason::FiftyMoves),
    ("words-reason-checkmate", Reason::Checkmate),
    ("words-reason-stalemate", Reason::Stalemate),
];

pub fn reason_word(word: &str) -> Option<ReasonWord> {
    if is_typed_word("words-reason-filler", word) {
        return Some(ReasonWord::Filler);
    }
    REASONS
        .iter()
        .find(|(id, _)| is_typed_word(id, word))
        .map(|(_, r)| ReasonWord::Reason(*r))
}

/// Why `arbiter result` was refused; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulingError {
    Usage,
    UnknownWord(String),
    ForfeitDraw,
}

/// Reads `SCORE [REASON]` into the result the arbiter declares.
pub fn parse_ruling(words: &[&str]) -> Result<GameResult, RulingError> {
    let Some((first, rest)) = words.split_first() else {
        return Err(RulingError::Usage);
    };
    let (score, forfeit) =
        parse_score(first).ok_or_else(|| RulingError::UnknownWord(first.to_string()))?;
    let mut reason = forfeit.then_some(Reason::Forfeit);
    for w in rest {
        match reason_word(w) {
            Some(ReasonWord::Filler) => {}
            Some(ReasonWord::Reason(r)) => {
                reason.get_or_insert(r);
            }
            None => return Err(RulingError::UnknownWord(w.to_string())),
        }
    }
    if reason == Some(Reason::Forfeit) && score == Score::Draw {
        return Err(RulingError::ForfeitDraw);
    }
    Ok(GameResult::by_arbiter(
        score,
        reason.unwrap_or(Reason::Arbiter),
    ))
}

impl Session {
    /// `arbiter result ...` and `arbiter reopen`; `None` for the other
    /// arbiter lines (the clock's).
    pub(super) fn arbiter_ruling(&mut self, words: &[&str]) -> Option<Vec<Reply>> {
        let (verb, rest) = words.split_first()?;
        if is_typed_word("words-arbiter-result", verb) {
            Some(self.declare_result(rest))
        } else if is_typed_word("words-arbiter-reopen", verb) {
            Some(self.reopen())
        } else {
            None
        }
    }

    fn declare_result(&mut self, words: &[&str]) -> Vec<Reply> {
        let t = self.texts;
        let r = match parse_ruling(words) {
            Ok(r) => r,
            Err(RulingError::Usage) => return vec![Reply::say(t.result_usage())],
            Err(RulingError::UnknownWord(w)) => {
                return vec![
                    Reply::say(t.result_word_unknown(&w)),
                    Reply::say(t.result_usage()),
                ];
            }
            Err(RulingError::ForfeitDraw) => return vec![Reply::say(t.forfeit_not_draw())],
        };
        self.pending = None;
        let old = self.game.declare(r.clone());
        let mut out = vec![self.after_result(&r)];
        if let Some(old) = old
            && old != r
        {
            out.push(Reply::say(t.result_replaced(&old)));
        }
        if r.reason == Reason::DeadPosition {
            // The arbiter's word decides, but a side for which annabella
            // found a mate is named: the ruling may be a mistake.
            let can_mate: Vec<Color> = Color::ALL
                .into_iter()
                .filter(|&side| self.game.can_still_mate(side) == Verdict::CanMate)
                .collect();
            out.extend(t.dead_ruled_but_mate(&can_mate).into_iter().map(Reply::say));
        }
        out
    }

    /// Back to play after a result. Nothing is restored: the position,
    /// the moves, the illegal-move counts and the clock stay as they are
    /// (the clock stopped; `arbiter set` and `arbiter resume` change it).
    fn reopen(&mut self) -> Vec<Reply> {
        if self.game.reopen().is_none() {
            return vec![Reply::say(self.texts.nothing_to_reopen())];
        }
        let mut out = vec![Reply::say(self.texts.reopened(self.game.turn()))];
        if let Some(c) = self.timing.clock.as_mut() {
            // No longer stopped for good; paused until `arbiter resume`.
            let _ = c.reopen();
            out.push(Reply::say(self.texts.reopened_clock()));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_in_every_form() {
        for w in ["1/2-1/2", "½-½", "1/2", "draw", "Remis", "ничья"] {
            assert_eq!(parse_score(w), Some((Score::Draw, false)), "{w}");
        }
        assert_eq!(parse_score("1-0"), Some((Score::WhiteWins, false)));
        assert_eq!(parse_score("0:1"), Some((Score::BlackWins, false)));
        assert_eq!(parse_score("0-0"), Some((Score::BothLose, false)));
        assert_eq!(parse_score("+/-"), Some((Score::WhiteWins, true)));
        assert_eq!(parse_score("-/+"), Some((Score::BlackWins, true)));
        assert_eq!(parse_score("-/-"), Some((Score::BothLose, true)));
        assert_eq!(parse_score("2-0"), None);
    }

    #[test]
    fn rulings_with_reasons() {
        assert_eq!(
            parse_ruling(&["½-½", "both", "flags"]),
            Ok(GameResult::by_arbiter(Score::Draw, Reason::BothFlags))
        );
        assert_eq!(
            parse_ruling(&["remis", "tote", "Stellung"]),
            Ok(GameResult::by_arbiter(Score::Draw, Reason::DeadPosition))
        );
        assert_eq!(
            parse_ruling(&["1-0", "неявка"]),
            Ok(GameResult::by_arbiter(Score::WhiteWins, Reason::Forfeit))
        );
        assert_eq!(
            parse_ruling(&["0-0"]),
            Ok(GameResult::by_arbiter(Score::BothLose, Reason::Arbiter))
        );
        assert_eq!(
            parse_ruling(&["1/2", "forfeit"]),
            Err(RulingError::ForfeitDraw)
        );
        assert_eq!(
            parse_ruling(&["1-0", "because"]),
            Err(RulingError::UnknownWord("because".into()))
        );
        assert_eq!(parse_ruling(&[]), Err(RulingError::Usage));
    }
}
