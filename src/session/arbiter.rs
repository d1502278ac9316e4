//! The arbiter's and the assistant's controls: time added or set on a
//! clock (6.10, 7.5.5), pausing it, and the last move said again (the
//! slip-of-the-tongue correction of D.2.8 is in `reading`).

use std::time::Duration;

use shakmaty::Color;

use super::{Reply, Session, parse_colour};
use crate::messages::catalog::is_typed_word;
use laws::clock::parse_duration;
use speech::words;

/// "1:02:00", "2:30" (minutes:seconds) or a duration such as "2m", "90s".
pub fn parse_clock_time(text: &str) -> Option<Duration> {
    if text.contains(':') {
        let parts: Vec<u64> = text
            .split(':')
            .map(|p| p.trim().parse().ok())
            .collect::<Option<_>>()?;
        let secs = match parts.as_slice() {
            [m, s] if *s < 60 => m * 60 + s,
            [h, m, s] if *m < 60 && *s < 60 => h * 3600 + m * 60 + s,
            _ => return None,
        };
        return Some(Duration::from_secs(secs));
    }
    parse_duration(text).ok()
}

impl Session {
    /// `arbiter add 2m white`, `arbiter set white 1:02:00`,
    /// `arbiter pause`, `arbiter resume` (German: schiedsrichter plus,
    /// setzen, anhalten, weiter).
    pub(super) fn arbiter(&mut self, arg: Option<&str>) -> Vec<Reply> {
        let words: Vec<&str> = arg.unwrap_or("").split_whitespace().collect();
        // Rulings on the result need no clock.
        if let Some(out) = self.arbiter_ruling(&words) {
            return out;
        }
        if let Some(out) = self.arbiter_quickplay(&words) {
            return out;
        }
        let colour = words.iter().find_map(|w| parse_colour(w));
        let time = words.iter().find_map(|w| parse_clock_time(w));
        let now = self.timing.source.now();
        let Some(clock) = self.timing.clock.as_mut() else {
            return vec![Reply::say(self.texts.no_clock())];
        };
        let verb = words.first().copied().unwrap_or_default();
        let is = |id: &str| is_typed_word(id, verb);
        let done = match (colour, time) {
            (Some(c), Some(d)) if is("words-arbiter-add") => clock.add(c, d, now).is_ok(),
            (Some(c), Some(d)) if is("words-arbiter-set") => clock.set(c, d, now).is_ok(),
            _ if is("words-arbiter-pause") => return self.pause_clock(),
            _ if is("words-arbiter-resume") => return self.resume_clock(false),
            _ if is("words-arbiter-start") => return self.resume_clock(true),
            _ => return vec![Reply::say(self.texts.arbiter_usage())],
        };
        if !done {
            return vec![Reply::say(self.texts.arbiter_usage())];
        }
        let mut out = vec![Reply::say(self.texts.arbiter_done())];
        if let Some(c) = colour
            && let Some(left) = self.timing.clock.as_ref().and_then(|k| k.remaining(c, now))
        {
            out.push(Reply::say(words::side_time(self.lang, c, left, true)));
        }
        // A flag that fell by the arbiter's setting is told at once.
        out.extend(self.tick());
        out
    }

    /// `last`: the last move again, with its number and colour.
    pub(super) fn last_move(&self) -> Vec<Reply> {
        match self.game.moves().last() {
            Some(pm) => {
                let mover = if pm.before.turn_is_white() {
                    Color::White
                } else {
                    Color::Black
                };
                // In the vocabulary's words, as the move was announced.
                let written = self.announce_words(&pm.before, pm.mv);
                // Said in the vocabulary's voice inside the UI sentence.
                vec![Reply::mixed(self.texts.last_move(
                    pm.before.move_number(),
                    mover,
                    &written,
                    self.announce_lang(),
                ))]
            }
            None => vec![Reply::say(self.texts.no_moves_yet())],
        }
    }
}

/// Small helpers on positions used by the queries.
trait PosExt {
    fn turn_is_white(&self) -> bool;
    fn move_number(&self) -> u32;
}

impl PosExt for shakmaty::Chess {
    fn turn_is_white(&self) -> bool {
        shakmaty::Position::turn(self) == Color::White
    }
    fn move_number(&self) -> u32 {
        shakmaty::Position::fullmoves(self).get()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_times() {
        assert_eq!(parse_clock_time("1:02:00"), Some(Duration::from_secs(3720)));
        assert_eq!(parse_clock_time("2:30"), Some(Duration::from_secs(150)));
        assert_eq!(parse_clock_time("2m"), Some(Duration::from_secs(120)));
        assert_eq!(parse_clock_time("1:61"), None);
        assert_eq!(parse_clock_time("white"), None);
    }
}
