//! A simulated Dot Pad (a DotPad320A) for tests and demos: plugged into
//! the shared simulator frame (crate::line::sim, a pseudo-terminal) it
//! answers the handshake, acknowledges each display line (and reports it
//! done), keeps the pins, and types Perkins key chords.
//! `annabella dotpad-sim` serves one and reads commands from its input.

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::time::Duration;

use crate::line::{SimAction, SimFrame, SimPlace, Simulated, run_frame};

use super::codec::{BoardInfo, Decoder, KeyGroup, LineAnswer, Packet};
use super::keys::{Chord, chord_of_cell, key};
use super::render::{Graphic, LINES, TEXT_CELLS};

/// What the simulated device shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SimScreen {
    /// The text line's cells.
    pub text: [u8; TEXT_CELLS],
    /// The graphic area's pins.
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
    /// What the device shows.
    pub screen: SimScreen,
    /// The name it reports.
    pub name: String,
    /// The board information it reports.
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
    /// The bytes to write to the host, taken.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    fn send(&mut self, p: Packet) {
        self.out.extend_from_slice(&p.encode());
    }

    /// Reads bytes from the host and answers them.
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
    pub(crate) fn press(&mut self, chord: Chord) {
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
    pub(crate) fn type_line(&mut self, cells: &[u8]) {
        for c in cells {
            self.press(chord_of_cell(*c));
        }
        self.press(Chord::of(&[key::SPACE, key::DOT8]));
    }
}

/// Reads the cells of a `type` command: Unicode braille, or dot numbers
/// separated by blanks (`15 1256`; `0` for a blank cell).
pub(crate) fn parse_cells(text: &str) -> Option<Vec<u8>> {
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
pub(crate) fn parse_chord(text: &str) -> Option<Chord> {
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

const COMMANDS: &str =
    "Commands: type CELLS, key DOTS, nack N, mute, unmute, unplug, plug, show, quit.";

/// The device in the simulator frame.
struct Served(SimDevice);

impl Simulated for Served {
    type Snapshot = SimScreen;

    fn greeting(&self, at: &str) -> Vec<String> {
        vec![format!("Dot Pad simulator at {at}."), COMMANDS.into()]
    }

    fn command(&mut self, line: &str, _now: Duration) -> (Vec<String>, Option<SimAction>) {
        let dev = &mut self.0;
        let mut said = Vec::new();
        let (word, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        let action = match word {
            "quit" => Some(SimAction::Quit),
            "unplug" => Some(SimAction::Unplug),
            "plug" => Some(SimAction::Plug),
            "type" => {
                match parse_cells(rest) {
                    Some(cells) => dev.type_line(&cells),
                    None => said.push(format!("Not braille cells: {rest}")),
                }
                None
            }
            "key" => {
                match parse_chord(rest) {
                    Some(c) => dev.press(c),
                    None => said.push(format!("Not keys: {rest}")),
                }
                None
            }
            "nack" => {
                dev.nack_next = rest.trim().parse().unwrap_or(1);
                None
            }
            "mute" => {
                dev.mute = true;
                None
            }
            "unmute" => {
                dev.mute = false;
                None
            }
            "show" => {
                said.extend(dev.screen.graphic.picture());
                said.push(braille::Cells::from_bits(&dev.screen.text).to_unicode());
                None
            }
            "" => None,
            _ => {
                said.push(COMMANDS.into());
                None
            }
        };
        (said, action)
    }

    fn receive(&mut self, bytes: &[u8], _now: Duration) -> Vec<String> {
        self.0.receive(bytes);
        Vec::new()
    }

    fn take_output(&mut self) -> Vec<u8> {
        self.0.take_output()
    }

    fn snapshot(&self, path: Option<&str>) -> SimScreen {
        SimScreen {
            path: path.map(str::to_string),
            ..self.0.screen.clone()
        }
    }
}

/// A simulated Dot Pad served in its own thread, on a pseudo-terminal
/// (Unix only; elsewhere the device itself, [`SimDevice`], serves tests
/// and benches).
pub struct DotPadSim(SimFrame<SimScreen>);

impl DotPadSim {
    /// Starts the simulator in its own thread.
    pub fn spawn(opts: DotPadSimOptions) -> io::Result<DotPadSim> {
        let place = SimPlace {
            tcp: None,
            link_path: opts.link_path,
        };
        SimFrame::spawn(Served(SimDevice::default()), place, "dotpad-sim").map(DotPadSim)
    }

    /// The pseudo-terminal's path while plugged in.
    pub fn path(&self) -> Option<String> {
        self.0.path()
    }

    /// Runs a console command such as `unplug` or `plug`.
    pub fn command(&self, line: &str) {
        self.0.command(line);
    }

    /// What the device shows now.
    pub fn screen(&self) -> SimScreen {
        self.0.snapshot()
    }

    /// The simulator's console output, line by line.
    pub fn lines(&self) -> &Receiver<String> {
        self.0.lines()
    }
}

/// `annabella dotpad-sim`: serves a simulated Dot Pad, reading commands
/// from `input` and printing to `output` until `quit` or the input ends.
pub fn run_dotpad_sim<R, W>(args: &DotPadSimArgs, input: R, output: W) -> io::Result<()>
where
    R: BufRead + Send + 'static,
    W: Write,
{
    let sim = DotPadSim::spawn(DotPadSimOptions {
        link_path: args.link.clone(),
    })?;
    run_frame(sim.0, input, output)
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
