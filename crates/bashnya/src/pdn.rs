//! PDN games (Portable Draughts Notation): tags, numbered moves in square-number notation, the result.
//!
//! ```text
//! [GameType "25"]
//! [FEN "W:W21,22,...:B1,2,..."]        optional: the start, see the fen module (Bashni columns included)
//! [Result "1-0"]
//! 1. 22-18 11-15 2. 18x11 8x15 ... 1-0
//! ```
//!
//! # What is read
//!
//! - Tags `[Name "value"]` (any, kept in order). `[Rules "bashni"]` (this crate's tag, any rules string)
//!   or `[GameType "25"]` (Russian draughts) choose the rules; otherwise the caller's. `[FEN "..."]` sets the
//!   start ([`Position::from_fen`]).
//! - Moves in square numbers (`21-17`, `21x14`, `21x14x23`; `:` for `x` too) or in algebraic squares
//!   (`c3-d4`, `c3xe5`), with or without move numbers (`1.`, `1...`). A capture written with its start and
//!   end only must match one legal capture; with its landings it may name any path of the same move.
//! - Comments `{...}`, `;` to the end of the line, variations `(...)` and annotations (`!`, `?`) are skipped.
//! - The result: `1-0`, `0-1`, `1/2-1/2`, `*` (and the international `2-0`, `0-2`, `1-1`).
//!
//! Every move is replayed on the engine as it is read: a move that is not legal is a
//! [`PdnError::Move`] naming its move number and side.
//!
//! # What is written
//!
//! [`PdnGame::to_pdn`]: the tags (adding `GameType "25"` for Russian draughts, else `Rules`, and `FEN` when
//! the start is not the rules' start position), the moves in square numbers (a capture as `start x end`, or
//! with every landing square when several legal captures share its start and end), and the result.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Write as _;

use abstract_game::Game;

use crate::error::MoveParseError;
use crate::fen::{FenError, number_of_square, square_of_number};
use crate::movegen::MoveList;
use crate::mv::Move;
use crate::position::Position;
use crate::rules::Rules;
use crate::square::{Colour, Square};

/// How a PDN game ended, as its result token says.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PdnResult {
    /// `1-0` (or `2-0`).
    WhiteWins,
    /// `0-1` (or `0-2`).
    BlackWins,
    /// `1/2-1/2` (or `1-1`).
    Draw,
    /// `*`: unfinished or unknown.
    Unknown,
}

impl PdnResult {
    /// The token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub const fn token(self) -> &'static str {
        match self {
            PdnResult::WhiteWins => "1-0",
            PdnResult::BlackWins => "0-1",
            PdnResult::Draw => "1/2-1/2",
            PdnResult::Unknown => "*",
        }
    }

    fn parse(token: &str) -> Option<PdnResult> {
        Some(match token {
            "1-0" | "2-0" => PdnResult::WhiteWins,
            "0-1" | "0-2" => PdnResult::BlackWins,
            "1/2-1/2" | "1-1" => PdnResult::Draw,
            "*" => PdnResult::Unknown,
            _ => return None,
        })
    }

    /// The result of a finished position (`Unknown` while the game goes on).
    pub fn of(position: &Position) -> PdnResult {
        match (position.loser(), position.is_draw()) {
            (Some(Colour::White), _) => PdnResult::BlackWins,
            (Some(Colour::Black), _) => PdnResult::WhiteWins,
            (None, true) => PdnResult::Draw,
            (None, false) => PdnResult::Unknown,
        }
    }
}

/// Why a PDN game could not be read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PdnError {
    /// A tag that is not `[Name "value"]`.
    #[error("malformed tag: {0}")]
    Tag(String),
    /// The `Rules` or `GameType` tag names rules this engine does not play.
    #[error("unsupported rules tag: {0}")]
    Rules(String),
    /// The `FEN` tag could not be read.
    #[error("the FEN tag: {0}")]
    Fen(#[from] FenError),
    /// A move that is not legal (or not readable) where it stands.
    #[error("move {number}{} {text}: {reason}", if *.side == Colour::White { "." } else { "..." })]
    Move {
        /// The move number (1 for the first move of each side).
        number: u32,
        /// The side that played it.
        side: Colour,
        /// The move as written.
        text: String,
        /// Why it is refused.
        reason: MoveParseError,
    },
    /// Text after the result token, or an unclosed comment.
    #[error("unexpected text: {0}")]
    Trailing(String),
}

/// A PDN game: its tags, start, moves (legal, replayed on the engine) and result.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PdnGame {
    /// The tags in the order read (or to write), without the ones [`PdnGame::to_pdn`] adds itself.
    pub tags: Vec<(String, String)>,
    /// The start position.
    pub start: Position,
    /// The moves, each legal in the position the ones before it reach.
    pub moves: Vec<Move>,
    /// The result token.
    pub result: PdnResult,
}

impl PdnGame {
    /// A game of `moves` from `start` (not checked here: [`PdnGame::end`] plays them unchecked), no tags,
    /// with the result of the position reached.
    pub fn new(start: Position, moves: Vec<Move>) -> PdnGame {
        let mut game = PdnGame { tags: Vec::new(), start, moves, result: PdnResult::Unknown };
        game.result = PdnResult::of(&game.end());
        game
    }

    /// The position after every move.
    pub fn end(&self) -> Position {
        let mut pos = self.start.clone();
        for &mv in &self.moves {
            pos.play_unchecked(mv);
        }
        pos
    }

    /// Reads a PDN game. `rules` apply unless a `Rules` or `GameType "25"` tag says otherwise.
    ///
    /// ```
    /// use bashnya::pdn::{PdnGame, PdnResult};
    /// use bashnya::Rules;
    ///
    /// let game = PdnGame::read("[GameType \"25\"]\n1. 22-18 11-15 2. 18x11 8x15 *", Rules::bashni())?;
    /// assert_eq!(game.start.rules(), Rules::russian_draughts());
    /// assert_eq!(game.moves.len(), 4);
    /// assert_eq!(game.moves[2].to_string(), "d4:f6");
    /// assert_eq!(game.result, PdnResult::Unknown);
    /// let bad = PdnGame::read("1. 22-18 11-15 2. 18-14 *", Rules::russian_draughts());
    /// assert_eq!(bad.unwrap_err().to_string(), "move 2. 18-14: a capture is compulsory");
    /// # Ok::<(), bashnya::pdn::PdnError>(())
    /// ```
    pub fn read(text: &str, rules: Rules) -> Result<PdnGame, PdnError> {
        let (tags, movetext) = read_tags(text)?;
        let mut rules = rules;
        for (name, value) in &tags {
            match name.as_str() {
                "Rules" => rules = value.parse().map_err(|_| PdnError::Rules(value.clone()))?,
                "GameType" => {
                    // "25" or "25,W,8,8,A0,0": the first field is the game type.
                    if value.split(',').next().map(str::trim) == Some("25") {
                        if !tags.iter().any(|(n, _)| n == "Rules") {
                            rules = Rules::russian_draughts();
                        }
                    } else {
                        return Err(PdnError::Rules(value.clone()));
                    }
                }
                _ => {}
            }
        }
        let start = match tags.iter().find(|(n, _)| n == "FEN") {
            Some((_, fen)) => Position::from_fen(fen, rules)?,
            None => Position::start(rules),
        };
        let mut pos = start.clone();
        let mut moves = Vec::new();
        let mut result = PdnResult::Unknown;
        let mut tokens = tokens(movetext).into_iter();
        let mut number = 1;
        for token in tokens.by_ref() {
            if let Some(r) = PdnResult::parse(token) {
                result = r;
                break;
            }
            let token = token.trim_end_matches(['!', '?']);
            if let Some(n) = move_number(token) {
                number = n;
                continue;
            }
            let side = pos.side_to_move();
            let mv = pos.parse_pdn_move(token).map_err(|reason| PdnError::Move {
                number,
                side,
                text: token.to_string(),
                reason,
            })?;
            pos.play_unchecked(mv);
            moves.push(mv);
            if side == Colour::Black {
                number += 1;
            }
        }
        if let Some(rest) = tokens.next() {
            return Err(PdnError::Trailing(rest.to_string()));
        }
        let tags = tags.into_iter().filter(|(n, _)| !matches!(n.as_str(), "FEN" | "Result")).collect();
        Ok(PdnGame { tags, start, moves, result })
    }

    /// The game as PDN text with square numbers (see the module docs), lines of at most 80 characters.
    pub fn to_pdn(&self) -> String {
        self.write(false)
    }

    /// The game as PDN text with square names (`c3-d4`, `d4xf6`, FEN `W:Wa1,...`): PDN's algebraic
    /// notation, the customary one for Russian draughts (pydraughts reads it; its numeric notation numbers
    /// the squares from a1, not from b8 as py-draughts and this crate do).
    pub fn to_pdn_algebraic(&self) -> String {
        self.write(true)
    }

    fn write(&self, names: bool) -> String {
        let rules = self.start.rules();
        let mut out = String::new();
        let russian = rules == Rules::russian_draughts();
        let has = |name: &str| self.tags.iter().any(|(n, _)| n == name);
        if russian && !has("GameType") {
            out.push_str("[GameType \"25\"]\n");
        } else if !russian && !has("Rules") {
            let _ = writeln!(out, "[Rules \"{rules}\"]");
        }
        for (name, value) in &self.tags {
            let _ = writeln!(out, "[{name} \"{value}\"]");
        }
        if self.start != Position::start(rules) {
            let fen = if names { self.start.to_fen_algebraic() } else { self.start.to_fen() };
            let _ = writeln!(out, "[FEN \"{fen}\"]");
        }
        let _ = writeln!(out, "[Result \"{}\"]", self.result.token());
        let mut line = String::new();
        let mut pos = self.start.clone();
        let mut number = 1;
        let push = |word: &str, line: &mut String, out: &mut String| {
            if !line.is_empty() && line.len() + 1 + word.len() > 80 {
                out.push_str(line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        };
        for (i, &mv) in self.moves.iter().enumerate() {
            let side = pos.side_to_move();
            if side == Colour::White {
                push(&alloc::format!("{number}."), &mut line, &mut out);
            } else if i == 0 {
                push(&alloc::format!("{number}..."), &mut line, &mut out);
            }
            push(&pos.pdn_move_with(mv, names), &mut line, &mut out);
            pos.play_unchecked(mv);
            if side == Colour::Black {
                number += 1;
            }
        }
        push(self.result.token(), &mut line, &mut out);
        out.push_str(&line);
        out.push('\n');
        out
    }
}

impl Position {
    /// A legal move of this position in PDN's square numbers: `22-18`, `18x11`, or every landing square
    /// (`18x11x2`) when another legal capture has the same start and end.
    pub fn pdn_move(&self, mv: Move) -> String {
        self.pdn_move_with(mv, false)
    }

    /// [`Position::pdn_move`] with square names (`c3-d4`, `d4xf6`) when `names`.
    pub fn pdn_move_with(&self, mv: Move, names: bool) -> String {
        let board = self.rules().board();
        let n = |sq: Square| {
            if names { sq.to_string() } else { number_of_square(board, sq).to_string() }
        };
        if !mv.is_capture() {
            return alloc::format!("{}-{}", n(mv.from()), n(mv.to()));
        }
        // Filled in place: a returned list would be copied whole (7.7 KB).
        let mut moves = MoveList::new();
        self.legal_moves_into(&mut moves);
        let twins =
            moves.iter().filter(|m| m.is_capture() && m.from() == mv.from() && m.to() == mv.to()).count();
        let mut out = n(mv.from());
        if twins > 1 {
            for landing in mv.landings() {
                let _ = write!(out, "x{}", n(landing));
            }
        } else {
            let _ = write!(out, "x{}", n(mv.to()));
        }
        out
    }

    /// Reads a move in PDN notation against this position: square numbers or algebraic squares, `-` for a
    /// quiet move, `x` or `:` for a capture (start and end, or every landing square).
    pub fn parse_pdn_move(&self, text: &str) -> Result<Move, MoveParseError> {
        let board = self.rules().board();
        let capture = text.contains(['x', ':']);
        let mut path = arrayvec::ArrayVec::<Square, { crate::MAX_JUMPS + 1 }>::new();
        for part in text.split(['-', 'x', ':']) {
            let sq = match part.parse::<u8>() {
                Ok(number) => square_of_number(board, number).ok_or(MoveParseError::Malformed)?,
                Err(_) => Square::parse_on(part, board).map_err(MoveParseError::NotASquare)?,
            };
            path.try_push(sq).map_err(|_| MoveParseError::Malformed)?;
        }
        let mut ours = String::new();
        for (i, sq) in path.iter().enumerate() {
            if i > 0 {
                ours.push(if capture { ':' } else { '-' });
            }
            let _ = write!(ours, "{sq}");
        }
        self.parse_move(&ours)
    }
}

fn move_number(token: &str) -> Option<u32> {
    let digits = token.trim_end_matches('.');
    (digits.len() < token.len()).then(|| digits.parse().ok()).flatten()
}

/// Tags as read: name and value.
type Tags = Vec<(String, String)>;

/// The tags and the text after them.
fn read_tags(text: &str) -> Result<(Tags, &str), PdnError> {
    let mut tags = Vec::new();
    let mut rest = text.trim_start();
    while let Some(body) = rest.strip_prefix('[') {
        let end =
            body.find(']').ok_or_else(|| PdnError::Tag(body.lines().next().unwrap_or("").to_string()))?;
        let tag = &body[..end];
        let (name, value) =
            tag.trim().split_once(char::is_whitespace).ok_or_else(|| PdnError::Tag(tag.to_string()))?;
        let value = value.trim();
        let value = value
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .ok_or_else(|| PdnError::Tag(tag.to_string()))?;
        tags.push((name.to_string(), value.to_string()));
        rest = body[end + 1..].trim_start();
    }
    Ok((tags, rest))
}

/// The move text's words, without comments, variations and line comments; a move number glued to its move
/// (`1.22-18`) is split off.
fn tokens(text: &str) -> Vec<&str> {
    let mut words = Vec::new();
    let mut depth = 0u32;
    let mut in_comment = false;
    for line in text.lines() {
        let mut start = None;
        for (i, c) in line.char_indices() {
            let boundary = c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';');
            if boundary {
                if let Some(s) = start.take()
                    && depth == 0
                    && !in_comment
                {
                    split_number(&line[s..i], &mut words);
                }
            } else if start.is_none() {
                start = Some(i);
            }
            match c {
                '{' => in_comment = true,
                '}' => in_comment = false,
                '(' if !in_comment => depth += 1,
                ')' if !in_comment => depth = depth.saturating_sub(1),
                ';' if !in_comment => break,
                _ => {}
            }
        }
        if let Some(s) = start
            && depth == 0
            && !in_comment
        {
            split_number(&line[s..], &mut words);
        }
    }
    words
}

fn split_number<'a>(word: &'a str, words: &mut Vec<&'a str>) {
    match word.rfind('.') {
        Some(i) if i + 1 < word.len() && word[..i].bytes().all(|b| b.is_ascii_digit() || b == b'.') => {
            words.push(&word[..=i]);
            words.push(&word[i + 1..]);
        }
        _ => words.push(word),
    }
}
