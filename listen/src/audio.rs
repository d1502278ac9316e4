//! Audio in: WAV files read and brought to what the recognisers want,
//! 16 kHz mono 16-bit samples.

use std::path::Path;

use crate::ListenError;

/// The sample rate every recogniser here is given.
pub const RATE: u32 = 16_000;

/// The most sound data a WAV file read here may hold, in megabytes: over
/// two hours at 16 kHz mono, a quarter of an hour at 48 kHz stereo. Its
/// samples are held in memory whole (four bytes each while converted).
pub const MAX_WAV_MEGABYTES: u64 = 256;

/// Reads a WAV file (any rate, any number of channels, integer or float
/// samples) as 16 kHz mono. A file whose header announces more than
/// [`MAX_WAV_MEGABYTES`] of sound is refused unread.
pub fn read_wav(path: &Path) -> Result<Vec<i16>, ListenError> {
    let bad = |e: hound::Error| ListenError::Audio {
        file: path.display().to_string(),
        reason: e.to_string(),
    };
    let mut reader = hound::WavReader::open(path).map_err(bad)?;
    let spec = reader.spec();
    // The samples read are at most what the header announces.
    let bytes = u64::from(reader.len()) * u64::from(spec.bits_per_sample.div_ceil(8).max(1));
    if bytes > MAX_WAV_MEGABYTES * 1024 * 1024 {
        return Err(ListenError::TooLarge {
            file: path.display().to_string(),
            megabytes: MAX_WAV_MEGABYTES,
        });
    }
    let channels = usize::from(spec.channels.max(1));
    let samples: Vec<f32> = match spec.sample_format {
        hound::SampleFormat::Float => reader
            .samples::<f32>()
            .collect::<Result<_, _>>()
            .map_err(bad)?,
        hound::SampleFormat::Int => {
            let scale = 1.0 / (1u64 << (spec.bits_per_sample.clamp(1, 32) - 1)) as f32;
            reader
                .samples::<i32>()
                .map(|s| s.map(|s| s as f32 * scale))
                .collect::<Result<_, _>>()
                .map_err(bad)?
        }
    };
    let mono: Vec<f32> = samples
        .chunks(channels)
        .map(|frame| frame.iter().sum::<f32>() / frame.len() as f32)
        .collect();
    Ok(to_i16(&resample(&mono, spec.sample_rate, RATE)))
}

/// Linear-interpolation resampling from `from` Hz to `to` Hz; enough for
/// speech going down to 16 kHz (espeak-ng's 22 050 Hz, a microphone's
/// 44 100 or 48 000 Hz), after a short moving average against aliasing.
pub fn resample(samples: &[f32], from: u32, to: u32) -> Vec<f32> {
    if from == to || samples.is_empty() || from == 0 || to == 0 {
        return samples.to_vec();
    }
    let smoothed: Vec<f32> = if from > to {
        let width = (from as usize).div_ceil(to as usize).max(1);
        let mut out = Vec::with_capacity(samples.len());
        let mut sum = 0.0;
        for (i, s) in samples.iter().enumerate() {
            sum += s;
            if i >= width {
                sum -= samples[i - width];
            }
            out.push(sum / (i + 1).min(width) as f32);
        }
        out
    } else {
        samples.to_vec()
    };
    let ratio = f64::from(from) / f64::from(to);
    let len = (samples.len() as f64 / ratio) as usize;
    (0..len)
        .map(|i| {
            let pos = i as f64 * ratio;
            let k = pos as usize;
            let frac = (pos - k as f64) as f32;
            let a = smoothed[k.min(smoothed.len() - 1)];
            let b = smoothed[(k + 1).min(smoothed.len() - 1)];
            a + (b - a) * frac
        })
        .collect()
}

/// Floats in -1..1 as 16-bit samples (clipped).
pub fn to_i16(samples: &[f32]) -> Vec<i16> {
    samples
        .iter()
        .map(|s| (s * 32_768.0).round().clamp(-32_768.0, 32_767.0) as i16)
        .collect()
}

/// Mixes a faint white-noise floor under the samples, `level` a fraction
/// of full scale (0.003 is about what a quiet microphone gives). The
/// recognisers lose an utterance's last word after digital silence;
/// synthetic audio needs the floor a real microphone always has. The
/// noise is the same for the same samples (a fixed seed).
pub fn add_noise_floor(samples: &mut [i16], level: f32) {
    let mut state: u32 = 0x2545_f491;
    let amplitude = level * f32::from(i16::MAX);
    for s in samples.iter_mut() {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let noise = (state as f32 / u32::MAX as f32 * 2.0 - 1.0) * amplitude;
        *s = (f32::from(*s) + noise).clamp(f32::from(i16::MIN), f32::from(i16::MAX)) as i16;
    }
}

/// Samples in one 10 ms frame at 16 kHz.
const FRAME: usize = 160;

/// The mean energy of each whole 10 ms frame of `samples`.
fn frame_energies(samples: &[i16]) -> Vec<f64> {
    samples
        .chunks_exact(FRAME)
        .map(|f| f.iter().map(|&s| f64::from(s) * f64::from(s)).sum::<f64>() / FRAME as f64)
        .collect()
}

/// The energy `tenths` tenths of the way from the quietest frame to the
/// loudest, of frames sorted by energy; at least 1 (digital silence).
fn percentile(sorted: &[f64], tenths: usize) -> f64 {
    sorted[sorted.len() * tenths / 10].max(1.0)
}

/// How far the speech of an utterance stands above its noise, in dB: the
/// energy of its loudest 10 ms frames (the 90th percentile) against its
/// quietest (the 10th; an utterance cut by the voice-activity detector
/// keeps some silence either side). 0 for audio too short to tell.
pub fn snr_db(samples: &[i16]) -> f64 {
    let mut energies = frame_energies(samples);
    if energies.len() < 10 {
        return 0.0;
    }
    energies.sort_by(f64::total_cmp);
    10.0 * (percentile(&energies, 9) / percentile(&energies, 1)).log10()
}

/// Which 10 ms frames of an utterance are loud: 10 dB or more above its
/// quietest tenth (the silence the voice-activity detector keeps either
/// side, with its noise). None for audio too short to tell.
#[cfg(feature = "pocketsphinx")]
pub(crate) fn loud_frames(samples: &[i16]) -> Vec<bool> {
    let energies = frame_energies(samples);
    if energies.len() < 10 {
        return vec![false; energies.len()];
    }
    let mut sorted = energies.clone();
    sorted.sort_by(f64::total_cmp);
    let floor = percentile(&sorted, 1);
    energies.iter().map(|&e| e > floor * 10.0).collect()
}

/// How much of the loud frames `word_frames` frames of words make up, at
/// most 1 (1 when no frame is loud). Counted, not matched frame by frame:
/// the decoder drops the frames its front end takes for silence
/// (`-remove_silence`, on by default) and numbers its words' frames
/// without them, so a word's frame numbers lie before the audio's.
#[cfg(feature = "pocketsphinx")]
pub(crate) fn share_spoken(loud: &[bool], word_frames: usize) -> f64 {
    let total = loud.iter().filter(|&&l| l).count();
    if total == 0 {
        return 1.0;
    }
    (word_frames as f64 / total as f64).min(1.0)
}

/// The silence (in 10 ms frames) the voice-activity detector keeps either
/// side of an utterance: what the decoder is given around the speech.
#[cfg(feature = "pocketsphinx")]
const EDGE_FRAMES: usize = 25;

/// `samples` with quiet frames (the faint floor of a microphone) added at
/// either end that has fewer than a quarter second of them before the
/// first loud frame or after the last; `None` when both ends have enough.
/// The decoder takes its noise estimate and the cepstral mean from those
/// frames, and hears where the speech starts and ends against them: a
/// recording cut tight at the speech made it stretch the words of a move
/// over a whole sentence.
#[cfg(feature = "pocketsphinx")]
pub(crate) fn with_quiet_edges(samples: &[i16]) -> Option<Vec<i16>> {
    let loud = loud_frames(samples);
    let first = loud.iter().position(|&l| l)?;
    let last = loud.iter().rposition(|&l| l)?;
    let before = EDGE_FRAMES.saturating_sub(first) * FRAME;
    let after = EDGE_FRAMES.saturating_sub(loud.len() - 1 - last) * FRAME;
    if before == 0 && after == 0 {
        return None;
    }
    let mut lead = vec![0_i16; before];
    add_noise_floor(&mut lead, 0.003);
    let mut tail = vec![0_i16; after];
    add_noise_floor(&mut tail, 0.003);
    let mut out = lead;
    out.extend_from_slice(samples);
    out.extend(tail);
    Some(out)
}

/// Writes 16 kHz mono samples as a WAV file (`--keep-audio`).
pub fn write_wav(path: &Path, samples: &[i16]) -> Result<(), ListenError> {
    let bad = |e: hound::Error| ListenError::Audio {
        file: path.display().to_string(),
        reason: e.to_string(),
    };
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: RATE,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(path, spec).map_err(bad)?;
    for &s in samples {
        writer.write_sample(s).map_err(bad)?;
    }
    writer.finalize().map_err(bad)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resampling_keeps_the_duration() {
        let one_second = vec![0.25_f32; 22_050];
        let out = resample(&one_second, 22_050, RATE);
        assert_eq!(out.len(), 16_000);
        assert!(out[100..].iter().all(|s| (s - 0.25).abs() < 1e-4));
    }

    #[test]
    fn a_written_file_reads_back() {
        let dir = std::env::temp_dir().join(format!("listen-audio-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tone.wav");
        let tone: Vec<i16> = (0..1600).map(|i| ((i % 40) * 100) as i16).collect();
        write_wav(&path, &tone).unwrap();
        assert_eq!(read_wav(&path).unwrap(), tone);
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_recording_announcing_more_than_the_limit_is_refused_unread() {
        let dir = std::env::temp_dir().join(format!("listen-audio-big-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("long.wav");
        // A header announcing four gigabytes of 16-bit mono sound at
        // 16 kHz (as a recording that never ended, or a wrong file, says).
        let mut header = b"RIFF".to_vec();
        header.extend(0xFFFF_FFF0_u32.to_le_bytes());
        header.extend(b"WAVEfmt ");
        header.extend(16_u32.to_le_bytes());
        header.extend(1_u16.to_le_bytes());
        header.extend(1_u16.to_le_bytes());
        header.extend(16_000_u32.to_le_bytes());
        header.extend(32_000_u32.to_le_bytes());
        header.extend(2_u16.to_le_bytes());
        header.extend(16_u16.to_le_bytes());
        header.extend(b"data");
        header.extend(0xFFFF_FF00_u32.to_le_bytes());
        header.extend([0_u8; 64]);
        std::fs::write(&path, &header).unwrap();
        match read_wav(&path) {
            Err(ListenError::TooLarge { file, megabytes }) => {
                assert_eq!(file, path.display().to_string());
                assert_eq!(megabytes, MAX_WAV_MEGABYTES);
            }
            other => panic!("not refused as too large: {other:?}"),
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_snr_of_a_tone_between_silences() {
        let mut samples = vec![0_i16; 8000];
        samples.extend((0..8000).map(|i| if i % 2 == 0 { 3000 } else { -3000 }));
        samples.extend(vec![0_i16; 8000]);
        add_noise_floor(&mut samples, 0.003);
        let snr = snr_db(&samples);
        // 3000 against a floor of about 98 / sqrt(3): about 35 dB.
        assert!((30.0..40.0).contains(&snr), "{snr}");
        assert_eq!(snr_db(&[0; 100]), 0.0);
    }

    /// `frames` 10 ms frames of a microphone's faint floor, with a
    /// speech-like tone over the frames of `tone`.
    #[cfg(feature = "pocketsphinx")]
    fn tone_within(frames: usize, tone: std::ops::Range<usize>) -> Vec<i16> {
        let mut samples = vec![0_i16; frames * FRAME];
        for (i, s) in samples.iter_mut().enumerate() {
            if tone.contains(&(i / FRAME)) {
                *s = ((i as f32 * 0.3).sin() * 5000.0) as i16;
            }
        }
        add_noise_floor(&mut samples, 0.003);
        samples
    }

    #[test]
    #[cfg(feature = "pocketsphinx")]
    fn the_loud_frames_are_those_well_above_the_quiet_ones() {
        // 20 frames of faint noise, 10 of speech-like tone, 20 of noise.
        let samples = tone_within(50, 20..30);
        let loud = loud_frames(&samples);
        assert_eq!(loud.len(), 50);
        let at: Vec<usize> = (0..50).filter(|&i| loud[i]).collect();
        assert_eq!(at, (20..30).collect::<Vec<_>>());
        // Words heard over 5 frames make up half of that speech; over 14,
        // all of it.
        assert_eq!(share_spoken(&loud, 5), 0.5);
        assert_eq!(share_spoken(&loud, 14), 1.0);
        assert_eq!(share_spoken(&loud, 0), 0.0);
        assert_eq!(share_spoken(&[false; 5], 0), 1.0);
        assert!(loud_frames(&samples[..160 * 5]).iter().all(|&l| !l));
    }

    #[test]
    #[cfg(feature = "pocketsphinx")]
    fn an_utterance_cut_tight_is_given_a_quiet_quarter_second_either_side() {
        // 5 quiet frames, 10 loud, 40 quiet: a quarter second is added
        // before (20 frames), none after.
        let samples = tone_within(55, 5..15);
        let padded = with_quiet_edges(&samples).unwrap();
        assert_eq!(padded.len(), samples.len() + 20 * 160);
        assert_eq!(&padded[20 * 160..], &samples[..]);
        let loud = loud_frames(&padded);
        assert_eq!(loud.iter().position(|&l| l), Some(25));
        // Enough either side: left as it is; no speech at all: the same.
        assert_eq!(with_quiet_edges(&padded), None);
        assert_eq!(with_quiet_edges(&vec![0_i16; 50 * 160]), None);
        // Loud to its very end: a quarter second added after.
        let cut = &samples[..12 * 160];
        let mut both = vec![0_i16; 30 * 160];
        add_noise_floor(&mut both, 0.003);
        both.extend_from_slice(cut);
        let padded = with_quiet_edges(&both).unwrap();
        assert_eq!(padded.len(), both.len() + 25 * 160);
        assert_eq!(&padded[..both.len()], &both[..]);
    }

    #[test]
    fn a_missing_file_is_an_error_naming_it() {
        let err = read_wav(Path::new("/nonexistent/x.wav")).unwrap_err();
        assert!(err.to_string().contains("/nonexistent/x.wav"), "{err}");
    }
}
