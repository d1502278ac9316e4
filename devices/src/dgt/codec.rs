//! The DGT e-board's serial protocol: commands (one byte each) and the
//! board's messages, with a decoder that finds its way back into step
//! after garbage, a cut-off message or a value out of range.
//!
//! A message is a header of three bytes — the message id with its top bit
//! set, then the whole length (header included) in two 7-bit bytes, high
//! part first — and a payload whose bytes all have the top bit clear. So a
//! byte with the top bit set always starts a message: that is how the
//! decoder resynchronises. See docs/dgt.md.

use std::fmt;

use shakmaty::{Color, Piece, Role, Square};

/// The board's serial line: 9600 baud, 8 data bits, no parity, 1 stop bit.
pub(crate) const BAUD: u32 = 9600;

/// Message ids as they appear on the line (top bit set).
pub mod id {
    pub(crate) const BOARD_DUMP: u8 = 0x86;
    /// A clock message.
    pub const CLOCK: u8 = 0x8D;
    pub(crate) const FIELD_UPDATE: u8 = 0x8E;
    pub(crate) const BUS_ADDRESS: u8 = 0x90;
    pub(crate) const SERIAL_NUMBER: u8 = 0x91;
    pub(crate) const VERSION: u8 = 0x93;
    pub(crate) const LONG_SERIAL_NUMBER: u8 = 0xA2;
}

/// The length of a board dump: header and 64 squares.
pub(crate) const DUMP_SIZE: usize = 67;
/// The length of a field update: header, square, piece.
pub(crate) const UPDATE_SIZE: usize = 5;
/// The length of a version message: header, major, minor.
pub(crate) const VERSION_SIZE: usize = 5;
/// Longest message taken (the longest the board sends is far shorter).
pub const MAX_SIZE: usize = 512;

/// What the computer asks of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Command {
    /// Idle: no more updates until asked.
    Reset,
    /// Send the whole board now (a dump).
    SendBoard,
    /// Send a field update on every change.
    SendUpdates,
    /// Field updates, and the clock's messages as well.
    SendUpdatesBoard,
    /// Field updates, debounced by the board ("nice" mode).
    SendUpdatesNice,
    SerialNumber,
    LongSerialNumber,
    BusAddress,
    Version,
}

impl Command {
    pub(crate) const ALL: [Command; 9] = [
        Command::Reset,
        Command::SendBoard,
        Command::SendUpdates,
        Command::SendUpdatesBoard,
        Command::SendUpdatesNice,
        Command::SerialNumber,
        Command::LongSerialNumber,
        Command::BusAddress,
        Command::Version,
    ];

    pub(crate) fn byte(self) -> u8 {
        match self {
            Command::Reset => 0x40,
            Command::SendBoard => 0x42,
            Command::SendUpdates => 0x43,
            Command::SendUpdatesBoard => 0x44,
            Command::SerialNumber => 0x45,
            Command::BusAddress => 0x46,
            Command::SendUpdatesNice => 0x4B,
            Command::Version => 0x4D,
            Command::LongSerialNumber => 0x55,
        }
    }

    pub(crate) fn from_byte(b: u8) -> Option<Command> {
        Command::ALL.into_iter().find(|c| c.byte() == b)
    }
}

/// A piece code of the protocol: 0 empty, 1–6 white pawn, rook, knight,
/// bishop, king, queen; 7–12 the same for Black.
pub(crate) fn piece_from_code(code: u8) -> Result<Option<Piece>, u8> {
    let (color, n) = match code {
        0 => return Ok(None),
        1..=6 => (Color::White, code),
        7..=12 => (Color::Black, code - 6),
        _ => return Err(code),
    };
    let role = match n {
        1 => Role::Pawn,
        2 => Role::Rook,
        3 => Role::Knight,
        4 => Role::Bishop,
        5 => Role::King,
        _ => Role::Queen,
    };
    Ok(Some(Piece { color, role }))
}

/// The code of a piece (0 for an empty square).
pub(crate) fn piece_code(piece: Option<Piece>) -> u8 {
    let Some(p) = piece else {
        return 0;
    };
    let n = match p.role {
        Role::Pawn => 1,
        Role::Rook => 2,
        Role::Knight => 3,
        Role::Bishop => 4,
        Role::King => 5,
        Role::Queen => 6,
    };
    match p.color {
        Color::White => n,
        Color::Black => n + 6,
    }
}

/// A field number of the protocol (0 = a8, 1 = b8 … 63 = h1, in the
/// board's own orientation) as the square it is when White sits at the
/// board's first rank.
pub(crate) fn field_square(field: u8) -> Option<Square> {
    if field >= 64 {
        return None;
    }
    let file = u32::from(field % 8);
    let rank = 7 - u32::from(field / 8);
    Some(Square::from_coords(
        shakmaty::File::new(file),
        shakmaty::Rank::new(rank),
    ))
}

/// The field number of a square (inverse of [`field_square`]).
pub(crate) fn square_field(sq: Square) -> u8 {
    let file = u32::from(sq.file()) as u8;
    let rank = u32::from(sq.rank()) as u8;
    (7 - rank) * 8 + file
}

/// The 64 squares of a dump, in field order (a8, b8 … h1).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Fields(pub [Option<Piece>; 64]);

impl Fields {
    pub(crate) fn empty() -> Fields {
        Fields([None; 64])
    }

    /// The fields of a position (White at the first rank).
    pub fn from_board(board: &shakmaty::Board) -> Fields {
        let mut f = Fields::empty();
        for sq in Square::ALL {
            f.0[usize::from(square_field(sq))] = board.piece_at(sq);
        }
        f
    }

    /// The position on the fields, read with White at the first rank.
    pub fn to_board(&self) -> shakmaty::Board {
        let mut b = shakmaty::Board::empty();
        for (i, p) in self.0.iter().enumerate() {
            if let (Some(p), Some(sq)) = (p, field_square(i as u8)) {
                b.set_piece_at(sq, *p);
            }
        }
        b
    }

    /// The board turned half round (a board set up with Black at the
    /// connector's side).
    pub(crate) fn rotated(&self) -> Fields {
        let mut f = self.0;
        f.reverse();
        Fields(f)
    }
}

impl fmt::Debug for Fields {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for p in &self.0 {
            let c = p.map_or('.', |p| p.char());
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// A board dump, encoded as the board sends it and read back in two
/// chunks after a stray byte:
///
/// ```
/// use devices::dgt::codec::{Decoder, DecodeError, Fields, Message};
/// use shakmaty::Board;
///
/// let dump = Message::BoardDump(Fields::from_board(&Board::default()));
/// let bytes = dump.encode();
/// assert_eq!(bytes.len(), 67);
/// let mut decoder = Decoder::new();
/// decoder.push(&[0x00]);
/// decoder.push(&bytes[..30]);
/// assert_eq!(decoder.next(), Some(Err(DecodeError::Garbage { skipped: 1 })));
/// assert_eq!(decoder.next(), None);
/// decoder.push(&bytes[30..]);
/// let Some(Ok(Message::BoardDump(fields))) = decoder.next() else { panic!("a dump") };
/// assert_eq!(fields.to_board(), Board::default());
/// ```
/// One message from the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The whole board.
    BoardDump(Fields),
    /// One square changed: `field` 0–63, the piece now on it.
    FieldUpdate {
        /// The field, 0 to 63.
        field: u8,
        /// The piece now on it, `None` when empty.
        piece: Option<Piece>,
    },
    /// The serial number (ASCII digits, sometimes with a version after).
    SerialNumber(String),
    /// The long serial number.
    LongSerialNumber(String),
    /// The board's firmware version.
    Version {
        /// Major version number.
        major: u8,
        /// Minor version number.
        minor: u8,
    },
    /// A message the game does not use (clock times, bus address …),
    /// taken whole so the stream stays in step.
    Other {
        /// The message id.
        id: u8,
        /// The bytes after the header.
        payload: Vec<u8>,
    },
}

impl Message {
    /// The bytes on the line.
    pub fn encode(&self) -> Vec<u8> {
        let (id, payload): (u8, Vec<u8>) = match self {
            Message::BoardDump(f) => (id::BOARD_DUMP, f.0.iter().map(|p| piece_code(*p)).collect()),
            Message::FieldUpdate { field, piece } => {
                (id::FIELD_UPDATE, vec![*field & 0x7F, piece_code(*piece)])
            }
            Message::SerialNumber(s) => (id::SERIAL_NUMBER, seven_bit(s)),
            Message::LongSerialNumber(s) => (id::LONG_SERIAL_NUMBER, seven_bit(s)),
            Message::Version { major, minor } => (id::VERSION, vec![major & 0x7F, minor & 0x7F]),
            Message::Other { id, payload } => (
                *id | 0x80,
                payload
                    .iter()
                    .map(|b| b & 0x7F)
                    .take(MAX_SIZE - 3)
                    .collect(),
            ),
        };
        let size = payload.len() + 3;
        let mut out = Vec::with_capacity(size);
        out.push(id);
        out.push(((size >> 7) & 0x7F) as u8);
        out.push((size & 0x7F) as u8);
        out.extend(payload);
        out
    }
}

fn seven_bit(s: &str) -> Vec<u8> {
    s.bytes().map(|b| b & 0x7F).take(MAX_SIZE - 3).collect()
}

/// What was wrong with bytes from the board. The decoder has already
/// skipped them; the game should ask for a fresh dump.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Bytes that start no message (skipped, counted).
    Garbage {
        /// How many bytes were skipped.
        skipped: usize,
    },
    /// A header with an impossible length for its message.
    BadSize {
        /// The message id.
        id: u8,
        /// The length the header gave.
        size: usize,
    },
    /// A message cut off by the start of another (`got` of `size` bytes).
    Truncated {
        /// The message id.
        id: u8,
        /// Bytes received before the next message began.
        got: usize,
        /// The length the header gave.
        size: usize,
    },
    /// A field update for a field beyond 63.
    FieldOutOfRange {
        /// The field number given.
        field: u8,
    },
    /// A piece code beyond 12 (`field` where it was given).
    PieceCode {
        /// The field the code was given for.
        field: u8,
        /// The piece code.
        code: u8,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Garbage { skipped } => write!(f, "{skipped} bytes that are no message"),
            DecodeError::BadSize { id, size } => {
                write!(f, "message {id:#04x} with impossible length {size}")
            }
            DecodeError::Truncated { id, got, size } => {
                write!(f, "message {id:#04x} cut off after {got} of {size} bytes")
            }
            DecodeError::FieldOutOfRange { field } => write!(f, "field {field} out of range"),
            DecodeError::PieceCode { field, code } => {
                write!(f, "piece code {code} on field {field} out of range")
            }
        }
    }
}

impl std::error::Error for DecodeError {}

/// The expected length of a message id, where it is fixed.
fn fixed_size(id: u8) -> Option<usize> {
    match id {
        id::BOARD_DUMP => Some(DUMP_SIZE),
        id::FIELD_UPDATE => Some(UPDATE_SIZE),
        id::VERSION => Some(VERSION_SIZE),
        id::BUS_ADDRESS => Some(5),
        id::LONG_SERIAL_NUMBER => Some(13),
        _ => None,
    }
}

/// Splits the board's byte stream into messages. Feed bytes with
/// [`Decoder::push`], take results with [`Decoder::next`]. Memory is
/// bounded by [`MAX_SIZE`].
#[derive(Default)]
pub struct Decoder {
    buf: Vec<u8>,
    out: std::collections::VecDeque<Result<Message, DecodeError>>,
    garbage: usize,
}

impl Decoder {
    /// A decoder with nothing read yet.
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Bytes from the line.
    pub fn push(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.byte(b);
        }
    }

    /// The next message or error, in the order the bytes came.
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> Option<Result<Message, DecodeError>> {
        self.out.pop_front()
    }

    /// A message has started and not ended (the line may have stalled).
    pub(crate) fn in_message(&self) -> bool {
        !self.buf.is_empty()
    }

    /// Forgets a message begun (after a stall); says it was cut off.
    pub fn abandon(&mut self) -> Option<DecodeError> {
        let err = self.cut_off();
        self.buf.clear();
        err
    }

    fn cut_off(&self) -> Option<DecodeError> {
        let id = *self.buf.first()?;
        let size = self.declared_size().unwrap_or(0);
        Some(DecodeError::Truncated {
            id,
            got: self.buf.len(),
            size,
        })
    }

    fn declared_size(&self) -> Option<usize> {
        match self.buf.as_slice() {
            [_, hi, lo, ..] => Some((usize::from(*hi) << 7) | usize::from(*lo)),
            _ => None,
        }
    }

    fn flush_garbage(&mut self) {
        if self.garbage > 0 {
            self.out.push_back(Err(DecodeError::Garbage {
                skipped: self.garbage,
            }));
            self.garbage = 0;
        }
    }

    fn byte(&mut self, b: u8) {
        if b & 0x80 != 0 {
            // A new message starts; one under way was cut off.
            self.flush_garbage();
            if let Some(e) = self.cut_off() {
                self.out.push_back(Err(e));
            }
            self.buf.clear();
            self.buf.push(b);
            return;
        }
        if self.buf.is_empty() {
            self.garbage += 1;
            return;
        }
        self.buf.push(b);
        if self.buf.len() == 3 {
            let id = self.buf[0];
            let size = self.declared_size().unwrap_or(0);
            let fits = match fixed_size(id) {
                Some(n) => size == n,
                None => (3..=MAX_SIZE).contains(&size),
            };
            if !fits {
                self.out.push_back(Err(DecodeError::BadSize { id, size }));
                self.buf.clear();
                return;
            }
        }
        if self.buf.len() >= 3 && Some(self.buf.len()) == self.declared_size() {
            let msg = std::mem::take(&mut self.buf);
            self.out.push_back(parse(msg[0], &msg[3..]));
        }
    }
}

/// A whole message, its length already checked.
fn parse(id: u8, payload: &[u8]) -> Result<Message, DecodeError> {
    match id {
        id::BOARD_DUMP => {
            let mut f = Fields::empty();
            for (i, code) in payload.iter().enumerate().take(64) {
                f.0[i] = piece_from_code(*code).map_err(|code| DecodeError::PieceCode {
                    field: i as u8,
                    code,
                })?;
            }
            Ok(Message::BoardDump(f))
        }
        id::FIELD_UPDATE => {
            let (field, code) = (payload[0], payload[1]);
            if field >= 64 {
                return Err(DecodeError::FieldOutOfRange { field });
            }
            let piece =
                piece_from_code(code).map_err(|code| DecodeError::PieceCode { field, code })?;
            Ok(Message::FieldUpdate { field, piece })
        }
        id::VERSION => Ok(Message::Version {
            major: payload[0],
            minor: payload[1],
        }),
        id::SERIAL_NUMBER => Ok(Message::SerialNumber(ascii(payload))),
        id::LONG_SERIAL_NUMBER => Ok(Message::LongSerialNumber(ascii(payload))),
        _ => Ok(Message::Other {
            id,
            payload: payload.to_vec(),
        }),
    }
}

fn ascii(payload: &[u8]) -> String {
    payload.iter().map(|b| char::from(*b)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    fn all(d: &mut Decoder) -> Vec<Result<Message, DecodeError>> {
        std::iter::from_fn(|| d.next()).collect()
    }

    #[test]
    fn fields_run_a8_to_h1() {
        assert_eq!(field_square(0), Some(Square::A8));
        assert_eq!(field_square(7), Some(Square::H8));
        assert_eq!(field_square(56), Some(Square::A1));
        assert_eq!(field_square(63), Some(Square::H1));
        assert_eq!(field_square(64), None);
        for sq in Square::ALL {
            assert_eq!(field_square(square_field(sq)), Some(sq));
        }
    }

    #[test]
    fn piece_codes_round_trip() {
        assert_eq!(piece_from_code(1), Ok(Some(Color::White.pawn())));
        assert_eq!(piece_from_code(5), Ok(Some(Color::White.king())));
        assert_eq!(piece_from_code(12), Ok(Some(Color::Black.queen())));
        assert_eq!(piece_from_code(13), Err(13));
        for code in 0..=12 {
            assert_eq!(piece_code(piece_from_code(code).unwrap()), code);
        }
    }

    #[test]
    fn a_dump_of_the_start_position() {
        let f = Fields::from_board(Chess::default().board());
        let bytes = Message::BoardDump(f).encode();
        assert_eq!(bytes.len(), DUMP_SIZE);
        assert_eq!(&bytes[..3], &[0x86, 0, 67]);
        // a8 is a black rook (8), h1 a white rook (2).
        assert_eq!(bytes[3], 8);
        assert_eq!(bytes[66], 2);
        let mut d = Decoder::new();
        d.push(&bytes);
        assert_eq!(all(&mut d), vec![Ok(Message::BoardDump(f))]);
        assert_eq!(f.to_board(), *Chess::default().board());
    }

    #[test]
    fn a_field_update_in_pieces() {
        let mut d = Decoder::new();
        for b in [0x8E, 0, 5, 52, 1] {
            assert!(d.next().is_none());
            d.push(&[b]);
        }
        assert_eq!(
            d.next(),
            Some(Ok(Message::FieldUpdate {
                field: 52,
                piece: Some(Color::White.pawn())
            }))
        );
    }

    #[test]
    fn garbage_is_skipped_and_counted() {
        let mut d = Decoder::new();
        d.push(&[1, 2, 3]);
        d.push(&Message::Version { major: 1, minor: 7 }.encode());
        assert_eq!(
            all(&mut d),
            vec![
                Err(DecodeError::Garbage { skipped: 3 }),
                Ok(Message::Version { major: 1, minor: 7 })
            ]
        );
    }

    #[test]
    fn a_cut_off_dump_is_said_and_the_next_message_read() {
        let f = Fields::from_board(Chess::default().board());
        let dump = Message::BoardDump(f).encode();
        let mut d = Decoder::new();
        d.push(&dump[..40]);
        let upd = Message::FieldUpdate {
            field: 3,
            piece: None,
        };
        d.push(&upd.encode());
        assert_eq!(
            all(&mut d),
            vec![
                Err(DecodeError::Truncated {
                    id: 0x86,
                    got: 40,
                    size: 67
                }),
                Ok(upd)
            ]
        );
        d.push(&dump[..10]);
        assert!(d.in_message());
        assert!(matches!(d.abandon(), Some(DecodeError::Truncated { .. })));
        d.push(&dump);
        assert_eq!(all(&mut d), vec![Ok(Message::BoardDump(f))]);
    }

    #[test]
    fn values_out_of_range_are_typed_errors() {
        let mut d = Decoder::new();
        d.push(&[0x8E, 0, 5, 64, 1]);
        d.push(&[0x8E, 0, 5, 10, 13]);
        d.push(&[0x8E, 0, 9, 10, 13]);
        d.push(&[0x86, 0, 67]);
        d.push(&[0; 63]);
        d.push(&[99]);
        assert_eq!(
            all(&mut d),
            vec![
                Err(DecodeError::FieldOutOfRange { field: 64 }),
                Err(DecodeError::PieceCode {
                    field: 10,
                    code: 13
                }),
                Err(DecodeError::BadSize { id: 0x8E, size: 9 }),
                // What followed the broken header is skipped.
                Err(DecodeError::Garbage { skipped: 2 }),
                Err(DecodeError::PieceCode {
                    field: 63,
                    code: 99
                }),
            ]
        );
    }

    #[test]
    fn other_messages_are_taken_whole() {
        let mut d = Decoder::new();
        let clock = Message::Other {
            id: id::CLOCK,
            payload: vec![1, 2, 3, 4, 5, 6, 7],
        };
        d.push(&clock.encode());
        d.push(&Message::SerialNumber("01025".into()).encode());
        assert_eq!(
            all(&mut d),
            vec![Ok(clock), Ok(Message::SerialNumber("01025".into()))]
        );
    }

    #[test]
    fn commands_are_single_bytes() {
        assert_eq!(Command::Reset.byte(), 0x40);
        assert_eq!(Command::SendBoard.byte(), 0x42);
        assert_eq!(Command::SendUpdates.byte(), 0x43);
        assert_eq!(Command::SendUpdatesBoard.byte(), 0x44);
        for c in Command::ALL {
            assert_eq!(Command::from_byte(c.byte()), Some(c));
        }
    }

    /// What the fuzz target checks, on bytes from a fixed generator (the
    /// fuzz target itself needs cargo-fuzz).
    #[test]
    fn random_bytes_never_panic_and_messages_round_trip() {
        let mut x: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let start = Message::BoardDump(Fields::from_board(Chess::default().board())).encode();
        let mut good = 0;
        for _ in 0..2000 {
            let mut bytes = Vec::new();
            for _ in 0..(next() % 200) {
                match next() % 8 {
                    0 => bytes.extend(&start[..(next() % 68) as usize]),
                    1 => bytes.extend([0x8E, 0, 5, (next() % 70) as u8, (next() % 15) as u8]),
                    _ => bytes.push(next() as u8),
                }
            }
            let mut d = Decoder::new();
            for part in bytes.chunks((next() % 16 + 1) as usize) {
                d.push(part);
                while let Some(r) = d.next() {
                    if let Ok(msg) = r {
                        good += 1;
                        let mut again = Decoder::new();
                        again.push(&msg.encode());
                        assert_eq!(again.next(), Some(Ok(msg)));
                        assert_eq!(again.next(), None);
                    }
                }
                assert!(d.buf.len() <= MAX_SIZE);
            }
        }
        assert!(good > 100, "{good}");
    }
}
