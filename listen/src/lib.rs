//! Moves heard, not typed: annabella listens to the announcements of
//! Appendix D ("Springer Gustav eins Felix drei") and the commands a player
//! says, offline.
//!
//! - [`audio`] reads WAV files as 16 kHz mono and adds the faint noise
//!   floor synthetic audio lacks.
//! - [`microphone`] (feature `microphone`) hears the default input
//!   device or one named, in 16 kHz chunks.
//! - [`vad`] cuts a stream of samples into utterances at silence.
//! - [`GrammarBuilder`] writes the [`Grammar`] of a position: every legal
//!   move in the long and short form of a `phonetics` vocabulary, and the
//!   [`Command`]s (`commands.toml`).
//! - A [`Recogniser`] hears an utterance under a grammar: [`PocketSphinx`]
//!   (feature `pocketsphinx`, Debian's libpocketsphinx); the words of a
//!   vocabulary sound as its `phonetics/pron/<id>.<phones>.dict` says;
//!   [`Vosk`] (feature `vosk`, a model folder the user names; its library
//!   is loaded at run time).
//! - [`decide`] turns the hypotheses into a [`Verdict`]: sure, unsure
//!   between close candidates (ask), or nothing.
//!
//! The crate uses `laws` and `phonetics` only; what is done with a heard
//! move is the application's business.

#![warn(missing_docs)]

pub mod audio;
#[cfg(feature = "pocketsphinx")]
mod denoise;
mod engine;
mod error;
mod grammar;
#[cfg(feature = "microphone")]
pub mod microphone;
mod recognise;
#[cfg(feature = "pocketsphinx")]
mod sphinx;
pub mod vad;
#[cfg(feature = "vosk")]
mod vosk;

pub use engine::{Engine, EngineChoice, open};
pub use error::ListenError;
pub use grammar::{Command, Grammar, GrammarBuilder, Meaning, token, tokens};
pub use recognise::{Hearing, Hypothesis, Policy, Recogniser, Verdict, decide};
#[cfg(feature = "pocketsphinx")]
pub use sphinx::{DEBIAN_MODEL, PocketSphinx};
#[cfg(feature = "vosk")]
pub use vosk::Vosk;
