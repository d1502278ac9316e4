//! Spoken moves in the session (Appendix F): lines in the vocabulary's
//! words are read next to algebraic notation and braille, and every move is
//! announced in those words.

use shakmaty::{Move, Role, Square};

use super::Session;
use crate::messages::AlgebraicNamer;
use laws::notation::{MoveError, Namer, resolve_tier_among};
use phonetics::{SpokenError, Vocabulary, looks_spoken, parse};

/// How squares and pieces are named in sentences: with the vocabulary's
/// words when it speaks the UI language ("Kein Springer kann nach Felix
/// drei ziehen"), else algebraically ("No knight can move to f3").
pub enum SessionNamer<'a> {
    Algebraic(AlgebraicNamer),
    Words(&'a Vocabulary),
}

impl Namer for SessionNamer<'_> {
    fn square(&self, sq: Square) -> String {
        match self {
            SessionNamer::Algebraic(n) => n.square(sq),
            SessionNamer::Words(v) => v.square(sq),
        }
    }
    fn role(&self, role: Role) -> String {
        match self {
            SessionNamer::Algebraic(n) => n.role(role),
            SessionNamer::Words(v) => v.role(role),
        }
    }
}

/// What reading a line as words gave.
pub(super) enum SpokenOutcome {
    /// Not words of the vocabulary at all.
    NotSpoken,
    /// A legal move, and the misheard words that were taken for others.
    Move(Move, Vec<(String, String)>),
    /// Words, but no single legal move.
    Refused(MoveError),
    /// Words that do not form a move.
    Error(SpokenError),
}

impl Session {
    pub(super) fn vocabulary(&self) -> &Vocabulary {
        self.announcer.vocabulary()
    }

    /// The language the announcement words are spoken in (the
    /// vocabulary's; German for the Appendix F words).
    pub fn announce_lang(&self) -> laws::lang::Lang {
        self.announce_lang
    }

    /// The announcement form in use (chosen, or by the base time).
    pub fn announce_form(&self) -> crate::settings::AnnounceForm {
        if self.announcer.options().short_form {
            crate::settings::AnnounceForm::Short
        } else {
            crate::settings::AnnounceForm::Long
        }
    }

    /// The namer for sentences.
    pub(super) fn namer(&self) -> SessionNamer<'_> {
        if self.vocabulary().language() == self.lang.code() {
            SessionNamer::Words(self.vocabulary())
        } else {
            SessionNamer::Algebraic(AlgebraicNamer(self.texts))
        }
    }

    /// The announcement of a move in the vocabulary's words.
    pub(crate) fn announce_words(&self, before: &shakmaty::Chess, m: Move) -> String {
        self.announcer.announce(before, m)
    }

    /// Reads a line as spoken words and resolves it in `pos` (whose legal
    /// moves are `legal`, when known).
    pub(super) fn spoken_resolve(
        &self,
        pos: &shakmaty::Chess,
        legal: Option<&laws::rules::LegalMoves>,
        line: &str,
    ) -> SpokenOutcome {
        let vocab = self.vocabulary();
        if !looks_spoken(line, vocab) {
            return SpokenOutcome::NotSpoken;
        }
        let parsed = match parse(line, vocab) {
            Ok(p) => p,
            Err(e) => return SpokenOutcome::Error(e),
        };
        let corrections = parsed
            .corrections
            .iter()
            .map(|c| (c.heard.clone(), c.understood.clone()))
            .collect();
        match resolve_tier_among(pos, legal, &parsed.intents) {
            Ok(m) => SpokenOutcome::Move(m, corrections),
            Err(e) => SpokenOutcome::Refused(e),
        }
    }

    /// A square in words ("Gustav eins"), for answers and queries.
    pub(super) fn spoken_square(&self, text: &str) -> Option<Square> {
        let vocab = self.vocabulary();
        // A square alone reads as a pawn move to it.
        let parsed = parse(text, vocab).ok()?;
        match parsed.intents.as_slice() {
            [
                laws::notation::Intent::Normal {
                    to,
                    from_file: None,
                    from_rank: None,
                    ..
                },
            ] => Some(*to),
            _ => None,
        }
    }

    /// The words of the vocabulary, for Tab completion.
    pub(super) fn vocabulary_words(&self) -> Vec<String> {
        let v = self.vocabulary();
        let mut words: Vec<String> = Vec::new();
        for f in shakmaty::File::ALL {
            words.push(v.file_word(f).to_string());
        }
        for r in shakmaty::Rank::ALL {
            words.push(v.rank_word(r).to_string());
        }
        for role in Role::ALL {
            words.push(v.role_word(role).to_string());
        }
        for side in [
            shakmaty::CastlingSide::KingSide,
            shakmaty::CastlingSide::QueenSide,
        ] {
            words.extend(v.castle_word(side).split_whitespace().map(str::to_string));
        }
        words.push(v.capture_word().to_string());
        words
    }
}
