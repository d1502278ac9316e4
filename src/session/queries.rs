//! Board queries in words (Appendix F: the blind player may ask, the
//! assistant tells): the pieces of a side, what stands on a square.

use shakmaty::{Color, File, Piece, Position, Rank, Role, Square};

use super::{Reply, Session, parse_colour};
use laws::notation::Namer;

/// Piece order for listing and saying: the way players count material.
pub(super) const ORDER: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

impl Session {
    /// `pieces [colour]`: each side's pieces with their squares, one side
    /// per line ("White: king g1, queen d1, ...").
    pub(super) fn pieces_in_words(&self, arg: Option<&str>) -> Vec<Reply> {
        let colours: Vec<Color> = match arg.and_then(parse_colour) {
            Some(c) => vec![c],
            None => match arg {
                Some(w) => return vec![Reply::say(self.texts.unknown_colour(w))],
                None => vec![Color::White, Color::Black],
            },
        };
        let board = self.game.position().board();
        let namer = self.namer();
        colours
            .into_iter()
            .map(|c| {
                let mut items = Vec::new();
                for role in ORDER {
                    for sq in board.by_piece(Piece { color: c, role }) {
                        items.push((role, namer.square(sq)));
                    }
                }
                Reply::say(self.texts.pieces_of(c, &items, &namer))
            })
            .collect()
    }

    /// `square X`: what stands on a square.
    pub(super) fn square_query(&self, arg: Option<&str>) -> Vec<Reply> {
        let Some(sq) = arg.and_then(|a| self.square_from_words(a)) else {
            return vec![Reply::say(self.texts.square_usage())];
        };
        let piece = self.game.position().board().piece_at(sq);
        vec![Reply::say(self.texts.on_square(
            &self.namer().square(sq),
            piece,
            &self.namer(),
        ))]
    }

    /// A square typed as "e4", or as two braille cells (file, rank) in the
    /// session's chess braille code.
    pub(super) fn square_from_words(&self, text: &str) -> Option<Square> {
        if let Some(sq) = super::parse_square(text) {
            return Some(sq);
        }
        if let Some(sq) = self.spoken_square(text) {
            return Some(sq);
        }
        let cells = braille::Cells::from_unicode(text.trim())?;
        let [f, r] = cells.bits() else { return None };
        let code = &self.braille.code;
        // Dots 7 and 8 do not change a letter or digit.
        let file = File::ALL
            .into_iter()
            .find(|x| code.file_cell(*x) == f & 0x3f)?;
        let rank = Rank::ALL
            .into_iter()
            .find(|x| code.rank_cell(*x) == r & 0x3f)?;
        Some(Square::from_coords(file, rank))
    }
}

impl Session {
    /// `rank 4` / `file e` (German `reihe`, `linie`): the squares of a rank
    /// or file scanned in order, each with what stands there.
    pub(super) fn scan_line(&self, arg: Option<&str>, is_rank: bool) -> Vec<Reply> {
        let word = arg.unwrap_or("").trim().to_lowercase();
        let squares: Vec<Square> = if is_rank {
            let Some(r) = word.parse::<u32>().ok().filter(|r| (1..=8).contains(r)) else {
                return vec![Reply::say(self.texts.line_usage(true))];
            };
            File::ALL
                .into_iter()
                .map(|f| Square::from_coords(f, Rank::new(r - 1)))
                .collect()
        } else {
            let Some(f) = word
                .chars()
                .next()
                .and_then(File::from_char)
                .filter(|_| word.len() == 1)
            else {
                return vec![Reply::say(self.texts.line_usage(false))];
            };
            Rank::ALL
                .into_iter()
                .map(|r| Square::from_coords(f, r))
                .collect()
        };
        let board = self.game.position().board();
        let namer = self.namer();
        let items: Vec<(String, Option<Piece>)> = squares
            .into_iter()
            .map(|sq| (namer.square(sq), board.piece_at(sq)))
            .collect();
        vec![Reply::say(self.texts.line_scan(&items, &namer))]
    }

    /// `why dead`: the verdict on the position, each side's ground, the
    /// locked pawns and the squares each piece can reach.
    pub(super) fn why_dead(&self) -> Vec<Reply> {
        let e = self.game.explain_dead();
        let namer = self.namer();
        self.texts
            .dead_why(&e, &namer)
            .into_iter()
            .map(Reply::say)
            .collect()
    }

    /// `attacks X` (German `angriffe`): which pieces of each side attack a
    /// square.
    pub(super) fn attacks(&self, arg: Option<&str>) -> Vec<Reply> {
        let Some(sq) = arg.and_then(|a| self.square_from_words(a)) else {
            return vec![Reply::say(self.texts.square_usage())];
        };
        let board = self.game.position().board();
        let namer = self.namer();
        [Color::White, Color::Black]
            .into_iter()
            .map(|c| {
                let items: Vec<(Role, String)> = board
                    .attacks_to(sq, c, board.occupied())
                    .into_iter()
                    .filter_map(|from| Some((board.role_at(from)?, namer.square(from))))
                    .collect();
                // A side's own piece on the square is defended, not attacked.
                let own = board.color_at(sq) == Some(c);
                Reply::say(if own {
                    self.texts.defenders(c, &namer.square(sq), &items, &namer)
                } else {
                    self.texts.attackers(c, &namer.square(sq), &items, &namer)
                })
            })
            .collect()
    }
}
