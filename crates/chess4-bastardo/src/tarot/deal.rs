//! The deal: one card per seat as chance nodes, the major arcana's hand of four, the redraws, the forced and
//! optional declarations, objective 9's pick, and the all-unhappy vote.

use super::state::{SeatCards, Stage};
use super::{Card, Deck, Goal, MoveList, Objective, TarotGame, TarotMove};
use crate::{PieceKind, Position, Seat};

/// Objective 2's draws put these aside: "scartando tutti i 2, i 9 ed i Re".
const NOT_FOR_TWO: [Card; 3] = [Card::ALL[1], Card::ALL[8], Card::KING];

impl TarotGame {
    /// A new game under `rules` from the base game's start position: everything still to deal.
    ///
    /// ```
    /// use abstract_game::{Game, Status};
    /// use chess4_bastardo::tarot::{TarotGame, TarotRules};
    /// let game = TarotGame::start(TarotRules::standard());
    /// assert_eq!(game.status(), Status::Chance); // Red's first card
    /// assert_eq!(game.legal_moves().len(), 15); // one outcome per card class
    /// ```
    pub fn start(rules: TarotRules) -> TarotGame {
        TarotGame::from_board(Position::start(*rules.base()), rules.redeal())
    }

    /// A new game from any base position (its rules are the game's base rules): everything still to deal.
    pub fn from_board(board: Position, redeal: bool) -> TarotGame {
        TarotGame {
            board,
            rules: TarotRules::with_base(board.rules()).with_redeal(redeal),
            deck: Deck::FULL,
            public: Deck::EMPTY,
            cards: core::array::from_fn(|_| SeatCards::new()),
            alliance: false,
            redeals: 0,
            playing: false,
            death: [DEATH_NONE; 4],
            death_knight: [DEATH_NONE; 4],
            eliminated_by: [NOBODY; 4],
            retired: [false; 4],
            retired_pieces: [0; 4],
            pawns_taken: [0; 4],
            check_run: [0; 4],
            queen_check_run: [0; 4],
            ending: None,
            winners: 0,
            meta_hash: 0,
        }
        .rehashed()
    }

    /// A game whose deal is already done: each seat's objectives as given, those that must be declared
    /// declared, the board as given (place any Amazon of objective 2 or 10 yourself), the deck without
    /// the cards dealt. A seat's list is one objective; or [`Objective::TwoObjectives`] and its two; or
    /// [`Objective::Choose`] and the one picked (no card of the deck); or [`Objective::Choose`],
    /// [`Objective::TwoObjectives`] picked and its two. For tests, puzzles and analysis.
    ///
    /// # Errors
    ///
    /// [`DealError`] when a list is none of those shapes, two seats hold the Plague, or the deck cannot
    /// supply the cards.
    pub fn with_objectives(board: Position, objectives: [&[Objective]; 4]) -> Result<TarotGame, DealError> {
        let mut game = TarotGame::from_board(board, false);
        for (s, list) in objectives.iter().enumerate() {
            let seat = &mut game.cards[s];
            let shape_ok = match list {
                [one] => !matches!(one, Objective::TwoObjectives | Objective::Choose),
                [Objective::TwoObjectives, a, b] => [a, b].iter().all(|o| !NOT_FOR_TWO.contains(&o.card())),
                [Objective::Choose, picked] => {
                    Objective::pickable(*picked) && *picked != Objective::TwoObjectives
                }
                [Objective::Choose, Objective::TwoObjectives, a, b] => {
                    [a, b].iter().all(|o| !NOT_FOR_TWO.contains(&o.card()))
                }
                _ => false,
            };
            if !shape_ok {
                return Err(DealError::Shape(Seat::ALL[s]));
            }
            for (i, &objective) in list.iter().enumerate() {
                let picked = list[0] == Objective::Choose;
                if picked && i == 0 {
                    seat.nine = true;
                    if !game.deck.take(objective.card()) {
                        return Err(DealError::DeckExhausted);
                    }
                    game.public.add(objective.card());
                    continue;
                }
                // The pick is no card; objective 2's two after it are.
                if (!picked || i >= 2) && !game.deck.take(objective.card()) {
                    return Err(DealError::DeckExhausted);
                }
                let mut goal = Goal::new(objective.card());
                goal.declared = objective.must_declare();
                seat.goals.push(goal);
            }
            seat.stage = Stage::Done;
        }
        if game.cards.iter().filter(|c| c.goals.iter().any(|g| g.card == Card::PAGE)).count() > 1 {
            return Err(DealError::TwoPlagues);
        }
        game.start_play(false);
        game.rehash();
        Ok(game)
    }

    /// The seat that acts in the deal (draws, chooses, declares or votes), if the deal is still on.
    pub(crate) fn dealing_seat(&self) -> Option<usize> {
        if self.playing {
            return None;
        }
        self.order().into_iter().map(Seat::index).find(|&s| self.cards[s].stage != Stage::Done)
    }

    /// Whether the seat's stage is nature's: a card is drawn for it.
    pub(crate) const fn is_draw_stage(stage: Stage) -> bool {
        matches!(stage, Stage::FirstDraw | Stage::MajorHand | Stage::SecondDraws | Stage::Replacement)
    }

    /// The deal's actions for the seat acting now (chance outcomes at a draw).
    pub(crate) fn deal_moves(&self, s: usize, moves: &mut MoveList) {
        let seat = &self.cards[s];
        let mut push = |mv| {
            if !moves.contains(&mv) {
                let _ = moves.try_push(mv);
            }
        };
        match seat.stage {
            stage if Self::is_draw_stage(stage) => {
                for card in Card::ALL {
                    if self.deck.count(card) > 0 {
                        push(TarotMove::Draw(card));
                    }
                }
            }
            Stage::ChooseOne | Stage::ChooseTwo => {
                let taken = self.plague_taken();
                let valid = |c: &&Card| !(taken && **c == Card::PAGE);
                if seat.hand.iter().filter(valid).count() == 0 {
                    seat.hand.iter().for_each(|&c| push(TarotMove::Choose(c)));
                } else {
                    seat.hand.iter().filter(valid).for_each(|&c| push(TarotMove::Choose(c)));
                }
            }
            Stage::MustDeclare => push(TarotMove::Declare),
            Stage::Pick => {
                // Any objective but 9; the Plague only if free; under a declared alliance not the parasite
                // (its declaration is made, its new objective puts 3s aside).
                let taken = self.plague_taken();
                for objective in Objective::ALL {
                    let barred = (taken && objective == Objective::Plague)
                        || (self.alliance && objective == Objective::Parasite);
                    if Objective::pickable(objective) && !barred {
                        push(TarotMove::Pick(objective));
                    }
                }
            }
            Stage::Confirm => {
                push(TarotMove::Keep);
                let top = seat.goals.first().copied();
                let secret_parasite =
                    top.is_some_and(|g| g.card == Objective::Parasite.card() && !g.declared);
                // "Se dichiari subito": the parasite at its confirmation; "se decidi di dichiarare": a
                // secret 6, 7 or 8 any time, the deal included.
                if (secret_parasite && !self.alliance) || Self::corner_secret(seat) {
                    push(TarotMove::Declare);
                }
                // Any objective aimed at the new ally, objective 2's pair included ("se qualcuno ha un
                // obiettivo che richiede specificamente di eliminare il giocatore con cui si è in coppia,
                // è possibile cambiarlo").
                let against_ally = seat.goals.iter().copied().any(Self::aimed_at_ally);
                if self.alliance && !seat.changed && (secret_parasite || against_ally) {
                    push(TarotMove::Change);
                }
            }
            Stage::Vote => {
                push(TarotMove::Redeal);
                push(TarotMove::Keep);
            }
            _ => {}
        }
    }

    /// Plays one action of the deal for seat `s` (unchecked).
    pub(crate) fn play_deal(&mut self, s: usize, mv: TarotMove) {
        let stage = self.cards[s].stage;
        match (stage, mv) {
            (_, TarotMove::Draw(card)) => {
                self.deck.take(card);
                self.drawn(s, stage, card);
            }
            (Stage::ChooseOne, TarotMove::Choose(card)) if self.top(s) == Some(Objective::TwoObjectives) => {
                // Objective 2's draw that brought a hand of four: the one chosen joins its objectives.
                let seat = &mut self.cards[s];
                take_from_hand(seat, card);
                seat.goals.push(Goal::new(card));
                for c in core::mem::take(&mut seat.hand) {
                    seat.discards.add(c);
                }
                self.settle_two(s);
            }
            (Stage::ChooseOne, TarotMove::Choose(card)) => {
                take_from_hand(&mut self.cards[s], card);
                self.receive(s, card);
            }
            (Stage::ChooseTwo, TarotMove::Choose(card)) => {
                take_from_hand(&mut self.cards[s], card);
                self.cards[s].goals.push(Goal::new(card));
                self.settle_two(s);
            }
            (Stage::MustDeclare, TarotMove::Declare) => self.forced_declaration(s),
            (Stage::Confirm, TarotMove::Declare) if Self::corner_secret(&self.cards[s]) => {
                // A 6, 7 or 8 declared at the deal: its Princesses from the first move; it still confirms.
                for objective in [Objective::FrontCorner, Objective::DiagonalCorner, Objective::SideCorner] {
                    self.reveal(s, objective);
                }
            }
            (Stage::Confirm, TarotMove::Declare) => {
                // The parasite at once: the alliances are formed and it draws another objective, 3s put
                // aside. Objective 9's parasite was a pick, no card: it picks again.
                self.alliance = true;
                let seat = &mut self.cards[s];
                if !seat.nine {
                    self.public.add(Objective::Parasite.card());
                }
                seat.goals.clear();
                seat.stage = if seat.nine { Stage::Pick } else { Stage::Replacement };
                seat.replacing = !seat.nine;
                for t in (0..4).filter(|&t| t != s) {
                    if self.cards[t].stage == Stage::Done {
                        self.cards[t].stage = Stage::Confirm;
                    }
                }
            }
            (Stage::Confirm, TarotMove::Change) if self.top(s) == Some(Objective::TwoObjectives) => {
                // Objective 2 changes only the objective aimed at its ally: that card is put aside and
                // objective 2 draws again, with its usual discards (2 stays declared, the other kept).
                let seat = &mut self.cards[s];
                seat.changed = true;
                let mut i = 1;
                while i < seat.goals.len() {
                    if Self::aimed_at_ally(seat.goals[i]) {
                        let goal = seat.goals.remove(i);
                        seat.discards.add(goal.card);
                    } else {
                        i += 1;
                    }
                }
                seat.stage = Stage::SecondDraws;
            }
            (Stage::Confirm, TarotMove::Change) => {
                let seat = &mut self.cards[s];
                seat.changed = true;
                let goals = core::mem::take(&mut seat.goals);
                if seat.nine {
                    // Objective 9's pick is no card: it changes by picking again.
                    seat.stage = Stage::Pick;
                } else {
                    for goal in goals {
                        seat.discards.add(goal.card);
                    }
                    seat.stage = Stage::Replacement;
                    seat.replacing = true;
                }
            }
            (Stage::Confirm, _) => self.cards[s].stage = Stage::Done,
            (Stage::Pick, TarotMove::Pick(objective)) => {
                self.cards[s].goals.clear();
                self.receive(s, objective.card());
            }
            (Stage::Vote, TarotMove::Redeal) => {
                self.cards[s].stage = Stage::Done;
                if self.cards.iter().all(|c| c.stage == Stage::Done) {
                    self.redeal();
                }
                return;
            }
            (Stage::Vote, _) => {
                self.start_play(true);
                return;
            }
            _ => {}
        }
        self.after_deal_step();
    }

    /// Whether an objective aims at the seat's declared ally: a 7 (the diagonal corner is the ally), or a
    /// parasite still secret (the declared alliance replaces it).
    fn aimed_at_ally(goal: Goal) -> bool {
        !goal.achieved
            && (goal.card == Objective::DiagonalCorner.card()
                || (goal.card == Objective::Parasite.card() && !goal.declared))
    }

    /// Whether the seat holds a 6, 7 or 8 not yet declared (declaring it is open at any time).
    pub(crate) fn corner_secret(seat: &SeatCards) -> bool {
        seat.goals.iter().any(|g| {
            !g.declared
                && matches!(
                    g.objective(),
                    Some(Objective::FrontCorner | Objective::DiagonalCorner | Objective::SideCorner)
                )
        })
    }

    /// A card drawn for seat `s` at `stage`.
    fn drawn(&mut self, s: usize, stage: Stage, card: Card) {
        let plague_taken = self.plague_taken();
        let second_plague = card == Card::PAGE && plague_taken;
        let seat = &mut self.cards[s];
        let two = seat.goals.first().is_some_and(|g| g.card == Objective::TwoObjectives.card());
        // What objective 2 or a replacement puts aside, in a hand of four too.
        let unfit = (two && (NOT_FOR_TWO.contains(&card) || seat.goals.iter().any(|g| g.card == card)))
            || (seat.replacing && card == Objective::Parasite.card());
        match stage {
            // "Se si estrae un qualunque Arcano Maggiore, si ha diritto ad estrarre altre quattro carte e
            // scegliere un obiettivo tra queste": any draw of an objective, a replacement or objective 2's
            // included; only inside the four "ogni ulteriore Arcano Maggiore va sostituito".
            Stage::FirstDraw | Stage::SecondDraws | Stage::Replacement if card.is_major() => {
                seat.discards.add(card);
                seat.stage = Stage::MajorHand;
            }
            Stage::FirstDraw if !second_plague => self.receive(s, card),
            Stage::MajorHand if !card.is_major() && !second_plague && !unfit => {
                seat.hand.push(card);
                if seat.hand.len() == 4 {
                    seat.stage = Stage::ChooseOne;
                }
            }
            Stage::SecondDraws if !second_plague && !unfit => {
                seat.hand.push(card);
                self.settle_two(s);
            }
            Stage::Replacement if !second_plague && !unfit => self.receive(s, card),
            // A card the stage puts aside: a further major arcanum, a second Plague, a card objective 2 or
            // the parasite's new draw discards. It is replaced by the next draw.
            _ => seat.discards.add(card),
        }
    }

    /// Seat `s` takes `card` as its objective.
    fn receive(&mut self, s: usize, card: Card) {
        let seat = &mut self.cards[s];
        seat.replacing = false;
        seat.goals.push(Goal::new(card));
        let objective = Objective::of_card(card);
        if objective != Some(Objective::TwoObjectives) {
            for c in core::mem::take(&mut seat.hand) {
                seat.discards.add(c);
            }
        }
        seat.stage =
            if objective.is_some_and(Objective::must_declare) { Stage::MustDeclare } else { Stage::Confirm };
    }

    /// The forced declaration of the first undeclared objective that must be declared.
    fn forced_declaration(&mut self, s: usize) {
        let top_is_two = self.top(s) == Some(Objective::TwoObjectives);
        let seat = &mut self.cards[s];
        let Some(goal) =
            seat.goals.iter_mut().find(|g| !g.declared && g.objective().is_some_and(Objective::must_declare))
        else {
            seat.stage = Stage::Confirm;
            return;
        };
        goal.declared = true;
        if goal.objective() == Some(Objective::Choose) {
            seat.nine = true;
            seat.goals.clear();
            seat.stage = Stage::Pick;
            self.public.add(Objective::Choose.card());
        } else if top_is_two {
            self.settle_two(s);
        } else {
            seat.stage = Stage::Confirm;
        }
    }

    /// Objective 2: the next step towards its two objectives.
    fn settle_two(&mut self, s: usize) {
        let plague_taken = self.plague_taken();
        let seat = &mut self.cards[s];
        loop {
            if seat.goals.iter().any(|g| !g.declared && g.objective().is_some_and(Objective::must_declare)) {
                seat.stage = Stage::MustDeclare;
                return;
            }
            let need = 3usize.saturating_sub(seat.goals.len());
            let mut i = 0;
            while i < seat.hand.len() {
                let c = seat.hand[i];
                // Two different objectives: a class already held goes aside, so does a second Plague.
                let again = seat.goals.iter().any(|g| g.card == c) || (c == Card::PAGE && plague_taken);
                if need == 0 || c.is_major() || NOT_FOR_TWO.contains(&c) || again {
                    seat.discards.add(seat.hand.remove(i));
                } else {
                    i += 1;
                }
            }
            if need == 0 {
                seat.stage = Stage::Confirm;
                return;
            }
            if seat.hand.len() > need {
                seat.stage = Stage::ChooseTwo;
                return;
            }
            if seat.hand.is_empty() {
                seat.stage = Stage::SecondDraws;
                return;
            }
            if seat.hand.len() < need {
                // No choice to make: what it holds is its, and the next draw is a draw of its own (a major
                // arcanum there brings a hand of four).
                for c in core::mem::take(&mut seat.hand) {
                    seat.goals.push(Goal::new(c));
                }
                continue;
            }
            let card = seat.hand.remove(0);
            seat.goals.push(Goal::new(card));
        }
    }

    /// After each action of the deal: a draw stage with an empty deck ends as it can (never with 78 cards,
    /// kept so no state is stuck); once every seat is done, the vote or the board game starts.
    fn after_deal_step(&mut self) {
        for s in 0..4 {
            let seat = &mut self.cards[s];
            if Self::is_draw_stage(seat.stage) && self.deck.is_empty() {
                seat.stage = match seat.stage {
                    Stage::MajorHand if !seat.hand.is_empty() => Stage::ChooseOne,
                    Stage::SecondDraws => {
                        for c in core::mem::take(&mut seat.hand) {
                            seat.goals.push(Goal::new(c));
                        }
                        Stage::Confirm
                    }
                    _ => Stage::Done,
                };
            }
        }
        if self.cards.iter().all(|c| c.stage == Stage::Done) {
            if self.rules.redeal() && self.redeals < u8::MAX {
                for seat in &mut self.cards {
                    seat.stage = Stage::Vote;
                }
            } else {
                self.start_play(true);
            }
        }
    }

    /// All four voted for a new deal: every card back in the deck, everything dealt again.
    fn redeal(&mut self) {
        self.deck = Deck::FULL;
        self.public = Deck::EMPTY;
        self.cards = core::array::from_fn(|_| SeatCards::new());
        self.alliance = false;
        self.redeals += 1;
    }

    /// The deal is over: the objectives' pieces are set up (objective 2's rook and 10's bishop become
    /// Amazons when `transform`; Death is the seat's knight) and the first seat moves.
    pub(crate) fn start_play(&mut self, transform: bool) {
        self.playing = true;
        for s in 0..4 {
            self.cards[s].stage = Stage::Done;
            let own = self.board.seats[s];
            if transform {
                for (objective, kind) in
                    [(Objective::TwoObjectives, PieceKind::Rook), (Objective::TenCaptures, PieceKind::Bishop)]
                {
                    if self.objective_is(s, objective) {
                        let squares = own & self.board.kinds[kind.index()];
                        self.board.kinds[kind.index()] &= !squares;
                        self.board.kinds[PieceKind::Amazon.index()] |= squares;
                    }
                }
            }
            let knights = own & self.board.kinds[PieceKind::Knight.index()];
            self.death_knight[s] = if knights != 0 { knights.trailing_zeros() as u8 } else { DEATH_NONE };
            self.death[s] = if self.objective_is(s, Objective::Death) && knights != 0 {
                knights.trailing_zeros() as u8
            } else {
                DEATH_NONE
            };
        }
        let first = self.board.rules().first();
        self.board.to_move = if self.is_in(first) { first } else { self.next_in(first) };
        self.board.hash = crate::hash::from_scratch(&self.board);
    }
}

fn take_from_hand(seat: &mut SeatCards, card: Card) {
    if let Some(i) = seat.hand.iter().position(|&c| c == card) {
        seat.hand.remove(i);
    }
}

impl Objective {
    /// Whether objective 9 may pick it: "scegli il tuo obiettivo", any but 9 itself.
    pub const fn pickable(self) -> bool {
        !matches!(self, Objective::Choose)
    }
}

/// Why [`TarotGame::with_objectives`] refused a deal.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DealError {
    /// The seat's list is not one objective, 2 with two others, 9 with its pick, or 9 with 2 and its two.
    #[error(
        "{0}'s objectives are not one objective, 2 with two others (not 2, 9 or K), 9 with its pick (not 9), \
         or 9, 2 and two others"
    )]
    Shape(Seat),
    /// More than one seat holds the Plague.
    #[error("only one seat may hold the Plague")]
    TwoPlagues,
    /// The deck does not hold that many cards of a class.
    #[error("the deck does not hold the cards of this deal")]
    DeckExhausted,
}

use super::TarotRules;
use super::state::{DEATH_NONE, NOBODY};
