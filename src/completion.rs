//! Tab completion of a line being typed: the command words of the
//! session's UI language, and the words of a spoken move (Appendix F),
//! only those that can follow what is typed already.
//!
//! The session makes a [`Completions`] for the position as it stands
//! (the word sequences of every legal move); the line editor asks it for
//! the words that continue a line. When there is no legal move (the game
//! is over), the grammar of a spoken move still holds: after a piece word a file, after
//! a file a rank, after a rank a file or the capture word.

/// The words of a spoken move in the session's vocabulary.
#[derive(Clone, Debug, Default)]
pub struct MoveWords {
    pub pieces: Vec<String>,
    pub files: Vec<String>,
    pub ranks: Vec<String>,
    pub capture: String,
    /// Each castling phrase, word by word ("Kurze", "Rochade").
    pub castles: Vec<Vec<String>>,
}

/// What can complete a line in the position as it stands.
#[derive(Clone, Debug, Default)]
pub struct Completions {
    /// The command words of the UI language.
    pub commands: Vec<String>,
    /// The words that can follow a command word (a colour, a claim's rule,
    /// an arbiter's or a board's verb), in the UI language.
    pub arguments: Vec<(String, Vec<String>)>,
    /// Every legal move as the words it can be said in, one sequence for
    /// each way of saying it.
    pub moves: Vec<Vec<String>>,
    pub words: MoveWords,
}

/// A word as it is compared: lower case, umlauts as typed without them.
fn norm(word: &str) -> String {
    let mut out = String::with_capacity(word.len());
    for c in word.chars().flat_map(char::to_lowercase) {
        match c {
            'ä' => out.push_str("ae"),
            'ö' => out.push_str("oe"),
            'ü' => out.push_str("ue"),
            'ß' => out.push_str("ss"),
            c => out.push(c),
        }
    }
    out
}

fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

fn same(a: &str, b: &str) -> bool {
    a == b || norm(a) == norm(b)
}

impl Completions {
    /// The words that can complete `head` (the line up to the cursor):
    /// where the word being typed starts, and the words, each once.
    pub fn complete(&self, head: &str) -> (usize, Vec<String>) {
        let start = head.rfind(' ').map_or(0, |i| i + 1);
        let partial = norm(head.get(start..).unwrap_or(""));
        let done: Vec<&str> = head.get(..start).unwrap_or("").split_whitespace().collect();
        let candidates = self.next_words(&done);
        if done.is_empty() && partial.is_empty() {
            return (start, Vec::new());
        }
        let mut found: Vec<String> = Vec::new();
        for w in candidates {
            // A word typed without umlauts ("weiss") is the same word: it
            // is offered once, as written first.
            if norm(w).starts_with(&partial) && !found.iter().any(|f| same(f, w)) {
                found.push(w.to_string());
            }
        }
        (start, found)
    }

    /// The words that can follow the whole words `done`.
    fn next_words(&self, done: &[&str]) -> Vec<&str> {
        let mut next: Vec<&str> = Vec::new();
        let Some(first) = done.first() else {
            next.extend(self.commands.iter().map(String::as_str));
            next.extend(
                self.moves
                    .iter()
                    .filter_map(|m| m.first().map(String::as_str)),
            );
            return next;
        };
        if self.commands.iter().any(|c| same(c, first)) {
            if let ([_], Some((_, follow))) =
                (done, self.arguments.iter().find(|(c, _)| same(c, first)))
            {
                next.extend(follow.iter().map(String::as_str));
            }
            return next;
        }
        for m in &self.moves {
            if m.iter().zip(done).all(|(w, d)| same(w, d))
                && let Some(w) = m.get(done.len())
            {
                next.push(w);
            }
        }
        if self.moves.is_empty() {
            next = self.grammar(done);
        }
        next
    }

    /// What a spoken move allows after `done`, whatever the position.
    fn grammar(&self, done: &[&str]) -> Vec<&str> {
        let w = &self.words;
        for phrase in &w.castles {
            if phrase.len() > done.len() && phrase.iter().zip(done).all(|(p, d)| same(p, d)) {
                return phrase
                    .get(done.len())
                    .map(String::as_str)
                    .into_iter()
                    .collect();
            }
        }
        let Some(last) = done.last() else {
            return Vec::new();
        };
        let is = |list: &[String]| list.iter().any(|x| same(x, last));
        if is(&w.pieces) || same(&w.capture, last) {
            strs(&w.files)
        } else if is(&w.files) {
            strs(&w.ranks)
        } else if is(&w.ranks) {
            let mut v = strs(&w.files);
            v.push(w.capture.as_str());
            v
        } else {
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    fn sample() -> Completions {
        Completions {
            commands: words("hilfe zeit zurück aufgeben reklamieren"),
            arguments: vec![
                ("aufgeben".into(), words("weiß schwarz")),
                ("reklamieren".into(), words("wiederholung fünfzig")),
            ],
            moves: vec![words("Springer Felix drei"), words("Emil vier")],
            words: MoveWords {
                pieces: words("Springer Bauer"),
                files: words("Anton Bella"),
                ranks: words("eins zwei"),
                capture: "schlägt".into(),
                castles: vec![words("Kurze Rochade")],
            },
        }
    }

    #[test]
    fn a_legal_move_continues_and_the_grammar_holds_beyond_it() {
        let c = sample();
        assert_eq!(c.complete("Spr").1, ["Springer"]);
        assert_eq!(c.complete("Springer ").1, ["Felix"]);
        assert_eq!(c.complete("springer felix ").1, ["drei"]);
        assert_eq!(c.complete("zur").1, ["zurück"]);
        assert_eq!(c.complete("zuru").1, ["zurück"]);
        // No legal move goes on this way.
        assert_eq!(c.complete("Bauer ").1, Vec::<String>::new());
        assert_eq!(c.complete("hilfe ").1, Vec::<String>::new());
        assert_eq!(c.complete("").1, Vec::<String>::new());
        // What can follow a command word, and nothing after that.
        assert_eq!(c.complete("aufgeben ").1, ["weiß", "schwarz"]);
        let spelled_twice = Completions {
            arguments: vec![("aufgeben".into(), words("weiß weiss schwarz"))],
            ..sample()
        };
        assert_eq!(spelled_twice.complete("aufgeben ").1, ["weiß", "schwarz"]);
        assert_eq!(spelled_twice.complete("aufgeben weis").1, ["weiß"]);
        assert_eq!(c.complete("aufgeben we").1, ["weiß"]);
        assert_eq!(c.complete("reklamieren fue").1, ["fünfzig"]);
        assert_eq!(c.complete("aufgeben weiß ").1, Vec::<String>::new());
        // No legal move at all: the words a move can have next.
        let over = Completions {
            moves: Vec::new(),
            ..c
        };
        assert_eq!(over.complete("Bauer ").1, ["Anton", "Bella"]);
        assert_eq!(over.complete("Bauer Anton ").1, ["eins", "zwei"]);
        assert_eq!(
            over.complete("Bauer Anton eins ").1,
            ["Anton", "Bella", "schlägt"]
        );
        assert_eq!(over.complete("Kurze R").1, ["Rochade"]);
    }
}
