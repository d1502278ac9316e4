//! What an engine playing one side is told of the session: the clocks
//! and increments, whether a question waits, and moves put in the
//! session's words (for hints and analysis).

use std::time::Duration;

use laws::clock::Bonus;
use shakmaty::{Chess, Color, Move};

use super::Session;
use crate::reply::Reply;

/// The clocks as an engine is told them (`go wtime … btime …`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EngineClock {
    pub wtime: Option<Duration>,
    pub btime: Option<Duration>,
    pub winc: Option<Duration>,
    pub binc: Option<Duration>,
    /// Moves the side to move has left before the next time control.
    pub movestogo: Option<u32>,
}

impl Session {
    /// The clocks now, with each side's bonus a move (increment, delay
    /// or Bronstein, all told as an increment).
    pub fn engine_clock(&self) -> EngineClock {
        let Some(clock) = self.timing.clock.as_ref() else {
            return EngineClock::default();
        };
        let now = self.now();
        let bonus = |c: Color| {
            clock
                .control()
                .periods()
                .get(clock.period_index(c))
                .map(|p| match p.bonus {
                    Bonus::None => Duration::ZERO,
                    Bonus::Increment(d) | Bonus::Delay(d) | Bonus::Bronstein(d) => d,
                })
        };
        EngineClock {
            wtime: clock.remaining(Color::White, now),
            btime: clock.remaining(Color::Black, now),
            winc: bonus(Color::White),
            binc: bonus(Color::Black),
            movestogo: clock.moves_to_control(self.game.turn()),
        }
    }

    /// A question waits for its answer (which move, an adjournment): no
    /// move of an engine is taken now.
    pub fn is_asking(&self) -> bool {
        self.pending.is_some()
    }

    /// The side the blind player plays when they type themselves, or the
    /// only blind side.
    pub fn player_side(&self) -> Option<Color> {
        self.player.or(self.blind)
    }

    /// A move of `before` as it is announced (the vocabulary's words, in
    /// its voice) and written (algebraic, the user's letters).
    pub fn move_in_words(&self, before: &Chess, m: Move) -> (Reply, String) {
        (
            Reply::spoken(speech::Mixed::words(
                self.announce_words(before, m),
                self.announce_lang(),
            )),
            self.write_move(before, m),
        )
    }
}
