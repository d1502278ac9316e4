//! Session commands, by their names in every UI language. The names are
//! data, in the catalogs (`lang/*.ftl`, messages `command-*`); each
//! command's work is a method below.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;
use std::sync::OnceLock;

use shakmaty::{Color, Position};

use super::{Reply, Session};
use crate::messages::catalog::{is_typed_word, typed_words};
use laws::notation::{self, MoveError};
use laws::rules::{
    ClaimDecision, ClaimKind, FastHasher, IllegalMoveDecision, Intended, RulesError,
};
use speech::{Change, Setting};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    Help,
    Fen,
    Setup,
    Moves,
    Turn,
    Result,
    Undo,
    Resign,
    Offer,
    Accept,
    Decline,
    Claim,
    Illegal,
    Pgn,
    Wait,
    Time,
    Used,
    Board,
    Forsyth,
    Scoresheet,
    Pieces,
    Square,
    Arbiter,
    Correct,
    Last,
    Rank,
    File,
    Attacks,
    Repeat,
    Adjust,
    Check,
    Adjourn,
    Louder,
    Quieter,
    Faster,
    Slower,
    /// Start the clock (6.6.1).
    Start,
    /// The DGT e-board's readings typed (scripts, transcripts).
    Dgt,
    /// Cut off the answer being said in parts.
    Stop,
    /// `request increment` (Guidelines III.4).
    Request,
    /// `why dead`: why the position is, or is not, dead.
    Why,
}

/// Each command and its message in the catalogs (`lang/*.ftl`), which
/// lists the command's words in that language. The first word of a line
/// is looked up in the words of every language (case-insensitive).
pub const COMMAND_IDS: &[(&str, Command)] = &[
    ("command-help", Command::Help),
    ("command-fen", Command::Fen),
    ("command-setup", Command::Setup),
    ("command-moves", Command::Moves),
    ("command-turn", Command::Turn),
    ("command-result", Command::Result),
    ("command-undo", Command::Undo),
    ("command-resign", Command::Resign),
    ("command-offer", Command::Offer),
    ("command-accept", Command::Accept),
    ("command-decline", Command::Decline),
    ("command-claim", Command::Claim),
    ("command-illegal", Command::Illegal),
    ("command-pgn", Command::Pgn),
    ("command-wait", Command::Wait),
    ("command-time", Command::Time),
    ("command-used", Command::Used),
    ("command-board", Command::Board),
    ("command-forsyth", Command::Forsyth),
    ("command-scoresheet", Command::Scoresheet),
    ("command-pieces", Command::Pieces),
    ("command-square", Command::Square),
    ("command-arbiter", Command::Arbiter),
    ("command-correct", Command::Correct),
    ("command-last", Command::Last),
    ("command-rank", Command::Rank),
    ("command-file", Command::File),
    ("command-attacks", Command::Attacks),
    ("command-why", Command::Why),
    ("command-repeat", Command::Repeat),
    ("command-adjust", Command::Adjust),
    ("command-check", Command::Check),
    ("command-adjourn", Command::Adjourn),
    ("command-louder", Command::Louder),
    ("command-quieter", Command::Quieter),
    ("command-faster", Command::Faster),
    ("command-slower", Command::Slower),
    ("command-start", Command::Start),
    ("command-dgt", Command::Dgt),
    ("command-stop", Command::Stop),
    ("command-request", Command::Request),
];

/// Every command word of every language, with its command: the first
/// command that lists a word has it.
/// The command words, hashed with the rules core's small hasher (the
/// words are our own: nothing to protect against).
pub type CommandTable = HashMap<String, Command, BuildHasherDefault<FastHasher>>;

pub fn command_words() -> &'static CommandTable {
    static TABLE: OnceLock<CommandTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = CommandTable::default();
        for (id, cmd) in COMMAND_IDS {
            for w in typed_words(id) {
                table.entry(w.clone()).or_insert(*cmd);
            }
        }
        table
    })
}

/// `board black`, `brett drehen`: words that orient the diagram.
fn is_orientation(word: &str) -> bool {
    super::board_from_black(word).is_some()
}

/// The first word of a line, as commands are looked up: up to the first
/// blank.
pub fn first_word(line: &str) -> &str {
    match line.bytes().position(|b| b == b' ') {
        Some(blank) => line.get(..blank).unwrap_or(line),
        None => line,
    }
}

/// The rest of a `correct MOVE` line, if it is one; `cmd` is the command
/// its [`first_word`] names (looked up once per line).
pub fn correction(line: &str, cmd: Option<Command>) -> Option<Option<&str>> {
    if cmd != Some(Command::Correct) {
        return None;
    }
    let rest = line.split_once(' ').map_or("", |(_, rest)| rest);
    Some(Some(rest.trim()).filter(|r| !r.is_empty()))
}

/// Is this line `repeat`, or a voice change, which must not replace
/// what `repeat` says? `first` is the line's [`first_word`] and `cmd` the
/// command it names.
pub fn is_repeat(line: &str, first: &str, cmd: Option<Command>) -> bool {
    // The first word up to any blank is the word up to the first space
    // when it holds no other blank (an ASCII word holds none: control
    // characters are gone by now).
    let cmd = if first.is_ascii() {
        cmd
    } else {
        let word = line.split_whitespace().next().unwrap_or("");
        if word == first { cmd } else { lookup(word) }
    };
    matches!(
        cmd,
        Some(
            Command::Repeat
                | Command::Louder
                | Command::Quieter
                | Command::Faster
                | Command::Slower
                | Command::Stop
        )
    )
}

/// Words that name a claim's rule (messages `words-repetition`,
/// `words-fifty`).
fn claim_kind(word: &str) -> Option<ClaimKind> {
    if is_typed_word("words-repetition", word) {
        Some(ClaimKind::Repetition)
    } else if is_typed_word("words-fifty", word) {
        Some(ClaimKind::FiftyMoves)
    } else {
        None
    }
}

pub fn lookup(word: &str) -> Option<Command> {
    // Every line (each move too) is looked up, three times: no command has
    // a digit, and nearly every move has one; a word is lower-cased on the
    // stack, without a copy on the heap (a command word is short: a word
    // longer than the buffer is none).
    // Every byte is looked at (no early exit), many at a time.
    if word
        .bytes()
        .fold(false, |seen, b| seen | b.is_ascii_digit())
    {
        return None;
    }
    let mut buf = [0u8; 64];
    let len = if word.is_ascii() {
        let lower = buf.get_mut(..word.len())?;
        lower.copy_from_slice(word.as_bytes());
        lower.make_ascii_lowercase();
        word.len()
    } else {
        // Char by char: no command word has a letter whose lower case
        // depends on its place (the Greek final sigma).
        let mut len = 0;
        for c in word.chars().flat_map(char::to_lowercase) {
            let end = len + c.len_utf8();
            c.encode_utf8(buf.get_mut(len..end)?);
            len = end;
        }
        len
    };
    let lower = buf.get(..len)?;
    // A word of a shape no command word has (its first, second and last
    // byte and its length) is none: most words of spoken moves
    // ("Springer", "Bauer", "Dame") end here.
    let bit = shape_bit(lower)?;
    if command_shapes()[bit / 64] & (1 << (bit % 64)) == 0 {
        return None;
    }
    command_words()
        .get(std::str::from_utf8(lower).ok()?)
        .copied()
}

/// Where a word's shape (its first, second and last byte and its length)
/// falls in [`command_shapes`]; `None` for the empty word.
fn shape_bit(word: &[u8]) -> Option<usize> {
    let (&first, &last) = (word.first()?, word.last()?);
    let second = word.get(1).copied().unwrap_or(0);
    let mixed = usize::from(first).wrapping_mul(0x9e37)
        ^ usize::from(second).wrapping_mul(0x85eb)
        ^ usize::from(last).wrapping_mul(0xc2b3)
        ^ word.len().wrapping_mul(0x27d5);
    Some((mixed ^ (mixed >> 12)) % SHAPE_BITS)
}

/// Bits of [`command_shapes`].
const SHAPE_BITS: usize = 4096;

/// The shapes of the command words ([`shape_bit`]), as bits: a word
/// whose bit is clear is no command word; one whose bit is set is looked
/// up.
fn command_shapes() -> &'static [u64; SHAPE_BITS / 64] {
    static SHAPES: OnceLock<[u64; SHAPE_BITS / 64]> = OnceLock::new();
    SHAPES.get_or_init(|| {
        let mut shapes = [0u64; SHAPE_BITS / 64];
        for word in command_words().keys() {
            if let Some(bit) = shape_bit(word.as_bytes()) {
                shapes[bit / 64] |= 1 << (bit % 64);
            }
        }
        shapes
    })
}

/// Runs the line as a command if its first word names one (`cmd`, the
/// command its [`first_word`] names).
pub fn dispatch(s: &mut Session, line: &str, cmd: Option<Command>) -> Option<Vec<Reply>> {
    let cmd = cmd?;
    let rest = line.split_once(' ').map_or("", |(_, r)| r.trim());
    let arg = (!rest.is_empty()).then_some(rest);
    Some(match cmd {
        // The help is said, one line an utterance.
        Command::Help => s.texts.help().into_iter().map(Reply::say).collect(),
        Command::Fen => {
            let mut out = vec![Reply::Print(s.fen())];
            out.extend(s.fen_spoken());
            out
        }
        Command::Setup => match arg {
            Some(fen) => s.setup_fen(fen),
            None => vec![Reply::say(s.texts.setup_usage())],
        },
        Command::Moves => s.moves_list(),
        // After the end: the result, no side "to move".
        Command::Turn => s.start(),
        Command::Result => vec![s.result_reply()],
        Command::Undo => s.undo(),
        Command::Resign => s.resign(arg),
        Command::Offer => s.offer(arg),
        Command::Accept => s.accept(arg),
        Command::Decline => s.decline(arg),
        Command::Claim => s.claim(arg),
        Command::Illegal => s.illegal(arg),
        Command::Pgn => {
            let mut out: Vec<Reply> = s
                .pgn()
                .lines()
                .map(|l| Reply::Print(l.to_string()))
                .collect();
            out.extend(s.pgn_spoken());
            out
        }
        Command::Wait => s.wait(arg),
        Command::Time => s.time_report(),
        Command::Used => s.used_report(),
        Command::Board => {
            let words: Vec<&str> = rest.split_whitespace().collect();
            match s.board_command(&words) {
                Some(out) if !words.is_empty() && !is_orientation(words[0]) => out,
                _ => s.board(arg),
            }
        }
        Command::Check => match arg {
            Some(w) if lookup(w) == Some(Command::Board) => {
                s.board_command(&["check"]).unwrap_or_default()
            }
            _ => vec![Reply::say(s.texts.board_usage())],
        },
        Command::Adjust => s.adjust_piece(),
        Command::Adjourn => s.adjourn(arg),
        Command::Louder => s.voice(Setting::Volume, Change::Up),
        Command::Quieter => s.voice(Setting::Volume, Change::Down),
        Command::Faster => s.voice(Setting::Rate, Change::Up),
        Command::Slower => s.voice(Setting::Rate, Change::Down),
        Command::Forsyth => s.forsyth(),
        Command::Scoresheet => s.write_scoresheet(arg),
        Command::Pieces => s.pieces_in_words(arg),
        Command::Square => s.square_query(arg),
        Command::Arbiter => s.arbiter(arg),
        // Handled before dispatch (before a pending question is answered).
        Command::Correct => s.correct(arg),
        Command::Last => s.last_move(),
        Command::Rank => s.scan_line(arg, true),
        Command::File => s.scan_line(arg, false),
        Command::Attacks => s.attacks(arg),
        Command::Why => s.why_dead(),
        Command::Repeat => s.last_said.clone(),
        Command::Start => s.start_clock(),
        Command::Dgt => s.dgt_command(rest),
        Command::Stop => vec![Reply::StopSpeech],
        Command::Request => s.request(arg),
    })
}

impl Session {
    /// Volume and rate of the speech: the output applies the change where
    /// the backend allows; the words confirm it.
    fn voice(&self, setting: Setting, change: Change) -> Vec<Reply> {
        vec![
            Reply::Voice(setting, change),
            Reply::say(
                self.texts
                    .voice_changed(setting == Setting::Volume, change == Change::Up),
            ),
        ]
    }

    pub(super) fn rules_error(&self, e: RulesError) -> Vec<Reply> {
        let t = self.texts;
        vec![Reply::say(match e {
            RulesError::GameOver(r) => t.game_over(&r),
            RulesError::TooEarlyForAgreement => t.too_early_for_agreement(),
            RulesError::NoOfferPending => t.no_offer(),
            RulesError::OfferAlreadyPending => {
                t.offer_pending(self.game.pending_offer().unwrap_or(Color::White))
            }
            RulesError::OwnOffer => t.own_offer(self.game.pending_offer().unwrap_or(Color::White)),
            RulesError::NothingToUndo => t.nothing_to_undo(),
            RulesError::IllegalMove => t.move_error(&MoveError::NotAMove, &self.namer()),
        })]
    }

    /// The score so far, one move pair per line.
    fn moves_list(&self) -> Vec<Reply> {
        let moves = self.game.moves();
        if moves.is_empty() {
            return vec![Reply::say(self.texts.no_moves_yet())];
        }
        let mut out = Vec::new();
        let mut line = String::new();
        for pm in moves {
            let written = self.writing.write(&pm.mv, &pm.san);
            let offer = if pm.draw_offer { " (=)" } else { "" };
            let n = pm.before.fullmoves().get();
            match pm.before.turn() {
                Color::White => {
                    if !line.is_empty() {
                        out.push(Reply::Print(std::mem::take(&mut line)));
                    }
                    line = format!("{n}. {written}{offer}");
                }
                Color::Black => {
                    if line.is_empty() {
                        line = format!("{n}... {written}{offer}");
                    } else {
                        line.push_str(&format!(" {written}{offer}"));
                    }
                }
            }
        }
        if !line.is_empty() {
            out.push(Reply::Print(line));
        }
        out.extend(self.moves_spoken());
        out
    }

    fn undo(&mut self) -> Vec<Reply> {
        if let Some(refused) = self.quickplay_holds_undo() {
            return refused;
        }
        match self.game.undo() {
            Ok(pm) => {
                self.clock_undo();
                let written = self.writing.write(&pm.mv, &pm.san);
                vec![
                    Reply::say(self.texts.undone(&written)),
                    Reply::say(self.turn_sentence()),
                ]
            }
            // The result stands; only `arbiter reopen` goes back to play.
            Err(RulesError::GameOver(r)) => vec![
                Reply::say(self.texts.undo_after_result(&r)),
                Reply::say(self.texts.reopen_hint()),
            ],
            Err(e) => self.rules_error(e),
        }
    }

    fn resign(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let who = match self.colour_arg(arg, self.game.turn()) {
            Ok(c) => c,
            Err(r) => return vec![r],
        };
        match self.game.resign(who) {
            Ok(r) => {
                let mut out = vec![self.after_result(&r)];
                out.extend(self.dead_reason(&r));
                out
            }
            Err(e) => self.rules_error(e),
        }
    }

    /// A draw offer; by default from the player who just moved (9.1.2.1:
    /// offer after making a move), or the player to move before any move.
    fn offer(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let default = if self.game.moves().is_empty() {
            self.game.turn()
        } else {
            !self.game.turn()
        };
        let who = match self.colour_arg(arg, default) {
            Ok(c) => c,
            Err(r) => return vec![r],
        };
        match self.game.offer_draw(who) {
            Ok(()) => vec![Reply::say(self.texts.draw_offered(who))],
            Err(e) => self.rules_error(e),
        }
    }

    fn answering_colour(&self, arg: Option<&str>) -> Result<Color, Reply> {
        let default = self
            .game
            .pending_offer()
            .map(|c| !c)
            .unwrap_or(self.game.turn());
        self.colour_arg(arg, default)
    }

    fn accept(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let who = match self.answering_colour(arg) {
            Ok(c) => c,
            Err(r) => return vec![r],
        };
        match self.game.accept_draw(who) {
            Ok(r) => vec![self.after_result(&r)],
            Err(e) => self.rules_error(e),
        }
    }

    fn decline(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let who = match self.answering_colour(arg) {
            Ok(c) => c,
            Err(r) => return vec![r],
        };
        match self.game.decline_draw(who) {
            Ok(()) => {
                let mut out = vec![Reply::say(self.texts.draw_declined(who))];
                out.extend(self.quickplay_after_decline());
                out
            }
            Err(e) => self.rules_error(e),
        }
    }

    /// `claim [repetition|fifty] [intended move]` by the player to move.
    fn claim(&mut self, arg: Option<&str>) -> Vec<Reply> {
        if let Some(out) = self.claim_quickplay(arg) {
            return out;
        }
        let mut kind = None;
        let mut rest = arg.unwrap_or("");
        if let Some((first, tail)) = rest.split_once(' ').or(Some((rest, "")))
            && let Some(k) = claim_kind(first)
        {
            kind = Some(k);
            rest = tail.trim();
        }
        // A written move that is not legal makes the claim wrong (9.5.3);
        // a line that is no complete move is refused, nothing claimed.
        let mut illegal = None;
        let intended = if rest.is_empty() {
            Intended::Nothing
        } else {
            let intents = match self.readings(rest) {
                Ok(i) => i,
                Err(e) => return vec![Reply::say(self.texts.move_error(&e, &self.namer()))],
            };
            match notation::resolve_readings(self.game.position(), &intents) {
                Ok(m) => Intended::Move(m),
                Err(MoveError::Ambiguous(ms)) => {
                    // The claim needs one written move; ask, then the
                    // player claims again with it.
                    let q = self.ask_which(ms);
                    self.pending = None;
                    return vec![Reply::say(q)];
                }
                Err(e) if is_illegal_move(&e) => {
                    illegal = Some(e);
                    Intended::Illegal
                }
                Err(e) => return vec![Reply::say(self.texts.move_error(&e, &self.namer()))],
            }
        };
        let claimant = self.game.turn();
        let before = self.game.position().clone();
        let (penalty, must_play, offer) = match self.game.claim_draw(kind, intended) {
            Ok(ClaimDecision::Granted(r)) => return vec![self.after_result(&r)],
            Ok(ClaimDecision::Rejected {
                penalty,
                must_play,
                offer,
            }) => (penalty, must_play, offer),
            Err(e) => return self.rules_error(e),
        };
        self.clock_add(penalty.to, penalty.minutes);
        let mut out = Vec::new();
        match &illegal {
            Some(e) => {
                out.push(Reply::say(self.texts.claim_rejected_illegal()));
                out.push(Reply::say(self.texts.move_error(e, &self.namer())));
            }
            None => out.push(Reply::say(self.texts.claim_rejected(kind))),
        }
        out.push(Reply::say(self.penalty_said(&penalty)));
        if illegal.is_some() {
            out.push(Reply::say(self.texts.intended_not_played(claimant)));
        }
        // 9.5.3: the intended move is made, as any move is (announcement,
        // score, braille, pin board, clock).
        if let Some(m) = must_play {
            let written = self.write_move(&before, m);
            out.push(Reply::say(self.texts.move_played(&written)));
            out.extend(self.play_decided(m));
        }
        if offer && !self.game.is_over() {
            out.push(Reply::say(self.texts.claim_is_offer(claimant)));
        }
        out
    }

    /// A completed illegal move (7.5.5), reported by the arbiter; by
    /// default the player to move made it (the position is already back
    /// to before it, as annabella never plays an illegal move).
    fn illegal(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let who = match self.colour_arg(arg, self.game.turn()) {
            Ok(c) => c,
            Err(r) => return vec![r],
        };
        match self.game.illegal_move_completed(who) {
            Ok(IllegalMoveDecision::Penalty { penalty, count }) => {
                self.clock_add(penalty.to, penalty.minutes);
                vec![
                    Reply::say(self.texts.illegal_completed(who, count)),
                    Reply::say(self.penalty_said(&penalty)),
                ]
            }
            Ok(IllegalMoveDecision::GameOver(r)) => {
                let count = self.game.illegal_count(who);
                let mut out = vec![
                    Reply::say(self.texts.illegal_completed(who, count)),
                    self.after_result(&r),
                ];
                out.extend(self.dead_reason(&r));
                out
            }
            Err(e) => self.rules_error(e),
        }
    }
}

/// Does the error say the written move is not legal (rather than that the
/// line is no complete move)? Every kind is listed, so a new one is decided.
fn is_illegal_move(e: &MoveError) -> bool {
    match e {
        MoveError::NotAMove
        | MoveError::MissingTarget
        | MoveError::Iccf(_)
        | MoveError::BadPromotion(_)
        | MoveError::PromotionMissing { .. }
        | MoveError::NoPromotion { .. }
        | MoveError::Ambiguous(_) => false,
        MoveError::NoPieceCanReach { .. }
        | MoveError::NoSuchPiece { .. }
        | MoveError::EmptySquare(_)
        | MoveError::NotYourPiece { .. }
        | MoveError::WrongPiece { .. }
        | MoveError::CannotMoveThere { .. }
        | MoveError::Blocked { .. }
        | MoveError::OwnPieceOnTarget { .. }
        | MoveError::NothingToCapture(_)
        | MoveError::KingInCheck { .. }
        | MoveError::CastlingNotAllowed { .. }
        | MoveError::NoEnPassant { .. } => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn command_words_fit_the_fast_lookup() {
        for (name, command) in command_words() {
            // Words are lower case, without digits; ASCII ones are short.
            assert_eq!(*name, name.to_lowercase());
            assert!(!name.bytes().any(|b| b.is_ascii_digit()), "{name}");
            assert!(name.len() < 64, "{name}");
            assert_eq!(lookup(name), Some(*command), "{name}");
            assert_eq!(lookup(&name.to_uppercase()), Some(*command), "{name}");
        }
        assert_eq!(lookup("Nf3"), None);
        assert_eq!(lookup("Springer"), None);
        assert_eq!(lookup("Läufer"), None);
        assert_eq!(lookup("König"), None);
        assert_eq!(lookup("Bauer"), None);
        assert_eq!(lookup("СТОП"), Some(Command::Stop));
        assert_eq!(lookup(&"ü".repeat(40)), None);
        assert_eq!(lookup("ZURÜCK"), Some(Command::Undo));
        assert_eq!(lookup("a-very-long-word-that-is-no-command-at-all"), None);
        assert_eq!(lookup(""), None);
    }
}

#[cfg(test)]
mod word_tests {
    use super::*;
    use crate::messages::catalog::{REGISTERED, source};
    use laws::lang::Lang;

    /// No word names two commands, and every language names every command.
    #[test]
    fn command_words_are_unambiguous_in_every_language() {
        let mut owner: HashMap<&str, &str> = HashMap::new();
        for (id, _) in COMMAND_IDS {
            let words = typed_words(id);
            assert!(!words.is_empty(), "{id}");
            for w in words {
                if let Some(other) = owner.insert(w, id) {
                    panic!("'{w}' names both {other} and {id}");
                }
            }
        }
        for (code, src) in REGISTERED {
            for (id, _) in COMMAND_IDS {
                assert!(
                    src.lines().any(|l| l.starts_with(&format!("{id} ="))),
                    "{code}: {id}"
                );
            }
        }
        assert!(!source("ru").is_empty());
    }

    /// The Russian command words, and the words of the other languages.
    #[test]
    fn russian_command_words() {
        for (word, cmd) in [
            ("время", Command::Time),
            ("ходы", Command::Moves),
            ("фигуры", Command::Pieces),
            ("Помощь", Command::Help),
            ("ничья", Command::Offer),
            ("сдаться", Command::Resign),
            ("hilfe", Command::Help),
            ("?", Command::Help),
            ("J'adoube", Command::Adjust),
            ("старт", Command::Start),
        ] {
            assert_eq!(lookup(word), Some(cmd), "{word}");
        }
        assert_eq!(lookup("e4"), None);
        assert_eq!(Lang::ALL.len(), REGISTERED.len());
        for (lang, (code, _)) in Lang::ALL.iter().zip(REGISTERED) {
            assert_eq!(lang.code(), *code);
        }
    }
}
