//! Boards in braille: an 8-dot diagram to feel, and the one-line Forsyth
//! form of braille chess books.

use shakmaty::{Board, File, Rank, Square};

use super::cells::Cells;
use super::code::ChessCode;

/// Which pieces a diagram marks (`--diagram-mark`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DiagramMark {
    /// Black's pieces carry the mark cell ⠠ (dot 6) before their letter:
    /// six dots, two cells a square, readable on any display and on
    /// paper.  Black, as the FIDE appendix for visually impaired players
    /// marks the black pieces of the tactile set and the blind
    /// associations' sets carry a pin on them.
    #[default]
    Black,
    /// White's pieces carry dot 7: eight dots, one cell a square (the
    /// older form, for an 8-dot display).
    White,
}

impl std::str::FromStr for DiagramMark {
    type Err = String;
    fn from_str(s: &str) -> Result<DiagramMark, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "black" | "schwarz" | "чёрные" | "черные" => Ok(DiagramMark::Black),
            "white" | "weiss" | "weiß" | "белые" => Ok(DiagramMark::White),
            other => Err(format!(
                "unknown diagram mark '{other}': expected black or white"
            )),
        }
    }
}

/// The whole diagram for a display: eight rank lines and a line of file
/// letters under them, from White (rank 8 first, files a to h) or from
/// Black (rank 1 first, files h to a).
///
/// With [`DiagramMark::Black`] each square is two six-dot cells: the mark
/// ⠠ (dot 6) before a Black piece or a blank, then the piece letter or
/// the empty square (⠄ light, ⠤ dark): "8 ⠠⠗⠠⠎…", and the file line
/// "  ⠀⠁⠀⠃…" puts each letter under its square's letter.  18 cells a line.
/// With [`DiagramMark::White`] it is the 8-dot form of [`diagram`] (White
/// pieces with dot 7) and the file letters "  ⠁⠃⠉…".  10 cells a line.
///
/// ```
/// use braille::{ChessCode, DiagramMark, board_diagram};
/// use shakmaty::Board;
///
/// let uk = ChessCode::builtin("uk")?;
/// let lines = board_diagram(&Board::default(), false, &uk, DiagramMark::Black);
/// assert_eq!(lines.len(), 9);
/// // Rank 8: Black's pieces after the mark ⠠ (a comma in Braille ASCII).
/// assert_eq!(lines[0].to_ascii(), "8 ,R,S,L,Q,K,L,S,R");
/// assert_eq!(lines[2].to_unicode(), "⠖⠀⠀⠄⠀⠤⠀⠄⠀⠤⠀⠄⠀⠤⠀⠄⠀⠤");
/// assert_eq!(lines[7].to_ascii(), "1  R S L Q K L S R");
/// assert_eq!(lines[8].to_ascii(), "   A B C D E F G H");
///
/// let eight = board_diagram(&Board::default(), false, &uk, DiagramMark::White);
/// assert_eq!(eight[7].to_unicode(), "⠂⠀⡗⡎⡇⡟⡅⡇⡎⡗");
/// # Ok::<(), braille::TableError>(())
/// ```
pub fn board_diagram(
    board: &Board,
    from_black: bool,
    code: &ChessCode,
    mark: DiagramMark,
) -> Vec<Cells> {
    let files: Vec<File> = if from_black {
        File::ALL.iter().rev().copied().collect()
    } else {
        File::ALL.to_vec()
    };
    let mut lines = match mark {
        DiagramMark::White => diagram(board, from_black, code),
        DiagramMark::Black => {
            let ranks: Vec<Rank> = if from_black {
                Rank::ALL.to_vec()
            } else {
                Rank::ALL.iter().rev().copied().collect()
            };
            ranks
                .iter()
                .map(|&rank| {
                    let mut line = Cells::new();
                    line.push(code.rank_cell(rank));
                    line.push(0);
                    for &file in &files {
                        let sq = Square::from_coords(file, rank);
                        match board.piece_at(sq) {
                            Some(piece) => {
                                line.push(if piece.color.is_black() {
                                    code.forsyth_white().first().copied().unwrap_or(0x20)
                                } else {
                                    0
                                });
                                line.push(code.piece_or_pawn(piece.role));
                            }
                            None => {
                                line.push(0);
                                line.push(code.empty_square(sq.is_dark()));
                            }
                        }
                    }
                    line
                })
                .collect()
        }
    };
    let mut letters = Cells::from_bits(&[0, 0]);
    for &file in &files {
        if mark == DiagramMark::Black {
            letters.push(0);
        }
        letters.push(code.file_cell(file));
    }
    lines.push(letters);
    lines
}

/// The Forsyth line marking the same pieces as [`board_diagram`]: the
/// mark cell ⠠ before each piece of the marked colour.
///
/// ```
/// use braille::{ChessCode, DiagramMark, forsyth_marked};
/// use shakmaty::Board;
///
/// let uk = ChessCode::builtin("uk")?;
/// assert_eq!(
///     forsyth_marked(&Board::default(), &uk, DiagramMark::Black).to_ascii(),
///     ",R,S,L,Q,K,L,S,R ,P,P,P,P,P,P,P,P 8 8 8 8 PPPPPPPP RSLQKLSR"
/// );
/// # Ok::<(), braille::TableError>(())
/// ```
pub fn forsyth_marked(board: &Board, code: &ChessCode, mark: DiagramMark) -> Cells {
    forsyth_of(
        board,
        code,
        match mark {
            DiagramMark::Black => shakmaty::Color::Black,
            DiagramMark::White => shakmaty::Color::White,
        },
    )
}

/// Eight lines, one per rank, as seen from White (rank 8 first, files a to
/// h) or, with `from_black`, from Black (rank 1 first, files h to a).  Each
/// line is the rank's digit, a blank, and the eight squares: a piece by its
/// letter (dot 7 added for White, plain for Black), an empty light square
/// ⠄ (dot 3), an empty dark square ⠤ (dots 3-6) in the built-in codes.
/// Ten cells wide.  Needs an 8-dot display to feel the colours; see
/// [`forsyth`] for six dots.
///
/// ```
/// use braille::{ChessCode, diagram};
/// use shakmaty::Board;
///
/// let uk = ChessCode::builtin("uk")?;
/// let lines = diagram(&Board::default(), false, &uk);
/// // 8-dot computer braille: White's letters (dot 7) upper case.
/// assert_eq!(lines[0].to_ascii8(), "8 rslqklsr");
/// assert_eq!(lines[2].to_ascii8(), "6 '-'-'-'-");
/// assert_eq!(lines[7].to_ascii8(), "1 RSLQKLSR");
/// # Ok::<(), braille::TableError>(())
/// ```
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
///
/// ```
/// use braille::{ChessCode, forsyth};
/// use shakmaty::Board;
///
/// let uk = ChessCode::builtin("uk")?;
/// let line = forsyth(&Board::default(), &uk);
/// assert_eq!(
///     line.to_ascii(),
///     "RSLQKLSR PPPPPPPP 8 8 8 8 ,P,P,P,P,P,P,P,P ,R,S,L,Q,K,L,S,R"
/// );
/// assert!(line.to_unicode().starts_with("⠗⠎⠇⠟⠅⠇⠎⠗⠀⠏"));
/// # Ok::<(), braille::TableError>(())
/// ```
pub fn forsyth(board: &Board, code: &ChessCode) -> Cells {
    forsyth_of(board, code, shakmaty::Color::White)
}

fn forsyth_of(board: &Board, code: &ChessCode, marked: shakmaty::Color) -> Cells {
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
                    if piece.color == marked {
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

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Color, Piece, Position, Role};

    /// Reads a six-dot diagram back into a board: the mark before a piece
    /// says Black, its absence White.
    fn read_back(lines: &[Cells], from_black: bool, code: &ChessCode) -> Board {
        let mut board = Board::empty();
        let roles = [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ];
        for (row, line) in lines.iter().take(8).enumerate() {
            let rank = if from_black { row } else { 7 - row };
            for col in 0..8 {
                let file = if from_black { 7 - col } else { col };
                let mark = line.bits()[2 + 2 * col];
                let cell = line.bits()[3 + 2 * col];
                if let Some(&role) = roles.iter().find(|&&r| code.piece_or_pawn(r) == cell) {
                    let color = if mark == 0 {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let sq = Square::from_coords(
                        File::new(u32::try_from(file).unwrap()),
                        Rank::new(u32::try_from(rank).unwrap()),
                    );
                    board.set_piece_at(sq, Piece { color, role });
                }
            }
        }
        board
    }

    #[test]
    fn six_dot_diagrams_tell_the_colours_apart_from_either_side() {
        let game =
            laws::pgn::read_first(include_str!("../../tests/data/morphy-opera-1858.pgn")).unwrap();
        for name in ["uk", "de"] {
            let code = ChessCode::builtin(name).unwrap();
            let mut pos: Chess = game.start.clone();
            for m in &game.moves {
                pos.play_unchecked(*m);
                for from_black in [false, true] {
                    let lines = board_diagram(pos.board(), from_black, &code, DiagramMark::Black);
                    assert_eq!(lines.len(), 9);
                    assert!(lines.iter().all(|l| l.len() <= 18));
                    assert!(lines.iter().flat_map(|l| l.bits()).all(|&b| b < 0x40));
                    assert_eq!(&read_back(&lines, from_black, &code), pos.board());
                    let files: Vec<u8> =
                        lines[8].bits().iter().copied().skip(3).step_by(2).collect();
                    let mut want: Vec<u8> = File::ALL.iter().map(|&f| code.file_cell(f)).collect();
                    if from_black {
                        want.reverse();
                    }
                    assert_eq!(files, want);
                }
                // The Forsyth line marks the same pieces.
                let f = forsyth_marked(pos.board(), &code, DiagramMark::Black);
                let marks = f.bits().iter().filter(|&&b| b == 0x20).count();
                assert_eq!(marks, pos.board().by_color(Color::Black).count());
                let f = forsyth_marked(pos.board(), &code, DiagramMark::White);
                let marks = f.bits().iter().filter(|&&b| b == 0x20).count();
                assert_eq!(marks, pos.board().by_color(Color::White).count());
            }
        }
    }

    #[test]
    fn the_eight_dot_form_keeps_dot_7_and_adds_the_files() {
        let code = ChessCode::builtin("uk").unwrap();
        let lines = board_diagram(&Board::default(), false, &code, DiagramMark::White);
        assert_eq!(lines.len(), 9);
        assert_eq!(lines[7].to_ascii8(), "1 RSLQKLSR");
        assert_eq!(lines[0].to_ascii8(), "8 rslqklsr");
        assert_eq!(lines[8].to_ascii8(), "  abcdefgh");
        assert_eq!("black".parse::<DiagramMark>(), Ok(DiagramMark::Black));
        assert_eq!("Weiß".parse::<DiagramMark>(), Ok(DiagramMark::White));
        assert!("red".parse::<DiagramMark>().is_err());
    }
}
