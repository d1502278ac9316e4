//! The server: boards, the round, the event stream, the page
//! (docs/broadcast.md).
//!
//! [`Server::start`] binds an address and answers on a few threads of
//! its own until [`Server::stop`] (or until it is dropped). What a post
//! does to the round is pure and lives in [`board`]; the HTTP side in
//! `http`; the page in [`page`] with its words in `src/page-words.toml`.

pub mod board;
mod http;
pub mod page;
pub mod stream;
pub mod words;

use std::fmt;
use std::io;
use std::net::{SocketAddr, TcpListener};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

use board::Round;
use words::Words;

/// How the server is started.
#[derive(Debug, Clone)]
pub struct Config {
    /// Where to listen: `127.0.0.1:8080`; port 0 picks a free one.
    pub bind: String,
    /// The tournament token players post with; a random one if `None`.
    pub token: Option<String>,
    /// The arbiter's key for the page's actions; a random one if `None`.
    pub arbiter_key: Option<String>,
    /// The page's language: `en`, `de` or `ru`.
    pub lang: String,
    /// The event and round, shown under the page's heading (may be empty).
    pub title: String,
    /// How often a quiet event stream gets a heartbeat comment.
    pub heartbeat: Duration,
    /// Threads answering requests (the event streams have their own).
    pub workers: usize,
    /// Event-stream viewers at once.
    pub max_viewers: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            bind: "127.0.0.1:8080".into(),
            token: None,
            arbiter_key: None,
            lang: "en".into(),
            title: String::new(),
            heartbeat: Duration::from_secs(15),
            workers: 4,
            max_viewers: 64,
        }
    }
}

/// Why the server did not start.
#[derive(Debug)]
pub enum StartError {
    /// `bind` is not an address with a port.
    BadAddress(String),
    /// Another program listens there already.
    InUse(String),
    /// The address is not one of this machine's.
    NotHere(String),
    /// A port below 1024 without the right to it.
    NotAllowed(String),
    /// Another failure to listen.
    Listen {
        /// The address.
        addr: String,
        /// What the system said.
        detail: String,
    },
    /// No random token could be made.
    Random(String),
    /// The page has no words in that language.
    Lang(String),
    /// A token or key that is empty or has spaces.
    BadSecret,
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::BadAddress(a) => write!(f, "{a} is not an address with a port"),
            StartError::InUse(a) => write!(f, "another program listens on {a} already"),
            StartError::NotHere(a) => write!(f, "{a} is not an address of this machine"),
            StartError::NotAllowed(a) => write!(f, "listening on {a} is not allowed"),
            StartError::Listen { addr, detail } => write!(f, "cannot listen on {addr}: {detail}"),
            StartError::Random(d) => write!(f, "no random token: {d}"),
            StartError::Lang(l) => write!(f, "the page has no words in {l}"),
            StartError::BadSecret => write!(f, "a token or key must be letters and digits"),
        }
    }
}

impl std::error::Error for StartError {}

/// What the request threads share.
struct Shared {
    round: Mutex<Round>,
    hub: stream::Hub,
    token: String,
    key: String,
    words: Words,
    lang: String,
    title: String,
    heartbeat: Duration,
    stopping: AtomicBool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Round> {
        self.round.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A running server.
pub struct Server {
    addr: SocketAddr,
    shared: Arc<Shared>,
    http: Arc<tiny_http::Server>,
    workers: Vec<JoinHandle<()>>,
}

/// 16 random bytes as 32 hex digits.
pub fn random_secret() -> Result<String, StartError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| StartError::Random(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

fn secret(given: Option<String>) -> Result<String, StartError> {
    match given {
        Some(s)
            if !s.is_empty()
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)) =>
        {
            Ok(s)
        }
        Some(_) => Err(StartError::BadSecret),
        None => random_secret(),
    }
}

fn listen(bind: &str) -> Result<TcpListener, StartError> {
    let addr: SocketAddr = bind
        .parse()
        .map_err(|_| StartError::BadAddress(bind.to_string()))?;
    TcpListener::bind(addr).map_err(|e| match e.kind() {
        io::ErrorKind::AddrInUse => StartError::InUse(bind.to_string()),
        io::ErrorKind::AddrNotAvailable => StartError::NotHere(bind.to_string()),
        io::ErrorKind::PermissionDenied => StartError::NotAllowed(bind.to_string()),
        _ => StartError::Listen {
            addr: bind.to_string(),
            detail: e.to_string(),
        },
    })
}

impl Server {
    /// Listens on `config.bind` and answers until stopped.
    pub fn start(config: Config) -> Result<Server, StartError> {
        let words =
            Words::for_lang(&config.lang).ok_or_else(|| StartError::Lang(config.lang.clone()))?;
        let token = secret(config.token)?;
        let key = secret(config.arbiter_key)?;
        let listener = listen(&config.bind)?;
        let addr = listener.local_addr().map_err(|e| StartError::Listen {
            addr: config.bind.clone(),
            detail: e.to_string(),
        })?;
        let http =
            tiny_http::Server::from_listener(listener, None).map_err(|e| StartError::Listen {
                addr: config.bind.clone(),
                detail: e.to_string(),
            })?;
        let http = Arc::new(http);
        let shared = Arc::new(Shared {
            round: Mutex::new(Round::new()),
            hub: stream::Hub::new(config.max_viewers.max(1)),
            token,
            key,
            words,
            lang: config.lang,
            title: config.title,
            heartbeat: config.heartbeat,
            stopping: AtomicBool::new(false),
        });
        let mut workers = Vec::new();
        for i in 0..config.workers.max(1) {
            let http = Arc::clone(&http);
            let shared = Arc::clone(&shared);
            let worker = std::thread::Builder::new()
                .name(format!("serve {i}"))
                .spawn(move || {
                    while let Ok(rq) = http.recv() {
                        if shared.stopping.load(Ordering::SeqCst) {
                            break;
                        }
                        http::handle(&shared, rq);
                    }
                })
                .map_err(|e| StartError::Listen {
                    addr: config.bind.clone(),
                    detail: e.to_string(),
                })?;
            workers.push(worker);
        }
        Ok(Server {
            addr,
            shared,
            http,
            workers,
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The tournament token the players post with.
    pub fn token(&self) -> &str {
        &self.shared.token
    }

    /// The arbiter's key.
    pub fn arbiter_key(&self) -> &str {
        &self.shared.key
    }

    /// How many viewers follow the event stream now.
    pub fn viewers(&self) -> usize {
        self.shared.hub.viewers()
    }

    /// The round's PGN as `GET /round.pgn` gives it.
    pub fn round_pgn(&self) -> String {
        self.shared.lock().round_pgn()
    }

    /// Stops answering: the request threads end, the event streams close.
    pub fn stop(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        self.shared.stopping.store(true, Ordering::SeqCst);
        self.shared.hub.close();
        for _ in &self.workers {
            self.http.unblock();
        }
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.shutdown();
    }
}
