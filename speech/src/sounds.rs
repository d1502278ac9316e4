//! The earcon player: earcons ([`super::earcon`]) through the sound card
//! when the `native` feature is built and a device is found; silent
//! otherwise, with one notice when sounds were asked for.

use super::choice::EarconChoice;
use super::earcon::{Earcon, EarconProblem};
use super::queue::Speaking;

/// Added to an earcon's length while a microphone stays muted for it: the
/// sound card plays it a little after it is handed over.
const PLAY_DELAY: std::time::Duration = std::time::Duration::from_millis(150);

/// The earcon player. `play` returns at once; the sound plays on its
/// own thread.
pub struct Earcons {
    #[cfg(feature = "native")]
    player: Option<super::native::EarconPlayer>,
    /// Told how long each earcon sounds, so that a microphone is muted
    /// for it.
    sounding: Option<Speaking>,
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
                        sounding: None,
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
            sounding: None,
        }
    }

    /// Tells `speaking` how long each earcon played from now on sounds,
    /// so that a microphone listening meanwhile does not take it for a
    /// voice.
    pub fn mute_while_playing(&mut self, speaking: Speaking) {
        self.sounding = Some(speaking);
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
        if !self.is_on() {
            return;
        }
        if let Some(speaking) = &self.sounding {
            speaking.hold_for(e.length() + PLAY_DELAY);
        }
        #[cfg(feature = "native")]
        if let Some(p) = &self.player {
            p.play(e);
        }
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

    /// Earcons that play nothing do not mute a microphone.
    #[test]
    fn a_silent_earcon_does_not_mute_the_microphone() {
        let (mut e, _) = Earcons::open(EarconChoice::Off);
        let speaking = Speaking::default();
        e.mute_while_playing(speaking.clone());
        e.play(Earcon::FlagFall);
        assert!(!speaking.now());
    }

    #[test]
    fn an_earcon_lasts_as_long_as_its_notes() {
        assert_eq!(
            Earcon::FlagFall.length(),
            std::time::Duration::from_millis(600)
        );
        assert_eq!(
            Earcon::MoveAccepted.length(),
            std::time::Duration::from_millis(70)
        );
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
