//! Words many pages share: levels, kinds of puzzle and techniques, in the page's language.

use sudoku_core::{Date, Kind, Level, Technique, Weekday};

/// The text with its first letter in capitals: "easy" → "Easy". The words are the site's own
/// English, so only ASCII letters change: `char::to_uppercase` would bring Unicode's case
/// tables into the browser's bundle.
pub fn capitalised(word: &str) -> String {
    let mut text = word.to_owned();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// A level's name: "Easy".
pub fn level_name(level: Level) -> &'static str {
    word!(level, {
        Level::Easy => LevelEasy,
        Level::Medium => LevelMedium,
        Level::Hard => LevelHard,
        Level::Expert => LevelExpert,
        Level::Master => LevelMaster,
    })
}

/// "an easy puzzle", "a hard puzzle".
pub fn level_phrase(level: Level) -> &'static str {
    word!(level, {
        Level::Easy => LevelPhraseEasy,
        Level::Medium => LevelPhraseMedium,
        Level::Hard => LevelPhraseHard,
        Level::Expert => LevelPhraseExpert,
        Level::Master => LevelPhraseMaster,
    })
}

/// A kind of puzzle's name: "Killer sudoku".
pub fn kind_name(kind: Kind) -> &'static str {
    word!(kind, {
        Kind::Classic => KindClassic,
        Kind::Killer => KindKiller,
        Kind::Jigsaw => KindJigsaw,
        Kind::Diagonal => KindDiagonal,
    })
}

/// A rating as the page's language writes it: `4.2`, `4,2`.
pub fn rating(rating: sudoku_core::Rating) -> String {
    i18n::plural::tenths(crate::language::locale(), rating.tenths().into())
}

/// A technique's name as players of the page's language call it.
pub fn technique_name(technique: Technique) -> &'static str {
    word!(technique, {
        Technique::FullHouse => TechniqueFullHouse,
        Technique::HiddenSingle => TechniqueHiddenSingle,
        Technique::NakedSingle => TechniqueNakedSingle,
        Technique::CageCombination => TechniqueCageCombination,
        Technique::Pointing => TechniquePointing,
        Technique::LockedCandidates => TechniqueLockedCandidates,
        Technique::Claiming => TechniqueClaiming,
        Technique::CageOverlap => TechniqueCageOverlap,
        Technique::NakedPair => TechniqueNakedPair,
        Technique::Innies => TechniqueInnies,
        Technique::HiddenPair => TechniqueHiddenPair,
        Technique::XWing => TechniqueXWing,
        Technique::Outies => TechniqueOuties,
        Technique::NakedTriple => TechniqueNakedTriple,
        Technique::HiddenTriple => TechniqueHiddenTriple,
        Technique::XyWing => TechniqueXyWing,
        Technique::Swordfish => TechniqueSwordfish,
        Technique::FinnedXWing => TechniqueFinnedXWing,
        Technique::XyzWing => TechniqueXyzWing,
        Technique::WWing => TechniqueWWing,
        Technique::SimpleColouring => TechniqueSimpleColouring,
        Technique::UniqueRectangle => TechniqueUniqueRectangle,
        Technique::UniqueRectangle2 => TechniqueUniqueRectangle2,
        Technique::UniqueRectangle4 => TechniqueUniqueRectangle4,
        Technique::FinnedSwordfish => TechniqueFinnedSwordfish,
        Technique::UniqueRectangle3 => TechniqueUniqueRectangle3,
        Technique::NakedQuad => TechniqueNakedQuad,
        Technique::Jellyfish => TechniqueJellyfish,
        Technique::HiddenQuad => TechniqueHiddenQuad,
        Technique::Bug => TechniqueBug,
        Technique::XChain => TechniqueXChain,
        Technique::XyChain => TechniqueXyChain,
        Technique::AlsXz => TechniqueAlsXz,
        Technique::Aic => TechniqueAic,
        Technique::ForcingChain => TechniqueForcingChain,
    })
}

/// What a technique is, in a few sentences: the text of its `/learn` page (made on the server).
#[cfg(any(feature = "ssr", test))]
pub fn technique_about(technique: Technique) -> &'static str {
    word!(technique, {
        Technique::FullHouse => AboutFullHouse,
        Technique::HiddenSingle => AboutHiddenSingle,
        Technique::NakedSingle => AboutNakedSingle,
        Technique::CageCombination => AboutCageCombination,
        Technique::Pointing => AboutPointing,
        Technique::LockedCandidates => AboutLockedCandidates,
        Technique::Claiming => AboutClaiming,
        Technique::CageOverlap => AboutCageOverlap,
        Technique::NakedPair => AboutNakedPair,
        Technique::Innies => AboutInnies,
        Technique::HiddenPair => AboutHiddenPair,
        Technique::XWing => AboutXWing,
        Technique::Outies => AboutOuties,
        Technique::NakedTriple => AboutNakedTriple,
        Technique::HiddenTriple => AboutHiddenTriple,
        Technique::XyWing => AboutXyWing,
        Technique::Swordfish => AboutSwordfish,
        Technique::FinnedXWing => AboutFinnedXWing,
        Technique::XyzWing => AboutXyzWing,
        Technique::WWing => AboutWWing,
        Technique::SimpleColouring => AboutSimpleColouring,
        Technique::UniqueRectangle => AboutUniqueRectangle,
        Technique::UniqueRectangle2 => AboutUniqueRectangle2,
        Technique::UniqueRectangle4 => AboutUniqueRectangle4,
        Technique::FinnedSwordfish => AboutFinnedSwordfish,
        Technique::UniqueRectangle3 => AboutUniqueRectangle3,
        Technique::NakedQuad => AboutNakedQuad,
        Technique::Jellyfish => AboutJellyfish,
        Technique::HiddenQuad => AboutHiddenQuad,
        Technique::Bug => AboutBug,
        Technique::XChain => AboutXChain,
        Technique::XyChain => AboutXyChain,
        Technique::AlsXz => AboutAlsXz,
        Technique::Aic => AboutAic,
        Technique::ForcingChain => AboutForcingChain,
    })
}

/// A weekday's name: "Sunday".
pub fn weekday_name(weekday: Weekday) -> &'static str {
    word!(weekday, {
        Weekday::Monday => WeekdayMonday,
        Weekday::Tuesday => WeekdayTuesday,
        Weekday::Wednesday => WeekdayWednesday,
        Weekday::Thursday => WeekdayThursday,
        Weekday::Friday => WeekdayFriday,
        Weekday::Saturday => WeekdaySaturday,
        Weekday::Sunday => WeekdaySunday,
    })
}

/// A month's name (1 to 12), as a date writes it: "November"; empty for anything else.
pub fn month_name(month: u32) -> &'static str {
    if !(1..=12).contains(&month) {
        return "";
    }
    word!(month, {
        1 => Month1,
        2 => Month2,
        3 => Month3,
        4 => Month4,
        5 => Month5,
        6 => Month6,
        7 => Month7,
        8 => Month8,
        9 => Month9,
        10 => Month10,
        11 => Month11,
        _ => Month12,
    })
}

/// A date without its weekday: "22 November 2026".
pub fn date(date: Date) -> String {
    t!(
        DateDayMonthYear,
        day = date.day(),
        month = month_name(date.month()),
        year = date.year().to_string()
    )
}

/// A date with its weekday: "Sunday 22 November 2026".
pub fn long_date(date: Date) -> String {
    t!(
        DateLong,
        weekday = weekday_name(date.weekday()),
        day = date.day(),
        month = month_name(date.month()),
        year = date.year().to_string()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phrases_read_well() {
        assert_eq!(capitalised("easy"), "Easy");
        assert_eq!(capitalised(""), "");
        assert_eq!(capitalised("été"), "été");
        assert_eq!(level_phrase(Level::Easy), "an easy puzzle");
        assert_eq!(level_phrase(Level::Expert), "an expert puzzle");
        assert_eq!(level_name(Level::Hard), "Hard");
        let day = Date::new(2026, 11, 22).expect("a date");
        assert_eq!(long_date(day), "Sunday 22 November 2026");
        assert_eq!(month_name(13), "");
        assert_eq!(date(day), "22 November 2026");
        assert_eq!(rating(sudoku_core::Rating::from_tenths(42)), "4.2");
    }

    #[test]
    fn every_technique_has_its_name() {
        let mut names: Vec<&str> = Technique::LADDER.map(technique_name).to_vec();
        for technique in Technique::LADDER {
            assert_eq!(technique_name(technique), technique.name());
        }
        // Each is its own message: none fell through to the engine's English by mistake
        // (which would make two techniques share a message here, or none).
        // Each has its own text for players: a few full sentences.
        let mut texts = std::collections::HashSet::new();
        for technique in Technique::LADDER {
            let text = technique_about(technique);
            let sentences = text.matches(". ").count() + usize::from(text.ends_with('.'));
            assert!(sentences >= 2 && text.len() < 600, "{technique}: {text}");
            assert!(
                !text.contains("  ") && !text.contains('\n'),
                "{technique}: {text}"
            );
            assert!(texts.insert(text), "{technique} shares its text");
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Technique::LADDER.len());
    }
}
