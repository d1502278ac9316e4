//! Scripts and the devices in them: a script (`play --script FILE`,
//! or lines piped in) drives the same [`GameLoop`] as the REPL
//! ([`run_lines`]), so the pin board, the DGT e-board and the Dot Pad
//! attached to it are read too.
//!
//! A script runs much faster than hands move, so it waits for them in
//! three places (docs/transcripts.md, "Scripts with a board"):
//!
//! - at the start, until the devices have been quiet for [`IDLE`] (the
//!   e-board's first board, the pin board's handshake), at most [`DRAIN`];
//! - before each line, what the devices sent so far is taken first (one
//!   tick), so lines and hands keep their order;
//! - at a line `@wait`: until a move is made on a board (or the game
//!   ends), at most [`WAIT`] (`@wait 5s` names another bound, up to
//!   [`WAIT_MAX`]);
//! - at the end, until the devices have been quiet for [`IDLE`], at most
//!   [`DRAIN`].
//!
//! Without a device a script runs as before: no tick, no waiting.

use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

use crate::game_loop::{GameLoop, ReadLine, read_line};
use crate::reply::Reply;

/// The script line that waits for a move made on a board.
pub const WAIT_LINE: &str = "@wait";

/// How long `@wait` waits for a move at most, unless the line says.
pub const WAIT: Duration = Duration::from_secs(30);

/// The longest bound a `@wait` line may name.
pub const WAIT_MAX: Duration = Duration::from_secs(600);

/// How long the devices must be quiet before a script starts or ends
/// (longer than the e-board's settle time and a pin board's handshake).
pub const IDLE: Duration = Duration::from_secs(1);

/// The most a script waits for quiet devices at its start or end.
pub const DRAIN: Duration = Duration::from_secs(10);

/// How often the devices are polled while a script waits.
const POLL: Duration = Duration::from_millis(20);

/// What a script line is, for the script loop.
#[derive(Debug, PartialEq, Eq)]
pub enum ScriptLine {
    /// `@wait` or `@wait 5s`: wait for a move made on a board.
    Wait(Duration),
    /// `@wait` with a bound that is no duration: the line is refused.
    BadWait,
    /// Anything else: a typed line.
    Typed,
}

/// Reads a script line: `@wait`, `@wait 12s`, `@wait 1m30s`, or typed.
pub fn script_line(line: &str) -> ScriptLine {
    let mut words = line.split_whitespace();
    if words.next() != Some(WAIT_LINE) {
        return ScriptLine::Typed;
    }
    match (words.next(), words.next()) {
        (None, _) => ScriptLine::Wait(WAIT),
        (Some(w), None) => match laws::clock::parse_duration(w) {
            Ok(d) if d <= WAIT_MAX => ScriptLine::Wait(d),
            _ => ScriptLine::BadWait,
        },
        _ => ScriptLine::BadWait,
    }
}

/// Shows replies on the script's output (and speaks them).
fn show(game: &mut GameLoop, replies: &[Reply], out: &mut impl Write) -> std::io::Result<()> {
    if replies.is_empty() {
        return Ok(());
    }
    let text = game.show(replies);
    out.write_all(text.as_bytes())?;
    out.flush()
}

/// Takes what the devices sent so far (one tick). Nothing without one.
pub fn take_events(game: &mut GameLoop, out: &mut impl Write) -> std::io::Result<()> {
    if !game.has_devices() {
        return Ok(());
    }
    let replies = game.tick();
    show(game, &replies, out)
}

/// Polls the devices until they have been quiet for [`IDLE`], at most
/// [`DRAIN`]. Nothing without a device.
pub fn until_quiet(game: &mut GameLoop, out: &mut impl Write) -> std::io::Result<()> {
    if !game.has_devices() {
        return Ok(());
    }
    let start = Instant::now();
    let mut quiet_since = Instant::now();
    while quiet_since.elapsed() < IDLE && start.elapsed() < DRAIN {
        let replies = game.tick();
        if !replies.is_empty() {
            quiet_since = Instant::now();
        }
        show(game, &replies, out)?;
        std::thread::sleep(POLL);
    }
    Ok(())
}

/// After a line that asked a device for an answer (`check board`): polls
/// until it came or was said not to come (the device says so within its
/// bounded time), at most [`DRAIN`], so the answer is said before the next
/// line.
pub fn until_answered(game: &mut GameLoop, out: &mut impl Write) -> std::io::Result<()> {
    let start = Instant::now();
    while game.session().awaiting_board_answer() && start.elapsed() < DRAIN {
        let replies = game.tick();
        show(game, &replies, out)?;
        std::thread::sleep(POLL);
    }
    Ok(())
}

/// `@wait`: polls the devices until a move is made (the game has more
/// moves, or fewer after a take-back, or is over), at most `bound`; says
/// so if none came, or that no board is attached.
pub fn wait_for_move(
    game: &mut GameLoop,
    bound: Duration,
    out: &mut impl Write,
) -> std::io::Result<()> {
    if !game.has_devices() {
        let said = vec![Reply::say(game.session().texts().script_wait_no_board())];
        return show(game, &said, out);
    }
    let moves = game.session().game().moves().len();
    let start = Instant::now();
    loop {
        let replies = game.tick();
        show(game, &replies, out)?;
        let session = game.session();
        if session.game().moves().len() != moves || session.game().is_over() {
            return Ok(());
        }
        if start.elapsed() >= bound {
            let secs = u32::try_from(bound.as_secs()).unwrap_or(u32::MAX);
            let said = vec![Reply::say(
                game.session().texts().script_wait_timed_out(secs),
            )];
            return show(game, &said, out);
        }
        std::thread::sleep(POLL);
    }
}

/// Drives a loop from lines of a script or standard input until they end.
/// Blank lines and `#` comments are layout, not input.
pub fn run_lines(
    game: &mut GameLoop,
    first: Vec<Reply>,
    mut input: impl BufRead,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let first = if first.is_empty() {
        game.session().start()
    } else {
        first
    };
    let text = game.show(&first);
    out.write_all(text.as_bytes())?;
    out.flush()?;
    // Attached devices are read between the lines.
    until_quiet(game, out)?;
    let mut buf = Vec::new();
    loop {
        let read = read_line(&mut input, &mut buf)?;
        take_events(game, out)?;
        let replies = match read {
            ReadLine::End => break,
            ReadLine::TooLong(bytes) => {
                let mut r = game.tick();
                r.push(Reply::say(
                    game.session()
                        .texts()
                        .line_too_long(bytes, crate::session::MAX_LINE_CHARS),
                ));
                r
            }
            ReadLine::Line(bytes) => match std::str::from_utf8(&bytes) {
                Ok(line) if line.trim().is_empty() || line.starts_with('#') => continue,
                Ok(line) => match script_line(line) {
                    ScriptLine::Wait(bound) => {
                        wait_for_move(game, bound, out)?;
                        continue;
                    }
                    ScriptLine::BadWait => {
                        vec![Reply::say(game.session().texts().script_wait_usage())]
                    }
                    ScriptLine::Typed => game.line(line),
                },
                Err(_) => vec![Reply::say(game.session().texts().invalid_utf8())],
            },
        };
        let text = game.show(&replies);
        out.write_all(text.as_bytes())?;
        out.flush()?;
        until_answered(game, out)?;
    }
    until_quiet(game, out)?;
    let last = game.quit();
    let mut text = game.show(&last);
    // The last lines may still be being said: wait, and print what the
    // speech backend reported meanwhile (a failure is never silent).
    text.push_str(&game.finish());
    out.write_all(text.as_bytes())?;
    out.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wait_lines_are_read() {
        assert_eq!(script_line("@wait"), ScriptLine::Wait(WAIT));
        assert_eq!(
            script_line(" @wait  5s "),
            ScriptLine::Wait(Duration::from_secs(5))
        );
        assert_eq!(
            script_line("@wait 1m30s"),
            ScriptLine::Wait(Duration::from_secs(90))
        );
        assert_eq!(script_line("@wait soon"), ScriptLine::BadWait);
        assert_eq!(script_line("@wait 2h"), ScriptLine::BadWait);
        assert_eq!(script_line("@wait 5s more"), ScriptLine::BadWait);
        assert_eq!(script_line("@waiting"), ScriptLine::Typed);
        assert_eq!(script_line("e4"), ScriptLine::Typed);
    }
}
