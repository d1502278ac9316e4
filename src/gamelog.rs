//! The game's journal: every line the session took, durable on disk before
//! its replies are printed or spoken, so a crash, an empty battery or a
//! kicked cable costs nothing. Resuming replays the journal through a fresh
//! session on virtual time, which rebuilds the exact state: position,
//! history, clocks, penalties, offers. Format: docs/journal.md.
//!
//! Records (after the journal's own first record):
//! - `settings`: the game's [`Settings`], whole, as TOML (older journals
//!   have `setup`: the options as a transcript's `!` line);
//! - `input`: a line typed, at the session time it was handled;
//! - `tick`: time passed with something said (a warning, a flag fall,
//!   the pin board's button or lost connection);
//! - `board`: what the hands did on the serial pin board, in words
//!   (`lift e2`, `place e4`, `place e8 Q`, `scan` and the 64 holes,
//!   `reconnected`): replayed through the session like the device's event,
//!   so a move made on the board is in the resumed game;
//! - `dgt`: a board of the sighted player's DGT e-board that stood still
//!   and made the session say something (`board` and the position in FEN):
//!   replayed like the device's reading, so a move read from it is in the
//!   resumed game;
//! - `move`: a move the line made: number, SAN, UCI and the mover's clock;
//!   replay checks that the input gives this very move;
//! - `device`: a device beside the board lost or back (`lost pin-board`,
//!   `back dot-pad`): replay marks it so on the session, for the arbiter's
//!   server, and changes nothing of the game;
//! - `result`: the game's result;
//! - `quickplay`: what happened in the quickplay finish (a claim with its
//!   position, a request, the arbiter's ruling, both flags, the words of
//!   8.4); replay checks that the input gives this very record.
//!
//! A line and the records it causes are written together, with one sync.

use crate::errors::ResumeError;
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use shakmaty::Color;

use crate::journal::{DroppedLine, Journal, Recovered, read};
use crate::reply::Reply;
use crate::session::{DeviceKind, Session, TimeSource};
use crate::settings::Settings;
use crate::transcript::options_from_text;

/// File name of the journal in a game folder.
pub const JOURNAL_FILE: &str = "journal.txt";

/// A record not yet on disk: time, kind, payload.
type Pending = (Duration, &'static str, String);

/// A session's journal being written.
pub struct GameLog {
    journal: Option<Journal>,
    path: PathBuf,
    moves_logged: usize,
    result_logged: bool,
    /// `quickplay` records written so far.
    quickplay_logged: usize,
    /// Records whose write failed, in order: written before anything new,
    /// so the journal never has a hole.
    unwritten: Vec<Pending>,
}

impl GameLog {
    /// Starts the journal of a new game in `dir`, recording its settings.
    /// Refuses a folder that holds a journal already.
    pub fn create(dir: &Path, settings: &Settings) -> io::Result<GameLog> {
        std::fs::create_dir_all(dir)?;
        let path = dir.join(JOURNAL_FILE);
        let journal = Journal::create(&path, &[("settings", &settings.to_toml())])?;
        Ok(GameLog {
            journal: Some(journal),
            path,
            moves_logged: 0,
            result_logged: false,
            quickplay_logged: 0,
            unwritten: Vec::new(),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether records wait to be written (a write failed).
    pub fn is_behind(&self) -> bool {
        !self.unwritten.is_empty()
    }

    /// Records a handled line (typed at session time `at`, before its
    /// handling moved any virtual time) and what it changed, with one
    /// write and one sync. Returns only when the records are on disk; on
    /// failure they are kept and written first next time.
    pub fn line(&mut self, at: Duration, session: &Session, line: &str) -> io::Result<()> {
        self.unwritten.push((at, "input", line.to_string()));
        self.after(session);
        self.flush()
    }

    /// A sealed move or the arbiter's secret was typed: only that
    /// something private was typed is written, never what.
    pub fn private(&mut self, at: Duration, session: &Session) -> io::Result<()> {
        self.unwritten.push((at, "private", String::new()));
        if let Some(p) = session.envelope_path() {
            self.unwritten
                .push((session.now(), "adjourned", p.display().to_string()));
        }
        self.flush()
    }

    /// The envelope of the adjourned game was opened (at session time
    /// `at`) and its sealed move played: the move, no longer secret, and
    /// what it changed.
    pub fn opened(&mut self, at: Duration, session: &Session, sealed: &str) -> io::Result<()> {
        self.unwritten.push((at, "opened", sealed.to_string()));
        self.after(session);
        self.flush()
    }

    /// Records an event of the pin board (in the words of
    /// [`devices::pinboard::reading_words`], at session time `at`) and what
    /// it changed: a move made on the board.
    pub fn board(&mut self, at: Duration, session: &Session, words: &str) -> io::Result<()> {
        self.unwritten.push((at, "board", words.to_string()));
        self.after(session);
        self.flush()
    }

    /// Records a settled board of the DGT e-board (in the words of
    /// [`devices::dgt::DgtReading::words`]) and what it changed: a move read
    /// from it.
    pub fn dgt(&mut self, at: Duration, session: &Session, words: &str) -> io::Result<()> {
        self.unwritten.push((at, "dgt", words.to_string()));
        self.after(session);
        self.flush()
    }

    /// A note for people reading the journal (what an engine said of its
    /// move: depth, score, line); replaying passes over it.
    pub fn note(&mut self, at: Duration, kind: &'static str, words: &str) -> io::Result<()> {
        self.unwritten.push((at, kind, words.to_string()));
        self.flush()
    }

    /// Records that a device beside the board was lost or is back (what
    /// the arbiter's server is told; the game does not change).
    pub fn device(&mut self, at: Duration, device: DeviceKind, lost: bool) -> io::Result<()> {
        let payload = format!("{} {}", if lost { "lost" } else { "back" }, device.word());
        self.unwritten.push((at, "device", payload));
        self.flush()
    }

    /// Records that the game ended as a dead position proved after its
    /// move `ply` (the question answered while the players thought); a
    /// replay answers it again.
    pub fn dead(&mut self, at: Duration, session: &Session, ply: usize) -> io::Result<()> {
        self.unwritten.push((at, "dead", ply.to_string()));
        self.after(session);
        self.flush()
    }

    /// Records that time passed and the session said something.
    pub fn tick(&mut self, session: &Session) -> io::Result<()> {
        self.unwritten.push((session.now(), "tick", String::new()));
        self.after(session);
        self.flush()
    }

    /// Writes what waits, again: after a failure, reopening the file if
    /// its state is unknown.
    pub fn retry(&mut self) -> io::Result<()> {
        self.flush()
    }

    /// Writes every waiting record at once.
    fn flush(&mut self) -> io::Result<()> {
        if self.unwritten.is_empty() {
            return Ok(());
        }
        if self.journal.is_none() {
            let (j, _) = Journal::open_append(&self.path)?;
            self.journal = Some(j);
        }
        let Some(journal) = self.journal.as_mut() else {
            return Ok(());
        };
        let records: Vec<(Duration, &str, &str)> = self
            .unwritten
            .iter()
            .map(|(t, k, p)| (*t, *k, p.as_str()))
            .collect();
        match journal.append_all(&records) {
            Ok(()) => {
                self.unwritten.clear();
                Ok(())
            }
            Err(e) => {
                // A failed sync leaves the file unknown: open it afresh
                // (which cuts a torn tail) before the next try.
                self.journal = None;
                Err(e)
            }
        }
    }

    /// The readable records: new moves with the clocks, the result.
    fn after(&mut self, session: &Session) {
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
            let uci = pm.mv.to_uci(shakmaty::CastlingMode::Standard);
            let payload = format!(
                "{}{} {} {uci}{clock}",
                pm.before_number(),
                if pm.before_white() { "." } else { "..." },
                pm.san
            );
            self.unwritten.push((session.now(), "move", payload));
        }
        self.moves_logged = moves.len();
        let quickplay = session.quickplay_records();
        for r in quickplay.iter().skip(self.quickplay_logged) {
            self.unwritten.push((session.now(), "quickplay", r.clone()));
        }
        self.quickplay_logged = self.quickplay_logged.max(quickplay.len());
        match (game.result(), self.result_logged) {
            (Some(r), false) => {
                self.unwritten
                    .push((session.now(), "result", r.score.pgn().to_string()));
                self.result_logged = true;
            }
            (None, true) => self.result_logged = false,
            _ => {}
        }
    }
}

/// The clock as the score writes it (seconds rounded up).
fn hms(d: Duration) -> String {
    laws::pgn::format_clock(d)
}

/// Helpers on played moves for the journal's readable records.
trait PlayedExt {
    fn before_number(&self) -> u32;
    fn before_white(&self) -> bool;
}

impl PlayedExt for laws::rules::PlayedMove {
    fn before_number(&self) -> u32 {
        shakmaty::Position::fullmoves(&self.before).get()
    }
    fn before_white(&self) -> bool {
        shakmaty::Position::turn(&self.before) == Color::White
    }
}

/// Sees a replayed session after each record: what it said, and the line
/// typed, if one was.
pub type Observer<'a> = dyn FnMut(&Session, &[Reply], Option<&str>) + 'a;

/// What resuming found.
pub struct Resumed {
    pub session: Session,
    pub log: GameLog,
    /// The settings the game was played with (the board port possibly
    /// given anew).
    pub settings: Settings,
    /// Lines that were damaged (a write cut off by the crash) and dropped.
    pub dropped: Vec<DroppedLine>,
    /// Session time when the journal ends.
    pub at: Duration,
}

/// The settings a journal recorded (`setup` in older journals).
fn recorded_settings(records: &[crate::journal::Record]) -> Result<Settings, ResumeError> {
    for r in records {
        match r.kind.as_str() {
            "settings" => {
                return Settings::from_toml(&r.payload)
                    .map_err(|e| ResumeError::BadSettings(e.to_string()));
            }
            "setup" => {
                return options_from_text(&r.payload)
                    .map(with_announce_form)
                    .map_err(ResumeError::BadSettings);
            }
            _ => {}
        }
    }
    // The format record alone: the journal was cut off while the game was
    // created, before its settings were whole.
    if records.len() <= 1 {
        return Err(ResumeError::Unreadable(crate::journal::problem(
            crate::journal::OpenProblem::Empty,
        )));
    }
    Err(ResumeError::NoSettings)
}

/// New games record the announcement form in their settings. The oldest
/// journals (`setup` lines) had the long form unless --short was given,
/// whatever the time control, and keep it.
fn with_announce_form(mut s: Settings) -> Settings {
    if s.announce.is_none() {
        s.announce = Some(if s.short_announcements {
            crate::settings::AnnounceForm::Short
        } else {
            crate::settings::AnnounceForm::Long
        });
    }
    s
}

/// Rebuilds the game of a journal. `real_time`: the clock goes on in real
/// time, from where the journal ends (the time the program was down does
/// not count: the arbiter's default), or, with `downtime_counts`, with the
/// time since the journal's last write added; otherwise virtual time
/// (scripts, tests). `board`: a board port given anew (the only setting
/// that may change: a device may be plugged in elsewhere).
pub fn resume(
    path: &Path,
    real_time: bool,
    downtime_counts: bool,
    board: Option<String>,
) -> Result<Resumed, ResumeError> {
    resume_observed(path, real_time, downtime_counts, board, &mut |_, _, _| {})
}

/// [`resume`], showing `observe` the session before the first record and
/// after each record replayed, with what it said and the line typed, if
/// one was (the events sent to the arbiter's server are made again from
/// them).
pub fn resume_observed(
    path: &Path,
    real_time: bool,
    downtime_counts: bool,
    board: Option<String>,
    observe: &mut Observer<'_>,
) -> Result<Resumed, ResumeError> {
    // The journal's last write is when the program went down.
    let down = std::fs::metadata(path)
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .unwrap_or_default();
    let (journal, recovered) = Journal::open_append(path).map_err(|e| match e.kind() {
        io::ErrorKind::PermissionDenied
        | io::ErrorKind::ReadOnlyFilesystem
        | io::ErrorKind::WouldBlock => ResumeError::NotWritable(e),
        _ => ResumeError::Unreadable(e),
    })?;
    let Recovered {
        records, dropped, ..
    } = recovered;
    let mut settings = recorded_settings(&records)?;
    if board.is_some() {
        settings.board = board;
    }
    let mut session =
        Session::new(&settings).map_err(|e| ResumeError::BadSettings(e.to_string()))?;
    observe(&session, &[], None);
    let at = replay_records(&mut session, &records, observe)?;
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
    let quickplay_logged = records.iter().filter(|r| r.kind == "quickplay").count();
    let mut log = GameLog {
        journal: Some(journal),
        path: path.to_path_buf(),
        moves_logged: moves_logged.min(session.game().moves().len()),
        result_logged,
        quickplay_logged,
        unwritten: Vec::new(),
    };
    log.after(&session);
    log.flush().map_err(ResumeError::NotWritable)?;
    Ok(Resumed {
        session,
        log,
        settings,
        dropped,
        at,
    })
}

/// The settings a journal recorded, if it can be read.
pub fn recorded(path: &Path) -> Option<Settings> {
    recorded_settings(&read(path).ok()?.records).ok()
}

/// The game of a journal, replayed on virtual time, without opening the
/// journal for writing (export, inspection), with the lines that were
/// dropped as damaged.
pub fn replay(path: &Path) -> Result<(Session, Vec<DroppedLine>), ResumeError> {
    let Recovered {
        records, dropped, ..
    } = read(path).map_err(ResumeError::Unreadable)?;
    let settings = recorded_settings(&records)?;
    let mut session =
        Session::new(&settings).map_err(|e| ResumeError::BadSettings(e.to_string()))?;
    replay_records(&mut session, &records, &mut |_, _, _| {})?;
    Ok((session, dropped))
}

/// A journal replayed read-only, with what `resume` would say: damaged
/// records dropped, where the game stands (transcripts of a resume).
pub fn replay_with_report(path: &Path) -> Result<(Session, Vec<Reply>), ResumeError> {
    let (session, dropped) = replay(path)?;
    let mut out = Vec::new();
    if !dropped.is_empty() {
        out.push(Reply::say(session.texts().journal_dropped(dropped.len())));
    }
    out.push(Reply::say(
        session.texts().resumed(session.game().moves().len()),
    ));
    out.extend(session.start());
    Ok((session, out))
}

/// The journal beside an envelope that recorded this very adjournment
/// (its last `adjourned` record names the envelope, and it was not opened
/// since): the game goes on there, with its clock and its whole score.
pub fn journal_of_envelope(envelope: &Path) -> Option<PathBuf> {
    envelope_in_journal(envelope, "adjourned")
}

/// The journal beside an envelope whose game was resumed from it already
/// (its last adjournment names the envelope, and an `opened` record
/// follows): that game goes on from the journal, and opening the envelope
/// again starts it once more from the adjournment.
pub fn journal_that_opened(envelope: &Path) -> Option<PathBuf> {
    envelope_in_journal(envelope, "opened")
}

/// The journal beside `envelope` whose last adjournment names it, when the
/// last record of adjourning or opening is of the kind `last_kind`.
fn envelope_in_journal(envelope: &Path, last_kind: &str) -> Option<PathBuf> {
    let folder = envelope.parent().filter(|p| !p.as_os_str().is_empty());
    let journal = folder.unwrap_or(Path::new(".")).join(JOURNAL_FILE);
    let rec = read(&journal).ok()?;
    let last = rec
        .records
        .iter()
        .rev()
        .find(|r| r.kind == "adjourned" || r.kind == "opened")?;
    let adjourned = rec.records.iter().rev().find(|r| r.kind == "adjourned")?;
    let named = Path::new(&adjourned.payload);
    let same = |a: &Path, b: &Path| match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    (last.kind == last_kind
        && (same(named, envelope)
            || folder
                .zip(named.file_name())
                .is_some_and(|(f, n)| same(&f.join(n), envelope))))
    .then_some(journal)
}

/// An adjourned game's envelope opened with the secret (A5, A9): the
/// position and clocks set, the sealed move played and announced.
pub fn open_envelope(
    path: &Path,
    secret: &str,
    mut opts: Settings,
) -> Result<(Session, Vec<Reply>), String> {
    let text = crate::bounded::read_text(path, crate::bounded::FileKind::Envelope)
        .map_err(|e| e.to_string())?;
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

/// A `move` record: "12... Nf6 g8f6 clock 1:02:03" (older journals have
/// no UCI). Returns the ply counted from move 1 with White, SAN and UCI.
fn move_record(payload: &str) -> Option<(u32, &str, Option<&str>)> {
    let mut words = payload.split_whitespace();
    let number = words.next()?;
    let (n, black) = match number.strip_suffix("...") {
        Some(n) => (n, true),
        None => (number.strip_suffix('.')?, false),
    };
    let n: u32 = n.parse().ok()?;
    let san = words.next()?;
    let uci = words.next().filter(|w| *w != "clock");
    Some(((n.max(1) - 1) * 2 + u32::from(black), san, uci))
}

/// Feeds a journal's records to a session; returns where time ends.
/// Each move record is checked against the game the lines made.
fn replay_records(
    session: &mut Session,
    records: &[crate::journal::Record],
    observe: &mut Observer<'_>,
) -> Result<Duration, ResumeError> {
    let start = session.game().start();
    let start_ply = (shakmaty::Position::fullmoves(start).get() - 1) * 2
        + u32::from(shakmaty::Position::turn(start) == Color::Black);
    let mut at = Duration::ZERO;
    let mut quickplay = 0;
    for r in records {
        match r.kind.as_str() {
            "quickplay" => {
                let found = session.quickplay_records().get(quickplay).cloned();
                if found.as_deref() != Some(r.payload.as_str()) {
                    return Err(ResumeError::QuickplayDiverged {
                        record: r.seq,
                        recorded: r.payload.clone(),
                        found: found.unwrap_or_else(|| "-".into()),
                    });
                }
                quickplay += 1;
            }
            "input" => {
                // A question about a sealed move that was answered
                // privately and not sealed (cancelled) is over.
                session.cancel_private();
                session.set_virtual_time(r.time);
                let said = session.handle(&r.payload);
                observe(session, &said, Some(&r.payload));
            }
            "adjourned" => {
                session.mark_adjourned(PathBuf::from(&r.payload));
                observe(session, &[], None);
            }
            "opened" => {
                session.set_virtual_time(r.time);
                session.open_adjourned();
                let said = session.play_sealed(&r.payload);
                observe(session, &said, None);
            }
            "tick" => {
                session.set_virtual_time(r.time);
                let said = session.tick();
                observe(session, &said, None);
            }
            "dead" => {
                // A record this version cannot read changes nothing.
                if let Ok(ply) = r.payload.trim().parse::<usize>() {
                    session.set_virtual_time(r.time);
                    let said = session.settle_dead_at(ply);
                    observe(session, &said, None);
                }
            }
            "board" => {
                // The loop ticks before it reads the board.
                session.set_virtual_time(r.time);
                // A reading this version does not know changes nothing
                // here; a move it made would not match its move record.
                let mut said = session.tick();
                if let Some(ev) = devices::pinboard::reading_from_words(&r.payload) {
                    said.extend(session.board_event(&ev));
                }
                observe(session, &said, None);
            }
            "dgt" => {
                session.set_virtual_time(r.time);
                let mut said = session.tick();
                if let Some(reading) = devices::dgt::DgtReading::from_words(&r.payload) {
                    said.extend(session.dgt_reading(&reading));
                }
                observe(session, &said, None);
            }
            "device" => {
                // A device this version does not know changes nothing.
                let mut w = r.payload.split_whitespace();
                let lost = match w.next() {
                    Some("lost") => Some(true),
                    Some("back") => Some(false),
                    _ => None,
                };
                if let (Some(lost), Some(d)) = (lost, w.next().and_then(DeviceKind::from_word)) {
                    session.set_virtual_time(r.time);
                    session.set_device_lost(d, lost);
                    observe(session, &[], None);
                }
            }
            "move" => {
                let diverged = |found: String| ResumeError::Diverged {
                    record: r.seq,
                    recorded: r.payload.clone(),
                    found,
                };
                let Some((ply, san, uci)) = move_record(&r.payload) else {
                    return Err(diverged("a record that cannot be read".into()));
                };
                let played = ply
                    .checked_sub(start_ply)
                    .and_then(|i| session.game().moves().get(i as usize));
                let Some(pm) = played else {
                    return Err(diverged(format!(
                        "only {} moves",
                        session.game().moves().len()
                    )));
                };
                let same_uci = uci.is_none_or(|u| {
                    pm.mv.to_uci(shakmaty::CastlingMode::Standard).to_string() == u
                });
                if pm.san.to_string() != san || !same_uci {
                    return Err(diverged(pm.san.to_string()));
                }
            }
            _ => {}
        }
        at = at.max(r.time);
    }
    Ok(at)
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
    // An adjourned game goes on from its envelope, not from here.
    let adjourned = rec
        .records
        .iter()
        .rev()
        .find(|r| r.kind == "adjourned" || r.kind == "opened")
        .is_some_and(|r| r.kind == "adjourned");
    let finished = adjourned || rec.records.iter().any(|r| r.kind == "result");
    let moved = rec.records.iter().any(|r| r.kind == "move");
    (!finished && moved).then(|| newest.join(JOURNAL_FILE))
}

/// Who played an unfinished game and how far it got, for the question
/// whether to resume it: White, Black, the move number.
pub fn summary(path: &Path) -> Option<(String, String, u32)> {
    let (session, _) = replay(path).ok()?;
    let h = session.pgn_header();
    Some((h.white, h.black, session.game().move_number()))
}

/// What the session says after resuming: what was dropped, where the
/// game stands.
pub fn resumed_replies(r: &Resumed) -> Vec<Reply> {
    let mut out = Vec::new();
    if !r.dropped.is_empty() {
        out.push(Reply::say(
            r.session.texts().journal_dropped(r.dropped.len()),
        ));
    }
    out.push(Reply::say(
        r.session.texts().resumed(r.session.game().moves().len()),
    ));
    out.extend(r.session.start());
    out
}
