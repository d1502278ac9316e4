//! `annabella check`: runs transcripts ([`crate::transcript`]) through the
//! same game loop as a game, writing no files, and compares what each
//! input gave with what the transcript expects.

use crate::game_loop::{self, GameLoop};
use crate::gamelog;
use crate::session::Session;
use crate::transcript::{Block, Line, Outcome, Start, Transcript, reply_line};

/// Runs the transcript in a fresh session and returns the outcome.
pub fn run(t: &Transcript) -> Result<Outcome, String> {
    let (session, greeting) = match t.start()? {
        Start::Fresh(opts) => {
            let s = Session::new(&opts).map_err(|e| e.to_string())?;
            let g = s.start();
            (s, g)
        }
        Start::Journal(path) => gamelog::replay_with_report(&path).map_err(|e| e.to_string())?,
        Start::Envelope { path, secret, opts } => gamelog::open_envelope(&path, &secret, opts)?,
    };
    // The same loop as a game, writing no files.
    // Scoresheet headers in computer braille: a transcript reads alike
    // whether liblouis is installed or not.
    let mut session = session;
    session.set_literary_braille(false);
    let mut game = GameLoop::new(session, game_loop::Files::Skip);
    let mut blocks = Vec::new();
    // Output before the first input: the session's greeting.
    let mut current = Block {
        input: None,
        line: 0,
        expected: Vec::new(),
        actual: greeting.iter().map(reply_line).collect(),
    };
    for (n, l) in &t.lines {
        match l {
            Line::Input(text) => {
                blocks.push(std::mem::replace(
                    &mut current,
                    Block {
                        input: Some(text.clone()),
                        line: *n,
                        expected: Vec::new(),
                        actual: game.line(text).iter().map(reply_line).collect(),
                    },
                ));
            }
            Line::Output(r) => current.expected.push(reply_line(r)),
            Line::Comment(_) | Line::Options(_) => {}
        }
    }
    blocks.push(current);
    Ok(Outcome { blocks })
}

/// Result of checking one file.
pub struct FileReport {
    pub name: String,
    pub passed: bool,
    pub lines: Vec<String>,
}

/// Checks (or blesses) one transcript file.
pub fn check_file(path: &std::path::Path, bless: bool) -> FileReport {
    let name = path.display().to_string();
    let fail = |msg: String| FileReport {
        name: name.clone(),
        passed: false,
        lines: vec![format!("{name}: {msg}")],
    };
    let text = match crate::bounded::read(path, crate::bounded::FileKind::Transcript) {
        Ok(b) => match String::from_utf8(b) {
            Ok(t) => t,
            Err(_) => return fail("not valid UTF-8 text".into()),
        },
        Err(e @ crate::bounded::ReadError::TooLarge { .. }) => return fail(e.to_string()),
        Err(e) => return fail(format!("cannot read: {e}")),
    };
    let mut t = match Transcript::parse(&text) {
        Ok(t) => t,
        Err(e) => return fail(e.to_string()),
    };
    t.base = path.parent().map(|p| p.to_path_buf());
    let outcome = match run(&t) {
        Ok(o) => o,
        Err(e) => return fail(format!("cannot start the session: {e}")),
    };
    if bless {
        let new = t.blessed(&outcome);
        if new != text
            && let Err(e) = std::fs::write(path, new)
        {
            return fail(format!("cannot write: {e}"));
        }
        return FileReport {
            name,
            passed: true,
            lines: Vec::new(),
        };
    }
    FileReport {
        passed: outcome.passed(),
        lines: outcome.diff(&name),
        name,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "# sample\n> e4\n= e4\n\n> fen\n< rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n";

    #[test]
    fn a_wrong_expectation_fails_with_a_diff() {
        let bad = SAMPLE.replace("= e4", "= e5");
        let t = Transcript::parse(&format!("= White to move, move 1.\n{bad}")).unwrap();
        let o = run(&t).unwrap();
        assert!(!o.passed());
        let d = o.diff("x");
        assert!(d.iter().any(|l| l == "  - = e5"), "{d:?}");
        assert!(
            d.iter().any(|l| l == "  + = Bauer Eva zwei Eva vier"),
            "{d:?}"
        );
    }

    #[test]
    fn bless_writes_actual_output_and_keeps_comments() {
        let t = Transcript::parse("# head\n> e4\n= wrong\n# mid\n> e5\n").unwrap();
        let o = run(&t).unwrap();
        let blessed = t.blessed(&o);
        let again = Transcript::parse(&blessed).unwrap();
        assert!(run(&again).unwrap().passed(), "{blessed}");
        assert!(blessed.contains("# head\n") && blessed.contains("# mid\n"));
        assert!(!blessed.contains("wrong"));
    }
}
