//! The tactile pin board: the blind player's board of
//! FIDE Appendix D.1 with pins, peg sensors and a button on a serial line.
//!
//! - [`codec`]: frames and messages (docs/pinboard-protocol.md).
//! - [`link`]: handshake, ACK/NAK, retransmission, keep-alive; pure, time injected.
//! - [`transport`]: the host's end of the link on the devices' shared line
//!   (crate::line: a serial port or TCP, a thread behind mpsc channels).
//! - [`sim`]: a simulated board in the shared simulator frame, on a
//!   pseudo-terminal (Unix) or a TCP port.
//! - [`command`]: what the game asks of the board, and the hands' readings
//!   in words (the session returns the one, the game loop journals the other).

pub mod codec;
pub mod command;
pub mod link;
pub mod sim;
pub mod transport;

pub use codec::{BoardInfo, Caps, Change, IndicateMode, Message, Peg, Pegs};
pub use command::{BoardCommand, reading_from_words, reading_words};
pub use link::{Link, LinkConfig, LinkEvent, LinkStats, Ticket};
pub use sim::{SimArgs, SimHandle, SimOptions, Simulator, run_simulator, spawn_simulator};
pub use transport::{
    DEFAULT_BAUD, DisconnectReason, Event, PinBoard, PortInfo, PortKind, Status, TransportError,
    list_ports,
};
