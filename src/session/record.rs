//! The score of the session's game: PGN with the Seven Tag Roster, the
//! result, draw offers "(=)" and `[%clk]` comments when a clock runs.

use super::Session;
use crate::pgn::{PgnHeader, PgnMove, write_pgn};
use crate::rules::Reason;

impl Session {
    /// The PGN header of this game.
    pub fn pgn_header(&self) -> PgnHeader {
        let or_unknown = |s: &str| {
            if s.is_empty() {
                "?".to_string()
            } else {
                s.to_string()
            }
        };
        let mut h = PgnHeader {
            event: or_unknown(&self.players.event),
            site: or_unknown(&self.players.site),
            round: or_unknown(&self.players.round),
            white: or_unknown(&self.players.white),
            black: or_unknown(&self.players.black),
            date: if self.players.date.is_empty() {
                "????.??.??".to_string()
            } else {
                self.players.date.clone()
            },
            result: self
                .game
                .result()
                .map(|r| r.score.pgn().to_string())
                .unwrap_or_else(|| "*".to_string()),
            ..PgnHeader::default()
        };
        if let Some(n) = self.players.board_number {
            h.extra.push(("Board".into(), n.to_string()));
        }
        if let Some(c) = &self.timing.clock {
            h.extra.push(("TimeControl".into(), c.control().to_pgn()));
        }
        if let Some(r) = self.game.result() {
            // The PGN standard's Termination values. A forfeit is written
            // with its score ("+/-" as 1-0) and "rules infraction"; a
            // ruling of the arbiter is an "adjudication". The standard has
            // no "0-0": the Result tag says "*" and Termination why.
            let t = match (r.reason, r.declared) {
                (Reason::Time, _) => "time forfeit",
                (Reason::IllegalMoves | Reason::Forfeit, _) => "rules infraction",
                (Reason::BothFlags | Reason::Arbiter, _) | (Reason::DeadPosition, true) => {
                    "adjudication"
                }
                _ => "normal",
            };
            h.extra.push(("Termination".into(), t.into()));
        }
        h
    }

    /// The game as PGN text.
    pub fn pgn(&self) -> String {
        let clocks = self.move_clocks();
        let moves: Vec<PgnMove> = self
            .game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, pm)| PgnMove {
                clock: clocks.get(i).copied().flatten(),
                draw_offer: pm.draw_offer,
                ..PgnMove::new(pm.mv)
            })
            .collect();
        write_pgn(&self.pgn_header(), self.game.start(), &moves)
    }
}
