//! Adjourning a game with a sealed move (Appendix A of the seeds,
//! Guidelines I today). `adjourn [FILE]`: the player to move types the
//! sealed move — checked to be legal and unambiguous, so a slip cannot
//! lose the game under A8, and neither played nor announced — then the
//! arbiter types a secret, and the envelope is written, readable by its
//! owner only. The sealed move and the secret never reach the journal.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{Color, EnPassantMode, Position, fen::Fen};

use super::{Pending, Reply, Session};
use crate::adjourn::{EnvelopeInfo, seal, write_private};
use crate::notation::MoveError;

/// Words that cancel the adjournment while it asks.
const CANCEL: &[&str] = &["cancel", "abbruch", "abbrechen", "отмена"];

impl Session {
    /// `adjourn [FILE]` (German `vertagen`): starts the sealing.
    pub(super) fn adjourn(&mut self, arg: Option<&str>) -> Vec<Reply> {
        if let Some(r) = self.game.result() {
            return vec![Reply::Say(self.texts.game_over(r))];
        }
        let file = arg.map(PathBuf::from).unwrap_or_else(|| {
            self.game_dir
                .clone()
                .unwrap_or_default()
                .join("envelope.txt")
        });
        self.pending = Some(Pending::SealedMove(file));
        vec![Reply::Say(self.texts.seal_ask_move(self.game.turn()))]
    }

    /// True while the next line is a sealed move or the secret: such a
    /// line must not be written to the journal or a recording.
    pub fn input_is_private(&self) -> bool {
        matches!(
            self.pending,
            Some(Pending::SealedMove(_)) | Some(Pending::Secret { .. })
        )
    }

    /// Drops a sealing question (replaying a journal whose private lines
    /// were not written).
    pub fn cancel_private(&mut self) {
        if self.input_is_private() {
            self.pending = None;
        }
    }

    /// The game was adjourned: no more moves until it is resumed.
    pub fn is_adjourned(&self) -> bool {
        self.adjourned.is_some()
    }

    /// Where the envelope was written, once adjourned.
    pub fn envelope_path(&self) -> Option<&std::path::Path> {
        self.adjourned.as_deref()
    }

    /// Marks the game adjourned (replaying a journal).
    pub fn mark_adjourned(&mut self, envelope: PathBuf) {
        self.pending = None;
        self.clock_stop();
        self.adjourned = Some(envelope);
    }

    /// The answer to a sealing question; `None` when it is not one.
    pub(super) fn answer_sealing(&mut self, pending: Pending, line: &str) -> Vec<Reply> {
        if CANCEL.contains(&line.to_lowercase().as_str()) {
            return vec![Reply::Say(self.texts.seal_cancelled())];
        }
        match pending {
            Pending::SealedMove(file) => {
                let pos = self.game.position().clone();
                match self.reader.resolve(&pos, line) {
                    Ok(m) => {
                        // The move in English SAN: the envelope is read by
                        // the program that resumes.
                        let san = shakmaty::san::San::from_move(&pos, m).to_string();
                        self.pending = Some(Pending::Secret { file, san });
                        vec![Reply::Say(self.texts.seal_ask_secret())]
                    }
                    Err(e) => {
                        let why = match e {
                            MoveError::Ambiguous(_) => self.texts.seal_unambiguous(),
                            e => self.texts.move_error(&e, &self.namer()),
                        };
                        // Ask again: only a legal, unambiguous move is sealed.
                        self.pending = Some(Pending::SealedMove(file));
                        vec![
                            Reply::Say(why),
                            Reply::Say(self.texts.seal_ask_move(self.game.turn())),
                        ]
                    }
                }
            }
            Pending::Secret { file, san } => {
                let info = self.envelope_info();
                let text = match seal(&info, &san, line) {
                    Ok(t) => t,
                    Err(e) => {
                        self.pending = Some(Pending::Secret { file, san });
                        return vec![Reply::Say(self.texts.seal_failed(&e.to_string()))];
                    }
                };
                if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
                    let _ = std::fs::create_dir_all(dir);
                }
                match write_private(&file, &text) {
                    Ok(()) => {
                        self.mark_adjourned(file.clone());
                        vec![Reply::Say(self.texts.sealed(&file.display().to_string()))]
                    }
                    Err(e) => {
                        self.pending = Some(Pending::Secret { file, san });
                        vec![Reply::Say(self.texts.seal_failed(&e.to_string()))]
                    }
                }
            }
            other => {
                self.pending = Some(other);
                Vec::new()
            }
        }
    }

    /// What A2 asks the envelope to say.
    fn envelope_info(&self) -> EnvelopeInfo {
        let now = self.now();
        let clock = self.timing.clock.as_ref();
        let used = |c: Color| clock.map(|k| k.used(c, now)).unwrap_or(Duration::ZERO);
        let left = |c: Color| clock.and_then(|k| k.remaining(c, now));
        EnvelopeInfo {
            event: self.players.event.clone(),
            round: String::new(),
            white: self.players.white.clone(),
            black: self.players.black.clone(),
            fen: Fen::from_position(self.game.position(), EnPassantMode::Legal).to_string(),
            white_used: used(Color::White),
            black_used: used(Color::Black),
            white_left: left(Color::White),
            black_left: left(Color::Black),
            sealed_by: self.game.turn(),
            move_number: self.game.position().fullmoves().get(),
            draw_offer: self.game.pending_offer(),
            adjourned: crate::paths::timestamp(std::time::SystemTime::now()),
            resume_date: String::new(),
            resume_time: String::new(),
            resume_place: String::new(),
            arbiter: String::new(),
        }
    }

    /// Sets both clocks (resuming an adjourned game: A5).
    pub fn set_clocks(&mut self, white: Option<Duration>, black: Option<Duration>) {
        let now = self.now();
        if let Some(c) = self.timing.clock.as_mut() {
            if let Some(w) = white {
                let _ = c.set(Color::White, w, now);
            }
            if let Some(b) = black {
                let _ = c.set(Color::Black, b, now);
            }
        }
    }

    /// Plays the sealed move after the envelope was opened (A9): it is
    /// announced, and the replier's clock starts.
    pub fn play_sealed(&mut self, san: &str) -> Vec<Reply> {
        let pos = self.game.position().clone();
        match self.reader.resolve(&pos, san) {
            Ok(m) => self.play(m),
            Err(e) => vec![Reply::Say(self.texts.move_error(&e, &self.namer()))],
        }
    }
}
