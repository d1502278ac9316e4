//! The sighted player's DGT e-board (project issue 16): its serial
//! protocol, a simulator, and the reading of moves from lifts and
//! placements. docs/dgt.md describes the protocol.
//!
//! - [`codec`]: commands, messages and a resynchronising decoder.
//! - [`reading`]: settled boards and what they mean for the game (pure).

pub mod codec;
pub mod reading;
