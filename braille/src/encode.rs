//! Writing a move in chess braille.

use shakmaty::Role;
use shakmaty::san::{San, SanPlus, Suffix};

use super::cells::{BrailleAscii, Cells};
use super::code::ChessCode;
use super::decode::readings_of_bits;

/// Writes a move given as English SAN text, as shakmaty prints it ("Nbd7",
/// "exd6", "O-O-O", "e8=Q#").  Text that is not SAN is written letter by
/// letter in computer braille, so that nothing is lost on a scoresheet.
///
/// ```
/// use braille::{ChessCode, encode_move};
///
/// let uk = ChessCode::builtin("uk")?;
/// assert_eq!(encode_move("Nf3", &uk).to_unicode(), "⠎⠋⠒");
/// assert_eq!(encode_move("exd5", &uk).to_ascii(), "E;D5");
/// assert_eq!(encode_move("O-O", &uk).to_ascii(), "0-0");
/// // Not SAN: written as it is, letter by letter.
/// assert_eq!(encode_move("draw?", &uk).to_ascii(), "DRAW?");
/// # Ok::<(), braille::TableError>(())
/// ```
pub fn encode_move(san: &str, code: &ChessCode) -> Cells {
    match SanPlus::from_ascii(san.trim().as_bytes()) {
        Ok(san_plus) => encode_san(&san_plus, code),
        Err(_) => BrailleAscii::standard().text_to_cells(san.trim()),
    }
}

/// Writes a parsed SAN move.  Where the plain cells could be read as
/// another move (German D is also file d), the piece mark is written before
/// the piece, or the pawn letter before a pawn move.
///
/// ```
/// use braille::{ChessCode, decode_move, encode_san};
/// use shakmaty::san::SanPlus;
///
/// let uk = ChessCode::builtin("uk")?;
/// let nf3: SanPlus = "Nf3".parse()?;
/// assert_eq!(encode_san(&nf3, &uk).to_unicode(), "⠎⠋⠒");
///
/// // German: the queen's D is marked, the pawn's capture starts with B.
/// let de = ChessCode::builtin("de")?;
/// let queen = encode_san(&"Qxe5+".parse()?, &de);
/// let pawn = encode_san(&"dxe5".parse()?, &de);
/// assert_eq!(queen.to_unicode(), "⠰⠙⠭⠑⠢⠬");
/// assert_eq!(pawn.to_unicode(), "⠃⠙⠭⠑⠢");
/// assert_eq!(decode_move(&queen.to_unicode(), &de)?, "Qxe5+");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn encode_san(san: &SanPlus, code: &ChessCode) -> Cells {
    let mut out = Cells::new();
    let mut piece_at = None;
    // BCA 2015: a check is written before the destination square (with the
    // capture in one sign when both), not after the move.
    let check_before = !code.check_before().is_empty()
        && san.suffix == Some(Suffix::Check)
        && matches!(san.san, San::Normal { .. });
    match san.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            if role != Role::Pawn {
                piece_at = Some(out.len());
                out.extend_bits(code.piece_cells(role).unwrap_or_default());
            }
            if let Some(f) = file {
                out.push(code.file_cell(f));
            }
            if let Some(r) = rank {
                out.push(code.rank_cell(r));
            }
            match (capture, check_before) {
                (true, true) => out.extend_bits(code.capture_check()),
                (false, true) => out.extend_bits(code.check_before()),
                (true, false) => out.extend_bits(code.capture()),
                (false, false) => {}
            }
            out.push(code.file_cell(to.file()));
            out.push(code.rank_cell(to.rank()));
            if let Some(p) = promotion {
                out.extend_bits(code.promotion());
                out.extend_bits(code.piece_cells(p).unwrap_or_default());
            }
        }
        San::Castle(side) => out.extend_bits(code.castle(side)),
        San::Put { .. } | San::Null => {
            return BrailleAscii::standard().text_to_cells(&san.to_string());
        }
    }
    match san.suffix {
        Some(Suffix::Check) if check_before => {}
        Some(Suffix::Check) => out.extend_bits(code.check()),
        Some(Suffix::Checkmate) => out.extend_bits(code.mate()),
        None => {}
    }
    if let San::Normal { role, .. } = san.san {
        let expected = san.to_string();
        let unique = |cells: &Cells| {
            readings_of_bits(cells.bits(), code).is_ok_and(|r| r == [expected.as_str()])
        };
        if !unique(&out) {
            let mut marked = out.clone();
            match (piece_at, code.piece_cells(Role::Pawn)) {
                (Some(at), _) => marked.insert_bits(at, code.piece_mark()),
                (None, Some(pawn)) if role == Role::Pawn => marked.insert_bits(0, pawn),
                _ => {}
            }
            if unique(&marked) {
                return marked;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uk_moves() {
        let c = ChessCode::builtin("uk").unwrap();
        let cases = [
            ("e4", "⠑⠲", "E4"),
            ("Nf3", "⠎⠋⠒", "SF3"),
            ("Nbd7", "⠎⠃⠙⠶", "SBD7"),
            ("R1a3", "⠗⠂⠁⠒", "R1A3"),
            ("Qh4e1", "⠟⠓⠲⠑⠂", "QH4E1"),
            // BCA 2015 examples: capture 5-6 and check 4-5 before the
            // square, both 4-5-6; mate "mate" after the move.
            ("Rf4", "⠗⠋⠲", "RF4"),
            ("d5", "⠙⠢", "D5"),
            ("cxd5", "⠉⠰⠙⠢", "C;D5"),
            ("f5+", "⠘⠋⠢", "^F5"),
            ("Rxf4", "⠗⠰⠋⠲", "R;F4"),
            ("Rxf4+", "⠗⠸⠋⠲", "R_F4"),
            ("Nce5", "⠎⠉⠑⠢", "SCE5"),
            ("Nb1c3", "⠎⠃⠂⠉⠒", "SB1C3"),
            ("N1c3", "⠎⠂⠉⠒", "S1C3"),
            ("Re8#", "⠗⠑⠦⠜⠍", "RE8>M"),
            ("exd6", "⠑⠰⠙⠖", "E;D6"),
            ("Bxf7+", "⠇⠸⠋⠶", "L_F7"),
            ("Qd8#", "⠟⠙⠦⠜⠍", "QD8>M"),
            ("Qxf7#", "⠟⠰⠋⠶⠜⠍", "Q;F7>M"),
            ("O-O", "⠴⠤⠴", "0-0"),
            // Castling has no square: its check follows (no source).
            ("O-O-O+", "⠴⠤⠴⠤⠴⠬", "0-0-0+"),
            ("O-O#", "⠴⠤⠴⠜⠍", "0-0>M"),
            ("e8=Q+", "⠘⠑⠦⠟", "^E8Q"),
            ("e8=Q#", "⠑⠦⠟⠜⠍", "E8Q>M"),
            ("bxa1=N", "⠃⠰⠁⠂⠎", "B;A1S"),
            ("bxa1=N+", "⠃⠸⠁⠂⠎", "B_A1S"),
            ("Kxh2", "⠅⠰⠓⠆", "K;H2"),
        ];
        for (san, unicode, ascii) in cases {
            let cells = encode_move(san, &c);
            assert_eq!(cells.to_unicode(), unicode, "{san}");
            assert_eq!(cells.to_ascii(), ascii, "{san}");
        }
        // Not SAN: spelled out.
        assert_eq!(encode_move("draw?", &c).to_ascii(), "DRAW?");
    }

    #[test]
    fn german_marks_only_where_needed() {
        let c = ChessCode::builtin("de").unwrap();
        let cases = [
            ("Qd1", "⠙⠙⠂"),
            ("Qxa5", "⠙⠭⠁⠢"),
            ("Qxe5", "⠰⠙⠭⠑⠢"),
            ("dxe5", "⠃⠙⠭⠑⠢"),
            ("Rad1", "⠞⠁⠙⠂"),
            ("dxe8=Q+", "⠙⠭⠑⠦⠙⠬"),
            ("Qxe8", "⠙⠭⠑⠦"),
            ("bxc5", "⠃⠭⠉⠢"),
            ("d4", "⠙⠲"),
        ];
        for (san, unicode) in cases {
            assert_eq!(encode_move(san, &c).to_unicode(), unicode, "{san}");
        }
    }
}
