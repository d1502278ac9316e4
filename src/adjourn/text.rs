//! The envelope's text: `key: value` lines in a fixed order. The plain part
//! ("header", every line before `sealed move:`) is rendered the same way
//! when sealing and when opening; that rendering is the associated data of
//! the encryption, so every value in it is authenticated.

use std::time::Duration;

use shakmaty::Color;
use shakmaty::fen::Fen;

use super::crypto::{NONCE_LEN, SALT_LEN, SEALED_LEN};
use super::{EnvelopeError, EnvelopeInfo, KdfParams, MAX_FIELD_CHARS};

/// First line of every envelope: what the file is, and its format version.
pub const MAGIC: &str = "annabella sealed move envelope, format 1";
/// First line of an envelope that carries the game's clock and score.
pub const MAGIC_GAME: &str = "annabella sealed move envelope, format 2";

const EVENT: &str = "event";
const ROUND: &str = "round";
const WHITE: &str = "white";
const BLACK: &str = "black";
const POSITION: &str = "position before the sealed move";
const WHITE_USED: &str = "white time used";
const BLACK_USED: &str = "black time used";
const WHITE_LEFT: &str = "white time left";
const BLACK_LEFT: &str = "black time left";
const SEALED_BY: &str = "sealed by";
const MOVE_NUMBER: &str = "sealed move number";
const DRAW_OFFER: &str = "draw offer pending";
const ADJOURNED: &str = "adjourned";
const RESUME_DATE: &str = "resume date";
const RESUME_TIME: &str = "resume time";
const RESUME_PLACE: &str = "resume place";
const ARBITER: &str = "arbiter";
const TIME_CONTROL: &str = "time control";
const START: &str = "start position";
const MOVES: &str = "moves before the sealed move";
const KDF: &str = "key derivation";
const SALT: &str = "salt";
const NONCE: &str = "nonce";
const SEALED: &str = "sealed move";

/// Every key, in the order the file holds them.
const KEYS: [&str; 21] = [
    EVENT,
    ROUND,
    WHITE,
    BLACK,
    POSITION,
    WHITE_USED,
    BLACK_USED,
    WHITE_LEFT,
    BLACK_LEFT,
    SEALED_BY,
    MOVE_NUMBER,
    DRAW_OFFER,
    ADJOURNED,
    RESUME_DATE,
    RESUME_TIME,
    RESUME_PLACE,
    ARBITER,
    KDF,
    SALT,
    NONCE,
    SEALED,
];

/// Every key of format 2: format 1's with the game's clock and score
/// after the arbiter.
const KEYS_GAME: [&str; 24] = [
    EVENT,
    ROUND,
    WHITE,
    BLACK,
    POSITION,
    WHITE_USED,
    BLACK_USED,
    WHITE_LEFT,
    BLACK_LEFT,
    SEALED_BY,
    MOVE_NUMBER,
    DRAW_OFFER,
    ADJOURNED,
    RESUME_DATE,
    RESUME_TIME,
    RESUME_PLACE,
    ARBITER,
    TIME_CONTROL,
    START,
    MOVES,
    KDF,
    SALT,
    NONCE,
    SEALED,
];

/// An envelope file, read but not opened.
pub struct Parsed {
    pub info: EnvelopeInfo,
    pub kdf: KdfParams,
    pub salt: [u8; SALT_LEN],
    pub nonce: [u8; NONCE_LEN],
    pub sealed: Vec<u8>,
}

/// The text fields with their names, for checks common to all of them.
fn text_fields(info: &EnvelopeInfo) -> [(&'static str, &str); 12] {
    [
        (EVENT, &info.event),
        (ROUND, &info.round),
        (WHITE, &info.white),
        (BLACK, &info.black),
        (POSITION, &info.fen),
        (ADJOURNED, &info.adjourned),
        (RESUME_DATE, &info.resume_date),
        (RESUME_TIME, &info.resume_time),
        (RESUME_PLACE, &info.resume_place),
        (ARBITER, &info.arbiter),
        (TIME_CONTROL, &info.time_control),
        (START, &info.start_fen),
    ]
}

/// Why the moves before the sealed one cannot stand in the file.
fn moves_problem(value: &str) -> Option<&'static str> {
    if value.chars().any(char::is_control) {
        Some("they must be on one line, without control characters")
    } else if value.trim() != value {
        Some("they must not begin or end with spaces")
    } else if value.chars().count() > super::MAX_MOVES_CHARS {
        Some("they are too long")
    } else {
        None
    }
}

/// Why a text value cannot stand in the file as it is.
fn text_problem(value: &str) -> Option<&'static str> {
    if value.chars().any(char::is_control) {
        Some("it must be on one line, without control characters")
    } else if value.trim() != value {
        Some("it must not begin or end with spaces")
    } else if value.chars().count() > MAX_FIELD_CHARS {
        Some("it is too long")
    } else {
        None
    }
}

/// The side to move in a FEN, or why it is no FEN.
fn fen_turn(fen: &str) -> Result<Color, String> {
    Fen::from_ascii(fen.as_bytes())
        .map(|f| f.as_setup().turn)
        .map_err(|e| format!("not a position in FEN ({e})"))
}

/// Refuses what could not be written and read back identically, or what
/// contradicts itself.
pub fn check_info(info: &EnvelopeInfo) -> Result<(), EnvelopeError> {
    let invalid = |field: &'static str, why: &str| EnvelopeError::InvalidField {
        field,
        why: why.to_string(),
    };
    for (field, value) in text_fields(info) {
        if let Some(why) = text_problem(value) {
            return Err(invalid(field, why));
        }
    }
    for (field, value) in [
        (WHITE, &info.white),
        (BLACK, &info.black),
        (POSITION, &info.fen),
    ] {
        if value.is_empty() {
            return Err(invalid(field, "it is missing"));
        }
    }
    if let Some(why) = moves_problem(&info.moves) {
        return Err(invalid(MOVES, why));
    }
    if !info.start_fen.is_empty() {
        fen_turn(&info.start_fen).map_err(|why| invalid(START, &why))?;
    }
    let turn = fen_turn(&info.fen).map_err(|why| invalid(POSITION, &why))?;
    if turn != info.sealed_by {
        return Err(invalid(
            SEALED_BY,
            &format!("it is {}'s move in the position", colour_word(turn)),
        ));
    }
    if info.move_number == 0 {
        return Err(invalid(MOVE_NUMBER, "moves are numbered from 1"));
    }
    for (field, d) in [
        (WHITE_USED, Some(info.white_used)),
        (BLACK_USED, Some(info.black_used)),
        (WHITE_LEFT, info.white_left),
        (BLACK_LEFT, info.black_left),
    ] {
        if d.is_some_and(|d| d.as_secs() >= MAX_HOURS * 3600) {
            return Err(invalid(field, "it is longer than anyone plays"));
        }
    }
    Ok(())
}

/// Hours a clock time may show; keeps every time printable and parsable.
const MAX_HOURS: u64 = 10_000;

/// The info as it will be read back: times kept to the millisecond.
pub fn truncated_to_millis(info: &EnvelopeInfo) -> EnvelopeInfo {
    let ms = |d: Duration| Duration::from_millis(u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
    EnvelopeInfo {
        white_used: ms(info.white_used),
        black_used: ms(info.black_used),
        white_left: info.white_left.map(ms),
        black_left: info.black_left.map(ms),
        ..info.clone()
    }
}

fn colour_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// `H:MM:SS`, with `.mmm` when there are milliseconds.
pub fn duration_text(d: Duration) -> String {
    let ms = d.as_millis();
    let (h, m, s, frac) = (ms / 3_600_000, ms / 60_000 % 60, ms / 1000 % 60, ms % 1000);
    if frac == 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{h}:{m:02}:{s:02}.{frac:03}")
    }
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn line(out: &mut String, key: &str, value: &str) {
    out.push_str(key);
    out.push(':');
    if !value.is_empty() {
        out.push(' ');
        out.push_str(value);
    }
    out.push('\n');
}

/// Every line before the sealed move, exactly as written; also the
/// associated data of the encryption.
pub fn render_header(
    info: &EnvelopeInfo,
    kdf: &KdfParams,
    salt: &[u8],
    nonce: &[u8; NONCE_LEN],
) -> String {
    let game = info.carries_game();
    let mut out = format!("{}\n", if game { MAGIC_GAME } else { MAGIC });
    line(&mut out, EVENT, &info.event);
    line(&mut out, ROUND, &info.round);
    line(&mut out, WHITE, &info.white);
    line(&mut out, BLACK, &info.black);
    line(&mut out, POSITION, &info.fen);
    line(&mut out, WHITE_USED, &duration_text(info.white_used));
    line(&mut out, BLACK_USED, &duration_text(info.black_used));
    let left = |d: Option<Duration>| d.map(duration_text).unwrap_or_default();
    line(&mut out, WHITE_LEFT, &left(info.white_left));
    line(&mut out, BLACK_LEFT, &left(info.black_left));
    line(&mut out, SEALED_BY, colour_word(info.sealed_by));
    line(&mut out, MOVE_NUMBER, &info.move_number.to_string());
    line(
        &mut out,
        DRAW_OFFER,
        info.draw_offer.map(colour_word).unwrap_or("none"),
    );
    line(&mut out, ADJOURNED, &info.adjourned);
    line(&mut out, RESUME_DATE, &info.resume_date);
    line(&mut out, RESUME_TIME, &info.resume_time);
    line(&mut out, RESUME_PLACE, &info.resume_place);
    line(&mut out, ARBITER, &info.arbiter);
    if game {
        line(&mut out, TIME_CONTROL, &info.time_control);
        line(&mut out, START, &info.start_fen);
        line(&mut out, MOVES, &info.moves);
    }
    let kdf_text = format!("argon2id v19 m={} t={} p={}", kdf.m_kib, kdf.t, kdf.p);
    line(&mut out, KDF, &kdf_text);
    line(&mut out, SALT, &hex(salt));
    line(&mut out, NONCE, &hex(nonce));
    out
}

/// The whole file: the header, then the sealed move.
pub fn render_file(header: &str, sealed: &[u8]) -> String {
    let mut out = header.to_string();
    line(&mut out, SEALED, &hex(sealed));
    out
}

/// Reads the file: the magic line, then each key once, in order, then
/// nothing. Blank lines, CR before LF and spaces around values are let be.
pub fn parse(text: &str) -> Result<Parsed, EnvelopeError> {
    let mut lines = text
        .split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty());
    let after_last = text.split('\n').count() + 1;
    let malformed = |line: usize, why: String| EnvelopeError::Malformed { line, why };

    let keys: &[&str] = match lines.next() {
        Some((_, MAGIC)) => &KEYS,
        Some((_, MAGIC_GAME)) => &KEYS_GAME,
        Some((n, _)) => {
            return Err(malformed(
                n,
                "this is not an annabella sealed move envelope".to_string(),
            ));
        }
        None => return Err(malformed(1, "the file is empty".to_string())),
    };
    let mut values: Vec<(usize, &str)> = Vec::with_capacity(keys.len());
    for key in keys {
        let Some((n, l)) = lines.next() else {
            return Err(malformed(
                after_last,
                format!("the line '{key}:' is missing"),
            ));
        };
        let value = l
            .strip_prefix(key)
            .and_then(|rest| rest.strip_prefix(':'))
            .ok_or_else(|| malformed(n, format!("the line '{key}:' was expected here")))?;
        values.push((n, value.trim()));
    }
    if let Some((n, _)) = lines.next() {
        return Err(malformed(
            n,
            "there is more text after the sealed move".to_string(),
        ));
    }
    Fields {
        keys,
        values: &values,
    }
    .build()
}

/// The values read, by key position, turned into typed fields.
struct Fields<'a> {
    keys: &'a [&'a str],
    values: &'a [(usize, &'a str)],
}

impl Fields<'_> {
    /// A key's line and value; a key the format lacks has an empty value.
    fn get(&self, key: &str) -> (usize, &str) {
        match self.keys.iter().position(|k| *k == key) {
            Some(i) => self.values.get(i).copied().unwrap_or((0, "")),
            None => (0, ""),
        }
    }

    fn err(line: usize, key: &str, why: &str) -> EnvelopeError {
        EnvelopeError::Malformed {
            line,
            why: format!("{key}: {why}"),
        }
    }

    fn text(&self, key: &str) -> Result<String, EnvelopeError> {
        let (n, v) = self.get(key);
        match text_problem(v) {
            Some(why) => Err(Self::err(n, key, why)),
            None => Ok(v.to_string()),
        }
    }

    fn required_text(&self, key: &str) -> Result<String, EnvelopeError> {
        let v = self.text(key)?;
        if v.is_empty() {
            return Err(Self::err(self.get(key).0, key, "it is missing"));
        }
        Ok(v)
    }

    fn duration(&self, key: &str) -> Result<Option<Duration>, EnvelopeError> {
        let (n, v) = self.get(key);
        if v.is_empty() {
            return Ok(None);
        }
        parse_duration(v)
            .map(Some)
            .ok_or_else(|| Self::err(n, key, "a time is written H:MM:SS or H:MM:SS.mmm"))
    }

    fn required_duration(&self, key: &str) -> Result<Duration, EnvelopeError> {
        self.duration(key)?
            .ok_or_else(|| Self::err(self.get(key).0, key, "it is missing"))
    }

    fn colour(&self, key: &str, none: Option<&str>) -> Result<Option<Color>, EnvelopeError> {
        let (n, v) = self.get(key);
        match v {
            "white" => Ok(Some(Color::White)),
            "black" => Ok(Some(Color::Black)),
            v if Some(v) == none => Ok(None),
            _ => Err(Self::err(n, key, "it must say white or black")),
        }
    }

    fn hex<const N: usize>(&self, key: &str) -> Result<[u8; N], EnvelopeError> {
        let (n, v) = self.get(key);
        let bytes = parse_hex(v)
            .filter(|b| b.len() == N)
            .ok_or_else(|| Self::err(n, key, &format!("{N} bytes in lower-case hex expected")))?;
        let mut out = [0u8; N];
        out.copy_from_slice(&bytes);
        Ok(out)
    }

    fn kdf(&self) -> Result<KdfParams, EnvelopeError> {
        let (n, v) = self.get(KDF);
        let bad = || Self::err(n, KDF, "expected 'argon2id v19 m=... t=... p=...'");
        let parts: Vec<&str> = v.split(' ').collect();
        let [alg, ver, m, t, p] = parts.as_slice() else {
            return Err(bad());
        };
        if *alg != "argon2id" || *ver != "v19" {
            return Err(bad());
        }
        let num = |s: &str, prefix: &str| {
            s.strip_prefix(prefix)
                .and_then(canonical_number)
                .and_then(|x| u32::try_from(x).ok())
        };
        let (Some(m_kib), Some(t), Some(p)) = (num(m, "m="), num(t, "t="), num(p, "p=")) else {
            return Err(bad());
        };
        let kdf = KdfParams { m_kib, t, p };
        kdf.check().map_err(|why| Self::err(n, KDF, why))?;
        Ok(kdf)
    }

    fn build(&self) -> Result<Parsed, EnvelopeError> {
        let fen = self.required_text(POSITION)?;
        let (fen_line, _) = self.get(POSITION);
        let turn = fen_turn(&fen).map_err(|why| Self::err(fen_line, POSITION, &why))?;
        let (by_line, _) = self.get(SEALED_BY);
        let sealed_by = self
            .colour(SEALED_BY, None)?
            .ok_or_else(|| Self::err(by_line, SEALED_BY, "it must say white or black"))?;
        if sealed_by != turn {
            return Err(Self::err(
                by_line,
                SEALED_BY,
                "it is not the side to move in the position",
            ));
        }
        let (num_line, num) = self.get(MOVE_NUMBER);
        let move_number = canonical_number(num)
            .and_then(|n| u32::try_from(n).ok())
            .filter(|n| *n >= 1)
            .ok_or_else(|| Self::err(num_line, MOVE_NUMBER, "a move number from 1 expected"))?;
        let info = EnvelopeInfo {
            event: self.text(EVENT)?,
            round: self.text(ROUND)?,
            white: self.required_text(WHITE)?,
            black: self.required_text(BLACK)?,
            fen,
            white_used: self.required_duration(WHITE_USED)?,
            black_used: self.required_duration(BLACK_USED)?,
            white_left: self.duration(WHITE_LEFT)?,
            black_left: self.duration(BLACK_LEFT)?,
            sealed_by,
            move_number,
            draw_offer: self.colour(DRAW_OFFER, Some("none"))?,
            adjourned: self.text(ADJOURNED)?,
            resume_date: self.text(RESUME_DATE)?,
            resume_time: self.text(RESUME_TIME)?,
            resume_place: self.text(RESUME_PLACE)?,
            arbiter: self.text(ARBITER)?,
            time_control: self.text(TIME_CONTROL)?,
            start_fen: self.text(START)?,
            moves: {
                let (n, v) = self.get(MOVES);
                match moves_problem(v) {
                    Some(why) => return Err(Self::err(n, MOVES, why)),
                    None => v.to_string(),
                }
            },
        };
        if !info.start_fen.is_empty() {
            let (n, _) = self.get(START);
            fen_turn(&info.start_fen).map_err(|why| Self::err(n, START, &why))?;
        }
        let kdf = self.kdf()?;
        let salt = self.hex::<SALT_LEN>(SALT)?;
        let nonce = self.hex::<NONCE_LEN>(NONCE)?;
        let sealed = self.hex::<SEALED_LEN>(SEALED)?.to_vec();
        Ok(Parsed {
            info,
            kdf,
            salt,
            nonce,
            sealed,
        })
    }
}

/// Digits only, no leading zero.
fn canonical_number(s: &str) -> Option<u64> {
    let b = s.as_bytes();
    if b.is_empty() || !b.iter().all(u8::is_ascii_digit) || (b.len() > 1 && b[0] == b'0') {
        return None;
    }
    s.parse().ok()
}

/// Exactly what [`duration_text`] writes.
pub fn parse_duration(s: &str) -> Option<Duration> {
    let (hms, frac) = match s.split_once('.') {
        Some((hms, frac)) => (hms, Some(frac)),
        None => (s, None),
    };
    let mut parts = hms.split(':');
    let (Some(h), Some(m), Some(sec), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return None;
    };
    let two = |x: &str| {
        (x.len() == 2 && x.bytes().all(|b| b.is_ascii_digit()))
            .then(|| x.parse::<u64>().ok())
            .flatten()
            .filter(|v| *v < 60)
    };
    let h = canonical_number(h).filter(|h| *h < MAX_HOURS)?;
    let (m, sec) = (two(m)?, two(sec)?);
    let ms = match frac {
        None => 0,
        Some(f) if f.len() == 3 && f.bytes().all(|b| b.is_ascii_digit()) && f != "000" => {
            f.parse::<u64>().ok()?
        }
        Some(_) => return None,
    };
    Some(Duration::from_millis(((h * 60 + m) * 60 + sec) * 1000 + ms))
}

/// Lower-case hex only (so one spelling per value).
fn parse_hex(s: &str) -> Option<Vec<u8>> {
    let digit = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        _ => None,
    };
    s.as_bytes()
        .chunks(2)
        .map(|pair| match pair {
            [hi, lo] => Some(digit(*hi)? << 4 | digit(*lo)?),
            _ => None,
        })
        .collect()
}
