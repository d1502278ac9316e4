//! annabella: a chess assistant that lets blind and visually impaired players
//! take part in over-the-board tournaments under the FIDE Laws of Chess and
//! their appendix for visually impaired players.
//!
//! Data flows one way: input line → parse ([`notation`]) → [`session`] →
//! [`rules`] and [`clock`] → replies (speech, display, journal).

pub mod adjourn;
pub mod cli;
pub mod cli_errors;
pub mod cli_help;
pub mod config;
pub mod game_loop;
pub mod gamelog;
pub mod journal;
pub mod locale;
pub mod messages;
pub mod output;
pub mod paths;
pub mod repl;
pub mod reply;
pub mod script_devices;
pub mod session;
pub mod settings;
pub mod transcript;
