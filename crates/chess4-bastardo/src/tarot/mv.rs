//! The variant's actions: chance draws, setup decisions, board moves and the special moves of Death, the
//! Queen and the Spectre King.

use core::fmt;
use core::str::FromStr;

use board_core::Square;

use super::{Card, Objective};
use crate::Move;
use crate::error::MoveParseError;

/// One action of the tarot-objectives game.
///
/// Notation (what `Display` prints and [`TarotGame::parse_move`](super::TarotGame::parse_move) reads):
/// `draw:7` (nature deals a card of class 7), `choose:7` (keep that card of one's hand as an objective),
/// `declare`, `keep`, `change`, `pick:Q` (objective 9's choice), `redeal` (the all-unhappy vote), board moves
/// as in the base game (`d1d3`, `a7a8=A`, `pass`), `@e4` (Death put back on e4), `retire`.
///
/// With `serde`, an action is its notation string, read back by `FromStr` without the game (the notation is
/// complete: `a7a8` without `=A` is read as no promotion, which the game would refuse).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TarotMove {
    /// Nature: the next card drawn is of this class (a chance outcome).
    Draw(Card),
    /// Keep this card of the hand as an objective (after a major arcanum, or objective 2's second pick).
    Choose(Card),
    /// Declare one's objective (forced for 2, 9, 10 and the Plague; chosen for 3 at once, or 6/7/8 at the
    /// confirmation or on a turn, where it costs no move).
    Declare,
    /// Keep the objective as it is: a parasite that stays secret, an offered change refused, or a vote
    /// against a new deal.
    Keep,
    /// Give up an objective for a new draw (offered by a declared alliance).
    Change,
    /// Objective 9: the objective chosen.
    Pick(Objective),
    /// Vote for a new deal (rules option: all four players unhappy).
    Redeal,
    /// A piece move or the pass, as in the base game (Death's jumps and the Queen's moves included).
    Board(Move),
    /// Put Death back on this empty square.
    Enter(Square),
    /// Leave the game with one's pieces counted (the Queen when no king remains; a lone Spectre King).
    Retire,
}

impl TarotMove {
    /// The board move, if this is one.
    pub const fn board(self) -> Option<Move> {
        match self {
            TarotMove::Board(mv) => Some(mv),
            _ => None,
        }
    }
}

impl From<Move> for TarotMove {
    fn from(mv: Move) -> TarotMove {
        TarotMove::Board(mv)
    }
}

impl fmt::Display for TarotMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TarotMove::Draw(card) => write!(f, "draw:{card}"),
            TarotMove::Choose(card) => write!(f, "choose:{card}"),
            TarotMove::Declare => f.write_str("declare"),
            TarotMove::Keep => f.write_str("keep"),
            TarotMove::Change => f.write_str("change"),
            TarotMove::Pick(objective) => write!(f, "pick:{objective}"),
            TarotMove::Redeal => f.write_str("redeal"),
            TarotMove::Board(mv) => fmt::Display::fmt(mv, f),
            TarotMove::Enter(sq) => write!(f, "@{sq}"),
            TarotMove::Retire => f.write_str("retire"),
        }
    }
}

impl fmt::Debug for TarotMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Reads the notation alone (see the type); it cannot tell a legal move, the game can.
impl FromStr for TarotMove {
    type Err = MoveParseError;

    fn from_str(s: &str) -> Result<TarotMove, MoveParseError> {
        let s = s.trim();
        if let Some((word, arg)) = s.split_once(':') {
            let card: Card = arg.trim().parse()?;
            return match word.trim() {
                "draw" => Ok(TarotMove::Draw(card)),
                "choose" => Ok(TarotMove::Choose(card)),
                "pick" => Objective::of_card(card).map(TarotMove::Pick).ok_or(MoveParseError::Syntax),
                _ => Err(MoveParseError::Syntax),
            };
        }
        if let Some(square) = s.strip_prefix('@') {
            return square.parse().map(TarotMove::Enter).map_err(|_| MoveParseError::Syntax);
        }
        match s {
            "declare" => Ok(TarotMove::Declare),
            "keep" => Ok(TarotMove::Keep),
            "change" => Ok(TarotMove::Change),
            "redeal" => Ok(TarotMove::Redeal),
            "retire" => Ok(TarotMove::Retire),
            _ => s.parse().map(TarotMove::Board),
        }
    }
}
