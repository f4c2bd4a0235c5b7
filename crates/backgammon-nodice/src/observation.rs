//! Observation tensors for learning code: the whole state (backgammon hides nothing), from one seat's side,
//! as a flat vector of [`OBSERVATION_LEN`] values. The table of planes is in the crate README, "Observation
//! tensor".

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::match_play::{Crawford, Match};
use crate::mv::Dice;
use crate::position::{Phase, Position, Side};

/// The number of values of an observation, the same for every rules set, single games and matches alike.
pub const OBSERVATION_LEN: usize = 290;

/// Where each group of values starts (see the README's table).
pub mod planes {
    /// The observer's checkers: 24 points x 4 units, its bar, its borne-off checkers.
    pub const OWN: usize = 0;
    /// The opponent's checkers, on the observer's point numbers, the same 98 values.
    pub const OPPONENT: usize = 98;
    /// The cube value, log2 / 15.
    pub const CUBE: usize = 196;
    /// The cube owner: observer, opponent, centred.
    pub const CUBE_OWNER: usize = 197;
    /// The side on turn: observer, opponent.
    pub const TURN: usize = 200;
    /// The phase: turn start, choose (after a take), rolling, playing, doubled, over.
    pub const PHASE: usize = 202;
    /// The dice rolled: the higher number one-hot (6), then the lower (6).
    pub const DICE: usize = 208;
    /// No dice: the 21 pairs the side on turn may choose now (in `Dice::ALL` order).
    pub const ALLOWED: usize = 220;
    /// No dice: the pair the observer chose last (21 one-hot), then the opponent's (21).
    pub const LAST: usize = 241;
    /// The opening turn.
    pub const OPENING: usize = 283;
    /// The turns played over the turn limit (0 without one).
    pub const TURNS: usize = 284;
    /// A match: the observer's score / N, the opponent's / N, N / 25 (at most 1), Crawford game,
    /// post-Crawford.
    pub const MATCH: usize = 285;
}

const SHAPE: TensorShape = TensorShape::flat(OBSERVATION_LEN);

/// The 4-unit encoding of TD-Gammon for `n` checkers on a point: `n >= 1`, `n >= 2`, `n >= 3`, `(n - 3) / 2`.
const fn units(n: u8) -> [f32; 4] {
    [
        if n >= 1 { 1.0 } else { 0.0 },
        if n >= 2 { 1.0 } else { 0.0 },
        if n >= 3 { 1.0 } else { 0.0 },
        if n > 3 { (n - 3) as f32 / 2.0 } else { 0.0 },
    ]
}

/// The observer's and the opponent's [`units`] for a point's signed count from the observer's side (its
/// checkers positive), `-15..=15` at `count + 15`: looked up, as the tensor writes 24 points per observation.
const POINT_UNITS: [[f32; 8]; 31] = {
    let mut table = [[0.0; 8]; 31];
    let mut count: i8 = -15;
    while count <= 15 {
        let own = units(if count > 0 { count as u8 } else { 0 });
        let opponent = units(if count < 0 { (-count) as u8 } else { 0 });
        let row = &mut table[(count + 15) as usize];
        let mut i = 0;
        while i < 4 {
            row[i] = own[i];
            row[4 + i] = opponent[i];
            i += 1;
        }
        count += 1;
    }
    table
};

/// The observer's and the opponent's units of a point with `count` checkers (signed from the observer's
/// side; a point holds at most 15, larger counts are computed).
fn point_units(count: i8) -> [f32; 8] {
    if let Some(&row) = POINT_UNITS.get((i16::from(count) + 15) as usize) {
        return row;
    }
    let own = units(count.max(0) as u8);
    let opponent = units(count.saturating_neg().max(0) as u8);
    [own[0], own[1], own[2], own[3], opponent[0], opponent[1], opponent[2], opponent[3]]
}

/// Both sides' 98 values (`out` is `OWN..OPPONENT + 98`): each side's checkers on the observer's points 1 to
/// 24 (4 units each), its bar (`n / 2`, as TD-Gammon), its borne-off checkers (`n / 15`). One pass over the
/// board: the observer's point `p` is one board entry, the observer's checkers when it is of the observer's
/// sign, the opponent's otherwise.
fn checkers(pos: &Position, me: Side, out: &mut [f32]) {
    let (own, opponent) = out.split_at_mut(planes::OPPONENT - planes::OWN);
    let sign = me.sign();
    // The observer's points 1 to 24 are White's in order, or Black's: White's in reverse.
    let points = own[..96].chunks_exact_mut(4).zip(opponent[..96].chunks_exact_mut(4));
    let write_point = |(own, opponent): (&mut [f32], &mut [f32]), &count: &i8| {
        let both = point_units(count * sign);
        own.copy_from_slice(&both[..4]);
        opponent.copy_from_slice(&both[4..]);
    };
    if me == Side::White {
        points.zip(pos.board.iter()).for_each(|(p, c)| write_point(p, c));
    } else {
        points.zip(pos.board.iter().rev()).for_each(|(p, c)| write_point(p, c));
    }
    for (side, values) in [(me, own), (me.opponent(), opponent)] {
        values[96] = f32::from(pos.bar(side)) / 2.0;
        values[97] = f32::from(pos.borne_off(side)) / 15.0;
    }
}

fn one_hot_pair(out: &mut [f32], dice: Option<Dice>) {
    if let Some(d) = dice {
        out[d.index()] = 1.0;
    }
}

/// The tensor of `pos` for `seat`, with the match's values when it is part of one.
fn write(
    pos: &Position,
    within: Option<&Match>,
    seat: PlayerId,
    out: &mut [f32],
) -> Result<(), TensorLengthError> {
    use planes::{ALLOWED, CUBE, CUBE_OWNER, DICE, LAST, MATCH, OPENING, OPPONENT, OWN, PHASE, TURN, TURNS};
    check_tensor_len(SHAPE, out)?;
    // The checkers' values are all written below; the rest are mostly 0.
    out[OPPONENT + 98..].fill(0.0);
    // Seats other than 0 and 1 do not exist; they see White's side rather than an error.
    let me = Side::from_player_id(seat).unwrap_or(Side::White);
    let them = me.opponent();
    checkers(pos, me, &mut out[OWN..OPPONENT + 98]);
    let cube = pos.cube();
    out[CUBE] = f32::from(cube.log2()) / 15.0;
    out[CUBE_OWNER
        + match cube.owner() {
            Some(owner) if owner == me => 0,
            Some(_) => 1,
            None => 2,
        }] = 1.0;
    out[TURN + usize::from(pos.side_to_move() != me)] = 1.0;
    let phase = match pos.phase() {
        Phase::TurnStart => 0,
        Phase::Choose => 1,
        Phase::Rolling => 2,
        Phase::Playing(dice) => {
            out[DICE + usize::from(dice.high()) - 1] = 1.0;
            out[DICE + 6 + usize::from(dice.low()) - 1] = 1.0;
            3
        }
        Phase::Doubled => 4,
        Phase::Over(_) => 5,
    };
    out[PHASE + phase] = 1.0;
    if matches!(pos.phase(), Phase::TurnStart | Phase::Choose) {
        for dice in pos.allowed_dice() {
            out[ALLOWED + dice.index()] = 1.0;
        }
    }
    one_hot_pair(&mut out[LAST..LAST + 21], pos.last_dice(me));
    one_hot_pair(&mut out[LAST + 21..LAST + 42], pos.last_dice(them));
    out[OPENING] = f32::from(u8::from(pos.is_opening()));
    let limit = pos.rules().turn_limit();
    if limit != 0 {
        out[TURNS] = f32::from(pos.turns_played()) / f32::from(limit);
    }
    if let Some(m) = within {
        let length = f32::from(m.length());
        out[MATCH] = f32::from(m.score(me)) / length;
        out[MATCH + 1] = f32::from(m.score(them)) / length;
        out[MATCH + 2] = length.min(25.0) / 25.0;
        out[MATCH + 3] = f32::from(u8::from(m.crawford() == Crawford::ThisGame));
        out[MATCH + 4] = f32::from(u8::from(m.crawford() == Crawford::After));
    }
    Ok(())
}

/// The whole state seen from `seat`'s side ([`OBSERVATION_LEN`] values; the match values are 0).
impl ObservationTensor for Position {
    fn observation_shape(&self) -> TensorShape {
        SHAPE
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        write(self, None, seat, out)
    }
}

/// The current game's tensor with the match values: scores, length, Crawford state.
impl ObservationTensor for Match {
    fn observation_shape(&self) -> TensorShape {
        SHAPE
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        write(self.game(), Some(self), seat, out)
    }
}
