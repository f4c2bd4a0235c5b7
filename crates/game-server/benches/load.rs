//! The server's load generator: many tables of Russian draughts (the `bashnya` game's `russian` preset), two
//! WebSocket clients at each, over loopback, against a server in a process of its own on an SQLite file with
//! durable commits (WAL, `synchronous = FULL`). It prints acknowledged actions per second, the p50/p99/max
//! latency from sending an action to receiving its acknowledgement, and the server's memory per table (its
//! resident set after seating every table, less before creating any, over the number of tables).
//!
//! ```sh
//! cargo bench -p game-server --bench load                       # 1,000 tables, clients answer at once, 20 s
//! cargo bench -p game-server --bench load -- --tables 1000 --seconds 20 --think-ms 400
//! ```
//!
//! Options: `--tables N` (1000), `--seconds S` measured after a warm-up of 3 s (20), `--think-ms T` (0): a
//! client waits T ms before answering (0: at once), `--preset P` (`russian`). The server process is this
//! program started again with `--serve DB`; it is killed at the end and its database removed.
// Product names are words here; figures are printed as floating point on purpose.
#![allow(clippy::doc_markdown, clippy::cast_precision_loss)]

use std::io::BufRead;
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use game_server::store::SqliteStore;
use game_server::{Config, Server};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// What the load run is asked for.
#[derive(Clone, Debug)]
struct Options {
    tables: usize,
    seconds: u64,
    think_ms: u64,
    preset: String,
}

fn options(args: &[String]) -> Result<Options, String> {
    let mut options = Options { tables: 1000, seconds: 20, think_ms: 0, preset: "russian".to_string() };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().cloned().ok_or_else(|| format!("{name} needs a value"));
        match arg.as_str() {
            "--tables" => {
                options.tables = value("--tables")?.parse().map_err(|e| format!("--tables: {e}"))?;
            }
            "--seconds" => {
                options.seconds = value("--seconds")?.parse().map_err(|e| format!("--seconds: {e}"))?;
            }
            "--think-ms" => {
                options.think_ms = value("--think-ms")?.parse().map_err(|e| format!("--think-ms: {e}"))?;
            }
            "--preset" => options.preset = value("--preset")?,
            // What `cargo bench` passes to every bench target.
            "--bench" => {}
            other => {
                return Err(format!("unknown option {other:?} (--tables, --seconds, --think-ms, --preset)"));
            }
        }
    }
    Ok(options)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--serve") {
        serve(args.get(1).expect("--serve DB"));
        return;
    }
    let options = match options(&args) {
        Ok(options) => options,
        Err(e) => {
            eprintln!("load: {e}");
            std::process::exit(2);
        }
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    runtime.block_on(run(options));
}

/// The server process: an SQLite file with durable commits, a free loopback port printed on standard output.
fn serve(db: &str) {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().expect("a tokio runtime");
    runtime.block_on(async {
        let store = Arc::new(SqliteStore::open(std::path::Path::new(db)).expect("the database opens"));
        // Rate limits off (a client answering at once is not a flood here); no log lines per table.
        let config = Config {
            rate_burst: u32::MAX / 2,
            rate_per_second: u32::MAX / 2,
            logger: Arc::new(|_| {}),
            ..Config::default()
        };
        let server = Server::start(store, config).await.expect("the server starts");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
        println!("{}", listener.local_addr().expect("an address"));
        axum::serve(listener, game_server::router(server, None)).await.expect("serves");
    });
}

/// The server process, killed when dropped.
struct ServerProcess {
    child: Child,
    addr: SocketAddr,
}

impl Drop for ServerProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl ServerProcess {
    fn start(db: &std::path::Path) -> ServerProcess {
        let mut child = Command::new(std::env::current_exe().expect("this program's path"))
            .arg("--serve")
            .arg(db)
            .stdout(Stdio::piped())
            .spawn()
            .expect("the server process starts");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().expect("its standard output"))
            .read_line(&mut line)
            .expect("the server prints its address");
        ServerProcess { child, addr: line.trim().parse().expect("an address") }
    }

    /// The resident set, in bytes (Linux's `/proc`).
    fn rss(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).unwrap_or_default();
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            .map_or(0, |kb| kb * 1024)
    }
}

/// One HTTP/1.1 request with a JSON body; the answer's JSON body.
async fn post(addr: SocketAddr, path: &str, body: &Value) -> Value {
    let mut stream = TcpStream::connect(addr).await.expect("connects");
    let body = body.to_string();
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(request.as_bytes()).await.expect("sends");
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.expect("reads");
    let text = String::from_utf8_lossy(&response);
    let (_, body) = text.split_once("\r\n\r\n").expect("an HTTP answer");
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{path}: {e}: {text}"))
}

/// A table with both seats joined: its id and the two seat tokens.
async fn open_table(addr: SocketAddr, preset: &str) -> (String, [String; 2]) {
    let created = post(addr, "/api/tables", &json!({"game": "bashnya", "preset": preset})).await;
    let table = created["table"].as_str().unwrap_or_else(|| panic!("a table: {created}")).to_string();
    let mut tokens = [String::new(), String::new()];
    for (seat, token) in tokens.iter_mut().enumerate() {
        let joined = post(addr, &format!("/api/tables/{table}/join"), &json!({"seat": seat})).await;
        *token = joined["token"].as_str().unwrap_or_else(|| panic!("a token: {joined}")).to_string();
    }
    (table, tokens)
}

/// The parts of a server message a client reads (the rest, the SVG above all, is skipped).
#[derive(Deserialize)]
struct Incoming {
    #[serde(rename = "type")]
    kind: String,
    version: Option<u64>,
    view: Option<ViewPart>,
}

#[derive(Deserialize)]
struct ViewPart {
    status: StatusPart,
    #[serde(rename = "legalMoves")]
    legal_moves: Vec<String>,
}

#[derive(Deserialize)]
struct StatusPart {
    kind: String,
    seat: Option<u8>,
}

/// What every client adds to.
#[derive(Default)]
struct Tally {
    measuring: AtomicBool,
    acks: AtomicU64,
    refusals: AtomicU64,
    finished: AtomicU64,
    latencies_us: Mutex<Vec<u32>>,
}

/// A seat's client: sits, and on each state where it is on turn, plays a random legal move (after
/// `think`), timing it until its acknowledgement.
async fn client(
    addr: SocketAddr,
    table: String,
    seat: u8,
    token: String,
    think: Duration,
    tally: Arc<Tally>,
) {
    let (mut socket, _) =
        tokio_tungstenite::connect_async(format!("ws://{addr}/ws")).await.expect("the WebSocket opens");
    socket
        .send(Message::Text(json!({"type": "sit", "table": table, "token": token}).to_string().into()))
        .await
        .expect("sends");
    let mut acted_at = None;
    let mut sent = Instant::now();
    let mut random = 0x9E37_79B9_7F4A_7C15_u64 ^ (u64::from(seat) << 32) ^ table.len() as u64;
    for byte in table.bytes() {
        random = random.rotate_left(5) ^ u64::from(byte);
    }
    while let Some(Ok(message)) = socket.next().await {
        let Message::Text(text) = message else { continue };
        let Ok(incoming) = serde_json::from_str::<Incoming>(&text) else { continue };
        match incoming.kind.as_str() {
            "state" => {
                let (Some(version), Some(view)) = (incoming.version, incoming.view) else { continue };
                if view.status.kind == "over" {
                    tally.finished.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                if view.status.kind != "move" || view.status.seat != Some(seat) || acted_at >= Some(version) {
                    continue;
                }
                if view.legal_moves.is_empty() {
                    continue;
                }
                if !think.is_zero() {
                    tokio::time::sleep(think).await;
                }
                random ^= random << 13;
                random ^= random >> 7;
                random ^= random << 17;
                let mv = &view.legal_moves[(random % view.legal_moves.len() as u64) as usize];
                let play = json!({"type": "play", "id": format!("{seat}-{version}"), "version": version, "move": mv});
                sent = Instant::now();
                acted_at = Some(version);
                if socket.send(Message::Text(play.to_string().into())).await.is_err() {
                    break;
                }
            }
            "ack" => {
                let latency = sent.elapsed();
                if tally.measuring.load(Ordering::Relaxed) {
                    tally.acks.fetch_add(1, Ordering::Relaxed);
                    tally.latencies_us.lock().expect("not poisoned").push(latency.as_micros() as u32);
                }
            }
            "stale" | "error" => {
                tally.refusals.fetch_add(1, Ordering::Relaxed);
            }
            _ => {}
        }
    }
}

/// One table's place: its two clients play a game, then a new table is opened for the next, until aborted.
async fn slot(
    addr: SocketAddr,
    preset: String,
    first: (String, [String; 2]),
    think: Duration,
    tally: Arc<Tally>,
) {
    let mut table = first;
    loop {
        let (id, [t0, t1]) = table;
        tokio::join!(
            client(addr, id.clone(), 0, t0, think, tally.clone()),
            client(addr, id, 1, t1, think, tally.clone())
        );
        table = open_table(addr, &preset).await;
    }
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0) * (sorted.len() - 1) as f64).round() as usize;
    f64::from(sorted[rank]) / 1000.0
}

async fn run(options: Options) {
    let dir = std::env::temp_dir().join(format!("game-server-load-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let db = dir.join("load.sqlite");
    let server = ServerProcess::start(&db);
    let addr = server.addr;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let rss_before = server.rss();
    println!(
        "load: {} tables of bashnya/{} at {addr}, clients answer after {} ms, durable SQLite commits",
        options.tables, options.preset, options.think_ms
    );
    let setup = Instant::now();
    let tally = Arc::new(Tally::default());
    let think = Duration::from_millis(options.think_ms);
    // Tables are opened 50 at a time; a table whose game is over is replaced by a new one, so that as many
    // are played all along.
    let mut slots = Vec::with_capacity(options.tables);
    for chunk in (0..options.tables).collect::<Vec<_>>().chunks(50) {
        let opened =
            futures_util::future::join_all(chunk.iter().map(|_| open_table(addr, &options.preset))).await;
        for first in opened {
            slots.push(tokio::spawn(slot(addr, options.preset.clone(), first, think, tally.clone())));
        }
    }
    println!("load: {} tables opened and seated in {:.1} s", options.tables, setup.elapsed().as_secs_f64());
    tokio::time::sleep(Duration::from_secs(3)).await;
    let rss_playing = server.rss();
    tally.measuring.store(true, Ordering::Relaxed);
    let measured = Instant::now();
    tokio::time::sleep(Duration::from_secs(options.seconds)).await;
    tally.measuring.store(false, Ordering::Relaxed);
    let elapsed = measured.elapsed().as_secs_f64();
    let rss_after = server.rss();
    let mut latencies = std::mem::take(&mut *tally.latencies_us.lock().expect("not poisoned"));
    latencies.sort_unstable();
    let acks = tally.acks.load(Ordering::Relaxed);
    println!("load: {acks} acknowledged actions in {elapsed:.1} s: {:.0} a second", acks as f64 / elapsed);
    println!(
        "load: send to acknowledgement: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        percentile(&latencies, 50.0),
        percentile(&latencies, 99.0),
        latencies.last().map_or(f64::NAN, |&l| f64::from(l) / 1000.0)
    );
    println!(
        "load: server memory {:.1} MiB before the tables, {:.1} MiB playing, {:.1} MiB at the end: {:.1} KiB a table",
        rss_before as f64 / 1048576.0,
        rss_playing as f64 / 1048576.0,
        rss_after as f64 / 1048576.0,
        (rss_playing.saturating_sub(rss_before)) as f64 / 1024.0 / options.tables as f64
    );
    println!(
        "load: {} games over during the run, {} stale or refused actions",
        tally.finished.load(Ordering::Relaxed) / 2,
        tally.refusals.load(Ordering::Relaxed)
    );
    for slot in slots {
        slot.abort();
    }
    drop(server);
    let _ = std::fs::remove_dir_all(&dir);
}
