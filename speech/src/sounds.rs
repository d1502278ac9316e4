//! The earcon player: earcons ([`super::earcon`]) through the sound card
//! when the `native` feature is built and a device is found; silent
//! otherwise, with one notice when sounds were asked for.

use super::choice::EarconChoice;
use super::earcon::{Earcon, EarconProblem};

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

    /// Whether earcons are played.
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
