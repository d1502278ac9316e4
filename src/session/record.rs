//! The score of the session's game: PGN with the Seven Tag Roster, the
//! result, draw offers "(=)" and `[%clk]` comments when a clock runs.

use shakmaty::Position;

use super::Session;
use laws::pgn::{ImportedGame, PgnHeader, PgnMove, write_pgn};
use laws::rules::{GameResult, Reason, Score};

/// How a game read from PGN ended there: the Result tag (or the movetext's
/// result) and the Termination tag, kept for the score. Its
/// `ending` is the game's result from the start (the session declares it
/// when the final position decides nothing itself), until the arbiter
/// reopens the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ImportedEnd {
    /// "1-0", "0-1" or "1/2-1/2".
    pub result: String,
    /// The Termination tag as the file has it ("normal", "time forfeit").
    pub termination: Option<String>,
    /// The moves of the file's main line.
    pub moves: Vec<shakmaty::Move>,
    /// The result with its reason as far as the file tells it: checkmate
    /// and stalemate from the final position, time from "time forfeit",
    /// resignation from "normal" when a game without mate was won, an
    /// arbiter's decision from "adjudication"; otherwise no reason.
    pub ending: GameResult,
}

impl ImportedEnd {
    /// The end of an imported game; `None` for "*" or no result at all.
    pub fn of(g: &ImportedGame) -> Option<ImportedEnd> {
        let result = g
            .result
            .clone()
            .or_else(|| g.tag("Result").map(String::from))?;
        let score = match result.trim() {
            "1-0" => Score::WhiteWins,
            "0-1" => Score::BlackWins,
            "1/2-1/2" => Score::Draw,
            _ => return None,
        };
        let termination = g
            .tag("Termination")
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty());
        let last = g.final_position();
        let term = termination.as_deref().map(str::to_ascii_lowercase);
        let reason = match (score.winner(), term.as_deref()) {
            (Some(_), _) if last.is_checkmate() => Reason::Checkmate,
            (None, _) if last.is_stalemate() => Reason::Stalemate,
            (_, Some("time forfeit")) => Reason::Time,
            (Some(_), Some("normal")) => Reason::Resignation,
            (_, Some("rules infraction")) => Reason::Forfeit,
            _ => Reason::Arbiter,
        };
        let ending = GameResult {
            score,
            reason,
            opponent_cannot_mate: false,
            declared: term.as_deref() == Some("adjudication"),
        };
        Some(ImportedEnd {
            result: score.pgn().to_string(),
            termination,
            moves: g.moves.clone(),
            ending,
        })
    }
}

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
        if let Some(end) = self.imported_end() {
            h.result = end.result.clone();
            if let Some(t) = &end.termination {
                h.extra.push(("Termination".into(), t.clone()));
            }
        } else if let Some(r) = self.game.result() {
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
        } else if self.quickplay_referred() {
            // III.6: the designated arbiter has not decided yet.
            h.extra.push(("Termination".into(), "unterminated".into()));
        }
        h
    }

    /// The end of the game read from PGN, while it is the game's result
    /// (it is from the start, until the arbiter reopens or rules anew) and
    /// the game has no move more than the file.
    pub(crate) fn imported_end(&self) -> Option<&ImportedEnd> {
        self.imported_end.as_ref().filter(|e| {
            self.game.result() == Some(&e.ending)
                && self
                    .game
                    .moves()
                    .iter()
                    .map(|pm| pm.mv)
                    .eq(e.moves.iter().copied())
        })
    }

    /// The game as PGN text.
    pub fn pgn(&self) -> String {
        let clocks = self.move_clocks();
        let mut moves: Vec<PgnMove> = self
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
        // The quickplay finish's claims, requests and rulings, after the
        // move they followed.
        for (after, text) in self.quickplay_notes() {
            if let Some(m) = after.checked_sub(1).and_then(|i| moves.get_mut(i)) {
                let c = m.comment.get_or_insert_with(String::new);
                if !c.is_empty() {
                    c.push_str("; ");
                }
                c.push_str(text);
            }
        }
        write_pgn(&self.pgn_header(), self.game.start(), &moves)
    }
}
