//! Sentences of the built-in catalogs, checked word for word.

use shakmaty::{CastlingSide, Color, Piece, Role, Square};

use super::{AlgebraicNamer, Texts, texts};
use laws::lang::Lang;
use laws::notation::{CastlingBlock, MoveError};
use laws::rules::{GameResult, Reason, Score, TimePenalty};

fn en() -> &'static dyn Texts {
    texts(Lang::En)
}

fn de() -> &'static dyn Texts {
    texts(Lang::De)
}

fn ru() -> &'static dyn Texts {
    texts(Lang::Ru)
}

// ---- En

#[test]
fn en_lists_read_naturally() {
    let list = |items: &[&str]| {
        let items: Vec<String> = items.iter().map(|s| s.to_string()).collect();
        en().which_move(None, &[], &items)
    };
    assert_eq!(list(&["a"]), "Which move: a?");
    assert_eq!(list(&["a", "b"]), "Which move: a or b?");
    assert_eq!(list(&["a", "b", "c"]), "Which move: a, b or c?");
}

#[test]
fn en_results_say_reason_and_score() {
    assert_eq!(
        en().result(&GameResult::win(Color::Black, Reason::Checkmate)),
        "Checkmate. Black wins, 0-1."
    );
    assert_eq!(
        en().result(&GameResult::win(Color::White, Reason::Time)),
        "Black has run out of time. White wins, 1-0."
    );
    assert_eq!(
        en().result(&GameResult::draw_because(Reason::Time)),
        "A flag fell, but the opponent cannot checkmate: draw, 1/2-1/2."
    );
    assert_eq!(Score::Draw.pgn(), "1/2-1/2");
}

// ---- De

#[test]
fn de_gender_of_piece_nouns() {
    let n = AlgebraicNamer(de());
    assert_eq!(
        de().move_error(
            &MoveError::NoPieceCanReach {
                role: Role::Knight,
                to: Square::F3
            },
            &n
        ),
        "Kein Springer kann nach f3 ziehen."
    );
    assert_eq!(
        de().move_error(
            &MoveError::NoPieceCanReach {
                role: Role::Queen,
                to: Square::F3
            },
            &n
        ),
        "Keine Dame kann nach f3 ziehen."
    );
    assert_eq!(
        de().which_move(Some(Role::Queen), &["d1".into(), "h5".into()], &[]),
        "Welche Dame: d1 oder h5?"
    );
    assert_eq!(
        de().move_error(
            &MoveError::CastlingNotAllowed {
                side: CastlingSide::KingSide,
                why: CastlingBlock::RookMoved(Square::H1)
            },
            &n
        ),
        "Kurze Rochade nicht möglich: der Turm auf h1 hat schon gezogen oder fehlt."
    );
}

// ---- Ru

fn error(e: MoveError) -> String {
    ru().move_error(&e, &AlgebraicNamer(ru()))
}

#[test]
fn ru_results_say_reason_and_score() {
    assert_eq!(
        ru().result(&GameResult::win(Color::Black, Reason::Checkmate)),
        "Мат. Победа чёрных, 0-1."
    );
    assert_eq!(
        ru().result(&GameResult::win(Color::White, Reason::Time)),
        "У чёрных упал флажок. Победа белых, 1-0."
    );
    assert_eq!(
        ru().result(&GameResult::draw_because(Reason::Time)),
        "Флажок упал, но соперник не может поставить мат: ничья, 1/2-1/2."
    );
    assert_eq!(
        ru().result(&GameResult::draw_because(Reason::Agreement)),
        "Ничья по соглашению, 1/2-1/2."
    );
    assert_eq!(
        ru().result(&GameResult::win(Color::White, Reason::Resignation)),
        "Чёрные сдались. Победа белых, 1-0."
    );
    assert_eq!(
        ru().result(&GameResult::win(Color::Black, Reason::IllegalMoves)),
        "Белым засчитано поражение за невозможные ходы. Победа чёрных, 0-1."
    );
}

#[test]
fn ru_penalty_minutes_agree_with_their_number() {
    let p = |minutes, to| ru().penalty(&TimePenalty { to, minutes });
    assert_eq!(
        p(2, Color::Black),
        "Две минуты добавлены ко времени чёрных."
    );
    assert_eq!(
        p(1, Color::White),
        "Одна минута добавлена ко времени белых."
    );
    assert_eq!(
        p(5, Color::Black),
        "Пять минут добавлено ко времени чёрных."
    );
    assert_eq!(
        p(21, Color::White),
        "Двадцать одна минута добавлена ко времени белых."
    );
    assert_eq!(
        p(12, Color::White),
        "Двенадцать минут добавлено ко времени белых."
    );
}

#[test]
fn ru_piece_nouns_stay_nominative_and_words_agree() {
    assert_eq!(
        error(MoveError::NoPieceCanReach {
            role: Role::Knight,
            to: Square::F4
        }),
        "Ни один конь не может пойти на f4."
    );
    assert_eq!(
        error(MoveError::NoPieceCanReach {
            role: Role::Rook,
            to: Square::F4
        }),
        "Ни одна ладья не может пойти на f4."
    );
    assert_eq!(
        error(MoveError::OwnPieceOnTarget {
            to: Square::B2,
            role: Role::Pawn
        }),
        "На b2 стоит своя пешка."
    );
    assert_eq!(
        error(MoveError::NotYourPiece {
            square: Square::E7,
            piece: Piece {
                color: Color::Black,
                role: Role::Pawn
            }
        }),
        "Пешка на e7 принадлежит чёрным."
    );
    assert_eq!(
        error(MoveError::WrongPiece {
            square: Square::E2,
            actual: Role::Pawn,
            said: Role::Knight
        }),
        "На e2 стоит пешка, а не конь."
    );
    assert_eq!(
        ru().board_wrong(
            "c3",
            Piece {
                color: Color::White,
                role: Role::Rook
            }
        ),
        "На c3 стоит не та фигура; там должна стоять белая ладья."
    );
    assert_eq!(
        ru().touch_capture(Role::Pawn, "e5"),
        "Тронул — ходи: пешка на e5 тронута и должна быть взята."
    );
    assert_eq!(
        ru().touch_move(Role::Knight, "g1"),
        "Тронул — ходи: конь на g1 тронут и должен сделать ход."
    );
}

#[test]
fn ru_castling_reasons() {
    let castle = |side, why| error(MoveError::CastlingNotAllowed { side, why });
    assert_eq!(
        castle(
            CastlingSide::KingSide,
            CastlingBlock::PiecesBetween(vec![Square::F1, Square::G1])
        ),
        "Короткая рокировка невозможна: между королём и ладьёй стоят фигуры, на f1 и g1."
    );
    assert_eq!(
        castle(
            CastlingSide::QueenSide,
            CastlingBlock::PiecesBetween(vec![Square::B8])
        ),
        "Длинная рокировка невозможна: между королём и ладьёй стоит фигура, на b8."
    );
    assert_eq!(
        castle(CastlingSide::KingSide, CastlingBlock::KingMoved),
        "Короткая рокировка невозможна: король уже ходил."
    );
    assert_eq!(
        castle(CastlingSide::KingSide, CastlingBlock::RookMoved(Square::H1)),
        "Короткая рокировка невозможна: ладья на h1 уже ходила или её нет на месте."
    );
    assert_eq!(
        castle(CastlingSide::QueenSide, CastlingBlock::InCheck),
        "Длинная рокировка невозможна: король под шахом."
    );
    assert_eq!(
        castle(
            CastlingSide::KingSide,
            CastlingBlock::ThroughCheck(Square::F1)
        ),
        "Короткая рокировка невозможна: король прошёл бы через атакованное поле f1."
    );
    assert_eq!(
        castle(CastlingSide::KingSide, CastlingBlock::IntoCheck(Square::G1)),
        "Короткая рокировка невозможна: король оказался бы под шахом на g1."
    );
}

#[test]
fn ru_ambiguity_question_agrees_with_the_piece() {
    assert_eq!(
        ru().which_move(Some(Role::Knight), &["b1".into(), "f1".into()], &[]),
        "Какой конь: b1 или f1?"
    );
    assert_eq!(
        ru().which_move(
            Some(Role::Rook),
            &["a1".into(), "d2".into(), "h1".into()],
            &[]
        ),
        "Какая ладья: a1, d2 или h1?"
    );
    assert_eq!(
        ru().which_move(None, &[], &["exd5".into(), "cxd5".into()]),
        "Какой ход: exd5 или cxd5?"
    );
}

#[test]
fn ru_illegal_moves_are_counted_with_ordinals() {
    assert_eq!(
        ru().illegal_completed(Color::Black, 1),
        "Чёрные сделали первый невозможный ход."
    );
    assert_eq!(
        ru().illegal_completed(Color::White, 2),
        "Белые сделали второй невозможный ход."
    );
    assert_eq!(
        ru().illegal_completed(Color::White, 12),
        "Белые сделали невозможный ход номер 12."
    );
}

#[test]
fn ru_counted_words_take_their_form() {
    assert_eq!(
        ru().line_too_long(121, 80),
        "В строке 121 символ; в ходе или команде их не больше 80. Ничего не сделано."
    );
    assert_eq!(
        ru().line_too_long(122, 80),
        "В строке 122 символа; в ходе или команде их не больше 80. Ничего не сделано."
    );
    assert_eq!(
        ru().line_too_long(111, 80),
        "В строке 111 символов; в ходе или команде их не больше 80. Ничего не сделано."
    );
}

#[test]
fn ru_answers_in_russian_and_latin() {
    for yes in ["да", "Да", "yes", "ja", "y"] {
        assert!(ru().is_yes(yes), "{yes}");
        assert!(!ru().is_no(yes), "{yes}");
    }
    for no in ["нет", "НЕТ", "no", "nein", "n"] {
        assert!(ru().is_no(no), "{no}");
        assert!(!ru().is_yes(no), "{no}");
    }
    assert!(!ru().is_yes("может быть"));
}

#[test]
fn ru_texts_of_russian_are_russian() {
    assert_eq!(
        crate::messages::texts(Lang::Ru).to_move(Color::White, 1),
        "Ход белых, ход номер 1."
    );
}

/// The braille errors that were said in English in the German interface
/// are German now.
#[test]
fn de_braille_errors_are_german() {
    use braille::BrailleError;
    assert_eq!(
        de().braille_error(&BrailleError::PawnPath {
            from: "a2".into(),
            to: "c4".into()
        }),
        "Ein Bauer kann nicht von a2 nach c4 ziehen."
    );
    assert_eq!(
        de().braille_error(&BrailleError::Ambiguous {
            readings: vec!["Nf3".into(), "Bf3".into()]
        }),
        "Die Zellen lassen sich als Nf3 oder Bf3 lesen; das Figurenzeichen vor dem Figurenbuchstaben unterscheidet sie."
    );
    assert_eq!(
        en().braille_error(&BrailleError::PawnPath {
            from: "a2".into(),
            to: "c4".into()
        }),
        "A pawn cannot go from a2 to c4."
    );
}

// ---- the DGT e-board's differences, as the former
// en.rs, de.rs and ru.rs said them (word for word).

#[test]
fn dgt_differences_agree_with_the_piece_in_every_language() {
    let wn = Piece::from_char('N').unwrap();
    let bq = Piece::from_char('q').unwrap();
    let wb = Piece::from_char('B').unwrap();
    let br = Piece::from_char('r').unwrap();
    assert_eq!(
        en().dgt_extra("a5", bq),
        "On a5 stands a black queen that does not belong there."
    );
    assert_eq!(
        en().dgt_wrong("d2", wn, wb),
        "On d2 stands a white knight; the white bishop belongs there."
    );
    assert_eq!(
        de().dgt_extra("a5", bq),
        "Auf a5 steht eine schwarze Dame, die dort nicht hingehört."
    );
    assert_eq!(
        de().dgt_extra("a5", wn),
        "Auf a5 steht ein weißer Springer, der dort nicht hingehört."
    );
    assert_eq!(
        de().dgt_wrong("d2", bq, br),
        "Auf d2 steht eine schwarze Dame; dorthin gehört der schwarze Turm."
    );
    assert_eq!(
        de().dgt_wrong("d2", wn, Piece::from_char('Q').unwrap()),
        "Auf d2 steht ein weißer Springer; dorthin gehört die weiße Dame."
    );
    assert_eq!(
        ru().dgt_extra("a5", br),
        "На a5 лишняя фигура: чёрная ладья."
    );
    assert_eq!(
        ru().dgt_wrong("d2", wn, Piece::from_char('P').unwrap()),
        "На d2 стоит белый конь, а по партии там белая пешка."
    );
    assert_eq!(
        ru().dgt_not_reconnected("/dev/ttyUSB1", "нет такого файла"),
        "Электронную доску на /dev/ttyUSB1 не удаётся подключить: нет такого файла. Партия продолжается без неё; другой порт можно указать так: resume --dgt PORT."
    );
}

#[test]
fn every_language_says_what_the_dot_pad_does_in_one_line() {
    use devices::dotpad::codec::{BoardInfo, LineAnswer};
    use devices::dotpad::device::Failure;
    let failures = [
        Failure::NoAnswer,
        Failure::Refused {
            line: 3,
            answer: LineAnswer::Nack,
        },
        Failure::Unsuitable {
            info: BoardInfo::default(),
        },
    ];
    for lang in [Lang::En, Lang::De, Lang::Ru] {
        let t = texts(lang);
        let mut said = vec![
            t.dotpad_connected("DotPad320A"),
            t.dotpad_lost(),
            t.dotpad_back(),
            t.dotpad_line_full(60),
            t.dotpad_not_reconnected("/dev/ttyUSB0", "gone"),
        ];
        said.extend(failures.iter().map(|f| t.dotpad_gave_up(f)));
        for s in said {
            assert!(!s.is_empty() && !s.contains('\n'), "{lang:?}: {s}");
            assert!(!s.contains(['{', '}', '_', '*']), "{lang:?}: {s}");
        }
    }
}
