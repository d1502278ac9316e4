//! Adjourning and resuming through the command line (Appendix A): the
//! envelope is private, the sealed move is nowhere in plain text, a wrong
//! secret is refused, the right one plays the sealed move, and a result
//! agreed before resumption leaves the envelope closed.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    run_in("C", args, stdin)
}

/// Runs annabella with `LANG` set to `locale` (and no other locale
/// variable that would win over it).
fn run_in(locale: &str, args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .env("LANG", locale)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANGUAGE")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().expect("finishes")
}

#[test]
fn seal_resume_and_refuse_a_wrong_secret() {
    let dir = std::env::temp_dir().join(format!("annabella-adjourn-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.display().to_string();
    let env_path = dir.join("envelope.txt");
    let e = env_path.display().to_string();
    let o = run(
        &[
            "play",
            "--script",
            "-",
            "--game-dir",
            &d,
            "--time",
            "90+30",
            "--white",
            "Anna",
            "--black",
            "Bella",
        ],
        &format!(
            "e4\ne5\nNf3\nadjourn {e}\n31.11.2026 10:00\n1.12.2026 10:00 Hall 2\nNc6\nsecret-123\nd6\n"
        ),
    );
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(
        out.contains("'31.11.2026' is not a date or a time"),
        "{out}"
    );
    assert!(
        out.contains("Resumption: 2026-12-01, 10:00, Hall 2."),
        "{out}"
    );
    assert!(out.contains("The move is sealed"), "{out}");
    assert!(out.contains("The game is adjourned"), "{out}");
    assert!(
        !out.lines().any(|l| l == "Nc6"),
        "the sealed move is not announced: {out}"
    );
    let envelope = std::fs::read_to_string(&env_path).unwrap();
    assert!(!envelope.contains("Nc6"), "sealed move visible");
    // A2: date, time and place of resumption are on the envelope.
    for line in [
        "resume date: 2026-12-01",
        "resume time: 10:00",
        "resume place: Hall 2",
    ] {
        assert!(envelope.contains(line), "{line:?} missing:\n{envelope}");
    }
    let journal = std::fs::read_to_string(dir.join("journal.txt")).unwrap();
    assert!(
        !journal.contains("Nc6") && !journal.contains("secret-123"),
        "{journal}"
    );
    assert!(journal.contains(" adjourned "), "{journal}");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&env_path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
    }

    // Resuming the journal keeps the game adjourned.
    let jp = dir.join("journal.txt").display().to_string();
    let o = run(&["resume", &jp, "--script", "-"], "d6\n");
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("The game is adjourned"), "{out}");

    // A wrong secret opens nothing.
    let o = run(&["resume", &e, "--script", "-"], "not-the-secret\n");
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("The secret does not open this envelope"),
        "{err}"
    );

    // The right secret: the sealed move is played and announced (A9).
    let o = run(
        &["resume", &e, "--script", "-", "--time", "90+30"],
        "secret-123\nmoves\n",
    );
    assert!(o.status.success());
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.lines().any(|l| l == "Nc6"), "{out}");
    // The envelope lies beside its game's journal: the game goes on with
    // its whole score, the sealed move after White's second move.
    assert!(out.contains("2. Nf3 Nc6"), "{out}");

    // A6: a resignation before resumption, the envelope stays closed.
    let o = run(&["resume", &e, "--resign", "black"], "");
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("Black resigns. White wins, 1-0."), "{out}");
    assert!(out.contains("The envelope stays closed."), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A damaged envelope, and a secret that does not open it, are said in the
/// user's language: the arbiter at a German table reads German, not the
/// error's English.
#[test]
fn a_damaged_envelope_is_said_in_the_users_language() {
    let dir =
        std::env::temp_dir().join(format!("annabella-adjourn-damaged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.display().to_string();
    let env_path = dir.join("umschlag.txt");
    let e = env_path.display().to_string();
    let o = run(
        &[
            "play",
            "--script",
            "-",
            "--game-dir",
            &d,
            "--lang",
            "de",
            "--white",
            "Emil",
            "--black",
            "Fritz",
        ],
        &format!("e4\ne5\nvertagen {e}\n-\nSf3\ngeheimnis123\n"),
    );
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&env_path).expect("the envelope is written");

    let german = |args: &[&str], stdin: &str| run_in("de_DE.UTF-8", args, stdin);

    // A line of the envelope changed: which line is said, in German.
    let damaged = dir.join("beschaedigt.txt");
    let mut lines: Vec<&str> = text.lines().collect();
    lines[2] = "Runde: x";
    std::fs::write(&damaged, lines.join("\n")).unwrap();
    let o = german(
        &["resume", &damaged.display().to_string()],
        "geheimnis123\n",
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("Der Umschlag kann nicht gelesen werden: Zeile 3"),
        "{err}"
    );
    assert!(!err.contains("cannot be read"), "{err}");

    // Cut off in the middle.
    let cut = dir.join("abgeschnitten.txt");
    std::fs::write(&cut, &text[..text.len() / 2]).unwrap();
    let o = german(&["resume", &cut.display().to_string()], "geheimnis123\n");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("Der Umschlag kann nicht gelesen werden"),
        "{err}"
    );

    // A wrong secret, then the input ends: the reason in German.
    let o = german(&["resume", &e], "falsch-falsch\n");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("Das Kennwort öffnet diesen Umschlag nicht"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
