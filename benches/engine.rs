//! From the player's move to the engine's move announced: `GameLoop::line`
//! with the player's move, the engine (Debian's Stockfish) searching a
//! fixed number of nodes, its move read, checked, played through the
//! session and announced; then `undo` of the pair, so each iteration
//! starts from the same position.
//!
//! Three figures: the whole round trip at 1 node (what Stockfish spends is
//! then next to nothing, so this is annabella's share and the pipe's), the
//! engine alone searching 1 node (`go` and `bestmove` over the pipe), and
//! the round trip at 1000 nodes. Target: annabella's share (the first
//! minus the second) under 5 ms.
//!
//! Run with `cargo bench --bench engine` (skipped without Stockfish).

use std::hint::black_box;
use std::time::Duration;

use annabella::game_loop::{EnginePlayer, Files, GameLoop};
use annabella::session::Session;
use annabella::settings::Settings;
use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::Chess;

fn game(nodes: u64) -> GameLoop {
    let settings = Settings {
        engine: Some(engine::EngineSettings {
            program: "stockfish".into(),
            nodes: Some(nodes),
            ..Default::default()
        }),
        ..Settings::default()
    };
    let session = Session::new(&settings).expect("a session");
    let (player, _) =
        EnginePlayer::start(settings.engine.clone().expect("an engine"), &session, true);
    assert!(player.is_running(), "stockfish starts");
    GameLoop::new(session, Files::Skip).with_engine(player)
}

fn round_trip(c: &mut Criterion) {
    if engine::find_program("stockfish").is_none() {
        eprintln!("stockfish not installed: skipped");
        return;
    }
    let mut g = c.benchmark_group("engine");
    g.measurement_time(Duration::from_secs(5));
    for nodes in [1, 1000] {
        let mut game = game(nodes);
        // Checked once: the engine answers and undo takes the pair back.
        game.line("e4");
        assert_eq!(game.session().game().moves().len(), 2);
        game.line("undo");
        assert_eq!(game.session().game().moves().len(), 0);
        g.bench_function(
            format!("move to engine's move announced, {nodes} nodes"),
            |b| {
                b.iter(|| {
                    black_box(game.line("e4"));
                    black_box(game.line("undo"));
                })
            },
        );
    }
    let mut e = engine::Engine::start("stockfish").expect("stockfish");
    let go = engine::Go {
        nodes: Some(1),
        ..Default::default()
    };
    let e4 = shakmaty::Move::Normal {
        role: shakmaty::Role::Pawn,
        from: shakmaty::Square::E2,
        capture: None,
        to: shakmaty::Square::E4,
        promotion: None,
    };
    g.bench_function("engine alone, 1 node", |b| {
        b.iter(|| {
            e.go(&Chess::default(), &[e4], &go).expect("go");
            black_box(e.wait(Duration::from_secs(5)).expect("bestmove"))
        })
    });
    g.finish();
}

criterion_group!(benches, round_trip);
criterion_main!(benches);
