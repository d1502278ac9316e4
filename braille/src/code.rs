//! A chess braille code: which cells stand for files, ranks, pieces and
//! signs.  Loaded from `braille/chess-*.toml` or from a user's TOML text.

use serde::Deserialize;
use shakmaty::{CastlingSide, Role};

use super::TableError;
use super::cells::{Cells, cell_of_char, dots_label};

/// Names of the built-in codes, for `ChessCode::builtin`.
pub(crate) const BUILTIN_CODES: [&str; 2] = ["uk", "de"];

const UK_TOML: &str = include_str!("../chess-uk.toml");
const DE_TOML: &str = include_str!("../chess-de.toml");

/// What a run of cells means inside a move (input side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tok {
    File(u8),
    Rank(u8),
    Piece(Role),
    /// The optional pawn letter (German B).
    Pawn,
    Capture,
    Check,
    Mate,
    Promotion,
    FromTo,
    EnPassant,
    Castle(CastlingSide),
    Black,
    /// The White-move mark before a move (BCA 2015 1.2: dots 4-6).
    White,
    /// The mark before a move of either side (BCA 2015 1.1: dots 5-6).
    MoveMark,
    /// Check written before the destination square (BCA 2015: dots 4-5).
    CheckBefore,
    /// Capture and check in one sign before the destination square (BCA
    /// 2015: dots 4-5-6).
    CaptureCheck,
    /// A whole first word of digits and periods: a move number.
    Number,
}

/// Words of the scoresheet header, in the code's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labels {
    /// "White" (the white player's name follows).
    pub white: String,
    /// "Black".
    pub black: String,
    /// "Event".
    pub event: String,
    /// "Date".
    pub date: String,
    /// "Result".
    pub result: String,
    /// "Time control".
    pub time_control: String,
    /// "Start position" (a game set up from a position).
    pub start: String,
}

/// A chess braille code: the cells of files, ranks, pieces and signs, the
/// marks of diagrams and the words of a scoresheet's header.  Built in from
/// `braille/chess-uk.toml` and `braille/chess-de.toml`, or read from a
/// user's file; `docs/braille.md` describes the codes and the TOML format.
///
/// ```
/// use braille::ChessCode;
/// use shakmaty::{File, Rank};
///
/// let uk = ChessCode::builtin("uk")?;
/// assert_eq!(uk.name(), "uk");
/// assert_eq!(uk.file_cell(File::F), 0x0B); // ⠋, dots 1-2-4
/// assert_eq!(uk.rank_cell(Rank::Third), 0x12); // ⠒, the lower digit 3
/// assert_eq!(uk.labels().white, "White");
///
/// let de = ChessCode::builtin("de")?;
/// assert_eq!(de.labels().white, "Weiß");
/// # Ok::<(), braille::TableError>(())
/// ```
#[derive(Clone, Debug)]
pub struct ChessCode {
    name: String,
    title: String,
    files: [u8; 8],
    ranks: [u8; 8],
    digits: [u8; 10],
    /// Written piece cells: king, queen, rook, bishop, knight.
    pieces: [(Role, Vec<u8>); 5],
    pawn: Option<Vec<u8>>,
    capture: Vec<u8>,
    check: Vec<u8>,
    mate: Vec<u8>,
    castle_short: Vec<u8>,
    castle_long: Vec<u8>,
    promotion: Vec<u8>,
    piece_mark: Vec<u8>,
    /// Written before the destination square of a checking move instead of
    /// `check` after it (BCA 2015); empty: `check` follows the move.
    check_before: Vec<u8>,
    /// Written before the destination square of a capture that checks, in
    /// place of `capture` and `check_before` (BCA 2015).
    capture_check: Vec<u8>,
    /// Every cell sequence that is read, with its meaning.
    patterns: Vec<(Vec<u8>, Tok)>,
    /// Indices into `patterns`, by the six-dot value of their first cell.
    by_first: Vec<Vec<usize>>,
    /// Cells that may make up a move number word (digits and periods).
    number_cells: Vec<u8>,
    /// Bit `c` set: a line starting with six-dot cell `c` may carry a
    /// colour mark (the cell begins one, or a move number).
    mark_starts: u64,
    diagram_pawn: u8,
    empty_light: u8,
    empty_dark: u8,
    white_bits: u8,
    forsyth_white: Vec<u8>,
    /// Written before the first move of a score when it is Black's (BCA
    /// 1.2: dots 3-6, print's three periods).
    black_mark: Vec<u8>,
    /// The move marks of an analysis (`[marks]`): the separator written
    /// between a move and its mark, and the cells of "?" and "!".
    marks: MarkCells,
    labels: Labels,
}

/// The cells of the move marks ("?", "!" and their pairs) of a code.
#[derive(Clone, Debug)]
pub(crate) struct MarkCells {
    /// Written between the move and its mark (BCA 1.4: dots 3-4-5); may be
    /// empty.
    pub(crate) separator: Vec<u8>,
    /// The question mark.
    pub(crate) question: Vec<u8>,
    /// The exclamation mark.
    pub(crate) exclamation: Vec<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CodeFile {
    name: String,
    title: String,
    files: Vec<String>,
    ranks: Vec<String>,
    digits: Vec<String>,
    pieces: PiecesFile,
    signs: SignsFile,
    #[serde(default)]
    input: InputFile,
    diagram: DiagramFile,
    forsyth: ForsythFile,
    scoresheet: LabelsFile,
    #[serde(default)]
    marks: MarksFile,
}

/// `[marks]`: optional; a table without it writes the `uk` cells.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MarksFile {
    #[serde(default = "default_mark_separator")]
    separator: String,
    #[serde(default = "default_question")]
    question: String,
    #[serde(default = "default_exclamation")]
    exclamation: String,
}

impl Default for MarksFile {
    fn default() -> MarksFile {
        MarksFile {
            separator: default_mark_separator(),
            question: default_question(),
            exclamation: default_exclamation(),
        }
    }
}

fn default_mark_separator() -> String {
    "⠜".into()
}

fn default_question() -> String {
    "⠦".into()
}

fn default_exclamation() -> String {
    "⠖".into()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PiecesFile {
    king: String,
    queen: String,
    rook: String,
    bishop: String,
    knight: String,
    pawn: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SignsFile {
    capture: String,
    check: String,
    mate: String,
    castle_short: String,
    castle_long: String,
    #[serde(default)]
    promotion: String,
    piece_mark: String,
    number_sign: String,
    number_ranks: Vec<String>,
    #[serde(default)]
    check_before: String,
    #[serde(default)]
    capture_check: String,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct InputFile {
    #[serde(default)]
    king: Vec<String>,
    #[serde(default)]
    queen: Vec<String>,
    #[serde(default)]
    rook: Vec<String>,
    #[serde(default)]
    bishop: Vec<String>,
    #[serde(default)]
    knight: Vec<String>,
    #[serde(default)]
    pawn: Vec<String>,
    #[serde(default)]
    capture: Vec<String>,
    #[serde(default)]
    check: Vec<String>,
    #[serde(default)]
    mate: Vec<String>,
    #[serde(default)]
    castle_short: Vec<String>,
    #[serde(default)]
    castle_long: Vec<String>,
    #[serde(default)]
    promotion: Vec<String>,
    #[serde(default)]
    piece_mark: Vec<String>,
    #[serde(default)]
    from_to: Vec<String>,
    #[serde(default)]
    en_passant: Vec<String>,
    #[serde(default)]
    number_end: Vec<String>,
    #[serde(default)]
    black_move: Vec<String>,
    #[serde(default)]
    white_move: Vec<String>,
    #[serde(default)]
    move_mark: Vec<String>,
    #[serde(default)]
    check_before: Vec<String>,
    #[serde(default)]
    capture_check: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DiagramFile {
    pawn: String,
    empty_light: String,
    empty_dark: String,
    white_dot: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ForsythFile {
    white_prefix: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LabelsFile {
    white: String,
    black: String,
    event: String,
    date: String,
    result: String,
    #[serde(default = "default_time_control")]
    time_control: String,
    #[serde(default = "default_start")]
    start: String,
}

fn default_time_control() -> String {
    "Time control".into()
}

fn default_start() -> String {
    "Start position".into()
}

/// Parses one table entry: Unicode braille, or dot-number groups.
pub(crate) fn parse_cells(field: &str, text: &str) -> Result<Vec<u8>, TableError> {
    let bad = || TableError::Cell {
        field: field.to_string(),
        value: text.to_string(),
    };
    if text.chars().any(|c| cell_of_char(c).is_some()) {
        return text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| cell_of_char(c).map(|b| b & 0x3F).ok_or_else(bad))
            .collect();
    }
    let mut out = Vec::new();
    for group in text.split_whitespace() {
        if group == "0" {
            out.push(0);
            continue;
        }
        let mut bits = 0u8;
        for c in group.chars().filter(|&c| c != '-') {
            let dot = c
                .to_digit(10)
                .filter(|d| (1..=6).contains(d))
                .ok_or_else(bad)?;
            let bit = 1u8 << (dot - 1);
            if bits & bit != 0 {
                return Err(bad());
            }
            bits |= bit;
        }
        if bits == 0 {
            return Err(bad());
        }
        out.push(bits);
    }
    Ok(out)
}

fn one_cell(field: &str, text: &str) -> Result<u8, TableError> {
    match parse_cells(field, text)?.as_slice() {
        [b] if *b != 0 => Ok(*b),
        _ => Err(TableError::Cell {
            field: field.to_string(),
            value: text.to_string(),
        }),
    }
}

fn cell_list<const N: usize>(field: &str, list: &[String]) -> Result<[u8; N], TableError> {
    if list.len() != N {
        return Err(TableError::Count {
            field: field.to_string(),
            expected: N,
            found: list.len(),
        });
    }
    let mut out = [0u8; N];
    for (slot, text) in out.iter_mut().zip(list) {
        *slot = one_cell(field, text)?;
    }
    for (i, a) in out.iter().enumerate() {
        if out.iter().skip(i + 1).any(|b| b == a) {
            return Err(TableError::Clash {
                first: field.to_string(),
                second: field.to_string(),
                cells: dots_label(*a),
            });
        }
    }
    Ok(out)
}

fn sequence(field: &str, text: &str, may_be_empty: bool) -> Result<Vec<u8>, TableError> {
    let cells = parse_cells(field, text)?;
    if (cells.is_empty() && !may_be_empty) || cells.contains(&0) {
        return Err(TableError::Cell {
            field: field.to_string(),
            value: text.to_string(),
        });
    }
    Ok(cells)
}

fn label_of(seq: &[u8]) -> String {
    seq.iter()
        .map(|&b| dots_label(b))
        .collect::<Vec<_>>()
        .join(" ")
}

impl ChessCode {
    /// A built-in code by name: "uk" (also "en", "chess-uk") or "de"
    /// (also "chess-de").
    ///
    /// ```
    /// use braille::{ChessCode, TableError};
    ///
    /// assert_eq!(ChessCode::builtin("chess-de")?.name(), "de");
    /// assert_eq!(
    ///     ChessCode::builtin("fr").unwrap_err(),
    ///     TableError::UnknownCode("fr".into())
    /// );
    /// # Ok::<(), TableError>(())
    /// ```
    pub fn builtin(name: &str) -> Result<ChessCode, TableError> {
        match name.trim().to_ascii_lowercase().as_str() {
            "uk" | "en" | "chess-uk" => ChessCode::from_toml(UK_TOML),
            "de" | "chess-de" => ChessCode::from_toml(DE_TOML),
            _ => Err(TableError::UnknownCode(name.to_string())),
        }
    }

    /// Loads a code from TOML text in the format of `braille/chess-uk.toml`.
    /// Refuses a table whose cells collide in ways a move could not be read.
    ///
    /// ```
    /// use braille::{ChessCode, TableError, decode_move};
    ///
    /// let path = concat!(env!("CARGO_MANIFEST_DIR"), "/chess-uk.toml");
    /// let text = std::fs::read_to_string(path).unwrap();
    /// // A club's copy with another name.
    /// let club = ChessCode::from_toml(&text.replace("name = \"uk\"", "name = \"club\""))?;
    /// assert_eq!(club.name(), "club");
    /// assert_eq!(decode_move("⠎⠋⠒", &club)?, "Nf3");
    ///
    /// assert!(matches!(ChessCode::from_toml("name = 1"), Err(TableError::Toml(_))));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_toml(text: &str) -> Result<ChessCode, TableError> {
        let f: CodeFile = toml::from_str(text).map_err(|e| TableError::Toml(e.to_string()))?;
        let files: [u8; 8] = cell_list("files", &f.files)?;
        let ranks: [u8; 8] = cell_list("ranks", &f.ranks)?;
        let digits: [u8; 10] = cell_list("digits", &f.digits)?;
        let number_ranks: [u8; 8] = cell_list("signs.number_ranks", &f.signs.number_ranks)?;
        if let Some(c) = files.iter().find(|c| ranks.contains(c)) {
            return Err(TableError::Clash {
                first: "files".into(),
                second: "ranks".into(),
                cells: dots_label(*c),
            });
        }
        let p = &f.pieces;
        let pieces = [
            (Role::King, vec![one_cell("pieces.king", &p.king)?]),
            (Role::Queen, vec![one_cell("pieces.queen", &p.queen)?]),
            (Role::Rook, vec![one_cell("pieces.rook", &p.rook)?]),
            (Role::Bishop, vec![one_cell("pieces.bishop", &p.bishop)?]),
            (Role::Knight, vec![one_cell("pieces.knight", &p.knight)?]),
        ];
        let pawn = match &p.pawn {
            Some(t) => Some(vec![one_cell("pieces.pawn", t)?]),
            None => None,
        };
        let s = &f.signs;
        let capture = sequence("signs.capture", &s.capture, false)?;
        let check = sequence("signs.check", &s.check, false)?;
        let mate = sequence("signs.mate", &s.mate, false)?;
        let castle_short = sequence("signs.castle_short", &s.castle_short, false)?;
        let castle_long = sequence("signs.castle_long", &s.castle_long, false)?;
        let promotion = sequence("signs.promotion", &s.promotion, true)?;
        let piece_mark = sequence("signs.piece_mark", &s.piece_mark, false)?;
        let number_sign = sequence("signs.number_sign", &s.number_sign, false)?;
        let check_before = sequence("signs.check_before", &s.check_before, true)?;
        let capture_check = sequence("signs.capture_check", &s.capture_check, true)?;
        if check_before.is_empty() != capture_check.is_empty() {
            return Err(TableError::Value {
                field: "signs.capture_check".into(),
                reason: "check_before and capture_check are given together".into(),
            });
        }

        // Every sequence that is read, with its meaning and the field it came
        // from (for clash messages).
        let mut named: Vec<(String, Vec<u8>, Tok)> = Vec::new();
        for (i, &c) in files.iter().enumerate() {
            named.push(("files".into(), vec![c], Tok::File(i as u8)));
        }
        for (i, &c) in ranks.iter().enumerate() {
            named.push(("ranks".into(), vec![c], Tok::Rank(i as u8)));
        }
        for (i, &c) in number_ranks.iter().enumerate() {
            let mut seq = number_sign.clone();
            seq.push(c);
            named.push(("signs.number_ranks".into(), seq, Tok::Rank(i as u8)));
        }
        let inp = &f.input;
        let marks: Vec<Vec<u8>> = std::iter::once(Ok(piece_mark.clone()))
            .chain(
                inp.piece_mark
                    .iter()
                    .map(|t| sequence("input.piece_mark", t, false)),
            )
            .collect::<Result<_, _>>()?;
        let alt_pieces = [&inp.king, &inp.queen, &inp.rook, &inp.bishop, &inp.knight];
        let role_names = ["king", "queen", "rook", "bishop", "knight"];
        for (((role, cells), alts), name) in pieces.iter().zip(alt_pieces).zip(role_names) {
            let field = format!("pieces.{name}");
            let mut all = vec![cells.clone()];
            for t in alts {
                all.push(vec![one_cell(&format!("input.{name}"), t)?]);
            }
            for seq in all {
                for m in &marks {
                    let mut marked = m.clone();
                    marked.extend_from_slice(&seq);
                    named.push((field.clone(), marked, Tok::Piece(*role)));
                }
                named.push((field.clone(), seq, Tok::Piece(*role)));
            }
        }
        if let Some(pw) = &pawn {
            named.push(("pieces.pawn".into(), pw.clone(), Tok::Pawn));
        }
        for t in &inp.pawn {
            named.push((
                "input.pawn".into(),
                vec![one_cell("input.pawn", t)?],
                Tok::Pawn,
            ));
        }
        let mut signs = |field: &str,
                         first: Option<&Vec<u8>>,
                         alts: &[String],
                         tok: Tok|
         -> Result<(), TableError> {
            if let Some(seq) = first.filter(|s| !s.is_empty()) {
                named.push((format!("signs.{field}"), seq.clone(), tok));
            }
            for t in alts {
                named.push((
                    format!("input.{field}"),
                    sequence(&format!("input.{field}"), t, false)?,
                    tok,
                ));
            }
            Ok(())
        };
        signs("capture", Some(&capture), &inp.capture, Tok::Capture)?;
        signs("check", Some(&check), &inp.check, Tok::Check)?;
        signs("mate", Some(&mate), &inp.mate, Tok::Mate)?;
        signs(
            "castle_short",
            Some(&castle_short),
            &inp.castle_short,
            Tok::Castle(CastlingSide::KingSide),
        )?;
        signs(
            "castle_long",
            Some(&castle_long),
            &inp.castle_long,
            Tok::Castle(CastlingSide::QueenSide),
        )?;
        signs(
            "promotion",
            Some(&promotion),
            &inp.promotion,
            Tok::Promotion,
        )?;
        signs("from_to", None, &inp.from_to, Tok::FromTo)?;
        signs("en_passant", None, &inp.en_passant, Tok::EnPassant)?;
        signs("black_move", None, &inp.black_move, Tok::Black)?;
        signs("white_move", None, &inp.white_move, Tok::White)?;
        signs("move_mark", None, &inp.move_mark, Tok::MoveMark)?;
        signs(
            "check_before",
            Some(&check_before),
            &inp.check_before,
            Tok::CheckBefore,
        )?;
        signs(
            "capture_check",
            Some(&capture_check),
            &inp.capture_check,
            Tok::CaptureCheck,
        )?;

        // A sequence may have two meanings only where the grammar of a move
        // tells them apart: file/piece (German D), rank/check (⠖), and the
        // signs that stand in different places (hyphen, mate/number sign).
        for (i, (fa, sa, ta)) in named.iter().enumerate() {
            for (fb, sb, tb) in named.iter().skip(i + 1) {
                if sa == sb && ta != tb && !compatible(*ta, *tb) {
                    return Err(TableError::Clash {
                        first: fa.clone(),
                        second: fb.clone(),
                        cells: label_of(sa),
                    });
                }
            }
        }

        let mut number_cells = digits.to_vec();
        for t in &inp.number_end {
            number_cells.push(one_cell("input.number_end", t)?);
        }

        let patterns: Vec<(Vec<u8>, Tok)> = named.into_iter().map(|(_, s, t)| (s, t)).collect();
        let mut by_first: Vec<Vec<usize>> = vec![Vec::new(); 64];
        for (i, (seq, _)) in patterns.iter().enumerate() {
            if let Some(list) = seq
                .first()
                .and_then(|&c| by_first.get_mut(usize::from(c & 0x3F)))
            {
                list.push(i);
            }
        }

        let mut mark_starts = 0u64;
        for (seq, tok) in &patterns {
            if let (Some(&c), Tok::Black | Tok::White) = (seq.first(), tok) {
                mark_starts |= 1 << (c & 0x3F);
            }
        }
        for &c in &number_cells {
            mark_starts |= 1 << (c & 0x3F);
        }

        let d = &f.diagram;
        let diagram_pawn = one_cell("diagram.pawn", &d.pawn)?;
        let empty_light = one_cell("diagram.empty_light", &d.empty_light)?;
        let empty_dark = one_cell("diagram.empty_dark", &d.empty_dark)?;
        let white_bits = match d.white_dot {
            7 => 0x40,
            8 => 0x80,
            _ => {
                return Err(TableError::Value {
                    field: "diagram.white_dot".into(),
                    reason: "must be 7 or 8".into(),
                });
            }
        };
        let board_cells: Vec<u8> = pieces
            .iter()
            .map(|(_, c)| c.first().copied().unwrap_or(0))
            .chain([diagram_pawn])
            .collect();
        for (i, a) in board_cells.iter().enumerate() {
            if board_cells.iter().skip(i + 1).any(|b| b == a)
                || *a == empty_light
                || *a == empty_dark
            {
                return Err(TableError::Clash {
                    first: "diagram".into(),
                    second: "pieces".into(),
                    cells: dots_label(*a),
                });
            }
        }
        if empty_light == empty_dark {
            return Err(TableError::Clash {
                first: "diagram.empty_light".into(),
                second: "diagram.empty_dark".into(),
                cells: dots_label(empty_light),
            });
        }
        let forsyth_white = sequence("forsyth.white_prefix", &f.forsyth.white_prefix, true)?;
        // The first Black-move mark read is the one written (BCA: ⠤).
        let black_mark = match inp.black_move.first() {
            Some(text) => sequence("input.black_move", text, false)?,
            None => vec![0x24],
        };
        let marks = MarkCells {
            separator: sequence("marks.separator", &f.marks.separator, true)?,
            question: sequence("marks.question", &f.marks.question, false)?,
            exclamation: sequence("marks.exclamation", &f.marks.exclamation, false)?,
        };
        let l = f.scoresheet;
        Ok(ChessCode {
            name: f.name,
            title: f.title,
            files,
            ranks,
            digits,
            pieces,
            pawn,
            capture,
            check,
            mate,
            castle_short,
            castle_long,
            promotion,
            piece_mark,
            check_before,
            capture_check,
            by_first,
            patterns,
            number_cells,
            mark_starts,
            diagram_pawn,
            empty_light,
            empty_dark,
            white_bits,
            forsyth_white,
            black_mark,
            marks,
            labels: Labels {
                white: l.white,
                black: l.black,
                event: l.event,
                date: l.date,
                result: l.result,
                time_control: l.time_control,
                start: l.start,
            },
        })
    }

    /// Short name ("uk", "de").
    pub fn name(&self) -> &str {
        &self.name
    }

    /// One-line description.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// Scoresheet header words.
    pub fn labels(&self) -> &Labels {
        &self.labels
    }

    /// The cell of a file.
    pub fn file_cell(&self, file: shakmaty::File) -> u8 {
        self.files.get(usize::from(file)).copied().unwrap_or(0)
    }

    /// The cell of a rank (a lower digit in the built-in codes).
    pub fn rank_cell(&self, rank: shakmaty::Rank) -> u8 {
        self.ranks.get(usize::from(rank)).copied().unwrap_or(0)
    }

    /// The cells of a decimal number (move numbers, counts).
    pub(crate) fn number_cells(&self, n: usize) -> Cells {
        let text = n.to_string();
        let bits: Vec<u8> = text
            .bytes()
            .filter_map(|b| self.digits.get(usize::from(b - b'0')).copied())
            .collect();
        Cells::from_bits(&bits)
    }

    /// The written cells of a piece; `None` for a pawn when the code has no
    /// pawn letter.
    pub(crate) fn piece_cells(&self, role: Role) -> Option<&[u8]> {
        if role == Role::Pawn {
            return self.pawn.as_deref();
        }
        self.pieces
            .iter()
            .find(|(r, _)| *r == role)
            .map(|(_, c)| c.as_slice())
    }

    pub(crate) fn piece_or_pawn(&self, role: Role) -> u8 {
        match self.piece_cells(role) {
            Some([c, ..]) if role != Role::Pawn => *c,
            _ => self.diagram_pawn,
        }
    }

    pub(crate) fn capture(&self) -> &[u8] {
        &self.capture
    }
    pub(crate) fn check(&self) -> &[u8] {
        &self.check
    }
    pub(crate) fn mate(&self) -> &[u8] {
        &self.mate
    }
    pub(crate) fn castle(&self, side: CastlingSide) -> &[u8] {
        match side {
            CastlingSide::KingSide => &self.castle_short,
            CastlingSide::QueenSide => &self.castle_long,
        }
    }
    pub(crate) fn promotion(&self) -> &[u8] {
        &self.promotion
    }
    pub(crate) fn piece_mark(&self) -> &[u8] {
        &self.piece_mark
    }
    /// The check sign written before the destination square; empty when
    /// the code writes `check` after the move.
    pub(crate) fn check_before(&self) -> &[u8] {
        &self.check_before
    }
    /// The sign of a capture that checks, before the destination square.
    pub(crate) fn capture_check(&self) -> &[u8] {
        &self.capture_check
    }
    pub(crate) fn patterns(&self) -> &[(Vec<u8>, Tok)] {
        &self.patterns
    }
    /// The patterns whose first cell is `first`.
    pub(crate) fn patterns_from(&self, first: u8) -> impl Iterator<Item = &(Vec<u8>, Tok)> {
        self.by_first
            .get(usize::from(first & 0x3F))
            .into_iter()
            .flatten()
            .filter_map(|&i| self.patterns.get(i))
    }
    /// True when a line whose first cell is `bits` may start with a colour
    /// mark, directly or after a move number.
    pub(crate) fn may_start_mark(&self, bits: u8) -> bool {
        self.mark_starts & (1 << (bits & 0x3F)) != 0
    }
    pub(crate) fn is_number_cell(&self, bits: u8) -> bool {
        self.number_cells.contains(&bits)
    }
    pub(crate) fn is_digit_cell(&self, bits: u8) -> bool {
        self.digits.contains(&bits)
    }
    pub(crate) fn empty_square(&self, dark: bool) -> u8 {
        if dark {
            self.empty_dark
        } else {
            self.empty_light
        }
    }
    /// The cells written before a score's first move when it is Black's.
    pub(crate) fn black_mark(&self) -> &[u8] {
        &self.black_mark
    }

    /// The cells of the move marks.
    pub(crate) fn marks(&self) -> &MarkCells {
        &self.marks
    }

    pub(crate) fn white_bits(&self) -> u8 {
        self.white_bits
    }
    pub(crate) fn forsyth_white(&self) -> &[u8] {
        &self.forsyth_white
    }
    pub(crate) fn count_cell(&self, n: usize) -> u8 {
        self.digits.get(n).copied().unwrap_or(0)
    }
}

/// Meanings that may share cells because the grammar of a move tells them
/// apart (see `decode.rs`): a file and a piece letter (German D and B) by
/// what follows, a rank and a check sign (⠖) by whether the square is
/// already complete, the hyphen of long notation and the Black-move mark by
/// their place before or inside the move, and the BCA 2015 dots 5-6 that
/// mark a move at its start and a capture inside it.
fn compatible(a: Tok, b: Tok) -> bool {
    use Tok::*;
    let pair = |x: Tok, y: Tok| {
        matches!(
            (x, y),
            (File(_), Piece(_) | Pawn)
                | (Rank(_), Check | Mate)
                | (FromTo, Black)
                | (Capture, MoveMark)
        )
    };
    pair(a, b) || pair(b, a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{File, Rank};

    fn uk() -> ChessCode {
        ChessCode::builtin("uk").unwrap()
    }

    #[test]
    fn uk_entries_have_the_bca_dots() {
        let c = uk();
        // Files are the letters a-h: dots as in the braille alphabet.
        let files = [
            "1", "1-2", "1-4", "1-4-5", "1-5", "1-2-4", "1-2-4-5", "1-2-5",
        ];
        for (f, dots) in File::ALL.iter().zip(files) {
            assert_eq!(dots_label(c.file_cell(*f)), dots, "file {f:?}");
        }
        // Ranks are the lower digits 1-8.
        let ranks = [
            "2", "2-3", "2-5", "2-5-6", "2-6", "2-3-5", "2-3-5-6", "2-3-6",
        ];
        for (r, dots) in Rank::ALL.iter().zip(ranks) {
            assert_eq!(dots_label(c.rank_cell(*r)), dots, "rank {r:?}");
        }
        // K = k 1-3, Q = q 1-2-3-4-5, R = r 1-2-3-5, B = l 1-2-3, N = s 2-3-4.
        let pieces = [
            (Role::King, "1-3"),
            (Role::Queen, "1-2-3-4-5"),
            (Role::Rook, "1-2-3-5"),
            (Role::Bishop, "1-2-3"),
            (Role::Knight, "2-3-4"),
        ];
        for (role, dots) in pieces {
            assert_eq!(label_of(c.piece_cells(role).unwrap()), dots, "{role:?}");
        }
        assert_eq!(c.piece_cells(Role::Pawn), None);
        // BCA 2015: capture 5-6, check 4-5, both 4-5-6 before the square;
        // mate 3-4-5 m after the move; 3-4-6 after castling (no source).
        assert_eq!(label_of(c.capture()), "5-6");
        assert_eq!(label_of(c.check_before()), "4-5");
        assert_eq!(label_of(c.capture_check()), "4-5-6");
        assert_eq!(label_of(c.check()), "3-4-6");
        assert_eq!(label_of(c.mate()), "3-4-5 1-3-4");
        assert_eq!(
            label_of(c.castle(CastlingSide::KingSide)),
            "3-5-6 3-6 3-5-6"
        );
        assert_eq!(
            label_of(c.castle(CastlingSide::QueenSide)),
            "3-5-6 3-6 3-5-6 3-6 3-5-6"
        );
        assert!(c.promotion().is_empty());
        assert_eq!(label_of(c.piece_mark()), "5-6");
        assert_eq!(c.number_cells(109).to_unicode(), "⠂⠴⠔");
        assert_eq!(c.name(), "uk");
    }

    #[test]
    fn de_entries_have_german_letters() {
        let c = ChessCode::builtin("de").unwrap();
        // K = k 1-3, D = d 1-4-5, T = t 2-3-4-5, L = l 1-2-3, S = s 2-3-4, B = b 1-2.
        let pieces = [
            (Role::King, "1-3"),
            (Role::Queen, "1-4-5"),
            (Role::Rook, "2-3-4-5"),
            (Role::Bishop, "1-2-3"),
            (Role::Knight, "2-3-4"),
            (Role::Pawn, "1-2"),
        ];
        for (role, dots) in pieces {
            assert_eq!(label_of(c.piece_cells(role).unwrap()), dots, "{role:?}");
        }
        assert_eq!(c.labels().black, "Schwarz");
        assert_eq!(ChessCode::builtin("chess-de").unwrap().name(), "de");
    }

    #[test]
    fn cells_in_dot_numbers_equal_unicode() {
        assert_eq!(
            parse_cells("x", "15 256").unwrap(),
            parse_cells("x", "⠑⠲").unwrap()
        );
        assert_eq!(parse_cells("x", "1-5 2-5-6").unwrap(), vec![0x11, 0x32]);
        assert!(parse_cells("x", "19").is_err());
        assert!(parse_cells("x", "11").is_err());
        assert!(parse_cells("x", "⠑e").is_err());
        assert!(parse_cells("x", "abc").is_err());
    }

    #[test]
    fn bad_tables_are_refused() {
        assert!(matches!(
            ChessCode::builtin("fr"),
            Err(TableError::UnknownCode(_))
        ));
        assert!(matches!(
            ChessCode::from_toml("name = 1"),
            Err(TableError::Toml(_))
        ));
        // A knight written like rank 1.
        let clash = UK_TOML.replace("knight = \"⠎\"", "knight = \"⠂\"");
        assert!(
            matches!(ChessCode::from_toml(&clash), Err(TableError::Clash { .. })),
            "{:?}",
            ChessCode::from_toml(&clash).err()
        );
        // Seven files.
        let short = UK_TOML.replace("files = [\"⠁\", ", "files = [");
        assert!(matches!(
            ChessCode::from_toml(&short),
            Err(TableError::Count {
                expected: 8,
                found: 7,
                ..
            })
        ));
        // Capture written like the check sign.
        let same = UK_TOML.replace("capture = \"⠰\"", "capture = \"⠬\"");
        assert_ne!(same, UK_TOML);
        assert!(matches!(
            ChessCode::from_toml(&same),
            Err(TableError::Clash { .. })
        ));
        // Same cell for light and dark empty squares.
        let squares = UK_TOML.replace("empty_dark = \"⠤\"", "empty_dark = \"⠄\"");
        assert!(matches!(
            ChessCode::from_toml(&squares),
            Err(TableError::Clash { .. })
        ));
        let dot = UK_TOML.replace("white_dot = 7", "white_dot = 3");
        assert!(matches!(
            ChessCode::from_toml(&dot),
            Err(TableError::Value { .. })
        ));
        // A user table in dot numbers loads.
        let dots = UK_TOML.replace("king = \"⠅\"", "king = \"1-3\"");
        assert_eq!(
            ChessCode::from_toml(&dots).unwrap().piece_cells(Role::King),
            Some(&[0x05u8][..])
        );
    }
}
