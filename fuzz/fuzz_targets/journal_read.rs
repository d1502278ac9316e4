//! Fuzzes the journal reader on any bytes. Invariants: no panic; the
//! records are numbered 1, 2, 3, ...; the trusted part of the input is
//! exactly those records written again; every line after it is reported
//! dropped, in order, the first one starting where the trusted part ends.
#![no_main]

use annabella::journal::{encode_record, read_bytes};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let got = read_bytes(data);
    let clean = usize::try_from(got.clean_len).unwrap();
    assert!(clean <= data.len());
    let mut rewritten = Vec::new();
    for (i, r) in got.records.iter().enumerate() {
        assert_eq!(r.seq, i as u64 + 1);
        rewritten.extend_from_slice(encode_record(r).as_bytes());
    }
    assert_eq!(
        rewritten.as_slice(),
        &data[..clean],
        "trusted part is not the records"
    );
    match got.dropped.first() {
        None => assert_eq!(clean, data.len()),
        Some(first) => {
            assert_eq!(first.offset, got.clean_len);
            for pair in got.dropped.windows(2) {
                assert!(pair[0].offset < pair[1].offset);
                assert_eq!(pair[0].line_no + 1, pair[1].line_no);
            }
            assert!((got.dropped.last().unwrap().offset as usize) < data.len());
        }
    }
});
