//! The PostgreSQL store against a real PostgreSQL server: the database named by `GAME_SERVER_PG_URL`
//! (`tests/pg/start.sh` starts a throwaway cluster, sets it and runs these tests). Without it, each test says
//! why it is skipped and passes. Every test works in a database of its own, made fresh.
#![allow(clippy::doc_markdown)]
#![cfg(feature = "postgres")]

mod common;

use std::sync::{Arc, Mutex};

use common::{Client, create, join, start_with};
use game_server::store::{
    EntryKind, LogEntry, Notice, PostgresStore, SeatSetup, Store, StoreError, TableMeta,
};
use serde_json::json;

/// A fresh database's address, or `None` (and a printed reason) when no server is configured.
async fn fresh_database(name: &str) -> Option<String> {
    let Ok(url) = std::env::var("GAME_SERVER_PG_URL") else {
        eprintln!("skipped: GAME_SERVER_PG_URL is not set (crates/game-server/tests/pg/start.sh sets it)");
        return None;
    };
    let database = format!("gs_{name}_{}", std::process::id());
    let (admin, connection) =
        tokio_postgres::connect(&url, tokio_postgres::NoTls).await.expect("PostgreSQL answers");
    tokio::spawn(connection);
    admin.batch_execute(&format!("DROP DATABASE IF EXISTS {database}")).await.unwrap();
    admin.batch_execute(&format!("CREATE DATABASE {database}")).await.unwrap();
    // The same server and user, the new database: the URL's path names the database.
    let (base, query) = url.split_once('?').map_or((url.as_str(), None), |(b, q)| (b, Some(q)));
    let (server, _) = base.rsplit_once('/').expect("a postgres:// URL with a database");
    Some(match query {
        Some(query) => format!("{server}/{database}?{query}"),
        None => format!("{server}/{database}"),
    })
}

/// The next state message at `version` (earlier ones are skipped).
async fn state_at(client: &mut Client, version: u64) -> serde_json::Value {
    loop {
        let state = client.next_of("state").await;
        if state["version"] == version {
            return state;
        }
        assert!(state["version"].as_u64().unwrap() < version, "{state}");
    }
}

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
    LogEntry {
        seq,
        kind: EntryKind::Move,
        seat: Some(0),
        text: text.to_string(),
        action_id: Some(format!("id{seq}")),
    }
}

#[tokio::test]
async fn postgres_appends_are_conditional_on_the_next_number() {
    let Some(url) = fresh_database("appends").await else { return };
    let store = PostgresStore::connect(&url).await.unwrap();
    store.create_table(meta("t", false)).await.unwrap();
    store.append("t".into(), vec![entry(1, "a"), entry(2, "b")]).await.unwrap();
    // A second writer that built on entry 1 loses, and writes nothing (not even its entry 3).
    let lost = store.append("t".into(), vec![entry(2, "x"), entry(3, "y")]).await;
    assert_eq!(lost, Err(StoreError::Conflict { last: 2 }));
    let gap = store.append("t".into(), vec![entry(4, "z")]).await;
    assert_eq!(gap, Err(StoreError::Conflict { last: 2 }));
    let log = store.read_log("t".into(), 0).await.unwrap();
    assert_eq!(log, [entry(1, "a"), entry(2, "b")], "kinds, seats, texts and action ids come back as stored");
    assert_eq!(store.read_log("t".into(), 1).await.unwrap(), [entry(2, "b")]);
    assert_eq!(
        store.append("nope".into(), vec![entry(1, "a")]).await,
        Err(StoreError::NoSuchTable("nope".into()))
    );
    let chance =
        LogEntry { seq: 3, kind: EntryKind::Chance, seat: None, text: "deal".into(), action_id: None };
    store.append("t".into(), vec![chance.clone()]).await.unwrap();
    assert_eq!(store.load_table("t".into()).await.unwrap().unwrap().log[2], chance);
}

#[tokio::test]
async fn postgres_holders_change_only_from_the_expected_holder() {
    let Some(url) = fresh_database("holders").await else { return };
    let store = PostgresStore::connect(&url).await.unwrap();
    store.create_table(meta("t", false)).await.unwrap();
    store.set_holder("t".into(), 0, None, Some("h1".into())).await.unwrap();
    let second = store.set_holder("t".into(), 0, None, Some("h2".into())).await;
    assert!(matches!(second, Err(StoreError::Conflict { .. })), "{second:?}");
    let table = store.load_table("t".into()).await.unwrap().unwrap();
    assert_eq!(table.holders, [Some("h1".to_string()), None]);
    assert_eq!(table.meta, meta("t", false));
    store.set_holder("t".into(), 0, Some("h1".into()), None).await.unwrap();
    assert_eq!(
        store.set_holder("nope".into(), 0, None, Some("h".into())).await,
        Err(StoreError::NoSuchTable("nope".into()))
    );
}

#[tokio::test]
async fn postgres_finished_games_keep_their_record_and_leave_the_restore_list() {
    let Some(url) = fresh_database("finished").await else { return };
    let store = PostgresStore::connect(&url).await.unwrap();
    store.create_table(meta("a", false)).await.unwrap();
    store.create_table(meta("b", true)).await.unwrap();
    assert_eq!(store.unfinished_tables().await.unwrap(), ["a", "b"]);
    let public = store.public_tables(10).await.unwrap();
    assert_eq!(
        public.iter().map(|t| t.meta.id.as_str()).collect::<Vec<_>>(),
        ["a"],
        "private tables are not listed"
    );
    assert_eq!(public[0].holders, [None, None]);
    assert_eq!(store.table_by_invite("invite-of-b".into()).await.unwrap().as_deref(), Some("b"));
    assert_eq!(store.record("a".into()).await.unwrap(), None);
    store.finish("a".into(), "[Game \"g\"]".into()).await.unwrap();
    assert_eq!(store.unfinished_tables().await.unwrap(), ["b"]);
    assert_eq!(store.record("a".into()).await.unwrap().as_deref(), Some("[Game \"g\"]"));
    assert_eq!(store.append("a".into(), vec![entry(1, "x")]).await, Err(StoreError::Finished("a".into())));
    store.check_writable().await.unwrap();
    assert_eq!(store.load_table("zzz".into()).await.unwrap(), None);
}

/// Two stores on one database are two server processes: for every log number exactly one of two racing
/// appends wins, and each hears of the other's appends and seat changes.
#[tokio::test]
async fn postgres_two_processes_race_for_each_log_number_and_hear_each_other() {
    let Some(url) = fresh_database("race").await else { return };
    let one = Arc::new(PostgresStore::connect(&url).await.unwrap());
    let two = Arc::new(PostgresStore::connect(&url).await.unwrap());
    let mut heard_by_two = two.subscribe();
    one.create_table(meta("t", false)).await.unwrap();
    let mut winners = Vec::new();
    for seq in 1..=30u64 {
        let (a, b) = tokio::join!(
            one.append("t".into(), vec![entry(seq, &format!("one{seq}"))]),
            two.append("t".into(), vec![entry(seq, &format!("two{seq}"))]),
        );
        match (a, b) {
            (Ok(()), Err(StoreError::Conflict { last })) => {
                assert_eq!(last, seq);
                winners.push(format!("one{seq}"));
            }
            (Err(StoreError::Conflict { last }), Ok(())) => {
                assert_eq!(last, seq);
                winners.push(format!("two{seq}"));
            }
            other => panic!("entry {seq}: exactly one append must win, got {other:?}"),
        }
    }
    let log = two.read_log("t".into(), 0).await.unwrap();
    assert_eq!(log.iter().map(|e| e.text.clone()).collect::<Vec<_>>(), winners);
    // Every append was announced once it was committed, in order, to the other process too.
    for seq in 1..=30u64 {
        let notice = tokio::time::timeout(common::STEP, heard_by_two.recv()).await.unwrap().unwrap();
        assert_eq!(notice, Notice::Appended { table: "t".into(), seq });
    }
    one.set_holder("t".into(), 0, None, Some("h".into())).await.unwrap();
    let notice = tokio::time::timeout(common::STEP, heard_by_two.recv()).await.unwrap().unwrap();
    assert_eq!(notice, Notice::Seats { table: "t".into() });
}

/// Two servers on one database: a table created on one is played on the other, each server's clients see
/// the other's moves, and a client that moves to the other server with its token plays on, its repeated
/// action answered once.
#[tokio::test]
async fn postgres_two_servers_serve_one_table() {
    let Some(url) = fresh_database("servers").await else { return };
    let log = Arc::new(Mutex::new(Vec::new()));
    let first =
        start_with(Arc::new(PostgresStore::connect(&url).await.unwrap()), common::config(&log), log.clone())
            .await;
    let second =
        start_with(Arc::new(PostgresStore::connect(&url).await.unwrap()), common::config(&log), log.clone())
            .await;
    let (table, _) = create(first.addr, json!({"game": "bashnya"})).await;
    let t0 = join(first.addr, &table, 0).await;
    let t1 = join(second.addr, &table, 1).await;
    // Seat 0 may not be taken twice, through either server.
    let (status, _) =
        common::post(second.addr, &format!("/api/tables/{table}/join"), json!({"seat": 0})).await;
    assert_ne!(status, 200);
    let mut p0 = Client::connect(first.addr).await;
    let mut p1 = Client::connect(second.addr).await;
    let state = p0.sit(&table, &t0).await;
    assert_eq!(p1.sit(&table, &t1).await["version"], 0);
    let mv = state["view"]["legalMoves"][0].as_str().unwrap().to_string();
    p0.send(json!({"type": "play", "id": "m1", "version": 0, "move": mv})).await;
    assert_eq!(p0.next_of("ack").await["version"], 1);
    // Seat 1, on the other server, hears of it through the database.
    let seen = state_at(&mut p1, 1).await;
    let reply = seen["view"]["legalMoves"][0].as_str().unwrap().to_string();
    p1.send(json!({"type": "play", "id": "r1", "version": 1, "move": reply})).await;
    assert_eq!(p1.next_of("ack").await["version"], 2);
    state_at(&mut p0, 2).await;
    // Seat 0 moves to the second server: its last action sent again gets its first answer, no second move.
    drop(p0);
    let mut p0 = Client::connect(second.addr).await;
    let state = p0.sit(&table, &t0).await;
    assert_eq!(state["version"], 2);
    p0.send(json!({"type": "play", "id": "m1", "version": 0, "move": mv})).await;
    assert_eq!(p0.next_of("ack").await, json!({"type": "ack", "id": "m1", "version": 1}));
    let next = state["view"]["legalMoves"][0].as_str().unwrap().to_string();
    p0.send(json!({"type": "play", "id": "m2", "version": 2, "move": next})).await;
    assert_eq!(p0.next_of("ack").await["version"], 3);
    let log = second.store.read_log(table.clone(), 0).await.unwrap();
    assert_eq!(
        log.iter().map(|e| e.text.as_str()).collect::<Vec<_>>(),
        [mv.as_str(), reply.as_str(), next.as_str()]
    );
}
