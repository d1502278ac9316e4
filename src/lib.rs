//! annabella: a chess assistant that lets blind and visually impaired players
//! take part in over-the-board tournaments under the FIDE Laws of Chess and
//! their appendix for visually impaired players.
//!
//! Data flows one way: input line → parse ([`notation`]) → [`session`] →
//! [`rules`] and [`clock`] → replies (speech, display, journal).

pub mod adjourn;
pub mod braille;
pub mod brltty;
pub mod cli;
pub mod cli_errors;
pub mod cli_help;
pub mod clock;
pub mod config;
pub mod dgt;
pub mod dotpad;
pub mod game_loop;
pub mod gamelog;
pub mod journal;
pub mod lang;
pub mod messages;
pub mod notation;
pub mod output;
pub mod paths;
pub mod pgn;
pub mod phonetics;
pub mod pinboard;
pub mod repl;
pub mod rules;
pub mod script_devices;
pub mod session;
pub mod settings;
pub mod speech;
#[cfg(test)]
mod testing;
pub mod transcript;
