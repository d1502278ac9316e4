//! The Windows console set to UTF-8 while annabella runs, for output and
//! for input, so umlauts and Cyrillic are right in cmd.exe, Windows
//! Terminal and PowerShell whatever code page the console had; the code
//! pages it had are given back at exit. Elsewhere terminals speak UTF-8
//! already and nothing is done (the code-page logic is still built
//! there, for its tests). And the terminal's echo, turned off while a
//! line that must not be seen is typed ([`EchoOff`]).
#![cfg_attr(not(windows), allow(dead_code))]

/// UTF-8 (Windows code page 65001).
const CP_UTF8: u32 = 65001;

/// A console's two code pages; 0 read means there is no console.
trait CodePages {
    fn output(&self) -> u32;
    fn input(&self) -> u32;
    fn set_output(&mut self, page: u32);
    fn set_input(&mut self, page: u32);
}

/// The code pages found, to be given back; 0: none (no console).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Saved {
    output: u32,
    input: u32,
}

/// Sets both code pages to UTF-8 where there is a console; what was there.
fn to_utf8(console: &mut impl CodePages) -> Saved {
    let saved = Saved {
        output: console.output(),
        input: console.input(),
    };
    if saved.output != 0 {
        console.set_output(CP_UTF8);
    }
    if saved.input != 0 {
        console.set_input(CP_UTF8);
    }
    saved
}

/// Gives back the code pages [`to_utf8`] found.
fn restore(console: &mut impl CodePages, saved: Saved) {
    if saved.output != 0 {
        console.set_output(saved.output);
    }
    if saved.input != 0 {
        console.set_input(saved.input);
    }
}

/// This process's console (Windows).
#[cfg(windows)]
struct Windows;

#[cfg(windows)]
impl CodePages for Windows {
    // SAFETY (all four): the calls take and return plain numbers; without
    // a console they fail and change nothing.
    fn output(&self) -> u32 {
        unsafe { windows_sys::Win32::System::Console::GetConsoleOutputCP() }
    }
    fn input(&self) -> u32 {
        unsafe { windows_sys::Win32::System::Console::GetConsoleCP() }
    }
    fn set_output(&mut self, page: u32) {
        unsafe { windows_sys::Win32::System::Console::SetConsoleOutputCP(page) };
    }
    fn set_input(&mut self, page: u32) {
        unsafe { windows_sys::Win32::System::Console::SetConsoleCP(page) };
    }
}

/// Holds the console in UTF-8 until dropped, then restores its code pages.
#[must_use = "the console goes back to its code pages when this is dropped"]
pub struct Utf8Console {
    #[cfg(windows)]
    saved: Saved,
}

impl Utf8Console {
    /// Sets the console's output and input code pages to UTF-8 (Windows;
    /// a program without a console is let be).
    pub fn set() -> Utf8Console {
        #[cfg(windows)]
        {
            Utf8Console {
                saved: to_utf8(&mut Windows),
            }
        }
        #[cfg(not(windows))]
        Utf8Console {}
    }
}

impl Drop for Utf8Console {
    fn drop(&mut self) {
        #[cfg(windows)]
        restore(&mut Windows, self.saved);
    }
}

/// The terminal's echo turned off while held, for a line that must not be
/// seen (a sealed move, the envelope's secret). Where the line editor
/// draws the line it shows blanks for it anyway; on a terminal it cannot
/// draw on (`TERM=dumb`, an Emacs shell) it reads the line in the
/// terminal's own mode, and the terminal would echo every letter. The
/// line's end is still echoed, so the next answer starts on a line of its
/// own. Where standard input is no terminal (a script) nothing changes.
/// Unix only; elsewhere nothing is done.
#[must_use = "the echo comes back when this is dropped"]
pub struct EchoOff {
    #[cfg(unix)]
    saved: Option<libc::termios>,
}

impl EchoOff {
    /// Turns the echo of standard input's terminal off.
    pub fn set() -> EchoOff {
        #[cfg(unix)]
        {
            let mut now = std::mem::MaybeUninit::<libc::termios>::uninit();
            // SAFETY: tcgetattr writes a whole termios into the place given
            // when it returns 0 (standard input is a terminal); only then
            // is it read.
            let saved = (unsafe { libc::tcgetattr(libc::STDIN_FILENO, now.as_mut_ptr()) } == 0)
                .then(|| unsafe { now.assume_init() });
            if let Some(saved) = saved {
                let mut quiet = saved;
                quiet.c_lflag &= !libc::ECHO;
                quiet.c_lflag |= libc::ECHONL;
                // SAFETY: a termios read from this terminal, changed in
                // two flags. Typed-ahead input is kept (TCSANOW).
                unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, &quiet) };
            }
            EchoOff { saved }
        }
        #[cfg(not(unix))]
        EchoOff {}
    }
}

impl Drop for EchoOff {
    fn drop(&mut self) {
        #[cfg(unix)]
        if let Some(saved) = &self.saved {
            // SAFETY: the termios this terminal had when the guard was set.
            unsafe { libc::tcsetattr(libc::STDIN_FILENO, libc::TCSANOW, saved) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A console as Windows keeps it: two code pages, every change noted.
    struct Fake {
        output: u32,
        input: u32,
        changes: Vec<(&'static str, u32)>,
    }

    impl CodePages for Fake {
        fn output(&self) -> u32 {
            self.output
        }
        fn input(&self) -> u32 {
            self.input
        }
        fn set_output(&mut self, page: u32) {
            self.output = page;
            self.changes.push(("output", page));
        }
        fn set_input(&mut self, page: u32) {
            self.input = page;
            self.changes.push(("input", page));
        }
    }

    /// A console in the Western European code page 850 (cmd.exe in
    /// Germany) speaks UTF-8 both ways while annabella runs and is in 850
    /// again afterwards.
    #[test]
    fn the_console_speaks_utf8_while_held_and_is_given_back() {
        let mut console = Fake {
            output: 850,
            input: 850,
            changes: Vec::new(),
        };
        let saved = to_utf8(&mut console);
        assert_eq!((console.output, console.input), (CP_UTF8, CP_UTF8));
        restore(&mut console, saved);
        assert_eq!((console.output, console.input), (850, 850));
    }

    /// Without a console (output into a file or pipe, as under wine in CI)
    /// nothing is set and nothing given back.
    #[test]
    fn without_a_console_nothing_is_changed() {
        let mut console = Fake {
            output: 0,
            input: 0,
            changes: Vec::new(),
        };
        let saved = to_utf8(&mut console);
        restore(&mut console, saved);
        assert!(console.changes.is_empty(), "{:?}", console.changes);
    }

    /// The real console, where there is one (Windows): UTF-8 while held.
    #[cfg(windows)]
    #[test]
    fn a_real_console_is_in_utf8_while_held() {
        let before = (Windows.output(), Windows.input());
        let held = Utf8Console::set();
        if before.0 != 0 {
            assert_eq!(Windows.output(), CP_UTF8);
        }
        drop(held);
        assert_eq!((Windows.output(), Windows.input()), before);
    }
}
