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
resumed = Partie aus dem Protokoll fortgesetzt, nach { $moves } { $moves ->
        [one] Halbzug
       *[other] Halbzügen
    }.
seal-ask-resumption = Vertagung. Schiedsrichter: Datum, Uhrzeit und Ort der Fortsetzung, zum Beispiel 01.12.2026 10:00 Saal 2; ein Strich lässt sie offen. Mit abbruch geht die Partie weiter.
resumption-bad = '{ $word }' ist weder Datum noch Uhrzeit; schreiben Sie zum Beispiel 01.12.2026 oder 2026-12-01, und 10:00.
seal-ask-secret = Schiedsrichter: Geben Sie das Kennwort für den Umschlag ein, mindestens 8 Zeichen.
seal-unambiguous = Nur ein regelgemäßer, eindeutiger Zug kann abgegeben werden: sagen Sie, welche Figur zieht.
seal-not-legal = Das ist hier kein regelgemäßer Zug, er kann nicht abgegeben werden. Das Getippte wird nicht wiederholt, damit niemand den Abgabezug hört.
seal-ask-name = Vertagung. Schiedsrichter: Der Umschlag nennt beide Spieler. Geben Sie den Namen des Spielers von { $c } ein. Mit abbruch geht die Partie weiter.
seal-name-bad = Ein Name auf dem Umschlag ist eine Zeile von höchstens { $max } Zeichen.
seal-secret-short = Dieses Kennwort ist zu kurz: Der Umschlag braucht mindestens { $min } Zeichen, damit der Abgabezug nicht durch Probieren gefunden werden kann.
seal-failed = Der Umschlag konnte nicht versiegelt werden: { $why }
sealed = Der Zug ist abgegeben. Die Partie ist vertagt; der Umschlag ist { $path }.
seal-cancelled = Vertagung abgebrochen; die Partie geht weiter.
game-adjourned = Die Partie ist vertagt. Sie geht weiter, wenn der Umschlag geöffnet wird: annabella resume UMSCHLAG.
understood = Verstanden: { $understood } für { $heard }.
setup-usage = Geben Sie die Stellung als FEN an, zum Beispiel: aufstellen 4k3/8/8/8/8/8/8/4K2R w K - 0 1.
resume-offer = In { $path } liegt eine nicht beendete Partie. Fortsetzen? Mit ja fortsetzen; alles andere beginnt eine neue Partie.
voice-not-saved = Die Einstellungsdatei { $path } kann nicht geschrieben werden ({ $why }); die neue Spracheinstellung gilt nur für diese Partie.
envelope-closed = Der Umschlag bleibt verschlossen.
envelope-secret = Schiedsrichter: Geben Sie das Kennwort des Umschlags ein.
no-ports = Keine seriellen Anschlüsse gefunden.
port-usb = { $port }: USB, { $names }
port-usb-ids = { $port }: USB { $ids }
port-built-in = { $port }: eingebaut
port-bluetooth = { $port }: Bluetooth
port-serial = { $port }: serieller Anschluss
ports-not-listed = Die seriellen Anschlüsse lassen sich nicht auflisten: { $why }
moves-made = Gemachte Züge. Weiß: { $white }. Schwarz: { $black }.
file-exists = Die Datei { $path } gibt es schon; sie wurde nicht überschrieben. Bitte einen anderen Namen angeben.
file-not-written = Beim Prüfen oder Nachspielen nicht geschrieben: { $path }.
export-written = Geschrieben: { $path }
export-or-overwrite = Oder fügen Sie --overwrite hinzu, um sie zu ersetzen.
export-not-writable = Die Datei { $path } lässt sich nicht schreiben: { $why }.
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
illegal-completed = { $count ->
        [1] Erster
        [2] Zweiter
        [3] Dritter
        [4] Vierter
        [5] Fünfter
       *[other] Ein weiterer
    } regelwidriger Zug von { $by }.
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
attackers = { $c } greift { $square } mit { $list } an.
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
    }, bei Zug { $move_number }. Fortsetzen? Ja oder nein.
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

## Abgelehnte Züge. $piece, $actual, $said, $blocker: Figuren (mit
## $piece-gender usw.); $square, $from, $to, $by: Felder.

move-not-a-move = Das ist kein Zug. Zum Beispiel: Springer Felix drei, oder Sf3.
move-missing-target = Das Zielfeld fehlt, zum Beispiel Felix drei.
move-iccf-length = In Ziffernnotation ist ein Zug vier Ziffern, und eine fünfte für die Figur, zu der ein Bauer wird: 5254 ist e2 nach e4.
move-iccf-square = In Ziffernnotation ist jedes Feld zwei Ziffern von 1 bis 8, erst die Linie, dann die Reihe: 5254 ist e2 nach e4.
move-iccf-promotion = In Ziffernnotation ist die fünfte Ziffer die Figur, zu der ein Bauer wird: 1 Dame, 2 Turm, 3 Läufer, 4 Springer.
move-bad-promotion = Ein Bauer kann nicht zum { $piece } werden: Dame, Turm, Läufer oder Springer.
move-no-piece-can-reach = { $piece-gender ->
        [feminine] Keine
       *[masculine] Kein
    } { $piece } kann nach { $to } ziehen.
move-no-such-piece = { $piece-gender ->
        [feminine] Keine
       *[masculine] Kein
    } { $piece } passt zu diesem Zug.
move-empty-square = Auf { $square } steht keine Figur.
move-not-your-piece = { $piece-gender ->
        [feminine] Die
       *[masculine] Der
    } { $piece } auf { $square } gehört { $owner }.
move-wrong-piece = Auf { $square } steht { $actual-gender ->
        [feminine] eine
       *[masculine] ein
    } { $actual }, { $said-gender ->
        [feminine] keine
       *[masculine] kein
    } { $said }.
move-cannot-move-there = { $piece-gender ->
        [feminine] Die
       *[masculine] Der
    } { $piece } auf { $from } kann nicht nach { $to } ziehen: so zieht { $piece-gender ->
        [feminine] eine
       *[masculine] ein
    } { $piece } nicht.
move-own-piece-on-target = Auf { $to } steht { $piece-gender ->
        [feminine] eine eigene
       *[masculine] ein eigener
    } { $piece }.
move-nothing-to-capture = Auf { $square } gibt es nichts zu schlagen.
# "durch den Turm auf e2", "durch die Dame auf h4".
check-giver = { $piece-gender ->
        [feminine] die
       *[masculine] den
    } { $piece } auf { $square }
move-in-check-from = Der { $c-weak } König steht im Schach durch { $givers }, und { $from } nach { $to } hebt das Schach nicht auf.
move-in-check = Der { $c-weak } König steht im Schach, und { $from } nach { $to } hebt das Schach nicht auf.
move-into-check-from = { $from } nach { $to } würde den { $c-weak }n König dem Schach durch { $givers } aussetzen.
move-into-check = { $from } nach { $to } würde den { $c-weak }n König ins Schach stellen.
move-blocked = { $piece-gender ->
        [feminine] Die
       *[masculine] Der
    } { $piece } auf { $from } kann nicht nach { $to } ziehen: { $blocker-gender ->
        [feminine] die
       *[masculine] der
    } { $blocker } auf { $by } steht im Weg.
move-castling-not-allowed = { $side ->
        [short] Kurze Rochade
       *[long] Lange Rochade
    } nicht möglich: { $reason }.
castling-king-moved = der König hat schon gezogen
castling-rook-moved = der Turm auf { $square } hat schon gezogen oder fehlt
castling-pieces-between = dazwischen { $count ->
        [one] steht eine Figur
       *[other] stehen Figuren
    }, auf { $squares }
castling-in-check = der König steht im Schach
castling-through-check = der König müsste über das angegriffene Feld { $square }
castling-into-check = der König stünde auf { $square } im Schach
move-promotion-missing = Der Bauer erreicht { $square }: sagen Sie, was er wird, zum Beispiel Dame.
move-no-promotion = Ein Zug nach { $square } ist keine Umwandlung.
move-no-en-passant = Auf { $square } ist kein Schlagen en passant möglich.
move-ambiguous = { $count } Züge passen zu dieser Angabe.

## Ergebnisse. $winner und $loser sind Farben.

result = { $why }, { $score }.
result-time-no-mate = Zeit überschritten, aber der Gegner kann nicht mattsetzen: remis
result-resignation-no-mate = Aufgabe, aber der Gegner kann nicht mattsetzen: remis
result-illegal-no-mate = Regelwidrige Züge, aber der Gegner kann nicht mattsetzen: remis
result-checkmate = Schachmatt. { $winner } gewinnt
result-resignation = { $loser } gibt auf. { $winner } gewinnt
result-time = { $loser } hat die Zeit überschritten. { $winner } gewinnt
result-illegal = { $loser } verliert durch regelwidrige Züge. { $winner } gewinnt
result-stalemate = Patt: remis
result-dead = Tote Stellung, kein Matt mehr möglich: remis
result-agreement = Remis durch Vereinbarung
result-threefold = Remis durch dreifache Stellungswiederholung
result-fifty = Remis nach der Fünfzig-Züge-Regel
result-fivefold = Remis: die Stellung kam fünfmal vor
result-seventy-five = Remis: fünfundsiebzig Züge ohne Bauernzug oder Schlagen
result-win = { $winner } gewinnt
result-draw = Remis
arbiter-rules = Der Schiedsrichter entscheidet: { $score }.
arbiter-result = { $reason ->
        [both-flags] Beide Fahnen sind gefallen. { arbiter-rules }
        [dead] Die Stellung ist tot: keiner kann mehr mattsetzen. { arbiter-rules }
        [time] Eine Fahne ist gefallen. { arbiter-rules }
        [resignation] Ein Spieler hat aufgegeben. { arbiter-rules }
        [agreement] Die Spieler haben sich geeinigt. { arbiter-rules }
        [illegal] Es wurden regelwidrige Züge ausgeführt. { arbiter-rules }
        [threefold] Dieselbe Stellung kam dreimal vor. { arbiter-rules }
        [fifty] Fünfzig Züge ohne Bauernzug oder Schlagen wurden gespielt. { arbiter-rules }
        [fivefold] Dieselbe Stellung kam fünfmal vor. { arbiter-rules }
        [seventy-five] Fünfundsiebzig Züge ohne Bauernzug oder Schlagen wurden gespielt. { arbiter-rules }
        [checkmate] Schachmatt. { arbiter-rules }
        [stalemate] Patt. { arbiter-rules }
       *[none] { arbiter-rules }
    }

## Hilfe: eine Zeile je Gedanke.

help =
    Züge: gesprochen (Springer Gustav eins Felix drei), algebraisch in jeder Sprache (Sf3, Nf3, e2-e4, 0-0) oder in Braille.
    korrektur ZUG: einen Versprecher berichtigen, solange noch kein weiterer Zug eingegeben ist.
    Uhr: los (startet die Uhr), zeit, verbraucht. Schiedsrichter: schiedsrichter plus 2m weiß, schiedsrichter setzen schwarz 1:02:00, anhalten, weiter.
    Brett in Worten: figuren [Farbe], feld Eva vier, reihe 4, linie e, letzter, angriffe Eva fünf, züge, wer, brett.
    Remis: remis, annehmen, ablehnen, reklamieren [wiederholung oder fünfzig] [Zug]. aufgeben [Farbe]. ergebnis.
    Schiedsrichter: zurück, regelwidrig [Farbe], aufstellen FEN, vertagen [Datei], schiedsrichter ergebnis 1-0 [Grund], schiedsrichter fortsetzen.
    Stiftbrett: brett heben e2, brett setzen e4, brett prüfen, brett status, jadoube.
    Partie: pgn, fen, forsyth, protokoll DATEI. Sprache: wiederholen, lauter, leiser, schneller, langsamer, halt (bricht eine lange Antwort ab).
    hilfe: diese Liste. ende oder Strg-D speichert die Partie und beendet.

## Braillezeilen, die kein Zug sind. $position zählt Zeichen ab 1.

braille-empty = Die Zeile enthält keinen Zug.
braille-too-long = Die Zeile ist zu lang für einen Zug.
braille-control-char = Stelle { $position }: ein Steuerzeichen (Code { $code }) ist kein Braille.
braille-not-braille = Stelle { $position }: das Zeichen { $char } ist weder eine Braillezelle noch Braille-ASCII.
braille-mixed-script = Braillezellen und andere Zeichen sind gemischt; bitte nur Braille.
braille-unknown-cell = Zelle Punkte { $dots } ist kein Schachzeichen.
braille-misplaced = Zelle Punkte { $dots } kann an dieser Stelle im Zug nicht stehen.
braille-extra-word = Ein Leerzeichen trennt den Zug; bitte einen Zug ohne Leerzeichen.
braille-incomplete = Der Zug ist unvollständig: Feld oder Umwandlungsfigur fehlt.
braille-promotion-missing = Ein Bauer auf der letzten Reihe braucht die Figur, die er wird.
braille-promotion-not-allowed = Nur ein Bauer auf der letzten Reihe wird umgewandelt, nie in einen König.
braille-pawn-files = Ein Bauer kann nicht von der { $from }-Linie auf die { $to }-Linie ziehen.
braille-pawn-path = Ein Bauer kann nicht von { $from } nach { $to } ziehen.
braille-not-a-move = Diese Zellen ergeben keinen Zug.
braille-ambiguous = Die Zellen lassen sich als { $readings } lesen; das Figurenzeichen vor dem Figurenbuchstaben unterscheidet sie.

## Gesprochene Züge (Wörter des Anhangs), die kein Zug sind.

spoken-empty = Es wurde kein Zug gesagt.
spoken-too-long = Zu viele Wörter für einen Zug.
spoken-unknown-word = '{ $word }' ist kein Wort des Wortschatzes.
spoken-ambiguous-word = '{ $word }' kann { $candidates } heißen.
spoken-missing-target = Nach '{ $after }' fehlt das Zielfeld, zum Beispiel '{ $example }'.
spoken-missing-rank = Nach '{ $file }' fehlt die Reihe, zum Beispiel '{ $example }'.
spoken-rank-out-of-range = '{ $word }' ist keine Reihe; die Reihen gehen von eins bis acht.
spoken-missing-promotion-piece = Nach '{ $after }' fehlt die neue Figur, zum Beispiel '{ $example }'.
spoken-unexpected = '{ $word }' passt hier nicht; erwartet: { $expected ->
        [move] eine Figur, ein Feld oder eine Rochade
        [square] ein Feld
        [file] eine Linie
        [rank] eine Reihe
        [piece] eine Figur
       *[end] das Ende des Zuges
    }.

## Sprachausgabe.

speech-using = Sprachausgabe: { $backend }.
speech-using-auto = Sprachausgabe: { $backend }, automatisch gewählt.
speech-using-auto-skipped = Sprachausgabe: { $backend }, automatisch gewählt ({ $why }).
speech-off = Sprachausgabe: aus.
speech-starting = Sprachausgabe: startet noch; gesprochen wird, sobald sie bereit ist.
speech-no-thread = Sprachausgabe: aus (kein Sprach-Thread: { $why }).
speech-fallback = Sprachausgabe: { $why }. Jetzt mit { $to }.
speech-now-off = Sprachausgabe: { $why }. Die Sprachausgabe ist aus; der Text wird weiter angezeigt.
speech-unavailable = Sprachausgabe: { $why }. Stattdessen { $using }.
speech-command-missing = { $program } ist nicht installiert
speech-command-failed = { $program } ist fehlgeschlagen: { $detail }
speech-timed-out = { $backend } hat nicht innerhalb von { $seconds } Sekunden geantwortet
speech-not-writable = { $path } kann nicht geschrieben werden: { $detail }
speech-not-built = { $backend } ist in diesem Build nicht enthalten (bauen mit: cargo build --release --features native)
speech-engine = { $backend } ist fehlgeschlagen: { $detail }

## FEN-Fehler: Satzteile nach "Keine gültige Stellung:".

fen-empty = es wurde keine FEN angegeben
fen-rank-count = das Brett hat { $ranks } Reihen; eine FEN hat 8, getrennt durch Schrägstriche
fen-rank-length = die Reihe { $rank } hat { $squares } Felder; jede Reihe hat 8 (gezählt ab Reihe 8, der zuerst geschriebenen)
fen-bad-board-char = '{ $char }' kann nicht auf dem Brett stehen: Figuren sind K Q R B N P für Weiß und k q r b n p für Schwarz, die Ziffern 1 bis 8 zählen leere Felder
fen-bad-turn = '{ $text }' sagt nicht, wer am Zug ist: w für Weiß oder b für Schwarz
fen-bad-castling = '{ $text }' ist keine Rochadeangabe: - oder Buchstaben wie KQkq
fen-bad-ep-square = '{ $text }' ist keine En-passant-Angabe: - oder ein Feld wie e3
fen-bad-halfmoves = '{ $text }' ist keine Zahl von Halbzügen
fen-bad-fullmoves = '{ $text }' ist keine Zugnummer
fen-unreadable = die FEN hat mehr Teile als Brett, Zugrecht, Rochade, En passant, Halbzüge und Zugnummer, oder einen unlesbaren Teil
position-empty-board = das Brett ist leer
position-missing-king = ein König fehlt
position-too-many-kings = eine Seite hat mehr als einen König
position-pawns-on-back-rank = ein Bauer steht auf der ersten oder letzten Reihe
position-castling-rights = die Rochaderechte passen nicht zu Königen und Türmen
position-ep-square = das En-passant-Feld passt nicht zu den Bauern
position-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
position-impossible-check = kein regelgemäßer Zug kann dieses Schach gegeben haben
position-too-much-material = es stehen mehr Figuren auf dem Brett, als eine Partie haben kann
position-other = die Stellung verletzt eine Schachregel

## PGN-Import.

pgn-place = Partie { $game }, Zug { $number } von { $mover }
pgn-no-game = Der PGN-Text enthält keine Partie.
pgn-illegal-move = { $place }: '{ $san }' ist kein regelgemäßer Zug.
pgn-ambiguous-move = { $place }: '{ $san }' ist mehrdeutig: mehr als eine Figur kann diesen Zug machen.
pgn-unreadable-move = { $place }: '{ $token }' ist kein Zug in algebraischer Notation.
pgn-bad-fen = Partie { $game }: die FEN-Angabe '{ $fen }' ist keine gültige Stellung: { $why }.
pgn-setup-without-fen = Partie { $game }: die SetUp-Angabe ist 1, aber es fehlt die FEN-Angabe.
pgn-null-move = { $place }: '--' ist ein Nullzug, ein Aussetzen, und kein Schachzug; die Partie kann nicht übernommen werden.
pgn-not-standard-chess = Partie { $game } ist { $variant }, kein normales Schach; annabella spielt nur normales Schach.
pgn-syntax = Partie { $game }: der PGN-Text ist beschädigt: { $why }.

## Wörter, die man eingibt, durch Kommas getrennt. Die Wörter jeder
## Sprache gelten in jeder Oberflächensprache; hier die deutschen.

words-yes = ja, j
words-no = nein, n
words-quit = ende, beenden
words-white = weiß, weiss
words-black = schwarz, s
words-flip = drehen
words-repetition = wiederholung
words-fifty = fünfzig, fuenfzig, 50
words-arbiter-add = plus, dazu
words-arbiter-set = setzen, stellen
words-arbiter-pause = anhalten
words-arbiter-resume = weiter
words-arbiter-start = los
words-arbiter-result = ergebnis
words-arbiter-reopen = fortsetzen
words-draw = remis
words-cancel = abbruch, abbrechen
words-reason-flags = fahnen, flaggen
words-reason-dead = tot, tote
words-reason-forfeit = kampflos
words-reason-time = zeit, fahne
words-reason-resignation = aufgabe
words-reason-agreement = einigung, vereinbarung
words-reason-illegal = regelwidrig
words-reason-repetition = wiederholung
words-reason-fifty = fünfzig, fuenfzig
words-reason-checkmate = matt
words-reason-stalemate = patt
words-reason-filler = beide, stellung, züge
command-help = hilfe
command-fen = fen
command-setup = aufstellen
command-moves = züge, zuege
command-turn = wer
command-result = ergebnis
command-undo = zurück, zurueck
command-resign = aufgeben
command-offer = remis
command-accept = annehmen
command-decline = ablehnen
command-claim = reklamieren
command-illegal = regelwidrig
command-pgn = pgn
command-wait = warte
command-time = zeit
command-used = verbraucht
command-board = brett
command-forsyth = forsyth
command-scoresheet = protokoll
command-pieces = figuren
command-square = feld
command-arbiter = schiedsrichter
command-correct = korrektur
command-last = letzter
command-rank = reihe
command-file = linie
command-attacks = angriffe
command-repeat = wiederholen
command-adjust = jadoube, zurechtrücken, rücke
command-check = prüfen
command-adjourn = vertagen
command-louder = lauter
command-quieter = leiser
command-faster = schneller
command-slower = langsamer
command-start = los
command-dgt = dgt

## Braille: a move number not where the game is; the scoresheet's header words
wrong-move-number = { $same ->
        [yes] Das ist ein Zug von { $side }, aber bei Zug { $now } ist { $turn } am Zug.
       *[no] Das ist Zug { $number }, die Partie steht bei Zug { $now }, { $turn } am Zug.
    }
braille-label-white = Weiß
braille-label-black = Schwarz
braille-label-event = Turnier
braille-label-date = Datum
braille-label-result = Ergebnis
braille-label-time-control = Bedenkzeit
braille-label-start = Ausgangsstellung
braille-computer-header = Kopf in Computerbraille, ohne liblouis.

## The Dot Pad pin display
dotpad-connected = Das Dot Pad { $name } zeigt das Brett.
dotpad-lost = Das Dot Pad ist getrennt. Die Partie geht weiter; stecken Sie es wieder ein, um das Brett zu fühlen.
dotpad-back = Das Dot Pad ist wieder verbunden und zeigt das Brett.
dotpad-gave-up = { $why ->
        [no-answer] Das Dot Pad antwortet nicht.
        [refused] Das Dot Pad lehnt ab, was es geschickt bekommt.
       *[unsuitable] Diese Anzeige hat eine Bildfläche von { $columns } mal { $rows } Zellen; das Brett braucht 30 mal 10 und eine Textzeile mit 20 Zellen.
    } Die Partie geht ohne das Dot Pad weiter.
dotpad-line-full = Die Zeile ist mit { $max } Zellen voll. Löschen mit Leertaste und Punkt 7, senden mit Leertaste und Punkt 8.
dotpad-not-reconnected = Das Dot Pad an { $port } lässt sich nicht öffnen: { $why }. Die Partie geht ohne es weiter.

## The sighted player's DGT e-board
dgt-in-step = Das elektronische Brett stimmt mit der Partie überein.
dgt-differs = Das elektronische Brett weicht von der Partie ab.
dgt-extra = Auf { $square } steht { $piece-gender ->
        [feminine] eine { $c-feminine }
       *[masculine] ein { $c-masculine }
    } { $piece }, { $piece-gender ->
        [feminine] die
       *[masculine] der
    } dort nicht hingehört.
dgt-wrong = Auf { $square } steht { $piece-gender ->
        [feminine] eine { $c-feminine }
       *[masculine] ein { $c-masculine }
    } { $piece }; dorthin gehört { $want-gender ->
        [feminine] die
       *[masculine] der
    } { $want-c-weak } { $want }.
dgt-disagrees = Das elektronische Brett zeigt { $board_move }, die Partie aber { $game_move }.
dgt-call-arbiter = Bitte den Schiedsrichter rufen.
dgt-garbled = Das elektronische Brett hat Unlesbares gesendet; es wird neu eingelesen.
dgt-lost = Das elektronische Brett ist getrennt. Stecken Sie es wieder ein: Sobald es zurück ist, werden Züge wieder von ihm gelesen.
dgt-back = Das elektronische Brett ist wieder verbunden; seine Stellung wird neu gelesen.
dgt-usage = Elektronisches Brett: dgt lift e2, dgt place e4 P, dgt board und die Stellung in FEN.
dgt-connected-again = Das elektronische Brett an { $port } ist wieder verbunden.
dgt-not-reconnected = Das elektronische Brett an { $port } lässt sich nicht verbinden: { $why }. Die Partie geht ohne es weiter; mit resume --dgt PORT lässt sich ein anderer Anschluss nennen.
dgt-already-read = { $mv } wurde schon vom elektronischen Brett gelesen.
dgt-typed-differs = Das elektronische Brett zeigt { $board_move }, eingegeben wurde aber { $typed }.

## Gesprochene Form gedruckter Antworten, und halt.
command-stop = halt, stopp
# Eine Zugnummer der Zugliste, gesprochen; $white und $black sind die Züge
# in den Worten des Vokabulars (Anhang D).
moves-spoken = { $side ->
        [white] Zug { $n }: Weiß, { $white }.
        [black] Zug { $n }: Schwarz, { $black }.
       *[both] Zug { $n }: Weiß, { $white }; Schwarz, { $black }.
    }
moves-spoken-offer = { $words }, mit Remisangebot
fen-spoken-intro = Die Stellung als FEN, in Worten.
fen-spoken-castling = Rochaderechte: Weiß { $white ->
        [both] kurz und lang
        [short] nur kurz
        [long] nur lang
       *[none] keine
    }; Schwarz { $black ->
        [both] kurz und lang
        [short] nur kurz
        [long] nur lang
       *[none] keine
    }.
fen-spoken-en-passant = Schlagen en passant möglich auf { $square }.
fen-spoken-halfmoves = Halbzüge seit dem letzten Schlagen oder Bauernzug: { $n }.
pgn-spoken-moves = Die Partie in PGN hat { $n ->
        [0] noch keinen Zug
        [one] einen Zug
       *[other] { $n } Züge
    }.
pgn-spoken-players = Weiß: { $white }. Schwarz: { $black }.
pgn-spoken-unknown = nicht angegeben
# Das Brett gesprochen: die Figuren einer Seite nach Art ("Türme Anna eins
# und Hektor eins").
board-spoken = { $c }: { $groups }.
board-spoken-group = { $count ->
        [one] { $piece } { $squares }
       *[other] { $pieces } { $squares }
    }
board-spoken-and = und
role-plural-king = Könige
role-plural-queen = Damen
role-plural-rook = Türme
role-plural-bishop = Läufer
role-plural-knight = Springer
role-plural-pawn = Bauern
## Braille displays through BRLTTY
brltty-lost = Die Braillezeile lässt sich nicht mehr benutzen: { $why }. Die Partie geht ohne sie weiter.
brltty-line-full = Die Zeile ist mit { $max } Zeichen voll. Löschen Sie ein Zeichen, oder schicken Sie die Zeile mit der Eingabetaste ab.
## Devices in scripts (@wait)
script-wait-no-board = Das Skript wartet auf einen Zug auf einem Brett, aber es ist kein Brett angeschlossen.
script-wait-timed-out = Innerhalb von { $seconds } { $seconds ->
        [one] Sekunde
       *[other] Sekunden
    } kam kein Zug vom Brett. Das Skript geht weiter.
script-wait-usage = Ein Skript wartet auf einen Zug auf dem Brett mit der Zeile @wait, oder @wait und einer Zeit von höchstens zehn Minuten, etwa @wait 5s.
## Command-line errors
cli-unknown-argument = { $arg } ist keine Option dieses Befehls.{ $suggested ->
        [yes] { " " }Gemeint ist vielleicht { $suggestion }.
       *[no] {""}
    }
cli-unknown-subcommand = annabella hat keinen Befehl { $name }.{ $suggested ->
        [yes] { " " }Gemeint ist vielleicht { $suggestion }.
       *[no] {""}
    }
cli-missing-value = { $arg } braucht einen Wert.
cli-invalid-value = { $value } ist kein gültiger Wert für { $arg }.{ $listed ->
        [yes] { " " }Erwartet: { $allowed }.
       *[no] {""}
    }
cli-missing-required = Es fehlt: { $args }.
cli-missing-subcommand = annabella braucht einen Befehl: play, resume, export oder check.
cli-conflict = { $twice ->
        [yes] { $arg } darf nur einmal angegeben werden.
       *[no] { $arg } und { $other } schließen einander aus.
    }
cli-not-text = Ein Argument ist kein lesbarer Text.
cli-other = { $named ->
        [yes] Die Befehlszeile ist bei { $arg } nicht verständlich.
       *[no] Die Befehlszeile ist nicht verständlich.
    }
cli-help-hint = { $named ->
        [yes] Hilfe: annabella { $command } --help
       *[no] Hilfe: annabella --help
    }
setup-bad-fen = Die FEN ist keine gültige Stellung: { $why }
setup-bad-pgn = Die PGN-Datei ist nicht lesbar: { $why }
setup-bad-braille = Braille-Einstellung: { $why }
setup-bad-vocabulary = Ansagewörter: { $why }
setup-bad-warnings = { $why } ist keine Liste von Zeiten. Erwartet zum Beispiel 5m,1m,30s.
setup-bad-blind = Unbekannter blinder Spieler { $why }. Erwartet: white, black oder both.
setup-bad-operator = Unbekannte Bedienung { $why }. Erwartet: assistant oder player.
setup-operator-needs-blind = Mit --operator player bitte die Farbe des Spielers nennen: --blind white oder --blind black.
setup-unknown-notation = Unbekannte Notation { $why }. Erwartet: auto oder eine von { $codes }.
time-control-error = { $kind ->
        [zero-base-time] Die Bedenkzeit { $input } lässt sich nicht spielen: die erste Periode braucht eine Zeit über null, etwa 5+3, fünf Minuten und drei Sekunden Inkrement. Für eine Partie ohne Zeitbegrenzung einen Strich schreiben.
        [empty] Die Bedenkzeit ist leer.
        [char] Die Bedenkzeit { $input } ist nicht lesbar: das Zeichen { $word } an Stelle { $position } gehört nicht hinein.
        [word] Die Bedenkzeit { $input } ist nicht lesbar: { $word } ist weder eine Einheit (h, m, s) noch eine Zugabe (d Verzögerung, b Bronstein, i Inkrement).
        [time] Die Bedenkzeit { $input } ist nicht lesbar: an Stelle { $position } wird eine Zeit erwartet, etwa 90, 90m, 1h30m oder 30s.
        [moves] Die Bedenkzeit { $input } ist nicht lesbar: an Stelle { $position } wird eine ganze Zahl von Zügen erwartet.
        [trailing] Die Bedenkzeit { $input } ist ab Stelle { $position } nicht lesbar: die Zugabe kommt zuletzt.
        [zero-moves] Die Bedenkzeit { $input } ist nicht lesbar: eine Periode braucht mindestens einen Zug.
        [too-large] Die Bedenkzeit { $input } ist nicht lesbar: eine Zahl ist zu groß.
        [sandclock] Die Bedenkzeit { $input } ist nicht verwendbar: Sanduhr-Bedenkzeiten werden nicht unterstützt.
        [after-sudden-death] Die Bedenkzeit { $input } ist nicht lesbar: eine Periode ohne Zugzahl gilt bis zum Ende der Partie, danach kann keine Periode mehr folgen.
       *[no-base-time] Die Bedenkzeit { $input } ist nicht lesbar: eine Verzögerung oder ein Inkrement braucht die Grundzeit davor, etwa 5+d3.
    }
time-control-examples = Beispiele: 90/40+30+30s, 5+3, 15m+10s, 5+d3, oder PGN 40/5400+30:1800+30.

## Who defends a square
defenders-none = { $c } deckt { $square } nicht.
defenders = { $c } deckt { $square } mit { $list }.

## The answers to a journal failure
words-retry = nochmal, wiederholen
words-unprotected = ungesichert

## The pin board's status (brett status)
board-status-port = Anschluss: { $port }.
board-status-state = { $state ->
        [connecting] Zustand: wartet auf die Antwort des Bretts.
        [connected] Zustand: verbunden.
       *[disconnected] Zustand: getrennt, wird neu verbunden.
    }
board-status-board = Brett: { $name }, Protokollversion { $version }.
board-status-caps = { $listed ->
        [yes] Fähigkeiten: { $caps }.
       *[no] Fähigkeiten: keine.
    }
board-status-levels = Stufen der Anzeige: { $n }.
board-status-frames = Rahmen gesendet: { $sent }, empfangen: { $received }.
board-status-bytes = Bytes gesendet: { $sent }, empfangen: { $received }.
board-status-retries = Rahmen erneut gesendet: { $n }.
board-status-checksum = Beschädigte Rahmen: { $n }.
board-status-naks = Negative Quittungen gesendet: { $sent }, empfangen: { $received }.
board-status-duplicates = Doppelt empfangene Rahmen: { $n }.
board-status-link-losses = Verbindungsabbrüche: { $n }.
board-status-reconnections = Neue Verbindungen: { $n }.
board-status-divergences = Behobene Abweichungen: { $n }.
board-status-last-error = Letzter Fehler: { $why }.
board-cap-pins = Stifte
board-cap-vibrate = Vibration
board-cap-blink = Blinken
board-cap-occupancy = Belegungssensoren
board-cap-identity = Figurenerkennung
board-cap-button = Taste
board-cap-digest = Prüfsumme der Stifte

## Speech backends that fail, in words
speech-no-answer = { $backend } antwortet nicht
speech-no-audio = { $path } wurde nicht geschrieben: es entstand kein Ton
speech-no-screen-reader = es läuft kein Bildschirmleser (NVDA, JAWS oder ein anderer, den Tolk kennt)
speech-screen-reader-not-built = { $backend } ist in diesem Build nicht enthalten (bauen mit: cargo build --release --features screenreader)
speech-voiceover = VoiceOver nimmt keine Sprache von Programmen an; stattdessen spricht die Systemstimme

## Why a game cannot begin
start-device-not-opened = { $device ->
        [pin-board] Das Stiftbrett
        [dot-pad] Das Dot Pad
       *[dgt] Das elektronische DGT-Brett
    } an { $port } lässt sich nicht öffnen: { $why }
start-folder-holds-game = Der Ordner { $folder } enthält schon eine Partie. Fortsetzen mit: annabella resume { $journal }. Oder einen anderen Ordner nennen.
start-no-game-folder = Für die Partie lässt sich kein Ordner anlegen: { $why }. Einen mit --game-dir ORDNER nennen, oder mit --no-journal ohne Journal spielen.
start-no-data-folder = Kein Datenordner bekannt, weil HOME nicht gesetzt ist. Einen mit --game-dir ORDNER nennen, oder mit --no-journal ohne Journal spielen.
start-journal-not-writable = Das Journal in { $folder } lässt sich nicht schreiben: { $why }. Einen anderen Ordner mit --game-dir ORDNER nennen, oder mit --no-journal ohne Journal spielen.
start-recording-exists = Die Aufzeichnung { $path } gibt es schon; sie wird nicht überschrieben. Bitte eine andere Datei nennen.
start-recording-not-writable = Die Aufzeichnung { $path } lässt sich nicht schreiben: { $why }
start-script-unreadable = Das Skript { $path } lässt sich nicht lesen: { $why }
start-no-unfinished-game = Keine unbeendete Partie gefunden. Bitte die Journaldatei nennen: annabella resume DATEI
start-cannot-resume = { $path } lässt sich nicht fortsetzen: { $why }
export-cannot-read = { $path } lässt sich nicht exportieren: { $why }
start-no-journal-in-folder = Der Ordner { $folder } enthält kein Journal einer Partie. Bitte die Journaldatei oder den Ordner einer Partie nennen: annabella resume DATEI
start-resumed-game-not-kept = Die fortgesetzte Partie lässt sich in { $folder } nicht ablegen: { $why }. Kopieren Sie den Umschlag in einen Ordner, in dem Sie schreiben dürfen, und setzen Sie die Partie dort fort.

## The pin board's verbs (brett heben e2)
words-board-lift = heben
words-board-place = setzen
words-board-check = prüfen, pruefen
words-board-status = status, zustand

## The settings file
config-unreadable = Die Einstellungsdatei { $file } ist nicht lesbar: { $why }. Es gelten die Voreinstellungen.
config-not-toml = Die Einstellungsdatei { $file } ist kein gültiges TOML ({ $why }). Es gelten die Voreinstellungen.
config-unknown-key = Einstellungsdatei { $file }: unbekannter Schlüssel { $key } ausgelassen. Bekannte Schlüssel: { $known }.
config-left-out = Einstellungsdatei { $file }: { $key } ausgelassen. { $why }
config-unknown-lang = Unbekannte Sprache { $word }.
config-bad-announce = { $word } ist weder long noch short.
## Die Startzeile
speech-started = Sprachausgabe: { $backend }.
speech-started-off = Sprachausgabe: aus.
speech-started-no-sound = Kein Tonausgabegerät gefunden: Die Sprachausgabe ist aus. Schließen Sie eines an und starten Sie neu, oder nehmen Sie mit --speech wav:ORDNER auf.
speech-no-sound-device = Kein Tonausgabegerät gefunden: { $backend } ist vielleicht nicht zu hören. Schließen Sie eines an, oder nehmen Sie mit --speech wav:ORDNER auf.

## Warum sich ein Protokoll nicht fortsetzen lässt.
resume-damaged-inside = das Protokoll ist in Zeile { $line } beschädigt, und danach folgen ganze Einträge. Es wurde gelassen, wie es ist.
resume-not-a-journal = diese Datei ist weder ein Partieprotokoll von annabella noch ein Umschlag einer Hängepartie.
resume-unreadable = das Protokoll lässt sich nicht lesen: { $why }
resume-open-elsewhere = die Partie ist in einem anderen annabella-Fenster offen. Spielen Sie dort weiter, oder schließen Sie es zuerst.
resume-not-writable = das Protokoll lässt sich lesen, aber nicht schreiben: { $why }. Kopieren Sie den Partieordner an einen Ort, an dem Sie schreiben dürfen, und setzen Sie die Kopie fort, oder lesen Sie die Partie mit annabella export.
resume-no-settings = das Protokoll hat keinen Eintrag mit Einstellungen, es ist also kein Partieprotokoll.
resume-bad-settings = die Einstellungen im Protokoll lassen sich nicht verwenden: { $why }
resume-diverged = Eintrag { $record } des Protokolls nennt den Zug { $recorded }, aber die eingegebenen Zeilen ergeben { $found }. Das Protokoll ist unvollständig oder beschädigt, und die Partie wurde nicht fortgesetzt. annabella export zeigt die Züge bis dahin.
## BRLTTY errors in the user's language, the display on resume
brltty-why-connect = BRLTTY ist nicht erreichbar ({ $why })
brltty-why-not-built = dieses annabella wurde ohne BRLTTY-Unterstützung gebaut (bauen mit: cargo build --release --features brltty)
start-brltty = Die Braillezeile lässt sich nicht benutzen: { $why }.
brltty-connected-again = Die Braillezeile ist wieder verbunden.
brltty-not-reconnected = Die Braillezeile lässt sich nicht wieder verbinden: { $why }. Die Partie geht ohne sie weiter.

## Töne, die aus sind.
earcons-not-built = Töne brauchen einen Build mit dem Merkmal native, deshalb sind sie aus.
earcons-no-device = Es gibt kein Tonausgabegerät, deshalb sind Töne aus.
earcons-no-device-why = Es gibt kein Tonausgabegerät: { $why }. Töne sind aus.
earcons-failed = Das Tonausgabegerät ist ausgefallen: { $why }. Töne sind aus.
## The help of the command line (annabella --help,
## annabella play --help), laid over clap's by src/cli_help.rs.
cli-help-heading-usage = Aufruf
cli-help-heading-commands = Befehle
cli-help-heading-arguments = Argumente
cli-help-heading-options = Optionen
cli-help-flag-help-summary = Hilfe zeigen (kurz mit -h)
cli-help-default = Vorgabe
cli-help-alias = auch
cli-help-possible-values = mögliche Werte
cli-help-possible-values-heading = Mögliche Werte
cli-help-annabella = Schach für blinde und sehbehinderte Spieler nach den FIDE-Schachregeln (Anhang D)
cli-help-flag-help = Hilfe zeigen
cli-help-flag-version = Version zeigen
cli-help-play = Eine Partie spielen: im Dialog oder nach einem Skript von Eingabezeilen
cli-help-play-script = Eingabezeilen aus FILE lesen statt von einer Person ("-" für die Standardeingabe)
cli-help-play-speech = Sprachausgabe: auto, screenreader, tts, spd, espeak, text, wav:DIR oder off (Vorgabe: auto am Terminal, off für Skripte)
cli-help-play-brltty = Jede Antwort auf der Braillezeile zeigen, die BRLTTY steuert, und dort getipptes Braille lesen (in Builds mit dem Feature brltty; BRLAPI_HOST nennt ein anderes BRLTTY)
cli-help-play-fen = Mit dieser Stellung beginnen (FEN)
cli-help-play-pgn = Mit den Zügen dieser PGN-Datei beginnen (ihrer ersten Partie)
cli-help-play-notation = Figurenbuchstaben, die in algebraischen Zügen gelesen werden: auto, en, de, ru, fr, nl, figurine
cli-help-play-write-notation = Figurenbuchstaben, mit denen Züge geschrieben werden (Vorgabe: die Sprache von --notation, sonst en), oder iccf für die ICCF-Ziffernnotation (5254 für e2-e4)
cli-help-play-strict-case = Figurenbuchstaben müssen groß geschrieben sein ("nf3" ist dann kein Springerzug)
cli-help-play-lang = Sprache der Meldungen: de, en oder ru (Vorgabe aus der Umgebung)
cli-help-play-time = Bedenkzeit, zum Beispiel "90/40+30+30s" oder in PGN "40/5400:1800+30"
cli-help-play-vocabulary = Gesprochene Wörter: de (Anhang F, Vorgabe), ru, en, nato oder eine Vokabeldatei
cli-help-play-short = Nur das Zielfeld ansagen ("Springer Felix drei"); dasselbe wie --announce short
cli-help-play-announce = Form der Ansage: long ("Springer Gustav eins Felix drei") oder short ("Springer Felix drei"). Vorgabe: short bei einer Grundbedenkzeit unter 10 Minuten, sonst long
cli-help-play-announce-long = Figur, Ausgangsfeld und Zielfeld: "Springer Gustav eins Felix drei"
cli-help-play-announce-short = Das Zielfeld, das Ausgangsfeld nur wo nötig: "Springer Felix drei"
cli-help-play-move-numbers = Ansagen mit Zugnummer und Farbe beginnen
cli-help-play-warn = Warnungen bei knapper Zeit, zum Beispiel "5m,1m,30s" ("none" für keine)
cli-help-play-announce-every = Die Zeit regelmäßig ansagen, zum Beispiel "10m" (und in den letzten fünf Minuten einer Periode jede Minute)
cli-help-play-mode = Partieart: standard, rapid (Schnellschach) oder blitz (Vorgabe: aus der Bedenkzeit abgeleitet)
cli-help-play-illegal-rule = Welcher vollendete regelwidrige Zug verliert: second, der zweite (heutige Regeln, Vorgabe), oder third, der dritte (ältere Fassung)
cli-help-play-illegal-rule-second = Heutige Regeln (7.5.5): der zweite vollendete regelwidrige Zug verliert
cli-help-play-illegal-rule-third = Die ältere Fassung (10.3): erst der dritte verliert
cli-help-play-resignation-always-loses = Die ältere Regel: Aufgeben verliert immer, auch wenn der Gegner nicht mattsetzen kann
cli-help-play-braille = Braillezeile nach jedem Zug und für das Brett: off, unicode, ascii
cli-help-play-braille-code = Schach-Braillecode: uk (BCA, Springer "s") oder de (deutsche Buchstaben K D T L S)
cli-help-play-diagram-mark = Welche Figuren das Braille-Brettdiagramm kennzeichnet: black (sechs Punkte, Punkt 6 vor den schwarzen Figuren; Vorgabe) oder white (Punkt 7 an den weißen Figuren, für eine Zeile mit 8 Punkten)
cli-help-play-line-width = Antworten, die länger als N Zeichen sind, an Wortgrenzen auf mehrere Zeilen umbrechen (0: nie; Vorgabe 40 mit --braille, sonst nie)
cli-help-play-blind = Wer blind ist: white, black oder both (das Brett wird von dieser Seite gezeigt)
cli-help-play-operator = Wer an diesem Programm tippt (D.2.10): "assistant" (Vorgabe; gibt die Züge beider Spieler ein) oder "player" (der blinde Spieler selbst, mit --blind white oder black; die Ansagen sprechen ihn direkt an)
cli-help-play-board = Das Stiftbrett: ein serieller Anschluss (zum Beispiel /dev/ttyUSB0 oder COM3), eine TCP-Adresse (tcp:HOST:PORT, wie board-sim --tcp sie anbietet), "virtual" (bewegt durch Zeilen board lift und board place) oder "list", um die Anschlüsse aufzulisten
cli-help-play-baud = Übertragungsgeschwindigkeit des Stiftbretts (Vorgabe 115200)
cli-help-play-dotpad = Ein Dot Pad, ein Display aus Stiften: sein serieller Anschluss (zum Beispiel /dev/ttyUSB0 oder COM3) oder "list", um die Anschlüsse aufzulisten. Es zeigt das Brett und liest die Perkins-Tasten
cli-help-play-dgt = Das DGT-Brett des sehenden Spielers: ein serieller Anschluss (9600 Baud) oder "list", um die Anschlüsse aufzulisten. Seine Züge werden gelesen und angesagt
cli-help-play-white = Name des Spielers mit den weißen Figuren, für die Partienotation
cli-help-play-black = Name des Spielers mit den schwarzen Figuren, für die Partienotation
cli-help-play-event = Das Turnier oder der Wettkampf, für die Partienotation
cli-help-play-site = Wo gespielt wird (Ort, Saal), für die Partienotation
cli-help-play-round = Die Runde des Turniers, zum Beispiel 3 oder 3.1, für die Partienotation
cli-help-play-board-number = Die Brettnummer im Saal, für die Partienotation
cli-help-play-date = Datum der Partie, JJJJ.MM.TT (Vorgabe: heute)
cli-help-play-earcons = Kurze Töne bei Ereignissen (native Builds): auto, on oder off. "auto" spielt sie, wo es geht, und schweigt darüber, wo nicht
cli-help-play-config = Einstellungsdatei (Vorgabe: config.toml im Einstellungsordner, ~/.config/annabella unter Linux, %APPDATA%\annabella unter Windows, ~/Library/Application Support/annabella unter macOS; nur für Partien im Dialog gelesen)
cli-help-play-record = Alles Getippte, Gesagte und Ausgegebene als Protokoll in FILE schreiben, das annabella check nachspielt (eine neue Datei)
cli-help-play-game-dir = Ordner für Journal und Partienotation dieser Partie (Vorgabe am Terminal: ein neuer Ordner im Ordner games des Datenordners, ~/.local/share/annabella/games unter Linux, %APPDATA%\annabella\games unter Windows, ~/Library/Application Support/annabella/games unter macOS). Ein Ordner, der schon eine Partie enthält, wird abgelehnt: dann diese Partie fortsetzen
cli-help-play-no-journal = Ohne Journal spielen: nach einem Absturz ist die Partie verloren
cli-help-flag-help-more = Hilfe zeigen (ausführlich mit --help)
cli-help-export = Die Notation einer Partie (aus einem Journal oder einer PGN-Datei) als PGN und als Braille-Partieformular schreiben (BRF für einen Brailledrucker, oder Brailletext in Unicode)
cli-help-export-game = Die Partie: ein Journal (journal.txt) oder eine PGN-Datei
cli-help-export-pgn = Die Notation als PGN in FILE schreiben
cli-help-export-brf = Das Braille-Partieformular als BRF (Seiten in Braille-ASCII) in FILE schreiben
cli-help-export-unicode = Das Braille-Partieformular als Brailletext in Unicode in FILE schreiben
cli-help-export-braille-code = Schach-Braillecode: uk oder de
cli-help-export-diagram-mark = Die Farbe, die in der Anfangsstellung einer aufgebauten Partie gekennzeichnet wird: black (Punkt 6 vor den schwarzen Figuren, Vorgabe) oder white (Punkt 7)
cli-help-export-overwrite = Vorhandene Ausgabedateien ersetzen (sonst werden sie abgelehnt)
cli-help-resume = Eine unbeendete Partie aus ihrem Journal fortsetzen (Vorgabe: die neueste unbeendete Partie), mit den Einstellungen, mit denen sie gespielt wurde
cli-help-resume-journal = Die Journaldatei (journal.txt im Ordner der Partie), der Ordner der Partie oder der Umschlag einer Hängepartie
cli-help-resume-script = Eingabezeilen aus FILE lesen statt von einer Person ("-" für die Standardeingabe)
cli-help-resume-speech = Sprachausgabe: auto, screenreader, tts, spd, espeak, text, wav:DIR oder off (Vorgabe: auto am Terminal, off für Skripte)
cli-help-resume-brltty = Jede Antwort auf der Braillezeile zeigen, die BRLTTY steuert, und dort getipptes Braille lesen (in Builds mit dem Feature brltty; BRLAPI_HOST nennt ein anderes BRLTTY)
cli-help-resume-board = Der Anschluss des Stiftbretts, falls es jetzt anderswo angeschlossen ist (die einzige Einstellung, die sich ändern darf; sonst gilt der aufgezeichnete Anschluss)
cli-help-resume-dgt = Der Anschluss des DGT-Bretts, falls es jetzt anderswo angeschlossen ist (sonst gilt der aufgezeichnete Anschluss)
cli-help-resume-dotpad = Der Anschluss des Dot Pad, falls es jetzt anderswo angeschlossen ist (sonst gilt der aufgezeichnete Anschluss)
cli-help-resume-time = Hängepartie: die Bedenkzeit, mit der es weitergeht
cli-help-resume-draw = Hängepartie: die Spieler haben sich vor der Wiederaufnahme auf Remis geeinigt (A6); der Umschlag wird nicht geöffnet
cli-help-resume-resign = Hängepartie: dieser Spieler hat vor der Wiederaufnahme aufgegeben (A6)
cli-help-resume-downtime = Wie die Zeit zählt, in der das Programm nicht lief, nach Entscheidung des Schiedsrichters: paused (Vorgabe: die Uhr läuft dort weiter, wo sie stand) oder counts (sie lief für den Spieler am Zug weiter)
cli-help-check = Protokolle prüfen: jedes in einer frischen Sitzung abspielen und die Ausgabe vergleichen
cli-help-check-files = Protokolldateien
cli-help-check-bless = Die erwartete Ausgabe durch das ersetzen, was die Sitzung jetzt sagt
cli-help-board-sim = Ein Stiftbrett auf einem Pseudoterminal simulieren oder, mit --tcp, an einem TCP-Port (gibt aus, was mit --board zu öffnen ist)
cli-help-board-sim-no-pins = Brett ohne Stifte und andere Anzeigen
cli-help-board-sim-no-vibrate = Stifte, die nicht vibrieren können
cli-help-board-sim-blink = Anzeigen, die blinken können (Lichter)
cli-help-board-sim-no-sensors = Brett ohne Sensoren für die Steckfiguren
cli-help-board-sim-no-identity = Sensoren, die Steckfiguren fühlen, aber nicht erkennen, welche Figur es ist
cli-help-board-sim-no-button = Brett ohne Taste
cli-help-board-sim-no-digest = ACKs ohne die Prüfsumme der Figurentabelle
cli-help-board-sim-levels = Anzahl der Stufen der Anzeigen
cli-help-board-sim-link = Einen symbolischen Link unter PATH halten, der auf das Pseudoterminal zeigt
cli-help-board-sim-tcp = An einer TCP-Adresse lauschen (zum Beispiel 127.0.0.1:5040) statt an einem Pseudoterminal; gespielt wird dann mit --board tcp:127.0.0.1:5040. Der einzige Weg auf Systemen ohne Pseudoterminals (Windows)
cli-help-board-sim-empty = Mit leerem Brett beginnen, ohne Steckfiguren
cli-help-board-sim-line-noise = Wahrscheinlichkeit je Byte, dass die Leitung es verfälscht (0 bis 1)
cli-help-board-sim-line-drop = Wahrscheinlichkeit je Byte, dass die Leitung es verliert (0 bis 1)
cli-help-board-sim-seed = Startwert für das Rauschen
cli-help-completions = Vervollständigungen für die Shell ausgeben (bash, zsh, fish, powershell oder elvish); in README steht, wohin sie gehören
cli-help-man = Die Handbuchseite ausgeben (roff, auf Englisch); mit --dir sie und eine Seite je Unterbefehl in einen Ordner schreiben
cli-help-man-dir = annabella.1 und eine Seite je Unterbefehl in diesen Ordner schreiben
cli-help-dotpad-sim = Ein Dot Pad auf einem Pseudoterminal simulieren (gibt seinen Pfad aus; Braille auf seinen Perkins-Tasten tippen mit type CELLS)
cli-help-dotpad-sim-link = Einen symbolischen Link unter PATH halten, der auf das Pseudoterminal zeigt
cli-help-dgt-sim = Ein DGT-Brett auf einem Pseudoterminal simulieren (gibt seinen Pfad aus; Zeilen wie lift e2 und place e4 P bewegen seine Figuren)
cli-help-dgt-sim-turned = Das Brett steht umgedreht (Schwarz auf der nahen Seite)
cli-help-help = Diese Hilfe oder die Hilfe der genannten Unterbefehle zeigen

## FEN counters no game reaches
fen-too-many-halfmoves = der Halbzugzähler { $text } ist größer, als eine Partie bis zu dieser Zugnummer gespielt hat: höchstens { $max }
fen-too-many-fullmoves = die Zugnummer { $text } ist größer, als eine Partie erreicht: höchstens { $max }

## Devices that do not answer
board-silent = Das Stiftbrett antwortet nicht.
board-cannot-scan = Dieses Stiftbrett hat keine Sensoren: es kann nicht sagen, wo seine Figuren stecken.
dgt-silent = Das elektronische Brett antwortet nicht.
dgt-answers-again = Das elektronische Brett antwortet wieder; sein Brett wird neu gelesen.
dotpad-silent = Das Dot Pad antwortet nicht. Die Partie geht weiter; sobald es antwortet, zeigt es das Brett wieder.
## Schnellbeendigung (Richtlinien III) und Artikel 8.4
command-request = beantragen
words-quickplay = schnellbeendigung, endspurt, richtlinien
words-normal-means = normale-mittel, normal
words-no-effort = keine-bemühung, keine-bemuehung, bemühung
words-increment = zeitzuschlag, fünf-sekunden, fuenf-sekunden
words-arbiter-grant = stattgeben
words-arbiter-postpone = aufschieben
words-arbiter-reject = zurückweisen, zurueckweisen
words-arbiter-flags = fahnen, flaggen
qp-setup-unknown = Unbekannte Regel für die Schnellbeendigung { $word }. Erwartet: III.4, III.5 oder none.
qp-setup-unknown-arbiter = Unbekannter Schiedsrichter { $word }. Erwartet: present oder none.
qp-setup-not-applicable = { $why ->
        [untimed] Die Schnellbeendigung braucht eine Bedenkzeit: auch --time angeben.
        [blitz] Die Schnellbeendigung gilt nicht im Blitzschach (Richtlinien III.2).
       *[bonus] Die Schnellbeendigung gilt nicht mit Zeitzuschlag oder Verzögerung (Richtlinien III.2).
    }
qp-claim-usage = Sagen Sie, worauf das Remis reklamiert wird: reklamieren schnellbeendigung normale-mittel, oder reklamieren schnellbeendigung keine-bemühung.
qp-request-usage = Der Antrag nach Richtlinie III.4 lautet: beantragen zeitzuschlag.
qp-not-announced = Dieses Turnier hat die Schnellbeendigung der Richtlinien III nicht angekündigt. Sie wird mit --quickplay III.4 oder III.5 eingestellt.
qp-use-other = { $rule ->
        [increment] Dieses Turnier wendet Richtlinie III.4 an: fünf Sekunden je Zug werden mit beantragen zeitzuschlag erbeten.
       *[claim] Dieses Turnier wendet Richtlinie III.5 an: Remis wird mit reklamieren schnellbeendigung reklamiert.
    }
qp-refused = { $why ->
        [untimed] Abgelehnt: die Partie hat keine Uhr.
        [blitz] Abgelehnt: die Richtlinien gelten nicht im Blitzschach (III.2).
        [bonus] Abgelehnt: die Richtlinien gelten nicht mit Zeitzuschlag oder Verzögerung (III.2).
        [not-started] Abgelehnt: die Uhr ist noch nicht gestartet.
        [introduced] Abgelehnt: die fünf Sekunden je Zug gelten schon.
        [earlier-period] Abgelehnt: bis zur Zeitkontrolle sind noch Züge zu machen; die Schnellbeendigung ist die letzte Periode.
        [too-much-time] Abgelehnt: { $by } hat noch zwei Minuten oder mehr; die Richtlinien III.4 und III.5 verlangen weniger als zwei.
       *[flag-fallen] Abgelehnt: das Fallblättchen von { $by } ist gefallen; reklamiert werden muss vorher.
    }
qp-already = Eine Reklamation oder ein Antrag wartet schon auf die Entscheidung des Schiedsrichters.
qp-claimed = { $basis ->
        [normal-means] { $by } reklamiert Remis nach Richtlinie III.5: { $other } kann mit normalen Mitteln nicht gewinnen.
        [no-effort] { $by } reklamiert Remis nach Richtlinie III.5: { $other } bemüht sich nicht, mit normalen Mitteln zu gewinnen.
       *[unstated] { $by } reklamiert Remis nach Richtlinie III.5.
    }
qp-arbiter-decides = Die Uhren sind angehalten. Schiedsrichter: schiedsrichter stattgeben, schiedsrichter aufschieben oder schiedsrichter zurückweisen.
qp-referred = Kein Schiedsrichter ist anwesend (Richtlinie III.6): die Reklamation beendet die Partie. Die Schlussstellung und die Partienotation werden für den zuständigen Schiedsrichter festgehalten, der das Ergebnis bestimmt.
qp-claim-waits = Eine Remisreklamation wartet auf den Schiedsrichter: schiedsrichter stattgeben, schiedsrichter aufschieben oder schiedsrichter zurückweisen.
qp-game-held = Die Partie endete mit einer Remisreklamation für den zuständigen Schiedsrichter: keine Züge mehr. Der Schiedsrichter entscheidet mit schiedsrichter ergebnis.
qp-referred-decide = Die Reklamation ging an den zuständigen Schiedsrichter, der das Ergebnis bestimmt: schiedsrichter stattgeben für Remis, oder schiedsrichter ergebnis mit dem Ergebnis.
qp-result-pending = Die Partie endete mit einer Remisreklamation für den zuständigen Schiedsrichter, der das Ergebnis noch nicht bestimmt hat.
qp-granted = Der Schiedsrichter gibt der Reklamation statt.
qp-postponed = Der Schiedsrichter schiebt die Entscheidung auf. Die Partie geht weiter.
qp-may-still-draw = Der Schiedsrichter kann später noch Remis erklären, auch nachdem ein Fallblättchen gefallen ist: schiedsrichter ergebnis remis.
qp-rejected = Der Schiedsrichter weist die Reklamation zurück. Die Partie geht weiter.
qp-nothing-pending = Keine Remisreklamation und kein Antrag wartet auf den Schiedsrichter.
qp-requested = { $by } beantragt fünf Sekunden je Zug für beide Spieler (Richtlinie III.4). Das ist zugleich ein Remisangebot. { $other }: annehmen oder ablehnen.
qp-request-waits = Der Antrag auf fünf Sekunden je Zug wartet: { $answers }: annehmen oder ablehnen.
qp-answer-first = Zuerst antwortet { $answers } auf das Remisangebot: annehmen oder ablehnen.
qp-request-to-arbiter = Schiedsrichter: schiedsrichter stattgeben führt fünf Sekunden je Zug ein, sonst schiedsrichter zurückweisen.
qp-request-no-arbiter = Kein Schiedsrichter ist anwesend, der zustimmen könnte: die Partie geht ohne die fünf Sekunden weiter.
qp-request-decide = Der Schiedsrichter gibt dem Antrag statt oder weist ihn zurück: schiedsrichter stattgeben oder schiedsrichter zurückweisen.
qp-increment-granted = Der Schiedsrichter stimmt zu: ab jetzt kommen auf beiden Uhren fünf Sekunden je Zug hinzu.
qp-increment-refused = Der Schiedsrichter stimmt nicht zu: die Partie geht ohne die fünf Sekunden weiter.
qp-both-flags-draw = Beide Fallblättchen sind gefallen, und welches zuerst fiel, lässt sich nicht feststellen. In der letzten Periode ist das remis (Richtlinie III.3.1).
qp-both-flags-play-on = Beide Fallblättchen sind gefallen, und welches zuerst fiel, lässt sich nicht feststellen. Nicht in der letzten Periode: die Partie geht weiter (Richtlinie III.3.1). Schiedsrichter: beide Uhren mit schiedsrichter setzen stellen, dann schiedsrichter weiter.
qp-both-flags-unannounced = Beide Fallblättchen sind gefallen, und welches zuerst fiel, lässt sich nicht feststellen. Dieses Turnier hat die Richtlinien III nicht angekündigt: der Schiedsrichter entscheidet mit schiedsrichter ergebnis.
qp-undo-refused = Der letzte Zug kam vor einer Reklamation, einem Antrag oder einer Entscheidung der Schnellbeendigung, die gilt: er wird nicht zurückgenommen. Der Schiedsrichter berichtigt die Partie, wenn nötig (arbiter reopen, arbiter result).
qp-score-kept = { $side } hat weniger als fünf Minuten: nach Artikel 8.4 muss { $side } nicht mehr mitschreiben. annabella schreibt die Partie für { $side } weiter mit.
cli-help-play-quickplay = Die vom Turnier angekündigte Schnellbeendigung (FIDE-Richtlinien III): III.4 (fünf Sekunden je Zug auf Antrag), III.5 (Remisreklamation) oder none (Vorgabe). Nicht für Blitz und nicht für Partien mit Zeitzuschlag
cli-help-play-arbiter = Ob ein Schiedsrichter zur Hand ist: present (Vorgabe) oder none (eine Reklamation in der Schnellbeendigung beendet dann die Partie für den zuständigen Schiedsrichter)
resume-quickplay-diverged = Eintrag { $record } des Protokolls nennt für die Schnellbeendigung { $recorded }, aber die eingegebenen Zeilen ergeben { $found }. Das Protokoll ist unvollständig oder beschädigt, und die Partie wurde nicht fortgesetzt.
## Saved scores, results and adjournment
penalty-no-clock = In dieser Partie läuft keine Uhr, der Zeit von { $to } wird also nichts hinzugefügt.
adjourned-frozen = Die Partie ist vertagt und bleibt, wie sie versiegelt wurde, bis sie fortgesetzt wird: Das wird abgelehnt.
adjourned-already = Die Partie ist schon vertagt, ihr Abgabezug liegt in { $path }. Ein zweiter Umschlag wird nicht geschrieben.
secret-entered = Geheimnis eingegeben.
envelope-secret-again = Das Kennwort öffnet diesen Umschlag nicht, oder der Umschlag wurde verändert. Geben Sie das Kennwort noch einmal ein.
envelope-secret-gave-up = { $tries } Kennwörter haben den Umschlag nicht geöffnet. Prüfen Sie das Kennwort und ob dies der versiegelte Umschlag ist, dann rufen Sie annabella resume noch einmal auf.
envelope-opened-already = Dieser Umschlag wurde schon einmal geöffnet: Seine Partie ging in { $folder } weiter, und annabella resume { $folder } setzt sie dort fort. Erneut geöffnet, beginnt die Partie noch einmal bei der Vertagung, in einem neuen Ordner.
envelope-no-time-control = Der Umschlag nennt die Restzeiten, aber nicht die Bedenkzeit, darum geht die Partie ohne Uhr weiter. Um mit Uhr weiterzuspielen, öffnen Sie ihn erneut mit annabella resume UMSCHLAG --time, zum Beispiel --time 90+30.
envelope-no-secret = Es wurde kein Kennwort eingegeben. Rufen Sie annabella resume noch einmal auf, um den Umschlag zu öffnen.
envelope-wrong-secret = Das Kennwort öffnet diesen Umschlag nicht, oder der Umschlag wurde verändert.
envelope-unreadable = Der Umschlag kann nicht gelesen werden: Zeile { $line } ist nicht so, wie annabella sie schreibt. Die Datei wurde verändert oder abgeschnitten; es gilt die Papierfassung des Abgabezugs beim Schiedsrichter.
envelope-field-invalid = Der Umschlag kann nicht versiegelt werden: Das Feld { $field } muss eine Zeile sein, ohne Leerzeichen an den Enden, und nicht zu lang.
envelope-no-move = Es gibt keinen Abgabezug für den Umschlag.
envelope-move-too-long = Der Abgabezug ist zu lang für den Umschlag: Er darf höchstens { $max } Zeichen haben.
envelope-crypto = Der Umschlag konnte nicht versiegelt werden: Das System gab keine Zufallszahlen für seinen Schlüssel.
start-folder-empty-journal = Der Ordner { $folder } hat ein Protokoll ohne Partie: { $journal } ist leer oder wurde beim Anlegen der Partie abgeschnitten, etwa auf einer vollen Festplatte. Darin ist nichts fortzusetzen. Entfernen Sie diese Datei, um in diesem Ordner eine neue Partie zu beginnen, oder nennen Sie einen anderen Ordner.
start-folder-holds-score = Der Ordner { $folder } enthält { $file }, aber kein Protokoll. Eine neue Partie dort würde diese Datei ersetzen, darum beginnt sie nicht. Nennen Sie einen anderen Ordner, oder verschieben Sie die Datei vorher.
## listening
listen-audio = Die Aufnahme { $file } lässt sich nicht lesen: { $reason }.
listen-unknown-engine = Eine Spracherkennung namens { $name } gibt es nicht. Möglich ist pocketsphinx.
listen-not-built = Dieses Programm kann mit { $engine } nicht zuhören. Bauen Sie annabella mit dem Merkmal { $feature }.
listen-no-model = Das Sprachmodell von { $engine } liegt nicht in { $path }.
listen-no-library = Die Bibliothek von { $engine }, { $library }, wurde nicht gefunden. Gesucht: { $looked }. Legen Sie sie neben den Modellordner.
listen-keys = Züge werden getippt.
listen-no-pronunciation = Für das Wort { $word } kennt die Spracherkennung keine Aussprache.
listen-grammar = Die Wörter zum Zuhören lassen sich nicht einrichten: { $reason }.
listen-engine = Die Spracherkennung { $engine } ist gescheitert: { $reason }.
cli-help-hear = Aufnahmen (WAV-Dateien) in einer Stellung anhören: eine Zeile je Datei, durch Tabulatoren getrennt: die Datei, der gehörte Zug in SAN ("-" nichts gehört, "?" unsicher), die Sicherheit, die gehörten Wörter und bei Unsicherheit die Kandidaten
cli-help-hear-files = Die Aufnahmen
cli-help-hear-fen = Die Stellung (sonst die Grundstellung)
cli-help-hear-vocabulary = Die erwarteten Wörter: de, en, nato oder eine Wortschatzdatei
cli-help-hear-listen = Die Spracherkennung: pocketsphinx, wahlweise mit dem Ordner ihres Modells (pocketsphinx:ORDNER)
listen-confirm = { $first }?
listen-which-two = { $first } oder { $second }?
listen-which-three = { $first }, { $second } oder { $third }?
listen-heard = Gehört: { $words }, zu { $percent } Prozent sicher.
listen-not-played = Nicht gespielt. Bitte den Zug noch einmal ansagen.
listen-not-understood = Nicht verstanden.
listen-grave = { $word }? Das lässt sich nicht zurücknehmen: sagen Sie noch einmal { $word }, oder tippen Sie { $typed }.
cli-help-play-listen = Gesprochene Züge und Befehle hören, mit dieser Spracherkennung: pocketsphinx, wahlweise mit dem Ordner ihres Modells (pocketsphinx:ORDNER); braucht das Merkmal listen
cli-help-play-listen-from = Die WAV-Dateien in ORDNER, nach Namen geordnet, als das nehmen, was das Mikrofon hört
cli-help-play-confirm = Wann ein gehörter Zug vor dem Spielen nachgefragt wird: always (immer), unsure (bei Unsicherheit, Vorgabe) oder never (nie)
cli-help-play-keep-audio = Jede gehörte Äußerung als WAV-Datei in ORDNER aufheben, für den Schiedsrichter
cli-help-play-confirm-always = Jeder gehörte Zug wird nachgefragt
cli-help-play-confirm-unsure = Nur wenn die Erkennung unsicher ist (Vorgabe)
cli-help-play-confirm-never = Nie: die beste Vermutung wird gespielt (falsche Züge kommen vor)
## Guarding files and inputs
read-too-large = { $file } ist größer als { $size } { $unit ->
        [kb] Kilobyte
       *[mb] Megabyte
    }, so viel darf eine Datei dieser Art höchstens haben; sie wird nicht gelesen.
config-too-large = { $refused } Es gelten die Voreinstellungen.
config-missing = Die Einstellungsdatei { $file } gibt es nicht. Es gelten die Voreinstellungen.
voice-not-saved-left = Die neue Spracheinstellung wird nicht in { $file } geschrieben: Diese Datei war beim Start nicht lesbar und bleibt, wie sie ist. Die Einstellung gilt nur für diese Partie.
history-not-kept = { $refused } Die in dieser Partie getippten Zeilen werden nicht für die nächste aufbewahrt.
choice-unknown = { $word } ist keine der Möglichkeiten: { $expected }.
choice-needs-folder = { $word } braucht den Ordner für die Aufnahmen, etwa wav:aufnahmen.
path-is-a-folder = { $path } ist ein Ordner, keine Datei
path-not-a-folder = { $path } ist eine Datei, kein Ordner
cli-bad-value = { $value } ist für { $arg } nicht zu gebrauchen: { $why ->
        [date] Ein Datum ist Jahr, Monat und Tag mit Punkten, etwa 2026.12.01; ein unbekannter Teil sind Fragezeichen, etwa 2026.??.??.
        [board-number] Eine Brettnummer ist eine ganze Zahl ab 1.
       *[probability] Eine Wahrscheinlichkeit ist eine Zahl von 0 bis 1, etwa 0.01.
    }
man-pages-there = In { $dir } liegen schon Handbuchseiten ({ $names }); nichts wurde geschrieben. Mit --force werden sie ersetzt, oder einen anderen Ordner nennen.
man-pages-replaced = Ersetzt: { $names }.
cli-help-man-force = Seiten ersetzen, die schon im Ordner liegen (jede wird genannt)
speech-sound-device-failed = { $program } ist fehlgeschlagen: kein funktionierendes Tonausgabegerät
speech-screenreader-through = Sprachausgabe: Hier gibt es keine eigene Bildschirmleser-Sprache; gesprochen wird über { $backend }, das auch Orca nutzt.
## Dead positions explained (why dead)
command-why = warum
dead-why-locked = Es ist kein Schlagen mehr möglich und keine Figur erreicht den anderen König: tote Stellung.
dead-why-dead = Keine Seite kann durch irgendeine Folge legaler Züge mattsetzen: tote Stellung.
dead-why-not = Die Stellung ist nicht tot.
dead-ground-material = { $c } hat nicht genug Material zum Mattsetzen.
dead-ground-never-checks = Keine Figur von { $c } kann je ein Feld erreichen, von dem aus sie den anderen König angreift: { $c } kann nie Schach geben.
dead-ground-bishops = { $c } kann nur mit Läufern einer Farbe Schach geben, und der andere König behält immer ein Fluchtfeld der anderen Farbe: { $c } kann nie mattsetzen.
dead-ground-exhausted = Jede Zugfolge wurde bis zu ihrem Ende verfolgt: { $c } kann nie mattsetzen.
dead-ground-possible = { $c } kann noch mattsetzen.
dead-ground-undecided = Es ist nicht bewiesen, dass { $c } nicht mattsetzen kann, daher gilt: { $c } kann es.
dead-locked = Festgelegte Bauern, die nie mehr ziehen können: { $list }.
dead-reach = { $c }, { $piece } auf { $square }, erreicht { $n } Felder: { $list }.
dead-ruled-can-mate = Dabei kann { $c } noch mattsetzen: Es gibt eine Folge legaler Züge, die im Matt endet.
dead-ruled-stands = Der Schiedsspruch gilt. Um ihn zurückzunehmen, gibt der Schiedsrichter ein: schiedsrichter fortsetzen.
## Partie gegen ein Schachprogramm (play --engine)
engine-plays = { $engine } spielt { $side }.
engine-not-found = Das Schachprogramm { $program } wurde nicht gefunden. Installieren Sie es (unter Debian: apt install stockfish) oder geben Sie mit --engine seinen Pfad an.
engine-cannot-start = Das Schachprogramm { $program } lässt sich nicht starten: { $why }.
engine-not-uci = { $program } spricht kein UCI: gegen dieses Programm kann annabella nicht spielen.
engine-crashed = Das Schachprogramm { $program } arbeitet nicht mehr.
engine-hung = Das Schachprogramm { $program } hat in { $secs } Sekunden nicht geantwortet.
engine-illegal = Das Schachprogramm { $program } hat einen regelwidrigen Zug genannt, { $move }; er wird nicht gespielt.
engine-garbage = Das Schachprogramm { $program } hat keinen Zug geantwortet; es wird nichts gespielt.
engine-goes-on = Die Partie geht weiter: geben Sie die Züge des Programms selbst ein, oder tippen Sie engine restart.
engine-no-option = Das Schachprogramm bietet keine Einstellung { $option }: es spielt mit voller Stärke.
engine-hint = Ein guter Zug:
engine-hint-threat = Er begegnet der Drohung:
engine-hint-line = Die erwartete Folge:
engine-no-hint = Jetzt kein Tipp: Sie sind nicht am Zug.
engine-none = In dieser Partie spielt kein Schachprogramm.
engine-draw-accepts = Das Schachprogramm steht schlechter und nimmt das Remis an.
engine-draw-declines = Das Schachprogramm lehnt das Remis ab.
engine-resigns = { $side } gibt auf: das Schachprogramm hält seine Stellung für verloren.
engine-restarted = { $engine } spielt wieder.
words-hint = tipp, hinweis
words-engine = engine, programm
words-restart = restart, neustart
cli-help-play-engine = Gegen ein UCI-Schachprogramm spielen: ein Programm im PATH (z. B. stockfish) oder sein Pfad
cli-help-play-engine-plays = Die Seite des Programms: white oder black (Vorgabe: die Seite, die der Spieler nicht spielt)
cli-help-play-engine-elo = Die Spielstärke des Programms in Elo (wo es UCI_Elo anbietet)
cli-help-play-engine-level = Die Spielstufe des Programms, Skill Level (Stockfish: 0 bis 20)
cli-help-play-engine-nodes = Eine feste Zahl Knoten je Zug: jedes Mal dieselbe Partie
cli-help-play-engine-timeout = Sekunden, die das Programm ohne Uhr brauchen darf (Vorgabe 30)

## Die Partie vom Schachprogramm analysiert (analysieren)
analysis-move = Zug { $number }, { $side }, { $move }: { $kind ->
        [inaccuracy] eine Ungenauigkeit
        [mistake] ein Fehler
       *[blunder] ein grober Fehler
    }, { $pawns-shown } { $pawns ->
        [one] Bauer
       *[other] Bauern
    } verloren; besser war { $better }.
analysis-clean = Kein Fehler in { $moves } Zügen gefunden.
analysis-progress = Analyse: Stellung { $done } von { $all }.
analysis-stopped = Analyse nach { $moves } Zügen abgebrochen.
words-analyse = analysieren, analyse
words-stop = stopp, stop
cli-help-analyse = Eine Partie mit einem UCI-Schachprogramm analysieren: wo sie kippte, Zug für Zug, in Worten; schreibt das PGN mit Bewertungen und Zeichen
cli-help-analyse-game = Die Partie: ein Journal (journal.txt) oder eine PGN-Datei
cli-help-analyse-engine = Das Schachprogramm: ein Programm im PATH oder sein Pfad
cli-help-analyse-nodes = Knoten, die in jeder Stellung durchsucht werden
cli-help-analyse-pgn = Die Partie mit Bewertungen und Zeichen als PGN in FILE schreiben, und daneben ihr Braille-Partieformular mit den Zeichen (NAME.brf, NAME-braille.txt)

## Die Dateien der analysierten Partie (analysieren)
analysis-unreadable = Die Partie { $path } kann nicht gelesen werden: { $why }.
analysis-written = Die analysierte Partie ist in { $path } geschrieben.
analysis-not-written = Die analysierte Partie konnte nicht in { $path } geschrieben werden: { $why }.
## dead
dead-end-material = Keine Seite hat noch genug Material zum Mattsetzen.
## Fehler an Dateien des Benutzers, in seiner Sprache gesagt
history-not-written = Die Verlaufsdatei { $file } lässt sich nicht schreiben: { $why }. Die in dieser Partie getippten Zeilen werden für die nächste nicht aufbewahrt; die Partie geht weiter.
pgn-file-unreadable = Die PGN-Datei { $file } lässt sich nicht lesen: { $why }.
vocabulary-unusable = Ansagewörter: das Vokabular { $choice } ist nicht verwendbar: { $why }. Wählen Sie de, ru, en, nato oder eine Vokabulardatei.
manual-not-written = Das Handbuch lässt sich nicht schreiben: { $why }.
manual-written = Handbuchseiten geschrieben nach { $dir }.
completions-not-written = Die Vervollständigungen lassen sich nicht schreiben: { $why }.
resume-empty-journal = das Protokoll ist leer oder wurde beim Anlegen der Partie abgeschnitten: die Partie in diesem Ordner wurde nie aufgezeichnet (vielleicht war die Platte voll, als sie begann). Es gibt nichts fortzusetzen. Löschen Sie den Ordner, oder beginnen Sie eine neue Partie mit annabella play.

## Der Herzschlag der Braillezeile
brltty-silent = Die Braillezeile antwortet nicht: { $why }. Die Partie geht weiter; sie zeigt die Antwort wieder, sobald sie antwortet.

## Die üblichen Gründe des Systems, warum eine Datei nicht lesbar oder schreibbar ist
io-not-found = die Datei gibt es nicht
io-permission-denied = der Zugriff ist nicht erlaubt
io-storage-full = die Platte ist voll
io-is-a-folder = das ist ein Ordner, keine Datei
io-not-a-folder = ein Teil des Pfads ist eine Datei, kein Ordner
io-read-only = die Platte lässt sich nur lesen
## broadcast
broadcast-sending = Die Partie geht an den Server des Schiedsrichters unter { $url }, Brett { $board }.
broadcast-lost = Der Server des Schiedsrichters ist nicht erreichbar: { $why }.
broadcast-why-no-answer = unter seiner Adresse antwortet niemand
broadcast-why-timed-out = er hat nicht rechtzeitig geantwortet
broadcast-why-server-error = er meldet einen eigenen Fehler, Nummer { $code }
broadcast-why-not-understood = seine Antwort ist nicht lesbar
broadcast-goes-on = Die Partie geht weiter und wird gesendet, sobald der Server wieder antwortet.
broadcast-back = Der Server des Schiedsrichters antwortet wieder und hat die ganze Partie.
broadcast-refused-token = Der Server des Schiedsrichters lehnt das Turnierkennwort ab: Es wird nichts mehr gesendet.
broadcast-refused-not-yours = Der Server des Schiedsrichters sagt, Brett { $board } gehört einem anderen annabella: Es wird nichts mehr gesendet.
broadcast-refused-no-board = Der Server des Schiedsrichters hat kein Brett { $board }: Es wird nichts mehr gesendet.
broadcast-refused-other = Der Server des Schiedsrichters lehnt die Partie ab: Es wird nichts mehr gesendet.
broadcast-refused-token-do = Fragen Sie den Schiedsrichter nach dem Kennwort und setzen Sie die Partie damit fort; hier geht die Partie inzwischen weiter.
broadcast-refused-board-do = Bitten Sie den Schiedsrichter, die Brettnummer zu prüfen oder das Brett freizugeben; hier geht die Partie inzwischen weiter.
broadcast-refused-other-do = Sagen Sie es dem Schiedsrichter; die Partie geht hier weiter, und ihr Protokoll behält alles.
broadcast-unsent = Ein Teil der Partie konnte nicht an den Server des Schiedsrichters gesendet werden.
broadcast-unsent-later = Das Protokoll hat ihn: Setzen Sie die Partie mit dem Kennwort fort, um ihn zu senden.
broadcast-needs-board = Um die Partie an den Schiedsrichter zu senden, braucht es ihre Brettnummer: Geben Sie --board-number an.
broadcast-needs-token = Um die Partie an den Schiedsrichter zu senden, braucht es das Turnierkennwort: Geben Sie --broadcast-token an oder setzen Sie ANNABELLA_BROADCAST_TOKEN.
broadcast-bad-url = Die Adresse des Servers muss mit http:// beginnen: { $url }
cli-help-play-broadcast = Die Partie live an den Server des Schiedsrichters unter URL senden (annabella serve), als Brett von --board-number
cli-help-play-broadcast-token = Das Turnierkennwort für --broadcast (auch ANNABELLA_BROADCAST_TOKEN); wird nirgends gespeichert
cli-help-resume-broadcast = Die Partie live an den Server des Schiedsrichters unter URL senden (annabella serve), als Brett von --board-number
cli-help-resume-broadcast-token = Das Turnierkennwort für --broadcast (auch ANNABELLA_BROADCAST_TOKEN); wird nirgends gespeichert
## serve
serve-listening = Der Schiedsrichterserver hört auf { $addr }.
serve-loopback = Nur dieser Computer erreicht ihn; für das Turniernetz starten Sie ihn mit --bind und der Adresse dieses Netzes.
serve-round-pgn = Das PGN der Runde, für einen Übertragungsdienst: { $url }
serve-page = Die Seite des Schiedsrichters: { $url }
serve-viewers = Die Seite für Zuschauer, nur lesen: { $url }
serve-players = Die Adresse für annabella der Spieler: { $url }
serve-token = Das Turnierkennwort für die Spieler: { $token }
serve-key = Der Schlüssel des Schiedsrichters: { $key }
serve-how-to-stop = Um den Server zu beenden, drücken Sie Steuerung C oder beenden Sie die Eingabe.
serve-stopped = Der Schiedsrichterserver ist beendet.
serve-bad-address = { $addr } ist keine Adresse mit Port wie 127.0.0.1:8080.
serve-in-use = Ein anderes Programm hört schon auf { $addr }; wählen Sie mit --bind einen anderen Port.
serve-not-here = { $addr } ist keine Adresse dieses Computers.
serve-not-allowed = Dieser Benutzer darf nicht auf { $addr } hören; wählen Sie einen Port über 1024.
serve-cannot-listen = Der Server kann nicht auf { $addr } hören: { $why }
serve-no-random = Es konnte kein zufälliges Kennwort erzeugt werden: { $why }
serve-no-page-lang = Die Seite des Schiedsrichters hat keine Wörter in { $lang }; wählen Sie en, de oder ru.
serve-bad-secret = Ein Kennwort oder Schlüssel darf nur Buchstaben, Ziffern, Bindestriche, Unterstriche und Punkte enthalten.
cli-help-serve = Den Schiedsrichtertisch bereitstellen: das PGN der Runde für Übertragungsdienste, den Live-Ereignisstrom und die Seite des Schiedsrichters, gespeist von annabella jedes Spielers
cli-help-serve-bind = Adresse und Port, auf denen gehört wird (127.0.0.1 ist nur dieser Computer)
cli-help-serve-token = Das Turnierkennwort, mit dem die Spieler senden (Vorgabe: ein neues zufälliges, ausgegeben)
cli-help-serve-arbiter-key = Der Schlüssel des Schiedsrichters für die Aktionen der Seite (Vorgabe: ein neuer zufälliger, ausgegeben)
cli-help-serve-lang = Sprache der Seite des Schiedsrichters und dieser Meldungen: en, de oder ru (Vorgabe aus der Umgebung)

## microphone
microphone-none = Es gibt kein Mikrofon.
microphone-none-named = Es gibt kein Mikrofon namens { $name }.
microphone-format = Das Mikrofon liefert Ton in einem Format, das annabella nicht lesen kann ({ $format }).
microphone-lost = Das Mikrofon { $name } ist ausgefallen: { $reason }. Ab jetzt werden Züge getippt.
microphone-failed = Das Mikrofon lässt sich nicht öffnen: { $reason }.
microphone-listening = Zuhören über das Mikrofon { $name }.
microphone-none-listed = Kein Mikrofon gefunden.
cli-help-play-microphone = Das Mikrofon, mit dem zugehört wird (sein Name oder ein Teil davon, wie hear --list-microphones ihn zeigt; sonst der Standardeingang des Systems)
cli-help-hear-list-microphones = Die Mikrofone auflisten, eines pro Zeile, das Standardmikrofon zuerst

## Analysis: the braille scoresheet with the marks
analysis-braille-written = Das Braille-Partieformular mit den Zeichen ist in { $path } geschrieben.
analysis-braille-not-written = Das Braille-Partieformular konnte nicht in { $path } geschrieben werden: { $why }.
## broadcast devices
broadcast-device-lost = { $device ->
        [pin-board] Das Stiftbrett ist getrennt.
        [e-board] Das elektronische Brett ist getrennt.
        [dot-pad] Das Dot Pad ist getrennt.
       *[braille-display] Die Braillezeile ist getrennt.
    }
broadcast-device-back = { $device ->
        [pin-board] Das Stiftbrett ist wieder verbunden.
        [e-board] Das elektronische Brett ist wieder verbunden.
        [dot-pad] Das Dot Pad ist wieder verbunden.
       *[braille-display] Die Braillezeile ist wieder verbunden.
    }
broadcast-device-differs = { $device ->
        [e-board] Das elektronische Brett weicht von der Partie ab.
       *[pin-board] Das Stiftbrett weicht von der Partie ab.
    }
broadcast-device-agrees = { $device ->
        [e-board] Das elektronische Brett stimmt wieder mit der Partie überein.
       *[pin-board] Das Stiftbrett stimmt wieder mit der Partie überein.
    }
