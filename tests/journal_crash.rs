//! A writer process is killed (SIGKILL on Unix) at random instants, over
//! and over, while it appends to one journal. After every kill the journal
//! must hold every record the writer announced as durable, only whole
//! records, and at most one torn line at its end; the next writer goes on
//! from there.
//!
//! The writer is this same test binary, started again with an environment
//! variable that turns `crash_child_writer` into the writing loop.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use annabella::journal::{self, DropReason, Journal};

const CHILD_ENV: &str = "ANNABELLA_JOURNAL_CRASH_CHILD";
const KILLS: usize = 120;
/// Writers killed, one after another, while writing the same journal.
const KILLS_PER_JOURNAL: usize = 12;

/// Payload of record `seq`: a function of `seq` alone, so every record read
/// back can be checked, whoever wrote it. Mostly short; every eighth one
/// large, so that a kill can land in the middle of its write.
fn payload(seq: u64) -> String {
    let h = (seq.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 40) as usize;
    let units = if seq % 6 == 5 {
        4_096 + h % 30_000
    } else {
        h % 30
    };
    format!("record {seq}:{}", "aä\n\\♞ #".repeat(units))
}

/// The writer: opens the journal, says so, then appends for ever (or for a
/// few seconds, should its parent be gone), saying "durable SEQ" after each
/// append returned.
#[test]
fn crash_child_writer() {
    let Some(path) = std::env::var_os(CHILD_ENV) else {
        return; // Run as an ordinary test: nothing to do.
    };
    let (mut j, _) = Journal::open_append(PathBuf::from(path)).unwrap();
    println!("opened {}", j.next_seq());
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(10) {
        let seq = j.next_seq();
        let r = j
            .append(start.elapsed(), "move", &payload(seq))
            .expect("append");
        assert_eq!(r.seq, seq);
        println!("durable {seq}");
    }
}

/// Small deterministic generator; the seed is printed so a failure can be
/// replayed with ANNABELLA_CRASH_SEED.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self, below: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % below
    }
}

struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Checks the journal after a kill; returns whether a torn line was found.
fn check(path: &Path, durable: u64) -> bool {
    let got = journal::read(path).unwrap();
    assert!(
        got.records.len() as u64 >= durable,
        "record {durable} was announced durable, the journal has {}",
        got.records.len()
    );
    assert_eq!(got.records[0].kind, "journal");
    assert_eq!(got.records[1].kind, "players");
    for r in &got.records[2..] {
        assert_eq!(r.kind, "move");
        assert!(r.payload == payload(r.seq), "record {} changed", r.seq);
    }
    assert!(got.dropped.len() <= 1, "{:?}", got.dropped);
    if let Some(d) = got.dropped.first() {
        assert_eq!(d.reason, DropReason::NotTerminated, "{d}");
        assert!(got.is_torn_tail_only());
    }
    !got.dropped.is_empty()
}

#[test]
fn killed_writer_loses_nothing_durable() {
    let dir = TempDir(
        std::env::temp_dir().join(format!("annabella-journal-crash-{}", std::process::id())),
    );
    std::fs::create_dir_all(&dir.0).unwrap();
    let new_journal = |series: usize| {
        let path = dir.0.join(format!("game-{series}.journal"));
        drop(Journal::create(&path, &[("players", "Anna - Bella")]).unwrap());
        path
    };

    let seed = std::env::var("ANNABELLA_CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos() as u64
                | 1
        });
    println!("seed {seed}");
    let mut rng = XorShift(seed);
    let exe = std::env::current_exe().unwrap();
    let started = Instant::now();
    let mut path = new_journal(0);
    let mut durable = 0u64;
    let mut total_durable = 0;
    let mut torn = 0;
    let mut killed_while_opening = 0;

    for round in 0..KILLS {
        // A new journal now and then keeps the files, and the test, short.
        if round > 0 && round % KILLS_PER_JOURNAL == 0 {
            path = new_journal(round);
            total_durable += durable;
            durable = 0;
        }
        let mut child = Command::new(&exe)
            .args(["--exact", "crash_child_writer", "--nocapture"])
            .args(["--test-threads", "1"])
            .env(CHILD_ENV, &path)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = mpsc::channel();
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });

        // Every fifth writer dies while starting or opening the journal
        // (perhaps while cutting a torn tail); the others once writing.
        if round % 5 == 0 {
            std::thread::sleep(Duration::from_micros(rng.next(8_000)));
            killed_while_opening += 1;
        } else {
            // The test harness prints its own words first, on the same line.
            loop {
                let line = rx
                    .recv_timeout(Duration::from_secs(10))
                    .expect("the writer did not start");
                if line.contains("opened ") {
                    break;
                }
            }
            std::thread::sleep(Duration::from_micros(rng.next(50_000)));
        }
        child.kill().unwrap();
        child.wait().unwrap();
        reader.join().unwrap();

        for line in rx.try_iter() {
            if let Some((_, n)) = line.split_once("durable ") {
                let n: u64 = n.parse().unwrap();
                assert!(
                    n > durable,
                    "sequence numbers went back: {n} after {durable}"
                );
                durable = n;
            }
        }
        if check(&path, durable) {
            torn += 1;
        }
    }
    total_durable += durable;
    println!(
        "{KILLS} kills ({killed_while_opening} while starting), {total_durable} records \
         announced durable, {torn} torn tails dropped, {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert!(total_durable > 0, "no writer ever got a record written");

    // A last writer recovers whatever the last kill left.
    let (_, rec) = Journal::open_append(&path).unwrap();
    assert!(rec.records.len() as u64 >= durable);
    assert!(journal::read(&path).unwrap().dropped.is_empty());
}
