//! What the talking clock announces by itself: low-time warnings chosen by
//! the player, regular time announcements (more often near the end of a
//! period, like the tactile marks of the Appendix F clock), and the fall of
//! a flag.

use shakmaty::Color;
use std::time::Duration;

const MINUTE: Duration = Duration::from_secs(60);

/// The player's choice of automatic announcements.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Warnings {
    /// Warn once when the running side's time drops to each of these
    /// (e.g. 5 min, 1 min, 30 s). Armed again only when time is added by a
    /// new period, a penalty or the arbiter, not by increments.
    pub thresholds: Vec<Duration>,
    /// Announce the running side's time each time it reaches a multiple of
    /// this (e.g. every 10 minutes); `None` turns this off.
    pub every: Option<Duration>,
    /// Length of the end phase of a period (5 minutes in the Laws' clock)
    /// in which `final_every` is used instead of `every`.
    pub final_window: Duration,
    /// Step of announcements inside `final_window` (e.g. every minute).
    pub final_every: Option<Duration>,
}

impl Warnings {
    /// No announcement except the flag fall.
    pub fn none() -> Warnings {
        Warnings::default()
    }

    /// Warnings at 5 min, 1 min, 30 s and 10 s; time every 15 minutes and
    /// every minute in the last 5 minutes of a period.
    pub fn recommended() -> Warnings {
        Warnings {
            thresholds: vec![
                5 * MINUTE,
                MINUTE,
                Duration::from_secs(30),
                Duration::from_secs(10),
            ],
            every: Some(15 * MINUTE),
            final_window: 5 * MINUTE,
            final_every: Some(MINUTE),
        }
    }

    /// The announcement mark nearest above or at `r` (the smallest mark
    /// `m >= r`, `m > 0`), if any announcement step is set.
    pub(crate) fn mark_at_or_above(&self, r: Duration) -> Option<Duration> {
        let every = self.every.filter(|d| !d.is_zero());
        let fin = self.final_every.filter(|d| !d.is_zero());
        let window = self.final_window;
        let in_window = fin
            .map(|f| ceil_multiple(r, f, Duration::ZERO))
            .filter(|m| *m <= window);
        if in_window.is_some() {
            return in_window;
        }
        // Regular marks: above the final window when it has its own step.
        let floor = if fin.is_some() {
            window
        } else {
            Duration::ZERO
        };
        every.map(|e| ceil_multiple(r, e, floor))
    }
}

/// Smallest multiple of `step` that is `>= r` and `> floor`.
fn ceil_multiple(r: Duration, step: Duration, floor: Duration) -> Duration {
    let s = step.as_millis().max(1);
    let k_r = r.as_millis().div_ceil(s);
    let k_floor = floor.as_millis() / s + 1;
    let k = k_r.max(k_floor);
    let ms = k.saturating_mul(s).min(u128::from(u64::MAX));
    Duration::from_millis(ms as u64)
}

/// Something the session should say because time passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockEvent {
    /// `color`'s time dropped to the player's warning `threshold`.
    Threshold {
        /// The player whose time it is.
        color: Color,
        /// The warning threshold that was reached.
        threshold: Duration,
        /// Session time of the event.
        at: Duration,
    },
    /// Regular announcement: `color` has `remaining` left.
    Periodic {
        /// The player whose time it is.
        color: Color,
        /// Time left on that player's clock.
        remaining: Duration,
        /// Session time of the event.
        at: Duration,
    },
    /// `color`'s flag fell at session time `at`. Reported exactly once.
    Flag {
        /// The player whose flag fell.
        color: Color,
        /// Session time of the fall.
        at: Duration,
    },
}

impl ClockEvent {
    /// Session time at which the event happened.
    pub(crate) fn at(&self) -> Duration {
        match *self {
            ClockEvent::Threshold { at, .. }
            | ClockEvent::Periodic { at, .. }
            | ClockEvent::Flag { at, .. } => at,
        }
    }

    /// The side the event is about.
    pub fn color(&self) -> Color {
        match *self {
            ClockEvent::Threshold { color, .. }
            | ClockEvent::Periodic { color, .. }
            | ClockEvent::Flag { color, .. } => color,
        }
    }
}
