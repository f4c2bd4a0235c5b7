//! The rules of a whole game: the table size, the schedule it implies, and how the first dealer is chosen.

use core::fmt;
use core::str::FromStr;

use abstract_game::{PlayerId, Preset};

use crate::error::RulesError;
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
/// assert_eq!(Rules::PRESETS[0].name, "4p");
/// assert_eq!(Rules::from_preset("5p,dealer=P2")?, rules);
/// # Ok::<(), batarde_cards::RulesError>(())
/// ```
///
/// With `serde`, rules are their string (`"4p"`, `"5p,dealer=P2"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
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
    /// The named rule sets, [`Rules::default`] (`4p`) first: a whole game at 4, 3, 5, 6 or 7 players, the
    /// first dealer drawn by lot. [`Rules::from_preset`] and `FromStr` read the names (and `,dealer=P<n>`
    /// after one); `Display` prints them.
    pub const PRESETS: &'static [Preset] = &[
        Preset { name: "4p", about: "four players, one 36-card pack, hands of 5 to 9 cards" },
        Preset { name: "3p", about: "three players, one pack, hands of 7 to 12 cards" },
        Preset { name: "5p", about: "five players, two packs (72 cards), hands of 9 to 14 cards" },
        Preset { name: "6p", about: "six players, two packs, hands of 7 to 12 cards" },
        Preset { name: "7p", about: "seven players, two packs, hands of 5 to 10 cards" },
    ];

    /// A whole game for `players` (3-7), first dealer by lot.
    pub const fn new(players: usize) -> Result<Rules, RulesError> {
        if players < MIN_PLAYERS || players > MAX_PLAYERS {
            return Err(RulesError::PlayerCount(players));
        }
        Ok(Rules { players: players as u8, first_dealer: None })
    }

    /// The rules of a preset of [`Rules::PRESETS`] (`4p`), or of any rules string `Display` prints
    /// (`5p,dealer=P2`): the same as `FromStr`.
    ///
    /// # Errors
    ///
    /// [`RulesError`]: an unknown preset, or a first dealer that is not `dealer=P<n>` of a seat at the table.
    pub fn from_preset(name: &str) -> Result<Rules, RulesError> {
        name.parse()
    }

    /// The rules of a preset name alone.
    fn named(name: &str) -> Result<Rules, RulesError> {
        let players = match name {
            "3p" => 3,
            "4p" => 4,
            "5p" => 5,
            "6p" => 6,
            "7p" => 7,
            _ => return Err(RulesError::UnknownPreset),
        };
        Rules::new(players)
    }

    /// The same rules with the first dealer given instead of drawn by lot.
    pub fn with_first_dealer(self, dealer: PlayerId) -> Result<Rules, RulesError> {
        if dealer.index() >= self.players() {
            return Err(RulesError::NoSuchSeat(crate::NoSuchSeat(dealer)));
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

    /// The cards of the deck: one pack of 36, or two.
    pub const fn deck_size(self) -> usize {
        if self.two_packs() { 72 } else { 36 }
    }

    /// The proven bound on a whole game's seat moves under these rules ("Why a game ends" in the crate docs;
    /// the deal and the draw of the first dealer are chance, not counted). Per hand: at most 90 mode changes
    /// (15 x 6 bid strengths), the opening bid and each change followed by at most `players` acceptances:
    /// 91 x (players + 1) bids, a bound above the crate docs' 90 x 7; `players x cards` cards; one méchoune
    /// and one choune. Summed over the schedule's hands.
    pub fn max_game_length(self) -> usize {
        const MODE_CHANGES: usize = 15 * 6;
        let players = self.players();
        let per_hand = |cards: u8| (MODE_CHANGES + 1) * (players + 1) + players * usize::from(cards) + 2;
        self.hand_sizes().iter().map(|&cards| per_hand(cards)).sum()
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
        let rules = Rules::named(preset)?;
        match dealer {
            None => Ok(rules),
            Some(seat) => {
                let seat = crate::notation::parse_seat(seat, rules.players()).ok_or(RulesError::BadOption)?;
                rules.with_first_dealer(seat)
            }
        }
    }
}

impl abstract_game::RuleSet for Rules {
    const PRESETS: &'static [abstract_game::Preset] = Rules::PRESETS;

    fn from_preset(name: &str) -> Result<Rules, RulesError> {
        Rules::from_preset(name)
    }
}
