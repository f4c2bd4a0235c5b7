//! The storage seam: what a table keeps so that no acknowledged action is lost, and the one trait, [`Store`],
//! every backend implements ([`SqliteStore`] here; a PostgreSQL store plugs in the same way).
//!
//! # What a store holds
//!
//! - **Tables** ([`TableMeta`]): id, game, preset, whether private (then the SHA-256 hash of its invite code),
//!   and each seat's kind (open to people, or a bot with its seat kind). Written once, at creation.
//! - **Seat holders**: for each seat, the SHA-256 hash (hex) of the secret token of the person sitting there,
//!   or nothing. A token itself is never stored: the server hands it out once and keeps its hash.
//!   Changes are conditional ([`Store::set_holder`]): compare-and-set on the hash the caller believes is
//!   there, so two processes can never both give the same seat away.
//! - **The log** ([`LogEntry`]): every accepted action, chance outcome and take-back, numbered 1, 2, 3...
//!   per table. [`Store::append`] is conditional on the table's next number: the entries passed must start at
//!   `last + 1`, or the store answers [`StoreError::Conflict`] and writes nothing. So two processes serving
//!   the same table can never both append entry `n`: the loser re-reads the log ([`Store::read_log`]),
//!   applies what it missed, and answers its client with a resync. A batch is written atomically (all of it
//!   or none) and durably before the future resolves: the server acknowledges an action only then.
//! - **Finished games** ([`Store::finish`]): the record text (the PGN-like `GameRecord` that `games replay`
//!   reads) is kept with the table, which is no longer listed by [`Store::unfinished_tables`].
//!
//! # Other processes
//!
//! [`Store::subscribe`] gives a stream of [`Notice`]s: "table T has entries up to n", "table T's seats
//! changed". A store shared by several processes (PostgreSQL's `LISTEN`/`NOTIFY`) sends one for every append
//! and seat change, its own included; the server re-reads the log of a table it holds when a notice names an
//! entry it has not applied. [`SqliteStore`] serves one process and never sends any: its own process already
//! knows.
//!
//! # Writing a backend
//!
//! Every method returns a boxed `Send` future ([`StoreFuture`]) so a backend may be async (a network client)
//! or blocking behind a thread of its own (as [`SqliteStore`] is). Arguments are owned so the futures borrow
//! only `self`. Errors other than [`StoreError::Conflict`], [`StoreError::NoSuchTable`] and
//! [`StoreError::Finished`] are [`StoreError::Backend`] with the backend's words; the server answers them with
//! a `store` error and changes nothing in memory.

#[cfg(feature = "postgres")]
mod postgres;
mod sqlite;

use std::future::Future;
use std::pin::Pin;

use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

#[cfg(feature = "postgres")]
pub use postgres::PostgresStore;
pub use sqlite::SqliteStore;

/// The future every [`Store`] method returns.
pub type StoreFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

/// What a seat is at creation: open to a person, or played by a bot of a seat kind (`random`, `ismcts:200`,
/// `bot:0.5s`: the registry's words).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum SeatSetup {
    /// A person takes it by joining.
    Open,
    /// A bot plays it.
    Bot {
        /// The bot's seat kind, as [`traditional_games::Bot::new`] reads it.
        bot: String,
    },
}

/// A table as created: never changed afterwards.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TableMeta {
    /// The table's id: 32 hex digits from the OS's generator (not guessable).
    pub id: String,
    /// The registry name of the game.
    pub game: String,
    /// The preset (or rules string) it is played under.
    pub preset: String,
    /// The SHA-256 hash (hex) of the invite code of a private table; `None`: a public table.
    pub invite_hash: Option<String>,
    /// Each seat's kind, in seat order.
    pub seats: Vec<SeatSetup>,
    /// Milliseconds since the Unix epoch when it was created.
    pub created_ms: u64,
}

/// What kind of entry a log line is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum EntryKind {
    /// A seat's move, on turn or out of turn (`seat` is set).
    Move,
    /// Nature's outcome, drawn by the server (`seat` is `None`).
    Chance,
    /// A take-back the seats agreed to: `text` is the number of plies taken back, `seat` the asker.
    TakeBack,
}

impl EntryKind {
    /// The word stored for it.
    pub fn as_str(self) -> &'static str {
        match self {
            EntryKind::Move => "move",
            EntryKind::Chance => "chance",
            EntryKind::TakeBack => "takeBack",
        }
    }

    /// The kind a stored word names.
    pub fn parse(word: &str) -> Option<EntryKind> {
        match word {
            "move" => Some(EntryKind::Move),
            "chance" => Some(EntryKind::Chance),
            "takeBack" => Some(EntryKind::TakeBack),
            _ => None,
        }
    }
}

/// One entry of a table's log.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LogEntry {
    /// Its number in the table's log, from 1, without gaps.
    pub seq: u64,
    /// What it is.
    pub kind: EntryKind,
    /// The seat that acted (a move, or the asker of a take-back); `None` for nature.
    pub seat: Option<u8>,
    /// The move in the game's notation, or the plies taken back.
    pub text: String,
    /// The id the client gave the action (so a repeated id gets the first answer, across restarts and
    /// processes); `None` for bots and nature.
    pub action_id: Option<String>,
}

/// A table as the store holds it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StoredTable {
    /// Its creation.
    pub meta: TableMeta,
    /// Each seat's holder: the hash of the token of the person there.
    pub holders: Vec<Option<String>>,
    /// The whole log, in order.
    pub log: Vec<LogEntry>,
    /// Whether the game is over (its record kept).
    pub finished: bool,
}

/// A change another process made, from [`Store::subscribe`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Notice {
    /// The table's log now holds entries up to `seq`.
    Appended {
        /// The table.
        table: String,
        /// The last entry's number.
        seq: u64,
    },
    /// A seat of the table was taken or given up.
    Seats {
        /// The table.
        table: String,
    },
}

/// Why a store refused or failed.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum StoreError {
    /// The conditional write lost: the log's last entry is not the one the caller built on, or the seat's
    /// holder is not the one it expected. Nothing was written.
    #[error("conflict: the table changed (its log holds {last} entries)")]
    Conflict {
        /// The number of the log's last entry now.
        last: u64,
    },
    /// No table has this id.
    #[error("no table {0}")]
    NoSuchTable(String),
    /// The table's game is over: its log takes no more entries.
    #[error("the game at table {0} is over")]
    Finished(String),
    /// The backend failed (disk, connection); its own words.
    #[error("store: {0}")]
    Backend(String),
}

/// Where tables live. See the [module docs](self) for what each method must guarantee.
pub trait Store: Send + Sync + 'static {
    /// Stores a new table, its seats all empty and its log empty.
    fn create_table(&self, meta: TableMeta) -> StoreFuture<'_, ()>;
    /// The table with this id, its holders and log; `None` when there is none.
    fn load_table(&self, id: String) -> StoreFuture<'_, Option<StoredTable>>;
    /// The id of the private table whose invite code hashes to `invite_hash`.
    fn table_by_invite(&self, invite_hash: String) -> StoreFuture<'_, Option<String>>;
    /// The ids of every table whose game is not over, oldest first: what a starting server restores.
    fn unfinished_tables(&self) -> StoreFuture<'_, Vec<String>>;
    /// The public tables whose game is not over, with their holders (their logs empty), newest first, at most
    /// `limit`: the lobby.
    fn public_tables(&self, limit: u32) -> StoreFuture<'_, Vec<StoredTable>>;
    /// Appends `entries` (numbered consecutively) to the table's log, atomically and durably, if its log's
    /// last entry is numbered `entries[0].seq - 1`; else [`StoreError::Conflict`] and nothing is written.
    /// [`StoreError::Finished`] once the game is over.
    fn append(&self, table: String, entries: Vec<LogEntry>) -> StoreFuture<'_, ()>;
    /// The table's log entries numbered above `after`, in order.
    fn read_log(&self, table: String, after: u64) -> StoreFuture<'_, Vec<LogEntry>>;
    /// Sets seat `seat`'s holder to `holder` if it is `expected` now; else [`StoreError::Conflict`].
    fn set_holder(
        &self,
        table: String,
        seat: u8,
        expected: Option<String>,
        holder: Option<String>,
    ) -> StoreFuture<'_, ()>;
    /// Marks the game over and keeps its record text.
    fn finish(&self, table: String, record: String) -> StoreFuture<'_, ()>;
    /// The record text of a finished game; `None` while it is not over (or no such table).
    fn record(&self, table: String) -> StoreFuture<'_, Option<String>>;
    /// Succeeds when the store takes writes now (a write that changes nothing, made durable).
    fn check_writable(&self) -> StoreFuture<'_, ()>;
    /// Changes made by other processes, as they happen (see the [module docs](self)).
    fn subscribe(&self) -> broadcast::Receiver<Notice>;
}
