//! `--broadcast URL` and `--broadcast-token TOKEN`: the game sent live to
//! the arbiter's server (docs/broadcast.md). The address and the board
//! number are the game's settings (recorded in the journal, with the
//! client id chosen when the game is opened); the token is a credential
//! given on every run and kept nowhere.

use std::path::Path;
use std::process::ExitCode;

use broadcast::sender::Target;

use crate::game_loop::GameLoop;
use crate::game_loop::broadcast::{Events, Live, new_client_id};
use crate::messages::broadcast_texts;
use crate::reply::Reply;
use crate::settings::{BroadcastSettings, Settings};

use super::{RunArgs, fail};

/// The variable that may hold the token instead of the command line.
pub const TOKEN_VAR: &str = "ANNABELLA_BROADCAST_TOKEN";

/// The token: given on the command line, else in the environment.
fn token(run: &RunArgs) -> Option<String> {
    run.broadcast_token
        .clone()
        .or_else(|| std::env::var(TOKEN_VAR).ok())
        .filter(|t| !t.trim().is_empty())
}

/// A new game with `--broadcast`: the address and a new client id go
/// into the settings (before the journal records them). Refused, said,
/// without a board number, a token or an `http://` address.
pub(super) fn prepare(run: &RunArgs, settings: &mut Settings) -> Result<Option<String>, ExitCode> {
    let Some(url) = run.broadcast.clone() else {
        return Ok(None);
    };
    let t = broadcast_texts(settings.lang());
    if !url.starts_with("http://") {
        return Err(fail(t.broadcast_bad_url(&url)));
    }
    if settings.board_number.is_none() {
        return Err(fail(t.broadcast_needs_board()));
    }
    let Some(token) = token(run) else {
        return Err(fail(t.broadcast_needs_token()));
    };
    settings.broadcast = Some(BroadcastSettings {
        url,
        client: new_client_id(),
    });
    Ok(Some(token))
}

/// A new game: sending starts, and that is said.
pub(super) fn attach_new(
    game: GameLoop,
    settings: &Settings,
    token: Option<String>,
    first: &mut Vec<Reply>,
) -> GameLoop {
    let (Some(b), Some(board), Some(token)) = (&settings.broadcast, settings.board_number, token)
    else {
        return game;
    };
    first.push(Reply::say(
        broadcast_texts(settings.lang()).broadcast_sending(&b.url, board),
    ));
    let target = Target {
        base: b.url.clone(),
        token,
        board,
        client: b.client.clone(),
        resumed: false,
    };
    game.with_broadcast(Live::start(target, Events::new(), Vec::new()))
}

/// A resumed game that was sent (or `--broadcast` given now): its events
/// are made again from the journal while it is replayed, so they carry
/// the same numbers. Returns what resume must observe, and the token.
pub(super) struct Resending {
    pub events: Events,
    pub made: Vec<broadcast::wire::Event>,
    target: Target,
}

impl Resending {
    /// Whether the game of `journal` is to be sent on: it was recorded
    /// with a broadcast (or one is asked for now) and a token is given.
    /// Without a token it is said that nothing is sent.
    pub(super) fn of(run: &RunArgs, journal: &Path) -> Result<Option<Resending>, ExitCode> {
        let Some(recorded) = crate::gamelog::recorded(journal) else {
            return Ok(None);
        };
        let t = broadcast_texts(recorded.lang());
        let wanted = match (&run.broadcast, &recorded.broadcast) {
            (Some(url), Some(b)) => BroadcastSettings {
                url: url.clone(),
                client: b.client.clone(),
            },
            (Some(url), None) => BroadcastSettings {
                url: url.clone(),
                client: new_client_id(),
            },
            (None, Some(b)) => b.clone(),
            (None, None) => return Ok(None),
        };
        if !wanted.url.starts_with("http://") {
            return Err(fail(t.broadcast_bad_url(&wanted.url)));
        }
        let Some(board) = recorded.board_number else {
            return Err(fail(t.broadcast_needs_board()));
        };
        let Some(token) = token(run) else {
            if run.broadcast.is_some() {
                return Err(fail(t.broadcast_needs_token()));
            }
            // A game sent before, resumed without the token: it goes on
            // here, and that nothing is sent is said.
            println!("{}", t.broadcast_needs_token());
            return Ok(None);
        };
        Ok(Some(Resending {
            events: Events::new(),
            made: Vec::new(),
            target: Target {
                base: wanted.url,
                token,
                board,
                client: wanted.client,
                resumed: true,
            },
        }))
    }

    /// Sees the replayed session: the events it makes are kept.
    pub(super) fn observe(
        &mut self,
        session: &crate::session::Session,
        said: &[Reply],
        line: Option<&str>,
    ) {
        let now = crate::game_loop::broadcast::now_ms();
        self.made
            .extend(self.events.observe(session, said, line, now));
    }

    /// Sending goes on: what the server missed is sent first.
    pub(super) fn attach(self, game: GameLoop, first: &mut Vec<Reply>) -> GameLoop {
        first.push(Reply::say(
            broadcast_texts(game.session().lang())
                .broadcast_sending(&self.target.base, self.target.board),
        ));
        // The game as it stands is the last event made: attaching it
        // makes no new one.
        game.with_broadcast(Live::start(self.target, self.events, self.made))
    }
}
