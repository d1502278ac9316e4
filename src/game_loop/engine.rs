//! An engine playing one side (`play --engine stockfish`): its move is a
//! move like any other. When it is the engine's turn the loop starts a
//! search with the game's clocks; the move found goes through the session
//! as the typed line of its squares (`e2e4`), so it is announced, shown on
//! every device, charged to the engine's clock, journaled and recorded
//! like the opponent's move typed by an assistant, and a resumed game or
//! a transcript replays it without the engine. What the engine said of it
//! (depth, score, line) is journaled beside it as an `engine` note.
//!
//! Scripts wait for each answer (on virtual time, the engine's thinking
//! time is added to the session's time first, so its clock is charged);
//! the REPL polls on each tick, so the player may type meanwhile.
//!
//! Also here: `hint` (a good move; asked again, the threat it meets or
//! the line expected), `undo` of the pair of moves, draw offers weighed
//! by the engine's score, its resignation when it sees itself lost, and
//! `engine restart`. An engine that fails is said, let go, and the game
//! goes on: the player types its moves until `engine restart`.

use std::time::{Duration, Instant};

use engine::{DEFAULT_TIMEOUT_SECS, Engine, EngineError, EngineSettings, Found, Go, Score};
use shakmaty::{Chess, Color, Move, Position};

use super::GameLoop;
use crate::messages::Texts;
use crate::messages::catalog::is_typed_word;
use crate::reply::Reply;
use crate::session::Session;

/// Nodes searched for a hint when the game sets none.
pub const HINT_NODES: u64 = 300_000;

/// A score (the engine's view, centipawns) at or below which the engine
/// accepts a draw offered.
pub const ACCEPT_DRAW_BELOW: i32 = -150;

/// A score (the engine's view) at or below which the engine sees itself
/// lost; two moves in a row so and it resigns.
pub const RESIGN_BELOW: i32 = -1000;

/// How much more than its own clock a search may take before it is taken
/// to hang (the flag falls first).
const GRACE: Duration = Duration::from_secs(2);

/// The engine's side, its process, the search under way.
pub struct EnginePlayer {
    settings: EngineSettings,
    side: Color,
    engine: Option<Engine>,
    /// The search for the engine's move: when it began and at which ply.
    search: Option<(Instant, usize)>,
    /// Wait for each answer (scripts) instead of polling (the REPL).
    blocking: bool,
    /// The ply a hint was given at, and the hint.
    hinted: Option<(usize, Found)>,
    /// Moves in a row the engine saw itself lost.
    hopeless: u32,
    /// The engine's view of its last move's position, for a draw offer.
    last_score: Option<Score>,
}

/// A line about the engine, taken before the session sees it.
enum Command {
    Hint,
    Analyse,
    Restart,
    Undo,
}

fn command(line: &str) -> Option<Command> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let second = words.next();
    if words.next().is_some() {
        return None;
    }
    match second {
        None if is_typed_word("words-hint", first) => Some(Command::Hint),
        None if is_typed_word("words-analyse", first) => Some(Command::Analyse),
        None if is_typed_word("command-undo", first) => Some(Command::Undo),
        Some(s) if is_typed_word("words-engine", first) && is_typed_word("words-restart", s) => {
            Some(Command::Restart)
        }
        _ => None,
    }
}

/// The first word of a command in the session's language.
fn command_word(session: &Session, id: &str) -> String {
    let text = crate::messages::catalog_text(session.lang(), id);
    text.split(',').next().unwrap_or(&text).trim().to_string()
}

impl EnginePlayer {
    /// The engine of these settings, started (what that says is
    /// returned: the engine named with its side, or why it cannot play).
    pub fn start(
        settings: EngineSettings,
        session: &Session,
        blocking: bool,
    ) -> (EnginePlayer, Vec<Reply>) {
        let side = match settings
            .plays
            .as_deref()
            .and_then(crate::session::parse_colour)
        {
            Some(c) => c,
            None => session.player_side().map_or(Color::Black, |c| !c),
        };
        let mut p = EnginePlayer {
            settings,
            side,
            engine: None,
            search: None,
            blocking,
            hinted: None,
            hopeless: 0,
            last_score: None,
        };
        let said = p.restart(session.texts());
        (p, said)
    }

    /// The side the engine plays.
    pub fn side(&self) -> Color {
        self.side
    }

    /// Whether the engine runs (it has not failed).
    pub fn is_running(&self) -> bool {
        self.engine.is_some()
    }

    /// Starts the engine (again), its strength set.
    fn restart(&mut self, t: &dyn Texts) -> Vec<Reply> {
        self.engine = None;
        self.search = None;
        self.hinted = None;
        let mut e = match Engine::start(&self.settings.program) {
            Ok(e) => e,
            Err(err) => return self.failed(&err, t),
        };
        let (elo, level) = (self.settings.elo, self.settings.level);
        let mut out = Vec::new();
        match e
            .set_strength(elo, level)
            .and_then(|s| e.new_game().map(|()| s))
        {
            Ok((elo_taken, level_taken)) => {
                if elo.is_some() && !elo_taken {
                    out.push(Reply::say(t.engine_no_option("UCI_Elo")));
                }
                if level.is_some() && !level_taken {
                    out.push(Reply::say(t.engine_no_option("Skill Level")));
                }
            }
            Err(err) => return self.failed(&err, t),
        }
        let name = e
            .name()
            .filter(|n| !n.is_empty())
            .unwrap_or(&self.settings.program)
            .to_string();
        out.insert(0, Reply::say(t.engine_plays(&name, self.side)));
        self.engine = Some(e);
        out
    }

    /// The engine failed: said, let go; the game goes on without it.
    fn failed(&mut self, e: &EngineError, t: &dyn Texts) -> Vec<Reply> {
        self.engine = None;
        self.search = None;
        vec![
            Reply::say(t.engine_error(e)),
            Reply::say(t.engine_goes_on()),
        ]
    }

    /// Whether the engine should move now.
    fn to_move(&self, s: &Session) -> bool {
        self.engine.is_some()
            && self.search.is_none()
            && s.game().result().is_none()
            && !s.is_asking()
            && s.game().turn() == self.side
    }

    /// How long the engine may search for its move.
    fn go(&self, s: &Session) -> Go {
        if let Some(n) = self.settings.nodes {
            return Go {
                nodes: Some(n),
                ..Go::default()
            };
        }
        let c = s.engine_clock();
        if c.wtime.is_none() {
            return Go {
                movetime: Some(Duration::from_secs(1)),
                ..Go::default()
            };
        }
        Go {
            wtime: c.wtime,
            btime: c.btime,
            winc: c.winc,
            binc: c.binc,
            movestogo: c.movestogo,
            ..Go::default()
        }
    }

    /// How long an answer may take: the engine's own time and a little
    /// more (its flag falls first), or the timeout set.
    fn timeout(&self, s: &Session) -> Duration {
        let set = Duration::from_secs(self.settings.timeout.unwrap_or(DEFAULT_TIMEOUT_SECS));
        let c = s.engine_clock();
        let own = match self.side {
            Color::White => c.wtime,
            Color::Black => c.btime,
        };
        match own {
            Some(left) if self.settings.nodes.is_none() => left + GRACE,
            _ => set,
        }
    }
}

/// The game's start and moves, for a search.
fn game_moves(s: &Session) -> (Chess, Vec<Move>) {
    let g = s.game();
    (g.start().clone(), g.moves().iter().map(|m| m.mv).collect())
}

impl GameLoop {
    /// Plays against an engine from now on.
    pub fn with_engine(mut self, player: EnginePlayer) -> GameLoop {
        self.engine = Some(player);
        self
    }

    /// The engine playing, if one was asked for.
    pub fn engine(&self) -> Option<&EnginePlayer> {
        self.engine.as_ref()
    }

    /// A line about the engine (`hint`, `undo` of a pair, `engine
    /// restart`), answered here; `None`: the session takes the line.
    pub(super) fn engine_command(&mut self, line: &str) -> Option<Vec<Reply>> {
        if self.journal_behind || self.session.input_is_private() {
            return None;
        }
        let cmd = command(line)?;
        let t = self.session.texts();
        let Some(p) = self.engine.as_mut() else {
            return match cmd {
                Command::Undo => None,
                _ => Some(vec![Reply::say(t.engine_none())]),
            };
        };
        match cmd {
            Command::Restart => {
                let mut said = p.restart(t);
                said.extend(self.engine_turn());
                Some(said)
            }
            Command::Hint => Some(self.hint()),
            Command::Analyse => Some(self.analyse()),
            Command::Undo => {
                if let Some(e) = p.engine.as_mut()
                    && p.search.take().is_some()
                {
                    // The search is for a move being taken back.
                    let _ = e.stop();
                    let _ = e.wait(Duration::from_secs(2));
                }
                let g = self.session.game();
                let pair = g.turn() != p.side && g.moves().len() >= 2 && g.result().is_none();
                if !pair {
                    return None;
                }
                let before = g.moves().len();
                let mut said = self.handled_line(line);
                if self.session.game().moves().len() < before {
                    said.extend(self.handled_line(line));
                }
                Some(said)
            }
        }
    }

    /// After a line or a tick: the engine answers a draw offer, starts its
    /// search, or (scripts) waits for it and plays its move.
    pub fn engine_turn(&mut self) -> Vec<Reply> {
        let mut out = self.engine_on_offer();
        let Some(p) = self.engine.as_mut() else {
            return out;
        };
        if !p.to_move(&self.session) {
            return out;
        }
        let (start, moves) = game_moves(&self.session);
        let go = p.go(&self.session);
        let timeout = p.timeout(&self.session);
        let Some(e) = p.engine.as_mut() else {
            return out;
        };
        if let Err(err) = e.go(&start, &moves, &go) {
            out.extend(p.failed(&err, self.session.texts()));
            return out;
        }
        p.search = Some((Instant::now(), moves.len()));
        if p.blocking {
            let answer = e.wait(timeout);
            out.extend(self.engine_answer(answer));
        }
        out
    }

    /// On a tick: the engine's answer if it came (the REPL), or its turn.
    pub(super) fn engine_tick(&mut self) -> Vec<Reply> {
        let Some(p) = self.engine.as_mut() else {
            return Vec::new();
        };
        let Some((since, _)) = p.search else {
            return self.engine_turn();
        };
        let timeout = p.timeout(&self.session);
        let Some(e) = p.engine.as_mut() else {
            return Vec::new();
        };
        match e.poll() {
            Some(answer) => self.engine_answer(answer),
            None if since.elapsed() > timeout => {
                let err = EngineError::Hung {
                    program: e.program().to_string(),
                    secs: timeout.as_secs(),
                };
                let said = p.failed(&err, self.session.texts());
                self.ticked(said)
            }
            None => Vec::new(),
        }
    }

    /// The engine's answer: its move played (or its resignation), or its
    /// failure said.
    fn engine_answer(&mut self, answer: Result<Found, EngineError>) -> Vec<Reply> {
        let Some(p) = self.engine.as_mut() else {
            return Vec::new();
        };
        let Some((since, ply)) = p.search.take() else {
            return Vec::new();
        };
        let thought = since.elapsed();
        if p.blocking {
            // Virtual time: the engine's thinking is on its clock.
            let ms = Duration::from_millis(thought.as_millis() as u64);
            self.session.set_virtual_time(self.session.now() + ms);
        }
        let found = match answer {
            Ok(f) => f,
            Err(err) => {
                let said = p.failed(&err, self.session.texts());
                return self.ticked(said);
            }
        };
        // The player moved for it meanwhile, or took a move back.
        if self.session.game().moves().len() != ply || self.session.game().turn() != p.side {
            return Vec::new();
        }
        p.last_score = found.score;
        let lost = found.score.is_some_and(|s| s.centipawns() <= RESIGN_BELOW);
        p.hopeless = if lost { p.hopeless + 1 } else { 0 };
        let side = p.side;
        let resigns = p.hopeless >= 2;
        let mut note = found.uci.clone();
        if let Some(d) = found.depth {
            note.push_str(&format!(" depth {d}"));
        }
        if let Some(s) = found.score {
            note.push_str(&format!(" score {}", s.pgn()));
        }
        let at = self.session.now();
        let mut out: Vec<Reply> = self
            .durably(|log, _| log.note(at, "engine", &note))
            .into_iter()
            .collect();
        if resigns {
            out.push(Reply::say(self.session.texts().engine_resigns(side)));
            let word = command_word(&self.session, "command-resign");
            out.extend(self.handled_line(&word));
            return out;
        }
        out.extend(self.handled_line(&found.uci));
        out
    }

    /// A draw offered to the engine: accepted when it stands clearly
    /// worse, else declined (said, then answered as a typed line).
    fn engine_on_offer(&mut self) -> Vec<Reply> {
        let Some(p) = self.engine.as_ref() else {
            return Vec::new();
        };
        let g = self.session.game();
        if p.engine.is_none() || g.result().is_some() || g.pending_offer() != Some(!p.side) {
            return Vec::new();
        }
        let accepts = p
            .last_score
            .is_some_and(|s| s.centipawns() <= ACCEPT_DRAW_BELOW);
        let mut out = vec![Reply::say(self.session.texts().engine_on_draw(accepts))];
        let id = if accepts {
            "command-accept"
        } else {
            "command-decline"
        };
        let word = command_word(&self.session, id);
        out.extend(self.handled_line(&word));
        out
    }

    /// `analyse`: the game so far judged by the engine, said move by
    /// move where it lost something.
    fn analyse(&mut self) -> Vec<Reply> {
        let t = self.session.texts();
        let Some(p) = self.engine.as_mut() else {
            return vec![Reply::say(t.engine_none())];
        };
        if p.search.is_some() {
            return vec![Reply::say(t.engine_no_hint())];
        }
        let nodes = p.settings.nodes.unwrap_or(super::analysis::ANALYSIS_NODES);
        let Some(e) = p.engine.as_mut() else {
            return vec![Reply::say(t.engine_goes_on())];
        };
        match super::analysis::analyse(e, &self.session, nodes, |_, _| true) {
            Ok(judged) => super::analysis::sentences(&self.session, &judged),
            Err(err) => p.failed(&err, t),
        }
    }

    /// `hint`: a good move for the player; asked again at the same move,
    /// the threat it meets (the engine's best move if the player passed)
    /// or, when there is none, the line expected after it.
    fn hint(&mut self) -> Vec<Reply> {
        let t = self.session.texts();
        let Some(p) = self.engine.as_mut() else {
            return vec![Reply::say(t.engine_none())];
        };
        let g = self.session.game();
        if g.result().is_some() || g.turn() == p.side || p.search.is_some() {
            return vec![Reply::say(t.engine_no_hint())];
        }
        let Some(e) = p.engine.as_mut() else {
            return vec![Reply::say(t.engine_error(&EngineError::Crashed {
                program: p.settings.program.clone(),
            }))];
        };
        let go = Go {
            nodes: Some(p.settings.nodes.unwrap_or(HINT_NODES)),
            ..Go::default()
        };
        let (start, moves) = game_moves(&self.session);
        let pos = g.position().clone();
        let ply = moves.len();
        let timeout = Duration::from_secs(p.settings.timeout.unwrap_or(DEFAULT_TIMEOUT_SECS));
        if let Some((at, found)) = &p.hinted
            && *at == ply
        {
            let found = found.clone();
            // The threat: the best move of the other side, were it to move.
            if !pos.is_check()
                && let Ok(passed) = pos.clone().swap_turn()
            {
                let threat = e.go(&passed, &[], &go).and_then(|()| e.wait(timeout));
                match threat {
                    Ok(th) if is_threat(&passed, th.mv) => {
                        let (words, written) = self.session.move_in_words(&passed, th.mv);
                        return vec![
                            Reply::say(t.engine_hint_threat()),
                            words,
                            Reply::Print(written),
                        ];
                    }
                    Ok(_) => {}
                    Err(err) => return p.failed(&err, t),
                }
            }
            let mut out = vec![Reply::say(t.engine_hint_line())];
            let mut before = pos.clone();
            for m in found.pv.iter().take(4) {
                let (words, written) = self.session.move_in_words(&before, *m);
                out.push(words);
                out.push(Reply::Print(written));
                before.play_unchecked(*m);
            }
            return out;
        }
        match e.go(&start, &moves, &go).and_then(|()| e.wait(timeout)) {
            Ok(found) => {
                let (words, written) = self.session.move_in_words(&pos, found.mv);
                p.hinted = Some((ply, found));
                vec![Reply::say(t.engine_hint()), words, Reply::Print(written)]
            }
            Err(err) => p.failed(&err, t),
        }
    }
}

/// Whether a move of the side that passed threatens something: it takes
/// a piece or gives check.
fn is_threat(pos: &Chess, m: Move) -> bool {
    if m.is_capture() {
        return true;
    }
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.is_check()
}
