//! The game sent to the arbiter's server (`play --broadcast`): the server
//! lost, back, refusing the game, what could not be sent, and why a
//! broadcast cannot start. The token is never said.

use super::catalog::Catalog;
use broadcast::sender::Trouble;
use broadcast::wire::Refusal;

/// The game sent to the arbiter's server.
pub trait BroadcastTexts {
    /// The game is sent to the server at `url` as board `board`.
    fn broadcast_sending(&self, url: &str, board: u32) -> String;
    /// The server cannot be reached, and why.
    fn broadcast_lost(&self, trouble: Trouble) -> String;
    /// After the server was lost: the game goes on, sent later.
    fn broadcast_goes_on(&self) -> String;
    /// The server answers again and has the whole game.
    fn broadcast_back(&self) -> String;
    /// The server refused the game: nothing more is sent.
    fn broadcast_refused(&self, r: &Refusal, board: u32) -> String;
    /// What to do about that refusal.
    fn broadcast_refused_what_to_do(&self, r: &Refusal) -> String;
    /// At the end: some of the game could not be sent.
    fn broadcast_unsent(&self) -> String;
    /// The journal has it, and resume sends it.
    fn broadcast_unsent_later(&self) -> String;
    /// `--broadcast` without `--board-number`.
    fn broadcast_needs_board(&self) -> String;
    /// `--broadcast` without the token.
    fn broadcast_needs_token(&self) -> String;
    /// `--broadcast` with an address that is not `http://…`.
    fn broadcast_bad_url(&self, url: &str) -> String;
    /// For the arbiter: the device (`pin-board`, `e-board`, `dot-pad`,
    /// `braille-display`) is disconnected.
    fn broadcast_device_lost(&self, device: &str) -> String;
    /// For the arbiter: the device is connected again.
    fn broadcast_device_back(&self, device: &str) -> String;
    /// For the arbiter: the board (`pin-board`, `e-board`) and the game
    /// differ.
    fn broadcast_device_differs(&self, device: &str) -> String;
    /// For the arbiter: the board agrees with the game again.
    fn broadcast_device_agrees(&self, device: &str) -> String;
}

impl BroadcastTexts for Catalog {
    fn broadcast_sending(&self, url: &str, board: u32) -> String {
        self.args()
            .s("url", url)
            .n("board", board)
            .fmt("broadcast-sending")
    }
    fn broadcast_lost(&self, trouble: Trouble) -> String {
        let why = match trouble {
            Trouble::NoAnswer => self.t("broadcast-why-no-answer"),
            Trouble::TimedOut => self.t("broadcast-why-timed-out"),
            Trouble::ServerError(code) => self
                .args()
                .n("code", code)
                .fmt("broadcast-why-server-error"),
            Trouble::NotUnderstood => self.t("broadcast-why-not-understood"),
        };
        self.args().s("why", why).fmt("broadcast-lost")
    }
    fn broadcast_goes_on(&self) -> String {
        self.t("broadcast-goes-on")
    }
    fn broadcast_back(&self) -> String {
        self.t("broadcast-back")
    }
    fn broadcast_refused(&self, r: &Refusal, board: u32) -> String {
        let a = self.args().n("board", board);
        match r {
            Refusal::Token => a.fmt("broadcast-refused-token"),
            Refusal::NotYourBoard { .. } => a.fmt("broadcast-refused-not-yours"),
            Refusal::NoBoard => a.fmt("broadcast-refused-no-board"),
            Refusal::TooLarge | Refusal::Malformed { .. } | Refusal::Gap { .. } => {
                a.fmt("broadcast-refused-other")
            }
        }
    }
    fn broadcast_refused_what_to_do(&self, r: &Refusal) -> String {
        self.t(match r {
            Refusal::Token => "broadcast-refused-token-do",
            Refusal::NotYourBoard { .. } | Refusal::NoBoard => "broadcast-refused-board-do",
            _ => "broadcast-refused-other-do",
        })
    }
    fn broadcast_unsent(&self) -> String {
        self.t("broadcast-unsent")
    }
    fn broadcast_unsent_later(&self) -> String {
        self.t("broadcast-unsent-later")
    }
    fn broadcast_needs_board(&self) -> String {
        self.t("broadcast-needs-board")
    }
    fn broadcast_needs_token(&self) -> String {
        self.t("broadcast-needs-token")
    }
    fn broadcast_bad_url(&self, url: &str) -> String {
        self.args().s("url", url).fmt("broadcast-bad-url")
    }
    fn broadcast_device_lost(&self, device: &str) -> String {
        self.args().s("device", device).fmt("broadcast-device-lost")
    }
    fn broadcast_device_back(&self, device: &str) -> String {
        self.args().s("device", device).fmt("broadcast-device-back")
    }
    fn broadcast_device_differs(&self, device: &str) -> String {
        self.args()
            .s("device", device)
            .fmt("broadcast-device-differs")
    }
    fn broadcast_device_agrees(&self, device: &str) -> String {
        self.args()
            .s("device", device)
            .fmt("broadcast-device-agrees")
    }
}
