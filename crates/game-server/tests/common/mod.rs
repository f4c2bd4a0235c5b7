//! A server on a loopback port, a raw HTTP client for the lobby and a WebSocket client, each step bounded in
//! time.
#![allow(dead_code, unreachable_pub)]

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use game_server::store::{SqliteStore, Store};
use game_server::{Config, Server};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// How long any one step may take.
pub const STEP: Duration = Duration::from_secs(20);

/// A running server and what it logged.
pub struct Running {
    pub server: Server,
    pub addr: SocketAddr,
    pub store: Arc<dyn Store>,
    pub log: Arc<Mutex<Vec<String>>>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.task.abort();
    }
}

pub fn config(log: &Arc<Mutex<Vec<String>>>) -> Config {
    let log = log.clone();
    Config { logger: Arc::new(move |line| log.lock().unwrap().push(line.to_string())), ..Config::default() }
}

/// Starts a server over `store` on a free loopback port.
pub async fn start_with(store: Arc<dyn Store>, config: Config, log: Arc<Mutex<Vec<String>>>) -> Running {
    let server = Server::start(store.clone(), config).await.expect("the server starts");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let router = game_server::router(server.clone(), None);
    let task = tokio::spawn(async move {
        axum::serve(listener, router).await.unwrap();
    });
    Running { server, addr, store, log, task }
}

/// A server over a fresh in-memory store.
pub async fn start() -> Running {
    let log = Arc::new(Mutex::new(Vec::new()));
    start_with(Arc::new(SqliteStore::in_memory().unwrap()), config(&log), log).await
}

/// One HTTP/1.1 request; the status and the body.
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> (u16, String) {
    tokio::time::timeout(STEP, async {
        let mut stream = TcpStream::connect(addr).await.unwrap();
        let body = body.unwrap_or("");
        let request = format!(
            "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = Vec::new();
        stream.read_to_end(&mut response).await.unwrap();
        let text = String::from_utf8_lossy(&response).to_string();
        let status: u16 = text.split(' ').nth(1).unwrap().parse().unwrap();
        let (head, rest) = text.split_once("\r\n\r\n").unwrap();
        let body = if head.to_ascii_lowercase().contains("transfer-encoding: chunked") { dechunk(rest) } else { rest.to_string() };
        (status, body)
    })
    .await
    .expect("the HTTP request answers in time")
}

fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if size == 0 {
            break;
        }
        out.push_str(&after[..size]);
        rest = &after[size + 2..];
    }
    out
}

pub async fn post(addr: SocketAddr, path: &str, body: Value) -> (u16, Value) {
    let (status, text) = http(addr, "POST", path, Some(&body.to_string())).await;
    (status, serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

/// Creates a table; its id and invite.
pub async fn create(addr: SocketAddr, body: Value) -> (String, Option<String>) {
    let (status, answer) = post(addr, "/api/tables", body).await;
    assert_eq!(status, 201, "{answer}");
    (answer["table"].as_str().unwrap().to_string(), answer["invite"].as_str().map(str::to_string))
}

/// Joins a seat; its token.
pub async fn join(addr: SocketAddr, table: &str, seat: u8) -> String {
    let (status, answer) = post(addr, &format!("/api/tables/{table}/join"), json!({"seat": seat})).await;
    assert_eq!(status, 200, "{answer}");
    answer["token"].as_str().unwrap().to_string()
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A WebSocket client.
pub struct Client {
    socket: Socket,
    /// Every text message received, in order.
    pub received: Vec<String>,
}

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        let (socket, _) =
            tokio::time::timeout(STEP, tokio_tungstenite::connect_async(format!("ws://{addr}/ws")))
                .await
                .expect("connects in time")
                .expect("connects");
        Client { socket, received: Vec::new() }
    }

    pub async fn send(&mut self, message: Value) {
        self.send_text(message.to_string()).await;
    }

    /// Sends a text frame (a send the server cut short shows in what comes next).
    pub async fn send_text(&mut self, text: String) {
        let _ = self.socket.send(Message::Text(text.into())).await;
    }

    pub async fn send_binary(&mut self, bytes: Vec<u8>) {
        self.socket.send(Message::Binary(bytes.into())).await.unwrap();
    }

    /// The next text message, or `None` when the connection closed.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let message = tokio::time::timeout(STEP, self.socket.next()).await.expect("a message in time")?;
            match message {
                Ok(Message::Text(text)) => {
                    self.received.push(text.to_string());
                    return Some(serde_json::from_str(&text).unwrap());
                }
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => {}
            }
        }
    }

    /// The next message of this type (others are skipped, but kept in `received`).
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let message = self.next().await.expect("the connection stays open");
            if message["type"] == kind {
                return message;
            }
        }
    }

    /// Whether a message arrives within `wait`.
    pub async fn quiet_for(&mut self, wait: Duration) -> Option<Value> {
        match tokio::time::timeout(wait, self.socket.next()).await {
            Ok(Some(Ok(Message::Text(text)))) => {
                self.received.push(text.to_string());
                Some(serde_json::from_str(&text).unwrap())
            }
            _ => None,
        }
    }

    /// Sits with a token; the first state message.
    pub async fn sit(&mut self, table: &str, token: &str) -> Value {
        self.send(json!({"type": "sit", "table": table, "token": token})).await;
        self.next().await.unwrap()
    }
}
