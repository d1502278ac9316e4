//! Where replies go: printed for the screen reader and braille display,
//! and spoken by the chosen speech backend. Every spoken line is also
//! printed, so nothing said is lost when speech fails.

use std::path::PathBuf;
use std::time::Duration;

use crate::lang::Lang;
use crate::session::Reply;
use crate::speech::{
    Change, EarconChoice, Earcons, Priority, Setting, Speech, SpeechChoice, TextSpeaker, Utterance,
    Voice,
};

/// Marker before spoken lines when speech is printed text (`--speech text`).
pub const SPOKEN_MARK: &str = "» ";

/// The printer and the voice of one program run.
pub struct Output {
    speech: Option<Speech>,
    earcons: Earcons,
    /// Language of the announcement words (the vocabulary's: German).
    announce_lang: Lang,
    /// Spoken lines are marked in print (text backend).
    mark_spoken: bool,
    lang: Lang,
    /// The settings file that keeps voice changes for the next game
    /// (interactive games only: a script must not change a user's file).
    remember_in: Option<PathBuf>,
}

impl Output {
    /// Opens the output for `choice`. Returns it and what to tell the user
    /// about it at start ("Speech output: espeak-ng.").
    pub fn open(choice: &SpeechChoice, voice: Voice, lang: Lang) -> (Output, Vec<String>) {
        match choice {
            SpeechChoice::Off => (
                Output {
                    speech: None,
                    earcons: Earcons::silent(),
                    announce_lang: Lang::De,
                    mark_spoken: false,
                    lang,
                    remember_in: None,
                },
                Vec::new(),
            ),
            SpeechChoice::Text => (
                Output {
                    speech: None,
                    earcons: Earcons::silent(),
                    announce_lang: Lang::De,
                    mark_spoken: true,
                    lang,
                    remember_in: None,
                },
                Vec::new(),
            ),
            other => {
                // Everything is printed here already; the text fallback of
                // the speech chain must not print it a second time.
                let silent = TextSpeaker::new("", Box::new(std::io::sink()));
                let speech = Speech::open(other, voice, silent);
                let t = crate::messages::texts(lang);
                let mut notes = vec![t.speech_status(speech.status())];
                notes.extend(speech.events().iter().map(|e| t.speech_event(e)));
                (
                    Output {
                        speech: Some(speech),
                        earcons: Earcons::silent(),
                        announce_lang: Lang::De,
                        mark_spoken: false,
                        lang,
                        remember_in: None,
                    },
                    notes,
                )
            }
        }
    }

    /// Turns earcons on (native builds with a sound device); returns a
    /// notice when there is no device.
    pub fn open_earcons(&mut self, choice: EarconChoice) -> Option<String> {
        let (e, note) = Earcons::open(choice);
        self.earcons = e;
        note
    }

    /// Keeps voice changes ("lauter", "schneller") in this settings file.
    pub fn remember_voice_in(&mut self, path: PathBuf) {
        self.remember_in = Some(path);
    }

    /// The language the announcement words are spoken in.
    pub fn set_announce_lang(&mut self, lang: Lang) {
        self.announce_lang = lang;
    }

    /// The printed form of replies, one line each.
    pub fn render(&self, replies: &[Reply]) -> String {
        let mut s = String::new();
        for r in replies {
            // Device lines and sounds are not printed for the player.
            if matches!(
                r,
                Reply::Device(_)
                    | Reply::Sound(_)
                    | Reply::Voice(..)
                    | Reply::Write(_)
                    | Reply::Board(_)
            ) {
                continue;
            }
            if self.mark_spoken && r.is_said() {
                s.push_str(SPOKEN_MARK);
            }
            s.push_str(r.text());
            s.push('\n');
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
                Reply::Say(text) => {
                    speech.say(Utterance::new(text.clone(), self.lang, Priority::Normal))
                }
                // A new move cuts off stale chatter.
                Reply::Announce(text) => speech.say(Utterance::new(
                    text.clone(),
                    self.announce_lang,
                    Priority::Move,
                )),
                _ => {}
            }
        }
        let t = crate::messages::texts(self.lang);
        notes.extend(speech.events().iter().map(|e| t.speech_event(e)));
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
        crate::config::remember(path, key, i64::from(value))
            .err()
            .map(|e| {
                crate::messages::texts(self.lang)
                    .voice_not_saved(&path.display().to_string(), &e.to_string())
            })
    }

    /// Louder, quieter, faster, slower where the backend allows.
    pub fn adjust(&mut self, setting: Setting, change: Change) -> Option<u8> {
        self.speech.as_mut()?.adjust(setting, change).ok()
    }

    /// Waits (a little) until everything queued has been said, so a script
    /// run does not cut off its last words.
    pub fn finish(&self) {
        if let Some(s) = &self.speech {
            s.flush(Duration::from_secs(10));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_speech_marks_spoken_lines_only() {
        let (out, notes) = Output::open(&SpeechChoice::Text, Voice::default(), Lang::En);
        assert!(notes.is_empty());
        let text = out.render(&[Reply::Say("e4".into()), Reply::Print("fen".into())]);
        assert_eq!(text, "» e4\nfen\n");
        let (off, _) = Output::open(&SpeechChoice::Off, Voice::default(), Lang::En);
        assert_eq!(off.render(&[Reply::Say("e4".into())]), "e4\n");
    }
}
