//! Speech output: one [`Speaker`] trait with several backends (platform
//! TTS, speech-dispatcher, espeak-ng, WAV files, printed text), a
//! priority queue on its own thread that never blocks the caller and
//! falls back to the next backend when one fails, text rewritten for
//! speech engines, and earcons. See docs/speech.md.
//!
//! A sentence in the UI language with Appendix words inside: each part is
//! spoken in its own language's voice, and the whole is printed.
//!
//! ```
//! use laws::lang::Lang;
//! use speech::{Mixed, Segment};
//!
//! let mut said = Mixed::plain("Move 4, White: ");
//! said.push_words("Kurze Rochade", Lang::De);
//! assert_eq!(said.text(), "Move 4, White: Kurze Rochade");
//! assert_eq!(
//!     said.segments(Lang::En),
//!     vec![
//!         Segment { text: "Move 4, White: ".into(), lang: Lang::En },
//!         Segment { text: "Kurze Rochade".into(), lang: Lang::De },
//!     ]
//! );
//! ```
//!
//! Every backend is a [`Speaker`]; the printed-text backend writes each
//! utterance as one line behind a marker:
//!
//! ```
//! use std::io::Write;
//! use std::sync::{Arc, Mutex};
//! use laws::lang::Lang;
//! use speech::{Priority, Speaker, TextSpeaker, Utterance, Voice};
//!
//! #[derive(Clone, Default)]
//! struct Shared(Arc<Mutex<Vec<u8>>>);
//! impl Write for Shared {
//!     fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
//!         self.0.lock().unwrap().write(b)
//!     }
//!     fn flush(&mut self) -> std::io::Result<()> {
//!         Ok(())
//!     }
//! }
//!
//! let out = Shared::default();
//! let mut text = TextSpeaker::new("said: ", Box::new(out.clone()));
//! let u = Utterance::new("Check.\nWhite to move.", Lang::En, Priority::Normal);
//! text.start(&u, &Voice::default()).unwrap();
//! assert!(!text.busy().unwrap());
//! let printed = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
//! assert_eq!(printed, "said: Check. White to move.\n");
//! ```
//!
//! The talking clock's words, in the languages that have number words:
//!
//! ```
//! use std::time::Duration;
//! use laws::lang::Lang;
//!
//! assert_eq!(speech::words::number(Lang::De, 21), "einundzwanzig");
//! assert_eq!(speech::words::number(Lang::En, 21), "twenty-one");
//! let left = speech::words::duration(Lang::En, Duration::from_secs(125), true);
//! assert_eq!(left, "two minutes, five seconds");
//! ```

#![warn(missing_docs)]

pub mod backends;
pub mod choice;
pub mod earcon;
pub mod mixed;
#[cfg(feature = "native")]
pub mod native;
pub mod queue;
pub mod recorder;
pub mod select;
pub mod sounds;
pub mod speakable;
pub mod speaker;
pub mod status;
pub mod voice;
pub mod words;

pub use backends::{EspeakSpeaker, SpdSpeaker, TextSpeaker, WavSpeaker};
pub use choice::{EarconChoice, Missing, ParseChoiceError, SpeechChoice};
pub use earcon::{Earcon, EarconProblem};
pub use mixed::{Mixed, Part, Segment};
pub use queue::{Speaking, Speech};
pub use recorder::Recorder;
pub use sounds::Earcons;
pub use speakable::speakable;
pub use speaker::{Priority, Speaker, SpeechError, Utterance};
pub use status::{SpeechEvent, SpeechStatus};
pub use voice::{Change, Setting, Voice};
