//! Bots fill seats and play through the same validation and log, without delaying other tables; take-backs
//! are a vote of the seats.

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::{Client, create, join, start, start_with};
use game_server::store::{EntryKind, SqliteStore};
use serde_json::{Value, json};

/// Waits for a state of at least `version`.
async fn state_at(client: &mut Client, version: u64) -> Value {
    loop {
        let message = client.next_of("state").await;
        if message["version"].as_u64() >= Some(version) {
            return message;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_fill_seats_and_play_a_hidden_information_game_to_its_end() {
    let running = start().await;
    let addr = running.addr;
    let (table, _) = create(
        addr,
        json!({"game": "batarde-cards", "preset": "3p", "seats": ["open", "ismcts:30", "random"]}),
    )
    .await;
    let token = join(addr, &table, 0).await;
    let (status, answer) = common::post(addr, &format!("/api/tables/{table}/join"), json!({"seat": 1})).await;
    assert_eq!((status, answer["error"]["code"].as_str()), (409, Some("seat-taken")), "a bot's seat");
    let mut me = Client::connect(addr).await;
    let mut state = me.sit(&table, &token).await;
    let started = Instant::now();
    let mut n = 0;
    while state["view"]["status"]["kind"] != "over" {
        assert!(started.elapsed() < Duration::from_secs(240), "the game did not end");
        let moves = state["view"]["legalMoves"].as_array().unwrap().clone();
        if state["view"]["status"]["seat"] == 0 && !moves.is_empty() {
            n += 1;
            let version = state["version"].as_u64().unwrap();
            me.send(json!({"type": "play", "id": format!("m{n}"), "version": version, "move": moves[0]}))
                .await;
        }
        // The next state; a refusal of the person's move would be a bug.
        loop {
            let message = me.next().await.expect("open");
            match message["type"].as_str() {
                Some("state") => {
                    state = message;
                    // Act on the latest state only, as a client does (older ones would be stale).
                    while let Some(newer) = me.quiet_for(Duration::from_millis(30)).await {
                        if newer["type"] == "state" {
                            state = newer;
                        }
                    }
                    break;
                }
                Some("error") => panic!("refused: {message}"),
                _ => {}
            }
        }
    }
    let log = running.store.read_log(table, 0).await.unwrap();
    for seat in [1, 2] {
        assert!(log.iter().any(|e| e.kind == EntryKind::Move && e.seat == Some(seat)), "bot {seat} played");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thinking_bots_never_delay_another_tables_actions() {
    let log = Arc::new(Mutex::new(Vec::new()));
    let config = game_server::Config { bot_workers: 1, ..common::config(&log) };
    let running = start_with(Arc::new(SqliteStore::in_memory().unwrap()), config, log).await;
    let addr = running.addr;
    // Two tables of slow bots keep the one bot worker busy.
    for _ in 0..2 {
        create(addr, json!({"game": "bashnya", "seats": ["mcts:0.5s", "mcts:0.5s"]})).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (table, _) = create(addr, json!({"game": "bashnya"})).await;
    let (t0, t1) = (join(addr, &table, 0).await, join(addr, &table, 1).await);
    let mut p0 = Client::connect(addr).await;
    let mut p1 = Client::connect(addr).await;
    let mut state = p0.sit(&table, &t0).await;
    p1.sit(&table, &t1).await;
    for i in 0..6u64 {
        let (me, them) = if i % 2 == 0 { (&mut p0, &mut p1) } else { (&mut p1, &mut p0) };
        let mv = state["view"]["legalMoves"][0].clone();
        let started = Instant::now();
        me.send(json!({"type": "play", "id": format!("m{i}"), "version": i, "move": mv})).await;
        assert_eq!(me.next_of("ack").await["version"], i + 1);
        assert!(started.elapsed() < Duration::from_millis(400), "an action waited {:?}", started.elapsed());
        state = state_at(them, i + 1).await;
    }
}

/// Four people at Il Bastardo's table, each seated.
async fn four_seats(addr: std::net::SocketAddr, game: &str) -> (String, Vec<Client>, Value) {
    let seats = traditional_games::find(game).unwrap();
    let n = seats.seat_names(seats.default_preset()).unwrap().len();
    let (table, _) = create(addr, json!({"game": game})).await;
    let mut clients = Vec::new();
    let mut state = Value::Null;
    for seat in 0..n {
        let token = join(addr, &table, seat as u8).await;
        let mut client = Client::connect(addr).await;
        state = client.sit(&table, &token).await;
        clients.push(client);
    }
    (table, clients, state)
}

#[tokio::test]
async fn il_bastardos_take_back_is_a_vote_of_the_seats() {
    let running = start().await;
    let (table, mut clients, state) = four_seats(running.addr, "chess4-bastardo").await;
    let mv = state["view"]["legalMoves"].as_array().map(|_| ()).and(Some(()));
    assert!(mv.is_some());
    // Seat 0 moves (its state says what it may play), then asks to take it back.
    let mut own = state_at(&mut clients[0], 0).await;
    while own["version"] != 0 {
        own = clients[0].next_of("state").await;
    }
    let first = own["view"]["legalMoves"][0].clone();
    clients[0].send(json!({"type": "play", "id": "p1", "version": 0, "move": first})).await;
    assert_eq!(clients[0].next_of("ack").await["version"], 1);
    clients[0].send(json!({"type": "takeBack", "id": "t1", "version": 1})).await;
    assert_eq!(clients[0].next_of("ack").await["version"], 1, "the vote is open; nothing stored yet");
    let open = state_at(&mut clients[1], 1).await;
    let open = if open["vote"].is_null() { clients[1].next_of("state").await } else { open };
    assert_eq!(open["vote"]["asker"], 0);
    assert_eq!(open["vote"]["plies"], 1);
    // A seat votes twice: refused.
    clients[1].send(json!({"type": "vote", "id": "v1", "version": 1, "yes": true})).await;
    assert_eq!(clients[1].next_of("ack").await["version"], 1);
    clients[1].send(json!({"type": "vote", "id": "v1b", "version": 1, "yes": true})).await;
    assert_eq!(clients[1].next_of("error").await["code"], "take-back");
    clients[2].send(json!({"type": "vote", "id": "v2", "version": 1, "yes": true})).await;
    assert_eq!(clients[2].next_of("ack").await["version"], 1);
    // The last vote decides: three of four agree, an absolute majority; the take-back is stored.
    clients[3].send(json!({"type": "vote", "id": "v3", "version": 1, "yes": false})).await;
    assert_eq!(clients[3].next_of("ack").await["version"], 2);
    let after = state_at(&mut clients[0], 2).await;
    assert_eq!(after["view"]["version"], 0, "the move is taken back");
    assert!(after["vote"].is_null());
    let log = running.store.read_log(table, 0).await.unwrap();
    assert_eq!((log[1].kind, log[1].text.as_str(), log[1].seat), (EntryKind::TakeBack, "1", Some(0)));
}

#[tokio::test]
async fn a_failed_vote_takes_nothing_back_and_games_without_a_vote_need_every_yes() {
    let running = start().await;
    let (table, mut clients, _) = four_seats(running.addr, "chess4-bastardo").await;
    let own = state_at(&mut clients[0], 0).await;
    let first = own["view"]["legalMoves"][0].clone();
    clients[0].send(json!({"type": "play", "id": "p1", "version": 0, "move": first})).await;
    clients[0].next_of("ack").await;
    clients[0].send(json!({"type": "takeBack", "id": "t1", "version": 1})).await;
    clients[0].next_of("ack").await;
    for (seat, client) in clients.iter_mut().enumerate().skip(1) {
        client.send(json!({"type": "vote", "id": "v", "version": 1, "yes": seat == 1})).await;
        client.next_of("ack").await;
    }
    let notice = clients[0].next_of("notice").await;
    assert!(notice["text"].as_str().unwrap().contains("vote failed"), "{notice}");
    assert_eq!(running.store.read_log(table, 0).await.unwrap().len(), 1, "nothing taken back");

    // Draughts have no vote in their rules: one "no" keeps the move.
    let (table, mut clients, _) = four_seats(running.addr, "bashnya").await;
    let own = state_at(&mut clients[0], 0).await;
    let first = own["view"]["legalMoves"][0].clone();
    clients[0].send(json!({"type": "play", "id": "p1", "version": 0, "move": first})).await;
    clients[0].next_of("ack").await;
    clients[0].send(json!({"type": "takeBack", "id": "t1", "version": 1})).await;
    clients[0].next_of("ack").await;
    clients[1].send(json!({"type": "vote", "id": "v", "version": 1, "yes": false})).await;
    clients[1].next_of("ack").await;
    assert!(clients[0].next_of("notice").await["text"].as_str().unwrap().contains("every seat"));
    assert_eq!(running.store.read_log(table.clone(), 0).await.unwrap().len(), 1);
    // With every yes it is taken back.
    clients[0].send(json!({"type": "takeBack", "id": "t2", "version": 1})).await;
    clients[0].next_of("ack").await;
    clients[1].send(json!({"type": "vote", "id": "v2", "version": 1, "yes": true})).await;
    assert_eq!(clients[1].next_of("ack").await["version"], 2);
    assert_eq!(running.store.read_log(table, 0).await.unwrap()[1].kind, EntryKind::TakeBack);
}

#[tokio::test]
async fn a_seat_nobody_holds_has_no_vote_and_bots_agree() {
    let running = start().await;
    let addr = running.addr;
    let (table, _) =
        create(addr, json!({"game": "chess4-bastardo", "seats": ["open", "open", "random", "random"]})).await;
    let token = join(addr, &table, 0).await;
    let mut me = Client::connect(addr).await;
    let state = me.sit(&table, &token).await;
    let first = state["view"]["legalMoves"][0].clone();
    me.send(json!({"type": "play", "id": "p1", "version": 0, "move": first})).await;
    assert_eq!(me.next_of("ack").await["version"], 1);
    // Seat 1 (nobody's) is on turn now: no bot moves. The take-back needs no vote from seat 1.
    me.send(json!({"type": "takeBack", "id": "t1", "version": 1})).await;
    assert_eq!(me.next_of("ack").await["version"], 2, "decided at once: the asker and the bots agree");
    let log = running.store.read_log(table, 0).await.unwrap();
    assert_eq!(log.len(), 2);
    assert_eq!(log[1].kind, EntryKind::TakeBack);
}
