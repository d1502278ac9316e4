//! Choosing a recogniser: `ENGINE[:MODEL]` as the command line gives it.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use phonetics::Builtin;

use crate::ListenError;
use crate::recognise::Recogniser;

/// The speech recognisers annabella knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Engine {
    /// PocketSphinx (feature `pocketsphinx`).
    PocketSphinx,
    /// Vosk (feature `vosk`; its library is loaded when it is chosen).
    Vosk,
}

impl Engine {
    /// The name on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Engine::PocketSphinx => "pocketsphinx",
            Engine::Vosk => "vosk",
        }
    }
}

/// An engine and the model folder the user named (`None`: its default).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EngineChoice {
    /// The engine.
    pub engine: Engine,
    /// Its model folder.
    pub model: Option<PathBuf>,
}

impl Default for EngineChoice {
    fn default() -> Self {
        EngineChoice {
            engine: Engine::PocketSphinx,
            model: None,
        }
    }
}

impl FromStr for EngineChoice {
    type Err = ListenError;

    /// `pocketsphinx`, `pocketsphinx:/path/to/model`, `vosk:/path/to/model`.
    fn from_str(text: &str) -> Result<EngineChoice, ListenError> {
        let (name, model) = match text.split_once(':') {
            Some((name, model)) if !model.is_empty() => (name, Some(PathBuf::from(model))),
            Some((name, _)) => (name, None),
            None => (text, None),
        };
        let engine = match name.to_ascii_lowercase().as_str() {
            "pocketsphinx" | "sphinx" => Engine::PocketSphinx,
            "vosk" => Engine::Vosk,
            _ => {
                return Err(ListenError::UnknownEngine {
                    name: name.to_string(),
                });
            }
        };
        Ok(EngineChoice { engine, model })
    }
}

impl fmt::Display for EngineChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.model {
            Some(model) => write!(f, "{}:{}", self.engine.name(), model.display()),
            None => f.write_str(self.engine.name()),
        }
    }
}

/// Opens the chosen recogniser for the words of `vocab` (a built-in
/// vocabulary, whose pronunciations it then knows; `None` for a user's
/// vocabulary, heard with the model's own dictionary).
pub fn open(
    choice: &EngineChoice,
    vocab: Option<Builtin>,
) -> Result<Box<dyn Recogniser>, ListenError> {
    match choice.engine {
        #[cfg(feature = "pocketsphinx")]
        Engine::PocketSphinx => Ok(Box::new(crate::sphinx::PocketSphinx::new(
            choice.model.as_deref(),
            vocab,
        )?)),
        #[cfg(not(feature = "pocketsphinx"))]
        Engine::PocketSphinx => {
            let _ = vocab;
            Err(ListenError::NotBuilt {
                engine: "pocketsphinx".into(),
                feature: "listen".into(),
            })
        }
        #[cfg(feature = "vosk")]
        Engine::Vosk => Ok(Box::new(crate::vosk::Vosk::new(choice.model.as_deref())?)),
        #[cfg(not(feature = "vosk"))]
        Engine::Vosk => Err(ListenError::NotBuilt {
            engine: "vosk".into(),
            feature: "listen".into(),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_and_model_are_read() {
        let c: EngineChoice = "pocketsphinx:/m/en-us".parse().unwrap();
        assert_eq!(c.engine, Engine::PocketSphinx);
        assert_eq!(c.model, Some(PathBuf::from("/m/en-us")));
        assert_eq!(c.to_string(), "pocketsphinx:/m/en-us");
        assert_eq!("vosk".parse::<EngineChoice>().unwrap().model, None);
        assert!(matches!(
            "julius".parse::<EngineChoice>(),
            Err(ListenError::UnknownEngine { .. })
        ));
    }
}
