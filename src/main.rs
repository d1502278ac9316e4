//! The `annabella` command: `play` a game (interactive or scripted),
//! `resume` one, `export` its score, `check` transcripts. Everything is in
//! the library; this only hands the command line to it.

use std::process::ExitCode;

fn main() -> ExitCode {
    annabella::run::main()
}
