//! Deutsche Sätze.

use shakmaty::{CastlingSide, Color, Piece, Role};

use crate::braille::{BrailleError, dots_label};

use super::{ClaimKind, Texts, players_or};
use crate::notation::fen::{FenError, PositionProblem};
use crate::notation::{CastlingBlock, MoveError, Namer};
use crate::pgn::{MovePlace, PgnError};
use crate::phonetics::{Expected, SpokenError};
use crate::rules::{GameResult, Reason, TimePenalty};
use crate::speech::{SpeechError, SpeechEvent, SpeechStatus};

pub struct De;

fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} oder {}", init.join(", "), last),
    }
}

/// Only "Dame" is feminine among the piece nouns.
fn feminine(r: Role) -> bool {
    r == Role::Queen
}

fn kein(r: Role) -> &'static str {
    if feminine(r) { "Keine" } else { "Kein" }
}

fn der(r: Role) -> &'static str {
    if feminine(r) { "Die" } else { "Der" }
}

fn ein(r: Role) -> &'static str {
    if feminine(r) { "eine" } else { "ein" }
}

fn all(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} und {}", init.join(", "), last),
    }
}

fn side(s: CastlingSide) -> &'static str {
    match s {
        CastlingSide::KingSide => "Kurze Rochade",
        CastlingSide::QueenSide => "Lange Rochade",
    }
}

fn minuten(n: u32) -> String {
    match n {
        1 => "Eine Minute wird".to_string(),
        2 => "Zwei Minuten werden".to_string(),
        n => format!("{n} Minuten werden"),
    }
}

impl Texts for De {
    fn color(&self, c: Color) -> &'static str {
        match c {
            Color::White => "Weiß",
            Color::Black => "Schwarz",
        }
    }

    fn role(&self, r: Role) -> &'static str {
        match r {
            Role::King => "König",
            Role::Queen => "Dame",
            Role::Rook => "Turm",
            Role::Bishop => "Läufer",
            Role::Knight => "Springer",
            Role::Pawn => "Bauer",
        }
    }

    fn move_error(&self, e: &MoveError, n: &dyn Namer) -> String {
        let sq = |s| n.square(s);
        let role = |r| n.role(r);
        match e {
            MoveError::NotAMove => {
                "Das ist kein Zug. Zum Beispiel: Springer Felix drei, oder Sf3.".into()
            }
            MoveError::MissingTarget => "Das Zielfeld fehlt, zum Beispiel Felix drei.".into(),
            MoveError::BadPromotion(r) => format!(
                "Ein Bauer kann nicht zum {} werden: Dame, Turm, Läufer oder Springer.",
                role(*r)
            ),
            MoveError::NoPieceCanReach { role: r, to } => {
                format!("{} {} kann nach {} ziehen.", kein(*r), role(*r), sq(*to))
            }
            MoveError::NoSuchPiece { role: r } => {
                format!("{} {} passt zu diesem Zug.", kein(*r), role(*r))
            }
            MoveError::EmptySquare(s) => format!("Auf {} steht keine Figur.", sq(*s)),
            MoveError::NotYourPiece { square, piece } => format!(
                "{} {} auf {} gehört {}.",
                der(piece.role),
                role(piece.role),
                sq(*square),
                self.color(piece.color)
            ),
            MoveError::WrongPiece {
                square,
                actual,
                said,
            } => format!(
                "Auf {} steht {} {}, {} {}.",
                sq(*square),
                ein(*actual),
                role(*actual),
                kein(*said).to_lowercase(),
                role(*said)
            ),
            MoveError::CannotMoveThere { role: r, from, to } => format!(
                "{} {} auf {} kann nicht nach {} ziehen: so zieht {} {} nicht.",
                der(*r),
                role(*r),
                sq(*from),
                sq(*to),
                ein(*r),
                role(*r)
            ),
            MoveError::OwnPieceOnTarget { to, role: r } => {
                format!("Auf {} steht {} eigener {}.", sq(*to), ein(*r), role(*r))
                    .replace("eine eigener", "eine eigene")
            }
            MoveError::NothingToCapture(s) => {
                format!("Auf {} gibt es nichts zu schlagen.", sq(*s))
            }
            MoveError::KingInCheck {
                from,
                to,
                in_check_now,
                by,
            } => {
                // "durch den Turm auf e2", "durch die Dame auf h4".
                let givers: Vec<String> = by
                    .iter()
                    .map(|(s, r)| {
                        let den = if feminine(*r) { "die" } else { "den" };
                        format!("{den} {} auf {}", role(*r), sq(*s))
                    })
                    .collect();
                if *in_check_now {
                    let durch = if givers.is_empty() {
                        String::new()
                    } else {
                        format!(" durch {}", all(&givers))
                    };
                    format!(
                        "Ihr König steht im Schach{durch}, und {} nach {} hebt das Schach nicht auf.",
                        sq(*from),
                        sq(*to)
                    )
                } else if givers.is_empty() {
                    format!(
                        "{} nach {} würde den eigenen König ins Schach stellen.",
                        sq(*from),
                        sq(*to)
                    )
                } else {
                    format!(
                        "{} nach {} würde den eigenen König dem Schach durch {} aussetzen.",
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
                "{} {} auf {} kann nicht nach {} ziehen: {} {} auf {} steht im Weg.",
                der(*r),
                role(*r),
                sq(*from),
                sq(*to),
                der(*blocker).to_lowercase(),
                role(*blocker),
                sq(*by)
            ),
            MoveError::CastlingNotAllowed { side: s, why } => {
                let reason = match why {
                    CastlingBlock::KingMoved => "der König hat schon gezogen".to_string(),
                    CastlingBlock::RookMoved(r) => {
                        format!("der Turm auf {} hat schon gezogen oder fehlt", sq(*r))
                    }
                    CastlingBlock::PiecesBetween(squares) => {
                        let names: Vec<String> = squares.iter().map(|s| sq(*s)).collect();
                        format!("dazwischen stehen Figuren, auf {}", all(&names))
                    }
                    CastlingBlock::InCheck => "der König steht im Schach".to_string(),
                    CastlingBlock::ThroughCheck(s) => {
                        format!("der König müsste über das angegriffene Feld {}", sq(*s))
                    }
                    CastlingBlock::IntoCheck(s) => {
                        format!("der König stünde auf {} im Schach", sq(*s))
                    }
                };
                format!("{} nicht möglich: {}.", side(*s), reason)
            }
            MoveError::PromotionMissing { to, .. } => format!(
                "Der Bauer erreicht {}: sagen Sie, was er wird, zum Beispiel Dame.",
                sq(*to)
            ),
            MoveError::NoPromotion { to } => {
                format!("Ein Zug nach {} ist keine Umwandlung.", sq(*to))
            }
            MoveError::NoEnPassant { to } => {
                format!("Auf {} ist kein Schlagen en passant möglich.", sq(*to))
            }
            MoveError::Ambiguous(ms) => format!("{} Züge passen zu dieser Angabe.", ms.len()),
        }
    }

    fn which_move(&self, role: Option<Role>, froms: &[String], moves: &[String]) -> String {
        match role {
            Some(r) => format!(
                "{}: {}?",
                if feminine(r) { "Welche" } else { "Welcher" }.to_string() + " " + self.role(r),
                list(froms)
            ),
            None => format!("Welcher Zug: {}?", list(moves)),
        }
    }

    fn not_understood(&self, line: &str) -> String {
        format!(
            "'{line}' ist weder ein Zug noch ein Befehl. Zum Beispiel: Springer Felix drei, oder hilfe."
        )
    }

    fn line_too_long(&self, chars: usize, max: usize) -> String {
        format!(
            "Die Zeile hat {chars} Zeichen; ein Zug oder Befehl hat höchstens {max}. Nichts wurde geändert."
        )
    }

    fn invalid_utf8(&self) -> String {
        "Die Zeile ist kein gültiger UTF-8-Text. Nichts wurde geändert.".into()
    }

    fn empty_line(&self) -> String {
        "Leere Zeile. Geben Sie einen Zug ein, oder hilfe.".into()
    }

    fn result(&self, r: &GameResult) -> String {
        if r.declared {
            return self.arbiter_result(r);
        }
        let c = |c: Color| self.color(c);
        let why = match (r.reason, r.score.winner(), r.opponent_cannot_mate) {
            (Reason::Time, _, true) => {
                "Zeit überschritten, aber der Gegner kann nicht mattsetzen: remis".to_string()
            }
            (Reason::Resignation, _, true) => {
                "Aufgabe, aber der Gegner kann nicht mattsetzen: remis".to_string()
            }
            (Reason::IllegalMoves, _, true) => {
                "Regelwidrige Züge, aber der Gegner kann nicht mattsetzen: remis".to_string()
            }
            (Reason::Checkmate, Some(w), _) => format!("Schachmatt. {} gewinnt", c(w)),
            (Reason::Resignation, Some(w), _) => {
                format!("{} gibt auf. {} gewinnt", c(!w), c(w))
            }
            (Reason::Time, Some(w), _) => {
                format!("{} hat die Zeit überschritten. {} gewinnt", c(!w), c(w))
            }
            (Reason::IllegalMoves, Some(w), _) => format!(
                "{} verliert durch regelwidrige Züge. {} gewinnt",
                c(!w),
                c(w)
            ),
            (Reason::Stalemate, _, _) => "Patt: remis".into(),
            (Reason::DeadPosition, _, _) => "Tote Stellung, kein Matt mehr möglich: remis".into(),
            (Reason::Agreement, _, _) => "Remis durch Vereinbarung".into(),
            (Reason::ThreefoldRepetition, _, _) => {
                "Remis durch dreifache Stellungswiederholung".into()
            }
            (Reason::FiftyMoves, _, _) => "Remis nach der Fünfzig-Züge-Regel".into(),
            (Reason::FivefoldRepetition, _, _) => "Remis: die Stellung kam fünfmal vor".into(),
            (Reason::SeventyFiveMoves, _, _) => {
                "Remis: fünfundsiebzig Züge ohne Bauernzug oder Schlagen".into()
            }
            (_, Some(w), _) => format!("{} gewinnt", c(w)),
            (_, None, _) => "Remis".into(),
        };
        format!("{why}, {}.", r.score.pgn())
    }

    fn game_over(&self, r: &GameResult) -> String {
        format!(
            "Die Partie ist beendet, {}. Es können keine Züge mehr gemacht werden.",
            r.score.pgn()
        )
    }

    fn in_progress(&self) -> String {
        "Die Partie läuft.".into()
    }

    fn to_move(&self, c: Color, move_number: u32) -> String {
        format!("{} am Zug, Zug {move_number}.", self.color(c))
    }

    fn to_move_player(&self, you: bool, c: Color, move_number: u32) -> String {
        let who = if you {
            "Sie sind am Zug"
        } else {
            "Ihr Gegner ist am Zug"
        };
        format!("{who} ({}), Zug {move_number}.", self.color(c))
    }

    fn prompt_side(&self, you: bool, c: Color) -> String {
        format!("{}, {}", if you { "Sie" } else { "Gegner" }, self.color(c))
    }

    fn draw_offered(&self, by: Color) -> String {
        format!(
            "{} bietet Remis an. {}: annehmen oder ablehnen.",
            self.color(by),
            self.color(!by)
        )
    }

    fn draw_declined(&self, by: Color) -> String {
        format!("{} lehnt das Remisangebot ab.", self.color(by))
    }

    fn no_offer(&self) -> String {
        "Es gibt kein Remisangebot.".into()
    }

    fn own_offer(&self, c: Color) -> String {
        format!("{} hat dieses Angebot selbst gemacht.", self.color(c))
    }

    fn offer_pending(&self, c: Color) -> String {
        format!("Das Remisangebot von {} steht schon.", self.color(c))
    }

    fn too_early_for_agreement(&self) -> String {
        "Remis durch Vereinbarung erst, wenn beide Spieler einen Zug gemacht haben.".into()
    }

    fn claim_rejected(&self, kind: Option<ClaimKind>) -> String {
        match kind {
            Some(ClaimKind::Repetition) => {
                "Reklamation abgelehnt: die Stellung kam nicht dreimal vor.".into()
            }
            Some(ClaimKind::FiftyMoves) => {
                "Reklamation abgelehnt: keine fünfzig Züge ohne Bauernzug oder Schlagen.".into()
            }
            None => "Reklamation abgelehnt: weder dreifache Wiederholung noch fünfzig Züge.".into(),
        }
    }

    fn penalty(&self, p: &TimePenalty) -> String {
        format!(
            "{} der Zeit von {} hinzugefügt.",
            minuten(p.minutes),
            self.color(p.to)
        )
    }

    fn move_played(&self, san: &str) -> String {
        format!("Der beabsichtigte Zug wird ausgeführt: {san}.")
    }

    fn illegal_completed(&self, by: Color, count: u32) -> String {
        format!(
            "Regelwidriger Zug von {} ausgeführt, der {}.",
            self.color(by),
            match count {
                1 => "erste".to_string(),
                2 => "zweite".to_string(),
                3 => "dritte".to_string(),
                n => format!("{n}."),
            }
        )
    }

    fn undone(&self, san: &str) -> String {
        format!("Der Schiedsrichter nimmt {san} zurück.")
    }

    fn nothing_to_undo(&self) -> String {
        "Es gibt keinen Zug zum Zurücknehmen.".into()
    }

    fn no_moves_yet(&self) -> String {
        "Noch keine Züge.".into()
    }

    fn bad_fen(&self, why: &str) -> String {
        format!("Keine gültige Stellung: {why}. Die Partie bleibt unverändert.")
    }

    fn position_set(&self) -> String {
        "Stellung aufgebaut.".into()
    }

    fn unknown_colour(&self, word: &str) -> String {
        format!("'{word}' ist keine Farbe: weiß oder schwarz.")
    }

    fn help(&self) -> Vec<String> {
        [
            "Züge: gesprochen (Springer Gustav eins Felix drei), algebraisch in jeder Sprache (Sf3, Nf3, e2-e4, 0-0) oder in Braille.",
            "korrektur ZUG: einen Versprecher berichtigen, solange noch kein weiterer Zug eingegeben ist.",
            "Uhr: los (startet die Uhr), zeit, verbraucht. Schiedsrichter: schiedsrichter plus 2m weiß, schiedsrichter setzen schwarz 1:02:00, anhalten, weiter.",
            "Brett in Worten: figuren [Farbe], feld Eva vier, reihe 4, linie e, letzter, angriffe Eva fünf, züge, wer, brett.",
            "Remis: remis, annehmen, ablehnen, reklamieren [wiederholung oder fünfzig] [Zug]. aufgeben [Farbe]. ergebnis.",
            "Schiedsrichter: zurück, regelwidrig [Farbe], aufstellen FEN, vertagen [Datei], schiedsrichter ergebnis 1-0 [Grund], schiedsrichter fortsetzen.",
            "Stiftbrett: brett heben e2, brett setzen e4, brett prüfen, brett status, jadoube.",
            "Partie: pgn, fen, forsyth, protokoll DATEI. Sprache: wiederholen, lauter, leiser, schneller, langsamer.",
            "hilfe: diese Liste. Strg-D speichert die Partie und beendet.",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }

    fn wait_usage(&self) -> String {
        "Sagen Sie, wie lange gewartet wird, zum Beispiel: warte 12s, warte 5m.".into()
    }

    fn wait_only_in_scripts(&self) -> String {
        "warte gibt es nur in Skripten und Protokollen; hier läuft die echte Uhr.".into()
    }

    fn no_clock(&self) -> String {
        "Diese Partie hat keine Uhr.".into()
    }

    fn score_saved(&self, path: &str) -> String {
        format!("Die Partie ist gespeichert in {path}.")
    }

    fn score_not_saved(&self, why: &str) -> String {
        format!("Die Partie konnte nicht gespeichert werden: {why}.")
    }

    fn confirm_quit(&self) -> String {
        "Die laufende Partie verlassen? Noch einmal Strg-C oder ja zum Verlassen; alles andere spielt weiter.".into()
    }

    fn is_yes(&self, answer: &str) -> bool {
        matches!(
            answer.to_lowercase().as_str(),
            "ja" | "j" | "yes" | "y" | "да"
        )
    }

    fn is_no(&self, answer: &str) -> bool {
        matches!(answer.to_lowercase().as_str(), "nein" | "n" | "no" | "нет")
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
            Some(p) => {
                let colour = match (p.color, feminine(p.role)) {
                    (Color::White, false) => "weißer",
                    (Color::White, true) => "weiße",
                    (Color::Black, false) => "schwarzer",
                    (Color::Black, true) => "schwarze",
                };
                format!(
                    "Auf {square} steht {} {colour} {}.",
                    ein(p.role),
                    n.role(p.role)
                )
            }
            None => format!("{square} ist leer."),
        }
    }

    fn square_usage(&self) -> String {
        "Sagen Sie, welches Feld, zum Beispiel: feld Eva vier.".into()
    }

    fn scoresheet_usage(&self) -> String {
        "Sagen Sie den Dateinamen, zum Beispiel: protokoll partie.brf.".into()
    }

    fn braille_error(&self, e: &BrailleError) -> String {
        use BrailleError::*;
        match e {
            Empty => "Die Zeile enthält keinen Zug.".into(),
            TooLong { .. } => "Die Zeile ist zu lang für einen Zug.".into(),
            UnknownCell { cell, .. } => {
                format!("Zelle Punkte {} ist kein Schachzeichen.", dots_label(*cell))
            }
            Misplaced { cell, .. } => format!(
                "Zelle Punkte {} kann an dieser Stelle im Zug nicht stehen.",
                dots_label(*cell)
            ),
            MixedScript { .. } => {
                "Braillezellen und andere Zeichen sind gemischt; bitte nur Braille.".into()
            }
            ExtraWord { .. } => {
                "Ein Leerzeichen trennt den Zug; bitte einen Zug ohne Leerzeichen.".into()
            }
            Incomplete => "Der Zug ist unvollständig: Feld oder Umwandlungsfigur fehlt.".into(),
            PromotionMissing => {
                "Ein Bauer auf der letzten Reihe braucht die Figur, die er wird.".into()
            }
            PromotionNotAllowed => {
                "Nur ein Bauer auf der letzten Reihe wird umgewandelt, nie in einen König.".into()
            }
            NotAMove => "Diese Zellen ergeben keinen Zug.".into(),
            other => other.to_string(),
        }
    }

    fn arbiter_usage(&self) -> String {
        "Schiedsrichter: plus 2m weiß, setzen schwarz 1:02:00, anhalten oder weiter.".into()
    }

    fn arbiter_done(&self) -> String {
        "Der Schiedsrichter hat die Uhr geändert.".into()
    }

    fn correct_usage(&self) -> String {
        "Sagen Sie den gemeinten Zug, zum Beispiel: korrektur Springer Felix drei.".into()
    }

    fn correct_too_late(&self) -> String {
        "Nur der eben angesagte Zug kann korrigiert werden; danach nimmt nur der Schiedsrichter Züge zurück.".into()
    }

    fn corrected(&self) -> String {
        "Versprecher korrigiert.".into()
    }

    fn last_move(&self, number: u32, mover: Color, written: &str) -> String {
        format!("Zug {number}, {}: {written}.", self.color(mover))
    }

    fn line_usage(&self, rank: bool) -> String {
        if rank {
            "Sagen Sie, welche Reihe, 1 bis 8, zum Beispiel: reihe 4.".into()
        } else {
            "Sagen Sie, welche Linie, a bis h, zum Beispiel: linie e.".into()
        }
    }

    fn line_scan(&self, items: &[(String, Option<Piece>)], n: &dyn Namer) -> String {
        let parts: Vec<String> = items
            .iter()
            .map(|(sq, p)| match p {
                Some(p) => {
                    let colour = match (p.color, feminine(p.role)) {
                        (Color::White, false) => "weißer",
                        (Color::White, true) => "weiße",
                        (Color::Black, false) => "schwarzer",
                        (Color::Black, true) => "schwarze",
                    };
                    format!("{sq} {colour} {}", n.role(p.role))
                }
                None => format!("{sq} leer"),
            })
            .collect();
        format!("{}.", parts.join(", "))
    }

    fn attackers(&self, c: Color, square: &str, items: &[(Role, String)], n: &dyn Namer) -> String {
        if items.is_empty() {
            return format!("{} greift {square} nicht an.", self.color(c));
        }
        let list: Vec<String> = items
            .iter()
            .map(|(r, sq)| format!("{} {sq}", n.role(*r)))
            .collect();
        format!(
            "{} greift {square} an mit {}.",
            self.color(c),
            list.join(", ")
        )
    }

    fn adjusting(&self) -> String {
        "J'adoube: die nächste gehobene Figur wird nur zurechtgerückt.".into()
    }

    fn board_agrees(&self) -> String {
        "Das Brett stimmt mit der Partie überein.".into()
    }

    fn touch_move(&self, role: Role, square: &str) -> String {
        format!(
            "Berührt, geführt: {} {} auf {square} wurde berührt und muss ziehen.",
            der(role),
            self.role(role)
        )
    }

    fn touch_capture(&self, role: Role, square: &str) -> String {
        format!(
            "Berührt, geführt: {} {} auf {square} wurde berührt und muss geschlagen werden.",
            der(role),
            self.role(role)
        )
    }

    fn no_board(&self) -> String {
        "Es ist kein Stiftbrett angeschlossen.".into()
    }

    fn board_missing(&self, square: &str, p: Piece) -> String {
        let colour = match (p.color, feminine(p.role)) {
            (Color::White, false) => "weiße",
            (Color::White, true) => "weiße",
            (Color::Black, _) => "schwarze",
        };
        format!(
            "Auf {square} fehlt {} {colour} {}.",
            der(p.role).to_lowercase(),
            self.role(p.role)
        )
    }

    fn board_extra(&self, square: &str) -> String {
        format!("Auf {square} steht eine Figur, die dort nicht hingehört.")
    }

    fn board_wrong(&self, square: &str, p: Piece) -> String {
        let colour = match (p.color, feminine(p.role)) {
            (Color::White, _) => "weiße",
            (Color::Black, _) => "schwarze",
        };
        format!(
            "Auf {square} steht die falsche Figur; dorthin gehört {} {colour} {}.",
            der(p.role).to_lowercase(),
            self.role(p.role)
        )
    }

    fn board_usage(&self) -> String {
        "Brett: brett, brett drehen, brett heben e2, brett setzen e4, brett prüfen, brett status."
            .into()
    }

    fn board_disconnected(&self) -> String {
        "Brett getrennt.".into()
    }

    fn board_reconnected(&self) -> String {
        "Brett wieder verbunden.".into()
    }

    fn journal_dropped(&self, n: usize) -> String {
        format!(
            "{n} beschädigte Einträge am Ende des Protokolls verworfen: der letzte Schreibvorgang wurde abgebrochen."
        )
    }

    fn resumed(&self, moves: usize) -> String {
        format!("Partie aus dem Protokoll fortgesetzt, nach {moves} Halbzügen.")
    }

    fn seal_ask_move(&self, c: Color) -> String {
        format!(
            "Vertagung. {}: Geben Sie den Abgabezug ein. Er wird weder ausgeführt noch angesagt. Mit abbruch geht die Partie weiter.",
            self.color(c)
        )
    }

    fn seal_ask_resumption(&self) -> String {
        "Vertagung. Schiedsrichter: Datum, Uhrzeit und Ort der Fortsetzung, zum Beispiel 01.12.2026 10:00 Saal 2; ein Strich lässt sie offen. Mit abbruch geht die Partie weiter.".into()
    }

    fn resumption_bad(&self, word: &str) -> String {
        format!(
            "'{word}' ist weder Datum noch Uhrzeit; schreiben Sie zum Beispiel 01.12.2026 oder 2026-12-01, und 10:00."
        )
    }

    fn resumption_noted(&self, when_where: &str) -> String {
        if when_where.is_empty() {
            "Fortsetzung: wird bekanntgegeben.".into()
        } else {
            format!("Fortsetzung: {when_where}.")
        }
    }

    fn seal_ask_secret(&self) -> String {
        "Schiedsrichter: Geben Sie das Kennwort für den Umschlag ein, mindestens 8 Zeichen.".into()
    }

    fn seal_unambiguous(&self) -> String {
        "Nur ein regelgemäßer, eindeutiger Zug kann abgegeben werden: sagen Sie, welche Figur zieht.".into()
    }

    fn seal_failed(&self, why: &str) -> String {
        format!("Der Umschlag konnte nicht versiegelt werden: {why}")
    }

    fn sealed(&self, path: &str) -> String {
        format!("Der Zug ist abgegeben. Die Partie ist vertagt; der Umschlag ist {path}.")
    }

    fn seal_cancelled(&self) -> String {
        "Vertagung abgebrochen; die Partie geht weiter.".into()
    }

    fn game_adjourned(&self) -> String {
        "Die Partie ist vertagt. Sie geht weiter, wenn der Umschlag geöffnet wird: annabella resume UMSCHLAG.".into()
    }

    fn understood(&self, heard: &str, understood: &str) -> String {
        format!("Verstanden: '{understood}' für '{heard}'.")
    }

    fn spoken_error(&self, e: &SpokenError) -> String {
        match e {
            SpokenError::Empty => "Es wurde kein Zug gesagt.".into(),
            SpokenError::TooLong { .. } | SpokenError::TooManyWords { .. } => {
                "Zu viele Wörter für einen Zug.".into()
            }
            SpokenError::UnknownWord { word } => {
                format!("'{word}' ist kein Wort des Wortschatzes.")
            }
            SpokenError::AmbiguousWord { word, candidates } => {
                format!("'{word}' kann {} heißen.", list(candidates))
            }
            SpokenError::MissingTarget { after } => {
                format!("Nach '{after}' fehlt das Zielfeld, zum Beispiel 'Felix drei'.")
            }
            SpokenError::MissingRank { file } => {
                format!("Nach '{file}' fehlt die Reihe, zum Beispiel 'drei'.")
            }
            SpokenError::RankOutOfRange { word, .. } => {
                format!("'{word}' ist keine Reihe; die Reihen gehen von eins bis acht.")
            }
            SpokenError::MissingPromotionPiece { after } => {
                format!("Nach '{after}' fehlt die neue Figur, zum Beispiel 'Dame'.")
            }
            SpokenError::Unexpected { word, expected } => {
                let what = match expected {
                    Expected::Move => "eine Figur, ein Feld oder eine Rochade",
                    Expected::Square => "ein Feld",
                    Expected::File => "eine Linie",
                    Expected::Rank => "eine Reihe",
                    Expected::Piece => "eine Figur",
                    Expected::End => "das Ende des Zuges",
                };
                format!("'{word}' passt hier nicht; erwartet: {what}.")
            }
        }
    }

    fn voice_changed(&self, volume: bool, up: bool) -> String {
        match (volume, up) {
            (true, true) => "Lauter.",
            (true, false) => "Leiser.",
            (false, true) => "Schneller.",
            (false, false) => "Langsamer.",
        }
        .into()
    }

    fn setup_usage(&self) -> String {
        "Geben Sie die Stellung als FEN an, zum Beispiel: aufstellen 4k3/8/8/8/8/8/8/4K2R w K - 0 1.".into()
    }

    fn resume_offer(&self, path: &str) -> String {
        format!(
            "In {path} liegt eine nicht beendete Partie. Fortsetzen? Mit ja fortsetzen; alles andere beginnt eine neue Partie."
        )
    }

    fn voice_not_saved(&self, path: &str, why: &str) -> String {
        format!(
            "Die Einstellungsdatei {path} kann nicht geschrieben werden ({why}); die neue Spracheinstellung gilt nur für diese Partie."
        )
    }

    fn speech_status(&self, s: &SpeechStatus) -> String {
        match s {
            SpeechStatus::Using {
                backend,
                auto: false,
                ..
            } => format!("Sprachausgabe: {backend}."),
            SpeechStatus::Using {
                backend, skipped, ..
            } if skipped.is_empty() => format!("Sprachausgabe: {backend}, automatisch gewählt."),
            SpeechStatus::Using {
                backend, skipped, ..
            } => {
                let why: Vec<String> = skipped.iter().map(|e| self.speech_error(e)).collect();
                format!(
                    "Sprachausgabe: {backend}, automatisch gewählt ({}).",
                    why.join("; ")
                )
            }
            SpeechStatus::Off => "Sprachausgabe: aus.".into(),
            SpeechStatus::Starting => {
                "Sprachausgabe: startet noch; gesprochen wird, sobald sie bereit ist.".into()
            }
            SpeechStatus::NoThread(e) => format!("Sprachausgabe: aus (kein Sprach-Thread: {e})."),
        }
    }

    fn speech_event(&self, e: &SpeechEvent) -> String {
        match e {
            SpeechEvent::Fallback { to, reason, .. } => {
                format!("Sprache: {}. Jetzt mit {to}.", self.speech_error(reason))
            }
            SpeechEvent::SpeechOff { reason, .. } => format!(
                "Sprache: {}. Die Sprachausgabe ist aus; der Text wird weiter angezeigt.",
                self.speech_error(reason)
            ),
            SpeechEvent::Unavailable { reason, using } => {
                format!(
                    "Sprache: {}. Stattdessen {using}.",
                    self.speech_error(reason)
                )
            }
        }
    }

    fn speech_error(&self, e: &SpeechError) -> String {
        match e {
            SpeechError::CommandMissing { program } => format!("{program} ist nicht installiert"),
            SpeechError::CommandFailed { program, detail } => {
                format!("{program} ist fehlgeschlagen: {detail}")
            }
            SpeechError::TimedOut { backend, after } => format!(
                "{backend} hat nicht innerhalb von {} Sekunden geantwortet",
                after.as_secs()
            ),
            SpeechError::NotWritable { path, detail } => {
                format!("{} kann nicht geschrieben werden: {detail}", path.display())
            }
            SpeechError::NotBuilt { backend } => format!(
                "{backend} ist in diesem Build nicht enthalten (bauen mit: cargo build --release --features native)"
            ),
            SpeechError::Engine { backend, detail } => {
                format!("{backend} ist fehlgeschlagen: {detail}")
            }
        }
    }

    fn envelope_summary(&self, white: &str, black: &str, number: u32, sealer: Color) -> String {
        format!(
            "Vertagte Partie: Weiß {white}, Schwarz {black}, Zug {number}, abgegeben von {}.",
            self.color(sealer)
        )
    }

    fn envelope_closed(&self) -> String {
        "Der Umschlag bleibt verschlossen.".into()
    }

    fn envelope_secret(&self) -> String {
        "Schiedsrichter: Geben Sie das Kennwort des Umschlags ein.".into()
    }

    fn no_ports(&self) -> String {
        "Keine seriellen Anschlüsse gefunden.".into()
    }

    fn moves_made(&self, white: &str, black: &str) -> String {
        format!("Gemachte Züge. Weiß: {white}. Schwarz: {black}.")
    }

    fn check(&self) -> &'static str {
        "Schach"
    }

    fn mate(&self) -> &'static str {
        "matt"
    }

    // Issue 12, core: files, the journal, resuming.
    fn file_exists(&self, path: &str) -> String {
        format!(
            "Die Datei {path} gibt es schon; sie wurde nicht überschrieben. Bitte einen anderen Namen angeben."
        )
    }

    fn file_not_written(&self, path: &str) -> String {
        format!("Beim Prüfen oder Nachspielen nicht geschrieben: {path}.")
    }

    fn journal_failed(&self, why: &str) -> String {
        format!(
            "Das Journal konnte nicht geschrieben werden: {why}. Die letzte Zeile gilt, ist aber noch nicht gegen einen Absturz gesichert. Mit nochmal wird sie erneut geschrieben, mit ungesichert geht es ohne Journal weiter."
        )
    }

    fn journal_written_again(&self) -> String {
        "Das Journal ist wieder geschrieben; nichts ging verloren.".into()
    }

    fn journal_blocked(&self) -> String {
        "Diese Zeile wurde nicht angenommen: das Journal ist im Rückstand. Mit nochmal wird es erneut geschrieben, mit ungesichert geht es ohne Journal weiter.".into()
    }

    fn journal_unprotected(&self) -> String {
        "Es geht ohne Journal weiter. Ein Absturz kann jetzt die Partie kosten.".into()
    }

    fn resume_question(&self, white: &str, black: &str, move_number: u32) -> String {
        let who = players_or(white, black, "Weiß", "Schwarz", "gegen");
        format!("Nicht beendete Partie: {who}, bei Zug {move_number}. Fortsetzen? Ja oder nein.")
    }

    fn resume_answer_again(&self, line: &str) -> String {
        format!(
            "Bitte mit ja oder nein antworten. Ihre Zeile {line} wird für die gewählte Partie aufgehoben."
        )
    }

    fn recording_failed(&self, why: &str) -> String {
        format!(
            "Die Aufzeichnung konnte nicht geschrieben werden und wurde beendet: {why}. Die Partie geht weiter."
        )
    }

    fn board_connected_again(&self, port: &str) -> String {
        format!("Das Stiftbrett an {port} ist wieder verbunden.")
    }

    fn board_not_reconnected(&self, port: &str, why: &str) -> String {
        format!(
            "Das Stiftbrett an {port} kann nicht verbunden werden: {why}. Die Partie geht ohne es weiter; mit resume --board ANSCHLUSS lässt sich ein anderer Anschluss nennen."
        )
    }

    // Results and claims (issue 12, task "results").
    fn score_words(&self, r: &GameResult) -> String {
        use crate::rules::Score;
        let forfeit = if r.reason == Reason::Forfeit {
            " kampflos"
        } else {
            ""
        };
        let score = match r.score {
            Score::WhiteWins | Score::BlackWins => {
                let w = r.score.winner().unwrap_or(Color::White);
                format!("{} gewinnt{forfeit}", self.color(w))
            }
            Score::BothLose => format!("beide verlieren{forfeit}"),
            Score::Draw => "remis".into(),
        };
        format!("{score}, {}", r.score.pgn())
    }

    fn arbiter_result(&self, r: &GameResult) -> String {
        let why = match r.reason {
            Reason::BothFlags => "Beide Fahnen sind gefallen. ",
            Reason::DeadPosition => "Die Stellung ist tot: keiner kann mehr mattsetzen. ",
            Reason::Time => "Eine Fahne ist gefallen. ",
            Reason::Resignation => "Ein Spieler hat aufgegeben. ",
            Reason::Agreement => "Die Spieler haben sich geeinigt. ",
            Reason::IllegalMoves => "Es wurden regelwidrige Züge ausgeführt. ",
            Reason::ThreefoldRepetition => "Dieselbe Stellung kam dreimal vor. ",
            Reason::FiftyMoves => "Fünfzig Züge ohne Bauernzug oder Schlagen wurden gespielt. ",
            Reason::FivefoldRepetition => "Dieselbe Stellung kam fünfmal vor. ",
            Reason::SeventyFiveMoves => {
                "Fünfundsiebzig Züge ohne Bauernzug oder Schlagen wurden gespielt. "
            }
            Reason::Checkmate => "Schachmatt. ",
            Reason::Stalemate => "Patt. ",
            Reason::Forfeit | Reason::Arbiter => "",
        };
        format!(
            "{why}Der Schiedsrichter entscheidet: {}.",
            self.score_words(r)
        )
    }

    fn result_replaced(&self, old: &GameResult) -> String {
        format!(
            "Das ersetzt das frühere Ergebnis: {}.",
            self.score_words(old)
        )
    }

    fn undo_after_result(&self, r: &GameResult) -> String {
        format!(
            "Die Partie ist beendet, {}: Zurücknehmen öffnet keine beendete Partie.",
            r.score.pgn()
        )
    }

    fn reopen_hint(&self) -> String {
        "Um weiterzuspielen, gibt der Schiedsrichter zuerst ein: schiedsrichter fortsetzen.".into()
    }

    fn reopened(&self, turn: Color) -> String {
        format!(
            "Der Schiedsrichter hat die Partie wieder eröffnet; {} am Zug.",
            self.color(turn)
        )
    }

    fn reopened_clock(&self) -> String {
        "Die Uhr bleibt mit den angezeigten Zeiten angehalten, bis der Schiedsrichter sie weiterlaufen lässt.".into()
    }

    fn nothing_to_reopen(&self) -> String {
        "Die Partie ist nicht beendet; es gibt nichts wieder zu eröffnen.".into()
    }

    fn result_usage(&self) -> String {
        "Ergebnis und, wenn nötig, Grund angeben, zum Beispiel: schiedsrichter ergebnis remis fahnen. \
         Ergebnisse: 1-0, 0-1, 1/2-1/2, 0-0 und kampflos +/-, -/+, -/-. \
         Gründe: fahnen, tot, kampflos, zeit, aufgabe, einigung, regelwidrig, wiederholung, fünfzig."
            .into()
    }

    fn result_word_unknown(&self, word: &str) -> String {
        format!("'{word}' ist weder ein Ergebnis noch ein Grund. Nichts wurde geändert.")
    }

    fn forfeit_not_draw(&self) -> String {
        "Eine kampflose Entscheidung kann kein Remis sein. Nichts wurde geändert.".into()
    }

    fn claim_rejected_illegal(&self) -> String {
        "Reklamation abgelehnt: der beabsichtigte Zug ist regelwidrig.".into()
    }

    fn intended_not_played(&self, claimant: Color) -> String {
        format!(
            "Der notierte Zug wird nicht ausgeführt; {} muss einen regelgemäßen Zug machen.",
            self.color(claimant)
        )
    }

    fn claim_is_offer(&self, by: Color) -> String {
        format!(
            "Die Reklamation gilt als Remisangebot von {}. {}: annehmen oder ablehnen.",
            self.color(by),
            self.color(!by)
        )
    }

    // ---- clock task (issue 12): the clock under the arbiter's control (6)
    fn clock_started(&self, runs: Color) -> String {
        format!(
            "Die Uhr ist gestartet; die Zeit von {} läuft.",
            self.color(runs)
        )
    }

    fn clock_already_running(&self, runs: Color) -> String {
        format!(
            "Die Uhr läuft bereits; die Zeit von {} läuft.",
            self.color(runs)
        )
    }

    fn clock_not_started(&self) -> String {
        "Die Uhr ist noch nicht gestartet.".into()
    }

    fn clock_start_hint(&self) -> String {
        "Zu Beginn der Partie los eingeben; auch der erste Zug startet die Uhr.".into()
    }

    fn clock_stopped(&self) -> String {
        "Die Uhr ist angehalten.".into()
    }

    fn clock_already_stopped(&self) -> String {
        "Die Uhr ist bereits angehalten.".into()
    }

    fn clock_runs_again(&self, runs: Color) -> String {
        format!(
            "Die Uhr läuft wieder; die Zeit von {} läuft.",
            self.color(runs)
        )
    }

    fn move_while_paused(&self) -> String {
        "Die Uhr ist angehalten: kein Zug, bis der Schiedsrichter schiedsrichter weiter eingibt."
            .into()
    }

    fn clock_game_over(&self, r: &GameResult) -> String {
        format!(
            "Die Partie ist beendet, {}; die Uhr bleibt angehalten.",
            r.score.pgn()
        )
    }

    fn flag_outcome(&self, flagged: Color, r: &GameResult) -> String {
        match (r.score.winner(), r.reason, r.opponent_cannot_mate) {
            (_, Reason::Time, true) => format!(
                "{} kann nicht mattsetzen: remis, {}.",
                self.color(!flagged),
                r.score.pgn()
            ),
            (Some(w), Reason::Time, _) => {
                format!("{} gewinnt, {}.", self.color(w), r.score.pgn())
            }
            _ => self.result(r),
        }
    }

    fn clock_resume_hint(&self) -> String {
        "Der Schiedsrichter lässt sie mit schiedsrichter weiter wieder laufen.".into()
    }

    // --- input (issue 12) ---
    fn which_promotion(&self, moves: &[String]) -> String {
        match moves {
            [one] => format!("Meinen Sie {one}? Ein Bauer kann nicht König werden."),
            _ => format!("Welche Umwandlung: {}?", list(moves)),
        }
    }

    fn fen_error(&self, e: &FenError) -> String {
        match e {
            FenError::Empty => "es wurde keine FEN angegeben".into(),
            FenError::RankCount(n) => format!(
                "das Brett hat {n} Reihen; eine FEN hat 8, getrennt durch Schrägstriche"
            ),
            FenError::RankLength { rank, squares } => format!(
                "die Reihe {rank} hat {squares} Felder; jede Reihe hat 8 (gezählt ab Reihe 8, der zuerst geschriebenen)"
            ),
            FenError::BadBoardChar(c) => format!(
                "'{c}' kann nicht auf dem Brett stehen: Figuren sind K Q R B N P für Weiß und k q r b n p für Schwarz, die Ziffern 1 bis 8 zählen leere Felder"
            ),
            FenError::BadTurn(t) => format!(
                "'{t}' sagt nicht, wer am Zug ist: w für Weiß oder b für Schwarz"
            ),
            FenError::BadCastling(t) => format!(
                "'{t}' ist keine Rochadeangabe: - oder Buchstaben wie KQkq"
            ),
            FenError::BadEpSquare(t) => format!(
                "'{t}' ist keine En-passant-Angabe: - oder ein Feld wie e3"
            ),
            FenError::BadHalfmoves(t) => format!("'{t}' ist keine Zahl von Halbzügen"),
            FenError::BadFullmoves(t) => format!("'{t}' ist keine Zugnummer"),
            FenError::Unreadable => "die FEN hat mehr Teile als Brett, Zugrecht, Rochade, En passant, Halbzüge und Zugnummer, oder einen unlesbaren Teil".into(),
            FenError::Illegal(problems) => {
                let items: Vec<String> = problems
                    .iter()
                    .map(|p| {
                        match p {
                            PositionProblem::EmptyBoard => "das Brett ist leer",
                            PositionProblem::MissingKing => "ein König fehlt",
                            PositionProblem::TooManyKings => "eine Seite hat mehr als einen König",
                            PositionProblem::PawnsOnBackRank => "ein Bauer steht auf der ersten oder letzten Reihe",
                            PositionProblem::CastlingRights => "die Rochaderechte passen nicht zu Königen und Türmen",
                            PositionProblem::EpSquare => "das En-passant-Feld passt nicht zu den Bauern",
                            PositionProblem::OppositeCheck => "die Seite, die nicht am Zug ist, steht im Schach",
                            PositionProblem::ImpossibleCheck => "kein regelgemäßer Zug kann dieses Schach gegeben haben",
                            PositionProblem::TooMuchMaterial => "es stehen mehr Figuren auf dem Brett, als eine Partie haben kann",
                            PositionProblem::Other => "die Stellung verletzt eine Schachregel",
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
                "Partie {}, Zug {} von {}",
                at.game,
                at.number,
                self.color(at.color)
            )
        };
        match e {
            PgnError::NoGame => "Der PGN-Text enthält keine Partie.".into(),
            PgnError::IllegalMove { at, san } => {
                format!("{}: '{san}' ist kein regelgemäßer Zug.", place(at))
            }
            PgnError::AmbiguousMove { at, san } => format!(
                "{}: '{san}' ist mehrdeutig: mehr als eine Figur kann diesen Zug machen.",
                place(at)
            ),
            PgnError::UnreadableMove { at, token } => format!(
                "{}: '{token}' ist kein Zug in algebraischer Notation.",
                place(at)
            ),
            PgnError::BadFen { game, fen, reason } => format!(
                "Partie {game}: die FEN-Angabe '{fen}' ist keine gültige Stellung: {}.",
                self.fen_error(reason)
            ),
            PgnError::SetUpWithoutFen { game } => {
                format!("Partie {game}: die SetUp-Angabe ist 1, aber es fehlt die FEN-Angabe.")
            }
            PgnError::NullMove { at } => format!(
                "{}: '--' ist ein Nullzug, ein Aussetzen, und kein Schachzug; die Partie kann nicht übernommen werden.",
                place(at)
            ),
            PgnError::NotStandardChess { game, variant } => format!(
                "Partie {game} ist {variant}, kein normales Schach; annabella spielt nur normales Schach."
            ),
            PgnError::Syntax { game, reason } => {
                format!("Partie {game}: der PGN-Text ist beschädigt: {reason}.")
            }
        }
    }

    fn pgn_after_end(&self, number: u32, mover: Color, san: &str, r: &GameResult) -> String {
        format!(
            "Die Partie war vor Zug {number} von {}, {san}, schon zu Ende: {}",
            self.color(mover),
            self.result(r)
        )
    }

    // --- dotpad15 (issue 15): the Dot Pad pin display ---
    fn dotpad_connected(&self, name: &str) -> String {
        format!("Das Dot Pad {name} zeigt das Brett.")
    }

    fn dotpad_lost(&self) -> String {
        "Das Dot Pad ist getrennt. Die Partie geht weiter; stecken Sie es wieder ein, um das Brett zu fühlen.".into()
    }

    fn dotpad_back(&self) -> String {
        "Das Dot Pad ist wieder verbunden und zeigt das Brett.".into()
    }

    fn dotpad_gave_up(&self, why: &crate::dotpad::device::Failure) -> String {
        use crate::dotpad::device::Failure;
        let first = match why {
            Failure::NoAnswer => "Das Dot Pad antwortet nicht.".to_string(),
            Failure::Refused { .. } => {
                "Das Dot Pad lehnt ab, was es geschickt bekommt.".to_string()
            }
            Failure::Unsuitable { info } => format!(
                "Diese Anzeige hat eine Bildfläche von {} mal {} Zellen; das Brett braucht 30 mal 10 und eine Textzeile mit 20 Zellen.",
                info.graphic.columns, info.graphic.rows
            ),
        };
        format!("{first} Die Partie geht ohne das Dot Pad weiter.")
    }

    fn dotpad_line_full(&self, max: usize) -> String {
        format!(
            "Die Zeile ist mit {max} Zellen voll. Löschen mit Leertaste und Punkt 7, senden mit Leertaste und Punkt 8."
        )
    }

    fn dotpad_not_reconnected(&self, port: &str, why: &str) -> String {
        format!(
            "Das Dot Pad an {port} lässt sich nicht öffnen: {why} Die Partie geht ohne es weiter."
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::AlgebraicNamer;
    use shakmaty::Square;

    #[test]
    fn gender_of_piece_nouns() {
        let n = AlgebraicNamer(&De);
        assert_eq!(
            De.move_error(
                &MoveError::NoPieceCanReach {
                    role: Role::Knight,
                    to: Square::F3
                },
                &n
            ),
            "Kein Springer kann nach f3 ziehen."
        );
        assert_eq!(
            De.move_error(
                &MoveError::NoPieceCanReach {
                    role: Role::Queen,
                    to: Square::F3
                },
                &n
            ),
            "Keine Dame kann nach f3 ziehen."
        );
        assert_eq!(
            De.which_move(Some(Role::Queen), &["d1".into(), "h5".into()], &[]),
            "Welche Dame: d1 oder h5?"
        );
        assert_eq!(
            De.move_error(
                &MoveError::CastlingNotAllowed {
                    side: CastlingSide::KingSide,
                    why: CastlingBlock::RookMoved(Square::H1)
                },
                &n
            ),
            "Kurze Rochade nicht möglich: der Turm auf h1 hat schon gezogen oder fehlt."
        );
    }
}
