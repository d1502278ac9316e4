//! annabella: a chess assistant that lets blind and visually impaired players
//! take part in over-the-board tournaments under the FIDE Laws of Chess and
//! their appendix for visually impaired players.
//!
//! Data flows one way: input line → parse (`laws::notation`) → [`session`] →
//! `laws::rules` and `laws::clock` → replies (speech, display, journal).
//!
//! The modules are stairs too: each may use only the ones on its own step's
//! left and on lower steps, never one above, so no two import each other
//! (tests/architecture.rs checks it). The modules the integration tests
//! use are public; the others are the crate's own:
//!
//! 1. `paths`, `locale`, `console`, [`settings`], [`journal`], [`bounded`]
//!    (files read with a size limit): use no other module;
//!    `cli_errors` uses `locale`, `cli` uses [`settings`] and `cli_engine`
//!    (which uses [`settings`]), [`adjourn`] and `durable` (files replaced
//!    whole) use [`journal`].
//! 2. [`errors`]: the errors and notes the catalogs word (setup, settings
//!    file, resume); uses step 1. [`reply`]: what the session returns for
//!    the game loop to carry out (what to say and print, files to write,
//!    what the devices should do); uses only the crates below.
//! 3. [`messages`] (the catalogs, trait `Texts`): uses [`errors`] and step
//!    1; `cli_help` uses [`messages`].
//! 4. [`session`]: uses [`messages`] and below. `listening` (what a heard
//!    utterance becomes: a line as if typed, or a question): uses
//!    [`messages`] and below.
//! 5. `config` (checks a key by setting up a session with it) and
//!    [`transcript`] (the transcript format, read and written): use
//!    [`session`] and below.
//! 6. [`gamelog`]: uses [`transcript`] (a journal's settings line),
//!    [`session`] and below.
//! 7. `output`: uses `config`, [`messages`], [`session`] and below.
//! 7. [`score_files`]: the score's files made from a session; uses
//!    [`session`] and below.
//! 8. [`game_loop`]: uses [`gamelog`], `output`, [`score_files`],
//!    [`transcript`] and below.
//! 9. `script_devices` (scripts, with the devices read between lines),
//!    [`check`] (runs transcripts) and `repl`: use [`game_loop`] and below.
//! 10. [`run`]: the command line and its subcommands; uses them all.
//!     `src/main.rs`, the program, only calls [`run::main`].

pub mod adjourn;
pub mod bounded;
pub mod check;
pub(crate) mod cli;
pub(crate) mod cli_engine;
pub(crate) mod cli_errors;
pub(crate) mod cli_help;
pub mod completion;
pub(crate) mod config;
pub(crate) mod console;
pub(crate) mod durable;
pub mod errors;
pub mod game_loop;
pub mod gamelog;
pub mod journal;
pub(crate) mod listening;
pub(crate) mod locale;
pub mod messages;
pub(crate) mod output;
pub(crate) mod paths;
pub(crate) mod repl;
pub mod reply;
pub mod run;
pub mod score_files;
pub(crate) mod script_devices;
pub mod session;
pub mod settings;
pub mod transcript;
