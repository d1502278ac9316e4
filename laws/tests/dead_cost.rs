//! What the dead-position test costs a game, move by move, in blocked
//! endings: long random games from blocked positions, each move timed, and
//! the same games replayed as a resumed journal would; the same for the
//! real games of tests/data; and how many positions of the generated
//! blocked endings each question decides. A measurement, not a check: run
//! with
//! `cargo test --release -p laws --test dead_cost -- --ignored --nocapture`.

use std::time::{Duration, Instant};

use laws::rules::{Game, RulesSettings};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Move, Position};

/// Blocked endings that are not dead: a bishop that can break in, a king
/// that can walk through a gap, a bishop that can mate on one side.
const STARTS: [&str; 5] = [
    "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2BK4 w - - 0 1",
    "3k4/8/3p1p1p/2pPpPpP/2P1P1P1/8/8/3K4 w - - 0 1",
    "kb6/b2B4/1p1p1p2/pPpPpPp1/P1P1P1P1/8/8/3K4 b - - 0 1",
    "2b1k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4B3/2B1K3 w - - 0 1",
    "4k3/2n5/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/5N2/4K3 w - - 0 1",
];

/// A small linear congruential generator: the same games every run.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// A random game of up to `plies` moves from `start`; captures of pawns
/// are avoided where another move exists, so the game stays blocked.
fn random_game(start: &Chess, plies: usize, rng: &mut Lcg) -> Vec<Move> {
    let mut game = Game::new(start.clone(), RulesSettings::default());
    let mut moves = Vec::new();
    while moves.len() < plies && !game.is_over() {
        let legal: Vec<Move> = game.position().legal_moves().into_iter().collect();
        let quiet: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.capture() != Some(shakmaty::Role::Pawn))
            .collect();
        let pool = if quiet.is_empty() { &legal } else { &quiet };
        let mv = pool[rng.next(pool.len())];
        game.play(mv).unwrap();
        moves.push(mv);
    }
    moves
}

#[test]
#[ignore = "a measurement: run with --ignored --nocapture, in release"]
fn cost_per_move_in_blocked_endings() {
    let mut rng = Lcg(27);
    const RUNS: usize = 3;
    let mut per_move: Vec<Duration> = Vec::new();
    let mut per_move_least: Vec<Duration> = Vec::new();
    let mut resumes: Vec<(usize, Duration)> = Vec::new();
    let mut resumes_least: Vec<(usize, Duration)> = Vec::new();
    for fen in STARTS {
        let start = position(fen);
        for _ in 0..20 {
            let moves = random_game(&start, 140, &mut rng);
            // Each move timed in a game that plays them one by one.
            let mut game = Game::new(start.clone(), RulesSettings::default());
            for mv in &moves {
                // The same move played on copies of the game: the least
                // of the runs is the move's own cost, without the pauses a
                // shared machine adds.
                let own = (0..RUNS)
                    .map(|_| {
                        let mut copy = game.clone();
                        let t = Instant::now();
                        copy.play(*mv).unwrap();
                        t.elapsed()
                    })
                    .min()
                    .unwrap_or_default();
                per_move_least.push(own);
                let t = Instant::now();
                game.play(*mv).unwrap();
                per_move.push(t.elapsed());
            }
            // The whole game replayed at once, as a resumed journal is.
            let mut runs = Vec::new();
            for _ in 0..RUNS {
                let t = Instant::now();
                let mut game = Game::new(start.clone(), RulesSettings::default());
                for mv in &moves {
                    game.play(*mv).unwrap();
                }
                runs.push(t.elapsed());
            }
            resumes.push((moves.len(), runs[0]));
            resumes_least.push((moves.len(), runs.iter().copied().min().unwrap_or_default()));
        }
    }
    per_move.sort();
    let median = per_move[per_move.len() / 2];
    let p99 = per_move[per_move.len() * 99 / 100];
    let worst = per_move[per_move.len() - 1];
    println!(
        "moves timed: {}; median {:?}, 99th percentile {:?}, worst {:?}",
        per_move.len(),
        median,
        p99,
        worst
    );
    per_move_least.sort();
    println!(
        "the same, least of {RUNS} runs of each move: median {:?}, 99th percentile {:?}, worst {:?}",
        per_move_least[per_move_least.len() / 2],
        per_move_least[per_move_least.len() * 99 / 100],
        per_move_least[per_move_least.len() - 1]
    );
    for (what, resumes) in [("one run", &resumes), ("least of the runs", &resumes_least)] {
        let long: Vec<_> = resumes.iter().filter(|(n, _)| *n >= 140).collect();
        let worst_resume = long.iter().map(|(_, d)| *d).max().unwrap_or_default();
        let mut all: Vec<Duration> = long.iter().map(|(_, d)| *d).collect();
        all.sort();
        println!(
            "140-move games replayed ({what}): {}; median {:?}, worst {:?}",
            long.len(),
            all.get(all.len() / 2).copied().unwrap_or_default(),
            worst_resume
        );
    }
}

/// The real games of the workspace's tests/data, start and moves.
fn real_games() -> Vec<(Chess, Vec<Move>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p).unwrap();
        for g in laws::pgn::read_games(&text) {
            let g = g.unwrap();
            out.push((g.start, g.moves));
        }
    }
    out
}

#[test]
#[ignore = "a measurement: run with --ignored --nocapture, in release"]
fn cost_per_move_in_real_games() {
    const RUNS: usize = 3;
    let mut per_move: Vec<Duration> = Vec::new();
    let mut replays: Vec<Duration> = Vec::new();
    let mut worst = (Duration::ZERO, String::new());
    for (start, moves) in real_games() {
        let mut game = Game::new(start.clone(), RulesSettings::default());
        for mv in &moves {
            let own = (0..RUNS)
                .map(|_| {
                    let mut copy = game.clone();
                    let t = Instant::now();
                    copy.play(*mv).unwrap();
                    t.elapsed()
                })
                .min()
                .unwrap_or_default();
            per_move.push(own);
            if own > worst.0 {
                worst = (
                    own,
                    Fen::from_position(game.position(), EnPassantMode::Legal).to_string(),
                );
            }
            game.play(*mv).unwrap();
        }
        let least = (0..RUNS)
            .map(|_| {
                let t = Instant::now();
                let mut game = Game::new(start.clone(), RulesSettings::default());
                for mv in &moves {
                    game.play(*mv).unwrap();
                }
                t.elapsed()
            })
            .min()
            .unwrap_or_default();
        replays.push(least);
    }
    per_move.sort();
    replays.sort();
    println!(
        "real games: {} moves, least of {RUNS} runs of each: median {:?}, 99th percentile {:?}, worst {:?}",
        per_move.len(),
        per_move[per_move.len() / 2],
        per_move[per_move.len() * 99 / 100],
        per_move[per_move.len() - 1]
    );
    println!("the dearest move was played in {}", worst.1);
    println!(
        "real games replayed whole ({} games, least of {RUNS} runs): median {:?}, worst {:?}",
        replays.len(),
        replays[replays.len() / 2],
        replays[replays.len() - 1]
    );
}

/// Decided and undecided over a corpus of blocked endings generated here:
/// every tenth position of the random games above, asked the per-move
/// question (is it dead?) and, for a sample, the scoring question (can
/// each side still mate?), each answer timed.
#[test]
#[ignore = "a measurement: run with --ignored --nocapture, in release"]
fn decided_in_generated_blocked_endings() {
    use laws::rules::{Verdict, can_mate, is_dead};
    let mut rng = Lcg(27);
    let mut corpus = Vec::new();
    for fen in STARTS {
        let start = position(fen);
        for _ in 0..20 {
            let mut pos = start.clone();
            for (i, mv) in random_game(&start, 140, &mut rng).into_iter().enumerate() {
                pos.play_unchecked(mv);
                if i % 10 == 9 {
                    corpus.push(pos.clone());
                }
            }
        }
    }
    let mut times = Vec::new();
    let mut dead = 0;
    for pos in &corpus {
        dead += usize::from(is_dead(pos));
        // The least of three runs: the question's own cost.
        let own = (0..3)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(is_dead(pos));
                t.elapsed()
            })
            .min()
            .unwrap_or_default();
        times.push(own);
    }
    times.sort();
    println!(
        "generated positions: {}; dead after a move: {dead}; per-move question asked afresh (least of 3 runs): median {:?}, 99th percentile {:?}, worst {:?}",
        corpus.len(),
        times[times.len() / 2],
        times[times.len() * 99 / 100],
        times[times.len() - 1]
    );
    // The question the per-move layers leave open in a closed position,
    // as a game asks it (answered while the players think).
    let (mut asked, mut ended) = (0, 0);
    let mut times = Vec::new();
    for pos in &corpus {
        let mut game = laws::rules::Game::new(pos.clone(), Default::default());
        if let Some(q) = game.dead_question() {
            asked += 1;
            let t = Instant::now();
            let answer = q.answer();
            times.push(t.elapsed());
            ended += usize::from(game.settle_dead(&answer).is_some());
        }
    }
    times.sort();
    if !times.is_empty() {
        println!(
            "questions left open: {asked}, dead {ended}; answered in median {:?}, worst {:?}",
            times[times.len() / 2],
            times[times.len() - 1]
        );
    }
    let (mut proved, mut mates, mut undecided) = (0, 0, 0);
    let mut times = Vec::new();
    for pos in corpus.iter().step_by(corpus.len().div_ceil(60).max(1)) {
        for side in [shakmaty::Color::White, shakmaty::Color::Black] {
            let t = Instant::now();
            match can_mate(pos, side) {
                Verdict::Dead => proved += 1,
                Verdict::CanMate => mates += 1,
                Verdict::Unknown => undecided += 1,
            }
            times.push(t.elapsed());
        }
    }
    times.sort();
    println!(
        "scoring question, {} sides: cannot mate {proved}, mate found {mates}, undecided {undecided}; median {:?}, worst {:?}",
        times.len(),
        times[times.len() / 2],
        times[times.len() - 1]
    );
}
