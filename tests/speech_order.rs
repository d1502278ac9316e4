//! A `wav:` recording of a script is the game's spoken record (a
//! scoresheet under Appendix D.2.7): its numbered files come in the order
//! things are said. The moves announced in the vocabulary's words used to
//! overtake the sentences said before them.
#![cfg(unix)]

mod common;

use common::Temp;

fn have_espeak() -> bool {
    std::process::Command::new("espeak-ng")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn the_recordings_files_come_in_the_order_things_are_said() {
    if !have_espeak() {
        eprintln!("espeak-ng is not installed: skipped");
        return;
    }
    let t = Temp::new("speech-order");
    let wav = t.path("wav");
    let out = common::annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "en",
            "--no-journal",
            "--speech",
            &format!("wav:{wav}"),
        ],
        "e4\ne5\nSf3\nmoves\nSc6\nturn\nLb5\n",
    );
    assert!(out.status.success(), "{}", common::text(&out));
    let index = std::fs::read_to_string(t.0.join("wav").join("index.txt")).unwrap();
    let said: Vec<(u64, String)> = index
        .lines()
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].parse().unwrap(), f[3].to_string())
        })
        .collect();
    let texts: Vec<&str> = said.iter().map(|(_, t)| t.as_str()).collect();
    assert_eq!(
        texts,
        [
            "White to move, move 1.",
            "Bauer Eva zwei Eva vier",
            "Bauer Eva sieben Eva fünf",
            "Springer Gustav eins Felix drei",
            "Move 1: White, Bauer Eva zwei Eva vier; Black, Bauer Eva sieben Eva fünf.",
            "Move 2: White, Springer Gustav eins Felix drei.",
            "Springer Bella acht Cäsar sechs",
            "White to move, move 3.",
            "Läufer Felix eins Bella fünf",
        ],
        "{index}"
    );
    // Numbered one after the other, each file holding its sentence: the
    // longest sentence (the moves) is the longest recording.
    let numbers: Vec<u64> = said.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, (1..=9).collect::<Vec<u64>>());
    let size = |n: u64| {
        std::fs::metadata(t.0.join("wav").join(format!("{n:04}.wav")))
            .unwrap()
            .len()
    };
    let longest = (1..=9).max_by_key(|n| size(*n)).unwrap();
    assert_eq!(longest, 5, "{index}");
    // The stdout shows the same order.
    let shown = String::from_utf8_lossy(&out.stdout);
    let at = |s: &str| shown.find(s).unwrap_or_else(|| panic!("{s}: {shown}"));
    assert!(at("1. e4 e5") < at("Springer Bella acht"), "{shown}");
}
