//! Turning typed or recognised speech into comparable words.
//!
//! Words are compared after Unicode NFC, lower-casing and the vocabulary's
//! folding table (ä → ae, ß → ss, ё → е, ...), so that "Läufer" typed with a
//! combining diaeresis, "LAEUFER" and "läufer" are one word. Misheard words
//! are compared by grapheme clusters with an edit distance.

use std::hash::{BuildHasherDefault, Hasher};

use unicode_normalization::UnicodeNormalization;
use unicode_segmentation::UnicodeSegmentation;

/// Longest input the parser looks at; a spoken move is a few dozen bytes, and
/// refusing longer text up front keeps the work bounded.
pub const MAX_INPUT_BYTES: usize = 512;
/// Most words the parser keeps; words live in a fixed array, not on the heap.
pub const MAX_WORDS: usize = 40;
/// Misheard words longer than this are not compared (no vocabulary word is
/// near such a length, and the distance table stays on the stack).
const MAX_FUZZY_GRAPHEMES: usize = 24;

/// FNV-1a: vocabulary keys are a few bytes long, where it beats SipHash.
#[derive(Clone, Copy)]
pub(crate) struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type FastMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<Fnv>>;

/// The normalisation rules of one vocabulary.
#[derive(Clone, Debug, Default)]
pub(crate) struct Rules {
    /// Sorted by character for binary search.
    fold: Vec<(char, Box<str>)>,
    /// Whether any folded character is ASCII (else ASCII skips the lookup).
    fold_ascii: bool,
    /// Punctuation that forms a word of its own ("=", "+", "#").
    symbols: Vec<char>,
}

impl Rules {
    pub(crate) fn new(mut fold: Vec<(char, Box<str>)>, symbols: Vec<char>) -> Rules {
        fold.sort_by_key(|(c, _)| *c);
        fold.dedup_by_key(|(c, _)| *c);
        let fold_ascii = fold.iter().any(|(c, _)| c.is_ascii());
        Rules {
            fold,
            fold_ascii,
            symbols,
        }
    }

    fn is_symbol(&self, c: char) -> bool {
        self.symbols.contains(&c)
    }

    fn push_folded(&self, c: char, out: &mut String) {
        if c.is_ascii() && !self.fold_ascii {
            out.push(c);
            return;
        }
        match self.fold.binary_search_by_key(&c, |(k, _)| *k) {
            Ok(i) => match self.fold.get(i) {
                Some((_, rep)) => out.push_str(rep),
                None => out.push(c),
            },
            Err(_) => out.push(c),
        }
    }

    /// Appends the normalised form of one word to `out`.
    pub(crate) fn push_word(&self, word: &str, out: &mut String) {
        if word.is_ascii() {
            for b in word.bytes() {
                self.push_folded(char::from(b.to_ascii_lowercase()), out);
            }
        } else {
            for c in word.chars().flat_map(char::to_lowercase).nfc() {
                self.push_folded(c, out);
            }
        }
    }

    /// Normalises a whole vocabulary entry; words are joined by one space.
    pub(crate) fn normalize_phrase(&self, text: &str) -> (String, usize) {
        let mut out = String::new();
        let mut count = 0;
        for (start, end) in Segments::new(self, text) {
            if let Some(w) = text.get(start..end) {
                if count > 0 {
                    out.push(' ');
                }
                self.push_word(w, &mut out);
                count += 1;
            }
        }
        (out, count)
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Separator,
    Symbol,
    Digit,
    Letter,
}

fn classify(rules: &Rules, c: char) -> Class {
    if rules.is_symbol(c) {
        Class::Symbol
    } else if c.is_ascii_digit() {
        Class::Digit
    } else if c.is_whitespace()
        || c.is_ascii_punctuation()
        || c.is_control()
        || matches!(
            c,
            '\u{200B}' | '\u{2060}' | '\u{2010}'
                ..='\u{2027}'
                    | '\u{00AB}'
                    | '\u{00BB}'
                    | '\u{2039}'
                    | '\u{203A}'
                    | '\u{00A1}'
                    | '\u{00BF}'
                    | '\u{00B7}'
                    | '\u{FEFF}'
                    | '\u{3001}'
                    | '\u{3002}'
        )
    {
        Class::Separator
    } else {
        Class::Letter
    }
}

/// Byte ranges of the words of `text`: runs of letters, runs of digits
/// ("f3" is "f" and "3"), and single symbol characters.
pub(crate) struct Segments<'a> {
    rules: &'a Rules,
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    len: usize,
}

impl<'a> Segments<'a> {
    pub(crate) fn new(rules: &'a Rules, text: &'a str) -> Segments<'a> {
        Segments {
            rules,
            chars: text.char_indices().peekable(),
            len: text.len(),
        }
    }
}

impl Iterator for Segments<'_> {
    type Item = (usize, usize);

    fn next(&mut self) -> Option<(usize, usize)> {
        let (start, class) = loop {
            let (i, c) = self.chars.next()?;
            let class = classify(self.rules, c);
            if class == Class::Symbol {
                return Some((i, i + c.len_utf8()));
            }
            if class != Class::Separator {
                break (i, class);
            }
        };
        while let Some(&(i, c)) = self.chars.peek() {
            if classify(self.rules, c) != class {
                return Some((start, i));
            }
            self.chars.next();
        }
        Some((start, self.len))
    }
}

/// One word of the input: where it is in the normalised buffer and in the
/// original text (for messages that quote what was said).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Span {
    pub norm: (u32, u32),
    pub orig: (u32, u32),
}

/// The words of an input, normalised into one buffer separated by single
/// spaces, so that a phrase of several words is one slice of the buffer.
pub(crate) struct Words {
    pub norm: String,
    pub spans: [Span; MAX_WORDS],
    pub len: usize,
}

/// The input has more than [`MAX_WORDS`] words.
pub(crate) struct TooManyWords;

impl Words {
    pub(crate) fn read(rules: &Rules, text: &str, limit: usize) -> Result<Words, TooManyWords> {
        let mut words = Words {
            norm: String::with_capacity(text.len() + 8),
            spans: [Span::default(); MAX_WORDS],
            len: 0,
        };
        for (start, end) in Segments::new(rules, text) {
            if words.len >= limit.min(MAX_WORDS) {
                if limit < MAX_WORDS {
                    break;
                }
                return Err(TooManyWords);
            }
            let Some(w) = text.get(start..end) else {
                continue;
            };
            if words.len > 0 {
                words.norm.push(' ');
            }
            let n0 = words.norm.len();
            rules.push_word(w, &mut words.norm);
            let span = Span {
                norm: (to_u32(n0), to_u32(words.norm.len())),
                orig: (to_u32(start), to_u32(end)),
            };
            if let Some(slot) = words.spans.get_mut(words.len) {
                *slot = span;
            }
            words.len += 1;
        }
        Ok(words)
    }

    pub(crate) fn spans(&self) -> &[Span] {
        self.spans.get(..self.len).unwrap_or(&[])
    }

    pub(crate) fn norm_of(&self, span: &Span) -> &str {
        self.norm
            .get(span.norm.0 as usize..span.norm.1 as usize)
            .unwrap_or("")
    }

    /// The normalised text of words `i..=j`, joined by single spaces.
    pub(crate) fn norm_range(&self, i: usize, j: usize) -> &str {
        match (self.spans().get(i), self.spans().get(j)) {
            (Some(a), Some(b)) => self
                .norm
                .get(a.norm.0 as usize..b.norm.1 as usize)
                .unwrap_or(""),
            _ => "",
        }
    }

    /// Rebuilds the buffer with some words replaced (misheard words that
    /// were recognised); rare, so it may allocate.
    pub(crate) fn replace(&mut self, replacements: &[(usize, &str)]) {
        let old = std::mem::take(&mut self.norm);
        let mut norm = String::with_capacity(old.len() + 16);
        for i in 0..self.len {
            let Some(span) = self.spans.get_mut(i) else {
                break;
            };
            if i > 0 {
                norm.push(' ');
            }
            let n0 = norm.len();
            match replacements.iter().find(|(k, _)| *k == i) {
                Some((_, rep)) => norm.push_str(rep),
                None => norm.push_str(
                    old.get(span.norm.0 as usize..span.norm.1 as usize)
                        .unwrap_or(""),
                ),
            }
            span.norm = (to_u32(n0), to_u32(norm.len()));
        }
        self.norm = norm;
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Grapheme boundaries of a normalised vocabulary word, computed at load.
pub(crate) fn grapheme_ends(word: &str) -> Vec<u16> {
    word.grapheme_indices(true)
        .map(|(i, g)| u16::try_from(i + g.len()).unwrap_or(u16::MAX))
        .collect()
}

/// How many edits a word of `graphemes` graphemes may be away from a
/// vocabulary word and still be taken for it.
pub(crate) fn tolerance(graphemes: usize) -> usize {
    match graphemes {
        0..=2 => 0,
        3..=5 => 1,
        _ => 2,
    }
}

/// The graphemes of a short word on the stack; `None` when it is too long
/// to be a misheard vocabulary word.
pub(crate) struct Graphemes<'a> {
    items: [&'a str; MAX_FUZZY_GRAPHEMES],
    len: usize,
}

impl<'a> Graphemes<'a> {
    pub(crate) fn of(word: &'a str) -> Option<Graphemes<'a>> {
        let mut g = Graphemes {
            items: [""; MAX_FUZZY_GRAPHEMES],
            len: 0,
        };
        for piece in word.graphemes(true) {
            *g.items.get_mut(g.len)? = piece;
            g.len += 1;
        }
        Some(g)
    }

    pub(crate) fn of_bounds(word: &'a str, ends: &[u16]) -> Option<Graphemes<'a>> {
        let mut g = Graphemes {
            items: [""; MAX_FUZZY_GRAPHEMES],
            len: 0,
        };
        let mut start = 0usize;
        for &end in ends {
            let end = usize::from(end);
            *g.items.get_mut(g.len)? = word.get(start..end)?;
            g.len += 1;
            start = end;
        }
        Some(g)
    }

    pub(crate) fn len(&self) -> usize {
        self.len
    }

    fn as_slice(&self) -> &[&'a str] {
        self.items.get(..self.len).unwrap_or(&[])
    }
}

/// Optimal-string-alignment distance (insert, delete, substitute, swap two
/// neighbours) on graphemes; gives up with `None` once it exceeds `max`.
pub(crate) fn distance(a: &Graphemes<'_>, b: &Graphemes<'_>, max: usize) -> Option<usize> {
    let (a, b) = (a.as_slice(), b.as_slice());
    if a.len().abs_diff(b.len()) > max {
        return None;
    }
    const W: usize = MAX_FUZZY_GRAPHEMES + 1;
    let mut prev2 = [0usize; W];
    let mut prev = [0usize; W];
    let mut cur = [0usize; W];
    for (j, slot) in prev.iter_mut().enumerate().take(b.len() + 1) {
        *slot = j;
    }
    for (i, ga) in a.iter().enumerate() {
        cur[0] = i + 1;
        let mut row_min = cur[0];
        for (j, gb) in b.iter().enumerate() {
            let cost = usize::from(ga != gb);
            let mut d = (prev[j + 1] + 1).min(cur[j] + 1).min(prev[j] + cost);
            if i > 0 && j > 0 && a.get(i - 1) == Some(gb) && b.get(j - 1) == Some(ga) {
                d = d.min(prev2[j - 1] + 1);
            }
            cur[j + 1] = d;
            row_min = row_min.min(d);
        }
        if row_min > max {
            return None;
        }
        prev2 = prev;
        prev = cur;
    }
    let d = prev[b.len()];
    (d <= max).then_some(d)
}
