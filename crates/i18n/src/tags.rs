//! The site's locales: their language tags (also the names of their directories under
//! `locales/`) and their names in Rust. The build script reads this file too.

/// `(tag, Rust name)` of each locale, English first.
pub const TAGS: [(&str, &str); 10] = [
    ("en", "En"),
    ("de", "De"),
    ("fr", "Fr"),
    ("es", "Es"),
    ("it", "It"),
    ("pt-BR", "PtBr"),
    ("ru", "Ru"),
    ("ja", "Ja"),
    ("zh-Hans", "ZhHans"),
    ("ar", "Ar"),
];
