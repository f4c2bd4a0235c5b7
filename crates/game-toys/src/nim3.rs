//! Nim for three seats with wind: each seat takes 1 to 3 stones; after every take, while stones remain, the
//! wind blows one stone away with probability 1/3 (a chance node). Taking the last stone wins alone; if the
//! wind takes it, everybody draws.

use core::fmt;
use core::str::FromStr;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{
    ActionIndex, Game, ObservationTensor, Outcome, PlayerId, Probability, Status, TensorLengthError,
    TensorShape, ZobristHash, check_tensor_len, random_below,
};

/// A move of Nim for three: a take (`1` to `3`) or the wind's outcome (`w0`, `w1`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum NimMove {
    /// The seat on turn takes this many stones.
    Take(u8),
    /// The wind blows this many stones away (0 or 1).
    Wind(u8),
}

impl fmt::Display for NimMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NimMove::Take(n) => write!(f, "{n}"),
            NimMove::Wind(n) => write!(f, "w{n}"),
        }
    }
}

/// A move or a position string that does not parse; holds the text.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a move: {0:?}")]
pub struct BadMove(pub String);

/// A game of Nim for three with wind.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Nim3 {
    /// The stones left.
    pub stones: u8,
    /// The seat on turn (0 to 2) once the wind has blown.
    pub to_move: u8,
    /// The wind blows next (a chance node).
    pub wind_due: bool,
    /// The seat that took last, if any.
    pub last_taker: Option<u8>,
    /// Plant a bug: the wind's odds sum to 5/6.
    pub bad_odds: bool,
    /// Plant a bug: a fast draw that blows a stone away half the time instead of a third.
    pub biased_draw: bool,
}

impl Nim3 {
    /// `stones` stones, seat 0 to take, no bug.
    pub fn new(stones: u8) -> Self {
        Nim3 { stones, to_move: 0, wind_due: false, last_taker: None, bad_odds: false, biased_draw: false }
    }
}

impl Game for Nim3 {
    type Move = NimMove;
    type MoveList = ArrayVec<NimMove, 3>;
    type MoveParseError = BadMove;

    fn num_players(&self) -> usize {
        3
    }

    fn status(&self) -> Status {
        if self.stones == 0 {
            Status::Over
        } else if self.wind_due {
            Status::Chance
        } else {
            Status::ToMove(PlayerId::from_const(self.to_move))
        }
    }

    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        match self.status() {
            Status::Over => {}
            Status::Chance => moves.extend([NimMove::Wind(0), NimMove::Wind(1)]),
            Status::ToMove(_) => moves.extend((1..=self.stones.min(3)).map(NimMove::Take)),
        }
    }

    fn play_unchecked(&mut self, mv: NimMove) {
        match mv {
            NimMove::Take(n) => {
                self.stones -= n;
                self.last_taker = Some(self.to_move);
                self.to_move = (self.to_move + 1) % 3;
                self.wind_due = self.stones > 0;
            }
            NimMove::Wind(n) => {
                self.stones -= n;
                self.wind_due = false;
                if self.stones == 0 {
                    self.last_taker = None;
                }
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.stones > 0 {
            return None;
        }
        Some(match self.last_taker {
            Some(seat) => Outcome::win(3, &[PlayerId::from_const(seat)]).expect("three seats"),
            None => Outcome::draw(3).expect("three seats"),
        })
    }

    fn parse_move(&self, text: &str) -> Result<NimMove, BadMove> {
        let bad = || BadMove(text.to_string());
        let mv = match text.strip_prefix('w') {
            Some(n) => NimMove::Wind(n.parse().map_err(|_| bad())?),
            None => NimMove::Take(text.parse().map_err(|_| bad())?),
        };
        if self.legal_moves().contains(&mv) { Ok(mv) } else { Err(bad()) }
    }

    /// A direct draw instead of weighing the two outcomes: a third of the time the wind blows (or half the
    /// time, with the planted bug).
    fn draw_chance<R: abstract_game::rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<NimMove> {
        if !self.wind_due {
            return None;
        }
        let blows = if self.biased_draw { random_below(rng, 2) == 0 } else { random_below(rng, 3) == 0 };
        Some(NimMove::Wind(u8::from(blows)))
    }

    fn chance_probability(&self, outcome: NimMove) -> Probability {
        match (outcome, self.bad_odds) {
            (NimMove::Wind(0), false) => Probability::new(2, 3).expect("2/3"),
            (NimMove::Wind(0), true) => Probability::new(1, 2).expect("1/2"),
            (NimMove::Wind(_), _) => Probability::new(1, 3).expect("1/3"),
            (NimMove::Take(_), _) => Probability::ZERO,
        }
    }
}

/// The state's fields packed into one number: distinct states (bugs aside) hash apart. For the searches'
/// transposition tables, which ask for a hash even though they refuse three seats.
impl ZobristHash for Nim3 {
    fn zobrist(&self) -> u64 {
        let last = self.last_taker.map_or(0, |seat| u64::from(seat) + 1);
        u64::from(self.stones) | u64::from(self.to_move) << 8 | u64::from(self.wind_due) << 10 | last << 11
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.zobrist()
    }
}

/// Takes of 1, 2, 3 stones are 0, 1, 2; the wind's outcomes (chance) are 0 and 1 for no stone and one stone.
impl ActionIndex for Nim3 {
    fn num_actions(&self) -> usize {
        3
    }

    fn action_index(&self, mv: NimMove) -> usize {
        match mv {
            NimMove::Take(n) => usize::from(n) - 1,
            NimMove::Wind(n) => usize::from(n),
        }
    }

    fn action_from_index(&self, index: usize) -> Option<NimMove> {
        let mv = if self.wind_due {
            NimMove::Wind(index.min(2) as u8)
        } else {
            NimMove::Take(index.min(3) as u8 + 1)
        };
        self.legal_moves().contains(&mv).then_some(mv)
    }
}

/// Four values: the stones left, then who is on turn one-hot, counted from the observing seat (me, next,
/// the one after).
impl ObservationTensor for Nim3 {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(4)
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        out.fill(0.0);
        out[0] = f32::from(self.stones);
        if let Status::ToMove(on_turn) = self.status() {
            out[1 + (on_turn.index() + 3 - seat.index()) % 3] = 1.0;
        }
        Ok(())
    }
}

/// `stones seat wind last`: `7 0 - -`, `5 1 w 0` (the wind is due; seat 0 took last).
impl fmt::Display for Nim3 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {} ", self.stones, self.to_move, if self.wind_due { "w" } else { "-" })?;
        match self.last_taker {
            Some(seat) => write!(f, "{seat}"),
            None => f.write_str("-"),
        }
    }
}

impl FromStr for Nim3 {
    type Err = BadMove;

    fn from_str(text: &str) -> Result<Self, BadMove> {
        let bad = || BadMove(text.into());
        let fields: Vec<&str> = text.split(' ').collect();
        let [stones, to_move, wind, last] = fields.as_slice() else { return Err(bad()) };
        let mut game = Nim3::new(stones.parse().map_err(|_| bad())?);
        game.to_move = to_move.parse().ok().filter(|&s| s < 3).ok_or_else(bad)?;
        game.wind_due = match *wind {
            "w" => true,
            "-" => false,
            _ => return Err(bad()),
        };
        game.last_taker = match *last {
            "-" => None,
            seat => Some(seat.parse().ok().filter(|&s| s < 3).ok_or_else(bad)?),
        };
        Ok(game)
    }
}
