//! `abstract_game` traits for [`TarotGame`].

use abstract_game::{Game, Outcome, Probability, Status, Undo};

use super::state::Stage;
use super::{MoveList, Objective, TarotGame, TarotMove};
use crate::error::{IllegalMove, MoveParseError};
use crate::illegal::board_reason;
use crate::{PieceKind, Seat};

impl TarotGame {
    /// Who acts: nature during a draw, a seat (deciding in the deal, or moving), nobody once over.
    pub fn status(&self) -> Status {
        if self.ending.is_some() {
            return Status::Over;
        }
        match self.dealing_seat() {
            Some(s) if Self::is_draw_stage(self.cards[s].stage) => Status::Chance,
            Some(s) => Status::ToMove(crate::Seat::ALL[s].player_id()),
            None => Status::ToMove(self.board.to_move.player_id()),
        }
    }

    /// The legal actions (or the chance outcomes) now. No heap allocation.
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        if self.ending.is_some() {
            return;
        }
        match self.dealing_seat() {
            Some(s) => self.deal_moves(s, moves),
            None => self.turn_moves(moves),
        }
    }

    /// The legal actions now, as a new list.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        moves
    }

    /// Plays an action without checking it (from [`TarotGame::legal_moves`] in this very state).
    pub fn play_unchecked(&mut self, mv: TarotMove) {
        if self.ending.is_some() {
            return;
        }
        match self.dealing_seat() {
            Some(s) => self.play_deal_hashed(s, mv),
            None => self.play_turn_hashed(mv),
        }
    }

    /// The result once the game is over: [`TarotGame::ranks`] as an outcome.
    pub fn outcome(&self) -> Option<Outcome> {
        self.ending.map(|_| self.adjudicate())
    }

    /// Reads an action in the notation of [`TarotMove`] and checks it is legal here (`a7a8` stands for
    /// `a7a8=A` when the Amazon is the only choice).
    ///
    /// # Errors
    ///
    /// [`MoveParseError`]: bad syntax, or an action that is not legal here with the rule it breaks
    /// ([`MoveParseError::Illegal`], see [`TarotGame::why_illegal`]).
    pub fn parse_move(&self, text: &str) -> Result<TarotMove, MoveParseError> {
        let mv: TarotMove = text.parse()?;
        let legal = self.legal_moves();
        if legal.contains(&mv) {
            return Ok(mv);
        }
        if let TarotMove::Board(board) = mv
            && board.promotion().is_none()
            && !board.is_pass()
        {
            let mut promotions = legal
                .iter()
                .filter(|m| m.board().is_some_and(|b| b.from() == board.from() && b.to() == board.to()));
            if let Some(&first) = promotions.next() {
                return if promotions.next().is_none() {
                    Ok(first)
                } else {
                    Err(MoveParseError::MissingPromotion(board))
                };
            }
        }
        Err(MoveParseError::Illegal(self.reason(mv, &legal)))
    }

    /// Why the seat acting now may not make `mv` (nature at a draw); `None` when it is legal.
    ///
    /// ```
    /// use chess4_bastardo::IllegalMove;
    /// use chess4_bastardo::tarot::{TarotGame, TarotMove, TarotRules};
    /// let game = TarotGame::start(TarotRules::standard());
    /// assert_eq!(game.why_illegal(TarotMove::Keep), Some(IllegalMove::ChanceOnly)); // Red's card is due
    /// assert_eq!(game.why_illegal(TarotMove::Retire), Some(IllegalMove::DealNotOver));
    /// ```
    pub fn why_illegal(&self, mv: TarotMove) -> Option<IllegalMove> {
        let legal = self.legal_moves();
        if legal.contains(&mv) { None } else { Some(self.reason(mv, &legal)) }
    }

    /// Why `seat` may not make `mv` now: it is out of the game, or another seat (or nature) acts, or the
    /// action breaks a rule ([`TarotGame::why_illegal`]); `None` when it may. The seat is a [`Seat`] or a
    /// `PlayerId`; a `PlayerId` beyond the four seats has no move ([`IllegalMove::NoSuchMove`]).
    pub fn why_illegal_as(
        &self,
        seat: impl Into<abstract_game::PlayerId>,
        mv: TarotMove,
    ) -> Option<IllegalMove> {
        let Some(seat) = Seat::from_player_id(seat.into()) else { return Some(IllegalMove::NoSuchMove) };
        match self.status() {
            Status::Over => Some(IllegalMove::GameOver),
            Status::Chance => Some(self.why_illegal(mv).unwrap_or(IllegalMove::ChanceOnly)),
            _ if self.playing && !self.is_in(seat) => Some(IllegalMove::Eliminated(seat)),
            Status::ToMove(on_turn) if on_turn != seat.player_id() => Some(IllegalMove::NotYourTurn {
                seat,
                to_move: Seat::from_index(on_turn.index()).unwrap_or(seat),
            }),
            Status::ToMove(_) => self.why_illegal(mv),
        }
    }

    /// The rule an action missing from `legal` (the legal actions now) breaks.
    fn reason(&self, mv: TarotMove, legal: &MoveList) -> IllegalMove {
        if self.ending.is_some() {
            return IllegalMove::GameOver;
        }
        if let Some(s) = self.dealing_seat() {
            let stage = self.cards[s].stage;
            let drawing = Self::is_draw_stage(stage);
            return match mv {
                TarotMove::Board(_) | TarotMove::Enter(_) | TarotMove::Retire => IllegalMove::DealNotOver,
                TarotMove::Draw(_) if drawing => IllegalMove::NoSuchMove,
                TarotMove::Draw(_) => IllegalMove::ChanceOnly,
                _ if drawing => IllegalMove::ChanceOnly,
                TarotMove::Choose(card)
                    if matches!(stage, Stage::ChooseOne | Stage::ChooseTwo)
                        && !self.cards[s].hand.contains(&card) =>
                {
                    IllegalMove::CardNotInHand
                }
                TarotMove::Declare => IllegalMove::NothingToDeclare,
                TarotMove::Change => IllegalMove::ChangeNotOffered,
                TarotMove::Pick(_) => IllegalMove::PickNotAllowed,
                TarotMove::Redeal => IllegalMove::NoVote,
                _ => IllegalMove::WrongStep,
            };
        }
        let me = self.board.to_move;
        match mv {
            TarotMove::Draw(_)
            | TarotMove::Choose(_)
            | TarotMove::Keep
            | TarotMove::Change
            | TarotMove::Pick(_)
            | TarotMove::Redeal => IllegalMove::DealOver,
            TarotMove::Declare => IllegalMove::NothingToDeclare,
            TarotMove::Retire => IllegalMove::RetireNotAllowed,
            TarotMove::Enter(sq) if self.death_is_held(me) => IllegalMove::SquareOccupied(sq),
            TarotMove::Enter(_) => IllegalMove::DeathNotHeld,
            TarotMove::Board(board) => {
                let to = board.to().index();
                let mine = self.board.seats[me.index()] & (1 << board.from().index()) != 0;
                let ally_king = self.ally(me).and_then(|a| self.royal(a.index())) == Some(to);
                let kind = self.board.kind_at(board.from().index());
                let corner = self.kings_at_home(me.index()) & (1 << to) != 0;
                if !board.is_pass() && mine && ally_king {
                    return IllegalMove::AllyKing;
                }
                if !board.is_pass()
                    && mine
                    && kind == Some(PieceKind::King)
                    && self.objective_is(me.index(), Objective::Queen)
                    && corner
                {
                    return IllegalMove::KingOnCorner;
                }
                let has_moves = legal.iter().any(|m| match m {
                    TarotMove::Board(b) => !b.is_pass(),
                    TarotMove::Enter(_) => true,
                    _ => false,
                });
                board_reason(&self.board, me, board, has_moves, &|kind, from, occ| {
                    self.attacks(me, kind, from, occ)
                })
            }
        }
    }
}

/// The game of the deal and the board. Threefold repetition is not applied (the variant keeps no history,
/// as the base [`Position`](crate::Position) does not); the no-progress limit is.
impl Game for TarotGame {
    type Move = TarotMove;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        4
    }

    /// `Red`, `Blue`, `Yellow`, `Green` (as [`Seat`](crate::Seat)'s `Display`).
    fn seat_name(&self, seat: abstract_game::PlayerId) -> &'static str {
        crate::Seat::from_player_id(seat).map_or("seat ?", crate::Seat::name)
    }

    fn status(&self) -> Status {
        TarotGame::status(self)
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
        TarotGame::legal_moves_into(self, moves);
    }

    fn play_unchecked(&mut self, mv: TarotMove) {
        TarotGame::play_unchecked(self, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        TarotGame::outcome(self)
    }

    fn parse_move(&self, text: &str) -> Result<TarotMove, MoveParseError> {
        TarotGame::parse_move(self, text)
    }

    /// A draw of a class: its copies left over the cards left.
    fn chance_probability(&self, outcome: TarotMove) -> Probability {
        match outcome {
            TarotMove::Draw(card) if self.deck.count(card) > 0 => {
                Probability::new(u64::from(self.deck.count(card)), u64::from(self.deck.len()))
                    .unwrap_or(Probability::ZERO)
            }
            _ => Probability::ZERO,
        }
    }
}

/// Undo by keeping the whole state (a few hundred bytes): the variant's turns change too much (deaths,
/// eliminations, retirements, the deal) for a compact record to pay.
impl Undo for TarotGame {
    type UndoInfo = TarotGame;

    fn play_undoable(&mut self, mv: TarotMove) -> TarotGame {
        let before = self.clone();
        self.play_unchecked(mv);
        before
    }

    fn undo(&mut self, _mv: TarotMove, info: TarotGame) {
        *self = info;
    }
}

/// The tarot variant's conventions: imperfect information (objectives and hands are secret), chance
/// in the draws (one of 15 card classes), the length bounded by
/// [`TarotRules::max_game_length`](super::TarotRules::max_game_length).
impl abstract_game::Conventions for TarotGame {
    type Rules = super::TarotRules;
    type Seat = crate::Seat;

    const NAME: &'static str = "chess4-tarot";
    const ABOUT: &'static str =
        "Il Bastardo with secret tarot objectives: draw a card, reach its objective first to win";

    fn start(rules: super::TarotRules) -> TarotGame {
        TarotGame::start(rules)
    }

    fn rules(&self) -> super::TarotRules {
        TarotGame::rules(self)
    }

    fn pretty(&self) -> alloc::string::String {
        TarotGame::pretty(self)
    }

    fn pretty_for(&self, seat: abstract_game::PlayerId) -> alloc::string::String {
        TarotGame::pretty_for(self, seat)
    }

    fn information(_: &super::TarotRules) -> abstract_game::Information {
        abstract_game::Information::Imperfect
    }

    fn max_game_length(rules: &super::TarotRules) -> Option<usize> {
        Some(rules.max_game_length())
    }

    fn max_chance_outcomes(_: &super::TarotRules) -> usize {
        // A draw is one of the 15 card classes, action indices `0..15`.
        15
    }
}
