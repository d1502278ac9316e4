//! The languages annabella speaks and writes.

use std::fmt;
use std::str::FromStr;

/// One registered UI language: everything about it that is not in its
/// data files. Adding a language is one line in [`LANGUAGES`], its message
/// catalog (`lang/<code>.ftl`, registered with the application's catalogs)
/// and optionally a vocabulary in `phonetics/`.
#[derive(Debug)]
pub struct Language {
    /// ISO 639-1 code, also the locale prefix ("de" for "de_AT.UTF-8").
    pub code: &'static str,
    /// Its English name, for messages ("German").
    pub name: &'static str,
    /// Other names a user may give for it (lower case): ISO 639-2 codes and
    /// the language's name in the registered languages.
    pub names: &'static [&'static str],
}

/// The registered UI languages, one line each. English comes first: it is
/// the default and the fallback of every other catalog.
pub const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        name: "English",
        names: &["eng", "english", "englisch", "английский"],
    },
    Language {
        code: "de",
        name: "German",
        names: &["deu", "ger", "german", "deutsch", "немецкий"],
    },
    Language {
        code: "ru",
        name: "Russian",
        names: &["rus", "russian", "russisch", "русский"],
    },
];

/// A user-interface language: one of [`LANGUAGES`]. The languages the code
/// knows by name (number words, braille tables) have constants; every
/// other registered language works from its data alone.
///
/// ```
/// use laws::lang::Lang;
///
/// assert_eq!("de_AT.UTF-8".parse(), Ok(Lang::De));
/// assert_eq!("Deutsch".parse(), Ok(Lang::De));
/// assert_eq!(Lang::Ru.code(), "ru");
/// assert!("fr".parse::<Lang>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Lang(u8);

#[allow(non_upper_case_globals)]
impl Lang {
    /// English, the default.
    pub const En: Lang = Lang(0);
    /// German.
    pub const De: Lang = Lang(1);
    /// Russian.
    pub const Ru: Lang = Lang(2);

    /// Every registered language, in registration order.
    pub const ALL: [Lang; LANGUAGES.len()] = {
        let mut all = [Lang(0); LANGUAGES.len()];
        let mut i = 0;
        while i < all.len() {
            all[i] = Lang(i as u8);
            i += 1;
        }
        all
    };

    /// Its registration.
    pub(crate) fn language(self) -> &'static Language {
        LANGUAGES.get(usize::from(self.0)).unwrap_or(&LANGUAGES[0])
    }

    /// ISO 639-1 code: "de", "en", "ru".
    pub fn code(self) -> &'static str {
        self.language().code
    }

    /// `Lang::from_locale_vars`, with `system` (a BCP 47 tag such as
    /// "de-DE", the user's display language) deciding when no variable is set.
    pub fn from_locale_vars_or_system(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
        system: Option<&str>,
    ) -> Lang {
        let unset = [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .all(|v| v.trim().is_empty());
        match system {
            Some(tag) if unset => tag.parse().unwrap_or_default(),
            _ => Lang::from_locale_vars(lc_all, lc_messages, lang),
        }
    }

    /// The language of the locale variables LC_ALL, LC_MESSAGES and LANG:
    /// the first non-empty one decides (as POSIX has it); English when none
    /// is set, one is "C"/"POSIX" or a language we do not have.
    pub(crate) fn from_locale_vars(
        lc_all: Option<&str>,
        lc_messages: Option<&str>,
        lang: Option<&str>,
    ) -> Lang {
        [lc_all, lc_messages, lang]
            .into_iter()
            .flatten()
            .find(|v| !v.trim().is_empty())
            .and_then(|v| v.parse().ok())
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl fmt::Debug for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Lang({})", self.code())
    }
}

/// Recorded as its code ("de").
impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// A language name or locale we do not support.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLangError {
    /// The text that was read.
    pub input: String,
}

impl fmt::Display for ParseLangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<String> = LANGUAGES
            .iter()
            .map(|l| format!("{} ({})", l.code, l.name))
            .collect();
        write!(
            f,
            "unknown language '{}': expected {}",
            self.input,
            known.join(", ")
        )
    }
}

impl std::error::Error for ParseLangError {}

impl FromStr for Lang {
    type Err = ParseLangError;

    /// Accepts codes and locales ("de", "de_DE.UTF-8", "ru-RU", "en_GB")
    /// and language names ("German", "Deutsch", "русский").
    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        let lower = s.trim().to_lowercase();
        let head = lower.split(['_', '-', '.', '@']).next().unwrap_or_default();
        LANGUAGES
            .iter()
            .position(|l| l.code == head || l.names.contains(&head))
            .and_then(|i| u8::try_from(i).ok())
            .map(Lang)
            .ok_or_else(|| ParseLangError {
                input: s.to_string(),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_codes_locales_and_names() {
        assert_eq!("de".parse(), Ok(Lang::De));
        assert_eq!("de_DE.UTF-8".parse(), Ok(Lang::De));
        assert_eq!("Deutsch".parse(), Ok(Lang::De));
        assert_eq!("EN".parse(), Ok(Lang::En));
        assert_eq!("en_GB".parse(), Ok(Lang::En));
        assert_eq!("ru-RU".parse(), Ok(Lang::Ru));
        assert_eq!("Русский".parse(), Ok(Lang::Ru));
        let err = "fr_FR".parse::<Lang>().unwrap_err();
        assert_eq!(err.input, "fr_FR");
        assert!(err.to_string().contains("de (German)"), "{err}");
        assert!("".parse::<Lang>().is_err());
        assert!("C".parse::<Lang>().is_err());
    }

    #[test]
    fn locale_variables_in_posix_order() {
        assert_eq!(Lang::from_locale_vars(None, None, None), Lang::En);
        assert_eq!(Lang::from_locale_vars(None, None, Some("de_AT")), Lang::De);
        assert_eq!(
            Lang::from_locale_vars(None, Some("ru_RU.UTF-8"), Some("de_DE")),
            Lang::Ru
        );
        assert_eq!(
            Lang::from_locale_vars(Some("de_DE"), Some("ru_RU"), Some("en_US")),
            Lang::De
        );
        // An empty variable is skipped; an unknown one decides for English.
        assert_eq!(
            Lang::from_locale_vars(Some(""), None, Some("ru_RU")),
            Lang::Ru
        );
        assert_eq!(
            Lang::from_locale_vars(Some("fr_FR"), None, Some("de_DE")),
            Lang::En
        );
        assert_eq!(Lang::from_locale_vars(None, None, Some("C")), Lang::En);
    }

    #[test]
    fn the_system_language_decides_when_no_variable_is_set() {
        assert_eq!(
            Lang::from_locale_vars_or_system(None, None, None, Some("de-DE")),
            Lang::De
        );
        assert_eq!(
            Lang::from_locale_vars_or_system(None, Some(""), None, Some("ru-RU")),
            Lang::Ru
        );
        assert_eq!(
            Lang::from_locale_vars_or_system(None, None, None, Some("fr-FR")),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale_vars_or_system(None, None, Some("ru_RU"), Some("de-DE")),
            Lang::Ru
        );
        assert_eq!(
            Lang::from_locale_vars_or_system(None, None, Some("C"), Some("de-DE")),
            Lang::En
        );
        assert_eq!(
            Lang::from_locale_vars_or_system(None, None, None, None),
            Lang::En
        );
    }

    #[test]
    fn the_constants_are_their_registrations() {
        assert_eq!(Lang::En.code(), "en");
        assert_eq!(Lang::De.code(), "de");
        assert_eq!(Lang::Ru.code(), "ru");
        assert_eq!(Lang::default(), Lang::En);
        assert_eq!(Lang::ALL.len(), LANGUAGES.len());
        for (l, reg) in Lang::ALL.iter().zip(LANGUAGES) {
            assert_eq!(l.code(), reg.code);
            for name in reg.names {
                assert_eq!(name.parse(), Ok(*l), "{name}");
            }
        }
    }

    #[test]
    fn code_round_trips() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse(), Ok(l));
            assert_eq!(l.to_string(), l.code());
        }
    }
}
