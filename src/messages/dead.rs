//! Why a position is, or is not, dead (5.2.2), or why a side cannot
//! checkmate (5.1.2, 6.9): the answer to `why dead`.

use super::catalog::Catalog;
use laws::notation::Namer;
use laws::rules::{Explanation, Ground};
use shakmaty::{Color, Role};

/// Why a position is, or is not, dead, in sentences a player can follow.
pub trait DeadTexts {
    /// The verdict first, then each side's ground, the locked pawns and
    /// the squares each piece can reach: one sentence a line.
    fn dead_why(&self, e: &Explanation, n: &dyn Namer) -> Vec<String>;

    /// Why a game just ended as dead, or why a loss was drawn because the
    /// opponent cannot checkmate: the reason each side that can never mate
    /// cannot, in a sentence or two, said after the result.
    fn dead_reason(&self, e: &Explanation) -> Vec<String>;

    /// After the arbiter ruled the position dead: each side in `can_mate`
    /// can still checkmate (a mate was found), then that the ruling
    /// stands and how to take it back. Nothing when `can_mate` is empty.
    fn dead_ruled_but_mate(&self, can_mate: &[Color]) -> Vec<String>;
}

/// The side can never checkmate, for this reason.
fn proved(g: &Ground) -> bool {
    matches!(
        g,
        Ground::Material | Ground::NeverChecks | Ground::BishopsOfOneColour | Ground::Exhausted
    )
}

/// The message for a side's ground.
fn ground_id(g: &Ground) -> &'static str {
    match g {
        Ground::Material => "dead-ground-material",
        Ground::NeverChecks => "dead-ground-never-checks",
        Ground::BishopsOfOneColour => "dead-ground-bishops",
        Ground::Exhausted => "dead-ground-exhausted",
        Ground::Possible => "dead-ground-possible",
        Ground::Undecided => "dead-ground-undecided",
    }
}

impl DeadTexts for Catalog {
    fn dead_why(&self, e: &Explanation, n: &dyn Namer) -> Vec<String> {
        let mut out = Vec::new();
        let locked_in = !e.locked.is_empty()
            && matches!(e.white, Ground::NeverChecks)
            && matches!(e.black, Ground::NeverChecks);
        out.push(self.t(if locked_in {
            "dead-why-locked"
        } else if e.is_dead() {
            "dead-why-dead"
        } else {
            "dead-why-not"
        }));
        for side in [Color::White, Color::Black] {
            let id = ground_id(e.ground(side));
            out.push(self.args().colour("c", side).fmt(id));
        }
        if !e.locked.is_empty() {
            let list: Vec<String> = e.locked.iter().map(|(_, sq)| n.square(*sq)).collect();
            out.push(
                self.args()
                    .n("n", u32::try_from(list.len()).unwrap_or(u32::MAX))
                    .s("list", list.join(", "))
                    .fmt("dead-locked"),
            );
        }
        for p in &e.pieces {
            if p.piece.role == Role::Pawn {
                continue;
            }
            let squares: Vec<String> = p.reach.into_iter().map(|sq| n.square(sq)).collect();
            out.push(
                self.args()
                    .colour("c", p.piece.color)
                    .piece("piece", p.piece.role, n.role(p.piece.role))
                    .s("square", n.square(p.square))
                    .n("n", u32::try_from(squares.len()).unwrap_or(u32::MAX))
                    .s("list", squares.join(", "))
                    .fmt("dead-reach"),
            );
        }
        out
    }

    fn dead_reason(&self, e: &Explanation) -> Vec<String> {
        if e.white == Ground::Material && e.black == Ground::Material {
            return vec![self.t("dead-end-material")];
        }
        if !e.locked.is_empty() && e.white == Ground::NeverChecks && e.black == Ground::NeverChecks
        {
            return vec![self.t("dead-why-locked")];
        }
        [Color::White, Color::Black]
            .into_iter()
            .filter(|&side| proved(e.ground(side)))
            .map(|side| self.args().colour("c", side).fmt(ground_id(e.ground(side))))
            .collect()
    }

    fn dead_ruled_but_mate(&self, can_mate: &[Color]) -> Vec<String> {
        if can_mate.is_empty() {
            return Vec::new();
        }
        let mut out: Vec<String> = can_mate
            .iter()
            .map(|&side| self.args().colour("c", side).fmt("dead-ruled-can-mate"))
            .collect();
        out.push(self.t("dead-ruled-stands"));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::messages::{AlgebraicNamer, texts};
    use laws::lang::Lang;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess};

    #[test]
    fn a_locked_chain_is_explained_in_every_language() {
        let pos: Chess = "3k4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3K4 w - - 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let e = laws::rules::explain(&pos);
        for lang in [Lang::En, Lang::De, Lang::Ru] {
            let t = texts(lang);
            let lines = crate::messages::catalog::builtin(lang).dead_why(&e, &AlgebraicNamer(t));
            assert_eq!(lines.len(), 6, "{lang:?}: {lines:#?}");
            assert!(lines[3].contains("a4"), "{lines:#?}");
            assert!(lines.iter().all(|l| !l.contains('{')), "{lines:#?}");
        }
        let en = crate::messages::catalog::builtin(Lang::En)
            .dead_why(&e, &AlgebraicNamer(texts(Lang::En)));
        assert_eq!(
            en[0],
            "No capture is possible any more and no piece can reach the other king: dead position."
        );
    }
}
