//! Helpers shared by the integration tests that run the `annabella`
//! binary as a user does. (Each test file uses only some of them.)
#![allow(dead_code)]

pub mod running;

use std::ffi::OsStr;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};

/// Starts `cmd`. Under wine, starting a program while others start
/// sometimes fails with Windows' "Internal error" (1359) and succeeds on
/// the next try (once in several CI runs of the Windows build); that
/// error is tried again, twice at most. Any other error, or a third
/// failure, stands.
pub fn spawn(cmd: &mut Command) -> Child {
    const INTERNAL_ERROR: i32 = 1359;
    let mut tries = 0;
    loop {
        match cmd.spawn() {
            Ok(child) => return child,
            Err(e) if cfg!(windows) && e.raw_os_error() == Some(INTERNAL_ERROR) && tries < 2 => {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            Err(e) => panic!("binary runs: {e:?}"),
        }
    }
}

/// `annabella ARGS` in the locale `lang` (the value of LANG, "C" for
/// English messages), with no other locale variable to override it.
pub fn command<S: AsRef<OsStr>>(lang: &str, args: &[S]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_annabella"));
    cmd.args(args)
        .env("LANG", lang)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    cmd
}

/// Runs `cmd` with `stdin` as its input and waits for it to end.
fn run(mut cmd: Command, stdin: &[u8]) -> Output {
    let mut child = spawn(
        cmd.stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped()),
    );
    let mut input = child.stdin.take().expect("stdin");
    // A program that stops early (a refused start) reads no input.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().expect("finishes")
}

/// Runs `annabella ARGS` with `stdin` as its input, in the C locale (so
/// messages are English), and waits for it to end.
pub fn annabella_os(args: &[&OsStr], stdin: &[u8]) -> Output {
    run(command("C", args), stdin)
}

/// [`annabella_os`] with text arguments and input.
pub fn annabella(args: &[&str], stdin: &str) -> Output {
    run(command("C", args), stdin.as_bytes())
}

/// [`annabella`] in the locale `lang` (the value of LANG, e.g.
/// "de_DE.UTF-8"), so messages are in its language.
pub fn annabella_in_locale(lang: &str, args: &[&str], stdin: &str) -> Output {
    run(command(lang, args), stdin.as_bytes())
}

/// Standard output and standard error together.
pub fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// A folder of its own for one test, removed when the test ends.
pub struct Temp(pub PathBuf);

impl Temp {
    pub fn new(name: &str) -> Temp {
        let p = std::env::temp_dir().join(format!("annabella-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("temporary folder");
        Temp(p)
    }

    /// A file or folder inside, as text for a command line.
    pub fn path(&self, name: &str) -> String {
        self.0.join(name).display().to_string()
    }
}

impl std::ops::Deref for Temp {
    type Target = std::path::Path;

    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Temp {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `tmux ARGS` (the REPL tests drive a real terminal) and returns what
/// it printed.
pub fn tmux(args: &[&str]) -> String {
    let out = Command::new("tmux").args(args).output().expect("tmux runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `tmux new-session ARGS`: a session for a test. tmux's server ends with
/// its last session, and a session asked for while it ends is refused
/// ("server exited unexpectedly"): that is tried again, twice at most,
/// a moment later. What tmux said of the last refusal fails the test.
pub fn new_tmux_session(args: &[&str]) {
    for attempt in 1..=3 {
        let out = Command::new("tmux")
            .arg("new-session")
            .args(args)
            .output()
            .expect("tmux runs");
        if out.status.success() {
            return;
        }
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(attempt < 3, "tmux new-session was refused: {said}");
        eprintln!("tmux new-session was refused ({}); again", said.trim());
        std::thread::sleep(std::time::Duration::from_millis(300));
    }
}

/// Whether tmux can be run here (CI installs it).
pub fn have_tmux() -> bool {
    Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Writes a small program (a shell script) at `path`, executable. The
/// file is written by `install`, a process of its own: a file this test
/// process held open for writing would be inherited by a child that
/// another test thread forks meanwhile, and starting the program would
/// then fail with "text file busy".
#[cfg(unix)]
pub fn write_program(path: &std::path::Path, text: &str) {
    let source = path.with_extension("source");
    std::fs::write(&source, text).unwrap();
    let installed = Command::new("install")
        .arg("-m")
        .arg("755")
        .arg(&source)
        .arg(path)
        .status()
        .is_ok_and(|s| s.success());
    assert!(installed, "install could not write {}", path.display());
}
