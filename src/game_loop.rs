//! The one game loop. The REPL, `play --script`, `annabella check` and a
//! resumed game all drive a [`GameLoop`]: it hands each line to the
//! [`Session`] (which decides what should happen and does no file I/O),
//! carries out the files the session asks for, makes the line durable in
//! the journal before anything is said, records the transcript, saves the
//! score when the game ends, and renders and speaks the replies.
//!
//! The loop also owns the serial pin board, when one is attached: it
//! carries out what the session asks of the board ([`Reply::Board`]),
//! polls the device on each tick and hands its events to the session
//! ([`Session::board_event`]); what the hands did is journaled like a
//! typed line (a `board` record), so a resumed game has it too.
//!
//! A journal write that fails is never a silent hole: the loop tries again,
//! then says so aloud and takes no further line until the user types
//! `retry` (the records are written again, in order) or `unprotected` (the
//! game goes on without the journal).

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::gamelog::GameLog;
use crate::output::Output;
use crate::reply::{FileJob, FileKind, FileOutcome, Reply};
use crate::session::{DeviceKind, Session};
use crate::transcript::TranscriptWriter;
use devices::dgt::DgtReading;
use devices::dgt::device::DgtBoard;
use devices::pinboard::{BoardCommand, Event, IndicateMode, PinBoard};

pub mod analysis;
pub mod broadcast;
mod dead;
mod device_watch;
mod engine;
pub use engine::EnginePlayer;

/// Whether the loop writes the files the session asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Files {
    /// A game being played: files are written (never over an existing one).
    Write,
    /// A transcript check or a replay: no file is written, and that is said.
    Skip,
}

/// The words that answer a journal failure (every UI language's): the
/// catalogs' `words-retry` and `words-unprotected`.
fn is_retry(word: &str) -> bool {
    crate::messages::catalog::is_typed_word("words-retry", word)
}

fn is_unprotected(word: &str) -> bool {
    crate::messages::catalog::is_typed_word("words-unprotected", word)
}

/// How often a failed journal write is tried before the user is asked.
const JOURNAL_TRIES: u32 = 3;

/// One game being played, with everything its lines reach.
pub struct GameLoop {
    session: Session,
    output: Option<Output>,
    journal: Option<GameLog>,
    recorder: Option<TranscriptWriter>,
    game_dir: Option<PathBuf>,
    files: Files,
    saved_after_end: bool,
    /// The score's files in the game's folder, following the game.
    score: Option<crate::score_files::ScoreFiles>,
    /// The score's files could not be written the last time.
    score_failed: bool,
    /// A journal write failed, or a line was not taken while it was
    /// behind: a script ends with a failing exit code.
    journal_troubled: bool,
    /// A journal write failed; lines wait for retry or unprotected.
    journal_behind: bool,
    /// The serial pin board (`play --board PORT`, or the one a resumed
    /// game used).
    board: Option<PinBoard>,
    /// The sighted player's DGT e-board (`play --dgt PORT`).
    dgt: Option<DgtBoard>,
    /// The Dot Pad (`play --dotpad PORT`): an output like speech, and its
    /// Perkins keys an input like the keyboard.
    dotpad: Option<devices::dotpad::Attached>,
    /// A braille display through BRLTTY (`play --brltty`): every answer
    /// shown on it, and braille typed on it read as lines.
    brltty: Option<devices::brltty::Attached>,
    /// How a braille display that fell silent is connected again, and
    /// the display while it is silent (what it should show is kept).
    brltty_reconnect: Option<devices::brltty::reconnect::Reconnect>,
    brltty_silent: Option<devices::brltty::Attached>,
    /// An engine playing one side (`play --engine`).
    engine: Option<EnginePlayer>,
    /// The game sent live to the arbiter's server (`play --broadcast`).
    broadcast: Option<broadcast::Live>,
    /// Devices lost and back, told to the journal and the server.
    devices_told: device_watch::Watch,
    /// The dead-position question being answered on its own thread.
    dead_worker: Option<std::thread::JoinHandle<laws::rules::DeadAnswer>>,
}

impl GameLoop {
    pub fn new(session: Session, files: Files) -> GameLoop {
        let devices_told = device_watch::Watch::told_before(&session.lost_devices());
        GameLoop {
            session,
            output: None,
            journal: None,
            recorder: None,
            game_dir: None,
            files,
            saved_after_end: false,
            score: None,
            score_failed: false,
            journal_troubled: false,
            journal_behind: false,
            board: None,
            dgt: None,
            dotpad: None,
            brltty: None,
            brltty_reconnect: None,
            brltty_silent: None,
            engine: None,
            broadcast: None,
            devices_told,
            dead_worker: None,
        }
    }

    /// The game is sent live to the arbiter's server: from now on every
    /// journal write that changed the game makes an event (the first one:
    /// the game as it stands).
    pub fn with_broadcast(mut self, mut live: broadcast::Live) -> GameLoop {
        live.after(&self.session, &[], None);
        self.broadcast = Some(live);
        self
    }

    /// After a journal write (of a typed `line`, if one was): the event
    /// it made goes to the server.
    fn broadcast_after(&mut self, replies: &[Reply], line: Option<&str>) {
        if let Some(b) = self.broadcast.as_mut() {
            b.after(&self.session, replies, line);
        }
    }

    /// What the sender had to tell (the server lost, back, refusing):
    /// said, neither journaled nor recorded.
    fn broadcast_notices(&mut self) -> Vec<Reply> {
        match self.broadcast.as_mut() {
            Some(b) => b.notices(&self.session),
            None => Vec::new(),
        }
    }

    /// Speech and print.
    pub fn with_output(mut self, output: Output) -> GameLoop {
        self.output = Some(output);
        self
    }

    /// The journal: every line durable before it is answered.
    pub fn with_journal(mut self, journal: Option<GameLog>) -> GameLoop {
        self.journal = journal;
        self
    }

    /// A transcript of the session (`play --record`).
    pub fn with_recorder(mut self, recorder: Option<TranscriptWriter>) -> GameLoop {
        self.recorder = recorder;
        self
    }

    /// The game's folder: the score is saved there when the game ends or
    /// the player leaves; an envelope goes there by default.
    pub fn with_game_dir(mut self, dir: Option<PathBuf>) -> GameLoop {
        if let Some(d) = &dir {
            self.session.set_game_dir(d.clone());
        }
        self.score = dir.clone().map(crate::score_files::ScoreFiles::new);
        self.game_dir = dir;
        self
    }

    /// The serial pin board: it is shown the game at once, and from now on
    /// the loop carries out the session's board replies on it and hands
    /// its events to the session. (A check or a replay has no device.)
    pub fn with_board(mut self, device: PinBoard) -> GameLoop {
        let replies = self.session.attach_board();
        self.board = Some(device);
        // Nothing of this is said: the device is told what to show.
        let _ = self.carry_out(replies);
        self
    }

    /// The sighted player's DGT e-board: its first board is compared with
    /// the game, and from now on its moves are read on each tick.
    pub fn with_dgt(mut self, device: DgtBoard) -> GameLoop {
        self.session.attach_dgt();
        self.dgt = Some(device);
        self.devices_told.seen(DeviceKind::EBoard, false);
        self
    }

    /// The Dot Pad: from now on it shows the board and the last move after
    /// every line and tick, and its Perkins keys type lines.
    pub fn with_dotpad(mut self, device: devices::dotpad::device::DotPad) -> GameLoop {
        let mut attached = devices::dotpad::Attached::new(device);
        attached.redraw(self.session.dotpad_view());
        self.dotpad = Some(attached);
        self
    }

    /// A braille display (BRLTTY): from now on every answer shown or said
    /// goes to it too ([`GameLoop::show`]), and the keys typed on it are
    /// read on each tick.
    pub fn with_braille_display(
        mut self,
        display: Box<dyn devices::brltty::BrailleDisplay>,
    ) -> GameLoop {
        self.brltty = Some(devices::brltty::Attached::new(display));
        self.devices_told.seen(DeviceKind::BrailleDisplay, false);
        self
    }

    /// How the braille display is connected again when it falls silent
    /// (a read or a write fails: BRLTTY died or let it go): the silence
    /// is said once, the return once, and it shows the answer again.
    pub fn with_braille_reconnect(
        mut self,
        reconnect: devices::brltty::reconnect::Reconnect,
    ) -> GameLoop {
        self.brltty_reconnect = Some(reconnect);
        self
    }

    /// The braille display, while one is attached.
    pub fn braille_display(&self) -> Option<&devices::brltty::Attached> {
        self.brltty.as_ref()
    }

    /// A pin board, an e-board or a Dot Pad is attached: a script polls
    /// them (`script_devices`).
    pub fn has_devices(&self) -> bool {
        self.board.is_some() || self.dgt.is_some() || self.dotpad.is_some()
    }

    /// The Dot Pad, while one is attached.
    pub fn dotpad(&self) -> Option<&devices::dotpad::Attached> {
        self.dotpad.as_ref()
    }

    /// Whether speech is under way (a microphone is muted meanwhile).
    pub fn speaking(&self) -> Option<speech::Speaking> {
        self.output.as_ref().and_then(Output::speaking)
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    /// Whose move it is, for the prompt.
    pub fn prompt(&self) -> String {
        self.session.prompt()
    }

    /// The next line is a sealed move or a secret: it must not reach the
    /// history file, the journal or a recording.
    pub fn next_is_private(&self) -> bool {
        self.session.input_is_private()
    }

    /// One line typed: handled, its files written, made durable, recorded.
    /// Returns what to show and say.
    pub fn line(&mut self, line: &str) -> Vec<Reply> {
        if let Some(said) = self.engine_command(line) {
            return said;
        }
        let mut replies = self.handled_line(line);
        replies.extend(self.dead_check());
        replies.extend(self.engine_turn());
        replies.extend(self.broadcast_notices());
        replies
    }

    /// What an utterance was heard as (words, how sure, the verdict, the
    /// kept audio), written to the journal for the arbiter; replaying
    /// passes over it. What to say when the journal fails.
    pub fn note_heard(&mut self, record: &str) -> Vec<Reply> {
        let at = self.session.now();
        self.durably(|log, _| log.note(at, "heard", record))
            .into_iter()
            .collect()
    }

    /// One line handled by the session (the engine's moves too).
    fn handled_line(&mut self, line: &str) -> Vec<Reply> {
        if self.journal_behind {
            return self.journal_choice(line);
        }
        let at = self.session.now();
        let private = self.session.input_is_private();
        let replies = self.session.handle(line);
        let mut replies = self.carry_out(replies);
        // On disk before it is said; a sealed move or secret never.
        replies.extend(self.durably(|log, session| {
            if private {
                log.private(at, session)
            } else {
                log.line(at, session, line)
            }
        }));
        self.broadcast_after(&replies, (!private).then_some(line));
        let shown = if private { "(private)" } else { line };
        let failed = self.record(|r, now| r.line(at, now, shown, &replies));
        replies.extend(failed);
        replies.extend(self.save_after_end());
        if let Some(d) = self.dotpad.as_mut() {
            d.redraw(self.session.dotpad_view());
        }
        replies
    }

    /// Time passed: the clock's warnings and flag fall, and what the pin
    /// board did. Empty when nothing happened.
    pub fn tick(&mut self) -> Vec<Reply> {
        let said = self.session.tick();
        let said = self.carry_out(said);
        let mut replies = self.ticked(said);
        replies.extend(self.dead_check());
        // The board's events wait in the device while the journal is
        // behind: nothing the hands do is taken unless it is kept.
        while !self.journal_behind {
            let Some(ev) = self.board.as_ref().and_then(PinBoard::try_event) else {
                break;
            };
            replies.extend(self.board_reading(ev));
        }
        while !self.journal_behind {
            let readings = match self.dgt.as_mut() {
                Some(d) => d.poll(),
                None => break,
            };
            if readings.is_empty() {
                break;
            }
            for r in readings {
                replies.extend(self.dgt_reading(r));
            }
        }
        replies.extend(self.dotpad_events());
        replies.extend(self.brltty_events());
        if !self.journal_behind {
            replies.extend(self.engine_tick());
        }
        replies.extend(self.save_after_end());
        if let Some(d) = self.dotpad.as_mut() {
            d.redraw(self.session.dotpad_view());
        }
        replies.extend(self.tell_devices());
        replies.extend(self.broadcast_notices());
        replies
    }

    /// Devices lost or back since they were last told (at most one change
    /// a device every two seconds): each is a `device` record, and the
    /// arbiter's server is sent an event of it. Nothing more is said.
    fn tell_devices(&mut self) -> Vec<Reply> {
        let mut out = Vec::new();
        if self.journal_behind {
            return out;
        }
        for (d, lost) in self.devices_told.due(std::time::Instant::now()) {
            self.session.set_device_lost(d, lost);
            let at = self.session.now();
            out.extend(self.durably(|log, _| log.device(at, d, lost)));
            self.broadcast_after(&[], None);
        }
        out
    }

    /// What the Dot Pad did: its state said (and journaled as a tick), a
    /// line typed on its Perkins keys handled like a typed line.
    fn dotpad_events(&mut self) -> Vec<Reply> {
        use devices::dotpad::device::DotPadEvent;
        use devices::dotpad::keys::Typed;
        let mut replies = Vec::new();
        while let Some(ev) = self.dotpad.as_ref().and_then(|d| d.try_event()) {
            match &ev {
                DotPadEvent::Down | DotPadEvent::Silent | DotPadEvent::GaveUp(_) => {
                    self.devices_told.seen(DeviceKind::DotPad, true);
                }
                DotPadEvent::Up { .. } => self.devices_told.seen(DeviceKind::DotPad, false),
                DotPadEvent::Chord(_) => {}
            }
            let texts = self.session.texts();
            let said = match ev {
                DotPadEvent::Up { name, again: false } => texts.dotpad_connected(&name),
                DotPadEvent::Up { again: true, .. } => texts.dotpad_back(),
                DotPadEvent::Down => texts.dotpad_lost(),
                DotPadEvent::Silent => texts.dotpad_silent(),
                DotPadEvent::GaveUp(why) => {
                    self.dotpad = None;
                    texts.dotpad_gave_up(&why)
                }
                DotPadEvent::Chord(chord) => {
                    let Some(d) = self.dotpad.as_mut() else { break };
                    match d.type_chord(chord) {
                        Typed::Line(text) => {
                            let before = self.session.game().moves().len();
                            // The line is shown as typed at the prompt it
                            // answers; a sealed move or a secret never.
                            let shown = if self.session.input_is_private() {
                                "(private)"
                            } else {
                                &text
                            };
                            let echo = format!("{}{shown}", self.session.prompt());
                            let r = self.line(&text);
                            if let Some(d) = self.dotpad.as_mut() {
                                let moved = self.session.game().moves().len() != before;
                                let lines: Vec<&str> =
                                    r.iter().filter_map(Reply::printed_line).collect();
                                d.set_answer(moved, &lines);
                            }
                            replies.push(Reply::Print(echo));
                            replies.extend(r);
                        }
                        Typed::Full => {
                            let said =
                                texts.dotpad_line_full(devices::dotpad::keys::MAX_INPUT_CELLS);
                            replies.extend(self.ticked(vec![Reply::say(said)]));
                        }
                        Typed::Edited | Typed::PanLeft | Typed::PanRight | Typed::Nothing => {}
                    }
                    continue;
                }
            };
            replies.extend(self.ticked(vec![Reply::say(said)]));
        }
        replies
    }

    /// The keys typed on the braille display: a line ended with Enter is
    /// handled like a typed line (shown as typed at its prompt); panning
    /// and editing change what the display shows. A display that fails is
    /// said and let go.
    fn brltty_events(&mut self) -> Vec<Reply> {
        use devices::brltty::Typed;
        let mut replies = Vec::new();
        let mut sent = false;
        let keys = match self.brltty.as_mut().map(devices::brltty::Attached::keys) {
            None => return self.brltty_back(),
            Some(Ok(keys)) => keys,
            Some(Err(e)) => return self.brltty_failed(&e),
        };
        for key in keys {
            let Some(d) = self.brltty.as_mut() else { break };
            match d.key(key) {
                Typed::Line(text) => {
                    let shown = if self.session.input_is_private() {
                        "(private)"
                    } else {
                        &text
                    };
                    let echo = format!("{}{shown}", self.session.prompt());
                    if let Some(d) = self.brltty.as_mut() {
                        d.set_echo(&echo);
                    }
                    replies.push(Reply::Print(echo));
                    replies.extend(self.line(&text));
                    sent = true;
                }
                Typed::Full => {
                    let said = self
                        .session
                        .texts()
                        .brltty_line_full(devices::brltty::MAX_INPUT_CHARS);
                    replies.extend(self.ticked(vec![Reply::say(said)]));
                }
                Typed::Changed | Typed::Nothing => {}
            }
        }
        // What was typed or panned is shown at once; the answer to a line
        // sent is shown when it is said (`show`), without the old answer
        // in between.
        if sent {
            return replies;
        }
        let prompt = self.session.prompt();
        if let Some(Err(e)) = self.brltty.as_mut().map(|d| d.redraw(&prompt)) {
            replies.extend(self.brltty_failed(&e));
        }
        replies
    }

    /// The braille display failed: it is let go, and that is said.
    fn brltty_failed(&mut self, e: &devices::brltty::DisplayError) -> Vec<Reply> {
        let said = self.brltty_fell_silent(e);
        self.ticked(vec![said])
    }

    /// The display failed: let go, or, when it can be connected again,
    /// kept aside until it is back. What to say.
    fn brltty_fell_silent(&mut self, e: &devices::brltty::DisplayError) -> Reply {
        let lost = self.brltty.take();
        self.devices_told.seen(DeviceKind::BrailleDisplay, true);
        let t = self.session.texts();
        let why = t.brltty_why(e);
        match (self.brltty_reconnect.as_mut(), lost) {
            (Some(r), Some(mut display)) => {
                r.lost(std::time::Instant::now());
                // Its connection closed now: the next one is a new one.
                display.detach();
                self.brltty_silent = Some(display);
                Reply::say(t.brltty_silent(&why))
            }
            _ => Reply::say(t.brltty_lost(&why)),
        }
    }

    /// A silent braille display connected again, at each beat: it shows
    /// the answer again, and that is said.
    fn brltty_back(&mut self) -> Vec<Reply> {
        if self.brltty_silent.is_none() {
            return Vec::new();
        }
        let Some(display) = self
            .brltty_reconnect
            .as_mut()
            .and_then(|r| r.poll(std::time::Instant::now()))
        else {
            return Vec::new();
        };
        let Some(mut attached) = self.brltty_silent.take() else {
            return Vec::new();
        };
        attached.reattach(display);
        let prompt = self.session.prompt();
        if attached.redraw(&prompt).is_err() {
            // Gone again at once: still silent, nothing more said.
            self.brltty_silent = Some(attached);
            return Vec::new();
        }
        self.brltty = Some(attached);
        self.devices_told.seen(DeviceKind::BrailleDisplay, false);
        let said = self.session.texts().brltty_connected_again();
        self.ticked(vec![Reply::say(said)])
    }

    /// A tick's replies journaled (when there are any) and recorded.
    fn ticked(&mut self, mut replies: Vec<Reply>) -> Vec<Reply> {
        if replies.is_empty() {
            return replies;
        }
        if !self.journal_behind {
            replies.extend(self.durably(|log, session| log.tick(session)));
        }
        self.broadcast_after(&replies, None);
        let failed = self.record(|r, now| r.tick(now, &replies));
        replies.extend(failed);
        replies
    }

    /// One event from the pin board: handed to the session, its board
    /// replies carried out; a lift, a placement, a scan or a reconnection
    /// is journaled in words (a move made on the board is replayed on
    /// resume), and a recording shows lifts, placements and scans as the
    /// typed `board lift e2` / `board place e4` / `board scan HOLES` lines
    /// they equal (so `check` replays it).
    fn board_reading(&mut self, ev: Event) -> Vec<Reply> {
        match ev {
            Event::Disconnected(_) | Event::Silent => {
                self.devices_told.seen(DeviceKind::PinBoard, true);
            }
            Event::Connected(_) | Event::Reconnected(_) => {
                self.devices_told.seen(DeviceKind::PinBoard, false);
            }
            _ => {}
        }
        let at = self.session.now();
        let replies = self.session.board_event(&ev);
        let mut replies = self.carry_out(replies);
        let Some(words) = devices::pinboard::reading_words(&ev) else {
            return self.ticked(replies);
        };
        replies.extend(self.durably(|log, session| log.board(at, session, &words)));
        self.broadcast_after(&replies, None);
        let typed = matches!(ev, Event::Lifted(_) | Event::Placed { .. } | Event::Scan(_));
        let failed = self.record(|r, now| {
            if typed {
                r.line(now, now, &format!("board {words}"), &replies)
            } else {
                r.tick(now, &replies)
            }
        });
        replies.extend(failed);
        replies
    }

    /// One reading of the e-board: handed to the session; a board that
    /// made it say something (a move above all) is journaled as a `dgt`
    /// record (replayed on resume) and recorded as the typed `dgt board`
    /// line it equals.
    fn dgt_reading(&mut self, reading: DgtReading) -> Vec<Reply> {
        match reading {
            DgtReading::Lost | DgtReading::Silent => {
                self.devices_told.seen(DeviceKind::EBoard, true)
            }
            DgtReading::Back | DgtReading::Answers => {
                self.devices_told.seen(DeviceKind::EBoard, false);
            }
            _ => {}
        }
        let at = self.session.now();
        let replies = self.session.dgt_reading(&reading);
        let mut replies = self.carry_out(replies);
        let words = match reading.words() {
            Some(w) if !replies.is_empty() => w,
            _ => return self.ticked(replies),
        };
        replies.extend(self.durably(|log, session| log.dgt(at, session, &words)));
        self.broadcast_after(&replies, None);
        let failed = self.record(|r, now| r.line(now, now, &format!("dgt {words}"), &replies));
        replies.extend(failed);
        replies
    }

    /// Writes to the recording, if there is one. A failure stops the
    /// recording and is said (once): the game goes on.
    fn record(
        &mut self,
        write: impl FnOnce(&mut TranscriptWriter, Duration) -> std::io::Result<()>,
    ) -> Option<Reply> {
        let now = self.session.now();
        let e = write(self.recorder.as_mut()?, now).err()?;
        self.recorder = None;
        Some(Reply::say(
            self.session.texts().recording_failed(&e.to_string()),
        ))
    }

    /// Writes journal records, trying again a few times; on failure the
    /// loop waits for `retry` or `unprotected`, and that is said.
    fn durably(
        &mut self,
        mut write: impl FnMut(&mut GameLog, &Session) -> std::io::Result<()>,
    ) -> Option<Reply> {
        let log = self.journal.as_mut()?;
        let mut written = write(log, &self.session);
        let mut tries = 1;
        while written.is_err() && tries < JOURNAL_TRIES {
            std::thread::sleep(Duration::from_millis(50));
            written = log.retry();
            tries += 1;
        }
        let e = written.err()?;
        self.journal_behind = true;
        self.journal_troubled = true;
        Some(Reply::say(
            self.session.texts().journal_failed(&e.to_string()),
        ))
    }

    /// The player leaves: the score is saved unless it was at the end;
    /// the arbiter's server gets a moment for what waits.
    pub fn quit(&mut self) -> Vec<Reply> {
        let mut out = if self.saved_after_end {
            Vec::new()
        } else {
            self.saved_after_end = true;
            self.save_score()
        };
        if let Some(b) = self.broadcast.take() {
            out.extend(b.finish(&self.session));
        }
        out
    }

    /// The printed text of replies, with any notice from the speech
    /// backend; speaks what is said, and shows it on the braille display.
    pub fn show(&mut self, replies: &[Reply]) -> String {
        let mut lost = Vec::new();
        if let Some(d) = self.brltty.as_mut() {
            // Every line printed or said and printed, once each (a move
            // announced in parts, "Move 4, White: Kurze Rochade.", too).
            let lines: Vec<&str> = replies.iter().filter_map(Reply::printed_line).collect();
            d.set_answer(&lines);
            if let Err(e) = d.redraw(&self.session.prompt()) {
                lost.push(self.brltty_fell_silent(&e));
            }
        } else if let Some(d) = self.brltty_silent.as_mut() {
            // Shown once the display is back.
            let lines: Vec<&str> = replies.iter().filter_map(Reply::printed_line).collect();
            d.set_answer(&lines);
        }
        let replies: std::borrow::Cow<[Reply]> = if lost.is_empty() {
            replies.into()
        } else {
            replies
                .iter()
                .cloned()
                .chain(lost)
                .collect::<Vec<_>>()
                .into()
        };
        let Some(output) = self.output.as_mut() else {
            return String::new();
        };
        let mut text = output.render(&replies);
        for note in output.speak(&replies) {
            text.push_str(&note);
            text.push('\n');
        }
        text
    }

    /// Waits for speech to end; returns the text to print of any notice
    /// from the speech backend that came meanwhile (a backend that failed
    /// on the last lines of a script is reported too).
    pub fn finish(&mut self) -> String {
        let Some(o) = self.output.as_mut() else {
            return String::new();
        };
        o.finish().into_iter().map(|n| n + "\n").collect()
    }

    /// What the speech output has to tell by itself (the start-up line
    /// once the backend is known, a backend that failed), to print while
    /// nothing else happens.
    pub fn notices(&mut self) -> String {
        let Some(o) = self.output.as_mut() else {
            return String::new();
        };
        o.notices().into_iter().map(|n| n + "\n").collect()
    }

    /// Replaces each file the session asked for by what it says about it,
    /// and each thing for the pin board by what a transcript shows of it.
    fn carry_out(&mut self, replies: Vec<Reply>) -> Vec<Reply> {
        if !replies
            .iter()
            .any(|r| matches!(r, Reply::Write(_) | Reply::Board(_)))
        {
            return replies;
        }
        let mut out = Vec::with_capacity(replies.len());
        for r in replies {
            match r {
                Reply::Write(job) => {
                    let outcome = match self.files {
                        Files::Skip => FileOutcome::Skipped,
                        // A folder of that name is said as a folder, not
                        // as a file that exists.
                        Files::Write if job.path.is_dir() => FileOutcome::Failed(
                            self.session
                                .texts()
                                .is_a_folder(&job.path.display().to_string()),
                        ),
                        Files::Write => write_job(&job),
                    };
                    out.extend(self.session.file_done(&job, &outcome));
                }
                Reply::Board(cmd) => out.extend(self.board_command(cmd)),
                other => out.push(other),
            }
        }
        out
    }

    /// Does on the device what the session asked (nothing without one),
    /// and returns what is shown of it: the indications as device lines,
    /// the answer to `board status`.
    fn board_command(&self, cmd: BoardCommand) -> Vec<Reply> {
        let device = self.board.as_ref();
        match &cmd {
            BoardCommand::Show(board) => {
                if let Some(d) = device {
                    d.show_position(board);
                }
            }
            BoardCommand::Indicate(squares) => {
                if let Some(d) = device {
                    d.clear_indications(&[]);
                    if !squares.is_empty() {
                        d.indicate(IndicateMode::Raise, 1, squares);
                    }
                }
            }
            BoardCommand::Scan => {
                if let Some(d) = device {
                    d.request_scan();
                }
            }
            BoardCommand::Status => {
                return match device {
                    Some(d) => self
                        .session
                        .texts()
                        .board_status(&d.status())
                        .into_iter()
                        .map(Reply::Print)
                        .collect(),
                    None => vec![Reply::say(self.session.texts().no_board())],
                };
            }
        }
        cmd.log_line().map(Reply::Device).into_iter().collect()
    }

    /// After a journal failure: only retry and unprotected are taken.
    fn journal_choice(&mut self, line: &str) -> Vec<Reply> {
        let word = line.trim().to_lowercase();
        let texts = self.session.texts();
        if is_retry(&word) {
            let result = match self.journal.as_mut() {
                Some(log) => log.retry(),
                None => Ok(()),
            };
            return match result {
                Ok(()) => {
                    self.journal_behind = false;
                    vec![Reply::say(texts.journal_written_again())]
                }
                Err(e) => vec![Reply::say(texts.journal_failed(&e.to_string()))],
            };
        }
        if is_unprotected(&word) {
            self.journal = None;
            self.journal_behind = false;
            return vec![Reply::say(texts.journal_unprotected())];
        }
        self.journal_troubled = true;
        vec![Reply::say(texts.journal_blocked())]
    }

    /// The score's files follow the game: written again after every line
    /// that changed them, and said when the game has ended (again after
    /// a reopened game ends anew). A file that cannot be written is said
    /// once, until it can be again.
    fn save_after_end(&mut self) -> Vec<Reply> {
        if !self.session.game().is_over() {
            self.saved_after_end = false;
        }
        if self.files == Files::Skip {
            return self.said_at_end();
        }
        let Some(score) = self.score.as_mut() else {
            return Vec::new();
        };
        // Nothing to keep yet: no move, no result, nothing written before.
        let g = self.session.game();
        if !score.started() && g.moves().is_empty() && !g.is_over() {
            return Vec::new();
        }
        match score.keep(&self.session) {
            Ok(_) => {
                self.score_failed = false;
                self.said_at_end()
            }
            Err((path, e)) => self.score_failure(&path, &e),
        }
    }

    /// "The score is saved", once when the game has ended.
    fn said_at_end(&mut self) -> Vec<Reply> {
        if !self.session.game().is_over() || self.saved_after_end {
            return Vec::new();
        }
        self.saved_after_end = true;
        let Some(dir) = &self.game_dir else {
            return Vec::new();
        };
        let texts = self.session.texts();
        if self.files == Files::Skip {
            return vec![Reply::say(
                texts.file_not_written(&dir.display().to_string()),
            )];
        }
        let pgn = dir.join(crate::score_files::NAMES[0]);
        vec![Reply::say(texts.score_saved(&pgn.display().to_string()))]
    }

    fn score_failure(&mut self, path: &Path, e: &std::io::Error) -> Vec<Reply> {
        if self.score_failed {
            return Vec::new();
        }
        self.score_failed = true;
        vec![Reply::say(
            self.session
                .texts()
                .score_not_saved(&format!("{}: {e}", path.display())),
        )]
    }

    /// The score's files could not be written the last time they were.
    pub fn score_unsaved(&self) -> bool {
        self.score_failed
    }

    /// Something of the game was not kept: a journal write failed, a line
    /// was not taken while the journal was behind, or the score's files
    /// are not saved. A script run ends with a failing exit code then.
    pub fn something_not_kept(&self) -> bool {
        self.journal_troubled || self.score_failed
    }

    /// Writes the score into the game folder: `game.pgn`, and the braille
    /// scoresheet as `game.brf` (for an embosser) and `game-braille.txt`
    /// (Unicode braille). These are the game's own files, kept up to date.
    fn save_score(&mut self) -> Vec<Reply> {
        let Some(dir) = &self.game_dir else {
            return Vec::new();
        };
        let texts = self.session.texts();
        if self.files == Files::Skip {
            return vec![Reply::say(
                texts.file_not_written(&dir.display().to_string()),
            )];
        }
        let Some(score) = self.score.as_mut() else {
            return Vec::new();
        };
        match score.save(&self.session) {
            Ok(_) => {
                self.score_failed = false;
                vec![Reply::say(
                    texts.score_saved(&score.pgn_path().display().to_string()),
                )]
            }
            Err((path, e)) => {
                self.score_failed = false;
                self.score_failure(&path, &e)
            }
        }
    }
}

/// Writes a file the session asked for, never over an existing one.
fn write_job(job: &FileJob) -> FileOutcome {
    if let Some(dir) = job.path.parent().filter(|d| !d.as_os_str().is_empty())
        && let Err(e) = std::fs::create_dir_all(dir)
    {
        return FileOutcome::Failed(e.to_string());
    }
    let written = match job.kind {
        FileKind::Envelope => crate::adjourn::write_private(&job.path, &job.contents),
        FileKind::Scoresheet => write_new(&job.path, &job.contents),
    };
    match written {
        Ok(()) => FileOutcome::Written,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => FileOutcome::Exists,
        Err(e) => FileOutcome::Failed(e.to_string()),
    }
}

/// Creates a new file (refusing an existing one) and makes it durable.
pub fn write_new(path: &Path, text: &str) -> std::io::Result<()> {
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)?;
    f.write_all(text.as_bytes())?;
    f.sync_all()
}

/// Longest input line kept in memory; longer lines are refused whole.
pub const MAX_READ_BYTES: usize = 4096;

/// One line read from a script or standard input.
#[derive(Debug, PartialEq, Eq)]
pub enum ReadLine {
    Line(Vec<u8>),
    /// A line longer than [`MAX_READ_BYTES`]: skipped up to its end, with
    /// its length in bytes, so memory stays bounded whatever comes in.
    TooLong(usize),
    End,
}

/// Reads one line (without its line ending) in bounded memory.
pub fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> std::io::Result<ReadLine> {
    buf.clear();
    let mut total = 0usize;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            return Ok(if total == 0 {
                ReadLine::End
            } else if total > MAX_READ_BYTES {
                ReadLine::TooLong(total)
            } else {
                ReadLine::Line(trimmed(buf))
            });
        }
        let (part, found) = match chunk.iter().position(|b| *b == b'\n') {
            Some(i) => (&chunk[..i], Some(i)),
            None => (chunk, None),
        };
        total = total.saturating_add(part.len());
        if total <= MAX_READ_BYTES {
            buf.extend_from_slice(part);
        }
        let used = found.map_or(chunk.len(), |i| i + 1);
        input.consume(used);
        if found.is_some() {
            return Ok(if total > MAX_READ_BYTES {
                ReadLine::TooLong(total)
            } else {
                ReadLine::Line(trimmed(buf))
            });
        }
    }
}

fn trimmed(buf: &mut Vec<u8>) -> Vec<u8> {
    while buf.last().is_some_and(|b| *b == b'\r') {
        buf.pop();
    }
    std::mem::take(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Takes `room` bytes, then fails as a full disk does.
    struct Filling {
        room: usize,
    }

    impl std::io::Write for Filling {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if self.room < buf.len() {
                return Err(std::io::Error::other("no space left"));
            }
            self.room -= buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// A recording that cannot be written any more is said, also when
    /// the clock speaks by itself (a tick), and then the game goes on.
    #[test]
    fn a_failed_recording_is_said_also_on_a_tick() {
        let settings = crate::settings::Settings {
            time_control: Some("1+0".into()),
            ..Default::default()
        };
        let session = Session::new(&settings).unwrap();
        let recorder =
            TranscriptWriter::to_writer(Box::new(Filling { room: 100 }), "", &[]).unwrap();
        let mut game = GameLoop::new(session, Files::Skip).with_recorder(Some(recorder));
        let failed = |replies: &[Reply]| {
            replies
                .iter()
                .filter(|r| r.text().starts_with("The recording could not be written"))
                .count()
        };
        let started = game.line("start");
        assert_eq!(failed(&started), 0, "{started:?}");
        // The flag falls while nobody types; the recording is full by then.
        game.session_mut().set_virtual_time(Duration::from_secs(61));
        let said = game.tick();
        assert!(said.iter().any(|r| r.text().contains("flag")), "{said:?}");
        assert_eq!(failed(&said), 1, "{said:?}");
        // Said once: the recording is stopped, the game goes on.
        let later = game.line("time");
        assert_eq!(failed(&later), 0, "{later:?}");
    }

    #[test]
    fn lines_are_read_in_bounded_memory() {
        let long = "x".repeat(MAX_READ_BYTES * 3);
        let text = format!("e4\r\n{long}\ne5\nlast");
        let mut input = std::io::BufReader::with_capacity(100, text.as_bytes());
        let mut buf = Vec::new();
        assert_eq!(
            read_line(&mut input, &mut buf).unwrap(),
            ReadLine::Line(b"e4".to_vec())
        );
        assert_eq!(
            read_line(&mut input, &mut buf).unwrap(),
            ReadLine::TooLong(MAX_READ_BYTES * 3)
        );
        assert!(buf.capacity() <= 2 * MAX_READ_BYTES, "{}", buf.capacity());
        assert_eq!(
            read_line(&mut input, &mut buf).unwrap(),
            ReadLine::Line(b"e5".to_vec())
        );
        assert_eq!(
            read_line(&mut input, &mut buf).unwrap(),
            ReadLine::Line(b"last".to_vec())
        );
        assert_eq!(read_line(&mut input, &mut buf).unwrap(), ReadLine::End);
    }
}
