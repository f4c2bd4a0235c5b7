//! `games serve`: the game server (the `game-server` crate) on an address, with an `SQLite` file as its store
//! (or, built with the `postgres` feature, a `PostgreSQL` database that several `games serve` processes
//! share) and, when given, a folder of static files (the web playground's build) at `/`.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use game_server::store::Store;

use crate::error::CliError;

/// Whether `--db` names a `PostgreSQL` database (`postgres://...` or `postgresql://...`) rather than a file.
pub fn is_postgres(db: &str) -> bool {
    db.starts_with("postgres://") || db.starts_with("postgresql://")
}

/// Opens the store `db` names: a `PostgreSQL` URL, else an `SQLite` file (created if missing).
#[cfg_attr(not(feature = "postgres"), allow(clippy::unused_async))]
async fn open_store(db: &str) -> Result<Arc<dyn Store>, CliError> {
    if is_postgres(db) {
        #[cfg(feature = "postgres")]
        {
            // The URL may hold a password: the error names the database's words, not the URL.
            let store = game_server::store::PostgresStore::connect(db)
                .await
                .map_err(|e| CliError::BadArgument(format!("bad --db (PostgreSQL): {e}")))?;
            return Ok(Arc::new(store));
        }
        #[cfg(not(feature = "postgres"))]
        return Err(CliError::BadArgument(
            "bad --db: this games was built without PostgreSQL (cargo feature `postgres`)".to_string(),
        ));
    }
    let store = game_server::store::SqliteStore::open(Path::new(db))
        .map_err(|e| CliError::BadArgument(format!("bad --db {db}: {e}")))?;
    Ok(Arc::new(store))
}

/// Starts the server and serves until the process is stopped. Unfinished tables of the database are restored
/// first.
pub fn serve(addr: &str, db: &str, web: Option<&Path>) -> Result<(), CliError> {
    let addr: SocketAddr = addr
        .parse()
        .map_err(|e| CliError::BadArgument(format!("bad --addr {addr:?}: {e} (e.g. 127.0.0.1:8080)")))?;
    if let Some(web) = web
        && !web.is_dir()
    {
        return Err(CliError::BadArgument(format!("bad --web: {} is not a folder", web.display())));
    }
    let shown = if is_postgres(db) { "(PostgreSQL)" } else { db };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let store = open_store(db).await?;
        let server = game_server::Server::start(store, game_server::Config::default())
            .await
            .map_err(|e| CliError::BadArgument(format!("bad --db {shown}: {e}")))?;
        game_server::serve(server, addr, web.map(Path::to_path_buf)).await?;
        Ok(())
    })
}
