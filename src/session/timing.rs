//! The session's clock: which time it runs on (virtual in scripts and
//! transcripts, real in the REPL), pressing it after each move, penalties,
//! flag fall and the talking clock.

use std::time::{Duration, Instant};

use shakmaty::Color;

use super::{Reply, Session};
use laws::clock::{Clock, ClockError, ClockEvent, ClockState, parse_duration};
use speech::words;

/// Where "now" comes from.
#[derive(Clone, Debug)]
pub enum TimeSource {
    /// Advanced only by the `wait` directive: scripts and transcripts.
    Virtual(Duration),
    /// The wall clock since the session started: a person at the REPL.
    Real(Instant),
}

impl TimeSource {
    pub fn now(&self) -> Duration {
        match self {
            TimeSource::Virtual(d) => *d,
            TimeSource::Real(start) => start.elapsed(),
        }
    }
}

/// The clock part of a session.
#[derive(Clone, Debug)]
pub struct Timing {
    pub source: TimeSource,
    /// `None` when the game has no time control.
    pub clock: Option<Clock>,
    /// Time of the last look at the clock, for announcements in between.
    pub last_tick: Duration,
    /// Clock before each move, so an arbiter's undo restores it (7.1).
    pub before_move: Vec<ClockState>,
    /// Remaining time of the mover after each move, for `[%clk]`.
    pub after_move: Vec<Option<Duration>>,
}

impl Timing {
    /// The clock is not started here: it starts with `start` (6.6.1: the
    /// arbiter starts the clock of the side to move when the game begins)
    /// or with the first move.
    pub fn new(source: TimeSource, clock: Option<Clock>) -> Timing {
        Timing {
            last_tick: source.now(),
            source,
            // Room for a usual game: no growing per move.
            before_move: Vec::with_capacity(if clock.is_some() { 160 } else { 0 }),
            clock,
            after_move: Vec::with_capacity(160),
        }
    }
}

impl Session {
    /// Moves virtual time to `t` (replaying a journal). No effect on real
    /// time.
    pub fn set_virtual_time(&mut self, t: Duration) {
        if let TimeSource::Virtual(now) = &mut self.timing.source {
            *now = t;
        }
    }

    /// Switches the time source (a replayed journal goes on in real time).
    pub fn set_time_source(&mut self, source: TimeSource) {
        self.timing.last_tick = source.now();
        self.timing.source = source;
    }

    /// Time is virtual (a script, a replay): what happens must not depend
    /// on how fast this machine is.
    pub fn time_is_virtual(&self) -> bool {
        matches!(self.timing.source, TimeSource::Virtual(_))
    }

    /// Session time: virtual in scripts, since the start in the REPL.
    pub fn now(&self) -> Duration {
        self.timing.source.now()
    }

    /// Looks at the clock: speaks warnings and a flag fall that happened
    /// since the last look. Called before every line and after `wait`.
    pub fn tick(&mut self) -> Vec<Reply> {
        let now = self.now();
        let prev = std::mem::replace(&mut self.timing.last_tick, now);
        let Some(clock) = self.timing.clock.as_mut() else {
            return Vec::new();
        };
        if self.game.is_over() {
            return Vec::new();
        }
        let events = clock.due_announcements(prev, now);
        let mut out = Vec::new();
        for e in events {
            match e {
                ClockEvent::Flag { color, at } => {
                    out.push(Reply::Sound(speech::Earcon::FlagFall));
                    out.push(Reply::say(words::flag_fall(self.lang, color)));
                    // The fall is told once: what follows names no flag again.
                    if let Ok(r) = self.game.flag_fall(color) {
                        out.push(Reply::say(self.texts.flag_outcome(color, &r)));
                        out.extend(self.dead_reason(&r));
                    }
                    // The clock stops where the flag fell, so the time used
                    // is what the player really had.
                    if let Some(c) = self.timing.clock.as_mut()
                        && c.stop(at).is_err()
                    {
                        let _ = c.stop(now);
                    }
                    break;
                }
                // A clock entering low time: the earcon, then the time.
                ClockEvent::Threshold {
                    color, threshold, ..
                } => {
                    out.push(Reply::Sound(speech::Earcon::LowTime));
                    out.push(Reply::say(words::side_time(
                        self.lang, color, threshold, true,
                    )));
                }
                ClockEvent::Periodic {
                    color, remaining, ..
                } => out.push(Reply::say(words::side_time(
                    self.lang, color, remaining, false,
                ))),
            }
        }
        out.extend(self.score_relief_notes());
        out
    }

    /// Before a move: the first move starts a clock nobody started
    /// (the mover's time runs from now, so the move takes no time);
    /// remember the clock for an undo.
    pub(super) fn clock_before_move(&mut self) {
        let now = self.now();
        let mover = self.game.turn();
        if let Some(c) = self.timing.clock.as_mut() {
            if !c.is_started() && !self.game.is_over() {
                let _ = c.start(mover, now);
            }
            self.timing.before_move.push(c.snapshot(now));
        }
    }

    /// After a completed move: press the clock (D.2.4: only now does the
    /// opponent's clock start) and keep the mover's time for the score.
    /// At the end of the game the clock stops for good.
    pub(super) fn clock_after_move(&mut self) {
        let now = self.now();
        let over = self.game.is_over();
        let remaining = self.timing.clock.as_mut().and_then(|c| {
            let pressed = c.press(now).ok()?;
            if over {
                let _ = c.stop(now);
            }
            pressed.remaining
        });
        self.timing.after_move.push(remaining);
    }

    /// The arbiter set up a position (`setup FEN`): the side to move is
    /// the side whose time runs; after a finished game the clock is new.
    pub(super) fn clock_after_setup(&mut self) {
        let now = self.now();
        let turn = self.game.turn();
        if let Some(c) = self.timing.clock.as_mut() {
            if c.is_stopped() {
                c.reset();
            } else if c.is_started() {
                let _ = c.set_turn(turn, now);
            }
        }
    }

    /// Whether the arbiter has paused the clock: moves wait for `arbiter
    /// resume` (see docs/rules.md, the clock under the arbiter's control).
    pub(super) fn clock_paused(&self) -> bool {
        self.timing.clock.as_ref().is_some_and(Clock::is_paused)
    }

    /// What `start`, `arbiter pause` and `arbiter resume` say once the
    /// clock is stopped for good: the game is over or adjourned.
    fn clock_closed(&self) -> Option<Vec<Reply>> {
        if let Some(r) = self.game.result() {
            return Some(vec![Reply::say(self.texts.clock_game_over(r))]);
        }
        if self.adjourned.is_some() {
            return Some(vec![Reply::say(self.texts.game_adjourned())]);
        }
        let stopped = self.timing.clock.as_ref().is_some_and(Clock::is_stopped);
        stopped.then(|| vec![Reply::say(self.texts.clock_already_stopped())])
    }

    /// `start`/`los`/`старт`: the arbiter starts the clock of the side to
    /// move (6.6.1). Without it the first move starts the clock.
    pub(super) fn start_clock(&mut self) -> Vec<Reply> {
        let now = self.now();
        let turn = self.game.turn();
        if self.timing.clock.is_none() {
            return vec![Reply::say(self.texts.no_clock())];
        }
        if let Some(out) = self.clock_closed() {
            return out;
        }
        let Some(c) = self.timing.clock.as_mut() else {
            return Vec::new();
        };
        if c.is_paused() {
            return vec![
                Reply::say(self.texts.clock_stopped()),
                Reply::say(self.texts.clock_resume_hint()),
            ];
        }
        let runs = c.to_move().unwrap_or(turn);
        match c.start(turn, now) {
            Ok(()) => vec![Reply::say(self.texts.clock_started(turn))],
            Err(_) => vec![Reply::say(self.texts.clock_already_running(runs))],
        }
    }

    /// `arbiter pause` (6.12.1: the arbiter pauses the clock when the game
    /// is interrupted).
    pub(super) fn pause_clock(&mut self) -> Vec<Reply> {
        let now = self.now();
        if self.timing.clock.is_none() {
            return vec![Reply::say(self.texts.no_clock())];
        }
        if let Some(out) = self.clock_closed() {
            return out;
        }
        let Some(c) = self.timing.clock.as_mut() else {
            return Vec::new();
        };
        match c.pause(now) {
            Ok(()) => vec![Reply::say(self.texts.clock_stopped())],
            Err(ClockError::NotStarted) => vec![
                Reply::say(self.texts.clock_not_started()),
                Reply::say(self.texts.clock_start_hint()),
            ],
            Err(_) => vec![Reply::say(self.texts.clock_already_stopped())],
        }
    }

    /// `arbiter resume`: the clock runs again for the side to move. An
    /// `arbiter start` on a clock nobody started starts it.
    pub(super) fn resume_clock(&mut self, may_start: bool) -> Vec<Reply> {
        let now = self.now();
        if self.timing.clock.is_none() {
            return vec![Reply::say(self.texts.no_clock())];
        }
        if let Some(out) = self.clock_closed() {
            return out;
        }
        let Some(c) = self.timing.clock.as_mut() else {
            return Vec::new();
        };
        if !c.is_started() {
            if may_start {
                return self.start_clock();
            }
            return vec![
                Reply::say(self.texts.clock_not_started()),
                Reply::say(self.texts.clock_start_hint()),
            ];
        }
        let runs = c.to_move().unwrap_or(Color::White);
        match c.resume(now) {
            Ok(()) => vec![Reply::say(self.texts.clock_runs_again(runs))],
            Err(_) => vec![Reply::say(self.texts.clock_already_running(runs))],
        }
    }

    /// An arbiter's undo puts the clock back as it was before the move.
    pub(super) fn clock_undo(&mut self) {
        let now = self.now();
        self.timing.after_move.pop();
        if let (Some(c), Some(state)) = (self.timing.clock.as_mut(), self.timing.before_move.pop())
        {
            c.restore(state, now);
        }
    }

    /// Penalty minutes from the rules core (7.5.5, 9.5.3).
    /// What a time penalty does, said: the minutes added, or, without a
    /// clock, that no time is added.
    pub(super) fn penalty_said(&self, p: &laws::rules::TimePenalty) -> String {
        if self.timing.clock.is_some() {
            self.texts.penalty(p)
        } else {
            self.texts.penalty_no_clock(p)
        }
    }

    pub(super) fn clock_add(&mut self, color: Color, minutes: u32) {
        let now = self.now();
        if let Some(c) = self.timing.clock.as_mut() {
            let _ = c.add(color, Duration::from_secs(60 * u64::from(minutes)), now);
        }
    }

    /// The game ended another way: stop the clock for good.
    pub(super) fn clock_stop(&mut self) {
        let now = self.now();
        if let Some(c) = self.timing.clock.as_mut() {
            let _ = c.stop(now);
        }
    }

    /// `wait 12s`: virtual time passes (scripts and transcripts only).
    pub(super) fn wait(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let Some(text) = arg else {
            return vec![Reply::say(self.texts.wait_usage())];
        };
        // Recorded transcripts wait in milliseconds ("wait 1234ms").
        let millis = text
            .trim()
            .strip_suffix("ms")
            .and_then(|n| n.trim().parse::<u64>().ok());
        let d = match (millis, parse_duration(text)) {
            (Some(ms), _) => Duration::from_millis(ms),
            (None, Ok(d)) => d,
            (None, Err(_)) => return vec![Reply::say(self.texts.wait_usage())],
        };
        match &mut self.timing.source {
            TimeSource::Virtual(now) => *now += d,
            TimeSource::Real(_) => return vec![Reply::say(self.texts.wait_only_in_scripts())],
        }
        self.tick()
    }

    /// `time`/`zeit`: both players' time, the move number and who is to
    /// move; before the start that the clock has not started, while paused
    /// that it is stopped, after the end the final times and the result.
    pub(super) fn time_report(&self) -> Vec<Reply> {
        let now = self.now();
        let Some(c) = &self.timing.clock else {
            return vec![Reply::say(self.texts.no_clock())];
        };
        let white = c.remaining(Color::White, now).unwrap_or_default();
        let black = c.remaining(Color::Black, now).unwrap_or_default();
        let both = || {
            format!(
                "{} {}",
                words::side_time(self.lang, Color::White, white, false),
                words::side_time(self.lang, Color::Black, black, false)
            )
        };
        if let Some(r) = self.game.result() {
            return vec![Reply::say(both()), Reply::say(self.texts.result(r))];
        }
        if !c.is_started() {
            return vec![
                Reply::say(self.texts.clock_not_started()),
                Reply::say(both()),
            ];
        }
        let mut out = vec![Reply::say(words::clock_report(
            self.lang,
            white,
            black,
            self.game.move_number(),
            self.game.turn(),
            false,
        ))];
        if c.is_paused() || c.is_stopped() {
            out.push(Reply::say(self.texts.clock_stopped()));
        }
        out
    }

    /// Time used by each player and moves made (D.2.10.4, on request).
    pub(super) fn used_report(&self) -> Vec<Reply> {
        let now = self.now();
        let Some(c) = &self.timing.clock else {
            return vec![Reply::say(self.texts.no_clock())];
        };
        // Moves made by each side (D.2.10.4), counted from the score.
        let made = |side: Color| {
            self.game
                .moves()
                .iter()
                .filter(|pm| shakmaty::Position::turn(&pm.before) == side)
                .count() as u64
        };
        vec![
            Reply::say(words::time_used(
                self.lang,
                c.used(Color::White, now),
                c.used(Color::Black, now),
                false,
            )),
            Reply::say(self.texts.moves_made(
                &words::count(self.lang, made(Color::White), words::Noun::Move),
                &words::count(self.lang, made(Color::Black), words::Noun::Move),
            )),
        ]
    }

    /// The `[%clk]` value after each move, for the PGN.
    pub fn move_clocks(&self) -> &[Option<Duration>] {
        &self.timing.after_move
    }
}
