//! A simulated Dot Pad (a DotPad320A) for tests and demos: on a
//! pseudo-terminal it answers the handshake, acknowledges each display line
//! (and reports it done), keeps the pins, and types Perkins key chords.
//! `annabella dotpad-sim` serves one and reads commands from its input.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use super::codec::{BoardInfo, Decoder, KeyGroup, LineAnswer, Packet};
use super::keys::{Chord, chord_of_cell, key};
use super::render::{Graphic, LINES, TEXT_CELLS};

/// What the simulated device shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SimScreen {
    pub text: [u8; TEXT_CELLS],
    pub graphic: Graphic,
    /// Display lines acknowledged so far.
    pub lines_done: u64,
    /// The pseudo-terminal, while plugged in.
    pub path: Option<String>,
}

/// The device without a line: bytes in, bytes out.
pub struct SimDevice {
    decoder: Decoder,
    out: Vec<u8>,
    pub screen: SimScreen,
    pub name: String,
    pub info: BoardInfo,
    /// Answer this many display lines with NACK.
    pub nack_next: u32,
    /// Answer nothing at all.
    pub mute: bool,
}

impl Default for SimDevice {
    fn default() -> Self {
        SimDevice {
            decoder: Decoder::new(),
            out: Vec::new(),
            screen: SimScreen::default(),
            name: "DotPad320A".into(),
            info: BoardInfo::dotpad320(),
            nack_next: 0,
            mute: false,
        }
    }
}

impl SimDevice {
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    fn send(&mut self, p: Packet) {
        self.out.extend_from_slice(&p.encode());
    }

    pub fn receive(&mut self, bytes: &[u8]) {
        self.decoder.push(bytes);
        while let Some(r) = self.decoder.next_frame() {
            let Ok(Ok(p)) = r.map(Packet::from_frame) else {
                continue;
            };
            if self.mute {
                continue;
            }
            match p {
                Packet::RequestDeviceName => self.send(Packet::DeviceName(self.name.clone())),
                Packet::RequestBoardInformation => self.send(Packet::BoardInformation(self.info)),
                Packet::RequestFirmwareVersion => self.send(Packet::FirmwareVersion(vec![1, 0])),
                Packet::DisplayLine {
                    line, start, cells, ..
                } => {
                    if self.nack_next > 0 {
                        self.nack_next -= 1;
                        self.send(Packet::LineAnswer {
                            line,
                            answer: LineAnswer::Nack,
                        });
                        continue;
                    }
                    let ok = self.apply(line, usize::from(start), &cells);
                    self.send(Packet::LineAnswer {
                        line,
                        answer: if ok {
                            LineAnswer::Ack
                        } else {
                            LineAnswer::Nack
                        },
                    });
                    if ok {
                        self.screen.lines_done += 1;
                        self.send(Packet::LineDone { line });
                    }
                }
                _ => {}
            }
        }
    }

    /// Sets the pins of one line; false for a line or cell it does not have.
    fn apply(&mut self, line: u8, start: usize, cells: &[u8]) -> bool {
        let row: &mut [u8] = match line {
            0 => &mut self.screen.text,
            l if l < LINES => match self.screen.graphic.0.get_mut(usize::from(l) - 1) {
                Some(r) => &mut r[..],
                None => return false,
            },
            _ => return false,
        };
        if start + cells.len() > row.len() {
            return false;
        }
        row[start..start + cells.len()].copy_from_slice(cells);
        true
    }

    /// Keys pressed together, then all released.
    pub fn press(&mut self, chord: Chord) {
        self.send(Packet::Keys {
            group: KeyGroup::Perkins,
            bits: chord.to_bits(),
        });
        self.send(Packet::Keys {
            group: KeyGroup::Perkins,
            bits: Chord::default().to_bits(),
        });
    }

    /// Types braille cells, each as a chord, then Enter (space + dot 8).
    pub fn type_line(&mut self, cells: &[u8]) {
        for c in cells {
            self.press(chord_of_cell(*c));
        }
        self.press(Chord::of(&[key::SPACE, key::DOT8]));
    }
}

/// Reads the cells of a `type` command: Unicode braille, or dot numbers
/// separated by blanks (`15 1256`; `0` for a blank cell).
pub fn parse_cells(text: &str) -> Option<Vec<u8>> {
    let text = text.trim();
    if text.chars().all(|c| ('\u{2800}'..='\u{28FF}').contains(&c)) {
        return Some(text.chars().map(|c| (c as u32 - 0x2800) as u8).collect());
    }
    text.split_whitespace()
        .map(|w| {
            w.chars().try_fold(0u8, |acc, d| match d.to_digit(10) {
                Some(0) => Some(acc),
                Some(n @ 1..=8) => Some(acc | 1 << (n - 1)),
                _ => None,
            })
        })
        .collect()
}

/// Reads a `key` command's chord: dot numbers, `s` space, `l`/`r` pan keys.
pub fn parse_chord(text: &str) -> Option<Chord> {
    let mut keys = Vec::new();
    for c in text.chars().filter(|c| !c.is_whitespace() && *c != '+') {
        keys.push(match c {
            's' => key::SPACE,
            'l' => key::PAN_LEFT,
            'r' => key::PAN_RIGHT,
            d => super::keys::dot_key(u8::try_from(d.to_digit(10)?).ok()?)?,
        });
    }
    (!keys.is_empty()).then(|| Chord::of(&keys))
}

/// How the simulator is served.
#[derive(Clone, Debug, Default)]
pub struct DotPadSimOptions {
    /// A symbolic link kept pointing at the current pseudo-terminal, so the
    /// host finds the device again after `unplug` and `plug`.
    pub link_path: Option<PathBuf>,
}

/// Command-line flags of `annabella dotpad-sim`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct DotPadSimArgs {
    /// Keep a symbolic link at PATH pointing at the pseudo-terminal.
    #[arg(long, value_name = "PATH")]
    pub link: Option<PathBuf>,
}

/// The simulator on a pseudo-terminal: Unix only (elsewhere the device
/// itself, [`SimDevice`], serves tests and benches).
#[cfg(unix)]
mod pty {
    use super::*;
    use serialport::{SerialPort, TTYPort};
    use std::io::Read;
    use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
    use std::sync::{Arc, Mutex};
    use std::thread::{self, JoinHandle};
    use std::time::Duration;

    struct Pty {
        master: TTYPort,
        _slave: TTYPort,
        path: String,
    }

    fn open_pty(opts: &DotPadSimOptions) -> io::Result<Pty> {
        let (mut master, slave) = TTYPort::pair()?;
        master.set_timeout(Duration::from_millis(10))?;
        let path = slave
            .name()
            .ok_or_else(|| io::Error::other("the pseudo-terminal has no name"))?;
        if let Some(link) = &opts.link_path {
            if std::fs::symlink_metadata(link).is_ok_and(|m| m.file_type().is_symlink()) {
                std::fs::remove_file(link)?;
            }
            #[cfg(unix)]
            std::os::unix::fs::symlink(&path, link)?;
        }
        Ok(Pty {
            master,
            _slave: slave,
            path,
        })
    }

    /// A simulator served in its own thread.
    pub struct DotPadSim {
        commands: Sender<String>,
        lines: Receiver<String>,
        shared: Arc<Mutex<SimScreen>>,
        thread: Option<JoinHandle<io::Result<()>>>,
    }

    const COMMANDS: &str =
        "Commands: type CELLS, key DOTS, nack N, mute, unmute, unplug, plug, show, quit.";

    impl DotPadSim {
        pub fn spawn(opts: DotPadSimOptions) -> io::Result<DotPadSim> {
            let pty = open_pty(&opts)?;
            let (commands, commands_rx) = mpsc::channel();
            let (lines_tx, lines) = mpsc::channel();
            let shared = Arc::new(Mutex::new(SimScreen {
                path: Some(pty.path.clone()),
                ..SimScreen::default()
            }));
            let shared2 = Arc::clone(&shared);
            let thread = thread::Builder::new()
                .name("dotpad-sim".into())
                .spawn(move || serve(opts, pty, commands_rx, lines_tx, shared2))?;
            Ok(DotPadSim {
                commands,
                lines,
                shared,
                thread: Some(thread),
            })
        }

        pub fn path(&self) -> Option<String> {
            self.screen().path
        }

        pub fn command(&self, line: &str) {
            let _ = self.commands.send(line.to_string());
        }

        pub fn screen(&self) -> SimScreen {
            match self.shared.lock() {
                Ok(s) => s.clone(),
                Err(p) => p.into_inner().clone(),
            }
        }

        pub fn lines(&self) -> &Receiver<String> {
            &self.lines
        }

        fn join(&mut self) -> io::Result<()> {
            match self.thread.take().map(JoinHandle::join) {
                Some(Ok(r)) => r,
                Some(Err(_)) => Err(io::Error::other("the simulator thread panicked")),
                None => Ok(()),
            }
        }
    }

    impl Drop for DotPadSim {
        fn drop(&mut self) {
            self.command("quit");
            let _ = self.join();
        }
    }

    fn serve(
        opts: DotPadSimOptions,
        pty: Pty,
        commands: Receiver<String>,
        lines: Sender<String>,
        shared: Arc<Mutex<SimScreen>>,
    ) -> io::Result<()> {
        let say = |l: String| {
            let _ = lines.send(l);
        };
        say(format!("Dot Pad simulator at {}.", pty.path));
        say(COMMANDS.into());
        let mut dev = SimDevice::default();
        let mut port = Some(pty);
        let mut buf = [0u8; 512];
        let result = 'serve: loop {
            loop {
                let line = match commands.try_recv() {
                    Ok(l) => l,
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => break 'serve Ok(()),
                };
                let (word, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
                match word {
                    "quit" => break 'serve Ok(()),
                    "type" => match parse_cells(rest) {
                        Some(cells) => dev.type_line(&cells),
                        None => say(format!("Not braille cells: {rest}")),
                    },
                    "key" => match parse_chord(rest) {
                        Some(c) => dev.press(c),
                        None => say(format!("Not keys: {rest}")),
                    },
                    "nack" => dev.nack_next = rest.trim().parse().unwrap_or(1),
                    "mute" => dev.mute = true,
                    "unmute" => dev.mute = false,
                    "unplug" => {
                        if port.take().is_some() {
                            if let Some(link) = &opts.link_path {
                                let _ = std::fs::remove_file(link);
                            }
                            say("Unplugged.".into());
                        }
                    }
                    "plug" if port.is_none() => match open_pty(&opts) {
                        Ok(p) => {
                            say(format!("Plugged in at {}.", p.path));
                            port = Some(p);
                        }
                        Err(e) => say(format!("Cannot plug in: {e}.")),
                    },
                    "show" => {
                        for l in dev.screen.graphic.picture() {
                            say(l);
                        }
                        say(braille::Cells::from_bits(&dev.screen.text).to_unicode());
                    }
                    "" | "plug" => {}
                    _ => say(COMMANDS.into()),
                }
            }
            match port.as_mut() {
                Some(p) => {
                    match p.master.read(&mut buf) {
                        Ok(n) => dev.receive(buf.get(..n).unwrap_or_default()),
                        Err(e)
                            if matches!(
                                e.kind(),
                                io::ErrorKind::TimedOut
                                    | io::ErrorKind::WouldBlock
                                    | io::ErrorKind::Interrupted
                            ) => {}
                        Err(e) => break Err(e),
                    }
                    let out = dev.take_output();
                    if !out.is_empty() {
                        let _ = p.master.write_all(&out);
                    }
                }
                None => {
                    // Keys pressed while unplugged reach no one.
                    let _ = dev.take_output();
                    thread::sleep(Duration::from_millis(10));
                }
            }
            if let Ok(mut s) = shared.lock() {
                *s = SimScreen {
                    path: port.as_ref().map(|p| p.path.clone()),
                    ..dev.screen.clone()
                };
            }
        };
        if let Some(link) = &opts.link_path
            && std::fs::symlink_metadata(link).is_ok_and(|m| m.file_type().is_symlink())
        {
            let _ = std::fs::remove_file(link);
        }
        if let Ok(mut s) = shared.lock() {
            s.path = None;
        }
        result
    }

    /// `annabella dotpad-sim`: serves a simulated Dot Pad, reading commands
    /// from `input` and printing to `output` until `quit` or the input ends.
    pub fn run_dotpad_sim<R, W>(args: &DotPadSimArgs, input: R, mut output: W) -> io::Result<()>
    where
        R: BufRead + Send + 'static,
        W: Write,
    {
        let mut sim = DotPadSim::spawn(DotPadSimOptions {
            link_path: args.link.clone(),
        })?;
        let commands = sim.commands.clone();
        thread::Builder::new()
            .name("dotpad-sim-input".into())
            .spawn(move || {
                for line in input.lines() {
                    let Ok(line) = line else { break };
                    if commands.send(line).is_err() {
                        return;
                    }
                }
                let _ = commands.send("quit".into());
            })?;
        for line in sim.lines() {
            writeln!(output, "{line}")?;
            output.flush()?;
        }
        sim.join()
    }
}

#[cfg(unix)]
pub use pty::{DotPadSim, run_dotpad_sim};

/// `annabella dotpad-sim` needs a pseudo-terminal, which this platform has not.
#[cfg(not(unix))]
pub fn run_dotpad_sim<R: BufRead, W: Write>(
    _args: &DotPadSimArgs,
    _input: R,
    _output: W,
) -> io::Result<()> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "the Dot Pad simulator needs a pseudo-terminal, which only Unix has",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dotpad::device::{DotPadEvent, Driver, DriverConfig};
    use crate::dotpad::render::Screen;
    use std::time::Duration;

    /// The driver and the simulated device joined without a line.
    fn exchange(d: &mut Driver, dev: &mut SimDevice, t: Duration) {
        for _ in 0..50 {
            let a = d.take_output();
            let b = dev.take_output();
            if a.is_empty() && b.is_empty() {
                return;
            }
            dev.receive(&a);
            d.receive(&b, t);
        }
    }

    #[test]
    fn the_simulator_keeps_the_pins_the_driver_sends() {
        let mut d = Driver::new(DriverConfig::default());
        let mut dev = SimDevice::default();
        d.opened(Duration::ZERO);
        exchange(&mut d, &mut dev, Duration::ZERO);
        assert!(d.is_up());
        let mut s = Screen::default();
        s.graphic.set(59, 39);
        s.text[19] = 0xFF;
        d.show(s, Duration::ZERO);
        exchange(&mut d, &mut dev, Duration::ZERO);
        assert_eq!(dev.screen.graphic, s.graphic);
        assert_eq!(dev.screen.text, s.text);
        dev.type_line(&[0b1_0001, 0b11_0010]);
        exchange(&mut d, &mut dev, Duration::ZERO);
        let chords: Vec<DotPadEvent> = d
            .take_events()
            .into_iter()
            .filter(|e| matches!(e, DotPadEvent::Chord(_)))
            .collect();
        assert_eq!(chords.len(), 3);
    }

    #[test]
    fn commands_read_cells_and_chords() {
        assert_eq!(parse_cells("⠑⠲"), Some(vec![0x11, 0x32]));
        assert_eq!(parse_cells("15 256 0"), Some(vec![0x11, 0x32, 0]));
        assert_eq!(parse_cells("19"), None);
        assert_eq!(parse_chord("s8"), Some(Chord::of(&[key::SPACE, key::DOT8])));
        assert_eq!(parse_chord("r"), Some(Chord::of(&[key::PAN_RIGHT])));
        assert_eq!(parse_chord("x"), None);
    }
}
