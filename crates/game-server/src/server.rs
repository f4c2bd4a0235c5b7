//! [`Server`]: the tables of one process over a [`Store`]: create, list, join, sit, watch, act; each action
//! validated by the game, stored, then acknowledged and shown to every connection at the table as its seat
//! may see it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::{SystemTime, UNIX_EPOCH};

use abstract_game::PlayerId;
use serde_json::{Value, json};
use tokio::sync::{Mutex, Semaphore, mpsc};

use crate::bots;
use crate::error::{Code, Refusal};
use crate::secret;
use crate::store::{Notice, SeatSetup, Store, StoreError, TableMeta};
use crate::table::{Action, Answer, Prepared, Table};
use crate::view::{parts_of, svg_of, view_of};

/// Where the server writes its log lines (never a token, a hidden card or generator state).
pub type Logger = Arc<dyn Fn(&str) + Send + Sync>;

/// How a server runs.
#[derive(Clone)]
pub struct Config {
    /// Bots thinking at once, at most (each on a blocking thread): other tables' actions never wait for them.
    pub bot_workers: usize,
    /// The longest text frame read, in bytes; a longer one gets a `too-large` error.
    pub max_message: usize,
    /// Messages a connection may send in a burst before it is rate-limited.
    pub rate_burst: u32,
    /// Messages per second a connection may send on average.
    pub rate_per_second: u32,
    /// Tables the lobby lists at most.
    pub list_limit: u32,
    /// Where log lines go (standard error by default).
    pub logger: Logger,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("bot_workers", &self.bot_workers)
            .field("max_message", &self.max_message)
            .field("rate_burst", &self.rate_burst)
            .field("rate_per_second", &self.rate_per_second)
            .finish_non_exhaustive()
    }
}

impl Default for Config {
    fn default() -> Config {
        Config {
            bot_workers: std::thread::available_parallelism().map_or(2, std::num::NonZero::get).max(1),
            max_message: 16 * 1024,
            rate_burst: 40,
            rate_per_second: 20,
            list_limit: 200,
            logger: Arc::new(|line| eprintln!("{line}")),
        }
    }
}

/// What creating a table asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CreateTable {
    /// The registry name of the game.
    pub game: String,
    /// The preset; `None`: the game's default.
    pub preset: Option<String>,
    /// Each seat: open to people or a bot.
    pub seats: Vec<SeatSetup>,
    /// Whether the table is private (joined and watched only with its invite code).
    pub private: bool,
}

/// A table created.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Created {
    /// Its id.
    pub table: String,
    /// The invite code of a private table (shown once: the store keeps its hash).
    pub invite: Option<String>,
}

/// A seat joined.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Joined {
    /// The table's id.
    pub table: String,
    /// The seat.
    pub seat: u8,
    /// The secret seat token (shown once: the store keeps its hash).
    pub token: String,
}

/// A message for one connection, serialized.
pub(crate) type Outgoing = String;

/// A connection that receives a table's messages.
struct Subscriber {
    connection: u64,
    seat: Option<u8>,
    sender: mpsc::UnboundedSender<Outgoing>,
}

/// A table and everything attached to it in this process.
pub(crate) struct Seated {
    pub(crate) table: Table,
    subscribers: Vec<Subscriber>,
    pub(crate) bots: Vec<Option<Arc<StdMutex<traditional_games::Bot>>>>,
    pub(crate) bot_busy: bool,
    /// The table version, and the bots already asked for an out-of-turn action at it.
    pub(crate) asked_out_of_turn: (u64, Vec<u8>),
}

/// A table held by this process.
pub(crate) struct Handle {
    pub(crate) id: String,
    pub(crate) state: Mutex<Seated>,
}

impl Handle {
    /// A table held by this process, with nobody subscribed yet and its bots idle (created or restored).
    fn new(id: String, table: Table, bots: Vec<Option<Arc<StdMutex<traditional_games::Bot>>>>) -> Handle {
        Handle {
            id,
            state: Mutex::new(Seated {
                table,
                subscribers: Vec::new(),
                bots,
                bot_busy: false,
                asked_out_of_turn: (0, Vec::new()),
            }),
        }
    }
}

pub(crate) struct Inner {
    pub(crate) store: Arc<dyn Store>,
    tables: StdMutex<HashMap<String, Arc<Handle>>>,
    pub(crate) bot_permits: Arc<Semaphore>,
    pub(crate) config: Config,
    connections: AtomicU64,
}

/// The tables of one server process over a [`Store`]: create, list, join, sit, watch, act; each action
/// validated by the game, stored, then acknowledged and shown to every connection at the table as its seat
/// may see it. Cheap to clone (one shared state).
#[derive(Clone)]
pub struct Server {
    pub(crate) inner: Arc<Inner>,
}

impl std::fmt::Debug for Server {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Server").field("config", &self.inner.config).finish_non_exhaustive()
    }
}

fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

fn store_refusal(e: &StoreError) -> Refusal {
    match e {
        StoreError::NoSuchTable(_) => Refusal::new(Code::NoSuchTable, "table: no table has this id"),
        StoreError::Finished(_) => Refusal::new(Code::GameOver, "the game is over"),
        StoreError::Conflict { .. } => Refusal::new(Code::Store, "the table changed meanwhile; try again"),
        StoreError::Backend(_) => {
            Refusal::new(Code::Store, "the store failed; nothing was changed, try again")
        }
    }
}

/// Draws nature's outcome with a fresh OS-seeded generator.
fn draw(game: &mut dyn game_runtime::DynGame) -> Option<String> {
    game.draw_chance(&mut secret::chance_rng())
}

impl Server {
    /// A server over `store`: every unfinished table is restored by replaying its log through the engine, its
    /// bots start, and other processes' appends (the store's notices) are followed.
    ///
    /// # Errors
    /// The store's error when it cannot list or load the tables.
    pub async fn start(store: Arc<dyn Store>, config: Config) -> Result<Server, StoreError> {
        let server = Server {
            inner: Arc::new(Inner {
                store,
                tables: StdMutex::new(HashMap::new()),
                bot_permits: Arc::new(Semaphore::new(config.bot_workers.max(1))),
                config,
                connections: AtomicU64::new(0),
            }),
        };
        let ids = server.inner.store.unfinished_tables().await?;
        let mut restored = 0;
        for id in ids {
            match server.handle(&id).await {
                Ok(handle) => {
                    restored += 1;
                    server.settle(&handle).await;
                }
                Err(e) => server.log(&format!("table {id} not restored: {}", e.message)),
            }
        }
        server.log(&format!("{restored} unfinished tables restored"));
        server.follow_notices();
        Ok(server)
    }

    pub(crate) fn log(&self, line: &str) {
        (self.inner.config.logger)(line);
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.inner.config
    }

    /// A new connection number.
    pub(crate) fn next_connection(&self) -> u64 {
        self.inner.connections.fetch_add(1, Ordering::Relaxed)
    }

    /// Re-reads tables another process appended to (a store shared between processes says so). Each notice
    /// is followed in a task of its own, so that a table whose lock is busy does not hold up the others; when
    /// notices were lost (the stream lagged), every table held catches up.
    fn follow_notices(&self) {
        let mut notices = self.inner.store.subscribe();
        let server = self.clone();
        tokio::spawn(async move {
            loop {
                let held = |table: &str| {
                    server
                        .inner
                        .tables
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .get(table)
                        .cloned()
                };
                match notices.recv().await {
                    Ok(notice) => {
                        let (Notice::Appended { table, .. } | Notice::Seats { table }) = &notice;
                        if let Some(handle) = held(table) {
                            let seq = match notice {
                                Notice::Appended { seq, .. } => Some(seq),
                                Notice::Seats { .. } => None,
                            };
                            tokio::spawn(server.clone().follow(handle, seq));
                        }
                    }
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {
                        let all: Vec<Arc<Handle>> = server
                            .inner
                            .tables
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner)
                            .values()
                            .cloned()
                            .collect();
                        for handle in all {
                            tokio::spawn(server.clone().follow(handle, None));
                        }
                    }
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
                }
            }
        });
    }

    /// Catches a table up after a notice: an append up to `seq` (skipped when already applied), or `None`:
    /// its seats changed, or notices were lost.
    async fn follow(self, handle: Arc<Handle>, seq: Option<u64>) {
        let mut state = handle.state.lock().await;
        if seq.is_some_and(|seq| seq <= state.table.version) {
            return;
        }
        self.catch_up(&mut state).await;
        Self::broadcast(&state, None);
        drop(state);
        bots::schedule(&self, &handle);
    }

    /// The table with this id, from memory or restored from the store.
    pub(crate) async fn handle(&self, id: &str) -> Result<Arc<Handle>, Refusal> {
        if let Some(handle) =
            self.inner.tables.lock().unwrap_or_else(std::sync::PoisonError::into_inner).get(id)
        {
            return Ok(handle.clone());
        }
        let stored = self
            .inner
            .store
            .load_table(id.to_string())
            .await
            .map_err(|e| store_refusal(&e))?
            .ok_or_else(|| Refusal::new(Code::NoSuchTable, "table: no table has this id"))?;
        let table = Table::restore(stored)?;
        let bots = Self::make_bots(&table)?;
        let handle = Arc::new(Handle::new(id.to_string(), table, bots));
        let handle = {
            let mut tables = self.inner.tables.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            tables.entry(id.to_string()).or_insert(handle).clone()
        };
        // A notice that came while the table was loading found it not held yet and was dropped: read what
        // another process appended meanwhile, or this table would wait for a move it never hears of.
        self.catch_up(&mut *handle.state.lock().await).await;
        Ok(handle)
    }

    fn make_bots(table: &Table) -> Result<Vec<Option<Arc<StdMutex<traditional_games::Bot>>>>, Refusal> {
        let seed = u64::from_str_radix(&secret::random_hex(8), 16).unwrap_or(0);
        table
            .meta
            .seats
            .iter()
            .enumerate()
            .map(|(seat, setup)| match setup {
                SeatSetup::Open => Ok(None),
                SeatSetup::Bot { bot } => {
                    let mut made = traditional_games::Bot::for_entry(
                        table.entry,
                        bot,
                        PlayerId::from_const(seat as u8),
                        seed,
                    )
                    .map_err(|e| Refusal::new(Code::BadField, format!("seats[{seat}].bot: {e}")))?;
                    made.check(&*table.game)
                        .map_err(|e| Refusal::new(Code::BadField, format!("seats[{seat}].bot: {e}")))?;
                    Ok(Some(Arc::new(StdMutex::new(made))))
                }
            })
            .collect()
    }

    /// Creates a table; its first chance outcomes (a deal) are drawn and stored at once, and its bots start.
    ///
    /// # Errors
    /// A refusal naming the field (unknown game or preset, seat count, a bot kind that does not fit).
    pub async fn create_table(&self, request: CreateTable) -> Result<Created, Refusal> {
        let entry = traditional_games::find(&request.game)
            .map_err(|e| Refusal::new(Code::BadField, format!("game: {e}")))?;
        let preset = request.preset.unwrap_or_else(|| entry.default_preset().to_string());
        let invite = request.private.then(|| secret::random_hex(16));
        let meta = TableMeta {
            id: secret::random_hex(16),
            game: request.game,
            preset,
            invite_hash: invite.as_deref().map(secret::hash),
            seats: request.seats,
            created_ms: now_ms(),
        };
        let table = Table::new(meta.clone())?;
        let bots = Self::make_bots(&table)?;
        self.inner.store.create_table(meta.clone()).await.map_err(|e| store_refusal(&e))?;
        let handle = Arc::new(Handle::new(meta.id.clone(), table, bots));
        self.inner
            .tables
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(meta.id.clone(), handle.clone());
        self.log(&format!("table {} created: {} ({})", meta.id, meta.game, meta.preset));
        self.settle(&handle).await;
        Ok(Created { table: meta.id, invite })
    }

    /// Draws and stores what nature owes now, then starts the bots.
    async fn settle(&self, handle: &Arc<Handle>) {
        {
            let mut state = handle.state.lock().await;
            if let Some(prepared) = state.table.prepare_chance(&mut draw) {
                let id = state.table.meta.id.clone();
                match self.inner.store.append(id, prepared.entries.clone()).await {
                    Ok(()) => {
                        state.table.commit(prepared);
                        self.finish_if_over(&mut state).await;
                        Self::broadcast(&state, None);
                    }
                    Err(e) => self.log(&format!("table {}: chance not stored: {e}", handle.id)),
                }
            }
        }
        bots::schedule(self, handle);
    }

    /// The open public tables, newest first: id, game, preset, seats (name, kind, whether taken).
    ///
    /// # Errors
    /// A `store` refusal when the store fails.
    pub async fn list_tables(&self) -> Result<Vec<Value>, Refusal> {
        let tables = self
            .inner
            .store
            .public_tables(self.inner.config.list_limit)
            .await
            .map_err(|e| store_refusal(&e))?;
        Ok(tables
            .into_iter()
            .filter_map(|stored| {
                let entry = traditional_games::find(&stored.meta.game).ok()?;
                let names = entry.seat_names(&stored.meta.preset).ok()?;
                let open = stored
                    .meta
                    .seats
                    .iter()
                    .zip(&stored.holders)
                    .any(|(setup, holder)| matches!(setup, SeatSetup::Open) && holder.is_none());
                open.then(|| {
                    json!({
                        "table": stored.meta.id,
                        "game": stored.meta.game,
                        "preset": stored.meta.preset,
                        "seats": seats_json(&stored.meta.seats, &stored.holders, &names),
                    })
                })
            })
            .collect())
    }

    /// The id of a table from its id or (for a private table) its invite code, checking that a private table
    /// is reached only through its invite code.
    async fn reach(&self, table: Option<&str>, invite: Option<&str>) -> Result<Arc<Handle>, Refusal> {
        let id = match (table, invite) {
            (_, Some(code)) => self
                .inner
                .store
                .table_by_invite(secret::hash(code))
                .await
                .map_err(|e| store_refusal(&e))?
                .ok_or_else(|| Refusal::new(Code::NoSuchTable, "invite: no table has this invite code"))?,
            (Some(id), None) => id.to_string(),
            (None, None) => return Err(Refusal::new(Code::BadField, "table: missing (or give invite)")),
        };
        let handle = self.handle(&id).await?;
        let state = handle.state.lock().await;
        if let (Some(hash), None) = (&state.table.meta.invite_hash, invite) {
            let _ = hash;
            return Err(Refusal::new(Code::Private, "table: private, join or watch it with its invite code"));
        }
        if table.is_some_and(|t| t != state.table.meta.id) {
            return Err(Refusal::new(Code::NoSuchTable, "invite: the invite code is for another table"));
        }
        drop(state);
        Ok(handle.clone())
    }

    /// Joins a seat (the given one, or the first open one): the answer carries the seat's secret token.
    ///
    /// # Errors
    /// A refusal: no such table, a private table without its invite, the seat taken or a bot's, no seat open.
    pub async fn join(
        &self,
        table: Option<&str>,
        invite: Option<&str>,
        seat: Option<u8>,
    ) -> Result<Joined, Refusal> {
        let handle = self.reach(table, invite).await?;
        let mut state = handle.state.lock().await;
        if state.table.finished {
            return Err(Refusal::new(Code::GameOver, "the game is over"));
        }
        let open = state.table.open_seats();
        let seat = match seat {
            Some(seat) if (seat as usize) >= state.table.seats() => {
                return Err(Refusal::new(
                    Code::BadField,
                    format!("seat: the table has {} seats", state.table.seats()),
                ));
            }
            Some(seat) if !open.contains(&seat) => {
                return Err(Refusal::new(Code::SeatTaken, format!("seat: seat {seat} is taken or a bot's")));
            }
            Some(seat) => seat,
            None => *open.first().ok_or_else(|| Refusal::new(Code::SeatTaken, "seat: no seat is open"))?,
        };
        let token = secret::token();
        let hash = secret::hash(&token);
        match self.inner.store.set_holder(handle.id.clone(), seat, None, Some(hash.clone())).await {
            Ok(()) => {}
            Err(StoreError::Conflict { .. }) => {
                self.catch_up(&mut state).await;
                return Err(Refusal::new(Code::SeatTaken, format!("seat: seat {seat} was just taken")));
            }
            Err(e) => return Err(store_refusal(&e)),
        }
        state.table.holders[seat as usize] = Some(hash);
        Self::broadcast(&state, None);
        Ok(Joined { table: handle.id.clone(), seat, token })
    }

    /// The record of a finished game (the PGN-like text `games replay` reads).
    ///
    /// # Errors
    /// `no-such-table`, or `game-over`'s opposite: a refusal with code `bad-field` while the game goes on.
    pub async fn record(&self, table: &str) -> Result<String, Refusal> {
        match self.inner.store.record(table.to_string()).await.map_err(|e| store_refusal(&e))? {
            Some(record) => Ok(record),
            None => {
                match self.inner.store.load_table(table.to_string()).await.map_err(|e| store_refusal(&e))? {
                    Some(_) => Err(Refusal::new(Code::BadField, "table: the game is not over yet")),
                    None => Err(Refusal::new(Code::NoSuchTable, "table: no table has this id")),
                }
            }
        }
    }

    /// Whether the store takes writes now.
    pub async fn healthy(&self) -> bool {
        self.inner.store.check_writable().await.is_ok()
    }

    /// Seats a connection with its token: the seat's view is sent at once, then every change.
    pub(crate) async fn sit(
        &self,
        connection: u64,
        table: &str,
        token: &str,
        sender: mpsc::UnboundedSender<Outgoing>,
    ) -> Result<(Arc<Handle>, u8), Refusal> {
        let handle = self
            .handle(table)
            .await
            .map_err(|_| Refusal::new(Code::BadToken, "token: not valid at this table"))?;
        let mut state = handle.state.lock().await;
        let hash = secret::hash(token);
        // Another process may have seated it or played on (a notice can be missed while the listening
        // connection reconnects): read the holders and the log again before the view is sent.
        self.catch_up(&mut state).await;
        let seat = state.table.holders.iter().position(|h| h.as_deref() == Some(hash.as_str()));
        let seat = seat.ok_or_else(|| Refusal::new(Code::BadToken, "token: not valid at this table"))? as u8;
        state.subscribers.retain(|s| s.connection != connection);
        let _ = sender.send(state_message(&state, Some(seat)));
        state.subscribers.push(Subscriber { connection, seat: Some(seat), sender });
        drop(state);
        Ok((handle, seat))
    }

    /// Adds a spectator: the public view at once, then every change.
    pub(crate) async fn watch(
        &self,
        connection: u64,
        table: &str,
        invite: Option<&str>,
        sender: mpsc::UnboundedSender<Outgoing>,
    ) -> Result<Arc<Handle>, Refusal> {
        let handle = self.reach(Some(table), invite).await?;
        let mut state = handle.state.lock().await;
        state.subscribers.retain(|s| s.connection != connection);
        let _ = sender.send(state_message(&state, None));
        state.subscribers.push(Subscriber { connection, seat: None, sender });
        drop(state);
        Ok(handle)
    }

    /// Stops sending a table's messages to a connection.
    pub(crate) async fn detach(&self, handle: &Handle, connection: u64) {
        handle.state.lock().await.subscribers.retain(|s| s.connection != connection);
    }

    /// Gives up a seat: its token stops working and the seat is open again.
    pub(crate) async fn leave(&self, handle: &Handle, connection: u64, seat: u8) -> Result<(), Refusal> {
        let mut state = handle.state.lock().await;
        let held = state.table.holders[seat as usize].clone();
        self.inner
            .store
            .set_holder(handle.id.clone(), seat, held, None)
            .await
            .map_err(|e| store_refusal(&e))?;
        state.table.holders[seat as usize] = None;
        state.subscribers.retain(|s| s.connection != connection);
        Self::broadcast(&state, None);
        Ok(())
    }

    /// Whether `seat`'s holder is still the one with this token hash (a seat given up and taken by another
    /// stops the old connection).
    pub(crate) async fn still_holds(&self, handle: &Handle, seat: u8, token_hash: &str) -> bool {
        handle
            .state
            .lock()
            .await
            .table
            .holders
            .get(seat as usize)
            .is_some_and(|h| h.as_deref() == Some(token_hash))
    }

    /// One action of `seat` at the table: a repeated id gets its first answer; a stale version gets `Ok(None)`
    /// (the caller resyncs); else the game validates it, the store takes it, and every connection at the
    /// table is sent its view.
    pub(crate) async fn act(
        &self,
        handle: &Arc<Handle>,
        seat: u8,
        id: Option<&str>,
        version: u64,
        action: &Action,
    ) -> Result<Option<Answer>, Refusal> {
        let mut state = handle.state.lock().await;
        if version > state.table.version {
            // The client saw a newer state (from another process) than this process holds: read the log.
            self.catch_up(&mut state).await;
        }
        if let Some(id) = id
            && let Some(answer) = state.table.answers.get(&(seat, id.to_string()))
        {
            return Ok(Some(answer.clone()));
        }
        if version != state.table.version {
            return Ok(None);
        }
        let prepared = match state.table.prepare(seat, action, id, &mut draw) {
            Ok(prepared) => prepared,
            Err(refusal) => {
                if let Some(id) = id {
                    state.table.remember_refusal(seat, id, &refusal);
                }
                return Ok(Some(Answer::Refused(refusal)));
            }
        };
        let answer = self.store_and_commit(&mut state, prepared, seat, id).await?;
        drop(state);
        bots::schedule(self, handle);
        Ok(answer)
    }

    /// Stores the prepared entries; on success applies them and tells the table. A lost conditional append
    /// (another process appended first) catches up and answers stale (`None`).
    async fn store_and_commit(
        &self,
        state: &mut Seated,
        prepared: Prepared,
        seat: u8,
        id: Option<&str>,
    ) -> Result<Option<Answer>, Refusal> {
        let notice = prepared.vote_failed.clone();
        if !prepared.entries.is_empty() {
            match self.inner.store.append(state.table.meta.id.clone(), prepared.entries.clone()).await {
                Ok(()) => {}
                Err(StoreError::Conflict { .. }) => {
                    self.catch_up(state).await;
                    Self::broadcast(state, None);
                    return Ok(None);
                }
                Err(e) => {
                    self.log(&format!("table {}: append failed: {e}", state.table.meta.id));
                    return Err(store_refusal(&e));
                }
            }
        }
        let stored_nothing = prepared.entries.is_empty();
        state.table.commit(prepared);
        let answer = Answer::Accepted { version: state.table.version };
        if stored_nothing && let Some(id) = id {
            // A vote changes no log: its answer is kept in memory only.
            state.table.answers.insert((seat, id.to_string()), answer.clone());
        }
        self.finish_if_over(state).await;
        Self::broadcast(state, notice.as_deref());
        Ok(Some(answer))
    }

    /// Stores the record of a game that just ended.
    async fn finish_if_over(&self, state: &mut Seated) {
        if state.table.finished || state.table.game.status() != abstract_game::Status::Over {
            return;
        }
        let record = state.table.record_text();
        match self.inner.store.finish(state.table.meta.id.clone(), record).await {
            Ok(()) => {
                state.table.finished = true;
                self.log(&format!("table {}: game over", state.table.meta.id));
            }
            Err(e) => self.log(&format!("table {}: record not stored: {e}", state.table.meta.id)),
        }
    }

    /// Applies what another process appended and reads the seat holders again.
    async fn catch_up(&self, state: &mut Seated) {
        let id = state.table.meta.id.clone();
        match self.inner.store.load_table(id.clone()).await {
            Ok(Some(stored)) => {
                state.table.holders = stored.holders;
                let version = state.table.version;
                for entry in stored.log.iter().filter(|e| e.seq > version) {
                    if let Err(e) = state.table.apply(entry) {
                        self.log(&format!("table {id}: {}", e.message));
                        break;
                    }
                }
                state.table.finished = stored.finished;
            }
            Ok(None) => {}
            Err(e) => self.log(&format!("table {id}: catching up failed: {e}")),
        }
        // A process killed between storing a game's last move and storing its record left the game over but
        // not finished: whoever reads the log next keeps the record (restore runs through here too).
        self.finish_if_over(state).await;
    }

    /// Sends every connection at the table its view (with `notice`, a line for everyone).
    fn broadcast(state: &Seated, notice: Option<&str>) {
        let mut by_seat: HashMap<Option<u8>, Outgoing> = HashMap::new();
        for subscriber in &state.subscribers {
            let message =
                by_seat.entry(subscriber.seat).or_insert_with(|| state_message(state, subscriber.seat));
            if let Some(notice) = notice {
                let _ = subscriber.sender.send(json!({"type": "notice", "text": notice}).to_string());
            }
            let _ = subscriber.sender.send(message.clone());
        }
    }
}

/// The seats as the protocol lists them.
fn seats_json(setups: &[SeatSetup], holders: &[Option<String>], names: &[&str]) -> Value {
    setups
        .iter()
        .zip(holders)
        .enumerate()
        .map(|(seat, (setup, holder))| {
            let name = names.get(seat).copied().unwrap_or("");
            match setup {
                SeatSetup::Open => {
                    json!({"seat": seat, "name": name, "kind": "person", "taken": holder.is_some()})
                }
                SeatSetup::Bot { bot } => {
                    json!({"seat": seat, "name": name, "kind": "bot", "bot": bot, "taken": true})
                }
            }
        })
        .collect()
}

/// The `state` message for `seat` (`None`: a spectator).
pub(crate) fn state_message(state: &Seated, seat: Option<u8>) -> Outgoing {
    let table = &state.table;
    let player = seat.map(PlayerId::from_const);
    let names: Vec<&str> = PlayerId::all(table.game.num_players()).map(|s| table.game.seat_name(s)).collect();
    let vote = table.vote.as_ref().map(|vote| {
        json!({
            "asker": vote.asker,
            "plies": vote.plies,
            "voters": vote.voters,
            "votes": vote.ballots.iter().map(|(s, b)| json!({"seat": s, "yes": b})).collect::<Vec<_>>(),
        })
    });
    json!({
        "type": "state",
        "table": table.meta.id,
        "game": table.meta.game,
        "preset": table.meta.preset,
        "version": table.version,
        "seat": seat,
        "seats": seats_json(&table.meta.seats, &table.holders, &names),
        "view": view_of(&*table.game, player),
        "svg": svg_of(&*table.game, player),
        "parts": parts_of(&*table.game, &*table.presentation, player),
        "vote": vote,
    })
    .to_string()
}
