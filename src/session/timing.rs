//! The session's clock: which time it runs on (virtual in scripts and
//! transcripts, real in the REPL), pressing it after each move, penalties,
//! flag fall and the talking clock.

use std::time::{Duration, Instant};

use shakmaty::Color;

use super::{Reply, Session};
use crate::clock::{Clock, ClockEvent, ClockState, parse_duration};
use crate::speech::words;

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
    pub fn new(source: TimeSource, clock: Option<Clock>) -> Timing {
        let mut t = Timing {
            last_tick: source.now(),
            source,
            clock,
            before_move: Vec::new(),
            after_move: Vec::new(),
        };
        let now = t.source.now();
        if let Some(c) = t.clock.as_mut() {
            // The arbiter starts White's clock when the game begins.
            let _ = c.start(Color::White, now);
        }
        t
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
                    out.push(Reply::Sound(crate::speech::Earcon::FlagFall));
                    out.push(Reply::Say(words::flag_fall(self.lang, color)));
                    if let Ok(r) = self.game.flag_fall(color) {
                        out.push(Reply::Say(self.texts.result(&r)));
                    }
                    // The clock stops where the flag fell, so the time used
                    // is what the player really had.
                    if let Some(c) = self.timing.clock.as_mut()
                        && c.pause(at).is_err()
                    {
                        let _ = c.pause(now);
                    }
                    break;
                }
                ClockEvent::Threshold {
                    color, threshold, ..
                } => out.push(Reply::Say(words::side_time(
                    self.lang, color, threshold, true,
                ))),
                ClockEvent::Periodic {
                    color, remaining, ..
                } => out.push(Reply::Say(words::side_time(
                    self.lang, color, remaining, false,
                ))),
            }
        }
        out
    }

    /// Before a move: remember the clock for an undo.
    pub(super) fn clock_before_move(&mut self) {
        let now = self.now();
        if let Some(c) = &self.timing.clock {
            self.timing.before_move.push(c.snapshot(now));
        }
    }

    /// After a completed move: press the clock (D.2.4: only now does the
    /// opponent's clock start) and keep the mover's time for the score.
    pub(super) fn clock_after_move(&mut self) {
        let now = self.now();
        let over = self.game.is_over();
        let remaining = self.timing.clock.as_mut().and_then(|c| {
            let pressed = c.press(now).ok()?;
            if over {
                let _ = c.pause(now);
            }
            pressed.remaining
        });
        self.timing.after_move.push(remaining);
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
    pub(super) fn clock_add(&mut self, color: Color, minutes: u32) {
        let now = self.now();
        if let Some(c) = self.timing.clock.as_mut() {
            let _ = c.add(color, Duration::from_secs(60 * u64::from(minutes)), now);
        }
    }

    /// The game ended another way: stop the clock.
    pub(super) fn clock_stop(&mut self) {
        let now = self.now();
        if let Some(c) = self.timing.clock.as_mut()
            && !c.is_paused()
        {
            let _ = c.pause(now);
        }
    }

    /// `wait 12s`: virtual time passes (scripts and transcripts only).
    pub(super) fn wait(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let Some(text) = arg else {
            return vec![Reply::Say(self.texts.wait_usage())];
        };
        // Recorded transcripts wait in milliseconds ("wait 1234ms").
        let millis = text
            .trim()
            .strip_suffix("ms")
            .and_then(|n| n.trim().parse::<u64>().ok());
        let d = match (millis, parse_duration(text)) {
            (Some(ms), _) => Duration::from_millis(ms),
            (None, Ok(d)) => d,
            (None, Err(_)) => return vec![Reply::Say(self.texts.wait_usage())],
        };
        match &mut self.timing.source {
            TimeSource::Virtual(now) => *now += d,
            TimeSource::Real(_) => return vec![Reply::Say(self.texts.wait_only_in_scripts())],
        }
        self.tick()
    }

    /// `time`/`zeit`: both players' time, the move number and who is to move.
    pub(super) fn time_report(&self) -> Vec<Reply> {
        let now = self.now();
        let Some(c) = &self.timing.clock else {
            return vec![Reply::Say(self.texts.no_clock())];
        };
        let white = c.remaining(Color::White, now).unwrap_or_default();
        let black = c.remaining(Color::Black, now).unwrap_or_default();
        vec![Reply::Say(words::clock_report(
            self.lang,
            white,
            black,
            self.game.move_number(),
            self.game.turn(),
            false,
        ))]
    }

    /// Time used by each player and moves made (D.2.10.4, on request).
    pub(super) fn used_report(&self) -> Vec<Reply> {
        let now = self.now();
        let Some(c) = &self.timing.clock else {
            return vec![Reply::Say(self.texts.no_clock())];
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
            Reply::Say(words::time_used(
                self.lang,
                c.used(Color::White, now),
                c.used(Color::Black, now),
                false,
            )),
            Reply::Say(self.texts.moves_made(
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
