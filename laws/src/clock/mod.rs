//! The tournament chess clock of Article 6, in virtual time.
//!
//! Nothing here reads a real clock: every operation takes `now`, the
//! session's monotonic time, so scripted sessions and tests move time on
//! with a directive and get the same result every run.

mod control;
pub mod quickplay;
mod state;
mod warnings;

pub use control::{
    Bonus, Mode, ParseDurationError, ParseErrorKind, ParseModeError, ParseTimeControlError, Period,
    TimeControl, parse_duration,
};
pub use state::{Clock, ClockError, ClockState, FlagOrder, Pressed};
pub use warnings::{ClockEvent, Warnings};

#[cfg(test)]
mod tests;
