//! `annabella check`: transcripts replayed and compared.

use std::path::PathBuf;
use std::process::ExitCode;

pub(super) fn check(files: Vec<PathBuf>, bless: bool) -> ExitCode {
    let (mut passed, mut failed) = (0, 0);
    for f in &files {
        let report = crate::check::check_file(f, bless);
        for l in &report.lines {
            println!("{l}");
        }
        if report.passed {
            passed += 1;
        } else {
            failed += 1;
            println!("FAILED: {}", report.name);
        }
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
