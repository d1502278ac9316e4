//! Text for speech engines. Engines misread chess notation ("1. e4" as
//! "one times ten to the fourth", English "a4" as the article "a"), so
//! moves, move numbers, castling and results are rewritten in words
//! ("Nf3+" → "knight F3 check", "0-0" → "kurze Rochade"). Everything
//! else, Appendix F words included, passes through unchanged.
//!
//! The words live in `speakable.toml` beside this file.

use std::collections::HashMap;
use std::sync::LazyLock;

use serde::Deserialize;
use shakmaty::Role;

use laws::lang::Lang;
use laws::notation::letters;

#[derive(Debug, Deserialize)]
struct Pieces {
    king: String,
    queen: String,
    rook: String,
    bishop: String,
    knight: String,
    pawn: String,
}

#[derive(Debug, Deserialize)]
struct Promoted {
    queen: String,
    rook: String,
    bishop: String,
    knight: String,
}

#[derive(Debug, Deserialize)]
struct Words {
    letters: Vec<String>,
    files: Vec<String>,
    lone_files: Vec<String>,
    square: String,
    takes: String,
    check: String,
    mate: String,
    en_passant: String,
    promotion: String,
    short_castling: String,
    long_castling: String,
    white_wins: String,
    black_wins: String,
    draw: String,
    move_number: String,
    black_move_number: String,
    /// Words (lower case) before a braille cell's dots.
    #[serde(default)]
    dots: Vec<String>,
    /// The forfeit scores' signs, said.
    #[serde(default)]
    plus: String,
    #[serde(default)]
    minus: String,
    /// Said for a FEN's piece placement.
    #[serde(default)]
    fen: String,
    /// The score 0-0 (both lose) in a list of scores.
    #[serde(default)]
    both_lose: String,
    pieces: Pieces,
    promoted: Promoted,
}

impl Words {
    fn piece(&self, role: Role) -> &str {
        let p = &self.pieces;
        match role {
            Role::King => &p.king,
            Role::Queen => &p.queen,
            Role::Rook => &p.rook,
            Role::Bishop => &p.bishop,
            Role::Knight => &p.knight,
            Role::Pawn => &p.pawn,
        }
    }

    fn promoted(&self, role: Role) -> &str {
        let p = &self.promoted;
        match role {
            Role::Queen => &p.queen,
            Role::Rook => &p.rook,
            Role::Bishop => &p.bishop,
            Role::Knight => &p.knight,
            Role::King | Role::Pawn => self.piece(role),
        }
    }

    fn file(&self, file: u8, lone: bool) -> String {
        let list = if lone { &self.lone_files } else { &self.files };
        list.get(usize::from(file))
            .cloned()
            .unwrap_or_else(|| char::from(b'a' + file).to_string())
    }

    fn square(&self, file: u8, rank: u8) -> String {
        self.square
            .replace("{file}", &self.file(file, false))
            .replace("{rank}", &(rank + 1).to_string())
    }

    /// Piece letters read in this language, longest first.
    fn letters(&self) -> Vec<(&'static str, Role)> {
        let mut out: Vec<(&'static str, Role)> = self
            .letters
            .iter()
            .filter_map(|code| letters::by_code(code))
            .flat_map(|set| set.letters.iter().map(|(l, r)| (l.as_str(), *r)))
            .collect();
        out.sort_by_key(|(l, _)| std::cmp::Reverse(l.chars().count()));
        out
    }
}

static TABLE: LazyLock<HashMap<String, Words>> =
    LazyLock::new(|| toml::from_str(include_str!("speakable.toml")).unwrap_or_default());

fn words(lang: Lang) -> Option<&'static Words> {
    TABLE.get(lang.code())
}

/// `text` rewritten for a speech engine in `lang`. Never fails: text the
/// table cannot handle is returned as it is.
pub fn speakable(text: &str, lang: Lang) -> String {
    let Some(w) = words(lang) else {
        return text.to_string();
    };
    let letters = w.letters();
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut out: Vec<String> = Vec::with_capacity(tokens.len());
    for (i, token) in tokens.iter().enumerate() {
        let next = tokens.get(i + 1).copied();
        let after_dots = i
            .checked_sub(1)
            .and_then(|p| tokens.get(p))
            .is_some_and(|p| w.dots.contains(&p.to_lowercase()));
        // "Scores: 1-0, 0-1, 1/2-1/2, 0-0": 0-0 after a score is one too.
        let after_score = i
            .checked_sub(1)
            .and_then(|p| tokens.get(p))
            .is_some_and(|p| result(peel(p).1, w).is_some());
        let (lead, core, trail) = peel(token);
        if after_score && core == "0-0" && !w.both_lose.is_empty() {
            out.push(format!("{lead}{}{trail}", w.both_lose));
            continue;
        }
        match dot_list(token).filter(|_| after_dots) {
            Some(said) => out.push(said),
            None => out.push(rewrite_token(token, next, w, &letters)),
        }
    }
    out.join(" ")
}

/// A braille cell's dots, "1-2-3" (with any punctuation after), said one
/// by one: "1 2 3". None when the token is no such list.
fn dot_list(token: &str) -> Option<String> {
    let (_, core, trail) = peel(token);
    let parts: Vec<&str> = core.split('-').collect();
    let is_dot = |p: &&str| p.len() == 1 && p.chars().all(|c| ('1'..='8').contains(&c));
    (parts.len() > 1 && parts.iter().all(is_dot)).then(|| format!("{}{trail}", parts.join(" ")))
}

fn rewrite_token(token: &str, next: Option<&str>, w: &Words, letters: &[(&str, Role)]) -> String {
    if let Some(s) = move_number(token, next, w, letters) {
        return s;
    }
    let (lead, core, trail) = peel(token);
    if core.is_empty() {
        return token.to_string();
    }
    let said = if core == "e.p." {
        Some(w.en_passant.clone())
    } else {
        result(core, w)
            .or_else(|| forfeit(core, w))
            .or_else(|| fen_placement(core, w))
            .or_else(|| iso_date(core))
            .or_else(|| castling(core, w))
            .or_else(|| san(core, w, letters))
    };
    match said {
        Some(s) => format!("{lead}{s}{trail}"),
        None => token.to_string(),
    }
}

/// Splits off brackets and quotes before and sentence punctuation after.
fn peel(token: &str) -> (&str, &str, &str) {
    let start = token
        .char_indices()
        .find(|(_, c)| !matches!(c, '(' | '[' | '"' | '\'' | '«' | '„' | '“'))
        .map_or(token.len(), |(i, _)| i);
    let (lead, rest) = token.split_at(start);
    if rest == "e.p." {
        return (lead, rest, "");
    }
    let end = rest
        .char_indices()
        .rev()
        .find(|(_, c)| {
            !matches!(
                c,
                '.' | ',' | ';' | ':' | ')' | ']' | '"' | '\'' | '»' | '“' | '”'
            )
        })
        .map_or(0, |(i, c)| i + c.len_utf8());
    let (core, trail) = rest.split_at(end);
    (lead, core, trail)
}

/// "12." or "12..." before a move (in the same token or the next one).
fn move_number(
    token: &str,
    next: Option<&str>,
    w: &Words,
    letters: &[(&str, Role)],
) -> Option<String> {
    let digits = token.chars().take_while(char::is_ascii_digit).count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let (n, rest) = token.split_at(digits);
    let dots = rest
        .chars()
        .take_while(|c| *c == '.' || *c == '…')
        .collect::<String>();
    if dots.is_empty() {
        return None;
    }
    let after = &rest[dots.len()..];
    let black = dots.chars().count() > 1 || dots.contains('…');
    let template = if black {
        &w.black_move_number
    } else {
        &w.move_number
    };
    let number = template.replace("{n}", n);
    let is_move = |t: &str| {
        let (_, core, _) = peel(t);
        castling(core, w).is_some() || san(core, w, letters).is_some()
    };
    if after.is_empty() {
        next.filter(|t| is_move(t)).map(|_| number)
    } else if is_move(after) {
        Some(format!(
            "{number} {}",
            rewrite_token(after, None, w, letters)
        ))
    } else {
        None
    }
}

fn result(core: &str, w: &Words) -> Option<String> {
    match core.replace('–', "-").as_str() {
        "1-0" => Some(w.white_wins.clone()),
        "0-1" => Some(w.black_wins.clone()),
        "½-½" | "1/2-1/2" | "0.5-0.5" => Some(w.draw.clone()),
        _ => None,
    }
}

/// The forfeit scores "+/-", "-/+", "-/-": the signs said, no slash.
fn forfeit(core: &str, w: &Words) -> Option<String> {
    let sign = |c: char| match c {
        '+' => Some(w.plus.as_str()),
        '-' | '–' => Some(w.minus.as_str()),
        _ => None,
    };
    let mut chars = core.chars();
    let (a, slash, b) = (chars.next()?, chars.next()?, chars.next()?);
    if slash != '/' || chars.next().is_some() || w.plus.is_empty() {
        return None;
    }
    Some(format!("{} {}", sign(a)?, sign(b)?))
}

/// A FEN's piece placement (eight ranks, seven slashes): one word for it.
fn fen_placement(core: &str, w: &Words) -> Option<String> {
    let ranks = core.split('/').count();
    let pieces = |c: char| "12345678pnbrqkPNBRQK".contains(c);
    (ranks == 8 && !w.fen.is_empty() && core.chars().all(|c| c == '/' || pieces(c)))
        .then(|| w.fen.clone())
}

/// An ISO date, "2026-12-01": the numbers said, no dashes.
fn iso_date(core: &str) -> Option<String> {
    let parts: Vec<&str> = core.split('-').collect();
    let digits = |p: &str, n: usize| p.len() == n && p.chars().all(|c| c.is_ascii_digit());
    match parts.as_slice() {
        [y, m, d] if digits(y, 4) && digits(m, 2) && digits(d, 2) => Some(parts.join(" ")),
        _ => None,
    }
}

/// Check and mate marks at the end, in words.
fn suffix(core: &str, w: &Words) -> (String, String) {
    let body = core.trim_end_matches(['!', '?']);
    let mut said = String::new();
    let body = if let Some(b) = body.strip_suffix('#').or_else(|| body.strip_suffix("++")) {
        said = format!(" {}", w.mate);
        b
    } else if let Some(b) = body.strip_suffix('+') {
        said = format!(" {}", w.check);
        b
    } else {
        body
    };
    (body.to_string(), said)
}

fn castling(core: &str, w: &Words) -> Option<String> {
    let (body, check) = suffix(core, w);
    let norm = body.replace('0', "O");
    let name = match norm.as_str() {
        "O-O" => &w.short_castling,
        "O-O-O" => &w.long_castling,
        _ => return None,
    };
    Some(format!("{name}{check}"))
}

fn file_of(c: char) -> Option<u8> {
    ('a'..='h').contains(&c).then(|| c as u8 - b'a')
}

fn rank_of(c: char) -> Option<u8> {
    ('1'..='8').contains(&c).then(|| c as u8 - b'1')
}

/// A move in standard or long algebraic notation, in words; None when
/// `core` is not one.
fn san(core: &str, w: &Words, letters: &[(&str, Role)]) -> Option<String> {
    let (body, check) = suffix(core, w);
    let (role, rest) = match letters.iter().find(|(l, _)| body.starts_with(l)) {
        Some((l, r)) => (Some(*r), &body[l.len()..]),
        None => (None, body.as_str()),
    };
    // Promotion: "e8=Q", "e8Q", "e8(Q)", "e8/Q".
    let mut promo = None;
    let mut main = rest;
    if let Some(idx) = rest.find(['=', '/', '(']) {
        let tail = rest[idx + 1..].trim_end_matches(')');
        promo = Some(letters.iter().find(|(l, _)| *l == tail)?.1);
        main = &rest[..idx];
    } else if let Some((l, r)) = letters
        .iter()
        .find(|(l, _)| rest.ends_with(l) && rest.len() > l.len())
    {
        promo = Some(*r);
        main = &rest[..rest.len() - l.len()];
    }
    let chars: Vec<char> = main.chars().collect();
    let n = chars.len();
    if n < 2 {
        return None;
    }
    let to_file = file_of(chars[n - 2])?;
    let to_rank = rank_of(chars[n - 1])?;
    let mut from: Vec<char> = chars[..n - 2].to_vec();
    let captures = matches!(from.last(), Some('x' | ':' | '×'));
    let separated = matches!(from.last(), Some('-' | '–'));
    if captures || separated {
        from.pop();
    }
    let from_said = match from.as_slice() {
        [] => None,
        [f] if file_of(*f).is_some() => Some(w.file(file_of(*f)?, true)),
        [r] if rank_of(*r).is_some() => Some((rank_of(*r)? + 1).to_string()),
        [f, r] => Some(w.square(file_of(*f)?, rank_of(*r)?)),
        _ => return None,
    };
    // A pawn capture names its file; a bare "x" with no piece and no file
    // is not a move.
    if role.is_none() && from_said.is_none() && captures {
        return None;
    }
    if promo.is_some() && !matches!(role, None | Some(Role::Pawn)) {
        return None;
    }
    let mut parts: Vec<String> = Vec::new();
    if let Some(r) = role.filter(|r| *r != Role::Pawn) {
        parts.push(w.piece(r).to_string());
    }
    if let Some(f) = from_said {
        parts.push(f);
    }
    if captures {
        parts.push(w.takes.clone());
    }
    parts.push(w.square(to_file, to_rank));
    if let Some(p) = promo {
        if matches!(p, Role::King | Role::Pawn) {
            return None;
        }
        parts.push(w.promotion.replace("{piece}", w.promoted(p)));
    }
    Some(format!("{}{check}", parts.join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_every_language() {
        for l in Lang::ALL {
            let w = words(l).unwrap_or_else(|| panic!("{l} missing"));
            assert_eq!(w.files.len(), 8, "{l}");
            assert_eq!(w.lone_files.len(), 8, "{l}");
            assert!(!w.letters().is_empty(), "{l}");
        }
    }

    #[test]
    fn squares_are_spelled_apart() {
        assert_eq!(speakable("e4", Lang::En), "E4");
        assert_eq!(speakable("e4", Lang::De), "E 4");
        assert_eq!(speakable("a4", Lang::Ru), "а 4");
        assert_eq!(speakable("h8", Lang::Ru), "аш 8");
    }

    #[test]
    fn move_numbers_are_not_exponents() {
        assert_eq!(speakable("1. e4", Lang::En), "move 1, E4");
        assert_eq!(speakable("1.e4 e5", Lang::En), "move 1, E4 E5");
        assert_eq!(speakable("1... e5", Lang::De), "Zug 1, Schwarz, E 5");
        assert_eq!(speakable("12. Nf3", Lang::En), "move 12, knight F3");
        // A number ending a sentence is not a move number.
        assert_eq!(
            speakable("White to move, move 12.", Lang::En),
            "White to move, move 12."
        );
        assert_eq!(speakable("Zug 3. Weiß", Lang::De), "Zug 3. Weiß");
    }

    #[test]
    fn pieces_captures_checks() {
        assert_eq!(speakable("Nf3", Lang::En), "knight F3");
        assert_eq!(speakable("Sf3", Lang::De), "Springer F 3");
        assert_eq!(speakable("Nf3", Lang::De), "Springer F 3");
        assert_eq!(speakable("Кf3", Lang::Ru), "конь эф 3");
        assert_eq!(speakable("Nxe5+", Lang::En), "knight takes E5 check");
        assert_eq!(speakable("Dxf7#", Lang::De), "Dame schlägt F 7 matt");
        assert_eq!(speakable("exd5", Lang::En), "E takes D5");
        assert_eq!(speakable("axb5", Lang::En), "A, takes B5");
        assert_eq!(speakable("Rad1", Lang::En), "rook A, D1");
        assert_eq!(speakable("R1e2", Lang::En), "rook 1 E2");
        assert_eq!(speakable("Qh4e1", Lang::En), "queen H4 E1");
        assert_eq!(speakable("Крe2", Lang::Ru), "король е 2");
        assert_eq!(speakable("♘f3", Lang::En), "knight F3");
        assert_eq!(speakable("Ng1-f3", Lang::En), "knight G1 F3");
        assert_eq!(speakable("exd6 e.p.", Lang::En), "E takes D6 en passant");
    }

    #[test]
    fn promotions() {
        assert_eq!(speakable("e8=Q", Lang::En), "E8 promotes to queen");
        assert_eq!(speakable("e8=D+", Lang::De), "E 8 wird Dame Schach");
        assert_eq!(
            speakable("bxa1=N#", Lang::En),
            "B takes A1 promotes to knight checkmate"
        );
        assert_eq!(speakable("e8Ф", Lang::Ru), "е 8 превращается в ферзя");
        // A king is no promotion; the token stays as written.
        assert_eq!(speakable("e8=K", Lang::En), "e8=K");
    }

    #[test]
    fn castling_and_results() {
        assert_eq!(speakable("0-0", Lang::En), "short castling");
        assert_eq!(speakable("O-O-O+", Lang::De), "lange Rochade Schach");
        assert_eq!(speakable("0-0-0", Lang::Ru), "длинная рокировка");
        assert_eq!(speakable("1-0", Lang::En), "one nil");
        assert_eq!(speakable("0-1", Lang::De), "null zu eins");
        assert_eq!(speakable("½-½", Lang::Ru), "ничья");
        assert_eq!(speakable("1/2-1/2", Lang::En), "draw");
    }

    #[test]
    fn sentences_keep_punctuation() {
        assert_eq!(
            speakable("The intended move is played: e4.", Lang::En),
            "The intended move is played: E4."
        );
        assert_eq!(
            speakable("Checkmate. White wins, 1-0.", Lang::En),
            "Checkmate. White wins, one nil."
        );
        assert_eq!(speakable("(Nf3)", Lang::En), "(knight F3)");
    }

    /// "Dots 1-2-3" is said "dots 1 2 3", not "one dash two dash three".
    #[test]
    fn braille_dots_are_said_one_by_one() {
        assert_eq!(
            speakable("The cell with dots 1-2-3 is not a chess sign.", Lang::En),
            "The cell with dots 1 2 3 is not a chess sign."
        );
        assert_eq!(
            speakable("Zelle Punkte 1-2-3-4-5-6 kann", Lang::De),
            "Zelle Punkte 1 2 3 4 5 6 kann"
        );
        assert_eq!(
            speakable("Знак Брайля с точками 3-6, не", Lang::Ru),
            "Знак Брайля с точками 3 6, не"
        );
        // Not after a dots word, or not dots: as before.
        assert_eq!(speakable("score 1-0", Lang::En), "score one nil");
        assert_eq!(speakable("dots 1-0", Lang::En), "dots one nil");
        assert_eq!(speakable("ranks 1-2", Lang::En), "ranks 1-2");
    }

    /// Signs a speech engine reads aloud ("plus slash", seven slashes,
    /// "dash") in examples of the help and the usage messages.
    #[test]
    fn forfeits_fen_examples_and_dates_are_said_without_signs() {
        assert_eq!(
            speakable("the forfeits +/-, -/+, -/-.", Lang::En),
            "the forfeits plus minus, minus plus, minus minus."
        );
        assert_eq!(speakable("+/-", Lang::Ru), "плюс минус");
        assert_eq!(
            speakable(
                "zum Beispiel: aufstellen 4k3/8/8/8/8/8/8/4K2R w K - 0 1.",
                Lang::De
            ),
            "zum Beispiel: aufstellen eine Stellung in FEN w K - 0 1."
        );
        assert_eq!(
            speakable("for example 2026-12-01 10:00", Lang::En),
            "for example 2026 12 01 10:00"
        );
        // 0-0 in a list of scores is a score, alone it is castling.
        assert_eq!(
            speakable("Scores: 1-0, 0-1, 1/2-1/2, 0-0, and", Lang::En),
            "Scores: one nil, nil one, draw, nil nil, and"
        );
        assert_eq!(speakable("1-0 0-0", Lang::De), "eins zu null null zu null");
        assert_eq!(speakable("e4, 0-0", Lang::En), "E4, short castling");
        // Not a FEN, not a date: as written.
        assert_eq!(speakable("a/b", Lang::En), "a/b");
        assert_eq!(speakable("12-01", Lang::En), "12-01");
    }

    #[test]
    fn appendix_f_words_and_plain_text_pass_through() {
        let words = "Springer Gustav eins Felix drei";
        assert_eq!(speakable(words, Lang::De), words);
        for text in [
            "Bauer Eva zwei Eva vier",
            "Dame schlägt",
            "x",
            "a",
            "B",
            "42",
            "e9",
            "i4",
            "Kx",
        ] {
            assert_eq!(speakable(text, Lang::De), text);
            assert_eq!(speakable(text, Lang::En), text);
        }
        assert_eq!(speakable("", Lang::En), "");
    }
}
