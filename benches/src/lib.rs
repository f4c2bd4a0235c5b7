//! Shared helpers for the benchmarks and the peer comparison (see `benches/README.md`).
