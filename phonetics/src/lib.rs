//! Spoken moves: the announcement words of FIDE Appendix F (Anna, Bella,
//! Cäsar ... eins, zwei ... Springer, Dame ...) and their translations.
//!
//! Vocabularies are data (`phonetics/*.toml`, format in `docs/phonetics.md`),
//! embedded in the binary and also loadable from a user file. [`parse`]
//! reads words into [`Intent`](laws::notation::Intent)s; [`Announcer`]
//! puts moves into words; [`Vocabulary`] names squares and pieces for
//! sentences ([`Namer`](laws::notation::Namer)).

mod announce;
mod parse;
mod text;
mod vocab;

#[cfg(test)]
mod tests;

pub use announce::{AnnounceOptions, Announcer};
pub use parse::{
    Correction, Expected, Intents, Parsed, SpokenError, both_readers, looks_spoken, parse,
};
pub use text::MAX_INPUT_BYTES;
pub use vocab::{VocabError, Vocabulary};

/// The vocabularies built into the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// German, the words of Appendix F.
    German,
    /// The German words written in Cyrillic, with Russian sentences.
    Russian,
    /// FIDE's English spelling (Anna ... Hector) with English pieces.
    English,
    /// English with the NATO alphabet (Alpha ... Hotel) for files.
    Nato,
}

impl Builtin {
    pub const ALL: [Builtin; 4] = [
        Builtin::German,
        Builtin::Russian,
        Builtin::English,
        Builtin::Nato,
    ];

    /// The identifier used on the command line: "de", "ru", "en", "nato".
    pub fn id(self) -> &'static str {
        match self {
            Builtin::German => "de",
            Builtin::Russian => "ru",
            Builtin::English => "en",
            Builtin::Nato => "nato",
        }
    }

    pub fn from_id(id: &str) -> Option<Builtin> {
        Builtin::ALL
            .into_iter()
            .find(|b| b.id().eq_ignore_ascii_case(id))
    }

    /// The embedded TOML text, e.g. to show a club what to copy and edit.
    pub fn source(self) -> &'static str {
        match self {
            Builtin::German => include_str!("../de.toml"),
            Builtin::Russian => include_str!("../ru.toml"),
            Builtin::English => include_str!("../en.toml"),
            Builtin::Nato => include_str!("../nato.toml"),
        }
    }

    /// Builds the vocabulary; the embedded files are tested to load.
    pub fn load(self) -> Result<Vocabulary, VocabError> {
        Vocabulary::from_toml(self.source())
    }
}
