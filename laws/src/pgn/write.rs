//! PGN export: Seven Tag Roster, SAN movetext wrapped at 80 columns.

use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, EnPassantMode, Position};

use super::PgnMove;

/// Longest movetext line, as the PGN export format asks.
const LINE_WIDTH: usize = 80;

/// Tags the writer fills itself; extra tags with these names are dropped.
const RESERVED: &[&str] = &[
    "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN",
];

/// The tags of a game. [`Default`] gives the Seven Tag Roster's "unknown"
/// values: "?" everywhere, date "????.??.??", result "*".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnHeader {
    /// The Event tag.
    pub event: String,
    /// The Site tag.
    pub site: String,
    /// "YYYY.MM.DD", with "??" for unknown parts.
    pub date: String,
    /// The Round tag.
    pub round: String,
    /// The White player's name.
    pub white: String,
    /// The Black player's name.
    pub black: String,
    /// "1-0", "0-1", "1/2-1/2" or "*"; anything else is written as "*".
    pub result: String,
    /// More tags (e.g. "TimeControl", "WhiteElo"), written after the roster.
    /// Names must be letters, digits or `_`; others, and the names the
    /// writer fills itself, are dropped.
    pub extra: Vec<(String, String)>,
}

impl Default for PgnHeader {
    fn default() -> PgnHeader {
        PgnHeader {
            event: "?".into(),
            site: "?".into(),
            date: "????.??.??".into(),
            round: "?".into(),
            white: "?".into(),
            black: "?".into(),
            result: "*".into(),
            extra: Vec::new(),
        }
    }
}

/// Writes one game as PGN text, ending with a newline.
///
/// A start other than the standard one adds `[SetUp "1"]` and `[FEN]`.
/// Clock times, draw offers and comments go into one comment after their
/// move (see [`PgnMove`]). Should a move be illegal in its position (a bug in
/// the caller, never in a recorded game), writing stops there with a comment
/// that says so, rather than produce PGN that no program can read.
///
/// ```
/// use laws::pgn::{PgnHeader, PgnMove, write_pgn};
/// use shakmaty::{Chess, Position, san::San};
///
/// let start = Chess::default();
/// let mut pos = start.clone();
/// let mut moves = Vec::new();
/// for san in ["e4", "e5"] {
///     let mv = san.parse::<San>().unwrap().to_move(&pos).unwrap();
///     pos.play_unchecked(mv);
///     moves.push(PgnMove { mv, clock: None, draw_offer: false, comment: None });
/// }
/// let text = write_pgn(&PgnHeader::default(), &start, &moves);
/// assert!(text.starts_with("[Event \"?\"]\n"));
/// assert!(text.ends_with("1. e4 e5 *\n"));
/// ```
pub fn write_pgn(header: &PgnHeader, start: &Chess, moves: &[PgnMove]) -> String {
    let result = match header.result.as_str() {
        r @ ("1-0" | "0-1" | "1/2-1/2" | "*") => r,
        _ => "*",
    };
    let mut out = String::new();
    for (name, value) in [
        ("Event", header.event.as_str()),
        ("Site", &header.site),
        ("Date", &header.date),
        ("Round", &header.round),
        ("White", &header.white),
        ("Black", &header.black),
        ("Result", result),
    ] {
        push_tag(&mut out, name, value);
    }
    let fen = Fen::from_position(start, EnPassantMode::Legal).to_string();
    if fen != Fen::from_position(&Chess::default(), EnPassantMode::Legal).to_string() {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &fen);
    }
    for (name, value) in &header.extra {
        let valid = !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if valid && !RESERVED.contains(&name.as_str()) {
            push_tag(&mut out, name, value);
        }
    }
    out.push('\n');

    let mut lines = Lines::default();
    let mut pos = start.clone();
    let mut after_comment = false;
    for (index, pgn_move) in moves.iter().enumerate() {
        if !pos.is_legal(pgn_move.mv) {
            let note = "annabella: the moves from here on are not written: \
                        the next one is not legal in this position";
            push_comment(&mut lines, note.split_whitespace());
            break;
        }
        let number = pos.fullmoves().get();
        let black = pos.turn() == Color::Black;
        let san = SanPlus::from_move_and_play_unchecked(&mut pos, pgn_move.mv);
        lines.push(&match (black, index == 0 || after_comment) {
            (false, _) => format!("{number}. {san}"),
            (true, true) => format!("{number}... {san}"),
            (true, false) => san.to_string(),
        });
        let mut words: Vec<String> = Vec::new();
        if let Some(clock) = pgn_move.clock {
            words.push(format!("[%clk {}]", format_clock(clock)));
        }
        if pgn_move.draw_offer {
            words.push("(=)".into());
        }
        if let Some(comment) = &pgn_move.comment {
            words.extend(comment.split_whitespace().map(|w| w.replace('}', ")")));
        }
        after_comment = !words.is_empty();
        if after_comment {
            push_comment(&mut lines, words.iter().map(String::as_str));
        }
    }
    lines.push(result);
    out.push_str(&lines.text);
    out.push('\n');
    out
}

/// `h:mm:ss`, whole seconds rounded up, as the clock is said: "0:00:00"
/// only when the flag has fallen, and a move made in the first instant
/// of a period keeps its whole time whether the clock is read live or
/// replayed from the journal's milliseconds.
pub fn format_clock(time: Duration) -> String {
    let secs = time.as_secs() + u64::from(time.subsec_nanos() > 0);
    format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push_str("\"]\n");
}

/// A `{...}` comment, split into words so that long ones wrap.
fn push_comment<'a>(lines: &mut Lines, words: impl Iterator<Item = &'a str>) {
    let words: Vec<&str> = words.collect();
    let last = words.len().saturating_sub(1);
    for (i, word) in words.iter().enumerate() {
        let open = if i == 0 { "{" } else { "" };
        let close = if i == last { "}" } else { "" };
        lines.push(&format!("{open}{word}{close}"));
    }
}

/// Movetext with lines of at most [`LINE_WIDTH`] characters.
#[derive(Default)]
struct Lines {
    text: String,
    line_chars: usize,
}

impl Lines {
    fn push(&mut self, token: &str) {
        let width = token.chars().count();
        // A line must not begin with '%' (escape line) or '[' (next game's
        // tags) for readers that look at line starts: such a word stays on
        // the line before, even past the width.
        let may_break = !token.starts_with(['%', '[']);
        if self.line_chars == 0 {
            self.text.push_str(token);
            self.line_chars = width;
        } else if self.line_chars + 1 + width > LINE_WIDTH && may_break {
            self.text.push('\n');
            self.text.push_str(token);
            self.line_chars = width;
        } else {
            self.text.push(' ');
            self.text.push_str(token);
            self.line_chars += 1 + width;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::uci::UciMove;
    use shakmaty::{CastlingMode, Move};

    fn mv(pos: &Chess, uci: &str) -> Move {
        uci.parse::<UciMove>().unwrap().to_move(pos).unwrap()
    }

    #[test]
    fn clock_format() {
        assert_eq!(format_clock(Duration::from_secs(0)), "0:00:00");
        // Rounded up, as the clock is said.
        assert_eq!(format_clock(Duration::from_millis(59_999)), "0:01:00");
        assert_eq!(format_clock(Duration::from_secs(3723)), "1:02:03");
        assert_eq!(format_clock(Duration::from_secs(36_000 + 61)), "10:01:01");
    }

    #[test]
    fn default_header_is_seven_tag_roster() {
        let text = write_pgn(&PgnHeader::default(), &Chess::default(), &[]);
        assert_eq!(
            text,
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n\n*\n"
        );
    }

    #[test]
    fn black_start_fen_clock_and_draw_offer() {
        let fen: Fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 3 12".parse().unwrap();
        let start: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let first = mv(&start, "e8d7");
        let mut pos = start.clone();
        pos.play_unchecked(first);
        let second = mv(&pos, "e2e4");
        let moves = [
            PgnMove {
                clock: Some(Duration::from_secs(3599)),
                draw_offer: true,
                ..PgnMove::new(first)
            },
            PgnMove::new(second),
        ];
        let header = PgnHeader {
            white: "Anna \"Bella\" \\ Cäsar".into(),
            result: "draw".into(),
            ..PgnHeader::default()
        };
        let text = write_pgn(&header, &start, &moves);
        assert!(
            text.contains("[White \"Anna \\\"Bella\\\" \\\\ Cäsar\"]\n"),
            "{text}"
        );
        assert!(text.contains(
            "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 3 12\"]\n"
        ));
        assert!(
            text.ends_with("\n\n12... Kd7 {[%clk 0:59:59] (=)} 13. e4 *\n"),
            "{text}"
        );
    }

    #[test]
    fn the_clock_is_written_in_seconds_rounded_up() {
        assert_eq!(format_clock(Duration::from_millis(909_999)), "0:15:10");
        assert_eq!(format_clock(Duration::from_secs(910)), "0:15:10");
        assert_eq!(format_clock(Duration::from_millis(1)), "0:00:01");
        assert_eq!(format_clock(Duration::ZERO), "0:00:00");
    }

    #[test]
    fn check_mate_and_wrapping() {
        let mut pos = Chess::default();
        let mut moves = Vec::new();
        for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            let m = mv(&pos, uci);
            pos.play_unchecked(m);
            moves.push(PgnMove {
                comment: Some("a fairly long comment that needs wrapping }".into()),
                ..PgnMove::new(m)
            });
        }
        let header = PgnHeader {
            result: "0-1".into(),
            ..PgnHeader::default()
        };
        let text = write_pgn(&header, &Chess::default(), &moves);
        let movetext = text.split("\n\n").nth(1).unwrap();
        assert!(
            movetext.lines().all(|l| l.chars().count() <= LINE_WIDTH),
            "{movetext}"
        );
        assert!(movetext.contains("2... Qh4#"), "{movetext}");
        assert!(movetext.contains("wrapping )}"), "{movetext}");
        assert!(movetext.trim_end().ends_with("0-1"));
    }

    #[test]
    fn illegal_move_stops_writing() {
        let pos = Chess::default();
        let e4 = mv(&pos, "e2e4");
        let text = write_pgn(
            &PgnHeader::default(),
            &pos,
            &[PgnMove::new(e4), PgnMove::new(e4)],
        );
        let flat = text.replace('\n', " ");
        assert!(
            flat.contains("1. e4 {annabella: the moves from here on"),
            "{text}"
        );
        assert!(flat.contains("not legal in this position} * "), "{text}");
    }

    #[test]
    fn extra_tags_filtered() {
        let header = PgnHeader {
            extra: vec![
                ("TimeControl".into(), "5400+30".into()),
                ("FEN".into(), "x".into()),
                ("Bad Name".into(), "x".into()),
            ],
            ..PgnHeader::default()
        };
        let text = write_pgn(&header, &Chess::default(), &[]);
        assert!(text.contains("[TimeControl \"5400+30\"]"));
        assert!(!text.contains("FEN") && !text.contains("Bad Name"));
    }
}
