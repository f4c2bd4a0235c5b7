//! GNU Backgammon position IDs: the 14-character base64 form of the 80-bit position key.

use alloc::string::String;

use crate::error::GnubgIdError;
use crate::position::{Phase, Position, Side, abs_index};
use crate::rules::Rules;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

impl Position {
    /// The side whose checkers move this turn, the "player on roll" of GNU Backgammon: the side on turn, or
    /// the doubler while a double awaits an answer.
    pub const fn on_roll(&self) -> Side {
        match self.phase {
            Phase::Doubled => self.turn.opponent(),
            _ => self.turn,
        }
    }

    /// The 10-byte GNU Backgammon position key, as GNU Backgammon's `PositionKey` builds it: for the player
    /// not on roll, then the player on roll ([`Position::on_roll`]), for each of its points 1 to 24 (its own
    /// numbering) and then the bar, as many 1 bits as checkers and a 0 bit; bits fill each byte from the
    /// least significant one; zero-padded to 80 bits. (GNU Backgammon's manual lists the player on roll
    /// first; its code, which produced every ID in circulation, writes its `anBoard[0]`, the opponent,
    /// first. The start position reads the same either way.)
    pub fn gnubg_key(&self) -> [u8; 10] {
        let mut key = [0u8; 10];
        let mut bit = 0usize;
        let on_roll = self.on_roll();
        for side in [on_roll.opponent(), on_roll] {
            for place in 1..=25u8 {
                let n = if place == 25 { self.bar(side) } else { self.checkers(side, place) };
                for _ in 0..n {
                    key[bit / 8] |= 1 << (bit % 8);
                    bit += 1;
                }
                bit += 1;
            }
        }
        key
    }

    /// The GNU Backgammon position ID: the key in 14 base64 characters (`4HPwATDgc/ABMA` for the start).
    /// It carries only the checkers and the player on roll's point of view; the cube, the dice and the
    /// score are the separate match ID's business.
    pub fn gnubg_id(&self) -> String {
        let key = self.gnubg_key();
        let mut id = String::with_capacity(14);
        let mut acc = 0u32;
        let mut bits = 0;
        for &byte in &key {
            acc = (acc << 8) | u32::from(byte);
            bits += 8;
            while bits >= 6 {
                bits -= 6;
                id.push(ALPHABET[((acc >> bits) & 63) as usize] as char);
            }
        }
        // 80 bits leave 2: padded with zeros to one more character.
        id.push(ALPHABET[((acc << (6 - bits)) & 63) as usize] as char);
        id
    }

    /// The position of a GNU Backgammon position ID under `rules`, with `on_roll` the player on roll (the ID
    /// does not say who that is). Checkers missing from the key are borne off. The game is taken as under
    /// way, at the start of `on_roll`'s turn, cube centred, no pair remembered (no restriction on the first
    /// choice in no-dice mode).
    pub fn from_gnubg_id(id: &str, rules: Rules, on_roll: Side) -> Result<Position, GnubgIdError> {
        let bytes = id.as_bytes();
        if bytes.len() != 14 {
            return Err(GnubgIdError::Malformed);
        }
        let mut key = [0u8; 10];
        let mut acc = 0u32;
        let mut bits = 0;
        let mut k = 0;
        for &c in bytes {
            let v = ALPHABET.iter().position(|&a| a == c).ok_or(GnubgIdError::Malformed)? as u32;
            acc = (acc << 6) | v;
            bits += 6;
            if bits >= 8 && k < 10 {
                bits -= 8;
                key[k] = (acc >> bits) as u8;
                k += 1;
            }
            acc &= (1 << bits) - 1;
        }
        Position::from_gnubg_key(&key, rules, on_roll)
    }

    /// The position of a 10-byte GNU Backgammon key (see [`Position::gnubg_key`] and
    /// [`Position::from_gnubg_id`]).
    pub fn from_gnubg_key(key: &[u8; 10], rules: Rules, on_roll: Side) -> Result<Position, GnubgIdError> {
        let mut counts = [[0u8; 25]; 2];
        let mut bit = 0usize;
        let read = |bit: usize| bit < 80 && key[bit / 8] & (1 << (bit % 8)) != 0;
        for side_counts in &mut counts {
            for count in side_counts.iter_mut() {
                while read(bit) {
                    *count += 1;
                    bit += 1;
                    if *count > 15 {
                        return Err(GnubgIdError::Invalid);
                    }
                }
                bit += 1;
            }
        }
        let mut pos = Position::start(rules);
        let sides = [on_roll.opponent(), on_roll];
        pos.board = [0; 24];
        for (counts, side) in counts.iter().zip(sides) {
            let total: u32 = counts.iter().map(|&c| u32::from(c)).sum();
            if total > 15 {
                return Err(GnubgIdError::Invalid);
            }
            for point in 1..=24u8 {
                let n = counts[point as usize - 1];
                if n == 0 {
                    continue;
                }
                let index = abs_index(side, point);
                if pos.board[index] != 0 {
                    return Err(GnubgIdError::Invalid);
                }
                pos.board[index] = n as i8 * side.sign();
            }
            pos.bar[side as usize] = counts[24];
            pos.off[side as usize] = 15 - total as u8;
        }
        if pos.off.contains(&15) {
            return Err(GnubgIdError::Invalid);
        }
        pos.turn = on_roll;
        pos.opening = false;
        pos.phase = pos.turn_start_phase();
        pos.hash = pos.hash_from_scratch();
        Ok(pos)
    }
}
