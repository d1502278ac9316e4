//! Moves heard, not typed: what an utterance becomes in the game. A move
//! heard surely becomes the line a player would have typed (so it takes
//! the same path: touch-move, clock, journal, devices); an unsure one is
//! asked about ("Springer Felix drei oder Springer Hektor drei?") and the
//! answer, spoken or typed, decides. Speech that is neither a move nor a
//! command is ignored without a word, unless a question waits.

use std::path::PathBuf;

use listen::{Command, EngineChoice, GrammarBuilder, Meaning, Recogniser, Verdict, decide};
use phonetics::{AnnounceOptions, Announcer, Builtin, Vocabulary};
use shakmaty::{Chess, san::SanPlus};

use crate::messages::Texts;

/// When a heard move is confirmed before it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum Confirm {
    /// Every heard move is asked about.
    Always,
    // The default: on the benchmark (docs/listening.md) no wrong move was
    // played without a question in any condition, and a move played is
    // said back, so a misheard one is heard at once.
    /// Only when the recogniser is unsure (the default).
    #[default]
    Unsure,
    /// Never: the best guess is played (wrong moves happen).
    Never,
}

/// What the game loop does with an utterance.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Take this line as if typed.
    Line(String),
    /// Say this question and wait for the answer.
    Ask(String),
    /// Say this (the answer was not understood) and keep waiting.
    Say(String),
    /// Nothing to do.
    Ignore,
}

/// Hears utterances in the game's current position.
pub struct Listener {
    recogniser: Box<dyn Recogniser>,
    builder: GrammarBuilder,
    short: Announcer,
    confirm: Confirm,
    /// The candidates of the question waiting for an answer.
    pending: Vec<Meaning>,
    keep_audio: Option<PathBuf>,
    kept: usize,
    texts: &'static dyn Texts,
    /// What the last utterance was heard as, for the journal.
    record: Option<String>,
}

/// One utterance as the journal keeps it, in no one language: the words
/// heard, how sure (0 to 1), the verdict, and the kept audio's file name.
fn record_of(heard: &listen::Hearing, kept: Option<&std::path::Path>) -> String {
    let verdict = match &heard.verdict {
        Verdict::Nothing => "-".to_string(),
        Verdict::Sure(m) => m.label().to_string(),
        Verdict::Unsure(c) => {
            let labels: Vec<&str> = c.iter().map(|m| m.label()).collect();
            format!("? {}", labels.join(" "))
        }
    };
    let mut out = format!("{}; {:.2}; {verdict}", heard.words, heard.confidence);
    if let Some(name) = kept.and_then(|p| p.file_name()) {
        out.push_str(&format!("; {}", name.to_string_lossy()));
    }
    out
}

/// The line the session reads for a command.
fn command_line(command: Command) -> &'static str {
    match command {
        Command::Time => "time",
        Command::Draw => "offer",
        Command::Claim => "claim",
        Command::Resign => "resign",
        Command::Yes => "accept",
        Command::No => "decline",
        Command::Correct => "correct",
        Command::Repeat => "repeat",
        Command::Stop => "stop",
    }
}

impl Listener {
    /// A listener with the recogniser `choice` for the words of the
    /// vocabulary `vocab_id` (a built-in one or a file).
    pub fn new(
        choice: &EngineChoice,
        vocab_id: &str,
        confirm: Confirm,
        keep_audio: Option<PathBuf>,
        texts: &'static dyn Texts,
    ) -> Result<Listener, String> {
        let builtin = Builtin::from_id(vocab_id);
        let vocab: Vocabulary = match builtin {
            Some(b) => b.load(),
            None => Vocabulary::load(std::path::Path::new(vocab_id)),
        }
        .map_err(|e| e.to_string())?;
        let builder = GrammarBuilder::new(&vocab).map_err(|e| texts.listen_error(&e))?;
        let mut recogniser = listen::open(choice, builtin).map_err(|e| texts.listen_error(&e))?;
        // A vocabulary whose words the recogniser cannot say (one with no
        // pronunciations in its phones) is said now, once, not at every
        // utterance of the game.
        recogniser
            .prepare(&builder.build(&Chess::default(), true))
            .map_err(|e| texts.listen_error(&e))?;
        let short = Announcer::new(
            vocab,
            AnnounceOptions {
                short_form: true,
                ..AnnounceOptions::default()
            },
        );
        Ok(Listener {
            recogniser,
            builder,
            short,
            confirm,
            pending: Vec::new(),
            keep_audio,
            kept: 0,
            texts,
            record: None,
        })
    }

    /// Whether a question waits for its answer.
    pub fn asking(&self) -> bool {
        !self.pending.is_empty()
    }

    /// What the last utterance heard was heard as, once, for the journal:
    /// the words, how sure, the verdict (the move's SAN or the command,
    /// `?` and the candidates when unsure) and the file it was kept in.
    pub fn take_record(&mut self) -> Option<String> {
        self.record.take()
    }

    /// A typed line answered the question (or made it moot).
    pub fn forget_question(&mut self) {
        self.pending.clear();
    }

    /// The words of a candidate, as annabella says it.
    fn spoken(&self, pos: &Chess, meaning: &Meaning) -> String {
        match meaning {
            Meaning::Move(san) => san
                .parse::<SanPlus>()
                .ok()
                .and_then(|s| s.san.to_move(pos).ok())
                .map(|m| self.short.announce(pos, m))
                .unwrap_or_else(|| san.clone()),
            Meaning::Command(c) => self
                .builder
                .command_word(*c)
                .unwrap_or_else(|| c.key().to_string()),
        }
    }

    fn question(&self, pos: &Chess, candidates: &[Meaning]) -> String {
        let words: Vec<String> = candidates.iter().map(|m| self.spoken(pos, m)).collect();
        self.texts.listen_which(&words)
    }

    /// A command that cannot be taken back: resigning, offering a draw,
    /// claiming, and "ja" heard outside a question (it accepts a draw
    /// offer). Heard, it is never taken at once: talk beside the board can
    /// sound like one word of the grammar. It is said again, or typed.
    fn grave(meaning: &Meaning) -> bool {
        matches!(
            meaning,
            Meaning::Command(Command::Resign | Command::Draw | Command::Claim | Command::Yes)
        )
    }

    /// The question for a grave command: say it again, or type it.
    fn grave_question(&self, pos: &Chess, meaning: &Meaning) -> String {
        self.texts
            .listen_grave(&self.spoken(pos, meaning), &Self::line_of(meaning))
    }

    fn line_of(meaning: &Meaning) -> String {
        match meaning {
            Meaning::Move(san) => san.clone(),
            Meaning::Command(c) => command_line(*c).to_string(),
        }
    }

    /// What the utterance `samples` (16 kHz mono) means in `pos`, and the
    /// words heard with how sure (for the record).
    pub fn hear(&mut self, pos: &Chess, samples: &[i16]) -> (Outcome, Option<String>) {
        self.record = None;
        let mut kept = None;
        if let Some(dir) = &self.keep_audio {
            self.kept += 1;
            let path = dir.join(format!("utterance-{:04}.wav", self.kept));
            if let Err(e) = listen::audio::write_wav(&path, samples) {
                return (Outcome::Say(self.texts.listen_error(&e)), None);
            }
            kept = Some(path);
        }
        // While a question waits, every move may still be said: another
        // move than the candidates is a new announcement.
        let grammar = self.builder.build(pos, true);
        let hyps = match self.recogniser.recognise(samples, &grammar) {
            Ok(h) => h,
            Err(e) => return (Outcome::Say(self.texts.listen_error(&e)), None),
        };
        let heard = decide(&hyps, &grammar, self.recogniser.policy());
        let note = (!heard.words.is_empty())
            .then(|| self.texts.listen_heard(&heard.words, heard.confidence));
        if !heard.words.is_empty() {
            self.record = Some(record_of(&heard, kept.as_deref()));
        }
        if !self.pending.is_empty() {
            // Not sure among every move and command: heard again among
            // the answers alone, where the moves outside the question do
            // not compete; only a sure answer is taken (the free hearing
            // still tells another move said from a candidate).
            let verdict = match heard.verdict {
                Verdict::Sure(m) => Verdict::Sure(m),
                _ => {
                    let answers = grammar.only(&self.answers());
                    match self.recogniser.recognise(samples, &answers) {
                        Ok(h) => decide(&h, &answers, self.recogniser.policy()).verdict,
                        Err(e) => return (Outcome::Say(self.texts.listen_error(&e)), note),
                    }
                }
            };
            return (self.answer(pos, verdict), note);
        }
        (self.decide(pos, heard.verdict), note)
    }

    /// A new announcement or command.
    fn decide(&mut self, pos: &Chess, verdict: Verdict) -> Outcome {
        match verdict {
            Verdict::Nothing => Outcome::Ignore,
            Verdict::Sure(m) if Self::grave(&m) => {
                let asked = self.grave_question(pos, &m);
                self.pending = vec![m];
                Outcome::Ask(asked)
            }
            Verdict::Sure(m @ Meaning::Command(_)) => Outcome::Line(Self::line_of(&m)),
            Verdict::Sure(m) if self.confirm != Confirm::Always => Outcome::Line(Self::line_of(&m)),
            Verdict::Sure(m) => {
                self.pending = vec![m];
                Outcome::Ask(self.question(pos, &self.pending))
            }
            Verdict::Unsure(c) if self.confirm == Confirm::Never => {
                Outcome::Line(Self::line_of(&c[0]))
            }
            Verdict::Unsure(c) => {
                self.pending = c;
                Outcome::Ask(self.question(pos, &self.pending))
            }
        }
    }

    /// What answers the waiting question: a candidate, yes or no.
    fn answers(&self) -> Vec<Meaning> {
        let mut answers = self.pending.clone();
        answers.push(Meaning::Command(Command::Yes));
        answers.push(Meaning::Command(Command::No));
        answers
    }

    /// The answer to the waiting question.
    fn answer(&mut self, pos: &Chess, verdict: Verdict) -> Outcome {
        let yes = Meaning::Command(Command::Yes);
        let no = Meaning::Command(Command::No);
        let chosen = match verdict {
            Verdict::Sure(m) if m == no => {
                self.pending.clear();
                return Outcome::Say(self.texts.listen_not_played());
            }
            Verdict::Sure(m) if self.pending.contains(&m) => m,
            // "Ja" does not confirm what cannot be taken back: the word
            // itself, said again, does.
            Verdict::Sure(m)
                if m == yes && self.pending.len() == 1 && Self::grave(&self.pending[0]) =>
            {
                let asked = self.grave_question(pos, &self.pending[0]);
                return Outcome::Say(format!("{} {asked}", self.texts.listen_not_understood()));
            }
            Verdict::Sure(m) if m == yes && self.pending.len() == 1 => self.pending[0].clone(),
            // Another move: a new announcement, the question dropped.
            Verdict::Sure(m @ Meaning::Move(_)) => {
                self.pending.clear();
                return self.decide(pos, Verdict::Sure(m));
            }
            _ => {
                let again = self.question(pos, &self.pending);
                return Outcome::Say(format!("{} {again}", self.texts.listen_not_understood()));
            }
        };
        self.pending.clear();
        Outcome::Line(Self::line_of(&chosen))
    }
}
