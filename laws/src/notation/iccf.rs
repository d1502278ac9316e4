//! ICCF numeric notation, the language-free notation of correspondence
//! chess (and of many braille readers): a move is its departure and target
//! squares, each written as file digit and rank digit (a = 1 ... h = 8),
//! so e2-e4 is `5254` and Ng1-f3 is `7163`. Castling is the king's move
//! (`5171`, `5131`, `5878`, `5838`); a promotion has a fifth digit, 1 queen,
//! 2 rook, 3 bishop, 4 knight (`57581` is e7-e8=Q).

use shakmaty::{File, Move, Rank, Role, Square};

use super::Intent;

/// The move `text` writes in ICCF numeric notation, when it is four digits
/// 1 to 8, or five with a promotion digit 1 to 4 last. Nothing else is read:
/// no signs, no spaces inside.
///
/// ```
/// use laws::notation::{Intent, iccf};
/// use shakmaty::Square;
///
/// let i = iccf::read("5254").unwrap();
/// assert_eq!(i.from_square(), Some(Square::E2));
/// assert!(iccf::read("5294").is_none());
/// ```
pub fn read(text: &str) -> Option<Intent> {
    let d = text.as_bytes();
    if !(d.len() == 4 || d.len() == 5) {
        return None;
    }
    let coord = |b: u8| (b'1'..=b'8').contains(&b).then(|| u32::from(b - b'1'));
    let (ff, fr, tf, tr) = (coord(d[0])?, coord(d[1])?, coord(d[2])?, coord(d[3])?);
    let promotion = match d.get(4) {
        None => None,
        Some(b'1') => Some(Role::Queen),
        Some(b'2') => Some(Role::Rook),
        Some(b'3') => Some(Role::Bishop),
        Some(b'4') => Some(Role::Knight),
        Some(_) => return None,
    };
    Some(Intent::Normal {
        role: None,
        from_file: Some(File::new(ff)),
        from_rank: Some(Rank::new(fr)),
        to: Square::from_coords(File::new(tf), Rank::new(tr)),
        capture: false,
        promotion,
        en_passant: false,
    })
}

/// Why a line of digits is no move in ICCF numeric notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IccfProblem {
    /// Not four digits, or five with a promotion.
    Length,
    /// A digit of a square that is not 1 to 8.
    Square,
    /// A fifth digit that names no piece (1 to 4).
    Promotion,
}

/// Why `text`, three to six digits and nothing else, is no ICCF move;
/// `None` for a move ([`read`]) and for anything else (a word, a move in
/// another notation, a number too short or too long to be meant as one).
///
/// ```
/// use laws::notation::iccf::{self, IccfProblem};
///
/// assert_eq!(iccf::problem("57585"), Some(IccfProblem::Promotion));
/// assert_eq!(iccf::problem("5259"), Some(IccfProblem::Square));
/// assert_eq!(iccf::problem("525"), Some(IccfProblem::Length));
/// assert_eq!(iccf::problem("5254"), None);
/// assert_eq!(iccf::problem("e4"), None);
/// ```
pub fn problem(text: &str) -> Option<IccfProblem> {
    let d = text.as_bytes();
    if !(3..=6).contains(&d.len()) || !d.iter().all(u8::is_ascii_digit) || read(text).is_some() {
        return None;
    }
    Some(if !(d.len() == 4 || d.len() == 5) {
        IccfProblem::Length
    } else if d[..4].iter().any(|b| !(b'1'..=b'8').contains(b)) {
        IccfProblem::Square
    } else {
        IccfProblem::Promotion
    })
}

/// `m` in ICCF numeric notation: castling as the king's move to its
/// square (g or c file), a promotion with its digit.
///
/// ```
/// use laws::notation::iccf;
/// use shakmaty::{Move, Role, Square};
///
/// let m = Move::Normal {
///     role: Role::Knight,
///     from: Square::G1,
///     capture: None,
///     to: Square::F3,
///     promotion: None,
/// };
/// assert_eq!(iccf::write(&m), "7163");
/// ```
pub fn write(m: &Move) -> String {
    let (from, to) = match *m {
        Move::Castle { king, rook } => {
            let file = if rook.file() > king.file() {
                File::G
            } else {
                File::C
            };
            (king, Square::from_coords(file, king.rank()))
        }
        Move::Normal { from, to, .. } | Move::EnPassant { from, to } => (from, to),
        Move::Put { to, .. } => (to, to),
    };
    let digit = |n: u32| char::from(b'1' + n as u8);
    let mut s = String::with_capacity(5);
    for sq in [from, to] {
        s.push(digit(u32::from(sq.file())));
        s.push(digit(u32::from(sq.rank())));
    }
    match m.promotion() {
        Some(Role::Queen) => s.push('1'),
        Some(Role::Rook) => s.push('2'),
        Some(Role::Bishop) => s.push('3'),
        Some(Role::Knight) => s.push('4'),
        _ => {}
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{CaseRule, LangChoice, Reader};
    use shakmaty::{CastlingMode, Chess, fen::Fen};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    fn play(p: &Chess, text: &str) -> Move {
        Reader::new(LangChoice::Auto, CaseRule::Exact)
            .resolve(p, text)
            .unwrap_or_else(|e| panic!("{text}: {e:?}"))
    }

    #[test]
    fn the_examples_of_the_notation() {
        let start = Chess::default();
        assert_eq!(play(&start, "5254").to_string(), "e2-e4");
        assert_eq!(play(&start, "7163").to_string(), "Ng1-f3");
        let castles = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        assert!(play(&castles, "5171").is_castle());
        assert!(play(&castles, "5131").is_castle());
        assert_eq!(write(&play(&castles, "5171")), "5171");
        assert_eq!(write(&play(&castles, "5131")), "5131");
        let black = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
        assert_eq!(write(&play(&black, "5878")), "5878");
        assert_eq!(write(&play(&black, "5838")), "5838");
        let promo = pos("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        for (text, role) in [
            ("17181", Role::Queen),
            ("17182", Role::Rook),
            ("17183", Role::Bishop),
            ("17184", Role::Knight),
            ("17281", Role::Queen),
        ] {
            let m = play(&promo, text);
            assert_eq!(m.promotion(), Some(role), "{text}");
            assert_eq!(write(&m), text);
        }
    }

    #[test]
    fn only_digits_that_name_squares_are_read() {
        for text in [
            "", "525", "5259", "0254", "52545", "5254+", "52 54", "525410",
        ] {
            assert!(read(text).is_none(), "{text:?}");
        }
        // A fifth digit 4 is read (the knight); e2-e4 is then refused as
        // no promotion.
        assert!(read("52544").is_some());
    }

    /// Digits that are no move are said to be wrong as numeric notation
    /// (a bad fifth digit was "the target square is missing").
    #[test]
    fn digits_that_are_no_move_say_what_is_wrong() {
        use crate::notation::{MoveError, ParseError};
        let r = Reader::new(LangChoice::Auto, CaseRule::Exact);
        let start = pos("8/4P3/8/8/8/8/k7/4K3 w - - 0 1");
        for (text, p) in [
            ("57585", IccfProblem::Promotion),
            ("57580", IccfProblem::Promotion),
            ("5759", IccfProblem::Square),
            ("0000", IccfProblem::Square),
            ("575", IccfProblem::Length),
            ("525410", IccfProblem::Length),
        ] {
            assert_eq!(r.read(text), Err(ParseError::Iccf(p)), "{text}");
            assert_eq!(r.resolve(&start, text), Err(MoveError::Iccf(p)), "{text}");
        }
        assert_eq!(problem("57581"), None);
        assert_eq!(problem("e7e8q"), None);
        assert_eq!(problem("12"), None);
    }
}
