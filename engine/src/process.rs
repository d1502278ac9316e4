//! The engine's process: started, fed commands on its stdin, its stdout
//! read line by line by a thread of its own, stopped when dropped.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError, channel};
use std::time::{Duration, Instant};

use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position, fen::Fen};

use crate::error::EngineError;
use crate::uci::{Found, Go, Info, legal, legal_line, parse_info, squares_only};

/// How long the engine has to answer `uci` and `isready`.
pub const HANDSHAKE: Duration = Duration::from_secs(10);

/// The longest line read from the engine; the rest of a longer one is
/// dropped.
const MAX_LINE: usize = 8 * 1024;

/// A line of the engine's output, or its end.
enum Out {
    Line(String),
    End,
}

/// A search under way.
struct Search {
    pos: Chess,
    info: Info,
}

/// A running UCI engine.
pub struct Engine {
    program: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Out>,
    /// The options the engine offered (`option name X type …`).
    options: Vec<String>,
    /// The engine's name (`id name`), cut to letters, digits, spaces and
    /// dots.
    name: Option<String>,
    search: Option<Search>,
}

/// Where a program named by the user is: a path as it is; a bare name on
/// the PATH, beside the running program (Windows: `stockfish.exe` beside
/// `annabella.exe`), or in `/usr/games` (where Debian puts Stockfish).
pub fn find_program(program: &str) -> Option<PathBuf> {
    let given = Path::new(program);
    if given.components().count() > 1 || given.is_absolute() {
        return given.is_file().then(|| given.to_path_buf());
    }
    let names: Vec<String> = if cfg!(windows) && given.extension().is_none() {
        vec![format!("{program}.exe"), program.to_string()]
    } else {
        vec![program.to_string()]
    };
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect())
        .unwrap_or_default();
    if let Some(d) = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(Path::to_path_buf))
    {
        dirs.push(d);
    }
    if cfg!(unix) {
        dirs.push(PathBuf::from("/usr/games"));
        dirs.push(PathBuf::from("/usr/local/bin"));
        dirs.push(PathBuf::from("/opt/homebrew/bin"));
    }
    dirs.iter()
        .flat_map(|d| names.iter().map(move |n| d.join(n)))
        .find(|p| p.is_file())
}

/// Skips the rest of an overlong line, up to its end, keeping none of it
/// (an engine that never ends its line cannot fill the memory).
fn skip_line(r: &mut impl BufRead) {
    loop {
        let (used, ended) = match r.fill_buf() {
            Ok([]) => return,
            Ok(chunk) => match chunk.iter().position(|b| *b == b'\n') {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            },
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(_) => return,
        };
        r.consume(used);
        if ended {
            return;
        }
    }
}

/// Reads one line of at most [`MAX_LINE`] bytes (the rest dropped);
/// `None` at the end.
fn read_line(r: &mut impl BufRead) -> Option<String> {
    let mut buf = Vec::new();
    let n = r
        .by_ref()
        .take(MAX_LINE as u64)
        .read_until(b'\n', &mut buf)
        .ok()?;
    if n == 0 {
        return None;
    }
    if buf.last() != Some(&b'\n') && n == MAX_LINE {
        skip_line(r);
    }
    Some(String::from_utf8_lossy(&buf).trim().to_string())
}

impl Engine {
    /// Finds the program, starts it and shakes hands: `uci` answered by
    /// `uciok` within [`HANDSHAKE`], then `isready`.
    pub fn start(program: &str) -> Result<Engine, EngineError> {
        let path = find_program(program).ok_or_else(|| EngineError::NotFound {
            program: program.to_string(),
        })?;
        let mut child = Command::new(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineError::CannotStart {
                program: program.to_string(),
                why: e.kind().to_string(),
            })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(EngineError::CannotStart {
                program: program.to_string(),
                why: "no pipes".to_string(),
            });
        };
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            while let Some(line) = read_line(&mut r) {
                if tx.send(Out::Line(line)).is_err() {
                    return;
                }
            }
            let _ = tx.send(Out::End);
        });
        let mut engine = Engine {
            program: program.to_string(),
            child,
            stdin,
            lines: rx,
            options: Vec::new(),
            name: None,
            search: None,
        };
        engine.handshake()?;
        Ok(engine)
    }

    fn handshake(&mut self) -> Result<(), EngineError> {
        let program = self.program.clone();
        let not_uci = move || EngineError::NotUci {
            program: program.clone(),
        };
        // A program that is no engine may end, or not answer, or answer
        // something else: all the same to the user.
        self.send("uci").map_err(|_| not_uci())?;
        let until = Instant::now() + HANDSHAKE;
        loop {
            let line = match self.next_line(until) {
                Ok(l) => l,
                Err(_) => return Err(not_uci()),
            };
            if line == "uciok" {
                break;
            }
            if let Some(rest) = line.strip_prefix("option name ") {
                let name = rest.split(" type ").next().unwrap_or(rest).trim();
                self.options.push(name.to_string());
            } else if let Some(rest) = line.strip_prefix("id name ") {
                let clean: String = rest
                    .chars()
                    .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '.')
                    .take(40)
                    .collect();
                self.name = Some(clean.trim().to_string());
            }
        }
        self.ready()
    }

    /// `isready`, answered by `readyok` within [`HANDSHAKE`].
    pub fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        let until = Instant::now() + HANDSHAKE;
        loop {
            if self.next_line(until)? == "readyok" {
                return Ok(());
            }
        }
    }

    /// The program as the user named it.
    pub fn program(&self) -> &str {
        &self.program
    }

    /// The engine's name as it gives it (letters, digits and dots only).
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// Whether the engine offers an option.
    pub fn has_option(&self, name: &str) -> bool {
        self.options.iter().any(|o| o.eq_ignore_ascii_case(name))
    }

    /// Sets the strength: an Elo (where the engine offers UCI_Elo) and a
    /// Skill Level (where it offers one). Returns whether each was taken.
    pub fn set_strength(
        &mut self,
        elo: Option<u32>,
        level: Option<u32>,
    ) -> Result<(bool, bool), EngineError> {
        let mut took = (false, false);
        if let Some(elo) = elo
            && self.has_option("UCI_Elo")
        {
            self.send("setoption name UCI_LimitStrength value true")?;
            self.send(&format!("setoption name UCI_Elo value {elo}"))?;
            took.0 = true;
        }
        if let Some(level) = level
            && self.has_option("Skill Level")
        {
            self.send(&format!("setoption name Skill Level value {level}"))?;
            took.1 = true;
        }
        self.ready()?;
        Ok(took)
    }

    /// A new game: the engine forgets what it learnt.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// Starts a search in the position after `moves` from `start`.
    pub fn go(&mut self, start: &Chess, moves: &[Move], go: &Go) -> Result<(), EngineError> {
        let fen = Fen::from_position(start, EnPassantMode::Legal);
        let mut cmd = format!("position fen {fen}");
        let mut pos = start.clone();
        if !moves.is_empty() {
            cmd.push_str(" moves");
            for m in moves {
                cmd.push(' ');
                cmd.push_str(&UciMove::from_move(*m, CastlingMode::Standard).to_string());
                pos.play_unchecked(*m);
            }
        }
        // An answer to an earlier search that was stopped must not be
        // taken for this one.
        self.drain();
        self.send(&cmd)?;
        self.send(&go.command())?;
        self.search = Some(Search {
            pos,
            info: Info::default(),
        });
        Ok(())
    }

    /// Whether a search is under way.
    pub fn searching(&self) -> bool {
        self.search.is_some()
    }

    /// Asks the engine to answer now (`stop`); the answer comes as usual.
    pub fn stop(&mut self) -> Result<(), EngineError> {
        if self.search.is_some() {
            self.send("stop")?;
        }
        Ok(())
    }

    /// The search's answer if it came; `None` while the engine thinks
    /// (or when no search is under way).
    pub fn poll(&mut self) -> Option<Result<Found, EngineError>> {
        self.search.as_ref()?;
        loop {
            match self.lines.try_recv() {
                Ok(Out::Line(l)) => {
                    if let Some(r) = self.take(&l) {
                        return Some(r);
                    }
                }
                Ok(Out::End) | Err(TryRecvError::Disconnected) => {
                    self.search = None;
                    return Some(Err(self.crashed()));
                }
                Err(TryRecvError::Empty) => return None,
            }
        }
    }

    /// Waits for the search's answer at most `timeout`; an engine that
    /// does not answer by then is told to stop, given a second more, and
    /// is then taken to hang.
    pub fn wait(&mut self, timeout: Duration) -> Result<Found, EngineError> {
        let until = Instant::now() + timeout;
        let mut stopped = false;
        loop {
            if self.search.is_none() {
                return Err(EngineError::Garbage {
                    program: self.program.clone(),
                });
            }
            let deadline = if stopped {
                until + Duration::from_secs(1)
            } else {
                until
            };
            match self.next_line(deadline) {
                Ok(l) => {
                    if let Some(r) = self.take(&l) {
                        return r;
                    }
                }
                Err(EngineError::Hung { .. }) if !stopped => {
                    stopped = true;
                    let _ = self.send("stop");
                }
                Err(e) => {
                    self.search = None;
                    return Err(match e {
                        EngineError::Hung { program, .. } => EngineError::Hung {
                            program,
                            secs: timeout.as_secs().max(1),
                        },
                        e => e,
                    });
                }
            }
        }
    }

    /// One line of the engine during a search: an `info` line kept, the
    /// `bestmove` checked and returned.
    fn take(&mut self, line: &str) -> Option<Result<Found, EngineError>> {
        let search = self.search.as_mut()?;
        if let Some(info) = parse_info(line) {
            let keep = info.depth.is_some() || info.score.is_some() || !info.pv.is_empty();
            if keep {
                let Info { depth, score, pv } = info;
                if depth.is_some() {
                    search.info.depth = depth;
                }
                if score.is_some() {
                    search.info.score = score;
                }
                if !pv.is_empty() {
                    search.info.pv = pv;
                }
            }
            return None;
        }
        let mut words = line.split_whitespace();
        if words.next() != Some("bestmove") {
            // Anything else the engine says is not for the user.
            return None;
        }
        let search = self.search.take()?;
        let program = self.program.clone();
        let Some(word) = words.next() else {
            return Some(Err(EngineError::Garbage { program }));
        };
        let Some(mv) = legal(&search.pos, word) else {
            return Some(Err(if squares_only(word) {
                EngineError::IllegalMove {
                    program,
                    uci: word.to_string(),
                }
            } else {
                EngineError::Garbage { program }
            }));
        };
        let mut after = search.pos.clone();
        after.play_unchecked(mv);
        let ponder = match (words.next(), words.next()) {
            (Some("ponder"), Some(p)) => legal(&after, p),
            _ => None,
        };
        let mut pv = legal_line(&search.pos, &search.info.pv);
        if pv.first() != Some(&mv) {
            pv = vec![mv];
            pv.extend(ponder);
        }
        Some(Ok(Found {
            mv,
            uci: UciMove::from_move(mv, CastlingMode::Standard).to_string(),
            depth: search.info.depth,
            score: search.info.score,
            pv,
            ponder,
        }))
    }

    /// What the engine said so far and nobody asked for.
    fn drain(&mut self) {
        while let Ok(Out::Line(_)) = self.lines.try_recv() {}
    }

    fn next_line(&mut self, until: Instant) -> Result<String, EngineError> {
        let left = until.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(Out::Line(l)) => Ok(l),
            Ok(Out::End) | Err(RecvTimeoutError::Disconnected) => Err(self.crashed()),
            Err(RecvTimeoutError::Timeout) => Err(EngineError::Hung {
                program: self.program.clone(),
                secs: HANDSHAKE.as_secs(),
            }),
        }
    }

    fn crashed(&self) -> EngineError {
        EngineError::Crashed {
            program: self.program.clone(),
        }
    }

    fn send(&mut self, command: &str) -> Result<(), EngineError> {
        let written = writeln!(self.stdin, "{command}").and_then(|()| self.stdin.flush());
        written.map_err(|_| self.crashed())
    }
}

impl Drop for Engine {
    /// `quit`, a moment to go, then the process is ended.
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        let until = Instant::now() + Duration::from_millis(300);
        while Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod line_tests {
    use super::*;

    #[test]
    fn an_overlong_line_is_cut_and_the_next_one_read() {
        let text = format!("{}\nreadyok\n", "y".repeat(3 * MAX_LINE));
        let mut r = std::io::BufReader::with_capacity(100, text.as_bytes());
        assert_eq!(read_line(&mut r).unwrap().len(), MAX_LINE);
        assert_eq!(read_line(&mut r).as_deref(), Some("readyok"));
        assert_eq!(read_line(&mut r), None);
    }
}
