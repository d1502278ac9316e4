//! `annabella serve`: the arbiter's server (docs/broadcast.md). It says
//! where the round's PGN, the page and the players' address are, and the
//! token to give the players, then serves until its input ends or it is
//! interrupted.

use std::process::ExitCode;

use broadcast::server::{Config, Server};
use laws::lang::Lang;

use crate::locale::lang_from_env;
use crate::messages::serve_texts;

use super::fail;

/// `annabella serve --bind ADDR:PORT --token T --arbiter-key K --lang L`.
pub(super) fn serve(
    bind: String,
    token: Option<String>,
    arbiter_key: Option<String>,
    lang: Option<String>,
) -> ExitCode {
    let asked = lang.as_deref().map(|l| l.parse::<Lang>());
    let ui = match asked {
        Some(Ok(l)) => l,
        _ => lang_from_env(),
    };
    let texts = serve_texts(ui);
    // A language named as a name or a locale ("Deutsch", "de_DE") is its
    // code; one annabella does not know is refused by the page's words.
    let page_lang = match (asked, lang) {
        (Some(Err(_)), Some(l)) => l,
        _ => ui.code().to_string(),
    };
    let config = Config {
        bind,
        token,
        arbiter_key,
        lang: page_lang,
        ..Config::default()
    };
    let server = match Server::start(config) {
        Ok(s) => s,
        Err(e) => return fail(texts.serve_error(&e)),
    };
    let addr = server.addr();
    let base = format!("http://{addr}");
    println!("{}", texts.serve_listening(&addr.to_string()));
    if addr.ip().is_loopback() {
        println!("{}", texts.serve_loopback());
    }
    println!("{}", texts.serve_round_pgn(&format!("{base}/round.pgn")));
    println!(
        "{}",
        texts.serve_page(&format!("{base}/?key={}", server.arbiter_key()))
    );
    println!("{}", texts.serve_viewers(&format!("{base}/")));
    println!("{}", texts.serve_players(&format!("{base}/")));
    println!("{}", texts.serve_token(server.token()));
    println!("{}", texts.serve_how_to_stop());
    // Serves until the input ends (Control D, or the pipe closes); an
    // interrupt ends the process, which holds nothing to save: the
    // players' annabella send their games again to a new server.
    // Each line is read in bounded memory (endless input without a line
    // end, such as /dev/zero, cannot fill it).
    let mut input = std::io::stdin().lock();
    let mut buf = Vec::new();
    while let Ok(crate::game_loop::ReadLine::Line(_) | crate::game_loop::ReadLine::TooLong(_)) =
        crate::game_loop::read_line(&mut input, &mut buf)
    {}
    server.stop();
    println!("{}", texts.serve_stopped());
    ExitCode::SUCCESS
}
