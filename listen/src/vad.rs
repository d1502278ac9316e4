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

/// Cuts `samples` into utterances (each with a little of the silence
/// around it kept, so that the recogniser hears its end).
pub fn utterances(samples: &[i16], options: VadOptions) -> Vec<Vec<i16>> {
    let energies: Vec<f32> = samples.chunks(FRAME).map(rms).collect();
    if energies.is_empty() {
        return Vec::new();
    }
    // The floor: the tenth percentile of the frames' energy.
    let mut sorted = energies.clone();
    sorted.sort_by(f32::total_cmp);
    let floor = sorted[sorted.len() / 10].max(1.0);
    let threshold = (floor * options.ratio).max(options.min_rms);
    let mut spans = Vec::new();
    let mut start: Option<usize> = None;
    let mut last_loud = 0;
    for (i, &e) in energies.iter().enumerate() {
        if e >= threshold {
            if start.is_none() {
                start = Some(i);
            }
            last_loud = i;
        } else if let Some(s) = start
            && i - last_loud > options.hangover
        {
            spans.push((s, last_loud));
            start = None;
        }
    }
    if let Some(s) = start {
        spans.push((s, last_loud));
    }
    spans
        .into_iter()
        .filter(|(s, e)| e - s + 1 >= options.min_speech)
        .map(|(s, e)| {
            let from = s.saturating_sub(options.padding) * FRAME;
            let to = ((e + 1 + options.padding) * FRAME).min(samples.len());
            samples[from..to].to_vec()
        })
        .collect()
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
}
