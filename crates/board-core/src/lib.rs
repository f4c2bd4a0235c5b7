//! Square-grid geometry (placeholder while the crate is written).
#![no_std]
