//! The rules of a whole game: the table size, the schedule it implies, and how the first dealer is chosen.

use core::fmt;
use core::str::FromStr;

use abstract_game::PlayerId;

use crate::error::{RulesError, UnknownPreset};
use crate::hand::{MAX_PLAYERS, MIN_PLAYERS};
use crate::schedule::schedule;

/// The rules of a whole game ([`Match`](crate::Match)): 3-7 players, with the deal schedule of the rules for
/// that table size, and a first dealer given or drawn by lot (a chance node).
///
/// `Display` prints the preset name (`4p`), with `,dealer=P2` when the first dealer is given; `FromStr`
/// reads that back (and every preset name, as [`Rules::from_preset`]).
///
/// ```
/// use batarde_cards::Rules;
/// let rules: Rules = "5p,dealer=P2".parse()?;
/// assert_eq!(rules.to_string(), "5p,dealer=P2");
/// assert_eq!(Rules::default().to_string(), "4p");
/// # Ok::<(), batarde_cards::RulesError>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    players: u8,
    first_dealer: Option<PlayerId>,
}

impl Default for Rules {
    /// Four players, first dealer by lot (the `4p` preset).
    fn default() -> Rules {
        Rules { players: 4, first_dealer: None }
    }
}

impl Rules {
    /// The presets [`Rules::from_preset`] reads: a whole game at 3, 4 (the default), 5, 6 or 7 players, the
    /// first dealer drawn by lot.
    pub const PRESET_NAMES: [&'static str; 5] = ["3p", "4p", "5p", "6p", "7p"];

    /// A whole game for `players` (3-7), first dealer by lot.
    pub const fn new(players: usize) -> Result<Rules, RulesError> {
        if players < MIN_PLAYERS || players > MAX_PLAYERS {
            return Err(RulesError::PlayerCount(players));
        }
        Ok(Rules { players: players as u8, first_dealer: None })
    }

    /// One of [`Rules::PRESET_NAMES`].
    pub fn from_preset(name: &str) -> Result<Rules, UnknownPreset> {
        let players = match name {
            "3p" => 3,
            "4p" => 4,
            "5p" => 5,
            "6p" => 6,
            "7p" => 7,
            _ => return Err(UnknownPreset),
        };
        Rules::new(players).map_err(|_| UnknownPreset)
    }

    /// The same rules with the first dealer given instead of drawn by lot.
    pub fn with_first_dealer(self, dealer: PlayerId) -> Result<Rules, RulesError> {
        if dealer.index() >= self.players() {
            return Err(RulesError::NoSuchSeat(dealer.index()));
        }
        Ok(Rules { first_dealer: Some(dealer), ..self })
    }

    /// Players at the table.
    pub const fn players(self) -> usize {
        self.players as usize
    }

    /// The first dealer, when given (`None`: drawn by lot, a chance node).
    pub const fn first_dealer(self) -> Option<PlayerId> {
        self.first_dealer
    }

    /// Cards per player, hand by hand.
    pub fn hand_sizes(self) -> &'static [u8] {
        schedule(self.players()).unwrap_or(&[])
    }

    /// Whether two packs are shuffled together (5 or more players).
    pub const fn two_packs(self) -> bool {
        self.players >= 5
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}p", self.players)?;
        match self.first_dealer {
            Some(dealer) => write!(f, ",dealer=P{}", dealer.index() + 1),
            None => Ok(()),
        }
    }
}

impl FromStr for Rules {
    type Err = RulesError;

    /// A preset name, optionally followed by `,dealer=P<n>` (the first dealer given, not drawn by lot).
    fn from_str(text: &str) -> Result<Rules, RulesError> {
        let (preset, dealer) = match text.split_once(',') {
            Some((preset, option)) => {
                (preset, Some(option.strip_prefix("dealer=").ok_or(RulesError::BadOption)?))
            }
            None => (text, None),
        };
        let rules = Rules::from_preset(preset)?;
        match dealer {
            None => Ok(rules),
            Some(seat) => {
                let seat = crate::notation::parse_seat(seat, rules.players()).ok_or(RulesError::BadOption)?;
                rules.with_first_dealer(seat)
            }
        }
    }
}
