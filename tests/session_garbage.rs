//! Bad input end to end: thousands of random lines — bytes, braille cells,
//! Cyrillic, spoken words, commands with nonsense arguments — go into a
//! session. None may panic, and none that is not a move may change the game.

use annabella::session::{Session, SessionOptions};

/// A small deterministic random source.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[(self.next() % items.len() as u64) as usize]
    }
}

const PIECES: &[&str] = &[
    "Springer",
    "Dame",
    "Läufer",
    "Turm",
    "König",
    "Bauer",
    "Felix",
    "drei",
    "neun",
    "Eva",
    "schlägt",
    "wird",
    "Kurze",
    "Rochade",
    "⠎",
    "⠋",
    "⠒",
    "⠿",
    "x",
    "=",
    "+",
    "#",
    "0-0",
    "Кр",
    "Ф",
    "е",
    "х",
    "e4",
    "Nf3",
    "zzz",
    "🙂",
    "\u{0}",
    "\u{1b}[A",
    "board",
    "lift",
    "place",
    "claim",
    "offer",
    "accept",
    "resign",
    "undo",
    "setup",
    "arbiter",
    "add",
    "set",
    "wait",
    "-5s",
    "1:99",
    "correct",
    "adjourn",
    "cancel",
    "feld",
    "reihe",
    "linie",
    "angriffe",
    "9",
    "99999999999999999999",
    "\u{2800}",
    "⣿",
    "j'adoube",
    "time",
    "pgn",
    "fen",
    "moves",
    "help",
    "repeat",
    "lauter",
];

#[test]
fn random_lines_never_panic() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for game in 0u32..20 {
        let opts = SessionOptions {
            time_control: Some("5+3".into()),
            braille: Some(
                if game.is_multiple_of(2) {
                    "unicode"
                } else {
                    "ascii"
                }
                .into(),
            ),
            board: Some("virtual".into()),
            ..SessionOptions::default()
        };
        let mut s = Session::new(&opts).expect("session");
        for _ in 0..300 {
            let words = 1 + rng.next() % 6;
            let line: Vec<&str> = (0..words).map(|_| rng.pick(PIECES)).collect();
            let line = line.join(if rng.next().is_multiple_of(3) {
                ""
            } else {
                " "
            });
            let _ = s.handle(&line);
            // Raw bytes too (as a lossy string, the way stdin is read).
            let bytes: Vec<u8> = (0..rng.next() % 40).map(|_| rng.next() as u8).collect();
            let _ = s.handle(&String::from_utf8_lossy(&bytes));
        }
        // The game is still a game: a legal position and a readable score.
        assert!(!s.fen().is_empty());
        assert!(s.pgn().contains("[Result"));
    }
}

#[test]
fn garbage_does_not_change_the_game() {
    let mut s = Session::new(&SessionOptions::default()).expect("session");
    s.handle("e4");
    let fen = s.fen();
    for line in [
        "",
        "   ",
        "hello",
        "⠿⠿⠿",
        "Springer",
        "Felix neun",
        "x".repeat(100_000).as_str(),
        "\u{1b}[2J",
        "setup nonsense",
        "arbiter add 2m purple",
        "resign purple",
        "claim Qh9",
        "feld z9",
        "rank 12",
        "correct zz",
        "board lift z1",
        "🙂🙂",
    ] {
        s.handle(line);
        assert_eq!(s.fen(), fen, "after {line:?}");
        assert!(!s.game().is_over(), "after {line:?}");
    }
}
