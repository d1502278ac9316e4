//! Results and their reasons (Art. 11 scoring), as values the rest of the
//! program can speak and write.

use shakmaty::Color;

/// The score of a finished game (Art. 11.1: 1, ½ or 0 points).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    WhiteWins,
    BlackWins,
    Draw,
}

impl Score {
    /// The PGN form: "1-0", "0-1", "1/2-1/2".
    pub fn pgn(self) -> &'static str {
        match self {
            Score::WhiteWins => "1-0",
            Score::BlackWins => "0-1",
            Score::Draw => "1/2-1/2",
        }
    }

    /// The scoresheet form with the ½ sign: "1–0", "0–1", "½–½".
    pub fn display(self) -> &'static str {
        match self {
            Score::WhiteWins => "1-0",
            Score::BlackWins => "0-1",
            Score::Draw => "½-½",
        }
    }

    pub fn winner(self) -> Option<Color> {
        match self {
            Score::WhiteWins => Some(Color::White),
            Score::BlackWins => Some(Color::Black),
            Score::Draw => None,
        }
    }

    /// Points of `color` in half points (2 = win, 1 = draw, 0 = loss).
    pub fn half_points(self, color: Color) -> u32 {
        match self.winner() {
            Some(w) if w == color => 2,
            Some(_) => 0,
            None => 1,
        }
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    Checkmate,
    Resignation,
    Time,
    IllegalMoves,
    Stalemate,
    DeadPosition,
    Agreement,
    ThreefoldRepetition,
    FiftyMoves,
    FivefoldRepetition,
    SeventyFiveMoves,
    /// Declared by the arbiter for another reason.
    Arbiter,
}

/// A finished game's result with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub score: Score,
    pub reason: Reason,
    /// A loss turned into a draw because the opponent could not mate
    /// (5.1.2, 6.9, 7.5.5): `reason` says what happened (time, resignation,
    /// illegal moves).
    pub opponent_cannot_mate: bool,
}

impl GameResult {
    pub fn win(winner: Color, reason: Reason) -> GameResult {
        GameResult {
            score: match winner {
                Color::White => Score::WhiteWins,
                Color::Black => Score::BlackWins,
            },
            reason,
            opponent_cannot_mate: false,
        }
    }

    pub fn draw(reason: Reason) -> GameResult {
        GameResult {
            score: Score::Draw,
            reason,
            opponent_cannot_mate: false,
        }
    }

    /// A draw that would have been a loss had the opponent mating material.
    pub fn draw_because(reason: Reason) -> GameResult {
        GameResult {
            score: Score::Draw,
            reason,
            opponent_cannot_mate: true,
        }
    }
}
