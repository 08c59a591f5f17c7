use std::path::Path;

use super::*;
use crate::compile::{check, compile, read_locale, Messages};

/// A locale's files as the build script reads them.
fn files_of(tag: &str) -> Vec<(String, String)> {
    read_locale(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("locales")
            .join(tag),
        tag,
    )
}

fn one_file(source: &str) -> Result<Messages, Vec<String>> {
    compile(&[("test.ftl".to_owned(), source.to_owned())])
}

#[test]
fn every_locale_has_every_english_message_and_placeholder() {
    let english = compile(&files_of("en")).expect("English compiles");
    assert!(english.len() > 100, "{} English messages", english.len());
    // Every locale's problems at once, each line starting with its file or locale.
    let mut problems = Vec::new();
    for locale in Locale::ALL.into_iter().skip(1) {
        match compile(&files_of(locale.tag())) {
            Ok(messages) => problems.extend(check(locale.tag(), &english, &messages)),
            Err(errors) => problems.extend(errors),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_finds_missing_messages_and_placeholders() {
    let english = one_file("a = Hello { $name }\nb = { $count ->\n    [one] One mistake\n   *[other] { $count } mistakes\n}\nc = Bye\n").expect("the test's own input");
    let translation = one_file("a = Hallo\nb = { $count } Fehler { $extra }\nd = Neu\n")
        .expect("the test's own input");
    let problems = check("de", &english, &translation);
    assert!(
        problems
            .iter()
            .any(|p| p.contains("a does not use { $name }")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("b uses { $extra }")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("c is missing")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|p| p.contains("d is not an English message")),
        "{problems:?}"
    );
    assert_eq!(problems.len(), 4, "{problems:?}");
}

#[test]
fn what_the_site_does_not_use_is_an_error() {
    for source in [
        "a = { NUMBER($n) }\n",
        "a = { $a ->\n   *[x] { $b ->\n      *[y] z\n    }\n}\n",
        "a = { $a ->\n   *[x] x\n} { $b ->\n   *[y] y\n}\n",
        "a = Text\n    .title = Title\n",
        "Upper = x\n",
        "a = { -missing }\n",
        "a = x\na = y\n",
        "a = \n",
        "a = x</SCRIPT>\n",
        "a = x\u{1c}y\n",
    ] {
        assert!(one_file(source).is_err(), "{source:?} compiled");
    }
    let messages = one_file("-brand = Sudoku\na = Play { -brand } { \"now\" }\n")
        .expect("the test's own input");
    assert_eq!(messages["a"].text, "Play Sudoku now");
}

#[test]
fn messages_fill_placeholders_and_pick_plural_variants() {
    let source = "m = { $count ->\n    [0] No mistakes\n    [one] One mistake, { $who }\n    [few] { $count } ошибки\n    [many] { $count } ошибок\n   *[other] { $count } mistakes, { $who }\n}\n";
    let text = one_file(source).expect("the test's own input")["m"]
        .text
        .clone();
    let english = Strings::english();
    let format = |strings: &Strings, n: i64| {
        strings.format(
            Key::from_index(0),
            &text,
            &[("count", Arg::from(n)), ("who", Arg::from("Ann"))],
        )
    };
    assert_eq!(format(&english, 0), "No mistakes");
    assert_eq!(format(&english, 1), "One mistake, Ann");
    assert_eq!(format(&english, 12345), "12,345 mistakes, Ann");
    let russian = Strings {
        locale: Locale::Ru,
        loaded: None,
    };
    assert_eq!(format(&russian, 3), "3 ошибки");
    assert_eq!(format(&russian, 11), "11 ошибок");
    assert_eq!(format(&russian, 21), "One mistake, Ann");
    assert_eq!(format(&russian, 1000), "1\u{a0}000 ошибок");
    // A missing argument leaves its placeholder empty and selects the default.
    assert_eq!(
        english.format(Key::from_index(0), &text, &[]),
        " mistakes, "
    );
}

#[test]
fn plural_categories_and_numbers_follow_cldr() {
    use plural::{category, number, tenths};
    assert_eq!(category(Locale::Fr, 0), "one");
    assert_eq!(category(Locale::En, 0), "other");
    assert_eq!(category(Locale::PtBr, 1), "one");
    assert_eq!(category(Locale::Es, 1_000_000), "many");
    assert_eq!(category(Locale::Ja, 1), "other");
    assert_eq!(
        [0, 1, 2, 5, 11, 102].map(|n| category(Locale::Ar, n)),
        ["zero", "one", "two", "few", "many", "other"]
    );
    assert_eq!(
        [1, 2, 5, 11, 22, 111].map(|n| category(Locale::Ru, n)),
        ["one", "few", "many", "many", "few", "many"]
    );
    assert_eq!(number(Locale::De, 1234567), "1.234.567");
    assert_eq!(number(Locale::Es, 1234), "1234");
    assert_eq!(number(Locale::Es, 12345), "12.345");
    assert_eq!(number(Locale::Fr, -1234), "-1\u{202f}234");
    assert_eq!(number(Locale::En, 999), "999");
    // One decimal, with each locale's point.
    assert_eq!(tenths(Locale::En, 42), "4.2");
    assert_eq!(tenths(Locale::De, 42), "4,2");
    assert_eq!(tenths(Locale::Ru, 5), "0,5");
    assert_eq!(tenths(Locale::Fr, 12_340), "1\u{202f}234,0");
    assert_eq!(tenths(Locale::Ja, -15), "-1.5");
    assert_eq!(tenths(Locale::Ar, 100), "10.0");
    assert_eq!(number(Locale::En, 1204), "1,204");
    assert_eq!(number(Locale::En, 1_000_000), "1,000,000");
}

#[test]
fn the_locale_comes_from_the_choice_then_the_browser() {
    assert_eq!(Locale::negotiate("de-DE,de;q=0.9,en;q=0.8"), Locale::De);
    assert_eq!(Locale::negotiate("nl;q=1, fr;q=0.7, ja;q=0.8"), Locale::Ja);
    assert_eq!(Locale::negotiate("zh-TW, zh-CN;q=0.5"), Locale::ZhHans);
    assert_eq!(Locale::negotiate("pt-PT"), Locale::PtBr);
    assert_eq!(Locale::negotiate("ar;q=0, nl"), Locale::En);
    assert_eq!(Locale::negotiate("*;q=garbage,,;;"), Locale::En);
    assert_eq!(
        Locale::for_request(Some("a=b; sudoku-locale=ja"), Some("de")),
        Locale::Ja
    );
    assert_eq!(
        Locale::for_request(Some("sudoku-locale=xx"), Some("ar")),
        Locale::Ar
    );
    assert_eq!(Locale::for_request(None, None), Locale::En);
    assert_eq!(
        Locale::chosen("sudoku-locale=zh-Hans; b=c"),
        Some(Locale::ZhHans)
    );
    assert_eq!(Locale::chosen("xsudoku-locale=de"), None);
    let cookie = Locale::PtBr.cookie();
    assert!(
        cookie.starts_with("sudoku-locale=pt-BR; Path=/; Max-Age=31536000"),
        "{cookie}"
    );
    assert_eq!(Locale::chosen(&cookie), Some(Locale::PtBr));
    for locale in Locale::ALL {
        assert_eq!(Locale::from_tag(locale.tag()), Some(locale));
    }
    assert_eq!(Locale::Ar.dir(), "rtl");
}

#[cfg(feature = "all")]
#[test]
fn the_servers_tables_and_a_pages_messages_agree() {
    for locale in Locale::ALL.into_iter().skip(1) {
        let strings = Strings::of(locale);
        let sent: Vec<String> = strings
            .messages()
            .expect("the test's own input")
            .into_iter()
            .map(str::to_owned)
            .collect();
        let loaded = Strings::loaded(locale, sent).expect("the test's own input");
        assert_eq!(loaded.messages(), strings.messages());
        let key = Key::from_index(0);
        assert_eq!(loaded.format(key, "", &[]), strings.format(key, "", &[]));
    }
    assert_eq!(
        Strings::loaded(Locale::De, vec![String::new()]),
        Err(LoadError::Count { found: 1 })
    );
    assert!(IDS.iter().all(|id| !id.is_empty()));
}
