//! Braille displays driven by BRLTTY: every answer is
//! shown on the display, long answers are panned with the display's own
//! keys, and braille typed on the display is read as input lines.
//! docs/brltty.md describes how it works and its limits.
//!
//! This module is the part without I/O and builds everywhere: key codes
//! read (`Key::of_code`), answers cut into display windows
//! ([`windows`]), and the display attached to a game loop ([`Attached`]),
//! which talks to any [`BrailleDisplay`]. The connection to BRLTTY itself
//! (`brlapi`, through libbrlapi) is built with the cargo feature `brltty`
//! only, so the default build needs no system library.

#[cfg(feature = "brltty")]
pub mod brlapi;
pub mod reconnect;

use std::fmt;

/// BrlAPI key codes (brlapi_keycodes.h and brlapi_constants.h, BrlAPI 0.8):
/// the parts annabella reads.
pub mod code {
    /// Type bits: a BRLTTY command or an X keysym.
    pub(crate) const TYPE_MASK: u64 = 0xE000_0000;
    pub(crate) const TYPE_CMD: u64 = 0x2000_0000;
    pub(crate) const TYPE_SYM: u64 = 0x0000_0000;
    /// A command's block and argument.
    pub(crate) const CMD_BLK_MASK: u64 = 0x1FFF_0000;
    pub(crate) const CMD_BLK_SHIFT: u32 = 16;
    pub(crate) const CMD_ARG_MASK: u64 = 0x0000_FFFF;
    /// Commands of block 0.
    pub(crate) const CMD_LNUP: u64 = 1;
    pub(crate) const CMD_LNDN: u64 = 2;
    pub(crate) const CMD_FWINLT: u64 = 23;
    pub(crate) const CMD_FWINRT: u64 = 24;
    /// The block of typed dots; its argument is the dots (dot 1 = bit 0)
    /// and [`DOTC`] when the space bar was pressed with them.
    pub(crate) const BLK_PASSDOTS: u64 = 34;
    pub(crate) const DOTC: u64 = 0x100;
    /// Keysyms.
    pub(crate) const SYM_BACKSPACE: u64 = 0xFF08;
    pub(crate) const SYM_LINEFEED: u64 = 0xFF0D;
    pub(crate) const SYM_DELETE: u64 = 0xFFFF;
    pub(crate) const SYM_UNICODE: u64 = 0x0100_0000;
    /// The key code without its flags (modifiers).
    pub(crate) const CODE_MASK: u64 = 0x1FFF_FFFF;
}

/// What a key pressed on the display asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A character typed: a braille cell (U+2800 to U+28FF) when BRLTTY
    /// passes the dots, or the character BRLTTY's text table made of them.
    Char(char),
    /// Enter (space with dot 8 on most displays).
    Enter,
    /// Erase the last character (space with dot 7 on most displays).
    Erase,
    /// The display's keys that move the window left (or up) and right.
    PanLeft,
    /// The key that moves the window right (or down).
    PanRight,
    /// A key annabella does not use (routing keys, other commands).
    Other(u64),
}

impl Key {
    /// Reads a BrlAPI key code.
    pub(crate) fn of_code(c: u64) -> Key {
        if c & code::TYPE_MASK == code::TYPE_CMD {
            let blk = (c & code::CMD_BLK_MASK) >> code::CMD_BLK_SHIFT;
            let arg = c & code::CMD_ARG_MASK;
            return match (blk, arg) {
                (0, code::CMD_FWINLT | code::CMD_LNUP) => Key::PanLeft,
                (0, code::CMD_FWINRT | code::CMD_LNDN) => Key::PanRight,
                (code::BLK_PASSDOTS, a) => {
                    let dots = (a & 0xFF) as u8;
                    if a & code::DOTC == 0 {
                        Key::Char(braille::char_of_cell(dots))
                    } else {
                        match dots {
                            0 => Key::Char(' '),
                            0x80 => Key::Enter,
                            0x40 => Key::Erase,
                            _ => Key::Other(c),
                        }
                    }
                }
                _ => Key::Other(c),
            };
        }
        if c & code::TYPE_MASK != code::TYPE_SYM {
            return Key::Other(c);
        }
        let sym = c & code::CODE_MASK;
        match sym {
            code::SYM_LINEFEED => Key::Enter,
            code::SYM_BACKSPACE | code::SYM_DELETE => Key::Erase,
            s if s & code::SYM_UNICODE != 0 => char::from_u32((s & 0x00FF_FFFF) as u32)
                .filter(|ch| !ch.is_control())
                .map_or(Key::Other(c), Key::Char),
            // Latin-1 characters come as themselves.
            s if s < 0x100 => char::from_u32(s as u32)
                .filter(|ch| !ch.is_control())
                .map_or(Key::Other(c), Key::Char),
            _ => Key::Other(c),
        }
    }
}

/// Why the display cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DisplayError {
    /// No connection to BRLTTY (it is not running, or refuses us).
    Connect(String),
    /// The connection was lost or a request failed.
    Lost(String),
    /// Annabella was built without the `brltty` feature.
    NotBuilt,
}

impl fmt::Display for DisplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DisplayError::Connect(why) => write!(f, "cannot connect to BRLTTY: {why}"),
            DisplayError::Lost(why) => f.write_str(why),
            DisplayError::NotBuilt => f.write_str(
                "this annabella was built without BRLTTY support (build it with: cargo build --release --features brltty)",
            ),
        }
    }
}

impl std::error::Error for DisplayError {}

/// A braille display: BRLTTY through BrlAPI, or a test double.
pub trait BrailleDisplay: Send {
    /// Cells in the display's text window.
    fn width(&self) -> usize;
    /// Shows `text` (at most [`BrailleDisplay::width`] characters), with
    /// the cursor after character `cursor` (counted from 0) or none.
    fn write(&mut self, text: &str, cursor: Option<usize>) -> Result<(), DisplayError>;
    /// The next key pressed, without waiting; `None` when there is none.
    fn read_key(&mut self) -> Result<Option<u64>, DisplayError>;
}

/// Connects to BRLTTY (`host`: BrlAPI's host setting; `None` takes
/// `BRLAPI_HOST` or the local default) and takes the display.
pub fn connect(host: Option<&str>) -> Result<Box<dyn BrailleDisplay>, DisplayError> {
    #[cfg(feature = "brltty")]
    {
        brlapi::BrlApi::open(host).map(|b| Box::new(b) as Box<dyn BrailleDisplay>)
    }
    #[cfg(not(feature = "brltty"))]
    {
        let _ = host;
        Err(DisplayError::NotBuilt)
    }
}

/// Cuts `text` into windows of at most `width` characters, breaking at
/// spaces where a word would be cut (a word longer than the window is cut).
/// Line breaks and runs of spaces become one space: a display has one line.
///
/// ```
/// use devices::brltty::windows;
///
/// assert_eq!(windows("White to move,\n   Nf3 was played", 16), ["White to move,", "Nf3 was played"]);
/// assert_eq!(windows("Schachbrett", 5), ["Schac", "hbret", "t"]);
/// ```
pub fn windows(text: &str, width: usize) -> Vec<String> {
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let chars: Vec<char> = text.chars().collect();
    let width = width.max(1);
    let mut out = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let rest = chars.get(at..).unwrap_or_default();
        let end = if rest.len() <= width {
            rest.len()
        } else if rest.get(width) == Some(&' ') {
            width
        } else {
            match rest
                .get(..width)
                .and_then(|w| w.iter().rposition(|c| *c == ' '))
            {
                Some(space) if space > 0 => space,
                _ => width,
            }
        };
        let window: String = rest.get(..end).unwrap_or_default().iter().collect();
        out.push(window.trim_end().to_string());
        at += end;
        while chars.get(at) == Some(&' ') {
            at += 1;
        }
    }
    out
}

/// Longest line typed on the display, in characters.
pub const MAX_INPUT_CHARS: usize = 60;

/// What a key did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Enter: the finished line.
    Line(String),
    /// The line is full; the character was not added.
    Full,
    /// The line or the window changed: show it again.
    Changed,
    /// Nothing to do.
    Nothing,
}

/// A display that was lost: every use fails until it is reattached.
struct Gone {
    width: usize,
}

impl BrailleDisplay for Gone {
    fn width(&self) -> usize {
        self.width
    }
    fn write(&mut self, _: &str, _: Option<usize>) -> Result<(), DisplayError> {
        Err(DisplayError::Lost(
            "the braille display is not connected".into(),
        ))
    }
    fn read_key(&mut self) -> Result<Option<u64>, DisplayError> {
        Err(DisplayError::Lost(
            "the braille display is not connected".into(),
        ))
    }
}

/// A display attached to a game loop: what it shows (the last answer, a
/// window of it at a time, or the line being typed) and the line typed.
pub struct Attached {
    display: Box<dyn BrailleDisplay>,
    input: Vec<char>,
    answer: Vec<String>,
    at: usize,
    /// Printed echo of the last line typed on the display: not shown again.
    echo: Option<String>,
    shown: Option<(String, Option<usize>)>,
}

impl Attached {
    /// A game loop's use of this display.
    pub fn new(display: Box<dyn BrailleDisplay>) -> Attached {
        Attached {
            display,
            input: Vec::new(),
            answer: Vec::new(),
            at: 0,
            echo: None,
            shown: None,
        }
    }

    /// The answer to show: the lines said and printed, in order, joined
    /// (the echo of the line typed on the display is left out). An answer
    /// that says nothing leaves the last answer on the display.
    pub fn set_answer(&mut self, lines: &[&str]) {
        let echo = self.echo.take();
        let text: Vec<&str> = lines
            .iter()
            .copied()
            .filter(|line| echo.as_deref() != Some(*line))
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .collect();
        if text.is_empty() {
            return;
        }
        self.answer = windows(&text.join(" "), self.display.width());
        self.at = 0;
    }

    /// The display is lost: its connection is closed now (BrlAPI allows
    /// one at a time), what it should show is kept for [`Attached::reattach`].
    pub fn detach(&mut self) {
        let width = self.display.width();
        self.display = Box::new(Gone { width });
        self.shown = None;
    }

    /// The display connected again after it was lost: the same answer
    /// and line typed, shown in full at the next redraw.
    pub fn reattach(&mut self, display: Box<dyn BrailleDisplay>) {
        self.display = display;
        self.shown = None;
    }

    /// The echo printed for a line typed on the display.
    pub fn set_echo(&mut self, echo: &str) {
        self.echo = Some(echo.to_string());
    }

    /// The answer's windows and which one is shown.
    pub fn answer(&self) -> (&[String], usize) {
        (&self.answer, self.at)
    }

    /// The line being typed.
    pub fn input(&self) -> String {
        self.input.iter().collect()
    }

    /// What the display should show: the line being typed after the
    /// prompt (its end, when it is longer than the display), else the
    /// answer's window, else the prompt.
    pub(crate) fn window(&self, prompt: &str) -> (String, Option<usize>) {
        let width = self.display.width().max(1);
        if !self.input.is_empty() {
            let line: Vec<char> = prompt.chars().chain(self.input.iter().copied()).collect();
            let start = line.len().saturating_sub(width - 1);
            let shown: String = line.get(start..).unwrap_or_default().iter().collect();
            let cursor = shown.chars().count();
            return (shown, Some(cursor));
        }
        if let Some(w) = self.answer.get(self.at) {
            return (w.clone(), None);
        }
        (prompt.chars().take(width).collect(), None)
    }

    /// Writes `Attached::window` when it changed.
    pub fn redraw(&mut self, prompt: &str) -> Result<(), DisplayError> {
        let want = self.window(prompt);
        if self.shown.as_ref() == Some(&want) {
            return Ok(());
        }
        self.display.write(&want.0, want.1)?;
        self.shown = Some(want);
        Ok(())
    }

    /// The keys pressed since the last call.
    pub fn keys(&mut self) -> Result<Vec<Key>, DisplayError> {
        let mut keys = Vec::new();
        // Bounded: a display that sends without end cannot hold the loop.
        while keys.len() < 256 {
            match self.display.read_key()? {
                Some(c) => keys.push(Key::of_code(c)),
                None => break,
            }
        }
        Ok(keys)
    }

    /// One key: typing, Enter, erasing, panning.
    pub fn key(&mut self, key: Key) -> Typed {
        match key {
            Key::Char(c) => {
                if self.input.len() >= MAX_INPUT_CHARS {
                    return Typed::Full;
                }
                self.input.push(c);
                Typed::Changed
            }
            Key::Erase => {
                self.input.pop();
                Typed::Changed
            }
            Key::Enter => {
                let line: String = std::mem::take(&mut self.input).into_iter().collect();
                let line = line.trim().to_string();
                if line.is_empty() {
                    Typed::Changed
                } else {
                    Typed::Line(line)
                }
            }
            Key::PanRight if self.at + 1 < self.answer.len() => {
                self.at += 1;
                Typed::Changed
            }
            Key::PanLeft if self.at > 0 => {
                self.at -= 1;
                Typed::Changed
            }
            Key::PanLeft | Key::PanRight | Key::Other(_) => Typed::Nothing,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// What was written: the text and the cursor.
    type Written = Vec<(String, Option<usize>)>;

    /// A display in memory: what was written, and keys to read.
    #[derive(Clone, Default)]
    struct Fake {
        shown: Arc<Mutex<Written>>,
        keys: Arc<Mutex<Vec<u64>>>,
    }

    impl BrailleDisplay for Fake {
        fn width(&self) -> usize {
            20
        }
        fn write(&mut self, text: &str, cursor: Option<usize>) -> Result<(), DisplayError> {
            self.shown.lock().unwrap().push((text.into(), cursor));
            Ok(())
        }
        fn read_key(&mut self) -> Result<Option<u64>, DisplayError> {
            let mut k = self.keys.lock().unwrap();
            Ok((!k.is_empty()).then(|| k.remove(0)))
        }
    }

    const fn cmd(blk: u64, arg: u64) -> u64 {
        code::TYPE_CMD | blk << code::CMD_BLK_SHIFT | arg
    }

    #[test]
    fn key_codes_are_read_as_brltty_sends_them() {
        // Codes as BRLTTY 6.5 sent them for the virtual display's keys.
        assert_eq!(Key::of_code(0x65), Key::Char('e'));
        assert_eq!(Key::of_code(0xFF0D), Key::Enter);
        assert_eq!(Key::of_code(0xFF08), Key::Erase);
        assert_eq!(Key::of_code(0x2000_0018), Key::PanRight);
        assert_eq!(Key::of_code(0x2000_0017), Key::PanLeft);
        assert_eq!(Key::of_code(0x20), Key::Char(' '));
        // A character beyond Latin-1, a braille cell among them.
        assert_eq!(Key::of_code(code::SYM_UNICODE | 0x2811), Key::Char('⠑'));
        assert_eq!(Key::of_code(code::SYM_UNICODE | 0x0445), Key::Char('х'));
        // Dots passed as dots; with the space bar: Enter, erase, space.
        assert_eq!(Key::of_code(cmd(34, 0x11)), Key::Char('⠑'));
        assert_eq!(Key::of_code(cmd(34, 0x180)), Key::Enter);
        assert_eq!(Key::of_code(cmd(34, 0x140)), Key::Erase);
        assert_eq!(Key::of_code(cmd(34, 0x100)), Key::Char(' '));
        // Modifier flags do not change the character.
        assert_eq!(Key::of_code(0x0000_0008_0000_0065), Key::Char('e'));
        // Control characters and routing keys are not typed.
        assert!(matches!(Key::of_code(0x07), Key::Other(_)));
        assert!(matches!(Key::of_code(cmd(1, 3)), Key::Other(_)));
    }

    #[test]
    fn long_answers_are_cut_at_spaces() {
        assert_eq!(
            windows("The clock of White shows five minutes.", 20),
            vec!["The clock of White", "shows five minutes."]
        );
        assert_eq!(windows("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        assert_eq!(windows("  ", 4), Vec::<String>::new());
        assert_eq!(
            windows("Moves:\n  e4\tand d4", 20),
            vec!["Moves: e4 and d4"]
        );
        // Every character of the text is in a window, in order.
        let t = "Springer Gustav eins Felix drei, Schach. Weiß ist am Zug.";
        let joined = windows(t, 13).join(" ");
        assert_eq!(joined, t);
    }

    #[test]
    fn typing_panning_and_the_answer() {
        let fake = Fake::default();
        let mut a = Attached::new(Box::new(fake.clone()));
        a.set_answer(&["Black to move. The clock shows five minutes"]);
        a.redraw("> ").unwrap();
        assert_eq!(a.answer().0.len(), 3);
        // Pan right twice, then once more (nothing past the end), then left.
        *fake.keys.lock().unwrap() = vec![0x2000_0018, 0x2000_0018, 0x2000_0018, 0x2000_0017];
        let keys = a.keys().unwrap();
        let typed: Vec<Typed> = keys.into_iter().map(|k| a.key(k)).collect();
        assert_eq!(
            typed,
            vec![
                Typed::Changed,
                Typed::Changed,
                Typed::Nothing,
                Typed::Changed
            ]
        );
        a.redraw("> ").unwrap();
        // Typing shows the line after the prompt, the cursor after it.
        for k in [0x65u64, 0x78, 0xFF08, 0x35] {
            a.key(Key::of_code(k));
        }
        a.redraw("> ").unwrap();
        assert_eq!(a.key(Key::Enter), Typed::Line("e5".into()));
        a.redraw("> ").unwrap();
        let shown = fake.shown.lock().unwrap().clone();
        assert_eq!(
            shown,
            vec![
                ("Black to move. The".to_string(), None),
                ("clock shows five".to_string(), None),
                ("> e5".to_string(), Some(4)),
                ("clock shows five".to_string(), None),
            ]
        );
        // The echo of a typed line is not shown as its answer.
        a.set_echo("> e5");
        a.set_answer(&["> e5", "Check."]);
        assert_eq!(a.window("> ").0, "Check.");
        // A full line takes no more.
        for _ in 0..MAX_INPUT_CHARS {
            assert_eq!(a.key(Key::Char('a')), Typed::Changed);
        }
        assert_eq!(a.key(Key::Char('a')), Typed::Full);
        let (w, cursor) = a.window("> ");
        assert_eq!(w.chars().count(), 19);
        assert_eq!(cursor, Some(19));
    }
}
