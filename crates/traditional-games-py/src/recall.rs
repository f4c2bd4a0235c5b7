//! Information-state strings: each seat's action-observation history, built once per step and kept.
//!
//! A seat's string is its picture of the state the history starts from, then one line per action, `seat:
//! move` (or `chance: outcome`), with `?` for the move when the seat cannot tell which it was, then `-- now`
//! and its picture of the current state. Which steps a seat sees is read off the game's own view of the seat
//! (`pretty_for`, which holds only what the seat may know): a step's move is shown to a seat when every
//! other move available there (the actor's other legal actions, or nature's other outcomes) would have shown
//! it a different picture; if one would have shown it the same picture, the seat cannot tell them apart and
//! the line says `?`. A move that had no alternative (a forced card, the last card of a pack dealt whole) is
//! `?` to the other seats: whether it was forced is a fact of the whole state, not of the seat's view, and
//! showing it would name a card the seat cannot know (what it may know of it is in its picture). A seat
//! always sees its own moves; in a perfect-information game every seat sees every step. So a string holds the seat's own private information (the cards dealt to it, its own choices) and
//! the public actions as the seat saw them, and grows by one short line per step: linear in the game's
//! length, where one picture per step (the old form) reached 651 KB late in a long 7-seat card game.

use core::fmt::Write as _;

use abstract_game::PlayerId;
use game_runtime::DynGame;

/// One step of a history: who acted (a seat, or `None` for nature) and the action index.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Acted {
    /// The seat that acted, `None` for a chance outcome.
    pub(crate) seat: Option<PlayerId>,
    /// The action index.
    pub(crate) action: usize,
}

/// Every seat's history as far as it has been folded in, and the state it reached.
#[derive(Debug)]
pub(crate) struct Recall {
    /// Per seat, its picture of the first state and one line per folded step (no final picture).
    texts: Vec<String>,
    /// How many steps of the history are folded into `texts`.
    folded: usize,
    /// The state after the folded steps.
    at: Box<dyn DynGame>,
    /// Whether every seat sees everything (no step is ever hidden).
    perfect: bool,
}

impl Clone for Recall {
    fn clone(&self) -> Self {
        Recall {
            texts: self.texts.clone(),
            folded: self.folded,
            at: self.at.clone_box(),
            perfect: self.perfect,
        }
    }
}

impl Recall {
    /// Nothing folded yet: every seat's picture of `first`, the state the history starts from.
    pub(crate) fn new(first: &dyn DynGame, perfect: bool) -> Self {
        let texts =
            PlayerId::all(first.num_players()).map(|seat| format!("{}\n", first.pretty_for(seat))).collect();
        Recall { texts, folded: 0, at: first.clone_box(), perfect }
    }

    /// A sampled state's recall: `seat` keeps the history `text` it had in the state it was sampled from
    /// (its past is the same in every state it cannot tell apart); the others start at the sample, `first`.
    pub(crate) fn inherit(first: &dyn DynGame, perfect: bool, seat: PlayerId, text: String) -> Self {
        let mut recall = Recall::new(first, perfect);
        if let Some(own) = recall.texts.get_mut(seat.index()) {
            *own = text;
        }
        recall
    }

    /// The history of `seat` so far (after [`Recall::fold`]), without the final picture.
    pub(crate) fn text(&self, seat: PlayerId) -> &str {
        self.texts.get(seat.index()).map_or("", String::as_str)
    }

    /// Folds in the steps of `history` (the whole history, from the first state) not folded yet, replaying
    /// them from the state reached so far.
    pub(crate) fn fold(&mut self, history: impl IntoIterator<Item = Acted>) -> Result<(), String> {
        for step in history.into_iter().skip(self.folded) {
            let seen = self.seen(step);
            let mover = step.seat.map_or("chance", |s| self.at.seat_name(s));
            let text =
                self.at.action_to_move(step.action).unwrap_or_else(|| format!("action {}", step.action));
            for (out, sees) in self.texts.iter_mut().zip(seen) {
                let _ = writeln!(out, "{mover}: {}", if sees { text.as_str() } else { "?" });
            }
            // The history was played once already, so replaying it cannot fail; an error would be a bug of
            // the game's determinism, shown rather than hidden.
            self.at
                .play_index(step.seat, step.action)
                .map_err(|e| format!("replaying the history failed: {e}"))?;
            self.folded += 1;
        }
        Ok(())
    }

    /// Per seat, whether it can tell which move `step` made: the step's own seat always can; another seat
    /// can when other moves were available to the actor (or nature) and none would have shown it the same
    /// picture. A move without alternatives is hidden from the other seats: that it was the only one is a
    /// fact of the whole state, not of what they see (the last card of a pack dealt whole is the one card
    /// left, which only its receiver may learn).
    fn seen(&self, step: Acted) -> Vec<bool> {
        let n = self.at.num_players();
        if self.perfect {
            return vec![true; n];
        }
        let before = &*self.at;
        let mut after = before.clone_box();
        if after.play_index(step.seat, step.action).is_err() {
            return vec![false; n];
        }
        // `None`: seen (so far no other move looks the same to it); `Some(picture)`: still to decide.
        let mut open: Vec<Option<String>> =
            PlayerId::all(n).map(|s| (Some(s) != step.seat).then(|| after.pretty_for(s))).collect();
        let mut hidden = vec![false; n];
        let others: Vec<usize> = match step.seat {
            None => before.chance_actions().unwrap_or_default().into_iter().map(|(a, _)| a).collect(),
            Some(seat) => before.legal_actions_of(seat).unwrap_or_default(),
        };
        let others: Vec<usize> = others.into_iter().filter(|&a| a != step.action).collect();
        if others.is_empty() {
            return PlayerId::all(n).map(|s| Some(s) == step.seat).collect();
        }
        for other in others {
            if open.iter().all(Option::is_none) {
                break;
            }
            let mut alternative = before.clone_box();
            if alternative.play_index(step.seat, other).is_err() {
                continue;
            }
            for (s, picture) in open.iter_mut().enumerate() {
                let same = picture
                    .as_deref()
                    .is_some_and(|p| PlayerId::new(s).is_some_and(|seat| alternative.pretty_for(seat) == p));
                if same {
                    hidden[s] = true;
                    *picture = None;
                }
            }
        }
        hidden.into_iter().map(|h| !h).collect()
    }
}
