use super::*;

use std::sync::atomic::{AtomicUsize, Ordering};

/// A fresh directory under the system temp dir, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        static N: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "annabella-journal-{}-{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        ));
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
    fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

const PAYLOADS: &[(&str, &str)] = &[
    ("move", "e2e4"),
    ("clock", "white 1:29:58 black 1:30:00"),
    ("say", "Springer f3, Schach"),
    ("note", ""),
    ("note", "  spaces kept  "),
    ("pgn", "1. e4 e5\n2. Nf3 *\n"),
    ("note", "back\\slash and \\n literal"),
    ("note", "looks like a trailer #deadbeef"),
    ("note", "tab\there, cr\r, bell\u{7}, nul\u{0}, del\u{7f}"),
    ("note", "Läufer König Cäsar ♞ 🙂"),
];

/// A journal file with the format record, one header record and
/// [`PAYLOADS`], as bytes, plus the records it holds.
fn sample(dir: &TempDir) -> (PathBuf, Vec<Record>) {
    let path = dir.file("game.journal");
    let mut j = Journal::create(&path, &[("players", "Anna - Bella")]).unwrap();
    for (i, (kind, payload)) in PAYLOADS.iter().enumerate() {
        j.append(ms(1000 * i as u64 + 7), kind, payload).unwrap();
    }
    let records = read(&path).unwrap().records;
    (path, records)
}

#[test]
fn round_trip_keeps_every_record() {
    let dir = TempDir::new();
    let path = dir.file("j");
    let mut j = Journal::create(&path, &[("players", "Anna - Bella"), ("event", "Open")]).unwrap();
    assert_eq!(j.next_seq(), 4);
    assert_eq!(j.path(), path.as_path());
    let mut written = Vec::new();
    for (i, (kind, payload)) in PAYLOADS.iter().enumerate() {
        let r = j.append(ms(500 * i as u64 + 1), kind, payload).unwrap();
        assert_eq!(r.seq, i as u64 + 4);
        assert_eq!(r.kind, *kind);
        assert_eq!(r.payload, *payload);
        written.push(r);
    }
    drop(j);

    let got = read(&path).unwrap();
    assert!(got.dropped.is_empty(), "{:?}", got.dropped);
    assert_eq!(got.clean_len, std::fs::metadata(&path).unwrap().len());
    assert_eq!(got.records.len(), 3 + PAYLOADS.len());
    assert_eq!(got.records[0].kind, FORMAT_KIND);
    assert_eq!(got.records[0].payload, FORMAT_PAYLOAD);
    assert_eq!(got.records[1].kind, "players");
    assert_eq!(got.records[2].payload, "Open");
    assert_eq!(&got.records[3..], written.as_slice());
    let rewritten: String = got.records.iter().map(encode_record).collect();
    assert_eq!(rewritten.as_bytes(), std::fs::read(&path).unwrap());

    // Reopen and go on: numbering continues, old records are kept.
    let (mut j, rec) = Journal::open_append(&path).unwrap();
    assert_eq!(rec, got);
    let r = j.append(ms(99_000), "result", "1-0").unwrap();
    assert_eq!(r.seq, got.records.len() as u64 + 1);
    drop(j);
    let again = read(&path).unwrap();
    assert_eq!(&again.records[..got.records.len()], got.records.as_slice());
    assert_eq!(again.records.last(), Some(&r));
}

#[test]
fn every_line_is_one_readable_line() {
    let dir = TempDir::new();
    let (path, records) = sample(&dir);
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.lines().count(), records.len());
    assert!(text.ends_with('\n'));
    assert!(!text.contains('\r') && !text.contains('\t') && !text.contains('\u{0}'));
    let line = text.lines().nth(4).unwrap();
    assert!(
        line.starts_with("5 2007 say Springer f3, Schach #"),
        "{line}"
    );
    assert!(text.contains("\\n2. Nf3 *\\n #"));
    assert!(text.contains("back\\\\slash and \\\\n literal"));
    assert!(text.contains("nul\\x00, del\\x7f"));
}

#[test]
fn escape_and_unescape_are_inverse() {
    for (_, p) in PAYLOADS {
        let e = escape(p);
        assert!(!e.contains('\n') && !e.contains('\r'));
        assert_eq!(unescape(&e).as_deref(), Ok(*p));
    }
    let every_ascii: String = (0u8..128).map(char::from).collect();
    assert_eq!(unescape(&escape(&every_ascii)), Ok(every_ascii));
    // Only what escape writes is accepted back.
    for bad in ["\\", "\\q", "\\x4", "\\x41", "\\x0A", "a\u{1}b", "end\\"] {
        assert!(unescape(bad).is_err(), "{bad:?}");
    }
}

#[test]
fn time_is_kept_to_the_millisecond() {
    let dir = TempDir::new();
    let path = dir.file("j");
    let mut j = Journal::create(&path, &[]).unwrap();
    let r = j
        .append(Duration::new(3723, 456_789_123), "tick", "")
        .unwrap();
    assert_eq!(r.time, ms(3_723_456));
    drop(j);
    assert_eq!(read(&path).unwrap().records[1].time, ms(3_723_456));
}

#[test]
fn torn_last_record_is_dropped_at_every_cut() {
    let dir = TempDir::new();
    let (path, records) = sample(&dir);
    let bytes = std::fs::read(&path).unwrap();
    let last_start = bytes[..bytes.len() - 1]
        .iter()
        .rposition(|&b| b == b'\n')
        .unwrap()
        + 1;
    for cut in last_start..bytes.len() {
        let torn = &bytes[..cut];
        let got = read_bytes(torn);
        assert_eq!(got.records, records[..records.len() - 1], "cut at {cut}");
        assert_eq!(got.clean_len, last_start as u64);
        if cut == last_start {
            assert!(got.dropped.is_empty());
        } else {
            assert_eq!(
                got.dropped,
                vec![DroppedLine {
                    line_no: records.len(),
                    offset: last_start as u64,
                    reason: DropReason::NotTerminated,
                }],
                "cut at {cut}"
            );
            assert!(got.is_torn_tail_only());
        }
    }
}

#[test]
fn open_append_cuts_a_torn_tail_and_goes_on_cleanly() {
    let dir = TempDir::new();
    let (path, records) = sample(&dir);
    let bytes = std::fs::read(&path).unwrap();
    let whole = bytes.len();
    for cut in [whole - 1, whole - 5, whole - 20] {
        std::fs::write(&path, &bytes[..cut]).unwrap();
        let (mut j, rec) = Journal::open_append(&path).unwrap();
        assert_eq!(rec.records, records[..records.len() - 1]);
        assert_eq!(rec.dropped.len(), 1);
        assert_eq!(j.next_seq(), records.len() as u64);
        let r = j.append(ms(1), "move", "d2d4").unwrap();
        drop(j);
        let after = read(&path).unwrap();
        assert!(after.dropped.is_empty(), "{:?}", after.dropped);
        assert_eq!(after.records.last(), Some(&r));
        assert_eq!(after.records.len(), records.len());
    }
}

#[test]
fn a_flipped_bit_anywhere_is_detected() {
    let dir = TempDir::new();
    let (path, records) = sample(&dir);
    let bytes = std::fs::read(&path).unwrap();
    for pos in 0..bytes.len() {
        for bit in 0..8 {
            let mut bad = bytes.clone();
            bad[pos] ^= 1 << bit;
            let got = read_bytes(&bad);
            // Only whole, unchanged records are ever returned...
            assert!(
                records.starts_with(&got.records),
                "byte {pos} bit {bit}: a changed record was accepted"
            );
            // ...and the damaged one is never among them.
            assert!(
                got.records.len() < records.len() && !got.dropped.is_empty(),
                "byte {pos} bit {bit}: damage not reported"
            );
            let line_of_pos = bytes[..pos].iter().filter(|&&b| b == b'\n').count();
            assert_eq!(got.records.len(), line_of_pos, "byte {pos} bit {bit}");
        }
    }
}

#[test]
fn damage_inside_stops_reading_and_blocks_appending() {
    let dir = TempDir::new();
    let (path, records) = sample(&dir);
    let mut bytes = std::fs::read(&path).unwrap();
    // Damage line 3 (a byte in its payload).
    let line3 = bytes
        .iter()
        .enumerate()
        .filter(|(_, b)| **b == b'\n')
        .nth(1)
        .unwrap()
        .0
        + 3;
    bytes[line3] ^= 0x04;
    std::fs::write(&path, &bytes).unwrap();
    let got = read(&path).unwrap();
    assert_eq!(got.records, records[..2]);
    assert_eq!(got.dropped[0].line_no, 3);
    assert_eq!(got.dropped[0].reason, DropReason::BadChecksum);
    assert_eq!(got.dropped.len(), records.len() - 2);
    assert!(
        got.dropped[1..]
            .iter()
            .all(|d| d.reason == DropReason::AfterDamage { intact: true })
    );
    assert!(!got.is_torn_tail_only());

    let err = Journal::open_append(&path).unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::InvalidData);
    let problem = err
        .get_ref()
        .unwrap()
        .downcast_ref::<OpenProblem>()
        .unwrap();
    assert!(matches!(problem, OpenProblem::DamagedInside { first_bad } if first_bad.line_no == 3));
    assert!(err.to_string().contains("line 3"));
    assert_eq!(std::fs::read(&path).unwrap(), bytes, "file left untouched");
}

#[test]
fn records_out_of_order_are_detected() {
    let dir = TempDir::new();
    let (path, records) = sample(&dir);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut lines: Vec<&str> = text.lines().collect();

    lines.swap(4, 5);
    let got = read_bytes((lines.join("\n") + "\n").as_bytes());
    assert_eq!(got.records, records[..4]);
    assert_eq!(
        got.dropped[0].reason,
        DropReason::OutOfSequence {
            expected: 5,
            found: 6
        }
    );
    assert_eq!(
        got.dropped[1].reason,
        DropReason::AfterDamage { intact: true }
    );

    // A line written twice.
    let mut dup: Vec<&str> = text.lines().collect();
    let last = *dup.last().unwrap();
    dup.push(last);
    std::fs::write(&path, dup.join("\n") + "\n").unwrap();
    let got = read(&path).unwrap();
    assert_eq!(got.records, records);
    let n = records.len() as u64;
    assert_eq!(
        got.dropped[0].reason,
        DropReason::OutOfSequence {
            expected: n + 1,
            found: n
        }
    );
    assert!(
        Journal::open_append(&path).is_err(),
        "a duplicate is not a torn write"
    );
}

#[test]
fn large_payloads_round_trip_and_huge_ones_are_refused() {
    let dir = TempDir::new();
    let path = dir.file("j");
    let mut j = Journal::create(&path, &[]).unwrap();
    let big: String = (0..200_000)
        .map(|i| ["a", "ä", "\n", "\\", "♞"][i % 5])
        .collect();
    let r = j.append(ms(5), "pgn", &big).unwrap();
    let huge = "x".repeat(MAX_LINE_BYTES);
    let err = j.append(ms(6), "pgn", &huge).unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::InvalidInput);
    let after = j.append(ms(7), "move", "e4").unwrap();
    assert_eq!(after.seq, 3, "a refused record takes no number");
    drop(j);
    let got = read(&path).unwrap();
    assert!(got.dropped.is_empty());
    assert_eq!(got.records[1], r);
    assert_eq!(got.records[1].payload.len(), big.len());
}

#[test]
fn invalid_utf8_is_reported_not_misread() {
    // A body that is not UTF-8 but carries a matching checksum.
    let body: &[u8] = b"1 0 note caf\xe9";
    let crc = line::CRC_FOR_TESTS.checksum(body);
    let mut bytes = body.to_vec();
    bytes.extend_from_slice(format!(" #{crc:08x}\n").as_bytes());
    let got = read_bytes(&bytes);
    assert!(got.records.is_empty());
    assert_eq!(got.dropped[0].reason, DropReason::InvalidUtf8);

    // Plain binary garbage.
    let garbage: Vec<u8> = (0..=255u8).cycle().take(2000).collect();
    let got = read_bytes(&garbage);
    assert!(got.records.is_empty());
    assert!(!got.dropped.is_empty());
    assert_eq!(got.clean_len, 0);
}

#[test]
fn unparsable_lines_say_why() {
    let good = line::encode(1, 0, "journal", "annabella 1");
    assert!(line::decode(good.trim_end().as_bytes()).is_ok());
    let cases: &[(&str, &str)] = &[
        ("", "no checksum"),
        ("hello world", "no checksum"),
        ("1 0 journal x #0000000G", "hex"),
    ];
    for (text, why) in cases {
        match line::decode(text.as_bytes()) {
            Err(DropReason::Unparsable(w)) => assert!(w.contains(why), "{text:?}: {w}"),
            other => panic!("{text:?}: {other:?}"),
        }
    }
    // Lines with a right checksum but a wrong shape.
    for (body, why) in [
        ("01 0 note x", "sequence"),
        ("0 0 note x", "sequence"),
        ("1 -5 note x", "time"),
        ("1 0 Note x", "kind"),
        ("1 0 note ", "space ends"),
        ("1 0 note a\u{1}b", "control"),
        ("1 0", "kind"),
    ] {
        let crc = line::CRC_FOR_TESTS.checksum(body.as_bytes());
        let text = format!("{body} #{crc:08x}");
        match line::decode(text.as_bytes()) {
            Err(DropReason::Unparsable(w)) => assert!(w.contains(why), "{body:?}: {w}"),
            other => panic!("{body:?}: {other:?}"),
        }
    }
}

#[test]
fn create_refuses_an_existing_file_and_bad_kinds() {
    let dir = TempDir::new();
    let path = dir.file("j");
    std::fs::write(&path, "precious").unwrap();
    assert_eq!(
        Journal::create(&path, &[]).unwrap_err().kind(),
        io::ErrorKind::AlreadyExists
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "precious");

    let other = dir.file("k");
    let err = Journal::create(&other, &[("Bad Kind", "x")]).unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::InvalidInput);
    assert!(!other.exists());
    let mut j = Journal::create(&other, &[]).unwrap();
    for kind in [
        "",
        "Move",
        "move!",
        "9lives",
        &"k".repeat(MAX_KIND_CHARS + 1),
    ] {
        assert_eq!(
            j.append(ms(0), kind, "x").unwrap_err().kind(),
            io::ErrorKind::InvalidInput,
            "{kind:?}"
        );
    }
    assert!(j.append(ms(0), "clock-2_b", "x").is_ok());
}

#[test]
fn a_file_that_is_no_journal_is_left_alone() {
    let dir = TempDir::new();
    let path = dir.file("notes.txt");
    std::fs::write(&path, "1. e4 e5 2. Nf3\n").unwrap();
    let err = Journal::open_append(&path).unwrap_err();
    assert!(matches!(
        err.get_ref().unwrap().downcast_ref::<OpenProblem>(),
        Some(OpenProblem::NotAJournal)
    ));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "1. e4 e5 2. Nf3\n");

    // A journal whose header is not ours either.
    let line = line::encode(1, 0, "something", "else");
    std::fs::write(&path, &line).unwrap();
    assert!(Journal::open_append(&path).is_err());
}

#[test]
fn one_journal_one_writer() {
    let dir = TempDir::new();
    let path = dir.file("j");
    let first = Journal::create(&path, &[]).unwrap();
    let err = Journal::open_append(&path).unwrap_err();
    assert_eq!(err.kind(), io::ErrorKind::WouldBlock);
    drop(first);
    assert!(Journal::open_append(&path).is_ok());
}

/// A journal being written can be read by others all the while (export of
/// an open game): on Windows, whose locks keep readers out of a locked
/// range, the lock lies past the end of any journal there can be.
#[test]
fn an_open_journal_can_be_read_by_others() {
    let dir = TempDir::new();
    let path = dir.file("j");
    let mut open = Journal::create(&path, &[("settings", "x")]).unwrap();
    open.append(Duration::from_secs(5), "input", "e4").unwrap();
    let read = read(&path).unwrap();
    assert_eq!(read.records.len(), 3);
    assert_eq!(read.records.last().unwrap().payload, "e4");
    assert!(LOCK_OFFSET > MAX_LINE_BYTES as u64 * u32::MAX as u64);
    drop(open);
}

#[test]
fn dropped_lines_read_as_sentences() {
    let d = DroppedLine {
        line_no: 7,
        offset: 100,
        reason: DropReason::OutOfSequence {
            expected: 7,
            found: 9,
        },
    };
    assert_eq!(
        d.to_string(),
        "Journal line 7: record 9 stands where record 7 should be."
    );
}
