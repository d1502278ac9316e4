//! Reading a user's file in bounded memory: every file annabella reads
//! whole has a size limit that fits its kind, so a wrong path (a device
//! such as `/dev/zero`, a film, a disk image) is refused at once with the
//! file and the limit named, instead of filling the memory.
//!
//! The limit is checked while reading, not on the file's stated size: a
//! device or a pipe says it is empty and never ends.

use std::io::Read;
use std::path::Path;

/// The kinds of files read whole, each with its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// The settings file (`config.toml`, `--config`).
    Settings,
    /// A game in PGN (`--pgn`, `export`).
    Pgn,
    /// A game's journal (`resume`, `export`).
    Journal,
    /// An adjourned game's sealed envelope.
    Envelope,
    /// A transcript that `check` runs.
    Transcript,
    /// A vocabulary of spoken move words (`--vocabulary FILE`).
    Vocabulary,
    /// The REPL's history of typed lines.
    History,
}

impl FileKind {
    /// The most bytes a file of this kind may hold.
    pub fn limit(self) -> u64 {
        const KIB: u64 = 1024;
        const MIB: u64 = 1024 * KIB;
        match self {
            FileKind::Settings => 64 * KIB,
            FileKind::Envelope => 64 * KIB,
            FileKind::Vocabulary => MIB,
            FileKind::History => MIB,
            FileKind::Pgn => 8 * MIB,
            FileKind::Transcript => 16 * MIB,
            FileKind::Journal => 64 * MIB,
        }
    }
}

/// A size limit as the catalogs word it: a whole number of kilobytes or
/// megabytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    Kilobytes(u64),
    Megabytes(u64),
}

impl Size {
    /// `bytes` in the largest unit that divides it.
    pub fn of(bytes: u64) -> Size {
        if bytes >= 1024 * 1024 && bytes.is_multiple_of(1024 * 1024) {
            Size::Megabytes(bytes / (1024 * 1024))
        } else {
            Size::Kilobytes(bytes.div_ceil(1024))
        }
    }
}

impl std::fmt::Display for Size {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Size::Kilobytes(1) => write!(f, "1 kilobyte"),
            Size::Kilobytes(n) => write!(f, "{n} kilobytes"),
            Size::Megabytes(1) => write!(f, "1 megabyte"),
            Size::Megabytes(n) => write!(f, "{n} megabytes"),
        }
    }
}

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// The file holds more than its kind's limit; nothing of it is used.
    TooLarge { file: String, limit: Size },
    /// The system could not read it (missing, no permission, a folder).
    Io(std::io::Error),
}

impl ReadError {
    /// Whether the file is not there at all.
    pub fn is_not_found(&self) -> bool {
        matches!(self, ReadError::Io(e) if e.kind() == std::io::ErrorKind::NotFound)
    }

    /// The system's kind of failure, where the system could not read it.
    pub fn io_kind(&self) -> Option<std::io::ErrorKind> {
        match self {
            ReadError::Io(e) => Some(e.kind()),
            ReadError::TooLarge { .. } => None,
        }
    }
}

/// The English line; the UI language's is
/// [`crate::messages::Texts::read_refused`].
impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::TooLarge { file, limit } => write!(
                f,
                "{file} is larger than {limit}, the most a file of its kind may hold; it is not read"
            ),
            ReadError::Io(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ReadError {}

impl From<ReadError> for std::io::Error {
    /// For callers that pass on an `io::Error`: a file too large is
    /// `InvalidData` carrying the [`ReadError`] (its `Display` the English
    /// line), so the catalogs can word it.
    fn from(e: ReadError) -> std::io::Error {
        match e {
            ReadError::Io(e) => e,
            other => std::io::Error::new(std::io::ErrorKind::InvalidData, other),
        }
    }
}

/// Reads at most `kind`'s limit from `reader`, the whole of it; `file`
/// names it in the error.
pub fn read_from(mut reader: impl Read, kind: FileKind, file: &str) -> Result<Vec<u8>, ReadError> {
    let limit = kind.limit();
    let mut bytes = Vec::new();
    (&mut reader)
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(ReadError::Io)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge {
            file: file.to_string(),
            limit: Size::of(limit),
        });
    }
    Ok(bytes)
}

/// Reads the file at `path` whole, refusing one larger than `kind`'s limit.
pub fn read(path: &Path, kind: FileKind) -> Result<Vec<u8>, ReadError> {
    let file = std::fs::File::open(path).map_err(ReadError::Io)?;
    read_from(file, kind, &path.display().to_string())
}

/// [`read`] as UTF-8 text; other bytes are `InvalidData`.
pub fn read_text(path: &Path, kind: FileKind) -> Result<String, ReadError> {
    String::from_utf8(read(path, kind)?).map_err(|e| {
        ReadError::Io(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            e.utf8_error(),
        ))
    })
}

/// The text of a file that may not be UTF-8: a byte order mark says
/// UTF-8 or UTF-16 (little or big endian); without one, UTF-16 is told by
/// the zero bytes every second byte that Latin text has in it. Anything
/// else is read as UTF-8, a byte that is none replaced.
pub fn decode_text(bytes: &[u8]) -> String {
    fn utf16(bytes: &[u8], big: bool) -> String {
        let units = bytes.chunks_exact(2).map(|p| {
            if big {
                u16::from_be_bytes([p[0], p[1]])
            } else {
                u16::from_le_bytes([p[0], p[1]])
            }
        });
        char::decode_utf16(units)
            .map(|c| c.unwrap_or(char::REPLACEMENT_CHARACTER))
            .collect()
    }
    match bytes {
        [0xEF, 0xBB, 0xBF, rest @ ..] => String::from_utf8_lossy(rest).into_owned(),
        [0xFF, 0xFE, rest @ ..] => utf16(rest, false),
        [0xFE, 0xFF, rest @ ..] => utf16(rest, true),
        _ if bytes.len() >= 2 && bytes.len().is_multiple_of(2) => {
            let pairs = bytes.len() / 2;
            let zero_odd = bytes.iter().skip(1).step_by(2).filter(|b| **b == 0).count();
            let zero_even = bytes.iter().step_by(2).filter(|b| **b == 0).count();
            // Text in UTF-8 holds no zero byte; most of a Latin text in
            // UTF-16 is one.
            if zero_odd * 2 > pairs && zero_even == 0 {
                utf16(bytes, false)
            } else if zero_even * 2 > pairs && zero_odd == 0 {
                utf16(bytes, true)
            } else {
                String::from_utf8_lossy(bytes).into_owned()
            }
        }
        _ => String::from_utf8_lossy(bytes).into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_within_its_limit_is_read_whole() {
        let text = "lang = \"de\"\n";
        let bytes = read_from(text.as_bytes(), FileKind::Settings, "c.toml").unwrap();
        assert_eq!(bytes, text.as_bytes());
    }

    #[test]
    fn an_endless_source_is_refused_at_its_limit() {
        let e = read_from(std::io::repeat(0), FileKind::Settings, "/dev/zero").unwrap_err();
        assert_eq!(
            e.to_string(),
            "/dev/zero is larger than 64 kilobytes, the most a file of its kind may hold; it is not read"
        );
    }

    #[test]
    fn exactly_the_limit_is_still_read() {
        let limit = FileKind::Envelope.limit() as usize;
        let bytes = read_from(&vec![b'a'; limit][..], FileKind::Envelope, "e").unwrap();
        assert_eq!(bytes.len(), limit);
        assert!(read_from(&vec![b'a'; limit + 1][..], FileKind::Envelope, "e").is_err());
    }

    #[test]
    fn utf16_text_is_decoded_with_or_without_its_mark() {
        let text = "[White \"Ä\"]\n1. e4 *\n";
        let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        assert_eq!(decode_text(&[&[0xFF, 0xFE][..], &le].concat()), text);
        assert_eq!(decode_text(&[&[0xFE, 0xFF][..], &be].concat()), text);
        assert_eq!(decode_text(&le), text);
        assert_eq!(decode_text(&be), text);
        assert_eq!(
            decode_text(&[&[0xEF, 0xBB, 0xBF][..], text.as_bytes()].concat()),
            text
        );
        assert_eq!(decode_text(text.as_bytes()), text);
    }

    #[test]
    fn sizes_are_worded_in_their_unit() {
        assert_eq!(Size::of(64 * 1024), Size::Kilobytes(64));
        assert_eq!(Size::of(8 * 1024 * 1024), Size::Megabytes(8));
        assert_eq!(Size::of(1024 * 1024).to_string(), "1 megabyte");
    }
}
