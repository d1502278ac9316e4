//! Volume and rate of the speaking voice on one scale for every backend
//! (0 to 100, 50 is the engine's normal), mapped to each engine's own
//! range. Values from a config file or the command line are clamped with
//! a note, never rejected with a panic.

use std::fmt;

/// What can be turned up and down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Setting {
    /// How loud.
    Volume,
    /// How fast.
    Rate,
}

impl Setting {
    /// Its name in settings files and transcripts.
    pub fn name(self) -> &'static str {
        match self {
            Setting::Volume => "volume",
            Setting::Rate => "rate",
        }
    }
}

/// Up or down by one step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Change {
    /// Louder or faster.
    Up,
    /// Quieter or slower.
    Down,
}

/// Volume and rate, each in `Voice::MIN..=Voice::MAX`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Voice {
    volume: u8,
    rate: u8,
}

impl Default for Voice {
    fn default() -> Self {
        Voice {
            volume: Voice::NORMAL,
            rate: Voice::NORMAL,
        }
    }
}

/// A setting that was out of range or not a number, and what is used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VoiceNote {
    /// A number outside 0 to 100.
    OutOfRange {
        /// The setting.
        setting: Setting,
        /// The number given.
        given: i64,
        /// The value used instead.
        used: u8,
    },
    /// Not a number.
    NotANumber {
        /// The setting.
        setting: Setting,
        /// What was given.
        given: String,
        /// The value used instead.
        used: u8,
    },
}

impl fmt::Display for VoiceNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VoiceNote::OutOfRange {
                setting,
                given,
                used,
            } => write!(
                f,
                "Speech {} {given} is outside {} to {}; using {used}.",
                setting.name(),
                Voice::MIN,
                Voice::MAX
            ),
            VoiceNote::NotANumber {
                setting,
                given,
                used,
            } => write!(
                f,
                "Speech {} '{given}' is not a number from {} to {}; using {used}.",
                setting.name(),
                Voice::MIN,
                Voice::MAX
            ),
        }
    }
}

/// A step past the end of the range: the value stays where it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AtLimit {
    /// The setting at its limit.
    pub setting: Setting,
    /// Its value, [`Voice::MIN`] or [`Voice::MAX`].
    pub value: u8,
}

impl fmt::Display for AtLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let end = if self.value >= Voice::MAX {
            "highest"
        } else {
            "lowest"
        };
        write!(f, "Speech {} is already at its {end}.", self.setting.name())
    }
}

impl Voice {
    /// The lowest volume and rate.
    pub const MIN: u8 = 0;
    /// The highest volume and rate.
    pub const MAX: u8 = 100;
    /// The engine's own default.
    pub const NORMAL: u8 = 50;
    /// One press of louder/softer/faster/slower.
    pub const STEP: u8 = 10;

    /// A voice from numbers of any size, clamped into range with a note
    /// for each value that was outside it.
    pub fn new(volume: i64, rate: i64) -> (Voice, Vec<VoiceNote>) {
        let mut notes = Vec::new();
        let mut clamp = |setting, given: i64| {
            let used = given.clamp(i64::from(Voice::MIN), i64::from(Voice::MAX)) as u8;
            if i64::from(used) != given {
                notes.push(VoiceNote::OutOfRange {
                    setting,
                    given,
                    used,
                });
            }
            used
        };
        let volume = clamp(Setting::Volume, volume);
        let rate = clamp(Setting::Rate, rate);
        (Voice { volume, rate }, notes)
    }

    /// A voice from config or command-line text; a missing value is
    /// normal, text that is no number is normal with a note, "55.6"
    /// rounds, and out-of-range values are clamped with a note.
    pub fn from_text(volume: Option<&str>, rate: Option<&str>) -> (Voice, Vec<VoiceNote>) {
        let mut notes = Vec::new();
        let mut read = |setting, text: Option<&str>| -> i64 {
            let Some(text) = text else {
                return i64::from(Voice::NORMAL);
            };
            match text.trim().parse::<f64>() {
                Ok(x) if x.is_finite() => x.round().clamp(-1e15, 1e15) as i64,
                _ => {
                    notes.push(VoiceNote::NotANumber {
                        setting,
                        given: text.to_string(),
                        used: Voice::NORMAL,
                    });
                    i64::from(Voice::NORMAL)
                }
            }
        };
        let volume = read(Setting::Volume, volume);
        let rate = read(Setting::Rate, rate);
        let (voice, more) = Voice::new(volume, rate);
        notes.extend(more);
        (voice, notes)
    }

    /// The volume, 0 to 100.
    pub fn volume(&self) -> u8 {
        self.volume
    }

    /// The rate, 0 to 100.
    pub fn rate(&self) -> u8 {
        self.rate
    }

    /// The value of `setting`.
    pub fn get(&self, setting: Setting) -> u8 {
        match setting {
            Setting::Volume => self.volume,
            Setting::Rate => self.rate,
        }
    }

    /// One step up or down; at the end of the range nothing changes and
    /// the caller hears why.
    pub fn adjust(&mut self, setting: Setting, change: Change) -> Result<u8, AtLimit> {
        let value = self.get(setting);
        let new = match change {
            Change::Up => value.saturating_add(Voice::STEP).min(Voice::MAX),
            Change::Down => value.saturating_sub(Voice::STEP),
        };
        if new == value {
            return Err(AtLimit { setting, value });
        }
        match setting {
            Setting::Volume => self.volume = new,
            Setting::Rate => self.rate = new,
        }
        Ok(new)
    }

    /// Maps `value` (0..=100, 50 normal) onto an engine range whose
    /// normal need not be its middle.
    pub fn scale(value: u8, min: f32, normal: f32, max: f32) -> f32 {
        let v = f32::from(value.min(Voice::MAX));
        let half = f32::from(Voice::NORMAL);
        if v <= half {
            min + (normal - min) * v / half
        } else {
            normal + (max - normal) * (v - half) / (f32::from(Voice::MAX) - half)
        }
    }

    /// espeak-ng `-a`: amplitude 0 to 200, normal 100.
    pub fn espeak_amplitude(&self) -> u32 {
        Voice::scale(self.volume, 0.0, 100.0, 200.0).round() as u32
    }

    /// espeak-ng `-s`: words per minute 80 to 450, normal 175.
    pub fn espeak_speed(&self) -> u32 {
        Voice::scale(self.rate, 80.0, 175.0, 450.0).round() as u32
    }

    /// spd-say `-i`: -100 to 100, normal 0.
    pub fn spd_volume(&self) -> i32 {
        Voice::scale(self.volume, -100.0, 0.0, 100.0).round() as i32
    }

    /// spd-say `-r`: -100 to 100, normal 0.
    pub fn spd_rate(&self) -> i32 {
        Voice::scale(self.rate, -100.0, 0.0, 100.0).round() as i32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonsense_values_are_clamped_with_a_note() {
        let (v, notes) = Voice::new(500, -3);
        assert_eq!((v.volume(), v.rate()), (100, 0));
        assert_eq!(notes.len(), 2);
        assert_eq!(
            notes[0],
            VoiceNote::OutOfRange {
                setting: Setting::Volume,
                given: 500,
                used: 100
            }
        );
        assert!(
            notes[1]
                .to_string()
                .contains("rate -3 is outside 0 to 100; using 0")
        );
        let (v, notes) = Voice::new(i64::MIN, i64::MAX);
        assert_eq!((v.volume(), v.rate()), (0, 100));
        assert_eq!(notes.len(), 2);
        let (v, notes) = Voice::new(70, 30);
        assert_eq!((v.volume(), v.rate()), (70, 30));
        assert!(notes.is_empty());
    }

    #[test]
    fn text_values() {
        let (v, notes) = Voice::from_text(Some("loud"), Some("1e300"));
        assert_eq!((v.volume(), v.rate()), (50, 100));
        assert!(matches!(notes[0], VoiceNote::NotANumber { .. }));
        assert!(notes[0].to_string().contains("'loud'"));
        assert!(matches!(notes[1], VoiceNote::OutOfRange { used: 100, .. }));
        let (v, notes) = Voice::from_text(Some(" 64.6 "), None);
        assert_eq!((v.volume(), v.rate()), (65, 50));
        assert!(notes.is_empty());
        let (_, notes) = Voice::from_text(Some("NaN"), Some("inf"));
        assert_eq!(notes.len(), 2);
    }

    #[test]
    fn steps_stop_at_the_ends() {
        let mut v = Voice::default();
        for _ in 0..5 {
            assert!(v.adjust(Setting::Volume, Change::Up).is_ok());
        }
        assert_eq!(v.volume(), 100);
        let err = v.adjust(Setting::Volume, Change::Up).unwrap_err();
        assert_eq!(err.value, 100);
        assert!(err.to_string().contains("highest"));
        assert_eq!(v.adjust(Setting::Rate, Change::Down), Ok(40));
        let (mut low, _) = Voice::new(0, 5);
        assert!(
            low.adjust(Setting::Volume, Change::Down)
                .unwrap_err()
                .to_string()
                .contains("lowest")
        );
        assert_eq!(low.adjust(Setting::Rate, Change::Down), Ok(0));
    }

    #[test]
    fn engine_ranges() {
        let normal = Voice::default();
        assert_eq!(normal.espeak_amplitude(), 100);
        assert_eq!(normal.espeak_speed(), 175);
        assert_eq!((normal.spd_volume(), normal.spd_rate()), (0, 0));
        let (low, _) = Voice::new(0, 0);
        assert_eq!((low.espeak_amplitude(), low.espeak_speed()), (0, 80));
        assert_eq!((low.spd_volume(), low.spd_rate()), (-100, -100));
        let (high, _) = Voice::new(100, 100);
        assert_eq!((high.espeak_amplitude(), high.espeak_speed()), (200, 450));
        assert_eq!((high.spd_volume(), high.spd_rate()), (100, 100));
        let (mid, _) = Voice::new(75, 25);
        assert_eq!(mid.espeak_speed(), 128);
        assert_eq!(mid.espeak_amplitude(), 150);
    }
}
