//! Every sentence the user reads or hears, one file per UI language.
//!
//! The session decides *what* to say as values (errors, results, offers);
//! a [`Texts`] implementation says it in one language. Squares and pieces
//! inside sentences come from a [`Namer`], so the same sentence can name
//! "f3" or "Felix drei".

pub mod catalog;
#[cfg(test)]
mod catalog_tests;
mod catalog_texts;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod words14_tests;

use shakmaty::{Color, Piece, Role, Square};

use braille::BrailleError;
use phonetics::SpokenError;
use speech::{SpeechError, SpeechEvent, SpeechStatus};

use laws::lang::Lang;
use laws::notation::{MoveError, Namer};
use laws::rules::{GameResult, TimePenalty};

/// What a claim was for, as said back to the players.
pub use laws::rules::ClaimKind;

/// The sentences of one UI language.
pub trait Texts: Sync {
    fn color(&self, c: Color) -> &'static str;
    /// The piece name as a noun ("knight", "Springer").
    fn role(&self, r: Role) -> &'static str;
    /// A refused move, in words.
    fn move_error(&self, e: &MoveError, n: &dyn Namer) -> String;
    /// Question for an ambiguous move; `moves` are the fitting moves,
    /// already written for the user.
    fn which_move(&self, role: Option<Role>, froms: &[String], moves: &[String]) -> String;
    fn not_understood(&self, line: &str) -> String;
    fn line_too_long(&self, chars: usize, max: usize) -> String;
    fn invalid_utf8(&self) -> String;
    fn empty_line(&self) -> String;
    fn result(&self, r: &GameResult) -> String;
    fn game_over(&self, r: &GameResult) -> String;
    fn in_progress(&self) -> String;
    fn to_move(&self, c: Color, move_number: u32) -> String;
    /// Whose move, said to the blind player who operates the program.
    fn to_move_player(&self, you: bool, c: Color, move_number: u32) -> String;
    /// The prompt's side when the blind player operates: "You, White".
    fn prompt_side(&self, you: bool, c: Color) -> String;
    fn draw_offered(&self, by: Color) -> String;
    fn draw_declined(&self, by: Color) -> String;
    fn no_offer(&self) -> String;
    fn own_offer(&self, c: Color) -> String;
    fn offer_pending(&self, c: Color) -> String;
    fn too_early_for_agreement(&self) -> String;
    fn claim_rejected(&self, kind: Option<ClaimKind>) -> String;
    fn penalty(&self, p: &TimePenalty) -> String;
    fn move_played(&self, san: &str) -> String;
    fn illegal_completed(&self, by: Color, count: u32) -> String;
    fn undone(&self, san: &str) -> String;
    fn nothing_to_undo(&self) -> String;
    fn no_moves_yet(&self) -> String;
    fn bad_fen(&self, why: &str) -> String;
    fn position_set(&self) -> String;
    fn unknown_colour(&self, word: &str) -> String;
    fn help(&self) -> Vec<String>;
    fn wait_usage(&self) -> String;
    fn wait_only_in_scripts(&self) -> String;
    fn no_clock(&self) -> String;
    fn score_saved(&self, path: &str) -> String;
    fn score_not_saved(&self, why: &str) -> String;
    fn confirm_quit(&self) -> String;
    fn is_yes(&self, answer: &str) -> bool;
    fn is_no(&self, answer: &str) -> bool;
    /// One side's pieces: (kind, square name) in counting order.
    fn pieces_of(&self, c: Color, items: &[(Role, String)], n: &dyn Namer) -> String;
    fn on_square(&self, square: &str, piece: Option<Piece>, n: &dyn Namer) -> String;
    fn square_usage(&self) -> String;
    fn scoresheet_usage(&self) -> String;
    /// A typed braille line that is no move; cells named by their dots.
    fn braille_error(&self, e: &BrailleError) -> String;
    fn adjusting(&self) -> String;
    fn board_agrees(&self) -> String;
    fn touch_move(&self, role: Role, square: &str) -> String;
    fn touch_capture(&self, role: Role, square: &str) -> String;
    fn no_board(&self) -> String;
    fn board_missing(&self, square: &str, p: Piece) -> String;
    fn board_extra(&self, square: &str) -> String;
    fn board_wrong(&self, square: &str, p: Piece) -> String;
    fn board_usage(&self) -> String;
    fn board_disconnected(&self) -> String;
    fn board_reconnected(&self) -> String;
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
    /// Confirms a change of speech volume (`volume`) or rate, up or down.
    fn voice_changed(&self, volume: bool, up: bool) -> String;
    fn setup_usage(&self) -> String;
    /// Lines of the command line itself (resume, envelopes, ports).
    fn resume_offer(&self, path: &str) -> String;
    /// Which speech output is used: the line at start.
    fn speech_status(&self, s: &SpeechStatus) -> String;
    /// A speech backend failed, or could not be used at start.
    fn speech_event(&self, e: &SpeechEvent) -> String;
    /// Why a speech backend cannot speak.
    fn speech_error(&self, e: &SpeechError) -> String;
    /// A voice change could not be kept in the settings file.
    fn voice_not_saved(&self, path: &str, why: &str) -> String;
    fn envelope_summary(&self, white: &str, black: &str, number: u32, sealer: Color) -> String;
    fn envelope_closed(&self) -> String;
    fn envelope_secret(&self) -> String;
    fn no_ports(&self) -> String;
    fn moves_made(&self, white: &str, black: &str) -> String;

    /// Adjourning: the arbiter gives date, time and place of resumption (A2).
    fn seal_ask_resumption(&self) -> String;
    /// A word of the resumption line that looks like a date or time but is none.
    fn resumption_bad(&self, word: &str) -> String;
    /// What the envelope will say about the resumption ("2026-12-01,
    /// 10:00, Hall 2"); empty: to be announced.
    fn resumption_noted(&self, when_where: &str) -> String;
    fn seal_ask_move(&self, c: Color) -> String;
    fn seal_ask_secret(&self) -> String;
    fn seal_unambiguous(&self) -> String;
    fn seal_failed(&self, why: &str) -> String;
    fn sealed(&self, path: &str) -> String;
    fn seal_cancelled(&self) -> String;
    fn game_adjourned(&self) -> String;
    fn journal_dropped(&self, n: usize) -> String;
    fn resumed(&self, moves: usize) -> String;
    fn arbiter_usage(&self) -> String;
    fn arbiter_done(&self) -> String;
    fn correct_usage(&self) -> String;
    fn correct_too_late(&self) -> String;
    fn corrected(&self) -> String;
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
    fn check(&self) -> &'static str;
    fn mate(&self) -> &'static str;

    // Files, the journal, resuming.
    /// A file that exists already is not overwritten.
    fn file_exists(&self, path: &str) -> String;
    /// Checking a transcript or replaying a journal writes no files.
    fn file_not_written(&self, path: &str) -> String;
    /// A journal write failed; what to type.
    fn journal_failed(&self, why: &str) -> String;
    /// The journal caught up after a failure.
    fn journal_written_again(&self) -> String;
    /// A line refused while the journal is behind.
    fn journal_blocked(&self) -> String;
    /// The user chose to play on without the journal.
    fn journal_unprotected(&self) -> String;
    /// The short question at start: an unfinished game can be resumed.
    fn resume_question(&self, white: &str, black: &str, move_number: u32) -> String;
    /// Neither yes nor no: the line is kept for the game chosen.
    fn resume_answer_again(&self, line: &str) -> String;
    /// The recording (`--record`) could not be written and was stopped.
    fn recording_failed(&self, why: &str) -> String;
    /// The pin board of a resumed game is connected again, or cannot be.
    fn board_connected_again(&self, port: &str) -> String;
    fn board_not_reconnected(&self, port: &str, why: &str) -> String;

    // Results and claims.
    /// A result the arbiter declared or corrected (`arbiter result`);
    /// [`Texts::result`] says it for such results.
    fn arbiter_result(&self, r: &GameResult) -> String;
    /// The score in words with its figures: "White wins by forfeit, 1-0".
    fn score_words(&self, r: &GameResult) -> String;
    /// After a corrected result: the result it replaces.
    fn result_replaced(&self, old: &GameResult) -> String;
    /// `undo` after the game ended: the result stands.
    fn undo_after_result(&self, r: &GameResult) -> String;
    /// How the arbiter goes back to play after a result.
    fn reopen_hint(&self) -> String;
    fn reopened(&self, turn: Color) -> String;
    /// After reopening: the clock stays stopped, with the times it shows.
    fn reopened_clock(&self) -> String;
    fn nothing_to_reopen(&self) -> String;
    fn result_usage(&self) -> String;
    /// A word of `arbiter result` that is neither a score nor a reason.
    fn result_word_unknown(&self, word: &str) -> String;
    fn forfeit_not_draw(&self) -> String;
    /// A claim whose written move is not legal (9.5.3).
    fn claim_rejected_illegal(&self) -> String;
    /// The illegal intended move is not played; the claimant moves.
    fn intended_not_played(&self, claimant: Color) -> String;
    /// A rejected claim stands as a draw offer (9.1.2.3).
    fn claim_is_offer(&self, by: Color) -> String;

    // ---- the clock under the arbiter's control (6)
    /// `start`: the clock is started and `runs`'s time runs.
    fn clock_started(&self, runs: Color) -> String;
    /// `start` once more: the clock runs already.
    fn clock_already_running(&self, runs: Color) -> String;
    /// Before `start` or the first move.
    fn clock_not_started(&self) -> String;
    /// How the clock is started.
    fn clock_start_hint(&self) -> String;
    /// `arbiter pause`; also said by `time` while the clock is paused.
    fn clock_stopped(&self) -> String;
    /// `arbiter pause` when the clock is paused already.
    fn clock_already_stopped(&self) -> String;
    /// `arbiter resume`: the clock runs again and `runs`'s time runs.
    fn clock_runs_again(&self, runs: Color) -> String;
    /// A move typed while the arbiter has paused the clock is refused.
    fn move_while_paused(&self) -> String;
    /// `start`, `arbiter pause` or `arbiter resume` after the game ended.
    fn clock_game_over(&self, r: &GameResult) -> String;
    /// Said after "White's flag has fallen.": what follows from it,
    /// without telling the fall again.
    fn flag_outcome(&self, flagged: Color, r: &GameResult) -> String;
    /// How a paused clock runs again.
    fn clock_resume_hint(&self) -> String;

    // --- input: corrections, promotion letters, refusal
    // reasons, FEN and PGN import messages ---
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

    // --- braille: same cells, same reading ---
    /// A print-style move number before a move ("12. Nf3", "1... e5") that
    /// is not where the game is: `number` and the side its periods name
    /// (`None`: no periods), the game at move `now` with `turn` to move.
    fn wrong_move_number(&self, number: u32, side: Option<Color>, now: u32, turn: Color) -> String;

    // --- braille: literary braille headers ---
    /// The scoresheet's header words in this language (written in its
    /// literary braille through liblouis).
    fn braille_labels(&self) -> braille::Labels;
    /// First line of a scoresheet whose header is in computer braille
    /// because liblouis is not installed or failed.
    fn braille_computer_header(&self) -> String;
    // --- the Dot Pad pin display ---
    /// The Dot Pad answered and shows the board.
    fn dotpad_connected(&self, name: &str) -> String;
    /// The Dot Pad was unplugged (or its port failed).
    fn dotpad_lost(&self) -> String;
    /// The Dot Pad answers again and shows the board again.
    fn dotpad_back(&self) -> String;
    /// The Dot Pad is given up; the game goes on without it.
    fn dotpad_gave_up(&self, why: &devices::dotpad::device::Failure) -> String;
    /// The line typed on the Perkins keys is full.
    fn dotpad_line_full(&self, max: usize) -> String;
    /// The Dot Pad's port cannot be opened again on resuming.
    fn dotpad_not_reconnected(&self, port: &str, why: &str) -> String;
    // --- the sighted player's DGT e-board ---
    /// The e-board shows the game's position (on connecting, or after a
    /// difference was said).
    fn dgt_in_step(&self) -> String;
    /// Before the differences: the e-board does not show the game.
    fn dgt_differs(&self) -> String;
    /// A piece on the e-board where the game has none.
    fn dgt_extra(&self, square: &str, have: Piece) -> String;
    /// Another piece on the e-board than the game has there.
    fn dgt_wrong(&self, square: &str, have: Piece, want: Piece) -> String;
    /// The e-board shows another move than the game's last one (both in
    /// the announcement's words).
    fn dgt_disagrees(&self, board_move: &str, game_move: &str, lang: Lang) -> speech::Mixed;
    /// After a disagreement between the e-board and the game.
    fn dgt_call_arbiter(&self) -> String;
    /// Bytes from the e-board that could not be read; it is read again.
    fn dgt_garbled(&self) -> String;
    /// The e-board's line was lost.
    fn dgt_lost(&self) -> String;
    /// The e-board's line is back after a loss.
    fn dgt_back(&self) -> String;
    /// How to type the e-board's readings.
    fn dgt_usage(&self) -> String;
    /// A resumed game's e-board is connected again.
    fn dgt_connected_again(&self, port: &str) -> String;
    /// A resumed game's e-board cannot be opened.
    fn dgt_not_reconnected(&self, port: &str, why: &str) -> String;
    /// The move the e-board just made was typed as well (the moves here
    /// and in the other dgt sentences: the vocabulary's words, said in
    /// its language `lang`).
    fn dgt_already_read(&self, mv: &str, lang: Lang) -> speech::Mixed;
    /// Another move was typed than the one the e-board just made.
    fn dgt_typed_differs(&self, board_move: &str, typed: &str, lang: Lang) -> speech::Mixed;

    // Spoken forms of printed answers.
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
    // --- braille displays through BRLTTY ---
    /// The braille display cannot be used any more; the game goes on.
    fn brltty_lost(&self, why: &str) -> String;
    /// The line typed on the braille display is full.
    fn brltty_line_full(&self, max: usize) -> String;
    // Devices in scripts (`@wait`).
    /// A script's `@wait` line, with no board attached to wait for.
    fn script_wait_no_board(&self) -> String;
    /// A script's `@wait` line: no move came from the board in time.
    fn script_wait_timed_out(&self, seconds: u32) -> String;
    /// A script's `@wait` line with something else than a duration.
    fn script_wait_usage(&self) -> String;
    // Command-line errors.
    /// What is wrong with the command line (clap's finding), one sentence.
    fn cli_error(&self, e: &crate::cli_errors::CliError) -> String;
    /// Where the help of `command` ("play", or "" for the program) is.
    fn cli_help_hint(&self, command: &str) -> String;
    /// Why a game cannot be set up from its settings.
    fn setup_error(&self, e: &crate::session::SetupError) -> String;
    /// Why a text is not a time control.
    fn time_control_error(&self, e: &laws::clock::ParseTimeControlError) -> String;
    // Who defends a square.
    /// `attacks X` when X holds a piece of colour `c`: `c`'s pieces that
    /// reach X defend it (`items`: kind and square of each).
    fn defenders(&self, c: Color, square: &str, items: &[(Role, String)], n: &dyn Namer) -> String;
    // The pin board's status.
    /// `board status`: one line per fact.
    fn board_status(&self, s: &devices::pinboard::Status) -> Vec<String>;
    /// Why a game cannot begin (a device, a folder, the journal, a file).
    fn start_error(&self, e: &crate::cli_errors::StartError) -> String;
    /// A line about the settings file (a key left out, or the file).
    fn config_note(&self, n: &crate::config::ConfigNote) -> String;
    // The start-up line.
    /// The one short line at start naming the speech output, and, only
    /// when something failed, what to do ("Speech: espeak-ng.").
    fn speech_started(&self, s: &SpeechStatus) -> String;
    // Why a journal cannot be resumed.
    /// Why `resume` cannot go on with a journal, and what to do.
    fn resume_error(&self, e: &crate::gamelog::ResumeError) -> String;
    /// Why earcons (sounds) are off: said once.
    fn earcon_problem(&self, p: &speech::EarconProblem) -> String;
    // BRLTTY errors in the user's language, the display on resume.
    /// Why the braille display (BRLTTY) cannot be used: the catalog's
    /// sentence around libbrlapi's own words.
    fn brltty_why(&self, e: &devices::brltty::DisplayError) -> String;
    /// Resume: the braille display recorded is connected again.
    fn brltty_connected_again(&self) -> String;
    /// Resume: the braille display recorded cannot be connected (`why`
    /// from [`Texts::brltty_why`]); the game goes on without it.
    fn brltty_not_reconnected(&self, why: &str) -> String;
}

/// The texts of a UI language.
pub fn texts(lang: Lang) -> &'static dyn Texts {
    catalog::builtin(lang)
}

// Messages named by data, for the
// command-line help (src/cli_help.rs).
/// Message `id` of `lang`'s catalog, without arguments (English when that
/// catalog lacks it).
pub fn catalog_text(lang: Lang, id: &str) -> String {
    catalog::builtin(lang).text(id, None)
}

/// Whether `lang`'s own catalog (not its English fallback) has message `id`.
pub fn catalog_has(lang: Lang, id: &str) -> bool {
    catalog::builtin(lang).has(id)
}

/// Names squares algebraically ("f3") and pieces with the UI language's
/// nouns: the namer used when no spoken vocabulary is chosen.
pub struct AlgebraicNamer(pub &'static dyn Texts);

impl Namer for AlgebraicNamer {
    fn square(&self, sq: Square) -> String {
        sq.to_string()
    }
    fn role(&self, role: Role) -> String {
        self.0.role(role).to_string()
    }
}

#[cfg(test)]
mod speech_line_tests {
    use std::time::Duration;

    use super::*;

    /// The speech lines at start and on failure are in the UI language,
    /// with the reason translated too.
    #[test]
    fn speech_lines_in_every_language() {
        let missing = SpeechError::CommandMissing {
            program: "espeak-ng".into(),
        };
        let status = SpeechStatus::Using {
            backend: "spd".into(),
            auto: true,
            skipped: vec![SpeechError::NotBuilt {
                backend: "tts".into(),
            }],
        };
        let event = SpeechEvent::Fallback {
            from: "espeak".into(),
            to: "text".into(),
            reason: SpeechError::TimedOut {
                backend: "espeak".into(),
                after: Duration::from_secs(5),
            },
        };
        let en = texts(Lang::En);
        assert_eq!(en.speech_status(&status), status.to_string());
        assert_eq!(en.speech_event(&event), event.to_string());
        let de = texts(Lang::De);
        assert_eq!(
            de.speech_status(&status),
            "Sprachausgabe: spd, automatisch gewählt (tts ist in diesem Build nicht enthalten (bauen mit: cargo build --release --features native))."
        );
        assert_eq!(
            de.speech_event(&event),
            "Sprache: espeak hat nicht innerhalb von 5 Sekunden geantwortet. Jetzt mit text."
        );
        assert_eq!(de.speech_error(&missing), "espeak-ng ist nicht installiert");
        let ru = texts(Lang::Ru);
        assert_eq!(
            ru.speech_status(&SpeechStatus::Off),
            "Речевой вывод: выключен."
        );
        assert_eq!(
            ru.speech_event(&event),
            "Речь: espeak не ответил за 5 с. Теперь используется text."
        );
        assert_eq!(ru.speech_error(&missing), "espeak-ng не установлен");
    }
}
