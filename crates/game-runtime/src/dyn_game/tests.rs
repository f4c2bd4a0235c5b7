//! The erased game's chance outcomes and action lookups, on a toy with uneven odds and an out-of-turn action.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use abstract_game::arrayvec::ArrayVec;

use super::{DynGame, DynPlayError, Erased};
use abstract_game::{ActionIndex, Game, Outcome, PlayError, PlayerId, Probability, Status};

/// A coin weighted 3:1 is tossed (`heads`/`tails`), then seat 0 `stops`; while it decides, seat 1 may
/// `resign` out of turn. Actions: heads 0, tails 1, stop 2, resign 3.
#[derive(Clone, Debug, PartialEq)]
struct Toss {
    coin: Option<bool>,
    done: Option<u8>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum TossMove {
    Coin(bool),
    Stop,
    Resign,
}

impl fmt::Display for TossMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TossMove::Coin(true) => "heads",
            TossMove::Coin(false) => "tails",
            TossMove::Stop => "stop",
            TossMove::Resign => "resign",
        })
    }
}

#[derive(Debug, thiserror::Error)]
#[error("not a move")]
struct NotAMove;

impl Game for Toss {
    type Move = TossMove;
    type MoveList = ArrayVec<TossMove, 2>;
    type MoveParseError = NotAMove;

    fn num_players(&self) -> usize {
        2
    }
    fn status(&self) -> Status {
        match (self.coin, self.done) {
            (None, _) => Status::Chance,
            (Some(_), None) => Status::ToMove(PlayerId::from_const(0)),
            (Some(_), Some(_)) => Status::Over,
        }
    }
    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        match self.status() {
            Status::Chance => moves.extend([TossMove::Coin(true), TossMove::Coin(false)]),
            Status::ToMove(_) => moves.push(TossMove::Stop),
            Status::Over => {}
        }
    }
    fn legal_moves_of(&self, seat: PlayerId, moves: &mut Self::MoveList) {
        moves.clear();
        match (self.status(), seat.index()) {
            (Status::ToMove(_), 0) => self.legal_moves_into(moves),
            (Status::ToMove(_), _) => moves.push(TossMove::Resign),
            _ => {}
        }
    }
    fn play_unchecked(&mut self, mv: TossMove) {
        match mv {
            TossMove::Coin(heads) => self.coin = Some(heads),
            TossMove::Stop => self.done = Some(0),
            TossMove::Resign => self.done = Some(1),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        self.done.map(|loser| Outcome::win(2, &[PlayerId::from_const(1 - loser)]).expect("two seats"))
    }
    fn parse_move(&self, text: &str) -> Result<TossMove, NotAMove> {
        Ok(match text {
            "heads" => TossMove::Coin(true),
            "tails" => TossMove::Coin(false),
            "stop" => TossMove::Stop,
            "resign" => TossMove::Resign,
            _ => return Err(NotAMove),
        })
    }
    fn chance_probability(&self, outcome: TossMove) -> Probability {
        let heads = matches!(outcome, TossMove::Coin(true));
        Probability::new(if heads { 3 } else { 1 }, 4).expect("below one")
    }
}

impl ActionIndex for Toss {
    fn num_actions(&self) -> usize {
        4
    }
    fn action_index(&self, mv: TossMove) -> usize {
        match mv {
            TossMove::Coin(true) => 0,
            TossMove::Coin(false) => 1,
            TossMove::Stop => 2,
            TossMove::Resign => 3,
        }
    }
    fn action_from_index(&self, index: usize) -> Option<TossMove> {
        [TossMove::Coin(true), TossMove::Coin(false), TossMove::Stop, TossMove::Resign].get(index).copied()
    }
}

impl fmt::Display for Toss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?} {:?}", self.coin, self.done)
    }
}

impl FromStr for Toss {
    type Err = NotAMove;
    fn from_str(_: &str) -> Result<Self, NotAMove> {
        Err(NotAMove)
    }
}

fn toss() -> Box<dyn DynGame> {
    Box::new(Erased::new(Toss { coin: None, done: None }).with_actions())
}

#[test]
fn chance_outcomes_carry_their_exact_probabilities() {
    let (three, one) = (Probability::new(3, 4).unwrap(), Probability::new(1, 4).unwrap());
    let game = toss();
    assert_eq!(game.chance_outcomes(), [("heads".to_string(), three), ("tails".to_string(), one)]);
    assert_eq!(game.chance_actions(), Some(vec![(0, three), (1, one)]));
    let bare: Box<dyn DynGame> = Box::new(Erased::new(Toss { coin: None, done: None }));
    assert_eq!(bare.chance_outcomes().len(), 2, "probabilities need no action index");
    assert_eq!(bare.chance_actions(), None);
}

#[test]
fn actions_name_moves_of_any_seat_and_only_available_ones() {
    let mut game = toss();
    assert_eq!(game.action_to_move(1), Some("tails".to_string()));
    assert_eq!(game.action_to_move(2), None, "a lax `action_from_index` is checked again");
    game.play_text(None, "heads").unwrap();
    assert_eq!(game.chance_outcomes(), Vec::<(String, Probability)>::new(), "a seat is on turn");
    assert_eq!(game.chance_actions(), Some(vec![]));
    assert_eq!(game.action_to_move(3), Some("resign".to_string()), "seat 1's out-of-turn action");
    assert_eq!(game.move_to_action("resign"), Ok(3));
    assert_eq!(game.move_to_action(" stop "), Ok(2));
    assert!(matches!(
        game.move_to_action("tails"),
        Err(DynPlayError::Play { error: PlayError::IllegalMove, .. })
    ));
    assert!(matches!(game.move_to_action("xyz"), Err(DynPlayError::Parse { .. })));
    game.play_text(None, "stop").unwrap();
    assert_eq!(game.action_to_move(2), None, "the game is over");
    assert!(matches!(
        game.move_to_action("stop"),
        Err(DynPlayError::Play { error: PlayError::GameOver, .. })
    ));
    let bare: Box<dyn DynGame> = Box::new(Erased::new(Toss { coin: None, done: None }));
    assert_eq!(bare.move_to_action("heads"), Err(DynPlayError::NoActionIndex));
}

/// The toss drawn for one seat: the coin only once it is tossed, and the viewer named.
#[cfg(feature = "svg")]
impl abstract_game::svg::Svg for Toss {
    fn svg(&self, seat: Option<PlayerId>, _: &abstract_game::svg::SvgOptions) -> String {
        let coin = match self.coin {
            Some(true) => "heads",
            Some(false) => "tails",
            None => "untossed",
        };
        alloc::format!("<svg><desc>{coin} for {seat:?}</desc></svg>")
    }
}

#[cfg(feature = "svg")]
#[test]
fn the_svg_picture_is_the_games_own_for_the_seat_asked() {
    let options = abstract_game::svg::SvgOptions::default();
    let mut game: Box<dyn DynGame> = Box::new(Erased::new(Toss { coin: None, done: None }).with_svg());
    let seat1 = Some(PlayerId::from_const(1));
    assert_eq!(
        game.svg(seat1, &options).as_deref(),
        Some("<svg><desc>untossed for Some(PlayerId(1))</desc></svg>")
    );
    game.play_text(None, "heads").unwrap();
    assert_eq!(game.svg(None, &options).as_deref(), Some("<svg><desc>heads for None</desc></svg>"));
    let bare: Box<dyn DynGame> = Box::new(Erased::new(Toss { coin: None, done: None }));
    assert_eq!(bare.svg(None, &options), None, "no picture given");
}
