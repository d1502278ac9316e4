//! Boards in braille: an 8-dot diagram to feel, and the one-line Forsyth
//! form of braille chess books.

use shakmaty::{Board, File, Rank, Square};

use super::cells::Cells;
use super::code::ChessCode;

/// Eight lines, one per rank, as seen from White (rank 8 first, files a to
/// h) or, with `from_black`, from Black (rank 1 first, files h to a).  Each
/// line is the rank's digit, a blank, and the eight squares: a piece by its
/// letter (dot 7 added for White, plain for Black), an empty light square
/// ⠄ (dot 3), an empty dark square ⠤ (dots 3-6) in the built-in codes.
/// Ten cells wide.  Needs an 8-dot display to feel the colours; see
/// [`forsyth`] for six dots.
pub fn diagram(board: &Board, from_black: bool, code: &ChessCode) -> Vec<Cells> {
    let ranks: Vec<Rank> = if from_black {
        Rank::ALL.to_vec()
    } else {
        Rank::ALL.iter().rev().copied().collect()
    };
    let files: Vec<File> = if from_black {
        File::ALL.iter().rev().copied().collect()
    } else {
        File::ALL.to_vec()
    };
    ranks
        .iter()
        .map(|&rank| {
            let mut line = Cells::new();
            line.push(code.rank_cell(rank));
            line.push(0);
            for &file in &files {
                let sq = Square::from_coords(file, rank);
                line.push(match board.piece_at(sq) {
                    Some(piece) => {
                        let white = if piece.color.is_white() {
                            code.white_bits()
                        } else {
                            0
                        };
                        code.piece_or_pawn(piece.role) | white
                    }
                    None => code.empty_square(sq.is_dark()),
                });
            }
            line
        })
        .collect()
}

/// The Forsyth form in one line of six-dot cells: ranks 8 to 1 separated by
/// a blank cell, pieces by their letters with the capital sign ⠠ before a
/// White piece, runs of empty squares as a lower digit.
pub fn forsyth(board: &Board, code: &ChessCode) -> Cells {
    let mut out = Cells::new();
    for (i, &rank) in Rank::ALL.iter().rev().enumerate() {
        if i > 0 {
            out.push(0);
        }
        let mut run = 0usize;
        for &file in &File::ALL {
            match board.piece_at(Square::from_coords(file, rank)) {
                Some(piece) => {
                    if run > 0 {
                        out.push(code.count_cell(run));
                        run = 0;
                    }
                    if piece.color.is_white() {
                        out.extend_bits(code.forsyth_white());
                    }
                    out.push(code.piece_or_pawn(piece.role));
                }
                None => run += 1,
            }
        }
        if run > 0 {
            out.push(code.count_cell(run));
        }
    }
    out
}
