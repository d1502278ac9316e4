//! The link layer: handshake, sequence numbers, ACK/NAK, retransmission and
//! keep-alive, as a pure state machine.
//!
//! No I/O and no clock inside: the caller feeds received bytes and the current
//! time (a [`Duration`] since any fixed start), calls [`Link::poll`] for the
//! timers, and writes what [`Link::take_output`] returns. Tests drive it with
//! virtual time.

use std::collections::VecDeque;
use std::fmt;
use std::time::Duration;

use super::codec::{BoardInfo, Decoder, FrameError, Message, MessageError, PROTOCOL_VERSION};

/// Names one message given to `Link::send`, so its delivery can be reported.
pub type Ticket = u64;

/// Timing and limits of a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkConfig {
    /// Send a frame again when no ACK came for this long.
    pub retransmit_after: Duration,
    /// After this many retransmissions of one frame the link is down.
    pub max_retransmissions: u32,
    /// Host: ping when nothing was received for this long.
    pub ping_after: Duration,
    /// Nothing received for this long: the link is down.
    pub dead_after: Duration,
    /// Host: repeat HELLO this often while no WELCOME came.
    pub hello_every: Duration,
    /// Most messages waiting behind the one in flight.
    pub max_queue: usize,
}

impl Default for LinkConfig {
    fn default() -> Self {
        LinkConfig::for_baud(115_200)
    }
}

impl LinkConfig {
    /// Timeouts that leave room for three full positions at this speed.
    pub(crate) fn for_baud(baud: u32) -> LinkConfig {
        let baud = u64::from(baud.max(300));
        // 80 bytes of 10 bits each, three times over, plus 50 ms of slack.
        let frame_ms = 80 * 10 * 1000 / baud;
        let retransmit = (50 + 3 * frame_ms).max(100);
        LinkConfig {
            retransmit_after: Duration::from_millis(retransmit),
            max_retransmissions: 8,
            ping_after: Duration::from_millis(400),
            dead_after: Duration::from_millis(1500),
            hello_every: Duration::from_millis(250),
            max_queue: 256,
        }
    }
}

/// Which end of the line this link is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Role {
    /// annabella: starts the handshake and pings.
    Host,
    /// The board, announcing itself with this info.
    Board(BoardInfo),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// Whether the link is up.
pub enum LinkState {
    /// Host: shaking hands. Board: waiting for a HELLO.
    Down,
    /// Handshake done: messages go through.
    Up,
}

/// Why the link went down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DownReason {
    /// No good frame for this long.
    Silence(Duration),
    /// A frame was retransmitted this often without an ACK.
    NoAcknowledgement(u32),
    /// The board announced a restart (WELCOME with token 0).
    PeerRestarted,
    /// The caller reset the link, for example because the port closed.
    Reset,
}

impl fmt::Display for DownReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DownReason::Silence(d) => write!(f, "no answer for {} ms", d.as_millis()),
            DownReason::NoAcknowledgement(n) => {
                write!(f, "no acknowledgement after {n} retransmissions")
            }
            DownReason::PeerRestarted => f.write_str("the board restarted"),
            DownReason::Reset => f.write_str("the connection was closed"),
        }
    }
}

/// What the link reports to its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkEvent {
    /// Handshake done. `board` is the board's WELCOME (host side only);
    /// `version` the protocol version both now speak.
    Up {
        /// The board's WELCOME, on the host side.
        board: Option<BoardInfo>,
        /// The protocol version both speak.
        version: u8,
    },
    /// Link lost; `dropped` messages were still waiting and are discarded.
    Down {
        /// Why the link went down.
        reason: DownReason,
        /// Messages discarded unsent.
        dropped: usize,
    },
    /// The peer acknowledged this message, with its table digest if it sent one.
    Delivered {
        /// The ticket `Link::send` gave for the message.
        ticket: Ticket,
        /// The peer's table digest, if it sent one.
        digest: Option<u16>,
    },
    /// A frame with a good checksum whose content made no sense (ignored).
    Malformed(MessageError),
    /// A damaged frame (a NAK was sent).
    BadFrame(FrameError),
}

/// Why `Link::send` refused a message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LinkError {
    /// Only sequenced messages go through `send`; link control is internal.
    NotSequenced,
    /// The link is down; the message was not queued.
    NotConnected,
    QueueFull,
    /// The message cannot be encoded (too long).
    TooLong,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            LinkError::NotSequenced => "link control messages cannot be queued",
            LinkError::NotConnected => "the board is not connected",
            LinkError::QueueFull => "too many messages are waiting",
            LinkError::TooLong => "the message is too long for one frame",
        })
    }
}

impl std::error::Error for LinkError {}

/// Counters for `board status`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LinkStats {
    /// Frames written.
    pub frames_sent: u64,
    /// Good frames read.
    pub frames_received: u64,
    /// Bytes written.
    pub bytes_sent: u64,
    /// Bytes read.
    pub bytes_received: u64,
    /// Frames sent again for want of an acknowledgement.
    pub retransmissions: u64,
    /// Damaged frames received (bad checksum, length or escape).
    pub checksum_errors: u64,
    /// NAKs sent for damaged frames.
    pub naks_sent: u64,
    /// NAKs received.
    pub naks_received: u64,
    /// Sequenced frames received twice (acknowledged, not applied again).
    pub duplicates: u64,
    /// Good frames whose content made no sense.
    pub malformed: u64,
    /// Sequenced messages acknowledged by the peer.
    pub messages_delivered: u64,
    /// Times the link went down.
    pub link_downs: u64,
}

impl fmt::Display for LinkStats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Frames sent: {}.", self.frames_sent)?;
        writeln!(f, "Frames received: {}.", self.frames_received)?;
        writeln!(f, "Bytes sent: {}.", self.bytes_sent)?;
        writeln!(f, "Bytes received: {}.", self.bytes_received)?;
        writeln!(f, "Retries: {}.", self.retransmissions)?;
        writeln!(f, "Checksum errors: {}.", self.checksum_errors)?;
        writeln!(f, "Negative acknowledgements sent: {}.", self.naks_sent)?;
        writeln!(
            f,
            "Negative acknowledgements received: {}.",
            self.naks_received
        )?;
        writeln!(f, "Duplicates: {}.", self.duplicates)?;
        write!(f, "Link losses: {}.", self.link_downs)
    }
}

#[derive(Clone, Debug)]
struct InFlight {
    ticket: Ticket,
    bytes: Vec<u8>,
    seq: u8,
    sent_at: Duration,
    retransmissions: u32,
}

/// One end of a pin board link.
#[derive(Clone, Debug)]
pub struct Link {
    role: Role,
    config: LinkConfig,
    state: LinkState,
    decoder: Decoder,
    tx_seq: u8,
    rx_last: Option<u8>,
    last_ack: Option<Message>,
    in_flight: Option<InFlight>,
    queue: VecDeque<(Ticket, Message)>,
    next_ticket: Ticket,
    last_rx: Duration,
    last_ping: Option<Duration>,
    last_hello: Option<Duration>,
    hello_tokens: VecDeque<u8>,
    next_token: u8,
    ping_token: u8,
    version: u8,
    peer: Option<BoardInfo>,
    output: Vec<u8>,
    events: VecDeque<LinkEvent>,
    stats: LinkStats,
}

/// HELLO tokens remembered while shaking hands: a WELCOME to any of them counts.
const TOKENS_KEPT: usize = 16;

impl Link {
    /// The host end; it starts shaking hands at the first [`Link::poll`].
    pub fn host(config: LinkConfig) -> Link {
        Link::new(Role::Host, config)
    }

    /// The board end; it announces its (re)start with WELCOME token 0.
    pub fn board(config: LinkConfig, info: BoardInfo) -> Link {
        let mut link = Link::new(Role::Board(info.clone()), config);
        link.emit(&Message::Welcome { token: 0, info }, 0);
        link
    }

    fn new(role: Role, config: LinkConfig) -> Link {
        Link {
            role,
            config,
            state: LinkState::Down,
            decoder: Decoder::new(),
            tx_seq: 0,
            rx_last: None,
            last_ack: None,
            in_flight: None,
            queue: VecDeque::new(),
            next_ticket: 1,
            last_rx: Duration::ZERO,
            last_ping: None,
            last_hello: None,
            hello_tokens: VecDeque::new(),
            next_token: 1,
            ping_token: 0,
            version: PROTOCOL_VERSION,
            peer: None,
            output: Vec::new(),
            events: VecDeque::new(),
            stats: LinkStats::default(),
        }
    }

    /// Whether the link is up.
    pub fn state(&self) -> LinkState {
        self.state
    }

    pub(crate) fn is_up(&self) -> bool {
        self.state == LinkState::Up
    }

    /// The board's WELCOME, once the host has shaken hands.
    pub fn peer(&self) -> Option<&BoardInfo> {
        self.peer.as_ref()
    }

    /// The protocol version both ends speak.
    pub(crate) fn version(&self) -> u8 {
        self.version
    }

    pub(crate) fn stats(&self) -> LinkStats {
        self.stats
    }

    /// The link's settings.
    pub fn config(&self) -> LinkConfig {
        self.config
    }

    /// Messages in flight or queued.
    pub(crate) fn pending(&self) -> usize {
        self.queue.len() + usize::from(self.in_flight.is_some())
    }

    /// Queues a sequenced message; it goes out at once if nothing is in flight.
    pub(crate) fn send(&mut self, msg: Message, now: Duration) -> Result<Ticket, LinkError> {
        if !msg.is_sequenced() {
            return Err(LinkError::NotSequenced);
        }
        if self.state != LinkState::Up {
            return Err(LinkError::NotConnected);
        }
        if self.queue.len() >= self.config.max_queue {
            return Err(LinkError::QueueFull);
        }
        if msg.to_frame(0).is_err() {
            return Err(LinkError::TooLong);
        }
        let ticket = self.next_ticket;
        self.next_ticket += 1;
        self.queue.push_back((ticket, msg));
        self.start_next(now);
        Ok(ticket)
    }

    /// Bytes to write to the line.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.output)
    }

    /// The next event, if one is waiting.
    pub fn next_event(&mut self) -> Option<LinkEvent> {
        self.events.pop_front()
    }

    /// Drops everything in progress (the port closed): the link is down and
    /// the host shakes hands again at the next poll.
    pub(crate) fn reset(&mut self) {
        self.decoder.reset();
        self.output.clear();
        if self.state == LinkState::Up {
            self.go_down(DownReason::Reset);
        } else {
            self.clear_traffic();
        }
    }

    /// Feeds received bytes. `apply` is called once for every new sequenced
    /// message from the peer (not for retransmitted duplicates); a board
    /// returns the digest of its piece table after applying it, a host `None`.
    pub fn handle_bytes(
        &mut self,
        bytes: &[u8],
        now: Duration,
        apply: &mut dyn FnMut(&Message) -> Option<u16>,
    ) {
        self.stats.bytes_received += bytes.len() as u64;
        for result in self.decoder.push(bytes) {
            match result {
                Ok(frame) => {
                    self.stats.frames_received += 1;
                    self.last_rx = now;
                    match Message::from_frame(&frame) {
                        Ok(msg) => self.handle_message(msg, frame.seq, now, apply),
                        Err(e) => {
                            self.stats.malformed += 1;
                            if frame.is_sequenced() && self.state == LinkState::Up {
                                // Acknowledge it so the sender does not retry forever;
                                // the owner sees it as a type it does not know.
                                let unknown = Message::Unknown {
                                    kind: frame.kind,
                                    seq: frame.seq,
                                    payload: frame.payload,
                                };
                                self.accept(frame.seq, apply, &unknown);
                            }
                            self.events.push_back(LinkEvent::Malformed(e));
                        }
                    }
                }
                Err(e) => {
                    self.stats.checksum_errors += 1;
                    self.stats.naks_sent += 1;
                    self.emit(&Message::Nak, 0);
                    self.events.push_back(LinkEvent::BadFrame(e));
                }
            }
        }
    }

    fn handle_message(
        &mut self,
        msg: Message,
        seq: u8,
        now: Duration,
        apply: &mut dyn FnMut(&Message) -> Option<u16>,
    ) {
        match (&self.role, msg) {
            (Role::Board(info), Message::Hello { token, version }) => {
                let info = info.clone();
                self.clear_traffic();
                self.version = version.min(PROTOCOL_VERSION);
                self.emit(&Message::Welcome { token, info }, 0);
                if self.state == LinkState::Down {
                    self.state = LinkState::Up;
                    self.events.push_back(LinkEvent::Up {
                        board: None,
                        version: self.version,
                    });
                }
            }
            // A board that lost its host stays mute, so the host notices too.
            (Role::Board(_), Message::Ping(t)) if self.state == LinkState::Up => {
                self.emit(&Message::Pong(t), 0);
            }
            (Role::Host, Message::Welcome { token: 0, .. }) => {
                if self.state == LinkState::Up {
                    self.go_down(DownReason::PeerRestarted);
                }
                // Shake hands at the next poll rather than after a pause.
                self.last_hello = None;
            }
            (Role::Host, Message::Welcome { token, info })
                if self.state == LinkState::Down && self.hello_tokens.contains(&token) =>
            {
                self.clear_traffic();
                self.version = info.version.min(PROTOCOL_VERSION);
                self.peer = Some(info.clone());
                self.state = LinkState::Up;
                self.last_rx = now;
                self.last_ping = None;
                self.events.push_back(LinkEvent::Up {
                    board: Some(info),
                    version: self.version,
                });
            }
            (_, Message::Ack { seq, digest }) => {
                if self.in_flight.as_ref().is_some_and(|f| f.seq == seq)
                    && let Some(done) = self.in_flight.take()
                {
                    self.stats.messages_delivered += 1;
                    self.events.push_back(LinkEvent::Delivered {
                        ticket: done.ticket,
                        digest,
                    });
                    self.start_next(now);
                }
            }
            (_, Message::Nak) => {
                self.stats.naks_received += 1;
                if let Some(ack) = self.last_ack.clone() {
                    self.emit(&ack, 0);
                }
                self.retransmit(now);
            }
            (_, msg) if msg.is_sequenced() && self.state == LinkState::Up => {
                self.accept(seq, apply, &msg);
            }
            // PONG, stray HELLO or WELCOME, unknown link control, sequenced
            // frames before the handshake: nothing to do.
            _ => {}
        }
    }

    /// Acknowledges sequenced frame `seq`, applying `msg` unless it is a duplicate.
    fn accept(&mut self, seq: u8, apply: &mut dyn FnMut(&Message) -> Option<u16>, msg: &Message) {
        if self.rx_last == Some(seq)
            && let Some(ack) = self.last_ack.clone()
        {
            self.stats.duplicates += 1;
            self.emit(&ack, 0);
            return;
        }
        let digest = apply(msg);
        self.rx_last = Some(seq);
        let ack = Message::Ack { seq, digest };
        self.emit(&ack, 0);
        self.last_ack = Some(ack);
    }

    /// Runs the timers: handshake, retransmission, keep-alive.
    pub fn poll(&mut self, now: Duration) {
        if self.role == Role::Host && self.state == LinkState::Down {
            let due = self
                .last_hello
                .is_none_or(|t| now.saturating_sub(t) >= self.config.hello_every);
            if due {
                let token = self.next_token;
                self.next_token = self.next_token.wrapping_add(1).max(1);
                if self.hello_tokens.len() >= TOKENS_KEPT {
                    self.hello_tokens.pop_front();
                }
                self.hello_tokens.push_back(token);
                self.last_hello = Some(now);
                self.emit(
                    &Message::Hello {
                        token,
                        version: PROTOCOL_VERSION,
                    },
                    0,
                );
            }
            return;
        }
        if self.state != LinkState::Up {
            return;
        }
        let quiet = now.saturating_sub(self.last_rx);
        if quiet >= self.config.dead_after {
            self.go_down(DownReason::Silence(quiet));
            return;
        }
        if let Some(f) = &self.in_flight
            && now.saturating_sub(f.sent_at) >= self.config.retransmit_after
        {
            if f.retransmissions >= self.config.max_retransmissions {
                let n = f.retransmissions;
                self.go_down(DownReason::NoAcknowledgement(n));
                return;
            }
            self.retransmit(now);
        }
        if self.role == Role::Host
            && quiet >= self.config.ping_after
            && self
                .last_ping
                .is_none_or(|t| now.saturating_sub(t) >= self.config.ping_after)
        {
            self.last_ping = Some(now);
            self.ping_token = self.ping_token.wrapping_add(1);
            self.emit(&Message::Ping(self.ping_token), 0);
        }
    }

    /// When [`Link::poll`] next has something to do (None: only input matters).
    pub(crate) fn next_deadline(&self) -> Option<Duration> {
        let c = &self.config;
        if self.state == LinkState::Down {
            return match self.role {
                Role::Host => Some(
                    self.last_hello
                        .map_or(Duration::ZERO, |t| t + c.hello_every),
                ),
                Role::Board(_) => None,
            };
        }
        let mut next = self.last_rx + c.dead_after;
        if let Some(f) = &self.in_flight {
            next = next.min(f.sent_at + c.retransmit_after);
        }
        if self.role == Role::Host {
            let ping = (self.last_rx + c.ping_after)
                .max(self.last_ping.map_or(Duration::ZERO, |t| t + c.ping_after));
            next = next.min(ping);
        }
        Some(next)
    }

    fn start_next(&mut self, now: Duration) {
        if self.in_flight.is_some() {
            return;
        }
        while let Some((ticket, msg)) = self.queue.pop_front() {
            let seq = self.tx_seq;
            // `send` checked that the message encodes; skip it if not.
            let Ok(bytes) = msg.encode(seq) else { continue };
            self.tx_seq = self.tx_seq.wrapping_add(1);
            self.write_frame(&bytes);
            self.in_flight = Some(InFlight {
                ticket,
                bytes,
                seq,
                sent_at: now,
                retransmissions: 0,
            });
            return;
        }
    }

    fn retransmit(&mut self, now: Duration) {
        let Some(mut f) = self.in_flight.take() else {
            return;
        };
        f.retransmissions += 1;
        f.sent_at = now;
        self.stats.retransmissions += 1;
        self.write_frame(&f.bytes);
        self.in_flight = Some(f);
    }

    fn emit(&mut self, msg: &Message, seq: u8) {
        // Link control messages are small; encoding cannot fail for them.
        if let Ok(bytes) = msg.encode(seq) {
            self.write_frame(&bytes);
        }
    }

    fn write_frame(&mut self, bytes: &[u8]) {
        self.stats.frames_sent += 1;
        self.stats.bytes_sent += bytes.len() as u64;
        self.output.extend_from_slice(bytes);
    }

    fn clear_traffic(&mut self) {
        self.tx_seq = 0;
        self.rx_last = None;
        self.last_ack = None;
        self.in_flight = None;
        self.queue.clear();
        self.hello_tokens.clear();
    }

    fn go_down(&mut self, reason: DownReason) {
        let dropped = self.pending();
        self.clear_traffic();
        self.state = LinkState::Down;
        self.peer = None;
        self.last_hello = None;
        self.stats.link_downs += 1;
        self.events.push_back(LinkEvent::Down { reason, dropped });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pinboard::codec::{Caps, Change, Pegs};
    use shakmaty::{Board, Piece, Square};

    const MS: Duration = Duration::from_millis(1);

    fn info() -> BoardInfo {
        BoardInfo {
            version: 1,
            caps: Caps::PINS | Caps::OCCUPANCY | Caps::DIGEST,
            levels: 1,
            name: "test".into(),
        }
    }

    /// Host and board joined by a wire whose faults the test chooses.
    struct Pair {
        host: Link,
        board: Link,
        now: Duration,
        table: Pegs,
        applied: Vec<Message>,
        host_got: Vec<Message>,
        host_events: Vec<LinkEvent>,
        board_events: Vec<LinkEvent>,
        /// Bytes the board sends are lost while true.
        board_mute: bool,
        /// Bytes the host sends are lost while true.
        host_mute: bool,
    }

    impl Pair {
        fn new() -> Pair {
            Pair {
                host: Link::host(LinkConfig::default()),
                board: Link::board(LinkConfig::default(), info()),
                now: Duration::ZERO,
                table: Pegs::empty(),
                applied: Vec::new(),
                host_got: Vec::new(),
                host_events: Vec::new(),
                board_events: Vec::new(),
                board_mute: false,
                host_mute: false,
            }
        }

        fn send_to_board(&mut self, bytes: &[u8]) {
            let Pair {
                board,
                table,
                applied,
                now,
                ..
            } = self;
            board.handle_bytes(bytes, *now, &mut |m| {
                applied.push(m.clone());
                match m {
                    Message::Position(p) => *table = p.clone(),
                    Message::Changes(c) => table.apply(c),
                    _ => {}
                }
                Some(table.digest())
            });
        }

        fn send_to_host(&mut self, bytes: &[u8]) {
            let Pair {
                host,
                host_got,
                now,
                ..
            } = self;
            host.handle_bytes(bytes, *now, &mut |m| {
                host_got.push(m.clone());
                None
            });
        }

        /// Moves bytes both ways until the wire is quiet.
        fn pump(&mut self) {
            for _ in 0..20 {
                self.host.poll(self.now);
                self.board.poll(self.now);
                let h = self.host.take_output();
                let b = self.board.take_output();
                if h.is_empty() && b.is_empty() {
                    break;
                }
                if !self.host_mute {
                    self.send_to_board(&h);
                }
                if !self.board_mute {
                    self.send_to_host(&b);
                }
            }
            while let Some(e) = self.host.next_event() {
                self.host_events.push(e);
            }
            while let Some(e) = self.board.next_event() {
                self.board_events.push(e);
            }
        }

        /// Advances virtual time in 10 ms steps, pumping at each.
        fn run_for(&mut self, d: Duration) {
            let end = self.now + d;
            while self.now < end {
                self.now += 10 * MS;
                self.pump();
            }
        }

        fn connected() -> Pair {
            let mut p = Pair::new();
            p.pump();
            assert!(p.host.is_up() && p.board.is_up());
            p.host_events.clear();
            p.board_events.clear();
            p
        }

        fn delivered(&self) -> Vec<Ticket> {
            self.host_events
                .iter()
                .filter_map(|e| match e {
                    LinkEvent::Delivered { ticket, .. } => Some(*ticket),
                    _ => None,
                })
                .collect()
        }
    }

    fn e2e4() -> Message {
        Message::Changes(vec![
            Change::empty(Square::E2),
            Change::piece(Square::E4, Piece::from_char('P').unwrap()),
        ])
    }

    #[test]
    fn handshake_brings_both_ends_up() {
        let mut p = Pair::new();
        p.pump();
        assert_eq!(
            p.host_events,
            vec![LinkEvent::Up {
                board: Some(info()),
                version: 1
            }]
        );
        assert_eq!(
            p.board_events,
            vec![LinkEvent::Up {
                board: None,
                version: 1
            }]
        );
        assert_eq!(p.host.peer(), Some(&info()));
    }

    #[test]
    fn boot_announcement_alone_does_not_bring_the_host_up() {
        let mut p = Pair::new();
        let boot = p.board.take_output();
        p.send_to_host(&boot);
        assert!(!p.host.is_up());
    }

    #[test]
    fn hello_repeats_until_answered() {
        let mut p = Pair::new();
        p.board_mute = true;
        p.run_for(Duration::from_millis(1000));
        assert!(!p.host.is_up());
        // One HELLO at once, then one every 250 ms.
        let hellos = p.host.stats().frames_sent;
        assert!((4..=6).contains(&hellos), "{hellos}");
        p.board_mute = false;
        p.run_for(Duration::from_millis(300));
        assert!(p.host.is_up());
    }

    #[test]
    fn stale_welcome_is_ignored() {
        let mut p = Pair::new();
        p.host.poll(p.now);
        let _ = p.host.take_output();
        let stale = Message::Welcome {
            token: 200,
            info: info(),
        }
        .encode(0)
        .unwrap();
        p.send_to_host(&stale);
        assert!(!p.host.is_up());
    }

    #[test]
    fn message_is_applied_and_acknowledged_with_digest() {
        let mut p = Pair::connected();
        let start = Pegs::from_board(&Board::new());
        let t = p
            .host
            .send(Message::Position(start.clone()), p.now)
            .unwrap();
        p.pump();
        let mut expected = start;
        expected.apply(&[
            Change::empty(Square::E2),
            Change::piece(Square::E4, Piece::from_char('P').unwrap()),
        ]);
        let t2 = p.host.send(e2e4(), p.now).unwrap();
        p.pump();
        assert_eq!(p.table, expected);
        assert_eq!(
            &p.host_events[..],
            &[
                LinkEvent::Delivered {
                    ticket: t,
                    digest: Some(Pegs::from_board(&Board::new()).digest())
                },
                LinkEvent::Delivered {
                    ticket: t2,
                    digest: Some(expected.digest())
                }
            ]
        );
    }

    #[test]
    fn queued_messages_go_one_at_a_time_in_order() {
        let mut p = Pair::connected();
        let tickets: Vec<Ticket> = (0..5u8)
            .map(|i| p.host.send(Message::Button(i), p.now).unwrap())
            .collect();
        assert_eq!(p.host.pending(), 5);
        // Only one frame is on the wire before its ACK.
        assert_eq!(
            p.host.take_output().iter().filter(|b| **b == 0x7E).count(),
            2
        );
        p.host.in_flight.as_mut().unwrap().sent_at = p.now;
        p.run_for(Duration::from_millis(200));
        assert_eq!(p.delivered(), tickets);
        assert_eq!(p.applied.len(), 5);
    }

    #[test]
    fn lost_frame_is_retransmitted_after_timeout() {
        let mut p = Pair::connected();
        p.host_mute = true;
        let t = p.host.send(e2e4(), p.now).unwrap();
        p.pump();
        p.host_mute = false;
        assert!(p.applied.is_empty());
        p.run_for(Duration::from_millis(90));
        assert!(p.applied.is_empty(), "retransmitted too early");
        p.run_for(Duration::from_millis(20));
        assert_eq!(p.applied, vec![e2e4()]);
        assert_eq!(p.delivered(), vec![t]);
        assert_eq!(p.host.stats().retransmissions, 1);
    }

    #[test]
    fn lost_ack_gives_a_duplicate_that_is_not_applied_twice() {
        let mut p = Pair::connected();
        p.board_mute = true;
        let t = p.host.send(e2e4(), p.now).unwrap();
        p.pump();
        p.board_mute = false;
        assert_eq!(p.applied.len(), 1);
        assert!(p.delivered().is_empty());
        p.run_for(Duration::from_millis(110));
        assert_eq!(p.applied.len(), 1);
        assert_eq!(p.board.stats().duplicates, 1);
        assert_eq!(p.delivered(), vec![t]);
    }

    #[test]
    fn corrupted_frame_is_naked_and_resent_at_once() {
        let mut p = Pair::connected();
        let t = p.host.send(e2e4(), p.now).unwrap();
        let mut bytes = p.host.take_output();
        bytes[4] ^= 0x10;
        p.send_to_board(&bytes);
        assert!(p.applied.is_empty());
        assert_eq!(p.board.stats().naks_sent, 1);
        // No time passes: the NAK alone brings the retransmission.
        p.pump();
        assert_eq!(p.applied, vec![e2e4()]);
        assert_eq!(p.delivered(), vec![t]);
        assert_eq!(p.host.stats().naks_received, 1);
        assert_eq!(p.host.stats().retransmissions, 1);
        assert!(
            p.board_events
                .iter()
                .any(|e| matches!(e, LinkEvent::BadFrame(_)))
        );
    }

    #[test]
    fn corrupted_ack_is_recovered_through_nak() {
        let mut p = Pair::connected();
        let t = p.host.send(e2e4(), p.now).unwrap();
        let bytes = p.host.take_output();
        p.send_to_board(&bytes);
        let mut ack = p.board.take_output();
        ack[2] ^= 0x01;
        p.send_to_host(&ack);
        assert!(p.delivered().is_empty());
        p.pump();
        assert_eq!(p.delivered(), vec![t]);
        assert_eq!(p.applied.len(), 1);
    }

    #[test]
    fn keep_alive_pings_and_survives_a_quiet_line() {
        let mut p = Pair::connected();
        p.run_for(Duration::from_secs(10));
        assert!(p.host.is_up() && p.board.is_up());
        let pings = p.host.stats().frames_sent;
        // About one ping every 400 ms.
        assert!((20..=30).contains(&pings), "{pings}");
    }

    #[test]
    fn dead_board_is_noticed_within_two_seconds() {
        let mut p = Pair::connected();
        p.run_for(Duration::from_millis(300));
        p.board_mute = true;
        let died = p.now;
        while p.host.is_up() {
            p.run_for(10 * MS);
            assert!(p.now - died < Duration::from_secs(2), "not noticed");
        }
        match p.host_events.last() {
            Some(LinkEvent::Down {
                reason: DownReason::Silence(quiet),
                dropped: 0,
            }) => assert!(*quiet >= Duration::from_millis(1500), "{quiet:?}"),
            other => panic!("{other:?}"),
        }
        // The board notices the silent host too.
        p.host_mute = true;
        p.run_for(Duration::from_secs(2));
        assert!(!p.board.is_up());
    }

    #[test]
    fn unacknowledged_frame_brings_the_link_down_and_back() {
        let mut p = Pair::connected();
        p.board_mute = true;
        p.host.send(e2e4(), p.now).unwrap();
        p.host.send(Message::ScanRequest, p.now).unwrap();
        p.run_for(Duration::from_millis(1000));
        assert!(!p.host.is_up());
        assert!(p.host_events.iter().any(|e| matches!(
            e,
            LinkEvent::Down {
                reason: DownReason::NoAcknowledgement(8),
                dropped: 2
            }
        )));
        assert_eq!(p.host.send(e2e4(), p.now), Err(LinkError::NotConnected));
        p.board_mute = false;
        p.run_for(Duration::from_millis(300));
        assert!(p.host.is_up());
        // Sequence numbers restarted on both ends: the next frame is new.
        p.applied.clear();
        p.host.send(Message::ScanRequest, p.now).unwrap();
        p.pump();
        assert_eq!(p.applied, vec![Message::ScanRequest]);
    }

    #[test]
    fn restarted_board_is_noticed_and_greeted_again() {
        let mut p = Pair::connected();
        p.board = Link::board(LinkConfig::default(), info());
        p.pump();
        assert!(p.host_events.iter().any(|e| matches!(
            e,
            LinkEvent::Down {
                reason: DownReason::PeerRestarted,
                ..
            }
        )));
        assert!(p.host.is_up() && p.board.is_up());
    }

    #[test]
    fn board_events_reach_the_host_once() {
        let mut p = Pair::connected();
        p.board.send(Message::Lifted(Square::E2), p.now).unwrap();
        p.board.send(Message::Button(0), p.now).unwrap();
        p.host_mute = true;
        p.pump();
        p.host_mute = false;
        p.run_for(Duration::from_millis(400));
        assert_eq!(
            p.host_got,
            vec![Message::Lifted(Square::E2), Message::Button(0)]
        );
    }

    #[test]
    fn unknown_sequenced_types_are_acknowledged() {
        let mut p = Pair::connected();
        let msg = Message::Unknown {
            kind: 0x9F,
            seq: 0,
            payload: vec![1, 2, 3],
        };
        let t = p.host.send(msg, p.now).unwrap();
        p.pump();
        assert_eq!(p.delivered(), vec![t]);
        // Malformed known types too: a LIFTED naming square 99.
        let bad = crate::pinboard::codec::Frame::new(0xC1, 0, vec![99])
            .unwrap()
            .encode();
        p.send_to_host(&bad);
        assert_eq!(p.host.stats().malformed, 1);
        // The owner sees it only as a type it does not know.
        assert_eq!(
            p.host_got,
            vec![Message::Unknown {
                kind: 0xC1,
                seq: 0,
                payload: vec![99]
            }]
        );
        let ack = p.host.take_output();
        let frames = Decoder::new().push(&ack);
        assert_eq!(frames.len(), 1);
        assert_eq!(frames[0].as_ref().unwrap().kind, 0x03);
    }

    #[test]
    fn send_refuses_link_control_and_overflow() {
        let mut p = Pair::connected();
        assert_eq!(
            p.host.send(Message::Nak, p.now),
            Err(LinkError::NotSequenced)
        );
        for i in 0..=LinkConfig::default().max_queue {
            p.host.send(Message::Button(i as u8), p.now).unwrap();
        }
        assert_eq!(
            p.host.send(Message::Button(0), p.now),
            Err(LinkError::QueueFull)
        );
    }

    #[test]
    fn deadline_tells_when_to_poll() {
        let mut p = Pair::connected();
        let d = p.host.next_deadline().unwrap();
        assert_eq!(d, p.now + LinkConfig::default().ping_after);
        p.host.send(e2e4(), p.now).unwrap();
        assert_eq!(
            p.host.next_deadline().unwrap(),
            p.now + LinkConfig::default().retransmit_after
        );
        assert_eq!(
            Link::board(LinkConfig::default(), info()).next_deadline(),
            None
        );
    }

    #[test]
    fn slow_lines_get_longer_timeouts() {
        assert_eq!(
            LinkConfig::for_baud(115_200).retransmit_after,
            Duration::from_millis(100)
        );
        assert_eq!(
            LinkConfig::for_baud(9600).retransmit_after,
            Duration::from_millis(50 + 3 * 83)
        );
    }
}
