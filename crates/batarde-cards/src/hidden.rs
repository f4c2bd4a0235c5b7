//! Hidden information: what one seat sees of a hand, and sampling a full deal consistent with it.

use abstract_game::{HiddenInformation, InconsistentObservation, PlayerId, ZobristHash, random_below};

use crate::cardset::CardSet;
use crate::hand::{Hand, Phase};
use crate::match_play::Match;
use crate::mv::Move;

/// What one seat knows of a hand: its own cards, how many cards each other seat holds, and everything public
/// (dealer, bids and contract, méchoune and choune, the trick on the table, the cards played, tricks won, and
/// the cards each seat has shown it does not hold by failing to follow, trump or overtrump).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Observation {
    seat: PlayerId,
    /// The hand with every other seat's cards removed (and no hash).
    view: Hand,
    hand_sizes: [u8; 8],
}

impl Observation {
    /// The observing seat.
    pub const fn seat(&self) -> PlayerId {
        self.seat
    }

    /// The observing seat's cards.
    pub fn own_hand(&self) -> CardSet {
        self.view.hand_of(self.seat)
    }

    /// How many cards `seat` holds.
    pub fn hand_size_of(&self, seat: PlayerId) -> usize {
        self.hand_sizes.get(seat.index()).map_or(0, |&n| n.into())
    }

    /// The public state as a [`Hand`] in which every other seat's hand is empty (its sizes are
    /// [`Observation::hand_size_of`]); bids, tricks, played cards and known absences are all there.
    pub const fn public(&self) -> &Hand {
        &self.view
    }

    /// The cards the observer cannot place: neither in its hand nor played.
    pub fn unseen(&self) -> CardSet {
        self.view.deck().difference(self.own_hand() | self.view.played())
    }

    /// An observation read back from its parts (serde): the observer, every seat's hand size, and the public
    /// hand string, in which only the observer's hand is written.
    #[cfg(feature = "serde")]
    pub(crate) fn from_parts(
        seat: PlayerId,
        sizes: &[u8],
        public: &str,
    ) -> Result<Observation, crate::PositionError> {
        let mut view = crate::notation::parse_hand(public, Some(sizes))?;
        let n = view.players();
        let own = view.hands.get(seat.index()).map(|h| h.len());
        let others_hidden = (0..n).all(|s| s == seat.index() || view.hands[s].is_empty());
        if own != sizes.get(seat.index()).map(|&s| usize::from(s)) || !others_hidden {
            return Err(crate::PositionError::Inconsistent("an observation shows the observer's cards only"));
        }
        let mut hand_sizes = [0u8; 8];
        hand_sizes[..n].copy_from_slice(sizes);
        view.hash = 0;
        Ok(Observation { seat, view, hand_sizes })
    }
}

impl Hand {
    fn observation(&self, seat: PlayerId) -> Observation {
        let mut view = *self;
        let mut hand_sizes = [0u8; 8];
        for (s, (size, cards)) in hand_sizes.iter_mut().zip(view.hands.iter_mut()).enumerate() {
            *size = cards.len() as u8;
            if s != seat.index() {
                *cards = CardSet::EMPTY;
            }
        }
        view.hash = 0;
        Observation { seat, view, hand_sizes }
    }

    fn sample<R: abstract_game::rand_core::Rng + ?Sized>(
        obs: &Observation,
        rng: &mut R,
    ) -> Result<Hand, InconsistentObservation> {
        let mut hand = obs.view;
        let n = hand.players();
        let me = obs.seat.index();
        if me >= n {
            return Err(InconsistentObservation);
        }
        let unknown = obs.unseen();
        // Bins: the other seats, then the stock of undealt cards (which nobody is known not to hold).
        let mut bins = [0usize; 8];
        let mut caps = [0usize; 8];
        let mut k = 0;
        for s in (0..n).filter(|&s| s != me) {
            bins[k] = s;
            caps[k] = obs.hand_sizes[s].into();
            k += 1;
        }
        let dealt_to_others: usize = caps[..k].iter().sum();
        let stock = unknown.len().checked_sub(dealt_to_others).ok_or(InconsistentObservation)?;
        caps[k] = stock;
        bins[k] = usize::MAX;
        let bin_count = k + 1;
        let allowed = |card| {
            let mut sig = 1u8 << k;
            for (b, &s) in bins[..k].iter().enumerate() {
                if !hand.excluded[s].contains(card) {
                    sig |= 1 << b;
                }
            }
            sig
        };
        let mut counts = [0u16; 256];
        for card in unknown {
            counts[allowed(card) as usize] += 1;
        }
        if !feasible(&counts, &caps, bin_count) {
            return Err(InconsistentObservation);
        }
        let mut rest = unknown;
        while !rest.is_empty() {
            // Cards in random order, each to a random bin weighted by the room left, keeping the rest
            // placeable (Hall's condition over the bins).
            let Some(card) = rest.nth(random_below(rng, rest.len() as u64) as usize) else { break };
            rest.remove(card);
            let sig = allowed(card);
            counts[sig as usize] -= 1;
            let mut candidates = sig;
            loop {
                let room: usize = (0..bin_count).filter(|&b| candidates >> b & 1 == 1).map(|b| caps[b]).sum();
                if room == 0 {
                    return Err(InconsistentObservation);
                }
                let mut draw = random_below(rng, room as u64) as usize;
                let mut chosen = 0;
                for b in (0..bin_count).filter(|&b| candidates >> b & 1 == 1) {
                    if draw < caps[b] {
                        chosen = b;
                        break;
                    }
                    draw -= caps[b];
                }
                caps[chosen] -= 1;
                if feasible(&counts, &caps, bin_count) {
                    if chosen < k {
                        hand.hands[bins[chosen]].insert(card);
                    }
                    break;
                }
                caps[chosen] += 1;
                candidates &= !(1 << chosen);
            }
        }
        hand.hash = hand.zobrist_from_scratch();
        Ok(hand)
    }
}

/// Whether the cards, grouped by the set of bins each may go to (`counts[signature]`), fit the bins' room:
/// for every set of bins, the cards that can only go there must fit in it (Hall's condition, which is also
/// sufficient here).
fn feasible(counts: &[u16; 256], caps: &[usize; 8], bins: usize) -> bool {
    let subsets = 1usize << bins;
    let mut within = [0usize; 256];
    for (sig, &c) in counts.iter().enumerate().take(subsets) {
        within[sig] = c.into();
    }
    // Sum over subsets (zeta transform): within[B] = cards whose allowed bins all lie in B.
    for b in 0..bins {
        for set in 0..subsets {
            if set >> b & 1 == 1 {
                within[set] += within[set ^ (1 << b)];
            }
        }
    }
    (1..subsets).all(|set| {
        let room: usize = (0..bins).filter(|&b| set >> b & 1 == 1).map(|b| caps[b]).sum();
        within[set] <= room
    })
}

impl HiddenInformation for Hand {
    type Observation = Observation;

    fn observe(&self, seat: PlayerId) -> Observation {
        self.observation(seat)
    }

    /// A card dealt: only the seat that receives it (the cards are dealt face down). Everything else is
    /// done in everyone's sight: a bid, a card played to the trick, a méchoune, a choune. There is no
    /// face-down discard and no card turned up in this game.
    fn sees_move(&self, seat: PlayerId, mv: &Move) -> bool {
        match mv {
            Move::Deal(_) => self.phase == Phase::Deal && usize::from(self.to_act) == seat.index(),
            Move::DrawDealer(_) | Move::Bid(_) | Move::Play(_) | Move::Mechoune { .. } | Move::Choune(_) => {
                true
            }
        }
    }

    /// Deals the unseen cards to the other seats (their known sizes) and the stock, never giving a seat a
    /// card it has shown it does not hold (a suit it failed to follow, trumps it could not play or
    /// overtrump with). Each card goes to a bin with probability proportional to the room left, checked
    /// against Hall's condition so the draw never paints itself into a corner: uniform over deals when nothing
    /// is known, close to uniform otherwise.
    fn sample_consistent<R: abstract_game::rand_core::Rng + ?Sized>(
        observation: &Observation,
        rng: &mut R,
    ) -> Result<Hand, InconsistentObservation> {
        Hand::sample(observation, rng)
    }
}

/// What one seat knows of a whole game: the match-level facts (all public) and its observation of the hand.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct MatchObservation {
    game: Match,
    hand: Observation,
}

impl MatchObservation {
    /// The observation of the hand being played.
    pub const fn hand(&self) -> &Observation {
        &self.hand
    }

    /// The running totals.
    pub fn totals(&self) -> &[u32] {
        self.game.totals()
    }

    /// The game as the seat sees it: the match-level facts, and the hand of [`Observation::public`].
    pub const fn game(&self) -> &Match {
        &self.game
    }

    /// An observation read back from its parts (serde).
    #[cfg(feature = "serde")]
    pub(crate) fn from_parts(
        rules: crate::Rules,
        hand_index: u8,
        totals: &[u32],
        drawing: bool,
        hand: Observation,
    ) -> Result<MatchObservation, crate::PositionError> {
        let mut game = Match::start(rules);
        let inconsistent = crate::PositionError::Inconsistent("the hand does not fit the match");
        if totals.len() != rules.players()
            || usize::from(hand_index) > rules.hand_sizes().len()
            || hand.public().players() != rules.players()
        {
            return Err(inconsistent);
        }
        game.hand_index = hand_index;
        game.totals[..totals.len()].copy_from_slice(totals);
        game.drawing = drawing;
        game.hand = *hand.public();
        Ok(MatchObservation { game, hand })
    }
}

impl HiddenInformation for Match {
    type Observation = MatchObservation;

    fn observe(&self, seat: PlayerId) -> MatchObservation {
        let hand = self.hand.observe(seat);
        let mut game = self.clone();
        game.hand = *hand.public();
        MatchObservation { game, hand }
    }

    /// The draw for the first dealer is made in everyone's sight; the moves of a hand as
    /// [`Hand`'s](Hand::sees_move) (a deal only its receiver, the rest everyone).
    fn sees_move(&self, seat: PlayerId, mv: &Move) -> bool {
        match mv {
            Move::DrawDealer(_) => true,
            _ => !self.drawing && self.hand.sees_move(seat, mv),
        }
    }

    fn sample_consistent<R: abstract_game::rand_core::Rng + ?Sized>(
        observation: &MatchObservation,
        rng: &mut R,
    ) -> Result<Match, InconsistentObservation> {
        let mut game = observation.game.clone();
        game.hand = Hand::sample(&observation.hand, rng)?;
        Ok(game)
    }
}
