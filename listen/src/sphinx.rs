//! PocketSphinx (Debian's libpocketsphinx 0.8+5prealpha, the sphinxbase
//! API) through a small hand-written binding: one decoder, a JSGF search
//! set for each grammar, audio fed in chunks of 2,048 bytes; the rival of
//! the best path is the best path of the grammar without its meaning.
//! Scores are the decoder's path scores (log base 1.0001).

use std::collections::{HashMap, HashSet};
use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::path::{Path, PathBuf};

use phonetics::Builtin;

use crate::ListenError;
use crate::grammar::Grammar;
use crate::recognise::{Hypothesis, Recogniser};

#[allow(non_camel_case_types)]
type ps_decoder_t = c_void;

unsafe extern "C" {
    fn ps_args() -> *const c_void;
    fn cmd_ln_parse_r(
        inout: *mut c_void,
        defn: *const c_void,
        argc: i32,
        argv: *const *const c_char,
        strict: i32,
    ) -> *mut c_void;
    fn cmd_ln_free_r(cmdln: *mut c_void) -> c_int;
    fn ps_init(config: *mut c_void) -> *mut ps_decoder_t;
    fn ps_free(ps: *mut ps_decoder_t) -> c_int;
    fn ps_add_word(
        ps: *mut ps_decoder_t,
        word: *const c_char,
        phones: *const c_char,
        update: c_int,
    ) -> c_int;
    fn ps_set_jsgf_string(ps: *mut ps_decoder_t, name: *const c_char, jsgf: *const c_char)
    -> c_int;
    fn ps_set_search(ps: *mut ps_decoder_t, name: *const c_char) -> c_int;
    fn ps_start_utt(ps: *mut ps_decoder_t) -> c_int;
    fn ps_process_raw(
        ps: *mut ps_decoder_t,
        data: *const i16,
        n_samples: usize,
        no_search: c_int,
        full_utt: c_int,
    ) -> c_int;
    fn ps_end_utt(ps: *mut ps_decoder_t) -> c_int;
    fn ps_get_hyp(ps: *mut ps_decoder_t, out_best_score: *mut i32) -> *const c_char;
}

/// Where Debian's `pocketsphinx-en-us` puts the US-English model.
pub const DEBIAN_MODEL: &str = "/usr/share/pocketsphinx/model/en-us";

/// Passes over one utterance at most, each without the meanings found.
const PASSES: usize = 4;

/// Samples fed at a time: 2,048 bytes.
const CHUNK: usize = 1024;

/// The PocketSphinx recogniser for one vocabulary.
pub struct PocketSphinx {
    ps: *mut ps_decoder_t,
    /// The model's own dictionary, read when a word of a grammar is not
    /// in the vocabulary's pronunciations.
    model_dict: PathBuf,
    fallback: Option<HashMap<String, Vec<String>>>,
    known: HashSet<String>,
    /// The JSGF text of the search now set, so an unchanged grammar is not
    /// compiled again.
    current: String,
}

fn c(text: &str) -> Result<CString, ListenError> {
    CString::new(text).map_err(|_| ListenError::Engine {
        engine: "pocketsphinx".into(),
        reason: format!("a NUL byte in {text:?}"),
    })
}

fn engine_error(reason: impl Into<String>) -> ListenError {
    ListenError::Engine {
        engine: "pocketsphinx".into(),
        reason: reason.into(),
    }
}

impl PocketSphinx {
    /// A decoder with the acoustic model in `model` (a folder holding the
    /// model's files, e.g. `/usr/share/pocketsphinx/model/en-us/en-us`, or
    /// the folder above it with a `*.dict` beside), and the pronunciations
    /// of `vocab` in its phones.
    pub fn new(model: Option<&Path>, vocab: Option<Builtin>) -> Result<PocketSphinx, ListenError> {
        let root = model.unwrap_or(Path::new(DEBIAN_MODEL));
        let (hmm, dict) = find_model(root)?;
        let pron = vocab
            .and_then(|v| v.pronunciations("en-us"))
            .unwrap_or_default();
        let mut own: Vec<(String, String)> = Vec::new();
        for line in pron.lines() {
            let line = line.split('#').next().unwrap_or("").trim();
            let mut parts = line.splitn(2, char::is_whitespace);
            if let (Some(word), Some(phones)) = (parts.next(), parts.next()) {
                own.push((word.to_string(), phones.trim().to_string()));
            }
        }
        // The decoder starts with a dictionary of the vocabulary's own
        // words; others are added from the model's dictionary when needed.
        let start_dict = std::env::temp_dir().join(format!(
            "annabella-listen-{}-{:p}.dict",
            std::process::id(),
            &own
        ));
        let mut text = String::new();
        let mut seen: HashMap<&str, usize> = HashMap::new();
        for (word, phones) in &own {
            let n = seen.entry(word).or_default();
            *n += 1;
            if *n == 1 {
                text.push_str(&format!("{word} {phones}\n"));
            } else {
                text.push_str(&format!("{word}({n}) {phones}\n"));
            }
        }
        if text.is_empty() {
            text.push_str("sil SIL\n");
        }
        std::fs::write(&start_dict, text)
            .map_err(|e| engine_error(format!("{}: {e}", start_dict.display())))?;
        let args = [
            "-hmm",
            &hmm.display().to_string(),
            "-dict",
            &start_dict.display().to_string(),
            "-logfn",
            "/dev/null",
        ]
        .map(c);
        let args: Vec<CString> = args.into_iter().collect::<Result<_, _>>()?;

        let argv: Vec<*const c_char> = args.iter().map(|a| a.as_ptr()).collect();
        // SAFETY: argv holds argc valid C strings that outlive the call;
        // ps_args() is the library's static argument table.
        let config = unsafe {
            cmd_ln_parse_r(
                std::ptr::null_mut(),
                ps_args(),
                argv.len() as i32,
                argv.as_ptr(),
                1,
            )
        };
        if config.is_null() {
            let _ = std::fs::remove_file(&start_dict);
            return Err(engine_error("the decoder's settings were refused"));
        }
        // SAFETY: config is a valid cmd_ln_t; ps_init retains it, so our
        // reference is released after.
        let ps = unsafe { ps_init(config) };
        unsafe { cmd_ln_free_r(config) };
        let _ = std::fs::remove_file(&start_dict);
        if ps.is_null() {
            return Err(engine_error(format!(
                "the acoustic model in {} did not load",
                hmm.display()
            )));
        }
        Ok(PocketSphinx {
            ps,
            model_dict: dict,
            fallback: None,
            known: own.into_iter().map(|(w, _)| w).collect(),
            current: String::new(),
        })
    }

    fn ensure_words(&mut self, grammar: &Grammar) -> Result<(), ListenError> {
        for word in grammar.words() {
            if self.known.contains(&word) {
                continue;
            }
            if self.fallback.is_none() {
                self.fallback = Some(read_dict(&self.model_dict)?);
            }
            let prons = self
                .fallback
                .as_ref()
                .and_then(|d| d.get(&word))
                .cloned()
                .ok_or_else(|| ListenError::NoPronunciation { word: word.clone() })?;
            for (i, phones) in prons.iter().enumerate() {
                let name = if i == 0 {
                    word.clone()
                } else {
                    format!("{word}({})", i + 1)
                };
                let (w, p) = (c(&name)?, c(phones)?);
                // SAFETY: valid decoder and C strings.
                let rv = unsafe { ps_add_word(self.ps, w.as_ptr(), p.as_ptr(), 0) };
                if rv < 0 {
                    return Err(engine_error(format!("the word {name} was refused")));
                }
            }
            self.known.insert(word);
        }
        Ok(())
    }

    fn set_grammar(&mut self, grammar: &Grammar) -> Result<(), ListenError> {
        let jsgf = grammar.jsgf();
        if jsgf == self.current {
            return Ok(());
        }
        self.ensure_words(grammar)?;
        let (name, text) = (c("said")?, c(&jsgf)?);
        // SAFETY: valid decoder and C strings.
        let ok = unsafe {
            ps_set_jsgf_string(self.ps, name.as_ptr(), text.as_ptr()) >= 0
                && ps_set_search(self.ps, name.as_ptr()) >= 0
        };
        if !ok {
            return Err(engine_error("the grammar was refused"));
        }
        self.current = jsgf;
        Ok(())
    }
}

impl Drop for PocketSphinx {
    fn drop(&mut self) {
        // SAFETY: ps came from ps_init and is freed once.
        unsafe { ps_free(self.ps) };
    }
}

/// The hidden-Markov-model folder and the dictionary under `root`.
fn find_model(root: &Path) -> Result<(PathBuf, PathBuf), ListenError> {
    let missing = || ListenError::NoModel {
        engine: "pocketsphinx".into(),
        path: root.display().to_string(),
    };
    let is_hmm = |p: &Path| p.join("mdef").is_file();
    let dicts = |p: &Path| -> Option<PathBuf> {
        let mut found: Vec<PathBuf> = std::fs::read_dir(p)
            .ok()?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "dict"))
            .collect();
        found.sort();
        found.into_iter().next()
    };
    if is_hmm(root) {
        let dict = dicts(root)
            .or_else(|| root.parent().and_then(dicts))
            .ok_or_else(missing)?;
        return Ok((root.to_path_buf(), dict));
    }
    let mut subs: Vec<PathBuf> = std::fs::read_dir(root)
        .map_err(|_| missing())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| is_hmm(p))
        .collect();
    subs.sort();
    let hmm = subs.into_iter().next().ok_or_else(missing)?;
    let dict = dicts(root).or_else(|| dicts(&hmm)).ok_or_else(missing)?;
    Ok((hmm, dict))
}

/// A CMU-format dictionary: word (with "(2)" for a second pronunciation)
/// and phones.
fn read_dict(path: &Path) -> Result<HashMap<String, Vec<String>>, ListenError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| engine_error(format!("{}: {e}", path.display())))?;
    let mut out: HashMap<String, Vec<String>> = HashMap::new();
    for line in text.lines() {
        let mut parts = line.splitn(2, ' ');
        let (Some(word), Some(phones)) = (parts.next(), parts.next()) else {
            continue;
        };
        let word = word.split('(').next().unwrap_or(word);
        out.entry(word.to_string())
            .or_default()
            .push(phones.trim().to_string());
    }
    Ok(out)
}

fn text_of(ptr: *const c_char) -> String {
    if ptr.is_null() {
        return String::new();
    }
    // SAFETY: the library returns NUL-terminated strings it owns, valid
    // until the next call on the decoder; copied at once.
    let raw = unsafe { CStr::from_ptr(ptr) }.to_string_lossy();
    raw.split_whitespace()
        .filter(|w| !w.starts_with('<') && !w.starts_with('[') && !w.starts_with("++"))
        .map(|w| w.split('(').next().unwrap_or(w))
        .collect::<Vec<_>>()
        .join(" ")
}

impl PocketSphinx {
    /// The best path through `grammar` for the samples.
    fn decode(
        &mut self,
        samples: &[i16],
        grammar: &Grammar,
    ) -> Result<Option<Hypothesis>, ListenError> {
        if grammar.phrases().next().is_none() {
            return Ok(None);
        }
        self.set_grammar(grammar)?;
        // SAFETY: valid decoder; each chunk is a valid slice of samples.
        unsafe {
            if ps_start_utt(self.ps) < 0 {
                return Err(engine_error("the utterance did not start"));
            }
            for chunk in samples.chunks(CHUNK) {
                if ps_process_raw(self.ps, chunk.as_ptr(), chunk.len(), 0, 0) < 0 {
                    ps_end_utt(self.ps);
                    return Err(engine_error("the audio was refused"));
                }
            }
            ps_end_utt(self.ps);
        }
        let mut best = 0;
        // SAFETY: valid decoder; the text is copied at once.
        let words = text_of(unsafe { ps_get_hyp(self.ps, &mut best) });
        if words.is_empty() {
            return Ok(None);
        }
        let score = f64::from(best);

        Ok(Some(Hypothesis { words, score }))
    }
}

impl Recogniser for PocketSphinx {
    fn name(&self) -> &str {
        "pocketsphinx"
    }

    /// The best path; then the best path of the grammar without what it
    /// means, and so on until the best of them has its rival (the search
    /// prunes, so a later pass may find a better path than the first).
    fn recognise(
        &mut self,
        samples: &[i16],
        grammar: &Grammar,
    ) -> Result<Vec<Hypothesis>, ListenError> {
        let mut out: Vec<Hypothesis> = Vec::new();
        let mut rest = grammar.clone();
        for _ in 0..PASSES {
            let Some(found) = self.decode(samples, &rest)? else {
                break;
            };
            let Some(meaning) = grammar.meaning(&found.words).cloned() else {
                out.push(found);
                break;
            };
            rest = rest.without(&meaning);
            out.push(found);
            let best = out
                .iter()
                .enumerate()
                .max_by(|a, b| a.1.score.total_cmp(&b.1.score))
                .map_or(0, |(i, _)| i);
            if best + 1 < out.len() {
                break;
            }
        }
        out.sort_by(|a, b| b.score.total_cmp(&a.score));
        Ok(out)
    }
}
