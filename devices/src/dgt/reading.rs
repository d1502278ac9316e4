//! From the e-board's squares to moves: pure, no I/O, time injected.
//!
//! [`Watch`] keeps the board's 64 squares as dumps and field updates tell
//! them, finds the board's orientation from the start position, and hands
//! out the board only once it has stood still for a moment (a piece slid
//! over squares, or lifted and put back, never stands still elsewhere).
//! [`judge`] says what a settled board means for the game: nothing new, a
//! legal move (whatever happened on the way: captures in either order,
//! castling king or rook first, en passant, a promotion with the piece
//! read from the board), a move under way, or a board that is wrong.

use std::time::Duration;

use shakmaty::{Board, Chess, Move, Position, Role};

use super::codec::{Fields, field_square};

/// How long the board must stand still before it is read: long enough for
/// a piece slid over squares, short enough to be "at once" for a listener.
pub const SETTLE: Duration = Duration::from_millis(300);

/// How the board stands on the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Orientation {
    /// Field 0 is a8 (White at the side where the board's 1 is printed).
    #[default]
    Normal,
    /// Turned half round: field 0 is h1.
    Turned,
}

/// The e-board's squares as the board reports them.
#[derive(Clone, Debug)]
pub struct Watch {
    fields: Fields,
    /// A dump has come since the start or the last error: the squares are
    /// known.
    known: bool,
    orientation: Orientation,
    /// The orientation was seen from the start position.
    oriented: bool,
    /// When a square last changed (None: nothing new since the last read).
    changed_at: Option<Duration>,
    /// A dump came: read it at once.
    dumped: bool,
    settle: Duration,
}

impl Default for Watch {
    fn default() -> Self {
        Watch::new(SETTLE)
    }
}

impl Watch {
    pub(crate) fn new(settle: Duration) -> Watch {
        Watch {
            fields: Fields::empty(),
            known: false,
            orientation: Orientation::Normal,
            oriented: false,
            changed_at: None,
            dumped: false,
            settle,
        }
    }

    /// A whole board came (the answer to "send board").
    pub fn dump(&mut self, fields: Fields, now: Duration) {
        self.fields = fields;
        self.known = true;
        self.dumped = true;
        self.changed_at = Some(now);
        self.orient();
    }

    /// One square changed. Before the first dump it means nothing (the
    /// game asks for a dump).
    pub fn update(&mut self, field: u8, piece: Option<shakmaty::Piece>, now: Duration) {
        if !self.known || field >= 64 {
            return;
        }
        self.fields.0[usize::from(field)] = piece;
        self.changed_at = Some(now);
        self.orient();
    }

    /// Bytes went wrong: what the squares are is unknown until a new dump.
    pub(crate) fn forget(&mut self) {
        self.known = false;
        self.changed_at = None;
        self.dumped = false;
    }

    pub(crate) fn is_known(&self) -> bool {
        self.known
    }

    /// Which way the board stands.
    pub fn orientation(&self) -> Orientation {
        self.orientation
    }

    /// The start position, either way round, fixes the orientation.
    fn orient(&mut self) {
        let start = Fields::from_board(Chess::default().board());
        if self.fields == start {
            self.orientation = Orientation::Normal;
            self.oriented = true;
        } else if self.fields.rotated() == start {
            self.orientation = Orientation::Turned;
            self.oriented = true;
        }
    }

    /// The board with White at the first rank, as it stands.
    pub(crate) fn board(&self) -> Board {
        match self.orientation {
            Orientation::Normal => self.fields.to_board(),
            Orientation::Turned => self.fields.rotated().to_board(),
        }
    }

    /// The square a field is, in the orientation found.
    pub fn square_of(&self, field: u8) -> Option<shakmaty::Square> {
        match self.orientation {
            Orientation::Normal => field_square(field),
            Orientation::Turned => field_square(63u8.checked_sub(field)?),
        }
    }

    /// When [`Watch::settled`] hands out a board, if one is coming.
    pub(crate) fn due(&self) -> Option<Duration> {
        let at = self.changed_at.filter(|_| self.known)?;
        Some(if self.dumped { at } else { at + self.settle })
    }

    /// The board once it has stood still long enough since it last
    /// changed (a dump at once); each settled board is handed out once.
    pub fn settled(&mut self, now: Duration) -> Option<Board> {
        let at = self.changed_at?;
        if !self.known || (!self.dumped && now.saturating_sub(at) < self.settle) {
            return None;
        }
        self.changed_at = None;
        self.dumped = false;
        Some(self.board())
    }
}

/// What a settled e-board means for the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    /// The board shows the game's position.
    InStep,
    /// The board shows the position after this legal move.
    Move(Move),
    /// The board shows the position before the game's last move, which was
    /// made elsewhere (typed): it has not been carried out on it yet.
    Behind,
    /// The board shows another move than the game's last one, made
    /// elsewhere: (the board's move, the game's move).
    Disagrees {
        /// The move the board shows.
        board: Move,
        /// The game's last move.
        game: Move,
    },
    /// Pieces in the hand, half a castling, a capture or promotion under
    /// way: wait.
    Between,
    /// No legal move leads here, nor is one under way.
    Wrong,
}

/// Reads a settled board against the game: `current` is the game's
/// position; `last` the position before the game's last move and that
/// move, when that move was not read from this board.
pub fn judge(current: &Chess, last: Option<(&Chess, Move)>, seen: &Board) -> Judgement {
    if current.board() == seen {
        return Judgement::InStep;
    }
    if let Some(m) = move_to(current, seen) {
        return Judgement::Move(m);
    }
    if let Some((before, game_move)) = &last {
        if before.board() == seen {
            return Judgement::Behind;
        }
        if let Some(m) = move_to(before, seen)
            && m != *game_move
        {
            return Judgement::Disagrees {
                board: m,
                game: *game_move,
            };
        }
    }
    if under_way(current, seen) || last.is_some_and(|(before, _)| under_way(before, seen)) {
        return Judgement::Between;
    }
    Judgement::Wrong
}

/// The legal move after which the board is `seen`, if any. (Only one can
/// be: the board tells even the promoted piece.)
pub(crate) fn move_to(pos: &Chess, seen: &Board) -> Option<Move> {
    pos.legal_moves().into_iter().find(|m| {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        after.board() == seen
    })
}

/// Is `seen` on the way from `pos` to the position after a legal move?
/// Every square shows what stood there, what will stand there, or nothing
/// (a piece in the hand); a promoting pawn may stand on its square before
/// it is exchanged.
fn under_way(pos: &Chess, seen: &Board) -> bool {
    pos.legal_moves().iter().any(|m| {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        shakmaty::Square::ALL.into_iter().all(|sq| {
            let have = seen.piece_at(sq);
            have.is_none()
                || have == pos.board().piece_at(sq)
                || have == after.board().piece_at(sq)
                || (m.is_promotion() && sq == m.to() && have == Some(Role::Pawn.of(pos.turn())))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dgt::codec::square_field;
    use shakmaty::fen::Fen;
    use shakmaty::san::San;
    use shakmaty::{CastlingMode, Color, Piece, Square};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn san(p: &Chess, s: &str) -> Move {
        s.parse::<San>().unwrap().to_move(p).unwrap()
    }

    /// A hand on the board: lifts and placements through field updates,
    /// time running; returns every settled judgement.
    struct Hand {
        watch: Watch,
        now: Duration,
    }

    impl Hand {
        fn new(p: &Chess) -> Hand {
            let mut watch = Watch::default();
            watch.dump(Fields::from_board(p.board()), Duration::ZERO);
            assert!(watch.settled(Duration::ZERO).is_some());
            Hand {
                watch,
                now: Duration::ZERO,
            }
        }
        fn set(&mut self, sq: Square, piece: Option<Piece>, pause_ms: u64) -> Option<Board> {
            self.now += Duration::from_millis(pause_ms);
            self.watch.update(square_field(sq), piece, self.now);
            self.watch.settled(self.now)
        }
        fn wait(&mut self) -> Option<Board> {
            self.now += SETTLE;
            self.watch.settled(self.now)
        }
    }

    #[test]
    fn a_quiet_move() {
        let p = Chess::default();
        let mut h = Hand::new(&p);
        h.set(Square::E2, None, 50);
        assert_eq!(judge(&p, None, &h.wait().unwrap()), Judgement::Between);
        h.set(Square::E4, Some(Color::White.pawn()), 500);
        let seen = h.wait().unwrap();
        assert_eq!(judge(&p, None, &seen), Judgement::Move(san(&p, "e4")));
        assert_eq!(h.wait(), None, "a settled board is read once");
    }

    #[test]
    fn sliding_over_squares_is_no_move() {
        let p = Chess::default();
        let mut h = Hand::new(&p);
        // The pawn slides over e3 to e4: it never stands still on e3.
        assert_eq!(h.set(Square::E2, None, 50), None);
        assert_eq!(h.set(Square::E3, Some(Color::White.pawn()), 40), None);
        assert_eq!(h.set(Square::E3, None, 40), None);
        assert_eq!(h.set(Square::E4, Some(Color::White.pawn()), 40), None);
        let seen = h.wait().unwrap();
        assert_eq!(judge(&p, None, &seen), Judgement::Move(san(&p, "e4")));
    }

    #[test]
    fn lifted_and_put_back_is_no_move() {
        let p = Chess::default();
        let mut h = Hand::new(&p);
        h.set(Square::G1, None, 50);
        assert_eq!(judge(&p, None, &h.wait().unwrap()), Judgement::Between);
        h.set(Square::G1, Some(Color::White.knight()), 900);
        assert_eq!(judge(&p, None, &h.wait().unwrap()), Judgement::InStep);
    }

    #[test]
    fn captures_in_either_order() {
        let p = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
        let wp = Some(Color::White.pawn());
        // Captured piece first.
        let mut h = Hand::new(&p);
        h.set(Square::D5, None, 10);
        assert_eq!(judge(&p, None, &h.wait().unwrap()), Judgement::Between);
        h.set(Square::E4, None, 10);
        assert_eq!(judge(&p, None, &h.wait().unwrap()), Judgement::Between);
        h.set(Square::D5, wp, 10);
        assert_eq!(
            judge(&p, None, &h.wait().unwrap()),
            Judgement::Move(san(&p, "exd5"))
        );
        // Capturing piece first.
        let mut h = Hand::new(&p);
        h.set(Square::E4, None, 10);
        h.set(Square::D5, None, 10);
        h.set(Square::D5, wp, 10);
        assert_eq!(
            judge(&p, None, &h.wait().unwrap()),
            Judgement::Move(san(&p, "exd5"))
        );
    }

    #[test]
    fn castling_king_first_or_rook_first() {
        let p = pos("r3k2r/pppqbppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPPBQPPP/R3K2R w KQkq - 0 1");
        let (k, r) = (Some(Color::White.king()), Some(Color::White.rook()));
        let mut h = Hand::new(&p);
        h.set(Square::E1, None, 10);
        h.set(Square::G1, k, 10);
        // King moved two squares, rook not yet: a castling under way, not
        // a wrong king move (Kg1 is no move).
        assert_eq!(judge(&p, None, &h.wait().unwrap()), Judgement::Between);
        h.set(Square::H1, None, 10);
        h.set(Square::F1, r, 10);
        assert_eq!(
            judge(&p, None, &h.wait().unwrap()),
            Judgement::Move(san(&p, "O-O"))
        );
        let mut h = Hand::new(&p);
        h.set(Square::A1, None, 10);
        h.set(Square::D1, r, 10);
        // Rook first: Rd1 is a legal move of its own, so the board must be
        // read as Rd1 if the player stops here…
        assert_eq!(
            judge(&p, None, &h.wait().unwrap()),
            Judgement::Move(san(&p, "Rd1"))
        );
        // …but not if the king follows at once.
        let mut h = Hand::new(&p);
        h.set(Square::A1, None, 10);
        h.set(Square::D1, r, 100);
        h.set(Square::E1, None, 100);
        h.set(Square::C1, k, 100);
        assert_eq!(
            judge(&p, None, &h.wait().unwrap()),
            Judgement::Move(san(&p, "O-O-O"))
        );
    }

    #[test]
    fn en_passant_with_the_pawn_taken_last() {
        let p = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        let mut h = Hand::new(&p);
        h.set(Square::E5, None, 10);
        h.set(Square::F6, Some(Color::White.pawn()), 10);
        assert_eq!(judge(&p, None, &h.wait().unwrap()), Judgement::Between);
        h.set(Square::F5, None, 10);
        assert_eq!(
            judge(&p, None, &h.wait().unwrap()),
            Judgement::Move(san(&p, "exf6"))
        );
    }

    #[test]
    fn promotion_reads_the_piece_from_the_board() {
        let p = pos("8/4P1k1/8/8/8/8/6K1/8 w - - 0 1");
        let mut h = Hand::new(&p);
        h.set(Square::E7, None, 10);
        // The pawn itself put on e8 first: under way.
        h.set(Square::E8, Some(Color::White.pawn()), 10);
        assert_eq!(judge(&p, None, &h.wait().unwrap()), Judgement::Between);
        h.set(Square::E8, None, 10);
        h.set(Square::E8, Some(Color::White.knight()), 10);
        assert_eq!(
            judge(&p, None, &h.wait().unwrap()),
            Judgement::Move(san(&p, "e8=N"))
        );
    }

    #[test]
    fn wrong_boards_behind_and_disagreement() {
        let start = Chess::default();
        let e4 = san(&start, "e4");
        let mut after = start.clone();
        after.play_unchecked(e4);
        // The typed e4 not yet made on the board.
        assert_eq!(
            judge(&after, Some((&start, e4)), start.board()),
            Judgement::Behind
        );
        // d4 made on the board instead.
        let d4 = san(&start, "d4");
        let mut other = start.clone();
        other.play_unchecked(d4);
        assert_eq!(
            judge(&after, Some((&start, e4)), other.board()),
            Judgement::Disagrees {
                board: d4,
                game: e4
            }
        );
        // A knight where no move takes it.
        let mut b = start.board().clone();
        let _ = b.remove_piece_at(Square::G1);
        b.set_piece_at(Square::G4, Color::White.knight());
        assert_eq!(judge(&start, None, &b), Judgement::Wrong);
        // A black piece moved when White is to move.
        let mut b = start.board().clone();
        let _ = b.remove_piece_at(Square::E7);
        b.set_piece_at(Square::E5, Color::Black.pawn());
        assert_eq!(judge(&start, None, &b), Judgement::Wrong);
    }

    #[test]
    fn orientation_from_the_start_position() {
        let start = Chess::default();
        let mut w = Watch::default();
        w.dump(Fields::from_board(start.board()).rotated(), Duration::ZERO);
        assert_eq!(w.orientation(), Orientation::Turned);
        assert_eq!(w.settled(Duration::ZERO).as_ref(), Some(start.board()));
        // Field 0 is h1 on a turned board: e2 is field 63 - 52 = 11.
        assert_eq!(w.square_of(11), Some(Square::E2));
        w.update(11, None, Duration::from_millis(10));
        w.update(27, Some(Color::White.pawn()), Duration::from_millis(20));
        let seen = w.settled(Duration::from_secs(1)).unwrap();
        assert_eq!(
            judge(&start, None, &seen),
            Judgement::Move(san(&start, "e4"))
        );
    }

    #[test]
    fn updates_before_a_dump_mean_nothing() {
        let mut w = Watch::default();
        w.update(12, None, Duration::ZERO);
        assert_eq!(w.settled(Duration::from_secs(1)), None);
        assert!(!w.is_known());
    }
}
