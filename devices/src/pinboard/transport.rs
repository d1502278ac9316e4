//! The pin board on a serial port (or a TCP connection, `tcp:HOST:PORT`): a
//! link thread behind std mpsc channels, so the REPL never blocks on the line.
//!
//! [`PinBoard`] is the handle. Its methods queue commands and return at once;
//! what the board says comes back as [`Event`]s. The thread keeps the
//! position the board should show, resends it after every reconnection, and
//! compares the digest in the board's ACKs with it.

use std::collections::HashMap;
use std::fmt;
use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serialport::{ClearBuffer, SerialPortType};
use shakmaty::{Board, Piece, Square};

use super::codec::{BoardInfo, Change, IndicateMode, Message, Peg, Pegs};
use super::link::{self, DownReason, Link, LinkConfig, LinkEvent, LinkStats};

pub use super::link::Ticket;

/// Speed used when the user names none.
pub const DEFAULT_BAUD: u32 = 115_200;
/// How long a read waits before the reader thread checks whether to stop.
const READ_TIMEOUT: Duration = Duration::from_millis(50);
/// Changes larger than this (bytes of payload) go as a full position.
const MAX_CHANGES_PAYLOAD: usize = 64;
/// Full positions sent in a row to repair a divergence before giving up.
const MAX_REPAIRS: u32 = 3;

/// A serial port the system offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PortInfo {
    pub path: String,
    /// For example "USB, FTDI FT232R" or "built-in".
    pub description: String,
}

/// Serial ports for `--board list`.
pub fn list_ports() -> Result<Vec<PortInfo>, TransportError> {
    // Without libudev serialport scans /sys/class/tty and panics if it is missing.
    if cfg!(target_os = "linux") && !Path::new("/sys/class/tty").is_dir() {
        return Ok(Vec::new());
    }
    let ports = serialport::available_ports().map_err(|e| TransportError::List {
        message: e.to_string(),
    })?;
    Ok(ports
        .into_iter()
        .map(|p| PortInfo {
            description: match p.port_type {
                SerialPortType::UsbPort(u) => {
                    let names: Vec<String> =
                        [u.manufacturer, u.product].into_iter().flatten().collect();
                    if names.is_empty() {
                        format!("USB {:04x}:{:04x}", u.vid, u.pid)
                    } else {
                        format!("USB, {}", names.join(" "))
                    }
                }
                SerialPortType::PciPort => "built-in".into(),
                SerialPortType::BluetoothPort => "Bluetooth".into(),
                SerialPortType::Unknown => "serial".into(),
            },
            path: p.port_name,
        })
        .collect())
}

/// Reading half of a line.
pub type Reader = Box<dyn Read + Send>;
/// Writing half of a line.
pub type Writer = Box<dyn Write + Send>;

/// Opens the line, again after every loss. Tests put stubs here.
pub trait Connector: Send + 'static {
    /// The reader must return `TimedOut` or `WouldBlock` now and then while
    /// the line is idle, so its thread notices when to stop.
    fn connect(&mut self) -> io::Result<(Reader, Writer)>;
    /// The port's name for messages and `board status`.
    fn name(&self) -> String;
}

/// A real serial port (or pseudo-terminal) at a path.
#[derive(Clone, Debug)]
pub struct SerialConnector {
    pub path: String,
    pub baud: u32,
}

impl Connector for SerialConnector {
    fn connect(&mut self) -> io::Result<(Reader, Writer)> {
        let port = serialport::new(&self.path, self.baud)
            .timeout(READ_TIMEOUT)
            .open()?;
        // Whatever waited in the buffer belongs to an earlier connection.
        let _ = port.clear(ClearBuffer::Input);
        let reader = port.try_clone()?;
        Ok((Box::new(reader), Box::new(port)))
    }

    fn name(&self) -> String {
        self.path.clone()
    }
}

/// How a port named `tcp:HOST:PORT` begins.
pub const TCP_PREFIX: &str = "tcp:";

/// A board (or the simulator, `annabella board-sim --tcp`) reached over TCP,
/// on every platform: `addr` is `HOST:PORT`.
#[derive(Clone, Debug)]
pub struct TcpConnector {
    pub addr: String,
}

/// How long connecting to a TCP board may take before it counts as lost.
const TCP_CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

impl Connector for TcpConnector {
    fn connect(&mut self) -> io::Result<(Reader, Writer)> {
        use std::net::ToSocketAddrs;
        let mut last = io::Error::new(
            io::ErrorKind::AddrNotAvailable,
            format!("no address for {}", self.addr),
        );
        for addr in self.addr.to_socket_addrs()? {
            match TcpStream::connect_timeout(&addr, TCP_CONNECT_TIMEOUT) {
                Ok(stream) => {
                    // Small frames go out at once, as on a serial line.
                    stream.set_nodelay(true)?;
                    stream.set_read_timeout(Some(READ_TIMEOUT))?;
                    stream.set_write_timeout(Some(TCP_CONNECT_TIMEOUT))?;
                    let reader = stream.try_clone()?;
                    return Ok((Box::new(reader), Box::new(stream)));
                }
                Err(e) => last = e,
            }
        }
        Err(last)
    }

    fn name(&self) -> String {
        format!("{TCP_PREFIX}{}", self.addr)
    }
}

/// The connector for a port as the user names it: `tcp:HOST:PORT`, or a
/// serial port's path (`/dev/ttyUSB0`, `COM3`).
pub fn connector_for(port: &str, baud: u32) -> Box<dyn Connector> {
    match port.strip_prefix(TCP_PREFIX) {
        Some(addr) => Box::new(TcpConnector {
            addr: addr.to_string(),
        }),
        None => Box::new(SerialConnector {
            path: port.to_string(),
            baud,
        }),
    }
}

/// Settings of the link thread.
#[derive(Clone, Copy, Debug)]
pub struct TransportConfig {
    pub link: LinkConfig,
    /// First pause before reopening a lost port; doubles up to `retry_max`.
    pub retry_min: Duration,
    pub retry_max: Duration,
}

impl Default for TransportConfig {
    fn default() -> Self {
        TransportConfig::for_baud(DEFAULT_BAUD)
    }
}

impl TransportConfig {
    pub fn for_baud(baud: u32) -> TransportConfig {
        TransportConfig {
            // The thread is the only producer; a deep queue never drops a command.
            link: LinkConfig {
                max_queue: 4096,
                ..LinkConfig::for_baud(baud)
            },
            retry_min: Duration::from_millis(100),
            retry_max: Duration::from_secs(2),
        }
    }
}

/// The port could not be opened or listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransportError {
    Open {
        port: String,
        kind: io::ErrorKind,
        message: String,
    },
    List {
        message: String,
    },
}

impl fmt::Display for TransportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransportError::Open { port, message, .. } => {
                write!(f, "Cannot open the board at {port}: {message}.")
            }
            TransportError::List { message } => {
                write!(f, "Cannot list the serial ports: {message}.")
            }
        }
    }
}

impl std::error::Error for TransportError {}

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
        kind: io::ErrorKind,
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
    Lifted(Square),
    /// `piece` is `None` when the board cannot tell which piece it is.
    Placed {
        square: Square,
        piece: Option<Piece>,
    },
    Scan(Pegs),
    Button(u8),
    /// The board acknowledged the message with this ticket. Tickets of
    /// messages pending when the link is lost are never delivered: the
    /// reconnection resends the whole state instead.
    Delivered(Ticket),
    /// The board's piece table differs from what the host sent (its digest
    /// did not match); the full position has been queued again.
    Divergence {
        expected: u16,
        reported: u16,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConnectionState {
    /// Port open, waiting for the board's WELCOME.
    Connecting,
    Connected,
    /// Port lost; reopening it.
    Disconnected,
}

/// For `board status`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub port: String,
    pub state: ConnectionState,
    pub board: Option<BoardInfo>,
    pub link: LinkStats,
    pub reconnections: u64,
    pub divergences: u64,
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

enum Input {
    Command(Command),
    Bytes(u64, Vec<u8>),
    ReadFailed(u64, io::Error),
    Shutdown,
}

/// Handle to a pin board served by a link thread.
pub struct PinBoard {
    inputs: Sender<Input>,
    events: Receiver<Event>,
    status: Arc<Mutex<Status>>,
    next_ticket: AtomicU64,
    port: String,
    thread: Option<JoinHandle<()>>,
}

impl PinBoard {
    /// Opens the serial port at `path` (or the TCP address of
    /// `tcp:HOST:PORT`); fails at once if it cannot be opened.
    pub fn open(path: &str, baud: u32) -> Result<PinBoard, TransportError> {
        PinBoard::open_with(connector_for(path, baud), TransportConfig::for_baud(baud))
    }

    /// Opens the line through `connector`; later losses are retried with backoff.
    pub fn open_with(
        mut connector: Box<dyn Connector>,
        config: TransportConfig,
    ) -> Result<PinBoard, TransportError> {
        let port = connector.name();
        let line = connector.connect().map_err(|e| TransportError::Open {
            port: port.clone(),
            kind: e.kind(),
            message: e.to_string(),
        })?;
        let (inputs, inputs_rx) = mpsc::channel();
        let (events_tx, events) = mpsc::channel();
        let status = Arc::new(Mutex::new(Status {
            port: port.clone(),
            state: ConnectionState::Connecting,
            board: None,
            link: LinkStats::default(),
            reconnections: 0,
            divergences: 0,
            last_error: None,
        }));
        let mut worker = Worker {
            connector,
            config,
            link: Link::host(config.link),
            start: Instant::now(),
            inputs: inputs.clone(),
            events: events_tx,
            status: Arc::clone(&status),
            writer: None,
            generation: 0,
            stop_reader: Arc::new(AtomicBool::new(false)),
            next_connect: Duration::ZERO,
            retry: config.retry_min,
            model: None,
            indications: [None; 64],
            pending: HashMap::new(),
            resync: None,
            failed_repairs: 0,
            ever_up: false,
            up: false,
            port_error: None,
            incoming: Vec::new(),
        };
        worker.attach(line);
        let thread = thread::Builder::new()
            .name("pinboard-link".into())
            .spawn(move || worker.run(inputs_rx))
            .map_err(|e| TransportError::Open {
                port: port.clone(),
                kind: e.kind(),
                message: e.to_string(),
            })?;
        Ok(PinBoard {
            inputs,
            events,
            status,
            next_ticket: AtomicU64::new(1),
            port,
            thread: Some(thread),
        })
    }

    fn ticket(&self) -> Ticket {
        self.next_ticket.fetch_add(1, Ordering::Relaxed)
    }

    fn command(&self, c: Command) {
        // The thread only ends when the handle drops, so this cannot fail
        // while `self` lives; nothing to report if it somehow did.
        let _ = self.inputs.send(Input::Command(c));
    }

    /// Shows this position on the board: only the changed squares if that
    /// is shorter, else the full position.
    pub fn show_position(&self, board: &Board) -> Ticket {
        self.show_pegs(Pegs::from_board(board))
    }

    pub fn show_pegs(&self, pegs: Pegs) -> Ticket {
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
    pub fn send(&self, msg: Message) -> Ticket {
        let t = self.ticket();
        self.command(Command::Raw(msg, t));
        t
    }

    /// The next event, if one is waiting.
    pub fn try_event(&self) -> Option<Event> {
        self.events.try_recv().ok()
    }

    /// The next event, waiting at most `timeout`.
    pub fn wait_event(&self, timeout: Duration) -> Option<Event> {
        self.events.recv_timeout(timeout).ok()
    }

    pub fn status(&self) -> Status {
        match self.status.lock() {
            Ok(s) => s.clone(),
            Err(poisoned) => poisoned.into_inner().clone(),
        }
    }

    pub fn port(&self) -> &str {
        &self.port
    }
}

impl Drop for PinBoard {
    fn drop(&mut self) {
        let _ = self.inputs.send(Input::Shutdown);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
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

struct Worker {
    connector: Box<dyn Connector>,
    config: TransportConfig,
    link: Link,
    start: Instant,
    inputs: Sender<Input>,
    events: Sender<Event>,
    status: Arc<Mutex<Status>>,
    writer: Option<Writer>,
    generation: u64,
    stop_reader: Arc<AtomicBool>,
    next_connect: Duration,
    retry: Duration,
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
}

impl Worker {
    fn now(&self) -> Duration {
        self.start.elapsed()
    }

    fn run(mut self, inputs: Receiver<Input>) {
        loop {
            let now = self.now();
            if self.writer.is_none() && now >= self.next_connect {
                self.reconnect(now);
            }
            if self.writer.is_some() {
                self.link.poll(now);
            }
            self.flush();
            self.drain();
            let wait = self.wait_time(self.now());
            match inputs.recv_timeout(wait) {
                Ok(Input::Shutdown) | Err(RecvTimeoutError::Disconnected) => break,
                Ok(input) => self.handle(input),
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
        self.stop_reader.store(true, Ordering::Relaxed);
    }

    fn wait_time(&self, now: Duration) -> Duration {
        let next = if self.writer.is_some() {
            self.link.next_deadline()
        } else {
            Some(self.next_connect)
        };
        next.map_or(Duration::from_secs(1), |t| t.saturating_sub(now))
            .min(Duration::from_secs(1))
    }

    /// Starts reading from a freshly opened line.
    fn attach(&mut self, (reader, writer): (Reader, Writer)) {
        self.stop_reader.store(true, Ordering::Relaxed);
        self.generation += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.stop_reader = Arc::clone(&stop);
        let generation = self.generation;
        let inputs = self.inputs.clone();
        let spawned = thread::Builder::new()
            .name("pinboard-reader".into())
            .spawn(move || read_loop(reader, generation, stop, inputs));
        match spawned {
            Ok(_) => {
                self.writer = Some(writer);
                self.retry = self.config.retry_min;
            }
            Err(e) => self.port_failed(e),
        }
    }

    fn reconnect(&mut self, now: Duration) {
        match self.connector.connect() {
            Ok(line) => self.attach(line),
            Err(e) => {
                self.set_error(&e);
                self.next_connect = now + self.retry;
                self.retry = (self.retry * 2).min(self.config.retry_max);
            }
        }
    }

    fn set_error(&mut self, e: &io::Error) {
        if let Ok(mut s) = self.status.lock() {
            s.last_error = Some(e.to_string());
        }
    }

    fn port_failed(&mut self, e: io::Error) {
        self.set_error(&e);
        self.port_error = Some((e.kind(), e.to_string()));
        self.stop_reader.store(true, Ordering::Relaxed);
        self.writer = None;
        self.link.reset();
        self.next_connect = self.now() + self.retry;
        self.set_state(ConnectionState::Disconnected);
    }

    fn flush(&mut self) {
        let bytes = self.link.take_output();
        if bytes.is_empty() {
            return;
        }
        let Some(w) = self.writer.as_mut() else {
            return;
        };
        // No flush: a serial write is unbuffered, and tcdrain would block.
        if let Err(e) = w.write_all(&bytes) {
            self.port_failed(e);
        }
    }

    fn handle(&mut self, input: Input) {
        let now = self.now();
        match input {
            Input::Command(c) => self.command(c),
            Input::Bytes(generation, bytes) if generation == self.generation => {
                let Worker { link, incoming, .. } = self;
                link.handle_bytes(&bytes, now, &mut |m| {
                    incoming.push(m.clone());
                    None
                });
            }
            Input::ReadFailed(generation, e) if generation == self.generation => {
                self.port_failed(e);
            }
            _ => {}
        }
        self.flush();
        self.drain();
    }

    fn send_link(&mut self, msg: Message, user: Option<Ticket>) -> Option<link::Ticket> {
        let expected = self.model.as_ref().map(Pegs::digest);
        let now = self.now();
        match self.link.send(msg, now) {
            Ok(t) => {
                self.pending.insert(t, Pending { user, expected });
                Some(t)
            }
            // Not connected: the reconnection resends the whole state.
            Err(_) => None,
        }
    }

    fn command(&mut self, c: Command) {
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
                    if let Ok(mut s) = self.status.lock() {
                        s.board = Some(info.clone());
                        if self.ever_up {
                            s.reconnections += 1;
                        }
                    }
                    self.set_state(ConnectionState::Connected);
                    if self.ever_up {
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
                    let state = if self.writer.is_some() {
                        ConnectionState::Connecting
                    } else {
                        ConnectionState::Disconnected
                    };
                    self.set_state(state);
                    if self.up {
                        self.up = false;
                        self.emit(Event::Disconnected(reason));
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
                Message::Scan(pegs) => Event::Scan(pegs),
                Message::Button(n) => Event::Button(n),
                _ => continue,
            };
            self.emit(event);
        }
        self.flush();
        if let Ok(mut s) = self.status.lock() {
            s.link = self.link.stats();
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

    fn emit(&self, e: Event) {
        // The handle owns the receiver; if it is gone the thread ends soon.
        let _ = self.events.send(e);
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

fn read_loop(mut reader: Reader, generation: u64, stop: Arc<AtomicBool>, inputs: Sender<Input>) {
    let mut buf = [0u8; 512];
    while !stop.load(Ordering::Relaxed) {
        match reader.read(&mut buf) {
            Ok(0) => {
                let e = io::Error::new(io::ErrorKind::UnexpectedEof, "the line was closed");
                let _ = inputs.send(Input::ReadFailed(generation, e));
                return;
            }
            Ok(n) => {
                let bytes = buf.get(..n).unwrap_or(&buf[..]).to_vec();
                if inputs.send(Input::Bytes(generation, bytes)).is_err() {
                    return;
                }
            }
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::TimedOut
                        | io::ErrorKind::WouldBlock
                        | io::ErrorKind::Interrupted
                ) => {}
            Err(e) => {
                let _ = inputs.send(Input::ReadFailed(generation, e));
                return;
            }
        }
    }
}
