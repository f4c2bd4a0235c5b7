//! The state of a tarot-objectives game: the board, the deck, each seat's cards and objectives, and the
//! public counters the objectives are judged by.

use arrayvec::ArrayVec;

use super::{Card, Deck, Objective, TarotRules};
use crate::{Position, Seat};

/// `death` value: this seat has no Death (or it left the game with its owner).
pub(crate) const DEATH_NONE: u8 = 255;
/// `death` value: Death was taken and waits for its owner to put it back.
pub(crate) const DEATH_HELD: u8 = 254;
/// `eliminated_by` value: not eliminated.
pub(crate) const NOBODY: u8 = 255;

/// Where a seat is in the deal. Which stage a seat is at is public (the others see it draw, choose and
/// decide); what it holds is not.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Stage {
    /// Draws its first card.
    FirstDraw,
    /// Drew a major arcanum: draws until it holds four minor cards.
    MajorHand,
    /// Chooses one card of its hand as its objective.
    ChooseOne,
    /// Must declare the objective just received (2, 9, 10, the Plague).
    MustDeclare,
    /// Objective 2: draws until its hand holds the cards it still needs.
    SecondDraws,
    /// Objective 2: chooses its objectives among the cards of its hand.
    ChooseTwo,
    /// Draws a new objective (after declaring the parasite, or changing an objective).
    Replacement,
    /// Objective 9: picks its objective.
    Pick,
    /// Confirms its objective: keep it, declare the parasite, or change it under a declared alliance.
    Confirm,
    /// Votes on a new deal (rules option).
    Vote,
    /// Nothing left to do.
    Done,
}

/// One objective a seat holds.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Goal {
    /// The card class (its objective is [`Objective::of_card`]); hidden from others until declared.
    pub(crate) card: Card,
    /// Announced to everyone.
    pub(crate) declared: bool,
    /// Reached (objective 2 needs both; reached objectives are declared).
    pub(crate) achieved: bool,
}

impl Goal {
    pub(crate) const fn new(card: Card) -> Goal {
        Goal { card, declared: false, achieved: false }
    }

    /// The objective (`None` only inside an observation, for a card the observer cannot see).
    pub fn objective(&self) -> Option<Objective> {
        Objective::of_card(self.card)
    }

    /// Whether everyone knows it.
    pub const fn is_declared(&self) -> bool {
        self.declared
    }

    /// Whether it has been reached.
    pub const fn is_achieved(&self) -> bool {
        self.achieved
    }
}

/// One seat's cards and objectives.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct SeatCards {
    pub(crate) stage: Stage,
    /// Cards drawn and not yet chosen or put aside.
    pub(crate) hand: ArrayVec<Card, 6>,
    /// The objectives: one; or objective 2 and the ones it draws.
    pub(crate) goals: ArrayVec<Goal, 3>,
    /// Cards this seat drew and put aside (it saw them; the others only saw how many).
    pub(crate) discards: Deck,
    /// Objective 9 was drawn and declared: anyone who eliminates this seat wins.
    pub(crate) nine: bool,
    /// Used its one change under a declared alliance.
    pub(crate) changed: bool,
    /// Draws a replacement objective (after declaring the parasite, or changing): 3s go aside, also in the
    /// hand of four a major arcanum brings.
    pub(crate) replacing: bool,
}

impl SeatCards {
    pub(crate) const fn new() -> SeatCards {
        SeatCards {
            stage: Stage::FirstDraw,
            hand: ArrayVec::new_const(),
            goals: ArrayVec::new_const(),
            discards: Deck::EMPTY,
            nine: false,
            changed: false,
            replacing: false,
        }
    }
}

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TarotEnding {
    /// A seat reached its objective (or eliminated the seat with objective 9) and won at once.
    Objective(Seat),
    /// One seat is left on the board (or only a declared alliance is).
    LastStanding,
    /// The no-progress limit of the rules.
    NoProgress,
}

/// A game of "Bastardo a obiettivi": the deal (chance nodes and the seats' decisions), then the board game
/// with the objectives' pieces and wins. See the [crate docs](crate) for every rule and reading.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct TarotGame {
    pub(crate) board: Position,
    pub(crate) rules: TarotRules,
    pub(crate) deck: Deck,
    /// Cards set aside in everyone's sight: declared 9s and parasites' 3s.
    pub(crate) public: Deck,
    pub(crate) cards: [SeatCards; 4],
    /// Someone declared the parasite: the diagonal corners are allied (Red with Yellow, Blue with Green).
    pub(crate) alliance: bool,
    /// New deals so far (the all-unhappy vote).
    pub(crate) redeals: u8,
    /// Setup is over and the board game runs.
    pub(crate) playing: bool,
    /// Each seat's Death: its square, `DEATH_HELD` or `DEATH_NONE`.
    pub(crate) death: [u8; 4],
    /// Each seat's first knight at the start of the board game, followed through its moves (`DEATH_NONE`
    /// once it leaves the board): where that seat's Death stands if it holds Death secretly. Public (anyone
    /// can follow a knight), so a state drawn from an observation puts a secret Death on the right knight.
    pub(crate) death_knight: [u8; 4],
    /// Who eliminated each seat (seat index), or `NOBODY`.
    pub(crate) eliminated_by: [u8; 4],
    /// Seats that retired (the Queen, the lone Spectre King): off the board, counted at the end.
    pub(crate) retired: [bool; 4],
    /// Pieces a retired Queen took off the board with it ("con tutti i tuoi pezzi"): they count in its piece
    /// count, never as captures (only the lone Spectre King goes "fra le tue prese").
    pub(crate) retired_pieces: [u8; 4],
    /// Pawns each seat has captured, credited armies included (objective 5).
    pub(crate) pawns_taken: [u8; 4],
    /// Checks given in the current run of consecutive checking turns (objective 4), counted with the seat's
    /// king attacking as a king. Anyone at the table can count it from the moves; the run of a seat whose
    /// king is a Queen is `queen_check_run` (see [`TarotGame::check_run`]).
    pub(crate) check_run: [u8; 4],
    /// The same run counted with the seat's king attacking as a Queen: public too, and the real run of a
    /// seat holding the Queen. Keeping both lets a state drawn from an observation that does not show who
    /// holds the Queen carry the right run whatever it draws.
    pub(crate) queen_check_run: [u8; 4],
    /// The game is over: why, and the winners (bit per seat, before the end-of-game judgement).
    pub(crate) ending: Option<TarotEnding>,
    pub(crate) winners: u8,
    /// The variant's part of the Zobrist hash (see the `hash` module), kept action by action; 0 in an
    /// observation's view, which must not carry a hash of what it hides.
    pub(crate) meta_hash: u64,
}

impl TarotGame {
    /// The seats in turn order starting from the rules' first seat.
    pub(crate) fn order(&self) -> [Seat; 4] {
        let first = self.board.rules().first().index();
        core::array::from_fn(|i| Seat::ALL[(first + i) % 4])
    }

    /// The seat's objectives, with what is declared and reached. During the deal, what it holds so far.
    pub fn goals(&self, seat: Seat) -> &[Goal] {
        &self.cards[seat.index()].goals
    }

    /// Whether the seat holds this objective (directly or as one of objective 2's pair).
    pub fn has_objective(&self, seat: Seat, objective: Objective) -> bool {
        self.cards[seat.index()].goals.iter().any(|g| g.card == objective.card())
    }

    /// Whether the seat's objective `objective` is declared (or revealed by its use).
    pub fn is_declared(&self, seat: Seat, objective: Objective) -> bool {
        self.cards[seat.index()].goals.iter().any(|g| g.card == objective.card() && g.declared)
    }

    /// The cards a seat holds during the deal, waiting for its choice.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.cards[seat.index()].hand
    }

    /// Where the seat is in the deal.
    pub fn stage(&self, seat: Seat) -> Stage {
        self.cards[seat.index()].stage
    }

    /// Whether the seat drew objective 9 (declared: eliminating it wins).
    pub fn is_nine(&self, seat: Seat) -> bool {
        self.cards[seat.index()].nine
    }

    /// Whether a parasite was declared: Red and Yellow are allies, so are Blue and Green.
    pub const fn has_alliance(&self) -> bool {
        self.alliance
    }

    /// The seat's declared ally, if a parasite declared the alliances.
    pub fn ally(&self, seat: Seat) -> Option<Seat> {
        self.alliance.then(|| Seat::ALL[(seat.index() + 2) % 4])
    }

    /// The cards left to draw.
    pub const fn deck(&self) -> &Deck {
        &self.deck
    }

    /// The board (pieces, seat to move, captured counts, eliminations, no-progress clock).
    pub const fn board(&self) -> &Position {
        &self.board
    }

    /// The rules.
    pub const fn rules(&self) -> TarotRules {
        self.rules
    }

    /// Whether the deal is over and the pieces move.
    pub const fn is_playing(&self) -> bool {
        self.playing
    }

    /// How many new deals the all-unhappy vote has asked for so far.
    pub const fn redeals(&self) -> u8 {
        self.redeals
    }

    /// The square of the seat's Death, if it has one on the board.
    pub fn death_square(&self, seat: Seat) -> Option<board_core::Square> {
        let sq = self.death[seat.index()];
        (sq < 64).then(|| board_core::Square::ALL[sq as usize])
    }

    /// Whether the seat's Death was taken and waits to be put back (on the seat's turn, as its move).
    pub fn death_is_held(&self, seat: Seat) -> bool {
        self.death[seat.index()] == DEATH_HELD
    }

    /// Whether the seat retired (off the board, its pieces counted at the end).
    pub fn is_retired(&self, seat: Seat) -> bool {
        self.retired[seat.index()]
    }

    /// Whether the seat still plays: neither eliminated nor retired.
    pub fn is_in(&self, seat: Seat) -> bool {
        !self.board.is_eliminated(seat) && !self.retired[seat.index()]
    }

    /// The pieces a retired Queen took off the board with it: part of its piece count at the end, not
    /// captures (0 for every other seat; a lone Spectre King retires into its captures instead).
    pub const fn retired_pieces(&self, seat: Seat) -> u8 {
        self.retired_pieces[seat.index()]
    }

    /// The seat's piece count for the end of the game: its pieces on the board, its captures (credited
    /// armies included), and the pieces it retired with.
    pub const fn piece_count(&self, seat: Seat) -> u32 {
        self.board.piece_count(seat) + self.retired_pieces[seat.index()] as u32
    }

    /// Who eliminated the seat, if it was eliminated.
    pub fn eliminated_by(&self, seat: Seat) -> Option<Seat> {
        Seat::from_index(self.eliminated_by[seat.index()] as usize)
    }

    /// Pawns the seat has captured, those of the armies it eliminated included (objective 5).
    pub const fn pawns_taken(&self, seat: Seat) -> u8 {
        self.pawns_taken[seat.index()]
    }

    /// Checks the seat gave in its current run of checking turns (objective 4). The run depends on the
    /// seat's secret objective (a Queen's king attacks as a queen), so an observation shows it to its seat
    /// only ("il conteggio non deve essere esplicito, viene tenuto solo dal giocatore interessato"); in an
    /// observation's view, another seat's run reads as if its king were a plain king.
    pub fn check_run(&self, seat: Seat) -> u8 {
        self.run(seat.index())
    }

    /// The real check run of seat `s`: the Queen's run if it holds the Queen.
    pub(crate) fn run(&self, s: usize) -> u8 {
        if self.objective_is(s, Objective::Queen) { self.queen_check_run[s] } else { self.check_run[s] }
    }

    /// Why the game ended, once it has.
    pub const fn ending(&self) -> Option<TarotEnding> {
        self.ending
    }

    /// The seat an objective 6, 7 or 8 of `seat` aims at now: its first corner, or whoever eliminated that
    /// corner, and so on down the chain. `None` for other objectives, or when the chain ends at a seat that
    /// is out of the game without having been eliminated (it retired).
    pub fn target(&self, seat: Seat, objective: Objective) -> Option<Seat> {
        let mut target = objective.first_target(seat)?;
        for _ in 0..4 {
            match self.eliminated_by(target) {
                Some(by) if by != seat => target = by,
                Some(_) => return Some(target),
                None => return self.is_in(target).then_some(target),
            }
        }
        None
    }

    pub(crate) fn objective_is(&self, s: usize, objective: Objective) -> bool {
        self.cards[s].goals.iter().any(|g| g.card == objective.card())
    }

    /// The seat's main objective (objective 2 for a seat with two).
    pub(crate) fn top(&self, s: usize) -> Option<Objective> {
        self.cards[s].goals.first().and_then(Goal::objective)
    }

    /// Whether someone holds the Plague (one per game).
    pub(crate) fn plague_taken(&self) -> bool {
        self.cards.iter().any(|c| c.goals.iter().any(|g| g.card == Card::PAGE))
    }

    /// Reveals (declares) a seat's objective: its power was used or met.
    pub(crate) fn reveal(&mut self, s: usize, objective: Objective) {
        for g in &mut self.cards[s].goals {
            if g.card == objective.card() {
                g.declared = true;
            }
        }
    }
}

impl core::fmt::Debug for TarotGame {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "TarotGame({self})")
    }
}
