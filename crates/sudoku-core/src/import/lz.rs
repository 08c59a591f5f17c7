//! lz-string's `decompressFromBase64`, which SudokuPad and f-puzzles links carry, with a bound
//! on its output.
//!
//! Written here rather than taken from the `lz-str` crate (which compresses this crate's own
//! links) because a visitor's link must cost bounded work: lz-string's output can grow
//! quadratically with its input (a 2 KB link expands to 840,000 units), and the crate gives no
//! way to stop before the whole output is made. This reader stops as soon as the output passes
//! its limit, and keeps its dictionary as ranges of the output, so its memory and time are
//! linear in what it has written.
//!
//! The format (pieroxy's lz-string, public domain): a stream of codes, least significant bit
//! first, six bits per base-64 character. Codes 0 and 1 bring a new 8- or 16-bit unit, 2 ends
//! the stream, and any other names a dictionary entry; the code's width grows by one bit as the
//! dictionary passes each power of two.

/// Why data did not decompress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LzError {
    /// Not lz-string's base-64 form, or cut short.
    Damaged,
    /// The output passed the limit (the units written when it stopped).
    TooLong(usize),
}

/// The base-64 alphabet of lz-string's `compressToBase64`.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// The bits of the base-64 text, least significant first within each character.
struct Bits<'a> {
    text: &'a [u8],
    /// The next character's index.
    next: usize,
    value: u8,
    /// The bit of `value` read next (0 when a new character is due).
    mask: u8,
}

impl Bits<'_> {
    /// Reads a number of `width` bits; `None` past the end of the text.
    fn read(&mut self, width: u32) -> Option<u32> {
        let mut number = 0;
        for bit in 0..width {
            if self.mask == 0 {
                let &character = self.text.get(self.next)?;
                self.value = ALPHABET.iter().position(|&c| c == character)? as u8;
                self.next += 1;
                self.mask = 32;
            }
            if self.value & self.mask != 0 {
                number |= 1 << bit;
            }
            self.mask >>= 1;
        }
        Some(number)
    }
}

/// The UTF-16 units compressed in `text` (lz-string's base-64 form, without padding), at most
/// `limit` of them.
pub(crate) fn decompress_from_base64(text: &str, limit: usize) -> Result<Vec<u16>, LzError> {
    let mut bits = Bits {
        text: text.as_bytes(),
        next: 0,
        value: 0,
        mask: 0,
    };
    let mut read = |width| bits.read(width).ok_or(LzError::Damaged);
    let mut output: Vec<u16> = Vec::new();
    // Entries 0 to 2 stand for the three control codes; each entry is a range of the output.
    let mut dictionary: Vec<(usize, usize)> = vec![(0, 0); 3];
    let first = match read(2)? {
        0 => read(8)?,
        1 => read(16)?,
        2 => return Ok(output),
        _ => return Err(LzError::Damaged),
    };
    output.push(first as u16);
    dictionary.push((0, 1));
    // The previous entry written, as a range of the output.
    let mut previous = (0, 1);
    let mut width = 3;
    let mut enlarge_in: u32 = 4;
    loop {
        let code = read(width)? as usize;
        if code <= 1 {
            let unit = read(if code == 0 { 8 } else { 16 })? as u16;
            // A new entry of one unit, which is also what this code writes: it goes into the
            // output at once, and its range is the entry.
            dictionary.push((output.len(), 1));
            output.push(unit);
            enlarge_in -= 1;
            if enlarge_in == 0 {
                enlarge_in = 1 << width;
                width += 1;
            }
            // Already in the output: it only becomes the previous entry.
            let entry = (output.len() - 1, 1);
            dictionary.push((previous.0, previous.1 + 1));
            previous = entry;
        } else if code == 2 {
            return Ok(output);
        } else {
            let start = output.len();
            let entry = if code < dictionary.len() {
                let (from, len) = dictionary[code];
                output.extend_from_within(from..from + len);
                (start, len)
            } else if code == dictionary.len() {
                // The entry being defined: the previous one and its own first unit.
                let (from, len) = previous;
                output.extend_from_within(from..from + len);
                output.push(output[from]);
                (start, len + 1)
            } else {
                return Err(LzError::Damaged);
            };
            // The previous entry and the first unit of this one, which follows it.
            dictionary.push((previous.0, previous.1 + 1));
            previous = entry;
        }
        if output.len() > limit {
            return Err(LzError::TooLong(output.len()));
        }
        enlarge_in -= 1;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn units(text: &str) -> Vec<u16> {
        text.encode_utf16().collect()
    }

    #[test]
    fn what_lz_string_compresses_comes_back() {
        for text in [
            "a",
            "ab",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "{\"size\":9,\"grid\":[[{\"value\":5,\"given\":true}]]}",
            "ünïcödé – 数独 🧩",
        ] {
            let compressed = lz_str::compress_to_base64(text);
            let data = compressed.trim_end_matches('=');
            assert_eq!(
                decompress_from_base64(data, 1000),
                Ok(units(text)),
                "{text}"
            );
        }
    }

    #[test]
    fn output_past_the_limit_stops_there() {
        let bomb = lz_str::compress_to_base64("a".repeat(1_000_000).as_str());
        let data = bomb.trim_end_matches('=');
        match decompress_from_base64(data, 200_000) {
            Err(LzError::TooLong(written)) => {
                // Stopped at the first entry past the limit, not at the end of the data.
                assert!(written > 200_000 && written < 202_000, "{written}");
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            decompress_from_base64(data, 1_000_000),
            Ok(units(&"a".repeat(1_000_000)))
        );
    }

    #[test]
    fn damaged_data_is_refused() {
        let good = lz_str::compress_to_base64("a puzzle of sorts");
        let cut = &good[..good.len() / 2];
        assert_eq!(decompress_from_base64(cut, 1000), Err(LzError::Damaged));
        assert_eq!(decompress_from_base64("!!!!", 1000), Err(LzError::Damaged));
        assert_eq!(decompress_from_base64("", 1000), Err(LzError::Damaged));
    }

    proptest! {
        #[test]
        fn the_same_as_lz_string_for_any_text(text in "\\PC{0,300}") {
            let compressed = lz_str::compress_to_base64(&text);
            let data = compressed.trim_end_matches('=');
            prop_assert_eq!(decompress_from_base64(data, 100_000), Ok(units(&text)));
        }

        #[test]
        fn the_same_as_lz_string_for_any_data(data in "[A-Za-z0-9+/]{0,200}") {
            let ours = decompress_from_base64(&data, 1_000_000).ok();
            let theirs = lz_str::decompress_from_base64(&data);
            // lz-string gives an empty text for data that ends before its end code, or data
            // that starts with the end code; this reader calls the first damaged.
            if let (Some(ours), Some(theirs)) = (&ours, &theirs) {
                prop_assert_eq!(ours, theirs);
            }
        }
    }
}
