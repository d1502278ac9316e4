//! Command-line options shared by `annabella play`, transcript headers
//! (`! --fen ...`) and the config, so one spelling works everywhere.

use clap::{Args, ValueEnum};

use crate::settings::{Settings, SettingsError};
use laws::lang::Lang;
use laws::rules::{IllegalMoveRule, Mode};

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
    /// Piece letters used when writing moves (default: the --notation language, else en), or iccf for ICCF numeric notation (5254 for e2-e4).
    #[arg(long, value_name = "LANG")]
    pub write_notation: Option<String>,
    /// Piece letters must be upper case ("nf3" is then not a knight move).
    #[arg(long)]
    pub strict_case: bool,
    /// Language of messages: de, en or ru (default from the environment).
    #[arg(long, visible_alias = "language")]
    pub lang: Option<String>,
    /// Time control, e.g. "90/40+30+30s" or PGN "40/5400:1800+30".
    #[arg(long = "time", value_name = "CONTROL")]
    pub time_control: Option<String>,
    /// Spoken words: de (Appendix F, default), ru, en, nato, or a vocabulary file.
    #[arg(long, visible_alias = "phonetics", value_name = "VOCABULARY")]
    pub vocabulary: Option<String>,
    /// Announce the arrival square only ("Springer Felix drei"); the same
    /// as --announce short.
    #[arg(long)]
    pub short: bool,
    /// Announcement form: long ("Springer Gustav eins Felix drei") or short
    /// ("Springer Felix drei"). Default: short when the base time is under
    /// 10 minutes, else long.
    #[arg(long, value_enum, value_name = "FORM")]
    pub announce: Option<crate::settings::AnnounceForm>,
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
    /// Which completed illegal move loses: second (today's Laws, the
    /// default) or third (the older edition).
    #[arg(long, value_enum)]
    pub illegal_rule: Option<IllegalRule>,
    /// The seeds' rule: a resignation always loses, even when the opponent cannot mate.
    #[arg(long)]
    pub resignation_always_loses: bool,
    /// Braille line after every move and for the board: off, unicode, ascii.
    #[arg(long, value_name = "FORM")]
    pub braille: Option<String>,
    /// Chess braille code: uk (BCA, knight "s") or de (German letters K D T L S).
    #[arg(long, value_name = "CODE")]
    pub braille_code: Option<String>,
    /// Which pieces the braille board diagram marks: black (six dots, dot 6
    /// before Black's pieces; default) or white (dot 7 on White's pieces,
    /// for an 8-dot display).
    #[arg(long, value_name = "COLOUR")]
    pub diagram_mark: Option<String>,
    /// Break answers longer than N characters at word boundaries into
    /// several lines (0: never; default 40 with --braille, else never).
    #[arg(long, value_name = "N")]
    pub line_width: Option<u32>,
    /// Who is blind: white, black or both (the board is shown from that side).
    #[arg(long, value_name = "SIDE")]
    pub blind: Option<String>,
    /// Who types at this program (D.2.10): "assistant" (default; enters
    /// both players' moves) or "player" (the blind player, with --blind
    /// white or black; prompts and turns say "you" and "opponent").
    #[arg(long, value_name = "WHO")]
    pub operator: Option<String>,
    /// The pin board: a serial port (e.g. /dev/ttyUSB0, COM3), a TCP
    /// address (tcp:HOST:PORT, as `board-sim --tcp` serves), "virtual"
    /// (moved by `board lift`/`board place` lines), or "list" to list ports.
    #[arg(long, value_name = "PORT")]
    pub board: Option<String>,
    /// Serial speed of the pin board (default 115200).
    #[arg(long)]
    pub baud: Option<u32>,
    /// A Dot Pad pin display: its serial port (e.g. /dev/ttyUSB0, COM3), or
    /// "list" to list ports. It shows the board and reads Perkins keys.
    #[arg(long, value_name = "PORT")]
    pub dotpad: Option<String>,
    /// The sighted player's DGT e-board: a serial port (9600 baud), or
    /// "list" to list ports. Its moves are read and announced.
    #[arg(long, value_name = "PORT")]
    pub dgt: Option<String>,
    /// Name of the player with the white pieces, for the score.
    #[arg(long, value_name = "NAME")]
    pub white: Option<String>,
    /// Name of the player with the black pieces, for the score.
    #[arg(long, value_name = "NAME")]
    pub black: Option<String>,
    /// The tournament or match, for the score.
    #[arg(long, value_name = "NAME")]
    pub event: Option<String>,
    /// Where the game is played (town, hall), for the score.
    #[arg(long, value_name = "PLACE")]
    pub site: Option<String>,
    /// The round of the tournament, e.g. 3 or 3.1, for the score.
    #[arg(long, value_name = "ROUND")]
    pub round: Option<String>,
    /// The board number in the hall, for the score.
    #[arg(long, value_name = "NUMBER", allow_negative_numbers = true,
          value_parser = crate::cli_errors::board_number)]
    pub board_number: Option<u32>,
    /// Date of the game, YYYY.MM.DD (default: today).
    #[arg(long, value_name = "DATE", value_parser = crate::cli_errors::pgn_date)]
    pub date: Option<String>,
    /// The quickplay finish the event announced (FIDE Guidelines III):
    /// III.4 (five seconds a move on request), III.5 (draw claim) or none
    /// (default). Not for blitz nor for games with an increment.
    #[arg(long, value_name = "GUIDELINE")]
    pub quickplay: Option<String>,
    /// Whether an arbiter is at hand: present (default) or none (a
    /// quickplay claim then ends the game for the designated arbiter).
    #[arg(long, value_name = "WHO")]
    pub arbiter: Option<String>,
    #[command(flatten)]
    pub engine: crate::cli_engine::EngineArgs,
}

impl GameArgs {
    /// Lays these options over `s` (the command line over the settings
    /// file, the locale and the defaults): what is given here wins. The
    /// PGN file is read now and its text kept in the settings.
    pub fn apply_to(&self, s: &mut Settings) -> Result<(), SettingsError> {
        fn set(slot: &mut Option<String>, value: &Option<String>) {
            if value.is_some() {
                slot.clone_from(value);
            }
        }
        if let Some(path) = &self.pgn {
            let text =
                crate::bounded::read(std::path::Path::new(path), crate::bounded::FileKind::Pgn)
                    .map_err(|e| SettingsError::PgnUnreadable {
                        path: path.clone(),
                        why: e.to_string(),
                        kind: match &e {
                            crate::bounded::ReadError::Io(io) => Some(io.kind()),
                            crate::bounded::ReadError::TooLarge { .. } => None,
                        },
                    })?;
            s.pgn_text = Some(crate::bounded::decode_text(&text));
            s.pgn_file = Some(path.clone());
        }
        self.engine.apply_to(s);
        set(&mut s.fen, &self.fen);
        set(&mut s.notation, &self.notation);
        set(&mut s.write_notation, &self.write_notation);
        s.strict_case |= self.strict_case;
        if let Some(l) = &self.lang {
            let lang =
                l.parse()
                    .map_err(|e: laws::lang::ParseLangError| SettingsError::Invalid {
                        option: "--lang",
                        why: e.to_string(),
                    })?;
            s.lang = Some(lang);
        }
        set(&mut s.time_control, &self.time_control);
        set(&mut s.vocabulary, &self.vocabulary);
        if self.short {
            s.announce = Some(crate::settings::AnnounceForm::Short);
        }
        if self.announce.is_some() {
            s.announce = self.announce;
        }
        s.announce_move_numbers |= self.move_numbers;
        set(&mut s.warn, &self.warn);
        set(&mut s.announce_every, &self.announce_every);
        if let Some(m) = self.mode {
            s.mode = Some(match m {
                ModeArg::Standard => Mode::Standard,
                ModeArg::Rapid => Mode::Rapid,
                ModeArg::Blitz => Mode::Blitz,
            });
        }
        if let Some(r) = self.illegal_rule {
            s.illegal_moves = match r {
                IllegalRule::Second => IllegalMoveRule::SecondLoses,
                IllegalRule::Third => IllegalMoveRule::ThirdLoses,
            };
        }
        s.resignation_always_loses |= self.resignation_always_loses;
        set(&mut s.braille, &self.braille);
        set(&mut s.braille_code, &self.braille_code);
        set(&mut s.diagram_mark, &self.diagram_mark);
        if self.line_width.is_some() {
            s.line_width = self.line_width;
        }
        set(&mut s.blind, &self.blind);
        set(&mut s.operator, &self.operator);
        set(&mut s.board, &self.board);
        set(&mut s.dgt, &self.dgt);
        if self.baud.is_some() {
            s.baud = self.baud;
        }
        set(&mut s.dotpad, &self.dotpad);
        set(&mut s.white, &self.white);
        set(&mut s.black, &self.black);
        set(&mut s.event, &self.event);
        set(&mut s.site, &self.site);
        set(&mut s.round, &self.round);
        set(&mut s.date, &self.date);
        set(&mut s.quickplay, &self.quickplay);
        set(&mut s.arbiter, &self.arbiter);
        if self.board_number.is_some() {
            s.board_number = self.board_number;
        }
        s.check_text()
    }

    /// Settings from these options alone over the defaults, with
    /// `lang_default` as the language when `--lang` is absent (English
    /// for transcripts).
    pub fn to_options(&self, lang_default: Lang) -> Result<Settings, SettingsError> {
        let mut s = Settings {
            lang: Some(lang_default),
            ..Settings::default()
        };
        self.apply_to(&mut s)?;
        Ok(s)
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
