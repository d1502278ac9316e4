//! Start-up time of `annabella play` to its first output (the greeting a
//! screen reader reads first), with the default configuration. Runs the
//! built binary repeatedly and prints the median and 99th percentile;
//! target: under 30 ms.

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn main() {
    let exe = env!("CARGO_BIN_EXE_annabella");
    let runs = 200;
    let mut times: Vec<Duration> = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        let mut child = Command::new(exe)
            .args(["play", "--script", "-"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("annabella starts");
        let mut out = child.stdout.take().expect("stdout");
        let mut first = [0u8; 1];
        // Time to the first byte of the greeting.
        let _ = out.read(&mut first);
        times.push(start.elapsed());
        let _ = child.wait();
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p) as usize];
    println!(
        "startup to first output over {runs} runs: median {:.2} ms, p99 {:.2} ms (target < 30 ms)",
        pct(0.5).as_secs_f64() * 1000.0,
        pct(0.99).as_secs_f64() * 1000.0
    );
}
