//! The user-interface language (messages, talking clock). Appendix F words
//! stay German whatever this is, as the Laws prescribe.

use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    De,
    #[default]
    En,
    Ru,
}

impl FromStr for Lang {
    type Err = String;
    fn from_str(s: &str) -> Result<Lang, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "de" | "deutsch" | "german" => Ok(Lang::De),
            "en" | "english" | "englisch" => Ok(Lang::En),
            "ru" | "russian" | "русский" => Ok(Lang::Ru),
            other => Err(format!("unknown language '{other}': expected de, en or ru")),
        }
    }
}

impl Lang {
    /// From LC_ALL, LC_MESSAGES or LANG ("de_DE.UTF-8" → German); English
    /// when none names a language we have.
    pub fn from_env() -> Lang {
        for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Ok(v) = std::env::var(var)
                && !v.is_empty()
            {
                return v.get(..2).and_then(|p| p.parse().ok()).unwrap_or_default();
            }
        }
        Lang::default()
    }
}
