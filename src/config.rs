//! The settings file: `$XDG_CONFIG_HOME/annabella/config.toml` (default
//! `~/.config/annabella/config.toml`; each platform's folder elsewhere, see
//! [`crate::paths`]). Every key is optional; the command
//! line overrides the file. A key that cannot be used is reported in one
//! line and left out; the game starts all the same. Format: docs/config.md.

use crate::errors::{ConfigNote, KNOWN, LeftOutWhy};
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::settings::Settings;
use speech::Voice;

use crate::bounded::{FileKind, ReadError};

/// What the settings file may hold.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct Config {
    /// Language of messages: de, en, ru.
    pub lang: Option<String>,
    /// Piece letters read: auto or a language code.
    pub notation: Option<String>,
    /// Piece letters written.
    pub write_notation: Option<String>,
    /// Spoken vocabulary: de, ru, en, nato, or a file.
    pub vocabulary: Option<String>,
    /// Announcement form: long or short.
    pub announce: Option<String>,
    /// Braille lines: off, unicode, ascii.
    pub braille: Option<String>,
    /// Chess braille code: uk, de.
    pub braille_code: Option<String>,
    /// Speech backend: auto, screenreader, tts, spd, espeak, text, wav:DIR, off.
    pub speech: Option<String>,
    /// Speech volume and rate, 0 to 100 (50 is the engine's normal).
    pub volume: Option<i64>,
    pub rate: Option<i64>,
    /// Low-time warnings, "5m,1m,30s".
    pub warn: Option<String>,
    /// Regular time announcements, "10m".
    pub announce_every: Option<String>,
    /// Who is blind: white, black, both.
    pub blind: Option<String>,
    /// Who types: assistant or player.
    pub operator: Option<String>,
    /// Pin board port.
    pub board: Option<String>,
    /// Whether an arbiter is at hand: present or none (Guidelines III.6).
    pub arbiter: Option<String>,
}

/// The default settings file.
pub fn default_path() -> Option<PathBuf> {
    crate::paths::config_dir().map(|d| d.join("config.toml"))
}

impl Config {
    /// Reads a settings file. A missing file is an empty configuration;
    /// an unreadable one gives a message and an empty configuration.
    pub fn load(path: &Path) -> (Config, Vec<ConfigNote>) {
        let text = match crate::bounded::read_text(path, FileKind::Settings) {
            Ok(t) => t,
            Err(e) if e.is_not_found() => {
                return (Config::default(), vec![]);
            }
            Err(ReadError::TooLarge { file, limit }) => {
                return (
                    Config::default(),
                    vec![ConfigNote::TooLarge { file, limit }],
                );
            }
            Err(e) => {
                return (
                    Config::default(),
                    vec![ConfigNote::Unreadable {
                        file: path.display().to_string(),
                        why: e.to_string(),
                    }],
                );
            }
        };
        Config::parse(&text, &path.display().to_string())
    }

    /// Parses settings text; `name` is used in messages.
    pub fn parse(text: &str, name: &str) -> (Config, Vec<ConfigNote>) {
        let table: toml::Table = match toml::from_str(text) {
            Ok(t) => t,
            Err(e) => {
                return (
                    Config::default(),
                    vec![ConfigNote::NotToml {
                        file: name.to_string(),
                        why: e.message().to_string(),
                    }],
                );
            }
        };
        let mut notes = Vec::new();
        let mut good = toml::Table::new();
        for (key, value) in table {
            // Check each key alone, so one bad value does not cost the rest.
            let mut one = toml::Table::new();
            one.insert(key.clone(), value.clone());
            match toml::Value::Table(one).try_into::<Config>() {
                Ok(_) if KNOWN.contains(&key.as_str()) => {
                    good.insert(key, value);
                }
                Ok(_) => notes.push(ConfigNote::UnknownKey {
                    file: name.to_string(),
                    key,
                }),
                Err(e) => notes.push(ConfigNote::LeftOut {
                    file: name.to_string(),
                    key,
                    why: LeftOutWhy::Value(e.message().to_string()),
                }),
            }
        }
        let mut config: Config = toml::Value::Table(good).try_into().unwrap_or_default();
        // The speech output is the machine's, chosen at start: a word that
        // names none is left out here, like any other bad value.
        if let Some(word) = &config.speech
            && let Err(e) = word.parse::<speech::SpeechChoice>()
        {
            notes.push(ConfigNote::LeftOut {
                file: name.to_string(),
                key: "speech".to_string(),
                why: LeftOutWhy::Speech(e),
            });
            config.speech = None;
        }
        (config, notes)
    }

    /// The voice the file sets, with notes on values out of range; the
    /// engine's normal voice when it sets none.
    pub fn voice(&self) -> (Voice, Vec<String>) {
        if self.volume.is_none() && self.rate.is_none() {
            return (Voice::default(), Vec::new());
        }
        let (voice, notes) = Voice::new(self.volume.unwrap_or(50), self.rate.unwrap_or(50));
        (voice, notes.iter().map(ToString::to_string).collect())
    }

    /// Lays the file's game settings over `s` (the defaults and the
    /// locale's language); the command line goes over them later. Each key
    /// is checked on its own by setting up a game with it, so a bad value
    /// is reported in one line (returned) and left out, and the rest is
    /// used. `name` is the file, for messages.
    pub fn apply_to(&self, s: &mut Settings, name: &str) -> Vec<ConfigNote> {
        type Set<'a> = Box<dyn Fn(&mut Settings) + 'a>;
        type Setter<'a> = (&'static str, Set<'a>);
        type Slot = fn(&mut Settings) -> &mut Option<String>;
        fn text(slot: Slot, v: &Option<String>) -> Option<Set<'_>> {
            v.as_ref()
                .map(|v| Box::new(move |s: &mut Settings| *slot(s) = Some(v.clone())) as Set<'_>)
        }
        let mut notes = Vec::new();
        let left_out = |key: &str, why| ConfigNote::LeftOut {
            file: name.to_string(),
            key: key.to_string(),
            why,
        };
        let mut setters: Vec<Setter> = Vec::new();
        if let Some(l) = &self.lang {
            match l.parse::<laws::lang::Lang>() {
                Ok(lang) => setters.push(("lang", Box::new(move |s| s.lang = Some(lang)))),
                Err(e) => notes.push(left_out("lang", LeftOutWhy::Lang(e))),
            }
        }
        if let Some(a) = &self.announce {
            match a.trim().to_lowercase().as_str() {
                "long" | "lang" => setters.push((
                    "announce",
                    Box::new(|s| s.announce = Some(crate::settings::AnnounceForm::Long)),
                )),
                "short" | "kurz" => setters.push((
                    "announce",
                    Box::new(|s| s.announce = Some(crate::settings::AnnounceForm::Short)),
                )),
                other => notes.push(left_out(
                    "announce",
                    LeftOutWhy::Announce(other.to_string()),
                )),
            }
        }
        let texts: [(&'static str, Slot, &Option<String>); 11] = [
            ("notation", |s| &mut s.notation, &self.notation),
            (
                "write_notation",
                |s| &mut s.write_notation,
                &self.write_notation,
            ),
            ("vocabulary", |s| &mut s.vocabulary, &self.vocabulary),
            ("braille", |s| &mut s.braille, &self.braille),
            ("braille_code", |s| &mut s.braille_code, &self.braille_code),
            ("warn", |s| &mut s.warn, &self.warn),
            (
                "announce_every",
                |s| &mut s.announce_every,
                &self.announce_every,
            ),
            ("blind", |s| &mut s.blind, &self.blind),
            ("operator", |s| &mut s.operator, &self.operator),
            ("board", |s| &mut s.board, &self.board),
            ("arbiter", |s| &mut s.arbiter, &self.arbiter),
        ];
        for (key, slot, value) in texts {
            if let Some(f) = text(slot, value) {
                setters.push((key, f));
            }
        }
        for (key, set) in setters {
            let mut candidate = s.clone();
            set(&mut candidate);
            // A port is opened by the game loop; only its text is checked.
            let checked = if key == "board" {
                candidate
                    .check_text()
                    .map_err(|e| LeftOutWhy::Value(e.to_string()))
            } else {
                crate::session::Session::new(&candidate)
                    .map(|_| ())
                    .map_err(LeftOutWhy::Setup)
            };
            match checked {
                Ok(()) => *s = candidate,
                Err(why) => notes.push(left_out(key, why)),
            }
        }
        notes
    }
}

/// Writes `key = value` into the settings file, so a voice change made
/// during a game ("lauter") is there for the next game. Only that line is
/// touched: the user's other lines and comments stay as they are. A missing
/// file (and its folder) is created. The new text is written to a
/// temporary file first and renamed over the old one, so a crash leaves
/// the old file or the new one, never half of one.
///
/// A file that cannot be read or is no TOML (reported at start) is left
/// as it is: [`NotRemembered::LeftAsItIs`]. A symbolic link is written
/// through: its target gets the new text, the link stays.
pub fn remember(path: &Path, key: &str, value: i64) -> Result<(), NotRemembered> {
    let path = &link_target(path);
    let old = match crate::bounded::read_text(path, FileKind::Settings) {
        Ok(t) => t,
        Err(e) if e.is_not_found() => String::new(),
        Err(_) => return Err(NotRemembered::LeftAsItIs),
    };
    if toml::from_str::<toml::Table>(&old).is_err() {
        return Err(NotRemembered::LeftAsItIs);
    }
    let new = with_key(&old, key, value);
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    crate::durable::replace(path, &new)?;
    Ok(())
}

/// Why a voice change was not written to the settings file.
#[derive(Debug)]
pub enum NotRemembered {
    /// The file could not be read or is no TOML: it is not touched.
    LeftAsItIs,
    /// The system refused to write it.
    Io(std::io::Error),
}

impl From<std::io::Error> for NotRemembered {
    fn from(e: std::io::Error) -> Self {
        NotRemembered::Io(e)
    }
}

/// The file a settings path stands for: the target of a symbolic link
/// (followed to its end, relative links from the link's folder), else the
/// path itself.
fn link_target(path: &Path) -> PathBuf {
    let mut here = path.to_path_buf();
    // A bounded walk: a circle of links ends as the path it reached.
    for _ in 0..40 {
        match std::fs::read_link(&here) {
            Ok(to) if to.is_absolute() => here = to,
            Ok(to) => {
                here = here
                    .parent()
                    .map_or_else(|| to.clone(), |dir| dir.join(&to));
            }
            Err(_) => break,
        }
    }
    here
}

/// The settings text with the number key `key` set to `value`: its line replaced (a
/// comment after the value is kept), or a line added before the first
/// table header, where top-level keys must stand.
fn with_key(text: &str, key: &str, value: i64) -> String {
    let is_key_line = |line: &str| {
        line.trim_start()
            .strip_prefix(key)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    };
    let mut out = String::with_capacity(text.len() + 16);
    let mut done = false;
    let mut in_table = false;
    for line in text.lines() {
        if line.trim_start().starts_with('[') {
            if !done {
                out.push_str(&format!("{key} = {value}\n"));
                done = true;
            }
            in_table = true;
        }
        if !done && !in_table && is_key_line(line) {
            let indent = &line[..line.len() - line.trim_start().len()];
            // The old value is a number, so a '#' after it begins a comment.
            let comment = line
                .find('#')
                .map_or("", |h| &line[line[..h].trim_end().len()..]);
            out.push_str(&format!("{indent}{key} = {value}{comment}\n"));
            done = true;
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    if !done {
        out.push_str(&format!("{key} = {value}\n"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_keys_apply_and_bad_ones_are_reported() {
        let (c, notes) = Config::parse(
            "lang = \"de\"\nbraille = \"unicode\"\nvolume = \"loud\"\ncolour = 3\n",
            "test.toml",
        );
        assert_eq!(c.lang.as_deref(), Some("de"));
        assert_eq!(c.braille.as_deref(), Some("unicode"));
        assert_eq!(c.volume, None);
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert!(
            notes
                .iter()
                .any(|n| n.to_string().contains("'volume' left out"))
        );
        assert!(
            notes
                .iter()
                .any(|n| n.to_string().contains("unknown key 'colour'"))
        );
        let args = crate::cli::GameArgs {
            lang: Some("en".into()),
            ..crate::cli::GameArgs::default()
        };
        let mut s = Settings::default();
        assert!(c.apply_to(&mut s, "test.toml").is_empty());
        args.apply_to(&mut s).unwrap();
        assert_eq!(s.lang, Some(laws::lang::Lang::En), "the command line wins");
        assert_eq!(s.braille.as_deref(), Some("unicode"));
    }

    #[test]
    fn every_documented_key_is_applied_and_bad_values_left_out() {
        // docs/config.md names these keys; each must reach the settings.
        let (c, notes) = Config::parse(
            "lang = \"ru\"\nnotation = \"de\"\nwrite_notation = \"ru\"\nvocabulary = \"nato\"\n\
             announce = \"short\"\nbraille = \"ascii\"\nbraille_code = \"de\"\nwarn = \"1m\"\n\
             announce_every = \"10m\"\nblind = \"black\"\noperator = \"player\"\nboard = \"/dev/ttyX\"\n",
            "t.toml",
        );
        assert!(notes.is_empty(), "{notes:?}");
        let mut s = Settings::default();
        let notes = c.apply_to(&mut s, "t.toml");
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!(s.lang, Some(laws::lang::Lang::Ru));
        assert_eq!(s.notation.as_deref(), Some("de"));
        assert_eq!(s.write_notation.as_deref(), Some("ru"));
        assert_eq!(s.vocabulary.as_deref(), Some("nato"));
        assert_eq!(s.announce, Some(crate::settings::AnnounceForm::Short));
        assert_eq!(s.braille.as_deref(), Some("ascii"));
        assert_eq!(s.braille_code.as_deref(), Some("de"));
        assert_eq!(s.warn.as_deref(), Some("1m"));
        assert_eq!(s.announce_every.as_deref(), Some("10m"));
        assert_eq!(s.blind.as_deref(), Some("black"));
        assert_eq!(s.operator.as_deref(), Some("player"));
        assert_eq!(s.board.as_deref(), Some("/dev/ttyX"));
        // Bad values: each reported once and left out; the rest is used.
        let (c, _) = Config::parse(
            "lang = \"xx\"\nnotation = \"klingon\"\nbraille = \"loud\"\nannounce = \"medium\"\nwarn = \"soon\"\nblind = \"white\"\n",
            "t.toml",
        );
        let mut s = Settings::default();
        let notes = c.apply_to(&mut s, "t.toml");
        assert_eq!(notes.len(), 5, "{notes:?}");
        for key in ["lang", "notation", "braille", "announce", "warn"] {
            assert!(
                notes
                    .iter()
                    .any(|n| n.to_string().contains(&format!("'{key}' left out"))),
                "{key}: {notes:?}"
            );
        }
        assert_eq!(s.blind.as_deref(), Some("white"));
        assert_eq!(s.lang, None);
    }

    #[test]
    fn a_remembered_key_replaces_its_line_and_keeps_the_rest() {
        let text = "# my settings\nlang = \"de\"\nvolume = 60   # loud hall\nrate = 50\n";
        let new = with_key(text, "volume", 70);
        assert_eq!(
            new,
            "# my settings\nlang = \"de\"\nvolume = 70   # loud hall\nrate = 50\n"
        );
        let (c, notes) = Config::parse(&new, "x.toml");
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!((c.volume, c.rate), (Some(70), Some(50)));
        // A key not yet there is added; "volume_x" is not "volume".
        let new = with_key("volume_x = 1\n", "volume", 40);
        assert_eq!(new, "volume_x = 1\nvolume = 40\n");
        // Top-level keys go before the first table.
        let new = with_key("lang = \"en\"\n[extra]\nvolume = 3\n", "rate", 55);
        assert_eq!(new, "lang = \"en\"\nrate = 55\n[extra]\nvolume = 3\n");
        assert_eq!(with_key("", "rate", 45), "rate = 45\n");
    }

    #[test]
    #[cfg(unix)]
    fn remember_writes_through_a_symbolic_link() {
        let dir =
            std::env::temp_dir().join(format!("annabella-remember-link-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("dotfiles")).unwrap();
        let target = dir.join("dotfiles").join("annabella.toml");
        std::fs::write(&target, "lang = \"de\"\n").unwrap();
        let link = dir.join("config.toml");
        std::os::unix::fs::symlink("dotfiles/annabella.toml", &link).unwrap();
        remember(&link, "volume", 60).unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(
            std::fs::read_to_string(&target).unwrap(),
            "lang = \"de\"\nvolume = 60\n"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn remember_leaves_a_file_it_could_not_read_as_it_is() {
        let dir =
            std::env::temp_dir().join(format!("annabella-remember-bad-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("config.toml");
        for bad in [&b"lang = = de\n"[..], &b"lang = \"\xff\"\n"[..]] {
            std::fs::write(&path, bad).unwrap();
            assert!(!Config::load(&path).1.is_empty());
            assert!(matches!(
                remember(&path, "volume", 60),
                Err(NotRemembered::LeftAsItIs)
            ));
            assert_eq!(std::fs::read(&path).unwrap(), bad);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn remember_creates_and_updates_the_file() {
        let dir = std::env::temp_dir().join(format!("annabella-remember-{}", std::process::id()));
        let path = dir.join("sub").join("config.toml");
        let _ = std::fs::remove_dir_all(&dir);
        remember(&path, "volume", 65).unwrap();
        remember(&path, "rate", 40).unwrap();
        remember(&path, "volume", 70).unwrap();
        let (c, notes) = Config::load(&path);
        assert!(notes.is_empty(), "{notes:?}");
        assert_eq!((c.volume, c.rate), (Some(70), Some(40)));
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            "volume = 70\nrate = 40\n"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn broken_file_gives_defaults_and_a_message() {
        let (c, notes) = Config::parse("lang = ", "x.toml");
        assert!(c.lang.is_none());
        assert_eq!(notes.len(), 1);
        assert!(notes[0].to_string().contains("not valid TOML"));
    }
}
