//! Turning typed or recognised speech into comparable words.
//!
//! Words are compared after Unicode NFC, lower-casing and the vocabulary's
//! folding table (ä → ae, ß → ss, ё → е, ...), so that "Läufer" typed with a
//! combining diaeresis, "LAEUFER" and "läufer" are one word. Misheard words
//! are compared by grapheme clusters with an edit distance.
//!
//! Reading is the hot path of spoken input, so it avoids work: a word of
//! plain ASCII letters is looked up straight from the input, ignoring case;
//! other words are normalised into a small buffer on the stack.

use std::hash::{BuildHasherDefault, Hasher};

use unicode_normalization::UnicodeNormalization;
use unicode_segmentation::UnicodeSegmentation;

/// Longest input the parser looks at; a spoken move is a few dozen bytes, and
/// refusing longer text up front keeps the work bounded.
pub const MAX_INPUT_BYTES: usize = 512;
/// Most words the parser keeps; words live in a fixed array, not on the heap.
pub(crate) const MAX_WORDS: usize = 24;
/// Misheard words longer than this are not compared (no vocabulary word is
/// near such a length, and the distance table stays on the stack).
const MAX_FUZZY_GRAPHEMES: usize = 24;
/// Normalised words up to this many bytes are looked up from the stack.
const SCRATCH_BYTES: usize = 64;

const HASH_K: u64 = 0x51_7c_c1_b7_27_22_0a_95;

/// A word-at-a-time multiplicative hash (as rustc's FxHash) for the maps
/// used while a vocabulary is built.
#[derive(Clone, Copy, Default)]
pub(crate) struct WordHasher(u64);

impl WordHasher {
    fn add(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(HASH_K);
    }
}

impl Hasher for WordHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut buf = [0u8; 8];
            if let Some(dst) = buf.get_mut(..chunk.len()) {
                dst.copy_from_slice(chunk);
            }
            self.add(u64::from_le_bytes(buf));
        }
    }

    fn write_u8(&mut self, b: u8) {
        self.add(u64::from(b));
    }

    fn write_u64(&mut self, v: u64) {
        self.add(v);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type FastMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<WordHasher>>;

/// A 64-bit fingerprint of a word. For words of up to eight bytes it holds
/// every byte (two overlapping four-byte loads, or three single bytes), so
/// together with the length it identifies the word and no string
/// comparison is needed; longer words are hashed eight bytes at a time.
/// `case` is OR-ed into every byte: 0x20 lower-cases ASCII letters in
/// place, 0 leaves bytes alone.
#[inline]
fn fingerprint(bytes: &[u8], case: u8) -> u64 {
    let n = bytes.len();
    let case4 = u64::from(u32::from_le_bytes([case; 4]));
    let four = |at: usize| {
        bytes
            .get(at..at + 4)
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map_or(0, |b| u64::from(u32::from_le_bytes(b)) | case4)
    };
    let one = |at: usize| bytes.get(at).map_or(0, |&b| u64::from(b | case));
    match n {
        0 => 0,
        1..=3 => one(0) | one(n / 2) << 8 | one(n - 1) << 16,
        4..=8 => four(0) | four(n - 4) << 32,
        _ => {
            let case8 = u64::from_le_bytes([case; 8]);
            let mut h = 0u64;
            let mut chunks = bytes.chunks_exact(8);
            for chunk in &mut chunks {
                let v = <[u8; 8]>::try_from(chunk).map_or(0, u64::from_le_bytes) | case8;
                h = (h.rotate_left(5) ^ v).wrapping_mul(HASH_K);
            }
            for (k, &b) in chunks.remainder().iter().enumerate() {
                h ^= u64::from(b | case) << (8 * k);
            }
            h
        }
    }
}

/// A read-only table from normalised words to values, built at load.
/// Open addressing with at most half the slots used; a look-up is one
/// multiplication, usually one probe and no string comparison. A slot holds
/// the fingerprint itself, so a probe is one load.
#[derive(Clone, Debug)]
pub(crate) struct WordTable<V> {
    slots: Vec<TableSlot>,
    entries: Vec<TableEntry<V>>,
    shift: u32,
}

#[derive(Clone, Copy, Debug, Default)]
struct TableSlot {
    fingerprint: u64,
    len: u32,
    /// Index + 1 into `entries`; 0 is an empty slot.
    index: u32,
}

#[derive(Clone, Debug)]
struct TableEntry<V> {
    key: Box<str>,
    value: V,
}

impl<V> WordTable<V> {
    pub(crate) fn new(map: FastMap<Box<str>, V>) -> WordTable<V> {
        let size = (map.len() * 2).next_power_of_two().max(8);
        let bits = size.trailing_zeros();
        let mut table = WordTable {
            slots: vec![TableSlot::default(); size],
            entries: Vec::with_capacity(map.len()),
            shift: 64 - bits,
        };
        for (key, value) in map {
            let fingerprint = fingerprint(key.as_bytes(), 0);
            let len = u32::try_from(key.len()).unwrap_or(u32::MAX);
            let mut i = table.home(fingerprint, len);
            while table.slots.get(i).is_some_and(|s| s.index != 0) {
                i = (i + 1) & (size - 1);
            }
            table.entries.push(TableEntry { key, value });
            if let Some(slot) = table.slots.get_mut(i) {
                *slot = TableSlot {
                    fingerprint,
                    len,
                    index: u32::try_from(table.entries.len()).unwrap_or(u32::MAX),
                };
            }
        }
        table
    }

    fn home(&self, fingerprint: u64, len: u32) -> usize {
        ((fingerprint ^ u64::from(len)).wrapping_mul(HASH_K) >> self.shift) as usize
    }

    #[inline]
    fn find(&self, key: &[u8], case: u8) -> Option<&V> {
        let fp = fingerprint(key, case);
        let len = u32::try_from(key.len()).ok()?;
        let mask = self.slots.len().wrapping_sub(1);
        let mut i = self.home(fp, len);
        loop {
            let slot = *self.slots.get(i)?;
            if slot.index == 0 {
                return None;
            }
            if slot.fingerprint == fp && slot.len == len {
                let e = self.entries.get(slot.index as usize - 1)?;
                if len <= 8
                    || e.key.as_bytes().eq_ignore_ascii_case(key)
                        && (case != 0 || e.key.as_bytes() == key)
                {
                    return Some(&e.value);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Looks up a normalised word.
    pub(crate) fn get(&self, key: &str) -> Option<&V> {
        self.find(key.as_bytes(), 0)
    }

    /// Looks up a word byte for byte.
    pub(crate) fn get_bytes(&self, key: &[u8]) -> Option<&V> {
        self.find(key, 0)
    }

    /// Looks up a word of ASCII letters in any case (the keys are lower case).
    pub(crate) fn get_ascii_letters(&self, word: &[u8]) -> Option<&V> {
        self.find(word, 0x20)
    }

    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }
}

/// Where normalised text goes: a `String` at load, a stack buffer when
/// reading.
pub(crate) trait Sink {
    fn put_str(&mut self, s: &str);
    fn put_char(&mut self, c: char);
}

/// Undoing a partly written word when it needs full normalisation.
pub(crate) trait Truncate {
    fn mark(&self) -> usize;
    fn truncate(&mut self, mark: usize);
}

impl Truncate for String {
    fn mark(&self) -> usize {
        self.len()
    }

    fn truncate(&mut self, mark: usize) {
        String::truncate(self, mark);
    }
}

impl Truncate for Scratch {
    fn mark(&self) -> usize {
        self.len
    }

    fn truncate(&mut self, mark: usize) {
        self.len = mark.min(self.len);
        self.overflow = false;
    }
}

impl Sink for String {
    fn put_str(&mut self, s: &str) {
        self.push_str(s);
    }

    fn put_char(&mut self, c: char) {
        self.push(c);
    }
}

/// A word normalised on the stack; too long a word only sets `overflow`
/// (it cannot be a vocabulary word then, and the slow path takes over).
pub(crate) struct Scratch {
    buf: [u8; SCRATCH_BYTES],
    len: usize,
    overflow: bool,
}

impl Scratch {
    pub(crate) fn new() -> Scratch {
        Scratch {
            buf: [0; SCRATCH_BYTES],
            len: 0,
            overflow: false,
        }
    }

    fn clear(&mut self) {
        self.len = 0;
        self.overflow = false;
    }

    fn bytes(&self) -> Option<&[u8]> {
        if self.overflow {
            None
        } else {
            self.buf.get(..self.len)
        }
    }
}

impl Sink for Scratch {
    fn put_str(&mut self, s: &str) {
        match self.buf.get_mut(self.len..self.len + s.len()) {
            Some(dst) => {
                // Replacements are a few bytes: a loop beats a memcpy call.
                for (d, b) in dst.iter_mut().zip(s.bytes()) {
                    *d = b;
                }
                self.len += s.len();
            }
            None => self.overflow = true,
        }
    }

    fn put_char(&mut self, c: char) {
        if c.is_ascii() {
            match self.buf.get_mut(self.len) {
                Some(d) => {
                    *d = c as u8;
                    self.len += 1;
                }
                None => self.overflow = true,
            }
            return;
        }
        let n = c.len_utf8();
        match self.buf.get_mut(self.len..self.len + n) {
            Some(dst) => {
                c.encode_utf8(dst);
                self.len += n;
            }
            None => self.overflow = true,
        }
    }
}

/// What a character is to the word splitter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Class {
    Separator,
    Symbol,
    Digit,
    Letter,
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

    fn push_folded<S: Sink>(&self, c: char, out: &mut S) {
        if c.is_ascii() && !self.fold_ascii {
            out.put_char(c);
            return;
        }
        match self.fold.binary_search_by_key(&c, |(k, _)| *k) {
            Ok(i) => match self.fold.get(i) {
                Some((_, rep)) => out.put_str(rep),
                None => out.put_char(c),
            },
            Err(_) => out.put_char(c),
        }
    }

    /// Appends the normalised form of one word to `out`: NFC, lower case,
    /// folding.
    pub(crate) fn push_word<S: Sink + Truncate>(&self, word: &str, out: &mut S) {
        let mark = out.mark();
        for c in word.chars() {
            if !nfc_stable(c) {
                // Combining marks and scripts that compose: the full way.
                out.truncate(mark);
                for c in word.chars().flat_map(char::to_lowercase).nfc() {
                    self.push_folded(c, out);
                }
                return;
            }
            match fast_lowercase(c) {
                Some(lc) => self.push_folded(lc, out),
                None => c.to_lowercase().for_each(|lc| self.push_folded(lc, out)),
            }
        }
    }

    /// The normalised form of one word, for the slow paths.
    pub(crate) fn normalize_word(&self, word: &str) -> String {
        let mut out = String::with_capacity(word.len() + 4);
        self.push_word(word, &mut out);
        out
    }

    /// Normalises a whole vocabulary entry; words are joined by one space.
    pub(crate) fn normalize_phrase(&self, text: &str) -> (String, usize) {
        let mut out = String::new();
        let mut count = 0;
        for seg in Segments::new(self, text) {
            if count > 0 {
                out.push(' ');
            }
            self.push_word(seg.text(text), &mut out);
            count += 1;
        }
        (out, count)
    }

    /// Calls `f` with every word of plain text, and whether it is ASCII,
    /// for the one-pass reader. A word here is a run of ASCII letters and
    /// non-ASCII characters between ASCII separators; such a word that is
    /// not also one word to [`Segments`] (it holds a non-ASCII separator)
    /// is in no table, so the caller gives up on it. Stops with `None` at a
    /// digit or symbol, when the vocabulary folds ASCII letters, or when `f`
    /// says so: the full reader takes such text.
    #[inline]
    pub(crate) fn plain_words<'t>(
        &self,
        text: &'t str,
        mut f: impl FnMut(&'t [u8], bool) -> Option<()>,
    ) -> Option<()> {
        if self.fold_ascii {
            return None;
        }
        let bytes = text.as_bytes();
        let class = |b: u8| self.ascii.get(usize::from(b)).copied();
        let mut i = 0usize;
        loop {
            while let Some(&b) = bytes.get(i) {
                match class(b) {
                    Some(Class::Separator) => i += 1,
                    Some(Class::Letter) | None => break,
                    Some(Class::Digit | Class::Symbol) => return None,
                }
            }
            if i >= bytes.len() {
                return Some(());
            }
            let start = i;
            let mut ascii = true;
            while let Some(&b) = bytes.get(i) {
                match class(b) {
                    Some(Class::Letter) => {}
                    None => ascii = false,
                    Some(Class::Separator) => break,
                    Some(Class::Digit | Class::Symbol) => return None,
                }
                i += 1;
            }
            f(bytes.get(start..i)?, ascii)?;
        }
    }

    /// Looks a word of the input up in `table`: plain ASCII letters
    /// directly, anything else after normalising it on the stack.
    #[inline]
    pub(crate) fn lookup<'t, V>(
        &self,
        table: &'t WordTable<V>,
        text: &str,
        seg: Segment,
        scratch: &mut Scratch,
    ) -> Option<&'t V> {
        let word = seg.text(text);
        if seg.ascii && !self.fold_ascii {
            if seg.class == Class::Letter {
                return table.get_ascii_letters(word.as_bytes());
            }
            return table.find(word.as_bytes(), 0);
        }
        scratch.clear();
        self.push_word(word, scratch);
        table.find(scratch.bytes()?, 0)
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

fn classify_slow(symbols: &[char], c: char) -> Class {
    // Letters of Latin-1 and Cyrillic, the common non-ASCII case.
    if matches!(u32::from(c), 0xC0..=0xD6 | 0xD8..=0xF6 | 0xF8..=0xFF | 0x400..=0x481 | 0x48A..=0x4FF)
        && !symbols.contains(&c)
    {
        return Class::Letter;
    }
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

/// One word of the input: a run of letters, a run of digits ("f3" is "f"
/// and "3"), or a single symbol character.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Segment {
    pub start: usize,
    pub end: usize,
    pub class: Class,
    /// Only ASCII characters, so no Unicode normalisation is needed.
    pub ascii: bool,
}

impl Segment {
    pub(crate) fn text<'t>(&self, text: &'t str) -> &'t str {
        text.get(self.start..self.end).unwrap_or("")
    }
}

/// The words of a text, in order.
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

    /// The class and length of the character at byte `i`, and whether it
    /// is ASCII; ASCII without decoding.
    #[inline]
    fn char_at(&self, i: usize) -> Option<(Class, usize, bool)> {
        let b = *self.text.as_bytes().get(i)?;
        if b < 0x80 {
            return Some((self.rules.ascii.get(usize::from(b)).copied()?, 1, true));
        }
        let c = self.text.get(i..)?.chars().next()?;
        Some((self.rules.classify(c), c.len_utf8(), false))
    }
}

impl Iterator for Segments<'_> {
    type Item = Segment;

    #[inline]
    fn next(&mut self) -> Option<Segment> {
        loop {
            let (class, len, ascii) = self.char_at(self.pos)?;
            let start = self.pos;
            self.pos += len;
            match class {
                Class::Separator => continue,
                Class::Symbol => {
                    return Some(Segment {
                        start,
                        end: self.pos,
                        class,
                        ascii,
                    });
                }
                Class::Digit | Class::Letter => {
                    let mut all_ascii = ascii;
                    let bytes = self.text.as_bytes();
                    loop {
                        // ASCII continues the word without decoding.
                        while let Some(&b) = bytes.get(self.pos) {
                            if b >= 0x80 || self.rules.ascii.get(usize::from(b)) != Some(&class) {
                                break;
                            }
                            self.pos += 1;
                        }
                        match self.char_at(self.pos) {
                            Some((next, len, ascii)) if next == class => {
                                all_ascii &= ascii;
                                self.pos += len;
                            }
                            _ => break,
                        }
                    }
                    return Some(Segment {
                        start,
                        end: self.pos,
                        class,
                        ascii: all_ascii,
                    });
                }
            }
        }
    }
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
