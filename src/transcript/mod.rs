//! Transcripts: input lines and the output each must produce. The format
//! is in docs/transcripts.md. This module reads and writes them (`play
//! --record`); [`crate::check`] runs them against a fresh session.
//!
//! ```text
//! # a comment
//! ! --lang de --fen "8/8/8/8/8/8/8/K6k w - - 0 1"
//! > Nf3
//! = Nf3
//! > fen
//! < rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1
//! ```

use clap::Parser;

use crate::cli::{GameArgs, split_words};
use crate::reply::Reply;
use laws::lang::Lang;

/// The session arguments a transcript header may give.
#[derive(Parser, Debug)]
#[command(name = "!", no_binary_name = true)]
struct HeaderArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Start from a game journal (as `annabella resume` does after a
    /// crash); read only, the file is not changed.
    #[arg(long, value_name = "FILE")]
    resume_journal: Option<String>,
    /// Start from an adjourned game's envelope (as `annabella resume
    /// ENVELOPE`), opened with `--secret`.
    #[arg(long, value_name = "FILE")]
    open_envelope: Option<String>,
    #[arg(long)]
    secret: Option<String>,
}

/// How a transcript's session begins.
pub enum Start {
    Fresh(crate::session::SessionOptions),
    Journal(std::path::PathBuf),
    Envelope {
        path: std::path::PathBuf,
        secret: String,
        opts: crate::session::SessionOptions,
    },
}

/// One line of a transcript file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// `# ...` or an empty line: kept as is.
    Comment(String),
    /// `! args`: session options, before the first input.
    Options(String),
    /// `> text`: typed by the user.
    Input(String),
    /// `= text` (said and printed), `< text` (printed only) or `" text`
    /// (said only: the spoken form of printed lines).
    Output(Reply),
}

/// A parsed transcript, with the line number of each line.
#[derive(Clone, Debug)]
pub struct Transcript {
    pub lines: Vec<(usize, Line)>,
    /// Folder that relative file names in the options are read from (the
    /// transcript's own folder when it comes from a file).
    pub base: Option<std::path::PathBuf>,
}

/// A line that is none of the known kinds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Renders a reply as a transcript line.
pub fn reply_line(r: &Reply) -> String {
    match r {
        // Said and printed (an announcement, a sentence in parts alike).
        Reply::Said(s) if s.is_printed() => format!("= {}", s.text()),
        // Said only: the spoken form of printed lines.
        Reply::Said(s) => format!("\" {}", s.text()),
        Reply::Print(s) => format!("< {s}"),
        Reply::Device(s) => format!("% {s}"),
        Reply::Sound(e) => format!("^ {}", e.name()),
        Reply::Voice(s, c) => format!("~ {}", crate::reply::voice_name(*s, *c)),
        Reply::StopSpeech => "~ stop".to_string(),
        // The game loop writes files and says how it went; a job that
        // reaches a transcript is shown as a device line.
        Reply::Write(job) => format!("% write {}", job.path.display()),
        // Likewise a pin board command the loop did not carry out.
        Reply::Board(c) => format!("% {c}"),
    }
}

fn rest(s: &str) -> String {
    s.get(1..)
        .map(|r| r.strip_prefix(' ').unwrap_or(r))
        .unwrap_or("")
        .to_string()
}

impl Transcript {
    pub fn parse(text: &str) -> Result<Transcript, FormatError> {
        let mut lines = Vec::new();
        let mut seen_input = false;
        for (i, raw) in text.lines().enumerate() {
            let n = i + 1;
            let line = match raw.chars().next() {
                None => Line::Comment(String::new()),
                Some('#') => Line::Comment(raw.to_string()),
                Some('!') if seen_input => {
                    return Err(FormatError {
                        line: n,
                        message: "options (!) must come before the first input (>)".into(),
                    });
                }
                Some('!') => Line::Options(rest(raw)),
                Some('>') => {
                    seen_input = true;
                    Line::Input(rest(raw))
                }
                Some('=') => Line::Output(Reply::say(rest(raw))),
                Some('<') => Line::Output(Reply::Print(rest(raw))),
                Some('"') => Line::Output(Reply::spoken(speech::Mixed::plain(rest(raw)))),
                Some('%') => Line::Output(Reply::Device(rest(raw))),
                Some('~') => {
                    use speech::{Change, Setting};
                    let v = match rest(raw).trim() {
                        "louder" => (Setting::Volume, Change::Up),
                        "quieter" => (Setting::Volume, Change::Down),
                        "faster" => (Setting::Rate, Change::Up),
                        "slower" => (Setting::Rate, Change::Down),
                        "stop" => {
                            lines.push((n, Line::Output(Reply::StopSpeech)));
                            continue;
                        }
                        other => {
                            return Err(FormatError {
                                line: n,
                                message: format!("'{other}' is not a voice change"),
                            });
                        }
                    };
                    Line::Output(Reply::Voice(v.0, v.1))
                }
                Some('^') => match speech::Earcon::from_name(&rest(raw)) {
                    Some(e) => Line::Output(Reply::Sound(e)),
                    None => {
                        return Err(FormatError {
                            line: n,
                            message: format!("'{}' is not a sound name", rest(raw)),
                        });
                    }
                },
                Some(_) => {
                    return Err(FormatError {
                        line: n,
                        message: format!(
                            "'{}' starts with none of # ! > = <",
                            raw.chars().take(40).collect::<String>()
                        ),
                    });
                }
            };
            lines.push((n, line));
        }
        Ok(Transcript { lines, base: None })
    }

    /// The header's text: all `!` lines.
    fn options_text(&self) -> String {
        let mut text = String::new();
        for (_, l) in &self.lines {
            if let Line::Options(o) = l {
                text.push_str(o);
                text.push(' ');
            }
        }
        text
    }

    /// How the session starts: fresh, from a journal or from an envelope.
    pub fn start(&self) -> Result<Start, String> {
        let text = self.options_text();
        let args = HeaderArgs::try_parse_from(split_words(&text)?).map_err(|e| e.to_string())?;
        let at_base = |p: &str| match &self.base {
            Some(b) if std::path::Path::new(p).is_relative() => b.join(p),
            _ => std::path::PathBuf::from(p),
        };
        if let Some(j) = &args.resume_journal {
            return Ok(Start::Journal(at_base(j)));
        }
        let opts = options_with_base(&text, self.base.as_deref())?;
        if let Some(e) = &args.open_envelope {
            return Ok(Start::Envelope {
                path: at_base(e),
                secret: args.secret.clone().unwrap_or_default(),
                opts,
            });
        }
        Ok(Start::Fresh(opts))
    }

    /// The transcript with every expected output replaced by `outcome`'s
    /// actual output (`check --bless`). Comments and inputs stay.
    pub fn blessed(&self, outcome: &Outcome) -> String {
        let mut out = String::new();
        let emit = |out: &mut String, b: usize| {
            for a in outcome
                .blocks
                .get(b)
                .map(|bl| bl.actual.as_slice())
                .unwrap_or(&[])
            {
                out.push_str(a);
                out.push('\n');
            }
        };
        // The greeting goes right before the first input; every other
        // block's output right after its input.
        let mut block = 0;
        for (_, l) in &self.lines {
            match l {
                Line::Output(_) => {}
                Line::Input(text) => {
                    if block == 0 {
                        emit(&mut out, 0);
                    }
                    block += 1;
                    out.push_str(&format!("> {text}\n"));
                    emit(&mut out, block);
                }
                Line::Comment(c) => {
                    out.push_str(c);
                    out.push('\n');
                }
                Line::Options(o) => out.push_str(&format!("! {o}\n")),
            }
        }
        if block == 0 {
            emit(&mut out, 0);
        }
        out
    }
}

/// Session options from an options line (`--fen "..." --lang de`), as in a
/// transcript's `!` lines or a journal's setup record.
pub fn options_from_text(text: &str) -> Result<crate::session::SessionOptions, String> {
    options_with_base(text, None)
}

fn options_with_base(
    text: &str,
    base: Option<&std::path::Path>,
) -> Result<crate::session::SessionOptions, String> {
    let words = split_words(text)?;
    let mut args = HeaderArgs::try_parse_from(words).map_err(|e| e.to_string())?;
    if let (Some(base), Some(pgn)) = (base, &args.game.pgn)
        && std::path::Path::new(pgn).is_relative()
    {
        args.game.pgn = Some(base.join(pgn).display().to_string());
    }
    // Transcripts are language-neutral: English unless they say.
    args.game.to_options(Lang::En).map_err(|e| e.to_string())
}

/// Expected and actual output after one input.
#[derive(Clone, Debug)]
pub struct Block {
    pub input: Option<String>,
    pub line: usize,
    pub expected: Vec<String>,
    pub actual: Vec<String>,
}

/// The result of running a transcript.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub blocks: Vec<Block>,
}

impl Outcome {
    pub fn passed(&self) -> bool {
        self.blocks.iter().all(|b| b.expected == b.actual)
    }

    /// A readable diff: for each differing block, the input, then the
    /// expected lines marked "-" and the actual lines marked "+".
    pub fn diff(&self, name: &str) -> Vec<String> {
        let mut out = Vec::new();
        for b in self.blocks.iter().filter(|b| b.expected != b.actual) {
            match &b.input {
                Some(i) => out.push(format!("{name}:{}: after > {i}", b.line)),
                None => out.push(format!("{name}: before the first input")),
            }
            for e in &b.expected {
                if !b.actual.contains(e) {
                    out.push(format!("  - {e}"));
                }
            }
            for a in &b.actual {
                if !b.expected.contains(a) {
                    out.push(format!("  + {a}"));
                }
            }
            if b.expected.iter().all(|e| b.actual.contains(e))
                && b.actual.iter().all(|a| b.expected.contains(a))
            {
                out.push("  (same lines, different order or count)".into());
                for e in &b.expected {
                    out.push(format!("  - {e}"));
                }
                for a in &b.actual {
                    out.push(format!("  + {a}"));
                }
            }
        }
        out
    }
}

/// Writes a session as a transcript while it is played (`play --record`):
/// everything typed, said and printed, with the time that passed between
/// lines as `wait` steps, so `annabella check` replays it on virtual time.
pub struct TranscriptWriter {
    out: std::io::BufWriter<Box<dyn std::io::Write + Send>>,
    /// Session time of the last line written.
    last: std::time::Duration,
}

impl TranscriptWriter {
    /// Creates the file with a comment, the session options and the
    /// session's greeting.
    pub fn create(
        path: &std::path::Path,
        options: &str,
        start: &[Reply],
    ) -> std::io::Result<TranscriptWriter> {
        let file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)?;
        TranscriptWriter::to_writer(Box::new(file), options, start)
    }

    /// The same on any writer (a file; in tests, one that fails).
    pub fn to_writer(
        writer: Box<dyn std::io::Write + Send>,
        options: &str,
        start: &[Reply],
    ) -> std::io::Result<TranscriptWriter> {
        use std::io::Write;
        let mut out = std::io::BufWriter::new(writer);
        writeln!(
            out,
            "# Recorded by annabella {}.",
            env!("CARGO_PKG_VERSION")
        )?;
        if !options.trim().is_empty() {
            writeln!(out, "! {options}")?;
        }
        for r in start {
            writeln!(out, "{}", reply_line(r))?;
        }
        out.flush()?;
        Ok(TranscriptWriter {
            out,
            last: std::time::Duration::ZERO,
        })
    }

    fn wait_until(&mut self, now: std::time::Duration) -> std::io::Result<()> {
        use std::io::Write;
        let ms = now.saturating_sub(self.last).as_millis();
        if ms > 0 {
            writeln!(self.out, "> wait {ms}ms")?;
        }
        self.last = now;
        Ok(())
    }

    /// A line typed at session time `typed` and its replies, with the
    /// session at `now` after it. Time the line itself made pass (`wait
    /// 13m30s`) is carried by the line on replay, so it is not written as
    /// a `wait` step of its own as well.
    pub fn line(
        &mut self,
        typed: std::time::Duration,
        now: std::time::Duration,
        input: &str,
        replies: &[Reply],
    ) -> std::io::Result<()> {
        use std::io::Write;
        self.wait_until(typed)?;
        self.last = now.max(typed);
        writeln!(self.out, "> {input}")?;
        for r in replies {
            writeln!(self.out, "{}", reply_line(r))?;
        }
        self.out.flush()
    }

    /// What the session said about the last line once a question it left
    /// open was answered (a dead position proved while the players
    /// thought): written with that line's replies, without a `wait`,
    /// because a replay on virtual time answers it right after the line.
    pub fn answered(&mut self, replies: &[Reply]) -> std::io::Result<()> {
        use std::io::Write;
        for r in replies {
            writeln!(self.out, "{}", reply_line(r))?;
        }
        self.out.flush()
    }

    /// What the session said by itself (clock warnings, a flag fall) when
    /// time passed.
    pub fn tick(&mut self, now: std::time::Duration, replies: &[Reply]) -> std::io::Result<()> {
        use std::io::Write;
        if replies.is_empty() {
            return Ok(());
        }
        self.wait_until(now)?;
        // The `wait` line above carries these replies on replay.
        for r in replies {
            writeln!(self.out, "{}", reply_line(r))?;
        }
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_all_kinds() {
        let t = Transcript::parse("# c\n! --lang de\n> e4\n= e4\n< x\n").unwrap();
        assert_eq!(t.lines.len(), 5);
        assert_eq!(t.lines[1].1, Line::Options("--lang de".into()));
        assert_eq!(t.lines[4].1, Line::Output(Reply::Print("x".into())));
        assert!(Transcript::parse("> e4\n! --lang de\n").is_err());
        assert_eq!(Transcript::parse("e4\n").unwrap_err().line, 1);
    }
}
