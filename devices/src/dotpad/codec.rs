//! The Dot Pad's serial frames (docs/dotpad.md): `AA 55`, the body's
//! length (16 bits, big-endian), then the body: destination, command (16
//! bits, big-endian), sequence number, data, and a checksum, the XOR of
//! every body byte before it starting from `A5`.
//!
//! [`Frame`] is one frame; [`Packet`] is what it means; [`Decoder`] cuts a
//! byte stream into frames and finds the next frame again after garbage, a
//! short frame or a wrong checksum.

use std::fmt;

/// The two bytes that start every frame.
pub(crate) const SYNC: [u8; 2] = [0xAA, 0x55];
/// Where the checksum's XOR starts.
pub(crate) const CHECKSUM_SEED: u8 = 0xA5;
/// Destination, two command bytes, sequence number, checksum.
pub(crate) const MIN_BODY: usize = 5;
/// The longest body accepted. A display line is 5 + 1 + 30 bytes; a
/// device name a few dozen. Anything longer is a damaged length field.
pub const MAX_BODY: usize = 512;
/// The sequence number the public drivers give a text-line request.
pub(crate) const SEQ_TEXT: u8 = 0x80;

/// Command numbers (requests end in 0, responses in 1, notifications in 2).
pub mod cmd {
    pub(crate) const REQ_FIRMWARE_VERSION: u16 = 0x0000;
    pub(crate) const RSP_FIRMWARE_VERSION: u16 = 0x0001;
    pub(crate) const REQ_DEVICE_NAME: u16 = 0x0100;
    pub(crate) const RSP_DEVICE_NAME: u16 = 0x0101;
    pub(crate) const REQ_BOARD_INFORMATION: u16 = 0x0110;
    pub(crate) const RSP_BOARD_INFORMATION: u16 = 0x0111;
    pub(crate) const REQ_DISPLAY_LINE: u16 = 0x0200;
    pub(crate) const RSP_DISPLAY_LINE: u16 = 0x0201;
    pub(crate) const NTF_DISPLAY_LINE: u16 = 0x0202;
    pub(crate) const NTF_KEYS_SCROLL: u16 = 0x0302;
    pub(crate) const NTF_KEYS_PERKINS: u16 = 0x0312;
    pub(crate) const NTF_KEYS_ROUTING: u16 = 0x0322;
    pub(crate) const NTF_KEYS_FUNCTION: u16 = 0x0332;
    pub(crate) const NTF_ERROR: u16 = 0x9902;
}

/// One frame, as on the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The destination address.
    pub dest: u8,
    /// The command code.
    pub cmd: u16,
    /// The sequence number.
    pub seq: u8,
    /// The data after the command.
    pub data: Vec<u8>,
}

fn checksum(body: &[u8]) -> u8 {
    body.iter().fold(CHECKSUM_SEED, |acc, b| acc ^ b)
}

impl Frame {
    pub(crate) fn new(dest: u8, cmd: u16, seq: u8, data: Vec<u8>) -> Frame {
        Frame {
            dest,
            cmd,
            seq,
            data,
        }
    }

    /// The frame's bytes. Data longer than [`MAX_BODY`] allows is cut.
    pub fn encode(&self) -> Vec<u8> {
        let data = self
            .data
            .get(..MAX_BODY - MIN_BODY)
            .unwrap_or(&self.data[..]);
        let mut body = Vec::with_capacity(data.len() + MIN_BODY);
        body.push(self.dest);
        body.extend_from_slice(&self.cmd.to_be_bytes());
        body.push(self.seq);
        body.extend_from_slice(data);
        body.push(checksum(&body));
        let mut out = Vec::with_capacity(body.len() + 4);
        out.extend_from_slice(&SYNC);
        // At most MAX_BODY: fits in 16 bits.
        out.extend_from_slice(&(body.len() as u16).to_be_bytes());
        out.extend_from_slice(&body);
        out
    }
}

/// The answer to a display-line request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineAnswer {
    /// The line was taken.
    Ack,
    /// The line was refused.
    Nack,
    /// Busy: send it again a little later.
    Wait,
    /// The device found a wrong checksum in the request.
    ChecksumError,
    /// A code the public drivers do not name.
    Other(u8),
}

impl LineAnswer {
    pub(crate) fn code(self) -> u8 {
        match self {
            LineAnswer::Ack => 0,
            LineAnswer::Nack => 1,
            LineAnswer::Wait => 2,
            LineAnswer::ChecksumError => 3,
            LineAnswer::Other(c) => c,
        }
    }

    pub(crate) fn from_code(c: u8) -> LineAnswer {
        match c {
            0 => LineAnswer::Ack,
            1 => LineAnswer::Nack,
            2 => LineAnswer::Wait,
            3 => LineAnswer::ChecksumError,
            c => LineAnswer::Other(c),
        }
    }
}

/// Which keys a key notification reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum KeyGroup {
    /// The scroll (panning) keys.
    Scroll,
    /// The Perkins braille keys.
    Perkins,
    /// The routing keys above the cells.
    Routing,
    /// The function keys.
    Function,
}

impl KeyGroup {
    pub(crate) fn cmd(self) -> u16 {
        match self {
            KeyGroup::Scroll => cmd::NTF_KEYS_SCROLL,
            KeyGroup::Perkins => cmd::NTF_KEYS_PERKINS,
            KeyGroup::Routing => cmd::NTF_KEYS_ROUTING,
            KeyGroup::Function => cmd::NTF_KEYS_FUNCTION,
        }
    }
}

/// One display's size, as board information gives it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DisplaySize {
    /// Number of rows.
    pub rows: u8,
    /// Number of columns.
    pub columns: u8,
    /// The divided-line value the device reports.
    pub divided_line: u8,
    /// The refresh time the device reports.
    pub refresh_time: u8,
}

/// Feature bits of board information.
pub mod features {
    pub(crate) const GRAPHIC: u8 = 0x80;
    pub(crate) const TEXT: u8 = 0x40;
    pub(crate) const PERKINS: u8 = 0x20;
    /// The device has routing keys.
    pub const ROUTING: u8 = 0x10;
    /// The device has navigation keys.
    pub const NAVIGATION: u8 = 0x08;
    pub(crate) const PANNING: u8 = 0x04;
    pub(crate) const FUNCTION: u8 = 0x02;
}

/// The answer to the board-information request (12 bytes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardInfo {
    /// Feature bits, see [`features`].
    pub features: u8,
    /// Dots per braille cell.
    pub dots_per_cell: u8,
    /// Distance between pins, as the device reports it.
    pub pin_distance: u8,
    /// Number of function keys.
    pub function_keys: u8,
    /// The text display's size.
    pub text: DisplaySize,
    /// The graphic display's size.
    pub graphic: DisplaySize,
}

impl BoardInfo {
    /// The DotPad320A: 20 text cells, 30 × 10 graphic cells.
    pub(crate) fn dotpad320() -> BoardInfo {
        BoardInfo {
            features: features::GRAPHIC
                | features::TEXT
                | features::PERKINS
                | features::PANNING
                | features::FUNCTION,
            dots_per_cell: 8,
            pin_distance: 25,
            function_keys: 4,
            text: DisplaySize {
                rows: 1,
                columns: 20,
                divided_line: 0,
                refresh_time: 1,
            },
            graphic: DisplaySize {
                rows: 10,
                columns: 30,
                divided_line: 0,
                refresh_time: 1,
            },
        }
    }

    /// The 12 bytes of the board-information answer.
    pub fn to_bytes(&self) -> Vec<u8> {
        vec![
            self.features,
            self.dots_per_cell,
            self.pin_distance,
            self.function_keys,
            self.text.rows,
            self.text.columns,
            self.text.divided_line,
            self.text.refresh_time,
            self.graphic.rows,
            self.graphic.columns,
            self.graphic.divided_line,
            self.graphic.refresh_time,
        ]
    }

    pub(crate) fn from_bytes(b: &[u8]) -> Option<BoardInfo> {
        let b: &[u8; 12] = b.get(..12)?.try_into().ok()?;
        Some(BoardInfo {
            features: b[0],
            dots_per_cell: b[1],
            pin_distance: b[2],
            function_keys: b[3],
            text: DisplaySize {
                rows: b[4],
                columns: b[5],
                divided_line: b[6],
                refresh_time: b[7],
            },
            graphic: DisplaySize {
                rows: b[8],
                columns: b[9],
                divided_line: b[10],
                refresh_time: b[11],
            },
        })
    }

    pub(crate) fn has(&self, feature: u8) -> bool {
        self.features & feature != 0
    }
}

/// What a frame means.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Packet {
    // Host to device.
    /// Asks for the firmware version.
    RequestFirmwareVersion,
    /// Asks for the device name.
    RequestDeviceName,
    /// Asks for the board information.
    RequestBoardInformation,
    /// Cells for one line from `start` on. Line 0 is the text line on a
    /// device with one; the graphic rows follow.
    DisplayLine {
        /// The display line.
        line: u8,
        /// The sequence number.
        seq: u8,
        /// The first cell written.
        start: u8,
        /// The cells, one byte each.
        cells: Vec<u8>,
    },
    // Device to host.
    /// The firmware version bytes.
    FirmwareVersion(Vec<u8>),
    /// The device name.
    DeviceName(String),
    /// The board information.
    BoardInformation(BoardInfo),
    /// The answer to a display line.
    LineAnswer {
        /// The display line.
        line: u8,
        /// Taken, refused or busy.
        answer: LineAnswer,
    },
    /// The pins of a line have settled.
    LineDone {
        /// The display line.
        line: u8,
    },
    /// The keys of a group held now (all zero: all released). Key `k` is
    /// bit `7 - k % 8` of byte `k / 8`.
    Keys {
        /// The key group.
        group: KeyGroup,
        /// The bits of the keys held.
        bits: Vec<u8>,
    },
    /// An error the device reports, with its data bytes.
    DeviceError(Vec<u8>),
    /// A command this program does not use.
    Other(Frame),
}

/// Why a frame's data does not fit its command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PacketError {
    /// A response with fewer data bytes than it needs.
    Short {
        /// The command code.
        cmd: u16,
        /// The data bytes it had.
        len: usize,
    },
}

impl fmt::Display for PacketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PacketError::Short { cmd, len } => {
                write!(f, "command {cmd:04X} with only {len} data bytes")
            }
        }
    }
}

impl Packet {
    /// The frame for this packet.
    pub(crate) fn to_frame(&self) -> Frame {
        match self {
            Packet::RequestFirmwareVersion => Frame::new(0, cmd::REQ_FIRMWARE_VERSION, 0, vec![]),
            Packet::RequestDeviceName => Frame::new(0, cmd::REQ_DEVICE_NAME, 0, vec![]),
            Packet::RequestBoardInformation => Frame::new(0, cmd::REQ_BOARD_INFORMATION, 0, vec![]),
            Packet::DisplayLine {
                line,
                seq,
                start,
                cells,
            } => {
                let mut data = Vec::with_capacity(cells.len() + 1);
                data.push(*start);
                data.extend_from_slice(cells);
                Frame::new(*line, cmd::REQ_DISPLAY_LINE, *seq, data)
            }
            Packet::FirmwareVersion(v) => Frame::new(0, cmd::RSP_FIRMWARE_VERSION, 0, v.clone()),
            Packet::DeviceName(n) => Frame::new(0, cmd::RSP_DEVICE_NAME, 0, n.as_bytes().to_vec()),
            Packet::BoardInformation(b) => {
                Frame::new(0, cmd::RSP_BOARD_INFORMATION, 0, b.to_bytes())
            }
            Packet::LineAnswer { line, answer } => {
                Frame::new(*line, cmd::RSP_DISPLAY_LINE, 0, vec![answer.code()])
            }
            Packet::LineDone { line } => Frame::new(*line, cmd::NTF_DISPLAY_LINE, 0, vec![]),
            Packet::Keys { group, bits } => Frame::new(0, group.cmd(), 0, bits.clone()),
            Packet::DeviceError(d) => Frame::new(0, cmd::NTF_ERROR, 0, d.clone()),
            Packet::Other(f) => f.clone(),
        }
    }

    /// The frame's bytes as on the line.
    pub fn encode(&self) -> Vec<u8> {
        self.to_frame().encode()
    }

    /// What a frame means.
    pub fn from_frame(f: Frame) -> Result<Packet, PacketError> {
        let short = |f: &Frame| PacketError::Short {
            cmd: f.cmd,
            len: f.data.len(),
        };
        Ok(match f.cmd {
            cmd::REQ_FIRMWARE_VERSION => Packet::RequestFirmwareVersion,
            cmd::REQ_DEVICE_NAME => Packet::RequestDeviceName,
            cmd::REQ_BOARD_INFORMATION => Packet::RequestBoardInformation,
            cmd::REQ_DISPLAY_LINE => {
                let (&start, cells) = f.data.split_first().ok_or_else(|| short(&f))?;
                Packet::DisplayLine {
                    line: f.dest,
                    seq: f.seq,
                    start,
                    cells: cells.to_vec(),
                }
            }
            cmd::RSP_FIRMWARE_VERSION => Packet::FirmwareVersion(f.data),
            cmd::RSP_DEVICE_NAME => Packet::DeviceName(
                String::from_utf8_lossy(&f.data)
                    .trim_end_matches('\0')
                    .into(),
            ),
            cmd::RSP_BOARD_INFORMATION => {
                Packet::BoardInformation(BoardInfo::from_bytes(&f.data).ok_or_else(|| short(&f))?)
            }
            cmd::RSP_DISPLAY_LINE => {
                let &code = f.data.first().ok_or_else(|| short(&f))?;
                Packet::LineAnswer {
                    line: f.dest,
                    answer: LineAnswer::from_code(code),
                }
            }
            cmd::NTF_DISPLAY_LINE => Packet::LineDone { line: f.dest },
            cmd::NTF_KEYS_SCROLL => Packet::Keys {
                group: KeyGroup::Scroll,
                bits: f.data,
            },
            cmd::NTF_KEYS_PERKINS => Packet::Keys {
                group: KeyGroup::Perkins,
                bits: f.data,
            },
            cmd::NTF_KEYS_ROUTING => Packet::Keys {
                group: KeyGroup::Routing,
                bits: f.data,
            },
            cmd::NTF_KEYS_FUNCTION => Packet::Keys {
                group: KeyGroup::Function,
                bits: f.data,
            },
            cmd::NTF_ERROR => Packet::DeviceError(f.data),
            _ => Packet::Other(f),
        })
    }
}

/// What the decoder found that is not a frame. Each is skipped and the
/// next frame searched for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// Bytes before a frame's start that belong to no frame.
    Garbage {
        /// How many bytes were skipped.
        skipped: usize,
    },
    /// A length field too small for a body (or too large for any frame).
    BadLength {
        /// The length field.
        len: usize,
    },
    /// The checksum does not match the body.
    Checksum {
        /// The checksum of the body.
        expected: u8,
        /// The checksum in the frame.
        found: u8,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Garbage { skipped } => write!(f, "{skipped} bytes outside any frame"),
            DecodeError::BadLength { len } => write!(f, "a frame with body length {len}"),
            DecodeError::Checksum { expected, found } => {
                write!(f, "checksum {found:02X} where {expected:02X} was due")
            }
        }
    }
}

impl std::error::Error for DecodeError {}

/// Cuts a byte stream into frames. Memory stays bounded: at most one
/// frame's bytes wait.
#[derive(Default, Debug)]
pub struct Decoder {
    buf: Vec<u8>,
}

impl Decoder {
    /// A decoder with nothing read yet.
    pub fn new() -> Decoder {
        Decoder::default()
    }

    /// Adds bytes read from the line.
    pub fn push(&mut self, bytes: &[u8]) {
        self.buf.extend_from_slice(bytes);
    }

    /// Bytes waiting for the rest of their frame.
    pub fn pending(&self) -> usize {
        self.buf.len()
    }

    /// The next frame or error, `None` when more bytes are needed.
    pub fn next_frame(&mut self) -> Option<Result<Frame, DecodeError>> {
        // Garbage up to the next possible start.
        let start = self
            .buf
            .windows(2)
            .position(|w| w == SYNC)
            .unwrap_or_else(|| {
                // A last AA may begin a frame whose 55 is still to come.
                if self.buf.last() == Some(&SYNC[0]) {
                    self.buf.len() - 1
                } else {
                    self.buf.len()
                }
            });
        if start > 0 {
            self.buf.drain(..start);
            return Some(Err(DecodeError::Garbage { skipped: start }));
        }
        let len = usize::from(u16::from_be_bytes([*self.buf.get(2)?, *self.buf.get(3)?]));
        if !(MIN_BODY..=MAX_BODY).contains(&len) {
            // Not a frame: look for the next start after this one.
            self.buf.drain(..2);
            return Some(Err(DecodeError::BadLength { len }));
        }
        let body = self.buf.get(4..4 + len)?;
        let (&found, before) = body.split_last()?;
        let expected = checksum(before);
        if found != expected {
            // The sync bytes may have been data; search again after them.
            self.buf.drain(..2);
            return Some(Err(DecodeError::Checksum { expected, found }));
        }
        let frame = Frame {
            dest: before[0],
            cmd: u16::from_be_bytes([before[1], before[2]]),
            seq: before[3],
            data: before[4..].to_vec(),
        };
        self.buf.drain(..4 + len);
        Some(Ok(frame))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(d: &mut Decoder) -> Vec<Result<Frame, DecodeError>> {
        std::iter::from_fn(|| d.next_frame()).collect()
    }

    #[test]
    fn device_name_request_is_the_published_bytes() {
        // AA 55, length 5, dest 0, command 01 00, seq 0, checksum A5^01 = A4.
        assert_eq!(
            Packet::RequestDeviceName.encode(),
            vec![0xAA, 0x55, 0x00, 0x05, 0x00, 0x01, 0x00, 0x00, 0xA4]
        );
    }

    #[test]
    fn packets_round_trip() {
        let packets = vec![
            Packet::RequestFirmwareVersion,
            Packet::RequestDeviceName,
            Packet::RequestBoardInformation,
            Packet::DisplayLine {
                line: 3,
                seq: 0,
                start: 0,
                cells: (0..30).collect(),
            },
            Packet::DeviceName("DotPad320A".into()),
            Packet::BoardInformation(BoardInfo::dotpad320()),
            Packet::LineAnswer {
                line: 4,
                answer: LineAnswer::Nack,
            },
            Packet::LineDone { line: 2 },
            Packet::Keys {
                group: KeyGroup::Perkins,
                bits: vec![0x10, 0x80, 0],
            },
            Packet::DeviceError(vec![3]),
        ];
        let mut d = Decoder::new();
        for p in &packets {
            d.push(&p.encode());
        }
        let got: Vec<Packet> = all(&mut d)
            .into_iter()
            .map(|f| Packet::from_frame(f.unwrap()).unwrap())
            .collect();
        assert_eq!(got, packets);
        assert_eq!(d.pending(), 0);
    }

    #[test]
    fn resynchronises_after_garbage_short_frames_and_bad_checksums() {
        let good = Packet::LineDone { line: 1 }.encode();
        let mut bad_sum = Packet::LineDone { line: 2 }.encode();
        let last = bad_sum.len() - 1;
        bad_sum[last] ^= 0xFF;
        let mut stream = vec![1, 2, 3];
        stream.extend_from_slice(&[0xAA, 0x55, 0x00, 0x02, 0x00, 0x00]); // short
        stream.extend_from_slice(&bad_sum);
        stream.extend_from_slice(&good);
        let mut d = Decoder::new();
        d.push(&stream);
        let got = all(&mut d);
        assert_eq!(got.first(), Some(&Err(DecodeError::Garbage { skipped: 3 })));
        assert!(got.contains(&Err(DecodeError::BadLength { len: 2 })));
        assert!(
            got.iter()
                .any(|r| matches!(r, Err(DecodeError::Checksum { .. })))
        );
        let frames = |got: Vec<Result<Frame, DecodeError>>| -> Vec<Packet> {
            got.into_iter()
                .filter_map(Result::ok)
                .map(|f| Packet::from_frame(f).unwrap())
                .collect()
        };
        assert_eq!(frames(got), vec![Packet::LineDone { line: 1 }]);
        // Byte by byte, as a slow line brings them: the same frame.
        let mut d = Decoder::new();
        let mut got = Vec::new();
        for b in &stream {
            d.push(&[*b]);
            got.extend(all(&mut d));
        }
        assert_eq!(frames(got), vec![Packet::LineDone { line: 1 }]);
        assert_eq!(d.pending(), 0);
    }

    #[test]
    fn short_data_is_a_typed_error() {
        let f = Frame::new(0, cmd::RSP_BOARD_INFORMATION, 0, vec![1, 2]);
        assert_eq!(
            Packet::from_frame(f),
            Err(PacketError::Short {
                cmd: cmd::RSP_BOARD_INFORMATION,
                len: 2
            })
        );
    }
}
