//! Feeds arbitrary bytes, in arbitrary chunks, to the Dot Pad frame decoder
//! and the Perkins chord reader. Nothing may panic; memory stays bounded;
//! every good frame encodes back to the same bytes, and every packet read
//! from one encodes to a frame that reads back as the same packet.
#![no_main]

use devices::dotpad::codec::{Decoder, Frame, MAX_BODY, Packet};
use devices::dotpad::keys::{ChordReader, InputLine};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (chunk, bytes) = match data.split_first() {
        Some((c, rest)) => (usize::from(*c % 16) + 1, rest),
        None => return,
    };
    let mut decoder = Decoder::new();
    let mut chords = ChordReader::default();
    let mut line = InputLine::default();
    for part in bytes.chunks(chunk) {
        decoder.push(part);
        while let Some(r) = decoder.next_frame() {
            let Ok(frame) = r else { continue };
            let again = frame.encode();
            let mut d = Decoder::new();
            d.push(&again);
            let back: Frame = d.next_frame().expect("a frame").expect("own frame is good");
            assert_eq!(back, frame);
            if let Ok(p) = Packet::from_frame(frame) {
                let mut d = Decoder::new();
                d.push(&p.encode());
                let f = d.next_frame().expect("a frame").expect("own frame is good");
                if let Ok(q) = Packet::from_frame(f) {
                    // A device name's bytes that are not UTF-8 change once.
                    if !matches!(p, Packet::DeviceName(_)) {
                        assert_eq!(q, p);
                    }
                }
                if let Packet::Keys { group, bits } = p
                    && let Some(chord) = chords.keys(group, &bits)
                {
                    let _ = line.type_chord(chord);
                }
            }
        }
        assert!(decoder.pending() <= MAX_BODY + 4 + part.len());
    }
});
