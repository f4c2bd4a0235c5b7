//! `games serve`: the game server (the `game-server` crate) on one address, over an SQLite file or, built
//! with the `postgres` feature, a PostgreSQL database shared with other `games serve` processes.
// Product names (SQLite, PostgreSQL) are words in these docs, not code.
#![allow(clippy::doc_markdown)]

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use game_server::store::{SqliteStore, Store};
use game_server::{Config, Server};

use crate::error::CliError;

/// Whether `db` names a PostgreSQL database (`postgres://...` or `postgresql://...`) rather than a file.
pub fn is_postgres(db: &str) -> bool {
    db.starts_with("postgres://") || db.starts_with("postgresql://")
}

/// Opens the store `db` names: a PostgreSQL URL, else an SQLite file (created if missing).
#[cfg_attr(not(feature = "postgres"), allow(clippy::unused_async))]
async fn open_store(db: &str) -> Result<Arc<dyn Store>, CliError> {
    if is_postgres(db) {
        #[cfg(feature = "postgres")]
        {
            let store = game_server::store::PostgresStore::connect(db)
                .await
                .map_err(|e| CliError::BadArgument(format!("--db: {e}")))?;
            return Ok(Arc::new(store));
        }
        #[cfg(not(feature = "postgres"))]
        return Err(CliError::BadArgument(
            "--db: this games was built without PostgreSQL (cargo's feature `postgres`)".to_string(),
        ));
    }
    let store =
        SqliteStore::open(Path::new(db)).map_err(|e| CliError::BadArgument(format!("--db {db}: {e}")))?;
    Ok(Arc::new(store))
}

/// Serves every game of the registry on `addr` until the process is stopped; with `web`, that folder's files
/// (the playground) too.
pub fn serve(addr: SocketAddr, db: &str, web: Option<PathBuf>) -> Result<(), CliError> {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let store = open_store(db).await?;
        let server = Server::start(store, Config::default()).await.map_err(|e| {
            CliError::BadArgument(format!("--db {}: {e}", if is_postgres(db) { "(PostgreSQL)" } else { db }))
        })?;
        game_server::serve(server, addr, web).await?;
        Ok(())
    })
}
