//! The round as the server keeps it, and what a post does to it: pure,
//! no I/O. A refused post changes nothing.

use std::collections::BTreeMap;
use std::time::Instant;

use serde::Serialize;

use crate::wire::{
    Ack, BoardState, Event, EventKind, MAX_BOARD, MAX_BODY, MAX_DEVICE, MAX_EVENTS, Post, Refusal,
    Side, Snapshot,
};

/// One event as kept: everything but the snapshot (only the board's
/// latest snapshot is kept). `GET /api/boards/{n}/events` lists them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Kept {
    /// Its number.
    pub seq: u64,
    /// When it happened at the board (ms since 1970).
    pub at_ms: u64,
    /// Its kind.
    pub kind: EventKind,
    /// What the player's annabella said.
    pub text: String,
    /// The language of `text`.
    pub lang: String,
    /// Whether it was a warning.
    pub warning: bool,
    /// The device it is about, if any.
    pub device: Option<String>,
}

/// One board.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Board {
    /// The client that owns it, if one does.
    pub owner: Option<String>,
    /// Its events in order, numbered 1, 2, 3 …
    pub events: Vec<Kept>,
    /// The game after the latest event.
    pub snapshot: Option<Snapshot>,
    /// When the server took the latest event: a running clock has run
    /// this long since its snapshot.
    pub received: Option<Instant>,
}

impl Board {
    /// The next event number the board wants.
    pub fn next(&self) -> u64 {
        self.events.last().map_or(1, |e| e.seq + 1)
    }
}

/// A warning for the arbiter.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Warning {
    /// Its number, 1, 2, 3 … in the round.
    pub id: u64,
    /// The board.
    pub board: u32,
    /// The event's number.
    pub seq: u64,
    /// The event's kind.
    pub kind: EventKind,
    /// What the player's annabella said.
    pub text: String,
    /// The device it is about (a divergence, a device lost), if any.
    pub device: Option<String>,
    /// Whether it was put right since: the device came back, the board
    /// agrees again. It stays until the arbiter marks it seen.
    pub resolved: bool,
    /// Whether the arbiter marked it seen.
    pub seen: bool,
}

/// A board's row on the arbiter's page, as texts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Row {
    /// The board number.
    pub board: u32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The number of the last move played (empty before the first).
    pub move_number: String,
    /// White's clock, `1:29:55` (empty in an untimed game).
    pub white_clock: String,
    /// Black's clock.
    pub black_clock: String,
    /// Whose clock runs: `white`, `black` or empty.
    pub running: String,
    /// White's time left in milliseconds when the row was made (the
    /// page's script counts the running clock down from it).
    pub white_ms: Option<u64>,
    /// Black's time left in milliseconds.
    pub black_ms: Option<u64>,
    /// The last move in SAN.
    pub last_san: String,
    /// The last move in Appendix words.
    pub last_words: String,
    /// The result, empty while the game goes on.
    pub result: String,
}

impl Row {
    /// The row of `board` with the game `snap`.
    pub fn of(board: u32, snap: &Snapshot) -> Row {
        let clock = |ms: Option<u64>| ms.map(clock_text).unwrap_or_default();
        Row {
            board,
            white: snap.white.clone(),
            black: snap.black.clone(),
            move_number: if snap.ply == 0 {
                String::new()
            } else {
                snap.ply.div_ceil(2).to_string()
            },
            white_clock: clock(snap.white_ms),
            black_clock: clock(snap.black_ms),
            running: match snap.running {
                Some(Side::White) => "white".into(),
                Some(Side::Black) => "black".into(),
                None => String::new(),
            },
            white_ms: snap.white_ms,
            black_ms: snap.black_ms,
            last_san: snap
                .last_move
                .as_ref()
                .map(|m| m.san.clone())
                .unwrap_or_default(),
            last_words: snap
                .last_move
                .as_ref()
                .map(|m| m.words.clone())
                .unwrap_or_default(),
            result: snap.result.clone().unwrap_or_default(),
        }
    }
}

/// Time left as `1:29:55` (hours only when there are any: `4:05`).
pub fn clock_text(ms: u64) -> String {
    let s = ms / 1000;
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// An event the round took, as the event stream sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Accepted {
    /// The board.
    pub board: u32,
    /// The event's number.
    pub seq: u64,
    /// Its kind.
    pub kind: EventKind,
    /// What the player's annabella said.
    pub text: String,
    /// The language of `text`.
    pub lang: String,
    /// Whether it is a warning.
    pub warning: bool,
    /// The warning's number, if it is one.
    pub warning_id: Option<u64>,
    /// The device it is about, if any.
    pub device: Option<String>,
    /// The warnings it put right (a device back, a board that agrees
    /// again): they are marked resolved.
    pub resolves: Vec<u64>,
    /// How many of the board's warnings are not yet seen, after it.
    pub unseen: usize,
    /// The board's row after it.
    pub row: Row,
}

/// The round: every board and the warnings.
#[derive(Debug, Clone, Default)]
pub struct Round {
    boards: BTreeMap<u32, Board>,
    warnings: Vec<Warning>,
}

/// The board number of a path segment (`1` to [`MAX_BOARD`]).
pub fn board_number(text: &str) -> Result<u32, Refusal> {
    match text.parse::<u32>() {
        Ok(n) if (1..=MAX_BOARD).contains(&n) && !text.starts_with('+') => Ok(n),
        _ => Err(Refusal::NoBoard),
    }
}

/// Whether the `Authorization` header carries `token`.
pub fn check_token(header: Option<&str>, token: &str) -> Result<(), Refusal> {
    let given = header
        .and_then(|h| h.trim().strip_prefix("Bearer "))
        .map(str::trim);
    match given {
        Some(t) if same(t.as_bytes(), token.as_bytes()) => Ok(()),
        _ => Err(Refusal::Token),
    }
}

/// Byte strings compared in a time that does not depend on where they
/// differ.
pub fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A body read as a post: at most [`MAX_BODY`] bytes, at most
/// [`MAX_EVENTS`] events, a client id.
pub fn parse_post(body: &[u8]) -> Result<Post, Refusal> {
    if body.len() > MAX_BODY {
        return Err(Refusal::TooLarge);
    }
    let post: Post = serde_json::from_slice(body).map_err(|e| Refusal::Malformed {
        detail: e.to_string(),
    })?;
    if post.events.len() > MAX_EVENTS {
        return Err(Refusal::TooLarge);
    }
    if post.client.trim().is_empty() || post.client.len() > 200 {
        return Err(Refusal::Malformed {
            detail: "the client id is empty or longer than 200 bytes".into(),
        });
    }
    if post
        .events
        .iter()
        .any(|e| e.device.as_ref().is_some_and(|d| d.len() > MAX_DEVICE))
    {
        return Err(Refusal::Malformed {
            detail: format!("a device name is longer than {MAX_DEVICE} bytes"),
        });
    }
    if post.events.windows(2).any(|w| w[1].seq != w[0].seq + 1) {
        return Err(Refusal::Malformed {
            detail: "the events are not numbered one after the other".into(),
        });
    }
    Ok(post)
}

impl Round {
    /// An empty round.
    pub fn new() -> Round {
        Round::default()
    }

    /// The board, if anything was posted to it.
    pub fn board(&self, n: u32) -> Option<&Board> {
        self.boards.get(&n)
    }

    /// Every board that has a game, in board order.
    pub fn boards(&self) -> impl Iterator<Item = (u32, &Board)> {
        self.boards.iter().map(|(n, b)| (*n, b))
    }

    /// Every warning, oldest first.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// What the server has of board `n`.
    pub fn state(&self, n: u32) -> BoardState {
        let b = self.boards.get(&n);
        BoardState {
            board: n,
            next: b.map_or(1, Board::next),
            owned: b.is_some_and(|b| b.owner.is_some()),
            snapshot: b.and_then(|b| b.snapshot.clone()),
        }
    }

    /// Takes `post` for board `n`: the events it did not have, in order.
    /// Events it has are ignored; a post that starts after a gap, or a
    /// post by a client that does not own the board, is refused and
    /// changes nothing.
    pub fn post(&mut self, n: u32, post: Post) -> Result<(Ack, Vec<Accepted>), Refusal> {
        if !(1..=MAX_BOARD).contains(&n) {
            return Err(Refusal::NoBoard);
        }
        if post.events.len() > MAX_EVENTS {
            return Err(Refusal::TooLarge);
        }
        let (owner, next) = match self.boards.get(&n) {
            Some(b) => (b.owner.as_deref(), b.next()),
            None => (None, 1),
        };
        if owner.is_some_and(|o| o != post.client) {
            return Err(Refusal::NotYourBoard { board: n });
        }
        let new: Vec<Event> = post.events.into_iter().filter(|e| e.seq >= next).collect();
        let Some(first) = new.first() else {
            return Ok((Ack { next }, Vec::new()));
        };
        if first.seq != next || new.windows(2).any(|w| w[1].seq != w[0].seq + 1) {
            return Err(Refusal::Gap { next });
        }
        let mut unseen = self.unseen(n);
        let board = self.boards.entry(n).or_default();
        board.owner = Some(post.client);
        let mut accepted = Vec::with_capacity(new.len());
        for e in new {
            let resolves = resolve(&mut self.warnings, n, &e);
            let warning_id = e.warning.then(|| {
                let id = self.warnings.len() as u64 + 1;
                self.warnings.push(Warning {
                    id,
                    board: n,
                    seq: e.seq,
                    kind: e.kind,
                    text: e.text.clone(),
                    device: e.device.clone(),
                    resolved: false,
                    seen: false,
                });
                unseen += 1;
                id
            });
            accepted.push(Accepted {
                board: n,
                seq: e.seq,
                kind: e.kind,
                text: e.text.clone(),
                lang: e.lang.clone(),
                warning: e.warning,
                warning_id,
                device: e.device.clone(),
                resolves,
                unseen,
                row: Row::of(n, &e.snapshot),
            });
            board.events.push(Kept {
                seq: e.seq,
                at_ms: e.at_ms,
                kind: e.kind,
                text: e.text,
                lang: e.lang,
                warning: e.warning,
                device: e.device,
            });
            board.snapshot = Some(e.snapshot);
        }
        board.received = Some(Instant::now());
        Ok((Ack { next: board.next() }, accepted))
    }

    /// Board `n`'s row as it stands now: the running clock has run since
    /// the latest event was taken.
    pub fn row_now(&self, n: u32) -> Option<Row> {
        let b = self.boards.get(&n)?;
        let mut row = Row::of(n, b.snapshot.as_ref()?);
        let ran = b.received.map_or(0, |t| {
            u64::try_from(t.elapsed().as_millis()).unwrap_or(u64::MAX)
        });
        let (ms, text) = match row.running.as_str() {
            "white" => (&mut row.white_ms, &mut row.white_clock),
            "black" => (&mut row.black_ms, &mut row.black_clock),
            _ => return Some(row),
        };
        if let Some(left) = ms.as_mut() {
            *left = left.saturating_sub(ran);
            *text = clock_text(*left);
        }
        Some(row)
    }

    /// How many of board `n`'s warnings are not yet seen.
    pub fn unseen(&self, n: u32) -> usize {
        self.warnings
            .iter()
            .filter(|w| w.board == n && !w.seen)
            .count()
    }

    /// Marks warning `id` seen: its board, or `None` if there is no such
    /// warning.
    pub fn mark_seen(&mut self, id: u64) -> Option<u32> {
        let w = self.warnings.iter_mut().find(|w| w.id == id)?;
        w.seen = true;
        Some(w.board)
    }

    /// The arbiter frees board `n`: the next client to post owns it (its
    /// events and game stay). False if nobody owned it.
    pub fn release(&mut self, n: u32) -> bool {
        self.boards
            .get_mut(&n)
            .is_some_and(|b| b.owner.take().is_some())
    }

    /// Board `n`'s PGN as broadcast services read it: the player's own,
    /// with a `Board` tag added when it has none.
    pub fn pgn(&self, n: u32) -> Option<String> {
        let snap = self.boards.get(&n)?.snapshot.as_ref()?;
        Some(with_board_tag(&snap.pgn, n))
    }

    /// The round's PGN: every board's game in board order, a blank line
    /// between them.
    pub fn round_pgn(&self) -> String {
        let games: Vec<String> = self.boards.keys().filter_map(|n| self.pgn(*n)).collect();
        games.join("\n")
    }
}

/// The warnings of board `n` that event `e` puts right: a device back
/// resolves that device's losses, a board that agrees again its
/// divergences (an event without a device: every one of that kind).
/// They are marked resolved; their numbers are returned.
fn resolve(warnings: &mut [Warning], n: u32, e: &Event) -> Vec<u64> {
    let of = match e.kind {
        EventKind::DeviceBack => EventKind::DeviceLost,
        EventKind::Agrees => EventKind::Divergence,
        _ => return Vec::new(),
    };
    let mut ids = Vec::new();
    for w in warnings.iter_mut() {
        let same_device = e.device.is_none() || w.device.is_none() || w.device == e.device;
        if w.board == n && w.kind == of && !w.resolved && same_device {
            w.resolved = true;
            ids.push(w.id);
        }
    }
    ids
}

/// `pgn` with a `[Board "n"]` tag after its last tag if it has none,
/// ending with a line break. Moves are never touched.
pub fn with_board_tag(pgn: &str, n: u32) -> String {
    let mut out = String::with_capacity(pgn.len() + 16);
    let has_board = pgn
        .lines()
        .take_while(|l| l.trim_start().starts_with('['))
        .any(|l| l.trim_start().starts_with("[Board "));
    if has_board {
        out.push_str(pgn);
    } else {
        let tag = format!("[Board \"{n}\"]\n");
        let mut rest = pgn;
        let mut any_tag = false;
        while let Some(line) = rest.split_inclusive('\n').next() {
            if !line.trim_start().starts_with('[') {
                break;
            }
            out.push_str(line);
            if !line.ends_with('\n') {
                out.push('\n');
            }
            rest = &rest[line.len()..];
            any_tag = true;
        }
        out.push_str(&tag);
        if !any_tag {
            out.push('\n');
        }
        out.push_str(rest);
    }
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::LastMove;

    fn event(seq: u64, san: &str, warning: bool) -> Event {
        Event {
            seq,
            at_ms: 1_780_000_000_000 + seq,
            kind: if warning {
                EventKind::Penalty
            } else {
                EventKind::Move
            },
            text: format!("move {seq}"),
            lang: "en".into(),
            warning,
            device: None,
            snapshot: Snapshot {
                pgn: format!("[Event \"t\"]\n[Board \"1\"]\n\n1. {san} *\n"),
                white: "Anna".into(),
                black: "Bella".into(),
                ply: seq as u32,
                white_ms: Some(5_395_000),
                black_ms: Some(65_000),
                running: Some(Side::Black),
                last_move: Some(LastMove {
                    san: san.into(),
                    words: "Springer Gustav eins Felix drei".into(),
                }),
                result: None,
            },
        }
    }

    fn post(client: &str, seqs: std::ops::RangeInclusive<u64>) -> Post {
        Post {
            client: client.into(),
            events: seqs.map(|s| event(s, "Nf3", false)).collect(),
        }
    }

    #[test]
    fn events_are_taken_in_order_and_acked() {
        let mut r = Round::new();
        let (ack, acc) = r.post(3, post("a", 1..=2)).unwrap();
        assert_eq!(ack, Ack { next: 3 });
        assert_eq!(acc.len(), 2);
        assert_eq!(r.state(3).next, 3);
        assert!(r.state(3).owned);
        let (ack, acc) = r.post(3, post("a", 3..=3)).unwrap();
        assert_eq!((ack.next, acc.len()), (4, 1));
    }

    #[test]
    fn a_post_sent_twice_changes_nothing() {
        let mut r = Round::new();
        r.post(1, post("a", 1..=3)).unwrap();
        let before = r.state(1);
        let (ack, acc) = r.post(1, post("a", 1..=3)).unwrap();
        assert_eq!(ack, Ack { next: 4 });
        assert!(acc.is_empty());
        assert_eq!(r.state(1), before);
        // Overlapping: only the new ones are taken.
        let (ack, acc) = r.post(1, post("a", 2..=5)).unwrap();
        assert_eq!((ack.next, acc.len(), acc[0].seq), (6, 2, 4));
    }

    #[test]
    fn a_gap_is_refused_with_the_next_number() {
        let mut r = Round::new();
        r.post(1, post("a", 1..=2)).unwrap();
        assert_eq!(r.post(1, post("a", 5..=6)), Err(Refusal::Gap { next: 3 }));
        assert_eq!(r.post(2, post("a", 2..=2)), Err(Refusal::Gap { next: 1 }));
        assert_eq!(r.state(1).next, 3);
        assert!(r.board(2).is_none());
    }

    #[test]
    fn another_client_is_refused_until_the_arbiter_releases_the_board() {
        let mut r = Round::new();
        r.post(1, post("a", 1..=1)).unwrap();
        assert_eq!(
            r.post(1, post("b", 2..=2)),
            Err(Refusal::NotYourBoard { board: 1 })
        );
        assert_eq!(r.state(1).next, 2);
        assert!(r.release(1));
        assert!(!r.release(1));
        assert_eq!(r.post(1, post("b", 2..=2)).unwrap().0.next, 3);
        assert_eq!(
            r.post(1, post("a", 3..=3)),
            Err(Refusal::NotYourBoard { board: 1 })
        );
    }

    #[test]
    fn board_numbers_and_bodies_are_checked() {
        assert_eq!(board_number("0"), Err(Refusal::NoBoard));
        assert_eq!(board_number("1000"), Err(Refusal::NoBoard));
        assert_eq!(board_number("+5"), Err(Refusal::NoBoard));
        assert_eq!(board_number("x"), Err(Refusal::NoBoard));
        assert_eq!(board_number("999"), Ok(999));
        assert_eq!(
            Round::new().post(0, post("a", 1..=1)),
            Err(Refusal::NoBoard)
        );
        assert!(matches!(parse_post(b"{"), Err(Refusal::Malformed { .. })));
        assert_eq!(
            parse_post(&vec![b' '; MAX_BODY + 1]),
            Err(Refusal::TooLarge)
        );
        let many = serde_json::to_vec(&post("a", 1..=65)).unwrap();
        assert_eq!(parse_post(&many), Err(Refusal::TooLarge));
        let mut holes = post("a", 1..=3);
        holes.events.remove(1);
        let holes = serde_json::to_vec(&holes).unwrap();
        assert!(matches!(parse_post(&holes), Err(Refusal::Malformed { .. })));
        let nobody = serde_json::to_vec(&post(" ", 1..=1)).unwrap();
        assert!(matches!(
            parse_post(&nobody),
            Err(Refusal::Malformed { .. })
        ));
    }

    #[test]
    fn tokens_must_match() {
        assert_eq!(check_token(Some("Bearer abc"), "abc"), Ok(()));
        assert_eq!(check_token(Some("Bearer abd"), "abc"), Err(Refusal::Token));
        assert_eq!(check_token(Some("abc"), "abc"), Err(Refusal::Token));
        assert_eq!(check_token(None, "abc"), Err(Refusal::Token));
    }

    #[test]
    fn warnings_are_kept_and_marked_seen() {
        let mut r = Round::new();
        let p = Post {
            client: "a".into(),
            events: vec![event(1, "e4", false), event(2, "e5", true)],
        };
        let (_, acc) = r.post(1, p).unwrap();
        assert_eq!(acc[1].warning_id, Some(1));
        assert_eq!(r.warnings().len(), 1);
        assert!(!r.warnings()[0].seen);
        assert_eq!(acc[1].unseen, 1);
        assert_eq!(r.mark_seen(1), Some(1));
        assert!(r.warnings()[0].seen);
        assert_eq!(r.unseen(1), 0);
        assert_eq!(r.mark_seen(2), None);
    }

    fn device_event(seq: u64, kind: EventKind, device: &str) -> Event {
        let mut e = event(seq, "Nf3", false);
        e.kind = kind;
        e.warning = matches!(kind, EventKind::DeviceLost | EventKind::Divergence);
        e.device = Some(device.into());
        e.text = format!("{device} {kind:?}");
        e
    }

    /// A device lost and a divergence are warnings with their device; the
    /// device back resolves only that device's loss, a board that agrees
    /// again only its divergence; resolved warnings stay unseen until the
    /// arbiter marks them seen, and a post sent again resolves nothing
    /// twice.
    #[test]
    fn a_device_back_or_a_board_agreeing_again_resolves_its_warning() {
        let mut r = Round::new();
        let p = Post {
            client: "a".into(),
            events: vec![
                event(1, "e4", false),
                device_event(2, EventKind::DeviceLost, "pin-board"),
                device_event(3, EventKind::DeviceLost, "dot-pad"),
                device_event(4, EventKind::Divergence, "pin-board"),
                device_event(5, EventKind::DeviceBack, "pin-board"),
            ],
        };
        let (_, acc) = r.post(1, p.clone()).unwrap();
        let ids: Vec<Option<u64>> = acc.iter().map(|a| a.warning_id).collect();
        assert_eq!(ids, [None, Some(1), Some(2), Some(3), None]);
        assert_eq!(acc[4].resolves, [1]);
        assert_eq!(acc[4].device.as_deref(), Some("pin-board"));
        let resolved: Vec<bool> = r.warnings().iter().map(|w| w.resolved).collect();
        assert_eq!(resolved, [true, false, false]);
        assert_eq!(r.warnings()[1].device.as_deref(), Some("dot-pad"));
        assert_eq!(r.unseen(1), 3);
        let (_, again) = r.post(1, p).unwrap();
        assert!(again.is_empty());
        let agrees = Post {
            client: "a".into(),
            events: vec![device_event(6, EventKind::Agrees, "pin-board")],
        };
        let (_, acc) = r.post(1, agrees).unwrap();
        assert_eq!(
            (acc[0].warning_id, acc[0].resolves.clone()),
            (None, vec![3])
        );
        let resolved: Vec<bool> = r.warnings().iter().map(|w| w.resolved).collect();
        assert_eq!(resolved, [true, false, true]);
        // Another board's warnings are its own.
        r.post(2, post("b", 1..=1)).unwrap();
        let back = Post {
            client: "b".into(),
            events: vec![device_event(2, EventKind::DeviceBack, "dot-pad")],
        };
        assert!(r.post(2, back).unwrap().1[0].resolves.is_empty());
        assert!(!r.warnings()[1].resolved);
        let kinds: Vec<EventKind> = r.board(1).unwrap().events.iter().map(|e| e.kind).collect();
        assert_eq!(kinds[5], EventKind::Agrees);
    }

    #[test]
    fn a_long_device_name_is_malformed() {
        let mut p = post("a", 1..=1);
        p.events[0].device = Some("x".repeat(MAX_DEVICE + 1));
        let body = serde_json::to_vec(&p).unwrap();
        assert!(matches!(parse_post(&body), Err(Refusal::Malformed { .. })));
        // Without a device the field is not written at all.
        let plain = serde_json::to_string(&post("a", 1..=1)).unwrap();
        assert!(!plain.contains("device"), "{plain}");
    }

    /// The row as served now: the running clock has run since the event
    /// was taken, the other has not.
    #[test]
    fn the_running_clock_runs_on_in_the_row_served_now() {
        let mut r = Round::new();
        r.post(1, post("a", 1..=1)).unwrap();
        let b = r.boards.get_mut(&1).unwrap();
        b.received = Instant::now().checked_sub(std::time::Duration::from_secs(5));
        let row = r.row_now(1).unwrap();
        assert_eq!(row.running, "black");
        assert_eq!(row.black_ms, Some(60_000));
        assert_eq!(row.black_clock, "1:00");
        assert_eq!(row.white_clock, "1:29:55");
    }

    #[test]
    fn rows_have_clocks_and_move_numbers() {
        let row = Row::of(4, &event(3, "Nf3", false).snapshot);
        assert_eq!(row.move_number, "2");
        assert_eq!(row.white_clock, "1:29:55");
        assert_eq!(row.black_clock, "1:05");
        assert_eq!(row.last_san, "Nf3");
    }

    #[test]
    fn a_board_tag_is_added_only_when_missing() {
        let pgn = "[Event \"t\"]\n[Round \"2\"]\n\n1. e4 *\n";
        assert_eq!(
            with_board_tag(pgn, 7),
            "[Event \"t\"]\n[Round \"2\"]\n[Board \"7\"]\n\n1. e4 *\n"
        );
        let tagged = "[Board \"3\"]\n\n1. e4 *\n";
        assert_eq!(with_board_tag(tagged, 7), tagged);
        assert_eq!(with_board_tag("1. e4 *", 2), "[Board \"2\"]\n\n1. e4 *\n");
    }

    #[test]
    fn the_round_is_every_game_in_board_order() {
        let mut r = Round::new();
        r.post(2, post("b", 1..=1)).unwrap();
        r.post(1, post("a", 1..=1)).unwrap();
        let round = r.round_pgn();
        assert_eq!(round.matches("[Event").count(), 2);
        assert!(round.contains("*\n\n[Event"), "{round}");
    }
}
