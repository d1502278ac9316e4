//! The pin board on a serial port (or a TCP connection, `tcp:HOST:PORT`)
//! through the shared line (crate::line, docs/transport.md), so the REPL
//! never blocks on the line.
//!
//! [`PinBoard`] is the handle. Its methods queue commands and return at once;
//! what the board says comes back as [`Event`]s. The protocol on the line
//! keeps the position the board should show, resends it after every
//! reconnection, and compares the digest in the board's ACKs with it.

use std::collections::HashMap;
use std::fmt;
use std::io;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use shakmaty::{Board, Piece, Square};

use super::codec::{BoardInfo, Change, IndicateMode, Message, Peg, Pegs};
use super::link::{self, DownReason, Link, LinkConfig, LinkEvent, LinkStats};
use crate::line::{Io, Line, LineLoss, Protocol, Reopen};

pub(crate) use super::link::Ticket;
pub use crate::line::{
    Connector, DEFAULT_BAUD, PortInfo, PortKind, Reader, SerialConnector, TCP_PREFIX, TcpConnector,
    TransportError, Writer, connector_for, list_ports,
};

/// Changes larger than this (bytes of payload) go as a full position.
const MAX_CHANGES_PAYLOAD: usize = 64;
/// Full positions sent in a row to repair a divergence before giving up.
const MAX_REPAIRS: u32 = 3;

/// Settings of the board's line.
#[derive(Clone, Copy, Debug)]
pub struct TransportConfig {
    /// The link protocol's settings.
    pub link: LinkConfig,
    /// When a lost port is opened again (the line's one policy).
    pub reopen: Reopen,
    /// The board is alive only if it answers within this time: its WELCOME
    /// after the port opened, its SCAN after a SCAN REQUEST
    /// ([`Event::Silent`], [`Event::ScanUnanswered`]). While the link is up
    /// the link's pings keep watch ([`LinkConfig::dead_after`]).
    pub answer_within: Duration,
}

/// How long the board has to answer by default (docs/transport.md).
pub const ANSWER_WITHIN: Duration = Duration::from_secs(2);

impl Default for TransportConfig {
    fn default() -> Self {
        TransportConfig::for_baud(DEFAULT_BAUD)
    }
}

impl TransportConfig {
    pub(crate) fn for_baud(baud: u32) -> TransportConfig {
        TransportConfig {
            // The protocol is the only producer; a deep queue never drops a command.
            link: LinkConfig {
                max_queue: 4096,
                ..LinkConfig::for_baud(baud)
            },
            reopen: Reopen::default(),
            answer_within: ANSWER_WITHIN,
        }
    }
}

/// Why the board is no longer connected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DisconnectReason {
    /// The board stopped answering (keep-alive) for this long.
    Silence(Duration),
    /// A message was retried this often without acknowledgement.
    NoAcknowledgement(u32),
    /// The board announced that it restarted.
    BoardRestarted,
    /// The port failed: unplugged, or an I/O error.
    Port {
        /// The I/O error's kind.
        kind: io::ErrorKind,
        /// The error as the system words it.
        message: String,
    },
}

impl fmt::Display for DisconnectReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DisconnectReason::Silence(d) => {
                write!(f, "the board did not answer for {} ms", d.as_millis())
            }
            DisconnectReason::NoAcknowledgement(n) => {
                write!(f, "no acknowledgement after {n} retries")
            }
            DisconnectReason::BoardRestarted => f.write_str("the board restarted"),
            DisconnectReason::Port { message, .. } => write!(f, "port error: {message}"),
        }
    }
}

/// What the link thread reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// First handshake done.
    Connected(BoardInfo),
    /// The link was lost; the thread keeps trying to get it back.
    Disconnected(DisconnectReason),
    /// Handshake done again; the position and indications were resent.
    Reconnected(BoardInfo),
    /// A peg left the square.
    Lifted(Square),
    /// `piece` is `None` when the board cannot tell which piece it is.
    Placed {
        /// The square.
        square: Square,
        /// The piece, when the board knows it.
        piece: Option<Piece>,
    },
    /// What the sensors feel, on request.
    Scan(Pegs),
    /// A button was pressed (0 = main button).
    Button(u8),
    /// The board acknowledged the message with this ticket. Tickets of
    /// messages pending when the link is lost are never delivered: the
    /// reconnection resends the whole state instead.
    Delivered(Ticket),
    /// The port is open but the board has not answered (no WELCOME) within
    /// [`TransportConfig::answer_within`]: said once; when it answers at
    /// last, [`Event::Reconnected`] follows.
    Silent,
    /// A scan was asked for and no SCAN came within
    /// [`TransportConfig::answer_within`] (or the link was lost first):
    /// nothing is known of the pegs.
    ScanUnanswered,
    /// A scan was asked for from a board without sensors: it cannot answer.
    CannotScan,
    /// The board's piece table differs from what the host sent (its digest
    /// did not match); the full position has been queued again.
    Divergence {
        /// The digest of the table the host sent.
        expected: u16,
        /// The digest the board reported.
        reported: u16,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// Where the board's connection stands.
pub enum ConnectionState {
    /// Port open, waiting for the board's WELCOME.
    Connecting,
    /// Handshake done.
    Connected,
    /// Port lost; reopening it.
    Disconnected,
}

/// For `board status`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The port's path.
    pub port: String,
    /// Where the connection stands.
    pub state: ConnectionState,
    /// The board's WELCOME, once connected.
    pub board: Option<BoardInfo>,
    /// The link's counters.
    pub link: LinkStats,
    /// Times the connection came back after a loss.
    pub reconnections: u64,
    /// Times the board's piece table differed from the host's.
    pub divergences: u64,
    /// The last error, as text.
    pub last_error: Option<String>,
}

enum Command {
    Show(Pegs, Ticket),
    Indicate {
        mode: IndicateMode,
        level: u8,
        squares: Vec<Square>,
        ticket: Ticket,
    },
    Clear(Vec<Square>, Ticket),
    Raw(Message, Ticket),
}

/// Handle to a pin board served on a line by a thread.
pub struct PinBoard {
    line: Line<Host>,
    status: Arc<Mutex<Status>>,
    next_ticket: AtomicU64,
}

impl PinBoard {
    /// Opens the serial port at `path` (or the TCP address of
    /// `tcp:HOST:PORT`); fails at once if it cannot be opened.
    pub fn open(path: &str, baud: u32) -> Result<PinBoard, TransportError> {
        PinBoard::open_with(connector_for(path, baud), TransportConfig::for_baud(baud))
    }

    /// Opens the line through `connector`; later losses are retried by the
    /// line's [`Reopen`] policy.
    pub fn open_with(
        connector: Box<dyn Connector>,
        config: TransportConfig,
    ) -> Result<PinBoard, TransportError> {
        let status = Arc::new(Mutex::new(Status {
            port: connector.name(),
            state: ConnectionState::Connecting,
            board: None,
            link: LinkStats::default(),
            reconnections: 0,
            divergences: 0,
            last_error: None,
        }));
        let host = Host {
            link: Link::host(config.link),
            now: Duration::ZERO,
            status: Arc::clone(&status),
            events: Vec::new(),
            open: false,
            model: None,
            indications: [None; 64],
            pending: HashMap::new(),
            resync: None,
            failed_repairs: 0,
            ever_up: false,
            up: false,
            port_error: None,
            incoming: Vec::new(),
            answer_within: config.answer_within,
            waiting_since: None,
            silence_said: false,
            scan_due: None,
            senses: None,
        };
        let line = Line::open(connector, config.reopen, host, "pinboard-link")?;
        Ok(PinBoard {
            line,
            status,
            next_ticket: AtomicU64::new(1),
        })
    }

    fn ticket(&self) -> Ticket {
        self.next_ticket.fetch_add(1, Ordering::Relaxed)
    }

    fn command(&self, c: Command) {
        self.line.send(c);
    }

    /// Shows this position on the board: only the changed squares if that
    /// is shorter, else the full position.
    pub fn show_position(&self, board: &Board) -> Ticket {
        self.show_pegs(Pegs::from_board(board))
    }

    pub(crate) fn show_pegs(&self, pegs: Pegs) -> Ticket {
        let t = self.ticket();
        self.command(Command::Show(pegs, t));
        t
    }

    /// Raises, vibrates or blinks these squares (level 0 = board default).
    pub fn indicate(&self, mode: IndicateMode, level: u8, squares: &[Square]) -> Ticket {
        let t = self.ticket();
        self.command(Command::Indicate {
            mode,
            level,
            squares: squares.to_vec(),
            ticket: t,
        });
        t
    }

    /// Lowers these squares' indicators; all of them when `squares` is empty.
    pub fn clear_indications(&self, squares: &[Square]) -> Ticket {
        let t = self.ticket();
        self.command(Command::Clear(squares.to_vec(), t));
        t
    }

    /// Asks for a SCAN; it arrives as [`Event::Scan`].
    pub fn request_scan(&self) -> Ticket {
        self.send(Message::ScanRequest)
    }

    /// Any sequenced message, as is (position messages bypass the model).
    pub(crate) fn send(&self, msg: Message) -> Ticket {
        let t = self.ticket();
        self.command(Command::Raw(msg, t));
        t
    }

    /// The next event, if one is waiting.
    pub fn try_event(&self) -> Option<Event> {
        self.line.try_event()
    }

    /// The next event, waiting at most `timeout`.
    pub fn wait_event(&self, timeout: Duration) -> Option<Event> {
        self.line.wait_event(timeout)
    }

    /// The connection's state and counters now.
    pub fn status(&self) -> Status {
        match self.status.lock() {
            Ok(s) => s.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    /// The port's path.
    pub fn port(&self) -> &str {
        self.line.port()
    }
}

impl Status {
    /// One line per fact, for `board status`.
    pub fn lines(&self) -> Vec<String> {
        let mut out = vec![format!("Port: {}.", self.port)];
        out.push(
            match self.state {
                ConnectionState::Connecting => "State: waiting for the board to answer.",
                ConnectionState::Connected => "State: connected.",
                ConnectionState::Disconnected => "State: disconnected, retrying.",
            }
            .to_string(),
        );
        if let Some(b) = &self.board {
            out.push(format!(
                "Board: {}, protocol version {}.",
                b.name, b.version
            ));
            let caps = b.caps.names();
            if caps.is_empty() {
                out.push("Capabilities: none.".into());
            } else {
                out.push(format!("Capabilities: {}.", caps.join(", ")));
            }
            out.push(format!("Indicator levels: {}.", b.levels));
        }
        out.extend(self.link.to_string().lines().map(str::to_string));
        out.push(format!("Reconnections: {}.", self.reconnections));
        out.push(format!("Divergences repaired: {}.", self.divergences));
        if let Some(e) = &self.last_error {
            out.push(format!("Last error: {e}."));
        }
        out
    }
}

#[derive(Clone, Copy, Debug)]
struct Pending {
    user: Option<Ticket>,
    /// Digest of the board's table once it has applied this message.
    expected: Option<u16>,
}

/// The host's end of the board's protocol, served by the line.
struct Host {
    link: Link,
    /// The time of the callback being handled.
    now: Duration,
    status: Arc<Mutex<Status>>,
    /// Events to hand the line at the end of the callback.
    events: Vec<Event>,
    /// The port is open (the line says so).
    open: bool,
    /// The piece table the board should hold; `None` until the first show.
    model: Option<Pegs>,
    indications: [Option<(IndicateMode, u8)>; 64],
    pending: HashMap<link::Ticket, Pending>,
    /// Link ticket of the full position sent to repair a divergence; until it
    /// is delivered, further digest mismatches are the same divergence.
    resync: Option<link::Ticket>,
    /// Repairs in a row that did not make the digests agree.
    failed_repairs: u32,
    ever_up: bool,
    up: bool,
    port_error: Option<(io::ErrorKind, String)>,
    incoming: Vec<Message>,
    /// How long the board has to answer.
    answer_within: Duration,
    /// Since when the open port waits for the board's first WELCOME.
    waiting_since: Option<Duration>,
    /// The board's silence was reported ([`Event::Silent`]).
    silence_said: bool,
    /// When an asked-for scan is due.
    scan_due: Option<Duration>,
    /// The board senses pegs (from its WELCOME).
    senses: Option<bool>,
}

impl Protocol for Host {
    type Command = Command;
    type Event = Event;

    fn opened(&mut self, _again: bool, now: Duration, io: &mut Io<Event>) {
        // The link is down; the handshake starts at the next poll.
        self.now = now;
        self.open = true;
        if !self.ever_up {
            self.waiting_since.get_or_insert(now);
        }
        self.set_state(ConnectionState::Connecting);
        self.finish(io);
    }

    fn lost(&mut self, why: &LineLoss, now: Duration, io: &mut Io<Event>) {
        self.now = now;
        self.open = false;
        self.set_error(&why.message);
        self.port_error = Some((why.kind, why.message.clone()));
        self.link.reset();
        self.set_state(ConnectionState::Disconnected);
        self.drain();
        self.finish(io);
    }

    fn open_failed(&mut self, why: &LineLoss) {
        self.set_error(&why.message);
    }

    fn received(&mut self, bytes: &[u8], now: Duration, io: &mut Io<Event>) {
        self.now = now;
        let Host { link, incoming, .. } = self;
        link.handle_bytes(bytes, now, &mut |m| {
            incoming.push(m.clone());
            None
        });
        self.drain();
        self.finish(io);
    }

    fn command(&mut self, c: Command, now: Duration, io: &mut Io<Event>) {
        self.now = now;
        self.apply(c);
        self.drain();
        self.finish(io);
    }

    fn poll(&mut self, now: Duration, io: &mut Io<Event>) {
        self.now = now;
        self.link.poll(now);
        self.drain();
        self.watch(now);
        self.finish(io);
    }

    fn next_deadline(&self) -> Option<Duration> {
        let silence = self
            .waiting_since
            .filter(|_| !self.silence_said)
            .map(|t| t + self.answer_within);
        [self.link.next_deadline(), silence, self.scan_due]
            .into_iter()
            .flatten()
            .min()
    }

    /// A closing handle waits for what the board was sent last.
    fn settled(&self) -> bool {
        !self.link.is_up() || self.link.pending() == 0
    }
}

impl Host {
    /// The bounded waits for an answer: a board that never said WELCOME
    /// is silent (said once), an asked-for scan that did not come is
    /// unanswered.
    fn watch(&mut self, now: Duration) {
        if let Some(since) = self.waiting_since
            && !self.silence_said
            && now >= since + self.answer_within
        {
            self.silence_said = true;
            self.emit(Event::Silent);
        }
        if self.scan_due.is_some_and(|due| now >= due) {
            self.scan_due = None;
            self.emit(Event::ScanUnanswered);
        }
    }

    /// A scan asked for by the user: answered by a SCAN within the bounded
    /// time, or said to be unanswered; a board without sensors cannot.
    fn scan_asked(&mut self) {
        if self.up && self.senses == Some(false) {
            self.emit(Event::CannotScan);
            return;
        }
        if self.scan_due.is_none() {
            self.scan_due = Some(self.now + self.answer_within);
        }
    }

    /// Hands the line what the link wrote and the events of the callback.
    fn finish(&mut self, io: &mut Io<Event>) {
        io.write(&self.link.take_output());
        for e in self.events.drain(..) {
            io.emit(e);
        }
        if let Ok(mut s) = self.status.lock() {
            s.link = self.link.stats();
        }
    }

    fn set_error(&mut self, message: &str) {
        if let Ok(mut s) = self.status.lock() {
            s.last_error = Some(message.to_string());
        }
    }

    fn send_link(&mut self, msg: Message, user: Option<Ticket>) -> Option<link::Ticket> {
        let expected = self.model.as_ref().map(Pegs::digest);
        match self.link.send(msg, self.now) {
            Ok(t) => {
                self.pending.insert(t, Pending { user, expected });
                Some(t)
            }
            // Not connected: the reconnection resends the whole state.
            Err(_) => None,
        }
    }

    fn apply(&mut self, c: Command) {
        match c {
            Command::Show(pegs, ticket) => {
                let msg = match &self.model {
                    Some(old) if *old == pegs => {
                        if self.up {
                            self.emit(Event::Delivered(ticket));
                        }
                        return;
                    }
                    Some(old) => {
                        let changes = old.changes_to(&pegs);
                        if changes_payload(&changes) > MAX_CHANGES_PAYLOAD {
                            Message::Position(pegs.clone())
                        } else {
                            Message::Changes(changes)
                        }
                    }
                    None => Message::Position(pegs.clone()),
                };
                self.model = Some(pegs);
                self.send_link(msg, Some(ticket));
            }
            Command::Indicate {
                mode,
                level,
                squares,
                ticket,
            } => {
                for sq in &squares {
                    self.indications[sq.to_usize()] = Some((mode, level));
                }
                self.send_link(
                    Message::Indicate {
                        mode,
                        level,
                        squares,
                    },
                    Some(ticket),
                );
            }
            Command::Clear(squares, ticket) => {
                if squares.is_empty() {
                    self.indications = [None; 64];
                }
                for sq in &squares {
                    self.indications[sq.to_usize()] = None;
                }
                self.send_link(Message::Clear(squares), Some(ticket));
            }
            Command::Raw(msg, ticket) => {
                if msg == Message::ScanRequest {
                    self.scan_asked();
                }
                // Keep the model honest when the caller sends table messages itself.
                match (&msg, self.model.as_mut()) {
                    (Message::Position(p), _) => self.model = Some(p.clone()),
                    (Message::Changes(c), Some(model)) => model.apply(c),
                    _ => {}
                }
                self.send_link(msg, Some(ticket));
            }
        }
    }

    /// After a handshake: the board gets the whole state again.
    fn resend_state(&mut self) {
        if let Some(model) = self.model.clone() {
            self.send_link(Message::Position(model), None);
        }
        self.send_link(Message::Clear(Vec::new()), None);
        let mut groups: Vec<((IndicateMode, u8), Vec<Square>)> = Vec::new();
        for sq in Square::ALL {
            if let Some(key) = self.indications[sq.to_usize()] {
                match groups.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, v)) => v.push(sq),
                    None => groups.push((key, vec![sq])),
                }
            }
        }
        for ((mode, level), squares) in groups {
            self.send_link(
                Message::Indicate {
                    mode,
                    level,
                    squares,
                },
                None,
            );
        }
    }

    fn drain(&mut self) {
        while let Some(e) = self.link.next_event() {
            match e {
                LinkEvent::Up { board, .. } => {
                    let info = board.unwrap_or(BoardInfo {
                        version: self.link.version(),
                        caps: Default::default(),
                        levels: 1,
                        name: String::new(),
                    });
                    self.pending.clear();
                    self.resync = None;
                    self.resend_state();
                    if info.caps.senses() {
                        self.send_link(Message::ScanRequest, None);
                    }
                    self.up = true;
                    self.senses = Some(info.caps.senses());
                    self.waiting_since = None;
                    if info.caps.senses() {
                        // The scan sent with the handshake answers one asked for.
                    } else if self.scan_due.take().is_some() {
                        self.emit(Event::CannotScan);
                    }
                    if let Ok(mut s) = self.status.lock() {
                        s.board = Some(info.clone());
                        if self.ever_up {
                            s.reconnections += 1;
                        }
                    }
                    self.set_state(ConnectionState::Connected);
                    // A board whose silence was said is back.
                    if self.ever_up || std::mem::take(&mut self.silence_said) {
                        self.emit(Event::Reconnected(info));
                    } else {
                        self.emit(Event::Connected(info));
                    }
                    self.ever_up = true;
                }
                LinkEvent::Down { reason, .. } => {
                    self.pending.clear();
                    self.resync = None;
                    let reason = match reason {
                        DownReason::Silence(d) => DisconnectReason::Silence(d),
                        DownReason::NoAcknowledgement(n) => DisconnectReason::NoAcknowledgement(n),
                        DownReason::PeerRestarted => DisconnectReason::BoardRestarted,
                        DownReason::Reset => {
                            let (kind, message) = self
                                .port_error
                                .take()
                                .unwrap_or((io::ErrorKind::Other, "closed".into()));
                            DisconnectReason::Port { kind, message }
                        }
                    };
                    let state = if self.open {
                        ConnectionState::Connecting
                    } else {
                        ConnectionState::Disconnected
                    };
                    self.set_state(state);
                    if self.up {
                        self.up = false;
                        self.emit(Event::Disconnected(reason));
                    }
                    // No scan comes over a lost link.
                    if self.scan_due.take().is_some() {
                        self.emit(Event::ScanUnanswered);
                    }
                }
                LinkEvent::Delivered { ticket, digest } => self.delivered(ticket, digest),
                LinkEvent::Malformed(_) | LinkEvent::BadFrame(_) => {}
            }
        }
        for m in std::mem::take(&mut self.incoming) {
            let event = match m {
                Message::Lifted(sq) => Event::Lifted(sq),
                Message::Placed { square, piece } => Event::Placed { square, piece },
                Message::Scan(pegs) => {
                    self.scan_due = None;
                    Event::Scan(pegs)
                }
                Message::Button(n) => Event::Button(n),
                _ => continue,
            };
            self.emit(event);
        }
    }

    fn delivered(&mut self, ticket: link::Ticket, digest: Option<u16>) {
        let Some(p) = self.pending.remove(&ticket) else {
            return;
        };
        if self.resync == Some(ticket) {
            self.resync = None;
        }
        if let (Some(reported), Some(expected)) = (digest, p.expected) {
            if reported == expected {
                self.failed_repairs = 0;
            } else if self.resync.is_none() {
                if let Ok(mut s) = self.status.lock() {
                    s.divergences += 1;
                }
                self.emit(Event::Divergence { expected, reported });
                // A board whose digest never matches would get positions forever.
                if self.failed_repairs < MAX_REPAIRS
                    && let Some(model) = self.model.clone()
                {
                    self.failed_repairs += 1;
                    self.resync = self.send_link(Message::Position(model), None);
                }
            }
        }
        if let Some(user) = p.user {
            self.emit(Event::Delivered(user));
        }
    }

    fn emit(&mut self, e: Event) {
        self.events.push(e);
    }

    fn set_state(&self, state: ConnectionState) {
        if let Ok(mut s) = self.status.lock() {
            s.state = state;
        }
    }
}

/// Payload bytes of a CHANGES message with these items.
fn changes_payload(changes: &[Change]) -> usize {
    changes
        .iter()
        .map(|c| if c.peg == Peg::Empty { 1 } else { 2 })
        .sum()
}
