//! Vocabularies: the words of one announcing language, read from TOML.
//!
//! The format is documented in `docs/phonetics.md`. Everything the parser
//! compares is normalised once here, at load, so reading a move only looks
//! words up.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use serde::Deserialize;
use shakmaty::{CastlingSide, Color, File, Rank, Role};

use super::text::{FastMap, Rules, Scratch, Segment, WordTable, grapheme_ends};

/// Phrases longer than this many words are refused at load; it bounds the
/// look-ahead of the parser.
const MAX_PHRASE_WORDS: usize = 4;

/// What a vocabulary word means to the parser.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Meaning {
    File(File),
    Rank(Rank),
    Piece(Role),
    Castle(CastlingSide),
    Capture,
    Check,
    Mate,
    Promotion,
    EnPassant,
    From,
    To,
    Filler,
    Move,
    Colour(Color),
}

/// A meaning as the grammar sees it: words that carry nothing for the move
/// ("von", "äh", "Weiß") are all `Skip`, and numbers that are no
/// vocabulary words have their value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    File(File),
    Rank(Rank),
    Piece(Role),
    Castle(CastlingSide),
    Capture,
    Check,
    Mate,
    Promotion,
    EnPassant,
    Move,
    Number(u32),
    Skip,
}

impl From<Meaning> for Kind {
    fn from(m: Meaning) -> Kind {
        match m {
            Meaning::File(f) => Kind::File(f),
            Meaning::Rank(r) => Kind::Rank(r),
            Meaning::Piece(r) => Kind::Piece(r),
            Meaning::Castle(s) => Kind::Castle(s),
            Meaning::Capture => Kind::Capture,
            Meaning::Check => Kind::Check,
            Meaning::Mate => Kind::Mate,
            Meaning::Promotion => Kind::Promotion,
            Meaning::EnPassant => Kind::EnPassant,
            Meaning::Move => Kind::Move,
            Meaning::From | Meaning::To | Meaning::Filler | Meaning::Colour(_) => Kind::Skip,
        }
    }
}

/// A normalised word or phrase of the vocabulary and what it may mean.
#[derive(Clone, Debug)]
pub(crate) struct Entry {
    pub meanings: Vec<Meaning>,
    /// `meanings` as the grammar sees them, computed at load.
    pub kinds: Vec<Kind>,
    /// The canonical word of the first meaning, for messages.
    pub display: Box<str>,
    /// A word of another spelling alphabet ("Emil" for Eva, from
    /// `[file_aliases]`): understood, and the file word said back.
    pub alias: bool,
}

/// A single normalised word as the parser meets it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct WordInfo {
    /// The entry when the word stands alone ("springer"); `None` for a word
    /// that only occurs inside phrases ("kurze").
    pub entry: Option<u16>,
    /// The longest phrase that starts with this word, in words (1 if none).
    pub phrase_max: u8,
    /// At least three graphemes: such a word makes input look spoken.
    pub long: bool,
    /// A number unique to this word, for keying phrases by their words.
    pub id: u16,
    /// The meaning of the standalone word when it has exactly one, so the
    /// parser need not look at the entry.
    pub kind: Option<Kind>,
    /// The standalone word is an alias ([`Entry::alias`]).
    pub alias: bool,
}

/// The key of a phrase: the ids of its words (+1, so no id is 0), 16 bits
/// each; phrases have at most [`MAX_PHRASE_WORDS`] words.
pub(crate) fn phrase_key(ids: impl Iterator<Item = u16>) -> u64 {
    ids.fold(0u64, |key, id| key << 16 | u64::from(id.wrapping_add(1)))
}

/// A vocabulary word a misheard word can be corrected to.
#[derive(Clone, Debug)]
pub(crate) struct PoolWord {
    pub key: Box<str>,
    pub ends: Vec<u16>,
    /// As written in the vocabulary, for the correction message.
    pub display: Box<str>,
    pub entry: Option<u16>,
}

/// Grammatical forms that depend on a piece noun's gender.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Gender {
    pub indefinite: String,
    pub negative: String,
    pub white: String,
    pub black: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Phrases {
    pub move_prefix: String,
    pub white: String,
    pub black: String,
    pub piece_on: String,
    pub occupied: String,
    pub empty: String,
    pub none: String,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Numbers {
    pub small: Vec<String>,
    pub tens: Vec<String>,
    #[serde(default)]
    pub units_in_compounds: Vec<String>,
    pub tens_join: String,
    pub hundreds: Vec<String>,
    pub hundreds_join: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileSpec {
    id: String,
    name: String,
    language: String,
    #[serde(default)]
    normalize: NormalizeSpec,
    files: BTreeMap<String, Vec<String>>,
    /// Words of other spelling alphabets for the files ("Emil", "Echo"):
    /// read as the file, with the file word said back.
    #[serde(default)]
    file_aliases: BTreeMap<String, Vec<String>>,
    ranks: BTreeMap<String, Vec<String>>,
    pieces: BTreeMap<String, PieceSpec>,
    castling: CastlingSpec,
    words: WordsSpec,
    genders: BTreeMap<String, Gender>,
    phrases: Phrases,
    numbers: Numbers,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct NormalizeSpec {
    #[serde(default)]
    fold: BTreeMap<String, String>,
    #[serde(default)]
    symbols: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PieceSpec {
    words: Vec<String>,
    gender: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CastlingSpec {
    short: Vec<String>,
    long: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WordsSpec {
    capture: Vec<String>,
    check: Vec<String>,
    mate: Vec<String>,
    promotion: Vec<String>,
    en_passant: Vec<String>,
    #[serde(default)]
    from: Vec<String>,
    #[serde(default)]
    to: Vec<String>,
    #[serde(default)]
    filler: Vec<String>,
    #[serde(default, rename = "move")]
    move_: Vec<String>,
    #[serde(default)]
    white: Vec<String>,
    #[serde(default)]
    black: Vec<String>,
}

/// Why a vocabulary file could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VocabError {
    /// The file could not be read.
    Io {
        /// The file as given.
        path: String,
        /// What the system said.
        message: String,
    },
    /// The text is not valid TOML or does not have the expected shape.
    Toml {
        /// What the TOML reader said, with line and column.
        message: String,
    },
    /// A required entry is absent or empty, e.g. `files.c`.
    Missing {
        /// The entry, e.g. `files.c`.
        what: String,
    },
    /// An entry is present but unusable.
    Invalid {
        /// The entry, e.g. `phrases.piece_on`.
        what: String,
        /// Why it cannot be used.
        reason: String,
    },
}

impl fmt::Display for VocabError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VocabError::Io { path, message } => {
                write!(f, "cannot read vocabulary {path}: {message}")
            }
            VocabError::Toml { message } => write!(f, "vocabulary is not valid: {message}"),
            VocabError::Missing { what } => write!(f, "vocabulary lacks {what}"),
            VocabError::Invalid { what, reason } => write!(f, "vocabulary entry {what}: {reason}"),
        }
    }
}

impl std::error::Error for VocabError {}

/// The words of one announcing language, ready for reading and announcing:
/// built in ([`Builtin::load`](crate::Builtin::load)) or read from a TOML
/// file in the format of `phonetics/*.toml` (`docs/phonetics.md`).
///
/// A club's own words, made from the German file:
///
/// ```
/// use laws::notation::{Intent, Namer};
/// use phonetics::{Builtin, Vocabulary, parse};
/// use shakmaty::{Role, Square};
///
/// let toml = Builtin::German
///     .source()
///     .replace("id = \"de\"", "id = \"club\"")
///     .replace("[\"Springer\"]", "[\"Paard\", \"Springer\"]");
/// let club = Vocabulary::from_toml(&toml)?;
/// assert_eq!(club.id(), "club");
/// assert_eq!(club.role_word(Role::Knight), "Paard");
/// assert_eq!(club.square(Square::F3), "Felix drei");
/// assert_eq!(
///     parse("Paard Felix drei", &club)?.intents,
///     [Intent::to_square(Some(Role::Knight), Square::F3)]
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone)]
pub struct Vocabulary {
    id: String,
    name: String,
    language: String,
    pub(crate) rules: Rules,
    file_words: [String; 8],
    rank_words: [String; 8],
    /// Indexed by `Role as usize - 1`.
    role_words: [String; 6],
    role_gender: [usize; 6],
    castle_words: [String; 2],
    capture_word: String,
    check_word: String,
    mate_word: String,
    en_passant_word: String,
    pub(crate) genders: Vec<Gender>,
    pub(crate) phrases: Phrases,
    pub(crate) numbers: Numbers,
    pub(crate) words: WordTable<WordInfo>,
    /// Non-ASCII words exactly as they are usually typed ("Läufer",
    /// "läufer", "fünf"), so the reader finds them without normalising.
    pub(crate) exact: WordTable<WordInfo>,
    pub(crate) multi: FastMap<u64, u16>,
    pub(crate) entries: Vec<Entry>,
    pub(crate) pool: Vec<PoolWord>,
    pub(crate) number_words: WordTable<u32>,
}

impl fmt::Debug for Vocabulary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Vocabulary")
            .field("id", &self.id)
            .field("name", &self.name)
            .field("words", &self.words.len())
            .finish_non_exhaustive()
    }
}

fn missing(what: impl Into<String>) -> VocabError {
    VocabError::Missing { what: what.into() }
}

fn invalid(what: impl Into<String>, reason: impl Into<String>) -> VocabError {
    VocabError::Invalid {
        what: what.into(),
        reason: reason.into(),
    }
}

fn role_index(role: Role) -> usize {
    usize::from(role as u8).saturating_sub(1).min(5)
}

const ROLE_KEYS: [(&str, Role); 6] = [
    ("pawn", Role::Pawn),
    ("knight", Role::Knight),
    ("bishop", Role::Bishop),
    ("rook", Role::Rook),
    ("queen", Role::Queen),
    ("king", Role::King),
];

/// Checks that a template only uses the placeholders it may use.
fn check_template(what: &str, template: &str, allowed: &[&str]) -> Result<(), VocabError> {
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = rest.get(open + 1..).unwrap_or("");
        let Some(close) = after.find('}') else {
            return Err(invalid(what, "'{' without '}'"));
        };
        let key = after.get(..close).unwrap_or("");
        if !allowed.contains(&key) {
            return Err(invalid(
                what,
                format!(
                    "unknown placeholder {{{key}}}; allowed: {}",
                    allowed.join(", ")
                ),
            ));
        }
        rest = after.get(close + 1..).unwrap_or("");
    }
    Ok(())
}

/// Fills `{key}` placeholders; templates were checked at load.
pub(crate) fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 24);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(rest.get(..open).unwrap_or(""));
        let after = rest.get(open + 1..).unwrap_or("");
        let Some(close) = after.find('}') else {
            out.push_str(rest.get(open..).unwrap_or(""));
            rest = "";
            break;
        };
        let key = after.get(..close).unwrap_or("");
        if let Some((_, v)) = values.iter().find(|(k, _)| *k == key) {
            out.push_str(v);
        }
        rest = after.get(close + 1..).unwrap_or("");
    }
    out.push_str(rest);
    out
}

struct Builder {
    rules: Rules,
    words: FastMap<Box<str>, WordInfo>,
    multi: FastMap<u64, u16>,
    entries: Vec<Entry>,
    keys: FastMap<Box<str>, u16>,
    /// First spelling seen of each normalised single word.
    spellings: BTreeMap<Box<str>, Box<str>>,
    /// Every non-ASCII spelling of a word with its normalised key.
    non_ascii: Vec<(Box<str>, Box<str>)>,
}

impl Builder {
    fn add(
        &mut self,
        what: &str,
        word: &str,
        meaning: Meaning,
        canonical: &str,
    ) -> Result<(), VocabError> {
        let (key, count) = self.rules.normalize_phrase(word);
        if count == 0 || key.is_empty() {
            return Err(invalid(
                what,
                format!("'{word}' has no letters, digits or symbols"),
            ));
        }
        if count > MAX_PHRASE_WORDS {
            return Err(invalid(
                what,
                format!("'{word}' has more than {MAX_PHRASE_WORDS} words"),
            ));
        }
        let key: Box<str> = key.into();
        let idx = match self.keys.get(&key) {
            Some(&i) => i,
            None => {
                let i = u16::try_from(self.entries.len())
                    .map_err(|_| invalid(what, "too many words"))?;
                self.entries.push(Entry {
                    meanings: Vec::new(),
                    kinds: Vec::new(),
                    display: canonical.into(),
                    alias: false,
                });
                self.keys.insert(key.clone(), i);
                i
            }
        };
        if let Some(entry) = self.entries.get_mut(usize::from(idx))
            && !entry.meanings.contains(&meaning)
        {
            // A word of several meanings ("Rochade": short or long) is
            // quoted as itself, not as the first meaning's word.
            if !entry.meanings.is_empty() && *entry.display != *canonical {
                entry.display = word.into();
            }
            entry.meanings.push(meaning);
            entry.kinds.push(Kind::from(meaning));
        }
        // Register every word, and the phrase as a whole.
        let parts: Vec<(&str, &str)> = key
            .split(' ')
            .zip(word_spellings(&self.rules, word))
            .collect();
        let mut ids = Vec::with_capacity(parts.len());
        for (n, (part, spelling)) in parts.iter().enumerate() {
            let next_id =
                u16::try_from(self.words.len()).map_err(|_| invalid(what, "too many words"))?;
            let info = self.words.entry((*part).into()).or_insert(WordInfo {
                entry: None,
                phrase_max: 1,
                long: part.chars().count() >= 3,
                id: next_id,
                kind: None,
                alias: false,
            });
            if count == 1 {
                info.entry = Some(idx);
            } else if n == 0 {
                info.phrase_max = info.phrase_max.max(u8::try_from(count).unwrap_or(u8::MAX));
            }
            ids.push(info.id);
            if !spelling.is_ascii() {
                self.non_ascii.push(((*spelling).into(), (*part).into()));
            }
            self.spellings
                .entry((*part).into())
                .or_insert_with(|| (*spelling).into());
        }
        if count > 1 {
            self.multi.insert(phrase_key(ids.into_iter()), idx);
        }
        Ok(())
    }

    /// A one-word alias of `canonical` (see [`Entry::alias`]); a word
    /// already in the vocabulary is left as it is.
    fn add_alias(
        &mut self,
        what: &str,
        word: &str,
        meaning: Meaning,
        canonical: &str,
    ) -> Result<(), VocabError> {
        let (key, count) = self.rules.normalize_phrase(word);
        if count != 1 {
            return Err(invalid(what, format!("'{word}' must be one word")));
        }
        if self.keys.contains_key(key.as_str()) {
            return Ok(());
        }
        self.add(what, word, meaning, canonical)?;
        if let Some(&i) = self.keys.get(key.as_str())
            && let Some(entry) = self.entries.get_mut(usize::from(i))
        {
            entry.alias = true;
        }
        Ok(())
    }

    fn add_list(
        &mut self,
        what: &str,
        list: &[String],
        meaning: Meaning,
    ) -> Result<String, VocabError> {
        let canonical = list.first().ok_or_else(|| missing(what))?.clone();
        for w in list {
            self.add(what, w, meaning, &canonical)?;
        }
        Ok(canonical)
    }
}

/// The exact-spelling table: each non-ASCII spelling as the file writes it,
/// in lower case and capitalised, where it normalises to its word and is
/// one word of input.
fn exact_spellings(
    rules: &Rules,
    words: &FastMap<Box<str>, WordInfo>,
    spellings: &[(Box<str>, Box<str>)],
) -> WordTable<WordInfo> {
    let mut map = FastMap::default();
    for (spelling, key) in spellings {
        let Some(info) = words.get(key) else { continue };
        let lower = spelling.to_lowercase();
        let mut chars = lower.chars();
        let capital: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        for form in [spelling.to_string(), lower, capital] {
            let one_word = super::text::Segments::new(rules, &form).count() == 1;
            if one_word && rules.normalize_word(&form) == **key {
                map.insert(form.into_boxed_str(), *info);
            }
        }
    }
    WordTable::new(map)
}

/// The original spellings of the words of a phrase, in order.
fn word_spellings<'a>(rules: &Rules, text: &'a str) -> Vec<&'a str> {
    super::text::Segments::new(rules, text)
        .map(|seg| seg.text(text))
        .collect()
}

impl Vocabulary {
    /// Reads a vocabulary from TOML text (the format of `phonetics/*.toml`,
    /// described in `docs/phonetics.md`).
    ///
    /// ```
    /// use phonetics::{Builtin, VocabError, Vocabulary};
    ///
    /// let english = Vocabulary::from_toml(Builtin::English.source())?;
    /// assert_eq!(english.language(), "en");
    ///
    /// assert!(matches!(Vocabulary::from_toml("id = 3"), Err(VocabError::Toml { .. })));
    /// # Ok::<(), VocabError>(())
    /// ```
    pub fn from_toml(text: &str) -> Result<Vocabulary, VocabError> {
        let spec: FileSpec = toml::from_str(text).map_err(|e| VocabError::Toml {
            message: e.to_string(),
        })?;
        Vocabulary::build(spec)
    }

    /// Reads a vocabulary from a user file, so a club can add a language
    /// without recompiling.
    ///
    /// ```
    /// use phonetics::{VocabError, Vocabulary};
    /// use std::path::Path;
    ///
    /// let missing = Vocabulary::load(Path::new("no/such/club.toml"));
    /// assert!(matches!(missing, Err(VocabError::Io { .. })));
    /// ```
    ///
    /// A file larger than [`Vocabulary::MAX_FILE_BYTES`] is refused unread.
    pub fn load(path: &Path) -> Result<Vocabulary, VocabError> {
        use std::io::Read;
        let io = |message: String| VocabError::Io {
            path: path.display().to_string(),
            message,
        };
        let file = std::fs::File::open(path).map_err(|e| io(e.to_string()))?;
        let mut bytes = Vec::new();
        file.take(Self::MAX_FILE_BYTES + 1)
            .read_to_end(&mut bytes)
            .map_err(|e| io(e.to_string()))?;
        if bytes.len() as u64 > Self::MAX_FILE_BYTES {
            return Err(io(format!(
                "larger than {} bytes, the most a vocabulary file may hold",
                Self::MAX_FILE_BYTES
            )));
        }
        let text = String::from_utf8(bytes).map_err(|e| io(e.utf8_error().to_string()))?;
        Vocabulary::from_toml(&text)
    }

    /// The most bytes a vocabulary file may hold (one megabyte).
    pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

    fn build(spec: FileSpec) -> Result<Vocabulary, VocabError> {
        let mut fold = Vec::new();
        for (from, to) in &spec.normalize.fold {
            let lower: String = from.chars().flat_map(char::to_lowercase).collect();
            let mut chars = unicode_normalization::UnicodeNormalization::nfc(lower.as_str());
            match (chars.next(), chars.next()) {
                (Some(c), None) => fold.push((c, to.to_lowercase().into_boxed_str())),
                _ => {
                    return Err(invalid(
                        format!("normalize.fold.{from}"),
                        "the key must be a single character",
                    ));
                }
            }
        }
        let symbols: Vec<char> = spec
            .normalize
            .symbols
            .as_deref()
            .unwrap_or("=+#")
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if let Some(c) = symbols.iter().find(|c| c.is_alphanumeric()) {
            return Err(invalid(
                "normalize.symbols",
                format!("'{c}' is a letter or digit, not a symbol"),
            ));
        }
        let mut b = Builder {
            rules: Rules::new(fold, symbols),
            words: FastMap::default(),
            multi: FastMap::default(),
            entries: Vec::new(),
            keys: FastMap::default(),
            spellings: BTreeMap::new(),
            non_ascii: Vec::new(),
        };

        let mut file_words: [String; 8] = Default::default();
        for (file, slot) in File::ALL.iter().zip(file_words.iter_mut()) {
            let key = file.char().to_string();
            let list = spec
                .files
                .get(&key)
                .ok_or_else(|| missing(format!("files.{key}")))?;
            *slot = b.add_list(&format!("files.{key}"), list, Meaning::File(*file))?;
        }
        if let Some(k) = spec
            .files
            .keys()
            .chain(spec.file_aliases.keys())
            .find(|k| !matches!(k.as_str(), "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h"))
        {
            return Err(invalid(format!("files.{k}"), "files are a to h"));
        }
        // Aliases last among the files: a word the vocabulary has already
        // ("Cäsar", "Gustav" in both alphabets) stays a plain file word.
        for (file, canonical) in File::ALL.iter().zip(file_words.iter()) {
            let key = file.char().to_string();
            for alias in spec.file_aliases.get(&key).into_iter().flatten() {
                b.add_alias(
                    &format!("file_aliases.{key}"),
                    alias,
                    Meaning::File(*file),
                    canonical,
                )?;
            }
        }
        let mut rank_words: [String; 8] = Default::default();
        for (rank, slot) in Rank::ALL.iter().zip(rank_words.iter_mut()) {
            let key = rank.char().to_string();
            let list = spec
                .ranks
                .get(&key)
                .ok_or_else(|| missing(format!("ranks.{key}")))?;
            *slot = b.add_list(&format!("ranks.{key}"), list, Meaning::Rank(*rank))?;
        }
        if let Some(k) = spec
            .ranks
            .keys()
            .find(|k| !matches!(k.as_str(), "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8"))
        {
            return Err(invalid(format!("ranks.{k}"), "ranks are 1 to 8"));
        }

        let genders: Vec<(String, Gender)> = spec.genders.into_iter().collect();
        let mut role_words: [String; 6] = Default::default();
        let mut role_gender = [0usize; 6];
        for (key, role) in ROLE_KEYS {
            let piece = spec
                .pieces
                .get(key)
                .ok_or_else(|| missing(format!("pieces.{key}")))?;
            let what = format!("pieces.{key}");
            let i = role_index(role);
            if let Some(slot) = role_words.get_mut(i) {
                *slot = b.add_list(&what, &piece.words, Meaning::Piece(role))?;
            }
            let g = genders
                .iter()
                .position(|(name, _)| *name == piece.gender)
                .ok_or_else(|| missing(format!("genders.{}", piece.gender)))?;
            if let Some(slot) = role_gender.get_mut(i) {
                *slot = g;
            }
        }
        if let Some(k) = spec
            .pieces
            .keys()
            .find(|k| !ROLE_KEYS.iter().any(|(r, _)| r == k))
        {
            return Err(invalid(
                format!("pieces.{k}"),
                "pieces are king, queen, rook, bishop, knight, pawn",
            ));
        }

        let castle_words = [
            b.add_list(
                "castling.short",
                &spec.castling.short,
                Meaning::Castle(CastlingSide::KingSide),
            )?,
            b.add_list(
                "castling.long",
                &spec.castling.long,
                Meaning::Castle(CastlingSide::QueenSide),
            )?,
        ];
        let w = &spec.words;
        let capture_word = b.add_list("words.capture", &w.capture, Meaning::Capture)?;
        let check_word = b.add_list("words.check", &w.check, Meaning::Check)?;
        let mate_word = b.add_list("words.mate", &w.mate, Meaning::Mate)?;
        b.add_list("words.promotion", &w.promotion, Meaning::Promotion)?;
        let en_passant_word = b.add_list("words.en_passant", &w.en_passant, Meaning::EnPassant)?;
        for (what, list, meaning) in [
            ("words.from", &w.from, Meaning::From),
            ("words.to", &w.to, Meaning::To),
            ("words.filler", &w.filler, Meaning::Filler),
            ("words.move", &w.move_, Meaning::Move),
            ("words.white", &w.white, Meaning::Colour(Color::White)),
            ("words.black", &w.black, Meaning::Colour(Color::Black)),
        ] {
            if !list.is_empty() {
                b.add_list(what, list, meaning)?;
            }
        }

        let p = &spec.phrases;
        check_template("phrases.move_prefix", &p.move_prefix, &["number", "colour"])?;
        check_template("phrases.piece_on", &p.piece_on, &["piece", "square"])?;
        check_template(
            "phrases.occupied",
            &p.occupied,
            &["square", "indefinite", "colour", "piece"],
        )?;
        check_template("phrases.empty", &p.empty, &["square"])?;
        check_template("phrases.none", &p.none, &["negative", "piece"])?;

        let n = &spec.numbers;
        if n.small.len() != 20 {
            return Err(invalid("numbers.small", "needs the 20 words for 0 to 19"));
        }
        if n.tens.len() != 8 {
            return Err(invalid(
                "numbers.tens",
                "needs the 8 words for 20, 30, ... 90",
            ));
        }
        if !n.units_in_compounds.is_empty() && n.units_in_compounds.len() != 9 {
            return Err(invalid(
                "numbers.units_in_compounds",
                "needs the 9 words for 1 to 9",
            ));
        }
        if n.hundreds.len() != 9 {
            return Err(invalid(
                "numbers.hundreds",
                "needs the 9 words for 100, 200, ... 900",
            ));
        }
        check_template("numbers.tens_join", &n.tens_join, &["unit", "ten"])?;
        check_template(
            "numbers.hundreds_join",
            &n.hundreds_join,
            &["hundred", "rest"],
        )?;

        let Builder {
            rules,
            mut words,
            multi,
            entries,
            spellings,
            non_ascii,
            ..
        } = b;
        for info in words.values_mut() {
            let entry = info.entry.and_then(|e| entries.get(usize::from(e)));
            info.kind = match entry {
                Some(Entry { kinds, .. }) if kinds.len() == 1 => kinds.first().copied(),
                _ => None,
            };
            info.alias = entry.is_some_and(|e| e.alias);
        }
        let exact = exact_spellings(&rules, &words, &non_ascii);
        let pool = spellings
            .into_iter()
            .map(|(key, display)| {
                let entry = words.get(&key).and_then(|w| w.entry);
                let display = match entry.and_then(|e| entries.get(usize::from(e))) {
                    Some(e) => e.display.clone(),
                    None => display,
                };
                PoolWord {
                    ends: grapheme_ends(&key),
                    key,
                    display,
                    entry,
                }
            })
            .collect();

        let mut vocab = Vocabulary {
            id: spec.id,
            name: spec.name,
            language: spec.language,
            rules,
            file_words,
            rank_words,
            role_words,
            role_gender,
            castle_words,
            capture_word,
            check_word,
            mate_word,
            en_passant_word,
            genders: genders.into_iter().map(|(_, g)| g).collect(),
            phrases: spec.phrases,
            numbers: spec.numbers,
            exact,
            words: WordTable::new(words),
            multi,
            entries,
            pool,
            number_words: WordTable::new(FastMap::default()),
        };
        vocab.number_words = vocab.build_number_words();
        Ok(vocab)
    }

    /// Every number word 0..=999, normalised, for "Zug zwölf" and for
    /// telling "Felix neun" (rank out of range) from an unknown word.
    fn build_number_words(&self) -> WordTable<u32> {
        let mut map = FastMap::default();
        for n in 0..1000u32 {
            let words = self.number_words(n);
            let (key, count) = self.rules.normalize_phrase(&words);
            if count == 1 {
                map.entry(key.into_boxed_str()).or_insert(n);
            } else {
                for part in key.split(' ') {
                    map.entry(part.into()).or_insert(n);
                }
            }
        }
        WordTable::new(map)
    }

    /// Short identifier, e.g. "de".
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Human-readable name, e.g. "Deutsch (FIDE-Anhang F)".
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Language code of the surrounding sentences, e.g. "de".
    pub fn language(&self) -> &str {
        &self.language
    }

    /// The announced word of a file, e.g. "Felix".
    pub fn file_word(&self, file: File) -> &str {
        self.file_words
            .get(usize::from(file))
            .map_or("", String::as_str)
    }

    /// The announced word of a rank, e.g. "drei".
    pub fn rank_word(&self, rank: Rank) -> &str {
        self.rank_words
            .get(usize::from(rank))
            .map_or("", String::as_str)
    }

    /// The announced noun of a piece kind, e.g. "Springer".
    pub fn role_word(&self, role: Role) -> &str {
        self.role_words
            .get(role_index(role))
            .map_or("", String::as_str)
    }

    pub(crate) fn gender(&self, role: Role) -> Option<&Gender> {
        self.role_gender
            .get(role_index(role))
            .and_then(|&g| self.genders.get(g))
    }

    /// "Kurze Rochade" / "Lange Rochade".
    pub fn castle_word(&self, side: CastlingSide) -> &str {
        let i = usize::from(side == CastlingSide::QueenSide);
        self.castle_words.get(i).map_or("", String::as_str)
    }

    /// The announced capture word, e.g. "schlägt".
    pub fn capture_word(&self) -> &str {
        &self.capture_word
    }

    /// The announced check word, e.g. "Schach".
    pub(crate) fn check_word(&self) -> &str {
        &self.check_word
    }

    /// The announced mate word, e.g. "matt".
    pub(crate) fn mate_word(&self) -> &str {
        &self.mate_word
    }

    /// The announced en passant words, e.g. "en passant".
    pub(crate) fn en_passant_word(&self) -> &str {
        &self.en_passant_word
    }

    /// The name of a side, e.g. "Weiß".
    pub(crate) fn colour_name(&self, colour: Color) -> &str {
        match colour {
            Color::White => &self.phrases.white,
            Color::Black => &self.phrases.black,
        }
    }

    /// A number in words, 0 to 999 ("zweiundvierzig"); digits above.
    pub(crate) fn number_words(&self, n: u32) -> String {
        let nb = &self.numbers;
        let word = |list: &Vec<String>, i: u32| list.get(i as usize).cloned().unwrap_or_default();
        match n {
            0..=19 => word(&nb.small, n),
            20..=99 => {
                let ten = word(&nb.tens, n / 10 - 2);
                if n.is_multiple_of(10) {
                    ten
                } else {
                    let unit = if nb.units_in_compounds.is_empty() {
                        word(&nb.small, n % 10)
                    } else {
                        word(&nb.units_in_compounds, n % 10 - 1)
                    };
                    fill(&nb.tens_join, &[("unit", &unit), ("ten", &ten)])
                }
            }
            100..=999 => {
                let hundred = word(&nb.hundreds, n / 100 - 1);
                if n.is_multiple_of(100) {
                    hundred
                } else {
                    let rest = self.number_words(n % 100);
                    fill(&nb.hundreds_join, &[("hundred", &hundred), ("rest", &rest)])
                }
            }
            _ => n.to_string(),
        }
    }

    /// Looks a word of the input up: a usual non-ASCII spelling straight
    /// from the input, anything else through the normalising look-up.
    #[inline]
    pub(crate) fn lookup_word(
        &self,
        text: &str,
        seg: Segment,
        scratch: &mut Scratch,
    ) -> Option<&WordInfo> {
        if !seg.ascii
            && let Some(info) = self.exact.get(seg.text(text))
        {
            return Some(info);
        }
        self.rules.lookup(&self.words, text, seg, scratch)
    }

    /// Looks a word of [`Rules::plain_words`] up: ASCII in any case, other
    /// words only in their usual spellings.
    #[inline]
    pub(crate) fn lookup_plain(&self, word: &[u8], ascii: bool) -> Option<&WordInfo> {
        if ascii {
            self.words.get_ascii_letters(word)
        } else {
            self.exact.get_bytes(word)
        }
    }

    /// The canonical word for a parser meaning, for messages.
    pub(crate) fn entry(&self, i: u16) -> Option<&Entry> {
        self.entries.get(usize::from(i))
    }
}
