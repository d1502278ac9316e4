//! Saying moves and positions in the words of a vocabulary.

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{Board, CastlingSide, Chess, Color, File, Move, Position, Rank, Role, Square};

use super::vocab::{Vocabulary, fill};
use laws::notation::Namer;

/// How moves are announced.  The default is the long form of the Laws
/// with captures and checks said and no move number.
///
/// ```
/// use phonetics::{AnnounceOptions, Announcer, Builtin};
/// use shakmaty::{Chess, Position, Square};
///
/// let start = Chess::default();
/// let e4 = start
///     .legal_moves()
///     .into_iter()
///     .find(|m| m.to() == Square::E4)
///     .unwrap();
/// let numbered = AnnounceOptions { move_number: true, ..AnnounceOptions::default() };
/// let announcer = Announcer::new(Builtin::German.load()?, numbered);
/// assert_eq!(announcer.announce(&start, e4), "Zug eins, Weiß: Bauer Eva zwei Eva vier");
/// # Ok::<(), phonetics::VocabError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnnounceOptions {
    /// Only the arrival square, with the departure only where it is needed
    /// to tell two pieces apart (as in algebraic notation): "Springer Felix
    /// drei", "Eva vier", "Eva schlägt David fünf". Otherwise the long form
    /// of Appendix F: "Springer Gustav eins Felix drei".
    pub short_form: bool,
    /// Say "schlägt" for captures.
    pub say_captures: bool,
    /// Say "Schach" and "matt" after the move.
    pub say_checks: bool,
    /// Begin with the move number and the side: "Zug zwölf, Weiß: ...".
    pub move_number: bool,
}

impl Default for AnnounceOptions {
    fn default() -> AnnounceOptions {
        AnnounceOptions {
            short_form: false,
            say_captures: true,
            say_checks: true,
            move_number: false,
        }
    }
}

/// Turns moves into the words a player or assistant announces, in the
/// words of one [`Vocabulary`] and the style of [`AnnounceOptions`].
///
/// ```
/// use phonetics::{AnnounceOptions, Announcer, Builtin};
/// use shakmaty::{Chess, Position, Square};
///
/// let start = Chess::default();
/// let nf3 = start
///     .legal_moves()
///     .into_iter()
///     .find(|m| m.to() == Square::F3 && m.from() == Some(Square::G1))
///     .unwrap();
/// let german = Announcer::new(Builtin::German.load()?, AnnounceOptions::default());
/// assert_eq!(german.announce(&start, nf3), "Springer Gustav eins Felix drei");
/// let english = Announcer::new(Builtin::English.load()?, AnnounceOptions::default());
/// assert_eq!(english.announce(&start, nf3), "Knight Gustav one Felix three");
/// # Ok::<(), phonetics::VocabError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Announcer {
    vocab: Vocabulary,
    options: AnnounceOptions,
    /// Every word a move is announced with is tidy ([`is_tidy`]): words
    /// joined by single spaces then need no tidying.
    tidy_words: bool,
}

/// Already a sentence: words with single spaces between them, the first
/// letter not lower case (most announcements are, so they are not copied).
/// Looks at bytes: a non-ASCII character that may be a space (lead bytes
/// 0xC2, 0xE1 to 0xE3) sends the text the long way.
fn is_sentence(text: &str) -> bool {
    !text.is_empty() && is_tidy(text) && !text.chars().next().is_some_and(char::is_lowercase)
}

/// Words with single spaces between them and none at either end (empty
/// text too); a byte that may start a non-ASCII space is not tidy.
fn is_tidy(text: &str) -> bool {
    let mut space = true;
    for b in text.bytes() {
        match b {
            b' ' if space => return false,
            b' ' => space = true,
            b'\t'..=b'\r' | 0xC2 | 0xE1..=0xE3 => return false,
            _ => space = false,
        }
    }
    !space || text.is_empty()
}

/// Upper-cases the first letter of a sentence and removes doubled spaces
/// left by empty template parts (Russian has no articles).
fn sentence(text: String) -> String {
    if is_sentence(&text) {
        return text;
    }
    let mut out = String::with_capacity(text.len());
    for word in text.split_whitespace() {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    let mut chars = out.chars();
    match chars.next() {
        Some(c) if c.is_lowercase() => c.to_uppercase().chain(chars).collect(),
        _ => out,
    }
}

fn push_word(out: &mut String, word: &str) {
    if word.is_empty() {
        return;
    }
    if !out.is_empty() && !out.ends_with(' ') {
        out.push(' ');
    }
    out.push_str(word);
}

impl Announcer {
    /// An announcer speaking the words of `vocab` in the style `options`.
    pub fn new(vocab: Vocabulary, options: AnnounceOptions) -> Announcer {
        let v = &vocab;
        let tidy_words = [CastlingSide::KingSide, CastlingSide::QueenSide]
            .into_iter()
            .map(|side| v.castle_word(side))
            .chain(Role::ALL.into_iter().map(|r| v.role_word(r)))
            .chain(File::ALL.into_iter().map(|f| v.file_word(f)))
            .chain(Rank::ALL.into_iter().map(|r| v.rank_word(r)))
            .chain([
                v.capture_word(),
                v.en_passant_word(),
                v.check_word(),
                v.mate_word(),
            ])
            .all(is_tidy);
        Announcer {
            vocab,
            options,
            tidy_words,
        }
    }

    /// The vocabulary it announces in.
    pub fn vocabulary(&self) -> &Vocabulary {
        &self.vocab
    }

    /// The announcing style it was made with.
    pub fn options(&self) -> AnnounceOptions {
        self.options
    }

    /// The words for `m` played in `pos_before`: "Springer Gustav eins Felix
    /// drei", "Bauer Eva fünf schlägt David sechs en passant", "Kurze
    /// Rochade Schach". An illegal `m` is still put into words, without
    /// check or mate.
    pub fn announce(&self, pos_before: &Chess, m: Move) -> String {
        let san = pos_before
            .is_legal(m)
            .then(|| SanPlus::from_move(pos_before.clone(), m));
        self.words(pos_before, m, san.as_ref())
    }

    /// [`Announcer::announce`] for a legal move whose SAN (with check or
    /// mate) is already known, as the rules core gives it after playing
    /// the move: no move generation here.
    ///
    /// ```
    /// use phonetics::{AnnounceOptions, Announcer, Builtin};
    /// use shakmaty::{Chess, Position, san::SanPlus};
    ///
    /// // After 1. f3 e5 2. g4 Black mates with the queen.
    /// let mut pos = Chess::default();
    /// for san in ["f3", "e5", "g4"] {
    ///     let m = san.parse::<SanPlus>()?.san.to_move(&pos)?;
    ///     pos.play_unchecked(m);
    /// }
    /// let qh4 = "Qh4#".parse::<SanPlus>()?;
    /// let m = qh4.san.to_move(&pos)?;
    /// let announcer = Announcer::new(Builtin::German.load()?, AnnounceOptions::default());
    /// assert_eq!(
    ///     announcer.announce_legal(&pos, m, &qh4),
    ///     "Dame David acht Hektor vier matt"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn announce_legal(&self, pos_before: &Chess, m: Move, san: &SanPlus) -> String {
        self.words(pos_before, m, Some(san))
    }

    /// The words; `san` is the SAN of `m` when it is legal.
    fn words(&self, pos_before: &Chess, m: Move, san: Option<&SanPlus>) -> String {
        let v = &self.vocab;
        let o = self.options;
        let mut out = String::with_capacity(48);
        if o.move_number {
            let number = v.number_words(pos_before.fullmoves().get());
            let colour = v.colour_name(pos_before.turn());
            out.push_str(&fill(
                &v.phrases.move_prefix,
                &[("number", &number), ("colour", colour)],
            ));
        }
        if let Some(side) = m.castling_side() {
            push_word(&mut out, v.castle_word(side));
        } else {
            let role = m.role();
            let (file, rank) = if !o.short_form {
                match m.from() {
                    Some(from) => (Some(from.file()), Some(from.rank())),
                    None => (None, None),
                }
            } else if let Some(san) = san {
                match san.san {
                    San::Normal { file, rank, .. } => (file, rank),
                    _ => (None, None),
                }
            } else {
                (m.from().map(Square::file), None)
            };
            if !(o.short_form && role == Role::Pawn) {
                push_word(&mut out, v.role_word(role));
            }
            if let Some(f) = file {
                push_word(&mut out, v.file_word(f));
            }
            if let Some(r) = rank {
                push_word(&mut out, v.rank_word(r));
            }
            if o.say_captures && m.is_capture() {
                push_word(&mut out, v.capture_word());
            }
            push_word(&mut out, v.file_word(m.to().file()));
            push_word(&mut out, v.rank_word(m.to().rank()));
            if m.is_en_passant() {
                push_word(&mut out, v.en_passant_word());
            }
            if let Some(p) = m.promotion() {
                push_word(&mut out, v.role_word(p));
            }
        }
        if o.say_checks {
            match san.and_then(|s| s.suffix) {
                Some(Suffix::Checkmate) => push_word(&mut out, v.mate_word()),
                Some(Suffix::Check) => push_word(&mut out, v.check_word()),
                None => {}
            }
        }
        // Tidy words joined by single spaces are a sentence already when
        // the first letter is not lower case (no copy).
        if self.tidy_words
            && !o.move_number
            && out.chars().next().is_some_and(|c| !c.is_lowercase())
        {
            return out;
        }
        sentence(out)
    }
}

impl Namer for Vocabulary {
    fn square(&self, sq: Square) -> String {
        let mut s = String::with_capacity(16);
        s.push_str(self.file_word(sq.file()));
        s.push(' ');
        s.push_str(self.rank_word(sq.rank()));
        s
    }

    fn role(&self, role: Role) -> String {
        self.role_word(role).to_string()
    }
}

impl Namer for Announcer {
    fn square(&self, sq: Square) -> String {
        self.vocab.square(sq)
    }

    fn role(&self, role: Role) -> String {
        self.vocab.role(role)
    }
}

impl Vocabulary {
    /// A piece of a kind on a square, as a sentence: "Dame auf David eins"
    /// (the `phrases.piece_on` template of the vocabulary file).
    ///
    /// ```
    /// use phonetics::Builtin;
    /// use shakmaty::{Role, Square};
    ///
    /// let vocab = Builtin::German.load()?;
    /// assert_eq!(vocab.piece_on(Role::Queen, Square::D1), "Dame auf David eins");
    /// # Ok::<(), phonetics::VocabError>(())
    /// ```
    pub fn piece_on(&self, role: Role, sq: Square) -> String {
        sentence(fill(
            &self.phrases.piece_on,
            &[
                ("piece", self.role_word(role)),
                ("square", &self.square(sq)),
            ],
        ))
    }

    /// What stands on a square of `board`, as a sentence: "Auf Eva vier
    /// steht ein schwarzer Springer", or "Eva vier ist leer".
    ///
    /// ```
    /// use phonetics::Builtin;
    /// use shakmaty::{Board, Square};
    ///
    /// let vocab = Builtin::German.load()?;
    /// let board = Board::default();
    /// assert_eq!(
    ///     vocab.describe_square(&board, Square::D1),
    ///     "Auf David eins steht eine weiße Dame"
    /// );
    /// assert_eq!(vocab.describe_square(&board, Square::E4), "Eva vier ist leer");
    /// # Ok::<(), phonetics::VocabError>(())
    /// ```
    pub fn describe_square(&self, board: &Board, sq: Square) -> String {
        let Some(piece) = board.piece_at(sq) else {
            return self.empty_square(sq);
        };
        let (indefinite, colour) = match self.gender(piece.role) {
            Some(g) => (
                g.indefinite.as_str(),
                match piece.color {
                    Color::White => g.white.as_str(),
                    Color::Black => g.black.as_str(),
                },
            ),
            None => ("", ""),
        };
        sentence(fill(
            &self.phrases.occupied,
            &[
                ("square", &self.square(sq)),
                ("indefinite", indefinite),
                ("colour", colour),
                ("piece", self.role_word(piece.role)),
            ],
        ))
    }

    /// An empty square, as a sentence: "Eva vier ist leer".
    pub fn empty_square(&self, sq: Square) -> String {
        sentence(fill(&self.phrases.empty, &[("square", &self.square(sq))]))
    }

    /// "Kein Springer", "Keine Dame": for messages such as no piece of that
    /// kind can reach the square.
    pub fn no_piece(&self, role: Role) -> String {
        let negative = self.gender(role).map_or("", |g| g.negative.as_str());
        sentence(fill(
            &self.phrases.none,
            &[("negative", negative), ("piece", self.role_word(role))],
        ))
    }
}

#[cfg(test)]
mod sentence_tests {
    use super::*;

    /// The long way, for comparison.
    fn reference(text: &str) -> String {
        let joined = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let mut chars = joined.chars();
        match chars.next() {
            Some(c) if c.is_lowercase() => c.to_uppercase().chain(chars).collect(),
            _ => joined,
        }
    }

    #[test]
    fn the_shortcut_for_tidy_sentences_changes_nothing() {
        let mut texts: Vec<String> = [
            "Springer Gustav eins Felix drei",
            "Bauer Eva fünf schlägt David sechs en passant",
            "конь гэ один эф три",
            "Кр е1",
            "",
            " ",
            "a",
            "A  b",
            " A b",
            "A b ",
            "ßtraße",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        for c in (0..=0x3000u32).filter_map(char::from_u32) {
            if c.is_whitespace() || c.is_control() {
                texts.push(format!("Dame{c}Dora acht"));
                texts.push(format!("Dame Dora acht{c}"));
            }
        }
        for text in texts {
            assert_eq!(sentence(text.clone()), reference(&text), "{text:?}");
        }
    }
}
