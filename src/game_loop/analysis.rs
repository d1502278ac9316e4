//! A game analysed by an engine: each position searched at a fixed node
//! count, each move judged by what it lost against the engine's best
//! (an inaccuracy, a mistake or a blunder past the thresholds of
//! [`engine::judge`]), said in words move by move where it matters, and
//! written as PGN with `[%eval]` comments and the marks as NAGs.

pub use engine::judge::{BLUNDER, CAP, INACCURACY, MISTAKE, Mark};
use engine::{Engine, EngineError, Go, Score};
use shakmaty::{Color, Move, Position};

use crate::messages::JudgedMove;
use crate::reply::Reply;
use crate::session::Session;

/// Nodes a position when the game sets none.
pub const ANALYSIS_NODES: u64 = 100_000;

/// One move judged.
#[derive(Clone, Debug)]
pub struct Judged {
    /// The position after the move, seen from White (`[%eval]`).
    pub eval: Option<Score>,
    /// What the move lost, centipawns (0 for the best move).
    pub loss: i32,
    pub mark: Option<Mark>,
    /// The engine's move in the position before, when it is another.
    pub better: Option<Move>,
}

fn capped(s: Score) -> i32 {
    s.centipawns().clamp(-CAP, CAP)
}

/// Searches every position of the game; `progress(done, all)` is called
/// before each and stops the analysis when it returns false (what was
/// judged so far is returned).
pub fn analyse(
    engine: &mut Engine,
    session: &Session,
    nodes: u64,
    mut progress: impl FnMut(usize, usize) -> bool,
) -> Result<Vec<Judged>, EngineError> {
    let game = session.game();
    let start = game.start().clone();
    let moves: Vec<Move> = game.moves().iter().map(|m| m.mv).collect();
    let go = Go {
        nodes: Some(nodes),
        ..Go::default()
    };
    engine.new_game()?;
    // Each position's score for the side to move, and the best move.
    let mut scores: Vec<(Option<Score>, Option<Move>)> = Vec::new();
    let mut pos = start.clone();
    for i in 0..=moves.len() {
        if !progress(i, moves.len() + 1) {
            break;
        }
        if pos.is_game_over() {
            let s = pos.is_checkmate().then_some(Score::Mate(0));
            scores.push((s.or(Some(Score::Cp(0))), None));
        } else {
            engine.go(&start, &moves[..i], &go)?;
            let f = engine.wait(std::time::Duration::from_secs(60))?;
            scores.push((f.score, Some(f.mv)));
        }
        if let Some(m) = moves.get(i) {
            pos.play_unchecked(*m);
        }
    }
    let mut judged = Vec::new();
    let mut before = start;
    for (i, m) in moves.iter().enumerate() {
        let (Some((s_before, best)), Some((s_after, _))) = (scores.get(i), scores.get(i + 1))
        else {
            break;
        };
        let mover = before.turn();
        let loss = match (s_before, s_after) {
            // The mover's view before, the opponent's after.
            (Some(b), Some(a)) => (capped(*b) + capped(*a)).max(0),
            _ => 0,
        };
        let eval = s_after.map(|s| {
            if mover == Color::White {
                s.flipped()
            } else {
                s
            }
        });
        let better = best.filter(|b| b != m);
        judged.push(Judged {
            eval,
            loss,
            mark: Mark::of(loss).filter(|_| better.is_some()),
            better,
        });
        before.play_unchecked(*m);
    }
    Ok(judged)
}

/// What the analysis says: each marked move with what it lost and the
/// better move; or that none was found.
pub fn sentences(session: &Session, judged: &[Judged]) -> Vec<Reply> {
    let t = session.texts();
    let mut out = Vec::new();
    for (pm, j) in session.game().moves().iter().zip(judged) {
        let (Some(mark), Some(better)) = (j.mark, j.better) else {
            continue;
        };
        let number = pm.before.fullmoves().get();
        let played = session.announce_words(&pm.before, pm.mv);
        let best = session.announce_words(&pm.before, better);
        out.push(Reply::mixed(t.analysis_move(&JudgedMove {
            number,
            side: pm.before.turn(),
            played: &played,
            mark,
            loss: j.loss,
            better: &best,
            lang: session.announce_lang(),
        })));
    }
    if out.is_empty() {
        out.push(Reply::say(t.analysis_clean(judged.len())));
    }
    out
}

/// The marks of the judged moves for the braille scoresheet, move by
/// move (the same NAGs the annotated PGN writes).
pub fn braille_marks(judged: &[Judged]) -> Vec<Option<braille::Annotation>> {
    judged
        .iter()
        .map(|j| j.mark.and_then(|m| braille::Annotation::from_nag(m.nag())))
        .collect()
}

/// The game as PGN: the session's headers, each move with its marks'
/// NAG and its `[%eval]` comment.
pub fn annotated_pgn(session: &Session, judged: &[Judged]) -> String {
    let pgn = session.pgn();
    let mut out: String = pgn
        .lines()
        .take_while(|l| l.starts_with('['))
        .map(|l| format!("{l}\n"))
        .collect();
    out.push('\n');
    let mut words: Vec<String> = Vec::new();
    for (i, pm) in session.game().moves().iter().enumerate() {
        let white = pm.before.turn() == Color::White;
        let n = pm.before.fullmoves().get();
        if white {
            words.push(format!("{n}."));
        } else if i == 0 || words.last().is_some_and(|w| w.ends_with('}')) {
            words.push(format!("{n}..."));
        }
        words.push(pm.san.to_string());
        if let Some(j) = judged.get(i) {
            if let Some(m) = j.mark {
                words.push(format!("${}", m.nag()));
            }
            if let Some(e) = j.eval {
                words.push(format!("{{[%eval {}]}}", e.pgn()));
            }
        }
    }
    let result = pgn
        .lines()
        .find_map(|l| l.strip_prefix("[Result \"")?.strip_suffix("\"]"))
        .unwrap_or("*");
    words.push(result.to_string());
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
