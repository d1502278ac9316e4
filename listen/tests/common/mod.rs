//! Utterances synthesised by espeak-ng for the tests and the benchmark.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A folder of its own under the system's temporary folder: one for each
/// call, as tests running at once in one process may ask for the same name
/// and each removes its folder when done.
pub fn temp_dir(name: &str) -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("listen-{name}-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Whether espeak-ng can be run.
pub fn have_espeak() -> bool {
    Command::new("espeak-ng")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// `text` spoken by espeak-ng `voice` at `speed` words a minute, as a WAV
/// file `path` (22 050 Hz, as espeak-ng writes it).
pub fn synth(text: &str, voice: &str, speed: u32, path: &Path) {
    let status = Command::new("espeak-ng")
        .args(["-v", voice, "-s", &speed.to_string(), "-w"])
        .arg(path)
        .arg(text)
        .status()
        .expect("espeak-ng runs");
    assert!(status.success(), "espeak-ng failed on {text:?}");
}

/// The samples of `path` at 16 kHz with 300 ms of silence either side and
/// the faint noise floor a microphone has.
pub fn utterance(path: &Path) -> Vec<i16> {
    let speech = listen::audio::read_wav(path).unwrap();
    let pad = vec![0_i16; 4800];
    let mut samples = pad.clone();
    samples.extend(speech);
    samples.extend(pad);
    listen::audio::add_noise_floor(&mut samples, 0.003);
    samples
}

/// The samples of `path` at 16 kHz, whose silence either side is in the
/// file already (with its noise), and the faint noise floor.
pub fn padded_utterance(path: &Path) -> Vec<i16> {
    let mut samples = listen::audio::read_wav(path).unwrap();
    listen::audio::add_noise_floor(&mut samples, 0.003);
    samples
}
