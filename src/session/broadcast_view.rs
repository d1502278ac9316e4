//! What the arbiter's server is shown of the session: the clocks as they
//! run (docs/broadcast.md).

use shakmaty::Color;

use super::Session;

impl Session {
    /// Whose clock runs now: none before the start, while it is paused
    /// or stopped, or in an untimed game.
    pub fn running_side(&self) -> Option<Color> {
        let clock = self.timing.clock.as_ref()?;
        if !clock.is_started() || clock.is_paused() || clock.is_stopped() {
            return None;
        }
        clock.to_move()
    }
}

/// A device beside the board whose loss, return or divergence the
/// arbiter's server is told of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum DeviceKind {
    /// The blind player's serial pin board.
    PinBoard,
    /// The sighted player's DGT e-board.
    EBoard,
    /// The Dot Pad.
    DotPad,
    /// A braille display through BRLTTY.
    BrailleDisplay,
}

impl DeviceKind {
    /// Every device, in order.
    pub const ALL: [DeviceKind; 4] = [
        DeviceKind::PinBoard,
        DeviceKind::EBoard,
        DeviceKind::DotPad,
        DeviceKind::BrailleDisplay,
    ];

    /// Its name in the journal and on the wire: `pin-board`, `e-board`,
    /// `dot-pad`, `braille-display`.
    pub fn word(self) -> &'static str {
        match self {
            DeviceKind::PinBoard => "pin-board",
            DeviceKind::EBoard => "e-board",
            DeviceKind::DotPad => "dot-pad",
            DeviceKind::BrailleDisplay => "braille-display",
        }
    }

    /// The device of [`DeviceKind::word`].
    pub fn from_word(word: &str) -> Option<DeviceKind> {
        DeviceKind::ALL.into_iter().find(|d| d.word() == word)
    }
}

impl Session {
    /// A device was reported lost (`true`) or back (`false`): a `device`
    /// record, live or replayed. Nothing of the game changes and nothing
    /// is said here (the loop said it when it happened).
    pub fn set_device_lost(&mut self, device: DeviceKind, lost: bool) {
        if lost {
            self.lost_devices.insert(device);
        } else {
            self.lost_devices.remove(&device);
        }
    }

    /// The devices reported lost and not back, in order.
    pub fn lost_devices(&self) -> Vec<DeviceKind> {
        self.lost_devices.iter().copied().collect()
    }

    /// The boards whose difference from the game was said and not yet put
    /// right: the pin board, the e-board.
    pub fn diverged_devices(&self) -> Vec<DeviceKind> {
        let mut out = Vec::new();
        if self.hands.as_ref().is_some_and(|h| h.differs_said()) {
            out.push(DeviceKind::PinBoard);
        }
        if self.dgt.as_ref().is_some_and(|d| d.differs_said()) {
            out.push(DeviceKind::EBoard);
        }
        out
    }
}
