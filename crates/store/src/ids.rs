//! How the ids the browser makes (`site::ids`) are kept: only their SHA-256, so a database
//! that leaks gives no one the power to delete a player's results or read their document.

use sha2::{Digest, Sha256};

/// The SHA-256 of an id's bytes, as stored.
pub(crate) fn digest(bytes: &[u8; 16]) -> Vec<u8> {
    Sha256::digest(bytes).to_vec()
}
