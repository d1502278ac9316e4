//! The interactive REPL: line editing (rustyline), history, completion of
//! command names and Appendix F words, and a clock that is watched while
//! the player thinks.
//!
//! Three threads: the terminal (rustyline) sends lines; a ticker sends a
//! tick four times a second; the session thread owns the [`Session`] and
//! answers both. A flag that falls while the player is typing is printed at
//! once (rustyline's external printer), so nobody has to look at a clock.

use std::io::Write;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, OnceLock};
use std::thread;
use std::time::Duration;

use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, ExternalPrinter, Helper};

use crate::game_loop::GameLoop;
use crate::session::Reply;

/// Where the REPL keeps things.
#[derive(Default)]
pub struct ReplOptions {
    /// Said at start instead of the session's greeting (after a resume).
    pub first: Vec<Reply>,
    /// History file; `None` keeps no history.
    pub history: Option<PathBuf>,
}

/// Something for the session thread to do.
enum Event {
    /// A typed line; the replies go back on the channel.
    Line(String, Sender<Answer>),
    /// Time passed.
    Tick,
    /// Save the score and stop.
    Quit(Sender<Answer>),
}

/// The session thread's answer to a line: the text to print.
struct Answer {
    text: String,
    prompt: String,
    /// The next line is a sealed move or a secret: keep it out of the
    /// history file.
    private_next: bool,
}

/// Completes command names and move words at the cursor. The words of
/// every language's catalog are gathered by the session thread after the
/// prompt is up (that loads all catalogs); until then nothing completes.
struct WordCompleter {
    words: Arc<OnceLock<Vec<String>>>,
}

impl Completer for WordCompleter {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let head = line.get(..pos).unwrap_or(line);
        let start = head.rfind(' ').map_or(0, |i| i + 1);
        let partial = head.get(start..).unwrap_or("").to_lowercase();
        if partial.is_empty() {
            return Ok((pos, Vec::new()));
        }
        let Some(words) = self.words.get() else {
            return Ok((pos, Vec::new()));
        };
        let found = words
            .iter()
            .filter(|w| w.to_lowercase().starts_with(&partial))
            .map(|w| Pair {
                display: w.clone(),
                replacement: w.clone(),
            })
            .collect();
        Ok((start, found))
    }
}

impl Hinter for WordCompleter {
    type Hint = String;
}
impl Highlighter for WordCompleter {}
impl Validator for WordCompleter {}
impl Helper for WordCompleter {}

fn print(out: &mut impl Write, text: &str) {
    let _ = write!(out, "{text}");
    let _ = out.flush();
}

/// The session thread: owns the game loop, answers lines and ticks.
fn session_thread(
    mut game: GameLoop,
    events: Receiver<Event>,
    mut printer: Option<Box<dyn ExternalPrinter + Send>>,
    words: Arc<OnceLock<Vec<String>>>,
) {
    let _ = words.set(game.session().completion_words());
    while let Ok(ev) = events.recv() {
        match ev {
            Event::Line(line, back) => {
                let replies = game.line(&line);
                let _ = back.send(Answer {
                    text: game.show(&replies),
                    prompt: game.prompt(),
                    private_next: game.next_is_private(),
                });
            }
            Event::Tick => {
                let replies = game.tick();
                // The speech backend is found in the background: its
                // start-up line comes with the next tick.
                let text = if replies.is_empty() {
                    game.notices()
                } else {
                    game.show(&replies)
                };
                if text.is_empty() {
                    continue;
                }
                match printer.as_mut() {
                    Some(p) => {
                        if p.print(text.clone()).is_err() {
                            print!("{text}");
                        }
                    }
                    None => print!("{text}"),
                }
            }
            Event::Quit(back) => {
                let replies = game.quit();
                let _ = back.send(Answer {
                    text: game.show(&replies),
                    prompt: String::new(),
                    private_next: false,
                });
                game.finish();
                return;
            }
        }
    }
}

/// Runs the REPL until the player leaves. Standard input must be a terminal.
pub fn run(mut game: GameLoop, opts: ReplOptions) -> std::io::Result<()> {
    let mut editor: Editor<WordCompleter, DefaultHistory> =
        Editor::new().map_err(std::io::Error::other)?;
    let words = Arc::new(OnceLock::new());
    editor.set_helper(Some(WordCompleter {
        words: Arc::clone(&words),
    }));
    if let Some(h) = &opts.history {
        // A missing history file is normal on the first run.
        let _ = editor.load_history(h);
    }
    let printer: Option<Box<dyn ExternalPrinter + Send>> = editor
        .create_external_printer()
        .ok()
        .map(|p| Box::new(p) as Box<dyn ExternalPrinter + Send>);

    let stdout = std::io::stdout();
    let start = if opts.first.is_empty() {
        game.session().start()
    } else {
        opts.first.clone()
    };
    print(&mut stdout.lock(), &game.show(&start));
    let mut prompt = game.prompt();
    let mut private = game.next_is_private();
    let texts = game.session().texts();

    let (tx, rx) = mpsc::channel();
    let worker = thread::spawn(move || session_thread(game, rx, printer, words));
    let ticker_tx = tx.clone();
    thread::spawn(move || {
        while ticker_tx.send(Event::Tick).is_ok() {
            thread::sleep(Duration::from_millis(250));
        }
    });

    let ask = |line: String| -> Option<Answer> {
        let (back, answer) = mpsc::channel();
        tx.send(Event::Line(line, back)).ok()?;
        answer.recv().ok()
    };
    let mut confirm_quit = false;
    loop {
        match editor.readline(&prompt) {
            Ok(line) => {
                if confirm_quit {
                    confirm_quit = false;
                    if texts.is_yes(line.trim()) {
                        break;
                    }
                    if texts.is_no(line.trim()) {
                        continue;
                    }
                }
                // A sealed move or a secret never reaches the history file.
                if !line.trim().is_empty() && !private {
                    let _ = editor.add_history_entry(line.as_str());
                }
                let Some(answer) = ask(line) else { break };
                print(&mut stdout.lock(), &answer.text);
                prompt = answer.prompt;
                private = answer.private_next;
            }
            // Ctrl-C asks before leaving a running game.
            Err(ReadlineError::Interrupted) => {
                if confirm_quit {
                    break;
                }
                confirm_quit = true;
                print(&mut stdout.lock(), &format!("{}\n", texts.confirm_quit()));
            }
            // Ctrl-D saves and leaves.
            Err(ReadlineError::Eof) => break,
            Err(e) => {
                eprintln!("annabella: {e}");
                break;
            }
        }
    }
    let (back, answer) = mpsc::channel();
    if tx.send(Event::Quit(back)).is_ok()
        && let Ok(a) = answer.recv()
    {
        print(&mut stdout.lock(), &a.text);
    }
    drop(tx);
    let _ = worker.join();
    if let Some(h) = &opts.history {
        if let Some(parent) = h.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        let _ = editor.save_history(h);
    }
    Ok(())
}
