//! A generic game record: the game, the rules, the start, the moves in the game's notation, tags and the
//! result, with a PGN-like text form, for any game of the family.
//!
//! The record knows notation strings only: [`GameRecord::replay`] reads them back with the game's
//! [`Game::parse_move`] and checks every move with [`Game::play`] / [`Game::play_as`].
//!
//! # Text form
//!
//! ```text
//! record      = { tag-line } [ blank-line ] { ply-line } result-line
//! tag-line    = "[" key " " string "]"
//! key         = letter { letter | digit | "_" }
//! string      = '"' { any char but '"' and '\' | '\"' | '\\' | '\n' | '\r' | '\t' } '"'
//! ply-line    = ply "." " " [ seat ": " ] move           (ply = 1, 2, 3, ... : one line per ply)
//! seat, move  = bare | string
//! bare        = text without a line break, not empty, not starting with '"' or a space, not ending with a
//!               space, not containing ": "
//! result-line = "*" | kind ":" score { "," score }       (one score per seat, seat 0 first)
//! kind        = "ranks" | "points" | "penalties"
//! ```
//!
//! Tags come in this order: `Game`, `Rules` (both required), `Start` (the position string, only when the game
//! did not start from the rules' own start), `Event`, `Site`, `Date`, `Seat0`... (players' names by seat),
//! `Result` (the same text as the result line), then free tags in the order they were set. Plies are
//! numbered one per line, chance outcomes included (a roll, a card dealt), because move texts may contain
//! spaces (`24/18 13/11`, `mechoune P1`). A move is seat-tagged (`P3: mechoune P1`, with the game's
//! [`Game::seat_name`]) when it was played out of turn; untagged moves are the actor's of the moment: the
//! seat on turn, or nature at a chance node.
//!
//! ```
//! use abstract_game::record::{GameRecord, RecordedMove};
//! use abstract_game::Outcome;
//!
//! let mut record = GameRecord::new("batarde", "classic");
//! record.event = Some("Club \"open\" night".into());
//! record.moves.push(RecordedMove::new("deal 7h"));
//! record.moves.push(RecordedMove::by("P3", "mechoune P1"));
//! record.result = Some(Outcome::penalty_points(&[5, 3, 9]).unwrap());
//! record.set_tag("Round", "2").unwrap();
//!
//! let text = record.to_string();
//! assert_eq!(
//!     text,
//!     "[Game \"batarde\"]\n[Rules \"classic\"]\n[Event \"Club \\\"open\\\" night\"]\n\
//!      [Result \"penalties:5,3,9\"]\n[Round \"2\"]\n\n1. deal 7h\n2. P3: mechoune P1\npenalties:5,3,9\n"
//! );
//! assert_eq!(text.parse::<GameRecord>(), Ok(record));
//! ```

mod error;
mod text;

use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Display;

pub use error::{RecordParseError, ReplayError, TagKeyError};

use crate::{Game, MAX_SEATS, Outcome, PlayerId, Status};

/// One ply of a record: the move's notation, and the seat that played it when it was out of turn.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RecordedMove {
    /// The seat's name ([`Game::seat_name`]) for a move played out of turn; `None` for the actor of the
    /// moment (the seat on turn, or nature at a chance node).
    pub seat: Option<String>,
    /// The move in the game's notation.
    pub text: String,
}

impl RecordedMove {
    /// A move of the actor of the moment.
    pub fn new(text: impl Into<String>) -> Self {
        RecordedMove { seat: None, text: text.into() }
    }

    /// A move of the seat called `seat`, played out of turn.
    pub fn by(seat: impl Into<String>, text: impl Into<String>) -> Self {
        RecordedMove { seat: Some(seat.into()), text: text.into() }
    }
}

/// A game written down: see the [module docs](self) for the text form. `Display` and `FromStr` round-trip
/// exactly; serde (feature `serde`) uses the text form.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameRecord {
    /// The game's name (`bashnya`, `batarde`), tag `Game`.
    pub game: String,
    /// The rules string (a preset name or the full rules), tag `Rules`.
    pub rules: String,
    /// The start position string, tag `Start`; `None` when the game started from the rules' start.
    pub start: Option<String>,
    /// Tag `Event`.
    pub event: Option<String>,
    /// Tag `Site`.
    pub site: Option<String>,
    /// Tag `Date` (free text; `YYYY.MM.DD` as in PGN is a good habit).
    pub date: Option<String>,
    /// Players' names by seat, tags `Seat0`, `Seat1`, ...
    pub players: BTreeMap<PlayerId, String>,
    /// The plies, chance outcomes included.
    pub moves: Vec<RecordedMove>,
    /// The result, tag `Result` and the last line; `None` (`*`) while unfinished or unknown.
    pub result: Option<Outcome>,
    /// Free tags in the order set; keys checked by [`GameRecord::set_tag`].
    extra: Vec<(String, String)>,
}

/// Keys the record keeps in its own fields.
const RESERVED: [&str; 7] = ["Game", "Rules", "Start", "Event", "Site", "Date", "Result"];

/// What a key of `Seat` and digits names.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum SeatKey {
    /// Not `Seat` and digits: another key.
    Other,
    /// `Seat0` to `Seat7`.
    Seat(PlayerId),
    /// `Seat` and digits that name no seat (`Seat9`, `Seat01`).
    NoSuchSeat,
}

pub(crate) fn seat_key(key: &str) -> SeatKey {
    let Some(digits) =
        key.strip_prefix("Seat").filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    else {
        return SeatKey::Other;
    };
    // Leading zeros would not print back the same.
    let canonical = digits == "0" || !digits.starts_with('0');
    match digits.parse().ok().and_then(PlayerId::new) {
        Some(seat) if canonical => SeatKey::Seat(seat),
        _ => SeatKey::NoSuchSeat,
    }
}

fn is_free_key(key: &str) -> bool {
    let mut bytes = key.bytes();
    let word = bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
        && bytes.all(|b| b.is_ascii_alphanumeric() || b == b'_');
    word && !RESERVED.contains(&key) && seat_key(key) == SeatKey::Other
}

impl GameRecord {
    /// An empty record of a game under a rules string: no moves, no tags, result unknown.
    pub fn new(game: impl Into<String>, rules: impl Into<String>) -> Self {
        GameRecord {
            game: game.into(),
            rules: rules.into(),
            start: None,
            event: None,
            site: None,
            date: None,
            players: BTreeMap::new(),
            moves: Vec::new(),
            result: None,
            extra: Vec::new(),
        }
    }

    /// Sets a free tag (`[Key "value"]`), replacing its value if it is set; the key is a word that is not one
    /// of the record's own tags (those are its fields).
    pub fn set_tag(&mut self, key: &str, value: impl Into<String>) -> Result<(), TagKeyError> {
        if !is_free_key(key) {
            return Err(TagKeyError { key: key.to_string() });
        }
        let value = value.into();
        match self.extra.iter_mut().find(|(k, _)| k == key) {
            Some((_, v)) => *v = value,
            None => self.extra.push((key.to_string(), value)),
        }
        Ok(())
    }

    /// A free tag's value.
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.extra.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Removes a free tag, returning its value.
    pub fn remove_tag(&mut self, key: &str) -> Option<String> {
        let at = self.extra.iter().position(|(k, _)| k == key)?;
        Some(self.extra.remove(at).1)
    }

    /// The free tags, in the order set.
    pub fn tags(&self) -> impl Iterator<Item = (&str, &str)> {
        self.extra.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The record of a game played from `start` with `moves` (the seat that played each, `None` for nature or
    /// the seat on turn). Every move is checked as it is played; a move of a seat is seat-tagged when it was
    /// not one of the turn's moves. `Start` is recorded only when `start`'s position string differs from
    /// `rules_start`'s. The result is the final state's outcome.
    pub fn from_game_moves<G: Game + Display>(
        game: &str,
        rules: &str,
        rules_start: &G,
        start: &G,
        moves: &[(Option<PlayerId>, G::Move)],
    ) -> Result<Self, ReplayError> {
        let mut record = GameRecord::new(game, rules);
        let position = start.to_string();
        if position != rules_start.to_string() {
            record.start = Some(position);
        }
        let mut state = start.clone();
        for (i, &(seat, mv)) in moves.iter().enumerate() {
            let ply = i + 1;
            let illegal = |error| ReplayError::Illegal { ply, text: mv.to_string(), error };
            let out_of_turn =
                seat.filter(|&s| state.status() != Status::ToMove(s) || !state.legal_moves().contains(&mv));
            if let Some(seat) = out_of_turn {
                state.play_as(seat, mv).map_err(illegal)?;
                record.moves.push(RecordedMove::by(state.seat_name(seat), mv.to_string()));
            } else {
                state.play(mv).map_err(illegal)?;
                record.moves.push(RecordedMove::new(mv.to_string()));
            }
        }
        record.result = state.outcome();
        Ok(record)
    }

    /// Replays the moves from `start` (the caller builds it: the rules' start state, or the state read from
    /// [`GameRecord::start`] when it is set), reading each with [`Game::parse_move`] and playing it with
    /// [`Game::play`] (untagged) or [`Game::play_as`] (seat-tagged). Returns the final state, after checking
    /// it reached the recorded result (when one is recorded).
    pub fn replay<G: Game>(&self, start: G) -> Result<G, ReplayError> {
        let mut state = start;
        for (i, recorded) in self.moves.iter().enumerate() {
            let ply = i + 1;
            let seat = recorded
                .seat
                .as_deref()
                .map(|name| find_seat(ply, name, state.num_players(), |s| state.seat_name(s)))
                .transpose()?;
            let mv = state.parse_move(&recorded.text).map_err(|e| ReplayError::BadMove {
                ply,
                text: recorded.text.clone(),
                message: e.to_string(),
            })?;
            let played = match seat {
                Some(seat) => state.play_as(seat, mv),
                None => state.play(mv),
            };
            played.map_err(|error| ReplayError::Illegal { ply, text: recorded.text.clone(), error })?;
        }
        self.check_result(state.outcome().as_ref())?;
        Ok(state)
    }

    /// Checks the outcome a replay reached against the recorded result (nothing to check when none is
    /// recorded): the last step of [`GameRecord::replay`], for front ends that replay ply by ply themselves.
    pub fn check_result(&self, reached: Option<&Outcome>) -> Result<(), ReplayError> {
        match &self.result {
            Some(recorded) if reached != Some(recorded) => Err(ReplayError::ResultMismatch {
                recorded: text::result_token(self.result.as_ref()),
                reached: text::result_token(reached),
            }),
            _ => Ok(()),
        }
    }
}

/// The seat whose name is `name`.
fn find_seat(
    ply: usize,
    name: &str,
    num_players: usize,
    seat_name: impl Fn(PlayerId) -> &'static str,
) -> Result<PlayerId, ReplayError> {
    PlayerId::all(num_players.min(MAX_SEATS))
        .find(|&s| seat_name(s) == name)
        .ok_or_else(|| ReplayError::UnknownSeat { ply, seat: name.to_string() })
}

#[cfg(feature = "serde")]
impl serde::Serialize for GameRecord {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for GameRecord {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = <String as serde::Deserialize>::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
