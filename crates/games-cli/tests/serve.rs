//! `games serve`: the server answers on its address, a table of bots plays to its end, and the record the
//! server keeps replays with `games replay`.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Server(Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// One HTTP/1.1 request over loopback: the status and the body.
fn http(port: u16, method: &str, path: &str, body: &str) -> std::io::Result<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )?;
    let mut response = String::new();
    stream.read_to_string(&mut response)?;
    let status = response.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = response.split_once("\r\n\r\n").map_or("", |(_, b)| b).to_string();
    Ok((status, body))
}

#[test]
fn serve_plays_a_bot_table_and_its_record_replays() {
    let dir = std::env::temp_dir().join(format!("games-serve-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.sqlite");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let _server = Server(
        Command::new(env!("CARGO_BIN_EXE_games"))
            .args(["serve", "--addr", &format!("127.0.0.1:{port}"), "--db"])
            .arg(&db)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let deadline = Instant::now() + Duration::from_secs(60);
    while http(port, "GET", "/health", "").map(|(s, _)| s).ok() != Some(200) {
        assert!(Instant::now() < deadline, "the server did not answer /health");
        std::thread::sleep(Duration::from_millis(50));
    }
    let (status, created) =
        http(port, "POST", "/api/tables", r#"{"game":"bashnya","seats":["random","random"]}"#).unwrap();
    assert_eq!(status, 201, "{created}");
    let table = created.split("\"table\":\"").nth(1).unwrap().split('"').next().unwrap().to_string();
    let record = loop {
        let (status, body) = http(port, "GET", &format!("/api/tables/{table}/record"), "").unwrap();
        if status == 200 {
            break body;
        }
        assert!(Instant::now() < deadline, "the bots' game did not end: {status} {body}");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(record.starts_with("[Game \"bashnya\"]"), "{record}");
    let file = dir.join("game.pgn");
    std::fs::write(&file, &record).unwrap();
    let replay = Command::new(env!("CARGO_BIN_EXE_games")).arg("replay").arg(&file).output().unwrap();
    assert!(replay.status.success(), "{}", String::from_utf8_lossy(&replay.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn serve_refuses_bad_arguments_in_one_line() {
    for args in [["serve", "--addr", "nope"], ["serve", "--web", "/no/such/folder"]] {
        let out = Command::new(env!("CARGO_BIN_EXE_games")).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with("error: bad --"), "{stderr}");
    }
}
