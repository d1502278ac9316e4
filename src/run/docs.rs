//! `annabella completions` and `annabella man`: shell completions and the
//! manual, generated from the command line itself.

use std::path::PathBuf;
use std::process::ExitCode;

use super::{Cli, fail};

/// `annabella completions SHELL`: generated from the clap definitions.
pub(super) fn completions(shell: clap_complete::Shell) -> ExitCode {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    clap_complete::generate(shell, &mut cmd, "annabella", &mut std::io::stdout());
    ExitCode::SUCCESS
}

/// `annabella man [--dir DIR]`: the roff pages, generated from the clap
/// definitions.
pub(super) fn manual(dir: Option<PathBuf>) -> ExitCode {
    let cmd = <Cli as clap::CommandFactory>::command().disable_help_subcommand(true);
    let written = match &dir {
        Some(dir) => std::fs::create_dir_all(dir)
            .and_then(|()| clap_mangen::generate_to(cmd, dir))
            .map(|()| println!("Manual pages written to {}.", dir.display())),
        None => clap_mangen::Man::new(cmd).render(&mut std::io::stdout()),
    };
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(format_args!("cannot write the manual: {e}")),
    }
}
