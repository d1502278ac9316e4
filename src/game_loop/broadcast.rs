//! The game sent live to the arbiter's server (`play --broadcast URL`,
//! docs/broadcast.md).
//!
//! After every journal write (a line, a tick, a reading of a board) the
//! loop shows the session to [`Events`], which makes an [`Event`] when the
//! game changed: a move, an undo, a penalty, a claim or an offer, a
//! result, an adjournment, the clock started or stopped; and one for each
//! device beside the board lost or back (the `device` records) and each
//! board that came to differ from the game or agrees with it again. What
//! makes an event is read from the session alone, never from the time it took or
//! what a device or the network did, so replaying the journal on resume
//! gives the very same events with the same numbers, and the server's copy
//! of the board (the last event's PGN) equals the journal's export. The
//! text is what was said about it. [`Live`] hands the events to the
//! [`Sender`] (which never makes the game wait) and turns its notices into
//! what is said: the server lost, back, or refusing the game.

use std::time::Duration;

use broadcast::sender::{Finished, Notice, Sender, Target};
use broadcast::wire::{Event, EventKind, LastMove, Side, Snapshot};
use shakmaty::Color;

use crate::messages::broadcast_texts;
use crate::messages::catalog::is_typed_word;
use crate::reply::Reply;
use crate::session::{DeviceKind, Session};

/// How long the sender may go on sending when the player leaves.
pub const GRACE: Duration = Duration::from_secs(3);

/// The longest text an event carries, in characters.
const MAX_TEXT: usize = 2000;

/// What makes an event: the game as the arbiter sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Key {
    pgn: String,
    moves: usize,
    result: Option<String>,
    illegal: (u32, u32),
    quickplay: usize,
    offer: Option<Color>,
    adjourned: bool,
    running: Option<Color>,
}

impl Key {
    fn of(session: &Session) -> Key {
        let g = session.game();
        Key {
            pgn: session.pgn(),
            moves: g.moves().len(),
            result: g.result().map(|r| r.score.pgn().to_string()),
            illegal: (g.illegal_count(Color::White), g.illegal_count(Color::Black)),
            quickplay: session.quickplay_records().len(),
            offer: g.pending_offer(),
            adjourned: session.is_adjourned(),
            running: session.running_side(),
        }
    }

    /// What changed from `old` to `self`, and whether the arbiter should
    /// look at it.
    fn kind_after(&self, old: &Key) -> (EventKind, bool) {
        if self.illegal != old.illegal {
            (EventKind::Penalty, true)
        } else if self.quickplay > old.quickplay {
            (EventKind::Claim, true)
        } else if self.moves < old.moves {
            (EventKind::Undo, true)
        } else if self.result != old.result && self.result.is_some() && self.moves == old.moves {
            (EventKind::Result, false)
        } else if self.moves > old.moves {
            (EventKind::Move, false)
        } else if self.result != old.result {
            (EventKind::Result, true)
        } else if self.adjourned != old.adjourned {
            (EventKind::Adjourned, false)
        } else if self.offer.is_some() && self.offer != old.offer {
            (EventKind::Claim, false)
        } else if self.running != old.running {
            (EventKind::Clock, false)
        } else {
            (EventKind::Note, false)
        }
    }
}

/// The events of one game, numbered 1, 2, 3 …
#[derive(Debug, Default)]
pub struct Events {
    seq: u64,
    last: Option<Key>,
    /// The devices last told lost, and the boards last told to differ.
    lost: Vec<DeviceKind>,
    diverged: Vec<DeviceKind>,
}

impl Events {
    pub fn new() -> Events {
        Events::default()
    }

    /// The events the session's state makes after what was just said: one
    /// if the game changed (the first look: the game opened), then one for
    /// each device lost or back and each board that came to differ from
    /// the game or agrees with it again. `line` is the line typed, if one
    /// was (never a private one): an arbiter's ruling or a claim makes an
    /// event even when it changed nothing else (time added, a claim found
    /// wrong).
    pub fn observe(
        &mut self,
        session: &Session,
        said: &[Reply],
        line: Option<&str>,
        at_ms: u64,
    ) -> Vec<Event> {
        let mut out: Vec<Event> = self
            .game_event(session, said, line, at_ms)
            .into_iter()
            .collect();
        let text = said_text(said);
        let t = broadcast_texts(session.lang());
        let lost = session.lost_devices();
        for d in DeviceKind::ALL {
            let (was, is) = (self.lost.contains(&d), lost.contains(&d));
            if was != is {
                let (kind, text) = if is {
                    (EventKind::DeviceLost, t.broadcast_device_lost(d.word()))
                } else {
                    (EventKind::DeviceBack, t.broadcast_device_back(d.word()))
                };
                out.push(self.device_event(session, kind, d, text, at_ms));
            }
        }
        self.lost = lost;
        let diverged = session.diverged_devices();
        for d in DeviceKind::ALL {
            let (was, is) = (self.diverged.contains(&d), diverged.contains(&d));
            if was != is {
                let (kind, text) = if is {
                    let head = t.broadcast_device_differs(d.word());
                    let text = if text.is_empty() {
                        head
                    } else {
                        format!("{head} {text}")
                    };
                    (EventKind::Divergence, text)
                } else {
                    (EventKind::Agrees, t.broadcast_device_agrees(d.word()))
                };
                out.push(self.device_event(session, kind, d, text, at_ms));
            }
        }
        self.diverged = diverged;
        out
    }

    /// One event about device `d`, with the game as it stands: a loss and
    /// a divergence are warnings.
    fn device_event(
        &mut self,
        session: &Session,
        kind: EventKind,
        d: DeviceKind,
        mut text: String,
        at_ms: u64,
    ) -> Event {
        self.seq += 1;
        if let Some((cut, _)) = text.char_indices().nth(MAX_TEXT) {
            text.truncate(cut);
        }
        Event {
            seq: self.seq,
            at_ms,
            kind,
            text,
            lang: session.lang().code().to_string(),
            warning: matches!(kind, EventKind::DeviceLost | EventKind::Divergence),
            device: Some(d.word().to_string()),
            snapshot: snapshot(session, session.pgn()),
        }
    }

    /// The event of the game itself, if it changed.
    fn game_event(
        &mut self,
        session: &Session,
        said: &[Reply],
        line: Option<&str>,
        at_ms: u64,
    ) -> Option<Event> {
        let key = Key::of(session);
        let word = line.map(|l| l.split_whitespace().next().unwrap_or(""));
        let typed = |id: &str| word.is_some_and(|w| is_typed_word(id, w));
        let (kind, warning) = match &self.last {
            None => (EventKind::Opened, false),
            Some(_) if typed("command-arbiter") => (EventKind::Ruling, true),
            Some(_) if typed("command-claim") => (EventKind::Claim, true),
            Some(old) if *old == key => return None,
            Some(old) => key.kind_after(old),
        };
        self.seq += 1;
        let mut text = said_text(said);
        if let Some((cut, _)) = text.char_indices().nth(MAX_TEXT) {
            text.truncate(cut);
        }
        let event = Event {
            seq: self.seq,
            at_ms,
            kind,
            text,
            lang: session.lang().code().to_string(),
            warning,
            device: None,
            snapshot: snapshot(session, key.pgn.clone()),
        };
        self.last = Some(key);
        Some(event)
    }
}

/// What was said, printed, as one text.
fn said_text(said: &[Reply]) -> String {
    said.iter()
        .filter_map(|r| match r {
            Reply::Said(s) if s.is_printed() => Some(s.text()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The game as the server shows it.
fn snapshot(session: &Session, pgn: String) -> Snapshot {
    let g = session.game();
    let h = session.pgn_header();
    let clock = session.engine_clock();
    let ms = |d: Option<Duration>| d.map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
    let last_move = g.moves().last().map(|pm| LastMove {
        san: pm.san.to_string(),
        words: session
            .move_in_words(&pm.before, pm.mv)
            .0
            .text()
            .to_string(),
    });
    Snapshot {
        pgn,
        white: h.white,
        black: h.black,
        ply: u32::try_from(g.moves().len()).unwrap_or(u32::MAX),
        white_ms: ms(clock.wtime),
        black_ms: ms(clock.btime),
        running: session.running_side().map(|c| match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }),
        last_move,
        result: g.result().map(|r| r.score.pgn().to_string()),
    }
}

/// Milliseconds since 1970 now.
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// A new random client id: 16 hex digits.
pub fn new_client_id() -> String {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No randomness: the time still tells two games apart.
        bytes = now_ms().to_le_bytes();
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The game being sent: its events and the sender.
pub struct Live {
    events: Events,
    sender: Sender,
    board: u32,
}

impl Live {
    /// Starts sending: the events made so far (a resumed game's, from its
    /// journal) are queued first.
    pub fn start(target: Target, events: Events, made: Vec<Event>) -> Live {
        let board = target.board;
        let sender = Sender::start(target);
        for e in made {
            sender.send(e);
        }
        Live {
            events,
            sender,
            board,
        }
    }

    /// After a journal write (of `line`, if one was typed): the event it
    /// made, if any, is sent.
    pub fn after(&mut self, session: &Session, said: &[Reply], line: Option<&str>) {
        for e in self.events.observe(session, said, line, now_ms()) {
            self.sender.send(e);
        }
    }

    /// What the sender had to tell, as said (each once; empty mostly).
    pub fn notices(&mut self, session: &Session) -> Vec<Reply> {
        let mut out = Vec::new();
        while let Some(n) = self.sender.try_notice() {
            out.extend(said(n, session, self.board));
        }
        out
    }

    /// The player leaves: what waits is sent for a moment; what could not
    /// be is said.
    pub fn finish(mut self, session: &Session) -> Vec<Reply> {
        let mut out = self.notices(session);
        let Finished { unsent, notices } = self.sender.finish(GRACE);
        for n in notices {
            out.extend(said(n, session, self.board));
        }
        if unsent > 0 {
            let t = broadcast_texts(session.lang());
            out.push(Reply::say(t.broadcast_unsent()));
            out.push(Reply::say(t.broadcast_unsent_later()));
        }
        out
    }
}

/// What is said of a notice of the sender.
fn said(n: Notice, session: &Session, board: u32) -> Vec<Reply> {
    let t = broadcast_texts(session.lang());
    match n {
        Notice::Lost(trouble) => vec![
            Reply::say(t.broadcast_lost(trouble)),
            Reply::say(t.broadcast_goes_on()),
        ],
        Notice::Back => vec![Reply::say(t.broadcast_back())],
        Notice::Refused(r) => vec![
            Reply::say(t.broadcast_refused(&r, board)),
            Reply::say(t.broadcast_refused_what_to_do(&r)),
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each line that changed the game makes one event of its kind, with
    /// the game after it; a line that changed nothing makes none.
    #[test]
    fn lines_make_events_of_their_kind() {
        let settings = crate::settings::Settings {
            time_control: Some("90+30".into()),
            white: Some("Anna".into()),
            black: Some("Bella".into()),
            board_number: Some(4),
            ..Default::default()
        };
        let mut session = Session::new(&settings).unwrap();
        let mut events = Events::new();
        let mut kinds = Vec::new();
        let opened = events.observe(&session, &[], None, 7).remove(0);
        assert_eq!(
            (opened.seq, opened.kind, opened.at_ms),
            (1, EventKind::Opened, 7)
        );
        assert_eq!(opened.snapshot.white, "Anna");
        assert_eq!(opened.snapshot.white_ms, Some(5_400_000));
        assert!(opened.snapshot.pgn.contains("[Board \"4\"]"));
        let lines = [
            "e4",
            "time",
            "e5",
            "undo",
            "e5",
            "Nf3",
            "illegal",
            "offer",
            "arbiter add 2m white",
            "claim repetition",
        ];
        for line in lines {
            let said = session.handle(line);
            for e in events.observe(&session, &said, Some(line), 0) {
                kinds.push((line, e.kind, e.warning, e.seq));
                if line == "Nf3" {
                    let last = e.snapshot.last_move.unwrap();
                    assert_eq!(last.san, "Nf3");
                    assert_eq!(last.words, "Springer Gustav eins Felix drei");
                    assert_eq!(e.snapshot.ply, 3);
                    assert_eq!(e.snapshot.running, Some(Side::Black));
                    assert!(
                        e.text.contains("Springer Gustav eins Felix drei"),
                        "{}",
                        e.text
                    );
                    assert_eq!(e.snapshot.pgn, session.pgn());
                }
            }
        }
        assert_eq!(
            kinds,
            vec![
                ("e4", EventKind::Move, false, 2),
                ("e5", EventKind::Move, false, 3),
                ("undo", EventKind::Undo, true, 4),
                ("e5", EventKind::Move, false, 5),
                ("Nf3", EventKind::Move, false, 6),
                ("illegal", EventKind::Penalty, true, 7),
                ("offer", EventKind::Claim, false, 8),
                ("arbiter add 2m white", EventKind::Ruling, true, 9),
                ("claim repetition", EventKind::Claim, true, 10),
            ]
        );
        let said = session.handle("resign black");
        let e = events
            .observe(&session, &said, Some("resign black"), 0)
            .remove(0);
        assert_eq!(e.kind, EventKind::Result);
        assert_eq!(e.snapshot.result.as_deref(), Some("1-0"));
        assert_eq!(e.snapshot.running, None);
    }

    /// A device lost and back makes one event each, a warning and its
    /// end, about that device, in the player's language; a board whose
    /// difference was said makes a divergence with what was said, and one
    /// that agrees again an event of that; nothing changed, nothing made.
    #[test]
    fn devices_lost_back_and_boards_differing_make_events_of_their_own() {
        let settings = crate::settings::Settings {
            board: Some("virtual".into()),
            lang: Some(laws::lang::Lang::De),
            ..Default::default()
        };
        let mut session = Session::new(&settings).unwrap();
        let mut events = Events::new();
        assert_eq!(events.observe(&session, &[], None, 0).len(), 1);
        session.set_device_lost(DeviceKind::DotPad, true);
        let lost = events.observe(&session, &[], None, 0);
        let seen: Vec<_> = lost
            .iter()
            .map(|e| (e.seq, e.kind, e.warning, e.device.as_deref()))
            .collect();
        assert_eq!(seen, [(2, EventKind::DeviceLost, true, Some("dot-pad"))]);
        assert_eq!(lost[0].text, "Das Dot Pad ist getrennt.");
        assert_eq!(lost[0].lang, "de");
        assert!(events.observe(&session, &[], None, 0).is_empty());
        session.set_device_lost(DeviceKind::DotPad, false);
        let back = events.observe(&session, &[], None, 0);
        assert_eq!(
            (back[0].seq, back[0].kind, back[0].warning),
            (3, EventKind::DeviceBack, false)
        );
        // The king's pawn put where no move takes it.
        session.handle("brett heben e2");
        let said = session.handle("brett setzen e5");
        let made = events.observe(&session, &said, None, 0);
        assert_eq!(made.len(), 1, "{made:?}");
        assert_eq!(
            (made[0].kind, made[0].warning, made[0].device.as_deref()),
            (EventKind::Divergence, true, Some("pin-board"))
        );
        assert!(
            made[0]
                .text
                .starts_with("Das Stiftbrett weicht von der Partie ab. "),
            "{}",
            made[0].text
        );
        session.handle("brett heben e5");
        let said = session.handle("brett setzen e2");
        let made = events.observe(&session, &said, None, 0);
        assert_eq!(
            made.iter().map(|e| (e.seq, e.kind)).collect::<Vec<_>>(),
            [(5, EventKind::Agrees)]
        );
        assert_eq!(
            made[0].text,
            "Das Stiftbrett stimmt wieder mit der Partie überein."
        );
    }

    #[test]
    fn client_ids_are_random_hex() {
        let (a, b) = (new_client_id(), new_client_id());
        assert_eq!(a.len(), 16);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }
}
