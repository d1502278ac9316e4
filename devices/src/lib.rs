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
//! The three serial devices share [`line`]: one transport (serial port or
//! `tcp:HOST:PORT`, a thread behind channels, one reopening policy) and one
//! simulator frame (pseudo-terminal or TCP port) their simulators plug into.
//!
//! A device is given what to show (a position, a line of cells, a text);
//! it never sees the game's dialogue.

pub mod brltty;
pub mod dgt;
pub mod dotpad;
pub mod line;
pub mod pinboard;
