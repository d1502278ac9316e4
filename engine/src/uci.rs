//! The UCI protocol's text: the `go` command written, `info` and
//! `bestmove` lines read.

use std::fmt::Write as _;
use std::time::Duration;

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Position};

/// What the engine thinks of the position, from the side to move's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns: 100 is about a pawn more.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move is mated).
    Mate(i32),
}

impl Score {
    /// The score in centipawns, a mate counted as a very large one (nearer
    /// mates larger), for comparing and for thresholds.
    pub fn centipawns(self) -> i32 {
        match self {
            Score::Cp(c) => c,
            Score::Mate(n) if n > 0 => 100_000 - 100 * n,
            Score::Mate(n) if n < 0 => -100_000 - 100 * n,
            Score::Mate(_) => -100_000,
        }
    }

    /// The same score seen from the other side.
    pub fn flipped(self) -> Score {
        match self {
            Score::Cp(c) => Score::Cp(-c),
            Score::Mate(n) => Score::Mate(-n),
        }
    }

    /// The score as a word of the journal or of PGN's `[%eval]`: `0.34`,
    /// `-1.20`, `#3`, `#-2`.
    pub fn pgn(self) -> String {
        match self {
            Score::Cp(c) => {
                let sign = if c < 0 { "-" } else { "" };
                format!("{sign}{}.{:02}", c.abs() / 100, c.abs() % 100)
            }
            Score::Mate(n) => format!("#{n}"),
        }
    }
}

/// How long the engine may search.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// A fixed number of nodes: repeatable.
    pub nodes: Option<u64>,
    /// The clocks and increments, when the game has a clock.
    pub wtime: Option<Duration>,
    pub btime: Option<Duration>,
    pub winc: Option<Duration>,
    pub binc: Option<Duration>,
    /// Moves to the next time control, in a period with a move count.
    pub movestogo: Option<u32>,
    /// A fixed time for the move (no clock, no node count).
    pub movetime: Option<Duration>,
}

impl Go {
    /// The `go` command.
    pub fn command(&self) -> String {
        let mut s = String::from("go");
        let ms = |d: Duration| d.as_millis().min(u128::from(u32::MAX)) as u64;
        for (word, d) in [
            ("wtime", self.wtime),
            ("btime", self.btime),
            ("winc", self.winc),
            ("binc", self.binc),
        ] {
            if let Some(d) = d {
                let _ = write!(s, " {word} {}", ms(d));
            }
        }
        if let Some(n) = self.movestogo.filter(|_| self.wtime.is_some()) {
            let _ = write!(s, " movestogo {n}");
        }
        if let Some(n) = self.nodes {
            let _ = write!(s, " nodes {n}");
        }
        if let Some(d) = self.movetime {
            let _ = write!(s, " movetime {}", ms(d));
        }
        if s == "go" {
            s.push_str(" movetime 1000");
        }
        s
    }
}

/// The engine's answer to a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// The best move, legal in the position searched.
    pub mv: Move,
    /// The move in UCI's squares (`e2e4`, `e7e8q`).
    pub uci: String,
    /// The depth of the last `info` line, if any.
    pub depth: Option<u32>,
    /// The score of the last `info` line, from the side to move's view.
    pub score: Option<Score>,
    /// The line the engine expects, its legal moves from the position
    /// searched (the best move first); cut where a move is not legal.
    pub pv: Vec<Move>,
    /// The move the engine expects in reply (`bestmove … ponder …`), legal
    /// after the best move.
    pub ponder: Option<Move>,
}

/// What one `info` line says: depth, score and line (in UCI squares).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Info {
    pub depth: Option<u32>,
    pub score: Option<Score>,
    pub pv: Vec<String>,
}

/// Reads an `info` line; a lower bound or upper bound score is taken as
/// it is (the engine gives the exact one last).
pub fn parse_info(line: &str) -> Option<Info> {
    let mut words = line.split_whitespace();
    if words.next() != Some("info") {
        return None;
    }
    let mut info = Info::default();
    let rest: Vec<&str> = words.collect();
    let mut i = 0;
    while i < rest.len() {
        match rest[i] {
            "depth" => {
                info.depth = rest.get(i + 1).and_then(|w| w.parse().ok());
                i += 2;
            }
            "score" => {
                info.score = parse_score(&rest[i + 1..]);
                i += 3;
            }
            "pv" => {
                info.pv = rest[i + 1..]
                    .iter()
                    .take(32)
                    .map(|w| (*w).to_string())
                    .collect();
                break;
            }
            // Words with a value the parser skips; `string` ends the line.
            "string" => break,
            _ => i += 1,
        }
    }
    Some(info)
}

/// Reads `cp N` or `mate N`.
pub fn parse_score(words: &[&str]) -> Option<Score> {
    let n: i32 = words.get(1)?.parse().ok()?;
    match *words.first()? {
        "cp" => Some(Score::Cp(n)),
        "mate" => Some(Score::Mate(n)),
        _ => None,
    }
}

/// Whether a word looks like a move in UCI squares (`e2e4`, `a7a8q`),
/// so that it may be said back to the user.
pub(crate) fn squares_only(word: &str) -> bool {
    let b = word.as_bytes();
    (b.len() == 4 || b.len() == 5)
        && (b'a'..=b'h').contains(&b[0])
        && (b'1'..=b'8').contains(&b[1])
        && (b'a'..=b'h').contains(&b[2])
        && (b'1'..=b'8').contains(&b[3])
        && (b.len() == 4 || b"qrbn".contains(&b[4]))
}

/// A move in UCI squares, if legal in `pos`.
pub(crate) fn legal(pos: &Chess, word: &str) -> Option<Move> {
    let uci: UciMove = word.parse().ok()?;
    uci.to_move(pos).ok()
}

/// The legal prefix of a line of moves from `pos`.
pub(crate) fn legal_line(pos: &Chess, words: &[String]) -> Vec<Move> {
    let mut pos = pos.clone();
    let mut out = Vec::new();
    for w in words {
        let Some(m) = legal(&pos, w) else { break };
        pos.play_unchecked(m);
        out.push(m);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines_are_read() {
        let i = parse_info(
            "info depth 12 seldepth 15 multipv 1 score cp -34 nodes 1000 nps 5 pv e7e5 g1f3",
        )
        .unwrap();
        assert_eq!(i.depth, Some(12));
        assert_eq!(i.score, Some(Score::Cp(-34)));
        assert_eq!(i.pv, ["e7e5", "g1f3"]);
        let m = parse_info("info depth 3 score mate -2 upperbound pv a1a2").unwrap();
        assert_eq!(m.score, Some(Score::Mate(-2)));
        assert!(parse_info("bestmove e2e4").is_none());
        assert_eq!(parse_info("info string hello depth 5").unwrap().depth, None);
        // A line cut short is no panic.
        assert_eq!(parse_info("info score cp").unwrap().score, None);
        assert_eq!(parse_info("info depth").unwrap().depth, None);
    }

    #[test]
    fn go_commands() {
        let g = Go {
            wtime: Some(Duration::from_secs(60)),
            btime: Some(Duration::from_millis(59_500)),
            winc: Some(Duration::from_secs(2)),
            binc: Some(Duration::from_secs(2)),
            movestogo: Some(12),
            ..Go::default()
        };
        assert_eq!(
            g.command(),
            "go wtime 60000 btime 59500 winc 2000 binc 2000 movestogo 12"
        );
        let n = Go {
            nodes: Some(5000),
            ..Go::default()
        };
        assert_eq!(n.command(), "go nodes 5000");
        assert_eq!(Go::default().command(), "go movetime 1000");
    }

    #[test]
    fn scores_in_pgn() {
        assert_eq!(Score::Cp(34).pgn(), "0.34");
        assert_eq!(Score::Cp(-120).pgn(), "-1.20");
        assert_eq!(Score::Cp(-5).pgn(), "-0.05");
        assert_eq!(Score::Mate(3).pgn(), "#3");
        assert!(Score::Mate(1).centipawns() > Score::Mate(5).centipawns());
        assert!(Score::Mate(-1).centipawns() < Score::Mate(-5).centipawns());
        assert_eq!(Score::Mate(-2).flipped(), Score::Mate(2));
    }

    #[test]
    fn squares() {
        assert!(squares_only("e2e4"));
        assert!(squares_only("a7a8q"));
        assert!(!squares_only("e2e9"));
        assert!(!squares_only("(none)"));
        assert!(!squares_only("e2e4k"));
    }
}
