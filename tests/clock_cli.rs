//! The clock: a time control that gives no time at the
//! start is refused with a message that says what a valid one looks like.

use std::process::{Command, Stdio};

fn play_with_time(control: &str) -> (Option<i32>, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--script", "-", "--time", control])
        .env("LANG", "C")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .stdin(Stdio::null())
        .output()
        .expect("binary runs");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn zero_time_controls_are_refused() {
    // Before: accepted, and White's flag fell at once.
    for control in ["0", "0+0"] {
        let (code, err) = play_with_time(control);
        assert_eq!(code, Some(2), "{control}: {err}");
        assert!(
            err.contains(&format!("The time control {control} cannot be played")),
            "{err}"
        );
        assert!(err.contains("above zero"), "{err}");
        assert!(err.contains("5+3"), "{err}");
    }
}

#[test]
fn a_valid_control_still_starts() {
    let (code, err) = play_with_time("5+3");
    assert_eq!(code, Some(0), "{err}");
}
