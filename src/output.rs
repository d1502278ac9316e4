//! Where replies go: printed for the screen reader and braille display,
//! and spoken by the chosen speech backend. Every spoken line is also
//! printed, so nothing said is lost when speech fails.

use std::path::PathBuf;
use std::time::Duration;

use crate::reply::Reply;
use laws::lang::Lang;
use speech::{
    Change, EarconChoice, Earcons, Priority, Setting, Speech, SpeechChoice, TextSpeaker, Utterance,
    Voice,
};

/// The printer and the voice of one program run.
pub struct Output {
    speech: Option<Speech>,
    earcons: Earcons,
    /// Speech is printed text (`--speech text`): what is said only (the
    /// spoken form of a printed answer) is printed too, as a plain line.
    /// No marker: a screen reader would read a sign aloud.
    print_spoken: bool,
    lang: Lang,
    /// The settings file that keeps voice changes for the next game
    /// (interactive games only: a script must not change a user's file).
    remember_in: Option<PathBuf>,
    /// Longest printed line in characters (`--line-width`); 0: unlimited.
    line_width: usize,
    /// When earcons sound without speech (speech off or printed).
    quiet: speech::Speaking,
    /// Whether the start-up line ("Speech: espeak-ng.") is told; not for
    /// an output of its own that a question is said through before the
    /// game opens the one that tells it.
    start_up_line: bool,
}

impl Output {
    /// Opens the output for `choice` without waiting for the speech
    /// backend: it is found and probed on the speech thread, and the
    /// start-up line ("Speech: espeak-ng.") comes from [`Output::notices`]
    /// once it is known. Returns the output and what to tell the user now.
    pub fn open(choice: &SpeechChoice, voice: Voice, lang: Lang) -> (Output, Vec<String>) {
        match choice {
            SpeechChoice::Off => (
                Output {
                    speech: None,
                    earcons: Earcons::silent(),
                    print_spoken: false,
                    lang,
                    remember_in: None,
                    line_width: 0,
                    quiet: speech::Speaking::default(),
                    start_up_line: true,
                },
                Vec::new(),
            ),
            SpeechChoice::Text => (
                Output {
                    speech: None,
                    earcons: Earcons::silent(),
                    print_spoken: true,
                    lang,
                    remember_in: None,
                    line_width: 0,
                    quiet: speech::Speaking::default(),
                    start_up_line: true,
                },
                Vec::new(),
            ),
            other => {
                // Everything is printed here already; the text fallback of
                // the speech chain must not print it a second time.
                let silent = TextSpeaker::new("", Box::new(std::io::sink()));
                let speech = Speech::open_background(other, voice, silent);
                let notes = Vec::new();
                (
                    Output {
                        speech: Some(speech),
                        earcons: Earcons::silent(),
                        print_spoken: false,
                        lang,
                        remember_in: None,
                        line_width: 0,
                        quiet: speech::Speaking::default(),
                        start_up_line: true,
                    },
                    notes,
                )
            }
        }
    }

    /// This output does not tell which speech is used (its failures are
    /// still told): the game's own output tells it after.
    pub fn without_start_up_line(mut self) -> Output {
        self.start_up_line = false;
        self
    }

    /// Turns earcons on (native builds with a sound device); returns a
    /// notice when there is no device.
    pub fn open_earcons(&mut self, choice: EarconChoice) -> Option<String> {
        let (mut e, problem) = Earcons::open(choice);
        e.mute_while_playing(self.sounding());
        self.earcons = e;
        problem.map(|p| crate::messages::texts(self.lang).earcon_problem(&p))
    }

    /// Keeps voice changes ("lauter", "schneller") in this settings file.
    pub fn remember_voice_in(&mut self, path: PathBuf) {
        self.remember_in = Some(path);
    }

    /// Breaks printed lines longer than `width` characters (0: never),
    /// for a braille display of that many cells.
    pub fn set_line_width(&mut self, width: usize) {
        self.line_width = width;
    }

    /// The printed form of replies, one line each.
    pub fn render(&self, replies: &[Reply]) -> String {
        let mut s = String::new();
        for r in replies {
            // Device lines and sounds are not printed for the player; what
            // is said only, with `--speech text`.
            let text = match (r.printed_line(), r) {
                (Some(text), _) => text,
                (None, Reply::Said(s)) if self.print_spoken => s.text(),
                _ => continue,
            };
            for line in break_lines(text, self.line_width) {
                s.push_str(&line);
                s.push('\n');
            }
        }
        s
    }

    /// Speaks the replies that are said. Returns notices to print (a
    /// backend that failed and what is used now).
    pub fn speak(&mut self, replies: &[Reply]) -> Vec<String> {
        let mut notes = Vec::new();
        for r in replies {
            match r {
                Reply::Sound(e) => self.earcons.play(*e),
                Reply::Voice(setting, change) => {
                    if let Some(value) = self.adjust(*setting, *change) {
                        notes.extend(self.remember(*setting, value));
                    }
                }
                _ => {}
            }
        }
        let Some(speech) = self.speech.as_mut() else {
            return notes;
        };
        for r in replies {
            match r {
                // A new move cuts off stale chatter; it is said in its
                // words' language (the vocabulary's).
                Reply::Said(s) if s.announces_move() => speech.say(Utterance::new(
                    s.text(),
                    s.words_lang(self.lang),
                    Priority::Move,
                )),
                // Each part in its own language's voice.
                Reply::Said(s) => {
                    speech.say(Utterance::mixed(s.words(), self.lang, Priority::Normal))
                }
                Reply::StopSpeech => speech.stop_answers(),
                _ => {}
            }
        }
        notes.extend(self.notices());
        notes
    }

    /// What the speech output has to tell since the last call: the
    /// start-up line once the backend is known, then its notices (a
    /// backend that failed and what is used now).
    /// Earcons that could not start or stopped working are said here too.
    pub fn notices(&mut self) -> Vec<String> {
        let t = crate::messages::texts(self.lang);
        let mut notes = Vec::new();
        if let Some(speech) = self.speech.as_mut() {
            let ready = speech.poll_ready();
            if self.start_up_line {
                notes.extend(ready.iter().map(|s| t.speech_started(s)));
            }
            notes.extend(speech.events().iter().map(|e| t.speech_event(e)));
        }
        notes.extend(self.earcons.notices().iter().map(|p| t.earcon_problem(p)));
        notes
    }

    /// Writes a changed voice setting to the settings file, if one is
    /// kept; a notice when it cannot be written (the change still holds).
    fn remember(&self, setting: Setting, value: u8) -> Option<String> {
        let path = self.remember_in.as_ref()?;
        let key = match setting {
            Setting::Volume => "volume",
            Setting::Rate => "rate",
        };
        let t = crate::messages::texts(self.lang);
        let file = path.display().to_string();
        crate::config::remember(path, key, i64::from(value))
            .err()
            .map(|e| match e {
                crate::config::NotRemembered::LeftAsItIs => t.voice_not_saved_left(&file),
                crate::config::NotRemembered::Io(e) => t.voice_not_saved(&file, &e.to_string()),
            })
    }

    /// Whether speech is under way, for any thread to ask (none without a
    /// speech backend).
    pub fn speaking(&self) -> Option<speech::Speaking> {
        (self.speech.is_some() || self.earcons.is_on()).then(|| self.sounding())
    }

    /// The handle that knows when speech or an earcon sounds: the speech
    /// queue's, or one of the earcons' own without speech.
    fn sounding(&self) -> speech::Speaking {
        match &self.speech {
            Some(speech) => speech.speaking(),
            None => self.quiet.clone(),
        }
    }

    /// Louder, quieter, faster, slower where the backend allows.
    pub fn adjust(&mut self, setting: Setting, change: Change) -> Option<u8> {
        self.speech.as_mut()?.adjust(setting, change).ok()
    }

    /// Waits (a little) until everything queued has been said, so a script
    /// run does not cut off its last words. Returns the notices that came
    /// meanwhile (a backend that failed on the last lines of a script,
    /// the start-up line of a backend found late), in the user's language,
    /// so none is lost.
    pub fn finish(&mut self) -> Vec<String> {
        if let Some(s) = self.speech.as_mut() {
            s.flush(Duration::from_secs(10));
        }
        self.notices()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use speech::Mixed;

    /// Sounds that cannot play are said in the user's language (they were
    /// an English sentence in every language before).
    #[cfg(not(feature = "native"))]
    #[test]
    fn earcons_that_cannot_play_are_said_in_the_users_language() {
        let (mut out, _) = Output::open(&SpeechChoice::Off, Voice::default(), Lang::De);
        let note = out.open_earcons(EarconChoice::On);
        assert_eq!(
            note.as_deref(),
            Some("Töne brauchen einen Build mit dem Merkmal native, deshalb sind sie aus.")
        );
        let (mut out, _) = Output::open(&SpeechChoice::Off, Voice::default(), Lang::De);
        assert_eq!(out.open_earcons(EarconChoice::Auto), None);
    }

    /// `--speech text` prints what is said as plain lines, no sign before
    /// them (a screen reader read "»" aloud); what is said only (the spoken
    /// form of a printed answer) is printed there and nowhere else.
    #[test]
    fn text_speech_prints_what_is_said_without_a_sign() {
        let replies = [
            Reply::say("e4"),
            Reply::Print("1. e4".into()),
            Reply::spoken(Mixed::plain("Move 1: White e4.")),
            Reply::StopSpeech,
        ];
        let (out, notes) = Output::open(&SpeechChoice::Text, Voice::default(), Lang::En);
        assert!(notes.is_empty());
        assert_eq!(out.render(&replies), "e4\n1. e4\nMove 1: White e4.\n");
        let (off, _) = Output::open(&SpeechChoice::Off, Voice::default(), Lang::En);
        assert_eq!(off.render(&replies), "e4\n1. e4\n");
    }

    /// An output a question is said through before the game's own opens
    /// does not tell which speech is used: the game's output tells it, and
    /// it was told twice. A backend that cannot start (no espeak-ng, as on
    /// Windows) is still told by both: no failure is silent.
    #[test]
    fn an_output_without_its_start_up_line_does_not_tell_it() {
        let dir =
            std::env::temp_dir().join(format!("annabella-no-start-line-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let notes_of = |quiet: bool| {
            let (out, _) =
                Output::open(&SpeechChoice::Wav(dir.clone()), Voice::default(), Lang::En);
            let mut out = if quiet {
                out.without_start_up_line()
            } else {
                out
            };
            let mut notes = out.speak(&[Reply::say("Resume it? Yes or no.")]);
            notes.extend(out.finish());
            notes
        };
        let told = notes_of(false);
        let quiet = notes_of(true);
        // What only the output with its start-up line told: that line.
        let start_up: Vec<&String> = told.iter().filter(|n| !quiet.contains(n)).collect();
        assert_eq!(start_up.len(), 1, "{told:?} against {quiet:?}");
        assert!(start_up[0].starts_with("Speech:"), "{start_up:?}");
        assert!(quiet.iter().all(|n| told.contains(n)), "{quiet:?}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    fn with_backend(r: &speech::Recorder, lang: Lang) -> Output {
        let speakers: Vec<Box<dyn speech::Speaker + Send>> = vec![Box::new(r.clone())];
        Output {
            speech: Some(Speech::with_speakers(speakers, Voice::default())),
            earcons: Earcons::silent(),
            print_spoken: false,
            lang,
            remember_in: None,
            line_width: 0,
            quiet: speech::Speaking::default(),
            start_up_line: true,
        }
    }

    /// A long answer is said in parts, one utterance each; `stop` cuts off
    /// the part being said and the rest, and the next answer is said.
    #[test]
    fn a_long_answer_is_said_in_parts_that_stop_cuts_off() {
        let r = speech::Recorder::new("rec").speaking_for(std::time::Duration::from_millis(300));
        let mut out = with_backend(&r, Lang::En);
        let parts: Vec<Reply> = (1..=4)
            .map(|n| Reply::spoken(Mixed::plain(format!("Move {n}: White, Bauer."))))
            .collect();
        assert!(out.speak(&parts).is_empty());
        for _ in 0..5000 {
            if r.start_count() > 0 {
                break;
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        out.speak(&[Reply::StopSpeech]);
        out.speak(&[Reply::say("Black to move, move 5.")]);
        assert!(out.finish().is_empty());
        assert_eq!(
            r.started(),
            ["Move 1: White, Bauer.", "Black to move, move 5."]
        );
        assert_eq!(r.stopped(), ["Move 1: White, Bauer."]);
    }

    /// A move announced is said in its words' language (the vocabulary's:
    /// Russian here, in an English session) with the move priority; a
    /// sentence in parts in the UI language with its parts' voices; a
    /// plain sentence in the UI language.
    #[test]
    fn each_kind_of_speech_reaches_the_backend_in_its_voice() {
        let r = speech::Recorder::new("rec");
        let mut out = with_backend(&r, Lang::En);
        let mut m = Mixed::new();
        m.push_own("Move 4, White: ");
        m.push_words("Kurze Rochade", Lang::De);
        m.push_own(".");
        // The move first: a move cuts off what is queued before it.
        let replies = [
            Reply::announce("Пешка е два е четыре", Lang::Ru),
            Reply::say("White to move, move 1."),
            Reply::mixed(m.clone()),
            Reply::spoken(m),
        ];
        assert!(out.speak(&replies).is_empty());
        assert!(out.finish().is_empty());
        let said: Vec<Utterance> = r
            .calls()
            .into_iter()
            .filter(|c| c.kind == speech::recorder::CallKind::Start)
            .map(|c| c.utterance)
            .collect();
        assert_eq!(said.len(), 4, "{said:?}");
        let plain = &said[1];
        assert_eq!(
            (plain.lang, plain.priority, plain.is_mixed()),
            (Lang::En, Priority::Normal, false)
        );
        let announced = &said[0];
        assert_eq!(announced.text, "Пешка е два е четыре");
        assert_eq!(
            (announced.lang, announced.priority, announced.is_mixed()),
            (Lang::Ru, Priority::Move, false)
        );
        for u in &said[2..] {
            assert_eq!(u.text, "Move 4, White: Kurze Rochade.");
            assert_eq!(
                (u.lang, u.priority, u.is_mixed()),
                (Lang::En, Priority::Normal, true)
            );
        }
    }

    /// A backend that fails on the last line is reported by `finish`, in
    /// the user's language.
    #[test]
    fn finish_reports_a_backend_that_failed_meanwhile() {
        let r = speech::Recorder::new("espeak-ng").failing_from(0);
        let mut out = with_backend(&r, Lang::De);
        // Reported once: by `speak` when the failure came at once, else
        // by `finish`.
        let mut notes = out.speak(&[Reply::say("Weiß am Zug, Zug 1.")]);
        notes.extend(out.finish());
        assert_eq!(notes.len(), 1, "{notes:?}");
        assert!(notes[0].starts_with("Sprachausgabe: "), "{notes:?}");
        assert!(out.finish().is_empty());
    }
}

/// Breaks `text` into lines of at most `width` characters for a braille
/// display (`width` 0: one line, unchanged).  Each sentence of a long
/// answer starts a line of its own (one idea a line); a sentence longer
/// than a line is broken at blanks (ordinary or blank braille cells),
/// after a comma where that leaves the line at least half full.  A word
/// longer than a line stands alone on its line, whole.
pub fn break_lines(text: &str, width: usize) -> Vec<String> {
    if width == 0 || text.chars().count() <= width {
        return vec![text.to_string()];
    }
    let mut lines = Vec::new();
    for sentence in sentences(text) {
        let mut line: Vec<&str> = Vec::new();
        let mut len = 0usize;
        for word in sentence.split([' ', '\u{2800}']).filter(|w| !w.is_empty()) {
            let wlen = word.chars().count();
            let need = if line.is_empty() {
                wlen
            } else {
                len + 1 + wlen
            };
            if need <= width || line.is_empty() {
                len = need;
                line.push(word);
                continue;
            }
            // Break after the last comma when that keeps the line at least
            // half full; else before this word.
            let cut = line
                .iter()
                .rposition(|w| w.ends_with(',') || w.ends_with(';'))
                .filter(|&i| {
                    line[..=i]
                        .iter()
                        .map(|w| w.chars().count() + 1)
                        .sum::<usize>()
                        > width / 2
                })
                .map_or(line.len(), |i| i + 1);
            let rest: Vec<&str> = line.split_off(cut);
            lines.push(line.join(" "));
            line = rest;
            line.push(word);
            len = line.iter().map(|w| w.chars().count()).sum::<usize>() + line.len() - 1;
            while len > width && line.len() > 1 {
                let first = line.remove(0);
                lines.push(first.to_string());
                len = line.iter().map(|w| w.chars().count()).sum::<usize>() + line.len() - 1;
            }
        }
        if !line.is_empty() {
            lines.push(line.join(" "));
        }
    }
    if lines.is_empty() {
        lines.push(String::new());
    }
    lines
}

/// The sentences of a text: each ends after ". ", "? " or "! " (the
/// sign stays with its sentence).
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for (i, w) in bytes.windows(2).enumerate() {
        if matches!(w[0], b'.' | b'?' | b'!') && w[1] == b' ' {
            // "1. e4" and "e.p. " are no sentence ends: the word before
            // the sign holds a letter and no period of its own.
            let word_start = text[..i].rfind(' ').map_or(0, |p| p + 1);
            let word = &text[word_start..i];
            if word.chars().any(char::is_alphabetic) && !word.contains('.') {
                out.push(text[start..=i].trim());
                start = i + 2;
            }
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() {
        out.push(last);
    }
    out
}

#[cfg(test)]
mod break_tests {
    use super::*;

    #[test]
    fn long_answers_break_at_words_and_sentences() {
        let text = "White: king e1, queen d1, rooks a1 and h1, bishops c1 and f1, knights b1 and g1. Black to move.";
        let lines = break_lines(text, 40);
        assert!(lines.iter().all(|l| l.chars().count() <= 40), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(lines.last().map(String::as_str), Some("Black to move."));
        // Broken after a comma rather than inside "rooks a1 and h1".
        assert_eq!(lines[0], "White: king e1, queen d1,");
        // Short lines and width 0 stay as they are.
        assert_eq!(break_lines("e4", 40), ["e4"]);
        assert_eq!(break_lines(text, 0), [text]);
        // A word longer than a line stands alone, whole.
        let long = format!("a {} b", "x".repeat(50));
        assert_eq!(break_lines(&long, 10), ["a", &"x".repeat(50), "b"]);
    }

    #[test]
    fn every_word_is_kept_in_order() {
        let words = [
            "Läufer",
            "e4,",
            "Dame",
            "d1.",
            "Schwarz",
            "am",
            "Zug",
            "12.",
            "⠑⠲⠀⠑⠢",
        ];
        for width in 1..60 {
            for n in 1..words.len() {
                let text = words[..n].join(" ");
                let lines = break_lines(&text, width);
                let back: Vec<&str> = lines
                    .iter()
                    .flat_map(|l| l.split([' ', '\u{2800}']))
                    .filter(|w| !w.is_empty())
                    .collect();
                let want: Vec<&str> = text
                    .split([' ', '\u{2800}'])
                    .filter(|w| !w.is_empty())
                    .collect();
                assert_eq!(back, want, "{width} {text}");
                for l in &lines {
                    assert!(
                        l.chars().count() <= width || !l.contains(' '),
                        "{width}: {l:?}"
                    );
                }
            }
        }
    }
}

#[cfg(test)]
mod startup_line_tests {
    use crate::messages::texts;
    use laws::lang::Lang;
    use speech::{SpeechError, SpeechStatus};

    /// The start-up line names the backend in one clause, not in a long
    /// sentence with nested parentheses and a build command at every start;
    /// what `auto` passed over is no failure.
    #[test]
    fn the_start_up_line_is_one_short_clause() {
        let st = SpeechStatus::Using {
            backend: "espeak-ng".into(),
            auto: true,
            skipped: vec![
                SpeechError::NotBuilt {
                    backend: "tts".into(),
                },
                SpeechError::CommandMissing {
                    program: "spd-say".into(),
                },
            ],
        };
        assert_eq!(texts(Lang::En).speech_started(&st), "Speech: espeak-ng.");
        assert_eq!(
            texts(Lang::De).speech_started(&st),
            "Sprachausgabe: espeak-ng."
        );
        assert_eq!(texts(Lang::Ru).speech_started(&st), "Речь: espeak-ng.");
        // Only a failure says what to do.
        let none = texts(Lang::En).speech_started(&SpeechStatus::NoSoundDevice);
        assert_eq!(
            none,
            "No sound device found: speech is off. Connect one and start again, or record with --speech wav:DIR."
        );
        for lang in Lang::ALL {
            let line = texts(lang).speech_started(&st);
            assert!(!line.contains('(') && !line.contains("cargo"), "{line}");
        }
    }
}
