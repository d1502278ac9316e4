//! The grammar of what can be said now: every legal move of the position
//! in the long and the short form of the vocabulary (with and without the
//! check word), and the commands a player says.

use std::collections::HashMap;

use phonetics::{AnnounceOptions, Announcer, Vocabulary};
use shakmaty::{CastlingSide, Chess, File, Position, Rank, Role, san::SanPlus};

use crate::ListenError;

/// A command a player says instead of a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// "What is the time?"
    Time,
    /// A draw offer.
    Draw,
    /// A claim (to the arbiter).
    Claim,
    /// Resigning the game.
    Resign,
    /// Yes, to a question.
    Yes,
    /// No, to a question.
    No,
    /// Correcting the last move.
    Correct,
    /// Saying the last announcement again.
    Repeat,
    /// Stop listening.
    Stop,
}

impl Command {
    /// Every command, in the order of `commands.toml`.
    pub const ALL: [Command; 9] = [
        Command::Time,
        Command::Draw,
        Command::Claim,
        Command::Resign,
        Command::Yes,
        Command::No,
        Command::Correct,
        Command::Repeat,
        Command::Stop,
    ];

    /// Its key in `commands.toml`.
    pub fn key(self) -> &'static str {
        match self {
            Command::Time => "time",
            Command::Draw => "draw",
            Command::Claim => "claim",
            Command::Resign => "resign",
            Command::Yes => "yes",
            Command::No => "no",
            Command::Correct => "correct",
            Command::Repeat => "repeat",
            Command::Stop => "stop",
        }
    }
}

/// What a phrase of the grammar means.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Meaning {
    /// A legal move, in standard algebraic notation ("Nf3").
    Move(String),
    /// A command.
    Command(Command),
}

impl Meaning {
    /// The move in SAN, or the command's key: what `hear` prints.
    pub fn label(&self) -> &str {
        match self {
            Meaning::Move(san) => san,
            Meaning::Command(c) => c.key(),
        }
    }
}

/// The words a grammar is written in: lower case, umlauts folded
/// ("Läufer" is "laeufer"), no punctuation.
pub fn token(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            c if c.is_alphanumeric() || c == '\'' => out.push(c),
            _ => {}
        }
    }
    out
}

/// The tokens of a phrase.
pub fn tokens(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(token)
        .filter(|t| !t.is_empty())
        .collect()
}

/// Builds the grammar of each position for one vocabulary.
#[derive(Clone, Debug)]
pub struct GrammarBuilder {
    announcers: Vec<Announcer>,
    commands: Vec<(Vec<String>, Command)>,
    vocabulary: String,
    kinds: Vec<Vec<String>>,
    shapes: Vec<String>,
}

/// The command words of every language, built in.
const COMMANDS: &str = include_str!("../commands.toml");

impl GrammarBuilder {
    /// A builder for `vocab`, with the commands of its language (English
    /// ones when `commands.toml` has none for it).
    pub fn new(vocab: &Vocabulary) -> Result<GrammarBuilder, ListenError> {
        let table: toml::Table =
            COMMANDS
                .parse()
                .map_err(|e: toml::de::Error| ListenError::Grammar {
                    reason: e.to_string(),
                })?;
        let words = table
            .get(vocab.language())
            .or_else(|| table.get("en"))
            .and_then(|v| v.as_table())
            .ok_or_else(|| ListenError::Grammar {
                reason: "commands.toml has no [en] table".into(),
            })?;
        let mut commands = Vec::new();
        for command in Command::ALL {
            for word in words
                .get(command.key())
                .and_then(|v| v.as_array())
                .into_iter()
                .flatten()
                .filter_map(|w| w.as_str())
            {
                commands.push((tokens(word), command));
            }
        }
        let mut announcers = Vec::new();
        for short_form in [false, true] {
            for say_checks in [true, false] {
                let options = AnnounceOptions {
                    short_form,
                    say_checks,
                    ..AnnounceOptions::default()
                };
                announcers.push(Announcer::new(vocab.clone(), options));
            }
        }
        // The words of one kind (files, ranks, pieces) stand for each other
        // in a move's shape, whichever of them the position's moves use.
        let one_token = |w: &str| {
            let t = tokens(w);
            (t.len() == 1).then(|| t[0].clone())
        };
        let kinds: Vec<Vec<String>> = vec![
            File::ALL
                .iter()
                .filter_map(|&f| one_token(vocab.file_word(f)))
                .collect(),
            Rank::ALL
                .iter()
                .filter_map(|&r| one_token(vocab.rank_word(r)))
                .collect(),
            Role::ALL
                .iter()
                .filter_map(|&r| one_token(vocab.role_word(r)))
                .collect(),
        ];
        // Castling may be said when it is not legal: its words are always
        // a shape of a move.
        let shapes: Vec<String> = CastlingSide::ALL
            .iter()
            .map(|&side| tokens(vocab.castle_word(side)).join(" "))
            .filter(|s| !s.is_empty())
            .collect();
        Ok(GrammarBuilder {
            announcers,
            commands,
            vocabulary: vocab.id().to_string(),
            kinds,
            shapes,
        })
    }

    /// The word said for `command` (the first of its words in
    /// `commands.toml`, as the grammar writes it).
    pub fn command_word(&self, command: Command) -> Option<String> {
        self.commands
            .iter()
            .find(|(_, c)| *c == command)
            .map(|(words, _)| words.join(" "))
    }

    /// The grammar of `pos`: its legal moves and, when `with_commands`,
    /// the commands.
    pub fn build(&self, pos: &Chess, with_commands: bool) -> Grammar {
        let mut grammar = Grammar {
            kinds: self.kinds.clone(),
            shapes: self.shapes.clone(),
            ..Grammar::default()
        };
        for m in pos.legal_moves() {
            let san = SanPlus::from_move(pos.clone(), m);
            let label = san.san.to_string();
            for announcer in &self.announcers {
                let words = tokens(&announcer.announce_legal(pos, m, &san));
                grammar.add(words, Meaning::Move(label.clone()));
            }
        }
        if with_commands {
            for (words, command) in &self.commands {
                grammar.add(words.clone(), Meaning::Command(*command));
            }
        }
        grammar
    }

    /// The vocabulary's identifier.
    pub fn vocabulary(&self) -> &str {
        &self.vocabulary
    }
}

/// The phrases that may be said now, each with its meaning.
#[derive(Clone, Debug, Default)]
pub struct Grammar {
    /// Phrase (tokens joined by single spaces) to meaning; `None` when the
    /// same words mean two things (then they are left out).
    phrases: HashMap<String, Option<Meaning>>,
    order: Vec<String>,
    /// The vocabulary's words of each kind (every file, every rank, every
    /// piece), whether the phrases use them or not.
    kinds: Vec<Vec<String>>,
    /// Moves said whether legal or not (castling), as phrases.
    shapes: Vec<String>,
}

impl Grammar {
    fn add(&mut self, words: Vec<String>, meaning: Meaning) {
        if words.is_empty() {
            return;
        }
        let phrase = words.join(" ");
        match self.phrases.get_mut(&phrase) {
            Some(slot) => {
                if slot.as_ref() != Some(&meaning) {
                    *slot = None;
                }
            }
            None => {
                self.order.push(phrase.clone());
                self.phrases.insert(phrase, Some(meaning));
            }
        }
    }

    /// What the words mean, if they are a phrase of the grammar with one
    /// meaning.
    pub fn meaning(&self, words: &str) -> Option<&Meaning> {
        let phrase = tokens(words).join(" ");
        self.phrases.get(&phrase).and_then(Option::as_ref)
    }

    /// The same grammar without the phrases meaning `meaning`: what
    /// else might have been said.
    pub fn without(&self, meaning: &Meaning) -> Grammar {
        let mut out = Grammar {
            kinds: self.kinds.clone(),
            shapes: self.shapes.clone(),
            ..Grammar::default()
        };
        for phrase in &self.order {
            if let Some(Some(m)) = self.phrases.get(phrase)
                && m != meaning
            {
                out.order.push(phrase.clone());
                out.phrases.insert(phrase.clone(), Some(m.clone()));
            }
        }
        out
    }

    /// The same grammar with only the phrases meaning one of `meanings`:
    /// the answers to a question.
    pub fn only(&self, meanings: &[Meaning]) -> Grammar {
        let mut out = Grammar {
            kinds: self.kinds.clone(),
            shapes: self.shapes.clone(),
            ..Grammar::default()
        };
        for phrase in &self.order {
            if let Some(Some(m)) = self.phrases.get(phrase)
                && meanings.contains(m)
            {
                out.order.push(phrase.clone());
                out.phrases.insert(phrase.clone(), Some(m.clone()));
            }
        }
        out
    }

    /// The phrases with one meaning, in the order they were added.
    pub fn phrases(&self) -> impl Iterator<Item = &str> {
        self.order
            .iter()
            .filter(|p| self.phrases.get(*p).is_some_and(Option::is_some))
            .map(String::as_str)
    }

    /// The vocabulary's words of each kind: every file, every rank, every
    /// piece (what a move's shape may hold, legal or not).
    pub fn kinds(&self) -> &[Vec<String>] {
        &self.kinds
    }

    /// Moves that may be said whether they are legal or not (castling),
    /// as phrases.
    pub fn shapes(&self) -> &[String] {
        &self.shapes
    }

    /// Every token of the grammar, its kinds and shapes, sorted, once each.
    pub fn words(&self) -> Vec<String> {
        let mut all: Vec<String> = self
            .phrases()
            .flat_map(|p| p.split(' ').map(str::to_string))
            .chain(self.kinds.iter().flatten().cloned())
            .chain(
                self.shapes
                    .iter()
                    .flat_map(|s| s.split(' ').map(str::to_string)),
            )
            .collect();
        all.sort();
        all.dedup();
        all
    }

    /// The grammar in JSGF, the format PocketSphinx (and others) read.
    pub fn jsgf(&self) -> String {
        let mut out = String::from("#JSGF V1.0;\ngrammar annabella;\npublic <said> = ");
        for (i, phrase) in self.phrases().enumerate() {
            if i > 0 {
                out.push_str("\n  | ");
            }
            out.push_str(phrase);
        }
        out.push_str(";\n");
        out
    }

    /// The phrases with one meaning, as a JSON list of strings (the
    /// grammar Vosk takes).
    pub fn json_list(&self) -> String {
        let quoted: Vec<String> = self.phrases().map(|p| format!("\"{p}\"")).collect();
        format!("[{}]", quoted.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use phonetics::Builtin;

    #[test]
    fn the_start_has_long_and_short_forms_and_commands() {
        let builder = GrammarBuilder::new(&Builtin::German.load().unwrap()).unwrap();
        let g = builder.build(&Chess::default(), true);
        assert_eq!(
            g.meaning("Springer Gustav eins Felix drei"),
            Some(&Meaning::Move("Nf3".into()))
        );
        assert_eq!(
            g.meaning("springer felix drei"),
            Some(&Meaning::Move("Nf3".into()))
        );
        assert_eq!(g.meaning("ja"), Some(&Meaning::Command(Command::Yes)));
        assert_eq!(g.meaning("Springer Felix vier"), None);
        let answers = g.only(&[Meaning::Move("Nf3".into()), Meaning::Command(Command::No)]);
        assert_eq!(answers.phrases().count(), 3, "{}", answers.jsgf());
        assert_eq!(
            answers.meaning("nein"),
            Some(&Meaning::Command(Command::No))
        );
        assert_eq!(answers.meaning("ja"), None);
        assert!(
            g.jsgf().contains("| bauer eva zwei eva vier"),
            "{}",
            g.jsgf()
        );
        assert!(g.words().contains(&"caesar".to_string()));
    }

    #[test]
    fn words_meaning_two_moves_are_left_out() {
        let mut g = Grammar::default();
        g.add(tokens("a b"), Meaning::Move("Nbd2".into()));
        g.add(tokens("a b"), Meaning::Move("Nfd2".into()));
        assert_eq!(g.meaning("a b"), None);
        assert_eq!(g.phrases().count(), 0);
    }

    #[test]
    fn english_commands_for_the_nato_words() {
        let builder = GrammarBuilder::new(&Builtin::Nato.load().unwrap()).unwrap();
        let g = builder.build(&Chess::default(), true);
        assert_eq!(
            g.meaning("resign"),
            Some(&Meaning::Command(Command::Resign))
        );
        assert_eq!(
            g.meaning("knight golf one foxtrot three"),
            Some(&Meaning::Move("Nf3".into()))
        );
    }
}
