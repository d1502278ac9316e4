//! Speech output: one [`Speaker`] trait with several backends (platform
//! TTS, speech-dispatcher, espeak-ng, WAV files, printed text), a
//! priority queue on its own thread that never blocks the caller and
//! falls back to the next backend when one fails, text rewritten for
//! speech engines, and earcons. See docs/speech.md.

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
pub use choice::{EarconChoice, SpeechChoice};
pub use earcon::{Earcon, EarconProblem};
pub use mixed::{Mixed, Part, Segment};
pub use queue::Speech;
pub use recorder::Recorder;
pub use sounds::Earcons;
pub use speakable::speakable;
pub use speaker::{Priority, Speaker, SpeechError, Utterance};
pub use status::{SpeechEvent, SpeechStatus};
pub use voice::{Change, Setting, Voice};
