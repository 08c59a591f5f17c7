//! Reading the translation files: Fluent (`.ftl`) parsed into the compact messages the site
//! formats at run time, and the checks that make a missing or broken translation a build error.
//!
//! Used by the build script (`build.rs` includes this file) and by the crate's tests; it is not
//! part of the library, so no Fluent parser reaches the server's or the browser's code.
//!
//! The site uses a part of Fluent: text, variables (`{ $count }`), terms (`{ -brand }`, written
//! in place) and one selection per message on a number's plural category or a word
//! (`{ $count -> [one] … *[other] … }`). Anything else is an error naming the file and message,
//! so a translator learns at once rather than seeing a blank on the page.
//!
//! A compiled message is text with `{name}` where a variable goes; a message with a selection
//! starts with `marks::SELECT` and the variable's name, then each variant as `marks::VARIANT`, `*` for the
//! default, the variant's key, `marks::BODY` and its text (what stood around the selection is copied
//! into every variant).

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;

use crate::marks::{BODY, SELECT, SEPARATOR, VARIANT};

/// One message, compiled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Message {
    /// The compact form the library formats.
    pub text: String,
    /// The variables it uses, as a placeholder or to select.
    pub variables: BTreeSet<String>,
    /// The file it came from, for errors.
    pub file: String,
}

/// A locale's messages by their Fluent id, in id order.
pub type Messages = BTreeMap<String, Message>;

/// Compiles a locale's files (`(file name, contents)`); the errors say what and where.
pub fn compile(files: &[(String, String)]) -> Result<Messages, Vec<String>> {
    let mut errors = Vec::new();
    let mut terms: BTreeMap<String, String> = BTreeMap::new();
    let mut messages = Messages::new();
    let mut parsed = Vec::new();
    for (file, source) in files {
        match fluent_syntax::parser::parse(source.as_str()) {
            Ok(resource) => parsed.push((file, resource)),
            Err((_, problems)) => {
                for problem in problems {
                    errors.push(format!(
                        "{file}: cannot read at byte {:?}: {:?}",
                        problem.pos, problem.kind
                    ));
                }
            }
        }
    }
    // Terms first: messages may use a term from any file of the locale.
    for (file, resource) in &parsed {
        for entry in &resource.body {
            if let ast::Entry::Term(term) = entry {
                let name = term.id.name.to_owned();
                match flat(&term.value, &terms) {
                    Ok(text) if !text.contains('{') => {
                        terms.insert(name, text);
                    }
                    _ => errors.push(format!("{file}: term -{name} must be plain text")),
                }
            }
        }
    }
    for (file, resource) in &parsed {
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(message) => {
                    let id = message.id.name;
                    if !valid_id(id) {
                        errors.push(format!(
                            "{file}: message id {id:?} must be lower-case words joined by '-'"
                        ));
                        continue;
                    }
                    if !message.attributes.is_empty() {
                        errors.push(format!(
                            "{file}: {id}: attributes are not used; make a message of each"
                        ));
                    }
                    let Some(pattern) = &message.value else {
                        errors.push(format!("{file}: {id} has no text"));
                        continue;
                    };
                    match message_text(pattern, &terms) {
                        Ok((text, variables)) => {
                            let compiled = Message {
                                text,
                                variables,
                                file: (*file).clone(),
                            };
                            if let Some(earlier) = messages.insert(id.to_owned(), compiled) {
                                errors.push(format!("{file}: {id} is also in {}", earlier.file));
                            }
                        }
                        Err(problem) => errors.push(format!("{file}: {id}: {problem}")),
                    }
                }
                ast::Entry::Junk { content } => {
                    errors.push(format!(
                        "{file}: cannot read {:?}",
                        content.lines().next().unwrap_or_default()
                    ));
                }
                _ => {}
            }
        }
    }
    if errors.is_empty() {
        Ok(messages)
    } else {
        Err(errors)
    }
}

/// A locale's translation files in `dir` (`(name, contents)` with the name `<tag>/<file>`, in
/// name order), for [`compile`]; none if the directory cannot be read.
pub fn read_locale(dir: &std::path::Path, tag: &str) -> Vec<(String, String)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<(String, String)> = entries
        .flatten()
        .filter(|entry| entry.path().extension().is_some_and(|ext| ext == "ftl"))
        .filter_map(|entry| {
            let source = std::fs::read_to_string(entry.path()).ok()?;
            Some((
                format!("{tag}/{}", entry.file_name().to_string_lossy()),
                source,
            ))
        })
        .collect();
    files.sort();
    files
}

/// What is wrong with `translation` against English: a message missing or extra, or an English
/// placeholder it does not use, or a variable English does not have.
pub fn check(locale: &str, english: &Messages, translation: &Messages) -> Vec<String> {
    let mut errors = Vec::new();
    for (id, message) in english {
        match translation.get(id) {
            None => errors.push(format!(
                "{locale}: {id} is missing (English: {})",
                message.file
            )),
            Some(translated) => {
                for variable in message.variables.difference(&translated.variables) {
                    errors.push(format!("{locale}: {id} does not use {{ ${variable} }}"));
                }
                for variable in translated.variables.difference(&message.variables) {
                    errors.push(format!(
                        "{locale}: {id} uses {{ ${variable} }}, which English does not give"
                    ));
                }
            }
        }
    }
    for id in translation.keys().filter(|id| !english.contains_key(*id)) {
        errors.push(format!("{locale}: {id} is not an English message"));
    }
    errors
}

/// The Rust name of a message id: `nav-today` → `NavToday`.
pub fn rust_name(id: &str) -> String {
    id.split('-')
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

fn valid_id(id: &str) -> bool {
    id.starts_with(|c: char| c.is_ascii_lowercase())
        && id.split('-').all(|word| {
            !word.is_empty()
                && word
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
        })
}

fn valid_variable(name: &str) -> bool {
    name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// A message's compiled text and its variables.
fn message_text(
    pattern: &ast::Pattern<&str>,
    terms: &BTreeMap<String, String>,
) -> Result<(String, BTreeSet<String>), String> {
    let mut variables = BTreeSet::new();
    let select = pattern.elements.iter().position(|element| {
        matches!(
            element,
            ast::PatternElement::Placeable {
                expression: ast::Expression::Select { .. }
            }
        )
    });
    let Some(at) = select else {
        let text = pattern_text(&pattern.elements, terms, &mut variables)?;
        return Ok((text, variables));
    };
    let before = pattern_text(&pattern.elements[..at], terms, &mut variables)?;
    let after = pattern_text(&pattern.elements[at + 1..], terms, &mut variables)?;
    let ast::PatternElement::Placeable {
        expression: ast::Expression::Select { selector, variants },
    } = &pattern.elements[at]
    else {
        unreachable!("found above");
    };
    let ast::InlineExpression::VariableReference { id } = selector else {
        return Err("a selection must be on a variable".into());
    };
    if !valid_variable(id.name) {
        return Err(format!(
            "variable ${} must be lower-case letters, digits and '_'",
            id.name
        ));
    }
    variables.insert(id.name.to_owned());
    let mut text = format!("{SELECT}{}", id.name);
    for variant in variants {
        let key = match &variant.key {
            ast::VariantKey::Identifier { name } => *name,
            ast::VariantKey::NumberLiteral { value } => *value,
        };
        let body = pattern_text(&variant.value.elements, terms, &mut variables)?;
        text.push(VARIANT);
        if variant.default {
            text.push('*');
        }
        text.push_str(key);
        text.push(BODY);
        text.push_str(&before);
        text.push_str(&body);
        text.push_str(&after);
    }
    Ok((text, variables))
}

/// Text and placeholders, with no selection.
fn pattern_text(
    elements: &[ast::PatternElement<&str>],
    terms: &BTreeMap<String, String>,
    variables: &mut BTreeSet<String>,
) -> Result<String, String> {
    let mut text = String::new();
    for element in elements {
        match element {
            ast::PatternElement::TextElement { value } => {
                if value.contains(['{', '}', SELECT, VARIANT, BODY, SEPARATOR]) {
                    return Err("text may not contain braces".into());
                }
                // A page carries its messages in a script element, which this would end.
                if value.to_ascii_lowercase().contains("</script") {
                    return Err("text may not contain </script".into());
                }
                text.push_str(value);
            }
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(inline),
            } => match inline {
                ast::InlineExpression::VariableReference { id } => {
                    if !valid_variable(id.name) {
                        return Err(format!(
                            "variable ${} must be lower-case letters, digits and '_'",
                            id.name
                        ));
                    }
                    variables.insert(id.name.to_owned());
                    text.push('{');
                    text.push_str(id.name);
                    text.push('}');
                }
                ast::InlineExpression::TermReference {
                    id,
                    attribute: None,
                    arguments: None,
                } => {
                    let term = terms
                        .get(id.name)
                        .ok_or_else(|| format!("no term -{}", id.name))?;
                    text.push_str(term);
                }
                ast::InlineExpression::StringLiteral { value }
                    if !value.contains(['{', '}', '\\']) =>
                {
                    text.push_str(value);
                }
                ast::InlineExpression::NumberLiteral { value } => text.push_str(value),
                _ => return Err("only variables, terms and plain strings can be placed".into()),
            },
            ast::PatternElement::Placeable { .. } => {
                return Err("one selection per message, at its top level".into());
            }
        }
    }
    Ok(text)
}

/// A term's text (plain, no variables).
fn flat(pattern: &ast::Pattern<&str>, terms: &BTreeMap<String, String>) -> Result<String, String> {
    let mut variables = BTreeSet::new();
    let text = pattern_text(&pattern.elements, terms, &mut variables)?;
    if variables.is_empty() {
        Ok(text)
    } else {
        Err("a term has no variables".into())
    }
}
