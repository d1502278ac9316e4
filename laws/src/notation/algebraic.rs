//! Reading algebraic notation with the piece letters of any language:
//! SAN ("Nf3", "exd5", "e8=Q"), long algebraic ("Ng1-f3", "e2-e4"), UCI
//! ("e7e8q"), castling ("0-0", "O-O-O"), Russian ("Кр", "Схе5"), figurines.
//!
//! A line can have several readings (lower-case "b" is a file or a bishop;
//! "Pe5" is a pawn in English and a knight in Dutch). The reader returns them
//! all and lets [`super::resolve`] decide with the legal moves.

use shakmaty::{CastlingSide, Chess, File, Move, Rank, Role, Square};

use super::intent::Readings;
use super::letters::{self, LetterSet};
use super::{Intent, MoveError};

/// Longest input still read as a move; anything longer is not a move.
pub(crate) const MAX_MOVE_LEN: usize = 40;

/// How piece letters are compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CaseRule {
    /// "nf3" is read as "Nf3" when that makes sense.
    #[default]
    Any,
    /// Piece letters must be written as in the table.
    Exact,
}

/// Which piece letters are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LangChoice {
    /// Try every language.
    #[default]
    Auto,
    /// One language (index into [`letters::all`]); figurines always work.
    One(usize),
}

impl LangChoice {
    /// "auto" or a language code from the letters table.
    pub fn parse(code: &str) -> Option<LangChoice> {
        if code.eq_ignore_ascii_case("auto") {
            return Some(LangChoice::Auto);
        }
        letters::all()
            .iter()
            .position(|s| s.code.eq_ignore_ascii_case(code))
            .map(LangChoice::One)
    }
}

/// Why a line is not algebraic notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// The line is empty.
    Empty,
    /// The line is longer than any move can be.
    TooLong,
    /// A piece (or nothing) but no complete target square ("N", "Nf").
    MissingTarget,
    /// Promotion to a king or pawn.
    BadPromotion(Role),
    /// Nothing readable as a move.
    Unreadable,
    /// Digits only, but no move in ICCF numeric notation.
    Iccf(super::iccf::IccfProblem),
}

/// Reads moves in algebraic notation with the configured letters: the
/// piece letters of any language in `laws/algebraic.toml`, figurines,
/// long notation and castling with zeros or letters.
///
/// ```
/// use laws::notation::{CaseRule, LangChoice, Reader};
/// use shakmaty::Chess;
///
/// let reader = Reader::new(LangChoice::Auto, CaseRule::Any);
/// let start = Chess::default();
/// for written in ["Nf3", "Sf3", "Cf3", "♘f3", "g1-f3", "g1f3"] {
///     let mv = reader.resolve(&start, written).unwrap();
///     assert_eq!(mv.to().to_string(), "f3", "{written}");
/// }
/// assert!(reader.resolve(&start, "Nf4").is_err());
/// ```
#[derive(Clone, Debug)]
pub struct Reader {
    sets: Vec<&'static LetterSet>,
    case: CaseRule,
    /// Characters in the longest piece letter of the sets.
    longest_letter: usize,
    /// The first tier's piece letters for the quick reading of plain SAN
    /// ([`QuickSan`]); `None` when that tier's letters do not allow it.
    quick: Option<QuickSan>,
}

/// What the first tier of readings makes of a plain SAN line, worked out
/// once per reader: the role of each ASCII character that is a piece
/// letter of one character there and begins no other letter of that
/// tier. A line in the strict SAN form ("Nf3", "Raxd1+", "e4", "exd5",
/// "O-O") then has exactly one reading in that tier, read straight from
/// its bytes; every other line takes the full walk. The quick reading
/// is used only when that reading fits a legal move, so the answer is the
/// full walk's (a unit test compares both on every legal move of many
/// positions and on random lines).
#[derive(Clone, Debug)]
struct QuickSan {
    /// Indexed by ASCII code: 0 no letter, `Role as u8` (1 to 6) the
    /// letter's piece, [`QuickSan::OTHER`] a character that begins some
    /// other letter (longer, or of several pieces).
    roles: [u8; 128],
}

impl QuickSan {
    const OTHER: u8 = 0xFF;

    /// The quick table of the first tier (`tier`: its letter sets), or
    /// `None` when a letter of the tier could make a plain SAN line read
    /// otherwise: a letter starting with a file letter, a digit, a
    /// capture or separator sign, a castling letter or a blank.
    fn of(tier: &[&LetterSet]) -> Option<QuickSan> {
        // No letter sets (an empty table): the walk reads nothing either.
        if tier.is_empty() {
            return None;
        }
        let mut roles = [0u8; 128];
        for set in tier {
            for (letter, role) in &set.letters {
                let Some(c) = letter.chars().next() else {
                    continue;
                };
                if !c.is_ascii() {
                    continue;
                }
                if !c.is_ascii_uppercase() || matches!(c, 'O' | 'X') {
                    return None;
                }
                let slot = &mut roles[c as usize];
                *slot = if letter.len() == 1 && (*slot == 0 || *slot == *role as u8) {
                    *role as u8
                } else {
                    QuickSan::OTHER
                };
            }
        }
        Some(QuickSan { roles })
    }

    /// The one reading of a strict SAN line (`core`: trimmed, without a
    /// `+` or `#`), or `None` when the line is not in that form.
    fn read(&self, core: &[u8]) -> Option<Intent> {
        if let Some(side) = match core {
            b"O-O" | b"0-0" => Some(CastlingSide::KingSide),
            b"O-O-O" | b"0-0-0" => Some(CastlingSide::QueenSide),
            _ => None,
        } {
            return Some(Intent::Castle(side));
        }
        let file = |b: u8| {
            (b'a'..=b'h')
                .contains(&b)
                .then(|| File::new(u32::from(b - b'a')))
        };
        let rank = |b: u8| {
            (b'1'..=b'8')
                .contains(&b)
                .then(|| Rank::new(u32::from(b - b'1')))
        };
        let (&r, rest) = core.split_last()?;
        let (&f, rest) = rest.split_last()?;
        let to = Square::from_coords(file(f)?, rank(r)?);
        let normal = |role, from_file, from_rank, capture| Intent::Normal {
            role: Some(role),
            from_file,
            from_rank,
            to,
            capture,
            promotion: None,
            en_passant: false,
        };
        let (&first, between) = match rest.split_first() {
            // "e4"
            None => return Some(normal(Role::Pawn, None, None, false)),
            Some(split) => split,
        };
        if let Some(from) = file(first) {
            // "exd5"
            return (between == b"x").then(|| normal(Role::Pawn, Some(from), None, true));
        }
        let role = match self.roles.get(usize::from(first)).copied()? {
            0 | QuickSan::OTHER => return None,
            r => Role::ALL.into_iter().find(|x| *x as u8 == r)?,
        };
        // Departure file, departure rank, capture: each at most once, in
        // this order ("Nbd7", "R1e2", "Qh4xe1", "Nxe5").
        let (capture, between) = match between.split_last() {
            Some((b'x', before)) => (true, before),
            _ => (false, between),
        };
        let (from_file, between) = match between.split_first() {
            Some((&b, after)) if file(b).is_some() => (file(b), after),
            _ => (None, between),
        };
        let from_rank = match between {
            [] => None,
            [b] => Some(rank(*b)?),
            _ => return None,
        };
        Some(normal(role, from_file, from_rank, capture))
    }
}

impl Default for Reader {
    fn default() -> Self {
        Reader::new(LangChoice::Auto, CaseRule::Any)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tok {
    File(File),
    Rank(Rank),
    Capture,
    Sep,
    Other(char),
}

/// Trailing marks that carry no move information (check, mate, comments).
const IGNORED_SUFFIXES: &[&str] = &["+", "#", "!", "?", "‼", "⁇", "⁈", "⁉", "†", "‡", "="];
/// Trailing marks for en passant (Latin, compared ignoring ASCII case, and
/// Cyrillic).
const EP_SUFFIXES: &[&str] = &[
    "e.p.",
    "e.p",
    "ep",
    "en passant",
    "е.р.",
    "е.р",
    "ер",
    "Е.Р.",
    "Е.Р",
    "ЕР",
];

/// `s` ends with `suf`, ASCII letters compared without case.
fn ends_with_ci(s: &str, suf: &str) -> bool {
    s.len() >= suf.len() && s.as_bytes()[s.len() - suf.len()..].eq_ignore_ascii_case(suf.as_bytes())
}

/// Could `c` end one of the suffixes (or be a blank before one)? The last
/// characters of [`IGNORED_SUFFIXES`] and [`EP_SUFFIXES`], in both ASCII
/// cases (a unit test checks the list).
fn may_end_suffix(c: char) -> bool {
    c.is_whitespace()
        || matches!(
            c,
            '+' | '#'
                | '!'
                | '?'
                | '‼'
                | '⁇'
                | '⁈'
                | '⁉'
                | '†'
                | '‡'
                | '='
                | '.'
                | 'p'
                | 'P'
                | 't'
                | 'T'
                | 'р'
                | 'Р'
        )
}

fn strip_suffixes(mut s: &str) -> (&str, bool) {
    // Most moves end in a rank digit, and lines of words in a letter no
    // suffix ends in: nothing to strip.
    if !s.chars().next_back().is_some_and(may_end_suffix) {
        return (s, false);
    }
    let mut ep = false;
    loop {
        let t = s.trim_end();
        let mut changed = t.len() != s.len();
        s = t;
        for suf in IGNORED_SUFFIXES {
            if let Some(rest) = s.strip_suffix(suf) {
                s = rest;
                changed = true;
            }
        }
        for suf in EP_SUFFIXES {
            if s.len() > suf.len() && ends_with_ci(s, suf) {
                // Only strip when what remains still ends with a rank digit:
                // "dxe6ep" but not the word "step".
                let cut = s.len() - suf.len();
                if s.is_char_boundary(cut)
                    && s[..cut].trim_end().ends_with(|c: char| c.is_ascii_digit())
                {
                    s = &s[..cut];
                    ep = true;
                    changed = true;
                }
            }
        }
        if !changed {
            return (s, ep);
        }
    }
}

/// Castling in any of its written forms: 0-0, O-O, o-o, Cyrillic О-О.
fn castling(s: &str) -> Option<CastlingSide> {
    let mut count = 0;
    for c in s.chars() {
        match c {
            '0' | 'O' | 'o' | 'О' | 'о' => count += 1,
            '-' | '–' | '—' | ' ' => {}
            _ => return None,
        }
    }
    match count {
        2 => Some(CastlingSide::KingSide),
        3 => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// A file letter, reading Cyrillic look-alikes as Latin (the seed writes
/// "Схе5" with Cyrillic х and е).
fn file_char(c: char) -> Option<File> {
    let latin = match c {
        'a'..='h' => c,
        'а' => 'a',
        'в' | 'б' => 'b',
        'с' => 'c',
        'д' => 'd',
        'е' => 'e',
        _ => return None,
    };
    File::from_char(latin)
}

/// The promotion letter written after the target square ("K" in "a8=K",
/// "q" in "e7e8q"), if any.
fn promotion_letter(text: &str) -> Option<String> {
    let (core, _) = strip_suffixes(text.trim());
    let chars: Vec<char> = core.chars().collect();
    // The target square is the last file and rank pair.
    let t = (0..chars.len().saturating_sub(1))
        .rev()
        .find(|&i| file_char(chars[i]).is_some() && chars[i + 1].is_ascii_digit())?;
    let letter: String = chars[t + 2..]
        .iter()
        .filter(|c| !matches!(c, '=' | '(' | ')' | '/' | ' '))
        .collect();
    (!letter.is_empty()).then_some(letter)
}

/// Tokens of one reading, on the stack. The longest move ("Qh4xe1=Q",
/// "e7-e8(Q)") has about ten; more tokens than [`Toks::MAX`] make the line
/// unreadable.
struct Toks {
    buf: [Tok; Toks::MAX],
    len: usize,
}

impl Toks {
    const MAX: usize = 16;

    fn new() -> Toks {
        Toks {
            buf: [Tok::Sep; Toks::MAX],
            len: 0,
        }
    }

    fn clear(&mut self) {
        self.len = 0;
    }

    fn push(&mut self, t: Tok) {
        match self.buf.get_mut(self.len) {
            Some(slot) => {
                *slot = t;
                self.len += 1;
            }
            // Too long for a move: end with a token no reading accepts.
            None => {
                if let Some(last) = self.buf.last_mut() {
                    *last = Tok::Other('\u{fffd}');
                }
            }
        }
    }

    fn as_slice(&self) -> &[Tok] {
        &self.buf[..self.len.min(Toks::MAX)]
    }
}

/// The readings of one tier, on the stack. A tier (one language) holds at
/// most a piece reading and a plain reading per letter that matches: a
/// handful. Readings beyond the buffer are dropped.
struct TierBuf {
    buf: [Intent; 8],
    len: usize,
}

impl TierBuf {
    fn new() -> TierBuf {
        TierBuf {
            buf: [Intent::Castle(CastlingSide::KingSide); 8],
            len: 0,
        }
    }

    fn clear(&mut self) {
        self.len = 0;
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn push(&mut self, i: Intent) {
        if self.as_slice().contains(&i) {
            return;
        }
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = i;
            self.len += 1;
        }
    }

    fn as_slice(&self) -> &[Intent] {
        &self.buf[..self.len.min(8)]
    }
}

/// Tests turn the shortcut for lines of words off to compare it with
/// reading every language.
#[cfg(test)]
fn full_walk() -> bool {
    tests::FULL_WALK.with(std::cell::Cell::get)
}

#[cfg(not(test))]
fn full_walk() -> bool {
    false
}

/// Tests turn the quick reading of plain SAN off to compare it with the
/// full walk.
#[cfg(test)]
fn no_quick() -> bool {
    tests::NO_QUICK.with(std::cell::Cell::get)
}

#[cfg(not(test))]
fn no_quick() -> bool {
    false
}

/// The token of one character; `None` for a space, which is skipped.
fn token(c: char) -> Option<Tok> {
    Some(if let Some(f) = file_char(c) {
        Tok::File(f)
    } else if let Some(r) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
        Tok::Rank(Rank::new(r - 1))
    } else {
        match c {
            'x' | 'X' | 'х' | 'Х' | ':' | '×' => Tok::Capture,
            '-' | '–' | '—' => Tok::Sep,
            ' ' => return None,
            _ => Tok::Other(c),
        }
    })
}

fn tokenize(body: &str, out: &mut Toks) {
    out.clear();
    for t in body.chars().filter_map(token) {
        out.push(t);
    }
}

impl Reader {
    /// A reader of the given piece letters and letter case.
    pub fn new(lang: LangChoice, case: CaseRule) -> Reader {
        let all = letters::all();
        let sets: Vec<&'static LetterSet> = match lang {
            LangChoice::Auto => all.iter().collect(),
            LangChoice::One(i) => all
                .iter()
                .enumerate()
                .filter(|(j, s)| *j == i || s.code == "figurine")
                .map(|(_, s)| s)
                .collect(),
        };
        let longest_letter = sets
            .iter()
            .flat_map(|s| s.letters.iter())
            .map(|(l, _)| l.chars().count())
            .max()
            .unwrap_or(0);
        // The first tier: the first set and the figurines after it (as in
        // `walk`).
        let first_tier = match sets.iter().skip(1).position(|s| s.code != "figurine") {
            Some(n) => &sets[..1 + n],
            None => &sets[..],
        };
        let quick = QuickSan::of(first_tier);
        Reader {
            sets,
            case,
            longest_letter,
            quick,
        }
    }

    /// How this reader compares the case of piece letters.
    pub fn case_rule(&self) -> CaseRule {
        self.case
    }

    /// Byte length of `letter` at the start of `text`, letters compared
    /// without case when the case rule allows (no allocation: this runs for
    /// every letter of every language on each line).
    fn prefix_matches(&self, text: &str, letter: &str) -> Option<usize> {
        if let Some(rest) = text.strip_prefix(letter) {
            return Some(text.len() - rest.len());
        }
        if self.case != CaseRule::Any {
            return None;
        }
        let mut t = text.char_indices();
        for l in letter.chars() {
            let (_, c) = t.next()?;
            if !c.to_lowercase().eq(l.to_lowercase()) {
                return None;
            }
        }
        Some(t.next().map_or(text.len(), |(i, _)| i))
    }

    /// Every reading of `text` as a move, in tiers of preference: the
    /// plain reading and English letters (and figurines) first, then each
    /// other language in table order, then lower-case piece letters. The
    /// first tier that fits a legal move decides (see
    /// [`super::resolve::resolve_readings`]). Errors only when there is no
    /// reading at all.
    pub fn read(&self, text: &str) -> Result<Readings, ParseError> {
        let mut tiers: Vec<Vec<Intent>> = Vec::new();
        self.walk(text, |tier| {
            tiers.push(tier.to_vec());
            std::ops::ControlFlow::<()>::Continue(())
        })?;
        // A reading already offered by an earlier tier adds nothing later.
        let mut seen: Vec<Intent> = Vec::new();
        for t in &mut tiers {
            t.retain(|i| !seen.contains(i));
            seen.extend(t.iter().copied());
        }
        tiers.retain(|t| !t.is_empty());
        Ok(Readings { tiers })
    }

    /// Reads `text` and resolves it in `pos`, tier by tier, stopping at the
    /// first tier that fits a legal move: the fast path for every move
    /// typed. Refusals are explained over all readings.
    pub fn resolve(&self, pos: &Chess, text: &str) -> Result<Move, MoveError> {
        self.resolve_among(pos, None, text)
    }

    /// [`Reader::resolve`] with the position's legal moves at hand
    /// (`legal`, as the game keeps them): what shakmaty is asked is kept
    /// there for playing the move (see [`crate::rules::LegalMoves`]).
    pub fn resolve_among(
        &self,
        pos: &Chess,
        legal: Option<&crate::rules::LegalMoves>,
        text: &str,
    ) -> Result<Move, MoveError> {
        if let Some(decided) = self.quick_resolve(pos, legal, text) {
            return decided;
        }
        let decided = self.walk(text, |tier| {
            match super::resolve::decide(pos, legal, tier) {
                Some(decided) => std::ops::ControlFlow::Break(decided),
                None => std::ops::ControlFlow::Continue(()),
            }
        })?;
        let decided = match decided {
            Some(r) => r,
            None => super::resolve::resolve_readings(pos, &self.read(text)?),
        };
        match decided {
            // Only a promotion costs the look at its letter.
            Ok(m) if m.is_promotion() => self.promotion_letter_check(text, m),
            other => other,
        }
    }

    /// The first tier's decision on a strict SAN line when its one reading
    /// fits a legal move ([`QuickSan`]); `None`: take the full walk.
    fn quick_resolve(
        &self,
        pos: &Chess,
        legal: Option<&crate::rules::LegalMoves>,
        text: &str,
    ) -> Option<Result<Move, MoveError>> {
        let quick = self.quick.as_ref().filter(|_| !no_quick())?;
        let bytes = super::trim_line(text).as_bytes();
        let core = match bytes.split_last() {
            Some((b'+' | b'#', core)) => core,
            _ => bytes,
        };
        let intent = quick.read(core)?;
        // A promotion never fits a reading without a promotion piece, so
        // the letter check `resolve_among` makes for promotions is not
        // needed here.
        super::resolve::decide(pos, legal, &[intent])
    }

    /// A promotion letter that names different pieces in different letter
    /// sets is not guessed: Latin "C" is the French knight and the Russian
    /// bishop; "K" is the king in English, German and Dutch (no promotion
    /// piece) and the Russian knight. The moves of every promotion piece
    /// the letter can name come back as a question ([`MoveError::Ambiguous`],
    /// one move when the other readings name the king). A letter whose
    /// first reading is a promotion piece and whose others name only the
    /// king ("R": the English rook, the French king) is that piece.
    fn promotion_letter_check(&self, text: &str, m: Move) -> Result<Move, MoveError> {
        let Some(letter) = promotion_letter(text) else {
            return Ok(m);
        };
        let mut roles: Vec<Role> = Vec::new();
        for set in &self.sets {
            for (l, role) in &set.letters {
                let same = *l == letter
                    || (self.case == CaseRule::Any && l.to_lowercase() == letter.to_lowercase());
                if same && !roles.contains(role) {
                    roles.push(*role);
                }
            }
        }
        let Some(&first) = roles.first() else {
            return Ok(m);
        };
        let valid: Vec<Role> = roles
            .iter()
            .copied()
            .filter(|r| !matches!(r, Role::King | Role::Pawn))
            .collect();
        let first_invalid = matches!(first, Role::King | Role::Pawn);
        if valid.len() < 2 && !(first_invalid && valid.len() == 1) {
            return Ok(m);
        }
        let (Some(from), to, capture) = (m.from(), m.to(), m.capture()) else {
            return Ok(m);
        };
        let moves = valid
            .into_iter()
            .map(|role| Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion: Some(role),
            })
            .collect();
        Err(MoveError::Ambiguous(moves))
    }

    /// True when every reading of `core` (castling aside) is
    /// [`ParseError::Unreadable`], told without making them: a line of
    /// words ("Springer Gustav eins Felix drei", read next as spoken). With
    /// no rank digit there is no target square, so each reading fails; it
    /// fails as unreadable (not as a missing target) when its tokens hold a
    /// character that is no part of a move, and a character after the
    /// longest piece letter is in every reading (also lower-cased).
    fn only_unreadable(&self, core: &str) -> bool {
        let other = |c: char| matches!(token(c), Some(Tok::Other(_)));
        // Every byte is looked at (no early exit), which the compiler does
        // many at a time: cheaper for the long lines of words this is for.
        let rank_digit = core
            .bytes()
            .fold(false, |seen, b| seen | (b.wrapping_sub(b'1') < 8));
        !rank_digit
            && core
                .chars()
                .skip(self.longest_letter)
                .any(|c| other(c) && c.to_lowercase().any(other))
    }

    /// Calls `f` with each non-empty tier of readings in order, until it
    /// breaks. `Ok(None)` when every tier was seen; an error when the line
    /// has no reading at all.
    fn walk<R>(
        &self,
        text: &str,
        mut f: impl FnMut(&[Intent]) -> std::ops::ControlFlow<R>,
    ) -> Result<Option<R>, ParseError> {
        use std::ops::ControlFlow::Break;
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError::Empty);
        }
        if text.len() > MAX_MOVE_LEN {
            return Err(ParseError::TooLong);
        }
        let (core, ep) = strip_suffixes(text);
        if let Some(side) = castling(core) {
            return Ok(match f(&[Intent::Castle(side)]) {
                Break(r) => Some(r),
                _ => None,
            });
        }
        if let Some(intent) = super::iccf::read(core) {
            // ICCF numeric notation ("5254"): digits only, the same in
            // every language.
            return Ok(match f(&[intent]) {
                Break(r) => Some(r),
                _ => None,
            });
        }
        if let Some(p) = super::iccf::problem(core) {
            return Err(ParseError::Iccf(p));
        }
        if self.only_unreadable(core) && !full_walk() {
            return Err(ParseError::Unreadable);
        }
        let mut toks = Toks::new();
        let mut first_err = None;
        let mut any = false;
        let mut note = |r: Result<Intent, ParseError>, tier: &mut TierBuf| match r {
            Ok(i) => tier.push(i),
            Err(e) => {
                if first_err.is_none() || e != ParseError::Unreadable {
                    first_err = Some(e)
                }
            }
        };
        let lowered;
        let plain = if core.chars().any(|c| c.is_lowercase()) {
            core
        } else {
            // "E2E4" typed with caps lock.
            lowered = core.to_lowercase();
            &lowered
        };
        // The reading without a piece letter (pawn moves, UCI, long form) is
        // tokenized once and read with each language's promotion letters.
        let mut plain_toks = Toks::new();
        tokenize(plain, &mut plain_toks);
        let first = core.chars().next().unwrap_or(' ');
        let plain_has_letters = plain_toks
            .as_slice()
            .iter()
            .any(|t| matches!(t, Tok::Other(_)));
        let mut tier = TierBuf::new();
        let mut i = 0;
        while i < self.sets.len() {
            // A tier is one language; figurines join the tier before them
            // (they are the same in every language).
            tier.clear();
            while let Some(set) = self.sets.get(i) {
                for ((letter, role), c) in set.letters.iter().zip(&set.first_chars) {
                    // Cheap first-character test before comparing strings.
                    if *c != first {
                        continue;
                    }
                    if let Some(rest) = core.strip_prefix(letter.as_str()) {
                        tokenize(rest, &mut toks);
                        note(
                            self.body(Some(*role), toks.as_slice(), ep, set, false),
                            &mut tier,
                        );
                    }
                }
                // Without letters after the square, the plain reading is the
                // same in every language: read it in the first tier only.
                if plain_has_letters || i == 0 {
                    note(
                        self.body(None, plain_toks.as_slice(), ep, set, false),
                        &mut tier,
                    );
                }
                i += 1;
                if self.sets.get(i).is_none_or(|s| s.code != "figurine") {
                    break;
                }
            }
            if !tier.is_empty() {
                any = true;
                if let Break(r) = f(tier.as_slice()) {
                    return Ok(Some(r));
                }
            }
        }
        if self.case == CaseRule::Any {
            tier.clear();
            for set in &self.sets {
                for (letter, role) in &set.letters {
                    if let Some(n) = self.prefix_matches(core, letter) {
                        tokenize(&core[n..], &mut toks);
                        note(
                            self.body(Some(*role), toks.as_slice(), ep, set, true),
                            &mut tier,
                        );
                    }
                }
                note(
                    self.body(None, plain_toks.as_slice(), ep, set, true),
                    &mut tier,
                );
            }
            if !tier.is_empty() {
                any = true;
                if let Break(r) = f(tier.as_slice()) {
                    return Ok(Some(r));
                }
            }
        }
        if any {
            Ok(None)
        } else {
            Err(first_err.unwrap_or(ParseError::Unreadable))
        }
    }

    fn promotion(
        &self,
        rest: &[Tok],
        set: &LetterSet,
        any_case: bool,
    ) -> Result<Option<Role>, ParseError> {
        let letters: String = rest
            .iter()
            .filter_map(|t| match t {
                Tok::Other('=' | '(' | ')' | '/') => None,
                Tok::Other(c) => Some(*c),
                // A file letter can also be a promotion letter ("e8b" in UCI
                // for a bishop, "e8с" for a Russian bishop).
                Tok::File(f) => Some(f.char()),
                _ => Some('\u{0}'),
            })
            .collect();
        if letters.is_empty() {
            return Ok(None);
        }
        for (letter, role) in &set.letters {
            let same =
                letter == &letters || (any_case && letter.to_lowercase() == letters.to_lowercase());
            if same {
                return match role {
                    Role::King | Role::Pawn => Err(ParseError::BadPromotion(*role)),
                    r => Ok(Some(*r)),
                };
            }
        }
        // UCI promotion letters are always lower-case English.
        match letters.as_str() {
            "q" => Ok(Some(Role::Queen)),
            "r" => Ok(Some(Role::Rook)),
            "b" => Ok(Some(Role::Bishop)),
            "n" => Ok(Some(Role::Knight)),
            _ => Err(ParseError::Unreadable),
        }
    }

    /// Reads what follows the piece letter: disambiguation, capture or
    /// separator, target square, promotion.
    fn body(
        &self,
        role: Option<Role>,
        toks: &[Tok],
        en_passant: bool,
        set: &LetterSet,
        any_case: bool,
    ) -> Result<Intent, ParseError> {
        // The target square is the last file+rank pair.
        let Some(t) = (0..toks.len().saturating_sub(1))
            .rev()
            .find(|&i| matches!((toks[i], toks[i + 1]), (Tok::File(_), Tok::Rank(_))))
        else {
            return Err(if toks.iter().all(|t| !matches!(t, Tok::Other(_))) {
                ParseError::MissingTarget
            } else {
                ParseError::Unreadable
            });
        };
        let (Tok::File(tf), Tok::Rank(tr)) = (toks[t], toks[t + 1]) else {
            return Err(ParseError::Unreadable);
        };
        let to = Square::from_coords(tf, tr);
        let mut from_file = None;
        let mut from_rank = None;
        let mut capture = false;
        let mut sep = false;
        for tok in &toks[..t] {
            match *tok {
                Tok::File(f) if from_file.is_none() && from_rank.is_none() && !capture && !sep => {
                    from_file = Some(f)
                }
                Tok::Rank(r) if from_rank.is_none() && !capture && !sep => from_rank = Some(r),
                Tok::Capture if !capture && !sep => capture = true,
                Tok::Sep if !capture && !sep => sep = true,
                _ => return Err(ParseError::Unreadable),
            }
        }
        // Long algebraic needs the whole departure square.
        if sep && (from_file.is_none() || from_rank.is_none()) {
            return Err(ParseError::Unreadable);
        }
        let promotion = self.promotion(&toks[t + 2..], set, any_case)?;
        let role = match role {
            Some(r) => Some(r),
            None if from_file.is_some() && from_rank.is_some() => None,
            None => Some(Role::Pawn),
        };
        if role != Some(Role::Pawn) && role.is_some() && promotion.is_some() {
            return Err(ParseError::Unreadable);
        }
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Square::*;

    thread_local! {
        pub(super) static FULL_WALK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
        pub(super) static NO_QUICK: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }

    /// The quick reading of plain SAN gives what the full walk gives, for
    /// every reader, on every legal move of many positions written in
    /// its SAN and other forms, and on random short lines; and it is taken
    /// for the plain SAN of most moves.
    #[test]
    fn quick_san_reads_as_the_full_walk() {
        use shakmaty::san::{San, SanPlus};
        let mut readers = vec![
            Reader::default(),
            Reader::new(LangChoice::Auto, CaseRule::Exact),
        ];
        for i in 0..letters::all().len() {
            readers.push(Reader::new(LangChoice::One(i), CaseRule::Any));
        }
        // Positions from random games (a fixed pseudo-random sequence),
        // with castling, en passant and promotions on the way.
        let mut random = crate::testing::Random::new(0x2545_f491_4f6c_dd1d);
        let mut positions = crate::testing::random_game_positions(&mut random, 6, 90);
        let mut next = move |n: usize| random.below(n);
        for fen in [
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 1",
            "1n2k3/P1P5/8/8/8/8/8/4K3 w - - 0 1",
            "R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",
            "4k3/8/8/8/8/8/8/N3K2N w - - 0 1",
        ] {
            positions.push(crate::testing::position(fen));
        }
        let alphabet: Vec<char> = "KQRBNSDTLOo0-x+#=abcdefgh123456789 ".chars().collect();
        let (mut quick, mut lines) = (0, 0);
        for (n, pos) in positions.iter().enumerate() {
            let cache = crate::rules::MoveCache::default();
            let legal = crate::rules::LegalMoves::new(pos, &cache);
            let mut texts: Vec<String> = Vec::new();
            for m in legal.as_slice() {
                let san = San::from_move(pos, *m);
                // The plain SAN of every move but a promotion is read
                // quickly by the default reader.
                assert_eq!(
                    readers[0]
                        .quick_resolve(pos, Some(&legal), &san.to_string())
                        .is_some(),
                    !m.is_promotion(),
                    "{san}"
                );
                texts.push(san.to_string());
                texts.push(SanPlus::from_move(pos.clone(), *m).to_string());
                texts.push(format!(" {san}+ "));
                if let (Some(from), false) = (m.from(), m.is_castle()) {
                    let letter = m.role().upper_char();
                    texts.push(format!(
                        "{letter}{from}{}{}",
                        if m.is_capture() { "x" } else { "" },
                        m.to()
                    ));
                    texts.push(format!("{letter}{}{}", from.file().char(), m.to()));
                    texts.push(format!("{letter}{}x{}", from.rank().char(), m.to()));
                    let file = from.file().char();
                    texts.push(format!("{file}{}", m.to()));
                    texts.push(format!("{file}x{}", m.to()));
                    texts.push(format!("{from}{}", m.to()));
                    texts.push(format!("{}{}", m.role().char(), m.to()));
                }
            }
            if n % 8 == 0 {
                for _ in 0..200 {
                    let len = 1 + next(7);
                    texts.push((0..len).map(|_| alphabet[next(alphabet.len())]).collect());
                }
            }
            for reader in &readers {
                for text in &texts {
                    lines += 1;
                    let Some(got) = reader.quick_resolve(pos, Some(&legal), text) else {
                        continue;
                    };
                    quick += 1;
                    NO_QUICK.with(|q| q.set(true));
                    let full = reader.resolve_among(pos, Some(&legal), text);
                    let without_list = reader.resolve_among(pos, None, text);
                    NO_QUICK.with(|q| q.set(false));
                    assert_eq!(
                        got,
                        full,
                        "{text:?} in {}",
                        shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
                    );
                    assert_eq!(got, without_list, "{text:?}");
                }
            }
        }
        // Many other forms take the quick reading too.
        assert!(quick * 10 > lines, "{quick} of {lines}");
        // A plain move in English, with and without the list at hand.
        let start = Chess::default();
        let r = Reader::default();
        assert!(r.quick_resolve(&start, None, "Nf3").is_some());
        assert!(r.quick_resolve(&start, None, "Ng1-f3").is_none());
        assert!(r.quick_resolve(&start, None, "e8=Q").is_none());
    }

    /// The quick test before stripping suffixes knows every suffix's last
    /// character, in both ASCII cases.
    #[test]
    fn every_suffix_end_is_known() {
        for suf in IGNORED_SUFFIXES.iter().chain(EP_SUFFIXES) {
            let last = suf.chars().next_back().unwrap();
            for c in [last, last.to_ascii_lowercase(), last.to_ascii_uppercase()] {
                assert!(may_end_suffix(c), "{suf}: {c}");
            }
        }
        assert!(!may_end_suffix('3') && !may_end_suffix('i'));
    }

    #[test]
    fn lines_of_words_are_refused_as_reading_every_language_refuses_them() {
        let lines = [
            "Springer Gustav eins Felix drei",
            "Bauer Eva fünf schlägt David sechs en passant",
            "Kurze Rochade",
            "Lange Rochade Schach",
            "Dame Dora acht Hektor acht",
            "Turm Anton eins Anton acht matt",
            "fünf",
            "acht",
            "Springer",
            "Sg",
            "Nf",
            "N",
            "Кр",
            "Крf",
            "Крfg",
            "KRF",
            "ΣΣΣ",
            "EEEE",
            "XXXX",
            "hello",
            "ab-cd",
            "exd",
            "Sxf",
            "e9",
            "Ke0",
            "♘f",
            "♘ff",
        ];
        for reader in [
            Reader::default(),
            Reader::new(LangChoice::Auto, CaseRule::Exact),
        ] {
            for line in lines {
                let fast = reader.read(line);
                FULL_WALK.with(|full| full.set(true));
                let full = reader.read(line);
                FULL_WALK.with(|full| full.set(false));
                assert_eq!(fast, full, "{line}");
            }
        }
        let r = Reader::default();
        assert!(r.only_unreadable("Springer Gustav eins Felix drei"));
        assert!(r.only_unreadable("fünf"));
        assert!(!r.only_unreadable("Sg"));
        assert!(!r.only_unreadable("Nf3"));
    }

    fn read(s: &str) -> Vec<Intent> {
        Reader::default()
            .read(s)
            .unwrap_or_else(|e| panic!("{s}: {e:?}"))
            .all()
            .copied()
            .collect()
    }

    #[test]
    fn english_first_then_other_languages() {
        let r = Reader::default().read("Rf3").unwrap();
        assert_eq!(r.tiers[0], vec![normal(Some(Role::Rook), F3)]);
        assert!(
            r.tiers[1..]
                .iter()
                .flatten()
                .any(|i| *i == normal(Some(Role::King), F3))
        );
        // "Sf3" has no English reading: the German one comes first.
        let r = Reader::default().read("Sf3").unwrap();
        assert_eq!(r.tiers[0], vec![normal(Some(Role::Knight), F3)]);
        // Lower-case piece letters come last: "bc4" is first the pawn.
        let r = Reader::default().read("bxc4").unwrap();
        assert!(matches!(
            r.tiers[0][0],
            Intent::Normal {
                role: Some(Role::Pawn),
                ..
            }
        ));
        assert!(r.tiers.last().unwrap().iter().any(|i| matches!(
            i,
            Intent::Normal {
                role: Some(Role::Bishop),
                ..
            }
        )));
    }

    fn normal(role: Option<Role>, to: Square) -> Intent {
        Intent::to_square(role, to)
    }

    #[test]
    fn plain_san() {
        assert_eq!(read("Nf3")[0], normal(Some(Role::Knight), F3));
        assert_eq!(read("e4"), vec![normal(Some(Role::Pawn), E4)]);
        assert!(read("Sf3").contains(&normal(Some(Role::Knight), F3)));
    }

    #[test]
    fn castling_forms() {
        for s in ["0-0", "O-O", "o-o", "О-О", "0-0+", "OO"] {
            assert_eq!(read(s), vec![Intent::Castle(CastlingSide::KingSide)], "{s}");
        }
        for s in ["0-0-0", "O-O-O", "O-O-O#"] {
            assert_eq!(
                read(s),
                vec![Intent::Castle(CastlingSide::QueenSide)],
                "{s}"
            );
        }
    }

    #[test]
    fn russian_with_cyrillic_lookalikes() {
        let r = read("Схе5");
        assert!(r.contains(&Intent::Normal {
            role: Some(Role::Bishop),
            from_file: None,
            from_rank: None,
            to: E5,
            capture: true,
            promotion: None,
            en_passant: false
        }));
        assert!(read("Крg1").contains(&normal(Some(Role::King), G1)));
        assert!(read("Кf3").contains(&normal(Some(Role::Knight), F3)));
    }

    #[test]
    fn promotions() {
        for s in ["e8Q", "e8=Q", "e8(Q)", "e8Ф", "e8=D", "e8q", "e8/Q"] {
            let r = read(s);
            assert!(
                r.iter().any(|i| matches!(
                    i,
                    Intent::Normal {
                        promotion: Some(Role::Queen),
                        to: E8,
                        ..
                    }
                )),
                "{s}: {r:?}"
            );
        }
        let en = Reader::new(LangChoice::parse("en").unwrap(), CaseRule::Any);
        assert_eq!(en.read("e8=K"), Err(ParseError::BadPromotion(Role::King)));
        // The seed's Russian examples: "f8K" is a knight, "b1C" a bishop.
        assert!(read("f8K").iter().any(|i| matches!(
            i,
            Intent::Normal {
                promotion: Some(Role::Knight),
                ..
            }
        )));
        assert!(read("b1C").iter().any(|i| matches!(
            i,
            Intent::Normal {
                promotion: Some(Role::Bishop),
                ..
            }
        )));
    }

    #[test]
    fn promotion_letters_naming_several_pieces_are_asked() {
        use shakmaty::{CastlingMode, fen::Fen};
        let pos: Chess = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let promo = |r: Role| Move::Normal {
            role: Role::Pawn,
            from: A7,
            capture: None,
            to: A8,
            promotion: Some(r),
        };
        let auto = Reader::default();
        assert_eq!(
            auto.resolve(&pos, "a8=K"),
            Err(MoveError::Ambiguous(vec![promo(Role::Knight)]))
        );
        assert_eq!(
            auto.resolve(&pos, "a8=C"),
            Err(MoveError::Ambiguous(vec![
                promo(Role::Knight),
                promo(Role::Bishop)
            ]))
        );
        assert_eq!(auto.resolve(&pos, "a8=R"), Ok(promo(Role::Rook)));
        assert_eq!(auto.resolve(&pos, "a8=К"), Ok(promo(Role::Knight)));
        assert_eq!(auto.resolve(&pos, "a7a8q"), Ok(promo(Role::Queen)));
        // Russian letters only: "K" is the knight.
        let ru = Reader::new(LangChoice::parse("ru").unwrap(), CaseRule::Any);
        assert_eq!(ru.resolve(&pos, "a8=K"), Ok(promo(Role::Knight)));
    }

    #[test]
    fn long_and_uci() {
        let r = read("Ng1-f3");
        assert!(r.contains(&Intent::Normal {
            role: Some(Role::Knight),
            from_file: Some(File::G),
            from_rank: Some(Rank::First),
            to: F3,
            capture: false,
            promotion: None,
            en_passant: false
        }));
        let r = read("e2e4");
        assert!(r.contains(&Intent::Normal {
            role: None,
            from_file: Some(File::E),
            from_rank: Some(Rank::Second),
            to: E4,
            capture: false,
            promotion: None,
            en_passant: false
        }));
        assert!(!read("E2E4").is_empty());
    }

    #[test]
    fn en_passant_marks() {
        for s in ["exd6e.p.", "exd6 ep", "exd6 е.р.", "e5:d6"] {
            assert!(
                read(s).iter().any(|i| matches!(
                    i,
                    Intent::Normal {
                        to: D6,
                        capture: true,
                        ..
                    }
                )),
                "{s}"
            );
        }
    }

    #[test]
    fn errors() {
        let r = Reader::default();
        assert_eq!(r.read(""), Err(ParseError::Empty));
        assert_eq!(r.read(&"x".repeat(1000)), Err(ParseError::TooLong));
        assert_eq!(r.read("N"), Err(ParseError::MissingTarget));
        assert!(r.read("hello").is_err());
        assert!(r.read("\u{1}\u{7f}").is_err());
    }

    #[test]
    fn exact_case_refuses_lowercase_piece() {
        let r = Reader::new(LangChoice::Auto, CaseRule::Exact);
        assert!(r.read("nf3").is_err());
        assert!(Reader::default().read("nf3").is_ok());
    }
}
