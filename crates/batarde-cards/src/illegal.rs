//! Why a move is illegal: the rule it breaks ([`IllegalMove`]), and move parsing checked against the state.
//!
//! The legal path stays fast: [`Hand::why_illegal`] first asks the same mask questions move generation asks
//! (is the bid legal, is the card among the legal cards, is the window open), and only a refused move goes
//! on to find which rule it breaks.

use abstract_game::{Game, PlayerId, Status};

use crate::bid::Bid;
use crate::card::{Card, Pack};
use crate::cardset::CardSet;
use crate::error::{IllegalMove, MoveParseError};
use crate::hand::{Hand, Phase};
use crate::match_play::Match;
use crate::mv::Move;
use crate::notation::parse_seat;

impl Hand {
    /// Whether `mv` may be made now by the seat it belongs to: a chance outcome at a deal, a bid or card of
    /// the seat on turn, a méchoune or choune of the seat it names (whose window must be open).
    pub fn is_legal(&self, mv: Move) -> bool {
        match mv {
            Move::Deal(card) => self.phase == Phase::Deal && self.stock().contains(card),
            Move::Bid(bid) => self.is_legal_bid(bid),
            Move::Play(card) => self.legal_cards().contains(card),
            Move::Mechoune { by, target } => self.mechoune_open(by, target),
            Move::Choune(seat) => self.choune_open(seat),
            Move::DrawDealer(_) => false,
        }
    }

    /// Why `mv` may not be made now by the seat it belongs to (see [`Hand::is_legal`]); `None` when it is
    /// legal.
    ///
    /// ```
    /// use abstract_game::Game;
    /// use batarde_cards::{Hand, IllegalMove};
    /// let hand: Hand = "4p 5 P4 bid:P4 RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC NT 2/0/1/- - 0/0/0/0 P1:- - -/-/-/-"
    ///     .parse()?;
    /// // 2 + 0 + 1 + 2 would make the 5 tricks of the hand.
    /// assert_eq!(hand.why_illegal(hand.parse_move("1NT")?), None);
    /// assert_eq!(
    ///     hand.parse_move("2NT"),
    ///     Err(batarde_cards::MoveParseError::Illegal(IllegalMove::HookRule { tricks: 2 }))
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn why_illegal(&self, mv: Move) -> Option<IllegalMove> {
        if self.is_legal(mv) { None } else { Some(self.reason(mv)) }
    }

    /// Why `seat` may not make `mv` now (what [`Game::play_as`] refuses); `None` when it may. A bid or a card
    /// is the move of the seat on turn only; a méchoune or choune only of the seat it names.
    pub fn why_illegal_as(&self, seat: impl Into<PlayerId>, mv: Move) -> Option<IllegalMove> {
        let seat = seat.into();
        match mv {
            // Nature deals; no seat does.
            Move::Deal(_) | Move::DrawDealer(_) => {
                Some(self.why_illegal(mv).unwrap_or(IllegalMove::ChanceOnly))
            }
            Move::Mechoune { by: actor, .. } | Move::Choune(actor) if actor != seat => {
                Some(IllegalMove::NotYourTurn { seat })
            }
            Move::Bid(_) | Move::Play(_) if self.to_act().is_some_and(|on_turn| on_turn != seat) => {
                Some(IllegalMove::NotYourTurn { seat })
            }
            _ => self.why_illegal(mv),
        }
    }

    /// Reads a move typed by `seat` and checks that `seat` may make it now: the forms of `parse_move`, and
    /// also `mechoune <seat>` and `choune` with the acting seat left out (it is `seat`). A doubling that
    /// names another seat as the actor is refused ([`IllegalMove::NotYourTurn`]).
    pub fn parse_move_as(&self, seat: PlayerId, text: &str) -> Result<Move, MoveParseError> {
        let mv = parse_for(text, seat, self.players(), self.two_packs())?;
        match self.why_illegal_as(seat, mv) {
            None => Ok(mv),
            Some(why) => Err(MoveParseError::Illegal(why)),
        }
    }

    /// The rule a move that [`Hand::is_legal`] refused breaks.
    fn reason(&self, mv: Move) -> IllegalMove {
        match mv {
            Move::DrawDealer(_) => IllegalMove::NoDealerDraw,
            Move::Deal(_) => IllegalMove::NotInStock,
            Move::Bid(bid) => self.bid_reason(bid),
            Move::Play(card) => self.card_reason(card),
            Move::Mechoune { by, target } => {
                if self.phase != Phase::Auction {
                    IllegalMove::MechouneWindowClosed
                } else if self.mechoune.is_some() {
                    IllegalMove::AlreadyMechouned
                } else if by == target {
                    IllegalMove::OwnBid
                } else if by.index() >= self.players() || target.index() >= self.players() {
                    IllegalMove::NoSuchMove
                } else {
                    IllegalMove::NoStandingBid(target)
                }
            }
            Move::Choune(seat) => match self.mechoune {
                Some((_, target)) if usize::from(target) == seat.index() => {
                    if self.choune {
                        IllegalMove::AlreadyChouned
                    } else {
                        IllegalMove::ChouneWindowClosed
                    }
                }
                _ => IllegalMove::NotMechouned,
            },
        }
    }

    fn bid_reason(&self, bid: Bid) -> IllegalMove {
        match self.phase {
            Phase::Deal => return IllegalMove::Dealing,
            Phase::Play | Phase::Over => return IllegalMove::AuctionOver,
            Phase::Auction => {}
        }
        if usize::from(bid.tricks) > self.cards_per_player() {
            return IllegalMove::TooManyTricks { tricks: bid.tricks, cards: self.cards };
        }
        if bid.contract.tie_winner == Pack::Marked && !self.two_packs() {
            return IllegalMove::NoSuchMove;
        }
        let Some(contract) = self.contract else { return IllegalMove::NoSuchMove };
        if bid.contract == contract {
            IllegalMove::HookRule { tricks: bid.tricks }
        } else if bid.mode() == contract.mode {
            IllegalMove::PackAlone
        } else if self.mode_locked() {
            IllegalMove::ModeLocked
        } else {
            IllegalMove::WeakOvercall
        }
    }

    fn card_reason(&self, card: Card) -> IllegalMove {
        match self.phase {
            Phase::Deal => return IllegalMove::Dealing,
            Phase::Auction => return IllegalMove::Auction,
            Phase::Over => return IllegalMove::HandOver,
            Phase::Play => {}
        }
        let hand = self.hands[usize::from(self.to_act) % 8];
        if !hand.contains(card) {
            return IllegalMove::NotInHand(card);
        }
        let Some(&led) = self.trick().first() else { return IllegalMove::NoSuchMove };
        let led_suit = CardSet::suit(led.suit());
        if !(hand & led_suit).is_empty() && !led_suit.contains(card) {
            return IllegalMove::MustFollowSuit(led.suit());
        }
        match self.contract_or_default().mode {
            crate::Mode::AllTrumps => IllegalMove::MustClimb,
            crate::Mode::Trump(trump) if led.suit() == trump => IllegalMove::MustOvertrump,
            crate::Mode::Trump(trump) if card.suit() != trump => IllegalMove::MustTrump,
            crate::Mode::Trump(_) => IllegalMove::MustOvertrump,
            crate::Mode::NoTrumps => IllegalMove::NoSuchMove,
        }
    }
}

/// Reads `text` as typed by `seat`: the full forms, or a doubling without its actor.
fn parse_for(text: &str, seat: PlayerId, players: usize, two_packs: bool) -> Result<Move, MoveParseError> {
    let mut words = text.split_whitespace();
    match (words.next(), words.next(), words.next()) {
        (Some("mechoune" | "méchoune"), Some(target), None) => {
            Ok(Move::Mechoune { by: seat, target: parse_seat(target, players).ok_or(MoveParseError::Seat)? })
        }
        (Some("choune"), None, None) => Ok(Move::Choune(seat)),
        _ => crate::notation::parse_move(text, players, two_packs),
    }
}

impl Match {
    /// Whether `mv` may be made now by the seat it belongs to (see [`Hand::is_legal`]); the first dealer
    /// drawn by lot while it is due.
    pub fn is_legal(&self, mv: Move) -> bool {
        if self.drawing {
            matches!(mv, Move::DrawDealer(seat) if seat.index() < self.rules.players())
        } else {
            self.status() != Status::Over && self.hand.is_legal(mv)
        }
    }

    /// Why `mv` may not be made now by the seat it belongs to; `None` when it is legal.
    pub fn why_illegal(&self, mv: Move) -> Option<IllegalMove> {
        if self.is_legal(mv) {
            return None;
        }
        Some(if self.drawing {
            match mv {
                Move::DrawDealer(_) => IllegalMove::NoSuchMove,
                _ => IllegalMove::DrawDealerFirst,
            }
        } else if self.status() == Status::Over {
            IllegalMove::GameOver
        } else {
            self.hand.why_illegal(mv).unwrap_or(IllegalMove::NoSuchMove)
        })
    }

    /// Why `seat` may not make `mv` now (see [`Hand::why_illegal_as`]); `None` when it may.
    pub fn why_illegal_as(&self, seat: impl Into<PlayerId>, mv: Move) -> Option<IllegalMove> {
        let seat = seat.into();
        if self.drawing || self.status() == Status::Over {
            return Some(self.why_illegal(mv).unwrap_or(IllegalMove::ChanceOnly));
        }
        self.hand.why_illegal_as(seat, mv)
    }

    /// [`Hand::parse_move_as`] for the hand being played.
    pub fn parse_move_as(&self, seat: PlayerId, text: &str) -> Result<Move, MoveParseError> {
        let mv = parse_for(text, seat, self.rules.players(), self.rules.two_packs())?;
        match self.why_illegal_as(seat, mv) {
            None => Ok(mv),
            Some(why) => Err(MoveParseError::Illegal(why)),
        }
    }
}
