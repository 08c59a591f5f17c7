//! Plural categories and numbers, per locale: the rules of Unicode CLDR for whole numbers, for
//! the site's ten locales. Written here because they are a few lines each, where a CLDR library
//! would bring every language's data into the browser's bundle.

use crate::Locale;

/// The plural category of `n` in `locale`: `zero`, `one`, `two`, `few`, `many` or `other`,
/// the keys a translation's selection uses.
pub fn category(locale: Locale, n: i64) -> &'static str {
    let n = n.unsigned_abs();
    let million = n != 0 && n.is_multiple_of(1_000_000);
    match locale {
        Locale::En | Locale::De => {
            if n == 1 {
                "one"
            } else {
                "other"
            }
        }
        Locale::Es | Locale::It => match n {
            1 => "one",
            _ if million => "many",
            _ => "other",
        },
        Locale::Fr | Locale::PtBr => match n {
            0 | 1 => "one",
            _ if million => "many",
            _ => "other",
        },
        Locale::Ru => match (n % 10, n % 100) {
            (1, tens) if tens != 11 => "one",
            (2..=4, tens) if !(12..=14).contains(&tens) => "few",
            _ => "many",
        },
        Locale::Ja | Locale::ZhHans => "other",
        Locale::Ar => match (n, n % 100) {
            (0, _) => "zero",
            (1, _) => "one",
            (2, _) => "two",
            (_, 3..=10) => "few",
            (_, 11..=99) => "many",
            _ => "other",
        },
    }
}

/// `n` written as `locale` writes numbers: digits in groups of three with the locale's
/// separator (`12,345`, `12.345`, `12 345`). Spanish groups from five digits on. Arabic keeps
/// the digits the grid shows (0–9), as `ar-u-nu-latn` does.
pub fn number(locale: Locale, n: i64) -> String {
    let digits = n.unsigned_abs().to_string();
    let separator = match locale {
        Locale::En | Locale::Ja | Locale::ZhHans | Locale::Ar => ",",
        Locale::De | Locale::Es | Locale::It | Locale::PtBr => ".",
        Locale::Fr => "\u{202f}",
        Locale::Ru => "\u{a0}",
    };
    let group = digits.len() > 4 || (digits.len() == 4 && locale != Locale::Es);
    let mut text = String::with_capacity(digits.len() + 8);
    if n < 0 {
        text.push('-');
    }
    for (i, digit) in digits.chars().enumerate() {
        if group && i > 0 && (digits.len() - i).is_multiple_of(3) {
            text.push_str(separator);
        }
        text.push(digit);
    }
    text
}

/// `tenths` tenths written as `locale` writes a number with one decimal: `4.2`, `4,2`. Arabic
/// keeps the digits and the point of `ar-u-nu-latn`, as [`number`] does.
pub fn tenths(locale: Locale, tenths: i64) -> String {
    let point = match locale {
        Locale::En | Locale::Ja | Locale::ZhHans | Locale::Ar => '.',
        Locale::De | Locale::Fr | Locale::Es | Locale::It | Locale::PtBr | Locale::Ru => ',',
    };
    let sign = if tenths < 0 { "-" } else { "" };
    let whole = number(locale, (tenths / 10).abs());
    format!("{sign}{whole}{point}{}", (tenths % 10).abs())
}
