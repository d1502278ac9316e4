//! The Dot Pad (Dot Incorporation's pin display): the board as a
//! tactile diagram on its 60 × 40 pins, the last move on its 20-cell text
//! line, moves typed on its Perkins keys. docs/dotpad.md describes the
//! protocol and the pin layout.
//!
//! - [`codec`]: frames and packets, a decoder that finds frames again.
//! - [`render`]: position → pins and text cells; which lines changed.
//! - [`keys`]: Perkins key chords → braille cells, Enter, erase, panning.

pub mod codec;
pub mod device;
pub mod keys;
pub mod render;
pub mod sim;

use braille::{Cells, ChessCode};
use laws::rules::Game;
use shakmaty::{File, Move, Position, Square};

use device::{DotPad, DotPadEvent};
use keys::{Chord, InputLine, Typed};
use render::{Screen, TEXT_CELLS, View};

/// The squares a move's piece left and reached (the king's for castling).
pub fn move_squares(m: &Move) -> Option<(Square, Square)> {
    let from = m.from()?;
    let to = match *m {
        Move::Castle { king, rook } => {
            let file = if rook > king { File::G } else { File::C };
            Square::from_coords(file, king.rank())
        }
        _ => m.to(),
    };
    Some((from, to))
}

/// The game as the Dot Pad shows it, handed over by the game loop: the
/// game, the side the blind player sees the board from and the braille
/// code of the text line.
#[derive(Clone, Copy)]
pub struct GameView<'a> {
    /// The game shown.
    pub game: &'a Game,
    /// The board is seen from Black's side.
    pub from_black: bool,
    /// The braille code of the text line.
    pub code: &'a ChessCode,
}

/// What the display should show for the game: the board from the blind
/// player's side with the last move marked, and the text line (the
/// status, or the cells being typed, or a panned answer).
pub fn screen_of(view: GameView<'_>, text: &[u8; TEXT_CELLS]) -> Screen {
    let game = view.game;
    let last = game.moves().last();
    let board = View {
        board: game.position().board().clone(),
        from_black: view.from_black,
        last: last.and_then(|m| move_squares(&m.mv)),
    };
    Screen {
        text: *text,
        graphic: render::render_board(&board, view.code),
    }
}

/// The status for the text line: the last move and whose turn it is.
pub fn status_of(view: GameView<'_>) -> Cells {
    let game = view.game;
    render::status_cells(
        game.moves().last().map(|m| &m.san),
        game.position().turn(),
        view.code,
    )
}

/// A Dot Pad attached to a game loop, with the line typed on its keys and
/// the answer shown on its text line.
pub struct Attached {
    device: DotPad,
    input: InputLine,
    /// An answer in computer braille and the pan position in it.
    answer: Option<(Cells, usize)>,
    moves_seen: usize,
}

impl Attached {
    /// A game loop's use of this device.
    pub fn new(device: DotPad) -> Attached {
        Attached {
            device,
            input: InputLine::default(),
            answer: None,
            moves_seen: 0,
        }
    }

    /// The device.
    pub fn device(&self) -> &DotPad {
        &self.device
    }

    /// The next event of the device, if one is waiting.
    pub fn try_event(&self) -> Option<DotPadEvent> {
        self.device.try_event()
    }

    /// Sends what changed since the last redraw.
    pub fn redraw(&mut self, view: GameView<'_>) {
        let moves = view.game.moves().len();
        if moves != self.moves_seen {
            self.moves_seen = moves;
            self.answer = None;
        }
        let text = if !self.input.cells().is_empty() {
            let c = self.input.cells();
            render::window(c, c.len().saturating_sub(TEXT_CELLS))
        } else if let Some((cells, at)) = &self.answer {
            render::window(cells.bits(), *at)
        } else {
            render::window(status_of(view).bits(), 0)
        };
        let screen = screen_of(view, &text);
        self.device.show(&screen);
    }

    /// A chord typed; pan keys move through the answer.
    pub fn type_chord(&mut self, chord: Chord) -> Typed {
        let typed = self.input.type_chord(chord);
        if let Some((cells, at)) = self.answer.as_mut() {
            match typed {
                Typed::PanRight if *at + TEXT_CELLS < cells.len() => *at += TEXT_CELLS,
                Typed::PanLeft => *at = at.saturating_sub(TEXT_CELLS),
                _ => {}
            }
        }
        typed
    }

    /// The answer to a line typed on the keys (what was said and printed,
    /// in order) goes on the text line, unless the line made (or took back)
    /// a move: then the status is shown.
    pub fn set_answer(&mut self, moved: bool, lines: &[&str]) {
        if moved {
            self.answer = None;
            return;
        }
        let text: Vec<&str> = lines.iter().copied().filter(|t| !t.is_empty()).collect();
        self.answer = (!text.is_empty()).then(|| (render::text_cells(&text.join(" ")), 0));
    }
}
