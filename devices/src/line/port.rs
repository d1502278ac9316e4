//! Opening a line: a serial port (or pseudo-terminal) at a path, or a TCP
//! connection for a port named `tcp:HOST:PORT`, on every platform.

use std::fmt;
use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::Duration;

use serialport::{ClearBuffer, DataBits, FlowControl, Parity, SerialPortType, StopBits};

/// Speed used when the user names none.
pub const DEFAULT_BAUD: u32 = 115_200;
/// How long a read waits before the reader thread checks whether to stop.
pub(crate) const READ_TIMEOUT: Duration = Duration::from_millis(50);

/// A serial port the system offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PortInfo {
    /// The port's path.
    pub path: String,
    /// What it is, for the application to put in words.
    pub kind: PortKind,
}

/// What a port is, as the system tells it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PortKind {
    /// A USB adapter: its maker and product as the system names them (on
    /// Windows the device's name as the Device Manager shows it, "USB
    /// Serial Port (COM3)", without the port's name, which is said
    /// already), and its vendor and product numbers.
    Usb {
        /// The maker's and the product's names, those the system knows.
        names: Vec<String>,
        /// The USB vendor number.
        vid: u16,
        /// The USB product number.
        pid: u16,
    },
    /// A port of the computer itself.
    BuiltIn,
    /// A Bluetooth serial port.
    Bluetooth,
    /// A serial port of no known kind.
    Serial,
}

/// Serial ports for `--board list`.
pub fn list_ports() -> Result<Vec<PortInfo>, TransportError> {
    // Without libudev serialport scans /sys/class/tty and panics if it is missing.
    if cfg!(target_os = "linux") && !Path::new("/sys/class/tty").is_dir() {
        return Ok(Vec::new());
    }
    let ports = serialport::available_ports().map_err(|e| TransportError::List {
        message: e.to_string(),
    })?;
    Ok(ports
        .into_iter()
        .map(|p| PortInfo {
            kind: describe(p.port_type, &p.port_name),
            path: p.port_name,
        })
        .collect())
}

/// What a port is, from what the system tells of it.
fn describe(port_type: SerialPortType, port_name: &str) -> PortKind {
    match port_type {
        SerialPortType::UsbPort(u) => {
            let own_name = format!(" ({port_name})");
            let product = u
                .product
                .map(|p| p.strip_suffix(&own_name).map(str::to_string).unwrap_or(p));
            PortKind::Usb {
                names: [u.manufacturer, product].into_iter().flatten().collect(),
                vid: u.vid,
                pid: u.pid,
            }
        }
        SerialPortType::PciPort => PortKind::BuiltIn,
        SerialPortType::BluetoothPort => PortKind::Bluetooth,
        SerialPortType::Unknown => PortKind::Serial,
    }
}

#[cfg(test)]
mod describe_tests {
    use super::*;
    use serialport::UsbPortInfo;

    fn usb(manufacturer: Option<&str>, product: Option<&str>) -> SerialPortType {
        SerialPortType::UsbPort(UsbPortInfo {
            vid: 0x0403,
            pid: 0x6001,
            serial_number: None,
            manufacturer: manufacturer.map(str::to_string),
            product: product.map(str::to_string),
        })
    }

    /// A USB adapter as Windows lists it (COM3: maker "FTDI", name "USB
    /// Serial Port (COM3)"): named by its maker and description, the port's
    /// name not kept twice; without them by its numbers.
    #[test]
    fn a_usb_port_is_named_by_its_description() {
        let names = |k: PortKind| match k {
            PortKind::Usb { names, .. } => names,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            names(describe(
                usb(Some("FTDI"), Some("USB Serial Port (COM3)")),
                "COM3"
            )),
            ["FTDI", "USB Serial Port"]
        );
        assert_eq!(
            names(describe(usb(None, Some("DGT Board")), "/dev/ttyACM0")),
            ["DGT Board"]
        );
        assert_eq!(
            describe(usb(None, None), "COM4"),
            PortKind::Usb {
                names: Vec::new(),
                vid: 0x0403,
                pid: 0x6001
            }
        );
        assert_eq!(describe(SerialPortType::PciPort, "COM1"), PortKind::BuiltIn);
    }
}

/// Reading half of a line.
pub type Reader = Box<dyn Read + Send>;
/// Writing half of a line.
pub type Writer = Box<dyn Write + Send>;

/// Opens the line, again after every loss. Tests put stubs here.
pub trait Connector: Send + 'static {
    /// The reader must return `TimedOut` or `WouldBlock` now and then while
    /// the line is idle, so its thread notices when to stop.
    fn connect(&mut self) -> io::Result<(Reader, Writer)>;
    /// The port's name for messages and status.
    fn name(&self) -> String;
}

/// A real serial port (or pseudo-terminal) at a path, 8 data bits, no
/// parity, one stop bit, no flow control: what all three devices speak.
#[derive(Clone, Debug)]
pub struct SerialConnector {
    /// The port's path.
    pub path: String,
    /// The baud rate.
    pub baud: u32,
}

impl Connector for SerialConnector {
    fn connect(&mut self) -> io::Result<(Reader, Writer)> {
        let port = serialport::new(&self.path, self.baud)
            .data_bits(DataBits::Eight)
            .parity(Parity::None)
            .stop_bits(StopBits::One)
            .flow_control(FlowControl::None)
            .timeout(READ_TIMEOUT)
            .open()?;
        // Whatever waited in the buffer belongs to an earlier connection.
        let _ = port.clear(ClearBuffer::Input);
        let reader = port.try_clone()?;
        Ok((Box::new(reader), Box::new(port)))
    }

    fn name(&self) -> String {
        self.path.clone()
    }
}

/// How a port named `tcp:HOST:PORT` begins.
pub const TCP_PREFIX: &str = "tcp:";

/// A device (or a simulator served with `--tcp`) reached over TCP, on
/// every platform: `addr` is `HOST:PORT`.
#[derive(Clone, Debug)]
pub struct TcpConnector {
    /// The address, `HOST:PORT`.
    pub addr: String,
}

/// How long connecting to a TCP device may take before it counts as lost.
const TCP_CONNECT_TIMEOUT: Duration = Duration::from_secs(2);

impl Connector for TcpConnector {
    fn connect(&mut self) -> io::Result<(Reader, Writer)> {
        use std::net::ToSocketAddrs;
        let mut last = io::Error::new(
            io::ErrorKind::AddrNotAvailable,
            format!("no address for {}", self.addr),
        );
        for addr in self.addr.to_socket_addrs()? {
            match TcpStream::connect_timeout(&addr, TCP_CONNECT_TIMEOUT) {
                Ok(stream) => {
                    // Small frames go out at once, as on a serial line.
                    stream.set_nodelay(true)?;
                    stream.set_read_timeout(Some(READ_TIMEOUT))?;
                    stream.set_write_timeout(Some(TCP_CONNECT_TIMEOUT))?;
                    let reader = stream.try_clone()?;
                    return Ok((Box::new(reader), Box::new(stream)));
                }
                Err(e) => last = e,
            }
        }
        Err(last)
    }

    fn name(&self) -> String {
        format!("{TCP_PREFIX}{}", self.addr)
    }
}

/// The connector for a port as the user names it: `tcp:HOST:PORT`, or a
/// serial port's path (`/dev/ttyUSB0`, `COM3`) at `baud`.
///
/// A `tcp:` port is reached over TCP; here a listener on this machine
/// takes the place of a device:
///
/// ```
/// use std::io::{Read, Write};
/// use std::net::TcpListener;
/// use devices::line::connector_for;
///
/// let listener = TcpListener::bind("127.0.0.1:0").unwrap();
/// let port = format!("tcp:{}", listener.local_addr().unwrap());
/// let mut connector = connector_for(&port, 9600);
/// assert_eq!(connector.name(), port);
/// let (_reader, mut writer) = connector.connect().unwrap();
/// writer.write_all(b"hello").unwrap();
/// let (mut device, _) = listener.accept().unwrap();
/// let mut got = [0; 5];
/// device.read_exact(&mut got).unwrap();
/// assert_eq!(&got, b"hello");
///
/// assert_eq!(connector_for("/dev/ttyUSB0", 9600).name(), "/dev/ttyUSB0");
/// ```
pub fn connector_for(port: &str, baud: u32) -> Box<dyn Connector> {
    match port.strip_prefix(TCP_PREFIX) {
        Some(addr) => Box::new(TcpConnector {
            addr: addr.to_string(),
        }),
        None => Box::new(SerialConnector {
            path: port.to_string(),
            baud,
        }),
    }
}

/// The port could not be opened or listed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TransportError {
    /// The port could not be opened.
    Open {
        /// The port's path.
        port: String,
        /// The I/O error's kind.
        kind: io::ErrorKind,
        /// The error as the system words it.
        message: String,
    },
    /// The system's ports could not be listed.
    List {
        /// The error as the system words it.
        message: String,
    },
}

impl TransportError {
    pub(crate) fn open(port: &str, e: &io::Error) -> TransportError {
        TransportError::Open {
            port: port.to_string(),
            kind: e.kind(),
            message: e.to_string(),
        }
    }
}

impl fmt::Display for TransportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransportError::Open { port, message, .. } => {
                write!(f, "Cannot open the board at {port}: {message}.")
            }
            TransportError::List { message } => {
                write!(f, "Cannot list the serial ports: {message}.")
            }
        }
    }
}

impl std::error::Error for TransportError {}
