//! Earcons: short generated tones (sine bursts, no sound files) that tell
//! what happened faster than words. They play through the sound card in
//! builds with the `native` feature; elsewhere, and on machines without
//! a sound device, they are off after one notice. This module holds the
//! tones; the player is [`super::sounds`].

use std::f32::consts::TAU;

/// The events that have a tone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Earcon {
    /// A move was accepted and played.
    MoveAccepted,
    /// A line was refused.
    InputRejected,
    /// A move gave check.
    Check,
    /// A clock runs low.
    LowTime,
    /// A flag fell.
    FlagFall,
    /// The opponent's move came in (from the e-board or the other player).
    OpponentMove,
}

impl Earcon {
    /// The name used in transcripts ("^ check").
    pub fn name(&self) -> &'static str {
        match self {
            Earcon::MoveAccepted => "move",
            Earcon::InputRejected => "rejected",
            Earcon::Check => "check",
            Earcon::LowTime => "low-time",
            Earcon::FlagFall => "flag",
            Earcon::OpponentMove => "opponent-move",
        }
    }

    /// The earcon of a name as transcripts write it (its [`Earcon::name`]).
    pub fn from_name(name: &str) -> Option<Earcon> {
        Earcon::ALL.into_iter().find(|e| e.name() == name.trim())
    }

    /// Every earcon.
    pub const ALL: [Earcon; 6] = [
        Earcon::MoveAccepted,
        Earcon::InputRejected,
        Earcon::Check,
        Earcon::LowTime,
        Earcon::FlagFall,
        Earcon::OpponentMove,
    ];

    /// How long the earcon sounds.
    pub fn length(self) -> std::time::Duration {
        let ms: u32 = self.notes().iter().map(|&(_, ms)| ms).sum();
        std::time::Duration::from_millis(u64::from(ms))
    }

    /// (frequency in Hz, milliseconds); 0 Hz is a pause. Rising tones
    /// for good news, low falling ones for refusals and the flag.
    fn notes(self) -> &'static [(f32, u32)] {
        match self {
            Earcon::MoveAccepted => &[(880.0, 70)],
            Earcon::InputRejected => &[(330.0, 90), (0.0, 30), (220.0, 140)],
            Earcon::Check => &[(1175.0, 60), (0.0, 40), (1175.0, 60)],
            Earcon::LowTime => &[(660.0, 80), (0.0, 60), (660.0, 80), (0.0, 60), (660.0, 80)],
            Earcon::FlagFall => &[(880.0, 150), (659.0, 150), (440.0, 300)],
            Earcon::OpponentMove => &[(523.0, 70), (784.0, 90)],
        }
    }
}

/// Peak amplitude: earcons sit below speech.
const AMPLITUDE: f32 = 0.3;
/// Fade in and out of each note, so it does not click.
const FADE_MS: u32 = 5;

/// The mono samples of an earcon at `sample_rate`, in -1.0..=1.0.
pub fn samples(e: Earcon, sample_rate: u32) -> Vec<f32> {
    let rate = sample_rate.max(1) as f32;
    let mut out = Vec::new();
    for &(freq, ms) in e.notes() {
        let n = (rate * ms as f32 / 1000.0) as usize;
        let fade = ((rate * FADE_MS as f32 / 1000.0) as usize).max(1);
        for i in 0..n {
            if freq <= 0.0 {
                out.push(0.0);
                continue;
            }
            let envelope = (i.min(n - 1 - i) as f32 / fade as f32).min(1.0);
            out.push(AMPLITUDE * envelope * (TAU * freq * i as f32 / rate).sin());
        }
    }
    out
}

/// Why earcons are off: said once, in the user's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EarconProblem {
    /// A build without the `native` feature has no sound output.
    NotBuilt,
    /// No sound device was found (with the system's reason, if it gave one).
    NoDevice(Option<String>),
    /// The sound device failed while playing.
    DeviceFailed(String),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_earcon_is_a_short_audible_tone() {
        for e in Earcon::ALL {
            let s = samples(e, 48_000);
            let secs = s.len() as f32 / 48_000.0;
            assert!((0.05..=0.7).contains(&secs), "{e:?}: {secs} s");
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!(peak > 0.2 && peak <= AMPLITUDE + 1e-6, "{e:?}: peak {peak}");
            // Starts and ends quietly (no click).
            assert!(s[0].abs() < 0.01 && s[s.len() - 1].abs() < 0.05, "{e:?}");
        }
    }

    #[test]
    fn earcons_differ_and_follow_the_sample_rate() {
        let a = samples(Earcon::MoveAccepted, 44_100);
        let b = samples(Earcon::InputRejected, 44_100);
        assert_ne!(a.len(), b.len());
        assert_eq!(samples(Earcon::MoveAccepted, 8_000).len(), 560);
        assert_eq!(a.len(), 3087);
        // A zero rate is no panic.
        assert!(samples(Earcon::Check, 0).is_empty());
    }

    #[test]
    fn the_tone_has_its_frequency() {
        // 880 Hz over 70 ms at 8 kHz: count zero crossings.
        let s = samples(Earcon::MoveAccepted, 8_000);
        let crossings = s
            .windows(2)
            .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
            .count();
        let hz = crossings as f32 / 2.0 / 0.07;
        assert!((840.0..=920.0).contains(&hz), "{hz}");
    }
}
