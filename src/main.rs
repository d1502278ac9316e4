//! The `annabella` command: `play` a game (interactive or scripted),
//! `resume` one, `export` its score, `check` transcripts.

use std::io::{BufRead, IsTerminal};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use annabella::cli::GameArgs;
use annabella::cli_errors::{Device, StartError};
use annabella::game_loop::{Files, GameLoop};
use annabella::gamelog::GameLog;
use annabella::locale::lang_from_env;
use annabella::messages::texts;
use annabella::output::Output;
use annabella::repl::ReplOptions;
use annabella::session::{Reply, Session};
use annabella::settings::Settings;
use annabella::transcript::{self, TranscriptWriter};
use laws::lang::Lang;
use speech::{SpeechChoice, Voice};

#[derive(Parser)]
#[command(
    name = "annabella",
    version,
    about = "Chess for blind and visually impaired players under the FIDE Laws (Appendix D)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// What only this run of the program concerns, not the game.
#[derive(clap::Args)]
struct RunArgs {
    /// Read input lines from FILE ("-" for standard input) instead of a person.
    #[arg(long, value_name = "FILE")]
    script: Option<PathBuf>,
    /// Speech: auto, screenreader, tts, spd, espeak, text, wav:DIR or off (default: auto
    /// at a terminal, off for scripts).
    #[arg(long, value_name = "BACKEND")]
    speech: Option<String>,
    /// Show every answer on the braille display BRLTTY drives, and read
    /// braille typed on it (builds with the feature `brltty`; BRLAPI_HOST
    /// names another BRLTTY).
    #[arg(long)]
    brltty: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game: interactive, or from a script of input lines.
    Play {
        #[command(flatten)]
        run: RunArgs,
        #[command(flatten)]
        game: Box<GameArgs>,
        /// Short sounds for events (native builds): auto, on or off. "auto"
        /// plays them where it can and is silent about it where it cannot.
        #[arg(long, value_name = "AUTO_ON_OFF", default_value = "auto")]
        earcons: String,
        /// Settings file (default: ~/.config/annabella/config.toml, read for
        /// interactive games only).
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
        /// Write everything typed, said and printed to FILE as a transcript
        /// that `annabella check` replays (a new file).
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
        /// Folder for the journal and score of this game (default at a
        /// terminal: a new folder under the data directory, e.g.
        /// ~/.local/share/annabella/games/). A folder that holds a game
        /// already is refused: resume that game instead.
        #[arg(long, value_name = "DIR")]
        game_dir: Option<PathBuf>,
        /// Play without a journal: a crash loses the game.
        #[arg(long)]
        no_journal: bool,
    },
    /// Write the score of a game (a journal, or a PGN file) as PGN and as
    /// a braille scoresheet (BRF for an embosser, or Unicode braille text).
    Export {
        /// The game: a journal (journal.txt) or a PGN file.
        game: PathBuf,
        /// Write the score as PGN to FILE.
        #[arg(long, value_name = "FILE")]
        pgn: Option<PathBuf>,
        /// Write the braille scoresheet as BRF (Braille ASCII pages) to FILE.
        #[arg(long, value_name = "FILE")]
        brf: Option<PathBuf>,
        /// Write the braille scoresheet as Unicode braille text to FILE.
        #[arg(long, value_name = "FILE")]
        unicode: Option<PathBuf>,
        /// Chess braille code: uk or de.
        #[arg(long, value_name = "CODE")]
        braille_code: Option<String>,
        /// The colour marked in the start position of a set-up game: black
        /// (dot 6 before Black's pieces, the default) or white (dot 7).
        #[arg(long, value_name = "COLOUR")]
        diagram_mark: Option<String>,
        /// Replace output files that exist (otherwise they are refused).
        #[arg(long)]
        overwrite: bool,
    },
    /// Resume an unfinished game from its journal (default: the newest
    /// unfinished game), with the settings it was played with.
    Resume {
        /// The journal file (journal.txt in the game's folder), the game's
        /// folder, or the envelope of an adjourned game.
        journal: Option<PathBuf>,
        #[command(flatten)]
        run: RunArgs,
        /// The pin board's port, if it is plugged in elsewhere now (the
        /// only setting that may change; the recorded port is used
        /// otherwise).
        #[arg(long, value_name = "PORT")]
        board: Option<String>,
        /// The DGT e-board's port, if it is plugged in elsewhere now (the
        /// recorded port is used otherwise).
        #[arg(long, value_name = "PORT")]
        dgt: Option<String>,
        /// The Dot Pad's port, if it is plugged in elsewhere now (the
        /// recorded port is used otherwise).
        #[arg(long, value_name = "PORT")]
        dotpad: Option<String>,
        /// Adjourned game: the time control to go on with.
        #[arg(long = "time", value_name = "CONTROL")]
        time_control: Option<String>,
        /// Adjourned game: the players agreed a draw before resumption (A6);
        /// the envelope is not opened.
        #[arg(long)]
        draw: bool,
        /// Adjourned game: this player resigned before resumption (A6).
        #[arg(long, value_name = "COLOUR")]
        resign: Option<String>,
        /// How the time the program was down counts, as the arbiter
        /// decides: paused (default: the clock goes on where it stopped) or
        /// counts (it ran on for the player to move).
        #[arg(long, value_name = "HOW", default_value = "paused")]
        downtime: String,
    },
    /// Check transcripts: run each from a fresh session and compare the output.
    Check {
        /// Transcript files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Rewrite the expected output with what the session says now.
        #[arg(long)]
        bless: bool,
    },
    /// Simulate a tactile pin board on a pseudo-terminal or, with --tcp, a
    /// TCP port (prints what to open with --board).
    BoardSim(devices::pinboard::SimArgs),
    /// Print shell completions (bash, zsh, fish, powershell or elvish);
    /// README tells where to put them.
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (roff); with --dir, write it and a page per
    /// subcommand into a folder.
    Man {
        /// Write annabella.1 and one page per subcommand into this folder.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
    /// Simulate a Dot Pad pin display on a pseudo-terminal (prints its
    /// path; type braille on its Perkins keys with `type CELLS`).
    DotpadSim(devices::dotpad::sim::DotPadSimArgs),
    /// Simulate a DGT e-board on a pseudo-terminal (prints its path; lines
    /// `lift e2`, `place e4 P` move its pieces).
    DgtSim {
        /// The board stands turned half round (Black at the near side).
        #[arg(long)]
        turned: bool,
    },
}

/// Says why the program stops, and stops it.
fn fail(why: impl std::fmt::Display) -> ExitCode {
    eprintln!("annabella: {why}");
    ExitCode::from(2)
}

/// Says in the UI language why the game cannot begin, and stops.
fn fail_start(lang: Lang, e: StartError) -> ExitCode {
    fail(texts(lang).start_error(&e))
}

/// Opens `device` on `port` when one is given; an error stops the start
/// with the device, the port and `why` it failed, in the user's language.
fn open_device<T, E>(
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
/// sentence around it is the catalog's).
fn port_why(e: &devices::pinboard::TransportError) -> String {
    match e {
        devices::pinboard::TransportError::Open { message, .. }
        | devices::pinboard::TransportError::List { message } => {
            message.trim_end_matches('.').to_string()
        }
    }
}

/// Whether a person types (the REPL) rather than a script.
fn interactive(run: &RunArgs) -> bool {
    run.script.is_none() && std::io::stdin().is_terminal()
}

/// The settings of a new game: defaults, the locale's language, the
/// settings file (notes on bad keys printed), the command line.
fn settings_of(
    game: &GameArgs,
    config: Option<&Path>,
) -> Result<(Settings, Option<annabella::config::Config>), ExitCode> {
    let mut settings = Settings {
        lang: Some(lang_from_env()),
        ..Settings::default()
    };
    let mut cfg = None;
    if let Some(path) = config {
        let (c, mut notes) = annabella::config::Config::load(path);
        notes.extend(c.apply_to(&mut settings, &path.display().to_string()));
        // In the language the file and the command line choose.
        let lang = annabella::cli_errors::lang_in_args(&std::env::args_os().collect::<Vec<_>>())
            .unwrap_or(settings.lang());
        for n in notes {
            println!("{}", texts(lang).config_note(&n));
        }
        cfg = Some(c);
    }
    game.apply_to(&mut settings).map_err(fail)?;
    Ok((settings, cfg))
}

#[allow(clippy::too_many_arguments)]
fn play(
    run: RunArgs,
    game: GameArgs,
    game_dir: Option<PathBuf>,
    record: Option<PathBuf>,
    config: Option<PathBuf>,
    earcons: String,
    no_journal: bool,
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
    let config_path =
        config.or_else(|| interactive.then(annabella::config::default_path).flatten());
    let (mut settings, cfg) = match settings_of(&game, config_path.as_deref()) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let earcon_choice = match earcons.parse() {
        Ok(c) => c,
        Err(e) => return fail(format_args!("--earcons: {e}")),
    };
    let mut speech = run.speech.clone();
    if speech.is_none() {
        speech = cfg.as_ref().and_then(|c| c.speech.clone());
    }
    let choice = match speech_choice(speech.as_deref(), interactive) {
        Ok(c) => c,
        Err(code) => return code,
    };
    // A person at a terminal plays on the wall clock; the score is dated
    // today unless a date is given.
    settings.real_time = interactive;
    if settings.date.is_none() {
        settings.date = Some(annabella::paths::pgn_date_today());
    }
    // An unfinished game from before (a crash, an empty battery): offer it.
    let mut kept_line = None;
    if interactive
        && settings.fen.is_none()
        && settings.pgn_text.is_none()
        && game_dir.is_none()
        && let Some(journal) = annabella::paths::data_dir()
            .and_then(|d| annabella::gamelog::unfinished_game(&d.join("games")))
    {
        match ask_resume(&journal, settings.lang()) {
            ResumeAnswer::Yes(kept) => {
                return resume(Some(journal), run, None, None, None, false, kept);
            }
            ResumeAnswer::No(kept) => kept_line = kept,
        }
    }
    let session = match Session::new(&settings) {
        Ok(s) => s,
        Err(e) => return fail(texts(settings.lang()).setup_error(&e)),
    };
    // The journal records the form the game is announced in.
    settings.announce = Some(session.announce_form());
    let first = session.start();
    // The serial board belongs to the game loop, which shows it the game.
    // A device asked for that cannot be opened stops the start, said.
    let lang = settings.lang();
    let baud = settings.baud.unwrap_or(devices::pinboard::DEFAULT_BAUD);
    let device = match open_device(
        lang,
        Device::PinBoard,
        settings.board.as_deref().filter(|b| *b != "virtual"),
        |port| devices::pinboard::PinBoard::open(port, baud),
        port_why,
    ) {
        Ok(d) => d,
        Err(code) => return code,
    };
    let dotpad = match open_device(
        lang,
        Device::DotPad,
        settings.dotpad.as_deref(),
        devices::dotpad::device::DotPad::open,
        port_why,
    ) {
        Ok(d) => d,
        Err(code) => return code,
    };
    // The wish for a braille display is the game's (recorded, so that
    // resume connects it again).
    settings.brltty = run.brltty;
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
        |e| e.to_string(),
    ) {
        Ok(d) => d,
        Err(code) => return code,
    };
    // The game's folder and journal: never one that holds a game, and no
    // game without a journal unless asked for.
    let game_dir = match game_dir {
        Some(dir) => {
            let journal = dir.join(annabella::gamelog::JOURNAL_FILE);
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
            match annabella::paths::data_dir()
                .map(|d| annabella::paths::create_game_dir(&d.join("games")))
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
            Err(e) => {
                return fail_start(
                    settings.lang(),
                    StartError::JournalNotWritable {
                        folder: dir.display().to_string(),
                        why: e.to_string(),
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
    drive(game, run.script, first, kept_line)
}

/// The devices a game is played with, opened (or reconnected) before its
/// game loop is made.
struct Devices {
    board: Option<devices::pinboard::PinBoard>,
    dotpad: Option<devices::dotpad::device::DotPad>,
    dgt: Option<devices::dgt::device::DgtBoard>,
    braille: Option<Box<dyn devices::brltty::BrailleDisplay>>,
}

impl Devices {
    /// Hands every device that is open to the game loop.
    fn attach(self, mut game: GameLoop) -> GameLoop {
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
            game = game.with_braille_display(d);
        }
        game
    }
}

/// `--board list`: the serial ports there are.
fn list_ports() -> ExitCode {
    match devices::pinboard::list_ports() {
        Ok(ports) if ports.is_empty() => {
            println!("{}", texts(lang_from_env()).no_ports());
            ExitCode::SUCCESS
        }
        Ok(ports) => {
            for p in ports {
                println!("{}: {}", p.path, p.description);
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("annabella: cannot list serial ports: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The answer to "Resume the unfinished game?", with a line typed instead
/// of yes or no, kept for the game chosen.
enum ResumeAnswer {
    Yes(Option<String>),
    No(Option<String>),
}

fn ask_resume(journal: &Path, lang: Lang) -> ResumeAnswer {
    let t = texts(lang);
    let (white, black, moves) = annabella::gamelog::summary(journal).unwrap_or_default();
    println!("{}", t.resume_question(&white, &black, moves));
    let mut kept = None;
    let stdin = std::io::stdin();
    for _ in 0..10 {
        let mut answer = String::new();
        match stdin.lock().read_line(&mut answer) {
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
            println!("{}", t.resume_answer_again(a));
            kept = Some(a.to_string());
        }
    }
    ResumeAnswer::No(kept)
}

/// The speech output asked for; without one, the best there is at a
/// terminal and none for scripts.
fn speech_choice(speech: Option<&str>, interactive: bool) -> Result<SpeechChoice, ExitCode> {
    match speech.map(str::parse) {
        Some(Ok(c)) => Ok(c),
        Some(Err(e)) => Err(fail(e)),
        None if interactive => Ok(SpeechChoice::Auto),
        None => Ok(SpeechChoice::Off),
    }
}

/// At a terminal, the voice the player set last time and the settings file
/// that keeps their changes; the rest of a resumed game's settings come
/// from its journal or envelope.
fn terminal_voice(interactive: bool) -> (Voice, Option<PathBuf>) {
    let Some(path) = interactive.then(annabella::config::default_path).flatten() else {
        return (Voice::default(), None);
    };
    let (cfg, _) = annabella::config::Config::load(&path);
    (cfg.voice().0, Some(path))
}

/// Opens speech and print for `session` and says which speech is used.
/// `keep_voice`: the settings file where "lauter" and the like are kept for
/// the next game (interactive games only).
fn open_output(
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
/// `kept` is a line typed before the game began (at the resume question).
fn drive(
    mut game: GameLoop,
    script: Option<PathBuf>,
    first: Vec<Reply>,
    kept: Option<String>,
) -> ExitCode {
    let mut first = first;
    if let Some(line) = kept {
        first.extend(game.line(&line));
    }
    let stdout = std::io::stdout();
    let result = match script {
        Some(path) if path.as_os_str() == "-" => annabella::game_loop::run_lines(
            &mut game,
            first,
            std::io::stdin().lock(),
            &mut stdout.lock(),
        ),
        Some(path) => match std::fs::File::open(&path) {
            Ok(f) => annabella::game_loop::run_lines(
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
                history: annabella::paths::history_file(),
                first,
            };
            return match annabella::repl::run(game, opts) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("annabella: {e}");
                    ExitCode::FAILURE
                }
            };
        }
        // Lines piped in without --script: read them as a script.
        None => annabella::game_loop::run_lines(
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
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("annabella: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `annabella resume [JOURNAL]`: rebuilds a game from its journal with
/// the settings it recorded, and goes on with it.
fn resume(
    journal: Option<PathBuf>,
    run: RunArgs,
    board: Option<String>,
    dgt: Option<String>,
    dotpad: Option<String>,
    downtime_counts: bool,
    kept: Option<String>,
) -> ExitCode {
    let interactive = interactive(&run);
    let Some(path) = journal.or_else(|| {
        annabella::paths::data_dir()
            .and_then(|d| annabella::gamelog::unfinished_game(&d.join("games")))
    }) else {
        return fail_start(lang_from_env(), StartError::NoUnfinishedGame);
    };
    // The game's folder stands for the journal in it.
    let path = if path.is_dir() {
        let journal = path.join(annabella::gamelog::JOURNAL_FILE);
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
    let mut resumed = match annabella::gamelog::resume(&path, interactive, downtime_counts, board) {
        Ok(r) => r,
        Err(e) => {
            let lang = lang_from_env();
            return fail_start(
                lang,
                StartError::CannotResume {
                    path: path.display().to_string(),
                    why: annabella::messages::texts(lang).resume_error(&e),
                },
            );
        }
    };
    let mut first = annabella::gamelog::resumed_replies(&resumed);
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
            Err(e) => first.push(Reply::say(t.board_not_reconnected(&port, &port_why(&e)))),
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
            Err(e) => first.push(Reply::say(t.dotpad_not_reconnected(&port, &port_why(&e)))),
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
            Err(e) => first.push(Reply::say(t.dgt_not_reconnected(&port, &e.to_string()))),
        }
    }
    let choice = match speech_choice(run.speech.as_deref(), interactive) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (voice, keep_voice) = terminal_voice(interactive);
    let output = open_output(&choice, voice, &resumed.session, keep_voice);
    let game_dir = path.parent().map(Path::to_path_buf);
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
    drive(game, run.script, first, kept)
}

/// `annabella resume ENVELOPE`: an adjourned game (Appendix A). A draw
/// agreed or a resignation before resumption ends it without opening the
/// envelope (A6); otherwise the arbiter types the secret in the presence of
/// the player who must reply (A7), position and clocks are set (A5), the
/// sealed move is played and announced, and the reply's clock starts (A9).
fn resume_envelope(
    text: &str,
    path: &Path,
    run: RunArgs,
    time_control: Option<String>,
    draw: bool,
    resign: Option<String>,
) -> ExitCode {
    use annabella::adjourn;
    use laws::rules::{GameResult, Reason};
    let info = match adjourn::read_info(text) {
        Ok(i) => i,
        Err(e) => return fail(e),
    };
    let t = texts(lang_from_env());
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
        let Some(c) = annabella::session::parse_colour(&who) else {
            return fail(t.unknown_colour(&who));
        };
        println!("{}", t.result(&GameResult::win(!c, Reason::Resignation)));
        println!("{}", t.envelope_closed());
        return ExitCode::SUCCESS;
    }
    println!("{}", t.envelope_secret());
    let mut secret = String::new();
    if std::io::stdin().read_line(&mut secret).is_err() {
        return fail("no secret could be read");
    }
    let (info, sealed) = match adjourn::open(text, secret.trim_end_matches(['\r', '\n'])) {
        Ok(x) => x,
        Err(e) => return fail(e),
    };
    let interactive = interactive(&run);
    let mut settings = Settings {
        fen: Some(info.fen.clone()),
        white: Some(info.white.clone()),
        black: Some(info.black.clone()),
        event: Some(info.event.clone()),
        round: Some(info.round.clone()).filter(|r| !r.is_empty()),
        time_control,
        real_time: interactive,
        lang: Some(lang_from_env()),
        date: Some(annabella::paths::pgn_date_today()),
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
    let choice = match speech_choice(run.speech.as_deref(), interactive) {
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
    let game_dir = match annabella::paths::create_game_dir(folder) {
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
            Ok(d) => game = game.with_braille_display(d),
            Err(e) => {
                let t = game.session().texts();
                first.push(Reply::say(t.brltty_not_reconnected(&t.brltty_why(&e))));
            }
        }
    }
    drive(game, run.script, first, None)
}

/// `annabella export GAME --pgn F --brf F --unicode F`.
fn export(
    game: &Path,
    pgn: Option<PathBuf>,
    brf: Option<PathBuf>,
    unicode: Option<PathBuf>,
    braille_code: Option<String>,
    diagram_mark: Option<String>,
    overwrite: bool,
) -> ExitCode {
    // A journal replays into a session; a PGN file sets one up.
    let is_journal = annabella::journal::read(game)
        .map(|r| {
            r.records
                .first()
                .is_some_and(|x| x.kind == annabella::journal::FORMAT_KIND)
        })
        .unwrap_or(false);
    let session = if is_journal {
        match annabella::gamelog::replay(game) {
            Ok((s, dropped)) => {
                // Say what was left out of a damaged journal.
                if !dropped.is_empty() {
                    eprintln!("{}", s.texts().journal_dropped(dropped.len()));
                    for d in &dropped {
                        eprintln!("{d}");
                    }
                }
                s
            }
            Err(e) => return fail(format_args!("cannot read {}: {e}", game.display())),
        }
    } else {
        let text = match std::fs::read(game) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => return fail(format_args!("cannot read {}: {e}", game.display())),
        };
        // The header in the language of the user's locale, with its chess
        // code, as for a game played.
        let settings = Settings {
            pgn_text: Some(text),
            braille_code: braille_code.clone(),
            diagram_mark: diagram_mark.clone(),
            lang: Some(lang_from_env()),
            ..Settings::default()
        };
        match Session::new(&settings) {
            Ok(s) => s,
            Err(e) => return fail(e),
        }
    };
    let mut session = session;
    // A journal keeps the code it was played with; --braille-code asks for
    // another one for this export.
    if is_journal && let Some(name) = &braille_code {
        match braille::ChessCode::builtin(name) {
            Ok(code) => session.set_braille_code(code),
            Err(e) => return fail(e),
        }
    }
    if is_journal && let Some(mark) = &diagram_mark {
        match mark.parse() {
            Ok(mark) => session.set_diagram_mark(mark),
            Err(e) => return fail(format_args!("--diagram-mark: {e}")),
        }
    }
    if pgn.is_none() && brf.is_none() && unicode.is_none() {
        print!("{}", session.pgn());
        return ExitCode::SUCCESS;
    }
    let pages = session.braille_pages();
    let jobs: [(Option<PathBuf>, String); 3] = [
        (pgn, session.pgn()),
        (brf, braille::to_brf(&pages)),
        (unicode, braille::to_unicode_text(&pages)),
    ];
    for (path, text) in jobs {
        let Some(p) = path else { continue };
        let written = if overwrite {
            std::fs::write(&p, text)
        } else {
            annabella::game_loop::write_new(&p, &text)
        };
        match written {
            Ok(()) => println!("Written: {}", p.display()),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                eprintln!(
                    "annabella: {} exists already and was not overwritten; name another file, or add --overwrite",
                    p.display()
                );
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("annabella: cannot write {}: {e}", p.display());
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

fn check(files: Vec<PathBuf>, bless: bool) -> ExitCode {
    let (mut passed, mut failed) = (0, 0);
    for f in &files {
        let report = transcript::check_file(f, bless);
        for l in &report.lines {
            println!("{l}");
        }
        if report.passed {
            passed += 1;
        } else {
            failed += 1;
            println!("FAILED: {}", report.name);
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `annabella completions SHELL`: generated from the clap definitions.
fn completions(shell: clap_complete::Shell) -> ExitCode {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    clap_complete::generate(shell, &mut cmd, "annabella", &mut std::io::stdout());
    ExitCode::SUCCESS
}

/// `annabella man [--dir DIR]`: the roff pages, generated from the clap
/// definitions.
fn manual(dir: Option<PathBuf>) -> ExitCode {
    let cmd = <Cli as clap::CommandFactory>::command().disable_help_subcommand(true);
    let written = match &dir {
        Some(dir) => std::fs::create_dir_all(dir)
            .and_then(|()| clap_mangen::generate_to(cmd, dir))
            .map(|()| println!("Manual pages written to {}.", dir.display())),
        None => clap_mangen::Man::new(cmd).render(&mut std::io::stdout()),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(format_args!("cannot write the manual: {e}")),
    }
}

/// The command line read by clap; what clap refuses is said in the UI
/// language (`--lang`, else the locale's), and the program stops with
/// code 2, as clap's own errors do. `--help` is printed in the UI
/// language too (src/cli_help.rs); `--version` is clap's.
fn parse_command_line() -> Result<Cli, ExitCode> {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let parsed = <Cli as clap::CommandFactory>::command()
        .try_get_matches_from(&args)
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    match parsed {
        Ok(cli) => Ok(cli),
        Err(e) if annabella::cli_errors::is_answer(&e) => {
            // Help or the version was asked for: only now are the help
            // texts put into the user's language (not on every start).
            let localized = annabella::cli_help::localize(
                <Cli as clap::CommandFactory>::command(),
                annabella::cli_errors::lang_of_args(&args),
            );
            let answer = localized.try_get_matches_from(&args).err().unwrap_or(e);
            let _ = answer.print();
            Err(ExitCode::SUCCESS)
        }
        Err(e) => {
            let texts = texts(annabella::cli_errors::lang_of_args(&args));
            let why = annabella::cli_errors::CliError::from_clap(&e);
            eprintln!("annabella: {}", texts.cli_error(&why));
            let command = annabella::cli_errors::subcommand_of_args(&args)
                .filter(|c| {
                    <Cli as clap::CommandFactory>::command()
                        .find_subcommand(c)
                        .is_some()
                })
                .unwrap_or_default();
            eprintln!("{}", texts.cli_help_hint(&command));
            Err(ExitCode::from(2))
        }
    }
}

fn main() -> ExitCode {
    let cli = match parse_command_line() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match cli.command {
        Command::Play {
            run,
            game,
            game_dir,
            record,
            config,
            earcons,
            no_journal,
        } => play(run, *game, game_dir, record, config, earcons, no_journal),
        Command::Check { files, bless } => check(files, bless),
        Command::Export {
            game,
            pgn,
            brf,
            unicode,
            braille_code,
            diagram_mark,
            overwrite,
        } => export(
            &game,
            pgn,
            brf,
            unicode,
            braille_code,
            diagram_mark,
            overwrite,
        ),
        Command::Resume {
            journal,
            run,
            board,
            dgt,
            dotpad,
            time_control,
            draw,
            resign,
            downtime,
        } => {
            let envelope = journal.as_ref().and_then(|p| {
                let text = std::fs::read_to_string(p).ok()?;
                annabella::adjourn::looks_like_envelope(&text).then_some((text, p.clone()))
            });
            match envelope {
                Some((text, path)) => {
                    resume_envelope(&text, &path, run, time_control, draw, resign)
                }
                None => match downtime.as_str() {
                    "paused" => resume(journal, run, board, dgt, dotpad, false, None),
                    "counts" => resume(journal, run, board, dgt, dotpad, true, None),
                    other => fail(format_args!(
                        "--downtime {other}: expected paused or counts"
                    )),
                },
            }
        }
        Command::Completions { shell } => completions(shell),
        Command::Man { dir } => manual(dir),
        Command::DotpadSim(args) => {
            let input = std::io::BufReader::new(std::io::stdin());
            match devices::dotpad::sim::run_dotpad_sim(&args, input, std::io::stdout()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("annabella: Dot Pad simulator: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::DgtSim { turned } => {
            let input = std::io::BufReader::new(std::io::stdin());
            match devices::dgt::sim::run_dgt_sim(turned, input, std::io::stdout()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("annabella: DGT simulator: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::BoardSim(args) => {
            let input = std::io::BufReader::new(std::io::stdin());
            match devices::pinboard::run_simulator(args.options(), input, std::io::stdout()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("annabella: board simulator: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use annabella::cli_help;
    use clap::CommandFactory;

    /// Every help text of every command has its message in every
    /// catalog.
    #[test]
    fn every_help_text_is_in_every_catalog() {
        let cmd = Cli::command();
        for lang in [Lang::En, Lang::De, Lang::Ru] {
            assert_eq!(
                cli_help::missing(&cmd, lang),
                Vec::<String>::new(),
                "{lang:?}"
            );
        }
    }

    /// The English catalog says what the doc comments say.
    #[test]
    fn english_help_texts_are_the_doc_comments() {
        for (id, text) in cli_help::needed(&Cli::command()) {
            assert_eq!(
                annabella::messages::catalog_text(Lang::En, &id),
                text,
                "{id}"
            );
        }
    }

    /// The help of every command, in English, reads as clap's own.
    #[test]
    fn english_help_is_unchanged() {
        fn walk(plain: &mut clap::Command, localized: &mut clap::Command, path: String) {
            assert_eq!(
                plain.render_help().to_string(),
                localized.render_help().to_string(),
                "{path} -h"
            );
            assert_eq!(
                plain.render_long_help().to_string(),
                localized.render_long_help().to_string(),
                "{path} --help"
            );
            let names: Vec<String> = plain
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            for name in names {
                let (Some(p), Some(l)) = (
                    plain.find_subcommand_mut(&name),
                    localized.find_subcommand_mut(&name),
                ) else {
                    panic!("{path} {name}");
                };
                walk(p, l, format!("{path} {name}"));
            }
        }
        let mut plain = Cli::command();
        plain.build();
        let mut localized = cli_help::localize(Cli::command(), Lang::En);
        walk(&mut plain, &mut localized, "annabella".into());
    }

    /// German and Russian help: nothing English of clap's is left but
    /// the usage line's placeholders and the option names.
    #[test]
    fn german_and_russian_help_has_no_english_left() {
        fn walk(cmd: &mut clap::Command, path: String) {
            for help in [
                cmd.render_help().to_string(),
                cmd.render_long_help().to_string(),
            ] {
                for english in [
                    "Usage:",
                    "Commands:",
                    "Arguments:",
                    "Options:",
                    "Print help",
                    "Print version",
                    "Print this message",
                    "[default:",
                    "[possible values:",
                    "[alias",
                    "Possible values:",
                ] {
                    assert!(!help.contains(english), "{path}: {english}\n{help}");
                }
            }
            let names: Vec<String> = cmd
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            for name in names {
                let Some(sub) = cmd.find_subcommand_mut(&name) else {
                    panic!("{path} {name}");
                };
                walk(sub, format!("{path} {name}"));
            }
        }
        for lang in [Lang::De, Lang::Ru] {
            let mut cmd = cli_help::localize(Cli::command(), lang);
            walk(&mut cmd, format!("{lang:?} annabella"));
        }
    }

    /// German `play --help`: the catalog's texts, clap's notes in German.
    #[test]
    fn german_play_help_reads_german() {
        let mut cmd = cli_help::localize(Cli::command(), Lang::De);
        let Some(play) = cmd.find_subcommand_mut("play") else {
            panic!("play");
        };
        let help = play.render_long_help().to_string();
        for german in [
            "Aufruf: annabella play [OPTIONS]",
            "Optionen:",
            "Mit dieser Stellung beginnen (FEN)",
            "[auch: --language]",
            "[Vorgabe: auto]",
            "Mögliche Werte:\n          - second: Heutige Regeln (7.5.5)",
            "Hilfe zeigen (kurz mit -h)",
        ] {
            assert!(help.contains(german), "{german}\n{help}");
        }
        let short = play.render_help().to_string();
        assert!(
            short.contains("[mögliche Werte: standard, rapid, blitz]"),
            "{short}"
        );
        assert!(
            short.contains("Hilfe zeigen (ausführlich mit --help)"),
            "{short}"
        );
    }
}
