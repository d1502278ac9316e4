//! The server's HTTP side: each request read, checked and answered; the
//! event stream written by a thread of its own.

use std::io::{Read, Write};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::RecvTimeoutError;

use serde::Serialize;
use tiny_http::{Header, Method, Request, Response};

use super::Shared;
use super::board::{Accepted, board_number, check_token, parse_post, same};
use super::page::Page;
use super::stream::message;
use crate::wire::{MAX_BODY, Refusal};

const PGN: &str = "application/x-chess-pgn; charset=utf-8";
const JSON: &str = "application/json";
const HTML: &str = "text/html; charset=utf-8";
const TEXT: &str = "text/plain; charset=utf-8";

fn header(name: &str, value: &str) -> Header {
    Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("a valid header")
}

fn reply(rq: Request, status: u16, kind: &str, body: String) {
    let response = Response::from_string(body)
        .with_status_code(status)
        .with_header(header("Content-Type", kind))
        .with_header(header("Cache-Control", "no-cache"));
    // A client gone before its answer: nothing to do.
    let _ = rq.respond(response);
}

fn json<T: Serialize>(rq: Request, status: u16, value: &T) {
    let body = serde_json::to_string(value).unwrap_or_else(|_| "null".into());
    reply(rq, status, JSON, body);
}

fn refuse(rq: Request, refusal: &Refusal) {
    json(rq, refusal.status(), refusal);
}

fn header_value<'a>(rq: &'a Request, name: &str) -> Option<&'a str> {
    rq.headers()
        .iter()
        .find(|h| h.field.as_str().as_str().eq_ignore_ascii_case(name))
        .map(|h| h.value.as_str())
}

/// `%xx` and `+` decoded (form fields and query values).
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = |c: u8| (c as char).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The value of `name` in `a=1&b=2`.
fn field(pairs: &str, name: &str) -> Option<String> {
    pairs.split('&').find_map(|p| {
        let (k, v) = p.split_once('=')?;
        (decode(k) == name).then(|| decode(v))
    })
}

/// At most `MAX_BODY + 1` bytes of the body: more means too large.
fn body(rq: &mut Request) -> Result<Vec<u8>, Refusal> {
    if rq.body_length().is_some_and(|n| n > MAX_BODY) {
        return Err(Refusal::TooLarge);
    }
    let mut buf = Vec::new();
    rq.as_reader()
        .take(MAX_BODY as u64 + 1)
        .read_to_end(&mut buf)
        .map_err(|e| Refusal::Malformed {
            detail: format!("the body could not be read: {e}"),
        })?;
    if buf.len() > MAX_BODY {
        return Err(Refusal::TooLarge);
    }
    Ok(buf)
}

/// A body announced larger than this is never read: tiny_http reads and
/// throws away the unread body of every request it is done with, into a
/// buffer of the announced size made at once, and a size beyond memory
/// would end the process.
const NEVER_READ: usize = 64 << 20;

/// Refuses a body announced larger than [`NEVER_READ`] without letting
/// tiny_http read it: the status line and headers of a 413 are written
/// (tiny_http writes no body on this path), and the connection is left
/// as it is for the client to close: its request is never dropped, so
/// its body is never read. No sender of ours announces such a body.
fn refuse_unread(rq: Request) {
    let body = serde_json::to_string(&Refusal::TooLarge).unwrap_or_default();
    let response = Response::from_string(body)
        .with_status_code(413)
        .with_header(header("Content-Type", JSON))
        .with_header(header("Cache-Control", "no-cache"));
    let stream = rq.upgrade("close", response);
    std::mem::forget(stream);
}

/// Answers one request.
pub fn handle(shared: &Arc<Shared>, mut rq: Request) {
    if rq.body_length().is_some_and(|n| n > NEVER_READ) {
        return refuse_unread(rq);
    }
    let url = rq.url().to_string();
    let (path, query) = url.split_once('?').unwrap_or((&url, ""));
    let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let method = rq.method().clone();
    match (&method, parts.as_slice()) {
        (Method::Get, [""]) => {
            let key = field(query, "key").filter(|k| same(k.as_bytes(), shared.key.as_bytes()));
            let round = shared.lock();
            let html = Page {
                round: &round,
                words: &shared.words,
                lang: &shared.lang,
                title: &shared.title,
                key: key.as_deref(),
            }
            .html();
            drop(round);
            reply(rq, 200, HTML, html);
        }
        (Method::Get, ["round.pgn"]) => {
            let text = shared.lock().round_pgn();
            reply(rq, 200, PGN, text);
        }
        (Method::Get, ["boards", file]) if file.ends_with(".pgn") => {
            let n = match board_number(file.trim_end_matches(".pgn")) {
                Ok(n) => n,
                Err(r) => return refuse(rq, &r),
            };
            let text = shared.lock().pgn(n);
            match text {
                Some(text) => reply(rq, 200, PGN, text),
                None => reply(rq, 404, TEXT, format!("Board {n} has no game yet.\n")),
            }
        }
        (Method::Get, ["api", "boards", n] | ["api", "boards", n, "next"]) => {
            match board_number(n) {
                Ok(n) => {
                    let state = shared.lock().state(n);
                    json(rq, 200, &state)
                }
                Err(r) => refuse(rq, &r),
            }
        }
        (Method::Get, ["api", "boards", n, "events"]) => match board_number(n) {
            Ok(n) => {
                let events = shared
                    .lock()
                    .board(n)
                    .map(|b| b.events.clone())
                    .unwrap_or_default();
                json(rq, 200, &events)
            }
            Err(r) => refuse(rq, &r),
        },
        (Method::Post, ["api", "boards", n]) => {
            let n = n.to_string();
            post(shared, rq, &n)
        }
        (Method::Post, ["api", "boards", n, "release"]) => {
            let n = n.to_string();
            if !arbiter(shared, &mut rq, query) {
                return refuse(rq, &Refusal::Token);
            }
            match board_number(&n) {
                Ok(n) => {
                    let released = shared.lock().release(n);
                    json(
                        rq,
                        200,
                        &serde_json::json!({ "board": n, "released": released }),
                    )
                }
                Err(r) => refuse(rq, &r),
            }
        }
        (Method::Post, ["api", "warnings", id, "seen"]) => {
            let id = id.to_string();
            seen(shared, rq, query, &id)
        }
        (Method::Get, ["api", "warnings"]) => {
            let list = shared.lock().warnings().to_vec();
            json(rq, 200, &list)
        }
        (Method::Get, ["api", "events"]) => events(shared, rq),
        (Method::Get | Method::Head, _) => reply(rq, 404, TEXT, "Nothing here.\n".into()),
        _ => reply(rq, 405, TEXT, "Not allowed here.\n".into()),
    }
}

/// `POST /api/boards/{n}`: a player's events.
fn post(shared: &Arc<Shared>, mut rq: Request, n: &str) {
    if let Err(r) = check_token(header_value(&rq, "Authorization"), &shared.token) {
        return refuse(rq, &r);
    }
    let n = match board_number(n) {
        Ok(n) => n,
        Err(r) => return refuse(rq, &r),
    };
    let taken = body(&mut rq).and_then(|b| parse_post(&b)).and_then(|p| {
        let mut round = shared.lock();
        let (ack, accepted) = round.post(n, p)?;
        // Published under the round's lock, so viewers see the events
        // in the order the round took them; publishing never waits.
        for a in &accepted {
            publish(shared, a);
        }
        Ok(ack)
    });
    match taken {
        Ok(ack) => json(rq, 200, &ack),
        Err(r) => refuse(rq, &r),
    }
}

fn publish(shared: &Shared, a: &Accepted) {
    let kind = serde_json::to_value(a.kind)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_else(|| "note".into());
    if let Ok(data) = serde_json::to_string(a) {
        shared.hub.publish(&message(&kind, &data));
    }
}

/// Whether the request carries the arbiter's key: `Authorization:
/// Bearer KEY`, a form field or query value `key`. Reads the body.
fn arbiter(shared: &Shared, rq: &mut Request, query: &str) -> bool {
    if check_token(header_value(rq, "Authorization"), &shared.key).is_ok() {
        return true;
    }
    if field(query, "key").is_some_and(|k| same(k.as_bytes(), shared.key.as_bytes())) {
        return true;
    }
    match body(rq) {
        Ok(b) => field(&String::from_utf8_lossy(&b), "key")
            .is_some_and(|k| same(k.as_bytes(), shared.key.as_bytes())),
        Err(_) => false,
    }
}

/// `POST /api/warnings/{id}/seen`: from the page's form, back to the page.
fn seen(shared: &Arc<Shared>, mut rq: Request, query: &str, id: &str) {
    let from_form = header_value(&rq, "Content-Type")
        .is_some_and(|t| t.starts_with("application/x-www-form-urlencoded"));
    if !arbiter(shared, &mut rq, query) {
        return refuse(rq, &Refusal::Token);
    }
    let Ok(id) = id.parse::<u64>() else {
        return reply(rq, 404, TEXT, "No such warning.\n".into());
    };
    let mut round = shared.lock();
    let Some(board) = round.mark_seen(id) else {
        drop(round);
        return reply(rq, 404, TEXT, "No such warning.\n".into());
    };
    let unseen = round.unseen(board);
    let data = serde_json::json!({ "id": id, "board": board, "unseen": unseen }).to_string();
    shared.hub.publish(&message("seen", &data));
    drop(round);
    if from_form {
        let location = format!("/?key={}", shared.key);
        let response = Response::from_string(String::new())
            .with_status_code(303)
            .with_header(header("Location", &location));
        let _ = rq.respond(response);
    } else {
        json(rq, 200, &serde_json::json!({ "id": id, "seen": true }));
    }
}

/// `GET /api/events`: the stream, on a thread of its own until the
/// viewer goes, falls behind or the server stops.
fn events(shared: &Arc<Shared>, rq: Request) {
    let Some(rx) = shared.hub.subscribe() else {
        return reply(rq, 503, TEXT, "Too many viewers.\n".into());
    };
    let shared = Arc::clone(shared);
    let spawned = std::thread::Builder::new()
        .name("event stream".into())
        .spawn(move || {
            let mut w = rq.into_writer();
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n\
Cache-Control: no-cache\r\nConnection: close\r\nX-Accel-Buffering: no\r\n\r\n\
retry: 2000\n: the round's events\n\n";
            if w.write_all(head.as_bytes())
                .and_then(|_| w.flush())
                .is_err()
            {
                return;
            }
            loop {
                let text = match rx.recv_timeout(shared.heartbeat) {
                    Ok(m) if m.is_empty() => continue,
                    Ok(m) => m,
                    Err(RecvTimeoutError::Timeout) => ": heartbeat\n\n".to_string(),
                    Err(RecvTimeoutError::Disconnected) => return,
                };
                if shared.stopping.load(Ordering::SeqCst) {
                    return;
                }
                if w.write_all(text.as_bytes())
                    .and_then(|_| w.flush())
                    .is_err()
                {
                    return;
                }
            }
        });
    // No thread to be had: the viewer's request was moved into the
    // closure and is dropped, which closes its connection.
    drop(spawned);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_fields_are_decoded() {
        assert_eq!(field("a=1&key=x%2By+z", "key").as_deref(), Some("x+y z"));
        assert_eq!(field("a=1", "key"), None);
        assert_eq!(decode("%zz%4"), "%zz%4");
    }
}
