//! The speech queue: a thread of its own that feeds utterances to the
//! backend in priority order, so `say` returns at once and the REPL never
//! waits for speech. A Move or Urgent utterance drops queued items of
//! lower priority and stops the one being said; a failing backend hands
//! the same utterance to the next one in the chain, with one notice.
//! `stop_answers` (the `stop` command) cuts off the answers being said
//! and queued, never a move or an urgent announcement. A recording
//! backend (WAV files) is never interrupted: it keeps every line.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use super::backends::TextSpeaker;
use super::choice::SpeechChoice;
use super::select::{Chain, build_chain};
use super::speaker::{Priority, Speaker, SpeechError, Utterance};
use super::status::{SpeechEvent, SpeechStatus};
use super::voice::{AtLimit, Change, Setting, Voice};

/// How often a speaking backend is asked whether it has finished.
const POLL: Duration = Duration::from_millis(5);

/// How long `Speech::open` waits for the backends to be found.
const OPEN_WAIT: Duration = Duration::from_secs(20);

enum Cmd {
    Say(Utterance),
    Silence,
    /// Drops answers (Normal and Chatter), queued and being said.
    StopAnswers,
    Voice(Voice),
    Flush(Sender<()>),
    Quit,
}

/// The caller's handle on the speech thread.
pub struct Speech {
    tx: Sender<Cmd>,
    events: Receiver<SpeechEvent>,
    worker: Option<JoinHandle<()>>,
    status: SpeechStatus,
    /// Opened in the background: the status once the backends are found.
    ready: Option<Receiver<SpeechStatus>>,
    voice: Voice,
    last: Option<Utterance>,
    last_chatter: Option<Utterance>,
    speaking: Speaking,
}

/// Whether the speech queue is saying something or has something to say,
/// or a sound is playing (a microphone is muted meanwhile, so that
/// annabella does not hear its own voice or its earcons). A handle any
/// thread may ask.
///
/// ```
/// use std::time::Duration;
/// let speaking = speech::Speaking::default();
/// assert!(!speaking.now());
/// speaking.hold_for(Duration::from_secs(60));
/// assert!(speaking.now());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Speaking(Arc<SpeakingState>);

#[derive(Debug, Default)]
struct SpeakingState {
    /// The speech queue is busy.
    speech: AtomicBool,
    /// A sound plays until then.
    sound_until: Mutex<Option<Instant>>,
}

impl Speaking {
    /// Whether speech or a sound is under way now.
    pub fn now(&self) -> bool {
        self.0.speech.load(Ordering::SeqCst)
            || self
                .sound_until()
                .is_some_and(|until| Instant::now() < until)
    }

    /// A sound of this length starts now: [`Speaking::now`] is true until
    /// it ends (or later, if another sound or speech lasts longer).
    pub fn hold_for(&self, length: Duration) {
        let until = Instant::now() + length;
        let mut slot = self
            .0
            .sound_until
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if slot.is_none_or(|t| t < until) {
            *slot = Some(until);
        }
    }

    fn sound_until(&self) -> Option<Instant> {
        *self
            .0
            .sound_until
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    fn set(&self, on: bool) {
        self.0.speech.store(on, Ordering::SeqCst);
    }
}

impl Speech {
    /// Opens the chosen output (finding what works for `Auto`) on its own
    /// thread. `text` is the text backend, used for `Text` and as the
    /// last fallback. Start-up notices are waiting in `events()`.
    pub fn open(choice: &SpeechChoice, voice: Voice, text: TextSpeaker) -> Speech {
        let choice = choice.clone();
        Speech::spawn(voice, true, move || build_chain(&choice, text))
    }

    /// [`Speech::open`] without waiting: the backends are found and probed
    /// on the speech thread (speech-dispatcher can take a quarter of a
    /// second to start) while the caller goes on, so the prompt is up at
    /// once. What is said meanwhile waits in the queue. The status is
    /// [`SpeechStatus::Starting`] until [`Speech::poll_ready`] has it.
    pub fn open_background(choice: &SpeechChoice, voice: Voice, text: TextSpeaker) -> Speech {
        let choice = choice.clone();
        Speech::spawn(voice, false, move || build_chain(&choice, text))
    }

    /// A queue over given backends, first to last (tests, benchmarks).
    pub fn with_speakers(speakers: Vec<Box<dyn Speaker + Send>>, voice: Voice) -> Speech {
        Speech::spawn(voice, true, move || {
            let speakers: Vec<Box<dyn Speaker>> = speakers
                .into_iter()
                .map(|s| -> Box<dyn Speaker> { s })
                .collect();
            let status = match speakers.first() {
                Some(s) => SpeechStatus::Using {
                    backend: s.name(),
                    auto: false,
                    skipped: Vec::new(),
                },
                None => SpeechStatus::Off,
            };
            Chain {
                speakers,
                status,
                notices: Vec::new(),
            }
        })
    }

    /// The backends are built on the speech thread itself: some platform
    /// speech objects must stay on the thread that made them.
    fn spawn(voice: Voice, wait: bool, make: impl FnOnce() -> Chain + Send + 'static) -> Speech {
        let (tx, rx) = mpsc::channel();
        let (event_tx, events) = mpsc::channel();
        let (ready_tx, ready_rx) = mpsc::channel();
        let speaking = Speaking::default();
        let worker_speaking = speaking.clone();
        let worker = std::thread::Builder::new()
            .name("speech".to_string())
            .spawn(move || {
                let chain = make();
                let _ = ready_tx.send(chain.status);
                for n in chain.notices {
                    let _ = event_tx.send(n);
                }
                Worker::new(chain.speakers, voice, event_tx, worker_speaking).run(rx);
            });
        let (worker, status, ready) = match worker {
            Ok(handle) if wait => {
                let status = ready_rx
                    .recv_timeout(OPEN_WAIT)
                    .unwrap_or(SpeechStatus::Starting);
                (Some(handle), status, None)
            }
            Ok(handle) => (Some(handle), SpeechStatus::Starting, Some(ready_rx)),
            Err(e) => (None, SpeechStatus::NoThread(e.to_string()), None),
        };
        Speech {
            tx,
            events,
            worker,
            status,
            ready,
            voice,
            last: None,
            last_chatter: None,
            speaking,
        }
    }

    /// A handle that tells whether speech is under way.
    pub fn speaking(&self) -> Speaking {
        self.speaking.clone()
    }

    /// One line saying which output is used, in English (see `status`).
    pub fn description(&self) -> String {
        self.status.to_string()
    }

    /// Which output is used, for the caller to say at start.
    pub fn status(&self) -> &SpeechStatus {
        &self.status
    }

    /// Opened in the background: the status, once, as soon as the
    /// backends are found (before any start-up notice in `events()`).
    pub fn poll_ready(&mut self) -> Option<SpeechStatus> {
        let status = self.ready.as_ref()?.try_recv();
        match status {
            Ok(status) => {
                self.ready = None;
                self.status = status.clone();
                Some(status)
            }
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => {
                self.ready = None;
                None
            }
        }
    }

    /// [`Speech::poll_ready`], waiting up to `timeout` (the end of a script).
    pub fn wait_ready(&mut self, timeout: Duration) -> Option<SpeechStatus> {
        let status = self.ready.as_ref()?.recv_timeout(timeout).ok()?;
        self.ready = None;
        self.status = status.clone();
        Some(status)
    }

    /// Queues `u` and returns at once.
    pub fn say(&mut self, u: Utterance) {
        if u.priority == Priority::Chatter {
            self.last_chatter = Some(u.clone());
        } else {
            self.last = Some(u.clone());
        }
        self.speaking.set(true);
        let _ = self.tx.send(Cmd::Say(u));
    }

    /// Says the last announcement again (the last utterance above
    /// chatter, else the last chatter) and returns it for printing. It
    /// comes with at least Move priority: the user asked for it now.
    pub fn repeat(&mut self) -> Option<Utterance> {
        let mut u = self.last.clone().or_else(|| self.last_chatter.clone())?;
        u.priority = u.priority.max(Priority::Move);
        let _ = self.tx.send(Cmd::Say(u.clone()));
        Some(u)
    }

    /// Stops speech now and drops everything queued.
    pub fn silence(&self) {
        let _ = self.tx.send(Cmd::Silence);
    }

    /// The `stop` command: the answer being said and every answer queued
    /// (the rest of a long answer spoken in parts) are dropped; a move
    /// announcement or an urgent one (flag fall) is still said. A
    /// recording keeps every line and is not cut.
    pub fn stop_answers(&self) {
        let _ = self.tx.send(Cmd::StopAnswers);
    }

    /// The voice speech is said with now.
    pub fn voice(&self) -> Voice {
        self.voice
    }

    /// Louder, softer, faster or slower by one step, from the next
    /// utterance on. Backends without the setting ignore it.
    pub fn adjust(&mut self, setting: Setting, change: Change) -> Result<u8, AtLimit> {
        let value = self.voice.adjust(setting, change)?;
        let _ = self.tx.send(Cmd::Voice(self.voice));
        Ok(value)
    }

    /// Notices since the last call (fallbacks, start-up problems).
    pub fn events(&self) -> Vec<SpeechEvent> {
        self.events.try_iter().collect()
    }

    /// Waits until everything queued has been said, at most `timeout`;
    /// true when it has (end of a script, tests).
    pub fn flush(&self, timeout: Duration) -> bool {
        let (tx, rx) = mpsc::channel();
        if self.tx.send(Cmd::Flush(tx)).is_err() {
            return true;
        }
        rx.recv_timeout(timeout).is_ok()
    }
}

impl Drop for Speech {
    /// Stops what is being said and ends the thread.
    fn drop(&mut self) {
        let _ = self.tx.send(Cmd::Quit);
        if let Some(handle) = self.worker.take() {
            let _ = handle.join();
        }
    }
}

struct Worker {
    chain: VecDeque<Box<dyn Speaker>>,
    queue: Vec<(u64, Utterance)>,
    seq: u64,
    current: Option<Utterance>,
    voice: Voice,
    events: Sender<SpeechEvent>,
    waiters: Vec<Sender<()>>,
    speaking: Speaking,
}

impl Worker {
    fn new(
        chain: Vec<Box<dyn Speaker>>,
        voice: Voice,
        events: Sender<SpeechEvent>,
        speaking: Speaking,
    ) -> Worker {
        Worker {
            chain: chain.into(),
            queue: Vec::new(),
            seq: 0,
            current: None,
            voice,
            events,
            waiters: Vec::new(),
            speaking,
        }
    }

    fn run(mut self, rx: Receiver<Cmd>) {
        loop {
            self.progress();
            self.speaking
                .set(self.current.is_some() || !self.queue.is_empty());
            if self.current.is_none() && self.queue.is_empty() {
                for w in self.waiters.drain(..) {
                    let _ = w.send(());
                }
            }
            let cmd = if self.current.is_some() {
                match rx.recv_timeout(POLL) {
                    Ok(cmd) => cmd,
                    Err(RecvTimeoutError::Timeout) => continue,
                    Err(RecvTimeoutError::Disconnected) => Cmd::Quit,
                }
            } else {
                rx.recv().unwrap_or(Cmd::Quit)
            };
            match cmd {
                Cmd::Say(u) => self.enqueue(u),
                Cmd::Silence => {
                    self.queue.clear();
                    self.stop_current();
                }
                Cmd::StopAnswers if !self.recording() => {
                    self.queue.retain(|(_, q)| q.priority.interrupts());
                    match &self.current {
                        Some(c) if c.priority.interrupts() => {}
                        Some(_) => self.stop_current(),
                        // Nothing known to be said: a backend that cannot
                        // tell when its speech ends (a screen reader) may
                        // still be saying an answer, so it is told to stop.
                        None => {
                            if let Some(active) = self.chain.front_mut() {
                                active.stop();
                            }
                        }
                    }
                }
                Cmd::StopAnswers => {}
                Cmd::Voice(v) => self.voice = v,
                Cmd::Flush(w) => self.waiters.push(w),
                Cmd::Quit => {
                    self.stop_current();
                    self.speaking.set(false);
                    return;
                }
            }
        }
    }

    /// The active backend records (WAV files): nothing is cut or dropped.
    fn recording(&self) -> bool {
        self.chain.front().is_some_and(|s| s.keeps_every_line())
    }

    fn enqueue(&mut self, u: Utterance) {
        if u.priority.interrupts() && !self.recording() {
            self.queue.retain(|(_, q)| q.priority >= u.priority);
            if self
                .current
                .as_ref()
                .is_some_and(|c| c.priority < u.priority)
            {
                self.stop_current();
            }
        }
        self.seq += 1;
        self.queue.push((self.seq, u));
    }

    fn stop_current(&mut self) {
        if self.current.take().is_some()
            && let Some(active) = self.chain.front_mut()
        {
            active.stop();
        }
    }

    /// Polls the utterance being said and starts the next when free.
    fn progress(&mut self) {
        if self.current.is_some() {
            let Some(active) = self.chain.front_mut() else {
                self.current = None;
                return;
            };
            match active.busy() {
                Ok(true) => return,
                Ok(false) => self.current = None,
                Err(e) => {
                    // Not lost: said again on the next backend.
                    self.fall_back(e);
                    if let Some(u) = self.current.take() {
                        self.start(u);
                    }
                }
            }
        }
        while self.current.is_none() {
            let Some(u) = self.pop() else { return };
            self.start(u);
        }
    }

    /// Highest priority first, first come first within a priority. A
    /// recording keeps the order things were said in: its files are the
    /// game's spoken record, a move never overtakes the sentence said
    /// before it.
    fn pop(&mut self) -> Option<Utterance> {
        if self.recording() {
            return (!self.queue.is_empty()).then(|| self.queue.remove(0).1);
        }
        let best = self
            .queue
            .iter()
            .enumerate()
            .max_by_key(|(_, (seq, u))| (u.priority, std::cmp::Reverse(*seq)))
            .map(|(i, _)| i)?;
        Some(self.queue.remove(best).1)
    }

    fn start(&mut self, u: Utterance) {
        while let Some(active) = self.chain.front_mut() {
            match active.start(&u, &self.voice) {
                Ok(()) => {
                    self.current = Some(u);
                    return;
                }
                Err(e) => self.fall_back(e),
            }
        }
    }

    fn fall_back(&mut self, reason: SpeechError) {
        let Some(mut failed) = self.chain.pop_front() else {
            return;
        };
        failed.stop();
        let from = failed.name();
        let event = match self.chain.front() {
            Some(next) => SpeechEvent::Fallback {
                from,
                to: next.name(),
                reason,
            },
            None => SpeechEvent::SpeechOff { from, reason },
        };
        let _ = self.events.send(event);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::recorder::{CallKind, Recorder};
    use laws::lang::Lang;
    use std::time::Instant;

    fn u(text: &str, p: Priority) -> Utterance {
        Utterance::new(text, Lang::En, p)
    }

    fn queue(recorders: &[&Recorder]) -> Speech {
        let speakers: Vec<Box<dyn Speaker + Send>> = recorders
            .iter()
            .map(|r| -> Box<dyn Speaker + Send> { Box::new((*r).clone()) })
            .collect();
        Speech::with_speakers(speakers, Voice::default())
    }

    fn wait_for_starts(r: &Recorder, n: usize) {
        let deadline = Instant::now() + Duration::from_secs(5);
        while r.start_count() < n {
            assert!(Instant::now() < deadline, "only {} starts", r.start_count());
            std::thread::sleep(Duration::from_millis(1));
        }
    }

    #[test]
    fn speaking_is_known_from_the_say_until_the_last_word() {
        let r = Recorder::new("rec").speaking_for(Duration::from_millis(150));
        let mut s = queue(&[&r]);
        let speaking = s.speaking();
        assert!(!speaking.now());
        s.say(u("first", Priority::Normal));
        assert!(speaking.now());
        s.say(u("second", Priority::Normal));
        assert!(s.flush(Duration::from_secs(5)));
        assert!(!speaking.now());
    }

    /// A sound held keeps the handle busy for its length, and a shorter
    /// one played meanwhile does not cut that short.
    #[test]
    fn a_sound_is_known_until_it_ends() {
        let speaking = Speaking::default();
        speaking.hold_for(Duration::from_millis(80));
        assert!(speaking.now());
        let end = Instant::now() + Duration::from_secs(5);
        while speaking.now() {
            assert!(Instant::now() < end, "the sound never ended");
            std::thread::sleep(Duration::from_millis(5));
        }
        speaking.hold_for(Duration::from_secs(600));
        speaking.hold_for(Duration::from_millis(1));
        std::thread::sleep(Duration::from_millis(20));
        assert!(speaking.now());
    }

    #[test]
    fn says_in_priority_order_fifo_within_a_priority() {
        let r = Recorder::new("rec").speaking_for(Duration::from_millis(150));
        let mut s = queue(&[&r]);
        assert_eq!(s.description(), "Speech: rec.");
        s.say(u("first", Priority::Chatter));
        wait_for_starts(&r, 1);
        s.say(u("c1", Priority::Chatter));
        s.say(u("n1", Priority::Normal));
        s.say(u("c2", Priority::Chatter));
        s.say(u("n2", Priority::Normal));
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(r.started(), ["first", "n1", "n2", "c1", "c2"]);
        assert!(r.stopped().is_empty());
    }

    #[test]
    fn a_move_interrupts_stale_chatter() {
        let r = Recorder::new("rec").speaking_for(Duration::from_millis(300));
        let mut s = queue(&[&r]);
        s.say(u("clock chatter", Priority::Chatter));
        wait_for_starts(&r, 1);
        s.say(u("queued chatter", Priority::Chatter));
        s.say(u("queued answer", Priority::Normal));
        s.say(u("Nf3", Priority::Move));
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(r.started(), ["clock chatter", "Nf3"]);
        assert_eq!(r.stopped(), ["clock chatter"]);
        // The stop came before the move started.
        let calls = r.calls();
        assert_eq!(calls[1].kind, CallKind::Stop);
        assert!(calls[1].at <= calls[2].at);
    }

    #[test]
    fn a_move_does_not_cut_a_move_but_urgent_does() {
        let r = Recorder::new("rec").speaking_for(Duration::from_millis(200));
        let mut s = queue(&[&r]);
        s.say(u("e4", Priority::Move));
        wait_for_starts(&r, 1);
        s.say(u("e5", Priority::Move));
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(r.started(), ["e4", "e5"]);
        assert!(r.stopped().is_empty());
        s.say(u("Nf3", Priority::Move));
        wait_for_starts(&r, 3);
        s.say(u("Nc6", Priority::Move));
        s.say(u("flag", Priority::Urgent));
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(r.started(), ["e4", "e5", "Nf3", "flag"]);
        assert_eq!(r.stopped(), ["Nf3"]);
    }

    #[test]
    fn repeat_says_the_last_announcement_again() {
        let r = Recorder::new("rec");
        let mut s = queue(&[&r]);
        assert!(s.repeat().is_none());
        s.say(u("Springer Felix drei", Priority::Move));
        s.say(u("two minutes left", Priority::Chatter));
        assert!(s.flush(Duration::from_secs(5)));
        let again = s.repeat().unwrap();
        assert_eq!(again.text, "Springer Felix drei");
        assert_eq!(again.priority, Priority::Move);
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(
            r.started(),
            [
                "Springer Felix drei",
                "two minutes left",
                "Springer Felix drei"
            ]
        );
        // With only chatter said, the chatter is repeated.
        let r2 = Recorder::new("rec2");
        let mut s2 = queue(&[&r2]);
        s2.say(u("tick", Priority::Chatter));
        assert_eq!(s2.repeat().map(|u| u.text), Some("tick".to_string()));
    }

    #[test]
    fn voice_changes_reach_the_backend_and_stop_at_the_limits() {
        let r = Recorder::new("rec");
        let mut s = queue(&[&r]);
        assert_eq!(s.adjust(Setting::Volume, Change::Up), Ok(60));
        assert_eq!(s.adjust(Setting::Rate, Change::Down), Ok(40));
        s.say(u("louder", Priority::Normal));
        assert!(s.flush(Duration::from_secs(5)));
        let v = r.calls()[0].voice;
        assert_eq!((v.volume(), v.rate()), (60, 40));
        for _ in 0..4 {
            s.adjust(Setting::Rate, Change::Down).unwrap();
        }
        assert!(s.adjust(Setting::Rate, Change::Down).is_err());
        assert_eq!(s.voice().rate(), 0);
    }

    #[test]
    fn a_failing_backend_hands_the_utterance_on_with_one_notice() {
        let bad = Recorder::new("espeak-ng").failing_from(1);
        let good = Recorder::new("text");
        let mut s = queue(&[&bad, &good]);
        s.say(u("one", Priority::Normal));
        s.say(u("two", Priority::Move));
        s.say(u("three", Priority::Normal));
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(bad.started(), ["one", "two"]);
        assert_eq!(good.started(), ["two", "three"]);
        let events = s.events();
        assert_eq!(events.len(), 1, "{events:?}");
        match &events[0] {
            SpeechEvent::Fallback { from, to, .. } => {
                assert_eq!((from.as_str(), to.as_str()), ("espeak-ng", "text"));
            }
            e => panic!("unexpected {e:?}"),
        }
        assert!(events[0].to_string().contains("Now using text"));
        s.say(u("four", Priority::Normal));
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(good.started(), ["two", "three", "four"]);
        assert!(s.events().is_empty());
    }

    #[test]
    fn a_failure_while_speaking_retries_on_the_next() {
        let bad = Recorder::new("speech-dispatcher")
            .speaking_for(Duration::from_millis(50))
            .failing_from(0)
            .failing_while_speaking();
        let good = Recorder::new("espeak-ng");
        let mut s = queue(&[&bad, &good]);
        s.say(u("Dame Hektor fünf", Priority::Move));
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(bad.started(), ["Dame Hektor fünf"]);
        assert_eq!(good.started(), ["Dame Hektor fünf"]);
        assert_eq!(s.events().len(), 1);
    }

    #[test]
    fn when_every_backend_fails_speech_goes_off_without_panic() {
        let bad = Recorder::new("only").failing_from(0);
        let mut s = queue(&[&bad]);
        s.say(u("x", Priority::Urgent));
        s.say(u("y", Priority::Normal));
        assert!(s.flush(Duration::from_secs(5)));
        let events = s.events();
        assert!(
            matches!(events.as_slice(), [SpeechEvent::SpeechOff { .. }]),
            "{events:?}"
        );
        assert!(events[0].to_string().contains("Speech is off"));
        assert_eq!(bad.started(), ["x"]);
    }

    #[test]
    fn silence_drops_everything() {
        let r = Recorder::new("rec").speaking_for(Duration::from_millis(200));
        let mut s = queue(&[&r]);
        s.say(u("a", Priority::Normal));
        wait_for_starts(&r, 1);
        s.say(u("b", Priority::Normal));
        s.silence();
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(r.started(), ["a"]);
        assert_eq!(r.stopped(), ["a"]);
    }

    /// `stop` cuts the long answer being said in parts, not the move
    /// announcement that came after it.
    #[test]
    fn stop_drops_the_answers_but_not_a_move() {
        let r = Recorder::new("rec").speaking_for(Duration::from_millis(300));
        let mut s = queue(&[&r]);
        s.say(u("Move 1: White e4, Black e5.", Priority::Normal));
        wait_for_starts(&r, 1);
        s.say(u("Move 2: White Nf3, Black Nc6.", Priority::Normal));
        s.say(u("Move 3: White Bb5.", Priority::Normal));
        s.say(u("two minutes left", Priority::Chatter));
        s.stop_answers();
        s.say(u("after stop", Priority::Normal));
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(r.started(), ["Move 1: White e4, Black e5.", "after stop"]);
        assert_eq!(r.stopped(), ["Move 1: White e4, Black e5."]);
        // A move being said is not cut, nor one waiting.
        s.say(u("e4", Priority::Move));
        wait_for_starts(&r, 3);
        s.say(u("flag", Priority::Urgent));
        s.stop_answers();
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(r.stopped().len(), 2, "{:?}", r.stopped());
        assert_eq!(r.started().last().map(String::as_str), Some("flag"));
    }

    /// A recording keeps every line, in the order said: the greeting is
    /// not cut out by the first move (else "White to move" would be
    /// missing from `wav:`), `stop` does not cut it either, and a move
    /// does not overtake what was said before it.
    #[test]
    fn a_recording_is_never_cut() {
        let r = Recorder::new("wav")
            .recording()
            .speaking_for(Duration::from_millis(100));
        let mut s = queue(&[&r]);
        s.say(u("White to move, move 1.", Priority::Normal));
        wait_for_starts(&r, 1);
        s.say(u("queued answer", Priority::Chatter));
        s.say(u("Bauer Eva zwei Eva vier", Priority::Move));
        s.say(u("a long answer", Priority::Normal));
        s.stop_answers();
        assert!(s.flush(Duration::from_secs(5)));
        assert_eq!(
            r.started(),
            [
                "White to move, move 1.",
                "queued answer",
                "Bauer Eva zwei Eva vier",
                "a long answer"
            ]
        );
        assert!(r.stopped().is_empty(), "{:?}", r.stopped());
    }

    #[test]
    fn say_returns_at_once_while_the_backend_speaks() {
        let r = Recorder::new("rec").speaking_for(Duration::from_secs(2));
        let mut s = queue(&[&r]);
        let t = Instant::now();
        for i in 0..50 {
            s.say(u(&format!("n{i}"), Priority::Normal));
        }
        assert!(t.elapsed() < Duration::from_millis(500));
        assert!(!s.flush(Duration::from_millis(10)));
        s.silence();
    }
}
