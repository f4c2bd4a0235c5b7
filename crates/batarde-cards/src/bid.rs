//! Trump modes and bids: `3S`, `0NT`, `2AT`, `4S*`.

use core::cmp::Ordering;
use core::fmt;
use core::str::FromStr;

use crate::card::{Pack, Suit};
use crate::error::BidParseError;

/// The trump mode of a hand. The auction order, strongest first, is All-trumps > Spades > Hearts > Diamonds >
/// Clubs > No-trumps ([`Mode::strength`]); `Ord` follows it (`Mode::NoTrumps` is the smallest).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Mode {
    /// No trump suit; every suit in normal order; no trumping (`NT`).
    NoTrumps,
    /// One suit is trump, in trump order; the others in normal order (`S`, `H`, `D`, `C`).
    Trump(Suit),
    /// Every suit in trump order, climbing in every suit, no trumping (`AT`).
    AllTrumps,
}

impl Mode {
    /// The six modes, strongest first.
    pub const ALL: [Mode; 6] = [
        Mode::AllTrumps,
        Mode::Trump(Suit::Spades),
        Mode::Trump(Suit::Hearts),
        Mode::Trump(Suit::Diamonds),
        Mode::Trump(Suit::Clubs),
        Mode::NoTrumps,
    ];

    /// The auction strength: 5 for All-trumps, 4 Spades, 3 Hearts, 2 Diamonds, 1 Clubs, 0 No-trumps.
    pub const fn strength(self) -> u8 {
        // Every arm a constant, so the match compiles to a table lookup rather than branches.
        match self {
            Mode::NoTrumps => 0,
            Mode::Trump(Suit::Clubs) => 1,
            Mode::Trump(Suit::Diamonds) => 2,
            Mode::Trump(Suit::Hearts) => 3,
            Mode::Trump(Suit::Spades) => 4,
            Mode::AllTrumps => 5,
        }
    }

    /// The mode of an auction strength (`0..6`).
    pub const fn from_strength(strength: u8) -> Option<Mode> {
        match strength {
            0 => Some(Mode::NoTrumps),
            1..=4 => Some(Mode::Trump(Suit::from_index(4 - strength as usize))),
            5 => Some(Mode::AllTrumps),
            _ => None,
        }
    }

    /// The trump suit, in a suit mode.
    pub const fn trump_suit(self) -> Option<Suit> {
        match self {
            Mode::Trump(suit) => Some(suit),
            Mode::NoTrumps | Mode::AllTrumps => None,
        }
    }

    /// The notation: `NT`, `S`, `H`, `D`, `C`, `AT`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Mode::NoTrumps => "NT",
            Mode::Trump(Suit::Spades) => "S",
            Mode::Trump(Suit::Hearts) => "H",
            Mode::Trump(Suit::Diamonds) => "D",
            Mode::Trump(Suit::Clubs) => "C",
            Mode::AllTrumps => "AT",
        }
    }

    /// The mode of a symbol (`NT S H D C AT`).
    pub fn from_symbol(text: &str) -> Option<Mode> {
        Some(match text {
            "NT" => Mode::NoTrumps,
            "AT" => Mode::AllTrumps,
            "S" => Mode::Trump(Suit::Spades),
            "H" => Mode::Trump(Suit::Hearts),
            "D" => Mode::Trump(Suit::Diamonds),
            "C" => Mode::Trump(Suit::Clubs),
            _ => return None,
        })
    }
}

impl PartialOrd for Mode {
    fn partial_cmp(&self, other: &Mode) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Mode {
    fn cmp(&self, other: &Mode) -> Ordering {
        self.strength().cmp(&other.strength())
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// What a hand is played in: the trump mode and, with two packs, which pack wins between identical cards.
/// With one pack the pack is always [`Pack::Simple`].
///
/// With `serde`, a contract is its notation (`"S"`, `"NT*"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Contract {
    /// The trump mode.
    pub mode: Mode,
    /// The pack whose card wins between two identical cards.
    pub tie_winner: Pack,
}

impl Contract {
    /// A contract.
    pub const fn new(mode: Mode, tie_winner: Pack) -> Contract {
        Contract { mode, tie_winner }
    }

    /// A dense index `0..12` (mode strength x 2 + pack), for hashing.
    pub(crate) const fn index(self) -> usize {
        self.mode.strength() as usize * 2 + self.tie_winner as usize
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.mode, if self.tie_winner == Pack::Marked { "*" } else { "" })
    }
}

impl FromStr for Contract {
    type Err = BidParseError;
    fn from_str(text: &str) -> Result<Contract, BidParseError> {
        let (body, pack) = match text.strip_suffix('*') {
            Some(body) => (body, Pack::Marked),
            None => (text, Pack::Simple),
        };
        let mode = Mode::from_symbol(body).ok_or(BidParseError::UnknownMode)?;
        Ok(Contract::new(mode, pack))
    }
}

/// A bid: a number of tricks and the contract it is made on (`3S`, `0NT`, `2AT`, `4S*`).
///
/// Bids that accept the standing mode repeat its contract; a bid that changes the mode names its own
/// contract, and with two packs the pack that wins ties (the pack does not add strength, see
/// [`Bid::is_stronger_than`]).
///
/// With `serde`, a bid is its notation (`"3S"`, `"4S*"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Bid {
    /// Tricks announced.
    pub tricks: u8,
    /// The trump mode and the tie-winning pack.
    pub contract: Contract,
}

const _: () = assert!(core::mem::size_of::<Bid>() == 3);

impl Bid {
    /// A bid of `tricks` in `mode` with the simple pack winning ties (the one-pack form).
    pub const fn new(tricks: u8, mode: Mode) -> Bid {
        Bid { tricks, contract: Contract::new(mode, Pack::Simple) }
    }

    /// A bid naming the pack that wins between identical cards (two packs).
    pub const fn with_pack(tricks: u8, mode: Mode, tie_winner: Pack) -> Bid {
        Bid { tricks, contract: Contract::new(mode, tie_winner) }
    }

    /// The trump mode.
    pub const fn mode(self) -> Mode {
        self.contract.mode
    }

    /// Auction strength: more tricks, or as many tricks in a stronger mode. The pack is not part of it.
    pub const fn is_stronger_than(self, other: Bid) -> bool {
        self.tricks > other.tricks
            || (self.tricks == other.tricks && self.contract.mode.strength() > other.contract.mode.strength())
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.tricks, self.contract)
    }
}

impl FromStr for Bid {
    type Err = BidParseError;
    fn from_str(text: &str) -> Result<Bid, BidParseError> {
        let digits = text.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return Err(BidParseError::MissingTricks);
        }
        if digits > 2 {
            return Err(BidParseError::TooManyTricks);
        }
        let tricks: u8 = text[..digits].parse().map_err(|_| BidParseError::MissingTricks)?;
        let contract: Contract = text[digits..].parse()?;
        Ok(Bid { tricks, contract })
    }
}
