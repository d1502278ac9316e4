//! The `annabella` command line: its subcommands, read by clap, each carried
//! out by its own module. The binary (src/main.rs) only calls [`main`].

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::cli::GameArgs;
use crate::cli_errors::StartError;
use crate::messages::texts;
use laws::lang::Lang;

mod analyse;
mod broadcast;
mod check;
mod docs;
mod engine;
mod export;
mod hear;
mod listening;
#[cfg(feature = "listen")]
mod microphone;
mod play;
mod resume;
mod serve;
mod start;

use check::check;
use docs::{completions, manual};
use export::export;
use hear::hear;
use play::play;
use resume::{resume, resume_envelope};

#[derive(Parser)]
#[command(
    name = "annabella",
    bin_name = "annabella",
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
    /// Send the game live to the arbiter's server at URL (annabella serve), as the board of --board-number
    #[arg(long, value_name = "URL")]
    broadcast: Option<String>,
    /// The tournament token for --broadcast (also ANNABELLA_BROADCAST_TOKEN); never kept
    #[arg(long, value_name = "TOKEN")]
    broadcast_token: Option<String>,
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
        /// Settings file (default: config.toml in the settings folder,
        /// ~/.config/annabella on Linux, %APPDATA%\annabella on Windows,
        /// ~/Library/Application Support/annabella on macOS; read for
        /// interactive games only).
        #[arg(long, value_name = "FILE")]
        config: Option<PathBuf>,
        /// Write everything typed, said and printed to FILE as a transcript
        /// that `annabella check` replays (a new file).
        #[arg(long, value_name = "FILE")]
        record: Option<PathBuf>,
        /// Folder for the journal and score of this game (default at a
        /// terminal: a new folder in the games folder of the data
        /// directory, ~/.local/share/annabella/games on Linux,
        /// %APPDATA%\annabella\games on Windows, ~/Library/Application
        /// Support/annabella/games on macOS). A folder that holds a game
        /// already is refused: resume that game instead.
        #[arg(long, value_name = "DIR")]
        game_dir: Option<PathBuf>,
        /// Play without a journal: a crash loses the game.
        #[arg(long)]
        no_journal: bool,
        #[command(flatten)]
        listen: listening::ListenArgs,
    },
    /// Analyse a game with a UCI engine: where it turned, move by move, in words; writes the PGN with evaluations and marks
    #[command(alias = "analyze", alias = "analysieren")]
    Analyse {
        /// The game: a journal (journal.txt) or a PGN file.
        game: PathBuf,
        /// The engine: a program on the PATH or its path.
        #[arg(long, value_name = "ENGINE", default_value = "stockfish")]
        engine: String,
        /// Nodes searched in each position.
        #[arg(long, value_name = "N", default_value_t = crate::game_loop::analysis::ANALYSIS_NODES)]
        nodes: u64,
        /// Write the game with evaluations and marks as PGN to FILE, and beside it its braille scoresheet with the marks (NAME.brf, NAME-braille.txt).
        #[arg(long, value_name = "FILE")]
        pgn: Option<PathBuf>,
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
    /// Hear recorded utterances (WAV files) in a position: one line per
    /// file, tab-separated: the file, the move heard in SAN ("-" nothing
    /// heard, "?" unsure), the confidence, the words heard, and the
    /// candidates when unsure.
    Hear {
        /// The recordings.
        #[arg(required_unless_present = "list_microphones", value_name = "FILE")]
        files: Vec<PathBuf>,
        /// The position (default: the start).
        #[arg(long, value_name = "FEN")]
        fen: Option<String>,
        /// The words listened for: de, en, nato, or a vocabulary file.
        #[arg(long, value_name = "VOCABULARY", default_value = "de")]
        vocabulary: String,
        /// The speech recogniser: pocketsphinx, optionally with the folder
        /// of its model (pocketsphinx:DIR).
        #[arg(long, value_name = "ENGINE", default_value = "pocketsphinx")]
        listen: String,
        /// List the microphones, one per line, the default one first.
        #[arg(long)]
        list_microphones: bool,
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
        /// Replace pages that are in the folder already (each is named).
        #[arg(long, requires = "dir")]
        force: bool,
    },
    /// Simulate a Dot Pad pin display on a pseudo-terminal (prints its
    /// path; type braille on its Perkins keys with `type CELLS`).
    DotpadSim(devices::dotpad::sim::DotPadSimArgs),
    /// Serve the arbiter's table: the round's PGN for broadcast services, the live event stream and the arbiter's page, fed by each player's annabella
    Serve {
        /// Address and port to listen on (127.0.0.1 is this computer only)
        #[arg(long, value_name = "ADDR:PORT", default_value = "127.0.0.1:8080")]
        bind: String,
        /// The tournament token the players post with (default: a new random one, printed)
        #[arg(long, value_name = "TOKEN")]
        token: Option<String>,
        /// The arbiter's key for the page's actions (default: a new random one, printed)
        #[arg(long, value_name = "KEY")]
        arbiter_key: Option<String>,
        /// Language of the arbiter's page and of these messages: en, de or ru (default from the environment)
        #[arg(long, value_name = "LANG")]
        lang: Option<String>,
    },
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

/// Whether a person types (the REPL) rather than a script.
fn interactive(run: &RunArgs) -> bool {
    run.script.is_none() && std::io::stdin().is_terminal()
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
        Err(e) if crate::cli_errors::is_answer(&e) => {
            // Help or the version was asked for: only now are the help
            // texts put into the user's language (not on every start).
            let localized = crate::cli_help::localize(
                <Cli as clap::CommandFactory>::command(),
                crate::cli_errors::lang_of_args(&args),
            );
            let answer = localized.try_get_matches_from(&args).err().unwrap_or(e);
            let _ = answer.print();
            Err(ExitCode::SUCCESS)
        }
        Err(e) => {
            let texts = texts(crate::cli_errors::lang_of_args(&args));
            let why = crate::cli_errors::CliError::from_clap(&e);
            eprintln!("annabella: {}", texts.cli_error(&why));
            let command = crate::cli_errors::subcommand_of_args(&args)
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

/// Reads the command line and carries out its subcommand.
pub fn main() -> ExitCode {
    let _console = crate::console::Utf8Console::set();
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
            listen,
        } => play(
            run, *game, game_dir, record, config, earcons, no_journal, listen,
        ),
        Command::Check { files, bless } => check(files, bless),
        Command::Analyse {
            game,
            engine,
            nodes,
            pgn,
        } => analyse::analyse(&game, &engine, nodes, pgn),
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
        Command::Hear {
            list_microphones: true,
            ..
        } => hear::list_microphones(),
        Command::Hear {
            files,
            fen,
            vocabulary,
            listen,
            list_microphones: false,
        } => hear(files, fen, vocabulary, listen),
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
                let text = crate::bounded::read_text(p, crate::bounded::FileKind::Envelope).ok()?;
                crate::adjourn::looks_like_envelope(&text).then_some((text, p.clone()))
            });
            match envelope {
                Some((text, path)) => {
                    resume_envelope(&text, &path, run, time_control, draw, resign)
                }
                None => match downtime.as_str() {
                    "paused" => resume(journal, run, board, dgt, dotpad, false, Vec::new()),
                    "counts" => resume(journal, run, board, dgt, dotpad, true, Vec::new()),
                    other => fail(format_args!(
                        "--downtime {other}: expected paused or counts"
                    )),
                },
            }
        }
        Command::Completions { shell } => completions(shell),
        Command::Man { dir, force } => manual(dir, force),
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
        Command::Serve {
            bind,
            token,
            arbiter_key,
            lang,
        } => serve::serve(bind, token, arbiter_key, lang),
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
    use crate::cli_help;
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
            assert_eq!(crate::messages::catalog_text(Lang::En, &id), text, "{id}");
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
