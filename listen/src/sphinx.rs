//! PocketSphinx (Debian's libpocketsphinx 0.8+5prealpha, the sphinxbase
//! API) through a small hand-written binding: two decoders of one model,
//! one per JSGF search compiled once for each grammar (its phrases, and
//! any sequence of its words), each utterance fed whole to both at once.
//! The hypotheses are the best phrase, the other meanings its lattice
//! holds, and the best free sequence of words, which confirms the phrase
//! when it is the same words. Scores are the decoder's path scores (log
//! base 1.0001).
//!
//! The library keeps some state for the whole process (its log file above
//! all, see [`LIBRARY`]): every call that makes, changes or frees a
//! decoder holds one lock; decoding does not.

use std::collections::{HashMap, HashSet};
use std::ffi::{CStr, CString, c_char, c_int, c_void};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard, Once, PoisonError};

use phonetics::Builtin;

use crate::ListenError;
use crate::grammar::{Grammar, Meaning};
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
    fn err_set_logfp(stream: *mut c_void);
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
    fn ps_nbest(ps: *mut ps_decoder_t) -> *mut c_void;
    fn ps_nbest_next(nbest: *mut c_void) -> *mut c_void;
    fn ps_nbest_hyp(nbest: *mut c_void, out_score: *mut i32) -> *const c_char;
    fn ps_nbest_free(nbest: *mut c_void);
    fn ps_seg_iter(ps: *mut ps_decoder_t) -> *mut c_void;
    fn ps_seg_next(seg: *mut c_void) -> *mut c_void;
    fn ps_seg_word(seg: *mut c_void) -> *const c_char;
    fn ps_seg_frames(seg: *mut c_void, out_sf: *mut c_int, out_ef: *mut c_int);
}

/// Held by every call into the library that makes, changes or frees a
/// decoder, from any decoder in any thread.
///
/// sphinxbase keeps process-wide state, not per decoder and without a lock
/// of its own. Its log file above all: `ps_init` given `-logfn` opens the
/// file, makes it the one log of the process and closes the one before,
/// which another decoder may be writing to at that moment, or which a
/// second `ps_init` in another thread closes a second time. Both corrupt
/// the heap (glibc aborted with "free(): invalid pointer" or "free():
/// invalid next size", or hung in its list of open files) when the tests
/// made decoders in parallel threads. Other state is process-wide too:
/// `ps_init` sets the debug level, and the front end keeps its
/// frequency-warp parameters in statics, set while a decoder is made. So
/// the log is switched off once for the process (`-logfn` is never
/// passed), and no two threads make or change decoders at once. Decoding
/// an utterance, and reading its best path, lattice and segments, uses
/// the decoder's own state only, and is done without the lock (see
/// `Decoder`).
static LIBRARY: Mutex<()> = Mutex::new(());

/// The library's lock, held while the guard lives. The state behind it is
/// the library's, which a panic on the Rust side of a call leaves as it
/// is, so a poisoned lock is taken all the same.
fn library() -> MutexGuard<'static, ()> {
    LIBRARY.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Proof that the caller holds [`LIBRARY`]: the methods that call into the
/// library ask for it.
type Held<'a> = &'a MutexGuard<'static, ()>;

/// Switches the library's log off, once for the process and with the lock
/// held: its lines (settings, timings) are of no use to a player, and a
/// log file per decoder is what made decoders unsafe in threads.
fn silence_log(_held: Held) {
    static SILENCED: Once = Once::new();
    // SAFETY: a null stream is the library's documented "no log"; the
    // lock is held, so nothing logs meanwhile.
    SILENCED.call_once(|| unsafe { err_set_logfp(std::ptr::null_mut()) });
}

/// Where Debian's `pocketsphinx-en-us` puts the US-English model.
pub const DEBIAN_MODEL: &str = "/usr/share/pocketsphinx/model/en-us";

/// Paths of the lattice read at most for the rivals of the best.
const NBEST: usize = 300;

/// Samples in one of the front end's frames (10 ms at 16 kHz).
const SAMPLES_PER_FRAME: f64 = 160.0;

/// How far, in score per frame, the best of the other meanings must be
/// behind the best phrase for the best to be taken unasked. On 1,050
/// moves in random positions of random games (espeak-ng, clean and in
/// white noise; docs/listening.md), the phrase search kept a move 2.9
/// per frame behind another ("rook golf one golf two" for "rook golf one
/// hotel one", both searches alike); the moves heard rightly had their
/// best rival 2.0 per frame behind or more in 95 cases of 100, and less
/// than 0.5 behind (or ahead) in 6 of 528.
const RIVAL_MARGIN: f64 = 0.5;

/// The signal-to-noise ratio (as `audio::snr_db` measures it) below which
/// the free search's words do not confirm the best phrase: for English
/// words, in the model's own language; and for words of another language
/// given to it as phone strings (German). White noise at 10 dB SNR
/// measures 16.4 to 19.5, at 20 dB 25.1 to 28.2, clean speech 36 to 43
/// (docs/listening.md). In noise both searches confuse words alike:
/// English ones at 10 dB in random positions (3 of 260 moves: "rook
/// charlie five foxtrot five" as "... alpha five", "six" as "three" or
/// "two"), never at 20 dB; German ones at 10 dB ("Cäsar" heard as "Eva")
/// and at 20 dB too ("Turm Anna eins Bella eins" as "... Eva eins", the
/// female voice, a random position). So English words are confirmed
/// down to 22 (3 dB below the quietest utterance at 20 dB), German ones
/// only in quiet, down to 32 (4 dB above the loudest at 20 dB).
///
/// English audio below its threshold is heard with the steady noise taken
/// out (`denoise`), and the threshold then applies to what is left: white
/// noise at 10 dB then measures above 22 mostly, and the free search hears
/// "six" and "foxtrot" again (on the random game, 129 of 150 English moves
/// at 10 dB taken rightly, none wrongly; docs/listening.md).
const CONFIRM_SNR_DB: f64 = 22.0;
const CONFIRM_SNR_DB_FOREIGN: f64 = 32.0;

/// The least share of an utterance's loud frames that the best phrase's
/// words must make up for the free search to confirm it. Talk beside the
/// board holds words of moves ("Ich glaube, David vier war besser": d4),
/// and both searches heard those words, the rest as silence or noise. In
/// the talk benchmark (docs/listening.md), of the sentences both searches
/// heard as the same move, the words made up 19 to 61 % of the loud
/// frames, but for "Ich habe Hunger" heard as "Dame Anna vier" (all of
/// it); as the same command ("ja", "nein"), up to 71 %. Moves said alone
/// made up all of theirs (German, English and Russian, clean and in
/// noise); one-word commands said alone 74 % or more ("nein", "да").
const MIN_SPANNED: f64 = 0.7;

/// One decoder of the library, with the search it uses now.
///
/// Everything that builds or changes it (`ps_init`, words, grammars,
/// `ps_free`) is done with [`LIBRARY`] held; decoding an utterance and
/// reading its results is not: that touches the decoder's own state only
/// (checked in sphinxbase's and pocketsphinx's sources: the process-wide
/// state is the log, switched off before any decoder exists, the
/// frequency warp, set while a decoder is made), so two decoders decode at
/// once in two threads.
struct Decoder {
    ps: *mut ps_decoder_t,
    /// The search in use, so it is switched only when another is needed.
    using: String,
    /// Whether it has heard no utterance yet.
    fresh: bool,
}

// SAFETY: a decoder is used by one thread at a time (every method takes
// `&mut self`), and what it shares with other decoders is changed only
// with the library's lock held (see `Decoder`).
unsafe impl Send for Decoder {}

impl Decoder {
    /// A decoder with the settings `args` (command-line style).
    fn new(_held: Held, args: &[CString], hmm: &Path) -> Result<Decoder, ListenError> {
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
            return Err(engine_error("the decoder's settings were refused"));
        }
        // SAFETY: config is a valid cmd_ln_t; ps_init retains it, so our
        // reference is released after.
        let ps = unsafe { ps_init(config) };
        unsafe { cmd_ln_free_r(config) };
        if ps.is_null() {
            return Err(engine_error(format!(
                "the acoustic model in {} did not load",
                hmm.display()
            )));
        }
        Ok(Decoder {
            ps,
            using: String::new(),
            fresh: true,
        })
    }

    fn add_word(&mut self, _held: Held, name: &str, phones: &str) -> Result<(), ListenError> {
        let (w, p) = (c(name)?, c(phones)?);
        // SAFETY: valid decoder and C strings.
        if unsafe { ps_add_word(self.ps, w.as_ptr(), p.as_ptr(), 0) } < 0 {
            return Err(engine_error(format!("the word {name} was refused")));
        }
        Ok(())
    }

    /// Compiles `jsgf` as the search `name` and uses it. The library frees
    /// a search it replaces, also the one in use, so it is used again at
    /// once under its new grammar.
    fn set_search(&mut self, held: Held, name: &str, jsgf: &str) -> Result<(), ListenError> {
        let (cname, text) = (c(name)?, c(jsgf)?);
        // SAFETY: valid decoder and C strings.
        if unsafe { ps_set_jsgf_string(self.ps, cname.as_ptr(), text.as_ptr()) } < 0 {
            self.using.clear();
            return Err(engine_error("the grammar was refused"));
        }
        self.using.clear();
        self.use_search(held, name)
    }

    /// Makes the search `name` (compiled by `set_search`) the one used.
    fn use_search(&mut self, _held: Held, name: &str) -> Result<(), ListenError> {
        if self.using == name {
            return Ok(());
        }
        let cname = c(name)?;
        // SAFETY: valid decoder and C string.
        if unsafe { ps_set_search(self.ps, cname.as_ptr()) } < 0 {
            return Err(engine_error("the grammar was refused"));
        }
        self.using = name.to_string();
        Ok(())
    }

    /// The best path of the search in use, after the samples.
    fn best(&mut self, samples: &[i16]) -> Result<Option<Hypothesis>, ListenError> {
        self.feed(samples)?;
        let mut score = 0;
        // SAFETY: valid decoder after an utterance; the text is copied.
        let words = text_of(unsafe { ps_get_hyp(self.ps, &mut score) });
        Ok((!words.is_empty()).then(|| Hypothesis {
            words,
            score: f64::from(score),
        }))
    }

    /// The paths of the lattice of the utterance just decoded whose words
    /// are of a meaning not in `seen`, the best of each meaning, in order.
    fn other_meanings(&mut self, grammar: &Grammar, seen: &mut Vec<Meaning>) -> Vec<Hypothesis> {
        let mut out = Vec::new();
        // SAFETY: valid decoder after an utterance; texts copied at once;
        // the iterator is freed when not run to its end.
        unsafe {
            let mut nb = ps_nbest(self.ps);
            let mut n = 0;
            while !nb.is_null() && n < NBEST {
                let mut score = 0;
                let words = text_of(ps_nbest_hyp(nb, &mut score));
                n += 1;
                if let Some(m) = grammar.meaning(&words)
                    && !seen.contains(m)
                {
                    seen.push(m.clone());
                    out.push(Hypothesis {
                        words,
                        score: f64::from(score),
                    });
                }
                nb = ps_nbest_next(nb);
            }
            if !nb.is_null() {
                ps_nbest_free(nb);
            }
        }
        out
    }

    /// The share of the loud frames of `samples` that the words of the
    /// hypothesis just decoded span (silence and noise fillers left out),
    /// by their number of frames (`audio::share_spoken` says why).
    fn spanned(&mut self, samples: &[i16]) -> f64 {
        let mut frames = 0;
        // SAFETY: valid decoder after an utterance; each segment's word is
        // read before the next step, which frees the iterator at its end.
        unsafe {
            let mut seg = ps_seg_iter(self.ps);
            while !seg.is_null() {
                let word = text_of(ps_seg_word(seg));
                let (mut first, mut last) = (0, 0);
                ps_seg_frames(seg, &mut first, &mut last);
                if !word.is_empty() && last >= first {
                    frames += (last - first + 1) as usize;
                }
                seg = ps_seg_next(seg);
            }
        }
        crate::audio::share_spoken(&crate::audio::loud_frames(samples), frames)
    }

    /// Decodes the samples with the search in use. A new decoder's noise
    /// estimate starts far below any room's noise and rises slowly over
    /// seconds, so its first utterance is decoded twice: heard with an
    /// estimate of its own noise, as every later one is heard with that
    /// of the one before (a first move 10 dB above white noise was asked
    /// about that the next would have taken).
    fn feed(&mut self, samples: &[i16]) -> Result<(), ListenError> {
        if self.fresh {
            self.fresh = false;
            self.decode(samples)?;
        }
        self.decode(samples)
    }

    /// The best phrase of another meaning than `best`'s, searched for in
    /// the grammar without it.
    fn rival(
        &mut self,
        samples: &[i16],
        grammar: &Grammar,
        best: &str,
    ) -> Result<Option<Hypothesis>, ListenError> {
        let Some(meaning) = grammar.meaning(best) else {
            return Ok(None);
        };
        let others = grammar.without(meaning);
        if others.phrases().next().is_none() {
            return Ok(None);
        }
        self.set_search(&library(), "rival", &others.jsgf())?;
        self.best(samples)
    }

    /// Whether the audio is heard as `best` rather than as `heard` when
    /// those two are all it may be: the free search prunes its many paths
    /// and may lose the one it would have preferred.
    fn prefers(&mut self, samples: &[i16], best: &str, heard: &str) -> Result<bool, ListenError> {
        let jsgf = format!("#JSGF V1.0;\ngrammar duel;\npublic <duel> = {best}\n  | {heard};\n");
        self.set_search(&library(), "duel", &jsgf)?;
        Ok(self.best(samples)?.is_some_and(|h| h.words == best))
    }

    /// Decodes the samples once with the search in use.
    fn decode(&mut self, samples: &[i16]) -> Result<(), ListenError> {
        // SAFETY: valid decoder; the slice is valid for its length.
        unsafe {
            // The front end's estimate of the noise (`-remove_noise`)
            // carries over from the utterance before, as it should from one
            // microphone in one room: it rises slowly from a new stream's
            // start, and a new stream for each utterance left short ones
            // ("nein") unsure.
            if ps_start_utt(self.ps) < 0 {
                return Err(engine_error("the utterance did not start"));
            }
            // The whole utterance in one call, marked as whole: the
            // decoder then normalises the cepstral mean over this
            // utterance alone (the model's `-cmn batch`). Fed in chunks, it
            // carries a running mean over from the utterances before,
            // which fits neither the first utterance nor one in other
            // noise than the last.
            if ps_process_raw(self.ps, samples.as_ptr(), samples.len(), 0, 1) < 0 {
                ps_end_utt(self.ps);
                return Err(engine_error("the audio was refused"));
            }
            ps_end_utt(self.ps);
        }
        Ok(())
    }
}

impl Drop for Decoder {
    fn drop(&mut self) {
        let _held = library();
        // SAFETY: ps came from ps_init and is freed once, with the lock held.
        unsafe { ps_free(self.ps) };
    }
}

/// The PocketSphinx recogniser for one vocabulary.
///
/// Two decoders of the same model: one searches the phrases of the
/// grammar (and then the best of the other meanings), the other any
/// sequence of its words, at the same time in another thread, so that
/// the wait for a verdict is two decodings of the utterance, not three.
pub struct PocketSphinx {
    phrases: Decoder,
    free: Decoder,
    /// The model's own dictionary, read when a word of a grammar is not
    /// in the vocabulary's pronunciations.
    model_dict: PathBuf,
    fallback: Option<HashMap<String, Vec<String>>>,
    known: HashSet<String>,
    /// The JSGF text of the grammar now set, so an unchanged grammar is
    /// not compiled again.
    current: String,
    /// The SNR below which nothing is confirmed.
    confirm_snr: f64,
    /// Whether audio under noise is heard with the noise taken out.
    denoise: bool,
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
    /// A recogniser with the acoustic model in `model` (a folder holding
    /// the model's files, e.g. `/usr/share/pocketsphinx/model/en-us/en-us`,
    /// or the folder above it with a `*.dict` beside), and the
    /// pronunciations of `vocab` in its phones.
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
        // The decoders start with a dictionary of the vocabulary's own
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
        ]
        .map(c)
        .into_iter()
        .collect::<Result<Vec<_>, _>>();
        // Both made with the lock held, and neither dropped before it is
        // let go: a decoder's drop takes the lock itself.
        let decoders = args.map(|args| {
            let held = library();
            silence_log(&held);
            (
                Decoder::new(&held, &args, &hmm),
                Decoder::new(&held, &args, &hmm),
            )
        });
        let _ = std::fs::remove_file(&start_dict);
        let (phrases, free) = decoders?;
        let (phrases, free) = (phrases?, free?);
        Ok(PocketSphinx {
            phrases,
            free,
            model_dict: dict,
            fallback: None,
            known: own.into_iter().map(|(w, _)| w).collect(),
            current: String::new(),
            confirm_snr: match vocab {
                Some(Builtin::English | Builtin::Nato) => CONFIRM_SNR_DB,
                _ => CONFIRM_SNR_DB_FOREIGN,
            },
            denoise: matches!(vocab, Some(Builtin::English | Builtin::Nato)),
        })
    }

    /// Adds the words of `grammar` not yet known to both decoders, with
    /// their pronunciations from the model's dictionary.
    fn ensure_words(&mut self, held: Held, grammar: &Grammar) -> Result<(), ListenError> {
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
                self.phrases.add_word(held, &name, phones)?;
                self.free.add_word(held, &name, phones)?;
            }
            self.known.insert(word);
        }
        Ok(())
    }

    /// Sets the searches of `grammar`, compiling them only when it is
    /// another grammar than the last: "said", its phrases, and "free", any
    /// sequence of its words, each in its own decoder.
    fn set_grammar(&mut self, held: Held, grammar: &Grammar) -> Result<(), ListenError> {
        let jsgf = grammar.jsgf();
        if jsgf != self.current {
            self.current.clear();
            self.ensure_words(held, grammar)?;
            self.phrases.set_search(held, "said", &jsgf)?;
            self.free.set_search(held, "free", &free_jsgf(grammar))?;
            self.current = jsgf;
        }
        Ok(())
    }
}

/// Whether `b` is `a` with one word changed, the others the same.
fn one_word_changed(a: &str, b: &str) -> bool {
    let (a, b): (Vec<&str>, Vec<&str>) = (a.split(' ').collect(), b.split(' ').collect());
    a.len() == b.len() && a.iter().zip(&b).filter(|(x, y)| x != y).count() == 1
}

/// The phrases of `grammar` with each word free to be any word that
/// stands for it in another phrase (a file for a file, a rank for a rank,
/// a piece for a piece), in JSGF: what the audio sounds like when it need
/// not be a legal move, in the shape of one.
fn free_jsgf(grammar: &Grammar) -> String {
    let phrases: Vec<Vec<&str>> = grammar.phrases().map(|p| p.split(' ').collect()).collect();
    let mut words: Vec<&str> = phrases.iter().flatten().copied().collect();
    words.sort_unstable();
    words.dedup();
    let index = |w: &str| words.binary_search(&w).unwrap_or(0);
    // Words standing in the same place of otherwise equal phrases are of
    // one class (union-find over the words).
    let mut parent: Vec<usize> = (0..words.len()).collect();
    fn root(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut first: HashMap<(usize, Vec<&str>), usize> = HashMap::new();
    for phrase in &phrases {
        for i in 0..phrase.len() {
            let mut key = phrase.clone();
            key[i] = "";
            let w = index(phrase[i]);
            match first.get(&(i, key.clone())) {
                Some(&other) => {
                    let (a, b) = (root(&mut parent, w), root(&mut parent, other));
                    parent[a] = b;
                }
                None => {
                    first.insert((i, key), w);
                }
            }
        }
    }
    let mut classes: HashMap<usize, Vec<&str>> = HashMap::new();
    for (i, w) in words.iter().enumerate() {
        let r = root(&mut parent, i);
        classes.entry(r).or_default().push(w);
    }
    // A class holding a file holds every file (a rank every rank, a piece
    // every piece): a move said that is not legal here, such as the other
    // side's, is heard as what it is, not as the nearest legal move.
    for members in classes.values_mut() {
        for kind in grammar.kinds() {
            if members.iter().any(|m| kind.iter().any(|k| k == m)) {
                for k in kind {
                    if !members.contains(&k.as_str()) {
                        members.push(k);
                    }
                }
            }
        }
        members.sort_unstable();
    }
    let mut rules = String::new();
    let mut named: HashMap<usize, String> = HashMap::new();
    let mut roots: Vec<usize> = classes.keys().copied().collect();
    roots.sort_unstable();
    for r in roots {
        let members = &classes[&r];
        if members.len() > 1 {
            let name = format!("<c{r}>");
            rules.push_str(&format!("{name} = {};\n", members.join(" | ")));
            named.insert(r, name);
        }
    }
    let mut shapes: Vec<String> = phrases
        .iter()
        .map(|p| {
            p.iter()
                .map(|w| {
                    let r = root(&mut parent, index(w));
                    named.get(&r).cloned().unwrap_or_else(|| (*w).to_string())
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    shapes.extend(grammar.shapes().iter().cloned());
    shapes.sort();
    shapes.dedup();
    format!(
        "#JSGF V1.0;\ngrammar free;\npublic <free> = {};\n{rules}",
        shapes.join("\n  | ")
    )
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

/// The most a dictionary read here may hold, in megabytes: the English
/// one of the model is under 4.
const MAX_DICT_MEGABYTES: u64 = 64;

/// A CMU-format dictionary: word (with "(2)" for a second pronunciation)
/// and phones. One larger than [`MAX_DICT_MEGABYTES`] is refused unread.
fn read_dict(path: &Path) -> Result<HashMap<String, Vec<String>>, ListenError> {
    use std::io::Read;
    let failed = |e: std::io::Error| engine_error(format!("{}: {e}", path.display()));
    let limit = MAX_DICT_MEGABYTES * 1024 * 1024;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .map_err(failed)?
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(failed)?;
    if bytes.len() as u64 > limit {
        return Err(ListenError::TooLarge {
            file: path.display().to_string(),
            megabytes: MAX_DICT_MEGABYTES,
        });
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        failed(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            e.utf8_error(),
        ))
    })?;
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

impl Recogniser for PocketSphinx {
    fn name(&self) -> &str {
        "pocketsphinx"
    }

    fn prepare(&mut self, grammar: &Grammar) -> Result<(), ListenError> {
        if grammar.phrases().next().is_none() {
            return Ok(());
        }
        self.set_grammar(&library(), grammar)
    }

    /// The best path through the phrases, the rival meanings the lattice
    /// of that pass holds, and the best path through any sequence of the
    /// words when it is other words than the best phrase.
    fn recognise(
        &mut self,
        samples: &[i16],
        grammar: &Grammar,
    ) -> Result<Vec<Hypothesis>, ListenError> {
        if grammar.phrases().next().is_none() {
            return Ok(Vec::new());
        }
        // Audio under steady noise is heard with that noise taken out:
        // it masks the hissing sounds of words for both searches alike.
        // Only words of the model's own language: for German ones, given
        // to it as phone strings, the noise taken out left "Bella" heard as
        // "Eva" by both searches at 20 dB, and the move taken wrongly.
        // The SNR is measured before quiet edges are added (below), which
        // would lower the noise floor it is measured against; and again on
        // the audio with its noise taken out, which is what is heard.
        let denoised;
        let mut snr = crate::audio::snr_db(samples);
        let recorded = samples;
        let noise_taken_out = self.denoise && snr < self.confirm_snr;
        let samples = if noise_taken_out {
            denoised = crate::denoise::reduce_noise(samples);
            snr = crate::audio::snr_db(&denoised);
            &denoised[..]
        } else {
            samples
        };
        let edged;
        let samples = match crate::audio::with_quiet_edges(samples) {
            Some(e) => {
                edged = e;
                &edged[..]
            }
            None => samples,
        };
        {
            let held = library();
            self.set_grammar(&held, grammar)?;
            self.phrases.use_search(&held, "said")?;
            self.free.use_search(&held, "free")?;
        }
        // The free search in another thread while the phrases are searched
        // here: each decoder is used by one thread. Should no thread be
        // had, the free search follows the phrases here.
        let (free, said) = std::thread::scope(|scope| {
            let free_decoder = &mut self.free;
            let free = std::thread::Builder::new()
                .name("free search".into())
                .spawn_scoped(scope, move || free_decoder.best(samples));
            let phrases = &mut self.phrases;
            let said = phrases.best(samples).map(|best| {
                best.map(|best| {
                    let spanned = phrases.spanned(samples);
                    let mut seen: Vec<Meaning> =
                        grammar.meaning(&best.words).into_iter().cloned().collect();
                    let others = phrases.other_meanings(grammar, &mut seen);
                    (best, spanned, others)
                })
            });
            let free = free.ok().map(|thread| {
                thread
                    .join()
                    .unwrap_or_else(|_| Err(engine_error("the free search stopped")))
            });
            (free, said)
        });
        let said = said?;
        let mut free = match free {
            Some(free) => free?,
            None => self.free.best(samples)?,
        };
        let Some((best, spanned, others)) = said else {
            return Ok(Vec::new());
        };
        let mut out = vec![best];
        out.extend(others);
        // The free wording is kept also when it is the best phrase's own
        // words: then the audio said those words whatever the grammar; but
        // not in loud noise, which masks the sounds that tell words apart
        // (the hissing of "sechs" and "fünf") for both searches alike.
        // In noise, only another meaning heard is kept: a rival, never a
        // confirmation.
        // Nor when the best phrase's words span too little of the speech:
        // talk beside the board that holds words of a move.
        let quiet = snr >= self.confirm_snr && spanned >= MIN_SPANNED;
        // Where the free search may confirm the best phrase, the best of
        // the other meanings is searched for on its own: the phrase
        // search prunes its paths, and may have dropped a move that
        // sounds as near as the one it kept, or nearer (the lattice's
        // N-best then holds no trace of it). A rival that close makes a
        // tie: the two are asked about. Not searched when the free search
        // heard another meaning, which is asked about anyway.
        let may_confirm = free
            .as_ref()
            .is_some_and(|f| f.words == out[0].words || grammar.meaning(&f.words).is_none());
        // Free words of no meaning one word away from the best phrase's
        // ("bishop bravo five delta four", no legal move here, for "...
        // alpha four") are weighed against the best phrase alone, with no
        // other path to prune, while the rival is searched. Heard as the
        // best phrase then, the free search had lost that path among its
        // many, and its words confirm the phrase; heard as the free words,
        // they stay a rival, and the move is asked about. Decoded alone on
        // the English moves of the benchmark, the free words scored 1.3
        // per frame or more above a best phrase that was not what was
        // said (moves said at the wrong turn included); with the weighing,
        // no move not said was taken there in any language or condition.
        // The audio weighed is the audio as recorded, also when its noise
        // was taken out for the searches: taking it out blurs the starts
        // of words ("alpha" heard as "delta"), and English moves 10 dB
        // above white noise were taken 226 times of 250 so, 212 weighed
        // with the noise taken out (docs/listening.md).
        let challenger = free
            .as_ref()
            .filter(|f| {
                quiet
                    && grammar.meaning(&f.words).is_none()
                    && one_word_changed(&out[0].words, &f.words)
            })
            .map(|f| f.words.clone());
        if quiet && may_confirm {
            let best_words = out[0].words.clone();
            // The audio as recorded, with the same quiet edges, when it is
            // not what the searches heard and a weighing needs it.
            let recorded_edged = (noise_taken_out && challenger.is_some())
                .then(|| crate::audio::with_quiet_edges(recorded))
                .flatten();
            let recorded = match (&recorded_edged, noise_taken_out) {
                (Some(edged), _) => &edged[..],
                (None, true) => recorded,
                (None, false) => samples,
            };
            let (rival, upheld) = std::thread::scope(|scope| {
                let duel = challenger.as_deref().and_then(|heard| {
                    let (free_decoder, best) = (&mut self.free, best_words.as_str());
                    std::thread::Builder::new()
                        .name("duel".into())
                        .spawn_scoped(scope, move || free_decoder.prefers(recorded, best, heard))
                        .ok()
                });
                let rival = self.phrases.rival(samples, grammar, &best_words);
                let upheld = duel.map(|thread| {
                    thread
                        .join()
                        .unwrap_or_else(|_| Err(engine_error("the free search stopped")))
                });
                (rival, upheld)
            });
            let upheld = match (upheld, &challenger) {
                (Some(upheld), _) => upheld?,
                (None, Some(heard)) => self.free.prefers(recorded, &best_words, heard)?,
                (None, None) => false,
            };
            if let Some(rival) = rival? {
                let frames = samples.len() as f64 / SAMPLES_PER_FRAME;
                if (out[0].score - rival.score) / frames < RIVAL_MARGIN {
                    let tie = out[0].score;
                    let meaning = grammar.meaning(&rival.words);
                    match out
                        .iter_mut()
                        .find(|h| grammar.meaning(&h.words) == meaning)
                    {
                        Some(h) => h.score = tie,
                        None => out.push(Hypothesis {
                            words: rival.words,
                            score: tie,
                        }),
                    }
                }
            }
            if upheld && let Some(f) = free.as_mut() {
                f.words = best_words;
            }
        }
        if let Some(mut free) = free
            && (quiet || (free.words != out[0].words && grammar.meaning(&free.words).is_some()))
        {
            // Its score is of another grammar, not to be weighed against
            // the phrases': it follows the best phrase, whatever it is.
            free.score = free.score.min(out[0].score - 1.0);
            out.push(free);
        }
        out.sort_by(|a, b| b.score.total_cmp(&a.score));
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::GrammarBuilder;
    use shakmaty::Chess;

    #[test]
    fn one_word_changed_is_one_word_in_the_same_place() {
        let best = "bishop bravo five alpha four";
        assert!(one_word_changed(best, "bishop bravo five delta four"));
        assert!(!one_word_changed(best, best));
        assert!(!one_word_changed(best, "bishop bravo five delta three"));
        assert!(!one_word_changed(best, "bishop bravo five alpha"));
        assert!(!one_word_changed(
            best,
            "bishop bravo five takes alpha four"
        ));
    }

    #[test]
    fn a_dictionary_larger_than_its_limit_is_refused() {
        let dir = std::env::temp_dir().join(format!("listen-dict-big-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("big.dict");
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(MAX_DICT_MEGABYTES * 1024 * 1024 + 1).unwrap();
        drop(file);
        assert!(matches!(
            read_dict(&path),
            Err(ListenError::TooLarge { megabytes, .. }) if megabytes == MAX_DICT_MEGABYTES
        ));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_free_grammar_lets_a_square_be_any_square() {
        let grammar = GrammarBuilder::new(&Builtin::German.load().unwrap())
            .unwrap()
            .build(&Chess::default(), true);
        let free = free_jsgf(&grammar);
        // The files stand for each other, the ranks too, so a knight may
        // go to any square in it; the commands stay words of their own.
        let class_of = |word: &str| {
            free.lines()
                .find(|l| {
                    l.starts_with("<c") && l.split(' ').any(|w| w.trim_end_matches(';') == word)
                })
                .map(|l| l.split(' ').next().unwrap_or("").to_string())
        };
        assert!(class_of("felix").is_some(), "{free}");
        assert_eq!(class_of("felix"), class_of("hektor"), "{free}");
        assert_eq!(class_of("drei"), class_of("vier"), "{free}");
        assert_ne!(class_of("felix"), class_of("drei"), "{free}");
        assert_ne!(class_of("ja"), class_of("drei"), "{free}");
        // Every rank and file stands there, not only those the position's
        // moves use: Black's "Bauer Eva sieben Eva fünf" said at White's
        // turn is heard as such, not as the nearest of White's moves.
        assert_eq!(class_of("sieben"), class_of("vier"), "{free}");
        assert_eq!(class_of("fuenf"), class_of("vier"), "{free}");
        assert!(class_of("dame").is_some(), "{free}");
    }
}
