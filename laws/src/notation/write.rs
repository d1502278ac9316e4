//! Writing moves in the algebraic notation of a language: SAN with that
//! language's piece letters ("Кр" for the Russian king, "S" for the German
//! knight), castling as 0-0 / 0-0-0 as FIDE scoresheets write it.

use shakmaty::san::{San, SanPlus, Suffix};

use super::letters::{self, LetterSet};

/// How moves are written for the user: SAN in a letter set's piece
/// letters, or ICCF numeric notation (digits only, the same in every
/// language; see [`super::iccf`]).
#[derive(Clone, Copy, Debug)]
pub enum Writing {
    /// SAN with these piece letters.
    Letters(&'static LetterSet),
    /// ICCF digits: `5254`, `7163`, castling as the king's move.
    Iccf,
}

impl Writing {
    /// The code that chooses ICCF numeric notation (`--write-notation iccf`).
    pub const ICCF: &'static str = "iccf";

    /// The writing a code names: a letter set's code or `iccf`.
    ///
    /// ```
    /// use laws::notation::Writing;
    /// assert!(matches!(Writing::by_code("iccf"), Some(Writing::Iccf)));
    /// assert!(matches!(Writing::by_code("de"), Some(Writing::Letters(_))));
    /// assert!(Writing::by_code("xx").is_none());
    /// ```
    pub fn by_code(code: &str) -> Option<Writing> {
        if code.eq_ignore_ascii_case(Self::ICCF) {
            return Some(Writing::Iccf);
        }
        letters::by_code(code).map(Writing::Letters)
    }

    /// Writes `m`, whose SAN (with its check sign) is `san`. ICCF has no
    /// check sign.
    pub fn write(&self, m: &shakmaty::Move, san: &SanPlus) -> String {
        match self {
            Writing::Letters(set) => write_san(san, set),
            Writing::Iccf => super::iccf::write(m),
        }
    }
}

/// Writes `san` with the letters of `set`.
///
/// ```
/// use laws::notation::{letters, write_san};
/// use shakmaty::san::SanPlus;
///
/// let german = letters::by_code("de").unwrap();
/// let russian = letters::by_code("ru").unwrap();
/// assert_eq!(write_san(&"Nf3".parse::<SanPlus>().unwrap(), german), "Sf3");
/// assert_eq!(write_san(&"Kxe2+".parse::<SanPlus>().unwrap(), russian), "Крxe2+");
/// assert_eq!(write_san(&"O-O".parse::<SanPlus>().unwrap(), german), "0-0");
/// ```
pub fn write_san(san: &SanPlus, set: &LetterSet) -> String {
    let mut out = String::with_capacity(8);
    match san.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            out.push_str(set.letter(role));
            if let Some(f) = file {
                out.push(f.char());
            }
            if let Some(r) = rank {
                out.push(r.char());
            }
            if capture {
                out.push('x');
            }
            out.push(to.file().char());
            out.push(to.rank().char());
            if let Some(p) = promotion {
                out.push('=');
                out.push_str(set.letter(p));
            }
        }
        San::Castle(side) => out.push_str(if side.is_king_side() { "0-0" } else { "0-0-0" }),
        San::Put { role, to } => {
            out.push_str(set.letter(role));
            out.push('@');
            out.push(to.file().char());
            out.push(to.rank().char());
        }
        San::Null => out.push_str("--"),
    }
    match san.suffix {
        Some(Suffix::Check) => out.push('+'),
        Some(Suffix::Checkmate) => out.push('#'),
        None => {}
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::letters::by_code;
    use shakmaty::{Chess, Position, san::San};

    fn san(pos: &Chess, s: &str) -> SanPlus {
        let m = s.parse::<San>().unwrap().to_move(pos).unwrap();
        SanPlus::from_move(pos.clone(), m)
    }

    #[test]
    fn letters_per_language() {
        let p = Chess::default();
        let nf3 = san(&p, "Nf3");
        let expect = [
            ("en", "Nf3"),
            ("de", "Sf3"),
            ("ru", "Кf3"),
            ("fr", "Cf3"),
            ("nl", "Pf3"),
            ("figurine", "♘f3"),
        ];
        for (code, want) in expect {
            assert_eq!(write_san(&nf3, by_code(code).unwrap()), want);
        }
        assert_eq!(write_san(&san(&p, "e4"), by_code("ru").unwrap()), "e4");
    }

    #[test]
    fn king_promotion_and_castling() {
        let p: Chess = "r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        assert_eq!(write_san(&san(&p, "O-O"), by_code("en").unwrap()), "0-0");
        assert_eq!(
            write_san(&san(&p, "bxa8=Q"), by_code("ru").unwrap()),
            "bxa8=Ф+"
        );
        assert_eq!(write_san(&san(&p, "Kd2"), by_code("ru").unwrap()), "Крd2");
        assert_eq!(p.turn(), shakmaty::Color::White);
    }

    #[test]
    fn iccf_writing() {
        let p = Chess::default();
        let nf3 = san(&p, "Nf3");
        let m = nf3.san.to_move(&p).unwrap();
        assert_eq!(Writing::by_code("iccf").unwrap().write(&m, &nf3), "7163");
        assert_eq!(Writing::by_code("en").unwrap().write(&m, &nf3), "Nf3");
    }
}
