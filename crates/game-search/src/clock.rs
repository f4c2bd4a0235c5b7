//! The clock that time budgets read.
//!
//! On `wasm32-unknown-unknown` (a browser, Node) the standard library has no clock: `std::time::Instant::now`
//! panics there. `web_time::Instant` reads the JavaScript host's `performance.now()` instead, so that a bot
//! given seconds per move works in the npm package. Every other target keeps `std::time::Instant` (and builds
//! without `web-time`).

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub(crate) use std::time::Instant;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub(crate) use web_time::Instant;
