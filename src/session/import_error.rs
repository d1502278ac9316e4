//! Messages for a game that cannot be taken over from a PGN file or a FEN,
//! in the user's language, for the set-up of a session.

use shakmaty::{Move, Position};

use crate::messages::Texts;
use laws::rules::{Game, RulesError};

/// Why move `m` of an imported game could not be played on `game`: the
/// game had already ended (a dead position, a fivefold repetition, the
/// 75-move rule) before the PGN's moves ran out.
pub(super) fn replay_error(texts: &dyn Texts, game: &Game, m: Move, e: &RulesError) -> String {
    let pos = game.position();
    let san = shakmaty::san::SanPlus::from_move(pos.clone(), m).to_string();
    let number = pos.fullmoves().get();
    match e {
        RulesError::GameOver(r) => texts.pgn_after_end(number, pos.turn(), &san, r),
        // The PGN reader only gives legal moves; any other refusal is said
        // as an illegal move at its place.
        _ => texts.pgn_error(&laws::pgn::PgnError::IllegalMove {
            at: laws::pgn::MovePlace {
                game: 1,
                ply: game.moves().len(),
                number,
                color: pos.turn(),
            },
            san,
        }),
    }
}
