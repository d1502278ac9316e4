//! The devices beside the board, each a pure protocol codec over a serial
//! line or TCP, with a simulator on a pseudo-terminal for tests and
//! rehearsals:
//!
//! - [`pinboard`]: the blind player's pegged board of FIDE Appendix D.1,
//!   with pins, peg sensors and a button.
//! - [`dotpad`]: the Dot Pad pin display, the board as a tactile diagram.
//! - [`dgt`]: the sighted player's DGT e-board.
//! - [`brltty`]: braille displays driven by BRLTTY.
//!
//! The three serial devices share [`line`](mod@line): one transport (serial port or
//! `tcp:HOST:PORT`, a thread behind channels, one reopening policy) and one
//! simulator frame (pseudo-terminal or TCP port) their simulators plug into.
//!
//! A device is given what to show (a position, a line of cells, a text);
//! it never sees the game's dialogue.
//!
//! The protocols are pure: a pin board message is encoded into a frame,
//! and the bytes read back, in any chunks and after line noise, give the
//! same message.
//!
//! ```
//! use devices::pinboard::codec::{Decoder, Message};
//! use shakmaty::Square;
//!
//! let sent = Message::Lifted(Square::E2);
//! let bytes = sent.encode(1).unwrap();
//! let mut decoder = Decoder::new();
//! let mut frames = decoder.push(&[0x00, 0x42]); // noise before the frame
//! let (head, tail) = bytes.split_at(3);
//! frames.extend(decoder.push(head));
//! frames.extend(decoder.push(tail));
//! assert_eq!(frames.len(), 1);
//! let frame = frames.remove(0).unwrap();
//! assert_eq!(Message::from_frame(&frame).unwrap(), sent);
//! ```

#![warn(missing_docs)]

pub mod brltty;
pub mod dgt;
pub mod dotpad;
pub mod line;
pub mod pinboard;
