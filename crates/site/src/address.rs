//! Which page an address shows: the site's pages by their paths, and an address's query.
//!
//! Every page is a document the server renders; links are ordinary links, so the browser only
//! ever hydrates the page of its own address. The app reads its address once (on the server
//! from the request, in the browser from `location`) and picks the page with [`Page::of`], so
//! it needs no router in the WebAssembly; the server reads the same addresses to know what a
//! page needs prepared.

use std::borrow::Cow;

/// A page of the site, with what its address says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Page {
    /// `/` (today, easy) and `/daily/DATE[/LEVEL]`: the date and level as written.
    Daily {
        /// The date segment, if any.
        date: Option<String>,
        /// The level segment, if any.
        level: Option<String>,
    },
    /// `/daily`: the calendar of past dailies.
    Archive,
    /// `/p/CODE`: a shared puzzle.
    Shared {
        /// The code (or link) as written.
        code: String,
    },
    /// `/new`: a fresh puzzle.
    New,
    /// `/create`: type or paste a puzzle.
    Create,
    /// `/solver`: solve and watch the backtracking.
    Solver,
    /// `/offline`: what the service worker shows for an address the device has no copy of.
    Offline,
    /// `/stats`: the player's statistics and data.
    Stats,
    /// `/print`: a booklet of puzzles to print.
    Print,
    /// `/learn`: the techniques of the ladder.
    Learn,
    /// `/learn/SLUG`: one technique (an unknown slug is the page's 404).
    Technique {
        /// The slug as written.
        slug: String,
    },
    /// `/r/ID`: a room where a puzzle is solved together (`crate::room`).
    Room {
        /// The room's id as written.
        id: String,
    },
    /// Any other address.
    NotFound,
}

impl Page {
    /// The page at `path` (no query). Segments are percent-decoded; one trailing slash is
    /// allowed, as in `/daily/`.
    pub fn of(path: &str) -> Page {
        let trimmed = path
            .strip_suffix('/')
            .filter(|p| !p.is_empty())
            .unwrap_or(path);
        let segments: Vec<Cow<str>> = trimmed
            .split('/')
            .skip(1)
            .map(|s| percent_encoding::percent_decode_str(s).decode_utf8_lossy())
            .collect();
        let parts: Vec<&str> = segments.iter().map(|s| s.as_ref()).collect();
        match parts.as_slice() {
            [""] => Page::Daily {
                date: None,
                level: None,
            },
            ["daily"] => Page::Archive,
            ["daily", date] => Page::Daily {
                date: Some((*date).to_owned()),
                level: None,
            },
            ["daily", date, level] => Page::Daily {
                date: Some((*date).to_owned()),
                level: Some((*level).to_owned()),
            },
            // A code never holds a slash: one that does is a link cut or mangled on the way,
            // which gets the broken-link page with its reason rather than "not found".
            ["p", code @ ..] if !code.is_empty() => Page::Shared {
                code: code.join("/"),
            },
            ["new"] => Page::New,
            ["create"] => Page::Create,
            ["solver"] => Page::Solver,
            ["offline"] => Page::Offline,
            ["stats"] => Page::Stats,
            ["print"] => Page::Print,
            ["learn"] => Page::Learn,
            ["r", id] => Page::Room {
                id: (*id).to_owned(),
            },
            ["learn", slug] => Page::Technique {
                slug: (*slug).to_owned(),
            },
            _ => Page::NotFound,
        }
    }
}

/// Why the rest of a `/p/` address, which is not a share code, did not import: what the server
/// found reading the link once, which it hands the page in the request (the page words it
/// rather than reading the link again).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkImport(pub sudoku_core::ImportError);

/// The address of the page being rendered: its path and its query's pairs, decoded.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Address {
    path: String,
    query: Vec<(String, String)>,
}

impl Address {
    /// Reads `path?query` (as a request's target or `location` gives it).
    pub fn parse(target: &str) -> Address {
        let (path, query) = target.split_once('?').unwrap_or((target, ""));
        Address {
            path: path.to_owned(),
            query: form_urlencoded::parse(query.as_bytes())
                .map(|(k, v)| (k.into_owned(), v.into_owned()))
                .collect(),
        }
    }

    /// The path, as requested (not decoded).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The page the path shows.
    pub fn page(&self) -> Page {
        Page::of(&self.path)
    }

    /// The query's pairs, decoded, written back as `key=value` joined by `&` (empty when
    /// there is none): the rest of a link pasted after `/p/`, whose own query (an f-puzzles
    /// link's `?load=…`) arrives as the address's.
    pub fn query_text(&self) -> String {
        // Written by hand rather than collected and joined: a join of this element type would
        // be one more copy of `join` in the first load's WebAssembly.
        let mut text = String::new();
        for (k, v) in &self.query {
            if !text.is_empty() {
                text.push('&');
            }
            text.push_str(k);
            text.push('=');
            text.push_str(v);
        }
        text
    }

    /// The first value of `key` in the query.
    pub fn query(&self, key: &str) -> Option<&str> {
        self.query
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_query_is_written_back_pair_by_pair() {
        let address = Address::parse("/p/https:/f-puzzles.com/?load=N4Ig%2Bz/=&x=1&=");
        assert_eq!(address.query_text(), "load=N4Ig+z/=&x=1&=");
        assert_eq!(Address::parse("/p/abc").query_text(), "");
    }

    fn check(path: &str, expected: Page) {
        assert_eq!(Page::of(path), expected, "{path}");
    }

    #[test]
    fn every_page_by_its_path() {
        let daily = |d: Option<&str>, l: Option<&str>| Page::Daily {
            date: d.map(str::to_owned),
            level: l.map(str::to_owned),
        };
        check("/", daily(None, None));
        check("/daily", Page::Archive);
        check("/daily/", Page::Archive);
        check("/daily/2026-11-22", daily(Some("2026-11-22"), None));
        check(
            "/daily/2026-11-22/hard",
            daily(Some("2026-11-22"), Some("hard")),
        );
        check(
            "/daily/2026-11-22/hard/",
            daily(Some("2026-11-22"), Some("hard")),
        );
        check(
            "/p/1abc",
            Page::Shared {
                code: "1abc".into(),
            },
        );
        // A slash in a code is a mangled link: the broken-link page says why, not "not found".
        check(
            "/p/1abc/def",
            Page::Shared {
                code: "1abc/def".into(),
            },
        );
        check("/new", Page::New);
        check("/create", Page::Create);
        check("/solver", Page::Solver);
        check("/stats", Page::Stats);
        check("/print", Page::Print);
        for other in ["/p", "/daily/a/b/c", "/nope", "/solver/x", ""] {
            check(other, Page::NotFound);
        }
    }

    #[test]
    fn segments_are_decoded() {
        check(
            "/p/a%20b%2Fc",
            Page::Shared {
                code: "a b/c".into(),
            },
        );
        check(
            "/daily/%E2%9C%93",
            Page::Daily {
                date: Some("✓".into()),
                level: None,
            },
        );
    }

    #[test]
    fn queries_are_decoded_and_the_first_value_wins() {
        let address = Address::parse("/new?size=9&level=very+hard&size=4&x=%3D");
        assert_eq!(address.path(), "/new");
        assert_eq!(address.page(), Page::New);
        assert_eq!(address.query("size"), Some("9"));
        assert_eq!(address.query("level"), Some("very hard"));
        assert_eq!(address.query("x"), Some("="));
        assert_eq!(address.query("month"), None);
        assert_eq!(Address::parse("/daily").query("month"), None);
    }
}
