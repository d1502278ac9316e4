//! The catalog test: every message of every catalog is there and
//! formats without error, for every Texts method and every variant of its
//! arguments; plural forms; a new language from a file.
use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{CastlingSide, Color, Move, Piece, Role, Square};

use std::collections::BTreeSet;

use super::catalog::{
    Catalog, FALLBACK, LoadProblems, REGISTERED, builtin, message_ids, source, take_problems,
};
use super::texts;
use super::{AlgebraicNamer, ClaimKind, Texts};
use braille::BrailleError;
use laws::lang::Lang;
use laws::notation::fen::{FenError, PositionProblem};
use laws::notation::{CastlingBlock, MoveError};
use laws::pgn::{MovePlace, PgnError};
use laws::rules::{GameResult, Reason, Score, TimePenalty};
use phonetics::{Expected, SpokenError};
use speech::{SpeechError, SpeechEvent, SpeechStatus};

const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];
const COLOURS: [Color; 2] = [Color::White, Color::Black];
const REASONS: [Reason; 14] = [
    Reason::Checkmate,
    Reason::Resignation,
    Reason::Time,
    Reason::IllegalMoves,
    Reason::Stalemate,
    Reason::DeadPosition,
    Reason::Agreement,
    Reason::ThreefoldRepetition,
    Reason::FiftyMoves,
    Reason::FivefoldRepetition,
    Reason::SeventyFiveMoves,
    Reason::Arbiter,
    Reason::BothFlags,
    Reason::Forfeit,
];

fn results() -> Vec<GameResult> {
    let mut out = Vec::new();
    for reason in REASONS {
        for score in [
            Score::WhiteWins,
            Score::BlackWins,
            Score::Draw,
            Score::BothLose,
        ] {
            for cannot in [false, true] {
                for declared in [false, true] {
                    out.push(GameResult {
                        score,
                        reason,
                        opponent_cannot_mate: cannot,
                        declared,
                    });
                }
            }
        }
    }
    out
}

fn move_errors() -> Vec<MoveError> {
    let mut out = vec![
        MoveError::NotAMove,
        MoveError::MissingTarget,
        MoveError::Iccf(laws::notation::iccf::IccfProblem::Length),
        MoveError::Iccf(laws::notation::iccf::IccfProblem::Square),
        MoveError::Iccf(laws::notation::iccf::IccfProblem::Promotion),
    ];
    let (a, b, c) = (Square::E2, Square::E4, Square::H5);
    for r in ROLES {
        for r2 in ROLES {
            out.push(MoveError::WrongPiece {
                square: a,
                actual: r,
                said: r2,
            });
            out.push(MoveError::Blocked {
                role: r,
                from: a,
                to: b,
                by: c,
                blocker: r2,
            });
        }
        for colour in COLOURS {
            out.push(MoveError::NotYourPiece {
                square: a,
                piece: Piece {
                    color: colour,
                    role: r,
                },
            });
        }
        out.push(MoveError::BadPromotion(r));
        out.push(MoveError::NoPieceCanReach { role: r, to: b });
        out.push(MoveError::NoSuchPiece { role: r });
        out.push(MoveError::CannotMoveThere {
            role: r,
            from: a,
            to: b,
        });
        out.push(MoveError::OwnPieceOnTarget { to: b, role: r });
        for now in [false, true] {
            out.push(MoveError::KingInCheck {
                from: a,
                to: b,
                king: Color::White,
                in_check_now: now,
                by: vec![(c, r)],
            });
            out.push(MoveError::KingInCheck {
                from: a,
                to: b,
                king: Color::White,
                in_check_now: now,
                by: vec![(c, r), (Square::A1, Role::Queen)],
            });
        }
    }
    for now in [false, true] {
        out.push(MoveError::KingInCheck {
            from: a,
            to: b,
            king: Color::Black,
            in_check_now: now,
            by: vec![],
        });
    }
    out.push(MoveError::EmptySquare(a));
    out.push(MoveError::NothingToCapture(a));
    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        for why in [
            CastlingBlock::KingMoved,
            CastlingBlock::RookMoved(Square::H1),
            CastlingBlock::PiecesBetween(vec![Square::F1]),
            CastlingBlock::PiecesBetween(vec![Square::F1, Square::G1]),
            CastlingBlock::PiecesBetween(vec![Square::B1, Square::C1, Square::D1]),
            CastlingBlock::InCheck,
            CastlingBlock::ThroughCheck(Square::F1),
            CastlingBlock::IntoCheck(Square::G1),
        ] {
            out.push(MoveError::CastlingNotAllowed { side, why });
        }
    }
    out.push(MoveError::PromotionMissing {
        from: Square::E7,
        to: Square::E8,
    });
    out.push(MoveError::NoPromotion { to: b });
    out.push(MoveError::NoEnPassant { to: b });
    let m = Move::Normal {
        role: Role::Knight,
        from: Square::B1,
        capture: None,
        to: Square::C3,
        promotion: None,
    };
    for n in [1, 2, 3, 5, 21, 22] {
        out.push(MoveError::Ambiguous(vec![m; n]));
    }
    out
}

/// Calls every method of `new` with every variant of its arguments.
fn exercise(new: &'static dyn Texts) -> Vec<String> {
    let nn = AlgebraicNamer(new);
    let mut said = Vec::new();
    let mut say = |line: String| said.push(line);
    for c in COLOURS {
        say(new.color(c).into());
    }
    for r in ROLES {
        say(new.role(r).into());
    }
    for e in move_errors() {
        say(new.move_error(&e, &nn));
    }
    for r in results() {
        say(new.result(&r));
        say(new.game_over(&r));
        say(new.arbiter_result(&r));
        say(new.score_words(&r));
        say(new.result_replaced(&r));
        say(new.undo_after_result(&r));
        say(new.clock_game_over(&r));
        for c in COLOURS {
            say(new.flag_outcome(c, &r));
            say(new.pgn_after_end(7, c, "Nf3", &r));
        }
    }
    let froms = ["b1".to_string(), "f3".to_string(), "g5".to_string()];
    for k in 1..=3 {
        let f = &froms[..k];
        for r in ROLES {
            say(new.which_move(Some(r), f, f));
        }
        say(new.which_move(None, f, f));
        say(new.which_promotion(f));
    }
    for n in [0u32, 1, 2, 3, 4, 5, 10, 11, 12, 21, 22, 25, 101] {
        let u = n as usize;
        say(new.line_too_long(u, 5));
        say(new.journal_dropped(u));
        say(new.resumed(u));
        for c in COLOURS {
            say(new.penalty(&TimePenalty { to: c, minutes: n }));
            say(new.illegal_completed(c, n));
            say(new.to_move(c, n));
            for you in [false, true] {
                say(new.to_move_player(you, c, n));
                say(new.prompt_side(you, c));
            }
            say(new.last_move(n, c, "e4", Lang::De).text().to_string());
            say(new.envelope_summary("A", "B", n, c));
        }
        for (w, b) in [("", ""), ("Smith", "?"), ("Smith", "Jones")] {
            say(new.resume_question(w, b, u as u32));
        }
    }
    for c in COLOURS {
        say(new.draw_offered(c));
        say(new.draw_declined(c));
        say(new.own_offer(c));
        say(new.offer_pending(c));
        say(new.seal_ask_move(c));
        say(new.reopened(c));
        say(new.intended_not_played(c));
        say(new.claim_is_offer(c));
        say(new.clock_started(c));
        say(new.clock_already_running(c));
        say(new.clock_runs_again(c));
        let items: Vec<(Role, String)> = ROLES.iter().map(|r| (*r, "e4".to_string())).collect();
        say(new.pieces_of(c, &items, &nn));
        say(new.attackers(c, "e5", &items, &nn));
        say(new.attackers(c, "e5", &[], &nn));
        for r in ROLES {
            let p = Piece { color: c, role: r };
            say(new.on_square("e4", Some(p), &nn));
            say(new.board_missing("e4", p));
            say(new.board_wrong("e4", p));
            say(new.touch_move(r, "e4"));
            say(new.touch_capture(r, "e4"));
            let scan = vec![("e1".to_string(), Some(p)), ("e2".to_string(), None)];
            say(new.line_scan(&scan, &nn));
        }
    }
    say(new.on_square("e4", None, &nn));
    for k in [
        None,
        Some(ClaimKind::Repetition),
        Some(ClaimKind::FiftyMoves),
    ] {
        say(new.claim_rejected(k));
    }
    say(new.help().join("\n"));
    for w in [
        "yes", "Y", "ja", "J", "да", "Д", "no", "N", "nein", "нет", "н", "maybe", "",
    ] {
        say(new.is_yes(w).to_string());
        say(new.is_no(w).to_string());
    }
    for b in [false, true] {
        say(new.line_usage(b));
        for u in [false, true] {
            say(new.voice_changed(b, u));
        }
    }
    for w in ["", "2026-12-01 10:00"] {
        say(new.resumption_noted(w));
    }
    let braille = vec![
        BrailleError::Empty,
        BrailleError::TooLong { len: 30, max: 12 },
        BrailleError::ControlChar { index: 2, code: 7 },
        BrailleError::NotBraille { index: 2, ch: 'x' },
        BrailleError::MixedScript { index: 2, ch: 'x' },
        BrailleError::UnknownCell {
            cell: 0b101,
            index: 1,
        },
        BrailleError::Misplaced {
            cell: 0b11,
            index: 1,
        },
        BrailleError::ExtraWord { index: 3 },
        BrailleError::Incomplete,
        BrailleError::PromotionMissing,
        BrailleError::PromotionNotAllowed,
        BrailleError::PawnFiles { from: 'a', to: 'c' },
        BrailleError::PawnPath {
            from: "a2".into(),
            to: "c4".into(),
        },
        BrailleError::NotAMove,
        BrailleError::Ambiguous {
            readings: vec!["Nf3".into(), "Bf3".into()],
        },
    ];
    for e in braille {
        say(new.braille_error(&e));
    }
    let vocab = phonetics::Builtin::German.load().unwrap();
    let spoken = vec![
        SpokenError::Empty,
        SpokenError::TooLong { len: 1, max: 2 },
        SpokenError::TooManyWords { max: 2 },
        SpokenError::UnknownWord { word: "x".into() },
        SpokenError::AmbiguousWord {
            word: "x".into(),
            candidates: vec!["a".into(), "b".into(), "c".into()],
        },
        SpokenError::MissingTarget { after: "x".into() },
        SpokenError::MissingRank { file: "x".into() },
        SpokenError::RankOutOfRange {
            word: "x".into(),
            number: 9,
        },
        SpokenError::MissingPromotionPiece { after: "x".into() },
    ];
    for e in spoken {
        say(new.spoken_error(&e, &vocab, Lang::De).text().to_string());
    }
    for x in [
        Expected::Move,
        Expected::Square,
        Expected::File,
        Expected::Rank,
        Expected::Piece,
        Expected::End,
    ] {
        let e = SpokenError::Unexpected {
            word: "x".into(),
            expected: x,
        };
        say(new.spoken_error(&e, &vocab, Lang::De).text().to_string());
    }
    let errs = vec![
        SpeechError::CommandMissing {
            program: "espeak-ng".into(),
        },
        SpeechError::CommandFailed {
            program: "spd".into(),
            detail: "d".into(),
        },
        SpeechError::TimedOut {
            backend: "b".into(),
            after: Duration::from_secs(5),
        },
        SpeechError::NotWritable {
            path: PathBuf::from("/x/y"),
            detail: "d".into(),
        },
        SpeechError::NotBuilt {
            backend: "tts".into(),
        },
        SpeechError::Engine {
            backend: "b".into(),
            detail: "d".into(),
        },
        SpeechError::NoAnswer {
            backend: "speech-dispatcher".into(),
        },
        SpeechError::NoAudio {
            path: PathBuf::from("/x/0001.wav"),
        },
        SpeechError::NoScreenReader {
            backend: "screenreader".into(),
        },
        SpeechError::ScreenReaderNotBuilt {
            backend: "screenreader".into(),
        },
        SpeechError::VoiceOverTakesNoSpeech {
            backend: "screenreader".into(),
        },
    ];
    for e in &errs {
        say(new.speech_error(e));
        for ev in [
            SpeechEvent::Fallback {
                from: "a".into(),
                to: "b".into(),
                reason: e.clone(),
            },
            SpeechEvent::SpeechOff {
                from: "a".into(),
                reason: e.clone(),
            },
            SpeechEvent::Unavailable {
                reason: e.clone(),
                using: "text".into(),
            },
        ] {
            say(new.speech_event(&ev));
        }
    }
    for st in [
        SpeechStatus::Using {
            backend: "a".into(),
            auto: false,
            skipped: vec![],
        },
        SpeechStatus::Using {
            backend: "a".into(),
            auto: true,
            skipped: vec![],
        },
        SpeechStatus::Using {
            backend: "a".into(),
            auto: true,
            skipped: errs.clone(),
        },
        SpeechStatus::Off,
        SpeechStatus::Starting,
        SpeechStatus::NoThread("why".into()),
        SpeechStatus::NoSoundDevice,
    ] {
        say(new.speech_status(&st));
        say(new.speech_started(&st));
    }
    say(new.speech_event(&SpeechEvent::NoSoundDevice {
        backend: "a".into(),
    }));
    let problems = vec![
        PositionProblem::EmptyBoard,
        PositionProblem::MissingKing,
        PositionProblem::TooManyKings,
        PositionProblem::PawnsOnBackRank,
        PositionProblem::CastlingRights,
        PositionProblem::EpSquare,
        PositionProblem::OppositeCheck,
        PositionProblem::ImpossibleCheck,
        PositionProblem::TooMuchMaterial,
        PositionProblem::Other,
    ];
    let fens = vec![
        FenError::Empty,
        FenError::RankCount(7),
        FenError::RankLength {
            rank: 3,
            squares: 9,
        },
        FenError::BadBoardChar('x'),
        FenError::BadTurn("x".into()),
        FenError::BadCastling("x".into()),
        FenError::BadEpSquare("x".into()),
        FenError::BadHalfmoves("x".into()),
        FenError::BadFullmoves("x".into()),
        FenError::TooManyHalfmoves {
            text: "1000".into(),
            max: 1,
        },
        FenError::TooManyFullmoves("99999".into()),
        FenError::Unreadable,
        FenError::Illegal(problems.clone()),
        FenError::Illegal(problems[..1].to_vec()),
    ];
    for e in &fens {
        say(new.fen_error(e));
    }
    for c in COLOURS {
        let at = MovePlace {
            game: 2,
            ply: 3,
            number: 4,
            color: c,
        };
        for e in [
            PgnError::NoGame,
            PgnError::IllegalMove {
                at,
                san: "Nf3".into(),
            },
            PgnError::AmbiguousMove {
                at,
                san: "Nf3".into(),
            },
            PgnError::UnreadableMove {
                at,
                token: "x".into(),
            },
            PgnError::BadFen {
                game: 2,
                fen: "x".into(),
                reason: FenError::Empty,
            },
            PgnError::SetUpWithoutFen { game: 2 },
            PgnError::NullMove { at },
            PgnError::NotStandardChess {
                game: 2,
                variant: "Chess960".into(),
            },
            PgnError::Syntax {
                game: 2,
                reason: "r".into(),
            },
        ] {
            say(new.pgn_error(&e));
        }
    }
    said
}

/// Every registered catalog loads without problems and has exactly the
/// English catalog's messages: none missing, none unknown.
#[test]
fn every_catalog_has_every_message() {
    let english: BTreeSet<String> = message_ids(source(FALLBACK)).into_iter().collect();
    let mut problems = Vec::new();
    for (code, src) in REGISTERED {
        problems.extend(catalog_gaps(code, src, &english));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// What is wrong with a catalog: load problems, messages missing (they
/// fall back to English) and messages English does not have.
fn catalog_gaps(code: &str, src: &str, english: &BTreeSet<String>) -> Vec<String> {
    let (catalog, LoadProblems(mut problems)) = Catalog::load(code, src, Some(english_catalog()));
    let ids: Vec<String> = message_ids(src);
    let mut seen = BTreeSet::new();
    for id in &ids {
        if !seen.insert(id.clone()) {
            problems.push(format!("{code}: {id} is defined twice"));
        }
        if !english.contains(id) {
            problems.push(format!("{code}: unknown message {id}"));
        }
    }
    for id in english {
        if !catalog.has(id) {
            problems.push(format!("{code}: missing {id} (English is used)"));
        }
    }
    problems
}

fn english_catalog() -> &'static Catalog {
    super::catalog::english()
}

/// Every method of every language finds its messages in the language's
/// own catalog, with every variable it uses given (a missing variable or
/// message would show as a formatting problem).
#[test]
fn every_method_formats_in_every_language() {
    for lang in Lang::ALL {
        take_problems();
        let said = exercise(builtin(lang));
        let problems = take_problems();
        assert!(problems.is_empty(), "{lang}: {}", problems.join("\n"));
        assert!(said.len() > 1000, "{lang}: {}", said.len());
        for line in &said {
            assert!(!line.contains('{') && !line.contains('}'), "{lang}: {line}");
        }
    }
}

/// Plural forms follow each language's rules (CLDR through Fluent).
#[test]
fn plural_forms_render() {
    let counts = [0u32, 1, 2, 5, 21, 22, 25];
    let say = |lang: Lang, f: &dyn Fn(&'static dyn Texts, u32) -> String| -> Vec<String> {
        counts.iter().map(|n| f(texts(lang), *n)).collect()
    };
    let too_long = |t: &'static dyn Texts, n: u32| t.line_too_long(n as usize, 80);
    assert_eq!(
        say(Lang::Ru, &too_long)
            .iter()
            .map(|s| s.split(';').next().unwrap_or_default().to_string())
            .collect::<Vec<_>>(),
        [
            "В строке 0 символов",
            "В строке 1 символ",
            "В строке 2 символа",
            "В строке 5 символов",
            "В строке 21 символ",
            "В строке 22 символа",
            "В строке 25 символов",
        ]
    );
    let penalty = |t: &'static dyn Texts, n: u32| {
        t.penalty(&TimePenalty {
            to: Color::White,
            minutes: n,
        })
    };
    assert_eq!(
        say(Lang::Ru, &penalty),
        [
            "Ноль минут добавлено ко времени белых.",
            "Одна минута добавлена ко времени белых.",
            "Две минуты добавлены ко времени белых.",
            "Пять минут добавлено ко времени белых.",
            "Двадцать одна минута добавлена ко времени белых.",
            "Двадцать две минуты добавлены ко времени белых.",
            "Двадцать пять минут добавлено ко времени белых.",
        ]
    );
    assert_eq!(
        say(Lang::De, &penalty),
        [
            "0 Minuten werden der Zeit von Weiß hinzugefügt.",
            "Eine Minute wird der Zeit von Weiß hinzugefügt.",
            "Zwei Minuten werden der Zeit von Weiß hinzugefügt.",
            "5 Minuten werden der Zeit von Weiß hinzugefügt.",
            "21 Minuten werden der Zeit von Weiß hinzugefügt.",
            "22 Minuten werden der Zeit von Weiß hinzugefügt.",
            "25 Minuten werden der Zeit von Weiß hinzugefügt.",
        ]
    );
    assert_eq!(
        say(Lang::En, &penalty),
        [
            "0 minutes are added to White's time.",
            "One minute is added to White's time.",
            "Two minutes are added to White's time.",
            "5 minutes are added to White's time.",
            "21 minutes are added to White's time.",
            "22 minutes are added to White's time.",
            "25 minutes are added to White's time.",
        ]
    );
    let dropped = |t: &'static dyn Texts, n: u32| t.journal_dropped(n as usize);
    assert_eq!(
        say(Lang::En, &dropped)
            .iter()
            .map(|s| s
                .split(" at the end")
                .next()
                .unwrap_or_default()
                .to_string())
            .collect::<Vec<_>>(),
        [
            "0 damaged records",
            "1 damaged record",
            "2 damaged records",
            "5 damaged records",
            "21 damaged records",
            "22 damaged records",
            "25 damaged records",
        ]
    );
    let ambiguous = |t: &'static dyn Texts, n: u32| {
        let m = Move::Normal {
            role: Role::Knight,
            from: Square::B1,
            capture: None,
            to: Square::C3,
            promotion: None,
        };
        t.move_error(
            &MoveError::Ambiguous(vec![m; n as usize]),
            &AlgebraicNamer(t),
        )
    };
    assert_eq!(
        say(Lang::Ru, &ambiguous),
        [
            "Под это описание подходят ноль ходов.",
            "Под это описание подходит один ход.",
            "Под это описание подходят два хода.",
            "Под это описание подходят пять ходов.",
            "Под это описание подходит двадцать один ход.",
            "Под это описание подходят двадцать два хода.",
            "Под это описание подходят двадцать пять ходов.",
        ]
    );
    assert_eq!(
        say(Lang::De, &ambiguous)[2],
        "2 Züge passen zu dieser Angabe."
    );
    assert_eq!(
        say(Lang::En, &ambiguous)[3],
        "5 moves fit that description."
    );
}

/// A new language is a Fluent file: this partial French catalog has a
/// few messages; the rest falls back to English, and the catalog check
/// names every message it lacks.
#[test]
fn a_new_language_is_a_file() {
    const FRENCH: &str = include_str!("../../tests/data/fr-partial.ftl");
    let (fr, LoadProblems(problems)) = Catalog::load("fr", FRENCH, Some(english_catalog()));
    assert!(problems.is_empty(), "{problems:?}");
    let fr: &'static dyn Texts = Box::leak(Box::new(fr));
    assert_eq!(fr.color(Color::White), "Blancs");
    assert_eq!(fr.role(Role::Rook), "tour");
    assert_eq!(fr.to_move(Color::Black, 12), "Les Noirs jouent, coup 12.");
    assert_eq!(
        fr.on_square(
            "e4",
            Some(Piece {
                color: Color::White,
                role: Role::Rook
            }),
            &AlgebraicNamer(fr)
        ),
        "Sur e4 se trouve une tour blanche."
    );
    assert_eq!(
        fr.on_square(
            "e4",
            Some(Piece {
                color: Color::Black,
                role: Role::Knight
            }),
            &AlgebraicNamer(fr)
        ),
        "Sur e4 se trouve un cavalier noir."
    );
    // Not translated: English, inside a French sentence where needed.
    assert_eq!(fr.no_offer(), "There is no draw offer to answer.");
    assert_eq!(
        fr.draw_declined(Color::White),
        "Blancs declines the draw offer."
    );
    // The check names what is missing.
    let english: BTreeSet<String> = message_ids(source(FALLBACK)).into_iter().collect();
    let gaps = catalog_gaps("fr", FRENCH, &english);
    assert!(
        gaps.contains(&"fr: missing no-offer (English is used)".to_string()),
        "{gaps:?}"
    );
    assert!(
        !gaps.iter().any(|g| g.contains("missing to-move ")),
        "{gaps:?}"
    );
    assert_eq!(gaps.len(), english.len() - message_ids(FRENCH).len());
}

/// `--board list` says what each port is in the user's language; a USB
/// adapter by the names the system gives it, else by its numbers.
#[test]
fn serial_ports_are_listed_in_the_users_language() {
    use devices::pinboard::{PortInfo, PortKind};
    let port = |path: &str, kind: PortKind| PortInfo {
        path: path.into(),
        kind,
    };
    let de = texts(Lang::De);
    assert_eq!(
        de.port_line(&port(
            "COM3",
            PortKind::Usb {
                names: vec!["FTDI".into(), "USB Serial Port".into()],
                vid: 0x0403,
                pid: 0x6001
            }
        )),
        "COM3: USB, FTDI USB Serial Port"
    );
    assert_eq!(
        de.port_line(&port(
            "/dev/ttyACM0",
            PortKind::Usb {
                names: Vec::new(),
                vid: 0x0403,
                pid: 0x6001
            }
        )),
        "/dev/ttyACM0: USB 0403:6001"
    );
    assert_eq!(
        de.port_line(&port("COM1", PortKind::BuiltIn)),
        "COM1: eingebaut"
    );
    assert_eq!(
        texts(Lang::Ru).port_line(&port("/dev/ttyS0", PortKind::Serial)),
        "/dev/ttyS0: последовательный порт"
    );
    assert_eq!(
        texts(Lang::En).port_line(&port("/dev/rfcomm0", PortKind::Bluetooth)),
        "/dev/rfcomm0: Bluetooth"
    );
    assert_eq!(
        de.ports_not_listed("kein Zugriff"),
        "Die seriellen Anschlüsse lassen sich nicht auflisten: kein Zugriff"
    );
}
