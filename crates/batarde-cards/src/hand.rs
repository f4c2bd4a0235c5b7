//! One hand ("juego"): the deal, the auction, the méchoune and choune windows, the tricks, the score.

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{Game, PlayerId, ZobristHash};

use crate::bid::{Bid, Contract, Mode};
use crate::card::{Card, Pack};
use crate::cardset::CardSet;
use crate::error::RulesError;
use crate::hash;
use crate::mv::Move;
use crate::trick::{Tiers, beats_winner};

/// The most players at one table.
pub const MAX_PLAYERS: usize = 7;
/// The fewest players at one table.
pub const MIN_PLAYERS: usize = 3;
/// The most cards a player can hold (five players sharing two packs).
pub const MAX_CARDS: usize = 14;

/// The list [`Game::legal_moves_into`] fills: at most 180 bids (15 trick counts x 6 modes x 2 packs) plus the
/// out-of-turn actions of one seat, on the stack.
pub type MoveList = ArrayVec<Move, 192>;

pub(crate) const NO_BID: u8 = u8::MAX;
/// What fills the empty places of the trick array (any fixed card: only `trick_len` places count).
pub(crate) const FILLER: Card = Card::new(crate::card::Suit::Spades, crate::card::Rank::King, Pack::Simple);
const NO_TRUMPS: Contract = Contract::new(Mode::NoTrumps, Pack::Simple);

/// Where a hand is.
///
/// ```text
///            all cards dealt          every seat has a bid on one mode       last trick taken
///   Deal ─────────────────────▶ Auction ──────────────────────────────▶ Play ─────────────────▶ Over
///  (chance)                   (seat on turn bids;                  (seat on turn plays;
///                              any seat may méchoune a standing     the méchouned seat may choune
///                              bid of another, once per hand;       until the first card is played)
///                              the méchouned seat may choune)
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// Cards are dealt one at a time (chance nodes).
    Deal = 0,
    /// The auction: bids and the trump mode.
    Auction = 1,
    /// Trick play.
    Play = 2,
    /// Every trick has been played; the hand is scored.
    Over = 3,
}

/// One hand of La Bâtarde at a table of 3 to 7 players: a playable [`Game`] from the first card dealt to the
/// score.
///
/// # Who may act
///
/// | phase | [`Game::status`] | on turn ([`Game::legal_moves`]) | out of turn (only in [`Game::legal_moves_of`]) |
/// |---|---|---|---|
/// | deal | `Chance` | the undealt cards, each `1/remaining` | nobody |
/// | auction | `ToMove(bidder)` | the bidder's legal bids | any seat: [`Move::Mechoune`] of another seat's standing bid (while no méchoune was made); the méchouned seat: [`Move::Choune`] |
/// | play, before the first card | `ToMove(leader)` | the leader's cards | the méchouned seat: [`Move::Choune`] |
/// | play, later | `ToMove(seat)` | that seat's legal cards | nobody |
/// | over | `Over` | nothing | nobody |
///
/// The doublings are never in [`Game::legal_moves`], even for the seat on turn: that list is the main line
/// of the game (bids and cards), so [`perft`](abstract_game::perft) and random playouts stay well defined
/// and finite. [`Hand::all_actions_into`] lists every seat's actions at once for search code that wants the
/// doublings in its tree. A méchoune or choune never changes whose turn it is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Hand {
    pub(crate) players: u8,
    pub(crate) cards: u8,
    pub(crate) dealer: u8,
    pub(crate) phase: Phase,
    /// The seat to bid or play; in the deal, the seat that receives the next card; when over, the last leader.
    pub(crate) to_act: u8,
    pub(crate) dealt: u8,
    pub(crate) hands: [CardSet; 8],
    /// Cards of finished tricks.
    pub(crate) gone: CardSet,
    /// Cards each seat is publicly known not to hold (revealed voids and failures to overtrump).
    pub(crate) excluded: [CardSet; 8],
    pub(crate) contract: Option<Contract>,
    /// Standing bids (tricks), `NO_BID` when the seat has none on the current mode.
    pub(crate) bids: [u8; 8],
    pub(crate) standing: u8,
    /// (by, target).
    pub(crate) mechoune: Option<(u8, u8)>,
    pub(crate) choune: bool,
    pub(crate) trick: [Card; 8],
    pub(crate) trick_len: u8,
    pub(crate) leader: u8,
    /// Position in `trick` of the best card so far.
    pub(crate) winner: u8,
    pub(crate) won: [u8; 8],
    pub(crate) tricks_done: u8,
    pub(crate) hash: u64,
}

impl Hand {
    /// A hand about to be dealt: `players` at the table (3-7), `cards` per player, `dealer` dealing. Two packs
    /// are used with 5 or more players.
    pub fn new(players: usize, cards: usize, dealer: PlayerId) -> Result<Hand, RulesError> {
        check_table(players, cards)?;
        if dealer.index() >= players {
            return Err(RulesError::NoSuchSeat(crate::NoSuchSeat(dealer)));
        }
        let first = ((dealer.index() + 1) % players) as u8;
        let mut hand = Hand {
            players: players as u8,
            cards: cards as u8,
            dealer: dealer.index() as u8,
            phase: Phase::Deal,
            to_act: first,
            dealt: 0,
            hands: [CardSet::EMPTY; 8],
            gone: CardSet::EMPTY,
            excluded: [CardSet::EMPTY; 8],
            contract: None,
            bids: [NO_BID; 8],
            standing: 0,
            mechoune: None,
            choune: false,
            trick: [FILLER; 8],
            trick_len: 0,
            leader: first,
            winner: 0,
            won: [0; 8],
            tricks_done: 0,
            hash: 0,
        };
        hand.hash = hand.zobrist_from_scratch();
        Ok(hand)
    }

    /// The first hand of a whole game under `rules` ([`Match::start`](crate::Match::start) plays the rest),
    /// about to be dealt: the rules' table, the first hand size of its schedule, dealt by the rules' first
    /// dealer, or by P1 when the rules draw it by lot (a lone hand has no lot; a [`Match`](crate::Match)
    /// draws it).
    ///
    /// ```
    /// use abstract_game::{Game, Status};
    /// use batarde_cards::{Hand, Rules};
    /// let hand = Hand::start(Rules::from_preset("3p")?);
    /// assert_eq!((hand.players(), hand.cards_per_player()), (3, 7));
    /// assert_eq!(hand.status(), Status::Chance);
    /// # Ok::<(), batarde_cards::RulesError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Never: every `Rules` value names a valid table (checked by its constructors).
    pub fn start(rules: crate::Rules) -> Hand {
        let cards = rules.hand_sizes().first().copied().unwrap_or(1);
        let dealer = rules.first_dealer().unwrap_or_default();
        Hand::new(rules.players(), cards.into(), dealer)
            .expect("a Rules value is valid by construction: 3-7 players, its dealer at the table, a schedule that fits the deck")
    }

    /// A hand already dealt, ready for the auction: `hands[seat]` are the cards of each seat (exactly `cards`
    /// each, from this table's deck, no card twice). For tests, puzzles and replaying a real deal.
    pub fn from_deal(players: usize, dealer: PlayerId, hands: &[CardSet]) -> Result<Hand, RulesError> {
        let cards = hands.first().map_or(0, |h| h.len());
        let mut hand = Hand::new(players, cards, dealer)?;
        let mut seen = CardSet::EMPTY;
        let bad = RulesError::HandSize { players, cards };
        if hands.len() != players {
            return Err(bad);
        }
        for &h in hands {
            if h.len() != cards || !h.is_disjoint(seen) || !h.is_subset(hand.deck()) {
                return Err(bad);
            }
            seen |= h;
        }
        // Deal them in the real order, so the state is exactly the one the chance nodes reach.
        let mut iters: ArrayVec<_, 8> = hands.iter().map(|h| h.iter()).collect();
        while hand.phase == Phase::Deal {
            let seat = hand.to_act as usize;
            let Some(card) = iters.get_mut(seat).and_then(Iterator::next) else { return Err(bad) };
            hand.deal(card);
        }
        Ok(hand)
    }

    /// Players at the table.
    pub const fn players(&self) -> usize {
        self.players as usize
    }

    /// Cards dealt to each player (and tricks in the hand).
    pub const fn cards_per_player(&self) -> usize {
        self.cards as usize
    }

    /// Whether two packs are in play (5 or more players).
    pub const fn two_packs(&self) -> bool {
        self.players >= 5
    }

    /// The deck: 36 or 72 cards.
    pub const fn deck(&self) -> CardSet {
        CardSet::deck(self.two_packs())
    }

    /// The dealer.
    pub fn dealer(&self) -> PlayerId {
        seat(self.dealer)
    }

    /// The phase.
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The cards `seat` holds now.
    pub fn hand_of(&self, seat: PlayerId) -> CardSet {
        self.hands.get(seat.index()).copied().unwrap_or_default()
    }

    /// The standing bid of `seat` (none before it bids on the current mode).
    pub fn bid_of(&self, seat: PlayerId) -> Option<Bid> {
        let tricks = *self.bids.get(seat.index())?;
        let contract = self.contract?;
        (tricks != NO_BID).then_some(Bid { tricks, contract })
    }

    /// The standing contract (trump mode and tie-winning pack), once someone has bid.
    pub const fn contract(&self) -> Option<Contract> {
        self.contract
    }

    /// The méchoune, if one was made: (who méchouned, whose bid).
    pub fn mechoune(&self) -> Option<(PlayerId, PlayerId)> {
        self.mechoune.map(|(by, target)| (seat(by), seat(target)))
    }

    /// Whether the méchouned seat answered choune.
    pub const fn is_chouned(&self) -> bool {
        self.choune
    }

    /// What the hand's points are multiplied by: 1, 2 after a méchoune, 4 after a choune.
    pub const fn multiplier(&self) -> u32 {
        match (self.mechoune.is_some(), self.choune) {
            (false, _) => 1,
            (true, false) => 2,
            (true, true) => 4,
        }
    }

    /// The cards of the trick on the table, in the order played.
    pub fn trick(&self) -> &[Card] {
        &self.trick[..self.trick_len as usize]
    }

    /// The seat that led (or leads next) the trick on the table.
    pub fn trick_leader(&self) -> PlayerId {
        seat(self.leader)
    }

    /// The seat whose card is winning the trick on the table so far.
    pub fn trick_winner(&self) -> Option<PlayerId> {
        (self.trick_len > 0).then(|| seat((self.leader + self.winner) % self.players))
    }

    /// Tricks `seat` has won so far.
    pub fn tricks_won(&self, seat: PlayerId) -> usize {
        self.won.get(seat.index()).map_or(0, |&w| w as usize)
    }

    /// Tricks finished so far.
    pub const fn tricks_played(&self) -> usize {
        self.tricks_done as usize
    }

    /// Cards played so far (finished tricks and the trick on the table).
    pub fn played(&self) -> CardSet {
        self.gone | self.trick_cards()
    }

    /// Cards of finished tricks.
    pub const fn gone(&self) -> CardSet {
        self.gone
    }

    /// Cards not dealt (yet, in the deal; at all, after it).
    pub fn stock(&self) -> CardSet {
        let mut held = self.played();
        for &h in &self.hands[..self.players()] {
            held |= h;
        }
        self.deck().difference(held)
    }

    /// The cards `seat` is publicly known not to hold: suits it failed to follow, trumps it could not play
    /// or overtrump with. [`HiddenInformation::sample_consistent`](abstract_game::HiddenInformation) respects
    /// them.
    pub fn known_absent(&self, seat: PlayerId) -> CardSet {
        self.excluded.get(seat.index()).copied().unwrap_or_default()
    }

    /// The cards the seat on turn may play (empty outside the play).
    pub fn legal_cards(&self) -> CardSet {
        if self.phase != Phase::Play {
            return CardSet::EMPTY;
        }
        let hand = self.hands[self.to_act as usize];
        if self.trick_len == 0 { hand } else { self.tiers().legal(hand) }
    }

    /// The seat on turn in the auction or the play.
    pub fn to_act(&self) -> Option<PlayerId> {
        matches!(self.phase, Phase::Auction | Phase::Play).then(|| seat(self.to_act))
    }

    /// Every seat's possible actions at once: the legal moves of the seat on turn (or the chance outcomes),
    /// then every open méchoune and choune. For search code that wants the doublings in its tree.
    pub fn all_actions_into(&self, moves: &mut MoveList) {
        self.legal_moves_into(moves);
        for s in PlayerId::all(self.players()) {
            self.push_out_of_turn(s, moves);
        }
    }

    /// Penalty points of each seat once the hand is over: |bid - tricks won| x the multiplier.
    pub fn scores(&self) -> Option<ArrayVec<u32, MAX_PLAYERS>> {
        (self.phase == Phase::Over).then(|| {
            (0..self.players())
                .map(|s| {
                    let bid = if self.bids[s] == NO_BID { 0 } else { self.bids[s] };
                    crate::scoring::penalty(bid, self.won[s], self.multiplier())
                })
                .collect()
        })
    }

    pub(crate) fn trick_cards(&self) -> CardSet {
        self.trick().iter().copied().collect()
    }

    pub(crate) fn contract_or_default(&self) -> Contract {
        self.contract.unwrap_or(NO_TRUMPS)
    }

    #[inline]
    pub(crate) fn tiers(&self) -> Tiers {
        Tiers::new(self.contract_or_default(), self.trick[0], self.trick[self.winner as usize % 8])
    }

    #[inline]
    pub(crate) fn set_turn(&mut self, phase: Phase, to_act: u8) {
        self.hash ^= hash::turn(self.phase as usize, self.to_act as usize % 8)
            ^ hash::turn(phase as usize, to_act as usize % 8);
        self.phase = phase;
        self.to_act = to_act;
    }

    fn next_seat(&self, s: u8) -> u8 {
        if s + 1 >= self.players { 0 } else { s + 1 }
    }

    pub(crate) fn deal(&mut self, card: Card) {
        let s = self.to_act as usize % 8;
        self.hands[s].insert(card);
        self.hash ^= hash::in_hand(s, card);
        self.dealt += 1;
        if usize::from(self.dealt) >= self.players() * self.cards_per_player() {
            self.set_turn(Phase::Auction, self.leader);
        } else {
            self.set_turn(Phase::Deal, self.next_seat(s as u8));
        }
    }

    pub(crate) fn play_card(&mut self, card: Card) {
        let tiers = (self.trick_len > 0).then(|| self.tiers());
        self.play_card_with(card, tiers);
    }

    /// Plays `card` for the seat on turn; `tiers` are the trick's obligations (`None` when leading), passed in
    /// so a playout that just used them to choose the card does not compute them twice.
    #[inline]
    pub(crate) fn play_card_with(&mut self, card: Card, tiers: Option<Tiers>) {
        let revealed = tiers.map_or(CardSet::EMPTY, |t| t.revealed_absent(card));
        self.play_card_revealing(card, revealed);
    }

    /// Plays `card` for the seat on turn, which thereby shows it holds none of `revealed` (what
    /// [`Tiers::revealed_absent`] gives for the card; empty when leading).
    #[inline]
    pub(crate) fn play_card_revealing(&mut self, card: Card, revealed: CardSet) {
        let s = self.to_act as usize % 8;
        let contract = self.contract_or_default();
        if !revealed.is_empty() {
            let absent = revealed.intersection(self.deck()).difference(self.excluded[s]);
            if !absent.is_empty() {
                self.hash ^= hash::excluded(s, self.excluded[s].bits());
                self.excluded[s] |= absent;
                self.hash ^= hash::excluded(s, self.excluded[s].bits());
            }
        }
        self.hands[s].remove(card);
        self.hash ^= hash::in_hand(s, card);
        let pos = self.trick_len as usize % 8;
        self.trick[pos] = card;
        self.hash ^= hash::in_trick(pos, card);
        self.trick_len += 1;
        if pos > 0 && beats_winner(contract, card, self.trick[self.winner as usize % 8]) {
            self.winner = pos as u8;
        }
        if self.trick_len < self.players {
            self.set_turn(Phase::Play, self.next_seat(s as u8));
            return;
        }
        // The trick is complete: it goes to the best card; its winner leads the next one.
        let w = (self.leader + self.winner) % self.players;
        let wi = w as usize;
        self.hash ^= hash::won(wi, self.won[wi]) ^ hash::won(wi, self.won[wi] + 1);
        self.won[wi] += 1;
        for pos in 0..self.players() {
            let c = self.trick[pos];
            self.hash ^= hash::in_trick(pos, c) ^ hash::gone(c);
            self.gone.insert(c);
        }
        self.trick = [FILLER; 8];
        self.trick_len = 0;
        self.winner = 0;
        self.hash ^= hash::leader(self.leader as usize) ^ hash::leader(wi);
        self.leader = w;
        self.tricks_done += 1;
        let phase = if self.tricks_done >= self.cards { Phase::Over } else { Phase::Play };
        self.set_turn(phase, w);
    }

    /// Pushes the out-of-turn actions open to `s` now.
    pub(crate) fn push_out_of_turn(&self, s: PlayerId, moves: &mut MoveList) {
        if self.phase == Phase::Auction && self.mechoune.is_none() {
            for target in PlayerId::all(self.players()) {
                if self.mechoune_open(s, target) {
                    moves.push(Move::Mechoune { by: s, target });
                }
            }
        }
        if self.choune_open(s) {
            moves.push(Move::Choune(s));
        }
    }
}

/// The seat of an index below 8 (every seat index in a hand is below 7).
pub(crate) fn seat(index: u8) -> PlayerId {
    PlayerId::new(index as usize % abstract_game::MAX_SEATS).unwrap_or_default()
}

/// Checks a table size and hand size: 3-7 players, 1 card or more each, all dealt from 36 (3-4 players) or
/// 72 (5-7) cards.
pub(crate) fn check_table(players: usize, cards: usize) -> Result<(), RulesError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(RulesError::PlayerCount(players));
    }
    let deck = if players >= 5 { 72 } else { 36 };
    if cards == 0 || cards > MAX_CARDS || players * cards > deck {
        return Err(RulesError::HandSize { players, cards });
    }
    Ok(())
}
