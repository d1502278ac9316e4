//! Nothing lost: a scripted game runs as a child process and is killed
//! with SIGKILL at random moments, over and over; each time it is resumed
//! from its journal. Every move the program had announced must be in the
//! journal, in order, and nothing else but at most the one move that was
//! on disk but not yet announced when the kill came.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use annabella::journal;

/// The Opera Game, Morphy 1858.
const GAME: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 \
                    Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

/// A small deterministic random source (no crate needed).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}

fn spawn(args: &[&str]) -> (Child, mpsc::Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("annabella starts");
    let out = child.stdout.take().expect("stdout");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    (child, rx)
}

/// The moves the journal holds, as SAN.
fn journal_moves(path: &Path) -> Vec<String> {
    // Killed before the journal was created: nothing was announced either.
    if !path.exists() {
        return Vec::new();
    }
    let rec = journal::read(path).expect("journal readable");
    rec.records
        .iter()
        .filter(|r| r.kind == "move")
        .filter_map(|r| r.payload.split_whitespace().nth(1).map(str::to_string))
        .collect()
}

#[test]
fn killed_games_resume_with_every_announced_move() {
    let moves: Vec<&str> = GAME.split_whitespace().collect();
    let base = std::env::temp_dir().join(format!("annabella-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&base);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut kills = 0;
    let mut game_no = 0;
    while kills < 100 {
        game_no += 1;
        let dir = base.join(format!("game{game_no}"));
        let journal_path = dir.join("journal.txt");
        let mut announced: Vec<String>;
        let mut first = true;
        loop {
            let dir_s = dir.display().to_string();
            let jp = journal_path.display().to_string();
            // Killed before the journal existed: start the game again.
            first = first || !journal_path.exists();
            let args: Vec<&str> = if first {
                vec![
                    "play",
                    "--script",
                    "-",
                    "--game-dir",
                    &dir_s,
                    "--write-notation",
                    "en",
                ]
            } else {
                vec!["resume", &jp, "--script", "-"]
            };
            let (mut child, rx) = spawn(&args);
            first = false;
            let mut stdin = child.stdin.take().expect("stdin");
            // The first words say where the game stands; by then a resume
            // has written out a move that was on disk but not announced.
            let greeting = rx.recv_timeout(Duration::from_secs(60));
            assert!(greeting.is_ok(), "no greeting from {args:?}");
            let done = journal_moves(&journal_path).len();
            announced = journal_moves(&journal_path);
            if done >= moves.len() {
                let _ = child.kill();
                let _ = child.wait();
                break;
            }
            // Send a few moves, reading what is announced, then kill at a
            // random moment (sometimes while a line is being handled).
            let to_send = 1 + rng.below(4) as usize;
            let mut seen: Vec<String> = Vec::new();
            for m in moves.iter().skip(done).take(to_send) {
                if writeln!(stdin, "{m}").is_err() {
                    break;
                }
                let _ = stdin.flush();
                if rng.below(3) == 0 {
                    std::thread::sleep(Duration::from_micros(rng.below(3000)));
                    break;
                }
                // Wait for the announcement of this move.
                while let Ok(line) = rx.recv_timeout(Duration::from_secs(5)) {
                    let is_move = moves.contains(&line.replace('0', "O").as_str());
                    seen.push(line);
                    if is_move {
                        break;
                    }
                }
            }
            std::thread::sleep(Duration::from_micros(rng.below(2000)));
            let _ = child.kill();
            let _ = child.wait();
            kills += 1;
            // Give the reader thread the last lines the child wrote.
            std::thread::sleep(Duration::from_millis(5));
            seen.extend(rx.try_iter());
            for line in seen {
                // Announcements write castling as FIDE scoresheets do.
                let line = line.replace('0', "O");
                if moves.contains(&line.as_str()) {
                    announced.push(line);
                }
            }
            let logged = journal_moves(&journal_path);
            // Every announced move is there, in order.
            assert!(
                logged.len() >= announced.len(),
                "announced {announced:?} but the journal has {logged:?}"
            );
            assert_eq!(&logged[..announced.len()], &announced[..], "order differs");
            // Nothing else but at most the move in flight.
            assert!(
                logged.len() <= announced.len() + 1,
                "{logged:?} vs {announced:?}"
            );
            // The journal's moves are the game's moves.
            for (i, m) in logged.iter().enumerate() {
                assert_eq!(
                    m.trim_end_matches(['+', '#']),
                    moves[i].trim_end_matches(['+', '#'])
                );
            }
            // Moves on disk but not yet announced count as announced from now.
            announced.clone_from(&logged);
            if kills >= 100 {
                break;
            }
        }
    }
    let _ = std::fs::remove_dir_all(&base);
}
