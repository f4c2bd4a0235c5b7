//! Il Bastardo in the `games` tool. The tool plays `Position`, whose game tree is the one perft counts; the
//! threefold-repetition ending lives in `GameRecord`, so self-play games here end by elimination or by the
//! no-progress limit.
//!
//! `undo` in `play` goes through the rules' take-back vote ([`TakeBackVote`] on a [`GameRecord`] of the
//! session's plies): an absolute majority of the players still in the game must agree.

use abstract_game::{Game, PlayerId};
use chess4_bastardo::tarot::TarotRules;
use chess4_bastardo::{GameRecord, Position, Rules, Seat, TakeBackError, TakeBackVote, VoteState};

use super::Starter;
use crate::bots::Capabilities;
use crate::registry::{GameEntry, Spec};
use crate::session::{Ballot, Ply, Presentation};

impl Presentation for Position {
    fn board(&self) -> String {
        self.pretty()
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        Seat::from_index(seat.index()).map_or_else(|| format!("seat {seat}"), |s| s.name().to_string())
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::chess4::capabilities()
    }

    /// The seed's take-back: the session's plies become a [`GameRecord`], a [`TakeBackVote`] is opened on
    /// it, the voters (the seats still in the game) are asked in seat order until the vote is decided, and
    /// the record's own take-back gives the earlier position.
    fn take_back(
        &self,
        history: &[Ply<Self>],
        plies: usize,
        ballot: Ballot<'_>,
    ) -> Result<Option<Self>, String> {
        let start = history.first().map_or(*self, |ply| ply.before);
        let mut record = GameRecord::new(start);
        for ply in history {
            record.play_unchecked(ply.mv);
        }
        let mut vote = TakeBackVote::open(&record, plies).map_err(|e| e.to_string())?;
        let (mut state, mut approvals) = (vote.state(), 0);
        for seat in vote.voters() {
            if state != VoteState::Open {
                break;
            }
            let approve = ballot(seat.player_id());
            approvals += u32::from(approve);
            state = vote.vote(seat, approve).map_err(|e| e.to_string())?;
        }
        record.take_back(&vote).map_err(|e| match e {
            TakeBackError::NotApproved => format!(
                "the take-back vote failed: {approvals} of {} players agreed, {} needed",
                vote.voters().len(),
                vote.majority()
            ),
            other => other.to_string(),
        })?;
        Ok(Some(*record.position()))
    }
}

const STARTER: Starter<Position, Rules> = Starter {
    default: "standard",
    rules: |name| Rules::from_preset(name).ok(),
    new: Position::start,
    rules_of: |pos| *pos.rules(),
};

/// The registry entry.
pub const ENTRY: GameEntry = GameEntry {
    name: "chess4-bastardo",
    about: "Il Bastardo: four-player chess on 8x8 with Amazons, king capture and elimination",
    presets: &[
        ("standard", "Red starts, en passant for a round, promotion to Amazon, pass only when stuck"),
        ("free-promotion", "promotion to knight, bishop, rook or Amazon"),
        ("short-en-passant", "the en-passant right lasts for the next player only"),
        ("voluntary-pass", "a player may pass at any time"),
        ("tarot", "Bastardo a obiettivi: secret tarot objectives (the game bastardo-obiettivi)"),
        ("tarot-redeal", "Bastardo a obiettivi with the all-unhappy vote for a new deal"),
    ],
    // The tarot presets (and a tarot game string, which has " | ") play the variant's own session.
    start: |spec| {
        let tarot = |preset| (super::chess4_tarot::ENTRY.start)(&Spec { preset, ..*spec });
        match spec.preset {
            Some("tarot") => tarot(Some("standard")),
            Some("tarot-redeal") => tarot(Some("redeal")),
            None if spec.position.is_some_and(|p| p.contains(" | ")) => tarot(None),
            // A tarot rules string with options (`free-promotion,redeal`, as the crate's README writes it).
            Some(p) if Rules::from_preset(p).is_err() && p.parse::<TarotRules>().is_ok() => tarot(Some(p)),
            _ => STARTER.start(spec.preset, spec.position),
        }
    },
    match_play: false,
};
