//! Fuzzes the braille move reader: any UTF-8 line, both built-in codes.
//! Invariants: no panic; every reading is SAN that shakmaty parses; writing
//! a reading and reading it again gives the same SAN.
#![no_main]

use std::sync::LazyLock;

use annabella::braille::{ChessCode, decode_candidates, decode_move, encode_move, looks_like_braille};
use libfuzzer_sys::fuzz_target;
use shakmaty::san::SanPlus;

static CODES: LazyLock<Vec<ChessCode>> = LazyLock::new(|| {
    ["uk", "de"].iter().map(|n| ChessCode::builtin(n).expect("built-in code")).collect()
});

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else { return };
    let _ = looks_like_braille(line);
    for code in CODES.iter() {
        let _ = decode_move(line, code);
        if let Ok(readings) = decode_candidates(line, code) {
            for san in readings {
                assert!(SanPlus::from_ascii(san.as_bytes()).is_ok(), "{line:?} gave {san}");
                let cells = encode_move(&san, code);
                let back = decode_move(&cells.to_unicode(), code);
                assert_eq!(back.as_deref(), Ok(san.as_str()), "{line:?}: {san} → {cells}");
            }
        }
    }
});
