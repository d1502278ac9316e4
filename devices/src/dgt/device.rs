//! The e-board on its serial line, polled by the game loop (no thread:
//! at 9600 baud a poll on each tick reads all there is).

use std::io::{self, Read, Write};
use std::time::{Duration, Instant};

use serialport::{ClearBuffer, DataBits, FlowControl, Parity, SerialPort, StopBits};

use super::DgtReading;
use super::codec::{BAUD, Command, Decoder, Message};
use super::reading::{SETTLE, Watch};

/// A message begun and not ended after this long is given up.
const STALL: Duration = Duration::from_secs(1);

/// An open e-board.
pub struct DgtBoard {
    port: Box<dyn SerialPort>,
    name: String,
    decoder: Decoder,
    watch: Watch,
    start: Instant,
    last_byte: Duration,
    lost: bool,
    /// Unreadable bytes were reported and no good board has come since:
    /// a line that keeps sending garbage is said once, not on every poll.
    garbled_said: bool,
}

impl DgtBoard {
    /// Opens the board's port at 9600 baud 8N1 and asks it for the whole
    /// board and for an update on every change.
    pub fn open(path: &str) -> io::Result<DgtBoard> {
        DgtBoard::open_with(path, SETTLE)
    }

    /// As [`DgtBoard::open`], a board read once it stood still `settle`.
    pub fn open_with(path: &str, settle: Duration) -> io::Result<DgtBoard> {
        let port = serialport::new(path, BAUD)
            .data_bits(DataBits::Eight)
            .parity(Parity::None)
            .stop_bits(StopBits::One)
            .flow_control(FlowControl::None)
            .timeout(Duration::from_millis(10))
            .open()?;
        let _ = port.clear(ClearBuffer::Input);
        let mut board = DgtBoard {
            port,
            name: path.to_string(),
            decoder: Decoder::new(),
            watch: Watch::new(settle),
            start: Instant::now(),
            last_byte: Duration::ZERO,
            lost: false,
            garbled_said: false,
        };
        board.send(&[Command::Reset, Command::SendBoard, Command::SendUpdates])?;
        Ok(board)
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    fn send(&mut self, commands: &[Command]) -> io::Result<()> {
        let bytes: Vec<u8> = commands.iter().map(|c| c.byte()).collect();
        self.port.write_all(&bytes)?;
        self.port.flush()
    }

    /// Asks for the whole board again (after a reconnection, or `check`).
    pub fn request_board(&mut self) {
        if self.send(&[Command::SendBoard]).is_err() {
            self.lost = true;
        }
    }

    /// Reads what came and returns the readings: a settled board, an
    /// unreadable message (the board is asked for a fresh dump), a lost
    /// line (said once; nothing more is read).
    pub fn poll(&mut self) -> Vec<DgtReading> {
        if self.lost {
            return Vec::new();
        }
        let now = self.start.elapsed();
        let mut out = Vec::new();
        match self.read_available() {
            Ok(bytes) if !bytes.is_empty() => {
                self.last_byte = now;
                self.decoder.push(&bytes);
            }
            Ok(_) => {}
            Err(_) => {
                self.lost = true;
                return vec![DgtReading::Lost];
            }
        }
        let mut need_dump = false;
        while let Some(r) = self.decoder.next() {
            match r {
                Ok(Message::BoardDump(f)) => {
                    self.watch.dump(f, now);
                    self.garbled_said = false;
                    need_dump = false;
                }
                Ok(Message::FieldUpdate { field, piece }) => {
                    if self.watch.is_known() {
                        self.watch.update(field, piece, now);
                    } else {
                        need_dump = true;
                    }
                }
                Ok(_) => {}
                Err(_) => {
                    self.garbled(&mut out);
                    need_dump = true;
                }
            }
        }
        if self.decoder.in_message() && now.saturating_sub(self.last_byte) > STALL {
            let _ = self.decoder.abandon();
            self.garbled(&mut out);
            need_dump = true;
        }
        if need_dump {
            self.request_board();
        }
        if let Some(b) = self.watch.settled(now) {
            out.push(DgtReading::Board(b));
        }
        out
    }

    /// Bytes went wrong: the squares are unknown until a fresh dump; said
    /// once until a good board comes.
    fn garbled(&mut self, out: &mut Vec<DgtReading>) {
        self.watch.forget();
        if !std::mem::replace(&mut self.garbled_said, true) {
            out.push(DgtReading::Garbled);
        }
    }

    fn read_available(&mut self) -> io::Result<Vec<u8>> {
        let mut all = Vec::new();
        loop {
            let n = self.port.bytes_to_read().map_err(io::Error::from)? as usize;
            if n == 0 {
                return Ok(all);
            }
            let mut buf = vec![0u8; n.min(4096)];
            match self.port.read(&mut buf) {
                Ok(0) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof)),
                Ok(k) => all.extend_from_slice(&buf[..k]),
                Err(e) if e.kind() == io::ErrorKind::TimedOut => return Ok(all),
                Err(e) => return Err(e),
            }
            if all.len() > 1 << 16 {
                return Ok(all);
            }
        }
    }
}
