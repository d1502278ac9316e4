# Русские фразы annabella. Формат и правила: docs/languages.md.
#
# Russian nouns change with case, but a namer gives a piece noun only in
# the nominative singular. So every sentence is built to need the
# nominative of a piece noun; only the words around it agree with its
# gender ($p-gender). Colours are plural nouns whose cases we control:
# $c is the nominative, $c-genitive, $c-dative, and $c-masculine /
# $c-feminine the adjective agreeing with a piece.

## Слова

colour-white = Белые
    .lower = белые
    .piece = белая фигура
    .genitive = белых
    .dative = белым
    .masculine = белый
    .feminine = белая
colour-black = Чёрные
    .lower = чёрные
    .piece = чёрная фигура
    .genitive = чёрных
    .dative = чёрным
    .masculine = чёрный
    .feminine = чёрная
role-king = король
    .gender = masculine
role-queen = ферзь
    .gender = masculine
role-rook = ладья
    .gender = feminine
role-bishop = слон
    .gender = masculine
role-knight = конь
    .gender = masculine
role-pawn = пешка
    .gender = feminine
check = шах
mate = мат

## Sentences

not-understood = «{ $line }» — это не ход и не команда. Введите ход, например Кf3, или помощь.
invalid-utf8 = Эта строка не является текстом в кодировке UTF-8. Ничего не сделано.
empty-line = Пустая строка. Введите ход или помощь.
in-progress = Партия продолжается.
to-move = Ход { $c-genitive }, ход номер { $move_number }.
draw-offered = { $by } предлагают ничью. { $by-other }: принять или отклонить.
draw-declined = { $by } отклоняют предложение ничьей.
no-offer = Нет предложения ничьей, на которое можно ответить.
own-offer = { $c } сами сделали это предложение и не могут на него ответить.
offer-pending = Предложение ничьей от { $c-genitive } уже в силе.
too-early-for-agreement = Ничья по соглашению возможна, только когда оба игрока сделали хотя бы по одному ходу.
move-played = Заявленный ход сделан: { $san }.
undone = Судья отменяет ход { $san }.
nothing-to-undo = Нет хода, который можно отменить.
no-moves-yet = Ходов пока нет.
bad-fen = Недопустимая позиция: { $why }. Партия не изменилась.
position-set = Позиция расставлена.
unknown-colour = «{ $word }» — это не цвет: скажите белые или чёрные.
wait-usage = Укажите, сколько ждать, например: ждать 12s, ждать 5m, ждать 1h30m.
wait-only-in-scripts = Команда ждать — только для скриптов и записей сеансов; здесь часы идут в реальном времени.
no-clock = Эта партия играется без часов.
score-saved = Запись партии сохранена в файле { $path }.
score-not-saved = Не удалось сохранить запись партии: { $why }.
confirm-quit = Покинуть идущую партию? Нажмите Ctrl-C ещё раз или введите да, чтобы выйти; любой другой ответ — продолжить игру.
square-usage = Укажите поле, например: поле e4.
scoresheet-usage = Укажите имя файла, например: бланк game.brf.
arbiter-usage = Судья: добавить 2m белые, установить чёрные 1:02:00, пауза или продолжить.
arbiter-done = Судья изменил время на часах.
correct-usage = Укажите ход, который имелся в виду, например: исправить Кf3.
correct-too-late = Исправить можно только что объявленный ход; позже отменить ход может только судья.
corrected = Оговорка исправлена.
last-move = Ход { $number }, { $mover-lower }: { $written }.
adjusting = Поправляю: следующую поднятую фигуру только поправляют.
board-agrees = Позиция на доске совпадает с партией.
no-board = Доска с гнёздами не подключена.
board-extra = На { $square } стоит фигура, которой там быть не должно.
board-usage = Доска: доска, доска чёрные, доска поднять e2, доска поставить e4, проверить доску, доска состояние.
board-disconnected = Доска отключена.
board-reconnected = Доска снова подключена.
resumed = Партия восстановлена из журнала; { $moves ->
        [one] сделан { $moves } полуход
        [few] сделано { $moves } полухода
       *[many] сделано { $moves } полуходов
    }.
seal-ask-resumption = Откладывание партии. Судья: дата, время и место доигрывания, например 01.12.2026 10:00 зал 2; прочерк оставляет их открытыми. Чтобы продолжить игру, введите отмена.
resumption-bad = «{ $word }» — не дата и не время; пишите, например, 01.12.2026 или 2026-12-01 и 10:00.
seal-ask-secret = Судья: введите пароль для конверта, не короче 8 символов.
seal-unambiguous = Записать можно только правильный и однозначный ход: скажите, какая фигура ходит.
seal-not-legal = Это не правильный ход в этой позиции, записать его нельзя. Введённое не повторяется, чтобы никто не услышал записанный ход.
seal-ask-name = Откладывание партии. Судья: на конверте указаны оба игрока. Введите имя игрока за { $c-genitive }. Чтобы продолжить игру, введите отмена.
seal-name-bad = Имя на конверте — одна строка не длиннее { $max } символов.
seal-secret-short = Этот пароль слишком короткий: для конверта нужно не меньше { $min } символов, чтобы записанный ход нельзя было подобрать.
seal-failed = Конверт не удалось запечатать: { $why }
sealed = Ход записан. Партия отложена; конверт: { $path }.
seal-cancelled = Откладывание отменено; партия продолжается.
game-adjourned = Партия отложена. Она продолжится, когда конверт будет вскрыт: annabella resume КОНВЕРТ.
understood = Понято: { $understood } вместо { $heard }.
setup-usage = Укажите позицию в нотации FEN, например: расстановка 4k3/8/8/8/8/8/8/4K2R w K - 0 1.
resume-offer = В { $path } есть незаконченная партия. Продолжить её? Введите да; иначе начнётся новая партия.
voice-not-saved = Файл настроек { $path } не удаётся записать ({ $why }); новая настройка голоса действует только в этой партии.
envelope-closed = Конверт остаётся запечатанным.
envelope-secret = Судья: введите пароль конверта.
no-ports = Последовательные порты не найдены.
port-usb = { $port }: USB, { $names }
port-usb-ids = { $port }: USB { $ids }
port-built-in = { $port }: встроенный
port-bluetooth = { $port }: Bluetooth
port-serial = { $port }: последовательный порт
ports-not-listed = Не удаётся перечислить последовательные порты: { $why }
moves-made = Сделано ходов. Белые: { $white }. Чёрные: { $black }.
file-exists = Файл { $path } уже существует и не был перезаписан. Укажите другое имя.
file-not-written = При проверке или воспроизведении файл не записывается: { $path }.
export-written = Записано: { $path }
export-or-overwrite = Или добавьте --overwrite, чтобы заменить его.
export-not-writable = Файл { $path } не удаётся записать: { $why }.
journal-failed = Журнал не удалось записать: { $why }. Последняя строка принята, но ещё не защищена от сбоя. Введите повторить, чтобы записать её снова, или без журнала, чтобы продолжить без журнала.
journal-written-again = Журнал снова записан; ничего не потеряно.
journal-blocked = Эта строка не принята: журнал отстаёт. Введите повторить, чтобы записать его снова, или без журнала, чтобы продолжить без журнала.
journal-unprotected = Игра продолжается без журнала. Сбой теперь может стоить партии.
resume-answer-again = Ответьте да или нет. Ваша строка { $line } сохранена для выбранной партии.
recording-failed = Запись сеанса не удалось сохранить, она остановлена: { $why }. Партия продолжается.
board-connected-again = Тактильная доска на { $port } снова подключена.
board-not-reconnected = Тактильную доску на { $port } подключить не удалось: { $why }. Партия продолжается без неё; другой порт можно указать так: resume --board ПОРТ.
reopen-hint = Чтобы продолжить игру, судья сначала вводит: судья возобновить.
reopened = Судья возобновил партию; ход { $turn-genitive }.
reopened-clock = Часы остаются остановленными и показывают прежнее время, пока судья их не запустит.
nothing-to-reopen = Партия не окончена; возобновлять нечего.
result-usage = Укажите результат и, если нужно, причину, например: судья результат 1/2-1/2 флажки. Результаты: 1-0, 0-1, 1/2-1/2, 0-0 и при неявке +/-, -/+, -/-. Причины: флажки, мёртвая, неявка, время, сдача, соглашение, невозможные, повторение, пятьдесят.
result-word-unknown = «{ $word }» — это не результат и не причина. Ничего не изменено.
forfeit-not-draw = Техническое поражение не может быть ничьей. Ничего не изменено.
claim-rejected-illegal = Требование ничьей отклонено: заявленный ход невозможен.
claim-is-offer = Требование ничьей считается предложением ничьей от { $by-genitive }. { $by-other }: принять или отклонить.
clock-started = Часы запущены; идёт время { $runs-genitive }.
clock-already-running = Часы уже идут; идёт время { $runs-genitive }.
clock-not-started = Часы ещё не запущены.
clock-start-hint = В начале партии введите старт; первый ход тоже запускает часы.
clock-stopped = Часы остановлены.
clock-already-stopped = Часы уже остановлены.
clock-runs-again = Часы снова идут; идёт время { $runs-genitive }.
move-while-paused = Часы остановлены: ход можно ввести только после того, как судья введёт: судья продолжить.
clock-resume-hint = Судья снова пускает их, введя: судья продолжить.

## Фразы с выбором

list-or = { $init } или { $last }
list-and = { $init } и { $last }
piece-at = { $piece } { $square }
which-piece = { $piece-gender ->
        [feminine] Какая
       *[masculine] Какой
    } { $piece }: { $froms }?
which-move = Какой ход: { $moves }?
line-too-long = В строке { $chars } { $chars ->
        [one] символ
        [few] символа
       *[many] символов
    }; в ходе или команде их не больше { $max }. Ничего не сделано.
game-over = Партия окончена, { $score }. Делать ходы больше нельзя.
undo-after-result = Партия окончена, { $score }: отмена хода не возобновляет оконченную партию.
clock-game-over = Партия окончена, { $score }; часы остаются остановленными.
to-move-player = { $you ->
        [yes] Ваш ход
       *[no] Ход соперника
    } ({ $c-lower }), ход номер { $move_number }.
prompt-side = { $you ->
        [yes] Вы
       *[no] Соперник
    }, { $c-lower }
claim-rejected = { $kind ->
        [repetition] Требование ничьей отклонено: позиция не повторилась три раза.
        [fifty] Требование ничьей отклонено: не было пятидесяти ходов без хода пешкой и без взятия.
       *[none] Требование ничьей отклонено: нет ни троекратного повторения, ни пятидесяти ходов.
    }
# COUNT says a number with its noun in words ("одна минута"), CAPITAL puts
# the first letter in upper case.
penalty = { CAPITAL(COUNT($minutes, noun: "minute")) } { $minutes ->
        [one] добавлена
        [few] добавлены
       *[many] добавлено
    } ко времени { $to-genitive }.
illegal-completed = { $by } сделали { $count ->
        [1] первый невозможный ход.
        [2] второй невозможный ход.
        [3] третий невозможный ход.
        [4] четвёртый невозможный ход.
        [5] пятый невозможный ход.
        [6] шестой невозможный ход.
        [7] седьмой невозможный ход.
        [8] восьмой невозможный ход.
        [9] девятый невозможный ход.
        [10] десятый невозможный ход.
       *[other] невозможный ход номер { $count }.
    }
pieces-of = { $c }: { $list }.
on-square = На { $square } стоит { $piece-gender ->
        [feminine] { $c-feminine }
       *[masculine] { $c-masculine }
    } { $piece }.
square-empty = Поле { $square } пустое.
line-usage-rank = Укажите горизонталь, от 1 до 8, например: горизонталь 4.
line-usage-file = Укажите вертикаль, от a до h, например: вертикаль e.
scan-piece = { $square } { $piece-gender ->
        [feminine] { $c-feminine }
       *[masculine] { $c-masculine }
    } { $piece }
scan-empty = { $square } пусто
line-scan = { $list }.
attackers-none = Ни одна { $c-piece } не атакует { $square }.
attackers = { $c } атакуют { $square }: { $list }.
touch-move = Тронул — ходи: { $piece } на { $square } { $piece-gender ->
        [feminine] тронута и должна сделать ход
       *[masculine] тронут и должен сделать ход
    }.
touch-capture = Тронул — ходи: { $piece } на { $square } { $piece-gender ->
        [feminine] тронута и должна быть взята
       *[masculine] тронут и должен быть взят
    }.
board-missing = На { $square } отсутствует { $piece-gender ->
        [feminine] { $c-feminine }
       *[masculine] { $c-masculine }
    } { $piece }.
board-wrong = На { $square } стоит не та фигура; там { $piece-gender ->
        [feminine] должна
       *[masculine] должен
    } стоять { $piece-gender ->
        [feminine] { $c-feminine }
       *[masculine] { $c-masculine }
    } { $piece }.
journal-dropped = В конце журнала отброшено повреждённых записей: { $n }; последняя запись была прервана.
seal-ask-move = Откладывание партии. { $c }: введите записанный ход. Он не делается и не объявляется. Чтобы продолжить игру, введите отмена.
resumption-unknown = Доигрывание: будет объявлено.
resumption-noted = Доигрывание: { $when_where }.
voice-louder = Громче.
voice-quieter = Тише.
voice-faster = Быстрее.
voice-slower = Медленнее.
envelope-summary = Отложенная партия: белые { $white }, чёрные { $black }, ход { $number }, ход записали { $sealer-lower }.
resume-question = Незаконченная партия: { $white-known ->
        [yes] { $white }
       *[no] белые
    } против { $black-known ->
        [yes] { $black }
       *[no] чёрные
    }, ход { $move_number }. Продолжить её? Да или нет.
score-words = { $outcome ->
        [win] { $forfeit ->
            [yes] техническая победа { $winner-genitive }
           *[no] победа { $winner-genitive }
        }
        [both-lose] { $forfeit ->
            [yes] техническое поражение обеим сторонам
           *[no] поражение обеим сторонам
        }
       *[draw] ничья
    }, { $score }
result-replaced = Прежний результат отменён: { $score }.
intended-not-played = Записанный ход не делается; { $claimant-lower } должны сделать правильный ход.
flag-cannot-mate = { $other } не могут поставить мат: ничья, { $score }.
flag-wins = Победа { $winner-genitive }, { $score }.
promotion-king = Вы имели в виду { $move }? Пешка не может превратиться в короля.
which-promotion = Какое превращение: { $moves }?
pgn-after-end = Партия закончилась до { $number }-го хода { $mover-genitive }, { $san }: { $result }

## Отклонённые ходы. $piece, $actual, $said, $blocker — фигуры в
## именительном падеже (с $piece-gender и т. д.); $square, $from, $to,
## $by — поля.

move-not-a-move = Это не ход. Введите ход, например Кf3 или e4.
move-missing-target = Не указано поле, куда идёт фигура: например, f3 после фигуры.
move-iccf-length = В цифровой нотации ход — это четыре цифры и пятая для фигуры, в которую превращается пешка: 5254 — это e2 на e4.
move-iccf-square = В цифровой нотации каждое поле — две цифры от 1 до 8, сначала вертикаль, потом горизонталь: 5254 — это e2 на e4.
move-iccf-promotion = В цифровой нотации пятая цифра — фигура, в которую превращается пешка: 1 ферзь, 2 ладья, 3 слон, 4 конь.
move-bad-promotion = { CAPITAL($piece) } не подходит для превращения: пешка превращается в ферзя, ладью, слона или коня.
move-no-piece-can-reach = { $piece-gender ->
        [feminine] Ни одна
       *[masculine] Ни один
    } { $piece } не может пойти на { $to }.
move-no-such-piece = { $piece-gender ->
        [feminine] Ни одна
       *[masculine] Ни один
    } { $piece } не подходит для этого хода.
move-empty-square = На { $square } нет фигуры.
move-not-your-piece = { CAPITAL($piece) } на { $square } принадлежит { $owner-dative }.
move-wrong-piece = На { $square } стоит { $actual }, а не { $said }.
move-cannot-move-there = { CAPITAL($piece) } на { $from } не может пойти на { $to }: { $piece } так не ходит.
move-own-piece-on-target = На { $to } стоит { $piece-gender ->
        [feminine] своя
       *[masculine] свой
    } { $piece }.
move-nothing-to-capture = На { $square } нечего брать.
check-giver = { $piece } на { $square }
move-in-check-from = { CAPITAL($c-masculine) } король под шахом: шах { $count ->
        [1] даёт
       *[other] дают
    } { $givers }. Ход с { $from } на { $to } не устраняет шах.
move-in-check = { CAPITAL($c-masculine) } король под шахом, и ход с { $from } на { $to } не устраняет шах.
move-into-check-from = После хода с { $from } на { $to } { $c-masculine } король оказался бы под шахом: шах { $count ->
        [1] дал бы
       *[other] дали бы
    } { $givers }.
move-into-check = После хода с { $from } на { $to } { $c-masculine } король оказался бы под шахом.
move-blocked = { CAPITAL($piece) } на { $from } не может пойти на { $to }: на пути стоит { $blocker } на { $by }.
move-castling-not-allowed = { $side ->
        [short] Короткая рокировка
       *[long] Длинная рокировка
    } невозможна: { $reason }.
castling-king-moved = король уже ходил
castling-rook-moved = ладья на { $square } уже ходила или её нет на месте
castling-pieces-between = между королём и ладьёй { $count ->
        [1] стоит фигура
       *[other] стоят фигуры
    }, на { $squares }
castling-in-check = король под шахом
castling-through-check = король прошёл бы через атакованное поле { $square }
castling-into-check = король оказался бы под шахом на { $square }
move-promotion-missing = Пешка доходит до { $square }: укажите, во что она превращается, например { $algebraic }=Ф.
move-no-promotion = Ход на { $square } не является превращением.
move-no-en-passant = Взятие на проходе на поле { $square } невозможно.
move-ambiguous = Под это описание { $count ->
        [one] подходит
       *[other] подходят
    } { COUNT($count, noun: "move") }.

## Результаты. $winner и $loser — цвета.

result = { $why }, { $score }.
result-time-no-mate = Флажок упал, но соперник не может поставить мат: ничья
result-resignation-no-mate = Сдача, но соперник не может поставить мат: ничья
result-illegal-no-mate = Невозможные ходы, но соперник не может поставить мат: ничья
result-checkmate = Мат. Победа { $winner-genitive }
result-resignation = { $loser } сдались. Победа { $winner-genitive }
result-time = У { $loser-genitive } упал флажок. Победа { $winner-genitive }
result-illegal = { CAPITAL($loser-dative) } засчитано поражение за невозможные ходы. Победа { $winner-genitive }
result-stalemate = Пат: ничья
result-dead = Мёртвая позиция, мат невозможен: ничья
result-agreement = Ничья по соглашению
result-threefold = Ничья по троекратному повторению позиции
result-fifty = Ничья по правилу 50 ходов
result-fivefold = Ничья: позиция повторилась пять раз
result-seventy-five = Ничья: семьдесят пять ходов без хода пешкой и без взятия
result-win = Победа { $winner-genitive }
result-draw = Ничья
arbiter-rules = Решение судьи: { $score }.
arbiter-result = { $reason ->
        [both-flags] Упали оба флажка. { arbiter-rules }
        [dead] Позиция мёртвая: ни одна сторона не может поставить мат. { arbiter-rules }
        [time] Упал флажок. { arbiter-rules }
        [resignation] Один из игроков сдался. { arbiter-rules }
        [agreement] Игроки договорились. { arbiter-rules }
        [illegal] Были сделаны невозможные ходы. { arbiter-rules }
        [threefold] Позиция повторилась три раза. { arbiter-rules }
        [fifty] Сделано пятьдесят ходов без хода пешкой и без взятия. { arbiter-rules }
        [fivefold] Позиция повторилась пять раз. { arbiter-rules }
        [seventy-five] Сделано семьдесят пять ходов без хода пешкой и без взятия. { arbiter-rules }
        [checkmate] Мат. { arbiter-rules }
        [stalemate] Пат. { arbiter-rules }
       *[none] { arbiter-rules }
    }

## Справка: одна строка на одну мысль.

help =
    Ходы: голосом (Springer Gustav eins Felix drei), в алгебраической нотации на любом языке (Кf3, Nf3, e2-e4, 0-0) или шрифтом Брайля.
    исправить ХОД: исправить оговорку, пока не введён следующий ход.
    Часы: старт (запускает часы), время, затрачено. Судья: судья добавить 2m белые, судья установить чёрные 1:02:00, судья пауза, судья продолжить.
    Доска словами: фигуры [цвет], поле e4, горизонталь 4, вертикаль e, последний, атаки e5, ходы, очередь, доска.
    Ничья: ничья (предложить), принять, отклонить, требовать [повторение или пятьдесят] [ход]. сдаться [цвет]. результат.
    Судья: отменить, невозможный [цвет], расстановка FEN, отложить [файл], судья результат 1-0 [причина], судья возобновить.
    Доска с гнёздами: доска поднять e2, доска поставить e4, проверить доску, доска состояние, поправляю.
    Запись: pgn, fen, forsyth, бланк ФАЙЛ. Речь: повтор, громче, тише, быстрее, медленнее, стоп (прерывает длинный ответ).
    помощь: этот список. выход или Ctrl-D сохраняет партию и завершает работу.

## Строки Брайля, которые не являются ходом. $position считает символы с 1.

braille-empty = В строке нет хода.
braille-too-long = Строка слишком длинная для одного хода: { $len }, а можно не больше { $max }.
braille-control-char = Позиция { $position }: управляющий символ (код { $code }) не является знаком Брайля.
braille-not-braille = Позиция { $position }: символ { $char } — это не знак Брайля и не Braille ASCII.
braille-mixed-script = Знаки Брайля смешаны с другими символами: на позиции { $position } стоит { $char }.
braille-unknown-cell = Знак Брайля с точками { $dots } не используется в шахматной записи.
braille-misplaced = Знак Брайля с точками { $dots } не может стоять в этом месте хода.
braille-extra-word = Позиция { $position }: пробел разделяет ход или начинает второй; введите один ход без пробелов.
braille-incomplete = Ход не закончен: не хватает поля или фигуры превращения.
braille-promotion-missing = Пешке, дошедшей до последней горизонтали, нужна фигура, в которую она превращается.
braille-promotion-not-allowed = Превращается только пешка, дошедшая до последней горизонтали, и никогда не в короля.
braille-pawn-files = Пешка не может пойти с вертикали { $from } на вертикаль { $to }.
braille-pawn-path = Пешка не может пойти с { $from } на { $to }.
braille-not-a-move = Эти знаки не образуют хода.
braille-ambiguous = Знаки можно прочитать как { $readings }; их различает знак фигуры перед буквой фигуры.

## Голосовые ходы (слова Приложения), которые не являются ходом.

spoken-empty = Ход не назван.
spoken-too-long = Слишком много слов для одного хода.
spoken-unknown-word = Слова «{ $word }» нет в словаре.
spoken-ambiguous-word = «{ $word }» может означать: { $all }.
spoken-missing-target = После «{ $after }» не хватает поля, например «{ $example }».
spoken-missing-rank = После «{ $file }» не хватает горизонтали, например «{ $example }».
spoken-rank-out-of-range = «{ $word }» — не горизонталь; горизонтали от одного до восьми.
spoken-missing-promotion-piece = После «{ $after }» назовите новую фигуру, например «{ $example }».
spoken-unexpected = «{ $word }» здесь не подходит; ожидается: { $expected ->
        [move] фигура, поле или рокировка
        [square] поле
        [file] вертикаль
        [rank] горизонталь
        [piece] фигура
       *[end] конец хода
    }.

## Речевой вывод.

speech-using = Речь: { $backend }.
speech-using-auto = Речь: { $backend }, выбран автоматически.
speech-using-auto-skipped = Речь: { $backend }, выбран автоматически ({ $why }).
speech-off = Речь: выключена.
speech-starting = Речь: ещё запускается; речь начнётся, когда вывод будет готов.
speech-no-thread = Речь: выключена (не удалось запустить поток речи: { $why }).
speech-fallback = Речь: { $why }. Теперь используется { $to }.
speech-now-off = Речь: { $why }. Речевой вывод выключен; текст по-прежнему выводится.
speech-unavailable = Речь: { $why }. Используется { $using }.
speech-command-missing = { $program } не установлен
speech-command-failed = ошибка { $program }: { $detail }
speech-timed-out = { $backend } не ответил за { $seconds } с
speech-not-writable = не удаётся записать в { $path }: { $detail }
speech-not-built = { $backend } нет в этой сборке (соберите так: cargo build --release --features native)
speech-engine = ошибка { $backend }: { $detail }

## Ошибки FEN: части фразы после «Недопустимая позиция:».

fen-empty = FEN не указан
fen-rank-count = число горизонталей в расстановке — { $ranks }, а в FEN их 8, через косую черту
fen-rank-length = на горизонтали { $rank } число полей — { $squares }, а должно быть 8 (горизонтали считаются с восьмой, она записана первой)
fen-bad-board-char = «{ $char }» не может стоять на доске: фигуры белых — K Q R B N P, чёрных — k q r b n p, цифры от 1 до 8 считают пустые поля
fen-bad-turn = «{ $text }» не говорит, чей ход: пишите w за белых или b за чёрных
fen-bad-castling = «{ $text }» — не права на рокировку: пишите - или буквы вроде KQkq
fen-bad-ep-square = «{ $text }» — не поле взятия на проходе: пишите - или поле, например e3
fen-bad-halfmoves = «{ $text }» — не число полуходов
fen-bad-fullmoves = «{ $text }» — не номер хода
fen-unreadable = в FEN больше частей, чем расстановка, очередь хода, рокировка, взятие на проходе, полуходы и номер хода, или часть не читается
position-empty-board = доска пуста
position-missing-king = не хватает короля
position-too-many-kings = у одной стороны больше одного короля
position-pawns-on-back-rank = пешка стоит на первой или последней горизонтали
position-castling-rights = права на рокировку не соответствуют королям и ладьям
position-ep-square = поле взятия на проходе не соответствует пешкам
position-opposite-check = сторона, которая не ходит, под шахом
position-impossible-check = такой шах не мог быть дан ни одним ходом
position-too-much-material = на доске больше фигур, чем может быть в партии
position-other = позиция нарушает правила шахмат

## Импорт PGN.

pgn-place = Партия { $game }, ход { $mover-genitive } номер { $number }
pgn-no-game = В тексте PGN нет ни одной партии.
pgn-illegal-move = { $place }: «{ $san }» — невозможный ход.
pgn-ambiguous-move = { $place }: ход «{ $san }» неоднозначен: его может сделать больше одной фигуры.
pgn-unreadable-move = { $place }: «{ $token }» — не ход в алгебраической нотации.
pgn-bad-fen = Партия { $game }: FEN «{ $fen }» — недопустимая позиция: { $why }.
pgn-setup-without-fen = Партия { $game }: тег SetUp равен 1, но тега FEN нет.
pgn-null-move = { $place }: «--» — нулевой ход, пропуск хода, а не шахматный ход; партию нельзя перенести.
pgn-not-standard-chess = Партия { $game } — { $variant }, а не обычные шахматы; annabella играет только в обычные шахматы.
pgn-syntax = Партия { $game }: текст PGN повреждён: { $why }.

## Слова, которые вводит пользователь, через запятую. Слова любого языка
## понимаются при любом языке интерфейса; здесь — русские.

words-yes = да, д
words-no = нет, н
words-quit = выход, выйти
words-white = белые, белый
words-black = чёрные, черные, чёрный, черный
words-flip = перевернуть
words-repetition = повторение
words-fifty = пятьдесят, 50
words-arbiter-add = добавить
words-arbiter-set = установить
words-arbiter-pause = пауза, стоп
words-arbiter-resume = продолжить
words-arbiter-start = старт
words-arbiter-result = результат
words-arbiter-reopen = возобновить
words-draw = ничья
words-cancel = отмена
words-reason-flags = флажки, флажка
words-reason-dead = мёртвая, мертвая
words-reason-forfeit = неявка
words-reason-time = время, флажок
words-reason-resignation = сдача
words-reason-agreement = соглашение
words-reason-illegal = невозможные
words-reason-repetition = повторение
words-reason-fifty = пятьдесят
words-reason-checkmate = мат
words-reason-stalemate = пат
words-reason-filler = оба, позиция, ходов
command-help = помощь, справка
command-fen = fen
command-setup = расстановка
command-moves = ходы
command-turn = очередь
command-result = результат
command-undo = отменить
command-resign = сдаться, сдаюсь
command-offer = ничья
command-accept = принять
command-decline = отклонить
command-claim = требовать
command-illegal = невозможный
command-pgn = pgn
command-wait = ждать
command-time = время
command-used = затрачено
command-board = доска, доску
command-forsyth = forsyth
command-scoresheet = бланк
command-pieces = фигуры
command-square = поле
command-arbiter = судья
command-correct = исправить
command-last = последний
command-rank = горизонталь
command-file = вертикаль
command-attacks = атаки
command-repeat = повтор
command-adjust = поправляю
command-check = проверить
command-adjourn = отложить
command-louder = громче
command-quieter = тише
command-faster = быстрее
command-slower = медленнее
command-start = старт
command-dgt = dgt

## Braille: a move number not where the game is; the scoresheet's header words
wrong-move-number = { $same ->
        [yes] Это ход { $side-genitive }, а сейчас, на ходу номер { $now }, ходят { $turn-lower }.
       *[no] Это ход номер { $number }, а в партии сейчас ход номер { $now }, ход { $turn-genitive }.
    }
braille-label-white = Белые
braille-label-black = Чёрные
braille-label-event = Турнир
braille-label-date = Дата
braille-label-result = Результат
braille-label-time-control = Контроль времени
braille-label-start = Начальная позиция
braille-computer-header = Заголовок компьютерным Брайлем, без liblouis.

## The Dot Pad pin display
dotpad-connected = Dot Pad { $name } показывает доску.
dotpad-lost = Dot Pad отключён. Партия продолжается; подключите его снова, чтобы ощупать доску.
dotpad-back = Dot Pad снова подключён и показывает доску.
dotpad-gave-up = { $why ->
        [no-answer] Dot Pad не отвечает.
        [refused] Dot Pad отклоняет то, что ему посылают.
       *[unsuitable] У этого дисплея графическое поле { $columns } на { $rows } ячеек; для доски нужно 30 на 10 и строка из 20 ячеек.
    } Партия продолжается без Dot Pad.
dotpad-line-full = Строка заполнена: { $max } ячеек. Стереть: пробел и точка 7, отправить: пробел и точка 8.
dotpad-not-reconnected = Dot Pad на { $port } не удаётся открыть: { $why }. Партия продолжается без него.

## The sighted player's DGT e-board
dgt-in-step = Электронная доска совпадает с партией.
dgt-differs = Электронная доска расходится с партией.
dgt-extra = На { $square } лишняя фигура: { $piece-gender ->
        [feminine] { $c-feminine }
       *[masculine] { $c-masculine }
    } { $piece }.
dgt-wrong = На { $square } стоит { $piece-gender ->
        [feminine] { $c-feminine }
       *[masculine] { $c-masculine }
    } { $piece }, а по партии там { $want-gender ->
        [feminine] { $want-c-feminine }
       *[masculine] { $want-c-masculine }
    } { $want }.
dgt-disagrees = На электронной доске сделан ход { $board_move }, а в партии записан ход { $game_move }.
dgt-call-arbiter = Позовите судью.
dgt-garbled = Электронная доска прислала нечитаемые данные; позиция считывается заново.
dgt-lost = Электронная доска отключена. Подключите её снова: ходы будут считываться, как только она вернётся.
dgt-back = Электронная доска снова подключена; позиция на ней считывается заново.
dgt-usage = Электронная доска: dgt lift e2, dgt place e4 P, dgt board и позиция в FEN.
dgt-connected-again = Электронная доска на { $port } снова подключена.
dgt-not-reconnected = Электронную доску на { $port } не удаётся подключить: { $why }. Партия продолжается без неё; другой порт можно указать так: resume --dgt PORT.
dgt-already-read = Ход { $mv } уже считан с электронной доски.
dgt-typed-differs = На электронной доске сделан ход { $board_move }, а введён ход { $typed }.

## Произносимая форма напечатанных ответов и «стоп».
command-stop = стоп
# Один номер хода из списка ходов, вслух; $white и $black — ходы словами
# словаря (приложение D).
moves-spoken = { $side ->
        [white] Ход { $n }: белые, { $white }.
        [black] Ход { $n }: чёрные, { $black }.
       *[both] Ход { $n }: белые, { $white }; чёрные, { $black }.
    }
moves-spoken-offer = { $words }, с предложением ничьей
fen-spoken-intro = Позиция в FEN, словами.
fen-spoken-castling = Право на рокировку: у белых { $white ->
        [both] короткая и длинная
        [short] только короткая
        [long] только длинная
       *[none] нет
    }; у чёрных { $black ->
        [both] короткая и длинная
        [short] только короткая
        [long] только длинная
       *[none] нет
    }.
fen-spoken-en-passant = Возможно взятие на проходе на { $square }.
fen-spoken-halfmoves = Полуходов после последнего взятия или хода пешкой: { $n }.
pgn-spoken-moves = В записи PGN { $n ->
        [0] ещё нет ходов
       *[other] { COUNT($n, noun: "move") }
    }.
pgn-spoken-players = Белые: { $white }. Чёрные: { $black }.
pgn-spoken-unknown = не указаны
# Доска вслух: фигуры одной стороны по видам («ладьи a1 и h1»).
board-spoken = { $c }: { $groups }.
board-spoken-group = { $count ->
        [one] { $piece } { $squares }
       *[other] { $pieces } { $squares }
    }
board-spoken-and = и
role-plural-king = короли
role-plural-queen = ферзи
role-plural-rook = ладьи
role-plural-bishop = слоны
role-plural-knight = кони
role-plural-pawn = пешки
## Braille displays through BRLTTY
brltty-lost = Брайлевский дисплей больше недоступен: { $why }. Партия продолжается без него.
brltty-line-full = Строка заполнена: { $max } знаков. Сотрите знак или отправьте строку клавишей ввода.
## Devices in scripts (@wait)
script-wait-no-board = Сценарий ждёт хода на доске, но доска не подключена.
script-wait-timed-out = За { $seconds } { $seconds ->
        [one] секунду
        [few] секунды
       *[many] секунд
    } с доски не пришёл ход. Сценарий продолжается.
script-wait-usage = Сценарий ждёт хода на доске строкой @wait или @wait со временем не больше десяти минут, например @wait 5s.
## Command-line errors
cli-unknown-argument = У этой команды нет параметра { $arg }.{ $suggested ->
        [yes] { " " }Возможно, имелся в виду { $suggestion }.
       *[no] {""}
    }
cli-unknown-subcommand = У annabella нет команды { $name }.{ $suggested ->
        [yes] { " " }Возможно, имелась в виду { $suggestion }.
       *[no] {""}
    }
cli-missing-value = Параметру { $arg } нужно значение.
cli-invalid-value = { $value } не подходит как значение { $arg }.{ $listed ->
        [yes] { " " }Ожидается: { $allowed }.
       *[no] {""}
    }
cli-missing-required = Не хватает: { $args }.
cli-missing-subcommand = annabella нужна команда: play, resume, export или check.
cli-conflict = { $twice ->
        [yes] { $arg } можно указать только один раз.
       *[no] { $arg } нельзя указывать вместе с { $other }.
    }
cli-not-text = Один из аргументов не является читаемым текстом.
cli-other = { $named ->
        [yes] Командная строка непонятна в месте { $arg }.
       *[no] Командная строка непонятна.
    }
cli-help-hint = { $named ->
        [yes] Справка: annabella { $command } --help
       *[no] Справка: annabella --help
    }
setup-bad-fen = FEN не описывает допустимую позицию: { $why }
setup-bad-pgn = PGN не читается: { $why }
setup-bad-braille = Настройка Брайля: { $why }
setup-bad-vocabulary = Слова объявлений: { $why }
setup-bad-warnings = { $why } не является списком времён. Ожидается, например, 5m,1m,30s.
setup-bad-blind = Неизвестный незрячий игрок { $why }. Ожидается white, black или both.
setup-bad-operator = Неизвестный оператор { $why }. Ожидается assistant или player.
setup-operator-needs-blind = При --operator player укажите цвет игрока: --blind white или --blind black.
setup-unknown-notation = Неизвестная нотация { $why }. Ожидается auto или одна из { $codes }.
time-control-error = { $kind ->
        [zero-base-time] Контроль времени { $input } нельзя сыграть: в первом периоде время должно быть больше нуля, например 5+3, пять минут и три секунды добавки. Для партии без ограничения времени напишите дефис.
        [empty] Контроль времени пуст.
        [char] Контроль времени { $input } не читается: символ { $word } на позиции { $position } здесь не к месту.
        [word] Контроль времени { $input } не читается: { $word } не единица (h, m, s) и не вид добавки (d задержка, b Бронштейн, i прибавка).
        [time] Контроль времени { $input } не читается: на позиции { $position } ожидается время, например 90, 90m, 1h30m или 30s.
        [moves] Контроль времени { $input } не читается: на позиции { $position } ожидается целое число ходов.
        [trailing] Контроль времени { $input } не читается с позиции { $position }: добавка идёт последней.
        [zero-moves] Контроль времени { $input } не читается: в периоде должен быть хотя бы один ход.
        [too-large] Контроль времени { $input } не читается: число слишком большое.
        [sandclock] Контроль времени { $input } не поддерживается: песочные часы не поддерживаются.
        [after-sudden-death] Контроль времени { $input } не читается: период без числа ходов длится до конца партии, после него периодов быть не может.
       *[no-base-time] Контроль времени { $input } не читается: задержке или прибавке нужно основное время перед ними, например 5+d3.
    }
time-control-examples = Примеры: 90/40+30+30s, 5+3, 15m+10s, 5+d3 или PGN 40/5400+30:1800+30.

## Who defends a square
defenders-none = Ни одна { $c-piece } не защищает { $square }.
defenders = { $c } защищают { $square }: { $list }.

## The answers to a journal failure
words-retry = повторить
words-unprotected = без журнала

## The pin board's status (доска status)
board-status-port = Порт: { $port }.
board-status-state = { $state ->
        [connecting] Состояние: ожидание ответа доски.
        [connected] Состояние: подключена.
       *[disconnected] Состояние: отключена, идёт повторное подключение.
    }
board-status-board = Доска: { $name }, версия протокола { $version }.
board-status-caps = { $listed ->
        [yes] Возможности: { $caps }.
       *[no] Возможности: нет.
    }
board-status-levels = Уровни индикации: { $n }.
board-status-frames = Кадров отправлено: { $sent }, получено: { $received }.
board-status-bytes = Байтов отправлено: { $sent }, получено: { $received }.
board-status-retries = Кадров отправлено повторно: { $n }.
board-status-checksum = Повреждённых кадров: { $n }.
board-status-naks = Отрицательных подтверждений отправлено: { $sent }, получено: { $received }.
board-status-duplicates = Кадров получено дважды: { $n }.
board-status-link-losses = Потерь связи: { $n }.
board-status-reconnections = Переподключений: { $n }.
board-status-divergences = Исправленных расхождений: { $n }.
board-status-last-error = Последняя ошибка: { $why }.
board-cap-pins = штырьки
board-cap-vibrate = вибрация
board-cap-blink = мигание
board-cap-occupancy = датчики занятости
board-cap-identity = распознавание фигур
board-cap-button = кнопка
board-cap-digest = контрольная сумма штырьков

## Speech backends that fail, in words
speech-no-answer = { $backend } не отвечает
speech-no-audio = { $path } не записан: звук не получен
speech-no-screen-reader = не запущена программа экранного доступа (NVDA, JAWS или другая, известная Tolk)
speech-screen-reader-not-built = { $backend } не входит в эту сборку (соберите с: cargo build --release --features screenreader)
speech-voiceover = VoiceOver не принимает речь от программ; вместо него говорит системный голос

## Why a game cannot begin
start-device-not-opened = { $device ->
        [pin-board] Доску с гнёздами
        [dot-pad] Dot Pad
       *[dgt] Электронную доску DGT
    } на { $port } не удаётся открыть: { $why }
start-folder-holds-game = В папке { $folder } уже есть партия. Продолжить её: annabella resume { $journal }. Или укажите другую папку.
start-no-game-folder = Не удаётся создать папку для партии: { $why }. Укажите её через --game-dir ПАПКА или играйте без журнала с --no-journal.
start-no-data-folder = Папка данных неизвестна, потому что HOME не задан. Укажите папку через --game-dir ПАПКА или играйте без журнала с --no-journal.
start-journal-not-writable = Журнал в { $folder } не удаётся записать: { $why }. Укажите другую папку через --game-dir ПАПКА или играйте без журнала с --no-journal.
start-recording-exists = Запись { $path } уже существует и не будет перезаписана. Укажите другой файл.
start-recording-not-writable = Запись { $path } не удаётся создать: { $why }
start-script-unreadable = Сценарий { $path } не удаётся прочитать: { $why }
start-no-unfinished-game = Незаконченная партия не найдена. Укажите файл журнала: annabella resume ФАЙЛ
start-cannot-resume = { $path } не удаётся продолжить: { $why }
export-cannot-read = { $path } не удаётся экспортировать: { $why }
start-no-journal-in-folder = В папке { $folder } нет журнала партии. Укажите файл журнала или папку партии: annabella resume ФАЙЛ
start-resumed-game-not-kept = Продолженную партию нельзя сохранить в { $folder }: { $why }. Скопируйте конверт в папку, где у вас есть право записи, и продолжите партию оттуда.

## The pin board's verbs (доска поднять e2)
words-board-lift = поднять, подними
words-board-place = поставить, поставь
words-board-check = проверить
words-board-status = состояние, статус

## The settings file
config-unreadable = Файл настроек { $file } не читается: { $why }. Используются значения по умолчанию.
config-not-toml = Файл настроек { $file } не является корректным TOML ({ $why }). Используются значения по умолчанию.
config-unknown-key = Файл настроек { $file }: неизвестный ключ { $key } пропущен. Известные ключи: { $known }.
config-left-out = Файл настроек { $file }: { $key } пропущен. { $why }
config-unknown-lang = Неизвестный язык { $word }.
config-bad-announce = { $word } — ни long, ни short.
## Строка при запуске
speech-started = Речь: { $backend }.
speech-started-off = Речь: выключена.
speech-started-no-sound = Звуковое устройство не найдено: речь выключена. Подключите его и запустите программу снова или записывайте речь с --speech wav:ПАПКА.
speech-no-sound-device = Звуковое устройство не найдено: { $backend }, возможно, не будет слышно. Подключите его или записывайте речь с --speech wav:ПАПКА.

## Почему журнал нельзя продолжить.
resume-damaged-inside = журнал повреждён в строке { $line }, а после неё идут целые записи. Он оставлен как есть.
resume-not-a-journal = этот файл не журнал партии annabella и не конверт отложенной партии.
resume-unreadable = журнал не читается: { $why }
resume-open-elsewhere = партия открыта в другом окне annabella. Продолжайте там или сначала закройте его.
resume-not-writable = журнал можно прочитать, но нельзя записать: { $why }. Скопируйте папку партии туда, где у вас есть право записи, и продолжите копию, или прочитайте партию командой annabella export.
resume-no-settings = в журнале нет записи с настройками, значит, это не журнал партии.
resume-bad-settings = настройки из журнала нельзя использовать: { $why }
resume-diverged = запись { $record } журнала называет ход { $recorded }, но введённые строки дают { $found }. Журнал неполон или повреждён, и партия не продолжена. annabella export покажет ходы до этого места.
## BRLTTY errors in the user's language, the display on resume
brltty-why-connect = нет связи с BRLTTY ({ $why })
brltty-why-not-built = эта сборка annabella не поддерживает BRLTTY (соберите с: cargo build --release --features brltty)
start-brltty = Брайлевский дисплей недоступен: { $why }.
brltty-connected-again = Брайлевский дисплей снова подключён.
brltty-not-reconnected = Брайлевский дисплей не удалось подключить снова: { $why }. Партия продолжается без него.

## Звуковые сигналы выключены.
earcons-not-built = Звуковым сигналам нужна сборка с функцией native, поэтому они выключены.
earcons-no-device = Нет звукового устройства, поэтому звуковые сигналы выключены.
earcons-no-device-why = Нет звукового устройства: { $why }. Звуковые сигналы выключены.
earcons-failed = Звуковое устройство отказало: { $why }. Звуковые сигналы выключены.
## The help of the command line (annabella --help,
## annabella play --help), laid over clap's by src/cli_help.rs.
cli-help-heading-usage = Использование
cli-help-heading-commands = Команды
cli-help-heading-arguments = Аргументы
cli-help-heading-options = Параметры
cli-help-flag-help-summary = Показать справку (кратко: -h)
cli-help-default = по умолчанию
cli-help-alias = также
cli-help-possible-values = возможные значения
cli-help-possible-values-heading = Возможные значения
cli-help-annabella = Шахматы для незрячих и слабовидящих игроков по Правилам игры ФИДЕ (Приложение D)
cli-help-flag-help = Показать справку
cli-help-flag-version = Показать версию
cli-help-play = Сыграть партию: в диалоге или по сценарию из строк ввода
cli-help-play-script = Читать строки ввода из файла FILE, а не от человека ("-" означает стандартный ввод)
cli-help-play-speech = Речь: auto, screenreader, tts, spd, espeak, text, wav:DIR или off (по умолчанию auto в терминале и off для сценариев)
cli-help-play-brltty = Показывать каждый ответ на брайлевском дисплее, которым управляет BRLTTY, и читать набранный на нём брайль (в сборках с функцией brltty; BRLAPI_HOST указывает другой BRLTTY)
cli-help-play-fen = Начать с этой позиции (FEN)
cli-help-play-pgn = Начать с ходов из этого файла PGN (его первой партии)
cli-help-play-notation = Буквы фигур при чтении ходов в алгебраической нотации: auto, en, de, ru, fr, nl, figurine
cli-help-play-write-notation = Буквы фигур при записи ходов (по умолчанию язык из --notation, иначе en) или iccf для цифровой нотации ИКЧФ (5254 вместо e2-e4)
cli-help-play-strict-case = Буквы фигур только заглавные ("nf3" тогда не ход коня)
cli-help-play-lang = Язык сообщений: de, en или ru (по умолчанию из окружения)
cli-help-play-time = Контроль времени, например "90/40+30+30s" или в PGN "40/5400:1800+30"
cli-help-play-vocabulary = Произносимые слова: de (Приложение F, по умолчанию), ru, en, nato или файл словаря
cli-help-play-short = Объявлять только поле прибытия ("Springer Felix drei"); то же, что --announce short
cli-help-play-announce = Форма объявления: long ("Springer Gustav eins Felix drei") или short ("Springer Felix drei"). По умолчанию short, если основное время меньше 10 минут, иначе long
cli-help-play-announce-long = Фигура, поле отправления и поле прибытия: "Springer Gustav eins Felix drei"
cli-help-play-announce-short = Поле прибытия, поле отправления только когда нужно: "Springer Felix drei"
cli-help-play-move-numbers = Начинать объявления с номера хода и цвета
cli-help-play-warn = Предупреждения о нехватке времени, например "5m,1m,30s" ("none", чтобы их не было)
cli-help-play-announce-every = Время от времени называть время, например "10m" (а в последние пять минут периода каждую минуту)
cli-help-play-mode = Вид партии: standard, rapid (быстрые шахматы) или blitz (по умолчанию по контролю времени)
cli-help-play-illegal-rule = Какой завершённый невозможный ход проигрывает: second, второй (нынешние Правила, по умолчанию), или third, третий (старая редакция)
cli-help-play-illegal-rule-second = Нынешние Правила (7.5.5): проигрывает второй завершённый невозможный ход
cli-help-play-illegal-rule-third = Старая редакция (10.3): проигрывает только третий
cli-help-play-resignation-always-loses = Старое правило: сдача всегда проигрывает, даже если соперник не может поставить мат
cli-help-play-braille = Брайлевская строка после каждого хода и для доски: off, unicode, ascii
cli-help-play-braille-code = Шахматный код Брайля: uk (BCA, конь "s") или de (немецкие буквы K D T L S)
cli-help-play-diagram-mark = Какие фигуры отмечает брайлевская диаграмма доски: black (шесть точек, точка 6 перед чёрными фигурами; по умолчанию) или white (точка 7 на белых фигурах, для восьмиточечного дисплея)
cli-help-play-line-width = Разбивать ответы длиннее N символов по словам на несколько строк (0: никогда; по умолчанию 40 с --braille, иначе никогда)
cli-help-play-blind = Кто незрячий: white, black или both (доска показывается с этой стороны)
cli-help-play-operator = Кто печатает в этой программе (D.2.10): "assistant" (по умолчанию; вводит ходы обоих игроков) или "player" (сам незрячий игрок, с --blind white или black; объявления обращаются прямо к нему)
cli-help-play-board = Тактильная доска: последовательный порт (например /dev/ttyUSB0 или COM3), адрес TCP (tcp:HOST:PORT, как его предлагает board-sim --tcp), "virtual" (фигуры двигают строки board lift и board place) или "list", чтобы перечислить порты
cli-help-play-baud = Скорость последовательного порта тактильной доски (по умолчанию 115200)
cli-help-play-dotpad = Тактильный дисплей Dot Pad: его последовательный порт (например /dev/ttyUSB0 или COM3) или "list", чтобы перечислить порты. Он показывает доску и читает клавиши Перкинса
cli-help-play-dgt = Электронная доска DGT зрячего игрока: последовательный порт (9600 бод) или "list", чтобы перечислить порты. Её ходы читаются и объявляются
cli-help-play-white = Имя игрока белыми фигурами, для записи партии
cli-help-play-black = Имя игрока чёрными фигурами, для записи партии
cli-help-play-event = Турнир или матч, для записи партии
cli-help-play-site = Где играется партия (город, зал), для записи партии
cli-help-play-round = Тур турнира, например 3 или 3.1, для записи партии
cli-help-play-board-number = Номер доски в зале, для записи партии
cli-help-play-date = Дата партии, ГГГГ.ММ.ДД (по умолчанию сегодня)
cli-help-play-earcons = Короткие звуки при событиях (в нативных сборках): auto, on или off. С "auto" они звучат, где это возможно, и молча не звучат, где нельзя
cli-help-play-config = Файл настроек (по умолчанию config.toml в папке настроек: ~/.config/annabella в Linux, %APPDATA%\annabella в Windows, ~/Library/Application Support/annabella в macOS; читается только для партий в диалоге)
cli-help-play-record = Записать всё введённое, сказанное и выведенное в файл FILE как стенограмму, которую воспроизводит annabella check (новый файл)
cli-help-play-game-dir = Папка для журнала и записи этой партии (по умолчанию в терминале: новая папка в папке games папки данных: ~/.local/share/annabella/games в Linux, %APPDATA%\annabella\games в Windows, ~/Library/Application Support/annabella/games в macOS). Папка, где уже есть партия, не принимается: продолжите ту партию
cli-help-play-no-journal = Играть без журнала: при сбое партия пропадёт
cli-help-flag-help-more = Показать справку (подробно: --help)
cli-help-export = Записать партию (из журнала или файла PGN) в PGN и как брайлевский бланк (BRF для брайлевского принтера или брайлевский текст в Unicode)
cli-help-export-game = Партия: журнал (journal.txt) или файл PGN
cli-help-export-pgn = Записать партию в PGN в файл FILE
cli-help-export-brf = Записать брайлевский бланк как BRF (страницы в Braille ASCII) в файл FILE
cli-help-export-unicode = Записать брайлевский бланк как брайлевский текст в Unicode в файл FILE
cli-help-export-braille-code = Шахматный код Брайля: uk или de
cli-help-export-diagram-mark = Цвет, отмеченный в начальной позиции партии с расстановкой: black (точка 6 перед чёрными фигурами, по умолчанию) или white (точка 7)
cli-help-export-overwrite = Заменять существующие выходные файлы (иначе они не принимаются)
cli-help-resume = Продолжить незаконченную партию по её журналу (по умолчанию самую новую незаконченную) с теми настройками, с которыми она игралась
cli-help-resume-journal = Файл журнала (journal.txt в папке партии), папка партии или конверт отложенной партии
cli-help-resume-script = Читать строки ввода из файла FILE, а не от человека ("-" означает стандартный ввод)
cli-help-resume-speech = Речь: auto, screenreader, tts, spd, espeak, text, wav:DIR или off (по умолчанию auto в терминале и off для сценариев)
cli-help-resume-brltty = Показывать каждый ответ на брайлевском дисплее, которым управляет BRLTTY, и читать набранный на нём брайль (в сборках с функцией brltty; BRLAPI_HOST указывает другой BRLTTY)
cli-help-resume-board = Порт тактильной доски, если теперь она подключена к другому (единственная настройка, которую можно изменить; иначе используется записанный порт)
cli-help-resume-dgt = Порт доски DGT, если теперь она подключена к другому (иначе используется записанный порт)
cli-help-resume-dotpad = Порт Dot Pad, если теперь он подключён к другому (иначе используется записанный порт)
cli-help-resume-time = Отложенная партия: контроль времени для доигрывания
cli-help-resume-draw = Отложенная партия: игроки согласились на ничью до доигрывания (A6); конверт не вскрывается
cli-help-resume-resign = Отложенная партия: этот игрок сдался до доигрывания (A6)
cli-help-resume-downtime = Как считается время, когда программа не работала, по решению судьи: paused (по умолчанию: часы идут дальше с того места, где остановились) или counts (они шли для игрока, чья очередь хода)
cli-help-check = Проверить стенограммы: выполнить каждую с новой сессией и сравнить вывод
cli-help-check-files = Файлы стенограмм
cli-help-check-bless = Заменить ожидаемый вывод тем, что сессия говорит сейчас
cli-help-board-sim = Имитировать тактильную доску на псевдотерминале или, с --tcp, на порту TCP (выводит, что открыть с --board)
cli-help-board-sim-no-pins = Доска без штырьков и других индикаторов
cli-help-board-sim-no-vibrate = Штырьки не умеют вибрировать
cli-help-board-sim-blink = Индикаторы умеют мигать (огоньки)
cli-help-board-sim-no-sensors = Доска без датчиков фигур
cli-help-board-sim-no-identity = Датчики чувствуют фигуру, но не знают, какая это фигура
cli-help-board-sim-no-button = Доска без кнопки
cli-help-board-sim-no-digest = Подтверждения ACK без контрольной суммы таблицы фигур
cli-help-board-sim-levels = Число уровней индикаторов
cli-help-board-sim-link = Держать по пути PATH символическую ссылку на псевдотерминал
cli-help-board-sim-tcp = Слушать адрес TCP (например 127.0.0.1:5040) вместо псевдотерминала; играть тогда с --board tcp:127.0.0.1:5040. Единственный способ в системах без псевдотерминалов (Windows)
cli-help-board-sim-empty = Начать с пустой доски, без фигур
cli-help-board-sim-line-noise = Вероятность на байт, что линия его исказит (от 0 до 1)
cli-help-board-sim-line-drop = Вероятность на байт, что линия его потеряет (от 0 до 1)
cli-help-board-sim-seed = Начальное значение для помех
cli-help-completions = Вывести дополнение команд для оболочки (bash, zsh, fish, powershell или elvish); куда их положить, сказано в README
cli-help-man = Вывести страницу руководства (roff, на английском); с --dir записать её и по странице на каждую подкоманду в папку
cli-help-man-dir = Записать annabella.1 и по странице на каждую подкоманду в эту папку
cli-help-dotpad-sim = Имитировать дисплей Dot Pad на псевдотерминале (выводит его путь; брайль на его клавишах Перкинса набирается строкой type CELLS)
cli-help-dotpad-sim-link = Держать по пути PATH символическую ссылку на псевдотерминал
cli-help-dgt-sim = Имитировать электронную доску DGT на псевдотерминале (выводит её путь; строки вроде lift e2 и place e4 P двигают её фигуры)
cli-help-dgt-sim-turned = Доска стоит развёрнутой (чёрные на ближней стороне)
cli-help-help = Показать эту справку или справку названных подкоманд

## FEN counters no game reaches
fen-too-many-halfmoves = счётчик полуходов { $text } больше, чем сыграно в партии к этому номеру хода: не больше { $max }
fen-too-many-fullmoves = номер хода { $text } больше, чем бывает в партии: не больше { $max }

## Devices that do not answer
board-silent = Доска с гнёздами не отвечает.
board-cannot-scan = У этой доски с гнёздами нет датчиков: она не может сказать, где стоят фигуры.
dgt-silent = Электронная доска не отвечает.
dgt-answers-again = Электронная доска снова отвечает; её позиция читается заново.
dotpad-silent = Dot Pad не отвечает. Партия продолжается; когда он ответит, доска будет показана снова.
## Быстрое доигрывание (Руководство III) и статья 8.4
command-request = просить
words-quickplay = доигрывание, быстрое
words-normal-means = нормальные-средства, нормальные
words-no-effort = нет-усилий, усилия
words-increment = добавление, пять-секунд
words-arbiter-grant = удовлетворить
words-arbiter-postpone = отложить
words-arbiter-reject = отклонить, отвергнуть
words-arbiter-flags = флажки, оба-флажка
qp-setup-unknown = Неизвестное правило быстрого доигрывания { $word }. Ожидается III.4, III.5 или none.
qp-setup-unknown-arbiter = Неизвестный судья { $word }. Ожидается present или none.
qp-setup-not-applicable = { $why ->
        [untimed] Для быстрого доигрывания нужен контроль времени: укажите также --time.
        [blitz] Быстрое доигрывание не применяется в блице (Руководство III.2).
       *[bonus] Быстрое доигрывание не применяется при добавлении или задержке времени (Руководство III.2).
    }
qp-claim-usage = Укажите основание требования ничьей: требовать доигрывание нормальные-средства или требовать доигрывание нет-усилий.
qp-request-usage = Просьба по Руководству III.4: просить добавление.
qp-not-announced = В этом турнире быстрое доигрывание по Руководству III не объявлено. Оно задаётся параметром --quickplay III.4 или III.5.
qp-use-other = { $rule ->
        [increment] В этом турнире действует Руководство III.4: пять секунд на ход просят командой просить добавление.
       *[claim] В этом турнире действует Руководство III.5: ничью требуют командой требовать доигрывание.
    }
qp-refused = { $why ->
        [untimed] Отказано: в партии нет часов.
        [blitz] Отказано: Руководство не применяется в блице (III.2).
        [bonus] Отказано: Руководство не применяется при добавлении или задержке времени (III.2).
        [not-started] Отказано: часы ещё не запущены.
        [introduced] Отказано: пять секунд на ход уже добавляются.
        [earlier-period] Отказано: до контроля времени ещё остались ходы; быстрое доигрывание — это последний период.
        [too-much-time] Отказано: у { $by-genitive } осталось две минуты или больше; Руководство III.4 и III.5 требует меньше двух.
       *[flag-fallen] Отказано: флажок { $by-genitive } упал; требовать ничью нужно до падения флажка.
    }
qp-already = Требование или просьба уже ждёт решения судьи.
qp-claimed = { $basis ->
        [normal-means] { $by } требуют ничью по Руководству III.5: { $other } не могут выиграть нормальными средствами.
        [no-effort] { $by } требуют ничью по Руководству III.5: { $other } не прилагают усилий выиграть нормальными средствами.
       *[unstated] { $by } требуют ничью по Руководству III.5.
    }
qp-arbiter-decides = Часы остановлены. Судья: судья удовлетворить, судья отложить или судья отклонить.
qp-referred = Судьи нет (Руководство III.6): требование заканчивает партию. Конечная позиция и запись партии сохраняются для назначенного судьи, который определит результат.
qp-claim-waits = Требование ничьей ждёт решения судьи: судья удовлетворить, судья отложить или судья отклонить.
qp-game-held = Партия закончена требованием ничьей, переданным назначенному судье: ходов больше нет. Судья решает командой судья результат.
qp-referred-decide = Требование передано назначенному судье, который определяет результат: судья удовлетворить для ничьей или судья результат с результатом.
qp-result-pending = Партия закончена требованием ничьей, переданным назначенному судье, который ещё не определил результат.
qp-granted = Судья удовлетворяет требование.
qp-postponed = Судья откладывает решение. Партия продолжается.
qp-may-still-draw = Судья может позже признать ничью, даже после падения флажка: судья результат ничья.
qp-rejected = Судья отклоняет требование. Партия продолжается.
qp-nothing-pending = Ни требование ничьей, ни просьба не ждут решения судьи.
qp-requested = { $by } просят добавлять обоим игрокам пять секунд на ход (Руководство III.4). Это одновременно предложение ничьей. { $other }: принять или отклонить.
qp-request-waits = Просьба о пяти секундах на ход ждёт ответа: { $answers }: принять или отклонить.
qp-answer-first = Сначала { $answers } отвечают на предложение ничьей: принять или отклонить.
qp-request-to-arbiter = Судья: судья удовлетворить вводит пять секунд на ход, иначе судья отклонить.
qp-request-no-arbiter = Судьи, который мог бы согласиться, нет: партия продолжается без пяти секунд.
qp-request-decide = Судья удовлетворяет или отклоняет просьбу: судья удовлетворить или судья отклонить.
qp-increment-granted = Судья согласен: с этого момента на обоих часах добавляется пять секунд за ход.
qp-increment-refused = Судья не согласен: партия продолжается без пяти секунд.
qp-both-flags-draw = Упали оба флажка, и какой упал первым, установить нельзя. В последнем периоде это ничья (Руководство III.3.1).
qp-both-flags-play-on = Упали оба флажка, и какой упал первым, установить нельзя. Это не последний период: партия продолжается (Руководство III.3.1). Судья: установите время обоим игрокам командой судья установить, затем судья продолжить.
qp-both-flags-unannounced = Упали оба флажка, и какой упал первым, установить нельзя. В этом турнире Руководство III не объявлено: судья решает командой судья результат.
qp-undo-refused = Последний ход сделан до требования, просьбы или решения быстрого доигрывания, которое остаётся в силе: он не отменяется. Судья исправит партию, если нужно (arbiter reopen, arbiter result).
qp-score-kept = У { $side-genitive } меньше пяти минут: по статье 8.4 { $side-lower } могут не вести запись. annabella продолжает вести запись за { $side-genitive }.
cli-help-play-quickplay = Быстрое доигрывание, объявленное турниром (Руководство ФИДЕ III): III.4 (пять секунд на ход по просьбе), III.5 (требование ничьей) или none (по умолчанию). Не для блица и не для партий с добавлением времени
cli-help-play-arbiter = Есть ли судья рядом: present (по умолчанию) или none (требование ничьей при быстром доигрывании тогда заканчивает партию для назначенного судьи)
resume-quickplay-diverged = запись { $record } журнала называет для быстрого доигрывания { $recorded }, но введённые строки дают { $found }. Журнал неполон или повреждён, и партия не продолжена.
## Saved scores, results and adjournment
penalty-no-clock = В этой партии часы не идут, поэтому ко времени { $to-genitive } ничего не добавлено.
adjourned-frozen = Партия отложена и остаётся такой, как при запечатывании, до возобновления: это отклонено.
adjourned-already = Партия уже отложена, записанный ход лежит в { $path }. Второй конверт не пишется.
secret-entered = Секрет введён.
envelope-secret-again = Пароль не открывает этот конверт, или конверт был изменён. Введите пароль ещё раз.
envelope-secret-gave-up = Попыток ввода пароля: { $tries }, конверт не открылся. Проверьте пароль и что это тот самый конверт, затем снова запустите annabella resume.
envelope-opened-already = Этот конверт уже вскрывали: его партия продолжалась в { $folder }, и annabella resume { $folder } продолжит её там. При повторном вскрытии партия снова начинается с момента откладывания, в новой папке.
envelope-no-time-control = На конверте указано оставшееся время, но не контроль времени, поэтому партия продолжается без часов. Чтобы играть с часами, вскройте его снова командой annabella resume КОНВЕРТ --time, например --time 90+30.
envelope-no-secret = Пароль не введён. Чтобы открыть конверт, снова запустите annabella resume.
envelope-wrong-secret = Этот пароль не открывает конверт, или конверт был изменён.
envelope-unreadable = Конверт нельзя прочитать: строка { $line } записана не так, как её пишет annabella. Файл изменён или обрезан; решает бумажная запись записанного хода у судьи.
envelope-field-invalid = Конверт нельзя запечатать: поле { $field } должно быть одной строкой, без пробелов по краям и не слишком длинным.
envelope-no-move = Нет записанного хода для конверта.
envelope-move-too-long = Записанный ход слишком длинный для конверта: в нём может быть не больше { $max } символов.
envelope-crypto = Конверт не удалось запечатать: система не дала случайных чисел для ключа.
start-folder-empty-journal = В папке { $folder } журнал без партии: { $journal } пуст или оборван при создании партии, например на переполненном диске. Продолжать в нём нечего. Удалите этот файл, чтобы начать в этой папке новую партию, или укажите другую папку.
start-folder-holds-score = В папке { $folder } есть { $file }, но нет журнала. Новая партия там заменила бы этот файл, поэтому она не начата. Укажите другую папку или сначала перенесите файл.
## listening
listen-audio = Запись { $file } не читается: { $reason }.
listen-unknown-engine = Распознавателя речи { $name } нет. Есть pocketsphinx.
listen-not-built = Эта сборка не может слушать через { $engine }. Соберите annabella с функцией { $feature }.
listen-no-model = Речевой модели { $engine } нет в { $path }.
listen-no-library = Библиотека { $engine }, { $library }, не найдена. Искали: { $looked }. Положите её рядом с папкой модели.
listen-keys = Ходы вводятся с клавиатуры.
listen-no-pronunciation = Для слова { $word } распознаватель речи не знает произношения.
listen-grammar = Слова для распознавания не удалось подготовить: { $reason }.
listen-engine = Распознаватель речи { $engine } дал сбой: { $reason }.
cli-help-hear = Распознать записи (файлы WAV) в позиции: по строке на файл через табуляцию: файл, услышанный ход в SAN ("-" ничего не услышано, "?" неуверенно), уверенность, услышанные слова и при неуверенности кандидаты
cli-help-hear-files = Записи
cli-help-hear-fen = Позиция (по умолчанию начальная)
cli-help-hear-vocabulary = Ожидаемые слова: de, en, nato или файл словаря
cli-help-hear-listen = Распознаватель речи: pocketsphinx, можно с папкой его модели (pocketsphinx:ПАПКА)
listen-confirm = { $first }?
listen-which-two = { $first } или { $second }?
listen-which-three = { $first }, { $second } или { $third }?
listen-heard = Услышано: { $words }, уверенность { $percent } процентов.
listen-not-played = Ход не сделан. Назовите ход ещё раз.
listen-not-understood = Не понято.
listen-grave = { $word }? Это нельзя отменить: скажите { $word } ещё раз или наберите { $typed }.
cli-help-play-listen = Слушать произнесённые ходы и команды этим распознавателем речи: pocketsphinx, можно с папкой его модели (pocketsphinx:ПАПКА); нужна функция сборки listen
cli-help-play-listen-from = Считать файлы WAV из папки по порядку имён тем, что слышит микрофон
cli-help-play-confirm = Когда услышанный ход переспрашивается до того, как он сделан: always (всегда), unsure (при неуверенности, по умолчанию) или never (никогда)
cli-help-play-keep-audio = Сохранять каждое услышанное высказывание файлом WAV в папке, для арбитра
cli-help-play-confirm-always = Каждый услышанный ход переспрашивается
cli-help-play-confirm-unsure = Только при неуверенности распознавателя (по умолчанию)
cli-help-play-confirm-never = Никогда: играется лучшая догадка (бывают ошибочные ходы)
## Guarding files and inputs
read-too-large = Файл { $file } больше { $size } { $unit ->
        [kb] килобайт
       *[mb] { $size ->
            [one] мегабайта
           *[other] мегабайт
        }
    }: больше файл такого вида быть не может; он не прочитан.
config-too-large = { $refused } Используются значения по умолчанию.
config-missing = Файла настроек { $file } нет. Используются значения по умолчанию.
voice-not-saved-left = Новая настройка голоса не записана в { $file }: этот файл не читался при запуске, и он оставлен как есть. Настройка действует только в этой партии.
history-not-kept = { $refused } Строки, набранные в этой партии, не сохраняются для следующей.
choice-unknown = { $word } не входит в число возможных значений: { $expected }.
choice-needs-folder = { $word } требует папку для записей, например wav:zapisi.
path-is-a-folder = { $path } — папка, а не файл
path-not-a-folder = { $path } — файл, а не папка
cli-bad-value = { $value } не годится для { $arg }: { $why ->
        [date] дата — это год, месяц и день через точки, например 2026.12.01; неизвестная часть — вопросительные знаки, например 2026.??.??.
        [board-number] номер доски — целое число от 1.
       *[probability] вероятность — число от 0 до 1, например 0.01.
    }
man-pages-there = В { $dir } уже есть страницы руководства ({ $names }); ничего не записано. Добавьте --force, чтобы заменить их, или укажите другую папку.
man-pages-replaced = Заменены: { $names }.
cli-help-man-force = Заменить страницы, которые уже есть в папке (каждая называется)
speech-sound-device-failed = { $program } не сработал: нет работающего звукового устройства
speech-screenreader-through = Речь: отдельной речи экранного диктора здесь нет; говорим через { $backend }, который использует и Orca.
## Dead positions explained (why dead)
command-why = почему
dead-why-locked = Взятия больше невозможны, и ни одна фигура не может подойти к другому королю: мёртвая позиция.
dead-why-dead = Ни одна сторона не может поставить мат никакой последовательностью ходов: мёртвая позиция.
dead-why-not = Позиция не мёртвая.
dead-ground-material = { $c }: недостаточно материала для мата.
dead-ground-never-checks = { $c }: ни одна фигура никогда не попадёт на поле, откуда нападает на другого короля, шаха не будет никогда.
dead-ground-bishops = { $c }: шах возможен только слонами одного цвета, а у другого короля всегда остаётся поле другого цвета; мата не будет никогда.
dead-ground-exhausted = Каждая последовательность ходов прослежена до конца: { $c } никогда не поставят мат.
dead-ground-possible = { $c } ещё могут поставить мат.
dead-ground-undecided = Не доказано, что { $c } не могут поставить мат, поэтому считается, что могут.
dead-locked = Запертые пешки, которые больше никогда не сдвинутся: { $list }.
dead-reach = { $c }, { $piece } на { $square }: достижимо полей: { $n }: { $list }.
dead-ruled-can-mate = Однако { $c-lower } ещё могут поставить мат: существует последовательность легальных ходов, которая заканчивается матом.
dead-ruled-stands = Решение судьи остаётся в силе. Чтобы отменить его, судья вводит: судья возобновить.
## Партия против шахматной программы (play --engine)
engine-plays = { $engine } играет за { $side-genitive }.
engine-not-found = Шахматная программа { $program } не найдена. Установите её (в Debian: apt install stockfish) или укажите путь в --engine.
engine-cannot-start = Шахматную программу { $program } не удаётся запустить: { $why }.
engine-not-uci = { $program } не говорит на UCI: против неё annabella играть не может.
engine-crashed = Шахматная программа { $program } перестала работать.
engine-hung = Шахматная программа { $program } не ответила за { $secs } секунд.
engine-illegal = Шахматная программа { $program } назвала невозможный ход, { $move }; он не сыгран.
engine-garbage = Шахматная программа { $program } ответила не ходом; ничего не сыграно.
engine-goes-on = Партия продолжается: вводите ходы программы сами или наберите engine restart.
engine-no-option = У программы нет настройки { $option }: она играет в полную силу.
engine-hint = Хороший ход:
engine-hint-threat = Он отражает угрозу:
engine-hint-line = Ожидаемое продолжение:
engine-no-hint = Сейчас подсказки нет: ход не ваш.
engine-none = В этой партии шахматная программа не играет.
engine-draw-accepts = Программа стоит хуже и соглашается на ничью.
engine-draw-declines = Программа отклоняет ничью.
engine-resigns = { $side } сдаётся: программа считает позицию проигранной.
engine-restarted = { $engine } снова играет.
words-hint = подсказка
words-engine = движок, программа
words-restart = перезапуск, restart
cli-help-play-engine = Играть против шахматной программы UCI: программа в PATH (например stockfish) или путь к ней
cli-help-play-engine-plays = За кого играет программа: white или black (по умолчанию за сторону, которой не играет игрок)
cli-help-play-engine-elo = Сила программы в Эло (если она предлагает UCI_Elo)
cli-help-play-engine-level = Уровень программы, Skill Level (Stockfish: от 0 до 20)
cli-help-play-engine-nodes = Постоянное число узлов на ход: каждый раз та же партия
cli-help-play-engine-timeout = Сколько секунд программа может думать без часов (по умолчанию 30)

## Анализ партии шахматной программой (анализ)
analysis-move = Ход { $number }, { $side }, { $move }: { $kind ->
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] грубая ошибка
    }, потеряно пешек: { $pawns-shown }; лучше было { $better }.
analysis-clean = В { $moves } ходах ошибок не найдено.
analysis-progress = Анализ: позиция { $done } из { $all }.
analysis-stopped = Анализ остановлен после { $moves } ходов.
words-analyse = анализ, analyse
words-stop = стоп, stop
cli-help-analyse = Анализ партии шахматной программой UCI: где она переломилась, ход за ходом, словами; пишет PGN с оценками и знаками
cli-help-analyse-game = Партия: журнал (journal.txt) или файл PGN
cli-help-analyse-engine = Шахматная программа: программа в PATH или путь к ней
cli-help-analyse-nodes = Сколько узлов просчитывать в каждой позиции
cli-help-analyse-pgn = Записать партию с оценками и знаками в FILE в формате PGN, а рядом её брайлевский бланк со знаками (NAME.brf, NAME-braille.txt)

## Файлы разобранной партии (analyse)
analysis-unreadable = Партию { $path } не удаётся прочитать: { $why }.
analysis-written = Разобранная партия записана в { $path }.
analysis-not-written = Разобранную партию не удалось записать в { $path }: { $why }.
## dead
dead-end-material = Ни у одной из сторон не осталось материала для мата.
## Ошибки с файлами пользователя, на его языке
history-not-written = Файл истории { $file } нельзя записать: { $why }. Строки, набранные в этой партии, не сохранятся для следующей; партия продолжается.
pgn-file-unreadable = Файл PGN { $file } нельзя прочитать: { $why }.
vocabulary-unusable = Слова объявлений: словарь { $choice } нельзя использовать: { $why }. Выберите de, ru, en, nato или файл словаря.
manual-not-written = Руководство нельзя записать: { $why }.
manual-written = Страницы руководства записаны в { $dir }.
completions-not-written = Дополнения нельзя записать: { $why }.
resume-empty-journal = журнал пуст или оборван при создании партии: партия в этой папке так и не была записана (возможно, диск был полон, когда она началась). Продолжать нечего. Удалите папку или начните новую партию командой annabella play.

## Пульс брайлевского дисплея
brltty-silent = Брайлевский дисплей не отвечает: { $why }. Партия продолжается; когда он ответит, ему снова покажут ответ.

## Обычные причины системы, по которым файл нельзя прочитать или записать
io-not-found = такого файла или папки нет
io-permission-denied = доступ запрещён
io-storage-full = диск переполнен
io-is-a-folder = это папка, а не файл
io-not-a-folder = часть пути — файл, а не папка
io-read-only = диск только для чтения
## broadcast
broadcast-sending = Партия передаётся на сервер арбитра по адресу { $url }, доска { $board }.
broadcast-lost = Сервер арбитра недоступен: { $why }.
broadcast-why-no-answer = по его адресу никто не отвечает
broadcast-why-timed-out = он не ответил вовремя
broadcast-why-server-error = он сообщает о своей ошибке, номер { $code }
broadcast-why-not-understood = его ответ нельзя прочесть
broadcast-goes-on = Партия продолжается и будет передана, когда сервер снова ответит.
broadcast-back = Сервер арбитра снова отвечает, и у него вся партия.
broadcast-refused-token = Сервер арбитра не принимает пароль турнира: больше ничего не передаётся.
broadcast-refused-not-yours = Сервер арбитра сообщает, что доска { $board } принадлежит другой annabella: больше ничего не передаётся.
broadcast-refused-no-board = У сервера арбитра нет доски { $board }: больше ничего не передаётся.
broadcast-refused-other = Сервер арбитра не принимает партию: больше ничего не передаётся.
broadcast-refused-token-do = Спросите у арбитра пароль и продолжите партию с ним; пока партия идёт здесь.
broadcast-refused-board-do = Попросите арбитра проверить номер доски или освободить доску; пока партия идёт здесь.
broadcast-refused-other-do = Сообщите арбитру; партия идёт здесь, и её журнал хранит всё.
broadcast-unsent = Часть партии не удалось передать на сервер арбитра.
broadcast-unsent-later = Она есть в журнале: продолжите партию с паролем, чтобы передать её.
broadcast-needs-board = Для передачи партии арбитру нужен номер доски: добавьте --board-number.
broadcast-needs-token = Для передачи партии арбитру нужен пароль турнира: добавьте --broadcast-token или задайте ANNABELLA_BROADCAST_TOKEN.
broadcast-bad-url = Адрес сервера арбитра должен начинаться с http:// : { $url }
cli-help-play-broadcast = Передавать партию на сервер арбитра по адресу URL (annabella serve) как доску из --board-number
cli-help-play-broadcast-token = Пароль турнира для --broadcast (также ANNABELLA_BROADCAST_TOKEN); нигде не сохраняется
cli-help-resume-broadcast = Передавать партию на сервер арбитра по адресу URL (annabella serve) как доску из --board-number
cli-help-resume-broadcast-token = Пароль турнира для --broadcast (также ANNABELLA_BROADCAST_TOKEN); нигде не сохраняется
## serve
serve-listening = Сервер арбитра слушает { $addr }.
serve-loopback = Его видит только этот компьютер; для сети турнира запустите его с --bind и адресом этой сети.
serve-round-pgn = PGN тура для сервиса трансляций: { $url }
serve-page = Страница арбитра: { $url }
serve-viewers = Страница для зрителей, только чтение: { $url }
serve-players = Адрес для annabella игроков: { $url }
serve-token = Пароль турнира для игроков: { $token }
serve-key = Ключ арбитра: { $key }
serve-how-to-stop = Чтобы остановить сервер, нажмите Control C или закончите ввод.
serve-stopped = Сервер арбитра остановлен.
serve-bad-address = { $addr } не адрес с портом, например 127.0.0.1:8080.
serve-in-use = Другая программа уже слушает { $addr }; выберите другой порт через --bind.
serve-not-here = { $addr } не адрес этого компьютера.
serve-not-allowed = Этому пользователю нельзя слушать { $addr }; выберите порт выше 1024.
serve-cannot-listen = Сервер не может слушать { $addr }: { $why }
serve-no-random = Не удалось создать случайный пароль: { $why }
serve-no-page-lang = На странице арбитра нет слов на языке { $lang }; выберите en, de или ru.
serve-bad-secret = Пароль или ключ может содержать только буквы, цифры, дефисы, подчёркивания и точки.
cli-help-serve = Стол арбитра: PGN тура для сервисов трансляций, поток событий в реальном времени и страница арбитра, которые наполняет annabella каждого игрока
cli-help-serve-bind = Адрес и порт для прослушивания (127.0.0.1 значит только этот компьютер)
cli-help-serve-token = Пароль турнира, с которым игроки отправляют партии (по умолчанию новый случайный, выводится)
cli-help-serve-arbiter-key = Ключ арбитра для действий на странице (по умолчанию новый случайный, выводится)
cli-help-serve-lang = Язык страницы арбитра и этих сообщений: en, de или ru (по умолчанию из окружения)

## microphone
microphone-none = Микрофона нет.
microphone-none-named = Микрофона { $name } нет.
microphone-format = Микрофон даёт звук в формате, который annabella не читает ({ $format }).
microphone-lost = Микрофон { $name } перестал работать: { $reason }. Дальше ходы вводятся с клавиатуры.
microphone-failed = Микрофон не открывается: { $reason }.
microphone-listening = Слушаю через микрофон { $name }.
microphone-none-listed = Микрофон не найден.
cli-help-play-microphone = Микрофон для прослушивания (его имя или часть имени, как его показывает hear --list-microphones; по умолчанию системный вход)
cli-help-hear-list-microphones = Показать микрофоны, по одному в строке, сначала микрофон по умолчанию

## Analysis: the braille scoresheet with the marks
analysis-braille-written = Брайлевский бланк со знаками записан в { $path }.
analysis-braille-not-written = Брайлевский бланк не удалось записать в { $path }: { $why }.
## broadcast devices
broadcast-device-lost = { $device ->
        [pin-board] Тактильная доска отключена.
        [e-board] Электронная доска отключена.
        [dot-pad] Dot Pad отключён.
       *[braille-display] Брайлевский дисплей отключён.
    }
broadcast-device-back = { $device ->
        [pin-board] Тактильная доска снова подключена.
        [e-board] Электронная доска снова подключена.
        [dot-pad] Dot Pad снова подключён.
       *[braille-display] Брайлевский дисплей снова подключён.
    }
broadcast-device-differs = { $device ->
        [e-board] Электронная доска расходится с партией.
       *[pin-board] Тактильная доска расходится с партией.
    }
broadcast-device-agrees = { $device ->
        [e-board] Электронная доска снова совпадает с партией.
       *[pin-board] Тактильная доска снова совпадает с партией.
    }
