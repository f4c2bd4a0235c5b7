//! One table in memory: the game (the authority), its seats and their holders, the log's length, the answers
//! given to client action ids, and an open take-back vote. Everything here is synchronous and changes nothing
//! until the store has taken the entries ([`Table::prepare`] works on a copy; [`Table::commit`] applies).

use std::collections::{BTreeMap, HashMap};

use abstract_game::{PlayerId, Status};
use game_runtime::dyn_game::DynGame;
use traditional_games::{DynPresentation, GameEntry};

use crate::error::{Code, Refusal};
use crate::store::{EntryKind, LogEntry, SeatSetup, StoredTable, TableMeta};

/// The most refused action ids remembered per table (accepted ones are all kept: they are the log).
const REMEMBERED_REFUSALS: usize = 4096;

/// What a seat asks the table to do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Action {
    /// Play a move, on turn or out of turn.
    Play(String),
    /// Ask to take back this seat's last move and every ply since.
    TakeBack,
    /// Vote on the open take-back.
    Vote(bool),
}

/// The answer an action got, kept for its id: a repeated id gets it again.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Answer {
    /// Stored; the table's version after it.
    Accepted {
        /// The version the action brought the table to.
        version: u64,
    },
    /// Refused; nothing changed.
    Refused(Refusal),
}

/// A take-back put to the seats.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Vote {
    /// The seat that asked (it votes yes).
    pub asker: u8,
    /// The plies it would take back.
    pub plies: usize,
    /// The table version it was asked at: any entry appended closes it.
    pub version: u64,
    /// The seats whose vote is needed: every seat still in the game.
    pub voters: Vec<u8>,
    /// The votes given so far.
    pub ballots: BTreeMap<u8, bool>,
}

/// What [`Table::prepare`] gives: the entries to store and the state after them.
pub(crate) struct Prepared {
    /// The log entries, numbered from the table's next.
    pub entries: Vec<LogEntry>,
    /// The game after them.
    pub game: Box<dyn DynGame>,
    /// The vote after them (opened, updated, or closed).
    pub vote: Option<Vote>,
    /// What the table is told about a vote that closed without a take-back (the rule's reason).
    pub vote_failed: Option<String>,
}

/// A table in memory.
pub(crate) struct Table {
    /// Its creation.
    pub meta: TableMeta,
    /// Its game's registry entry.
    pub entry: &'static GameEntry,
    /// The game's presentation (take-back rule, who is out).
    pub presentation: Box<dyn DynPresentation>,
    /// The game now: the authority.
    pub game: Box<dyn DynGame>,
    /// Each seat's holder (the hash of its token).
    pub holders: Vec<Option<String>>,
    /// The number of the log's last entry: the table's version.
    pub version: u64,
    /// Answers given to action ids, by seat and id.
    pub answers: HashMap<(u8, String), Answer>,
    /// The open take-back vote.
    pub vote: Option<Vote>,
    /// Whether the game is over and its record stored.
    pub finished: bool,
    refusals: usize,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("id", &self.meta.id)
            .field("version", &self.version)
            .finish_non_exhaustive()
    }
}

impl Table {
    /// A new table of `meta`'s game at its start.
    ///
    /// # Errors
    /// A refusal naming the game or preset when the registry does not know them, or a seat count that does
    /// not match the preset's.
    pub(crate) fn new(meta: TableMeta) -> Result<Table, Refusal> {
        let entry = traditional_games::find(&meta.game)
            .map_err(|e| Refusal::new(Code::BadField, format!("game: {e}")))?;
        let game =
            entry.load(&meta.preset).map_err(|e| Refusal::new(Code::BadField, format!("preset: {e}")))?;
        if game.num_players() != meta.seats.len() {
            return Err(Refusal::new(
                Code::BadField,
                format!(
                    "seats: {} seats given, the game is played by {}",
                    meta.seats.len(),
                    game.num_players()
                ),
            ));
        }
        let holders = vec![None; meta.seats.len()];
        Ok(Table {
            presentation: entry.presentation(),
            entry,
            game,
            holders,
            version: 0,
            answers: HashMap::new(),
            vote: None,
            finished: false,
            refusals: 0,
            meta,
        })
    }

    /// The table a store holds, its log replayed through the engine.
    ///
    /// # Errors
    /// A refusal when the game is unknown or an entry does not replay (a store written by another version).
    pub(crate) fn restore(stored: StoredTable) -> Result<Table, Refusal> {
        let mut table = Table::new(stored.meta)?;
        table.holders = stored.holders;
        table.finished = stored.finished;
        for entry in &stored.log {
            table.apply(entry)?;
        }
        Ok(table)
    }

    /// Applies one stored entry (replaying the log, or catching up with another process's appends).
    ///
    /// # Errors
    /// A refusal when the entry is not the next one or does not play.
    pub(crate) fn apply(&mut self, entry: &LogEntry) -> Result<(), Refusal> {
        if entry.seq != self.version + 1 {
            return Err(Refusal::new(
                Code::Store,
                format!("log entry {} does not follow entry {}", entry.seq, self.version),
            ));
        }
        let broken = |e: String| Refusal::new(Code::Store, format!("log entry {}: {e}", entry.seq));
        match entry.kind {
            EntryKind::Move => {
                let seat = entry.seat.map(PlayerId::from_const).ok_or_else(|| broken("no seat".into()))?;
                self.game.play_text(Some(seat), &entry.text).map_err(|e| broken(e.to_string()))?;
            }
            EntryKind::Chance => {
                self.game.play_text(None, &entry.text).map_err(|e| broken(e.to_string()))?;
            }
            EntryKind::TakeBack => {
                let plies: usize = entry.text.parse().map_err(|_| broken("not a ply count".into()))?;
                self.game.undo(plies).map_err(|e| broken(e.to_string()))?;
            }
        }
        self.version = entry.seq;
        self.vote = None;
        if let (Some(seat), Some(id)) = (entry.seat, &entry.action_id) {
            self.answers.insert((seat, id.clone()), Answer::Accepted { version: entry.seq });
        }
        Ok(())
    }

    /// Remembers a refusal for an action id (bounded: the oldest ids may be forgotten).
    pub(crate) fn remember_refusal(&mut self, seat: u8, id: &str, refusal: &Refusal) {
        if self.refusals >= REMEMBERED_REFUSALS {
            self.answers.retain(|_, answer| matches!(answer, Answer::Accepted { .. }));
            self.refusals = 0;
        }
        self.refusals += 1;
        self.answers.insert((seat, id.to_string()), Answer::Refused(refusal.clone()));
    }

    /// The number of seats.
    pub(crate) fn seats(&self) -> usize {
        self.meta.seats.len()
    }

    /// Whether `seat` is played by a bot.
    pub(crate) fn is_bot(&self, seat: u8) -> bool {
        matches!(self.meta.seats.get(seat as usize), Some(SeatSetup::Bot { .. }))
    }

    /// The seats a person may join: open, and nobody holding them.
    pub(crate) fn open_seats(&self) -> Vec<u8> {
        (0..self.seats() as u8)
            .filter(|&s| {
                matches!(self.meta.seats[s as usize], SeatSetup::Open) && self.holders[s as usize].is_none()
            })
            .collect()
    }

    /// Validates `action` of `seat` and builds the entries it makes (a move and the chance outcomes drawn
    /// after it from `draw`, or a take-back), on a copy of the game: nothing here changes until
    /// [`Table::commit`].
    ///
    /// # Errors
    /// A refusal saying which rule refused.
    pub(crate) fn prepare(
        &self,
        seat: u8,
        action: &Action,
        action_id: Option<&str>,
        draw: &mut dyn FnMut(&mut dyn DynGame) -> Option<String>,
    ) -> Result<Prepared, Refusal> {
        if self.finished || self.game.status() == Status::Over {
            return Err(Refusal::new(Code::GameOver, "the game is over"));
        }
        let player = PlayerId::from_const(seat);
        match action {
            Action::Play(text) => {
                let (canonical, who) = self
                    .game
                    .who_may_play(text)
                    .map_err(|e| Refusal::new(Code::IllegalMove, format!("move: {e}")))?;
                if !who.contains(&player) {
                    return Err(Refusal::new(
                        Code::NotYourTurn,
                        format!("move: {canonical:?} may not be played by this seat now"),
                    ));
                }
                let mut game = self.game.clone_box();
                let played = game
                    .play_text(Some(player), &canonical)
                    .map_err(|e| Refusal::new(Code::IllegalMove, format!("move: {e}")))?;
                let mut entries = vec![LogEntry {
                    seq: self.version + 1,
                    kind: EntryKind::Move,
                    seat: Some(seat),
                    text: played,
                    action_id: action_id.map(str::to_string),
                }];
                self.draw_chance(&mut *game, &mut entries, draw);
                Ok(Prepared { entries, game, vote: None, vote_failed: None })
            }
            Action::TakeBack => self.ask_take_back(seat),
            Action::Vote(yes) => self.vote_on(seat, *yes, action_id, draw),
        }
    }

    /// Draws nature's outcomes while nature acts, appending them to `entries`.
    fn draw_chance(
        &self,
        game: &mut dyn DynGame,
        entries: &mut Vec<LogEntry>,
        draw: &mut dyn FnMut(&mut dyn DynGame) -> Option<String>,
    ) {
        while game.status() == Status::Chance {
            let Some(outcome) = draw(game) else { break };
            entries.push(LogEntry {
                seq: self.version + 1 + entries.len() as u64,
                kind: EntryKind::Chance,
                seat: None,
                text: outcome,
                action_id: None,
            });
        }
    }

    /// The chance entries nature owes now (a table created at a chance node, such as a first deal).
    pub(crate) fn prepare_chance(
        &self,
        draw: &mut dyn FnMut(&mut dyn DynGame) -> Option<String>,
    ) -> Option<Prepared> {
        if self.game.status() != Status::Chance {
            return None;
        }
        let mut game = self.game.clone_box();
        let mut entries = Vec::new();
        self.draw_chance(&mut *game, &mut entries, draw);
        (!entries.is_empty()).then_some(Prepared { entries, game, vote: None, vote_failed: None })
    }

    /// The plies `seat`'s take-back covers: its last move and everything since.
    fn take_back_plies(&self, seat: u8) -> Result<usize, Refusal> {
        let history = self.game.history();
        let at = history
            .iter()
            .rposition(|ply| ply.seat == Some(PlayerId::from_const(seat)))
            .ok_or_else(|| Refusal::new(Code::TakeBack, "take-back: this seat has not moved"))?;
        // A seat has seen the cards dealt since: taking them back would deal again.
        if self.game.has_hidden_information() && history[at..].iter().any(|ply| ply.seat.is_none()) {
            return Err(Refusal::new(
                Code::TakeBack,
                "take-back: cannot take back past a deal, it has been seen",
            ));
        }
        Ok(history.len() - at)
    }

    fn ask_take_back(&self, seat: u8) -> Result<Prepared, Refusal> {
        if self.vote.is_some() {
            return Err(Refusal::new(Code::TakeBack, "take-back: a vote is already open"));
        }
        let plies = self.take_back_plies(seat)?;
        // The seats still in the game that someone plays: a person's seat nobody holds has no one to ask.
        let voters: Vec<u8> = (0..self.seats() as u8)
            .filter(|&s| !self.presentation.is_out(&*self.game, PlayerId::from_const(s)))
            .filter(|&s| self.is_bot(s) || self.holders[s as usize].is_some())
            .collect();
        let mut ballots = BTreeMap::new();
        ballots.insert(seat, true);
        // Bots agree, as random seats do at the command line.
        for &s in &voters {
            if self.is_bot(s) {
                ballots.insert(s, true);
            }
        }
        let vote = Vote { asker: seat, plies, version: self.version, voters, ballots };
        self.decide(vote, None)
    }

    fn vote_on(
        &self,
        seat: u8,
        yes: bool,
        action_id: Option<&str>,
        _draw: &mut dyn FnMut(&mut dyn DynGame) -> Option<String>,
    ) -> Result<Prepared, Refusal> {
        let Some(vote) = &self.vote else {
            return Err(Refusal::new(Code::TakeBack, "vote: no take-back is being voted on"));
        };
        if !vote.voters.contains(&seat) {
            return Err(Refusal::new(Code::TakeBack, "vote: this seat has no vote (it is out of the game)"));
        }
        if vote.ballots.contains_key(&seat) {
            return Err(Refusal::new(Code::TakeBack, "vote: this seat has voted already"));
        }
        let mut vote = vote.clone();
        vote.ballots.insert(seat, yes);
        self.decide(vote, action_id)
    }

    /// Once every voter has voted, the game's take-back rule decides with their ballots (a rule that asks
    /// no one, the default of games without a vote in their rules, needs every voter's yes); until then the
    /// vote stays open.
    fn decide(&self, vote: Vote, action_id: Option<&str>) -> Result<Prepared, Refusal> {
        if vote.voters.iter().any(|s| !vote.ballots.contains_key(s)) {
            return Ok(Prepared {
                entries: Vec::new(),
                game: self.game.clone_box(),
                vote: Some(vote),
                vote_failed: None,
            });
        }
        let mut asked = false;
        let mut ballot = |p: PlayerId| {
            asked = true;
            vote.ballots.get(&(p.index() as u8)).copied().unwrap_or(false)
        };
        let ruled = self.presentation.take_back(&*self.game, vote.plies, &mut ballot);
        let all_yes = vote.ballots.values().all(|&b| b);
        let refused = match ruled {
            Err(e) => Some(e.to_string()),
            Ok(()) if !asked && !all_yes => Some("the take-back needs every seat's yes".to_string()),
            Ok(()) => None,
        };
        if let Some(reason) = refused {
            return Ok(Prepared {
                entries: Vec::new(),
                game: self.game.clone_box(),
                vote: None,
                vote_failed: Some(reason),
            });
        }
        let mut game = self.game.clone_box();
        game.undo(vote.plies).map_err(|e| Refusal::new(Code::TakeBack, format!("take-back: {e}")))?;
        let entries = vec![LogEntry {
            seq: self.version + 1,
            kind: EntryKind::TakeBack,
            seat: Some(vote.asker),
            text: vote.plies.to_string(),
            action_id: action_id.map(str::to_string),
        }];
        Ok(Prepared { entries, game, vote: None, vote_failed: None })
    }

    /// Applies what [`Table::prepare`] built, once the store took its entries.
    pub(crate) fn commit(&mut self, prepared: Prepared) {
        if let Some(last) = prepared.entries.last() {
            self.version = last.seq;
        }
        for entry in &prepared.entries {
            if let (Some(seat), Some(id)) = (entry.seat, &entry.action_id) {
                self.answers.insert((seat, id.clone()), Answer::Accepted { version: entry.seq });
            }
        }
        self.game = prepared.game;
        // Any entry closes an open vote: the game moved on.
        self.vote = if prepared.entries.is_empty() { prepared.vote } else { None };
    }

    /// The finished game's record text (the rules are the table's preset).
    pub(crate) fn record_text(&self) -> String {
        self.game.record(&self.meta.preset).to_string()
    }
}
