//! Reading a typed braille move.
//!
//! The line becomes cells (Unicode braille, or Braille ASCII characters),
//! each run of cells gets every meaning the code gives it (a lattice: ⠖ is
//! rank 6 and a check sign, German ⠙ is file d and the queen), and a small
//! backtracking parser finds every way the cells form one move:
//!
//! ```text
//! move   = [number] [black] body [en-passant] [check|mate] [en-passant]
//! body   = castling
//!        | [piece|pawn] [file] [rank] [capture|hyphen] file rank [promotion-sign] [piece]
//! ```
//!
//! The body lies in one word (no spaces inside a move); a move number is a
//! whole first word.  Work is bounded by the line length and a step budget.

use shakmaty::{CastlingSide, Role};

use super::BrailleError;
use super::cells::{BrailleAscii, cell_of_char};
use super::code::{ChessCode, Tok};

/// Longest line read, in bytes; longer lines are refused before any work.
pub(crate) const MAX_LINE_BYTES: usize = 1024;
/// Most cells (blanks not counted) in one move line.
pub(crate) const MAX_CELLS: usize = 40;
/// Parser steps before giving up (never reached by real moves).
const STEP_BUDGET: u32 = 50_000;
/// Most readings kept.
const MAX_READINGS: usize = 8;

/// True when the line holds any Unicode braille character (U+2800..U+28FF),
/// i.e. it was typed on a braille display in Unicode mode.
///
/// ```
/// use braille::looks_like_braille;
///
/// assert!(looks_like_braille("⠎⠋⠒"));
/// assert!(!looks_like_braille("Nf3"));
/// ```
pub fn looks_like_braille(line: &str) -> bool {
    // Braille cells (U+2800 to U+28FF) are no ASCII: most lines are told
    // at once; in UTF-8 each cell starts with the bytes E2 A0 to E2 A3.
    !line.is_ascii()
        && line
            .as_bytes()
            .windows(2)
            .any(|w| w[0] == 0xE2 && (0xA0..=0xA3).contains(&w[1]))
}

/// Reads one typed braille move and returns it as English SAN ("Nf3",
/// "exd5", "O-O", "e8=Q", "Qh5+").  The line may be Unicode braille or
/// Braille ASCII, may start with a move number, and may carry blanks at
/// either end.  Cells that read as two different moves give
/// [`BrailleError::Ambiguous`] with both; [`decode_candidates`] returns them
/// for the position to choose.
///
/// ```
/// use braille::{ChessCode, decode_move};
///
/// let uk = ChessCode::builtin("uk")?;
/// assert_eq!(decode_move("⠎⠋⠒", &uk)?, "Nf3");
/// assert_eq!(decode_move("SF3", &uk)?, "Nf3"); // Braille ASCII
/// assert_eq!(decode_move("⠑⠰⠙⠢", &uk)?, "exd5");
/// assert_eq!(decode_move("⠴⠤⠴", &uk)?, "O-O");
/// assert_eq!(decode_move("⠑⠦⠟", &uk)?, "e8=Q");
///
/// let de = ChessCode::builtin("de")?;
/// assert_eq!(decode_move("⠇⠃⠢⠬", &de)?, "Bb5+");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn decode_move(line: &str, code: &ChessCode) -> Result<String, BrailleError> {
    let mut cells = LineCells::new();
    read_line(line, &mut cells)?;
    if let Some(san) = quick_parse(&cells, code) {
        return Ok(san);
    }
    let mut readings = parse_full(&cells, code)?;
    if readings.len() == 1 {
        Ok(readings.remove(0))
    } else {
        Err(BrailleError::Ambiguous { readings })
    }
}

/// Every reading of a typed braille move as English SAN (at least one).
///
/// In German piece letters D is both the queen and the file d: the
/// position must choose.
///
/// ```
/// use braille::{ChessCode, decode_candidates};
///
/// let de = ChessCode::builtin("de")?;
/// assert_eq!(decode_candidates("⠙⠭⠑⠢", &de)?, ["dxe5", "Qxe5"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn decode_candidates(line: &str, code: &ChessCode) -> Result<Vec<String>, BrailleError> {
    let mut cells = LineCells::new();
    read_line(line, &mut cells)?;
    parse(&cells, code)
}

/// The side a typed braille move names by its colour mark (BCA 2015 1.2:
/// dots 3-6 before a Black move, dots 4-6 before a White one; also "..."),
/// after a move number if one is given; `None` without a mark, for the
/// mark of either side (dots 5-6) and for a line that is no braille.
///
/// ```
/// use braille::{ChessCode, marked_side};
/// use shakmaty::Color;
///
/// let uk = ChessCode::builtin("uk")?;
/// assert_eq!(marked_side("⠤⠑⠢", &uk), Some(Color::Black));
/// assert_eq!(marked_side("⠑⠢", &uk), None);
/// # Ok::<(), braille::TableError>(())
/// ```
pub fn marked_side(line: &str, code: &ChessCode) -> Option<shakmaty::Color> {
    // Most lines (every algebraic move) start with a cell that begins no
    // colour mark and no number: told from the first character alone,
    // without reading the line into cells (the per-move path).
    let first = match line.as_bytes().first() {
        Some(&b) if b.is_ascii_graphic() => char::from(b),
        _ => line
            .trim_start_matches(|c: char| c.is_whitespace() || c == '\u{2800}')
            .chars()
            .next()?,
    };
    let bits = cell_of_char(first).or_else(|| BrailleAscii::standard().cell_of(first))? & 0x3F;
    if !code.may_start_mark(bits) {
        return None;
    }
    let mut cells = LineCells::new();
    read_line(line, &mut cells).ok()?;
    let first_word = cells.iter().take_while(|c| c.word == 0).count();
    let numbered = first_word < cells.len()
        && cells
            .iter()
            .take(first_word)
            .all(|c| code.is_number_cell(c.bits))
        && cells
            .iter()
            .take(first_word)
            .any(|c| code.is_digit_cell(c.bits));
    let body = cells.get(if numbered { first_word } else { 0 }..)?;
    let first = body.first()?.bits;
    // The longest mark that starts the move ("⠨⠨⠨" is Black's, "⠨" White's).
    let mut best: Option<(usize, shakmaty::Color)> = None;
    for (seq, tok) in code.patterns_from(first) {
        let side = match tok {
            Tok::Black => shakmaty::Color::Black,
            Tok::White => shakmaty::Color::White,
            _ => continue,
        };
        let fits = body.len() > seq.len()
            && body
                .iter()
                .zip(seq)
                .all(|(c, &b)| c.bits == b && Some(c.word) == body.first().map(|f| f.word));
        if fits && best.is_none_or(|(len, _)| seq.len() > len) {
            best = Some((seq.len(), side));
        }
    }
    best.map(|(_, side)| side)
}

/// Readings of bare cells (one word), for the writer's ambiguity check.
pub(crate) fn readings_of_bits(bits: &[u8], code: &ChessCode) -> Result<Vec<String>, BrailleError> {
    let cells: Vec<InCell> = bits
        .iter()
        .enumerate()
        .map(|(index, &b)| InCell {
            bits: b & 0x3F,
            index: u16::try_from(index).unwrap_or(u16::MAX),
            word: 0,
        })
        .collect();
    parse(&cells, code)
}

/// The cells of a line, on the stack: a line holds at most [`MAX_CELLS`].
struct LineCells {
    buf: [InCell; MAX_CELLS],
    len: usize,
}

impl LineCells {
    fn new() -> LineCells {
        LineCells {
            buf: [InCell {
                bits: 0,
                index: 0,
                word: 0,
            }; MAX_CELLS],
            len: 0,
        }
    }
}

impl std::ops::Deref for LineCells {
    type Target = [InCell];

    fn deref(&self) -> &[InCell] {
        self.buf.get(..self.len).unwrap_or(&[])
    }
}

#[derive(Clone, Copy, Debug)]
struct InCell {
    bits: u8,
    /// Character position in the line.
    index: u16,
    /// Word number (words are separated by blanks).
    word: u16,
}

/// Turns the line into cells, refusing what is not braille. The cells go
/// into the caller's buffer: returning the buffer by value copied it.
fn read_line(line: &str, cells: &mut LineCells) -> Result<(), BrailleError> {
    cells.len = 0;
    if line.len() > MAX_LINE_BYTES {
        return Err(BrailleError::TooLong {
            len: line.len(),
            max: MAX_LINE_BYTES,
        });
    }
    let line = line.trim_end_matches(['\r', '\n']);
    // Unicode mode when any non-blank braille cell is present.
    let unicode = line
        .chars()
        .any(|c| cell_of_char(c).is_some_and(|b| b & 0x3F != 0));
    let ascii = BrailleAscii::standard();
    let mut word = 0u16;
    let mut in_word = false;
    for (index, ch) in line.chars().enumerate() {
        // Blanks: space, tab, and other spaces such as the no-break space.
        let bits = if ch == '\t' || (ch.is_whitespace() && !ch.is_control()) {
            None
        } else if ch.is_control() {
            return Err(BrailleError::ControlChar {
                index,
                code: u32::from(ch),
            });
        } else if let Some(b) = cell_of_char(ch) {
            // Dots 7 and 8 (8-dot displays: capitals, cursor) are ignored.
            Some(b & 0x3F).filter(|&b| b != 0)
        } else if unicode {
            return Err(BrailleError::MixedScript { index, ch });
        } else if let Some(b) = ascii.cell_of(ch) {
            Some(b).filter(|&b| b != 0)
        } else {
            return Err(BrailleError::NotBraille { index, ch });
        };
        match bits {
            Some(bits) => {
                let Some(slot) = cells.buf.get_mut(cells.len) else {
                    return Err(BrailleError::TooLong {
                        len: cells.len + 1,
                        max: MAX_CELLS,
                    });
                };
                in_word = true;
                *slot = InCell {
                    bits,
                    index: u16::try_from(index).unwrap_or(u16::MAX),
                    word,
                };
                cells.len += 1;
            }
            None => {
                if in_word {
                    word += 1;
                }
                in_word = false;
            }
        }
    }
    if cells.is_empty() {
        return Err(BrailleError::Empty);
    }
    Ok(())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    Number,
    Black,
    Piece,
    FromFile,
    FromRank,
    Sep,
    ToFile,
    ToRank,
    PromoSign,
    PromoPiece,
    EnPassant,
    Suffix,
    Castle,
}

/// The grammar: each slot with "optional".
const NORMAL: [(Slot, bool); 14] = [
    (Slot::Number, true),
    (Slot::Black, true),
    (Slot::Piece, true),
    (Slot::FromFile, true),
    (Slot::FromRank, true),
    (Slot::Sep, true),
    (Slot::ToFile, false),
    (Slot::ToRank, false),
    (Slot::PromoSign, true),
    (Slot::PromoPiece, true),
    (Slot::EnPassant, true),
    (Slot::Suffix, true),
    (Slot::EnPassant, true),
    (Slot::Suffix, true),
];
const CASTLING: [(Slot, bool); 4] = [
    (Slot::Number, true),
    (Slot::Black, true),
    (Slot::Castle, false),
    (Slot::Suffix, true),
];

#[derive(Clone, Copy, Debug, Default)]
struct Acc {
    body_word: Option<usize>,
    castle: Option<CastlingSide>,
    role: Option<Role>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    capture: bool,
    from_to: bool,
    to_file: Option<u8>,
    to_rank: Option<u8>,
    promo_sign: bool,
    promo: Option<Role>,
    /// 1 = check, 2 = mate.
    suffix: u8,
}

impl Acc {
    fn apply(mut self, slot: Slot, tok: Tok, word: usize) -> Option<Acc> {
        let body = matches!(
            slot,
            Slot::Piece
                | Slot::FromFile
                | Slot::FromRank
                | Slot::Sep
                | Slot::ToFile
                | Slot::ToRank
                | Slot::PromoSign
                | Slot::PromoPiece
                | Slot::Castle
        );
        if body {
            match self.body_word {
                Some(w) if w != word => return None,
                _ => self.body_word = Some(word),
            }
        }
        match (slot, tok) {
            (Slot::Number, Tok::Number)
            | (Slot::Black, Tok::Black | Tok::White | Tok::MoveMark) => {}
            (Slot::Piece, Tok::Piece(r)) => self.role = Some(r),
            (Slot::Piece, Tok::Pawn) => {}
            (Slot::FromFile, Tok::File(f)) => self.from_file = Some(f),
            (Slot::FromRank, Tok::Rank(r)) => self.from_rank = Some(r),
            (Slot::Sep, Tok::Capture) => self.capture = true,
            (Slot::Sep, Tok::FromTo) => self.from_to = true,
            // BCA 2015: check, or capture and check, before the square.
            (Slot::Sep, Tok::CheckBefore) => self.suffix = 1,
            (Slot::Sep, Tok::CaptureCheck) => {
                self.capture = true;
                self.suffix = 1;
            }
            (Slot::ToFile, Tok::File(f)) => self.to_file = Some(f),
            (Slot::ToRank, Tok::Rank(r)) => self.to_rank = Some(r),
            (Slot::PromoSign, Tok::Promotion) => self.promo_sign = true,
            (Slot::PromoPiece, Tok::Piece(r)) => self.promo = Some(r),
            (Slot::EnPassant, Tok::EnPassant) => {}
            (Slot::Suffix, Tok::Check) if self.suffix == 0 => self.suffix = 1,
            (Slot::Suffix, Tok::Mate) if self.suffix == 0 => self.suffix = 2,
            (Slot::Castle, Tok::Castle(side)) => self.castle = Some(side),
            _ => return None,
        }
        Some(self)
    }

    /// The SAN text of a complete parse, or why it is no move.
    fn finish(&self) -> Result<String, BrailleError> {
        let mut san = String::new();
        if let Some(side) = self.castle {
            san.push_str(match side {
                CastlingSide::KingSide => "O-O",
                CastlingSide::QueenSide => "O-O-O",
            });
        } else {
            let (Some(to_file), Some(to_rank)) = (self.to_file, self.to_rank) else {
                return Err(BrailleError::Incomplete);
            };
            if self.promo_sign && self.promo.is_none() {
                return Err(BrailleError::Incomplete);
            }
            if self.from_to && (self.from_file.is_none() || self.from_rank.is_none()) {
                return Err(BrailleError::NotAMove);
            }
            if self.from_file == Some(to_file) && self.from_rank == Some(to_rank) {
                return Err(BrailleError::NotAMove);
            }
            let file_char = |f: u8| char::from(b'a' + f);
            let mut capture = self.capture;
            match self.role {
                None => {
                    match (self.from_file, self.from_rank) {
                        (None, Some(_)) => return Err(BrailleError::NotAMove),
                        (None, None) if self.capture => return Err(BrailleError::NotAMove),
                        (Some(f), rank) => {
                            let step = f.abs_diff(to_file);
                            // A pawn goes straight (only written in long
                            // notation, with its rank) or one file aside
                            // when it captures.
                            let straight_ok = step == 0 && rank.is_some() && !self.capture;
                            if !(straight_ok || step == 1) {
                                return Err(BrailleError::PawnFiles {
                                    from: file_char(f),
                                    to: file_char(to_file),
                                });
                            }
                            // In long notation the ranks must fit too: one
                            // rank forward, or two from its first rank.
                            if let Some(r) = rank {
                                let fits = match r.abs_diff(to_rank) {
                                    1 => r != 0 && r != 7,
                                    2 => {
                                        step == 0
                                            && ((r == 1 && to_rank == 3)
                                                || (r == 6 && to_rank == 4))
                                    }
                                    _ => false,
                                };
                                if !fits {
                                    return Err(BrailleError::PawnPath {
                                        from: format!("{}{}", file_char(f), r + 1),
                                        to: format!("{}{}", file_char(to_file), to_rank + 1),
                                    });
                                }
                            }
                            capture |= step == 1;
                        }
                        (None, None) => {}
                    }
                    let last_rank = to_rank == 0 || to_rank == 7;
                    match self.promo {
                        None if last_rank => return Err(BrailleError::PromotionMissing),
                        Some(Role::King | Role::Pawn) => {
                            return Err(BrailleError::PromotionNotAllowed);
                        }
                        Some(_) if !last_rank => return Err(BrailleError::PromotionNotAllowed),
                        _ => {}
                    }
                }
                Some(role) => {
                    if self.promo.is_some() {
                        return Err(BrailleError::PromotionNotAllowed);
                    }
                    san.push(role.upper_char());
                }
            }
            if let Some(f) = self.from_file {
                san.push(file_char(f));
            }
            if let Some(r) = self.from_rank {
                san.push(char::from(b'1' + r));
            }
            if capture {
                san.push('x');
            }
            san.push(file_char(to_file));
            san.push(char::from(b'1' + to_rank));
            if let Some(p) = self.promo {
                san.push('=');
                san.push(p.upper_char());
            }
        }
        match self.suffix {
            1 => san.push('+'),
            2 => san.push('#'),
            _ => {}
        }
        Ok(san)
    }
}

struct Parser<'a> {
    cells: &'a [InCell],
    /// Meanings starting at each position, with their length in cells.
    lattice: Vec<Vec<(Tok, usize)>>,
    readings: Vec<String>,
    semantic: Option<BrailleError>,
    furthest: usize,
    steps: u32,
}

impl Parser<'_> {
    fn walk(&mut self, grammar: &[(Slot, bool)], pos: usize, k: usize, acc: Acc) {
        self.steps += 1;
        if self.steps > STEP_BUDGET || self.readings.len() >= MAX_READINGS {
            return;
        }
        self.furthest = self.furthest.max(pos);
        let Some(&(slot, optional)) = grammar.get(k) else {
            if pos == self.cells.len() {
                match acc.finish() {
                    Ok(san) => {
                        if !self.readings.contains(&san) {
                            self.readings.push(san);
                        }
                    }
                    Err(e) => {
                        self.semantic.get_or_insert(e);
                    }
                }
            }
            return;
        };
        if optional {
            self.walk(grammar, pos, k + 1, acc);
        }
        let (Some(alternatives), Some(cell)) = (self.lattice.get(pos), self.cells.get(pos)) else {
            return;
        };
        let word = usize::from(cell.word);
        for i in 0..alternatives.len() {
            let Some(&(tok, len)) = self.lattice.get(pos).and_then(|a| a.get(i)) else {
                break;
            };
            if let Some(next) = acc.apply(slot, tok, word) {
                self.walk(grammar, pos + len, k + 1, next);
            }
        }
    }
}

/// The one meaning of a single cell here, using the cell before it to
/// tell a rank from a check sign (UK ⠖ is both "6" and "+"). `None` when
/// the cell has no single-cell meaning or several that context cannot
/// settle. The pawn letter (German B, also the b-file) counts only at the
/// start of the move, where the grammar allows it.
fn single_meaning(
    code: &ChessCode,
    bits: u8,
    after_file: bool,
    at_start: bool,
    next: Option<u8>,
) -> Option<Tok> {
    let mut found: Option<Tok> = None;
    let mut piece: Option<Tok> = None;
    for (seq, tok) in code.patterns_from(bits) {
        if seq.len() != 1 {
            continue;
        }
        let fits = match tok {
            Tok::Rank(_) => after_file,
            Tok::Check | Tok::Mate => !after_file,
            Tok::Pawn | Tok::Black | Tok::White | Tok::MoveMark => at_start,
            // Signs inside a move (BCA 2015 dots 5-6: a capture inside, the
            // mark of a move at its start).
            Tok::Capture | Tok::CheckBefore | Tok::CaptureCheck => !at_start,
            _ => true,
        };
        if !fits {
            continue;
        }
        if let Tok::Piece(_) | Tok::Pawn = tok {
            piece = Some(*tok);
            continue;
        }
        if found.is_some_and(|f| f != *tok) {
            return None;
        }
        found = Some(*tok);
    }
    match (found, piece) {
        (f, None) => f,
        (None, p) => p,
        // German D is the queen and the d-file, B the pawn letter and the
        // b-file: a rank next makes it the file ("d5"); otherwise the full
        // parser decides.
        (Some(Tok::File(f)), Some(p)) => {
            let single = |n: u8| {
                code.patterns_from(n)
                    .filter(|(seq, _)| seq.len() == 1)
                    .map(|(_, t)| *t)
            };
            // A rank next: the file ("d5"). A file next that no pawn on
            // this file can capture towards: the piece ("Dh5", "DD3" for
            // Qd3, "BD4" for the pawn move d4). A neighbouring file ("Dc2"
            // or the pawn capture "dc2") is for the position to decide, so
            // the full parser reads it.
            if next.is_some_and(|n| single(n).all(|t| matches!(t, Tok::Rank(_) | Tok::Check))) {
                return Some(Tok::File(f));
            }
            // The next cell's file, when it can only be a file or a piece
            // letter (a piece cannot follow a piece, so there it is a file).
            let next_file = next.and_then(|n| {
                let mut file = None;
                for t in single(n) {
                    match t {
                        Tok::File(x) => file = Some(x),
                        Tok::Piece(_) | Tok::Pawn => {}
                        _ => return None,
                    }
                }
                file
            });
            match next_file {
                Some(x) if x.abs_diff(f) != 1 => Some(p),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The common move in one pass — [piece] [from file] [from rank]
/// [capture] file rank [promotion piece] [check or mate] — when every cell
/// has one meaning in this code. Anything else goes to the full parser,
/// which gives the same reading for these (the round-trip tests hold both
/// to it) and explains what is wrong with the rest.
fn quick_parse(cells: &[InCell], code: &ChessCode) -> Option<String> {
    if cells.len() > 8 || cells.iter().any(|c| c.word != 0) {
        return None;
    }
    // Castling written alone: one of the code's castling patterns.
    let first = cells.first()?.bits;
    for (seq, tok) in code.patterns_from(first) {
        if let Tok::Castle(side) = tok
            && seq.len() == cells.len()
            && cells.iter().map(|c| c.bits).eq(seq.iter().copied())
        {
            return Some(match side {
                CastlingSide::KingSide => "O-O".to_string(),
                CastlingSide::QueenSide => "O-O-O".to_string(),
            });
        }
    }
    // Mate written with a two-cell sign (⠬⠬, ++).
    let mut cells = cells;
    let mut suffix = "";
    if let [rest @ .., a, b] = cells
        && code
            .patterns_from(a.bits)
            .any(|(seq, tok)| *tok == Tok::Mate && seq.as_slice() == [a.bits, b.bits])
    {
        suffix = "#";
        cells = rest;
    }
    // A piece written with its mark in front (German ⠰⠙ for the queen,
    // where ⠙ alone is also the d-file): a two-cell piece pattern.
    let mut lead: Option<Role> = None;
    if let [a, b, rest @ ..] = cells
        && let Some(r) = code.patterns_from(a.bits).find_map(|(seq, tok)| match tok {
            Tok::Piece(r) if seq.as_slice() == [a.bits, b.bits] => Some(*r),
            _ => None,
        })
    {
        lead = Some(r);
        cells = rest;
    }
    let mut toks = [Tok::Black; 8];
    let mut after_file = false;
    // After a marked piece or the pawn letter, a letter cell is a file.
    let mut file_next = lead.is_some();
    for (i, (slot, c)) in toks.iter_mut().zip(cells).enumerate() {
        if file_next {
            file_next = false;
            let t = code.patterns_from(c.bits).find_map(|(seq, tok)| match tok {
                Tok::File(_) | Tok::Capture | Tok::CheckBefore | Tok::CaptureCheck
                    if seq.len() == 1 =>
                {
                    Some(*tok)
                }
                _ => None,
            });
            let t = t?;
            after_file = matches!(t, Tok::File(_));
            *slot = t;
            continue;
        }
        let next = cells.get(i + 1).map(|n| n.bits);
        let at_start = i == 0 && lead.is_none();
        let t = single_meaning(code, c.bits, after_file, at_start, next)?;
        after_file = matches!(t, Tok::File(_));
        file_next = t == Tok::Pawn;
        *slot = t;
    }
    let mut toks = &toks[..cells.len()];
    if suffix.is_empty() {
        match toks {
            [rest @ .., Tok::Check] => (suffix, toks) = ("+", rest),
            [rest @ .., Tok::Mate] => (suffix, toks) = ("#", rest),
            _ => {}
        }
    }
    let letter = |r: Role| r.upper_char();
    let mut san = String::with_capacity(8);
    if let Some(r) = lead {
        san.push(letter(r));
    } else if let [Tok::Piece(r), rest @ ..] = toks {
        san.push(letter(*r));
        toks = rest;
    } else if let [Tok::Pawn, rest @ ..] = toks {
        // The pawn letter is read, never written in SAN.
        toks = rest;
    }
    let mut promo = None;
    if let [rest @ .., Tok::Piece(r)] = toks {
        promo = Some(*r);
        toks = rest;
    }
    let [body @ .., Tok::File(f), Tok::Rank(r)] = toks else {
        return None;
    };
    // BCA 2015: check, or capture and check, written before the square.
    let mut check_before = false;
    let mut sep = [Tok::Capture; 2];
    let body: &[Tok] = match body {
        [rest @ .., last @ (Tok::CheckBefore | Tok::CaptureCheck)] => {
            if !suffix.is_empty() {
                return None;
            }
            check_before = true;
            let n = rest.len();
            if n > 1 {
                return None;
            }
            sep[..n].copy_from_slice(rest);
            let len = if *last == Tok::CaptureCheck { n + 1 } else { n };
            &sep[..len]
        }
        _ => body,
    };
    if check_before {
        suffix = "+";
    }
    let piece = !san.is_empty();
    // What the full parser refuses with a reason, it must say itself.
    let last_rank = *r == 0 || *r == 7;
    match promo {
        None if !piece && last_rank => return None,
        Some(Role::King | Role::Pawn) => return None,
        Some(_) if piece || !last_rank => return None,
        _ => {}
    }
    if let [Tok::File(x), ..] = body
        && !piece
        && x.abs_diff(*f) != 1
    {
        return None;
    }
    match (body, piece) {
        ([], _) => {}
        ([Tok::Capture], true) => san.push('x'),
        // A pawn that changes file captures, written or not.
        ([Tok::File(x)], false) | ([Tok::File(x), Tok::Capture], false) => {
            san.push(char::from(b'a' + x));
            san.push('x');
        }
        ([Tok::File(x)], true) => san.push(char::from(b'a' + x)),
        ([Tok::File(x), Tok::Capture], true) => {
            san.push(char::from(b'a' + x));
            san.push('x');
        }
        ([Tok::Rank(x)], true) => san.push(char::from(b'1' + x)),
        ([Tok::Rank(x), Tok::Capture], true) => {
            san.push(char::from(b'1' + x));
            san.push('x');
        }
        // Long forms and the rest: the full parser.
        _ => return None,
    }
    san.push(char::from(b'a' + f));
    san.push(char::from(b'1' + r));
    if let Some(p) = promo {
        san.push('=');
        san.push(letter(p));
    }
    san.push_str(suffix);
    shakmaty::san::SanPlus::from_ascii(san.as_bytes()).ok()?;
    Some(san)
}

fn parse(cells: &[InCell], code: &ChessCode) -> Result<Vec<String>, BrailleError> {
    if let Some(san) = quick_parse(cells, code) {
        return Ok(vec![san]);
    }
    parse_full(cells, code)
}

/// The full parser: every reading the grammar allows, or the best reason.
fn parse_full(cells: &[InCell], code: &ChessCode) -> Result<Vec<String>, BrailleError> {
    let n = cells.len();
    let mut lattice: Vec<Vec<(Tok, usize)>> = vec![Vec::new(); n];
    for (pos, alternatives) in lattice.iter_mut().enumerate() {
        let first = cells.get(pos).map_or(0, |c| c.bits);
        for (seq, tok) in code.patterns_from(first) {
            let Some(window) = cells.get(pos..pos + seq.len()) else {
                continue;
            };
            let same_word = window
                .iter()
                .all(|c| Some(c.word) == window.first().map(|f| f.word));
            if same_word
                && window.iter().map(|c| c.bits).eq(seq.iter().copied())
                && !alternatives.contains(&(*tok, seq.len()))
            {
                alternatives.push((*tok, seq.len()));
            }
        }
    }
    // A first word of digits and periods, followed by more, is a move number.
    let first_word: Vec<&InCell> = cells.iter().take_while(|c| c.word == 0).collect();
    let has_more = first_word.len() < n;
    if has_more
        && first_word.iter().all(|c| code.is_number_cell(c.bits))
        && first_word.iter().any(|c| code.is_digit_cell(c.bits))
        && let Some(alternatives) = lattice.first_mut()
    {
        alternatives.push((Tok::Number, first_word.len()));
    }

    let mut parser = Parser {
        cells,
        lattice,
        readings: Vec::new(),
        semantic: None,
        furthest: 0,
        steps: 0,
    };
    parser.walk(&CASTLING, 0, 0, Acc::default());
    parser.walk(&NORMAL, 0, 0, Acc::default());
    if !parser.readings.is_empty() {
        return Ok(parser.readings);
    }
    if parser.steps > STEP_BUDGET {
        return Err(BrailleError::TooLong {
            len: n,
            max: MAX_CELLS,
        });
    }
    if let Some(e) = parser.semantic {
        return Err(e);
    }
    let Some(cell) = cells.get(parser.furthest) else {
        return Err(BrailleError::Incomplete);
    };
    let known = code
        .patterns()
        .iter()
        .any(|(seq, _)| seq.contains(&cell.bits))
        || code.is_number_cell(cell.bits);
    let new_word = parser.furthest > 0
        && cells
            .get(parser.furthest - 1)
            .is_some_and(|p| p.word != cell.word);
    Err(if new_word {
        BrailleError::ExtraWord {
            index: usize::from(cell.index),
        }
    } else if known {
        BrailleError::Misplaced {
            cell: cell.bits,
            index: usize::from(cell.index),
        }
    } else {
        BrailleError::UnknownCell {
            cell: cell.bits,
            index: usize::from(cell.index),
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uk() -> ChessCode {
        ChessCode::builtin("uk").unwrap()
    }
    fn de() -> ChessCode {
        ChessCode::builtin("de").unwrap()
    }

    #[test]
    fn colour_marks_are_found_before_a_move_and_after_a_number() {
        use shakmaty::Color::{Black, White};
        let c = uk();
        let cases = [
            ("⠤⠑⠢", Some(Black)),
            ("⠀⠤⠑⠢", Some(Black)),
            (" -e5", Some(Black)),
            ("⠨⠑⠲", Some(White)),
            (".e4", Some(White)),
            ("⠨⠨⠨⠑⠢", Some(Black)),
            ("⠂⠆ ⠤⠑⠢", Some(Black)),
            ("12 -e5", Some(Black)),
            ("⠑⠲", None),
            ("e4", None),
            ("Nf3", None),
            ("Springer Gustav eins Felix drei", None),
            ("", None),
        ];
        for (line, side) in cases {
            assert_eq!(marked_side(line, &c), side, "{line:?}");
        }
    }

    #[test]
    fn plain_moves_in_both_forms() {
        let c = uk();
        let cases = [
            ("⠑⠲", "e4", "e4"),
            ("⠎⠋⠒", "sf3", "Nf3"),
            ("⠑⠭⠙⠢", "exd5", "exd5"),
            ("⠇⠃⠢", "lb5", "Bb5"),
            ("⠗⠁⠙⠂", "rad1", "Rad1"),
            ("⠎⠂⠙⠆", "s1d2", "N1d2"),
            ("⠟⠓⠢⠬", "qh5+", "Qh5+"),
            ("⠟⠭⠋⠶⠬⠬", "qxf7++", "Qxf7#"),
            ("⠅⠑⠆", "ke2", "Ke2"),
            ("⠑⠦⠟", "e8q", "e8=Q"),
            ("⠙⠭⠉⠂⠎", "dxc1s", "dxc1=N"),
            ("⠴⠤⠴", "0-0", "O-O"),
            ("⠴⠤⠴⠤⠴", "0-0-0", "O-O-O"),
        ];
        for (unicode, ascii, san) in cases {
            assert_eq!(decode_move(unicode, &c).as_deref(), Ok(san), "{unicode}");
            assert_eq!(decode_move(ascii, &c).as_deref(), Ok(san), "{ascii}");
            assert_eq!(
                decode_move(&ascii.to_uppercase(), &c).as_deref(),
                Ok(san),
                "{ascii}"
            );
        }
    }

    #[test]
    fn bca_2015_signs_are_read() {
        let c = uk();
        // Unicode cells, Braille ASCII, SAN.
        let cases = [
            ("⠗⠰⠋⠲", "r;f4", "Rxf4"),
            ("⠉⠰⠙⠢", "c;d5", "cxd5"),
            ("⠘⠋⠢", "^f5", "f5+"),
            ("⠗⠸⠋⠲", "r_f4", "Rxf4+"),
            ("⠎⠉⠑⠢", "sce5", "Nce5"),
            ("⠎⠃⠂⠉⠒", "sb1c3", "Nb1c3"),
            ("⠗⠑⠦⠜⠍", "re8>m", "Re8#"),
            ("⠟⠰⠋⠶⠜⠍", "q;f7>m", "Qxf7#"),
            ("⠑⠲⠜⠏", "e4>p", "e4+"),
            ("⠘⠑⠦⠟", "^e8q", "e8=Q+"),
            ("⠃⠸⠁⠂⠎", "b_a1s", "bxa1=N+"),
            ("⠴⠤⠴⠜⠍", "0-0>m", "O-O#"),
            ("⠟⠓⠲⠘⠑⠂", "qh4^e1", "Qh4e1+"),
            ("⠟⠓⠲⠸⠑⠂", "qh4_e1", "Qh4xe1+"),
            ("⠑⠸⠙⠢", "e_d5", "exd5+"),
            ("⠗⠁⠘⠙⠂", "ra^d1", "Rad1+"),
            ("⠗⠂⠰⠁⠒", "r1;a3", "R1xa3"),
            // 1.1 and 1.2: dots 5-6 before a move of either side, 4-6
            // before White's, 3-6 before Black's.
            ("⠰⠑⠲", ";e4", "e4"),
            ("⠨⠑⠲", ".e4", "e4"),
            ("⠤⠑⠢", "-e5", "e5"),
            ("⠰⠎⠋⠒", ";sf3", "Nf3"),
            ("⠨⠗⠰⠋⠲", ".r;f4", "Rxf4"),
            ("⠆ ⠎⠋⠒", "2 sf3", "Nf3"),
        ];
        for (unicode, ascii, san) in cases {
            assert_eq!(decode_move(unicode, &c).as_deref(), Ok(san), "{unicode}");
            assert_eq!(decode_move(ascii, &c).as_deref(), Ok(san), "{ascii}");
            assert_eq!(
                decode_move(&ascii.to_uppercase(), &c).as_deref(),
                Ok(san),
                "{ascii}"
            );
        }
        // Check said twice, a capture sign at the start, marks inside.
        for bad in ["⠘⠋⠢⠬", "⠘⠋⠢⠜⠍", "⠰⠰⠑⠲", "⠑⠨⠲", "⠸⠋⠢"] {
            assert!(decode_move(bad, &c).is_err(), "{bad}");
        }
    }

    #[test]
    fn accepted_alternatives() {
        let c = uk();
        let cases = [
            ("⠕⠤⠕", "O-O"),
            ("⠕⠤⠕⠤⠕", "O-O-O"),
            ("⠴⠴", "O-O"),
            ("⠕⠤⠕⠬", "O-O+"),
            ("⠟⠓⠢⠖", "Qh5+"),
            ("⠟⠓⠢⠐⠖", "Qh5+"),
            ("⠟⠓⠢⠼", "Qh5#"),
            ("⠟⠓⠢⠖⠖", "Qh5#"),
            ("⠑⠖", "e6"),
            ("⠑⠖⠖", "e6+"),
            ("⠑⠖⠖⠖", "e6#"),
            ("⠑⠦⠿⠟", "e8=Q"),
            ("⠑⠦⠐⠶⠗", "e8=R"),
            ("⠑⠦⠌⠇", "e8=B"),
            ("⠝⠋⠒", "Nf3"),
            ("⠑⠱⠙⠢", "exd5"),
            ("⠑⠙⠢", "exd5"),
            ("⠑⠆⠤⠑⠲", "e2e4"),
            ("⠎⠛⠂⠤⠋⠒", "Ng1f3"),
            ("⠑⠭⠙⠖⠑⠏", "exd6"),
            ("⠑⠭⠙⠖ ⠑⠨⠏⠨", "exd6"),
            ("⠑⠼⠙", "e4"),
            ("⠰⠎⠋⠒", "Nf3"),
            ("⠠⠎⠋⠒", "Nf3"),
            ("⠂ ⠑⠲", "e4"),
            ("⠂⠆⠲ ⠎⠋⠒", "Nf3"),
            ("⠂⠨⠨⠨ ⠑⠢", "e5"),
            ("⠤⠎⠋⠖", "Nf6"),
            ("⠀⠑⠲⠀", "e4"),
            ("⡑⠲", "e4"),
            ("⢑⣲", "e4"),
        ];
        for (unicode, san) in cases {
            assert_eq!(decode_move(unicode, &c).as_deref(), Ok(san), "{unicode}");
        }
        let ascii = [
            ("Qxf7#", "Qxf7#"),
            ("Qh5+", "Qh5+"),
            ("e8=Q", "e8=Q"),
            ("O-O-O", "O-O-O"),
            ("12. Nf3", "Nf3"),
            ("1... e5", "e5"),
            ("e4:d5", "e4xd5"),
            ("exd6 e.p.", "exd6"),
            ("  e4\r\n", "e4"),
            ("\te4", "e4"),
            ("12.\u{a0}Nf3", "Nf3"),
        ];
        for (line, san) in ascii {
            assert_eq!(decode_move(line, &c).as_deref(), Ok(san), "{line}");
        }
    }

    #[test]
    fn german_letters() {
        let c = de();
        let cases = [
            ("⠎⠋⠒", "Nf3"),
            ("⠞⠁⠙⠂", "Rad1"),
            ("⠇⠃⠢", "Bb5"),
            ("⠙⠙⠂", "Qd1"),
            ("⠙⠓⠢⠬", "Qh5+"),
            ("⠙⠭⠁⠢", "Qxa5"),
            ("⠰⠙⠭⠑⠢", "Qxe5"),
            ("⠃⠙⠭⠑⠢", "dxe5"),
            ("⠃⠑⠲", "e4"),
            ("⠃⠭⠉⠢", "bxc5"),
            ("⠙⠭⠑⠦⠙", "dxe8=Q"),
            ("⠙⠭⠑⠦", "Qxe8"),
            ("⠑⠦⠞", "e8=R"),
            ("⠙⠲", "d4"),
        ];
        for (unicode, san) in cases {
            assert_eq!(decode_move(unicode, &c).as_deref(), Ok(san), "{unicode}");
        }
        assert_eq!(decode_move("Sf3", &c).as_deref(), Ok("Nf3"));
        assert_eq!(decode_move("Dxf7#", &c).as_deref(), Ok("Qxf7#"));
        // Queen or d-pawn: both readings are returned.
        let both = decode_candidates("⠙⠭⠑⠢", &c).unwrap();
        assert_eq!(both.len(), 2);
        assert!(both.contains(&"Qxe5".to_string()) && both.contains(&"dxe5".to_string()));
        assert!(matches!(
            decode_move("⠙⠭⠑⠢", &c),
            Err(BrailleError::Ambiguous { .. })
        ));
    }

    #[test]
    fn errors_name_the_cell() {
        let c = uk();
        assert_eq!(decode_move("", &c), Err(BrailleError::Empty));
        assert_eq!(decode_move(" ⠀ ", &c), Err(BrailleError::Empty));
        assert_eq!(decode_move("⠎⠋", &c), Err(BrailleError::Incomplete));
        assert_eq!(decode_move("⠎", &c), Err(BrailleError::Incomplete));
        assert_eq!(decode_move("⠑⠦⠿", &c), Err(BrailleError::Incomplete));
        // ⠹ (dots 1-4-5-6) is no chess sign.
        assert_eq!(
            decode_move("⠎⠹⠒", &c),
            Err(BrailleError::UnknownCell {
                cell: 0b11_1001,
                index: 1
            })
        );
        let msg = decode_move("⠎⠹⠒", &c).unwrap_err().to_string();
        assert!(
            msg.contains("1-4-5-6") && msg.contains("Position 2"),
            "{msg}"
        );
        // ⠭ (capture) cannot start a move.
        assert_eq!(decode_move("⠭⠑⠲", &c), Err(BrailleError::NotAMove));
        assert_eq!(
            decode_move("⠎⠋⠒⠒", &c),
            Err(BrailleError::Misplaced {
                cell: 0x12,
                index: 3
            })
        );
        assert_eq!(
            decode_move("⠑⠲ ⠑⠢", &c),
            Err(BrailleError::ExtraWord { index: 3 })
        );
        assert_eq!(
            decode_move("⠎ ⠋⠒", &c),
            Err(BrailleError::ExtraWord { index: 2 })
        );
        assert_eq!(decode_move("⠑⠦", &c), Err(BrailleError::PromotionMissing));
        assert_eq!(
            decode_move("⠑⠢⠟", &c),
            Err(BrailleError::PromotionNotAllowed)
        );
        assert_eq!(
            decode_move("⠎⠑⠦⠟", &c),
            Err(BrailleError::PromotionNotAllowed)
        );
        assert_eq!(
            decode_move("⠑⠦⠅", &c),
            Err(BrailleError::PromotionNotAllowed)
        );
        assert_eq!(
            decode_move("⠁⠭⠙⠢", &c),
            Err(BrailleError::PawnFiles { from: 'a', to: 'd' })
        );
        assert_eq!(
            decode_move("⠙⠙⠢", &c),
            Err(BrailleError::PawnFiles { from: 'd', to: 'd' })
        );
        assert_eq!(
            decode_move("⠙⠂⠤⠙⠖", &c),
            Err(BrailleError::PawnPath {
                from: "d1".into(),
                to: "d6".into()
            })
        );
        assert_eq!(
            decode_move("⠑⠒⠑⠢", &c),
            Err(BrailleError::PawnPath {
                from: "e3".into(),
                to: "e5".into()
            })
        );
        assert_eq!(decode_move("⠑⠶⠑⠢", &c).as_deref(), Ok("e7e5"));
        assert_eq!(decode_move("⠑⠲⠙⠢", &c).as_deref(), Ok("e4xd5"));
        // Found by the fuzzer: German "D1-D6" was read as the pawn move
        // d1d6, whose written cells ⠙⠂⠙⠖ also read as d1=Q+ and Q1d6.
        let de = de();
        assert_eq!(
            decode_candidates("D1-D6", &de),
            Err(BrailleError::PawnPath {
                from: "d1".into(),
                to: "d6".into()
            })
        );
        assert_eq!(decode_candidates("⠙⠂⠙⠖", &de).unwrap().len(), 2);
        assert_eq!(crate::encode_move("Q1d6", &de).to_unicode(), "⠰⠙⠂⠙⠖");
        assert_eq!(
            decode_move("⠑⠲x", &c),
            Err(BrailleError::MixedScript { index: 2, ch: 'x' })
        );
        assert_eq!(
            decode_move("e⠲", &c),
            Err(BrailleError::MixedScript { index: 0, ch: 'e' })
        );
        assert_eq!(
            decode_move("e\u{7}4", &c),
            Err(BrailleError::ControlChar { index: 1, code: 7 })
        );
        assert_eq!(
            decode_move("⠑\u{0}⠲", &c),
            Err(BrailleError::ControlChar { index: 1, code: 0 })
        );
        assert_eq!(
            decode_move("\u{85}e4", &c),
            Err(BrailleError::ControlChar {
                index: 0,
                code: 0x85
            })
        );
        assert_eq!(
            decode_move("eä4", &c),
            Err(BrailleError::NotBraille { index: 1, ch: 'ä' })
        );
        assert!(matches!(
            decode_move(&"⠑".repeat(41), &c),
            Err(BrailleError::TooLong { .. })
        ));
    }

    #[test]
    fn huge_lines_are_refused_at_once() {
        let c = uk();
        let big = "⠑⠲".repeat(200_000);
        assert!(matches!(
            decode_move(&big, &c),
            Err(BrailleError::TooLong {
                max: MAX_LINE_BYTES,
                ..
            })
        ));
        let spaces = " ".repeat(1 << 20);
        assert!(matches!(
            decode_move(&spaces, &c),
            Err(BrailleError::TooLong { .. })
        ));
        assert!(looks_like_braille(&big));
        assert!(!looks_like_braille(&spaces));
        assert!(looks_like_braille("e4 ⠀"));
        assert!(!looks_like_braille("e4"));
    }

    #[test]
    fn every_meaningful_cell_pair_is_safe() {
        // Every pair and triple of six-dot cells: no panic, and any success
        // is SAN that shakmaty reads.
        for code in [uk(), de()] {
            for a in 1..64u8 {
                for b in 0..64u8 {
                    for c in [0u8, 0x02, 0x16, 0x3C, 0x2C, 0x1F] {
                        let bits: Vec<u8> = [a, b, c].into_iter().filter(|&x| x != 0).collect();
                        if let Ok(readings) = readings_of_bits(&bits, &code) {
                            for san in readings {
                                assert!(
                                    shakmaty::san::SanPlus::from_ascii(san.as_bytes()).is_ok(),
                                    "{san}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn quick_path_agrees_with_the_full_parser() {
        // Every sequence of up to four single cells that mean something in
        // chess braille: where the quick path answers, the full parser must
        // give exactly that one reading.
        for name in ["uk", "de"] {
            let code = ChessCode::builtin(name).unwrap();
            // Every cell that begins a pattern (piece marks too).
            let alphabet: Vec<u8> = (1u8..64)
                .filter(|b| code.patterns_from(*b).next().is_some())
                .collect();
            let mut checked = 0;
            let mut seqs: Vec<Vec<u8>> = alphabet.iter().map(|b| vec![*b]).collect();
            for _ in 0..3 {
                let mut next = Vec::new();
                for s in &seqs {
                    for b in &alphabet {
                        let mut t = s.clone();
                        t.push(*b);
                        next.push(t);
                    }
                }
                seqs.extend(next);
                seqs.dedup();
            }
            for seq in seqs.iter().filter(|s| s.len() <= 4) {
                let cells: Vec<InCell> = seq
                    .iter()
                    .enumerate()
                    .map(|(index, &bits)| InCell {
                        bits,
                        index: u16::try_from(index).unwrap(),
                        word: 0,
                    })
                    .collect();
                if let Some(quick) = quick_parse(&cells, &code) {
                    checked += 1;
                    assert_eq!(
                        parse_full(&cells, &code),
                        Ok(vec![quick.clone()]),
                        "{name} {seq:?}"
                    );
                }
            }
            assert!(checked > 100, "{name}: {checked}");
        }
    }
}
