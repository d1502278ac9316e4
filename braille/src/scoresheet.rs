//! The braille scoresheet (Appendix F: a blind player may keep the score in
//! braille), paginated for an embosser or a .brf file.

use super::annotation::{Annotation, annotated};
use super::cells::{BrailleAscii, Cells};
use super::code::ChessCode;
use super::encode::encode_move;

/// Cells per line of a braille page.
pub(crate) const LINE_CELLS: usize = 40;
/// Lines per braille page.
pub(crate) const PAGE_LINES: usize = 25;

/// What the head of a scoresheet says, and where its score starts.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoreHeader {
    /// The white player's name.
    pub white: String,
    /// The black player's name.
    pub black: String,
    /// The event.
    pub event: String,
    /// The date, as the PGN gives it.
    pub date: String,
    /// The result ("1-0", "1/2-1/2"); empty while the game goes on.
    pub result: String,
    /// How the game ended, in words ("Black resigns. White wins, 1-0.");
    /// written on its own line after the result.
    pub ending: String,
    /// The time control as PGN writes it ("40/5400:1800+30").
    pub time_control: String,
    /// The start position of a set-up game as a braille Forsyth line
    /// (empty for the standard start).
    pub start: Cells,
    /// The number of the first move (the FEN's move number); 0 reads as 1.
    pub first_move: u32,
    /// The first move is Black's: it stands alone on its line, after the
    /// code's Black-move mark (BCA 1.2: dots 3-6, print's "1... e5").
    pub black_first: bool,
    /// Where a set-up game's score starts, in words ("Black to move, move
    /// 20."); written after the start position's label.
    pub from_move: String,
    /// The header in literary braille (liblouis), one entry a line: it
    /// replaces the computer-braille header lines and the ending; the
    /// start position's label is its last line when there is one.
    pub literary: Option<Vec<Cells>>,
    /// A first line in computer braille, e.g. that the header is in
    /// computer braille because liblouis is not installed.
    pub note: String,
}

/// The scoresheet as pages of lines (at most 25 lines of at most 40 cells).
/// Header lines "White: name" etc. in the code's words (empty fields
/// left out), a blank line, then one line per move number: the number in
/// lower digits, White's move, Black's move; the result last.  `moves` are
/// English SAN in the order played, numbered from `header.first_move`;
/// `result` is used when the header has none.
///
/// ```
/// use braille::{ChessCode, ScoreHeader, scoresheet, to_brf, to_unicode_text};
///
/// let uk = ChessCode::builtin("uk")?;
/// let header = ScoreHeader {
///     white: "Anna".into(),
///     black: "Bella".into(),
///     ..ScoreHeader::default()
/// };
/// let moves: Vec<String> = ["e4", "e5", "Nf3"].map(String::from).to_vec();
/// let pages = scoresheet(&header, &moves, "*", &uk);
/// assert_eq!(pages.len(), 1);
/// assert_eq!(pages[0][4].to_unicode(), "⠂⠀⠑⠲⠀⠑⠢");
///
/// // The page number "#A" at the end of the first line.
/// let brf = to_brf(&pages);
/// assert_eq!(
///     brf,
///     format!("WHITE: ANNA{}#A\r\nBLACK: BELLA\r\nRESULT: *\r\n\r\n1 E4 E5\r\n2 SF3\r\n*\r\n", " ".repeat(27))
/// );
/// assert!(to_unicode_text(&pages).contains("\n⠂ ⠑⠲ ⠑⠢\n⠆ ⠎⠋⠒\n"));
/// # Ok::<(), braille::TableError>(())
/// ```
pub fn scoresheet(
    header: &ScoreHeader,
    moves: &[String],
    result: &str,
    code: &ChessCode,
) -> Vec<Vec<Cells>> {
    scoresheet_marked(header, moves, &[], result, code)
}

/// The scoresheet of [`scoresheet`] with the marks of an analysis: the
/// mark of `marks[i]` is written after the move `moves[i]` in the code's
/// cells ([`annotated`]); a move without a mark (`None`, or past the end
/// of `marks`) is written as on the plain sheet.
///
/// ```
/// use braille::{Annotation, ChessCode, ScoreHeader, scoresheet_marked, to_brf};
///
/// let uk = ChessCode::builtin("uk")?;
/// let moves: Vec<String> = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]
///     .map(String::from)
///     .to_vec();
/// let mut marks = vec![None; 7];
/// marks[5] = Some(Annotation::Blunder);
/// let pages = scoresheet_marked(&ScoreHeader::default(), &moves, &marks, "1-0", &uk);
/// let brf = to_brf(&pages);
/// assert!(brf.contains("\r\n3 LC4 SF6>88\r\n4 Q;F7>M\r\n1-0\r\n"), "{brf}");
/// # Ok::<(), braille::TableError>(())
/// ```
pub fn scoresheet_marked(
    header: &ScoreHeader,
    moves: &[String],
    marks: &[Option<Annotation>],
    result: &str,
    code: &ChessCode,
) -> Vec<Vec<Cells>> {
    let written = |i: usize, san: &str| {
        let cells = encode_move(san, code);
        match marks.get(i).copied().flatten() {
            Some(mark) => annotated(&cells, mark, code),
            None => cells,
        }
    };
    let ascii = BrailleAscii::standard();
    let labels = code.labels();
    let result = if result.trim().is_empty() {
        header.result.trim()
    } else {
        result.trim()
    };
    let head_result = if header.result.trim().is_empty() {
        result
    } else {
        header.result.trim()
    };
    let mut lines = Vec::new();
    if !header.note.trim().is_empty() {
        lines.extend(wrap(&ascii.text_to_cells(header.note.trim()), LINE_CELLS));
    }
    if let Some(literary) = &header.literary {
        for line in literary {
            lines.extend(wrap(line, LINE_CELLS));
        }
        if !header.start.is_empty() {
            lines.extend(wrap(&header.start, LINE_CELLS));
        }
    } else {
        for (label, value) in [
            (&labels.white, header.white.as_str()),
            (&labels.black, header.black.as_str()),
            (&labels.event, header.event.as_str()),
            (&labels.date, header.date.as_str()),
            (&labels.time_control, header.time_control.as_str()),
            (&labels.result, head_result),
        ] {
            if !value.trim().is_empty() {
                lines.extend(wrap(
                    &ascii.text_to_cells(&format!("{label}: {}", value.trim())),
                    LINE_CELLS,
                ));
            }
        }
        if !header.ending.trim().is_empty() {
            lines.extend(wrap(&ascii.text_to_cells(header.ending.trim()), LINE_CELLS));
        }
        // The side and number to move belong to the start position, so
        // they follow its label ("Start position: Black to move, move
        // 20."), not the end of the game; the Forsyth line follows.
        if !header.start.is_empty() {
            let label = format!("{}: {}", labels.start, header.from_move.trim());
            lines.extend(wrap(&ascii.text_to_cells(label.trim()), LINE_CELLS));
            lines.extend(wrap(&header.start, LINE_CELLS));
        } else if !header.from_move.trim().is_empty() {
            lines.extend(wrap(
                &ascii.text_to_cells(header.from_move.trim()),
                LINE_CELLS,
            ));
        }
    }
    if !lines.is_empty() {
        lines.push(Cells::new());
    }
    let mut number = usize::try_from(header.first_move.max(1)).unwrap_or(1);
    let mut rest = moves;
    if header.black_first
        && let Some((first, after)) = moves.split_first()
    {
        let mut line = code.number_cells(number);
        line.push(0);
        line.extend_bits(code.black_mark());
        line.extend_from(&written(0, first));
        lines.extend(wrap(&line, LINE_CELLS));
        number += 1;
        rest = after;
    }
    let mut index = moves.len() - rest.len();
    for pair in rest.chunks(2) {
        let mut line = code.number_cells(number);
        for san in pair {
            line.push(0);
            line.extend_from(&written(index, san));
            index += 1;
        }
        lines.extend(wrap(&line, LINE_CELLS));
        number += 1;
    }
    if !result.is_empty() {
        lines.push(ascii.text_to_cells(result));
    }
    paginate(lines)
}

/// A braille page number as embossed books write it: the number sign ⠼
/// and the digits as the letters a–j (page 12 = ⠼⠁⠃, Braille ASCII "#AB").
fn page_number(n: usize) -> Cells {
    let mut cells = Cells::from_bits(&[0x3C]);
    for d in n.to_string().bytes() {
        // 1..9 = a..i, 0 = j.
        cells.push(match d {
            b'0' => 0x1A,
            b'1' => 0x01,
            b'2' => 0x03,
            b'3' => 0x09,
            b'4' => 0x19,
            b'5' => 0x11,
            b'6' => 0x0B,
            b'7' => 0x1B,
            b'8' => 0x13,
            _ => 0x0A,
        });
    }
    cells
}

/// Pages of at most [`PAGE_LINES`] lines, each with its page number at the
/// right end of its first line, at least three blank cells after the text
/// (the page number line of embossed books); where the first line has no
/// room, the number stands on a line of its own.
fn paginate(lines: Vec<Cells>) -> Vec<Vec<Cells>> {
    let mut pages = Vec::new();
    let mut rest = lines.as_slice();
    while !rest.is_empty() {
        let number = page_number(pages.len() + 1);
        let first = &rest[0];
        let fits = first.len() + 3 + number.len() <= LINE_CELLS;
        let mut page = Vec::new();
        let mut top = if fits { first.clone() } else { Cells::new() };
        let pad = LINE_CELLS.saturating_sub(number.len() + top.len());
        for _ in 0..pad {
            top.push(0);
        }
        top.extend_from(&number);
        page.push(top);
        let skip = usize::from(fits);
        let take = (PAGE_LINES - 1).min(rest.len() - skip);
        page.extend(rest[skip..skip + take].iter().cloned());
        rest = &rest[skip + take..];
        pages.push(page);
    }
    pages
}

/// The hyphen written where a word longer than a line is split: dots 3-6
/// (⠤), the hyphen of computer braille and of UEB.
const HYPHEN: u8 = 0x24;

/// Breaks cells into lines of at most `width` at blank cells; a word longer
/// than a line begins on the line where a part of it fits and is split with
/// a hyphen at the end of each line but its last ([`split_point`]).
fn wrap(cells: &Cells, width: usize) -> Vec<Cells> {
    let width = width.max(2);
    let mut lines = Vec::new();
    let mut line = Cells::new();
    for word in cells.bits().split(|&b| b == 0).filter(|w| !w.is_empty()) {
        let mut rest = word;
        loop {
            let room = if line.is_empty() {
                width
            } else {
                width.saturating_sub(line.len() + 1)
            };
            if rest.len() <= room {
                if !line.is_empty() {
                    line.push(0);
                }
                line.extend_bits(rest);
                break;
            }
            // A word that fits on a line of its own is not split; a longer
            // one begins where there is room for a part of it.
            let split = if rest.len() > width && (line.is_empty() || room >= 4) {
                split_point(rest, room)
            } else {
                None
            };
            match split {
                Some((at, hyphen)) => {
                    let (head, tail) = rest.split_at(at);
                    if !line.is_empty() {
                        line.push(0);
                    }
                    line.extend_bits(head);
                    if hyphen {
                        line.push(HYPHEN);
                    }
                    lines.push(std::mem::take(&mut line));
                    rest = tail;
                }
                None if line.is_empty() => {
                    // Cannot happen (a split always exists on an empty
                    // line); never loop.
                    line.extend_bits(rest);
                    break;
                }
                None => lines.push(std::mem::take(&mut line)),
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// Cells that change the meaning of the cell after them (UEB and German
/// capital sign dot 6, number sign 3-4-5-6, grade-1 sign 5-6): a line never
/// ends with one.
const INDICATORS: [u8; 3] = [0x20, 0x3C, 0x30];
/// The letters a-j, the digits after a number sign, and the period and
/// comma inside a number (UEB ⠲ and ⠂).
const NUMBER_CELLS: [u8; 12] = [
    0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, 0x13, 0x0A, 0x1A, 0x32, 0x02,
];

/// Where a word longer than `room` is split, and whether a hyphen is added:
/// after a hyphen of the word itself when one lies in the second half of
/// the room (nothing added), else as late as possible but never after an
/// indicator, before or after a hyphen, or inside a number (its digits
/// would read as letters on the next line).
fn split_point(word: &[u8], room: usize) -> Option<(usize, bool)> {
    if room < 2 || word.len() < 2 {
        return None;
    }
    let mut numeric = vec![false; word.len()];
    let mut in_number = false;
    for (i, &c) in word.iter().enumerate() {
        if c == 0x3C {
            in_number = true;
        } else if in_number && NUMBER_CELLS.contains(&c) {
            if let Some(n) = numeric.get_mut(i) {
                *n = true;
            }
        } else {
            in_number = false;
        }
    }
    let cell = |i: usize| word.get(i).copied().unwrap_or(0);
    let own_hyphen = (2..=room.min(word.len() - 1))
        .rev()
        .find(|&p| cell(p - 1) == HYPHEN);
    if let Some(p) = own_hyphen.filter(|&p| p * 2 >= room) {
        return Some((p, false));
    }
    let allowed = |p: usize| {
        let before = cell(p - 1);
        !INDICATORS.contains(&before)
            && before != HYPHEN
            && cell(p) != HYPHEN
            && !(numeric.get(p).copied().unwrap_or(false)
                && numeric.get(p - 1).copied().unwrap_or(false))
    };
    let last = (room - 1).min(word.len() - 1);
    if let Some(p) = (2..=last).rev().find(|&p| allowed(p)) {
        return Some((p, true));
    }
    match own_hyphen {
        Some(p) => Some((p, false)),
        None => Some((last.max(1), true)),
    }
}

/// The pages as a .brf file: six-dot Braille ASCII, lines ending in CR LF,
/// a form feed between pages, trailing blanks removed.
///
/// ```
/// use braille::{Cells, to_brf};
///
/// let page = vec![Cells::from_unicode("⠎⠋⠒⠀⠀").unwrap(), Cells::new()];
/// assert_eq!(to_brf(&[page.clone(), page]), "SF3\r\n\r\n\u{c}SF3\r\n\r\n");
/// ```
pub fn to_brf(pages: &[Vec<Cells>]) -> String {
    render(pages, "\r\n", |c| c.to_ascii())
}

/// The pages as Unicode braille text for a screen or braille display:
/// lines ending in LF, blank cells as ordinary spaces (so that words can be
/// navigated), a form feed between pages.
///
/// ```
/// use braille::{Cells, to_unicode_text};
///
/// let page = vec![Cells::from_unicode("⠂⠀⠑⠲⠀⠑⠢").unwrap()];
/// assert_eq!(to_unicode_text(&[page]), "⠂ ⠑⠲ ⠑⠢\n");
/// ```
pub fn to_unicode_text(pages: &[Vec<Cells>]) -> String {
    render(pages, "\n", |c| c.to_unicode().replace('\u{2800}', " "))
}

fn render(pages: &[Vec<Cells>], eol: &str, line: impl Fn(&Cells) -> String) -> String {
    let mut out = String::new();
    for (i, page) in pages.iter().enumerate() {
        if i > 0 {
            out.push('\u{c}');
        }
        for cells in page {
            out.push_str(line(cells).trim_end());
            out.push_str(eol);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_words() {
        let ascii = BrailleAscii::standard();
        let text = ascii.text_to_cells("aaa bbb ccc");
        let lines: Vec<String> = wrap(&text, 7).iter().map(Cells::to_ascii).collect();
        assert_eq!(lines, ["AAA BBB", "CCC"]);
        // A word longer than a line is split with a hyphen.
        let long = ascii.text_to_cells("abcdefghij");
        let lines: Vec<String> = wrap(&long, 4).iter().map(Cells::to_ascii).collect();
        assert_eq!(lines, ["ABC-", "DEF-", "GHIJ"]);
    }

    #[test]
    fn long_words_are_split_where_a_reader_expects() {
        let ascii = BrailleAscii::standard();
        let lines = |text: &str, width: usize| -> Vec<String> {
            wrap(&ascii.text_to_cells(text), width)
                .iter()
                .map(Cells::to_ascii)
                .collect()
        };
        // A hyphenated name breaks after its own hyphen, adding none.
        assert_eq!(
            lines("von Hohenzollern-Sigmaringen-Veringen", 30),
            ["VON HOHENZOLLERN-SIGMARINGEN-", "VERINGEN"]
        );
        // A long word begins on the line that has room for a part of it.
        assert_eq!(lines("ab cdefghijkl", 8), ["AB CDEF-", "GHIJKL"]);
        // Never after a capital sign (UEB dot 6, ","): the letter it marks
        // stays with it.
        assert_eq!(lines("abcdef,ghij", 8), ["ABCDEF-", ",GHIJ"]);
        // Never inside a number: the digits after the number sign ("#")
        // would read as letters on the next line.
        assert_eq!(lines("abcd#bjbf", 8), ["ABCD-", "#BJBF"]);
        // Nor before a hyphen of the word.
        assert_eq!(lines("abcdefg-hij", 8), ["ABCDEFG-", "HIJ"]);
    }

    #[test]
    fn black_first_is_marked_and_numbered_from_the_start() {
        let uk = ChessCode::builtin("uk").unwrap();
        let header = ScoreHeader {
            first_move: 20,
            black_first: true,
            ..ScoreHeader::default()
        };
        let moves: Vec<String> = ["e5", "Nf3", "Nc6", "Bb5"].map(String::from).to_vec();
        let brf = to_brf(&scoresheet(&header, &moves, "*", &uk));
        // The page number stands at the right end of the first line.
        let page1 = format!("RESULT: *{}#A", " ".repeat(29));
        assert_eq!(
            brf,
            format!("{page1}\r\n\r\n20 -E5\r\n21 SF3 SC6\r\n22 LB5\r\n*\r\n")
        );
        // The mark is dots 3-6, and the line reads back as Black's move.
        let text = to_unicode_text(&scoresheet(&header, &moves, "*", &uk));
        assert!(text.contains("\n⠆⠴ ⠤⠑⠢\n"), "{text}");
        let white = ScoreHeader {
            first_move: 7,
            ..ScoreHeader::default()
        };
        let brf = to_brf(&scoresheet(&white, &moves, "", &uk));
        let page1 = format!("7 E5 SF3{}#A", " ".repeat(30));
        assert_eq!(brf, format!("{page1}\r\n8 SC6 LB5\r\n"));
        assert_eq!(page_number(12).to_ascii(), "#AB");
        assert_eq!(page_number(10).to_unicode(), "⠼⠁⠚");
    }
}
