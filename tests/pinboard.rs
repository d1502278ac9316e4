//! The pin board end to end: transport and simulator over pseudo-terminals
//! (over TCP where there are none: Windows; tests/pinboard_tcp.rs has more).

use std::time::{Duration, Instant};

use devices::pinboard::codec::{Caps, IndicateMode, Pegs};
use devices::pinboard::transport::{Event, PinBoard, list_ports};
use devices::pinboard::{SimHandle, SimOptions, spawn_simulator};
use shakmaty::{Board, Chess, Position, Square, san::San};

/// How long a wait for the simulated device may take before the test
/// fails: long, since a loaded machine (two cores running the whole test
/// suite) can hold a thread back for seconds; a passing wait returns as
/// soon as its condition holds.
const PATIENCE: Duration = Duration::from_secs(30);

const GAME: &str = "e4 d5 exd5 c6 dxc6 Nf6 cxb7 e5 bxa8=Q Bc5 Nf3 O-O d4 e4 Ne5 h6 \
                    f4 exf3 Bd3 fxg2 Nc3 gxh1=Q";

fn game_boards() -> Vec<Board> {
    let mut pos = Chess::default();
    let mut out = vec![pos.board().clone()];
    for san in GAME.split_whitespace() {
        let m = san.parse::<San>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(m);
        out.push(pos.board().clone());
    }
    out
}

fn sim(opts: SimOptions) -> SimHandle {
    spawn_simulator(SimOptions {
        seed: Some(7),
        tcp: (!cfg!(unix)).then(|| "127.0.0.1:0".into()),
        ..opts
    })
    .unwrap()
}

/// Waits for an event matching `want`, collecting the others.
fn wait_for(
    board: &PinBoard,
    seen: &mut Vec<Event>,
    timeout: Duration,
    want: impl Fn(&Event) -> bool,
) -> Event {
    let end = Instant::now() + timeout;
    while Instant::now() < end {
        if let Some(e) = board.wait_event(Duration::from_millis(20)) {
            if want(&e) {
                return e;
            }
            seen.push(e);
        }
    }
    panic!("timed out; saw {seen:?}");
}

fn wait_until(timeout: Duration, mut cond: impl FnMut() -> bool) {
    let end = Instant::now() + timeout;
    while Instant::now() < end {
        if cond() {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("condition not reached in {timeout:?}");
}

fn connect(sim: &SimHandle) -> (PinBoard, Vec<Event>) {
    let board = PinBoard::open(&sim.path().unwrap(), 115_200).unwrap();
    let mut seen = Vec::new();
    wait_for(&board, &mut seen, PATIENCE, |e| {
        matches!(e, Event::Connected(_))
    });
    (board, seen)
}

fn deliver(board: &PinBoard, seen: &mut Vec<Event>, ticket: u64) {
    wait_for(board, seen, Duration::from_secs(10), |e| {
        *e == Event::Delivered(ticket)
    });
}

#[test]
fn handshake_reports_the_capabilities_and_scans() {
    let opts = SimOptions {
        caps: Caps::PINS | Caps::OCCUPANCY | Caps::BUTTON,
        levels: 2,
        name: "Testbrett".into(),
        ..SimOptions::default()
    };
    let sim = sim(opts);
    let board = PinBoard::open(&sim.path().unwrap(), 115_200).unwrap();
    let mut seen = Vec::new();
    let info = match wait_for(&board, &mut seen, PATIENCE, |e| {
        matches!(e, Event::Connected(_))
    }) {
        Event::Connected(info) => info,
        _ => unreachable!(),
    };
    assert_eq!(info.caps, Caps::PINS | Caps::OCCUPANCY | Caps::BUTTON);
    assert_eq!(info.levels, 2);
    assert_eq!(info.name, "Testbrett");
    // A sensing board is asked for a scan at once; this one senses occupancy only.
    let scan = wait_for(&board, &mut seen, PATIENCE, |e| matches!(e, Event::Scan(_)));
    assert_eq!(
        scan,
        Event::Scan(Pegs::from_occupancy(Board::new().occupied()))
    );
    assert!(sim.snapshot().host_connected);
    let status = board.status();
    assert_eq!(status.board, Some(info));
    assert!(status.lines().iter().any(|l| l == "State: connected."));
}

#[test]
fn a_whole_game_is_mirrored_and_peg_events_come_back() {
    let sim = sim(SimOptions::default());
    let (board, mut seen) = connect(&sim);
    // Let the opening scan and its ACK pass before counting bytes.
    wait_for(&board, &mut seen, PATIENCE, |e| matches!(e, Event::Scan(_)));
    std::thread::sleep(Duration::from_millis(50));
    let mut sizes = Vec::new();
    for position in game_boards() {
        let before = board.status().link.bytes_sent;
        let t = board.show_position(&position);
        deliver(&board, &mut seen, t);
        sizes.push(board.status().link.bytes_sent - before);
        assert_eq!(sim.snapshot().table, Pegs::from_board(&position));
    }
    // After the first full position, every move fits in 16 bytes (a
    // keep-alive PING may slip in now and then, hence the median).
    let mut moves = sizes[1..].to_vec();
    moves.sort();
    assert!(moves[moves.len() / 2] <= 16, "{sizes:?}");
    assert!(sizes[0] <= 80, "{sizes:?}");

    let t = board.indicate(IndicateMode::Vibrate, 1, &[Square::G2, Square::H1]);
    deliver(&board, &mut seen, t);
    let snap = sim.snapshot();
    assert_eq!(
        snap.indicated,
        vec![
            (Square::H1, IndicateMode::Vibrate, 1),
            (Square::G2, IndicateMode::Vibrate, 1)
        ]
    );
    let t = board.clear_indications(&[]);
    deliver(&board, &mut seen, t);
    assert!(sim.snapshot().indicated.is_empty());

    sim.command("lift e2");
    assert_eq!(
        wait_for(&board, &mut seen, PATIENCE, |e| matches!(
            e,
            Event::Lifted(_)
        )),
        Event::Lifted(Square::E2)
    );
    sim.command("place e3");
    assert_eq!(
        wait_for(&board, &mut seen, PATIENCE, |e| matches!(
            e,
            Event::Placed { .. }
        )),
        Event::Placed {
            square: Square::E3,
            piece: shakmaty::Piece::from_char('P')
        }
    );
    sim.command("button 2");
    wait_for(&board, &mut seen, PATIENCE, |e| *e == Event::Button(2));
    assert!(!seen.iter().any(|e| matches!(e, Event::Divergence { .. })));
}

/// 1,000 messages over a line that corrupts and drops bytes: every damaged
/// frame is NAKed or retransmitted and the board ends up equal to the game.
#[test]
fn noisy_line_loses_nothing() {
    let sim = sim(SimOptions {
        corrupt: 0.004,
        drop: 0.002,
        seed: Some(12345),
        ..SimOptions::default()
    });
    let (board, mut seen) = connect(&sim);
    let boards = game_boards();
    let mut last = None;
    for i in 0..1000usize {
        let t = if i % 4 == 3 {
            let sq = Square::new((i % 64) as u32);
            board.indicate(IndicateMode::Raise, 1, &[sq])
        } else {
            let position = &boards[i % boards.len()];
            last = Some(position.clone());
            board.show_position(position)
        };
        deliver(&board, &mut seen, t);
    }
    let host = board.status();
    let snap = sim.snapshot();
    assert_eq!(snap.table, Pegs::from_board(&last.unwrap()));
    let mut pins: Vec<Square> = (0..1000usize)
        .filter(|i| i % 4 == 3)
        .map(|i| Square::new((i % 64) as u32))
        .collect();
    pins.sort();
    pins.dedup();
    let shown: Vec<Square> = snap.indicated.iter().map(|(sq, _, _)| *sq).collect();
    assert_eq!(shown, pins);
    assert_eq!(host.reconnections, 0, "{seen:?}");
    // The noise did hit frames in both directions, and each damaged frame
    // was answered with a NAK.
    assert!(snap.stats.checksum_errors > 0, "{:?}", snap.stats);
    assert!(host.link.checksum_errors > 0, "{:?}", host.link);
    assert_eq!(snap.stats.naks_sent, snap.stats.checksum_errors);
    assert_eq!(host.link.naks_sent, host.link.checksum_errors);
    assert!(host.link.retransmissions > 0);
    // Frames that the CRC let through wrong would show as divergences; each
    // was repaired (the board is equal now) and counted.
    let divergences = seen
        .iter()
        .filter(|e| matches!(e, Event::Divergence { .. }))
        .count() as u64;
    assert_eq!(divergences, host.divergences);
    eprintln!(
        "host {:?}\nboard {:?}\ndivergences {divergences}",
        host.link, snap.stats
    );
}

/// The symbolic link is the pseudo-terminal's (Unix); over TCP the port
/// stays the same (tests/pinboard_tcp.rs).
#[cfg(unix)]
#[test]
fn unplug_and_replug_end_with_the_board_equal_to_the_game() {
    let dir = std::env::temp_dir().join(format!("annabella-pinboard-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("board");
    let sim = sim(SimOptions {
        link_path: Some(link.clone()),
        ..SimOptions::default()
    });
    let board = PinBoard::open(link.to_str().unwrap(), 115_200).unwrap();
    let mut seen = Vec::new();
    wait_for(&board, &mut seen, PATIENCE, |e| {
        matches!(e, Event::Connected(_))
    });
    let boards = game_boards();
    for position in &boards[..6] {
        let t = board.show_position(position);
        deliver(&board, &mut seen, t);
    }
    board.indicate(IndicateMode::Raise, 0, &[Square::E7, Square::E5]);
    sim.command("unplug");
    match wait_for(&board, &mut seen, PATIENCE, |e| {
        matches!(e, Event::Disconnected(_))
    }) {
        Event::Disconnected(devices::pinboard::DisconnectReason::Port { .. }) => {}
        other => panic!("{other:?}"),
    }
    // The game goes on while the board is away.
    for position in &boards[6..] {
        board.show_position(position);
    }
    std::thread::sleep(Duration::from_millis(300));
    sim.command("plug");
    wait_for(&board, &mut seen, PATIENCE, |e| {
        matches!(e, Event::Reconnected(_))
    });
    let want = Pegs::from_board(boards.last().unwrap());
    wait_until(PATIENCE, || sim.snapshot().table == want);
    wait_until(PATIENCE, || sim.snapshot().indicated.len() == 2);
    assert_eq!(board.status().reconnections, 1);
    drop(board);
    sim.quit().unwrap();
    assert!(
        std::fs::symlink_metadata(&link).is_err(),
        "link left behind"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn opening_a_missing_port_is_a_clear_error() {
    let err = PinBoard::open("/nonexistent/pinboard", 115_200)
        .err()
        .unwrap();
    let text = err.to_string();
    assert!(
        text.starts_with("Cannot open the board at /nonexistent/pinboard:"),
        "{text}"
    );
}

#[test]
fn listing_ports_does_not_fail() {
    assert!(list_ports().is_ok());
}

mod stub {
    //! An in-memory line and a faulty board behind the transport's Connector.
    use std::io::{self, Read, Write};
    use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
    use std::time::{Duration, Instant};

    use devices::pinboard::codec::{BoardInfo, Caps, Message, Pegs};
    use devices::pinboard::link::{Link, LinkConfig};
    use devices::pinboard::transport::{Connector, Reader, Writer};

    pub struct PipeReader {
        rx: Receiver<Vec<u8>>,
        pending: Vec<u8>,
    }

    impl Read for PipeReader {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.pending.is_empty() {
                match self.rx.recv_timeout(Duration::from_millis(20)) {
                    Ok(b) => self.pending = b,
                    Err(RecvTimeoutError::Timeout) => {
                        return Err(io::ErrorKind::TimedOut.into());
                    }
                    Err(RecvTimeoutError::Disconnected) => {
                        return Err(io::ErrorKind::BrokenPipe.into());
                    }
                }
            }
            let n = buf.len().min(self.pending.len());
            buf[..n].copy_from_slice(&self.pending[..n]);
            self.pending.drain(..n);
            Ok(n)
        }
    }

    pub struct PipeWriter(Sender<Vec<u8>>);

    impl Write for PipeWriter {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            self.0
                .send(buf.to_vec())
                .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))?;
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    /// A board that ignores the first CHANGES it gets: its table then
    /// differs from the host's, which only the ACK digest can reveal.
    pub struct ForgetfulBoard {
        pub table: std::sync::Arc<std::sync::Mutex<Pegs>>,
    }

    impl Connector for ForgetfulBoard {
        fn connect(&mut self) -> io::Result<(Reader, Writer)> {
            let (to_board, board_rx) = mpsc::channel::<Vec<u8>>();
            let (board_tx, from_board) = mpsc::channel::<Vec<u8>>();
            let shared = self.table.clone();
            std::thread::spawn(move || {
                let info = BoardInfo {
                    version: 1,
                    caps: Caps::PINS | Caps::DIGEST,
                    levels: 1,
                    name: "forgetful".into(),
                };
                let mut link = Link::board(LinkConfig::default(), info);
                let mut table = Pegs::empty();
                let mut forgot = false;
                let start = Instant::now();
                loop {
                    let got = match board_rx.recv_timeout(Duration::from_millis(10)) {
                        Ok(b) => b,
                        Err(RecvTimeoutError::Timeout) => Vec::new(),
                        Err(RecvTimeoutError::Disconnected) => return,
                    };
                    let now = start.elapsed();
                    link.handle_bytes(&got, now, &mut |m| {
                        match m {
                            Message::Position(p) => table = p.clone(),
                            Message::Changes(_) if !forgot => forgot = true,
                            Message::Changes(c) => table.apply(c),
                            _ => {}
                        }
                        Some(table.digest())
                    });
                    link.poll(now);
                    *shared.lock().unwrap() = table.clone();
                    let out = link.take_output();
                    if !out.is_empty() && board_tx.send(out).is_err() {
                        return;
                    }
                }
            });
            Ok((
                Box::new(PipeReader {
                    rx: from_board,
                    pending: Vec::new(),
                }),
                Box::new(PipeWriter(to_board)),
            ))
        }

        fn name(&self) -> String {
            "stub".into()
        }
    }
}

#[test]
fn a_divergence_only_the_digest_sees_is_repaired() {
    use devices::pinboard::transport::TransportConfig;
    let table = std::sync::Arc::new(std::sync::Mutex::new(Pegs::empty()));
    let board = PinBoard::open_with(
        Box::new(stub::ForgetfulBoard {
            table: table.clone(),
        }),
        TransportConfig::default(),
    )
    .unwrap();
    let mut seen = Vec::new();
    wait_for(&board, &mut seen, PATIENCE, |e| {
        matches!(e, Event::Connected(_))
    });
    let boards = game_boards();
    for position in &boards[..5] {
        let t = board.show_position(position);
        deliver(&board, &mut seen, t);
    }
    let divergence = seen
        .iter()
        .find(|e| matches!(e, Event::Divergence { .. }))
        .cloned();
    assert!(divergence.is_some(), "{seen:?}");
    wait_until(PATIENCE, || {
        *table.lock().unwrap() == Pegs::from_board(&boards[4])
    });
    assert_eq!(board.status().divergences, 1);
}
