//! Command-line options shared by `annabella play`, transcript headers
//! (`! --fen ...`) and the config, so one spelling works everywhere.

use clap::{Args, ValueEnum};

use crate::lang::Lang;
use crate::rules::{IllegalMoveRule, Mode};
use crate::session::SessionOptions;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default)]
pub enum IllegalRule {
    /// Today's Laws (7.5.5): the second completed illegal move loses.
    #[default]
    Second,
    /// The seeds' edition (10.3): the third one loses.
    Third,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ModeArg {
    Standard,
    Rapid,
    Blitz,
}

/// Options that set up a game.
#[derive(Args, Clone, Debug, Default)]
pub struct GameArgs {
    /// Start from this position (FEN).
    #[arg(long)]
    pub fen: Option<String>,
    /// Start from the moves of this PGN file (its first game).
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<String>,
    /// Piece letters read in algebraic moves: auto, en, de, ru, fr, nl, figurine.
    #[arg(long, value_name = "LANG")]
    pub notation: Option<String>,
    /// Piece letters used when writing moves (default: the --notation language, else en).
    #[arg(long, value_name = "LANG")]
    pub write_notation: Option<String>,
    /// Piece letters must be upper case ("nf3" is then not a knight move).
    #[arg(long)]
    pub strict_case: bool,
    /// Language of messages: de, en or ru (default from the environment).
    #[arg(long)]
    pub lang: Option<String>,
    /// Time control, e.g. "90/40+30+30s" or PGN "40/5400:1800+30".
    #[arg(long = "time", value_name = "CONTROL")]
    pub time_control: Option<String>,
    /// Spoken words: de (Appendix F, default), ru, en, nato, or a vocabulary file.
    #[arg(long, visible_alias = "phonetics", value_name = "VOCABULARY")]
    pub vocabulary: Option<String>,
    /// Announce the arrival square only ("Springer Felix drei").
    #[arg(long)]
    pub short: bool,
    /// Begin announcements with the move number and colour.
    #[arg(long)]
    pub move_numbers: bool,
    /// Low-time warnings, e.g. "5m,1m,30s" ("none" for none).
    #[arg(long, value_name = "TIMES")]
    pub warn: Option<String>,
    /// Say the time every so often, e.g. "10m" (and every minute in the
    /// last five minutes of a period).
    #[arg(long, value_name = "TIME")]
    pub announce_every: Option<String>,
    /// Standard, rapid or blitz (default: derived from the time control).
    #[arg(long, value_enum)]
    pub mode: Option<ModeArg>,
    /// Which completed illegal move loses.
    #[arg(long, value_enum, default_value = "second")]
    pub illegal_rule: IllegalRule,
    /// The seeds' rule: a resignation always loses, even when the opponent cannot mate.
    #[arg(long)]
    pub resignation_always_loses: bool,
    /// Braille line after every move and for the board: off, unicode, ascii.
    #[arg(long, value_name = "FORM")]
    pub braille: Option<String>,
    /// Chess braille code: uk (BCA, knight "s") or de (German letters K D T L S).
    #[arg(long, value_name = "CODE")]
    pub braille_code: Option<String>,
    /// Who is blind: white, black or both (the board is shown from that side).
    #[arg(long, value_name = "SIDE")]
    pub blind: Option<String>,
    /// Who types at this program (D.2.10): "assistant" (default; enters
    /// both players' moves) or "player" (the blind player, with --blind
    /// white or black; prompts and turns say "you" and "opponent").
    #[arg(long, value_name = "WHO")]
    pub operator: Option<String>,
    /// The pin board: a serial port (e.g. /dev/ttyUSB0), "virtual" (moved
    /// by `board lift`/`board place` lines), or "list" to list ports.
    #[arg(long, value_name = "PORT")]
    pub board: Option<String>,
    /// Serial speed of the pin board.
    #[arg(long, default_value_t = crate::pinboard::DEFAULT_BAUD)]
    pub baud: u32,
    #[arg(long)]
    pub white: Option<String>,
    #[arg(long)]
    pub black: Option<String>,
    #[arg(long)]
    pub event: Option<String>,
}

impl GameArgs {
    /// Session options; `lang_default` applies when `--lang` is absent
    /// (the environment for a person, English for transcripts).
    pub fn to_options(&self, lang_default: Lang) -> Result<SessionOptions, String> {
        let lang = match &self.lang {
            Some(l) => l
                .parse()
                .map_err(|e: crate::lang::ParseLangError| e.to_string())?,
            None => lang_default,
        };
        let pgn_text = match &self.pgn {
            Some(path) => Some(
                std::fs::read(path)
                    .map(|b| String::from_utf8_lossy(&b).into_owned())
                    .map_err(|e| format!("cannot read the PGN file {path}: {e}"))?,
            ),
            None => None,
        };
        Ok(SessionOptions {
            pgn_text,
            real_time: false,
            fen: self.fen.clone(),
            notation: self.notation.clone(),
            write_notation: self.write_notation.clone(),
            strict_case: self.strict_case,
            lang: Some(lang),
            time_control: self.time_control.clone(),
            mode: self.mode.map(|m| match m {
                ModeArg::Standard => Mode::Standard,
                ModeArg::Rapid => Mode::Rapid,
                ModeArg::Blitz => Mode::Blitz,
            }),
            illegal_moves: match self.illegal_rule {
                IllegalRule::Second => IllegalMoveRule::SecondLoses,
                IllegalRule::Third => IllegalMoveRule::ThirdLoses,
            },
            resignation_always_loses: self.resignation_always_loses,
            white: self.white.clone(),
            black: self.black.clone(),
            event: self.event.clone(),
            date: None,
            vocabulary: self.vocabulary.clone(),
            short_announcements: self.short,
            announce_move_numbers: self.move_numbers,
            warn: self.warn.clone(),
            announce_every: self.announce_every.clone(),
            braille: self.braille.clone(),
            braille_code: self.braille_code.clone(),
            blind: self.blind.clone(),
            operator: self.operator.clone(),
            board: self.board.clone().filter(|b| b == "virtual"),
        })
    }
}

/// Splits an options line like a shell: spaces separate, double or single
/// quotes group ("--fen '8/8/8/8/8/8/8/K6k w - - 0 1'").
pub fn split_words(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut in_word = false;
    for c in line.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '"' || c == '\'' => {
                quote = Some(c);
                in_word = true;
            }
            None if c.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            None => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err("a quote is not closed".into());
    }
    if in_word {
        words.push(cur);
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_with_quotes() {
        assert_eq!(
            split_words(r#"--fen "8/8 w - - 0 1" --lang de"#).unwrap(),
            vec!["--fen", "8/8 w - - 0 1", "--lang", "de"]
        );
        assert_eq!(split_words("a 'b c'").unwrap(), vec!["a", "b c"]);
        assert!(split_words("'open").is_err());
        assert!(split_words("  ").unwrap().is_empty());
    }
}
