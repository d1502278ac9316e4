//! The command line's options for playing against an engine (`play
//! --engine stockfish`), laid over the game's settings.

use crate::settings::Settings;

/// Options of `play` for a game against a UCI engine (docs/engine.md).
#[derive(clap::Args, Clone, Debug, Default)]
pub struct EngineArgs {
    /// Play against a UCI chess engine: a program on the PATH (e.g. stockfish) or its path.
    #[arg(long, value_name = "ENGINE")]
    pub engine: Option<String>,
    /// The side the engine plays: white or black (default: the side the player does not play).
    #[arg(long, value_name = "SIDE", requires = "engine")]
    pub engine_plays: Option<String>,
    /// The engine's strength in Elo (where it offers UCI_Elo).
    #[arg(long, value_name = "N", requires = "engine")]
    pub engine_elo: Option<u32>,
    /// The engine's Skill Level (Stockfish: 0 to 20).
    #[arg(long, value_name = "N", requires = "engine")]
    pub engine_level: Option<u32>,
    /// A fixed number of nodes a move: the same game every time.
    #[arg(long, value_name = "N", requires = "engine")]
    pub engine_nodes: Option<u64>,
    /// Seconds the engine may take when no clock bounds it (default 30).
    #[arg(long, value_name = "SECS", requires = "engine")]
    pub engine_timeout: Option<u64>,
}

impl EngineArgs {
    /// The engine asked for, over the settings file's.
    pub fn apply_to(&self, s: &mut Settings) {
        let Some(program) = &self.engine else {
            return;
        };
        s.engine = Some(engine::EngineSettings {
            program: program.clone(),
            plays: self.engine_plays.clone(),
            elo: self.engine_elo,
            level: self.engine_level,
            nodes: self.engine_nodes,
            timeout: self.engine_timeout,
        });
    }
}
