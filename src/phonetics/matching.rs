//! A stand-in for `notation::resolve`: which legal moves fit an intent.
//! Used by the round-trip tests and the benchmark; the lead's resolver,
//! with its explanations, replaces it in the application.

use shakmaty::{Move, Position, Square};

use crate::notation::Intent;

/// Whether legal move `m` is one the intent can mean. A capture that was
/// not said still matches; a capture or en passant that was said must be one.
pub fn intent_matches(intent: &Intent, m: &Move) -> bool {
    match *intent {
        Intent::Castle(side) => m.castling_side() == Some(side),
        Intent::Normal {
            role,
            from_file,
            from_rank,
            to,
            capture,
            promotion,
            en_passant,
        } => {
            // A king move onto the castling square ("König Eva eins Gustav
            // eins") also means castling.
            let dest = match m.castling_side() {
                Some(side) => {
                    let rank = m.from().map_or(shakmaty::Rank::First, Square::rank);
                    Square::from_coords(side.king_to_file(), rank)
                }
                None => m.to(),
            };
            let from = m.from();
            dest == to
                && role.is_none_or(|r| r == m.role())
                && from_file.is_none_or(|f| from.is_some_and(|s| s.file() == f))
                && from_rank.is_none_or(|r| from.is_some_and(|s| s.rank() == r))
                && (!capture || m.is_capture())
                && (!en_passant || m.is_en_passant())
                && promotion == m.promotion()
        }
    }
}

/// The legal moves of `pos` that any of `intents` can mean.
pub fn matching_moves<P: Position>(pos: &P, intents: &[Intent]) -> Vec<Move> {
    let mut out = Vec::new();
    for m in pos.legal_moves() {
        if intents.iter().any(|i| intent_matches(i, &m)) {
            out.push(m);
        }
    }
    out
}
