//! The engine of a game (`play --engine`, and the one a resumed game
//! played against), started and handed to the game loop.

use crate::game_loop::{EnginePlayer, GameLoop};
use crate::reply::Reply;

/// Starts the engine of the settings, if any: what that says joins the
/// first replies, and when it is the engine's move it is made (scripts)
/// or its search begun (the REPL). An engine that cannot start is said;
/// the game goes on without it.
pub(super) fn attach(
    game: GameLoop,
    settings: Option<engine::EngineSettings>,
    interactive: bool,
    mut first: Vec<Reply>,
) -> (GameLoop, Vec<Reply>) {
    let Some(settings) = settings else {
        return (game, first);
    };
    let (player, said) = EnginePlayer::start(settings, game.session(), !interactive);
    first.extend(said);
    let mut game = game.with_engine(player);
    first.extend(game.engine_turn());
    (game, first)
}
