//! Braille in the session: moves typed in braille, a braille line after
//! every announced move, the board diagram and the braille scoresheet
//! (Appendix F5 / D.2.7: the blind player may keep the score in braille).

use std::str::FromStr;

use shakmaty::{Color, Move, Position};

use super::{Reply, Session};
use crate::braille::{self, BrailleError, Cells, ChessCode, ScoreHeader};
use crate::notation::MoveError;

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
}

impl Session {
    /// The side the blind player's boards are seen from: Black's when the
    /// blind player is Black (issue 15, the Dot Pad's diagram).
    pub fn board_from_black(&self) -> bool {
        self.blind == Some(Color::Black)
    }

    /// The game's chess braille code.
    pub fn chess_code(&self) -> &ChessCode {
        &self.braille.code
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
    /// it in `pos`. `None` when the line gives no braille reading at all.
    pub(super) fn braille_resolve(
        &self,
        pos: &shakmaty::Chess,
        line: &str,
    ) -> Option<Result<Move, BrailleOrMove>> {
        let readings = match braille::decode_candidates(line, &self.braille.code) {
            Ok(r) => r,
            Err(e) => {
                // Only a line of real braille cells gets a braille message;
                // ASCII that is no braille move is someone else's business.
                return braille::looks_like_braille(line).then_some(Err(BrailleOrMove::Braille(e)));
            }
        };
        let mut found: Vec<Move> = Vec::new();
        let mut first_err = None;
        for text in &readings {
            match self.reader.resolve(pos, text) {
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
        let from_black = match arg.map(str::to_lowercase).as_deref() {
            Some("black" | "schwarz" | "flip" | "drehen") => true,
            Some("white" | "weiß" | "weiss") => false,
            _ => self.blind == Some(Color::Black),
        };
        if self.braille.out == BrailleOut::Off {
            return self.pieces_in_words(None);
        }
        // In Braille ASCII the diagram is 8-dot computer braille: White
        // pieces (dot 7) in capitals, Black in lower case, as in FEN;
        // plain 6-dot ASCII would print both colours alike.
        braille::diagram(self.game.position().board(), from_black, &self.braille.code)
            .iter()
            .map(|c| {
                Reply::Print(match self.braille.out {
                    BrailleOut::Ascii => c.to_ascii8(),
                    _ => c.to_unicode(),
                })
            })
            .collect()
    }

    /// `forsyth`: the one-line Forsyth form of braille chess books.
    pub(super) fn forsyth(&self) -> Vec<Reply> {
        let cells = braille::forsyth(self.game.position().board(), &self.braille.code);
        vec![Reply::Print(self.cells_text(&cells))]
    }

    /// The braille scoresheet as pages of cells.
    pub fn braille_pages(&self) -> Vec<Vec<Cells>> {
        let header = self.pgn_header();
        let unknown = |s: &str| {
            if s == "?" {
                String::new()
            } else {
                s.to_string()
            }
        };
        let sheet = ScoreHeader {
            white: unknown(&header.white),
            black: unknown(&header.black),
            event: unknown(&header.event),
            date: if header.date.starts_with('?') {
                String::new()
            } else {
                header.date.clone()
            },
            result: header.result.clone(),
        };
        let moves: Vec<String> = self
            .game
            .moves()
            .iter()
            .map(|pm| pm.san.to_string())
            .collect();
        braille::scoresheet(&sheet, &moves, &header.result, &self.braille.code)
    }

    /// `scoresheet FILE`: writes the braille score, BRF when the name ends
    /// in .brf, Unicode braille text otherwise.
    pub(super) fn write_scoresheet(&self, arg: Option<&str>) -> Vec<Reply> {
        let Some(path) = arg else {
            return vec![Reply::Say(self.texts.scoresheet_usage())];
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
