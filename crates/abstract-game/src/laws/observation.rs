//! Laws of observation tensors: a fixed shape, finite and complete values, checked buffer lengths, and no
//! leak of what the seat cannot see.

use alloc::format;
use alloc::vec;
use std::collections::HashSet;

use super::{Law, LawViolation, ensure, seats};
use crate::{Game, HiddenInformation, ObservationTensor, PlayerId, Status, TensorLengthError, TensorShape};

/// The observation tensor obeys its contract in this state, for every seat:
///
/// - the state's [`ObservationTensor::observation_shape`] is `expected_shape`, which the caller takes from
///   the rules' start state, so that checking every state of a walk checks "one shape per rules set";
/// - a buffer of that length is accepted, and a buffer one value shorter or longer is refused with a
///   [`TensorLengthError`] naming both lengths (a panic is caught and reported as a violation);
/// - every value written is finite;
/// - writing twice, into buffers that held different values before, gives the same values bit for bit:
///   the tensor is a function of the state and sets every value.
///
/// ```
/// # #[cfg(feature = "proptest")] {
/// # use abstract_game::*;
/// # #[derive(Clone, Debug)]
/// # struct Countdown(u8);
/// # impl Game for Countdown {
/// #     type Move = u8;
/// #     type MoveList = arrayvec::ArrayVec<u8, 2>;
/// #     type MoveParseError = core::num::ParseIntError;
/// #     fn num_players(&self) -> usize { 2 }
/// #     fn status(&self) -> Status {
/// #         if self.0 == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.0 % 2)) }
/// #     }
/// #     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
/// #         moves.clear();
/// #         for take in 1..=self.0.min(2) { moves.push(take); }
/// #     }
/// #     fn play_unchecked(&mut self, take: u8) { self.0 -= take; }
/// #     fn outcome(&self) -> Option<Outcome> { (self.0 == 0).then(|| Outcome::draw(2).unwrap()) }
/// #     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
/// # }
/// // One value: the stones left, scaled to [0, 1].
/// impl ObservationTensor for Countdown {
///     fn observation_shape(&self) -> TensorShape { TensorShape::flat(1) }
///     fn write_observation(&self, _: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
///         check_tensor_len(self.observation_shape(), out)?;
///         out[0] = f32::from(self.0) / 9.0;
///         Ok(())
///     }
/// }
///
/// let start = Countdown(9);
/// let shape = start.observation_shape();
/// abstract_game::laws::check_observation(&Countdown(4), shape).unwrap();
/// # }
/// ```
pub fn check_observation<G: ObservationTensor>(
    game: &G,
    expected_shape: TensorShape,
) -> Result<(), LawViolation> {
    let shape = game.observation_shape();
    ensure(shape == expected_shape, Law::ObservationShapeIsFixed, || {
        format!("shape {:?} here, {:?} in the rules' start state", shape.dims(), expected_shape.dims())
    })?;
    let len = shape.len();
    for seat in seats(game) {
        let mut first = vec![0.0f32; len];
        let written = write_caught(game, seat, &mut first);
        ensure(written == Some(Ok(())), Law::ObservationLengthChecked, || {
            format!("{seat}: a buffer of the tensor's {len} values gave {written:?}")
        })?;
        if let Some(i) = first.iter().position(|v| !v.is_finite()) {
            return Err(LawViolation {
                law: Law::ObservationIsFinite,
                detail: format!("{seat}: value {i} is {}", first[i]),
            });
        }
        // Other contents before the second write expose values the tensor leaves as it found them.
        let mut second = vec![f32::NAN; len];
        let again = write_caught(game, seat, &mut second);
        ensure(again == Some(Ok(())), Law::ObservationLengthChecked, || {
            format!("{seat}: the second write gave {again:?}")
        })?;
        if let Some(i) = (0..len).find(|&i| first[i].to_bits() != second[i].to_bits()) {
            return Err(LawViolation {
                law: Law::ObservationIsDeterministic,
                detail: format!(
                    "{seat}: value {i} is {} after one write and {} after another (into a buffer of other values)",
                    first[i], second[i]
                ),
            });
        }
        let wrong_lengths = [len.checked_sub(1), Some(len + 1)];
        for got in wrong_lengths.into_iter().flatten() {
            let mut buffer = vec![0.0f32; got];
            let result = write_caught(game, seat, &mut buffer);
            let expected = Some(Err(TensorLengthError { expected: len, got }));
            ensure(result == expected, Law::ObservationLengthChecked, || {
                let seen = match result {
                    None => "a panic".into(),
                    Some(r) => format!("{r:?}"),
                };
                format!("{seat}: a buffer of {got} values (the tensor has {len}) gave {seen}")
            })?;
        }
    }
    Ok(())
}

/// Writes the tensor, catching a panic (reported as `None`) so that a law violation is a value, not a crash.
fn write_caught<G: ObservationTensor>(
    game: &G,
    seat: PlayerId,
    out: &mut [f32],
) -> Option<Result<(), TensorLengthError>> {
    // The state is only read and the buffer is checked afterwards, so a half-finished write cannot be observed
    // in a broken state.
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| game.write_observation(seat, out))).ok()
}

/// No leak of hidden information, for every seat: each of `samples` states drawn with
/// [`HiddenInformation::sample_consistent`] from the seat's observation gives that seat
///
/// - the identical tensor (bit for bit) as this state does ([`Law::TensorShowsOnlyTheObservation`]);
/// - the identical legal moves when the seat is on turn, and the identical
///   [`Game::legal_moves_of`] (its out-of-turn actions), compared as sets
///   ([`Law::MovesShowOnlyTheObservation`]).
///
/// A tensor or a move list that reads a secret of another seat shows up as a difference in some sample. A
/// sample that fails, or shows another status, is a [`Law::SampleMatchesObservation`] violation as in
/// [`check_hidden`](super::check_hidden).
pub fn check_no_leak<G, R>(game: &G, rng: &mut R, samples: usize) -> Result<(), LawViolation>
where
    G: HiddenInformation + ObservationTensor,
    R: rand_core::Rng + ?Sized,
{
    let status = game.status();
    for seat in seats(game) {
        let observation = game.observe(seat);
        let tensor = game.observation_tensor(seat);
        let on_turn = (status == Status::ToMove(seat)).then(|| move_set(&game.legal_moves()));
        let of_seat = moves_of(game, seat);
        for sample_number in 0..samples {
            let sample = G::sample_consistent(&observation, rng).map_err(|e| LawViolation {
                law: Law::SampleMatchesObservation,
                detail: format!("{seat}: {e}"),
            })?;
            ensure(sample.status() == status, Law::SampleMatchesObservation, || {
                format!(
                    "{seat}: sample {sample_number} has status {:?}, the state {status:?}",
                    sample.status()
                )
            })?;
            let seen = sample.observation_tensor(seat);
            let differs = seen.len() != tensor.len()
                || seen.iter().zip(&tensor).any(|(a, b)| a.to_bits() != b.to_bits());
            ensure(!differs, Law::TensorShowsOnlyTheObservation, || {
                let at = seen.iter().zip(&tensor).position(|(a, b)| a.to_bits() != b.to_bits());
                match at {
                    Some(i) => format!(
                        "{seat}: value {i} is {} in the state, {} in sample {sample_number} ({sample:?})",
                        tensor[i], seen[i]
                    ),
                    None => {
                        format!("{seat}: {} values in the state, {} in a sample", tensor.len(), seen.len())
                    }
                }
            })?;
            if let Some(moves) = &on_turn {
                let sampled = move_set(&sample.legal_moves());
                ensure(*moves == sampled, Law::MovesShowOnlyTheObservation, || {
                    format!("{seat} on turn: moves {moves:?} in the state, {sampled:?} in sample {sample:?}")
                })?;
            }
            let sampled_of = moves_of(&sample, seat);
            ensure(of_seat == sampled_of, Law::MovesShowOnlyTheObservation, || {
                format!(
                    "{seat}: legal_moves_of {of_seat:?} in the state, {sampled_of:?} in sample {sample:?}"
                )
            })?;
        }
    }
    Ok(())
}

fn move_set<M: Copy + Eq + core::hash::Hash>(moves: &[M]) -> HashSet<M> {
    moves.iter().copied().collect()
}

fn moves_of<G: Game>(game: &G, seat: PlayerId) -> HashSet<G::Move> {
    let mut moves = G::MoveList::default();
    game.legal_moves_of(seat, &mut moves);
    move_set(&moves)
}
