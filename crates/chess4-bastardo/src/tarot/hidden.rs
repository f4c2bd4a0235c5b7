//! What a seat sees (its own cards, what was declared, the board) and drawing a full state consistent with it.

use abstract_game::rand_core::Rng;
use abstract_game::{HiddenInformation, InconsistentObservation, PlayerId, random_below};

use super::state::{DEATH_NONE, Goal};
use super::{Card, Deck, Objective, TarotGame, TarotMove};
use crate::Seat;

/// What one seat knows: the game with every card it cannot see replaced by [`Card::UNKNOWN`] (the deck, the
/// others' hands, discards and undeclared objectives) and the others' undeclared Death not marked.
///
/// With `serde`: `{"seat": "Blue", "view": "<game string>"}`, the view's unknown cards written `?` (its
/// game string reads back like any other).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(from = "ObservationForm"))]
pub struct TarotObservation {
    seat: Seat,
    view: TarotGame,
}

/// What a serialized observation reads back through; the view's hash is set from its own fields, as
/// `observe` sets it.
#[cfg(feature = "serde")]
#[derive(serde::Deserialize)]
struct ObservationForm {
    seat: Seat,
    view: TarotGame,
}

#[cfg(feature = "serde")]
impl From<ObservationForm> for TarotObservation {
    fn from(form: ObservationForm) -> TarotObservation {
        let view = form.view.rehashed();
        TarotObservation { seat: form.seat, view }
    }
}

impl TarotObservation {
    /// The observing seat.
    pub const fn seat(&self) -> Seat {
        self.seat
    }

    /// The game as the seat sees it (unknown cards as [`Card::UNKNOWN`]).
    pub fn view(&self) -> &TarotGame {
        &self.view
    }
}

fn hide(deck: &mut Deck) {
    let total = deck.len();
    *deck = Deck::EMPTY;
    deck.0[15] = total as u8;
}

impl TarotGame {
    /// What `seat` sees.
    pub fn observe_seat(&self, seat: Seat) -> TarotObservation {
        TarotObservation { seat, view: self.seen_by(Some(seat)) }
    }

    /// The game as `observer` sees it, or (`None`) as every seat sees it: what is hidden from it replaced by
    /// [`Card::UNKNOWN`].
    pub(crate) fn seen_by(&self, observer: Option<Seat>) -> TarotGame {
        let mut view = self.clone();
        hide(&mut view.deck);
        for t in (0..4).filter(|&t| observer.is_none_or(|seat| t != seat.index())) {
            let cards = &mut view.cards[t];
            for card in &mut cards.hand {
                *card = Card::UNKNOWN;
            }
            for goal in cards.goals.iter_mut().filter(|g| !g.declared) {
                goal.card = Card::UNKNOWN;
            }
            hide(&mut cards.discards);
            if !self.is_declared(Seat::ALL[t], Objective::Death) {
                view.death[t] = DEATH_NONE;
            }
        }
        // The view's hash is that of the view's own fields (what the seat sees, the hidden parts masked), so
        // its game string reads back as the same view.
        view.rehash();
        view
    }

    /// Whether seat `t` could hold `objective` secretly here: one that must be declared, or that would already
    /// have been reached (and so declared), could not.
    fn could_hold_secretly(&self, t: usize, objective: Objective) -> bool {
        let seat = Seat::ALL[t];
        let alone = (0..4).all(|u| u == t || self.board.seats[u] == 0);
        let royal_only = self.royal(t).is_some_and(|sq| self.board.seats[t] == 1 << sq);
        let playing_in = self.playing && self.is_in(seat);
        !objective.must_declare()
            && match objective {
                // Which of the two runs is the seat's depends on whether it also holds the Queen (objective
                // 2 may hold both); `fill` checks the pair once both are drawn.
                Objective::FourChecks => self.check_run[t].min(self.queen_check_run[t]) < 4,
                Objective::FivePawns => self.pawns_taken[t] < 5,
                Objective::OnlyKing => !(playing_in && royal_only),
                Objective::SpectreKing => !(playing_in && alone),
                // Death is revealed when its seat leaves the game (see `eliminate` and `retire`).
                // A secret Death stands on its seat's first knight, which only its capture (showing Death) takes
                // off the board.
                Objective::Death => !self.playing || (playing_in && self.death_knight[t] < 64),
                Objective::FrontCorner | Objective::DiagonalCorner | Objective::SideCorner => {
                    self.target(seat, objective).is_none_or(|v| self.eliminated_by[v.index()] as usize != t)
                }
                _ => true,
            }
    }

    /// One try at filling the unknown cards of `view` from `pool`; `strict` keeps the could-hold checks.
    fn fill<R: Rng + ?Sized>(
        view: &TarotGame,
        observer: usize,
        mut pool: Deck,
        strict: bool,
        rng: &mut R,
    ) -> Option<TarotGame> {
        let mut game = view.clone();
        let plague_taken = view.plague_taken();
        for t in (0..4).filter(|&t| t != observer) {
            let nine = game.cards[t].nine;
            let two = game.top(t) == Some(Objective::TwoObjectives);
            for g in 0..game.cards[t].goals.len() {
                if game.cards[t].goals[g].card != Card::UNKNOWN {
                    continue;
                }
                let held = game.cards[t].goals.clone();
                let allowed = |card: Card| {
                    let Some(objective) = Objective::of_card(card) else { return false };
                    let shape = if nine && g == 0 {
                        objective.pickable()
                    } else if two && g > 0 {
                        // Objective 2's draws put 2s, 9s and Kings aside, and a class it holds.
                        !matches!(
                            objective,
                            Objective::TwoObjectives | Objective::Choose | Objective::SpectreKing
                        ) && held.iter().all(|h| h.card != card)
                    } else {
                        true
                    };
                    shape && !objective.must_declare() && (!strict || view.could_hold_secretly(t, objective))
                };
                let card = if nine && g == 0 {
                    // A pick is no card of the deck.
                    let choices: arrayvec::ArrayVec<Card, 15> =
                        Card::ALL.into_iter().filter(|&c| allowed(c)).collect();
                    if choices.is_empty() {
                        return None;
                    }
                    choices[random_below(rng, choices.len() as u64) as usize]
                } else {
                    draw(&mut pool, rng, allowed)?
                };
                game.cards[t].goals[g] = Goal { card, ..game.cards[t].goals[g] };
            }
            for h in 0..game.cards[t].hand.len() {
                if game.cards[t].hand[h] == Card::UNKNOWN {
                    game.cards[t].hand[h] =
                        draw(&mut pool, rng, |c| !(c.is_major() || plague_taken && c == Card::PAGE))?;
                }
            }
            let unseen = core::mem::replace(&mut game.cards[t].discards.0[15], 0);
            for _ in 0..unseen {
                let card = draw(&mut pool, rng, |_| true)?;
                game.cards[t].discards.add(card);
            }
            if game.playing
                && game.objective_is(t, Objective::Death)
                && !game.is_declared(Seat::ALL[t], Objective::Death)
            {
                game.death[t] = game.death_knight[t];
            }
        }
        if pool.len() != u32::from(view.deck.0[15]) {
            return None;
        }
        // A secret objective 4 whose run (the Queen's run when the seat holds the Queen too) reached four
        // would have been reached, and declared.
        let four_reached = |t: usize| {
            game.cards[t].goals.iter().any(|g| g.card == Objective::FourChecks.card() && !g.achieved)
                && game.run(t) >= 4
        };
        if strict && (0..4).any(|t| t != observer && four_reached(t)) {
            return None;
        }
        game.deck = pool;
        game.rehash();
        Some(game)
    }
}

/// Draws one card of the pool among the classes `allowed` says yes to, weighted by copies.
fn draw<R: Rng + ?Sized>(pool: &mut Deck, rng: &mut R, allowed: impl Fn(Card) -> bool) -> Option<Card> {
    let total: u64 = Card::ALL.iter().filter(|&&c| allowed(c)).map(|&c| u64::from(pool.count(c))).sum();
    if total == 0 {
        return None;
    }
    let mut pick = random_below(rng, total);
    for card in Card::ALL.into_iter().filter(|&c| allowed(c)) {
        let n = u64::from(pool.count(card));
        if pick < n {
            pool.take(card);
            return Some(card);
        }
        pick -= n;
    }
    None
}

impl HiddenInformation for TarotGame {
    type Observation = TarotObservation;

    fn observe(&self, seat: PlayerId) -> TarotObservation {
        self.observe_seat(Seat::from_player_id(seat).unwrap_or(Seat::Red))
    }

    /// The rules' "each seat draws a card, looks at it and keeps it secret": a draw, the card kept from a
    /// hand (`choose`) and objective 9's pick only the seat dealt. Every other action is made in the
    /// table's sight: the steps of a seat's deal that the table watches (`declare`, `keep`, `change`, the
    /// `redeal` vote), the board moves, Death put back on the board and a retirement.
    fn sees_move(&self, seat: PlayerId, mv: &TarotMove) -> bool {
        match mv {
            TarotMove::Draw(_) | TarotMove::Choose(_) | TarotMove::Pick(_) => {
                self.dealing_seat().is_some_and(|s| s == seat.index())
            }
            TarotMove::Declare
            | TarotMove::Keep
            | TarotMove::Change
            | TarotMove::Redeal
            | TarotMove::Board(_)
            | TarotMove::Enter(_)
            | TarotMove::Retire => true,
        }
    }

    /// Fills every unknown card from the cards the observer has not seen, weighted by copies: undeclared
    /// objectives among those that need no declaration and would not already have been reached, hands with
    /// minor cards, discards and the deck with the rest.
    fn sample_consistent<R: Rng + ?Sized>(
        observation: &TarotObservation,
        rng: &mut R,
    ) -> Result<TarotGame, InconsistentObservation> {
        let view = &observation.view;
        let observer = observation.seat.index();
        let mut pool = Deck::FULL;
        let mut remove = |card: Card, n: u8| -> Result<(), InconsistentObservation> {
            for _ in 0..n {
                if card != Card::UNKNOWN && !pool.take(card) {
                    return Err(InconsistentObservation);
                }
            }
            Ok(())
        };
        for card in Card::ALL {
            remove(card, view.public.count(card))?;
            for seat in &view.cards {
                remove(card, seat.discards.count(card))?;
                remove(card, seat.hand.iter().filter(|&&c| c == card).count() as u8)?;
                // Objective 9's pick (its first objective) is no card.
                let cards = seat.goals.iter().skip(usize::from(seat.nine));
                remove(card, cards.filter(|g| g.card == card).count() as u8)?;
            }
        }
        for strict in [true, true, true, true, false, false] {
            if let Some(game) = TarotGame::fill(view, observer, pool, strict, rng) {
                return Ok(game);
            }
        }
        Err(InconsistentObservation)
    }
}
