//! Feeds arbitrary bytes, in arbitrary chunks, to the DGT message decoder.
//! Nothing may panic; every message decoded must encode to bytes that
//! decode to the same message; the decoder's memory stays bounded.
#![no_main]

use devices::dgt::codec::{Decoder, MAX_SIZE};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (chunk, bytes) = match data.split_first() {
        Some((c, rest)) => (usize::from(*c % 16) + 1, rest),
        None => return,
    };
    let mut decoder = Decoder::new();
    for part in bytes.chunks(chunk) {
        decoder.push(part);
        while let Some(r) = decoder.next() {
            if let Ok(msg) = r {
                let again = msg.encode();
                assert!(again.len() <= MAX_SIZE);
                let mut d = Decoder::new();
                d.push(&again);
                assert_eq!(d.next(), Some(Ok(msg)));
                assert_eq!(d.next(), None);
            }
        }
    }
    let _ = decoder.abandon();
});
