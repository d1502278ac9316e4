//! One journal line: `SEQ TIME_MS KIND PAYLOAD #CRC`, its encoder and its
//! strict decoder. Strict means every accepted line re-encodes to the very
//! same bytes, so a line is either exactly what the writer wrote or refused.

use std::time::Duration;

use super::{DropReason, Record};

/// CRC-32 (ISO HDLC, the one of zip and PNG) over the line body.
const CRC: crc::Crc<u32> = crc::Crc::<u32>::new(&crc::CRC_32_ISO_HDLC);

/// Longest line accepted, newline excluded: far above any real record
/// (a whole PGN is a few kilobytes), low enough that garbage is refused.
pub const MAX_LINE_BYTES: usize = 1 << 20;

/// Longest record kind.
pub const MAX_KIND_CHARS: usize = 32;

/// Length of the line trailer `" #"` + 8 hex digits.
const TRAILER: usize = 10;

/// Whether `kind` is a valid record kind: a lowercase ASCII word
/// (`a-z` first, then `a-z 0-9 _ -`), at most [`MAX_KIND_CHARS`] long.
pub fn valid_kind(kind: &str) -> bool {
    let b = kind.as_bytes();
    !b.is_empty()
        && b.len() <= MAX_KIND_CHARS
        && b[0].is_ascii_lowercase()
        && b.iter()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == b'_' || *c == b'-')
}

/// Escapes a payload so it fits on one line: backslash, newline, carriage
/// return and tab get their usual escapes, other ASCII control characters
/// `\xHH` (lower-case hex). Everything else is written as is.
pub fn escape(payload: &str) -> String {
    let mut out = String::with_capacity(payload.len());
    for c in payload.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if needs_hex_escape(c) => out.push_str(&format!("\\x{:02x}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

fn needs_hex_escape(c: char) -> bool {
    c.is_ascii_control() && !matches!(c, '\n' | '\r' | '\t')
}

/// Reverses [`escape`]; refuses anything [`escape`] would not have written.
pub fn unescape(text: &str) -> Result<String, &'static str> {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c.is_ascii_control() {
            return Err("a control character is not escaped");
        }
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\\') => out.push('\\'),
            Some('n') => out.push('\n'),
            Some('r') => out.push('\r'),
            Some('t') => out.push('\t'),
            Some('x') => {
                let hi = chars.next().and_then(lower_hex_digit);
                let lo = chars.next().and_then(lower_hex_digit);
                let (Some(hi), Some(lo)) = (hi, lo) else {
                    return Err("a \\x escape needs two lower-case hex digits");
                };
                let c = char::from(hi * 16 + lo);
                if !needs_hex_escape(c) {
                    return Err("a \\x escape names a character that needs none");
                }
                out.push(c);
            }
            _ => return Err("an unknown escape"),
        }
    }
    Ok(out)
}

fn lower_hex_digit(c: char) -> Option<u8> {
    match c {
        '0'..='9' => Some(c as u8 - b'0'),
        'a'..='f' => Some(c as u8 - b'a' + 10),
        _ => None,
    }
}

/// Milliseconds of a duration as written in the journal (rounded down).
pub fn millis(time: Duration) -> u64 {
    u64::try_from(time.as_millis()).unwrap_or(u64::MAX)
}

/// The full line for a record, newline included.
pub fn encode(seq: u64, time_ms: u64, kind: &str, payload: &str) -> String {
    let mut body = format!("{seq} {time_ms} {kind}");
    if !payload.is_empty() {
        body.push(' ');
        body.push_str(&escape(payload));
    }
    let crc = CRC.checksum(body.as_bytes());
    format!("{body} #{crc:08x}\n")
}

/// Decodes one line (without its newline). Checks the checksum first, so a
/// damaged line is reported as such rather than as some odd parse error.
pub fn decode(line: &[u8]) -> Result<Record, DropReason> {
    if line.len() > MAX_LINE_BYTES {
        return Err(DropReason::Unparsable("the line is too long"));
    }
    if line.len() < TRAILER || &line[line.len() - TRAILER..line.len() - TRAILER + 2] != b" #" {
        return Err(DropReason::Unparsable("no checksum at the end"));
    }
    let (body, trailer) = line.split_at(line.len() - TRAILER);
    let hex = &trailer[2..];
    let mut crc: u32 = 0;
    for &h in hex {
        let d = lower_hex_digit(char::from(h)).ok_or(DropReason::Unparsable(
            "the checksum is not 8 lower-case hex digits",
        ))?;
        crc = crc << 4 | u32::from(d);
    }
    if CRC.checksum(body) != crc {
        return Err(DropReason::BadChecksum);
    }
    let body = std::str::from_utf8(body).map_err(|_| DropReason::InvalidUtf8)?;
    let mut parts = body.splitn(4, ' ');
    let seq = parts.next().and_then(canonical_number);
    let time = parts.next().and_then(canonical_number);
    let kind = parts.next().unwrap_or("");
    let payload = parts.next();
    let Some(seq) = seq.filter(|s| *s >= 1) else {
        return Err(DropReason::Unparsable(
            "the sequence number is not a number from 1",
        ));
    };
    let Some(time_ms) = time else {
        return Err(DropReason::Unparsable("the time is not a number"));
    };
    if !valid_kind(kind) {
        return Err(DropReason::Unparsable("the kind is not a lower-case word"));
    }
    let payload = match payload {
        None => String::new(),
        Some("") => return Err(DropReason::Unparsable("a space ends an empty payload")),
        Some(p) => unescape(p).map_err(DropReason::Unparsable)?,
    };
    Ok(Record {
        seq,
        time: Duration::from_millis(time_ms),
        kind: kind.to_string(),
        payload,
    })
}

/// A decimal number written the way [`encode`] writes it: digits only, no
/// leading zero, fits in `u64`.
fn canonical_number(s: &str) -> Option<u64> {
    let b = s.as_bytes();
    if b.is_empty() || !b.iter().all(u8::is_ascii_digit) || (b.len() > 1 && b[0] == b'0') {
        return None;
    }
    s.parse().ok()
}

#[cfg(test)]
pub const CRC_FOR_TESTS: crc::Crc<u32> = CRC;
