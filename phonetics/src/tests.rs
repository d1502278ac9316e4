use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, CastlingSide, Chess, File, Move, Position, Rank, Role, Square};

use super::text::MAX_WORDS;
use super::*;
use laws::notation::{Intent, Namer};

fn de() -> Vocabulary {
    Builtin::German.load().unwrap()
}

fn one(text: &str, v: &Vocabulary) -> Intent {
    let p = parse(text, v).unwrap_or_else(|e| panic!("{text:?}: {e}"));
    assert_eq!(p.intents.len(), 1, "{text:?}: {:?}", p.intents);
    p.intents[0]
}

fn err(text: &str, v: &Vocabulary) -> SpokenError {
    match parse(text, v) {
        Ok(p) => panic!("{text:?} parsed as {:?}", p.intents),
        Err(e) => e,
    }
}

fn normal(
    role: Option<Role>,
    from: (Option<File>, Option<Rank>),
    to: Square,
    capture: bool,
    promotion: Option<Role>,
    en_passant: bool,
) -> Intent {
    Intent::Normal {
        role,
        from_file: from.0,
        from_rank: from.1,
        to,
        capture,
        promotion,
        en_passant,
    }
}

fn sq_from(sq: Square) -> (Option<File>, Option<Rank>) {
    (Some(sq.file()), Some(sq.rank()))
}

const NONE: (Option<File>, Option<Rank>) = (None, None);

fn pos(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn find_move(p: &Chess, uci: &str) -> Move {
    let m: shakmaty::uci::UciMove = uci.parse().unwrap();
    m.to_move(p).unwrap()
}

// ---------------------------------------------------------------- loading

#[test]
fn builtins_load_with_canonical_words() {
    for b in Builtin::ALL {
        let v = b.load().unwrap_or_else(|e| panic!("{}: {e}", b.id()));
        assert_eq!(v.id(), b.id());
        assert_eq!(Builtin::from_id(b.id()), Some(b));
    }
    let v = de();
    let files: Vec<&str> = File::ALL.iter().map(|&f| v.file_word(f)).collect();
    assert_eq!(
        files,
        [
            "Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hektor"
        ]
    );
    let ranks: Vec<&str> = Rank::ALL.iter().map(|&r| v.rank_word(r)).collect();
    assert_eq!(
        ranks,
        [
            "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"
        ]
    );
    let roles: Vec<&str> = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .iter()
    .map(|&r| v.role_word(r))
    .collect();
    assert_eq!(
        roles,
        ["König", "Dame", "Turm", "Läufer", "Springer", "Bauer"]
    );
    assert_eq!(v.castle_word(CastlingSide::KingSide), "Kurze Rochade");
    assert_eq!(v.castle_word(CastlingSide::QueenSide), "Lange Rochade");

    let ru = Builtin::Russian.load().unwrap();
    let files: Vec<&str> = File::ALL.iter().map(|&f| ru.file_word(f)).collect();
    assert_eq!(
        files,
        [
            "Анна",
            "Белла",
            "Цезарь",
            "Давид",
            "Ева",
            "Феликс",
            "Густав",
            "Хектор"
        ]
    );
    let ranks: Vec<&str> = Rank::ALL.iter().map(|&r| ru.rank_word(r)).collect();
    assert_eq!(
        ranks,
        ["айн", "цвай", "драй", "фир", "фюнф", "зекс", "зибен", "ахт"]
    );
    assert_eq!(ru.role_word(Role::Knight), "шпрингер");
    assert_eq!(ru.castle_word(CastlingSide::QueenSide), "ланге рохаде");

    let en = Builtin::English.load().unwrap();
    let files: Vec<&str> = File::ALL.iter().map(|&f| en.file_word(f)).collect();
    assert_eq!(
        files,
        [
            "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"
        ]
    );
    let nato = Builtin::Nato.load().unwrap();
    assert_eq!(nato.file_word(File::C), "Charlie");
    assert_eq!(nato.square(Square::H8), "Hotel eight");
}

#[test]
fn vocabulary_errors_are_structured() {
    let src = Builtin::German.source();
    assert!(matches!(
        Vocabulary::from_toml("files = 3"),
        Err(VocabError::Toml { .. })
    ));
    let no_c = src.replace(
        "c = [\"Cäsar\", \"Cesar\", \"Caesar\", \"Zäsar\", \"Zesar\", \"c\"]\n",
        "",
    );
    assert_ne!(no_c, src);
    assert_eq!(
        Vocabulary::from_toml(&no_c).unwrap_err(),
        VocabError::Missing {
            what: "files.c".into()
        }
    );
    let bad_template = src.replace("\"{piece} auf {square}\"", "\"{piece} auf {feld}\"");
    assert!(matches!(
        Vocabulary::from_toml(&bad_template),
        Err(VocabError::Invalid { what, .. }) if what == "phrases.piece_on"
    ));
    let bad_fold = src.replace("\"ß\" = \"ss\"", "\"ßx\" = \"ss\"");
    assert!(matches!(
        Vocabulary::from_toml(&bad_fold),
        Err(VocabError::Invalid { what, .. }) if what.starts_with("normalize.fold")
    ));
    let no_gender = src.replace("gender = \"f\"", "gender = \"n\"");
    assert_eq!(
        Vocabulary::from_toml(&no_gender).unwrap_err(),
        VocabError::Missing {
            what: "genders.n".into()
        }
    );
    let empty_word = src.replace("[\"Dame\"]", "[\"Dame\", \"--\"]");
    assert!(matches!(
        Vocabulary::from_toml(&empty_word),
        Err(VocabError::Invalid { what, .. }) if what == "pieces.queen"
    ));
    let extra_rank = src.replace(
        "8 = [\"acht\", \"8\"]",
        "8 = [\"acht\", \"8\"]\n9 = [\"neun\"]",
    );
    assert!(matches!(
        Vocabulary::from_toml(&extra_rank),
        Err(VocabError::Invalid { what, .. }) if what == "ranks.9"
    ));
    let short_numbers = src.replace("\"neunzehn\"]", "]");
    assert!(matches!(
        Vocabulary::from_toml(&short_numbers),
        Err(VocabError::Invalid { what, .. }) if what == "numbers.small"
    ));
    let e = Vocabulary::load(std::path::Path::new("/nonexistent/annabella/xx.toml")).unwrap_err();
    assert!(matches!(e, VocabError::Io { .. }));
    assert!(e.to_string().contains("xx.toml"));
}

#[test]
fn user_file_adds_a_language_without_recompiling() {
    // A club's Dutch-ish variant: different piece words, same files.
    let src = Builtin::German
        .source()
        .replace("id = \"de\"", "id = \"club\"")
        .replace("[\"Springer\"]", "[\"Paard\", \"Springer\"]");
    let dir = std::env::temp_dir().join(format!("annabella-phonetics-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("club.toml");
    std::fs::write(&path, src).unwrap();
    let v = Vocabulary::load(&path).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(v.id(), "club");
    assert_eq!(v.role_word(Role::Knight), "Paard");
    assert_eq!(
        one("Paard Felix drei", &v),
        Intent::to_square(Some(Role::Knight), Square::F3)
    );
    let a = Announcer::new(v, AnnounceOptions::default());
    let p = Chess::default();
    assert_eq!(
        a.announce(&p, find_move(&p, "g1f3")),
        "Paard Gustav eins Felix drei"
    );
}

// ------------------------------------------------------------------ forms

#[test]
fn piece_to_square() {
    let v = de();
    assert_eq!(
        one("Springer Felix drei", &v),
        Intent::to_square(Some(Role::Knight), Square::F3)
    );
}

#[test]
fn piece_from_square_to_square() {
    let v = de();
    let want = normal(
        Some(Role::Knight),
        sq_from(Square::G1),
        Square::F3,
        false,
        None,
        false,
    );
    assert_eq!(one("Springer Gustav eins Felix drei", &v), want);
    assert_eq!(one("Springer von Gustav eins nach Felix drei", &v), want);
    assert_eq!(one("Springer Gustav eins nach Felix drei", &v), want);
}

#[test]
fn departure_file_or_rank_only() {
    let v = de();
    assert_eq!(
        one("Springer Gustav Felix drei", &v),
        normal(
            Some(Role::Knight),
            (Some(File::G), None),
            Square::F3,
            false,
            None,
            false
        )
    );
    assert_eq!(
        one("Turm eins David eins", &v),
        normal(
            Some(Role::Rook),
            (None, Some(Rank::First)),
            Square::D1,
            false,
            None,
            false
        )
    );
}

#[test]
fn pawn_moves_with_or_without_piece_word() {
    let v = de();
    let pawn_e4 = Intent::to_square(Some(Role::Pawn), Square::E4);
    assert_eq!(one("Bauer Eva vier", &v), pawn_e4);
    assert_eq!(one("Eva vier", &v), pawn_e4);
    // A departure square without a piece: whatever stands there.
    assert_eq!(
        one("Eva zwei Eva vier", &v),
        normal(None, sq_from(Square::E2), Square::E4, false, None, false)
    );
    assert_eq!(
        one("Bauer Eva zwei Eva vier", &v),
        normal(
            Some(Role::Pawn),
            sq_from(Square::E2),
            Square::E4,
            false,
            None,
            false
        )
    );
}

#[test]
fn captures() {
    let v = de();
    assert_eq!(
        one("Läufer schlägt Cäsar vier", &v),
        normal(Some(Role::Bishop), NONE, Square::C4, true, None, false)
    );
    let exd5 = normal(
        Some(Role::Pawn),
        (Some(File::E), None),
        Square::D5,
        true,
        None,
        false,
    );
    assert_eq!(one("Eva schlägt David fünf", &v), exd5);
    assert_eq!(one("Eva nimmt David fünf", &v), exd5);
    assert_eq!(one("Eva x David fünf", &v), exd5);
    assert_eq!(one("e x d 5", &v), exd5);
    assert_eq!(
        one("Eva David fünf", &v),
        normal(
            Some(Role::Pawn),
            (Some(File::E), None),
            Square::D5,
            false,
            None,
            false
        )
    );
    assert_eq!(
        one("Springer Gustav eins schlägt Felix drei", &v),
        normal(
            Some(Role::Knight),
            sq_from(Square::G1),
            Square::F3,
            true,
            None,
            false
        )
    );
}

#[test]
fn promotions() {
    let v = de();
    let e8q = normal(
        Some(Role::Pawn),
        NONE,
        Square::E8,
        false,
        Some(Role::Queen),
        false,
    );
    assert_eq!(one("Bauer Eva acht Dame", &v), e8q);
    assert_eq!(one("Eva acht wird Dame", &v), e8q);
    assert_eq!(one("Eva acht Umwandlung in Dame", &v), e8q);
    assert_eq!(one("Eva acht = Dame", &v), e8q);
    // In spoken German "D" is the file d, not the queen.
    assert_eq!(
        err("e8=D", &v),
        SpokenError::Unexpected {
            word: "David".into(),
            expected: Expected::Piece
        }
    );
    assert_eq!(
        one("David schlägt Cäsar eins Springer", &v),
        normal(
            Some(Role::Pawn),
            (Some(File::D), None),
            Square::C1,
            true,
            Some(Role::Knight),
            false
        )
    );
    assert_eq!(
        one("Bauer Gustav sieben Gustav acht Dame Schach", &v),
        normal(
            Some(Role::Pawn),
            sq_from(Square::G7),
            Square::G8,
            false,
            Some(Role::Queen),
            false
        )
    );
}

#[test]
fn castling() {
    let v = de();
    assert_eq!(
        one("Kurze Rochade", &v),
        Intent::Castle(CastlingSide::KingSide)
    );
    assert_eq!(
        one("Lange Rochade", &v),
        Intent::Castle(CastlingSide::QueenSide)
    );
    assert_eq!(
        one("kurze rochade schach", &v),
        Intent::Castle(CastlingSide::KingSide)
    );
    assert_eq!(
        one("große Rochade", &v),
        Intent::Castle(CastlingSide::QueenSide)
    );
    assert_eq!(
        one("grosse Rochade", &v),
        Intent::Castle(CastlingSide::QueenSide)
    );
    assert_eq!(
        one("Kurze-Rochade!", &v),
        Intent::Castle(CastlingSide::KingSide)
    );
}

#[test]
fn check_mate_and_en_passant() {
    let v = de();
    let nf3 = Intent::to_square(Some(Role::Knight), Square::F3);
    for text in [
        "Springer Felix drei Schach",
        "Springer Felix drei matt",
        "Springer Felix drei Schachmatt",
        "Springer Felix drei Schach matt",
        "Springer Felix drei +",
        "Springer Felix drei #",
        "Springer Felix drei ++",
    ] {
        assert_eq!(one(text, &v), nf3, "{text}");
    }
    let ep = normal(
        Some(Role::Pawn),
        sq_from(Square::E5),
        Square::D6,
        true,
        None,
        true,
    );
    assert_eq!(one("Bauer Eva fünf schlägt David sechs en passant", &v), ep);
    assert_eq!(
        one("Bauer Eva fünf schlägt David sechs im Vorbeigehen", &v),
        ep
    );
    assert_eq!(one("Bauer Eva fünf schlägt David sechs e.p.", &v), ep);
}

#[test]
fn move_number_prefix_and_sentences_are_read() {
    let v = de();
    let nf3 = normal(
        Some(Role::Knight),
        sq_from(Square::G1),
        Square::F3,
        false,
        None,
        false,
    );
    assert_eq!(
        one("Zug zwölf, Weiß: Springer Gustav eins Felix drei", &v),
        nf3
    );
    assert_eq!(
        one("Zug eins, Schwarz: Springer Gustav eins Felix drei", &v),
        nf3
    );
    assert_eq!(
        one(
            "Zug dreihundertzweiundvierzig, Weiß: Springer Gustav eins Felix drei",
            &v
        ),
        nf3
    );
    assert_eq!(
        one("Dame auf David eins", &v),
        Intent::to_square(Some(Role::Queen), Square::D1)
    );
    assert_eq!(
        one("weißer Springer nach Felix drei", &v),
        Intent::to_square(Some(Role::Knight), Square::F3)
    );
}

// ------------------------------------------------------- every word variant

/// Every word of every list of every built-in vocabulary is read with its
/// meaning, placed in a sentence made of that vocabulary's canonical words.
#[test]
fn every_vocabulary_word_is_read() {
    for b in Builtin::ALL {
        let v = b.load().unwrap();
        let doc: toml::Table = toml::from_str(b.source()).unwrap();
        let knight = v.role_word(Role::Knight).to_string();
        let f3 = v.square(Square::F3);
        let list = |section: &str, key: &str| -> Vec<String> {
            let t = &doc[section][key];
            let arr = if let Some(w) = t.get("words") { w } else { t };
            arr.as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_str().unwrap().to_string())
                .collect()
        };
        for file in File::ALL {
            for w in list("files", &file.char().to_string()) {
                let text = format!("{knight} {w} {}", v.rank_word(Rank::Third));
                let want =
                    Intent::to_square(Some(Role::Knight), Square::from_coords(file, Rank::Third));
                assert_eq!(one(&text, &v), want, "{}: {text}", b.id());
            }
        }
        for rank in Rank::ALL {
            for w in list("ranks", &rank.char().to_string()) {
                let text = format!("{knight} {} {w}", v.file_word(File::F));
                let want =
                    Intent::to_square(Some(Role::Knight), Square::from_coords(File::F, rank));
                assert_eq!(one(&text, &v), want, "{}: {text}", b.id());
            }
        }
        for (key, role) in [
            ("king", Role::King),
            ("queen", Role::Queen),
            ("rook", Role::Rook),
            ("bishop", Role::Bishop),
            ("knight", Role::Knight),
            ("pawn", Role::Pawn),
        ] {
            for w in list("pieces", key) {
                let text = format!("{w} {f3}");
                assert_eq!(
                    one(&text, &v),
                    Intent::to_square(Some(role), Square::F3),
                    "{}: {text}",
                    b.id()
                );
                // The same word after the target is the promotion piece.
                let text = format!("{} {w}", v.square(Square::F8));
                let want = normal(Some(Role::Pawn), NONE, Square::F8, false, Some(role), false);
                assert_eq!(one(&text, &v), want, "{}: {text}", b.id());
            }
        }
        for (key, side) in [
            ("short", CastlingSide::KingSide),
            ("long", CastlingSide::QueenSide),
        ] {
            let both = list("castling", "short");
            let other = list("castling", "long");
            for w in list("castling", key) {
                if both.contains(&w) && other.contains(&w) {
                    // "Rochade" alone: either castling, the position decides.
                    let p = parse(&w, &v).unwrap();
                    assert_eq!(
                        p.intents,
                        [
                            Intent::Castle(CastlingSide::KingSide),
                            Intent::Castle(CastlingSide::QueenSide)
                        ],
                        "{}: {w}",
                        b.id()
                    );
                    continue;
                }
                assert_eq!(one(&w, &v), Intent::Castle(side), "{}: {w}", b.id());
            }
        }
        let words = |key: &str| list("words", key);
        for w in words("capture") {
            let text = format!("{knight} {w} {f3}");
            let want = normal(Some(Role::Knight), NONE, Square::F3, true, None, false);
            assert_eq!(one(&text, &v), want, "{}: {text}", b.id());
        }
        for key in ["check", "mate", "from", "to", "filler", "white", "black"] {
            let spoken = doc["words"].get(key).is_some();
            if !spoken {
                continue;
            }
            for w in words(key) {
                let text = match key {
                    "from" | "filler" | "white" | "black" => format!("{knight} {w} {f3}"),
                    "to" => format!("{knight} {w} {f3}"),
                    _ => format!("{knight} {f3} {w}"),
                };
                let want = Intent::to_square(Some(Role::Knight), Square::F3);
                assert_eq!(one(&text, &v), want, "{}: {text}", b.id());
            }
        }
        for w in words("promotion") {
            let text = format!("{} {w} {}", v.square(Square::F8), v.role_word(Role::Rook));
            let want = normal(
                Some(Role::Pawn),
                NONE,
                Square::F8,
                false,
                Some(Role::Rook),
                false,
            );
            assert_eq!(one(&text, &v), want, "{}: {text}", b.id());
        }
        for w in words("en_passant") {
            let text = format!("{} {} {w}", v.file_word(File::E), v.square(Square::D6));
            let want = normal(
                Some(Role::Pawn),
                (Some(File::E), None),
                Square::D6,
                false,
                None,
                true,
            );
            assert_eq!(one(&text, &v), want, "{}: {text}", b.id());
        }
    }
}

#[test]
fn brief_variants_are_accepted() {
    let v = de();
    for (text, sq) in [
        ("Cesar vier", Square::C4),
        ("Caesar vier", Square::C4),
        ("Zäsar vier", Square::C4),
        ("Hector vier", Square::H4),
        ("Eva fuenf", Square::E5),
        ("Eva zwo", Square::E2),
        ("c4", Square::C4),
        ("h 8", Square::H8),
        ("Eva 5", Square::E5),
    ] {
        assert_eq!(
            one(text, &v),
            Intent::to_square(Some(Role::Pawn), sq),
            "{text}"
        );
    }
    assert_eq!(
        one("Koenig Eva zwei", &v),
        Intent::to_square(Some(Role::King), Square::E2)
    );
    assert_eq!(
        one("Laeufer Cäsar vier", &v),
        Intent::to_square(Some(Role::Bishop), Square::C4)
    );
    assert_eq!(
        one("äh Springer ähm Felix und drei", &v),
        Intent::to_square(Some(Role::Knight), Square::F3)
    );
}

// ----------------------------------------------------------- normalisation

#[test]
fn case_spelling_and_punctuation_do_not_matter() {
    let v = de();
    let bc4 = Intent::to_square(Some(Role::Bishop), Square::C4);
    for text in [
        "Läufer Cäsar vier",
        "LÄUFER CÄSAR VIER",
        "läufer cäsar vier",
        "Laeufer Caesar vier",
        "LAEUFER CAESAR VIER",
        "La\u{308}ufer Ca\u{308}sar vier",
        "LA\u{308}UFER, CA\u{308}SAR  VIER.",
        "  Läufer,,Cäsar -- vier!  ",
        "Läufer-Cäsar-vier",
        "Läufer\tCäsar\nvier",
        "„Läufer“ «Cäsar» vier…",
        "Läufer c4",
        "Läufer Cäsar4",
        "Läufer\u{200B}Cäsar vier",
    ] {
        assert_eq!(one(text, &v), bc4, "{text:?}");
    }
    // ß and ss.
    let v_ss = Vocabulary::from_toml(
        &Builtin::German
            .source()
            .replace("[\"Turm\"]", "[\"Turmstraße\"]"),
    )
    .unwrap();
    let rook = Intent::to_square(Some(Role::Rook), Square::A1);
    assert_eq!(one("Turmstrasse Anna eins", &v_ss), rook);
    assert_eq!(one("TURMSTRASSE Anna eins", &v_ss), rook);
    assert_eq!(one("Turmstraße Anna eins", &v_ss), rook);
}

#[test]
fn cyrillic_vocabulary_reads_what_an_assistant_types() {
    let ru = Builtin::Russian.load().unwrap();
    assert_eq!(
        one("шпрингер Густав айн Феликс драй", &ru),
        normal(
            Some(Role::Knight),
            sq_from(Square::G1),
            Square::F3,
            false,
            None,
            false
        )
    );
    assert_eq!(
        one("ШПРИНГЕР ФЕЛИКС ДРАЙ", &ru),
        Intent::to_square(Some(Role::Knight), Square::F3)
    );
    assert_eq!(
        one("кюрце рохаде", &ru),
        Intent::Castle(CastlingSide::KingSide)
    );
    assert_eq!(
        one("Ланге Рохаде", &ru),
        Intent::Castle(CastlingSide::QueenSide)
    );
    assert_eq!(
        one("Кёниг Ева цвай", &ru),
        Intent::to_square(Some(Role::King), Square::E2)
    );
    assert_eq!(
        one("Ева х Давид фюнф", &ru),
        normal(
            Some(Role::Pawn),
            (Some(File::E), None),
            Square::D5,
            true,
            None,
            false
        )
    );
}

// ---------------------------------------------------------- misheard words

#[test]
fn misheard_words_are_corrected_and_reported() {
    let v = de();
    let p = parse("Springa Felix drei", &v).unwrap();
    assert_eq!(
        p.intents,
        [Intent::to_square(Some(Role::Knight), Square::F3)]
    );
    assert_eq!(
        p.corrections,
        [Correction {
            heard: "Springa".into(),
            understood: "Springer".into()
        }]
    );
    let p = parse("Turm Hecktor eins", &v).unwrap();
    assert_eq!(p.intents, [Intent::to_square(Some(Role::Rook), Square::H1)]);
    assert_eq!(p.corrections[0].understood, "Hektor");
    // A swap of two letters is one edit.
    let p = parse("Dmae Dvaid eisn", &v).unwrap();
    assert_eq!(
        p.intents,
        [Intent::to_square(Some(Role::Queen), Square::D1)]
    );
    assert_eq!(p.corrections.len(), 3);
    // A word inside a phrase.
    let p = parse("Kurze Rochate", &v).unwrap();
    assert_eq!(p.intents, [Intent::Castle(CastlingSide::KingSide)]);
    assert_eq!(p.corrections[0].understood, "Rochade");
    // Close to both "zwei" and "zwo": same meaning, accepted as "zwei".
    let p = parse("Eva zwoi", &v).unwrap();
    assert_eq!(p.intents, [Intent::to_square(Some(Role::Pawn), Square::E2)]);
    assert_eq!(p.corrections[0].understood, "zwei");
    // Homoglyph: Cyrillic е inside a Latin word.
    let p = parse("Springer F\u{435}lix drei", &v).unwrap();
    assert_eq!(
        p.intents,
        [Intent::to_square(Some(Role::Knight), Square::F3)]
    );
    assert_eq!(p.corrections[0].understood, "Felix");
    // Exact words are no corrections.
    assert!(
        parse("Springer Felix drei", &v)
            .unwrap()
            .corrections
            .is_empty()
    );
}

#[test]
fn equally_close_words_are_not_guessed() {
    let v = de();
    // "dwei" is one edit from "zwei" and from "drei".
    match err("Eva dwei", &v) {
        SpokenError::AmbiguousWord {
            word,
            mut candidates,
        } => {
            assert_eq!(word, "dwei");
            candidates.sort();
            assert_eq!(candidates, ["drei", "zwei"]);
        }
        e => panic!("{e:?}"),
    }
    // Too far from anything.
    assert_eq!(
        err("Springer Quatsch", &v),
        SpokenError::UnknownWord {
            word: "Quatsch".into()
        }
    );
    // Short words are never guessed.
    assert_eq!(
        err("Springer Felix zz", &v),
        SpokenError::UnknownWord { word: "zz".into() }
    );
}

// ------------------------------------------------------------------ errors

#[test]
fn errors_say_what_was_expected() {
    let v = de();
    assert_eq!(
        err("Springer", &v),
        SpokenError::MissingTarget {
            after: "Springer".into()
        }
    );
    assert_eq!(
        err("springa", &v),
        SpokenError::MissingTarget {
            after: "Springer".into()
        }
    );
    assert_eq!(
        err("Springer schlägt", &v),
        SpokenError::MissingTarget {
            after: "schlägt".into()
        }
    );
    assert_eq!(
        err("Springer Felix", &v),
        SpokenError::MissingRank {
            file: "Felix".into()
        }
    );
    assert_eq!(
        err("Springer Gustav eins Felix", &v),
        SpokenError::MissingRank {
            file: "Felix".into()
        }
    );
    assert_eq!(
        err("Felix neun", &v),
        SpokenError::RankOutOfRange {
            word: "neun".into(),
            number: 9
        }
    );
    assert_eq!(
        err("Springer Felix 9", &v),
        SpokenError::RankOutOfRange {
            word: "9".into(),
            number: 9
        }
    );
    assert_eq!(
        err("Felix null", &v),
        SpokenError::RankOutOfRange {
            word: "null".into(),
            number: 0
        }
    );
    assert_eq!(
        err("Eva acht wird", &v),
        SpokenError::MissingPromotionPiece {
            after: "wird".into()
        }
    );
    assert_eq!(
        err("Eva acht wird Felix", &v),
        SpokenError::Unexpected {
            word: "Felix".into(),
            expected: Expected::Piece
        }
    );
    assert_eq!(
        err("Springer Dame Felix drei", &v),
        SpokenError::Unexpected {
            word: "Dame".into(),
            expected: Expected::Square
        }
    );
    assert_eq!(
        err("Springer drei", &v),
        SpokenError::Unexpected {
            word: "drei".into(),
            expected: Expected::File
        }
    );
    assert_eq!(
        err("Kurze Rochade Felix drei", &v),
        SpokenError::Unexpected {
            word: "Felix".into(),
            expected: Expected::End
        }
    );
    assert_eq!(
        err("Schach", &v),
        SpokenError::Unexpected {
            word: "Schach".into(),
            expected: Expected::Move
        }
    );
    assert_eq!(
        err("Felix drei Dame Turm", &v),
        SpokenError::Unexpected {
            word: "Turm".into(),
            expected: Expected::End
        }
    );
    assert_eq!(
        err("Gustav Gustav Felix drei", &v),
        SpokenError::Unexpected {
            word: "Gustav".into(),
            expected: Expected::Rank
        }
    );
    assert_eq!(
        err("Springer Felix Schach", &v),
        SpokenError::Unexpected {
            word: "Schach".into(),
            expected: Expected::Rank
        }
    );
    assert_eq!(err("", &v), SpokenError::Empty);
    assert_eq!(err("  ,,. ", &v), SpokenError::Empty);
    assert_eq!(err("äh, ähm und", &v), SpokenError::Empty);
}

#[test]
fn long_mixed_and_strange_input_is_refused_without_panic() {
    let v = de();
    let huge = "Springer ".repeat(120_000);
    assert_eq!(
        err(&huge, &v),
        SpokenError::TooLong {
            len: huge.len(),
            max: MAX_INPUT_BYTES
        }
    );
    assert!(looks_spoken(&huge, &v));
    let many = "äh ".repeat(MAX_WORDS + 1);
    assert_eq!(err(&many, &v), SpokenError::TooManyWords { max: MAX_WORDS });
    assert_eq!(
        err("Springer Феликс drei", &v),
        SpokenError::UnknownWord {
            word: "Феликс".into()
        }
    );
    assert_eq!(
        err("Springer 🐴 Felix drei", &v),
        SpokenError::UnknownWord {
            word: "🐴".into()
        }
    );
    for text in [
        "\u{0}\u{1}\u{7f}",
        "👨‍👩‍👧‍👦 Felix drei",
        "Felix 99999999999999999999",
        "\u{308}\u{308}\u{308}",
        "x x x x",
        "= = =",
        "Eva acht wird wird Dame",
        "𝔖𝔭𝔯𝔦𝔫𝔤𝔢𝔯",
        "İ ẞ ǅ",
        "Zug",
        "Zug zwölf",
        "Zug Felix drei",
        "Kurze",
        "en",
    ] {
        let _ = parse(text, &v);
        let _ = looks_spoken(text, &v);
    }
}

#[test]
fn error_display_is_english() {
    assert_eq!(
        SpokenError::MissingTarget {
            after: "Springer".into()
        }
        .to_string(),
        "after 'Springer' the target square is missing"
    );
    assert_eq!(
        SpokenError::RankOutOfRange {
            word: "neun".into(),
            number: 9
        }
        .to_string(),
        "'neun' (9) is not a rank; ranks are 1 to 8"
    );
    assert_eq!(
        SpokenError::Unexpected {
            word: "Dame".into(),
            expected: Expected::Square
        }
        .to_string(),
        "unexpected 'Dame', expected a square"
    );
}

#[test]
fn words_of_two_meanings_give_every_reading() {
    // A club vocabulary where "b" is both the b-file and the bishop.
    let src = Builtin::German
        .source()
        .replace("[\"Läufer\"]", "[\"Läufer\", \"b\"]");
    let v = Vocabulary::from_toml(&src).unwrap();
    let p = parse("b Felix drei", &v).unwrap();
    assert_eq!(p.intents.len(), 2, "{:?}", p.intents);
    assert!(
        p.intents
            .contains(&Intent::to_square(Some(Role::Bishop), Square::F3))
    );
    assert!(p.intents.contains(&normal(
        Some(Role::Pawn),
        (Some(File::B), None),
        Square::F3,
        false,
        None,
        false
    )));
    // Only one reading fits: "b vier" cannot start with a bishop.
    let p = parse("Bella b vier", &v).unwrap();
    assert_eq!(
        p.intents,
        [normal(
            Some(Role::Pawn),
            (Some(File::B), None),
            Square::B4,
            false,
            None,
            false
        )]
    );
}

#[test]
fn looks_spoken_tells_words_from_algebraic() {
    let v = de();
    for text in [
        "Springer f3",
        "Eva vier",
        "Kurze Rochade",
        "springa Felix drei",
        "Zug zwölf, Weiß: Sf3",
    ] {
        assert!(looks_spoken(text, &v), "{text}");
    }
    for text in [
        "Sf3", "e4", "O-O", "exd5", "Dxd1+", "e8=D", "", "äh", "0-0-0", "Nf3",
    ] {
        assert!(!looks_spoken(text, &v), "{text}");
    }
    let en = Builtin::English.load().unwrap();
    assert!(looks_spoken("knight to f3", &en));
    assert!(!looks_spoken("Nf3", &en));
}

// ------------------------------------------------------------------ numbers

#[test]
fn numbers_in_words() {
    let v = de();
    for (n, w) in [
        (0, "null"),
        (1, "eins"),
        (12, "zwölf"),
        (17, "siebzehn"),
        (20, "zwanzig"),
        (21, "einundzwanzig"),
        (30, "dreißig"),
        (99, "neunundneunzig"),
        (100, "einhundert"),
        (101, "einhunderteins"),
        (342, "dreihundertzweiundvierzig"),
        (999, "neunhundertneunundneunzig"),
        (1000, "1000"),
    ] {
        assert_eq!(v.number_words(n), w);
    }
    let en = Builtin::English.load().unwrap();
    assert_eq!(en.number_words(21), "twenty-one");
    assert_eq!(en.number_words(115), "one hundred and fifteen");
    assert_eq!(en.number_words(300), "three hundred");
    let ru = Builtin::Russian.load().unwrap();
    assert_eq!(ru.number_words(42), "сорок два");
    assert_eq!(ru.number_words(212), "двести двенадцать");
}

// ---------------------------------------------------------------- announcing

#[test]
fn announces_long_form() {
    let a = Announcer::new(de(), AnnounceOptions::default());
    let start = Chess::default();
    assert_eq!(
        a.announce(&start, find_move(&start, "g1f3")),
        "Springer Gustav eins Felix drei"
    );
    assert_eq!(
        a.announce(&start, find_move(&start, "e2e4")),
        "Bauer Eva zwei Eva vier"
    );

    let ep = pos("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3");
    assert_eq!(
        a.announce(&ep, find_move(&ep, "e5d6")),
        "Bauer Eva fünf schlägt David sechs en passant"
    );
    let promo = pos("4k3/6P1/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        a.announce(&promo, find_move(&promo, "g7g8q")),
        "Bauer Gustav sieben Gustav acht Dame Schach"
    );
    assert_eq!(
        a.announce(&promo, find_move(&promo, "g7g8n")),
        "Bauer Gustav sieben Gustav acht Springer"
    );
    let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        a.announce(&castle, find_move(&castle, "e1g1")),
        "Kurze Rochade"
    );
    assert_eq!(
        a.announce(&castle, find_move(&castle, "e1c1")),
        "Lange Rochade"
    );
    // Fool's mate.
    let fool = pos("rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    assert_eq!(
        a.announce(&fool, find_move(&fool, "d8h4")),
        "Dame David acht Hektor vier matt"
    );
    let capture = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    assert_eq!(
        a.announce(&capture, find_move(&capture, "e4d5")),
        "Bauer Eva vier schlägt David fünf"
    );
}

#[test]
fn announce_options() {
    let v = de();
    let capture = pos("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 12");
    let exd5 = find_move(&capture, "e4d5");
    let short = Announcer::new(
        v.clone(),
        AnnounceOptions {
            short_form: true,
            ..AnnounceOptions::default()
        },
    );
    assert_eq!(short.announce(&capture, exd5), "Eva schlägt David fünf");
    assert_eq!(
        short.announce(&capture, find_move(&capture, "g1f3")),
        "Springer Felix drei"
    );
    assert_eq!(
        short.announce(&capture, find_move(&capture, "e4e5")),
        "Eva fünf"
    );
    // Two knights can reach d2: the departure file is said.
    let two = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(
        short.announce(&two, find_move(&two, "b1d2")),
        "Springer Bella David zwei"
    );

    let quiet = Announcer::new(
        v.clone(),
        AnnounceOptions {
            say_captures: false,
            say_checks: false,
            ..AnnounceOptions::default()
        },
    );
    assert_eq!(quiet.announce(&capture, exd5), "Bauer Eva vier David fünf");
    let promo = pos("4k3/6P1/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(
        quiet.announce(&promo, find_move(&promo, "g7g8q")),
        "Bauer Gustav sieben Gustav acht Dame"
    );

    let numbered = Announcer::new(
        v,
        AnnounceOptions {
            move_number: true,
            ..AnnounceOptions::default()
        },
    );
    assert_eq!(
        numbered.announce(&capture, find_move(&capture, "g1f3")),
        "Zug zwölf, Weiß: Springer Gustav eins Felix drei"
    );
    let black = pos("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 42");
    assert_eq!(
        numbered.announce(&black, find_move(&black, "g8f6")),
        "Zug zweiundvierzig, Schwarz: Springer Gustav acht Felix sechs"
    );
}

#[test]
fn announces_in_other_vocabularies() {
    let start = Chess::default();
    let nf3 = find_move(&start, "g1f3");
    let en = Announcer::new(Builtin::English.load().unwrap(), AnnounceOptions::default());
    assert_eq!(en.announce(&start, nf3), "Knight Gustav one Felix three");
    let nato = Announcer::new(Builtin::Nato.load().unwrap(), AnnounceOptions::default());
    assert_eq!(nato.announce(&start, nf3), "Knight Golf one Foxtrot three");
    let ru = Announcer::new(Builtin::Russian.load().unwrap(), AnnounceOptions::default());
    assert_eq!(ru.announce(&start, nf3), "Шпрингер Густав айн Феликс драй");
    let castle = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(
        en.announce(&castle, find_move(&castle, "e1g1")),
        "Short castling"
    );
    assert_eq!(
        ru.announce(&castle, find_move(&castle, "e1c1")),
        "Ланге рохаде"
    );
}

#[test]
fn announcing_an_illegal_move_does_not_panic() {
    let a = Announcer::new(de(), AnnounceOptions::default());
    let start = Chess::default();
    let bogus = Move::Normal {
        role: Role::Queen,
        from: Square::A5,
        capture: None,
        to: Square::H3,
        promotion: None,
    };
    assert_eq!(a.announce(&start, bogus), "Dame Anna fünf Hektor drei");
    let short = Announcer::new(
        de(),
        AnnounceOptions {
            short_form: true,
            ..AnnounceOptions::default()
        },
    );
    assert_eq!(short.announce(&start, bogus), "Dame Anna Hektor drei");
}

// ---------------------------------------------------------------- sentences

#[test]
fn namer_and_sentences() {
    let v = de();
    assert_eq!(v.square(Square::F3), "Felix drei");
    assert_eq!(Namer::role(&v, Role::Knight), "Springer");
    assert_eq!(v.piece_on(Role::Queen, Square::D1), "Dame auf David eins");
    let p = pos("4k3/8/8/8/4n3/8/8/3QK3 w - - 0 1");
    assert_eq!(
        v.describe_square(p.board(), Square::E4),
        "Auf Eva vier steht ein schwarzer Springer"
    );
    assert_eq!(
        v.describe_square(p.board(), Square::D1),
        "Auf David eins steht eine weiße Dame"
    );
    assert_eq!(
        v.describe_square(p.board(), Square::E5),
        "Eva fünf ist leer"
    );
    assert_eq!(v.empty_square(Square::A1), "Anna eins ist leer");
    assert_eq!(v.no_piece(Role::Knight), "Kein Springer");
    assert_eq!(v.no_piece(Role::Queen), "Keine Dame");

    let en = Builtin::English.load().unwrap();
    assert_eq!(
        en.describe_square(p.board(), Square::E4),
        "On Eva four there is a black knight"
    );
    assert_eq!(en.no_piece(Role::Knight), "No knight");
    assert_eq!(en.piece_on(Role::Queen, Square::D1), "Queen on David one");

    let ru = Builtin::Russian.load().unwrap();
    assert_eq!(
        ru.describe_square(p.board(), Square::E4),
        "На Ева фир стоит чёрный шпрингер"
    );
    assert_eq!(
        ru.describe_square(p.board(), Square::D1),
        "На Давид айн стоит белая даме"
    );
    assert_eq!(ru.no_piece(Role::Queen), "Даме: нет");
    assert_eq!(ru.empty_square(Square::E5), "Поле Ева фюнф пустое");

    let a = Announcer::new(v, AnnounceOptions::default());
    assert_eq!(a.square(Square::H8), "Hektor acht");
}

// ------------------------------------------------------------ normalisation

/// The fast look-up of input words (ASCII without copying, others on the
/// stack) must find exactly what the normalised form finds.
#[test]
fn fast_and_slow_lookups_agree() {
    use super::text::{Scratch, Segments};
    let mut samples: Vec<String> = [
        "Läufer Cäsar vier",
        "La\u{308}ufer CA\u{308}SAR",
        "Straße STRASSE ẞ",
        "e8=D+ #",
        "Sf3xe5++",
        "İstanbul ǅ Ω Å",
        "Кёниг ЁЖ Ѐ ѐ",
        "👨‍👩‍👧‍👦 x\u{308} 4\u{308}",
        "a1b2c3",
        "SCHACHMATT Schachmatt schachmaTT VORBEIGEHEN Vorbeigehen",
        "CASTLES QUEENSIDE Checkmate CHECKMATE",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    for b in Builtin::ALL {
        samples.push(b.source().to_string());
        samples.push(b.source().to_uppercase());
    }
    let mut found = 0;
    for b in Builtin::ALL {
        let v = b.load().unwrap();
        let mut scratch = Scratch::new();
        for text in &samples {
            for seg in Segments::new(&v.rules, text) {
                let fast = v
                    .rules
                    .lookup(&v.words, text, seg, &mut scratch)
                    .map(|i| i.id);
                let slow = v
                    .words
                    .get(&v.rules.normalize_word(seg.text(text)))
                    .map(|i| i.id);
                assert_eq!(fast, slow, "{}: {:?}", b.id(), seg.text(text));
                let exact_first = v.lookup_word(text, seg, &mut scratch).map(|i| i.id);
                assert_eq!(exact_first, slow, "{}: {:?}", b.id(), seg.text(text));
                found += usize::from(fast.is_some());
            }
        }
    }
    assert!(found > 1000);
}

#[test]
fn fast_ranges_are_stable_under_nfc() {
    use unicode_normalization::UnicodeNormalization;
    for c in (0u32..0x300).chain(0x400..0x500).filter_map(char::from_u32) {
        let s = c.to_string();
        assert_eq!(s.nfc().collect::<String>(), s, "U+{:04X}", c as u32);
        for lc in c.to_lowercase() {
            let l = lc.to_string();
            assert_eq!(
                l.nfc().collect::<String>(),
                l,
                "lower of U+{:04X}",
                c as u32
            );
        }
    }
}

#[test]
fn fast_lowercase_agrees_with_the_standard_library() {
    let mut covered = 0;
    for c in (0u32..0x600).filter_map(char::from_u32) {
        if let Some(l) = super::text::fast_lowercase(c) {
            assert_eq!(
                c.to_lowercase().collect::<Vec<_>>(),
                [l],
                "U+{:04X}",
                c as u32
            );
            covered += 1;
        }
    }
    assert!(covered > 200);
}

/// Short keys are compared by fingerprint only, so the table must never
/// confuse two different words of the same length.
#[test]
fn word_table_tells_every_short_word_apart() {
    use super::text::{FastMap, WordTable};
    let mut map = FastMap::default();
    let mut words = Vec::new();
    let alphabet = ["a", "b", "ä", "x", "я", "1"];
    for a in alphabet {
        for b in alphabet {
            for c in alphabet {
                words.push(format!("{a}{b}{c}"));
                words.push(format!("{a}{b}"));
                words.push(format!("{a}{b}{c}{a}{b}{c}{c}"));
            }
        }
    }
    words.sort();
    words.dedup();
    for (i, w) in words.iter().enumerate().step_by(2) {
        map.insert(w.clone().into_boxed_str(), i);
    }
    let table = WordTable::new(map);
    for (i, w) in words.iter().enumerate() {
        let want = (i % 2 == 0).then_some(i);
        assert_eq!(table.get(w).copied(), want, "{w}");
    }
    assert_eq!(table.get(""), None);
}

/// The shortcut for Latin-1 and Cyrillic letters classifies them as the
/// general rule would.
#[test]
fn latin1_and_cyrillic_letters_are_letters() {
    let v = de();
    let mut checked = 0;
    for c in (0xC0u32..0x500).filter_map(char::from_u32) {
        if c.is_alphabetic() {
            let text = format!("a{c}a");
            let n = super::text::Segments::new(&v.rules, &text).count();
            assert_eq!(n, 1, "U+{:04X} splits a word", c as u32);
            checked += 1;
        }
    }
    assert!(checked > 300);
}

/// Every position before a move of the real games in tests/data, with the move.
fn real_game_moves() -> Vec<(Chess, Move)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let game = laws::pgn::read_first(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let mut pos = game.start.clone();
        for m in game.moves {
            out.push((pos.clone(), m));
            pos.play_unchecked(m);
        }
    }
    assert!(out.len() > 500, "only {} moves in tests/data", out.len());
    out
}

/// Ways people and recognisers write the same words.
fn variants(text: &str) -> Vec<String> {
    use unicode_normalization::UnicodeNormalization;
    vec![
        text.to_string(),
        text.to_lowercase(),
        text.to_uppercase(),
        format!("äh, {text}!"),
        format!("  {}  ", text.replace(' ', " - ")),
        text.replace('ä', "ae")
            .replace('ü', "ue")
            .replace('ö', "oe"),
        text.nfd().collect(),
        text.replace(' ', "\u{a0}"),
        text.replace(' ', ","),
        format!("{text} und Schach"),
        format!("Zug zwölf, Weiß: {text}"),
        text.replace("Felix", "Felics")
            .replace("Springer", "Springa"),
    ]
}

/// The one-pass reader answers only where the full reader gives the same
/// single reading, and it answers for plain announcements (else the
/// benchmark would time the other reader).
#[test]
fn plain_reader_agrees() {
    let moves = real_game_moves();
    let mut plain = 0usize;
    let mut texts = 0usize;
    for b in Builtin::ALL {
        let v = b.load().unwrap();
        for options in [
            AnnounceOptions::default(),
            AnnounceOptions {
                short_form: true,
                ..AnnounceOptions::default()
            },
            AnnounceOptions {
                say_captures: false,
                say_checks: false,
                move_number: true,
                ..AnnounceOptions::default()
            },
        ] {
            let announcer = Announcer::new(v.clone(), options);
            for (pos, m) in moves.iter().step_by(3) {
                let said = announcer.announce(pos, *m);
                let plain_form =
                    m.castling_side().is_none() && !m.is_en_passant() && !options.move_number;
                for text in variants(&said) {
                    texts += 1;
                    let full = parse::parse_full(&text, &v);
                    match parse::parse_plain(&text, &v) {
                        Some(intent) => {
                            plain += 1;
                            let read = full.as_ref().unwrap_or_else(|e| panic!("{text:?}: {e}"));
                            assert_eq!(read.intents, [intent], "{}: {text:?}", b.id());
                            assert!(read.corrections.is_empty(), "{text:?}");
                        }
                        None if text == said && plain_form => {
                            panic!("{}: {text:?} not read in one pass", b.id())
                        }
                        None => {}
                    }
                    assert_eq!(parse(&text, &v), full, "{}: {text:?}", b.id());
                }
            }
        }
    }
    assert!(plain * 4 > texts, "one pass read {plain} of {texts}");
}

/// Random runs of vocabulary words, numbers, fillers and noise: wherever
/// the one-pass reader answers, the full reader gives the same reading.
#[test]
fn plain_reader_agrees_on_random_words() {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut plain = 0usize;
    for b in Builtin::ALL {
        let v = b.load().unwrap();
        let mut words: Vec<String> = v.pool.iter().map(|w| w.display.to_string()).collect();
        words.extend(v.pool.iter().map(|w| w.key.to_string()));
        words.extend(
            [
                "zwölf", "neun", "12", "x", "=", "+", "e.p.", "Springa", "\u{a0}", "-", ",",
            ]
            .map(String::from),
        );
        for _ in 0..20_000 {
            let len = 1 + next(6);
            let text: Vec<&str> = (0..len)
                .map(|_| words[next(words.len())].as_str())
                .collect();
            let text = text.join(if next(2) == 0 { " " } else { ", " });
            let full = parse::parse_full(&text, &v);
            if let Some(intent) = parse::parse_plain(&text, &v) {
                plain += 1;
                assert_eq!(
                    full.as_ref().map(|p| p.intents.as_slice()),
                    Ok(&[intent][..]),
                    "{}: {text:?}",
                    b.id()
                );
            }
            assert_eq!(parse(&text, &v), full, "{}: {text:?}", b.id());
        }
    }
    assert!(plain > 100, "one pass read only {plain} texts");
}

/// A phrase made of words that also stand alone is read as the phrase, by
/// either reader: here a club made "Felix drei" a way to say check.
#[test]
fn phrases_of_standalone_words_are_phrases() {
    let src = Builtin::German.source().replace(
        r#"check = ["Schach", "+"]"#,
        r#"check = ["Schach", "+", "Felix drei"]"#,
    );
    let v = Vocabulary::from_toml(&src).unwrap();
    assert_eq!(parse::parse_plain("Springer Felix drei", &v), None);
    assert_eq!(
        err("Springer Felix drei", &v),
        SpokenError::Unexpected {
            word: "Schach".into(),
            expected: Expected::Square
        }
    );
    assert_eq!(
        one("Springer Gustav eins Hektor drei Felix drei", &v),
        normal(
            Some(Role::Knight),
            sq_from(Square::G1),
            Square::H3,
            false,
            None,
            false
        )
    );
}
