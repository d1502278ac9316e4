//! The envelope of an adjourned game (Laws, Appendix A, "Adjourned games";
//! Guidelines I today): a small text file holding, in plain words, what A2
//! asks to be written on the envelope, and the sealed move itself,
//! encrypted with a key derived from a secret the arbiter types.
//!
//! Anyone can read the plain part (so an arbiter can record a draw agreed
//! or a resignation before resumption, A6, without opening it); only the
//! secret opens the move, and the whole file is authenticated: a change
//! anywhere is refused on opening. The format is in `docs/envelope.md`.

mod crypto;
mod text;

#[cfg(test)]
mod tests;

use std::fmt;
use std::io;
use std::path::Path;
use std::time::Duration;

use shakmaty::Color;

pub use crypto::{KdfParams, MIN_SECRET_CHARS};

/// Longest sealed move, in bytes of UTF-8. Every move is padded to this
/// length before encryption, so the file does not tell a short move
/// ("O-O") from a long one.
pub const MAX_MOVE_BYTES: usize = 254;

/// Longest plain text field, in characters.
pub const MAX_FIELD_CHARS: usize = 200;

/// Longest score (the moves before the sealed one), in characters: far
/// more than the longest game played, far less than an envelope may be.
pub const MAX_MOVES_CHARS: usize = 16_000;

/// What A2 asks to be written on the envelope, readable without the secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EnvelopeInfo {
    pub event: String,
    /// May be empty.
    pub round: String,
    /// Names of the players (A2a).
    pub white: String,
    pub black: String,
    /// The position before the sealed move, as FEN (A2b).
    pub fen: String,
    /// Time used by each player (A2c), kept to the millisecond.
    pub white_used: Duration,
    pub black_used: Duration,
    /// Time left on each clock, when the clock shows it.
    pub white_left: Option<Duration>,
    pub black_left: Option<Duration>,
    /// Who sealed the move (A2d): the side to move in `fen`.
    pub sealed_by: Color,
    /// Number of the sealed move (A2e).
    pub move_number: u32,
    /// A draw offer made before the adjournment and still open (A2f, A4).
    pub draw_offer: Option<Color>,
    /// When the game was adjourned (free text, e.g. "2025-03-14 18:05").
    pub adjourned: String,
    /// Date, time and place of resumption (A2g).
    pub resume_date: String,
    pub resume_time: String,
    pub resume_place: String,
    /// The arbiter who keeps the envelope (A3); may be empty.
    pub arbiter: String,
    /// The game itself, so that it goes on where no journal is kept: its
    /// time control as PGN writes it ("5400+30"; empty: no clock) ...
    pub time_control: String,
    /// ... the position it started from (FEN; empty: the usual one) ...
    pub start_fen: String,
    /// ... and every move before the sealed one, in SAN, one blank
    /// between two.
    pub moves: String,
}

impl EnvelopeInfo {
    /// Name of the player who sealed the move.
    pub fn sealer_name(&self) -> &str {
        match self.sealed_by {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The player who must answer the sealed move: the envelope is opened
    /// only in their presence (A7).
    pub fn replier(&self) -> Color {
        !self.sealed_by
    }

    /// The envelope carries the game's clock and score (format 2).
    pub fn carries_game(&self) -> bool {
        !(self.time_control.is_empty() && self.start_fen.is_empty() && self.moves.is_empty())
    }
}

/// Why an envelope could not be sealed, read or opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnvelopeError {
    /// The authentication failed: either the secret is not the one the
    /// envelope was sealed with, or some part of the file was changed.
    /// (The two cannot be told apart, by design.)
    WrongSecretOrTampered,
    /// The file is not an envelope as annabella writes them.
    Malformed { line: usize, why: String },
    /// A field given to [`seal`] cannot be written.
    InvalidField { field: &'static str, why: String },
    /// The secret is too short to keep the move from being guessed.
    SecretTooShort { min_chars: usize },
    /// No sealed move was given.
    EmptyMove,
    /// The sealed move is longer than [`MAX_MOVE_BYTES`].
    MoveTooLong { max_bytes: usize },
    /// The system could not give random bytes, or the key derivation failed.
    Crypto(String),
}

impl fmt::Display for EnvelopeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EnvelopeError::WrongSecretOrTampered => write!(
                f,
                "The secret does not open this envelope, or the envelope was changed."
            ),
            EnvelopeError::Malformed { line, why } => {
                write!(f, "The envelope cannot be read at line {line}: {why}.")
            }
            EnvelopeError::InvalidField { field, why } => {
                write!(f, "The envelope cannot be sealed. {field}: {why}.")
            }
            EnvelopeError::SecretTooShort { min_chars } => {
                write!(f, "The secret must have at least {min_chars} characters.")
            }
            EnvelopeError::EmptyMove => {
                write!(f, "There is no sealed move to put in the envelope.")
            }
            EnvelopeError::MoveTooLong { max_bytes } => write!(
                f,
                "The sealed move is too long. It may have at most {max_bytes} bytes."
            ),
            EnvelopeError::Crypto(why) => write!(f, "The envelope could not be sealed: {why}."),
        }
    }
}

impl std::error::Error for EnvelopeError {}

/// Seals `sealed_move` in a new envelope with the default key derivation
/// ([`KdfParams::DEFAULT`]). Returns the file's text.
pub fn seal(info: &EnvelopeInfo, sealed_move: &str, secret: &str) -> Result<String, EnvelopeError> {
    seal_with(info, sealed_move, secret, KdfParams::DEFAULT)
}

/// Like [`seal`], with chosen key derivation costs (within
/// [`KdfParams::check`]'s bounds; cheaper ones only for tests).
pub fn seal_with(
    info: &EnvelopeInfo,
    sealed_move: &str,
    secret: &str,
    kdf: KdfParams,
) -> Result<String, EnvelopeError> {
    text::check_info(info)?;
    let plain = crypto::pad_move(sealed_move)?;
    let secret = crypto::normalize_secret(secret);
    if secret.chars().count() < MIN_SECRET_CHARS {
        return Err(EnvelopeError::SecretTooShort {
            min_chars: MIN_SECRET_CHARS,
        });
    }
    kdf.check()
        .map_err(|why| EnvelopeError::Crypto(why.to_string()))?;
    let info = text::truncated_to_millis(info);
    let salt = crypto::random::<{ crypto::SALT_LEN }>()?;
    let nonce = crypto::random::<{ crypto::NONCE_LEN }>()?;
    let header = text::render_header(&info, &kdf, &salt, &nonce);
    let sealed = crypto::encrypt(&secret, &kdf, &salt, &nonce, header.as_bytes(), &plain)?;
    Ok(text::render_file(&header, &sealed))
}

/// Whether a file's text is meant as an envelope (its first line says so),
/// whole or not: a damaged one is then reported line by line, not
/// mistaken for some other kind of file.
pub fn looks_like_envelope(text: &str) -> bool {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .is_some_and(|l| l == text::MAGIC || l == text::MAGIC_GAME)
}

/// Reads the plain part of an envelope, without the secret. Nothing here is
/// proven genuine: only [`open`] checks that the file was not changed.
pub fn read_info(text: &str) -> Result<EnvelopeInfo, EnvelopeError> {
    Ok(text::parse(text)?.info)
}

/// Opens an envelope with the arbiter's secret: the plain part, checked to
/// be exactly as sealed, and the sealed move.
pub fn open(text: &str, secret: &str) -> Result<(EnvelopeInfo, String), EnvelopeError> {
    let parsed = text::parse(text)?;
    let secret = crypto::normalize_secret(secret);
    let header = text::render_header(&parsed.info, &parsed.kdf, &parsed.salt, &parsed.nonce);
    let plain = crypto::decrypt(
        &secret,
        &parsed.kdf,
        &parsed.salt,
        &parsed.nonce,
        header.as_bytes(),
        &parsed.sealed,
    )?;
    let sealed_move = crypto::unpad_move(&plain)?;
    Ok((parsed.info, sealed_move))
}

/// Writes a new envelope file that only its owner can read (mode 0600 on
/// Unix), refusing to replace an existing file: an envelope is never
/// overwritten. The file is on disk when this returns.
pub fn write_private(path: impl AsRef<Path>, text: &str) -> io::Result<()> {
    use std::io::Write;
    let path = path.as_ref();
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    crate::journal::sync_dir_of(path)
}
