//! What the catalogs' sentences share: lists joined in the UI language's
//! words, yes/no selectors. Each topic module (game, reading, clock,
//! position, files, equipment, voice, start) declares its trait of
//! sentences and implements it once over a loaded [`Catalog`]: each
//! method formats its message id (in `lang/*.ftl`) with typed arguments.

use shakmaty::Role;

use super::catalog::Catalog;
use laws::notation::Namer;
use speech::Mixed;

/// `yes` or `no`, for a catalog's selectors on a yes/no fact.
pub(super) fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

impl Catalog {
    /// "a, b or c": the last two joined by the message `list-or`.
    pub(super) fn list_or(&self, items: &[String]) -> String {
        self.joined(items, "list-or")
    }

    /// "a, b and c": the last two joined by the message `list-and`.
    pub(super) fn list_and(&self, items: &[String]) -> String {
        self.joined(items, "list-and")
    }

    pub(super) fn joined(&self, items: &[String], id: &str) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => self
                .args()
                .s("init", init.join(", "))
                .s("last", last.as_str())
                .fmt(id),
        }
    }

    /// "a, b or c" of sentences in parts (words in another language).
    pub(super) fn list_or_mixed(&self, items: &[Mixed]) -> Mixed {
        match items {
            [] => Mixed::new(),
            [one] => one.clone(),
            [init @ .., last] => self
                .args()
                .mixed("init", &joined_with_commas(init))
                .mixed("last", last)
                .fmt_mixed("list-or"),
        }
    }

    /// "knight f3, rook a1": pieces with their squares (`piece-at`).
    pub(super) fn pieces_at(&self, items: &[(Role, String)], n: &dyn Namer) -> String {
        let list: Vec<String> = items
            .iter()
            .map(|(r, sq)| {
                self.args()
                    .piece("piece", *r, n.role(*r))
                    .s("square", sq.as_str())
                    .fmt("piece-at")
            })
            .collect();
        list.join(", ")
    }
}

/// "a, b, c" of sentences in parts.
pub(super) fn joined_with_commas(items: &[Mixed]) -> Mixed {
    let mut out = Mixed::new();
    for (i, m) in items.iter().enumerate() {
        if i > 0 {
            out.push_own(", ");
        }
        for p in m.parts() {
            match p.lang {
                Some(lang) => out.push_words(&p.text, lang),
                None => out.push_own(&p.text),
            }
        }
    }
    out
}
