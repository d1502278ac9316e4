//! Recognisers behind one trait, and the decision what was heard: a move
//! is taken only when no other meaning of the grammar came close.

use crate::ListenError;
use crate::grammar::{Grammar, Meaning};

/// One hypothesis of a recogniser: the words, and how well they fit the
/// audio (higher is better).
#[derive(Clone, Debug, PartialEq)]
pub struct Hypothesis {
    /// The words, separated by single spaces.
    pub words: String,
    /// Log of the likelihood, in the engine's units (PocketSphinx: log
    /// base 1.0001).
    pub score: f64,
}

/// A speech recogniser restricted to a grammar.
pub trait Recogniser {
    /// The engine's name ("pocketsphinx").
    fn name(&self) -> &str;

    /// The hypotheses for one utterance (16 kHz mono), best first, each of
    /// another meaning; empty when nothing of the grammar was heard. A
    /// single hypothesis has no rival: the decision then asks.
    fn recognise(
        &mut self,
        samples: &[i16],
        grammar: &Grammar,
    ) -> Result<Vec<Hypothesis>, ListenError>;
}

/// What annabella makes of one utterance.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Nothing of the grammar was heard.
    Nothing,
    /// One meaning, far ahead of any other.
    Sure(Meaning),
    /// Close candidates, best first: ask which was meant.
    Unsure(Vec<Meaning>),
}

/// The result of hearing one utterance.
#[derive(Clone, Debug, PartialEq)]
pub struct Hearing {
    /// The decision.
    pub verdict: Verdict,
    /// How sure, 0 to 1: the best meaning's share of the likelihood of
    /// every meaning heard.
    pub confidence: f64,
    /// The best hypothesis's words (empty when nothing was heard).
    pub words: String,
}

/// How a verdict is reached from the hypotheses.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    /// The log-likelihood differences are divided by this before they
    /// become shares (the recognisers' scores are overconfident).
    pub temperature: f64,
    /// A meaning with at least this share is sure.
    pub sure: f64,
    /// Candidates with at least this share are offered when unsure.
    pub offer: f64,
}

impl Default for Policy {
    fn default() -> Self {
        Policy {
            temperature: 400.0,
            sure: 0.99,
            offer: 0.02,
        }
    }
}

/// Decides what the hypotheses mean under `grammar`.
pub fn decide(hypotheses: &[Hypothesis], grammar: &Grammar, policy: Policy) -> Hearing {
    let words = hypotheses
        .first()
        .map(|h| h.words.clone())
        .unwrap_or_default();
    // The best score of each meaning, best first.
    let mut meanings: Vec<(Meaning, f64)> = Vec::new();
    for h in hypotheses {
        let Some(meaning) = grammar.meaning(&h.words) else {
            continue;
        };
        match meanings.iter_mut().find(|(m, _)| m == meaning) {
            Some((_, score)) => *score = score.max(h.score),
            None => meanings.push((meaning.clone(), h.score)),
        }
    }
    meanings.sort_by(|a, b| b.1.total_cmp(&a.1));
    let Some(best) = meanings.first().map(|(_, s)| *s) else {
        return Hearing {
            verdict: Verdict::Nothing,
            confidence: 0.0,
            words,
        };
    };
    let weights: Vec<f64> = meanings
        .iter()
        .map(|(_, s)| ((s - best) / policy.temperature).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let shares: Vec<f64> = weights.iter().map(|w| w / total).collect();
    // Without a rival heard, nothing says how close another move was.
    let confidence = if shares.len() < 2 { 0.5 } else { shares[0] };
    let verdict = if confidence >= policy.sure {
        Verdict::Sure(meanings[0].0.clone())
    } else {
        Verdict::Unsure(
            meanings
                .iter()
                .zip(&shares)
                .filter(|(_, share)| **share >= policy.offer)
                .take(3)
                .map(|((m, _), _)| m.clone())
                .collect(),
        )
    };
    Hearing {
        verdict,
        confidence,
        words,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GrammarBuilder;
    use phonetics::Builtin;
    use shakmaty::Chess;

    fn hyp(words: &str, score: f64) -> Hypothesis {
        Hypothesis {
            words: words.into(),
            score,
        }
    }

    fn grammar() -> Grammar {
        GrammarBuilder::new(&Builtin::German.load().unwrap())
            .unwrap()
            .build(&Chess::default(), true)
    }

    #[test]
    fn one_move_far_ahead_is_sure() {
        let h = decide(
            &[
                hyp("springer felix drei", -1000.0),
                hyp("springer gustav eins felix drei", -1010.0),
                hyp("springer hektor drei", -4000.0),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(h.verdict, Verdict::Sure(Meaning::Move("Nf3".into())));
        assert!(h.confidence > 0.99);
    }

    #[test]
    fn two_moves_close_together_are_asked() {
        let h = decide(
            &[
                hyp("springer felix drei", -1000.0),
                hyp("springer hektor drei", -1300.0),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(
            h.verdict,
            Verdict::Unsure(vec![
                Meaning::Move("Nf3".into()),
                Meaning::Move("Nh3".into())
            ])
        );
    }

    #[test]
    fn a_move_without_a_rival_is_asked() {
        let h = decide(
            &[hyp("springer felix drei", -10.0)],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(
            h.verdict,
            Verdict::Unsure(vec![Meaning::Move("Nf3".into())])
        );
    }

    #[test]
    fn words_outside_the_grammar_are_nothing() {
        let h = decide(&[hyp("springer", -10.0)], &grammar(), Policy::default());
        assert_eq!(h.verdict, Verdict::Nothing);
        assert_eq!(h.words, "springer");
    }
}
