//! What unit tests share: positions from FEN, and pseudo-random games
//! that are the same on every run.

use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

/// The position of a FEN the test knows to be valid.
pub(crate) fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .into_position(CastlingMode::Standard)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A small pseudo-random sequence (xorshift): the same numbers for the
/// same seed, on every run and machine.
pub(crate) struct Random(u64);

impl Random {
    /// `seed` must not be zero.
    pub(crate) fn new(seed: u64) -> Random {
        Random(seed)
    }

    /// A number below `n` (`n` > 0).
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The positions of `games` random games from the start, up to `plies`
/// moves each (a game that ends sooner stops there): every position
/// before a move, castling, en passant and promotions on the way.
pub(crate) fn random_game_positions(random: &mut Random, games: usize, plies: usize) -> Vec<Chess> {
    let mut all = Vec::new();
    for _ in 0..games {
        let mut p = Chess::default();
        for _ in 0..plies {
            let moves = p.legal_moves();
            if moves.is_empty() {
                break;
            }
            all.push(p.clone());
            p.play_unchecked(moves[random.below(moves.len())]);
        }
    }
    all
}
