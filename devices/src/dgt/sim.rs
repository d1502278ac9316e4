//! A simulated DGT e-board on a pseudo-terminal, from the protocol: it
//! answers the commands (reset, send board, send updates, serial number,
//! version) and can be driven to lift and place pieces, for tests and for
//! trying annabella without a board (`annabella dgt-sim`).

use std::io::{self, BufRead, Write};

use shakmaty::{Board, CastlingSide, Chess, Move, Piece, Position, Role, Square};

use super::codec::{Command, Fields, Message, square_field};

/// The board's state, as a board keeps it.
pub struct DgtSim {
    fields: Fields,
    /// Field updates are sent on every change (after `43`/`44`/`4B`).
    updates: bool,
    /// Set up turned half round (Black at the near side).
    turned: bool,
}

impl DgtSim {
    pub fn new(board: &Board, turned: bool) -> DgtSim {
        let mut sim = DgtSim {
            fields: Fields::empty(),
            updates: false,
            turned,
        };
        sim.set_board(board);
        sim
    }

    /// The field of a square on this board, as it stands on the table.
    fn field(&self, sq: Square) -> u8 {
        let f = square_field(sq);
        if self.turned { 63 - f } else { f }
    }

    /// Sets up a whole position (sends nothing: a board is set up while
    /// it is not watched, or the dump is asked for).
    pub fn set_board(&mut self, board: &Board) {
        let f = Fields::from_board(board);
        self.fields = if self.turned { f.rotated() } else { f };
    }

    /// The answer to bytes from the computer.
    pub fn command(&mut self, byte: u8) -> Vec<u8> {
        match Command::from_byte(byte) {
            Some(Command::Reset) => {
                self.updates = false;
                Vec::new()
            }
            Some(Command::SendBoard) => Message::BoardDump(self.fields).encode(),
            Some(Command::SendUpdates | Command::SendUpdatesBoard | Command::SendUpdatesNice) => {
                self.updates = true;
                Vec::new()
            }
            Some(Command::SerialNumber) => Message::SerialNumber("01025".into()).encode(),
            Some(Command::LongSerialNumber) => {
                Message::LongSerialNumber("0000001025".into()).encode()
            }
            Some(Command::Version) => Message::Version { major: 1, minor: 7 }.encode(),
            Some(Command::BusAddress) => Message::Other {
                id: super::codec::id::BUS_ADDRESS,
                payload: vec![8, 1],
            }
            .encode(),
            None => Vec::new(),
        }
    }

    /// A piece put on `sq` (or taken off: `None`): the field update, when
    /// updates are on.
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) -> Vec<u8> {
        let field = self.field(sq);
        self.fields.0[usize::from(field)] = piece;
        if self.updates {
            Message::FieldUpdate { field, piece }.encode()
        } else {
            Vec::new()
        }
    }

    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.fields.0[usize::from(self.field(sq))]
    }

    /// A line of the driving language: `lift e2`, `place e4 P` (FEN
    /// letter), `garbage`, `cut` (half a dump); returns bytes to send or
    /// why the line is not understood.
    pub fn line(&mut self, line: &str) -> Result<Vec<u8>, String> {
        let w: Vec<&str> = line.split_whitespace().collect();
        let square = |i: usize| -> Result<Square, String> {
            w.get(i)
                .and_then(|s| s.parse().ok())
                .ok_or_else(|| format!("Not a square: {}", w.get(i).unwrap_or(&"")))
        };
        match w.as_slice() {
            ["lift", _] => Ok(self.set(square(1)?, None)),
            ["place", _, p] => {
                let c = p.chars().next().unwrap_or(' ');
                let piece = Piece::from_char(c).ok_or_else(|| format!("Not a piece: {p}"))?;
                Ok(self.set(square(1)?, Some(piece)))
            }
            ["garbage"] => Ok(vec![0x01, 0x02, 0x7F]),
            ["cut"] => {
                let dump = Message::BoardDump(self.fields).encode();
                Ok(dump[..30].to_vec())
            }
            _ => Err("Use: lift e2, place e4 P, garbage, cut, quit.".into()),
        }
    }
}

/// What a hand does on the board to make move `m` in `pos`, as driving
/// lines. `style` varies the way: the captured piece taken off first or
/// last, castling king first or rook first, the captured pawn of an en
/// passant taken before or after, a piece slid over the squares between,
/// another piece lifted and put back first (noise).
pub fn hand_lines(pos: &Chess, m: Move, style: usize) -> Vec<String> {
    let us = pos.turn();
    let board = pos.board();
    let mut lines = Vec::new();
    let lift = |sq: Square| format!("lift {sq}");
    let place = |sq: Square, p: Piece| format!("place {sq} {}", p.char());
    if style.is_multiple_of(5) {
        // Noise: a piece not in the move lifted and put back.
        if let Some(sq) = board
            .by_color(us)
            .into_iter()
            .find(|sq| Some(*sq) != m.from() && *sq != m.to())
            && let Some(p) = board.piece_at(sq)
        {
            lines.push(lift(sq));
            lines.push(place(sq, p));
        }
    }
    match m {
        Move::Castle { king, rook } => {
            let side = CastlingSide::from_queen_side(rook < king);
            let (k, r) = (Role::King.of(us), Role::Rook.of(us));
            let king_part = [lift(king), place(side.king_to(us), k)];
            let rook_part = [lift(rook), place(side.rook_to(us), r)];
            if style.is_multiple_of(2) {
                lines.extend(king_part);
                lines.extend(rook_part);
            } else {
                lines.extend(rook_part);
                lines.extend(king_part);
            }
        }
        Move::EnPassant { from, to } => {
            let taken = Square::from_coords(to.file(), from.rank());
            let p = Role::Pawn.of(us);
            if style.is_multiple_of(2) {
                lines.extend([lift(from), place(to, p), lift(taken)]);
            } else {
                lines.extend([lift(taken), lift(from), place(to, p)]);
            }
        }
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let arriving = promotion.unwrap_or(role).of(us);
            if capture.is_some() && style % 2 == 1 {
                lines.push(lift(to));
            }
            lines.push(lift(from));
            if capture.is_some() && style.is_multiple_of(2) {
                lines.push(lift(to));
            }
            // Slid over the squares between (never for a knight).
            if capture.is_none() && style.is_multiple_of(3) && role != Role::Knight {
                for sq in shakmaty::attacks::between(from, to) {
                    lines.push(place(sq, role.of(us)));
                    lines.push(lift(sq));
                }
            }
            lines.push(place(to, arriving));
        }
        Move::Put { .. } => {}
    }
    lines
}

/// The simulator on a pseudo-terminal, which only Unix has.
#[cfg(unix)]
mod pty {
    use super::*;
    use serialport::{SerialPort, TTYPort};
    use std::io::Read;
    use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
    use std::thread::{self, JoinHandle};
    use std::time::Duration;

    /// A simulator served on a pseudo-terminal in a thread.
    pub struct DgtSimHandle {
        path: String,
        lines: Sender<String>,
        thread: Option<JoinHandle<io::Result<()>>>,
    }

    impl DgtSimHandle {
        /// The port to open.
        pub fn path(&self) -> &str {
            &self.path
        }

        /// A driving line (`lift e2`, `place e4 P`, `garbage`, `cut`, `quit`).
        pub fn send(&self, line: &str) {
            let _ = self.lines.send(line.to_string());
        }
    }

    impl Drop for DgtSimHandle {
        fn drop(&mut self) {
            let _ = self.lines.send("quit".into());
            if let Some(t) = self.thread.take() {
                let _ = t.join();
            }
        }
    }

    /// Opens a pseudo-terminal and serves a board holding `board` on it.
    pub fn spawn_dgt_sim(board: &Board, turned: bool) -> io::Result<DgtSimHandle> {
        let (mut master, slave) = TTYPort::pair()?;
        master.set_timeout(Duration::from_millis(5))?;
        let path = slave
            .name()
            .ok_or_else(|| io::Error::other("the pseudo-terminal has no name"))?;
        let (lines, lines_rx) = mpsc::channel();
        let mut sim = DgtSim::new(board, turned);
        let thread = thread::Builder::new()
            .name("dgt-sim".into())
            .spawn(move || serve(&mut sim, master, slave, lines_rx, &mut |_| {}))?;
        Ok(DgtSimHandle {
            path,
            lines,
            thread: Some(thread),
        })
    }

    fn serve(
        sim: &mut DgtSim,
        mut master: TTYPort,
        _slave: TTYPort,
        lines: Receiver<String>,
        said: &mut dyn FnMut(String),
    ) -> io::Result<()> {
        let mut buf = [0u8; 256];
        loop {
            loop {
                match lines.try_recv() {
                    Ok(l) if l.trim() == "quit" => return Ok(()),
                    Ok(l) => match sim.line(&l) {
                        Ok(bytes) => master.write_all(&bytes)?,
                        Err(why) => said(why),
                    },
                    Err(TryRecvError::Empty) => break,
                    Err(TryRecvError::Disconnected) => return Ok(()),
                }
            }
            match master.read(&mut buf) {
                Ok(n) => {
                    for b in &buf[..n] {
                        let answer = sim.command(*b);
                        master.write_all(&answer)?;
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::TimedOut => {}
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {}
                // No one has the port open: wait for one.
                Err(_) => thread::sleep(Duration::from_millis(5)),
            }
        }
    }

    /// `annabella dgt-sim`: a board in the start position on a
    /// pseudo-terminal, driven by lines from `input`.
    pub fn run_dgt_sim(turned: bool, input: impl BufRead, mut out: impl Write) -> io::Result<()> {
        let (mut master, slave) = TTYPort::pair()?;
        master.set_timeout(Duration::from_millis(5))?;
        let path = slave
            .name()
            .ok_or_else(|| io::Error::other("the pseudo-terminal has no name"))?;
        writeln!(out, "DGT board simulator at {path}.")?;
        writeln!(out, "Use: lift e2, place e4 P, garbage, cut, quit.")?;
        out.flush()?;
        let (lines, lines_rx) = mpsc::channel();
        let (said_tx, said_rx) = mpsc::channel();
        let server = thread::spawn(move || {
            let mut sim = DgtSim::new(&Board::default(), turned);
            serve(&mut sim, master, slave, lines_rx, &mut |s| {
                let _ = said_tx.send(s);
            })
        });
        for line in input.lines() {
            let line = line?;
            let quit = line.trim() == "quit";
            if lines.send(line).is_err() || quit {
                break;
            }
            thread::sleep(Duration::from_millis(20));
            while let Ok(s) = said_rx.try_recv() {
                writeln!(out, "{s}")?;
            }
            out.flush()?;
        }
        let _ = lines.send("quit".into());
        match server.join() {
            Ok(r) => r,
            Err(_) => Err(io::Error::other("the simulator thread panicked")),
        }
    }
}

#[cfg(unix)]
pub use pty::{DgtSimHandle, run_dgt_sim, spawn_dgt_sim};

/// `annabella dgt-sim` needs a pseudo-terminal, which this platform has not.
#[cfg(not(unix))]
pub fn run_dgt_sim(_turned: bool, _input: impl BufRead, _out: impl Write) -> io::Result<()> {
    Err(io::Error::new(
        io::ErrorKind::Unsupported,
        "the DGT e-board simulator needs a pseudo-terminal, which only Unix has",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dgt::codec::{Decoder, id};

    #[test]
    fn it_answers_the_commands() {
        let mut sim = DgtSim::new(&Board::default(), false);
        let dump = sim.command(0x42);
        assert_eq!(dump.len(), 67);
        assert_eq!(dump[0], id::BOARD_DUMP);
        assert_eq!(sim.command(0x4D)[0], id::VERSION);
        assert_eq!(sim.command(0x45)[0], id::SERIAL_NUMBER);
        // No updates before 0x43.
        assert!(sim.set(Square::E2, None).is_empty());
        assert!(sim.command(0x43).is_empty());
        let upd = sim.set(Square::E4, Some(shakmaty::Color::White.pawn()));
        let mut d = Decoder::new();
        d.push(&upd);
        assert_eq!(
            d.next(),
            Some(Ok(Message::FieldUpdate {
                field: 36,
                piece: Some(shakmaty::Color::White.pawn())
            }))
        );
        assert!(sim.command(0x40).is_empty());
        assert!(sim.set(Square::E4, None).is_empty());
    }

    #[test]
    fn a_turned_board_numbers_its_fields_from_h1() {
        let mut sim = DgtSim::new(&Board::default(), true);
        sim.command(0x43);
        let upd = sim.line("lift e2").unwrap();
        assert_eq!(upd[3], 11);
        assert_eq!(sim.piece_at(Square::E2), None);
        assert!(sim.line("place e4 x").is_err());
    }
}
