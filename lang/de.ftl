# Deutsche Sätze von annabella. Format und Regeln: docs/languages.md.

## Wörter

colour-white = Weiß
    .lower = weiß
    .masculine = weißer
    .feminine = weiße
    .weak = weiße
colour-black = Schwarz
    .lower = schwarz
    .masculine = schwarzer
    .feminine = schwarze
    .weak = schwarze
role-king = König
    .gender = masculine
role-queen = Dame
    .gender = feminine
role-rook = Turm
    .gender = masculine
role-bishop = Läufer
    .gender = masculine
role-knight = Springer
    .gender = masculine
role-pawn = Bauer
    .gender = masculine
check = Schach
mate = matt

## Sentences

not-understood = '{ $line }' ist weder ein Zug noch ein Befehl. Zum Beispiel: Springer Felix drei, oder hilfe.
invalid-utf8 = Die Zeile ist kein gültiger UTF-8-Text. Nichts wurde geändert.
empty-line = Leere Zeile. Geben Sie einen Zug ein, oder hilfe.
in-progress = Die Partie läuft.
to-move = { $c } am Zug, Zug { $move_number }.
draw-offered = { $by } bietet Remis an. { $by-other }: annehmen oder ablehnen.
draw-declined = { $by } lehnt das Remisangebot ab.
no-offer = Es gibt kein Remisangebot.
own-offer = { $c } hat dieses Angebot selbst gemacht.
offer-pending = Das Remisangebot von { $c } steht schon.
too-early-for-agreement = Remis durch Vereinbarung erst, wenn beide Spieler einen Zug gemacht haben.
move-played = Der beabsichtigte Zug wird ausgeführt: { $san }.
undone = Der Schiedsrichter nimmt { $san } zurück.
nothing-to-undo = Es gibt keinen Zug zum Zurücknehmen.
no-moves-yet = Noch keine Züge.
bad-fen = Keine gültige Stellung: { $why }. Die Partie bleibt unverändert.
position-set = Stellung aufgebaut.
unknown-colour = '{ $word }' ist keine Farbe: weiß oder schwarz.
wait-usage = Sagen Sie, wie lange gewartet wird, zum Beispiel: warte 12s, warte 5m.
wait-only-in-scripts = warte gibt es nur in Skripten und Protokollen; hier läuft die echte Uhr.
no-clock = Diese Partie hat keine Uhr.
score-saved = Die Partie ist gespeichert in { $path }.
score-not-saved = Die Partie konnte nicht gespeichert werden: { $why }.
confirm-quit = Die laufende Partie verlassen? Noch einmal Strg-C oder ja zum Verlassen; alles andere spielt weiter.
square-usage = Sagen Sie, welches Feld, zum Beispiel: feld Eva vier.
scoresheet-usage = Sagen Sie den Dateinamen, zum Beispiel: protokoll partie.brf.
arbiter-usage = Schiedsrichter: plus 2m weiß, setzen schwarz 1:02:00, anhalten oder weiter.
arbiter-done = Der Schiedsrichter hat die Uhr geändert.
correct-usage = Sagen Sie den gemeinten Zug, zum Beispiel: korrektur Springer Felix drei.
correct-too-late = Nur der eben angesagte Zug kann korrigiert werden; danach nimmt nur der Schiedsrichter Züge zurück.
corrected = Versprecher korrigiert.
last-move = Zug { $number }, { $mover }: { $written }.
adjusting = J'adoube: die nächste gehobene Figur wird nur zurechtgerückt.
board-agrees = Das Brett stimmt mit der Partie überein.
no-board = Es ist kein Stiftbrett angeschlossen.
board-extra = Auf { $square } steht eine Figur, die dort nicht hingehört.
board-usage = Brett: brett, brett drehen, brett heben e2, brett setzen e4, brett prüfen, brett status.
board-disconnected = Brett getrennt.
board-reconnected = Brett wieder verbunden.
resumed = Partie aus dem Protokoll fortgesetzt, nach { $moves } Halbzügen.
seal-ask-resumption = Vertagung. Schiedsrichter: Datum, Uhrzeit und Ort der Fortsetzung, zum Beispiel 01.12.2026 10:00 Saal 2; ein Strich lässt sie offen. Mit abbruch geht die Partie weiter.
resumption-bad = '{ $word }' ist weder Datum noch Uhrzeit; schreiben Sie zum Beispiel 01.12.2026 oder 2026-12-01, und 10:00.
seal-ask-secret = Schiedsrichter: Geben Sie das Kennwort für den Umschlag ein, mindestens 8 Zeichen.
seal-unambiguous = Nur ein regelgemäßer, eindeutiger Zug kann abgegeben werden: sagen Sie, welche Figur zieht.
seal-failed = Der Umschlag konnte nicht versiegelt werden: { $why }
sealed = Der Zug ist abgegeben. Die Partie ist vertagt; der Umschlag ist { $path }.
seal-cancelled = Vertagung abgebrochen; die Partie geht weiter.
game-adjourned = Die Partie ist vertagt. Sie geht weiter, wenn der Umschlag geöffnet wird: annabella resume UMSCHLAG.
understood = Verstanden: '{ $understood }' für '{ $heard }'.
setup-usage = Geben Sie die Stellung als FEN an, zum Beispiel: aufstellen 4k3/8/8/8/8/8/8/4K2R w K - 0 1.
resume-offer = In { $path } liegt eine nicht beendete Partie. Fortsetzen? Mit ja fortsetzen; alles andere beginnt eine neue Partie.
voice-not-saved = Die Einstellungsdatei { $path } kann nicht geschrieben werden ({ $why }); die neue Spracheinstellung gilt nur für diese Partie.
envelope-closed = Der Umschlag bleibt verschlossen.
envelope-secret = Schiedsrichter: Geben Sie das Kennwort des Umschlags ein.
no-ports = Keine seriellen Anschlüsse gefunden.
moves-made = Gemachte Züge. Weiß: { $white }. Schwarz: { $black }.
file-exists = Die Datei { $path } gibt es schon; sie wurde nicht überschrieben. Bitte einen anderen Namen angeben.
file-not-written = Beim Prüfen oder Nachspielen nicht geschrieben: { $path }.
journal-failed = Das Journal konnte nicht geschrieben werden: { $why }. Die letzte Zeile gilt, ist aber noch nicht gegen einen Absturz gesichert. Mit nochmal wird sie erneut geschrieben, mit ungesichert geht es ohne Journal weiter.
journal-written-again = Das Journal ist wieder geschrieben; nichts ging verloren.
journal-blocked = Diese Zeile wurde nicht angenommen: das Journal ist im Rückstand. Mit nochmal wird es erneut geschrieben, mit ungesichert geht es ohne Journal weiter.
journal-unprotected = Es geht ohne Journal weiter. Ein Absturz kann jetzt die Partie kosten.
resume-answer-again = Bitte mit ja oder nein antworten. Ihre Zeile { $line } wird für die gewählte Partie aufgehoben.
recording-failed = Die Aufzeichnung konnte nicht geschrieben werden und wurde beendet: { $why }. Die Partie geht weiter.
board-connected-again = Das Stiftbrett an { $port } ist wieder verbunden.
board-not-reconnected = Das Stiftbrett an { $port } kann nicht verbunden werden: { $why }. Die Partie geht ohne es weiter; mit resume --board ANSCHLUSS lässt sich ein anderer Anschluss nennen.
reopen-hint = Um weiterzuspielen, gibt der Schiedsrichter zuerst ein: schiedsrichter fortsetzen.
reopened = Der Schiedsrichter hat die Partie wieder eröffnet; { $turn } am Zug.
reopened-clock = Die Uhr bleibt mit den angezeigten Zeiten angehalten, bis der Schiedsrichter sie weiterlaufen lässt.
nothing-to-reopen = Die Partie ist nicht beendet; es gibt nichts wieder zu eröffnen.
result-usage = Ergebnis und, wenn nötig, Grund angeben, zum Beispiel: schiedsrichter ergebnis remis fahnen. Ergebnisse: 1-0, 0-1, 1/2-1/2, 0-0 und kampflos +/-, -/+, -/-. Gründe: fahnen, tot, kampflos, zeit, aufgabe, einigung, regelwidrig, wiederholung, fünfzig.
result-word-unknown = '{ $word }' ist weder ein Ergebnis noch ein Grund. Nichts wurde geändert.
forfeit-not-draw = Eine kampflose Entscheidung kann kein Remis sein. Nichts wurde geändert.
claim-rejected-illegal = Reklamation abgelehnt: der beabsichtigte Zug ist regelwidrig.
claim-is-offer = Die Reklamation gilt als Remisangebot von { $by }. { $by-other }: annehmen oder ablehnen.
clock-started = Die Uhr ist gestartet; die Zeit von { $runs } läuft.
clock-already-running = Die Uhr läuft bereits; die Zeit von { $runs } läuft.
clock-not-started = Die Uhr ist noch nicht gestartet.
clock-start-hint = Zu Beginn der Partie los eingeben; auch der erste Zug startet die Uhr.
clock-stopped = Die Uhr ist angehalten.
clock-already-stopped = Die Uhr ist bereits angehalten.
clock-runs-again = Die Uhr läuft wieder; die Zeit von { $runs } läuft.
move-while-paused = Die Uhr ist angehalten: kein Zug, bis der Schiedsrichter schiedsrichter weiter eingibt.
clock-resume-hint = Der Schiedsrichter lässt sie mit schiedsrichter weiter wieder laufen.

## Sätze mit Auswahl

list-or = { $init } oder { $last }
list-and = { $init } und { $last }
piece-at = { $piece } { $square }
yes-words = ja, j, yes, y, да
no-words = nein, n, no, нет
which-piece = { $piece-gender ->
        [feminine] Welche
       *[masculine] Welcher
    } { $piece }: { $froms }?
which-move = Welcher Zug: { $moves }?
line-too-long = Die Zeile hat { $chars } Zeichen; ein Zug oder Befehl hat höchstens { $max }. Nichts wurde geändert.
game-over = Die Partie ist beendet, { $score }. Es können keine Züge mehr gemacht werden.
undo-after-result = Die Partie ist beendet, { $score }: Zurücknehmen öffnet keine beendete Partie.
clock-game-over = Die Partie ist beendet, { $score }; die Uhr bleibt angehalten.
to-move-player = { $you ->
        [yes] Sie sind am Zug
       *[no] Ihr Gegner ist am Zug
    } ({ $c }), Zug { $move_number }.
prompt-side = { $you ->
        [yes] Sie
       *[no] Gegner
    }, { $c }
claim-rejected = { $kind ->
        [repetition] Reklamation abgelehnt: die Stellung kam nicht dreimal vor.
        [fifty] Reklamation abgelehnt: keine fünfzig Züge ohne Bauernzug oder Schlagen.
       *[none] Reklamation abgelehnt: weder dreifache Wiederholung noch fünfzig Züge.
    }
penalty = { $minutes ->
        [1] Eine Minute wird
        [2] Zwei Minuten werden
       *[other] { $minutes } Minuten werden
    } der Zeit von { $to } hinzugefügt.
illegal-completed = Regelwidriger Zug von { $by } ausgeführt, der { $count ->
        [1] erste
        [2] zweite
        [3] dritte
       *[other] { $count }.
    }.
pieces-of = { $c }: { $list }.
on-square = Auf { $square } steht { $piece-gender ->
        [feminine] eine { $c-feminine }
       *[masculine] ein { $c-masculine }
    } { $piece }.
square-empty = { $square } ist leer.
line-usage-rank = Sagen Sie, welche Reihe, 1 bis 8, zum Beispiel: reihe 4.
line-usage-file = Sagen Sie, welche Linie, a bis h, zum Beispiel: linie e.
scan-piece = { $square } { $piece-gender ->
        [feminine] { $c-feminine }
       *[masculine] { $c-masculine }
    } { $piece }
scan-empty = { $square } leer
line-scan = { $list }.
attackers-none = { $c } greift { $square } nicht an.
attackers = { $c } greift { $square } an mit { $list }.
touch-move = Berührt, geführt: { $piece-gender ->
        [feminine] Die
       *[masculine] Der
    } { $piece } auf { $square } wurde berührt und muss ziehen.
touch-capture = Berührt, geführt: { $piece-gender ->
        [feminine] Die
       *[masculine] Der
    } { $piece } auf { $square } wurde berührt und muss geschlagen werden.
board-missing = Auf { $square } fehlt { $piece-gender ->
        [feminine] die
       *[masculine] der
    } { $c-weak } { $piece }.
board-wrong = Auf { $square } steht die falsche Figur; dorthin gehört { $piece-gender ->
        [feminine] die
       *[masculine] der
    } { $c-weak } { $piece }.
journal-dropped = { $n } beschädigte Einträge am Ende des Protokolls verworfen: der letzte Schreibvorgang wurde abgebrochen.
seal-ask-move = Vertagung. { $c }: Geben Sie den Abgabezug ein. Er wird weder ausgeführt noch angesagt. Mit abbruch geht die Partie weiter.
resumption-unknown = Fortsetzung: wird bekanntgegeben.
resumption-noted = Fortsetzung: { $when_where }.
voice-louder = Lauter.
voice-quieter = Leiser.
voice-faster = Schneller.
voice-slower = Langsamer.
envelope-summary = Vertagte Partie: Weiß { $white }, Schwarz { $black }, Zug { $number }, abgegeben von { $sealer }.
resume-question = Nicht beendete Partie: { $white-known ->
        [yes] { $white }
       *[no] Weiß
    } gegen { $black-known ->
        [yes] { $black }
       *[no] Schwarz
    }, nach { $half_moves } Halbzügen. Fortsetzen? Ja oder nein.
score-words = { $outcome ->
        [win] { $forfeit ->
            [yes] { $winner } gewinnt kampflos
           *[no] { $winner } gewinnt
        }
        [both-lose] { $forfeit ->
            [yes] beide verlieren kampflos
           *[no] beide verlieren
        }
       *[draw] remis
    }, { $score }
result-replaced = Das ersetzt das frühere Ergebnis: { $score }.
intended-not-played = Der notierte Zug wird nicht ausgeführt; { $claimant } muss einen regelgemäßen Zug machen.
flag-cannot-mate = { $other } kann nicht mattsetzen: remis, { $score }.
flag-wins = { $winner } gewinnt, { $score }.
promotion-king = Meinen Sie { $move }? Ein Bauer kann nicht König werden.
which-promotion = Welche Umwandlung: { $moves }?
pgn-after-end = Die Partie war vor Zug { $number } von { $mover }, { $san }, schon zu Ende: { $result }
