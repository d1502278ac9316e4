//! Reading algebraic notation with the piece letters of any language:
//! SAN ("Nf3", "exd5", "e8=Q"), long algebraic ("Ng1-f3", "e2-e4"), UCI
//! ("e7e8q"), castling ("0-0", "O-O-O"), Russian ("Кр", "Схе5"), figurines.
//!
//! A line can have several readings (lower-case "b" is a file or a bishop;
//! "Pe5" is a pawn in English and a knight in Dutch). The reader returns them
//! all and lets [`super::resolve`] decide with the legal moves.

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::Intent;
use super::letters::{self, LetterSet};

/// Longest input still read as a move; anything longer is not a move.
pub const MAX_MOVE_LEN: usize = 40;

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

/// The readings of a line, in tiers of preference (first tier first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Readings {
    pub tiers: Vec<Vec<Intent>>,
}

impl Readings {
    /// All readings, whatever their tier.
    pub fn all(&self) -> impl Iterator<Item = &Intent> {
        self.tiers.iter().flatten()
    }

    /// One tier holding the given readings.
    pub fn single(intents: Vec<Intent>) -> Readings {
        Readings {
            tiers: vec![intents],
        }
    }

    /// True if some reading is `intent`.
    pub fn contains(&self, intent: &Intent) -> bool {
        self.all().any(|i| i == intent)
    }
}

/// Why a line is not algebraic notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    Empty,
    TooLong,
    /// A piece (or nothing) but no complete target square ("N", "Nf").
    MissingTarget,
    /// Promotion to a king or pawn.
    BadPromotion(Role),
    /// Nothing readable as a move.
    Unreadable,
}

/// Reads moves in algebraic notation with the configured letters.
#[derive(Clone, Debug)]
pub struct Reader {
    sets: Vec<&'static LetterSet>,
    case: CaseRule,
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
/// Trailing marks for en passant (Latin and Cyrillic letters).
const EP_SUFFIXES: &[&str] = &["e.p.", "e.p", "ep", "е.р.", "е.р", "ер", "en passant"];

fn strip_suffixes(mut s: &str) -> (&str, bool) {
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
            if s.len() > suf.len() && s.to_lowercase().ends_with(suf) {
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

fn tokenize(body: &str, out: &mut Vec<Tok>) {
    out.clear();
    for c in body.chars() {
        let t = if let Some(f) = file_char(c) {
            Tok::File(f)
        } else if let Some(r) = c.to_digit(10).filter(|d| (1..=8).contains(d)) {
            Tok::Rank(Rank::new(r - 1))
        } else {
            match c {
                'x' | 'X' | 'х' | 'Х' | ':' | '×' => Tok::Capture,
                '-' | '–' | '—' => Tok::Sep,
                ' ' => continue,
                _ => Tok::Other(c),
            }
        };
        out.push(t);
    }
}

impl Reader {
    pub fn new(lang: LangChoice, case: CaseRule) -> Reader {
        let all = letters::all();
        let sets = match lang {
            LangChoice::Auto => all.iter().collect(),
            LangChoice::One(i) => all
                .iter()
                .enumerate()
                .filter(|(j, s)| *j == i || s.code == "figurine")
                .map(|(_, s)| s)
                .collect(),
        };
        Reader { sets, case }
    }

    fn prefix_matches(&self, text: &str, letter: &str) -> Option<usize> {
        if let Some(rest) = text.strip_prefix(letter) {
            return Some(text.len() - rest.len());
        }
        if self.case == CaseRule::Any {
            let n = letter.chars().count();
            let head: String = text.chars().take(n).collect();
            if head.chars().count() == n && head.to_lowercase() == letter.to_lowercase() {
                return Some(head.len());
            }
        }
        None
    }

    /// Every reading of `text` as a move, in tiers of preference: the
    /// plain reading and English letters (and figurines) first, then each
    /// other language in table order, then lower-case piece letters. The
    /// first tier that fits a legal move decides (see
    /// [`super::resolve::resolve_readings`]). Errors only when there is no
    /// reading at all.
    pub fn read(&self, text: &str) -> Result<Readings, ParseError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ParseError::Empty);
        }
        if text.len() > MAX_MOVE_LEN {
            return Err(ParseError::TooLong);
        }
        let (core, ep) = strip_suffixes(text);
        if let Some(side) = castling(core) {
            return Ok(Readings::single(vec![Intent::Castle(side)]));
        }
        let mut tiers: Vec<Vec<Intent>> = Vec::new();
        let mut toks = Vec::with_capacity(8);
        let mut first_err = None;
        let mut note = |r: Result<Intent, ParseError>, tier: &mut Vec<Intent>| match r {
            Ok(i) => {
                if !tier.contains(&i) {
                    tier.push(i)
                }
            }
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
        let mut tier = Vec::new();
        for set in &self.sets {
            // Figurines are the same in every language: they join the
            // first tier.
            if set.code != "figurine" && !tier.is_empty() {
                tiers.push(std::mem::take(&mut tier));
            }
            for (letter, role) in &set.letters {
                if let Some(rest) = core.strip_prefix(letter.as_str()) {
                    tokenize(rest, &mut toks);
                    note(self.body(Some(*role), &toks, ep, set, false), &mut tier);
                }
            }
            // The reading without a piece letter (pawn moves, UCI, long
            // form), with this language's promotion letters.
            tokenize(plain, &mut toks);
            note(self.body(None, &toks, ep, set, false), &mut tier);
        }
        if !tier.is_empty() {
            tiers.push(std::mem::take(&mut tier));
        }
        if self.case == CaseRule::Any {
            for set in &self.sets {
                for (letter, role) in &set.letters {
                    if let Some(n) = self.prefix_matches(core, letter) {
                        tokenize(&core[n..], &mut toks);
                        note(self.body(Some(*role), &toks, ep, set, true), &mut tier);
                    }
                }
                tokenize(plain, &mut toks);
                note(self.body(None, &toks, ep, set, true), &mut tier);
            }
            if !tier.is_empty() {
                tiers.push(tier);
            }
        }
        // A reading already offered by an earlier tier adds nothing later.
        let mut seen: Vec<Intent> = Vec::new();
        for t in &mut tiers {
            t.retain(|i| !seen.contains(i));
            seen.extend(t.iter().copied());
        }
        tiers.retain(|t| !t.is_empty());
        if tiers.is_empty() {
            Err(first_err.unwrap_or(ParseError::Unreadable))
        } else {
            Ok(Readings { tiers })
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
