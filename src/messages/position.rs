//! Questions about the position and the score, and their spoken answers: pieces, squares, lines,
//! attackers and defenders, the last move, the moves so far, FEN and PGN in words.

use super::catalog::Catalog;
use laws::lang::Lang;
use laws::notation::Namer;
use shakmaty::{Color, Piece, Role};
use speech::Mixed;

/// Questions about the position and the score, and their spoken answers: pieces, squares, lines,
/// attackers and defenders, the last move, the moves so far, FEN and PGN in words.
pub trait PositionTexts {
    /// One side's pieces: (kind, square name) in counting order.
    fn pieces_of(&self, c: Color, items: &[(Role, String)], n: &dyn Namer) -> String;
    fn on_square(&self, square: &str, piece: Option<Piece>, n: &dyn Namer) -> String;
    fn square_usage(&self) -> String;
    fn moves_made(&self, white: &str, black: &str) -> String;
    /// `written`: the move in the vocabulary's words, spoken in `words_lang`.
    fn last_move(
        &self,
        number: u32,
        mover: Color,
        written: &str,
        words_lang: Lang,
    ) -> speech::Mixed;
    fn line_usage(&self, rank: bool) -> String;
    fn line_scan(&self, items: &[(String, Option<Piece>)], n: &dyn Namer) -> String;
    fn attackers(&self, c: Color, square: &str, items: &[(Role, String)], n: &dyn Namer) -> String;
    /// One move number of the move list, said: each side's move in the
    /// vocabulary's words (either may be missing), as parts: the words
    /// in the vocabulary's voice, a draw offer in the UI language's.
    fn moves_spoken(
        &self,
        number: u32,
        white: Option<&speech::Mixed>,
        black: Option<&speech::Mixed>,
    ) -> speech::Mixed;
    /// A move's words with the draw offer made with it.
    fn with_draw_offer(&self, words: &str, lang: Lang) -> speech::Mixed;
    /// Before a FEN said in words: what it is.
    fn fen_spoken_intro(&self) -> String;
    /// Castling rights, (short, long) for White and for Black.
    fn castling_rights(&self, white: (bool, bool), black: (bool, bool)) -> String;
    /// An en passant capture is possible on this square.
    fn en_passant_square(&self, square: &str) -> String;
    /// Half-moves since the last capture or pawn move (FEN's counter).
    fn halfmoves_since_capture(&self, n: u32) -> String;
    /// How many moves the score (PGN) holds.
    fn pgn_spoken_moves(&self, n: u32) -> String;
    /// The players of the score, where known.
    fn pgn_spoken_players(&self, white: Option<&str>, black: Option<&str>) -> String;
    /// One side's pieces for the ear: grouped by kind, each kind once
    /// ("rooks a1 and h1"), the squares as the namer names them.
    fn board_spoken(&self, c: Color, groups: &[(Role, Vec<String>)], n: &dyn Namer) -> String;
    /// `attacks X` when X holds a piece of colour `c`: `c`'s pieces that
    /// reach X defend it (`items`: kind and square of each).
    fn defenders(&self, c: Color, square: &str, items: &[(Role, String)], n: &dyn Namer) -> String;
}

impl PositionTexts for Catalog {
    fn on_square(&self, square: &str, piece: Option<Piece>, n: &dyn Namer) -> String {
        match piece {
            Some(p) => self
                .args()
                .s("square", square)
                .colour("c", p.color)
                .piece("piece", p.role, n.role(p.role))
                .fmt("on-square"),
            None => self.args().s("square", square).fmt("square-empty"),
        }
    }
    fn square_usage(&self) -> String {
        self.t("square-usage")
    }
    fn moves_made(&self, white: &str, black: &str) -> String {
        self.args()
            .s("black", black)
            .s("white", white)
            .fmt("moves-made")
    }
    fn last_move(
        &self,
        number: u32,
        mover: Color,
        written: &str,
        words_lang: laws::lang::Lang,
    ) -> speech::Mixed {
        self.args()
            .colour("mover", mover)
            .n("number", number)
            .words("written", written, words_lang)
            .fmt_mixed("last-move")
    }
    fn line_usage(&self, rank: bool) -> String {
        self.t(if rank {
            "line-usage-rank"
        } else {
            "line-usage-file"
        })
    }
    fn pieces_of(&self, c: Color, items: &[(Role, String)], n: &dyn Namer) -> String {
        let list = self.pieces_at(items, n);
        self.args().colour("c", c).s("list", list).fmt("pieces-of")
    }
    fn line_scan(&self, items: &[(String, Option<Piece>)], n: &dyn Namer) -> String {
        let parts: Vec<String> = items
            .iter()
            .map(|(sq, p)| match p {
                Some(p) => self
                    .args()
                    .s("square", sq.as_str())
                    .colour("c", p.color)
                    .piece("piece", p.role, n.role(p.role))
                    .fmt("scan-piece"),
                None => self.args().s("square", sq.as_str()).fmt("scan-empty"),
            })
            .collect();
        self.args().s("list", parts.join(", ")).fmt("line-scan")
    }
    fn attackers(&self, c: Color, square: &str, items: &[(Role, String)], n: &dyn Namer) -> String {
        if items.is_empty() {
            return self
                .args()
                .colour("c", c)
                .s("square", square)
                .fmt("attackers-none");
        }
        let list = self.pieces_at(items, n);
        self.args()
            .colour("c", c)
            .s("square", square)
            .s("list", list)
            .fmt("attackers")
    }
    fn moves_spoken(&self, number: u32, white: Option<&Mixed>, black: Option<&Mixed>) -> Mixed {
        let side = match (white, black) {
            (Some(_), Some(_)) => "both",
            (Some(_), None) => "white",
            _ => "black",
        };
        self.args()
            .n("n", number)
            .key("side", side)
            .mixed("white", white.unwrap_or(&Mixed::new()))
            .mixed("black", black.unwrap_or(&Mixed::new()))
            .fmt_mixed("moves-spoken")
    }
    fn with_draw_offer(&self, words: &str, lang: Lang) -> Mixed {
        self.args()
            .words("words", words, lang)
            .fmt_mixed("moves-spoken-offer")
    }
    fn fen_spoken_intro(&self) -> String {
        self.t("fen-spoken-intro")
    }
    fn castling_rights(&self, white: (bool, bool), black: (bool, bool)) -> String {
        let key = |(short, long): (bool, bool)| match (short, long) {
            (true, true) => "both",
            (true, false) => "short",
            (false, true) => "long",
            (false, false) => "none",
        };
        self.args()
            .key("white", key(white))
            .key("black", key(black))
            .fmt("fen-spoken-castling")
    }
    fn en_passant_square(&self, square: &str) -> String {
        self.args().s("square", square).fmt("fen-spoken-en-passant")
    }
    fn halfmoves_since_capture(&self, n: u32) -> String {
        self.args().n("n", n).fmt("fen-spoken-halfmoves")
    }
    fn pgn_spoken_moves(&self, n: u32) -> String {
        self.args().n("n", n).fmt("pgn-spoken-moves")
    }
    fn pgn_spoken_players(&self, white: Option<&str>, black: Option<&str>) -> String {
        let unknown = self.t("pgn-spoken-unknown");
        self.args()
            .s("white", white.map_or(unknown.clone(), str::to_string))
            .s("black", black.map_or(unknown, str::to_string))
            .fmt("pgn-spoken-players")
    }
    fn board_spoken(&self, c: Color, groups: &[(Role, Vec<String>)], n: &dyn Namer) -> String {
        let and = self.t("board-spoken-and");
        let parts: Vec<String> = groups
            .iter()
            .filter(|(_, squares)| !squares.is_empty())
            .map(|(r, squares)| {
                let list = match squares.split_last() {
                    Some((last, [])) => last.clone(),
                    Some((last, rest)) => format!("{} {and} {last}", rest.join(", ")),
                    None => String::new(),
                };
                self.args()
                    .piece("piece", *r, n.role(*r))
                    .s(
                        "pieces",
                        self.t(&format!("role-plural-{}", super::catalog::role_key(*r))),
                    )
                    .count("count", squares.len())
                    .s("squares", list)
                    .fmt("board-spoken-group")
            })
            .collect();
        self.args()
            .colour("c", c)
            .s("groups", parts.join("; "))
            .fmt("board-spoken")
    }
    fn defenders(&self, c: Color, square: &str, items: &[(Role, String)], n: &dyn Namer) -> String {
        if items.is_empty() {
            return self
                .args()
                .colour("c", c)
                .s("square", square)
                .fmt("defenders-none");
        }
        let list = self.pieces_at(items, n);
        self.args()
            .colour("c", c)
            .s("square", square)
            .s("list", list)
            .fmt("defenders")
    }
}
