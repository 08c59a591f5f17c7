//! A forgiving reader for the puzzle data inside SudokuPad and f-puzzles links.
//!
//! It reads plain JSON and also SudokuPad's "zipped" JSON (its `PuzzleZipper`), which leaves
//! keys unquoted, quotes strings with `'`, writes `t` and `f` for true and false, and leaves out
//! the `{}` of an empty object in an array (`[,,]` is three empty objects). Only the shape is
//! kept; the names of zipped keys (`ce` for `cells`, `v` for `value`) are for the caller.

/// A value read from the data.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Value {
    /// `null`.
    Null,
    /// `true`/`t` or `false`/`f`.
    Bool(bool),
    /// A number.
    Number(f64),
    /// A string, or a bare word that is not a number or a literal (such as a zipped colour).
    Text(String),
    /// An array.
    Array(Vec<Value>),
    /// An object, its members in order.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The member `key` of an object.
    pub(crate) fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The first of `keys` that the object has: a plain name and its zipped short form.
    pub(crate) fn get_any(&self, keys: &[&str]) -> Option<&Value> {
        keys.iter().find_map(|key| self.get(key))
    }

    /// The items of an array.
    pub(crate) fn items(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// Whether the value says something: not null, false, 0, empty text, array or object.
    pub(crate) fn is_set(&self) -> bool {
        match self {
            Value::Null => false,
            Value::Bool(b) => *b,
            Value::Number(n) => *n != 0.0,
            Value::Text(t) => !t.is_empty(),
            Value::Array(items) => !items.is_empty(),
            Value::Object(members) => !members.is_empty(),
        }
    }
}

/// How deep arrays and objects may nest: far more than any puzzle uses, and little enough
/// that hostile data cannot exhaust the stack.
const MAX_DEPTH: usize = 64;

/// Reads `text`, or `None` if it is not JSON or zipped JSON.
pub(crate) fn parse(text: &str) -> Option<Value> {
    let mut reader = Reader {
        chars: text.chars().collect(),
        at: 0,
    };
    let value = reader.value(0)?;
    reader.skip_space();
    (reader.at == reader.chars.len()).then_some(value)
}

struct Reader {
    chars: Vec<char>,
    at: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    /// Skips spaces, then takes `ch` if it comes next.
    fn eat(&mut self, ch: char) -> bool {
        self.skip_space();
        let found = self.peek() == Some(ch);
        if found {
            self.at += 1;
        }
        found
    }

    fn value(&mut self, depth: usize) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        self.skip_space();
        match self.peek()? {
            '{' => self.object(depth),
            '[' => self.array(depth),
            quote @ ('"' | '\'') => self.string(quote).map(Value::Text),
            _ => self.word().map(|w| literal(&w)),
        }
    }

    fn object(&mut self, depth: usize) -> Option<Value> {
        self.at += 1;
        let mut members = Vec::new();
        loop {
            if self.eat('}') {
                return Some(Value::Object(members));
            }
            // Empty slots between commas are what zipping left of empty members.
            if self.eat(',') {
                continue;
            }
            self.skip_space();
            let key = match self.peek()? {
                quote @ ('"' | '\'') => self.string(quote)?,
                _ => self.word()?,
            };
            if !self.eat(':') {
                return None;
            }
            let value = self.value(depth + 1)?;
            members.push((key, value));
            if !self.eat(',') && self.peek_closing() != Some('}') {
                return None;
            }
        }
    }

    fn peek_closing(&mut self) -> Option<char> {
        self.skip_space();
        self.peek().filter(|c| matches!(c, '}' | ']'))
    }

    fn array(&mut self, depth: usize) -> Option<Value> {
        self.at += 1;
        let mut items = Vec::new();
        if self.eat(']') {
            return Some(Value::Array(items));
        }
        loop {
            // A missing item, before a comma or the end, is a zipped empty object.
            self.skip_space();
            let item = match self.peek()? {
                ',' | ']' => Value::Object(Vec::new()),
                _ => self.value(depth + 1)?,
            };
            items.push(item);
            if self.eat(']') {
                return Some(Value::Array(items));
            }
            if !self.eat(',') {
                return None;
            }
        }
    }

    fn string(&mut self, quote: char) -> Option<String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let ch = self.peek()?;
            self.at += 1;
            match ch {
                c if c == quote => return Some(out),
                '\\' => {
                    let escaped = self.peek()?;
                    self.at += 1;
                    out.push(match escaped {
                        'n' => '\n',
                        't' => '\t',
                        'r' => '\r',
                        'b' => '\u{8}',
                        'f' => '\u{c}',
                        'u' => {
                            let hex: String =
                                self.chars.get(self.at..self.at + 4)?.iter().collect();
                            self.at += 4;
                            char::from_u32(u32::from_str_radix(&hex, 16).ok()?)
                                .unwrap_or(char::REPLACEMENT_CHARACTER)
                        }
                        other => other,
                    });
                }
                c => out.push(c),
            }
        }
    }

    /// A run of characters up to a separator, quote or space; `None` if empty.
    fn word(&mut self) -> Option<String> {
        let start = self.at;
        while self
            .peek()
            .is_some_and(|c| !c.is_whitespace() && !"{}[],:\"'".contains(c))
        {
            self.at += 1;
        }
        (self.at > start).then(|| self.chars[start..self.at].iter().collect())
    }
}

/// What a bare word stands for.
fn literal(word: &str) -> Value {
    match word {
        "null" => Value::Null,
        "true" | "t" => Value::Bool(true),
        "false" | "f" => Value::Bool(false),
        _ => word
            .parse::<f64>()
            .ok()
            .filter(|n| n.is_finite())
            .map_or_else(|| Value::Text(word.to_owned()), Value::Number),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Value {
        Value::Text(s.to_owned())
    }

    #[test]
    fn plain_json_reads() {
        let value = parse(r#" {"size": 9, "title": "A \"quoted\" \u00e9", "grid": [[{}, {"value": 5, "given": true}]], "x": null} "#)
            .expect("json");
        assert_eq!(value.get("size"), Some(&Value::Number(9.0)));
        assert_eq!(value.get("title"), Some(&text("A \"quoted\" é")));
        let row = &value.get("grid").and_then(Value::items).expect("rows")[0];
        let cell = &row.items().expect("cells")[1];
        assert_eq!(cell.get("given"), Some(&Value::Bool(true)));
        assert_eq!(value.get("x"), Some(&Value::Null));
    }

    #[test]
    fn zipped_json_reads() {
        let value = parse("{ce:[[,{v:5},],[{v:'7'},,]],c:#0,t:'it\\'s',o:t}").expect("zipped");
        let rows = value
            .get_any(&["cells", "ce"])
            .and_then(Value::items)
            .expect("rows");
        let first = rows[0].items().expect("row");
        assert_eq!(first.len(), 3);
        assert_eq!(first[0], Value::Object(Vec::new()));
        assert_eq!(first[1].get("v"), Some(&Value::Number(5.0)));
        assert_eq!(rows[1].items().expect("row")[0].get("v"), Some(&text("7")));
        assert_eq!(value.get("c"), Some(&text("#0")));
        assert_eq!(value.get("t"), Some(&text("it's")));
        assert_eq!(value.get("o"), Some(&Value::Bool(true)));
    }

    #[test]
    fn broken_data_is_refused() {
        let deep = "[".repeat(MAX_DEPTH + 2);
        for text in [
            "",
            "{",
            "{a 1}",
            "[1 2]",
            "'open",
            "{a:1}}",
            "\"\\u12\"",
            &deep,
        ] {
            assert_eq!(parse(text), None, "{text}");
        }
        assert_eq!(parse("[]"), Some(Value::Array(Vec::new())));
    }
}
