//! Frames and messages of the pin board protocol (docs/pinboard-protocol.md).
//!
//! A [`Frame`] is what travels between two 0x7E flags: type, sequence number
//! and payload, protected by CRC-16/X-25. A [`Message`] is the meaning of a
//! frame. The streaming [`Decoder`] takes bytes in any chunks, finds frames,
//! checks them and resynchronises at the next flag after garbage.

use std::fmt;

use crc::{CRC_16_IBM_SDLC, Crc};
use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

/// CRC-16/X-25, the checksum of HDLC and of the Canute 360.
pub(crate) const X25: Crc<u16> = Crc::<u16>::new(&CRC_16_IBM_SDLC);

/// Frame delimiter.
pub(crate) const FLAG: u8 = 0x7E;
/// Escape byte: the next byte is XORed with 0x20.
pub(crate) const ESCAPE: u8 = 0x7D;
/// Largest payload a frame may carry.
pub(crate) const MAX_PAYLOAD: usize = 250;
/// Largest frame between flags, unescaped: type, seq, payload, CRC.
pub(crate) const MAX_FRAME: usize = MAX_PAYLOAD + 4;
/// The protocol version this crate speaks.
pub(crate) const PROTOCOL_VERSION: u8 = 1;
/// Longest board name a WELCOME carries.
pub(crate) const MAX_NAME: usize = 32;

/// Message type bytes.
pub mod kind {
    pub(crate) const HELLO: u8 = 0x01;
    pub(crate) const WELCOME: u8 = 0x02;
    pub(crate) const ACK: u8 = 0x03;
    pub(crate) const NAK: u8 = 0x04;
    pub(crate) const PING: u8 = 0x05;
    pub(crate) const PONG: u8 = 0x06;
    pub(crate) const POSITION: u8 = 0x81;
    pub(crate) const OCCUPANCY: u8 = 0x82;
    pub(crate) const CHANGES: u8 = 0x83;
    pub(crate) const INDICATE: u8 = 0x84;
    pub(crate) const CLEAR: u8 = 0x85;
    pub(crate) const SCAN_REQUEST: u8 = 0x86;
    pub(crate) const LIFTED: u8 = 0xC1;
    pub(crate) const PLACED: u8 = 0xC2;
    pub(crate) const SCAN: u8 = 0xC3;
    pub(crate) const SCAN_OCCUPANCY: u8 = 0xC4;
    pub(crate) const BUTTON: u8 = 0xC5;
}

/// Piece code of a peg whose piece the board cannot tell.
pub(crate) const UNKNOWN_PIECE_CODE: u8 = 13;

/// What one hole of the board holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Peg {
    #[default]
    /// No peg.
    Empty,
    /// A peg the board knows as this piece.
    Piece(Piece),
    /// A peg is there, but the board does not know which piece it is.
    Unknown,
}

impl Peg {
    /// Wire code: 0 empty, 1..=6 white P N B R Q K, 7..=12 black, 13 unknown.
    pub(crate) fn code(self) -> u8 {
        match self {
            Peg::Empty => 0,
            Peg::Unknown => UNKNOWN_PIECE_CODE,
            Peg::Piece(p) => {
                let role = p.role as u8;
                match p.color {
                    Color::White => role,
                    Color::Black => role + 6,
                }
            }
        }
    }

    pub(crate) fn from_code(code: u8) -> Option<Peg> {
        match code {
            0 => Some(Peg::Empty),
            UNKNOWN_PIECE_CODE => Some(Peg::Unknown),
            1..=6 => Role::try_from(code)
                .ok()
                .map(|r| Peg::Piece(r.of(Color::White))),
            7..=12 => Role::try_from(code - 6)
                .ok()
                .map(|r| Peg::Piece(r.of(Color::Black))),
            _ => None,
        }
    }

    /// Whether a peg is there.
    pub fn is_occupied(self) -> bool {
        self != Peg::Empty
    }

    /// The piece, when the board knows it.
    pub fn piece(self) -> Option<Piece> {
        match self {
            Peg::Piece(p) => Some(p),
            _ => None,
        }
    }

    /// One character: FEN letter, `.` for empty, `o` for an unknown peg.
    pub(crate) fn char(self) -> char {
        match self {
            Peg::Empty => '.',
            Peg::Unknown => 'o',
            Peg::Piece(p) => p.char(),
        }
    }
}

/// The 64 holes of a board, indexed by [`Square`] (a1 = 0).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Pegs([Peg; 64]);

impl Default for Pegs {
    fn default() -> Self {
        Pegs::empty()
    }
}

/// Square of dump index `i` (a8, b8, …, h8, a7, …, h1).
fn dump_square(i: usize) -> Square {
    let file = (i % 8) as u32;
    let rank = 7 - ((i / 8) % 8) as u32;
    Square::new(file + 8 * rank)
}

impl Pegs {
    /// A board with no pegs.
    pub fn empty() -> Pegs {
        Pegs([Peg::Empty; 64])
    }

    /// The pegs of a position's pieces.
    pub fn from_board(board: &Board) -> Pegs {
        let mut pegs = Pegs::empty();
        for (sq, piece) in board {
            pegs.set(sq, Peg::Piece(piece));
        }
        pegs
    }

    /// Unknown pegs on the set squares: what an occupancy-only board feels.
    pub fn from_occupancy(occupied: Bitboard) -> Pegs {
        let mut pegs = Pegs::empty();
        for sq in occupied {
            pegs.set(sq, Peg::Unknown);
        }
        pegs
    }

    /// What square `sq` holds.
    pub fn get(&self, sq: Square) -> Peg {
        self.0[sq.to_usize()]
    }

    /// Sets what square `sq` holds.
    pub fn set(&mut self, sq: Square, peg: Peg) {
        self.0[sq.to_usize()] = peg;
    }

    pub(crate) fn occupied(&self) -> Bitboard {
        Square::ALL
            .into_iter()
            .filter(|sq| self.get(*sq).is_occupied())
            .collect()
    }

    /// The identified pieces as a board (unknown pegs left out).
    pub fn identified(&self) -> Board {
        let mut board = Board::empty();
        for sq in Square::ALL {
            if let Peg::Piece(p) = self.get(sq) {
                board.set_piece_at(sq, p);
            }
        }
        board
    }

    /// True when no peg is identified: the compact occupancy form loses nothing.
    pub(crate) fn is_occupancy_only(&self) -> bool {
        self.0.iter().all(|p| !matches!(p, Peg::Piece(_)))
    }

    /// Piece codes in dump order a8, b8, …, h1.
    pub(crate) fn to_dump(&self) -> [u8; 64] {
        let mut out = [0u8; 64];
        for (i, code) in out.iter_mut().enumerate() {
            *code = self.get(dump_square(i)).code();
        }
        out
    }

    /// Reads 64 piece codes in dump order; extra bytes are ignored.
    pub(crate) fn from_dump(kind: u8, bytes: &[u8]) -> Result<Pegs, MessageError> {
        if bytes.len() < 64 {
            return Err(MessageError::BadLength {
                kind,
                len: bytes.len(),
            });
        }
        let mut pegs = Pegs::empty();
        for (i, &code) in bytes.iter().take(64).enumerate() {
            let sq = dump_square(i);
            let peg = Peg::from_code(code).ok_or(MessageError::BadPieceCode {
                kind,
                square: Some(sq),
                code,
            })?;
            pegs.set(sq, peg);
        }
        Ok(pegs)
    }

    /// CRC-16/X-25 of the dump: the digest a board puts into its ACKs.
    pub fn digest(&self) -> u16 {
        X25.checksum(&self.to_dump())
    }

    /// Squares where the two differ.
    pub(crate) fn differences(&self, other: &Pegs) -> Vec<Square> {
        Square::ALL
            .into_iter()
            .filter(|sq| self.get(*sq) != other.get(*sq))
            .collect()
    }

    /// The changes that turn `self` into `target`, a1 first.
    pub fn changes_to(&self, target: &Pegs) -> Vec<Change> {
        self.differences(target)
            .into_iter()
            .map(|square| Change {
                square,
                peg: target.get(square),
            })
            .collect()
    }

    /// Applies the changes of a CHANGES message.
    pub fn apply(&mut self, changes: &[Change]) {
        for c in changes {
            self.set(c.square, c.peg);
        }
    }
}

impl fmt::Debug for Pegs {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dump = self.to_dump();
        for (i, code) in dump.iter().enumerate() {
            if i > 0 && i % 8 == 0 {
                f.write_str("/")?;
            }
            let c = Peg::from_code(*code).map_or('?', Peg::char);
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// One square's new content in a CHANGES message.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Change {
    /// The square.
    pub square: Square,
    /// What it holds now.
    pub peg: Peg,
}

impl Change {
    pub(crate) fn empty(square: Square) -> Change {
        Change {
            square,
            peg: Peg::Empty,
        }
    }

    /// A change putting `piece` on `square`.
    pub fn piece(square: Square, piece: Piece) -> Change {
        Change {
            square,
            peg: Peg::Piece(piece),
        }
    }
}

/// Capability bits of a board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Caps(pub u16);

impl Caps {
    /// Pins that can be raised.
    pub const PINS: Caps = Caps(1 << 0);
    pub(crate) const VIBRATE: Caps = Caps(1 << 1);
    pub(crate) const BLINK: Caps = Caps(1 << 2);
    /// Sensors that feel whether a peg is in a hole.
    pub const OCCUPANCY: Caps = Caps(1 << 3);
    pub(crate) const IDENTITY: Caps = Caps(1 << 4);
    /// A button.
    pub const BUTTON: Caps = Caps(1 << 5);
    /// The board acknowledges with a digest of its table.
    pub const DIGEST: Caps = Caps(1 << 6);
    /// Bits this version defines; the rest are reserved.
    pub const KNOWN: Caps = Caps(0x7F);

    const NAMES: [(Caps, &'static str); 7] = [
        (Caps::PINS, "pins"),
        (Caps::VIBRATE, "vibrate"),
        (Caps::BLINK, "blink"),
        (Caps::OCCUPANCY, "occupancy"),
        (Caps::IDENTITY, "identity"),
        (Caps::BUTTON, "button"),
        (Caps::DIGEST, "digest"),
    ];

    pub(crate) fn contains(self, other: Caps) -> bool {
        self.0 & other.0 == other.0
    }

    /// Whether the board reports pegs at all.
    pub(crate) fn senses(self) -> bool {
        self.0 & (Caps::OCCUPANCY.0 | Caps::IDENTITY.0) != 0
    }

    /// Names of the known bits that are set, in bit order.
    pub fn names(self) -> Vec<&'static str> {
        Caps::NAMES
            .iter()
            .filter(|(c, _)| self.contains(*c))
            .map(|(_, n)| *n)
            .collect()
    }
}

impl std::ops::BitOr for Caps {
    type Output = Caps;
    fn bitor(self, rhs: Caps) -> Caps {
        Caps(self.0 | rhs.0)
    }
}

/// What a board says about itself in WELCOME.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BoardInfo {
    /// The protocol version.
    pub version: u8,
    /// What the board can do.
    pub caps: Caps,
    /// Number of indicator levels; 1 for pins that are only up or down.
    pub levels: u8,
    /// The board's name.
    pub name: String,
}

/// How an INDICATE shows its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IndicateMode {
    /// Raise a pin.
    Raise = 1,
    /// Vibrate.
    Vibrate = 2,
    /// Blink.
    Blink = 3,
}

impl IndicateMode {
    /// Unknown modes of later versions fall back to raising a pin.
    pub(crate) fn from_byte(b: u8) -> IndicateMode {
        match b {
            2 => IndicateMode::Vibrate,
            3 => IndicateMode::Blink,
            _ => IndicateMode::Raise,
        }
    }
}

/// The meaning of a frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Host opens the link; `token` comes back in WELCOME.
    Hello {
        /// A number the board sends back.
        token: u8,
        /// The host's protocol version.
        version: u8,
    },
    /// Board answers HELLO (or announces a restart with token 0).
    Welcome {
        /// The host's token, 0 for a restart.
        token: u8,
        /// What the board says about itself.
        info: BoardInfo,
    },
    /// Acknowledges sequenced frame `seq`; the board adds its table digest.
    Ack {
        /// The sequence number acknowledged.
        seq: u8,
        /// The board's table digest, when it has one.
        digest: Option<u16>,
    },
    /// The last frame arrived damaged.
    Nak,
    /// Asks for a PONG with the same number.
    Ping(u8),
    /// Answers a PING.
    Pong(u8),
    /// Host → board: the whole position. Sent as 64 codes, or as an
    /// occupancy bitboard when no peg is identified.
    Position(Pegs),
    /// Host → board: only the squares that changed.
    Changes(Vec<Change>),
    /// Host → board: show these squares.
    Indicate {
        /// How to show them.
        mode: IndicateMode,
        /// The indicator level.
        level: u8,
        /// The squares.
        squares: Vec<Square>,
    },
    /// Host → board: stop showing these squares (all when empty).
    Clear(Vec<Square>),
    /// Host → board: send a SCAN.
    ScanRequest,
    /// Board → host: a peg left the square.
    Lifted(Square),
    /// Board → host: a peg went in; `None` when the board cannot tell the piece.
    Placed {
        /// The square.
        square: Square,
        /// The piece, when the board knows it.
        piece: Option<Piece>,
    },
    /// Board → host: what the sensors feel now.
    Scan(Pegs),
    /// Board → host: a button was pressed (0 = main button).
    Button(u8),
    /// A type this version does not know: ignored (acknowledged if sequenced).
    Unknown {
        /// The message type.
        kind: u8,
        /// The sequence number.
        seq: u8,
        /// The payload.
        payload: Vec<u8>,
    },
}

/// A frame whose length or checksum is wrong, or whose escaping is broken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameError {
    /// Fewer bytes than any frame has.
    TooShort {
        /// The frame's length.
        len: usize,
    },
    /// More bytes than any frame may have.
    TooLong {
        /// The length limit passed.
        len: usize,
    },
    /// An escape byte followed by a byte that is no escape.
    BadEscape {
        /// The byte after the escape.
        byte: u8,
    },
    /// The checksum does not match.
    BadChecksum {
        /// The checksum of the content.
        expected: u16,
        /// The checksum in the frame.
        found: u16,
    },
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::TooShort { len } => write!(f, "frame of {len} bytes is too short"),
            FrameError::TooLong { len } => write!(f, "frame of over {len} bytes is too long"),
            FrameError::BadEscape { byte } => {
                write!(f, "escape byte followed by {byte:#04x}")
            }
            FrameError::BadChecksum { expected, found } => {
                write!(f, "checksum {found:#06x} instead of {expected:#06x}")
            }
        }
    }
}

impl std::error::Error for FrameError {}

/// A frame with a good checksum whose content makes no sense.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MessageError {
    /// A payload of the wrong length for its type.
    BadLength {
        /// The message type.
        kind: u8,
        /// The payload's length.
        len: usize,
    },
    /// A square number beyond 63.
    BadSquare {
        /// The message type.
        kind: u8,
        /// The number given.
        value: u8,
    },
    /// A piece code that names no piece.
    BadPieceCode {
        /// The message type.
        kind: u8,
        /// The square it was given for, if any.
        square: Option<Square>,
        /// The code.
        code: u8,
    },
    /// A message too large to encode.
    PayloadTooLong {
        /// The payload's length.
        len: usize,
    },
}

impl fmt::Display for MessageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MessageError::BadLength { kind, len } => {
                write!(f, "message type {kind:#04x} with {len} payload bytes")
            }
            MessageError::BadSquare { kind, value } => {
                write!(f, "message type {kind:#04x} names square number {value}")
            }
            MessageError::BadPieceCode {
                kind,
                square: Some(sq),
                code,
            } => write!(f, "message type {kind:#04x} has piece code {code} on {sq}"),
            MessageError::BadPieceCode { kind, code, .. } => {
                write!(f, "message type {kind:#04x} has piece code {code}")
            }
            MessageError::PayloadTooLong { len } => {
                write!(f, "payload of {len} bytes exceeds {MAX_PAYLOAD}")
            }
        }
    }
}

impl std::error::Error for MessageError {}

/// Type, sequence number and payload of one frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The message type.
    pub kind: u8,
    /// The sequence number.
    pub seq: u8,
    /// The payload.
    pub payload: Vec<u8>,
}

impl Frame {
    pub(crate) fn new(kind: u8, seq: u8, payload: Vec<u8>) -> Result<Frame, MessageError> {
        if payload.len() > MAX_PAYLOAD {
            return Err(MessageError::PayloadTooLong { len: payload.len() });
        }
        Ok(Frame { kind, seq, payload })
    }

    /// Sequenced frames (type bit 7) must be acknowledged.
    pub(crate) fn is_sequenced(&self) -> bool {
        is_sequenced(self.kind)
    }

    /// Wire bytes: flag, escaped content and CRC, flag.
    pub(crate) fn encode(&self) -> Vec<u8> {
        let mut raw = Vec::with_capacity(self.payload.len() + 4);
        raw.push(self.kind);
        raw.push(self.seq);
        raw.extend_from_slice(&self.payload);
        let crc = X25.checksum(&raw);
        raw.extend_from_slice(&crc.to_le_bytes());
        let mut out = Vec::with_capacity(raw.len() + 6);
        out.push(FLAG);
        for b in raw {
            if b == FLAG || b == ESCAPE {
                out.push(ESCAPE);
                out.push(b ^ 0x20);
            } else {
                out.push(b);
            }
        }
        out.push(FLAG);
        out
    }
}

pub(crate) fn is_sequenced(kind: u8) -> bool {
    kind & 0x80 != 0
}

/// The longest prefix of `name` that fits MAX_NAME bytes and stays UTF-8.
fn clip_name(name: &str) -> &str {
    let mut cut = name.len().min(MAX_NAME);
    while !name.is_char_boundary(cut) {
        cut -= 1;
    }
    name.get(..cut).unwrap_or_default()
}

fn square_byte(kind: u8, value: u8) -> Result<Square, MessageError> {
    Square::try_from(value).map_err(|_| MessageError::BadSquare { kind, value })
}

fn squares_payload(squares: &[Square]) -> impl Iterator<Item = u8> + '_ {
    squares.iter().map(|s| s.to_u32() as u8)
}

fn read_squares(kind: u8, bytes: &[u8]) -> Result<Vec<Square>, MessageError> {
    bytes.iter().map(|b| square_byte(kind, *b)).collect()
}

fn read_u16(bytes: &[u8]) -> Option<u16> {
    match bytes {
        [lo, hi, ..] => Some(u16::from_le_bytes([*lo, *hi])),
        _ => None,
    }
}

fn read_u64(kind: u8, bytes: &[u8]) -> Result<u64, MessageError> {
    bytes
        .get(..8)
        .and_then(|b| <[u8; 8]>::try_from(b).ok())
        .map(u64::from_le_bytes)
        .ok_or(MessageError::BadLength {
            kind,
            len: bytes.len(),
        })
}

fn pegs_frame(seq: u8, pegs: &Pegs, full: u8, compact: u8) -> (u8, u8, Vec<u8>) {
    if pegs.is_occupancy_only() {
        (compact, seq, pegs.occupied().0.to_le_bytes().to_vec())
    } else {
        (full, seq, pegs.to_dump().to_vec())
    }
}

impl Message {
    /// Whether the link must number and acknowledge this message.
    pub(crate) fn is_sequenced(&self) -> bool {
        match self {
            Message::Unknown { kind, .. } => is_sequenced(*kind),
            other => other.kind() & 0x80 != 0,
        }
    }

    /// The type byte this message travels under.
    pub(crate) fn kind(&self) -> u8 {
        match self {
            Message::Hello { .. } => kind::HELLO,
            Message::Welcome { .. } => kind::WELCOME,
            Message::Ack { .. } => kind::ACK,
            Message::Nak => kind::NAK,
            Message::Ping(_) => kind::PING,
            Message::Pong(_) => kind::PONG,
            Message::Position(p) if p.is_occupancy_only() => kind::OCCUPANCY,
            Message::Position(_) => kind::POSITION,
            Message::Changes(_) => kind::CHANGES,
            Message::Indicate { .. } => kind::INDICATE,
            Message::Clear(_) => kind::CLEAR,
            Message::ScanRequest => kind::SCAN_REQUEST,
            Message::Lifted(_) => kind::LIFTED,
            Message::Placed { .. } => kind::PLACED,
            Message::Scan(p) if p.is_occupancy_only() => kind::SCAN_OCCUPANCY,
            Message::Scan(_) => kind::SCAN,
            Message::Button(_) => kind::BUTTON,
            Message::Unknown { kind, .. } => *kind,
        }
    }

    /// The frame for this message. `seq` numbers sequenced messages; link
    /// control messages carry their own token in the seq byte instead.
    pub(crate) fn to_frame(&self, seq: u8) -> Result<Frame, MessageError> {
        let (kind, seq, payload) = match self {
            Message::Hello { token, version } => (kind::HELLO, *token, vec![*version]),
            Message::Welcome { token, info } => {
                let mut p = vec![info.version];
                p.extend_from_slice(&info.caps.0.to_le_bytes());
                p.push(info.levels);
                p.extend_from_slice(clip_name(&info.name).as_bytes());
                (kind::WELCOME, *token, p)
            }
            Message::Ack { seq, digest } => (
                kind::ACK,
                *seq,
                digest.map(|d| d.to_le_bytes().to_vec()).unwrap_or_default(),
            ),
            Message::Nak => (kind::NAK, 0, Vec::new()),
            Message::Ping(t) => (kind::PING, *t, Vec::new()),
            Message::Pong(t) => (kind::PONG, *t, Vec::new()),
            Message::Position(pegs) => pegs_frame(seq, pegs, kind::POSITION, kind::OCCUPANCY),
            Message::Changes(changes) => {
                let mut p = Vec::with_capacity(changes.len() * 2);
                for c in changes {
                    let sq = c.square.to_u32() as u8;
                    match c.peg {
                        Peg::Empty => p.push(0x80 | sq),
                        peg => {
                            p.push(sq);
                            p.push(peg.code());
                        }
                    }
                }
                (kind::CHANGES, seq, p)
            }
            Message::Indicate {
                mode,
                level,
                squares,
            } => {
                let mut p = vec![*mode as u8, *level];
                p.extend(squares_payload(squares));
                (kind::INDICATE, seq, p)
            }
            Message::Clear(squares) => (kind::CLEAR, seq, squares_payload(squares).collect()),
            Message::ScanRequest => (kind::SCAN_REQUEST, seq, Vec::new()),
            Message::Lifted(sq) => (kind::LIFTED, seq, vec![sq.to_u32() as u8]),
            Message::Placed { square, piece } => {
                let peg = piece.map_or(Peg::Unknown, Peg::Piece);
                (kind::PLACED, seq, vec![square.to_u32() as u8, peg.code()])
            }
            Message::Scan(pegs) => pegs_frame(seq, pegs, kind::SCAN, kind::SCAN_OCCUPANCY),
            Message::Button(n) => (kind::BUTTON, seq, vec![*n]),
            Message::Unknown { kind, seq, payload } => (*kind, *seq, payload.clone()),
        };
        Frame::new(kind, seq, payload)
    }

    /// Wire bytes of this message with sequence number `seq`.
    pub fn encode(&self, seq: u8) -> Result<Vec<u8>, MessageError> {
        Ok(self.to_frame(seq)?.encode())
    }

    /// The meaning of a good frame. Bytes after the fields a type defines
    /// are ignored, so later versions may append fields.
    pub fn from_frame(frame: &Frame) -> Result<Message, MessageError> {
        let k = frame.kind;
        let p = frame.payload.as_slice();
        let short = || MessageError::BadLength {
            kind: k,
            len: p.len(),
        };
        Ok(match k {
            kind::HELLO => Message::Hello {
                token: frame.seq,
                version: *p.first().ok_or_else(short)?,
            },
            kind::WELCOME => {
                let [version, lo, hi, levels, name @ ..] = p else {
                    return Err(short());
                };
                let name = name.get(..name.len().min(MAX_NAME)).unwrap_or_default();
                // Replacement characters can make a broken name longer.
                let name = String::from_utf8_lossy(name);
                Message::Welcome {
                    token: frame.seq,
                    info: BoardInfo {
                        version: *version,
                        caps: Caps(u16::from_le_bytes([*lo, *hi])),
                        levels: *levels,
                        name: clip_name(&name).to_string(),
                    },
                }
            }
            kind::ACK => Message::Ack {
                seq: frame.seq,
                digest: read_u16(p),
            },
            kind::NAK => Message::Nak,
            kind::PING => Message::Ping(frame.seq),
            kind::PONG => Message::Pong(frame.seq),
            kind::POSITION => Message::Position(Pegs::from_dump(k, p)?),
            kind::OCCUPANCY => Message::Position(Pegs::from_occupancy(Bitboard(read_u64(k, p)?))),
            kind::CHANGES => {
                let mut changes = Vec::new();
                let mut bytes = p.iter();
                while let Some(&b) = bytes.next() {
                    let square = square_byte(k, b & 0x3F)?;
                    if b & 0x80 != 0 {
                        if b & 0x40 != 0 {
                            return Err(MessageError::BadSquare { kind: k, value: b });
                        }
                        changes.push(Change::empty(square));
                    } else {
                        if b & 0x40 != 0 {
                            return Err(MessageError::BadSquare { kind: k, value: b });
                        }
                        let code = *bytes.next().ok_or_else(short)?;
                        let peg = Peg::from_code(code).ok_or(MessageError::BadPieceCode {
                            kind: k,
                            square: Some(square),
                            code,
                        })?;
                        changes.push(Change { square, peg });
                    }
                }
                Message::Changes(changes)
            }
            kind::INDICATE => {
                let [mode, level, squares @ ..] = p else {
                    return Err(short());
                };
                Message::Indicate {
                    mode: IndicateMode::from_byte(*mode),
                    level: *level,
                    squares: read_squares(k, squares)?,
                }
            }
            kind::CLEAR => Message::Clear(read_squares(k, p)?),
            kind::SCAN_REQUEST => Message::ScanRequest,
            kind::LIFTED => Message::Lifted(square_byte(k, *p.first().ok_or_else(short)?)?),
            kind::PLACED => {
                let [sq, code, ..] = p else {
                    return Err(short());
                };
                let square = square_byte(k, *sq)?;
                let piece = match Peg::from_code(*code) {
                    Some(Peg::Piece(piece)) => Some(piece),
                    Some(Peg::Unknown) => None,
                    _ => {
                        return Err(MessageError::BadPieceCode {
                            kind: k,
                            square: Some(square),
                            code: *code,
                        });
                    }
                };
                Message::Placed { square, piece }
            }
            kind::SCAN => Message::Scan(Pegs::from_dump(k, p)?),
            kind::SCAN_OCCUPANCY => Message::Scan(Pegs::from_occupancy(Bitboard(read_u64(k, p)?))),
            kind::BUTTON => Message::Button(*p.first().ok_or_else(short)?),
            _ => Message::Unknown {
                kind: k,
                seq: frame.seq,
                payload: p.to_vec(),
            },
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Discarding bytes until a flag.
    Hunting,
    InFrame,
    Escaped,
}

/// Streaming frame decoder: feed it bytes in any chunks.
#[derive(Clone, Debug)]
pub struct Decoder {
    state: State,
    buf: Vec<u8>,
    discarded: u64,
}

impl Default for Decoder {
    fn default() -> Self {
        Decoder::new()
    }
}

impl Decoder {
    /// A decoder with nothing read yet.
    pub fn new() -> Decoder {
        Decoder {
            state: State::Hunting,
            buf: Vec::with_capacity(MAX_FRAME),
            discarded: 0,
        }
    }

    /// Bytes thrown away while looking for a flag.
    pub fn discarded(&self) -> u64 {
        self.discarded
    }

    /// Forget a half-received frame and wait for the next flag.
    pub(crate) fn reset(&mut self) {
        self.state = State::Hunting;
        self.buf.clear();
    }

    /// Feeds bytes; returns every frame (or damaged frame) they completed.
    pub fn push(&mut self, bytes: &[u8]) -> Vec<Result<Frame, FrameError>> {
        let mut out = Vec::new();
        for &b in bytes {
            self.push_byte(b, &mut out);
        }
        out
    }

    fn push_byte(&mut self, b: u8, out: &mut Vec<Result<Frame, FrameError>>) {
        match (self.state, b) {
            (State::Hunting, FLAG) => {
                self.buf.clear();
                self.state = State::InFrame;
            }
            (State::Hunting, _) => self.discarded += 1,
            (State::InFrame, FLAG) => {
                if !self.buf.is_empty() {
                    out.push(self.finish());
                }
                self.buf.clear();
            }
            (State::InFrame, ESCAPE) => self.state = State::Escaped,
            (State::InFrame, _) => self.store(b, out),
            (State::Escaped, FLAG) => {
                // Escape then flag is HDLC's abort: drop the frame, start anew.
                out.push(Err(FrameError::BadEscape { byte: b }));
                self.buf.clear();
                self.state = State::InFrame;
            }
            (State::Escaped, 0x5E | 0x5D) => {
                self.state = State::InFrame;
                self.store(b ^ 0x20, out);
            }
            (State::Escaped, _) => {
                out.push(Err(FrameError::BadEscape { byte: b }));
                self.reset();
            }
        }
    }

    fn store(&mut self, b: u8, out: &mut Vec<Result<Frame, FrameError>>) {
        if self.buf.len() >= MAX_FRAME {
            out.push(Err(FrameError::TooLong { len: MAX_FRAME }));
            self.reset();
            return;
        }
        self.buf.push(b);
    }

    fn finish(&self) -> Result<Frame, FrameError> {
        let len = self.buf.len();
        let (content, crc) = match self.buf.split_at_checked(len.saturating_sub(2)) {
            Some((content, crc)) if content.len() >= 2 => (content, crc),
            _ => return Err(FrameError::TooShort { len }),
        };
        let found = read_u16(crc).ok_or(FrameError::TooShort { len })?;
        let expected = X25.checksum(content);
        if found != expected {
            return Err(FrameError::BadChecksum { expected, found });
        }
        match content {
            [kind, seq, payload @ ..] => Ok(Frame {
                kind: *kind,
                seq: *seq,
                payload: payload.to_vec(),
            }),
            _ => Err(FrameError::TooShort { len }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position, san::San};

    /// Bitwise CRC-16/X-25 as the protocol document describes it, to check
    /// that the crate's catalogue entry is the documented algorithm.
    fn reference_x25(bytes: &[u8]) -> u16 {
        let mut crc: u16 = 0xFFFF;
        for &b in bytes {
            crc ^= u16::from(b);
            for _ in 0..8 {
                crc = if crc & 1 != 0 {
                    (crc >> 1) ^ 0x8408
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    fn sq(name: &str) -> Square {
        name.parse().unwrap()
    }

    fn decode_all(bytes: &[u8]) -> Vec<Result<Frame, FrameError>> {
        Decoder::new().push(bytes)
    }

    fn round_trip(msg: &Message, seq: u8) -> Message {
        let bytes = msg.encode(seq).unwrap();
        let frames = decode_all(&bytes);
        assert_eq!(frames.len(), 1, "{msg:?} gave {frames:?}");
        Message::from_frame(frames[0].as_ref().unwrap()).unwrap()
    }

    fn info() -> BoardInfo {
        BoardInfo {
            version: 1,
            caps: Caps::PINS | Caps::OCCUPANCY | Caps::IDENTITY | Caps(0x8000),
            levels: 3,
            name: "Läufer board".into(),
        }
    }

    fn all_messages() -> Vec<Message> {
        let start = Pegs::from_board(&Board::new());
        vec![
            Message::Hello {
                token: 7,
                version: 1,
            },
            Message::Welcome {
                token: 0x7E,
                info: info(),
            },
            Message::Ack {
                seq: 0x7D,
                digest: Some(0x7E7D),
            },
            Message::Ack {
                seq: 3,
                digest: None,
            },
            Message::Nak,
            Message::Ping(9),
            Message::Pong(9),
            Message::Position(start.clone()),
            Message::Position(Pegs::from_occupancy(Board::new().occupied())),
            Message::Position(Pegs::empty()),
            Message::Changes(vec![
                Change::empty(sq("e2")),
                Change::piece(sq("e4"), Piece::from_char('P').unwrap()),
                Change {
                    square: sq("h8"),
                    peg: Peg::Unknown,
                },
            ]),
            Message::Changes(Vec::new()),
            Message::Indicate {
                mode: IndicateMode::Vibrate,
                level: 2,
                squares: vec![sq("e7"), sq("e5")],
            },
            Message::Indicate {
                mode: IndicateMode::Blink,
                level: 0,
                squares: Square::ALL.to_vec(),
            },
            Message::Clear(vec![sq("a1")]),
            Message::Clear(Vec::new()),
            Message::ScanRequest,
            Message::Lifted(sq("g1")),
            Message::Placed {
                square: sq("f3"),
                piece: Piece::from_char('N'),
            },
            Message::Placed {
                square: sq("f3"),
                piece: None,
            },
            Message::Scan(start),
            Message::Scan(Pegs::from_occupancy(Bitboard(0x7E7D_0000_0000_FFFF))),
            Message::Button(0),
            Message::Unknown {
                kind: 0xA0,
                seq: 4,
                payload: vec![1, 2, FLAG, ESCAPE],
            },
            Message::Unknown {
                kind: 0x30,
                seq: 0,
                payload: Vec::new(),
            },
        ]
    }

    #[test]
    fn crc_is_x25() {
        assert_eq!(X25.checksum(b"123456789"), 0x906E);
        assert_eq!(reference_x25(b"123456789"), 0x906E);
        let sample = [0x83, 0x00, 0x8C, 0x1C, 0x01];
        assert_eq!(X25.checksum(&sample), reference_x25(&sample));
    }

    #[test]
    fn every_message_round_trips_with_every_seq() {
        for msg in all_messages() {
            for seq in [0u8, 1, 0x7D, 0x7E, 0xFF] {
                assert_eq!(round_trip(&msg, seq), msg, "seq {seq}");
            }
        }
    }

    #[test]
    fn sequenced_bit_follows_direction_tables() {
        for msg in all_messages() {
            let frame = msg.to_frame(0).unwrap();
            assert_eq!(msg.is_sequenced(), frame.is_sequenced(), "{msg:?}");
        }
        assert!(!Message::Nak.is_sequenced());
        assert!(Message::ScanRequest.is_sequenced());
        assert!(Message::Lifted(sq("e2")).is_sequenced());
    }

    #[test]
    fn exact_bytes_of_hello() {
        let bytes = Message::Hello {
            token: 1,
            version: 1,
        }
        .encode(0)
        .unwrap();
        let crc = reference_x25(&[0x01, 0x01, 0x01]).to_le_bytes();
        assert_eq!(bytes, vec![0x7E, 0x01, 0x01, 0x01, crc[0], crc[1], 0x7E]);
        // The example in docs/pinboard-protocol.md, section 7.
        assert_eq!(bytes, [0x7E, 0x01, 0x01, 0x01, 0x41, 0x94, 0x7E]);
    }

    #[test]
    fn exact_bytes_of_e2_e4() {
        let msg = Message::Changes(vec![
            Change::empty(sq("e2")),
            Change::piece(sq("e4"), Piece::from_char('P').unwrap()),
        ]);
        let bytes = msg.encode(0).unwrap();
        let crc = reference_x25(&[0x83, 0x00, 0x8C, 0x1C, 0x01]).to_le_bytes();
        assert_eq!(
            bytes,
            vec![0x7E, 0x83, 0x00, 0x8C, 0x1C, 0x01, crc[0], crc[1], 0x7E]
        );
        assert_eq!(&bytes[6..8], &[0x19, 0xDC]);
    }

    #[test]
    fn flag_and_escape_bytes_are_stuffed() {
        let msg = Message::Ack {
            seq: 0x7E,
            digest: Some(0x7D7E),
        };
        let bytes = msg.encode(0).unwrap();
        assert_eq!(&bytes[..7], &[0x7E, 0x03, 0x7D, 0x5E, 0x7D, 0x5E, 0x7D]);
        assert_eq!(bytes.iter().filter(|b| **b == FLAG).count(), 2);
    }

    #[test]
    fn dump_order_is_a8_to_h1() {
        let dump = Pegs::from_board(&Board::new()).to_dump();
        // a8 black rook, h8 black rook, a1 white rook, e1 white king.
        assert_eq!(dump[0], 10);
        assert_eq!(dump[7], 10);
        assert_eq!(dump[56], 4);
        assert_eq!(dump[60], 6);
        assert_eq!(dump[8..16], [7; 8]);
        assert_eq!(dump[16..48], [0; 32]);
    }

    #[test]
    fn piece_codes_round_trip() {
        for code in 0..=13 {
            assert_eq!(Peg::from_code(code).unwrap().code(), code);
        }
        assert_eq!(Peg::from_code(14), None);
        assert_eq!(Peg::from_code(0xFF), None);
    }

    /// Every move of a short game, including castling, en passant and a
    /// promotion, costs at most 16 bytes; every position at most 80.
    #[test]
    fn sizes_of_moves_and_positions() {
        let game = "e4 d5 exd5 c6 dxc6 Nf6 cxb7 e5 bxa8=Q Bc5 Nf3 O-O d4 e4 Ne5 h6 \
                    f4 exf3 Bd3 fxg2 Nc3 gxh1=Q";
        let mut pos = Chess::default();
        let mut biggest_move = 0;
        for san in game.split_whitespace() {
            let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
            let before = Pegs::from_board(pos.board());
            pos.play_unchecked(m);
            let after = Pegs::from_board(pos.board());
            let msg = Message::Changes(before.changes_to(&after));
            let position = Message::Position(after);
            for seq in 0..=255u8 {
                let len = msg.encode(seq).unwrap().len();
                biggest_move = biggest_move.max(len);
                assert!(len <= 16, "{san} with seq {seq}: {len} bytes");
                let len = position.encode(seq).unwrap().len();
                assert!(len <= 80, "position after {san}: {len} bytes");
            }
        }
        // The game does contain a castling (the largest ordinary change).
        assert!(biggest_move > 12, "{biggest_move}");
    }

    #[test]
    fn decoder_takes_any_chunking() {
        let msgs = all_messages();
        let mut stream = Vec::new();
        for (i, m) in msgs.iter().enumerate() {
            stream.extend(m.encode(i as u8).unwrap());
        }
        for chunk in [1, 2, 3, 7, 64, stream.len()] {
            let mut d = Decoder::new();
            let mut got = Vec::new();
            for c in stream.chunks(chunk) {
                got.extend(d.push(c));
            }
            let got: Vec<Message> = got
                .into_iter()
                .map(|f| Message::from_frame(&f.unwrap()).unwrap())
                .collect();
            assert_eq!(got, msgs, "chunk {chunk}");
        }
    }

    #[test]
    fn decoder_resyncs_after_garbage() {
        let a = Message::Lifted(sq("e2")).encode(1).unwrap();
        let b = Message::Button(0).encode(2).unwrap();
        let mut stream = vec![0x00, 0xFF, 0x7D, 0x13];
        stream.extend(&a);
        stream.extend([0x11, 0x22, 0x33]);
        stream.extend(&b);
        let got = decode_all(&stream);
        // Garbage before the first flag is discarded silently; garbage between
        // frames forms a damaged frame (which the link NAKs).
        assert_eq!(got.len(), 3, "{got:?}");
        assert_eq!(got[0].as_ref().unwrap().kind, kind::LIFTED);
        assert!(got[1].is_err());
        assert_eq!(got[2].as_ref().unwrap().kind, kind::BUTTON);
    }

    #[test]
    fn one_damaged_frame_spoils_only_itself() {
        let frames: Vec<Vec<u8>> = (0..5)
            .map(|i| Message::Lifted(Square::new(i)).encode(i as u8).unwrap())
            .collect();
        // Flip each byte of the middle frame in turn, including its flags.
        for pos in 0..frames[2].len() {
            let mut stream = Vec::new();
            for (i, f) in frames.iter().enumerate() {
                let mut f = f.clone();
                if i == 2 {
                    f[pos] ^= 0x41;
                }
                stream.extend(f);
            }
            let got = decode_all(&stream);
            let good: Vec<u8> = got
                .iter()
                .filter_map(|r| r.as_ref().ok())
                .map(|f| f.seq)
                .collect();
            assert!(
                good.contains(&0) && good.contains(&3) && good.contains(&4),
                "byte {pos}: {got:?}"
            );
            assert!(!good.contains(&2), "byte {pos} went undetected");
            assert!(got.iter().any(|r| r.is_err()), "byte {pos}: no error");
        }
    }

    #[test]
    fn shared_flags_are_accepted() {
        let a = Message::Lifted(sq("e2")).encode(1).unwrap();
        let b = Message::Button(0).encode(2).unwrap();
        let mut stream = a.clone();
        stream.extend(&b[1..]);
        let got = decode_all(&stream);
        assert_eq!(got.len(), 2);
        assert!(got.iter().all(|r| r.is_ok()));
    }

    #[test]
    fn decoder_errors() {
        assert_eq!(
            decode_all(&[FLAG, 1, 2, FLAG]),
            vec![Err(FrameError::TooShort { len: 2 })]
        );
        assert_eq!(
            decode_all(&[FLAG, 1, ESCAPE, 0x00, FLAG]),
            vec![Err(FrameError::BadEscape { byte: 0 })]
        );
        // Escape then flag aborts the frame; the flag opens the next one.
        let mut abort = vec![FLAG, 1, 2, ESCAPE];
        abort.extend(Message::Nak.encode(0).unwrap());
        let got = decode_all(&abort);
        assert_eq!(got.len(), 2);
        assert_eq!(got[0], Err(FrameError::BadEscape { byte: FLAG }));
        assert!(got[1].is_ok());
        let mut long = vec![FLAG];
        long.extend([1u8; 300]);
        long.extend(Message::Nak.encode(0).unwrap());
        let got = decode_all(&long);
        assert_eq!(got[0], Err(FrameError::TooLong { len: MAX_FRAME }));
        assert_eq!(got.len(), 2);
        assert!(got[1].is_ok());
        let mut bad = Message::Nak.encode(0).unwrap();
        bad[2] ^= 1;
        assert!(matches!(
            decode_all(&bad)[0],
            Err(FrameError::BadChecksum { .. })
        ));
    }

    #[test]
    fn message_errors() {
        let frame = |k, p: Vec<u8>| Frame::new(k, 0, p).unwrap();
        assert_eq!(
            Message::from_frame(&frame(kind::LIFTED, vec![64])),
            Err(MessageError::BadSquare {
                kind: kind::LIFTED,
                value: 64
            })
        );
        assert_eq!(
            Message::from_frame(&frame(kind::LIFTED, vec![])),
            Err(MessageError::BadLength {
                kind: kind::LIFTED,
                len: 0
            })
        );
        assert_eq!(
            Message::from_frame(&frame(kind::PLACED, vec![3, 0])),
            Err(MessageError::BadPieceCode {
                kind: kind::PLACED,
                square: Some(Square::D1),
                code: 0
            })
        );
        assert!(Message::from_frame(&frame(kind::POSITION, vec![0; 63])).is_err());
        let mut dump = vec![0; 64];
        dump[5] = 14;
        assert_eq!(
            Message::from_frame(&frame(kind::POSITION, dump)),
            Err(MessageError::BadPieceCode {
                kind: kind::POSITION,
                square: Some(Square::F8),
                code: 14
            })
        );
        assert!(Message::from_frame(&frame(kind::CHANGES, vec![12])).is_err());
        assert!(Message::from_frame(&frame(kind::CHANGES, vec![0xC0])).is_err());
        assert!(Message::from_frame(&frame(kind::INDICATE, vec![1])).is_err());
        assert!(Frame::new(1, 0, vec![0; MAX_PAYLOAD + 1]).is_err());
        let too_many = Message::Clear(vec![Square::A1; MAX_PAYLOAD + 1]);
        assert!(too_many.encode(0).is_err());
    }

    #[test]
    fn later_versions_may_append_fields() {
        let frame = Frame::new(kind::LIFTED, 0, vec![12, 99, 98]).unwrap();
        assert_eq!(Message::from_frame(&frame), Ok(Message::Lifted(Square::E2)));
        let frame = Frame::new(kind::HELLO, 5, vec![2, 0xFF]).unwrap();
        assert_eq!(
            Message::from_frame(&frame),
            Ok(Message::Hello {
                token: 5,
                version: 2
            })
        );
        let frame = Frame::new(kind::INDICATE, 0, vec![9, 1, 12]).unwrap();
        assert!(matches!(
            Message::from_frame(&frame),
            Ok(Message::Indicate {
                mode: IndicateMode::Raise,
                ..
            })
        ));
    }

    #[test]
    fn long_names_are_cut_at_a_character_boundary() {
        let msg = Message::Welcome {
            token: 1,
            info: BoardInfo {
                name: "ä".repeat(40),
                ..info()
            },
        };
        match round_trip(&msg, 0) {
            Message::Welcome { info, .. } => {
                assert_eq!(info.name, "ä".repeat(16));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn pegs_helpers() {
        let start = Pegs::from_board(&Board::new());
        assert_eq!(start.identified(), Board::new());
        assert_eq!(start.occupied(), Board::new().occupied());
        let mut moved = start.clone();
        moved.apply(&[
            Change::empty(sq("e2")),
            Change::piece(sq("e4"), Piece::from_char('P').unwrap()),
        ]);
        assert_eq!(start.differences(&moved), vec![sq("e2"), sq("e4")]);
        assert_ne!(start.digest(), moved.digest());
        let mut back = moved.clone();
        back.apply(&moved.changes_to(&start));
        assert_eq!(back, start);
        assert_eq!(
            format!("{start:?}"),
            "rnbqkbnr/pppppppp/......../......../......../......../PPPPPPPP/RNBQKBNR"
        );
    }

    #[test]
    fn caps_names_skip_reserved_bits() {
        assert_eq!(info().caps.names(), vec!["pins", "occupancy", "identity"]);
        assert!(info().caps.senses());
        assert!(!Caps::PINS.senses());
    }
}
