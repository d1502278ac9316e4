//! Games sent live to the arbiter's table and the tournament's broadcast.
//!
//! A player's annabella posts its game, event by event, to the arbiter's
//! server (`annabella serve`); the server keeps every board, publishes the
//! round as PGN for broadcast services, streams the events to the
//! arbiter's page and never changes a game. This crate holds the wire
//! format both sides speak ([`wire`]), the server ([`server`]) and the
//! sender ([`sender`]); it knows nothing of the session: it is handed
//! what to send (docs/broadcast.md).

pub mod sender;
pub mod server;
pub mod wire;
