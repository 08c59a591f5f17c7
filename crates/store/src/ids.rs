//! The ids the browser makes (128 random bits, 32 hexadecimal digits): the player id of daily
//! results and the sync token. Only their SHA-256 is stored.

use std::{fmt, str::FromStr};

use sha2::{Digest, Sha256};

/// A browser's anonymous player id: 128 random bits, written as 32 hexadecimal digits. Only its
/// SHA-256 is stored. `Debug` does not show it (it is what lets a player delete their results).
#[derive(Clone, PartialEq, Eq)]
pub struct PlayerId([u8; 16]);

/// Why a text is not an id or token: it must be 32 hexadecimal digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("expected 32 hexadecimal digits")]
pub struct IdError;

/// 32 hexadecimal digits (either case) as 16 bytes.
pub(crate) fn parse_hex_128(text: &str) -> Result<[u8; 16], IdError> {
    let digits = text.as_bytes();
    if digits.len() != 32 {
        return Err(IdError);
    }
    let mut bytes = [0u8; 16];
    for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
        let high = (pair[0] as char).to_digit(16).ok_or(IdError)?;
        let low = (pair[1] as char).to_digit(16).ok_or(IdError)?;
        *byte = (high * 16 + low) as u8;
    }
    Ok(bytes)
}

/// The SHA-256 of an id, as stored.
pub(crate) fn digest(bytes: &[u8; 16]) -> Vec<u8> {
    Sha256::digest(bytes).to_vec()
}

impl FromStr for PlayerId {
    type Err = IdError;

    fn from_str(text: &str) -> Result<Self, IdError> {
        parse_hex_128(text).map(Self)
    }
}

impl fmt::Debug for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PlayerId(…)")
    }
}

impl PlayerId {
    pub(crate) fn digest(&self) -> Vec<u8> {
        digest(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_text_is_an_id_or_refused(text in "\\PC{0,40}") {
            let parsed = text.parse::<PlayerId>();
            prop_assert_eq!(parsed.is_ok(), text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit()));
        }

        #[test]
        fn the_hex_of_any_bits_reads_back(bytes in any::<[u8; 16]>(), upper in any::<bool>()) {
            let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
            let hex = if upper { hex.to_ascii_uppercase() } else { hex };
            prop_assert_eq!(hex.parse::<PlayerId>(), Ok(PlayerId(bytes)));
        }
    }

    #[test]
    fn player_ids_are_32_hex_digits() {
        assert!("0123456789abcdefABCDEF0123456789"
            .parse::<PlayerId>()
            .is_ok());
        assert_eq!("0123".parse::<PlayerId>(), Err(IdError));
        assert_eq!(
            "0123456789abcdef0123456789abcdeg".parse::<PlayerId>(),
            Err(IdError)
        );
        // A multi-byte character where a digit pair should be.
        assert_eq!(
            "é123456789abcdef0123456789abcde".parse::<PlayerId>(),
            Err(IdError)
        );
        let id: PlayerId = "00000000000000000000000000000001".parse().expect("an id");
        assert_eq!(id.0[15], 1);
        assert_eq!(format!("{id:?}"), "PlayerId(…)");
    }
}
