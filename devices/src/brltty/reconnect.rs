//! The braille display's heartbeat. BrlAPI has no request a display
//! answers (BRLTTY is a local daemon that owns the display): a read or a
//! write that fails, or a connection closed, is its silence. After that the
//! connection is made again at each beat until BRLTTY takes it; the game
//! loop says the silence once and the return once.

use std::time::{Duration, Instant};

use super::{BrailleDisplay, DisplayError};

/// How often a lost display is connected again.
pub const BEAT: Duration = Duration::from_secs(1);

/// Makes a connection to the display (BRLTTY's, or a test's).
pub type Connect = Box<dyn FnMut() -> Result<Box<dyn BrailleDisplay>, DisplayError> + Send>;

/// Connects a lost display again, at most once a beat.
pub struct Reconnect {
    connect: Connect,
    every: Duration,
    last: Option<Instant>,
}

impl Reconnect {
    /// Tries `connect` at most once every `every` ([`BEAT`]; shorter in
    /// tests).
    pub fn new(connect: Connect, every: Duration) -> Reconnect {
        Reconnect {
            connect,
            every,
            last: None,
        }
    }

    /// BRLTTY's display, connected again with BrlAPI's defaults.
    pub fn brltty() -> Reconnect {
        Reconnect::new(Box::new(|| super::connect(None)), BEAT)
    }

    /// The display is lost now: the next try is a beat away.
    pub fn lost(&mut self, now: Instant) {
        self.last = Some(now);
    }

    /// The display again, when a beat has passed since the last try and
    /// the connection is made; `None` otherwise.
    pub fn poll(&mut self, now: Instant) -> Option<Box<dyn BrailleDisplay>> {
        if self
            .last
            .is_some_and(|last| now.saturating_duration_since(last) < self.every)
        {
            return None;
        }
        self.last = Some(now);
        (self.connect)().ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

    struct Quiet;

    impl BrailleDisplay for Quiet {
        fn width(&self) -> usize {
            20
        }
        fn write(&mut self, _: &str, _: Option<usize>) -> Result<(), DisplayError> {
            Ok(())
        }
        fn read_key(&mut self) -> Result<Option<u64>, DisplayError> {
            Ok(None)
        }
    }

    #[test]
    fn a_lost_display_is_asked_again_once_a_beat() {
        let up = Arc::new(AtomicBool::new(false));
        let tries = Arc::new(AtomicUsize::new(0));
        let (u, t) = (Arc::clone(&up), Arc::clone(&tries));
        let mut r = Reconnect::new(
            Box::new(move || {
                t.fetch_add(1, Ordering::SeqCst);
                if u.load(Ordering::SeqCst) {
                    Ok(Box::new(Quiet) as Box<dyn BrailleDisplay>)
                } else {
                    Err(DisplayError::Connect("no daemon".into()))
                }
            }),
            Duration::from_secs(1),
        );
        let t0 = Instant::now();
        r.lost(t0);
        assert!(r.poll(t0 + Duration::from_millis(500)).is_none());
        assert_eq!(tries.load(Ordering::SeqCst), 0);
        assert!(r.poll(t0 + Duration::from_millis(1000)).is_none());
        assert_eq!(tries.load(Ordering::SeqCst), 1);
        up.store(true, Ordering::SeqCst);
        assert!(r.poll(t0 + Duration::from_millis(1500)).is_none());
        assert!(r.poll(t0 + Duration::from_millis(2000)).is_some());
        assert_eq!(tries.load(Ordering::SeqCst), 2);
    }
}
