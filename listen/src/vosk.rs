//! Vosk (a Kaldi model folder the user downloads), through its C library
//! loaded when a game starts to listen, not linked: a build with the
//! feature runs where no Vosk is installed, and says so when asked to
//! listen with it. The library is looked for beside the model folder
//! (where the user unpacked both), then where the system's loader finds
//! libraries.
//!
//! One recogniser holds the phrases of the grammar (and `[unk]`, which
//! takes any other speech) and gives up to [`ALTERNATIVES`] alternatives;
//! a second one, held to no grammar, hears the utterance freely with the
//! model's own language model and confirms the best phrase when it heard
//! the same words. Scores are Vosk's alternative confidences (higher is
//! better). They are not calibrated yet (no model could be measured where
//! annabella is built): [`Vosk::policy`] asks about every move until they
//! are (docs/listening.md).

use std::ffi::{CStr, CString, c_char, c_float, c_int, c_void};
use std::path::{Path, PathBuf};

use crate::ListenError;
use crate::grammar::Grammar;
use crate::recognise::{Hypothesis, Policy, Recogniser};

/// Alternatives asked of the grammar's recogniser.
const ALTERNATIVES: c_int = 10;

/// The sample rate annabella's audio has.
const RATE: c_float = 16_000.0;

type ModelNew = unsafe extern "C" fn(*const c_char) -> *mut c_void;
type ModelFree = unsafe extern "C" fn(*mut c_void);
type FindWord = unsafe extern "C" fn(*mut c_void, *const c_char) -> c_int;
type RecNew = unsafe extern "C" fn(*mut c_void, c_float) -> *mut c_void;
type RecNewGrm = unsafe extern "C" fn(*mut c_void, c_float, *const c_char) -> *mut c_void;
type RecSetInt = unsafe extern "C" fn(*mut c_void, c_int);
type RecAccept = unsafe extern "C" fn(*mut c_void, *const i16, c_int) -> c_int;
type RecResult = unsafe extern "C" fn(*mut c_void) -> *const c_char;
type RecVoid = unsafe extern "C" fn(*mut c_void);
type SetLogLevel = unsafe extern "C" fn(c_int);

/// The functions of the Vosk library annabella calls.
struct Api {
    model_new: ModelNew,
    model_free: ModelFree,
    find_word: FindWord,
    rec_new: RecNew,
    rec_new_grm: RecNewGrm,
    set_max_alternatives: RecSetInt,
    accept: RecAccept,
    final_result: RecResult,
    reset: RecVoid,
    rec_free: RecVoid,
    /// Kept loaded while the functions above are used.
    _lib: libloading::Library,
}

/// The library's file name on this system.
fn library_name() -> &'static str {
    if cfg!(windows) {
        "libvosk.dll"
    } else if cfg!(target_os = "macos") {
        "libvosk.dylib"
    } else {
        "libvosk.so"
    }
}

fn engine_error(reason: impl Into<String>) -> ListenError {
    ListenError::Engine {
        engine: "vosk".into(),
        reason: reason.into(),
    }
}

impl Api {
    /// Loads the library: beside the model, then as the system finds it.
    fn load(model: &Path) -> Result<Api, ListenError> {
        let mut tried: Vec<PathBuf> = Vec::new();
        for dir in [Some(model), model.parent()].into_iter().flatten() {
            tried.push(dir.join(library_name()));
        }
        tried.push(PathBuf::from(library_name()));
        let mut lib = None;
        for path in &tried {
            if path.components().count() > 1 && !path.exists() {
                continue;
            }
            // SAFETY: loading runs the library's initialisers; libvosk's
            // only set up its own state.
            if let Ok(l) = unsafe { libloading::Library::new(path) } {
                lib = Some(l);
                break;
            }
        }
        let Some(lib) = lib else {
            return Err(ListenError::NoLibrary {
                engine: "vosk".into(),
                library: library_name().into(),
                looked: tried
                    .iter()
                    .map(|p| p.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        };
        /// One function of the library, by its C name.
        fn get<T: Copy>(lib: &libloading::Library, name: &str) -> Result<T, ListenError> {
            // SAFETY: each name is looked up with the type its header
            // (vosk_api.h) declares.
            unsafe { lib.get::<T>(name.as_bytes()) }
                .map(|s| *s)
                .map_err(|_| engine_error(format!("the library has no {name}")))
        }
        let api = Api {
            model_new: get(&lib, "vosk_model_new")?,
            model_free: get(&lib, "vosk_model_free")?,
            find_word: get(&lib, "vosk_model_find_word")?,
            rec_new: get(&lib, "vosk_recognizer_new")?,
            rec_new_grm: get(&lib, "vosk_recognizer_new_grm")?,
            set_max_alternatives: get(&lib, "vosk_recognizer_set_max_alternatives")?,
            accept: get(&lib, "vosk_recognizer_accept_waveform_s")?,
            final_result: get(&lib, "vosk_recognizer_final_result")?,
            reset: get(&lib, "vosk_recognizer_reset")?,
            rec_free: get(&lib, "vosk_recognizer_free")?,
            _lib: lib,
        };
        // The library's log lines would fill the player's screen.
        if let Ok(quiet) = get::<SetLogLevel>(&api._lib, "vosk_set_log_level") {
            // SAFETY: takes a level, nothing else.
            unsafe { quiet(-1) };
        }
        Ok(api)
    }
}

/// The Vosk recogniser for one model.
pub struct Vosk {
    api: Api,
    model: *mut c_void,
    /// Held to no grammar: the confirming hearing.
    free: *mut c_void,
    /// Held to the grammar now set, with the JSON it was made from.
    said: Option<(*mut c_void, String)>,
}

fn c(text: &str) -> Result<CString, ListenError> {
    CString::new(text).map_err(|_| engine_error(format!("a NUL byte in {text:?}")))
}

/// The ways a grammar word may be spelled in a model's word list: as the
/// grammar writes it ("fuenf"), and with the umlauts and sharp s it
/// folded back ("fünf").
pub(crate) fn spellings(token: &str) -> Vec<String> {
    let unfolded = token
        .replace("ae", "ä")
        .replace("oe", "ö")
        .replace("ue", "ü")
        .replace("ss", "ß");
    let mut out = vec![token.to_string()];
    if unfolded != token {
        out.push(unfolded);
    }
    out
}

/// The phrases of `grammar` as a Vosk grammar (a JSON list), each word in
/// a spelling the model knows (`known`), and `[unk]` for other speech. A
/// word the model knows in no spelling is an error: left out, the phrase
/// would mean less than it says.
pub(crate) fn grammar_json(
    grammar: &Grammar,
    known: &mut impl FnMut(&str) -> bool,
) -> Result<String, ListenError> {
    let mut phrases = Vec::new();
    for phrase in grammar.phrases() {
        let mut words = Vec::new();
        for token in phrase.split(' ') {
            let Some(w) = spellings(token).into_iter().find(|s| known(s)) else {
                return Err(ListenError::NoPronunciation {
                    word: token.to_string(),
                });
            };
            words.push(w);
        }
        phrases.push(serde_json::Value::String(words.join(" ")));
    }
    phrases.push(serde_json::Value::String("[unk]".into()));
    Ok(serde_json::Value::Array(phrases).to_string())
}

/// The hypotheses in a final result: `{"alternatives": [{"text",
/// "confidence"}, ...]}` or `{"text": ...}` (score 0). Empty texts are
/// silence; `[unk]` marks speech of no phrase, kept as words of their own.
pub(crate) fn hypotheses(json: &str) -> Result<Vec<Hypothesis>, ListenError> {
    let v: serde_json::Value = serde_json::from_str(json)
        .map_err(|e| engine_error(format!("an answer that is not JSON: {e}")))?;
    let one = |h: &serde_json::Value| {
        let words = h.get("text")?.as_str()?.trim().to_string();
        let score = h
            .get("confidence")
            .and_then(serde_json::Value::as_f64)
            .unwrap_or(0.0);
        (!words.is_empty()).then_some(Hypothesis { words, score })
    };
    Ok(match v.get("alternatives").and_then(|a| a.as_array()) {
        Some(list) => list.iter().filter_map(one).collect(),
        None => one(&v).into_iter().collect(),
    })
}

impl Vosk {
    /// A recogniser with the model in the folder `model` (unpacked from the
    /// zip file Vosk publishes: it holds `am/`, `conf/` and `graph/`).
    pub fn new(model: Option<&Path>) -> Result<Vosk, ListenError> {
        let Some(model) = model else {
            return Err(ListenError::NoModel {
                engine: "vosk".into(),
                path: "-".into(),
            });
        };
        if !model.join("conf").is_dir() && !model.join("am").is_dir() {
            return Err(ListenError::NoModel {
                engine: "vosk".into(),
                path: model.display().to_string(),
            });
        }
        let api = Api::load(model)?;
        let path = c(&model.display().to_string())?;
        // SAFETY: a valid C string; the library returns NULL on failure.
        let handle = unsafe { (api.model_new)(path.as_ptr()) };
        if handle.is_null() {
            return Err(ListenError::NoModel {
                engine: "vosk".into(),
                path: model.display().to_string(),
            });
        }
        // SAFETY: a model the library made; NULL on failure.
        let free = unsafe { (api.rec_new)(handle, RATE) };
        if free.is_null() {
            // SAFETY: made above, freed once.
            unsafe { (api.model_free)(handle) };
            return Err(engine_error("no recogniser could be made"));
        }
        Ok(Vosk {
            api,
            model: handle,
            free,
            said: None,
        })
    }

    /// Does the model know `word`?
    fn knows(&self, word: &str) -> bool {
        let Ok(w) = CString::new(word) else {
            return false;
        };
        // SAFETY: the model is alive, the word a valid C string.
        unsafe { (self.api.find_word)(self.model, w.as_ptr()) >= 0 }
    }

    /// The grammar's recogniser, made anew when the grammar changed.
    fn set_grammar(&mut self, grammar: &Grammar) -> Result<*mut c_void, ListenError> {
        let json = grammar_json(grammar, &mut |w| self.knows(w))?;
        if let Some((rec, now)) = &self.said
            && *now == json
        {
            return Ok(*rec);
        }
        if let Some((rec, _)) = self.said.take() {
            // SAFETY: made by the library, freed once.
            unsafe { (self.api.rec_free)(rec) };
        }
        let text = c(&json)?;
        // SAFETY: the model is alive; the grammar a valid C string.
        let rec = unsafe { (self.api.rec_new_grm)(self.model, RATE, text.as_ptr()) };
        if rec.is_null() {
            return Err(engine_error("the grammar was refused"));
        }
        // SAFETY: a recogniser the library made.
        unsafe { (self.api.set_max_alternatives)(rec, ALTERNATIVES) };
        self.said = Some((rec, json));
        Ok(rec)
    }

    /// One utterance heard by `rec`, whole; the recogniser is then ready
    /// for the next.
    fn hear(&self, rec: *mut c_void, samples: &[i16]) -> Result<Vec<Hypothesis>, ListenError> {
        for chunk in samples.chunks(c_int::MAX as usize) {
            // SAFETY: the recogniser is alive; the pointer and length
            // describe `chunk`, which fits an int.
            let r = unsafe { (self.api.accept)(rec, chunk.as_ptr(), chunk.len() as c_int) };
            if r < 0 {
                // SAFETY: as above.
                unsafe { (self.api.reset)(rec) };
                return Err(engine_error("the audio was refused"));
            }
        }
        // SAFETY: the answer is a C string owned by the recogniser, valid
        // until its next call: copied at once.
        let json = unsafe {
            let p = (self.api.final_result)(rec);
            if p.is_null() {
                String::new()
            } else {
                CStr::from_ptr(p).to_string_lossy().into_owned()
            }
        };
        // SAFETY: as above.
        unsafe { (self.api.reset)(rec) };
        hypotheses(&json)
    }

    /// How Vosk's hypotheses are decided: every move asked about (a
    /// policy no share reaches) until its scores are calibrated on a
    /// model (docs/listening.md). Commands and answers are decided alike.
    pub fn policy() -> Policy {
        Policy {
            sure: f64::INFINITY,
            ..Policy::default()
        }
    }
}

impl Drop for Vosk {
    fn drop(&mut self) {
        // SAFETY: each handle was made by the library and is freed once,
        // recognisers before their model.
        unsafe {
            if let Some((rec, _)) = self.said.take() {
                (self.api.rec_free)(rec);
            }
            (self.api.rec_free)(self.free);
            (self.api.model_free)(self.model);
        }
    }
}

impl Recogniser for Vosk {
    fn name(&self) -> &str {
        "vosk"
    }

    fn recognise(
        &mut self,
        samples: &[i16],
        grammar: &Grammar,
    ) -> Result<Vec<Hypothesis>, ListenError> {
        if samples.is_empty() {
            return Ok(Vec::new());
        }
        let rec = self.set_grammar(grammar)?;
        let mut out = self.hear(rec, samples)?;
        if out.is_empty() {
            return Ok(out);
        }
        // The free hearing confirms the best phrase or rivals it. Every
        // hypothesis in the grammar's words, folded as it writes them.
        out.extend(self.hear(self.free, samples)?.into_iter().take(1));
        for h in &mut out {
            if !h.words.contains("[unk]") {
                h.words = crate::grammar::tokens(&h.words).join(" ");
            }
        }
        Ok(out)
    }

    fn prepare(&mut self, grammar: &Grammar) -> Result<(), ListenError> {
        self.set_grammar(grammar).map(|_| ())
    }

    fn policy(&self) -> Policy {
        Vosk::policy()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GrammarBuilder;
    use phonetics::Builtin;
    use shakmaty::Chess;

    #[test]
    fn words_are_spelled_as_the_model_knows_them() {
        let builder = GrammarBuilder::new(&Builtin::German.load().unwrap()).unwrap();
        let g = builder.build(&Chess::default(), false);
        // A German model's lexicon: the words with their umlauts.
        let lexicon: Vec<String> = g
            .words()
            .iter()
            .map(|w| match w.as_str() {
                "caesar" => "cäsar".to_string(),
                "fuenf" => "fünf".to_string(),
                "laeufer" => "läufer".to_string(),
                "koenig" => "könig".to_string(),
                other => other.to_string(),
            })
            .collect();
        let json = grammar_json(&g, &mut |w| lexicon.iter().any(|l| l == w)).unwrap();
        assert!(json.contains("\"bauer eva zwei eva vier\""), "{json}");
        assert!(
            json.contains("\"springer gustav eins felix drei\""),
            "{json}"
        );
        assert!(json.contains("\"bauer cäsar zwei cäsar vier\""), "{json}");
        assert!(!json.contains("caesar"), "{json}");
        assert!(json.ends_with("\"[unk]\"]"), "{json}");
        // A word the model knows in no spelling is said, not dropped.
        let err = grammar_json(&g, &mut |w| w != "springer").unwrap_err();
        assert_eq!(
            err,
            ListenError::NoPronunciation {
                word: "springer".into()
            }
        );
        assert_eq!(spellings("laeufer"), ["laeufer", "läufer"]);
        assert_eq!(spellings("springer"), ["springer"]);
    }

    #[test]
    fn results_become_hypotheses() {
        let h = hypotheses(
            r#"{"alternatives": [{"text": "springer felix drei", "confidence": 251.5},
                {"text": "[unk] felix", "confidence": 240.0}, {"text": "", "confidence": 1.0}]}"#,
        )
        .unwrap();
        assert_eq!(h.len(), 2);
        assert_eq!(h[0].words, "springer felix drei");
        assert_eq!(h[0].score, 251.5);
        assert_eq!(hypotheses(r#"{"text": "ja"}"#).unwrap()[0].words, "ja");
        assert!(hypotheses(r#"{"text": ""}"#).unwrap().is_empty());
        assert!(hypotheses("not json").is_err());
    }

    #[test]
    fn a_missing_model_or_library_is_said() {
        let dir = std::env::temp_dir().join(format!("annabella-vosk-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("conf")).unwrap();
        assert!(matches!(
            Vosk::new(Some(&dir.join("nowhere"))),
            Err(ListenError::NoModel { .. })
        ));
        assert!(matches!(Vosk::new(None), Err(ListenError::NoModel { .. })));
        // A model folder without the library beside it, on a system that
        // has none either: the library is named with where it was sought.
        // Where a libvosk is installed, the model (empty here) is refused.
        match Vosk::new(Some(&dir)) {
            Err(ListenError::NoLibrary {
                library, looked, ..
            }) => {
                assert_eq!(library, library_name());
                assert!(looked.contains(&dir.display().to_string()), "{looked}");
            }
            Err(ListenError::NoModel { .. }) => {}
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("an empty folder is no model"),
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
