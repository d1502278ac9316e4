//! Mixed-language speech: Appendix words inside an
//! English or Russian sentence are spoken with the German voice. The
//! sentence goes from the session (typed parts) through the output to
//! espeak-ng, whose SSML is checked, and whose phonemes (`espeak-ng -x`)
//! show which voice said "Kurze Rochade": German "k'URts@ r'OxA:d@", not
//! the English voice's "k'3:z r'0tSeId". Without espeak-ng the test fails
//! under CI (CI is set) and is skipped, with the reason printed, elsewhere.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use annabella::reply::Reply;
use annabella::session::Session;
use annabella::settings::Settings;
#[cfg(unix)]
use common::Temp;
use laws::lang::Lang;
use speech::backends::{espeak_args, find_program};
use speech::{Mixed, Priority, Utterance, Voice};

/// The words of a sentence said and printed in parts (not a move
/// announcement).
fn said_mixed(r: &Reply) -> Option<&Mixed> {
    r.said()
        .filter(|s| s.is_printed() && !s.announces_move())
        .map(|s| s.words())
}

/// The words of what is said only (the spoken form of a printed answer).
fn spoken_words(r: &Reply) -> Option<&Mixed> {
    r.said().filter(|s| !s.is_printed()).map(|s| s.words())
}

/// The one reply of an answer.
fn only(replies: &[Reply]) -> Option<&Reply> {
    match replies {
        [r] => Some(r),
        _ => None,
    }
}

fn espeak() -> Option<PathBuf> {
    if let Some(p) = find_program("espeak-ng") {
        return Some(p);
    }
    let why = "espeak-ng is not installed (Debian/Ubuntu: apt-get install espeak-ng)";
    // CI installs Debian's espeak-ng; the Windows build run under wine
    // has no Windows espeak-ng to find, and skips.
    if cfg!(unix) && std::env::var_os("CI").is_some() {
        panic!("{why}; CI must install it");
    }
    eprintln!("skipped: {why}");
    None
}

/// The phonemes espeak-ng makes of these arguments (the WAV file left out).
fn phonemes(espeak: &Path, args: &[String]) -> String {
    let mut args = args.to_vec();
    if let Some(i) = args.iter().position(|a| a == "-w") {
        args.drain(i..i + 2);
    }
    let out = Command::new(espeak)
        .args(["-x", "-q"])
        .args(&args)
        .output()
        .expect("espeak-ng runs");
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const GERMAN: &str = "k'URts@ r'OxA:d@";
const ENGLISH: &str = "k'3:z r'0tSeId";

fn castled(lang: &str) -> Session {
    let settings = Settings {
        lang: Some(lang.parse().unwrap()),
        ..Settings::default()
    };
    let mut s = Session::new(&settings).unwrap();
    for m in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"] {
        s.handle(m);
    }
    s
}

/// The session says which words are Appendix words: typed parts, not
/// markers in the text.
#[test]
fn the_last_move_carries_its_appendix_words_as_a_german_part() {
    let mut s = castled("en");
    let replies = s.handle("last");
    let Some(m) = only(&replies).and_then(said_mixed) else {
        panic!("{replies:?}");
    };
    assert_eq!(m.text(), "Move 4, White: Kurze Rochade.");
    let german: Vec<&str> = m
        .parts()
        .iter()
        .filter(|p| p.lang == Some(Lang::De))
        .map(|p| p.text.as_str())
        .collect();
    assert_eq!(german, ["Kurze Rochade"]);
    // In Russian too; in German the whole sentence is one voice.
    let mut s = castled("ru");
    let replies = s.handle("last");
    let Some(m) = only(&replies).and_then(said_mixed) else {
        panic!("{replies:?}");
    };
    let u = Utterance::mixed(m, Lang::Ru, Priority::Normal);
    assert!(u.is_mixed());
    let german: Vec<String> = u
        .segments()
        .into_iter()
        .filter(|seg| seg.lang == Lang::De)
        .map(|seg| seg.text)
        .collect();
    assert_eq!(german, ["Kurze Rochade"]);
    let mut s = castled("de");
    let replies = s.handle("last");
    let Some(m) = only(&replies).and_then(said_mixed) else {
        panic!("{replies:?}");
    };
    let u = Utterance::mixed(m, Lang::De, Priority::Normal);
    assert!(!u.is_mixed());
}

fn german_parts(m: &speech::Mixed) -> Vec<&str> {
    m.parts()
        .iter()
        .filter(|p| p.lang == Some(Lang::De))
        .map(|p| p.text.as_str())
        .collect()
}

fn session(lang: &str) -> Session {
    let settings = Settings {
        lang: Some(lang.parse().unwrap()),
        ..Settings::default()
    };
    Session::new(&settings).unwrap()
}

/// The move list read aloud (`moves`) carries each move as a German part;
/// a draw offer made with a move is the UI language's words. In German
/// the whole line is one voice.
#[test]
fn the_move_list_carries_each_move_as_a_german_part() {
    let mut s = session("en");
    for m in ["e4", "d5", "e5", "f5", "offer"] {
        s.handle(m);
    }
    let spoken: Vec<speech::Mixed> = s
        .handle("moves")
        .into_iter()
        .filter_map(|r| spoken_words(&r).cloned())
        .collect();
    assert_eq!(spoken.len(), 2, "{spoken:?}");
    assert_eq!(
        spoken[1].text(),
        "Move 2: White, Bauer Eva vier Eva fünf; Black, Bauer Felix sieben Felix fünf, with a draw offer."
    );
    assert_eq!(
        german_parts(&spoken[0]),
        ["Bauer Eva zwei Eva vier", "Bauer David sieben David fünf"]
    );
    assert_eq!(
        german_parts(&spoken[1]),
        ["Bauer Eva vier Eva fünf", "Bauer Felix sieben Felix fünf"]
    );
    let own: Vec<&str> = spoken[1]
        .parts()
        .iter()
        .filter(|p| p.lang.is_none())
        .map(|p| p.text.as_str())
        .collect();
    assert_eq!(
        own,
        ["Move 2: White, ", "; Black, ", ", with a draw offer."]
    );
    // Russian: the same German parts.
    let mut s = session("ru");
    s.handle("e4");
    let replies = s.handle("moves");
    let Some(m) = replies.last().and_then(spoken_words) else {
        panic!("{replies:?}");
    };
    let u = Utterance::mixed(m, Lang::Ru, Priority::Normal);
    let german: Vec<String> = u
        .segments()
        .into_iter()
        .filter(|seg| seg.lang == Lang::De)
        .map(|seg| seg.text)
        .collect();
    assert_eq!(german, ["Bauer Eva zwei Eva vier"]);
    // German: nothing to switch.
    let mut s = session("de");
    s.handle("e4");
    let replies = s.handle("züge");
    let Some(m) = replies.last().and_then(spoken_words) else {
        panic!("{replies:?}");
    };
    let u = Utterance::mixed(m, Lang::De, Priority::Normal);
    assert!(!u.is_mixed(), "{u:?}");
}

/// A spelling-alphabet word said back: no quote marks, both words German
/// parts inside the English and the Russian sentence.
#[test]
fn a_correction_says_its_words_as_german_parts() {
    for (lang, text) in [
        ("en", "Understood Eva for Emil."),
        ("ru", "Понято: Eva вместо Emil."),
        ("de", "Verstanden: Eva für Emil."),
    ] {
        let mut s = session(lang);
        let replies = s.handle("Emil zwei Emil vier");
        let Some(m) = replies.first().and_then(said_mixed) else {
            panic!("{replies:?}");
        };
        assert_eq!(m.text(), text);
        assert_eq!(german_parts(m), ["Eva", "Emil"], "{lang}");
    }
}

/// A refused spoken move names the vocabulary's words and gives an
/// example in them: both are German parts inside the English sentence;
/// with the NATO vocabulary the example is in its words.
#[test]
fn a_spoken_refusal_says_its_words_and_example_in_the_vocabulary() {
    let mut s = session("en");
    let replies = s.handle("Springer");
    let Some(m) = replies.first().and_then(said_mixed) else {
        panic!("{replies:?}");
    };
    assert_eq!(
        m.text(),
        "After 'Springer' the target square is missing, for example 'Felix drei'."
    );
    assert_eq!(german_parts(m), ["Springer", "Felix drei"]);
    let replies = s.handle("Bauer Eva acht wird");
    let Some(m) = replies.first().and_then(said_mixed) else {
        panic!("{replies:?}");
    };
    assert_eq!(german_parts(m), ["wird", "Dame"], "{}", m.text());
    let settings = Settings {
        lang: Some(Lang::En),
        vocabulary: Some("nato".into()),
        ..Settings::default()
    };
    let mut s = Session::new(&settings).unwrap();
    let replies = s.handle("Knight");
    let Some(m) = replies.first().and_then(said_mixed) else {
        panic!("{replies:?}");
    };
    assert!(m.text().ends_with("for example 'Foxtrot three'."), "{m:?}");
}

/// The DGT e-board's sentences name moves in Appendix words: German parts.
#[test]
fn e_board_sentences_carry_their_moves_as_german_parts() {
    let mut s = session("en");
    for line in ["dgt lift g1", "dgt place f3 N"] {
        s.handle(line);
    }
    let replies = s.handle("Nf3");
    let Some(m) = only(&replies).and_then(said_mixed) else {
        panic!("{replies:?}");
    };
    assert_eq!(
        m.text(),
        "Springer Gustav eins Felix drei was read from the e-board already."
    );
    assert_eq!(german_parts(m), ["Springer Gustav eins Felix drei"]);
    let replies = s.handle("e4");
    let Some(m) = replies.first().and_then(said_mixed) else {
        panic!("{replies:?}");
    };
    assert_eq!(
        german_parts(m),
        ["Springer Gustav eins Felix drei", "Bauer Eva zwei Eva vier"]
    );
}

/// An English sentence with Appendix words, said by the espeak-ng
/// arguments the backends use: German phonemes for the German words.
#[test]
fn espeak_says_appendix_words_with_the_german_voice() {
    let Some(espeak) = espeak() else { return };
    let mut s = castled("en");
    let Some(m) = s.handle("last").first().and_then(said_mixed).cloned() else {
        panic!("no mixed sentence");
    };
    let mixed = Utterance::mixed(&m, Lang::En, Priority::Normal);
    let said = phonemes(&espeak, &espeak_args(&mixed, &Voice::default(), None));
    assert!(said.contains(GERMAN), "{said}");
    assert!(said.contains("w'aIt"), "English 'White': {said}");
    // The fault before: the whole sentence in the English voice.
    let plain = Utterance::new(m.text(), Lang::En, Priority::Normal);
    let before = phonemes(&espeak, &espeak_args(&plain, &Voice::default(), None));
    assert!(before.contains(ENGLISH), "{before}");
    // espeak-ng 1.51 comes back to English after the German part.
    let mut m2 = speech::Mixed::new();
    m2.push_own("White plays ");
    m2.push_words("Springer Bella acht Cäsar sechs", Lang::De);
    m2.push_own(" and then the end");
    let u = Utterance::mixed(&m2, Lang::En, Priority::Normal);
    let said = phonemes(&espeak, &espeak_args(&u, &Voice::default(), None));
    assert!(said.contains("_!'axt") && said.contains("z'Eks"), "{said}");
    assert!(said.contains("D'En") && !said.contains("t'e:n"), "{said}");
}

/// A stand-in `espeak-ng` first on PATH that notes the arguments it is
/// given (one file per call) and runs the real one.
#[cfg(unix)]
struct Recording {
    tmp: Temp,
    rec: PathBuf,
    printed: String,
    index: String,
}

#[cfg(unix)]
impl Recording {
    /// `annabella play --lang LANG --speech wav:DIR --script` with
    /// `lines`, in a folder named `name` (one per test).
    fn run(name: &str, espeak: &Path, lang: &str, lines: &str) -> Recording {
        use std::os::unix::fs::PermissionsExt;
        let tmp = Temp::new(name);
        let bin = tmp.0.join("bin");
        std::fs::create_dir_all(&bin).unwrap();
        let log = tmp.0.join("args.log");
        let fake = bin.join("espeak-ng");
        std::fs::write(
            &fake,
            format!(
                "#!/bin/sh\nprintf '%s\\n' \"$@\" > '{}.'$$\nexec '{}' \"$@\"\n",
                log.display(),
                espeak.display()
            ),
        )
        .unwrap();
        std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).unwrap();
        let rec = tmp.0.join("rec");
        let path = format!(
            "{}:{}",
            bin.display(),
            std::env::var("PATH").unwrap_or_default()
        );
        let script = tmp.0.join("script.txt");
        std::fs::write(&script, lines).unwrap();
        let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
            .args(["play", "--lang", lang, "--speech"])
            .arg(format!("wav:{}", rec.display()))
            .arg("--script")
            .arg(&script)
            .env("PATH", path)
            .output()
            .expect("annabella runs");
        let printed = String::from_utf8_lossy(&out.stdout).into_owned();
        let index = std::fs::read_to_string(rec.join(speech::backends::WAV_INDEX)).unwrap();
        Recording {
            tmp,
            rec,
            printed,
            index,
        }
    }

    /// The WAV file of the line that ends with `text`.
    fn wav(&self, text: &str) -> PathBuf {
        let index = &self.index;
        let line = index
            .lines()
            .find(|l| l.ends_with(text))
            .unwrap_or_else(|| panic!("no line {text:?} in {index}"));
        let number: u32 = line.split('\t').next().unwrap().parse().unwrap();
        self.rec.join(format!("{number:04}.wav"))
    }

    /// The espeak-ng arguments that wrote the line ending with `text`.
    fn args(&self, text: &str) -> Vec<String> {
        let wav = self.wav(text);
        std::fs::read_dir(&self.tmp.0)
            .unwrap()
            .filter_map(Result::ok)
            .filter(|e| e.file_name().to_string_lossy().starts_with("args.log."))
            .map(|e| std::fs::read_to_string(e.path()).unwrap())
            .find(|a| a.contains(&wav.display().to_string()))
            .unwrap_or_else(|| panic!("no espeak-ng call wrote {wav:?}"))
            .lines()
            .map(str::to_string)
            .collect()
    }
}

/// The whole way, as a player runs it: `annabella play --speech wav:DIR`
/// in English, `last` after castling. A stand-in `espeak-ng` first on
/// PATH notes the arguments it is given and runs the real one; the WAV
/// file holds audio, and those arguments give German phonemes for the
/// Appendix words.
#[cfg(unix)]
#[test]
fn a_recording_says_appendix_words_in_german_inside_english() {
    let Some(espeak) = espeak() else { return };
    let r = Recording::run(
        "speech-mixed-last",
        &espeak,
        "en",
        "e4\ne5\nNf3\nNc6\nBc4\nBc5\nO-O\nlast\n",
    );
    let said = "Move 4, White: Kurze Rochade.";
    assert!(r.printed.contains(said), "{}", r.printed);
    // The index names the line; its file holds sound.
    let wav = r.wav(said);
    assert!(std::fs::metadata(&wav).unwrap().len() > 10_000, "{wav:?}");
    // The arguments that made that file: SSML, German voice for the words.
    let args = r.args(said);
    assert!(args.contains(&"-m".to_string()), "{args:?}");
    let ssml = args.last().unwrap();
    assert!(
        ssml.contains("<voice name=\"de\">Kurze Rochade</voice>"),
        "{ssml}"
    );
    let said = phonemes(&espeak, &args);
    assert!(said.contains(GERMAN), "{said}");
    assert!(!said.contains(ENGLISH), "{said}");
}

/// The other answers with Appendix words, in an English session recorded
/// to WAV: a DGT e-board message, a spelling-alphabet correction and the
/// move list (`moves`) each send their Appendix words to espeak-ng in the
/// German voice, the rest of the sentence in the English one. Before, each
/// was one English-voiced sentence.
#[cfg(unix)]
#[test]
fn a_recording_says_the_moves_a_correction_and_the_e_board_in_german_words() {
    let Some(espeak) = espeak() else { return };
    let r = Recording::run(
        "speech-mixed-answers",
        &espeak,
        "en",
        "dgt lift g1\ndgt place f3 N\nNf3\nEmil sieben Emil fünf\nmoves\n",
    );
    let ssml = |text: &str| {
        let args = r.args(text);
        assert!(args.contains(&"-m".to_string()), "{args:?}");
        args.last().unwrap().clone()
    };
    let de = |words: &str| format!("<voice name=\"de\">{words}</voice>");
    let en = |words: &str| format!("<voice name=\"en\">{words}</voice>");
    // The e-board's move, typed again.
    let already = ssml("Springer Gustav eins Felix drei was read from the e-board already.");
    assert!(
        already.contains(&de("Springer Gustav eins Felix drei")),
        "{already}"
    );
    assert!(
        already.contains(&en("was read from the e-board already.")),
        "{already}"
    );
    // The spelling-alphabet word said back, no quote marks.
    assert!(
        r.printed.contains("Understood Eva for Emil."),
        "{}",
        r.printed
    );
    let understood = ssml("Understood Eva for Emil.");
    assert!(
        understood.contains(&de("Eva")) && understood.contains(&de("Emil")),
        "{understood}"
    );
    assert!(understood.contains(&en("Understood")), "{understood}");
    // The move list read aloud.
    let list = "Move 1: White, Springer Gustav eins Felix drei; Black, Bauer Eva sieben Eva fünf.";
    let moves = ssml(list);
    assert!(moves.contains(&en("Move 1: White,")), "{moves}");
    assert!(
        moves.contains(&de("Springer Gustav eins Felix drei"))
            && moves.contains(&de("Bauer Eva sieben Eva fünf")),
        "{moves}"
    );
    // Printed only with --speech text: the list is not printed here.
    assert!(!r.printed.contains(list), "{}", r.printed);
    let said = phonemes(&espeak, &r.args(list));
    assert!(said.contains("f'ynf"), "German 'fünf': {said}");
}
