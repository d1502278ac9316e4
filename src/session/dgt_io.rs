//! The sighted player's DGT e-board: what its settled boards
//! mean for the game. The game loop owns the device and hands over
//! [`DgtReading`]s; [`devices::dgt::reading::judge`] says what a board
//! means; here a move read from the board is played like a typed one
//! (clock, journal, pin board, speech), and every difference is said once,
//! in the announcement's words, until the board is right again.

use shakmaty::{Board, Piece, Position, Square};

use super::{Reply, Session};
use devices::dgt::DgtReading;
use devices::dgt::reading::{Judgement, judge};
use laws::notation::Namer;

/// What the session knows of the e-board.
#[derive(Default)]
pub struct DgtState {
    /// The number of moves in the game right after the last move read
    /// from the e-board: the last move was made there, not typed.
    read_at: Option<usize>,
    /// Differences said since the board was last right: each is said once.
    said: Vec<(Square, Option<Piece>)>,
    /// A disagreement with a typed move was said for this board.
    disagreement: Option<Board>,
    /// Just connected: the first board says whether it is right.
    fresh: bool,
    /// The board last seen (typed lines change it square by square).
    seen: Option<Board>,
}

impl DgtState {
    /// Whether a difference from the game (or from a typed move) was said
    /// since the board was last right: the boards diverge.
    pub(super) fn differs_said(&self) -> bool {
        !self.said.is_empty() || self.disagreement.is_some()
    }

    /// Just connected: the first board is compared with the game.
    pub(super) fn connected() -> DgtState {
        DgtState {
            fresh: true,
            ..DgtState::default()
        }
    }
}

impl Session {
    /// An e-board was connected (by the game loop): its first board is
    /// compared with the game, and whether it agrees is said.
    pub fn attach_dgt(&mut self) {
        let state = self.dgt.get_or_insert_with(DgtState::default);
        state.fresh = true;
        state.said.clear();
        state.disagreement = None;
    }

    /// What the e-board reported, handed over by the game loop.
    pub fn dgt_reading(&mut self, reading: &DgtReading) -> Vec<Reply> {
        match reading {
            DgtReading::Garbled => vec![Reply::say(self.texts.dgt_garbled())],
            DgtReading::Lost => vec![Reply::say(self.texts.dgt_lost())],
            // Plugged in again: its first board is compared with the game anew.
            DgtReading::Back => {
                self.attach_dgt();
                vec![Reply::say(self.texts.dgt_back())]
            }
            // No answer within its time: said once.
            DgtReading::Silent => vec![Reply::say(self.texts.dgt_silent())],
            // Answering again: its board is compared with the game anew.
            DgtReading::Answers => {
                self.attach_dgt();
                vec![Reply::say(self.texts.dgt_answers_again())]
            }
            DgtReading::Board(seen) => self.dgt_board(seen),
        }
    }

    /// A typed line that is no move now, right after a move read from the
    /// e-board, but a move before it: typed for the move the board made
    /// (said to be there already) or for another one (a disagreement,
    /// said aloud). Nothing in the game changes.
    pub(super) fn dgt_typed_after_board(&mut self, line: &str) -> Option<Vec<Reply>> {
        let n = self.game.moves().len();
        if self.dgt.as_ref()?.read_at != Some(n) {
            return None;
        }
        let last = self.game.moves().last()?;
        let (before, board_move) = (last.before.clone(), last.mv);
        let typed = match self.read_move(&before, None, line, true) {
            super::reading::LineMove::Move(m, _) => m,
            _ => return None,
        };
        let shown = self.announce_words(&before, board_move);
        if typed == board_move {
            return Some(vec![Reply::mixed(
                self.texts.dgt_already_read(&shown, self.announce_lang()),
            )]);
        }
        let had = self.announce_words(&before, typed);
        Some(vec![
            Reply::mixed(
                self.texts
                    .dgt_typed_differs(&shown, &had, self.announce_lang()),
            ),
            Reply::say(self.texts.dgt_call_arbiter()),
        ])
    }

    /// `dgt board FEN`, `dgt lift e2`, `dgt place e4 P` (FEN letter):
    /// a settled e-board typed, for scripts and transcripts; each line is
    /// one board that stood still.
    pub(super) fn dgt_command(&mut self, rest: &str) -> Vec<Reply> {
        let w: Vec<&str> = rest.split_whitespace().collect();
        let mut board = self
            .dgt
            .as_ref()
            .and_then(|s| s.seen.clone())
            .unwrap_or_else(|| self.game.position().board().clone());
        let square = |i: usize| w.get(i).and_then(|s| s.parse::<Square>().ok());
        match (w.as_slice(), square(1)) {
            (["board", fen], _) => match Board::from_ascii_board_fen(fen.as_bytes()) {
                Ok(b) => board = b,
                Err(_) => return vec![Reply::say(self.texts.dgt_usage())],
            },
            (["lift", _], Some(sq)) => {
                let _ = board.remove_piece_at(sq);
            }
            (["place", _, p], Some(sq)) => {
                let mut chars = p.chars();
                match (chars.next().and_then(Piece::from_char), chars.next()) {
                    (Some(piece), None) => board.set_piece_at(sq, piece),
                    _ => return vec![Reply::say(self.texts.dgt_usage())],
                }
            }
            _ => return vec![Reply::say(self.texts.dgt_usage())],
        }
        self.dgt_board(&board)
    }

    fn dgt_board(&mut self, seen: &Board) -> Vec<Reply> {
        let moves = self.game.moves().len();
        let state = self.dgt.get_or_insert_with(DgtState::default);
        state.seen = Some(seen.clone());
        let fresh = std::mem::take(&mut state.fresh);
        let typed_last = state.read_at != Some(moves);
        let last = self
            .game
            .moves()
            .last()
            .filter(|_| typed_last)
            .map(|pm| (pm.before.clone(), pm.mv));
        let judgement = judge(
            self.game.position(),
            last.as_ref().map(|(b, m)| (b, *m)),
            seen,
        );
        match judgement {
            Judgement::InStep => {
                let was_out = !state.said.is_empty() || state.disagreement.is_some();
                state.said.clear();
                state.disagreement = None;
                if fresh || was_out {
                    vec![Reply::say(self.texts.dgt_in_step())]
                } else {
                    Vec::new()
                }
            }
            Judgement::Move(m) if !self.game.is_over() => {
                let out = self.play(m);
                let now = self.game.moves().len();
                if let Some(state) = self.dgt.as_mut()
                    && now > moves
                {
                    state.read_at = Some(now);
                    state.said.clear();
                    state.disagreement = None;
                }
                out
            }
            Judgement::Disagrees { board, game } => {
                if state.disagreement.as_ref() == Some(seen) {
                    return Vec::new();
                }
                state.disagreement = Some(seen.clone());
                let Some((before, _)) = last else {
                    return Vec::new();
                };
                let shown = self.announce_words(&before, board);
                let had = self.announce_words(&before, game);
                vec![
                    Reply::mixed(self.texts.dgt_disagrees(&shown, &had, self.announce_lang())),
                    Reply::say(self.texts.dgt_call_arbiter()),
                ]
            }
            // A typed move not yet made on the board, or a move under way:
            // wait (on connecting, the board must be set up first).
            Judgement::Behind | Judgement::Between if !fresh => Vec::new(),
            _ => self.dgt_differences(seen),
        }
    }

    /// Every square where the e-board differs from the game and that was
    /// not said before, in words; nothing when all were said.
    fn dgt_differences(&mut self, seen: &Board) -> Vec<Reply> {
        let game = self.game.position().board().clone();
        let diffs: Vec<(Square, Option<Piece>)> = Square::ALL
            .into_iter()
            .filter(|sq| game.piece_at(*sq) != seen.piece_at(*sq))
            .map(|sq| (sq, seen.piece_at(sq)))
            .collect();
        let said = self
            .dgt
            .as_ref()
            .map(|s| s.said.clone())
            .unwrap_or_default();
        let new: Vec<(Square, Option<Piece>)> = diffs
            .iter()
            .filter(|d| !said.contains(d))
            .copied()
            .collect();
        if let Some(state) = self.dgt.as_mut() {
            state.said = diffs;
        }
        if new.is_empty() {
            return Vec::new();
        }
        let mut out = vec![Reply::say(self.texts.dgt_differs())];
        for (sq, have) in new {
            let name = self.namer().square(sq);
            out.push(Reply::say(match (game.piece_at(sq), have) {
                (Some(want), None) => self.texts.board_missing(&name, want),
                (None, Some(have)) => self.texts.dgt_extra(&name, have),
                (Some(want), Some(have)) => self.texts.dgt_wrong(&name, have, want),
                (None, None) => continue,
            }));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::SessionOptions;
    use shakmaty::Color;

    fn session() -> Session {
        Session::new(&SessionOptions::default()).unwrap()
    }

    fn said(replies: &[Reply]) -> Vec<String> {
        replies
            .iter()
            .filter_map(|r| match r {
                Reply::Said(s) if s.is_printed() && !s.announces_move() => {
                    Some(s.text().to_string())
                }
                _ => None,
            })
            .collect()
    }

    fn after(s: &Session, uci: &str) -> Board {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(s.game().position())
            .unwrap();
        let mut p = s.game().position().clone();
        p.play_unchecked(m);
        p.board().clone()
    }

    #[test]
    fn a_move_on_the_e_board_is_played_and_announced() {
        let mut s = session();
        s.attach_dgt();
        let start = s.game().position().board().clone();
        assert_eq!(
            said(&s.dgt_reading(&DgtReading::Board(start))),
            vec!["The e-board agrees with the game."]
        );
        let b = after(&s, "e2e4");
        let out = s.dgt_reading(&DgtReading::Board(b.clone()));
        assert_eq!(s.game().moves().len(), 1);
        assert!(!out.is_empty(), "{out:?}");
        // The same board again is nothing new.
        assert!(s.dgt_reading(&DgtReading::Board(b)).is_empty());
        assert_eq!(s.game().moves().len(), 1);
    }

    #[test]
    fn a_wrong_board_is_said_once_and_its_correction() {
        let mut s = session();
        let mut b = s.game().position().board().clone();
        let _ = b.remove_piece_at(Square::G1);
        b.set_piece_at(Square::G4, Color::White.knight());
        let out = said(&s.dgt_reading(&DgtReading::Board(b.clone())));
        assert_eq!(
            out,
            vec![
                "The e-board differs from the game.",
                "On g1 the white knight is missing.",
                "On g4 stands a white knight that does not belong there.",
            ]
        );
        assert!(s.dgt_reading(&DgtReading::Board(b.clone())).is_empty());
        let _ = b.remove_piece_at(Square::G4);
        // The knight in the hand: under way, nothing more said.
        assert!(said(&s.dgt_reading(&DgtReading::Board(b.clone()))).is_empty());
        b.set_piece_at(Square::F3, Color::White.knight());
        let out = said(&s.dgt_reading(&DgtReading::Board(b)));
        assert_eq!(s.game().moves().len(), 1, "{out:?}");
    }

    #[test]
    fn a_typed_move_made_otherwise_on_the_e_board_is_said() {
        let mut s = session();
        s.attach_dgt();
        let start = s.game().position().board().clone();
        s.dgt_reading(&DgtReading::Board(start.clone()));
        let d4 = after(&s, "d2d4");
        s.handle("e4");
        assert_eq!(s.game().moves().len(), 1);
        // Not yet made on the e-board: nothing said.
        assert!(s.dgt_reading(&DgtReading::Board(start)).is_empty());
        let out = said(&s.dgt_reading(&DgtReading::Board(d4.clone())));
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(out[0].starts_with("The e-board shows"), "{out:?}");
        assert_eq!(out[1], "Please call the arbiter.");
        assert!(s.dgt_reading(&DgtReading::Board(d4)).is_empty());
        assert_eq!(s.game().moves().len(), 1);
        // Put right: e4 made on the e-board.
        let e4 = s.game().position().board().clone();
        assert_eq!(
            said(&s.dgt_reading(&DgtReading::Board(e4))),
            vec!["The e-board agrees with the game."]
        );
    }

    /// The pin board: `check board` with a device says
    /// each difference once, not again when the scan it asked for comes.
    #[test]
    fn check_board_says_each_difference_once() {
        use devices::pinboard::{Event, Pegs};
        let mut s = Session::new(&SessionOptions {
            board: Some("virtual".into()),
            ..SessionOptions::default()
        })
        .unwrap();
        let mut b = s.game().position().board().clone();
        let _ = b.remove_piece_at(Square::E2);
        s.board_lift(Square::E2);
        let first = said(&s.handle("check board"));
        assert_eq!(first, vec!["On e2 the white pawn is missing."]);
        let again = s.board_event(&Event::Scan(Pegs::from_board(&b)));
        assert!(said(&again).is_empty(), "{again:?}");
        // A scan that shows something else is said.
        let _ = b.remove_piece_at(Square::D2);
        let other = said(&s.board_event(&Event::Scan(Pegs::from_board(&b))));
        assert_eq!(other.len(), 2, "{other:?}");
    }
}
