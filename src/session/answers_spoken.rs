//! The spoken form of answers that are printed in a
//! form made for the eye: the move list in the vocabulary's words with
//! move numbers, the board as pieces in words, a FEN and a PGN summarised.
//! Each idea is one [`Reply::spoken`] (one utterance), so a long answer is
//! said in parts the player can cut off with `stop`. The moves' Appendix
//! words are parts in the vocabulary's language, said in its voice inside
//! an English or Russian sentence.

use shakmaty::{CastlingSide, Color, Piece, Position, Role};

use speech::Mixed;

use super::{Reply, Session};

impl Session {
    /// The move list read aloud: one utterance per move number, each move
    /// in the vocabulary's words (Appendix D), a draw offer said.
    pub(super) fn moves_spoken(&self) -> Vec<Reply> {
        let mut out = Vec::new();
        let lang = self.announce_lang();
        // (move number, White's words, Black's words)
        let mut pair: Option<(u32, Option<Mixed>, Option<Mixed>)> = None;
        for pm in self.game.moves() {
            let said = self.announcer.announce_legal(&pm.before, pm.mv, &pm.san);
            let words = if pm.draw_offer {
                self.texts.with_draw_offer(&said, lang)
            } else {
                let mut m = Mixed::new();
                m.push_words(&said, lang);
                m
            };
            let n = pm.before.fullmoves().get();
            match pm.before.turn() {
                Color::White => {
                    if let Some((n, w, b)) = pair.take() {
                        out.push(self.spoken_pair(n, w, b));
                    }
                    pair = Some((n, Some(words), None));
                }
                Color::Black => match pair.as_mut() {
                    Some((_, _, b)) => *b = Some(words),
                    None => pair = Some((n, None, Some(words))),
                },
            }
        }
        if let Some((n, w, b)) = pair {
            out.push(self.spoken_pair(n, w, b));
        }
        out
    }

    fn spoken_pair(&self, n: u32, white: Option<Mixed>, black: Option<Mixed>) -> Reply {
        Reply::spoken(self.texts.moves_spoken(n, white.as_ref(), black.as_ref()))
    }

    /// The board for the ear: each side's pieces in words, one utterance
    /// a side, grouped by kind ("White: king e1; rooks a1 and h1; pawns
    /// a2, b2 and e4."), so a kind is named once, not eight times.
    pub(super) fn board_spoken(&self) -> Vec<Reply> {
        use laws::notation::Namer;
        let board = self.game.position().board();
        let namer = self.namer();
        [Color::White, Color::Black]
            .into_iter()
            .map(|c| {
                let groups: Vec<(Role, Vec<String>)> = super::queries::ORDER
                    .into_iter()
                    .map(|role| {
                        let squares = board
                            .by_piece(Piece { color: c, role })
                            .into_iter()
                            .map(|sq| namer.square(sq))
                            .collect();
                        (role, squares)
                    })
                    .collect();
                Reply::spoken(Mixed::plain(self.texts.board_spoken(c, &groups, &namer)))
            })
            .collect()
    }

    /// A FEN said as what it means: whose move and the move number, the
    /// castling rights, an en passant capture, the half-move count when it
    /// is not zero, and the pieces in words. No slash is read.
    pub(super) fn fen_spoken(&self) -> Vec<Reply> {
        let pos = self.game.position();
        let t = self.texts;
        let mut out = vec![
            Reply::spoken(Mixed::plain(t.fen_spoken_intro())),
            Reply::spoken(Mixed::plain(t.to_move(pos.turn(), pos.fullmoves().get()))),
        ];
        let castles = pos.castles();
        let sides = |c: Color| {
            (
                castles.has(c, CastlingSide::KingSide),
                castles.has(c, CastlingSide::QueenSide),
            )
        };
        out.push(Reply::spoken(Mixed::plain(
            t.castling_rights(sides(Color::White), sides(Color::Black)),
        )));
        if let Some(sq) = pos.legal_ep_square() {
            out.push(Reply::spoken(Mixed::plain(
                t.en_passant_square(&sq.to_string()),
            )));
        }
        if pos.halfmoves() > 0 {
            out.push(Reply::spoken(Mixed::plain(
                t.halfmoves_since_capture(pos.halfmoves()),
            )));
        }
        out.extend(self.board_spoken());
        out
    }

    /// A PGN summarised: how many moves, the players, the result.
    pub(super) fn pgn_spoken(&self) -> Vec<Reply> {
        let moves = self.game.moves();
        let count = match (moves.first(), moves.last()) {
            (Some(first), Some(last)) => {
                last.before.fullmoves().get() - first.before.fullmoves().get() + 1
            }
            _ => 0,
        };
        let header = self.pgn_header();
        let known = |s: &str| Some(s.to_string()).filter(|s| s != "?");
        let mut out = vec![Reply::spoken(Mixed::plain(
            self.texts.pgn_spoken_moves(count),
        ))];
        let (white, black) = (known(&header.white), known(&header.black));
        if white.is_some() || black.is_some() {
            out.push(Reply::spoken(Mixed::plain(
                self.texts
                    .pgn_spoken_players(white.as_deref(), black.as_deref()),
            )));
        }
        out.push(Reply::spoken(Mixed::plain(self.result_reply().text())));
        out
    }
}
