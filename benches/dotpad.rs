//! Dot Pad redraw costs per move: the lines sent, the bytes on the wire
//! and their time at 115200 baud (10 bits a byte: start, 8 data, stop),
//! counting the device's answers too; and the host's time to draw the
//! board and find the changed lines.
//!
//! `cargo bench --bench dotpad` (add `-- ROUNDS` to change the 2,000 rounds).

use std::time::{Duration, Instant};

use braille::ChessCode;
use devices::dotpad::device::{Driver, DriverConfig};
use devices::dotpad::move_squares;
use devices::dotpad::render::{self, Screen, View};
use devices::dotpad::sim::SimDevice;
use shakmaty::san::{San, SanPlus};
use shakmaty::{Chess, Position};

const GAME: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                    c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6";

const BAUD: f64 = 115_200.0;

type Step = (Chess, Option<(SanPlus, shakmaty::Move)>);

fn steps() -> Vec<Step> {
    let mut pos = Chess::default();
    let mut out = vec![(pos.clone(), None)];
    for s in GAME.split_whitespace() {
        let m = s.parse::<San>().unwrap().to_move(&pos).unwrap();
        let san = SanPlus::from_move_and_play_unchecked(&mut pos, m);
        out.push((pos.clone(), Some((san, m))));
    }
    out
}

fn screen_of(step: &Step, code: &ChessCode) -> Screen {
    screen(&step.0, step.1.as_ref().map(|(s, m)| (s, m)), code)
}

fn screen(pos: &Chess, last: Option<(&SanPlus, &shakmaty::Move)>, code: &ChessCode) -> Screen {
    let view = View {
        board: pos.board().clone(),
        from_black: false,
        last: last.and_then(|(_, m)| move_squares(m)),
    };
    let status = render::status_cells(last.map(|(s, _)| s), pos.turn(), code);
    Screen {
        text: render::window(status.bits(), 0),
        graphic: render::render_board(&view, code),
    }
}

/// Runs the driver against the simulated device until both are quiet;
/// returns the bytes each way.
fn exchange(d: &mut Driver, dev: &mut SimDevice) -> (usize, usize) {
    let (mut up, mut down) = (0, 0);
    loop {
        let a = d.take_output();
        let b = dev.take_output();
        if a.is_empty() && b.is_empty() {
            return (up, down);
        }
        up += a.len();
        down += b.len();
        dev.receive(&a);
        d.receive(&b, Duration::ZERO);
    }
}

fn main() {
    let rounds: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(2000);
    let code = ChessCode::builtin("uk").unwrap();
    let steps = steps();
    let screens: Vec<Screen> = steps.iter().map(|s| screen_of(s, &code)).collect();

    let mut d = Driver::new(DriverConfig::default());
    let mut dev = SimDevice::default();
    d.opened(Duration::ZERO);
    exchange(&mut d, &mut dev);
    d.show(screens[0], Duration::ZERO);
    let (up, down) = exchange(&mut d, &mut dev);
    println!(
        "Full picture (11 lines): {up} bytes sent, {down} answered, {:.1} ms at 115200 baud.",
        (up + down) as f64 * 10.0 / BAUD * 1000.0
    );
    let mut per_move = Vec::new();
    for s in &screens[1..] {
        let before = d.stats().lines_sent;
        d.show(*s, Duration::ZERO);
        let (up, down) = exchange(&mut d, &mut dev);
        per_move.push((d.stats().lines_sent - before, up, down));
        assert_eq!(dev.screen.graphic, s.graphic);
    }
    let n = per_move.len() as f64;
    let lines: u64 = per_move.iter().map(|m| m.0).sum();
    let up: usize = per_move.iter().map(|m| m.1).sum();
    let down: usize = per_move.iter().map(|m| m.2).sum();
    let worst = per_move.iter().map(|m| m.1 + m.2).max().unwrap_or(0);
    println!(
        "Per move ({} moves): {:.1} lines, {:.0} bytes sent, {:.0} answered, {:.1} ms on the line at 115200 baud (worst move {worst} bytes, {:.1} ms).",
        per_move.len(),
        lines as f64 / n,
        up as f64 / n,
        down as f64 / n,
        (up + down) as f64 / n * 10.0 / BAUD * 1000.0,
        worst as f64 * 10.0 / BAUD * 1000.0
    );

    // Host time: draw the board and find the changed lines.
    let mut times = Vec::with_capacity(rounds);
    let mut next_step = steps.iter().cycle();
    let mut prev = screens[0];
    for _ in 0..rounds {
        let step = next_step.next().unwrap();
        let start = Instant::now();
        let redrawn = screen_of(step, &code);
        let changed = render::changed_lines(Some(&prev), &redrawn);
        std::hint::black_box(&changed);
        times.push(start.elapsed());
        prev = redrawn;
    }
    times.sort();
    println!(
        "Draw and diff on the host: median {:?}, p99 {:?} ({rounds} rounds).",
        times[times.len() / 2],
        times[(times.len() * 99 / 100).min(times.len() - 1)]
    );
}
