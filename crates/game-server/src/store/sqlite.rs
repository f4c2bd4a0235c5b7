//! [`SqliteStore`]: the store of one server process, an SQLite file in WAL mode with durable commits
//! (`synchronous = FULL`), written by one thread that commits every request waiting for it in one transaction
//! (a group commit: many tables' actions share one fsync).

use std::path::Path;
use std::sync::mpsc;
use std::thread;

use rusqlite::{Connection, OptionalExtension, params};
use tokio::sync::{broadcast, oneshot};

use super::{EntryKind, LogEntry, Notice, SeatSetup, Store, StoreError, StoreFuture, StoredTable, TableMeta};

/// The most requests one transaction commits together.
const GROUP: usize = 512;

/// A request to the writer thread, with where to send its answer.
enum Request {
    Create(TableMeta, oneshot::Sender<Result<(), StoreError>>),
    Load(String, oneshot::Sender<Result<Option<StoredTable>, StoreError>>),
    ByInvite(String, oneshot::Sender<Result<Option<String>, StoreError>>),
    Unfinished(oneshot::Sender<Result<Vec<String>, StoreError>>),
    Public(u32, oneshot::Sender<Result<Vec<StoredTable>, StoreError>>),
    Append(String, Vec<LogEntry>, oneshot::Sender<Result<(), StoreError>>),
    ReadLog(String, u64, oneshot::Sender<Result<Vec<LogEntry>, StoreError>>),
    SetHolder(String, u8, Option<String>, Option<String>, oneshot::Sender<Result<(), StoreError>>),
    Finish(String, String, oneshot::Sender<Result<(), StoreError>>),
    Record(String, oneshot::Sender<Result<Option<String>, StoreError>>),
    Check(oneshot::Sender<Result<(), StoreError>>),
}

/// The store of one server process: an SQLite file in WAL mode with durable commits (`synchronous = FULL`),
/// written by one thread that commits every request waiting for it in one transaction (a group commit: many
/// tables' actions share one fsync). It never sends a [`Notice`]: one process owns the file.
pub struct SqliteStore {
    requests: mpsc::Sender<Request>,
    notices: broadcast::Sender<Notice>,
}

impl std::fmt::Debug for SqliteStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SqliteStore").finish_non_exhaustive()
    }
}

fn backend(e: impl std::fmt::Display) -> StoreError {
    StoreError::Backend(e.to_string())
}

impl SqliteStore {
    /// Opens (or creates) the database file at `path`, in WAL mode with durable commits, and starts its
    /// writer thread.
    ///
    /// # Errors
    /// [`StoreError::Backend`] when the file cannot be opened or its schema made.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        let connection = Connection::open(path).map_err(backend)?;
        Self::start(connection)
    }

    /// A store in memory, lost when dropped: for tests and demos.
    ///
    /// # Errors
    /// [`StoreError::Backend`] when SQLite fails.
    pub fn in_memory() -> Result<SqliteStore, StoreError> {
        Self::start(Connection::open_in_memory().map_err(backend)?)
    }

    fn start(connection: Connection) -> Result<SqliteStore, StoreError> {
        connection
            .execute_batch(
                "PRAGMA journal_mode = WAL;
                 PRAGMA synchronous = FULL;
                 PRAGMA foreign_keys = ON;
                 PRAGMA busy_timeout = 5000;
                 CREATE TABLE IF NOT EXISTS game_tables (
                     id TEXT PRIMARY KEY,
                     game TEXT NOT NULL,
                     preset TEXT NOT NULL,
                     invite_hash TEXT UNIQUE,
                     seats TEXT NOT NULL,
                     created_ms INTEGER NOT NULL,
                     finished INTEGER NOT NULL DEFAULT 0,
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
                     seq INTEGER NOT NULL,
                     kind TEXT NOT NULL,
                     seat INTEGER,
                     text TEXT NOT NULL,
                     action_id TEXT,
                     PRIMARY KEY (table_id, seq)
                 );
                 CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, at INTEGER NOT NULL);",
            )
            .map_err(backend)?;
        let (requests, receiver) = mpsc::channel();
        thread::Builder::new()
            .name("sqlite-store".to_string())
            .spawn(move || writer(connection, &receiver))
            .map_err(backend)?;
        // Nobody else writes this file while this process serves it: no notice is ever sent.
        let (notices, _) = broadcast::channel(1);
        Ok(SqliteStore { requests, notices })
    }

    fn ask<T: Send + 'static>(
        &self,
        make: impl FnOnce(oneshot::Sender<Result<T, StoreError>>) -> Request,
    ) -> StoreFuture<'_, T> {
        let (tx, rx) = oneshot::channel();
        let sent = self.requests.send(make(tx));
        Box::pin(async move {
            sent.map_err(|_| StoreError::Backend("the store's writer thread has stopped".to_string()))?;
            rx.await.map_err(|_| StoreError::Backend("the store's writer thread has stopped".to_string()))?
        })
    }
}

impl Store for SqliteStore {
    fn create_table(&self, meta: TableMeta) -> StoreFuture<'_, ()> {
        self.ask(|tx| Request::Create(meta, tx))
    }
    fn load_table(&self, id: String) -> StoreFuture<'_, Option<StoredTable>> {
        self.ask(|tx| Request::Load(id, tx))
    }
    fn table_by_invite(&self, invite_hash: String) -> StoreFuture<'_, Option<String>> {
        self.ask(|tx| Request::ByInvite(invite_hash, tx))
    }
    fn unfinished_tables(&self) -> StoreFuture<'_, Vec<String>> {
        self.ask(Request::Unfinished)
    }
    fn public_tables(&self, limit: u32) -> StoreFuture<'_, Vec<StoredTable>> {
        self.ask(|tx| Request::Public(limit, tx))
    }
    fn append(&self, table: String, entries: Vec<LogEntry>) -> StoreFuture<'_, ()> {
        self.ask(|tx| Request::Append(table, entries, tx))
    }
    fn read_log(&self, table: String, after: u64) -> StoreFuture<'_, Vec<LogEntry>> {
        self.ask(|tx| Request::ReadLog(table, after, tx))
    }
    fn set_holder(
        &self,
        table: String,
        seat: u8,
        expected: Option<String>,
        holder: Option<String>,
    ) -> StoreFuture<'_, ()> {
        self.ask(|tx| Request::SetHolder(table, seat, expected, holder, tx))
    }
    fn finish(&self, table: String, record: String) -> StoreFuture<'_, ()> {
        self.ask(|tx| Request::Finish(table, record, tx))
    }
    fn record(&self, table: String) -> StoreFuture<'_, Option<String>> {
        self.ask(|tx| Request::Record(table, tx))
    }
    fn check_writable(&self) -> StoreFuture<'_, ()> {
        self.ask(Request::Check)
    }
    fn subscribe(&self) -> broadcast::Receiver<Notice> {
        self.notices.subscribe()
    }
}

/// An answer waiting for its transaction to commit.
type Reply = Box<dyn FnOnce(Option<&StoreError>) + Send>;

/// The writer thread: takes every request waiting, runs each in a savepoint of one transaction, commits once,
/// then answers (a failed commit fails every request of the group).
fn writer(mut connection: Connection, receiver: &mpsc::Receiver<Request>) {
    while let Ok(first) = receiver.recv() {
        let mut group = vec![first];
        while group.len() < GROUP {
            match receiver.try_recv() {
                Ok(next) => group.push(next),
                Err(_) => break,
            }
        }
        let mut replies: Vec<Reply> = Vec::with_capacity(group.len());
        let committed = (|| -> Result<(), StoreError> {
            let tx = connection
                .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
                .map_err(backend)?;
            for request in group.drain(..) {
                replies.push(run(&tx, request));
            }
            tx.commit().map_err(backend)
        })();
        let failed = committed.err();
        for reply in replies {
            reply(failed.as_ref());
        }
        // Requests never run (the transaction did not open) are dropped: their futures answer "stopped".
    }
}

/// Runs one request inside its own savepoint; gives the answer to send once the group commits.
fn run(tx: &rusqlite::Transaction<'_>, request: Request) -> Reply {
    fn reply<T: Send + 'static>(
        tx: &rusqlite::Transaction<'_>,
        sender: oneshot::Sender<Result<T, StoreError>>,
        work: impl FnOnce(&Connection) -> Result<T, StoreError>,
    ) -> Reply {
        let result = (|| {
            tx.execute_batch("SAVEPOINT request").map_err(backend)?;
            let result = work(tx);
            let end = if result.is_ok() { "RELEASE request" } else { "ROLLBACK TO request; RELEASE request" };
            tx.execute_batch(end).map_err(backend)?;
            result
        })();
        Box::new(move |failed: Option<&StoreError>| {
            let _ = sender.send(match failed {
                Some(error) => Err(error.clone()),
                None => result,
            });
        })
    }
    match request {
        Request::Create(meta, s) => reply(tx, s, |c| create(c, &meta)),
        Request::Load(id, s) => reply(tx, s, |c| load(c, &id, true)),
        Request::ByInvite(hash, s) => reply(tx, s, |c| {
            c.query_row("SELECT id FROM game_tables WHERE invite_hash = ?1", [hash], |r| r.get(0))
                .optional()
                .map_err(backend)
        }),
        Request::Unfinished(s) => reply(tx, s, |c| {
            let mut query = c
                .prepare("SELECT id FROM game_tables WHERE finished = 0 ORDER BY created_ms, id")
                .map_err(backend)?;
            let ids = query.query_map([], |r| r.get(0)).map_err(backend)?;
            ids.collect::<Result<Vec<String>, _>>().map_err(backend)
        }),
        Request::Public(limit, s) => reply(tx, s, |c| {
            let mut query = c
                .prepare(
                    "SELECT id FROM game_tables WHERE finished = 0 AND invite_hash IS NULL
                     ORDER BY created_ms DESC, id LIMIT ?1",
                )
                .map_err(backend)?;
            let ids = query.query_map([limit], |r| r.get(0)).map_err(backend)?;
            let ids = ids.collect::<Result<Vec<String>, _>>().map_err(backend)?;
            let mut tables = Vec::with_capacity(ids.len());
            for id in ids {
                if let Some(table) = load(c, &id, false)? {
                    tables.push(table);
                }
            }
            Ok(tables)
        }),
        Request::Append(table, entries, s) => reply(tx, s, |c| append(c, &table, &entries)),
        Request::ReadLog(table, after, s) => reply(tx, s, |c| read_log(c, &table, after)),
        Request::SetHolder(table, seat, expected, holder, s) => {
            reply(tx, s, |c| set_holder(c, &table, seat, expected.as_deref(), holder.as_deref()))
        }
        Request::Finish(table, record, s) => reply(tx, s, |c| {
            let changed = c
                .execute(
                    "UPDATE game_tables SET finished = 1, record = ?2 WHERE id = ?1",
                    params![table, record],
                )
                .map_err(backend)?;
            if changed == 0 { Err(StoreError::NoSuchTable(table)) } else { Ok(()) }
        }),
        Request::Record(table, s) => reply(tx, s, |c| {
            let record: Option<Option<String>> = c
                .query_row("SELECT record FROM game_tables WHERE id = ?1 AND finished = 1", [table], |r| {
                    r.get(0)
                })
                .optional()
                .map_err(backend)?;
            Ok(record.flatten())
        }),
        Request::Check(s) => reply(tx, s, |c| {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as i64);
            c.execute("INSERT OR REPLACE INTO health (id, at) VALUES (1, ?1)", [now])
                .map(|_| ())
                .map_err(backend)
        }),
    }
}

fn create(c: &Connection, meta: &TableMeta) -> Result<(), StoreError> {
    let seats = serde_json::to_string(&meta.seats).map_err(backend)?;
    c.execute(
        "INSERT INTO game_tables (id, game, preset, invite_hash, seats, created_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![meta.id, meta.game, meta.preset, meta.invite_hash, seats, meta.created_ms as i64],
    )
    .map_err(backend)?;
    for seat in 0..meta.seats.len() {
        c.execute("INSERT INTO seat_holders (table_id, seat) VALUES (?1, ?2)", params![meta.id, seat as i64])
            .map_err(backend)?;
    }
    Ok(())
}

fn load(c: &Connection, id: &str, with_log: bool) -> Result<Option<StoredTable>, StoreError> {
    let row = c
        .query_row(
            "SELECT game, preset, invite_hash, seats, created_ms, finished FROM game_tables WHERE id = ?1",
            [id],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, Option<String>>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, i64>(4)?,
                    r.get::<_, i64>(5)?,
                ))
            },
        )
        .optional()
        .map_err(backend)?;
    let Some((game, preset, invite_hash, seats, created_ms, finished)) = row else {
        return Ok(None);
    };
    let seats: Vec<SeatSetup> = serde_json::from_str(&seats).map_err(backend)?;
    let mut query = c
        .prepare("SELECT token_hash FROM seat_holders WHERE table_id = ?1 ORDER BY seat")
        .map_err(backend)?;
    let holders = query.query_map([id], |r| r.get(0)).map_err(backend)?;
    let holders = holders.collect::<Result<Vec<Option<String>>, _>>().map_err(backend)?;
    let log = if with_log { read_log(c, id, 0)? } else { Vec::new() };
    Ok(Some(StoredTable {
        meta: TableMeta {
            id: id.to_string(),
            game,
            preset,
            invite_hash,
            seats,
            created_ms: created_ms as u64,
        },
        holders,
        log,
        finished: finished != 0,
    }))
}

fn last_seq(c: &Connection, table: &str) -> Result<u64, StoreError> {
    let finished: Option<i64> = c
        .query_row("SELECT finished FROM game_tables WHERE id = ?1", [table], |r| r.get(0))
        .optional()
        .map_err(backend)?;
    match finished {
        None => return Err(StoreError::NoSuchTable(table.to_string())),
        Some(f) if f != 0 => return Err(StoreError::Finished(table.to_string())),
        Some(_) => {}
    }
    let last: i64 = c
        .query_row("SELECT COALESCE(MAX(seq), 0) FROM log WHERE table_id = ?1", [table], |r| r.get(0))
        .map_err(backend)?;
    Ok(last as u64)
}

fn append(c: &Connection, table: &str, entries: &[LogEntry]) -> Result<(), StoreError> {
    let last = last_seq(c, table)?;
    let Some(first) = entries.first() else { return Ok(()) };
    if first.seq != last + 1 || entries.windows(2).any(|w| w[1].seq != w[0].seq + 1) {
        return Err(StoreError::Conflict { last });
    }
    let mut insert = c
        .prepare_cached(
            "INSERT INTO log (table_id, seq, kind, seat, text, action_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )
        .map_err(backend)?;
    for entry in entries {
        insert
            .execute(params![
                table,
                entry.seq as i64,
                entry.kind.as_str(),
                entry.seat.map(i64::from),
                entry.text,
                entry.action_id
            ])
            .map_err(backend)?;
    }
    Ok(())
}

fn read_log(c: &Connection, table: &str, after: u64) -> Result<Vec<LogEntry>, StoreError> {
    let mut query = c
        .prepare_cached(
            "SELECT seq, kind, seat, text, action_id FROM log WHERE table_id = ?1 AND seq > ?2 ORDER BY seq",
        )
        .map_err(backend)?;
    let rows = query
        .query_map(params![table, after as i64], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<i64>>(2)?,
                r.get::<_, String>(3)?,
                r.get::<_, Option<String>>(4)?,
            ))
        })
        .map_err(backend)?;
    let mut log = Vec::new();
    for row in rows {
        let (seq, kind, seat, text, action_id) = row.map_err(backend)?;
        let kind =
            EntryKind::parse(&kind).ok_or_else(|| backend(format!("unknown log entry kind {kind:?}")))?;
        log.push(LogEntry { seq: seq as u64, kind, seat: seat.map(|s| s as u8), text, action_id });
    }
    Ok(log)
}

fn set_holder(
    c: &Connection,
    table: &str,
    seat: u8,
    expected: Option<&str>,
    holder: Option<&str>,
) -> Result<(), StoreError> {
    let now: Option<Option<String>> = c
        .query_row(
            "SELECT token_hash FROM seat_holders WHERE table_id = ?1 AND seat = ?2",
            params![table, i64::from(seat)],
            |r| r.get(0),
        )
        .optional()
        .map_err(backend)?;
    let Some(now) = now else { return Err(StoreError::NoSuchTable(table.to_string())) };
    if now.as_deref() != expected {
        return Err(StoreError::Conflict { last: 0 });
    }
    c.execute(
        "UPDATE seat_holders SET token_hash = ?3 WHERE table_id = ?1 AND seat = ?2",
        params![table, i64::from(seat), holder],
    )
    .map_err(backend)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn meta(id: &str, private: bool) -> TableMeta {
        TableMeta {
            id: id.to_string(),
            game: "g".to_string(),
            preset: "p".to_string(),
            invite_hash: private.then(|| format!("invite-of-{id}")),
            seats: vec![SeatSetup::Open, SeatSetup::Bot { bot: "random".to_string() }],
            created_ms: 1,
        }
    }

    fn entry(seq: u64, text: &str) -> LogEntry {
        LogEntry { seq, kind: EntryKind::Move, seat: Some(0), text: text.to_string(), action_id: None }
    }

    #[tokio::test]
    async fn appends_are_conditional_on_the_next_number() {
        let store = SqliteStore::in_memory().unwrap();
        store.create_table(meta("t", false)).await.unwrap();
        store.append("t".into(), vec![entry(1, "a"), entry(2, "b")]).await.unwrap();
        // A second writer that built on entry 1 loses, and writes nothing.
        let lost = store.append("t".into(), vec![entry(2, "x"), entry(3, "y")]).await;
        assert_eq!(lost, Err(StoreError::Conflict { last: 2 }));
        let gap = store.append("t".into(), vec![entry(4, "z")]).await;
        assert_eq!(gap, Err(StoreError::Conflict { last: 2 }));
        let log = store.read_log("t".into(), 0).await.unwrap();
        assert_eq!(log.iter().map(|e| e.text.as_str()).collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(store.read_log("t".into(), 1).await.unwrap().len(), 1);
        assert_eq!(
            store.append("nope".into(), vec![entry(1, "a")]).await,
            Err(StoreError::NoSuchTable("nope".into()))
        );
    }

    #[tokio::test]
    async fn holders_change_only_from_the_expected_holder() {
        let store = SqliteStore::in_memory().unwrap();
        store.create_table(meta("t", false)).await.unwrap();
        store.set_holder("t".into(), 0, None, Some("h1".into())).await.unwrap();
        let second = store.set_holder("t".into(), 0, None, Some("h2".into())).await;
        assert!(matches!(second, Err(StoreError::Conflict { .. })), "{second:?}");
        let table = store.load_table("t".into()).await.unwrap().unwrap();
        assert_eq!(table.holders, [Some("h1".to_string()), None]);
        store.set_holder("t".into(), 0, Some("h1".into()), None).await.unwrap();
    }

    #[tokio::test]
    async fn finished_games_keep_their_record_and_leave_the_restore_list() {
        let store = SqliteStore::in_memory().unwrap();
        store.create_table(meta("a", false)).await.unwrap();
        store.create_table(meta("b", true)).await.unwrap();
        assert_eq!(store.unfinished_tables().await.unwrap(), ["a", "b"]);
        assert_eq!(store.public_tables(10).await.unwrap().len(), 1, "private tables are not listed");
        assert_eq!(store.table_by_invite("invite-of-b".into()).await.unwrap().as_deref(), Some("b"));
        assert_eq!(store.record("a".into()).await.unwrap(), None);
        store.finish("a".into(), "[Game \"g\"]".into()).await.unwrap();
        assert_eq!(store.unfinished_tables().await.unwrap(), ["b"]);
        assert_eq!(store.record("a".into()).await.unwrap().as_deref(), Some("[Game \"g\"]"));
        assert_eq!(
            store.append("a".into(), vec![entry(1, "x")]).await,
            Err(StoreError::Finished("a".into()))
        );
        store.check_writable().await.unwrap();
    }

    #[tokio::test]
    async fn a_file_keeps_everything_across_reopening() {
        let dir = std::env::temp_dir().join(format!("game-server-store-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("reopen.sqlite");
        let _ = std::fs::remove_file(&path);
        {
            let store = SqliteStore::open(&path).unwrap();
            store.create_table(meta("t", false)).await.unwrap();
            store.append("t".into(), vec![entry(1, "a")]).await.unwrap();
        }
        let store = SqliteStore::open(&path).unwrap();
        let table = store.load_table("t".into()).await.unwrap().unwrap();
        assert_eq!(table.log, [entry(1, "a")]);
        assert_eq!(table.meta, meta("t", false));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[tokio::test]
    async fn many_concurrent_appends_all_commit() {
        let store = std::sync::Arc::new(SqliteStore::in_memory().unwrap());
        for t in 0..50 {
            store.create_table(meta(&format!("t{t}"), false)).await.unwrap();
        }
        let mut tasks = Vec::new();
        for t in 0..50 {
            let store = store.clone();
            tasks.push(tokio::spawn(async move {
                for seq in 1..=5 {
                    store.append(format!("t{t}"), vec![entry(seq, "m")]).await.unwrap();
                }
            }));
        }
        for task in tasks {
            task.await.unwrap();
        }
        for t in 0..50 {
            assert_eq!(store.read_log(format!("t{t}"), 0).await.unwrap().len(), 5);
        }
    }
}
