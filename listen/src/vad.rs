//! A voice-activity detector: cuts a stream of 16 kHz samples into
//! utterances at silence, by the energy of 10 ms frames against the
//! quietest stretch heard (the noise floor).

/// Samples in one frame (10 ms at 16 kHz).
const FRAME: usize = 160;

/// How utterances are cut.
#[derive(Clone, Copy, Debug)]
pub struct VadOptions {
    /// Frames louder than the floor times this are speech.
    pub ratio: f32,
    /// ... and louder than this RMS (of full scale 32 767) in any case.
    pub min_rms: f32,
    /// Silence (in frames) that ends an utterance.
    pub hangover: usize,
    /// Speech shorter than this (in frames) is a click, not an utterance.
    pub min_speech: usize,
    /// Frames of audio kept before and after the speech.
    pub padding: usize,
}

impl Default for VadOptions {
    fn default() -> Self {
        VadOptions {
            ratio: 4.0,
            min_rms: 200.0,
            hangover: 50,
            min_speech: 12,
            padding: 25,
        }
    }
}

fn rms(frame: &[i16]) -> f32 {
    let sum: f64 = frame.iter().map(|&s| f64::from(s) * f64::from(s)).sum();
    (sum / frame.len().max(1) as f64).sqrt() as f32
}

/// How many past frames the noise floor is taken from (30 s).
const HISTORY: usize = 3000;

/// The voice-activity detector over a stream: samples go in as they come
/// (chunks of any size, from a file or the microphone), utterances come
/// out as soon as the silence after them is long enough. The noise floor
/// is the tenth percentile of the energy of the frames heard so far (the
/// last 30 s).
pub struct Detector {
    options: VadOptions,
    /// Samples not yet a whole frame.
    partial: Vec<i16>,
    /// The energies of the last frames, oldest first.
    energies: std::collections::VecDeque<f32>,
    /// The frames of the utterance under way (with the padding before it),
    /// or the last `padding` frames of silence while none is.
    frames: std::collections::VecDeque<Vec<i16>>,
    /// Frames of the utterance under way up to its last loud one, counted
    /// from its first loud one; `None` while none is.
    speech: Option<usize>,
    /// Frames since the last loud one.
    quiet: usize,
    floor: f32,
    since_floor: usize,
}

impl Detector {
    /// A detector cutting as `options` says.
    pub fn new(options: VadOptions) -> Detector {
        Detector {
            options,
            partial: Vec::with_capacity(FRAME),
            energies: std::collections::VecDeque::with_capacity(HISTORY),
            frames: std::collections::VecDeque::new(),
            speech: None,
            quiet: 0,
            floor: 1.0,
            since_floor: usize::MAX,
        }
    }

    /// Takes the next samples; the utterances they end.
    pub fn push(&mut self, samples: &[i16]) -> Vec<Vec<i16>> {
        let mut out = Vec::new();
        for &s in samples {
            self.partial.push(s);
            if self.partial.len() == FRAME {
                let frame = std::mem::replace(&mut self.partial, Vec::with_capacity(FRAME));
                if let Some(u) = self.frame(frame) {
                    out.push(u);
                }
            }
        }
        out
    }

    /// The stream ended: the utterance under way, if any.
    pub fn finish(&mut self) -> Option<Vec<i16>> {
        if !self.partial.is_empty() {
            let frame = std::mem::take(&mut self.partial);
            if let Some(u) = self.frame(frame) {
                return Some(u);
            }
        }
        self.end()
    }

    /// Forgets the utterance under way (what was heard while muted).
    pub fn reset(&mut self) {
        self.partial.clear();
        self.frames.clear();
        self.speech = None;
        self.quiet = 0;
    }

    fn threshold(&mut self, energy: f32) -> f32 {
        if self.energies.len() == HISTORY {
            self.energies.pop_front();
        }
        self.energies.push_back(energy);
        // The floor is sorted for again every half second, not every frame.
        self.since_floor = self.since_floor.saturating_add(1);
        if self.since_floor >= 50 || self.energies.len() < 50 {
            let mut sorted: Vec<f32> = self.energies.iter().copied().collect();
            sorted.sort_by(f32::total_cmp);
            self.floor = sorted[sorted.len() / 10].max(1.0);
            self.since_floor = 0;
        }
        (self.floor * self.options.ratio).max(self.options.min_rms)
    }

    fn frame(&mut self, frame: Vec<i16>) -> Option<Vec<i16>> {
        let energy = rms(&frame);
        let loud = energy >= self.threshold(energy);
        self.frames.push_back(frame);
        match self.speech {
            None if loud => {
                self.speech = Some(1);
                self.quiet = 0;
                None
            }
            None => {
                while self.frames.len() > self.options.padding {
                    self.frames.pop_front();
                }
                None
            }
            Some(n) if loud => {
                self.speech = Some(n + self.quiet + 1);
                self.quiet = 0;
                None
            }
            Some(_) => {
                self.quiet += 1;
                if self.quiet > self.options.hangover {
                    self.end()
                } else {
                    None
                }
            }
        }
    }

    /// Ends the utterance under way: it, unless it was only a click.
    fn end(&mut self) -> Option<Vec<i16>> {
        let speech = self.speech.take()?;
        let quiet = std::mem::take(&mut self.quiet);
        let frames: Vec<Vec<i16>> = self.frames.drain(..).collect();
        if speech < self.options.min_speech {
            return None;
        }
        // The padding before, the speech, and the padding after it.
        let keep = frames.len() - quiet + quiet.min(self.options.padding);
        Some(frames.into_iter().take(keep).flatten().collect())
    }
}

/// Cuts `samples` into utterances (each with a little of the silence
/// around it kept, so that the recogniser hears its end): the whole
/// stream through a [`Detector`], in 100 ms chunks as a microphone gives
/// them.
pub fn utterances(samples: &[i16], options: VadOptions) -> Vec<Vec<i16>> {
    let mut detector = Detector::new(options);
    let mut source = Samples::new(samples.to_vec());
    let mut out = Vec::new();
    while let Ok(Some(chunk)) = source.next(std::time::Duration::ZERO) {
        out.extend(detector.push(&chunk));
    }
    out.extend(detector.finish());
    out
}

/// Samples in one chunk handed from a source to the detector (100 ms).
pub const CHUNK: usize = 1600;

/// Where 16 kHz chunks come from: the microphone, or samples already
/// read (a file, a test).
pub trait Source: Send {
    /// The next chunk, waiting up to `timeout` (`Ok(None)`: nothing yet
    /// or nothing more); an error when the source is lost.
    fn next(
        &mut self,
        timeout: std::time::Duration,
    ) -> Result<Option<Vec<i16>>, crate::ListenError>;
}

/// Samples already read, given in [`CHUNK`]s.
pub struct Samples {
    samples: Vec<i16>,
    at: usize,
}

impl Samples {
    /// The chunks of `samples` (16 kHz mono).
    pub fn new(samples: Vec<i16>) -> Samples {
        Samples { samples, at: 0 }
    }
}

impl Source for Samples {
    fn next(&mut self, _: std::time::Duration) -> Result<Option<Vec<i16>>, crate::ListenError> {
        let end = (self.at + CHUNK).min(self.samples.len());
        let chunk = self.samples[self.at..end].to_vec();
        self.at = end;
        Ok((!chunk.is_empty()).then_some(chunk))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tone(frames: usize) -> Vec<i16> {
        (0..frames * FRAME)
            .map(|i| if i % 20 < 10 { 3000 } else { -3000 })
            .collect()
    }

    #[test]
    fn two_words_apart_are_two_utterances() {
        let quiet = vec![5_i16; 100 * FRAME];
        let mut stream = quiet.clone();
        stream.extend(tone(60));
        stream.extend(&quiet);
        stream.extend(tone(40));
        stream.extend(&quiet);
        let cut = utterances(&stream, VadOptions::default());
        assert_eq!(cut.len(), 2);
        assert_eq!(cut[0].len(), (60 + 50) * FRAME);
    }

    #[test]
    fn a_short_pause_inside_an_utterance_does_not_cut_it() {
        let mut stream = vec![0_i16; 100 * FRAME];
        stream.extend(tone(30));
        stream.extend(vec![0_i16; 20 * FRAME]);
        stream.extend(tone(30));
        stream.extend(vec![0_i16; 100 * FRAME]);
        assert_eq!(utterances(&stream, VadOptions::default()).len(), 1);
    }

    #[test]
    fn silence_and_clicks_are_no_utterance() {
        let mut stream = vec![0_i16; 300 * FRAME];
        stream[1000] = 30_000;
        assert!(utterances(&stream, VadOptions::default()).is_empty());
    }

    #[test]
    fn a_stream_in_chunks_is_cut_as_it_comes() {
        let quiet = vec![5_i16; 100 * FRAME];
        let mut detector = Detector::new(VadOptions::default());
        assert!(detector.push(&quiet).is_empty());
        // A word in uneven chunks: nothing yet while it lasts.
        let word = tone(60);
        for chunk in word.chunks(333) {
            assert!(detector.push(chunk).is_empty());
        }
        // The silence after it ends it, before the stream ends.
        let cut = detector.push(&quiet);
        assert_eq!(cut.len(), 1);
        assert_eq!(cut[0].len(), (60 + 50) * FRAME);
        assert!(detector.finish().is_none());
    }

    #[test]
    fn a_reset_forgets_the_utterance_under_way() {
        let mut detector = Detector::new(VadOptions::default());
        detector.push(&vec![5_i16; 100 * FRAME]);
        detector.push(&tone(60));
        detector.reset();
        assert!(detector.push(&vec![5_i16; 100 * FRAME]).is_empty());
        assert!(detector.finish().is_none());
    }
}
