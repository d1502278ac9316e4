//! Time controls (Article 6.2): periods with an optional move count, a base
//! time and a per-move bonus; the game mode they imply (standard, rapid,
//! blitz); reading and writing them in PGN and in a short readable form.
//!
//! The readable grammar is documented in `docs/time-control.md`.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

/// Longest time a single number in a time control may stand for. Keeps
/// all clock arithmetic far from overflow; no real game comes near it.
const MAX_TIME: Duration = Duration::from_secs(100 * 24 * 3600);
/// Largest move count of a period.
const MAX_MOVES: u64 = 1000;
/// Plain numbers above this many are read as PGN seconds, not minutes.
const PLAIN_MINUTES_MAX: u64 = 120;

const MINUTE: Duration = Duration::from_secs(60);

/// What a player gets for each move made in a period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// Nothing: sudden death or plain move-count periods.
    None,
    /// Fischer mode: this much is added after each move.
    Increment(Duration),
    /// Simple (US) delay, "отсрочка по времени": the main time only starts
    /// to run after this much of the move's time is used up.
    Delay(Duration),
    /// Bronstein mode: the time used for the move is given back, up to this
    /// much.
    Bronstein(Duration),
}

impl Bonus {
    /// The bonus time per move, zero for [`Bonus::None`].
    pub(crate) fn amount(&self) -> Duration {
        match *self {
            Bonus::None => Duration::ZERO,
            Bonus::Increment(d) | Bonus::Delay(d) | Bonus::Bronstein(d) => d,
        }
    }

    /// How much of `elapsed` thinking time comes off the main time while
    /// the move is being thought about (delay time is free).
    pub(crate) fn charged(&self, elapsed: Duration) -> Duration {
        match *self {
            Bonus::Delay(d) => elapsed.saturating_sub(d),
            _ => elapsed,
        }
    }

    /// Time put back on the clock when a move that took `elapsed` is
    /// completed.
    pub(crate) fn given_back(&self, elapsed: Duration) -> Duration {
        match *self {
            Bonus::None | Bonus::Delay(_) => Duration::ZERO,
            Bonus::Increment(d) => d,
            Bonus::Bronstein(d) => elapsed.min(d),
        }
    }

    /// Thinking time after which `main` time is used up (the flag falls).
    pub(crate) fn elapsed_to_spend(&self, main: Duration) -> Duration {
        match *self {
            Bonus::Delay(d) => main.saturating_add(d),
            _ => main,
        }
    }
}

/// One time-control period, e.g. "40 moves in 90 minutes".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to make in this period; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Time given at the start of the period (added to what is left).
    pub base: Duration,
    /// Per-move bonus while this period runs.
    pub bonus: Bonus,
}

impl Period {
    /// A period for the rest of the game.
    pub fn sudden_death(base: Duration, bonus: Bonus) -> Period {
        Period {
            moves: None,
            base,
            bonus,
        }
    }

    /// A period of `moves` moves.
    pub fn moves(moves: u32, base: Duration, bonus: Bonus) -> Period {
        Period {
            moves: Some(moves),
            base,
            bonus,
        }
    }
}

/// Kind of game by the FIDE Laws (rapid: Appendix A, blitz: Appendix B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// Time for 60 moves is 60 minutes or more.
    Standard,
    /// More than 10 and less than 60 minutes for 60 moves.
    Rapid,
    /// 10 minutes or less for 60 moves.
    Blitz,
}

impl Mode {
    /// Lower-case English name, also accepted by [`Mode::from_str`].
    pub(crate) fn name(self) -> &'static str {
        match self {
            Mode::Standard => "standard",
            Mode::Rapid => "rapid",
            Mode::Blitz => "blitz",
        }
    }

    /// The mode for a given time for 60 moves.
    pub(crate) fn for_time_of_60_moves(t: Duration) -> Mode {
        if t <= 10 * MINUTE {
            Mode::Blitz
        } else if t < 60 * MINUTE {
            Mode::Rapid
        } else {
            Mode::Standard
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A mode name that is not one of standard, rapid, blitz.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseModeError {
    /// The text that was read.
    pub input: String,
}

impl fmt::Display for ParseModeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown game mode '{}': expected standard, rapid or blitz",
            self.input
        )
    }
}

impl std::error::Error for ParseModeError {}

impl FromStr for Mode {
    type Err = ParseModeError;

    fn from_str(s: &str) -> Result<Mode, ParseModeError> {
        match s.trim().to_lowercase().as_str() {
            "standard" | "classical" | "classic" | "slow" => Ok(Mode::Standard),
            "rapid" | "rapidplay" | "quickplay" => Ok(Mode::Rapid),
            "blitz" | "lightning" => Ok(Mode::Blitz),
            _ => Err(ParseModeError {
                input: s.to_string(),
            }),
        }
    }
}

/// The time control of a game: its periods in order. No periods means an
/// untimed game (PGN "-" or "?"): the clock then only counts time used.
///
/// When the last period has a move count it repeats (e.g. "40/7200" is
/// 40 moves in two hours, again and again), as on tournament clocks.
///
/// Parsed from the readable form ("90m/40+30m+30s") or PGN ("40/5400+30:1800+30"):
///
/// ```
/// use std::time::Duration;
/// use laws::clock::TimeControl;
///
/// let control: TimeControl = "40/5400+30:1800+30".parse().unwrap();
/// assert_eq!(control.periods().len(), 2);
/// assert!(control.is_timed());
/// assert_eq!(control.to_pgn(), "40/5400+30:1800+30");
/// assert_eq!("90+30".parse::<TimeControl>().unwrap().periods()[0].base, Duration::from_secs(90 * 60));
/// assert!("90+".parse::<TimeControl>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct TimeControl {
    periods: Vec<Period>,
    mode: Option<Mode>,
}

/// Why a text is not a time control.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseTimeControlError {
    /// The text that was read.
    pub input: String,
    /// What was wrong with it.
    pub kind: ParseErrorKind,
}

/// What exactly was wrong; each variant has a speakable explanation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// Nothing was given.
    Empty,
    /// A character that has no place in a time control.
    UnexpectedChar {
        /// The character.
        found: char,
        /// Its byte offset in the text.
        position: usize,
    },
    /// A word that is neither a unit nor a bonus kind.
    UnknownWord {
        /// The word as written.
        word: String,
    },
    /// A time (number with optional unit) was expected at `position`.
    ExpectedTime {
        /// Byte offset where the time should begin.
        position: usize,
    },
    /// A whole number of moves was expected after "/".
    ExpectedMoveCount {
        /// Byte offset where the move count should begin.
        position: usize,
    },
    /// Something was left over after a complete time control.
    Trailing {
        /// Byte offset of the first character left over.
        position: usize,
    },
    /// A period of zero moves.
    ZeroMoves,
    /// A number too large to be a game time or move count.
    TooLarge,
    /// PGN sandclock ("*180") is not supported.
    Sandclock,
    /// A period follows one that lasts for the rest of the game.
    PeriodAfterSuddenDeath,
    /// A delay or increment ("d5") with no base time before it.
    MissingBaseTime,
    /// The first period has no time ("0", "0+0"): the first player's flag
    /// would fall at once.
    ZeroBaseTime,
}

impl fmt::Display for ParseTimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.kind == ParseErrorKind::ZeroBaseTime {
            write!(f, "time control '{}' cannot be played: ", self.input)?;
        } else {
            write!(f, "cannot read time control '{}': ", self.input)?;
        }
        match &self.kind {
            ParseErrorKind::Empty => f.write_str("it is empty"),
            ParseErrorKind::UnexpectedChar { found, position } => write!(
                f,
                "unexpected character '{found}' at position {}",
                position + 1
            ),
            ParseErrorKind::UnknownWord { word } => write!(
                f,
                "unknown word '{word}': expected a unit (h, m, s) or a bonus kind (d delay, b Bronstein, i increment)"
            ),
            ParseErrorKind::ExpectedTime { position } => write!(
                f,
                "expected a time such as 90, 90m, 1h30m or 30s at position {}",
                position + 1
            ),
            ParseErrorKind::ExpectedMoveCount { position } => write!(
                f,
                "expected a whole number of moves after '/' at position {}",
                position + 1
            ),
            ParseErrorKind::Trailing { position } => write!(
                f,
                "unexpected text from position {}: the bonus (increment or delay) must come last",
                position + 1
            ),
            ParseErrorKind::ZeroMoves => f.write_str("a period must have at least one move"),
            ParseErrorKind::TooLarge => f.write_str("a number is too large"),
            ParseErrorKind::Sandclock => {
                f.write_str("sandclock time controls ('*') are not supported")
            }
            ParseErrorKind::MissingBaseTime => f.write_str(
                "a delay or increment needs the base time before it, as in 5+d3 (5 minutes, 3 seconds delay)",
            ),
            ParseErrorKind::ZeroBaseTime => f.write_str(
                "the game must begin with time on the clock: the first period needs a time above zero, as in 5+3 (5 minutes, 3 seconds increment); for a game without a time limit write - (a dash)",
            ),
            ParseErrorKind::PeriodAfterSuddenDeath => f.write_str(
                "a period without a move count lasts for the rest of the game, so no period can follow it",
            ),
        }?;
        f.write_str(". Examples: 90/40+30+30s, 5+3, 15m+10s, 5+d3, or PGN 40/5400+30:1800+30")
    }
}

impl std::error::Error for ParseTimeControlError {}

impl TimeControl {
    /// A time control from explicit periods. Every period but the last
    /// needs a move count, and counts must be at least one.
    pub(crate) fn new(periods: Vec<Period>) -> Result<TimeControl, ParseTimeControlError> {
        let err = |kind| ParseTimeControlError {
            input: String::new(),
            kind,
        };
        if periods.first().is_some_and(|p| p.base.is_zero()) {
            return Err(err(ParseErrorKind::ZeroBaseTime));
        }
        let last = periods.len().saturating_sub(1);
        for (i, p) in periods.iter().enumerate() {
            match p.moves {
                Some(0) => return Err(err(ParseErrorKind::ZeroMoves)),
                None if i < last => return Err(err(ParseErrorKind::PeriodAfterSuddenDeath)),
                _ => {}
            }
            if p.base > MAX_TIME || p.bonus.amount() > MAX_TIME {
                return Err(err(ParseErrorKind::TooLarge));
            }
        }
        Ok(TimeControl {
            periods,
            mode: None,
        })
    }

    /// No time limit; the clock still counts the time each side uses.
    pub(crate) fn untimed() -> TimeControl {
        TimeControl::default()
    }

    /// One period for the whole game.
    pub fn sudden_death(base: Duration, bonus: Bonus) -> TimeControl {
        TimeControl {
            periods: vec![Period::sudden_death(base.min(MAX_TIME), bonus)],
            mode: None,
        }
    }

    /// The periods in order; empty when untimed.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// Whether the game has a time limit at all.
    pub fn is_timed(&self) -> bool {
        !self.periods.is_empty()
    }

    /// The same control with the mode fixed by the organiser.
    pub fn with_mode(mut self, mode: Mode) -> TimeControl {
        self.mode = Some(mode);
        self
    }

    /// Fix the mode (`Some`) or go back to deriving it (`None`).
    pub fn set_mode(&mut self, mode: Option<Mode>) {
        self.mode = mode;
    }

    /// The mode: the organiser's override, else the one derived from
    /// the time for 60 moves. Untimed games count as standard.
    pub fn mode(&self) -> Mode {
        self.mode.unwrap_or_else(|| self.derived_mode())
    }

    /// The mode as the Laws derive it, ignoring any override.
    pub(crate) fn derived_mode(&self) -> Mode {
        match self.time_for_60_moves() {
            Some(t) => Mode::for_time_of_60_moves(t),
            None => Mode::Standard,
        }
    }

    /// Time a player has for the first 60 moves: base times of every
    /// period begun within them plus the bonus of each move (a delay
    /// counts as the most it can save). `None` when untimed.
    pub(crate) fn time_for_60_moves(&self) -> Option<Duration> {
        let first = self.periods.first()?;
        let mut total = first.base;
        let mut idx = 0usize;
        let mut in_period = 0u32;
        for mv in 1..=60u32 {
            let p = self.periods.get(idx).unwrap_or(first);
            total = total.saturating_add(p.bonus.amount());
            in_period += 1;
            if p.moves == Some(in_period) && mv < 60 {
                in_period = 0;
                if idx + 1 < self.periods.len() {
                    idx += 1;
                }
                let next = self.periods.get(idx).unwrap_or(first);
                total = total.saturating_add(next.base);
            }
        }
        Some(total)
    }

    /// Read a PGN `TimeControl` tag value: fields separated by ':', each
    /// "?", "-", "S", "S+I" or "M/S" or "M/S+I" in seconds. As an
    /// extension (not in the PGN standard) "S+dI" is a delay and "S+bI"
    /// a Bronstein delay. Sandclock ("*S") is refused.
    pub(crate) fn from_pgn(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        let input = s.trim();
        let err = |kind| ParseTimeControlError {
            input: s.to_string(),
            kind,
        };
        if input.is_empty() {
            return Err(err(ParseErrorKind::Empty));
        }
        if input == "-" || input == "?" {
            return Ok(TimeControl::untimed());
        }
        let mut periods = Vec::new();
        let mut offset = s.len() - s.trim_start().len();
        for field in input.split(':') {
            let p = parse_pgn_field(field, offset).map_err(err)?;
            periods.push(p);
            offset += field.len() + 1;
        }
        TimeControl::new(periods).map_err(|e| err(e.kind))
    }

    /// Read the readable form (see `docs/time-control.md`), e.g.
    /// "90/40+30+30s", "5+3", "15m+10s", "5+d3", "2h/40+1h/20".
    pub(crate) fn from_readable(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        let err = |kind| ParseTimeControlError {
            input: s.to_string(),
            kind,
        };
        let tokens = tokenize(s).map_err(err)?;
        if tokens.is_empty() {
            return Err(err(ParseErrorKind::Empty));
        }
        let periods = ReadableParser {
            tokens: &tokens,
            pos: 0,
            end: s.len(),
        }
        .parse()
        .map_err(err)?;
        TimeControl::new(periods).map_err(|e| err(e.kind))
    }

    /// The PGN `TimeControl` value. Delays use the "+d"/"+b" extension
    /// that `TimeControl::from_pgn` reads back.
    pub fn to_pgn(&self) -> String {
        if self.periods.is_empty() {
            return "-".to_string();
        }
        let fields: Vec<String> = self
            .periods
            .iter()
            .map(|p| {
                let mut f = String::new();
                if let Some(m) = p.moves {
                    f.push_str(&format!("{m}/"));
                }
                f.push_str(&pgn_seconds(p.base));
                match p.bonus {
                    Bonus::None => {}
                    Bonus::Increment(d) => f.push_str(&format!("+{}", pgn_seconds(d))),
                    Bonus::Delay(d) => f.push_str(&format!("+d{}", pgn_seconds(d))),
                    Bonus::Bronstein(d) => f.push_str(&format!("+b{}", pgn_seconds(d))),
                }
                f
            })
            .collect();
        fields.join(":")
    }

    /// The readable form, when every period has the same bonus (the
    /// readable grammar has one bonus for the whole game).
    pub(crate) fn to_readable(&self) -> Option<String> {
        let first = self.periods.first()?;
        if self.periods.iter().any(|p| p.bonus != first.bonus) {
            return None;
        }
        let mut out: Vec<String> = self
            .periods
            .iter()
            .map(|p| {
                let t = readable_time(p.base, 'm');
                match p.moves {
                    Some(m) => format!("{t}/{m}"),
                    None => t,
                }
            })
            .collect();
        let bonus = match first.bonus {
            Bonus::None => None,
            Bonus::Increment(d) => Some(readable_time(d, 's')),
            Bonus::Delay(d) => Some(format!("d{}", readable_time(d, 's'))),
            Bonus::Bronstein(d) => Some(format!("b{}", readable_time(d, 's'))),
        };
        out.extend(bonus);
        Some(out.join("+"))
    }

    /// A plain English sentence for the screen and the journal, e.g.
    /// "90 minutes for 40 moves, then 30 minutes for the rest of the game;
    /// 30 seconds increment per move from move 1. Standard."
    pub fn describe(&self) -> String {
        let Some(first) = self.periods.first() else {
            return "No time limit.".to_string();
        };
        let common_bonus = self.periods.iter().all(|p| p.bonus == first.bonus);
        let last = self.periods.len() - 1;
        let parts: Vec<String> = self
            .periods
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let mut s = describe_time(p.base);
                match p.moves {
                    Some(m) => s.push_str(&format!(" for {m} moves")),
                    None => s.push_str(" for the rest of the game"),
                }
                if !common_bonus && p.bonus != Bonus::None {
                    s.push_str(&format!(", {}", describe_bonus(p.bonus)));
                }
                if i == last && p.moves.is_some() {
                    s.push_str(", repeated");
                }
                s
            })
            .collect();
        let mut out = parts.join(", then ");
        if common_bonus && first.bonus != Bonus::None {
            out.push_str(&format!("; {} from move 1", describe_bonus(first.bonus)));
        }
        out.push_str(&format!(". {}.", capitalize(self.mode().name())));
        capitalize(&out)
    }
}

impl fmt::Display for TimeControl {
    /// The readable form when there is one, else PGN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.to_readable() {
            Some(r) => f.write_str(&r),
            None => f.write_str(&self.to_pgn()),
        }
    }
}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;

    /// PGN or readable, told apart as `docs/time-control.md` explains:
    /// ':', '*', "-" and "?" mean PGN; letters mean readable; plain
    /// numbers are PGN when "A/B" has B above 120 (seconds, not moves)
    /// or a lone base is above 120 (seconds, not minutes).
    fn from_str(s: &str) -> Result<TimeControl, ParseTimeControlError> {
        if looks_like_pgn(s) {
            TimeControl::from_pgn(s)
        } else {
            TimeControl::from_readable(s)
        }
    }
}

fn looks_like_pgn(s: &str) -> bool {
    let t = s.trim();
    if t == "-" || t == "?" || t.contains(':') || t.starts_with('*') {
        return true;
    }
    if t.chars()
        .any(|c| c.is_alphabetic() || c == '\'' || c == '"')
    {
        return false;
    }
    let mut nums = t
        .split(|c: char| !c.is_ascii_digit() && c != '.')
        .filter(|n| !n.is_empty())
        .map(|n| n.split('.').next().unwrap_or("").parse::<u64>().ok());
    let first = nums.next().flatten();
    match (first, t.contains('/')) {
        (Some(_), true) => nums.next().flatten().is_some_and(|b| b > PLAIN_MINUTES_MAX),
        (Some(a), false) => a > PLAIN_MINUTES_MAX,
        (None, _) => false,
    }
}

fn parse_pgn_field(field: &str, offset: usize) -> Result<Period, ParseErrorKind> {
    if field.starts_with('*') {
        return Err(ParseErrorKind::Sandclock);
    }
    let (moves, rest, rest_off) = match field.split_once('/') {
        Some((m, r)) => {
            let count = m
                .trim()
                .parse::<u64>()
                .map_err(|_| ParseErrorKind::ExpectedMoveCount { position: offset })?;
            if count == 0 {
                return Err(ParseErrorKind::ZeroMoves);
            }
            if count > MAX_MOVES {
                return Err(ParseErrorKind::TooLarge);
            }
            (Some(count as u32), r, offset + m.len() + 1)
        }
        None => (None, field, offset),
    };
    let (base, bonus_text) = match rest.split_once('+') {
        Some((b, i)) => (b, Some((i, rest_off + b.len() + 1))),
        None => (rest, None),
    };
    let base = pgn_secs(base, rest_off)?;
    let bonus = match bonus_text {
        None => Bonus::None,
        Some((t, off)) => {
            let t = t.trim();
            if let Some(d) = t.strip_prefix(['d', 'D']) {
                Bonus::Delay(pgn_secs(d, off + 1)?)
            } else if let Some(b) = t.strip_prefix(['b', 'B']) {
                Bonus::Bronstein(pgn_secs(b, off + 1)?)
            } else {
                Bonus::Increment(pgn_secs(t, off)?)
            }
        }
    };
    Ok(Period { moves, base, bonus })
}

/// Seconds, possibly with up to three decimals.
fn pgn_secs(s: &str, position: usize) -> Result<Duration, ParseErrorKind> {
    let t = s.trim();
    let bad = ParseErrorKind::ExpectedTime { position };
    let (int, frac) = t.split_once('.').unwrap_or((t, ""));
    if int.is_empty()
        || !int.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
        || frac.len() > 3
    {
        return Err(bad);
    }
    let secs: u64 = int.parse().map_err(|_| ParseErrorKind::TooLarge)?;
    let millis: u64 = format!("{frac:0<3}").parse().unwrap_or(0);
    let d = Duration::from_secs(secs).saturating_add(Duration::from_millis(millis));
    if d > MAX_TIME {
        return Err(ParseErrorKind::TooLarge);
    }
    Ok(d)
}

fn pgn_seconds(d: Duration) -> String {
    let ms = d.subsec_millis();
    if ms == 0 {
        d.as_secs().to_string()
    } else {
        let frac = format!("{ms:03}");
        format!("{}.{}", d.as_secs(), frac.trim_end_matches('0'))
    }
}

/// Shortest readable spelling, using `default_unit` without a letter
/// when the time is a whole number of that unit.
fn readable_time(d: Duration, default_unit: char) -> String {
    let secs = d.as_secs();
    if d.subsec_millis() != 0 {
        return format!("{}s", pgn_seconds(d));
    }
    match default_unit {
        'm' if secs.is_multiple_of(60) => (secs / 60).to_string(),
        's' => secs.to_string(),
        _ => {
            let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
            let mut out = String::new();
            if h > 0 {
                out.push_str(&format!("{h}h"));
            }
            if m > 0 {
                out.push_str(&format!("{m}m"));
            }
            if s > 0 || out.is_empty() {
                out.push_str(&format!("{s}s"));
            }
            out
        }
    }
}

fn describe_time(d: Duration) -> String {
    let secs = d.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    let unit = |n: u64, one: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {one}s")
        }
    };
    let mut parts = Vec::new();
    // "90 minutes" reads better than "1 hour 30 minutes" for periods.
    if h > 0 && m == 0 && s == 0 {
        parts.push(unit(h, "hour"));
    } else if secs >= 60 {
        parts.push(unit(secs / 60, "minute"));
        if s > 0 {
            parts.push(unit(s, "second"));
        }
    } else if d.subsec_millis() != 0 {
        parts.push(format!("{} seconds", pgn_seconds(d)));
    } else {
        parts.push(unit(s, "second"));
    }
    parts.join(" ")
}

fn describe_bonus(b: Bonus) -> String {
    match b {
        Bonus::None => String::new(),
        Bonus::Increment(d) => format!("{} increment per move", describe_time(d)),
        Bonus::Delay(d) => format!("{} delay per move", describe_time(d)),
        Bonus::Bronstein(d) => format!("{} Bronstein delay per move", describe_time(d)),
    }
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

// ---------------------------------------------------------------------
// Readable grammar.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Unit {
    Hours,
    Minutes,
    Seconds,
}

impl Unit {
    fn millis(self) -> u64 {
        match self {
            Unit::Hours => 3_600_000,
            Unit::Minutes => 60_000,
            Unit::Seconds => 1000,
        }
    }

    fn smaller(self) -> Unit {
        match self {
            Unit::Hours => Unit::Minutes,
            Unit::Minutes | Unit::Seconds => Unit::Seconds,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BonusKind {
    Increment,
    Delay,
    Bronstein,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    /// Value in thousandths, and whether it had a fraction.
    Num {
        milli: u64,
        whole: bool,
    },
    Unit(Unit),
    Bonus(BonusKind),
    Moves,
    Slash,
    Plus,
}

/// A token with the byte position where it starts.
type Spanned = (Tok, usize);

fn tokenize(s: &str) -> Result<Vec<Spanned>, ParseErrorKind> {
    let mut out = Vec::new();
    let mut it = s.char_indices().peekable();
    while let Some(&(pos, c)) = it.peek() {
        if c.is_whitespace() {
            it.next();
        } else if c.is_ascii_digit() {
            let mut int: u64 = 0;
            let mut frac = String::new();
            let mut seen_dot = false;
            while let Some(&(_, d)) = it.peek() {
                if d.is_ascii_digit() {
                    if seen_dot {
                        frac.push(d);
                    } else {
                        int = int
                            .checked_mul(10)
                            .and_then(|v| v.checked_add(u64::from(d as u8 - b'0')))
                            .ok_or(ParseErrorKind::TooLarge)?;
                    }
                    it.next();
                } else if d == '.' && !seen_dot {
                    seen_dot = true;
                    it.next();
                } else {
                    break;
                }
            }
            if frac.len() > 3 {
                return Err(ParseErrorKind::UnexpectedChar {
                    found: frac.chars().nth(3).unwrap_or('0'),
                    position: pos,
                });
            }
            let frac_milli: u64 = format!("{frac:0<3}").parse().unwrap_or(0);
            let milli = int
                .checked_mul(1000)
                .and_then(|v| v.checked_add(frac_milli))
                .ok_or(ParseErrorKind::TooLarge)?;
            out.push((
                Tok::Num {
                    milli,
                    whole: frac_milli == 0,
                },
                pos,
            ));
        } else if c.is_alphabetic() {
            let mut word = String::new();
            while let Some(&(_, a)) = it.peek() {
                if a.is_alphabetic() {
                    word.push(a);
                    it.next();
                } else {
                    break;
                }
            }
            let tok = match word.to_lowercase().as_str() {
                "h" | "hr" | "hrs" | "hour" | "hours" => Tok::Unit(Unit::Hours),
                "m" | "min" | "mins" | "minute" | "minutes" => Tok::Unit(Unit::Minutes),
                "s" | "sec" | "secs" | "second" | "seconds" => Tok::Unit(Unit::Seconds),
                "d" | "delay" => Tok::Bonus(BonusKind::Delay),
                "b" | "bronstein" => Tok::Bonus(BonusKind::Bronstein),
                "i" | "inc" | "increment" | "f" | "fischer" => Tok::Bonus(BonusKind::Increment),
                "mv" | "moves" | "move" => Tok::Moves,
                _ => return Err(ParseErrorKind::UnknownWord { word }),
            };
            out.push((tok, pos));
        } else {
            let tok = match c {
                '/' => Tok::Slash,
                '+' => Tok::Plus,
                '\'' => Tok::Unit(Unit::Minutes),
                '"' => Tok::Unit(Unit::Seconds),
                _ => {
                    return Err(ParseErrorKind::UnexpectedChar {
                        found: c,
                        position: pos,
                    });
                }
            };
            out.push((tok, pos));
            it.next();
        }
    }
    Ok(out)
}

struct ReadableParser<'a> {
    tokens: &'a [Spanned],
    pos: usize,
    end: usize,
}

/// A time read from the tokens, and whether every unit was seconds.
struct ReadTime {
    value: Duration,
    seconds_only: bool,
}

impl ReadableParser<'_> {
    fn peek(&self) -> Option<Tok> {
        self.tokens.get(self.pos).map(|t| t.0)
    }

    fn here(&self) -> usize {
        self.tokens.get(self.pos).map_or(self.end, |t| t.1)
    }

    fn parse(mut self) -> Result<Vec<Period>, ParseErrorKind> {
        if let Some(Tok::Bonus(_)) = self.peek() {
            return Err(ParseErrorKind::MissingBaseTime);
        }
        let mut periods = vec![self.period()?];
        let mut bonus = Bonus::None;
        loop {
            match self.peek() {
                None => break,
                Some(Tok::Bonus(kind)) => {
                    self.pos += 1;
                    bonus = self.bonus(kind)?;
                    break;
                }
                Some(Tok::Plus) => {
                    self.pos += 1;
                    if let Some(Tok::Bonus(kind)) = self.peek() {
                        self.pos += 1;
                        bonus = self.bonus(kind)?;
                        break;
                    }
                    let after_moves = periods.last().is_some_and(|p| p.moves.is_some());
                    if !after_moves {
                        bonus = self.bonus(BonusKind::Increment)?;
                        break;
                    }
                    let start = self.pos;
                    let t = self.time(Unit::Minutes)?;
                    let moves = self.move_count()?;
                    if moves.is_none() && t.seconds_only && self.peek().is_none() {
                        // "90/40+30s": seconds only make sense as increment.
                        self.pos = start;
                        bonus = self.bonus(BonusKind::Increment)?;
                        break;
                    }
                    periods.push(Period {
                        moves,
                        base: t.value,
                        bonus: Bonus::None,
                    });
                }
                Some(_) => {
                    return Err(ParseErrorKind::Trailing {
                        position: self.here(),
                    });
                }
            }
        }
        if self.peek().is_some() {
            return Err(ParseErrorKind::Trailing {
                position: self.here(),
            });
        }
        for p in &mut periods {
            p.bonus = bonus;
        }
        Ok(periods)
    }

    fn period(&mut self) -> Result<Period, ParseErrorKind> {
        let t = self.time(Unit::Minutes)?;
        let moves = self.move_count()?;
        Ok(Period {
            moves,
            base: t.value,
            bonus: Bonus::None,
        })
    }

    fn bonus(&mut self, kind: BonusKind) -> Result<Bonus, ParseErrorKind> {
        let d = self.time(Unit::Seconds)?.value;
        Ok(match kind {
            BonusKind::Increment => Bonus::Increment(d),
            BonusKind::Delay => Bonus::Delay(d),
            BonusKind::Bronstein => Bonus::Bronstein(d),
        })
    }

    /// "/40" or "/40 moves" after a time, if present.
    fn move_count(&mut self) -> Result<Option<u32>, ParseErrorKind> {
        if self.peek() != Some(Tok::Slash) {
            return Ok(None);
        }
        self.pos += 1;
        let position = self.here();
        match self.peek() {
            Some(Tok::Num { milli, whole: true }) => {
                self.pos += 1;
                if self.peek() == Some(Tok::Moves) {
                    self.pos += 1;
                }
                let n = milli / 1000;
                if n == 0 {
                    Err(ParseErrorKind::ZeroMoves)
                } else if n > MAX_MOVES {
                    Err(ParseErrorKind::TooLarge)
                } else {
                    Ok(Some(n as u32))
                }
            }
            _ => Err(ParseErrorKind::ExpectedMoveCount { position }),
        }
    }

    /// One or more "number [unit]" parts: "90", "1h30m", "1h30", "30s".
    /// A bare first number has `default` unit; a bare later number has
    /// the unit below the previous one.
    fn time(&mut self, default: Unit) -> Result<ReadTime, ParseErrorKind> {
        let position = self.here();
        let mut total: u64 = 0;
        let mut prev: Option<Unit> = None;
        let mut seconds_only = true;
        while let Some(Tok::Num { milli, .. }) = self.peek() {
            self.pos += 1;
            let unit = match self.peek() {
                Some(Tok::Unit(u)) => {
                    self.pos += 1;
                    u
                }
                _ => prev.map_or(default, Unit::smaller),
            };
            seconds_only &= unit == Unit::Seconds;
            let add = milli
                .checked_mul(unit.millis())
                .map(|v| v / 1000)
                .ok_or(ParseErrorKind::TooLarge)?;
            total = total.checked_add(add).ok_or(ParseErrorKind::TooLarge)?;
            if prev.is_some_and(|p| unit_rank(unit) >= unit_rank(p)) {
                return Err(ParseErrorKind::ExpectedTime { position });
            }
            prev = Some(unit);
        }
        if prev.is_none() {
            return Err(ParseErrorKind::ExpectedTime { position });
        }
        let value = Duration::from_millis(total);
        if value > MAX_TIME {
            return Err(ParseErrorKind::TooLarge);
        }
        Ok(ReadTime {
            value,
            seconds_only,
        })
    }
}

/// Larger units rank higher; parts of a time must go from large to small.
fn unit_rank(u: Unit) -> u8 {
    match u {
        Unit::Hours => 2,
        Unit::Minutes => 1,
        Unit::Seconds => 0,
    }
}

/// A text that is not a duration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseDurationError {
    /// The text that was read.
    pub input: String,
    /// What was wrong with it.
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseDurationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read duration '{}': ", self.input)?;
        match &self.kind {
            ParseErrorKind::Empty => f.write_str("it is empty"),
            ParseErrorKind::TooLarge => f.write_str("it is too large"),
            ParseErrorKind::UnknownWord { word } => write!(f, "unknown unit '{word}'"),
            ParseErrorKind::UnexpectedChar { found, position } => write!(
                f,
                "unexpected character '{found}' at position {}",
                position + 1
            ),
            _ => f.write_str("expected a number with an optional unit h, m or s"),
        }?;
        f.write_str(". Examples: 12s, 5m, 1h30m, 90 (seconds)")
    }
}

impl std::error::Error for ParseDurationError {}

/// Read a duration such as "12s", "5m", "1h30m", "1.5s", "90" (a bare
/// number is seconds). For scripted `wait` directives and for settings
/// like warning thresholds.
pub fn parse_duration(s: &str) -> Result<Duration, ParseDurationError> {
    let err = |kind| ParseDurationError {
        input: s.to_string(),
        kind,
    };
    let tokens = tokenize(s).map_err(err)?;
    if tokens.is_empty() {
        return Err(err(ParseErrorKind::Empty));
    }
    let mut p = ReadableParser {
        tokens: &tokens,
        pos: 0,
        end: s.len(),
    };
    let t = p.time(Unit::Seconds).map_err(err)?;
    if p.peek().is_some() {
        return Err(err(ParseErrorKind::Trailing { position: p.here() }));
    }
    Ok(t.value)
}
