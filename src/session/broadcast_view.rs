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
