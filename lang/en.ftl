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
board-extra = There is a piece on { $square } that does not belong there.
board-usage = Board: board, board black, board lift e2, board place e4, check board, board status.
board-disconnected = Board disconnected.
board-reconnected = Board connected again.
resumed = Game resumed from the journal after { $moves } { $moves ->
        [one] half-move
       *[other] half-moves
    }.
seal-ask-resumption = Adjournment. Arbiter: date, time and place of resumption, for example 2026-12-01 10:00 Hall 2; a dash leaves them to be announced. Type cancel to go on playing.
resumption-bad = '{ $word }' is not a date or a time; write for example 2026-12-01 or 1.12.2026, and 10:00.
seal-ask-secret = Arbiter: type the secret that locks the envelope, at least 8 characters.
seal-unambiguous = Only a legal, unambiguous move can be sealed: say which piece moves.
seal-not-legal = That is not a legal move here, so it cannot be sealed. What was typed is not repeated, so that nobody hears the sealed move.
seal-ask-name = Adjournment. Arbiter: the envelope names both players. Type { $c }'s name. Type cancel to go on playing.
seal-name-bad = A name on the envelope is one line of at most { $max } characters.
seal-secret-short = This secret is too short: the envelope needs at least { $min } characters, so that the sealed move cannot be found by trying.
seal-failed = The envelope could not be sealed: { $why }
sealed = The move is sealed. The game is adjourned; the envelope is { $path }.
seal-cancelled = Adjournment cancelled; the game goes on.
game-adjourned = The game is adjourned. It goes on when the envelope is opened: annabella resume ENVELOPE.
understood = Understood { $understood } for { $heard }.
setup-usage = Give the position as FEN, for example: setup 4k3/8/8/8/8/8/8/4K2R w K - 0 1.
resume-offer = An unfinished game is in { $path }. Resume it? Type yes to resume; anything else starts a new game.
voice-not-saved = The settings file { $path } cannot be written ({ $why }); the new voice setting holds for this game only.
envelope-closed = The envelope stays closed.
envelope-secret = Arbiter: type the secret of the envelope.
no-ports = No serial ports found.
port-usb = { $port }: USB, { $names }
port-usb-ids = { $port }: USB { $ids }
port-built-in = { $port }: built in
port-bluetooth = { $port }: Bluetooth
port-serial = { $port }: serial port
ports-not-listed = The serial ports cannot be listed: { $why }
moves-made = Moves made. White: { $white }. Black: { $black }.
file-exists = The file { $path } exists already and was not overwritten. Give another name.
file-not-written = Not written while checking or replaying: { $path }.
export-written = Written: { $path }
export-or-overwrite = Or add --overwrite to replace it.
export-not-writable = The file { $path } cannot be written: { $why }.
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
illegal-completed = { $count ->
        [1] First illegal move by { $by }.
        [2] Second illegal move by { $by }.
        [3] Third illegal move by { $by }.
        [4] Fourth illegal move by { $by }.
        [5] Fifth illegal move by { $by }.
       *[other] Another illegal move by { $by }.
    }
pieces-of = { $c }: { $list }.
on-square = A { $c-lower } { $piece } stands on { $square }.
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
board-wrong = The wrong piece stands on { $square }; the { $c-lower } { $piece } belongs there.
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
    }, at move { $move_number }. Resume it? Yes or no.
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

## Refused moves. $piece, $actual, $said, $blocker: pieces; $square,
## $from, $to, $by: squares.

move-not-a-move = That is not a move. Type a move such as Nf3 or e4.
move-missing-target = The target square is missing, for example f3 after the piece.
move-iccf-length = In numeric notation a move is four digits, and a fifth for the piece a pawn becomes: 5254 is e2 to e4.
move-iccf-square = In numeric notation each square is two digits from 1 to 8, file then rank: 5254 is e2 to e4.
move-iccf-promotion = In numeric notation the fifth digit is the piece a pawn becomes: 1 queen, 2 rook, 3 bishop, 4 knight.
move-bad-promotion = A pawn cannot become a { $piece }: choose queen, rook, bishop or knight.
move-no-piece-can-reach = No { $piece } can move to { $to }.
move-no-such-piece = No { $piece } of the side to move fits that move.
move-empty-square = There is no piece on { $square }.
move-not-your-piece = The { $piece } on { $square } belongs to { $owner }.
move-wrong-piece = A { $actual } stands on { $square }, not a { $said }.
move-cannot-move-there = The { $piece } on { $from } cannot move to { $to }: a { $piece } does not move that way.
move-own-piece-on-target = A { $piece } of the same colour already stands on { $to }.
move-nothing-to-capture = There is nothing to capture on { $square }.
# One piece giving check, for $givers ($count of them).
check-giver = the { $piece } on { $square }
move-in-check-from = The { $c-lower } king is in check from { $givers }, and { $from } to { $to } does not end the check.
move-in-check = The { $c-lower } king is in check, and { $from } to { $to } does not end the check.
move-into-check-from = { $from } to { $to } would leave the { $c-lower } king in check from { $givers }.
move-into-check = { $from } to { $to } would leave the { $c-lower } king in check.
move-blocked = The { $piece } on { $from } cannot move to { $to }: the { $blocker } on { $by } is in the way.
move-castling-not-allowed = { $side ->
        [short] Short castling
       *[long] Long castling
    } is not allowed: { $reason }.
castling-king-moved = the king has already moved
castling-rook-moved = the rook on { $square } has already moved or is gone
castling-pieces-between = { $count ->
        [one] a piece stands in between, on { $squares }
       *[other] pieces stand in between, on { $squares }
    }
castling-in-check = the king is in check
castling-through-check = the king would cross { $square }, which is attacked
castling-into-check = the king would stand in check on { $square }
# $algebraic: the square in algebraic notation, whatever the naming.
move-promotion-missing = The pawn reaches { $square }: say what it becomes, for example { $algebraic }=Q.
move-no-promotion = A move to { $square } is not a promotion.
move-no-en-passant = There is no en passant capture on { $square }.
move-ambiguous = { $count } moves fit that description.

## Results. $winner and $loser are colours; "result" puts the reason
## ($why) before the score.

result = { $why }, { $score }.
result-time-no-mate = A flag fell, but the opponent cannot checkmate: draw
result-resignation-no-mate = Resignation, but the opponent cannot checkmate: draw
result-illegal-no-mate = Illegal moves, but the opponent cannot checkmate: draw
result-checkmate = Checkmate. { $winner } wins
result-resignation = { $loser } resigns. { $winner } wins
result-time = { $loser } has run out of time. { $winner } wins
result-illegal = { $loser } loses by illegal moves. { $winner } wins
result-stalemate = Stalemate: draw
result-dead = Dead position, no mate is possible: draw
result-agreement = Draw by agreement
result-threefold = Draw by threefold repetition
result-fifty = Draw by the fifty-move rule
result-fivefold = Draw: the position occurred five times
result-seventy-five = Draw: seventy-five moves without a pawn move or capture
result-win = { $winner } wins
result-draw = Draw
arbiter-rules = The arbiter rules: { $score }.
arbiter-result = { $reason ->
        [both-flags] Both flags have fallen. { arbiter-rules }
        [dead] The position is dead: neither player can checkmate. { arbiter-rules }
        [time] A flag has fallen. { arbiter-rules }
        [resignation] A player has resigned. { arbiter-rules }
        [agreement] The players have agreed. { arbiter-rules }
        [illegal] Illegal moves were completed. { arbiter-rules }
        [threefold] The same position has occurred three times. { arbiter-rules }
        [fifty] Fifty moves were made without a pawn move or capture. { arbiter-rules }
        [fivefold] The same position has occurred five times. { arbiter-rules }
        [seventy-five] Seventy-five moves were made without a pawn move or capture. { arbiter-rules }
        [checkmate] Checkmate. { arbiter-rules }
        [stalemate] Stalemate. { arbiter-rules }
       *[none] { arbiter-rules }
    }

## Help: one line per idea.

help =
    Moves: spoken (Springer Gustav eins Felix drei), algebraic in any language (Nf3, Sf3, Кf3, e2-e4, e7e8q, 0-0), or braille.
    correct MOVE: put right a slip of the tongue, until the next move is entered.
    Clock: start (starts the clock), time, used. Arbiter: arbiter add 2m white, arbiter set black 1:02:00, arbiter pause, arbiter resume.
    Board in words: pieces [colour], square e4, rank 4, file e, last, attacks e5, moves, turn, board.
    Draws: offer, accept, decline, claim [repetition or fifty] [move]. resign [colour]. result.
    Arbiter: undo, illegal [colour], setup FEN, adjourn [file], arbiter result 1-0 [reason], arbiter reopen.
    Pin board: board lift e2, board place e4, check board, board status, j'adoube.
    Score: pgn, fen, forsyth, scoresheet FILE. Speech: repeat, louder, quieter, faster, slower, stop (cuts off a long answer).
    help: this list. quit, or Ctrl-D, saves the score and leaves.

## Braille lines that are no move. $position counts characters from 1;
## $dots names a cell by its dots; $char is the character in quotes.

braille-empty = The line holds no move.
braille-too-long = The line is too long for one move: { $len }, at most { $max }.
braille-control-char = Position { $position }: a control character (code { $code }) is not braille.
braille-not-braille = Position { $position }: the character { $char } is neither a braille cell nor Braille ASCII.
braille-mixed-script = Braille cells are mixed with other characters: position { $position } holds { $char }.
braille-unknown-cell = The cell with dots { $dots } is not a chess sign.
braille-misplaced = The cell with dots { $dots } cannot stand there in a move.
braille-extra-word = Position { $position }: a space splits the move or starts a second one; write one move without spaces.
braille-incomplete = The move is not complete: its square or its promotion piece is missing.
braille-promotion-missing = A pawn reaching the last rank needs the piece it becomes.
braille-promotion-not-allowed = Only a pawn reaching the last rank becomes another piece, and never a king.
braille-pawn-files = A pawn cannot go from the { $from } file to the { $to } file.
braille-pawn-path = A pawn cannot go from { $from } to { $to }.
braille-not-a-move = These cells do not form a move.
braille-ambiguous = The cells can be read as { $readings }; the piece mark before a piece letter tells them apart.

## Spoken moves (Appendix words) that are no move.

spoken-empty = No move was said.
spoken-too-long = Too many words for one move.
spoken-unknown-word = '{ $word }' is not a word of the vocabulary.
# $candidates: "a, b or c"; $all: "a, b, c"; $example (missing-target, -rank,
# -promotion-piece): the vocabulary's words for f3, for 3 and for the queen.
spoken-ambiguous-word = '{ $word }' could be { $candidates }.
spoken-missing-target = After '{ $after }' the target square is missing, for example '{ $example }'.
spoken-missing-rank = After '{ $file }' the rank is missing, for example '{ $example }'.
spoken-rank-out-of-range = '{ $word }' is not a rank; ranks are one to eight.
spoken-missing-promotion-piece = After '{ $after }' say the new piece, for example '{ $example }'.
spoken-unexpected = '{ $word }' does not fit here; expected { $expected ->
        [move] a piece, a square or castling
        [square] a square
        [file] a file
        [rank] a rank
        [piece] a piece
       *[end] the end of the move
    }.

## Speech output.

speech-using = Speech: { $backend }.
speech-using-auto = Speech: { $backend }, chosen automatically.
speech-using-auto-skipped = Speech: { $backend }, chosen automatically ({ $why }).
speech-off = Speech: off.
speech-starting = Speech: still starting; speech follows when it is ready.
speech-no-thread = Speech: off (no speech thread: { $why }).
speech-fallback = Speech: { $why }. Now using { $to }.
speech-now-off = Speech: { $why }. Speech is off; text is still printed.
speech-unavailable = Speech: { $why }. Using { $using }.
speech-command-missing = { $program } is not installed
speech-command-failed = { $program } failed: { $detail }
speech-timed-out = { $backend } did not answer within { $seconds } seconds
speech-not-writable = cannot write to { $path }: { $detail }
speech-not-built = { $backend } is not in this build (build with: cargo build --release --features native)
speech-engine = { $backend } failed: { $detail }

## FEN problems: clauses after "Not a legal position:".

fen-empty = no FEN was given
fen-rank-count = the board part has { $ranks } ranks; a FEN has 8, separated by slashes
fen-rank-length = rank { $rank } has { $squares } squares; each rank has 8 (counted from rank 8, the first written)
fen-bad-board-char = '{ $char }' cannot stand on the board: pieces are K Q R B N P for White and k q r b n p for Black, and the digits 1 to 8 count empty squares
fen-bad-turn = '{ $text }' does not say who is to move: write w for White or b for Black
fen-bad-castling = '{ $text }' is no castling part: write - or letters such as KQkq
fen-bad-ep-square = '{ $text }' is no en passant part: write - or a square such as e3
fen-bad-halfmoves = '{ $text }' is not a number of half-moves
fen-bad-fullmoves = '{ $text }' is not a move number
fen-unreadable = the FEN has more parts than board, side to move, castling, en passant, half-moves and move number, or a part that cannot be read
position-empty-board = the board is empty
position-missing-king = a king is missing
position-too-many-kings = a side has more than one king
position-pawns-on-back-rank = a pawn stands on the first or last rank
position-castling-rights = the castling rights do not fit the kings and rooks
position-ep-square = the en passant square does not fit the pawns
position-opposite-check = the side not to move is in check
position-impossible-check = no legal move could have given this check
position-too-much-material = there are more pieces than a game can have
position-other = the position breaks a rule of chess

## PGN import. $place: "Game 1, move 12 of White".

pgn-place = Game { $game }, move { $number } of { $mover }
pgn-no-game = There is no game in the PGN text.
pgn-illegal-move = { $place }: '{ $san }' is not a legal move.
pgn-ambiguous-move = { $place }: '{ $san }' is ambiguous: more than one piece can make that move.
pgn-unreadable-move = { $place }: '{ $token }' is not a move in algebraic notation.
pgn-bad-fen = Game { $game }: the FEN tag '{ $fen }' is not a legal position: { $why }.
pgn-setup-without-fen = Game { $game }: the SetUp tag is 1, but there is no FEN tag.
pgn-null-move = { $place }: '--' is a null move, a pass, and no chess move; the game cannot be taken over.
pgn-not-standard-chess = Game { $game } is { $variant }, not standard chess; annabella plays standard chess only.
pgn-syntax = Game { $game }: the PGN text is damaged: { $why }.

## Words the user types, comma-separated. Every language's words are
## understood in every UI language; list here the words of this one.

words-yes = yes, y
words-no = no, n
words-quit = quit, exit
words-white = white, w
words-black = black, b
words-flip = flip
words-repetition = repetition, threefold
words-fifty = fifty, 50
words-arbiter-add = add
words-arbiter-set = set
words-arbiter-pause = pause, stop
words-arbiter-resume = resume
words-arbiter-start = start
words-arbiter-result = result
words-arbiter-reopen = reopen
words-draw = draw
words-cancel = cancel
words-reason-flags = flags, 6.11
words-reason-dead = dead, 5.2.2
words-reason-forfeit = forfeit
words-reason-time = time, flag
words-reason-resignation = resignation, resigned
words-reason-agreement = agreement
words-reason-illegal = illegal
words-reason-repetition = repetition
words-reason-fifty = fifty, 50
words-reason-checkmate = checkmate, mate
words-reason-stalemate = stalemate
# Words that only read well after a score ("both flags", "dead position").
words-reason-filler = both, position, moves
command-help = help, ?
command-fen = fen
command-setup = setup
command-moves = moves
command-turn = turn
command-result = result
command-undo = undo
command-resign = resign
command-offer = offer
command-accept = accept
command-decline = decline
command-claim = claim
command-illegal = illegal
command-pgn = pgn
command-wait = wait
command-time = time
command-used = used
command-board = board
command-forsyth = forsyth
command-scoresheet = scoresheet
command-pieces = pieces
command-square = square
command-arbiter = arbiter
command-correct = correct
command-last = last
command-rank = rank
command-file = file
command-attacks = attacks
command-repeat = repeat
command-adjust = j'adoube, jadoube
command-check = check
command-adjourn = adjourn
command-louder = louder
command-quieter = quieter
command-faster = faster
command-slower = slower
command-start = start
command-dgt = dgt

## Braille: a move number not where the game is; the scoresheet's header words
wrong-move-number = { $same ->
        [yes] That is a move of { $side }, but { $turn } is to move at move { $now }.
       *[no] That is move { $number }, the game is at move { $now }, { $turn } to move.
    }
braille-label-white = White
braille-label-black = Black
braille-label-event = Event
braille-label-date = Date
braille-label-result = Result
braille-label-time-control = Time control
braille-label-start = Start position
braille-computer-header = Header in computer braille, without liblouis.

## The Dot Pad pin display
dotpad-connected = The Dot Pad { $name } shows the board.
dotpad-lost = The Dot Pad is disconnected. The game goes on; plug it in again to feel the board.
dotpad-back = The Dot Pad is connected again and shows the board.
dotpad-gave-up = { $why ->
        [no-answer] The Dot Pad does not answer.
        [refused] The Dot Pad refuses what it is sent.
       *[unsuitable] This display has a picture area of { $columns } by { $rows } cells; the board needs 30 by 10 and a text line of 20 cells.
    } The game goes on without the Dot Pad.
dotpad-line-full = The line is full at { $max } cells. Erase with space and dot 7, or send it with space and dot 8.
dotpad-not-reconnected = The Dot Pad at { $port } cannot be opened: { $why }. The game goes on without it.

## The sighted player's DGT e-board
dgt-in-step = The e-board agrees with the game.
dgt-differs = The e-board differs from the game.
dgt-extra = On { $square } stands a { $c-lower } { $piece } that does not belong there.
dgt-wrong = On { $square } stands a { $c-lower } { $piece }; the { $want-c-lower } { $want } belongs there.
dgt-disagrees = The e-board shows { $board_move }, but the game has { $game_move }.
dgt-call-arbiter = Please call the arbiter.
dgt-garbled = The e-board sent something unreadable; it is read again.
dgt-lost = The e-board is disconnected. Plug it in again: moves are read from it once it is back.
dgt-back = The e-board is connected again; its board is read anew.
dgt-usage = E-board: dgt lift e2, dgt place e4 P, dgt board and the position in FEN.
dgt-connected-again = The e-board on { $port } is connected again.
dgt-not-reconnected = The e-board on { $port } cannot be connected: { $why }. The game goes on without it; resume with --dgt PORT to name another port.
dgt-already-read = { $mv } was read from the e-board already.
dgt-typed-differs = The e-board shows { $board_move }, but { $typed } was typed.

## Spoken forms of printed answers, and stop.
command-stop = stop
# One move number of the move list read aloud; $white and $black are the
# moves in the vocabulary's words (Appendix D).
moves-spoken = { $side ->
        [white] Move { $n }: White, { $white }.
        [black] Move { $n }: Black, { $black }.
       *[both] Move { $n }: White, { $white }; Black, { $black }.
    }
moves-spoken-offer = { $words }, with a draw offer
fen-spoken-intro = The position in FEN, in words.
fen-spoken-castling = Castling rights: White { $white ->
        [both] short and long
        [short] short only
        [long] long only
       *[none] none
    }; Black { $black ->
        [both] short and long
        [short] short only
        [long] long only
       *[none] none
    }.
fen-spoken-en-passant = En passant capture possible on { $square }.
fen-spoken-halfmoves = Half-moves since the last capture or pawn move: { $n }.
pgn-spoken-moves = The score in PGN holds { $n ->
        [0] no moves yet
        [one] one move
       *[other] { $n } moves
    }.
pgn-spoken-players = White: { $white }. Black: { $black }.
pgn-spoken-unknown = not named
# The board said: one side's pieces grouped by kind ("rooks a1 and h1").
board-spoken = { $c }: { $groups }.
board-spoken-group = { $count ->
        [one] { $piece } { $squares }
       *[other] { $pieces } { $squares }
    }
board-spoken-and = and
role-plural-king = kings
role-plural-queen = queens
role-plural-rook = rooks
role-plural-bishop = bishops
role-plural-knight = knights
role-plural-pawn = pawns
## Braille displays through BRLTTY
brltty-lost = The braille display cannot be used any more: { $why }. The game goes on without it.
brltty-line-full = The line is full at { $max } characters. Erase a character, or send the line with Enter.
## Devices in scripts (@wait)
script-wait-no-board = The script waits for a move made on a board, but no board is attached.
script-wait-timed-out = No move came from the board within { $seconds } { $seconds ->
        [one] second
       *[other] seconds
    }. The script goes on.
script-wait-usage = A script waits for a move on the board with the line @wait, or @wait and a time of at most ten minutes, such as @wait 5s.
## Command-line errors
cli-unknown-argument = { $arg } is not an option of this command.{ $suggested ->
        [yes] { " " }Did you mean { $suggestion }?
       *[no] {""}
    }
cli-unknown-subcommand = annabella has no command { $name }.{ $suggested ->
        [yes] { " " }Did you mean { $suggestion }?
       *[no] {""}
    }
cli-missing-value = { $arg } needs a value.
cli-invalid-value = { $value } is not a valid value for { $arg }.{ $listed ->
        [yes] { " " }Expected { $allowed }.
       *[no] {""}
    }
cli-missing-required = Missing: { $args }.
cli-missing-subcommand = annabella needs a command: play, resume, export or check.
cli-conflict = { $twice ->
        [yes] { $arg } may be given only once.
       *[no] { $arg } cannot be given together with { $other }.
    }
cli-not-text = An argument is not readable text.
cli-other = { $named ->
        [yes] The command line is not understood at { $arg }.
       *[no] The command line is not understood.
    }
cli-help-hint = { $named ->
        [yes] Help: annabella { $command } --help
       *[no] Help: annabella --help
    }
setup-bad-fen = The FEN is not a legal position: { $why }
setup-bad-pgn = The PGN cannot be read: { $why }
setup-bad-braille = Braille setting: { $why }
setup-bad-vocabulary = Spoken words: { $why }
setup-bad-warnings = { $why } is not a list of times. Expected for example 5m,1m,30s.
setup-bad-blind = Unknown blind player { $why }. Expected white, black or both.
setup-bad-operator = Unknown operator { $why }. Expected assistant or player.
setup-operator-needs-blind = With --operator player, name the player's colour: --blind white or --blind black.
setup-unknown-notation = Unknown notation { $why }. Expected auto or one of { $codes }.
time-control-error = { $kind ->
        [zero-base-time] The time control { $input } cannot be played: the first period needs a time above zero, as in 5+3, five minutes and three seconds increment. For a game without a time limit write a dash.
        [empty] The time control is empty.
        [char] The time control { $input } cannot be read: the character { $word } at position { $position } does not belong there.
        [word] The time control { $input } cannot be read: { $word } is neither a unit (h, m, s) nor a bonus kind (d delay, b Bronstein, i increment).
        [time] The time control { $input } cannot be read: a time such as 90, 90m, 1h30m or 30s is expected at position { $position }.
        [moves] The time control { $input } cannot be read: a whole number of moves is expected at position { $position }.
        [trailing] The time control { $input } cannot be read from position { $position }: the bonus must come last.
        [zero-moves] The time control { $input } cannot be read: a period needs at least one move.
        [too-large] The time control { $input } cannot be read: a number is too large.
        [sandclock] The time control { $input } cannot be used: sandclock time controls are not supported.
        [after-sudden-death] The time control { $input } cannot be read: a period without a move count lasts for the rest of the game, so no period can follow it.
       *[no-base-time] The time control { $input } cannot be read: a delay or increment needs the base time before it, as in 5+d3.
    }
time-control-examples = Examples: 90/40+30+30s, 5+3, 15m+10s, 5+d3, or PGN 40/5400+30:1800+30.

## Who defends a square
defenders-none = No { $c-lower } piece defends { $square }.
defenders = { $c } defends { $square } with { $list }.

## The answers to a journal failure
words-retry = retry
words-unprotected = unprotected

## The pin board's status (board status)
board-status-port = Port: { $port }.
board-status-state = { $state ->
        [connecting] State: waiting for the board to answer.
        [connected] State: connected.
       *[disconnected] State: disconnected, connecting again.
    }
board-status-board = Board: { $name }, protocol version { $version }.
board-status-caps = { $listed ->
        [yes] Capabilities: { $caps }.
       *[no] Capabilities: none.
    }
board-status-levels = Indicator levels: { $n }.
board-status-frames = Frames sent: { $sent }, received: { $received }.
board-status-bytes = Bytes sent: { $sent }, received: { $received }.
board-status-retries = Frames sent again: { $n }.
board-status-checksum = Damaged frames: { $n }.
board-status-naks = Negative acknowledgements sent: { $sent }, received: { $received }.
board-status-duplicates = Frames received twice: { $n }.
board-status-link-losses = Link losses: { $n }.
board-status-reconnections = Reconnections: { $n }.
board-status-divergences = Differences repaired: { $n }.
board-status-last-error = Last error: { $why }.
board-cap-pins = pins
board-cap-vibrate = vibration
board-cap-blink = blinking
board-cap-occupancy = occupancy sensors
board-cap-identity = piece recognition
board-cap-button = button
board-cap-digest = checksum of the pins

## Speech backends that fail, in words
speech-no-answer = { $backend } does not answer
speech-no-audio = { $path } was not written: no audio was made
speech-no-screen-reader = no screen reader is running (NVDA, JAWS or another that Tolk knows)
speech-screen-reader-not-built = { $backend } is not in this build (build with: cargo build --release --features screenreader)
speech-voiceover = VoiceOver takes no speech from programs; the system voice speaks instead

## Why a game cannot begin
start-device-not-opened = The { $device ->
        [pin-board] pin board
        [dot-pad] Dot Pad
       *[dgt] DGT e-board
    } at { $port } cannot be opened: { $why }
start-folder-holds-game = The folder { $folder } holds a game already. Resume it with: annabella resume { $journal }. Or name another folder.
start-no-game-folder = No folder for the game can be made: { $why }. Name one with --game-dir DIR, or play without a journal with --no-journal.
start-no-data-folder = No data folder is known, because HOME is not set. Name one with --game-dir DIR, or play without a journal with --no-journal.
start-journal-not-writable = The journal in { $folder } cannot be written: { $why }. Name another folder with --game-dir DIR, or play without a journal with --no-journal.
start-recording-exists = The recording { $path } exists already and is not overwritten. Name another file.
start-recording-not-writable = The recording { $path } cannot be written: { $why }
start-script-unreadable = The script { $path } cannot be read: { $why }
start-no-unfinished-game = No unfinished game was found. Name the journal file: annabella resume FILE
start-cannot-resume = { $path } cannot be resumed: { $why }
export-cannot-read = { $path } cannot be exported: { $why }
start-no-journal-in-folder = The folder { $folder } holds no game journal. Name the journal file or the folder of a game: annabella resume FILE
start-resumed-game-not-kept = The resumed game cannot be kept in { $folder }: { $why }. Copy the envelope to a folder you may write to, and resume it from there.

## The pin board's verbs (board lift e2)
words-board-lift = lift
words-board-place = place
words-board-check = check
words-board-status = status

## The settings file
config-unreadable = Settings file { $file } cannot be read: { $why }. Defaults are used.
config-not-toml = Settings file { $file } is not valid TOML ({ $why }). Defaults are used.
config-unknown-key = Settings file { $file }: unknown key { $key } left out. Known keys: { $known }.
config-left-out = Settings file { $file }: { $key } left out. { $why }
config-unknown-lang = Unknown language { $word }.
config-bad-announce = { $word } is neither long nor short.
## The start-up line
speech-started = Speech: { $backend }.
speech-started-off = Speech: off.
speech-started-no-sound = No sound device found: speech is off. Connect one and start again, or record with --speech wav:DIR.
speech-no-sound-device = No sound device found: { $backend } may not be heard. Connect one, or record with --speech wav:DIR.

## Why a journal cannot be resumed.
resume-damaged-inside = the journal is damaged at line { $line }, and whole records follow it. It was left as it is.
resume-not-a-journal = this file is neither an annabella game journal nor an adjournment envelope.
resume-unreadable = the journal cannot be read: { $why }
resume-open-elsewhere = the game is open in another annabella window. Go on playing there, or close it first.
resume-not-writable = the journal can be read but not written: { $why }. Copy the game folder to a place you may write to and resume that copy, or read the game with annabella export.
resume-no-settings = the journal has no settings record, so it is not a game journal.
resume-bad-settings = the journal's settings cannot be used: { $why }
resume-diverged = journal record { $record } says the move was { $recorded }, but replaying the typed lines gives { $found }. The journal is incomplete or damaged, and the game was not resumed. annabella export shows the moves up to there.
## BRLTTY errors in the user's language, the display on resume
brltty-why-connect = BRLTTY cannot be reached ({ $why })
brltty-why-not-built = this annabella was built without BRLTTY support (build it with: cargo build --release --features brltty)
start-brltty = The braille display cannot be used: { $why }.
brltty-connected-again = The braille display is connected again.
brltty-not-reconnected = The braille display cannot be connected again: { $why }. The game goes on without it.

## Earcons that are off.
earcons-not-built = Sounds need a build with the native feature, so they are off.
earcons-no-device = There is no sound device, so sounds are off.
earcons-no-device-why = There is no sound device: { $why }. Sounds are off.
earcons-failed = The sound device failed: { $why }. Sounds are off.
## The help of the command line (annabella --help,
## annabella play --help), laid over clap's by src/cli_help.rs. The English
## texts are the doc comments of src/main.rs and src/cli.rs, word for word.
cli-help-heading-usage = Usage
cli-help-heading-commands = Commands
cli-help-heading-arguments = Arguments
cli-help-heading-options = Options
cli-help-flag-help-summary = Print help (see a summary with '-h')
## clap's notes ("[default: auto]"); English help keeps clap's own.
cli-help-default = default
cli-help-alias = alias
cli-help-possible-values = possible values
cli-help-possible-values-heading = Possible values
cli-help-annabella = Chess for blind and visually impaired players under the FIDE Laws (Appendix D)
cli-help-flag-help = Print help
cli-help-flag-version = Print version
cli-help-play = Play a game: interactive, or from a script of input lines
cli-help-play-script = Read input lines from FILE ("-" for standard input) instead of a person
cli-help-play-speech = Speech: auto, screenreader, tts, spd, espeak, text, wav:DIR or off (default: auto at a terminal, off for scripts)
cli-help-play-brltty = Show every answer on the braille display BRLTTY drives, and read braille typed on it (builds with the feature `brltty`; BRLAPI_HOST names another BRLTTY)
cli-help-play-fen = Start from this position (FEN)
cli-help-play-pgn = Start from the moves of this PGN file (its first game)
cli-help-play-notation = Piece letters read in algebraic moves: auto, en, de, ru, fr, nl, figurine
cli-help-play-write-notation = Piece letters used when writing moves (default: the --notation language, else en), or iccf for ICCF numeric notation (5254 for e2-e4)
cli-help-play-strict-case = Piece letters must be upper case ("nf3" is then not a knight move)
cli-help-play-lang = Language of messages: de, en or ru (default from the environment)
cli-help-play-time = Time control, e.g. "90/40+30+30s" or PGN "40/5400:1800+30"
cli-help-play-vocabulary = Spoken words: de (Appendix F, default), ru, en, nato, or a vocabulary file
cli-help-play-short = Announce the arrival square only ("Springer Felix drei"); the same as --announce short
cli-help-play-announce = Announcement form: long ("Springer Gustav eins Felix drei") or short ("Springer Felix drei"). Default: short when the base time is under 10 minutes, else long
cli-help-play-announce-long = Piece, departure and arrival square: "Springer Gustav eins Felix drei"
cli-help-play-announce-short = The arrival square, with the departure only where needed: "Springer Felix drei"
cli-help-play-move-numbers = Begin announcements with the move number and colour
cli-help-play-warn = Low-time warnings, e.g. "5m,1m,30s" ("none" for none)
cli-help-play-announce-every = Say the time every so often, e.g. "10m" (and every minute in the last five minutes of a period)
cli-help-play-mode = Standard, rapid or blitz (default: derived from the time control)
cli-help-play-illegal-rule = Which completed illegal move loses: second (today's Laws, the default) or third (the older edition)
cli-help-play-illegal-rule-second = Today's Laws (7.5.5): the second completed illegal move loses
cli-help-play-illegal-rule-third = The seeds' edition (10.3): the third one loses
cli-help-play-resignation-always-loses = The seeds' rule: a resignation always loses, even when the opponent cannot mate
cli-help-play-braille = Braille line after every move and for the board: off, unicode, ascii
cli-help-play-braille-code = Chess braille code: uk (BCA, knight "s") or de (German letters K D T L S)
cli-help-play-diagram-mark = Which pieces the braille board diagram marks: black (six dots, dot 6 before Black's pieces; default) or white (dot 7 on White's pieces, for an 8-dot display)
cli-help-play-line-width = Break answers longer than N characters at word boundaries into several lines (0: never; default 40 with --braille, else never)
cli-help-play-blind = Who is blind: white, black or both (the board is shown from that side)
cli-help-play-operator = Who types at this program (D.2.10): "assistant" (default; enters both players' moves) or "player" (the blind player, with --blind white or black; prompts and turns say "you" and "opponent")
cli-help-play-board = The pin board: a serial port (e.g. /dev/ttyUSB0, COM3), a TCP address (tcp:HOST:PORT, as `board-sim --tcp` serves), "virtual" (moved by `board lift`/`board place` lines), or "list" to list ports
cli-help-play-baud = Serial speed of the pin board (default 115200)
cli-help-play-dotpad = A Dot Pad pin display: its serial port (e.g. /dev/ttyUSB0, COM3), or "list" to list ports. It shows the board and reads Perkins keys
cli-help-play-dgt = The sighted player's DGT e-board: a serial port (9600 baud), or "list" to list ports. Its moves are read and announced
cli-help-play-white = Name of the player with the white pieces, for the score
cli-help-play-black = Name of the player with the black pieces, for the score
cli-help-play-event = The tournament or match, for the score
cli-help-play-site = Where the game is played (town, hall), for the score
cli-help-play-round = The round of the tournament, e.g. 3 or 3.1, for the score
cli-help-play-board-number = The board number in the hall, for the score
cli-help-play-date = Date of the game, YYYY.MM.DD (default: today)
cli-help-play-earcons = Short sounds for events (native builds): auto, on or off. "auto" plays them where it can and is silent about it where it cannot
cli-help-play-config = Settings file (default: config.toml in the settings folder, ~/.config/annabella on Linux, %APPDATA%\annabella on Windows, ~/Library/Application Support/annabella on macOS; read for interactive games only)
cli-help-play-record = Write everything typed, said and printed to FILE as a transcript that `annabella check` replays (a new file)
cli-help-play-game-dir = Folder for the journal and score of this game (default at a terminal: a new folder in the games folder of the data directory, ~/.local/share/annabella/games on Linux, %APPDATA%\annabella\games on Windows, ~/Library/Application Support/annabella/games on macOS). A folder that holds a game already is refused: resume that game instead
cli-help-play-no-journal = Play without a journal: a crash loses the game
cli-help-flag-help-more = Print help (see more with '--help')
cli-help-export = Write the score of a game (a journal, or a PGN file) as PGN and as a braille scoresheet (BRF for an embosser, or Unicode braille text)
cli-help-export-game = The game: a journal (journal.txt) or a PGN file
cli-help-export-pgn = Write the score as PGN to FILE
cli-help-export-brf = Write the braille scoresheet as BRF (Braille ASCII pages) to FILE
cli-help-export-unicode = Write the braille scoresheet as Unicode braille text to FILE
cli-help-export-braille-code = Chess braille code: uk or de
cli-help-export-diagram-mark = The colour marked in the start position of a set-up game: black (dot 6 before Black's pieces, the default) or white (dot 7)
cli-help-export-overwrite = Replace output files that exist (otherwise they are refused)
cli-help-resume = Resume an unfinished game from its journal (default: the newest unfinished game), with the settings it was played with
cli-help-resume-journal = The journal file (journal.txt in the game's folder), the game's folder, or the envelope of an adjourned game
cli-help-resume-script = Read input lines from FILE ("-" for standard input) instead of a person
cli-help-resume-speech = Speech: auto, screenreader, tts, spd, espeak, text, wav:DIR or off (default: auto at a terminal, off for scripts)
cli-help-resume-brltty = Show every answer on the braille display BRLTTY drives, and read braille typed on it (builds with the feature `brltty`; BRLAPI_HOST names another BRLTTY)
cli-help-resume-board = The pin board's port, if it is plugged in elsewhere now (the only setting that may change; the recorded port is used otherwise)
cli-help-resume-dgt = The DGT e-board's port, if it is plugged in elsewhere now (the recorded port is used otherwise)
cli-help-resume-dotpad = The Dot Pad's port, if it is plugged in elsewhere now (the recorded port is used otherwise)
cli-help-resume-time = Adjourned game: the time control to go on with
cli-help-resume-draw = Adjourned game: the players agreed a draw before resumption (A6); the envelope is not opened
cli-help-resume-resign = Adjourned game: this player resigned before resumption (A6)
cli-help-resume-downtime = How the time the program was down counts, as the arbiter decides: paused (default: the clock goes on where it stopped) or counts (it ran on for the player to move)
cli-help-check = Check transcripts: run each from a fresh session and compare the output
cli-help-check-files = Transcript files
cli-help-check-bless = Rewrite the expected output with what the session says now
cli-help-board-sim = Simulate a tactile pin board on a pseudo-terminal or, with --tcp, a TCP port (prints what to open with --board)
cli-help-board-sim-no-pins = Board without pins or other indicators
cli-help-board-sim-no-vibrate = Pins that cannot vibrate
cli-help-board-sim-blink = Indicators that can blink (lights)
cli-help-board-sim-no-sensors = Board without peg sensors
cli-help-board-sim-no-identity = Sensors that feel pegs but not which piece they belong to
cli-help-board-sim-no-button = Board without a button
cli-help-board-sim-no-digest = ACKs without the digest of the piece table
cli-help-board-sim-levels = Number of indicator levels
cli-help-board-sim-link = Keep a symbolic link at PATH pointing at the pseudo-terminal
cli-help-board-sim-tcp = Listen on a TCP address (for example 127.0.0.1:5040) instead of a pseudo-terminal; play with --board tcp:127.0.0.1:5040. The only way on systems without pseudo-terminals (Windows)
cli-help-board-sim-empty = Start with no pegs on the board
cli-help-board-sim-line-noise = Chance per byte that the line corrupts it (0 to 1)
cli-help-board-sim-line-drop = Chance per byte that the line loses it (0 to 1)
cli-help-board-sim-seed = Seed for the noise
cli-help-completions = Print shell completions (bash, zsh, fish, powershell or elvish); README tells where to put them
cli-help-man = Print the manual page (roff); with --dir, write it and a page per subcommand into a folder
cli-help-man-dir = Write annabella.1 and one page per subcommand into this folder
cli-help-dotpad-sim = Simulate a Dot Pad pin display on a pseudo-terminal (prints its path; type braille on its Perkins keys with `type CELLS`)
cli-help-dotpad-sim-link = Keep a symbolic link at PATH pointing at the pseudo-terminal
cli-help-dgt-sim = Simulate a DGT e-board on a pseudo-terminal (prints its path; lines `lift e2`, `place e4 P` move its pieces)
cli-help-dgt-sim-turned = The board stands turned half round (Black at the near side)
cli-help-help = Print this message or the help of the given subcommand(s)

## FEN counters no game reaches
fen-too-many-halfmoves = the half-move counter { $text } is more than a game has played by this move number: at most { $max }
fen-too-many-fullmoves = the move number { $text } is more than any game reaches: at most { $max }

## Devices that do not answer
board-silent = The pin board does not answer.
board-cannot-scan = This pin board has no sensors: it cannot say where its pegs are.
dgt-silent = The e-board does not answer.
dgt-answers-again = The e-board answers again; its board is read anew.
dotpad-silent = The Dot Pad does not answer. The game goes on; it is shown the board again once it answers.
## Quickplay finish (Guidelines III) and Article 8.4
command-request = request
words-quickplay = quickplay, quick-play, guidelines
words-normal-means = normal-means, normal, means
words-no-effort = no-effort, effort
words-increment = increment, five-seconds, seconds
words-arbiter-grant = grant
words-arbiter-postpone = postpone
words-arbiter-reject = reject
words-arbiter-flags = flags, both-flags
qp-setup-unknown = Unknown quickplay rule { $word }. Expected III.4, III.5 or none.
qp-setup-unknown-arbiter = Unknown arbiter { $word }. Expected present or none.
qp-setup-not-applicable = { $why ->
        [untimed] The quickplay finish needs a time control: give --time as well.
        [blitz] The quickplay finish cannot be used in blitz (Guidelines III.2).
       *[bonus] The quickplay finish cannot be used with an increment or delay (Guidelines III.2).
    }
qp-claim-usage = Say on what the draw is claimed: claim quickplay normal-means, or claim quickplay no-effort.
qp-request-usage = The request under Guidelines III.4 is: request increment.
qp-not-announced = This event has not announced the quickplay finish of Guidelines III. It is set with --quickplay III.4 or III.5.
qp-use-other = { $rule ->
        [increment] This event uses Guidelines III.4: the player asks for five seconds a move with request increment.
       *[claim] This event uses Guidelines III.5: the player claims a draw with claim quickplay.
    }
qp-refused = { $why ->
        [untimed] Refused: the game has no clock.
        [blitz] Refused: the Guidelines do not apply to blitz (III.2).
        [bonus] Refused: the Guidelines do not apply to a game with an increment or delay (III.2).
        [not-started] Refused: the clock has not been started.
        [introduced] Refused: the five seconds a move are already in use.
        [earlier-period] Refused: moves remain before the time control; the quickplay finish is the last period.
        [too-much-time] Refused: { $by } has two minutes or more left; Guidelines III.4 and III.5 need less than two.
       *[flag-fallen] Refused: { $by }'s flag has fallen; the claim must come before it falls.
    }
qp-already = A claim or request already waits for the arbiter's decision.
qp-claimed = { $basis ->
        [normal-means] { $by } claims a draw under Guidelines III.5: { $other } cannot win by normal means.
        [no-effort] { $by } claims a draw under Guidelines III.5: { $other } is making no effort to win by normal means.
       *[unstated] { $by } claims a draw under Guidelines III.5.
    }
qp-arbiter-decides = The clocks are stopped. Arbiter: arbiter grant, arbiter postpone, or arbiter reject.
qp-referred = No arbiter is present (Guidelines III.6): the claim ends the game. The final position and the score are written down for the designated arbiter, who decides the result.
qp-claim-waits = A draw claim waits for the arbiter: arbiter grant, arbiter postpone, or arbiter reject.
qp-game-held = The game ended with a draw claim for the designated arbiter: no more moves. The arbiter rules with arbiter result.
qp-referred-decide = The claim went to the designated arbiter, who gives the result: arbiter grant for a draw, or arbiter result with the score.
qp-result-pending = The game ended with a draw claim for the designated arbiter, who has not given the result yet.
qp-granted = The arbiter grants the claim.
qp-postponed = The arbiter postpones the decision. The game goes on.
qp-may-still-draw = The arbiter may still declare a draw later, even after a flag has fallen: arbiter result 1/2-1/2.
qp-rejected = The arbiter rejects the claim. The game goes on.
qp-nothing-pending = No draw claim or request waits for the arbiter.
qp-requested = { $by } asks for five seconds a move for both players (Guidelines III.4). This is also a draw offer. { $other }: accept or decline.
qp-request-waits = The request for five seconds a move waits: { $answers }: accept or decline.
qp-answer-first = { $answers } answers the draw offer first: accept or decline.
qp-request-to-arbiter = Arbiter: arbiter grant to introduce five seconds a move, or arbiter reject.
qp-request-no-arbiter = No arbiter is present to agree: the game goes on without the five seconds.
qp-request-decide = The arbiter grants or rejects the request: arbiter grant, or arbiter reject.
qp-increment-granted = The arbiter agrees: from now on both clocks add five seconds a move.
qp-increment-refused = The arbiter does not agree: the game goes on without the five seconds.
qp-both-flags-draw = Both flags have fallen and which fell first cannot be told. In the last period that is a draw (Guidelines III.3.1).
qp-both-flags-play-on = Both flags have fallen and which fell first cannot be told. Not in the last period: the game goes on (Guidelines III.3.1). Arbiter: set both clocks with arbiter set, then arbiter resume.
qp-both-flags-unannounced = Both flags have fallen and which fell first cannot be told. This event has not announced the Guidelines III: the arbiter rules with arbiter result.
qp-undo-refused = The last move was made before a quickplay claim, request or ruling, which stands: it is not taken back. The arbiter corrects the game if needed (arbiter reopen, arbiter result).
qp-score-kept = { $side } has less than five minutes: under Article 8.4 { $side } need not keep score. annabella goes on keeping the score for { $side }.
cli-help-play-quickplay = The quickplay finish the event announced (FIDE Guidelines III): III.4 (five seconds a move on request), III.5 (draw claim) or none (default). Not for blitz nor for games with an increment
cli-help-play-arbiter = Whether an arbiter is at hand: present (default) or none (a quickplay claim then ends the game for the designated arbiter)
resume-quickplay-diverged = journal record { $record } says the quickplay finish went { $recorded }, but replaying the typed lines gives { $found }. The journal is incomplete or damaged, and the game was not resumed.
## Saved scores, results and adjournment
penalty-no-clock = No clock runs in this game, so no time is added to { $to }'s time.
adjourned-frozen = The game is adjourned and stays as it was sealed until it is resumed: this is refused.
adjourned-already = The game is adjourned already, its sealed move is in { $path }. No second envelope is written.
secret-entered = Secret entered.
envelope-secret-again = The secret does not open this envelope, or the envelope was changed. Type the secret again.
envelope-secret-gave-up = { $tries } secrets did not open the envelope. Check the secret and that this is the envelope sealed, then run annabella resume again.
envelope-opened-already = This envelope was opened before: its game went on in { $folder }, and annabella resume { $folder } continues it there. Opened again, the game starts once more from the adjournment, in a new folder.
envelope-no-time-control = The envelope shows the times left but not the time control, so the game goes on without a clock. To play on with the clock, open it again with annabella resume ENVELOPE --time, for example --time 90+30.
envelope-no-secret = No secret was typed. Run annabella resume again to open the envelope.
envelope-wrong-secret = The secret does not open this envelope, or the envelope was changed.
envelope-unreadable = The envelope cannot be read: line { $line } is not as annabella writes it. The file was changed or cut off; the arbiter's paper copy of the sealed move decides.
envelope-field-invalid = The envelope cannot be sealed: the field { $field } must be one line, without spaces at its ends, and not too long.
envelope-no-move = There is no sealed move to put in the envelope.
envelope-move-too-long = The sealed move is too long for the envelope: it may have at most { $max } characters.
envelope-crypto = The envelope could not be sealed: the system gave no random numbers for its key.
start-folder-empty-journal = The folder { $folder } has a journal that holds no game: { $journal } is empty or was cut off when the game was created, for example on a full disk. There is nothing in it to resume. Remove that file to start a new game in this folder, or name another folder.
start-folder-holds-score = The folder { $folder } holds { $file } but no journal. A new game there would replace that file, so it is not started. Name another folder, or move the file away first.
## listening
listen-audio = The recording { $file } cannot be read: { $reason }.
listen-unknown-engine = There is no speech recogniser called { $name }. Use pocketsphinx.
listen-not-built = This build cannot listen with { $engine }. Build annabella with the feature { $feature }.
listen-no-model = The speech model of { $engine } is not in { $path }.
listen-no-library = The library of { $engine }, { $library }, was not found. Looked for: { $looked }. Put it beside the model folder.
listen-keys = Moves are typed.
listen-no-pronunciation = The word { $word } has no pronunciation for the speech recogniser.
listen-grammar = The words to listen for cannot be set up: { $reason }.
listen-engine = The speech recogniser { $engine } failed: { $reason }.
cli-help-hear = Hear recorded utterances (WAV files) in a position: one line per file, tab-separated: the file, the move heard in SAN ("-" nothing heard, "?" unsure), the confidence, the words heard, and the candidates when unsure
cli-help-hear-files = The recordings
cli-help-hear-fen = The position (default: the start)
cli-help-hear-vocabulary = The words listened for: de, en, nato, or a vocabulary file
cli-help-hear-listen = The speech recogniser: pocketsphinx, optionally with the folder of its model (pocketsphinx:DIR)
listen-confirm = { $first }?
listen-which-two = { $first } or { $second }?
listen-which-three = { $first }, { $second } or { $third }?
listen-heard = Heard: { $words }, { $percent } percent sure.
listen-not-played = Not played. Say the move again.
listen-not-understood = Not understood.
listen-grave = { $word }? It cannot be taken back: say { $word } again, or type { $typed }.
cli-help-play-listen = Hear moves and commands spoken, with this speech recogniser: pocketsphinx, optionally with the folder of its model (pocketsphinx:DIR); builds with the feature listen
cli-help-play-listen-from = Take the WAV files of DIR, in name order, as what the microphone hears
cli-help-play-confirm = When a heard move is asked about before it is played: always, unsure (the default) or never
cli-help-play-keep-audio = Keep every utterance heard as a WAV file in DIR, for the arbiter
cli-help-play-confirm-always = Every heard move is asked about
cli-help-play-confirm-unsure = Only when the recogniser is unsure (the default)
cli-help-play-confirm-never = Never: the best guess is played (wrong moves happen)
## Guarding files and inputs
read-too-large = { $file } is larger than { $unit ->
        [kb] { $size } kilobytes
       *[mb] { $size ->
            [one] { $size } megabyte
           *[other] { $size } megabytes
        }
    }, the most a file of its kind may hold; it is not read.
config-too-large = { $refused } Defaults are used.
config-missing = Settings file { $file } does not exist. Defaults are used.
voice-not-saved-left = The new voice setting is not written to { $file }: that file could not be read at start, so it is left as it is. The setting holds for this game only.
history-not-kept = { $refused } Lines typed in this game are not kept for the next one.
choice-unknown = { $word } is not one of the choices: { $expected }.
choice-needs-folder = { $word } needs the folder for the recordings, as in wav:recordings.
path-is-a-folder = { $path } is a folder, not a file
path-not-a-folder = { $path } is a file, not a folder
cli-bad-value = { $value } cannot be used for { $arg }: { $why ->
        [date] a date is year, month and day with dots, such as 2026.12.01; a part not known is question marks, such as 2026.??.??.
        [board-number] a board number is a whole number from 1.
       *[probability] a chance is a number from 0 to 1, such as 0.01.
    }
man-pages-there = { $dir } holds manual pages already ({ $names }); nothing was written. Add --force to replace them, or name another folder.
man-pages-replaced = Replaced: { $names }.
cli-help-man-force = Replace pages that are in the folder already (each is named)
speech-sound-device-failed = { $program } failed: no working sound device
speech-screenreader-through = Speech: there is no screen reader speech of its own here; speaking through { $backend }, which Orca uses too.
## Dead positions explained (why dead)
command-why = why
dead-why-locked = No capture is possible any more and no piece can reach the other king: dead position.
dead-why-dead = Neither side can checkmate by any series of legal moves: dead position.
dead-why-not = The position is not dead.
dead-ground-material = { $c } has not enough material to checkmate.
dead-ground-never-checks = No { $c-lower } piece can ever reach a square from which it attacks the other king: { $c } can never give check.
dead-ground-bishops = { $c } can give check only with bishops of one colour, and the other king always keeps a flight square of the other colour: { $c } can never checkmate.
dead-ground-exhausted = Every series of moves was followed to its end: { $c } can never checkmate.
dead-ground-possible = { $c } can still checkmate.
dead-ground-undecided = It is not proved that { $c } cannot checkmate, so { $c } counts as able to.
dead-locked = Locked pawns, which can never move again: { $list }.
dead-reach = { $c } { $piece } on { $square } can reach { $n } squares: { $list }.
dead-ruled-can-mate = Yet { $c } can still checkmate: a series of legal moves that ends in mate exists.
dead-ruled-stands = The ruling stands. To take it back, the arbiter types: arbiter reopen.
## Playing against an engine (play --engine)
engine-plays = { $engine } plays { $side }.
engine-not-found = The engine { $program } was not found. Install it (on Debian: apt install stockfish), or give its path with --engine.
engine-cannot-start = The engine { $program } cannot be started: { $why }.
engine-not-uci = { $program } does not speak UCI: it is no chess engine annabella can play against.
engine-crashed = The engine { $program } stopped working.
engine-hung = The engine { $program } gave no answer in { $secs } seconds.
engine-illegal = The engine { $program } named an illegal move, { $move }; it is not played.
engine-garbage = The engine { $program } answered something that is no move; it is not played.
engine-goes-on = The game goes on: type the engine's moves yourself, or type engine restart.
engine-no-option = The engine offers no { $option } setting: it plays at full strength.
engine-hint = A good move:
engine-hint-threat = It meets the threat:
engine-hint-line = The line expected:
engine-no-hint = No hint now: it is not your move.
engine-none = No engine plays in this game.
engine-draw-accepts = The engine stands worse and accepts the draw.
engine-draw-declines = The engine declines the draw.
engine-resigns = { $side } resigns: the engine sees its position as lost.
engine-restarted = { $engine } is playing again.
words-hint = hint
words-engine = engine
words-restart = restart
cli-help-play-engine = Play against a UCI chess engine: a program on the PATH (e.g. stockfish) or its path
cli-help-play-engine-plays = The side the engine plays: white or black (default: the side the player does not play)
cli-help-play-engine-elo = The engine's strength in Elo (where it offers UCI_Elo)
cli-help-play-engine-level = The engine's Skill Level (Stockfish: 0 to 20)
cli-help-play-engine-nodes = A fixed number of nodes a move: the same game every time
cli-help-play-engine-timeout = Seconds the engine may take when no clock bounds it (default 30)

## The game analysed by an engine (analyse)
analysis-move = Move { $number }, { $side }, { $move }: { $kind ->
        [inaccuracy] an inaccuracy
        [mistake] a mistake
       *[blunder] a blunder
    }, { $pawns-shown } { $pawns ->
        [one] pawn
       *[other] pawns
    } lost; better was { $better }.
analysis-clean = No mistake found in { $moves } moves.
analysis-progress = Analysing: position { $done } of { $all }.
analysis-stopped = Analysis stopped after { $moves } moves.
words-analyse = analyse, analyze
words-stop = stop
cli-help-analyse = Analyse a game with a UCI engine: where it turned, move by move, in words; writes the PGN with evaluations and marks
cli-help-analyse-game = The game: a journal (journal.txt) or a PGN file
cli-help-analyse-engine = The engine: a program on the PATH or its path
cli-help-analyse-nodes = Nodes searched in each position
cli-help-analyse-pgn = Write the game with evaluations and marks as PGN to FILE, and beside it its braille scoresheet with the marks (NAME.brf, NAME-braille.txt)

## The analysed game's files (analyse)
analysis-unreadable = The game { $path } cannot be read: { $why }.
analysis-written = The analysed game is written to { $path }.
analysis-not-written = The analysed game could not be written to { $path }: { $why }.
## dead
dead-end-material = Neither side has enough material left to checkmate.
## Failures of the user's files, said in the user's language
history-not-written = The history file { $file } cannot be written: { $why }. Lines typed in this game are not kept for the next one; the game goes on.
pgn-file-unreadable = The PGN file { $file } cannot be read: { $why }.
vocabulary-unusable = Spoken words: the vocabulary { $choice } cannot be used: { $why }. Choose de, ru, en, nato or a vocabulary file.
manual-not-written = The manual cannot be written: { $why }.
manual-written = Manual pages written to { $dir }.
completions-not-written = The completions cannot be written: { $why }.
resume-empty-journal = the journal is empty or was cut off when the game was created: the game in this folder was never recorded (perhaps the disk was full when it began). There is nothing to resume. Delete the folder, or start a new game with annabella play.

## The braille display's heartbeat
brltty-silent = The braille display does not answer: { $why }. The game goes on; it is shown the answer again once it answers.

## The system's usual reasons a file cannot be read or written
io-not-found = there is no such file or folder
io-permission-denied = access is not permitted
io-storage-full = the disk is full
io-is-a-folder = it is a folder, not a file
io-not-a-folder = a part of the path is a file, not a folder
io-read-only = the disk can only be read
## broadcast
broadcast-sending = The game is sent to the arbiter's server at { $url }, board { $board }.
broadcast-lost = The arbiter's server cannot be reached: { $why }.
broadcast-why-no-answer = nobody answers at its address
broadcast-why-timed-out = it did not answer in time
broadcast-why-server-error = it reports an error of its own, number { $code }
broadcast-why-not-understood = its answer cannot be read
broadcast-goes-on = The game goes on, and is sent when the server answers again.
broadcast-back = The arbiter's server answers again and has the whole game.
broadcast-refused-token = The arbiter's server refuses the tournament token: nothing more is sent.
broadcast-refused-not-yours = The arbiter's server says board { $board } belongs to another annabella: nothing more is sent.
broadcast-refused-no-board = The arbiter's server has no board { $board }: nothing more is sent.
broadcast-refused-other = The arbiter's server refuses the game: nothing more is sent.
broadcast-refused-token-do = Ask the arbiter for the token, then resume the game with it; the game goes on here meanwhile.
broadcast-refused-board-do = Ask the arbiter to check the board number or to release the board; the game goes on here meanwhile.
broadcast-refused-other-do = Tell the arbiter; the game goes on here, and its journal keeps everything.
broadcast-unsent = Part of the game could not be sent to the arbiter's server.
broadcast-unsent-later = The journal has it: resume the game with the token to send it.
broadcast-needs-board = Sending the game to the arbiter needs its board number: add --board-number.
broadcast-needs-token = Sending the game to the arbiter needs the tournament token: add --broadcast-token, or set ANNABELLA_BROADCAST_TOKEN.
broadcast-bad-url = The arbiter's server address must begin with http:// : { $url }
cli-help-play-broadcast = Send the game live to the arbiter's server at URL (annabella serve), as the board of --board-number
cli-help-play-broadcast-token = The tournament token for --broadcast (also ANNABELLA_BROADCAST_TOKEN); never kept
cli-help-resume-broadcast = Send the game live to the arbiter's server at URL (annabella serve), as the board of --board-number
cli-help-resume-broadcast-token = The tournament token for --broadcast (also ANNABELLA_BROADCAST_TOKEN); never kept
## serve
serve-listening = The arbiter's server listens on { $addr }.
serve-loopback = Only this computer can reach it; for the tournament's network, start it with --bind and that network's address.
serve-round-pgn = The round's PGN, for a broadcast service: { $url }
serve-page = The arbiter's page: { $url }
serve-viewers = The page for viewers, read only: { $url }
serve-players = The address for the players' annabella: { $url }
serve-token = The tournament token for the players: { $token }
serve-key = The arbiter's key: { $key }
serve-how-to-stop = To stop the server, press Control C or end the input.
serve-stopped = The arbiter's server has stopped.
serve-bad-address = { $addr } is not an address with a port, such as 127.0.0.1:8080.
serve-in-use = Another program listens on { $addr } already; choose another port with --bind.
serve-not-here = { $addr } is not an address of this computer.
serve-not-allowed = This user may not listen on { $addr }; choose a port above 1024.
serve-cannot-listen = The server cannot listen on { $addr }: { $why }
serve-no-random = No random token could be made: { $why }
serve-no-page-lang = The arbiter's page has no words in { $lang }; choose en, de or ru.
serve-bad-secret = A token or key may have only letters, digits, dashes, underscores and dots.
cli-help-serve = Serve the arbiter's table: the round's PGN for broadcast services, the live event stream and the arbiter's page, fed by each player's annabella
cli-help-serve-bind = Address and port to listen on (127.0.0.1 is this computer only)
cli-help-serve-token = The tournament token the players post with (default: a new random one, printed)
cli-help-serve-arbiter-key = The arbiter's key for the page's actions (default: a new random one, printed)
cli-help-serve-lang = Language of the arbiter's page and of these messages: en, de or ru (default from the environment)

## microphone
microphone-none = There is no microphone.
microphone-none-named = There is no microphone called { $name }.
microphone-format = The microphone gives sound in a format annabella cannot read ({ $format }).
microphone-lost = The microphone { $name } stopped: { $reason }. Moves are typed from now on.
microphone-failed = The microphone cannot be opened: { $reason }.
microphone-listening = Listening through the microphone { $name }.
microphone-none-listed = No microphone found.
cli-help-play-microphone = The microphone to listen with (its name, or a part of it, as hear --list-microphones prints it; default: the system's default input)
cli-help-hear-list-microphones = List the microphones, one per line, the default one first

## Analysis: the braille scoresheet with the marks
analysis-braille-written = The braille scoresheet with the marks is written to { $path }.
analysis-braille-not-written = The braille scoresheet could not be written to { $path }: { $why }.
## broadcast devices
broadcast-device-lost = { $device ->
        [pin-board] The pin board is disconnected.
        [e-board] The e-board is disconnected.
        [dot-pad] The Dot Pad is disconnected.
       *[braille-display] The braille display is disconnected.
    }
broadcast-device-back = { $device ->
        [pin-board] The pin board is connected again.
        [e-board] The e-board is connected again.
        [dot-pad] The Dot Pad is connected again.
       *[braille-display] The braille display is connected again.
    }
broadcast-device-differs = { $device ->
        [e-board] The e-board and the game differ.
       *[pin-board] The pin board and the game differ.
    }
broadcast-device-agrees = { $device ->
        [e-board] The e-board agrees with the game again.
       *[pin-board] The pin board agrees with the game again.
    }
