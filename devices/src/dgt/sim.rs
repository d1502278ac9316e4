//! A simulated DGT e-board, from the protocol: plugged into the shared
//! simulator frame (crate::line::sim, a pseudo-terminal) it answers the
//! commands (reset, send board, send updates, serial number, version) and
//! can be driven to lift and place pieces, for tests and for trying
//! annabella without a board (`annabella dgt-sim`).

use std::io::{self, BufRead, Write};
use std::time::Duration;

use crate::line::{SimAction, SimFrame, SimPlace, Simulated, run_frame};

use shakmaty::{Board, CastlingSide, Chess, Move, Piece, Position, Role, Square};

use super::codec::{Command, Fields, Message, square_field};

const USE: &str = "Use: lift e2, place e4 P, garbage, cut, unplug, plug, quit.";

/// The board's state, as a board keeps it.
pub struct DgtSim {
    fields: Fields,
    /// Field updates are sent on every change (after `43`/`44`/`4B`).
    updates: bool,
    /// Set up turned half round (Black at the near side).
    turned: bool,
}

impl DgtSim {
    /// A board holding `board`, turned round when `turned`.
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
    pub(crate) fn set_board(&mut self, board: &Board) {
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
    pub(crate) fn set(&mut self, sq: Square, piece: Option<Piece>) -> Vec<u8> {
        let field = self.field(sq);
        self.fields.0[usize::from(field)] = piece;
        if self.updates {
            Message::FieldUpdate { field, piece }.encode()
        } else {
            Vec::new()
        }
    }

    /// The piece on `sq`.
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
            _ => Err(USE.into()),
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

/// The board in the simulator frame: driving lines are its command lines.
struct Served {
    sim: DgtSim,
    out: Vec<u8>,
}

impl Simulated for Served {
    /// The port the host opens, while plugged in.
    type Snapshot = Option<String>;

    fn greeting(&self, at: &str) -> Vec<String> {
        vec![format!("DGT board simulator at {at}."), USE.into()]
    }

    fn command(&mut self, line: &str, _now: Duration) -> (Vec<String>, Option<SimAction>) {
        match line.trim() {
            "quit" => (Vec::new(), Some(SimAction::Quit)),
            "unplug" => (Vec::new(), Some(SimAction::Unplug)),
            "plug" => (Vec::new(), Some(SimAction::Plug)),
            "" => (Vec::new(), None),
            l => match self.sim.line(l) {
                Ok(bytes) => {
                    self.out.extend_from_slice(&bytes);
                    (Vec::new(), None)
                }
                Err(why) => (vec![why], None),
            },
        }
    }

    fn receive(&mut self, bytes: &[u8], _now: Duration) -> Vec<String> {
        for b in bytes {
            let answer = self.sim.command(*b);
            self.out.extend_from_slice(&answer);
        }
        Vec::new()
    }

    fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    fn snapshot(&self, path: Option<&str>) -> Option<String> {
        path.map(str::to_string)
    }
}

/// A simulator served in its own thread.
pub struct DgtSimHandle {
    path: String,
    frame: SimFrame<Option<String>>,
}

impl DgtSimHandle {
    /// The port to open (where it was first plugged in).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// A driving line (`lift e2`, `place e4 P`, `garbage`, `cut`, `unplug`,
    /// `plug`, `quit`).
    pub fn send(&self, line: &str) {
        self.frame.command(line);
    }

    /// Everything the simulator prints, line by line.
    pub fn lines(&self) -> &std::sync::mpsc::Receiver<String> {
        self.frame.lines()
    }
}

/// Opens a pseudo-terminal and serves a board holding `board` on it.
pub fn spawn_dgt_sim(board: &Board, turned: bool) -> io::Result<DgtSimHandle> {
    spawn_dgt_sim_at(board, turned, SimPlace::default())
}

/// As [`spawn_dgt_sim`], plugged in at `place` (a symbolic link that
/// follows the pseudo-terminal through `unplug` and `plug`, or TCP).
pub fn spawn_dgt_sim_at(board: &Board, turned: bool, place: SimPlace) -> io::Result<DgtSimHandle> {
    let served = Served {
        sim: DgtSim::new(board, turned),
        out: Vec::new(),
    };
    let frame = SimFrame::spawn(served, place, "dgt-sim")?;
    let path = frame.path().unwrap_or_default();
    Ok(DgtSimHandle { path, frame })
}

/// `annabella dgt-sim`: a board in the start position on a
/// pseudo-terminal, driven by lines from `input`.
pub fn run_dgt_sim<R, W>(turned: bool, input: R, out: W) -> io::Result<()>
where
    R: BufRead + Send + 'static,
    W: Write,
{
    let served = Served {
        sim: DgtSim::new(&Board::default(), turned),
        out: Vec::new(),
    };
    run_frame(
        SimFrame::spawn(served, SimPlace::default(), "dgt-sim")?,
        input,
        out,
    )
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
