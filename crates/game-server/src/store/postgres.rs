//! [`PostgresStore`]: several server processes on one PostgreSQL database.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use futures_util::StreamExt;
use tokio::sync::{Mutex, broadcast};
use tokio_postgres::{AsyncMessage, Client, Config, GenericClient, NoTls, Row};

use super::{EntryKind, LogEntry, Notice, SeatSetup, Store, StoreError, StoreFuture, StoredTable, TableMeta};

/// The channel of `LISTEN`/`NOTIFY`.
const CHANNEL: &str = "game_server";

/// How many connections run requests (the listening one is apart).
const POOL: usize = 4;

/// The schema, the same tables as the SQLite store's. Made under an advisory lock: two processes starting
/// at once would otherwise race in `CREATE TABLE IF NOT EXISTS`.
const SCHEMA: &str = "
    SELECT pg_advisory_xact_lock(4711280028);
    CREATE TABLE IF NOT EXISTS game_tables (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        preset TEXT NOT NULL,
        invite_hash TEXT UNIQUE,
        seats TEXT NOT NULL,
        created_ms BIGINT NOT NULL,
        finished BOOLEAN NOT NULL DEFAULT FALSE,
        record TEXT
    );
    CREATE TABLE IF NOT EXISTS seat_holders (
        table_id TEXT NOT NULL REFERENCES game_tables(id),
        seat INTEGER NOT NULL,
        token_hash TEXT,
        PRIMARY KEY (table_id, seat)
    );
    CREATE TABLE IF NOT EXISTS log (
        table_id TEXT NOT NULL REFERENCES game_tables(id),
        seq BIGINT NOT NULL,
        kind TEXT NOT NULL,
        seat INTEGER,
        text TEXT NOT NULL,
        action_id TEXT,
        PRIMARY KEY (table_id, seq)
    );
    CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, at BIGINT NOT NULL);
";

fn backend(e: impl std::fmt::Display) -> StoreError {
    StoreError::Backend(e.to_string())
}

/// The PostgreSQL store: one database shared by several server processes (behind a load balancer, any process
/// serves any table).
///
/// - **The database orders each table's actions**: the log's key is (table, seq), and an append runs in one
///   transaction that checks the log's last number, then inserts with `ON CONFLICT DO NOTHING`: when another
///   process stored the same number first (even one whose transaction is still open: the key makes the
///   second insert wait for the first to commit or roll back), nothing is written and the caller is told
///   [`StoreError::Conflict`]. A batch is all or nothing.
/// - **It tells the other processes**: the append's transaction sends `NOTIFY game_server, 'a <seq> <table>'`
///   (seat changes `'s <table>'`), which PostgreSQL delivers to every listening process when, and only when,
///   the transaction commits. Each process listens on a connection of its own and turns the notifications
///   into [`Notice`]s (its own appends included: the server ignores a notice about an entry it applied).
/// - **Durable**: PostgreSQL's commit (with its default `synchronous_commit = on`) is on disk before the
///   future resolves; PostgreSQL groups concurrent commits into one WAL flush by itself.
///
/// Connections: a small pool (a transaction needs a connection of its own while it runs); a connection the
/// database closed is opened again on the next request. The listening connection reconnects by itself after
/// a pause; notifications sent while it was down are lost (PostgreSQL keeps none for a listener that is not
/// there), which the server covers by reading a table's log again whenever a seat sits or a client names a
/// newer version than its own.
pub struct PostgresStore {
    config: Config,
    pool: Vec<Mutex<Option<Client>>>,
    next: AtomicUsize,
    notices: broadcast::Sender<Notice>,
    listener: tokio::task::JoinHandle<()>,
}

impl std::fmt::Debug for PostgresStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The configuration may hold a password: never printed.
        f.debug_struct("PostgresStore").finish_non_exhaustive()
    }
}

impl Drop for PostgresStore {
    fn drop(&mut self) {
        self.listener.abort();
    }
}

async fn open(config: &Config) -> Result<Client, StoreError> {
    let (client, connection) = config.connect(NoTls).await.map_err(backend)?;
    tokio::spawn(async move {
        // Ends when the connection does; the client then reports itself closed and is opened again.
        let _ = connection.await;
    });
    Ok(client)
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://user@host:port/db`, or libpq's `key=value` form; a
    /// unix socket as a percent-encoded path host), makes the schema if missing, and starts listening for
    /// other processes' appends. Must be called inside a tokio runtime.
    ///
    /// # Errors
    /// [`StoreError::Backend`] when the address does not parse, the database cannot be reached, or the
    /// schema cannot be made.
    pub async fn connect(url: &str) -> Result<PostgresStore, StoreError> {
        let config: Config = url.parse().map_err(|e| backend(format!("database address: {e}")))?;
        let first = open(&config).await?;
        first.batch_execute(&format!("BEGIN; {SCHEMA} COMMIT;")).await.map_err(backend)?;
        let (notices, _) = broadcast::channel(4096);
        let first_listening = listening(&config).await?;
        let listener = tokio::spawn(listen(config.clone(), notices.clone(), first_listening));
        let mut pool = vec![Mutex::new(Some(first))];
        pool.extend((1..POOL).map(|_| Mutex::new(None)));
        Ok(PostgresStore { config, pool, next: AtomicUsize::new(0), notices, listener })
    }

    /// Runs `work` on a connection of the pool (opened again if the database closed it).
    async fn with<T>(
        &self,
        work: impl AsyncFnOnce(&mut Client) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        let start = self.next.fetch_add(1, Ordering::Relaxed);
        // A free connection if there is one, else wait for the next in turn.
        let mut slot = None;
        for i in 0..self.pool.len() {
            if let Ok(guard) = self.pool[(start + i) % self.pool.len()].try_lock() {
                slot = Some(guard);
                break;
            }
        }
        let mut slot = match slot {
            Some(slot) => slot,
            None => self.pool[start % self.pool.len()].lock().await,
        };
        if slot.as_ref().is_none_or(Client::is_closed) {
            *slot = Some(open(&self.config).await?);
        }
        let client = slot.as_mut().expect("opened just above");
        work(client).await
    }
}

/// A connection that listens: its client (kept to keep it open), the task pumping its messages, and the
/// notifications' payloads.
type Listening = (Client, tokio::task::JoinHandle<()>, tokio::sync::mpsc::UnboundedReceiver<String>);

/// Opens a connection and listens on it; ready once `LISTEN` is done, so no later commit goes unheard.
async fn listening(config: &Config) -> Result<Listening, StoreError> {
    let (client, mut connection) = config.connect(NoTls).await.map_err(backend)?;
    let (ready, messages) = tokio::sync::mpsc::unbounded_channel();
    let pump = tokio::spawn(async move {
        let mut stream = futures_util::stream::poll_fn(move |cx| connection.poll_message(cx));
        while let Some(Ok(message)) = stream.next().await {
            if let AsyncMessage::Notification(note) = message {
                let _ = ready.send(note.payload().to_string());
            }
        }
    });
    if let Err(e) = client.batch_execute(&format!("LISTEN {CHANNEL}")).await {
        pump.abort();
        return Err(backend(e));
    }
    Ok((client, pump, messages))
}

/// Passes the notifications on as notices, forever: when the listening connection is lost, it is opened
/// again after a pause.
async fn listen(config: Config, notices: broadcast::Sender<Notice>, first: Listening) {
    let mut current = Some(first);
    loop {
        if let Some((_client, pump, mut messages)) = current.take() {
            while let Some(payload) = messages.recv().await {
                if let Some(notice) = parse_notice(&payload) {
                    let _ = notices.send(notice);
                }
            }
            pump.abort();
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        current = listening(&config).await.ok();
    }
}

/// Reads a notification's payload: `a <seq> <table>` or `s <table>`.
fn parse_notice(payload: &str) -> Option<Notice> {
    let mut words = payload.splitn(3, ' ');
    match (words.next()?, words.next()?, words.next()) {
        ("a", seq, Some(table)) => {
            Some(Notice::Appended { table: table.to_string(), seq: seq.parse().ok()? })
        }
        ("s", table, None) => Some(Notice::Seats { table: table.to_string() }),
        _ => None,
    }
}

/// A table's row and seats as stored.
fn table_of(row: &Row, holders: Vec<Option<String>>, log: Vec<LogEntry>) -> Result<StoredTable, StoreError> {
    let seats: Vec<SeatSetup> = serde_json::from_str(row.get::<_, &str>("seats")).map_err(backend)?;
    Ok(StoredTable {
        meta: TableMeta {
            id: row.get("id"),
            game: row.get("game"),
            preset: row.get("preset"),
            invite_hash: row.get("invite_hash"),
            seats,
            created_ms: row.get::<_, i64>("created_ms") as u64,
        },
        holders,
        log,
        finished: row.get("finished"),
    })
}

async fn holders(client: &impl GenericClient, table: &str) -> Result<Vec<Option<String>>, StoreError> {
    let rows = client
        .query("SELECT token_hash FROM seat_holders WHERE table_id = $1 ORDER BY seat", &[&table])
        .await
        .map_err(backend)?;
    Ok(rows.iter().map(|r| r.get(0)).collect())
}

async fn read_log(client: &impl GenericClient, table: &str, after: u64) -> Result<Vec<LogEntry>, StoreError> {
    let rows = client
        .query(
            "SELECT seq, kind, seat, text, action_id FROM log WHERE table_id = $1 AND seq > $2 ORDER BY seq",
            &[&table, &(after as i64)],
        )
        .await
        .map_err(backend)?;
    rows.iter()
        .map(|r| {
            let kind: &str = r.get(1);
            Ok(LogEntry {
                seq: r.get::<_, i64>(0) as u64,
                kind: EntryKind::parse(kind)
                    .ok_or_else(|| backend(format!("unknown log entry kind {kind:?}")))?,
                seat: r.get::<_, Option<i32>>(2).map(|s| s as u8),
                text: r.get(3),
                action_id: r.get(4),
            })
        })
        .collect()
}

const TABLE_COLUMNS: &str = "id, game, preset, invite_hash, seats, created_ms, finished";

async fn load(
    client: &impl GenericClient,
    id: &str,
    with_log: bool,
) -> Result<Option<StoredTable>, StoreError> {
    let row = client
        .query_opt(&format!("SELECT {TABLE_COLUMNS} FROM game_tables WHERE id = $1"), &[&id])
        .await
        .map_err(backend)?;
    let Some(row) = row else { return Ok(None) };
    let holders = holders(client, id).await?;
    let log = if with_log { read_log(client, id, 0).await? } else { Vec::new() };
    table_of(&row, holders, log).map(Some)
}

async fn append(client: &mut Client, table: &str, entries: &[LogEntry]) -> Result<(), StoreError> {
    let Some(first) = entries.first() else { return Ok(()) };
    let tx = client.transaction().await.map_err(backend)?;
    let finished: Option<bool> = tx
        .query_opt("SELECT finished FROM game_tables WHERE id = $1", &[&table])
        .await
        .map_err(backend)?
        .map(|r| r.get(0));
    match finished {
        None => return Err(StoreError::NoSuchTable(table.to_string())),
        Some(true) => return Err(StoreError::Finished(table.to_string())),
        Some(false) => {}
    }
    let last = |row: Row| row.get::<_, i64>(0) as u64;
    let last = last(
        tx.query_one("SELECT COALESCE(MAX(seq), 0) FROM log WHERE table_id = $1", &[&table])
            .await
            .map_err(backend)?,
    );
    if first.seq != last + 1 || entries.windows(2).any(|w| w[1].seq != w[0].seq + 1) {
        return Err(StoreError::Conflict { last });
    }
    let insert = tx
        .prepare(
            "INSERT INTO log (table_id, seq, kind, seat, text, action_id) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT DO NOTHING",
        )
        .await
        .map_err(backend)?;
    for entry in entries {
        let seat = entry.seat.map(i32::from);
        let stored = tx
            .execute(
                &insert,
                &[&table, &(entry.seq as i64), &entry.kind.as_str(), &seat, &entry.text, &entry.action_id],
            )
            .await
            .map_err(backend)?;
        if stored == 0 {
            // Another process stored this number first (its transaction committed while ours waited on
            // the key): ours rolls back when dropped.
            let now = tx
                .query_one("SELECT COALESCE(MAX(seq), 0) FROM log WHERE table_id = $1", &[&table])
                .await
                .map_err(backend)?;
            return Err(StoreError::Conflict { last: now.get::<_, i64>(0) as u64 });
        }
    }
    let last = entries.last().map_or(first.seq, |e| e.seq);
    tx.execute("SELECT pg_notify($1, $2)", &[&CHANNEL, &format!("a {last} {table}")])
        .await
        .map_err(backend)?;
    tx.commit().await.map_err(backend)
}

async fn set_holder(
    client: &Client,
    table: &str,
    seat: u8,
    expected: Option<&str>,
    holder: Option<&str>,
) -> Result<(), StoreError> {
    // One statement: the update happens only when the holder is the expected one (`IS NOT DISTINCT FROM`
    // compares NULLs too), so two processes can never both give the seat away.
    let changed = client
        .query(
            "WITH changed AS (
                 UPDATE seat_holders SET token_hash = $4
                 WHERE table_id = $1 AND seat = $2 AND token_hash IS NOT DISTINCT FROM $3
                 RETURNING table_id)
             SELECT pg_notify($5, 's ' || $1) FROM changed",
            &[&table, &i32::from(seat), &expected, &holder, &CHANNEL],
        )
        .await
        .map_err(backend)?;
    if !changed.is_empty() {
        return Ok(());
    }
    let exists = client
        .query_opt(
            "SELECT 1 FROM seat_holders WHERE table_id = $1 AND seat = $2",
            &[&table, &i32::from(seat)],
        )
        .await
        .map_err(backend)?;
    match exists {
        None => Err(StoreError::NoSuchTable(table.to_string())),
        Some(_) => Err(StoreError::Conflict { last: 0 }),
    }
}

impl Store for PostgresStore {
    fn create_table(&self, meta: TableMeta) -> StoreFuture<'_, ()> {
        Box::pin(self.with(async move |client| {
            let seats = serde_json::to_string(&meta.seats).map_err(backend)?;
            let tx = client.transaction().await.map_err(backend)?;
            tx.execute(
                "INSERT INTO game_tables (id, game, preset, invite_hash, seats, created_ms)
                 VALUES ($1, $2, $3, $4, $5, $6)",
                &[&meta.id, &meta.game, &meta.preset, &meta.invite_hash, &seats, &(meta.created_ms as i64)],
            )
            .await
            .map_err(backend)?;
            for seat in 0..meta.seats.len() {
                tx.execute(
                    "INSERT INTO seat_holders (table_id, seat) VALUES ($1, $2)",
                    &[&meta.id, &(seat as i32)],
                )
                .await
                .map_err(backend)?;
            }
            tx.commit().await.map_err(backend)
        }))
    }

    fn load_table(&self, id: String) -> StoreFuture<'_, Option<StoredTable>> {
        Box::pin(self.with(async move |client| {
            // One snapshot for the row, the holders and the log.
            let tx = client
                .build_transaction()
                .read_only(true)
                .isolation_level(tokio_postgres::IsolationLevel::RepeatableRead);
            let tx = tx.start().await.map_err(backend)?;
            let table = load(&tx, &id, true).await;
            tx.commit().await.map_err(backend)?;
            table
        }))
    }

    fn table_by_invite(&self, invite_hash: String) -> StoreFuture<'_, Option<String>> {
        Box::pin(self.with(async move |client| {
            let row = client
                .query_opt("SELECT id FROM game_tables WHERE invite_hash = $1", &[&invite_hash])
                .await
                .map_err(backend)?;
            Ok(row.map(|r| r.get(0)))
        }))
    }

    fn unfinished_tables(&self) -> StoreFuture<'_, Vec<String>> {
        Box::pin(self.with(async move |client| {
            let rows = client
                .query("SELECT id FROM game_tables WHERE NOT finished ORDER BY created_ms, id", &[])
                .await
                .map_err(backend)?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        }))
    }

    fn public_tables(&self, limit: u32) -> StoreFuture<'_, Vec<StoredTable>> {
        Box::pin(self.with(async move |client| {
            let rows = client
                .query(
                    &format!(
                        "SELECT {TABLE_COLUMNS} FROM game_tables WHERE NOT finished AND invite_hash IS NULL
                         ORDER BY created_ms DESC, id LIMIT $1"
                    ),
                    &[&i64::from(limit)],
                )
                .await
                .map_err(backend)?;
            let mut tables = Vec::with_capacity(rows.len());
            for row in &rows {
                let holders = holders(client, row.get("id")).await?;
                tables.push(table_of(row, holders, Vec::new())?);
            }
            Ok(tables)
        }))
    }

    fn append(&self, table: String, entries: Vec<LogEntry>) -> StoreFuture<'_, ()> {
        Box::pin(self.with(async move |client| append(client, &table, &entries).await))
    }

    fn read_log(&self, table: String, after: u64) -> StoreFuture<'_, Vec<LogEntry>> {
        Box::pin(self.with(async move |client| read_log(client, &table, after).await))
    }

    fn set_holder(
        &self,
        table: String,
        seat: u8,
        expected: Option<String>,
        holder: Option<String>,
    ) -> StoreFuture<'_, ()> {
        Box::pin(self.with(async move |client| {
            set_holder(client, &table, seat, expected.as_deref(), holder.as_deref()).await
        }))
    }

    fn finish(&self, table: String, record: String) -> StoreFuture<'_, ()> {
        Box::pin(self.with(async move |client| {
            // Two processes may both see the game end: the second write is the same record.
            let changed = client
                .execute(
                    "UPDATE game_tables SET finished = TRUE, record = $2 WHERE id = $1",
                    &[&table, &record],
                )
                .await
                .map_err(backend)?;
            if changed == 0 { Err(StoreError::NoSuchTable(table)) } else { Ok(()) }
        }))
    }

    fn record(&self, table: String) -> StoreFuture<'_, Option<String>> {
        Box::pin(self.with(async move |client| {
            let row = client
                .query_opt("SELECT record FROM game_tables WHERE id = $1 AND finished", &[&table])
                .await
                .map_err(backend)?;
            Ok(row.and_then(|r| r.get(0)))
        }))
    }

    fn check_writable(&self) -> StoreFuture<'_, ()> {
        Box::pin(self.with(async move |client| {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as i64);
            client
                .execute(
                    "INSERT INTO health (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = excluded.at",
                    &[&now],
                )
                .await
                .map(|_| ())
                .map_err(backend)
        }))
    }

    fn subscribe(&self) -> broadcast::Receiver<Notice> {
        self.notices.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_are_read_from_their_payloads() {
        assert_eq!(
            parse_notice("a 12 0123abcd"),
            Some(Notice::Appended { table: "0123abcd".to_string(), seq: 12 })
        );
        assert_eq!(parse_notice("s 0123abcd"), Some(Notice::Seats { table: "0123abcd".to_string() }));
        assert_eq!(parse_notice("a twelve t"), None);
        assert_eq!(parse_notice("x t"), None);
        assert_eq!(parse_notice("s t extra"), None);
    }
}
