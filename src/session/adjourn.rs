//! Adjourning a game with a sealed move (Appendix A of the seeds,
//! Guidelines I today). `adjourn [FILE]`: the arbiter gives the date, time
//! and place of resumption (A2), the player to move types the
//! sealed move — checked to be legal and unambiguous, so a slip cannot
//! lose the game under A8, and neither played nor announced — then the
//! arbiter types a secret, and the envelope is written, readable by its
//! owner only. The sealed move and the secret never reach the journal.

use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{Color, EnPassantMode, Position, fen::Fen};

use super::{Pending, Reply, Session};
use crate::adjourn::{EnvelopeInfo, seal};
use laws::notation::MoveError;

impl Session {
    /// `adjourn [FILE]` (German `vertagen`): starts the sealing.
    pub(super) fn adjourn(&mut self, arg: Option<&str>) -> Vec<Reply> {
        if let Some(r) = self.game.result() {
            return vec![Reply::say(self.texts.game_over(r))];
        }
        let file = arg.map(PathBuf::from).unwrap_or_else(|| {
            self.game_dir
                .clone()
                .unwrap_or_default()
                .join("envelope.txt")
        });
        self.ask_name_or_resumption(file)
    }

    /// The envelope names both players (A2 (a)): the name of a player the
    /// game was started without is asked for first, then the resumption.
    fn ask_name_or_resumption(&mut self, file: PathBuf) -> Vec<Reply> {
        for colour in [Color::White, Color::Black] {
            let name = match colour {
                Color::White => &self.players.white,
                Color::Black => &self.players.black,
            };
            if name.trim().is_empty() {
                self.pending = Some(Pending::Name { file, colour });
                return vec![Reply::say(self.texts.seal_ask_name(colour))];
            }
        }
        self.pending = Some(Pending::Resumption(file));
        vec![Reply::say(self.texts.seal_ask_resumption())]
    }

    /// An adjourned game is frozen until it is resumed (Guidelines I): no
    /// move taken back, no position set, no ruling, offer or claim, and
    /// no second envelope. Queries are answered.
    pub(super) fn frozen_while_adjourned(
        &self,
        cmd: Option<super::commands::Command>,
    ) -> Option<Vec<Reply>> {
        use super::commands::Command as C;
        let path = self.adjourned.as_ref()?;
        match cmd? {
            C::Adjourn => Some(vec![Reply::say(
                self.texts.adjourned_already(&path.display().to_string()),
            )]),
            C::Setup
            | C::Undo
            | C::Resign
            | C::Offer
            | C::Accept
            | C::Decline
            | C::Claim
            | C::Illegal
            | C::Arbiter
            | C::Correct
            | C::Start
            | C::Adjust => Some(vec![
                Reply::say(self.texts.adjourned_frozen()),
                Reply::say(self.texts.game_adjourned()),
            ]),
            _ => None,
        }
    }

    /// True while the next line is a sealed move or the secret: such a
    /// line must not be written to the journal or a recording.
    pub fn input_is_private(&self) -> bool {
        matches!(
            self.pending,
            Some(Pending::SealedMove { .. }) | Some(Pending::Secret { .. })
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

    /// The envelope was opened: the game is no longer adjourned, and the
    /// clock, stopped at the adjournment, runs again for the side to move
    /// (the sealed move is played next: [`Session::play_sealed`]).
    pub fn open_adjourned(&mut self) {
        if self.adjourned.take().is_none() {
            return;
        }
        let now = self.now();
        if let Some(c) = self.timing.clock.as_mut()
            && c.reopen().is_ok()
            && c.is_paused()
        {
            let _ = c.resume(now);
        }
    }

    /// Marks the game adjourned (replaying a journal).
    pub fn mark_adjourned(&mut self, envelope: PathBuf) {
        self.pending = None;
        self.clock_stop();
        self.adjourned = Some(envelope);
    }

    /// The answer to a sealing question; `None` when it is not one.
    pub(super) fn answer_sealing(&mut self, pending: Pending, line: &str) -> Vec<Reply> {
        if crate::messages::catalog::is_typed_word("words-cancel", line) {
            return vec![Reply::say(self.texts.seal_cancelled())];
        }
        match pending {
            Pending::Name { file, colour } => {
                let name = line.trim();
                // What the envelope can hold: one line of text, not too long.
                if name.chars().any(char::is_control)
                    || name.chars().count() > crate::adjourn::MAX_FIELD_CHARS
                {
                    self.pending = Some(Pending::Name { file, colour });
                    return vec![
                        Reply::say(self.texts.seal_name_bad(crate::adjourn::MAX_FIELD_CHARS)),
                        Reply::say(self.texts.seal_ask_name(colour)),
                    ];
                }
                match colour {
                    Color::White => self.players.white = name.to_string(),
                    Color::Black => self.players.black = name.to_string(),
                }
                self.ask_name_or_resumption(file)
            }
            Pending::Resumption(file) => match Resumption::parse(line) {
                Ok(resumption) => {
                    let noted = self.texts.resumption_noted(&resumption.to_string());
                    self.pending = Some(Pending::SealedMove { file, resumption });
                    vec![
                        Reply::say(noted),
                        Reply::say(self.texts.seal_ask_move(self.game.turn())),
                    ]
                }
                Err(word) => {
                    self.pending = Some(Pending::Resumption(file));
                    vec![
                        Reply::say(self.texts.resumption_bad(&word)),
                        Reply::say(self.texts.seal_ask_resumption()),
                    ]
                }
            },
            Pending::SealedMove { file, resumption } => {
                let pos = self.game.position().clone();
                // Every input form of a move: algebraic notation in any
                // letters, spoken words, braille.
                let legal = self.game.legal_moves();
                let read = match self.read_move(&pos, Some(&legal), line, true) {
                    super::reading::LineMove::Move(m, _) => Ok(m),
                    super::reading::LineMove::Refused(e)
                    | super::reading::LineMove::SpokenRefused(e) => Err(e),
                    _ => Err(MoveError::NotAMove),
                };
                match read {
                    Ok(m) => {
                        // The move in English SAN: the envelope is read by
                        // the program that resumes.
                        let san = shakmaty::san::San::from_move(&pos, m).to_string();
                        self.pending = Some(Pending::Secret {
                            file,
                            san,
                            resumption,
                        });
                        vec![Reply::say(self.texts.seal_ask_secret())]
                    }
                    Err(e) => {
                        // The reason names no square or piece of what was
                        // typed: it is said aloud, and the sealed move is
                        // the player's secret.
                        let why = match e {
                            MoveError::Ambiguous(_) => self.texts.seal_unambiguous(),
                            _ => self.texts.seal_not_legal(),
                        };
                        // Ask again: only a legal, unambiguous move is sealed.
                        self.pending = Some(Pending::SealedMove { file, resumption });
                        vec![
                            Reply::say(why),
                            Reply::say(self.texts.seal_ask_move(self.game.turn())),
                        ]
                    }
                }
            }
            Pending::Secret {
                file,
                san,
                resumption,
            } => {
                let info = self.envelope_info(&resumption);
                match seal(&info, &san, line) {
                    Ok(text) => vec![Reply::Write(super::FileJob {
                        path: file,
                        contents: text,
                        kind: super::FileKind::Envelope,
                    })],
                    // A secret too short to keep the move from being
                    // guessed: typed again.
                    Err(crate::adjourn::EnvelopeError::SecretTooShort { min_chars }) => {
                        self.pending = Some(Pending::Secret {
                            file,
                            san,
                            resumption,
                        });
                        vec![
                            Reply::say(self.texts.seal_secret_short(min_chars)),
                            Reply::say(self.texts.seal_ask_secret()),
                        ]
                    }
                    // Typing the secret again cannot help (a field the
                    // envelope cannot hold): say why and leave the question.
                    Err(e) => vec![
                        Reply::say(self.texts.envelope_error(&e)),
                        Reply::say(self.texts.seal_cancelled()),
                    ],
                }
            }
            other => {
                self.pending = Some(other);
                Vec::new()
            }
        }
    }

    /// What A2 asks the envelope to say.
    fn envelope_info(&self, resumption: &Resumption) -> EnvelopeInfo {
        let now = self.now();
        let clock = self.timing.clock.as_ref();
        let used = |c: Color| clock.map(|k| k.used(c, now)).unwrap_or(Duration::ZERO);
        let left = |c: Color| clock.and_then(|k| k.remaining(c, now));
        EnvelopeInfo {
            event: self.players.event.clone(),
            round: self.players.round.clone(),
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
            adjourned: adjourned_at(std::time::SystemTime::now()),
            resume_date: resumption.date.clone(),
            resume_time: resumption.time.clone(),
            resume_place: resumption.place.clone(),
            arbiter: String::new(),
            time_control: clock.map(|k| k.control().to_pgn()).unwrap_or_default(),
            start_fen: {
                let start = self.game.start();
                if *start == shakmaty::Chess::default() {
                    String::new()
                } else {
                    Fen::from_position(start, EnPassantMode::Legal).to_string()
                }
            },
            moves: self
                .game
                .moves()
                .iter()
                .map(|m| m.san.to_string())
                .collect::<Vec<_>>()
                .join(" "),
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
            Ok(m) => {
                let out = self.play(m);
                // The sealed move was written down, not announced: no slip
                // of the tongue to correct (D.2.8).
                self.may_correct = None;
                out
            }
            Err(e) => vec![Reply::say(self.texts.move_error(&e, &self.namer()))],
        }
    }
}

/// When the game was adjourned, as docs/envelope.md shows it:
/// "2026-12-01 15:43" (UTC).
fn adjourned_at(t: std::time::SystemTime) -> String {
    // The folder-name stamp "2026-12-01-154302", read as date and time.
    let stamp = crate::paths::timestamp(t);
    match (stamp.get(..10), stamp.get(11..13), stamp.get(13..15)) {
        (Some(date), Some(h), Some(m)) => format!("{date} {h}:{m}"),
        _ => stamp,
    }
}

/// When and where an adjourned game goes on (A2), as the arbiter typed it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Resumption {
    /// ISO date, "2026-12-01"; empty: to be announced.
    pub date: String,
    /// "10:00"; empty: to be announced.
    pub time: String,
    pub place: String,
}

/// "2026-12-01, 10:00, Hall 2": the parts that are known, for messages.
impl std::fmt::Display for Resumption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<&str> = [&self.date, &self.time, &self.place]
            .into_iter()
            .map(String::as_str)
            .filter(|p| !p.is_empty())
            .collect();
        f.write_str(&parts.join(", "))
    }
}

/// Words that leave the resumption to be announced.
const LATER: &[&str] = &["-", "–", "later", "später", "offen", "tba", "позже"];

impl Resumption {
    /// Reads "2026-12-01 10:00 Hall 2", "1.12.2026 10:00 Saal 2", "Saal 2",
    /// or a dash. A date and a time may stand anywhere in the line; the
    /// other words are the place. A word that looks like a date or a time
    /// but is none comes back as the error, so the arbiter can fix it.
    pub(super) fn parse(line: &str) -> Result<Resumption, String> {
        let mut r = Resumption::default();
        if LATER.contains(&line.trim().to_lowercase().as_str()) {
            return Ok(r);
        }
        let mut place: Vec<&str> = Vec::new();
        for word in line.split_whitespace() {
            let bare = word.trim_end_matches(',');
            let digits_and = |sep: char| {
                bare.contains(sep)
                    && bare.starts_with(|c: char| c.is_ascii_digit())
                    && bare.chars().all(|c| c.is_ascii_digit() || c == sep)
            };
            if r.time.is_empty() && digits_and(':') {
                r.time = parse_time(bare).ok_or_else(|| bare.to_string())?;
            } else if r.date.is_empty() && (digits_and('.') || digits_and('-')) {
                r.date = parse_date(bare).ok_or_else(|| bare.to_string())?;
            } else {
                place.push(word);
            }
        }
        r.place = place.join(" ").trim_matches([',', ' ']).to_string();
        Ok(r)
    }
}

/// "10:00", "9:30" → "10:00", "09:30".
fn parse_time(word: &str) -> Option<String> {
    let (h, m) = word.split_once(':')?;
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60 && !word.ends_with(':')).then(|| format!("{h:02}:{m:02}"))
}

/// "2026-12-01" or "1.12.2026" → "2026-12-01".
fn parse_date(word: &str) -> Option<String> {
    let parts: Vec<&str> = word.trim_end_matches('.').split(['.', '-']).collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    let (y, m, d) = if word.contains('-') {
        (a, b, c)
    } else {
        (c, b, a)
    };
    let (y, m, d): (u32, u32, u32) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    let days = match m {
        2 if y % 4 == 0 && (y % 100 != 0 || y % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => return None,
    };
    ((1000..=9999).contains(&y) && (1..=days).contains(&d)).then(|| format!("{y:04}-{m:02}-{d:02}"))
}

#[cfg(test)]
mod tests {
    use super::Resumption;

    fn r(date: &str, time: &str, place: &str) -> Result<Resumption, String> {
        Ok(Resumption {
            date: date.into(),
            time: time.into(),
            place: place.into(),
        })
    }

    #[test]
    fn the_adjournment_is_written_as_the_envelope_page_shows_it() {
        let t = std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_741_975_500);
        assert_eq!(super::adjourned_at(t), "2025-03-14 18:05");
    }

    #[test]
    fn resumption_lines() {
        assert_eq!(
            Resumption::parse("2026-12-01 10:00 Hall 2"),
            r("2026-12-01", "10:00", "Hall 2")
        );
        assert_eq!(
            Resumption::parse("1.12.2026, 9:30, Saal 2, Rathaus"),
            r("2026-12-01", "09:30", "Saal 2, Rathaus")
        );
        assert_eq!(Resumption::parse("Saal 2"), r("", "", "Saal 2"));
        assert_eq!(Resumption::parse("14:00"), r("", "14:00", ""));
        assert_eq!(Resumption::parse("29.02.2028"), r("2028-02-29", "", ""));
        assert_eq!(Resumption::parse("-"), r("", "", ""));
        assert_eq!(Resumption::parse("später"), r("", "", ""));
        assert_eq!(
            Resumption::parse("31.11.2026 10:00"),
            Err("31.11.2026".into())
        );
        assert_eq!(Resumption::parse("29.02.2027"), Err("29.02.2027".into()));
        assert_eq!(Resumption::parse("2026-12-01 25:00"), Err("25:00".into()));
        assert_eq!(Resumption::parse("1.12. 10:00"), Err("1.12.".into()));
        assert_eq!(Resumption::parse("10: Saal"), Err("10:".into()));
    }
}
