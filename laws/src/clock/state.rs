//! The running clock: whose time runs, what is left, when a flag falls.

use super::control::{Bonus, TimeControl};
use super::warnings::{ClockEvent, Warnings};
use shakmaty::{ByColor, Color};
use std::fmt;
use std::time::Duration;

/// Everything that changes while the clock runs. Taken with
/// [`Clock::snapshot`] before a move so that an arbiter's undo (Art. 7)
/// can put the clock back with [`Clock::restore`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockState {
    /// Main time left: at the start of the current turn for the side to
    /// move, current for the other side.
    bank: ByColor<Duration>,
    /// Time used in completed turns.
    used: ByColor<Duration>,
    moves: ByColor<u32>,
    /// Index of the current period, and moves made in it.
    period: ByColor<usize>,
    in_period: ByColor<u32>,
    /// Side whose clock runs (or would run but for a pause).
    turn: Option<Color>,
    /// Not running: paused by the arbiter, or stopped for good.
    paused: bool,
    /// Stopped for good: the game has ended.
    stopped: bool,
    /// When the current running stretch of the turn began.
    seg_start: Duration,
    /// Turn time from stretches before a pause.
    turn_before: Duration,
    /// When each flag fell, once known.
    fallen: ByColor<Option<Duration>>,
    /// Flag falls already given out by [`Clock::due_announcements`].
    reported: ByColor<bool>,
    /// Warning thresholds below this are armed; `None`: all armed.
    warn_ceiling: ByColor<Option<Duration>>,
    /// Latest `now` of a state change, to refuse time running backwards.
    last_event: Duration,
    /// An increment introduced during the game for both players, where
    /// the period has none (Guidelines III.4).
    extra_increment: Option<Duration>,
}

/// A clock operation that cannot be done now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockError {
    /// The clock has not been started yet.
    NotStarted,
    /// The clock is already running or paused: it cannot be started again.
    AlreadyStarted,
    /// The clock is paused: resume it first.
    Paused,
    /// The clock is not paused, so it cannot be resumed.
    NotPaused,
    /// The game has ended and the clock with it.
    Stopped,
    /// Adding or setting time on a game without a time limit.
    Untimed,
    /// `now` is earlier than an earlier operation's `now`.
    TimeWentBackwards {
        /// The latest `now` seen so far.
        last: Duration,
        /// The earlier `now` that was given.
        now: Duration,
    },
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NotStarted => f.write_str("the clock has not been started"),
            ClockError::AlreadyStarted => f.write_str("the clock is already started"),
            ClockError::Paused => f.write_str("the clock is paused; resume it first"),
            ClockError::NotPaused => f.write_str("the clock is not paused"),
            ClockError::Stopped => f.write_str("the game has ended; the clock stays stopped"),
            ClockError::Untimed => f.write_str("this game has no time limit"),
            ClockError::TimeWentBackwards { last, now } => write!(
                f,
                "time went backwards: {:.3} s is before {:.3} s",
                now.as_secs_f64(),
                last.as_secs_f64()
            ),
        }
    }
}

impl std::error::Error for ClockError {}

/// What a press of the clock did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pressed {
    /// Side that completed the move.
    pub color: Color,
    /// Its time left after bonus and any new period, for the score's
    /// `[%clk]`; `None` when untimed.
    pub remaining: Option<Duration>,
    /// Time the move took (`[%emt]`).
    pub move_time: Duration,
    /// A time control was reached and the next period's time was added.
    pub period_changed: bool,
}

/// Which flags have fallen ([`Clock::flag_order`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagOrder {
    /// No flag is down.
    NoneFallen,
    /// One flag is down.
    One(Color),
    /// Both flags are down; `first` is the one that fell first, `None`
    /// when that cannot be told (both seen at the same check).
    Both {
        /// The flag that fell first, when it can be told.
        first: Option<Color>,
    },
}

/// A chess clock with two sides, driven by session time: the caller says
/// what time it is, so the clock is pure and tests need no waiting.
///
/// ```
/// use std::time::Duration;
/// use laws::clock::Clock;
/// use shakmaty::Color;
///
/// let mut clock = Clock::new("5".parse().unwrap());
/// clock.start(Color::White, Duration::ZERO).unwrap();
/// let left = clock.remaining(Color::White, Duration::from_secs(61)).unwrap();
/// assert_eq!(left, Duration::from_secs(4 * 60 - 1));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    warnings: Warnings,
    state: ClockState,
}

impl Clock {
    /// A stopped clock set to the first period's time.
    pub fn new(control: TimeControl) -> Clock {
        let base = control.periods().first().map_or(Duration::ZERO, |p| p.base);
        Clock {
            control,
            warnings: Warnings::none(),
            state: ClockState {
                bank: ByColor::new_with(|_| base),
                used: ByColor::default(),
                moves: ByColor::default(),
                period: ByColor::default(),
                in_period: ByColor::default(),
                turn: None,
                paused: false,
                stopped: false,
                seg_start: Duration::ZERO,
                turn_before: Duration::ZERO,
                fallen: ByColor::default(),
                reported: ByColor::default(),
                warn_ceiling: ByColor::default(),
                last_event: Duration::ZERO,
                extra_increment: None,
            },
        }
    }

    /// The same clock with these automatic announcements.
    pub fn with_warnings(mut self, warnings: Warnings) -> Clock {
        self.warnings = warnings;
        self
    }

    /// Replaces the time warnings the clock reports.
    pub fn set_warnings(&mut self, warnings: Warnings) {
        self.warnings = warnings;
    }

    /// The time warnings the clock reports.
    pub fn warnings(&self) -> &Warnings {
        &self.warnings
    }

    /// The time control the clock runs.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// Start `color`'s clock (White at the start of a game, Art. 6.6.1).
    pub fn start(&mut self, color: Color, now: Duration) -> Result<(), ClockError> {
        if self.state.stopped {
            return Err(ClockError::Stopped);
        }
        if self.state.turn.is_some() {
            return Err(ClockError::AlreadyStarted);
        }
        self.check_time(now)?;
        let s = &mut self.state;
        s.turn = Some(color);
        s.paused = false;
        s.seg_start = now;
        s.turn_before = Duration::ZERO;
        Ok(())
    }

    /// The side to move completed its move: stop its clock, give it its
    /// bonus and, at a time control, the next period's time; start the
    /// opponent's clock. A side whose flag has fallen gets nothing added.
    ///
    /// While the arbiter has paused the clock the move still completes the
    /// turn (an arbiter's decision that plays a move): the mover gets its
    /// bonus, the opponent becomes the side whose time runs, and the clock
    /// stays paused until [`Clock::resume`].
    pub fn press(&mut self, now: Duration) -> Result<Pressed, ClockError> {
        let color = match self.state.turn {
            None => return Err(ClockError::NotStarted),
            Some(_) if self.state.stopped => return Err(ClockError::Stopped),
            Some(c) => c,
        };
        self.check_time(now)?;
        self.note_fall(color, now);
        let elapsed = self.turn_elapsed(now);
        let bonus = self.bonus(color);
        let timed = self.control.is_timed();
        let fallen = self.state.fallen.get(color).is_some();
        let left = self
            .state
            .bank
            .get(color)
            .saturating_sub(bonus.charged(elapsed));
        let mut bank = if fallen {
            Duration::ZERO
        } else {
            left.saturating_add(bonus.given_back(elapsed))
        };

        let s = &mut self.state;
        *s.used.get_mut(color) = s.used.get(color).saturating_add(elapsed);
        *s.moves.get_mut(color) = s.moves.get(color).saturating_add(1);
        *s.in_period.get_mut(color) = s.in_period.get(color).saturating_add(1);
        let mut period_changed = false;
        let periods = self.control.periods();
        if let Some(p) = periods.get(*s.period.get(color))
            && p.moves == Some(*s.in_period.get(color))
        {
            *s.in_period.get_mut(color) = 0;
            let next = (*s.period.get(color) + 1).min(periods.len().saturating_sub(1));
            *s.period.get_mut(color) = next;
            if !fallen {
                bank = bank.saturating_add(periods.get(next).map_or(Duration::ZERO, |p| p.base));
            }
            period_changed = true;
        }
        *s.bank.get_mut(color) = bank;
        if period_changed {
            rearm(s, color, bank);
        }
        s.turn = Some(color.other());
        s.seg_start = now;
        s.turn_before = Duration::ZERO;
        Ok(Pressed {
            color,
            remaining: timed.then_some(bank),
            move_time: elapsed,
            period_changed,
        })
    }

    /// Stop the running clock (arbiter, or a player calling the arbiter,
    /// Art. 6.12).
    pub fn pause(&mut self, now: Duration) -> Result<(), ClockError> {
        let color = self.running_side()?;
        self.check_time(now)?;
        self.note_fall(color, now);
        self.state.turn_before = self.turn_elapsed(now);
        self.state.seg_start = now;
        self.state.paused = true;
        Ok(())
    }

    /// The arbiter set up a position with `color` to move: the turn passes
    /// to `color` without a move (no bonus, no move counted); the time of
    /// the interrupted turn stays used. A paused clock stays paused.
    pub fn set_turn(&mut self, color: Color, now: Duration) -> Result<(), ClockError> {
        let current = match self.state.turn {
            None => return Err(ClockError::NotStarted),
            Some(_) if self.state.stopped => return Err(ClockError::Stopped),
            Some(c) => c,
        };
        if current == color {
            return Ok(());
        }
        self.check_time(now)?;
        self.note_fall(current, now);
        let elapsed = self.turn_elapsed(now);
        let charged = self.bonus(current).charged(elapsed);
        let s = &mut self.state;
        *s.bank.get_mut(current) = s.bank.get(current).saturating_sub(charged);
        *s.used.get_mut(current) = s.used.get(current).saturating_add(elapsed);
        s.turn = Some(color);
        s.seg_start = now;
        s.turn_before = Duration::ZERO;
        Ok(())
    }

    /// The same clock as new: not started, the first period's time, the
    /// same control and announcements (a new game set up after the end).
    pub fn reset(&mut self) {
        *self = Clock::new(self.control.clone()).with_warnings(self.warnings.clone());
    }

    /// Stop the clock for good: the game has ended. The times stay as
    /// they are at `now`; nothing restarts it but an undo
    /// ([`Clock::restore`]).
    pub fn stop(&mut self, now: Duration) -> Result<(), ClockError> {
        if self.state.stopped {
            return Err(ClockError::Stopped);
        }
        self.check_time(now)?;
        if let Some(color) = self.state.turn
            && !self.state.paused
        {
            self.note_fall(color, now);
            self.state.turn_before = self.turn_elapsed(now);
            self.state.seg_start = now;
        }
        self.state.paused = true;
        self.state.stopped = true;
        Ok(())
    }

    /// A game reopened by the arbiter: the clock is no longer stopped for
    /// good but stays paused, with the times as they were, until the
    /// arbiter resumes it ([`Clock::resume`]).
    pub fn reopen(&mut self) -> Result<(), ClockError> {
        if !self.state.stopped {
            return Err(ClockError::NotPaused);
        }
        self.state.stopped = false;
        self.state.paused = self.state.turn.is_some();
        Ok(())
    }

    /// Restart the clock after [`Clock::pause`].
    pub fn resume(&mut self, now: Duration) -> Result<(), ClockError> {
        if self.state.stopped {
            return Err(ClockError::Stopped);
        }
        if self.state.turn.is_none() {
            return Err(ClockError::NotStarted);
        }
        if !self.state.paused {
            return Err(ClockError::NotPaused);
        }
        self.check_time(now)?;
        self.state.paused = false;
        self.state.seg_start = now;
        Ok(())
    }

    /// Add time to `color` (penalties, arbiter's corrections). A fallen
    /// flag rises again if time is left afterwards.
    pub fn add(&mut self, color: Color, d: Duration, now: Duration) -> Result<(), ClockError> {
        let left = self.remaining(color, now).ok_or(ClockError::Untimed)?;
        self.put(color, left.saturating_add(d), now)
    }

    /// Set `color`'s time left to `d` (arbiter, Art. 6.10 and 6.13).
    pub fn set(&mut self, color: Color, d: Duration, now: Duration) -> Result<(), ClockError> {
        if !self.control.is_timed() {
            return Err(ClockError::Untimed);
        }
        self.put(color, d, now)
    }

    fn put(&mut self, color: Color, d: Duration, now: Duration) -> Result<(), ClockError> {
        self.check_time(now)?;
        let charged = if self.state.turn == Some(color) {
            self.bonus(color).charged(self.turn_elapsed(now))
        } else {
            Duration::ZERO
        };
        let s = &mut self.state;
        *s.bank.get_mut(color) = d.saturating_add(charged);
        if !d.is_zero() {
            *s.fallen.get_mut(color) = None;
            *s.reported.get_mut(color) = false;
        } else if s.fallen.get(color).is_none() {
            // Set to zero by the arbiter: the flag is down from now.
            *s.fallen.get_mut(color) = Some(now);
        }
        rearm(s, color, d);
        Ok(())
    }

    /// The clock's state as of `now`, to give back to [`Clock::restore`].
    pub fn snapshot(&self, now: Duration) -> ClockState {
        let mut s = self.state.clone();
        if s.turn.is_some() && !s.paused {
            s.turn_before = self.turn_elapsed(now);
            s.seg_start = now;
        }
        s
    }

    /// Put back a snapshot: the times read as when it was taken, and the
    /// side to move then runs again from `now`, unless the arbiter has
    /// paused the clock: then it stays paused, with the snapshot's side to
    /// run on [`Clock::resume`].
    pub fn restore(&mut self, state: ClockState, now: Duration) {
        let arbiter_paused = self.is_paused();
        self.state = state;
        self.state.seg_start = now;
        self.state.last_event = now;
        if self.state.turn.is_some() {
            self.state.paused = arbiter_paused;
        }
    }

    /// Main time `color` has left; `None` when untimed.
    pub fn remaining(&self, color: Color, now: Duration) -> Option<Duration> {
        if !self.control.is_timed() {
            return None;
        }
        let bank = *self.state.bank.get(color);
        if self.state.turn == Some(color) {
            Some(bank.saturating_sub(self.bonus(color).charged(self.turn_elapsed(now))))
        } else {
            Some(bank)
        }
    }

    /// Time `color` has spent thinking so far (delay time included).
    pub fn used(&self, color: Color, now: Duration) -> Duration {
        let done = *self.state.used.get(color);
        if self.state.turn == Some(color) {
            done.saturating_add(self.turn_elapsed(now))
        } else {
            done
        }
    }

    /// The side whose flag has fallen by `now` (the first, if both).
    pub fn flagged(&self, now: Duration) -> Option<Color> {
        let mut falls: Vec<(Duration, Color)> = Color::ALL
            .iter()
            .filter_map(|&c| self.state.fallen.get(c).map(|t| (t, c)))
            .collect();
        if let Some(t) = self.next_flag_at()
            && t <= now
            && let Some(c) = self.state.turn
        {
            falls.push((t, c));
        }
        falls.into_iter().min_by_key(|&(t, _)| t).map(|(_, c)| c)
    }

    /// When the running side's flag falls if nobody presses: for the
    /// session to schedule a check. `None` when paused, stopped, untimed
    /// or already fallen. May lie in the past if nobody looked yet.
    pub(crate) fn next_flag_at(&self) -> Option<Duration> {
        let color = self.state.turn?;
        if self.state.paused || !self.control.is_timed() || self.state.fallen.get(color).is_some() {
            return None;
        }
        Some(self.time_when_left(color, Duration::ZERO))
    }

    /// Announcements due between `prev_now` (excluded) and `now`: each
    /// flag fall once, warning thresholds crossed, the latest regular
    /// announcement mark passed; in time order. Call it before every
    /// operation that changes the clock, with `prev_now` the `now` of the
    /// previous call, so no stretch of time goes unexamined.
    pub fn due_announcements(&mut self, prev_now: Duration, now: Duration) -> Vec<ClockEvent> {
        let mut events = Vec::new();
        if !self.control.is_timed() {
            return events;
        }
        let running = self.state.turn.filter(|_| !self.state.paused);
        let mut fell_now = false;
        if let Some(c) = running {
            fell_now = self.state.fallen.get(c).is_none() && self.note_fall(c, now);
        }
        for c in Color::ALL {
            if let Some(at) = *self.state.fallen.get(c)
                && !*self.state.reported.get(c)
            {
                *self.state.reported.get_mut(c) = true;
                events.push(ClockEvent::Flag { color: c, at });
            }
        }
        if let Some(c) = running
            && !fell_now
            && self.state.fallen.get(c).is_none()
        {
            self.crossings(c, prev_now, now, &mut events);
        }
        events.sort_by_key(ClockEvent::at);
        events
    }

    /// Side to move, or `None` before the start.
    pub fn to_move(&self) -> Option<Color> {
        self.state.turn
    }

    /// Whether the clock has been started.
    pub fn is_started(&self) -> bool {
        self.state.turn.is_some()
    }

    /// Paused by the arbiter (not stopped at the end of the game).
    pub fn is_paused(&self) -> bool {
        self.state.paused && !self.state.stopped
    }

    /// Stopped for good at the end of the game ([`Clock::stop`]).
    pub fn is_stopped(&self) -> bool {
        self.state.stopped
    }

    /// Moves `color` has completed (clock presses).
    pub fn moves(&self, color: Color) -> u32 {
        *self.state.moves.get(color)
    }

    /// Index of `color`'s current period (0 for the first).
    pub fn period_index(&self, color: Color) -> usize {
        *self.state.period.get(color)
    }

    /// Moves `color` still has to make before the next time control;
    /// `None` in a period for the rest of the game.
    pub fn moves_to_control(&self, color: Color) -> Option<u32> {
        let p = self.control.periods().get(self.period_index(color))?;
        Some(p.moves?.saturating_sub(*self.state.in_period.get(color)))
    }

    /// The bonus `color`'s current move gets: its period's, or the
    /// increment introduced during the game ([`Clock::introduce_increment`]).
    pub fn current_bonus(&self, color: Color) -> Bonus {
        self.bonus(color)
    }

    /// From the next completed move on, both players get `d` a move
    /// where their period has no bonus (Guidelines III.4). The move being
    /// thought about gets it too when it is completed. Part of the state:
    /// an undo to before it takes it back.
    pub fn introduce_increment(&mut self, d: Duration, now: Duration) -> Result<(), ClockError> {
        if self.state.stopped {
            return Err(ClockError::Stopped);
        }
        if !self.control.is_timed() {
            return Err(ClockError::Untimed);
        }
        self.check_time(now)?;
        // The time used so far in this turn is charged as it was.
        if let Some(c) = self.state.turn {
            let left = self.remaining(c, now).unwrap_or_default();
            let elapsed = self.turn_elapsed(now);
            self.state.extra_increment = Some(d);
            let charged = self.bonus(c).charged(elapsed);
            *self.state.bank.get_mut(c) = left.saturating_add(charged);
        } else {
            self.state.extra_increment = Some(d);
        }
        Ok(())
    }

    /// The increment introduced during the game, if any.
    pub fn introduced_increment(&self) -> Option<Duration> {
        self.state.extra_increment
    }

    /// The arbiter finds both flags down and cannot tell which fell
    /// first: both are recorded as fallen at this one check, `now`, with
    /// no time left, and given out as seen (no [`ClockEvent::Flag`]
    /// follows). A flag that fell earlier keeps its time. The clock is
    /// paused for the arbiter.
    pub fn both_flags_down(&mut self, now: Duration) -> Result<(), ClockError> {
        if self.state.stopped {
            return Err(ClockError::Stopped);
        }
        if self.state.turn.is_none() {
            return Err(ClockError::NotStarted);
        }
        if !self.control.is_timed() {
            return Err(ClockError::Untimed);
        }
        self.check_time(now)?;
        if let Some(c) = self.state.turn
            && !self.state.paused
        {
            self.note_fall(c, now);
            self.state.turn_before = self.turn_elapsed(now);
            self.state.seg_start = now;
        }
        let turn = self.state.turn;
        for c in Color::ALL {
            let charged = if turn == Some(c) {
                self.bonus(c).charged(self.turn_elapsed(now))
            } else {
                Duration::ZERO
            };
            let s = &mut self.state;
            *s.bank.get_mut(c) = charged;
            if s.fallen.get(c).is_none() {
                *s.fallen.get_mut(c) = Some(now);
            }
            *s.reported.get_mut(c) = true;
        }
        self.state.paused = true;
        Ok(())
    }

    /// Which flags are down, and whether the clock can tell which fell
    /// first: `first` is `None` when both were seen at the same check.
    pub fn flag_order(&self, now: Duration) -> FlagOrder {
        let mut at: ByColor<Option<Duration>> = self.state.fallen;
        if let Some(c) = self.state.turn
            && at.get(c).is_none()
            && let Some(t) = self.next_flag_at().filter(|t| *t <= now)
        {
            *at.get_mut(c) = Some(t);
        }
        match (at.white, at.black) {
            (None, None) => FlagOrder::NoneFallen,
            (Some(_), None) => FlagOrder::One(Color::White),
            (None, Some(_)) => FlagOrder::One(Color::Black),
            (Some(w), Some(b)) => FlagOrder::Both {
                first: match w.cmp(&b) {
                    std::cmp::Ordering::Less => Some(Color::White),
                    std::cmp::Ordering::Greater => Some(Color::Black),
                    std::cmp::Ordering::Equal => None,
                },
            },
        }
    }

    // -----------------------------------------------------------------

    fn running_side(&self) -> Result<Color, ClockError> {
        match self.state.turn {
            None => Err(ClockError::NotStarted),
            Some(_) if self.state.stopped => Err(ClockError::Stopped),
            Some(_) if self.state.paused => Err(ClockError::Paused),
            Some(c) => Ok(c),
        }
    }

    fn check_time(&mut self, now: Duration) -> Result<(), ClockError> {
        let last = self.state.last_event;
        if now < last {
            return Err(ClockError::TimeWentBackwards { last, now });
        }
        self.state.last_event = now;
        Ok(())
    }

    fn bonus(&self, color: Color) -> Bonus {
        let bonus = self
            .control
            .periods()
            .get(*self.state.period.get(color))
            .map_or(Bonus::None, |p| p.bonus);
        match (bonus, self.state.extra_increment) {
            (Bonus::None, Some(d)) => Bonus::Increment(d),
            (b, _) => b,
        }
    }

    /// Time of the current turn up to `now`.
    fn turn_elapsed(&self, now: Duration) -> Duration {
        let s = &self.state;
        if s.turn.is_some() && !s.paused {
            s.turn_before
                .saturating_add(now.saturating_sub(s.seg_start))
        } else {
            s.turn_before
        }
    }

    /// Session time at which the running `color` has `left` remaining.
    fn time_when_left(&self, color: Color, left: Duration) -> Duration {
        let bank = *self.state.bank.get(color);
        let elapsed = self
            .bonus(color)
            .elapsed_to_spend(bank.saturating_sub(left));
        self.state
            .seg_start
            .saturating_add(elapsed.saturating_sub(self.state.turn_before))
    }

    /// Remember the running `color`'s flag fall if it happened by `now`.
    /// Returns whether it was newly noted.
    fn note_fall(&mut self, color: Color, now: Duration) -> bool {
        if self.state.fallen.get(color).is_some() {
            return false;
        }
        match self.next_flag_at() {
            Some(t) if t <= now && self.state.turn == Some(color) => {
                *self.state.fallen.get_mut(color) = Some(t);
                true
            }
            _ => false,
        }
    }

    /// Warning thresholds and announcement marks the running `color`
    /// passed in (`prev_now`, `now`].
    fn crossings(
        &mut self,
        color: Color,
        prev_now: Duration,
        now: Duration,
        events: &mut Vec<ClockEvent>,
    ) {
        let from = prev_now.max(self.state.seg_start);
        let (Some(r0), Some(r1)) = (self.remaining(color, from), self.remaining(color, now)) else {
            return;
        };
        if r1 >= r0 {
            return;
        }
        let ceiling = *self.state.warn_ceiling.get(color);
        let crossed = self
            .warnings
            .thresholds
            .iter()
            .copied()
            .filter(|&t| !t.is_zero() && t < r0 && t >= r1 && ceiling.is_none_or(|c| t < c))
            .min();
        if let Some(t) = crossed {
            *self.state.warn_ceiling.get_mut(color) = Some(t);
            events.push(ClockEvent::Threshold {
                color,
                threshold: t,
                at: self.time_when_left(color, t),
            });
        }
        if let Some(m) = self.warnings.mark_at_or_above(r1)
            && m < r0
            && Some(m) != crossed
        {
            events.push(ClockEvent::Periodic {
                color,
                remaining: m,
                at: self.time_when_left(color, m),
            });
        }
    }
}

/// After time was added, warnings for thresholds below the new time left
/// count again.
fn rearm(s: &mut ClockState, color: Color, left: Duration) {
    let c = s.warn_ceiling.get_mut(color);
    if let Some(old) = *c {
        *c = Some(old.max(left));
    }
}
