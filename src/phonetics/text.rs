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
pub const MAX_WORDS: usize = 24;
/// Misheard words longer than this are not compared (no vocabulary word is
/// near such a length, and the distance table stays on the stack).
const MAX_FUZZY_GRAPHEMES: usize = 24;

/// A word-at-a-time multiplicative hash (as rustc's FxHash): vocabulary
/// keys are a few bytes long, where it is several times faster than SipHash.
/// The keys are fixed at load, so there is no flooding to defend against.
#[derive(Clone, Copy, Default)]
pub(crate) struct WordHasher(u64);

impl WordHasher {
    fn add(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut buf = [0u8; 8];
            buf.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(buf));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            if let Some(dst) = buf.get_mut(..rest.len()) {
                dst.copy_from_slice(rest);
            }
            self.add(u64::from_le_bytes(buf) ^ ((rest.len() as u64) << 56));
        }
    }

    fn write_u8(&mut self, b: u8) {
        self.add(u64::from(b));
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type FastMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<WordHasher>>;

const HASH_K: u64 = 0x51_7c_c1_b7_27_22_0a_95;

/// A 64-bit fingerprint of a normalised word. For words of up to eight
/// bytes it holds every byte (two overlapping four-byte loads, or three
/// single bytes), so together with the length it identifies the word and
/// no string comparison is needed; longer words are hashed eight bytes at
/// a time.
fn fingerprint(bytes: &[u8]) -> u64 {
    let n = bytes.len();
    let four = |at: usize| {
        bytes
            .get(at..at + 4)
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map_or(0, |b| u64::from(u32::from_le_bytes(b)))
    };
    let one = |at: usize| bytes.get(at).map_or(0, |&b| u64::from(b));
    match n {
        0 => 0,
        1..=3 => one(0) | one(n / 2) << 8 | one(n - 1) << 16,
        4..=8 => four(0) | four(n - 4) << 32,
        _ => {
            let mut h = 0u64;
            let mut chunks = bytes.chunks_exact(8);
            for chunk in &mut chunks {
                let v = <[u8; 8]>::try_from(chunk).map_or(0, u64::from_le_bytes);
                h = (h.rotate_left(5) ^ v).wrapping_mul(HASH_K);
            }
            let rest = chunks.remainder();
            for (k, &b) in rest.iter().enumerate() {
                h ^= u64::from(b) << (8 * k);
            }
            h
        }
    }
}

/// A read-only table from normalised words to values, built at load.
/// Open addressing with at most half the slots used; a look-up is one
/// multiplication, usually one probe and no string comparison, several
/// times cheaper than a general hash map for the short keys of a vocabulary.
#[derive(Clone, Debug)]
pub(crate) struct WordTable<V> {
    /// Index + 1 into `entries`; 0 is an empty slot.
    slots: Vec<u32>,
    entries: Vec<TableEntry<V>>,
    shift: u32,
}

#[derive(Clone, Debug)]
struct TableEntry<V> {
    fingerprint: u64,
    len: usize,
    key: Box<str>,
    value: V,
}

impl<V> WordTable<V> {
    pub(crate) fn new(map: FastMap<Box<str>, V>) -> WordTable<V> {
        let size = (map.len() * 2).next_power_of_two().max(8);
        let bits = size.trailing_zeros();
        let mut table = WordTable {
            slots: vec![0; size],
            entries: Vec::with_capacity(map.len()),
            shift: 64 - bits,
        };
        for (key, value) in map {
            let fingerprint = fingerprint(key.as_bytes());
            let mut i = table.home(fingerprint, key.len());
            while table.slots.get(i).is_some_and(|&s| s != 0) {
                i = (i + 1) & (size - 1);
            }
            table.entries.push(TableEntry {
                fingerprint,
                len: key.len(),
                key,
                value,
            });
            if let Some(slot) = table.slots.get_mut(i) {
                *slot = u32::try_from(table.entries.len()).unwrap_or(u32::MAX);
            }
        }
        table
    }

    fn home(&self, fingerprint: u64, len: usize) -> usize {
        ((fingerprint ^ len as u64).wrapping_mul(HASH_K) >> self.shift) as usize
    }

    pub(crate) fn get(&self, key: &str) -> Option<&V> {
        let fp = fingerprint(key.as_bytes());
        let len = key.len();
        let mask = self.slots.len().wrapping_sub(1);
        let mut i = self.home(fp, len);
        loop {
            let slot = *self.slots.get(i)?;
            let e = self.entries.get(slot.checked_sub(1)? as usize)?;
            if e.fingerprint == fp && e.len == len && (len <= 8 || *e.key == *key) {
                return Some(&e.value);
            }
            i = (i + 1) & mask;
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }
}

/// The normalisation rules of one vocabulary.
#[derive(Clone, Debug)]
pub(crate) struct Rules {
    /// Sorted by character for binary search.
    fold: Vec<(char, Box<str>)>,
    /// Whether any folded character is ASCII (else ASCII skips the lookup).
    fold_ascii: bool,
    /// Punctuation that forms a word of its own ("=", "+", "#").
    symbols: Vec<char>,
    /// The class of every ASCII character, so the common case is one load.
    ascii: [Class; 128],
}

impl Default for Class {
    fn default() -> Class {
        Class::Separator
    }
}

impl Rules {
    pub(crate) fn new(mut fold: Vec<(char, Box<str>)>, symbols: Vec<char>) -> Rules {
        fold.sort_by_key(|(c, _)| *c);
        fold.dedup_by_key(|(c, _)| *c);
        let fold_ascii = fold.iter().any(|(c, _)| c.is_ascii());
        let mut ascii = [Class::Separator; 128];
        for (b, slot) in (0u8..128).zip(ascii.iter_mut()) {
            *slot = classify_slow(&symbols, char::from(b));
        }
        Rules {
            fold,
            fold_ascii,
            symbols,
            ascii,
        }
    }

    fn classify(&self, c: char) -> Class {
        match self.ascii.get(c as usize) {
            Some(&class) => class,
            None => classify_slow(&self.symbols, c),
        }
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
            if self.fold_ascii {
                for b in word.bytes() {
                    self.push_folded(char::from(b.to_ascii_lowercase()), out);
                }
            } else {
                let start = out.len();
                out.push_str(word);
                if let Some(tail) = out.get_mut(start..) {
                    tail.make_ascii_lowercase();
                }
            }
        } else if word.chars().all(nfc_stable) {
            for c in word.chars() {
                match fast_lowercase(c) {
                    Some(lc) => self.push_folded(lc, out),
                    None => c.to_lowercase().for_each(|lc| self.push_folded(lc, out)),
                }
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

/// Characters that NFC leaves alone in any context: Latin below the
/// combining marks, and the basic Cyrillic block (no singletons, and they
/// only compose with combining marks, which are outside these ranges).
pub(crate) fn nfc_stable(c: char) -> bool {
    let u = u32::from(c);
    u < 0x300 || (0x400..0x500).contains(&u)
}

/// Lower case for the letters of German and Russian without the general
/// table; `None` means "ask `char::to_lowercase`".
pub(crate) fn fast_lowercase(c: char) -> Option<char> {
    let u = u32::from(c);
    let lower = match u {
        0x41..=0x5A | 0xC0..=0xD6 | 0xD8..=0xDE | 0x410..=0x42F => u + 0x20,
        0x400..=0x40F => u + 0x50,
        0x61..=0x7A | 0xDF..=0xFF | 0x430..=0x45F => u,
        _ => return None,
    };
    char::from_u32(lower)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Separator,
    Symbol,
    Digit,
    Letter,
}

fn classify_slow(symbols: &[char], c: char) -> Class {
    if symbols.contains(&c) {
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
    text: &'a str,
    pos: usize,
}

impl<'a> Segments<'a> {
    pub(crate) fn new(rules: &'a Rules, text: &'a str) -> Segments<'a> {
        Segments {
            rules,
            text,
            pos: 0,
        }
    }

    /// The class and length of the character at byte `i`; ASCII without
    /// decoding.
    fn char_at(&self, i: usize) -> Option<(Class, usize)> {
        let b = *self.text.as_bytes().get(i)?;
        if b < 0x80 {
            return Some((self.rules.ascii.get(usize::from(b)).copied()?, 1));
        }
        let c = self.text.get(i..)?.chars().next()?;
        Some((self.rules.classify(c), c.len_utf8()))
    }
}

impl Iterator for Segments<'_> {
    type Item = (usize, usize);

    fn next(&mut self) -> Option<(usize, usize)> {
        loop {
            let (class, len) = self.char_at(self.pos)?;
            let start = self.pos;
            self.pos += len;
            match class {
                Class::Separator => continue,
                Class::Symbol => return Some((start, self.pos)),
                Class::Digit | Class::Letter => {
                    while let Some((next, len)) = self.char_at(self.pos) {
                        if next != class {
                            break;
                        }
                        self.pos += len;
                    }
                    return Some((start, self.pos));
                }
            }
        }
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
    pub(crate) fn new(capacity: usize) -> Words {
        Words {
            norm: String::with_capacity(capacity),
            spans: [Span::default(); MAX_WORDS],
            len: 0,
        }
    }

    /// Splits and normalises `text` in one pass over its characters (the
    /// same result as [`Rules::normalize_phrase`], which the vocabulary
    /// uses). With `limit` below [`MAX_WORDS`] only the first `limit` words
    /// are read; otherwise more words are an error.
    pub(crate) fn fill(
        &mut self,
        rules: &Rules,
        text: &str,
        limit: usize,
    ) -> Result<(), TooManyWords> {
        self.norm.clear();
        self.len = 0;
        let bytes = text.as_bytes();
        // The word being read: its class, where it starts in `text` and in
        // `norm`, and whether it needs full Unicode normalisation.
        let mut word: Option<(Class, usize, usize)> = None;
        let mut slow = false;
        let mut i = 0usize;
        while let Some(&b) = bytes.get(i) {
            // Fast path: a run of ASCII letters, the bulk of most inputs.
            if b.is_ascii_alphabetic() && !rules.fold_ascii {
                let run = bytes.get(i..).unwrap_or(&[]);
                let n = run
                    .iter()
                    .position(|c| !c.is_ascii_alphabetic())
                    .unwrap_or(run.len());
                match word {
                    Some((Class::Letter, _, _)) => {}
                    Some((_, start, n0)) => {
                        if !self.end_word(rules, text, (start, i), n0, slow, limit)? {
                            return Ok(());
                        }
                        word = None;
                    }
                    None => {}
                }
                if word.is_none() {
                    if self.len > 0 {
                        self.norm.push(' ');
                    }
                    word = Some((Class::Letter, i, self.norm.len()));
                    slow = false;
                }
                self.norm.reserve(n);
                for &c in run.get(..n).unwrap_or(&[]) {
                    self.norm.push(char::from(c.to_ascii_lowercase()));
                }
                i += n;
                continue;
            }
            let (c, len) = if b < 0x80 {
                (char::from(b), 1)
            } else {
                match text.get(i..).and_then(|t| t.chars().next()) {
                    Some(c) => (c, c.len_utf8()),
                    None => break,
                }
            };
            let class = rules.classify(c);
            if let Some((k, start, n0)) = word
                && (k != class || class == Class::Symbol)
            {
                if !self.end_word(rules, text, (start, i), n0, slow, limit)? {
                    return Ok(());
                }
                word = None;
            }
            if class != Class::Separator {
                if word.is_none() {
                    if self.len > 0 {
                        self.norm.push(' ');
                    }
                    word = Some((class, i, self.norm.len()));
                    slow = false;
                }
                if b < 0x80 {
                    let lower = char::from(b.to_ascii_lowercase());
                    if rules.fold_ascii {
                        rules.push_folded(lower, &mut self.norm);
                    } else {
                        self.norm.push(lower);
                    }
                } else if nfc_stable(c) {
                    match fast_lowercase(c) {
                        Some(lc) => rules.push_folded(lc, &mut self.norm),
                        None => c
                            .to_lowercase()
                            .for_each(|lc| rules.push_folded(lc, &mut self.norm)),
                    }
                } else {
                    slow = true;
                }
            }
            i += len;
        }
        if let Some((_, start, n0)) = word {
            self.end_word(rules, text, (start, text.len()), n0, slow, limit)?;
        }
        Ok(())
    }

    /// Records a finished word; `false` when `limit` words have been read.
    fn end_word(
        &mut self,
        rules: &Rules,
        text: &str,
        (start, end): (usize, usize),
        n0: usize,
        slow: bool,
        limit: usize,
    ) -> Result<bool, TooManyWords> {
        if self.len >= limit.min(MAX_WORDS) {
            if limit < MAX_WORDS {
                // Drop the partial word and its separator.
                self.norm.truncate(n0.saturating_sub(1));
                return Ok(false);
            }
            return Err(TooManyWords);
        }
        if slow {
            self.norm.truncate(n0);
            rules.push_word(text.get(start..end).unwrap_or(""), &mut self.norm);
        }
        if let Some(slot) = self.spans.get_mut(self.len) {
            *slot = Span {
                norm: (to_u32(n0), to_u32(self.norm.len())),
                orig: (to_u32(start), to_u32(end)),
            };
        }
        self.len += 1;
        Ok(self.len < limit || limit >= MAX_WORDS)
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
