//! The arbiter's page: the round as an HTML table, readable without a
//! script; a small inline script keeps it live from `/api/events`.

use std::fmt::Write;

use super::board::{Round, Row, Warning};
use super::words::Words;

/// Text made safe inside HTML elements and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The columns after the board's, as the row's field names.
const FIELDS: &[&str] = &[
    "white",
    "black",
    "move_number",
    "white_clock",
    "black_clock",
    "last",
    "result",
    "warnings",
];

/// What the page is made of.
pub struct Page<'a> {
    /// The round.
    pub round: &'a Round,
    /// Its words.
    pub words: &'a Words,
    /// The page's language.
    pub lang: &'a str,
    /// The event and round, shown under the heading when known.
    pub title: &'a str,
    /// The arbiter's key, when the page was opened with it.
    pub key: Option<&'a str>,
}

fn cell(field: &str, row: &Row, unseen: usize, w: &Words) -> String {
    let text = |t: &str| escape(t);
    match field {
        "white" => text(&row.white),
        "black" => text(&row.black),
        "move_number" => text(&row.move_number),
        "white_clock" => format!(
            "<span data-f=\"white_clock\"{}>{}</span><span data-run=\"white\"{}> {}</span>",
            ms_attr(row.white_ms),
            text(&row.white_clock),
            if row.running == "white" {
                ""
            } else {
                " hidden"
            },
            escape(&w.running)
        ),
        "black_clock" => format!(
            "<span data-f=\"black_clock\"{}>{}</span><span data-run=\"black\"{}> {}</span>",
            ms_attr(row.black_ms),
            text(&row.black_clock),
            if row.running == "black" {
                ""
            } else {
                " hidden"
            },
            escape(&w.running)
        ),
        "last" => format!(
            "<span data-f=\"last_san\">{}</span><br><span data-f=\"last_words\">{}</span>",
            text(&row.last_san),
            text(&row.last_words)
        ),
        "result" => text(&row.result),
        "warnings" => {
            if unseen == 0 {
                String::new()
            } else {
                unseen.to_string()
            }
        }
        _ => String::new(),
    }
}

/// The time left as the script counts it down: `data-ms`.
fn ms_attr(ms: Option<u64>) -> String {
    ms.map(|ms| format!(" data-ms=\"{ms}\""))
        .unwrap_or_default()
}

/// One table row.
fn row_html(out: &mut String, row: &Row, unseen: usize, w: &Words) {
    let _ = write!(
        out,
        "<tr id=\"board-{n}\"><th scope=\"row\">{n}</th>",
        n = row.board
    );
    for f in FIELDS {
        let inner = cell(f, row, unseen, w);
        if matches!(*f, "white_clock" | "black_clock" | "last") {
            let _ = write!(out, "<td>{inner}</td>");
        } else {
            let _ = write!(out, "<td data-f=\"{f}\">{inner}</td>");
        }
    }
    out.push_str("</tr>\n");
}

/// One unseen warning, with its button when the key is known.
fn warning_html(out: &mut String, warning: &Warning, w: &Words, key: Option<&str>) {
    let _ = write!(
        out,
        "<li id=\"warning-{id}\">{board}: {text}<span data-resolved{hidden}> ({resolved})</span>",
        id = warning.id,
        board = escape(&w.board_n(warning.board)),
        text = escape(&warning.text),
        hidden = if warning.resolved { "" } else { " hidden" },
        resolved = escape(&w.resolved)
    );
    if let Some(key) = key {
        let _ = write!(
            out,
            " <form method=\"post\" action=\"/api/warnings/{id}/seen\"><input type=\"hidden\" name=\"key\" value=\"{key}\"><button type=\"submit\">{label}</button></form>",
            id = warning.id,
            key = escape(key),
            label = escape(&w.mark_seen)
        );
    }
    out.push_str("</li>\n");
}

impl Page<'_> {
    /// The page as HTML.
    pub fn html(&self) -> String {
        let w = self.words;
        let mut out = String::with_capacity(8192);
        let _ = write!(
            out,
            "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n\
<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n\
<style>body{{font-family:sans-serif;margin:1em}}table{{border-collapse:collapse}}\
th,td{{border:1px solid #555;padding:.3em .6em;text-align:left;vertical-align:top}}\
caption{{text-align:left;font-weight:bold;padding:.3em 0}}\
#unseen li{{margin:.3em 0}}#unseen form{{display:inline}}</style>\n</head>\n",
            lang = escape(self.lang),
            title = escape(&w.title)
        );
        let _ = write!(
            out,
            "<body data-key=\"{key}\" data-board-word=\"{bw}\" data-mark-seen=\"{ms}\" data-no-warnings=\"{nw}\" data-resolved=\"{rs}\">\n<main>\n<h1>{h}</h1>\n",
            key = escape(self.key.unwrap_or("")),
            bw = escape(&w.board_n),
            ms = escape(&w.mark_seen),
            nw = escape(&w.no_warnings),
            rs = escape(&w.resolved),
            h = escape(&w.heading)
        );
        if !self.title.is_empty() {
            let _ = writeln!(out, "<p>{}</p>", escape(self.title));
        }
        if self.key.is_none() {
            let _ = writeln!(out, "<p>{}</p>", escape(&w.read_only));
        }
        let _ = write!(
            out,
            "<section aria-labelledby=\"unseen-heading\">\n<h2 id=\"unseen-heading\">{}</h2>\n\
<div id=\"unseen\" role=\"alert\" aria-live=\"assertive\">\n<ul id=\"warning-list\">\n",
            escape(&w.unseen_heading)
        );
        let unseen: Vec<&Warning> = self.round.warnings().iter().filter(|x| !x.seen).collect();
        for warning in &unseen {
            warning_html(&mut out, warning, w, self.key);
        }
        let _ = write!(
            out,
            "</ul>\n<p id=\"no-warnings\"{}>{}</p>\n</div>\n</section>\n",
            if unseen.is_empty() { "" } else { " hidden" },
            escape(&w.no_warnings)
        );
        let _ = write!(
            out,
            "<table id=\"boards\">\n<caption>{}</caption>\n<thead><tr>",
            escape(&w.caption)
        );
        for head in [
            &w.board,
            &w.white,
            &w.black,
            &w.move_number,
            &w.white_clock,
            &w.black_clock,
            &w.last_move,
            &w.result,
            &w.warnings,
        ] {
            let _ = write!(out, "<th scope=\"col\">{}</th>", escape(head));
        }
        out.push_str("</tr></thead>\n<tbody>\n");
        let mut any = false;
        let numbers: Vec<u32> = self.round.boards().map(|(n, _)| n).collect();
        for n in numbers {
            if let Some(row) = self.round.row_now(n) {
                any = true;
                row_html(&mut out, &row, self.round.unseen(n), w);
            }
        }
        out.push_str("</tbody>\n</table>\n");
        let _ = writeln!(
            out,
            "<p id=\"no-boards\"{}>{}</p>",
            if any { " hidden" } else { "" },
            escape(&w.no_boards)
        );
        let _ = write!(
            out,
            "<section aria-labelledby=\"latest-heading\">\n<h2 id=\"latest-heading\">{}</h2>\n\
<p id=\"latest\" aria-live=\"polite\"></p>\n</section>\n</main>\n<script>\n{}</script>\n</body>\n</html>\n",
            escape(&w.latest_heading),
            SCRIPT
        );
        out
    }
}

/// Keeps the page live: each event updates its board's row (a new board
/// gets a row), the latest event is put in the polite live region, a
/// warning is added to the alert list, a seen one taken off it.
const SCRIPT: &str = include_str!("page.js");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped() {
        assert_eq!(
            escape("<a href=\"x\">&'"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"
        );
    }

    #[test]
    fn the_page_has_its_landmarks_without_a_key_and_no_buttons() {
        let words = Words::for_lang("en").unwrap();
        let round = Round::new();
        let page = Page {
            round: &round,
            words: &words,
            lang: "en",
            title: "",
            key: None,
        };
        let html = page.html();
        for part in [
            "<main>",
            "<h1>",
            "<caption>",
            "<th scope=\"col\">White&#39;s clock</th>",
            "aria-live=\"polite\"",
            "role=\"alert\"",
        ] {
            assert!(html.contains(part), "{part}");
        }
        assert!(!html.contains("<button"));
    }
}
