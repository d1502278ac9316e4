//! The game journal: an append-only text file, one record a line, that
//! survives a crash at any instant. Each line carries its own sequence
//! number and CRC-32, so a write torn by a crash or power cut is recognised
//! and dropped, never misread as a move. [`Journal::append`] returns only
//! once the line is on disk, so whatever the session announced after it is
//! in the journal. The format is described in `docs/journal.md`.

mod line;

#[cfg(test)]
mod tests;

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

pub use line::{MAX_KIND_CHARS, MAX_LINE_BYTES, escape, unescape, valid_kind};

/// Kind of the first record of every journal, written by [`Journal::create`].
pub const FORMAT_KIND: &str = "journal";
/// Payload of the first record: program and format version.
pub const FORMAT_PAYLOAD: &str = "annabella 1";

/// One journal record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// 1 for the first line of the file, then one more each line.
    pub seq: u64,
    /// Session time when the record was written, kept to the millisecond.
    pub time: Duration,
    /// A lowercase word saying what the record is (`move`, `clock`, ...).
    pub kind: String,
    /// Free text; may hold newlines (they are escaped in the file).
    pub payload: String,
}

/// Why a line was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DropReason {
    /// The file ends in the middle of this line: a write torn by a crash.
    NotTerminated,
    /// The checksum does not match the line.
    BadChecksum,
    /// The checksum matches but the text is not valid UTF-8.
    InvalidUtf8,
    /// The line is whole but its sequence number is not the next one.
    OutOfSequence { expected: u64, found: u64 },
    /// The line is not a record at all.
    Unparsable(&'static str),
    /// The line comes after a damaged line; `intact` says whether it is a
    /// whole record with a good checksum (then something was lost between).
    AfterDamage { intact: bool },
}

impl fmt::Display for DropReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DropReason::NotTerminated => write!(f, "the line was cut off: the last write was torn"),
            DropReason::BadChecksum => {
                write!(f, "the checksum does not match: the line is damaged")
            }
            DropReason::InvalidUtf8 => write!(f, "the line is not valid UTF-8 text"),
            DropReason::OutOfSequence { expected, found } => {
                write!(f, "record {found} stands where record {expected} should be")
            }
            DropReason::Unparsable(why) => write!(f, "the line is not a record: {why}"),
            DropReason::AfterDamage { intact: true } => {
                write!(f, "a whole record, but it follows a damaged line")
            }
            DropReason::AfterDamage { intact: false } => {
                write!(f, "a damaged line after a damaged line")
            }
        }
    }
}

/// A line that was not used, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DroppedLine {
    /// Line number in the file, from 1.
    pub line_no: usize,
    /// Byte offset of the start of the line.
    pub offset: u64,
    pub reason: DropReason,
}

impl fmt::Display for DroppedLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Journal line {}: {}.", self.line_no, self.reason)
    }
}

/// What reading a journal gives: the records that can be trusted, and the
/// lines that were dropped.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recovered {
    /// Records 1, 2, 3, ... up to the first bad line.
    pub records: Vec<Record>,
    /// Every line from the first bad one to the end of the file.
    pub dropped: Vec<DroppedLine>,
    /// Length in bytes of the trusted part (where the first bad line starts).
    pub clean_len: u64,
}

impl Recovered {
    /// Whether the damage, if any, can only be a write torn by a crash: no
    /// whole record follows the first bad line, so dropping it loses nothing
    /// that was ever complete on disk.
    pub fn is_torn_tail_only(&self) -> bool {
        !self.dropped.iter().any(|d| {
            matches!(
                d.reason,
                DropReason::AfterDamage { intact: true } | DropReason::OutOfSequence { .. }
            )
        })
    }
}

/// Reads records from journal bytes.
///
/// The rule: records are read in order while each line is whole, has a good
/// checksum and the next sequence number. The first line that fails stops
/// the reading; it and every line after it are reported in
/// [`Recovered::dropped`], never used, because nothing after a gap can be
/// trusted to follow on from what came before.
pub fn read_bytes(bytes: &[u8]) -> Recovered {
    let mut out = Recovered::default();
    let mut offset = 0usize;
    let mut damaged = false;
    let mut line_no = 0usize;
    while offset < bytes.len() {
        line_no += 1;
        let rest = bytes.get(offset..).unwrap_or_default();
        let (text, terminated) = match rest.iter().position(|&b| b == b'\n') {
            Some(end) => (rest.get(..end).unwrap_or_default(), true),
            None => (rest, false),
        };
        let decoded = if terminated {
            line::decode(text)
        } else {
            Err(DropReason::NotTerminated)
        };
        let expected = out.records.len() as u64 + 1;
        let reason = match decoded {
            d if damaged => Some(DropReason::AfterDamage { intact: d.is_ok() }),
            Ok(r) if r.seq != expected => Some(DropReason::OutOfSequence {
                expected,
                found: r.seq,
            }),
            Ok(r) => {
                out.records.push(r);
                None
            }
            Err(reason) => Some(reason),
        };
        if let Some(reason) = reason {
            if !damaged {
                out.clean_len = offset as u64;
            }
            damaged = true;
            out.dropped.push(DroppedLine {
                line_no,
                offset: offset as u64,
                reason,
            });
        }
        offset += text.len() + usize::from(terminated);
    }
    if !damaged {
        out.clean_len = bytes.len() as u64;
    }
    out
}

/// The line, newline included, that the journal holds for `record`: what
/// [`Journal::append`] writes and [`read_bytes`] accepts back.
pub fn encode_record(record: &Record) -> String {
    line::encode(
        record.seq,
        line::millis(record.time),
        &record.kind,
        &record.payload,
    )
}

/// Reads a journal file (see [`read_bytes`] for the rule).
pub fn read(path: impl AsRef<Path>) -> io::Result<Recovered> {
    let path = path.as_ref();
    Ok(read_bytes(&crate::bounded::read(
        path,
        crate::bounded::FileKind::Journal,
    )?))
}

/// Why a journal could not be opened for appending; carried inside the
/// `io::Error` (kind `InvalidData`) so callers can downcast it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpenProblem {
    /// Whole records follow a damaged line: not a crash but damage to the
    /// file. Appending would bury it, so the file is left untouched.
    DamagedInside { first_bad: DroppedLine },
    /// The file does not start with the journal format record.
    NotAJournal,
    /// The file holds no game: the game's folder was made, but its first
    /// records were never written whole (a full disk). Nothing, or a
    /// beginning of the format record, or that record without the
    /// settings after it.
    Empty,
}

impl fmt::Display for OpenProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenProblem::DamagedInside { first_bad } => write!(
                f,
                "The journal is damaged at line {}, and whole records follow it. \
                 It was left as it is.",
                first_bad.line_no
            ),
            OpenProblem::NotAJournal => write!(f, "This file is not an annabella game journal."),
            OpenProblem::Empty => write!(
                f,
                "The journal is empty or was cut off when the game was created."
            ),
        }
    }
}

impl std::error::Error for OpenProblem {}

/// An open journal, appending. Holds an exclusive lock on the file so two
/// sessions cannot write one game.
#[derive(Debug)]
pub struct Journal {
    file: File,
    path: PathBuf,
    next_seq: u64,
    /// Bytes known to be whole records; a failed write is cut back to this.
    len: u64,
    /// Set when a sync failed: what is on disk is unknown until reopened.
    broken: bool,
}

impl Journal {
    /// Creates a new journal (refusing to overwrite any file) holding the
    /// format record and then `header` records (kind, payload) at time
    /// zero, all on disk before it returns.
    pub fn create(path: impl AsRef<Path>, header: &[(&str, &str)]) -> io::Result<Journal> {
        let path = path.as_ref().to_path_buf();
        let mut text = line::encode(1, 0, FORMAT_KIND, FORMAT_PAYLOAD);
        for (i, (kind, payload)) in header.iter().enumerate() {
            check_record(kind, payload)?;
            text.push_str(&line::encode(i as u64 + 2, 0, kind, payload));
        }
        let mut file = OpenOptions::new()
            .read(true)
            .append(true)
            .create_new(true)
            .open(&path)?;
        lock(&file)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        sync_parent_dir(&path)?;
        Ok(Journal {
            file,
            path,
            next_seq: header.len() as u64 + 2,
            len: text.len() as u64,
            broken: false,
        })
    }

    /// Opens an existing journal to go on writing it. Reads every record;
    /// a torn last write is cut off (and reported in the returned
    /// [`Recovered`]) so the next record starts on a clean line. Damage
    /// inside the file, or a file that is no journal, is refused with an
    /// `InvalidData` error carrying an [`OpenProblem`], leaving it untouched.
    pub fn open_append(path: impl AsRef<Path>) -> io::Result<(Journal, Recovered)> {
        let path = path.as_ref().to_path_buf();
        let mut file = OpenOptions::new().read(true).append(true).open(&path)?;
        lock(&file)?;
        let bytes = crate::bounded::read_from(
            &mut file,
            crate::bounded::FileKind::Journal,
            &path.display().to_string(),
        )?;
        let recovered = read_bytes(&bytes);
        let is_journal = recovered
            .records
            .first()
            .is_some_and(|r| r.kind == FORMAT_KIND && r.payload == FORMAT_PAYLOAD);
        if !is_journal {
            if cut_off_at_creation(&bytes) {
                return Err(problem(OpenProblem::Empty));
            }
            return Err(problem(OpenProblem::NotAJournal));
        }
        if !recovered.is_torn_tail_only()
            && let Some(first_bad) = recovered.dropped.first()
        {
            return Err(problem(OpenProblem::DamagedInside {
                first_bad: first_bad.clone(),
            }));
        }
        if recovered.clean_len < bytes.len() as u64 {
            file.set_len(recovered.clean_len)?;
            file.sync_all()?;
        }
        let journal = Journal {
            file,
            path,
            next_seq: recovered.records.len() as u64 + 1,
            len: recovered.clean_len,
            broken: false,
        };
        Ok((journal, recovered))
    }

    /// Appends one record and makes it durable (`sync_data`) before
    /// returning it: announce a move only after this returned `Ok`.
    ///
    /// A failed write is cut back so the file stays clean, and the record
    /// counts as not written. A failed sync leaves the file's state unknown;
    /// the journal then refuses further appends until reopened.
    pub fn append(&mut self, time: Duration, kind: &str, payload: &str) -> io::Result<Record> {
        let seq = self.next_seq;
        self.append_all(&[(time, kind, payload)])?;
        Ok(Record {
            seq,
            time: Duration::from_millis(line::millis(time)),
            kind: kind.to_string(),
            payload: payload.to_string(),
        })
    }

    /// Appends several records with one write and one `sync_data`: a
    /// typed line and the move it made are durable together, or neither
    /// is. On failure nothing counts as written (see [`Journal::append`]).
    pub fn append_all(&mut self, records: &[(Duration, &str, &str)]) -> io::Result<()> {
        if self.broken {
            return Err(io::Error::other(
                "The journal could not be saved earlier; open it again before writing.",
            ));
        }
        let mut text = String::new();
        for (i, (time, kind, payload)) in records.iter().enumerate() {
            check_record(kind, payload)?;
            text.push_str(&line::encode(
                self.next_seq + i as u64,
                line::millis(*time),
                kind,
                payload,
            ));
        }
        if text.is_empty() {
            return Ok(());
        }
        if let Err(e) = self.file.write_all(text.as_bytes()) {
            if self.file.set_len(self.len).is_err() {
                self.broken = true;
            }
            return Err(e);
        }
        if let Err(e) = self.file.sync_data() {
            self.broken = true;
            return Err(e);
        }
        self.len += text.len() as u64;
        self.next_seq += records.len() as u64;
        Ok(())
    }

    /// The journal file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Sequence number the next record will get.
    pub fn next_seq(&self) -> u64 {
        self.next_seq
    }
}

/// Whether `bytes` are what creating a journal leaves when it is cut off
/// before its format record is whole: nothing (blanks at most) or a
/// beginning of that record's line.
pub fn cut_off_at_creation(bytes: &[u8]) -> bool {
    let first = line::encode(1, 0, FORMAT_KIND, FORMAT_PAYLOAD);
    bytes.iter().all(u8::is_ascii_whitespace) || first.as_bytes().starts_with(bytes)
}

/// The error carrying `p`, as [`Journal::open_append`] gives it.
pub fn problem(p: OpenProblem) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, p)
}

/// Refuses a record that could not be written as one valid line.
fn check_record(kind: &str, payload: &str) -> io::Result<()> {
    if !valid_kind(kind) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("journal record kind {kind:?} is not a lower-case word"),
        ));
    }
    // Escaping at most quadruples a byte; a payload that short always fits.
    if payload.len() > (MAX_LINE_BYTES - 100) / 4 && line_too_long(payload) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "journal record payload is too long",
        ));
    }
    Ok(())
}

/// Whether a payload, escaped, would make a line longer than readers accept
/// (sequence number and time at their longest, kind at its longest).
fn line_too_long(payload: &str) -> bool {
    let frame = 20 + 1 + 20 + 1 + MAX_KIND_CHARS + 1 + 10;
    escape(payload).len() + frame > MAX_LINE_BYTES
}

/// Takes the exclusive advisory lock; a platform without locks is let be.
/// A lock held for a moment is waited for (up to a second): a session just
/// closing, or a process being started elsewhere in this program, which
/// holds copies of open files until it runs its program.
fn lock(file: &File) -> io::Result<()> {
    for _ in 0..20 {
        match try_lock(file) {
            Ok(()) => return Ok(()),
            Err(std::fs::TryLockError::WouldBlock) => {
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            Err(std::fs::TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {
                return Ok(());
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(e),
        }
    }
    Err(io::Error::new(
        io::ErrorKind::WouldBlock,
        "The journal is in use by another session.",
    ))
}

/// Whether another session holds the journal at `path` open (its lock
/// is taken): a game being created or played there, whatever the file
/// holds yet.
pub fn in_use(path: &Path) -> bool {
    File::open(path).is_ok_and(|f| matches!(try_lock(&f), Err(std::fs::TryLockError::WouldBlock)))
}

/// The exclusive advisory lock, taken at once or refused (Unix: flock).
#[cfg(not(windows))]
fn try_lock(file: &File) -> Result<(), std::fs::TryLockError> {
    file.try_lock()
}

/// Where the journal's lock lies on Windows: one byte far past the end of
/// any journal. Windows locks are mandatory: a locked range cannot be read
/// through any other handle, so a lock over the text (as `File::try_lock`
/// takes) would keep `export` and every other reader of an open game out
/// (os error 33). A lock past the end keeps two writers apart all the same,
/// as each asks for the same byte, and leaves the text readable.
#[cfg(any(windows, test))]
const LOCK_OFFSET: u64 = u64::MAX - 1;

/// The exclusive lock on the byte at [`LOCK_OFFSET`], taken at once or
/// refused (Windows: LockFileEx); closing the file releases it.
#[cfg(windows)]
fn try_lock(file: &File) -> Result<(), std::fs::TryLockError> {
    use std::os::windows::io::AsRawHandle;
    use windows_sys::Win32::Foundation::{ERROR_IO_PENDING, ERROR_LOCK_VIOLATION};
    use windows_sys::Win32::Storage::FileSystem::{
        LOCKFILE_EXCLUSIVE_LOCK, LOCKFILE_FAIL_IMMEDIATELY, LockFileEx,
    };
    use windows_sys::Win32::System::IO::OVERLAPPED;
    // SAFETY: OVERLAPPED is plain data; all zero but the offset is valid.
    let mut at: OVERLAPPED = unsafe { std::mem::zeroed() };
    at.Anonymous.Anonymous.Offset = LOCK_OFFSET as u32;
    at.Anonymous.Anonymous.OffsetHigh = (LOCK_OFFSET >> 32) as u32;
    // SAFETY: the handle is the open file's own, `at` outlives the call
    // (the file is not opened for overlapped I/O, so the call completes
    // before it returns).
    let locked = unsafe {
        LockFileEx(
            file.as_raw_handle(),
            LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY,
            0,
            1,
            0,
            &mut at,
        )
    };
    if locked != 0 {
        return Ok(());
    }
    let e = io::Error::last_os_error();
    match e.raw_os_error().map(|c| c as u32) {
        Some(ERROR_LOCK_VIOLATION | ERROR_IO_PENDING) => Err(std::fs::TryLockError::WouldBlock),
        _ => Err(std::fs::TryLockError::Error(e)),
    }
}

/// Makes a newly created file's directory entry durable (Unix); elsewhere
/// there is no portable way and nothing to do.
fn sync_parent_dir(path: &Path) -> io::Result<()> {
    #[cfg(unix)]
    {
        let dir = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        File::open(dir)?.sync_all()?;
    }
    #[cfg(not(unix))]
    let _ = path;
    Ok(())
}

/// Shared with the envelope writer: same durability for a new file.
pub(crate) fn sync_dir_of(path: &Path) -> io::Result<()> {
    sync_parent_dir(path)
}
