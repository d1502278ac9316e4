//! The settings of one game: one typed value, built once from layers
//! (defaults, then the locale's language, then the settings file, then the
//! command line or a transcript header), validated once by
//! [`Session::new`](crate::session::Session::new), and recorded whole in
//! the game's journal (docs/journal.md), so a resumed game is set up
//! exactly as it was played, whatever the settings file or the locale say
//! by then.
//!
//! What concerns only this run of the program (speech backend, voice,
//! recording file, game folder) is not part of a game's settings.

use serde::{Deserialize, Serialize};

use laws::clock::Mode;
use laws::lang::Lang;
use laws::rules::IllegalMoveRule;

/// Everything that sets up a game. Every field is optional, so a bare
/// `annabella play` works.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Start position as FEN.
    pub fen: Option<String>,
    /// The PGN file a game was continued from (for people; the game itself
    /// is in `pgn_text`).
    pub pgn_file: Option<String>,
    /// A game to continue: PGN text (its first game), copied whole.
    pub pgn_text: Option<String>,
    /// Letters read in algebraic input: "auto" or a language code.
    pub notation: Option<String>,
    /// Letters used to write moves for the user (default: English).
    pub write_notation: Option<String>,
    /// Piece letters must be upper case.
    pub strict_case: bool,
    /// Language of messages.
    pub lang: Option<Lang>,
    /// Time control as typed ("90/40+30+30s", "40/5400:1800+30").
    pub time_control: Option<String>,
    /// Run the clock on the wall clock (the REPL) instead of virtual time
    /// advanced by `wait` (scripts, transcripts). How the program runs,
    /// not the game: never recorded.
    #[serde(skip)]
    pub real_time: bool,
    pub mode: Option<Mode>,
    pub illegal_moves: IllegalMoveRule,
    pub resignation_always_loses: bool,
    pub white: Option<String>,
    pub black: Option<String>,
    pub event: Option<String>,
    pub site: Option<String>,
    pub round: Option<String>,
    /// The board number in the tournament hall.
    pub board_number: Option<u32>,
    /// Date of the game for the score, "YYYY.MM.DD".
    pub date: Option<String>,
    /// Low-time warnings, "5m,1m,30s".
    pub warn: Option<String>,
    /// Regular time announcements, "10m".
    pub announce_every: Option<String>,
    /// Braille lines: off, unicode or ascii.
    pub braille: Option<String>,
    /// Chess braille code: uk or de.
    pub braille_code: Option<String>,
    /// Who is blind: white, black or both.
    pub blind: Option<String>,
    /// Who types: "assistant" (default) or "player" (the blind player).
    pub operator: Option<String>,
    /// Spoken vocabulary: de (default), ru, en, nato, or a TOML file.
    pub vocabulary: Option<String>,
    /// Announce the arrival square only (clubs' short form).
    pub short_announcements: bool,
    /// Begin announcements with the move number and colour.
    pub announce_move_numbers: bool,
    /// The pegged board: "virtual" (moved by `board lift` and `board place`
    /// lines) or a serial port, opened by the game loop.
    pub board: Option<String>,
    /// Serial speed of the pin board.
    pub baud: Option<u32>,
    /// Which pieces the braille diagram marks: black (six dots, ⠠ before
    /// Black's pieces; the default) or white (dot 7 on White's pieces).
    pub diagram_mark: Option<String>,
    /// Longest answer line in characters before it is broken at a word
    /// boundary; 0 is unlimited.  Default: 40 with braille output on, else
    /// unlimited.
    pub line_width: Option<u32>,
    /// The Dot Pad's serial port, opened by the game loop and
    /// again on resume.
    pub dotpad: Option<String>,
    /// The sighted player's DGT e-board: a serial port, opened by the game
    /// loop.
    pub dgt: Option<String>,
    /// The announcement form chosen (`--announce`, `--short`, the
    /// settings file); none chosen: short when the base time is under ten
    /// minutes, else long. See [`Settings::short_form`].
    pub announce: Option<AnnounceForm>,
    /// The game is shown on a braille display through BRLTTY (`play
    /// --brltty`), connected again on resume. Recorded only when asked
    /// for, so journals without it read as before (docs/brltty.md).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub brltty: bool,
    /// The quickplay finish the event announced (Guidelines III): "III.4"
    /// (the five-second request), "III.5" (the draw claim) or "none" (the
    /// default). Recorded only when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub quickplay: Option<String>,
    /// Whether an arbiter is at hand: "present" (the default) or "none"
    /// (a quickplay claim then ends the game for the designated arbiter,
    /// Guidelines III.6). Recorded only when given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub arbiter: Option<String>,
    /// An engine plays one side (`play --engine`), started again on
    /// resume. Recorded only when asked for (docs/engine.md).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub engine: Option<engine::EngineSettings>,
    /// The game is sent live to the arbiter's server (`play --broadcast`),
    /// again on resume. Recorded only when asked for; the token never is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub broadcast: Option<BroadcastSettings>,
    /// Moves are heard (`play --listen`, `--listen-from`): the
    /// recogniser and when a heard move is asked about; a resumed game
    /// listens through the microphone again. Recorded only when asked for
    /// (docs/listening.md).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub listen: Option<ListenSettings>,
}

/// Where a game is sent live, and as whom (docs/broadcast.md). The
/// tournament token is not here: it is a credential, given on each run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BroadcastSettings {
    /// The server's address: `http://HOST:PORT`.
    pub url: String,
    /// The random id chosen when the game was opened: a resumed game is
    /// the same client and still owns its board.
    pub client: String,
}

/// How moves are heard, as the journal records it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListenSettings {
    /// The recogniser as given: `pocketsphinx` or `pocketsphinx:DIR`.
    pub engine: String,
    /// When a heard move is asked about: always, unsure or never.
    pub confirm: String,
}

/// How moves are announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum AnnounceForm {
    /// Piece, departure and arrival square: "Springer Gustav eins Felix drei".
    Long,
    /// The arrival square, with the departure only where needed: "Springer
    /// Felix drei".
    Short,
}

/// Base times under this get the short announcement form by default: a
/// long announcement takes about two seconds of a blitz player's time.
pub const SHORT_FORM_BELOW: std::time::Duration = std::time::Duration::from_secs(10 * 60);

impl Settings {
    /// Whether moves are announced in the short form, given the base time
    /// of the game's first period (`None`: no clock): the form chosen,
    /// else `--short` of an older journal, else short under
    /// [`SHORT_FORM_BELOW`].
    pub fn short_form(&self, base: Option<std::time::Duration>) -> bool {
        match self.announce {
            Some(form) => form == AnnounceForm::Short,
            None => self.short_announcements || base.is_some_and(|b| b < SHORT_FORM_BELOW),
        }
    }
}

/// Why settings cannot be used. Each says what to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// A name or other text holds a control character (a tab, a newline,
    /// an escape): it could not be printed, spoken or written in a score.
    ControlCharacter { setting: &'static str },
    /// The PGN file named cannot be read.
    /// `kind`: the system's reason, when it is one the catalogs word.
    PgnUnreadable {
        path: String,
        why: String,
        kind: Option<std::io::ErrorKind>,
    },
    /// Recorded settings that are not readable (a damaged journal).
    Unreadable(String),
    /// An option's value is not one of those it takes.
    Invalid { option: &'static str, why: String },
}

impl std::fmt::Display for SettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SettingsError::ControlCharacter { setting } => write!(
                f,
                "the {setting} contains a control character (such as a tab or a line break); type it without one"
            ),
            SettingsError::PgnUnreadable { path, why, .. } => {
                write!(f, "cannot read the PGN file {path}: {why}")
            }
            SettingsError::Invalid { option, why } => write!(f, "{option}: {why}"),
            SettingsError::Unreadable(why) => {
                write!(f, "the recorded settings cannot be read: {why}")
            }
        }
    }
}

impl std::error::Error for SettingsError {}

impl Settings {
    /// The language of messages, English when none was chosen.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or_default()
    }

    /// Refuses text a user typed that holds control characters.
    pub fn check_text(&self) -> Result<(), SettingsError> {
        let texts: [(&'static str, &Option<String>); 11] = [
            ("name of White", &self.white),
            ("name of Black", &self.black),
            ("event", &self.event),
            ("site", &self.site),
            ("round", &self.round),
            ("date", &self.date),
            ("time control", &self.time_control),
            ("FEN", &self.fen),
            ("board port", &self.board),
            ("Dot Pad port", &self.dotpad),
            ("e-board port", &self.dgt),
        ];
        for (setting, value) in texts {
            if value
                .as_deref()
                .is_some_and(|v| v.chars().any(char::is_control))
            {
                return Err(SettingsError::ControlCharacter { setting });
            }
        }
        Ok(())
    }

    /// The settings as TOML text, for the journal.
    pub fn to_toml(&self) -> String {
        // Every field is a string, number, bool or a table of those:
        // serialising cannot fail; an empty text would be read back as
        // the defaults, never as other settings.
        toml::to_string(self).unwrap_or_default()
    }

    /// Settings recorded by [`Settings::to_toml`].
    pub fn from_toml(text: &str) -> Result<Settings, SettingsError> {
        toml::from_str(text).map_err(|e| SettingsError::Unreadable(e.message().to_string()))
    }

    /// The settings as a transcript header's options (`--white "O'Brien"
    /// --lang de`), read back by [`crate::transcript`] as the same
    /// settings. The PGN is named by its file.
    pub fn to_args(&self) -> String {
        let mut args: Vec<String> = Vec::new();
        let mut opt = |name: &str, value: &Option<String>| {
            if let Some(v) = value {
                args.push(format!("--{name}"));
                args.push(quote(v));
            }
        };
        opt("fen", &self.fen);
        opt("pgn", &self.pgn_file);
        opt("notation", &self.notation);
        opt("write-notation", &self.write_notation);
        opt("lang", &self.lang.map(|l| l.code().to_string()));
        opt("time", &self.time_control);
        opt(
            "mode",
            &self.mode.map(|m| {
                match m {
                    Mode::Standard => "standard",
                    Mode::Rapid => "rapid",
                    Mode::Blitz => "blitz",
                }
                .to_string()
            }),
        );
        opt("white", &self.white);
        opt("black", &self.black);
        opt("event", &self.event);
        opt("site", &self.site);
        opt("round", &self.round);
        opt("board-number", &self.board_number.map(|n| n.to_string()));
        opt("date", &self.date);
        opt("warn", &self.warn);
        opt("announce-every", &self.announce_every);
        opt("braille", &self.braille);
        opt("braille-code", &self.braille_code);
        opt("blind", &self.blind);
        opt("operator", &self.operator);
        opt("vocabulary", &self.vocabulary);
        opt("board", &self.board);
        opt("baud", &self.baud.map(|b| b.to_string()));
        opt("diagram-mark", &self.diagram_mark);
        opt("line-width", &self.line_width.map(|w| w.to_string()));
        opt("dotpad", &self.dotpad);
        opt("dgt", &self.dgt);
        opt("quickplay", &self.quickplay);
        opt("arbiter", &self.arbiter);
        opt(
            "announce",
            &self.announce.map(|a| {
                match a {
                    AnnounceForm::Long => "long",
                    AnnounceForm::Short => "short",
                }
                .to_string()
            }),
        );
        if self.illegal_moves == IllegalMoveRule::ThirdLoses {
            args.extend(["--illegal-rule".to_string(), "third".to_string()]);
        }
        let flags = [
            (self.strict_case, "--strict-case"),
            (self.resignation_always_loses, "--resignation-always-loses"),
            (self.short_announcements, "--short"),
            (self.announce_move_numbers, "--move-numbers"),
        ];
        args.extend(
            flags
                .iter()
                .filter(|(on, _)| *on)
                .map(|(_, f)| f.to_string()),
        );
        args.join(" ")
    }
}

/// Quotes a word for `split_words` (the command line's word splitter): bare when it can be,
/// else in double quotes, else in single quotes, else as quoted pieces
/// that join into one word (`"O"'"'"Brien"` for `O"Brien`).
pub fn quote(word: &str) -> String {
    let plain = !word.is_empty()
        && !word
            .chars()
            .any(|c| c.is_whitespace() || c == '"' || c == '\'');
    if plain {
        return word.to_string();
    }
    if !word.contains('"') {
        return format!("\"{word}\"");
    }
    if !word.contains('\'') {
        return format!("'{word}'");
    }
    let mut out = String::new();
    for (i, part) in word.split('"').enumerate() {
        if i > 0 {
            out.push_str("'\"'");
        }
        if !part.is_empty() {
            out.push('"');
            out.push_str(part);
            out.push('"');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::split_words;

    #[test]
    fn quoting_round_trips_through_split_words() {
        for w in [
            "plain",
            "two words",
            "O'Brien",
            "O\"Brien",
            "a\"b'c d",
            "\"",
            "'\"'",
            "",
            "Müller, Jürgen",
            "Иванов",
            "\"quoted\"",
        ] {
            let q = quote(w);
            assert_eq!(split_words(&q).unwrap(), vec![w.to_string()], "{q}");
        }
    }

    #[test]
    fn control_characters_are_refused() {
        let s = Settings {
            white: Some("Smith\tJohn".into()),
            ..Settings::default()
        };
        assert_eq!(
            s.check_text(),
            Err(SettingsError::ControlCharacter {
                setting: "name of White"
            })
        );
        let ok = Settings {
            white: Some("O'Brien \"Jr\"".into()),
            event: Some(String::new()),
            ..Settings::default()
        };
        assert_eq!(ok.check_text(), Ok(()));
    }

    #[test]
    fn toml_round_trips() {
        let s = Settings {
            fen: Some("8/8/8/8/8/8/8/K6k w - - 0 1".into()),
            lang: Some(Lang::Ru),
            white: Some("O\"Brien".into()),
            black: Some("d'Artagnan".into()),
            event: Some(String::new()),
            board_number: Some(12),
            mode: Some(Mode::Rapid),
            illegal_moves: IllegalMoveRule::ThirdLoses,
            short_announcements: true,
            pgn_text: Some("[Event \"x\"]\n\n1. e4 *\n".into()),
            diagram_mark: Some("white".into()),
            line_width: Some(32),
            ..Settings::default()
        };
        assert_eq!(Settings::from_toml(&s.to_toml()), Ok(s.clone()));
        let args = s.to_args();
        assert!(args.contains("--diagram-mark white"), "{args}");
        assert!(args.contains("--line-width 32"), "{args}");
        assert!(Settings::from_toml("colour = 1").is_err());
    }

    #[test]
    fn the_dotpad_port_is_a_setting_recorded_and_given_back() {
        use clap::Parser;
        #[derive(Parser)]
        struct Args {
            #[command(flatten)]
            game: crate::cli::GameArgs,
        }
        let args = Args::try_parse_from(["annabella", "--dotpad", "/dev/ttyUSB1"]).unwrap();
        let mut s = Settings::default();
        args.game.apply_to(&mut s).unwrap();
        assert_eq!(s.dotpad.as_deref(), Some("/dev/ttyUSB1"));
        assert_eq!(s.to_args(), "--dotpad /dev/ttyUSB1");
        assert_eq!(Settings::from_toml(&s.to_toml()), Ok(s.clone()));
        let bad = Settings {
            dotpad: Some("/dev/tty\nUSB1".into()),
            ..Settings::default()
        };
        assert_eq!(
            bad.check_text(),
            Err(SettingsError::ControlCharacter {
                setting: "Dot Pad port"
            })
        );
    }

    #[test]
    fn the_wish_for_a_brltty_display_is_recorded_and_old_settings_still_load() {
        let s = Settings {
            brltty: true,
            ..Settings::default()
        };
        let toml = s.to_toml();
        assert!(toml.contains("brltty = true"), "{toml}");
        assert_eq!(Settings::from_toml(&toml), Ok(s));
        // Not asked for: not written, so journals read as before; settings
        // written before the field existed load without it.
        assert!(!Settings::default().to_toml().contains("brltty"));
        let old = Settings::from_toml("white = \"Anna\"\n").unwrap();
        assert!(!old.brltty);
    }
}
