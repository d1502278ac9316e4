//! Adjournment as Guidelines I describe it: the sealed move in any input
//! form, the adjourned game frozen until it is resumed, the envelope's
//! time of adjournment as docs/envelope.md shows it, a wrong secret asked
//! again three times at most.

mod common;

use common::{Temp, annabella, text};

/// Adjourns after 1. e4 e5 with the sealed move typed as `sealed`.
fn adjourned(tmp: &Temp, name: &str, sealed: &str, after: &str) -> (String, String) {
    let dir = tmp.path(name);
    let out = annabella(
        &[
            "play",
            "--script",
            "-",
            "--lang",
            "en",
            "--game-dir",
            &dir,
            "--white",
            "Anna",
            "--black",
            "Bella",
            "--time",
            "90+30",
        ],
        &format!("e4\ne5\nadjourn\n-\n{sealed}\nsecret-123\n{after}"),
    );
    assert!(out.status.success(), "{}", text(&out));
    (text(&out), tmp.path(&format!("{name}/envelope.txt")))
}

#[test]
fn the_sealed_move_is_taken_in_every_input_form() {
    let tmp = Temp::new("adjourn-forms");
    for (i, sealed) in [
        "Nf3",
        "Springer Gustav eins Felix drei",
        "Sf3",
        "Cf3",
        "g1f3",
        // ICCF numeric notation: from g1 (7, 1) to f3 (6, 3).
        "7163",
        // Braille: the knight's letter and f3 in computer braille cells.
        "⠝⠋⠒",
    ]
    .iter()
    .enumerate()
    {
        let (out, envelope) = adjourned(&tmp, &format!("g{i}"), sealed, "");
        assert!(out.contains("The move is sealed."), "{sealed}: {out}");
        let o = annabella(&["resume", &envelope, "--script", "-"], "secret-123\n");
        assert!(
            text(&o).lines().any(|l| l == "Nf3"),
            "{sealed}: {}",
            text(&o)
        );
    }
}

/// A sealed move that cannot be sealed is refused without saying what was
/// typed: the answer is said aloud, and the sealed move is a secret.
#[test]
fn a_refused_sealed_move_is_not_named() {
    let tmp = Temp::new("adjourn-refused");
    for (i, wrong) in ["Nf6", "Springer Gustav eins Hektor vier", "7166", "Qx"]
        .iter()
        .enumerate()
    {
        let (out, envelope) = adjourned(&tmp, &format!("g{i}"), &format!("{wrong}\nNf3"), "");
        assert!(
            out.contains("That is not a legal move here, so it cannot be sealed."),
            "{wrong}: {out}"
        );
        for named in ["f6", "h4", "Hektor", "Qx", "7166"] {
            assert!(!out.contains(named), "{wrong}: {named} is said: {out}");
        }
        assert!(out.contains("The move is sealed."), "{wrong}: {out}");
        let o = annabella(&["resume", &envelope, "--script", "-"], "secret-123\n");
        assert!(text(&o).lines().any(|l| l == "Nf3"), "{}", text(&o));
    }
}

#[test]
fn an_adjourned_game_is_frozen_until_it_is_resumed() {
    let tmp = Temp::new("adjourn-frozen");
    let (out, envelope) = adjourned(
        &tmp,
        "g",
        "Nf3",
        "undo\nsetup 8/8/8/8/8/8/8/K6k w - - 0 1\nadjourn\nNf3\nsecret-456\nmoves\n",
    );
    assert_eq!(
        out.matches(
            "The game is adjourned and stays as it was sealed until it is resumed: this is refused."
        )
        .count(),
        2,
        "{out}"
    );
    assert!(
        out.contains("The game is adjourned already, its sealed move is in"),
        "{out}"
    );
    assert!(!out.contains("takes back"), "{out}");
    assert!(!out.contains("Position set up"), "{out}");
    assert!(out.contains("1. e4 e5"), "{out}");
    // The one envelope opens with its own secret.
    let o = annabella(&["resume", &envelope, "--script", "-"], "secret-456\n");
    assert_eq!(o.status.code(), Some(2), "{}", text(&o));
    let env = std::fs::read_to_string(&envelope).unwrap();
    let adjourned = env
        .lines()
        .find_map(|l| l.strip_prefix("adjourned: "))
        .unwrap();
    // "2026-12-01 15:43", as docs/envelope.md shows it.
    let b = adjourned.as_bytes();
    assert_eq!(b.len(), 16, "{adjourned}");
    assert_eq!(
        (b[4], b[7], b[10], b[13]),
        (b'-', b'-', b' ', b':'),
        "{adjourned}"
    );
}

#[test]
fn a_wrong_secret_is_asked_again_three_times_at_most() {
    let tmp = Temp::new("adjourn-secret");
    let (_, envelope) = adjourned(&tmp, "g", "Nf3", "");
    let o = annabella(
        &["resume", &envelope, "--script", "-"],
        "secret-12\nsecret-1234\nsecret-123\n",
    );
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert_eq!(
        t.matches("The secret does not open this envelope, or the envelope was changed. Type the secret again.")
            .count(),
        2,
        "{t}"
    );
    assert!(t.lines().any(|l| l == "Nf3"), "{t}");
    let o = annabella(
        &["resume", &envelope, "--script", "-"],
        "one-wrong\ntwo-wrong\nthree-wrong\nsecret-123\n",
    );
    let t = text(&o);
    assert_eq!(o.status.code(), Some(2), "{t}");
    assert!(t.contains("3 secrets did not open the envelope"), "{t}");
    assert!(t.contains("The envelope stays closed."), "{t}");
    assert!(!t.lines().any(|l| l == "Nf3"), "{t}");
}

/// The envelope opened beside its game's journal: the game goes on in its
/// own folder, with its clock and its whole score, and the saved score is
/// what `export` makes of the journal.
#[test]
fn a_resumed_game_goes_on_in_its_folder_with_its_clock_and_score() {
    let tmp = Temp::new("adjourn-own-folder");
    let (_, envelope) = adjourned(&tmp, "g", "Springer Gustav eins Felix drei", "");
    let o = annabella(
        &["resume", &envelope, "--script", "-"],
        "secret-123\nmoves\ntime\nNc6\n",
    );
    let t = text(&o);
    assert!(o.status.success(), "{t}");
    assert!(t.contains("2. Nf3"), "{t}");
    assert!(
        t.contains("White: one hour, thirty"),
        "the clock goes on: {t}"
    );
    // No new folder beside the envelope: the game's own.
    let entries: Vec<_> = std::fs::read_dir(&tmp.0).unwrap().collect();
    assert_eq!(entries.len(), 1, "{entries:?}");
    let pgn = std::fs::read_to_string(tmp.0.join("g/game.pgn")).unwrap();
    assert!(pgn.contains("1. e4 {[%clk 1:30:30]} 1... e5"), "{pgn}");
    assert!(pgn.contains("2. Nf3 {[%clk"), "{pgn}");
    assert!(pgn.contains("2... Nc6"), "{pgn}");
    assert!(pgn.contains("[TimeControl \"5400+30\"]"), "{pgn}");
    let journal = tmp.path("g/journal.txt");
    let exported = annabella(&["export", &journal], "");
    assert_eq!(String::from_utf8_lossy(&exported.stdout), pgn);
    // Resumed again from the journal (a crash), the game is the same.
    let o = annabella(&["resume", &journal, "--script", "-"], "moves\n");
    assert!(text(&o).contains("2. Nf3 Nc6"), "{}", text(&o));
    // The envelope opened a second time: where its game went on is said.
    let o = annabella(&["resume", &envelope, "--script", "-"], "secret-123\n");
    assert!(
        text(&o).contains(&format!(
            "This envelope was opened before: its game went on in {}, and annabella resume {} continues it there.",
            tmp.path("g"),
            tmp.path("g")
        )),
        "{}",
        text(&o)
    );
    // The first opening said nothing of the kind.
    assert!(!t.contains("opened before"), "{t}");
}

/// A game started without the players' names can be adjourned: the
/// arbiter is asked for each name the envelope needs, a secret too short
/// is asked again, in the user's language, and the envelope names both.
#[test]
fn names_missing_are_asked_and_a_short_secret_again() {
    let tmp = Temp::new("adjourn-names");
    let dir = tmp.path("g");
    let out = annabella(
        &["play", "--script", "-", "--lang", "de", "--game-dir", &dir],
        "e4\ne5\nvertagen\nAnna Schmidt\nBella Müller\n-\nSf3\nkurz\ngeheim-123\n",
    );
    let t = text(&out);
    assert!(out.status.success(), "{t}");
    for said in [
        "Geben Sie den Namen des Spielers von Weiß ein.",
        "Geben Sie den Namen des Spielers von Schwarz ein.",
        "Dieses Kennwort ist zu kurz: Der Umschlag braucht mindestens 8 Zeichen",
        "Der Zug ist abgegeben.",
    ] {
        assert!(t.contains(said), "{said:?} missing: {t}");
    }
    assert!(!t.contains("The secret"), "{t}");
    assert!(!t.contains("abgebrochen"), "{t}");
    let envelope = std::fs::read_to_string(tmp.0.join("g/envelope.txt")).unwrap();
    assert!(envelope.contains("white: Anna Schmidt"), "{envelope}");
    assert!(envelope.contains("black: Bella Müller"), "{envelope}");
    let pgn = std::fs::read_to_string(tmp.0.join("g/game.pgn")).unwrap();
    assert!(pgn.contains("[White \"Anna Schmidt\"]"), "{pgn}");
    // Opened, the game goes on in its folder under the names given.
    let o = annabella(
        &["resume", &tmp.path("g/envelope.txt"), "--script", "-"],
        "geheim-123\n",
    );
    // Announced in the game's language.
    assert!(text(&o).lines().any(|l| l == "Sf3"), "{}", text(&o));
    let pgn = std::fs::read_to_string(tmp.0.join("g/game.pgn")).unwrap();
    assert!(pgn.contains("[Black \"Bella Müller\"]"), "{pgn}");
    assert!(pgn.contains("2. Nf3"), "{pgn}");
}
