//! English sentences.

use shakmaty::{CastlingSide, Color, Piece, Role};

use crate::braille::{BrailleError, dots_label};

use super::{ClaimKind, Texts, players_or};
use crate::notation::fen::{FenError, PositionProblem};
use crate::notation::{CastlingBlock, MoveError, Namer};
use crate::pgn::{MovePlace, PgnError};
use crate::phonetics::{Expected, SpokenError};
use crate::rules::{GameResult, Reason, TimePenalty};
use crate::speech::{SpeechError, SpeechEvent, SpeechStatus};

pub struct En;

fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {}", init.join(", "), last),
    }
}

fn all(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {}", init.join(", "), last),
    }
}

fn side(s: CastlingSide) -> &'static str {
    match s {
        CastlingSide::KingSide => "Short castling",
        CastlingSide::QueenSide => "Long castling",
    }
}

fn minutes(n: u32) -> String {
    match n {
        1 => "One minute is".to_string(),
        2 => "Two minutes are".to_string(),
        n => format!("{n} minutes are"),
    }
}

fn ordinal(n: u32) -> String {
    match n {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        n => format!("{n}th"),
    }
}

impl Texts for En {
    fn color(&self, c: Color) -> &'static str {
        match c {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    fn role(&self, r: Role) -> &'static str {
        match r {
            Role::King => "king",
            Role::Queen => "queen",
            Role::Rook => "rook",
            Role::Bishop => "bishop",
            Role::Knight => "knight",
            Role::Pawn => "pawn",
        }
    }

    fn move_error(&self, e: &MoveError, n: &dyn Namer) -> String {
        let sq = |s| n.square(s);
        let role = |r| n.role(r);
        match e {
            MoveError::NotAMove => "That is not a move. Type a move such as Nf3 or e4.".into(),
            MoveError::MissingTarget => {
                "The target square is missing, for example f3 after the piece.".into()
            }
            MoveError::BadPromotion(r) => format!(
                "A pawn cannot become a {}: choose queen, rook, bishop or knight.",
                role(*r)
            ),
            MoveError::NoPieceCanReach { role: r, to } => {
                format!("No {} can move to {}.", role(*r), sq(*to))
            }
            MoveError::NoSuchPiece { role: r } => {
                format!("You have no {} that fits that move.", role(*r))
            }
            MoveError::EmptySquare(s) => format!("There is no piece on {}.", sq(*s)),
            MoveError::NotYourPiece { square, piece } => format!(
                "The {} on {} belongs to {}.",
                role(piece.role),
                sq(*square),
                self.color(piece.color)
            ),
            MoveError::WrongPiece {
                square,
                actual,
                said,
            } => format!(
                "On {} stands a {}, not a {}.",
                sq(*square),
                role(*actual),
                role(*said)
            ),
            MoveError::CannotMoveThere { role: r, from, to } => format!(
                "The {} on {} cannot move to {}: a {} does not move that way.",
                role(*r),
                sq(*from),
                sq(*to),
                role(*r)
            ),
            MoveError::OwnPieceOnTarget { to, role: r } => {
                format!("Your own {} stands on {}.", role(*r), sq(*to))
            }
            MoveError::NothingToCapture(s) => format!("There is nothing to capture on {}.", sq(*s)),
            MoveError::KingInCheck {
                from,
                to,
                in_check_now,
                by,
            } => {
                let givers: Vec<String> = by
                    .iter()
                    .map(|(s, r)| format!("the {} on {}", role(*r), sq(*s)))
                    .collect();
                let from_whom = if givers.is_empty() {
                    String::new()
                } else {
                    format!(" from {}", all(&givers))
                };
                if *in_check_now {
                    format!(
                        "Your king is in check{from_whom}, and {} to {} does not end the check.",
                        sq(*from),
                        sq(*to)
                    )
                } else {
                    format!(
                        "{} to {} would leave your king in check{from_whom}.",
                        sq(*from),
                        sq(*to)
                    )
                }
            }
            MoveError::Blocked {
                role: r,
                from,
                to,
                by,
                blocker,
            } => format!(
                "The {} on {} cannot move to {}: the {} on {} is in the way.",
                role(*r),
                sq(*from),
                sq(*to),
                role(*blocker),
                sq(*by)
            ),
            MoveError::CastlingNotAllowed { side: s, why } => {
                let reason = match why {
                    CastlingBlock::KingMoved => "the king has already moved".to_string(),
                    CastlingBlock::RookMoved(r) => {
                        format!("the rook on {} has already moved or is gone", sq(*r))
                    }
                    CastlingBlock::PiecesBetween(squares) => {
                        let names: Vec<String> = squares.iter().map(|s| sq(*s)).collect();
                        format!("there are pieces in between, on {}", all(&names))
                    }
                    CastlingBlock::InCheck => "the king is in check".to_string(),
                    CastlingBlock::ThroughCheck(s) => {
                        format!("the king would cross {}, which is attacked", sq(*s))
                    }
                    CastlingBlock::IntoCheck(s) => {
                        format!("the king would stand in check on {}", sq(*s))
                    }
                };
                format!("{} is not allowed: {}.", side(*s), reason)
            }
            MoveError::PromotionMissing { to, .. } => format!(
                "The pawn reaches {}: say what it becomes, for example {}=Q.",
                sq(*to),
                to
            ),
            MoveError::NoPromotion { to } => {
                format!("A move to {} is not a promotion.", sq(*to))
            }
            MoveError::NoEnPassant { to } => {
                format!("There is no en passant capture on {}.", sq(*to))
            }
            MoveError::Ambiguous(ms) => format!("{} moves fit that description.", ms.len()),
        }
    }

    fn which_move(&self, role: Option<Role>, froms: &[String], moves: &[String]) -> String {
        match role {
            Some(r) => format!("Which {}: {}?", self.role(r), list(froms)),
            None => format!("Which move: {}?", list(moves)),
        }
    }

    fn not_understood(&self, line: &str) -> String {
        format!("'{line}' is neither a move nor a command. Type a move such as Nf3, or help.")
    }

    fn line_too_long(&self, chars: usize, max: usize) -> String {
        format!(
            "That line has {chars} characters; a move or command has at most {max}. Nothing was done."
        )
    }

    fn invalid_utf8(&self) -> String {
        "That line is not valid UTF-8 text. Nothing was done.".into()
    }

    fn empty_line(&self) -> String {
        "Empty line. Type a move, or help.".into()
    }

    fn result(&self, r: &GameResult) -> String {
        if r.declared {
            return self.arbiter_result(r);
        }
        let winner = r.score.winner();
        let c = |c: Color| self.color(c);
        let why = match (r.reason, winner, r.opponent_cannot_mate) {
            (Reason::Time, _, true) => {
                "A flag fell, but the opponent cannot checkmate: draw".to_string()
            }
            (Reason::Resignation, _, true) => {
                "Resignation, but the opponent cannot checkmate: draw".to_string()
            }
            (Reason::IllegalMoves, _, true) => {
                "Illegal moves, but the opponent cannot checkmate: draw".to_string()
            }
            (Reason::Checkmate, Some(w), _) => format!("Checkmate. {} wins", c(w)),
            (Reason::Resignation, Some(w), _) => format!("{} resigns. {} wins", c(!w), c(w)),
            (Reason::Time, Some(w), _) => {
                format!("{} has run out of time. {} wins", c(!w), c(w))
            }
            (Reason::IllegalMoves, Some(w), _) => {
                format!("{} loses by illegal moves. {} wins", c(!w), c(w))
            }
            (Reason::Stalemate, _, _) => "Stalemate: draw".into(),
            (Reason::DeadPosition, _, _) => "Dead position, no mate is possible: draw".into(),
            (Reason::Agreement, _, _) => "Draw by agreement".into(),
            (Reason::ThreefoldRepetition, _, _) => "Draw by threefold repetition".into(),
            (Reason::FiftyMoves, _, _) => "Draw by the fifty-move rule".into(),
            (Reason::FivefoldRepetition, _, _) => "Draw: the position occurred five times".into(),
            (Reason::SeventyFiveMoves, _, _) => {
                "Draw: seventy-five moves without a pawn move or capture".into()
            }
            (_, Some(w), _) => format!("{} wins", c(w)),
            (_, None, _) => "Draw".into(),
        };
        format!("{why}, {}.", r.score.pgn())
    }

    fn game_over(&self, r: &GameResult) -> String {
        format!(
            "The game is over, {}. No more moves can be made.",
            r.score.pgn()
        )
    }

    fn in_progress(&self) -> String {
        "The game is in progress.".into()
    }

    fn to_move(&self, c: Color, move_number: u32) -> String {
        format!("{} to move, move {move_number}.", self.color(c))
    }

    fn to_move_player(&self, you: bool, c: Color, move_number: u32) -> String {
        let who = if you {
            "Your move"
        } else {
            "Your opponent's move"
        };
        format!("{who} ({}), move {move_number}.", self.color(c))
    }

    fn prompt_side(&self, you: bool, c: Color) -> String {
        format!(
            "{}, {}",
            if you { "You" } else { "Opponent" },
            self.color(c)
        )
    }

    fn draw_offered(&self, by: Color) -> String {
        format!(
            "{} offers a draw. {}: accept or decline.",
            self.color(by),
            self.color(!by)
        )
    }

    fn draw_declined(&self, by: Color) -> String {
        format!("{} declines the draw offer.", self.color(by))
    }

    fn no_offer(&self) -> String {
        "There is no draw offer to answer.".into()
    }

    fn own_offer(&self, c: Color) -> String {
        format!("{} made this offer and cannot answer it.", self.color(c))
    }

    fn offer_pending(&self, c: Color) -> String {
        format!("{}'s draw offer is already standing.", self.color(c))
    }

    fn too_early_for_agreement(&self) -> String {
        "A draw by agreement needs both players to have made a move.".into()
    }

    fn claim_rejected(&self, kind: Option<ClaimKind>) -> String {
        match kind {
            Some(ClaimKind::Repetition) => {
                "Claim rejected: the position has not occurred three times.".into()
            }
            Some(ClaimKind::FiftyMoves) => {
                "Claim rejected: there have not been fifty moves without a pawn move or capture."
                    .into()
            }
            None => "Claim rejected: neither threefold repetition nor fifty moves.".into(),
        }
    }

    fn penalty(&self, p: &TimePenalty) -> String {
        format!(
            "{} added to {}'s time.",
            minutes(p.minutes),
            self.color(p.to)
        )
    }

    fn move_played(&self, san: &str) -> String {
        format!("The intended move is played: {san}.")
    }

    fn illegal_completed(&self, by: Color, count: u32) -> String {
        format!(
            "Illegal move completed by {}, the {}.",
            self.color(by),
            ordinal(count)
        )
    }

    fn undone(&self, san: &str) -> String {
        format!("The arbiter takes back {san}.")
    }

    fn nothing_to_undo(&self) -> String {
        "There is no move to take back.".into()
    }

    fn no_moves_yet(&self) -> String {
        "No moves yet.".into()
    }

    fn bad_fen(&self, why: &str) -> String {
        format!("Not a legal position: {why}. The game is unchanged.")
    }

    fn position_set(&self) -> String {
        "Position set up.".into()
    }

    fn unknown_colour(&self, word: &str) -> String {
        format!("'{word}' is not a colour: say white or black.")
    }

    fn help(&self) -> Vec<String> {
        [
            "Moves: spoken (Springer Gustav eins Felix drei), algebraic in any language (Nf3, Sf3, Кf3, e2-e4, e7e8q, 0-0), or braille.",
            "correct MOVE: put right a slip of the tongue, until the next move is entered.",
            "Clock: start (starts the clock), time, used. Arbiter: arbiter add 2m white, arbiter set black 1:02:00, arbiter pause, arbiter resume.",
            "Board in words: pieces [colour], square e4, rank 4, file e, last, attacks e5, moves, turn, board.",
            "Draws: offer, accept, decline, claim [repetition or fifty] [move]. resign [colour]. result.",
            "Arbiter: undo, illegal [colour], setup FEN, adjourn [file], arbiter result 1-0 [reason], arbiter reopen.",
            "Pin board: board lift e2, board place e4, check board, board status, j'adoube.",
            "Score: pgn, fen, forsyth, scoresheet FILE. Speech: repeat, louder, quieter, faster, slower.",
            "help: this list. Ctrl-D saves the score and leaves.",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }

    fn wait_usage(&self) -> String {
        "Say how long to wait, for example: wait 12s, wait 5m, wait 1h30m.".into()
    }

    fn wait_only_in_scripts(&self) -> String {
        "wait is only for scripts and transcripts; here the clock runs on real time.".into()
    }

    fn no_clock(&self) -> String {
        "This game has no clock.".into()
    }

    fn score_saved(&self, path: &str) -> String {
        format!("The score is saved in {path}.")
    }

    fn score_not_saved(&self, why: &str) -> String {
        format!("The score could not be saved: {why}.")
    }

    fn confirm_quit(&self) -> String {
        "Leave the running game? Press Ctrl-C again or type yes to leave; anything else goes on."
            .into()
    }

    fn is_yes(&self, answer: &str) -> bool {
        matches!(
            answer.to_lowercase().as_str(),
            "yes" | "y" | "ja" | "j" | "да"
        )
    }

    fn is_no(&self, answer: &str) -> bool {
        matches!(answer.to_lowercase().as_str(), "no" | "n" | "nein" | "нет")
    }

    fn pieces_of(&self, c: Color, items: &[(Role, String)], n: &dyn Namer) -> String {
        let list: Vec<String> = items
            .iter()
            .map(|(r, sq)| format!("{} {sq}", n.role(*r)))
            .collect();
        format!("{}: {}.", self.color(c), list.join(", "))
    }

    fn on_square(&self, square: &str, piece: Option<Piece>, n: &dyn Namer) -> String {
        match piece {
            Some(p) => format!(
                "On {square} stands a {} {}.",
                self.color(p.color).to_lowercase(),
                n.role(p.role)
            ),
            None => format!("{square} is empty."),
        }
    }

    fn square_usage(&self) -> String {
        "Say which square, for example: square e4.".into()
    }

    fn scoresheet_usage(&self) -> String {
        "Say the file name, for example: scoresheet game.brf.".into()
    }

    fn braille_error(&self, e: &BrailleError) -> String {
        use BrailleError::*;
        match e {
            UnknownCell { cell, .. } => format!(
                "The cell with dots {} is not a chess sign.",
                dots_label(*cell)
            ),
            Misplaced { cell, .. } => format!(
                "The cell with dots {} cannot stand there in a move.",
                dots_label(*cell)
            ),
            other => other.to_string(),
        }
    }

    fn arbiter_usage(&self) -> String {
        "Arbiter: add 2m white, set black 1:02:00, pause, or resume.".into()
    }

    fn arbiter_done(&self) -> String {
        "The arbiter has changed the clock.".into()
    }

    fn correct_usage(&self) -> String {
        "Say the move meant, for example: correct Nf3.".into()
    }

    fn correct_too_late(&self) -> String {
        "Only the move just announced can be corrected; later only the arbiter can take a move back.".into()
    }

    fn corrected(&self) -> String {
        "Slip of the tongue corrected.".into()
    }

    fn last_move(&self, number: u32, mover: Color, written: &str) -> String {
        format!("Move {number}, {}: {written}.", self.color(mover))
    }

    fn line_usage(&self, rank: bool) -> String {
        if rank {
            "Say which rank, 1 to 8, for example: rank 4.".into()
        } else {
            "Say which file, a to h, for example: file e.".into()
        }
    }

    fn line_scan(&self, items: &[(String, Option<Piece>)], n: &dyn Namer) -> String {
        let parts: Vec<String> = items
            .iter()
            .map(|(sq, p)| match p {
                Some(p) => format!(
                    "{sq} {} {}",
                    self.color(p.color).to_lowercase(),
                    n.role(p.role)
                ),
                None => format!("{sq} empty"),
            })
            .collect();
        format!("{}.", parts.join(", "))
    }

    fn attackers(&self, c: Color, square: &str, items: &[(Role, String)], n: &dyn Namer) -> String {
        if items.is_empty() {
            return format!(
                "No {} piece attacks {square}.",
                self.color(c).to_lowercase()
            );
        }
        let list: Vec<String> = items
            .iter()
            .map(|(r, sq)| format!("{} {sq}", n.role(*r)))
            .collect();
        format!(
            "{} attacks {square} with {}.",
            self.color(c),
            list.join(", ")
        )
    }

    fn adjusting(&self) -> String {
        "J'adoube: the next piece lifted is only adjusted.".into()
    }

    fn board_agrees(&self) -> String {
        "The board agrees with the game.".into()
    }

    fn touch_move(&self, role: Role, square: &str) -> String {
        format!(
            "Touch-move: the {} on {square} was touched and must be moved.",
            self.role(role)
        )
    }

    fn touch_capture(&self, role: Role, square: &str) -> String {
        format!(
            "Touch-move: the {} on {square} was touched and must be captured.",
            self.role(role)
        )
    }

    fn no_board(&self) -> String {
        "No pin board is attached.".into()
    }

    fn board_missing(&self, square: &str, p: Piece) -> String {
        format!(
            "On {square} the {} {} is missing.",
            self.color(p.color).to_lowercase(),
            self.role(p.role)
        )
    }

    fn board_extra(&self, square: &str) -> String {
        format!("On {square} stands a piece that does not belong there.")
    }

    fn board_wrong(&self, square: &str, p: Piece) -> String {
        format!(
            "On {square} stands the wrong piece; the {} {} belongs there.",
            self.color(p.color).to_lowercase(),
            self.role(p.role)
        )
    }

    fn board_usage(&self) -> String {
        "Board: board, board black, board lift e2, board place e4, check board, board status."
            .into()
    }

    fn board_disconnected(&self) -> String {
        "Board disconnected.".into()
    }

    fn board_reconnected(&self) -> String {
        "Board connected again.".into()
    }

    fn journal_dropped(&self, n: usize) -> String {
        format!(
            "{n} damaged record{} at the end of the journal dropped: the last write was cut off.",
            if n == 1 { "" } else { "s" }
        )
    }

    fn resumed(&self, moves: usize) -> String {
        format!("Game resumed from the journal after {moves} half-moves.")
    }

    fn seal_ask_move(&self, c: Color) -> String {
        format!(
            "Adjournment. {}: type the sealed move. It is neither played nor announced. Type cancel to go on playing.",
            self.color(c)
        )
    }

    fn seal_ask_resumption(&self) -> String {
        "Adjournment. Arbiter: date, time and place of resumption, for example 2026-12-01 10:00 Hall 2; a dash leaves them to be announced. Type cancel to go on playing.".into()
    }

    fn resumption_bad(&self, word: &str) -> String {
        format!(
            "'{word}' is not a date or a time; write for example 2026-12-01 or 1.12.2026, and 10:00."
        )
    }

    fn resumption_noted(&self, when_where: &str) -> String {
        if when_where.is_empty() {
            "Resumption: to be announced.".into()
        } else {
            format!("Resumption: {when_where}.")
        }
    }

    fn seal_ask_secret(&self) -> String {
        "Arbiter: type the secret that locks the envelope, at least 8 characters.".into()
    }

    fn seal_unambiguous(&self) -> String {
        "Only a legal, unambiguous move can be sealed: say which piece moves.".into()
    }

    fn seal_failed(&self, why: &str) -> String {
        format!("The envelope could not be sealed: {why}")
    }

    fn sealed(&self, path: &str) -> String {
        format!("The move is sealed. The game is adjourned; the envelope is {path}.")
    }

    fn seal_cancelled(&self) -> String {
        "Adjournment cancelled; the game goes on.".into()
    }

    fn game_adjourned(&self) -> String {
        "The game is adjourned. It goes on when the envelope is opened: annabella resume ENVELOPE."
            .into()
    }

    fn understood(&self, heard: &str, understood: &str) -> String {
        format!("Understood '{understood}' for '{heard}'.")
    }

    fn spoken_error(&self, e: &SpokenError) -> String {
        match e {
            SpokenError::Empty => "No move was said.".into(),
            SpokenError::TooLong { .. } | SpokenError::TooManyWords { .. } => {
                "Too many words for one move.".into()
            }
            SpokenError::UnknownWord { word } => {
                format!("'{word}' is not a word of the vocabulary.")
            }
            SpokenError::AmbiguousWord { word, candidates } => {
                format!("'{word}' could be {}.", list(candidates))
            }
            SpokenError::MissingTarget { after } => {
                format!("After '{after}' the target square is missing, for example 'Felix drei'.")
            }
            SpokenError::MissingRank { file } => {
                format!("After '{file}' the rank is missing, for example 'drei'.")
            }
            SpokenError::RankOutOfRange { word, .. } => {
                format!("'{word}' is not a rank; ranks are one to eight.")
            }
            SpokenError::MissingPromotionPiece { after } => {
                format!("After '{after}' say the new piece, for example 'Dame'.")
            }
            SpokenError::Unexpected { word, expected } => {
                let what = match expected {
                    Expected::Move => "a piece, a square or castling",
                    Expected::Square => "a square",
                    Expected::File => "a file",
                    Expected::Rank => "a rank",
                    Expected::Piece => "a piece",
                    Expected::End => "the end of the move",
                };
                format!("'{word}' does not fit here; expected {what}.")
            }
        }
    }

    fn voice_changed(&self, volume: bool, up: bool) -> String {
        match (volume, up) {
            (true, true) => "Louder.",
            (true, false) => "Quieter.",
            (false, true) => "Faster.",
            (false, false) => "Slower.",
        }
        .into()
    }

    fn setup_usage(&self) -> String {
        "Give the position as FEN, for example: setup 4k3/8/8/8/8/8/8/4K2R w K - 0 1.".into()
    }

    fn resume_offer(&self, path: &str) -> String {
        format!(
            "An unfinished game is in {path}. Resume it? Type yes to resume; anything else starts a new game."
        )
    }

    fn voice_not_saved(&self, path: &str, why: &str) -> String {
        format!(
            "The settings file {path} cannot be written ({why}); the new voice setting holds for this game only."
        )
    }

    fn speech_status(&self, s: &SpeechStatus) -> String {
        s.to_string()
    }

    fn speech_event(&self, e: &SpeechEvent) -> String {
        e.to_string()
    }

    fn speech_error(&self, e: &SpeechError) -> String {
        e.to_string()
    }

    fn envelope_summary(&self, white: &str, black: &str, number: u32, sealer: Color) -> String {
        format!(
            "Adjourned game: White {white}, Black {black}, move {number}, sealed by {}.",
            self.color(sealer)
        )
    }

    fn envelope_closed(&self) -> String {
        "The envelope stays closed.".into()
    }

    fn envelope_secret(&self) -> String {
        "Arbiter: type the secret of the envelope.".into()
    }

    fn no_ports(&self) -> String {
        "No serial ports found.".into()
    }

    fn moves_made(&self, white: &str, black: &str) -> String {
        format!("Moves made. White: {white}. Black: {black}.")
    }

    fn check(&self) -> &'static str {
        "check"
    }

    fn mate(&self) -> &'static str {
        "mate"
    }

    // Issue 12, core: files, the journal, resuming.
    fn file_exists(&self, path: &str) -> String {
        format!("The file {path} exists already and was not overwritten. Give another name.")
    }

    fn file_not_written(&self, path: &str) -> String {
        format!("Not written while checking or replaying: {path}.")
    }

    fn journal_failed(&self, why: &str) -> String {
        format!(
            "The journal could not be written: {why}. The last line counts, but it is not yet safe against a crash. Type retry to write it again, or unprotected to play on without the journal."
        )
    }

    fn journal_written_again(&self) -> String {
        "The journal is written again; nothing was lost.".into()
    }

    fn journal_blocked(&self) -> String {
        "This line was not taken: the journal is behind. Type retry to write it again, or unprotected to play on without the journal.".into()
    }

    fn journal_unprotected(&self) -> String {
        "Playing on without the journal. A crash now can lose the game.".into()
    }

    fn resume_question(&self, white: &str, black: &str, move_number: u32) -> String {
        let who = players_or(white, black, "White", "Black", "against");
        format!("Unfinished game: {who}, at move {move_number}. Resume it? Yes or no.")
    }

    fn resume_answer_again(&self, line: &str) -> String {
        format!("Please answer yes or no. Your line {line} is kept for the game you choose.")
    }

    fn recording_failed(&self, why: &str) -> String {
        format!("The recording could not be written and was stopped: {why}. The game goes on.")
    }

    fn board_connected_again(&self, port: &str) -> String {
        format!("The pin board on {port} is connected again.")
    }

    fn board_not_reconnected(&self, port: &str, why: &str) -> String {
        format!(
            "The pin board on {port} cannot be connected: {why}. The game goes on without it; resume with --board PORT to name another port."
        )
    }

    // Results and claims (issue 12, task "results").
    fn score_words(&self, r: &GameResult) -> String {
        use crate::rules::Score;
        let forfeit = if r.reason == Reason::Forfeit {
            " by forfeit"
        } else {
            ""
        };
        let score = match r.score {
            Score::WhiteWins | Score::BlackWins => {
                let w = r.score.winner().unwrap_or(Color::White);
                format!("{} wins{forfeit}", self.color(w))
            }
            Score::BothLose => format!("both players lose{forfeit}"),
            Score::Draw => "draw".into(),
        };
        format!("{score}, {}", r.score.pgn())
    }

    fn arbiter_result(&self, r: &GameResult) -> String {
        let why = match r.reason {
            Reason::BothFlags => "Both flags have fallen. ",
            Reason::DeadPosition => "The position is dead: neither player can checkmate. ",
            Reason::Time => "A flag has fallen. ",
            Reason::Resignation => "A player has resigned. ",
            Reason::Agreement => "The players have agreed. ",
            Reason::IllegalMoves => "Illegal moves were completed. ",
            Reason::ThreefoldRepetition => "The same position has occurred three times. ",
            Reason::FiftyMoves => "Fifty moves were made without a pawn move or capture. ",
            Reason::FivefoldRepetition => "The same position has occurred five times. ",
            Reason::SeventyFiveMoves => {
                "Seventy-five moves were made without a pawn move or capture. "
            }
            Reason::Checkmate => "Checkmate. ",
            Reason::Stalemate => "Stalemate. ",
            Reason::Forfeit | Reason::Arbiter => "",
        };
        format!("{why}The arbiter rules: {}.", self.score_words(r))
    }

    fn result_replaced(&self, old: &GameResult) -> String {
        format!(
            "This replaces the earlier result: {}.",
            self.score_words(old)
        )
    }

    fn undo_after_result(&self, r: &GameResult) -> String {
        format!(
            "The game is over, {}: undo does not reopen a finished game.",
            r.score.pgn()
        )
    }

    fn reopen_hint(&self) -> String {
        "To go on playing, the arbiter first types: arbiter reopen.".into()
    }

    fn reopened(&self, turn: Color) -> String {
        format!(
            "The arbiter has reopened the game; {} to move.",
            self.color(turn)
        )
    }

    fn reopened_clock(&self) -> String {
        "The clock stays stopped, with the times it shows, until the arbiter resumes it.".into()
    }

    fn nothing_to_reopen(&self) -> String {
        "The game is not finished; there is nothing to reopen.".into()
    }

    fn result_usage(&self) -> String {
        "Give the score and, if needed, the reason, for example: arbiter result 1/2-1/2 flags. \
         Scores: 1-0, 0-1, 1/2-1/2, 0-0, and the forfeits +/-, -/+, -/-. \
         Reasons: flags, dead, forfeit, time, resignation, agreement, illegal, repetition, fifty."
            .into()
    }

    fn result_word_unknown(&self, word: &str) -> String {
        format!("'{word}' is neither a score nor a reason. Nothing was changed.")
    }

    fn forfeit_not_draw(&self) -> String {
        "A forfeit cannot be a draw. Nothing was changed.".into()
    }

    fn claim_rejected_illegal(&self) -> String {
        "Claim rejected: the intended move is not legal.".into()
    }

    fn intended_not_played(&self, claimant: Color) -> String {
        format!(
            "The written move is not played; {} must make a legal move.",
            self.color(claimant)
        )
    }

    fn claim_is_offer(&self, by: Color) -> String {
        format!(
            "The claim counts as a draw offer by {}. {}: accept or decline.",
            self.color(by),
            self.color(!by)
        )
    }

    // ---- clock task (issue 12): the clock under the arbiter's control (6)
    fn clock_started(&self, runs: Color) -> String {
        format!("The clock is started; {}'s time runs.", self.color(runs))
    }

    fn clock_already_running(&self, runs: Color) -> String {
        format!(
            "The clock is already running; {}'s time runs.",
            self.color(runs)
        )
    }

    fn clock_not_started(&self) -> String {
        "The clock has not started yet.".into()
    }

    fn clock_start_hint(&self) -> String {
        "Type start when the game begins; the first move also starts the clock.".into()
    }

    fn clock_stopped(&self) -> String {
        "The clock is stopped.".into()
    }

    fn clock_already_stopped(&self) -> String {
        "The clock is already stopped.".into()
    }

    fn clock_runs_again(&self, runs: Color) -> String {
        format!("The clock runs again; {}'s time runs.", self.color(runs))
    }

    fn move_while_paused(&self) -> String {
        "The clock is stopped: no move can be entered until the arbiter types arbiter resume."
            .into()
    }

    fn clock_game_over(&self, r: &GameResult) -> String {
        format!(
            "The game is over, {}; the clock stays stopped.",
            r.score.pgn()
        )
    }

    fn flag_outcome(&self, flagged: Color, r: &GameResult) -> String {
        match (r.score.winner(), r.reason, r.opponent_cannot_mate) {
            (_, Reason::Time, true) => format!(
                "{} cannot checkmate: draw, {}.",
                self.color(!flagged),
                r.score.pgn()
            ),
            (Some(w), Reason::Time, _) => format!("{} wins, {}.", self.color(w), r.score.pgn()),
            _ => self.result(r),
        }
    }

    fn clock_resume_hint(&self) -> String {
        "The arbiter restarts it with arbiter resume.".into()
    }

    // --- input (issue 12) ---
    fn which_promotion(&self, moves: &[String]) -> String {
        match moves {
            [one] => format!("Did you mean {one}? A pawn cannot become a king."),
            _ => format!("Which promotion: {}?", list(moves)),
        }
    }

    fn fen_error(&self, e: &FenError) -> String {
        match e {
            FenError::Empty => "no FEN was given".into(),
            FenError::RankCount(n) => format!(
                "the board part has {n} ranks; a FEN has 8, separated by slashes"
            ),
            FenError::RankLength { rank, squares } => format!(
                "rank {rank} has {squares} squares; each rank has 8 (counted from rank 8, the first written)"
            ),
            FenError::BadBoardChar(c) => format!(
                "'{c}' cannot stand on the board: pieces are K Q R B N P for White and k q r b n p for Black, and the digits 1 to 8 count empty squares"
            ),
            FenError::BadTurn(t) => format!(
                "'{t}' does not say who is to move: write w for White or b for Black"
            ),
            FenError::BadCastling(t) => format!(
                "'{t}' is no castling part: write - or letters such as KQkq"
            ),
            FenError::BadEpSquare(t) => format!(
                "'{t}' is no en passant part: write - or a square such as e3"
            ),
            FenError::BadHalfmoves(t) => format!(
                "'{t}' is not a number of half-moves"
            ),
            FenError::BadFullmoves(t) => format!("'{t}' is not a move number"),
            FenError::Unreadable => "the FEN has more parts than board, side to move, castling, en passant, half-moves and move number, or a part that cannot be read".into(),
            FenError::Illegal(problems) => {
                let items: Vec<String> = problems
                    .iter()
                    .map(|p| {
                        match p {
                            PositionProblem::EmptyBoard => "the board is empty",
                            PositionProblem::MissingKing => "a king is missing",
                            PositionProblem::TooManyKings => "a side has more than one king",
                            PositionProblem::PawnsOnBackRank => "a pawn stands on the first or last rank",
                            PositionProblem::CastlingRights => "the castling rights do not fit the kings and rooks",
                            PositionProblem::EpSquare => "the en passant square does not fit the pawns",
                            PositionProblem::OppositeCheck => "the side not to move is in check",
                            PositionProblem::ImpossibleCheck => "no legal move could have given this check",
                            PositionProblem::TooMuchMaterial => "there are more pieces than a game can have",
                            PositionProblem::Other => "the position breaks a rule of chess",
                        }
                        .to_string()
                    })
                    .collect();
                all(&items)
            }
        }
    }
    fn pgn_error(&self, e: &PgnError) -> String {
        let place = |at: &MovePlace| {
            format!(
                "Game {}, move {} of {}",
                at.game,
                at.number,
                self.color(at.color)
            )
        };
        match e {
            PgnError::NoGame => "There is no game in the PGN text.".into(),
            PgnError::IllegalMove { at, san } => {
                format!("{}: '{san}' is not a legal move.", place(at))
            }
            PgnError::AmbiguousMove { at, san } => format!(
                "{}: '{san}' is ambiguous: more than one piece can make that move.",
                place(at)
            ),
            PgnError::UnreadableMove { at, token } => format!(
                "{}: '{token}' is not a move in algebraic notation.",
                place(at)
            ),
            PgnError::BadFen { game, fen, reason } => format!(
                "Game {game}: the FEN tag '{fen}' is not a legal position: {}.",
                self.fen_error(reason)
            ),
            PgnError::SetUpWithoutFen { game } => {
                format!("Game {game}: the SetUp tag is 1, but there is no FEN tag.")
            }
            PgnError::NullMove { at } => format!(
                "{}: '--' is a null move, a pass, and no chess move; the game cannot be taken over.",
                place(at)
            ),
            PgnError::NotStandardChess { game, variant } => format!(
                "Game {game} is {variant}, not standard chess; annabella plays standard chess only."
            ),
            PgnError::Syntax { game, reason } => {
                format!("Game {game}: the PGN text is damaged: {reason}.")
            }
        }
    }

    fn pgn_after_end(&self, number: u32, mover: Color, san: &str, r: &GameResult) -> String {
        format!(
            "The game had ended before move {number} of {}, {san}: {}",
            self.color(mover),
            self.result(r)
        )
    }

    // --- dotpad15 (issue 15): the Dot Pad pin display ---
    fn dotpad_connected(&self, name: &str) -> String {
        format!("The Dot Pad {name} shows the board.")
    }

    fn dotpad_lost(&self) -> String {
        "The Dot Pad is disconnected. The game goes on; plug it in again to feel the board.".into()
    }

    fn dotpad_back(&self) -> String {
        "The Dot Pad is connected again and shows the board.".into()
    }

    fn dotpad_gave_up(&self, why: &crate::dotpad::device::Failure) -> String {
        use crate::dotpad::device::Failure;
        let first = match why {
            Failure::NoAnswer => "The Dot Pad does not answer.".to_string(),
            Failure::Refused { .. } => "The Dot Pad refuses what it is sent.".to_string(),
            Failure::Unsuitable { info } => format!(
                "This display has a picture area of {} by {} cells; the board needs 30 by 10 and a text line of 20 cells.",
                info.graphic.columns, info.graphic.rows
            ),
        };
        format!("{first} The game goes on without the Dot Pad.")
    }

    fn dotpad_line_full(&self, max: usize) -> String {
        format!(
            "The line is full at {max} cells. Erase with space and dot 7, or send it with space and dot 8."
        )
    }

    fn dotpad_not_reconnected(&self, port: &str, why: &str) -> String {
        format!("The Dot Pad at {port} cannot be opened: {why} The game goes on without it.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Score;

    #[test]
    fn lists_read_naturally() {
        assert_eq!(list(&["a".into()]), "a");
        assert_eq!(list(&["a".into(), "b".into()]), "a or b");
        assert_eq!(list(&["a".into(), "b".into(), "c".into()]), "a, b or c");
    }

    #[test]
    fn results_say_reason_and_score() {
        assert_eq!(
            En.result(&GameResult::win(Color::Black, Reason::Checkmate)),
            "Checkmate. Black wins, 0-1."
        );
        assert_eq!(
            En.result(&GameResult::win(Color::White, Reason::Time)),
            "Black has run out of time. White wins, 1-0."
        );
        assert_eq!(
            En.result(&GameResult::draw_because(Reason::Time)),
            "A flag fell, but the opponent cannot checkmate: draw, 1/2-1/2."
        );
        assert_eq!(Score::Draw.pgn(), "1/2-1/2");
    }
}
