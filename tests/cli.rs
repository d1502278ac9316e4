//! The `annabella` binary as a user runs it: scripted play, bad input on
//! standard input, transcript checking with its summary line and exit code.

use std::process::Output;

mod common;

fn annabella(args: &[&str], stdin: &[u8]) -> Output {
    let args: Vec<&std::ffi::OsStr> = args.iter().map(std::ffi::OsStr::new).collect();
    common::annabella_os(&args, stdin)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn scripted_game_from_stdin() {
    let o = annabella(&["play", "--script", "-"], b"e4\ne5\n\n# comment\nfen\n");
    assert!(o.status.success());
    let out = stdout(&o);
    assert_eq!(
        out.lines().last(),
        Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
    );
}

#[test]
fn bad_input_keeps_the_game() {
    let mut input = Vec::new();
    input.extend_from_slice(b"e4\n");
    input.extend(std::iter::repeat_n(b'x', 1 << 20));
    input.extend_from_slice(b"\n\xff\xfe\x80\n\x1b[A\x07\ne5\nfen\n");
    let o = annabella(&["play", "--script", "-"], &input);
    assert!(o.status.success(), "{o:?}");
    let out = stdout(&o);
    assert!(out.contains("That line has 1048576 characters"), "{out}");
    assert!(out.contains("not valid UTF-8"), "{out}");
    assert!(out.contains("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
}

#[test]
fn illegal_fen_is_refused_with_a_message() {
    let o = annabella(
        &[
            "play",
            "--script",
            "-",
            "--fen",
            "8/8/8/8/8/8/8/8 w - - 0 1",
        ],
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("not a legal position"), "{err}");
}

#[test]
fn check_reports_summary_and_fails_on_mismatch() {
    let dir = std::env::temp_dir().join(format!("annabella-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.txt");
    let bad = dir.join("bad.txt");
    std::fs::write(
        &good,
        "= White to move, move 1.\n> e4\n^ move\n= Bauer Eva zwei Eva vier\n< e4\n",
    )
    .unwrap();
    std::fs::write(&bad, "= White to move, move 1.\n> e4\n= d4\n").unwrap();
    let o = annabella(
        &["check", good.to_str().unwrap(), bad.to_str().unwrap()],
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.contains("1 passed, 1 failed"), "{out}");
    assert!(
        out.contains("  - = d4") && out.contains("  + = Bauer Eva zwei Eva vier"),
        "{out}"
    );

    let o = annabella(&["check", "--bless", bad.to_str().unwrap()], b"");
    assert!(o.status.success());
    let o = annabella(&["check", bad.to_str().unwrap()], b"");
    assert!(o.status.success(), "{}", stdout(&o));
    std::fs::remove_dir_all(&dir).ok();
}
