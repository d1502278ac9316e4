//! `annabella analyse GAME`: a game (a journal or a PGN file) searched by
//! an engine position by position, with a progress line on the error
//! output; the moves that lost something said in words, and the game
//! written as PGN with `[%eval]` comments and the marks as NAGs, and as a
//! braille scoresheet with the marks beside it (`NAME.brf`,
//! `NAME-braille.txt`). A line
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
        Err(e) => {
            return Err(t.analysis_unreadable(&shown, &t.io_reason(e.io_kind(), &e.to_string())));
        }
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
        // Lines in bounded memory: endless input cannot fill it.
        let mut input = std::io::stdin().lock();
        let mut buf = Vec::new();
        loop {
            match crate::game_loop::read_line(&mut input, &mut buf) {
                Ok(crate::game_loop::ReadLine::Line(line)) => {
                    if is_typed_word("words-stop", String::from_utf8_lossy(&line).trim()) {
                        flag.store(true, Ordering::Relaxed);
                        return;
                    }
                }
                Ok(crate::game_loop::ReadLine::TooLong(_)) => {}
                Ok(crate::game_loop::ReadLine::End) | Err(_) => return,
            }
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
    let [brf_path, txt_path] = braille_paths(&path);
    // Nothing is written over a file that exists: each one is named, and
    // none of the three is written.
    let existing: Vec<&PathBuf> = [&path, &brf_path, &txt_path]
        .into_iter()
        .filter(|p| p.exists())
        .collect();
    if !existing.is_empty() {
        let mut code = ExitCode::SUCCESS;
        for p in existing {
            code = fail(t.file_exists(&p.display().to_string()));
        }
        return code;
    }
    let shown = path.display().to_string();
    match crate::game_loop::write_new(&path, &text) {
        Ok(()) => println!("{}", t.analysis_written(&shown)),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return fail(t.file_exists(&shown));
        }
        Err(e) => {
            return fail(
                t.analysis_not_written(&shown, &t.io_reason(Some(e.kind()), &e.to_string())),
            );
        }
    }
    // The braille scoresheet with the same marks, as .brf and as Unicode
    // braille text.
    let pages = session.braille_pages_marked(&analysis::braille_marks(&judged));
    let mut code = ExitCode::SUCCESS;
    for (p, text) in [
        (&brf_path, braille::to_brf(&pages)),
        (&txt_path, braille::to_unicode_text(&pages)),
    ] {
        let shown = p.display().to_string();
        match crate::game_loop::write_new(p, &text) {
            Ok(()) => println!("{}", t.analysis_braille_written(&shown)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                code = fail(t.file_exists(&shown));
            }
            Err(e) => code = fail(t.analysis_braille_not_written(&shown, &e.to_string())),
        }
    }
    code
}

/// The braille scoresheet's files beside the annotated PGN, named as the
/// game's own score files are (`game.pgn`, `game.brf`,
/// `game-braille.txt`): `NAME.brf` and `NAME-braille.txt` for
/// `NAME.pgn` (or `NAME` with any other ending).
fn braille_paths(pgn: &Path) -> [PathBuf; 2] {
    let stem = pgn.with_extension("");
    let name = |tail: &str| {
        let mut s = stem.clone().into_os_string();
        s.push(tail);
        PathBuf::from(s)
    };
    let brf = name(".brf");
    // `--pgn x.brf`: the scoresheet must not be the PGN itself.
    let brf = if brf == pgn { name(".brf.brf") } else { brf };
    [brf, name("-braille.txt")]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scoresheet_is_named_as_the_game_s_score_files() {
        let [brf, txt] = braille_paths(Path::new("/tmp/analysed.pgn"));
        assert_eq!(brf, Path::new("/tmp/analysed.brf"));
        assert_eq!(txt, Path::new("/tmp/analysed-braille.txt"));
        let [brf, txt] = braille_paths(Path::new("out"));
        assert_eq!(
            (brf.as_path(), txt.as_path()),
            (Path::new("out.brf"), Path::new("out-braille.txt"))
        );
        let [brf, _] = braille_paths(Path::new("x.brf"));
        assert_eq!(brf, Path::new("x.brf.brf"));
    }
}
