//! One reader for every line that gives a move: a move typed at the
//! prompt and the move of a slip-of-the-tongue correction (`correct MOVE`,
//! Appendix D.2.8) are read alike, in every input form (algebraic in any
//! letters, the vocabulary's spoken words, braille cells or Braille ASCII),
//! and refused or asked about alike.

use shakmaty::{Chess, Color, Move, Position};

use super::braille_io::BrailleOrMove;
use super::spoken::SpokenOutcome;
use super::{Pending, Reply, Session};
use braille::BrailleError;
use laws::notation::MoveError;
use phonetics::SpokenError;
use speech::Earcon;

/// What a line says as a move in a position.
pub(super) enum LineMove {
    /// One legal move, with the misheard words that were taken for others.
    Move(Move, Vec<(String, String)>),
    /// No single legal move (several fitting: [`MoveError::Ambiguous`]).
    Refused(MoveError),
    /// Spoken words that name no single legal move.
    SpokenRefused(MoveError),
    /// Spoken words that do not form a move.
    Spoken(SpokenError),
    /// Braille cells that are no move.
    Braille(BrailleError),
    /// A print-style move number ("12. Nf3", "1... e5") that is not the
    /// game's: the number and the side it names.
    WrongNumber(u32, Option<Color>),
}

/// A print-style move number at the start of a line: "12.", "12",
/// "1...", "1…" followed by the move ("12. Nf3", "1...e5", "12 nf3").
/// Returns the number, the side the periods name (one period White, two
/// or more or "…" Black, none: either) and the rest of the line.
pub(super) fn split_move_number(line: &str) -> Option<(u32, Option<Color>, &str)> {
    // Most lines (every move typed without its number) start with an ASCII
    // character that is neither a digit nor a blank.
    if line
        .as_bytes()
        .first()
        .is_some_and(|b| b.is_ascii_graphic() && !b.is_ascii_digit())
    {
        return None;
    }
    let text = line.trim_start();
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 || digits > 4 {
        return None;
    }
    let (num, rest) = text.split_at(digits);
    let number: u32 = num.parse().ok()?;
    let after = rest.trim_start_matches(['.', '…']);
    let marks = &rest[..rest.len() - after.len()];
    let side = match marks {
        "" => None,
        "." => Some(Color::White),
        _ => Some(Color::Black),
    };
    let tail = after.trim_start();
    // "0-0" and "1-0" are no numbers; without periods a blank must follow.
    if tail.is_empty() || (marks.is_empty() && tail.len() == after.len()) {
        return None;
    }
    Some((number, side, tail))
}

/// A line of Unicode braille cells (and blanks) as its six-dot Braille
/// ASCII, so that cells and their ASCII are read alike; `None` for any
/// other line (`cells`: the line has braille cells at all).
fn cells_as_ascii(line: &str, cells: bool) -> Option<String> {
    if !cells {
        return None;
    }
    let ascii = braille::BrailleAscii::standard();
    line.chars()
        .map(|c| match braille::cell_of_char(c) {
            Some(bits) => Some(ascii.char_of(bits & 0x3F)),
            None if c == ' ' || c == '\t' => Some(' '),
            None => None,
        })
        .collect()
}

impl Session {
    /// Reads `line` as a move in `pos`: algebraic notation first, then the
    /// vocabulary's words (when `spoken`), then braille.  A print-style move
    /// number before the move is checked against the game.  The same cells
    /// always read alike: Unicode cells are read as their Braille
    /// ASCII, and when a line that is Braille ASCII names different legal
    /// moves by its algebraic reading, its braille reading or the case of
    /// its first letter ("Bxc6", "bxc6", "BXC6"; German "Dxe5"), every one
    /// of them is offered in a question. `legal`: the legal moves of `pos`
    /// when they are known (the game keeps those of its position).
    pub(super) fn read_move(
        &self,
        pos: &Chess,
        legal: Option<&laws::rules::LegalMoves>,
        line: &str,
        spoken: bool,
    ) -> LineMove {
        let cells = braille::looks_like_braille(line);
        let ascii = cells_as_ascii(line, cells);
        let whole = ascii.as_deref().unwrap_or(line);
        let now = pos.fullmoves().get();
        let text = match split_move_number(whole) {
            Some((number, side, rest)) => {
                if number != now || side.is_some_and(|c| c != pos.turn()) {
                    return LineMove::WrongNumber(number, side);
                }
                rest
            }
            None => whole,
        };
        // The braille colour mark before the move (BCA 2015 1.2: dots 3-6
        // Black, dots 4-6 White) is checked like print's periods.
        // Marks alone ("..", "--") are no move of either side.
        if let Some(side) = braille::marked_side(text, &self.braille.code)
            && text
                .chars()
                .any(|c| !matches!(c, '.' | '-' | ' ' | '\u{2824}' | '\u{2828}'))
            && side != pos.turn()
        {
            return LineMove::WrongNumber(now, Some(side));
        }
        // Typed braille: cells, or Braille ASCII while braille is on (a
        // braille display in use).  Without braille, algebraic notation
        // keeps its own letters ("Rf3" is the French king's move), and the
        // braille reading is only needed when it finds no move.
        let typed_braille = cells || self.braille.out != super::braille_io::BrailleOut::Off;
        let early = typed_braille.then(|| self.braille_resolve(pos, text, cells));
        let as_braille = matches!(early, Some(Some(Ok(_) | Err(BrailleOrMove::Move(_)))));
        let any_case = self.reader.case_rule() == laws::notation::CaseRule::Any;
        // A Braille ASCII line may come in any case: a first letter that is
        // no file is a piece letter, read as print writes it ("KE2", "ke2"
        // = "Ke2"); a file letter is read both ways below.
        let resolve = |text: &str| self.reader.resolve_among(pos, legal, text);
        let canon = if as_braille && any_case {
            canonical_case(text)
        } else {
            None
        };
        let alg = match canon {
            Some(canon) => match resolve(&canon) {
                Err(MoveError::NotAMove) => resolve(text),
                other => other,
            },
            None => resolve(text),
        };
        // Only where the braille reading or the other case adds a move is
        // the answer another one than the algebraic reading's.
        if as_braille {
            let mut found: Vec<Move> = match &alg {
                Ok(m) => vec![*m],
                Err(MoveError::Ambiguous(ms)) => ms.clone(),
                Err(_) => Vec::new(),
            };
            let algebraic = found.len();
            let add = |found: &mut Vec<Move>, ms: &[Move]| {
                for m in ms {
                    if !found.contains(m) {
                        found.push(*m);
                    }
                }
            };
            match early.as_ref().and_then(Option::as_ref) {
                Some(Ok(m)) => add(&mut found, &[*m]),
                Some(Err(BrailleOrMove::Move(MoveError::Ambiguous(ms)))) => add(&mut found, ms),
                _ => {}
            }
            if any_case {
                for variant in case_variants(text) {
                    match resolve(&variant) {
                        Ok(m) => add(&mut found, &[m]),
                        Err(MoveError::Ambiguous(ms)) => add(&mut found, &ms),
                        Err(_) => {}
                    }
                }
            }
            if (algebraic > 0 && found.len() > algebraic) || (algebraic == 0 && found.len() > 1) {
                // The same question whatever the case the line came in.
                found.sort_by_key(|m| (m.role(), m.from(), m.to(), m.promotion()));
                return LineMove::Refused(MoveError::Ambiguous(found));
            }
        }
        if let Ok(m) = alg {
            return LineMove::Move(m, Vec::new());
        }
        // The braille reading, when it was not made above: only once
        // neither algebraic notation nor the spoken words found a move.
        let ambiguous = matches!(alg, Err(MoveError::Ambiguous(_)));
        let braille = move || match early {
            Some(b) => b,
            None if ambiguous => None,
            None => self.braille_resolve(pos, text, cells),
        };
        match alg {
            Ok(m) => LineMove::Move(m, Vec::new()),
            Err(MoveError::Ambiguous(ms)) => LineMove::Refused(MoveError::Ambiguous(ms)),
            Err(MoveError::NotAMove) if spoken && !cells => {
                match self.spoken_resolve(pos, legal, text) {
                    SpokenOutcome::NotSpoken => {}
                    SpokenOutcome::Move(m, heard) => return LineMove::Move(m, heard),
                    SpokenOutcome::Refused(e) => return LineMove::SpokenRefused(e),
                    SpokenOutcome::Error(e) => return LineMove::Spoken(e),
                }
                match braille() {
                    Some(Ok(m)) => LineMove::Move(m, Vec::new()),
                    Some(Err(BrailleOrMove::Braille(e))) => LineMove::Braille(e),
                    Some(Err(BrailleOrMove::Move(e))) => LineMove::Refused(e),
                    None => LineMove::Refused(MoveError::NotAMove),
                }
            }
            Err(alg_err) => match braille() {
                Some(Ok(m)) => LineMove::Move(m, Vec::new()),
                Some(Err(BrailleOrMove::Braille(e))) => LineMove::Braille(e),
                // A real algebraic reading says more than a Braille ASCII
                // one; typed cells are braille.
                Some(Err(BrailleOrMove::Move(e))) if cells || alg_err == MoveError::NotAMove => {
                    LineMove::Refused(e)
                }
                _ => LineMove::Refused(alg_err),
            },
        }
    }

    /// What is said when a line gave no single move. A question between
    /// several moves is asked about `pos`; `correcting` makes its answer
    /// a correction of the last move.
    pub(super) fn refusal(
        &mut self,
        pos: &Chess,
        read: LineMove,
        line: &str,
        correcting: bool,
    ) -> Vec<Reply> {
        match read {
            LineMove::Move(..) => Vec::new(),
            LineMove::Refused(MoveError::Ambiguous(ms))
            | LineMove::SpokenRefused(MoveError::Ambiguous(ms)) => {
                let q = self.question(pos, &ms);
                self.pending = Some(if correcting {
                    Pending::WhichCorrection(ms)
                } else {
                    Pending::WhichMove(ms)
                });
                vec![Reply::say(q)]
            }
            LineMove::Refused(MoveError::NotAMove) => vec![
                Reply::Sound(Earcon::InputRejected),
                Reply::say(self.texts.not_understood(line)),
            ],
            LineMove::Refused(e) => vec![
                Reply::Sound(Earcon::InputRejected),
                Reply::say(self.texts.move_error(&e, &self.namer())),
            ],
            LineMove::SpokenRefused(e) => {
                vec![Reply::say(self.texts.move_error(&e, &self.namer()))]
            }
            LineMove::Spoken(e) => vec![Reply::mixed(self.texts.spoken_error(
                &e,
                self.vocabulary(),
                self.announce_lang(),
            ))],
            LineMove::Braille(e) => vec![Reply::say(self.texts.braille_error(&e))],
            LineMove::WrongNumber(number, side) => vec![
                Reply::Sound(Earcon::InputRejected),
                Reply::say(self.texts.wrong_move_number(
                    number,
                    side,
                    pos.fullmoves().get(),
                    pos.turn(),
                )),
            ],
        }
    }

    /// May the last move still be corrected? From the moment it is played
    /// until the next move is played (queries, clock announcements, refused
    /// or unfinished move attempts in between do not end it; `undo`, a new
    /// position, an adjournment (the move is sealed) or the end of the game
    /// do).
    fn may_correct_now(&self) -> bool {
        !self.game.moves().is_empty()
            && !self.game.is_over()
            && self.adjourned.is_none()
            // Not while the sealed move is being written (adjourning).
            && !matches!(
                self.pending,
                Some(
                    Pending::Name { .. }
                        | Pending::Resumption(_)
                        | Pending::SealedMove { .. }
                        | Pending::Secret { .. }
                )
            )
            && self.may_correct == Some(self.game.moves().len())
    }

    /// `correct MOVE` (`korrektur`, `исправить`): a slip of the tongue
    /// (D.2.8) is put right before the next move is entered. The move
    /// meant is read in every input form against the position before the
    /// slip; several fitting moves are asked about. Later only the arbiter
    /// can take a move back (`undo`).
    pub(super) fn correct(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let Some(text) = arg else {
            return vec![Reply::say(self.texts.correct_usage())];
        };
        if !self.may_correct_now() {
            return vec![Reply::say(self.texts.correct_too_late())];
        }
        // Nothing changes while the arbiter has paused the clock.
        if self.clock_paused() {
            return vec![Reply::say(self.texts.move_while_paused())];
        }
        let Some(before) = self.game.moves().last().map(|pm| pm.before.clone()) else {
            return vec![Reply::say(self.texts.correct_too_late())];
        };
        // A question about the move being corrected is answered by the
        // correction itself.
        if matches!(
            self.pending,
            Some(Pending::WhichMove(_) | Pending::WhichCorrection(_))
        ) {
            self.pending = None;
        }
        match self.read_move(&before, None, text, true) {
            LineMove::Move(m, heard) => {
                let mut out: Vec<Reply> = heard
                    .iter()
                    .map(|(h, u)| Reply::mixed(self.texts.understood(h, u, self.announce_lang())))
                    .collect();
                out.extend(self.correct_with(m));
                out
            }
            other => self.refusal(&before, other, text, true),
        }
    }

    /// Takes the slip back and plays `m` in its place.
    pub(super) fn correct_with(&mut self, m: Move) -> Vec<Reply> {
        if !self.may_correct_now() || self.game.undo().is_err() {
            return vec![Reply::say(self.texts.correct_too_late())];
        }
        self.clock_undo();
        let mut out = vec![Reply::say(self.texts.corrected())];
        out.extend(self.play(m));
        out
    }
}

/// A line whose first letter is a letter but no file, written as print
/// writes a piece move: capital first letter, the rest lower case ("KE2"
/// and "ke2" as "Ke2").  `None` when nothing would change or the first
/// letter is a file (see [`case_variants`]).
fn canonical_case(text: &str) -> Option<String> {
    let first = text.chars().next()?;
    if !first.is_ascii_alphabetic() || matches!(first.to_ascii_lowercase(), 'a'..='h') {
        return None;
    }
    let mut canon = text.to_ascii_lowercase();
    canon[..1].make_ascii_uppercase();
    (canon != text).then_some(canon)
}

/// The line with its first letter in the other case readings could give:
/// all lower case, and a capital first letter ("Bxc6", "bxc6" for
/// "BXC6").  Only a first letter that is a file letter matters: there a
/// piece letter and a file can share a cell (English B, German D).
fn case_variants(text: &str) -> Vec<String> {
    let Some(first) = text.chars().next() else {
        return Vec::new();
    };
    if !matches!(first.to_ascii_lowercase(), 'a'..='h') {
        return Vec::new();
    }
    let lower = text.to_ascii_lowercase();
    let mut capital = lower.clone();
    capital[..1].make_ascii_uppercase();
    [lower, capital].into_iter().filter(|v| v != text).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::SessionOptions;

    fn moves_of(read: LineMove) -> Vec<Move> {
        match read {
            LineMove::Move(m, _) => vec![m],
            LineMove::Refused(MoveError::Ambiguous(mut ms)) => {
                ms.sort_by_key(|m| (m.role(), m.from(), m.to(), m.promotion()));
                ms
            }
            _ => Vec::new(),
        }
    }

    fn positions() -> Vec<Chess> {
        let game =
            laws::pgn::read_first(include_str!("../../tests/data/morphy-opera-1858.pgn")).unwrap();
        let mut pos = game.start.clone();
        let mut all = vec![pos.clone()];
        for m in &game.moves {
            pos.play_unchecked(*m);
            all.push(pos.clone());
        }
        for fen in [
            "4k3/8/2n5/1P1B4/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/4r3/3P4/8/7Q/4K3 w - - 0 1",
            "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1",
        ] {
            all.push(laws::notation::fen::read_fen(fen, false).unwrap());
        }
        all
    }

    /// Every legal move written in each code reads back as that move, as
    /// Unicode cells and as Braille ASCII in upper, lower and mixed case,
    /// and every form gives the same answer, whatever the
    /// notation setting.
    #[test]
    fn the_same_cells_read_alike_in_every_form_and_case() {
        let positions = positions();
        for (code, notation) in [
            ("uk", None),
            ("de", None),
            ("uk", Some("de")),
            ("de", Some("de")),
            ("de", Some("en")),
        ] {
            let s = Session::new(&SessionOptions {
                braille: Some("ascii".into()),
                braille_code: Some(code.into()),
                notation: notation.map(String::from),
                ..SessionOptions::default()
            })
            .unwrap();
            // The forms written: the code's own, and for the BCA code the
            // forms annabella wrote before (capture x, check and mate "+"
            // and "++" after the move), which are still read.
            let mut writers = vec![s.braille.code.clone()];
            if code == "uk" {
                let old = include_str!("../../braille/chess-uk.toml")
                    .replace("capture = \"⠰\"", "capture = \"⠭\"")
                    .replace("check_before = \"⠘\"", "")
                    .replace("capture_check = \"⠸\"", "")
                    .replace("mate = \"⠜⠍\"", "mate = \"⠬⠬\"")
                    .replace("capture = [\"⠭\", ", "capture = [")
                    .replace("mate = [\"⠬⠬\", ", "mate = [");
                let old = braille::ChessCode::from_toml(&old).unwrap();
                assert_eq!(braille::encode_move("Rxf4+", &old).to_ascii(), "RXF4+");
                assert_eq!(braille::encode_move("Rd8#", &old).to_ascii(), "RD8++");
                writers.push(old);
            }
            for pos in &positions {
                for m in pos.legal_moves() {
                    let san = shakmaty::san::SanPlus::from_move(pos.clone(), m);
                    for writer in &writers {
                        let cells = braille::encode_san(&san, writer);
                        let ascii = cells.to_ascii();
                        // The same move after the colour marks the code
                        // reads (BCA 1.1 and 1.2: dots 5-6 either side, 4-6
                        // White, 3-6 Black).
                        let mut marked = vec![format!("-{ascii}")];
                        if code == "uk" {
                            marked.push(format!(";{ascii}"));
                            marked.push(format!(".{ascii}"));
                        }
                        marked.retain(|t| pos.turn() == Color::White || !t.starts_with('.'));
                        marked.retain(|t| pos.turn() == Color::Black || !t.starts_with('-'));
                        for ascii in std::iter::once(ascii).chain(marked) {
                            let lower = ascii.to_ascii_lowercase();
                            let mut mixed = lower.clone();
                            if let Some(i) = mixed.find(|c: char| c.is_ascii_alphabetic()) {
                                mixed[i..=i].make_ascii_uppercase();
                            }
                            let unicode: String = ascii
                                .chars()
                                .map(|c| {
                                    let bits =
                                        braille::BrailleAscii::standard().cell_of(c).unwrap();
                                    char::from_u32(0x2800 + u32::from(bits)).unwrap()
                                })
                                .collect();
                            let forms = [unicode, ascii, lower, mixed];
                            let read: Vec<Vec<Move>> = forms
                                .iter()
                                .map(|f| moves_of(s.read_move(pos, None, f, true)))
                                .collect();
                            assert!(
                                read[0].contains(&m),
                                "{code} {notation:?} {san}: {forms:?} {read:?}"
                            );
                            assert!(
                                read.iter().all(|r| r == &read[0]),
                                "{code} {notation:?} {san}: {forms:?} {read:?}"
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn print_move_numbers_are_split_off() {
        assert_eq!(
            split_move_number("12. Nf3"),
            Some((12, Some(Color::White), "Nf3"))
        );
        assert_eq!(
            split_move_number("1.e4"),
            Some((1, Some(Color::White), "e4"))
        );
        assert_eq!(
            split_move_number("1... e5"),
            Some((1, Some(Color::Black), "e5"))
        );
        assert_eq!(
            split_move_number("1…e5"),
            Some((1, Some(Color::Black), "e5"))
        );
        assert_eq!(split_move_number("20 -e5"), Some((20, None, "-e5")));
        for not in ["0-0", "1-0", "12", "12.", "e4", "4", "12345. e4", "1/2-1/2"] {
            assert_eq!(split_move_number(not), None, "{not}");
        }
    }
}
