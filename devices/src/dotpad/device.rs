//! Talking to a Dot Pad: [`Driver`] is the protocol without I/O (time is
//! passed in, bytes go in and out), so it is tested without a line;
//! [`DotPad`] serves it on the shared line (crate::line,
//! docs/transport.md), which reopens the port when it is lost, behind mpsc
//! channels so the game loop never waits for the device.

use std::fmt;
use std::time::Duration;

use super::codec::{BoardInfo, Decoder, LineAnswer, Packet, SEQ_TEXT, features};
use super::keys::{Chord, ChordReader};
use super::render::{GRAPHIC_COLS, GRAPHIC_ROWS, LINES, Screen, TEXT_CELLS};
use crate::line::{Connector, Io, Line, LineLoss, Protocol, Reopen, TransportError, connector_for};

/// The Dot Pad's serial speed.
pub const BAUD: u32 = 115_200;

/// Timing and retries.
#[derive(Clone, Copy, Debug)]
pub struct DriverConfig {
    /// How long a request waits for its response.
    pub answer_timeout: Duration,
    /// How often a request is sent before the device is given up.
    pub tries: u32,
    /// Pause before a line answered WAIT (or NACK) is sent again.
    pub retry_pause: Duration,
    /// The heartbeat: a device quiet this long with no line to send is
    /// asked for its name; unanswered [`DriverConfig::tries`] times, it is
    /// silent ([`DotPadEvent::Silent`], said once) and asked at each beat
    /// until it answers ([`DotPadEvent::Up`] again).
    pub beat: Duration,
}

impl Default for DriverConfig {
    fn default() -> Self {
        DriverConfig {
            answer_timeout: Duration::from_millis(300),
            tries: 4,
            retry_pause: Duration::from_millis(20),
            beat: Duration::from_secs(1),
        }
    }
}

/// Why annabella stopped using the device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The handshake or a line got no answer, however often it was sent.
    NoAnswer,
    /// A line was refused (NACK, WAIT or checksum error) every time.
    Refused {
        /// The display line.
        line: u8,
        /// The device's last answer.
        answer: LineAnswer,
    },
    /// The device has no graphic area of 30 × 10 cells.
    Unsuitable {
        /// What the device reported.
        info: BoardInfo,
    },
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::NoAnswer => f.write_str("no answer"),
            Failure::Refused { line, answer } => write!(f, "line {line} refused: {answer:?}"),
            Failure::Unsuitable { info } => write!(
                f,
                "graphic area of {} × {} cells",
                info.graphic.columns, info.graphic.rows
            ),
        }
    }
}

/// What the device did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DotPadEvent {
    /// The handshake is done (again, when `again`); every line is sent.
    Up {
        /// The device's name.
        name: String,
        /// The handshake followed a loss.
        again: bool,
    },
    /// The port was lost (unplugged); it is opened again until it answers.
    Down,
    /// The device is given up: the game goes on without it.
    GaveUp(Failure),
    /// Perkins keys pressed together and released.
    Chord(Chord),
    /// The device stopped answering its heartbeat (said once; it is asked
    /// on, and [`DotPadEvent::Up`] with `again` follows when it answers).
    Silent,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ask {
    Name,
    Info,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Sent {
    line: u8,
    cells: Vec<u8>,
    at: Duration,
    tries: u32,
    /// Set after a NACK or WAIT: send again at this time.
    again_at: Option<Duration>,
    last_answer: Option<LineAnswer>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum State {
    /// No line.
    Closed,
    Asking {
        ask: Ask,
        at: Duration,
        tries: u32,
    },
    Ready {
        sent: Option<Sent>,
    },
    GaveUp,
}

/// Counters, for tests and the bench.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DriverStats {
    /// Display lines sent.
    pub lines_sent: u64,
    /// Bytes written.
    pub bytes_sent: u64,
    /// Lines sent again.
    pub retries: u64,
    /// Damaged frames read.
    pub bad_frames: u64,
}

/// The protocol of one device, without I/O.
pub struct Driver {
    config: DriverConfig,
    decoder: Decoder,
    chords: ChordReader,
    state: State,
    name: String,
    ever_up: bool,
    want: Screen,
    /// What each line shows, as far as known (acknowledged).
    shown: Vec<Option<Vec<u8>>>,
    out: Vec<u8>,
    events: Vec<DotPadEvent>,
    stats: DriverStats,
    /// When the device last sent a good frame.
    heard: Duration,
    /// The heartbeat's question in flight: when it was sent, how often.
    ping: Option<(Duration, u32)>,
    /// The device's silence was said.
    silent: bool,
}

impl Driver {
    /// A driver that has sent nothing yet.
    pub fn new(config: DriverConfig) -> Driver {
        Driver {
            config,
            decoder: Decoder::new(),
            chords: ChordReader::default(),
            state: State::Closed,
            name: String::new(),
            ever_up: false,
            want: Screen::default(),
            shown: vec![None; usize::from(LINES)],
            out: Vec::new(),
            events: Vec::new(),
            stats: DriverStats::default(),
            heard: Duration::ZERO,
            ping: None,
            silent: false,
        }
    }

    /// The driver's counters.
    pub fn stats(&self) -> DriverStats {
        self.stats
    }

    pub(crate) fn is_up(&self) -> bool {
        matches!(self.state, State::Ready { .. })
    }

    pub(crate) fn gave_up(&self) -> bool {
        self.state == State::GaveUp
    }

    /// Nothing waits to be sent or answered.
    pub(crate) fn settled(&self) -> bool {
        match &self.state {
            State::Ready { sent: None } => (0..LINES).all(|l| {
                self.shown
                    .get(usize::from(l))
                    .is_some_and(|s| s.as_deref() == Some(self.want.line(l)))
            }),
            State::Ready { sent: Some(_) } | State::Asking { .. } => false,
            State::Closed | State::GaveUp => true,
        }
    }

    /// A line was opened: the handshake starts.
    pub fn opened(&mut self, now: Duration) {
        if self.gave_up() {
            return;
        }
        self.decoder = Decoder::new();
        self.chords.reset();
        self.shown = vec![None; usize::from(LINES)];
        self.heard = now;
        self.ping = None;
        self.silent = false;
        self.ask(Ask::Name, now, 1);
    }

    /// The line was lost.
    pub(crate) fn lost(&mut self) {
        if self.gave_up() {
            return;
        }
        if self.is_up() {
            self.events.push(DotPadEvent::Down);
        }
        self.ping = None;
        self.silent = false;
        self.state = State::Closed;
    }

    /// What the display should show; only changed lines are sent.
    pub fn show(&mut self, screen: Screen, now: Duration) {
        self.want = screen;
        self.next_line(now);
    }

    /// The bytes to write to the line, taken.
    pub fn take_output(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    pub(crate) fn take_events(&mut self) -> Vec<DotPadEvent> {
        std::mem::take(&mut self.events)
    }

    /// When [`Driver::poll`] has something to do next.
    pub(crate) fn next_deadline(&self) -> Option<Duration> {
        match &self.state {
            State::Asking { at, .. } => Some(*at + self.config.answer_timeout),
            State::Ready { sent: Some(s) } => {
                Some(s.again_at.unwrap_or(s.at + self.config.answer_timeout))
            }
            State::Ready { sent: None } => Some(match self.ping {
                None => self.heard + self.config.beat,
                Some((at, _)) if self.silent => at + self.config.beat,
                Some((at, _)) => at + self.config.answer_timeout,
            }),
            _ => None,
        }
    }

    /// The heartbeat, while no line waits for its answer: a quiet device
    /// is asked for its name; one that does not answer is silent, said
    /// once.
    fn heartbeat(&mut self, now: Duration) {
        match self.ping {
            None if now >= self.heard + self.config.beat => self.ping_now(now, 1),
            Some((at, tries)) if !self.silent && now >= at + self.config.answer_timeout => {
                if tries >= self.config.tries {
                    self.silent = true;
                    self.events.push(DotPadEvent::Silent);
                    self.ping = Some((now, tries));
                } else {
                    self.ping_now(now, tries + 1);
                }
            }
            Some((at, tries)) if self.silent && now >= at + self.config.beat => {
                self.ping_now(now, tries)
            }
            _ => {}
        }
    }

    fn ping_now(&mut self, now: Duration, tries: u32) {
        self.send(&Packet::RequestDeviceName);
        self.ping = Some((now, tries));
    }

    /// A good frame came: the device is alive; back from its silence, it
    /// is shown every line again.
    fn heard_from(&mut self, now: Duration) {
        self.heard = now;
        self.ping = None;
        if std::mem::take(&mut self.silent) {
            self.shown = vec![None; usize::from(LINES)];
            self.events.push(DotPadEvent::Up {
                name: self.name.clone(),
                again: true,
            });
        }
    }

    fn send(&mut self, p: &Packet) {
        let bytes = p.encode();
        self.stats.bytes_sent += bytes.len() as u64;
        self.out.extend_from_slice(&bytes);
    }

    fn ask(&mut self, ask: Ask, now: Duration, tries: u32) {
        self.send(&match ask {
            Ask::Name => Packet::RequestDeviceName,
            Ask::Info => Packet::RequestBoardInformation,
        });
        self.state = State::Asking {
            ask,
            at: now,
            tries,
        };
    }

    fn give_up(&mut self, why: Failure) {
        self.state = State::GaveUp;
        self.events.push(DotPadEvent::GaveUp(why));
    }

    /// Time passed: answers that are late are asked again, or given up.
    pub(crate) fn poll(&mut self, now: Duration) {
        match self.state.clone() {
            State::Asking { ask, at, tries } if now >= at + self.config.answer_timeout => {
                if tries >= self.config.tries {
                    self.give_up(Failure::NoAnswer);
                } else {
                    self.stats.retries += 1;
                    self.ask(ask, now, tries + 1);
                }
            }
            State::Ready { sent: Some(s) } => {
                let due = s.again_at.unwrap_or(s.at + self.config.answer_timeout);
                if now < due {
                    return;
                }
                if s.tries >= self.config.tries {
                    self.give_up(match s.last_answer {
                        Some(answer) => Failure::Refused {
                            line: s.line,
                            answer,
                        },
                        None => Failure::NoAnswer,
                    });
                    return;
                }
                self.stats.retries += 1;
                self.send_line(s.line, s.cells, now, s.tries + 1, s.last_answer);
            }
            State::Ready { sent: None } => self.heartbeat(now),
            _ => {}
        }
    }

    fn send_line(
        &mut self,
        line: u8,
        cells: Vec<u8>,
        now: Duration,
        tries: u32,
        last: Option<LineAnswer>,
    ) {
        self.stats.lines_sent += 1;
        self.send(&Packet::DisplayLine {
            line,
            seq: if line == 0 { SEQ_TEXT } else { 0 },
            start: 0,
            cells: cells.clone(),
        });
        self.state = State::Ready {
            sent: Some(Sent {
                line,
                cells,
                at: now,
                tries,
                again_at: None,
                last_answer: last,
            }),
        };
    }

    /// Sends the next changed line, if no line waits for its answer.
    fn next_line(&mut self, now: Duration) {
        // A silent device is sent nothing but its heartbeat.
        if self.state != (State::Ready { sent: None }) || self.silent {
            return;
        }
        let next = (0..LINES).find(|&l| {
            self.shown
                .get(usize::from(l))
                .is_none_or(|s| s.as_deref() != Some(self.want.line(l)))
        });
        if let Some(l) = next {
            let cells = self.want.line(l).to_vec();
            self.send_line(l, cells, now, 1, None);
        }
    }

    /// Bytes from the device.
    pub fn receive(&mut self, bytes: &[u8], now: Duration) {
        self.decoder.push(bytes);
        while let Some(r) = self.decoder.next_frame() {
            let packet = match r.map(Packet::from_frame) {
                Ok(Ok(p)) => p,
                _ => {
                    self.stats.bad_frames += 1;
                    continue;
                }
            };
            self.heard_from(now);
            self.packet(packet, now);
        }
        self.next_line(now);
    }

    fn packet(&mut self, p: Packet, now: Duration) {
        match (p, self.state.clone()) {
            (Packet::Keys { group, bits }, State::Ready { .. } | State::Asking { .. }) => {
                if let Some(c) = self.chords.keys(group, &bits) {
                    self.events.push(DotPadEvent::Chord(c));
                }
            }
            (Packet::DeviceName(name), State::Asking { ask: Ask::Name, .. }) => {
                self.name = name;
                self.ask(Ask::Info, now, 1);
            }
            (Packet::BoardInformation(info), State::Asking { ask: Ask::Info, .. }) => {
                let big_enough = info.has(features::GRAPHIC)
                    && usize::from(info.graphic.columns) >= GRAPHIC_COLS
                    && usize::from(info.graphic.rows) >= GRAPHIC_ROWS
                    && info.has(features::TEXT)
                    && usize::from(info.text.columns) >= TEXT_CELLS;
                if !big_enough {
                    self.give_up(Failure::Unsuitable { info });
                    return;
                }
                self.state = State::Ready { sent: None };
                self.events.push(DotPadEvent::Up {
                    name: self.name.clone(),
                    again: self.ever_up,
                });
                self.ever_up = true;
            }
            (Packet::LineAnswer { line, answer }, State::Ready { sent: Some(mut s) })
                if line == s.line =>
            {
                if answer == LineAnswer::Ack {
                    if let Some(slot) = self.shown.get_mut(usize::from(line)) {
                        *slot = Some(s.cells);
                    }
                    self.state = State::Ready { sent: None };
                } else {
                    s.last_answer = Some(answer);
                    s.again_at = Some(now + self.config.retry_pause);
                    self.state = State::Ready { sent: Some(s) };
                }
            }
            // Line-done notifications, errors and stray answers change nothing.
            _ => {}
        }
    }
}

/// The driver on the shared line: its output and events go to the line.
impl Protocol for Driver {
    type Command = Box<Screen>;
    type Event = DotPadEvent;

    fn opened(&mut self, _again: bool, now: Duration, io: &mut Io<DotPadEvent>) {
        Driver::opened(self, now);
        self.hand_over(io);
    }

    fn lost(&mut self, _why: &LineLoss, _now: Duration, io: &mut Io<DotPadEvent>) {
        Driver::lost(self);
        // What was waiting to be written belongs to the lost line.
        let _ = self.take_output();
        self.hand_over(io);
    }

    fn received(&mut self, bytes: &[u8], now: Duration, io: &mut Io<DotPadEvent>) {
        self.receive(bytes, now);
        self.hand_over(io);
    }

    fn command(&mut self, screen: Box<Screen>, now: Duration, io: &mut Io<DotPadEvent>) {
        self.show(*screen, now);
        self.hand_over(io);
    }

    fn poll(&mut self, now: Duration, io: &mut Io<DotPadEvent>) {
        Driver::poll(self, now);
        self.hand_over(io);
    }

    fn next_deadline(&self) -> Option<Duration> {
        Driver::next_deadline(self)
    }

    fn gave_up(&self) -> bool {
        Driver::gave_up(self)
    }

    fn settled(&self) -> bool {
        Driver::settled(self)
    }
}

impl Driver {
    fn hand_over(&mut self, io: &mut Io<DotPadEvent>) {
        io.write(&self.take_output());
        for e in self.take_events() {
            io.emit(e);
        }
    }
}

/// A Dot Pad on a serial port, served by the shared line.
pub struct DotPad {
    line: Line<Driver>,
    last: Option<Screen>,
}

impl DotPad {
    /// Opens the serial port at `path` (115200 baud; or `tcp:HOST:PORT`);
    /// fails at once if it cannot be opened. The handshake follows in the
    /// line's thread.
    pub fn open(path: &str) -> Result<DotPad, TransportError> {
        DotPad::open_with(connector_for(path, BAUD), DriverConfig::default())
    }

    /// Opens the line through `connector` with the driver's `config`.
    pub fn open_with(
        connector: Box<dyn Connector>,
        config: DriverConfig,
    ) -> Result<DotPad, TransportError> {
        let line = Line::open(connector, Reopen::default(), Driver::new(config), "dotpad")?;
        Ok(DotPad { line, last: None })
    }

    /// What the display should show (nothing is sent when it is unchanged).
    pub(crate) fn show(&mut self, screen: &Screen) {
        if self.last.as_ref() == Some(screen) {
            return;
        }
        self.last = Some(*screen);
        self.line.send(Box::new(*screen));
    }

    pub(crate) fn try_event(&self) -> Option<DotPadEvent> {
        self.line.try_event()
    }

    /// The port's path.
    pub fn port(&self) -> &str {
        self.line.port()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dotpad::codec::KeyGroup;
    use crate::dotpad::keys::{chord_of_cell, key};

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    /// Packets the driver sent.
    fn sent(d: &mut Driver) -> Vec<Packet> {
        let mut dec = Decoder::new();
        dec.push(&d.take_output());
        std::iter::from_fn(|| dec.next_frame())
            .map(|f| Packet::from_frame(f.unwrap()).unwrap())
            .collect()
    }

    fn up(d: &mut Driver) {
        d.opened(ms(0));
        assert_eq!(sent(d), vec![Packet::RequestDeviceName]);
        d.receive(&Packet::DeviceName("DotPad320A".into()).encode(), ms(1));
        assert_eq!(sent(d), vec![Packet::RequestBoardInformation]);
        d.receive(
            &Packet::BoardInformation(BoardInfo::dotpad320()).encode(),
            ms(2),
        );
    }

    fn ack(line: u8) -> Vec<u8> {
        Packet::LineAnswer {
            line,
            answer: LineAnswer::Ack,
        }
        .encode()
    }

    #[test]
    fn handshake_then_every_line_then_only_changes() {
        let mut d = Driver::new(DriverConfig::default());
        up(&mut d);
        assert_eq!(
            d.take_events(),
            vec![DotPadEvent::Up {
                name: "DotPad320A".into(),
                again: false
            }]
        );
        // All eleven lines, one at a time, each after the last one's ACK.
        for l in 0..LINES {
            let p = sent(&mut d);
            assert!(
                matches!(&p[..], [Packet::DisplayLine { line, .. }] if *line == l),
                "{p:?}"
            );
            d.receive(&ack(l), ms(3));
        }
        assert!(sent(&mut d).is_empty());
        let mut s = Screen::default();
        s.graphic.set(20, 20);
        d.show(s, ms(10));
        assert!(matches!(
            &sent(&mut d)[..],
            [Packet::DisplayLine { line: 6, .. }]
        ));
    }

    #[test]
    fn nacks_are_retried_then_the_device_is_given_up() {
        let mut d = Driver::new(DriverConfig::default());
        up(&mut d);
        let nack = Packet::LineAnswer {
            line: 0,
            answer: LineAnswer::Nack,
        }
        .encode();
        let mut t = 10;
        for _ in 0..4 {
            assert!(matches!(
                &sent(&mut d)[..],
                [Packet::DisplayLine { line: 0, .. }]
            ));
            d.receive(&nack, ms(t));
            t += 50;
            d.poll(ms(t));
        }
        assert!(d.gave_up());
        assert_eq!(
            d.take_events().last(),
            Some(&DotPadEvent::GaveUp(Failure::Refused {
                line: 0,
                answer: LineAnswer::Nack
            }))
        );
        // One NACK, then an ACK: no failure.
        let mut d = Driver::new(DriverConfig::default());
        up(&mut d);
        sent(&mut d);
        d.receive(&nack, ms(10));
        d.poll(ms(40));
        assert_eq!(sent(&mut d).len(), 1);
        d.receive(&ack(0), ms(41));
        assert!(matches!(
            &sent(&mut d)[..],
            [Packet::DisplayLine { line: 1, .. }]
        ));
    }

    #[test]
    fn a_quiet_device_is_asked_its_name_and_its_silence_said_once_until_it_answers() {
        let mut d = Driver::new(DriverConfig::default());
        up(&mut d);
        // Every line sent and acknowledged.
        let mut t = 10;
        while let [Packet::DisplayLine { line, .. }] = &sent(&mut d)[..] {
            d.receive(&ack(*line), ms(t));
            t += 1;
        }
        let _ = d.take_events();
        let quiet = t - 1;
        // Quiet for a beat: asked for its name; answered, nothing said.
        assert_eq!(d.next_deadline(), Some(ms(quiet + 1000)));
        d.poll(ms(quiet + 1000));
        assert_eq!(sent(&mut d), vec![Packet::RequestDeviceName]);
        let name = Packet::DeviceName("DotPad320A".into()).encode();
        d.receive(&name, ms(quiet + 1010));
        assert!(d.take_events().is_empty());
        assert!(sent(&mut d).is_empty());
        // Unanswered four times: silent, said once; no line is sent.
        let mut now = quiet + 2010;
        d.poll(ms(now));
        for _ in 0..3 {
            now += 300;
            d.poll(ms(now));
        }
        assert_eq!(sent(&mut d).len(), 4);
        now += 300;
        d.poll(ms(now));
        assert_eq!(d.take_events(), vec![DotPadEvent::Silent]);
        d.show(Screen::default(), ms(now));
        for _ in 0..5 {
            now += 1000;
            d.poll(ms(now));
        }
        assert!(d.take_events().is_empty());
        assert!(!d.gave_up());
        assert!(sent(&mut d).iter().all(|p| *p == Packet::RequestDeviceName));
        // It answers: back, and every line is sent again.
        d.receive(&name, ms(now + 5));
        assert_eq!(
            d.take_events(),
            vec![DotPadEvent::Up {
                name: "DotPad320A".into(),
                again: true
            }]
        );
        assert!(matches!(
            &sent(&mut d)[..],
            [Packet::DisplayLine { line: 0, .. }]
        ));
    }

    #[test]
    fn silence_and_garbage_end_in_a_clear_failure() {
        let mut d = Driver::new(DriverConfig::default());
        d.opened(ms(0));
        d.receive(&[0xAA, 0x55, 0, 1, 7, 7, 7, 0x13, 0x37], ms(5));
        for t in 1..=4 {
            d.poll(ms(t * 300));
        }
        assert!(d.stats().bad_frames >= 1);
        assert_eq!(
            d.take_events(),
            vec![DotPadEvent::GaveUp(Failure::NoAnswer)]
        );
        // A frame with a wrong checksum is not taken as the answer.
        let mut d = Driver::new(DriverConfig::default());
        d.opened(ms(0));
        let mut bad = Packet::DeviceName("x".into()).encode();
        let n = bad.len() - 1;
        bad[n] ^= 1;
        d.receive(&bad, ms(1));
        assert_eq!(sent(&mut d), vec![Packet::RequestDeviceName]);
        assert!(d.stats().bad_frames >= 1);
        assert!(!d.is_up() && !d.gave_up());
    }

    #[test]
    fn unplugging_is_said_and_replugging_redraws_everything() {
        let mut d = Driver::new(DriverConfig::default());
        up(&mut d);
        for l in 0..LINES {
            sent(&mut d);
            d.receive(&ack(l), ms(3));
        }
        d.take_events();
        d.lost();
        assert_eq!(d.take_events(), vec![DotPadEvent::Down]);
        up(&mut d);
        assert_eq!(
            d.take_events(),
            vec![DotPadEvent::Up {
                name: "DotPad320A".into(),
                again: true
            }]
        );
        assert!(matches!(
            &sent(&mut d)[..],
            [Packet::DisplayLine { line: 0, .. }]
        ));
    }

    #[test]
    fn perkins_chords_come_out_when_released() {
        let mut d = Driver::new(DriverConfig::default());
        up(&mut d);
        d.take_events();
        let keys = |c: Chord| Packet::Keys {
            group: KeyGroup::Perkins,
            bits: c.to_bits(),
        };
        d.receive(&keys(chord_of_cell(0b1_0001)).encode(), ms(5));
        assert!(d.take_events().is_empty());
        d.receive(&keys(Chord::default()).encode(), ms(6));
        assert_eq!(
            d.take_events(),
            vec![DotPadEvent::Chord(Chord::of(&[key::DOT1, key::DOT5]))]
        );
    }
}
