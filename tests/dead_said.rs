//! When a game ends as a dead position, or a loss is drawn because the
//! opponent cannot checkmate, annabella says why right after the result,
//! in every language.

mod common;

use common::{annabella, text};

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
