//! The last phase of the game on the clock: the quickplay finish of the
//! FIDE Laws' Guidelines III (the seeds' Article 10, "Быстрое
//! доигрывание"), and the scoresheet relief of Article 8.4.
//!
//! - III.2: the Guidelines apply only where the event announced them, and
//!   not to blitz nor to games with an increment (or delay).
//! - III.3.1: both flags fallen and which fell first cannot be told: a
//!   draw in the last period, play on in an earlier one.
//! - III.4: with less than two minutes left, the player to move may ask
//!   for five seconds a move for both players (also a draw offer); if the
//!   opponent refuses and the arbiter agrees, the opponent gets two
//!   minutes more.
//! - III.5: where III.4 is not used, the player to move with less than
//!   two minutes may claim a draw before the flag falls.
//! - 8.4: with less than five minutes and no increment of 30 seconds or
//!   more, a player need not keep score.
//!
//! Pure: what may be asked now, and what follows, from the clock's state.

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use shakmaty::Color;

use super::control::{Bonus, Mode, TimeControl};
use super::state::{Clock, FlagOrder};

/// III.4 and III.5: a request or claim needs less than this on the clock.
pub const CLAIM_BELOW: Duration = Duration::from_secs(2 * 60);
/// III.4: the bonus introduced for both players.
pub const EXTRA_INCREMENT: Duration = Duration::from_secs(5);
/// III.4, III.5: the minutes the opponent gets.
pub const EXTRA_MINUTES: u32 = 2;
/// 8.4: under this a player need not keep score...
pub const SCORE_RELIEF_BELOW: Duration = Duration::from_secs(5 * 60);
/// ...unless each move brings at least this much.
pub const SCORE_RELIEF_INCREMENT: Duration = Duration::from_secs(30);

/// Which Guideline of III the event announced for the quickplay finish.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Guideline {
    /// III.4: the five-second request.
    Increment,
    /// III.5 (and III.6 without an arbiter): the draw claim.
    Claim,
}

impl Guideline {
    /// "III.4" or "III.5", as the option and the score write it.
    pub fn article(self) -> &'static str {
        match self {
            Guideline::Increment => "III.4",
            Guideline::Claim => "III.5",
        }
    }
}

/// A `--quickplay` value that is none of III.4, III.5, none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseGuidelineError(pub String);

impl fmt::Display for ParseGuidelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown quickplay rule '{}': expected III.4, III.5 or none",
            self.0
        )
    }
}

impl std::error::Error for ParseGuidelineError {}

/// The announced rule: `None` for "none".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Announced(pub Option<Guideline>);

impl FromStr for Announced {
    type Err = ParseGuidelineError;
    fn from_str(s: &str) -> Result<Announced, ParseGuidelineError> {
        let w = s.trim().to_ascii_lowercase();
        let w = w.strip_prefix("guideline").unwrap_or(&w).trim();
        Ok(Announced(match w {
            "none" | "off" | "" => None,
            "iii.4" | "3.4" | "increment" => Some(Guideline::Increment),
            "iii.5" | "3.5" | "claim" => Some(Guideline::Claim),
            _ => return Err(ParseGuidelineError(s.to_string())),
        }))
    }
}

/// Why the Guidelines do not apply to a game at all (III.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotApplicable {
    /// The game has no time limit.
    Untimed,
    /// Blitz.
    Blitz,
    /// A period has an increment or a delay.
    Bonus,
}

/// III.2: whether the Guidelines can be used for this control in `mode`.
pub fn applies(control: &TimeControl, mode: Mode) -> Result<(), NotApplicable> {
    if !control.is_timed() {
        return Err(NotApplicable::Untimed);
    }
    if mode == Mode::Blitz {
        return Err(NotApplicable::Blitz);
    }
    if control.periods().iter().any(|p| p.bonus != Bonus::None) {
        return Err(NotApplicable::Bonus);
    }
    Ok(())
}

/// Why a player may not make a III.4 request or a III.5 claim now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The Guidelines do not apply to this game (III.2).
    NotApplicable(NotApplicable),
    /// The clock has not been started.
    NotStarted,
    /// The five seconds are already introduced (III.4 once).
    IncrementIntroduced,
    /// Moves remain before a time control: not the quickplay finish.
    EarlierPeriod,
    /// Two minutes or more are left.
    TooMuchTime(Duration),
    /// The player's flag has fallen.
    FlagFallen,
}

/// May `color`, the player to move, ask under the Guideline now?
pub fn may_ask(clock: &Clock, mode: Mode, color: Color, now: Duration) -> Result<(), Refusal> {
    applies(clock.control(), mode).map_err(Refusal::NotApplicable)?;
    if clock.introduced_increment().is_some() {
        return Err(Refusal::IncrementIntroduced);
    }
    if !clock.is_started() {
        return Err(Refusal::NotStarted);
    }
    if matches!(clock.flag_order(now), FlagOrder::One(c) if c == color)
        || matches!(clock.flag_order(now), FlagOrder::Both { .. })
    {
        return Err(Refusal::FlagFallen);
    }
    if !in_last_period(clock, color) {
        return Err(Refusal::EarlierPeriod);
    }
    let left = clock.remaining(color, now).unwrap_or_default();
    if left >= CLAIM_BELOW {
        return Err(Refusal::TooMuchTime(left));
    }
    Ok(())
}

/// Whether `color` plays the period in which all remaining moves must be
/// completed.
pub fn in_last_period(clock: &Clock, color: Color) -> bool {
    let periods = clock.control().periods();
    let i = clock.period_index(color);
    i + 1 >= periods.len() && periods.get(i).is_some_and(|p| p.moves.is_none())
}

/// III.3.1: both flags down, order unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BothFlags {
    /// In the last period: a draw.
    Draw,
    /// In an earlier period: the game goes on.
    PlayOn,
}

/// III.3.1 for this clock: the last period when both players are in it.
pub fn both_flags(clock: &Clock) -> BothFlags {
    if Color::ALL.iter().all(|&c| in_last_period(clock, c)) {
        BothFlags::Draw
    } else {
        BothFlags::PlayOn
    }
}

/// 8.4: `color` has less than five minutes and no increment of 30
/// seconds or more (a standard game: in rapid and blitz nobody need keep
/// score at all, Appendices A.2 and B).
pub fn score_relief(clock: &Clock, mode: Mode, color: Color, now: Duration) -> bool {
    if mode != Mode::Standard || !clock.is_started() {
        return false;
    }
    let increment = match clock.current_bonus(color) {
        Bonus::Increment(d) | Bonus::Bronstein(d) | Bonus::Delay(d) => d,
        Bonus::None => Duration::ZERO,
    };
    increment < SCORE_RELIEF_INCREMENT
        && clock
            .remaining(color, now)
            .is_some_and(|left| left < SCORE_RELIEF_BELOW)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clock(tc: &str) -> Clock {
        Clock::new(tc.parse().unwrap())
    }
    const S: fn(u64) -> Duration = Duration::from_secs;

    #[test]
    fn the_option_reads_the_guidelines() {
        assert_eq!("III.4".parse(), Ok(Announced(Some(Guideline::Increment))));
        assert_eq!("iii.5".parse(), Ok(Announced(Some(Guideline::Claim))));
        assert_eq!("none".parse(), Ok(Announced(None)));
        assert!("III.7".parse::<Announced>().is_err());
    }

    #[test]
    fn not_for_blitz_nor_increments() {
        let c = clock("90+30");
        assert_eq!(
            applies(c.control(), Mode::Standard),
            Err(NotApplicable::Bonus)
        );
        let c = clock("5");
        assert_eq!(applies(c.control(), Mode::Blitz), Err(NotApplicable::Blitz));
        let c = clock("90");
        assert_eq!(applies(c.control(), Mode::Standard), Ok(()));
    }

    #[test]
    fn the_claim_needs_less_than_two_minutes_and_a_standing_flag() {
        let mut c = clock("3");
        c.start(Color::White, S(0)).unwrap();
        assert_eq!(
            may_ask(&c, Mode::Rapid, Color::White, S(30)),
            Err(Refusal::TooMuchTime(S(150)))
        );
        assert_eq!(may_ask(&c, Mode::Rapid, Color::White, S(61)), Ok(()));
        assert_eq!(
            may_ask(&c, Mode::Rapid, Color::White, S(181)),
            Err(Refusal::FlagFallen)
        );
        let mut c = clock("90/40+30");
        c.start(Color::White, S(0)).unwrap();
        assert_eq!(
            may_ask(&c, Mode::Standard, Color::White, S(89 * 60)),
            Err(Refusal::EarlierPeriod)
        );
    }

    #[test]
    fn five_seconds_a_move_from_then_on() {
        let mut c = clock("3");
        c.start(Color::White, S(0)).unwrap();
        c.introduce_increment(EXTRA_INCREMENT, S(100)).unwrap();
        let p = c.press(S(110)).unwrap();
        assert_eq!(p.remaining, Some(S(180 - 110 + 5)));
        let p = c.press(S(120)).unwrap();
        assert_eq!(p.remaining, Some(S(180 - 10 + 5)));
        assert_eq!(
            may_ask(&c, Mode::Rapid, Color::White, S(120)),
            Err(Refusal::IncrementIntroduced)
        );
    }

    #[test]
    fn both_flags_seen_at_one_check_have_no_order() {
        let mut c = clock("90");
        c.start(Color::White, S(0)).unwrap();
        c.both_flags_down(S(100)).unwrap();
        assert_eq!(c.flag_order(S(100)), FlagOrder::Both { first: None });
        assert!(c.due_announcements(S(0), S(200)).is_empty());
        assert_eq!(both_flags(&c), BothFlags::Draw);
        let mut c = clock("90/40+30");
        c.start(Color::White, S(0)).unwrap();
        c.both_flags_down(S(100)).unwrap();
        assert_eq!(both_flags(&c), BothFlags::PlayOn);
        // A flag that fell on its own has its time: the order is known.
        let mut c = clock("1");
        c.start(Color::White, S(0)).unwrap();
        assert_eq!(c.flag_order(S(61)), FlagOrder::One(Color::White));
        c.due_announcements(S(0), S(61));
        c.both_flags_down(S(70)).unwrap();
        assert_eq!(
            c.flag_order(S(70)),
            FlagOrder::Both {
                first: Some(Color::White)
            }
        );
    }

    #[test]
    fn score_relief_under_five_minutes_without_a_long_increment() {
        let mut c = clock("90");
        c.start(Color::White, S(0)).unwrap();
        assert!(!score_relief(&c, Mode::Standard, Color::White, S(85 * 60)));
        assert!(score_relief(&c, Mode::Standard, Color::White, S(86 * 60)));
        assert!(!score_relief(&c, Mode::Rapid, Color::White, S(86 * 60)));
        let mut c = clock("90+30");
        c.start(Color::White, S(0)).unwrap();
        assert!(!score_relief(&c, Mode::Standard, Color::White, S(86 * 60)));
    }
}
