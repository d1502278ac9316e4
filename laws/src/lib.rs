//! The FIDE Laws of Chess as annabella applies them, below every other part
//! of the program: the rules of play and the end of the game (Articles 1
//! to 5 and 9), the clock (Article 6), the notation of moves (Appendix C),
//! FEN and PGN, and the languages every part names.
//!
//! Everything here is pure: no I/O, no message texts. Moves come from
//! shakmaty; this crate adds what the Laws say around them (dead
//! positions, claims, the clock's time controls, touch-move, readings of a
//! written move in any national letters).

pub mod clock;
pub mod lang;
pub mod notation;
pub mod pgn;
pub mod rules;
#[cfg(test)]
mod testing;
