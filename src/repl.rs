//! The interactive REPL: line editing (rustyline), history, completion of
//! command names and Appendix F words, and a clock that is watched while
//! the player thinks.
//!
//! Three threads: the terminal (rustyline) sends lines; a ticker sends a
//! tick four times a second; the session thread owns the [`Session`] and
//! answers both. A flag that falls while the player is typing is printed at
//! once (rustyline's external printer), so nobody has to look at a clock.
//!
//! The prompt follows moves made on a board: a move made on the pin
//! board or the DGT e-board while a line is typed is printed the same way,
//! and the prompt redrawn under it says the side now to move
//! ([`LivePrompt`]).

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

use rustyline::completion::{Completer, Pair};
use rustyline::config::Configurer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, ExternalPrinter, Helper, Prompt};
use unicode_segmentation::UnicodeSegmentation;

use crate::completion::Completions;
use crate::game_loop::GameLoop;
use crate::reply::Reply;

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

/// The prompt while a line is typed. A move made on a board changes it
/// (the session thread sets it before the move is printed, and the line
/// editor draws it again under the move). The line editor measures a
/// prompt once per line, so every prompt the game can show is kept at one
/// width: with a board attached, the width of the longer side's prompt,
/// shorter ones followed by spaces ("Weiß>    " beside "Schwarz> "); a
/// result longer than that is cut to it. Without a board the prompt keeps
/// its own width.
pub struct LivePrompt {
    /// The session's prompts, as it words them.
    natural: Vec<String>,
    /// The same prompts at one width.
    shown: Vec<String>,
    current: AtomicUsize,
}

fn width(s: &str) -> usize {
    s.graphemes(true).count()
}

impl LivePrompt {
    /// `choices` are the prompts the game can show, the two sides' first;
    /// `now` the prompt now. `boards`: a device that makes moves is
    /// attached, so the side to move can change while a line is typed, and
    /// both sides' prompts get one width; without one, the prompt now
    /// keeps its natural width (only a flag falling can change it, to a
    /// result).
    pub fn new(mut choices: Vec<String>, now: &str, boards: bool) -> LivePrompt {
        let current = match choices.iter().position(|c| c == now) {
            Some(i) => i,
            None => {
                choices.push(now.to_string());
                choices.len() - 1
            }
        };
        let sides = choices.iter().take(if boards { 2 } else { 0 });
        let wide = sides
            .map(|c| width(c))
            .chain(std::iter::once(width(now)))
            .max()
            .unwrap_or(0);
        let shown = choices
            .iter()
            .map(|c| {
                let w = width(c);
                if w <= wide {
                    format!("{c}{}", " ".repeat(wide - w))
                } else {
                    c.graphemes(true).take(wide).collect()
                }
            })
            .collect();
        LivePrompt {
            natural: choices,
            shown,
            current: AtomicUsize::new(current),
        }
    }

    /// The prompt is now `prompt`; false if it is none this prompt knows
    /// (it then stays as it was).
    pub fn set(&self, prompt: &str) -> bool {
        match self.natural.iter().position(|c| c == prompt) {
            Some(i) => {
                self.current.store(i, Ordering::Relaxed);
                true
            }
            None => false,
        }
    }
}

impl Prompt for LivePrompt {
    fn raw(&self) -> &str {
        let i = self.current.load(Ordering::Relaxed);
        self.shown.get(i).map_or("> ", String::as_str)
    }
}

/// The prompt for the game as it stands.
fn live_prompt(game: &GameLoop) -> Arc<LivePrompt> {
    Arc::new(LivePrompt::new(
        game.session().prompt_choices(),
        &game.prompt(),
        game.has_devices(),
    ))
}

/// The session thread's answer to a line: the text to print.
struct Answer {
    text: String,
    prompt: Arc<LivePrompt>,
    /// The next line is a sealed move or a secret: keep it out of the
    /// history file.
    private_next: bool,
}

/// Completes the word at the cursor: the command words of the session's
/// UI language and the words of a spoken move that can follow what is
/// typed ([`Completions`]). The session thread gives the completions for
/// the position after the prompt is up and again after every line and
/// every move made on a board; until then nothing completes.
struct WordCompleter {
    words: Arc<Mutex<Option<Completions>>>,
    /// The line being typed is a sealed move or a secret: it is not shown
    /// and nothing completes it.
    masking: bool,
}

impl Completer for WordCompleter {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        if self.masking {
            return Ok((pos, Vec::new()));
        }
        let head = line.get(..pos).unwrap_or(line);
        let Ok(words) = self.words.lock() else {
            return Ok((pos, Vec::new()));
        };
        let Some(words) = words.as_ref() else {
            return Ok((pos, Vec::new()));
        };
        let (start, found) = words.complete(head);
        // The one word that fits is followed by a blank: the next Tab
        // offers what can follow it.
        let only = found.len() == 1;
        let found = found
            .into_iter()
            .map(|w| Pair {
                display: w.clone(),
                replacement: if only { format!("{w} ") } else { w },
            })
            .collect();
        Ok((start, found))
    }
}

impl Hinter for WordCompleter {
    type Hint = String;
}
/// A sealed move or a secret is drawn as blanks (the screen shows no
/// letter of it, a screen reader reads none); other lines as typed.
impl Highlighter for WordCompleter {
    fn highlight<'l>(&self, line: &'l str, _pos: usize) -> std::borrow::Cow<'l, str> {
        if self.masking {
            std::borrow::Cow::Owned(" ".repeat(width(line)))
        } else {
            std::borrow::Cow::Borrowed(line)
        }
    }

    fn highlight_char(
        &self,
        _line: &str,
        _pos: usize,
        kind: rustyline::highlight::CmdKind,
    ) -> bool {
        self.masking && kind != rustyline::highlight::CmdKind::MoveCursor
    }
}
impl Validator for WordCompleter {}
impl Helper for WordCompleter {}

/// One line typed at the terminal without echo (the envelope's secret):
/// blanks are drawn for it, it completes nothing and reaches no history.
/// `None` when the input ended or the terminal failed.
pub fn read_hidden() -> Option<String> {
    let mut editor: Editor<WordCompleter, DefaultHistory> = Editor::new().ok()?;
    editor.set_helper(Some(WordCompleter {
        words: Arc::new(Mutex::new(None)),
        masking: true,
    }));
    editor.set_color_mode(rustyline::ColorMode::Forced);
    let _quiet = crate::console::EchoOff::set();
    editor.readline("").ok()
}

fn print(out: &mut impl Write, text: &str) {
    let _ = write!(out, "{text}");
    let _ = out.flush();
}

/// The session thread: owns the game loop, answers lines and ticks.
fn session_thread(
    mut game: GameLoop,
    events: Receiver<Event>,
    mut printer: Option<Box<dyn ExternalPrinter + Send>>,
    mut prompt: Arc<LivePrompt>,
    words: Arc<Mutex<Option<Completions>>>,
) {
    let complete_now = |game: &GameLoop| {
        if let Ok(mut w) = words.lock() {
            *w = Some(game.session().completions());
        }
    };
    complete_now(&game);
    while let Ok(ev) = events.recv() {
        match ev {
            Event::Line(line, back) => {
                // A line typed without echo is confirmed in words.
                let private = game.next_is_private();
                let mut replies = game.line(&line);
                if private {
                    let said = game.session().texts().secret_entered();
                    replies.insert(0, Reply::say(said));
                }
                prompt = live_prompt(&game);
                complete_now(&game);
                let _ = back.send(Answer {
                    text: game.show(&replies),
                    prompt: Arc::clone(&prompt),
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
                // A move made on a board: the prompt drawn again under it
                // says who is to move now.
                if !prompt.set(&game.prompt()) {
                    prompt = live_prompt(&game);
                }
                complete_now(&game);
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
                    prompt: Arc::clone(&prompt),
                    private_next: false,
                });
                // A backend that failed on the last lines is said too.
                print!("{}", game.finish());
                return;
            }
        }
    }
}

/// Runs the REPL until the player leaves. Standard input must be a terminal.
pub fn run(mut game: GameLoop, opts: ReplOptions) -> std::io::Result<()> {
    let mut editor: Editor<WordCompleter, DefaultHistory> =
        Editor::new().map_err(std::io::Error::other)?;
    let words = Arc::new(Mutex::new(None));
    editor.set_helper(Some(WordCompleter {
        words: Arc::clone(&words),
        masking: false,
    }));
    // Tab completes what is common to the words that fit, a second Tab
    // prints them as a list (a screen reader reads it; cycling through
    // them in the line would say one at a time).
    editor.set_completion_type(rustyline::CompletionType::List);
    let history = opts.history.as_deref().and_then(|h| {
        let (kept, said) = history_to_keep(h, game.session().texts());
        if let Some(said) = said {
            println!("{said}");
        }
        kept
    });
    if let Some(h) = &history {
        // A missing history file is normal on the first run.
        let _ = editor.load_history(h);
    }
    // A history file that cannot be written is said once; the game goes
    // on without keeping its lines.
    let history = history.and_then(|h| match history_writable(&h) {
        Ok(()) => Some(h),
        Err(e) => {
            let t = game.session().texts();
            let why = t.io_reason(Some(e.kind()), &e.to_string());
            println!("{}", t.history_not_written(&h.display().to_string(), &why));
            None
        }
    });
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
    let mut prompt = live_prompt(&game);
    let mut private = game.next_is_private();
    let texts = game.session().texts();

    let (tx, rx) = mpsc::channel();
    let shared = Arc::clone(&prompt);
    let worker = thread::spawn(move || session_thread(game, rx, printer, shared, words));
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
        // A sealed move or a secret: no echo (blanks are drawn, even on
        // a terminal without colours).
        if let Some(h) = editor.helper_mut() {
            h.masking = private;
        }
        editor.set_color_mode(if private {
            rustyline::ColorMode::Forced
        } else {
            rustyline::ColorMode::Enabled
        });
        // A terminal the editor cannot draw on would echo it: its echo
        // is off while such a line is typed.
        let read = {
            let _quiet = private.then(crate::console::EchoOff::set);
            editor.readline(prompt.as_ref())
        };
        match read {
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
                // quit (ende, выход) leaves as Ctrl-D does; never while a
                // sealed move or a secret is typed, where it is their text.
                if !private && texts.is_quit(&line) {
                    break;
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
    if let Some(h) = &history
        && let Err(e) = keep_history(editor.history_mut(), h)
    {
        let why = texts.io_reason(Some(e.kind()), &e.to_string());
        println!(
            "{}",
            texts.history_not_written(&h.display().to_string(), &why)
        );
    }
    Ok(())
}

/// The history file to read and keep, and what to say about it: one
/// larger than history files grow is not read (nor written), said once.
fn history_to_keep(
    path: &std::path::Path,
    texts: &dyn crate::messages::Texts,
) -> (Option<PathBuf>, Option<String>) {
    match crate::bounded::read(path, crate::bounded::FileKind::History) {
        Err(e @ crate::bounded::ReadError::TooLarge { .. }) => {
            (None, Some(texts.history_not_kept(&e)))
        }
        _ => (Some(path.to_path_buf()), None),
    }
}

/// Whether the history file can be written: opened for appending when
/// it is there; else its folder is made and the file made and taken away
/// again (it is written when the game ends, not before).
fn history_writable(path: &std::path::Path) -> std::io::Result<()> {
    if std::fs::symlink_metadata(path).is_ok() {
        return std::fs::OpenOptions::new()
            .append(true)
            .open(path)
            .map(drop);
    }
    if let Some(parent) = path.parent()
        && !parent.as_os_str().is_empty()
    {
        std::fs::create_dir_all(parent)?;
    }
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
    {
        Ok(_) => std::fs::remove_file(path),
        // Another game made it meanwhile: it can be written.
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

/// Adds this session's new lines to the history file, under the file's
/// lock, merged with what other sessions added meanwhile (two games at
/// once each keep their lines).
fn keep_history(history: &mut DefaultHistory, path: &std::path::Path) -> std::io::Result<()> {
    use rustyline::history::History;
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)?;
    }
    history.append(path).map_err(std::io::Error::other)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A history file larger than its limit is not read nor kept, said
    /// with the file and the limit; a missing one is kept (made later).
    #[test]
    fn a_history_file_too_large_is_not_read_and_said() {
        let dir =
            std::env::temp_dir().join(format!("annabella-history-big-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let big = dir.join("history.txt");
        let f = std::fs::File::create(&big).unwrap();
        f.set_len(crate::bounded::FileKind::History.limit() + 1)
            .unwrap();
        drop(f);
        let t = crate::messages::texts(laws::lang::Lang::En);
        let (kept, said) = history_to_keep(&big, t);
        assert_eq!(kept, None);
        let said = said.unwrap();
        assert!(said.contains("is larger than 1 megabyte"), "{said}");
        assert!(said.contains(&big.display().to_string()), "{said}");
        let missing = dir.join("none.txt");
        assert_eq!(history_to_keep(&missing, t), (Some(missing.clone()), None));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn two_sessions_at_once_keep_both_their_lines() {
        use rustyline::history::History;
        let dir = std::env::temp_dir().join(format!("annabella-history-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("history");
        let mut before = DefaultHistory::new();
        before.add("e4").unwrap();
        keep_history(&mut before, &path).unwrap();
        // Two games start from the same file ...
        let mut one = DefaultHistory::new();
        let mut two = DefaultHistory::new();
        one.load(&path).unwrap();
        two.load(&path).unwrap();
        one.add("Sf3").unwrap();
        two.add("Springer Felix drei").unwrap();
        // ... and end one after the other.
        keep_history(&mut one, &path).unwrap();
        keep_history(&mut two, &path).unwrap();
        let mut after = DefaultHistory::new();
        after.load(&path).unwrap();
        let lines: Vec<String> = (0..after.len())
            .map(|i| {
                after
                    .get(i, rustyline::history::SearchDirection::Forward)
                    .unwrap()
                    .unwrap()
                    .entry
                    .into_owned()
            })
            .collect();
        assert_eq!(lines, ["e4", "Sf3", "Springer Felix drei"]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Tab in a German session: German command words and Appendix words,
    /// only those that can follow what is typed.
    #[test]
    fn tab_completes_the_sessions_words_that_can_follow() {
        use crate::session::{Session, SessionOptions};
        let mut session = Session::new(&SessionOptions {
            lang: Some(laws::lang::Lang::De),
            ..SessionOptions::default()
        })
        .unwrap();
        let words = Arc::new(Mutex::new(Some(session.completions())));
        let helper = WordCompleter {
            words: Arc::clone(&words),
            masking: false,
        };
        let history = DefaultHistory::new();
        let complete = |line: &str| -> (usize, Vec<String>) {
            let ctx = Context::new(&history);
            let (start, found) = helper.complete(line, line.len(), &ctx).unwrap();
            let words = found.into_iter().map(|p| p.display).collect();
            (start, words)
        };
        // German command words, no English ones.
        assert_eq!(complete("zei").1, ["zeit"]);
        assert_eq!(complete("hil").1, ["hilfe"]);
        assert!(complete("hel").1.is_empty(), "{:?}", complete("hel"));
        assert!(complete("ti").1.is_empty(), "{:?}", complete("ti"));
        // Appendix words; the one word that fits is followed by a blank.
        assert_eq!(complete("Spr").1, ["Springer"]);
        let ctx = Context::new(&history);
        let (_, one) = helper.complete("Spr", 3, &ctx).unwrap();
        assert_eq!(one[0].replacement, "Springer ");
        // After a piece word only the files its legal moves name.
        let (start, after_knight) = complete("Springer ");
        assert_eq!(start, "Springer ".len());
        let mut sorted = after_knight.clone();
        sorted.sort();
        // (a departure rank may be said too: "Springer eins Felix drei")
        assert_eq!(
            sorted,
            [
                "Anna", "Bella", "Cäsar", "Felix", "Gustav", "Hektor", "eins"
            ]
        );
        // After a file the ranks of a legal move.
        assert_eq!(complete("Springer Felix ").1, ["drei"]);
        let mut pawn = complete("Eva ").1;
        pawn.sort();
        assert_eq!(pawn, ["drei", "vier", "zwei"]);
        assert_eq!(complete("Eva zwei ").1, ["Eva"]);
        assert_eq!(complete("Springer Felix d").1, ["drei"]);
        assert!(complete("Kurze ").1.is_empty());
        // After a move the position's moves are offered.
        session.handle("e4");
        *words.lock().unwrap() = Some(session.completions());
        assert_eq!(complete("Dame ").1, Vec::<String>::new());
        session.handle("e5");
        *words.lock().unwrap() = Some(session.completions());
        let mut queen = complete("Dame ").1;
        queen.sort();
        assert_eq!(queen, ["David", "Eva", "Felix", "Gustav", "Hektor", "eins"]);
        for m in ["Sf3", "Sc6", "Lc4", "Lc5"] {
            session.handle(m);
        }
        *words.lock().unwrap() = Some(session.completions());
        assert_eq!(complete("Kur").1, ["Kurze"]);
        assert_eq!(complete("Kurze ").1, ["Rochade"]);
        assert!(complete("Lange ").1.is_empty());
        // After a command word what can follow it, in German.
        let mut resign = complete("aufgeben ").1;
        resign.sort();
        assert_eq!(resign, ["schwarz", "weiß"]);
        assert_eq!(complete("reklamieren wie").1, ["wiederholung"]);
        let arbiter = complete("schiedsrichter ").1;
        assert!(arbiter.contains(&"plus".to_string()), "{arbiter:?}");
        assert!(!arbiter.contains(&"add".to_string()), "{arbiter:?}");
        assert_eq!(complete("brett he").1, ["heben"]);
        assert!(complete("zeit ").1.is_empty());
    }

    /// A history file that cannot be written is found before the game
    /// (and said), and keeping the lines reports the failure.
    #[test]
    fn a_history_file_that_cannot_be_written_is_found() {
        use rustyline::history::History;
        let dir = std::env::temp_dir().join(format!("annabella-nohistory-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // A folder where the file should be.
        let path = dir.join("history");
        std::fs::create_dir_all(&path).unwrap();
        assert!(history_writable(&path).is_err());
        let mut h = DefaultHistory::new();
        h.add("e4").unwrap();
        assert!(keep_history(&mut h, &path).is_err());
        // Under a file taken for a folder.
        let file = dir.join("file");
        std::fs::write(&file, "").unwrap();
        assert!(history_writable(&file.join("history")).is_err());
        // A fresh place is made, the file itself not yet.
        let fresh = dir.join("new").join("history");
        assert!(history_writable(&fresh).is_ok());
        assert!(!fresh.exists() && dir.join("new").is_dir());
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn choices(white: &str, black: &str) -> Vec<String> {
        [white, black, "1-0> ", "0-1> ", "1/2-1/2> ", "0-0> "]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    /// A move made on a board changes the prompt; every prompt keeps the
    /// width the line editor measured.
    #[test]
    fn the_prompt_follows_the_game_at_one_width() {
        let p = LivePrompt::new(choices("Weiß> ", "Schwarz> "), "Weiß> ", true);
        assert_eq!(p.raw(), "Weiß>    ");
        assert!(p.set("Schwarz> "));
        assert_eq!(p.raw(), "Schwarz> ");
        assert!(p.set("1/2-1/2> "));
        assert_eq!(p.raw(), "1/2-1/2> ");
        assert!(!p.set("Rot> "));
        assert_eq!(p.raw(), "1/2-1/2> ");

        // English: both sides are as wide; nothing is added, a long
        // result is cut to that width.
        let p = LivePrompt::new(choices("White> ", "Black> "), "White> ", true);
        assert_eq!(p.raw(), "White> ");
        assert!(p.set("Black> "));
        assert_eq!(p.raw(), "Black> ");
        assert!(p.set("1-0> "));
        assert_eq!(p.raw(), "1-0>   ");
        assert!(p.set("1/2-1/2> "));
        assert_eq!(p.raw(), "1/2-1/2");
        // A prompt the choices lack is taken as it is.
        let p = LivePrompt::new(choices("White> ", "Black> "), "Sealed> ", true);
        assert_eq!(p.raw(), "Sealed> ");

        // Without a board the prompt keeps its natural width; a flag that
        // falls while a line is typed shows the result at that width.
        let p = LivePrompt::new(choices("Weiß> ", "Schwarz> "), "Weiß> ", false);
        assert_eq!(p.raw(), "Weiß> ");
        assert!(p.set("0-1> "));
        assert_eq!(p.raw(), "0-1>  ");
    }
}
