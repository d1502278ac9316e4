//! Reading a spoken move: words → [`Intent`]s.
//!
//! The reader is forgiving: case, umlaut spellings, punctuation, filler words
//! and small mishearings do not matter, and "von"/"nach" are optional. When
//! it cannot read a move it says what it expected next.

use std::fmt;

use shakmaty::{Role, Square};

use super::text::{Graphemes, MAX_INPUT_BYTES, MAX_WORDS, Scratch, Segments, distance, tolerance};
use super::vocab::{Kind, Meaning, Vocabulary, WordInfo, phrase_key};
use laws::notation::Intent;

/// How many readings of an input with words of several meanings are tried.
const MAX_READINGS: usize = 64;
/// How many misheard-word candidates are kept before giving up as ambiguous.
const MAX_CANDIDATES: usize = 6;

/// The result of reading a spoken move: what [`parse`] gives.
///
/// ```
/// use laws::notation::Intent;
/// use phonetics::{Builtin, Correction, parse};
/// use shakmaty::{Role, Square};
///
/// let vocab = Builtin::German.load()?;
/// let parsed = parse("Springa Felix drei", &vocab)?;
/// assert_eq!(parsed.intents, [Intent::to_square(Some(Role::Knight), Square::F3)]);
/// assert_eq!(
///     parsed.corrections,
///     [Correction { heard: "Springa".into(), understood: "Springer".into() }]
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// Every reading of the words; more than one only when a word has more
    /// than one meaning in the vocabulary.
    pub intents: Intents,
    /// Misheard words that were taken for vocabulary words, in order, so the
    /// reply can say which word was understood.
    pub corrections: Vec<Correction>,
}

/// The readings of a spoken move, never empty. Almost always one, which is
/// kept inline: a move read on every keystroke should not allocate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Intents {
    /// The one reading (nearly every input).
    One([Intent; 1]),
    /// Two or more readings, each once.
    Many(Vec<Intent>),
}

impl Intents {
    /// The readings as a slice.
    pub fn as_slice(&self) -> &[Intent] {
        self
    }

    /// Adds a reading unless it is there already.
    fn add(&mut self, intent: Intent) {
        if self.contains(&intent) {
            return;
        }
        match self {
            Intents::One([first]) => *self = Intents::Many(vec![*first, intent]),
            Intents::Many(list) => list.push(intent),
        }
    }
}

impl std::ops::Deref for Intents {
    type Target = [Intent];

    fn deref(&self) -> &[Intent] {
        match self {
            Intents::One(one) => one,
            Intents::Many(list) => list,
        }
    }
}

impl<'a> IntoIterator for &'a Intents {
    type Item = &'a Intent;
    type IntoIter = std::slice::Iter<'a, Intent>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<const N: usize> PartialEq<[Intent; N]> for Intents {
    fn eq(&self, other: &[Intent; N]) -> bool {
        **self == *other
    }
}

/// A word that was not in the vocabulary but close to exactly one word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Correction {
    /// As typed or recognised, e.g. "Springa".
    pub heard: String,
    /// The vocabulary word it was taken for, e.g. "Springer".
    pub understood: String,
}

/// What the reader expected where it found something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// The start of a move: a piece, a square or a castling.
    Move,
    /// A square, e.g. "Felix drei".
    Square,
    /// A file word, e.g. "Felix".
    File,
    /// A rank word, e.g. "drei".
    Rank,
    /// A piece, e.g. after "wird".
    Piece,
    /// Nothing more (or only check, mate, en passant, promotion piece).
    End,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Move => "a piece, a square or castling",
            Expected::Square => "a square",
            Expected::File => "a file",
            Expected::Rank => "a rank",
            Expected::Piece => "a piece",
            Expected::End => "the end of the move",
        })
    }
}

/// Why words could not be read as a move. Words are quoted as the
/// vocabulary writes them when known, else as they were typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpokenError {
    /// Nothing but spaces, punctuation or filler words.
    Empty,
    /// More than [`MAX_INPUT_BYTES`] bytes; not looked at.
    TooLong {
        /// The length of the text in bytes.
        len: usize,
        /// The most a move may have ([`MAX_INPUT_BYTES`]).
        max: usize,
    },
    /// More words than any move has (24, fillers included).
    TooManyWords {
        /// The most words a move may have.
        max: usize,
    },
    /// A word that is not in the vocabulary nor close to one word of it.
    UnknownWord {
        /// The word as typed.
        word: String,
    },
    /// A word equally close to several vocabulary words.
    AmbiguousWord {
        /// The word as typed.
        word: String,
        /// The vocabulary words it is equally close to.
        candidates: Vec<String>,
    },
    /// The move stops before its target square: "Springer", "Springer schlägt".
    MissingTarget {
        /// The last word read.
        after: String,
    },
    /// A file without a rank at the end: "Springer Felix".
    MissingRank {
        /// The file word.
        file: String,
    },
    /// A number that is not a rank: "Felix neun".
    RankOutOfRange {
        /// The number word.
        word: String,
        /// The number it means.
        number: u32,
    },
    /// "wird" (or "=") at the end without the new piece.
    MissingPromotionPiece {
        /// The word that asked for the piece.
        after: String,
    },
    /// A word where something else had to come.
    Unexpected {
        /// The word found.
        word: String,
        /// What had to come there.
        expected: Expected,
    },
}

impl fmt::Display for SpokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpokenError::Empty => write!(f, "no move was said"),
            SpokenError::TooLong { len, max } => {
                write!(
                    f,
                    "the text is too long for a move ({len} bytes, at most {max})"
                )
            }
            SpokenError::TooManyWords { max } => {
                write!(f, "too many words for a move (at most {max})")
            }
            SpokenError::UnknownWord { word } => write!(f, "unknown word '{word}'"),
            SpokenError::AmbiguousWord { word, candidates } => write!(
                f,
                "'{word}' could be any of: {}",
                candidates
                    .iter()
                    .map(|c| format!("'{c}'"))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            SpokenError::MissingTarget { after } => {
                write!(f, "after '{after}' the target square is missing")
            }
            SpokenError::MissingRank { file } => write!(f, "after '{file}' the rank is missing"),
            SpokenError::RankOutOfRange { word, number } => {
                write!(f, "'{word}' ({number}) is not a rank; ranks are 1 to 8")
            }
            SpokenError::MissingPromotionPiece { after } => {
                write!(f, "after '{after}' the promotion piece is missing")
            }
            SpokenError::Unexpected { word, expected } => {
                write!(f, "unexpected '{word}', expected {expected}")
            }
        }
    }
}

impl std::error::Error for SpokenError {}

/// One meaningful word (or phrase) of the input, for the grammar.
#[derive(Clone, Copy, Debug)]
struct Sym {
    kind: Kind,
    /// Which word to quote in a message, see [`Ctx::word`].
    word: WordRef,
}

/// A word to quote: a vocabulary entry (its canonical spelling) or a span
/// of the input (numbers, as typed). Small, so the arrays stay small.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum WordRef {
    Entry(u16),
    Input(u16),
}

/// A token: a vocabulary entry (possibly of several meanings) or a number.
#[derive(Clone, Copy, Debug)]
enum Tok {
    /// An entry of exactly one meaning, already converted.
    Single(Kind, u16),
    /// An entry of several meanings: every reading is tried.
    Entry(u16),
    Number {
        n: u32,
        span: u16,
    },
}

const NO_SYM: Sym = Sym {
    kind: Kind::Skip,
    word: WordRef::Entry(0),
};

/// What the grammar needs to quote words in messages.
struct Ctx<'a> {
    vocab: &'a Vocabulary,
    text: &'a str,
    slots: &'a [Slot<'a>],
}

impl Ctx<'_> {
    fn word(&self, w: WordRef) -> String {
        match w {
            WordRef::Entry(e) => self.vocab.entry(e).map_or("", |e| &e.display).to_string(),
            WordRef::Input(i) => self
                .slots
                .get(usize::from(i))
                .map_or("", |slot| slot.orig(self.text))
                .to_string(),
        }
    }

    fn alternatives(&self, t: Tok) -> usize {
        match t {
            Tok::Entry(e) => self.vocab.entry(e).map_or(1, |e| e.kinds.len().max(1)),
            Tok::Single(..) | Tok::Number { .. } => 1,
        }
    }

    fn sym(&self, t: Tok, choice: usize) -> Sym {
        match t {
            Tok::Single(kind, e) => Sym {
                kind,
                word: WordRef::Entry(e),
            },
            Tok::Entry(e) => Sym {
                kind: self
                    .vocab
                    .entry(e)
                    .and_then(|entry| entry.kinds.get(choice))
                    .copied()
                    .unwrap_or(Kind::Skip),
                word: WordRef::Entry(e),
            },
            Tok::Number { n, span } => Sym {
                kind: Kind::Number(n),
                word: WordRef::Input(span),
            },
        }
    }
}

/// The value of a digit string or number word, if it is one.
fn number_value(vocab: &Vocabulary, norm: &str) -> Option<u32> {
    if !norm.is_empty() && norm.len() <= 6 && norm.bytes().all(|b| b.is_ascii_digit()) {
        return norm.parse().ok();
    }
    vocab.number_words.get(norm).copied()
}

enum Fuzzy {
    One(usize),
    Many(Vec<usize>),
    None,
}

/// Finds the vocabulary word a misheard word stands for: the closest word
/// within tolerance, if all closest words mean the same.
fn fuzzy(vocab: &Vocabulary, norm: &str) -> Fuzzy {
    let Some(heard) = Graphemes::of(norm) else {
        return Fuzzy::None;
    };
    let mut best = usize::MAX;
    let mut found = [0usize; MAX_CANDIDATES];
    let mut count = 0usize;
    let mut overflow = false;
    for (i, w) in vocab.pool.iter().enumerate() {
        let max = tolerance(heard.len().min(w.ends.len()));
        if max == 0 || w.ends.len().abs_diff(heard.len()) > max.min(best) {
            continue;
        }
        let Some(g) = Graphemes::of_bounds(&w.key, &w.ends) else {
            continue;
        };
        let Some(d) = distance(&heard, &g, max.min(best)) else {
            continue;
        };
        if d < best {
            best = d;
            count = 0;
            overflow = false;
        }
        if let Some(slot) = found.get_mut(count) {
            *slot = i;
            count += 1;
        } else {
            overflow = true;
        }
    }
    let found = found.get(..count).unwrap_or(&[]);
    let Some(&first) = found.first() else {
        return Fuzzy::None;
    };
    let meanings = |i: usize| {
        vocab
            .pool
            .get(i)
            .and_then(|w| w.entry)
            .and_then(|e| vocab.entry(e))
            .map(|e| e.meanings.as_slice())
    };
    let same = !overflow
        && found.iter().all(|&i| match (meanings(first), meanings(i)) {
            (Some(a), Some(b)) => a == b,
            _ => i == first,
        });
    if same {
        Fuzzy::One(first)
    } else {
        Fuzzy::Many(found.to_vec())
    }
}

/// One word of the input and what the vocabulary knows of it. The word's
/// information is borrowed from the table, not copied: copying the odd-sized
/// struct cost more than the look-up itself.
#[derive(Clone, Copy, Debug)]
struct Slot<'v> {
    start: u32,
    end: u32,
    info: Option<&'v WordInfo>,
    /// A number that is not a vocabulary word ("neun", "12").
    number: Option<u32>,
}

impl Slot<'_> {
    const EMPTY: Slot<'static> = Slot {
        start: 0,
        end: 0,
        info: None,
        number: None,
    };

    fn orig<'t>(&self, text: &'t str) -> &'t str {
        text.get(self.start as usize..self.end as usize)
            .unwrap_or("")
    }
}

/// Reads a spoken or typed move in the words of `vocab`.
///
/// Accepts "Springer Felix drei", "Springer von Gustav eins nach Felix drei",
/// "Eva vier", "Eva schlägt David fünf", "Eva acht wird Dame", "Kurze
/// Rochade", with trailing "Schach"/"matt" and a "Zug zwölf, Weiß:" prefix.
/// The readings are not checked against a position: the `laws` crate's
/// [`candidates`](laws::notation::resolve::candidates) finds the legal
/// moves they mean.
///
/// ```
/// use laws::notation::resolve::candidates;
/// use phonetics::{Builtin, SpokenError, parse};
/// use shakmaty::{CastlingSide, Chess, Position, Square, san::SanPlus};
///
/// let vocab = Builtin::German.load()?;
/// let start = Chess::default();
/// let parsed = parse("Springer Gustav eins Felix drei", &vocab)?;
/// let moves = candidates(&start, &parsed.intents);
/// assert_eq!(moves.len(), 1);
/// assert_eq!(moves[0].to(), Square::F3);
/// assert_eq!(SanPlus::from_move(start, moves[0]).to_string(), "Nf3");
///
/// // Case and "von"/"nach" do not matter; castling is one intent.
/// assert_eq!(
///     parse("springer von gustav eins nach felix drei", &vocab)?.intents,
///     parsed.intents
/// );
/// assert_eq!(
///     parse("Kurze Rochade", &vocab)?.intents,
///     [laws::notation::Intent::Castle(CastlingSide::KingSide)]
/// );
///
/// // What cannot be read says what was expected.
/// assert_eq!(
///     parse("Springer Felix", &vocab),
///     Err(SpokenError::MissingRank { file: "Felix".into() })
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(text: &str, vocab: &Vocabulary) -> Result<Parsed, SpokenError> {
    if let Some(intent) = parse_plain(text, vocab) {
        return Ok(Parsed {
            intents: Intents::One([intent]),
            corrections: Vec::new(),
        });
    }
    parse_full(text, vocab)
}

/// Both readers on one text, for the fuzzer: the one-pass reading, if it
/// gives one, must be the full reader's only reading.
#[doc(hidden)]
pub fn both_readers(
    text: &str,
    vocab: &Vocabulary,
) -> (Option<Intent>, Result<Parsed, SpokenError>) {
    (parse_plain(text, vocab), parse_full(text, vocab))
}

/// The full reader: phrases, numbers, misheard words, words of several
/// meanings, and a message for everything it cannot read.
pub(super) fn parse_full(text: &str, vocab: &Vocabulary) -> Result<Parsed, SpokenError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(SpokenError::TooLong {
            len: text.len(),
            max: MAX_INPUT_BYTES,
        });
    }

    // Split and look every word up, without copying plain ASCII words.
    let mut slots = [Slot::EMPTY; MAX_WORDS];
    let mut n = 0usize;
    let mut all_known = true;
    let mut scratch = Scratch::new();
    for seg in Segments::new(&vocab.rules, text) {
        let Some(slot) = slots.get_mut(n) else {
            return Err(SpokenError::TooManyWords { max: MAX_WORDS });
        };
        *slot = Slot {
            start: u32::try_from(seg.start).unwrap_or(u32::MAX),
            end: u32::try_from(seg.end).unwrap_or(u32::MAX),
            info: vocab.lookup_word(text, seg, &mut scratch),
            number: None,
        };
        all_known &= slot.info.is_some();
        n += 1;
    }
    let slots = slots.get_mut(..n).unwrap_or(&mut []);

    // Numbers and misheard words. Misheard words are corrected before
    // phrases are matched, so that "Kurze Rochate" is still castling.
    // Rare, so it may allocate.
    let mut corrections = Vec::new();
    if !all_known {
        for slot in slots.iter_mut().filter(|s| s.info.is_none()) {
            let heard = slot.orig(text);
            let norm = vocab.rules.normalize_word(heard);
            if let Some(n) = number_value(vocab, &norm) {
                slot.number = Some(n);
                continue;
            }
            match fuzzy(vocab, &norm) {
                Fuzzy::One(p) => {
                    if let Some(w) = vocab.pool.get(p) {
                        slot.info = vocab.words.get(&w.key);
                        corrections.push(Correction {
                            heard: heard.to_string(),
                            understood: w.display.to_string(),
                        });
                    }
                }
                Fuzzy::Many(list) => {
                    let mut candidates: Vec<String> = Vec::new();
                    for p in list {
                        if let Some(w) = vocab.pool.get(p)
                            && !candidates.iter().any(|c| **c == *w.display)
                        {
                            candidates.push(w.display.to_string());
                        }
                    }
                    return Err(SpokenError::AmbiguousWord {
                        word: heard.to_string(),
                        candidates,
                    });
                }
                Fuzzy::None => {
                    return Err(SpokenError::UnknownWord {
                        word: heard.to_string(),
                    });
                }
            }
        }
    }
    let slots: &[Slot] = slots;

    // Tokens: longest phrase first, then single words, then numbers.
    let mut toks = [Tok::Single(Kind::Skip, 0); MAX_WORDS];
    let mut ntok = 0usize;
    let mut i = 0usize;
    while let Some(slot) = slots.get(i) {
        let mut tok = None;
        let mut used = 1usize;
        if let Some(info) = slot.info {
            let longest = usize::from(info.phrase_max).min(slots.len() - i);
            for k in (2..=longest).rev() {
                let words = slots.get(i..i + k).unwrap_or(&[]);
                if words.iter().any(|w| w.info.is_none()) {
                    continue;
                }
                let key = phrase_key(words.iter().filter_map(|w| w.info).map(|w| w.id));
                if let Some(&e) = vocab.multi.get(&key) {
                    tok = Some(match vocab.entry(e).map(|entry| entry.kinds.as_slice()) {
                        Some(&[kind]) => Tok::Single(kind, e),
                        _ => Tok::Entry(e),
                    });
                    used = k;
                    break;
                }
            }
            if tok.is_none() {
                tok = match (info.kind, info.entry) {
                    (Some(kind), Some(e)) => Some(Tok::Single(kind, e)),
                    (_, e) => e.map(Tok::Entry),
                };
                // A word of another spelling alphabet: say back the file
                // word it was read as ("Eva" for "Emil").
                if info.alias
                    && let Some(entry) = info.entry.and_then(|e| vocab.entry(e))
                {
                    let heard = slot.orig(text);
                    if !corrections.iter().any(|c: &Correction| c.heard == heard) {
                        corrections.push(Correction {
                            heard: heard.to_string(),
                            understood: entry.display.to_string(),
                        });
                    }
                }
            }
        }
        // A word only known inside phrases may still be a number ("0").
        let number = match slot.number {
            Some(n) => Some(n),
            None if tok.is_none() => {
                number_value(vocab, &vocab.rules.normalize_word(slot.orig(text)))
            }
            None => None,
        };
        let tok = match (tok, number) {
            (Some(t), _) => t,
            (None, Some(n)) => Tok::Number {
                n,
                span: u16::try_from(i).unwrap_or(u16::MAX),
            },
            (None, None) => {
                return Err(SpokenError::UnknownWord {
                    word: slot.orig(text).to_string(),
                });
            }
        };
        if let Some(dst) = toks.get_mut(ntok) {
            *dst = tok;
            ntok += 1;
        }
        i += used;
    }
    let toks = toks.get(..ntok).unwrap_or(&[]);
    let ctx = Ctx { vocab, text, slots };

    // Every combination of meanings, usually exactly one.
    let readings = toks
        .iter()
        .try_fold(1usize, |acc, &t| acc.checked_mul(ctx.alternatives(t)))
        .unwrap_or(usize::MAX)
        .min(MAX_READINGS);
    let mut intents: Option<Intents> = None;
    let mut first_error = None;
    for r in 0..readings {
        let mut syms = [NO_SYM; MAX_WORDS];
        let mut n = 0usize;
        let mut rest = r;
        for &t in toks {
            let sym = if readings == 1 {
                ctx.sym(t, 0)
            } else {
                let alts = ctx.alternatives(t);
                let choice = rest % alts;
                rest /= alts;
                ctx.sym(t, choice)
            };
            if sym.kind != Kind::Skip
                && let Some(slot) = syms.get_mut(n)
            {
                *slot = sym;
                n += 1;
            }
        }
        match read_move(syms.get(..n).unwrap_or(&[]), &ctx) {
            Ok(intent) => match &mut intents {
                Some(list) => list.add(intent),
                None => intents = Some(Intents::One([intent])),
            },
            Err(e) => {
                if first_error.is_none() {
                    first_error = Some(e);
                }
            }
        }
    }
    match intents {
        Some(intents) => Ok(Parsed {
            intents,
            corrections,
        }),
        None => Err(first_error.unwrap_or(SpokenError::Empty)),
    }
}

/// The common case in one pass: every word known as typed, of one meaning,
/// and starting no phrase, so the words go straight to the grammar. `None`
/// hands the text to the full reader, which also words every error; the
/// test `plain_reader_agrees` holds the two together.
pub(super) fn parse_plain(text: &str, vocab: &Vocabulary) -> Option<Intent> {
    if text.len() > MAX_INPUT_BYTES {
        return None;
    }
    let mut syms = [NO_SYM; MAX_WORDS];
    let mut n = 0usize;
    let mut words = 0usize;
    vocab.rules.plain_words(text, |word, ascii| {
        words += 1;
        if words > MAX_WORDS {
            return None;
        }
        let info = vocab.lookup_plain(word, ascii)?;
        // A phrase start, or an alias whose file word is said back.
        if info.phrase_max > 1 || info.alias {
            return None;
        }
        let (Some(kind), Some(entry)) = (info.kind, info.entry) else {
            return None;
        };
        if kind != Kind::Skip {
            *syms.get_mut(n)? = Sym {
                kind,
                word: WordRef::Entry(entry),
            };
            n += 1;
        }
        Some(())
    })?;
    let ctx = Ctx {
        vocab,
        text,
        slots: &[],
    };
    read_move(syms.get(..n)?, &ctx).ok()
}

fn unexpected(ctx: &Ctx<'_>, sym: &Sym, expected: Expected) -> SpokenError {
    SpokenError::Unexpected {
        word: ctx.word(sym.word),
        expected,
    }
}

/// The grammar of one reading, fillers already dropped:
/// `[Zug n] (castling | [piece] [from] [capture] file rank [promotion]) [check|mate|e.p.]*`.
fn read_move(syms: &[Sym], ctx: &Ctx<'_>) -> Result<Intent, SpokenError> {
    // "Zug zwölf": the move number prefix carries nothing for the move.
    let mut syms = syms;
    if let Some(first) = syms.first()
        && first.kind == Kind::Move
    {
        let numbers = syms
            .iter()
            .skip(1)
            .take_while(|s| matches!(s.kind, Kind::Number(_) | Kind::Rank(_)))
            .count();
        syms = syms.get(1 + numbers..).unwrap_or(&[]);
    }
    let Some(first) = syms.first() else {
        return Err(SpokenError::Empty);
    };
    if let Kind::Castle(side) = first.kind {
        return match syms
            .iter()
            .skip(1)
            .find(|s| !matches!(s.kind, Kind::Check | Kind::Mate))
        {
            Some(s) => Err(unexpected(ctx, s, Expected::End)),
            None => Ok(Intent::Castle(side)),
        };
    }

    let mut i = 0usize;
    let mut role = None;
    if let Kind::Piece(r) = first.kind {
        role = Some(r);
        i = 1;
    }

    // Squares and the capture word, up to whatever follows the target.
    let start = i;
    while let Some(s) = syms.get(i) {
        match s.kind {
            Kind::File(_) | Kind::Rank(_) | Kind::Capture => {}
            Kind::Number(number) => {
                return Err(match i.checked_sub(1).and_then(|p| syms.get(p)) {
                    Some(prev) if i > start && matches!(prev.kind, Kind::File(_)) => {
                        SpokenError::RankOutOfRange {
                            word: ctx.word(s.word),
                            number,
                        }
                    }
                    _ => unexpected(ctx, s, Expected::Square),
                });
            }
            _ => break,
        }
        i += 1;
    }
    let coords = syms.get(start..i).unwrap_or(&[]);
    let next = syms.get(i);
    let Some(last) = coords.last() else {
        return Err(match (next, role) {
            (Some(s), Some(_)) => unexpected(ctx, s, Expected::Square),
            (Some(s), None) => unexpected(ctx, s, Expected::Move),
            (None, _) => SpokenError::MissingTarget {
                after: ctx.word(first.word),
            },
        });
    };
    let to_rank = match last.kind {
        Kind::Rank(r) => r,
        Kind::File(_) => {
            return Err(match next {
                Some(s) => unexpected(ctx, s, Expected::Rank),
                None => SpokenError::MissingRank {
                    file: ctx.word(last.word),
                },
            });
        }
        _ => {
            return Err(match next {
                Some(s) => unexpected(ctx, s, Expected::Square),
                None => SpokenError::MissingTarget {
                    after: ctx.word(last.word),
                },
            });
        }
    };
    let n = coords.len();
    let to_file = match n.checked_sub(2).and_then(|p| coords.get(p)) {
        Some(Sym {
            kind: Kind::File(f),
            ..
        }) => *f,
        _ => return Err(unexpected(ctx, last, Expected::File)),
    };
    let to = Square::from_coords(to_file, to_rank);

    // Departure: nothing, a file, a rank or a square, then maybe "schlägt".
    let mut dep = coords.get(..n - 2).unwrap_or(&[]);
    let mut capture = false;
    if let Some(s) = dep.last()
        && s.kind == Kind::Capture
    {
        capture = true;
        dep = dep.get(..dep.len() - 1).unwrap_or(&[]);
    }
    let (mut from_file, mut from_rank) = (None, None);
    let mut it = dep.iter();
    match it.next().map(|s| (s, s.kind)) {
        None => {}
        Some((_, Kind::File(f))) => {
            from_file = Some(f);
            if let Some(s) = it.next() {
                match s.kind {
                    Kind::Rank(r) => from_rank = Some(r),
                    _ => return Err(unexpected(ctx, s, Expected::Rank)),
                }
            }
        }
        Some((_, Kind::Rank(r))) => from_rank = Some(r),
        Some((s, _)) => return Err(unexpected(ctx, s, Expected::Square)),
    }
    if let Some(s) = it.next() {
        return Err(unexpected(ctx, s, Expected::Square));
    }

    // After the target: promotion, en passant, check, mate, in any order.
    let mut promotion = None;
    let mut en_passant = false;
    let mut j = i;
    while let Some(s) = syms.get(j) {
        match s.kind {
            Kind::EnPassant => en_passant = true,
            Kind::Check | Kind::Mate => {}
            Kind::Piece(r) if promotion.is_none() => promotion = Some(r),
            Kind::Promotion if promotion.is_none() => match syms.get(j + 1) {
                Some(Sym {
                    kind: Kind::Piece(r),
                    ..
                }) => {
                    promotion = Some(*r);
                    j += 1;
                }
                Some(other) => return Err(unexpected(ctx, other, Expected::Piece)),
                None => {
                    return Err(SpokenError::MissingPromotionPiece {
                        after: ctx.word(s.word),
                    });
                }
            },
            _ => return Err(unexpected(ctx, s, Expected::End)),
        }
        j += 1;
    }

    // No piece named: a departure square means "whatever stands there",
    // otherwise it is a pawn move as in algebraic notation.
    let role = match role {
        Some(r) => Some(r),
        None if from_rank.is_some() => None,
        None => Some(Role::Pawn),
    };
    Ok(Intent::Normal {
        role,
        from_file,
        from_rank,
        to,
        capture,
        promotion,
        en_passant,
    })
}

/// A cheap check whether text is meant as spoken words rather than
/// algebraic notation: one of its first words is a vocabulary word of three
/// or more letters (not a filler). "Springer f3" and "Eva vier" are, "Sf3",
/// "e4" and "O-O" are not.
///
/// ```
/// use phonetics::{Builtin, looks_spoken};
///
/// let vocab = Builtin::German.load()?;
/// assert!(looks_spoken("Springer f3", &vocab));
/// assert!(looks_spoken("Eva vier", &vocab));
/// assert!(!looks_spoken("Sf3", &vocab));
/// assert!(!looks_spoken("O-O", &vocab));
/// # Ok::<(), phonetics::VocabError>(())
/// ```
pub fn looks_spoken(text: &str, vocab: &Vocabulary) -> bool {
    let mut head = text.len().min(MAX_INPUT_BYTES);
    while !text.is_char_boundary(head) {
        head -= 1;
    }
    let text = text.get(..head).unwrap_or("");
    let mut scratch = Scratch::new();
    Segments::new(&vocab.rules, text).take(4).any(|seg| {
        vocab
            .lookup_word(text, seg, &mut scratch)
            .is_some_and(|info| {
                info.long
                    && info
                        .entry
                        .and_then(|e| vocab.entry(e))
                        .is_none_or(|e| e.meanings.iter().any(|m| *m != Meaning::Filler))
            })
    })
}
