//! ICCF numeric notation over real master games (the workspace's
//! tests/data): in every position of every game, each legal move written
//! in ICCF digits and read back is that move, in every letter set.

use laws::notation::{CaseRule, LangChoice, Reader, iccf, letters};
use laws::pgn::read_games;
use shakmaty::{Chess, Position};

fn positions() -> Vec<(String, Chess)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for p in paths {
        let text = std::fs::read_to_string(&p).unwrap();
        for g in read_games(&text) {
            let g = g.unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            let mut pos = g.start.clone();
            for (ply, m) in g.moves.iter().enumerate() {
                out.push((format!("{} ply {ply}", p.display()), pos.clone()));
                pos.play_unchecked(*m);
            }
            out.push((format!("{} end", p.display()), pos));
        }
    }
    out
}

#[test]
fn every_legal_move_of_every_position_round_trips() {
    let positions = positions();
    assert!(positions.len() > 500, "{} positions", positions.len());
    let readers: Vec<Reader> = std::iter::once(Reader::default())
        .chain(
            letters::all()
                .iter()
                .map(|s| Reader::new(LangChoice::parse(&s.code).unwrap(), CaseRule::Exact)),
        )
        .collect();
    let (mut moves, mut castles, mut promotions) = (0, 0, 0);
    for (at, pos) in &positions {
        for m in pos.legal_moves() {
            let text = iccf::write(&m);
            assert!(
                text.len() == 4 + usize::from(m.is_promotion())
                    && text.bytes().all(|b| (b'1'..=b'8').contains(&b)),
                "{at}: {m} written {text:?}"
            );
            for r in &readers {
                assert_eq!(r.resolve(pos, &text), Ok(m), "{at}: {m} as {text}");
            }
            moves += 1;
            castles += usize::from(m.is_castle());
            promotions += usize::from(m.is_promotion());
        }
    }
    assert!(moves > 10_000, "{moves} moves");
    assert!(castles > 10, "{castles} castlings");
    eprintln!("{moves} legal moves ({castles} castlings, {promotions} promotions) round-trip");
}
