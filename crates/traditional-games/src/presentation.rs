//! How each game presents itself to people beyond [`abstract_game::Game`], written once for every front end:
//! board pictures, seat names, secrets, out-of-turn actions, what the table is told after a move, its
//! take-back rule, the searches its bots may run, and its help texts (the rules on one screen, how to write a
//! move, the legend under the board). One file per game; a front end is written once over [`Presentation`].

mod backgammon_nodice;
mod bashnya;
mod batarde_cards;
mod chess4_bastardo;
mod chess4_tarot;
mod siege_paris;

use std::fmt::Display;
use std::str::FromStr;

use abstract_game::{Game, PlayerId, Preset};

use crate::Ply;
use crate::bots::Capabilities;

/// A ply of a game's history as a front end shows it: who played it and its notation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayedMove {
    /// The seat that played it; `None` for nature (a roll, a card dealt).
    pub seat: Option<PlayerId>,
    /// The move in notation.
    pub text: String,
}

/// A terminal colour a token of a board picture is painted in (the eight ANSI colours and their bright
/// forms that the games use): its army's, its side's or its suit's.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    /// ANSI red.
    Red,
    /// ANSI green.
    Green,
    /// ANSI yellow.
    Yellow,
    /// ANSI blue.
    Blue,
    /// ANSI magenta.
    Magenta,
    /// ANSI bright red.
    BrightRed,
    /// ANSI bright blue.
    BrightBlue,
    /// ANSI bright white.
    BrightWhite,
}

/// The line that says which preset a game plays under and what it changes: its name and the preset's line
/// about it, or the rules string itself when it is no preset (`russian+norep`: the part before the options is
/// looked up).
pub fn preset_line(presets: &[Preset], rules: &str) -> String {
    let about = |name: &str| presets.iter().find(|p| p.name == name).map(|p| p.about);
    if let Some(about) = about(rules) {
        return format!("These rules: {rules}: {about}.");
    }
    let base = rules.split(['+', ',']).next().unwrap_or(rules);
    match about(base) {
        Some(about) => format!("These rules: {rules} ({base}: {about}; with the options after it)."),
        None => format!("These rules: {rules}."),
    }
}

/// The squares (points) a move's notation names, in order: each letter followed by digits (`c3`, `F4`,
/// `h16`), as every board game of the family writes them (`c3:e5:g7`, `e2e4=A`, `G@F4`, `b3xc4!`).
pub(crate) fn named_squares(notation: &str) -> Vec<String> {
    let bytes = notation.as_bytes();
    let mut names = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
        // Not the tail of a word (`pass`, `draw:5`): a square's letter follows no other letter.
        let starts = i == 0 || !bytes[i - 1].is_ascii_alphabetic();
        if bytes[i].is_ascii_alphabetic() && digits > 0 && starts {
            names.push(notation[i..=i + digits].to_string());
            i += 1 + digits;
        } else {
            i += 1;
        }
    }
    names
}

/// The seat that may stop a take-back: asked for its vote, it answers whether it agrees.
pub type Ballot<'a> = &'a mut dyn FnMut(PlayerId) -> bool;

/// How a game presents itself beyond the trait. Every method has a default that fits a game without secrets,
/// out-of-turn actions or take-back rules.
pub trait Presentation: Game + Display + FromStr {
    /// A picture of the board.
    fn board(&self) -> String {
        self.to_string()
    }

    /// The seat's name: the game crate's own ([`Game::seat_name`]).
    fn seat_name(&self, seat: PlayerId) -> String {
        Game::seat_name(self, seat).to_string()
    }

    /// Makes nature's next outcome the one named. The default plays it as the chance outcome of the state,
    /// which must be at a chance node; games whose roll follows a decision (backgammon's cube) override it.
    fn roll(&mut self, outcome: &str) -> Result<(), String> {
        if !self.status().is_chance() {
            return Err("no chance outcome is due in this position".to_string());
        }
        let mv = self.parse_move(outcome.trim()).map_err(|e| e.to_string())?;
        self.play(mv).map_err(|e| format!("{mv}: {e}"))
    }

    /// Whether seats hold secrets (then [`Presentation::view`] must be overridden too).
    fn has_secrets(&self) -> bool {
        false
    }

    /// What `seat` may see; games with hidden information override it, the default is the whole board.
    fn view(&self, seat: PlayerId) -> String {
        let _ = seat;
        Presentation::board(self)
    }

    /// How a move is told to the table (see a front end's announcement); games
    /// whose moves carry a secret override it. The default is the move's notation as given.
    fn announce(&self, mv: &str) -> String {
        mv.to_string()
    }

    /// Whether some seat may ever act out of turn ([`Game::legal_moves_of`] lists more than the turn's
    /// moves). Only then does the tool ask every seat at every state, so self-play of the other games pays
    /// nothing for the feature.
    fn has_out_of_turn_actions(&self) -> bool {
        false
    }

    /// An open out-of-turn action in words, completing "P3 may ... now" (La Bâtarde: `méchoune P1`).
    fn offer(&self, mv: Self::Move) -> String {
        format!("play {mv}")
    }

    /// What the table is told after the last ply of `history` (its `before` state and move led to `self`),
    /// beyond the move itself: a trick won, a hand scored. `history` is the session's, oldest first.
    fn narrate(&self, history: &[Ply<Self>]) -> Option<String> {
        let _ = history;
        None
    }

    /// The game's rule for taking back the last `plies` plies of `history` (which led to `self`). `Ok(None)`:
    /// allowed, the tool restores the earlier state itself (the default: no rule asks anyone). `Ok(Some(state))`:
    /// allowed, and the rules' own take-back gave this state. `Err(why)`: refused. `ballot` asks a seat for its
    /// vote, for games whose rules put take-backs to a vote (Il Bastardo).
    fn take_back(
        &self,
        history: &[Ply<Self>],
        plies: usize,
        ballot: Ballot<'_>,
    ) -> Result<Option<Self>, String> {
        let _ = (history, plies, ballot);
        Ok(None)
    }

    /// The searches the game's bots may run, with its evaluations (see [`crate::bots`]). The default: none, so
    /// every bot seat is refused with a reason.
    fn capabilities() -> Capabilities<Self> {
        Capabilities::none()
    }

    /// How many rounds a whole game has when the score is summed over rounds (La Bâtarde's hands), so that
    /// `arena` can report points per round; `None` for other games.
    fn rounds(&self) -> Option<u32> {
        None
    }

    /// `help rules`: the game's goal and rules on one screen, for the rules this state plays under (what its
    /// preset changes said). Each game crate's entry gives one; the default says there is none.
    fn rules_help(&self) -> String {
        "no summary of this game's rules".to_string()
    }

    /// `help notation`: how to write a move (the tool adds examples from the legal moves).
    fn notation_help(&self) -> String {
        "a move as `moves` lists it".to_string()
    }

    /// The legend printed under the board: what its letters and marks mean. Empty: no legend.
    fn legend(&self) -> String {
        String::new()
    }

    /// The colour a token of the board picture (a run of letters, digits, `*` and `.`) is painted in on a terminal:
    /// its army's or its suit's. `None`: left as it is (the default).
    fn token_colour(&self, token: &str) -> Option<Colour> {
        let _ = token;
        None
    }

    /// Where the last move of `history` (the plies played, oldest first) shows in `picture` beyond the squares
    /// it names: (line, byte column) of each token to highlight on a terminal. For boards without file letters
    /// and rank numbers (backgammon's points); empty by default.
    fn last_move_marks(&self, picture: &str, history: &[PlayedMove]) -> Vec<(usize, usize)> {
        let _ = (picture, history);
        Vec::new()
    }

    /// Whether the seat has left a game that the others play on (Il Bastardo: its king was taken). `false`
    /// by default.
    fn is_out(&self, seat: PlayerId) -> bool {
        let _ = seat;
        false
    }

    /// The names of the picture's clickable elements (their `aria-label`s in the game's SVG, drawn for the seat
    /// that makes the move, with that seat at the bottom) that a person clicks, in order, to make `mv` in this
    /// state: how a page turns clicks into moves without knowing the game. Moves that no element stands for
    /// (a cube action, a choice of dice, nature's outcomes) have none: a page offers them as buttons. Several
    /// moves may share their parts (a promotion's pieces, backgammon's pairs); a page then asks which. The
    /// default: none.
    fn move_parts(&self, mv: Self::Move) -> Vec<String> {
        let _ = mv;
        Vec::new()
    }

    /// The move an empty line plays for a person on turn (shown in the prompt): the usual choice where the
    /// other is rare, as classic backgammon's roll where the cube could be turned instead. `None` (the
    /// default): an empty line plays nothing.
    fn enter_move(&self) -> Option<Self::Move> {
        None
    }
}
