//! A move as a person described it, before it is checked against a position.
//!
//! Every input form (algebraic in any language, spoken words, braille) is
//! parsed into one or more [`Intent`]s; [`crate::notation::resolve`] then
//! finds the legal move they mean, or explains in words why there is none.

use shakmaty::{CastlingSide, File, Rank, Role, Square};

/// What the player said about a move. Fields left `None` were not said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Intent {
    /// "O-O", "Kurze Rochade".
    Castle(CastlingSide),
    /// Every other move.
    Normal {
        /// The moving piece; `None` when the input named no piece and gave a
        /// departure square (UCI "g1f3", spoken "Gustav eins Felix drei"), so
        /// any piece on that square is meant.
        role: Option<Role>,
        /// The departure file, when written.
        from_file: Option<File>,
        /// The departure rank, when written.
        from_rank: Option<Rank>,
        /// The target square.
        to: Square,
        /// The input said "x", "schlägt", ...; a capture that is not
        /// written is still accepted (Appendix E allows omitting it).
        capture: bool,
        /// The piece a pawn becomes, when written.
        promotion: Option<Role>,
        /// "e.p." or "en passant" was said.
        en_passant: bool,
    },
}

impl Intent {
    /// A plain move to a square with nothing else said.
    pub fn to_square(role: Option<Role>, to: Square) -> Intent {
        Intent::Normal {
            role,
            from_file: None,
            from_rank: None,
            to,
            capture: false,
            promotion: None,
            en_passant: false,
        }
    }

    /// The departure square, when both file and rank were given.
    pub fn from_square(&self) -> Option<Square> {
        match *self {
            Intent::Normal {
                from_file: Some(f),
                from_rank: Some(r),
                ..
            } => Some(Square::from_coords(f, r)),
            _ => None,
        }
    }
}

/// The readings of a line, in tiers of preference (first tier first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Readings {
    /// The moves the line may mean; the first tier with a legal move wins.
    pub tiers: Vec<Vec<Intent>>,
}

impl Readings {
    /// All readings, whatever their tier.
    pub(crate) fn all(&self) -> impl Iterator<Item = &Intent> {
        self.tiers.iter().flatten()
    }

    /// True if some reading is `intent`.
    pub fn contains(&self, intent: &Intent) -> bool {
        self.all().any(|i| i == intent)
    }
}
