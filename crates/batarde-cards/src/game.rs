//! The `abstract_game` traits for [`Hand`] (`Game`, `Undo`, `ZobristHash`) and [`Match`] (the same, and
//! `Conventions`).

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{Game, Outcome, PlayerId, Probability, Status, Undo, ZobristHash};

use crate::error::MoveParseError;
use crate::hand::{Hand, MAX_PLAYERS, MoveList, NO_BID, Phase, seat};
use crate::hash;
use crate::match_play::Match;
use crate::mv::Move;
use crate::rules::Rules;

impl Game for Match {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        self.rules.players()
    }

    /// `P1`..`P7`, the names of the notation ([`SeatName`](crate::SeatName)).
    fn seat_name(&self, seat: PlayerId) -> &'static str {
        crate::notation::SEAT_NAMES.get(seat.index()).copied().unwrap_or("P?")
    }

    fn status(&self) -> Status {
        if self.drawing {
            Status::Chance
        } else if self.over() {
            Status::Over
        } else {
            self.hand.status()
        }
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        if self.drawing {
            moves.extend(PlayerId::all(self.rules.players()).map(Move::DrawDealer));
        } else if !self.over() {
            self.hand.legal_moves_into(moves);
        }
    }

    fn legal_moves_of(&self, seat: PlayerId, moves: &mut MoveList) {
        if self.drawing || self.over() {
            moves.clear();
        } else {
            self.hand.legal_moves_of(seat, moves);
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        if let Move::DrawDealer(dealer) = mv {
            if self.drawing
                && let Ok(hand) = Hand::new(self.rules.players(), self.hand.cards_per_player(), dealer)
            {
                self.hand = hand;
                self.drawing = false;
            }
            return;
        }
        self.hand.play_unchecked(mv);
        if self.hand.phase() == Phase::Over {
            self.finish_hand();
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over() || self.drawing {
            return None;
        }
        let points: ArrayVec<i64, MAX_PLAYERS> = self.totals().iter().map(|&p| i64::from(p)).collect();
        Outcome::penalty_points(&points).ok()
    }

    /// Reads a move and checks it against this state, as [`Hand`]'s `parse_move` does (the first dealer
    /// drawn by lot while it is due). A refusal says why ([`MoveParseError::Illegal`]).
    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let mv = crate::notation::parse_move(text, self.rules.players(), self.rules.two_packs())?;
        match self.why_illegal(mv) {
            None => Ok(mv),
            Some(why) => Err(MoveParseError::Illegal(why)),
        }
    }

    fn chance_probability(&self, outcome: Move) -> Probability {
        match outcome {
            Move::DrawDealer(seat) if self.drawing && seat.index() < self.rules.players() => {
                Probability::uniform(self.rules.players() as u64).unwrap_or(Probability::ZERO)
            }
            Move::DrawDealer(_) => Probability::ZERO,
            _ => self.hand.chance_probability(outcome),
        }
    }

    /// The first dealer (each seat equally likely) or the next card of the deal, drawn directly.
    fn draw_chance<R: abstract_game::rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if self.drawing {
            let seat = crate::playout::random_below(rng, self.rules.players() as u64) as usize;
            return PlayerId::new(seat).map(Move::DrawDealer);
        }
        if self.over() { None } else { self.hand.draw_chance(rng) }
    }
}

impl Undo for Match {
    /// The game before the move (a few hundred bytes of plain data).
    type UndoInfo = Match;

    fn play_undoable(&mut self, mv: Move) -> Match {
        let before = self.clone();
        self.play_unchecked(mv);
        before
    }

    fn undo(&mut self, _mv: Move, info: Match) {
        *self = info;
    }
}

impl ZobristHash for Match {
    /// The hand's incremental hash, mixed with the hand index, the totals and the lot (these change once per
    /// hand, so they are mixed in directly).
    fn zobrist(&self) -> u64 {
        self.hand.zobrist() ^ self.match_part()
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.hand.zobrist_from_scratch() ^ self.match_part()
    }
}

impl Match {
    fn match_part(&self) -> u64 {
        let mut h = hash::number(1, self.hand_index.into()) ^ hash::number(2, u64::from(self.drawing));
        for (seat, &total) in self.totals().iter().enumerate() {
            h ^= hash::number(3 + seat, total.into());
        }
        h
    }
}

/// La Bâtarde's conventions: imperfect information (the hands), chance in the draw of the first dealer
/// (action indices `0..players`) and the deal (`players..players + deck`), the length bounded by
/// [`Rules::max_game_length`].
impl abstract_game::Conventions for Match {
    type Rules = Rules;
    type Seat = crate::Seat;

    const NAME: &'static str = "batarde-cards";
    const ABOUT: &'static str =
        "La Bâtarde: tricks bid with a trump auction, méchoune and choune; lowest penalty total wins";

    fn start(rules: Rules) -> Match {
        Match::start(rules)
    }

    fn rules(&self) -> Rules {
        Match::rules(self)
    }

    fn pretty(&self) -> alloc::string::String {
        Match::pretty(self)
    }

    fn pretty_for(&self, seat: PlayerId) -> alloc::string::String {
        Match::pretty_for(self, seat)
    }

    fn information(_: &Rules) -> abstract_game::Information {
        abstract_game::Information::Imperfect
    }

    fn max_game_length(rules: &Rules) -> Option<usize> {
        Some(rules.max_game_length())
    }

    fn max_chance_outcomes(rules: &Rules) -> usize {
        rules.players() + rules.deck_size()
    }
}

impl Game for Hand {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        self.players()
    }

    #[inline]
    /// `P1`..`P7`, the names of the notation ([`SeatName`](crate::SeatName)).
    fn seat_name(&self, seat: PlayerId) -> &'static str {
        crate::notation::SEAT_NAMES.get(seat.index()).copied().unwrap_or("P?")
    }

    fn status(&self) -> Status {
        match self.phase {
            Phase::Deal => Status::Chance,
            Phase::Auction | Phase::Play => Status::ToMove(seat(self.to_act)),
            Phase::Over => Status::Over,
        }
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        match self.phase {
            Phase::Deal => {
                for card in self.stock() {
                    moves.push(Move::Deal(card));
                }
            }
            Phase::Auction => self.push_bids(moves),
            Phase::Play => {
                for card in self.legal_cards() {
                    moves.push(Move::Play(card));
                }
            }
            Phase::Over => {}
        }
    }

    fn legal_moves_of(&self, s: PlayerId, moves: &mut MoveList) {
        if self.status() == Status::ToMove(s) {
            self.legal_moves_into(moves);
        } else {
            moves.clear();
        }
        self.push_out_of_turn(s, moves);
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        match mv {
            Move::Deal(card) => self.deal(card),
            Move::Bid(bid) => self.apply_bid(bid),
            Move::Play(card) => self.play_card(card),
            Move::Mechoune { by, target } => self.apply_mechoune(by, target),
            Move::Choune(s) => self.apply_choune(s),
            // Not a move of a single hand (a match draws its first dealer before any hand).
            Move::DrawDealer(_) => {}
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let scores = self.scores()?;
        let points: ArrayVec<i64, MAX_PLAYERS> = scores.iter().map(|&p| i64::from(p)).collect();
        Outcome::penalty_points(&points).ok()
    }

    /// Reads a move (the forms of [`parse_move`](crate::parse_move)) and checks it against this state: a
    /// bid or card of the seat on turn, a deal while dealing, a méchoune or choune of the seat it names
    /// whose window is open. A refusal says why ([`MoveParseError::Illegal`]).
    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let mv = crate::notation::parse_move(text, self.players(), self.two_packs())?;
        match self.why_illegal(mv) {
            None => Ok(mv),
            Some(why) => Err(MoveParseError::Illegal(why)),
        }
    }

    fn chance_probability(&self, outcome: Move) -> Probability {
        match outcome {
            // Every undealt card is equally likely. Sampling asks this once per outcome, so it avoids
            // rebuilding the stock: during the deal nothing is played, and the dealt count is kept.
            Move::Deal(card)
                if self.phase == Phase::Deal
                    && self.deck().contains(card)
                    && self.hands.iter().all(|h| !h.contains(card)) =>
            {
                let left = self.deck().len() - usize::from(self.dealt);
                Probability::uniform(left as u64).unwrap_or(Probability::ZERO)
            }
            _ => Probability::ZERO,
        }
    }

    /// The next card of the deal, uniform among the undealt ones, drawn straight from the stock mask (the
    /// exact chance distribution, without weighing every outcome).
    fn draw_chance<R: abstract_game::rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if self.phase != Phase::Deal {
            return None;
        }
        self.stock().random(rng).map(Move::Deal)
    }
}

impl Undo for Hand {
    /// The hand before the move. A hand is a few hundred bytes of plain data, and a copy is as fast as
    /// recomputing what a card took away (the revealed voids, the trick, the winner).
    type UndoInfo = Hand;

    fn play_undoable(&mut self, mv: Move) -> Hand {
        let before = *self;
        self.play_unchecked(mv);
        before
    }

    fn undo(&mut self, _mv: Move, info: Hand) {
        *self = info;
    }
}

impl ZobristHash for Hand {
    fn zobrist(&self) -> u64 {
        self.hash
    }

    fn zobrist_from_scratch(&self) -> u64 {
        let mut h = hash::shape(self.players(), self.cards_per_player())
            ^ hash::dealer(self.dealer as usize % 8)
            ^ hash::turn(self.phase as usize, self.to_act as usize % 8)
            ^ hash::leader(self.leader as usize % 8);
        for s in 0..8 {
            for card in self.hands[s] {
                h ^= hash::in_hand(s, card);
            }
            h ^= hash::excluded(s, self.excluded[s].bits());
            if self.bids[s] != NO_BID {
                h ^= hash::bid(s, self.bids[s]);
            }
            h ^= hash::won(s, self.won[s]);
        }
        for card in self.gone {
            h ^= hash::gone(card);
        }
        for (pos, &card) in self.trick().iter().enumerate() {
            h ^= hash::in_trick(pos, card);
        }
        if let Some(contract) = self.contract {
            h ^= hash::contract(contract.index());
        }
        if let Some((by, target)) = self.mechoune {
            h ^= hash::mechoune(by as usize % 8, target as usize % 8);
        }
        if self.choune {
            h ^= hash::choune();
        }
        h
    }
}
