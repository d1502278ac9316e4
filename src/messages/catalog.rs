//! Message catalogs: the sentences of a UI language as data.
//!
//! Each language is one Fluent file, `lang/<code>.ftl`, embedded in the
//! binary. [`Catalog`] loads one and implements [`Texts`](super::Texts) once for every
//! language: each method formats its message id with typed arguments
//! (see `docs/languages.md`). A message missing from a catalog falls back
//! to the English catalog; the catalog test reports every such gap.
//!
//! Typed arguments reach the catalog in a fixed way, so a translator can
//! rely on them:
//! - a string or number is one variable (`$path`, `$n`; numbers select
//!   plural forms with CLDR rules: `[one]`, `[few]`, `[many]`, `*[other]`);
//! - a colour `$c` is the value of the message `colour-white` or
//!   `colour-black`, and every attribute `.x` of that message is `$c-x`
//!   (Russian cases, lower-case forms);
//! - a piece `$piece` is its name (from the namer or from `role-<kind>`),
//!   every attribute `.x` of `role-<kind>` is `$piece-x` (grammatical
//!   gender), and `$piece-kind` is the kind itself (`king`, `queen`,
//!   `rook`, `bishop`, `knight`, `pawn`);
//! - words the user types are messages `command-*` and `words-*`
//!   ([`typed_words`]).

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use shakmaty::{Color, Role};

use laws::lang::Lang;
use laws::notation::Namer;

/// The registered catalogs: language code and Fluent source, one for each
/// language of [`laws::lang::LANGUAGES`] and in its order (a test checks
/// both). English comes first: it is the fallback of the others.
pub const REGISTERED: &[(&str, &str)] = &[
    ("en", include_str!("../../lang/en.ftl")),
    ("de", include_str!("../../lang/de.ftl")),
    ("ru", include_str!("../../lang/ru.ftl")),
];

/// The language every other one falls back to.
pub const FALLBACK: &str = "en";

/// One UI language's sentences, loaded from its Fluent catalog.
pub struct Catalog {
    code: String,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<&'static Catalog>,
    /// Words handed out as `&'static str` (colours, pieces, check, mate),
    /// formatted once when the catalog is loaded.
    pub(super) words: Words,
}

#[cfg(test)]
thread_local! {
    /// Formatting problems and missing messages met by this thread.
    static PROBLEMS: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

#[cfg(test)]
fn note(problem: String) {
    PROBLEMS.with(|p| p.borrow_mut().push(problem));
}

/// The problems met by this thread since the last call (tests only).
#[cfg(test)]
pub(super) fn take_problems() -> Vec<String> {
    PROBLEMS.with(|p| std::mem::take(&mut *p.borrow_mut()))
}

/// Problems found when loading a catalog's source.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadProblems(pub Vec<String>);

#[derive(Default)]
pub(super) struct Words {
    pub white: &'static str,
    pub black: &'static str,
    /// King, queen, rook, bishop, knight, pawn.
    pub roles: [&'static str; 6],
    pub check: &'static str,
    pub mate: &'static str,
    /// The attributes of `colour-white` and `colour-black` (forms such as
    /// cases), formatted once.
    pub colour_forms: [Vec<(String, String)>; 2],
    /// The attributes of `role-<kind>` (gender), formatted once.
    pub role_forms: [Vec<(String, String)>; 6],
}

/// The index of a piece kind in [`Words::roles`] and its message id.
pub(super) fn role_index(r: Role) -> usize {
    match r {
        Role::King => 0,
        Role::Queen => 1,
        Role::Rook => 2,
        Role::Bishop => 3,
        Role::Knight => 4,
        Role::Pawn => 5,
    }
}

/// `king`, `queen`, ... : the kind as catalogs select on it.
pub fn role_key(r: Role) -> &'static str {
    match r {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// `white` or `black`.
pub fn colour_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn leak(s: String) -> &'static str {
    // Once per language and word, when a catalog is loaded.
    Box::leak(s.into_boxed_str())
}

impl Catalog {
    /// Loads a catalog from Fluent source. Problems (syntax errors,
    /// duplicate ids) do not stop loading: what could be read is used,
    /// and the problems are returned for the catalog test.
    pub fn load(
        code: &str,
        source: &str,
        fallback: Option<&'static Catalog>,
    ) -> (Catalog, LoadProblems) {
        let mut problems = Vec::new();
        let langid = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        add_functions(&mut bundle, code.parse().ok());
        let resource = match FluentResource::try_new(source.to_string()) {
            Ok(r) => r,
            Err((r, errors)) => {
                problems.extend(errors.iter().map(|e| format!("{code}: {e}")));
                r
            }
        };
        if let Err(errors) = bundle.add_resource(resource) {
            problems.extend(errors.iter().map(|e| format!("{code}: {e}")));
        }
        let mut catalog = Catalog {
            code: code.to_string(),
            bundle,
            fallback,
            words: Words::default(),
        };
        let w = |id: &str| leak(catalog.text(id, None));
        let words = Words {
            white: w("colour-white"),
            black: w("colour-black"),
            roles: [
                w("role-king"),
                w("role-queen"),
                w("role-rook"),
                w("role-bishop"),
                w("role-knight"),
                w("role-pawn"),
            ],
            check: w("check"),
            mate: w("mate"),
            colour_forms: [Color::White, Color::Black]
                .map(|c| catalog.attributes(&format!("colour-{}", colour_key(c)), None)),
            role_forms: [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
                Role::Pawn,
            ]
            .map(|r| catalog.attributes(&format!("role-{}", role_key(r)), None)),
        };
        catalog.words = words;
        (catalog, LoadProblems(problems))
    }

    /// The language code ("en").
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Whether this catalog itself (not its fallback) has the message.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Formats message `id`; falls back to the English catalog, and to
    /// the id itself when no catalog has it (the catalog test prevents
    /// that).
    pub fn text(&self, id: &str, args: Option<&FluentArgs>) -> String {
        if let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let text = self.bundle.format_pattern(pattern, args, &mut errors);
            #[cfg(test)]
            for e in &errors {
                note(format!("{}: {id}: {e}", self.code));
            }
            return text.into_owned();
        }
        #[cfg(test)]
        if self.fallback.is_some() || self.code == FALLBACK {
            note(format!("{}: missing {id}", self.code));
        }
        match self.fallback {
            Some(f) => f.text(id, args),
            None => id.to_string(),
        }
    }

    /// The attributes of message `id` (from the catalog that has it).
    fn attributes(&self, id: &str, args: Option<&FluentArgs>) -> Vec<(String, String)> {
        if let Some(m) = self.bundle.get_message(id) {
            let mut errors = Vec::new();
            return m
                .attributes()
                .map(|a| {
                    let v = self.bundle.format_pattern(a.value(), args, &mut errors);
                    (a.id().to_string(), v.into_owned())
                })
                .collect();
        }
        match self.fallback {
            Some(f) => f.attributes(id, args),
            None => Vec::new(),
        }
    }

    /// Starts the arguments of a message.
    pub(super) fn args(&self) -> Args<'_> {
        Args {
            catalog: self,
            args: FluentArgs::new(),
            words: Vec::new(),
        }
    }

    /// A message without arguments.
    pub(super) fn t(&self, id: &str) -> String {
        self.text(id, None)
    }
}

/// The typed arguments of one message (see the module documentation).
pub(super) struct Args<'c> {
    catalog: &'c Catalog,
    args: FluentArgs<'static>,
    /// Arguments said in another language ([`Args::words`]), in order.
    words: Vec<(String, Lang)>,
}

/// Marks the place of a [`Args::words`] argument in a formatted message:
/// private-use characters, which no catalog holds.
const WORDS_OPEN: char = '\u{E000}';
const WORDS_CLOSE: char = '\u{E001}';

impl Args<'_> {
    pub fn s(mut self, name: &'static str, value: impl Into<String>) -> Self {
        self.args
            .set(name, FluentValue::String(Cow::Owned(value.into())));
        self
    }

    pub fn n(mut self, name: &'static str, value: impl Into<f64>) -> Self {
        self.args.set(name, FluentValue::from(value.into()));
        self
    }

    /// A number with at most one decimal: `name` for a catalog's plural
    /// choice, and `name-shown` as the language writes it ("0.6" in
    /// English, "0,6" in German and Russian, which a screen reader reads
    /// as "null Komma sechs").
    pub fn decimal(mut self, name: &'static str, value: f64) -> Self {
        let tenths = (value * 10.0).round() / 10.0;
        let mut shown = if tenths.fract() == 0.0 {
            format!("{tenths:.0}")
        } else {
            format!("{tenths:.1}")
        };
        if !self.catalog.code.starts_with("en") {
            shown = shown.replace('.', ",");
        }
        self.args
            .set(format!("{name}-shown"), FluentValue::from(shown));
        self.n(name, tenths)
    }

    /// A count (`usize`) as a number.
    pub fn count(self, name: &'static str, value: usize) -> Self {
        self.n(name, value as f64)
    }

    pub fn colour(mut self, name: &'static str, c: Color) -> Self {
        let words = &self.catalog.words;
        let (value, forms) = match c {
            Color::White => (words.white, &words.colour_forms[0]),
            Color::Black => (words.black, &words.colour_forms[1]),
        };
        for (attr, v) in forms {
            self.args
                .set(format!("{name}-{attr}"), FluentValue::from(v.clone()));
        }
        self.args.set(name, FluentValue::from(value));
        self
    }

    /// A piece kind named `shown` (by the namer, or the catalog's noun).
    pub fn piece(mut self, name: &'static str, r: Role, shown: impl Into<String>) -> Self {
        for (attr, v) in &self.catalog.words.role_forms[role_index(r)] {
            self.args
                .set(format!("{name}-{attr}"), FluentValue::from(v.clone()));
        }
        self.args
            .set(format!("{name}-kind"), FluentValue::from(role_key(r)));
        self.args.set(name, FluentValue::from(shown.into()));
        self
    }

    /// A piece kind as the namer names it.
    pub fn named(self, name: &'static str, r: Role, n: &dyn Namer) -> Self {
        let shown = n.role(r);
        self.piece(name, r, shown)
    }

    /// A piece kind named by the catalog's own noun.
    pub fn role(self, name: &'static str, r: Role) -> Self {
        let shown = self.catalog.words.roles[role_index(r)];
        self.piece(name, r, shown)
    }

    /// Any fixed word for a selector (`short`, `long`, `yes`).
    pub fn key(self, name: &'static str, value: &'static str) -> Self {
        self.s(name, value)
    }

    pub fn fmt(&self, id: &str) -> String {
        self.catalog.text(id, Some(&self.args))
    }

    /// Words spoken in `lang` inside the sentence (Appendix words in the
    /// vocabulary's language): see [`Args::fmt_mixed`].
    pub fn words(mut self, name: &'static str, value: &str, lang: Lang) -> Self {
        let mark = format!("{WORDS_OPEN}{}{WORDS_CLOSE}", self.words.len());
        self.words.push((value.to_string(), lang));
        self.args.set(name, FluentValue::from(mark));
        self
    }

    /// A sentence in parts as an argument (a move's words with the UI
    /// language's "with a draw offer"): its own parts stay in the
    /// message's language, its other parts keep theirs.
    pub fn mixed(mut self, name: &'static str, value: &speech::Mixed) -> Self {
        let mut shown = String::new();
        for part in value.parts() {
            match part.lang {
                None => shown.push_str(&part.text),
                Some(lang) => {
                    shown.push(WORDS_OPEN);
                    shown.push_str(&self.words.len().to_string());
                    shown.push(WORDS_CLOSE);
                    self.words.push((part.text.clone(), lang));
                }
            }
        }
        self.args.set(name, FluentValue::from(shown));
        self
    }

    /// The message in parts: the catalog's words in its own language, each
    /// [`Args::words`] argument in the language it was given with.
    pub fn fmt_mixed(&self, id: &str) -> speech::Mixed {
        let text = self.fmt(id);
        let mut out = speech::Mixed::new();
        let mut rest = text.as_str();
        while let Some(open) = rest.find(WORDS_OPEN) {
            out.push_own(&rest[..open]);
            let after = &rest[open + WORDS_OPEN.len_utf8()..];
            let Some(close) = after.find(WORDS_CLOSE) else {
                break;
            };
            let index: usize = after[..close].parse().unwrap_or(usize::MAX);
            if let Some((words, lang)) = self.words.get(index) {
                out.push_words(words, *lang);
            }
            rest = &after[close + WORDS_CLOSE.len_utf8()..];
        }
        out.push_own(rest);
        out
    }
}

/// The functions a catalog can call, besides Fluent's own `NUMBER`:
/// - `CAPITAL(text)`: the first letter in upper case;
/// - `COUNT(n, noun: "minute")`: a number with its noun in words and the
///   right plural ("одна минута", "twenty-one minutes"); nouns `hour`,
///   `minute`, `second`, `move`. Languages without number words get the
///   digits and the noun is left out.
fn add_functions(bundle: &mut FluentBundle<FluentResource>, lang: Option<Lang>) {
    // Names are unique in a fresh bundle, so adding cannot fail.
    let _ = bundle.add_function("CAPITAL", |positional, _named| match positional.first() {
        Some(FluentValue::String(s)) => {
            let mut chars = s.chars();
            let text: String = match chars.next() {
                Some(first) => first.to_uppercase().chain(chars).collect(),
                None => String::new(),
            };
            FluentValue::from(text)
        }
        Some(other) => other.clone(),
        None => FluentValue::None,
    });
    let _ = bundle.add_function("COUNT", move |positional, named| {
        use speech::words::{self, Noun};
        let n = match positional.first() {
            Some(FluentValue::Number(n)) if n.value >= 0.0 => n.value as u64,
            Some(other) => return other.clone(),
            None => return FluentValue::None,
        };
        let noun = match named.get("noun") {
            Some(FluentValue::String(s)) => match s.as_ref() {
                "hour" => Noun::Hour,
                "second" => Noun::Second,
                "move" => Noun::Move,
                _ => Noun::Minute,
            },
            _ => Noun::Minute,
        };
        match lang {
            Some(lang) => FluentValue::from(words::count(lang, n, noun)),
            None => FluentValue::from(n.to_string()),
        }
    });
}

/// The message ids defined in Fluent source (terms and comments skipped).
pub fn message_ids(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once('=').map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// The English catalog, the fallback of every other one.
pub fn english() -> &'static Catalog {
    static EN: OnceLock<Catalog> = OnceLock::new();
    EN.get_or_init(|| Catalog::load(FALLBACK, source(FALLBACK), None).0)
}

/// The Fluent source of a registered language ("" when not registered).
pub fn source(code: &str) -> &'static str {
    REGISTERED
        .iter()
        .find(|(c, _)| *c == code)
        .map_or("", |(_, s)| *s)
}

/// The catalogs of the registered languages, loaded once; English when
/// `lang` has no catalog.
pub(super) fn builtin(lang: Lang) -> &'static Catalog {
    by_code(lang.code()).unwrap_or_else(english)
}

/// The catalog of a registered language.
/// Each is loaded on its first use only, so a German session does not
/// parse the Russian catalog before its first prompt.
fn by_code(code: &str) -> Option<&'static Catalog> {
    static LOADED: [OnceLock<Catalog>; REGISTERED.len()] =
        [const { OnceLock::new() }; REGISTERED.len()];
    let en = english();
    if code == FALLBACK {
        return Some(en);
    }
    let i = REGISTERED.iter().position(|(c, _)| *c == code)?;
    let (code, src) = REGISTERED.get(i)?;
    Some(
        LOADED
            .get(i)?
            .get_or_init(|| Catalog::load(code, src, Some(en)).0),
    )
}

/// The words a user may type for one meaning: messages `command-*` and
/// `words-*` hold them comma-separated, each catalog in its language.
/// Every registered language's words count in every UI language (a German
/// arbiter may type `zeit` in an English session), so this is the union
/// over all catalogs, lower-cased, in registration order.
pub fn typed_words(id: &str) -> &'static [String] {
    static WORDS: OnceLock<HashMap<String, Vec<String>>> = OnceLock::new();
    let words = WORDS.get_or_init(|| {
        let mut words: HashMap<String, Vec<String>> = HashMap::new();
        for (code, src) in REGISTERED {
            let Some(catalog) = by_code(code) else {
                continue;
            };
            for id in message_ids(src) {
                if !(id.starts_with("command-") || id.starts_with("words-")) {
                    continue;
                }
                let list = words.entry(id.clone()).or_default();
                for w in catalog.text(&id, None).split(',') {
                    let w = w.trim().to_lowercase();
                    if !w.is_empty() && !list.contains(&w) {
                        list.push(w);
                    }
                }
            }
        }
        words
    });
    words.get(id).map_or(&[], Vec::as_slice)
}

/// Whether `word` (any case) is one of the [`typed_words`] of `id`.
pub fn is_typed_word(id: &str, word: &str) -> bool {
    let w = word.to_lowercase();
    typed_words(id).contains(&w)
}

/// The words of `id` in one language's catalog only (lower-cased, in the
/// catalog's order): what Tab completion offers in a session of that UI
/// language. English when `code` has no catalog.
pub fn typed_words_in(code: &str, id: &str) -> Vec<String> {
    let catalog = by_code(code).unwrap_or_else(english);
    let mut list: Vec<String> = Vec::new();
    for w in catalog.text(id, None).split(',') {
        let w = w.trim().to_lowercase();
        if !w.is_empty() && !list.contains(&w) {
            list.push(w);
        }
    }
    list
}
