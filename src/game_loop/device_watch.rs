//! Devices beside the board lost and back, as the journal (a `device`
//! record) and the arbiter's server are told of them. A device that comes
//! and goes many times a second (a loose cable) is told at most once
//! every [`QUIET`]: a change within that time waits, and what the device
//! is at its end is told then (lost and back again meanwhile: nothing).
//! What is said at the board is not held back.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use crate::session::DeviceKind;

/// The least time between two changes told of one device.
pub const QUIET: Duration = Duration::from_secs(2);

/// What is known and what was told of each device.
#[derive(Debug, Default)]
pub struct Watch {
    devices: BTreeMap<DeviceKind, Seen>,
}

#[derive(Debug, Default)]
struct Seen {
    /// Lost now.
    lost: bool,
    /// Lost as last told.
    told: bool,
    /// When it was last told.
    at: Option<Instant>,
}

impl Watch {
    /// What a resumed game's journal told: these devices were lost and
    /// are not back (so their return is told when it comes).
    pub fn told_before(lost: &[DeviceKind]) -> Watch {
        let mut w = Watch::default();
        for d in lost {
            w.devices.insert(
                *d,
                Seen {
                    lost: true,
                    told: true,
                    at: None,
                },
            );
        }
        w
    }

    /// The device was seen lost (`true`) or back.
    pub fn seen(&mut self, device: DeviceKind, lost: bool) {
        self.devices.entry(device).or_default().lost = lost;
    }

    /// The changes to tell now: each device whose state differs from what
    /// was told, unless it was told less than [`QUIET`] ago.
    pub fn due(&mut self, now: Instant) -> Vec<(DeviceKind, bool)> {
        let mut out = Vec::new();
        for (d, s) in &mut self.devices {
            let quiet =
                s.at.is_none_or(|t| now.saturating_duration_since(t) >= QUIET);
            if s.lost != s.told && quiet {
                s.told = s.lost;
                s.at = Some(now);
                out.push((*d, s.lost));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A device lost and back a hundred times a second for three seconds
    /// is told lost at once, then at most once every two seconds, and
    /// what it is at the end is told once the quiet time has passed.
    #[test]
    fn a_flapping_device_is_told_at_most_once_a_quiet_time() {
        let start = Instant::now();
        let mut w = Watch::default();
        let mut told = Vec::new();
        for i in 0..300u64 {
            let now = start + Duration::from_millis(i * 10);
            w.seen(DeviceKind::PinBoard, i % 2 == 0);
            for (d, lost) in w.due(now) {
                told.push((now.duration_since(start).as_millis(), d, lost));
            }
        }
        assert_eq!(
            told,
            [
                (0, DeviceKind::PinBoard, true),
                (2010, DeviceKind::PinBoard, false),
            ]
        );
        // It stays back: nothing more, even later.
        assert!(w.due(start + Duration::from_secs(10)).is_empty());
        // Lost again after a quiet time: told at once, and another
        // device is told on its own.
        w.seen(DeviceKind::PinBoard, true);
        w.seen(DeviceKind::DotPad, true);
        assert_eq!(
            w.due(start + Duration::from_secs(11)),
            [(DeviceKind::PinBoard, true), (DeviceKind::DotPad, true)]
        );
        // Lost and back within the quiet time: nothing to tell.
        w.seen(DeviceKind::DotPad, false);
        w.seen(DeviceKind::DotPad, true);
        assert!(w.due(start + Duration::from_secs(14)).is_empty());
    }

    /// A resumed game's device told lost before: its return is told.
    #[test]
    fn a_device_lost_before_a_resume_is_told_back() {
        let mut w = Watch::told_before(&[DeviceKind::PinBoard]);
        assert!(w.due(Instant::now()).is_empty());
        w.seen(DeviceKind::PinBoard, false);
        assert_eq!(w.due(Instant::now()), [(DeviceKind::PinBoard, false)]);
    }
}
