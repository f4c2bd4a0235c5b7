//! A match to N points: games one after another, the scores, the Crawford rule; a whole match as one
//! [`abstract_game::Game`].

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use abstract_game::{Game, Outcome, Probability, Status, Undo, ZobristHash};

use crate::error::{IllegalMove, MatchError, MoveParseError};
use crate::game::MoveList;
use crate::mv::Move;
use crate::position::{Position, Side, UndoInfo};
use crate::rules::Rules;

/// Where a match stands with respect to the Crawford rule.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Crawford {
    /// No side has reached one point short of the match yet (or the rule is off).
    Before,
    /// This game is the Crawford game: no cube.
    ThisGame,
    /// The Crawford game has been played: the cube is back (post-Crawford games).
    After,
}

impl Crawford {
    /// The word of match strings: `pre`, `crawford`, `post`.
    pub const fn word(self) -> &'static str {
        match self {
            Crawford::Before => "pre",
            Crawford::ThisGame => "crawford",
            Crawford::After => "post",
        }
    }
}

/// A match to [`Rules::match_length`] points (N): one [`Position`] after another, each game's points added to
/// its winner's score, until a side reaches N.
///
/// # The rules implemented
///
/// - **Games.** Each game is a game of the match's [`Rules`] (no dice or classic, cube or not, its turn
///   limit if any); the sides take turns starting them, [`Rules::first`] starting the first. (Classic mode
///   has no opening roll-off: the starter's opening roll is two different dice, as if each side had rolled
///   one.) When a game ends the next one starts at once, within the same [`Game::play`] call.
/// - **Scoring.** The winner of a game scores its points: the cube value times 1 (single, a dropped double,
///   the turn limit), 2 (gammon) or 3 (backgammon). Gammons and backgammons always count (the Jacoby rule is a
///   money-game convention, not used in matches), and there are no automatic doubles or beavers.
/// - **Match point.** A side wins the match on reaching N points; points beyond N are worth nothing, so the
///   score is counted as exactly N ("scoring more than the determined number of points has no benefits and
///   it is counted as scoring the exact number of points", backgammonforbeginners.com, *Backgammon Match
///   Play Rules*): a 3-point match won by a gammon at 2-0 ends 3-0.
/// - **Crawford rule** (on by default, [`Rules::with_crawford`]): "In the first game in which one player
///   needs \[one\] point to win the match, neither player may double. ... In following games, if any, the
///   doubling cube may again be used." (Danish Backgammon Federation tournament rules, paragraph 4.4.4, as
///   quoted on bkgm.com's rec.games.backgammon archive, *Crawford game double*.) So: the game right after a
///   side first reaches N - 1 is the Crawford game ([`Crawford::ThisGame`]), played without the cube by
///   either side (a `double` is refused with [`IllegalMove::CrawfordGame`]); there is one Crawford game per
///   match at most; every later game ([`Crawford::After`], post-Crawford) has the cube back with no limit
///   (the old Holland rule, which kept the trailer from doubling early in post-Crawford games, is not
///   played). In a 1-point match both sides start one point short, so no side *reaches* N - 1 and there is
///   no Crawford game: the cube is in play, though useless. With the rule off, every game has the cube.
///
/// # Notation
///
/// `Display`/`FromStr`: `rules:white-score/black-score:crawford-state:games-played:game`, the state being
/// `pre`, `crawford` or `post` ([`Crawford::word`]) and `game` the current game's position string, e.g.
/// `nodice-m3:0/0:pre:0:nodice-m3:-2,0,...:0/0:0/0:w:start:1:open`. It round-trips exactly; reading checks
/// that the game fits the match (its rules, who starts it, the Crawford state, the scores).
///
/// # As an `abstract_game::Game`
///
/// The seats are White (0) and Black (1); the moves are those of the current game ([`Match::game`]), chance
/// nodes included; the match is over when a side has won it, and the outcome is the match scores (points,
/// higher is better: the winner ranks first). [`Undo`] and [`ZobristHash`] are implemented; the hash is the
/// game's (kept incrementally) mixed with a key of the scores, the Crawford state and the games played.
///
/// ```
/// use abstract_game::{Game, Xoshiro256, random_playout};
/// use backgammon_nodice::{Match, Rules, Side};
///
/// let mut m = Match::new(Rules::classic().with_match(3))?;
/// let playout = random_playout(&mut m, &mut Xoshiro256::seed_from_u64(7), 1_000_000);
/// let outcome = playout.outcome.expect("a match ends");
/// assert!(outcome.scores().iter().any(|&s| s == 3));
/// assert_eq!(m.to_string().parse::<Match>()?, m);
/// println!("{}", m.pretty_for(Side::White));
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

/// What [`Match`]'s [`Undo::undo`] needs: the game's undo information, and when the move ended a game, that
/// game and the match state before it.
#[derive(Clone, Debug)]
pub struct MatchUndo {
    game: UndoInfo,
    finished: Option<(Position, [u16; 2], Crawford, u16)>,
}

impl Match {
    /// A new match under `rules`, which must have a match length ([`Rules::with_match`]; a rules string
    /// with `-mN`, e.g. `nodice-m5`).
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

    /// The match length N.
    pub const fn length(&self) -> u8 {
        self.rules.match_length()
    }

    /// The current game (the last one once the match is over).
    pub const fn game(&self) -> &Position {
        &self.game
    }

    /// `side`'s score (at most the match length).
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

    /// Why `mv` is not legal now, `None` when it is: [`Position::why_illegal`] of the current game, except a
    /// double in the Crawford game ([`IllegalMove::CrawfordGame`]) and any move once the match is over
    /// ([`IllegalMove::GameOver`]).
    pub fn why_illegal(&self, mv: Move) -> Option<IllegalMove> {
        if self.winner().is_some() {
            return Some(IllegalMove::GameOver);
        }
        self.game.why_illegal(mv).map(|why| self.in_match_words(why))
    }

    /// A reason of the game in the match's words: the cube is missing from the Crawford game because of the
    /// Crawford rule.
    fn in_match_words(&self, why: IllegalMove) -> IllegalMove {
        if why == IllegalMove::NoCube && self.crawford == Crawford::ThisGame && self.rules.cube() {
            IllegalMove::CrawfordGame
        } else {
            why
        }
    }

    /// The board of the current game from White's side, under the score line (see [`Match::pretty_for`]).
    pub fn pretty(&self) -> String {
        self.pretty_for(Side::White)
    }

    /// The board of the current game seen from `seat` (a [`PlayerId`](abstract_game::PlayerId) or a
    /// [`Side`]; [`Position::pretty_for`]), under a line with the match length, the scores and the Crawford
    /// state: `Match to 5: White 2, Black 4 (Crawford game)`.
    pub fn pretty_for(&self, seat: impl Into<abstract_game::PlayerId>) -> String {
        let state = match (self.winner(), self.crawford) {
            (Some(winner), _) => alloc::format!(", {winner} wins the match"),
            (None, Crawford::ThisGame) => String::from(" (Crawford game: no cube)"),
            (None, Crawford::After) => String::from(" (post-Crawford)"),
            (None, Crawford::Before) => String::new(),
        };
        alloc::format!(
            "Match to {}: White {}, Black {}{state}\n{}",
            self.length(),
            self.score[0],
            self.score[1],
            self.game.pretty_for(seat)
        )
    }

    /// Credits a finished game and starts the next one, unless the match is won.
    fn finish_game(&mut self) {
        let Some((winner, _, points)) = self.game.winner() else { return };
        let length = u16::from(self.rules.match_length());
        let won = &mut self.score[winner as usize];
        // Points beyond the match length count as reaching it (the match-point convention).
        *won = u16::try_from(u32::from(*won) + points).unwrap_or(length).min(length);
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

    /// The part of the hash that is the match's own: scores, Crawford state, games played.
    fn match_key(&self) -> u64 {
        let word = u64::from(self.score[0])
            | u64::from(self.score[1]) << 16
            | u64::from(self.games) << 32
            | (self.crawford as u64) << 48;
        // splitmix64's finaliser: any change of the word changes about half the bits.
        let mut z = word.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The rules of the game numbered `games` (from 0) in a match: the sides alternate starting, and the
/// Crawford game has no cube.
pub(crate) fn game_rules(rules: Rules, crawford: Crawford, games: u16) -> Rules {
    let first = if games.is_multiple_of(2) { rules.first() } else { rules.first().opponent() };
    rules.with_first(first).with_cube(rules.cube() && crawford != Crawford::ThisGame)
}

impl Game for Match {
    type Move = Move;
    type MoveList = MoveList;
    type MoveParseError = MoveParseError;

    fn num_players(&self) -> usize {
        2
    }

    /// `White` (seat 0) and `Black` (seat 1).
    fn seat_name(&self, seat: abstract_game::PlayerId) -> &'static str {
        Side::from_player_id(seat).map_or("seat ?", Side::name)
    }

    fn status(&self) -> Status {
        if self.winner().is_some() { Status::Over } else { self.game.status() }
    }

    fn legal_moves_into(&self, moves: &mut MoveList) {
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

    /// The current game's [`Position::parse_move`], with the match's reasons (see [`Match::why_illegal`]).
    fn parse_move(&self, text: &str) -> Result<Move, MoveParseError> {
        if self.winner().is_some() {
            return Err(IllegalMove::GameOver.into());
        }
        self.game.parse_move(text).map_err(|e| match e {
            MoveParseError::Illegal(why) => MoveParseError::Illegal(self.in_match_words(why)),
            other => other,
        })
    }

    fn chance_probability(&self, outcome: Move) -> Probability {
        self.game.chance_probability(outcome)
    }

    fn draw_chance<R: abstract_game::rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        self.game.draw_chance(rng)
    }
}

impl Undo for Match {
    type UndoInfo = MatchUndo;

    fn play_undoable(&mut self, mv: Move) -> MatchUndo {
        let game = self.game.play_move(mv);
        let finished =
            self.game.is_over().then(|| (self.game.clone(), self.score, self.crawford, self.games));
        if finished.is_some() {
            self.finish_game();
        }
        MatchUndo { game, finished }
    }

    fn undo(&mut self, mv: Move, info: MatchUndo) {
        if let Some((game, score, crawford, games)) = info.finished {
            self.game = game;
            self.score = score;
            self.crawford = crawford;
            self.games = games;
        }
        self.game.undo_move(mv, info.game);
    }
}

impl ZobristHash for Match {
    fn zobrist(&self) -> u64 {
        self.game.zobrist() ^ self.match_key()
    }

    fn zobrist_from_scratch(&self) -> u64 {
        self.game.hash_from_scratch() ^ self.match_key()
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

    /// Reads a match string (see [`Match`]), or a classic match in an outside notation with a match length:
    /// an XGID (`XGID=...`, [`Match::from_xgid`]) or GNU Backgammon's `positionID:matchID`
    /// ([`Match::from_gnubg_ids`]), under [`Rules::classic`].
    fn from_str(text: &str) -> Result<Match, MatchError> {
        match crate::gnubg_match_id::outside_notation(text) {
            Some(crate::IdFormat::Xgid) => {
                return Match::from_xgid(text, Rules::classic()).map_err(MatchError::Id);
            }
            Some(_) => return Match::from_gnubg_ids(text, Rules::classic()).map_err(MatchError::Id),
            None => {}
        }
        let mut parts = text.trim().splitn(5, ':');
        let mut next = || parts.next().ok_or(MatchError::Fields);
        let rules: Rules = next()?.parse().map_err(MatchError::Rules)?;
        if rules.match_length() == 0 {
            return Err(MatchError::NoMatchLength);
        }
        let (w, b) = next()?.split_once('/').ok_or(MatchError::Score)?;
        let number = |t: &str, err: MatchError| match t.parse::<u16>() {
            Ok(n) if alloc::format!("{n}") == t => Ok(n),
            _ => Err(err),
        };
        let score = [number(w, MatchError::Score)?, number(b, MatchError::Score)?];
        let crawford = match next()? {
            "pre" => Crawford::Before,
            "crawford" => Crawford::ThisGame,
            "post" => Crawford::After,
            _ => return Err(MatchError::Crawford),
        };
        let games = number(next()?, MatchError::Games)?;
        let game: Position = next()?.parse()?;
        let m = Match { rules, score, crawford, games, game };
        m.check_consistent()?;
        Ok(m)
    }
}

impl Match {
    /// A match from its parts, read from outside (a match ID, an XGID), checked like a match string.
    pub(crate) fn from_parts(
        rules: Rules,
        score: [u16; 2],
        crawford: Crawford,
        games: u16,
        game: Position,
    ) -> Result<Match, MatchError> {
        let m = Match { rules, score, crawford, games, game };
        m.check_consistent()?;
        Ok(m)
    }

    /// Checks that a match read from outside is one play can reach.
    fn check_consistent(&self) -> Result<(), MatchError> {
        let length = u16::from(self.rules.match_length());
        let score = self.score;
        if score.iter().any(|&s| s > length) {
            return Err(MatchError::Inconsistent("a score above the match length"));
        }
        if u32::from(score[0]) + u32::from(score[1]) < u32::from(self.games) {
            return Err(MatchError::Inconsistent("every game played scores at least one point"));
        }
        let won = self.winner().is_some();
        // Once the match is won, the game kept is the last one played, not a new one.
        let index = if won { self.games.saturating_sub(1) } else { self.games };
        if won && self.games == 0 {
            return Err(MatchError::Inconsistent("a match is won by playing"));
        }
        if self.game.rules() != game_rules(self.rules, self.crawford, index) {
            return Err(MatchError::Inconsistent("the game's rules or starter do not fit the match"));
        }
        match self.winner() {
            Some(_) if !self.game.is_over() || score.iter().filter(|&&s| s >= length).count() != 1 => {
                return Err(MatchError::Inconsistent("a won match keeps its last, finished game"));
            }
            None if self.game.is_over() => {
                return Err(MatchError::Inconsistent("a finished game is followed by the next one"));
            }
            _ => {}
        }
        let leader_short = score.contains(&(length - 1));
        let crawford_ok = match self.crawford {
            Crawford::Before => !self.rules.crawford() || won || !leader_short || length == 1,
            // The Crawford game follows the game that brought a side to N - 1: that side is there still.
            Crawford::ThisGame | Crawford::After => {
                self.rules.crawford() && (leader_short || won) && length > 1
            }
        };
        if !crawford_ok {
            return Err(MatchError::Inconsistent("the Crawford state does not fit the scores"));
        }
        Ok(())
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
