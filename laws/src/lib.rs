//! The FIDE Laws of Chess as annabella applies them, below every other part
//! of the program: the rules of play and the end of the game (Articles 1
//! to 5 and 9), the clock (Article 6), the notation of moves (Appendix C),
//! FEN and PGN, and the languages every part names.
//!
//! Everything here is pure: no I/O, no message texts. Moves come from
//! shakmaty; this crate adds what the Laws say around them (dead
//! positions, claims, the clock's time controls, touch-move, readings of a
//! written move in any national letters).
//!
//! A move read in German letters and played by the rules:
//!
//! ```
//! use laws::notation::{CaseRule, LangChoice, Reader};
//! use laws::rules::Game;
//!
//! let mut game = Game::default();
//! let reader = Reader::new(LangChoice::Auto, CaseRule::Any);
//! let mv = reader.resolve(game.position(), "Sf3").unwrap();
//! let report = game.play(mv).unwrap();
//! assert_eq!(report.san.to_string(), "Nf3");
//! assert!(!report.check && report.result.is_none());
//! ```
//!
//! A clock of 90 minutes and 30 seconds a move (Article 6):
//!
//! ```
//! use std::time::Duration;
//! use laws::clock::{Clock, TimeControl};
//! use shakmaty::Color;
//!
//! let control: TimeControl = "90+30".parse().unwrap();
//! let mut clock = Clock::new(control);
//! clock.start(Color::White, Duration::ZERO).unwrap();
//! clock.press(Duration::from_secs(60)).unwrap();
//! let white = clock.remaining(Color::White, Duration::from_secs(60)).unwrap();
//! assert_eq!(white, Duration::from_secs(90 * 60 - 60 + 30));
//! ```

#![warn(missing_docs)]

pub mod clock;
pub mod lang;
pub mod notation;
pub mod pgn;
pub mod rules;
#[cfg(test)]
mod testing;
