//! Compiles the translation files (`locales/<tag>/*.ftl`) into Rust: the message keys, the
//! English text for each call site (`en!`) and, for the server (`all`), every locale's table.
//! A file that does not parse, a message missing from a locale or a placeholder lost in
//! translation stops the build with the file and message named.

use std::path::Path;

#[path = "src/compile.rs"]
#[allow(dead_code)]
mod compile;
#[path = "src/marks.rs"]
#[allow(dead_code)]
mod marks;
#[path = "src/tags.rs"]
mod tags;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    println!("cargo::rerun-if-changed={}", root.display());
    let all = std::env::var_os("CARGO_FEATURE_ALL").is_some();
    let mut errors = Vec::new();
    let mut tables = Vec::new();
    for (tag, name) in tags::TAGS {
        // The browser's build has only English (see the crate's docs).
        if !all && tag != "en" {
            continue;
        }
        let dir = root.join(tag);
        if !dir.is_dir() {
            errors.push(format!("{tag}: no directory {}", dir.display()));
            continue;
        }
        let files = compile::read_locale(&dir, tag);
        for (name, _) in &files {
            println!("cargo::rerun-if-changed={}", root.join(name).display());
        }
        match compile::compile(&files) {
            Ok(messages) => tables.push((tag, name, messages)),
            Err(problems) => errors.extend(problems),
        }
    }
    let english = tables
        .iter()
        .find(|(tag, ..)| *tag == "en")
        .map(|(.., messages)| messages.clone())
        .unwrap_or_default();
    for (tag, _, messages) in tables.iter().filter(|(tag, ..)| *tag != "en") {
        errors.extend(compile::check(tag, &english, messages));
    }
    if !errors.is_empty() {
        panic!(
            "the translation files have problems:\n{}",
            errors.join("\n")
        );
    }

    let mut out = String::new();
    let count = english.len();
    out.push_str(&format!(
        "/// How many messages each locale has.\npub const COUNT: usize = {count};\n"
    ));
    out.push_str("/// A message of the site, by its Fluent id (`nav-today` is `Key::NavToday`).\n");
    out.push_str("#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n#[repr(u16)]\n#[allow(missing_docs)]\npub enum Key {\n");
    for id in english.keys() {
        out.push_str(&format!("    {},\n", compile::rust_name(id)));
    }
    out.push_str("}\n");
    out.push_str("#[cfg(test)]\nimpl Key {\n    pub(crate) fn from_index(index: usize) -> Key {\n        [\n");
    for id in english.keys() {
        out.push_str(&format!("            Key::{},\n", compile::rust_name(id)));
    }
    out.push_str("        ][index]\n    }\n}\n");
    out.push_str("/// A message's English text, written where it is used (so a page's words load with its code).\n#[macro_export]\n#[doc(hidden)]\nmacro_rules! en {\n");
    for (id, message) in &english {
        out.push_str(&format!(
            "    ({}) => {{ {:?} }};\n",
            compile::rust_name(id),
            message.text
        ));
    }
    out.push_str("}\n");
    out.push_str("/// Each message's Fluent id, by key.\n#[cfg(test)]\npub(crate) static IDS: [&str; COUNT] = [\n");
    for id in english.keys() {
        out.push_str(&format!("    {id:?},\n"));
    }
    out.push_str("];\n");
    for (_, name, messages) in &tables {
        out.push_str(&format!("#[cfg(any(test, feature = \"all\"))]\n#[allow(non_upper_case_globals)]\nstatic {name}: [&str; COUNT] = [\n"));
        for id in english.keys() {
            out.push_str(&format!("    {:?},\n", messages[id].text));
        }
        out.push_str("];\n");
    }
    out.push_str("/// A locale's compiled messages, by key.\n#[cfg(any(test, feature = \"all\"))]\npub(crate) fn table(locale: Locale) -> Option<&'static [&'static str; COUNT]> {\n    match locale {\n");
    for (_, name, _) in &tables {
        out.push_str(&format!("        Locale::{name} => Some(&{name}),\n"));
    }
    out.push_str("        #[allow(unreachable_patterns)]\n        _ => None,\n    }\n}\n");
    let path =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("messages.rs");
    std::fs::write(path, out).expect("OUT_DIR is writable");
}
