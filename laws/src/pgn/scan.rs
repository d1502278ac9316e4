//! A lexical pass over PGN bytes that cuts the input into games and finds
//! movetext tokens that are not moves.
//!
//! `pgn-reader` is lenient by design: a token it cannot read as SAN is
//! skipped without telling the visitor. A blind player importing a game must
//! hear *which* token was wrong, not a confusing "illegal move" two moves
//! later, so this pass finds such tokens first. It cuts games at exactly the
//! places where `pgn-reader` 0.29 ends a game (a line break followed by `[`
//! or by an empty line, outside comments), so each piece can be handed to the
//! reader alone and the token counts of both passes agree.

use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;

/// Longest piece of user text kept in an error (tokens, FEN strings).
const MAX_QUOTED: usize = 40;

/// Annotation glyphs that may stand alone in movetext besides NAGs.
const GLYPHS: &[&str] = &[
    "=", "+=", "=+", "+/=", "=/+", "+/-", "-/+", "+-", "-+", "±", "∓", "⩲", "⩱", "∞", "=/∞", "∞/=",
    "□", "N", "Δ", "→", "↑", "⇆", "⊕", "⊥", "…", "ep",
];

/// Game termination markers, with the dash variants `pgn-reader` accepts.
const RESULTS: &[&str] = &[
    "1-0",
    "0-1",
    "1/2-1/2",
    "1/2",
    "½-½",
    "1–0",
    "0–1",
    "1/2–1/2",
    "½–½",
    "1—0",
    "0—1",
    "1/2—1/2",
    "½—½",
];

/// A token in the main line that is neither a move, a move number, a result,
/// a NAG nor an annotation glyph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct BadToken {
    /// How many main-line moves come before it.
    pub before_moves: usize,
    /// The token, shortened for messages.
    pub token: String,
}

/// A main-line move written in UCI with a promotion letter ("e7e8q"),
/// which `pgn-reader` skips as no SAN: the importer plays it in its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct UciToken {
    /// How many main-line moves come before it.
    pub before_moves: usize,
    pub uci: UciMove,
    /// The token, shortened for messages.
    pub token: String,
}

/// One game's bytes and the first bad token in its main line, if any.
#[derive(Debug)]
pub(super) struct Chunk<'a> {
    pub bytes: &'a [u8],
    pub bad: Option<BadToken>,
    pub uci: Vec<UciToken>,
}

/// Iterator over the games of a PGN text, lazily, so huge inputs are never
/// copied.
pub(super) struct Chunks<'a> {
    input: &'a [u8],
    pos: usize,
}

pub(super) fn chunks(input: &[u8]) -> Chunks<'_> {
    Chunks { input, pos: 0 }
}

impl<'a> Iterator for Chunks<'a> {
    type Item = Chunk<'a>;

    fn next(&mut self) -> Option<Chunk<'a>> {
        let input = self.input;
        let mut i = self.pos;
        if input.get(i..)?.starts_with(b"\xef\xbb\xbf") {
            i += 3;
        }
        i = skip_whitespace(input, i, true);
        if i >= input.len() {
            self.pos = input.len();
            return None;
        }
        let start = i;
        i = skip_tags(input, i);
        let (end, bad, uci) = scan_movetext(input, i);
        self.pos = end;
        Some(Chunk {
            bytes: input.get(start..end).unwrap_or_default(),
            bad,
            uci,
        })
    }
}

/// Same bytes as `pgn_reader`'s private `is_token_end`.
fn is_token_end(byte: u8) -> bool {
    matches!(
        byte,
        b' ' | b'\t'
            | b'\n'
            | b'\r'
            | b'{'
            | b'}'
            | b'('
            | b')'
            | b'!'
            | b'?'
            | b'$'
            | b';'
            | b'.'
            | b'*'
    )
}

fn find(input: &[u8], from: usize, needle: u8) -> Option<usize> {
    input
        .get(from..)?
        .iter()
        .position(|&b| b == needle)
        .map(|p| from + p)
}

fn find_any(input: &[u8], from: usize, needles: &[u8]) -> Option<usize> {
    input
        .get(from..)?
        .iter()
        .position(|b| needles.contains(b))
        .map(|p| from + p)
}

/// Mirrors `Reader::skip_whitespace`: blanks, line breaks and `%` escape lines.
fn skip_whitespace(input: &[u8], mut i: usize, mut new_line: bool) -> usize {
    while let Some(&ch) = input.get(i) {
        match ch {
            b' ' | b'\t' | b'\r' => i += 1,
            b'\n' => {
                new_line = true;
                i += 1;
            }
            b'%' if new_line => i = find(input, i, b'\n').map_or(input.len(), |p| p + 1),
            _ => break,
        }
    }
    i
}

/// Mirrors `Reader::skip_ket`: the end of one tag pair.
fn skip_ket(input: &[u8], mut i: usize) -> usize {
    while let Some(&ch) = input.get(i) {
        match ch {
            b' ' | b'\t' | b'\r' => i += 1,
            b']' => return skip_whitespace(input, i + 1, false),
            b'\n' => return skip_whitespace(input, i + 1, true),
            _ => break,
        }
    }
    i
}

/// Mirrors `Reader::read_tags`: any number of `[Name "value"]` pairs.
fn skip_tags(input: &[u8], mut i: usize) -> usize {
    while input.get(i) == Some(&b'[') {
        i += 1;
        match find_any(input, i, b"\"\n]") {
            Some(q) if input.get(q) == Some(&b'"') => {
                let mut k = q + 1;
                i = loop {
                    match find_any(input, k, b"\\\"\n") {
                        Some(m) if input.get(m) == Some(&b'"') => break m + 1,
                        Some(m) if input.get(m) == Some(&b'\n') => break m,
                        Some(m) => k = (m + 2).min(input.len()),
                        None => break input.len(),
                    }
                };
                i = skip_ket(input, i);
            }
            Some(eol) => i = skip_ket(input, eol + 1),
            None => i = input.len(),
        }
    }
    i
}

/// Mirrors `Reader::read_movetext` and `Reader::skip_variation`: returns where
/// the game ends, the first bad main-line token and the UCI promotions
/// before it.
fn scan_movetext(input: &[u8], mut i: usize) -> (usize, Option<BadToken>, Vec<UciToken>) {
    let mut depth = 0usize;
    let mut moves = 0usize;
    let mut bad = None;
    let mut ucis = Vec::new();
    while let Some(&ch) = input.get(i) {
        match ch {
            b'{' => i = find(input, i + 1, b'}').map_or(input.len(), |p| p + 1),
            b';' => i = find(input, i + 1, b'\n').unwrap_or(input.len()),
            b'\n' => {
                i += 1;
                match input.get(i) {
                    Some(b'%') => i = find(input, i, b'\n').unwrap_or(input.len()),
                    Some(b'[' | b'\n') => break,
                    Some(b'\r') => {
                        i += 1;
                        if input.get(i) == Some(&b'\n') {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            b'(' => {
                depth += 1;
                i += 1;
            }
            b')' => {
                depth = depth.saturating_sub(1);
                i += 1;
            }
            _ if is_token_end(ch) => i += 1,
            _ if input.get(i..).is_some_and(|rest| rest.starts_with(b"e.p.")) => i += 4,
            _ => {
                let end = input
                    .get(i..)
                    .and_then(|rest| rest.iter().position(|&b| is_token_end(b)))
                    .map_or(input.len(), |p| i + p);
                let token = input.get(i..end).unwrap_or_default();
                if depth == 0 && bad.is_none() {
                    match classify(token) {
                        Token::Move => moves += 1,
                        Token::Other => {}
                        Token::Bad => match UciMove::from_ascii(token) {
                            Ok(uci) => {
                                ucis.push(UciToken {
                                    before_moves: moves,
                                    uci,
                                    token: quote(token),
                                });
                                moves += 1;
                            }
                            Err(_) => {
                                bad = Some(BadToken {
                                    before_moves: moves,
                                    token: quote(token),
                                })
                            }
                        },
                    }
                }
                i = end;
            }
        }
    }
    (i, bad, ucis)
}

#[derive(Debug, PartialEq, Eq)]
enum Token {
    Move,
    Other,
    Bad,
}

fn classify(token: &[u8]) -> Token {
    if RESULTS.iter().any(|r| r.as_bytes() == token) || GLYPHS.iter().any(|g| g.as_bytes() == token)
    {
        return Token::Other;
    }
    let bare = token
        .strip_suffix(b"+")
        .or_else(|| token.strip_suffix(b"#"))
        .unwrap_or(token);
    if bare == b"0-0" || bare == b"0-0-0" {
        return Token::Move;
    }
    // `pgn-reader` skips leading move-number digits glued to a move ("1e4").
    let rest = match token.iter().position(|b| !b.is_ascii_digit()) {
        None => return Token::Other,
        Some(p) => token.get(p..).unwrap_or_default(),
    };
    if SanPlus::from_ascii(rest).is_ok() {
        Token::Move
    } else {
        Token::Bad
    }
}

/// User text for an error message: lossy UTF-8, at most [`MAX_QUOTED`] characters.
pub(super) fn quote(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    shorten(&text)
}

pub(super) fn shorten(text: &str) -> String {
    if text.chars().count() <= MAX_QUOTED {
        text.to_string()
    } else {
        let mut short: String = text.chars().take(MAX_QUOTED).collect();
        short.push('…');
        short
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(text: &str) -> Vec<(String, Option<BadToken>)> {
        chunks(text.as_bytes())
            .map(|c| (String::from_utf8_lossy(c.bytes).into_owned(), c.bad))
            .collect()
    }

    #[test]
    fn cuts_at_tag_line_and_blank_line() {
        let games = all("[A \"1\"]\n\n1. e4 e5 1-0\n[B \"2\"]\n1. d4 *\n\n1. c4 *\n");
        assert_eq!(games.len(), 3);
        assert!(games[0].0.contains("e4") && !games[0].0.contains("d4"));
        assert!(games[1].0.starts_with("[B"));
        assert!(games[2].0.starts_with("1. c4"));
    }

    #[test]
    fn blank_line_inside_comment_does_not_cut() {
        let games = all("1. e4 {one\n\n[two]} e5 *\n");
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].1, None);
    }

    #[test]
    fn classifies_tokens() {
        assert_eq!(classify(b"Nf3"), Token::Move);
        assert_eq!(classify(b"exd6"), Token::Move);
        assert_eq!(classify(b"e8=N#"), Token::Move);
        assert_eq!(classify(b"0-0-0+"), Token::Move);
        assert_eq!(classify(b"O-O"), Token::Move);
        assert_eq!(classify(b"12"), Token::Other);
        assert_eq!(classify(b"1/2-1/2"), Token::Other);
        assert_eq!(classify("±".as_bytes()), Token::Other);
        assert_eq!(classify(b"Qz9"), Token::Bad);
        assert_eq!(classify(b"hello"), Token::Bad);
        assert_eq!(classify(b"Nf3x"), Token::Bad);
    }

    #[test]
    fn finds_first_bad_main_line_token_only() {
        let games = all("1. e4 (1. d4 xyz) e5 2. Nf3 Qz9 3. Bb5 junk *");
        assert_eq!(
            games[0].1,
            Some(BadToken {
                before_moves: 3,
                token: "Qz9".into()
            })
        );
    }

    #[test]
    fn ignores_comments_escapes_and_ep_marks() {
        let games =
            all("% escape line\n1. e4 ; rest of line xyz\nd5 2. e5 f5 3. exf6 e.p. {junk xyz} *");
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].1, None);
    }

    #[test]
    fn long_garbage_is_shortened() {
        let long = "x".repeat(10_000);
        let games = all(&long);
        let bad = games[0].1.as_ref().map(|b| b.token.chars().count());
        assert_eq!(bad, Some(MAX_QUOTED + 1));
    }
}
