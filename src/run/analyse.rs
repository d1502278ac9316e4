//! `annabella analyse GAME`: a game (a journal or a PGN file) searched by
//! an engine position by position, with a progress line on the error
//! output; the moves that lost something said in words, and the game
//! written as PGN with `[%eval]` comments and the marks as NAGs. A line
//! `stop` on the input cuts it short (what was judged so far is told).

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::game_loop::analysis;
use crate::locale::lang_from_env;
use crate::messages::catalog::is_typed_word;
use crate::session::Session;
use crate::settings::Settings;

use super::fail;

/// The game of a journal or a PGN file, or why it cannot be had, in the
/// user's language.
fn game_of(path: &Path) -> Result<Session, String> {
    let t = crate::messages::texts(lang_from_env());
    let shown = path.display().to_string();
    let is_journal = crate::journal::read(path)
        .map(|r| {
            r.records
                .first()
                .is_some_and(|x| x.kind == crate::journal::FORMAT_KIND)
        })
        .unwrap_or(false);
    if is_journal {
        return crate::gamelog::replay(path)
            .map(|(s, _)| s)
            .map_err(|e| t.resume_error(&e));
    }
    let text = match crate::bounded::read(path, crate::bounded::FileKind::Pgn) {
        Ok(b) => crate::bounded::decode_text(&b),
        Err(e @ crate::bounded::ReadError::TooLarge { .. }) => return Err(t.read_refused(&e)),
        Err(e) => return Err(t.analysis_unreadable(&shown, &e.to_string())),
    };
    let settings = Settings {
        pgn_text: Some(text),
        lang: Some(lang_from_env()),
        ..Settings::default()
    };
    Session::new(&settings).map_err(|e| t.setup_error(&e))
}

/// How often the progress line is said: every this many positions (and
/// the first and the last), each on a line of its own.
const PROGRESS_EVERY: usize = 10;

pub(super) fn analyse(game: &Path, program: &str, nodes: u64, pgn: Option<PathBuf>) -> ExitCode {
    let session = match game_of(game) {
        Ok(s) => s,
        Err(e) => return fail(e),
    };
    let t = session.texts();
    let mut engine = match engine::Engine::start(program) {
        Ok(e) => e,
        Err(e) => return fail(t.engine_error(&e)),
    };
    // `stop` typed meanwhile cuts the analysis short.
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    std::thread::spawn(move || {
        let mut line = String::new();
        while std::io::stdin().read_line(&mut line).is_ok_and(|n| n > 0) {
            if is_typed_word("words-stop", line.trim()) {
                flag.store(true, Ordering::Relaxed);
                return;
            }
            line.clear();
        }
    });
    let mut stopped = false;
    let judged = analysis::analyse(&mut engine, &session, nodes, |done, all| {
        if stop.load(Ordering::Relaxed) {
            stopped = true;
            return false;
        }
        if done % PROGRESS_EVERY == 0 || done + 1 == all {
            eprintln!("{}", t.analysis_progress(done + 1, all));
        }
        true
    });
    let judged = match judged {
        Ok(j) => j,
        Err(e) => return fail(t.engine_error(&e)),
    };
    if stopped {
        println!("{}", t.analysis_stopped(judged.len()));
    }
    for r in analysis::sentences(&session, &judged) {
        println!("{}", r.text());
    }
    let Some(path) = pgn else {
        return ExitCode::SUCCESS;
    };
    let text = analysis::annotated_pgn(&session, &judged);
    let shown = path.display().to_string();
    match crate::game_loop::write_new(&path, &text) {
        Ok(()) => {
            println!("{}", t.analysis_written(&shown));
            ExitCode::SUCCESS
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => fail(t.file_exists(&shown)),
        Err(e) => fail(t.analysis_not_written(&shown, &e.to_string())),
    }
}
