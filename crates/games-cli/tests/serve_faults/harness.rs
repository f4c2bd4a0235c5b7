//! What the fault tests share: `games serve` processes on loopback ports (started, killed with SIGKILL,
//! started again), the lobby over plain HTTP, and scripted seat clients that play random legal moves, move to
//! another server or wait for a restart when their connection drops, send their last unacknowledged action
//! again with the same id, and remember every acknowledgement.
#![allow(dead_code, unreachable_pub)]

use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// A `games serve` process on a fixed loopback address.
pub struct ServerProcess {
    pub addr: SocketAddr,
    db: String,
    child: Option<Child>,
    /// How many times it was killed.
    pub kills: u32,
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// A loopback address nobody listens on now.
pub fn free_addr() -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a loopback port");
    listener.local_addr().expect("an address")
}

impl ServerProcess {
    /// Starts `games serve --addr ADDR --db DB` and waits until `GET /health` answers 200.
    pub async fn start(db: &str) -> ServerProcess {
        let mut server = ServerProcess { addr: free_addr(), db: db.to_string(), child: None, kills: 0 };
        server.restart().await;
        server
    }

    /// Starts it (again), on the same address and database.
    pub async fn restart(&mut self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let child = Command::new(env!("CARGO_BIN_EXE_games"))
                .args(["serve", "--addr", &self.addr.to_string(), "--db", &self.db])
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(self.log_file())
                .spawn()
                .expect("games serve starts");
            self.child = Some(child);
            while Instant::now() < deadline {
                if health(self.addr).await == Some(200) {
                    return;
                }
                if let Some(Some(_)) = self.child.as_mut().map(|c| c.try_wait().ok().flatten()) {
                    // It exited (the port was not free yet after a kill): start it again.
                    break;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            assert!(Instant::now() < deadline, "games serve did not become healthy at {} in time", self.addr);
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Where its standard error goes (every start appends): kept beside the database for a failure's
    /// post-mortem, printed by [`ServerProcess::log_tail`].
    fn log_file(&self) -> Stdio {
        let path = std::env::temp_dir().join(format!("games-serve-{}.log", self.addr.port()));
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_or_else(|_| Stdio::null(), Stdio::from)
    }

    /// The last lines it logged.
    pub fn log_tail(&self, lines: usize) -> String {
        let path = std::env::temp_dir().join(format!("games-serve-{}.log", self.addr.port()));
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let all: Vec<&str> = text.lines().collect();
        all[all.len().saturating_sub(lines)..].join("\n")
    }

    /// Kills it with SIGKILL (`kill -9`): no chance to finish anything.
    pub fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
            self.kills += 1;
        }
    }
}

/// The status of `GET /health`, or `None` when nothing answers.
pub async fn health(addr: SocketAddr) -> Option<u16> {
    let (status, _) = request(addr, "GET", "/health", None).await.ok()?;
    Some(status)
}

/// One HTTP/1.1 request, bounded in time; the status and body.
pub async fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<(u16, String), String> {
    let exchange = async {
        let mut stream = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
        let body = body.map(Value::to_string).unwrap_or_default();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        stream.write_all(format!("{head}{body}").as_bytes()).await.map_err(|e| e.to_string())?;
        let mut response = Vec::new();
        stream.read_to_end(&mut response).await.map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&response).to_string();
        let status = text.split(' ').nth(1).and_then(|s| s.parse().ok()).ok_or("no status")?;
        let (head, rest) = text.split_once("\r\n\r\n").ok_or("no body")?;
        let body = if head.to_ascii_lowercase().contains("transfer-encoding: chunked") {
            dechunk(rest)
        } else {
            rest.to_string()
        };
        Ok((status, body))
    };
    tokio::time::timeout(Duration::from_secs(20), exchange).await.map_err(|_| "timed out".to_string())?
}

fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if size == 0 || after.len() < size {
            break;
        }
        out.push_str(&after[..size]);
        rest = after.get(size + 2..).unwrap_or("");
    }
    out
}

/// A POST that must succeed with this status, retried on any server in turn while servers restart.
pub async fn post_retrying(servers: &[SocketAddr], path: &str, body: &Value, expected: u16) -> Value {
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut turn = 0;
    loop {
        let addr = servers[turn % servers.len()];
        turn += 1;
        match request(addr, "POST", path, Some(body)).await {
            Ok((status, text)) if status == expected => return serde_json::from_str(&text).expect("JSON"),
            Ok((status, text)) => panic!("POST {path}: {status} {text}"),
            Err(_) if Instant::now() < deadline => tokio::time::sleep(Duration::from_millis(100)).await,
            Err(e) => panic!("POST {path}: {e}"),
        }
    }
}

/// A table of Russian draughts (the `bashnya` game's `russian` preset) with both seats joined: id and tokens.
pub async fn open_table(servers: &[SocketAddr]) -> (String, [String; 2]) {
    let created =
        post_retrying(servers, "/api/tables", &json!({"game": "bashnya", "preset": "russian"}), 201).await;
    let table = created["table"].as_str().expect("a table id").to_string();
    let mut tokens = [String::new(), String::new()];
    for (seat, token) in tokens.iter_mut().enumerate() {
        let joined =
            post_retrying(servers, &format!("/api/tables/{table}/join"), &json!({"seat": seat}), 200).await;
        *token = joined["token"].as_str().expect("a token").to_string();
    }
    (table, tokens)
}

/// What one seat's client saw: every acknowledgement (version -> move), its reconnections, and the history of
/// the game's last state.
#[derive(Debug, Default)]
pub struct Played {
    pub seat: u8,
    pub acked: Vec<(u64, String)>,
    pub reconnections: u32,
    pub final_version: u64,
    pub final_history: Vec<String>,
    /// The version of the last state seen (for a failure's report).
    pub last_seen: u64,
    /// The last messages sent and received, shortened (for a failure's report).
    pub trail: std::collections::VecDeque<String>,
}

impl Played {
    fn note(&mut self, what: String) {
        if self.trail.len() == 12 {
            self.trail.pop_front();
        }
        self.trail.push_back(what);
    }
}

/// Counts shared by every client (progress, for the killer to pick moments in the middle of games).
#[derive(Default)]
pub struct Progress {
    pub acks: AtomicU64,
    pub over: AtomicU64,
}

/// A seat's client: plays random legal moves until the game is over. When its connection drops it tries the
/// servers in turn (from the next one) until one lets it sit with its token, and sends its unacknowledged
/// action again, same id, same version. Every step is bounded by `deadline`.
#[allow(clippy::too_many_arguments, clippy::too_many_lines)]
pub async fn play_seat(
    servers: Vec<SocketAddr>,
    first: usize,
    table: String,
    seat: u8,
    token: String,
    seed: u64,
    progress: Arc<Progress>,
    deadline: Instant,
) -> Result<Played, String> {
    let mut played = Played { seat, ..Played::default() };
    let mut random = seed | 1;
    let mut pending: Option<(u64, Value)> = None;
    // The newest version this client knows (from states and acknowledgements): an older state arriving late
    // (a resync racing a broadcast) is not acted on.
    let mut newest = 0;
    let mut actions = 0u32;
    // The newest state: its version and view.
    let mut latest: Option<(u64, Value)> = None;
    let mut turn = first;
    loop {
        if Instant::now() > deadline {
            return Err(format!("table {table} seat {seat}: the game did not end in time ({played:?})"));
        }
        let addr = servers[turn % servers.len()];
        let Ok(Ok((mut socket, _))) = tokio::time::timeout(
            Duration::from_secs(5),
            tokio_tungstenite::connect_async(format!("ws://{addr}/ws")),
        )
        .await
        else {
            turn += 1;
            tokio::time::sleep(Duration::from_millis(100)).await;
            continue;
        };
        let sit = json!({"type": "sit", "table": table, "token": token});
        if socket.send(Message::Text(sit.to_string().into())).await.is_err() {
            continue;
        }
        played.note(format!(">sit {addr}"));
        if let Some((_, action)) = &pending {
            played.note(format!(">again {}", action["id"]));
            let _ = socket.send(Message::Text(action.to_string().into())).await;
        }
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let message = match tokio::time::timeout(left, socket.next()).await {
                Ok(Some(Ok(Message::Text(text)))) => text,
                Ok(Some(Ok(_))) => continue,
                // Closed, reset or out of time: reconnect (the deadline is checked above).
                _ => break,
            };
            let message: Value = serde_json::from_str(&message).map_err(|e| format!("not JSON: {e}"))?;
            played.note(format!(
                "<{} {} {} {}",
                message["type"], message["id"], message["version"], message["view"]["status"]
            ));
            match message["type"].as_str() {
                Some("state") => {
                    let version = message["version"].as_u64().ok_or("a state without version")?;
                    let view = &message["view"];
                    played.last_seen = version;
                    if version < newest {
                        continue;
                    }
                    newest = version;
                    if view["status"]["kind"] == "over" {
                        played.final_version = version;
                        played.final_history = view["history"]
                            .as_array()
                            .ok_or("a view without history")?
                            .iter()
                            .map(|h| h["move"].as_str().unwrap_or("?").to_string())
                            .collect();
                        progress.over.fetch_add(1, Ordering::Relaxed);
                        return Ok(played);
                    }
                    latest = Some((version, view.clone()));
                }
                Some("ack") => {
                    let Some((_, action)) = pending.take() else { continue };
                    if message["id"] != action["id"] {
                        return Err(format!("an ack for {} while {} waited", message["id"], action["id"]));
                    }
                    let version = message["version"].as_u64().ok_or("an ack without version")?;
                    newest = newest.max(version);
                    played.acked.push((version, action["move"].as_str().unwrap_or_default().to_string()));
                    progress.acks.fetch_add(1, Ordering::Relaxed);
                }
                // The action was built on an old state: the newest state gets a new one.
                Some("stale") => pending = None,
                Some("error") => {
                    let code = message["code"].as_str().unwrap_or_default();
                    // A store error (the store failing as the process dies) leaves the action unanswered: sent
                    // again after reconnecting.
                    if code == "store" {
                        break;
                    }
                    return Err(format!("table {table} seat {seat}: {message}"));
                }
                _ => {}
            }
            // On turn in the newest state known, with no action waiting for its answer: play. (The state may
            // have come before the answer to the action sent again after a reconnection.)
            let Some((version, view)) = &latest else { continue };
            let on_turn = view["status"]["kind"] == "move" && view["status"]["seat"] == seat;
            if !on_turn || pending.is_some() || *version < newest {
                continue;
            }
            let moves = view["legalMoves"].as_array().ok_or("a view without legalMoves")?;
            if moves.is_empty() {
                continue;
            }
            random ^= random << 13;
            random ^= random >> 7;
            random ^= random << 17;
            let mv = moves[(random % moves.len() as u64) as usize].as_str().ok_or("a move")?.to_string();
            let action = json!({"type": "play", "id": format!("s{seat}v{version}a{actions}"), "version": version, "move": mv});
            played.note(format!(">play {}", action["id"]));
            pending = Some((*version, action.clone()));
            actions += 1;
            if socket.send(Message::Text(action.to_string().into())).await.is_err() {
                break;
            }
        }
        played.reconnections += 1;
        turn += 1;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Checks what a table's two clients saw against each other and the stored game: both saw the same final
/// history, of the final version's length (no move applied twice, none lost), and every acknowledged move
/// is in it at the position its acknowledgement named.
pub fn check_table(table: &str, seats: &[Played]) {
    let history = &seats[0].final_history;
    for played in seats {
        assert_eq!(&played.final_history, history, "table {table}: both seats see one history");
        assert_eq!(played.final_version as usize, history.len(), "table {table}: one log entry per ply");
        for (version, mv) in &played.acked {
            assert_eq!(
                history.get(*version as usize - 1),
                Some(mv),
                "table {table}: seat {}'s move acknowledged at version {version} is in the history there",
                played.seat
            );
        }
    }
}

/// Fetches a finished table's record and replays it with `games replay` (exit 0, every ply checked).
pub async fn replay_record(servers: &[SocketAddr], table: &str, dir: &Path) {
    let mut record = None;
    for addr in servers {
        if let Ok((200, text)) = request(*addr, "GET", &format!("/api/tables/{table}/record"), None).await {
            record = Some(text);
            break;
        }
    }
    let record = record.unwrap_or_else(|| panic!("table {table}: no server gives its record"));
    let file = dir.join(format!("{table}.pgn"));
    std::fs::write(&file, &record).expect("the record is written");
    let out = Command::new(env!("CARGO_BIN_EXE_games"))
        .arg("replay")
        .arg(&file)
        .output()
        .expect("games replay runs");
    assert!(
        out.status.success(),
        "table {table}: games replay fails: {}\n{record}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A seed for this run: `GAME_SERVER_FAULT_SEED` or the clock (printed, to run a failure again).
pub fn seed() -> u64 {
    let seed =
        std::env::var("GAME_SERVER_FAULT_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
    eprintln!("fault test seed: GAME_SERVER_FAULT_SEED={seed}");
    seed
}

/// A small generator for the tests' random choices (moves, moments to kill).
pub struct Random(pub u64);

impl Random {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
}
