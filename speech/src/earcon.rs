//! Earcons: short generated tones (sine bursts, no sound files) that tell
//! what happened faster than words. They play through the sound card in
//! builds with the `native` feature; elsewhere, and on machines without
//! a sound device, they are off after one notice.

use std::f32::consts::TAU;

use super::choice::EarconChoice;

/// The events that have a tone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Earcon {
    MoveAccepted,
    InputRejected,
    Check,
    LowTime,
    FlagFall,
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

    pub fn from_name(name: &str) -> Option<Earcon> {
        Earcon::ALL.into_iter().find(|e| e.name() == name.trim())
    }

    pub const ALL: [Earcon; 6] = [
        Earcon::MoveAccepted,
        Earcon::InputRejected,
        Earcon::Check,
        Earcon::LowTime,
        Earcon::FlagFall,
        Earcon::OpponentMove,
    ];

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

/// The earcon player. `play` returns at once; the sound plays on its
/// own thread.
pub struct Earcons {
    #[cfg(feature = "native")]
    player: Option<super::native::EarconPlayer>,
}

impl Earcons {
    /// Earcons on when they are chosen. The sound device is looked for on
    /// the player's own thread, so this returns at once (the prompt does not
    /// wait for the sound system); sounds played before it is found wait
    /// for it. A problem known at once is returned; one found later comes
    /// from [`Earcons::notices`]. With `Auto`, a missing device is not
    /// said (nobody asked for sounds); with `On` it is.
    pub fn open(choice: EarconChoice) -> (Earcons, Option<EarconProblem>) {
        if choice == EarconChoice::Off {
            return (Earcons::silent(), None);
        }
        #[cfg(feature = "native")]
        {
            match super::native::EarconPlayer::open(choice == EarconChoice::On) {
                Ok(player) => (
                    Earcons {
                        player: Some(player),
                    },
                    None,
                ),
                Err(why) => (
                    Earcons::silent(),
                    (choice == EarconChoice::On).then_some(why),
                ),
            }
        }
        #[cfg(not(feature = "native"))]
        {
            (
                Earcons::silent(),
                (choice == EarconChoice::On).then_some(EarconProblem::NotBuilt),
            )
        }
    }

    /// Earcons that play nothing.
    pub fn silent() -> Earcons {
        Earcons {
            #[cfg(feature = "native")]
            player: None,
        }
    }

    pub fn is_on(&self) -> bool {
        #[cfg(feature = "native")]
        {
            self.player.as_ref().is_some_and(|p| p.is_on())
        }
        #[cfg(not(feature = "native"))]
        {
            false
        }
    }

    /// Plays `e` without waiting for it.
    pub fn play(&self, e: Earcon) {
        #[cfg(feature = "native")]
        if let Some(p) = &self.player {
            p.play(e);
        }
        #[cfg(not(feature = "native"))]
        let _ = e;
    }

    /// A problem found after start (once): no device found, or the device
    /// failed; earcons are off from then on.
    pub fn notices(&self) -> Vec<EarconProblem> {
        #[cfg(feature = "native")]
        {
            self.player
                .as_ref()
                .map(|p| p.notices())
                .unwrap_or_default()
        }
        #[cfg(not(feature = "native"))]
        {
            Vec::new()
        }
    }

    /// Waits until the earcons handed over so far have played, at most
    /// `timeout` (tests).
    pub fn flush(&self, timeout: std::time::Duration) -> bool {
        #[cfg(feature = "native")]
        {
            self.player.as_ref().is_none_or(|p| p.flush(timeout))
        }
        #[cfg(not(feature = "native"))]
        {
            let _ = timeout;
            true
        }
    }
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

    #[test]
    fn off_means_no_notice_and_nothing_played() {
        let (e, notice) = Earcons::open(EarconChoice::Off);
        assert!(notice.is_none());
        assert!(!e.is_on());
        e.play(Earcon::Check);
        assert!(e.flush(std::time::Duration::from_millis(10)));
    }

    #[cfg(not(feature = "native"))]
    #[test]
    fn without_native_earcons_are_off_with_one_notice() {
        let (e, notice) = Earcons::open(EarconChoice::On);
        assert!(!e.is_on());
        assert_eq!(notice, Some(EarconProblem::NotBuilt));
    }

    /// The default says nothing where it cannot play: a plain build's game
    /// does not begin with a notice about sounds nobody asked for.
    #[cfg(not(feature = "native"))]
    #[test]
    fn auto_without_native_is_silent() {
        let (e, notice) = Earcons::open(EarconChoice::Auto);
        assert!(!e.is_on());
        assert_eq!(notice, None);
    }
}
