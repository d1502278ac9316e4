//! `play --brltty` against a real BRLTTY daemon.
//!
//! With the feature `brltty`, the test starts `brltty` with its virtual
//! display driver (`vr`), which needs no hardware: the driver connects to a
//! socket the test listens on, and the test plays the display's part (its
//! text protocol: `cells 40` gives the size, `Visual "…"` lines are what is
//! shown, `PASSDOTS 0x11`, `KEY_ENTER` and the like are keys pressed).
//! annabella connects to the daemon's BrlAPI server over TCP. The round
//! trip is checked both ways: answers written reach the display, keys
//! pressed on it reach the game; and after annabella quits the display is
//! BRLTTY's again. docs/brltty.md describes the set-up.
//!
//! Without the feature, `--brltty` says how to build it.

mod common;

#[cfg(not(feature = "brltty"))]
#[test]
fn without_the_feature_brltty_says_how_to_build_it() {
    let out = common::annabella(&["play", "--brltty", "--script", "-"], "e4\n");
    assert!(!out.status.success());
    let text = common::text(&out);
    assert!(
        text.contains("built without BRLTTY support") && text.contains("--features brltty"),
        "{text}"
    );
}

/// A braille display that only keeps what it was given: the game loop's
/// part is checked without BRLTTY.
struct Shown;

impl devices::brltty::BrailleDisplay for Shown {
    fn width(&self) -> usize {
        40
    }

    fn write(
        &mut self,
        _text: &str,
        _cursor: Option<usize>,
    ) -> Result<(), devices::brltty::DisplayError> {
        Ok(())
    }

    fn read_key(&mut self) -> Result<Option<u64>, devices::brltty::DisplayError> {
        Ok(None)
    }
}

/// Every answer printed or said and printed reaches the braille display,
/// once: a sentence with Appendix words inside ("Move 4, White: Kurze
/// Rochade.") too, not only the plain ones; the spoken form of a printed
/// answer is not shown beside its printed lines.
#[test]
fn a_sentence_in_parts_reaches_the_braille_display_once() {
    use annabella::game_loop::{Files, GameLoop};
    use annabella::session::Session;

    let session = Session::new(&annabella::settings::Settings::default()).expect("session");
    let mut game = GameLoop::new(session, Files::Skip).with_braille_display(Box::new(Shown));
    for m in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"] {
        let said = game.line(m);
        game.show(&said);
    }
    let shown = |game: &GameLoop| {
        game.braille_display()
            .expect("attached")
            .answer()
            .0
            .join(" ")
    };
    assert_eq!(shown(&game), "Kurze Rochade 0-0");
    let said = game.line("last");
    game.show(&said);
    assert_eq!(shown(&game), "Move 4, White: Kurze Rochade.");
    // The move list: its printed lines, not its spoken form as well.
    let said = game.line("moves");
    game.show(&said);
    let printed: Vec<&str> = said.iter().filter_map(|r| r.printed_line()).collect();
    assert!(
        said.iter()
            .any(|r| r.said().is_some_and(|s| !s.is_printed())),
        "{said:?}"
    );
    assert_eq!(shown(&game), printed.join(" "));
}

#[cfg(feature = "brltty")]
mod daemon {
    use std::io::{BufRead, BufReader, Write};
    use std::os::unix::net::{UnixListener, UnixStream};
    use std::process::{Child, Command, Stdio};
    use std::sync::mpsc::{self, Receiver};
    use std::time::{Duration, Instant};

    /// Longest wait for anything from the daemon (it starts in well under
    /// a second; this bounds a broken set-up, it is not a timing test).
    pub const PATIENCE: Duration = Duration::from_secs(20);

    /// A `brltty` daemon with the virtual display, and the display's end.
    pub struct Daemon {
        child: Child,
        display: UnixStream,
        shown: Receiver<String>,
        /// The BrlAPI host to connect to.
        pub host: String,
        pub log: std::path::PathBuf,
    }

    impl Daemon {
        pub fn start(dir: &std::path::Path) -> Daemon {
            let socket = dir.join("vr.sock");
            let listener = UnixListener::bind(&socket).expect("display socket");
            // A BrlAPI port of this test's own (4101 + the number).
            let host = format!("127.0.0.1:{}", 200 + std::process::id() % 700);
            let log = dir.join("brltty.log");
            let child = Command::new("brltty")
                .args(["-n", "-q", "-b", "vr"])
                .arg(format!("-dclient:{}", socket.display()))
                .args(["-x", "no", "-s", "no", "-t", "en-nabcc"])
                .arg(format!("-Aauth=none,host={host}"))
                .arg(format!("-L{}", log.display()))
                .arg(format!("-P{}", dir.join("brltty.pid").display()))
                .args(["-f", "/dev/null"])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("brltty runs (Debian: apt-get install brltty)");
            let (tx, rx) = mpsc::channel();
            std::thread::spawn(move || {
                let _ = tx.send(listener.accept().map(|(s, _)| s));
            });
            let mut display = rx
                .recv_timeout(PATIENCE)
                .expect("brltty's virtual driver connects")
                .expect("accepted");
            display.write_all(b"cells 40\n").expect("size sent");
            let (tx, shown) = mpsc::channel();
            let reader = display.try_clone().expect("socket");
            std::thread::spawn(move || {
                for line in BufReader::new(reader).lines() {
                    let Ok(line) = line else { return };
                    if let Some(text) = line.strip_prefix("Visual \"") {
                        let text = text.trim_end_matches('"').replace("\\\"", "\"");
                        if tx.send(text.trim_end().to_string()).is_err() {
                            return;
                        }
                    }
                }
            });
            Daemon {
                child,
                display,
                shown,
                host,
                log,
            }
        }

        /// Presses a key on the display (a BRLTTY command).
        pub fn press(&mut self, command: &str) {
            self.display
                .write_all(format!("{command}\n").as_bytes())
                .expect("key sent");
        }

        /// Waits until the display shows text for which `want` holds; the
        /// texts shown meanwhile are returned on failure.
        pub fn wait_for(&self, want: impl Fn(&str) -> bool) -> Result<String, Vec<String>> {
            let end = Instant::now() + PATIENCE;
            let mut seen = Vec::new();
            while let Some(left) = end.checked_duration_since(Instant::now()) {
                match self.shown.recv_timeout(left) {
                    Ok(t) if want(&t) => return Ok(t),
                    Ok(t) => seen.push(t),
                    Err(_) => break,
                }
            }
            Err(seen)
        }

        pub fn log_text(&self) -> String {
            std::fs::read_to_string(&self.log).unwrap_or_default()
        }
    }

    impl Drop for Daemon {
        fn drop(&mut self) {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// One BrlAPI connection at a time in a process, one daemon on the
/// test's port: the daemon tests run one after the other.
#[cfg(feature = "brltty")]
static ONE_DAEMON: std::sync::Mutex<()> = std::sync::Mutex::new(());

#[cfg(feature = "brltty")]
#[test]
fn answers_reach_a_real_brltty_and_keys_typed_on_it_reach_the_game() {
    use std::time::{Duration, Instant};
    let _one = ONE_DAEMON.lock().unwrap_or_else(|e| e.into_inner());

    use annabella::game_loop::{Files, GameLoop};
    use annabella::reply::Reply;
    use annabella::session::Session;
    use devices::brltty::brlapi::BrlApi;

    let temp = common::Temp::new("brltty");
    let mut d = daemon::Daemon::start(&temp.0);
    let shows = |d: &daemon::Daemon, part: &str| {
        d.wait_for(|t| t.contains(part)).unwrap_or_else(|seen| {
            panic!(
                "the display never showed {part:?}; it showed {seen:?}\n{}",
                d.log_text()
            )
        })
    };
    // BRLTTY's own screen first (the "no screen" driver).
    shows(&d, "no screen");

    // The BrlAPI server listens once the driver is up.
    let end = Instant::now() + daemon::PATIENCE;
    let display = loop {
        match BrlApi::open(Some(&d.host)) {
            Ok(b) => break b,
            Err(e) if Instant::now() > end => panic!("{e}\n{}", d.log_text()),
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    };
    let session = Session::new(&annabella::settings::Settings::default()).expect("session");
    let mut game = GameLoop::new(session, Files::Skip).with_braille_display(Box::new(display));

    // Answers typed at the keyboard are shown.
    let start = game.session().start();
    game.show(&start);
    shows(&d, "White to move");
    let said = game.line("e4");
    game.show(&said);
    shows(&d, "e4");

    // Braille typed on the display: e, a slip erased, 5 (North American
    // computer braille, the daemon's table here), then Enter.
    // Each key is taken before the next is pressed, as a person types
    // (keys written to the virtual driver all at once were not all taken
    // by BRLTTY 6.5).
    for (key, line) in [
        ("PASSDOTS 0x11", "e"),
        ("PASSDOTS 0x01", "ea"),
        ("KEY_BACKSPACE", "e"),
        ("PASSDOTS 0x22", "e5"),
    ] {
        d.press(key);
        let end = Instant::now() + daemon::PATIENCE;
        while game.braille_display().expect("attached").input() != line && Instant::now() < end {
            assert!(game.tick().is_empty());
            std::thread::sleep(Duration::from_millis(20));
        }
        assert_eq!(game.braille_display().expect("attached").input(), line);
    }
    // The line being typed is shown after the prompt.
    shows(&d, "e5");
    d.press("KEY_ENTER");
    let end = Instant::now() + daemon::PATIENCE;
    let mut replies = Vec::new();
    while game.session().game().moves().len() < 2 && Instant::now() < end {
        let r = game.tick();
        if !r.is_empty() {
            game.show(&r);
            replies.extend(r);
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(game.session().game().moves().len(), 2, "{replies:?}");
    assert!(
        replies
            .iter()
            .any(|r| matches!(r, Reply::Print(p) if p.ends_with("e5"))),
        "the line typed on the display is echoed: {replies:?}"
    );
    // Its answer is shown (the announcement names the move).
    shows(&d, "e5");

    // A long answer is panned with the display's keys.
    let help = game.line("help");
    game.show(&help);
    let windows = game
        .braille_display()
        .expect("attached")
        .answer()
        .0
        .to_vec();
    assert!(windows.len() > 2, "{windows:?}");
    shows(&d, &windows[0]);
    d.press("FWINRT");
    let end = Instant::now() + daemon::PATIENCE;
    while game.braille_display().expect("attached").answer().1 == 0 && Instant::now() < end {
        game.tick();
        std::thread::sleep(Duration::from_millis(20));
    }
    shows(&d, &windows[1]);

    // Leaving gives the display back to BRLTTY: a refresh key now reaches
    // BRLTTY (not annabella) and shows its screen again.
    drop(game);
    d.press("REFRESH");
    shows(&d, "no screen");

    // The program itself: `play --brltty` shows its answers and gives the
    // display back when it ends.
    let game_dir = temp.path("game");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--brltty", "--script", "-", "--game-dir", &game_dir])
        .env("BRLAPI_HOST", &d.host)
        .env("LANG", "C")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().expect("stdin").write_all(b"d4\n")?;
            child.wait_with_output()
        })
        .expect("annabella runs");
    assert!(out.status.success(), "{}", common::text(&out));
    shows(&d, "d4");
    d.press("REFRESH");
    shows(&d, "no screen");

    // The display is recorded with the game: `resume` (without --brltty)
    // connects it again, says so, and shows the game going on.
    let journal = temp.0.join("game").join(annabella::gamelog::JOURNAL_FILE);
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .arg("resume")
        .arg(&journal)
        .args(["--script", "-"])
        .env("BRLAPI_HOST", &d.host)
        .env("LANG", "C")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            child.stdin.take().expect("stdin").write_all(b"Nf6\n")?;
            child.wait_with_output()
        })
        .expect("annabella runs");
    let text = common::text(&out);
    assert!(out.status.success(), "{text}");
    assert!(
        text.contains("The braille display is connected again."),
        "{text}"
    );
    shows(&d, "Nf6");
    d.press("REFRESH");
    shows(&d, "no screen");

    // BRLTTY stops in the middle of a game: said, and the game goes on.
    let display = BrlApi::open(Some(&d.host)).expect("connects again");
    let session = Session::new(&annabella::settings::Settings::default()).expect("session");
    let mut game = GameLoop::new(session, Files::Skip).with_braille_display(Box::new(display));
    let said = game.line("e4");
    game.show(&said);
    shows(&d, "e4");
    drop(d);
    let end = Instant::now() + daemon::PATIENCE;
    let mut replies = Vec::new();
    while game.braille_display().is_some() && Instant::now() < end {
        replies.extend(game.tick());
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        replies.iter().any(|r| r
            .text()
            .starts_with("The braille display cannot be used any more")),
        "{replies:?}"
    );
    let said = game.line("e5");
    assert_eq!(game.session().game().moves().len(), 2, "{said:?}");
    drop(game);

    // No BRLTTY where it is looked for: said, and nothing is played.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--brltty", "--script", "-"])
        .env("BRLAPI_HOST", "127.0.0.1:999")
        .env("LANG", "C")
        .stdin(std::process::Stdio::null())
        .output()
        .expect("annabella runs");
    assert!(!out.status.success());
    assert!(
        common::text(&out).contains("The braille display cannot be used: BRLTTY cannot be reached"),
        "{}",
        common::text(&out)
    );
}

/// BRLTTY dies while a game is shown on its display: that is said once,
/// the game goes on, and when BRLTTY runs again the display is connected
/// again, said, and shows the latest answer.
#[cfg(feature = "brltty")]
#[test]
fn a_brltty_that_dies_is_said_and_its_return_too() {
    use std::time::{Duration, Instant};
    let _one = ONE_DAEMON.lock().unwrap_or_else(|e| e.into_inner());

    use annabella::game_loop::{Files, GameLoop};
    use annabella::reply::Reply;
    use annabella::session::Session;
    use devices::brltty::BrailleDisplay;
    use devices::brltty::brlapi::BrlApi;
    use devices::brltty::reconnect::Reconnect;

    let said = |replies: &[Reply]| -> String {
        replies
            .iter()
            .filter_map(|r| match r {
                Reply::Said(s) => Some(s.text().to_string()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    let first = common::Temp::new("brltty-dies");
    let d = daemon::Daemon::start(&first.0);
    let host = d.host.clone();
    let end = Instant::now() + daemon::PATIENCE;
    let display = loop {
        match BrlApi::open(Some(&host)) {
            Ok(b) => break b,
            Err(e) if Instant::now() > end => panic!("{e}\n{}", d.log_text()),
            Err(_) => std::thread::sleep(Duration::from_millis(100)),
        }
    };
    let again = host.clone();
    let reconnect = Reconnect::new(
        Box::new(move || {
            BrlApi::open(Some(&again)).map(|b| Box::new(b) as Box<dyn BrailleDisplay>)
        }),
        Duration::from_millis(100),
    );
    let session = Session::new(&annabella::settings::Settings::default()).expect("session");
    let mut game = GameLoop::new(session, Files::Skip)
        .with_braille_display(Box::new(display))
        .with_braille_reconnect(reconnect);
    let answer = game.line("e4");
    game.show(&answer);
    d.wait_for(|t| t.contains("e4")).expect("shown");

    // BRLTTY dies.
    drop(d);
    let tick_until = |game: &mut GameLoop, want: &str| -> String {
        let end = Instant::now() + daemon::PATIENCE;
        let mut all = String::new();
        while Instant::now() < end {
            let r = game.tick();
            game.show(&r);
            all.push_str(&said(&r));
            all.push('\n');
            if all.contains(want) {
                return all;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("never said {want:?}: {all}");
    };
    tick_until(&mut game, "The braille display does not answer");
    let answer = game.line("e5");
    game.show(&answer);

    // BRLTTY again, on the same BrlAPI port.
    let second = common::Temp::new("brltty-back");
    let d = daemon::Daemon::start(&second.0);
    assert_eq!(d.host, host);
    let all = tick_until(&mut game, "The braille display is connected again.");
    assert_eq!(
        all.matches("does not answer").count(),
        0,
        "said twice: {all}"
    );
    d.wait_for(|t| t.contains("e5"))
        .unwrap_or_else(|seen| panic!("the latest answer is not shown: {seen:?}"));
}
