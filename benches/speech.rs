//! Latency of the speech queue: from handing an utterance to `say` until
//! the backend is called (a `Recorder`, so no engine time is counted).
//! Target: p99 under 1 ms. Prints p50/p99 of a fixed sample and lets
//! criterion time the same path and `speakable()`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use laws::lang::Lang;
use speech::{Priority, Recorder, Speaker, Speech, Utterance, Voice, speakable};

fn queue() -> (Speech, Recorder) {
    let rec = Recorder::new("recorder");
    let speakers: Vec<Box<dyn Speaker + Send>> = vec![Box::new(rec.clone())];
    (Speech::with_speakers(speakers, Voice::default()), rec)
}

/// Hands one utterance over and waits for the backend call; the latency
/// is the recorder's timestamp minus the instant before `say`.
fn one(speech: &mut Speech, rec: &Recorder, n: usize) -> Duration {
    let handed = Instant::now();
    speech.say(Utterance::appendix_f(
        "Springer Gustav eins Felix drei",
        Priority::Move,
    ));
    while rec.start_count() <= n {
        std::thread::yield_now();
    }
    rec.last_call()
        .map_or(Duration::ZERO, |c| c.at.saturating_duration_since(handed))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted.get(i).copied().unwrap_or_default()
}

fn report_percentiles() {
    let (mut speech, rec) = queue();
    let mut lat: Vec<Duration> = (0..2000).map(|n| one(&mut speech, &rec, n)).collect();
    lat.sort();
    let (p50, p99) = (percentile(&lat, 0.50), percentile(&lat, 0.99));
    println!(
        "speech queue latency, say() to backend call, {} utterances: p50 {:.1} µs, p99 {:.1} µs, max {:.1} µs (target p99 < 1000 µs){}",
        lat.len(),
        p50.as_secs_f64() * 1e6,
        p99.as_secs_f64() * 1e6,
        lat.last().copied().unwrap_or_default().as_secs_f64() * 1e6,
        if p99 < Duration::from_millis(1) {
            ""
        } else {
            " MISSED"
        }
    );
}

fn bench(c: &mut Criterion) {
    report_percentiles();
    let (mut speech, rec) = queue();
    let mut n = 0usize;
    c.bench_function("speech queue: say to backend call", |b| {
        b.iter_custom(|iters| {
            let mut total = Duration::ZERO;
            for _ in 0..iters {
                total += one(&mut speech, &rec, n);
                n += 1;
            }
            total
        })
    });
    c.bench_function("speakable: English move list", |b| {
        b.iter(|| {
            speakable(
                black_box("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O Nf6 5. exd5+ 1-0"),
                Lang::En,
            )
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
