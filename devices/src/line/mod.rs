//! The one transport every serial device shares (docs/transport.md).
//!
//! - [`port`]: opening a line: a serial port (or pseudo-terminal) at a path,
//!   or `tcp:HOST:PORT`; listing the system's serial ports.
//! - [`thread`]: a `Line` serves a device's `Protocol` in a thread
//!   behind mpsc channels: a reader thread per opening, the writes, the
//!   timers, and the one reopening policy ([`Reopen`]) after a loss.
//! - [`sim`]: the simulator frame: a pseudo-terminal (Unix) or a TCP port,
//!   plugged and unplugged on command, into which a simulated device plugs
//!   its protocol answers ([`Simulated`]).
//!
//! A device module keeps only its pure codec and what it does on top:
//! the line never knows which device it carries.

pub mod port;
pub mod sim;
pub mod thread;

pub use port::{
    Connector, DEFAULT_BAUD, PortInfo, PortKind, Reader, SerialConnector, TCP_PREFIX, TcpConnector,
    TransportError, Writer, connector_for, list_ports,
};
pub use sim::{SimAction, SimFrame, SimPlace, Simulated, run_frame};
pub(crate) use thread::{Io, Line, LineLoss, Protocol, Reopen};
