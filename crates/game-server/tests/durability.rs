//! Durability: a server restarted on the same `SQLite` file mid-game has every acknowledged action, restores the
//! table by replaying its log through the engine, and the game goes on to its end; the finished game's record
//! replays through the registry.

mod common;

use std::sync::{Arc, Mutex};
use std::time::Duration;

use abstract_game::record::GameRecord;
use abstract_game::{Xoshiro256, random_index};
use common::{Client, create, http, join, start_with};
use game_server::store::SqliteStore;
use serde_json::json;

/// Plays random legal moves at `table` through every seat's connection until `stop` actions were acknowledged
/// or the game is over; the versions acknowledged.
async fn play(
    clients: &mut [Client],
    mut states: Vec<Option<serde_json::Value>>,
    stop: usize,
    rng: &mut Xoshiro256,
) -> (Vec<u64>, bool) {
    let mut acked = Vec::new();
    loop {
        let Some(state) = states.iter().flatten().max_by_key(|s| s["version"].as_u64()).cloned() else {
            panic!("no state received")
        };
        if state["view"]["status"]["kind"] == "over" {
            return (acked, true);
        }
        if acked.len() >= stop {
            return (acked, false);
        }
        let seat = state["view"]["status"]["seat"].as_u64().expect("a seat on turn") as usize;
        let client = &mut clients[seat];
        // The seat's own latest view.
        let mut own = states[seat].clone().unwrap();
        while own["version"] != state["version"] {
            let message = client.next().await.unwrap();
            if message["type"] == "state" {
                own = message;
            }
        }
        let moves = own["view"]["legalMoves"].as_array().unwrap();
        let mv = moves[random_index(rng, moves.len())].clone();
        let id = format!("m{}", own["version"]);
        client.send(json!({"type": "play", "id": id, "version": own["version"], "move": mv})).await;
        loop {
            let message = client.next().await.unwrap();
            match message["type"].as_str() {
                Some("ack") => {
                    acked.push(message["version"].as_u64().unwrap());
                    break;
                }
                Some("state") => states[seat] = Some(message),
                other => panic!("unexpected {other:?}: {message}"),
            }
        }
        for (s, c) in clients.iter_mut().enumerate() {
            loop {
                let message = c.next().await.unwrap();
                if message["type"] == "state" {
                    let version = message["version"].as_u64();
                    states[s] = Some(message);
                    if version >= acked.last().copied() {
                        break;
                    }
                }
            }
        }
    }
}

#[test]
fn a_restart_keeps_every_acknowledged_action_and_the_game_goes_on() {
    let dir = std::env::temp_dir().join(format!("game-server-durability-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.sqlite");
    let _ = std::fs::remove_file(&path);
    let mut rng = Xoshiro256::seed_from_u64(5);
    let (game, preset) = ("batarde-cards", "3p");

    // The first server: a table, three seats, some actions acknowledged; then the process's runtime is gone.
    let first = tokio::runtime::Runtime::new().unwrap();
    let (table, tokens, acked) = first.block_on(async {
        let log = Arc::new(Mutex::new(Vec::new()));
        let store = Arc::new(SqliteStore::open(&path).unwrap());
        let running = start_with(store, common::config(&log), log).await;
        let (table, _) = create(running.addr, json!({"game": game, "preset": preset})).await;
        let mut tokens = Vec::new();
        let mut clients = Vec::new();
        let mut states = Vec::new();
        for seat in 0..3 {
            let token = join(running.addr, &table, seat).await;
            let mut client = Client::connect(running.addr).await;
            states.push(Some(client.sit(&table, &token).await));
            clients.push(client);
            tokens.push(token);
        }
        let (acked, over) =
            tokio::time::timeout(Duration::from_secs(60), play(&mut clients, states, 25, &mut rng))
                .await
                .unwrap();
        assert!(!over && acked.len() == 25);
        (table, tokens, acked)
    });
    first.shutdown_timeout(Duration::from_secs(5));

    // The second server on the same file: every acknowledged action is there, and play goes on to the end.
    let second = tokio::runtime::Runtime::new().unwrap();
    second.block_on(async {
        let log = Arc::new(Mutex::new(Vec::new()));
        let store = Arc::new(SqliteStore::open(&path).unwrap());
        let running = start_with(store.clone(), common::config(&log), log.clone()).await;
        assert!(
            log.lock().unwrap().iter().any(|l| l == "1 unfinished tables restored"),
            "{:?}",
            log.lock().unwrap()
        );
        let stored = running.store.read_log(table.clone(), 0).await.unwrap();
        let last = *acked.last().unwrap();
        assert!(stored.len() as u64 >= last, "every acknowledged action is stored");
        for version in &acked {
            assert!(
                stored[*version as usize - 1].action_id.is_some(),
                "the acknowledged move {version} is in the log"
            );
        }
        let mut clients = Vec::new();
        let mut states = Vec::new();
        for token in &tokens {
            let mut client = Client::connect(running.addr).await;
            let state = client.sit(&table, token).await;
            assert_eq!(
                state["version"].as_u64(),
                Some(stored.len() as u64),
                "a reconnect gets the full view"
            );
            states.push(Some(state));
            clients.push(client);
        }
        let (_, over) =
            tokio::time::timeout(Duration::from_secs(200), play(&mut clients, states, usize::MAX, &mut rng))
                .await
                .unwrap();
        assert!(over);
        let (status, record) = http(running.addr, "GET", &format!("/api/tables/{table}/record"), None).await;
        assert_eq!(status, 200, "{record}");
        let record: GameRecord = record.parse().unwrap();
        let mut replayed = traditional_games::load(game, preset).unwrap();
        replayed.load_record(&record).expect("the record replays through the registry");
        assert_eq!(replayed.status(), abstract_game::Status::Over);
        assert_eq!(replayed.history_len(), running.store.read_log(table.clone(), 0).await.unwrap().len());
    });
    second.shutdown_timeout(Duration::from_secs(5));
    let _ = std::fs::remove_dir_all(&dir);
}
