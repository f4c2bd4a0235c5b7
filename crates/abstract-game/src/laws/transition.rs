//! The transition laws of hidden information: a move shows a seat nothing of the secrets it cannot see, beyond
//! what the move reveals.
//!
//! [`check_hidden`](super::check_hidden) and [`check_no_leak`](super::check_no_leak) look at one state: a
//! sample drawn from a seat's observation must give the same observation, tensor and moves. A leak built into
//! the observation itself passes them: a counter kept in the state, raised by a move in a way that depends on
//! another seat's secret, and shown to everyone, is copied into every sample, so every sample agrees. Such a
//! counter shows up only across a move: two states the seat cannot tell apart, the same move, and the seat
//! now tells them apart.

use alloc::format;
use alloc::vec::Vec;

use super::{Law, LawViolation, ensure, seats};
use crate::{Game, HiddenInformation, ObservationTensor, PlayerId};

/// After any move, a seat sees the same in every state it could not tell apart before, unless the move
/// revealed the difference. For each seat `i` and each of `samples` states `S'` drawn with
/// [`HiddenInformation::sample_consistent`] from `i`'s observation of this state `S`, and each move `m`
/// legal in both (a turn's move, a chance outcome, or any seat's out-of-turn action):
///
/// - `i`'s observation after `m` is the same in `S` and `S'` ([`Law::TransitionKeepsTheObservation`]),
///   and so is the status (whose turn it is, or a chance node, or the end: everyone sees it);
///
/// unless the move revealed something on which `S` and `S'` differ, which the law sees in two ways:
///
/// - `revealed` gives different answers on the two observations after `m`. It is what an observation
///   openly says about the others' secrets (declared objectives, cards shown face up), nothing else: the
///   rules of the game decide what a move reveals, and the game says it in the observation. A game whose
///   moves reveal nothing passes `|_| ()`.
/// - the game ends in one of them, or ends with another outcome: the result is announced to everyone.
///
/// A sample the game cannot draw is a [`Law::SampleMatchesObservation`] violation, as in
/// [`check_hidden`](super::check_hidden).
///
/// ```
/// # #[cfg(feature = "proptest")] {
/// # use abstract_game::*;
/// # use abstract_game::rand_core::Rng;
/// // One hidden coin is tossed for seat 0; then seat 1 passes any number of times or stops. `seen`
/// // counts seat 1's passes, and in the leaky game only the passes made while the coin shows heads:
/// // everyone sees the count, so it tells seat 1 (who must not know) how the coin fell.
/// #[derive(Clone, Debug, PartialEq, Eq)]
/// struct Coin { heads: Option<bool>, stopped: bool, seen: u8, leaky: bool }
/// impl Game for Coin {
///     type Move = u8; // 0 tails, 1 heads, 2 pass, 3 stop
///     type MoveList = arrayvec::ArrayVec<u8, 2>;
///     type MoveParseError = core::num::ParseIntError;
///     fn num_players(&self) -> usize { 2 }
///     fn status(&self) -> Status {
///         match (self.heads, self.stopped) {
///             (None, _) => Status::Chance,
///             (_, false) => Status::ToMove(PlayerId::from_const(1)),
///             _ => Status::Over,
///         }
///     }
///     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
///         moves.clear();
///         match self.status() {
///             Status::Chance => moves.extend([0, 1]),
///             Status::ToMove(_) if self.seen < 3 => moves.extend([2, 3]),
///             Status::ToMove(_) => moves.push(3),
///             Status::Over => {}
///         }
///     }
///     fn play_unchecked(&mut self, mv: u8) {
///         match mv {
///             0 | 1 => self.heads = Some(mv == 1),
///             2 => self.seen += u8::from(!self.leaky || self.heads == Some(true)),
///             _ => self.stopped = true,
///         }
///     }
///     fn outcome(&self) -> Option<Outcome> { self.stopped.then(|| Outcome::draw(2).unwrap()) }
///     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
/// }
/// impl HiddenInformation for Coin {
///     // The observer, then what it sees: the coin for seat 0, whether it was tossed for seat 1.
///     type Observation = (usize, Option<bool>, bool, bool, u8, bool);
///     fn observe(&self, seat: PlayerId) -> Self::Observation {
///         let coin = if seat.index() == 0 { self.heads } else { None };
///         (seat.index(), coin, self.heads.is_some(), self.stopped, self.seen, self.leaky)
///     }
///     // The toss only seat 0; the passes and the stop everyone.
///     fn sees_move(&self, seat: PlayerId, mv: &u8) -> bool { *mv >= 2 || seat.index() == 0 }
///     fn sample_consistent<R: Rng + ?Sized>(
///         seen: &Self::Observation,
///         rng: &mut R,
///     ) -> Result<Self, InconsistentObservation> {
///         let &(_, coin, tossed, stopped, count, leaky) = seen;
///         let heads = if tossed { Some(coin.unwrap_or_else(|| random_below(rng, 2) == 1)) } else { None };
///         Ok(Coin { heads, stopped, seen: count, leaky })
///     }
/// }
///
/// let mut rng = Xoshiro256::seed_from_u64(1);
/// let tossed = |leaky, heads| Coin { heads: Some(heads), stopped: false, seen: 0, leaky };
/// for heads in [false, true] {
///     laws::check_transition(&tossed(false, heads), &mut rng, 8, |_| ()).unwrap();
/// }
/// // A pass in the leaky game shows seat 1 the coin: heads raises the count, tails does not.
/// let law = laws::check_transition(&tossed(true, true), &mut rng, 8, |_| ()).unwrap_err().law;
/// assert_eq!(law, laws::Law::TransitionKeepsTheObservation);
/// # }
/// ```
pub fn check_transition<G, R, K>(
    game: &G,
    rng: &mut R,
    samples: usize,
    revealed: impl Fn(&G::Observation) -> K,
) -> Result<(), LawViolation>
where
    G: HiddenInformation,
    R: rand_core::Rng + ?Sized,
    K: Eq,
{
    transition(game, rng, samples, &revealed, |_, _, _, _| Ok(()))
}

/// [`check_transition`], and the tensor too: when the observations after a move are the same in `S` and
/// `S'`, so are the seat's tensors, bit for bit ([`Law::TransitionKeepsTheTensor`]).
///
/// [`check_no_leak`](super::check_no_leak) compares the tensor of a state with the tensors of states the
/// game's own sampler draws; a state reached by a move from a sample need not be one the sampler would draw
/// (a sampler is allowed to be narrower than every state the observation admits), so this checks those
/// states too.
pub fn check_transition_tensor<G, R, K>(
    game: &G,
    rng: &mut R,
    samples: usize,
    revealed: impl Fn(&G::Observation) -> K,
) -> Result<(), LawViolation>
where
    G: HiddenInformation + ObservationTensor,
    R: rand_core::Rng + ?Sized,
    K: Eq,
{
    transition(game, rng, samples, &revealed, |seat, mv, after, sample_after| {
        let (a, b) = (after.observation_tensor(seat), sample_after.observation_tensor(seat));
        let at = (0..a.len().max(b.len()))
            .find(|&k| a.get(k).map(|v| v.to_bits()) != b.get(k).map(|v| v.to_bits()));
        ensure(at.is_none(), Law::TransitionKeepsTheTensor, || {
            let k = at.unwrap_or_default();
            format!(
                "{seat}: after {mv}, the same observation but tensor value {k} is {:?} in the state and {:?} in \
                 a sample ({sample_after:?})",
                a.get(k),
                b.get(k)
            )
        })
    })
}

/// The moves legal in `game`: the turn's moves (or chance outcomes) and every seat's out-of-turn actions,
/// each once.
fn every_move<G: Game>(game: &G) -> Vec<G::Move> {
    let mut all: Vec<G::Move> = game.legal_moves().iter().copied().collect();
    let mut moves = G::MoveList::default();
    for seat in seats(game) {
        game.legal_moves_of(seat, &mut moves);
        for &mv in moves.iter() {
            if !all.contains(&mv) {
                all.push(mv);
            }
        }
    }
    all
}

fn transition<G, R, K>(
    game: &G,
    rng: &mut R,
    samples: usize,
    revealed: &impl Fn(&G::Observation) -> K,
    also: impl Fn(PlayerId, G::Move, &G, &G) -> Result<(), LawViolation>,
) -> Result<(), LawViolation>
where
    G: HiddenInformation,
    R: rand_core::Rng + ?Sized,
    K: Eq,
{
    let moves = every_move(game);
    for seat in seats(game) {
        let observation = game.observe(seat);
        for sample_number in 0..samples {
            let sample = G::sample_consistent(&observation, rng).map_err(|e| LawViolation {
                law: Law::SampleMatchesObservation,
                detail: format!("{seat}: {e}"),
            })?;
            let sample_moves = every_move(&sample);
            for &mv in moves.iter().filter(|mv| sample_moves.contains(mv)) {
                let mut after = game.clone();
                after.play_unchecked(mv);
                let mut sample_after = sample.clone();
                sample_after.play_unchecked(mv);
                let (seen, sample_seen) = (after.observe(seat), sample_after.observe(seat));
                if revealed(&seen) != revealed(&sample_seen) || after.outcome() != sample_after.outcome() {
                    // The move told the two apart in the open: what it reveals, or the result.
                    continue;
                }
                let same = seen == sample_seen && after.status() == sample_after.status();
                ensure(same, Law::TransitionKeepsTheObservation, || {
                    format!(
                        "{seat}: {mv} (legal in the state and in sample {sample_number}) shows {seen:?}, status \
                         {:?}, in the state and {sample_seen:?}, status {:?}, in the sample {sample:?}",
                        after.status(),
                        sample_after.status()
                    )
                })?;
                also(seat, mv, &after, &sample_after)?;
            }
        }
    }
    Ok(())
}
