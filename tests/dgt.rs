//! The DGT e-board: whole master games made on a simulated
//! board, lift by lift, and read back as moves — in memory with the time
//! injected (every game of tests/data, every special move, noise, slides,
//! both orientations), and once through a pseudo-terminal and the game
//! loop.

use std::time::Duration;

use annabella::reply::Reply;
use annabella::session::{Session, SessionOptions};
use devices::dgt::DgtReading;
use devices::dgt::codec::{Decoder, Message};
use devices::dgt::reading::{SETTLE, Watch};
use devices::dgt::sim::{DgtSim, hand_lines};
use laws::pgn::read_games;
use shakmaty::{Chess, Move, Position};

fn game(file: &str) -> (Chess, Vec<Move>) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    let text = std::fs::read_to_string(path).unwrap();
    let g = read_games(&text).remove(0).unwrap();
    (g.start, g.moves)
}

fn all_games() -> Vec<(String, Chess, Vec<Move>)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pgn"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|n| {
            let (s, m) = game(&n);
            (n, s, m)
        })
        .collect()
}

fn announced(replies: &[Reply]) -> usize {
    replies
        .iter()
        .filter(|r| r.said().is_some_and(|s| s.announces_move()))
        .count()
}

fn said(replies: &[Reply]) -> Vec<String> {
    replies
        .iter()
        .filter_map(|r| match r {
            // Said and printed in the UI language only (no Appendix words).
            Reply::Said(s)
                if s.is_printed()
                    && !s.announces_move()
                    && s.words().parts().iter().all(|p| p.lang.is_none()) =>
            {
                Some(s.text().to_string())
            }
            _ => None,
        })
        .collect()
}

/// The board, its line and the reader, in memory: bytes from the
/// simulated board go through the decoder and the watch to the session.
struct Table {
    sim: DgtSim,
    decoder: Decoder,
    watch: Watch,
    now: Duration,
    session: Session,
}

impl Table {
    fn new(turned: bool) -> Table {
        let session = Session::new(&SessionOptions::default()).unwrap();
        let mut sim = DgtSim::new(session.game().position().board(), turned);
        let mut t = Table {
            decoder: Decoder::new(),
            watch: Watch::default(),
            now: Duration::ZERO,
            session,
            sim: DgtSim::new(&shakmaty::Board::empty(), false),
        };
        // Connect: reset, send board, send updates.
        let mut bytes = sim.command(0x40);
        bytes.extend(sim.command(0x42));
        bytes.extend(sim.command(0x43));
        t.sim = sim;
        t.session.attach_dgt();
        let out = t.bytes(&bytes);
        assert_eq!(said(&out), vec!["The e-board agrees with the game."]);
        t
    }

    fn bytes(&mut self, bytes: &[u8]) -> Vec<Reply> {
        self.decoder.push(bytes);
        while let Some(m) = self.decoder.next() {
            match m.unwrap() {
                Message::BoardDump(f) => self.watch.dump(f, self.now),
                Message::FieldUpdate { field, piece } => self.watch.update(field, piece, self.now),
                _ => {}
            }
        }
        self.read()
    }

    fn read(&mut self) -> Vec<Reply> {
        match self.watch.settled(self.now) {
            Some(b) => self.session.dgt_reading(&DgtReading::Board(b)),
            None => Vec::new(),
        }
    }

    /// A hand's lines, 20 ms apart, then the board left alone.
    fn hand(&mut self, lines: &[String]) -> Vec<Reply> {
        let mut out = Vec::new();
        for l in lines {
            self.now += Duration::from_millis(20);
            let b = self.sim.line(l).unwrap();
            out.extend(self.bytes(&b));
        }
        self.now += SETTLE;
        out.extend(self.read());
        out
    }
}

#[test]
fn every_master_game_is_read_move_by_move_from_the_e_board() {
    let mut plies = 0;
    for (i, (name, start, moves)) in all_games().into_iter().enumerate() {
        if start != Chess::default() {
            continue;
        }
        let mut t = Table::new(i % 2 == 1);
        let mut pos = start.clone();
        for (n, m) in moves.iter().enumerate() {
            let lines = hand_lines(&pos, *m, n + i);
            let out = t.hand(&lines);
            let played = t.session.game().moves();
            assert_eq!(played.len(), n + 1, "{name}, ply {n}: {lines:?} {out:?}");
            assert_eq!(played[n].mv, *m, "{name}, ply {n}");
            assert_eq!(announced(&out), 1, "{name}, ply {n}: {out:?}");
            // Nothing wrong said on the way.
            assert!(
                !said(&out).iter().any(|s| s.contains("e-board")),
                "{name}, ply {n}: {out:?}"
            );
            pos.play_unchecked(*m);
            plies += 1;
        }
        assert_eq!(t.session.game().position().board(), pos.board(), "{name}");
    }
    assert!(plies > 500, "{plies}");
}

#[test]
fn a_wrong_placement_is_said_once_and_recovered() {
    let mut t = Table::new(false);
    // The knight put on g3 by mistake, then moved on to f3.
    let out = t.hand(&["lift g1".into(), "place g3 N".into()]);
    assert_eq!(
        said(&out),
        vec![
            "The e-board differs from the game.",
            "On g1 the white knight is missing.",
            "On g3 stands a white knight that does not belong there.",
        ]
    );
    let out = t.hand(&["lift g3".into()]);
    assert!(out.is_empty(), "{out:?}");
    let out = t.hand(&["place f3 N".into()]);
    assert_eq!(announced(&out), 1, "{out:?}");
    assert_eq!(t.session.game().moves().len(), 1);
    // Black's pawn put on the wrong square, then right.
    let out = t.hand(&["lift e7".into(), "place e4 p".into()]);
    assert_eq!(said(&out).len(), 3, "{out:?}");
    let out = t.hand(&["lift e4".into(), "place e7 p".into()]);
    assert_eq!(said(&out), vec!["The e-board agrees with the game."]);
    assert_eq!(t.session.game().moves().len(), 1);
}

#[test]
fn garbage_on_the_line_changes_nothing() {
    let mut t = Table::new(false);
    t.decoder.push(&[1, 2, 0x8E, 0, 5, 70, 1]);
    let mut errors = 0;
    while let Some(r) = t.decoder.next() {
        assert!(r.is_err());
        errors += 1;
    }
    assert_eq!(errors, 2);
    assert_eq!(t.session.game().moves().len(), 0);
    let out = t.session.dgt_reading(&DgtReading::Garbled);
    assert_eq!(
        said(&out),
        vec!["The e-board sent something unreadable; it is read again."]
    );
}

/// Through a pseudo-terminal and the game loop (Unix only).
#[cfg(unix)]
mod pty {
    use super::*;
    use annabella::game_loop::{Files, GameLoop};
    use devices::dgt::device::DgtBoard;
    use devices::dgt::sim::spawn_dgt_sim;
    use std::time::Instant;

    /// Ticks the loop until `done` or a generous guard (a stuck test fails, it
    /// does not hang); returns all replies.
    fn tick_until(game: &mut GameLoop, done: impl Fn(&GameLoop) -> bool) -> Vec<Reply> {
        let guard = Instant::now();
        let mut out = Vec::new();
        while !done(game) {
            assert!(
                guard.elapsed() < Duration::from_secs(20),
                "nothing came: {out:?}"
            );
            out.extend(game.tick());
            std::thread::sleep(Duration::from_millis(2));
        }
        out
    }

    #[test]
    fn a_master_game_on_a_simulated_board_through_the_game_loop() {
        let (start, moves) = game("polugaevsky-nezhmetdinov-1958.pgn");
        let sim = spawn_dgt_sim(start.board(), true).unwrap();
        let device = DgtBoard::open_with(sim.path(), Duration::from_millis(40)).unwrap();
        let session = Session::new(&SessionOptions::default()).unwrap();
        let mut game = GameLoop::new(session, Files::Skip).with_dgt(device);
        let guard = Instant::now();
        let mut first = Vec::new();
        while said(&first).is_empty() {
            assert!(guard.elapsed() < Duration::from_secs(20));
            first.extend(game.tick());
            std::thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(said(&first), vec!["The e-board agrees with the game."]);
        // The same game typed, for the words each move is announced in.
        let mut typed = Session::new(&SessionOptions::default()).unwrap();
        let mut pos = start.clone();
        for (n, m) in moves.iter().enumerate() {
            for l in hand_lines(&pos, *m, n) {
                sim.send(&l);
            }
            let out = tick_until(&mut game, |g| g.session().game().moves().len() > n);
            assert_eq!(game.session().game().moves()[n].mv, *m, "ply {n}: {out:?}");
            // Announced once, in the Appendix's words, as if typed.
            let san = shakmaty::san::San::from_move(&pos, *m).to_string();
            let want: Vec<Reply> = typed
                .handle(&san)
                .into_iter()
                .filter(|r| r.said().is_some_and(|s| s.announces_move()))
                .collect();
            let got: Vec<Reply> = out
                .into_iter()
                .filter(|r| r.said().is_some_and(|s| s.announces_move()))
                .collect();
            assert_eq!(got.len(), 1, "ply {n}: {got:?}");
            assert_eq!(got, want, "ply {n}");
            pos.play_unchecked(*m);
        }
        assert_eq!(game.session().game().position().board(), pos.board());
        assert_eq!(
            game.session().game().position().board(),
            typed.game().position().board()
        );
    }

    #[test]
    fn moves_read_from_the_e_board_are_in_the_resumed_game() {
        let dir = std::env::temp_dir().join(format!("annabella-dgt-resume-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let start = Chess::default();
        let sim = spawn_dgt_sim(start.board(), false).unwrap();
        let settings = SessionOptions {
            dgt: Some(sim.path().to_string()),
            ..SessionOptions::default()
        };
        let log = annabella::gamelog::GameLog::create(&dir, &settings).unwrap();
        let device = DgtBoard::open_with(sim.path(), Duration::from_millis(40)).unwrap();
        let session = Session::new(&settings).unwrap();
        let mut game = GameLoop::new(session, Files::Skip)
            .with_journal(Some(log))
            .with_dgt(device);
        let mut pos = start.clone();
        // Two moves on the board, one typed, one on the board again.
        for (n, m) in ["e4", "c5"].iter().enumerate() {
            let m = m
                .parse::<shakmaty::san::San>()
                .unwrap()
                .to_move(&pos)
                .unwrap();
            for l in hand_lines(&pos, m, n) {
                sim.send(&l);
            }
            tick_until(&mut game, |g| g.session().game().moves().len() > n);
            pos.play_unchecked(m);
        }
        game.line("Nf3");
        drop(game);
        let resumed = annabella::gamelog::resume(
            &dir.join(annabella::gamelog::JOURNAL_FILE),
            false,
            false,
            None,
        )
        .unwrap();
        let sans: Vec<String> = resumed
            .session
            .game()
            .moves()
            .iter()
            .map(|pm| pm.san.to_string())
            .collect();
        assert_eq!(sans, vec!["e4", "c5", "Nf3"]);
        assert_eq!(resumed.settings.dgt.as_deref(), Some(sim.path()));
        let journal = std::fs::read_to_string(dir.join(annabella::gamelog::JOURNAL_FILE)).unwrap();
        assert!(journal.contains("dgt"), "{journal}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn garbage_and_a_cut_off_dump_on_the_line_are_said_and_the_board_read_again() {
        let start = Chess::default();
        let sim = spawn_dgt_sim(start.board(), false).unwrap();
        let device = DgtBoard::open_with(sim.path(), Duration::from_millis(40)).unwrap();
        let session = Session::new(&SessionOptions::default()).unwrap();
        let mut game = GameLoop::new(session, Files::Skip).with_dgt(device);
        let first = tick_until_said(&mut game);
        assert_eq!(said(&first), vec!["The e-board agrees with the game."]);
        sim.send("garbage");
        sim.send("cut");
        let out = tick_until_said(&mut game);
        assert_eq!(
            said(&out),
            vec!["The e-board sent something unreadable; it is read again."]
        );
        // The fresh dump comes, and moves are read again.
        let e4 = "e4"
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&start)
            .unwrap();
        for l in hand_lines(&start, e4, 1) {
            sim.send(&l);
        }
        let out = tick_until(&mut game, |g| g.session().game().moves().len() == 1);
        assert!(!said(&out).iter().any(|s| s.contains("differs")), "{out:?}");
        assert_eq!(game.session().game().moves()[0].mv, e4);
    }

    #[test]
    fn an_unplugged_e_board_is_said_and_read_again_once_plugged_back_in() {
        use devices::dgt::sim::spawn_dgt_sim_at;
        use devices::line::SimPlace;
        let link = std::env::temp_dir().join(format!("annabella-dgt-{}", std::process::id()));
        let start = Chess::default();
        let place = SimPlace {
            tcp: None,
            link_path: Some(link.clone()),
        };
        let sim = spawn_dgt_sim_at(start.board(), false, place).unwrap();
        let port = link.to_string_lossy().to_string();
        let device = DgtBoard::open_with(&port, Duration::from_millis(40)).unwrap();
        let session = Session::new(&SessionOptions::default()).unwrap();
        let mut game = GameLoop::new(session, Files::Skip).with_dgt(device);
        let first = tick_until_said(&mut game);
        assert_eq!(said(&first), vec!["The e-board agrees with the game."]);
        sim.send("unplug");
        let out = tick_until_said(&mut game);
        assert_eq!(
            said(&out),
            vec![
                "The e-board is disconnected. Plug it in again: moves are read from it once it is back."
            ]
        );
        // Plugged in again: said, and the board compared with the game anew.
        sim.send("plug");
        let mut out = Vec::new();
        let guard = Instant::now();
        while said(&out).len() < 2 {
            assert!(guard.elapsed() < Duration::from_secs(20), "{out:?}");
            out.extend(game.tick());
            std::thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(
            said(&out),
            vec![
                "The e-board is connected again; its board is read anew.",
                "The e-board agrees with the game."
            ]
        );
        // Moves made on it are read again.
        let e4 = "e4"
            .parse::<shakmaty::san::San>()
            .unwrap()
            .to_move(&start)
            .unwrap();
        for l in hand_lines(&start, e4, 1) {
            sim.send(&l);
        }
        tick_until(&mut game, |g| g.session().game().moves().len() == 1);
        assert_eq!(game.session().game().moves()[0].mv, e4);
        let _ = std::fs::remove_file(&link);
    }

    fn tick_until_said(game: &mut GameLoop) -> Vec<Reply> {
        let guard = Instant::now();
        loop {
            assert!(guard.elapsed() < Duration::from_secs(20));
            let out = game.tick();
            if !said(&out).is_empty() {
                return out;
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}
