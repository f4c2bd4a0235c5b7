//! The exact, context-free notation of a move: every step in playing order, the form moves take in `serde`.
//!
//! The customary notation (`Display`) joins a checker's steps and drops the order in which the numbers were
//! played, so it names a move only against a position ([`Position::parse_move`](crate::Position::parse_move)).
//! A serialized move has no position at hand, so it is written step by step instead.

use core::fmt::{self, Write as _};

use crate::error::MoveParseError;
use crate::mv::{Dice, Move, MoveKind, Step};

/// A move in exact notation, see [`Move::exact`].
#[derive(Clone, Copy, Debug)]
pub struct Exact(Move);

impl fmt::Display for Exact {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mv = self.0;
        if mv.kind() != MoveKind::Play {
            return write!(f, "{mv}");
        }
        match mv.dice() {
            Some(d) => write!(f, "{d}:")?,
            None => f.write_str("?:")?,
        }
        for step in mv.steps() {
            f.write_char(' ')?;
            match step.from {
                Step::BAR => f.write_str("bar")?,
                p => write!(f, "{p}")?,
            }
            match step.to() {
                Step::OFF => f.write_str("/off")?,
                p => write!(f, "/{p}")?,
            }
            if step.hit {
                f.write_char('*')?;
            }
            // A bear-off with a larger number than the point: the number cannot be read from the points.
            if step.to() == Step::OFF && step.die != step.from {
                write!(f, "[{}]", step.die)?;
            }
        }
        Ok(())
    }
}

impl Move {
    /// The exact notation of this move, readable without a position by [`Move::from_exact`]: the customary
    /// notation for everything but a play (`pass`, `double`, `take`, `drop`, `roll`, a rolled `6-4`); for a
    /// play, its pair and every step in playing order, `from/to`, with `*` where it hit and, for a bear-off
    /// with a number larger than the point, the number in brackets: `6-4: 24/18* 18/14`, `6-5: 4/off[6]
    /// 3/off[5]`. This is how moves (de)serialize with the `serde` feature.
    ///
    /// ```
    /// use backgammon_nodice::{Move, Position, Rules};
    ///
    /// let game = Position::start(Rules::nodice());
    /// let mv = game.parse_move("6-4: 24/14")?;
    /// let exact = mv.exact().to_string();
    /// assert_eq!(exact, "6-4: 24/18 18/14");
    /// assert_eq!(Move::from_exact(&exact)?, mv);
    /// # Ok::<(), backgammon_nodice::MoveParseError>(())
    /// ```
    pub const fn exact(self) -> Exact {
        Exact(self)
    }

    /// Reads the exact notation of [`Move::exact`]. The move is well formed (steps that fit the pair: each
    /// number once, a double's number up to four times) but not checked against any position.
    pub fn from_exact(text: &str) -> Result<Move, MoveParseError> {
        let text = text.trim();
        let simple = match text {
            "pass" => Some(Move::PASS),
            "double" => Some(Move::DOUBLE),
            "take" => Some(Move::TAKE),
            "drop" => Some(Move::DROP),
            "roll" => Some(Move::ROLL),
            _ => None,
        };
        if let Some(mv) = simple {
            return Ok(mv);
        }
        let Some((pair, steps)) = text.split_once(':') else {
            return text.parse::<Dice>().map(Move::rolled);
        };
        let dice: Dice = pair.parse()?;
        let mut numbers: arrayvec::ArrayVec<u8, 4> = if dice.is_double() {
            [dice.low(); 4].into_iter().collect()
        } else {
            [dice.high(), dice.low()].into_iter().collect()
        };
        let mut mv = Move::play(dice);
        for token in steps.split_whitespace() {
            let (from, to, hit, die) = read_step(token)?;
            let die = match die {
                Some(die) if to == Step::OFF && die > from => die,
                None if from > to => from - to,
                _ => return Err(MoveParseError::Malformed),
            };
            let k = numbers.iter().position(|&n| n == die).ok_or(MoveParseError::Malformed)?;
            numbers.remove(k);
            mv.push_step(from, die, hit);
        }
        if mv.is_empty() {
            return Err(MoveParseError::Malformed);
        }
        Ok(mv)
    }
}

/// One step `from/to`, `*` if it hit, `[n]` the number of a bear-off from a lower point.
fn read_step(token: &str) -> Result<(u8, u8, bool, Option<u8>), MoveParseError> {
    let (body, die) = match token.strip_suffix(']').and_then(|t| t.rsplit_once('[')) {
        Some((body, n)) => match n.as_bytes() {
            [d @ b'1'..=b'6'] => (body, Some(d - b'0')),
            _ => return Err(MoveParseError::Malformed),
        },
        None => (token, None),
    };
    let (body, hit) = match body.strip_suffix('*') {
        Some(body) => (body, true),
        None => (body, false),
    };
    let (from, to) = body.split_once('/').ok_or(MoveParseError::Malformed)?;
    let point = |t: &str| match t.parse::<u8>() {
        Ok(p) if (1..=24).contains(&p) && alloc::format!("{p}") == t => Ok(p),
        _ => Err(MoveParseError::Malformed),
    };
    let from = if from == "bar" { Step::BAR } else { point(from)? };
    let to = if to == "off" { Step::OFF } else { point(to)? };
    Ok((from, to, hit, die))
}
