//! Reading a position in Forsyth-Edwards Notation (FEN), with a typed
//! reason for every way a FEN can be wrong, so that each gets a sentence
//! of its own in the user's language (see `Texts::fen_error`) instead of
//! the parser's English ("invalid pocket in fen" for a board of nine ranks).

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{CastlingMode, Chess, PositionError, PositionErrorKinds};

/// A part of a FEN that is not written right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing was given.
    Empty,
    /// The board part has this many ranks (separated by `/`), not eight.
    RankCount(usize),
    /// A rank covers this many squares, not eight; `rank` counts as the
    /// board does (8 is the first one written).
    RankLength {
        /// The rank, 8 for the first one written.
        rank: u8,
        /// How many squares it covers.
        squares: usize,
    },
    /// A character in the board part that is neither a piece letter
    /// (KQRBNP, kqrbnp) nor a digit 1 to 8.
    BadBoardChar(char),
    /// The side to move is not `w` or `b`.
    BadTurn(String),
    /// The castling part is not `-` or letters such as `KQkq`.
    BadCastling(String),
    /// The en passant part is not `-` or a square such as `e3`.
    BadEpSquare(String),
    /// The halfmove clock is not a number.
    BadHalfmoves(String),
    /// The move number is not a number from 1.
    BadFullmoves(String),
    /// The halfmove clock counts more half-moves than a game has played by
    /// the move number the FEN gives (at most `max`).
    TooManyHalfmoves {
        /// The halfmove clock as written.
        text: String,
        /// The most half-moves played by that move number.
        max: u32,
    },
    /// The move number is a number no game reaches: above [`MAX_FULLMOVES`].
    TooManyFullmoves(String),
    /// More parts than a FEN has, or parts in a form not read.
    Unreadable,
    /// Written right, but no legal chess position, for these reasons.
    Illegal(Vec<PositionProblem>),
}

/// Why a well-written FEN is no legal position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionProblem {
    /// No pieces at all.
    EmptyBoard,
    /// A side has no king.
    MissingKing,
    /// A side has more than one king.
    TooManyKings,
    /// A pawn stands on the first or eighth rank.
    PawnsOnBackRank,
    /// Castling rights for a king or rook that is not on its starting square.
    CastlingRights,
    /// An en passant square no pawn can have just passed.
    EpSquare,
    /// The side not to move is in check.
    OppositeCheck,
    /// A check no legal move could have given.
    ImpossibleCheck,
    /// More pieces than promotions can give.
    TooMuchMaterial,
    /// Any other reason shakmaty refuses the position.
    Other,
}

/// In English, for logs and errors nobody words for a user (the
/// application's catalogs say the same in the user's language).
impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FenError::Empty => write!(f, "no FEN was given"),
            FenError::RankCount(n) => write!(f, "the board part has {n} ranks, not 8"),
            FenError::RankLength { rank, squares } => {
                write!(f, "rank {rank} has {squares} squares, not 8")
            }
            FenError::BadBoardChar(c) => write!(f, "'{c}' cannot stand on the board"),
            FenError::BadTurn(t) => write!(f, "'{t}' does not say who is to move"),
            FenError::BadCastling(t) => write!(f, "'{t}' is no castling part"),
            FenError::BadEpSquare(t) => write!(f, "'{t}' is no en passant part"),
            FenError::BadHalfmoves(t) => write!(f, "'{t}' is not a number of half-moves"),
            FenError::BadFullmoves(t) => write!(f, "'{t}' is not a move number"),
            FenError::TooManyHalfmoves { text, max } => {
                write!(f, "{text} half-moves: by this move number at most {max}")
            }
            FenError::TooManyFullmoves(t) => {
                write!(f, "move number {t}: no game gets past {MAX_FULLMOVES}")
            }
            FenError::Unreadable => write!(f, "the FEN has a part that cannot be read"),
            FenError::Illegal(problems) => {
                let names: Vec<String> = problems.iter().map(|p| format!("{p:?}")).collect();
                write!(f, "no legal position: {}", names.join(", "))
            }
        }
    }
}

impl std::error::Error for FenError {}

/// The highest move number a game can reach: 75 moves without a capture
/// or a pawn move at most between any two of its 96 pawn moves and 30
/// captures (127 stretches of 75 moves, 9525), rounded up. A larger
/// number is a typing slip, not a game.
pub const MAX_FULLMOVES: u32 = 9525;

/// Reads a FEN into a legal position. `lenient` drops castling rights and
/// an en passant square the board does not allow (common slips in
/// hand-made FENs, as in PGN files) instead of refusing.
///
/// ```
/// use laws::notation::fen::{FenError, read_fen};
/// use shakmaty::Position;
///
/// let pos = read_fen("8/8/8/4k3/8/8/8/4K2R w K - 0 1", false).unwrap();
/// assert_eq!(pos.legal_moves().len(), 15);
/// assert_eq!(read_fen("8/8/8 w - - 0 1", false), Err(FenError::RankCount(3)));
/// ```
pub fn read_fen(text: &str, lenient: bool) -> Result<Chess, FenError> {
    let fen = parse(text)?;
    let pos = fen.into_position::<Chess>(CastlingMode::Standard);
    let pos = if lenient {
        pos.or_else(PositionError::ignore_invalid_ep_square)
            .or_else(PositionError::ignore_invalid_castling_rights)
    } else {
        pos
    };
    pos.map_err(|e| FenError::Illegal(problems(e.kinds())))
}

/// Parses a FEN, checking the board part first so that its faults are
/// named exactly.
pub(crate) fn parse(text: &str) -> Result<Fen, FenError> {
    let text = text.trim();
    let mut parts = text.split_whitespace();
    let Some(board) = parts.next() else {
        return Err(FenError::Empty);
    };
    check_board(board)?;
    let fields: Vec<&str> = parts.collect();
    check_counters(&fields)?;
    Fen::from_ascii(text.as_bytes()).map_err(|e| {
        let field = |i: usize| fields.get(i).map(|s| s.to_string()).unwrap_or_default();
        match e {
            ParseFenError::InvalidTurn => FenError::BadTurn(field(0)),
            ParseFenError::InvalidCastling => FenError::BadCastling(field(1)),
            ParseFenError::InvalidEpSquare => FenError::BadEpSquare(field(2)),
            ParseFenError::InvalidHalfmoveClock => FenError::BadHalfmoves(field(3)),
            ParseFenError::InvalidFullmoves => FenError::BadFullmoves(field(4)),
            _ => FenError::Unreadable,
        }
    })
}

/// The two counters, where they are numbers: refused above what a game
/// can reach (shakmaty would clamp them to 4294967295 without a word).
/// The move number is at most [`MAX_FULLMOVES`]; the halfmove clock at
/// most the half-moves played before it (two a move, one more with Black
/// to move).
fn check_counters(fields: &[&str]) -> Result<(), FenError> {
    let number = |i: usize| {
        fields
            .get(i)
            .filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
            .map(|t| (t.to_string(), t.parse::<u64>().unwrap_or(u64::MAX)))
    };
    let fullmoves = match number(4) {
        Some((text, n)) if n > u64::from(MAX_FULLMOVES) => {
            return Err(FenError::TooManyFullmoves(text));
        }
        Some((_, n)) => n.max(1),
        // No move number, or none that is read (shakmaty names it).
        None => return Ok(()),
    };
    if let Some((text, n)) = number(3) {
        let black = u64::from(fields.first() == Some(&"b"));
        let max = 2 * (fullmoves - 1) + black;
        if n > max {
            let max = u32::try_from(max).unwrap_or(u32::MAX);
            return Err(FenError::TooManyHalfmoves { text, max });
        }
    }
    Ok(())
}

/// The board part: eight ranks of eight squares, piece letters and digits.
fn check_board(board: &str) -> Result<(), FenError> {
    let ranks: Vec<&str> = board.split('/').collect();
    if let Some(c) = board
        .chars()
        .find(|c| !matches!(c, '/' | '1'..='8') && !"KQRBNPkqrbnp".contains(*c))
    {
        return Err(FenError::BadBoardChar(c));
    }
    if ranks.len() != 8 {
        return Err(FenError::RankCount(ranks.len()));
    }
    for (i, rank) in ranks.iter().enumerate() {
        let squares: usize = rank
            .chars()
            .map(|c| c.to_digit(10).map_or(1, |d| d as usize))
            .sum();
        if squares != 8 {
            return Err(FenError::RankLength {
                rank: 8 - i as u8,
                squares,
            });
        }
    }
    Ok(())
}

fn problems(kinds: PositionErrorKinds) -> Vec<PositionProblem> {
    let table = [
        (PositionErrorKinds::EMPTY_BOARD, PositionProblem::EmptyBoard),
        (
            PositionErrorKinds::MISSING_KING,
            PositionProblem::MissingKing,
        ),
        (
            PositionErrorKinds::TOO_MANY_KINGS,
            PositionProblem::TooManyKings,
        ),
        (
            PositionErrorKinds::PAWNS_ON_BACKRANK,
            PositionProblem::PawnsOnBackRank,
        ),
        (
            PositionErrorKinds::INVALID_CASTLING_RIGHTS,
            PositionProblem::CastlingRights,
        ),
        (
            PositionErrorKinds::INVALID_EP_SQUARE,
            PositionProblem::EpSquare,
        ),
        (
            PositionErrorKinds::OPPOSITE_CHECK,
            PositionProblem::OppositeCheck,
        ),
        (
            PositionErrorKinds::IMPOSSIBLE_CHECK,
            PositionProblem::ImpossibleCheck,
        ),
        (
            PositionErrorKinds::TOO_MUCH_MATERIAL,
            PositionProblem::TooMuchMaterial,
        ),
    ];
    let mut out: Vec<PositionProblem> = table
        .iter()
        .filter(|(k, _)| kinds.contains(*k))
        .map(|(_, p)| *p)
        .collect();
    if out.is_empty() {
        out.push(PositionProblem::Other);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_faults_are_named() {
        assert_eq!(
            read_fen("8/8/8/8/8/8/8/8/8 w - - 0 1", false),
            Err(FenError::RankCount(9))
        );
        assert_eq!(
            read_fen("8/8/9/8/8/8/8/8 w - - 0 1", false),
            Err(FenError::BadBoardChar('9'))
        );
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4K4 w - - 0 1", false),
            Err(FenError::RankLength {
                rank: 1,
                squares: 9
            })
        );
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4X3 w - - 0 1", false),
            Err(FenError::BadBoardChar('X'))
        );
        assert_eq!(read_fen("  ", false), Err(FenError::Empty));
    }

    #[test]
    fn other_parts_and_positions() {
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4K3 x - - 0 1", false),
            Err(FenError::BadTurn("x".into()))
        );
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4K3 w - - zero 1", false),
            Err(FenError::BadHalfmoves("zero".into()))
        );
        assert_eq!(
            read_fen("8/8/8/8/8/8/8/4K3 w - - 0 1", false),
            Err(FenError::Illegal(vec![PositionProblem::MissingKing]))
        );
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1", false),
            Err(FenError::Illegal(vec![PositionProblem::CastlingRights]))
        );
        assert!(read_fen("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1", true).is_ok());
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4K3 w - - 99999999999 1", false),
            Err(FenError::TooManyHalfmoves {
                text: "99999999999".into(),
                max: 0
            })
        );
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4K3 b - - 200 100", true),
            Err(FenError::TooManyHalfmoves {
                text: "200".into(),
                max: 199
            })
        );
        assert!(read_fen("4k3/8/8/8/8/8/8/4K3 b - - 199 100", true).is_ok());
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4K3 b - - 0 4294967296", false),
            Err(FenError::TooManyFullmoves("4294967296".into()))
        );
        assert!(read_fen("4k3/8/8/8/8/8/8/4K3 w - - 150 9525", false).is_ok());
        // Where the move number is not read, shakmaty's own error stands.
        assert_eq!(
            read_fen("4k3/8/8/8/8/8/8/4K3 w - - 5 x", false),
            Err(FenError::BadFullmoves("x".into()))
        );
        assert!(
            read_fen(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                false
            )
            .is_ok()
        );
    }
}
