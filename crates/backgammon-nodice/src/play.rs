//! Playing a move and rolling given dice, as inherent methods (no trait import needed).

use abstract_game::Game;

use crate::mv::Move;
use crate::position::{Phase, Position};

impl Position {
    /// Plays a legal move, or says why not (the position is unchanged then): the same as
    /// [`abstract_game::Game::play`] without importing the trait.
    pub fn play(&mut self, mv: Move) -> Result<(), abstract_game::PlayError> {
        Game::play(self, mv)
    }

    /// Classic mode: rolls `dice` for the side on turn, declining the cube first if it could double (plays
    /// `roll` at [`Phase::TurnStart`], then the chance outcome). After it the legal moves are the plays of
    /// `dice`: what a tool needs to list the plays of a given roll. The position is unchanged on error (not
    /// classic mode, not the start of a turn, or a double on the opening roll).
    pub fn roll_dice(&mut self, dice: crate::Dice) -> Result<(), abstract_game::PlayError> {
        let mut next = self.clone();
        if next.phase() == Phase::TurnStart {
            next.play(Move::ROLL)?;
        }
        if next.phase() != Phase::Rolling {
            return Err(abstract_game::PlayError::IllegalMove);
        }
        next.play(Move::rolled(dice))?;
        *self = next;
        Ok(())
    }
}
