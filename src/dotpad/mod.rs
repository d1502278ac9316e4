//! The Dot Pad (Dot Incorporation's pin display, issue 15): the board as a
//! tactile diagram on its 60 × 40 pins, the last move on its 20-cell text
//! line, moves typed on its Perkins keys. docs/dotpad.md describes the
//! protocol and the pin layout.
//!
//! - [`codec`]: frames and packets, a decoder that finds frames again.
//! - [`render`]: position → pins and text cells; which lines changed.
//! - [`keys`]: Perkins key chords → braille cells, Enter, erase, panning.

pub mod codec;
pub mod device;
pub mod keys;
pub mod render;
pub mod sim;
