//! One WebSocket connection: reads client messages (size- and rate-limited), seats or adds a spectator, passes
//! actions to the table, and forwards the table's messages.

use std::sync::Arc;
use std::time::Instant;

use axum::extract::ws::{Message, WebSocket};
use serde_json::json;
use tokio::sync::mpsc;

use crate::error::{Code, Refusal};
use crate::protocol::{ClientMessage, parse};
use crate::secret;
use crate::server::{Handle, Server, state_message};
use crate::table::Answer;

/// A token bucket: `burst` messages at once, refilled at `rate` a second.
struct Bucket {
    tokens: f64,
    burst: f64,
    rate: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.at).as_secs_f64() * self.rate).min(self.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Where the connection sits.
struct Attached {
    handle: Arc<Handle>,
    /// The seat and its token's hash; `None`: a spectator.
    seat: Option<(u8, String)>,
}

fn error(id: Option<&str>, refusal: &Refusal) -> String {
    json!({"type": "error", "id": id, "code": refusal.code, "message": refusal.message}).to_string()
}

/// Serves one connection until it closes.
pub(crate) async fn serve(server: Server, mut socket: WebSocket) {
    let connection = server.next_connection();
    let (sender, mut outgoing) = mpsc::unbounded_channel::<String>();
    let config = server.config().clone();
    let mut bucket = Bucket {
        tokens: f64::from(config.rate_burst),
        burst: f64::from(config.rate_burst),
        rate: f64::from(config.rate_per_second),
        at: Instant::now(),
    };
    let mut last_rate_error: Option<Instant> = None;
    let mut attached: Option<Attached> = None;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let text = match incoming {
                    None | Some(Err(_) | Ok(Message::Close(_))) => break,
                    Some(Ok(Message::Text(text))) => text.to_string(),
                    Some(Ok(Message::Binary(_))) => {
                        let refusal = Refusal::new(Code::BadJson, "binary frames are not read: send JSON text");
                        if socket.send(Message::Text(error(None, &refusal).into())).await.is_err() { break }
                        continue;
                    }
                    Some(Ok(_)) => continue,
                };
                if !bucket.take() {
                    // One error a second at most: a flood gets no flood of answers.
                    if last_rate_error.is_none_or(|at| at.elapsed().as_secs_f64() >= 1.0) {
                        last_rate_error = Some(Instant::now());
                        let refusal = Refusal::new(Code::RateLimited, format!(
                            "too many messages: at most {} a second (bursts of {}); this one was dropped",
                            config.rate_per_second, config.rate_burst));
                        if socket.send(Message::Text(error(None, &refusal).into())).await.is_err() { break }
                    }
                    continue;
                }
                let replies = if text.len() > config.max_message {
                    vec![error(None, &Refusal::new(Code::TooLarge, format!(
                        "the message is {} bytes, more than {}", text.len(), config.max_message)))]
                } else {
                    handle(&server, connection, &sender, &mut attached, &text).await
                };
                let mut closed = false;
                for reply in replies {
                    if socket.send(Message::Text(reply.into())).await.is_err() { closed = true; break }
                }
                if closed { break }
            }
            out = outgoing.recv() => {
                let Some(out) = out else { break };
                if socket.send(Message::Text(out.into())).await.is_err() { break }
            }
        }
    }
    if let Some(attached) = attached {
        server.detach(&attached.handle, connection).await;
    }
}

/// Answers one client message; the replies go out before anything the table broadcasts afterwards.
async fn handle(
    server: &Server,
    connection: u64,
    sender: &mpsc::UnboundedSender<String>,
    attached: &mut Option<Attached>,
    text: &str,
) -> Vec<String> {
    let message = match parse(text) {
        Ok(message) => message,
        Err((id, refusal)) => return vec![error(id.as_deref(), &refusal)],
    };
    match message {
        ClientMessage::Ping => vec![json!({"type": "pong"}).to_string()],
        ClientMessage::Sit { table, token } => {
            if let Some(old) = attached.take() {
                server.detach(&old.handle, connection).await;
            }
            match server.sit(connection, &table, &token, sender.clone()).await {
                Ok((handle, seat)) => {
                    *attached = Some(Attached { handle, seat: Some((seat, secret::hash(&token))) });
                    Vec::new()
                }
                Err(refusal) => vec![error(None, &refusal)],
            }
        }
        ClientMessage::Watch { table, invite } => {
            if let Some(old) = attached.take() {
                server.detach(&old.handle, connection).await;
            }
            match server.watch(connection, &table, invite.as_deref(), sender.clone()).await {
                Ok(handle) => {
                    *attached = Some(Attached { handle, seat: None });
                    Vec::new()
                }
                Err(refusal) => vec![error(None, &refusal)],
            }
        }
        ClientMessage::Leave => {
            let Some(Attached { handle, seat: Some((seat, hash)) }) = attached.as_ref() else {
                return vec![error(
                    None,
                    &Refusal::new(Code::NotSeated, "leave: this connection holds no seat"),
                )];
            };
            if !server.still_holds(handle, *seat, hash).await {
                *attached = None;
                return vec![error(None, &Refusal::new(Code::BadToken, "token: no longer holds this seat"))];
            }
            match server.leave(handle, connection, *seat).await {
                Ok(()) => {
                    *attached = None;
                    vec![json!({"type": "left"}).to_string()]
                }
                Err(refusal) => vec![error(None, &refusal)],
            }
        }
        ClientMessage::Act { id, version, action } => {
            let Some(Attached { handle, seat: Some((seat, hash)) }) = attached.as_ref() else {
                return vec![error(
                    Some(&id),
                    &Refusal::new(Code::NotSeated, "this connection holds no seat: sit first"),
                )];
            };
            if !server.still_holds(handle, *seat, hash).await {
                return vec![error(
                    Some(&id),
                    &Refusal::new(Code::BadToken, "token: no longer holds this seat"),
                )];
            }
            match server.act(handle, *seat, Some(&id), version, &action).await {
                Ok(Some(Answer::Accepted { version })) => {
                    vec![json!({"type": "ack", "id": id, "version": version}).to_string()]
                }
                Ok(Some(Answer::Refused(refusal))) | Err(refusal) => vec![error(Some(&id), &refusal)],
                Ok(None) => {
                    let state = handle.state.lock().await;
                    vec![
                        json!({"type": "stale", "id": id, "version": state.table.version}).to_string(),
                        state_message(&state, Some(*seat)),
                    ]
                }
            }
        }
    }
}
