//! `annabella export`: a game's score as PGN and as a braille scoresheet.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use crate::locale::lang_from_env;
use crate::messages::texts;
use crate::session::Session;
use crate::settings::Settings;

use super::fail;

/// `annabella export GAME --pgn F --brf F --unicode F`.
pub(super) fn export(
    game: &Path,
    pgn: Option<PathBuf>,
    brf: Option<PathBuf>,
    unicode: Option<PathBuf>,
    braille_code: Option<String>,
    diagram_mark: Option<String>,
    overwrite: bool,
) -> ExitCode {
    // A journal replays into a session; a PGN file sets one up. A journal
    // cut off when its game was created (the beginning of its first line,
    // or nothing in a file named as journals are) is a journal too, said
    // to hold no game.
    let cut_off = crate::bounded::read(game, crate::bounded::FileKind::Journal).is_ok_and(|b| {
        crate::journal::cut_off_at_creation(&b)
            && (!b.iter().all(u8::is_ascii_whitespace)
                || game
                    .file_name()
                    .is_some_and(|n| n == crate::gamelog::JOURNAL_FILE))
    });
    let is_journal = cut_off
        || crate::journal::read(game)
            .map(|r| {
                r.records
                    .first()
                    .is_some_and(|x| x.kind == crate::journal::FORMAT_KIND)
            })
            .unwrap_or(false);
    let session = if is_journal {
        match crate::gamelog::replay(game) {
            Ok((s, dropped)) => {
                // Say what was left out of a damaged journal.
                if !dropped.is_empty() {
                    eprintln!("{}", s.texts().journal_dropped(dropped.len()));
                    for d in &dropped {
                        eprintln!("{d}");
                    }
                }
                s
            }
            Err(e) => {
                return fail(
                    texts(lang_from_env()).export_refused(&game.display().to_string(), &e),
                );
            }
        }
    } else {
        let text = match crate::bounded::read(game, crate::bounded::FileKind::Pgn) {
            Ok(b) => crate::bounded::decode_text(&b),
            Err(e @ crate::bounded::ReadError::TooLarge { .. }) => {
                return fail(texts(lang_from_env()).read_refused(&e));
            }
            Err(e) => {
                let t = texts(lang_from_env());
                let why = t.io_reason(e.io_kind(), &e.to_string());
                return fail(t.pgn_unreadable(&game.display().to_string(), &why));
            }
        };
        // The header in the language of the user's locale, with its chess
        // code, as for a game played.
        let settings = Settings {
            pgn_text: Some(text),
            braille_code: braille_code.clone(),
            diagram_mark: diagram_mark.clone(),
            lang: Some(lang_from_env()),
            ..Settings::default()
        };
        match Session::new(&settings) {
            Ok(s) => s,
            Err(e) => return fail(texts(lang_from_env()).setup_error(&e)),
        }
    };
    let mut session = session;
    // A journal keeps the code it was played with; --braille-code asks for
    // another one for this export.
    if is_journal && let Some(name) = &braille_code {
        match braille::ChessCode::builtin(name) {
            Ok(code) => session.set_braille_code(code),
            Err(e) => return fail(e),
        }
    }
    if is_journal && let Some(mark) = &diagram_mark {
        match mark.parse() {
            Ok(mark) => session.set_diagram_mark(mark),
            Err(e) => return fail(format_args!("--diagram-mark: {e}")),
        }
    }
    if pgn.is_none() && brf.is_none() && unicode.is_none() {
        print!("{}", session.pgn());
        return ExitCode::SUCCESS;
    }
    // The same texts the game's folder keeps.
    let texts = crate::score_files::texts(&session);
    for (path, text) in [pgn, brf, unicode].into_iter().zip(texts) {
        let Some(p) = path else { continue };
        let written = if overwrite {
            std::fs::write(&p, text)
        } else {
            crate::game_loop::write_new(&p, &text)
        };
        let t = session.texts();
        let shown = p.display().to_string();
        match written {
            Ok(()) => println!("{}", t.export_written(&shown)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                eprintln!("annabella: {}", t.file_exists(&shown));
                eprintln!("{}", t.export_or_overwrite());
                return ExitCode::FAILURE;
            }
            Err(e) => {
                let why = t.io_reason(Some(e.kind()), &e.to_string());
                eprintln!("annabella: {}", t.export_not_writable(&shown, &why));
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
