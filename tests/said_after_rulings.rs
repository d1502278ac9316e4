//! What is said after a ruling or the end of the game is what happened:
//! no time "added" in a game without a clock, and a move in spoken words
//! after the end answered as a written one is.

mod common;

use common::{annabella, text};

#[test]
fn a_rejected_claim_without_a_clock_adds_no_time() {
    for (lang, said, wrong) in [
        (
            "en",
            "No clock runs in this game, so no time is added to Black's time.",
            "Two minutes are added",
        ),
        (
            "de",
            "In dieser Partie läuft keine Uhr, der Zeit von Schwarz wird also nichts hinzugefügt.",
            "Zwei Minuten werden",
        ),
        (
            "ru",
            "В этой партии часы не идут, поэтому ко времени чёрных ничего не добавлено.",
            "добавлены",
        ),
    ] {
        let out = annabella(
            &["play", "--script", "-", "--lang", lang],
            "e4\ne5\nclaim\n",
        );
        let t = text(&out);
        assert!(t.contains(said), "{lang}: {t}");
        assert!(!t.contains(wrong), "{lang}: {t}");
    }
    // With a clock the two minutes are added and said.
    let out = annabella(
        &["play", "--script", "-", "--lang", "en", "--time", "90+30"],
        "e4\ne5\nclaim\n",
    );
    assert!(
        text(&out).contains("Two minutes are added to Black's time."),
        "{}",
        text(&out)
    );
}

#[test]
fn a_spoken_move_after_the_end_hears_that_the_game_is_over() {
    let out = annabella(
        &["play", "--script", "-", "--lang", "en"],
        "e4\ne5\nresign\nSpringer Felix drei\nSf3\n",
    );
    let t = text(&out);
    assert_eq!(
        t.matches("The game is over, 0-1. No more moves can be made.")
            .count(),
        2,
        "{t}"
    );
    assert!(!t.contains("neither a move nor a command"), "{t}");
}
