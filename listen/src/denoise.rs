//! Steady noise taken out of an utterance before it is heard: spectral
//! subtraction.
//!
//! White noise, a fan or the hum of a hall masks the hissing sounds that
//! tell words apart ("six" and "three", "foxtrot" and "alpha"); a search
//! not held to the legal moves then hears the other word. The noise's
//! spectrum is measured on the quietest frames of the utterance itself
//! (the voice-activity detector keeps some silence either side of the
//! speech), and that much power is taken from every frame, bin by bin.

use std::f32::consts::PI;

/// Samples in one frame of the short-time spectrum (32 ms at 16 kHz).
const SIZE: usize = 512;
/// Samples between the starts of two frames: half a frame.
const HOP: usize = SIZE / 2;
/// How many times the noise's power is taken away: more than once, so the
/// noise's own ups and downs do not stay as chirps ("musical noise").
const OVER: f32 = 2.0;
/// The least a bin keeps of its amplitude (-20 dB): a bin never falls to
/// nothing, which would chirp too.
const FLOOR: f32 = 0.1;
/// Frames and bins either side over which a bin's power is smoothed.
const SMOOTH_FRAMES: usize = 1;
const SMOOTH_BINS: usize = 2;
/// The share of the frames, the quietest, on which the noise is measured.
const QUIET_SHARE: usize = 10;

/// `samples` (16 kHz mono) with the steady noise under them taken out,
/// as long as they were. Audio shorter than four frames is returned as it
/// is: too little to tell noise from speech.
pub(crate) fn reduce_noise(samples: &[i16]) -> Vec<i16> {
    if samples.len() < SIZE * 4 {
        return samples.to_vec();
    }
    // The square root of a Hann window, on the way in and on the way out:
    // their product, a Hann window, adds up to one at half-frame steps.
    let window: Vec<f32> = (0..SIZE)
        .map(|n| (0.5 - 0.5 * (2.0 * PI * n as f32 / SIZE as f32).cos()).sqrt())
        .collect();
    // Half a frame of silence before and up to a frame after, so that
    // every sample lies under two frames.
    let mut padded = vec![0.0_f32; HOP];
    padded.extend(samples.iter().map(|&s| f32::from(s)));
    padded.resize(padded.len() + SIZE, 0.0);
    let frames = (padded.len() - SIZE) / HOP + 1;
    let mut spectra: Vec<(Vec<f32>, Vec<f32>)> = (0..frames)
        .map(|f| {
            let mut re: Vec<f32> = padded[f * HOP..f * HOP + SIZE]
                .iter()
                .zip(&window)
                .map(|(s, w)| s * w)
                .collect();
            let mut im = vec![0.0; SIZE];
            fft(&mut re, &mut im, false);
            (re, im)
        })
        .collect();
    let bins = SIZE / 2 + 1;
    let power = |(re, im): &(Vec<f32>, Vec<f32>), k: usize| re[k] * re[k] + im[k] * im[k];
    // The noise: the mean power of each bin over the quietest frames.
    let mut by_energy: Vec<(f32, usize)> = spectra
        .iter()
        .enumerate()
        .map(|(f, s)| ((0..bins).map(|k| power(s, k)).sum(), f))
        .collect();
    by_energy.sort_by(|a, b| a.0.total_cmp(&b.0));
    let quiet = (frames / QUIET_SHARE).max(1);
    let mut noise = vec![0.0_f32; bins];
    for &(_, f) in &by_energy[..quiet] {
        for (k, n) in noise.iter_mut().enumerate() {
            *n += power(&spectra[f], k) / quiet as f32;
        }
    }
    // Each bin's power is weighed smoothed over its neighbours in time and
    // frequency: the power of noise alone, bin by bin, swings widely
    // about its mean, and the swings left standing would chirp.
    let powers: Vec<Vec<f32>> = spectra
        .iter()
        .map(|s| (0..bins).map(|k| power(s, k)).collect())
        .collect();
    let smoothed = |f: usize, k: usize| {
        let (mut sum, mut cells) = (0.0, 0.0);
        for row in &powers[f.saturating_sub(SMOOTH_FRAMES)..(f + SMOOTH_FRAMES + 1).min(frames)] {
            for &p in &row[k.saturating_sub(SMOOTH_BINS)..(k + SMOOTH_BINS + 1).min(bins)] {
                sum += p;
                cells += 1.0;
            }
        }
        sum / cells
    };
    let mut out = vec![0.0_f32; padded.len()];
    for (f, spectrum) in spectra.iter_mut().enumerate() {
        for (k, &n) in noise.iter().enumerate() {
            let p = smoothed(f, k);
            let gain = if p > 0.0 {
                (1.0 - OVER * n / p).max(FLOOR * FLOOR).sqrt()
            } else {
                FLOOR
            };
            // A real signal's spectrum is mirrored: bin k and SIZE - k.
            for bin in [k, (SIZE - k) % SIZE] {
                spectrum.0[bin] *= gain;
                spectrum.1[bin] *= gain;
            }
        }
        let (re, im) = spectrum;
        fft(re, im, true);
        for (n, (o, w)) in out[f * HOP..f * HOP + SIZE]
            .iter_mut()
            .zip(&window)
            .enumerate()
        {
            *o += re[n] * w;
        }
    }
    out[HOP..HOP + samples.len()]
        .iter()
        .map(|&s| s.round().clamp(f32::from(i16::MIN), f32::from(i16::MAX)) as i16)
        .collect()
}

/// The discrete Fourier transform of `re + i im` in place (its inverse,
/// scaled by 1/n, when `inverse`); the length a power of two.
fn fft(re: &mut [f32], im: &mut [f32], inverse: bool) {
    let n = re.len();
    debug_assert!(n.is_power_of_two() && im.len() == n);
    // Bit-reversed order, then butterflies of doubling length.
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
        if i < j {
            re.swap(i, j);
            im.swap(i, j);
        }
    }
    let sign = if inverse { 1.0 } else { -1.0 };
    // The n/2 roots of unity once, not in every butterfly.
    let roots: Vec<(f32, f32)> = (0..n / 2)
        .map(|k| {
            let angle = sign * 2.0 * PI * k as f32 / n as f32;
            (angle.cos(), angle.sin())
        })
        .collect();
    let mut len = 2;
    while len <= n {
        let stride = n / len;
        for start in (0..n).step_by(len) {
            for k in 0..len / 2 {
                let (wr, wi) = roots[k * stride];
                let (a, b) = (start + k, start + k + len / 2);
                let tr = re[b] * wr - im[b] * wi;
                let ti = re[b] * wi + im[b] * wr;
                re[b] = re[a] - tr;
                im[b] = im[a] - ti;
                re[a] += tr;
                im[a] += ti;
            }
        }
        len <<= 1;
    }
    if inverse {
        for (r, i) in re.iter_mut().zip(im.iter_mut()) {
            *r /= n as f32;
            *i /= n as f32;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::audio::{add_noise_floor, snr_db};

    /// A tone of `hz` in the middle second of two, silent around it.
    fn tone(hz: f32) -> Vec<i16> {
        (0..32_000)
            .map(|n| {
                if (8_000..24_000).contains(&n) {
                    (8_000.0 * (2.0 * PI * hz * n as f32 / 16_000.0).sin()) as i16
                } else {
                    0
                }
            })
            .collect()
    }

    #[test]
    fn the_transform_and_its_inverse_give_the_signal_back() {
        let signal: Vec<f32> = (0..64).map(|n| ((n * 7) % 13) as f32 - 6.0).collect();
        let (mut re, mut im) = (signal.clone(), vec![0.0; 64]);
        fft(&mut re, &mut im, false);
        // A constant's transform is all in bin 0; this signal is not one.
        assert!(re[1..].iter().chain(&im).any(|v| v.abs() > 1.0));
        fft(&mut re, &mut im, true);
        for (a, b) in re.iter().zip(&signal) {
            assert!((a - b).abs() < 1e-3, "{a} {b}");
        }
    }

    #[test]
    fn a_tone_of_bin_k_lands_in_bin_k() {
        let (mut re, mut im): (Vec<f32>, Vec<f32>) = (
            (0..SIZE)
                .map(|n| (2.0 * PI * 10.0 * n as f32 / SIZE as f32).cos())
                .collect(),
            vec![0.0; SIZE],
        );
        fft(&mut re, &mut im, false);
        let loudest = (0..SIZE / 2)
            .max_by(|&a, &b| (re[a].hypot(im[a])).total_cmp(&re[b].hypot(im[b])))
            .unwrap();
        assert_eq!(loudest, 10);
    }

    #[test]
    fn the_noise_goes_and_the_speech_stays() {
        let clean = tone(440.0);
        let mut noisy = clean.clone();
        // About 1,000 of full scale: the tone stands some 15 dB above it.
        add_noise_floor(&mut noisy, 0.03);
        let before = snr_db(&noisy);
        let after = reduce_noise(&noisy);
        assert_eq!(after.len(), noisy.len());
        assert!(
            snr_db(&after) > before + 10.0,
            "{before} -> {}",
            snr_db(&after)
        );
        // The tone itself is kept: what is left is near the clean tone.
        let err: f64 = after
            .iter()
            .zip(&clean)
            .map(|(&a, &c)| (f64::from(a) - f64::from(c)).powi(2))
            .sum();
        let sig: f64 = clean.iter().map(|&c| f64::from(c).powi(2)).sum();
        assert!(err < sig * 0.05, "error {:.3} of the tone", err / sig);
    }

    #[test]
    fn audio_without_noise_is_kept_as_it_was() {
        let clean = tone(1000.0);
        let after = reduce_noise(&clean);
        let worst = after
            .iter()
            .zip(&clean)
            .map(|(&a, &c)| (i32::from(a) - i32::from(c)).abs())
            .max()
            .unwrap();
        assert!(worst <= 2, "{worst}");
    }

    #[test]
    fn audio_too_short_to_tell_is_returned_as_it_is() {
        let short: Vec<i16> = (0..1000).map(|n| (n % 200) as i16).collect();
        assert_eq!(reduce_noise(&short), short);
    }
}
