//! A device's protocol served on a line in a thread, behind mpsc channels,
//! so the game loop never waits for a device.
//!
//! `Line` is the handle: `Line::send` queues a command for the
//! protocol and returns at once; what the protocol reports comes back from
//! `Line::try_event`. The thread owns the [`Connector`], one reader
//! thread per opening of the port, the writes, the protocol's timers, and
//! the one policy for losses ([`Reopen`]):
//!
//! - a read or write that fails (unplugged, closed, an I/O error) is a
//!   loss: the protocol is told (`Protocol::lost`) and reports it in its
//!   own typed event;
//! - the port is opened again after `first`, then after twice as long
//!   each time it cannot be, up to `longest`, for as long as the handle
//!   lives; each opening is told to the protocol (`Protocol::opened`),
//!   which shakes hands again and reports the return;
//! - the line gives up only when the protocol does (`Protocol::gave_up`):
//!   the port is closed and never opened again;
//! - a dropped handle lets the protocol finish what it was sending
//!   (`Protocol::settled`) for at most `CLOSING_TIME`.

use std::io;
use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use super::port::{Connector, Reader, TransportError, Writer};

/// When a lost port is opened again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reopen {
    /// The first pause after a loss.
    pub first: Duration,
    /// Pauses double while the port cannot be opened, up to this.
    pub longest: Duration,
}

impl Default for Reopen {
    fn default() -> Self {
        Reopen {
            first: Duration::from_millis(100),
            longest: Duration::from_secs(1),
        }
    }
}

/// How long a closing handle lets the protocol finish what it was sending.
pub(crate) const CLOSING_TIME: Duration = Duration::from_secs(1);
/// Longest sleep of the thread when no timer is due.
const IDLE_WAKE: Duration = Duration::from_millis(200);

/// Why the line was lost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct LineLoss {
    pub kind: io::ErrorKind,
    pub message: String,
}

impl LineLoss {
    fn of(e: &io::Error) -> LineLoss {
        LineLoss {
            kind: e.kind(),
            message: e.to_string(),
        }
    }
}

/// What a protocol hands the line: bytes to write and events to report.
pub(crate) struct Io<E> {
    out: Vec<u8>,
    events: Vec<E>,
}

impl<E> Io<E> {
    pub(crate) fn new() -> Io<E> {
        Io {
            out: Vec::new(),
            events: Vec::new(),
        }
    }

    /// Bytes for the device.
    pub(crate) fn write(&mut self, bytes: &[u8]) {
        self.out.extend_from_slice(bytes);
    }

    /// An event for the handle's owner.
    pub(crate) fn emit(&mut self, e: E) {
        self.events.push(e);
    }

    /// What was written and emitted so far (for tests of a protocol).
    pub(crate) fn take(&mut self) -> (Vec<u8>, Vec<E>) {
        (
            std::mem::take(&mut self.out),
            std::mem::take(&mut self.events),
        )
    }
}

impl<E> Default for Io<E> {
    fn default() -> Self {
        Io::new()
    }
}

/// A device's protocol on top of the line: pure, time passed in (a
/// [`Duration`] since the line's start).
pub(crate) trait Protocol: Send + 'static {
    /// What the handle asks of the device.
    type Command: Send + 'static;
    /// What the device did, for the handle's owner.
    type Event: Send + 'static;

    /// The port was opened (`again`: after a loss).
    fn opened(&mut self, again: bool, now: Duration, io: &mut Io<Self::Event>);
    /// The port was lost; it is opened again by the line's policy.
    fn lost(&mut self, why: &LineLoss, now: Duration, io: &mut Io<Self::Event>);
    /// Opening the port again failed (it is tried again later).
    fn open_failed(&mut self, _why: &LineLoss) {}
    /// Bytes from the device.
    fn received(&mut self, bytes: &[u8], now: Duration, io: &mut Io<Self::Event>);
    fn command(&mut self, c: Self::Command, now: Duration, io: &mut Io<Self::Event>);
    /// Time passed while the port is open.
    fn poll(&mut self, now: Duration, io: &mut Io<Self::Event>);
    /// When [`Protocol::poll`] has something to do next.
    fn next_deadline(&self) -> Option<Duration>;
    /// The device is given up: the port is closed for good.
    fn gave_up(&self) -> bool {
        false
    }
    /// Nothing waits to be sent or answered (a closing handle waits for this).
    fn settled(&self) -> bool {
        true
    }
}

enum Input<C> {
    Command(C),
    Bytes(u64, Vec<u8>),
    ReadFailed(u64, io::Error),
    Shutdown,
}

/// A protocol served on a line by a thread.
pub(crate) struct Line<P: Protocol> {
    inputs: Sender<Input<P::Command>>,
    events: Receiver<P::Event>,
    port: String,
    thread: Option<JoinHandle<()>>,
    _protocol: PhantomData<fn() -> P>,
}

impl<P: Protocol> Line<P> {
    /// Opens the line through `connector` and serves `protocol` on it in a
    /// thread named `name`; fails at once if the port cannot be opened.
    pub(crate) fn open(
        mut connector: Box<dyn Connector>,
        reopen: Reopen,
        protocol: P,
        name: &str,
    ) -> Result<Line<P>, TransportError> {
        let port = connector.name();
        let line = connector
            .connect()
            .map_err(|e| TransportError::open(&port, &e))?;
        let (inputs, inputs_rx) = mpsc::channel();
        let (events_tx, events) = mpsc::channel();
        let mut worker = Worker {
            connector,
            reopen,
            protocol,
            name: name.to_string(),
            start: Instant::now(),
            inputs: inputs.clone(),
            events: events_tx,
            writer: None,
            generation: 0,
            stop_reader: None,
            next_connect: Duration::ZERO,
            pause: reopen.first,
            ever_open: false,
        };
        worker.attach(line);
        let thread = thread::Builder::new()
            .name(name.to_string())
            .spawn(move || worker.run(inputs_rx))
            .map_err(|e| TransportError::open(&port, &e))?;
        Ok(Line {
            inputs,
            events,
            port,
            thread: Some(thread),
            _protocol: PhantomData,
        })
    }

    /// Queues a command for the protocol.
    pub(crate) fn send(&self, c: P::Command) {
        // The thread only ends when the handle drops, so this cannot fail
        // while `self` lives; nothing to report if it somehow did.
        let _ = self.inputs.send(Input::Command(c));
    }

    /// The next event, if one is waiting.
    pub(crate) fn try_event(&self) -> Option<P::Event> {
        self.events.try_recv().ok()
    }

    /// The next event, waiting at most `timeout`.
    pub(crate) fn wait_event(&self, timeout: Duration) -> Option<P::Event> {
        self.events.recv_timeout(timeout).ok()
    }

    /// The port's name, as the connector gives it.
    pub(crate) fn port(&self) -> &str {
        &self.port
    }
}

impl<P: Protocol> Drop for Line<P> {
    fn drop(&mut self) {
        let _ = self.inputs.send(Input::Shutdown);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

struct Worker<P: Protocol> {
    connector: Box<dyn Connector>,
    reopen: Reopen,
    protocol: P,
    name: String,
    start: Instant,
    inputs: Sender<Input<P::Command>>,
    events: Sender<P::Event>,
    writer: Option<Writer>,
    /// Counts openings: bytes of an earlier opening's reader are dropped.
    generation: u64,
    stop_reader: Option<Arc<AtomicBool>>,
    next_connect: Duration,
    /// The pause before the next try to open the port.
    pause: Duration,
    ever_open: bool,
}

impl<P: Protocol> Worker<P> {
    fn now(&self) -> Duration {
        self.start.elapsed()
    }

    fn run(mut self, inputs: Receiver<Input<P::Command>>) {
        let mut io = Io::new();
        let mut closing: Option<Duration> = None;
        loop {
            if closing.is_some_and(|end| self.protocol.settled() || self.now() >= end) {
                break;
            }
            let now = self.now();
            if self.writer.is_none() && !self.protocol.gave_up() && now >= self.next_connect {
                self.reconnect();
            }
            if self.writer.is_some() {
                self.protocol.poll(self.now(), &mut io);
            }
            self.deliver(&mut io);
            let wait = match (&self.writer, self.protocol.next_deadline()) {
                (Some(_), Some(t)) => t.saturating_sub(self.now()),
                (Some(_), None) => IDLE_WAKE,
                (None, _) => self.next_connect.saturating_sub(self.now()),
            }
            .clamp(Duration::from_millis(1), IDLE_WAKE);
            match inputs.recv_timeout(wait) {
                Ok(Input::Shutdown) | Err(RecvTimeoutError::Disconnected) => {
                    if closing.is_none() {
                        closing = Some(self.now() + CLOSING_TIME);
                    }
                }
                Ok(Input::Command(c)) => self.protocol.command(c, self.now(), &mut io),
                Ok(Input::Bytes(g, b)) if g == self.generation => {
                    self.protocol.received(&b, self.now(), &mut io)
                }
                Ok(Input::ReadFailed(g, e)) if g == self.generation => {
                    self.port_failed(&e, &mut io)
                }
                Ok(_) | Err(RecvTimeoutError::Timeout) => {}
            }
            self.deliver(&mut io);
            if self.protocol.gave_up() {
                self.close();
            }
        }
        self.close();
    }

    /// Writes what the protocol wrote and reports what it emitted; a
    /// failed write is a loss, reported at once.
    fn deliver(&mut self, io: &mut Io<P::Event>) {
        for _ in 0..2 {
            let (bytes, events) = io.take();
            for e in events {
                // The handle owns the receiver; if it is gone the thread ends soon.
                let _ = self.events.send(e);
            }
            if bytes.is_empty() {
                return;
            }
            // Without a port the bytes are lost, as on an unplugged cable.
            let Some(w) = self.writer.as_mut() else {
                return;
            };
            // No flush: a serial write is unbuffered, and tcdrain would block.
            match w.write_all(&bytes) {
                Ok(()) => return,
                Err(e) => self.port_failed(&e, io),
            }
        }
    }

    /// Tries to open the port; when that fails, the next try comes a whole
    /// pause after this one failed (a port may take long to refuse).
    fn reconnect(&mut self) {
        match self.connector.connect() {
            Ok(line) => self.attach(line),
            Err(e) => {
                self.protocol.open_failed(&LineLoss::of(&e));
                self.schedule(self.now());
            }
        }
    }

    fn close(&mut self) {
        if let Some(s) = self.stop_reader.take() {
            s.store(true, Ordering::Relaxed);
        }
        self.writer = None;
    }

    /// Starts reading from a freshly opened line and tells the protocol.
    fn attach(&mut self, (reader, writer): (Reader, Writer)) {
        self.close();
        self.generation += 1;
        let stop = Arc::new(AtomicBool::new(false));
        self.stop_reader = Some(Arc::clone(&stop));
        let generation = self.generation;
        let inputs = self.inputs.clone();
        let spawned = thread::Builder::new()
            .name(format!("{}-reader", self.name))
            .spawn(move || read_loop(reader, generation, stop, inputs));
        let mut io = Io::new();
        match spawned {
            Ok(_) => {
                self.writer = Some(writer);
                self.pause = self.reopen.first;
                let again = std::mem::replace(&mut self.ever_open, true);
                self.protocol.opened(again, self.now(), &mut io);
            }
            Err(e) => self.port_failed(&e, &mut io),
        }
        self.deliver(&mut io);
    }

    fn port_failed(&mut self, e: &io::Error, io: &mut Io<P::Event>) {
        self.close();
        self.protocol.lost(&LineLoss::of(e), self.now(), io);
        self.schedule(self.now());
    }

    /// The next try to open the port, after the pause; the pause after it
    /// is twice as long, up to the longest.
    fn schedule(&mut self, now: Duration) {
        self.next_connect = now + self.pause;
        self.pause = (self.pause * 2).min(self.reopen.longest);
    }
}

fn read_loop<C>(
    mut reader: Reader,
    generation: u64,
    stop: Arc<AtomicBool>,
    inputs: Sender<Input<C>>,
) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::sync::Mutex;

    /// A line whose reader fails at once (the cable pulled right away).
    struct Broken;

    impl Read for Broken {
        fn read(&mut self, _buf: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::BrokenPipe, "unplugged"))
        }
    }

    /// A line that stays quiet.
    struct Quiet;

    impl Read for Quiet {
        fn read(&mut self, _buf: &mut [u8]) -> io::Result<usize> {
            thread::sleep(Duration::from_millis(5));
            Err(io::Error::from(io::ErrorKind::TimedOut))
        }
    }

    struct Sink;

    impl Write for Sink {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// Opens a broken line, then fails `refusals` times (each failure
    /// taking `slow`, as a port that times out), then opens a quiet line;
    /// records when each try came.
    struct Flaky {
        tries: Arc<Mutex<Vec<Instant>>>,
        refusals: usize,
        slow: Duration,
    }

    impl Connector for Flaky {
        fn connect(&mut self) -> io::Result<(Reader, Writer)> {
            let n = {
                let mut t = self.tries.lock().unwrap();
                t.push(Instant::now());
                t.len()
            };
            match n {
                1 => Ok((Box::new(Broken), Box::new(Sink))),
                n if n <= 1 + self.refusals => {
                    thread::sleep(self.slow);
                    Err(io::Error::from(io::ErrorKind::NotFound))
                }
                _ => Ok((Box::new(Quiet), Box::new(Sink))),
            }
        }

        fn name(&self) -> String {
            "flaky".into()
        }
    }

    #[derive(Debug, PartialEq, Eq)]
    enum Seen {
        Opened(bool),
        Lost(io::ErrorKind),
        Refused,
    }

    #[derive(Default)]
    struct Recorder {
        refused: usize,
    }

    impl Protocol for Recorder {
        type Command = ();
        type Event = Seen;

        fn opened(&mut self, again: bool, _now: Duration, io: &mut Io<Seen>) {
            io.emit(Seen::Opened(again));
        }
        fn lost(&mut self, why: &LineLoss, _now: Duration, io: &mut Io<Seen>) {
            io.emit(Seen::Lost(why.kind));
        }
        fn open_failed(&mut self, _why: &LineLoss) {
            self.refused += 1;
        }
        fn received(&mut self, _bytes: &[u8], _now: Duration, _io: &mut Io<Seen>) {}
        fn command(&mut self, _c: (), _now: Duration, io: &mut Io<Seen>) {
            for _ in 0..self.refused {
                io.emit(Seen::Refused);
            }
        }
        fn poll(&mut self, _now: Duration, _io: &mut Io<Seen>) {}
        fn next_deadline(&self) -> Option<Duration> {
            None
        }
    }

    /// A line over [`Flaky`] (three refusals, each taking `slow`) that
    /// pauses 20 ms after a loss, doubling up to 50; and when it tried.
    fn flaky_line(slow: Duration) -> (Line<Recorder>, Arc<Mutex<Vec<Instant>>>) {
        let tries = Arc::new(Mutex::new(Vec::new()));
        let reopen = Reopen {
            first: Duration::from_millis(20),
            longest: Duration::from_millis(50),
        };
        let connector = Flaky {
            tries: Arc::clone(&tries),
            refusals: 3,
            slow,
        };
        let line = Line::open(Box::new(connector), reopen, Recorder::default(), "test").unwrap();
        (line, tries)
    }

    /// Five tries were made, each at least `want` ms after the one before.
    fn assert_gaps_at_least(tries: &Mutex<Vec<Instant>>, want: [u64; 4]) {
        let t = tries.lock().unwrap().clone();
        assert_eq!(t.len(), 5);
        for (i, w) in want.iter().enumerate() {
            let gap = t[i + 1] - t[i];
            assert!(gap >= Duration::from_millis(*w), "try {i}: {gap:?}");
        }
    }

    #[test]
    fn a_lost_line_is_reported_and_reopened_after_doubling_pauses() {
        let (line, tries) = flaky_line(Duration::ZERO);
        let mut seen = Vec::new();
        let end = Instant::now() + Duration::from_secs(10);
        while seen.len() < 3 && Instant::now() < end {
            seen.extend(line.wait_event(Duration::from_millis(20)));
        }
        assert_eq!(
            seen,
            vec![
                Seen::Opened(false),
                Seen::Lost(io::ErrorKind::BrokenPipe),
                Seen::Opened(true)
            ]
        );
        line.send(());
        let refused: Vec<Seen> =
            std::iter::from_fn(|| line.wait_event(Duration::from_millis(500))).collect();
        assert_eq!(refused.len(), 3);
        // Pauses of 20, 40, 50 (the longest) and 50 ms between the tries.
        assert_gaps_at_least(&tries, [20, 40, 50, 50]);
    }

    #[test]
    fn the_pause_after_a_slow_failed_try_is_counted_from_its_end() {
        // Each refused try takes 30 ms: the next comes a whole pause
        // after it failed, not a pause after it began.
        let (line, tries) = flaky_line(Duration::from_millis(30));
        let end = Instant::now() + Duration::from_secs(10);
        while tries.lock().unwrap().len() < 5 && Instant::now() < end {
            line.wait_event(Duration::from_millis(20));
        }
        assert_gaps_at_least(&tries, [20, 30 + 40, 30 + 50, 30 + 50]);
    }

    #[test]
    fn a_port_that_cannot_be_opened_is_a_clear_error_at_once() {
        struct Missing;
        impl Connector for Missing {
            fn connect(&mut self) -> io::Result<(Reader, Writer)> {
                Err(io::Error::new(io::ErrorKind::NotFound, "no such port"))
            }
            fn name(&self) -> String {
                "/dev/missing".into()
            }
        }
        let e = Line::open(
            Box::new(Missing),
            Reopen::default(),
            Recorder::default(),
            "t",
        )
        .err()
        .unwrap();
        assert_eq!(
            e,
            TransportError::Open {
                port: "/dev/missing".into(),
                kind: io::ErrorKind::NotFound,
                message: "no such port".into()
            }
        );
    }
}
