# English sentences of annabella. Format and conventions: docs/languages.md.
# This catalog is the fallback of every other language: it has every id.

## Words

colour-white = White
    .lower = white
colour-black = Black
    .lower = black
role-king = king
role-queen = queen
role-rook = rook
role-bishop = bishop
role-knight = knight
role-pawn = pawn
check = check
mate = mate

## Sentences

not-understood = '{ $line }' is neither a move nor a command. Type a move such as Nf3, or help.
invalid-utf8 = That line is not valid UTF-8 text. Nothing was done.
empty-line = Empty line. Type a move, or help.
in-progress = The game is in progress.
to-move = { $c } to move, move { $move_number }.
draw-offered = { $by } offers a draw. { $by-other }: accept or decline.
draw-declined = { $by } declines the draw offer.
no-offer = There is no draw offer to answer.
own-offer = { $c } made this offer and cannot answer it.
offer-pending = { $c }'s draw offer is already standing.
too-early-for-agreement = A draw by agreement needs both players to have made a move.
move-played = The intended move is played: { $san }.
undone = The arbiter takes back { $san }.
nothing-to-undo = There is no move to take back.
no-moves-yet = No moves yet.
bad-fen = Not a legal position: { $why }. The game is unchanged.
position-set = Position set up.
unknown-colour = '{ $word }' is not a colour: say white or black.
wait-usage = Say how long to wait, for example: wait 12s, wait 5m, wait 1h30m.
wait-only-in-scripts = wait is only for scripts and transcripts; here the clock runs on real time.
no-clock = This game has no clock.
score-saved = The score is saved in { $path }.
score-not-saved = The score could not be saved: { $why }.
confirm-quit = Leave the running game? Press Ctrl-C again or type yes to leave; anything else goes on.
square-usage = Say which square, for example: square e4.
scoresheet-usage = Say the file name, for example: scoresheet game.brf.
arbiter-usage = Arbiter: add 2m white, set black 1:02:00, pause, or resume.
arbiter-done = The arbiter has changed the clock.
correct-usage = Say the move meant, for example: correct Nf3.
correct-too-late = Only the move just announced can be corrected; later only the arbiter can take a move back.
corrected = Slip of the tongue corrected.
last-move = Move { $number }, { $mover }: { $written }.
adjusting = J'adoube: the next piece lifted is only adjusted.
board-agrees = The board agrees with the game.
no-board = No pin board is attached.
board-extra = On { $square } stands a piece that does not belong there.
board-usage = Board: board, board black, board lift e2, board place e4, check board, board status.
board-disconnected = Board disconnected.
board-reconnected = Board connected again.
resumed = Game resumed from the journal after { $moves } half-moves.
seal-ask-resumption = Adjournment. Arbiter: date, time and place of resumption, for example 2026-12-01 10:00 Hall 2; a dash leaves them to be announced. Type cancel to go on playing.
resumption-bad = '{ $word }' is not a date or a time; write for example 2026-12-01 or 1.12.2026, and 10:00.
seal-ask-secret = Arbiter: type the secret that locks the envelope, at least 8 characters.
seal-unambiguous = Only a legal, unambiguous move can be sealed: say which piece moves.
seal-failed = The envelope could not be sealed: { $why }
sealed = The move is sealed. The game is adjourned; the envelope is { $path }.
seal-cancelled = Adjournment cancelled; the game goes on.
game-adjourned = The game is adjourned. It goes on when the envelope is opened: annabella resume ENVELOPE.
understood = Understood '{ $understood }' for '{ $heard }'.
setup-usage = Give the position as FEN, for example: setup 4k3/8/8/8/8/8/8/4K2R w K - 0 1.
resume-offer = An unfinished game is in { $path }. Resume it? Type yes to resume; anything else starts a new game.
voice-not-saved = The settings file { $path } cannot be written ({ $why }); the new voice setting holds for this game only.
envelope-closed = The envelope stays closed.
envelope-secret = Arbiter: type the secret of the envelope.
no-ports = No serial ports found.
moves-made = Moves made. White: { $white }. Black: { $black }.
file-exists = The file { $path } exists already and was not overwritten. Give another name.
file-not-written = Not written while checking or replaying: { $path }.
journal-failed = The journal could not be written: { $why }. The last line counts, but it is not yet safe against a crash. Type retry to write it again, or unprotected to play on without the journal.
journal-written-again = The journal is written again; nothing was lost.
journal-blocked = This line was not taken: the journal is behind. Type retry to write it again, or unprotected to play on without the journal.
journal-unprotected = Playing on without the journal. A crash now can lose the game.
resume-answer-again = Please answer yes or no. Your line { $line } is kept for the game you choose.
recording-failed = The recording could not be written and was stopped: { $why }. The game goes on.
board-connected-again = The pin board on { $port } is connected again.
board-not-reconnected = The pin board on { $port } cannot be connected: { $why }. The game goes on without it; resume with --board PORT to name another port.
reopen-hint = To go on playing, the arbiter first types: arbiter reopen.
reopened = The arbiter has reopened the game; { $turn } to move.
reopened-clock = The clock stays stopped, with the times it shows, until the arbiter resumes it.
nothing-to-reopen = The game is not finished; there is nothing to reopen.
result-usage = Give the score and, if needed, the reason, for example: arbiter result 1/2-1/2 flags. Scores: 1-0, 0-1, 1/2-1/2, 0-0, and the forfeits +/-, -/+, -/-. Reasons: flags, dead, forfeit, time, resignation, agreement, illegal, repetition, fifty.
result-word-unknown = '{ $word }' is neither a score nor a reason. Nothing was changed.
forfeit-not-draw = A forfeit cannot be a draw. Nothing was changed.
claim-rejected-illegal = Claim rejected: the intended move is not legal.
claim-is-offer = The claim counts as a draw offer by { $by }. { $by-other }: accept or decline.
clock-started = The clock is started; { $runs }'s time runs.
clock-already-running = The clock is already running; { $runs }'s time runs.
clock-not-started = The clock has not started yet.
clock-start-hint = Type start when the game begins; the first move also starts the clock.
clock-stopped = The clock is stopped.
clock-already-stopped = The clock is already stopped.
clock-runs-again = The clock runs again; { $runs }'s time runs.
move-while-paused = The clock is stopped: no move can be entered until the arbiter types arbiter resume.
clock-resume-hint = The arbiter restarts it with arbiter resume.

## Sentences with choices

list-or = { $init } or { $last }
list-and = { $init } and { $last }
piece-at = { $piece } { $square }
yes-words = yes, y, ja, j, да
no-words = no, n, nein, нет
which-piece = Which { $piece }: { $froms }?
which-move = Which move: { $moves }?
line-too-long = That line has { $chars } characters; a move or command has at most { $max }. Nothing was done.
game-over = The game is over, { $score }. No more moves can be made.
undo-after-result = The game is over, { $score }: undo does not reopen a finished game.
clock-game-over = The game is over, { $score }; the clock stays stopped.
to-move-player = { $you ->
        [yes] Your move
       *[no] Your opponent's move
    } ({ $c }), move { $move_number }.
prompt-side = { $you ->
        [yes] You
       *[no] Opponent
    }, { $c }
claim-rejected = { $kind ->
        [repetition] Claim rejected: the position has not occurred three times.
        [fifty] Claim rejected: there have not been fifty moves without a pawn move or capture.
       *[none] Claim rejected: neither threefold repetition nor fifty moves.
    }
penalty = { $minutes ->
        [1] One minute is
        [2] Two minutes are
       *[other] { $minutes } minutes are
    } added to { $to }'s time.
illegal-completed = Illegal move completed by { $by }, the { $count ->
        [1] first
        [2] second
        [3] third
       *[other] { $count }th
    }.
pieces-of = { $c }: { $list }.
on-square = On { $square } stands a { $c-lower } { $piece }.
square-empty = { $square } is empty.
line-usage-rank = Say which rank, 1 to 8, for example: rank 4.
line-usage-file = Say which file, a to h, for example: file e.
scan-piece = { $square } { $c-lower } { $piece }
scan-empty = { $square } empty
line-scan = { $list }.
attackers-none = No { $c-lower } piece attacks { $square }.
attackers = { $c } attacks { $square } with { $list }.
touch-move = Touch-move: the { $piece } on { $square } was touched and must be moved.
touch-capture = Touch-move: the { $piece } on { $square } was touched and must be captured.
board-missing = On { $square } the { $c-lower } { $piece } is missing.
board-wrong = On { $square } stands the wrong piece; the { $c-lower } { $piece } belongs there.
journal-dropped = { $n } damaged { $n ->
        [one] record
       *[other] records
    } at the end of the journal dropped: the last write was cut off.
seal-ask-move = Adjournment. { $c }: type the sealed move. It is neither played nor announced. Type cancel to go on playing.
resumption-unknown = Resumption: to be announced.
resumption-noted = Resumption: { $when_where }.
voice-louder = Louder.
voice-quieter = Quieter.
voice-faster = Faster.
voice-slower = Slower.
envelope-summary = Adjourned game: White { $white }, Black { $black }, move { $number }, sealed by { $sealer }.
resume-question = Unfinished game: { $white-known ->
        [yes] { $white }
       *[no] White
    } against { $black-known ->
        [yes] { $black }
       *[no] Black
    }, after { $half_moves } half-moves. Resume it? Yes or no.
score-words = { $outcome ->
        [win] { $forfeit ->
            [yes] { $winner } wins by forfeit
           *[no] { $winner } wins
        }
        [both-lose] { $forfeit ->
            [yes] both players lose by forfeit
           *[no] both players lose
        }
       *[draw] draw
    }, { $score }
result-replaced = This replaces the earlier result: { $score }.
intended-not-played = The written move is not played; { $claimant } must make a legal move.
flag-cannot-mate = { $other } cannot checkmate: draw, { $score }.
flag-wins = { $winner } wins, { $score }.
promotion-king = Did you mean { $move }? A pawn cannot become a king.
which-promotion = Which promotion: { $moves }?
pgn-after-end = The game had ended before move { $number } of { $mover }, { $san }: { $result }
