//! Braille layer: round trips over real games, board diagrams, the
//! scoresheet, and bad input.

use braille::{
    BrailleError, Cells, ChessCode, ScoreHeader, decode_candidates, decode_move, diagram,
    encode_move, forsyth, looks_like_braille, scoresheet, to_brf, to_unicode_text,
};
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Board, CastlingMode, Chess, EnPassantMode, Position};

/// The Opera Game, Morphy vs Duke Karl of Brunswick and Count Isouard, Paris 1858.
const OPERA: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 \
                     O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";
/// The Immortal Game, Anderssen vs Kieseritzky, London 1851.
const IMMORTAL: &str = "e4 e5 f4 exf4 Bc4 Qh4+ Kf1 b5 Bxb5 Nf6 Nf3 Qh6 d3 Nh5 Nh4 Qg5 Nf5 c6 g4 Nf6 Rg1 cxb5 \
                        h4 Qg6 h5 Qg5 Qf3 Ng8 Bxf4 Qf6 Nc3 Bc5 Nd5 Qxb2 Bd6 Bxg1 e5 Qxa1+ Ke2 Na6 Nxg7+ Kd8 \
                        Qf6+ Nxf6 Be7#";
/// Made up for the special moves: en passant (exf6), castling long for
/// Black and short for White, promotions by capture to queen, knight (by
/// Black) and rook with check, and Black promoting to a queen on a1.
const SPECIAL: &str = "e4 d5 e5 f5 exf6 Nc6 fxg7 Qd6 gxh8=Q Bd7 Nf3 O-O-O Be2 e5 O-O e4 d3 exf3 c4 fxe2 cxd5 \
                       exd1=N dxc6 Kb8 cxb7 Bc8 bxc8=R+ Kxc8 Rxd1 a5 Qxh7 a4 Qxg8 a3 Nc3 axb2 Qxf8 bxa1=Q Qxd8+ \
                       Kxd8 Bg5+ Kc8";
/// Made up: White castles long, Black short, Black takes en passant
/// (cxb3), promotes with check on a1, White promotes to a bishop.
const SPECIAL2: &str = "d4 Nf6 Nc3 d5 Bf4 e6 Qd2 Be7 O-O-O O-O g4 c5 g5 c4 b4 cxb3 gxf6 bxa2 fxe7 a1=Q+ Nb1 Nc6 \
                        exf8=B Kxf8 Bd6+ Ke8 Qb4 Nxb4 Bxb4 Qxb1+ Kxb1 b5 Kb2";

fn codes() -> Vec<ChessCode> {
    vec![
        ChessCode::builtin("uk").unwrap(),
        ChessCode::builtin("de").unwrap(),
    ]
}

/// Plays a game given as SAN and returns every position before each move,
/// and the final one.
fn positions(game: &str) -> Vec<Chess> {
    let mut pos = Chess::default();
    let mut out = vec![pos.clone()];
    for san in game.split_whitespace() {
        let m = SanPlus::from_ascii(san.as_bytes())
            .unwrap()
            .san
            .to_move(&pos)
            .unwrap();
        pos.play_unchecked(m);
        out.push(pos.clone());
    }
    out
}

fn from_fen(fen: &str) -> Chess {
    Fen::from_ascii(fen.as_bytes())
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// Every legal move: SAN → cells → (Unicode, Braille ASCII upper and lower
/// case) → decode → shakmaty gives the same move, and the same SAN text.
fn round_trip_all(pos: &Chess, codes: &[ChessCode]) -> usize {
    let mut checked = 0;
    for m in pos.legal_moves() {
        let san = SanPlus::from_move(pos.clone(), m).to_string();
        for code in codes {
            let cells = encode_move(&san, code);
            assert!(!cells.is_empty());
            let forms = [
                cells.to_unicode(),
                cells.to_ascii(),
                cells.to_ascii().to_lowercase(),
            ];
            for text in forms {
                let back = decode_move(&text, code)
                    .unwrap_or_else(|e| panic!("{} {san}: {text} → {e}", code.name()));
                assert_eq!(back, san, "{} {text}", code.name());
                let parsed = SanPlus::from_ascii(back.as_bytes()).unwrap();
                assert_eq!(parsed.san.to_move(pos), Ok(m), "{} {san}", code.name());
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn round_trip_every_legal_move_along_games() {
    let codes = codes();
    let mut total = 0;
    for game in [OPERA, IMMORTAL, SPECIAL, SPECIAL2] {
        for pos in positions(game) {
            total += round_trip_all(&pos, &codes);
        }
    }
    assert!(total > 10_000, "{total}");
}

#[test]
fn round_trip_in_crowded_positions() {
    let codes = codes();
    // Kiwipete (castling both ways, many captures), perft position 4 and
    // its mirror with Black to move (promotions), an en passant position, and a position where two
    // queens and two knights can reach the same squares.
    let fens = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "k7/8/8/2Q1Q3/8/2Q1N3/8/1N2K3 w - - 0 1",
        "1r2k3/P1P5/8/8/8/8/1p1p4/R6K b - - 0 1",
    ];
    for fen in fens {
        let pos = from_fen(fen);
        assert!(round_trip_all(&pos, &codes) > 0, "{fen}");
        for m in pos.legal_moves() {
            let mut next = pos.clone();
            next.play_unchecked(m);
            round_trip_all(&next, &codes);
        }
    }
}

#[test]
fn german_queen_and_pawn_are_told_apart() {
    let de = ChessCode::builtin("de").unwrap();
    // White queen on d4 and pawn on d4 cannot coexist; a queen on d1 and a
    // pawn on d4 can both take on e5.
    let pos = from_fen("4k3/8/8/4p3/3P4/8/8/3QK3 w - - 0 1");
    let queen = encode_move("Qxe5+", &de);
    let pawn = encode_move("dxe5", &de);
    assert_eq!(queen.to_unicode(), "⠰⠙⠭⠑⠢⠬");
    assert_eq!(pawn.to_unicode(), "⠃⠙⠭⠑⠢");
    // Typed without either mark, both readings come back and only one is legal here.
    let readings = decode_candidates("⠙⠭⠑⠢", &de).unwrap();
    let legal: Vec<_> = readings
        .iter()
        .filter(|r| {
            SanPlus::from_ascii(r.as_bytes())
                .unwrap()
                .san
                .to_move(&pos)
                .is_ok()
        })
        .collect();
    assert_eq!(legal, ["dxe5"]);
}

fn ascii8(lines: &[Cells]) -> Vec<String> {
    lines.iter().map(Cells::to_ascii8).collect()
}

// Expected diagrams were written by hand from the FEN of each position:
// rank digit, a blank, then the squares; White pieces in capitals (dot 7),
// Black in small letters (UK letters: k q r l=bishop s=knight p=pawn); an
// empty square is "'" (dot 3) when light and "-" (dots 3-6) when dark,
// with a1 dark, so a square is dark when file index + rank index is even.

#[test]
fn diagram_start_position() {
    let uk = ChessCode::builtin("uk").unwrap();
    let lines = diagram(&Board::default(), false, &uk);
    assert_eq!(
        ascii8(&lines),
        [
            "8 rslqklsr",
            "7 pppppppp",
            "6 '-'-'-'-",
            "5 -'-'-'-'",
            "4 '-'-'-'-",
            "3 -'-'-'-'",
            "2 PPPPPPPP",
            "1 RSLQKLSR"
        ]
    );
    // The same lines as cells: lower digit 1 (dot 2), blank, White pieces with dot 7.
    assert_eq!(lines[7].to_unicode(), "⠂⠀⡗⡎⡇⡟⡅⡇⡎⡗");
    assert_eq!(lines[0].to_unicode(), "⠦⠀⠗⠎⠇⠟⠅⠇⠎⠗");
    assert_eq!(lines[2].to_unicode(), "⠖⠀⠄⠤⠄⠤⠄⠤⠄⠤");
    // Six-dot ASCII loses the colour but keeps the letters.
    assert_eq!(lines[7].to_ascii(), "1 RSLQKLSR");
    assert!(lines.iter().all(|l| l.len() <= 40));
}

#[test]
fn diagram_after_e4_both_sides() {
    let uk = ChessCode::builtin("uk").unwrap();
    let board = positions("e4")[1].board().clone();
    assert_eq!(
        ascii8(&diagram(&board, false, &uk)),
        [
            "8 rslqklsr",
            "7 pppppppp",
            "6 '-'-'-'-",
            "5 -'-'-'-'",
            "4 '-'-P-'-",
            "3 -'-'-'-'",
            "2 PPPP'PPP",
            "1 RSLQKLSR"
        ]
    );
    // From Black: rank 1 on top, files h to a.
    assert_eq!(
        ascii8(&diagram(&board, true, &uk)),
        [
            "1 RSLKQLSR",
            "2 PPP'PPPP",
            "3 '-'-'-'-",
            "4 -'-P-'-'",
            "5 '-'-'-'-",
            "6 -'-'-'-'",
            "7 pppppppp",
            "8 rslkqlsr"
        ]
    );
}

#[test]
fn diagram_opera_game_final_position() {
    let uk = ChessCode::builtin("uk").unwrap();
    let last = positions(OPERA).pop().unwrap();
    let fen = Fen::from_position(&last, EnPassantMode::Legal).to_string();
    assert!(
        fen.starts_with("1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 "),
        "{fen}"
    );
    assert_eq!(
        ascii8(&diagram(last.board(), false, &uk)),
        [
            "8 's'Rkl'r",
            "7 p'-'-ppp",
            "6 '-'-q-'-",
            "5 -'-'p'L'",
            "4 '-'-P-'-",
            "3 -'-'-'-'",
            "2 PPP-'PPP",
            "1 -'K'-'-'"
        ]
    );
}

#[test]
fn diagram_kiwipete() {
    let uk = ChessCode::builtin("uk").unwrap();
    let pos = from_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assert_eq!(
        ascii8(&diagram(pos.board(), false, &uk)),
        [
            "8 r-'-k-'r",
            "7 p'ppqpl'",
            "6 ls'-psp-",
            "5 -'-PS'-'",
            "4 'p'-P-'-",
            "3 -'S'-Q-p",
            "2 PPPLLPPP",
            "1 R'-'K'-R"
        ]
    );
}

#[test]
fn diagram_endgame_from_black_and_german_letters() {
    let uk = ChessCode::builtin("uk").unwrap();
    let pos = from_fen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1");
    assert_eq!(
        ascii8(&diagram(pos.board(), true, &uk)),
        [
            "1 '-'K'-'-",
            "2 -'-P-'-'",
            "3 '-'-'-'-",
            "4 -'-'-'-'",
            "5 '-'k'-'-",
            "6 -'-'-'-'",
            "7 '-'-'-'-",
            "8 -'-'-'-'"
        ]
    );
    // German letters: T=rook S=knight L=bishop D=queen K=king B=pawn.
    let de = ChessCode::builtin("de").unwrap();
    let lines = ascii8(&diagram(&Board::default(), false, &de));
    assert_eq!(lines[0], "8 tsldklst");
    assert_eq!(lines[1], "7 bbbbbbbb");
    assert_eq!(lines[6], "2 BBBBBBBB");
    assert_eq!(lines[7], "1 TSLDKLST");
}

#[test]
fn forsyth_lines() {
    let uk = ChessCode::builtin("uk").unwrap();
    // Hand-written from the FEN: White pieces after the capital sign ","
    // (dot 6), runs of empty squares as lower digits, ranks separated by a blank.
    assert_eq!(
        forsyth(&Board::default(), &uk).to_ascii(),
        "RSLQKLSR PPPPPPPP 8 8 8 8 ,P,P,P,P,P,P,P,P ,R,S,L,Q,K,L,S,R"
    );
    let after_e4 = positions("e4")[1].board().clone();
    assert_eq!(
        forsyth(&after_e4, &uk).to_ascii(),
        "RSLQKLSR PPPPPPPP 8 8 4,P3 8 ,P,P,P,P1,P,P,P ,R,S,L,Q,K,L,S,R"
    );
    let opera = positions(OPERA).pop().unwrap();
    let f = forsyth(opera.board(), &uk);
    assert_eq!(
        f.to_ascii(),
        "1S1,RKL1R P4PPP 4Q3 4P1,L1 4,P3 8 ,P,P,P2,P,P,P 2,K5"
    );
    // Lower digit 8 is dots 2-3-6, the capital sign dot 6.
    assert!(f.to_unicode().starts_with("⠂⠎⠂⠠⠗"));
}

#[test]
fn scoresheet_of_the_opera_game() {
    let uk = ChessCode::builtin("uk").unwrap();
    let header = ScoreHeader {
        white: "Paul Morphy".into(),
        black: "Duke Karl / Count Isouard".into(),
        event: "Paris Opera".into(),
        date: "1858".into(),
        result: "1-0".into(),
        ..ScoreHeader::default()
    };
    let moves: Vec<String> = OPERA.split_whitespace().map(String::from).collect();
    let pages = scoresheet(&header, &moves, "1-0", &uk);
    assert_eq!(pages.len(), 1);
    let brf = to_brf(&pages);
    let lines: Vec<&str> = brf.split("\r\n").collect();
    // The page number at the right end of the first line.
    assert_eq!(lines[0], format!("WHITE: PAUL MORPHY{}#A", " ".repeat(20)));
    assert_eq!(lines[1], "BLACK: DUKE KARL / COUNT ISOUARD");
    assert_eq!(lines[2], "EVENT: PARIS OPERA");
    assert_eq!(lines[3], "DATE: 1858");
    assert_eq!(lines[4], "RESULT: 1-0");
    assert_eq!(lines[5], "");
    assert_eq!(lines[6], "1 E4 E5");
    assert_eq!(lines[7], "2 SF3 D6");
    assert_eq!(lines[17], "12 0-0-0 RD8");
    // BCA 2015: the capture before the square, mate ">M" after the move.
    assert_eq!(lines[9], "4 D;E5 L;F3");
    assert_eq!(lines[22], "17 RD8>M");
    assert_eq!(lines[23], "1-0");
    assert!(!brf.contains('\u{c}'));
    assert!(brf.lines().all(|l| l.len() <= 40));

    // Reading the moves back from the .brf lines gives the game again.
    let mut pos = Chess::default();
    for line in &lines[6..23] {
        for word in line.split(' ').skip(1) {
            let san = decode_move(word, &uk).unwrap();
            let m = SanPlus::from_ascii(san.as_bytes())
                .unwrap()
                .san
                .to_move(&pos)
                .unwrap();
            pos.play_unchecked(m);
        }
    }
    assert!(pos.is_checkmate());

    let text = to_unicode_text(&pages);
    assert!(text.lines().any(|l| l == "⠂ ⠑⠲ ⠑⠢"), "{text}");
    assert!(text.lines().any(|l| l == "⠂⠶ ⠗⠙⠦⠜⠍"));
}

#[test]
fn long_scoresheets_are_paginated() {
    let de = ChessCode::builtin("de").unwrap();
    let header = ScoreHeader {
        white: "Jürgen Müller-Lüdenscheid vom Schachklub Großhansdorf von 1923".into(),
        black: "Карпов".into(),
        ..ScoreHeader::default()
    };
    let moves: Vec<String> = "Nf3 Nf6 Ng1 Ng8"
        .split(' ')
        .cycle()
        .take(100)
        .map(String::from)
        .collect();
    let pages = scoresheet(&header, &moves, "1/2-1/2", &de);
    // Header: white (2 lines, wrapped), black, result = 4 lines, blank, 50
    // move lines, result; the first page's first line has no room for the
    // page number, which stands on a line of its own.
    let lines: usize = pages.iter().map(Vec::len).sum();
    assert_eq!(lines, 1 + 4 + 1 + 50 + 1);
    assert_eq!(pages.len(), 3);
    assert!(
        pages
            .iter()
            .all(|p| p.len() <= 25 && p.iter().all(|l| l.len() <= 40))
    );
    let brf = to_brf(&pages);
    assert_eq!(brf.matches('\u{c}').count(), 2);
    assert!(brf.starts_with("                                      #A\r\nWEISS: JUERGEN MUELLER-LUEDENSCHEID VOM\r\nSCHACHKLUB GROSSHANSDORF VON 1923\r\nSCHWARZ: KARPOV\r\n"), "{brf}");
    assert!(brf.contains("\r\n50 SG1 SG8\r\n1/2-1/2\r\n"), "{brf}");
    assert_eq!(to_unicode_text(&pages).matches('\u{c}').count(), 2);
}

#[test]
fn bad_input_gives_errors_not_panics() {
    let uk = ChessCode::builtin("uk").unwrap();
    // Just outside the braille block.
    assert!(matches!(
        decode_move("\u{27FF}", &uk),
        Err(BrailleError::NotBraille { index: 0, .. })
    ));
    assert!(matches!(
        decode_move("\u{2900}", &uk),
        Err(BrailleError::NotBraille { index: 0, .. })
    ));
    assert!(matches!(
        decode_move("⠑\u{2900}", &uk),
        Err(BrailleError::MixedScript { index: 1, .. })
    ));
    // Half moves.
    for half in ["⠎", "⠎⠋", "⠑", "s", "sf", "⠴⠤", "⠗⠁⠙"] {
        assert!(decode_move(half, &uk).is_err(), "{half}");
    }
    // Mixed braille and Latin.
    assert!(matches!(
        decode_move("⠎f3", &uk),
        Err(BrailleError::MixedScript { index: 1, ch: 'f' })
    ));
    // Control characters.
    assert!(matches!(
        decode_move("⠑\u{1b}[0m⠲", &uk),
        Err(BrailleError::ControlChar {
            index: 1,
            code: 0x1b
        })
    ));
    // 1 MB lines of every kind.
    for unit in ["⠑", "e", "\u{0}", " ", "ä", "⠀"] {
        let big = unit.repeat((1 << 20) / unit.len());
        assert!(
            matches!(decode_move(&big, &uk), Err(BrailleError::TooLong { .. })),
            "{unit:?}"
        );
        assert!(decode_candidates(&big, &uk).is_err());
    }
    assert!(looks_like_braille(&"⠑".repeat(1 << 18)));
    // Every message is one readable line.
    let errors = [
        decode_move("⠎⠹⠒", &uk).unwrap_err(),
        decode_move("⠑⠦", &uk).unwrap_err(),
        decode_move("e4 e5", &uk).unwrap_err(),
    ];
    for e in errors {
        let msg = e.to_string();
        assert!(!msg.is_empty() && !msg.contains('\n'), "{msg}");
    }
}

#[test]
fn pseudo_random_lines_never_panic() {
    // A fixed linear congruential generator: the same lines on every run.
    let codes = codes();
    let alphabet: Vec<char> = "⠀⠁⠃⠉⠙⠑⠋⠛⠓⠂⠆⠒⠲⠢⠖⠶⠦⠭⠬⠼⠴⠤⠕⠿⠰⠠⠎⠟⠅⠇⠗⠞⠹ exQ+#=0-O.\u{7}ä\u{2900}⡑"
        .chars()
        .collect();
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut ok = 0;
    for _ in 0..20_000 {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let len = (state >> 60) as usize + 1;
        let mut line = String::new();
        for _ in 0..len {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            line.push(alphabet[(state >> 33) as usize % alphabet.len()]);
        }
        for code in &codes {
            if let Ok(readings) = decode_candidates(&line, code) {
                for r in readings {
                    assert!(SanPlus::from_ascii(r.as_bytes()).is_ok(), "{line:?} → {r}");
                    ok += 1;
                }
            }
        }
    }
    assert!(ok > 0);
}

/// A BRF checker over a 200-move game with long names: at most
/// 40 cells a line and 25 lines a page, only Braille ASCII, CR LF line
/// ends, a form feed between pages, no trailing blanks, words longer than
/// a line split with a hyphen, nothing lost: the moves read back in order
/// and the numbering runs from the first move to the last.
#[test]
fn brf_of_a_200_move_game_with_long_names() {
    let uk = ChessCode::builtin("uk").unwrap();
    let long = "Hohenzollern-Sigmaringen-Veringenstadt-Hechingen";
    let header = ScoreHeader {
        white: format!("Maximilian Alexander Freiherr von {long}"),
        black: "Anna-Katharina Leutheusser-Schnarrenberger".into(),
        event: "Internationale Offene Meisterschaft der Blinden und Sehbehinderten".into(),
        date: "2026.11.28".into(),
        result: "1/2-1/2".into(),
        ending: "Draw by agreement, 1/2-1/2.".into(),
        first_move: 1,
        ..ScoreHeader::default()
    };
    let cycle = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let moves: Vec<String> = cycle
        .iter()
        .cycle()
        .take(400)
        .map(|s| s.to_string())
        .collect();
    let brf = to_brf(&scoresheet(&header, &moves, "1/2-1/2", &uk));
    let allowed: String =
        " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=".into();
    let pages: Vec<&str> = brf.split('\u{c}').collect();
    assert!(pages.len() >= 9, "{}", pages.len());
    let mut all_lines = Vec::new();
    for (n, page) in pages.iter().enumerate() {
        // Each page's first line ends in its number: ⠼ and letters a-j.
        let first = page.split("\r\n").next().unwrap();
        let digits: String = (n + 1)
            .to_string()
            .chars()
            .map(|d| "JABCDEFGHI".as_bytes()[d.to_digit(10).unwrap() as usize] as char)
            .collect();
        assert!(first.ends_with(&format!("   #{digits}")), "{first:?}");
        assert_eq!(first.len(), 40);
        assert!(page.ends_with("\r\n"));
        let lines: Vec<&str> = page.strip_suffix("\r\n").unwrap().split("\r\n").collect();
        assert!(lines.len() <= 25, "{}", lines.len());
        for l in &lines {
            assert!(l.len() <= 40, "{l:?}");
            assert!(!l.ends_with(' '), "{l:?}");
            assert!(!l.contains('\r') && !l.contains('\n'));
            assert!(l.chars().all(|c| allowed.contains(c)), "{l:?}");
        }
        // Read on without the page number.
        let without = lines[0].trim_end_matches(|c: char| c != ' ').trim_end();
        if !without.is_empty() {
            all_lines.push(without);
        }
        all_lines.extend(lines[1..].iter().copied());
    }
    // The long word is split with a hyphen, after one of its own where
    // there is one (as print does: nothing added), and nothing of it is
    // lost: a line ending in a hyphen goes on in the next.
    assert!(
        all_lines.iter().any(|l| l.ends_with("VERINGENSTADT-")),
        "{all_lines:?}"
    );
    let head: String = all_lines
        .iter()
        .take_while(|l| !l.is_empty())
        .map(|l| l.strip_suffix('-').map_or(format!("{l} "), String::from))
        .collect();
    assert!(
        head.replace('-', "")
            .contains(&long.to_ascii_uppercase().replace('-', "")),
        "{head}"
    );
    // The moves read back in order, numbered 1 to 200.
    let move_lines: Vec<&&str> = all_lines
        .iter()
        .skip_while(|l| !l.is_empty())
        .filter(|l| !l.is_empty())
        .collect();
    let mut read = Vec::new();
    for (i, line) in move_lines.iter().take(200).enumerate() {
        let mut words = line.split(' ');
        assert_eq!(words.next(), Some((i + 1).to_string().as_str()));
        for w in words {
            read.push(decode_move(w, &uk).unwrap());
        }
    }
    assert_eq!(read, moves);
    assert_eq!(all_lines.last(), Some(&"1/2-1/2"));
    // Every page but the last is full.
    for page in &pages[..pages.len() - 1] {
        assert_eq!(page.matches("\r\n").count(), 25);
    }
}
