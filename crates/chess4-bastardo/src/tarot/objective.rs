//! The fourteen objectives and the corners they name.

use core::fmt;

use super::Card;
use crate::Seat;

/// A secret objective, given by the class of the card drawn (the suit does not matter).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Objective {
    /// 1: keep only the king; this king may capture its own pieces.
    OnlyKing,
    /// 2: two objectives, the rook an Amazon from the start (declared).
    TwoObjectives,
    /// 3: the parasite, allied with the diagonal corner.
    Parasite,
    /// 4: give four consecutive checks.
    FourChecks,
    /// 5: capture five pawns (or the last pawn on the board).
    FivePawns,
    /// 6: eliminate the corner in front (the one the seat's pawns march towards).
    FrontCorner,
    /// 7: eliminate the diagonal corner.
    DiagonalCorner,
    /// 8: eliminate the corner beside, on the same edge ("di fianco").
    SideCorner,
    /// 9: choose your objective (declared); everyone may also win by eliminating this seat.
    Choose,
    /// 10: capture ten pieces; an Amazon instead of the bishop (declared).
    TenCaptures,
    /// Page (*Fante*): the Plague (declared).
    Plague,
    /// Knight (*Cavallo*): Death, the knight that jumps anywhere and is never really captured.
    Death,
    /// Queen (*Regina*): the king is a Queen; win by capturing a king with it.
    Queen,
    /// King (*Re*): the Spectre King, only an Amazon can take it; be the last one on the board.
    SpectreKing,
}

impl Objective {
    /// Every objective, in card order.
    pub const ALL: [Objective; 14] = [
        Objective::OnlyKing,
        Objective::TwoObjectives,
        Objective::Parasite,
        Objective::FourChecks,
        Objective::FivePawns,
        Objective::FrontCorner,
        Objective::DiagonalCorner,
        Objective::SideCorner,
        Objective::Choose,
        Objective::TenCaptures,
        Objective::Plague,
        Objective::Death,
        Objective::Queen,
        Objective::SpectreKing,
    ];

    /// The objective of a card; `None` for a major arcanum.
    pub const fn of_card(card: Card) -> Option<Objective> {
        if card.index() < 14 { Some(Objective::ALL[card.index()]) } else { None }
    }

    /// The card class that gives this objective.
    pub const fn card(self) -> Card {
        Card::ALL[self as usize]
    }

    /// Whether the seed says it "must be declared" at once: 2, 9, 10 and the Plague.
    pub const fn must_declare(self) -> bool {
        matches!(
            self,
            Objective::TwoObjectives | Objective::Choose | Objective::TenCaptures | Objective::Plague
        )
    }

    /// Whether it is judged only at the end of the game (the Plague and Death: most captures).
    pub const fn is_judged_at_end(self) -> bool {
        matches!(self, Objective::Plague | Objective::Death)
    }

    /// The corner an objective 6, 7 or 8 aims at first, from `seat`: in front (the corner the seat's pawns
    /// march towards, on the same file edge), diagonal, beside (on the same rank edge).
    pub const fn first_target(self, seat: Seat) -> Option<Seat> {
        // Seats go a1, h1, h8, a8 round the board: diagonal is two along, "beside" on the same rank edge is
        // a1<->h1 and h8<->a8, "in front" on the same file edge a1<->a8 and h1<->h8.
        let i = seat as usize;
        let target = match self {
            Objective::FrontCorner => 3 - i,
            Objective::DiagonalCorner => (i + 2) % 4,
            Objective::SideCorner => i ^ 1,
            _ => return None,
        };
        Seat::from_index(target)
    }

    /// The English name.
    pub const fn name(self) -> &'static str {
        match self {
            Objective::OnlyKing => "only the king",
            Objective::TwoObjectives => "two objectives",
            Objective::Parasite => "the parasite",
            Objective::FourChecks => "four checks",
            Objective::FivePawns => "five pawns",
            Objective::FrontCorner => "the corner in front",
            Objective::DiagonalCorner => "the diagonal corner",
            Objective::SideCorner => "the corner beside",
            Objective::Choose => "choose your objective",
            Objective::TenCaptures => "ten captures",
            Objective::Plague => "the Plague",
            Objective::Death => "Death",
            Objective::Queen => "the Queen",
            Objective::SpectreKing => "the Spectre King",
        }
    }
}

impl fmt::Display for Objective {
    /// The card notation (`1`..`10`, `P`, `N`, `Q`, `K`), as in `pick:5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.card(), f)
    }
}
