//! `annabella hear`: what the speech recogniser makes of recorded
//! utterances in a position, one tab-separated line per file (for
//! calibrating a microphone, and for tests).

use std::path::PathBuf;
use std::process::ExitCode;

use listen::{EngineChoice, GrammarBuilder, Verdict, decide};
use phonetics::Builtin;
use shakmaty::{CastlingMode, Chess, fen::Fen};

use crate::locale::lang_from_env;
use crate::messages::texts;

use super::fail;

/// `annabella hear [--fen FEN] [--vocabulary V] [--listen ENGINE[:MODEL]] FILE.wav...`:
/// prints the file, the move heard in SAN (`-` nothing heard, `?`
/// unsure; a command by its name), the confidence, the words heard and,
/// when unsure, the candidates.
pub(super) fn hear(
    files: Vec<PathBuf>,
    fen: Option<String>,
    vocabulary: String,
    engine: String,
) -> ExitCode {
    let t = texts(lang_from_env());
    let pos: Chess = match fen {
        None => Chess::default(),
        Some(text) => match text
            .parse::<Fen>()
            .map_err(|e| e.to_string())
            .and_then(|f| {
                f.into_position(CastlingMode::Standard)
                    .map_err(|e| e.to_string())
            }) {
            Ok(pos) => pos,
            Err(why) => return fail(t.setup_error(&crate::errors::SetupError::BadFen(why))),
        },
    };
    let builtin = Builtin::from_id(&vocabulary);
    let vocab = match crate::session::load_vocabulary(Some(&vocabulary)) {
        Ok(v) => v,
        Err(e) => return fail(t.setup_error(&e)),
    };
    let choice: EngineChoice = match engine.parse() {
        Ok(c) => c,
        Err(e) => return fail(t.listen_error(&e)),
    };
    let builder = match GrammarBuilder::new(&vocab) {
        Ok(b) => b,
        Err(e) => return fail(t.listen_error(&e)),
    };
    let mut recogniser = match listen::open(&choice, builtin) {
        Ok(r) => r,
        Err(e) => return fail(t.listen_error(&e)),
    };
    let grammar = builder.build(&pos, true);
    let mut failed = false;
    for file in &files {
        let mut samples = match listen::audio::read_wav(file) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("annabella: {}", t.listen_error(&e));
                failed = true;
                continue;
            }
        };
        // The faint floor of a microphone, which digital silence lacks.
        listen::audio::add_noise_floor(&mut samples, 0.003);
        let hyps = match recogniser.recognise(&samples, &grammar) {
            Ok(h) => h,
            Err(e) => {
                eprintln!("annabella: {}", t.listen_error(&e));
                failed = true;
                continue;
            }
        };
        let heard = decide(&hyps, &grammar, recogniser.policy());
        let (said, candidates) = match &heard.verdict {
            Verdict::Nothing => ("-".to_string(), String::new()),
            Verdict::Sure(m) => (m.label().to_string(), String::new()),
            Verdict::Unsure(c) => (
                "?".to_string(),
                c.iter().map(|m| m.label()).collect::<Vec<_>>().join(" "),
            ),
        };
        println!(
            "{}\t{said}\t{:.2}\t{}\t{candidates}",
            file.display(),
            heard.confidence,
            heard.words
        );
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

/// `annabella hear --list-microphones`: the input devices, one per line,
/// the default one first.
pub(super) fn list_microphones() -> ExitCode {
    let t = texts(lang_from_env());
    #[cfg(feature = "listen")]
    {
        match listen::microphone::microphones() {
            Ok(names) if names.is_empty() => println!("{}", t.microphone_none_listed()),
            Ok(names) => {
                for name in names {
                    println!("{name}");
                }
            }
            Err(e) => return fail(t.listen_error(&e)),
        }
        ExitCode::SUCCESS
    }
    #[cfg(not(feature = "listen"))]
    fail(t.listen_error(&listen::ListenError::NotBuilt {
        engine: "microphone".into(),
        feature: "listen".into(),
    }))
}
