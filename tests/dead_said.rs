//! When a game ends as a dead position, or a loss is drawn because the
//! opponent cannot checkmate, annabella says why right after the result,
//! in every language.

mod common;

use common::{Temp, annabella, text};

/// One move before a locked pawn chain: g3-g4 closes the last file.
const BEFORE_LOCK: &str = "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P3/6P1/8/3K4 w - - 0 1";

#[test]
fn a_move_into_a_locked_chain_ends_the_game_and_says_why() {
    for (lang, result, why) in [
        (
            "en",
            "Dead position, no mate is possible: draw",
            "No capture is possible any more and no piece can reach the other king: dead position.",
        ),
        (
            "de",
            "",
            "Es ist kein Schlagen mehr möglich und keine Figur erreicht den anderen König: tote Stellung.",
        ),
        (
            "ru",
            "",
            "Взятия больше невозможны, и ни одна фигура не может подойти к другому королю: мёртвая позиция.",
        ),
    ] {
        let out = annabella(
            &[
                "play",
                "--script",
                "-",
                "--lang",
                lang,
                "--fen",
                BEFORE_LOCK,
            ],
            "g4\n",
        );
        let t = text(&out);
        assert!(t.contains(result), "{lang}: {t}");
        assert!(t.contains(why), "{lang}: {t}");
        // The reason follows the result.
        let lines: Vec<&str> = t.lines().collect();
        let at = lines.iter().position(|l| l.contains(why)).unwrap();
        assert!(at > 0 && lines[at - 1].contains("1/2-1/2"), "{lang}: {t}");
    }
}

/// One move before a closed chain that the checks made after every move
/// cannot prove dead: c6-c5+ closes it, and the longer proof ends the game.
const BEFORE_CHAIN: &str = "5k2/4p3/2ppPp2/3P1Pp1/1pPK2Pp/pP5P/P7/8 b - - 0 1";

#[test]
fn a_closed_position_that_takes_longer_to_prove_dead_ends_the_game_and_is_kept() {
    let t = Temp::new("dead-chain");
    let dir = t.path("game");
    let out = annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "en",
            "--game-dir",
            &dir,
            "--fen",
            BEFORE_CHAIN,
        ],
        "c5\nKe8\n",
    );
    let t_out = text(&out);
    let lines: Vec<&str> = t_out.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("Dead position, no mate is possible: draw, 1/2-1/2."))
        .unwrap_or_else(|| panic!("{t_out}"));
    assert!(lines[..at].contains(&"c5+"), "{t_out}");
    assert!(
        lines[at + 1..]
            .iter()
            .any(|l| l.contains("Every series of moves was followed to its end")),
        "{t_out}"
    );
    // The next line meets a finished game.
    assert!(!t_out.contains("Ke8"), "{t_out}");
    // The journal keeps it; resume and export replay it.
    let journal = std::fs::read_to_string(t.path("game/journal.txt")).unwrap();
    assert!(journal.contains(" dead 1 "), "{journal}");
    let resumed = annabella(
        &["resume", &t.path("game/journal.txt"), "--script", "-"],
        "pgn\n",
    );
    assert!(
        text(&resumed).contains("1... c5+ 1/2-1/2"),
        "{}",
        text(&resumed)
    );
    let exported = annabella(&["export", &t.path("game/journal.txt")], "");
    assert!(
        text(&exported).contains("1... c5+ 1/2-1/2"),
        "{}",
        text(&exported)
    );
}

#[test]
fn a_resignation_drawn_because_the_opponent_cannot_mate_says_why() {
    for (lang, why) in [
        ("en", "Black has not enough material to checkmate."),
        ("de", "Schwarz hat nicht genug Material zum Mattsetzen."),
        ("ru", "недостаточно материала для мата."),
    ] {
        let out = annabella(
            &[
                "play",
                "--script",
                "-",
                "--lang",
                lang,
                "--fen",
                "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            ],
            "resign white\n",
        );
        let t = text(&out);
        assert!(t.contains("1/2-1/2"), "{lang}: {t}");
        assert!(t.contains(why), "{lang}: {t}");
    }
}

#[test]
fn a_game_won_on_the_board_gives_no_dead_reason() {
    let out = annabella(
        &["play", "--script", "-", "--lang", "en"],
        "f3\ne5\ng4\nQh4\n",
    );
    let t = text(&out);
    assert!(t.contains("Checkmate"), "{t}");
    assert!(!t.contains("checkmate by any series"), "{t}");
    assert!(!t.contains("material to checkmate"), "{t}");
}

/// `why dead` (German `warum tot`, Russian `почему мёртвая`) explains the
/// verdict on the board: a bishop shut in behind its own pawns never
/// checks, the other side can still mate, and the locked pawns are named.
#[test]
fn why_dead_explains_the_verdict_in_every_language() {
    for (lang, ask, lines) in [
        (
            "en",
            "why dead",
            [
                "The position is not dead.",
                "White can still checkmate.",
                "No black piece can ever reach a square from which it attacks the other king: Black can never give check.",
                "Locked pawns, which can never move again: a4, c4, e4, g4, a5, b5, c5, d5, e5, f5, g5, b6, d6, f6.",
            ],
        ),
        (
            "de",
            "warum tot",
            [
                "Die Stellung ist nicht tot.",
                "Weiß kann noch mattsetzen.",
                "Keine Figur von Schwarz kann je ein Feld erreichen, von dem aus sie den anderen König angreift: Schwarz kann nie Schach geben.",
                "Festgelegte Bauern, die nie mehr ziehen können:",
            ],
        ),
        (
            "ru",
            "почему мёртвая",
            [
                "Позиция не мёртвая.",
                "Белые ещё могут поставить мат.",
                "Чёрные: ни одна фигура никогда не попадёт на поле, откуда нападает на другого короля, шаха не будет никогда.",
                "Запертые пешки, которые больше никогда не сдвинутся: a4, c4, e4, g4, a5, b5, c5, d5, e5, f5, g5, b6, d6, f6.",
            ],
        ),
    ] {
        let out = annabella(
            &[
                "play",
                "--script",
                "-",
                "--lang",
                lang,
                "--fen",
                "kb6/b2B4/1p1p1p2/pPpPpPp1/P1P1P1P1/8/8/3K4 w - - 0 1",
            ],
            &format!("{ask}\n"),
        );
        let t = text(&out);
        for line in lines {
            assert!(
                t.lines().any(|l| l.starts_with(line)),
                "{lang}: {line}\n{t}"
            );
        }
    }
}

/// The arbiter rules a position dead (5.2.2) where White can still mate
/// (a light-squared bishop on Black's side): the ruling stands, and
/// annabella names the side that can mate and how to take the ruling
/// back. In a position that is dead, nothing is added.
#[test]
fn an_arbiter_ruling_dead_where_a_side_can_mate_is_questioned() {
    for (lang, ask, mate, stands) in [
        (
            "en",
            "arbiter result 1/2-1/2 dead",
            "Yet White can still checkmate: a series of legal moves that ends in mate exists.",
            "The ruling stands. To take it back, the arbiter types: arbiter reopen.",
        ),
        (
            "de",
            "schiedsrichter ergebnis remis tot",
            "Dabei kann Weiß noch mattsetzen: Es gibt eine Folge legaler Züge, die im Matt endet.",
            "Der Schiedsspruch gilt. Um ihn zurückzunehmen, gibt der Schiedsrichter ein: schiedsrichter fortsetzen.",
        ),
        (
            "ru",
            "судья результат ничья мёртвая",
            "Однако белые ещё могут поставить мат: существует последовательность легальных ходов, которая заканчивается матом.",
            "Решение судьи остаётся в силе. Чтобы отменить его, судья вводит: судья возобновить.",
        ),
    ] {
        let out = annabella(
            &[
                "play",
                "--script",
                "-",
                "--lang",
                lang,
                "--fen",
                "kb6/b2B4/1p1p1p2/pPpPpPp1/P1P1P1P1/8/8/3K4 w - - 0 1",
            ],
            &format!("{ask}\n"),
        );
        let t = text(&out);
        assert!(t.contains("1/2-1/2"), "{lang}: {t}");
        assert!(t.lines().any(|l| l == mate), "{lang}: {t}");
        assert!(t.lines().any(|l| l == stands), "{lang}: {t}");
        // Black's bishops are shut in: Black is not named.
        assert_eq!(
            t.lines().filter(|l| l.contains(&mate[..12])).count(),
            1,
            "{lang}: {t}"
        );
    }
    // A dead chain: the ruling is all that is said.
    let out = annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "en",
            "--fen",
            "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 b - - 0 1",
        ],
        "arbiter result 1/2-1/2 dead\n",
    );
    let t = text(&out);
    assert!(!t.contains("can still checkmate"), "{t}");
    assert!(!t.contains("ruling stands"), "{t}");
}
