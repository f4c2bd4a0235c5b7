//! Bad input: each gets an error message naming the field or rule; the connection, other connections and
//! other tables go on; nothing is stored.

mod common;

use std::time::Duration;

use common::{Client, create, join, start};
use serde_json::json;

#[tokio::test]
async fn every_bad_message_gets_an_error_and_nothing_changes() {
    let running = start().await;
    let addr = running.addr;
    let (table, _) = create(addr, json!({"game": "bashnya"})).await;
    let token = join(addr, &table, 0).await;
    let mut c = Client::connect(addr).await;
    let state = c.sit(&table, &token).await;
    let mv = state["view"]["legalMoves"][0].clone();
    let cases: Vec<(String, &str, &str)> = vec![
        ("{".into(), "bad-json", "not JSON"),
        ("[]".into(), "bad-json", "a message must be a JSON object"),
        ("\"play\"".into(), "bad-json", "a message must be a JSON object"),
        (json!({"kind": "play"}).to_string(), "bad-field", "type: missing"),
        (json!({"type": "fly"}).to_string(), "unknown-type", "type:"),
        (json!({"type": ["play"]}).to_string(), "bad-field", "type:"),
        (json!({"type": "play", "id": 1, "version": 0, "move": mv}).to_string(), "bad-field", "id:"),
        (json!({"type": "play", "id": "", "version": 0, "move": mv}).to_string(), "bad-field", "id:"),
        (json!({"type": "play", "id": "a", "version": "0", "move": mv}).to_string(), "bad-field", "version:"),
        (json!({"type": "play", "id": "a", "version": 1.5, "move": mv}).to_string(), "bad-field", "version:"),
        (
            json!({"type": "play", "id": "a", "version": null, "move": mv}).to_string(),
            "bad-field",
            "version:",
        ),
        (json!({"type": "play", "id": "a", "version": 0, "move": 5}).to_string(), "bad-field", "move:"),
        (json!({"type": "play", "id": "a", "version": 0}).to_string(), "bad-field", "move: missing"),
        (json!({"type": "vote", "id": "a", "version": 0, "yes": 1}).to_string(), "bad-field", "yes:"),
        (json!({"type": "sit", "table": 5, "token": "x"}).to_string(), "bad-field", "table:"),
        (json!({"type": "watch", "table": table, "invite": false}).to_string(), "bad-field", "invite:"),
        (
            json!({"type": "play", "id": "b", "version": 0, "move": "not a move"}).to_string(),
            "illegal-move",
            "move:",
        ),
        (json!({"type": "vote", "id": "c", "version": 0, "yes": true}).to_string(), "take-back", "vote:"),
        (json!({"type": "takeBack", "id": "d", "version": 0}).to_string(), "take-back", "take-back:"),
        (
            format!(r#"{{"type":"play","id":"e","version":0,"move":"{}"}}"#, "x".repeat(20_000)),
            "too-large",
            "the message",
        ),
    ];
    for (text, code, start) in cases {
        c.send_text(text.clone()).await;
        let answer = c.next_of("error").await;
        assert_eq!(answer["code"], code, "{text:.80}: {answer}");
        assert!(answer["message"].as_str().unwrap().starts_with(start), "{text:.80}: {answer}");
    }
    // The connection still plays.
    c.send(json!({"type": "play", "id": "ok", "version": 0, "move": mv})).await;
    assert_eq!(c.next_of("ack").await["version"], 1);
    assert_eq!(running.store.read_log(table, 0).await.unwrap().len(), 1, "only the good move stored");
}

#[tokio::test]
async fn a_flood_is_rate_limited_and_others_are_unaffected() {
    let running = start().await;
    let addr = running.addr;
    let (table, _) = create(addr, json!({"game": "bashnya"})).await;
    let (other, _) = create(addr, json!({"game": "bashnya"})).await;
    let t = join(addr, &table, 0).await;
    let o = join(addr, &other, 0).await;
    let mut flooder = Client::connect(addr).await;
    flooder.sit(&table, &t).await;
    let mut calm = Client::connect(addr).await;
    let state = calm.sit(&other, &o).await;
    for i in 0..300 {
        flooder.send(json!({"type": "play", "id": format!("f{i}"), "version": 99, "move": "x"})).await;
    }
    let mut limited = false;
    while let Some(message) = flooder.quiet_for(Duration::from_millis(300)).await {
        limited |= message["code"] == "rate-limited";
    }
    assert!(limited, "the flood was rate-limited");
    // Another connection at another table plays at once.
    let mv = state["view"]["legalMoves"][0].clone();
    let started = std::time::Instant::now();
    calm.send(json!({"type": "play", "id": "c1", "version": 0, "move": mv})).await;
    assert_eq!(calm.next_of("ack").await["version"], 1);
    assert!(started.elapsed() < Duration::from_secs(2));
    assert!(running.store.read_log(table, 0).await.unwrap().is_empty(), "nothing of the flood stored");
    // A binary frame gets an error too.
    calm.send_binary(vec![1, 2, 3]).await;
    assert_eq!(calm.next_of("error").await["code"], "bad-json");
}

#[tokio::test]
async fn a_frame_over_the_hard_limit_closes_only_its_connection() {
    let running = start().await;
    let addr = running.addr;
    let mut big = Client::connect(addr).await;
    let mut other = Client::connect(addr).await;
    big.send_text("x".repeat(game_server::HARD_MESSAGE_LIMIT + 10)).await;
    assert!(big.next().await.is_none(), "closed");
    other.send(json!({"type": "ping"})).await;
    assert_eq!(other.next().await.unwrap()["type"], "pong");
}
