//! The blind player's board (Appendix F1–F2 / D.1–D.3): what the hands do
//! on the pegged board — a piece lifted out of its hole is touched, a move
//! is made when the piece sits in another hole — and whether that board
//! agrees with the game.
//!
//! Events come from the serial pin board (the game loop owns the device
//! and hands its events over: [`Session::board_event`]) or from
//! `board lift e2` / `board place e4` lines (scripts, transcripts). Game
//! changes made any other way (the opponent's move typed by the assistant,
//! an undo) leave the board out of step: their squares are indicated until
//! the player has made them on the board.
//!
//! No device I/O happens here: what the board should show is returned as
//! [`Reply::Board`] for the loop to carry out.

use shakmaty::{Board, Color, Move, Piece, Position, Role, Square};

use super::{Reply, Session};
use devices::pinboard::{BoardCommand, Event, Peg, Pegs};

/// The physical board as annabella knows it.
pub struct Hands {
    /// What stands in the holes now.
    physical: Pegs,
    /// The first own piece lifted this turn (touch-move, 4.3 / D.2.2).
    touched: Option<Square>,
    /// The first opponent's piece lifted this turn (4.3.2: it must be
    /// captured if it can be).
    touched_enemy: Option<Square>,
    /// "j'adoube" was said: the next lift is an adjustment (4.2).
    adjusting: bool,
    /// Pieces in the hand: (square lifted from, what it was).
    in_hand: Vec<(Square, Peg)>,
    /// Squares indicated on the board (the opponent's move to make).
    indicated: Vec<Square>,
    /// What `check board` said while the device was asked to scan: its
    /// scan says it again only if it differs.
    said_on_check: Option<Vec<Reply>>,
    /// Differences said since the board last agreed with the game: each
    /// is said once, and forgotten when it is put right.
    said: Vec<(Square, Peg)>,
    /// A device is attached: `check board` is answered by its scan (or
    /// said to be unanswered), never from what annabella believes.
    device: bool,
    /// `check board` asked the device for a scan, not yet answered.
    awaiting_scan: bool,
    /// What the device's last scan made annabella say: a scan nobody asked
    /// for (the one after each handshake) that says the same again is
    /// not said.
    last_scan: Option<Vec<Reply>>,
}

impl Hands {
    /// A board whose holes hold `board`'s pieces.
    pub fn new(board: &Board) -> Hands {
        Hands {
            physical: Pegs::from_board(board),
            touched: None,
            touched_enemy: None,
            adjusting: false,
            in_hand: Vec::new(),
            indicated: Vec::new(),
            said_on_check: None,
            said: Vec::new(),
            device: false,
            awaiting_scan: false,
            last_scan: None,
        }
    }

    /// Whether a difference from the game was said since the board last
    /// agreed with it: the boards diverge.
    pub(super) fn differs_said(&self) -> bool {
        !self.said.is_empty()
    }

    /// Does the physical board hold exactly `board` (pieces where known,
    /// pegs where only a peg is sensed)?
    fn agrees_with(&self, board: &Board) -> bool {
        Square::ALL
            .into_iter()
            .all(|sq| peg_fits(self.physical.get(sq), board.piece_at(sq)))
    }
}

fn peg_fits(peg: Peg, piece: Option<Piece>) -> bool {
    match (peg, piece) {
        (Peg::Empty, None) => true,
        (Peg::Unknown, Some(_)) => true,
        (Peg::Piece(a), Some(b)) => a == b,
        _ => false,
    }
}

impl Session {
    fn hands_mut(&mut self) -> &mut Hands {
        let board = self.game.position().board().clone();
        self.hands.get_or_insert_with(|| Hands::new(&board))
    }

    /// After the game changed other than by the hands on the board: the
    /// board is told the position, and squares to change are indicated.
    pub(super) fn board_follow_game(&mut self) -> Vec<Reply> {
        let Some(h) = self.hands.as_mut() else {
            return Vec::new();
        };
        h.touched = None;
        h.touched_enemy = None;
        h.adjusting = false;
        let game_board = self.game.position().board().clone();
        let mut out = vec![Reply::Board(BoardCommand::Show(game_board.clone()))];
        let to_change: Vec<Square> = if h.agrees_with(&game_board) {
            Vec::new()
        } else {
            Square::ALL
                .into_iter()
                .filter(|sq| !peg_fits(h.physical.get(*sq), game_board.piece_at(*sq)))
                .collect()
        };
        if to_change.is_empty() {
            h.said.clear();
        }
        if to_change != h.indicated {
            out.push(Reply::Board(BoardCommand::Indicate(to_change.clone())));
            h.indicated = to_change;
        }
        out
    }

    /// The board no longer agrees with the game (a refused move made by
    /// hand): indicate the squares to put right, keeping what was touched.
    fn board_out_of_step(&mut self) -> Vec<Reply> {
        let (touched, enemy) = match self.hands.as_ref() {
            Some(h) => (h.touched, h.touched_enemy),
            None => return Vec::new(),
        };
        let out = self.board_follow_game();
        if let Some(h) = self.hands.as_mut() {
            h.touched = touched;
            h.touched_enemy = enemy;
        }
        out
    }

    /// `j'adoube` / `rücke zurecht`: the next lift only adjusts a piece.
    pub(super) fn adjust_piece(&mut self) -> Vec<Reply> {
        self.hands_mut().adjusting = true;
        vec![Reply::say(self.texts.adjusting())]
    }

    /// A piece lifted out of its hole.
    pub fn board_lift(&mut self, sq: Square) -> Vec<Reply> {
        let us = self.game.turn();
        let pos_piece = self.game.position().board().piece_at(sq);
        let h = self.hands_mut();
        let peg = h.physical.get(sq);
        if !peg.is_occupied() {
            return vec![Reply::Device(format!("lift {sq}: no peg there"))];
        }
        h.physical.set(sq, Peg::Empty);
        h.in_hand.push((sq, peg));
        let in_step = h.indicated.is_empty();
        if in_step && !h.adjusting {
            match pos_piece {
                Some(p) if p.color == us && h.touched.is_none() => h.touched = Some(sq),
                Some(p) if p.color != us && h.touched_enemy.is_none() => h.touched_enemy = Some(sq),
                _ => {}
            }
        }
        // Lifting the last captured piece (en passant) can complete a move.
        self.board_settle(None)
    }

    /// A piece put into a hole (`piece` when the board senses which).
    pub fn board_place(&mut self, sq: Square, piece: Option<Piece>) -> Vec<Reply> {
        let h = self.hands_mut();
        // Without identity sensing, it is the piece last taken in hand.
        let from_hand = h.in_hand.pop();
        let peg = match piece {
            Some(p) => Peg::Piece(p),
            None => from_hand.map(|(_, p)| p).unwrap_or(Peg::Unknown),
        };
        h.physical.set(sq, peg);
        self.board_settle(Some(sq))
    }

    /// After a lift or a placement. A board whose squares are indicated
    /// (a wrong placement said, or a move made elsewhere to carry out)
    /// that now shows the position after a legal move is that move,
    /// whatever happened on the way: the
    /// indications are lowered and the move is taken as any other.
    fn board_settle(&mut self, placed: Option<Square>) -> Vec<Reply> {
        let pos = self.game.position().clone();
        let resolves = placed.is_some()
            && self.hands.as_ref().is_some_and(|h| {
                !h.indicated.is_empty()
                    && !h.agrees_with(pos.board())
                    && pos.legal_moves().iter().any(|m| {
                        let mut after = pos.clone();
                        after.play_unchecked(*m);
                        h.agrees_with(after.board())
                    })
            });
        if !resolves {
            return self.board_settle_in_step(placed);
        }
        if let Some(h) = self.hands.as_mut() {
            h.indicated.clear();
            h.said.clear();
        }
        let mut out = vec![Reply::Board(BoardCommand::Indicate(Vec::new()))];
        out.extend(self.board_settle_in_step(placed));
        out
    }

    /// After a lift or a placement: the board may now agree with the game,
    /// show a move made by hand, or be between the two. Only a placement
    /// that leaves the board where no legal move can lead is reported.
    fn board_settle_in_step(&mut self, placed_on: Option<Square>) -> Vec<Reply> {
        let placed = placed_on.is_some();
        let game_board = self.game.position().board().clone();
        let pos = self.game.position().clone();
        let Some(h) = self.hands.as_mut() else {
            return Vec::new();
        };
        // Catching up with a move made elsewhere, or putting right what
        // was said.
        if !h.indicated.is_empty() {
            if h.agrees_with(&game_board) {
                h.indicated.clear();
                h.said.clear();
                return vec![
                    Reply::Board(BoardCommand::Indicate(Vec::new())),
                    Reply::say(self.texts.board_agrees()),
                ];
            }
            // A piece put where the game has no such piece is said at
            // once, not only on `check board`; a piece
            // only lifted is a move under way.
            if let Some(sq) = placed_on
                && !peg_fits(h.physical.get(sq), game_board.piece_at(sq))
            {
                let mut out = self.board_news();
                out.extend(self.board_follow_game());
                return out;
            }
            return Vec::new();
        }
        if h.agrees_with(&game_board) {
            h.said.clear();
            if !placed {
                return Vec::new();
            }
            // Lifted and put back: touched all the same (4.3), unless it was
            // an adjustment.
            let was_adjusting = std::mem::take(&mut h.adjusting);
            if !was_adjusting
                && let Some(t) = h.touched
                && pos.legal_moves().iter().any(|m| m.from() == Some(t))
            {
                let role = game_board.role_at(t).unwrap_or(Role::Pawn);
                return vec![Reply::say(
                    self.texts.touch_move(role, &self.namer_square(t)),
                )];
            }
            return Vec::new();
        }
        // Which legal moves leave exactly this board?
        let fits: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| {
                let mut after = pos.clone();
                after.play_unchecked(*m);
                h.agrees_with(after.board())
            })
            .collect();
        let m = match fits.as_slice() {
            [] if !placed => return Vec::new(),
            [] => {
                // A move under way: pieces still to take off (the captured
                // pawn of an en passant) — wait.
                let to_remove_only = pos.legal_moves().iter().any(|m| {
                    let mut after = pos.clone();
                    after.play_unchecked(*m);
                    Square::ALL.into_iter().all(|sq| {
                        peg_fits(h.physical.get(sq), after.board().piece_at(sq))
                            || (after.board().piece_at(sq).is_none()
                                && h.physical.get(sq).is_occupied())
                    })
                });
                if to_remove_only {
                    return Vec::new();
                }
                // Half of a castling (king moved, rook not yet): wait.
                let half_castle = pos.legal_moves().iter().any(|m| {
                    m.is_castle() && {
                        let mut b = game_board.clone();
                        if let (Some(from), Move::Castle { king, rook }) = (m.from(), *m) {
                            let side = shakmaty::CastlingSide::from_queen_side(rook < king);
                            if let Some(k) = b.remove_piece_at(from) {
                                b.set_piece_at(side.king_to(pos.turn()), k);
                            }
                        }
                        h.agrees_with(&b)
                    }
                });
                if half_castle {
                    return Vec::new();
                }
                // No legal move leaves this board: say what differs (what
                // was said already is not said again), then wait until the
                // board agrees again.
                let mut out = self.board_news();
                out.extend(self.board_follow_game());
                return out;
            }
            [one] => *one,
            // Promotions a board without identity cannot tell apart: a
            // queen unless the player says otherwise with `correct`.
            many => *many
                .iter()
                .find(|m| m.promotion() == Some(Role::Queen))
                .unwrap_or(&many[0]),
        };
        // Touch-move (4.3): the touched piece must move, the touched enemy
        // piece must be taken, if that is possible.
        let touched = h.touched;
        let enemy = h.touched_enemy;
        // The refused move must be taken back on the board: its squares
        // are indicated until the board agrees with the game again, and the
        // touch obligation stays.
        if let Some(t) = touched
            && m.from() != Some(t)
            && pos.legal_moves().iter().any(|x| x.from() == Some(t))
        {
            let role = game_board.role_at(t).unwrap_or(Role::Pawn);
            let mut out = vec![Reply::say(
                self.texts.touch_move(role, &self.namer_square(t)),
            )];
            out.extend(self.board_out_of_step());
            return out;
        }
        if let Some(e) = enemy
            && !(m.is_capture() && m.to() == e)
            && pos
                .legal_moves()
                .iter()
                .any(|x| x.is_capture() && x.to() == e)
        {
            let role = game_board.role_at(e).unwrap_or(Role::Pawn);
            let mut out = vec![Reply::say(
                self.texts.touch_capture(role, &self.namer_square(e)),
            )];
            out.extend(self.board_out_of_step());
            return out;
        }
        // While the arbiter has paused the clock the move is refused, and
        // the board shows what to put back.
        if self.clock_paused() {
            let mut out = self.play(m);
            out.extend(self.board_out_of_step());
            return out;
        }
        if let Some(h) = self.hands.as_mut() {
            h.touched = None;
            h.touched_enemy = None;
        }
        // The move made on the board is announced and completed (D.2.3).
        self.play(m)
    }

    /// A move typed or spoken while a piece is out of its hole obeys
    /// touch-move like one made on the board (4.3, D.2.2): refused, and
    /// said why, while the touched own piece can move, or the touched enemy
    /// piece can be taken, and the move does neither.
    pub(super) fn typed_touch_refusal(&self, m: Move) -> Option<Vec<Reply>> {
        let h = self.hands.as_ref()?;
        if h.adjusting || !h.indicated.is_empty() {
            return None;
        }
        let pos = self.game.position();
        let board = pos.board();
        if let Some(t) = h.touched
            && m.from() != Some(t)
            && pos.legal_moves().iter().any(|x| x.from() == Some(t))
        {
            let role = board.role_at(t).unwrap_or(Role::Pawn);
            return Some(vec![Reply::say(
                self.texts.touch_move(role, &self.namer_square(t)),
            )]);
        }
        if let Some(e) = h.touched_enemy
            && !(m.is_capture() && m.to() == e)
            && pos
                .legal_moves()
                .iter()
                .any(|x| x.is_capture() && x.to() == e)
        {
            let role = board.role_at(e).unwrap_or(Role::Pawn);
            return Some(vec![Reply::say(
                self.texts.touch_capture(role, &self.namer_square(e)),
            )]);
        }
        None
    }

    fn namer_square(&self, sq: Square) -> String {
        use laws::notation::Namer;
        self.namer().square(sq)
    }

    /// `board check` / `brett prüfen`: every square where the board and
    /// the game differ, in words (D.2.9).
    pub(super) fn board_differences(&mut self, say_agreement: bool) -> Vec<Reply> {
        let Some(diffs) = self.board_diffs() else {
            return vec![Reply::say(self.texts.no_board())];
        };
        let mut out: Vec<Reply> = diffs.iter().map(|d| self.difference_said(*d)).collect();
        if let Some(h) = self.hands.as_mut() {
            h.said = diffs;
        }
        if out.is_empty() && say_agreement {
            out.push(Reply::say(self.texts.board_agrees()));
        }
        out
    }

    /// The differences between the pegged board and the game not said
    /// since the board last agreed (each difference is said once; one put
    /// right is forgotten, and said again if it comes back).
    fn board_news(&mut self) -> Vec<Reply> {
        let Some(diffs) = self.board_diffs() else {
            return Vec::new();
        };
        let said = self
            .hands
            .as_ref()
            .map(|h| h.said.clone())
            .unwrap_or_default();
        let out = diffs
            .iter()
            .filter(|d| !said.contains(d))
            .map(|d| self.difference_said(*d))
            .collect();
        if let Some(h) = self.hands.as_mut() {
            h.said = diffs;
        }
        out
    }

    /// Every square where the pegged board and the game differ, with what
    /// stands there (None without a followed board).
    fn board_diffs(&self) -> Option<Vec<(Square, Peg)>> {
        let game_board = self.game.position().board();
        let h = self.hands.as_ref()?;
        Some(
            Square::ALL
                .into_iter()
                .filter(|sq| !peg_fits(h.physical.get(*sq), game_board.piece_at(*sq)))
                .map(|sq| (sq, h.physical.get(sq)))
                .collect(),
        )
    }

    /// One difference in words, naming the piece sensed where the board
    /// senses it.
    fn difference_said(&self, (sq, have): (Square, Peg)) -> Reply {
        let want = self.game.position().board().piece_at(sq);
        let name = self.namer_square(sq);
        Reply::say(match (want, have) {
            (Some(p), Peg::Empty) => self.texts.board_missing(&name, p),
            (None, Peg::Piece(q)) => self.texts.dgt_extra(&name, q),
            (None, _) => self.texts.board_extra(&name),
            (Some(p), Peg::Piece(q)) => self.texts.dgt_wrong(&name, q, p),
            (Some(p), _) => self.texts.board_wrong(&name, p),
        })
    }

    /// A full scan from the board replaces what annabella knew.
    pub(super) fn board_scan(&mut self, pegs: Pegs) -> Vec<Reply> {
        let h = self.hands_mut();
        h.physical = pegs;
        let said = h.said_on_check.take();
        let out = self.board_differences(true);
        // The squares to put right are indicated, so that putting them
        // right is said; what was touched stays touched.
        let shown = self.board_out_of_step();
        if said.as_ref() == Some(&out) {
            return shown;
        }
        let mut out = out;
        out.extend(shown);
        out
    }

    /// `board lift e2`, `board place e4 [piece]`, `board check`,
    /// `board status` (German: brett heben, setzen, prüfen, status).
    pub(super) fn board_command(&mut self, words: &[&str]) -> Option<Vec<Reply>> {
        let verb = words.first()?.to_lowercase();
        let sq = words.get(1).and_then(|w| self.square_from_words(w));
        // The verbs are catalog words (`words-board-*`), every language's.
        let is = |id: &str| crate::messages::catalog::is_typed_word(id, &verb);
        let verb = if is("words-board-lift") {
            "lift"
        } else if is("words-board-place") {
            "place"
        } else if is("words-board-check") {
            "check"
        } else if is("words-board-status") {
            "status"
        } else if verb == "scan" {
            // Written by a recording, not typed: the same in every language.
            "scan"
        } else {
            ""
        };
        Some(match (verb, sq) {
            // The hands are those on a pin board: with none attached (and
            // none followed) nothing is lifted or placed, as `board status`
            // says.
            ("lift" | "place", Some(_)) if self.hands.is_none() => {
                vec![Reply::say(self.texts.no_board())]
            }
            ("lift", Some(sq)) => self.board_lift(sq),
            ("place", Some(sq)) => {
                let piece = words.get(2).and_then(|w| piece_from_letter(w));
                self.board_place(sq, piece)
            }
            // A scan the device sent, as a recording writes it: the 64
            // holes from a8 to h1 (so a recorded game replays).
            ("scan", _) => match devices::pinboard::reading_from_words(&words.join(" ")) {
                Some(ev @ Event::Scan(_)) => self.board_event(&ev),
                _ => vec![Reply::say(self.texts.board_usage())],
            },
            ("check", _) => {
                if self.hands.is_none() {
                    vec![Reply::say(self.texts.no_board())]
                } else if let Some(h) = self.hands.as_mut().filter(|h| h.device) {
                    // The device's scan answers (said when it comes), or
                    // its silence does: nothing is said before.
                    h.said_on_check = None;
                    h.awaiting_scan = true;
                    vec![Reply::Board(BoardCommand::Scan)]
                } else {
                    // A sensing board is asked to scan; its answer comes
                    // back as a reading ([`Session::board_event`]).
                    let said = self.board_differences(true);
                    if let Some(h) = self.hands.as_mut() {
                        h.said_on_check = Some(said.clone());
                    }
                    let mut out = vec![Reply::Board(BoardCommand::Scan)];
                    out.extend(said);
                    out
                }
            }
            // Only the loop knows the device: it answers, or says that no
            // board is attached.
            ("status", _) => vec![Reply::Board(BoardCommand::Status)],
            _ => vec![Reply::say(self.texts.board_usage())],
        })
    }
}

/// "N" / "n" (a black knight: lower case is Black, as in FEN).
fn piece_from_letter(w: &str) -> Option<Piece> {
    let c = w.chars().next()?;
    let role = Role::from_char(c.to_ascii_lowercase())?;
    let color = if c.is_uppercase() {
        Color::White
    } else {
        Color::Black
    };
    Some(Piece { color, role })
}

impl Session {
    /// What the serial board reported, handed over by the game loop (which
    /// owns the device): the same path as `board lift e2` / `board place
    /// e4` lines for the hands, and the connection's news.
    pub fn board_event(&mut self, ev: &Event) -> Vec<Reply> {
        match ev {
            Event::Lifted(sq) => self.board_lift(*sq),
            Event::Placed { square, piece } => self.board_place(*square, *piece),
            Event::Scan(pegs) => {
                let asked = self.take_awaited_scan();
                let mut out = self.board_scan(pegs.clone());
                if let Some(h) = self.hands.as_mut().filter(|h| h.device) {
                    let said: Vec<Reply> = out
                        .iter()
                        .filter(|r| matches!(r, Reply::Said(_)))
                        .cloned()
                        .collect();
                    if !asked && h.last_scan.as_ref() == Some(&said) {
                        out.retain(|r| !matches!(r, Reply::Said(_)));
                    }
                    h.last_scan = Some(said);
                }
                out
            }
            // The board has not answered since its port opened (said once).
            Event::Silent => vec![Reply::say(self.texts.board_silent())],
            // `check board` asked, and no scan came: nothing is known.
            Event::ScanUnanswered if self.take_awaited_scan() => {
                vec![Reply::say(self.texts.board_silent())]
            }
            Event::CannotScan if self.take_awaited_scan() => {
                vec![Reply::say(self.texts.board_cannot_scan())]
            }
            Event::ScanUnanswered | Event::CannotScan => Vec::new(),
            Event::Disconnected(_) => vec![Reply::say(self.texts.board_disconnected())],
            Event::Reconnected(_) => {
                let mut out = vec![Reply::say(self.texts.board_reconnected())];
                out.extend(self.board_follow_game());
                out
            }
            // The board's button asks for the clock (D.2.6.1).
            Event::Button(_) => self.time_report(),
            Event::Connected(_) | Event::Delivered(_) | Event::Divergence { .. } => Vec::new(),
        }
    }

    /// True if `check board` was waiting for the board's scan; it waits
    /// no more.
    fn take_awaited_scan(&mut self) -> bool {
        self.hands
            .as_mut()
            .is_some_and(|h| std::mem::take(&mut h.awaiting_scan))
    }

    /// `check board` asked the attached board for a scan that has not yet
    /// come, nor been said to be unanswered (a script waits for it).
    pub fn awaiting_board_answer(&self) -> bool {
        self.hands.as_ref().is_some_and(|h| h.awaiting_scan)
    }

    /// A serial board was attached (by the game loop): the pegged board is
    /// followed from now on (if it was not already, from the settings), and
    /// the device is to show the game and the squares still to change.
    pub fn attach_board(&mut self) -> Vec<Reply> {
        let board = self.game.position().board().clone();
        let h = self.hands.get_or_insert_with(|| Hands::new(&board));
        h.device = true;
        let mut out = vec![Reply::Board(BoardCommand::Show(board))];
        if !h.indicated.is_empty() {
            out.push(Reply::Board(BoardCommand::Indicate(h.indicated.clone())));
        }
        out
    }

    /// A new position set up (7.4): the pegged board, if followed, holds it.
    pub(super) fn board_set_up(&mut self) -> Vec<Reply> {
        if self.hands.is_none() {
            return Vec::new();
        }
        let board = self.game.position().board().clone();
        let was_indicating = self.hands.as_ref().is_some_and(|h| !h.indicated.is_empty());
        let device = self.hands.as_ref().is_some_and(|h| h.device);
        let mut hands = Hands::new(&board);
        hands.device = device;
        self.hands = Some(hands);
        let mut out = vec![Reply::Board(BoardCommand::Show(board))];
        if was_indicating {
            out.push(Reply::Board(BoardCommand::Indicate(Vec::new())));
        }
        out
    }
}
