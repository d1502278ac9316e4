//! Results and their reasons (Art. 11 scoring), as values the rest of the
//! program can speak and write.

use shakmaty::Color;

/// The score of a finished game (Art. 11.1: 1, ½ or 0 points).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// White wins: 1-0.
    WhiteWins,
    /// Black wins: 0-1.
    BlackWins,
    /// A draw: ½-½.
    Draw,
    /// Both players score nothing: only by the arbiter's ruling (e.g. both
    /// forfeited, or both broke 11.3).
    BothLose,
}

impl Score {
    /// The written form: "1-0", "0-1", "1/2-1/2", "0-0". The PGN Result tag
    /// knows no "0-0"; the PGN writer puts "*" there.
    pub fn pgn(self) -> &'static str {
        match self {
            Score::WhiteWins => "1-0",
            Score::BlackWins => "0-1",
            Score::Draw => "1/2-1/2",
            Score::BothLose => "0-0",
        }
    }

    /// The scoresheet form with the ½ sign: "1–0", "0–1", "½–½".
    pub fn display(self) -> &'static str {
        match self {
            Score::WhiteWins => "1-0",
            Score::BlackWins => "0-1",
            Score::Draw => "½-½",
            Score::BothLose => "0-0",
        }
    }

    /// The winner, if one side won.
    pub fn winner(self) -> Option<Color> {
        match self {
            Score::WhiteWins => Some(Color::White),
            Score::BlackWins => Some(Color::Black),
            Score::Draw | Score::BothLose => None,
        }
    }

    /// Points of `color` in half points (2 = win, 1 = draw, 0 = loss).
    pub fn half_points(self, color: Color) -> u32 {
        match (self, self.winner()) {
            (Score::BothLose, _) => 0,
            (_, Some(w)) if w == color => 2,
            (_, Some(_)) => 0,
            (_, None) => 1,
        }
    }
}

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Checkmate (5.1.1).
    Checkmate,
    /// A player resigned (5.1.2).
    Resignation,
    /// A flag fell (6.9).
    Time,
    /// Completed illegal moves (7.5.5).
    IllegalMoves,
    /// Stalemate (5.2.1).
    Stalemate,
    /// A dead position (5.2.2).
    DeadPosition,
    /// Agreement between the players (5.2.3).
    Agreement,
    /// A correct claim of threefold repetition (9.2).
    ThreefoldRepetition,
    /// A correct claim under the fifty-move rule (9.3).
    FiftyMoves,
    /// Fivefold repetition (9.6.1).
    FivefoldRepetition,
    /// Seventy-five moves without a pawn move or capture (9.6.2).
    SeventyFiveMoves,
    /// Declared by the arbiter for another reason, or none given.
    Arbiter,
    /// Both flags have fallen and the arbiter rules (6.11).
    BothFlags,
    /// A forfeit ("+/-", "-/+", "-/-"): a player did not play (6.7) or the
    /// arbiter declared the game lost for a breach of the rules.
    Forfeit,
}

/// A finished game's result with its reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The points.
    pub score: Score,
    /// Why the game ended.
    pub reason: Reason,
    /// A loss turned into a draw because the opponent could not mate
    /// (5.1.2, 6.9, 7.5.5): `reason` says what happened (time, resignation,
    /// illegal moves).
    pub opponent_cannot_mate: bool,
    /// Declared or corrected by the arbiter (`arbiter result`), not found
    /// by the rules core itself.
    pub declared: bool,
}

impl GameResult {
    /// A win for `winner`.
    pub fn win(winner: Color, reason: Reason) -> GameResult {
        GameResult {
            score: match winner {
                Color::White => Score::WhiteWins,
                Color::Black => Score::BlackWins,
            },
            reason,
            opponent_cannot_mate: false,
            declared: false,
        }
    }

    /// A draw.
    pub fn draw(reason: Reason) -> GameResult {
        GameResult {
            score: Score::Draw,
            reason,
            opponent_cannot_mate: false,
            declared: false,
        }
    }

    /// A draw that would have been a loss had the opponent mating material.
    pub fn draw_because(reason: Reason) -> GameResult {
        GameResult {
            score: Score::Draw,
            reason,
            opponent_cannot_mate: true,
            declared: false,
        }
    }

    /// A result the arbiter declares: any score, with the reason the
    /// arbiter gives ([`Reason::Arbiter`] when none).
    pub fn by_arbiter(score: Score, reason: Reason) -> GameResult {
        GameResult {
            score,
            reason,
            opponent_cannot_mate: false,
            declared: true,
        }
    }

    /// The result as written in a crosstable: "1-0", "1/2-1/2", "0-0",
    /// and the forfeits "+/-", "-/+", "-/-".
    pub fn notation(&self) -> &'static str {
        match (self.reason, self.score) {
            (Reason::Forfeit, Score::WhiteWins) => "+/-",
            (Reason::Forfeit, Score::BlackWins) => "-/+",
            (Reason::Forfeit, Score::BothLose) => "-/-",
            (_, score) => score.pgn(),
        }
    }
}
