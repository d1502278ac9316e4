//! The binary running a script while a test plays the hands on a
//! simulated device: its output read line by line as it comes.

use std::io::{BufRead, BufReader};
use std::process::{Child, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// The binary, running a script; its output comes line by line.
pub struct Running {
    child: Child,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Running {
    pub fn start(args: &[&str]) -> Running {
        let mut child = super::spawn(
            super::command("C", args)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::inherit()),
        );
        let out = child.stdout.take().expect("stdout");
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for l in BufReader::new(out).lines().map_while(Result::ok) {
                if tx.send(l).is_err() {
                    break;
                }
            }
        });
        Running {
            child,
            lines,
            seen: Vec::new(),
        }
    }

    /// Waits until a line equal to `want` was printed (a stuck test fails,
    /// it does not hang).
    pub fn wait_for(&mut self, want: &str) {
        let end = Instant::now() + Duration::from_secs(20);
        while !self.seen.iter().any(|l| l == want) {
            let left = end.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => self.seen.push(l),
                Err(_) => panic!("no line {want:?}; saw {:#?}", self.seen),
            }
        }
    }

    /// Reads what was printed meanwhile, without waiting.
    pub fn seen(&mut self) -> &[String] {
        self.seen.extend(self.lines.try_iter());
        &self.seen
    }

    /// Waits for the program to end; everything it printed.
    pub fn finish(mut self) -> Vec<String> {
        let status = self.child.wait().expect("annabella ends");
        self.seen.extend(self.lines.iter());
        assert!(status.success(), "{:#?}", self.seen);
        self.seen
    }
}

/// The lines in order, each after the one before.
pub fn in_order(seen: &[String], want: &[&str]) {
    let mut at = 0;
    for w in want {
        match seen[at..].iter().position(|l| l == w) {
            Some(i) => at += i + 1,
            None => panic!("{w:?} not after line {at}: {seen:#?}"),
        }
    }
}
