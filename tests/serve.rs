//! `annabella serve` as a program: it says where the round's PGN, the
//! page and the players' address are and the token; a posted game comes
//! back in the round's PGN, read by the PGN reader; it stops when its
//! input ends; an address in use is said in words.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::time::Duration;

fn http(addr: &str, method: &str, path: &str, extra: &str, body: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n{extra}\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = String::new();
    s.read_to_string(&mut raw).unwrap();
    let (head, body) = raw.split_once("\r\n\r\n").expect("an answer");
    let status = head.split(' ').nth(1).unwrap().parse().unwrap();
    (status, body.to_string())
}

const PGN: &str = "[Event \"City Open\"]\n[Site \"Town\"]\n[Date \"2026.12.01\"]\n[Round \"3\"]\n[White \"Anna\"]\n[Black \"Bella\"]\n[Result \"*\"]\n[TimeControl \"5400+30\"]\n\n1. Nf3 { [%clk 1:29:55] } Nf6 { [%clk 1:29:50] } *\n";

#[test]
fn serve_says_its_addresses_takes_a_game_and_stops_at_the_end_of_its_input() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args([
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--token",
            "tok-1",
            "--arbiter-key",
            "key-1",
            "--lang",
            "en",
        ])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("annabella runs");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut lines = Vec::new();
    while !lines
        .iter()
        .any(|l: &String| l.starts_with("To stop the server"))
    {
        let mut line = String::new();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "output ended: {lines:?}"
        );
        lines.push(line.trim_end().to_string());
    }
    let first = &lines[0];
    let addr = first
        .strip_prefix("The arbiter's server listens on ")
        .and_then(|a| a.strip_suffix('.'))
        .unwrap_or_else(|| panic!("{first}"))
        .to_string();
    let base = format!("http://{addr}");
    for want in [
        format!("The round's PGN, for a broadcast service: {base}/round.pgn"),
        format!("The arbiter's page: {base}/?key=key-1"),
        format!("The address for the players' annabella: {base}/"),
        "The tournament token for the players: tok-1".to_string(),
    ] {
        assert!(lines.contains(&want), "{want:?} not in {lines:?}");
    }
    // One idea per line, nothing but words, addresses and the token.
    assert!(lines.iter().all(|l| !l.contains('\t') && l.len() < 200));

    let post = serde_json::json!({
        "client": "c-1",
        "events": [{
            "seq": 1, "at_ms": 1_780_000_000_000u64, "kind": "move",
            "text": "Nf6", "lang": "en", "warning": false,
            "snapshot": {
                "pgn": PGN, "white": "Anna", "black": "Bella", "ply": 2,
                "white_ms": 5_395_000, "black_ms": 5_390_000, "running": "white",
                "last_move": {"san": "Nf6", "words": "Springer Gustav acht Felix sechs"},
                "result": null
            }
        }]
    })
    .to_string();
    let (status, _) = http(
        &addr,
        "POST",
        "/api/boards/12",
        "Authorization: Bearer wrong\r\n",
        &post,
    );
    assert_eq!(status, 401);
    let (status, body) = http(
        &addr,
        "POST",
        "/api/boards/12",
        "Authorization: Bearer tok-1\r\n",
        &post,
    );
    assert_eq!((status, body.as_str()), (200, "{\"next\":2}"));
    let (status, round) = http(&addr, "GET", "/round.pgn", "", "");
    assert_eq!(status, 200);
    let games = laws::pgn::read_games(&round);
    assert_eq!(games.len(), 1, "{round}");
    let game = games[0].as_ref().expect("the round's PGN reads");
    assert_eq!(game.moves.len(), 2);
    assert_eq!(game.tag("Board"), Some("12"));
    assert_eq!(game.tag("Round"), Some("3"));
    assert_eq!(game.tag("TimeControl"), Some("5400+30"));
    assert!(round.contains("{ [%clk 1:29:55] }"), "{round}");

    drop(child.stdin.take());
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    assert!(rest.contains("The arbiter's server has stopped."), "{rest}");
    assert!(child.wait().unwrap().success());
}

#[test]
fn an_address_in_use_is_said_in_words() {
    let taken = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["serve", "--bind", &addr, "--lang", "de"])
        .stdin(Stdio::null())
        .output()
        .expect("annabella runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err.trim(),
        format!(
            "annabella: Ein anderes Programm hört schon auf {addr}; wählen Sie mit --bind einen anderen Port."
        )
    );
    assert!(out.stdout.is_empty());
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["serve", "--bind", "nowhere", "--lang", "en"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nowhere is not an address with a port"));
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["serve", "--bind", "127.0.0.1:0", "--lang", "fr"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no words in fr"));
}

#[test]
fn a_language_named_in_words_gives_the_page_in_it() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["serve", "--bind", "127.0.0.1:0", "--lang", "Deutsch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    let addr = first
        .trim()
        .strip_prefix("Der Schiedsrichterserver hört auf ")
        .and_then(|a| a.strip_suffix('.'))
        .unwrap_or_else(|| panic!("{first}"))
        .to_string();
    let (status, page) = http(&addr, "GET", "/", "", "");
    assert_eq!(status, 200);
    assert!(page.contains("<html lang=\"de\">"), "{page}");
    assert!(page.contains("<h1>Schiedsrichtertisch</h1>"), "{page}");
    drop(child.stdin.take());
    let mut rest = String::new();
    out.read_to_string(&mut rest).unwrap();
    assert!(child.wait().unwrap().success());
}
