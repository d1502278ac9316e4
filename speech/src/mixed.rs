//! Sentences in more than one language: the UI language's words with,
//! inside them, Appendix words in the vocabulary's language ("Move 4,
//! White: Kurze Rochade."). Which stretch is which is carried as typed
//! parts from where the sentence is made to the speech backend, which
//! switches voices per part (docs/speech.md, "Mixed-language speech").

use laws::lang::Lang;

/// One stretch of a sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    pub text: String,
    /// `None`: the sentence's own language (the UI language); else the
    /// language these words are spoken in (German for Appendix words).
    pub lang: Option<Lang>,
}

/// A sentence made of parts; its text is the parts joined.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Mixed {
    text: String,
    parts: Vec<Part>,
}

/// A stretch of an utterance with the language that says it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Segment {
    pub text: String,
    pub lang: Lang,
}

impl Mixed {
    pub fn new() -> Mixed {
        Mixed::default()
    }

    /// A sentence all in the UI language.
    pub fn plain(text: impl Into<String>) -> Mixed {
        let mut m = Mixed::new();
        m.push_own(&text.into());
        m
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
        self.text.push_str(text);
        match self.parts.last_mut() {
            Some(last) if last.lang == lang => last.text.push_str(text),
            _ => self.parts.push(Part {
                text: text.to_string(),
                lang,
            }),
        }
    }

    /// The whole sentence, as printed.
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// The parts with their languages, the sentence's own being `own`;
    /// neighbours in one language are joined. Empty when all of it is in
    /// `own` (nothing to switch).
    pub fn segments(&self, own: Lang) -> Vec<Segment> {
        let mut out: Vec<Segment> = Vec::new();
        for p in &self.parts {
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
    }
}
