//! `annabella completions` and `annabella man`: shell completions and the
//! manual, generated from the command line itself.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::locale::lang_from_env;
use crate::messages::texts;
use std::process::ExitCode;

use super::{Cli, fail};

/// Writes generated text to standard output; a reader that stopped early
/// (`annabella man | head`) ends it quietly, on every system.
fn print_all(text: &[u8]) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(text).and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// `annabella completions SHELL`: generated from the clap definitions.
/// Generated into memory first: the generator panics on a failed write.
pub(super) fn completions(shell: clap_complete::Shell) -> ExitCode {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    let mut text = Vec::new();
    clap_complete::generate(shell, &mut cmd, "annabella", &mut text);
    match print_all(&text) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let t = texts(lang_from_env());
            fail(t.completions_not_written(&t.io_reason(Some(e.kind()), &e.to_string())))
        }
    }
}

/// `annabella man [--dir DIR]`: the roff pages, generated from the clap
/// definitions.
///
/// Pages already in the folder are not replaced unless `force` says so;
/// each replaced page is named.
pub(super) fn manual(dir: Option<PathBuf>, force: bool) -> ExitCode {
    let cmd = <Cli as clap::CommandFactory>::command().disable_help_subcommand(true);
    let written = match &dir {
        Some(dir) => return manual_to(cmd, dir, force),
        None => {
            let mut text = Vec::new();
            clap_mangen::Man::new(cmd)
                .render(&mut text)
                .and_then(|()| print_all(&text))
        }
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let t = texts(lang_from_env());
            fail(t.manual_not_written(&t.io_reason(Some(e.kind()), &e.to_string())))
        }
    }
}

/// `man --dir DIR`: the pages made in a fresh folder inside `dir` first,
/// then moved in, so a page there already is found before anything is
/// written.
fn manual_to(cmd: clap::Command, dir: &Path, force: bool) -> ExitCode {
    let t = texts(lang_from_env());
    let staging = dir.join(format!(".annabella-man-{}", std::process::id()));
    let made = std::fs::create_dir_all(&staging)
        .and_then(|()| clap_mangen::generate_to(cmd, &staging))
        .and_then(|()| {
            let mut names: Vec<std::ffi::OsString> = std::fs::read_dir(&staging)?
                .map(|e| e.map(|e| e.file_name()))
                .collect::<std::io::Result<_>>()?;
            names.sort();
            Ok(names)
        });
    let names = match made {
        Ok(n) => n,
        Err(e) => {
            let _ = std::fs::remove_dir_all(&staging);
            return fail(t.manual_not_written(&t.io_reason(Some(e.kind()), &e.to_string())));
        }
    };
    let there: Vec<String> = names
        .iter()
        .filter(|n| std::fs::symlink_metadata(dir.join(n)).is_ok())
        .map(|n| n.to_string_lossy().into_owned())
        .collect();
    if !there.is_empty() && !force {
        let _ = std::fs::remove_dir_all(&staging);
        return fail(t.man_pages_there(&dir.display().to_string(), &there));
    }
    for n in &names {
        if let Err(e) = std::fs::rename(staging.join(n), dir.join(n)) {
            let _ = std::fs::remove_dir_all(&staging);
            return fail(t.manual_not_written(&t.io_reason(Some(e.kind()), &e.to_string())));
        }
    }
    let _ = std::fs::remove_dir(&staging);
    println!("{}", t.manual_written(&dir.display().to_string()));
    if !there.is_empty() {
        println!("{}", t.man_pages_replaced(&there));
    }
    ExitCode::SUCCESS
}
