//! What the tool tells a person about a game: `help rules` (the goal and the rules on one screen),
//! `help notation` (how to write a move, with examples from the position at hand), and the legend under every
//! board. The texts themselves are each game's, next to its entry in `crate::games`.

use std::fmt::Write as _;

use abstract_game::PlayerId;

use crate::registry::GameEntry;
use crate::session::{Erased, Session};

/// A session's help texts (every [`Session`] has them).
pub trait Explained {
    /// The goal and rules on one screen, for the rules being played.
    fn rules_help(&self) -> String;
    /// How to write a move.
    fn notation_help(&self) -> String;
    /// The legend under the board (empty: none).
    fn legend(&self) -> String;
    /// The colour of a token of the board picture (see [`crate::colour::paint`]).
    fn token_colour(&self, token: &str) -> Option<anstyle::AnsiColor>;
    /// Where the last move shows in a picture beyond the squares it names (see [`crate::session::Presentation::last_move_marks`]).
    fn last_move_marks(&self, picture: &str, history: &[crate::session::PlayedMove]) -> Vec<(usize, usize)>;
}

impl Explained for Erased {
    fn rules_help(&self) -> String {
        self.presentation().rules_help(self.game())
    }

    fn notation_help(&self) -> String {
        self.presentation().notation_help(self.game())
    }

    fn legend(&self) -> String {
        self.presentation().legend(self.game())
    }

    fn token_colour(&self, token: &str) -> Option<anstyle::AnsiColor> {
        self.presentation().token_colour(self.game(), token).map(crate::colour::ansi)
    }

    fn last_move_marks(&self, picture: &str, history: &[crate::session::PlayedMove]) -> Vec<(usize, usize)> {
        self.presentation().last_move_marks(self.game(), picture, history)
    }
}

/// The moves a person may write now: the moves of the seat on turn when it is one of `people`, then their
/// open out-of-turn actions (never another seat's moves, which could show its cards).
pub fn people_moves(session: &dyn Session, people: &[PlayerId]) -> Vec<String> {
    let mut list: Vec<String> = Vec::new();
    if session.status().to_move().is_some_and(|s| people.contains(&s)) {
        list.extend(session.moves().into_iter().map(|(mv, _)| mv));
    }
    for &seat in people {
        for mv in session.out_of_turn_moves(seat) {
            if !list.contains(&mv) {
                list.push(mv);
            }
        }
    }
    list
}

/// `help notation`: the game's text, then up to five of the moves the people may write now (spread over the
/// list, so a capture or a double shows when there is one), or why there is none.
pub fn notation(session: &dyn Session, people: &[PlayerId]) -> String {
    let moves = people_moves(session, people);
    let mut text = session.notation_help();
    if moves.is_empty() {
        text.push_str(if session.status().is_chance() {
            "\nNature acts next here (cards dealt or dice rolled): no move to write yet."
        } else {
            "\nNo move is yours to write right now."
        });
        return text;
    }
    let shown = 5.min(moves.len());
    let examples: Vec<&str> = (0..shown).map(|i| moves[i * moves.len() / shown].as_str()).collect();
    let _ = write!(
        text,
        "\nLegal here, for example ({} in all; `moves` lists them): {}",
        moves.len(),
        examples.join("   ")
    );
    text
}

/// A board picture painted on a terminal ([`crate::colour`]), as it is elsewhere.
pub fn painted(picture: &str, session: &dyn Session) -> String {
    if crate::colour::enabled() { crate::colour::paint(picture, session) } else { picture.to_string() }
}

/// A board picture with its legend under it, painted on a terminal ([`crate::colour`]).
pub fn with_legend(picture: &str, session: &dyn Session) -> String {
    let picture = painted(picture, session);
    let picture = picture.as_str();
    let legend = session.legend();
    if legend.is_empty() {
        picture.to_string()
    } else {
        format!("{}\n{}", picture.trim_end(), legend.trim_end())
    }
}

/// `games rules GAME [--rules P] [--position S]`: `help rules`, `help notation` (with the moves of the seat on
/// turn at the start, or in the position given) and the board with its legend, before any game is played.
pub fn rules_command(
    out: &mut impl std::io::Write,
    entry: &GameEntry,
    spec: &crate::registry::Spec<'_>,
) -> Result<(), crate::error::CliError> {
    let session = entry.session(spec)?;
    let on_turn: Vec<PlayerId> = session.status().to_move().into_iter().collect();
    writeln!(out, "{}\n", session.rules_help())?;
    writeln!(out, "How to write a move:\n{}\n", notation(&*session, &on_turn))?;
    // A game with secrets shows what the seat on turn sees (its own cards), as `play` would.
    let board = match on_turn.first() {
        Some(&seat) if session.has_secrets() => session.view(seat),
        _ => session.board(),
    };
    writeln!(out, "{}", with_legend(&board, &*session))?;
    Ok(())
}
