//! The sender: a player's annabella posts its game's events to the
//! arbiter's server in the background.
//!
//! A [`Sender`] owns one thread and a queue. [`Sender::send`] only puts an
//! event on a channel, so the game never waits for the network. The
//! thread keeps every event of the game and posts those the server has
//! not taken yet, [`MAX_EVENTS`] at a time, with short timeouts; it goes
//! on from the number the server answers (an [`Ack`], or a
//! [`Refusal::Gap`]), so after a break, a restarted server or a resumed
//! game the server's copy catches up with the journal. A resumed game's
//! sender first asks the server what it has (`GET /api/boards/{n}`).
//! What the game must tell the player comes back as [`Notice`]s: the
//! server lost (once, while it is retried with a growing pause), the
//! server back (once everything it missed is sent again), and a refusal
//! that sending again cannot mend (a wrong token, another client's
//! board), after which nothing more is posted.

use std::collections::VecDeque;
use std::sync::mpsc;
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::wire::{Ack, Event, MAX_BODY, MAX_EVENTS, Post, Refusal};

/// How long one request may take, from connecting to the last byte.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(3);

/// The first pause before trying an unreachable server again; it doubles
/// up to [`MAX_BACKOFF`].
pub const FIRST_BACKOFF: Duration = Duration::from_millis(200);

/// The longest pause between two tries.
pub const MAX_BACKOFF: Duration = Duration::from_secs(5);

/// Where and as whom a game is sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// The server's address: `http://192.168.1.10:8080` (a path after it
    /// is kept: `http://host/annabella`).
    pub base: String,
    /// The tournament token. A credential: never printed or kept.
    pub token: String,
    /// The board number.
    pub board: u32,
    /// The client id the game chose when it was opened.
    pub client: String,
    /// A resumed game: the server is asked first what it has.
    pub resumed: bool,
}

/// What the sender tells the game loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// The server cannot be reached (said once; the sender tries again in
    /// the background).
    Lost(Trouble),
    /// The server answers again and has everything that was missed.
    Back,
    /// The server refused the game for a reason sending again cannot
    /// mend: nothing more is sent.
    Refused(Refusal),
}

/// Why the server could not be reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trouble {
    /// Nobody answers at the address (no server, no network, no such host).
    NoAnswer,
    /// The server did not answer in time.
    TimedOut,
    /// The server answered with an error of its own (HTTP 5xx).
    ServerError(u16),
    /// The answer could not be read as the wire format.
    NotUnderstood,
}

impl Trouble {
    fn of(e: &ureq::Error) -> Trouble {
        match e {
            ureq::Error::Timeout(_) => Trouble::TimedOut,
            ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::TimedOut => Trouble::TimedOut,
            ureq::Error::Protocol(_) | ureq::Error::BodyExceedsLimit(_) => Trouble::NotUnderstood,
            _ => Trouble::NoAnswer,
        }
    }
}

/// How the sender ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finished {
    /// Events the server had not taken when the sender stopped.
    pub unsent: usize,
    /// What the sender had still to tell (the server back while the last
    /// events were sent).
    pub notices: Vec<Notice>,
}

enum Msg {
    Event(Box<Event>),
    Finish(Duration),
}

/// Posts a game's events in the background.
pub struct Sender {
    tx: mpsc::Sender<Msg>,
    notices: mpsc::Receiver<Notice>,
    done: mpsc::Receiver<Finished>,
    thread: Option<JoinHandle<()>>,
}

impl Sender {
    /// Starts the sender's thread.
    pub fn start(target: Target) -> Sender {
        let (tx, rx) = mpsc::channel();
        let (ntx, notices) = mpsc::channel();
        let (dtx, done) = mpsc::channel();
        let thread = std::thread::Builder::new()
            .name("broadcast".into())
            .spawn(move || {
                let mut w = Worker::new(target, ntx);
                let finished = w.run(&rx);
                let _ = dtx.send(finished);
            })
            .ok();
        Sender {
            tx,
            notices,
            done,
            thread,
        }
    }

    /// Queues an event: returns at once.
    pub fn send(&self, event: Event) {
        let _ = self.tx.send(Msg::Event(Box::new(event)));
    }

    /// What the sender has to tell, if anything (never waits).
    pub fn try_notice(&self) -> Option<Notice> {
        self.notices.try_recv().ok()
    }

    /// Sends what waits for at most `grace`, then stops the thread.
    /// Returns how many events the server had not taken (all of them when
    /// the thread does not answer in time).
    pub fn finish(mut self, grace: Duration) -> Finished {
        let _ = self.tx.send(Msg::Finish(grace));
        let finished = self
            .done
            .recv_timeout(grace + REQUEST_TIMEOUT + Duration::from_millis(500))
            .unwrap_or(Finished {
                unsent: usize::MAX,
                notices: Vec::new(),
            });
        let mut finished = finished;
        if finished.unsent != usize::MAX
            && let Some(t) = self.thread.take()
        {
            let _ = t.join();
        }
        finished.notices.extend(self.notices.try_iter());
        finished
    }
}

/// The answer to one request.
enum Answer {
    Taken(u64),
    Refused(Refusal),
    /// Unreachable, a timeout, a server error, an answer not understood.
    Failed(Trouble),
}

struct Worker {
    target: Target,
    agent: ureq::Agent,
    notices: mpsc::Sender<Notice>,
    /// Every event of the game not yet taken, in order.
    queue: VecDeque<Event>,
    /// Events already taken (kept for a server that loses its copy).
    taken: Vec<Event>,
    /// The next number the server wants; unknown before a resumed game
    /// has asked.
    next: Option<u64>,
    lost: bool,
    /// Requests failed one after the other.
    failures: u32,
    refused: bool,
    backoff: Duration,
    retry_at: Option<Instant>,
    /// Events at most in one post (halved after a post too large).
    batch: usize,
}

impl Worker {
    fn new(target: Target, notices: mpsc::Sender<Notice>) -> Worker {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(REQUEST_TIMEOUT))
            .timeout_connect(Some(Duration::from_secs(1)))
            .http_status_as_error(false)
            .proxy(None)
            .build()
            .into();
        let next = (!target.resumed).then_some(1);
        Worker {
            target,
            agent,
            notices,
            queue: VecDeque::new(),
            taken: Vec::new(),
            next,
            lost: false,
            failures: 0,
            refused: false,
            backoff: FIRST_BACKOFF,
            retry_at: None,
            batch: MAX_EVENTS,
        }
    }

    fn url(&self) -> String {
        format!(
            "{}/api/boards/{}",
            self.target.base.trim_end_matches('/'),
            self.target.board
        )
    }

    fn run(&mut self, rx: &mpsc::Receiver<Msg>) -> Finished {
        let mut deadline: Option<Instant> = None;
        loop {
            // Take what came in; wait only when there is nothing to do.
            let busy = !self.refused && (self.next.is_none() || !self.queue.is_empty());
            let wait = match (busy, self.retry_at) {
                (true, Some(at)) => at.saturating_duration_since(Instant::now()),
                (true, None) => Duration::ZERO,
                (false, _) => Duration::from_secs(3600),
            };
            let wait = match deadline {
                Some(d) => wait.min(d.saturating_duration_since(Instant::now())),
                None => wait,
            };
            let mut msg = if wait.is_zero() {
                rx.try_recv()
                    .map_err(|e| e == mpsc::TryRecvError::Disconnected)
            } else {
                rx.recv_timeout(wait)
                    .map_err(|e| e == mpsc::RecvTimeoutError::Disconnected)
            };
            loop {
                match msg {
                    Ok(Msg::Event(e)) => self.take(*e),
                    Ok(Msg::Finish(grace)) => deadline = Some(Instant::now() + grace),
                    // The game is gone without a word: stop now.
                    Err(true) if deadline.is_none() => deadline = Some(Instant::now()),
                    Err(_) => break,
                }
                msg = rx
                    .try_recv()
                    .map_err(|e| e == mpsc::TryRecvError::Disconnected);
            }
            if let Some(d) = deadline
                && (self.refused || self.queue.is_empty() || Instant::now() >= d)
            {
                return Finished {
                    unsent: self.queue.len(),
                    notices: Vec::new(),
                };
            }
            if self.refused || self.retry_at.is_some_and(|at| Instant::now() < at) {
                continue;
            }
            self.step();
        }
    }

    /// A new event from the game.
    fn take(&mut self, e: Event) {
        if self.next.is_some_and(|n| e.seq < n) {
            self.taken.push(e);
        } else {
            self.queue.push_back(e);
        }
    }

    /// One request: the question of a resumed game, or a post.
    fn step(&mut self) {
        let answer = match self.next {
            None => self.ask(),
            Some(_) if self.queue.is_empty() => return,
            Some(_) => self.post(),
        };
        match answer {
            Answer::Taken(next) => {
                self.go_on_from(next);
                self.answered();
            }
            Answer::Refused(Refusal::Gap { next }) => {
                self.go_on_from(next);
                self.answered();
            }
            Answer::Refused(Refusal::TooLarge) if self.batch > 1 => {
                self.batch = (self.batch / 2).max(1);
            }
            Answer::Refused(r) => {
                self.refused = true;
                let _ = self.notices.send(Notice::Refused(r));
            }
            Answer::Failed(why) => {
                // One failure is tried again at once, unsaid: a kept-alive
                // connection the server had closed fails once.
                self.failures += 1;
                if self.failures == 1 {
                    self.retry_at = Some(Instant::now() + Duration::from_millis(50));
                    return;
                }
                if !self.lost {
                    self.lost = true;
                    let _ = self.notices.send(Notice::Lost(why));
                }
                self.retry_at = Some(Instant::now() + self.backoff);
                self.backoff = (self.backoff * 2).min(MAX_BACKOFF);
            }
        }
    }

    /// The server answered: a lost server is back once it has it all.
    fn answered(&mut self) {
        self.retry_at = None;
        self.failures = 0;
        self.backoff = FIRST_BACKOFF;
        if self.lost && self.queue.is_empty() {
            self.lost = false;
            let _ = self.notices.send(Notice::Back);
        }
    }

    /// The server wants `next` next: what it has leaves the queue; what it
    /// lost (a server started afresh) comes back into it.
    fn go_on_from(&mut self, next: u64) {
        let next = next.max(1);
        self.next = Some(next);
        while self.taken.last().is_some_and(|e| e.seq >= next) {
            if let Some(e) = self.taken.pop() {
                self.queue.push_front(e);
            }
        }
        while self.queue.front().is_some_and(|e| e.seq < next) {
            if let Some(e) = self.queue.pop_front() {
                self.taken.push(e);
            }
        }
    }

    /// `GET /api/boards/{n}`: what the server has of the board.
    fn ask(&mut self) -> Answer {
        let response = self
            .agent
            .get(self.url())
            .header("Authorization", &format!("Bearer {}", self.target.token))
            .call();
        let (status, body) = match read(response) {
            Ok(x) => x,
            Err(why) => return Answer::Failed(why),
        };
        match status {
            // Nothing posted to the board yet.
            404 => Answer::Taken(1),
            200 => {
                #[derive(serde::Deserialize)]
                struct Has {
                    next: u64,
                }
                match serde_json::from_str::<Has>(&body) {
                    Ok(h) => Answer::Taken(h.next),
                    Err(_) => Answer::Failed(Trouble::NotUnderstood),
                }
            }
            _ => refusal(status, &body),
        }
    }

    fn post(&mut self) -> Answer {
        let events: Vec<Event> = self.queue.iter().take(self.batch).cloned().collect();
        let post = Post {
            client: self.target.client.clone(),
            events,
        };
        let body = match serde_json::to_string(&post) {
            Ok(b) => b,
            Err(_) => return Answer::Failed(Trouble::NotUnderstood),
        };
        if body.len() > MAX_BODY && self.batch > 1 {
            return Answer::Refused(Refusal::TooLarge);
        }
        let response = self
            .agent
            .post(self.url())
            .header("Authorization", &format!("Bearer {}", self.target.token))
            .header("Content-Type", "application/json")
            .send(body.as_str());
        let (status, text) = match read(response) {
            Ok(x) => x,
            Err(why) => return Answer::Failed(why),
        };
        if status == 200 {
            return match serde_json::from_str::<Ack>(&text) {
                Ok(a) => Answer::Taken(a.next),
                Err(_) => Answer::Failed(Trouble::NotUnderstood),
            };
        }
        refusal(status, &text)
    }
}

/// The status and body of an answer, or why there is none.
fn read(
    response: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
) -> Result<(u16, String), Trouble> {
    let mut response = response.map_err(|e| Trouble::of(&e))?;
    let status = response.status().as_u16();
    let body = response
        .body_mut()
        .with_config()
        .limit(MAX_BODY as u64)
        .read_to_string()
        .map_err(|e| Trouble::of(&e))?;
    Ok((status, body))
}

/// A refusal the server gave (a server error is a failure, tried again).
fn refusal(status: u16, body: &str) -> Answer {
    if status >= 500 {
        return Answer::Failed(Trouble::ServerError(status));
    }
    match serde_json::from_str::<Refusal>(body) {
        Ok(r) => Answer::Refused(r),
        Err(_) => match status {
            401 => Answer::Refused(Refusal::Token),
            404 => Answer::Refused(Refusal::NoBoard),
            413 => Answer::Refused(Refusal::TooLarge),
            _ => Answer::Failed(Trouble::NotUnderstood),
        },
    }
}

#[cfg(test)]
mod tests;
