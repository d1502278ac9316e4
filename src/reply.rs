//! What the session answers: [`Reply`] values, and the file jobs the game
//! loop carries out for it. The session makes them; the game loop, the
//! output (screen, speech, braille display, Dot Pad), the journal and the
//! transcripts read them. None of those needs the session for this type,
//! so it lives below all of them.
//!
//! Everything said is one case, [`Reply::Said`]: a sentence in parts (the
//! UI language's words and Appendix words, each spoken in its own
//! language's voice, FIDE Laws Appendix F for the move words), and whether
//! it is printed as well.

use laws::lang::Lang;
use speech::Mixed;

/// One thing the session answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// Said to the players (by speech where there is speech), printed or
    /// not: see [`Said`].
    Said(Said),
    /// Printed only: long or technical output (FEN, PGN, move lists).
    Print(String),
    /// What went to a device (the pin board's indications): shown in
    /// transcripts, not printed for the user.
    Device(String),
    /// A short sound (earcon) for an event; its name in transcripts.
    Sound(speech::Earcon),
    /// Louder, quieter, faster, slower: for the speech output.
    Voice(speech::Setting, speech::Change),
    /// A file to write: the game loop writes it (the session does no I/O)
    /// and tells the session how it went (`Session::file_done`).
    Write(FileJob),
    /// Something for the pin board to do: the game loop, which owns the
    /// device, carries it out (the session does no device I/O) and shows
    /// indications as [`Reply::Device`] lines.
    Board(devices::pinboard::BoardCommand),
    /// `stop`: the answers being said and queued are
    /// cut off (not a move announcement, not a recording).
    StopSpeech,
}

/// Words said to the players: the sentence in parts, each spoken in its
/// language's voice (the UI language's words, and Appendix words in the
/// vocabulary's language: "Move 4, White: Kurze Rochade."), and whether it
/// is printed too.
#[derive(Debug, PartialEq, Eq)]
pub struct Said {
    words: Mixed,
    /// Printed as well. Not printed: the spoken form of a printed answer
    /// beside it (the move list in words, the board in words, a summary
    /// of a FEN or a PGN), printed only with `--speech text`, which
    /// prints what is said.
    printed: bool,
    /// A move announced (Appendix F): it is said before stale chatter,
    /// which it cuts off.
    announces_move: bool,
}

impl Clone for Said {
    fn clone(&self) -> Said {
        Said {
            words: self.words.clone(),
            printed: self.printed,
            announces_move: self.announces_move,
        }
    }

    /// Keeps the buffers of `self` where the words fit (what `repeat`
    /// keeps is copied this way once per move).
    fn clone_from(&mut self, source: &Said) {
        self.words.clone_from(&source.words);
        self.printed = source.printed;
        self.announces_move = source.announces_move;
    }
}

impl Said {
    /// The sentence in parts, each with the language it is spoken in.
    pub fn words(&self) -> &Mixed {
        &self.words
    }

    /// The whole sentence, as printed.
    pub fn text(&self) -> &str {
        self.words.text()
    }

    /// Printed as well as said (false: the spoken form of a printed
    /// answer beside it).
    pub fn is_printed(&self) -> bool {
        self.printed
    }

    /// A move announced: it cuts off stale chatter.
    pub fn announces_move(&self) -> bool {
        self.announces_move
    }

    /// The language a move announcement is spoken in: that of its words
    /// (the vocabulary's); `own` for an announcement without words.
    pub fn words_lang(&self, own: Lang) -> Lang {
        self.words
            .parts()
            .first()
            .and_then(|p| p.lang)
            .unwrap_or(own)
    }
}

impl Reply {
    /// Said and printed, all in the UI language.
    pub fn say(text: impl Into<String>) -> Reply {
        Reply::mixed(Mixed::plain(text))
    }

    /// A move announced in the vocabulary's words (Appendix F), spoken in
    /// the vocabulary's language `lang` (German by default), and printed.
    pub fn announce(words: impl Into<String>, lang: Lang) -> Reply {
        Reply::Said(Said {
            words: Mixed::words(words, lang),
            printed: true,
            announces_move: true,
        })
    }

    /// Said and printed, in parts: the UI language's words with Appendix
    /// words inside, each part spoken in its own language's voice.
    pub fn mixed(words: Mixed) -> Reply {
        Reply::Said(Said {
            words,
            printed: true,
            announces_move: false,
        })
    }

    /// Said only, one utterance: the spoken form of a printed answer
    /// beside it, in parts (the move list's Appendix words are said in the
    /// vocabulary's voice).
    pub fn spoken(words: Mixed) -> Reply {
        Reply::Said(Said {
            words,
            printed: false,
            announces_move: false,
        })
    }

    /// What is said, if this reply says something.
    pub fn said(&self) -> Option<&Said> {
        match self {
            Reply::Said(s) => Some(s),
            _ => None,
        }
    }

    /// Said and printed: what `repeat` says again. (The spoken form of
    /// a long printed answer is asked for again with its command;
    /// `repeat` keeps the last announcement.)
    pub fn is_said(&self) -> bool {
        matches!(self, Reply::Said(s) if s.printed)
    }

    /// The line printed for the user, if this reply prints one: printed
    /// words and what is said and printed. A braille display and the Dot
    /// Pad show these, each answer once (the spoken form of a printed
    /// answer is left out: its printed lines are there).
    pub fn printed_line(&self) -> Option<&str> {
        match self {
            Reply::Print(s) => Some(s),
            Reply::Said(s) if s.printed => Some(s.text()),
            _ => None,
        }
    }

    pub fn text(&self) -> &str {
        match self {
            Reply::Print(s) | Reply::Device(s) => s,
            Reply::Said(s) => s.text(),
            Reply::Sound(e) => e.name(),
            Reply::Voice(setting, change) => voice_name(*setting, *change),
            Reply::StopSpeech => "stop",
            Reply::Write(_) | Reply::Board(_) => "",
        }
    }
}

/// The transcript name of a voice change ("louder").
pub fn voice_name(setting: speech::Setting, change: speech::Change) -> &'static str {
    use speech::{Change, Setting};
    match (setting, change) {
        (Setting::Volume, Change::Up) => "louder",
        (Setting::Volume, Change::Down) => "quieter",
        (Setting::Rate, Change::Up) => "faster",
        (Setting::Rate, Change::Down) => "slower",
    }
}

/// A file the session wants written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileJob {
    pub path: std::path::PathBuf,
    pub contents: String,
    pub kind: FileKind,
}

/// What a file is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// `scoresheet FILE`: the braille score.
    Scoresheet,
    /// An adjourned game's sealed envelope, readable by its owner only.
    Envelope,
}

/// How writing a [`FileJob`] went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileOutcome {
    Written,
    /// The file exists: it was not overwritten.
    Exists,
    Failed(String),
    /// Not written: a transcript check or a replay writes no files.
    Skipped,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_speech_is_one_case_with_its_parts_and_printed_flag() {
        let say = Reply::say("White to move, move 1.");
        let announce = Reply::announce("Bauer Eva zwei Eva vier", Lang::De);
        let mut m = Mixed::new();
        m.push_own("Move 4, White: ");
        m.push_words("Kurze Rochade", Lang::De);
        m.push_own(".");
        let mixed = Reply::mixed(m.clone());
        let spoken = Reply::spoken(m);
        for r in [&say, &announce, &mixed] {
            assert!(r.is_said(), "{r:?}");
            assert_eq!(r.printed_line(), Some(r.text()));
        }
        assert!(!spoken.is_said());
        assert_eq!(spoken.printed_line(), None);
        assert_eq!(spoken.text(), "Move 4, White: Kurze Rochade.");
        let a = announce.said().unwrap();
        assert!(a.announces_move());
        assert_eq!(a.words_lang(Lang::En), Lang::De);
        let s = say.said().unwrap();
        assert!(!s.announces_move());
        assert_eq!(s.words_lang(Lang::En), Lang::En);
        assert_eq!(Reply::Print("1. e4".into()).printed_line(), Some("1. e4"));
        assert_eq!(Reply::StopSpeech.printed_line(), None);
    }

    #[test]
    fn cloning_into_a_said_keeps_what_it_copies() {
        let mut old = Said::clone(Reply::say("a").said().unwrap());
        let new = Reply::announce("Springer Felix drei", Lang::De);
        old.clone_from(new.said().unwrap());
        assert_eq!(Some(&old), new.said());
    }
}
