//! Who plays each seat, and the one place a non-human seat is asked what it does.
//!
//! A seat that is not a person is asked through [`SeatKind::act`]: "your move, or an out-of-turn action, in
//! this state". Search bots (`mcts:2000`, `ismcts:1000`, `alphabeta:6`, `bot`, ...) answer there through
//! [`Session::act_as_bot`]; nothing else in `play`, `arena` or `think` needs to know them.

use std::time::Duration;

use abstract_game::{PlayerId, Xoshiro256};

use crate::bots::{Algo, BotSpec, BudgetSpec};
use crate::error::CliError;
use crate::session::Session;

/// How rarely a random seat takes an open out-of-turn action: at each chance to act (each state in which it
/// has one open), with probability 1 in this, it takes one of them, chosen uniformly. At 1 in 32 about a
/// third of the hands of a game that doubles hands out of turn are doubled, and a few of those redoubled.
pub const OUT_OF_TURN_ONE_IN: u64 = 32;

/// A seat's controller.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeatKind {
    /// A person typing moves.
    Human,
    /// Uniformly random legal moves; open out-of-turn actions at the rate [`OUT_OF_TURN_ONE_IN`].
    Random,
    /// A search bot (`mcts:2000`, `bot`, ...); its own out-of-turn actions are searched too.
    Bot(BotSpec),
}

impl std::fmt::Display for SeatKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SeatKind::Human => f.write_str("human"),
            SeatKind::Random => f.write_str("random"),
            SeatKind::Bot(spec) => write!(f, "{spec}"),
        }
    }
}

/// The seat kinds, for messages.
pub const KINDS: &str = "human, random, mcts[:N|:Ts], ismcts[:N|:Ts], pmcts[:N|:Ts], pismcts[:N|:Ts], alphabeta[:PLIES|:Ts], bot[:N|:Ts]";

impl std::str::FromStr for SeatKind {
    type Err = String;

    /// `human` (`h`), `random` (`r`), or a bot: `mcts:2000`, `ismcts:0.5s`, `alphabeta:6`, `bot`, ...
    fn from_str(text: &str) -> Result<Self, String> {
        match text.trim() {
            "human" | "h" => Ok(SeatKind::Human),
            "random" | "r" => Ok(SeatKind::Random),
            other => match BotSpec::parse(other)? {
                Some(spec) => Ok(SeatKind::Bot(spec)),
                None => Err(format!("`{other}` is not a seat kind (known: {KINDS})")),
            },
        }
    }
}

impl SeatKind {
    /// Whether a person plays the seat (asked at the terminal, not through [`SeatKind::act`]).
    pub const fn is_human(self) -> bool {
        matches!(self, SeatKind::Human)
    }

    /// Asks the seat what it does in this state, and plays it: a move when `seat` is on turn (possibly an
    /// out-of-turn action first), else an out-of-turn action or nothing. Returns the move played, `None`
    /// when the seat lets the chance pass (always, for a person: people are asked at the terminal).
    pub fn act(self, session: &mut dyn Session, seat: PlayerId, rng: &mut Xoshiro256) -> Option<String> {
        match self {
            SeatKind::Human => None,
            SeatKind::Random => session.act_randomly(seat, OUT_OF_TURN_ONE_IN, rng),
            SeatKind::Bot(spec) => session.act_as_bot(seat, spec, rng),
        }
    }

    /// Whether this kind can play `session`'s game, or the one-line reason it cannot.
    pub fn check(self, session: &dyn Session) -> Result<(), String> {
        match self {
            SeatKind::Human | SeatKind::Random => Ok(()),
            SeatKind::Bot(spec) => session.check_bot(spec).map_err(|why| format!("`{spec}`: {why}")),
        }
    }

    /// The seat's vote on a take-back another seat asks for (the rule a game's `Presentation` gives). Random seats and bots
    /// always agree (a bot's kept tree follows the take-back); people are asked at the terminal instead.
    pub const fn approves_take_back(self) -> bool {
        match self {
            SeatKind::Human | SeatKind::Random | SeatKind::Bot(_) => true,
        }
    }
}

/// How long `bot` without a budget thinks per move in `play`: a person gladly waits a second for a
/// stronger opponent. `arena`, `selfplay` and `think` keep the iteration default, so their games replay.
pub const PLAY_BOT_TIME: Duration = Duration::from_secs(1);

/// `bot` without a budget as `play` seats it: [`PLAY_BOT_TIME`] a move. Every other kind is unchanged.
pub fn for_play(kind: SeatKind) -> SeatKind {
    match kind {
        SeatKind::Bot(spec @ BotSpec { algo: Algo::Best, budget: None, .. }) => {
            SeatKind::Bot(BotSpec { budget: Some(BudgetSpec::Time(PLAY_BOT_TIME)), ..spec })
        }
        other => other,
    }
}

/// Reads `human,random,mcts:2000,...` for `session`'s game in `play`; seats not named are random, and `bot`
/// without a budget thinks [`PLAY_BOT_TIME`] a move. Without a list seat 0 is a person and the others are
/// `bot` (random where the game has no bot). Every bot kind is checked against the game (`mcts` on hidden
/// cards is refused, ...).
pub fn parse_seats(text: Option<&str>, session: &dyn Session) -> Result<Vec<SeatKind>, CliError> {
    let num_players = session.num_players();
    let mut kinds = vec![SeatKind::Random; num_players];
    let Some(text) = text else {
        let bot = for_play(SeatKind::Bot(BotSpec { algo: Algo::Best, budget: None, parallel: false }));
        let other = if bot.check(session).is_ok() { bot } else { SeatKind::Random };
        for (seat, kind) in kinds.iter_mut().enumerate() {
            *kind = if seat == 0 { SeatKind::Human } else { other };
        }
        return Ok(kinds);
    };
    let named = parse_kinds(text)?;
    if named.len() > num_players {
        return Err(CliError::BadSeats(format!("{} seats named, the game has {num_players}", named.len())));
    }
    for (kind, named) in kinds.iter_mut().zip(named) {
        named.check(session).map_err(CliError::BadSeats)?;
        *kind = for_play(named);
    }
    Ok(kinds)
}

/// Reads a comma-separated list of seat kinds.
pub fn parse_kinds(text: &str) -> Result<Vec<SeatKind>, CliError> {
    text.split(',').map(|name| name.parse().map_err(CliError::BadSeats)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_print_as_typed() {
        for text in ["human", "random", "mcts:2000", "alphabeta:0.5s", "bot"] {
            assert_eq!(text.parse::<SeatKind>().unwrap().to_string(), text);
        }
    }
}
