//! `annabella completions` and `annabella man`: shell completions and the
//! manual, generated from the command line itself.

use std::io::Write;
use std::path::PathBuf;
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
        Err(e) => fail(format_args!("cannot write the completions: {e}")),
    }
}

/// `annabella man [--dir DIR]`: the roff pages, generated from the clap
/// definitions.
pub(super) fn manual(dir: Option<PathBuf>) -> ExitCode {
    let cmd = <Cli as clap::CommandFactory>::command().disable_help_subcommand(true);
    let written = match &dir {
        Some(dir) => std::fs::create_dir_all(dir)
            .and_then(|()| clap_mangen::generate_to(cmd, dir))
            .map(|()| println!("Manual pages written to {}.", dir.display())),
        None => {
            let mut text = Vec::new();
            clap_mangen::Man::new(cmd)
                .render(&mut text)
                .and_then(|()| print_all(&text))
        }
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(format_args!("cannot write the manual: {e}")),
    }
}
