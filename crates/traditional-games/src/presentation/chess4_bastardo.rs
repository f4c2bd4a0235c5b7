//! Il Bastardo as front ends present it. The tool plays `Position`, whose game tree is the one perft counts; the
//! threefold-repetition ending lives in `GameHistory`, so self-play games here end by elimination or by the
//! no-progress limit.
//!
//! `undo` in `play` goes through the rules' take-back vote ([`TakeBackVote`] on a [`GameHistory`] of the
//! session's plies): an absolute majority of the players still in the game must agree.

use abstract_game::{Game, PlayerId};
use chess4_bastardo::{GameHistory, Position, Rules, Seat, TakeBackError, TakeBackVote, VoteState};

use super::{Ballot, Colour, Presentation};
use crate::Ply;
use crate::bots::Capabilities;

impl Presentation for Position {
    /// From and to (`e2e4`); a promotion's piece (`=A`) is not an element: the moves sharing their squares
    /// differ by it, and a page asks which. A pass has none.
    fn move_parts(&self, mv: <Self as Game>::Move) -> Vec<String> {
        super::named_squares(&mv.to_string())
    }

    fn board(&self) -> String {
        self.pretty()
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::chess4::capabilities()
    }

    fn is_out(&self, seat: PlayerId) -> bool {
        Seat::from_player_id(seat).is_some_and(|s| self.is_eliminated(s))
    }

    fn narrate(&self, history: &[Ply<Self>]) -> Option<String> {
        let last = history.last()?;
        eliminations(&last.before, self, last.seat)
    }

    /// The seed's take-back: the session's plies become a [`GameHistory`], a [`TakeBackVote`] is opened on
    /// it, the voters (the seats still in the game) are asked in seat order until the vote is decided, and
    /// the record's own take-back gives the earlier position.
    fn take_back(
        &self,
        history: &[Ply<Self>],
        plies: usize,
        ballot: Ballot<'_>,
    ) -> Result<Option<Self>, String> {
        let start = history.first().map_or(*self, |ply| ply.before);
        let mut record = GameHistory::new(start);
        for ply in history {
            record.play_unchecked(ply.mv);
        }
        let mut vote = TakeBackVote::open(&record, plies).map_err(|e| e.to_string())?;
        let (mut state, mut approvals) = (vote.state(), 0);
        for seat in vote.voters() {
            if state != VoteState::Open {
                break;
            }
            let approve = ballot(seat.player_id());
            approvals += u32::from(approve);
            state = vote.vote(seat, approve).map_err(|e| e.to_string())?;
        }
        record.take_back(&vote).map_err(|e| match e {
            TakeBackError::NotApproved => format!(
                "the take-back vote failed: {approvals} of {} players agreed, {} needed",
                vote.voters().len(),
                vote.majority()
            ),
            other => other.to_string(),
        })?;
        Ok(Some(*record.position()))
    }

    fn rules_help(&self) -> String {
        format!("{RULES}\n{}", super::preset_line(Rules::PRESETS, &self.rules().to_string()))
    }

    fn notation_help(&self) -> String {
        NOTATION.to_string()
    }

    fn legend(&self) -> String {
        LEGEND.to_string()
    }

    /// Each army's pieces (`rK`, `bP`...) in its colour.
    fn token_colour(&self, token: &str) -> Option<Colour> {
        super::chess4_bastardo::army_colour(token)
    }
}

/// "Blue is out of the game: Red took its king", for each seat the last ply (by `mover`) eliminated.
pub(super) fn eliminations(before: &Position, after: &Position, mover: Option<PlayerId>) -> Option<String> {
    let by = mover.and_then(Seat::from_player_id);
    let news: Vec<String> = Seat::ALL
        .into_iter()
        .filter(|&s| after.is_eliminated(s) && !before.is_eliminated(s))
        .map(|s| match by {
            Some(by) if by != s => format!("{} is out of the game: {} took its king", s.name(), by.name()),
            _ => format!("{} is out of the game", s.name()),
        })
        .collect();
    (!news.is_empty()).then(|| news.join("\n"))
}

/// `help rules`: Il Bastardo, and what each preset changes (from the entry's preset lines). The tarot variant
/// shows it after its own summary.
pub(crate) const RULES: &str = "\
Il Bastardo: four-player chess on an 8x8 board, each for itself. Red (corner a1), Blue (h1), Yellow (h8) and
Green (a8) play in that order. Each has a king, a rook, a bishop, a knight and 4 pawns, and 4 Amazons in
reserve. Goal: be the last player left.
- Pieces move and capture as in chess; the Amazon moves as a queen or a knight. No castling, and no check:
  a king may stand attacked, and is captured.
- Red's and Blue's pawns go up the board, Yellow's and Green's down; two squares on their first move. A pawn
  that just stepped two may be taken en passant by any opponent's pawn until its owner moves again. A pawn on
  its last rank becomes an Amazon.
- Taking a king eliminates its player: its pieces leave the board and count as the taker's captures.
- With no decision (50 rounds without a capture or a pawn move, or a third repetition) the most pieces (own on
  the board + captured) wins; ties share. A player with no legal move passes. `undo` is put to the take-back
  vote: a majority of the players still in must agree.";

/// `help notation`.
pub(crate) const NOTATION: &str = "\
Two squares, from then to: `c2c4` (`c2-c4`, `c2xc4` and capitals are read too). A promotion names the piece:
`a7a8=A` (A Amazon; N, B or R too under free-promotion; the only choice may be left out). `pass` when you
have no move (at any time under voluntary-pass).";

/// The legend under the board.
pub(crate) const LEGEND: &str = "\
A piece: its army (r Red, b Blue, y Yellow, g Green), then K king, A Amazon, R rook, B bishop, N knight, P pawn.
Red and Blue pawns go up, Yellow and Green down. `count`: pieces on the board + captured (the tie-break).";

/// An army's colour for a piece token (`rK`: Red's king).
pub(crate) fn army_colour(token: &str) -> Option<Colour> {
    let mut chars = token.chars();
    let (Some(army), Some(kind), None) = (chars.next(), chars.next(), chars.next()) else { return None };
    if !"KARBNP".contains(kind) {
        return None;
    }
    match army {
        'r' => Some(Colour::Red),
        'b' => Some(Colour::Blue),
        'y' => Some(Colour::Yellow),
        'g' => Some(Colour::Green),
        _ => None,
    }
}
