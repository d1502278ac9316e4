//! The server: boards, the round, the event stream, the page.
