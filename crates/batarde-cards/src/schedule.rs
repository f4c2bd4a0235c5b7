//! The deal schedule of a whole game ("partida"), and the split of 6-8 players into two tables.

use arrayvec::ArrayVec;

use crate::error::RulesError;

const THREE: &[u8] = &[7, 8, 9, 10, 11, 12, 12, 11, 10, 9, 8, 7];
const FOUR: &[u8] = &[5, 6, 7, 8, 9, 9, 8, 7, 6, 5];
const FIVE: &[u8] = &[9, 10, 11, 12, 13, 14, 14, 13, 12, 11, 10, 9];
const SIX: &[u8] = &[7, 8, 9, 10, 11, 12, 12, 11, 10, 9, 8, 7];
const SEVEN: &[u8] = &[5, 6, 7, 8, 9, 10, 10, 9, 8, 7, 6, 5];

/// Cards per player, hand by hand, for a whole game at a table of `players` (3-7):
///
/// | players | hands |
/// |---|---|
/// | 3 | 7 8 9 10 11 12 12 11 10 9 8 7 |
/// | 4 | 5 6 7 8 9 9 8 7 6 5 |
/// | 5 | 9 10 11 12 13 14 14 13 12 11 10 9 |
/// | 6 | 7 8 9 10 11 12 12 11 10 9 8 7 |
/// | 7 | 5 6 7 8 9 10 10 9 8 7 6 5 |
pub const fn schedule(players: usize) -> Result<&'static [u8], RulesError> {
    match players {
        3 => Ok(THREE),
        4 => Ok(FOUR),
        5 => Ok(FIVE),
        6 => Ok(SIX),
        7 => Ok(SEVEN),
        _ => Err(RulesError::PlayerCount(players)),
    }
}

/// Splits 6-8 players into two tables of 3 or 4 (the seed's mini-tournament; 8 players "better play two
/// tables of 4"): the table sizes, larger first. 6 -> 3 + 3, 7 -> 4 + 3, 8 -> 4 + 4.
pub fn split_tables(players: usize) -> Result<[usize; 2], RulesError> {
    match players {
        6..=8 => Ok([players - players / 2, players / 2]),
        _ => Err(RulesError::TwoTables(players)),
    }
}

/// Seats `0..players` split into the two tables of [`split_tables`]: the first table takes every other seat
/// starting with 0 until it is full, so neighbours are spread (callers who draw seats by lot shuffle first).
pub fn split_seats(players: usize) -> Result<[ArrayVec<u8, 4>; 2], RulesError> {
    let [first, _] = split_tables(players)?;
    let mut tables = [ArrayVec::new(), ArrayVec::new()];
    for seat in 0..players as u8 {
        let table = usize::from(seat % 2 == 1 || tables[0].len() == first);
        tables[table].push(seat);
    }
    Ok(tables)
}
