//! An authoritative online game server for every game of the traditional-games registry.
//!
//! See the crate's README for what it is and how to run it, and `PROTOCOL.md` for every message.
//!
//! - [`store`]: the storage seam, the [`Store`](store::Store) trait every backend implements (the SQLite one
//!   here), with the guarantees a backend must give (conditional appends, hashed tokens, notices of other
//!   processes' appends).

// Product names (SQLite, PostgreSQL, WebSocket) are words in these docs, not code.
#![allow(clippy::doc_markdown)]

pub mod store;
