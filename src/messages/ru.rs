//! Русские фразы.
//!
//! Russian nouns change with case, but a [`Namer`] gives a piece noun only
//! in the nominative singular. So every sentence here is built to need the
//! nominative of a piece noun ("На e2 стоит пешка, а не конь."); only the
//! words around it agree with its gender, and those forms are the tables
//! below. Colours ("белые", "чёрные") are plural nouns whose cases we do
//! control, so they have their own table.

use shakmaty::{CastlingSide, Color, Piece, Role};

use crate::braille::{BrailleError, dots_label};

use super::{ClaimKind, Texts, players_or};
use crate::lang::Lang;
use crate::notation::fen::{FenError, PositionProblem};
use crate::notation::{CastlingBlock, MoveError, Namer};
use crate::pgn::{MovePlace, PgnError};
use crate::phonetics::{Expected, SpokenError};
use crate::rules::{GameResult, Reason, TimePenalty};
use crate::speech::words::{self, Noun, Plural};
use crate::speech::{SpeechError, SpeechEvent, SpeechStatus};

pub struct Ru;

/// A piece noun in the nominative singular and whether it is feminine.
struct PieceNoun {
    role: Role,
    noun: &'static str,
    feminine: bool,
}

const PIECES: [PieceNoun; 6] = [
    PieceNoun {
        role: Role::King,
        noun: "король",
        feminine: false,
    },
    PieceNoun {
        role: Role::Queen,
        noun: "ферзь",
        feminine: false,
    },
    PieceNoun {
        role: Role::Rook,
        noun: "ладья",
        feminine: true,
    },
    PieceNoun {
        role: Role::Bishop,
        noun: "слон",
        feminine: false,
    },
    PieceNoun {
        role: Role::Knight,
        noun: "конь",
        feminine: false,
    },
    PieceNoun {
        role: Role::Pawn,
        noun: "пешка",
        feminine: true,
    },
];

/// Words that agree with a piece noun: masculine and feminine form.
struct Agreeing {
    masculine: &'static str,
    feminine: &'static str,
}

impl Agreeing {
    fn with(&self, r: Role) -> &'static str {
        if feminine(r) {
            self.feminine
        } else {
            self.masculine
        }
    }
}

const NOT_ONE: Agreeing = Agreeing {
    masculine: "Ни один",
    feminine: "Ни одна",
};
const YOUR: Agreeing = Agreeing {
    masculine: "ваш",
    feminine: "ваша",
};
const WHICH: Agreeing = Agreeing {
    masculine: "Какой",
    feminine: "Какая",
};
const TOUCHED_MOVE: Agreeing = Agreeing {
    masculine: "тронут и должен сделать ход",
    feminine: "тронута и должна сделать ход",
};
const TOUCHED_CAPTURE: Agreeing = Agreeing {
    masculine: "тронут и должен быть взят",
    feminine: "тронута и должна быть взята",
};
const MUST: Agreeing = Agreeing {
    masculine: "должен",
    feminine: "должна",
};

/// A side in the cases the sentences need, and its colour adjective.
struct Side {
    nominative: &'static str,
    genitive: &'static str,
    dative: &'static str,
    adjective: Agreeing,
    /// Before "фигура" (feminine).
    piece: &'static str,
}

const WHITE: Side = Side {
    nominative: "Белые",
    genitive: "белых",
    dative: "белым",
    adjective: Agreeing {
        masculine: "белый",
        feminine: "белая",
    },
    piece: "белая фигура",
};

const BLACK: Side = Side {
    nominative: "Чёрные",
    genitive: "чёрных",
    dative: "чёрным",
    adjective: Agreeing {
        masculine: "чёрный",
        feminine: "чёрная",
    },
    piece: "чёрная фигура",
};

/// Forms of a word after a number: 1 (21...), 2-4 (22-24...), other.
struct Counted {
    one: &'static str,
    few: &'static str,
    many: &'static str,
}

impl Counted {
    fn after(&self, n: u64) -> &'static str {
        match words::plural(Lang::Ru, n) {
            Plural::One => self.one,
            Plural::Few => self.few,
            Plural::Many => self.many,
        }
    }
}

/// "символ" after a number.
const CHARACTERS: Counted = Counted {
    one: "символ",
    few: "символа",
    many: "символов",
};
/// The participle after "N минут(а/ы)": одна минута добавлена, две минуты
/// добавлены, пять минут добавлено.
const MINUTES_ADDED: Counted = Counted {
    one: "добавлена",
    few: "добавлены",
    many: "добавлено",
};
/// The verb after "N ход(а/ов)".
const MOVES_FIT: Counted = Counted {
    one: "подходит",
    few: "подходят",
    many: "подходят",
};

/// Ordinals agreeing with "ход" (masculine nominative); later ones as "11-й".
const ORDINALS: [&str; 10] = [
    "первый",
    "второй",
    "третий",
    "четвёртый",
    "пятый",
    "шестой",
    "седьмой",
    "восьмой",
    "девятый",
    "десятый",
];

fn feminine(r: Role) -> bool {
    PIECES.iter().any(|p| p.role == r && p.feminine)
}

fn side(c: Color) -> &'static Side {
    match c {
        Color::White => &WHITE,
        Color::Black => &BLACK,
    }
}

fn ordinal(n: u32) -> String {
    n.checked_sub(1)
        .and_then(|i| ORDINALS.get(usize::try_from(i).ok()?))
        .map_or_else(|| format!("{n}-й"), |w| (*w).to_string())
}

/// The first letter in upper case, for a noun that opens a sentence.
fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} или {}", init.join(", "), last),
    }
}

fn all(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} и {}", init.join(", "), last),
    }
}

fn castling(s: CastlingSide) -> &'static str {
    match s {
        CastlingSide::KingSide => "Короткая рокировка",
        CastlingSide::QueenSide => "Длинная рокировка",
    }
}

/// "белый конь", "чёрная ладья".
fn coloured(p: Piece, n: &dyn Namer) -> String {
    format!(
        "{} {}",
        side(p.color).adjective.with(p.role),
        n.role(p.role)
    )
}

impl Texts for Ru {
    fn color(&self, c: Color) -> &'static str {
        side(c).nominative
    }

    fn role(&self, r: Role) -> &'static str {
        PIECES
            .iter()
            .find(|p| p.role == r)
            .map_or("фигура", |p| p.noun)
    }

    fn move_error(&self, e: &MoveError, n: &dyn Namer) -> String {
        let sq = |s| n.square(s);
        let role = |r| n.role(r);
        match e {
            MoveError::NotAMove => "Это не ход. Введите ход, например Кf3 или e4.".into(),
            MoveError::MissingTarget => {
                "Не указано поле, куда идёт фигура: например, f3 после фигуры.".into()
            }
            MoveError::BadPromotion(r) => format!(
                "{} не подходит для превращения: пешка превращается в ферзя, ладью, слона или коня.",
                capitalized(&role(*r))
            ),
            MoveError::NoPieceCanReach { role: r, to } => format!(
                "{} {} не может пойти на {}.",
                NOT_ONE.with(*r),
                role(*r),
                sq(*to)
            ),
            MoveError::NoSuchPiece { role: r } => format!(
                "{} {} {} не подходит для этого хода.",
                NOT_ONE.with(*r),
                YOUR.with(*r),
                role(*r)
            ),
            MoveError::EmptySquare(s) => format!("На {} нет фигуры.", sq(*s)),
            MoveError::NotYourPiece { square, piece } => format!(
                "{} на {} принадлежит {}.",
                capitalized(&role(piece.role)),
                sq(*square),
                side(piece.color).dative
            ),
            MoveError::WrongPiece {
                square,
                actual,
                said,
            } => format!(
                "На {} стоит {}, а не {}.",
                sq(*square),
                role(*actual),
                role(*said)
            ),
            MoveError::CannotMoveThere { role: r, from, to } => format!(
                "{} на {} не может пойти на {}: {} так не ходит.",
                capitalized(&role(*r)),
                sq(*from),
                sq(*to),
                role(*r)
            ),
            MoveError::OwnPieceOnTarget { to, role: r } => {
                format!("На {} стоит {} {}.", sq(*to), YOUR.with(*r), role(*r))
            }
            MoveError::NothingToCapture(s) => format!("На {} нечего брать.", sq(*s)),
            MoveError::KingInCheck {
                from,
                to,
                in_check_now,
                by,
            } if !by.is_empty() => {
                let givers: Vec<String> = by
                    .iter()
                    .map(|(s, r)| format!("{} на {}", role(*r), sq(*s)))
                    .collect();
                if *in_check_now {
                    let gives = if givers.len() == 1 {
                        "даёт"
                    } else {
                        "дают"
                    };
                    format!(
                        "Ваш король под шахом: шах {gives} {}. Ход с {} на {} не устраняет шах.",
                        all(&givers),
                        sq(*from),
                        sq(*to)
                    )
                } else {
                    let would = if givers.len() == 1 {
                        "дал бы"
                    } else {
                        "дали бы"
                    };
                    format!(
                        "После хода с {} на {} ваш король оказался бы под шахом: шах {would} {}.",
                        sq(*from),
                        sq(*to),
                        all(&givers)
                    )
                }
            }
            MoveError::Blocked {
                role: r,
                from,
                to,
                by,
                blocker,
            } => format!(
                "{} на {} не может пойти на {}: на пути стоит {} на {}.",
                capitalized(&role(*r)),
                sq(*from),
                sq(*to),
                role(*blocker),
                sq(*by)
            ),
            MoveError::KingInCheck {
                from,
                to,
                in_check_now,
                ..
            } => {
                if *in_check_now {
                    format!(
                        "Ваш король под шахом, и ход с {} на {} не устраняет шах.",
                        sq(*from),
                        sq(*to)
                    )
                } else {
                    format!(
                        "После хода с {} на {} ваш король оказался бы под шахом.",
                        sq(*from),
                        sq(*to)
                    )
                }
            }
            MoveError::CastlingNotAllowed { side: s, why } => {
                let reason = match why {
                    CastlingBlock::KingMoved => "король уже ходил".to_string(),
                    CastlingBlock::RookMoved(r) => {
                        format!("ладья на {} уже ходила или её нет на месте", sq(*r))
                    }
                    CastlingBlock::PiecesBetween(squares) => {
                        let names: Vec<String> = squares.iter().map(|s| sq(*s)).collect();
                        let stand = if names.len() == 1 {
                            "стоит фигура"
                        } else {
                            "стоят фигуры"
                        };
                        format!("между королём и ладьёй {stand}, на {}", all(&names))
                    }
                    CastlingBlock::InCheck => "король под шахом".to_string(),
                    CastlingBlock::ThroughCheck(s) => {
                        format!("король прошёл бы через атакованное поле {}", sq(*s))
                    }
                    CastlingBlock::IntoCheck(s) => {
                        format!("король оказался бы под шахом на {}", sq(*s))
                    }
                };
                format!("{} невозможна: {}.", castling(*s), reason)
            }
            MoveError::PromotionMissing { to, .. } => format!(
                "Пешка доходит до {}: укажите, во что она превращается, например {}=Ф.",
                sq(*to),
                to
            ),
            MoveError::NoPromotion { to } => {
                format!("Ход на {} не является превращением.", sq(*to))
            }
            MoveError::NoEnPassant { to } => {
                format!("Взятие на проходе на поле {} невозможно.", sq(*to))
            }
            MoveError::Ambiguous(ms) => {
                let n = u64::try_from(ms.len()).unwrap_or(u64::MAX);
                format!(
                    "Под это описание {} {}.",
                    MOVES_FIT.after(n),
                    words::count(Lang::Ru, n, Noun::Move)
                )
            }
        }
    }

    fn which_move(&self, role: Option<Role>, froms: &[String], moves: &[String]) -> String {
        match role {
            Some(r) => format!("{} {}: {}?", WHICH.with(r), self.role(r), list(froms)),
            None => format!("Какой ход: {}?", list(moves)),
        }
    }

    fn not_understood(&self, line: &str) -> String {
        format!("«{line}» — это не ход и не команда. Введите ход, например Кf3, или help.")
    }

    fn line_too_long(&self, chars: usize, max: usize) -> String {
        let n = u64::try_from(chars).unwrap_or(u64::MAX);
        format!(
            "В строке {chars} {}; в ходе или команде их не больше {max}. Ничего не сделано.",
            CHARACTERS.after(n)
        )
    }

    fn invalid_utf8(&self) -> String {
        "Эта строка не является текстом в кодировке UTF-8. Ничего не сделано.".into()
    }

    fn empty_line(&self) -> String {
        "Пустая строка. Введите ход или help.".into()
    }

    fn result(&self, r: &GameResult) -> String {
        if r.declared {
            return self.arbiter_result(r);
        }
        let nom = |c: Color| side(c).nominative;
        let gen_ = |c: Color| side(c).genitive;
        let why = match (r.reason, r.score.winner(), r.opponent_cannot_mate) {
            (Reason::Time, _, true) => {
                "Флажок упал, но соперник не может поставить мат: ничья".to_string()
            }
            (Reason::Resignation, _, true) => {
                "Сдача, но соперник не может поставить мат: ничья".to_string()
            }
            (Reason::IllegalMoves, _, true) => {
                "Невозможные ходы, но соперник не может поставить мат: ничья".to_string()
            }
            (Reason::Checkmate, Some(w), _) => format!("Мат. Победа {}", gen_(w)),
            (Reason::Resignation, Some(w), _) => {
                format!("{} сдались. Победа {}", nom(!w), gen_(w))
            }
            (Reason::Time, Some(w), _) => {
                format!("У {} упал флажок. Победа {}", gen_(!w), gen_(w))
            }
            (Reason::IllegalMoves, Some(w), _) => format!(
                "{} засчитано поражение за невозможные ходы. Победа {}",
                capitalized(side(!w).dative),
                gen_(w)
            ),
            (Reason::Stalemate, _, _) => "Пат: ничья".into(),
            (Reason::DeadPosition, _, _) => "Мёртвая позиция, мат невозможен: ничья".into(),
            (Reason::Agreement, _, _) => "Ничья по соглашению".into(),
            (Reason::ThreefoldRepetition, _, _) => {
                "Ничья по троекратному повторению позиции".into()
            }
            (Reason::FiftyMoves, _, _) => "Ничья по правилу 50 ходов".into(),
            (Reason::FivefoldRepetition, _, _) => "Ничья: позиция повторилась пять раз".into(),
            (Reason::SeventyFiveMoves, _, _) => {
                "Ничья: семьдесят пять ходов без хода пешкой и без взятия".into()
            }
            (_, Some(w), _) => format!("Победа {}", gen_(w)),
            (_, None, _) => "Ничья".into(),
        };
        format!("{why}, {}.", r.score.pgn())
    }

    fn game_over(&self, r: &GameResult) -> String {
        format!(
            "Партия окончена, {}. Делать ходы больше нельзя.",
            r.score.pgn()
        )
    }

    fn in_progress(&self) -> String {
        "Партия продолжается.".into()
    }

    fn to_move(&self, c: Color, move_number: u32) -> String {
        format!("Ход {}, {move_number}-й ход.", side(c).genitive)
    }

    fn to_move_player(&self, you: bool, c: Color, move_number: u32) -> String {
        let who = if you {
            "Ваш ход"
        } else {
            "Ход соперника"
        };
        format!(
            "{who} ({}), {move_number}-й ход.",
            side(c).nominative.to_lowercase()
        )
    }

    fn prompt_side(&self, you: bool, c: Color) -> String {
        format!(
            "{}, {}",
            if you { "Вы" } else { "Соперник" },
            self.color(c).to_lowercase()
        )
    }

    fn draw_offered(&self, by: Color) -> String {
        format!(
            "{} предлагают ничью. {}: принять или отклонить.",
            self.color(by),
            self.color(!by)
        )
    }

    fn draw_declined(&self, by: Color) -> String {
        format!("{} отклоняют предложение ничьей.", self.color(by))
    }

    fn no_offer(&self) -> String {
        "Нет предложения ничьей, на которое можно ответить.".into()
    }

    fn own_offer(&self, c: Color) -> String {
        format!(
            "{} сами сделали это предложение и не могут на него ответить.",
            self.color(c)
        )
    }

    fn offer_pending(&self, c: Color) -> String {
        format!("Предложение ничьей от {} уже в силе.", side(c).genitive)
    }

    fn too_early_for_agreement(&self) -> String {
        "Ничья по соглашению возможна, только когда оба игрока сделали хотя бы по одному ходу."
            .into()
    }

    fn claim_rejected(&self, kind: Option<ClaimKind>) -> String {
        match kind {
            Some(ClaimKind::Repetition) => {
                "Требование ничьей отклонено: позиция не повторилась три раза.".into()
            }
            Some(ClaimKind::FiftyMoves) => {
                "Требование ничьей отклонено: не было пятидесяти ходов без хода пешкой и без взятия."
                    .into()
            }
            None => "Требование ничьей отклонено: нет ни троекратного повторения, ни пятидесяти ходов."
                .into(),
        }
    }

    fn penalty(&self, p: &TimePenalty) -> String {
        let n = u64::from(p.minutes);
        format!(
            "{} {} ко времени {}.",
            capitalized(&words::count(Lang::Ru, n, Noun::Minute)),
            MINUTES_ADDED.after(n),
            side(p.to).genitive
        )
    }

    fn move_played(&self, san: &str) -> String {
        format!("Заявленный ход сделан: {san}.")
    }

    fn illegal_completed(&self, by: Color, count: u32) -> String {
        format!(
            "{} сделали {} невозможный ход.",
            self.color(by),
            ordinal(count)
        )
    }

    fn undone(&self, san: &str) -> String {
        format!("Судья отменяет ход {san}.")
    }

    fn nothing_to_undo(&self) -> String {
        "Нет хода, который можно отменить.".into()
    }

    fn no_moves_yet(&self) -> String {
        "Ходов пока нет.".into()
    }

    fn bad_fen(&self, why: &str) -> String {
        format!("Недопустимая позиция: {why}. Партия не изменилась.")
    }

    fn position_set(&self) -> String {
        "Позиция расставлена.".into()
    }

    fn unknown_colour(&self, word: &str) -> String {
        format!("«{word}» — это не цвет: скажите белые или чёрные.")
    }

    fn help(&self) -> Vec<String> {
        [
            "Ходы: голосом (Springer Gustav eins Felix drei), в алгебраической нотации на любом языке (Кf3, Nf3, e2-e4, 0-0) или шрифтом Брайля.",
            "исправить (correct) ХОД: исправить оговорку, пока не введён следующий ход.",
            "Часы: старт (запускает часы), time / zeit, used / verbraucht. Судья: arbiter add 2m white, arbiter set black 1:02:00, arbiter pause, arbiter resume.",
            "Доска словами: pieces [цвет], square e4, rank 4, file e, last, attacks e5, moves, turn, board.",
            "Ничья: offer, accept, decline, claim [repetition или fifty] [ход]. resign [цвет]. result.",
            "Судья: undo, illegal [цвет], setup FEN, adjourn [файл], arbiter result 1-0 [причина], arbiter reopen.",
            "Доска со штырьками: board lift e2, board place e4, check board, board status, jadoube.",
            "Запись: pgn, fen, forsyth, scoresheet ФАЙЛ. Речь: repeat, louder, quieter, faster, slower.",
            "help / hilfe: этот список. Ctrl-D сохраняет партию и завершает работу.",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }

    fn wait_usage(&self) -> String {
        "Укажите, сколько ждать, например: wait 12s, wait 5m, wait 1h30m.".into()
    }

    fn wait_only_in_scripts(&self) -> String {
        "Команда wait — только для скриптов и записей сеансов; здесь часы идут в реальном времени."
            .into()
    }

    fn no_clock(&self) -> String {
        "Эта партия играется без часов.".into()
    }

    fn score_saved(&self, path: &str) -> String {
        format!("Запись партии сохранена в файле {path}.")
    }

    fn score_not_saved(&self, why: &str) -> String {
        format!("Не удалось сохранить запись партии: {why}.")
    }

    fn confirm_quit(&self) -> String {
        "Покинуть идущую партию? Нажмите Ctrl-C ещё раз или введите да, чтобы выйти; любой другой ответ — продолжить игру."
            .into()
    }

    fn is_yes(&self, answer: &str) -> bool {
        matches!(
            answer.to_lowercase().as_str(),
            "да" | "д" | "yes" | "y" | "ja" | "j"
        )
    }

    fn is_no(&self, answer: &str) -> bool {
        matches!(
            answer.to_lowercase().as_str(),
            "нет" | "н" | "no" | "n" | "nein"
        )
    }

    fn pieces_of(&self, c: Color, items: &[(Role, String)], n: &dyn Namer) -> String {
        let list: Vec<String> = items
            .iter()
            .map(|(r, sq)| format!("{} {sq}", n.role(*r)))
            .collect();
        format!("{}: {}.", self.color(c), list.join(", "))
    }

    fn on_square(&self, square: &str, piece: Option<Piece>, n: &dyn Namer) -> String {
        match piece {
            Some(p) => format!("На {square} стоит {}.", coloured(p, n)),
            None => format!("Поле {square} пустое."),
        }
    }

    fn square_usage(&self) -> String {
        "Укажите поле, например: square e4.".into()
    }

    fn scoresheet_usage(&self) -> String {
        "Укажите имя файла, например: scoresheet game.brf.".into()
    }

    fn braille_error(&self, e: &BrailleError) -> String {
        use BrailleError::*;
        match e {
            Empty => "В строке нет хода.".into(),
            TooLong { len, max } => {
                format!("Строка слишком длинная для одного хода: {len}, а можно не больше {max}.")
            }
            ControlChar { index, code } => format!(
                "Позиция {}: управляющий символ (код {code}) не является знаком Брайля.",
                index + 1
            ),
            NotBraille { index, ch } => format!(
                "Позиция {}: символ {ch:?} — это не знак Брайля и не Braille ASCII.",
                index + 1
            ),
            MixedScript { index, ch } => format!(
                "Знаки Брайля смешаны с другими символами: на позиции {} стоит {ch:?}.",
                index + 1
            ),
            UnknownCell { cell, .. } => format!(
                "Знак Брайля с точками {} не используется в шахматной записи.",
                dots_label(*cell)
            ),
            Misplaced { cell, .. } => format!(
                "Знак Брайля с точками {} не может стоять в этом месте хода.",
                dots_label(*cell)
            ),
            ExtraWord { index } => format!(
                "Позиция {}: пробел разделяет ход или начинает второй; введите один ход без пробелов.",
                index + 1
            ),
            Incomplete => "Ход не закончен: не хватает поля или фигуры превращения.".into(),
            PromotionMissing => {
                "Пешке, дошедшей до последней горизонтали, нужна фигура, в которую она превращается."
                    .into()
            }
            PromotionNotAllowed => {
                "Превращается только пешка, дошедшая до последней горизонтали, и никогда не в короля."
                    .into()
            }
            PawnFiles { from, to } => {
                format!("Пешка не может пойти с вертикали {from} на вертикаль {to}.")
            }
            PawnPath { from, to } => format!("Пешка не может пойти с {from} на {to}."),
            NotAMove => "Эти знаки не образуют хода.".into(),
            Ambiguous { readings } => format!(
                "Знаки можно прочитать как {}; их различает знак фигуры перед буквой фигуры.",
                list(readings)
            ),
        }
    }

    fn arbiter_usage(&self) -> String {
        "Судья: add 2m белые, set чёрные 1:02:00, pause или resume.".into()
    }

    fn arbiter_done(&self) -> String {
        "Судья изменил время на часах.".into()
    }

    fn correct_usage(&self) -> String {
        "Укажите ход, который имелся в виду, например: correct Кf3.".into()
    }

    fn correct_too_late(&self) -> String {
        "Исправить можно только что объявленный ход; позже отменить ход может только судья.".into()
    }

    fn corrected(&self) -> String {
        "Оговорка исправлена.".into()
    }

    fn last_move(&self, number: u32, mover: Color, written: &str) -> String {
        format!(
            "Ход {number}, {}: {written}.",
            self.color(mover).to_lowercase()
        )
    }

    fn line_usage(&self, rank: bool) -> String {
        if rank {
            "Укажите горизонталь, от 1 до 8, например: rank 4.".into()
        } else {
            "Укажите вертикаль, от a до h, например: file e.".into()
        }
    }

    fn line_scan(&self, items: &[(String, Option<Piece>)], n: &dyn Namer) -> String {
        let parts: Vec<String> = items
            .iter()
            .map(|(sq, p)| match p {
                Some(p) => format!("{sq} {}", coloured(*p, n)),
                None => format!("{sq} пусто"),
            })
            .collect();
        format!("{}.", parts.join(", "))
    }

    fn attackers(&self, c: Color, square: &str, items: &[(Role, String)], n: &dyn Namer) -> String {
        if items.is_empty() {
            return format!("Ни одна {} не атакует {square}.", side(c).piece);
        }
        let list: Vec<String> = items
            .iter()
            .map(|(r, sq)| format!("{} {sq}", n.role(*r)))
            .collect();
        format!("{} атакуют {square}: {}.", self.color(c), list.join(", "))
    }

    fn adjusting(&self) -> String {
        "Поправляю: следующую поднятую фигуру только поправляют.".into()
    }

    fn board_agrees(&self) -> String {
        "Позиция на доске совпадает с партией.".into()
    }

    fn touch_move(&self, role: Role, square: &str) -> String {
        format!(
            "Тронул — ходи: {} на {square} {}.",
            self.role(role),
            TOUCHED_MOVE.with(role)
        )
    }

    fn touch_capture(&self, role: Role, square: &str) -> String {
        format!(
            "Тронул — ходи: {} на {square} {}.",
            self.role(role),
            TOUCHED_CAPTURE.with(role)
        )
    }

    fn no_board(&self) -> String {
        "Доска с гнёздами не подключена.".into()
    }

    fn board_missing(&self, square: &str, p: Piece) -> String {
        format!(
            "На {square} отсутствует {} {}.",
            side(p.color).adjective.with(p.role),
            self.role(p.role)
        )
    }

    fn board_extra(&self, square: &str) -> String {
        format!("На {square} стоит фигура, которой там быть не должно.")
    }

    fn board_wrong(&self, square: &str, p: Piece) -> String {
        format!(
            "На {square} стоит не та фигура; там {} стоять {} {}.",
            MUST.with(p.role),
            side(p.color).adjective.with(p.role),
            self.role(p.role)
        )
    }

    fn board_usage(&self) -> String {
        "Доска: board, board black, board lift e2, board place e4, check board, board status."
            .into()
    }

    fn board_disconnected(&self) -> String {
        "Доска отключена.".into()
    }

    fn board_reconnected(&self) -> String {
        "Доска снова подключена.".into()
    }

    fn seal_ask_move(&self, c: Color) -> String {
        let side = match c {
            Color::White => "Белые",
            Color::Black => "Чёрные",
        };
        format!(
            "Откладывание партии. {side}: введите записанный ход. Он не делается и не объявляется. Чтобы продолжить игру, введите отмена."
        )
    }

    fn seal_ask_resumption(&self) -> String {
        "Откладывание партии. Судья: дата, время и место доигрывания, например 01.12.2026 10:00 зал 2; прочерк оставляет их открытыми. Чтобы продолжить игру, введите отмена.".into()
    }

    fn resumption_bad(&self, word: &str) -> String {
        format!(
            "«{word}» — не дата и не время; пишите, например, 01.12.2026 или 2026-12-01 и 10:00."
        )
    }

    fn resumption_noted(&self, when_where: &str) -> String {
        if when_where.is_empty() {
            "Доигрывание: будет объявлено.".into()
        } else {
            format!("Доигрывание: {when_where}.")
        }
    }

    fn seal_ask_secret(&self) -> String {
        "Судья: введите пароль для конверта, не короче 8 символов.".into()
    }

    fn seal_unambiguous(&self) -> String {
        "Записать можно только правильный и однозначный ход: скажите, какая фигура ходит.".into()
    }

    fn seal_failed(&self, why: &str) -> String {
        format!("Конверт не удалось запечатать: {why}")
    }

    fn sealed(&self, path: &str) -> String {
        format!("Ход записан. Партия отложена; конверт: {path}.")
    }

    fn seal_cancelled(&self) -> String {
        "Откладывание отменено; партия продолжается.".into()
    }

    fn game_adjourned(&self) -> String {
        "Партия отложена. Она продолжится, когда конверт будет вскрыт: annabella resume КОНВЕРТ."
            .into()
    }

    fn journal_dropped(&self, n: usize) -> String {
        format!(
            "В конце журнала отброшено повреждённых записей: {n}; последняя запись была прервана."
        )
    }

    fn resumed(&self, moves: usize) -> String {
        format!("Партия восстановлена из журнала; сделано полуходов: {moves}.")
    }

    fn understood(&self, heard: &str, understood: &str) -> String {
        format!("Понято: «{understood}» вместо «{heard}».")
    }

    fn spoken_error(&self, e: &SpokenError) -> String {
        match e {
            SpokenError::Empty => "Ход не назван.".into(),
            SpokenError::TooLong { .. } | SpokenError::TooManyWords { .. } => {
                "Слишком много слов для одного хода.".into()
            }
            SpokenError::UnknownWord { word } => format!("Слова «{word}» нет в словаре."),
            SpokenError::AmbiguousWord { word, candidates } => {
                format!("«{word}» может означать: {}.", candidates.join(", "))
            }
            SpokenError::MissingTarget { after } => {
                format!("После «{after}» не хватает поля, например «Феликс драй».")
            }
            SpokenError::MissingRank { file } => {
                format!("После «{file}» не хватает горизонтали, например «драй».")
            }
            SpokenError::RankOutOfRange { word, .. } => {
                format!("«{word}» — не горизонталь; горизонтали от одного до восьми.")
            }
            SpokenError::MissingPromotionPiece { after } => {
                format!("После «{after}» назовите новую фигуру, например «даме».")
            }
            SpokenError::Unexpected { word, expected } => {
                let what = match expected {
                    Expected::Move => "фигура, поле или рокировка",
                    Expected::Square => "поле",
                    Expected::File => "вертикаль",
                    Expected::Rank => "горизонталь",
                    Expected::Piece => "фигура",
                    Expected::End => "конец хода",
                };
                format!("«{word}» здесь не подходит; ожидается: {what}.")
            }
        }
    }

    fn voice_changed(&self, volume: bool, up: bool) -> String {
        match (volume, up) {
            (true, true) => "Громче.",
            (true, false) => "Тише.",
            (false, true) => "Быстрее.",
            (false, false) => "Медленнее.",
        }
        .into()
    }

    fn setup_usage(&self) -> String {
        "Укажите позицию в нотации FEN, например: setup 4k3/8/8/8/8/8/8/4K2R w K - 0 1.".into()
    }

    fn resume_offer(&self, path: &str) -> String {
        format!(
            "В {path} есть незаконченная партия. Продолжить её? Введите да; иначе начнётся новая партия."
        )
    }

    fn voice_not_saved(&self, path: &str, why: &str) -> String {
        format!(
            "Файл настроек {path} не удаётся записать ({why}); новая настройка голоса действует только в этой партии."
        )
    }

    fn speech_status(&self, s: &SpeechStatus) -> String {
        match s {
            SpeechStatus::Using {
                backend,
                auto: false,
                ..
            } => format!("Речевой вывод: {backend}."),
            SpeechStatus::Using {
                backend, skipped, ..
            } if skipped.is_empty() => format!("Речевой вывод: {backend}, выбран автоматически."),
            SpeechStatus::Using {
                backend, skipped, ..
            } => {
                let why: Vec<String> = skipped.iter().map(|e| self.speech_error(e)).collect();
                format!(
                    "Речевой вывод: {backend}, выбран автоматически ({}).",
                    why.join("; ")
                )
            }
            SpeechStatus::Off => "Речевой вывод: выключен.".into(),
            SpeechStatus::Starting => {
                "Речевой вывод ещё запускается; речь начнётся, когда он будет готов.".into()
            }
            SpeechStatus::NoThread(e) => {
                format!("Речевой вывод: выключен (не удалось запустить поток речи: {e}).")
            }
        }
    }

    fn speech_event(&self, e: &SpeechEvent) -> String {
        match e {
            SpeechEvent::Fallback { to, reason, .. } => {
                format!(
                    "Речь: {}. Теперь используется {to}.",
                    self.speech_error(reason)
                )
            }
            SpeechEvent::SpeechOff { reason, .. } => format!(
                "Речь: {}. Речевой вывод выключен; текст по-прежнему выводится.",
                self.speech_error(reason)
            ),
            SpeechEvent::Unavailable { reason, using } => {
                format!("Речь: {}. Используется {using}.", self.speech_error(reason))
            }
        }
    }

    fn speech_error(&self, e: &SpeechError) -> String {
        match e {
            SpeechError::CommandMissing { program } => format!("{program} не установлен"),
            SpeechError::CommandFailed { program, detail } => {
                format!("ошибка {program}: {detail}")
            }
            SpeechError::TimedOut { backend, after } => {
                format!("{backend} не ответил за {} с", after.as_secs())
            }
            SpeechError::NotWritable { path, detail } => {
                format!("не удаётся записать в {}: {detail}", path.display())
            }
            SpeechError::NotBuilt { backend } => format!(
                "{backend} нет в этой сборке (соберите так: cargo build --release --features native)"
            ),
            SpeechError::Engine { backend, detail } => format!("ошибка {backend}: {detail}"),
        }
    }

    fn envelope_summary(&self, white: &str, black: &str, number: u32, sealer: Color) -> String {
        format!(
            "Отложенная партия: белые {white}, чёрные {black}, ход {number}, ход записали {}.",
            if sealer == Color::White {
                "белые"
            } else {
                "чёрные"
            }
        )
    }

    fn envelope_closed(&self) -> String {
        "Конверт остаётся запечатанным.".into()
    }

    fn envelope_secret(&self) -> String {
        "Судья: введите пароль конверта.".into()
    }

    fn no_ports(&self) -> String {
        "Последовательные порты не найдены.".into()
    }

    fn moves_made(&self, white: &str, black: &str) -> String {
        format!("Сделано ходов. Белые: {white}. Чёрные: {black}.")
    }

    fn check(&self) -> &'static str {
        "шах"
    }

    fn mate(&self) -> &'static str {
        "мат"
    }

    // Issue 12, core: files, the journal, resuming.
    fn file_exists(&self, path: &str) -> String {
        format!("Файл {path} уже существует и не был перезаписан. Укажите другое имя.")
    }

    fn file_not_written(&self, path: &str) -> String {
        format!("При проверке или воспроизведении файл не записывается: {path}.")
    }

    fn journal_failed(&self, why: &str) -> String {
        format!(
            "Журнал не удалось записать: {why}. Последняя строка принята, но ещё не защищена от сбоя. Введите повторить, чтобы записать её снова, или без журнала, чтобы продолжить без журнала."
        )
    }

    fn journal_written_again(&self) -> String {
        "Журнал снова записан; ничего не потеряно.".into()
    }

    fn journal_blocked(&self) -> String {
        "Эта строка не принята: журнал отстаёт. Введите повторить, чтобы записать его снова, или без журнала, чтобы продолжить без журнала.".into()
    }

    fn journal_unprotected(&self) -> String {
        "Игра продолжается без журнала. Сбой теперь может стоить партии.".into()
    }

    fn resume_question(&self, white: &str, black: &str, move_number: u32) -> String {
        let who = players_or(white, black, "белые", "чёрные", "против");
        format!("Незаконченная партия: {who}, ход {move_number}. Продолжить её? Да или нет.")
    }

    fn resume_answer_again(&self, line: &str) -> String {
        format!("Ответьте да или нет. Ваша строка {line} сохранена для выбранной партии.")
    }

    fn recording_failed(&self, why: &str) -> String {
        format!("Запись сеанса не удалось сохранить, она остановлена: {why}. Партия продолжается.")
    }

    fn board_connected_again(&self, port: &str) -> String {
        format!("Тактильная доска на {port} снова подключена.")
    }

    fn board_not_reconnected(&self, port: &str, why: &str) -> String {
        format!(
            "Тактильную доску на {port} подключить не удалось: {why}. Партия продолжается без неё; другой порт можно указать так: resume --board ПОРТ."
        )
    }

    // Results and claims (issue 12, task "results").
    fn score_words(&self, r: &GameResult) -> String {
        use crate::rules::Score;
        let forfeit = r.reason == Reason::Forfeit;
        let score = match (r.score, forfeit) {
            (Score::WhiteWins | Score::BlackWins, false) => {
                let w = r.score.winner().unwrap_or(Color::White);
                format!("победа {}", side(w).genitive)
            }
            (Score::WhiteWins | Score::BlackWins, true) => {
                let w = r.score.winner().unwrap_or(Color::White);
                format!("техническая победа {}", side(w).genitive)
            }
            (Score::BothLose, false) => "поражение обеим сторонам".into(),
            (Score::BothLose, true) => "техническое поражение обеим сторонам".into(),
            (Score::Draw, _) => "ничья".into(),
        };
        format!("{score}, {}", r.score.pgn())
    }

    fn arbiter_result(&self, r: &GameResult) -> String {
        let why = match r.reason {
            Reason::BothFlags => "Упали оба флажка. ",
            Reason::DeadPosition => "Позиция мёртвая: ни одна сторона не может поставить мат. ",
            Reason::Time => "Упал флажок. ",
            Reason::Resignation => "Один из игроков сдался. ",
            Reason::Agreement => "Игроки договорились. ",
            Reason::IllegalMoves => "Были сделаны невозможные ходы. ",
            Reason::ThreefoldRepetition => "Позиция повторилась три раза. ",
            Reason::FiftyMoves => "Сделано пятьдесят ходов без хода пешкой и без взятия. ",
            Reason::FivefoldRepetition => "Позиция повторилась пять раз. ",
            Reason::SeventyFiveMoves => {
                "Сделано семьдесят пять ходов без хода пешкой и без взятия. "
            }
            Reason::Checkmate => "Мат. ",
            Reason::Stalemate => "Пат. ",
            Reason::Forfeit | Reason::Arbiter => "",
        };
        format!("{why}Решение судьи: {}.", self.score_words(r))
    }

    fn result_replaced(&self, old: &GameResult) -> String {
        format!("Прежний результат отменён: {}.", self.score_words(old))
    }

    fn undo_after_result(&self, r: &GameResult) -> String {
        format!(
            "Партия окончена, {}: отмена хода не возобновляет оконченную партию.",
            r.score.pgn()
        )
    }

    fn reopen_hint(&self) -> String {
        "Чтобы продолжить игру, судья сначала вводит: arbiter reopen.".into()
    }

    fn reopened(&self, turn: Color) -> String {
        format!("Судья возобновил партию; ход {}.", side(turn).genitive)
    }

    fn reopened_clock(&self) -> String {
        "Часы остаются остановленными и показывают прежнее время, пока судья их не запустит.".into()
    }

    fn nothing_to_reopen(&self) -> String {
        "Партия не окончена; возобновлять нечего.".into()
    }

    fn result_usage(&self) -> String {
        "Укажите результат и, если нужно, причину, например: arbiter result 1/2-1/2 флажки. \
         Результаты: 1-0, 0-1, 1/2-1/2, 0-0 и при неявке +/-, -/+, -/-. \
         Причины: флажки, мёртвая, неявка, время, сдача, соглашение, невозможные, повторение, пятьдесят."
            .into()
    }

    fn result_word_unknown(&self, word: &str) -> String {
        format!("«{word}» — это не результат и не причина. Ничего не изменено.")
    }

    fn forfeit_not_draw(&self) -> String {
        "Техническое поражение не может быть ничьей. Ничего не изменено.".into()
    }

    fn claim_rejected_illegal(&self) -> String {
        "Требование ничьей отклонено: заявленный ход невозможен.".into()
    }

    fn intended_not_played(&self, claimant: Color) -> String {
        format!(
            "Записанный ход не делается; {} должны сделать правильный ход.",
            side(claimant).nominative.to_lowercase()
        )
    }

    fn claim_is_offer(&self, by: Color) -> String {
        format!(
            "Требование ничьей считается предложением ничьей от {}. {}: принять или отклонить.",
            side(by).genitive,
            self.color(!by)
        )
    }

    // ---- clock task (issue 12): the clock under the arbiter's control (6)
    fn clock_started(&self, runs: Color) -> String {
        format!("Часы запущены; идёт время {}.", side(runs).genitive)
    }

    fn clock_already_running(&self, runs: Color) -> String {
        format!("Часы уже идут; идёт время {}.", side(runs).genitive)
    }

    fn clock_not_started(&self) -> String {
        "Часы ещё не запущены.".into()
    }

    fn clock_start_hint(&self) -> String {
        "В начале партии введите старт; первый ход тоже запускает часы.".into()
    }

    fn clock_stopped(&self) -> String {
        "Часы остановлены.".into()
    }

    fn clock_already_stopped(&self) -> String {
        "Часы уже остановлены.".into()
    }

    fn clock_runs_again(&self, runs: Color) -> String {
        format!("Часы снова идут; идёт время {}.", side(runs).genitive)
    }

    fn move_while_paused(&self) -> String {
        "Часы остановлены: ход можно ввести, только когда судья снова пустит их командой arbiter resume."
            .into()
    }

    fn clock_game_over(&self, r: &GameResult) -> String {
        format!(
            "Партия окончена, {}; часы остаются остановленными.",
            r.score.pgn()
        )
    }

    fn flag_outcome(&self, flagged: Color, r: &GameResult) -> String {
        match (r.score.winner(), r.reason, r.opponent_cannot_mate) {
            (_, Reason::Time, true) => format!(
                "{} не могут поставить мат: ничья, {}.",
                side(!flagged).nominative,
                r.score.pgn()
            ),
            (Some(w), Reason::Time, _) => {
                format!("Победа {}, {}.", side(w).genitive, r.score.pgn())
            }
            _ => self.result(r),
        }
    }

    fn clock_resume_hint(&self) -> String {
        "Судья снова пускает их командой arbiter resume.".into()
    }

    // --- input (issue 12) ---
    fn which_promotion(&self, moves: &[String]) -> String {
        match moves {
            [one] => format!("Вы имели в виду {one}? Пешка не может превратиться в короля."),
            _ => format!("Какое превращение: {}?", list(moves)),
        }
    }

    fn fen_error(&self, e: &FenError) -> String {
        match e {
            FenError::Empty => "FEN не указан".into(),
            FenError::RankCount(n) => format!(
                "число горизонталей в расстановке — {n}, а в FEN их 8, через косую черту"
            ),
            FenError::RankLength { rank, squares } => format!(
                "число полей на {rank}-й горизонтали — {squares}, а должно быть 8 (счёт с 8-й горизонтали, она записана первой)"
            ),
            FenError::BadBoardChar(c) => format!(
                "«{c}» не может стоять на доске: фигуры белых — K Q R B N P, чёрных — k q r b n p, цифры от 1 до 8 считают пустые поля"
            ),
            FenError::BadTurn(t) => format!(
                "«{t}» не говорит, чей ход: пишите w за белых или b за чёрных"
            ),
            FenError::BadCastling(t) => format!(
                "«{t}» — не права на рокировку: пишите - или буквы вроде KQkq"
            ),
            FenError::BadEpSquare(t) => format!(
                "«{t}» — не поле взятия на проходе: пишите - или поле, например e3"
            ),
            FenError::BadHalfmoves(t) => format!("«{t}» — не число полуходов"),
            FenError::BadFullmoves(t) => format!("«{t}» — не номер хода"),
            FenError::Unreadable => "в FEN больше частей, чем расстановка, очередь хода, рокировка, взятие на проходе, полуходы и номер хода, или часть не читается".into(),
            FenError::Illegal(problems) => {
                let items: Vec<String> = problems
                    .iter()
                    .map(|p| {
                        match p {
                            PositionProblem::EmptyBoard => "доска пуста",
                            PositionProblem::MissingKing => "не хватает короля",
                            PositionProblem::TooManyKings => "у одной стороны больше одного короля",
                            PositionProblem::PawnsOnBackRank => "пешка стоит на первой или последней горизонтали",
                            PositionProblem::CastlingRights => "права на рокировку не соответствуют королям и ладьям",
                            PositionProblem::EpSquare => "поле взятия на проходе не соответствует пешкам",
                            PositionProblem::OppositeCheck => "сторона, которая не ходит, под шахом",
                            PositionProblem::ImpossibleCheck => "такой шах не мог быть дан ни одним ходом",
                            PositionProblem::TooMuchMaterial => "на доске больше фигур, чем может быть в партии",
                            PositionProblem::Other => "позиция нарушает правила шахмат",
                        }
                        .to_string()
                    })
                    .collect();
                all(&items)
            }
        }
    }
    fn pgn_error(&self, e: &PgnError) -> String {
        let place = |at: &MovePlace| {
            format!(
                "Партия {}, {}-й ход {}",
                at.game,
                at.number,
                side(at.color).genitive
            )
        };
        match e {
            PgnError::NoGame => "В тексте PGN нет ни одной партии.".into(),
            PgnError::IllegalMove { at, san } => {
                format!("{}: «{san}» — невозможный ход.", place(at))
            }
            PgnError::AmbiguousMove { at, san } => format!(
                "{}: ход «{san}» неоднозначен: его может сделать больше одной фигуры.",
                place(at)
            ),
            PgnError::UnreadableMove { at, token } => format!(
                "{}: «{token}» — не ход в алгебраической нотации.",
                place(at)
            ),
            PgnError::BadFen { game, fen, reason } => format!(
                "Партия {game}: FEN «{fen}» — недопустимая позиция: {}.",
                self.fen_error(reason)
            ),
            PgnError::SetUpWithoutFen { game } => {
                format!("Партия {game}: тег SetUp равен 1, но тега FEN нет.")
            }
            PgnError::NullMove { at } => format!(
                "{}: «--» — нулевой ход, пропуск хода, а не шахматный ход; партию нельзя перенести.",
                place(at)
            ),
            PgnError::NotStandardChess { game, variant } => format!(
                "Партия {game} — {variant}, а не обычные шахматы; annabella играет только в обычные шахматы."
            ),
            PgnError::Syntax { game, reason } => {
                format!("Партия {game}: текст PGN повреждён: {reason}.")
            }
        }
    }

    fn pgn_after_end(&self, number: u32, mover: Color, san: &str, r: &GameResult) -> String {
        format!(
            "Партия закончилась до {number}-го хода {}, {san}: {}",
            side(mover).genitive,
            self.result(r)
        )
    }

    // --- dotpad15 (issue 15): the Dot Pad pin display ---
    fn dotpad_connected(&self, name: &str) -> String {
        format!("Dot Pad {name} показывает доску.")
    }

    fn dotpad_lost(&self) -> String {
        "Dot Pad отключён. Партия продолжается; подключите его снова, чтобы ощупать доску.".into()
    }

    fn dotpad_back(&self) -> String {
        "Dot Pad снова подключён и показывает доску.".into()
    }

    fn dotpad_gave_up(&self, why: &crate::dotpad::device::Failure) -> String {
        use crate::dotpad::device::Failure;
        let first = match why {
            Failure::NoAnswer => "Dot Pad не отвечает.".to_string(),
            Failure::Refused { .. } => "Dot Pad отклоняет то, что ему посылают.".to_string(),
            Failure::Unsuitable { info } => format!(
                "У этого дисплея графическое поле {} на {} ячеек; для доски нужно 30 на 10 и строка из 20 ячеек.",
                info.graphic.columns, info.graphic.rows
            ),
        };
        format!("{first} Партия продолжается без Dot Pad.")
    }

    fn dotpad_line_full(&self, max: usize) -> String {
        format!(
            "Строка заполнена: {max} ячеек. Стереть: пробел и точка 7, отправить: пробел и точка 8."
        )
    }

    fn dotpad_not_reconnected(&self, port: &str, why: &str) -> String {
        format!("Dot Pad на {port} не удаётся открыть: {why} Партия продолжается без него.")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::AlgebraicNamer;
    use shakmaty::Square;

    fn error(e: MoveError) -> String {
        Ru.move_error(&e, &AlgebraicNamer(&Ru))
    }

    #[test]
    fn results_say_reason_and_score() {
        assert_eq!(
            Ru.result(&GameResult::win(Color::Black, Reason::Checkmate)),
            "Мат. Победа чёрных, 0-1."
        );
        assert_eq!(
            Ru.result(&GameResult::win(Color::White, Reason::Time)),
            "У чёрных упал флажок. Победа белых, 1-0."
        );
        assert_eq!(
            Ru.result(&GameResult::draw_because(Reason::Time)),
            "Флажок упал, но соперник не может поставить мат: ничья, 1/2-1/2."
        );
        assert_eq!(
            Ru.result(&GameResult::draw_because(Reason::Agreement)),
            "Ничья по соглашению, 1/2-1/2."
        );
        assert_eq!(
            Ru.result(&GameResult::win(Color::White, Reason::Resignation)),
            "Чёрные сдались. Победа белых, 1-0."
        );
        assert_eq!(
            Ru.result(&GameResult::win(Color::Black, Reason::IllegalMoves)),
            "Белым засчитано поражение за невозможные ходы. Победа чёрных, 0-1."
        );
    }

    #[test]
    fn penalty_minutes_agree_with_their_number() {
        let p = |minutes, to| Ru.penalty(&TimePenalty { to, minutes });
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
    fn piece_nouns_stay_nominative_and_words_agree() {
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
            "На b2 стоит ваша пешка."
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
            Ru.board_wrong(
                "c3",
                Piece {
                    color: Color::White,
                    role: Role::Rook
                }
            ),
            "На c3 стоит не та фигура; там должна стоять белая ладья."
        );
        assert_eq!(
            Ru.touch_capture(Role::Pawn, "e5"),
            "Тронул — ходи: пешка на e5 тронута и должна быть взята."
        );
        assert_eq!(
            Ru.touch_move(Role::Knight, "g1"),
            "Тронул — ходи: конь на g1 тронут и должен сделать ход."
        );
    }

    #[test]
    fn castling_reasons() {
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
    fn ambiguity_question_agrees_with_the_piece() {
        assert_eq!(
            Ru.which_move(Some(Role::Knight), &["b1".into(), "f1".into()], &[]),
            "Какой конь: b1 или f1?"
        );
        assert_eq!(
            Ru.which_move(
                Some(Role::Rook),
                &["a1".into(), "d2".into(), "h1".into()],
                &[]
            ),
            "Какая ладья: a1, d2 или h1?"
        );
        assert_eq!(
            Ru.which_move(None, &[], &["exd5".into(), "cxd5".into()]),
            "Какой ход: exd5 или cxd5?"
        );
    }

    #[test]
    fn illegal_moves_are_counted_with_ordinals() {
        assert_eq!(
            Ru.illegal_completed(Color::Black, 1),
            "Чёрные сделали первый невозможный ход."
        );
        assert_eq!(
            Ru.illegal_completed(Color::White, 2),
            "Белые сделали второй невозможный ход."
        );
        assert_eq!(
            Ru.illegal_completed(Color::White, 12),
            "Белые сделали 12-й невозможный ход."
        );
    }

    #[test]
    fn counted_words_take_their_form() {
        assert_eq!(
            Ru.line_too_long(121, 80),
            "В строке 121 символ; в ходе или команде их не больше 80. Ничего не сделано."
        );
        assert_eq!(
            Ru.line_too_long(122, 80),
            "В строке 122 символа; в ходе или команде их не больше 80. Ничего не сделано."
        );
        assert_eq!(
            Ru.line_too_long(111, 80),
            "В строке 111 символов; в ходе или команде их не больше 80. Ничего не сделано."
        );
    }

    #[test]
    fn answers_in_russian_and_latin() {
        for yes in ["да", "Да", "yes", "ja", "y"] {
            assert!(Ru.is_yes(yes), "{yes}");
            assert!(!Ru.is_no(yes), "{yes}");
        }
        for no in ["нет", "НЕТ", "no", "nein", "n"] {
            assert!(Ru.is_no(no), "{no}");
            assert!(!Ru.is_yes(no), "{no}");
        }
        assert!(!Ru.is_yes("может быть"));
    }

    #[test]
    fn texts_of_russian_are_russian() {
        assert_eq!(
            crate::messages::texts(Lang::Ru).to_move(Color::White, 1),
            "Ход белых, 1-й ход."
        );
    }
}
