//! Key derivation (Argon2id) and sealing (XChaCha20-Poly1305), both from
//! the RustCrypto crates; this file only wires them up.

use argon2::{Algorithm, Argon2, Params, Version};
use chacha20poly1305::aead::{Aead, Payload};
use chacha20poly1305::{Key, KeyInit, XChaCha20Poly1305, XNonce};
use unicode_normalization::UnicodeNormalization;

use super::{EnvelopeError, MAX_MOVE_BYTES};

pub const SALT_LEN: usize = 16;
pub const NONCE_LEN: usize = 24;
/// Length of the padded plaintext: two length bytes and the move.
pub const PADDED_LEN: usize = MAX_MOVE_BYTES + 2;
/// Length of the sealed move in the file: padded plaintext and the tag.
pub const SEALED_LEN: usize = PADDED_LEN + 16;

/// Shortest secret accepted when sealing: a shorter one could be found by
/// trying them all while the game is adjourned.
pub const MIN_SECRET_CHARS: usize = 8;

/// Argon2id costs, stored in the envelope so it opens with the costs it was
/// sealed with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KdfParams {
    /// Memory in KiB.
    pub m_kib: u32,
    /// Passes over the memory.
    pub t: u32,
    /// Lanes.
    pub p: u32,
}

impl KdfParams {
    /// 19 MiB, 2 passes, 1 lane: the OWASP recommendation for Argon2id; a
    /// fraction of a second on a laptop.
    pub const DEFAULT: KdfParams = KdfParams {
        m_kib: 19 * 1024,
        t: 2,
        p: 1,
    };

    /// Costs accepted when reading an envelope: high enough to stay a real
    /// derivation, low enough that a doctored file cannot make opening it
    /// take gigabytes or minutes.
    pub fn check(&self) -> Result<(), &'static str> {
        if !(1..=4).contains(&self.p) {
            return Err("the key derivation lanes must be 1 to 4");
        }
        if !(1..=16).contains(&self.t) {
            return Err("the key derivation passes must be 1 to 16");
        }
        if self.m_kib < 8 * self.p || self.m_kib > 256 * 1024 {
            return Err("the key derivation memory must be 8 KiB a lane to 256 MiB");
        }
        Ok(())
    }
}

/// The secret as compared: surrounding spaces dropped, Unicode composed
/// (NFC), so "Läufer" typed either way opens the same envelope.
pub fn normalize_secret(secret: &str) -> String {
    secret.trim().nfc().collect()
}

pub fn random<const N: usize>() -> Result<[u8; N], EnvelopeError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes)
        .map_err(|e| EnvelopeError::Crypto(format!("no random numbers from the system ({e})")))?;
    Ok(bytes)
}

fn derive_key(secret: &str, kdf: &KdfParams, salt: &[u8]) -> Result<Key, EnvelopeError> {
    let params = Params::new(kdf.m_kib, kdf.t, kdf.p, Some(32))
        .map_err(|e| EnvelopeError::Crypto(format!("key derivation: {e}")))?;
    let mut key = [0u8; 32];
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
        .hash_password_into(secret.as_bytes(), salt, &mut key)
        .map_err(|e| EnvelopeError::Crypto(format!("key derivation: {e}")))?;
    Ok(Key::from(key))
}

pub fn encrypt(
    secret: &str,
    kdf: &KdfParams,
    salt: &[u8],
    nonce: &[u8; NONCE_LEN],
    header: &[u8],
    plain: &[u8],
) -> Result<Vec<u8>, EnvelopeError> {
    let cipher = XChaCha20Poly1305::new(&derive_key(secret, kdf, salt)?);
    cipher
        .encrypt(
            &XNonce::from(*nonce),
            Payload {
                msg: plain,
                aad: header,
            },
        )
        .map_err(|_| EnvelopeError::Crypto("encryption failed".to_string()))
}

pub fn decrypt(
    secret: &str,
    kdf: &KdfParams,
    salt: &[u8],
    nonce: &[u8; NONCE_LEN],
    header: &[u8],
    sealed: &[u8],
) -> Result<Vec<u8>, EnvelopeError> {
    let cipher = XChaCha20Poly1305::new(&derive_key(secret, kdf, salt)?);
    cipher
        .decrypt(
            &XNonce::from(*nonce),
            Payload {
                msg: sealed,
                aad: header,
            },
        )
        .map_err(|_| EnvelopeError::WrongSecretOrTampered)
}

/// The move as encrypted: its length in two bytes, the move, then zeros up
/// to [`PADDED_LEN`], so every envelope's ciphertext has the same length.
pub fn pad_move(sealed_move: &str) -> Result<Vec<u8>, EnvelopeError> {
    if sealed_move.trim().is_empty() {
        return Err(EnvelopeError::EmptyMove);
    }
    let bytes = sealed_move.as_bytes();
    if bytes.len() > MAX_MOVE_BYTES {
        return Err(EnvelopeError::MoveTooLong {
            max_bytes: MAX_MOVE_BYTES,
        });
    }
    let mut plain = Vec::with_capacity(PADDED_LEN);
    plain.extend_from_slice(&(bytes.len() as u16).to_be_bytes());
    plain.extend_from_slice(bytes);
    plain.resize(PADDED_LEN, 0);
    Ok(plain)
}

/// Reverses [`pad_move`]. Only reached after authentication succeeded, so
/// a failure here means a bug or a foreign writer, not damage.
pub fn unpad_move(plain: &[u8]) -> Result<String, EnvelopeError> {
    let bad = || EnvelopeError::Malformed {
        line: 0,
        why: "the sealed move inside is not in annabella's form".to_string(),
    };
    let (len, rest) = plain.split_first_chunk::<2>().ok_or_else(bad)?;
    let len = usize::from(u16::from_be_bytes(*len));
    if plain.len() != PADDED_LEN || len > rest.len() {
        return Err(bad());
    }
    let (text, padding) = rest.split_at(len);
    if padding.iter().any(|&b| b != 0) {
        return Err(bad());
    }
    String::from_utf8(text.to_vec()).map_err(|_| bad())
}
