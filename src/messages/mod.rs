//! Every sentence the user reads or hears, one file per UI language.
//!
//! The session decides *what* to say as values (errors, results, offers);
//! a [`Texts`] implementation says it in one language. Squares and pieces
//! inside sentences come from a [`Namer`], so the same sentence can name
//! "f3" or "Felix drei".

mod broadcast;
pub mod catalog;
#[cfg(test)]
mod catalog_tests;
mod clock;
mod dead;
mod engine;
mod equipment;
mod files;
mod game;
mod guard;
#[cfg(test)]
mod language_tests;
mod listening;
mod position;
mod quickplay;
mod reading;
mod reported;
mod serve;
mod start;
#[cfg(test)]
mod tests;
mod voice;
mod wording;

use shakmaty::{Role, Square};

use laws::lang::Lang;
use laws::notation::Namer;

pub use broadcast::BroadcastTexts;
pub use clock::ClockTexts;
pub use dead::DeadTexts;
pub use engine::{EngineTexts, JudgedMove};
pub use equipment::DeviceTexts;
pub use files::FileTexts;
pub use game::GameTexts;
pub use guard::GuardTexts;
pub use listening::ListenTexts;
pub use position::PositionTexts;
pub use quickplay::{ClaimBasis, QuickplayTexts};
pub use reading::ReadingTexts;
pub use reported::ReportTexts;
pub use serve::{ServeTexts, serve_texts};
pub use start::StartTexts;
pub use voice::SpeechTexts;

/// What a claim was for, as said back to the players.
pub use laws::rules::ClaimKind;

/// The sentences of one UI language, by what they talk about (one trait
/// and its catalog wording in each of the modules named here).
pub trait Texts:
    GameTexts
    + DeadTexts
    + ReadingTexts
    + ClockTexts
    + PositionTexts
    + FileTexts
    + DeviceTexts
    + SpeechTexts
    + StartTexts
    + QuickplayTexts
    + ListenTexts
    + GuardTexts
    + EngineTexts
    + ReportTexts
    + Sync
{
}

impl<
    T: GameTexts
        + DeadTexts
        + ReadingTexts
        + ClockTexts
        + PositionTexts
        + FileTexts
        + DeviceTexts
        + SpeechTexts
        + StartTexts
        + QuickplayTexts
        + ListenTexts
        + GuardTexts
        + EngineTexts
        + ReportTexts
        + Sync,
> Texts for T
{
}

/// The texts of a UI language.
pub fn texts(lang: Lang) -> &'static dyn Texts {
    catalog::builtin(lang)
}

/// The sentences about the game sent to the arbiter's server.
pub fn broadcast_texts(lang: Lang) -> &'static dyn BroadcastTexts {
    catalog::builtin(lang)
}

// Messages named by data, for the
// command-line help (src/cli_help.rs).
/// Message `id` of `lang`'s catalog, without arguments (English when that
/// catalog lacks it).
pub fn catalog_text(lang: Lang, id: &str) -> String {
    catalog::builtin(lang).text(id, None)
}

/// Whether `lang`'s own catalog (not its English fallback) has message `id`.
pub fn catalog_has(lang: Lang, id: &str) -> bool {
    catalog::builtin(lang).has(id)
}

/// Names squares algebraically ("f3") and pieces with the UI language's
/// nouns: the namer used when no spoken vocabulary is chosen.
pub struct AlgebraicNamer(pub &'static dyn Texts);

impl Namer for AlgebraicNamer {
    fn square(&self, sq: Square) -> String {
        sq.to_string()
    }
    fn role(&self, role: Role) -> String {
        self.0.role(role).to_string()
    }
}

#[cfg(test)]
mod speech_line_tests {
    use std::time::Duration;

    use super::*;
    use speech::{SpeechError, SpeechEvent, SpeechStatus};

    /// The speech lines at start and on failure are in the UI language,
    /// with the reason translated too.
    #[test]
    fn speech_lines_in_every_language() {
        let missing = SpeechError::CommandMissing {
            program: "espeak-ng".into(),
        };
        let status = SpeechStatus::Using {
            backend: "spd".into(),
            auto: true,
            skipped: vec![SpeechError::NotBuilt {
                backend: "tts".into(),
            }],
        };
        let event = SpeechEvent::Fallback {
            from: "espeak".into(),
            to: "text".into(),
            reason: SpeechError::TimedOut {
                backend: "espeak".into(),
                after: Duration::from_secs(5),
            },
        };
        let en = texts(Lang::En);
        assert_eq!(en.speech_status(&status), status.to_string());
        assert_eq!(en.speech_event(&event), event.to_string());
        let de = texts(Lang::De);
        assert_eq!(
            de.speech_status(&status),
            "Sprachausgabe: spd, automatisch gewählt (tts ist in diesem Build nicht enthalten (bauen mit: cargo build --release --features native))."
        );
        assert_eq!(
            de.speech_event(&event),
            "Sprachausgabe: espeak hat nicht innerhalb von 5 Sekunden geantwortet. Jetzt mit text."
        );
        assert_eq!(de.speech_error(&missing), "espeak-ng ist nicht installiert");
        let ru = texts(Lang::Ru);
        assert_eq!(ru.speech_status(&SpeechStatus::Off), "Речь: выключена.");
        assert_eq!(
            ru.speech_event(&event),
            "Речь: espeak не ответил за 5 с. Теперь используется text."
        );
        assert_eq!(ru.speech_error(&missing), "espeak-ng не установлен");
    }

    /// Every line about the speech output begins with one and the same
    /// word in a language ("Speech:", "Sprachausgabe:", "Речь:"): the
    /// lines at start and the lines on failure said it two ways before.
    #[test]
    fn every_speech_line_begins_with_one_word() {
        let error = SpeechError::NoAnswer {
            backend: "speech-dispatcher".into(),
        };
        let statuses = [
            SpeechStatus::Using {
                backend: "spd".into(),
                auto: false,
                skipped: Vec::new(),
            },
            SpeechStatus::Using {
                backend: "spd".into(),
                auto: true,
                skipped: Vec::new(),
            },
            SpeechStatus::Using {
                backend: "spd".into(),
                auto: true,
                skipped: vec![error.clone()],
            },
            SpeechStatus::Off,
            SpeechStatus::Starting,
            SpeechStatus::NoThread("x".into()),
        ];
        let events = [
            SpeechEvent::Fallback {
                from: "spd".into(),
                to: "espeak-ng".into(),
                reason: error.clone(),
            },
            SpeechEvent::SpeechOff {
                from: "spd".into(),
                reason: error.clone(),
            },
            SpeechEvent::Unavailable {
                reason: error.clone(),
                using: "espeak-ng".into(),
            },
            SpeechEvent::ScreenReaderThrough {
                backend: "speech-dispatcher".into(),
            },
        ];
        for lang in Lang::ALL {
            let t = texts(lang);
            let mut lines: Vec<String> = statuses.iter().map(|s| t.speech_status(s)).collect();
            lines.extend(
                statuses
                    .iter()
                    .filter(|s| !matches!(s, SpeechStatus::Starting | SpeechStatus::NoThread(_)))
                    .map(|s| t.speech_started(s)),
            );
            lines.extend(events.iter().map(|e| t.speech_event(e)));
            let first = |l: &String| l.split([':', ' ']).next().unwrap_or_default().to_string();
            let word = first(&lines[0]);
            for l in &lines {
                assert!(
                    l.starts_with(&format!("{word}:")),
                    "{lang:?}: {l:?} does not begin with {word}:"
                );
            }
        }
        // The English catalog says what the speech crate's own lines say.
        let en = texts(Lang::En);
        for s in &statuses {
            assert_eq!(en.speech_status(s), s.to_string());
        }
        for e in &events {
            assert_eq!(en.speech_event(e), e.to_string());
        }
    }
}
