use super::text::{duration_text, parse_duration};
use super::*;

/// Cheap costs so that the tests that open an envelope a thousand times
/// stay fast; the default costs are tested once on their own.
const FAST: KdfParams = KdfParams {
    m_kib: 64,
    t: 1,
    p: 1,
};

const SECRET: &str = "Zugzwang im Turmendspiel";
const MOVE: &str = "Springer Felix drei";

fn info() -> EnvelopeInfo {
    EnvelopeInfo {
        event: "Offene Berliner Meisterschaft 2025".to_string(),
        round: "5".to_string(),
        white: "Anna Schmidt".to_string(),
        black: "Bella Müller".to_string(),
        fen: "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 3".to_string(),
        white_used: Duration::from_millis(5_025_250),
        black_used: Duration::from_secs(4_200),
        white_left: Some(Duration::from_millis(2_174_750)),
        black_left: None,
        sealed_by: Color::White,
        move_number: 3,
        draw_offer: Some(Color::Black),
        adjourned: "2025-03-14 18:05".to_string(),
        resume_date: "2025-03-15".to_string(),
        resume_time: "10:00".to_string(),
        resume_place: "Saal 2, Rathaus Schöneberg".to_string(),
        arbiter: "Hans Meier".to_string(),
        time_control: String::new(),
        start_fen: String::new(),
        moves: String::new(),
    }
}

fn sealed() -> String {
    seal_with(&info(), MOVE, SECRET, FAST).unwrap()
}

#[test]
fn sealed_envelope_opens_with_its_secret() {
    let text = sealed();
    let (got, mv) = open(&text, SECRET).unwrap();
    assert_eq!(got, info());
    assert_eq!(mv, MOVE);
    // The secret as typed may differ in spaces around it and in Unicode form.
    let text = seal_with(&info(), "Sf3", "Läufer und König", FAST).unwrap();
    let decomposed = "  La\u{308}ufer und Ko\u{308}nig ";
    assert_eq!(open(&text, decomposed).unwrap().1, "Sf3");
}

#[test]
fn default_costs_seal_and_open() {
    let text = seal(&info(), "Nf3", SECRET).unwrap();
    assert!(text.contains("key derivation: argon2id v19 m=19456 t=2 p=1\n"));
    assert_eq!(open(&text, SECRET).unwrap().1, "Nf3");
}

#[test]
fn wrong_secret_is_refused_with_a_clear_message() {
    let text = sealed();
    for wrong in [
        "Zugzwang im Turmendspie",
        "zugzwang im Turmendspiel",
        "",
        "x",
    ] {
        let err = open(&text, wrong).unwrap_err();
        assert_eq!(err, EnvelopeError::WrongSecretOrTampered);
        assert_eq!(
            err.to_string(),
            "The secret does not open this envelope, or the envelope was changed."
        );
    }
}

#[test]
fn plain_part_is_readable_without_the_secret() {
    let text = sealed();
    assert_eq!(read_info(&text).unwrap(), info());
    for line in [
        "white: Anna Schmidt",
        "black: Bella Müller",
        "position before the sealed move: r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 2 3",
        "white time used: 1:23:45.250",
        "black time used: 1:10:00",
        "white time left: 0:36:14.750",
        "black time left:\n",
        "sealed by: white",
        "sealed move number: 3",
        "draw offer pending: black",
        "resume place: Saal 2, Rathaus Schöneberg",
    ] {
        assert!(text.contains(line), "{line:?} not in\n{text}");
    }
    let i = info();
    assert_eq!(i.sealer_name(), "Anna Schmidt");
    assert_eq!(i.replier(), Color::Black);
}

#[test]
fn the_move_is_not_visible_and_its_length_is_hidden() {
    let short = seal_with(&info(), "O-O", SECRET, FAST).unwrap();
    let long = seal_with(
        &info(),
        "Springer von Gustav eins nach Felix drei",
        SECRET,
        FAST,
    )
    .unwrap();
    for (text, mv) in [(&short, "O-O"), (&long, "Springer von Gustav")] {
        assert!(!text.contains(mv));
        assert!(!text.to_lowercase().contains(&mv.to_lowercase()));
        let hex: String = mv.bytes().map(|b| format!("{b:02x}")).collect();
        assert!(!text.contains(&hex));
    }
    assert_eq!(short.len(), long.len(), "the file length tells nothing");
    // Sealing twice gives different files (fresh salt and nonce).
    assert_ne!(sealed(), sealed());
}

#[test]
fn every_flipped_bit_is_detected() {
    let text = sealed();
    let bytes = text.as_bytes();
    let (mut refused, mut not_text, mut harmless) = (0, 0, Vec::new());
    for pos in 0..bytes.len() {
        // One bit per position, a different one each time, and the 0x20
        // bit (letter case, space) everywhere.
        for bit in [pos % 8, 5] {
            let mut bad = bytes.to_vec();
            bad[pos] ^= 1 << bit;
            let Ok(bad) = String::from_utf8(bad) else {
                not_text += 1; // Cannot even be handed over as text.
                continue;
            };
            match open(&bad, SECRET) {
                Err(_) => refused += 1,
                Ok((got, mv)) => {
                    assert_eq!(got, info(), "byte {pos} bit {bit}: changed info accepted");
                    assert_eq!(mv, MOVE, "byte {pos} bit {bit}: changed move accepted");
                    harmless.push((pos, bad.as_bytes()[pos]));
                }
            }
        }
    }
    // Only the final newline may turn into other white space unnoticed:
    // line ends and spaces around values are not part of the content.
    for (pos, byte) in &harmless {
        assert_eq!(*pos, bytes.len() - 1, "harmless flip at {pos}");
        assert!(char::from(*byte).is_whitespace(), "{byte:#x}");
    }
    println!(
        "{} flips: {refused} refused, {not_text} not UTF-8, {} harmless",
        2 * bytes.len(),
        harmless.len()
    );
    assert_eq!(refused + not_text + harmless.len(), 2 * bytes.len());
    assert!(harmless.len() <= 2);
}

#[test]
fn a_changed_value_is_refused_even_if_well_formed() {
    let text = sealed();
    for (from, to) in [
        ("sealed move number: 3", "sealed move number: 4"),
        ("draw offer pending: black", "draw offer pending: none"),
        ("black time used: 1:10:00", "black time used: 1:09:00"),
        ("resume time: 10:00", "resume time: 14:00"),
        ("white: Anna Schmidt", "white: Anna Schmitt"),
        ("round: 5", "round:"),
    ] {
        let changed = text.replace(from, to);
        assert_ne!(changed, text);
        assert_eq!(
            open(&changed, SECRET).unwrap_err(),
            EnvelopeError::WrongSecretOrTampered
        );
        // Without the secret the change cannot be seen.
        assert!(read_info(&changed).is_ok());
    }
    // Salt, nonce and sealed move swapped in from another envelope.
    let other = sealed();
    for key in ["salt: ", "nonce: ", "sealed move: "] {
        let value = |t: &str| t.lines().find(|l| l.starts_with(key)).unwrap().to_string();
        let changed = text.replace(&value(&text), &value(&other));
        assert_eq!(
            open(&changed, SECRET).unwrap_err(),
            EnvelopeError::WrongSecretOrTampered
        );
    }
}

#[test]
fn line_ends_and_spaces_do_not_matter() {
    let text = sealed();
    let crlf = text.replace('\n', "\r\n");
    let spaced = text.replace(": ", ":   ").replace('\n', "  \n\n");
    let no_final = text.trim_end().to_string();
    for t in [crlf, spaced, no_final] {
        let (got, mv) = open(&t, SECRET).unwrap();
        assert_eq!(got, info());
        assert_eq!(mv, MOVE);
    }
}

#[test]
fn malformed_files_name_the_line() {
    let text = sealed();
    let cases: Vec<(String, usize, &str)> = vec![
        (String::new(), 1, "empty"),
        ("hello\n".to_string(), 1, "not an annabella"),
        (text.replace("round: 5\n", ""), 3, "'round:' was expected"),
        (
            text.replace("white time used: 1:23:45.250", "white time used: 83:45"),
            7,
            "H:MM:SS",
        ),
        (
            text.replace("sealed by: white", "sealed by: black"),
            11,
            "not the side to move",
        ),
        (
            text.replace("sealed by: white", "sealed by: weiss"),
            11,
            "white or black",
        ),
        (
            text.replace("sealed move number: 3", "sealed move number: 03"),
            12,
            "move number",
        ),
        (text.replace("m=64 ", "m=999999999 "), 19, "memory"),
        (text.replace("argon2id v19", "argon2i v19"), 19, "argon2id"),
        (text.clone() + "P.S.\n", 23, "more text"),
        (
            text.lines().take(20).collect::<Vec<_>>().join("\n"),
            21,
            "'nonce:' is missing",
        ),
    ];
    for (t, line, why) in cases {
        match read_info(&t).and_then(|_| open(&t, SECRET)) {
            Err(EnvelopeError::Malformed { line: l, why: w }) => {
                assert_eq!(l, line, "{why}: {w}");
                assert!(w.contains(why), "{w} lacks {why}");
            }
            other => panic!("{why}: {other:?}"),
        }
    }
    let upper = text.replace(
        text.lines().find(|l| l.starts_with("nonce: ")).unwrap(),
        &text
            .lines()
            .find(|l| l.starts_with("nonce: "))
            .unwrap()
            .to_uppercase()
            .replace("NONCE", "nonce"),
    );
    assert!(matches!(
        read_info(&upper),
        Err(EnvelopeError::Malformed { line: 21, .. })
    ));
}

#[test]
fn seal_refuses_what_cannot_be_written_back() {
    let mut bad = info();
    bad.resume_place = "Saal 2\nZimmer 3".to_string();
    assert!(matches!(
        seal_with(&bad, MOVE, SECRET, FAST),
        Err(EnvelopeError::InvalidField {
            field: "resume place",
            ..
        })
    ));
    let mut bad = info();
    bad.white = " Anna".to_string();
    assert!(matches!(
        seal_with(&bad, MOVE, SECRET, FAST),
        Err(EnvelopeError::InvalidField { field: "white", .. })
    ));
    let mut bad = info();
    bad.sealed_by = Color::Black;
    let err = seal_with(&bad, MOVE, SECRET, FAST).unwrap_err();
    assert_eq!(
        err.to_string(),
        "The envelope cannot be sealed. sealed by: it is white's move in the position."
    );
    let mut bad = info();
    bad.fen = "not a position".to_string();
    assert!(matches!(
        seal_with(&bad, MOVE, SECRET, FAST),
        Err(EnvelopeError::InvalidField {
            field: "position before the sealed move",
            ..
        })
    ));
    assert_eq!(
        seal_with(&info(), MOVE, "kurz", FAST).unwrap_err(),
        EnvelopeError::SecretTooShort {
            min_chars: MIN_SECRET_CHARS
        }
    );
    assert_eq!(
        seal_with(&info(), "  ", SECRET, FAST).unwrap_err(),
        EnvelopeError::EmptyMove
    );
    let longest = "ä".repeat(MAX_MOVE_BYTES / 2);
    let text = seal_with(&info(), &longest, SECRET, FAST).unwrap();
    assert_eq!(open(&text, SECRET).unwrap().1, longest);
    assert_eq!(
        seal_with(&info(), &(longest + "x"), SECRET, FAST).unwrap_err(),
        EnvelopeError::MoveTooLong {
            max_bytes: MAX_MOVE_BYTES
        }
    );
    let weak = KdfParams {
        m_kib: 4,
        t: 1,
        p: 1,
    };
    assert!(matches!(
        seal_with(&info(), MOVE, SECRET, weak),
        Err(EnvelopeError::Crypto(_))
    ));
}

#[test]
fn times_are_kept_to_the_millisecond() {
    for ms in [
        0,
        1,
        999,
        1000,
        59_999,
        3_600_000,
        36_000_123,
        9_999 * 3_600_000,
    ] {
        let d = Duration::from_millis(ms);
        assert_eq!(parse_duration(&duration_text(d)), Some(d), "{ms}");
    }
    assert_eq!(
        duration_text(Duration::from_millis(5_025_250)),
        "1:23:45.250"
    );
    for bad in [
        "1:2:03",
        "01:00:00",
        "1:60:00",
        "1:00:00.000",
        "1:00:00.5",
        "1:00",
        "-1:00:00",
    ] {
        assert_eq!(parse_duration(bad), None, "{bad}");
    }
    let mut i = info();
    i.white_used = Duration::new(100, 123_456_789);
    let text = seal_with(&i, MOVE, SECRET, FAST).unwrap();
    assert_eq!(
        open(&text, SECRET).unwrap().0.white_used,
        Duration::from_millis(100_123)
    );
}

#[cfg(unix)]
#[test]
fn written_file_is_private_and_never_replaced() {
    use std::os::unix::fs::PermissionsExt;
    let dir = std::env::temp_dir().join(format!("annabella-envelope-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("round5-board3.envelope");
    let _ = std::fs::remove_file(&path);
    let text = sealed();
    write_private(&path, &text).unwrap();
    let mode = std::fs::metadata(&path).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    let err = write_private(&path, "other").unwrap_err();
    assert_eq!(err.kind(), std::io::ErrorKind::AlreadyExists);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The game's clock and score ride along (format 2), authenticated as
/// the rest: a changed move is refused.
#[test]
fn the_clock_and_the_score_are_carried_and_sealed() {
    let game = EnvelopeInfo {
        time_control: "5400+30".to_string(),
        start_fen: String::new(),
        moves: "e4 e5 Nf3 Nc6 Bc4".to_string(),
        ..info()
    };
    let text = seal_with(&game, MOVE, SECRET, FAST).unwrap();
    assert!(text.starts_with("annabella sealed move envelope, format 2\n"));
    assert!(text.contains("\ntime control: 5400+30\n"), "{text}");
    assert_eq!(open(&text, SECRET).unwrap().0, game);
    assert_eq!(read_info(&text).unwrap(), game);
    assert!(looks_like_envelope(&text));
    let changed = text.replace("Nc6 Bc4", "Nf6 Bc4");
    assert_eq!(
        open(&changed, SECRET).unwrap_err(),
        EnvelopeError::WrongSecretOrTampered
    );
    let control = text.replace(
        "moves before the sealed move: e4",
        "moves before the sealed move: e4\u{7}",
    );
    assert!(matches!(
        read_info(&control),
        Err(EnvelopeError::Malformed { line: 21, .. })
    ));
    // Without them the envelope stays format 1.
    assert!(sealed().starts_with("annabella sealed move envelope, format 1\n"));
}
