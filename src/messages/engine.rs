//! Playing against an engine: what it is, what it does (its move, a hint,
//! a draw weighed, a resignation), and why it cannot play. The engine's
//! own text is never said: only its program's name as the user gave it,
//! its name cut to letters and digits, and moves in the session's words.

use super::catalog::Catalog;
use engine::EngineError;
use engine::judge::Mark;
use laws::lang::Lang;
use shakmaty::Color;

/// A move the analysis marked, as it is told.
#[derive(Clone, Copy, Debug)]
pub struct JudgedMove<'a> {
    /// The move's number.
    pub number: u32,
    /// Who played it.
    pub side: Color,
    /// The move played, in the vocabulary's words.
    pub played: &'a str,
    /// How bad it was.
    pub mark: Mark,
    /// The centipawns it lost.
    pub loss: i32,
    /// The better move, in the vocabulary's words.
    pub better: &'a str,
    /// The language of the words.
    pub lang: Lang,
}

/// Playing against an engine.
pub trait EngineTexts {
    /// The engine is started and plays a side.
    fn engine_plays(&self, name: &str, side: Color) -> String;
    /// The engine failed; the sentence says why and what to do.
    fn engine_error(&self, e: &EngineError) -> String;
    /// After a failure: how the game goes on without it.
    fn engine_goes_on(&self) -> String;
    /// A strength asked for that the engine does not offer.
    fn engine_no_option(&self, option: &str) -> String;
    /// `hint`: the move before its words.
    fn engine_hint(&self) -> String;
    /// `hint` again: the threat the move meets, before its words.
    fn engine_hint_threat(&self) -> String;
    /// `hint` again, when there is no threat: the line expected after it.
    fn engine_hint_line(&self) -> String;
    /// No hint now: the game is over, or it is the engine's move.
    fn engine_no_hint(&self) -> String;
    /// A command about the engine when no engine plays.
    fn engine_none(&self) -> String;
    /// The engine weighed a draw offer: accepted (it stands worse) or not.
    fn engine_on_draw(&self, accepts: bool) -> String;
    /// The engine resigns: its position is hopeless.
    fn engine_resigns(&self, side: Color) -> String;
    /// `engine restart` when the engine runs well.
    fn engine_restarted(&self, name: &str) -> String;
    /// One move of the analysis that lost something: its number and side,
    /// the move, its mark, the centipawns lost, the better move.
    fn analysis_move(&self, judged: &JudgedMove) -> speech::Mixed;
    /// The analysis found nothing to mark in these moves.
    fn analysis_clean(&self, moves: usize) -> String;
    /// The progress line: positions done of all.
    fn analysis_progress(&self, done: usize, all: usize) -> String;
    /// `stop`: the analysis was cut short after these moves.
    fn analysis_stopped(&self, moves: usize) -> String;
    /// The game to analyse cannot be read.
    fn analysis_unreadable(&self, path: &str, why: &str) -> String;
    /// The analysed game was written as PGN.
    fn analysis_written(&self, path: &str) -> String;
    /// The analysed game could not be written.
    fn analysis_not_written(&self, path: &str, why: &str) -> String;
    /// The braille scoresheet with the analysis' marks was written.
    fn analysis_braille_written(&self, path: &str) -> String;
    /// The braille scoresheet with the marks could not be written.
    fn analysis_braille_not_written(&self, path: &str, why: &str) -> String;
}

impl EngineTexts for Catalog {
    fn engine_plays(&self, name: &str, side: Color) -> String {
        self.args()
            .s("engine", name)
            .colour("side", side)
            .fmt("engine-plays")
    }
    fn engine_error(&self, e: &EngineError) -> String {
        let a = self.args().s("program", e.program());
        match e {
            EngineError::NotFound { .. } => a.fmt("engine-not-found"),
            EngineError::CannotStart { why, .. } => {
                a.s("why", why.as_str()).fmt("engine-cannot-start")
            }
            EngineError::NotUci { .. } => a.fmt("engine-not-uci"),
            EngineError::Crashed { .. } => a.fmt("engine-crashed"),
            EngineError::Hung { secs, .. } => a.n("secs", *secs as f64).fmt("engine-hung"),
            EngineError::IllegalMove { uci, .. } => a.s("move", uci.as_str()).fmt("engine-illegal"),
            EngineError::Garbage { .. } => a.fmt("engine-garbage"),
        }
    }
    fn engine_goes_on(&self) -> String {
        self.t("engine-goes-on")
    }
    fn engine_no_option(&self, option: &str) -> String {
        self.args().s("option", option).fmt("engine-no-option")
    }
    fn engine_hint(&self) -> String {
        self.t("engine-hint")
    }
    fn engine_hint_threat(&self) -> String {
        self.t("engine-hint-threat")
    }
    fn engine_hint_line(&self) -> String {
        self.t("engine-hint-line")
    }
    fn engine_no_hint(&self) -> String {
        self.t("engine-no-hint")
    }
    fn engine_none(&self) -> String {
        self.t("engine-none")
    }
    fn engine_on_draw(&self, accepts: bool) -> String {
        self.t(if accepts {
            "engine-draw-accepts"
        } else {
            "engine-draw-declines"
        })
    }
    fn engine_resigns(&self, side: Color) -> String {
        self.args().colour("side", side).fmt("engine-resigns")
    }
    fn engine_restarted(&self, name: &str) -> String {
        self.args().s("engine", name).fmt("engine-restarted")
    }
    fn analysis_move(&self, judged: &JudgedMove) -> speech::Mixed {
        let JudgedMove {
            number,
            side,
            played,
            mark,
            loss,
            better,
            lang,
        } = *judged;
        let kind = match mark {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        };
        let pawns = f64::from(loss.min(engine::judge::CAP)) / 100.0;
        self.args()
            .n("number", number)
            .colour("side", side)
            .words("move", played, lang)
            .s("kind", kind)
            .decimal("pawns", pawns)
            .words("better", better, lang)
            .fmt_mixed("analysis-move")
    }
    fn analysis_clean(&self, moves: usize) -> String {
        self.args().count("moves", moves).fmt("analysis-clean")
    }
    fn analysis_progress(&self, done: usize, all: usize) -> String {
        self.args()
            .count("done", done)
            .count("all", all)
            .fmt("analysis-progress")
    }
    fn analysis_stopped(&self, moves: usize) -> String {
        self.args().count("moves", moves).fmt("analysis-stopped")
    }
    fn analysis_unreadable(&self, path: &str, why: &str) -> String {
        self.args()
            .s("path", path)
            .s("why", why)
            .fmt("analysis-unreadable")
    }
    fn analysis_written(&self, path: &str) -> String {
        self.args().s("path", path).fmt("analysis-written")
    }
    fn analysis_not_written(&self, path: &str, why: &str) -> String {
        self.args()
            .s("path", path)
            .s("why", why)
            .fmt("analysis-not-written")
    }
    fn analysis_braille_written(&self, path: &str) -> String {
        self.args().s("path", path).fmt("analysis-braille-written")
    }
    fn analysis_braille_not_written(&self, path: &str, why: &str) -> String {
        self.args()
            .s("path", path)
            .s("why", why)
            .fmt("analysis-braille-not-written")
    }
}
