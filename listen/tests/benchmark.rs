//! The benchmark of hearing: moves of real positions synthesised by
//! espeak-ng in several voices and speeds, clean and with white noise
//! mixed in by sox at 20 and 10 dB SNR; per vocabulary and condition the
//! moves heard exactly, asked, missed and taken wrongly as sure, and the
//! time from the end of the utterance to the decision. Ignored: run with
//! `cargo test --release -p listen --features pocketsphinx --test
//! benchmark -- --ignored --nocapture`. Variables: LISTEN_BENCH_SET
//! (`calibration`, `random`), and `talk` for talk beside the board,
//! LISTEN_BENCH_TRACE, LISTEN_BENCH_AUDIO, LISTEN_BENCH_VOCAB,
//! LISTEN_BENCH_SEED (below).

#![cfg(feature = "pocketsphinx")]

mod common;

use std::collections::BTreeMap;
use std::process::Command;
use std::time::{Duration, Instant};

use listen::{EngineChoice, GrammarBuilder, Policy, Verdict, decide, open};
use phonetics::{AnnounceOptions, Announcer, Builtin};
use shakmaty::{Chess, Position, san::SanPlus};

/// Positions along a game: the moves of a short opening.
const GAME: &[&str] = &[
    "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6",
    "c3", "O-O", "h3", "Nb8", "d4", "Nbd7",
];

/// The calibration set: another game, whose positions the benchmark does
/// not report on, to set the policy's thresholds on
/// (`LISTEN_BENCH_SET=calibration`; `LISTEN_BENCH_TRACE=1` prints each
/// utterance's hypotheses).
const CALIBRATION: &[&str] = &[
    "d4", "d5", "c4", "e6", "Nc3", "Nf6", "Bg5", "Be7", "e3", "O-O", "Nf3", "Nbd7", "Rc1", "c6",
    "Bd3", "dxc4", "Bxc4", "Nd5", "Bxe7", "Qxe7",
];

/// The folder for the synthesised audio of `set`, and whether it is kept:
/// LISTEN_BENCH_AUDIO=DIR keeps it in DIR/`set` and takes it again on the
/// next run, so that settings are compared on the very same utterances;
/// else a temporary folder, removed at the end.
fn audio_dir(set: &str) -> (std::path::PathBuf, bool) {
    match std::env::var_os("LISTEN_BENCH_AUDIO") {
        Some(d) => {
            let dir = std::path::PathBuf::from(d).join(set);
            std::fs::create_dir_all(&dir).unwrap();
            (dir, true)
        }
        None => (common::temp_dir(set), false),
    }
}

/// Mixes white noise at `snr_db` below the speech of `clean` into it, over
/// the speech and 300 ms either side (the silence a voice-activity
/// detector keeps around an utterance has the room's noise too).
fn mix_noise(clean: &std::path::Path, snr_db: u32, out: &std::path::Path) {
    // White noise at snr_db below the speech: the speech's RMS from sox stat.
    let stat = Command::new("sox")
        .arg(clean)
        .args(["-n", "stat"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&stat.stderr);
    let rms: f64 = text
        .lines()
        .find(|l| l.starts_with("RMS     amplitude"))
        .and_then(|l| l.split(':').nth(1))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(0.1);
    // Uniform white noise of amplitude A has RMS A/sqrt(3).
    let amp = rms / 10f64.powf(f64::from(snr_db) / 20.0) * 3f64.sqrt();
    let padded = out.with_extension("padded.wav");
    let ok = Command::new("sox")
        .arg(clean)
        .arg(&padded)
        .args(["pad", "0.3", "0.3"])
        .status()
        .unwrap()
        .success();
    assert!(ok);
    let noise = out.with_extension("noise.wav");
    let ok = Command::new("sox")
        .arg(&padded)
        .arg(&noise)
        .args(["synth", "whitenoise", "vol", &format!("{amp:.5}")])
        .status()
        .unwrap()
        .success();
    assert!(ok);
    let ok = Command::new("sox")
        .args(["-m"])
        .arg(&padded)
        .arg(&noise)
        .arg(out)
        .status()
        .unwrap()
        .success();
    assert!(ok);
}

/// The processor time this process has had (Linux: its stat, user and
/// system time in ticks of 10 ms), to tell the decoding's own cost from
/// the waiting on a loaded machine. The process's, not the thread's: the
/// recogniser decodes in two threads. Ticks are coarse for one
/// utterance, but their mean over a hundred is not.
fn cpu_time() -> Duration {
    const TICK_NANOS: u64 = 10_000_000;
    std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|s| {
            // The fields after the command's name in parentheses, from the
            // third on: user time is the 14th, system time the 15th.
            let fields: Vec<&str> = s.rsplit_once(')')?.1.split_whitespace().collect();
            let user: u64 = fields.get(11)?.parse().ok()?;
            let system: u64 = fields.get(12)?.parse().ok()?;
            Some(Duration::from_nanos((user + system) * TICK_NANOS))
        })
        .unwrap_or_default()
}

/// Moves of the random game (`LISTEN_BENCH_SET=random`).
const RANDOM_PLIES: usize = 150;

/// The seed of the random game: the same game on every run, unless
/// LISTEN_BENCH_SEED names another (a number), for another game's
/// positions, whose audio is kept apart (`random-SEED`).
fn random_seed() -> Option<u64> {
    std::env::var("LISTEN_BENCH_SEED")
        .ok()
        .map(|s| s.parse().expect("LISTEN_BENCH_SEED is a number"))
}

/// A game of moves chosen at random (`random_seed`), in SAN: positions no
/// opening reaches, with rooks and queens on open lines, where moves
/// differ in one square's word. It stops early when the game ends.
fn random_game(plies: usize) -> Vec<String> {
    let mut state: u64 = match random_seed() {
        // xorshift64 needs a state other than 0.
        Some(seed) => seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
        None => 0x9E37_79B9_7F4A_7C15,
    };
    let mut pos = Chess::default();
    let mut sans = Vec::new();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        // xorshift64
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let m = moves[(state % moves.len() as u64) as usize];
        sans.push(SanPlus::from_move(pos.clone(), m).san.to_string());
        pos.play_unchecked(m);
    }
    sans
}

#[derive(Default)]
struct Tally {
    n: usize,
    exact: usize,
    asked: usize,
    asked_right: usize,
    nothing: usize,
    wrong: usize,
    time: Duration,
    cpu: Duration,
    worst: Duration,
    lowest_exact: f64,
}

#[test]
#[ignore]
fn benchmark() {
    assert!(common::have_espeak(), "espeak-ng is needed");
    let set = std::env::var("LISTEN_BENCH_SET").unwrap_or_else(|_| "benchmark".into());
    let folder = match random_seed() {
        Some(seed) if set == "random" => format!("random-{seed}"),
        _ => set.clone(),
    };
    let (dir, kept) = audio_dir(&folder);
    let setups = [
        (Builtin::German, &["de", "de+m3", "de+f2"][..]),
        (Builtin::Nato, &["en-us"][..]),
        (Builtin::Russian, &["ru"][..]),
    ];
    let speeds = [130, 145, 160, 180, 200];
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let trace = std::env::var_os("LISTEN_BENCH_TRACE").is_some();
    // LISTEN_BENCH_VOCAB=de (or nato, ru) runs that vocabulary alone.
    let only = std::env::var("LISTEN_BENCH_VOCAB").ok();
    for (builtin, voices) in setups {
        if only.as_deref().is_some_and(|v| v != builtin.id()) {
            continue;
        }
        // The kept audio is named by vocabulary and numbered from 1 in
        // each: a run of one vocabulary (LISTEN_BENCH_VOCAB) takes the same
        // files as a run of all, never the other vocabulary's.
        let id = builtin.id();
        let mut n = 0;
        let vocab = builtin.load().unwrap();
        let builder = GrammarBuilder::new(&vocab).unwrap();
        let long = Announcer::new(vocab.clone(), AnnounceOptions::default());
        let mut rec = open(&EngineChoice::default(), Some(builtin)).unwrap();
        let mut pos = Chess::default();
        let random = random_game(RANDOM_PLIES);
        let game: Vec<&str> = match set.as_str() {
            "calibration" => CALIBRATION.to_vec(),
            "random" => random.iter().map(String::as_str).collect(),
            _ => GAME.to_vec(),
        };
        for (ply, san) in game.iter().enumerate() {
            // Along the random game, one speed a move, in turn.
            let speeds: &[u32] = if set == "random" {
                std::slice::from_ref(&speeds[ply % speeds.len()])
            } else {
                &speeds
            };
            let m = san.parse::<SanPlus>().unwrap().san.to_move(&pos).unwrap();
            let said = long.announce(&pos, m);
            let grammar = builder.build(&pos, true);
            rec.prepare(&grammar).unwrap();
            let voice = voices[ply % voices.len()];
            for &speed in speeds {
                n += 1;
                let clean = dir.join(format!("{id}-{n}.wav"));
                if !clean.exists() {
                    common::synth(&said, voice, speed, &clean);
                }
                for snr in [None, Some(20), Some(10)] {
                    let file = match snr {
                        None => clean.clone(),
                        Some(db) => {
                            let noisy = dir.join(format!("{id}-{n}-{db}.wav"));
                            if !noisy.exists() {
                                mix_noise(&clean, db, &noisy);
                            }
                            noisy
                        }
                    };
                    let samples = match snr {
                        None => common::utterance(&file),
                        Some(_) => common::padded_utterance(&file),
                    };
                    let (start, cpu_start) = (Instant::now(), cpu_time());
                    let hyps = rec.recognise(&samples, &grammar).unwrap();
                    let heard = decide(&hyps, &grammar, Policy::default());
                    let took = start.elapsed();
                    let cpu = cpu_time().saturating_sub(cpu_start);
                    if trace {
                        // One line an utterance, for calibrating the policy.
                        let words: Vec<&str> = hyps.iter().map(|h| h.words.as_str()).collect();
                        let scores: Vec<String> =
                            hyps.iter().map(|h| format!("{:.0}", h.score)).collect();
                        eprintln!(
                            "TRACE\t{}\t{snr:?}\t{voice}\t{speed}\t{said}\t{:?}\t{:.3}\t{:.1}\t{}\t{}\t{}",
                            builtin.id(),
                            heard.verdict,
                            heard.confidence,
                            listen::audio::snr_db(&samples),
                            words.join("|"),
                            scores.join("|"),
                            took.as_millis()
                        );
                    }
                    let cond = snr.map_or("clean".to_string(), |db| format!("{db} dB"));
                    let t = tallies
                        .entry(format!("{}\t{cond}", builtin.id()))
                        .or_insert_with(|| Tally {
                            lowest_exact: 1.0,
                            ..Tally::default()
                        });
                    t.n += 1;
                    t.time += took;
                    t.cpu += cpu;
                    t.worst = t.worst.max(took);
                    let right = SanPlus::from_move(pos.clone(), m).san.to_string();
                    match &heard.verdict {
                        Verdict::Sure(x) if x.label() == right => {
                            t.exact += 1;
                            t.lowest_exact = t.lowest_exact.min(heard.confidence);
                        }
                        Verdict::Sure(x) => {
                            t.wrong += 1;
                            eprintln!(
                                "WRONG {said:?} ({voice}, {speed}, {cond}) as {} ({:.3}, heard {:?})",
                                x.label(),
                                heard.confidence,
                                heard.words
                            );
                        }
                        Verdict::Unsure(c) => {
                            t.asked += 1;
                            if c.iter().any(|x| x.label() == right) {
                                t.asked_right += 1;
                            }
                        }
                        Verdict::Nothing => t.nothing += 1,
                    }
                }
            }
            // The next move said before this one is heard (the other
            // side's, at the wrong turn): not legal here, so any move taken
            // as sure is taken wrongly.
            if let Some(next) = game.get(ply + 1) {
                let mut after = pos.clone();
                after.play_unchecked(m);
                let m2 = next
                    .parse::<SanPlus>()
                    .unwrap()
                    .san
                    .to_move(&after)
                    .unwrap();
                let said2 = long.announce(&after, m2);
                for &speed in speeds {
                    n += 1;
                    let clean = dir.join(format!("{id}-{n}-turn.wav"));
                    if !clean.exists() {
                        common::synth(&said2, voice, speed, &clean);
                    }
                    // Clean and in both noises: the free search is less
                    // sure of what was said the louder the noise.
                    for snr in [None, Some(20), Some(10)] {
                        let samples = match snr {
                            None => common::utterance(&clean),
                            Some(db) => {
                                let noisy = dir.join(format!("{id}-{n}-turn-{db}.wav"));
                                if !noisy.exists() {
                                    mix_noise(&clean, db, &noisy);
                                }
                                common::padded_utterance(&noisy)
                            }
                        };
                        let cond = snr
                            .map_or("wrong turn".to_string(), |db| format!("wrong turn {db} dB"));
                        let (start, cpu_start) = (Instant::now(), cpu_time());
                        let hyps = rec.recognise(&samples, &grammar).unwrap();
                        let heard = decide(&hyps, &grammar, Policy::default());
                        let took = start.elapsed();
                        let cpu = cpu_time().saturating_sub(cpu_start);
                        if trace {
                            let words: Vec<&str> = hyps.iter().map(|h| h.words.as_str()).collect();
                            eprintln!(
                                "TRACE\t{}\t{cond}\t{voice}\t{speed}\t{said2}\t{:?}\t{:.3}\t{:.1}\t{}",
                                builtin.id(),
                                heard.verdict,
                                heard.confidence,
                                listen::audio::snr_db(&samples),
                                words.join("|"),
                            );
                        }
                        let t = tallies
                            .entry(format!("{}\t{cond}", builtin.id()))
                            .or_insert_with(|| Tally {
                                lowest_exact: 1.0,
                                ..Tally::default()
                            });
                        t.n += 1;
                        t.time += took;
                        t.cpu += cpu;
                        t.worst = t.worst.max(took);
                        match &heard.verdict {
                            Verdict::Sure(x) => {
                                t.wrong += 1;
                                eprintln!(
                                    "WRONG {said2:?} ({voice}, {speed}, {cond}) as {} ({:.3}, heard {:?})",
                                    x.label(),
                                    heard.confidence,
                                    heard.words
                                );
                            }
                            Verdict::Unsure(_) => t.asked += 1,
                            Verdict::Nothing => t.nothing += 1,
                        }
                    }
                }
            }
            pos.play_unchecked(m);
        }
    }
    println!(
        "vocabulary\tcondition\tutterances\texact\tasked (right one offered)\tnothing\twrong unconfirmed\tmean ms\tworst ms\tmean cpu ms\tlowest sure"
    );
    let mut total = 0;
    for (key, t) in &tallies {
        total += t.n;
        println!(
            "{key}\t{}\t{}\t{} ({})\t{}\t{}\t{:.0}\t{:.0}\t{:.0}\t{:.3}",
            t.n,
            t.exact,
            t.asked,
            t.asked_right,
            t.nothing,
            t.wrong,
            t.time.as_secs_f64() * 1000.0 / t.n as f64,
            t.worst.as_secs_f64() * 1000.0,
            t.cpu.as_secs_f64() * 1000.0 / t.n as f64,
            t.lowest_exact
        );
    }
    println!("{total} utterances");
    if !kept {
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

/// A middlegame (a Queen's Gambit Declined): more legal moves, so more
/// phrases that talk could be heard as.
const MIDDLEGAME: &str = "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 8";

/// Talk beside the board: sentences that are no move (`tests/data/talk-*.txt`,
/// some holding words of moves: "Ich glaube, David vier war besser")
/// synthesised in each voice at 130, 160 and 190 words a minute, heard in
/// the starting position and in a middlegame. Reports per vocabulary and
/// position how many were taken as a move or a command without a
/// question, asked about, or heard as nothing, and names those taken.
/// Ignored: `cargo test --release -p listen --features pocketsphinx --test
/// benchmark talk -- --ignored --nocapture`; LISTEN_BENCH_AUDIO as above.
#[test]
#[ignore]
fn talk() {
    assert!(common::have_espeak(), "espeak-ng is needed");
    let (dir, kept) = audio_dir("talk");
    let setups = [
        (
            Builtin::German,
            "talk-de.txt",
            &["de", "de+m3", "de+f2"][..],
        ),
        (Builtin::Nato, "talk-en.txt", &["en-us"][..]),
    ];
    let only = std::env::var("LISTEN_BENCH_VOCAB").ok();
    let middlegame: Chess = MIDDLEGAME
        .parse::<shakmaty::fen::Fen>()
        .unwrap()
        .into_position(shakmaty::CastlingMode::Standard)
        .unwrap();
    println!(
        "vocabulary\tposition\tutterances\ttaken as a move\ttaken as a command\tasked\tnothing"
    );
    for (builtin, file, voices) in setups {
        if only.as_deref().is_some_and(|v| v != builtin.id()) {
            continue;
        }
        let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(file);
        let text = std::fs::read_to_string(&data).unwrap();
        let sentences: Vec<&str> = text
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty() && !l.starts_with('#'))
            .collect();
        let vocab = builtin.load().unwrap();
        let builder = GrammarBuilder::new(&vocab).unwrap();
        let mut rec = open(&EngineChoice::default(), Some(builtin)).unwrap();
        for (name, pos) in [
            ("start", Chess::default()),
            ("middlegame", middlegame.clone()),
        ] {
            let grammar = builder.build(&pos, true);
            rec.prepare(&grammar).unwrap();
            let (mut n, mut moves, mut commands, mut asked, mut nothing) = (0, 0, 0, 0, 0);
            for (i, sentence) in sentences.iter().enumerate() {
                for voice in voices {
                    for speed in [130, 160, 190] {
                        let wav = dir.join(format!("{}-{i}-{voice}-{speed}.wav", builtin.id()));
                        if !wav.exists() {
                            common::synth(sentence, voice, speed, &wav);
                        }
                        let samples = common::utterance(&wav);
                        let hyps = rec.recognise(&samples, &grammar).unwrap();
                        let heard = decide(&hyps, &grammar, Policy::default());
                        n += 1;
                        match &heard.verdict {
                            Verdict::Sure(m) => {
                                if matches!(m, listen::Meaning::Move(_)) {
                                    moves += 1;
                                } else {
                                    commands += 1;
                                }
                                eprintln!(
                                    "TAKEN {sentence:?} ({voice}, {speed}, {name}) as {} (heard {:?})",
                                    m.label(),
                                    heard.words
                                );
                            }
                            Verdict::Unsure(_) => asked += 1,
                            Verdict::Nothing => nothing += 1,
                        }
                    }
                }
            }
            println!(
                "{}\t{name}\t{n}\t{moves}\t{commands}\t{asked}\t{nothing}",
                builtin.id()
            );
        }
    }
    if !kept {
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
