//! The ids the site makes: 128 random bits written as 32 hexadecimal digits. The player id
//! of daily results and the sync token, which the browser makes; the server stores only their
//! SHA-256, and neither is ever shown in `Debug` output (each is what lets its holder delete or
//! read data). A room's id, which the server makes and which is in the room's address.

use std::{fmt, str::FromStr};

/// Why a text is not an id: it must be 32 hexadecimal digits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("expected 32 hexadecimal digits")]
pub struct IdError;

/// 32 hexadecimal digits (either case) as 16 bytes.
fn parse_hex_128(text: &str) -> Result<[u8; 16], IdError> {
    let digits = text.trim().as_bytes();
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

/// The lower-case hexadecimal digits of `bytes`.
fn hex(bytes: &[u8; 16], f: &mut fmt::Formatter<'_>) -> fmt::Result {
    bytes.iter().try_for_each(|b| write!(f, "{b:02x}"))
}

macro_rules! id128 {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, PartialEq, Eq, Hash)]
        pub struct $name([u8; 16]);

        impl $name {
            /// The id of these 16 bytes.
            pub fn from_bytes(bytes: [u8; 16]) -> Self {
                Self(bytes)
            }

            /// Its 16 bytes.
            pub fn bytes(&self) -> &[u8; 16] {
                &self.0
            }
        }

        impl FromStr for $name {
            type Err = IdError;

            fn from_str(text: &str) -> Result<Self, IdError> {
                parse_hex_128(text).map(Self)
            }
        }

        /// The 32 lower-case hexadecimal digits.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                hex(&self.0, f)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(concat!(stringify!($name), "(…)"))
            }
        }
    };
}

id128! {
    /// A room's id, in its address (`/r/<id>`): made by the server, unguessable, so only those
    /// given the link find the room.
    RoomId
}

id128! {
    /// A browser's anonymous player id for daily results, made once and kept in its storage.
    PlayerId
}

id128! {
    /// A sync token: the secret under which the server keeps a player's document, shared by
    /// the player's devices through a sync link.
    SyncToken
}

/// The page a sync link opens.
pub const SYNC_PAGE: &str = "/stats";

/// What starts a sync link's fragment. Browsers never send a fragment, so the token stays out
/// of requests and logs; requests carry it in `Authorization: Bearer`.
const FRAGMENT: &str = "#sync=";

impl SyncToken {
    /// The `Authorization` header's value.
    pub fn bearer(&self) -> String {
        format!("Bearer {self}")
    }

    /// The link that brings this token to another device, on the site at `origin`.
    pub fn link(&self, origin: &str) -> String {
        format!("{origin}{SYNC_PAGE}{FRAGMENT}{self}")
    }

    /// The token a page's fragment (`location.hash`) carries: `None` if it carries none, an
    /// error if it tries to and is damaged.
    pub fn from_fragment(hash: &str) -> Option<Result<SyncToken, IdError>> {
        hash.strip_prefix(FRAGMENT).map(str::parse)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    proptest! {
        #[test]
        fn any_text_is_an_id_or_refused(text in "\\PC{0,40}") {
            let parsed = text.parse::<PlayerId>();
            let trimmed = text.trim();
            prop_assert_eq!(parsed.is_ok(), trimmed.len() == 32 && trimmed.bytes().all(|b| b.is_ascii_hexdigit()));
        }

        #[test]
        fn the_hex_of_any_bits_reads_back(bytes in any::<[u8; 16]>(), upper in any::<bool>()) {
            let id = SyncToken::from_bytes(bytes);
            let text = if upper { id.to_string().to_ascii_uppercase() } else { id.to_string() };
            prop_assert_eq!(text.parse::<SyncToken>(), Ok(id));
        }
    }

    #[test]
    fn ids_are_32_hex_digits_and_never_shown_in_debug() {
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
        assert_eq!(id.bytes()[15], 1);
        assert_eq!(format!("{id:?}"), "PlayerId(…)");
    }

    #[test]
    fn tokens_travel_in_the_fragment_of_a_link() {
        let token = SyncToken::from_bytes([0xab; 16]);
        assert_eq!(token.to_string(), "ab".repeat(16));
        let link = token.link("https://sudoku.example");
        assert_eq!(
            link,
            format!("https://sudoku.example/stats#sync={}", "ab".repeat(16))
        );
        let hash = &link[link.find('#').expect("a fragment")..];
        assert_eq!(SyncToken::from_fragment(hash), Some(Ok(token.clone())));
        assert_eq!(token.bearer(), format!("Bearer {}", "ab".repeat(16)));
        assert_eq!(SyncToken::from_fragment(""), None);
        assert_eq!(SyncToken::from_fragment("#top"), None);
        for damaged in ["#sync=", "#sync=abc", &format!("#sync={}g", "a".repeat(31))] {
            assert_eq!(SyncToken::from_fragment(damaged), Some(Err(IdError)));
        }
        assert!(!format!("{token:?}").contains("ab"));
    }
}
