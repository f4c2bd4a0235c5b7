//! The HTTP side: the lobby under `/api`, `/health`, the WebSocket at `/ws`, and the playground's static files.

use std::path::PathBuf;

use axum::Router;
use axum::extract::{Path, State, WebSocketUpgrade};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};

use crate::error::{Code, Refusal};
use crate::server::{CreateTable, Server};
use crate::store::SeatSetup;
use crate::ws;

/// The largest WebSocket message read at all: past it the connection is closed (code 1009). Messages between
/// [`crate::Config::max_message`] and this get a `too-large` error and the connection stays.
pub const HARD_MESSAGE_LIMIT: usize = 1024 * 1024;

/// The largest lobby request body.
const MAX_BODY: usize = 64 * 1024;

fn status_of(code: Code) -> StatusCode {
    match code {
        Code::NoSuchTable => StatusCode::NOT_FOUND,
        Code::Private | Code::BadToken => StatusCode::FORBIDDEN,
        Code::SeatTaken | Code::GameOver => StatusCode::CONFLICT,
        Code::Store => StatusCode::SERVICE_UNAVAILABLE,
        Code::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        _ => StatusCode::BAD_REQUEST,
    }
}

fn refused(refusal: &Refusal) -> Response {
    (
        status_of(refusal.code),
        axum::Json(json!({"error": {"code": refusal.code, "message": refusal.message}})),
    )
        .into_response()
}

fn bad(message: impl Into<String>) -> Refusal {
    Refusal::new(Code::BadField, message)
}

/// Reads a request body as a JSON object.
fn object(body: &[u8]) -> Result<serde_json::Map<String, Value>, Refusal> {
    if body.len() > MAX_BODY {
        return Err(Refusal::new(Code::TooLarge, format!("the body is over {MAX_BODY} bytes")));
    }
    let text = if body.is_empty() {
        "{}"
    } else {
        std::str::from_utf8(body).map_err(|_| Refusal::new(Code::BadJson, "not UTF-8"))?
    };
    match serde_json::from_str(text) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(Refusal::new(Code::BadJson, "the body must be a JSON object")),
        Err(e) => Err(Refusal::new(Code::BadJson, format!("not JSON: {e}"))),
    }
}

fn opt_str<'a>(map: &'a serde_json::Map<String, Value>, name: &str) -> Result<Option<&'a str>, Refusal> {
    match map.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(bad(format!("{name}: must be a string"))),
    }
}

/// `POST /api/tables`'s body read.
fn create_request(map: &serde_json::Map<String, Value>) -> Result<CreateTable, Refusal> {
    let game = opt_str(map, "game")?.ok_or_else(|| bad("game: missing"))?.to_string();
    let preset = opt_str(map, "preset")?.map(str::to_string);
    let private = match map.get("private") {
        None | Some(Value::Null) => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => return Err(bad("private: must be true or false")),
    };
    let seats = match map.get("seats") {
        None | Some(Value::Null) => None,
        Some(Value::Array(seats)) => Some(
            seats
                .iter()
                .enumerate()
                .map(|(i, seat)| match seat {
                    Value::String(s) if s == "open" => Ok(SeatSetup::Open),
                    // Any other word is a bot's seat kind, as the registry reads it (`random`, `ismcts:200`).
                    Value::String(s) if !s.is_empty() => Ok(SeatSetup::Bot { bot: s.clone() }),
                    Value::Object(o) => match (o.get("kind").and_then(Value::as_str), o.get("bot").and_then(Value::as_str)) {
                        (Some("open"), _) => Ok(SeatSetup::Open),
                        (Some("bot"), Some(bot)) => Ok(SeatSetup::Bot { bot: bot.to_string() }),
                        _ => Err(bad(format!("seats[{i}]: must be {{\"kind\":\"open\"}} or {{\"kind\":\"bot\",\"bot\":KIND}}"))),
                    },
                    _ => Err(bad(format!("seats[{i}]: must be \"open\", a bot kind or an object"))),
                })
                .collect::<Result<Vec<_>, _>>()?,
        ),
        Some(_) => return Err(bad("seats: must be an array")),
    };
    let seats = if let Some(seats) = seats {
        seats
    } else {
        let entry = traditional_games::find(&game).map_err(|e| bad(format!("game: {e}")))?;
        let preset = preset.clone().unwrap_or_else(|| entry.default_preset().to_string());
        let n = entry.seat_names(&preset).map_err(|e| bad(format!("preset: {e}")))?.len();
        vec![SeatSetup::Open; n]
    };
    Ok(CreateTable { game, preset, seats, private })
}

async fn create(State(server): State<Server>, body: axum::body::Bytes) -> Response {
    let request = match object(&body).and_then(|map| create_request(&map)) {
        Ok(request) => request,
        Err(refusal) => return refused(&refusal),
    };
    match server.create_table(request).await {
        Ok(created) => {
            (StatusCode::CREATED, axum::Json(json!({"table": created.table, "invite": created.invite})))
                .into_response()
        }
        Err(refusal) => refused(&refusal),
    }
}

async fn list(State(server): State<Server>) -> Response {
    match server.list_tables().await {
        Ok(tables) => axum::Json(json!({"tables": tables})).into_response(),
        Err(refusal) => refused(&refusal),
    }
}

async fn join_with(server: &Server, table: Option<&str>, body: &[u8]) -> Response {
    let joined = async {
        let map = object(body)?;
        let invite = opt_str(&map, "invite")?;
        let seat = match map.get("seat") {
            None | Some(Value::Null) => None,
            Some(v) => Some(
                v.as_u64()
                    .and_then(|s| u8::try_from(s).ok())
                    .ok_or_else(|| bad("seat: must be a seat number (0, 1, ...)"))?,
            ),
        };
        server.join(table, invite, seat).await
    }
    .await;
    match joined {
        Ok(joined) => axum::Json(json!({"table": joined.table, "seat": joined.seat, "token": joined.token}))
            .into_response(),
        Err(refusal) => refused(&refusal),
    }
}

async fn join(State(server): State<Server>, Path(id): Path<String>, body: axum::body::Bytes) -> Response {
    join_with(&server, Some(&id), &body).await
}

async fn join_invite(State(server): State<Server>, body: axum::body::Bytes) -> Response {
    join_with(&server, None, &body).await
}

async fn record(State(server): State<Server>, Path(id): Path<String>) -> Response {
    match server.record(&id).await {
        Ok(text) => ([(axum::http::header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response(),
        Err(refusal) => refused(&refusal),
    }
}

async fn games() -> Response {
    let games: Vec<Value> = traditional_games::games()
        .iter()
        .map(|g| {
            json!({
                "name": g.name,
                "about": g.about,
                "defaultPreset": g.default_preset(),
                "presets": g.presets.iter().map(|p| json!({
                    "name": p.name,
                    "seats": g.seat_names(p.name).unwrap_or_default(),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    axum::Json(json!({"games": games})).into_response()
}

async fn health(State(server): State<Server>) -> Response {
    if server.healthy().await {
        (StatusCode::OK, "ok").into_response()
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "the store takes no writes").into_response()
    }
}

/// The initial read buffer of a WebSocket connection, in bytes.
const READ_BUFFER: usize = 4 * 1024;

async fn socket(State(server): State<Server>, upgrade: WebSocketUpgrade) -> Response {
    upgrade
        .max_message_size(HARD_MESSAGE_LIMIT)
        .max_frame_size(HARD_MESSAGE_LIMIT)
        // The read buffer is allocated at its full size for every connection (128 KiB by default, most of a
        // table's memory with two seats); client messages are small (16 KiB at most by default), and it
        // grows when a bigger frame comes.
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| ws::serve(server, socket))
}

/// The server's routes; with `web`, every other path serves that folder's files (the playground).
pub fn router(server: Server, web: Option<PathBuf>) -> Router {
    let router = Router::new()
        .route("/health", get(health))
        .route("/ws", get(socket))
        .route("/api/games", get(games))
        .route("/api/tables", get(list).post(create))
        .route("/api/tables/{id}/join", post(join))
        .route("/api/join", post(join_invite))
        .route("/api/tables/{id}/record", get(record))
        .with_state(server);
    match web {
        Some(dir) => router.fallback_service(tower_http::services::ServeDir::new(dir)),
        None => router,
    }
}
