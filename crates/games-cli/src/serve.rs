//! `games serve`: the game server (the `game-server` crate) on an address, with an `SQLite` file as its store
//! and, when given, a folder of static files (the web playground's build) at `/`.

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use crate::error::CliError;

/// Starts the server and serves until the process is stopped. Unfinished tables of the database are restored
/// first.
pub fn serve(addr: &str, db: &Path, web: Option<&Path>) -> Result<(), CliError> {
    let addr: SocketAddr = addr
        .parse()
        .map_err(|e| CliError::BadArgument(format!("bad --addr {addr:?}: {e} (e.g. 127.0.0.1:8080)")))?;
    if let Some(web) = web
        && !web.is_dir()
    {
        return Err(CliError::BadArgument(format!("bad --web: {} is not a folder", web.display())));
    }
    let store = game_server::store::SqliteStore::open(db)
        .map_err(|e| CliError::BadArgument(format!("bad --db {}: {e}", db.display())))?;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let server = game_server::Server::start(Arc::new(store), game_server::Config::default())
            .await
            .map_err(|e| CliError::BadArgument(format!("bad --db {}: {e}", db.display())))?;
        game_server::serve(server, addr, web.map(Path::to_path_buf)).await?;
        Ok(())
    })
}
