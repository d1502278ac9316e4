//! Latency of `Journal::append`: one line written and synced to disk
//! (`sync_data`), as the session pays it before announcing a move. Prints
//! median, p99 and the slowest of a few hundred appends, for a move-sized
//! record and for a whole-PGN-sized one, in a temporary directory (on the
//! file system that holds the system temp dir; set TMPDIR to measure
//! another).

use std::time::{Duration, Instant};

use annabella::journal::Journal;

const APPENDS: usize = 400;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn run(dir: &std::path::Path, appends: usize, label: &str, payload: &str) {
    let path = dir.join(format!("{label}.journal"));
    let mut j = Journal::create(&path, &[("players", "Anna - Bella")]).unwrap();
    let mut times = Vec::with_capacity(appends);
    for i in 0..appends {
        let t = Instant::now();
        j.append(Duration::from_millis(i as u64 * 1000), "move", payload)
            .unwrap();
        times.push(t.elapsed());
    }
    times.sort();
    let size = std::fs::metadata(&path).unwrap().len();
    println!(
        "journal append+sync, {label} ({} bytes a record): {} appends, \
         median {:?}, p99 {:?}, max {:?} ({} KiB written)",
        payload.len(),
        times.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times[times.len() - 1],
        size / 1024
    );
}

fn main() {
    // `cargo bench` passes --bench; `cargo test --all-targets` runs this
    // without it, and then it only checks that one append works.
    let measuring = std::env::args().any(|a| a == "--bench");
    let dir = std::env::temp_dir().join(format!("annabella-journal-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let appends = if measuring { APPENDS } else { 1 };
    run(
        &dir,
        appends,
        "move",
        "Springer Gustav eins Felix drei; Nf3; white 1:29:58.250",
    );
    let pgn = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7\n".repeat(40);
    run(&dir, appends, "pgn", &pgn);
    std::fs::remove_dir_all(&dir).unwrap();
}
