//! The game's journal: every line the session took, durable on disk before
//! its replies are printed or spoken, so a crash, an empty battery or a
//! kicked cable costs nothing. Resuming replays the journal through a fresh
//! session on virtual time, which rebuilds the exact state: position,
//! history, clocks, penalties, offers. Format: docs/journal.md.
//!
//! Records (after the journal's own first record):
//! - `setup`: the session options, as a transcript's `!` line;
//! - `input`: a line typed, at the session time it was handled;
//! - `tick`: time passed with something said (a warning, a flag fall);
//! - `move`: a move made, with both clocks, for people and checks
//!   (replay does not need it);
//! - `result`: the game's result.

use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use shakmaty::Color;

use crate::journal::{Journal, Recovered, read};
use crate::session::{Reply, Session, SessionOptions, TimeSource};
use crate::transcript::options_from_text;

/// File name of the journal in a game folder.
pub const JOURNAL_FILE: &str = "journal.txt";

/// A session's journal being written.
pub struct GameLog {
    journal: Journal,
    moves_logged: usize,
    result_logged: bool,
}

impl GameLog {
    /// Starts the journal of a new game in `dir`.
    pub fn create(dir: &Path, options: &str) -> io::Result<GameLog> {
        std::fs::create_dir_all(dir)?;
        let journal = Journal::create(dir.join(JOURNAL_FILE), &[("setup", options)])?;
        Ok(GameLog {
            journal,
            moves_logged: 0,
            result_logged: false,
        })
    }

    pub fn path(&self) -> &Path {
        self.journal.path()
    }

    /// Records a handled line (typed at session time `at`, before its
    /// handling moved any virtual time) and what it changed. Returns only
    /// when the records are on disk.
    pub fn line(&mut self, at: Duration, session: &Session, line: &str) -> io::Result<()> {
        self.journal.append(at, "input", line)?;
        self.after(session)
    }

    /// A sealed move or the arbiter's secret was typed: only that
    /// something private was typed is written, never what.
    pub fn private(&mut self, at: Duration, session: &Session) -> io::Result<()> {
        self.journal.append(at, "private", "")?;
        if let Some(p) = session.envelope_path() {
            self.journal
                .append(session.now(), "adjourned", &p.display().to_string())?;
        }
        Ok(())
    }

    /// Records that time passed and the session said something.
    pub fn tick(&mut self, session: &Session) -> io::Result<()> {
        self.journal.append(session.now(), "tick", "")?;
        self.after(session)
    }

    /// The readable records: new moves with the clocks, the result.
    fn after(&mut self, session: &Session) -> io::Result<()> {
        let game = session.game();
        let moves = game.moves();
        // An undo shortens the list; the input record says what happened.
        self.moves_logged = self.moves_logged.min(moves.len());
        let clocks = session.move_clocks();
        for (i, pm) in moves.iter().enumerate().skip(self.moves_logged) {
            let clock = clocks
                .get(i)
                .copied()
                .flatten()
                .map(|d| format!(" clock {}", hms(d)))
                .unwrap_or_default();
            let payload = format!(
                "{}{} {}{clock}",
                pm.before_number(),
                if pm.before_white() { "." } else { "..." },
                pm.san
            );
            self.journal.append(session.now(), "move", &payload)?;
        }
        self.moves_logged = moves.len();
        match (game.result(), self.result_logged) {
            (Some(r), false) => {
                self.journal
                    .append(session.now(), "result", r.score.pgn())?;
                self.result_logged = true;
            }
            (None, true) => self.result_logged = false,
            _ => {}
        }
        Ok(())
    }
}

fn hms(d: Duration) -> String {
    let s = d.as_secs();
    format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
}

/// Helpers on played moves for the journal's readable records.
trait PlayedExt {
    fn before_number(&self) -> u32;
    fn before_white(&self) -> bool;
}

impl PlayedExt for crate::rules::PlayedMove {
    fn before_number(&self) -> u32 {
        shakmaty::Position::fullmoves(&self.before).get()
    }
    fn before_white(&self) -> bool {
        shakmaty::Position::turn(&self.before) == Color::White
    }
}

/// What resuming found.
pub struct Resumed {
    pub session: Session,
    pub log: GameLog,
    /// Lines that were damaged (a write cut off by the crash) and dropped.
    pub dropped: usize,
    /// Session time when the journal ends.
    pub at: Duration,
}

/// Why a journal cannot be resumed.
#[derive(Debug)]
pub enum ResumeError {
    Io(io::Error),
    NoSetup,
    BadSetup(String),
}

impl std::fmt::Display for ResumeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ResumeError::Io(e) => write!(f, "the journal cannot be read: {e}"),
            ResumeError::NoSetup => write!(
                f,
                "the journal has no setup record: it is not a game journal"
            ),
            ResumeError::BadSetup(why) => write!(f, "the journal's setup cannot be used: {why}"),
        }
    }
}

/// Rebuilds the game of a journal. `real_time`: the clock goes on in real
/// time, from where the journal ends (the time the program was down does
/// not count: the arbiter's default), or, with `downtime_counts`, with the
/// time since the journal's last write added; otherwise virtual time
/// (scripts, tests).
pub fn resume(path: &Path, real_time: bool, downtime_counts: bool) -> Result<Resumed, ResumeError> {
    // The journal's last write is when the program went down.
    let down = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .unwrap_or_default();
    let (journal, recovered) = Journal::open_append(path).map_err(ResumeError::Io)?;
    let Recovered {
        records, dropped, ..
    } = recovered;
    let setup = records
        .iter()
        .find(|r| r.kind == "setup")
        .ok_or(ResumeError::NoSetup)?;
    let opts: SessionOptions = options_from_text(&setup.payload).map_err(ResumeError::BadSetup)?;
    let mut session = Session::new(&opts).map_err(|e| ResumeError::BadSetup(e.to_string()))?;
    let at = replay_records(&mut session, &records);
    if real_time {
        let since = if downtime_counts { at + down } else { at };
        session.set_time_source(TimeSource::Real(
            Instant::now()
                .checked_sub(since)
                .unwrap_or_else(Instant::now),
        ));
    } else if downtime_counts {
        session.set_virtual_time(at + down);
    }
    // A crash between an input record and its readable move record leaves
    // the move in the game but not yet written out: write it now.
    let moves_logged = records.iter().filter(|r| r.kind == "move").count();
    let result_logged = records.iter().any(|r| r.kind == "result");
    let mut log = GameLog {
        journal,
        moves_logged,
        result_logged,
    };
    log.after(&session).map_err(ResumeError::Io)?;
    Ok(Resumed {
        session,
        log,
        dropped: dropped.len(),
        at,
    })
}

/// The game of a journal, replayed on virtual time, without opening the
/// journal for writing (export, inspection).
pub fn replay(path: &Path) -> Result<Session, ResumeError> {
    let Recovered { records, .. } = read(path).map_err(ResumeError::Io)?;
    let setup = records
        .iter()
        .find(|r| r.kind == "setup")
        .ok_or(ResumeError::NoSetup)?;
    let opts: SessionOptions = options_from_text(&setup.payload).map_err(ResumeError::BadSetup)?;
    let mut session = Session::new(&opts).map_err(|e| ResumeError::BadSetup(e.to_string()))?;
    replay_records(&mut session, &records);
    Ok(session)
}

/// A journal replayed read-only, with what `resume` would say: damaged
/// records dropped, where the game stands (transcripts of a resume).
pub fn replay_with_report(path: &Path) -> Result<(Session, Vec<Reply>), ResumeError> {
    let rec = read(path).map_err(ResumeError::Io)?;
    let session = replay(path)?;
    let mut out = Vec::new();
    if !rec.dropped.is_empty() {
        out.push(Reply::Say(
            session.texts().journal_dropped(rec.dropped.len()),
        ));
    }
    out.push(Reply::Say(
        session.texts().resumed(session.game().moves().len()),
    ));
    out.extend(session.start());
    Ok((session, out))
}

/// An adjourned game's envelope opened with the secret (A5, A9): the
/// position and clocks set, the sealed move played and announced.
pub fn open_envelope(
    path: &Path,
    secret: &str,
    mut opts: SessionOptions,
) -> Result<(Session, Vec<Reply>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let (info, sealed) = crate::adjourn::open(&text, secret).map_err(|e| e.to_string())?;
    opts.fen = Some(info.fen.clone());
    opts.white = Some(info.white.clone());
    opts.black = Some(info.black.clone());
    opts.event = Some(info.event.clone());
    let mut session = Session::new(&opts).map_err(|e| e.to_string())?;
    session.set_clocks(info.white_left, info.black_left);
    let out = session.play_sealed(&sealed);
    Ok((session, out))
}

/// Feeds a journal's records to a session; returns where time ends.
fn replay_records(session: &mut Session, records: &[crate::journal::Record]) -> Duration {
    let mut at = Duration::ZERO;
    for r in records {
        match r.kind.as_str() {
            "input" => {
                // A question about a sealed move that was answered
                // privately and not sealed (cancelled) is over.
                session.cancel_private();
                session.set_virtual_time(r.time);
                session.handle(&r.payload);
            }
            "adjourned" => session.mark_adjourned(PathBuf::from(&r.payload)),
            "tick" => {
                session.set_virtual_time(r.time);
                session.tick();
            }
            _ => {}
        }
        at = at.max(r.time);
    }
    at
}

/// The newest game folder under `games_dir` whose journal has no result:
/// the game `play` offers to resume.
pub fn unfinished_game(games_dir: &Path) -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(games_dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join(JOURNAL_FILE).is_file())
        .collect();
    dirs.sort();
    let newest = dirs.pop()?;
    let rec = read(newest.join(JOURNAL_FILE)).ok()?;
    let finished = rec.records.iter().any(|r| r.kind == "result");
    let moved = rec.records.iter().any(|r| r.kind == "move");
    (!finished && moved).then(|| newest.join(JOURNAL_FILE))
}

/// What the session says after resuming: where the game stands.
pub fn resumed_replies(r: &Resumed) -> Vec<Reply> {
    let mut out = Vec::new();
    if r.dropped > 0 {
        out.push(Reply::Say(r.session.texts().journal_dropped(r.dropped)));
    }
    out.push(Reply::Say(
        r.session.texts().resumed(r.session.game().moves().len()),
    ));
    out.extend(r.session.start());
    out
}
