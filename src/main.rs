//! The `annabella` command: `play` a game (interactive or scripted),
//! `check` transcripts.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use annabella::cli::GameArgs;
use annabella::gamelog::GameLog;
use annabella::lang::Lang;
use annabella::messages::texts;
use annabella::output::Output;
use annabella::repl::ReplOptions;
use annabella::session::{Reply, Session};
use annabella::speech::{SpeechChoice, Voice};
use annabella::transcript::{self, TranscriptWriter};

#[derive(Parser)]
#[command(
    name = "annabella",
    version,
    about = "Chess for blind and visually impaired players under the FIDE Laws (Appendix F)"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game: interactive, or from a script of input lines.
    Play {
        /// Read input lines from FILE ("-" for standard input) instead of a person.
        #[arg(long, value_name = "FILE")]
        script: Option<String>,
        #[command(flatten)]
        game: Box<GameArgs>,
        /// Speech: auto, tts, spd, espeak, text, wav:DIR or off (default: auto
        /// at a terminal, off for scripts).
        #[arg(long, value_name = "BACKEND")]
        speech: Option<String>,
        /// Short sounds for events (native builds): auto, on or off. "auto"
        /// plays them where it can and is silent about it where it cannot.
        #[arg(long, value_name = "AUTO_ON_OFF", default_value = "auto")]
        earcons: String,
        /// Settings file (default: ~/.config/annabella/config.toml, read for
        /// interactive games only).
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
        /// Write everything typed, said and printed to FILE as a transcript
        /// that `annabella check` replays.
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
        /// Folder for the score of this game (default: a new folder under
        /// the data directory, e.g. ~/.local/share/annabella/games/).
        #[arg(long, value_name = "DIR")]
        game_dir: Option<PathBuf>,
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
    },
    /// Resume an unfinished game from its journal (default: the newest
    /// unfinished game).
    Resume {
        /// The journal file (journal.txt in the game's folder), or the
        /// envelope of an adjourned game.
        journal: Option<PathBuf>,
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
        /// Read further input lines from FILE ("-" for standard input).
        #[arg(long, value_name = "FILE")]
        script: Option<String>,
        /// Speech: auto, tts, spd, espeak, text, wav:DIR or off.
        #[arg(long, value_name = "BACKEND")]
        speech: Option<String>,
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
    /// Simulate a tactile pin board on a pseudo-terminal (prints its path).
    BoardSim(annabella::pinboard::SimArgs),
}

fn print_replies(
    out: &mut impl Write,
    output: &mut Output,
    replies: &[Reply],
) -> std::io::Result<()> {
    write!(out, "{}", output.render(replies))?;
    for note in output.speak(replies) {
        writeln!(out, "{note}")?;
    }
    out.flush()
}

/// Reads lines as bytes so invalid UTF-8 gets a message, not a crash.
fn run_lines(
    session: &mut Session,
    output: &mut Output,
    recorder: &mut Option<TranscriptWriter>,
    log: &mut Option<GameLog>,
    first: Vec<Reply>,
    input: impl BufRead,
) -> std::io::Result<()> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let first = if first.is_empty() {
        session.start()
    } else {
        first
    };
    print_replies(&mut out, output, &first)?;
    let mut input = input;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        while buf.last().is_some_and(|b| *b == b'\n' || *b == b'\r') {
            buf.pop();
        }
        let replies = match std::str::from_utf8(&buf) {
            // Blank lines and comments in a script are layout, not input.
            Ok(line) if line.trim().is_empty() || line.starts_with('#') => continue,
            Ok(line) => {
                let at = session.now();
                let private = session.input_is_private();
                let replies = session.handle(line);
                // Durable before it is said (nothing announced is lost);
                // a sealed move or secret is never written.
                if let Some(l) = log.as_mut() {
                    if private {
                        l.private(at, session)?;
                    } else {
                        l.line(at, session, line)?;
                    }
                }
                if let Some(r) = recorder.as_mut() {
                    let shown = if private { "(private)" } else { line };
                    r.line(session.now(), shown, &replies)?;
                }
                replies
            }
            Err(_) => vec![Reply::Say(session.texts().invalid_utf8())],
        };
        print_replies(&mut out, output, &replies)?;
    }
}

fn play(
    script: Option<String>,
    game: GameArgs,
    game_dir: Option<PathBuf>,
    speech: Option<String>,
    record: Option<PathBuf>,
    config: Option<PathBuf>,
    earcons: String,
) -> ExitCode {
    use std::io::IsTerminal;
    let interactive = script.is_none() && std::io::stdin().is_terminal();
    // Settings file: the command line overrides it; scripts read it only
    // when it is named, so they run the same on every machine.
    let mut game = game;
    let mut speech = speech;
    let config_path =
        config.or_else(|| interactive.then(annabella::config::default_path).flatten());
    // An unfinished game from before (a crash, an empty battery): offer it.
    if interactive
        && game.fen.is_none()
        && game.pgn.is_none()
        && let Some(journal) = annabella::paths::data_dir()
            .and_then(|d| annabella::gamelog::unfinished_game(&d.join("games")))
    {
        let lang = game
            .lang
            .as_deref()
            .and_then(|l| l.parse().ok())
            .unwrap_or_else(Lang::from_env);
        println!(
            "{}",
            texts(lang).resume_offer(&journal.display().to_string())
        );
        let mut answer = String::new();
        if std::io::stdin().read_line(&mut answer).is_ok()
            && matches!(
                answer.trim().to_lowercase().as_str(),
                "yes" | "y" | "ja" | "j" | "да" | "д"
            )
        {
            return resume(Some(journal), None, speech, false);
        }
    }
    let mut voice = Voice::default();
    if let Some(path) = &config_path {
        let (cfg, notes) = annabella::config::Config::load(path);
        for n in notes {
            println!("{n}");
        }
        cfg.apply(&mut game, &mut speech);
        let (v, notes) = cfg.voice();
        for n in notes {
            println!("{n}");
        }
        voice = v;
    }
    let choice = match speech_choice(speech.as_deref(), interactive) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let opts = match game.to_options(Lang::from_env()) {
        Ok(mut o) => {
            // A person at a terminal plays on the wall clock.
            o.real_time = interactive;
            if o.real_time {
                o.date = Some(annabella::paths::pgn_date_today());
            }
            o
        }
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
    };
    let mut session = match Session::new(&opts) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("annabella: cannot start the game: {e}");
            return ExitCode::from(2);
        }
    };
    // A serial pin board: list ports, or open one and show it the game.
    match game.board.as_deref() {
        Some("list") => {
            return match annabella::pinboard::list_ports() {
                Ok(ports) if ports.is_empty() => {
                    println!("{}", texts(Lang::from_env()).no_ports());
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
            };
        }
        Some(path) if path != "virtual" => {
            match annabella::pinboard::PinBoard::open(path, game.baud) {
                Ok(device) => {
                    session.attach_board(device);
                }
                Err(e) => {
                    eprintln!("annabella: cannot open the pin board {path}: {e}");
                    return ExitCode::from(2);
                }
            }
        }
        _ => {}
    }
    let recorder = match &record {
        Some(path) => {
            match TranscriptWriter::create(path, &game_options_text(), &session.start()) {
                Ok(r) => Some(r),
                Err(e) => {
                    eprintln!(
                        "annabella: cannot write the recording {}: {e}",
                        path.display()
                    );
                    return ExitCode::from(2);
                }
            }
        }
        None => None,
    };
    let game_dir = game_dir.or_else(|| interactive.then(annabella::paths::new_game_dir).flatten());
    // The journal: every line durable before it is answered.
    let log = match &game_dir {
        Some(dir) => match GameLog::create(dir, &game_options_text()) {
            Ok(l) => Some(l),
            Err(e) => {
                eprintln!(
                    "annabella: the journal in {} cannot be written ({e}); the game is not protected against a crash",
                    dir.display()
                );
                None
            }
        },
        None => None,
    };
    let keep_voice = config_path.filter(|_| interactive);
    let mut output = open_output(&choice, voice, &session, keep_voice);
    let earcon_choice = match earcons.parse() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("annabella: --earcons: {e}");
            return ExitCode::from(2);
        }
    };
    // Sounds only for a person at the terminal.
    if interactive && let Some(note) = output.open_earcons(earcon_choice) {
        println!("{note}");
    }
    drive(session, output, recorder, log, script, game_dir, Vec::new())
}

/// The speech output asked for; without one, the best there is at a
/// terminal and none for scripts.
fn speech_choice(speech: Option<&str>, interactive: bool) -> Result<SpeechChoice, ExitCode> {
    match speech.map(str::parse) {
        Some(Ok(c)) => Ok(c),
        Some(Err(e)) => {
            eprintln!("annabella: {e}");
            Err(ExitCode::from(2))
        }
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
    session: &annabella::session::Session,
    keep_voice: Option<PathBuf>,
) -> Output {
    let (mut output, notes) = Output::open(choice, voice, session.lang());
    for n in notes {
        println!("{n}");
    }
    if let Some(path) = keep_voice {
        output.remember_voice_in(path);
    }
    output.set_announce_lang(session.announce_lang());
    output
}

/// Runs a session to its end: the REPL at a terminal, else lines from the
/// script or standard input. `first` is said before the first line.
fn drive(
    mut session: Session,
    mut output: Output,
    mut recorder: Option<TranscriptWriter>,
    mut log: Option<GameLog>,
    script: Option<String>,
    game_dir: Option<PathBuf>,
    first: Vec<Reply>,
) -> ExitCode {
    use std::io::IsTerminal;
    let result = match script.as_deref() {
        Some("-") => run_lines(
            &mut session,
            &mut output,
            &mut recorder,
            &mut log,
            first,
            std::io::stdin().lock(),
        ),
        Some(path) => match std::fs::File::open(path) {
            Ok(f) => run_lines(
                &mut session,
                &mut output,
                &mut recorder,
                &mut log,
                first,
                std::io::BufReader::new(f),
            ),
            Err(e) => {
                eprintln!("annabella: cannot read the script {path}: {e}");
                return ExitCode::from(2);
            }
        },
        None if std::io::stdin().is_terminal() => {
            let opts = ReplOptions {
                history: annabella::paths::history_file(),
                game_dir,
                recorder,
                log,
                first,
            };
            return match annabella::repl::run(session, output, opts) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("annabella: {e}");
                    ExitCode::FAILURE
                }
            };
        }
        // Lines piped in without --script: read them as a script.
        None => run_lines(
            &mut session,
            &mut output,
            &mut recorder,
            &mut log,
            first,
            std::io::stdin().lock(),
        ),
    };
    output.finish();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("annabella: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `annabella resume [JOURNAL]`: rebuilds a game from its journal and
/// goes on with it.
fn resume(
    journal: Option<PathBuf>,
    script: Option<String>,
    speech: Option<String>,
    downtime_counts: bool,
) -> ExitCode {
    use std::io::IsTerminal;
    let interactive = script.is_none() && std::io::stdin().is_terminal();
    let path = match journal.or_else(|| {
        annabella::paths::data_dir()
            .and_then(|d| annabella::gamelog::unfinished_game(&d.join("games")))
    }) {
        Some(p) => p,
        None => {
            eprintln!(
                "annabella: no unfinished game found; name the journal file: annabella resume FILE"
            );
            return ExitCode::from(2);
        }
    };
    let resumed = match annabella::gamelog::resume(&path, interactive, downtime_counts) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("annabella: cannot resume {}: {e}", path.display());
            return ExitCode::from(2);
        }
    };
    let first = annabella::gamelog::resumed_replies(&resumed);
    let choice = match speech_choice(speech.as_deref(), interactive) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (voice, keep_voice) = terminal_voice(interactive);
    let output = open_output(&choice, voice, &resumed.session, keep_voice);
    let game_dir = path.parent().map(|p| p.to_path_buf());
    drive(
        resumed.session,
        output,
        None,
        Some(resumed.log),
        script,
        game_dir,
        first,
    )
}

/// The game options of this command line, for a recording's `!` line:
/// everything after `play` but the options that only concern this run.
fn game_options_text() -> String {
    let args: Vec<String> = std::env::args()
        .skip_while(|a| a != "play")
        .skip(1)
        .collect();
    let mut kept = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        let own = ["--script", "--record", "--speech", "--game-dir"];
        if own.contains(&a.as_str()) {
            i += 2;
            continue;
        }
        if own.iter().any(|o| a.starts_with(&format!("{o}="))) {
            i += 1;
            continue;
        }
        // Quote what has spaces, as transcript option lines allow.
        kept.push(if a.contains(' ') {
            format!("\"{a}\"")
        } else {
            a.clone()
        });
        i += 1;
    }
    kept.join(" ")
}

/// `annabella resume ENVELOPE`: an adjourned game (Appendix A). A draw
/// agreed or a resignation before resumption ends it without opening the
/// envelope (A6); otherwise the arbiter types the secret in the presence of
/// the player who must reply (A7), position and clocks are set (A5), the
/// sealed move is played and announced, and the reply's clock starts (A9).
#[allow(clippy::too_many_arguments)]
fn resume_envelope(
    text: &str,
    path: Option<PathBuf>,
    script: Option<String>,
    speech: Option<String>,
    time_control: Option<String>,
    draw: bool,
    resign: Option<String>,
) -> ExitCode {
    use annabella::adjourn;
    use std::io::IsTerminal;
    let info = match adjourn::read_info(text) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
    };
    use annabella::rules::{GameResult, Reason};
    let t = texts(Lang::from_env());
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
            eprintln!("annabella: {}", t.unknown_colour(&who));
            return ExitCode::from(2);
        };
        println!("{}", t.result(&GameResult::win(!c, Reason::Resignation)));
        println!("{}", t.envelope_closed());
        return ExitCode::SUCCESS;
    }
    println!("{}", t.envelope_secret());
    let mut secret = String::new();
    if std::io::stdin().read_line(&mut secret).is_err() {
        eprintln!("annabella: no secret could be read");
        return ExitCode::from(2);
    }
    let (info, sealed) = match adjourn::open(text, secret.trim_end_matches(['\r', '\n'])) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("annabella: {e}");
            return ExitCode::from(2);
        }
    };
    let opts = annabella::session::SessionOptions {
        fen: Some(info.fen.clone()),
        white: Some(info.white.clone()),
        black: Some(info.black.clone()),
        event: Some(info.event.clone()),
        time_control,
        real_time: script.is_none() && std::io::stdin().is_terminal(),
        lang: Some(Lang::from_env()),
        ..Default::default()
    };
    let mut session = match Session::new(&opts) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("annabella: cannot set up the adjourned position: {e}");
            return ExitCode::from(2);
        }
    };
    session.set_clocks(info.white_left, info.black_left);
    let first = session.play_sealed(&sealed);
    let interactive = script.is_none() && std::io::stdin().is_terminal();
    let choice = match speech_choice(speech.as_deref(), interactive) {
        Ok(c) => c,
        Err(code) => return code,
    };
    let (voice, keep_voice) = terminal_voice(interactive);
    let output = open_output(&choice, voice, &session, keep_voice);
    let game_dir = path.as_ref().and_then(|p| p.parent()).map(|d| {
        d.join(format!(
            "resumed-{}",
            annabella::paths::timestamp(std::time::SystemTime::now())
        ))
    });
    // The resumed game's own journal: the position, then the sealed move
    // (no longer secret once opened).
    let mut setup = format!(
        "--fen \"{}\" --white \"{}\" --black \"{}\" --event \"{}\"",
        info.fen, info.white, info.black, info.event
    );
    if let Some(tc) = &opts.time_control {
        setup.push_str(&format!(" --time \"{tc}\""));
    }
    let mut log = game_dir
        .as_ref()
        .and_then(|d| GameLog::create(d, &setup).ok());
    if let Some(l) = log.as_mut()
        && let Err(e) = l.line(std::time::Duration::ZERO, &session, &sealed)
    {
        eprintln!("annabella: the journal cannot be written: {e}");
    }
    drive(session, output, None, log, script, game_dir, first)
}

/// `annabella export GAME --pgn F --brf F --unicode F`.
fn export(
    game: &std::path::Path,
    pgn: Option<PathBuf>,
    brf: Option<PathBuf>,
    unicode: Option<PathBuf>,
    braille_code: Option<String>,
) -> ExitCode {
    // A journal replays into a session; a PGN file sets one up.
    let session = if annabella::journal::read(game)
        .map(|r| r.records.iter().any(|x| x.kind == "setup"))
        .unwrap_or(false)
    {
        match annabella::gamelog::replay(game) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("annabella: cannot read {}: {e}", game.display());
                return ExitCode::from(2);
            }
        }
    } else {
        let text = match std::fs::read(game) {
            Ok(b) => String::from_utf8_lossy(&b).into_owned(),
            Err(e) => {
                eprintln!("annabella: cannot read {}: {e}", game.display());
                return ExitCode::from(2);
            }
        };
        let opts = annabella::session::SessionOptions {
            pgn_text: Some(text),
            braille_code: braille_code.clone(),
            ..Default::default()
        };
        match Session::new(&opts) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("annabella: {e}");
                return ExitCode::from(2);
            }
        }
    };
    if pgn.is_none() && brf.is_none() && unicode.is_none() {
        print!("{}", session.pgn());
        return ExitCode::SUCCESS;
    }
    let pages = session.braille_pages();
    let jobs: [(Option<PathBuf>, String); 3] = [
        (pgn, session.pgn()),
        (brf, annabella::braille::to_brf(&pages)),
        (unicode, annabella::braille::to_unicode_text(&pages)),
    ];
    for (path, text) in jobs {
        if let Some(p) = path {
            if let Err(e) = std::fs::write(&p, text) {
                eprintln!("annabella: cannot write {}: {e}", p.display());
                return ExitCode::FAILURE;
            }
            println!("Written: {}", p.display());
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Play {
            script,
            game,
            game_dir,
            speech,
            record,
            config,
            earcons,
        } => play(script, *game, game_dir, speech, record, config, earcons),
        Command::Check { files, bless } => check(files, bless),
        Command::Export {
            game,
            pgn,
            brf,
            unicode,
            braille_code,
        } => export(&game, pgn, brf, unicode, braille_code),
        Command::Resume {
            journal,
            script,
            speech,
            time_control,
            draw,
            resign,
            downtime,
        } => {
            let envelope = journal.as_ref().and_then(|p| {
                let text = std::fs::read_to_string(p).ok()?;
                annabella::adjourn::read_info(&text).ok().map(|_| text)
            });
            match envelope {
                Some(text) => {
                    resume_envelope(&text, journal, script, speech, time_control, draw, resign)
                }
                None => match downtime.as_str() {
                    "paused" => resume(journal, script, speech, false),
                    "counts" => resume(journal, script, speech, true),
                    other => {
                        eprintln!("annabella: --downtime {other}: expected paused or counts");
                        ExitCode::from(2)
                    }
                },
            }
        }
        Command::BoardSim(args) => {
            let input = std::io::BufReader::new(std::io::stdin());
            match annabella::pinboard::run_simulator(args.options(), input, std::io::stdout()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("annabella: board simulator: {e}");
                    ExitCode::FAILURE
                }
            }
        }
    }
}
