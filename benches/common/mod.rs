//! What the benchmarks share: the moves of the real games in tests/data.

use std::path::Path;

use laws::pgn::read_first;
use shakmaty::san::{San, SanPlus};
use shakmaty::{Chess, Move, Position};

/// One game of tests/data: where it starts and its moves, each as the
/// position before it, its SAN as a PGN prints it (with `+`/`#`) and the
/// move itself.
#[allow(dead_code)] // not every bench needs whole games
pub struct BenchGame {
    pub start: Chess,
    pub plies: Vec<(Chess, String, Move)>,
}

/// Every ply of every game in tests/data: the position before the move, the
/// move in SAN as a PGN would print it (with `+`/`#`), and the move itself.
/// Loaded once; checked so that a benchmark never times a wrong answer.
#[allow(dead_code)] // not every bench needs single moves
pub fn corpus() -> Vec<(Chess, String, Move)> {
    games().into_iter().flat_map(|g| g.plies).collect()
}

/// The games of tests/data one by one, in file-name order, checked as
/// [`corpus`] says.
pub fn games() -> Vec<BenchGame> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data exists")
        .map(|entry| entry.expect("readable directory").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "pgn"))
        .collect();
    files.sort();
    let mut games = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable game");
        let game = read_first(&text).unwrap_or_else(|err| panic!("{}: {err}", path.display()));
        let mut pos = game.start.clone();
        let mut plies = Vec::new();
        for mv in game.moves {
            let san = SanPlus::from_move(pos.clone(), mv).to_string();
            assert_eq!(
                San::from_ascii(san.as_bytes())
                    .ok()
                    .and_then(|s| s.to_move(&pos).ok()),
                Some(mv)
            );
            plies.push((pos.clone(), san, mv));
            pos.play_unchecked(mv);
        }
        games.push(BenchGame {
            start: game.start,
            plies,
        });
    }
    assert!(!games.is_empty(), "no games in tests/data");
    games
}
