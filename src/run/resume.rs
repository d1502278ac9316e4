//! `annabella resume`: an unfinished game from its journal, or an
//! adjourned game from its sealed envelope.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::cli_errors::StartError;
use crate::game_loop::{Files, GameLoop};
use crate::gamelog::GameLog;
use crate::locale::lang_from_env;
use crate::messages::texts;
use crate::reply::Reply;
use crate::session::Session;
use crate::settings::Settings;

use super::start::{Devices, drive, open_output, port_why, speech_choice, terminal_voice};
use super::{RunArgs, fail, fail_start, interactive};

/// `annabella resume [JOURNAL]`: rebuilds a game from its journal with
/// the settings it recorded, and goes on with it.
pub(super) fn resume(
    journal: Option<PathBuf>,
    run: RunArgs,
    board: Option<String>,
    dgt: Option<String>,
    dotpad: Option<String>,
    downtime_counts: bool,
    kept: Vec<String>,
) -> ExitCode {
    let interactive = interactive(&run);
    let Some(path) = journal.or_else(|| {
        crate::paths::data_dir().and_then(|d| crate::gamelog::unfinished_game(&d.join("games")))
    }) else {
        return fail_start(lang_from_env(), StartError::NoUnfinishedGame);
    };
    // The game's folder stands for the journal in it.
    let path = if path.is_dir() {
        let journal = path.join(crate::gamelog::JOURNAL_FILE);
        if !journal.exists() {
            return fail_start(
                lang_from_env(),
                StartError::NoJournalInFolder {
                    folder: path.display().to_string(),
                },
            );
        }
        journal
    } else {
        path
    };
    // A game sent to the arbiter's server goes on being sent: its events
    // are made again as the journal is replayed.
    let mut resending = match super::broadcast::Resending::of(&run, &path) {
        Ok(r) => r,
        Err(code) => return code,
    };
    let mut observe = |s: &Session, said: &[Reply], line: Option<&str>| {
        if let Some(r) = resending.as_mut() {
            r.observe(s, said, line);
        }
    };
    let resumed =
        crate::gamelog::resume_observed(&path, interactive, downtime_counts, board, &mut observe);
    let mut resumed = match resumed {
        Ok(r) => r,
        Err(e) => {
            let lang = lang_from_env();
            return fail_start(
                lang,
                StartError::CannotResume {
                    path: path.display().to_string(),
                    why: crate::messages::texts(lang).resume_error(&e),
                },
            );
        }
    };
    let mut first = crate::gamelog::resumed_replies(&resumed);
    // The board the game used is connected again (to the game loop), or
    // the player is told.
    let mut device = None;
    if let Some(port) = resumed.settings.board.clone().filter(|b| b != "virtual") {
        let baud = resumed
            .settings
            .baud
            .unwrap_or(devices::pinboard::DEFAULT_BAUD);
        let t = resumed.session.texts();
        match devices::pinboard::PinBoard::open(&port, baud) {
            Ok(d) => {
                first.push(Reply::say(t.board_connected_again(&port)));
                device = Some(d);
            }
            Err(e) => first.push(Reply::say(
                t.board_not_reconnected(&port, &port_why(resumed.session.lang(), &e)),
            )),
        }
    }
    // The Dot Pad too (on the port given anew, if one is): it is shown the
    // game again.
    if dotpad.is_some() {
        resumed.settings.dotpad = dotpad;
    }
    let mut dotpad_device = None;
    if let Some(port) = resumed.settings.dotpad.clone() {
        let t = resumed.session.texts();
        match devices::dotpad::device::DotPad::open(&port) {
            Ok(d) => dotpad_device = Some(d),
            Err(e) => first.push(Reply::say(
                t.dotpad_not_reconnected(&port, &port_why(resumed.session.lang(), &e)),
            )),
        }
    }
    // The braille display the game was played with (or asked for now
    // with --brltty) is connected again; one that cannot be reached, or a
    // build without BRLTTY, is said, and the game goes on.
    let mut braille_display = None;
    if run.brltty || resumed.settings.brltty {
        resumed.settings.brltty = true;
        let t = resumed.session.texts();
        match devices::brltty::connect(None) {
            Ok(d) => {
                first.push(Reply::say(t.brltty_connected_again()));
                braille_display = Some(d);
            }
            Err(e) => first.push(Reply::say(t.brltty_not_reconnected(&t.brltty_why(&e)))),
        }
    }
    if dgt.is_some() {
        resumed.settings.dgt = dgt;
    }
    let mut dgt_device = None;
    if let Some(port) = resumed.settings.dgt.clone() {
        let t = resumed.session.texts();
        match devices::dgt::device::DgtBoard::open(&port) {
            Ok(d) => {
                first.push(Reply::say(t.dgt_connected_again(&port)));
                dgt_device = Some(d);
            }
            Err(e) => first.push(Reply::say(
                t.dgt_not_reconnected(&port, &t.io_reason(Some(e.kind()), &e.to_string())),
            )),
        }
    }
    let choice = match speech_choice(run.speech.as_deref(), interactive, resumed.session.lang()) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (voice, keep_voice) = terminal_voice(interactive);
    let output = open_output(&choice, voice, &resumed.session, keep_voice);
    let game_dir = path.parent().map(Path::to_path_buf);
    let engine = resumed.settings.engine.clone();
    let listening = resumed.settings.listen.clone();
    let vocabulary = resumed
        .settings
        .vocabulary
        .clone()
        .unwrap_or_else(|| "de".into());
    let game = GameLoop::new(resumed.session, Files::Write)
        .with_output(output)
        .with_journal(Some(resumed.log))
        .with_game_dir(game_dir);
    let game = Devices {
        board: device,
        dotpad: dotpad_device,
        dgt: dgt_device,
        braille: braille_display,
    }
    .attach(game);
    let game = match resending {
        Some(r) => r.attach(game, &mut first),
        None => game,
    };
    let (game, first) = super::engine::attach(game, engine, interactive, first);
    // A game that was heard listens again, through the microphone.
    #[cfg(feature = "listen")]
    if let Some(recorded) = &listening {
        let args = super::listening::ListenArgs::from_recorded(recorded);
        return super::microphone::drive_microphone(
            game,
            &args,
            &vocabulary,
            first,
            run.script,
            kept,
        );
    }
    #[cfg(not(feature = "listen"))]
    if listening.is_some() {
        // No microphone input in this build: said, and the game goes on
        // with keys.
        let _ = vocabulary;
        let why = listen::ListenError::NotBuilt {
            engine: "microphone".into(),
            feature: "listen".into(),
        };
        let texts = game.session().texts();
        println!("{}", texts.listen_error(&why));
        println!("{}", texts.listen_keys());
    }
    drive(game, run.script, first, kept)
}

/// How often the arbiter may type the envelope's secret.
const SECRET_TRIES: u32 = 3;

/// `annabella resume ENVELOPE`: an adjourned game (Appendix A). A draw
/// agreed or a resignation before resumption ends it without opening the
/// envelope (A6); otherwise the arbiter types the secret in the presence of
/// the player who must reply (A7), position and clocks are set (A5), the
/// sealed move is played and announced, and the reply's clock starts (A9).
pub(super) fn resume_envelope(
    text: &str,
    path: &Path,
    run: RunArgs,
    time_control: Option<String>,
    draw: bool,
    resign: Option<String>,
) -> ExitCode {
    use crate::adjourn;
    use laws::rules::{GameResult, Reason};
    let t = texts(lang_from_env());
    let info = match adjourn::read_info(text) {
        Ok(i) => i,
        Err(e) => return fail(t.envelope_error(&e)),
    };
    println!(
        "{}",
        t.envelope_summary(&info.white, &info.black, info.move_number, info.sealed_by)
    );
    // A6: a result agreed before resumption; the envelope is not opened.
    if draw {
        println!("{}", t.result(&GameResult::draw(Reason::Agreement)));
        println!("{}", t.envelope_closed());
        return ExitCode::SUCCESS;
    }
    if let Some(who) = resign {
        let Some(c) = crate::session::parse_colour(&who) else {
            return fail(t.unknown_colour(&who));
        };
        println!("{}", t.result(&GameResult::win(!c, Reason::Resignation)));
        println!("{}", t.envelope_closed());
        return ExitCode::SUCCESS;
    }
    let interactive = interactive(&run);
    // The secret, asked again after a wrong one (a typing slip), three
    // times at most; at a terminal it is typed without echo.
    let mut opened = None;
    for tries in 1..=SECRET_TRIES {
        println!("{}", t.envelope_secret());
        let secret = if interactive {
            crate::repl::read_hidden()
        } else {
            // In bounded memory; a line too long is no secret.
            let mut buf = Vec::new();
            match crate::game_loop::read_line(&mut std::io::stdin().lock(), &mut buf) {
                Ok(crate::game_loop::ReadLine::Line(line)) => {
                    Some(String::from_utf8_lossy(&line).into_owned())
                }
                Ok(crate::game_loop::ReadLine::TooLong(_)) => Some(String::new()),
                Ok(crate::game_loop::ReadLine::End) | Err(_) => None,
            }
        };
        let Some(secret) = secret else {
            println!("{}", t.envelope_closed());
            // The input ended after a wrong secret: that is the reason.
            if tries > 1 {
                return fail(t.envelope_error(&adjourn::EnvelopeError::WrongSecretOrTampered));
            }
            return fail(t.envelope_no_secret());
        };
        if interactive {
            println!("{}", t.secret_entered());
        }
        match adjourn::open(text, &secret) {
            Ok(x) => {
                opened = Some(x);
                break;
            }
            Err(adjourn::EnvelopeError::WrongSecretOrTampered) if tries < SECRET_TRIES => {
                println!("{}", t.envelope_secret_again());
            }
            Err(adjourn::EnvelopeError::WrongSecretOrTampered) => {
                println!("{}", t.envelope_closed());
                return fail(t.envelope_secret_gave_up(SECRET_TRIES));
            }
            Err(e) => return fail(t.envelope_error(&e)),
        }
    }
    let Some((info, sealed)) = opened else {
        return fail(t.envelope_secret_gave_up(SECRET_TRIES));
    };
    // The game's own journal beside the envelope: it goes on there, with
    // its clock and its whole score.
    if let Some(journal) = crate::gamelog::journal_of_envelope(path) {
        return resume_in_own_folder(&journal, &sealed, run, interactive);
    }
    // Opened before: its game went on in its journal. Opening it again
    // starts the game once more from the adjournment, and that is said.
    if let Some(journal) = crate::gamelog::journal_that_opened(path) {
        let folder = journal.parent().unwrap_or(Path::new("."));
        println!(
            "{}",
            t.envelope_opened_already(&folder.display().to_string())
        );
    }
    // The envelope carries the game's clock and score (no journal was
    // kept): the game goes on with them; else from its position.
    let score = envelope_score(&info);
    let mut settings = Settings {
        fen: if score.is_some() {
            None
        } else {
            Some(info.fen.clone())
        },
        pgn_text: score,
        white: Some(info.white.clone()),
        black: Some(info.black.clone()),
        event: Some(info.event.clone()),
        round: Some(info.round.clone()).filter(|r| !r.is_empty()),
        time_control: time_control.or(Some(info.time_control.clone()).filter(|t| !t.is_empty())),
        real_time: interactive,
        lang: Some(lang_from_env()),
        date: Some(crate::paths::pgn_date_today()),
        brltty: run.brltty,
        ..Settings::default()
    };
    let mut session = match Session::new(&settings) {
        Ok(s) => s,
        Err(e) => return fail(texts(settings.lang()).setup_error(&e)),
    };
    session.set_clocks(info.white_left, info.black_left);
    settings.announce = Some(session.announce_form());
    let mut first = session.play_sealed(&sealed);
    // An envelope that shows the times left but not the time control (an
    // older format): the game goes on without a clock, and that is said.
    if settings.time_control.is_none() && (info.white_left.is_some() || info.black_left.is_some()) {
        let said = session.texts().envelope_no_time_control();
        first.insert(0, Reply::say(said));
    }
    let choice = match speech_choice(run.speech.as_deref(), interactive, session.lang()) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (voice, keep_voice) = terminal_voice(interactive);
    let output = open_output(&choice, voice, &session, keep_voice);
    // The resumed game's own folder and journal: the position, then the
    // sealed move (no longer secret once opened).
    let folder = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    // Where the resumed game cannot be kept, the player is told what to do.
    let lang = settings.lang();
    let not_kept = |at: &Path, e: &dyn std::fmt::Display| {
        fail_start(
            lang,
            StartError::ResumedGameNotKept {
                folder: at.display().to_string(),
                why: e.to_string(),
            },
        )
    };
    let game_dir = match crate::paths::create_game_dir(folder) {
        Ok(d) => d,
        Err(e) => return not_kept(folder, &e),
    };
    let mut log = match GameLog::create(&game_dir, &settings) {
        Ok(l) => l,
        Err(e) => return not_kept(&game_dir, &e),
    };
    if let Err(e) = log.line(std::time::Duration::ZERO, &session, &sealed) {
        return not_kept(&game_dir, &e);
    }
    let mut game = GameLoop::new(session, Files::Write)
        .with_output(output)
        .with_journal(Some(log))
        .with_game_dir(Some(game_dir));
    // Asked for now (the envelope records no devices): one that cannot be
    // reached is said as on any resume, and the game goes on.
    if run.brltty {
        match devices::brltty::connect(None) {
            Ok(d) => {
                game = game
                    .with_braille_display(d)
                    .with_braille_reconnect(devices::brltty::reconnect::Reconnect::brltty());
            }
            Err(e) => {
                let t = game.session().texts();
                first.push(Reply::say(t.brltty_not_reconnected(&t.brltty_why(&e))));
            }
        }
    }
    drive(game, run.script, first, Vec::new())
}

/// The score an envelope carries, as PGN to be replayed: the moves before
/// the sealed one from the game's start; `None` when it carries none.
fn envelope_score(info: &crate::adjourn::EnvelopeInfo) -> Option<String> {
    if info.moves.is_empty() {
        return None;
    }
    let mut pgn = String::new();
    if !info.start_fen.is_empty() {
        pgn.push_str(&format!("[SetUp \"1\"]\n[FEN \"{}\"]\n", info.start_fen));
    }
    pgn.push_str(&format!("\n{} *\n", info.moves));
    Some(pgn)
}

/// An envelope opened beside the journal of its game: the journal is
/// replayed (the whole score, the clock stopped at the adjournment, the
/// game's settings), the clock runs again, the sealed move is played and
/// journaled, and the game goes on in its own folder.
fn resume_in_own_folder(journal: &Path, sealed: &str, run: RunArgs, interactive: bool) -> ExitCode {
    let mut resumed = match crate::gamelog::resume(journal, interactive, false, None) {
        Ok(r) => r,
        Err(e) => {
            let lang = lang_from_env();
            return fail_start(
                lang,
                StartError::CannotResume {
                    path: journal.display().to_string(),
                    why: crate::messages::texts(lang).resume_error(&e),
                },
            );
        }
    };
    let at = resumed.session.now();
    resumed.session.open_adjourned();
    let first = resumed.session.play_sealed(sealed);
    let lang = resumed.session.lang();
    let folder = journal.parent().unwrap_or(Path::new(".")).to_path_buf();
    if let Err(e) = resumed.log.opened(at, &resumed.session, sealed) {
        return fail_start(
            lang,
            StartError::ResumedGameNotKept {
                folder: folder.display().to_string(),
                why: e.to_string(),
            },
        );
    }
    let choice = match speech_choice(run.speech.as_deref(), interactive, resumed.session.lang()) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (voice, keep_voice) = terminal_voice(interactive);
    let output = open_output(&choice, voice, &resumed.session, keep_voice);
    let game = GameLoop::new(resumed.session, Files::Write)
        .with_output(output)
        .with_journal(Some(resumed.log))
        .with_game_dir(Some(folder));
    drive(game, run.script, first, Vec::new())
}
