//! What the Dot Pad shows: the board as a tactile diagram on the 60 × 40
//! pin graphic area, and the last move and whose turn on the 20-cell text
//! line. Pure functions of the game; the device sends only the lines that
//! changed ([`changed_lines`]). The pin layout is drawn in docs/dotpad.md.

use shakmaty::{Board, Color, File, Piece, Rank, Role, Square};

use braille::{BrailleAscii, Cells, ChessCode};

/// Graphic cells across and down (DotPad320A).
pub(crate) const GRAPHIC_COLS: usize = 30;
pub(crate) const GRAPHIC_ROWS: usize = 10;
/// Pins across and down.
pub(crate) const PINS_X: usize = GRAPHIC_COLS * 2;
pub(crate) const PINS_Y: usize = GRAPHIC_ROWS * 4;
/// Cells of the text line.
pub(crate) const TEXT_CELLS: usize = 20;
/// Pins of one square: 7 across, 5 down.
pub(crate) const SQUARE_W: usize = 7;
pub(crate) const SQUARE_H: usize = 5;
/// The board's left edge: the rank's braille cell is left of it.
pub(crate) const BOARD_X: usize = 4;

/// The graphic area: 10 rows of 30 cells. Pin (x, y) is bit
/// `y % 4 + 4 * (x % 2)` of cell `(y / 4, x / 2)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Graphic(pub [[u8; GRAPHIC_COLS]; GRAPHIC_ROWS]);

impl Default for Graphic {
    fn default() -> Self {
        Graphic([[0; GRAPHIC_COLS]; GRAPHIC_ROWS])
    }
}

impl Graphic {
    pub(crate) fn set(&mut self, x: usize, y: usize) {
        if let Some(c) = self.0.get_mut(y / 4).and_then(|r| r.get_mut(x / 2)) {
            *c |= 1 << (y % 4 + 4 * (x % 2));
        }
    }

    pub(crate) fn pin(&self, x: usize, y: usize) -> bool {
        self.0
            .get(y / 4)
            .and_then(|r| r.get(x / 2))
            .is_some_and(|c| c & (1 << (y % 4 + 4 * (x % 2))) != 0)
    }

    /// The pins as text, `#` raised and `.` lowered, one line per pin row.
    pub fn picture(&self) -> Vec<String> {
        (0..PINS_Y)
            .map(|y| {
                (0..PINS_X)
                    .map(|x| if self.pin(x, y) { '#' } else { '.' })
                    .collect()
            })
            .collect()
    }
}

/// The shapes of the pieces, 5 pins across, 4 down.
const fn glyph(role: Role) -> [&'static [u8; 5]; 4] {
    match role {
        Role::King => [b"..#..", b"#####", b"..#..", b"..#.."],
        Role::Queen => [b"#...#", b".#.#.", b".#.#.", b"#...#"],
        Role::Rook => [b"#####", b"#...#", b"#...#", b"#####"],
        Role::Bishop => [b"..#..", b".#.#.", b"#...#", b"#####"],
        Role::Knight => [b"####.", b"#....", b"#....", b"#...."],
        Role::Pawn => [b".....", b".###.", b".###.", b"....."],
    }
}

/// Square-local pins of a dark square's corners, and of a last-move mark
/// (the middle of the left and right edges).
const DARK: [(usize, usize); 4] = [(0, 0), (6, 0), (0, 4), (6, 4)];
const MARK: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (6, 1), (6, 2), (6, 3)];

/// What the diagram shows, seen from `from_black`'s side when true.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    /// The position.
    pub board: Board,
    /// The board is seen from Black's side.
    pub from_black: bool,
    /// The squares of the last move (from, to), marked.
    pub last: Option<(Square, Square)>,
}

/// The top-left pin of a square, and which rank/file is in which row/column.
pub(crate) fn square_origin(sq: Square, from_black: bool) -> (usize, usize) {
    let (col, row) = if from_black {
        (7 - sq.file() as usize, sq.rank() as usize)
    } else {
        (sq.file() as usize, 7 - sq.rank() as usize)
    };
    (BOARD_X + col * SQUARE_W, row * SQUARE_H)
}

/// The board as pins (see docs/dotpad.md for the picture).
///
/// The pins read back square by square give the position again, with the
/// last move marked:
///
/// ```
/// use braille::ChessCode;
/// use devices::dotpad::render::{View, feel_square, render_board};
/// use shakmaty::{Board, Color, Piece, Role, Square};
///
/// let view = View { board: Board::default(), from_black: false, last: Some((Square::E2, Square::E4)) };
/// let graphic = render_board(&view, &ChessCode::builtin("uk").unwrap());
/// let e1 = feel_square(&graphic, Square::E1, false);
/// assert_eq!(e1.piece, Some(Ok(Piece { color: Color::White, role: Role::King })));
/// assert!(!e1.marked);
/// assert!(feel_square(&graphic, Square::E4, false).marked);
/// assert_eq!(feel_square(&graphic, Square::E4, false).piece, None);
/// assert_eq!(graphic.picture().len(), 40);
/// ```
pub fn render_board(view: &View, code: &ChessCode) -> Graphic {
    let mut g = Graphic::default();
    for sq in Square::ALL {
        let (ox, oy) = square_origin(sq, view.from_black);
        if sq.is_dark() {
            for (x, y) in DARK {
                g.set(ox + x, oy + y);
            }
        }
        if view.last.is_some_and(|(a, b)| a == sq || b == sq) {
            for (x, y) in MARK {
                g.set(ox + x, oy + y);
            }
        }
        if let Some(p) = view.board.piece_at(sq) {
            for (y, row) in glyph(p.role).iter().enumerate() {
                for (x, c) in row.iter().enumerate() {
                    if *c == b'#' {
                        g.set(ox + 1 + x, oy + y);
                    }
                }
            }
            if p.color == Color::Black {
                for x in 1..=5 {
                    g.set(ox + x, oy + 4);
                }
            }
        }
    }
    // The rank's digit, in the code's braille, beside each rank.
    for rank in Rank::ALL {
        let (_, oy) = square_origin(Square::from_coords(File::A, rank), view.from_black);
        let cell = code.rank_cell(rank);
        for dot in 0..6u8 {
            if cell & (1 << dot) != 0 {
                g.set(usize::from(dot / 3), oy + 1 + usize::from(dot % 3));
            }
        }
    }
    g
}

/// What a finger finds on one square of a drawn board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareFeel {
    /// The square is dark.
    pub dark: bool,
    /// The square is marked as part of the last move.
    pub marked: bool,
    /// `None` on an empty square; `Err(())` for a shape that is no piece.
    pub piece: Option<Result<Piece, ()>>,
}

/// Reads one square back from the pins, as a finger would.
pub fn feel_square(g: &Graphic, sq: Square, from_black: bool) -> SquareFeel {
    let (ox, oy) = square_origin(sq, from_black);
    let pin = |x: usize, y: usize| g.pin(ox + x, oy + y);
    let dark = DARK.iter().all(|&(x, y)| pin(x, y));
    let marked = MARK.iter().all(|&(x, y)| pin(x, y));
    let shape: Vec<[bool; 5]> = (0..4)
        .map(|y| std::array::from_fn(|x| pin(x + 1, y)))
        .collect();
    let base: Vec<bool> = (1..=5).map(|x| pin(x, 4)).collect();
    let empty_shape = shape.iter().all(|r| r.iter().all(|p| !p));
    let piece = if empty_shape && base.iter().all(|p| !p) {
        None
    } else {
        let role = Role::ALL.into_iter().find(|&r| {
            glyph(r)
                .iter()
                .zip(&shape)
                .all(|(g, s)| g.iter().zip(s).all(|(c, p)| (*c == b'#') == *p))
        });
        let color = if base.iter().all(|p| *p) {
            Some(Color::Black)
        } else if base.iter().all(|p| !p) {
            Some(Color::White)
        } else {
            None
        };
        Some(match (role, color) {
            (Some(role), Some(color)) => Ok(Piece { color, role }),
            _ => Err(()),
        })
    };
    SquareFeel {
        dark,
        marked,
        piece,
    }
}

/// The text line's status: the last move in the chess braille code, a
/// blank, and whose turn it is in the code's words ("black").
pub fn status_cells(
    last_san: Option<&shakmaty::san::SanPlus>,
    turn: Color,
    code: &ChessCode,
) -> Cells {
    let mut out = Cells::new();
    if let Some(san) = last_san {
        out.extend_from(&braille::encode_san(san, code));
        out.push(0);
    }
    let word = match turn {
        Color::White => &code.labels().white,
        Color::Black => &code.labels().black,
    };
    out.extend_from(&BrailleAscii::standard().text_to_cells(&word.to_lowercase()));
    out
}

/// Answer text in computer braille, for the text line.
///
/// ```
/// use devices::dotpad::render::text_cells;
///
/// assert_eq!(text_cells("Nf3").to_unicode(), "⠝⠋⠒");
/// ```
pub fn text_cells(text: &str) -> Cells {
    BrailleAscii::standard().text_to_cells(text)
}

/// The 20 cells of the text line shown from `offset` (a pan position).
/// Cells past the end are blank.
///
/// ```
/// use devices::dotpad::render::{text_cells, window};
///
/// let cells = text_cells("white to move, 90 minutes left");
/// let second = window(cells.bits(), 20);
/// assert_eq!(second[..10], cells.bits()[20..30]);
/// assert!(second[10..].iter().all(|&c| c == 0));
/// ```
pub fn window(cells: &[u8], offset: usize) -> [u8; TEXT_CELLS] {
    std::array::from_fn(|i| cells.get(offset + i).copied().unwrap_or(0))
}

/// Everything on the display: line 0 is the text line, lines 1 to 10 the
/// graphic rows (the destinations of the display-line requests).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Screen {
    /// The text line's cells.
    pub text: [u8; TEXT_CELLS],
    /// The graphic area's pins.
    pub graphic: Graphic,
}

/// Number of display lines (text line and graphic rows).
pub(crate) const LINES: u8 = 1 + GRAPHIC_ROWS as u8;

impl Screen {
    /// The cells of display line `line`.
    pub(crate) fn line(&self, line: u8) -> &[u8] {
        match line {
            0 => &self.text,
            n => self
                .graphic
                .0
                .get(usize::from(n) - 1)
                .map_or(&[][..], |r| &r[..]),
        }
    }
}

/// The lines that differ between what the device shows (`None`: unknown,
/// after a connection) and what it should show.
pub fn changed_lines(shown: Option<&Screen>, want: &Screen) -> Vec<u8> {
    (0..LINES)
        .filter(|&l| shown.is_none_or(|s| s.line(l) != want.line(l)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    fn uk() -> ChessCode {
        ChessCode::builtin("uk").unwrap()
    }

    #[test]
    fn every_square_reads_back_as_the_position() {
        let fen: shakmaty::fen::Fen =
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4"
                .parse()
                .unwrap();
        let pos: Chess = fen.into_position(shakmaty::CastlingMode::Standard).unwrap();
        for from_black in [false, true] {
            let view = View {
                board: pos.board().clone(),
                from_black,
                last: Some((Square::G8, Square::F6)),
            };
            let g = render_board(&view, &uk());
            for sq in Square::ALL {
                let f = feel_square(&g, sq, from_black);
                assert_eq!(f.dark, sq.is_dark(), "{sq}");
                assert_eq!(f.marked, sq == Square::G8 || sq == Square::F6, "{sq}");
                assert_eq!(f.piece, pos.board().piece_at(sq).map(Ok), "{sq}");
            }
        }
    }

    #[test]
    fn the_blind_players_side_is_at_the_bottom() {
        let board = Board::default();
        let white = render_board(
            &View {
                board: board.clone(),
                from_black: false,
                last: None,
            },
            &uk(),
        );
        // a1 is at the bottom left for White: a rook without a base line.
        assert_eq!(square_origin(Square::A1, false), (BOARD_X, 35));
        assert_eq!(square_origin(Square::A1, true), (BOARD_X + 49, 0));
        assert!(white.pin(BOARD_X + 1, 35) && !white.pin(BOARD_X + 1, 39));
        // a8's black rook at the top left has its base line.
        assert!(white.pin(BOARD_X + 1, 4));
    }

    #[test]
    fn only_changed_lines_are_sent() {
        let mut pos = Chess::default();
        let code = uk();
        let before = Screen {
            text: window(status_cells(None, Color::White, &code).bits(), 0),
            graphic: render_board(
                &View {
                    board: pos.board().clone(),
                    from_black: false,
                    last: None,
                },
                &code,
            ),
        };
        assert_eq!(changed_lines(None, &before).len(), 11);
        let m = shakmaty::san::San::from_ascii(b"e4")
            .unwrap()
            .to_move(&pos)
            .unwrap();
        let san = shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, m);
        let after = Screen {
            text: window(status_cells(Some(&san), Color::Black, &code).bits(), 0),
            graphic: render_board(
                &View {
                    board: pos.board().clone(),
                    from_black: false,
                    last: Some((Square::E2, Square::E4)),
                },
                &code,
            ),
        };
        // e2 is in pin rows 30-34 (display lines 8, 9); the pawn and the
        // marks on e4 (a light square) are in pin rows 20-23 (line 6), its
        // row 24 stays low (line 7 unchanged).
        assert_eq!(changed_lines(Some(&before), &after), vec![0, 6, 8, 9]);
    }
}
