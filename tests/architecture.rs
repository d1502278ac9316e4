//! The workspace's stairs, checked on its source (the root Cargo.toml;
//! the application's modules are listed in the module doc of src/lib.rs):
//! each crate's Cargo.toml names only crates below it, and inside a crate
//! no modules import each other in a circle. In the import graph an edge
//! `a -> b` stands for a file of a that names a path `crate::b...` or
//! `super::...` reaching b; test modules (`#[cfg(test)] mod tests { ... }`
//! to the end of the file) and files named `tests.rs`, `*_tests.rs` or
//! `testing.rs` are left out, and a module's use of its own ancestors does
//! not count.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crates, each with its folder and its step: a crate may depend only
/// on crates of a lower step (phonetics, braille and speech share one, so
/// none of them may use another).
const CRATES: &[(&str, &str, u8)] = &[
    ("laws", "laws", 0),
    ("phonetics", "phonetics", 1),
    ("braille", "braille", 1),
    ("speech", "speech", 1),
    ("devices", "devices", 2),
    ("listen", "listen", 2),
    ("engine", "engine", 1),
    ("broadcast", "broadcast", 1),
    ("annabella", ".", 3),
];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The module a file holds (`a/b.rs` and `a/b/mod.rs` are `a::b`; `lib.rs`
/// and `main.rs` the crate root, ""), or `None` for test files.
fn module_of(src: &Path, file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src).expect("a file under src");
    let mut parts: Vec<String> = rel
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|l| l == "mod") {
        parts.pop();
    }
    if parts == ["lib"] || parts == ["main"] {
        parts.clear();
    }
    if let Some(last) = parts.last()
        && (last == "tests" || last.ends_with("_tests") || last == "testing")
    {
        return None;
    }
    Some(parts.join("::"))
}

/// The file's text without its test module and its `//` comments.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests {") {
        Some(i) => &text[..i],
        None => text,
    };
    text.lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect::<Vec<_>>()
        .join("\n")
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every path that begins with `crate::` or `super::`, as its first word
/// and the rest after the first `::` (`crate::a::{b, c}` gives
/// `("crate", "a::{b, c}")`).
fn paths(code: &str) -> Vec<(&'static str, String)> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let starts_word = i == 0 || !is_word(chars[i - 1]);
        let head = ["crate", "super"]
            .into_iter()
            .find(|h| starts_word && chars[i..].iter().take(h.len()).copied().eq(h.chars()));
        let Some(head) = head else {
            i += 1;
            continue;
        };
        let mut j = i + head.len();
        let mut rest = String::new();
        // Segments `::word` or `::{...}` (up to the first `}`).
        while chars.get(j) == Some(&':') && chars.get(j + 1) == Some(&':') {
            let k = j + 2;
            if chars.get(k).is_some_and(|&c| is_word(c)) {
                let end = (k..chars.len())
                    .find(|&e| !is_word(chars[e]))
                    .unwrap_or(chars.len());
                rest.extend(&chars[j..end]);
                j = end;
            } else if chars.get(k) == Some(&'{') {
                match (k..chars.len()).find(|&e| chars[e] == '}') {
                    Some(end) => {
                        rest.extend(&chars[j..=end]);
                        j = end + 1;
                    }
                    None => break,
                }
            } else {
                break;
            }
        }
        if rest.is_empty() {
            i += head.len();
        } else {
            out.push((head, rest[2..].to_string()));
            i = j;
        }
    }
    out
}

/// The paths one found path names: `a::{b, c as d}` names `a::b` and
/// `a::c`.
fn heads(rest: &str) -> Vec<String> {
    let prefix_len = rest
        .split("::")
        .take_while(|s| !s.is_empty() && s.chars().all(is_word))
        .map(|s| s.len() + 2)
        .sum::<usize>();
    let after = &rest[prefix_len.min(rest.len())..];
    match after.strip_prefix('{').and_then(|a| a.split_once('}')) {
        Some((items, _)) => items
            .split(',')
            .map(|item| item.trim().split(" as ").next().unwrap_or("").to_string())
            .filter(|item| !item.is_empty())
            .map(|item| format!("{}{item}", &rest[..prefix_len]))
            .collect(),
        None => vec![rest.to_string()],
    }
}

/// The modules of the crate whose sources are in `src`, and for each the
/// modules it imports, with the paths that import them.
type Graph = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

fn import_graph(src: &Path) -> Graph {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let modules: BTreeMap<String, PathBuf> = files
        .iter()
        .filter_map(|f| module_of(src, f).map(|m| (m, f.clone())))
        .collect();
    // The longest module name `path` begins with.
    let resolve = |path: &[&str]| -> Option<String> {
        (1..=path.len())
            .rev()
            .map(|n| path[..n].join("::"))
            .find(|m| modules.contains_key(m))
    };
    let mut graph = Graph::new();
    for (m, file) in &modules {
        let edges = graph.entry(m.clone()).or_default();
        let text = std::fs::read_to_string(file).expect("a readable source file");
        let here: Vec<&str> = if m.is_empty() {
            Vec::new()
        } else {
            m.split("::").collect()
        };
        for (head, rest) in paths(&code_of(&text)) {
            for h in heads(&rest) {
                let mut base: Vec<&str> = if head == "crate" {
                    Vec::new()
                } else {
                    here[..here.len().saturating_sub(1)].to_vec()
                };
                let mut segs: Vec<&str> = h
                    .split("::")
                    .filter(|s| !s.is_empty() && *s != "self")
                    .collect();
                while segs.first() == Some(&"super") {
                    base.pop();
                    segs.remove(0);
                }
                base.extend(segs);
                let Some(t) = resolve(&base) else { continue };
                let ancestor = m.starts_with(&format!("{t}::"));
                if t != *m && !ancestor && !t.is_empty() {
                    edges
                        .entry(t)
                        .or_default()
                        .insert(format!("{head}::{rest}"));
                }
            }
        }
    }
    graph
}

/// The circles of a graph: its strongly connected parts of more than one
/// module (Tarjan).
fn circles(graph: &Graph) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        w.on_stack.insert(v);
        for t in w.graph[v].keys() {
            let t = t.as_str();
            if !w.index.contains_key(t) {
                visit(w, t);
                let l = w.low[v].min(w.low[t]);
                w.low.insert(v, l);
            } else if w.on_stack.contains(t) {
                let l = w.low[v].min(w.index[t]);
                w.low.insert(v, l);
            }
        }
        if w.low[v] == w.index[v] {
            let mut part = Vec::new();
            loop {
                let t = w.stack.pop().expect("v is on the stack");
                w.on_stack.remove(t);
                part.push(t.to_string());
                if t == v {
                    break;
                }
            }
            if part.len() > 1 {
                part.sort();
                w.out.push(part);
            }
        }
    }
    let mut w = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !w.index.contains_key(v.as_str()) {
            visit(&mut w, v);
        }
    }
    w.out
}

/// A circle said in words: its modules, and each import inside it with
/// the paths that make it.
fn describe(krate: &str, graph: &Graph, part: &[String]) -> String {
    let mut s = format!("circle in {krate}: {}\n", part.join(" "));
    for a in part {
        for (b, why) in &graph[a] {
            if part.contains(b) {
                let why: Vec<_> = why.iter().map(String::as_str).collect();
                s.push_str(&format!("    {a} -> {b}: {}\n", why.join(", ")));
            }
        }
    }
    s
}

#[test]
fn no_crate_has_modules_that_import_each_other_in_a_circle() {
    let mut found = String::new();
    for (krate, dir, _) in CRATES {
        let src = root().join(dir).join("src");
        let graph = import_graph(&src);
        assert!(
            graph.len() > 1,
            "{krate}: no modules found in {}",
            src.display()
        );
        for part in circles(&graph) {
            found.push_str(&describe(krate, &graph, &part));
        }
    }
    assert!(found.is_empty(), "modules import each other:\n{found}");
}

/// The workspace crates a Cargo.toml depends on, in any dependency table
/// (also per target), each with the table it is in.
fn workspace_dependencies(manifest: &Path) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(manifest).expect("a readable Cargo.toml");
    let doc: toml::Table = text.parse().expect("Cargo.toml is TOML");
    let mut tables: Vec<(String, &toml::Table)> = Vec::new();
    let kinds = ["dependencies", "dev-dependencies", "build-dependencies"];
    for kind in kinds {
        if let Some(t) = doc.get(kind).and_then(toml::Value::as_table) {
            tables.push((kind.to_string(), t));
        }
    }
    if let Some(targets) = doc.get("target").and_then(toml::Value::as_table) {
        for (target, t) in targets {
            for kind in kinds {
                if let Some(t) = t.get(kind).and_then(toml::Value::as_table) {
                    tables.push((format!("target.{target}.{kind}"), t));
                }
            }
        }
    }
    let mut out = Vec::new();
    for (kind, table) in tables {
        for (key, value) in table {
            // A renamed dependency names its crate in `package`.
            let name = value
                .get("package")
                .and_then(toml::Value::as_str)
                .unwrap_or(key);
            if CRATES.iter().any(|(c, _, _)| *c == name) {
                out.push((name.to_string(), kind.clone()));
            }
        }
    }
    out
}

#[test]
fn every_crate_depends_only_on_crates_below_it() {
    let mut wrong = Vec::new();
    for (krate, dir, step) in CRATES {
        let manifest = root().join(dir).join("Cargo.toml");
        for (dep, kind) in workspace_dependencies(&manifest) {
            let (_, _, dep_step) = CRATES
                .iter()
                .find(|(c, _, _)| *c == dep)
                .expect("a workspace crate");
            if dep_step >= step {
                wrong.push(format!(
                    "{krate} ({}) depends on {dep} in [{kind}]: a crate may use only crates below it",
                    manifest.display()
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The checks see a circle and a wrong dependency where there is one.
#[test]
fn the_checks_find_what_they_look_for() {
    let dir = std::env::temp_dir().join(format!("annabella-architecture-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("b")).unwrap();
    std::fs::write(src.join("lib.rs"), "pub mod a;\npub mod b;\n").unwrap();
    std::fs::write(
        src.join("a.rs"),
        "use crate::b::{self as bee, B};\n// crate::c in a comment\n",
    )
    .unwrap();
    std::fs::write(src.join("b/mod.rs"), "use super::a::A;\npub mod c;\n").unwrap();
    std::fs::write(src.join("b/c.rs"), "use super::B;\n").unwrap();
    std::fs::write(src.join("b/tests.rs"), "use crate::b::c::C;\n").unwrap();
    std::fs::write(
        src.join("c.rs"),
        "use crate::a::A;\n#[cfg(test)]\nmod tests {\n    use crate::d::D;\n}\n",
    )
    .unwrap();
    std::fs::write(src.join("d.rs"), "use crate::c::C;\n").unwrap();
    let graph = import_graph(&src);
    let found = circles(&graph);
    std::fs::write(
        dir.join("Cargo.toml"),
        "[dependencies]\nlaws = { path = \"laws\" }\n\n[dev-dependencies]\nown = { package = \"devices\", path = \"d\" }\n",
    )
    .unwrap();
    let deps = workspace_dependencies(&dir.join("Cargo.toml"));
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found, vec![vec!["a".to_string(), "b".to_string()]]);
    let text = describe("x", &graph, &found[0]);
    assert!(
        text.contains("a -> b: crate::b::{self as bee, B}"),
        "{text}"
    );
    assert!(text.contains("b -> a: super::a::A"), "{text}");
    assert!(graph["b::c"].is_empty(), "{graph:?}");
    assert!(!graph["c"].contains_key("d"), "{graph:?}");
    assert_eq!(
        deps,
        vec![
            ("laws".to_string(), "dependencies".to_string()),
            ("devices".to_string(), "dev-dependencies".to_string())
        ]
    );
}
