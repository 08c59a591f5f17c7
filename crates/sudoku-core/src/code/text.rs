//! The characters of a share code: the base64url alphabet, and the check digits.

/// The base64url alphabet (RFC 4648 §5): every character is safe in a URL path as it is.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The character for `value` (taken modulo 64).
pub(crate) fn char_of(value: u8) -> char {
    char::from(ALPHABET[usize::from(value & 63)])
}

/// The value (0..64) of `ch`, if it is in the alphabet.
pub(crate) fn value_of(ch: char) -> Option<u8> {
    let value = match ch {
        'A'..='Z' => ch as u8 - b'A',
        'a'..='z' => ch as u8 - b'a' + 26,
        '0'..='9' => ch as u8 - b'0' + 52,
        '-' => 62,
        '_' => 63,
        _ => return None,
    };
    Some(value)
}

/// CRC-12 (x¹² + x¹¹ + x³ + x² + x + 1) over 6-bit symbols, starting from all ones. A CRC of
/// degree 12 catches every error confined to 12 consecutive bits, so every single mistyped
/// character and every swap of two neighbours; other damage slips through once in 4096.
pub(crate) fn check(symbols: impl IntoIterator<Item = u8>) -> u16 {
    const POLY: u16 = 0x80F;
    let mut crc: u16 = 0xFFF;
    for symbol in symbols {
        for bit in (0..6).rev() {
            let incoming = u16::from((symbol >> bit) & 1);
            let top = (crc >> 11) & 1;
            crc = (crc << 1) & 0xFFF;
            if top ^ incoming == 1 {
                crc ^= POLY & 0xFFF;
            }
        }
    }
    crc
}

/// The two check characters for `crc`, high half first.
pub(crate) fn check_chars(crc: u16) -> [char; 2] {
    [char_of((crc >> 6) as u8), char_of((crc & 63) as u8)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alphabet_reads_back() {
        for value in 0..64u8 {
            assert_eq!(value_of(char_of(value)), Some(value));
        }
        for ch in ['+', '/', '=', ' ', '.', 'é'] {
            assert_eq!(value_of(ch), None);
        }
    }

    #[test]
    fn every_single_change_and_swap_changes_the_check() {
        let symbols: Vec<u8> = (0..30).map(|i| (i * 37 % 64) as u8).collect();
        let original = check(symbols.iter().copied());
        for i in 0..symbols.len() {
            for other in 0..64u8 {
                if other != symbols[i] {
                    let mut changed = symbols.clone();
                    changed[i] = other;
                    assert_ne!(check(changed), original, "change at {i}");
                }
            }
            if i + 1 < symbols.len() && symbols[i] != symbols[i + 1] {
                let mut swapped = symbols.clone();
                swapped.swap(i, i + 1);
                assert_ne!(check(swapped), original, "swap at {i}");
            }
        }
    }
}
