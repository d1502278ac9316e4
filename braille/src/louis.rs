//! Literary braille for words (scoresheet headers) through liblouis, when
//! it is installed: its `lou_translate` program is run, as speech runs
//! espeak-ng, so that the default build needs no C library to link.  The
//! tables are the uncontracted literary codes of the UI languages: UEB
//! grade 1 for English, German Basisschrift (grade 0) for German, Russian
//! literary braille for Russian.  Without liblouis the caller falls back to
//! computer braille and says so.

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

use super::cells::Cells;
use laws::lang::Lang;

/// The program run; `ANNABELLA_LOU_TRANSLATE` names another one (a path,
/// or "off" for none at all).
fn program() -> Option<String> {
    match std::env::var("ANNABELLA_LOU_TRANSLATE") {
        Ok(p) if p.eq_ignore_ascii_case("off") || p.is_empty() => None,
        Ok(p) => Some(p),
        Err(_) => Some("lou_translate".into()),
    }
}

/// The liblouis table list for the literary braille of `lang`, with the
/// Unicode braille display table so that cells come back as U+2800.. .
pub(crate) fn table(lang: Lang) -> &'static str {
    match lang {
        Lang::De => "unicode.dis,de-g0.utb",
        Lang::Ru => "unicode.dis,ru-litbrl.ctb",
        _ => "unicode.dis,en-ueb-g1.ctb",
    }
}

/// Why liblouis gave no braille.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LouisError {
    /// The program is not installed (or turned off).
    NotInstalled,
    /// It ran but failed, or gave something that is no braille.
    Failed(String),
}

impl std::fmt::Display for LouisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LouisError::NotInstalled => write!(f, "liblouis (lou_translate) is not installed"),
            LouisError::Failed(why) => write!(f, "liblouis failed: {why}"),
        }
    }
}

impl std::error::Error for LouisError {}

/// Is `lou_translate` there?  Asked once per run.
pub fn available() -> bool {
    static FOUND: OnceLock<bool> = OnceLock::new();
    *FOUND.get_or_init(|| {
        program().is_some_and(|p| {
            Command::new(p)
                .arg("--version")
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        })
    })
}

fn run(args: &[&str], input: &str) -> Result<String, LouisError> {
    let Some(p) = program() else {
        return Err(LouisError::NotInstalled);
    };
    let mut child = Command::new(p)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => LouisError::NotInstalled,
            _ => LouisError::Failed(e.to_string()),
        })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(input.as_bytes())
            .map_err(|e| LouisError::Failed(e.to_string()))?;
    }
    let out = child
        .wait_with_output()
        .map_err(|e| LouisError::Failed(e.to_string()))?;
    if !out.status.success() {
        return Err(LouisError::Failed(
            String::from_utf8_lossy(&out.stderr).trim().to_string(),
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| LouisError::Failed(e.to_string()))
}

/// Each line of `lines` in the literary braille of `lang`, one line of
/// cells each (blanks between words as blank cells).  Characters the table
/// cannot write (liblouis writes them as an escape such as `'\x041a'` in
/// cells with dot 7: Cyrillic in an English header, "ř" in a Russian one)
/// are written in plain letters instead (Карпов → Karpov, ř → r), as the
/// computer-braille header does; a line that still has cells beyond six
/// dots is an error, and the caller falls back to computer braille.
pub fn forward(lines: &[String], lang: Lang) -> Result<Vec<Cells>, LouisError> {
    let mut cells = translate(lines, lang)?;
    let beyond_six = |c: &Cells| c.bits().iter().any(|b| b & 0xC0 != 0);
    if !cells.iter().any(beyond_six) {
        return Ok(cells);
    }
    // The characters of those lines that the table cannot write alone.
    let mut odd: Vec<char> = Vec::new();
    for (line, out) in lines.iter().zip(&cells) {
        if beyond_six(out) {
            for ch in line.chars().filter(|c| !c.is_ascii()) {
                if !odd.contains(&ch) {
                    odd.push(ch);
                }
            }
        }
    }
    let alone: Vec<String> = odd.iter().map(char::to_string).collect();
    let written = translate(&alone, lang)?;
    let ascii = super::cells::BrailleAscii::standard();
    let replace: Vec<char> = odd
        .iter()
        .zip(&written)
        .filter(|(_, w)| beyond_six(w))
        .map(|(c, _)| *c)
        .collect();
    let plain: Vec<String> = lines
        .iter()
        .map(|l| {
            l.chars()
                .map(|c| {
                    if replace.contains(&c) {
                        ascii.plain_spelling(c)
                    } else {
                        c.to_string()
                    }
                })
                .collect()
        })
        .collect();
    cells = translate(&plain, lang)?;
    if let Some(bad) = plain.iter().zip(&cells).find(|(_, c)| beyond_six(c)) {
        return Err(LouisError::Failed(format!(
            "no six-dot braille for {:?}",
            bad.0
        )));
    }
    Ok(cells)
}

fn translate(lines: &[String], lang: Lang) -> Result<Vec<Cells>, LouisError> {
    if lines.is_empty() {
        return Ok(Vec::new());
    }
    // One line in, one line out: line breaks inside a value would shift them.
    let input: String = lines
        .iter()
        .map(|l| l.replace(['\n', '\r'], " ") + "\n")
        .collect();
    let out = run(&["--forward", table(lang)], &input)?;
    let cells: Vec<Cells> = out
        .lines()
        .map(|l| {
            Cells::from_unicode(l.trim_end_matches(['\r', ' ']))
                .ok_or_else(|| LouisError::Failed(format!("not braille: {l:?}")))
        })
        .collect::<Result<_, _>>()?;
    if cells.len() != lines.len() {
        return Err(LouisError::Failed(format!(
            "{} lines in, {} lines out",
            lines.len(),
            cells.len()
        )));
    }
    Ok(cells)
}

/// Cells read back as text by liblouis (for tests and checks).
pub fn backward(cells: &[Cells], lang: Lang) -> Result<Vec<String>, LouisError> {
    let input: String = cells.iter().map(|c| c.to_unicode() + "\n").collect();
    let out = run(&["--backward", table(lang)], &input)?;
    Ok(out.lines().map(String::from).collect())
}
