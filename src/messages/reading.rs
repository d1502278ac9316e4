//! Reading what the user gave: a move refused and why, a question which move was meant, lines that
//! are no move, FEN, PGN, braille and spoken input that cannot be read.

use super::catalog::Catalog;
use braille::{BrailleError, dots_label};
use laws::lang::Lang;
use laws::notation::fen::{FenError, PositionProblem};
use laws::notation::{CastlingBlock, MoveError, Namer};
use laws::pgn::{MovePlace, PgnError};
use laws::rules::GameResult;
use phonetics::{Expected, SpokenError};
use shakmaty::{CastlingSide, Color, Role, Square};
use speech::Mixed;

use super::GameTexts;
use super::wording::{joined_with_commas, yes_no};

/// Reading what the user gave: a move refused and why, a question which move was meant, lines that
/// are no move, FEN, PGN, braille and spoken input that cannot be read.
pub trait ReadingTexts {
    /// A refused move, in words.
    fn move_error(&self, e: &MoveError, n: &dyn Namer) -> String;
    /// Question for an ambiguous move; `moves` are the fitting moves,
    /// already written for the user.
    fn which_move(&self, role: Option<Role>, froms: &[String], moves: &[String]) -> String;
    fn not_understood(&self, line: &str) -> String;
    fn line_too_long(&self, chars: usize, max: usize) -> String;
    fn invalid_utf8(&self) -> String;
    fn empty_line(&self) -> String;
    fn bad_fen(&self, why: &str) -> String;
    /// A typed braille line that is no move; cells named by their dots.
    fn braille_error(&self, e: &BrailleError) -> String;
    /// A misheard word taken for a vocabulary word; both are said in the
    /// vocabulary's language `lang` ("Understood Eva for Emil.").
    fn understood(&self, heard: &str, understood: &str, lang: Lang) -> speech::Mixed;
    /// Words that are no move, saying what was expected next.
    /// (The words are the vocabulary's `vocab`, said in its language
    /// `lang`; so are the examples, "Felix drei".)
    fn spoken_error(
        &self,
        e: &SpokenError,
        vocab: &phonetics::Vocabulary,
        lang: Lang,
    ) -> speech::Mixed;
    /// A promotion letter that names different pieces in different
    /// notations: the promotions it can mean, written for the user. One
    /// move: the letter's other readings name the king.
    fn which_promotion(&self, moves: &[String]) -> String;
    /// What is wrong with a FEN, as a clause after "Not a legal position:".
    fn fen_error(&self, e: &laws::notation::fen::FenError) -> String;
    /// Why a PGN game cannot be imported, naming the game and the move.
    fn pgn_error(&self, e: &laws::pgn::PgnError) -> String;
    /// A PGN game goes on after the game had ended (a dead position, a
    /// fivefold repetition, the 75-move rule): move `number` of `mover`
    /// (`san`) cannot be played.
    fn pgn_after_end(&self, number: u32, mover: Color, san: &str, r: &GameResult) -> String;
    /// A print-style move number before a move ("12. Nf3", "1... e5") that
    /// is not where the game is: `number` and the side its periods name
    /// (`None`: no periods), the game at move `now` with `turn` to move.
    fn wrong_move_number(&self, number: u32, side: Option<Color>, now: u32, turn: Color) -> String;
    /// Why a text is not a time control.
    fn time_control_error(&self, e: &laws::clock::ParseTimeControlError) -> String;
}

impl ReadingTexts for Catalog {
    fn move_error(&self, e: &MoveError, n: &dyn Namer) -> String {
        let sq = |s: Square| n.square(s);
        let a = self.args();
        match e {
            MoveError::NotAMove => self.t("move-not-a-move"),
            MoveError::MissingTarget => self.t("move-missing-target"),
            MoveError::Iccf(p) => self.t(match p {
                laws::notation::iccf::IccfProblem::Length => "move-iccf-length",
                laws::notation::iccf::IccfProblem::Square => "move-iccf-square",
                laws::notation::iccf::IccfProblem::Promotion => "move-iccf-promotion",
            }),
            MoveError::BadPromotion(r) => a.named("piece", *r, n).fmt("move-bad-promotion"),
            MoveError::NoPieceCanReach { role: r, to } => a
                .named("piece", *r, n)
                .s("to", sq(*to))
                .fmt("move-no-piece-can-reach"),
            MoveError::NoSuchPiece { role: r } => a.named("piece", *r, n).fmt("move-no-such-piece"),
            MoveError::EmptySquare(s) => a.s("square", sq(*s)).fmt("move-empty-square"),
            MoveError::NotYourPiece { square, piece: p } => a
                .named("piece", p.role, n)
                .s("square", sq(*square))
                .colour("owner", p.color)
                .fmt("move-not-your-piece"),
            MoveError::WrongPiece {
                square,
                actual,
                said,
            } => a
                .named("actual", *actual, n)
                .named("said", *said, n)
                .s("square", sq(*square))
                .fmt("move-wrong-piece"),
            MoveError::CannotMoveThere { role: r, from, to } => a
                .named("piece", *r, n)
                .s("from", sq(*from))
                .s("to", sq(*to))
                .fmt("move-cannot-move-there"),
            MoveError::OwnPieceOnTarget { to, role: r } => a
                .named("piece", *r, n)
                .s("to", sq(*to))
                .fmt("move-own-piece-on-target"),
            MoveError::NothingToCapture(s) => a.s("square", sq(*s)).fmt("move-nothing-to-capture"),
            MoveError::KingInCheck {
                from,
                to,
                king,
                in_check_now,
                by,
            } => {
                let givers: Vec<String> = by
                    .iter()
                    .map(|(s, r)| {
                        self.args()
                            .named("piece", *r, n)
                            .s("square", sq(*s))
                            .fmt("check-giver")
                    })
                    .collect();
                let id = match (*in_check_now, givers.is_empty()) {
                    (true, false) => "move-in-check-from",
                    (true, true) => "move-in-check",
                    (false, false) => "move-into-check-from",
                    (false, true) => "move-into-check",
                };
                a.s("from", sq(*from))
                    .s("to", sq(*to))
                    .colour("c", *king)
                    .s("givers", self.list_and(&givers))
                    .count("count", givers.len())
                    .fmt(id)
            }
            MoveError::Blocked {
                role: r,
                from,
                to,
                by,
                blocker,
            } => a
                .named("piece", *r, n)
                .named("blocker", *blocker, n)
                .s("from", sq(*from))
                .s("to", sq(*to))
                .s("by", sq(*by))
                .fmt("move-blocked"),
            MoveError::CastlingNotAllowed { side, why } => {
                let b = self.args();
                let reason = match why {
                    CastlingBlock::KingMoved => self.t("castling-king-moved"),
                    CastlingBlock::RookMoved(r) => b.s("square", sq(*r)).fmt("castling-rook-moved"),
                    CastlingBlock::PiecesBetween(squares) => {
                        let names: Vec<String> = squares.iter().map(|s| sq(*s)).collect();
                        b.s("squares", self.list_and(&names))
                            .count("count", names.len())
                            .fmt("castling-pieces-between")
                    }
                    CastlingBlock::InCheck => self.t("castling-in-check"),
                    CastlingBlock::ThroughCheck(s) => {
                        b.s("square", sq(*s)).fmt("castling-through-check")
                    }
                    CastlingBlock::IntoCheck(s) => b.s("square", sq(*s)).fmt("castling-into-check"),
                };
                let side = match side {
                    CastlingSide::KingSide => "short",
                    CastlingSide::QueenSide => "long",
                };
                a.key("side", side)
                    .s("reason", reason)
                    .fmt("move-castling-not-allowed")
            }
            MoveError::PromotionMissing { to, .. } => a
                .s("square", sq(*to))
                .s("algebraic", to.to_string())
                .fmt("move-promotion-missing"),
            MoveError::NoPromotion { to } => a.s("square", sq(*to)).fmt("move-no-promotion"),
            MoveError::NoEnPassant { to } => a.s("square", sq(*to)).fmt("move-no-en-passant"),
            MoveError::Ambiguous(ms) => a.count("count", ms.len()).fmt("move-ambiguous"),
        }
    }
    fn which_move(&self, role: Option<Role>, froms: &[String], moves: &[String]) -> String {
        match role {
            Some(r) => self
                .args()
                .role("piece", r)
                .s("froms", self.list_or(froms))
                .fmt("which-piece"),
            None => self
                .args()
                .s("moves", self.list_or(moves))
                .fmt("which-move"),
        }
    }
    fn not_understood(&self, line: &str) -> String {
        self.args().s("line", line).fmt("not-understood")
    }
    fn line_too_long(&self, chars: usize, max: usize) -> String {
        self.args()
            .count("chars", chars)
            .count("max", max)
            .fmt("line-too-long")
    }
    fn invalid_utf8(&self) -> String {
        self.t("invalid-utf8")
    }
    fn empty_line(&self) -> String {
        self.t("empty-line")
    }
    fn bad_fen(&self, why: &str) -> String {
        self.args().s("why", why).fmt("bad-fen")
    }
    fn braille_error(&self, e: &BrailleError) -> String {
        use BrailleError::*;
        let a = self.args();
        // Positions are counted from 1 for the user.
        match e {
            Empty => self.t("braille-empty"),
            TooLong { len, max } => a
                .count("len", *len)
                .count("max", *max)
                .fmt("braille-too-long"),
            ControlChar { index, code } => a
                .count("position", index.saturating_add(1))
                .n("code", *code)
                .fmt("braille-control-char"),
            NotBraille { index, ch } => a
                .count("position", index.saturating_add(1))
                .s("char", format!("{ch:?}"))
                .fmt("braille-not-braille"),
            MixedScript { index, ch } => a
                .count("position", index.saturating_add(1))
                .s("char", format!("{ch:?}"))
                .fmt("braille-mixed-script"),
            UnknownCell { cell, .. } => a.s("dots", dots_label(*cell)).fmt("braille-unknown-cell"),
            Misplaced { cell, .. } => a.s("dots", dots_label(*cell)).fmt("braille-misplaced"),
            ExtraWord { index } => a
                .count("position", index.saturating_add(1))
                .fmt("braille-extra-word"),
            Incomplete => self.t("braille-incomplete"),
            PromotionMissing => self.t("braille-promotion-missing"),
            PromotionNotAllowed => self.t("braille-promotion-not-allowed"),
            PawnFiles { from, to } => a
                .s("from", from.to_string())
                .s("to", to.to_string())
                .fmt("braille-pawn-files"),
            PawnPath { from, to } => a
                .s("from", from.as_str())
                .s("to", to.as_str())
                .fmt("braille-pawn-path"),
            NotAMove => self.t("braille-not-a-move"),
            Ambiguous { readings } => a
                .s("readings", self.list_or(readings))
                .fmt("braille-ambiguous"),
        }
    }
    fn understood(&self, heard: &str, understood: &str, lang: Lang) -> Mixed {
        self.args()
            .words("heard", heard, lang)
            .words("understood", understood, lang)
            .fmt_mixed("understood")
    }
    fn spoken_error(&self, e: &SpokenError, vocab: &phonetics::Vocabulary, lang: Lang) -> Mixed {
        // The user's words and the examples are the vocabulary's words,
        // said in its voice.
        let a = self.args();
        match e {
            SpokenError::Empty => Mixed::plain(self.t("spoken-empty")),
            SpokenError::TooLong { .. } | SpokenError::TooManyWords { .. } => {
                Mixed::plain(self.t("spoken-too-long"))
            }
            SpokenError::UnknownWord { word } => {
                a.words("word", word, lang).fmt_mixed("spoken-unknown-word")
            }
            SpokenError::AmbiguousWord { word, candidates } => {
                let each: Vec<Mixed> = candidates
                    .iter()
                    .map(|c| {
                        let mut m = Mixed::new();
                        m.push_words(c, lang);
                        m
                    })
                    .collect();
                a.words("word", word, lang)
                    .mixed("candidates", &self.list_or_mixed(&each))
                    .mixed("all", &joined_with_commas(&each))
                    .fmt_mixed("spoken-ambiguous-word")
            }
            SpokenError::MissingTarget { after } => a
                .words("after", after, lang)
                .words("example", &vocab.square(Square::F3), lang)
                .fmt_mixed("spoken-missing-target"),
            SpokenError::MissingRank { file } => a
                .words("file", file, lang)
                .words("example", vocab.rank_word(shakmaty::Rank::Third), lang)
                .fmt_mixed("spoken-missing-rank"),
            SpokenError::RankOutOfRange { word, .. } => a
                .words("word", word, lang)
                .fmt_mixed("spoken-rank-out-of-range"),
            SpokenError::MissingPromotionPiece { after } => a
                .words("after", after, lang)
                .words("example", vocab.role_word(Role::Queen), lang)
                .fmt_mixed("spoken-missing-promotion-piece"),
            SpokenError::Unexpected { word, expected } => {
                let expected = match expected {
                    Expected::Move => "move",
                    Expected::Square => "square",
                    Expected::File => "file",
                    Expected::Rank => "rank",
                    Expected::Piece => "piece",
                    Expected::End => "end",
                };
                a.words("word", word, lang)
                    .key("expected", expected)
                    .fmt_mixed("spoken-unexpected")
            }
        }
    }
    fn which_promotion(&self, moves: &[String]) -> String {
        match moves {
            [one] => self.args().s("move", one.as_str()).fmt("promotion-king"),
            _ => self
                .args()
                .s("moves", self.list_or(moves))
                .fmt("which-promotion"),
        }
    }
    fn fen_error(&self, e: &FenError) -> String {
        let a = self.args();
        match e {
            FenError::Empty => self.t("fen-empty"),
            FenError::RankCount(n) => a.count("ranks", *n).fmt("fen-rank-count"),
            FenError::RankLength { rank, squares } => a
                .n("rank", *rank)
                .count("squares", *squares)
                .fmt("fen-rank-length"),
            FenError::BadBoardChar(c) => a.s("char", c.to_string()).fmt("fen-bad-board-char"),
            FenError::BadTurn(t) => a.s("text", t.as_str()).fmt("fen-bad-turn"),
            FenError::BadCastling(t) => a.s("text", t.as_str()).fmt("fen-bad-castling"),
            FenError::BadEpSquare(t) => a.s("text", t.as_str()).fmt("fen-bad-ep-square"),
            FenError::BadHalfmoves(t) => a.s("text", t.as_str()).fmt("fen-bad-halfmoves"),
            FenError::BadFullmoves(t) => a.s("text", t.as_str()).fmt("fen-bad-fullmoves"),
            FenError::TooManyHalfmoves { text, max } => a
                .s("text", text.as_str())
                .count("max", *max as usize)
                .fmt("fen-too-many-halfmoves"),
            FenError::TooManyFullmoves(t) => a
                .s("text", t.as_str())
                .count("max", laws::notation::fen::MAX_FULLMOVES as usize)
                .fmt("fen-too-many-fullmoves"),
            FenError::Unreadable => self.t("fen-unreadable"),
            FenError::Illegal(problems) => {
                let items: Vec<String> = problems
                    .iter()
                    .map(|p| {
                        self.t(match p {
                            PositionProblem::EmptyBoard => "position-empty-board",
                            PositionProblem::MissingKing => "position-missing-king",
                            PositionProblem::TooManyKings => "position-too-many-kings",
                            PositionProblem::PawnsOnBackRank => "position-pawns-on-back-rank",
                            PositionProblem::CastlingRights => "position-castling-rights",
                            PositionProblem::EpSquare => "position-ep-square",
                            PositionProblem::OppositeCheck => "position-opposite-check",
                            PositionProblem::ImpossibleCheck => "position-impossible-check",
                            PositionProblem::TooMuchMaterial => "position-too-much-material",
                            PositionProblem::Other => "position-other",
                        })
                    })
                    .collect();
                self.list_and(&items)
            }
        }
    }
    fn pgn_error(&self, e: &PgnError) -> String {
        let place = |at: &MovePlace| {
            self.args()
                .count("game", at.game)
                .n("number", at.number)
                .colour("mover", at.color)
                .fmt("pgn-place")
        };
        let a = self.args();
        match e {
            PgnError::NoGame => self.t("pgn-no-game"),
            PgnError::IllegalMove { at, san } => a
                .s("place", place(at))
                .s("san", san.as_str())
                .fmt("pgn-illegal-move"),
            PgnError::AmbiguousMove { at, san } => a
                .s("place", place(at))
                .s("san", san.as_str())
                .fmt("pgn-ambiguous-move"),
            PgnError::UnreadableMove { at, token } => a
                .s("place", place(at))
                .s("token", token.as_str())
                .fmt("pgn-unreadable-move"),
            PgnError::BadFen { game, fen, reason } => a
                .count("game", *game)
                .s("fen", fen.as_str())
                .s("why", self.fen_error(reason))
                .fmt("pgn-bad-fen"),
            PgnError::SetUpWithoutFen { game } => {
                a.count("game", *game).fmt("pgn-setup-without-fen")
            }
            PgnError::NullMove { at } => a.s("place", place(at)).fmt("pgn-null-move"),
            PgnError::NotStandardChess { game, variant } => a
                .count("game", *game)
                .s("variant", variant.to_string())
                .fmt("pgn-not-standard-chess"),
            PgnError::Syntax { game, reason } => a
                .count("game", *game)
                .s("why", reason.to_string())
                .fmt("pgn-syntax"),
        }
    }
    fn pgn_after_end(&self, number: u32, mover: Color, san: &str, r: &GameResult) -> String {
        self.args()
            .n("number", number)
            .colour("mover", mover)
            .s("san", san)
            .s("result", self.result(r))
            .fmt("pgn-after-end")
    }
    fn wrong_move_number(&self, number: u32, side: Option<Color>, now: u32, turn: Color) -> String {
        let same = side.filter(|_| number == now);
        self.args()
            .key("same", yes_no(same.is_some()))
            .colour("side", same.unwrap_or(turn))
            .colour("turn", turn)
            .n("number", number)
            .n("now", now)
            .fmt("wrong-move-number")
    }
    fn time_control_error(&self, e: &laws::clock::ParseTimeControlError) -> String {
        use laws::clock::ParseErrorKind as K;
        let (kind, position, word) = match &e.kind {
            K::Empty => ("empty", 0, String::new()),
            K::UnexpectedChar { found, position } => ("char", *position, found.to_string()),
            K::UnknownWord { word } => ("word", 0, word.clone()),
            K::ExpectedTime { position } => ("time", *position, String::new()),
            K::ExpectedMoveCount { position } => ("moves", *position, String::new()),
            K::Trailing { position } => ("trailing", *position, String::new()),
            K::ZeroMoves => ("zero-moves", 0, String::new()),
            K::TooLarge => ("too-large", 0, String::new()),
            K::Sandclock => ("sandclock", 0, String::new()),
            K::PeriodAfterSuddenDeath => ("after-sudden-death", 0, String::new()),
            K::MissingBaseTime => ("no-base-time", 0, String::new()),
            K::ZeroBaseTime => ("zero-base-time", 0, String::new()),
        };
        self.args()
            .s("input", e.input.as_str())
            .key("kind", kind)
            .count("position", position + 1)
            .s("word", word)
            .fmt("time-control-error")
            + "\n"
            + &self.t("time-control-examples")
    }
}
