//! Fuzzes the braille move reader: any UTF-8 line, both built-in codes.
//! Invariants: no panic; every reading is SAN that shakmaty parses; writing
//! a reading and reading it again gives the same SAN; `decode_move` agrees
//! with `decode_candidates`.
#![no_main]

use std::sync::LazyLock;

use braille::{
    ChessCode, decode_candidates, decode_move, encode_move, looks_like_braille,
};
use libfuzzer_sys::fuzz_target;
use shakmaty::san::SanPlus;

static CODES: LazyLock<Vec<ChessCode>> = LazyLock::new(|| {
    ["uk", "de"]
        .iter()
        .map(|n| ChessCode::builtin(n).expect("built-in code"))
        .collect()
});

fuzz_target!(|data: &[u8]| {
    let Ok(line) = std::str::from_utf8(data) else {
        return;
    };
    let _ = looks_like_braille(line);
    for code in CODES.iter() {
        let single = decode_move(line, code);
        if let Ok(readings) = decode_candidates(line, code) {
            // One reading: decode_move gives it (it takes the one pass
            // directly); several: it says the line is ambiguous.
            match readings.as_slice() {
                [one] => assert_eq!(single.as_deref(), Ok(one.as_str()), "{line:?}"),
                _ => assert!(single.is_err(), "{line:?}"),
            }
            for san in readings {
                assert!(
                    SanPlus::from_ascii(san.as_bytes()).is_ok(),
                    "{line:?} gave {san}"
                );
                let cells = encode_move(&san, code);
                let back = decode_move(&cells.to_unicode(), code);
                assert_eq!(
                    back.as_deref(),
                    Ok(san.as_str()),
                    "{line:?}: {san} → {cells}"
                );
            }
        }
    }
});
