#![doc = include_str!("../README.md")]
//!
//! # The crate's parts
//!
//! - [`Server`]: the tables of one process over a [`Store`](store::Store): create, list, join, act.
//! - [`router`]: its HTTP routes (the lobby under `/api`, `/health`, the WebSocket at `/ws`, static files).
//! - [`serve`]: binds an address and serves until the process stops.
//! - [`store`]: the storage seam, the [`Store`](store::Store) trait every backend implements (the SQLite one
//!   here), with the guarantees a backend must give (conditional appends, hashed tokens, notices of other
//!   processes' appends).

// Product names (SQLite, PostgreSQL, WebSocket) are words in these docs, not code.
#![allow(clippy::doc_markdown)]

mod bots;
mod error;
mod http;
pub mod protocol;
mod secret;
mod server;
pub mod store;
mod table;
mod view;
mod ws;

use std::net::SocketAddr;
use std::path::PathBuf;

pub use error::{Code, Refusal};
pub use http::{HARD_MESSAGE_LIMIT, router};
pub use server::{Config, CreateTable, Created, Joined, Logger, Server};
pub use table::{Action, Answer};

/// Serves `server` on `addr` (with the playground's files from `web`) until the process is stopped.
///
/// # Errors
/// When the address cannot be bound.
pub async fn serve(server: Server, addr: SocketAddr, web: Option<PathBuf>) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    server.log(&format!("serving on http://{}", listener.local_addr()?));
    axum::serve(listener, router(server, web)).await
}
