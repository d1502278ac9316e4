//! The e-board on the shared line (crate::line, docs/transport.md): its
//! protocol (`BoardReader`) runs in the line's thread, which reopens the
//! port when it is lost; the game loop polls the readings on each tick. A
//! loss is read as [`DgtReading::Lost`], the return as [`DgtReading::Back`]
//! followed by the whole board, read anew.

use std::io;
use std::time::Duration;

use super::DgtReading;
use super::codec::{BAUD, Command, Decoder, Message};
use super::reading::{SETTLE, Watch};
use crate::line::{Io, Line, LineLoss, Protocol, Reopen, TransportError, connector_for};

/// A message begun and not ended after this long is given up.
const STALL: Duration = Duration::from_secs(1);

/// The heartbeat: a line quiet for this long is asked for the board's
/// version (answered by the board, changing nothing it reports).
pub const BEAT: Duration = Duration::from_secs(1);

/// A board that sent nothing for this long after being asked is silent
/// ([`DgtReading::Silent`]).
pub const ANSWER_WITHIN: Duration = Duration::from_secs(2);

/// The e-board's protocol without I/O: bytes in, readings out, time passed in.
pub(crate) struct BoardReader {
    decoder: Decoder,
    watch: Watch,
    last_byte: Duration,
    /// Unreadable bytes were reported and no good board has come since:
    /// a line that keeps sending garbage is said once, not on every poll.
    garbled_said: bool,
    /// The line was lost and is not back yet: the loss is said once.
    lost: bool,
    /// How often a quiet line is asked, and how long an answer may take.
    beat: Duration,
    answer_within: Duration,
    /// When the board was last asked something it must answer, and has
    /// not since (`None`: it answered, or the line is not open).
    asked: Option<Duration>,
    /// The line is open.
    open: bool,
    /// The board's silence was said: it is said once.
    silence_said: bool,
}

/// What the game asks of the e-board.
pub enum Ask {
    /// The whole board again (after a reconnection, or `check`).
    Board,
}

impl BoardReader {
    #[cfg(test)]
    pub(crate) fn new(settle: Duration) -> BoardReader {
        BoardReader::with_heartbeat(settle, BEAT, ANSWER_WITHIN)
    }

    /// A reader that asks a line quiet for `beat` and takes a board that
    /// does not answer within `answer_within` for silent.
    pub(crate) fn with_heartbeat(
        settle: Duration,
        beat: Duration,
        answer_within: Duration,
    ) -> BoardReader {
        BoardReader {
            decoder: Decoder::new(),
            watch: Watch::new(settle),
            last_byte: Duration::ZERO,
            garbled_said: false,
            lost: false,
            beat,
            answer_within,
            asked: None,
            open: false,
            silence_said: false,
        }
    }

    /// The heartbeat: a quiet line is asked for the version; a board that
    /// does not answer in time is said to be silent (once), and asked again
    /// at each beat until it answers.
    fn watch_heartbeat(&mut self, now: Duration, io: &mut Io<DgtReading>) {
        if !self.open {
            return;
        }
        match self.asked {
            None if now.saturating_sub(self.last_byte) >= self.beat => {
                self.asked = Some(now);
                BoardReader::send(io, &[Command::Version]);
            }
            Some(at) if now.saturating_sub(at) >= self.answer_within && !self.silence_said => {
                self.silence_said = true;
                io.emit(DgtReading::Silent);
            }
            Some(at) if self.silence_said && now.saturating_sub(at) >= self.beat => {
                self.asked = Some(now);
                BoardReader::send(io, &[Command::Version]);
            }
            _ => {}
        }
    }

    fn send(io: &mut Io<DgtReading>, commands: &[Command]) {
        let bytes: Vec<u8> = commands.iter().map(|c| c.byte()).collect();
        io.write(&bytes);
    }

    /// Reads what came: a settled board, an unreadable message (the board
    /// is asked for a fresh dump).
    fn read(&mut self, now: Duration, io: &mut Io<DgtReading>) {
        let mut need_dump = false;
        while let Some(r) = self.decoder.next() {
            match r {
                Ok(Message::BoardDump(f)) => {
                    self.watch.dump(f, now);
                    self.garbled_said = false;
                    need_dump = false;
                }
                Ok(Message::FieldUpdate { field, piece }) => {
                    if self.watch.is_known() {
                        self.watch.update(field, piece, now);
                    } else {
                        need_dump = true;
                    }
                }
                Ok(_) => {}
                Err(_) => {
                    self.garbled(io);
                    need_dump = true;
                }
            }
        }
        if self.decoder.in_message() && now.saturating_sub(self.last_byte) > STALL {
            let _ = self.decoder.abandon();
            self.garbled(io);
            need_dump = true;
        }
        if need_dump {
            BoardReader::send(io, &[Command::SendBoard]);
        }
        if let Some(b) = self.watch.settled(now) {
            io.emit(DgtReading::Board(b));
        }
    }

    /// Bytes went wrong: the squares are unknown until a fresh dump; said
    /// once until a good board comes.
    fn garbled(&mut self, io: &mut Io<DgtReading>) {
        self.watch.forget();
        if !std::mem::replace(&mut self.garbled_said, true) {
            io.emit(DgtReading::Garbled);
        }
    }
}

impl Protocol for BoardReader {
    type Command = Ask;
    type Event = DgtReading;

    /// Asks the board for the whole board and for an update on every change.
    fn opened(&mut self, again: bool, now: Duration, io: &mut Io<DgtReading>) {
        self.decoder = Decoder::new();
        self.last_byte = now;
        self.open = true;
        // The dump asked for below must come.
        self.asked = Some(now);
        self.silence_said = false;
        // What stood on the board before the loss is known no more.
        self.watch.forget();
        self.garbled_said = false;
        if again {
            self.lost = false;
            io.emit(DgtReading::Back);
        }
        BoardReader::send(
            io,
            &[Command::Reset, Command::SendBoard, Command::SendUpdates],
        );
    }

    fn lost(&mut self, _why: &LineLoss, _now: Duration, io: &mut Io<DgtReading>) {
        // The loss is said instead of a silence.
        self.open = false;
        self.asked = None;
        self.silence_said = false;
        if !std::mem::replace(&mut self.lost, true) {
            io.emit(DgtReading::Lost);
        }
    }

    fn received(&mut self, bytes: &[u8], now: Duration, io: &mut Io<DgtReading>) {
        if !bytes.is_empty() {
            self.last_byte = now;
            self.asked = None;
            if std::mem::take(&mut self.silence_said) {
                // Back from its silence: what stands on it is read anew.
                io.emit(DgtReading::Answers);
                self.decoder = Decoder::new();
                self.watch.forget();
                BoardReader::send(io, &[Command::SendBoard]);
                self.asked = Some(now);
                return;
            }
            self.decoder.push(bytes);
        }
        self.read(now, io);
        self.watch_heartbeat(now, io);
    }

    fn command(&mut self, ask: Ask, _now: Duration, io: &mut Io<DgtReading>) {
        match ask {
            Ask::Board => BoardReader::send(io, &[Command::SendBoard]),
        }
    }

    fn poll(&mut self, now: Duration, io: &mut Io<DgtReading>) {
        self.read(now, io);
        self.watch_heartbeat(now, io);
    }

    fn next_deadline(&self) -> Option<Duration> {
        let stall = self
            .decoder
            .in_message()
            .then(|| self.last_byte + STALL + Duration::from_millis(1));
        let heartbeat = self.open.then(|| match self.asked {
            None => self.last_byte + self.beat,
            Some(at) if self.silence_said => at + self.beat,
            Some(at) => at + self.answer_within,
        });
        [stall, self.watch.due(), heartbeat]
            .into_iter()
            .flatten()
            .min()
    }
}

/// An open e-board.
pub struct DgtBoard {
    line: Line<BoardReader>,
}

impl DgtBoard {
    /// Opens the board's port at 9600 baud 8N1 (or `tcp:HOST:PORT`) and
    /// asks it for the whole board and for an update on every change.
    pub fn open(path: &str) -> io::Result<DgtBoard> {
        DgtBoard::open_with(path, SETTLE)
    }

    /// As [`DgtBoard::open`], a board read once it stood still `settle`.
    pub fn open_with(path: &str, settle: Duration) -> io::Result<DgtBoard> {
        DgtBoard::open_watched(path, settle, BEAT, ANSWER_WITHIN)
    }

    /// As [`DgtBoard::open_with`], with the heartbeat's times: a line quiet
    /// for `beat` is asked for the version, and a board that sends nothing
    /// within `answer_within` of being asked is silent
    /// ([`DgtReading::Silent`], said once; [`DgtReading::Answers`] when it
    /// is back).
    pub fn open_watched(
        path: &str,
        settle: Duration,
        beat: Duration,
        answer_within: Duration,
    ) -> io::Result<DgtBoard> {
        let line = Line::open(
            connector_for(path, BAUD),
            Reopen::default(),
            BoardReader::with_heartbeat(settle, beat, answer_within),
            "dgt",
        )
        .map_err(|e| match e {
            TransportError::Open { kind, message, .. } => io::Error::new(kind, message),
            TransportError::List { message } => io::Error::other(message),
        })?;
        Ok(DgtBoard { line })
    }

    /// The port's path.
    pub fn name(&self) -> &str {
        self.line.port()
    }

    /// Asks for the whole board again (after a reconnection, or `check`).
    pub fn request_board(&mut self) {
        self.line.send(Ask::Board);
    }

    /// The readings that came since the last poll: settled boards,
    /// unreadable messages (the board was asked for a fresh dump), a lost
    /// line (said once per loss) and its return.
    pub fn poll(&mut self) -> Vec<DgtReading> {
        std::iter::from_fn(|| self.line.try_event()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loss_is_said_once_and_the_return_reads_the_whole_board_anew() {
        let mut r = BoardReader::new(SETTLE);
        let mut io = Io::new();
        r.opened(false, Duration::ZERO, &mut io);
        let (bytes, said) = io.take();
        assert_eq!(bytes, vec![0x40, 0x42, 0x43]);
        assert!(said.is_empty());
        let why = LineLoss {
            kind: io::ErrorKind::BrokenPipe,
            message: "unplugged".into(),
        };
        r.lost(&why, Duration::ZERO, &mut io);
        r.lost(&why, Duration::ZERO, &mut io);
        assert_eq!(io.take().1, vec![DgtReading::Lost]);
        r.opened(true, Duration::ZERO, &mut io);
        let (bytes, said) = io.take();
        assert_eq!(bytes, vec![0x40, 0x42, 0x43]);
        assert_eq!(said, vec![DgtReading::Back]);
        // The dump that answers is read at once.
        let dump = Message::BoardDump(super::super::codec::Fields::from_board(
            &shakmaty::Board::default(),
        ))
        .encode();
        r.received(&dump, Duration::from_millis(5), &mut io);
        assert_eq!(
            io.take().1,
            vec![DgtReading::Board(shakmaty::Board::default())]
        );
    }

    #[test]
    fn a_quiet_board_is_asked_and_its_silence_said_once_until_it_answers() {
        let ms = Duration::from_millis;
        let mut r = BoardReader::with_heartbeat(ms(50), ms(100), ms(200));
        let mut io = Io::new();
        r.opened(false, ms(0), &mut io);
        let _ = io.take();
        let dump = Message::BoardDump(super::super::codec::Fields::from_board(
            &shakmaty::Board::default(),
        ))
        .encode();
        let board = DgtReading::Board(shakmaty::Board::default());
        r.received(&dump, ms(10), &mut io);
        r.poll(ms(60), &mut io);
        assert_eq!(io.take(), (vec![], vec![board.clone()]));
        // Quiet for a beat: the version is asked for.
        r.poll(ms(110), &mut io);
        assert_eq!(io.take(), (vec![0x4D], vec![]));
        // Answered: nothing said, and the next beat asks again.
        let version = Message::Version { major: 1, minor: 7 }.encode();
        r.received(&version, ms(120), &mut io);
        assert_eq!(io.take(), (vec![], vec![]));
        assert_eq!(r.next_deadline(), Some(ms(220)));
        r.poll(ms(220), &mut io);
        assert_eq!(io.take(), (vec![0x4D], vec![]));
        // No answer within its time: silent, said once.
        r.poll(ms(420), &mut io);
        assert_eq!(io.take().1, vec![DgtReading::Silent]);
        for t in [500, 620, 700, 900] {
            r.poll(ms(t), &mut io);
        }
        let (asked, said) = io.take();
        assert!(said.is_empty(), "{said:?}");
        assert!(!asked.is_empty() && asked.iter().all(|b| *b == 0x4D));
        // It answers again: said, and the whole board is asked for anew.
        r.received(&version, ms(1000), &mut io);
        assert_eq!(io.take(), (vec![0x42], vec![DgtReading::Answers]));
        r.received(&dump, ms(1010), &mut io);
        r.poll(ms(1070), &mut io);
        assert_eq!(io.take().1, vec![board]);
    }

    #[test]
    fn a_board_that_never_answers_is_silent() {
        let ms = Duration::from_millis;
        let mut r = BoardReader::with_heartbeat(SETTLE, ms(100), ms(200));
        let mut io = Io::new();
        r.opened(false, ms(0), &mut io);
        let _ = io.take();
        r.poll(ms(150), &mut io);
        assert!(io.take().1.is_empty());
        r.poll(ms(200), &mut io);
        assert_eq!(io.take().1, vec![DgtReading::Silent]);
    }
}
