//! The dense action index (`move <-> usize`) for learning code: a fixed action space per table, as small as
//! the table allows.
//!
//! An [`ActionLayout`] is fixed by the table: players `n`, the deck `D` (36 cards with one pack, 72 with
//! two), the most tricks a bid can name `T` (the cards per player of a [`Hand`], the largest hand of the
//! schedule for a [`Match`]) and the packs `K` (1 or 2). In order:
//!
//! | actions | count | index within the range |
//! |---|---|---|
//! | `DrawDealer(seat)` (a [`Match`] only) | `n` | the seat |
//! | `Deal(card)` | `D` | the card's index |
//! | `Bid` | `(T + 1) x 6 x K` | `(tricks x 6 + mode strength) x K + pack` (strength 0 No-trumps .. 5 All-trumps; pack 1 = marked wins ties) |
//! | `Play(card)` | `D` | the card's index |
//! | `Mechoune { by, target }` | `n x (n - 1)` | `by x (n - 1) + target` (`target - 1` when above `by`) |
//! | `Choune(seat)` | `n` | the seat |
//!
//! `num_actions` of each preset's [`Match`]: `4p` 152, `3p` 162, `5p` 354, `6p` 342, `7p` 332. A [`Hand`] of
//! 4 players x 7 cards: 136.

use abstract_game::{ActionIndex, Game, PlayerId};

use crate::bid::{Bid, Mode};
use crate::card::{Card, Pack};
use crate::hand::{Hand, MAX_CARDS, MAX_PLAYERS, MoveList};
use crate::match_play::Match;
use crate::mv::Move;

/// The action space of one table (see the [module docs](self)).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ActionLayout {
    players: usize,
    deck: usize,
    tricks: usize,
    packs: usize,
    draw: usize,
}

impl ActionLayout {
    /// The largest layout: seven players, two packs, bids up to 14 tricks, the dealer drawn. Every move of
    /// every table has an index in it (a total order on moves).
    pub const LARGEST: ActionLayout = ActionLayout {
        players: MAX_PLAYERS,
        deck: Card::COUNT,
        tricks: MAX_CARDS + 1,
        packs: 2,
        draw: MAX_PLAYERS,
    };

    /// The layout of a table of `players` (3-7, two packs from 5), bids up to `max_tricks`, with or without the
    /// draw of the first dealer.
    pub const fn new(players: usize, max_tricks: usize, dealer_draw: bool) -> ActionLayout {
        let two = players >= 5;
        ActionLayout {
            players,
            deck: if two { Card::COUNT } else { Card::COUNT / 2 },
            tricks: max_tricks + 1,
            packs: if two { 2 } else { 1 },
            draw: if dealer_draw { players } else { 0 },
        }
    }

    const fn deal(&self) -> usize {
        self.draw
    }

    const fn bid(&self) -> usize {
        self.deal() + self.deck
    }

    const fn play(&self) -> usize {
        self.bid() + self.tricks * 6 * self.packs
    }

    const fn mechoune(&self) -> usize {
        self.play() + self.deck
    }

    const fn choune(&self) -> usize {
        self.mechoune() + self.players * (self.players - 1)
    }

    /// The size of the action space.
    pub const fn num_actions(&self) -> usize {
        self.choune() + self.players
    }

    /// The index of a move, if the table has room for it (a seat at the table, a card of its deck, a bid of
    /// at most its tricks).
    pub fn index(&self, mv: Move) -> Option<usize> {
        let n = self.players;
        let seat = |s: PlayerId| Some(s.index()).filter(|&i| i < n);
        let card = |c: Card| Some(c.index()).filter(|&i| i < self.deck);
        Some(match mv {
            Move::DrawDealer(s) if self.draw > 0 => seat(s)?,
            Move::DrawDealer(_) => return None,
            Move::Deal(c) => self.deal() + card(c)?,
            Move::Bid(bid) => {
                let tricks = Some(usize::from(bid.tricks)).filter(|&t| t < self.tricks)?;
                let pack = Some(bid.contract.tie_winner as usize).filter(|&p| p < self.packs)?;
                self.bid() + (tricks * 6 + usize::from(bid.mode().strength())) * self.packs + pack
            }
            Move::Play(c) => self.play() + card(c)?,
            Move::Mechoune { by, target } => {
                let (by, target) = (seat(by)?, seat(target)?);
                let target = match target.cmp(&by) {
                    core::cmp::Ordering::Less => target,
                    core::cmp::Ordering::Equal => return None,
                    core::cmp::Ordering::Greater => target - 1,
                };
                self.mechoune() + by * (n - 1) + target
            }
            Move::Choune(s) => self.choune() + seat(s)?,
        })
    }

    /// The move with this index, legal or not.
    pub fn action(&self, index: usize) -> Option<Move> {
        let n = self.players;
        let seat = |i: usize| PlayerId::new(i);
        Some(match index {
            i if i < self.deal() => Move::DrawDealer(seat(i)?),
            i if i < self.bid() => Move::Deal(Card::from_index(i - self.deal())?),
            i if i < self.play() => {
                let i = i - self.bid();
                let pack = if i % self.packs == 1 { Pack::Marked } else { Pack::Simple };
                let i = i / self.packs;
                Move::Bid(Bid::with_pack((i / 6) as u8, Mode::from_strength((i % 6) as u8)?, pack))
            }
            i if i < self.mechoune() => Move::Play(Card::from_index(i - self.play())?),
            i if i < self.choune() => {
                let i = i - self.mechoune();
                let (by, target) = (i / (n - 1), i % (n - 1));
                let target = if target >= by { target + 1 } else { target };
                Move::Mechoune { by: seat(by)?, target: seat(target)? }
            }
            i if i < self.num_actions() => Move::Choune(seat(i - self.choune())?),
            _ => return None,
        })
    }
}

impl Hand {
    /// The action space of this hand's table: its players and deck, bids up to its cards per player, no
    /// draw of the dealer.
    pub const fn action_layout(&self) -> ActionLayout {
        ActionLayout::new(self.players(), self.cards_per_player(), false)
    }
}

impl Match {
    /// The action space of the rules: their players and deck, bids up to the largest hand of the
    /// schedule, the draw of the first dealer.
    pub fn action_layout(&self) -> ActionLayout {
        let rules = self.rules();
        let most = rules.hand_sizes().iter().copied().max().unwrap_or(0);
        ActionLayout::new(rules.players(), most.into(), true)
    }
}

/// Whether some seat (or chance) may make `mv` in `game` now.
fn available<G: Game<Move = Move, MoveList = MoveList>>(game: &G, mv: Move) -> bool {
    if game.legal_moves().contains(&mv) {
        return true;
    }
    let mut moves = MoveList::new();
    PlayerId::all(game.num_players()).any(|seat| {
        game.legal_moves_of(seat, &mut moves);
        moves.contains(&mv)
    })
}

impl ActionIndex for Hand {
    fn num_actions(&self) -> usize {
        self.action_layout().num_actions()
    }

    /// The move's index; a move this table has no room for (never a legal one) maps past the end.
    fn action_index(&self, mv: Move) -> usize {
        let layout = self.action_layout();
        layout.index(mv).unwrap_or(layout.num_actions())
    }

    /// The layout worked out once (from the table) for all the moves.
    fn action_indices(&self, moves: &[Move], out: &mut [usize]) {
        let layout = self.action_layout();
        let past = layout.num_actions();
        for (index, &mv) in out.iter_mut().zip(moves) {
            *index = layout.index(mv).unwrap_or(past);
        }
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        self.action_layout().action(index).filter(|&mv| available(self, mv))
    }
}

impl ActionIndex for Match {
    fn num_actions(&self) -> usize {
        self.action_layout().num_actions()
    }

    /// The move's index; a move this table has no room for (never a legal one) maps past the end.
    fn action_index(&self, mv: Move) -> usize {
        let layout = self.action_layout();
        layout.index(mv).unwrap_or(layout.num_actions())
    }

    /// The layout worked out once (from the schedule (its largest hand)) for all the moves.
    fn action_indices(&self, moves: &[Move], out: &mut [usize]) {
        let layout = self.action_layout();
        let past = layout.num_actions();
        for (index, &mv) in out.iter_mut().zip(moves) {
            *index = layout.index(mv).unwrap_or(past);
        }
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        self.action_layout().action(index).filter(|&mv| available(self, mv))
    }
}
