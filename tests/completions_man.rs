//! `annabella completions SHELL` and `annabella man`: generated from the
//! command-line definitions, so they name every subcommand there is.

use std::process::{Command, Output};

fn annabella(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .env("LANG", "C")
        .output()
        .expect("annabella runs")
}

fn stdout(o: &Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).expect("UTF-8")
}

/// The subcommands as `annabella --help` lists them (but `help`).
fn subcommands() -> Vec<String> {
    let help = stdout(&annabella(&["--help"]));
    let list: Vec<String> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect();
    for known in [
        "play",
        "resume",
        "export",
        "check",
        "board-sim",
        "completions",
        "man",
    ] {
        assert!(
            list.iter().any(|s| s == known),
            "{known} missing in {list:?}"
        );
    }
    list
}

#[test]
fn completions_for_every_shell_name_every_subcommand() {
    let names = subcommands();
    for shell in ["bash", "zsh", "fish", "powershell"] {
        let text = stdout(&annabella(&["completions", shell]));
        assert!(text.contains("annabella"), "{shell}");
        for name in &names {
            assert!(
                text.contains(name.as_str()),
                "{shell} completions lack {name}"
            );
        }
    }
    // Options of a subcommand are completed too.
    let bash = stdout(&annabella(&["completions", "bash"]));
    assert!(bash.contains("--board"), "{bash}");
}

#[test]
fn an_unknown_shell_is_refused_with_the_choices() {
    let o = annabella(&["completions", "cmd"]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("bash") && err.contains("powershell"), "{err}");
}

#[test]
fn the_manual_page_names_every_subcommand() {
    let page = stdout(&annabella(&["man"]));
    assert!(
        page.starts_with(".ie") || page.contains(".TH annabella 1"),
        "{page}"
    );
    assert!(page.contains(".TH annabella 1"));
    // roff writes a hyphen as \-.
    let plain = page.replace("\\-", "-");
    for name in subcommands() {
        assert!(
            plain.contains(&format!("annabella-{name}(1)")),
            "the page lacks {name}"
        );
    }
    assert!(!plain.contains("annabella-help(1)"));
}

#[test]
fn the_manual_is_written_as_one_page_per_subcommand() {
    let dir = std::env::temp_dir().join(format!("annabella-man-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let o = annabella(&["man", "--dir", dir.to_str().unwrap()]);
    let said = stdout(&o);
    assert!(said.contains("Manual pages written"), "{said}");
    assert!(dir.join("annabella.1").is_file());
    for name in subcommands() {
        let page = dir.join(format!("annabella-{name}.1"));
        let text =
            std::fs::read_to_string(&page).unwrap_or_else(|e| panic!("{}: {e}", page.display()));
        assert!(text.contains(".SH SYNOPSIS"), "{name}");
    }
    // The play page documents the play options.
    let play = std::fs::read_to_string(dir.join("annabella-play.1")).unwrap();
    assert!(play.replace("\\-", "-").contains("--board"));
    let _ = std::fs::remove_dir_all(&dir);
}
