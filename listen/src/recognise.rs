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

    /// The hypotheses for one utterance (16 kHz mono), best first: phrases
    /// of the grammar, each of another meaning, and words heard by a
    /// hearing not held to the grammar (other words, or the best phrase's
    /// own words again, which confirm it: also when that hearing's words,
    /// one word away and of no meaning, lose to the best phrase's with
    /// the audio weighed between those two alone); empty when nothing of
    /// the grammar was heard. A single hypothesis has no rival and no
    /// confirmation: the decision then asks.
    fn recognise(
        &mut self,
        samples: &[i16],
        grammar: &Grammar,
    ) -> Result<Vec<Hypothesis>, ListenError>;

    /// Gets ready to hear under `grammar` (compiles it), so that the first
    /// utterance of a position does not wait for that; `recognise` does it
    /// itself when it was not done.
    fn prepare(&mut self, grammar: &Grammar) -> Result<(), ListenError> {
        let _ = grammar;
        Ok(())
    }

    /// How this engine's hypotheses are decided: its scores' scale, and
    /// how sure is sure.
    fn policy(&self) -> Policy {
        Policy::default()
    }
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
    /// every hypothesis heard (other meanings, and other words than a
    /// phrase of the grammar).
    pub confidence: f64,
    /// The best phrase's words (empty when nothing was heard).
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
    /// Calibrated for PocketSphinx on the calibration set of the
    /// benchmark (another game than the one it reports on):
    /// docs/listening.md.
    fn default() -> Self {
        Policy {
            temperature: 400.0,
            sure: 0.99,
            offer: 0.02,
        }
    }
}

/// The words of a phrase, as tokens.
fn words_of(text: &str) -> Vec<String> {
    crate::grammar::tokens(text)
}

/// The number of words to add, drop or change to turn `a` into `b`.
fn distance(a: &[String], b: &[String]) -> usize {
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.iter().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, y) in b.iter().enumerate() {
            let here = row[j + 1];
            row[j + 1] = if x == y {
                prev
            } else {
                1 + prev.min(row[j]).min(row[j + 1])
            };
            prev = here;
        }
    }
    row[b.len()]
}

/// The meanings of the phrases of `grammar` nearest in words to `words`
/// (outside the grammar), nearest first, and how many words away they are.
fn nearest(words: &str, grammar: &Grammar) -> (usize, Vec<Meaning>) {
    let heard = words_of(words);
    let mut scored: Vec<(usize, &str)> = grammar
        .phrases()
        .map(|p| (distance(&heard, &words_of(p)), p))
        .collect();
    scored.sort_by_key(|(d, _)| *d);
    let Some(&(least, _)) = scored.first() else {
        return (0, Vec::new());
    };
    let mut out: Vec<Meaning> = Vec::new();
    for (d, phrase) in scored {
        if d > least {
            break;
        }
        if let Some(m) = grammar.meaning(phrase)
            && !out.contains(m)
        {
            out.push(m.clone());
        }
    }
    (least, out)
}

/// Decides what the hypotheses mean under `grammar`. Every hypothesis
/// competes with the best meaning: another meaning, or other words than a
/// phrase (the audio heard as any sequence of the grammar's words). The
/// best meaning is sure only when its words were heard twice (by two
/// hypotheses: the grammar's and a hearing free of it) and its share of
/// the likelihood is at least `policy.sure`; a meaning without any rival
/// or confirmation heard is asked. When
/// unsure, the candidates are the best meaning and the others with a share
/// of at least `policy.offer`, then the phrases nearest in words to the other words
/// heard, three at most.
pub fn decide(hypotheses: &[Hypothesis], grammar: &Grammar, policy: Policy) -> Hearing {
    // The best score of each meaning, best first; the other words.
    let mut meanings: Vec<(Meaning, f64, &str)> = Vec::new();
    let mut other: Vec<&Hypothesis> = Vec::new();
    for (i, h) in hypotheses.iter().enumerate() {
        // The same words again confirm, not rival, the earlier ones.
        if hypotheses[..i].iter().any(|e| e.words == h.words) {
            continue;
        }
        let Some(meaning) = grammar.meaning(&h.words) else {
            other.push(h);
            continue;
        };
        match meanings.iter_mut().find(|(m, _, _)| m == meaning) {
            Some(entry) => {
                if h.score > entry.1 {
                    entry.1 = h.score;
                    entry.2 = &h.words;
                }
            }
            None => meanings.push((meaning.clone(), h.score, &h.words)),
        }
    }
    meanings.sort_by(|a, b| b.1.total_cmp(&a.1));
    let Some(&(_, best, best_words)) = meanings.first() else {
        return Hearing {
            verdict: Verdict::Nothing,
            confidence: 0.0,
            words: hypotheses
                .first()
                .map(|h| h.words.clone())
                .unwrap_or_default(),
        };
    };
    // The best phrase's words heard again, by another hypothesis: a
    // hearing not held to the grammar found them too. Or that hearing
    // found words of no phrase, one word added or left out from the best
    // phrase and from no other meaning ("schlägt" missed or heard more):
    // no legal move but the best is near it. One word changed is no such
    // sign: "Springer Felix sechs" is another move than "Springer Felix
    // drei", which is all the grammar of the moves allowed now.
    let best_meaning = meanings[0].0.clone();
    let near = |h: &&Hypothesis| {
        let (d, near) = nearest(&h.words, grammar);
        d == 1
            && near == [best_meaning.clone()]
            && words_of(&h.words)
                .len()
                .abs_diff(words_of(best_words).len())
                == 1
    };
    let confirmed = hypotheses.iter().filter(|h| h.words == best_words).count() > 1
        || (other.len() == 1 && meanings.len() == 1 && near(&other[0]));
    if confirmed {
        other.retain(|h| !near(h));
    }
    let weight = |s: f64| ((s - best) / policy.temperature).exp();
    let total: f64 = meanings.iter().map(|(_, s, _)| weight(*s)).sum::<f64>()
        + other.iter().map(|h| weight(h.score)).sum::<f64>();
    let shares: Vec<f64> = meanings
        .iter()
        .map(|(_, s, _)| weight(*s) / total)
        .collect();
    let rivals = meanings.len() - 1 + other.len();
    // Without a rival heard, nothing says how close another move was;
    // unconfirmed, the grammar alone chose the words.
    let confidence = if rivals == 0 && !confirmed {
        0.5
    } else if !confirmed {
        shares[0].min(0.5)
    } else {
        shares[0]
    };
    let verdict = if confidence >= policy.sure {
        Verdict::Sure(meanings[0].0.clone())
    } else {
        let mut offered: Vec<Meaning> = meanings
            .iter()
            .zip(&shares)
            .enumerate()
            .filter(|(i, (_, share))| *i == 0 || **share >= policy.offer)
            .map(|(_, ((m, _, _), _))| m.clone())
            .collect();
        for h in &other {
            for m in nearest(&h.words, grammar).1 {
                if !offered.contains(&m) {
                    offered.push(m);
                }
            }
        }
        offered.truncate(3);
        Verdict::Unsure(offered)
    };
    Hearing {
        verdict,
        confidence,
        words: best_words.to_string(),
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

    /// The lead over a single rival at which the default policy is sure.
    fn sure_lead() -> f64 {
        let p = Policy::default();
        p.temperature * (p.sure / (1.0 - p.sure)).ln()
    }

    #[test]
    fn one_move_far_ahead_is_sure() {
        let lead = 2.0 * sure_lead();
        let h = decide(
            &[
                hyp("springer felix drei", -1000.0),
                hyp("springer felix drei", -1005.0),
                hyp("springer gustav eins felix drei", -1010.0),
                hyp("springer hektor drei", -1000.0 - lead),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(h.verdict, Verdict::Sure(Meaning::Move("Nf3".into())));
        assert!(h.confidence > 0.99);
        assert_eq!(h.words, "springer felix drei");
    }

    #[test]
    fn a_move_far_ahead_but_not_heard_twice_is_asked() {
        let h = decide(
            &[
                hyp("springer felix drei", -1000.0),
                hyp("springer hektor drei", -1000.0 - 10.0 * sure_lead()),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(
            h.verdict,
            Verdict::Unsure(vec![Meaning::Move("Nf3".into())])
        );
        assert!(h.confidence <= 0.5);
    }

    #[test]
    fn two_moves_close_together_are_asked() {
        let h = decide(
            &[
                hyp("springer felix drei", -1000.0),
                hyp("springer hektor drei", -1000.0 - sure_lead() / 2.0),
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
    fn other_words_close_to_the_best_move_make_it_asked() {
        // The audio fits "felix zwei" (no move) nearly as well as the best
        // phrase: not sure, though the only other move is far behind; the
        // move nearest to those words is offered too.
        let h = decide(
            &[
                hyp("springer gustav eins felix drei", -1000.0),
                hyp(
                    "springer gustav eins felix zwei",
                    -1000.0 - sure_lead() / 2.0,
                ),
                hyp("springer hektor drei", -1000.0 - 10.0 * sure_lead()),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(
            h.verdict,
            Verdict::Unsure(vec![Meaning::Move("Nf3".into())]),
            "{h:?}"
        );
        let h = decide(
            &[
                hyp("springer gustav eins hektor drei", -1000.0),
                hyp("vier ja gustav eins felix drei", -1000.0 + 50.0),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(
            h.verdict,
            Verdict::Unsure(vec![
                Meaning::Move("Nh3".into()),
                Meaning::Move("Nf3".into())
            ]),
            "{h:?}"
        );
        assert_eq!(h.words, "springer gustav eins hektor drei");
    }

    #[test]
    fn other_words_one_word_from_the_best_move_only_confirm_it() {
        // "springer gustav eins felix drei schach": one word more than Nf3
        // and no other move: confirmed.
        let h = decide(
            &[
                hyp("springer gustav eins felix drei", -1000.0),
                hyp("springer gustav eins felix drei schach", -1001.0),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(
            h.verdict,
            Verdict::Sure(Meaning::Move("Nf3".into())),
            "{h:?}"
        );
        // One word changed is another move, not legal now (Black's
        // "Springer Felix sechs" said at White's turn): asked.
        let h = decide(
            &[
                hyp("springer felix drei", -1000.0),
                hyp("springer felix sechs", -1001.0),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(
            h.verdict,
            Verdict::Unsure(vec![Meaning::Move("Nf3".into())]),
            "{h:?}"
        );
        let h = decide(
            &[
                hyp("springer gustav eins felix drei", -1000.0),
                hyp("springer gustav eins anna drei", -1001.0),
            ],
            &grammar(),
            Policy::default(),
        );
        assert!(matches!(h.verdict, Verdict::Unsure(_)), "{h:?}");
    }

    #[test]
    fn other_words_far_behind_leave_the_move_sure() {
        let h = decide(
            &[
                hyp("bauer eva zwei eva vier", -1000.0),
                hyp("bauer eva zwei eva vier", -1000.0 - sure_lead() / 2.0),
                hyp("bauer eva zwei ja eva vier", -1000.0 - 2.0 * sure_lead()),
            ],
            &grammar(),
            Policy::default(),
        );
        assert_eq!(h.verdict, Verdict::Sure(Meaning::Move("e4".into())));
    }

    #[test]
    fn words_outside_the_grammar_are_nothing() {
        let h = decide(&[hyp("springer", -10.0)], &grammar(), Policy::default());
        assert_eq!(h.verdict, Verdict::Nothing);
        assert_eq!(h.words, "springer");
    }
}
