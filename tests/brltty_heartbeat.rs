//! The braille display's heartbeat: a display that falls silent (BRLTTY
//! died, or a read or write failed) is said once, connected again at each
//! beat, and said again when it is back, showing the latest answer. It
//! used to be let go for good.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use annabella::game_loop::{Files, GameLoop};
use annabella::reply::Reply;
use annabella::session::Session;
use devices::brltty::reconnect::Reconnect;
use devices::brltty::{BrailleDisplay, DisplayError};

/// A display that works while `up` holds, and keeps what it shows.
struct Fake {
    up: Arc<AtomicBool>,
    shown: Arc<Mutex<Vec<String>>>,
}

impl BrailleDisplay for Fake {
    fn width(&self) -> usize {
        40
    }
    fn write(&mut self, text: &str, _cursor: Option<usize>) -> Result<(), DisplayError> {
        if !self.up.load(Ordering::SeqCst) {
            return Err(DisplayError::Lost(
                "the connection to BRLTTY was closed".into(),
            ));
        }
        self.shown.lock().unwrap().push(text.to_string());
        Ok(())
    }
    fn read_key(&mut self) -> Result<Option<u64>, DisplayError> {
        if !self.up.load(Ordering::SeqCst) {
            return Err(DisplayError::Lost(
                "the connection to BRLTTY was closed".into(),
            ));
        }
        Ok(None)
    }
}

/// What replies say, as one text (the display is shown them too).
fn said(game: &mut GameLoop, replies: &[Reply]) -> String {
    game.show(replies);
    replies
        .iter()
        .filter_map(|r| match r {
            Reply::Said(s) => Some(s.text().to_string()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_silent_braille_display_is_said_once_and_again_when_it_is_back() {
    let up = Arc::new(AtomicBool::new(true));
    let shown = Arc::new(Mutex::new(Vec::new()));
    let fake = || Fake {
        up: Arc::clone(&up),
        shown: Arc::clone(&shown),
    };
    let (u, s) = (Arc::clone(&up), Arc::clone(&shown));
    let reconnect = Reconnect::new(
        Box::new(move || {
            if u.load(Ordering::SeqCst) {
                Ok(Box::new(Fake {
                    up: Arc::clone(&u),
                    shown: Arc::clone(&s),
                }) as Box<dyn BrailleDisplay>)
            } else {
                Err(DisplayError::Connect("BRLTTY is not running".into()))
            }
        }),
        Duration::ZERO,
    );
    let session = Session::new(&annabella::settings::Settings::default()).expect("session");
    let mut game = GameLoop::new(session, Files::Skip)
        .with_braille_display(Box::new(fake()))
        .with_braille_reconnect(reconnect);
    let answer = game.line("e4");
    said(&mut game, &answer);
    assert!(shown.lock().unwrap().iter().any(|l| l.contains("e4")));

    // BRLTTY dies: said at the next tick, once.
    up.store(false, Ordering::SeqCst);
    let ticked = game.tick();
    let text = said(&mut game, &ticked);
    assert!(
        text.contains("The braille display does not answer"),
        "{text}"
    );
    assert!(text.contains("once it answers"), "{text}");
    for _ in 0..3 {
        let ticked = game.tick();
        let text = said(&mut game, &ticked);
        assert!(!text.contains("braille display"), "said again: {text}");
    }
    // The game goes on meanwhile; the answer is kept for the display.
    let answer = game.line("e5");
    let text = said(&mut game, &answer);
    assert!(
        text.contains("Eva sieben") && !text.contains("braille display"),
        "{text}"
    );
    assert!(game.braille_display().is_none());

    // Back: said once, and it shows the latest answer.
    shown.lock().unwrap().clear();
    up.store(true, Ordering::SeqCst);
    let ticked = game.tick();
    let text = said(&mut game, &ticked);
    assert!(
        text.contains("The braille display is connected again."),
        "{text}"
    );
    let last = shown.lock().unwrap().first().cloned().unwrap_or_default();
    assert!(last.contains("e5"), "{last:?}");
    assert!(game.braille_display().is_some());
    let ticked = game.tick();
    assert!(!said(&mut game, &ticked).contains("braille display"));
}

/// Without a way to connect again (a display given by a caller alone) the
/// display is let go as before, with the words that say so.
#[test]
fn without_reconnecting_a_failed_display_is_let_go() {
    let up = Arc::new(AtomicBool::new(true));
    let shown = Arc::new(Mutex::new(Vec::new()));
    let session = Session::new(&annabella::settings::Settings::default()).expect("session");
    let mut game = GameLoop::new(session, Files::Skip).with_braille_display(Box::new(Fake {
        up: Arc::clone(&up),
        shown,
    }));
    up.store(false, Ordering::SeqCst);
    let ticked = game.tick();
    let text = said(&mut game, &ticked);
    assert!(text.contains("cannot be used any more"), "{text}");
}
