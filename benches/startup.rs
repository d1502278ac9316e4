//! Start-up time of `annabella play` to its first output (the greeting a
//! screen reader reads first). Runs the built binary repeatedly and prints
//! the median and 99th percentile; target: under 30 ms whatever the speech
//! backend.
//!
//! Cases:
//! - speech off (the default for scripts);
//! - `--speech auto` with a slow speech-dispatcher: a stand-in `spd-say`
//!   first on PATH that takes 250 ms for everything (a daemon that must
//!   be started first: 232 ms measured once), and a sound server
//!   named (`PULSE_SERVER`) so that `auto` probes it. The backend is
//!   chosen and probed on the speech thread, so the greeting must not
//!   wait for it.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Time to the first byte of output of `annabella ARGS`, `runs` times.
fn measure(name: &str, args: &[&str], path: Option<&Path>, runs: usize) {
    let exe = env!("CARGO_BIN_EXE_annabella");
    let mut times: Vec<Duration> = Vec::with_capacity(runs);
    for _ in 0..runs {
        let mut cmd = Command::new(exe);
        cmd.args(args)
            .env("LANG", "C")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(dir) = path {
            let old = std::env::var("PATH").unwrap_or_default();
            cmd.env("PATH", format!("{}:{old}", dir.display()))
                .env("PULSE_SERVER", "annabella-bench");
        }
        let start = Instant::now();
        let mut child = cmd.spawn().expect("annabella starts");
        let mut out = child.stdout.take().expect("stdout");
        let mut first = [0u8; 1];
        // Time to the first byte of the greeting.
        let _ = out.read(&mut first);
        times.push(start.elapsed());
        // The slow stand-in would keep it speaking: not part of the measure.
        let _ = child.kill();
        let _ = child.wait();
    }
    times.sort();
    let pct = |p: f64| times[((times.len() as f64 - 1.0) * p) as usize];
    println!(
        "startup to first output, {name}, over {runs} runs: median {:.2} ms, p99 {:.2} ms (target < 30 ms)",
        pct(0.5).as_secs_f64() * 1000.0,
        pct(0.99).as_secs_f64() * 1000.0
    );
}

/// A folder with a stand-in `spd-say` that takes `delay` for anything.
fn slow_spd_say(delay: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("annabella-bench-spd-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary folder");
    let fake = dir.join("spd-say");
    std::fs::write(&fake, format!("#!/bin/sh\nsleep {delay}\n")).expect("stand-in written");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755))
            .expect("stand-in executable");
    }
    dir
}

fn main() {
    measure("speech off", &["play", "--script", "-"], None, 200);
    let dir = slow_spd_say("0.25");
    measure(
        "auto with a speech-dispatcher that takes 250 ms",
        &["play", "--speech", "auto", "--script", "-"],
        Some(&dir),
        50,
    );
    measure(
        "spd with a speech-dispatcher that takes 250 ms",
        &["play", "--speech", "spd", "--script", "-"],
        Some(&dir),
        50,
    );
    let _ = std::fs::remove_dir_all(&dir);
}
