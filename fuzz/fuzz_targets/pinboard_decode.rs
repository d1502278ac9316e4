//! Feeds arbitrary bytes, in arbitrary chunks, to the pin board decoder and
//! to a host link. Nothing may panic; every good frame's message must encode
//! back to a frame that decodes to the same message.
#![no_main]

use std::time::Duration;

use devices::pinboard::codec::{Decoder, Message};
use devices::pinboard::link::{Link, LinkConfig};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The first byte chooses the chunk size, so chunk borders move too.
    let (chunk, bytes) = match data.split_first() {
        Some((c, rest)) => (usize::from(*c % 16) + 1, rest),
        None => return,
    };
    let mut decoder = Decoder::new();
    let mut link = Link::host(LinkConfig::default());
    let mut now = Duration::ZERO;
    link.poll(now);
    for part in bytes.chunks(chunk) {
        for frame in decoder.push(part).into_iter().flatten() {
            if let Ok(msg) = Message::from_frame(&frame) {
                let again = msg.encode(frame.seq).expect("decoded message encodes");
                let frames = Decoder::new().push(&again);
                assert_eq!(frames.len(), 1);
                let back = frames[0].as_ref().expect("own frame is good");
                assert_eq!(Message::from_frame(back).as_ref(), Ok(&msg));
            }
        }
        now += Duration::from_millis(7);
        link.handle_bytes(part, now, &mut |_| None);
        link.poll(now);
        let _ = link.take_output();
        while link.next_event().is_some() {}
    }
});
