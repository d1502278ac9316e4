//! The simulator frame: where a simulated device is plugged in, and the
//! thread that serves it.
//!
//! A [`SimFrame`] opens a pseudo-terminal (`serialport::TTYPort::pair`,
//! Unix only) or, with [`SimPlace::tcp`], listens on a TCP port every
//! platform has (the host opens it as `tcp:HOST:PORT`). Its thread reads
//! what the host sends and hands it to the device ([`Simulated`]), writes
//! the device's answers, runs the device's timers, and takes command lines
//! from a channel: `unplug` and `plug` pull and put back the cable (a new
//! pseudo-terminal, the same TCP port; a symbolic link at
//! [`SimPlace::link_path`] follows it), `quit` ends it; every other line is
//! the device's. What the device says comes out of [`SimFrame::lines`];
//! its state, published after every change, from [`SimFrame::snapshot`].
//! [`run_frame`] wires a frame to a terminal.

use std::io::{self, BufRead, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::{Arc, Mutex};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

#[cfg(unix)]
use serialport::{SerialPort, TTYPort};

use super::port::TCP_PREFIX;

/// The frame's command line that makes the device hang: it stays plugged
/// in, hears nothing and says nothing, until [`THAW`].
pub const FREEZE: &str = "freeze";

/// The frame's command line that ends [`FREEZE`].
pub const THAW: &str = "thaw";

/// What a command line asks of the frame around the device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SimAction {
    /// Take the device off the line, as if unplugged.
    Unplug,
    /// Put the device back on a line.
    Plug,
    /// End the simulator.
    Quit,
}

/// A simulated device: bytes in, bytes out, command lines, time passed in
/// (a [`Duration`] since the frame started).
pub trait Simulated: Send + 'static {
    /// The device's state as tests and `status` see it.
    type Snapshot: Clone + Send + 'static;

    /// The first lines printed, once the device is plugged in at `at`.
    fn greeting(&self, at: &str) -> Vec<String>;
    /// One command line: lines to print and what the frame must do.
    fn command(&mut self, line: &str, now: Duration) -> (Vec<String>, Option<SimAction>);
    /// Bytes from the host: lines to print.
    fn receive(&mut self, bytes: &[u8], now: Duration) -> Vec<String>;
    /// Time passed: lines to print.
    fn poll(&mut self, _now: Duration) -> Vec<String> {
        Vec::new()
    }
    /// When [`Simulated::poll`] has work next.
    fn next_deadline(&self) -> Option<Duration> {
        None
    }
    /// Bytes for the host.
    fn take_output(&mut self) -> Vec<u8>;
    /// What the cable does to bytes, either way (noise, losses).
    fn cable(&mut self, bytes: &[u8]) -> Vec<u8> {
        bytes.to_vec()
    }
    /// The cable was pulled.
    fn unplugged(&mut self) {}
    /// The cable is back.
    fn plugged(&mut self) {}
    /// The state, with the port the host opens while plugged in.
    fn snapshot(&self, path: Option<&str>) -> Self::Snapshot;
}

/// Where the device is plugged in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SimPlace {
    /// Listen on this TCP address (`127.0.0.1:0` takes a free port) instead
    /// of a pseudo-terminal.
    pub tcp: Option<String>,
    /// A symbolic link kept pointing at the current pseudo-terminal, so the
    /// host finds the device again after `unplug` and `plug`.
    pub link_path: Option<PathBuf>,
}

struct Shared<S> {
    snapshot: S,
    path: Option<String>,
}

/// A simulated device served in its own thread.
pub struct SimFrame<S> {
    commands: Sender<String>,
    lines: Receiver<String>,
    shared: Arc<Mutex<Shared<S>>>,
    thread: Option<JoinHandle<io::Result<()>>>,
}

impl<S: Clone + Send + 'static> SimFrame<S> {
    /// Plugs `device` in at `place` and serves it in a thread named `name`.
    pub(crate) fn spawn<D: Simulated<Snapshot = S>>(
        device: D,
        mut place: SimPlace,
        name: &str,
    ) -> io::Result<SimFrame<S>> {
        let port = open_port(&place)?;
        // Plugged in again after `unplug`, the device listens on the same port.
        if place.tcp.is_some() {
            place.tcp = port.path.strip_prefix(TCP_PREFIX).map(str::to_string);
        }
        let (commands, commands_rx) = mpsc::channel();
        let (lines_tx, lines) = mpsc::channel();
        let shared = Arc::new(Mutex::new(Shared {
            snapshot: device.snapshot(Some(&port.path)),
            path: Some(port.path.clone()),
        }));
        let shared2 = Arc::clone(&shared);
        let thread = thread::Builder::new()
            .name(name.to_string())
            .spawn(move || serve(device, place, port, commands_rx, lines_tx, shared2))?;
        Ok(SimFrame {
            commands,
            lines,
            shared,
            thread: Some(thread),
        })
    }

    /// The port a host should open (a pseudo-terminal's path or
    /// `tcp:HOST:PORT`), while plugged in.
    pub fn path(&self) -> Option<String> {
        match self.shared.lock() {
            Ok(s) => s.path.clone(),
            Err(poisoned) => poisoned.into_inner().path.clone(),
        }
    }

    /// Sends one command line, as typed.
    pub fn command(&self, line: &str) {
        let _ = self.commands.send(line.to_string());
    }

    /// The device's state as last published.
    pub fn snapshot(&self) -> S {
        match self.shared.lock() {
            Ok(s) => s.snapshot.clone(),
            Err(poisoned) => poisoned.into_inner().snapshot.clone(),
        }
    }

    /// Everything the simulator prints, line by line.
    pub fn lines(&self) -> &Receiver<String> {
        &self.lines
    }

    /// Quits and waits for the thread.
    pub fn quit(mut self) -> io::Result<()> {
        self.command("quit");
        self.join()
    }

    /// Waits for the thread (after `quit`, or the end of the commands).
    pub(crate) fn join(&mut self) -> io::Result<()> {
        match self.thread.take().map(JoinHandle::join) {
            Some(Ok(r)) => r,
            Some(Err(_)) => Err(io::Error::other("the simulator thread panicked")),
            None => Ok(()),
        }
    }

    fn commands(&self) -> Sender<String> {
        self.commands.clone()
    }
}

impl<S> Drop for SimFrame<S> {
    fn drop(&mut self) {
        let _ = self.commands.send("quit".into());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Serves a frame on a terminal: command lines from `input` (read in a
/// thread of their own, so the device keeps serving while the person
/// thinks), everything said to `output`, until `quit` or the end of the input.
pub fn run_frame<S, R, W>(mut frame: SimFrame<S>, input: R, mut output: W) -> io::Result<()>
where
    S: Clone + Send + 'static,
    R: BufRead + Send + 'static,
    W: Write,
{
    let commands = frame.commands();
    // It ends with the input (the process exit ends it too).
    let _reader = thread::Builder::new()
        .name("sim-input".into())
        .spawn(move || {
            let mut input = input;
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match input.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf).trim().to_string();
                        if commands.send(line).is_err() {
                            return;
                        }
                    }
                }
            }
            let _ = commands.send("quit".into());
        })?;
    for line in frame.lines() {
        writeln!(output, "{line}")?;
        output.flush()?;
    }
    frame.join()
}

fn serve<D: Simulated>(
    mut device: D,
    place: SimPlace,
    port: Port,
    commands: Receiver<String>,
    lines: Sender<String>,
    shared: Arc<Mutex<Shared<D::Snapshot>>>,
) -> io::Result<()> {
    let start = Instant::now();
    let mut port = Some(port);
    let say = |v: Vec<String>| {
        for l in v {
            let _ = lines.send(l);
        }
    };
    if let Some(p) = &port {
        say(device.greeting(&p.path));
    }
    let mut buf = [0u8; 1024];
    // `freeze`: the device hangs, plugged in: it hears and says nothing
    // until `thaw` (a device that falls silent and comes back).
    let mut frozen = false;
    let result = loop {
        let now = start.elapsed();
        let mut quit = false;
        loop {
            let line = match commands.try_recv() {
                Ok(l) => l,
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    quit = true;
                    break;
                }
            };
            match line.trim() {
                FREEZE => {
                    frozen = true;
                    say(vec!["Frozen: the device hears and says nothing.".into()]);
                    continue;
                }
                THAW => {
                    frozen = false;
                    say(vec!["Thawed: the device answers again.".into()]);
                    continue;
                }
                _ => {}
            }
            let (out, action) = device.command(&line, now);
            say(out);
            match action {
                Some(SimAction::Quit) => quit = true,
                Some(SimAction::Unplug) if port.is_some() => {
                    port = None;
                    remove_symlink(&place);
                    device.unplugged();
                    say(vec!["Unplugged.".into()]);
                }
                Some(SimAction::Plug) if port.is_none() => match open_port(&place) {
                    Ok(p) => {
                        say(vec![format!("Plugged in at {}.", p.path)]);
                        port = Some(p);
                        device.plugged();
                    }
                    Err(e) => say(vec![format!("Cannot plug in: {e}.")]),
                },
                Some(SimAction::Unplug) => say(vec!["Already unplugged.".into()]),
                Some(SimAction::Plug) => say(vec!["Already plugged in.".into()]),
                None => {}
            }
            if quit {
                break;
            }
        }
        if quit {
            break Ok(());
        }
        match port.as_mut() {
            Some(p) => {
                let wait = device
                    .next_deadline()
                    .map_or(Duration::from_millis(20), |t| t.saturating_sub(now))
                    .clamp(Duration::from_millis(1), Duration::from_millis(20));
                match p.read(&mut buf, wait) {
                    // A frozen device does not hear.
                    Ok(_) if frozen => {}
                    Ok(n) => {
                        let got = device.cable(buf.get(..n).unwrap_or_default());
                        let out = device.receive(&got, start.elapsed());
                        // Whoever sees the answer sees the state it answers for.
                        publish(&device, Some(&p.path), &shared);
                        // Answer first, talk afterwards: the answer's latency matters.
                        write_out(&mut device, p);
                        say(out);
                    }
                    Err(e) if is_idle(&e) => {}
                    Err(e) => break Err(e),
                }
            }
            None => thread::sleep(Duration::from_millis(20)),
        }
        if frozen {
            publish(&device, port.as_ref().map(|p| p.path.as_str()), &shared);
            continue;
        }
        let out = device.poll(start.elapsed());
        say(out);
        match port.as_mut() {
            Some(p) => write_out(&mut device, p),
            // Nothing said while unplugged reaches anyone.
            None => {
                let _ = device.take_output();
            }
        }
        publish(&device, port.as_ref().map(|p| p.path.as_str()), &shared);
    };
    remove_symlink(&place);
    publish(&device, None, &shared);
    result
}

fn publish<D: Simulated>(device: &D, path: Option<&str>, shared: &Mutex<Shared<D::Snapshot>>) {
    if let Ok(mut s) = shared.lock() {
        s.snapshot = device.snapshot(path);
        s.path = path.map(str::to_string);
    }
}

/// Writes the device's output through the cable; with no host reading,
/// the bytes are lost as they would be on a real line.
fn write_out<D: Simulated>(device: &mut D, p: &mut Port) {
    let out = device.take_output();
    if out.is_empty() {
        return;
    }
    let out = device.cable(&out);
    p.write_all(&out);
}

/// A plugged-in pseudo-terminal.
#[cfg(unix)]
struct Pty {
    master: TTYPort,
    /// Held open so the master does not hang up while no host has the port.
    _slave: TTYPort,
}

/// A TCP port the device listens on. One host at a time: a host that
/// connects takes the line from the one before, as a serial port belongs to
/// whoever opened it last.
struct TcpPort {
    listener: TcpListener,
    host: Option<TcpStream>,
}

/// How long a write to a TCP host that reads nothing may block the device.
const TCP_WRITE_TIMEOUT: Duration = Duration::from_secs(1);

enum Cable {
    #[cfg(unix)]
    Pty(Pty),
    Tcp(TcpPort),
}

/// Where the device is plugged in.
struct Port {
    cable: Cable,
    /// What the host opens: a pseudo-terminal's path or `tcp:HOST:PORT`.
    path: String,
}

impl Port {
    /// Reads what the host sent, waiting at most `wait`; a `TimedOut` error
    /// when nothing came.
    fn read(&mut self, buf: &mut [u8], wait: Duration) -> io::Result<usize> {
        match &mut self.cable {
            #[cfg(unix)]
            Cable::Pty(p) => {
                let _ = p.master.set_timeout(wait);
                p.master.read(buf)
            }
            Cable::Tcp(t) => t.read(buf, wait),
        }
    }

    /// Writes to the host; with no host reading, the bytes are lost as they
    /// would be on a real line.
    fn write_all(&mut self, bytes: &[u8]) {
        match &mut self.cable {
            #[cfg(unix)]
            Cable::Pty(p) => {
                let _ = p.master.write_all(bytes);
            }
            Cable::Tcp(t) => {
                if let Some(h) = t.host.as_mut()
                    && h.write_all(bytes).is_err()
                {
                    t.host = None;
                }
            }
        }
    }
}

impl TcpPort {
    fn read(&mut self, buf: &mut [u8], wait: Duration) -> io::Result<usize> {
        let nothing = || Err(io::Error::from(io::ErrorKind::TimedOut));
        // Errors of accept (a host that gave up at once) leave the line as it was.
        if let Ok((stream, _)) = self.listener.accept()
            && configure_host(&stream).is_ok()
        {
            self.host = Some(stream);
        }
        let Some(host) = self.host.as_mut() else {
            thread::sleep(wait);
            return nothing();
        };
        if host
            .set_read_timeout(Some(wait.max(Duration::from_millis(1))))
            .is_err()
        {
            self.host = None;
            return nothing();
        }
        match host.read(buf) {
            Ok(0) => {
                // The host closed the line; the device waits for the next one.
                self.host = None;
                nothing()
            }
            Ok(n) => Ok(n),
            Err(e) if is_idle(&e) => Err(e),
            Err(_) => {
                self.host = None;
                nothing()
            }
        }
    }
}

fn configure_host(stream: &TcpStream) -> io::Result<()> {
    // Accepted sockets inherit the listener's non-blocking mode on Windows.
    stream.set_nonblocking(false)?;
    stream.set_nodelay(true)?;
    stream.set_write_timeout(Some(TCP_WRITE_TIMEOUT))
}

fn is_idle(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::TimedOut | io::ErrorKind::WouldBlock | io::ErrorKind::Interrupted
    )
}

fn open_port(place: &SimPlace) -> io::Result<Port> {
    match &place.tcp {
        Some(addr) => open_tcp(addr),
        None => open_pty(place),
    }
}

fn open_tcp(addr: &str) -> io::Result<Port> {
    let listener = TcpListener::bind(addr)?;
    listener.set_nonblocking(true)?;
    let local = listener.local_addr()?;
    Ok(Port {
        cable: Cable::Tcp(TcpPort {
            listener,
            host: None,
        }),
        path: format!("{TCP_PREFIX}{local}"),
    })
}

#[cfg(unix)]
fn open_pty(place: &SimPlace) -> io::Result<Port> {
    let (mut master, slave) = TTYPort::pair()?;
    master.set_timeout(Duration::from_millis(10))?;
    let path = slave
        .name()
        .ok_or_else(|| io::Error::other("the pseudo-terminal has no name"))?;
    if let Some(link) = &place.link_path {
        replace_symlink(link, &path)?;
    }
    Ok(Port {
        cable: Cable::Pty(Pty {
            master,
            _slave: slave,
        }),
        path,
    })
}

#[cfg(not(unix))]
fn open_pty(_place: &SimPlace) -> io::Result<Port> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "pseudo-terminals need a Unix system; a simulator served on a TCP port \
         works everywhere, for example: annabella board-sim --tcp 127.0.0.1:5040",
    ))
}

/// Points `link` at `target`, refusing to replace anything but a symlink.
#[cfg(unix)]
fn replace_symlink(link: &std::path::Path, target: &str) -> io::Result<()> {
    match std::fs::symlink_metadata(link) {
        Ok(m) if m.file_type().is_symlink() => std::fs::remove_file(link)?,
        Ok(_) => {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!("{} exists and is not a symbolic link", link.display()),
            ));
        }
        Err(_) => {}
    }
    std::os::unix::fs::symlink(target, link)
}

fn remove_symlink(place: &SimPlace) {
    if let Some(link) = &place.link_path
        && std::fs::symlink_metadata(link).is_ok_and(|m| m.file_type().is_symlink())
    {
        let _ = std::fs::remove_file(link);
    }
}
