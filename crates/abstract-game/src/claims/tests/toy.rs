//! Tally, a toy with out-of-turn actions shaped like La Bâtarde's: three seats tick in turn (`tick0` or
//! `tick1`, adding 0 or 1 to their score) four times, and nature tosses a coin after the second tick. From the
//! first tick to the end any seat may `double` once (out of turn, at the coin toss too); after a double by
//! seat `d`, seat `d + 1` may `redouble` once. Scores are points times 2 (doubled) or 4 (redoubled). Every
//! seat sees everything.

use core::fmt;
use core::str::FromStr;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use arrayvec::ArrayVec;

use crate::{
    ActionIndex, Game, HiddenInformation, InconsistentObservation, ObservationTensor, Outcome, PlayerId,
    Status, TensorLengthError, TensorShape, Undo, ZobristHash, check_tensor_len,
};

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum TallyMove {
    Tick(u8),
    Coin(bool),
    Double(u8),
    Redouble,
}

impl fmt::Display for TallyMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TallyMove::Tick(v) => write!(f, "tick{v}"),
            TallyMove::Coin(heads) => write!(f, "coin{}", u8::from(*heads)),
            TallyMove::Double(by) => write!(f, "double{by}"),
            TallyMove::Redouble => f.write_str("redouble"),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a tally move: {0:?}")]
pub(super) struct BadTally(pub(super) String);

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub(super) struct Tally {
    pub(super) ticks: u8,
    pub(super) scores: [u8; 3],
    pub(super) coin: Option<bool>,
    pub(super) doubled: Option<u8>,
    pub(super) redoubled: bool,
}

impl Tally {
    fn over(self) -> bool {
        self.ticks == 4
    }

    fn at_toss(self) -> bool {
        self.ticks == 2 && self.coin.is_none()
    }
}

impl Game for Tally {
    type Move = TallyMove;
    type MoveList = ArrayVec<TallyMove, 4>;
    type MoveParseError = BadTally;

    fn num_players(&self) -> usize {
        3
    }

    fn status(&self) -> Status {
        if self.over() {
            Status::Over
        } else if self.at_toss() {
            Status::Chance
        } else {
            Status::ToMove(PlayerId::from_const(self.ticks % 3))
        }
    }

    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        moves.clear();
        match self.status() {
            Status::Chance => moves.extend([TallyMove::Coin(false), TallyMove::Coin(true)]),
            Status::ToMove(_) => moves.extend([TallyMove::Tick(0), TallyMove::Tick(1)]),
            Status::Over => {}
        }
    }

    fn legal_moves_of(&self, seat: PlayerId, moves: &mut Self::MoveList) {
        if self.status() == Status::ToMove(seat) {
            self.legal_moves_into(moves);
        } else {
            moves.clear();
        }
        if self.over() || self.ticks == 0 {
            return;
        }
        match self.doubled {
            None => moves.push(TallyMove::Double(seat.index() as u8)),
            Some(d) if !self.redoubled && usize::from((d + 1) % 3) == seat.index() => {
                moves.push(TallyMove::Redouble);
            }
            Some(_) => {}
        }
    }

    fn play_unchecked(&mut self, mv: TallyMove) {
        match mv {
            TallyMove::Tick(v) => {
                self.scores[usize::from(self.ticks % 3)] += v;
                self.ticks += 1;
            }
            TallyMove::Coin(heads) => self.coin = Some(heads),
            TallyMove::Double(by) => self.doubled = Some(by),
            TallyMove::Redouble => self.redoubled = true,
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let factor = match (self.doubled, self.redoubled) {
            (None, _) => 1,
            (Some(_), false) => 2,
            (Some(_), true) => 4,
        };
        let points: Vec<i64> = self.scores.iter().map(|&s| i64::from(s) * factor).collect();
        self.over().then(|| Outcome::points(&points).expect("three seats"))
    }

    fn parse_move(&self, text: &str) -> Result<TallyMove, BadTally> {
        Ok(match text {
            "tick0" => TallyMove::Tick(0),
            "tick1" => TallyMove::Tick(1),
            "coin0" => TallyMove::Coin(false),
            "coin1" => TallyMove::Coin(true),
            "double0" => TallyMove::Double(0),
            "double1" => TallyMove::Double(1),
            "double2" => TallyMove::Double(2),
            "redouble" => TallyMove::Redouble,
            _ => return Err(BadTally(text.to_string())),
        })
    }
}

impl ActionIndex for Tally {
    fn num_actions(&self) -> usize {
        8
    }

    fn action_index(&self, mv: TallyMove) -> usize {
        match mv {
            TallyMove::Tick(v) => usize::from(v),
            TallyMove::Coin(heads) => 2 + usize::from(heads),
            TallyMove::Double(by) => 4 + usize::from(by),
            TallyMove::Redouble => 7,
        }
    }

    fn action_from_index(&self, index: usize) -> Option<TallyMove> {
        let mv = match index {
            0 | 1 => TallyMove::Tick(index as u8),
            2 | 3 => TallyMove::Coin(index == 3),
            4..=6 => TallyMove::Double(index as u8 - 4),
            7 => TallyMove::Redouble,
            _ => return None,
        };
        let mut moves = ArrayVec::new();
        let legal = PlayerId::all(3).any(|s| {
            self.legal_moves_of(s, &mut moves);
            moves.contains(&mv)
        }) || self.legal_moves().contains(&mv);
        legal.then_some(mv)
    }
}

impl ObservationTensor for Tally {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::new(&[2, 2]).expect("two dimensions")
    }

    fn write_observation(&self, _: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        out[0] = f32::from(self.ticks);
        out[1] = f32::from(self.coin.map_or(0, |c| 1 + u8::from(c)));
        out[2] = f32::from(self.doubled.map_or(0, |d| d + 1));
        out[3] = f32::from(u8::from(self.redoubled));
        Ok(())
    }
}

impl HiddenInformation for Tally {
    type Observation = Tally;

    fn observe(&self, _: PlayerId) -> Tally {
        *self
    }

    /// Every seat observes the whole tally, so every move is seen.
    fn sees_move(&self, _: PlayerId, _: &TallyMove) -> bool {
        true
    }

    fn sample_consistent<R: rand_core::Rng + ?Sized>(
        observation: &Tally,
        _: &mut R,
    ) -> Result<Self, InconsistentObservation> {
        Ok(*observation)
    }
}

impl Undo for Tally {
    type UndoInfo = Tally;

    fn play_undoable(&mut self, mv: TallyMove) -> Tally {
        let before = *self;
        self.play_unchecked(mv);
        before
    }

    fn undo(&mut self, _: TallyMove, info: Tally) {
        *self = info;
    }
}

impl ZobristHash for Tally {
    fn zobrist(&self) -> u64 {
        self.zobrist_from_scratch()
    }

    fn zobrist_from_scratch(&self) -> u64 {
        let bytes = [
            self.ticks,
            self.scores[0],
            self.scores[1],
            self.scores[2],
            self.coin.map_or(0, |c| 1 + u8::from(c)),
            self.doubled.map_or(0, |d| d + 1),
            u8::from(self.redoubled),
        ];
        bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
    }
}

impl fmt::Display for Tally {
    /// `ticks scores coin doubled redoubled`: `3 1.0.1 1 2 0` (`-` for no coin yet, no double).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.scores;
        let coin = self.coin.map_or("-".to_string(), |h| u8::from(h).to_string());
        let doubled = self.doubled.map_or("-".to_string(), |d| d.to_string());
        write!(f, "{} {a}.{b}.{c} {coin} {doubled} {}", self.ticks, u8::from(self.redoubled))
    }
}

impl FromStr for Tally {
    type Err = BadTally;

    fn from_str(text: &str) -> Result<Self, BadTally> {
        let bad = || BadTally(text.to_string());
        let fields: Vec<&str> = text.split(' ').collect();
        let [ticks, scores, coin, doubled, redoubled] = fields[..] else { return Err(bad()) };
        let number = |t: &str| t.parse::<u8>().map_err(|_| bad());
        let optional = |t: &str| if t == "-" { Ok(None) } else { number(t).map(Some) };
        let scores: Vec<u8> = scores.split('.').map(number).collect::<Result<_, _>>()?;
        Ok(Tally {
            ticks: number(ticks)?,
            scores: scores.try_into().map_err(|_| bad())?,
            coin: optional(coin)?.map(|c| c == 1),
            doubled: optional(doubled)?,
            redoubled: number(redoubled)? == 1,
        })
    }
}
