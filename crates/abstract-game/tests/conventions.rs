//! `laws::check_conventions` passes on a toy that follows the family's conventions, and catches a bug planted
//! in each of its checks.
#![cfg(feature = "proptest")]

use core::fmt;
use core::str::FromStr;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::conventions::{Conventions, Information, RuleSet};
use abstract_game::laws::{self, Law};
use abstract_game::{
    ActionIndex, Game, ObservationTensor, Outcome, PlayerId, Preset, Status, TensorLengthError, TensorShape,
    check_tensor_len,
};

/// Which bug the toy plants (0: none).
const FINE: u8 = 0;
const BOUND_TOO_LOW: u8 = 1;
const START_IGNORES_RULES: u8 = 2;
const SEAT_NAMES_DIFFER: u8 = 3;
const FORGETS_RULES: u8 = 4;
const CHANCE_WITHOUT_OUTCOMES: u8 = 5;

/// Nim for two: take one or two stones from a pile, whoever takes the last stone wins. The rules are the
/// pile's size.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Pile(u8);

const PRESETS: &[Preset] =
    &[Preset { name: "small", about: "seven stones" }, Preset { name: "large", about: "twelve stones" }];

impl Default for Pile {
    fn default() -> Pile {
        Pile(7)
    }
}

impl fmt::Display for Pile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            7 => f.write_str("small"),
            12 => f.write_str("large"),
            n => write!(f, "{n}"),
        }
    }
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a pile: {0:?}")]
struct BadText(String);

impl FromStr for Pile {
    type Err = BadText;
    fn from_str(text: &str) -> Result<Pile, BadText> {
        match text {
            "small" => Ok(Pile(7)),
            "large" => Ok(Pile(12)),
            n => n.parse().map(Pile).map_err(|_| BadText(text.into())),
        }
    }
}

impl RuleSet for Pile {
    const PRESETS: &'static [Preset] = PRESETS;
    fn from_preset(name: &str) -> Result<Pile, BadText> {
        PRESETS.iter().find(|p| p.name == name).ok_or_else(|| BadText(name.into()))?.name.parse()
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Side {
    First,
    Second,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::First => "First",
            Side::Second => "Second",
        })
    }
}

abstract_game::seat_conversions!(Side { First, Second });

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Nim<const BUG: u8> {
    rules: Pile,
    stones: u8,
    to_move: u8,
}

impl<const BUG: u8> Game for Nim<BUG> {
    type Move = u8;
    type MoveList = ArrayVec<u8, 2>;
    type MoveParseError = core::num::ParseIntError;

    fn num_players(&self) -> usize {
        2
    }
    fn seat_name(&self, seat: PlayerId) -> &'static str {
        match (seat.index(), BUG) {
            (0, SEAT_NAMES_DIFFER) => "Left",
            (0, _) => "First",
            _ => "Second",
        }
    }
    fn status(&self) -> Status {
        if self.stones == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.to_move)) }
    }
    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        moves.extend(1..=self.stones.min(2));
    }
    fn play_unchecked(&mut self, take: u8) {
        self.stones -= take;
        self.to_move ^= 1;
    }
    fn outcome(&self) -> Option<Outcome> {
        let winner = PlayerId::from_const(self.to_move ^ 1);
        (self.stones == 0).then(|| Outcome::win(2, &[winner]).expect("two seats"))
    }
    fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> {
        text.parse()
    }
}

impl<const BUG: u8> ActionIndex for Nim<BUG> {
    fn num_actions(&self) -> usize {
        2
    }
    fn action_index(&self, take: u8) -> usize {
        usize::from(take) - 1
    }
    fn action_from_index(&self, index: usize) -> Option<u8> {
        let take = u8::try_from(index + 1).ok()?;
        self.legal_moves().contains(&take).then_some(take)
    }
}

impl<const BUG: u8> ObservationTensor for Nim<BUG> {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(1)
    }
    fn write_observation(&self, _seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        out[0] = f32::from(self.stones);
        Ok(())
    }
}

/// `rules stones seat`: `small 7 0`.
impl<const BUG: u8> fmt::Display for Nim<BUG> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.rules, self.stones, self.to_move)
    }
}

impl<const BUG: u8> FromStr for Nim<BUG> {
    type Err = BadText;
    fn from_str(text: &str) -> Result<Self, BadText> {
        let bad = || BadText(text.into());
        let [rules, stones, to_move] = text.split(' ').collect::<Vec<_>>()[..] else { return Err(bad()) };
        Ok(Nim {
            rules: rules.parse()?,
            stones: stones.parse().map_err(|_| bad())?,
            to_move: to_move.parse().ok().filter(|&s| s < 2).ok_or_else(bad)?,
        })
    }
}

impl<const BUG: u8> Conventions for Nim<BUG> {
    type Rules = Pile;
    type Seat = Side;
    const NAME: &'static str = "nim";
    const ABOUT: &'static str = "take one or two stones; the last stone wins";

    fn start(rules: Pile) -> Self {
        let rules = if BUG == START_IGNORES_RULES && rules == Pile(7) { Pile(12) } else { rules };
        Nim { rules, stones: rules.0, to_move: 0 }
    }
    fn rules(&self) -> Pile {
        if BUG == FORGETS_RULES { Pile::default() } else { self.rules }
    }
    fn pretty(&self) -> String {
        format!("{} stones", self.stones)
    }
    fn pretty_for(&self, _seat: PlayerId) -> String {
        self.pretty()
    }
    fn information(_rules: &Pile) -> Information {
        Information::Perfect
    }
    /// Every take removes at least one stone: at most as many seat moves as stones.
    fn max_game_length(rules: &Pile) -> Option<usize> {
        Some(if BUG == BOUND_TOO_LOW { usize::from(rules.0) / 2 } else { usize::from(rules.0) })
    }
    fn max_chance_outcomes(_rules: &Pile) -> usize {
        0
    }
    fn facts(rules: &Pile) -> abstract_game::Facts {
        let facts = abstract_game::Facts {
            name: Self::NAME,
            about: Self::ABOUT,
            seats: 2,
            chance: false,
            information: Information::Perfect,
            max_game_length: Self::max_game_length(rules),
            max_chance_outcomes: 0,
            num_actions: 2,
            observation_shape: TensorShape::flat(1),
        };
        if BUG == CHANCE_WITHOUT_OUTCOMES { abstract_game::Facts { chance: true, ..facts } } else { facts }
    }
}

fn broken_law<const BUG: u8>() -> Law {
    laws::check_conventions::<Nim<BUG>>(20, 1000, 1).expect_err("the planted bug is caught").law
}

#[test]
fn a_toy_that_follows_the_conventions_passes() {
    laws::check_conventions::<Nim<FINE>>(20, 1000, 1).expect("the conventions hold");
}

#[test]
fn the_provided_facts_read_the_start_state() {
    let facts = <Nim<FINE> as Conventions>::facts(&Pile(12));
    assert_eq!((facts.seats, facts.num_actions, facts.max_game_length), (2, 2, Some(12)));
}

#[test]
fn a_bound_on_the_length_that_games_outlast_is_caught() {
    // Half the stones: a game taking one stone at a time lasts twice as long.
    assert_eq!(broken_law::<BOUND_TOO_LOW>(), Law::GameLengthBounded);
}

#[test]
fn a_start_that_ignores_its_rules_is_caught() {
    assert_eq!(broken_law::<START_IGNORES_RULES>(), Law::StartKeepsItsRules);
}

#[test]
fn a_seat_name_other_than_the_seat_types_is_caught() {
    assert_eq!(broken_law::<SEAT_NAMES_DIFFER>(), Law::SeatsConvert);
}

#[test]
fn a_state_that_forgets_its_rules_is_caught() {
    // The first preset is the default, so the second is where forgetting shows.
    assert_eq!(broken_law::<FORGETS_RULES>(), Law::StartKeepsItsRules);
}

#[test]
fn chance_without_chance_outcomes_is_caught() {
    assert_eq!(broken_law::<CHANCE_WITHOUT_OUTCOMES>(), Law::FactsAgree);
}

#[test]
fn seat_conversions_are_written_by_the_macro() {
    assert_eq!(Side::Second.player_id(), PlayerId::from_const(1));
    assert_eq!(PlayerId::from(Side::First), PlayerId::from_const(0));
    assert_eq!(
        Side::try_from(PlayerId::from_const(2)),
        Err(abstract_game::NoSuchSeat(PlayerId::from_const(2)))
    );
    assert_eq!(Side::from_player_id(PlayerId::from_const(1)), Some(Side::Second));
}
