//! The site's words in every language it speaks.
//!
//! The messages are Fluent files under `locales/<tag>/` (see the README's section for
//! translators). The build script compiles them into a [`Key`] per message, the English text
//! for each place that uses one (the `en!` macro, so a page's words load with its code), and,
//! for the server (feature `all`), every locale's table. The browser has English only; a page in
//! another language carries its locale's messages, which [`Strings::loaded`] takes.
//!
//! [`Strings::format`] fills a message's placeholders and picks its plural variant, with
//! numbers written as the locale writes them ([`plural`]).

#![forbid(unsafe_code)]

mod locale;
mod marks;
pub mod plural;
#[allow(dead_code)]
mod tags;

#[cfg(test)]
#[allow(dead_code)]
mod compile;
#[cfg(test)]
mod tests;

pub use locale::{Locale, COOKIE};
pub use marks::SEPARATOR;

use marks::{BODY, SELECT, VARIANT};

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

/// A value for a message's placeholder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A whole number: written per locale, and it selects a plural variant.
    Number(i64),
    /// Text, placed as it is; it selects the variant of the same name.
    Text(std::borrow::Cow<'a, str>),
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i64, i32, u64, u32, u16, u8, usize);

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(text.into())
    }
}

impl<'a> From<&&'a str> for Arg<'a> {
    fn from(text: &&'a str) -> Self {
        Arg::Text((*text).into())
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(text.as_str().into())
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(text.into())
    }
}

/// A page's messages: its locale and where their text is.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Strings {
    locale: Locale,
    /// `None` for English, whose text each call site has.
    loaded: Option<Table>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Table {
    #[cfg(any(test, feature = "all"))]
    Compiled(&'static [&'static str; COUNT]),
    /// A page's messages, kept for the page's life (so a message is a `&'static str` like the
    /// English at its call site, and views keep their static text).
    Loaded(&'static [String]),
}

/// Why a page's messages could not be taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// The page has a different number of messages: it came from another version of the site.
    Count {
        /// How many the page had.
        found: usize,
    },
}

impl Strings {
    /// English.
    pub fn english() -> Strings {
        Strings::default()
    }

    /// `locale`'s messages, compiled into the server.
    #[cfg(any(test, feature = "all"))]
    pub fn of(locale: Locale) -> Strings {
        match locale {
            Locale::En => Strings::english(),
            _ => Strings {
                locale,
                loaded: table(locale).map(Table::Compiled),
            },
        }
    }

    /// A page's messages as the server sent them ([`Strings::messages`], in key order). They
    /// are kept for the rest of the program: a page takes them once.
    pub fn loaded(locale: Locale, messages: Vec<String>) -> Result<Strings, LoadError> {
        if locale == Locale::En {
            return Ok(Strings::english());
        }
        if messages.len() != COUNT {
            return Err(LoadError::Count {
                found: messages.len(),
            });
        }
        Ok(Strings {
            locale,
            loaded: Some(Table::Loaded(Vec::leak(messages))),
        })
    }

    /// The locale.
    pub fn locale(&self) -> Locale {
        self.locale
    }

    /// The compiled messages to send with a page, in key order; `None` for English.
    pub fn messages(&self) -> Option<Vec<&str>> {
        match self.loaded.as_ref()? {
            #[cfg(any(test, feature = "all"))]
            Table::Compiled(table) => Some(table.to_vec()),
            Table::Loaded(table) => Some(table.iter().map(String::as_str).collect()),
        }
    }

    /// Message `key` (whose English is `english`) as it is: for a message without
    /// placeholders, which needs no [`Strings::format`].
    pub fn text(&self, key: Key, english: &'static str) -> &'static str {
        self.raw(key, english)
    }

    /// The compiled message `key`: `english` where the page is English.
    fn raw<'a>(&self, key: Key, english: &'a str) -> &'a str {
        match self.loaded {
            None => english,
            #[cfg(any(test, feature = "all"))]
            Some(Table::Compiled(table)) => table[key as usize],
            Some(Table::Loaded(table)) => &table[key as usize],
        }
    }

    /// The message `key` (whose English is `english`) with `args` in its placeholders.
    pub fn format(&self, key: Key, english: &str, args: &[(&str, Arg<'_>)]) -> String {
        let message = self.raw(key, english);
        let message = match message.strip_prefix(SELECT) {
            Some(select) => self.variant(select, args),
            None => message,
        };
        let mut text = String::with_capacity(message.len() + 16);
        let mut rest = message;
        while let Some(open) = rest.find('{') {
            text.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let Some(close) = after.find('}') else {
                rest = after;
                break;
            };
            let name = &after[..close];
            match args
                .iter()
                .find(|(arg, _)| *arg == name)
                .map(|(_, value)| value)
            {
                Some(Arg::Number(n)) => text.push_str(&plural::number(self.locale, *n)),
                Some(Arg::Text(value)) => text.push_str(value),
                None => {}
            }
            rest = &after[close + 1..];
        }
        text.push_str(rest);
        text
    }

    /// The variant of a selection (`select` is the message after its mark) that `args` pick:
    /// the exact number, else its plural category, else the default.
    fn variant<'m>(&self, select: &'m str, args: &[(&str, Arg<'_>)]) -> &'m str {
        let mut parts = select.split(VARIANT);
        let name = parts.next().unwrap_or_default();
        let value = args
            .iter()
            .find(|(arg, _)| *arg == name)
            .map(|(_, value)| value);
        let category = match value {
            Some(Arg::Number(n)) => Some(plural::category(self.locale, *n)),
            _ => None,
        };
        // The best variant so far and how well it matched: 3 the exact value, 2 the plural
        // category, 1 the default.
        let mut chosen = ("", 0);
        for variant in parts {
            let Some((key, body)) = variant.split_once(BODY) else {
                continue;
            };
            let (key, default) = match key.strip_prefix('*') {
                Some(key) => (key, true),
                None => (key, false),
            };
            let exact = match value {
                Some(Arg::Number(n)) => key.parse() == Ok(*n),
                Some(Arg::Text(text)) => key == text,
                None => false,
            };
            let rank = if exact {
                3
            } else if category == Some(key) {
                2
            } else {
                u8::from(default)
            };
            if rank > chosen.1 {
                chosen = (body, rank);
            }
        }
        chosen.0
    }
}
