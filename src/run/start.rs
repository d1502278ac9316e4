//! What every subcommand that plays a game does to begin it: the settings,
//! the devices, the speech, the output, and the loop that drives the game.

use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::cli::GameArgs;
use crate::cli_errors::{Device, StartError};
use crate::game_loop::GameLoop;
use crate::locale::lang_from_env;
use crate::messages::texts;
use crate::output::Output;
use crate::repl::ReplOptions;
use crate::reply::Reply;
use crate::session::Session;
use crate::settings::Settings;
use laws::lang::Lang;
use speech::{SpeechChoice, Voice};

use super::{fail, fail_start};

/// Opens `device` on `port` when one is given; an error stops the start
/// with the device, the port and `why` it failed, in the user's language.
pub(super) fn open_device<T, E>(
    lang: Lang,
    device: Device,
    port: Option<&str>,
    open: impl FnOnce(&str) -> Result<T, E>,
    why: impl FnOnce(&E) -> String,
) -> Result<Option<T>, ExitCode> {
    let Some(port) = port else {
        return Ok(None);
    };
    open(port).map(Some).map_err(|e| {
        fail_start(
            lang,
            StartError::DeviceNotOpened {
                device,
                port: port.to_string(),
                why: why(&e),
            },
        )
    })
}

/// The operating system's reason a port could not be opened (the
/// sentence around it is the catalog's), in `lang` for the usual reasons.
pub(super) fn port_why(lang: Lang, e: &devices::pinboard::TransportError) -> String {
    match e {
        devices::pinboard::TransportError::Open { kind, message, .. } => {
            texts(lang).io_reason(Some(*kind), message.trim_end_matches('.'))
        }
        devices::pinboard::TransportError::List { message } => {
            message.trim_end_matches('.').to_string()
        }
    }
}

/// The settings of a new game: defaults, the locale's language, the
/// settings file (notes on bad keys printed), the command line.
///
/// `named`: the file was named on the command line (`--config`), so its
/// absence is said; the default file may well not be there.
pub(super) fn settings_of(
    game: &GameArgs,
    config: Option<&Path>,
    named: bool,
) -> Result<(Settings, Option<crate::config::Config>), ExitCode> {
    let mut settings = Settings {
        lang: Some(lang_from_env()),
        ..Settings::default()
    };
    let mut cfg = None;
    if let Some(path) = config {
        let (c, mut notes) = crate::config::Config::load(path);
        if named && std::fs::symlink_metadata(path).is_err() {
            notes.push(crate::errors::ConfigNote::Missing {
                file: path.display().to_string(),
            });
        }
        notes.extend(c.apply_to(&mut settings, &path.display().to_string()));
        // In the language the file and the command line choose.
        let lang = crate::cli_errors::lang_in_args(&std::env::args_os().collect::<Vec<_>>())
            .unwrap_or(settings.lang());
        for n in notes {
            println!("{}", texts(lang).config_note(&n));
        }
        cfg = Some(c);
    }
    game.apply_to(&mut settings).map_err(|e| {
        // In the language the command line chooses (`--lang` is read
        // after `--pgn`).
        let lang = crate::cli_errors::lang_in_args(&std::env::args_os().collect::<Vec<_>>())
            .unwrap_or(settings.lang());
        fail(texts(lang).settings_error(&e))
    })?;
    Ok((settings, cfg))
}

/// The devices a game is played with, opened (or reconnected) before its
/// game loop is made.
pub(super) struct Devices {
    pub(super) board: Option<devices::pinboard::PinBoard>,
    pub(super) dotpad: Option<devices::dotpad::device::DotPad>,
    pub(super) dgt: Option<devices::dgt::device::DgtBoard>,
    pub(super) braille: Option<Box<dyn devices::brltty::BrailleDisplay>>,
}
impl Devices {
    /// Hands every device that is open to the game loop.
    pub(super) fn attach(self, mut game: GameLoop) -> GameLoop {
        if let Some(d) = self.board {
            game = game.with_board(d);
        }
        if let Some(d) = self.dotpad {
            game = game.with_dotpad(d);
        }
        if let Some(d) = self.dgt {
            game = game.with_dgt(d);
        }
        if let Some(d) = self.braille {
            game = game
                .with_braille_display(d)
                .with_braille_reconnect(devices::brltty::reconnect::Reconnect::brltty());
        }
        game
    }
}

/// `--board list`: the serial ports there are.
pub(super) fn list_ports() -> ExitCode {
    match devices::pinboard::list_ports() {
        Ok(ports) if ports.is_empty() => {
            println!("{}", texts(lang_from_env()).no_ports());
            ExitCode::SUCCESS
        }
        Ok(ports) => {
            let t = texts(lang_from_env());
            for p in ports {
                println!("{}", t.port_line(&p));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            let t = texts(lang_from_env());
            eprintln!("annabella: {}", t.ports_not_listed(&e.to_string()));
            ExitCode::FAILURE
        }
    }
}

/// The answer to "Resume the unfinished game?", with the lines typed
/// instead of yes or no, in order, every one kept for the game chosen.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum ResumeAnswer {
    Yes(Vec<String>),
    No(Vec<String>),
}

/// Asks at the terminal whether to resume the unfinished game in
/// `journal`. The question is heard as well as printed: it is said through
/// a speech output of its own (`choice`), closed again before the game
/// opens the one it keeps, which then says which speech is used.
pub(super) fn ask_resume(journal: &Path, lang: Lang, choice: &SpeechChoice) -> ResumeAnswer {
    let (white, black, moves) = crate::gamelog::summary(journal).unwrap_or_default();
    let question = texts(lang).resume_question(&white, &black, moves);
    let (voice, _said_by_the_game_later) = Output::open(choice, Voice::default(), lang);
    // Which speech is used is told once, by the game's own output.
    let mut voice = voice.without_start_up_line();
    for note in voice.speak(&[Reply::say(question.clone())]) {
        println!("{note}");
    }
    let answer = answer_resume(
        &question,
        lang,
        std::io::stdin().lock(),
        &mut std::io::stdout(),
    );
    // Said to its end before the game's own output opens, so the two
    // never speak (or number their recordings) over each other.
    for note in voice.finish() {
        println!("{note}");
    }
    answer
}

/// Asks `question` and reads the answer from `input`: every other line
/// typed meanwhile is told it is kept, and is kept.
fn answer_resume(
    question: &str,
    lang: Lang,
    mut input: impl BufRead,
    out: &mut impl std::io::Write,
) -> ResumeAnswer {
    let t = texts(lang);
    let _ = writeln!(out, "{question}");
    let mut kept = Vec::new();
    for _ in 0..10 {
        let mut answer = String::new();
        match input.read_line(&mut answer) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let a = answer.trim();
        if t.is_yes(a) {
            return ResumeAnswer::Yes(kept);
        }
        if t.is_no(a) {
            return ResumeAnswer::No(kept);
        }
        if !a.is_empty() {
            let _ = writeln!(out, "{}", t.resume_answer_again(a));
            kept.push(a.to_string());
        }
    }
    ResumeAnswer::No(kept)
}

/// The speech output asked for; without one, the best there is at a
/// terminal and none for scripts.
/// A word that names none is refused in `lang`.
pub(super) fn speech_choice(
    speech: Option<&str>,
    interactive: bool,
    lang: Lang,
) -> Result<SpeechChoice, ExitCode> {
    match speech.map(str::parse) {
        Some(Ok(c)) => Ok(c),
        Some(Err(e)) => Err(fail(format_args!(
            "--speech: {}",
            texts(lang).choice_refused(&e)
        ))),
        None if interactive => Ok(SpeechChoice::Auto),
        None => Ok(SpeechChoice::Off),
    }
}

/// At a terminal, the voice the player set last time and the settings file
/// that keeps their changes; the rest of a resumed game's settings come
/// from its journal or envelope.
pub(super) fn terminal_voice(interactive: bool) -> (Voice, Option<PathBuf>) {
    let Some(path) = interactive.then(crate::config::default_path).flatten() else {
        return (Voice::default(), None);
    };
    let (cfg, _) = crate::config::Config::load(&path);
    (cfg.voice().0, Some(path))
}

/// Opens speech and print for `session` and says which speech is used.
/// `keep_voice`: the settings file where "lauter" and the like are kept for
/// the next game (interactive games only).
pub(super) fn open_output(
    choice: &SpeechChoice,
    voice: Voice,
    session: &Session,
    keep_voice: Option<PathBuf>,
) -> Output {
    let (mut output, notes) = Output::open(choice, voice, session.lang());
    for n in notes {
        println!("{n}");
    }
    if let Some(path) = keep_voice {
        output.remember_voice_in(path);
    }
    output.set_line_width(session.line_width());
    output
}

/// Runs a game loop to its end: the REPL at a terminal, else lines from
/// the script or standard input. `first` is said before the first line;
/// `kept` are the lines typed before the game began (at the resume
/// question), taken in order.
/// The exit code of a script run in which a journal write failed, a line
/// was not taken or the score was not saved.
pub(super) const NOT_KEPT: u8 = 3;

pub(super) fn drive(
    mut game: GameLoop,
    script: Option<PathBuf>,
    first: Vec<Reply>,
    kept: Vec<String>,
) -> ExitCode {
    let mut first = first;
    for line in kept {
        first.extend(game.line(&line));
    }
    let stdout = std::io::stdout();
    let result = match script {
        Some(path) if path.as_os_str() == "-" => crate::script_devices::run_lines(
            &mut game,
            first,
            std::io::stdin().lock(),
            &mut stdout.lock(),
        ),
        Some(path) if path.is_dir() => {
            let lang = game.session().lang();
            return fail_start(
                lang,
                StartError::ScriptUnreadable {
                    path: path.display().to_string(),
                    why: texts(lang).is_a_folder(&path.display().to_string()),
                },
            );
        }
        Some(path) => match std::fs::File::open(&path) {
            Ok(f) => crate::script_devices::run_lines(
                &mut game,
                first,
                std::io::BufReader::new(f),
                &mut stdout.lock(),
            ),
            Err(e) => {
                return fail_start(
                    game.session().lang(),
                    StartError::ScriptUnreadable {
                        path: path.display().to_string(),
                        why: e.to_string(),
                    },
                );
            }
        },
        None if std::io::stdin().is_terminal() => {
            let opts = ReplOptions {
                history: crate::paths::history_file(),
                first,
            };
            return match crate::repl::run(game, opts) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("annabella: {e}");
                    ExitCode::FAILURE
                }
            };
        }
        // Lines piped in without --script: read them as a script.
        None => crate::script_devices::run_lines(
            &mut game,
            first,
            std::io::stdin().lock(),
            &mut stdout.lock(),
        ),
    };
    // run_lines waited and printed already; anything said after that is
    // printed too, never dropped.
    print!("{}", game.finish());
    match result {
        // The game ran, but not all of it was kept (docs/transcripts.md).
        Ok(()) if game.something_not_kept() => ExitCode::from(NOT_KEPT),
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("annabella: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line typed at the resume question is kept, in order, not only
    /// the last one, since each was told it is kept.
    #[test]
    fn every_line_typed_at_the_resume_question_is_kept_in_order() {
        let mut out = Vec::new();
        let answer = answer_resume("Resume it?", Lang::En, &b"e4\n\nNf3\nno\n"[..], &mut out);
        assert_eq!(answer, ResumeAnswer::No(vec!["e4".into(), "Nf3".into()]));
        let printed = String::from_utf8(out).unwrap();
        assert_eq!(printed.lines().count(), 3, "{printed}");
        assert!(printed.lines().nth(2).unwrap().contains("Nf3"), "{printed}");
        let answer = answer_resume("?", Lang::De, &b"d4\nja\n"[..], &mut Vec::new());
        assert_eq!(answer, ResumeAnswer::Yes(vec!["d4".into()]));
    }
}
