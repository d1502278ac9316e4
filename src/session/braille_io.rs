//! Braille in the session: moves typed in braille, a braille line after
//! every announced move, the board diagram and the braille scoresheet
//! (Appendix F5 / D.2.7: the blind player may keep the score in braille).

use std::str::FromStr;

use shakmaty::{Color, Move, Position};

use super::{Reply, Session};
use braille::{self, BrailleError, Cells, ChessCode, ScoreHeader};
use laws::notation::MoveError;

/// How braille lines are shown (`--braille`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BrailleOut {
    /// No braille lines (the screen reader's own braille still works).
    #[default]
    Off,
    /// Unicode braille cells (U+2800..): 8-dot, White's pieces with dot 7.
    Unicode,
    /// Braille ASCII, for displays and embossers without Unicode.
    Ascii,
}

impl FromStr for BrailleOut {
    type Err = String;
    fn from_str(s: &str) -> Result<BrailleOut, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "off" | "aus" | "no" => Ok(BrailleOut::Off),
            "unicode" | "on" | "an" => Ok(BrailleOut::Unicode),
            "ascii" | "brf" => Ok(BrailleOut::Ascii),
            other => Err(format!(
                "unknown braille output '{other}': expected off, unicode or ascii"
            )),
        }
    }
}

/// Braille settings of a session.
#[derive(Clone, Debug)]
pub struct BrailleSettings {
    pub out: BrailleOut,
    pub code: ChessCode,
    /// Which pieces the diagram and the Forsyth line mark.
    pub mark: braille::DiagramMark,
    /// Longest printed line (`--line-width`; 0: unlimited).
    pub line_width: usize,
    /// Scoresheet headers through liblouis when installed.
    pub literary: bool,
}

impl Session {
    /// The side the blind player's boards are seen from: Black's when the
    /// blind player is Black (the Dot Pad's diagram).
    pub fn board_from_black(&self) -> bool {
        self.blind == Some(Color::Black)
    }

    /// The game's chess braille code.
    pub fn chess_code(&self) -> &ChessCode {
        &self.braille.code
    }

    /// The game as the Dot Pad shows it: from the blind player's side, its
    /// text line in the session's braille code.
    pub fn dotpad_view(&self) -> devices::dotpad::GameView<'_> {
        devices::dotpad::GameView {
            game: self.game(),
            from_black: self.board_from_black(),
            code: self.chess_code(),
        }
    }

    /// Cells as the chosen braille output writes them.
    fn cells_text(&self, cells: &Cells) -> String {
        match self.braille.out {
            BrailleOut::Ascii => cells.to_ascii(),
            _ => cells.to_unicode(),
        }
    }

    /// The braille line added after an announced move, if braille is on.
    pub(super) fn braille_move_line(&self, san: &shakmaty::san::SanPlus) -> Option<Reply> {
        if self.braille.out == BrailleOut::Off {
            return None;
        }
        let cells = braille::encode_san(san, &self.braille.code);
        Some(Reply::Print(self.cells_text(&cells)))
    }

    /// Reads a line as braille (Unicode cells or Braille ASCII) and resolves
    /// it in `pos`. `None` when the line gives no braille reading at all
    /// and is no line of cells (`cells`).  The readings are English SAN and
    /// are resolved as such, whatever `--notation` says (a lower-case b that
    /// no pawn can play is the bishop, as typed "Bxc6" would be).
    pub(super) fn braille_resolve(
        &self,
        pos: &shakmaty::Chess,
        line: &str,
        cells: bool,
    ) -> Option<Result<Move, BrailleOrMove>> {
        let readings = match braille::decode_candidates(line, &self.braille.code) {
            Ok(r) => r,
            Err(e) => {
                // Only a line of real braille cells gets a braille message;
                // ASCII that is no braille move is someone else's business.
                return cells.then_some(Err(BrailleOrMove::Braille(e)));
            }
        };
        let san_reader = laws::notation::Reader::new(
            laws::notation::LangChoice::parse("en").unwrap_or_default(),
            laws::notation::CaseRule::Any,
        );
        let mut found: Vec<Move> = Vec::new();
        let mut first_err = None;
        for text in &readings {
            match san_reader.resolve(pos, text) {
                Ok(m) => {
                    if !found.contains(&m) {
                        found.push(m);
                    }
                }
                Err(MoveError::Ambiguous(ms)) => {
                    for m in ms {
                        if !found.contains(&m) {
                            found.push(m);
                        }
                    }
                }
                Err(e) => {
                    first_err.get_or_insert(e);
                }
            }
        }
        match found.len() {
            1 => Some(Ok(found[0])),
            0 => first_err.map(|e| Err(BrailleOrMove::Move(e))),
            _ => Some(Err(BrailleOrMove::Move(MoveError::Ambiguous(found)))),
        }
    }

    /// `board`/`brett`: the braille diagram where braille is on (seen from
    /// the blind player's side), else the pieces in words.
    pub(super) fn board(&self, arg: Option<&str>) -> Vec<Reply> {
        let from_black = arg
            .and_then(super::board_from_black)
            .unwrap_or(self.blind == Some(Color::Black));
        if self.braille.out == BrailleOut::Off {
            return self.pieces_in_words(None);
        }
        // The six-dot diagram (Black's pieces after ⠠) reads alike on any
        // display and in plain Braille ASCII.  The 8-dot form (White's
        // pieces with dot 7) is written in Braille ASCII as 8-dot computer
        // braille: White in capitals, Black in lower case, as in FEN.
        let mark = self.braille.mark;
        let mut out: Vec<Reply> = braille::board_diagram(
            self.game.position().board(),
            from_black,
            &self.braille.code,
            mark,
        )
        .iter()
        .map(|c| {
            Reply::Print(match (self.braille.out, mark) {
                (BrailleOut::Ascii, braille::DiagramMark::White) => c.to_ascii8(),
                (BrailleOut::Ascii, braille::DiagramMark::Black) => c.to_ascii(),
                _ => c.to_unicode(),
            })
        })
        .collect();
        // The diagram is for the fingers; the ear hears the
        // pieces in words.
        out.extend(self.board_spoken());
        out
    }

    /// `forsyth`: the one-line Forsyth form of braille chess books, marking
    /// the same pieces as the diagram.
    pub(super) fn forsyth(&self) -> Vec<Reply> {
        let cells = braille::forsyth_marked(
            self.game.position().board(),
            &self.braille.code,
            self.braille.mark,
        );
        let mut out = vec![Reply::Print(self.cells_text(&cells))];
        out.extend(self.board_spoken());
        out
    }

    /// The braille scoresheet as pages of cells: numbered from the start
    /// position's move number, a Black first move marked as the code says,
    /// the start position of a set-up game, the time control, and the
    /// result with how the game ended (from the game, or from the PGN it
    /// was read from).
    pub fn braille_pages(&self) -> Vec<Vec<Cells>> {
        self.braille_pages_marked(&[])
    }

    /// The braille scoresheet with the marks of an analysis after the
    /// moves (`marks[i]` after the game's move `i`).
    pub fn braille_pages_marked(&self, marks: &[Option<braille::Annotation>]) -> Vec<Vec<Cells>> {
        let header = self.pgn_header();
        let unknown = |s: &str| {
            if s == "?" {
                String::new()
            } else {
                s.to_string()
            }
        };
        let start = self.game.start();
        let standard = start.board() == shakmaty::Chess::default().board()
            && start.turn() == Color::White
            && start.fullmoves().get() == 1;
        let ending = match (self.game.result(), self.imported_end()) {
            (Some(r), _) => self.texts.result(r),
            (None, Some(end)) => self.texts.result(&end.ending),
            (None, None) => String::new(),
        };
        let tag = |name: &str| {
            header
                .extra
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        };
        let sheet = ScoreHeader {
            white: unknown(&header.white),
            black: unknown(&header.black),
            event: unknown(&header.event),
            date: known_date(&header.date),
            result: header.result.clone(),
            ending,
            time_control: tag("TimeControl"),
            start: if standard {
                Cells::new()
            } else {
                braille::forsyth_marked(start.board(), &self.braille.code, self.braille.mark)
            },
            first_move: start.fullmoves().get(),
            black_first: start.turn() == Color::Black,
            from_move: if standard {
                String::new()
            } else {
                self.texts.to_move(start.turn(), start.fullmoves().get())
            },
            literary: None,
            note: String::new(),
        };
        let sheet = self.literary_header(sheet);
        let moves: Vec<String> = self
            .game
            .moves()
            .iter()
            .map(|pm| pm.san.to_string())
            .collect();
        braille::scoresheet_marked(&sheet, &moves, marks, &header.result, &self.braille.code)
    }

    /// The header in the literary braille of the UI language through
    /// liblouis when it is installed (and not turned off); else the
    /// computer-braille header with a first line that says so.
    fn literary_header(&self, mut sheet: ScoreHeader) -> ScoreHeader {
        let labels = self.texts.braille_labels();
        let mut text: Vec<String> = [
            (&labels.white, &sheet.white),
            (&labels.black, &sheet.black),
            (&labels.event, &sheet.event),
            (&labels.date, &sheet.date),
            (&labels.time_control, &sheet.time_control),
            (&labels.result, &sheet.result),
        ]
        .iter()
        .filter(|(_, v)| !v.trim().is_empty())
        .map(|(l, v)| format!("{l}: {}", v.trim()))
        .collect();
        if !sheet.ending.trim().is_empty() {
            text.push(sheet.ending.trim().to_string());
        }
        // "Start position: Black to move, move 20.": the side and number
        // belong to the start, not to the end just said.
        if !sheet.start.is_empty() {
            text.push(format!("{}: {}", labels.start, sheet.from_move.trim()));
        }
        let literary = if self.braille.literary && braille::louis::available() {
            braille::louis::forward(&text, self.lang).ok()
        } else {
            None
        };
        match literary {
            Some(lines) => sheet.literary = Some(lines),
            None => sheet.note = self.texts.braille_computer_header(),
        }
        sheet
    }

    /// Writes scoresheet headers in literary braille through liblouis when
    /// it is installed (`true`, the default), or always in computer
    /// braille (`false`: transcripts, which must read alike on every
    /// machine).
    pub fn set_literary_braille(&mut self, on: bool) {
        self.braille.literary = on;
    }

    /// Longest printed line in characters (`--line-width`; by default 40
    /// when braille output is on, for a 40-cell display, else 0:
    /// unlimited).
    pub fn line_width(&self) -> usize {
        self.braille.line_width
    }

    /// Uses another chess braille code from now on (`annabella export
    /// --braille-code` for a journal recorded with another one).
    pub fn set_braille_code(&mut self, code: ChessCode) {
        self.braille.code = code;
    }

    /// Marks the other colour in diagrams and Forsyth lines from now on
    /// (`annabella export --diagram-mark` for a journal).
    pub fn set_diagram_mark(&mut self, mark: braille::DiagramMark) {
        self.braille.mark = mark;
    }

    /// `scoresheet FILE`: writes the braille score, BRF when the name ends
    /// in .brf, Unicode braille text otherwise.  `scoresheet` alone shows
    /// it, line by line, in the braille output chosen (Unicode braille
    /// when braille output is off).
    pub(super) fn write_scoresheet(&self, arg: Option<&str>) -> Vec<Reply> {
        let Some(path) = arg else {
            return self
                .braille_pages()
                .iter()
                .flatten()
                .map(|line| {
                    Reply::Print(match self.braille.out {
                        BrailleOut::Ascii => line.to_ascii(),
                        _ => line.to_unicode().replace('\u{2800}', " "),
                    })
                })
                .collect();
        };
        let pages = self.braille_pages();
        let text = if path.to_ascii_lowercase().ends_with(".brf") {
            braille::to_brf(&pages)
        } else {
            braille::to_unicode_text(&pages)
        };
        vec![Reply::Write(super::FileJob {
            path: path.into(),
            contents: text,
            kind: super::FileKind::Scoresheet,
        })]
    }
}

/// A braille line that failed: as braille, or as the move it spelled.
#[derive(Clone, Debug)]
pub enum BrailleOrMove {
    Braille(BrailleError),
    Move(MoveError),
}

/// The known part of a PGN date: "1858.??.??" is written "1858",
/// "2026.11.??" "2026.11", "????.??.??" not at all (question marks read
/// as a reader's doubt, not as "unknown").
fn known_date(date: &str) -> String {
    date.split('.')
        .take_while(|part| !part.is_empty() && !part.contains('?'))
        .collect::<Vec<_>>()
        .join(".")
}
