//! Laws every [`Game`] must obey, as checks to run on any state, and proptest strategies that reach random
//! states. Each game crate runs them on itself; users run them on their own games.
//!
//! ```
//! # #[cfg(feature = "proptest")] {
//! use abstract_game::laws;
//! # use abstract_game::*;
//! # #[derive(Clone, Debug, PartialEq, Eq, Hash)]
//! # struct Countdown(u8);
//! # impl Game for Countdown {
//! #     type Move = u8;
//! #     type MoveList = arrayvec::ArrayVec<u8, 2>;
//! #     type MoveParseError = core::num::ParseIntError;
//! #     fn num_players(&self) -> usize { 2 }
//! #     fn status(&self) -> Status {
//! #         if self.0 == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.0 % 2)) }
//! #     }
//! #     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
//! #         moves.clear();
//! #         for take in 1..=self.0.min(2) { moves.push(take); }
//! #     }
//! #     fn play_unchecked(&mut self, take: u8) { self.0 -= take; }
//! #     fn outcome(&self) -> Option<Outcome> {
//! #         (self.0 == 0).then(|| Outcome::draw(2).unwrap())
//! #     }
//! #     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
//! # }
//! use proptest::prelude::*;
//!
//! proptest!(|(state in laws::random_walk(Countdown(9), 20))| {
//!     laws::check_state(&state)?;
//! });
//! # }
//! ```

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Display};
use core::str::FromStr;

use proptest::prelude::*;

mod conventions;
mod observation;
mod seen;
mod transition;
pub use conventions::check_conventions;
pub use observation::{check_no_leak, check_observation};
pub use seen::check_seen_moves;
pub use transition::{check_transition, check_transition_tensor};

use crate::probability::ProbabilitySum;
use crate::{ActionIndex, Game, HiddenInformation, PlayerId, Status, Undo, ZobristHash};

/// Which law a state broke.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum Law {
    /// The status names a seat that is not at the table.
    SeatInRange,
    /// The game is over exactly when it has an outcome, and the outcome has one score per seat.
    OutcomeIffOver,
    /// A finished game has no legal moves, for any seat.
    NoMovesWhenOver,
    /// A game that is not over has at least one legal move (passing is a move).
    MovesWhenNotOver,
    /// Each legal move is listed once.
    NoDuplicateMoves,
    /// `status_and_moves` gives the status and, when a seat is on turn, the legal moves in their order
    /// (none otherwise).
    StatusAndMovesAgree,
    /// Every legal move is accepted by the checked `play` (and `play_as` for every seat's moves).
    LegalMovesPlay,
    /// A move's notation reads back as the same move.
    MoveNotationRoundTrips,
    /// The seat on turn's moves are among `legal_moves_of` for that seat.
    TurnMovesAreTheSeatsMoves,
    /// Chance outcomes have positive probabilities summing to exactly one.
    ChanceSumsToOne,
    /// Outcomes drawn by `draw_chance` are listed outcomes, at their probabilities' frequencies.
    ChanceDrawsFollowTheOdds,
    /// Play then undo restores the state exactly.
    UndoRestores,
    /// The incremental hash equals the hash computed from scratch.
    HashIsIncremental,
    /// The position string reads back as the same state.
    PositionNotationRoundTrips,
    /// A state sampled from a seat's observation shows that seat the same observation.
    SampleMatchesObservation,
    /// Action indices are distinct, in range, and decode to their move.
    ActionIndexRoundTrips,
    /// The observation tensor has the shape of the rules' start state (the same in every state).
    ObservationShapeIsFixed,
    /// A buffer of the tensor's length is accepted; one of another length is a
    /// [`TensorLengthError`](crate::TensorLengthError) naming
    /// both lengths, never a panic.
    ObservationLengthChecked,
    /// Every value of the observation tensor is finite.
    ObservationIsFinite,
    /// Writing the tensor twice gives the same values, whatever the buffer held before: every value is set.
    ObservationIsDeterministic,
    /// A seat's tensor is the same in every state sampled consistent with its observation.
    TensorShowsOnlyTheObservation,
    /// A seat's legal moves (on turn and out of turn) are the same in every state sampled consistent with its
    /// observation.
    MovesShowOnlyTheObservation,
    /// Every preset reads back through `from_preset` and `FromStr` alike, prints its own name, has an about
    /// line, and the first is the rules' default.
    PresetsReadBack,
    /// A start state plays under the rules it was started with, and its position string reads back.
    StartKeepsItsRules,
    /// Every seat at the table converts to and from its `PlayerId`, its `Display` is the game's seat name, and
    /// no seat beyond the seat type's converts.
    SeatsConvert,
    /// The pictures of the whole table and of every seat say something.
    PicturesExist,
    /// The facts agree with the start state (seats, actions, observation shape) and with themselves (no
    /// chance, no chance outcomes).
    FactsAgree,
    /// A game ends within the proven bound on its length (moves of seats, chance not counted).
    GameLengthBounded,
    /// Every chance outcome's action index is below the bound on chance outcomes.
    ChanceActionsBounded,
    /// After a move legal in two states a seat cannot tell apart (one sampled from its observation of the
    /// other), the seat's observation and the status are the same in both, unless the move revealed what
    /// tells them apart ([`check_transition`]).
    TransitionKeepsTheObservation,
    /// After such a move, the same observation gives the same tensor in both states
    /// ([`check_transition_tensor`]).
    TransitionKeepsTheTensor,
    /// A move a seat is said to see ([`HiddenInformation::sees_move`]) leaves that seat an observation no other
    /// move of the same actor here leaves it: the seat can tell which was played ([`check_seen_moves`]).
    SeenMovesAreObservable,
}

/// A broken law: which one, and what happened.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("law {law:?} broken: {detail}")]
pub struct LawViolation {
    /// The law.
    pub law: Law,
    /// What was seen, with the move or seat involved.
    pub detail: String,
}

fn ensure(ok: bool, law: Law, detail: impl FnOnce() -> String) -> Result<(), LawViolation> {
    if ok { Ok(()) } else { Err(LawViolation { law, detail: detail() }) }
}

fn seats<G: Game>(game: &G) -> impl Iterator<Item = PlayerId> {
    PlayerId::all(game.num_players())
}

fn duplicate<M: Eq + core::hash::Hash + Copy>(moves: &[M]) -> Option<M> {
    let mut seen = std::collections::HashSet::with_capacity(moves.len());
    moves.iter().copied().find(|&mv| !seen.insert(mv))
}

/// The laws every game obeys in every state: status and outcome agree, non-terminal states have moves and
/// terminal ones none, no duplicates, every listed move (of every seat) plays through the checked entry
/// points, move notation round-trips, chance probabilities sum to exactly one.
pub fn check_state<G: Game>(game: &G) -> Result<(), LawViolation> {
    let status = game.status();
    let moves = game.legal_moves();
    if let Status::ToMove(seat) = status {
        ensure(seat.index() < game.num_players(), Law::SeatInRange, || format!("{seat} to move"))?;
    }
    let outcome = game.outcome();
    ensure(status.is_over() == outcome.is_some(), Law::OutcomeIffOver, || {
        format!("status {status:?}, outcome {outcome:?}")
    })?;
    if let Some(outcome) = &outcome {
        ensure(outcome.num_players() == game.num_players(), Law::OutcomeIffOver, || {
            format!("{} scores for {} seats", outcome.num_players(), game.num_players())
        })?;
    }
    if status.is_over() {
        ensure(moves.is_empty(), Law::NoMovesWhenOver, || format!("{} moves listed", moves.len()))?;
    } else {
        ensure(!moves.is_empty(), Law::MovesWhenNotOver, || format!("no moves at {status:?}"))?;
    }
    if let Some(mv) = duplicate(&moves) {
        return Err(LawViolation { law: Law::NoDuplicateMoves, detail: format!("{mv} listed twice") });
    }
    // Filled over a list holding moves already, which the method must clear.
    let mut both = moves.clone();
    let both_status = game.status_and_moves(&mut both);
    let expected: &[G::Move] = if let Status::ToMove(_) = status { &moves } else { &[] };
    ensure(both_status == status && *both == *expected, Law::StatusAndMovesAgree, || {
        format!("status_and_moves gave {both_status:?} with {} moves; status {status:?}", both.len())
    })?;
    let mut sum = ProbabilitySum::default();
    for (i, &mv) in moves.iter().enumerate() {
        let mut child = game.clone();
        let played = child.play(mv);
        ensure(played.is_ok(), Law::LegalMovesPlay, || format!("{mv}: {played:?}"))?;
        // The child's status and moves over this state's list: a child that is over or at a chance node
        // must clear it (this state's own check cannot show that when its list is empty). The first few
        // children only: generating every child's moves would make the law cost a ply of perft.
        if i < 4 {
            let mut stale = moves.clone();
            let child_status = child.status_and_moves(&mut stale);
            let child_moves = if let Status::ToMove(_) = child_status {
                child.legal_moves()
            } else {
                G::MoveList::default()
            };
            ensure(
                child_status == child.status() && *stale == *child_moves,
                Law::StatusAndMovesAgree,
                || format!("after {mv}, status_and_moves gave {child_status:?} with {} moves", stale.len()),
            )?;
        }
        let text = mv.to_string();
        let parsed = game.parse_move(&text);
        ensure(parsed.as_ref().ok() == Some(&mv), Law::MoveNotationRoundTrips, || {
            format!("{mv:?} prints {text:?}, which reads back as {parsed:?}")
        })?;
        if status.is_chance() {
            let p = game.chance_probability(mv);
            ensure(p.numerator() > 0, Law::ChanceSumsToOne, || format!("{mv} has probability {p}"))?;
            sum = sum.checked_add(p).ok_or_else(|| LawViolation {
                law: Law::ChanceSumsToOne,
                detail: "the exact sum overflows 128 bits".to_string(),
            })?;
        }
    }
    if status.is_chance() {
        ensure(sum.is_one(), Law::ChanceSumsToOne, || format!("outcomes sum to {:?}", sum.fraction()))?;
    }
    let mut of_seat = G::MoveList::default();
    for seat in seats(game) {
        game.legal_moves_of(seat, &mut of_seat);
        if status.is_over() {
            ensure(of_seat.is_empty(), Law::NoMovesWhenOver, || format!("{seat} may still act"))?;
        }
        if status == Status::ToMove(seat) {
            ensure(moves.iter().all(|mv| of_seat.contains(mv)), Law::TurnMovesAreTheSeatsMoves, || {
                format!("{seat} on turn lacks some of its moves in legal_moves_of")
            })?;
        }
        if let Some(mv) = duplicate(&of_seat) {
            return Err(LawViolation {
                law: Law::NoDuplicateMoves,
                detail: format!("{mv} listed twice for {seat}"),
            });
        }
        for &mv in of_seat.iter() {
            let mut child = game.clone();
            let played = child.play_as(seat, mv);
            ensure(played.is_ok(), Law::LegalMovesPlay, || format!("{seat} playing {mv}: {played:?}"))?;
        }
    }
    Ok(())
}

/// At a chance node, `draws` outcomes drawn through [`Game::draw_chance`] with a generator seeded by `seed`
/// are all listed outcomes, and each outcome's count is within five standard deviations of what its exact
/// probability predicts: a check of games that override the default draw. Deterministic for a seed. Passes
/// trivially away from chance nodes.
pub fn check_chance_draws<G: Game>(game: &G, draws: u32, seed: u64) -> Result<(), LawViolation> {
    if !game.status().is_chance() {
        return Ok(());
    }
    let outcomes = game.legal_moves();
    let mut counts = std::collections::HashMap::new();
    let mut rng = crate::Xoshiro256::seed_from_u64(seed);
    for _ in 0..draws {
        let drawn = game.draw_chance(&mut rng);
        let listed = drawn.filter(|mv| outcomes.contains(mv));
        let Some(mv) = listed else {
            return Err(LawViolation {
                law: Law::ChanceDrawsFollowTheOdds,
                detail: format!("drew {drawn:?}, which is not a listed outcome"),
            });
        };
        *counts.entry(mv).or_insert(0u32) += 1;
    }
    for &mv in outcomes.iter() {
        let p = game.chance_probability(mv).to_f64();
        let expected = p * f64::from(draws);
        let sigma = (expected * (1.0 - p)).sqrt().max(1.0);
        let seen = f64::from(counts.get(&mv).copied().unwrap_or(0));
        ensure((seen - expected).abs() <= 5.0 * sigma, Law::ChanceDrawsFollowTheOdds, || {
            format!("{mv} drawn {seen} times in {draws}, {expected:.1} expected (probability {p:.5})")
        })?;
    }
    Ok(())
}

/// Play then undo restores the state exactly, for every legal move of every seat.
pub fn check_undo<G: Undo + Eq>(game: &G) -> Result<(), LawViolation> {
    for_each_move_of_every_seat(game, |mv| {
        let mut copy = game.clone();
        let info = copy.play_undoable(mv);
        copy.undo(mv, info);
        ensure(copy == *game, Law::UndoRestores, || format!("after {mv} and undo: {copy:?}"))
    })
}

/// The incremental hash equals the fresh one here, after every legal move, and (for undoable games, see
/// [`check_undo_hash`]) after undo.
pub fn check_hash<G: ZobristHash>(game: &G) -> Result<(), LawViolation> {
    let here = (game.zobrist(), game.zobrist_from_scratch());
    ensure(here.0 == here.1, Law::HashIsIncremental, || format!("{:#x} kept, {:#x} fresh", here.0, here.1))?;
    for_each_move_of_every_seat(game, |mv| {
        let mut child = game.clone();
        child.play_unchecked(mv);
        let (kept, fresh) = (child.zobrist(), child.zobrist_from_scratch());
        ensure(kept == fresh, Law::HashIsIncremental, || {
            format!("after {mv}: {kept:#x} kept, {fresh:#x} fresh")
        })
    })
}

/// The hash after play-then-undo is the hash before, and play through [`Undo`] keeps it incremental.
pub fn check_undo_hash<G: Undo + ZobristHash>(game: &G) -> Result<(), LawViolation> {
    let before = game.zobrist();
    for_each_move_of_every_seat(game, |mv| {
        let mut copy = game.clone();
        let info = copy.play_undoable(mv);
        let (kept, fresh) = (copy.zobrist(), copy.zobrist_from_scratch());
        ensure(kept == fresh, Law::HashIsIncremental, || {
            format!("after undoable {mv}: {kept:#x} vs {fresh:#x}")
        })?;
        copy.undo(mv, info);
        let after = copy.zobrist();
        ensure(after == before, Law::UndoRestores, || {
            format!("hash {after:#x} after undoing {mv}, {before:#x} before")
        })
    })
}

/// The position string reads back as the same state and prints the same string again.
pub fn check_position_notation<G>(game: &G) -> Result<(), LawViolation>
where
    G: Game + Display + FromStr + PartialEq,
    G::Err: fmt::Debug,
{
    let text = game.to_string();
    let parsed = text.parse::<G>();
    let same = matches!(&parsed, Ok(back) if back == game && back.to_string() == text);
    ensure(same, Law::PositionNotationRoundTrips, || format!("{text:?} reads back as {parsed:?}"))
}

/// For every seat, a state sampled from its observation gives it the same observation.
pub fn check_hidden<G: HiddenInformation, R: rand_core::Rng + ?Sized>(
    game: &G,
    rng: &mut R,
) -> Result<(), LawViolation> {
    for seat in seats(game) {
        let observation = game.observe(seat);
        let sample = G::sample_consistent(&observation, rng).map_err(|e| LawViolation {
            law: Law::SampleMatchesObservation,
            detail: format!("{seat}: {e}"),
        })?;
        let seen = sample.observe(seat);
        ensure(seen == observation, Law::SampleMatchesObservation, || {
            format!("{seat}: sample shows {seen:?}, observation was {observation:?}")
        })?;
        ensure(sample.status() == game.status(), Law::SampleMatchesObservation, || {
            format!("{seat}: sample has status {:?}, state {:?}", sample.status(), game.status())
        })?;
    }
    Ok(())
}

/// Action indices of the legal moves are distinct, below `num_actions`, and decode to their move.
pub fn check_action_index<G: ActionIndex>(game: &G) -> Result<(), LawViolation> {
    let mut indices = Vec::new();
    let total = game.num_actions();
    for_each_move_of_every_seat(game, |mv| {
        let index = game.action_index(mv);
        ensure(index < total, Law::ActionIndexRoundTrips, || format!("{mv} -> {index} >= {total}"))?;
        let back = game.action_from_index(index);
        ensure(back == Some(mv), Law::ActionIndexRoundTrips, || format!("{mv} -> {index} -> {back:?}"))?;
        indices.push(index);
        Ok(())
    })?;
    // The bulk form gives the same indices, for the seat on turn's list and each seat's own list.
    let mut bulk = Vec::new();
    let mut moves = G::MoveList::default();
    for list in core::iter::once(None).chain(seats(game).map(Some)) {
        match list {
            None => game.legal_moves_into(&mut moves),
            Some(seat) => game.legal_moves_of(seat, &mut moves),
        }
        bulk.clear();
        bulk.resize(moves.len(), usize::MAX);
        game.action_indices(&moves, &mut bulk);
        for (&mv, &index) in moves.iter().zip(&bulk) {
            let one = game.action_index(mv);
            ensure(index == one, Law::ActionIndexRoundTrips, || {
                format!("action_indices gives {mv} index {index}, action_index gives {one}")
            })?;
        }
        if list.is_none() {
            // The whole legal list: the form that may rank the given list instead of generating it.
            let mut whole = alloc::vec![usize::MAX; moves.len()];
            game.legal_action_indices(&moves, &mut whole);
            ensure(whole == bulk, Law::ActionIndexRoundTrips, || {
                format!("legal_action_indices gives {whole:?}, action_indices {bulk:?}")
            })?;
        }
    }
    indices.sort_unstable();
    let before = indices.len();
    indices.dedup();
    ensure(before == indices.len(), Law::ActionIndexRoundTrips, || "two moves share an index".to_string())
}

fn for_each_move_of_every_seat<G: Game>(
    game: &G,
    mut f: impl FnMut(G::Move) -> Result<(), LawViolation>,
) -> Result<(), LawViolation> {
    let mut done = Vec::new();
    for &mv in game.legal_moves().iter() {
        done.push(mv);
        f(mv)?;
    }
    let mut moves = G::MoveList::default();
    for seat in seats(game) {
        game.legal_moves_of(seat, &mut moves);
        for &mv in moves.iter() {
            if !done.contains(&mv) {
                done.push(mv);
                f(mv)?;
            }
        }
    }
    Ok(())
}

/// The state reached from `root` by playing the moves chosen by `choices` (each choice picks a legal move by
/// index, modulo the number of moves; chance outcomes are chosen the same way, so rare outcomes are reached as
/// often as common ones). Stops early when the game ends.
pub fn walk<G: Game>(root: &G, choices: &[u32]) -> G {
    let mut state = root.clone();
    let mut moves = G::MoveList::default();
    for &choice in choices {
        state.legal_moves_into(&mut moves);
        if moves.is_empty() {
            break;
        }
        state.play_unchecked(moves[choice as usize % moves.len()]);
    }
    state
}

/// The walk of a fuzz target: from `root`, plays the legal move each choice picks (its index modulo the number
/// of legal moves, as [`walk`] does); after every move checks that undo restores the state before it, hash
/// included, then calls `step(before, mv, after)` for the game's own invariants. Stops early when the game
/// ends; returns the state reached.
pub fn walk_with_undo_checks<G, I, F>(root: &G, choices: I, mut step: F) -> Result<G, LawViolation>
where
    G: Undo + ZobristHash + Eq,
    I: IntoIterator<Item = u32>,
    F: FnMut(&G, G::Move, &G),
{
    let mut state = root.clone();
    let mut moves = G::MoveList::default();
    for choice in choices {
        state.legal_moves_into(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice as usize % moves.len()];
        let before = state.clone();
        let info = state.play_undoable(mv);
        let mut undone = state.clone();
        undone.undo(mv, info);
        ensure(undone == before, Law::UndoRestores, || format!("undo of {mv}: {undone:?}"))?;
        ensure(undone.zobrist() == before.zobrist(), Law::UndoRestores, || {
            format!("hash after undo of {mv}")
        })?;
        step(&before, mv, &state);
    }
    Ok(state)
}

/// A proptest strategy for states reachable from `root` in at most `max_plies` plies. It shrinks towards
/// shorter games, so a failing case is reported with the shortest walk found.
pub fn random_walk<G: Game + 'static>(root: G, max_plies: usize) -> impl Strategy<Value = G> {
    proptest::collection::vec(any::<u32>(), 0..=max_plies).prop_map(move |choices| walk(&root, &choices))
}

/// Every law that needs only [`Game`] and [`Undo`] + [`ZobristHash`], on one state: what a game crate's property
/// test usually calls for each random state.
pub fn check_state_undo_hash<G: Undo + ZobristHash + Eq>(game: &G) -> Result<(), LawViolation> {
    check_state(game)?;
    check_undo(game)?;
    check_hash(game)?;
    check_undo_hash(game)
}

impl Display for Law {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}
