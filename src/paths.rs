//! Where annabella keeps its files (history, games, configuration), by
//! each platform's conventions (the `directories` crate):
//!
//! | | data (games, history) | configuration |
//! | --- | --- | --- |
//! | Linux, BSD | `$XDG_DATA_HOME/annabella`, `~/.local/share/annabella` | `$XDG_CONFIG_HOME/annabella`, `~/.config/annabella` |
//! | Windows | `%APPDATA%\annabella` | `%APPDATA%\annabella` |
//! | macOS | `~/Library/Application Support/annabella` | the same |
//!
//! A set `XDG_DATA_HOME` or `XDG_CONFIG_HOME` is obeyed on every platform
//! (tests and portable installs use it).

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use directories::BaseDirs;

/// `override_dir`/annabella if the variable is set and not empty, else the
/// platform's folder/annabella.
fn app_dir(override_dir: Option<OsString>, platform: Option<PathBuf>) -> Option<PathBuf> {
    override_dir
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or(platform)
        .map(|d| d.join("annabella"))
}

fn base_dir(var: &str, pick: fn(&BaseDirs) -> &Path) -> Option<PathBuf> {
    app_dir(
        std::env::var_os(var),
        BaseDirs::new().map(|b| pick(&b).to_path_buf()),
    )
}

/// Games and history: `$XDG_DATA_HOME/annabella` (default
/// `~/.local/share/annabella`; `%APPDATA%\annabella` on Windows,
/// `~/Library/Application Support/annabella` on macOS).
pub fn data_dir() -> Option<PathBuf> {
    base_dir("XDG_DATA_HOME", BaseDirs::data_dir)
}

/// Settings: `$XDG_CONFIG_HOME/annabella` (default `~/.config/annabella`;
/// `%APPDATA%\annabella` on Windows, `~/Library/Application
/// Support/annabella` on macOS).
pub fn config_dir() -> Option<PathBuf> {
    base_dir("XDG_CONFIG_HOME", BaseDirs::config_dir)
}

/// The REPL's history file.
pub fn history_file() -> Option<PathBuf> {
    data_dir().map(|d| d.join("history.txt"))
}

/// Creates a new, empty game folder under `games`, named by the time and
/// never one that exists: a second game started in the same second gets
/// "-2", and so on. Creating the folder is what claims the name.
pub fn create_game_dir(games: &Path) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(games)?;
    let stamp = timestamp(SystemTime::now());
    for n in 1..=1000u32 {
        let name = if n == 1 {
            stamp.clone()
        } else {
            format!("{stamp}-{n}")
        };
        let dir = games.join(name);
        match std::fs::create_dir(&dir) {
            Ok(()) => return Ok(dir),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::new(
        std::io::ErrorKind::AlreadyExists,
        "a thousand games were started in this second",
    ))
}

pub fn timestamp(t: SystemTime) -> String {
    let secs = t
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02}-{:02}{:02}{:02}",
        rem / 3600,
        (rem / 60) % 60,
        rem % 60
    )
}

/// Today's date as a PGN Date tag value, "YYYY.MM.DD" (UTC).
pub fn pgn_date_today() -> String {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// Date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
pub fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn game_folders_started_in_one_second_differ() {
        let base = std::env::temp_dir().join(format!("annabella-dirs-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let dirs: Vec<PathBuf> = (0..5).map(|_| create_game_dir(&base).unwrap()).collect();
        let mut unique = dirs.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 5, "{dirs:?}");
        assert!(dirs.iter().all(|d| d.is_dir()));
        let _ = std::fs::remove_dir_all(&base);
    }

    #[test]
    fn a_set_variable_wins_over_the_platform_folder() {
        let platform = Some(PathBuf::from("platform"));
        assert_eq!(
            app_dir(Some("xdg".into()), platform.clone()),
            Some(Path::new("xdg").join("annabella"))
        );
        // Empty counts as unset, as the XDG specification has it.
        assert_eq!(
            app_dir(Some("".into()), platform.clone()),
            Some(Path::new("platform").join("annabella"))
        );
        assert_eq!(
            app_dir(None, platform),
            Some(Path::new("platform").join("annabella"))
        );
        assert_eq!(app_dir(None, None), None);
    }

    #[test]
    fn the_platform_folders_follow_its_conventions() {
        let Some(base) = BaseDirs::new() else {
            return;
        };
        let home = base.home_dir().to_path_buf();
        let data = app_dir(None, Some(base.data_dir().to_path_buf())).unwrap();
        let config = app_dir(None, Some(base.config_dir().to_path_buf())).unwrap();
        assert!(data.ends_with("annabella") && config.ends_with("annabella"));
        if cfg!(target_os = "macos") {
            let support = home
                .join("Library")
                .join("Application Support")
                .join("annabella");
            assert_eq!((&data, &config), (&support, &support));
        } else if cfg!(windows) {
            // %APPDATA%: the roaming profile, where Windows programs keep settings.
            assert!(data.to_string_lossy().contains("AppData"), "{data:?}");
            assert_eq!(data, config);
            let appdata = std::env::var_os("APPDATA").expect("Windows sets APPDATA");
            assert_eq!(data, PathBuf::from(appdata).join("annabella"));
            // Shown as Windows users write paths.
            let games = data.join("games").join("2026-11-29-010203");
            let shown = games.display().to_string();
            assert!(
                shown.ends_with(r"\annabella\games\2026-11-29-010203"),
                "{shown}"
            );
            assert!(!shown.contains('/'), "{shown}");
        } else if std::env::var_os("XDG_DATA_HOME").is_none()
            && std::env::var_os("XDG_CONFIG_HOME").is_none()
        {
            assert_eq!(data, home.join(".local").join("share").join("annabella"));
            assert_eq!(config, home.join(".config").join("annabella"));
        }
    }

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_723), (2024, 1, 1));
        assert_eq!(civil_from_days(20_786), (2026, 11, 29));
        let t = UNIX_EPOCH + Duration::from_secs(20_786 * 86_400 + 3_723);
        assert_eq!(timestamp(t), "2026-11-29-010203");
    }
}
