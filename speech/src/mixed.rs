//! Sentences in more than one language: the UI language's words with,
//! inside them, Appendix words in the vocabulary's language ("Move 4,
//! White: Kurze Rochade."). Which stretch is which is carried as typed
//! parts from where the sentence is made to the speech backend, which
//! switches voices per part (docs/speech.md, "Mixed-language speech").

use laws::lang::Lang;

/// One stretch of a sentence.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Part {
    /// Its words.
    pub text: String,
    /// `None`: the sentence's own language (the UI language); else the
    /// language these words are spoken in (German for Appendix words).
    pub lang: Option<Lang>,
}

/// A sentence made of parts; its text is the parts joined.
///
/// A sentence in one language (most of what is said: a plain answer, a
/// move announced) is kept as its one part, with no copy of its text: a
/// sentence given whole is moved in, and copying one into another keeps
/// the other's buffer (`clone_from`).
#[derive(Debug, PartialEq, Eq, Default)]
pub struct Mixed {
    /// The one part while there is at most one (empty text: none).
    one: Part,
    /// Two parts or more (`one` is then empty).
    many: Option<Box<Many>>,
}

/// The parts of a sentence in more than one language, and their text.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Many {
    parts: Vec<Part>,
    text: String,
}

impl Clone for Mixed {
    fn clone(&self) -> Mixed {
        Mixed {
            one: self.one.clone(),
            many: self.many.clone(),
        }
    }

    #[inline]
    fn clone_from(&mut self, source: &Mixed) {
        self.one.text.clone_from(&source.one.text);
        self.one.lang = source.one.lang;
        match (&mut self.many, &source.many) {
            (Some(to), Some(from)) => {
                to.parts.clone_from(&from.parts);
                to.text.clone_from(&from.text);
            }
            (to, from) => to.clone_from(from),
        }
    }
}

/// A stretch of an utterance with the language that says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    /// Its words.
    pub text: String,
    /// The language that says them.
    pub lang: Lang,
}

impl Mixed {
    /// An empty sentence.
    pub fn new() -> Mixed {
        Mixed::default()
    }

    /// A sentence all in the UI language.
    pub fn plain(text: impl Into<String>) -> Mixed {
        Mixed::whole(text.into(), None)
    }

    /// A sentence all in `lang`'s words (a move announced in the
    /// vocabulary's words).
    pub fn words(text: impl Into<String>, lang: Lang) -> Mixed {
        Mixed::whole(text.into(), Some(lang))
    }

    #[inline]
    fn whole(text: String, lang: Option<Lang>) -> Mixed {
        // An empty sentence has no part, hence no language.
        let lang = lang.filter(|_| !text.is_empty());
        Mixed {
            one: Part { text, lang },
            ..Mixed::default()
        }
    }

    /// Words in the sentence's own language.
    pub fn push_own(&mut self, text: &str) {
        self.push(text, None);
    }

    /// Words spoken in `lang` (Appendix words: the vocabulary's language).
    pub fn push_words(&mut self, text: &str, lang: Lang) {
        self.push(text, Some(lang));
    }

    fn push(&mut self, text: &str, lang: Option<Lang>) {
        if text.is_empty() {
            return;
        }
        let many = match &mut self.many {
            Some(many) => many,
            None => {
                if self.one.text.is_empty() {
                    self.one.lang = lang;
                }
                if self.one.lang == lang {
                    self.one.text.push_str(text);
                    return;
                }
                // A second language: the parts are kept in a list from now on.
                let first = std::mem::take(&mut self.one);
                self.many.insert(Box::new(Many {
                    text: first.text.clone(),
                    parts: vec![first],
                }))
            }
        };
        many.text.push_str(text);
        match many.parts.last_mut() {
            Some(last) if last.lang == lang => last.text.push_str(text),
            _ => many.parts.push(Part {
                text: text.to_string(),
                lang,
            }),
        }
    }

    /// The whole sentence, as printed.
    #[inline]
    pub fn text(&self) -> &str {
        match &self.many {
            Some(many) => &many.text,
            None => &self.one.text,
        }
    }

    /// Its stretches, each with the language that says it, in order.
    #[inline]
    pub fn parts(&self) -> &[Part] {
        match &self.many {
            Some(many) => &many.parts,
            None if self.one.text.is_empty() => &[],
            None => std::slice::from_ref(&self.one),
        }
    }

    /// The parts with their languages, the sentence's own being `own`;
    /// neighbours in one language are joined. Empty when all of it is in
    /// `own` (nothing to switch).
    pub fn segments(&self, own: Lang) -> Vec<Segment> {
        let mut out: Vec<Segment> = Vec::new();
        for p in self.parts() {
            let lang = p.lang.unwrap_or(own);
            match out.last_mut() {
                Some(last) if last.lang == lang => last.text.push_str(&p.text),
                _ => out.push(Segment {
                    text: p.text.clone(),
                    lang,
                }),
            }
        }
        if out.iter().all(|s| s.lang == own) {
            out.clear();
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_join_into_the_text_and_switch_only_where_needed() {
        let mut m = Mixed::new();
        m.push_own("Move 4, White: ");
        m.push_words("Kurze Rochade", Lang::De);
        m.push_own(".");
        assert_eq!(m.text(), "Move 4, White: Kurze Rochade.");
        assert_eq!(m.parts().len(), 3);
        let s = m.segments(Lang::En);
        assert_eq!(
            s,
            [
                Segment {
                    text: "Move 4, White: ".into(),
                    lang: Lang::En
                },
                Segment {
                    text: "Kurze Rochade".into(),
                    lang: Lang::De
                },
                Segment {
                    text: ".".into(),
                    lang: Lang::En
                },
            ]
        );
        // In a German sentence the German words need no switch.
        assert!(m.segments(Lang::De).is_empty());
        assert!(Mixed::plain("Weiß am Zug").segments(Lang::De).is_empty());
        // Empty parts are dropped; neighbours in one language are joined.
        let mut m = Mixed::new();
        m.push_words("", Lang::De);
        m.push_own("a");
        m.push_own("b");
        assert_eq!(m.parts().len(), 1);
        assert_eq!(m, Mixed::plain("ab"));
    }

    #[test]
    fn a_sentence_in_one_language_is_its_one_part() {
        let m = Mixed::words("Springer Gustav eins Felix drei", Lang::De);
        assert_eq!(m.text(), "Springer Gustav eins Felix drei");
        assert_eq!(
            m.parts(),
            [Part {
                text: "Springer Gustav eins Felix drei".into(),
                lang: Some(Lang::De)
            }]
        );
        assert!(Mixed::plain("").parts().is_empty());
        assert_eq!(Mixed::words("", Lang::De), Mixed::new());
        // Built part by part or given whole: the same sentence.
        let mut built = Mixed::new();
        built.push_words("Springer Gustav eins ", Lang::De);
        built.push_words("Felix drei", Lang::De);
        assert_eq!(built, m);
        // A copy into another sentence, of either shape, is that sentence.
        let mut mixed = Mixed::plain("Move 4, White: ");
        mixed.push_words("Kurze Rochade", Lang::De);
        let mut into = mixed.clone();
        into.clone_from(&m);
        assert_eq!(into, m);
        into.clone_from(&mixed);
        assert_eq!(into, mixed);
        assert_eq!(into.text(), "Move 4, White: Kurze Rochade");
        assert_eq!(into.parts().len(), 2);
    }
}
