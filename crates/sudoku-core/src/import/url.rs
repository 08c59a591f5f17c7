//! Just enough of URLs to find a puzzle in a pasted link: host, path and query parameters.

/// A link split into the parts that say where a puzzle is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Link<'a> {
    /// The scheme, lower case, empty when the link was pasted without one.
    pub(crate) scheme: String,
    /// The host, lower case, without `www.`, port or user.
    pub(crate) host: String,
    /// The path, from its first `/`, not yet percent-decoded.
    pub(crate) path: &'a str,
    /// The query, without `?`.
    pub(crate) query: &'a str,
}

/// Whether `host` looks like a host name: letters, digits, dots and dashes, with a dot and a
/// letter, so that a line of digits and dots is not taken for one.
fn is_host(host: &str) -> bool {
    !host.is_empty()
        && host.contains('.')
        && host.chars().any(|c| c.is_ascii_alphabetic())
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

impl<'a> Link<'a> {
    /// Splits `text` if it is a link: it has a scheme (`https://`, `sudokupad://`), or starts
    /// with a host name followed by `/` or `?` (`sudokupad.app/…`, `www.sudokuwiki.org/…`).
    pub(crate) fn parse(text: &'a str) -> Option<Link<'a>> {
        let (scheme, rest) = match text.split_once("://") {
            Some((scheme, rest))
                if !scheme.is_empty() && scheme.chars().all(|c| c.is_ascii_alphabetic()) =>
            {
                (scheme.to_ascii_lowercase(), rest)
            }
            _ => (String::new(), text),
        };
        let end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
        let authority = &rest[..end];
        let host = authority.rsplit('@').next().unwrap_or(authority);
        let host = host.split(':').next().unwrap_or(host).to_ascii_lowercase();
        let host = host.strip_prefix("www.").unwrap_or(&host).to_owned();
        if scheme.is_empty() && (end == rest.len() || !is_host(&host)) {
            return None;
        }
        let rest = &rest[end..];
        let rest = rest.split('#').next().unwrap_or(rest);
        let (path, query) = rest.split_once('?').unwrap_or((rest, ""));
        Some(Link {
            scheme,
            host,
            path,
            query,
        })
    }

    /// The percent-decoded value of the query parameter `name`, if present.
    pub(crate) fn param(&self, name: &str) -> Option<String> {
        self.query
            .split('&')
            .filter_map(|pair| pair.split_once('=').or(Some((pair, ""))))
            .find(|(key, _)| *key == name)
            .map(|(_, value)| percent_decode(value))
    }

    /// Whether the host is `domain` or one of its subdomains.
    pub(crate) fn is_on(&self, domain: &str) -> bool {
        self.host == domain
            || self
                .host
                .strip_suffix(domain)
                .is_some_and(|sub| sub.ends_with('.'))
    }
}

/// `text` with `%XX` sequences replaced by their bytes. A `+` stays a `+`: SudokuPad's data
/// uses it as a character of its base-64 alphabet, not as a space.
pub(crate) fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes
            .get(i + 1..i + 3)
            .and_then(|h| std::str::from_utf8(h).ok())
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match (bytes[i], hex) {
            (b'%', Some(byte)) => {
                out.push(byte);
                i += 3;
            }
            (byte, _) => {
                out.push(byte);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_split() {
        let link = Link::parse("https://www.SudokuWiki.org:443/sudoku.htm?bd=0012&x=1#top")
            .expect("a link");
        assert_eq!(link.scheme, "https");
        assert_eq!(link.host, "sudokuwiki.org");
        assert_eq!(link.path, "/sudoku.htm");
        assert_eq!(link.param("bd").as_deref(), Some("0012"));
        assert_eq!(link.param("y"), None);
        let bare = Link::parse("sudokupad.app/sclN4Ig%2Bw").expect("a host and a path");
        assert_eq!(bare.scheme, "");
        assert!(bare.is_on("sudokupad.app"));
        assert_eq!(percent_decode(bare.path), "/sclN4Ig+w");
        assert!(Link::parse("beta.sudokupad.app/x")
            .expect("link")
            .is_on("sudokupad.app"));
        assert!(!Link::parse("notsudokupad.app/x")
            .expect("link")
            .is_on("sudokupad.app"));
    }

    #[test]
    fn puzzle_lines_are_not_links() {
        for text in [
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "1AbC-_x",
            "scl.x",
        ] {
            assert_eq!(Link::parse(text), None, "{text}");
        }
    }

    #[test]
    fn percent_decoding_keeps_what_is_not_an_escape() {
        assert_eq!(percent_decode("a%2Fb%3d%zz%4"), "a/b=%zz%4");
        assert_eq!(percent_decode("%E2%9C%93+"), "✓+");
    }
}
