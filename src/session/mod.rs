//! The session: one game, fed line by line by a person, a script or a
//! transcript, answering with [`Reply`] values. The scripted mode, the
//! transcript checker and the interactive REPL all drive this one type, so
//! a transcript of a REPL session replays identically.

mod adjourn;
mod answers_spoken;
mod arbiter;
mod braille_io;
mod broadcast_view;
mod commands;
mod completion;
mod dead_end;
mod dgt_io;
mod engine_view;
mod hands;
mod import_error;
mod queries;
mod quickplay;
mod reading;
mod record;
mod ruling;
mod setup;
mod spoken;
mod timing;

pub use braille_io::{BrailleOut, BrailleSettings};
pub use broadcast_view::DeviceKind;
pub use engine_view::EngineClock;
pub use setup::SessionOptions;
pub(crate) use setup::load_vocabulary;

pub use timing::TimeSource;

use crate::errors::SetupError;
use crate::reply::{FileJob, FileKind, FileOutcome, Reply};
use shakmaty::{Chess, Color, Move, fen::Fen};

use crate::messages::Texts;
use crate::messages::catalog::is_typed_word;
use laws::lang::Lang;
use laws::notation::{MoveError, Namer, Reader, Readings, Writing};
use laws::rules::{Game, GameResult, MoveReport, RulesSettings};
use speech::Earcon;

/// Longest line the session reads; longer lines are refused whole.
pub const MAX_LINE_CHARS: usize = 200;

/// A question the session asked and the next line may answer.
#[derive(Clone, Debug)]
enum Pending {
    /// Several legal moves fit; the answer may be just the departure
    /// square (or a whole move).
    WhichMove(Vec<Move>),
    /// Several moves fit a correction (`correct MOVE`); a departure square
    /// picks the one that replaces the last move.
    WhichCorrection(Vec<Move>),
    /// Adjourning: the envelope names both players (A2 (a)); the arbiter
    /// types the name of a player the game was started without next.
    Name {
        file: std::path::PathBuf,
        colour: shakmaty::Color,
    },
    /// Adjourning: the arbiter gives date, time and place of resumption
    /// next (envelope file).
    Resumption(std::path::PathBuf),
    /// Adjourning: the sealed move is typed next.
    SealedMove {
        file: std::path::PathBuf,
        resumption: adjourn::Resumption,
    },
    /// Adjourning: the arbiter's secret is typed next.
    Secret {
        file: std::path::PathBuf,
        san: String,
        resumption: adjourn::Resumption,
    },
}

/// Players and event, for the score.
#[derive(Clone, Debug, Default)]
pub struct Players {
    pub white: String,
    pub black: String,
    pub event: String,
    pub site: String,
    pub round: String,
    /// The board number in the hall, when known.
    pub board_number: Option<u32>,
    pub date: String,
}

pub struct Session {
    game: Game,
    reader: Reader,
    lang: Lang,
    texts: &'static dyn Texts,
    /// How moves are written for the user: piece letters, or ICCF digits.
    writing: Writing,
    players: Players,
    pending: Option<Pending>,
    timing: timing::Timing,
    braille: BrailleSettings,
    /// Announces moves in the vocabulary's words; its vocabulary also
    /// reads spoken moves.
    announcer: phonetics::Announcer,
    /// The vocabulary's language: its words are spoken in it.
    announce_lang: Lang,
    /// Who is blind (White, Black or both): the side the board is shown from.
    blind: Option<Color>,
    /// The blind player's colour when they type themselves (`--operator
    /// player`); `None` when an assistant operates.
    player: Option<Color>,
    /// The number of moves in the game when the last move was entered:
    /// while it still matches, that move may be corrected (a slip of the
    /// tongue, D.2.8).
    may_correct: Option<usize>,
    /// What was said last, for `repeat`.
    last_said: Vec<Reply>,
    /// The blind player's pegged board, once one is attached or used.
    hands: Option<hands::Hands>,
    /// The sighted player's DGT e-board, once one is read.
    dgt: Option<dgt_io::DgtState>,
    /// The game's folder (envelope, score), when the driver knows it.
    game_dir: Option<std::path::PathBuf>,
    /// Adjourned, with the envelope written here.
    adjourned: Option<std::path::PathBuf>,
    /// How a game read from PGN ended there: its result stands
    /// on the score while no move is added.
    imported_end: Option<record::ImportedEnd>,
    /// The quickplay finish: claims, requests, 8.4 (`quickplay`).
    quickplay: quickplay::Quickplay,
    /// Devices beside the board reported lost and not back (`device`
    /// records): the arbiter's server is told.
    lost_devices: std::collections::BTreeSet<DeviceKind>,
}

impl Session {
    pub fn new(opts: &SessionOptions) -> Result<Session, SetupError> {
        setup::build(opts)
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn texts(&self) -> &'static dyn Texts {
        self.texts
    }

    /// Writes a move of the current position for the user.
    fn write_move(&self, pos: &Chess, m: Move) -> String {
        let san = shakmaty::san::SanPlus::from_move(pos.clone(), m);
        self.writing.write(&m, &san)
    }

    /// What the session says when it starts: where the game stands.
    pub fn start(&self) -> Vec<Reply> {
        match self.game.result() {
            Some(r) => vec![Reply::say(self.texts.result(r))],
            None if self.quickplay_referred() => {
                vec![Reply::say(self.texts.qp_result_pending())]
            }
            None => {
                let mut out = vec![Reply::say(self.turn_sentence())];
                // A resumed game whose claim or request still waits says
                // so, and what may be typed.
                out.extend(self.quickplay_holds_move().unwrap_or_default());
                out
            }
        }
    }

    /// Tells the session its game folder (for the envelope of an
    /// adjournment).
    pub fn set_game_dir(&mut self, dir: std::path::PathBuf) {
        self.game_dir = Some(dir);
    }

    /// The REPL prompt: whose move it is, and nothing else.
    pub fn prompt(&self) -> String {
        let turn = self.game.turn();
        match (self.game.result(), self.player) {
            (Some(r), _) => format!("{}> ", r.score.pgn()),
            (None, Some(you)) => format!("{}> ", self.texts.prompt_side(turn == you, turn)),
            (None, None) => format!("{}> ", self.texts.color(turn)),
        }
    }

    /// Every prompt this game can show: White to move, Black to move, and
    /// the results (the REPL keeps them at one width, so a move made on a
    /// board can change the prompt while a line is typed).
    pub fn prompt_choices(&self) -> Vec<String> {
        use laws::rules::Score;
        let side = |turn: Color| match self.player {
            Some(you) => format!("{}> ", self.texts.prompt_side(turn == you, turn)),
            None => format!("{}> ", self.texts.color(turn)),
        };
        let mut out = vec![side(Color::White), side(Color::Black)];
        for score in [
            Score::WhiteWins,
            Score::BlackWins,
            Score::Draw,
            Score::BothLose,
        ] {
            out.push(format!("{}> ", score.pgn()));
        }
        out
    }

    /// Whose move it is and the move number, said to "you" when the blind
    /// player operates.
    pub(super) fn turn_sentence(&self) -> String {
        let (turn, number) = (self.game.turn(), self.game.move_number());
        match self.player {
            Some(you) => self.texts.to_move_player(turn == you, turn, number),
            None => self.texts.to_move(turn, number),
        }
    }

    /// Words the REPL completes with Tab: command names and move words.
    pub fn completion_words(&self) -> Vec<String> {
        let mut words: Vec<String> = commands::command_words()
            .keys()
            .filter(|n| n.chars().all(char::is_alphabetic))
            .cloned()
            .collect();
        words.extend(self.vocabulary_words());
        words.sort();
        words.dedup();
        words
    }

    /// Handles one input line. Bad input never changes the game.
    pub fn handle(&mut self, raw: &str) -> Vec<Reply> {
        // A line of few bytes has no more characters than bytes.
        if raw.len() > MAX_LINE_CHARS {
            let chars = raw.chars().count();
            if chars > MAX_LINE_CHARS {
                return vec![Reply::say(self.texts.line_too_long(chars, MAX_LINE_CHARS))];
            }
        }
        // Control characters (a stray escape, a braille display's noise)
        // are dropped; tabs count as spaces.
        let cleaned: std::borrow::Cow<str> = if raw.chars().any(char::is_control) {
            raw.chars()
                .map(|c| if c == '\t' { ' ' } else { c })
                .filter(|c| !c.is_control())
                .collect::<String>()
                .into()
        } else {
            raw.into()
        };
        let line = laws::notation::trim_line(&cleaned);
        // The command the first word names, looked up once for the line.
        let first = commands::first_word(line);
        let cmd = commands::lookup(first);
        // Time passed since the last line: a flag may have fallen.
        let mut out = self.tick();
        let replies = self.handle_clean(line, cmd);
        if out.is_empty() {
            out = replies;
        } else {
            out.extend(replies);
        }
        if out.iter().any(Reply::is_said) && !commands::is_repeat(line, first, cmd) {
            self.remember_said(&out);
        }
        out
    }

    /// Keeps what was said for `repeat`, in the buffers of what was said
    /// before where they fit (no allocation per move).
    fn remember_said(&mut self, out: &[Reply]) {
        let mut kept = 0;
        for r in out.iter().filter(|r| r.is_said()) {
            match (self.last_said.get_mut(kept), r) {
                (Some(Reply::Said(old)), Reply::Said(new)) => old.clone_from(new),
                (Some(slot), _) => *slot = r.clone(),
                (None, _) => self.last_said.push(r.clone()),
            }
            kept += 1;
        }
        self.last_said.truncate(kept);
    }

    fn handle_clean(&mut self, line: &str, cmd: Option<commands::Command>) -> Vec<Reply> {
        if let Some(rest) = commands::correction(line, cmd) {
            return self.correct(rest);
        }
        if line.is_empty() {
            return vec![Reply::say(self.texts.empty_line())];
        }
        match self.pending.take() {
            Some(Pending::WhichMove(cands)) => {
                if let Some(m) = self.answer_which(&cands, line) {
                    return self.play(m);
                }
            }
            Some(Pending::WhichCorrection(cands)) => {
                if let Some(m) = self.answer_which(&cands, line) {
                    return self.correct_with(m);
                }
            }
            Some(p) => return self.answer_sealing(p, line),
            None => {}
        }
        if self.adjourned.is_some()
            && commands::lookup(line.split_whitespace().next().unwrap_or("")).is_none()
        {
            return vec![Reply::say(self.texts.game_adjourned())];
        }
        if let Some(refused) = self.frozen_while_adjourned(cmd) {
            return refused;
        }
        if let Some(out) = commands::dispatch(self, line, cmd) {
            return out;
        }
        self.try_move(line)
    }

    /// Answer to "Which knight: b1 or f1?": a departure square picks the
    /// move; anything else is handled as a new line.
    fn answer_which(&self, cands: &[Move], line: &str) -> Option<Move> {
        // "Did you mean a8=N?" is answered yes.
        if let [one] = cands
            && self.texts.is_yes(line)
        {
            return Some(*one);
        }
        let sq = self.square_from_words(line)?;
        // The square must tell the moves apart (both castlings start on the
        // king's square); otherwise the line is read as a move of its own.
        let mut from_there = cands.iter().filter(|m| m.from() == Some(sq));
        let m = *from_there.next()?;
        if from_there.next().is_some() {
            return None;
        }
        Some(m)
    }

    /// All readings of a line as a move, from every input form.
    fn readings(&self, line: &str) -> Result<Readings, MoveError> {
        self.reader.read(line).map_err(MoveError::from)
    }

    /// A line that is no command: a move in any input form. Algebraic
    /// notation is tried first, then spoken words, then braille (cells or
    /// Braille ASCII).
    fn try_move(&mut self, line: &str) -> Vec<Reply> {
        let read = self.read_move(
            self.game.position(),
            Some(&self.game.legal_moves()),
            line,
            !self.game.is_over(),
        );
        if let Some(r) = self.game.result()
            && (!matches!(
                read,
                reading::LineMove::Refused(MoveError::NotAMove) | reading::LineMove::Braille(_)
            ) || self.spoken_move_after_end(line))
        {
            return vec![Reply::say(self.texts.game_over(r))];
        }
        match read {
            reading::LineMove::Move(m, heard) => {
                // A piece out of its hole holds typed moves too.
                if let Some(refused) = self.typed_touch_refusal(m) {
                    return refused;
                }
                if heard.is_empty() {
                    return self.play(m);
                }
                let mut out: Vec<Reply> = heard
                    .iter()
                    .map(|(h, u)| Reply::mixed(self.texts.understood(h, u, self.announce_lang())))
                    .collect();
                out.extend(self.play(m));
                out
            }
            other => match self.dgt_typed_after_board(line) {
                // The move the e-board just made, typed as well.
                Some(out) => out,
                None => {
                    let pos = self.game.position().clone();
                    self.refusal(&pos, other, line, false)
                }
            },
        }
    }

    /// After the end, a move in spoken words ("Springer Felix drei") is
    /// a move too, answered as a written one is: the game is over.
    fn spoken_move_after_end(&self, line: &str) -> bool {
        matches!(
            self.spoken_resolve(self.game.position(), None, line),
            spoken::SpokenOutcome::Move(..) | spoken::SpokenOutcome::Refused(_)
        )
    }

    fn ask_which(&mut self, ms: Vec<Move>) -> String {
        let pos = self.game.position().clone();
        let q = self.question(&pos, &ms);
        self.pending = Some(Pending::WhichMove(ms));
        q
    }

    /// The question between several moves of `pos` that fit a line.
    fn question(&self, pos: &Chess, ms: &[Move]) -> String {
        let role = ms.first().map(|m| m.role());
        let same_role = role.filter(|r| ms.iter().all(|m| m.role() == *r));
        let same_target = ms
            .iter()
            .all(|m| Some(m.to()) == ms.first().map(|f| f.to()));
        let froms: Vec<String> = ms
            .iter()
            .filter_map(|m| m.from())
            .map(|s| self.namer().square(s))
            .collect();
        // Whole moves are named as they are announced where the vocabulary
        // speaks the UI language ("Kurze Rochade oder Lange Rochade"), else
        // in the written notation ("0-0 oder 0-0-0").
        let words = matches!(self.namer(), spoken::SessionNamer::Words(_));
        let written: Vec<String> = ms
            .iter()
            .map(|m| {
                if words {
                    self.announce_words(pos, *m)
                } else {
                    self.write_move(pos, *m)
                }
            })
            .collect();
        // One pawn move whose promotion letter names several pieces.
        let same_from = ms
            .iter()
            .all(|m| m.from() == ms.first().and_then(|f| f.from()));
        if same_from && same_target && ms.iter().all(|m| m.is_promotion()) {
            return self.texts.which_promotion(&written);
        }
        if same_role.is_some() && same_target && !ms.iter().any(|m| m.is_promotion()) {
            self.texts.which_move(same_role, &froms, &written)
        } else {
            self.texts.which_move(None, &froms, &written)
        }
    }

    /// Plays a resolved legal move and announces it. While the arbiter
    /// has paused the clock no move is entered (it would be untimed).
    fn play(&mut self, m: Move) -> Vec<Reply> {
        if let Some(held) = self.quickplay_holds_move() {
            return held;
        }
        if self.clock_paused() {
            return vec![
                Reply::Sound(Earcon::InputRejected),
                Reply::say(self.texts.move_while_paused()),
            ];
        }
        self.play_decided(m)
    }

    /// Plays a move the Laws or the arbiter decided (the intended move of a
    /// rejected claim, 9.5.3), also while the clock is stopped for the
    /// claim; the clock stays in step (see `Clock::press`).
    fn play_decided(&mut self, m: Move) -> Vec<Reply> {
        self.clock_before_move();
        match self.game.play(m) {
            Ok(report) => {
                self.clock_after_move();
                self.may_correct = Some(self.game.moves().len());
                // The rules core worked out the SAN with check and mate:
                // the announcement and the written move use it, and the
                // position before the move that the game keeps.
                let words = self
                    .game
                    .moves()
                    .last()
                    .map(|pm| self.announcer.announce_legal(&pm.before, m, &report.san))
                    .unwrap_or_default();
                let written = self.writing.write(&m, &report.san);
                let mut out = self.announce(words, written, &report);
                out.extend(self.board_follow_game());
                out
            }
            Err(e) => {
                self.timing.before_move.pop();
                match e {
                    laws::rules::RulesError::GameOver(r) => {
                        vec![Reply::say(self.texts.game_over(&r))]
                    }
                    _ => vec![Reply::say(
                        self.texts.move_error(&MoveError::NotAMove, &self.namer()),
                    )],
                }
            }
        }
    }

    /// A move is announced in the vocabulary's words (Appendix F), then
    /// written in algebraic notation and, where braille is on, in braille.
    fn announce(&self, words: String, written: String, report: &MoveReport) -> Vec<Reply> {
        let mover_sound = match self.blind {
            // The blind player hears the opponent's move arrive.
            Some(blind) if blind == self.game.turn() => Earcon::OpponentMove,
            _ => Earcon::MoveAccepted,
        };
        let mut out = vec![
            Reply::Sound(if report.check {
                Earcon::Check
            } else {
                mover_sound
            }),
            Reply::announce(words, self.announce_lang()),
            Reply::Print(written),
        ];
        out.extend(self.braille_move_line(&report.san));
        if let Some(r) = &report.result {
            out.push(Reply::say(self.texts.result(r)));
            out.extend(self.dead_reason(r));
        }
        out
    }

    /// Sets up a new game from a FEN (arbiter's set-up, 7.4).
    fn setup_fen(&mut self, fen: &str) -> Vec<Reply> {
        match setup::position_from_fen(fen) {
            Ok(pos) => {
                self.game = Game::new(pos, self.game.settings());
                self.pending = None;
                self.timing.before_move.clear();
                self.timing.after_move.clear();
                self.clock_after_setup();
                let mut out = vec![Reply::say(self.texts.position_set())];
                out.extend(self.board_set_up());
                if let Some(r) = self.game.result() {
                    out.push(Reply::say(self.texts.result(r)));
                }
                out
            }
            Err(why) => vec![Reply::say(self.texts.bad_fen(&self.texts.fen_error(&why)))],
        }
    }

    /// The position as FEN (with the en passant square only when a capture
    /// is possible, as 9.2.3 counts it).
    pub fn fen(&self) -> String {
        Fen::from_position(self.game.position(), shakmaty::EnPassantMode::Legal).to_string()
    }

    fn result_reply(&self) -> Reply {
        match self.game.result() {
            Some(r) => Reply::say(self.texts.result(r)),
            // III.6: ended, but the designated arbiter has not ruled.
            None if self.quickplay_referred() => Reply::say(self.texts.qp_result_pending()),
            None => Reply::say(self.texts.in_progress()),
        }
    }

    fn colour_arg(&self, word: Option<&str>, default: Color) -> Result<Color, Reply> {
        match word {
            None => Ok(default),
            Some(w) => parse_colour(w).ok_or_else(|| Reply::say(self.texts.unknown_colour(w))),
        }
    }

    /// What to say once the game loop wrote (or did not write) a file the
    /// session asked for.
    pub fn file_done(&mut self, job: &FileJob, outcome: &FileOutcome) -> Vec<Reply> {
        let path = job.path.display().to_string();
        match (job.kind, outcome) {
            (FileKind::Scoresheet, FileOutcome::Written) => {
                vec![Reply::say(self.texts.score_saved(&path))]
            }
            (FileKind::Envelope, FileOutcome::Written) => {
                self.mark_adjourned(job.path.clone());
                vec![Reply::say(self.texts.sealed(&path))]
            }
            (FileKind::Envelope, FileOutcome::Skipped) => {
                self.mark_adjourned(job.path.clone());
                vec![Reply::say(self.texts.file_not_written(&path))]
            }
            (_, FileOutcome::Skipped) => vec![Reply::say(self.texts.file_not_written(&path))],
            (kind, FileOutcome::Exists) => {
                let mut out = vec![Reply::say(self.texts.file_exists(&path))];
                if kind == FileKind::Envelope {
                    out.push(Reply::say(self.texts.seal_cancelled()));
                }
                out
            }
            (FileKind::Scoresheet, FileOutcome::Failed(why)) => {
                vec![Reply::say(self.texts.score_not_saved(why))]
            }
            (FileKind::Envelope, FileOutcome::Failed(why)) => vec![
                Reply::say(self.texts.seal_failed(why)),
                Reply::say(self.texts.seal_cancelled()),
            ],
        }
    }

    fn after_result(&mut self, r: &GameResult) -> Reply {
        self.clock_stop();
        Reply::say(self.texts.result(r))
    }

    pub fn rules_settings(&self) -> RulesSettings {
        self.game.settings()
    }
}

/// "white"/"weiß"/"w" and friends.
pub fn parse_colour(word: &str) -> Option<Color> {
    if is_typed_word("words-white", word) {
        Some(Color::White)
    } else if is_typed_word("words-black", word) {
        Some(Color::Black)
    } else {
        None
    }
}

/// How a word orients the board diagram: `Some(true)` seen from Black
/// (a black colour word, or `flip`/`drehen`), `Some(false)` from White.
pub(crate) fn board_from_black(word: &str) -> Option<bool> {
    if is_typed_word("words-flip", word) {
        return Some(true);
    }
    parse_colour(word).map(|c| c == Color::Black)
}

/// A bare square ("g1", "G1"), as an answer to a question.
pub fn parse_square(word: &str) -> Option<shakmaty::Square> {
    let w = word.trim().to_lowercase();
    w.parse().ok()
}

#[cfg(test)]
mod tests;
