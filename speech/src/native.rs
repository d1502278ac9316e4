//! The `native` feature: speech through the platform speech API (the
//! `tts` crate: speech-dispatcher on Linux, WinRT/SAPI on Windows,
//! AVFoundation on macOS) and earcons through the sound card (`cpal`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::{Duration, Instant};

use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample};

use super::earcon::{Earcon, EarconProblem, samples};
use super::mixed::Segment;
use super::speakable::speakable;
use super::speaker::{Speaker, SpeechError, Utterance, time_limit};
use super::voice::Voice;
use laws::lang::Lang;

const TTS: &str = "tts";
/// The name of the screen reader output (Tolk, Windows).
#[cfg(all(windows, feature = "screenreader"))]
pub const SCREEN_READER: &str = "screenreader";

fn engine_error(e: impl std::fmt::Display) -> SpeechError {
    SpeechError::Engine {
        backend: TTS.to_string(),
        detail: e.to_string(),
    }
}

/// One connection to the platform engine, with its own voice.
struct Engine {
    tts: tts::Tts,
    features: tts::Features,
    /// Utterances ended or cancelled, counted by the engine's callbacks.
    ended: Arc<AtomicU64>,
}

impl Engine {
    fn open() -> Result<Engine, SpeechError> {
        // A daemon that is just starting (speech-dispatcher autospawn)
        // can refuse the first connection.
        let tts = tts::Tts::default()
            .or_else(|_| {
                std::thread::sleep(Duration::from_millis(500));
                tts::Tts::default()
            })
            .map_err(engine_error)?;
        let features = tts.supported_features();
        let ended = Arc::new(AtomicU64::new(0));
        if features.utterance_callbacks {
            let on_end = Arc::clone(&ended);
            let on_stop = Arc::clone(&ended);
            tts.on_utterance_end(Some(Box::new(move |_| {
                on_end.fetch_add(1, Ordering::SeqCst);
            })))
            .map_err(engine_error)?;
            tts.on_utterance_stop(Some(Box::new(move |_| {
                on_stop.fetch_add(1, Ordering::SeqCst);
            })))
            .map_err(engine_error)?;
        }
        Ok(Engine {
            tts,
            features,
            ended,
        })
    }

    /// The running screen reader (NVDA, JAWS, ...) through Tolk; fails
    /// when none runs. It speaks with the reader's own voice and rate, so
    /// it offers no voices, rate, volume or end-of-speech callbacks.
    #[cfg(all(windows, feature = "screenreader"))]
    fn screen_reader() -> Result<Engine, SpeechError> {
        let tts = tts::Tts::new(tts::Backends::Tolk).map_err(|_| SpeechError::NoScreenReader {
            backend: SCREEN_READER.to_string(),
        })?;
        let features = tts.supported_features();
        Ok(Engine {
            tts,
            features,
            ended: Arc::new(AtomicU64::new(0)),
        })
    }
}

/// Speech through the `tts` crate. Must stay on the thread that made it
/// (the speech queue builds it there).
///
/// Each language gets a connection of its own with that language's
/// voice, made on its first utterance: speech-dispatcher takes seconds
/// to list its voices, so switching voices on one connection between
/// German Appendix F words and the UI language would stall every switch.
pub struct TtsSpeaker {
    /// The first engine has the platform's default voice.
    engines: Vec<Engine>,
    /// Which engine speaks a language.
    by_lang: Vec<(Lang, usize)>,
    voices: Option<Vec<tts::Voice>>,
    /// Engine speaking, `ended` when it started, start time, time limit.
    current: Option<(usize, u64, Instant, Duration)>,
    /// "tts", or "screenreader" for [`TtsSpeaker::screen_reader`].
    name: &'static str,
    /// The later parts of a mixed utterance, said in turn, each by the
    /// engine of its language, with the voice of the first part.
    next: std::collections::VecDeque<(Segment, Voice)>,
    /// The engine that spoke last when it cannot tell when it is done (a
    /// screen reader): `stop` silences it even when nothing is known to
    /// be said.
    unsure: Option<usize>,
}

impl TtsSpeaker {
    /// The platform speech engine, or why it cannot be had.
    pub fn new() -> Result<TtsSpeaker, SpeechError> {
        Ok(TtsSpeaker {
            engines: vec![Engine::open()?],
            by_lang: Vec::new(),
            voices: None,
            current: None,
            name: TTS,
            next: std::collections::VecDeque::new(),
            unsure: None,
        })
    }

    /// Speech through the running screen reader (Windows, feature
    /// `screenreader`): every language in the reader's own voice.
    #[cfg(all(windows, feature = "screenreader"))]
    pub fn screen_reader() -> Result<TtsSpeaker, SpeechError> {
        Ok(TtsSpeaker {
            engines: vec![Engine::screen_reader()?],
            by_lang: Vec::new(),
            voices: None,
            current: None,
            name: SCREEN_READER,
            next: std::collections::VecDeque::new(),
            unsure: None,
        })
    }

    /// The engine for `lang`: one with a voice of that language when the
    /// platform has one, else the default engine.
    fn engine_for(&mut self, lang: Lang) -> usize {
        if let Some((_, i)) = self.by_lang.iter().find(|(l, _)| *l == lang) {
            return *i;
        }
        let index = self.open_for(lang).unwrap_or(0);
        self.by_lang.push((lang, index));
        index
    }

    fn open_for(&mut self, lang: Lang) -> Option<usize> {
        let default = self.engines.first()?;
        if !default.features.voice {
            return None;
        }
        if self.voices.is_none() {
            self.voices = Some(default.tts.voices().unwrap_or_default());
        }
        let voice = self
            .voices
            .as_ref()?
            .iter()
            .find(|v| {
                v.language()
                    .primary_language()
                    .eq_ignore_ascii_case(lang.code())
            })?
            .clone();
        let mut engine = Engine::open().ok()?;
        engine.tts.set_voice(&voice).ok()?;
        self.engines.push(engine);
        Some(self.engines.len() - 1)
    }
}

impl Speaker for TtsSpeaker {
    fn name(&self) -> String {
        self.name.to_string()
    }

    /// Each part of a mixed utterance is said by the engine of its
    /// language, one after the other (see [`TtsSpeaker::say_segment`]).
    fn start(&mut self, u: &Utterance, voice: &Voice) -> Result<(), SpeechError> {
        self.halt();
        self.next = u
            .segments()
            .into_iter()
            .filter(|s| s.text.chars().any(char::is_alphanumeric))
            .map(|s| (s, *voice))
            .collect();
        self.say_next()
    }

    /// Done when the engine reports the end of the last part; an engine
    /// that never does (speech-dispatcher without a working sound output)
    /// times out.
    fn busy(&mut self) -> Result<bool, SpeechError> {
        loop {
            match self.busy_segment() {
                Ok(false) if !self.next.is_empty() => self.say_next()?,
                Ok(busy) => return Ok(busy),
                Err(e) => {
                    self.next.clear();
                    return Err(e);
                }
            }
        }
    }

    /// Stops the part being said, and silences an engine that cannot
    /// tell whether it still speaks (a screen reader: NVDA's cancel).
    fn stop(&mut self) {
        let unsure = self.unsure.take();
        let halted = self.halt();
        if let Some(index) = unsure.filter(|&i| halted != Some(i))
            && let Some(e) = self.engines.get_mut(index)
            && e.features.stop
        {
            let _ = e.tts.stop();
        }
    }
}

impl TtsSpeaker {
    /// Stops the part being said, if any, and drops the parts after it;
    /// which engine was stopped. A new utterance starts with this: a
    /// screen reader is not cut off by the next answer.
    fn halt(&mut self) -> Option<usize> {
        self.next.clear();
        let (index, ..) = self.current.take()?;
        let e = self.engines.get_mut(index)?;
        if e.features.stop {
            let _ = e.tts.stop();
        }
        Some(index)
    }

    /// Starts the next part, if any is left.
    fn say_next(&mut self) -> Result<(), SpeechError> {
        match self.next.pop_front() {
            Some((segment, voice)) => self.say_segment(&segment, &voice),
            None => Ok(()),
        }
    }

    /// Says one part with the engine of its language. The platform
    /// engines take no language switch inside one request (speech-
    /// dispatcher's SSML reaches only some of its modules; WinRT and
    /// AVFoundation speak plain text), so a part is a request of its own.
    fn say_segment(&mut self, u: &Segment, voice: &Voice) -> Result<(), SpeechError> {
        let index = self.engine_for(u.lang);
        let Some(e) = self.engines.get_mut(index) else {
            return Err(engine_error("no engine"));
        };
        if e.features.rate {
            let t = &e.tts;
            let rate = Voice::scale(voice.rate(), t.min_rate(), t.normal_rate(), t.max_rate());
            let _ = e.tts.set_rate(rate);
        }
        if e.features.volume {
            let t = &e.tts;
            let volume = Voice::scale(
                voice.volume(),
                t.min_volume(),
                t.normal_volume(),
                t.max_volume(),
            );
            let _ = e.tts.set_volume(volume);
        }
        let before = e.ended.load(Ordering::SeqCst);
        let unseen = !e.features.utterance_callbacks && !e.features.is_speaking;
        e.tts
            .speak(speakable(&u.text, u.lang), false)
            .map_err(engine_error)?;
        self.unsure = unseen.then_some(index);
        self.current = Some((index, before, Instant::now(), time_limit(&u.text)));
        Ok(())
    }

    /// Whether the part being said is still going.
    fn busy_segment(&mut self) -> Result<bool, SpeechError> {
        let Some((index, before, started, limit)) = self.current else {
            return Ok(false);
        };
        let Some(e) = self.engines.get(index) else {
            self.current = None;
            return Ok(false);
        };
        let speaking = if e.features.utterance_callbacks {
            e.ended.load(Ordering::SeqCst) == before
        } else if e.features.is_speaking {
            // Give the engine a moment to begin before trusting "not speaking".
            started.elapsed() < Duration::from_millis(200)
                || e.tts.is_speaking().map_err(engine_error)?
        } else {
            false
        };
        if !speaking {
            self.current = None;
            return Ok(false);
        }
        if started.elapsed() > limit {
            self.stop();
            return Err(SpeechError::TimedOut {
                backend: TTS.to_string(),
                after: limit,
            });
        }
        Ok(true)
    }
}

enum PlayerCmd {
    Play(Earcon),
    Flush(Sender<()>),
}

/// Plays earcons on a thread that owns the sound device.
pub struct EarconPlayer {
    tx: Sender<PlayerCmd>,
    notices: Receiver<EarconProblem>,
    on: Arc<AtomicBool>,
}

impl EarconPlayer {
    /// Starts the player; the default output device is looked for on its
    /// thread, so this does not wait for the sound system. `tell`: a
    /// missing device is reported through [`EarconPlayer::notices`] (a
    /// device that fails while playing always is). Err when the thread
    /// cannot be started.
    pub fn open(tell: bool) -> Result<EarconPlayer, EarconProblem> {
        let (tx, rx) = mpsc::channel::<PlayerCmd>();
        let (notice_tx, notices) = mpsc::channel();
        let on = Arc::new(AtomicBool::new(true));
        let thread_on = Arc::clone(&on);
        std::thread::Builder::new()
            .name("earcons".to_string())
            .spawn(move || {
                let no_device = |why: Option<String>| {
                    thread_on.store(false, Ordering::SeqCst);
                    if tell {
                        let _ = notice_tx.send(EarconProblem::NoDevice(why));
                    }
                };
                let host = cpal::default_host();
                let Some(device) = host.default_output_device() else {
                    no_device(None);
                    return;
                };
                let config = match device.default_output_config() {
                    Ok(c) => c,
                    Err(e) => {
                        no_device(Some(e.to_string()));
                        return;
                    }
                };
                for cmd in rx {
                    match cmd {
                        PlayerCmd::Play(e) if thread_on.load(Ordering::SeqCst) => {
                            if let Err(why) = play(&device, &config, e) {
                                thread_on.store(false, Ordering::SeqCst);
                                let _ = notice_tx.send(EarconProblem::DeviceFailed(why));
                            }
                        }
                        PlayerCmd::Play(_) => {}
                        PlayerCmd::Flush(done) => {
                            let _ = done.send(());
                        }
                    }
                }
            })
            .map_err(|e| EarconProblem::NoDevice(Some(e.to_string())))?;
        Ok(EarconPlayer { tx, notices, on })
    }

    /// Whether the sound device still plays.
    pub fn is_on(&self) -> bool {
        self.on.load(Ordering::SeqCst)
    }

    /// Plays `e` on the sound thread, without waiting.
    pub fn play(&self, e: Earcon) {
        if self.is_on() {
            let _ = self.tx.send(PlayerCmd::Play(e));
        }
    }

    /// What went wrong with the sound device since the last call.
    pub fn notices(&self) -> Vec<EarconProblem> {
        self.notices.try_iter().collect()
    }

    /// Waits up to `timeout` for the sounds asked for to be played;
    /// whether they were.
    pub fn flush(&self, timeout: Duration) -> bool {
        let (tx, rx) = mpsc::channel();
        if self.tx.send(PlayerCmd::Flush(tx)).is_err() {
            return true;
        }
        rx.recv_timeout(timeout).is_ok()
    }
}

fn play(
    device: &cpal::Device,
    config: &cpal::SupportedStreamConfig,
    e: Earcon,
) -> Result<(), String> {
    match config.sample_format() {
        SampleFormat::F32 => play_as::<f32>(device, config, e),
        SampleFormat::I16 => play_as::<i16>(device, config, e),
        SampleFormat::U16 => play_as::<u16>(device, config, e),
        SampleFormat::I32 => play_as::<i32>(device, config, e),
        SampleFormat::U8 => play_as::<u8>(device, config, e),
        SampleFormat::F64 => play_as::<f64>(device, config, e),
        other => Err(format!("sample format {other} is not supported")),
    }
}

fn play_as<T>(
    device: &cpal::Device,
    config: &cpal::SupportedStreamConfig,
    e: Earcon,
) -> Result<(), String>
where
    T: SizedSample + FromSample<f32>,
{
    let rate = config.sample_rate();
    let channels = usize::from(config.channels().max(1));
    let tone = samples(e, rate);
    let length = Duration::from_secs_f64(tone.len() as f64 / f64::from(rate.max(1)));
    let failed = Arc::new(AtomicBool::new(false));
    let failed_cb = Arc::clone(&failed);
    let mut pos = 0usize;
    let stream = device
        .build_output_stream(
            config.config(),
            move |data: &mut [T], _: &cpal::OutputCallbackInfo| {
                for frame in data.chunks_mut(channels) {
                    let v = tone.get(pos).copied().unwrap_or(0.0);
                    pos = pos.saturating_add(1);
                    for s in frame.iter_mut() {
                        *s = T::from_sample(v);
                    }
                }
            },
            move |_err| failed_cb.store(true, Ordering::SeqCst),
            None,
        )
        .map_err(|e| e.to_string())?;
    stream.play().map_err(|e| e.to_string())?;
    std::thread::sleep(length + Duration::from_millis(60));
    drop(stream);
    if failed.load(Ordering::SeqCst) {
        return Err("the stream reported an error".to_string());
    }
    Ok(())
}
