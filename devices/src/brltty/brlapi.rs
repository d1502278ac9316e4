//! The connection to BRLTTY: the few libbrlapi (BrlAPI 0.8) functions
//! annabella needs, bound by hand (`#[link(name = "brlapi")]`, Debian's
//! libbrlapi-dev). The `brlapi` crate was not used: it builds its bindings
//! with bindgen at build time and pulls in liblouis's headers as well
//! (liblouis-dev), for nine functions. docs/brltty.md has the details.
//!
//! libbrlapi keeps one connection per process (its functions without a
//! handle): [`BrlApi`] is that connection, and only one is open at a time.

use std::ffi::{CStr, CString, c_char, c_int, c_uint, c_void};
use std::sync::atomic::{AtomicBool, AtomicI32, Ordering};

use super::{BrailleDisplay, DisplayError};

#[repr(C)]
struct ConnectionSettings {
    auth: *const c_char,
    host: *const c_char,
}

#[repr(C)]
struct WriteArguments {
    display_number: c_int,
    region_begin: c_uint,
    region_size: c_int,
    text: *const c_char,
    text_size: c_int,
    and_mask: *const u8,
    or_mask: *const u8,
    cursor: c_int,
    charset: *const c_char,
}

#[repr(C)]
struct ErrorInfo {
    brlerrno: c_int,
    libcerrno: c_int,
    gaierrno: c_int,
    errfun: *const c_char,
}

type ExceptionHandler =
    unsafe extern "C" fn(error: c_int, kind: u32, packet: *const c_void, size: usize);

#[link(name = "brlapi")]
unsafe extern "C" {
    fn brlapi_openConnection(
        desired: *const ConnectionSettings,
        actual: *mut ConnectionSettings,
    ) -> c_int;
    fn brlapi_closeConnection();
    fn brlapi_getDisplaySize(x: *mut c_uint, y: *mut c_uint) -> c_int;
    fn brlapi_enterTtyMode(tty: c_int, driver: *const c_char) -> c_int;
    fn brlapi_leaveTtyMode() -> c_int;
    fn brlapi_write(args: *const WriteArguments) -> c_int;
    fn brlapi_readKey(wait: c_int, code: *mut u64) -> c_int;
    fn brlapi_error_location() -> *mut ErrorInfo;
    fn brlapi_strerror(error: *const ErrorInfo) -> *const c_char;
    fn brlapi_setExceptionHandler(handler: Option<ExceptionHandler>) -> Option<ExceptionHandler>;
}

const DISPLAY_DEFAULT: c_int = -1;
const TTY_DEFAULT: c_int = -1;
const CURSOR_OFF: c_int = 0;

/// One connection per process.
static OPEN: AtomicBool = AtomicBool::new(false);
/// The last exception BRLTTY sent (0: none). libbrlapi's own handler
/// aborts the program; ours keeps the error for the next call to report.
static EXCEPTION: AtomicI32 = AtomicI32::new(0);

unsafe extern "C" fn on_exception(error: c_int, _kind: u32, _packet: *const c_void, _size: usize) {
    EXCEPTION.store(error.max(1), Ordering::SeqCst);
}

/// libbrlapi's description of its last error (this thread's).
fn last_error() -> String {
    // SAFETY: brlapi_error_location returns this thread's error record
    // (never null); brlapi_strerror returns a NUL-terminated string in a
    // static or thread-local buffer, copied at once.
    unsafe {
        let e = brlapi_error_location();
        if e.is_null() {
            return "unknown BrlAPI error".into();
        }
        let s = brlapi_strerror(e);
        if s.is_null() {
            return "unknown BrlAPI error".into();
        }
        CStr::from_ptr(s).to_string_lossy().into_owned()
    }
}

/// The display through BRLTTY, in tty mode: BRLTTY shows what annabella
/// writes and hands it the keys, until it is dropped (then BRLTTY's screen
/// reading comes back).
pub struct BrlApi {
    width: usize,
}

impl BrlApi {
    /// Connects (`host` as BrlAPI's host setting, e.g. `127.0.0.1:1` or
    /// `:0`; `None`: `BRLAPI_HOST` or the local default), takes the
    /// terminal annabella runs in (tty 0 when that cannot be told, as
    /// without a console), and reads the display's size.
    pub fn open(host: Option<&str>) -> Result<BrlApi, DisplayError> {
        if OPEN.swap(true, Ordering::SeqCst) {
            return Err(DisplayError::Connect("a connection is open already".into()));
        }
        match Self::connect(host) {
            Ok(b) => Ok(b),
            Err(e) => {
                OPEN.store(false, Ordering::SeqCst);
                Err(e)
            }
        }
    }

    fn connect(host: Option<&str>) -> Result<BrlApi, DisplayError> {
        let host = host
            .map(CString::new)
            .transpose()
            .map_err(|_| DisplayError::Connect("the host name holds a NUL character".into()))?;
        let settings = ConnectionSettings {
            auth: std::ptr::null(),
            host: host.as_ref().map_or(std::ptr::null(), |h| h.as_ptr()),
        };
        let mut actual = ConnectionSettings {
            auth: std::ptr::null(),
            host: std::ptr::null(),
        };
        EXCEPTION.store(0, Ordering::SeqCst);
        // SAFETY: the settings point to live NUL-terminated strings (or
        // null); the handler is a plain function that only stores a number.
        let fd = unsafe {
            brlapi_setExceptionHandler(Some(on_exception));
            brlapi_openConnection(&settings, &mut actual)
        };
        if fd < 0 {
            return Err(DisplayError::Connect(last_error()));
        }
        // From here on, a failure closes the connection again.
        let close = |why: String| {
            // SAFETY: the connection is open.
            unsafe { brlapi_closeConnection() };
            DisplayError::Connect(why)
        };
        let (mut x, mut y) = (0 as c_uint, 0 as c_uint);
        // SAFETY: two writable integers.
        if unsafe { brlapi_getDisplaySize(&mut x, &mut y) } < 0 {
            return Err(close(last_error()));
        }
        let width = x as usize * (y.max(1) as usize);
        if width == 0 {
            return Err(close("BRLTTY has no braille display".into()));
        }
        // SAFETY: a null driver asks for BRLTTY's commands, not raw keys.
        let entered = unsafe {
            brlapi_enterTtyMode(TTY_DEFAULT, std::ptr::null()) >= 0
                || brlapi_enterTtyMode(0, std::ptr::null()) >= 0
        };
        if !entered {
            return Err(close(last_error()));
        }
        Ok(BrlApi { width })
    }

    fn check_exception(&self) -> Result<(), DisplayError> {
        match EXCEPTION.swap(0, Ordering::SeqCst) {
            0 => Ok(()),
            e => Err(DisplayError::Lost(format!(
                "BRLTTY refused a request (error {e})"
            ))),
        }
    }
}

impl BrailleDisplay for BrlApi {
    fn width(&self) -> usize {
        self.width
    }

    fn write(&mut self, text: &str, cursor: Option<usize>) -> Result<(), DisplayError> {
        self.check_exception()?;
        let shown: String = text.chars().take(self.width).collect();
        let bytes = CString::new(shown.replace('\0', " "))
            .map_err(|_| DisplayError::Lost("text with a NUL character".into()))?;
        let charset = c"UTF-8";
        let width = c_int::try_from(self.width).unwrap_or(c_int::MAX);
        let args = WriteArguments {
            display_number: DISPLAY_DEFAULT,
            region_begin: 1,
            // Negative: the text is padded with blanks to the display's end.
            region_size: -width,
            text: bytes.as_ptr(),
            text_size: c_int::try_from(bytes.as_bytes().len()).unwrap_or(c_int::MAX),
            and_mask: std::ptr::null(),
            or_mask: std::ptr::null(),
            cursor: cursor
                .and_then(|c| c_int::try_from(c + 1).ok())
                .unwrap_or(CURSOR_OFF),
            charset: charset.as_ptr(),
        };
        // SAFETY: the arguments point to live buffers for the call.
        if unsafe { brlapi_write(&args) } < 0 {
            return Err(DisplayError::Lost(last_error()));
        }
        self.check_exception()
    }

    fn read_key(&mut self) -> Result<Option<u64>, DisplayError> {
        self.check_exception()?;
        let mut code = 0u64;
        // SAFETY: a writable key code; wait = 0 never blocks.
        match unsafe { brlapi_readKey(0, &mut code) } {
            0 => Ok(None),
            n if n > 0 => Ok(Some(code)),
            _ => Err(DisplayError::Lost(last_error())),
        }
    }
}

impl Drop for BrlApi {
    /// The display goes back to BRLTTY (and the screen reader).
    fn drop(&mut self) {
        // SAFETY: the connection is open; leaving tty mode fails harmlessly
        // when the connection is lost already.
        unsafe {
            brlapi_leaveTtyMode();
            brlapi_closeConnection();
        }
        OPEN.store(false, Ordering::SeqCst);
    }
}
