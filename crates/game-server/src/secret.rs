//! Secrets from the operating system's generator: table ids, invite codes and seat tokens, the hashes the
//! store keeps of them, and the generator that draws nature's outcomes.

use rand::SeedableRng;
use rand::TryRng;
use rand::rngs::{StdRng, SysRng};
use sha2::{Digest, Sha256};

/// `bytes` random bytes from the OS, as hex.
///
/// # Panics
/// When the operating system has no random source: a server cannot run safely without one.
pub(crate) fn random_hex(bytes: usize) -> String {
    let mut buffer = vec![0u8; bytes];
    SysRng.try_fill_bytes(&mut buffer).expect("the operating system's random source failed");
    hex::encode(buffer)
}

/// A new seat token: 256 bits from the OS.
pub(crate) fn token() -> String {
    random_hex(32)
}

/// The SHA-256 hash (hex) of a token or invite code: what the store keeps.
pub(crate) fn hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

/// A fresh generator for one chance draw: ChaCha12 seeded from the OS each time, so no seed outlives the draw
/// and none can be learnt by a client.
///
/// # Panics
/// When the operating system has no random source.
pub(crate) fn chance_rng() -> StdRng {
    StdRng::try_from_rng(&mut SysRng).expect("the operating system's random source failed")
}
