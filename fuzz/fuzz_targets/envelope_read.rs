//! Fuzzes the adjourned-game envelope reader on any text. Invariants: no
//! panic; whatever `read_info` accepts can be sealed again and reads back
//! identically; `open` never panics and, with the wrong secret, never opens.
#![no_main]

use annabella::adjourn::{KdfParams, open, read_info, seal_with};
use libfuzzer_sys::fuzz_target;

/// Cheap costs: the fuzzer must not spend its time deriving keys.
const FAST: KdfParams = KdfParams {
    m_kib: 64,
    t: 1,
    p: 1,
};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(info) = read_info(text) else { return };
    let sealed = seal_with(&info, "Springer f3", "fuzzing secret", FAST)
        .expect("what was read can be sealed");
    assert_eq!(read_info(&sealed).as_ref(), Ok(&info));
    assert_eq!(
        open(&sealed, "fuzzing secret").map(|(i, _)| i).as_ref(),
        Ok(&info)
    );
    // Opening the fuzzed text itself: only with cheap costs, to keep runs fast.
    if text.contains("m=64 t=1 p=1") {
        assert!(open(text, "a wrong secret, surely").is_err());
    }
});
