//! A simulated pin board on a pseudo-terminal or a TCP port.
//!
//! [`Simulator`] is the board without I/O: its pegs (what a player has put
//! into the holes), the piece table the host sent, the indicators, and the
//! board end of the link. [`spawn_simulator`] plugs it into the shared
//! simulator frame (crate::line::sim): a pseudo-terminal (Unix only) or,
//! with [`SimOptions::tcp`], a TCP port every platform has (the host opens
//! it as `tcp:HOST:PORT`); [`run_simulator`] wires that to a terminal: it
//! prints the port's path, takes commands line by line and prints a
//! plain-text picture of pins and pegs after every change (one rank per
//! line).

use std::io::{self, BufRead, Write};
use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{Color, Piece, Role, Square};

use super::codec::{BoardInfo, Caps, IndicateMode, Message, PROTOCOL_VERSION, Peg, Pegs};
use super::link::{Link, LinkConfig, LinkError, LinkEvent, LinkStats};
pub(crate) use crate::line::SimAction;
use crate::line::{SimFrame, SimPlace, Simulated, run_frame};

/// How the simulated board is built.
#[derive(Clone, Debug, PartialEq)]
pub struct SimOptions {
    /// What the board can do.
    pub caps: Caps,
    /// Indicator levels announced in WELCOME.
    pub levels: u8,
    /// The name announced in WELCOME.
    pub name: String,
    /// A symbolic link kept pointing at the current pseudo-terminal, so a
    /// host can find the board again after `unplug` and `plug`.
    pub link_path: Option<PathBuf>,
    /// Start with no pegs instead of the initial position.
    pub empty: bool,
    /// Chance per byte, each direction, that the line corrupts it.
    pub corrupt: f64,
    /// Chance per byte, each direction, that the line loses it.
    pub drop: f64,
    /// Seed for noise; `None` takes one from the clock.
    pub seed: Option<u64>,
    /// Listen on this TCP address (`127.0.0.1:0` takes a free port) instead
    /// of a pseudo-terminal; the host opens `tcp:HOST:PORT`.
    pub tcp: Option<String>,
}

impl Default for SimOptions {
    fn default() -> Self {
        SimOptions {
            caps: Caps::PINS
                | Caps::VIBRATE
                | Caps::OCCUPANCY
                | Caps::IDENTITY
                | Caps::BUTTON
                | Caps::DIGEST,
            levels: 3,
            name: "annabella simulator".into(),
            link_path: None,
            empty: false,
            corrupt: 0.0,
            drop: 0.0,
            seed: None,
            tcp: None,
        }
    }
}

/// A chance that is no number from 0 to 1 (`NaN`, `2`, `-0.5`, `often`):
/// the simulator's options refuse it instead of clamping it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotAProbability;

impl std::fmt::Display for NotAProbability {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("expected a number from 0 to 1")
    }
}

impl std::error::Error for NotAProbability {}

/// Reads a chance from 0 to 1, refusing anything else.
pub fn probability(text: &str) -> Result<f64, NotAProbability> {
    match text.trim().parse::<f64>() {
        Ok(p) if (0.0..=1.0).contains(&p) => Ok(p),
        _ => Err(NotAProbability),
    }
}

/// Command-line flags of `annabella board-sim`.
#[derive(clap::Args, Clone, Debug, Default)]
pub struct SimArgs {
    /// Board without pins or other indicators.
    #[arg(long)]
    pub no_pins: bool,
    /// Pins that cannot vibrate.
    #[arg(long)]
    pub no_vibrate: bool,
    /// Indicators that can blink (lights).
    #[arg(long)]
    pub blink: bool,
    /// Board without peg sensors.
    #[arg(long)]
    pub no_sensors: bool,
    /// Sensors that feel pegs but not which piece they belong to.
    #[arg(long)]
    pub no_identity: bool,
    #[arg(long)]
    /// Board without a button.
    pub no_button: bool,
    /// ACKs without the digest of the piece table.
    #[arg(long)]
    pub no_digest: bool,
    /// Number of indicator levels.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..))]
    pub levels: u8,
    /// Keep a symbolic link at PATH pointing at the pseudo-terminal.
    #[arg(long, value_name = "PATH", conflicts_with = "tcp")]
    pub link: Option<PathBuf>,
    /// Listen on a TCP address (for example 127.0.0.1:5040) instead of a
    /// pseudo-terminal; play with --board tcp:127.0.0.1:5040. The only way
    /// on systems without pseudo-terminals (Windows).
    #[arg(long, value_name = "ADDRESS")]
    pub tcp: Option<String>,
    /// Start with no pegs on the board.
    #[arg(long)]
    pub empty: bool,
    /// Chance per byte that the line corrupts it (0 to 1).
    #[arg(long, default_value_t = 0.0, value_parser = probability)]
    pub line_noise: f64,
    /// Chance per byte that the line loses it (0 to 1).
    #[arg(long, default_value_t = 0.0, value_parser = probability)]
    pub line_drop: f64,
    /// Seed for the noise.
    #[arg(long)]
    pub seed: Option<u64>,
}

impl SimArgs {
    /// The simulator's options these arguments ask for.
    pub fn options(&self) -> SimOptions {
        let mut caps = Caps(0);
        let mut add = |on: bool, c: Caps| {
            if on {
                caps = caps | c;
            }
        };
        add(!self.no_pins, Caps::PINS);
        add(!self.no_pins && !self.no_vibrate, Caps::VIBRATE);
        add(!self.no_pins && self.blink, Caps::BLINK);
        add(!self.no_sensors, Caps::OCCUPANCY);
        add(!self.no_sensors && !self.no_identity, Caps::IDENTITY);
        add(!self.no_button, Caps::BUTTON);
        add(!self.no_digest, Caps::DIGEST);
        SimOptions {
            caps,
            levels: self.levels.max(1),
            link_path: self.link.clone(),
            empty: self.empty,
            corrupt: self.line_noise.clamp(0.0, 1.0),
            drop: self.line_drop.clamp(0.0, 1.0),
            seed: self.seed,
            tcp: self.tcp.clone(),
            ..SimOptions::default()
        }
    }
}

/// The board's state, for tests and for `status`.
#[derive(Clone, Debug, PartialEq)]
pub struct SimSnapshot {
    /// What the holes hold.
    pub pegs: Pegs,
    /// The piece table as the host last set it.
    pub table: Pegs,
    /// The squares shown now, with mode and level.
    pub indicated: Vec<(Square, IndicateMode, u8)>,
    /// Whether a host has shaken hands.
    pub host_connected: bool,
    /// The board side's link counters.
    pub stats: LinkStats,
    /// The pseudo-terminal's path (or `tcp:HOST:PORT`) while plugged in.
    pub path: Option<String>,
}

/// Small xorshift generator: noise needs no quality, only repeatability.
#[derive(Clone, Debug)]
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// True with probability `p`.
    fn chance(&mut self, p: f64) -> bool {
        p > 0.0 && (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
}

const COMMANDS: &str = "Commands: lift SQUARE, place SQUARE [PIECE], button [N], scan, noise N, unplug, plug, show, status, quit.";
/// Most random bytes one `noise` command injects.
const MAX_NOISE: usize = 100_000;

/// The board without I/O.
pub struct Simulator {
    opts: SimOptions,
    info: BoardInfo,
    pegs: Pegs,
    table: Pegs,
    table_known: bool,
    indications: [Option<(IndicateMode, u8)>; 64],
    /// Pieces lifted and not yet placed, last on top.
    hand: Vec<Piece>,
    link: Link,
    rng: Rng,
    extra: Vec<u8>,
    plugged: bool,
}

impl Simulator {
    pub(crate) fn new(opts: SimOptions) -> Simulator {
        let info = BoardInfo {
            version: PROTOCOL_VERSION,
            caps: opts.caps,
            levels: opts.levels.max(1),
            name: opts.name.clone(),
        };
        let seed = opts.seed.unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
        let pegs = if opts.empty {
            Pegs::empty()
        } else {
            Pegs::from_board(&shakmaty::Board::new())
        };
        Simulator {
            link: Link::board(LinkConfig::default(), info.clone()),
            info,
            pegs,
            table: Pegs::empty(),
            table_known: false,
            indications: [None; 64],
            hand: Vec::new(),
            rng: Rng::new(seed),
            extra: Vec::new(),
            plugged: true,
            opts,
        }
    }

    pub(crate) fn snapshot(&self) -> SimSnapshot {
        SimSnapshot {
            pegs: self.pegs.clone(),
            table: self.table.clone(),
            indicated: Square::ALL
                .into_iter()
                .filter_map(|sq| self.indications[sq.to_usize()].map(|(m, l)| (sq, m, l)))
                .collect(),
            host_connected: self.link.is_up(),
            stats: self.link.stats(),
            path: None,
        }
    }

    /// Bytes for the line.
    pub(crate) fn take_output(&mut self) -> Vec<u8> {
        let mut out = self.link.take_output();
        out.append(&mut self.extra);
        out
    }

    /// When [`Simulator::poll`] next has work.
    pub(crate) fn next_deadline(&self) -> Option<Duration> {
        self.link.next_deadline()
    }

    /// The cable was pulled: the board loses power and its host.
    pub(crate) fn unplug(&mut self) {
        self.plugged = false;
        self.link.reset();
        let _ = self.link.next_event();
    }

    /// The cable is back: the board restarts (announcing itself), its table
    /// and indicators cleared; the pegs stay where the player left them.
    pub(crate) fn plug(&mut self) {
        self.plugged = true;
        self.link = Link::board(LinkConfig::default(), self.info.clone());
        self.table = Pegs::empty();
        self.table_known = false;
        self.indications = [None; 64];
    }

    /// Applies line noise to bytes in either direction.
    pub(crate) fn mangle(&mut self, bytes: &[u8]) -> Vec<u8> {
        if self.opts.corrupt <= 0.0 && self.opts.drop <= 0.0 {
            return bytes.to_vec();
        }
        let mut out = Vec::with_capacity(bytes.len());
        for &b in bytes {
            if self.rng.chance(self.opts.drop) {
                continue;
            }
            if self.rng.chance(self.opts.corrupt) {
                // XOR with a non-zero value: the byte really changes.
                out.push(b ^ ((self.rng.next() % 255) as u8 + 1));
            } else {
                out.push(b);
            }
        }
        out
    }

    /// Runs the link's timers; returns lines to print.
    pub(crate) fn poll(&mut self, now: Duration) -> Vec<String> {
        self.link.poll(now);
        self.link_lines()
    }

    fn link_lines(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        while let Some(e) = self.link.next_event() {
            match e {
                LinkEvent::Up { version, .. } => {
                    out.push(format!("Host connected, protocol version {version}."))
                }
                LinkEvent::Down { reason, .. } => out.push(format!("Host lost: {reason}.")),
                LinkEvent::BadFrame(e) => {
                    out.push(format!("Damaged frame from host ({e}); asked again."))
                }
                LinkEvent::Malformed(e) => out.push(format!("Host sent a bad message: {e}.")),
                LinkEvent::Delivered { .. } => {}
            }
        }
        out
    }

    /// Handles bytes from the host; returns lines to print.
    pub(crate) fn receive(&mut self, bytes: &[u8], now: Duration) -> Vec<String> {
        let mut said = Vec::new();
        let mut scan_requested = false;
        let mut changed = false;
        {
            let Simulator {
                link,
                table,
                table_known,
                indications,
                info,
                ..
            } = self;
            let caps = info.caps;
            let levels = info.levels;
            link.handle_bytes(bytes, now, &mut |m| {
                match m {
                    Message::Position(p) => {
                        *table = p.clone();
                        *table_known = true;
                        changed = true;
                        said.push("Host sent the whole position.".to_string());
                    }
                    Message::Changes(c) => {
                        table.apply(c);
                        *table_known = true;
                        changed = true;
                        let items: Vec<String> = c
                            .iter()
                            .map(|c| format!("{} {}", c.square, describe(c.peg)))
                            .collect();
                        said.push(format!("Host changed: {}.", items.join(", ")));
                    }
                    Message::Indicate {
                        mode,
                        level,
                        squares,
                    } => {
                        let mode = supported_mode(caps, *mode);
                        let level = if *level == 0 {
                            levels
                        } else {
                            (*level).min(levels)
                        };
                        for sq in squares {
                            indications[sq.to_usize()] = Some((mode, level));
                        }
                        changed = true;
                        let note = if caps.contains(Caps::PINS) {
                            ""
                        } else {
                            " This board has no pins."
                        };
                        said.push(format!(
                            "Host indicates {}: {}, level {level}.{note}",
                            square_list(squares),
                            mode_word(mode)
                        ));
                    }
                    Message::Clear(squares) if squares.is_empty() => {
                        *indications = [None; 64];
                        changed = true;
                        said.push("Host cleared all indications.".into());
                    }
                    Message::Clear(squares) => {
                        for sq in squares {
                            indications[sq.to_usize()] = None;
                        }
                        changed = true;
                        said.push(format!("Host cleared {}.", square_list(squares)));
                    }
                    Message::ScanRequest => scan_requested = true,
                    other => said.push(format!(
                        "Host sent message type {:#04x}, ignored.",
                        other.kind()
                    )),
                }
                caps.contains(Caps::DIGEST).then(|| table.digest())
            });
        }
        let mut out = self.link_lines();
        out.extend(said);
        if scan_requested {
            out.push(self.send_scan(now, "Host asked for a scan"));
        }
        if changed {
            out.extend(self.picture());
        }
        out
    }

    /// What the sensors report: identities only if the board senses them.
    fn sensed(&self) -> Pegs {
        if self.info.caps.contains(Caps::IDENTITY) {
            self.pegs.clone()
        } else {
            Pegs::from_occupancy(self.pegs.occupied())
        }
    }

    fn send_scan(&mut self, now: Duration, why: &str) -> String {
        if !self.info.caps.senses() {
            return format!("{why}; this board has no sensors.");
        }
        let scan = Message::Scan(self.sensed());
        match self.link.send(scan, now) {
            Ok(_) => format!("{why}; scan sent."),
            Err(LinkError::NotConnected) => format!("{why}; not sent: no host connected."),
            Err(e) => format!("{why}; not sent: {e}."),
        }
    }

    fn report(&mut self, msg: Message, now: Duration) -> Option<String> {
        match self.link.send(msg, now) {
            Ok(_) => None,
            Err(LinkError::NotConnected) if !self.plugged => Some("Not sent: unplugged.".into()),
            Err(LinkError::NotConnected) => Some("Not sent: no host connected.".into()),
            Err(e) => Some(format!("Not sent: {e}.")),
        }
    }

    /// One command line; returns lines to print and what the server must do.
    pub(crate) fn command(
        &mut self,
        line: &str,
        now: Duration,
    ) -> (Vec<String>, Option<SimAction>) {
        let words: Vec<String> = line.split_whitespace().map(str::to_lowercase).collect();
        let word = |i: usize| words.get(i).map(String::as_str);
        let mut out = Vec::new();
        let action = match word(0) {
            None => None,
            Some("lift") => {
                match word(1).map(parse_square) {
                    Some(Ok(sq)) => self.lift(sq, now, &mut out),
                    Some(Err(e)) => out.push(e),
                    None => out.push("Lift which square? For example: lift e2.".into()),
                }
                None
            }
            Some("place") => {
                let piece = match line.split_whitespace().nth(2) {
                    None => Ok(None),
                    Some(p) => parse_piece(p).map(Some),
                };
                match (word(1).map(parse_square), piece) {
                    (Some(Ok(sq)), Ok(piece)) => self.place(sq, piece, now, &mut out),
                    (Some(Err(e)), _) | (_, Err(e)) => out.push(e),
                    (None, _) => out.push("Place on which square? For example: place e4 P.".into()),
                }
                None
            }
            Some("button") => {
                match word(1).map(str::parse::<u8>).unwrap_or(Ok(0)) {
                    Ok(_) if !self.info.caps.contains(Caps::BUTTON) => {
                        out.push("This board has no button.".into())
                    }
                    Ok(n) => {
                        out.push(format!("Button {n} pressed."));
                        out.extend(self.report(Message::Button(n), now));
                    }
                    Err(_) => out.push("Button number must be 0 to 255.".into()),
                }
                None
            }
            Some("scan") => {
                out.push(self.send_scan(now, "Scan"));
                None
            }
            Some("noise") => {
                match word(1).map(str::parse::<usize>) {
                    Some(Ok(n)) if n <= MAX_NOISE => {
                        for _ in 0..n {
                            let b = self.rng.next() as u8;
                            self.extra.push(b);
                        }
                        out.push(format!("{n} random bytes sent."));
                    }
                    _ => out.push(format!("Noise needs a count from 0 to {MAX_NOISE}.")),
                }
                None
            }
            Some("unplug") => Some(SimAction::Unplug),
            Some("plug") => Some(SimAction::Plug),
            Some("quit" | "exit") => Some(SimAction::Quit),
            Some("show") => {
                out.extend(self.picture());
                None
            }
            Some("status") => {
                out.push(if self.link.is_up() {
                    "Host connected.".into()
                } else {
                    "Host not connected.".into()
                });
                out.extend(self.link.stats().to_string().lines().map(str::to_string));
                None
            }
            Some("help") => {
                out.push(COMMANDS.into());
                None
            }
            Some(other) => {
                out.push(format!("Unknown command: {other}."));
                out.push(COMMANDS.into());
                None
            }
        };
        (out, action)
    }

    fn lift(&mut self, sq: Square, now: Duration, out: &mut Vec<String>) {
        let peg = self.pegs.get(sq);
        if peg == Peg::Empty {
            out.push(format!("No peg on {sq}."));
            return;
        }
        self.pegs.set(sq, Peg::Empty);
        if let Peg::Piece(p) = peg {
            self.hand.push(p);
        }
        out.push(format!("Lifted {} from {sq}.", describe(peg)));
        if self.info.caps.senses() {
            out.extend(self.report(Message::Lifted(sq), now));
        }
        out.extend(self.picture());
    }

    fn place(&mut self, sq: Square, piece: Option<Piece>, now: Duration, out: &mut Vec<String>) {
        if self.pegs.get(sq) != Peg::Empty {
            out.push(format!("{sq} already holds a peg; lift it first."));
            return;
        }
        let piece = match piece {
            Some(p) => {
                if let Some(i) = self.hand.iter().rposition(|h| *h == p) {
                    self.hand.remove(i);
                }
                Some(p)
            }
            None => self.hand.pop(),
        };
        let peg = piece.map_or(Peg::Unknown, Peg::Piece);
        self.pegs.set(sq, peg);
        out.push(format!("Placed {} on {sq}.", describe(peg)));
        if self.info.caps.senses() {
            let sensed = piece.filter(|_| self.info.caps.contains(Caps::IDENTITY));
            out.extend(self.report(
                Message::Placed {
                    square: sq,
                    piece: sensed,
                },
                now,
            ));
        }
        out.extend(self.picture());
    }

    /// Ranks 8 to 1, one per line: each square is its peg (`.` empty, FEN
    /// letter, `o` unknown) followed by its indicator if any (`^` raised,
    /// `~` vibrating, `*` blinking); then the indicators and the differences
    /// from the host's position in words.
    pub(crate) fn picture(&self) -> Vec<String> {
        let mut out = Vec::with_capacity(12);
        for rank in (0..8u32).rev() {
            let mut line = format!("{}", rank + 1);
            for file in 0..8u32 {
                let sq = Square::new(file + 8 * rank);
                line.push(' ');
                line.push(self.pegs.get(sq).char());
                if let Some((mode, _)) = self.indications[sq.to_usize()] {
                    line.push(match mode {
                        IndicateMode::Raise => '^',
                        IndicateMode::Vibrate => '~',
                        IndicateMode::Blink => '*',
                    });
                }
            }
            out.push(line);
        }
        out.push("  a b c d e f g h".into());
        let pins: Vec<String> = Square::ALL
            .into_iter()
            .filter_map(|sq| {
                self.indications[sq.to_usize()]
                    .map(|(m, l)| format!("{sq} {} level {l}", mode_word(m)))
            })
            .collect();
        if pins.is_empty() {
            out.push("Pins: none.".into());
        } else {
            out.push(format!("Pins: {}.", pins.join(", ")));
        }
        if !self.table_known {
            out.push("No position from the host yet.".into());
        } else {
            let diff = peg_differences(&self.pegs, &self.table);
            if diff.is_empty() {
                out.push("Pegs match the host's position.".into());
            } else {
                out.push(format!(
                    "Pegs differ from the host's position on {}.",
                    square_list(&diff)
                ));
            }
        }
        out
    }
}

/// Squares where the pegs contradict the table; an unknown peg matches any piece.
fn peg_differences(pegs: &Pegs, table: &Pegs) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|sq| match (pegs.get(*sq), table.get(*sq)) {
            (a, b) if a.is_occupied() != b.is_occupied() => true,
            (Peg::Piece(a), Peg::Piece(b)) => a != b,
            _ => false,
        })
        .collect()
}

fn supported_mode(caps: Caps, mode: IndicateMode) -> IndicateMode {
    match mode {
        IndicateMode::Vibrate if !caps.contains(Caps::VIBRATE) => IndicateMode::Raise,
        IndicateMode::Blink if !caps.contains(Caps::BLINK) => IndicateMode::Raise,
        m => m,
    }
}

fn mode_word(mode: IndicateMode) -> &'static str {
    match mode {
        IndicateMode::Raise => "raised",
        IndicateMode::Vibrate => "vibrating",
        IndicateMode::Blink => "blinking",
    }
}

fn square_list(squares: &[Square]) -> String {
    let names: Vec<String> = squares.iter().map(Square::to_string).collect();
    names.join(" ")
}

fn describe(peg: Peg) -> String {
    match peg {
        Peg::Empty => "empty".into(),
        Peg::Unknown => "a peg".into(),
        Peg::Piece(p) => {
            let color = match p.color {
                Color::White => "white",
                Color::Black => "black",
            };
            let role = match p.role {
                Role::Pawn => "pawn",
                Role::Knight => "knight",
                Role::Bishop => "bishop",
                Role::Rook => "rook",
                Role::Queen => "queen",
                Role::King => "king",
            };
            format!("{color} {role}")
        }
    }
}

fn parse_square(s: &str) -> Result<Square, String> {
    s.parse::<Square>()
        .map_err(|_| format!("Not a square: {s}. Squares are a1 to h8."))
}

fn parse_piece(s: &str) -> Result<Piece, String> {
    let mut chars = s.chars();
    match (chars.next().and_then(Piece::from_char), chars.next()) {
        (Some(p), None) => Ok(p),
        _ => Err(format!(
            "Not a piece: {s}. Use K Q R B N P for white, k q r b n p for black."
        )),
    }
}

/// The board in the simulator frame.
impl Simulated for Simulator {
    type Snapshot = SimSnapshot;

    fn greeting(&self, at: &str) -> Vec<String> {
        let mut out = vec![format!("Board simulator at {at}.")];
        out.extend(self.picture());
        out
    }

    fn command(&mut self, line: &str, now: Duration) -> (Vec<String>, Option<SimAction>) {
        Simulator::command(self, line, now)
    }

    fn receive(&mut self, bytes: &[u8], now: Duration) -> Vec<String> {
        Simulator::receive(self, bytes, now)
    }

    fn poll(&mut self, now: Duration) -> Vec<String> {
        Simulator::poll(self, now)
    }

    fn next_deadline(&self) -> Option<Duration> {
        Simulator::next_deadline(self)
    }

    fn take_output(&mut self) -> Vec<u8> {
        Simulator::take_output(self)
    }

    fn cable(&mut self, bytes: &[u8]) -> Vec<u8> {
        self.mangle(bytes)
    }

    fn unplugged(&mut self) {
        self.unplug();
    }

    fn plugged(&mut self) {
        self.plug();
    }

    fn snapshot(&self, path: Option<&str>) -> SimSnapshot {
        SimSnapshot {
            path: path.map(str::to_string),
            ..Simulator::snapshot(self)
        }
    }
}

/// A simulated board served in its own thread.
pub type SimHandle = SimFrame<SimSnapshot>;

/// Opens a pseudo-terminal (or the TCP port of [`SimOptions::tcp`]) and
/// serves a simulated board on it in a thread.
pub fn spawn_simulator(opts: SimOptions) -> io::Result<SimHandle> {
    let place = SimPlace {
        tcp: opts.tcp.clone(),
        link_path: opts.link_path.clone(),
    };
    SimFrame::spawn(Simulator::new(opts), place, "pinboard-sim")
}

/// `annabella board-sim`: serves a simulated board on a pseudo-terminal
/// (or TCP port), reading commands from `input` and printing to `output`
/// until `quit` or the end of the input.
pub fn run_simulator<R, W>(opts: SimOptions, input: R, output: W) -> io::Result<()>
where
    R: BufRead + Send + 'static,
    W: Write,
{
    run_frame(spawn_simulator(opts)?, input, output)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Board;

    /// A simulator and a host link joined in virtual time.
    struct Bench {
        sim: Simulator,
        host: Link,
        now: Duration,
        got: Vec<Message>,
        printed: Vec<String>,
    }

    impl Bench {
        fn new(caps: Caps) -> Bench {
            let mut b = Bench {
                sim: Simulator::new(SimOptions {
                    caps,
                    seed: Some(1),
                    ..SimOptions::default()
                }),
                host: Link::host(LinkConfig::default()),
                now: Duration::ZERO,
                got: Vec::new(),
                printed: Vec::new(),
            };
            b.pump();
            assert!(b.host.is_up());
            b
        }

        fn pump(&mut self) {
            for _ in 0..10 {
                self.host.poll(self.now);
                let h = self.host.take_output();
                let lines = self.sim.receive(&h, self.now);
                self.printed.extend(lines);
                let lines = self.sim.poll(self.now);
                self.printed.extend(lines);
                let b = self.sim.take_output();
                let got = &mut self.got;
                self.host.handle_bytes(&b, self.now, &mut |m| {
                    got.push(m.clone());
                    None
                });
                if h.is_empty() && b.is_empty() {
                    break;
                }
            }
        }

        fn command(&mut self, line: &str) -> Vec<String> {
            let (out, action) = self.sim.command(line, self.now);
            assert_eq!(action, None);
            self.pump();
            out
        }

        fn host_sends(&mut self, m: Message) {
            self.host.send(m, self.now).unwrap();
            self.pump();
        }
    }

    #[test]
    fn picture_is_one_rank_per_line_with_pins() {
        let mut b = Bench::new(SimOptions::default().caps);
        b.host_sends(Message::Position(Pegs::from_board(&Board::new())));
        b.host_sends(Message::Indicate {
            mode: IndicateMode::Vibrate,
            level: 0,
            squares: vec![Square::E2, Square::E4],
        });
        let pic = b.sim.picture();
        assert_eq!(pic[0], "8 r n b q k b n r");
        assert_eq!(pic[4], "4 . . . . .~ . . .");
        assert_eq!(pic[6], "2 P P P P P~ P P P");
        assert_eq!(pic[8], "  a b c d e f g h");
        assert_eq!(pic[9], "Pins: e2 vibrating level 3, e4 vibrating level 3.");
        assert_eq!(pic[10], "Pegs match the host's position.");
        assert!(
            b.printed
                .contains(&"Host indicates e2 e4: vibrating, level 3.".to_string())
        );
    }

    #[test]
    fn lift_and_place_report_to_the_host_with_identity() {
        let mut b = Bench::new(SimOptions::default().caps);
        let out = b.command("lift e2");
        assert_eq!(out[0], "Lifted white pawn from e2.");
        let out = b.command("place e4");
        assert_eq!(out[0], "Placed white pawn on e4.");
        assert!(out.iter().any(|l| l == "4 . . . . P . . ."));
        b.command("place h5 q");
        b.command("button");
        assert_eq!(
            b.got,
            vec![
                Message::Lifted(Square::E2),
                Message::Placed {
                    square: Square::E4,
                    piece: Piece::from_char('P')
                },
                Message::Placed {
                    square: Square::H5,
                    piece: Piece::from_char('q')
                },
                Message::Button(0),
            ]
        );
    }

    #[test]
    fn occupancy_only_board_hides_identity() {
        let mut b = Bench::new(Caps::PINS | Caps::OCCUPANCY);
        b.got.clear();
        b.command("lift g1");
        b.command("place f3");
        b.host_sends(Message::ScanRequest);
        let mut pegs = Pegs::from_board(&Board::new());
        pegs.set(Square::G1, Peg::Empty);
        pegs.set(Square::F3, Peg::Piece(Piece::from_char('N').unwrap()));
        assert_eq!(
            b.got,
            vec![
                Message::Lifted(Square::G1),
                Message::Placed {
                    square: Square::F3,
                    piece: None
                },
                Message::Scan(Pegs::from_occupancy(pegs.occupied())),
            ]
        );
        assert_eq!(b.command("button"), vec!["This board has no button."]);
    }

    #[test]
    fn acks_carry_the_table_digest_only_with_the_digest_capability() {
        for caps in [Caps::PINS | Caps::DIGEST, Caps::PINS] {
            let mut b = Bench::new(caps);
            let pegs = Pegs::from_board(&Board::new());
            b.host.send(Message::Position(pegs.clone()), b.now).unwrap();
            b.pump();
            let mut digest = None;
            while let Some(e) = b.host.next_event() {
                if let LinkEvent::Delivered { digest: d, .. } = e {
                    digest = d;
                }
            }
            let want = caps.contains(Caps::DIGEST).then(|| pegs.digest());
            assert_eq!(digest, want);
        }
    }

    #[test]
    fn missing_modes_fall_back_to_raising() {
        let mut b = Bench::new(Caps::PINS);
        b.host_sends(Message::Indicate {
            mode: IndicateMode::Blink,
            level: 9,
            squares: vec![Square::A1],
        });
        assert_eq!(
            b.sim.snapshot().indicated,
            vec![(Square::A1, IndicateMode::Raise, 3)]
        );
        b.host_sends(Message::Clear(vec![Square::A1]));
        assert!(b.sim.snapshot().indicated.is_empty());
    }

    #[test]
    fn differences_from_the_host_are_named() {
        let mut b = Bench::new(SimOptions::default().caps);
        b.host_sends(Message::Position(Pegs::from_board(&Board::new())));
        b.command("lift e2");
        b.command("place e4");
        let pic = b.sim.picture();
        assert_eq!(
            pic.last().unwrap(),
            "Pegs differ from the host's position on e2 e4."
        );
    }

    #[test]
    fn bad_commands_get_clear_answers() {
        let mut b = Bench::new(SimOptions::default().caps);
        assert_eq!(b.command("lift e5"), vec!["No peg on e5."]);
        assert_eq!(
            b.command("lift"),
            vec!["Lift which square? For example: lift e2."]
        );
        assert_eq!(
            b.command("place e1"),
            vec!["e1 already holds a peg; lift it first."]
        );
        assert_eq!(
            b.command("place e4 X"),
            vec!["Not a piece: X. Use K Q R B N P for white, k q r b n p for black."]
        );
        assert_eq!(
            b.command("noise lots"),
            vec!["Noise needs a count from 0 to 100000."]
        );
        assert_eq!(b.command("dance")[0], "Unknown command: dance.");
        assert_eq!(b.sim.command("unplug", b.now).1, Some(SimAction::Unplug));
        assert_eq!(b.sim.command("QUIT", b.now).1, Some(SimAction::Quit));
    }

    #[test]
    fn injected_noise_is_naked_and_harmless() {
        let mut b = Bench::new(SimOptions::default().caps);
        b.command("noise 2000");
        b.host_sends(Message::Position(Pegs::from_board(&Board::new())));
        assert!(b.host.is_up());
        assert_eq!(b.sim.snapshot().table, Pegs::from_board(&Board::new()));
        let s = b.host.stats();
        assert_eq!(s.naks_sent, s.checksum_errors);
    }

    #[test]
    fn line_noise_changes_bytes_at_the_chosen_rate() {
        let mut sim = Simulator::new(SimOptions {
            corrupt: 0.1,
            drop: 0.05,
            seed: Some(3),
            ..SimOptions::default()
        });
        let clean = vec![0x55u8; 10_000];
        let noisy = sim.mangle(&clean);
        let dropped = clean.len() - noisy.len();
        let changed = noisy.iter().filter(|b| **b != 0x55).count();
        assert!((300..700).contains(&dropped), "{dropped}");
        assert!((700..1200).contains(&changed), "{changed}");
    }

    #[test]
    fn replug_restarts_the_board() {
        let mut b = Bench::new(SimOptions::default().caps);
        b.host_sends(Message::Position(Pegs::from_board(&Board::new())));
        b.sim.unplug();
        b.sim.plug();
        assert_eq!(b.sim.snapshot().table, Pegs::empty());
        // The restart announcement makes the host shake hands again.
        b.pump();
        let mut restarted = false;
        while let Some(e) = b.host.next_event() {
            restarted |= matches!(
                e,
                LinkEvent::Down {
                    reason: super::super::link::DownReason::PeerRestarted,
                    ..
                }
            );
        }
        assert!(restarted);
        assert!(b.host.is_up());
    }
}
