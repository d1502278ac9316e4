//! annabella: a chess assistant that lets blind and visually impaired players
//! take part in over-the-board tournaments under the FIDE Laws of Chess and
//! their appendix for visually impaired players.
//!
//! Data flows one way: input line → parse ([`notation`]) → [`session`] →
//! [`rules`] → replies (speech, display, journal).

pub mod notation;
pub mod phonetics;
