//! [`Texts`] implemented once, over a loaded [`Catalog`]: each method
//! formats its message id (in `lang/*.ftl`) with typed arguments.

use shakmaty::{CastlingSide, Color, Piece, Role, Square};

use super::catalog::{Catalog, is_typed_word, role_index};
use super::{ClaimKind, Texts};
use braille::{BrailleError, dots_label};
use laws::lang::Lang;
use laws::notation::fen::{FenError, PositionProblem};
use laws::notation::{CastlingBlock, MoveError, Namer};
use laws::pgn::{MovePlace, PgnError};
use laws::rules::{GameResult, Reason, TimePenalty};
use phonetics::{Expected, SpokenError};
use speech::{Mixed, SpeechError, SpeechEvent, SpeechStatus};

/// `yes` or `no`, for a catalog's selectors on a yes/no fact.
fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

impl Catalog {
    /// "a, b or c": the last two joined by the message `list-or`.
    fn list_or(&self, items: &[String]) -> String {
        self.joined(items, "list-or")
    }

    /// "a, b and c": the last two joined by the message `list-and`.
    fn list_and(&self, items: &[String]) -> String {
        self.joined(items, "list-and")
    }

    fn joined(&self, items: &[String], id: &str) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => self
                .args()
                .s("init", init.join(", "))
                .s("last", last.as_str())
                .fmt(id),
        }
    }

    /// "a, b or c" of sentences in parts (words in another language).
    fn list_or_mixed(&self, items: &[Mixed]) -> Mixed {
        match items {
            [] => Mixed::new(),
            [one] => one.clone(),
            [init @ .., last] => self
                .args()
                .mixed("init", &joined_with_commas(init))
                .mixed("last", last)
                .fmt_mixed("list-or"),
        }
    }

    /// "knight f3, rook a1": pieces with their squares (`piece-at`).
    fn pieces_at(&self, items: &[(Role, String)], n: &dyn Namer) -> String {
        let list: Vec<String> = items
            .iter()
            .map(|(r, sq)| {
                self.args()
                    .piece("piece", *r, n.role(*r))
                    .s("square", sq.as_str())
                    .fmt("piece-at")
            })
            .collect();
        list.join(", ")
    }
}

impl Texts for Catalog {
    fn color(&self, c: Color) -> &'static str {
        match c {
            Color::White => self.words.white,
            Color::Black => self.words.black,
        }
    }

    fn role(&self, r: Role) -> &'static str {
        self.words.roles[role_index(r)]
    }

    fn move_error(&self, e: &MoveError, n: &dyn Namer) -> String {
        let sq = |s: Square| n.square(s);
        let a = self.args();
        match e {
            MoveError::NotAMove => self.t("move-not-a-move"),
            MoveError::MissingTarget => self.t("move-missing-target"),
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

    fn result(&self, r: &GameResult) -> String {
        if r.declared {
            return self.arbiter_result(r);
        }
        let winner = r.score.winner();
        let why = match (r.reason, winner, r.opponent_cannot_mate) {
            (Reason::Time, _, true) => "result-time-no-mate",
            (Reason::Resignation, _, true) => "result-resignation-no-mate",
            (Reason::IllegalMoves, _, true) => "result-illegal-no-mate",
            (Reason::Checkmate, Some(_), _) => "result-checkmate",
            (Reason::Resignation, Some(_), _) => "result-resignation",
            (Reason::Time, Some(_), _) => "result-time",
            (Reason::IllegalMoves, Some(_), _) => "result-illegal",
            (Reason::Stalemate, _, _) => "result-stalemate",
            (Reason::DeadPosition, _, _) => "result-dead",
            (Reason::Agreement, _, _) => "result-agreement",
            (Reason::ThreefoldRepetition, _, _) => "result-threefold",
            (Reason::FiftyMoves, _, _) => "result-fifty",
            (Reason::FivefoldRepetition, _, _) => "result-fivefold",
            (Reason::SeventyFiveMoves, _, _) => "result-seventy-five",
            (_, Some(_), _) => "result-win",
            (_, None, _) => "result-draw",
        };
        let w = winner.unwrap_or(Color::White);
        let why = self.args().colour("winner", w).colour("loser", !w).fmt(why);
        self.args()
            .s("why", why)
            .s("score", r.score.pgn())
            .fmt("result")
    }

    fn game_over(&self, r: &GameResult) -> String {
        self.args().s("score", r.score.pgn()).fmt("game-over")
    }

    fn in_progress(&self) -> String {
        self.t("in-progress")
    }

    fn to_move(&self, c: Color, move_number: u32) -> String {
        self.args()
            .colour("c", c)
            .n("move_number", move_number)
            .fmt("to-move")
    }

    fn to_move_player(&self, you: bool, c: Color, move_number: u32) -> String {
        self.args()
            .key("you", yes_no(you))
            .colour("c", c)
            .n("move_number", move_number)
            .fmt("to-move-player")
    }

    fn prompt_side(&self, you: bool, c: Color) -> String {
        self.args()
            .key("you", yes_no(you))
            .colour("c", c)
            .fmt("prompt-side")
    }

    fn draw_offered(&self, by: Color) -> String {
        self.args()
            .colour("by", by)
            .colour("by-other", !by)
            .fmt("draw-offered")
    }

    fn draw_declined(&self, by: Color) -> String {
        self.args().colour("by", by).fmt("draw-declined")
    }

    fn no_offer(&self) -> String {
        self.t("no-offer")
    }

    fn own_offer(&self, c: Color) -> String {
        self.args().colour("c", c).fmt("own-offer")
    }

    fn offer_pending(&self, c: Color) -> String {
        self.args().colour("c", c).fmt("offer-pending")
    }

    fn too_early_for_agreement(&self) -> String {
        self.t("too-early-for-agreement")
    }

    fn claim_rejected(&self, kind: Option<ClaimKind>) -> String {
        let kind = match kind {
            Some(ClaimKind::Repetition) => "repetition",
            Some(ClaimKind::FiftyMoves) => "fifty",
            None => "none",
        };
        self.args().key("kind", kind).fmt("claim-rejected")
    }

    fn penalty(&self, p: &TimePenalty) -> String {
        self.args()
            .n("minutes", p.minutes)
            .colour("to", p.to)
            .fmt("penalty")
    }

    fn move_played(&self, san: &str) -> String {
        self.args().s("san", san).fmt("move-played")
    }

    fn illegal_completed(&self, by: Color, count: u32) -> String {
        self.args()
            .colour("by", by)
            .n("count", count)
            .fmt("illegal-completed")
    }

    fn undone(&self, san: &str) -> String {
        self.args().s("san", san).fmt("undone")
    }

    fn nothing_to_undo(&self) -> String {
        self.t("nothing-to-undo")
    }

    fn no_moves_yet(&self) -> String {
        self.t("no-moves-yet")
    }

    fn bad_fen(&self, why: &str) -> String {
        self.args().s("why", why).fmt("bad-fen")
    }

    fn position_set(&self) -> String {
        self.t("position-set")
    }

    fn unknown_colour(&self, word: &str) -> String {
        self.args().s("word", word).fmt("unknown-colour")
    }

    fn help(&self) -> Vec<String> {
        self.t("help").lines().map(str::to_string).collect()
    }

    fn wait_usage(&self) -> String {
        self.t("wait-usage")
    }

    fn wait_only_in_scripts(&self) -> String {
        self.t("wait-only-in-scripts")
    }

    fn no_clock(&self) -> String {
        self.t("no-clock")
    }

    fn score_saved(&self, path: &str) -> String {
        self.args().s("path", path).fmt("score-saved")
    }

    fn score_not_saved(&self, why: &str) -> String {
        self.args().s("why", why).fmt("score-not-saved")
    }

    fn confirm_quit(&self) -> String {
        self.t("confirm-quit")
    }

    fn is_yes(&self, answer: &str) -> bool {
        is_typed_word("words-yes", answer)
    }

    fn is_no(&self, answer: &str) -> bool {
        is_typed_word("words-no", answer)
    }

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

    fn scoresheet_usage(&self) -> String {
        self.t("scoresheet-usage")
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

    fn adjusting(&self) -> String {
        self.t("adjusting")
    }

    fn board_agrees(&self) -> String {
        self.t("board-agrees")
    }

    fn touch_move(&self, role: Role, square: &str) -> String {
        self.args()
            .role("piece", role)
            .s("square", square)
            .fmt("touch-move")
    }

    fn touch_capture(&self, role: Role, square: &str) -> String {
        self.args()
            .role("piece", role)
            .s("square", square)
            .fmt("touch-capture")
    }

    fn no_board(&self) -> String {
        self.t("no-board")
    }

    fn board_missing(&self, square: &str, p: Piece) -> String {
        self.args()
            .s("square", square)
            .colour("c", p.color)
            .role("piece", p.role)
            .fmt("board-missing")
    }

    fn board_extra(&self, square: &str) -> String {
        self.args().s("square", square).fmt("board-extra")
    }

    fn board_wrong(&self, square: &str, p: Piece) -> String {
        self.args()
            .s("square", square)
            .colour("c", p.color)
            .role("piece", p.role)
            .fmt("board-wrong")
    }

    fn board_usage(&self) -> String {
        self.t("board-usage")
    }

    fn board_disconnected(&self) -> String {
        self.t("board-disconnected")
    }

    fn board_reconnected(&self) -> String {
        self.t("board-reconnected")
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

    fn voice_changed(&self, volume: bool, up: bool) -> String {
        self.t(match (volume, up) {
            (true, true) => "voice-louder",
            (true, false) => "voice-quieter",
            (false, true) => "voice-faster",
            (false, false) => "voice-slower",
        })
    }

    fn setup_usage(&self) -> String {
        self.t("setup-usage")
    }

    fn resume_offer(&self, path: &str) -> String {
        self.args().s("path", path).fmt("resume-offer")
    }

    fn speech_status(&self, s: &SpeechStatus) -> String {
        match s {
            SpeechStatus::Using {
                backend,
                auto: false,
                ..
            } => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-using"),
            SpeechStatus::Using {
                backend, skipped, ..
            } if skipped.is_empty() => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-using-auto"),
            SpeechStatus::Using {
                backend, skipped, ..
            } => {
                let why: Vec<String> = skipped.iter().map(|e| self.speech_error(e)).collect();
                self.args()
                    .s("backend", backend.as_str())
                    .s("why", why.join("; "))
                    .fmt("speech-using-auto-skipped")
            }
            SpeechStatus::Off => self.t("speech-off"),
            SpeechStatus::Starting => self.t("speech-starting"),
            SpeechStatus::NoThread(e) => self.args().s("why", e.as_str()).fmt("speech-no-thread"),
            SpeechStatus::NoSoundDevice => self.t("speech-started-no-sound"),
        }
    }

    fn speech_event(&self, e: &SpeechEvent) -> String {
        match e {
            SpeechEvent::Fallback { to, reason, .. } => self
                .args()
                .s("why", self.speech_error(reason))
                .s("to", to.as_str())
                .fmt("speech-fallback"),
            SpeechEvent::SpeechOff { reason, .. } => self
                .args()
                .s("why", self.speech_error(reason))
                .fmt("speech-now-off"),
            SpeechEvent::Unavailable { reason, using } => self
                .args()
                .s("why", self.speech_error(reason))
                .s("using", using.as_str())
                .fmt("speech-unavailable"),
            SpeechEvent::NoSoundDevice { backend } => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-no-sound-device"),
        }
    }

    fn speech_error(&self, e: &SpeechError) -> String {
        let a = self.args();
        match e {
            SpeechError::CommandMissing { program } => a
                .s("program", program.as_str())
                .fmt("speech-command-missing"),
            SpeechError::CommandFailed { program, detail } => a
                .s("program", program.as_str())
                .s("detail", detail.as_str())
                .fmt("speech-command-failed"),
            SpeechError::TimedOut { backend, after } => a
                .s("backend", backend.as_str())
                .n("seconds", after.as_secs() as f64)
                .fmt("speech-timed-out"),
            SpeechError::NotWritable { path, detail } => a
                .s("path", path.display().to_string())
                .s("detail", detail.as_str())
                .fmt("speech-not-writable"),
            SpeechError::NotBuilt { backend } => {
                a.s("backend", backend.as_str()).fmt("speech-not-built")
            }
            SpeechError::Engine { backend, detail } => a
                .s("backend", backend.as_str())
                .s("detail", detail.as_str())
                .fmt("speech-engine"),
            SpeechError::NoAnswer { backend } => {
                a.s("backend", backend.as_str()).fmt("speech-no-answer")
            }
            SpeechError::NoAudio { path } => a
                .s("path", path.display().to_string())
                .fmt("speech-no-audio"),
            SpeechError::NoScreenReader { backend } => a
                .s("backend", backend.as_str())
                .fmt("speech-no-screen-reader"),
            SpeechError::ScreenReaderNotBuilt { backend } => a
                .s("backend", backend.as_str())
                .fmt("speech-screen-reader-not-built"),
            SpeechError::VoiceOverTakesNoSpeech { backend } => {
                a.s("backend", backend.as_str()).fmt("speech-voiceover")
            }
        }
    }

    fn voice_not_saved(&self, path: &str, why: &str) -> String {
        self.args()
            .s("path", path)
            .s("why", why)
            .fmt("voice-not-saved")
    }

    fn envelope_summary(&self, white: &str, black: &str, number: u32, sealer: Color) -> String {
        self.args()
            .s("white", white)
            .s("black", black)
            .n("number", number)
            .colour("sealer", sealer)
            .fmt("envelope-summary")
    }

    fn envelope_closed(&self) -> String {
        self.t("envelope-closed")
    }

    fn envelope_secret(&self) -> String {
        self.t("envelope-secret")
    }

    fn no_ports(&self) -> String {
        self.t("no-ports")
    }

    fn moves_made(&self, white: &str, black: &str) -> String {
        self.args()
            .s("black", black)
            .s("white", white)
            .fmt("moves-made")
    }

    fn seal_ask_resumption(&self) -> String {
        self.t("seal-ask-resumption")
    }

    fn resumption_bad(&self, word: &str) -> String {
        self.args().s("word", word).fmt("resumption-bad")
    }

    fn resumption_noted(&self, when_where: &str) -> String {
        if when_where.is_empty() {
            self.t("resumption-unknown")
        } else {
            self.args()
                .s("when_where", when_where)
                .fmt("resumption-noted")
        }
    }

    fn seal_ask_move(&self, c: Color) -> String {
        self.args().colour("c", c).fmt("seal-ask-move")
    }

    fn seal_ask_secret(&self) -> String {
        self.t("seal-ask-secret")
    }

    fn seal_unambiguous(&self) -> String {
        self.t("seal-unambiguous")
    }

    fn seal_failed(&self, why: &str) -> String {
        self.args().s("why", why).fmt("seal-failed")
    }

    fn sealed(&self, path: &str) -> String {
        self.args().s("path", path).fmt("sealed")
    }

    fn seal_cancelled(&self) -> String {
        self.t("seal-cancelled")
    }

    fn game_adjourned(&self) -> String {
        self.t("game-adjourned")
    }

    fn journal_dropped(&self, n: usize) -> String {
        self.args().count("n", n).fmt("journal-dropped")
    }

    fn resumed(&self, moves: usize) -> String {
        self.args().count("moves", moves).fmt("resumed")
    }

    fn arbiter_usage(&self) -> String {
        self.t("arbiter-usage")
    }

    fn arbiter_done(&self) -> String {
        self.t("arbiter-done")
    }

    fn correct_usage(&self) -> String {
        self.t("correct-usage")
    }

    fn correct_too_late(&self) -> String {
        self.t("correct-too-late")
    }

    fn corrected(&self) -> String {
        self.t("corrected")
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

    fn check(&self) -> &'static str {
        self.words.check
    }

    fn mate(&self) -> &'static str {
        self.words.mate
    }

    fn file_exists(&self, path: &str) -> String {
        self.args().s("path", path).fmt("file-exists")
    }

    fn file_not_written(&self, path: &str) -> String {
        self.args().s("path", path).fmt("file-not-written")
    }

    fn journal_failed(&self, why: &str) -> String {
        self.args().s("why", why).fmt("journal-failed")
    }

    fn journal_written_again(&self) -> String {
        self.t("journal-written-again")
    }

    fn journal_blocked(&self) -> String {
        self.t("journal-blocked")
    }

    fn journal_unprotected(&self) -> String {
        self.t("journal-unprotected")
    }

    fn resume_question(&self, white: &str, black: &str, move_number: u32) -> String {
        let known = |name: &str| yes_no(!(name.trim().is_empty() || name == "?"));
        self.args()
            .s("white", white)
            .key("white-known", known(white))
            .s("black", black)
            .key("black-known", known(black))
            .count("move_number", move_number as usize)
            .fmt("resume-question")
    }

    fn resume_answer_again(&self, line: &str) -> String {
        self.args().s("line", line).fmt("resume-answer-again")
    }

    fn recording_failed(&self, why: &str) -> String {
        self.args().s("why", why).fmt("recording-failed")
    }

    fn board_connected_again(&self, port: &str) -> String {
        self.args().s("port", port).fmt("board-connected-again")
    }

    fn board_not_reconnected(&self, port: &str, why: &str) -> String {
        self.args()
            .s("port", port)
            .s("why", why)
            .fmt("board-not-reconnected")
    }

    fn arbiter_result(&self, r: &GameResult) -> String {
        let reason = match r.reason {
            Reason::BothFlags => "both-flags",
            Reason::DeadPosition => "dead",
            Reason::Time => "time",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::IllegalMoves => "illegal",
            Reason::ThreefoldRepetition => "threefold",
            Reason::FiftyMoves => "fifty",
            Reason::FivefoldRepetition => "fivefold",
            Reason::SeventyFiveMoves => "seventy-five",
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::Forfeit | Reason::Arbiter => "none",
        };
        self.args()
            .key("reason", reason)
            .s("score", self.score_words(r))
            .fmt("arbiter-result")
    }

    fn score_words(&self, r: &GameResult) -> String {
        use laws::rules::Score;
        let outcome = match r.score {
            Score::WhiteWins | Score::BlackWins => "win",
            Score::BothLose => "both-lose",
            Score::Draw => "draw",
        };
        self.args()
            .key("outcome", outcome)
            .colour("winner", r.score.winner().unwrap_or(Color::White))
            .key("forfeit", yes_no(r.reason == Reason::Forfeit))
            .s("score", r.score.pgn())
            .fmt("score-words")
    }

    fn result_replaced(&self, old: &GameResult) -> String {
        self.args()
            .s("score", self.score_words(old))
            .fmt("result-replaced")
    }

    fn undo_after_result(&self, r: &GameResult) -> String {
        self.args()
            .s("score", r.score.pgn())
            .fmt("undo-after-result")
    }

    fn reopen_hint(&self) -> String {
        self.t("reopen-hint")
    }

    fn reopened(&self, turn: Color) -> String {
        self.args().colour("turn", turn).fmt("reopened")
    }

    fn reopened_clock(&self) -> String {
        self.t("reopened-clock")
    }

    fn nothing_to_reopen(&self) -> String {
        self.t("nothing-to-reopen")
    }

    fn result_usage(&self) -> String {
        self.t("result-usage")
    }

    fn result_word_unknown(&self, word: &str) -> String {
        self.args().s("word", word).fmt("result-word-unknown")
    }

    fn forfeit_not_draw(&self) -> String {
        self.t("forfeit-not-draw")
    }

    fn claim_rejected_illegal(&self) -> String {
        self.t("claim-rejected-illegal")
    }

    fn intended_not_played(&self, claimant: Color) -> String {
        self.args()
            .colour("claimant", claimant)
            .fmt("intended-not-played")
    }

    fn claim_is_offer(&self, by: Color) -> String {
        self.args()
            .colour("by", by)
            .colour("by-other", !by)
            .fmt("claim-is-offer")
    }

    fn clock_started(&self, runs: Color) -> String {
        self.args().colour("runs", runs).fmt("clock-started")
    }

    fn clock_already_running(&self, runs: Color) -> String {
        self.args()
            .colour("runs", runs)
            .fmt("clock-already-running")
    }

    fn clock_not_started(&self) -> String {
        self.t("clock-not-started")
    }

    fn clock_start_hint(&self) -> String {
        self.t("clock-start-hint")
    }

    fn clock_stopped(&self) -> String {
        self.t("clock-stopped")
    }

    fn clock_already_stopped(&self) -> String {
        self.t("clock-already-stopped")
    }

    fn clock_runs_again(&self, runs: Color) -> String {
        self.args().colour("runs", runs).fmt("clock-runs-again")
    }

    fn move_while_paused(&self) -> String {
        self.t("move-while-paused")
    }

    fn clock_game_over(&self, r: &GameResult) -> String {
        self.args().s("score", r.score.pgn()).fmt("clock-game-over")
    }

    fn flag_outcome(&self, flagged: Color, r: &GameResult) -> String {
        match (r.score.winner(), r.reason, r.opponent_cannot_mate) {
            (_, Reason::Time, true) => self
                .args()
                .colour("other", !flagged)
                .s("score", r.score.pgn())
                .fmt("flag-cannot-mate"),
            (Some(w), Reason::Time, _) => self
                .args()
                .colour("winner", w)
                .s("score", r.score.pgn())
                .fmt("flag-wins"),
            _ => self.result(r),
        }
    }

    fn clock_resume_hint(&self) -> String {
        self.t("clock-resume-hint")
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

    // --- braille: move numbers, scoresheet headers ---
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

    fn braille_labels(&self) -> braille::Labels {
        let word = |id: &str| self.args().fmt(id);
        braille::Labels {
            white: word("braille-label-white"),
            black: word("braille-label-black"),
            event: word("braille-label-event"),
            date: word("braille-label-date"),
            result: word("braille-label-result"),
            time_control: word("braille-label-time-control"),
            start: word("braille-label-start"),
        }
    }

    fn braille_computer_header(&self) -> String {
        self.args().fmt("braille-computer-header")
    }

    // --- the Dot Pad pin display ---
    fn dotpad_connected(&self, name: &str) -> String {
        self.args().s("name", name).fmt("dotpad-connected")
    }

    fn dotpad_lost(&self) -> String {
        self.args().fmt("dotpad-lost")
    }

    fn dotpad_back(&self) -> String {
        self.args().fmt("dotpad-back")
    }

    fn dotpad_gave_up(&self, why: &devices::dotpad::device::Failure) -> String {
        use devices::dotpad::device::Failure;
        let (key, columns, rows) = match why {
            Failure::NoAnswer => ("no-answer", 0, 0),
            Failure::Refused { .. } => ("refused", 0, 0),
            Failure::Unsuitable { info } => (
                "unsuitable",
                u32::from(info.graphic.columns),
                u32::from(info.graphic.rows),
            ),
        };
        self.args()
            .key("why", key)
            .n("columns", columns)
            .n("rows", rows)
            .fmt("dotpad-gave-up")
    }

    fn dotpad_line_full(&self, max: usize) -> String {
        self.args().n("max", max as u32).fmt("dotpad-line-full")
    }

    fn dotpad_not_reconnected(&self, port: &str, why: &str) -> String {
        self.args()
            .s("port", port)
            .s("why", why)
            .fmt("dotpad-not-reconnected")
    }

    // --- the sighted player's DGT e-board ---
    fn dgt_in_step(&self) -> String {
        self.t("dgt-in-step")
    }

    fn dgt_differs(&self) -> String {
        self.t("dgt-differs")
    }

    fn dgt_extra(&self, square: &str, have: Piece) -> String {
        self.args()
            .s("square", square)
            .colour("c", have.color)
            .role("piece", have.role)
            .fmt("dgt-extra")
    }

    fn dgt_wrong(&self, square: &str, have: Piece, want: Piece) -> String {
        self.args()
            .s("square", square)
            .colour("c", have.color)
            .role("piece", have.role)
            .colour("want-c", want.color)
            .role("want", want.role)
            .fmt("dgt-wrong")
    }

    fn dgt_disagrees(&self, board_move: &str, game_move: &str, lang: Lang) -> Mixed {
        self.args()
            .words("board_move", board_move, lang)
            .words("game_move", game_move, lang)
            .fmt_mixed("dgt-disagrees")
    }

    fn dgt_call_arbiter(&self) -> String {
        self.t("dgt-call-arbiter")
    }

    fn dgt_garbled(&self) -> String {
        self.t("dgt-garbled")
    }

    fn dgt_lost(&self) -> String {
        self.t("dgt-lost")
    }

    fn dgt_back(&self) -> String {
        self.t("dgt-back")
    }

    fn dgt_usage(&self) -> String {
        self.t("dgt-usage")
    }

    fn dgt_connected_again(&self, port: &str) -> String {
        self.args().s("port", port).fmt("dgt-connected-again")
    }

    fn dgt_not_reconnected(&self, port: &str, why: &str) -> String {
        self.args()
            .s("port", port)
            .s("why", why)
            .fmt("dgt-not-reconnected")
    }

    fn dgt_already_read(&self, mv: &str, lang: Lang) -> Mixed {
        self.args()
            .words("mv", mv, lang)
            .fmt_mixed("dgt-already-read")
    }

    fn dgt_typed_differs(&self, board_move: &str, typed: &str, lang: Lang) -> Mixed {
        self.args()
            .words("board_move", board_move, lang)
            .words("typed", typed, lang)
            .fmt_mixed("dgt-typed-differs")
    }

    // Spoken forms of printed answers.
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

    // --- braille displays through BRLTTY ---
    fn brltty_lost(&self, why: &str) -> String {
        self.args().s("why", why).fmt("brltty-lost")
    }

    fn brltty_line_full(&self, max: usize) -> String {
        self.args().n("max", max as u32).fmt("brltty-line-full")
    }

    // Devices in scripts (`@wait`).
    fn script_wait_no_board(&self) -> String {
        self.t("script-wait-no-board")
    }

    fn script_wait_timed_out(&self, seconds: u32) -> String {
        self.args()
            .n("seconds", seconds)
            .fmt("script-wait-timed-out")
    }

    fn script_wait_usage(&self) -> String {
        self.t("script-wait-usage")
    }

    // Command-line errors.
    fn cli_error(&self, e: &crate::cli_errors::CliError) -> String {
        use crate::cli_errors::CliError;
        match e {
            CliError::UnknownArgument { arg, suggestion } => self
                .args()
                .s("arg", arg.as_str())
                .s("suggestion", suggestion.clone().unwrap_or_default())
                .key("suggested", yes_no(suggestion.is_some()))
                .fmt("cli-unknown-argument"),
            CliError::UnknownSubcommand { name, suggestion } => self
                .args()
                .s("name", name.as_str())
                .s("suggestion", suggestion.clone().unwrap_or_default())
                .key("suggested", yes_no(suggestion.is_some()))
                .fmt("cli-unknown-subcommand"),
            CliError::MissingValue { arg } => {
                self.args().s("arg", arg.as_str()).fmt("cli-missing-value")
            }
            CliError::InvalidValue {
                arg,
                value,
                allowed,
            } => self
                .args()
                .s("arg", arg.as_str())
                .s("value", value.as_str())
                .s("allowed", self.list_or(allowed))
                .key("listed", yes_no(!allowed.is_empty()))
                .fmt("cli-invalid-value"),
            CliError::MissingRequired { args } => self
                .args()
                .s("args", self.list_and(args))
                .fmt("cli-missing-required"),
            CliError::MissingSubcommand => self.t("cli-missing-subcommand"),
            CliError::Conflict { arg, other } => self
                .args()
                .s("arg", arg.as_str())
                .s("other", other.clone().unwrap_or_default())
                .key("twice", yes_no(other.as_deref().is_none_or(|o| o == arg)))
                .fmt("cli-conflict"),
            CliError::NotText => self.t("cli-not-text"),
            CliError::Other { arg } => self
                .args()
                .s("arg", arg.clone().unwrap_or_default())
                .key("named", yes_no(arg.is_some()))
                .fmt("cli-other"),
        }
    }

    fn cli_help_hint(&self, command: &str) -> String {
        self.args()
            .s("command", command)
            .key("named", yes_no(!command.is_empty()))
            .fmt("cli-help-hint")
    }

    fn setup_error(&self, e: &crate::session::SetupError) -> String {
        use crate::session::SetupError;
        let why = |id: &str, why: &str| self.args().s("why", why).fmt(id);
        match e {
            SetupError::BadFen(w) => why("setup-bad-fen", w),
            SetupError::BadPgn(w) => why("setup-bad-pgn", w),
            SetupError::BadTimeControl(e) => self.time_control_error(e),
            SetupError::BadBraille(w) => why("setup-bad-braille", w),
            SetupError::BadVocabulary(w) => why("setup-bad-vocabulary", w),
            SetupError::BadWarnings(w) => why("setup-bad-warnings", w),
            SetupError::BadBlind(w) => why("setup-bad-blind", w),
            SetupError::BadOperator(w) => why("setup-bad-operator", w),
            SetupError::OperatorNeedsBlind => self.t("setup-operator-needs-blind"),
            SetupError::UnknownNotation(code) => self
                .args()
                .s("why", code.as_str())
                .s("codes", laws::notation::letters::codes().join(", "))
                .fmt("setup-unknown-notation"),
        }
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

    // Who defends a square.
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

    // The pin board's status.
    fn board_status(&self, s: &devices::pinboard::Status) -> Vec<String> {
        use devices::pinboard::transport::ConnectionState;
        let n = |id: &str, v: u64| self.args().n("n", v as f64).fmt(id);
        let pair = |id: &str, sent: u64, received: u64| {
            self.args()
                .n("sent", sent as f64)
                .n("received", received as f64)
                .fmt(id)
        };
        let mut out = vec![
            self.args()
                .s("port", s.port.as_str())
                .fmt("board-status-port"),
        ];
        let state = match s.state {
            ConnectionState::Connecting => "connecting",
            ConnectionState::Connected => "connected",
            ConnectionState::Disconnected => "disconnected",
        };
        out.push(self.args().key("state", state).fmt("board-status-state"));
        if let Some(b) = &s.board {
            out.push(
                self.args()
                    .s("name", b.name.as_str())
                    .n("version", f64::from(b.version))
                    .fmt("board-status-board"),
            );
            let caps: Vec<String> = b
                .caps
                .names()
                .into_iter()
                .map(|c| self.t(&format!("board-cap-{c}")))
                .collect();
            out.push(
                self.args()
                    .s("caps", self.list_and(&caps))
                    .key("listed", yes_no(!caps.is_empty()))
                    .fmt("board-status-caps"),
            );
            out.push(n("board-status-levels", u64::from(b.levels)));
        }
        let l = &s.link;
        out.push(pair(
            "board-status-frames",
            l.frames_sent,
            l.frames_received,
        ));
        out.push(pair("board-status-bytes", l.bytes_sent, l.bytes_received));
        out.push(n("board-status-retries", l.retransmissions));
        out.push(n("board-status-checksum", l.checksum_errors));
        out.push(pair("board-status-naks", l.naks_sent, l.naks_received));
        out.push(n("board-status-duplicates", l.duplicates));
        out.push(n("board-status-link-losses", l.link_downs));
        out.push(n("board-status-reconnections", s.reconnections));
        out.push(n("board-status-divergences", s.divergences));
        if let Some(e) = &s.last_error {
            out.push(
                self.args()
                    .s("why", e.as_str())
                    .fmt("board-status-last-error"),
            );
        }
        out
    }

    fn start_error(&self, e: &crate::cli_errors::StartError) -> String {
        use crate::cli_errors::{Device, StartError as E};
        let a = self.args();
        match e {
            E::DeviceNotOpened { device, port, why } => a
                .key(
                    "device",
                    match device {
                        Device::PinBoard => "pin-board",
                        Device::DotPad => "dot-pad",
                        Device::Dgt => "dgt",
                    },
                )
                .s("port", port.as_str())
                .s("why", why.as_str())
                .fmt("start-device-not-opened"),
            E::FolderHoldsGame { folder, journal } => a
                .s("folder", folder.as_str())
                .s("journal", journal.as_str())
                .fmt("start-folder-holds-game"),
            E::NoGameFolder { why } => a.s("why", why.as_str()).fmt("start-no-game-folder"),
            E::NoDataFolder => self.t("start-no-data-folder"),
            E::JournalNotWritable { folder, why } => a
                .s("folder", folder.as_str())
                .s("why", why.as_str())
                .fmt("start-journal-not-writable"),
            E::RecordingExists { path } => a.s("path", path.as_str()).fmt("start-recording-exists"),
            E::RecordingNotWritable { path, why } => a
                .s("path", path.as_str())
                .s("why", why.as_str())
                .fmt("start-recording-not-writable"),
            E::ScriptUnreadable { path, why } => a
                .s("path", path.as_str())
                .s("why", why.as_str())
                .fmt("start-script-unreadable"),
            E::NoUnfinishedGame => self.t("start-no-unfinished-game"),
            E::CannotResume { path, why } => a
                .s("path", path.as_str())
                .s("why", why.as_str())
                .fmt("start-cannot-resume"),
            E::NoJournalInFolder { folder } => a
                .s("folder", folder.as_str())
                .fmt("start-no-journal-in-folder"),
            E::ResumedGameNotKept { folder, why } => a
                .s("folder", folder.as_str())
                .s("why", why.as_str())
                .fmt("start-resumed-game-not-kept"),
            E::BrailleDisplay { cause } => a.s("why", self.brltty_why(cause)).fmt("start-brltty"),
        }
    }

    fn config_note(&self, n: &crate::config::ConfigNote) -> String {
        use crate::config::{ConfigNote as N, LeftOutWhy};
        match n {
            N::Unreadable { file, why } => self
                .args()
                .s("file", file.as_str())
                .s("why", why.as_str())
                .fmt("config-unreadable"),
            N::NotToml { file, why } => self
                .args()
                .s("file", file.as_str())
                .s("why", why.as_str())
                .fmt("config-not-toml"),
            N::UnknownKey { file, key } => self
                .args()
                .s("file", file.as_str())
                .s("key", key.as_str())
                .s("known", crate::config::KNOWN.join(", "))
                .fmt("config-unknown-key"),
            N::LeftOut { file, key, why } => {
                let why = match why {
                    LeftOutWhy::Setup(e) => self.setup_error(e),
                    LeftOutWhy::Lang(e) => self
                        .args()
                        .s("word", e.input.as_str())
                        .fmt("config-unknown-lang"),
                    LeftOutWhy::Announce(w) => {
                        self.args().s("word", w.as_str()).fmt("config-bad-announce")
                    }
                    LeftOutWhy::Value(w) => w.clone(),
                };
                self.args()
                    .s("file", file.as_str())
                    .s("key", key.as_str())
                    .s("why", why)
                    .fmt("config-left-out")
            }
        }
    }

    // The start-up line.
    fn speech_started(&self, s: &SpeechStatus) -> String {
        match s {
            // Backends passed over by `auto` are no failure of the
            // player's choice: not said.
            SpeechStatus::Using { backend, .. } => self
                .args()
                .s("backend", backend.as_str())
                .fmt("speech-started"),
            SpeechStatus::Off => self.t("speech-started-off"),
            SpeechStatus::NoSoundDevice => self.t("speech-started-no-sound"),
            other => self.speech_status(other),
        }
    }

    // Earcons that are off.
    fn earcon_problem(&self, p: &speech::EarconProblem) -> String {
        use speech::EarconProblem as P;
        match p {
            P::NotBuilt => self.t("earcons-not-built"),
            P::NoDevice(None) => self.t("earcons-no-device"),
            P::NoDevice(Some(why)) => self
                .args()
                .s("why", why.as_str())
                .fmt("earcons-no-device-why"),
            P::DeviceFailed(why) => self.args().s("why", why.as_str()).fmt("earcons-failed"),
        }
    }

    // Why a journal cannot be resumed.
    fn resume_error(&self, e: &crate::gamelog::ResumeError) -> String {
        use crate::gamelog::ResumeError as E;
        use crate::journal::OpenProblem;
        let why = |id: &str, why: String| self.args().s("why", why).fmt(id);
        match e {
            E::Unreadable(io) => match io.get_ref().and_then(|i| i.downcast_ref::<OpenProblem>()) {
                Some(OpenProblem::DamagedInside { first_bad }) => self
                    .args()
                    .n("line", first_bad.line_no as u32)
                    .fmt("resume-damaged-inside"),
                Some(OpenProblem::NotAJournal) => self.t("resume-not-a-journal"),
                None => why("resume-unreadable", io.to_string()),
            },
            E::NotWritable(io) if io.kind() == std::io::ErrorKind::WouldBlock => {
                self.t("resume-open-elsewhere")
            }
            E::NotWritable(io) => why("resume-not-writable", io.to_string()),
            E::NoSettings => self.t("resume-no-settings"),
            E::BadSettings(w) => why("resume-bad-settings", w.clone()),
            E::Diverged {
                record,
                recorded,
                found,
            } => self
                .args()
                .n("record", *record as u32)
                .s("recorded", recorded.as_str())
                .s("found", found.as_str())
                .fmt("resume-diverged"),
        }
    }
    // BRLTTY errors in the user's language, the display on resume.
    fn brltty_why(&self, e: &devices::brltty::DisplayError) -> String {
        use devices::brltty::DisplayError as E;
        match e {
            E::Connect(why) => self
                .args()
                .s("why", why.trim_end_matches('.'))
                .fmt("brltty-why-connect"),
            E::Lost(why) => why.trim_end_matches('.').to_string(),
            E::NotBuilt => self.t("brltty-why-not-built"),
        }
    }

    fn brltty_connected_again(&self) -> String {
        self.t("brltty-connected-again")
    }

    fn brltty_not_reconnected(&self, why: &str) -> String {
        self.args().s("why", why).fmt("brltty-not-reconnected")
    }
}

/// "a, b, c" of sentences in parts.
fn joined_with_commas(items: &[Mixed]) -> Mixed {
    let mut out = Mixed::new();
    for (i, m) in items.iter().enumerate() {
        if i > 0 {
            out.push_own(", ");
        }
        for p in m.parts() {
            match p.lang {
                Some(lang) => out.push_words(&p.text, lang),
                None => out.push_own(&p.text),
            }
        }
    }
    out
}
