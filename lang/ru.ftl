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

not-understood = «{ $line }» — это не ход и не команда. Введите ход, например Кf3, или help.
invalid-utf8 = Эта строка не является текстом в кодировке UTF-8. Ничего не сделано.
empty-line = Пустая строка. Введите ход или help.
in-progress = Партия продолжается.
to-move = Ход { $c-genitive }, { $move_number }-й ход.
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
wait-usage = Укажите, сколько ждать, например: wait 12s, wait 5m, wait 1h30m.
wait-only-in-scripts = Команда wait — только для скриптов и записей сеансов; здесь часы идут в реальном времени.
no-clock = Эта партия играется без часов.
score-saved = Запись партии сохранена в файле { $path }.
score-not-saved = Не удалось сохранить запись партии: { $why }.
confirm-quit = Покинуть идущую партию? Нажмите Ctrl-C ещё раз или введите да, чтобы выйти; любой другой ответ — продолжить игру.
square-usage = Укажите поле, например: square e4.
scoresheet-usage = Укажите имя файла, например: scoresheet game.brf.
arbiter-usage = Судья: add 2m белые, set чёрные 1:02:00, pause или resume.
arbiter-done = Судья изменил время на часах.
correct-usage = Укажите ход, который имелся в виду, например: correct Кf3.
correct-too-late = Исправить можно только что объявленный ход; позже отменить ход может только судья.
corrected = Оговорка исправлена.
last-move = Ход { $number }, { $mover-lower }: { $written }.
adjusting = Поправляю: следующую поднятую фигуру только поправляют.
board-agrees = Позиция на доске совпадает с партией.
no-board = Доска с гнёздами не подключена.
board-extra = На { $square } стоит фигура, которой там быть не должно.
board-usage = Доска: board, board black, board lift e2, board place e4, check board, board status.
board-disconnected = Доска отключена.
board-reconnected = Доска снова подключена.
resumed = Партия восстановлена из журнала; сделано полуходов: { $moves }.
seal-ask-resumption = Откладывание партии. Судья: дата, время и место доигрывания, например 01.12.2026 10:00 зал 2; прочерк оставляет их открытыми. Чтобы продолжить игру, введите отмена.
resumption-bad = «{ $word }» — не дата и не время; пишите, например, 01.12.2026 или 2026-12-01 и 10:00.
seal-ask-secret = Судья: введите пароль для конверта, не короче 8 символов.
seal-unambiguous = Записать можно только правильный и однозначный ход: скажите, какая фигура ходит.
seal-failed = Конверт не удалось запечатать: { $why }
sealed = Ход записан. Партия отложена; конверт: { $path }.
seal-cancelled = Откладывание отменено; партия продолжается.
game-adjourned = Партия отложена. Она продолжится, когда конверт будет вскрыт: annabella resume КОНВЕРТ.
understood = Понято: «{ $understood }» вместо «{ $heard }».
setup-usage = Укажите позицию в нотации FEN, например: setup 4k3/8/8/8/8/8/8/4K2R w K - 0 1.
resume-offer = В { $path } есть незаконченная партия. Продолжить её? Введите да; иначе начнётся новая партия.
voice-not-saved = Файл настроек { $path } не удаётся записать ({ $why }); новая настройка голоса действует только в этой партии.
envelope-closed = Конверт остаётся запечатанным.
envelope-secret = Судья: введите пароль конверта.
no-ports = Последовательные порты не найдены.
moves-made = Сделано ходов. Белые: { $white }. Чёрные: { $black }.
file-exists = Файл { $path } уже существует и не был перезаписан. Укажите другое имя.
file-not-written = При проверке или воспроизведении файл не записывается: { $path }.
journal-failed = Журнал не удалось записать: { $why }. Последняя строка принята, но ещё не защищена от сбоя. Введите повторить, чтобы записать её снова, или без журнала, чтобы продолжить без журнала.
journal-written-again = Журнал снова записан; ничего не потеряно.
journal-blocked = Эта строка не принята: журнал отстаёт. Введите повторить, чтобы записать его снова, или без журнала, чтобы продолжить без журнала.
journal-unprotected = Игра продолжается без журнала. Сбой теперь может стоить партии.
resume-answer-again = Ответьте да или нет. Ваша строка { $line } сохранена для выбранной партии.
recording-failed = Запись сеанса не удалось сохранить, она остановлена: { $why }. Партия продолжается.
board-connected-again = Тактильная доска на { $port } снова подключена.
board-not-reconnected = Тактильную доску на { $port } подключить не удалось: { $why }. Партия продолжается без неё; другой порт можно указать так: resume --board ПОРТ.
reopen-hint = Чтобы продолжить игру, судья сначала вводит: arbiter reopen.
reopened = Судья возобновил партию; ход { $turn-genitive }.
reopened-clock = Часы остаются остановленными и показывают прежнее время, пока судья их не запустит.
nothing-to-reopen = Партия не окончена; возобновлять нечего.
result-usage = Укажите результат и, если нужно, причину, например: arbiter result 1/2-1/2 флажки. Результаты: 1-0, 0-1, 1/2-1/2, 0-0 и при неявке +/-, -/+, -/-. Причины: флажки, мёртвая, неявка, время, сдача, соглашение, невозможные, повторение, пятьдесят.
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
move-while-paused = Часы остановлены: ход можно ввести, только когда судья снова пустит их командой arbiter resume.
clock-resume-hint = Судья снова пускает их командой arbiter resume.

## Фразы с выбором

list-or = { $init } или { $last }
list-and = { $init } и { $last }
piece-at = { $piece } { $square }
yes-words = да, д, yes, y, ja, j
no-words = нет, н, no, n, nein
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
    } ({ $c-lower }), { $move_number }-й ход.
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
        [1] первый
        [2] второй
        [3] третий
        [4] четвёртый
        [5] пятый
        [6] шестой
        [7] седьмой
        [8] восьмой
        [9] девятый
        [10] десятый
       *[other] { $count }-й
    } невозможный ход.
pieces-of = { $c }: { $list }.
on-square = На { $square } стоит { $piece-gender ->
        [feminine] { $c-feminine }
       *[masculine] { $c-masculine }
    } { $piece }.
square-empty = Поле { $square } пустое.
line-usage-rank = Укажите горизонталь, от 1 до 8, например: rank 4.
line-usage-file = Укажите вертикаль, от a до h, например: file e.
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
    }, после { $half_moves } полуходов. Продолжить её? Да или нет.
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
