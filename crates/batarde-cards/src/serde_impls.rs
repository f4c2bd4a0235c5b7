//! Serde, readable: every value with a notation is its notation string (cards, card sets, bids, contracts,
//! moves, rules, and a [`Hand`] or [`Match`] as its text form, validated on the way in). An observation is
//! the observer, the hand sizes and the public hand string (the other seats' cards left out).

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use abstract_game::PlayerId;
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::bid::{Bid, Contract};
use crate::card::Card;
use crate::cardset::CardSet;
use crate::hand::{Hand, MAX_PLAYERS};
use crate::hidden::{MatchObservation, Observation};
use crate::match_play::Match;
use crate::mv::Move;
use crate::rules::Rules;

/// Serialize as `Display`, deserialize through `FromStr`.
macro_rules! as_string {
    ($($ty:ty),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $ty {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$ty, D::Error> {
                let text = String::deserialize(deserializer)?;
                text.parse().map_err(D::Error::custom)
            }
        }
    )*};
}

as_string!(Card, Bid, Contract, Rules, Hand, Match);

impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CardSet, D::Error> {
        let text = String::deserialize(deserializer)?;
        crate::notation::parse_set(&text, true).map_err(D::Error::custom)
    }
}

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Move {
    /// Read at the largest table (seven seats, two packs): `Display` names every seat and pack.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Move, D::Error> {
        let text = String::deserialize(deserializer)?;
        crate::notation::parse_move(&text, MAX_PLAYERS, true).map_err(D::Error::custom)
    }
}

/// The fields of a serialized [`Observation`].
#[derive(Serialize, Deserialize)]
struct ObservationForm {
    seat: PlayerId,
    hand_sizes: Vec<u8>,
    /// The hand string with the other seats' cards left out.
    public: String,
}

impl Serialize for Observation {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let n = self.public().players();
        let hand_sizes = PlayerId::all(n).map(|s| self.hand_size_of(s) as u8).collect();
        ObservationForm { seat: self.seat(), hand_sizes, public: self.public().to_string() }
            .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Observation {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Observation, D::Error> {
        let form = ObservationForm::deserialize(deserializer)?;
        Observation::from_parts(form.seat, &form.hand_sizes, &form.public).map_err(D::Error::custom)
    }
}

/// The fields of a serialized [`MatchObservation`].
#[derive(Serialize, Deserialize)]
struct MatchObservationForm {
    rules: Rules,
    hand_index: u8,
    totals: Vec<u32>,
    drawing: bool,
    hand: Observation,
}

impl Serialize for MatchObservation {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let game = self.game();
        MatchObservationForm {
            rules: game.rules(),
            hand_index: game.hand_index() as u8,
            totals: game.totals().to_vec(),
            drawing: game.drawing_dealer(),
            hand: self.hand().clone(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for MatchObservation {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<MatchObservation, D::Error> {
        let form = MatchObservationForm::deserialize(deserializer)?;
        MatchObservation::from_parts(form.rules, form.hand_index, &form.totals, form.drawing, form.hand)
            .map_err(D::Error::custom)
    }
}
