//! PGN reading and writing against the real games in tests/data.

use std::fs;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};
use std::time::Duration;

use laws::pgn::{
    ImportedGame, PgnError, PgnHeader, PgnMove, read_first, read_first_bytes, read_games,
    read_games_bytes, write_pgn,
};
use shakmaty::fen::Fen;
use shakmaty::{Chess, Color, EnPassantMode, Position};

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data")
}

fn pgn_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    files
}

fn real_games() -> Vec<(String, String, ImportedGame)> {
    pgn_files(&data_dir())
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            let game = read_first(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (
                path.file_name().unwrap().to_string_lossy().into_owned(),
                text,
                game,
            )
        })
        .collect()
}

/// Move tokens counted straight from the text, independent of the reader.
fn san_tokens(text: &str) -> Vec<String> {
    let movetext = text.split("\n\n").nth(1).unwrap();
    movetext
        .split_whitespace()
        .filter(|t| !t.starts_with(|c: char| c.is_ascii_digit()) && *t != "*")
        .map(str::to_string)
        .collect()
}

#[test]
fn every_real_game_reads() {
    let games = real_games();
    assert!(games.len() >= 12, "only {} games", games.len());
    for (name, text, game) in &games {
        let tokens = san_tokens(text);
        assert_eq!(game.moves.len(), tokens.len(), "{name}");
        assert_eq!(game.result.as_deref(), game.tag("Result"), "{name}");
        assert_eq!(game.start, Chess::default(), "{name}");
        for tag in ["Event", "Site", "Date", "Round", "White", "Black", "Result"] {
            assert!(game.tag(tag).is_some(), "{name} lacks {tag}");
        }
        let last = game.final_position();
        let mate_written = tokens.last().is_some_and(|t| t.ends_with('#'));
        assert_eq!(last.is_checkmate(), mate_written, "{name}");
        if last.is_checkmate() {
            let winner = if last.turn() == Color::White {
                "0-1"
            } else {
                "1-0"
            };
            assert_eq!(game.result.as_deref(), Some(winner), "{name}");
        }
    }
}

#[test]
fn real_games_cover_the_special_moves() {
    let mut seen = std::collections::BTreeSet::new();
    for (_, _, game) in real_games() {
        let mut pos = game.start.clone();
        for &mv in &game.moves {
            match mv {
                shakmaty::Move::Castle { king, rook } => {
                    seen.insert(if rook.file() > king.file() {
                        "O-O"
                    } else {
                        "O-O-O"
                    });
                }
                shakmaty::Move::EnPassant { .. } => {
                    seen.insert("en passant");
                }
                shakmaty::Move::Normal {
                    promotion: Some(role),
                    ..
                } => {
                    seen.insert(if role == shakmaty::Role::Queen {
                        "promotion"
                    } else {
                        "under-promotion"
                    });
                }
                _ => {}
            }
            pos.play_unchecked(mv);
        }
        if pos.is_checkmate() {
            seen.insert("mate");
        }
        if game.result.as_deref() == Some("1/2-1/2") {
            seen.insert("draw");
        }
    }
    for wanted in [
        "O-O",
        "O-O-O",
        "en passant",
        "promotion",
        "under-promotion",
        "mate",
        "draw",
    ] {
        assert!(seen.contains(wanted), "no game has {wanted}");
    }
}

#[test]
fn write_then_read_gives_the_same_game() {
    for (name, _, game) in real_games() {
        let text = write_pgn(&game.header(), &game.start, &game.pgn_moves());
        let back = read_first(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
        assert_eq!(back.moves, game.moves, "{name}");
        assert_eq!(back.tags, game.tags, "{name}");
        assert_eq!(back.result, game.result, "{name}");
        assert!(
            text.lines().all(|l| l.chars().count() <= 80),
            "{name}\n{text}"
        );
        // Writing what was read gives the same text again.
        assert_eq!(
            write_pgn(&back.header(), &back.start, &back.pgn_moves()),
            text,
            "{name}"
        );
    }
}

#[test]
fn writer_matches_the_files_movetext() {
    // The data files were formatted by python-chess; the SAN must agree
    // token by token (check and mate signs, disambiguation, promotions).
    for (name, text, game) in real_games() {
        let written = write_pgn(&game.header(), &game.start, &game.pgn_moves());
        assert_eq!(san_tokens(&written), san_tokens(&text), "{name}");
    }
}

#[test]
fn clocks_draw_offers_and_comments_round_trip() {
    let games = real_games();
    let (_, _, game) = games
        .iter()
        .find(|(n, _, _)| n.starts_with("kasparov-topalov"))
        .unwrap();
    let moves: Vec<PgnMove> = game
        .moves
        .iter()
        .enumerate()
        .map(|(i, &mv)| PgnMove {
            mv,
            clock: Some(Duration::from_secs(5400 - 37 * i as u64)),
            draw_offer: i == 40,
            comment: (i % 10 == 3).then(|| format!("note {i} with {{braces}} and spaces")),
        })
        .collect();
    let text = write_pgn(&game.header(), &game.start, &moves);
    assert!(
        text.contains("1. e4 {[%clk 1:30:00]} 1... d6 {[%clk 1:29:23]}"),
        "{text}"
    );
    assert!(text.contains("(=)"), "{text}");
    let back = read_first(&text).unwrap();
    assert_eq!(back.moves, game.moves);
    for (i, notes) in back.notes.iter().enumerate() {
        assert_eq!(notes.clock, moves[i].clock, "ply {i}");
        assert_eq!(notes.draw_offer, i == 40, "ply {i}");
        let expected = moves[i].comment.as_ref().map(|c| c.replace('}', ")"));
        assert_eq!(notes.comment, expected, "ply {i}");
    }
    assert_eq!(
        write_pgn(&back.header(), &back.start, &back.pgn_moves()),
        text
    );
}

#[test]
fn game_from_a_middle_position_round_trips() {
    for (name, _, game) in real_games() {
        let cut = (game.moves.len() / 2) | 1; // odd: Black to move at the start
        let mut start = game.start.clone();
        for &mv in &game.moves[..cut] {
            start.play_unchecked(mv);
        }
        let rest: Vec<PgnMove> = game.moves[cut..].iter().map(|&m| PgnMove::new(m)).collect();
        let text = write_pgn(&game.header(), &start, &rest);
        let fen = Fen::from_position(&start, EnPassantMode::Legal).to_string();
        assert!(
            text.contains(&format!("[SetUp \"1\"]\n[FEN \"{fen}\"]")),
            "{name}"
        );
        let number = start.fullmoves().get();
        assert!(
            text.contains(&format!("\n\n{number}... ")),
            "{name}\n{text}"
        );
        let back = read_first(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back.start, start, "{name}");
        assert_eq!(back.moves, game.moves[cut..], "{name}");
    }
}

#[test]
fn all_games_in_one_file() {
    let games = real_games();
    let joined: String = games
        .iter()
        .map(|(_, text, _)| format!("{text}\n"))
        .collect();
    let read = read_games(&joined);
    assert_eq!(read.len(), games.len());
    for ((name, _, game), back) in games.iter().zip(read) {
        let back = back.unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(back.moves, game.moves, "{name}");
    }
}

#[test]
fn broken_files_give_precise_errors() {
    let bad = data_dir().join("bad");
    let read = |file: &str| read_first(&fs::read_to_string(bad.join(file)).unwrap()).unwrap_err();

    let err = read("illegal-move.pgn");
    assert_eq!(
        err.to_string(),
        "Game 1, move 12 (Black): 'Nf6' is not a legal move"
    );
    assert!(matches!(&err, PgnError::IllegalMove { at, san } if at.ply == 23 && san == "Nf6"));

    let err = read("garbage.pgn");
    assert_eq!(
        err.to_string(),
        "Game 1, move 2 (Black): 'Qz9' is not a move in algebraic notation"
    );

    let err = read("bad-fen.pgn");
    assert!(
        matches!(&err, PgnError::BadFen { game: 1, fen, .. } if fen.starts_with("8/8/9")),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .starts_with("Game 1: the FEN tag '8/8/9/8/8/8/8/8 w - - 0 1'"),
        "{err}"
    );

    assert_eq!(pgn_files(&bad).len(), 3, "a bad file without a test");
}

#[test]
fn a_bad_game_does_not_hide_the_next_one() {
    let games = real_games();
    let broken = fs::read_to_string(data_dir().join("bad/illegal-move.pgn")).unwrap();
    let text = format!("{}\n{broken}\n{}\n", games[0].1, games[1].1);
    let read = read_games(&text);
    assert_eq!(read.len(), 3);
    assert!(read[0].is_ok() && read[2].is_ok());
    assert_eq!(read[1].as_ref().unwrap_err().game(), Some(2));
}

#[test]
fn latin1_bytes_are_read_with_replacement() {
    let text = b"[White \"R\xe9ti\"]\n\n1. e4 e5 *\n";
    let game = read_first_bytes(text).unwrap();
    assert_eq!(game.tag("White"), Some("R\u{fffd}ti"));
    assert_eq!(game.moves.len(), 2);
}

/// Small deterministic generator so failures can be replayed.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Counts games the way pgn-reader alone sees them.
struct Count;

impl pgn_reader::Visitor for Count {
    type Tags = ();
    type Movetext = ();
    type Output = ();
    fn begin_tags(&mut self) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, _: ()) -> ControlFlow<(), ()> {
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, _: ()) {}
}

fn reader_game_count(bytes: &[u8]) -> Option<usize> {
    let mut reader = pgn_reader::Reader::new(bytes);
    let mut n = 0;
    while reader.read_game(&mut Count).ok()?.is_some() {
        n += 1;
    }
    Some(n)
}

#[test]
fn random_garbage_never_panics_and_games_are_cut_like_pgn_reader() {
    let games = real_games();
    let joined: Vec<u8> = games
        .iter()
        .flat_map(|(_, t, _)| format!("{t}\n").into_bytes())
        .collect();
    let alphabet = b"[]{}()\"\\;%\n\n\r .*$!?-+#=0123456789abcdefghKQRBNOxe";
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut compared = 0;
    for round in 0..600 {
        let input: Vec<u8> = match round % 3 {
            // pure noise, any byte
            0 => (0..rng.below(400)).map(|_| rng.next() as u8).collect(),
            // noise made of PGN punctuation, the hard case for game cutting
            1 => (0..rng.below(400))
                .map(|_| alphabet[rng.below(alphabet.len())])
                .collect(),
            // real games with some bytes changed and a random cut
            _ => {
                let mut v = joined.clone();
                for _ in 0..1 + rng.below(8) {
                    let at = rng.below(v.len());
                    v[at] = alphabet[rng.below(alphabet.len())];
                }
                v.truncate(rng.below(v.len()) + 1);
                v
            }
        };
        let read = read_games_bytes(&input);
        for err in read.iter().filter_map(|r| r.as_ref().err()) {
            assert!(!err.to_string().is_empty());
        }
        let first = read_first_bytes(&input);
        assert_eq!(first.is_err(), read.first().is_none_or(|r| r.is_err()));
        if let Some(n) = reader_game_count(&input) {
            assert_eq!(
                read.len(),
                n,
                "round {round}: {:?}",
                String::from_utf8_lossy(&input)
            );
            compared += 1;
        }
    }
    assert!(compared > 300, "only {compared} inputs compared");
}

#[test]
fn huge_inputs_are_handled() {
    let long_token = "x".repeat(1 << 20);
    let err = read_first(&long_token).unwrap_err();
    assert!(
        err.to_string().len() < 200,
        "message should quote a short piece"
    );

    let long_comment = format!("1. e4 {{{}}} e5 *", "y ".repeat(1 << 19));
    assert_eq!(read_first(&long_comment).unwrap().moves.len(), 2);

    let deep = format!("1. e4 {} e5 *", "(".repeat(1 << 16));
    let _ = read_games(&deep);

    let games = real_games();
    let many: String = (0..200)
        .map(|i| format!("{}\n", games[i % games.len()].1))
        .collect();
    let read = read_games(&many);
    assert_eq!(read.len(), 200);
    assert!(read.iter().all(Result::is_ok));
}

#[test]
fn header_defaults_are_the_seven_tag_roster() {
    let header = PgnHeader::default();
    assert_eq!(
        (
            header.event.as_str(),
            header.date.as_str(),
            header.result.as_str()
        ),
        ("?", "????.??.??", "*")
    );
    let text = write_pgn(&header, &Chess::default(), &[]);
    let back = read_first(&text).unwrap();
    assert_eq!(back.header(), header);
    assert_eq!(back.result.as_deref(), Some("*"));
}

// --- input: PGN forms that other programs write ---

fn import_file(name: &str) -> String {
    fs::read_to_string(data_dir().join("import").join(name)).unwrap()
}

#[test]
fn moves_written_in_uci_are_read_like_san() {
    let uci = read_first(&import_file("sandrin-lecornu-1949-uci.pgn")).unwrap();
    let san = read_first(&fs::read_to_string(data_dir().join("sandrin-lecornu-1949.pgn")).unwrap())
        .unwrap();
    assert_eq!(uci.moves, san.moves);
    assert_eq!(
        uci.moves.last().unwrap().promotion(),
        Some(shakmaty::Role::Knight)
    );
    assert_eq!(uci.result.as_deref(), Some("1-0"));
}

#[test]
fn null_move_and_variants_are_named() {
    let err = read_first(&import_file("null-move.pgn")).unwrap_err();
    assert!(
        matches!(&err, PgnError::NullMove { at } if at.number == 2 && at.color == shakmaty::Color::Black),
        "{err:?}"
    );
    assert_eq!(
        err.to_string(),
        "Game 1, move 2 (Black): '--' is a null move, a pass, which is not a chess move"
    );
    let err = read_first(&import_file("chess960.pgn")).unwrap_err();
    assert!(
        matches!(&err, PgnError::NotStandardChess { variant, .. } if variant == "Chess960"),
        "{err:?}"
    );
    let err = read_first(&import_file("atomic.pgn")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Game 1 is Atomic, not standard chess; annabella plays standard chess only"
    );
}

#[test]
fn a_bad_fen_is_explained_not_quoted_from_the_parser() {
    let bad = data_dir().join("bad");
    let err = read_first(&fs::read_to_string(bad.join("bad-fen.pgn")).unwrap()).unwrap_err();
    let text = err.to_string();
    assert!(!text.contains("invalid"), "{text}");
    assert!(text.contains("'9' cannot stand on the board"), "{text}");
}
