//! A backend that only records what it is asked, with timestamps: for
//! tests of the queue and the fallback, and for the latency benchmark.
//! It can pretend to speak for a while and to fail.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::speaker::{Speaker, SpeechError, Utterance};
use super::voice::Voice;

/// What the queue asked of the backend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CallKind {
    /// An utterance was started.
    Start,
    /// Speech was stopped.
    Stop,
}

/// One recorded call.
#[derive(Debug, Clone)]
pub struct Call {
    /// When the call came.
    pub at: Instant,
    /// What was asked.
    pub kind: CallKind,
    /// The utterance started, or the one being stopped.
    pub utterance: Utterance,
    /// The voice it was said with.
    pub voice: Voice,
}

#[derive(Debug)]
struct Log {
    calls: Vec<Call>,
    /// Start of the utterance now playing.
    current: Option<(Instant, Utterance, Voice)>,
    starts: usize,
}

/// A recording backend. Clones share one log, so a test keeps a clone
/// and hands the other to the queue.
#[derive(Debug, Clone)]
pub struct Recorder {
    name: String,
    log: Arc<Mutex<Log>>,
    speaking_for: Duration,
    /// Starts from this one on (0-based) fail.
    fail_from: Option<usize>,
    /// Fail while speaking (daemon gone mid-utterance) instead of at start.
    fail_while_speaking: bool,
    /// Acts as a recording (WAV files): the queue cuts nothing.
    recording: bool,
}

impl Recorder {
    /// A recorder that reports itself as backend `name`.
    pub fn new(name: impl Into<String>) -> Recorder {
        Recorder {
            name: name.into(),
            log: Arc::new(Mutex::new(Log {
                calls: Vec::new(),
                current: None,
                starts: 0,
            })),
            speaking_for: Duration::ZERO,
            fail_from: None,
            fail_while_speaking: false,
            recording: false,
        }
    }

    /// Each utterance keeps the backend busy this long.
    pub fn speaking_for(mut self, d: Duration) -> Recorder {
        self.speaking_for = d;
        self
    }

    /// The `n`th start (0-based) and all after it fail.
    pub fn failing_from(mut self, n: usize) -> Recorder {
        self.fail_from = Some(n);
        self
    }

    /// Failures come while speaking, not at start.
    pub fn failing_while_speaking(mut self) -> Recorder {
        self.fail_while_speaking = true;
        self
    }

    /// Acts as a recording backend (see `Speaker::keeps_every_line`).
    pub fn recording(mut self) -> Recorder {
        self.recording = true;
        self
    }

    fn log(&self) -> MutexGuard<'_, Log> {
        self.log.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Every call so far, in order.
    pub fn calls(&self) -> Vec<Call> {
        self.log().calls.clone()
    }

    /// The latest call, without copying the whole log.
    pub fn last_call(&self) -> Option<Call> {
        self.log().calls.last().cloned()
    }

    /// Texts of the started utterances, in order.
    pub fn started(&self) -> Vec<String> {
        self.calls()
            .into_iter()
            .filter(|c| c.kind == CallKind::Start)
            .map(|c| c.utterance.text)
            .collect()
    }

    /// Texts of the stopped utterances, in order.
    pub fn stopped(&self) -> Vec<String> {
        self.calls()
            .into_iter()
            .filter(|c| c.kind == CallKind::Stop)
            .map(|c| c.utterance.text)
            .collect()
    }

    /// Number of start calls so far (cheap, for polling).
    pub fn start_count(&self) -> usize {
        self.log().starts
    }

    fn error(&self) -> SpeechError {
        SpeechError::Engine {
            backend: self.name.clone(),
            detail: "simulated failure".to_string(),
        }
    }

    fn fails(&self, start_index: usize) -> bool {
        self.fail_from.is_some_and(|n| start_index >= n)
    }
}

impl Speaker for Recorder {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn start(&mut self, u: &Utterance, voice: &Voice) -> Result<(), SpeechError> {
        let at = Instant::now();
        let mut log = self.log();
        let index = log.starts;
        log.starts += 1;
        log.calls.push(Call {
            at,
            kind: CallKind::Start,
            utterance: u.clone(),
            voice: *voice,
        });
        if self.fails(index) && !self.fail_while_speaking {
            log.current = None;
            return Err(self.error());
        }
        log.current = Some((at, u.clone(), *voice));
        Ok(())
    }

    fn busy(&mut self) -> Result<bool, SpeechError> {
        let mut log = self.log();
        let index = log.starts.saturating_sub(1);
        let Some((at, _, _)) = &log.current else {
            return Ok(false);
        };
        if self.fail_while_speaking && self.fails(index) {
            log.current = None;
            return Err(self.error());
        }
        if at.elapsed() < self.speaking_for {
            return Ok(true);
        }
        log.current = None;
        Ok(false)
    }

    fn keeps_every_line(&self) -> bool {
        self.recording
    }

    fn stop(&mut self) {
        let mut log = self.log();
        if let Some((_, utterance, voice)) = log.current.take() {
            log.calls.push(Call {
                at: Instant::now(),
                kind: CallKind::Stop,
                utterance,
                voice,
            });
        }
    }
}
