//! Spoken chess moves: the announcement words of the FIDE Laws for blind
//! and visually impaired players (Appendix F of the older Laws, Appendix D
//! today: Anna, Bella, Cäsar ... eins, zwei ... Springer, Dame ...) and
//! their translations.
//!
//! The crate reads words, typed or recognised from speech, into the
//! [`Intent`](laws::notation::Intent)s of the `laws` crate, which then finds
//! the legal move they mean; and it writes moves as the words a player or an
//! assistant announces.  It does no I/O except [`Vocabulary::load`], which
//! reads a user's file.
//!
//! - [`parse`] reads "Springer Gustav eins Felix drei" into a [`Parsed`]
//!   (the readings and the misheard words it corrected), or says in a
//!   [`SpokenError`] what it expected instead; [`looks_spoken`] tells words
//!   from algebraic notation ("Sf3").
//! - [`Announcer`] puts a move into words, in the long form of the Laws or
//!   short, with or without captures, checks and the move number
//!   ([`AnnounceOptions`]).
//! - [`Vocabulary`] holds the words of one language and names squares and
//!   pieces inside sentences (it is a [`Namer`](laws::notation::Namer)).
//!   [`Builtin`] names the vocabularies built into the program.
//!
//! # Data files
//!
//! Vocabularies are data: `phonetics/de.toml`, `ru.toml`, `en.toml` and
//! `nato.toml` in this crate, embedded in the binary ([`Builtin::source`]).
//! A club can load its own file with [`Vocabulary::load`] or
//! [`Vocabulary::from_toml`].  `docs/phonetics.md` describes the file
//! format, how words are read and how moves are announced.
//!
//! # Example
//!
//! ```
//! use laws::notation::resolve::candidates;
//! use phonetics::{AnnounceOptions, Announcer, Builtin, parse};
//! use shakmaty::{Chess, Position, san::SanPlus};
//!
//! let vocab = Builtin::German.load()?;
//! let start = Chess::default();
//!
//! // Reading: the words become readings, the position picks the move.
//! let parsed = parse("Springer Gustav eins Felix drei", &vocab)?;
//! let moves = candidates(&start, &parsed.intents);
//! assert_eq!(moves.len(), 1);
//! assert_eq!(SanPlus::from_move(start.clone(), moves[0]).to_string(), "Nf3");
//!
//! // Writing: the same move in the short form.
//! let short = AnnounceOptions { short_form: true, ..AnnounceOptions::default() };
//! let announcer = Announcer::new(vocab, short);
//! assert_eq!(announcer.announce(&start, moves[0]), "Springer Felix drei");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

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

/// The vocabularies built into the program, from the files
/// `phonetics/*.toml` embedded in it.
///
/// ```
/// use phonetics::Builtin;
/// use shakmaty::{File, Role};
///
/// let de = Builtin::from_id("de").unwrap();
/// assert_eq!(de, Builtin::German);
/// let vocab = de.load()?;
/// assert_eq!(vocab.id(), "de");
/// assert_eq!(vocab.file_word(File::C), "Cäsar");
/// assert_eq!(vocab.role_word(Role::Knight), "Springer");
///
/// let nato = Builtin::Nato.load()?;
/// assert_eq!(nato.file_word(File::C), "Charlie");
/// # Ok::<(), phonetics::VocabError>(())
/// ```
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
    /// Every built-in vocabulary, German first.
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

    /// The vocabulary with this identifier (case does not matter), if one
    /// is built in.
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

    /// How this vocabulary's words sound in the phones of a speech
    /// recogniser's acoustic model, from `phonetics/pron/<id>.<phones>.dict`
    /// (one word and its phones a line, `#` starts a comment): `phones` is
    /// `"en-us"` for the US-English model of PocketSphinx. `None` when no
    /// such file is built in.
    ///
    /// ```
    /// let de = phonetics::Builtin::German.pronunciations("en-us").unwrap();
    /// assert!(de.lines().any(|line| line == "springer SH P R IH NG ER"));
    /// ```
    pub fn pronunciations(self, phones: &str) -> Option<&'static str> {
        match (self, phones) {
            (Builtin::German, "en-us") => Some(include_str!("../pron/de.en-us.dict")),
            (Builtin::English, "en-us") => Some(include_str!("../pron/en.en-us.dict")),
            (Builtin::Nato, "en-us") => Some(include_str!("../pron/nato.en-us.dict")),
            (Builtin::Russian, "en-us") => Some(include_str!("../pron/ru.en-us.dict")),
            _ => None,
        }
    }

    /// Builds the vocabulary; the embedded files are tested to load.
    pub fn load(self) -> Result<Vocabulary, VocabError> {
        Vocabulary::from_toml(self.source())
    }
}
