//! The Windows console set to UTF-8 while annabella runs, for output and
//! for input, so umlauts and Cyrillic are right in cmd.exe, Windows
//! Terminal and PowerShell whatever code page the console had; the code
//! pages it had are given back at exit. Elsewhere terminals speak UTF-8
//! already and nothing is done.

/// Holds the console in UTF-8 until dropped, then restores its code pages.
#[must_use = "the console goes back to its code pages when this is dropped"]
pub struct Utf8Console {
    /// The output and input code pages found (0: none, no console).
    #[cfg(windows)]
    saved: (u32, u32),
}

/// UTF-8 (code page 65001).
#[cfg(windows)]
const CP_UTF8: u32 = 65001;

impl Utf8Console {
    /// Sets the console's output and input code pages to UTF-8 (Windows;
    /// a program without a console is let be).
    pub fn set() -> Utf8Console {
        #[cfg(windows)]
        {
            use windows_sys::Win32::System::Console::{
                GetConsoleCP, GetConsoleOutputCP, SetConsoleCP, SetConsoleOutputCP,
            };
            // SAFETY: these calls take and return plain numbers; without a
            // console they fail and change nothing.
            let saved = unsafe { (GetConsoleOutputCP(), GetConsoleCP()) };
            unsafe {
                if saved.0 != 0 {
                    SetConsoleOutputCP(CP_UTF8);
                }
                if saved.1 != 0 {
                    SetConsoleCP(CP_UTF8);
                }
            }
            Utf8Console { saved }
        }
        #[cfg(not(windows))]
        Utf8Console {}
    }
}

impl Drop for Utf8Console {
    fn drop(&mut self) {
        #[cfg(windows)]
        {
            use windows_sys::Win32::System::Console::{SetConsoleCP, SetConsoleOutputCP};
            // SAFETY: as in `set`.
            unsafe {
                if self.saved.0 != 0 {
                    SetConsoleOutputCP(self.saved.0);
                }
                if self.saved.1 != 0 {
                    SetConsoleCP(self.saved.1);
                }
            }
        }
    }
}

#[cfg(all(test, windows))]
mod tests {
    use super::*;
    use windows_sys::Win32::System::Console::{
        AllocConsole, GetConsoleCP, GetConsoleOutputCP, SetConsoleCP, SetConsoleOutputCP,
    };

    /// The console is in UTF-8 while held and in its own code pages again
    /// afterwards (here a console in the Western European code page 850).
    #[test]
    fn the_console_speaks_utf8_while_held_and_is_given_back() {
        // SAFETY: console calls on this process's own console.
        unsafe {
            if GetConsoleOutputCP() == 0 {
                AllocConsole();
            }
            assert_ne!(GetConsoleOutputCP(), 0, "no console to test with");
            SetConsoleOutputCP(850);
            SetConsoleCP(850);
        }
        let held = Utf8Console::set();
        unsafe {
            assert_eq!(GetConsoleOutputCP(), CP_UTF8);
            assert_eq!(GetConsoleCP(), CP_UTF8);
        }
        drop(held);
        unsafe {
            assert_eq!(GetConsoleOutputCP(), 850);
            assert_eq!(GetConsoleCP(), 850);
        }
    }
}
