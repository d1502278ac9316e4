//! The devices: the pin board and its hands, the Dot Pad, the DGT e-board, braille displays through
//! BRLTTY, serial ports, and scripts that wait for a device.

use super::catalog::Catalog;
use laws::lang::Lang;
use shakmaty::Piece;
use speech::Mixed;

use super::wording::yes_no;

/// The devices: the pin board and its hands, the Dot Pad, the DGT e-board, braille displays through
/// BRLTTY, serial ports, and scripts that wait for a device.
pub trait DeviceTexts {
    fn adjusting(&self) -> String;
    fn board_agrees(&self) -> String;
    fn no_board(&self) -> String;
    fn board_missing(&self, square: &str, p: Piece) -> String;
    fn board_extra(&self, square: &str) -> String;
    fn board_wrong(&self, square: &str, p: Piece) -> String;
    fn board_usage(&self) -> String;
    fn board_disconnected(&self) -> String;
    fn board_reconnected(&self) -> String;
    fn no_ports(&self) -> String;
    /// One line of `--board list`: the port and what it is.
    fn port_line(&self, port: &devices::pinboard::PortInfo) -> String;
    /// The system could not list its serial ports; `why` its reason.
    fn ports_not_listed(&self, why: &str) -> String;
    /// The pin board of a resumed game is connected again, or cannot be.
    fn board_connected_again(&self, port: &str) -> String;
    fn board_not_reconnected(&self, port: &str, why: &str) -> String;
    /// The Dot Pad answered and shows the board.
    fn dotpad_connected(&self, name: &str) -> String;
    /// The Dot Pad was unplugged (or its port failed).
    fn dotpad_lost(&self) -> String;
    /// The Dot Pad answers again and shows the board again.
    fn dotpad_back(&self) -> String;
    /// The Dot Pad is given up; the game goes on without it.
    fn dotpad_gave_up(&self, why: &devices::dotpad::device::Failure) -> String;
    /// The line typed on the Perkins keys is full.
    fn dotpad_line_full(&self, max: usize) -> String;
    /// The Dot Pad's port cannot be opened again on resuming.
    fn dotpad_not_reconnected(&self, port: &str, why: &str) -> String;
    /// The e-board shows the game's position (on connecting, or after a
    /// difference was said).
    fn dgt_in_step(&self) -> String;
    /// Before the differences: the e-board does not show the game.
    fn dgt_differs(&self) -> String;
    /// A piece on the e-board where the game has none.
    fn dgt_extra(&self, square: &str, have: Piece) -> String;
    /// Another piece on the e-board than the game has there.
    fn dgt_wrong(&self, square: &str, have: Piece, want: Piece) -> String;
    /// The e-board shows another move than the game's last one (both in
    /// the announcement's words).
    fn dgt_disagrees(&self, board_move: &str, game_move: &str, lang: Lang) -> speech::Mixed;
    /// After a disagreement between the e-board and the game.
    fn dgt_call_arbiter(&self) -> String;
    /// Bytes from the e-board that could not be read; it is read again.
    fn dgt_garbled(&self) -> String;
    /// The e-board's line was lost.
    fn dgt_lost(&self) -> String;
    /// The e-board's line is back after a loss.
    fn dgt_back(&self) -> String;
    /// How to type the e-board's readings.
    fn dgt_usage(&self) -> String;
    /// A resumed game's e-board is connected again.
    fn dgt_connected_again(&self, port: &str) -> String;
    /// A resumed game's e-board cannot be opened.
    fn dgt_not_reconnected(&self, port: &str, why: &str) -> String;
    /// The move the e-board just made was typed as well (the moves here
    /// and in the other dgt sentences: the vocabulary's words, said in
    /// its language `lang`).
    fn dgt_already_read(&self, mv: &str, lang: Lang) -> speech::Mixed;
    /// Another move was typed than the one the e-board just made.
    fn dgt_typed_differs(&self, board_move: &str, typed: &str, lang: Lang) -> speech::Mixed;
    /// The braille display cannot be used any more; the game goes on.
    fn brltty_lost(&self, why: &str) -> String;
    /// The braille display fell silent (a read or a write failed); it is
    /// connected again at each beat and shown the answer once it is back.
    fn brltty_silent(&self, why: &str) -> String;
    /// The line typed on the braille display is full.
    fn brltty_line_full(&self, max: usize) -> String;
    /// A script's `@wait` line, with no board attached to wait for.
    fn script_wait_no_board(&self) -> String;
    /// A script's `@wait` line: no move came from the board in time.
    fn script_wait_timed_out(&self, seconds: u32) -> String;
    /// A script's `@wait` line with something else than a duration.
    fn script_wait_usage(&self) -> String;
    /// `board status`: one line per fact.
    fn board_status(&self, s: &devices::pinboard::Status) -> Vec<String>;
    /// Why the braille display (BRLTTY) cannot be used: the catalog's
    /// sentence around libbrlapi's own words.
    fn brltty_why(&self, e: &devices::brltty::DisplayError) -> String;
    /// Resume: the braille display recorded is connected again.
    fn brltty_connected_again(&self) -> String;
    /// Resume: the braille display recorded cannot be connected (`why`
    /// from [`DeviceTexts::brltty_why`]); the game goes on without it.
    fn brltty_not_reconnected(&self, why: &str) -> String;
    /// The pin board does not answer (no reply within the bounded time).
    fn board_silent(&self) -> String;
    /// `check board` on a pin board without sensors.
    fn board_cannot_scan(&self) -> String;
    /// The e-board does not answer (no reply within the bounded time).
    fn dgt_silent(&self) -> String;
    /// The e-board answers again after its silence was said.
    fn dgt_answers_again(&self) -> String;
    /// The Dot Pad does not answer its heartbeat.
    fn dotpad_silent(&self) -> String;
}

impl DeviceTexts for Catalog {
    fn adjusting(&self) -> String {
        self.t("adjusting")
    }
    fn board_agrees(&self) -> String {
        self.t("board-agrees")
    }
    fn no_board(&self) -> String {
        self.t("no-board")
    }
    fn board_missing(&self, square: &str, p: Piece) -> String {
        self.args()
            .s("square", square)
            .colour("c", p.color)
            .role("piece", p.role)
            .fmt("board-missing")
    }
    fn board_extra(&self, square: &str) -> String {
        self.args().s("square", square).fmt("board-extra")
    }
    fn board_wrong(&self, square: &str, p: Piece) -> String {
        self.args()
            .s("square", square)
            .colour("c", p.color)
            .role("piece", p.role)
            .fmt("board-wrong")
    }
    fn board_usage(&self) -> String {
        self.t("board-usage")
    }
    fn board_disconnected(&self) -> String {
        self.t("board-disconnected")
    }
    fn board_reconnected(&self) -> String {
        self.t("board-reconnected")
    }
    fn no_ports(&self) -> String {
        self.t("no-ports")
    }
    fn port_line(&self, port: &devices::pinboard::PortInfo) -> String {
        use devices::pinboard::PortKind;
        let a = self.args().s("port", port.path.as_str());
        match &port.kind {
            PortKind::Usb { names, .. } if !names.is_empty() => {
                a.s("names", names.join(" ").as_str()).fmt("port-usb")
            }
            PortKind::Usb { vid, pid, .. } => a
                .s("ids", format!("{vid:04x}:{pid:04x}").as_str())
                .fmt("port-usb-ids"),
            PortKind::BuiltIn => a.fmt("port-built-in"),
            PortKind::Bluetooth => a.fmt("port-bluetooth"),
            PortKind::Serial => a.fmt("port-serial"),
        }
    }
    fn ports_not_listed(&self, why: &str) -> String {
        self.args().s("why", why).fmt("ports-not-listed")
    }
    fn board_connected_again(&self, port: &str) -> String {
        self.args().s("port", port).fmt("board-connected-again")
    }
    fn board_not_reconnected(&self, port: &str, why: &str) -> String {
        self.args()
            .s("port", port)
            .s("why", why)
            .fmt("board-not-reconnected")
    }
    fn dotpad_connected(&self, name: &str) -> String {
        self.args().s("name", name).fmt("dotpad-connected")
    }
    fn dotpad_lost(&self) -> String {
        self.args().fmt("dotpad-lost")
    }
    fn dotpad_back(&self) -> String {
        self.args().fmt("dotpad-back")
    }
    fn dotpad_gave_up(&self, why: &devices::dotpad::device::Failure) -> String {
        use devices::dotpad::device::Failure;
        let (key, columns, rows) = match why {
            Failure::NoAnswer => ("no-answer", 0, 0),
            Failure::Refused { .. } => ("refused", 0, 0),
            Failure::Unsuitable { info } => (
                "unsuitable",
                u32::from(info.graphic.columns),
                u32::from(info.graphic.rows),
            ),
        };
        self.args()
            .key("why", key)
            .n("columns", columns)
            .n("rows", rows)
            .fmt("dotpad-gave-up")
    }
    fn dotpad_line_full(&self, max: usize) -> String {
        self.args().n("max", max as u32).fmt("dotpad-line-full")
    }
    fn dotpad_not_reconnected(&self, port: &str, why: &str) -> String {
        self.args()
            .s("port", port)
            .s("why", why)
            .fmt("dotpad-not-reconnected")
    }
    fn dgt_in_step(&self) -> String {
        self.t("dgt-in-step")
    }
    fn dgt_differs(&self) -> String {
        self.t("dgt-differs")
    }
    fn dgt_extra(&self, square: &str, have: Piece) -> String {
        self.args()
            .s("square", square)
            .colour("c", have.color)
            .role("piece", have.role)
            .fmt("dgt-extra")
    }
    fn dgt_wrong(&self, square: &str, have: Piece, want: Piece) -> String {
        self.args()
            .s("square", square)
            .colour("c", have.color)
            .role("piece", have.role)
            .colour("want-c", want.color)
            .role("want", want.role)
            .fmt("dgt-wrong")
    }
    fn dgt_disagrees(&self, board_move: &str, game_move: &str, lang: Lang) -> Mixed {
        self.args()
            .words("board_move", board_move, lang)
            .words("game_move", game_move, lang)
            .fmt_mixed("dgt-disagrees")
    }
    fn dgt_call_arbiter(&self) -> String {
        self.t("dgt-call-arbiter")
    }
    fn dgt_garbled(&self) -> String {
        self.t("dgt-garbled")
    }
    fn dgt_lost(&self) -> String {
        self.t("dgt-lost")
    }

    fn dgt_back(&self) -> String {
        self.t("dgt-back")
    }
    fn dgt_usage(&self) -> String {
        self.t("dgt-usage")
    }
    fn dgt_connected_again(&self, port: &str) -> String {
        self.args().s("port", port).fmt("dgt-connected-again")
    }
    fn dgt_not_reconnected(&self, port: &str, why: &str) -> String {
        self.args()
            .s("port", port)
            .s("why", why)
            .fmt("dgt-not-reconnected")
    }
    fn dgt_already_read(&self, mv: &str, lang: Lang) -> Mixed {
        self.args()
            .words("mv", mv, lang)
            .fmt_mixed("dgt-already-read")
    }
    fn dgt_typed_differs(&self, board_move: &str, typed: &str, lang: Lang) -> Mixed {
        self.args()
            .words("board_move", board_move, lang)
            .words("typed", typed, lang)
            .fmt_mixed("dgt-typed-differs")
    }
    fn brltty_lost(&self, why: &str) -> String {
        self.args().s("why", why).fmt("brltty-lost")
    }
    fn brltty_silent(&self, why: &str) -> String {
        self.args().s("why", why).fmt("brltty-silent")
    }
    fn brltty_line_full(&self, max: usize) -> String {
        self.args().n("max", max as u32).fmt("brltty-line-full")
    }
    fn script_wait_no_board(&self) -> String {
        self.t("script-wait-no-board")
    }
    fn script_wait_timed_out(&self, seconds: u32) -> String {
        self.args()
            .n("seconds", seconds)
            .fmt("script-wait-timed-out")
    }
    fn script_wait_usage(&self) -> String {
        self.t("script-wait-usage")
    }
    fn board_status(&self, s: &devices::pinboard::Status) -> Vec<String> {
        use devices::pinboard::transport::ConnectionState;
        let n = |id: &str, v: u64| self.args().n("n", v as f64).fmt(id);
        let pair = |id: &str, sent: u64, received: u64| {
            self.args()
                .n("sent", sent as f64)
                .n("received", received as f64)
                .fmt(id)
        };
        let mut out = vec![
            self.args()
                .s("port", s.port.as_str())
                .fmt("board-status-port"),
        ];
        let state = match s.state {
            ConnectionState::Connecting => "connecting",
            ConnectionState::Connected => "connected",
            ConnectionState::Disconnected => "disconnected",
        };
        out.push(self.args().key("state", state).fmt("board-status-state"));
        if let Some(b) = &s.board {
            out.push(
                self.args()
                    .s("name", b.name.as_str())
                    .n("version", f64::from(b.version))
                    .fmt("board-status-board"),
            );
            let caps: Vec<String> = b
                .caps
                .names()
                .into_iter()
                .map(|c| self.t(&format!("board-cap-{c}")))
                .collect();
            out.push(
                self.args()
                    .s("caps", self.list_and(&caps))
                    .key("listed", yes_no(!caps.is_empty()))
                    .fmt("board-status-caps"),
            );
            out.push(n("board-status-levels", u64::from(b.levels)));
        }
        let l = &s.link;
        out.push(pair(
            "board-status-frames",
            l.frames_sent,
            l.frames_received,
        ));
        out.push(pair("board-status-bytes", l.bytes_sent, l.bytes_received));
        out.push(n("board-status-retries", l.retransmissions));
        out.push(n("board-status-checksum", l.checksum_errors));
        out.push(pair("board-status-naks", l.naks_sent, l.naks_received));
        out.push(n("board-status-duplicates", l.duplicates));
        out.push(n("board-status-link-losses", l.link_downs));
        out.push(n("board-status-reconnections", s.reconnections));
        out.push(n("board-status-divergences", s.divergences));
        if let Some(e) = &s.last_error {
            out.push(
                self.args()
                    .s("why", e.as_str())
                    .fmt("board-status-last-error"),
            );
        }
        out
    }
    fn brltty_why(&self, e: &devices::brltty::DisplayError) -> String {
        use devices::brltty::DisplayError as E;
        match e {
            E::Connect(why) => self
                .args()
                .s("why", why.trim_end_matches('.'))
                .fmt("brltty-why-connect"),
            E::Lost(why) => why.trim_end_matches('.').to_string(),
            E::NotBuilt => self.t("brltty-why-not-built"),
        }
    }
    fn brltty_connected_again(&self) -> String {
        self.t("brltty-connected-again")
    }
    fn brltty_not_reconnected(&self, why: &str) -> String {
        self.args().s("why", why).fmt("brltty-not-reconnected")
    }
    fn board_silent(&self) -> String {
        self.t("board-silent")
    }
    fn board_cannot_scan(&self) -> String {
        self.t("board-cannot-scan")
    }
    fn dgt_silent(&self) -> String {
        self.t("dgt-silent")
    }
    fn dgt_answers_again(&self) -> String {
        self.t("dgt-answers-again")
    }
    fn dotpad_silent(&self) -> String {
        self.t("dotpad-silent")
    }
}
