//! How bad a move was: the centipawns it lost against the engine's best,
//! and the thresholds of an inaccuracy, a mistake and a blunder
//! (docs/engine.md).

/// Centipawns lost from which a move is an inaccuracy (`?!`, NAG 6).
pub const INACCURACY: i32 = 50;
/// Centipawns lost from which a move is a mistake (`?`, NAG 2).
pub const MISTAKE: i32 = 100;
/// Centipawns lost from which a move is a blunder (`??`, NAG 4).
pub const BLUNDER: i32 = 300;
/// Scores are counted up to this much (a won position stays won: a move
/// that wins less quickly loses nothing that matters).
pub const CAP: i32 = 1000;
/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark of a loss in centipawns, if it is one.
    pub fn of(loss: i32) -> Option<Mark> {
        match loss {
            l if l >= BLUNDER => Some(Mark::Blunder),
            l if l >= MISTAKE => Some(Mark::Mistake),
            l if l >= INACCURACY => Some(Mark::Inaccuracy),
            _ => None,
        }
    }

    /// PGN's numeric annotation glyph.
    pub fn nag(self) -> u8 {
        match self {
            Mark::Inaccuracy => 6,
            Mark::Mistake => 2,
            Mark::Blunder => 4,
        }
    }

    /// The sign on a scoresheet.
    pub fn sign(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}
