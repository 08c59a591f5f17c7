//! Prints the data of lz-string's worst case, `UNITS` (default 3,000,000) copies of one
//! character compressed to base 64: a link of a few kilobytes whose data would expand to
//! millions of UTF-16 units, for `scripts/loadtest`'s link run.
//!
//! ```text
//! link_bomb [UNITS]
//! ```

fn main() {
    let units = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(3_000_000);
    println!("{}", lz_str::compress_to_base64(&"a".repeat(units)));
}
