//! A match to N points: games one after another, scores, the Crawford rule.

use core::fmt;
use core::str::FromStr;

use abstract_game::{Game, Outcome, Probability, Status};

use crate::error::{MatchError, MoveParseError, PositionParseError};
use crate::game::Moves;
use crate::mv::Move;
use crate::position::{Position, Side};
use crate::rules::Rules;

/// Where a match stands with respect to the Crawford rule.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Crawford {
    /// No side has reached one point short of the match yet (or the rule is off).
    Before,
    /// This game is the Crawford game: no cube.
    ThisGame,
    /// The Crawford game has been played: the cube is back.
    After,
}

impl Crawford {
    const fn word(self) -> &'static str {
        match self {
            Crawford::Before => "pre",
            Crawford::ThisGame => "crawford",
            Crawford::After => "post",
        }
    }
}

/// A match to [`Rules::match_length`] points: one [`Position`] after another, each game's points (cube and
/// gammons included) added to the winner's score, until a side reaches the length. It implements
/// [`abstract_game::Game`] with the same moves as a game: when a game ends, the next one starts at once
/// (so the match is over only when it is won). The sides take turns starting the games, [`Rules::first`]
/// starting the first. With the Crawford rule, the game after a side first reaches one point short of the
/// match is played without the cube.
///
/// `Display`/`FromStr`: `rules:white-score/black-score:crawford-state:games-played:game`, the state being
/// `pre`, `crawford` or `post` and `game` a position string, e.g.
/// `nodice-m3:0/0:pre:0:nodice-m3:-2,0,...:0/0:0/0:w:start:1:open`.
///
/// ```
/// use abstract_game::{Game, Xoshiro256, random_playout};
/// use backgammon_nodice::{Match, Rules};
///
/// let mut m = Match::new(Rules::classic().with_match(3))?;
/// let playout = random_playout(&mut m, &mut Xoshiro256::seed_from_u64(7), 1_000_000);
/// let outcome = playout.outcome.expect("a match ends");
/// assert!(outcome.scores().iter().any(|&s| s >= 3));
/// # Ok::<(), backgammon_nodice::MatchError>(())
/// ```
///
/// With the `serde` feature a match (de)serializes as its match string, so a deserialized value is checked.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "alloc::string::String", into = "alloc::string::String"))]
pub struct Match {
    rules: Rules,
    score: [u16; 2],
    crawford: Crawford,
    games: u16,
    game: Position,
}

impl Match {
    /// A new match under `rules`, which must have a match length.
    pub fn new(rules: Rules) -> Result<Match, MatchError> {
        if rules.match_length() == 0 {
            return Err(MatchError::NoMatchLength);
        }
        let crawford = Crawford::Before;
        Ok(Match {
            rules,
            score: [0; 2],
            crawford,
            games: 0,
            game: Position::start(game_rules(rules, crawford, 0)),
        })
    }

    /// The match rules.
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The current game (the last one once the match is over).
    pub const fn game(&self) -> &Position {
        &self.game
    }

    /// `side`'s score.
    pub const fn score(&self, side: Side) -> u16 {
        self.score[side as usize]
    }

    /// Where the match stands with respect to the Crawford rule.
    pub const fn crawford(&self) -> Crawford {
        self.crawford
    }

    /// Games finished so far.
    pub const fn games_played(&self) -> u16 {
        self.games
    }

    /// The winner of the match, once it is over.
    pub fn winner(&self) -> Option<Side> {
        let length = u16::from(self.rules.match_length());
        [Side::White, Side::Black].into_iter().find(|&s| self.score(s) >= length)
    }

    /// Credits a finished game and starts the next one, unless the match is won.
    fn finish_game(&mut self) {
        let Some((winner, _, points)) = self.game.winner() else { return };
        let length = u16::from(self.rules.match_length());
        self.score[winner as usize] =
            self.score[winner as usize].saturating_add(points.min(u32::from(length)) as u16);
        self.games += 1;
        if self.winner().is_some() {
            return;
        }
        self.crawford = match self.crawford {
            Crawford::Before if self.rules.crawford() && self.score[winner as usize] == length - 1 => {
                Crawford::ThisGame
            }
            Crawford::Before => Crawford::Before,
            Crawford::ThisGame | Crawford::After => Crawford::After,
        };
        self.game = Position::start(game_rules(self.rules, self.crawford, self.games));
    }
}

/// The rules of the game numbered `games` (from 0) in a match: the sides alternate starting, and the
/// Crawford game has no cube.
fn game_rules(rules: Rules, crawford: Crawford, games: u16) -> Rules {
    let first = if games.is_multiple_of(2) { rules.first() } else { rules.first().opponent() };
    rules.with_first(first).with_cube(rules.cube() && crawford != Crawford::ThisGame)
}

impl Game for Match {
    type Move = Move;
    type MoveList = Moves;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        if self.winner().is_some() { Status::Over } else { self.game.status() }
    }

    fn legal_moves_into(&self, moves: &mut Moves) {
        if self.winner().is_some() {
            abstract_game::MoveList::clear(moves);
        } else {
            self.game.legal_moves_into(moves);
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.game.play_unchecked(mv);
        if self.game.is_over() {
            self.finish_game();
        }
    }

    /// The match scores once a side has won (higher is better).
    fn outcome(&self) -> Option<Outcome> {
        self.winner()?;
        Outcome::points(&[i64::from(self.score[0]), i64::from(self.score[1])]).ok()
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        self.game.parse_move(text)
    }

    fn chance_probability(&self, outcome: Move) -> Probability {
        self.game.chance_probability(outcome)
    }
}

impl fmt::Display for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}/{}:{}:{}:{}",
            self.rules,
            self.score[0],
            self.score[1],
            self.crawford.word(),
            self.games,
            self.game
        )
    }
}

impl FromStr for Match {
    type Err = MatchError;

    fn from_str(text: &str) -> Result<Match, MatchError> {
        let mut parts = text.trim().splitn(5, ':');
        let mut next = || parts.next().ok_or(MatchError::Malformed);
        let rules: Rules = next()?.parse().map_err(|_| MatchError::Malformed)?;
        if rules.match_length() == 0 {
            return Err(MatchError::NoMatchLength);
        }
        let (w, b) = next()?.split_once('/').ok_or(MatchError::Malformed)?;
        let number = |t: &str| match t.parse::<u16>() {
            Ok(n) if alloc::format!("{n}") == t => Ok(n),
            _ => Err(MatchError::Malformed),
        };
        let score = [number(w)?, number(b)?];
        let crawford = match next()? {
            "pre" => Crawford::Before,
            "crawford" => Crawford::ThisGame,
            "post" => Crawford::After,
            _ => return Err(MatchError::Malformed),
        };
        let games = number(next()?)?;
        let game: Position = next()?.parse()?;
        let m = Match { rules, score, crawford, games, game };
        let length = u16::from(rules.match_length());
        let leader_short = score.contains(&(length - 1));
        // Once the match is won, the game kept is the last one played, not a new one.
        let index = if m.winner().is_some() { games.saturating_sub(1) } else { games };
        let consistent = m.game.rules() == game_rules(rules, crawford, index)
            && match m.winner() {
                Some(_) => m.game.is_over() && score.iter().filter(|&&s| s >= length).count() == 1,
                None => !m.game.is_over(),
            }
            && match crawford {
                Crawford::Before => !rules.crawford() || !leader_short || m.winner().is_some(),
                Crawford::ThisGame | Crawford::After => {
                    rules.crawford() && (leader_short || m.winner().is_some())
                }
            }
            && u32::from(score[0]) + u32::from(score[1]) >= u32::from(games);
        if !consistent {
            return Err(MatchError::Position(PositionParseError::Inconsistent(
                "the game does not fit the match",
            )));
        }
        Ok(m)
    }
}

#[cfg(feature = "serde")]
impl TryFrom<alloc::string::String> for Match {
    type Error = MatchError;
    fn try_from(text: alloc::string::String) -> Result<Match, MatchError> {
        text.parse()
    }
}

#[cfg(feature = "serde")]
impl From<Match> for alloc::string::String {
    fn from(m: Match) -> alloc::string::String {
        alloc::format!("{m}")
    }
}
