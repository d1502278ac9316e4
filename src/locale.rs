//! The user's language as the machine tells it.

use laws::lang::Lang;

/// The language of the process locale: the first non-empty of LC_ALL,
/// LC_MESSAGES, LANG decides (as POSIX has it); when none is set, the
/// user's display language on Windows and macOS (where those variables are
/// rarely set); English when it is unset, "C"/"POSIX" or a language we do
/// not have.
pub fn lang_from_env() -> Lang {
    let var = |name| std::env::var(name).ok();
    let system = if cfg!(any(windows, target_os = "macos")) {
        sys_locale::get_locale()
    } else {
        None
    };
    Lang::from_locale_vars_or_system(
        var("LC_ALL").as_deref(),
        var("LC_MESSAGES").as_deref(),
        var("LANG").as_deref(),
        system.as_deref(),
    )
}
