//! The locales the site speaks, and choosing one for a request.

use crate::tags::TAGS;

/// A language the site speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Locale {
    /// English, the site's own.
    #[default]
    En,
    /// German.
    De,
    /// French.
    Fr,
    /// Spanish.
    Es,
    /// Italian.
    It,
    /// Portuguese as written in Brazil.
    PtBr,
    /// Russian.
    Ru,
    /// Japanese.
    Ja,
    /// Chinese in simplified characters.
    ZhHans,
    /// Arabic, written right to left.
    Ar,
}

impl Locale {
    /// Every locale, English first (the chooser's order).
    pub const ALL: [Locale; 10] = [
        Locale::En,
        Locale::De,
        Locale::Fr,
        Locale::Es,
        Locale::It,
        Locale::PtBr,
        Locale::Ru,
        Locale::Ja,
        Locale::ZhHans,
        Locale::Ar,
    ];

    /// The language tag, as in `<html lang>` and the cookie: `en`, `pt-BR`, `zh-Hans`.
    pub fn tag(self) -> &'static str {
        TAGS[self as usize].0
    }

    /// The language's name in itself, for the chooser.
    pub fn name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::De => "Deutsch",
            Locale::Fr => "Français",
            Locale::Es => "Español",
            Locale::It => "Italiano",
            Locale::PtBr => "Português (Brasil)",
            Locale::Ru => "Русский",
            Locale::Ja => "日本語",
            Locale::ZhHans => "简体中文",
            Locale::Ar => "العربية",
        }
    }

    /// Whether the language is written right to left.
    pub fn is_rtl(self) -> bool {
        self == Locale::Ar
    }

    /// The page's direction: `ltr` or `rtl`.
    pub fn dir(self) -> &'static str {
        if self.is_rtl() {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The locale a language tag names, exactly or by its language: `de-AT` is German, `pt` and
    /// `pt-PT` Brazilian Portuguese (the only Portuguese the site has), `zh`, `zh-CN` and
    /// `zh-SG` simplified Chinese. `zh-TW` and `zh-Hant` are not (their script differs).
    pub fn from_tag(tag: &str) -> Option<Locale> {
        let tag = tag.trim();
        let mut parts = tag.split(['-', '_']);
        let language = parts.next()?.to_ascii_lowercase();
        let rest: Vec<String> = parts.map(str::to_ascii_lowercase).collect();
        let locale = match language.as_str() {
            "en" => Locale::En,
            "de" => Locale::De,
            "fr" => Locale::Fr,
            "es" => Locale::Es,
            "it" => Locale::It,
            "pt" => Locale::PtBr,
            "ru" => Locale::Ru,
            "ja" => Locale::Ja,
            "zh" => {
                let traditional = rest
                    .iter()
                    .any(|part| matches!(part.as_str(), "hant" | "tw" | "hk" | "mo"));
                let simplified = rest.iter().any(|part| part == "hans");
                if traditional && !simplified {
                    return None;
                }
                Locale::ZhHans
            }
            "ar" => Locale::Ar,
            _ => return None,
        };
        Some(locale)
    }

    /// The best locale for an `Accept-Language` header: the first of the highest weight that
    /// the site speaks, else English.
    pub fn negotiate(accept_language: &str) -> Locale {
        let mut best: Option<(u16, Locale)> = None;
        for range in accept_language.split(',').take(32) {
            let mut parts = range.split(';');
            let tag = parts.next().unwrap_or_default();
            let weight = parts
                .find_map(|part| part.trim().strip_prefix("q="))
                .map_or(1000, weight);
            if weight == 0 {
                continue;
            }
            if let Some(locale) = Locale::from_tag(tag) {
                if best.is_none_or(|(best, _)| weight > best) {
                    best = Some((weight, locale));
                }
            }
        }
        best.map_or(Locale::En, |(_, locale)| locale)
    }

    /// The locale for a request: the player's choice (the cookie [`COOKIE`]) if it names one,
    /// else the best for `Accept-Language`.
    pub fn for_request(cookie_header: Option<&str>, accept_language: Option<&str>) -> Locale {
        let chosen = cookie_header.and_then(Locale::chosen);
        chosen.unwrap_or_else(|| accept_language.map_or(Locale::En, Locale::negotiate))
    }

    /// The player's choice in `cookies` (a `Cookie` header, or `document.cookie`), if the
    /// cookie [`COOKIE`] names a locale.
    pub fn chosen(cookies: &str) -> Option<Locale> {
        cookies.split(';').find_map(|cookie| {
            let (name, value) = cookie.split_once('=')?;
            (name.trim() == COOKIE)
                .then(|| Locale::from_tag(value.trim()))
                .flatten()
        })
    }

    /// The cookie that keeps this locale as the player's choice for a year, for `Set-Cookie`
    /// or `document.cookie`.
    pub fn cookie(self) -> String {
        format!(
            "{COOKIE}={}; Path=/; Max-Age={KEPT_SECONDS}; SameSite=Lax",
            self.tag()
        )
    }
}

/// The cookie that keeps the player's choice of language.
pub const COOKIE: &str = "sudoku-locale";

/// How long the choice is kept: a year, until the player changes it.
const KEPT_SECONDS: u32 = 365 * 24 * 60 * 60;

/// A `q=` weight in thousandths; a malformed one counts as 0 (not wanted).
fn weight(text: &str) -> u16 {
    let text = text.trim();
    let (whole, fraction) = text.split_once('.').unwrap_or((text, ""));
    let thousandths: String = fraction.chars().chain("000".chars()).take(3).collect();
    match (whole, thousandths.parse::<u16>()) {
        ("1", Ok(0)) => 1000,
        ("0", Ok(part)) if fraction.len() <= 3 => part,
        _ => 0,
    }
}
