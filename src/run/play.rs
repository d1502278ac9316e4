//! `annabella play`: a new game, interactive or from a script.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::cli::GameArgs;
use crate::cli_errors::{Device, StartError};
use crate::game_loop::{Files, GameLoop};
use crate::gamelog::GameLog;
use crate::messages::texts;
use crate::session::Session;
use crate::transcript::TranscriptWriter;
use speech::Voice;

use super::resume::resume;
use super::start::{
    Devices, ResumeAnswer, ask_resume, drive, list_ports, open_device, open_output, port_why,
    settings_of, speech_choice,
};
use super::{RunArgs, fail, fail_start, interactive};

#[allow(clippy::too_many_arguments)]
pub(super) fn play(
    run: RunArgs,
    game: GameArgs,
    game_dir: Option<PathBuf>,
    record: Option<PathBuf>,
    config: Option<PathBuf>,
    earcons: String,
    no_journal: bool,
    listen: super::listening::ListenArgs,
) -> ExitCode {
    let interactive = interactive(&run);
    if game.board.as_deref() == Some("list")
        || game.dotpad.as_deref() == Some("list")
        || game.dgt.as_deref() == Some("list")
    {
        return list_ports();
    }
    // Settings file: the command line overrides it; scripts read it only
    // when it is named, so they run the same on every machine.
    let named = config.is_some();
    let config_path = config.or_else(|| interactive.then(crate::config::default_path).flatten());
    let (mut settings, cfg) = match settings_of(&game, config_path.as_deref(), named) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let earcon_choice = match earcons.parse() {
        Ok(c) => c,
        Err(e) => {
            return fail(format_args!(
                "--earcons: {}",
                texts(settings.lang()).choice_refused(&e)
            ));
        }
    };
    let mut speech = run.speech.clone();
    if speech.is_none() {
        speech = cfg.as_ref().and_then(|c| c.speech.clone());
    }
    let choice = match speech_choice(speech.as_deref(), interactive, settings.lang()) {
        Ok(c) => c,
        Err(code) => return code,
    };
    // A person at a terminal plays on the wall clock; the score is dated
    // today unless a date is given.
    settings.real_time = interactive;
    let vocabulary = settings.vocabulary.clone().unwrap_or_else(|| "de".into());
    if settings.date.is_none() {
        settings.date = Some(crate::paths::pgn_date_today());
    }
    // An unfinished game from before (a crash, an empty battery): offer it.
    let mut kept_lines = Vec::new();
    // Not with --no-journal: that game is to be kept nowhere.
    if interactive
        && !no_journal
        && settings.fen.is_none()
        && settings.pgn_text.is_none()
        && game_dir.is_none()
        && let Some(journal) =
            crate::paths::data_dir().and_then(|d| crate::gamelog::unfinished_game(&d.join("games")))
    {
        match ask_resume(&journal, settings.lang(), &choice) {
            ResumeAnswer::Yes(kept) => {
                return resume(Some(journal), run, None, None, None, false, kept);
            }
            ResumeAnswer::No(kept) => kept_lines = kept,
        }
    }
    // The arbiter's server: its address and this game's client id are
    // recorded with the settings; the token is kept nowhere.
    let token = match super::broadcast::prepare(&run, &mut settings) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let session = match Session::new(&settings) {
        Ok(s) => s,
        Err(e) => return fail(texts(settings.lang()).setup_error(&e)),
    };
    // The journal records the form the game is announced in.
    settings.announce = Some(session.announce_form());
    let mut first = session.start();
    // The serial board belongs to the game loop, which shows it the game.
    // A device asked for that cannot be opened stops the start, said.
    let lang = settings.lang();
    let baud = settings.baud.unwrap_or(devices::pinboard::DEFAULT_BAUD);
    let port = settings.board.clone().filter(|b| b != "virtual");
    let device = match (&port, &config_path) {
        // A port from the settings file that cannot be opened is reported
        // and left out, as any bad key of the file; the game goes on
        // without the board.
        (Some(port), Some(file)) if game.board.is_none() => {
            match devices::pinboard::PinBoard::open(port, baud) {
                Ok(d) => Some(d),
                Err(e) => {
                    let why = texts(lang).start_error(&StartError::DeviceNotOpened {
                        device: Device::PinBoard,
                        port: port.clone(),
                        why: port_why(lang, &e),
                    });
                    let note = crate::errors::ConfigNote::LeftOut {
                        file: file.display().to_string(),
                        key: "board".to_string(),
                        why: crate::errors::LeftOutWhy::Value(why),
                    };
                    println!("{}", texts(lang).config_note(&note));
                    settings.board = None;
                    None
                }
            }
        }
        _ => match open_device(
            lang,
            Device::PinBoard,
            port.as_deref(),
            |port| devices::pinboard::PinBoard::open(port, baud),
            |e| port_why(lang, e),
        ) {
            Ok(d) => d,
            Err(code) => return code,
        },
    };
    let dotpad = match open_device(
        lang,
        Device::DotPad,
        settings.dotpad.as_deref(),
        devices::dotpad::device::DotPad::open,
        |e| port_why(lang, e),
    ) {
        Ok(d) => d,
        Err(code) => return code,
    };
    // The wish for a braille display is the game's (recorded, so that
    // resume connects it again).
    settings.brltty = run.brltty;
    // So is listening, with its recogniser and confirmation: as this run
    // asks, whatever a configuration file says.
    settings.listen =
        (listen.listen.is_some() || listen.listen_from.is_some()).then(|| listen.recorded());
    let braille_display = if run.brltty {
        match devices::brltty::connect(None) {
            Ok(d) => Some(d),
            Err(cause) => {
                return fail_start(settings.lang(), StartError::BrailleDisplay { cause });
            }
        }
    } else {
        None
    };
    let dgt = match open_device(
        lang,
        Device::Dgt,
        settings.dgt.as_deref(),
        devices::dgt::device::DgtBoard::open,
        |e| crate::messages::ReportTexts::io_reason(texts(lang), Some(e.kind()), &e.to_string()),
    ) {
        Ok(d) => d,
        Err(code) => return code,
    };
    // The game's folder and journal: never one that holds a game, and no
    // game without a journal unless asked for.
    let game_dir = match game_dir {
        Some(dir) if dir.exists() && !dir.is_dir() => {
            return fail_start(
                settings.lang(),
                StartError::JournalNotWritable {
                    folder: dir.display().to_string(),
                    why: texts(settings.lang()).not_a_folder(&dir.display().to_string()),
                },
            );
        }
        // A folder under a file cannot be made; said alike on every
        // system (Windows calls it "already exists", Unix "not a folder").
        Some(dir) if dir.ancestors().skip(1).any(Path::is_file) => {
            let why = crate::messages::ReportTexts::io_reason(
                texts(settings.lang()),
                Some(std::io::ErrorKind::NotADirectory),
                "",
            );
            return fail_start(
                settings.lang(),
                StartError::JournalNotWritable {
                    folder: dir.display().to_string(),
                    why,
                },
            );
        }
        Some(dir) => {
            let journal = dir.join(crate::gamelog::JOURNAL_FILE);
            // A journal cut off at its creation holds no game: said so,
            // with what to do, rather than "resume it".
            let holds_game = crate::journal::read(&journal).is_ok_and(|r| {
                r.records
                    .first()
                    .is_some_and(|x| x.kind == crate::journal::FORMAT_KIND)
                    && r.records
                        .iter()
                        .any(|x| x.kind == "settings" || x.kind == "setup")
            });
            // A journal another session holds open is that session's game,
            // being created this moment (the race of two starts in one
            // folder): never called empty, nor to be removed.
            if journal.exists() && !holds_game && crate::journal::in_use(&journal) {
                return fail_start(
                    settings.lang(),
                    StartError::FolderHoldsGame {
                        folder: dir.display().to_string(),
                        journal: journal.display().to_string(),
                    },
                );
            }
            if journal.exists() && !holds_game {
                return fail_start(
                    settings.lang(),
                    StartError::FolderHoldsEmptyJournal {
                        folder: dir.display().to_string(),
                        journal: journal.display().to_string(),
                    },
                );
            }
            // Without a journal, the score's files there are someone's:
            // never replaced without a word.
            if !journal.exists()
                && let Some(file) = crate::score_files::NAMES
                    .iter()
                    .map(|n| dir.join(n))
                    .find(|p| p.exists())
            {
                return fail_start(
                    settings.lang(),
                    StartError::FolderHoldsScore {
                        folder: dir.display().to_string(),
                        file: file.display().to_string(),
                    },
                );
            }
            if journal.exists() {
                return fail_start(
                    settings.lang(),
                    StartError::FolderHoldsGame {
                        folder: dir.display().to_string(),
                        journal: journal.display().to_string(),
                    },
                );
            }
            Some(dir)
        }
        None if interactive && !no_journal => {
            match crate::paths::data_dir().map(|d| crate::paths::create_game_dir(&d.join("games")))
            {
                Some(Ok(dir)) => Some(dir),
                Some(Err(e)) => {
                    return fail_start(
                        settings.lang(),
                        StartError::NoGameFolder { why: e.to_string() },
                    );
                }
                None => {
                    return fail_start(settings.lang(), StartError::NoDataFolder);
                }
            }
        }
        None => None,
    };
    let log = match (&game_dir, no_journal) {
        (Some(dir), false) => match GameLog::create(dir, &settings) {
            Ok(l) => Some(l),
            // Another game began in the same folder a moment before.
            Err(e)
                if e.kind() == std::io::ErrorKind::AlreadyExists
                    && dir.join(crate::gamelog::JOURNAL_FILE).exists() =>
            {
                return fail_start(
                    settings.lang(),
                    StartError::FolderHoldsGame {
                        folder: dir.display().to_string(),
                        journal: dir.join(crate::gamelog::JOURNAL_FILE).display().to_string(),
                    },
                );
            }
            Err(e) => {
                return fail_start(
                    settings.lang(),
                    StartError::JournalNotWritable {
                        folder: dir.display().to_string(),
                        why: crate::messages::ReportTexts::io_reason(
                            texts(settings.lang()),
                            Some(e.kind()),
                            &e.to_string(),
                        ),
                    },
                );
            }
        },
        _ => None,
    };
    let recorder = match &record {
        Some(path) => match TranscriptWriter::create(path, &settings.to_args(), &first) {
            Ok(r) => Some(r),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                return fail_start(
                    settings.lang(),
                    StartError::RecordingExists {
                        path: path.display().to_string(),
                    },
                );
            }
            Err(e) => {
                return fail_start(
                    settings.lang(),
                    StartError::RecordingNotWritable {
                        path: path.display().to_string(),
                        why: e.to_string(),
                    },
                );
            }
        },
        None => None,
    };
    let voice = match &cfg {
        Some(c) => {
            let (v, notes) = c.voice();
            for n in notes {
                println!("{n}");
            }
            v
        }
        None => Voice::default(),
    };
    let keep_voice = config_path.filter(|_| interactive);
    let mut output = open_output(&choice, voice, &session, keep_voice);
    // Sounds only for a person at the terminal.
    if interactive && let Some(note) = output.open_earcons(earcon_choice) {
        println!("{note}");
    }
    let game = GameLoop::new(session, Files::Write)
        .with_output(output)
        .with_journal(log)
        .with_recorder(recorder)
        .with_game_dir(game_dir);
    let game = Devices {
        board: device,
        dotpad,
        dgt,
        braille: braille_display,
    }
    .attach(game);
    let game = super::broadcast::attach_new(game, &settings, token, &mut first);
    let (game, first) = super::engine::attach(game, settings.engine.clone(), interactive, first);
    if listen.listen_from.is_some() {
        return super::listening::drive_from(game, &listen, &vocabulary, first);
    }
    #[cfg(feature = "listen")]
    if listen.listen.is_some() {
        return super::microphone::drive_microphone(
            game,
            &listen,
            &vocabulary,
            first,
            run.script,
            kept_lines,
        );
    }
    #[cfg(not(feature = "listen"))]
    if listen.listen.is_some() {
        // No microphone input in this build: said, and the game goes on
        // with keys.
        let why = listen::ListenError::NotBuilt {
            engine: "microphone".into(),
            feature: "listen".into(),
        };
        let texts = game.session().texts();
        println!("{}", texts.listen_error(&why));
        println!("{}", texts.listen_keys());
    }
    drive(game, run.script, first, kept_lines)
}
