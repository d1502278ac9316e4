//! `annabella serve`: where the arbiter's server listens, what to give
//! the players and the broadcast, and why it could not start.

use super::catalog::Catalog;
use broadcast::server::StartError;

/// The arbiter's server.
pub trait ServeTexts {
    /// The server listens on this address.
    fn serve_listening(&self, addr: &str) -> String;
    /// Only this computer reaches a loopback address.
    fn serve_loopback(&self) -> String;
    /// The round's PGN address, for a broadcast service.
    fn serve_round_pgn(&self, url: &str) -> String;
    /// The arbiter's page, with the key.
    fn serve_page(&self, url: &str) -> String;
    /// The page for viewers, read only.
    fn serve_viewers(&self, url: &str) -> String;
    /// The address players' annabella post to.
    fn serve_players(&self, url: &str) -> String;
    /// The tournament token for the players.
    fn serve_token(&self, token: &str) -> String;
    /// The arbiter's key alone.
    fn serve_key(&self, key: &str) -> String;
    /// How to stop the server.
    fn serve_how_to_stop(&self) -> String;
    /// The server stopped.
    fn serve_stopped(&self) -> String;
    /// Why the server did not start.
    fn serve_error(&self, e: &StartError) -> String;
}

impl ServeTexts for Catalog {
    fn serve_listening(&self, addr: &str) -> String {
        self.args().s("addr", addr).fmt("serve-listening")
    }
    fn serve_loopback(&self) -> String {
        self.t("serve-loopback")
    }
    fn serve_round_pgn(&self, url: &str) -> String {
        self.args().s("url", url).fmt("serve-round-pgn")
    }
    fn serve_page(&self, url: &str) -> String {
        self.args().s("url", url).fmt("serve-page")
    }
    fn serve_viewers(&self, url: &str) -> String {
        self.args().s("url", url).fmt("serve-viewers")
    }
    fn serve_players(&self, url: &str) -> String {
        self.args().s("url", url).fmt("serve-players")
    }
    fn serve_token(&self, token: &str) -> String {
        self.args().s("token", token).fmt("serve-token")
    }
    fn serve_key(&self, key: &str) -> String {
        self.args().s("key", key).fmt("serve-key")
    }
    fn serve_how_to_stop(&self) -> String {
        self.t("serve-how-to-stop")
    }
    fn serve_stopped(&self) -> String {
        self.t("serve-stopped")
    }
    fn serve_error(&self, e: &StartError) -> String {
        let a = self.args();
        match e {
            StartError::BadAddress(addr) => a.s("addr", addr.as_str()).fmt("serve-bad-address"),
            StartError::InUse(addr) => a.s("addr", addr.as_str()).fmt("serve-in-use"),
            StartError::NotHere(addr) => a.s("addr", addr.as_str()).fmt("serve-not-here"),
            StartError::NotAllowed(addr) => a.s("addr", addr.as_str()).fmt("serve-not-allowed"),
            StartError::Listen { addr, detail } => a
                .s("addr", addr.as_str())
                .s("why", detail.as_str())
                .fmt("serve-cannot-listen"),
            StartError::Random(why) => a.s("why", why.as_str()).fmt("serve-no-random"),
            StartError::Lang(lang) => a.s("lang", lang.as_str()).fmt("serve-no-page-lang"),
            StartError::BadSecret => a.fmt("serve-bad-secret"),
        }
    }
}

/// The texts of `lang` for the server.
pub fn serve_texts(lang: laws::lang::Lang) -> &'static dyn ServeTexts {
    super::catalog::builtin(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use laws::lang::Lang;

    #[test]
    fn every_sentence_formats_in_every_language() {
        let errors = [
            StartError::BadAddress("x".into()),
            StartError::InUse("127.0.0.1:8080".into()),
            StartError::NotHere("10.9.9.9:80".into()),
            StartError::NotAllowed("0.0.0.0:80".into()),
            StartError::Listen {
                addr: "a".into(),
                detail: "d".into(),
            },
            StartError::Random("r".into()),
            StartError::Lang("fr".into()),
            StartError::BadSecret,
        ];
        for lang in Lang::ALL {
            let t = serve_texts(lang);
            let mut said = vec![
                t.serve_listening("127.0.0.1:8080"),
                t.serve_loopback(),
                t.serve_round_pgn("http://h/round.pgn"),
                t.serve_page("http://h/?key=k"),
                t.serve_viewers("http://h/"),
                t.serve_players("http://h/"),
                t.serve_token("t0k"),
                t.serve_key("k3y"),
                t.serve_how_to_stop(),
                t.serve_stopped(),
            ];
            said.extend(errors.iter().map(|e| t.serve_error(e)));
            for line in said {
                assert!(!line.is_empty() && !line.contains('{'), "{lang}: {line}");
                assert!(!line.contains('\n'), "{lang}: {line}");
            }
        }
        let en = serve_texts(Lang::En);
        assert!(en.serve_error(&errors[1]).contains("127.0.0.1:8080"));
    }
}
