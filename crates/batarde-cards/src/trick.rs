//! Trick play as mask operations: the obligations (follow suit, trump when void, overtrump, climb in
//! All-trumps, discard only when void of the suit and of trumps) and who wins the trick.
//!
//! The obligations form a short list of *tiers*, each a mask of cards: a player must play from the first tier
//! it holds a card of, and may play anything when it holds none. The same tiers tell what a card played
//! reveals: a player who played from a later tier held nothing of the earlier ones (that is how voids, and
//! "could not overtrump", become public).

use crate::bid::{Contract, Mode};
use crate::card::Card;
use crate::cardset::CardSet;
use crate::deck::{Order, beats};

/// The obligation tiers for the next card of a trick whose first card is `led` and whose best card so far is
/// `winner`: at most three masks, then "anything".
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tiers {
    /// Unused tiers are empty, which no hand intersects and which reveals nothing.
    masks: [CardSet; 3],
}

impl Tiers {
    /// The tiers for a trick already started.
    #[inline]
    pub(crate) fn new(contract: Contract, led: Card, winner: Card) -> Tiers {
        let led_suit = CardSet::suit(led.suit());
        let tie = contract.tie_winner;
        match contract.mode {
            // No trump suit: follow if you can, else anything.
            Mode::NoTrumps => Tiers { masks: [led_suit, CardSet::EMPTY, CardSet::EMPTY] },
            // Every suit is a trump suit for climbing, but nobody trumps: climb in the led suit, else follow,
            // else discard. The winner is always of the led suit (discards never win).
            Mode::AllTrumps => {
                Tiers { masks: [led_suit & beats(winner, Order::Trump, tie), led_suit, CardSet::EMPTY] }
            }
            Mode::Trump(trump) => {
                let trumps = CardSet::suit(trump);
                if led.suit() == trump {
                    // Trumps led: overtrump every card so far (the winner is the best trump) if able, else
                    // any trump.
                    Tiers { masks: [trumps & beats(winner, Order::Trump, tie), trumps, CardSet::EMPTY] }
                } else if winner.suit() == trump {
                    // A plain suit led and someone trumped: follow; else overtrump if able; else any trump.
                    Tiers { masks: [led_suit, trumps & beats(winner, Order::Trump, tie), trumps] }
                } else {
                    // A plain suit led, nobody trumped yet: follow, else trump.
                    Tiers { masks: [led_suit, trumps, CardSet::EMPTY] }
                }
            }
        }
    }

    /// The cards of `hand` the player may play.
    #[inline]
    pub(crate) fn legal(&self, hand: CardSet) -> CardSet {
        for &mask in &self.masks {
            let allowed = hand & mask;
            if !allowed.is_empty() {
                return allowed;
            }
        }
        hand
    }

    /// The cards of `hand` the player may play, and what playing any of them reveals it does not hold: every
    /// legal card comes from the same tier (the first the hand meets), so it shows the earlier tiers empty.
    /// The same as `(self.legal(hand), self.revealed_absent(card))` for every card of the legal set.
    #[inline]
    pub(crate) fn legal_and_absent(&self, hand: CardSet) -> (CardSet, CardSet) {
        let mut absent = CardSet::EMPTY;
        for &mask in &self.masks {
            let allowed = hand & mask;
            if !allowed.is_empty() {
                return (allowed, absent);
            }
            absent |= mask;
        }
        (hand, absent)
    }

    /// The cards a player is shown not to hold by playing `card` (from a later tier than the first).
    #[inline]
    pub(crate) fn revealed_absent(&self, card: Card) -> CardSet {
        let mut absent = CardSet::EMPTY;
        for &mask in &self.masks {
            if mask.contains(card) {
                return absent;
            }
            absent |= mask;
        }
        absent
    }
}

/// Whether `card`, played now, beats `winner`, the best card of the trick so far: a higher card of the
/// winner's suit (in that suit's order, identical cards going to the contract's pack), or the first trump on a
/// plain-suit trick. A discard never wins.
#[inline]
pub(crate) fn beats_winner(contract: Contract, card: Card, winner: Card) -> bool {
    let tie = contract.tie_winner;
    match contract.mode {
        Mode::NoTrumps => beats(winner, Order::Normal, tie).contains(card),
        Mode::AllTrumps => beats(winner, Order::Trump, tie).contains(card),
        Mode::Trump(trump) => {
            if winner.suit() == trump {
                beats(winner, Order::Trump, tie).contains(card)
            } else if card.suit() == trump {
                true
            } else {
                beats(winner, Order::Normal, tie).contains(card)
            }
        }
    }
}

/// The cards of `hand` that may be played to `trick` (the cards already played, in order) under `contract`:
/// the whole hand when leading.
///
/// ```
/// use batarde_cards::{Card, CardSet, Contract, Mode, Pack, Suit, legal_cards};
/// let card = |s: &str| s.parse::<Card>().unwrap();
/// let spades = Contract::new(Mode::Trump(Suit::Spades), Pack::Simple);
/// // Hearts led, Spades trump, and a hand without Hearts: it must trump.
/// let hand: CardSet = [card("RD"), card("CatS"), card("FS")].into_iter().collect();
/// let legal = legal_cards(spades, &[card("RH")], hand);
/// assert_eq!(legal, [card("CatS"), card("FS")].into_iter().collect());
/// ```
pub fn legal_cards(contract: Contract, trick: &[Card], hand: CardSet) -> CardSet {
    let Some(&led) = trick.first() else { return hand };
    let winner = trick[winning_position(contract, trick)];
    Tiers::new(contract, led, winner).legal(hand)
}

/// The position in `trick` (cards in the order played) of the card that wins it so far under `contract`:
/// the highest trump, else the highest card of the led suit, identical cards going to the contract's pack.
/// `None` for an empty trick.
pub fn trick_winner(contract: Contract, trick: &[Card]) -> Option<usize> {
    (!trick.is_empty()).then(|| winning_position(contract, trick))
}

fn winning_position(contract: Contract, trick: &[Card]) -> usize {
    let mut best = 0;
    for (pos, &card) in trick.iter().enumerate().skip(1) {
        if beats_winner(contract, card, trick[best]) {
            best = pos;
        }
    }
    best
}
