//! Mixed-language speech (issue 14, item 4): Appendix words inside an
//! English or Russian sentence are spoken with the German voice. The
//! sentence goes from the session (typed parts) through the output to
//! espeak-ng, whose SSML is checked, and whose phonemes (`espeak-ng -x`)
//! show which voice said "Kurze Rochade": German "k'URts@ r'OxA:d@", not
//! the English voice's "k'3:z r'0tSeId". Without espeak-ng the test fails
//! under CI (CI is set) and is skipped, with the reason printed, elsewhere.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use annabella::lang::Lang;
use annabella::session::{Reply, Session};
use annabella::settings::Settings;
use annabella::speech::backends::{WAV_INDEX, espeak_args, find_program};
use annabella::speech::{Priority, Utterance, Voice};
use common::Temp;

fn espeak() -> Option<PathBuf> {
    if let Some(p) = find_program("espeak-ng") {
        return Some(p);
    }
    let why = "espeak-ng is not installed (Debian/Ubuntu: apt-get install espeak-ng)";
    if std::env::var_os("CI").is_some() {
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
    let [Reply::SayMixed(m)] = replies.as_slice() else {
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
    let u = match s.handle("last").as_slice() {
        [Reply::SayMixed(m)] => Utterance::mixed(m, Lang::Ru, Priority::Normal),
        other => panic!("{other:?}"),
    };
    assert!(u.is_mixed());
    let german: Vec<String> = u
        .segments()
        .into_iter()
        .filter(|seg| seg.lang == Lang::De)
        .map(|seg| seg.text)
        .collect();
    assert_eq!(german, ["Kurze Rochade"]);
    let mut s = castled("de");
    let u = match s.handle("last").as_slice() {
        [Reply::SayMixed(m)] => Utterance::mixed(m, Lang::De, Priority::Normal),
        other => panic!("{other:?}"),
    };
    assert!(!u.is_mixed());
}

/// An English sentence with Appendix words, said by the espeak-ng
/// arguments the backends use: German phonemes for the German words.
#[test]
fn espeak_says_appendix_words_with_the_german_voice() {
    let Some(espeak) = espeak() else { return };
    let mut s = castled("en");
    let Some(Reply::SayMixed(m)) = s.handle("last").into_iter().next() else {
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
    let mut m2 = annabella::speech::Mixed::new();
    m2.push_own("White plays ");
    m2.push_words("Springer Bella acht Cäsar sechs", Lang::De);
    m2.push_own(" and then the end");
    let u = Utterance::mixed(&m2, Lang::En, Priority::Normal);
    let said = phonemes(&espeak, &espeak_args(&u, &Voice::default(), None));
    assert!(said.contains("_!'axt") && said.contains("z'Eks"), "{said}");
    assert!(said.contains("D'En") && !said.contains("t'e:n"), "{said}");
}

/// The whole way, as a player runs it: `annabella play --speech wav:DIR`
/// in English, `last` after castling. A stand-in `espeak-ng` first on
/// PATH notes the arguments it is given and runs the real one; the WAV
/// file holds audio, and those arguments give German phonemes for the
/// Appendix words.
#[cfg(unix)]
#[test]
fn a_recording_says_appendix_words_in_german_inside_english() {
    use std::os::unix::fs::PermissionsExt;
    let Some(espeak) = espeak() else { return };
    let tmp = Temp::new("speech-mixed");
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
    std::fs::write(&script, "e4\ne5\nNf3\nNc6\nBc4\nBc5\nO-O\nlast\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_annabella"))
        .args(["play", "--lang", "en", "--speech"])
        .arg(format!("wav:{}", rec.display()))
        .arg("--script")
        .arg(&script)
        .env("PATH", path)
        .output()
        .expect("annabella runs");
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains("Move 4, White: Kurze Rochade."),
        "{printed}"
    );
    // The index names the line; its file holds sound.
    let index = std::fs::read_to_string(rec.join(WAV_INDEX)).unwrap();
    let line = index
        .lines()
        .find(|l| l.ends_with("Move 4, White: Kurze Rochade."))
        .unwrap_or_else(|| panic!("{index}"));
    let number: u32 = line.split('\t').next().unwrap().parse().unwrap();
    let wav = rec.join(format!("{number:04}.wav"));
    assert!(std::fs::metadata(&wav).unwrap().len() > 10_000, "{wav:?}");
    // The arguments that made that file: SSML, German voice for the words.
    let args: Vec<String> = std::fs::read_dir(&tmp.0)
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().starts_with("args.log."))
        .map(|e| std::fs::read_to_string(e.path()).unwrap())
        .find(|a| a.contains(&wav.display().to_string()))
        .unwrap_or_else(|| panic!("no espeak-ng call wrote {wav:?}"))
        .lines()
        .map(str::to_string)
        .collect();
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
