//! The law of seen moves: a move a game says a seat sees is one that seat can really tell apart.
//!
//! [`HiddenInformation::sees_move`] decides what of the history a front end shows each seat. Calling a move
//! seen that the seat cannot tell from the other moves the same actor could have made (a card dealt to
//! another seat, another seat's secret choice) would show the seat a secret: the law catches such a claim by
//! playing every alternative and comparing what the seat observes.

use alloc::format;
use alloc::vec::Vec;

use super::{Law, LawViolation, ensure, seats};
use crate::{HiddenInformation, PlayerId};

/// Every move a seat is said to see is one it can tell apart: for every group of moves of one actor here
/// (the seat on turn's moves or nature's chance outcomes; and each seat's moves on turn or out of turn,
/// [`Game::legal_moves_of`](crate::Game::legal_moves_of)), every seat `i` and every move `m` of the group with
/// [`sees_move(i, m)`](HiddenInformation::sees_move), no other move `m2` of the group leaves `i` with the
/// same observation as `m` does ([`Law::SeenMovesAreObservable`]). If it did, `i` could not know whether
/// `m` or `m2` was played, and showing it `m` would tell it what it may not know.
///
/// The law checks only what a game claims to show; a game may hide more than it must (answer `false` for a
/// move the seat could in fact tell apart).
///
/// ```
/// # #[cfg(feature = "proptest")] {
/// # use abstract_game::*;
/// # use abstract_game::rand_core::Rng;
/// // Nature deals seat 0 a secret coin; a leaky game says seat 1 sees the toss too.
/// #[derive(Clone, Debug, PartialEq, Eq)]
/// struct Coin { heads: Option<bool>, leaky: bool }
/// impl Game for Coin {
///     type Move = bool;
///     type MoveList = arrayvec::ArrayVec<bool, 2>;
///     type MoveParseError = core::str::ParseBoolError;
///     fn num_players(&self) -> usize { 2 }
///     fn status(&self) -> Status { if self.heads.is_none() { Status::Chance } else { Status::Over } }
///     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
///         moves.clear();
///         if self.heads.is_none() { moves.extend([false, true]); }
///     }
///     fn play_unchecked(&mut self, heads: bool) { self.heads = Some(heads); }
///     fn outcome(&self) -> Option<Outcome> { self.heads.map(|_| Outcome::draw(2).unwrap()) }
///     fn parse_move(&self, text: &str) -> Result<bool, Self::MoveParseError> { text.parse() }
/// }
/// impl HiddenInformation for Coin {
///     type Observation = (usize, Option<bool>, bool);
///     fn observe(&self, seat: PlayerId) -> Self::Observation {
///         let coin = if seat.index() == 0 { self.heads } else { None };
///         (seat.index(), coin, self.heads.is_some())
///     }
///     fn sees_move(&self, seat: PlayerId, _toss: &bool) -> bool { seat.index() == 0 || self.leaky }
///     fn sample_consistent<R: Rng + ?Sized>(
///         seen: &Self::Observation,
///         rng: &mut R,
///     ) -> Result<Self, InconsistentObservation> {
///         let heads = seen.2.then(|| seen.1.unwrap_or_else(|| random_below(rng, 2) == 1));
///         Ok(Coin { heads, leaky: false })
///     }
/// }
/// laws::check_seen_moves(&Coin { heads: None, leaky: false }).unwrap();
/// let violation = laws::check_seen_moves(&Coin { heads: None, leaky: true }).unwrap_err();
/// assert_eq!(violation.law, laws::Law::SeenMovesAreObservable);
/// # }
/// ```
pub fn check_seen_moves<G: HiddenInformation>(game: &G) -> Result<(), LawViolation> {
    let mut groups: Vec<(Option<PlayerId>, Vec<G::Move>)> =
        alloc::vec![(game.status().to_move(), game.legal_moves().iter().copied().collect())];
    let mut moves = G::MoveList::default();
    for seat in seats(game) {
        game.legal_moves_of(seat, &mut moves);
        groups.push((Some(seat), moves.iter().copied().collect()));
    }
    for (actor, group) in &groups {
        let after: Vec<G> = group
            .iter()
            .map(|&mv| {
                let mut child = game.clone();
                child.play_unchecked(mv);
                child
            })
            .collect();
        for seat in seats(game) {
            let observations: Vec<G::Observation> = after.iter().map(|child| child.observe(seat)).collect();
            for (k, observation) in observations.iter().enumerate() {
                if !game.sees_move(seat, &group[k]) {
                    continue;
                }
                let twin = (0..group.len()).find(|&j| j != k && observations[j] == *observation);
                ensure(twin.is_none(), Law::SeenMovesAreObservable, || {
                    let j = twin.unwrap_or_default();
                    let by = actor.map_or_else(|| "nature".into(), |a| format!("{a}"));
                    format!(
                        "{seat} is said to see {} (by {by}), but {} leaves it the same observation",
                        group[k], group[j]
                    )
                })?;
            }
        }
    }
    Ok(())
}
