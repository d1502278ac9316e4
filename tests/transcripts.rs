//! Runs every transcript under tests/transcripts/ from a fresh session.

use std::path::Path;

use annabella::check::check_file;

#[test]
fn all_transcripts_pass() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/transcripts exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    assert!(files.len() >= 15, "only {} transcripts", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let report = check_file(f, false);
        if !report.passed {
            failures.extend(report.lines);
            failures.push(format!("FAILED: {}", report.name));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}
