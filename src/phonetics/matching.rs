//! A stand-in for `notation::resolve`: which legal moves fit an intent.
//! Used by the round-trip tests and the benchmark; the lead's resolver,
//! with its explanations, replaces it in the application.

use shakmaty::{CastlingSide, Move, Position, Role, Square};

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

/// The legal moves of `pos` that any of `intents` can mean. Generates
/// only the candidates of the named piece (as shakmaty's SAN reader does),
/// all legal moves only when neither piece nor departure square is known.
pub fn matching_moves<P: Position>(pos: &P, intents: &[Intent]) -> Vec<Move> {
    let mut out = Vec::new();
    let mut keep = |m: Move, intent: &Intent| {
        if intent_matches(intent, &m) && !out.contains(&m) {
            out.push(m);
        }
    };
    for intent in intents {
        match *intent {
            Intent::Castle(side) => pos
                .castling_moves(side)
                .into_iter()
                .for_each(|m| keep(m, intent)),
            Intent::Normal { role, to, .. } => {
                let role =
                    role.or_else(|| intent.from_square().and_then(|sq| pos.board().role_at(sq)));
                match role {
                    Some(role) => {
                        pos.san_candidates(role, to)
                            .into_iter()
                            .for_each(|m| keep(m, intent));
                        if role == Role::King {
                            for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
                                pos.castling_moves(side)
                                    .into_iter()
                                    .for_each(|m| keep(m, intent));
                            }
                        }
                    }
                    None => pos.legal_moves().into_iter().for_each(|m| keep(m, intent)),
                }
            }
        }
    }
    out
}
