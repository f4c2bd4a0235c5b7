//! Taking moves back.

use crate::Game;

/// Games that can take a move back exactly, without keeping a copy of the whole state.
///
/// `play_undoable` returns what `undo` needs (captured pieces, old counters, old hash); the caller keeps it.
/// The laws check that `undo` restores the state exactly, hash included.
pub trait Undo: Game {
    /// What one move needs to be taken back.
    type UndoInfo: Clone + core::fmt::Debug;

    /// Plays a move, unchecked like [`Game::play_unchecked`], and returns how to take it back.
    fn play_undoable(&mut self, mv: Self::Move) -> Self::UndoInfo;

    /// Takes back `mv`, which must be the last move played with [`Undo::play_undoable`] and `info` what it
    /// returned.
    fn undo(&mut self, mv: Self::Move, info: Self::UndoInfo);
}
