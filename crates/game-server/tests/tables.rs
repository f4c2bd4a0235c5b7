//! Tables over the protocol: the lobby, seats and tokens, who may act, stale and repeated actions.

mod common;

use common::{Client, create, http, join, post, start};
use serde_json::json;

async fn log_len(running: &common::Running, table: &str) -> usize {
    running.store.read_log(table.to_string(), 0).await.unwrap().len()
}

#[tokio::test]
async fn the_lobby_creates_lists_and_joins_tables() {
    let running = start().await;
    let addr = running.addr;
    let (table, invite) = create(addr, json!({"game": "bashnya"})).await;
    assert_eq!(invite, None);
    let (status, list) = http(addr, "GET", "/api/tables", None).await;
    assert_eq!(status, 200);
    assert!(list.contains(&table), "{list}");
    let token = join(addr, &table, 0).await;
    assert_eq!(token.len(), 64, "256 bits");
    let (status, taken) = post(addr, &format!("/api/tables/{table}/join"), json!({"seat": 0})).await;
    assert_eq!((status, taken["error"]["code"].as_str()), (409, Some("seat-taken")));
    let other = join(addr, &table, 1).await;
    // Every seat taken: the table leaves the list of open tables.
    let (_, list) = http(addr, "GET", "/api/tables", None).await;
    assert!(!list.contains(&table), "{list}");
    // The store keeps hashes, never the tokens.
    let stored = running.store.load_table(table.clone()).await.unwrap().unwrap();
    for holder in stored.holders.iter().flatten() {
        assert_ne!(holder, &token);
        assert_ne!(holder, &other);
    }
    let (status, games) = http(addr, "GET", "/api/games", None).await;
    assert_eq!(status, 200);
    assert!(games.contains("bashnya"));
    assert_eq!(http(addr, "GET", "/health", None).await.0, 200);
}

#[tokio::test]
async fn bad_lobby_requests_name_the_field() {
    let running = start().await;
    let addr = running.addr;
    for (body, field) in [
        (json!({}), "game:"),
        (json!({"game": 3}), "game:"),
        (json!({"game": "no-such-game"}), "game:"),
        (json!({"game": "bashnya", "preset": "nope"}), "preset:"),
        (json!({"game": "bashnya", "seats": ["open"]}), "seats:"),
        (json!({"game": "bashnya", "seats": "open"}), "seats:"),
        (json!({"game": "bashnya", "seats": ["open", 7]}), "seats[1]:"),
        (json!({"game": "bashnya", "seats": ["open", "telepath"]}), "seats[1]"),
        (json!({"game": "bashnya", "private": "yes"}), "private:"),
    ] {
        let (status, answer) = post(addr, "/api/tables", body.clone()).await;
        assert_eq!(status, 400, "{body}: {answer}");
        let message = answer["error"]["message"].as_str().unwrap();
        assert!(message.starts_with(field), "{body}: {message}");
    }
    let (status, _) = http(addr, "POST", "/api/tables", Some("{not json")).await;
    assert_eq!(status, 400);
    let (status, answer) = post(addr, "/api/tables/nope/join", json!({})).await;
    assert_eq!((status, answer["error"]["code"].as_str()), (404, Some("no-such-table")));
    let (table, _) = create(addr, json!({"game": "bashnya"})).await;
    let (status, answer) = post(addr, &format!("/api/tables/{table}/join"), json!({"seat": "first"})).await;
    assert_eq!(status, 400);
    assert!(answer["error"]["message"].as_str().unwrap().starts_with("seat:"));
    let (status, answer) = post(addr, &format!("/api/tables/{table}/join"), json!({"seat": 9})).await;
    assert_eq!(status, 400, "{answer}");
    assert!(running.store.read_log(table, 0).await.unwrap().is_empty(), "nothing stored");
}

#[tokio::test]
async fn private_tables_are_reached_only_through_their_invite() {
    let running = start().await;
    let addr = running.addr;
    let (table, invite) = create(addr, json!({"game": "bashnya", "private": true})).await;
    let invite = invite.expect("a private table has an invite code");
    let (_, list) = http(addr, "GET", "/api/tables", None).await;
    assert!(!list.contains(&table));
    let (status, answer) = post(addr, &format!("/api/tables/{table}/join"), json!({})).await;
    assert_eq!((status, answer["error"]["code"].as_str()), (403, Some("private")));
    let (status, answer) = post(addr, "/api/join", json!({"invite": "wrong"})).await;
    assert_eq!(status, 404, "{answer}");
    let (status, answer) = post(addr, "/api/join", json!({"invite": invite})).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["table"], table.as_str());
    let mut spectator = Client::connect(addr).await;
    spectator.send(json!({"type": "watch", "table": table})).await;
    assert_eq!(spectator.next().await.unwrap()["code"], "private");
    spectator.send(json!({"type": "watch", "table": table, "invite": invite})).await;
    let state = spectator.next().await.unwrap();
    assert_eq!((state["type"].as_str(), state["seat"].is_null()), (Some("state"), true));
}

#[tokio::test]
async fn a_seat_plays_stale_actions_resync_and_repeated_ids_get_the_first_answer() {
    let running = start().await;
    let addr = running.addr;
    let (table, _) = create(addr, json!({"game": "bashnya"})).await;
    let (t0, t1) = (join(addr, &table, 0).await, join(addr, &table, 1).await);
    let mut p0 = Client::connect(addr).await;
    let mut p1 = Client::connect(addr).await;
    let state = p0.sit(&table, &t0).await;
    assert_eq!(state["seat"], 0);
    assert_eq!(state["view"]["status"], json!({"kind": "move", "seat": 0}));
    assert!(state["svg"].as_str().unwrap().starts_with("<svg"));
    p1.sit(&table, &t1).await;
    let mv = state["view"]["legalMoves"][0].as_str().unwrap().to_string();
    p0.send(json!({"type": "play", "id": "m1", "version": 0, "move": mv})).await;
    let ack = p0.next_of("ack").await;
    assert_eq!(ack, json!({"type": "ack", "id": "m1", "version": 1}));
    let seen = p1.next_of("state").await;
    assert_eq!(
        (seen["version"].as_u64(), &seen["view"]["status"]),
        (Some(1), &json!({"kind": "move", "seat": 1}))
    );
    // The same id again: the first answer, never a second move.
    p0.send(json!({"type": "play", "id": "m1", "version": 0, "move": mv})).await;
    assert_eq!(p0.next_of("ack").await, ack);
    assert_eq!(log_len(&running, &table).await, 1);
    // A stale version: a resync with the full view.
    let reply = seen["view"]["legalMoves"][0].as_str().unwrap().to_string();
    p1.send(json!({"type": "play", "id": "r1", "version": 0, "move": reply})).await;
    let stale = p1.next_of("stale").await;
    assert_eq!(stale["version"], 1);
    assert_eq!(p1.next_of("state").await["version"], 1);
    assert_eq!(log_len(&running, &table).await, 1);
    // A reconnect with the token: the full view, and play goes on.
    drop(p1);
    let mut again = Client::connect(addr).await;
    let state = again.sit(&table, &t1).await;
    assert_eq!((state["version"].as_u64(), state["seat"].as_u64()), (Some(1), Some(1)));
    again.send(json!({"type": "play", "id": "r2", "version": 1, "move": reply})).await;
    assert_eq!(again.next_of("ack").await["version"], 2);
    assert_eq!(log_len(&running, &table).await, 2);
}

#[tokio::test]
async fn who_may_act_is_checked_and_refusals_change_nothing() {
    let running = start().await;
    let addr = running.addr;
    let (table, _) = create(addr, json!({"game": "bashnya"})).await;
    let (other_table, _) = create(addr, json!({"game": "bashnya"})).await;
    let (t0, t1) = (join(addr, &table, 0).await, join(addr, &table, 1).await);
    let elsewhere = join(addr, &other_table, 0).await;
    let mut p0 = Client::connect(addr).await;
    let state = p0.sit(&table, &t0).await;
    let mv = state["view"]["legalMoves"][0].as_str().unwrap().to_string();
    let play = json!({"type": "play", "id": "x", "version": 0, "move": mv});

    // No seat (no token): refused.
    let mut nobody = Client::connect(addr).await;
    nobody.send(play.clone()).await;
    assert_eq!(nobody.next().await.unwrap()["code"], "not-seated");
    // A wrong token, another table's token: refused.
    for token in ["0".repeat(64), elsewhere.clone()] {
        let mut c = Client::connect(addr).await;
        let answer = c.sit(&table, &token).await;
        assert_eq!(answer["code"], "bad-token", "{answer}");
        c.send(play.clone()).await;
        assert_eq!(c.next().await.unwrap()["code"], "not-seated");
    }
    // Another seat's token sits that seat, which is not on turn: refused.
    let mut p1 = Client::connect(addr).await;
    p1.sit(&table, &t1).await;
    p1.send(play.clone()).await;
    let refused = p1.next_of("error").await;
    assert_eq!((refused["code"].as_str(), refused["id"].as_str()), (Some("not-your-turn"), Some("x")));
    // A spectator may not act.
    let mut spectator = Client::connect(addr).await;
    spectator.send(json!({"type": "watch", "table": table})).await;
    spectator.next_of("state").await;
    spectator.send(play.clone()).await;
    assert_eq!(spectator.next_of("error").await["code"], "not-seated");
    // An illegal move of the seat on turn.
    p0.send(json!({"type": "play", "id": "bad", "version": 0, "move": "z9-z10"})).await;
    let illegal = p0.next_of("error").await;
    assert_eq!(illegal["code"], "illegal-move");
    assert!(illegal["message"].as_str().unwrap().starts_with("move:"));
    assert_eq!(log_len(&running, &table).await, 0, "nothing stored");
    // Leaving gives the seat up: the old token stops working.
    p1.send(json!({"type": "leave"})).await;
    assert_eq!(p1.next_of("left").await["type"], "left");
    let mut back = Client::connect(addr).await;
    assert_eq!(back.sit(&table, &t1).await["code"], "bad-token");
    let (status, _) = post(addr, &format!("/api/tables/{table}/join"), json!({"seat": 1})).await;
    assert_eq!(status, 200, "the seat is open again");
    // No token ever appears in the log.
    for line in running.log.lock().unwrap().iter() {
        for token in [&t0, &t1, &elsewhere] {
            assert!(!line.contains(token.as_str()), "{line}");
        }
    }
}
