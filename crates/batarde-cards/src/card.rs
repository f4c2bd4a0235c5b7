//! Cards: suit, rank, pack, and their corner-letter notation (`RS`, `FH`, `DogC`, `CatD`, `RS*`).

use core::fmt;
use core::str::FromStr;

use crate::error::CardParseError;

/// One of the four suits. The order of the variants is the auction order of the suits, strongest first
/// (All-trumps sits above Spades and No-trumps below Clubs, see [`Mode`](crate::Mode)).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Suit {
    /// Spades (picas), `S`.
    Spades = 0,
    /// Hearts (corazones), `H`.
    Hearts = 1,
    /// Diamonds (rombos), `D`.
    Diamonds = 2,
    /// Clubs (tréboles), `C`.
    Clubs = 3,
}

impl Suit {
    /// The four suits, Spades first.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit with this index (0 Spades .. 3 Clubs), wrapping modulo 4.
    pub const fn from_index(index: usize) -> Suit {
        Suit::ALL[index % 4]
    }

    /// 0 for Spades .. 3 for Clubs.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The suit's letter: `S`, `H`, `D`, `C`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// The suit of a letter (either case).
    pub const fn from_letter(letter: char) -> Option<Suit> {
        match letter {
            'S' | 's' => Some(Suit::Spades),
            'H' | 'h' => Some(Suit::Hearts),
            'D' | 'd' => Some(Suit::Diamonds),
            'C' | 'c' => Some(Suit::Clubs),
            _ => None,
        }
    }
}

/// One of the nine ranks. The variants are in the normal order, strongest first:
/// R > D > C > V > F > M > J > Dog > Cat. In a trump suit "the artists take power":
/// F > M > J > R > D > C > V > Dog > Cat ([`Rank::trump_strength`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Rank {
    /// King (Roi, rey), `R`.
    King = 0,
    /// Queen (Dame, dama), `D`.
    Queen = 1,
    /// Knight (Cavalier), `C`.
    Knight = 2,
    /// Jack (Valet), `V`.
    Jack = 3,
    /// Fool (Fou, bufón), `F`.
    Fool = 4,
    /// Musician (Musicien, músico), `M`.
    Musician = 5,
    /// Juggler (Jongleur), `J`.
    Juggler = 6,
    /// Dog (Chien), no corner letter: written `Dog`.
    Dog = 7,
    /// Cat (Chat), no corner letter: written `Cat`.
    Cat = 8,
}

impl Rank {
    /// The nine ranks in normal order, strongest first.
    pub const ALL: [Rank; 9] = [
        Rank::King,
        Rank::Queen,
        Rank::Knight,
        Rank::Jack,
        Rank::Fool,
        Rank::Musician,
        Rank::Juggler,
        Rank::Dog,
        Rank::Cat,
    ];

    /// The nine ranks in trump order, strongest first.
    pub const TRUMP_ORDER: [Rank; 9] = [
        Rank::Fool,
        Rank::Musician,
        Rank::Juggler,
        Rank::King,
        Rank::Queen,
        Rank::Knight,
        Rank::Jack,
        Rank::Dog,
        Rank::Cat,
    ];

    /// The rank with this index in normal order (0 King .. 8 Cat), wrapping modulo 9.
    pub const fn from_index(index: usize) -> Rank {
        Rank::ALL[index % 9]
    }

    /// 0 for the King .. 8 for the Cat (the normal order, strongest first).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Strength in a plain suit (No-trumps, or a suit that is not trump): 8 for the King .. 0 for the Cat.
    pub const fn normal_strength(self) -> u8 {
        8 - self as u8
    }

    /// Strength in a trump suit (and every suit in All-trumps): 8 for the Fool .. 0 for the Cat.
    pub const fn trump_strength(self) -> u8 {
        match self {
            Rank::Fool => 8,
            Rank::Musician => 7,
            Rank::Juggler => 6,
            Rank::King => 5,
            Rank::Queen => 4,
            Rank::Knight => 3,
            Rank::Jack => 2,
            Rank::Dog => 1,
            Rank::Cat => 0,
        }
    }

    /// The corner letters: `R D C V F M J`, and `Dog`, `Cat` for the two cards without a letter.
    pub const fn symbol(self) -> &'static str {
        match self {
            Rank::King => "R",
            Rank::Queen => "D",
            Rank::Knight => "C",
            Rank::Jack => "V",
            Rank::Fool => "F",
            Rank::Musician => "M",
            Rank::Juggler => "J",
            Rank::Dog => "Dog",
            Rank::Cat => "Cat",
        }
    }
}

/// Which of the two packs a card comes from (5-7 players shuffle two packs together). With one pack every
/// card is [`Pack::Simple`]. The marked pack has underlined corner indices; notation marks it with `*`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Pack {
    /// The simple pack (the only one with 3-4 players).
    #[default]
    Simple = 0,
    /// The marked pack (underlined indices), written with a trailing `*`.
    Marked = 1,
}

impl Pack {
    /// Both packs, simple first.
    pub const ALL: [Pack; 2] = [Pack::Simple, Pack::Marked];

    /// The other pack.
    #[must_use]
    pub const fn other(self) -> Pack {
        match self {
            Pack::Simple => Pack::Marked,
            Pack::Marked => Pack::Simple,
        }
    }
}

/// One card: 72 values (index = pack x 36 + suit x 9 + rank in normal order), one byte.
///
/// With `serde`, a card is its notation (`"RS"`, `"FH*"`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

const _: () = assert!(core::mem::size_of::<Card>() == 1);

impl Card {
    /// The number of distinct cards over both packs.
    pub const COUNT: usize = 72;

    /// The card of this suit, rank and pack.
    pub const fn new(suit: Suit, rank: Rank, pack: Pack) -> Card {
        Card((pack as u8) * 36 + (suit as u8) * 9 + rank as u8)
    }

    /// The card with this index (`0..72`), if in range.
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < Self::COUNT { Some(Card(index as u8)) } else { None }
    }

    /// The index, `0..72`; it is also the card's bit in a [`CardSet`](crate::CardSet).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The suit.
    #[inline]
    pub const fn suit(self) -> Suit {
        SUIT_OF[self.0 as usize]
    }

    /// The rank.
    #[inline]
    pub const fn rank(self) -> Rank {
        RANK_OF[self.0 as usize]
    }

    /// The pack.
    pub const fn pack(self) -> Pack {
        if self.0 >= 36 { Pack::Marked } else { Pack::Simple }
    }

    /// The identical card of the other pack.
    #[must_use]
    pub const fn twin(self) -> Card {
        Card((self.0 + 36) % 72)
    }
}

/// The suit of each card index (a table: the hot loops ask for it at every card).
static SUIT_OF: [Suit; 72] = {
    let mut table = [Suit::Spades; 72];
    let mut i = 0;
    while i < 72 {
        table[i] = Suit::from_index((i % 36) / 9);
        i += 1;
    }
    table
};

/// The rank of each card index.
static RANK_OF: [Rank; 72] = {
    let mut table = [Rank::King; 72];
    let mut i = 0;
    while i < 72 {
        table[i] = Rank::from_index(i % 9);
        i += 1;
    }
    table
};

impl From<Card> for u8 {
    fn from(card: Card) -> u8 {
        card.0
    }
}

impl TryFrom<u8> for Card {
    type Error = CardParseError;
    fn try_from(index: u8) -> Result<Card, CardParseError> {
        Card::from_index(index as usize).ok_or(CardParseError::Malformed)
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.rank().symbol())?;
        write!(f, "{}", self.suit().letter())?;
        if self.pack() == Pack::Marked {
            f.write_str("*")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl FromStr for Card {
    type Err = CardParseError;

    /// Reads `RS`, `FH`, `DogC`, `CatD`, `RS*`. The Dog and Cat are tried first, so `CatD` is the Cat of
    /// Diamonds while `CD` is the Knight of Diamonds.
    fn from_str(text: &str) -> Result<Card, CardParseError> {
        let (body, pack) = match text.strip_suffix('*') {
            Some(body) => (body, Pack::Marked),
            None => (text, Pack::Simple),
        };
        let (rank, rest) = if let Some(rest) = body.strip_prefix("Dog") {
            (Rank::Dog, rest)
        } else if let Some(rest) = body.strip_prefix("Cat") {
            (Rank::Cat, rest)
        } else {
            let mut chars = body.chars();
            let rank = match chars.next() {
                Some('R') => Rank::King,
                Some('D') => Rank::Queen,
                Some('C') => Rank::Knight,
                Some('V') => Rank::Jack,
                Some('F') => Rank::Fool,
                Some('M') => Rank::Musician,
                Some('J') => Rank::Juggler,
                Some(_) => return Err(CardParseError::UnknownRank),
                None => return Err(CardParseError::Malformed),
            };
            (rank, chars.as_str())
        };
        let mut chars = rest.chars();
        let suit = match (chars.next(), chars.next()) {
            (Some(letter), None) => Suit::from_letter(letter).ok_or(CardParseError::UnknownSuit)?,
            (None, _) => return Err(CardParseError::Malformed),
            (Some(_), Some(_)) => return Err(CardParseError::TrailingText),
        };
        Ok(Card::new(suit, rank, pack))
    }
}
