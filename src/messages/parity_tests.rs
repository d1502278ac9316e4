//! Temporary: the catalogs say exactly what the Rust texts said.
use std::path::PathBuf;
use std::time::Duration;

use shakmaty::{CastlingSide, Color, Move, Piece, Role, Square};

use super::catalog::builtin;
use super::{AlgebraicNamer, ClaimKind, Texts};
use crate::braille::BrailleError;
use crate::lang::Lang;
use crate::notation::fen::{FenError, PositionProblem};
use crate::notation::{CastlingBlock, MoveError};
use crate::pgn::{MovePlace, PgnError};
use crate::phonetics::{Expected, SpokenError};
use crate::rules::{GameResult, Reason, Score, TimePenalty};
use crate::speech::{SpeechError, SpeechEvent, SpeechStatus};

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
    let mut out = vec![MoveError::NotAMove, MoveError::MissingTarget];
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
                in_check_now: now,
                by: vec![(c, r)],
            });
            out.push(MoveError::KingInCheck {
                from: a,
                to: b,
                in_check_now: now,
                by: vec![(c, r), (Square::A1, Role::Queen)],
            });
        }
    }
    for now in [false, true] {
        out.push(MoveError::KingInCheck {
            from: a,
            to: b,
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

fn check(lang: Lang, legacy: &'static dyn Texts, skip_braille: bool) {
    let new = builtin(lang);
    let nn = AlgebraicNamer(new);
    let on = AlgebraicNamer(legacy);
    let mut diffs = Vec::new();
    let mut eq = |what: String, a: String, b: String| {
        if a != b {
            diffs.push(format!("{what}:\n  old {b}\n  new {a}"));
        }
    };
    for c in COLOURS {
        eq("color".into(), new.color(c).into(), legacy.color(c).into());
    }
    for r in ROLES {
        eq("role".into(), new.role(r).into(), legacy.role(r).into());
    }
    for e in move_errors() {
        eq(
            format!("{e:?}"),
            new.move_error(&e, &nn),
            legacy.move_error(&e, &on),
        );
    }
    for r in results() {
        let d = format!("{r:?}");
        eq(format!("result {d}"), new.result(&r), legacy.result(&r));
        eq(
            format!("game_over {d}"),
            new.game_over(&r),
            legacy.game_over(&r),
        );
        eq(
            format!("arbiter_result {d}"),
            new.arbiter_result(&r),
            legacy.arbiter_result(&r),
        );
        eq(
            format!("score_words {d}"),
            new.score_words(&r),
            legacy.score_words(&r),
        );
        eq(
            format!("result_replaced {d}"),
            new.result_replaced(&r),
            legacy.result_replaced(&r),
        );
        eq(
            format!("undo_after {d}"),
            new.undo_after_result(&r),
            legacy.undo_after_result(&r),
        );
        eq(
            format!("clock_game_over {d}"),
            new.clock_game_over(&r),
            legacy.clock_game_over(&r),
        );
        for c in COLOURS {
            eq(
                format!("flag {d}"),
                new.flag_outcome(c, &r),
                legacy.flag_outcome(c, &r),
            );
            eq(
                format!("pgn_after_end {d}"),
                new.pgn_after_end(7, c, "Nf3", &r),
                legacy.pgn_after_end(7, c, "Nf3", &r),
            );
        }
    }
    let froms = vec!["b1".to_string(), "f3".to_string(), "g5".to_string()];
    for k in 1..=3 {
        let f = &froms[..k];
        for r in ROLES {
            eq(
                "which_move".into(),
                new.which_move(Some(r), f, f),
                legacy.which_move(Some(r), f, f),
            );
        }
        eq(
            "which_move".into(),
            new.which_move(None, f, f),
            legacy.which_move(None, f, f),
        );
        eq(
            "which_promotion".into(),
            new.which_promotion(f),
            legacy.which_promotion(f),
        );
    }
    for n in [0u32, 1, 2, 3, 4, 5, 10, 11, 12, 21, 22, 25, 101] {
        let u = n as usize;
        eq(
            format!("line_too_long {n}"),
            new.line_too_long(u, 5),
            legacy.line_too_long(u, 5),
        );
        eq(
            format!("journal_dropped {n}"),
            new.journal_dropped(u),
            legacy.journal_dropped(u),
        );
        eq(format!("resumed {n}"), new.resumed(u), legacy.resumed(u));
        for c in COLOURS {
            eq(
                format!("penalty {n}"),
                new.penalty(&TimePenalty { to: c, minutes: n }),
                legacy.penalty(&TimePenalty { to: c, minutes: n }),
            );
            eq(
                format!("illegal_completed {n}"),
                new.illegal_completed(c, n),
                legacy.illegal_completed(c, n),
            );
            eq("to_move".into(), new.to_move(c, n), legacy.to_move(c, n));
            for you in [false, true] {
                eq(
                    "to_move_player".into(),
                    new.to_move_player(you, c, n),
                    legacy.to_move_player(you, c, n),
                );
                eq(
                    "prompt_side".into(),
                    new.prompt_side(you, c),
                    legacy.prompt_side(you, c),
                );
            }
            eq(
                "last_move".into(),
                new.last_move(n, c, "e4"),
                legacy.last_move(n, c, "e4"),
            );
            eq(
                "envelope".into(),
                new.envelope_summary("A", "B", n, c),
                legacy.envelope_summary("A", "B", n, c),
            );
        }
        for (w, b) in [("", ""), ("Smith", "?"), ("Smith", "Jones")] {
            eq(
                "resume_question".into(),
                new.resume_question(w, b, u),
                legacy.resume_question(w, b, u),
            );
        }
    }
    for c in COLOURS {
        eq(
            "draw_offered".into(),
            new.draw_offered(c),
            legacy.draw_offered(c),
        );
        eq(
            "draw_declined".into(),
            new.draw_declined(c),
            legacy.draw_declined(c),
        );
        eq("own_offer".into(), new.own_offer(c), legacy.own_offer(c));
        eq(
            "offer_pending".into(),
            new.offer_pending(c),
            legacy.offer_pending(c),
        );
        eq(
            "seal_ask_move".into(),
            new.seal_ask_move(c),
            legacy.seal_ask_move(c),
        );
        eq("reopened".into(), new.reopened(c), legacy.reopened(c));
        eq(
            "intended".into(),
            new.intended_not_played(c),
            legacy.intended_not_played(c),
        );
        eq(
            "claim_is_offer".into(),
            new.claim_is_offer(c),
            legacy.claim_is_offer(c),
        );
        eq(
            "clock_started".into(),
            new.clock_started(c),
            legacy.clock_started(c),
        );
        eq(
            "clock_already".into(),
            new.clock_already_running(c),
            legacy.clock_already_running(c),
        );
        eq(
            "clock_runs_again".into(),
            new.clock_runs_again(c),
            legacy.clock_runs_again(c),
        );
        let items: Vec<(Role, String)> = ROLES.iter().map(|r| (*r, "e4".to_string())).collect();
        eq(
            "pieces_of".into(),
            new.pieces_of(c, &items, &nn),
            legacy.pieces_of(c, &items, &on),
        );
        eq(
            "attackers".into(),
            new.attackers(c, "e5", &items, &nn),
            legacy.attackers(c, "e5", &items, &on),
        );
        eq(
            "attackers0".into(),
            new.attackers(c, "e5", &[], &nn),
            legacy.attackers(c, "e5", &[], &on),
        );
        for r in ROLES {
            let p = Piece { color: c, role: r };
            eq(
                "on_square".into(),
                new.on_square("e4", Some(p), &nn),
                legacy.on_square("e4", Some(p), &on),
            );
            eq(
                "board_missing".into(),
                new.board_missing("e4", p),
                legacy.board_missing("e4", p),
            );
            eq(
                "board_wrong".into(),
                new.board_wrong("e4", p),
                legacy.board_wrong("e4", p),
            );
            eq(
                "touch_move".into(),
                new.touch_move(r, "e4"),
                legacy.touch_move(r, "e4"),
            );
            eq(
                "touch_capture".into(),
                new.touch_capture(r, "e4"),
                legacy.touch_capture(r, "e4"),
            );
            let scan = vec![("e1".to_string(), Some(p)), ("e2".to_string(), None)];
            eq(
                "line_scan".into(),
                new.line_scan(&scan, &nn),
                legacy.line_scan(&scan, &on),
            );
        }
    }
    eq(
        "on_square none".into(),
        new.on_square("e4", None, &nn),
        legacy.on_square("e4", None, &on),
    );
    for k in [
        None,
        Some(ClaimKind::Repetition),
        Some(ClaimKind::FiftyMoves),
    ] {
        eq(
            "claim_rejected".into(),
            new.claim_rejected(k),
            legacy.claim_rejected(k),
        );
    }
    eq(
        "help".into(),
        new.help().join("\n"),
        legacy.help().join("\n"),
    );
    for w in [
        "yes", "Y", "ja", "J", "да", "Д", "no", "N", "nein", "нет", "н", "maybe", "",
    ] {
        eq(
            format!("is_yes {w}"),
            new.is_yes(w).to_string(),
            legacy.is_yes(w).to_string(),
        );
        eq(
            format!("is_no {w}"),
            new.is_no(w).to_string(),
            legacy.is_no(w).to_string(),
        );
    }
    for b in [false, true] {
        eq("line_usage".into(), new.line_usage(b), legacy.line_usage(b));
        for u in [false, true] {
            eq(
                "voice".into(),
                new.voice_changed(b, u),
                legacy.voice_changed(b, u),
            );
        }
    }
    for w in ["", "2026-12-01 10:00"] {
        eq(
            "resumption_noted".into(),
            new.resumption_noted(w),
            legacy.resumption_noted(w),
        );
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
        let translated = matches!(
            e,
            BrailleError::ControlChar { .. }
                | BrailleError::NotBraille { .. }
                | BrailleError::PawnFiles { .. }
                | BrailleError::PawnPath { .. }
                | BrailleError::Ambiguous { .. }
        );
        if skip_braille && translated {
            continue;
        }
        eq(
            format!("{e:?}"),
            new.braille_error(&e),
            legacy.braille_error(&e),
        );
    }
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
        eq(
            format!("{e:?}"),
            new.spoken_error(&e),
            legacy.spoken_error(&e),
        );
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
        eq(
            format!("{e:?}"),
            new.spoken_error(&e),
            legacy.spoken_error(&e),
        );
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
    ];
    for e in &errs {
        eq(
            format!("{e:?}"),
            new.speech_error(e),
            legacy.speech_error(e),
        );
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
            eq(
                format!("{ev:?}"),
                new.speech_event(&ev),
                legacy.speech_event(&ev),
            );
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
    ] {
        eq(
            format!("{st:?}"),
            new.speech_status(&st),
            legacy.speech_status(&st),
        );
    }
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
        FenError::Unreadable,
        FenError::Illegal(problems.clone()),
        FenError::Illegal(problems[..1].to_vec()),
    ];
    for e in &fens {
        eq(format!("{e:?}"), new.fen_error(e), legacy.fen_error(e));
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
                at: at.clone(),
                san: "Nf3".into(),
            },
            PgnError::AmbiguousMove {
                at: at.clone(),
                san: "Nf3".into(),
            },
            PgnError::UnreadableMove {
                at: at.clone(),
                token: "x".into(),
            },
            PgnError::BadFen {
                game: 2,
                fen: "x".into(),
                reason: FenError::Empty,
            },
            PgnError::SetUpWithoutFen { game: 2 },
            PgnError::NullMove { at: at.clone() },
            PgnError::NotStandardChess {
                game: 2,
                variant: "Chess960".into(),
            },
            PgnError::Syntax {
                game: 2,
                reason: "r".into(),
            },
        ] {
            eq(format!("{e:?}"), new.pgn_error(&e), legacy.pgn_error(&e));
        }
    }
    assert!(
        diffs.is_empty(),
        "{lang}: {} differences:\n{}",
        diffs.len(),
        diffs.join("\n")
    );
}

#[test]
fn english_is_unchanged() {
    check(Lang::En, &super::en::En, true);
}

#[test]
fn german_is_unchanged() {
    check(Lang::De, &super::de::De, true);
}

#[test]
fn russian_is_unchanged() {
    check(Lang::Ru, &super::ru::Ru, false);
}
