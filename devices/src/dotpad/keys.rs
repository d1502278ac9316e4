//! The Dot Pad's Perkins keys: key notifications gathered into chords (the
//! keys held before all are released), chords read as braille typing
//! (BRLTTY's conventions: space + dot 8 is Enter, space + dot 7 erases the
//! last cell), and the input line they build.

use super::codec::KeyGroup;

/// Perkins key numbers (the bit order of the notification, see
/// docs/dotpad.md).
pub mod key {
    pub(crate) const DOT7: u8 = 0;
    pub(crate) const DOT3: u8 = 1;
    pub(crate) const DOT2: u8 = 2;
    pub(crate) const DOT1: u8 = 3;
    pub(crate) const DOT4: u8 = 4;
    pub(crate) const DOT5: u8 = 5;
    pub(crate) const DOT6: u8 = 6;
    pub(crate) const DOT8: u8 = 7;
    pub(crate) const SPACE: u8 = 8;
    pub(crate) const PAN_LEFT: u8 = 13;
    pub(crate) const PAN_RIGHT: u8 = 14;
}

/// The key number of braille dot `d` (1 to 8).
pub(crate) fn dot_key(d: u8) -> Option<u8> {
    Some(match d {
        1 => key::DOT1,
        2 => key::DOT2,
        3 => key::DOT3,
        4 => key::DOT4,
        5 => key::DOT5,
        6 => key::DOT6,
        7 => key::DOT7,
        8 => key::DOT8,
        _ => return None,
    })
}

/// A set of Perkins keys, bit `k` for key number `k`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chord(pub u32);

impl Chord {
    pub(crate) fn of(keys: &[u8]) -> Chord {
        Chord(
            keys.iter()
                .filter(|k| **k < 32)
                .fold(0, |acc, k| acc | 1 << k),
        )
    }

    /// The keys of a notification's data: key `k` is bit `7 - k % 8` of
    /// byte `k / 8` (keys past 31 are not Perkins keys and are left out).
    pub(crate) fn from_bits(bits: &[u8]) -> Chord {
        let mut c = 0u32;
        for (i, byte) in bits.iter().take(4).enumerate() {
            for b in 0..8 {
                if byte & (0x80 >> b) != 0 {
                    c |= 1 << (i * 8 + b);
                }
            }
        }
        Chord(c)
    }

    /// The notification's data for these keys held (three bytes).
    pub(crate) fn to_bits(self) -> Vec<u8> {
        let mut out = vec![0u8; 3];
        for k in 0..24 {
            if self.0 & (1 << k) != 0
                && let Some(b) = out.get_mut(k / 8)
            {
                *b |= 0x80 >> (k % 8);
            }
        }
        out
    }

    pub(crate) fn has(self, k: u8) -> bool {
        k < 32 && self.0 & (1 << k) != 0
    }

    pub(crate) fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The braille cell of the dot keys held (dot 1 = bit 0 … dot 8 = bit 7).
    pub(crate) fn cell(self) -> u8 {
        (1..=8u8).fold(0, |acc, d| match dot_key(d) {
            Some(k) if self.has(k) => acc | 1 << (d - 1),
            _ => acc,
        })
    }

    /// The keys that are not dot keys.
    fn others(self) -> u32 {
        self.0 & !0xFF
    }
}

/// What a chord asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum KeyAction {
    /// A cell typed (0: a blank, typed with the space key alone).
    Cell(u8),
    Enter,
    Erase,
    PanLeft,
    PanRight,
    /// The chord did nothing.here.
    Nothing,
}

impl KeyAction {
    pub(crate) fn of(chord: Chord) -> KeyAction {
        let cell = chord.cell();
        let space = 1u32 << key::SPACE;
        match chord.others() {
            0 if cell != 0 => KeyAction::Cell(cell),
            o if o == space => match cell {
                0 => KeyAction::Cell(0),
                0x80 => KeyAction::Enter,
                0x40 => KeyAction::Erase,
                _ => KeyAction::Nothing,
            },
            o if o == 1 << key::PAN_LEFT && cell == 0 => KeyAction::PanLeft,
            o if o == 1 << key::PAN_RIGHT && cell == 0 => KeyAction::PanRight,
            _ => KeyAction::Nothing,
        }
    }
}

/// Gathers key notifications into chords: a chord is every key held
/// before all are released.
#[derive(Clone, Debug, Default)]
pub struct ChordReader {
    held: Chord,
    gathered: Chord,
}

impl ChordReader {
    /// One notification; returns the chord when all keys are up.
    pub fn keys(&mut self, group: KeyGroup, bits: &[u8]) -> Option<Chord> {
        if group != KeyGroup::Perkins {
            return None;
        }
        self.held = Chord::from_bits(bits);
        self.gathered.0 |= self.held.0;
        if self.held.is_empty() && !self.gathered.is_empty() {
            return Some(std::mem::take(&mut self.gathered));
        }
        None
    }

    /// Forgets half-typed chords (the line was lost).
    pub(crate) fn reset(&mut self) {
        *self = ChordReader::default();
    }
}

/// Longest input line, in cells (the session refuses longer moves anyway).
pub const MAX_INPUT_CELLS: usize = 60;

/// The line being typed on the Perkins keys.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InputLine {
    cells: Vec<u8>,
}

/// What typing a chord did to the input line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The line changed (or a pan key, or nothing): show it again.
    Edited,
    /// Enter: the finished line, as Unicode braille text.
    Line(String),
    /// The line is full; the cell was not added.
    Full,
    /// A pan key to the left.
    PanLeft,
    /// A pan key to the right.
    PanRight,
    /// The chord did nothing.
    Nothing,
}

impl InputLine {
    pub(crate) fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Types one chord: adds a cell, erases one, finishes the line or pans.
    pub fn type_chord(&mut self, chord: Chord) -> Typed {
        match KeyAction::of(chord) {
            KeyAction::Cell(c) => {
                if self.cells.len() >= MAX_INPUT_CELLS {
                    return Typed::Full;
                }
                self.cells.push(c);
                Typed::Edited
            }
            KeyAction::Erase => {
                self.cells.pop();
                Typed::Edited
            }
            KeyAction::Enter => {
                let text: String = std::mem::take(&mut self.cells)
                    .into_iter()
                    .map(braille::char_of_cell)
                    .collect();
                Typed::Line(text.trim_end_matches('\u{2800}').to_string())
            }
            KeyAction::PanLeft => Typed::PanLeft,
            KeyAction::PanRight => Typed::PanRight,
            KeyAction::Nothing => Typed::Nothing,
        }
    }
}

/// The chord that types braille `cell` (dot 1 = bit 0).
pub(crate) fn chord_of_cell(cell: u8) -> Chord {
    if cell == 0 {
        return Chord::of(&[key::SPACE]);
    }
    let keys: Vec<u8> = (1..=8u8)
        .filter(|d| cell & (1 << (d - 1)) != 0)
        .filter_map(dot_key)
        .collect();
    Chord::of(&keys)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_bits_follow_the_published_order() {
        // Dot 1 is key 3: bit 7 - 3 = 4 of byte 0; space is key 8: bit 7 of byte 1.
        let c = Chord::from_bits(&[0x10, 0x80]);
        assert!(c.has(key::DOT1) && c.has(key::SPACE));
        assert_eq!(c.to_bits(), vec![0x10, 0x80, 0]);
        assert_eq!(chord_of_cell(0b1101_0011).cell(), 0b1101_0011);
    }

    #[test]
    fn chords_type_cells_enter_and_erase() {
        let mut r = ChordReader::default();
        let mut line = InputLine::default();
        // Dots 1 and 5 pressed one after the other, released together: e.
        assert_eq!(
            r.keys(KeyGroup::Perkins, &Chord::of(&[key::DOT1]).to_bits()),
            None
        );
        assert_eq!(
            r.keys(
                KeyGroup::Perkins,
                &Chord::of(&[key::DOT1, key::DOT5]).to_bits()
            ),
            None
        );
        let chord = r.keys(KeyGroup::Perkins, &[0, 0, 0]).unwrap();
        assert_eq!(line.type_chord(chord), Typed::Edited);
        assert_eq!(line.cells(), &[0b1_0001]);
        line.type_chord(chord_of_cell(0b11));
        assert_eq!(
            line.type_chord(Chord::of(&[key::SPACE, key::DOT7])),
            Typed::Edited
        );
        line.type_chord(chord_of_cell(0b11_0010));
        assert_eq!(
            line.type_chord(Chord::of(&[key::SPACE, key::DOT8])),
            Typed::Line("⠑⠲".into())
        );
        assert!(line.cells().is_empty());
        assert_eq!(
            KeyAction::of(Chord::of(&[key::PAN_RIGHT])),
            KeyAction::PanRight
        );
        assert_eq!(
            KeyAction::of(Chord::of(&[key::PAN_RIGHT, key::DOT1])),
            KeyAction::Nothing
        );
        // Other groups do not make chords.
        assert_eq!(r.keys(KeyGroup::Function, &[0x80]), None);
    }
}
