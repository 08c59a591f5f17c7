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
    let (key, english) = match level {
        Level::Easy => tk!(LevelEasy),
        Level::Medium => tk!(LevelMedium),
        Level::Hard => tk!(LevelHard),
        Level::Expert => tk!(LevelExpert),
        Level::Master => tk!(LevelMaster),
    };
    crate::language::text(key, english)
}

/// "an easy puzzle", "a hard puzzle".
pub fn level_phrase(level: Level) -> &'static str {
    let (key, english) = match level {
        Level::Easy => tk!(LevelPhraseEasy),
        Level::Medium => tk!(LevelPhraseMedium),
        Level::Hard => tk!(LevelPhraseHard),
        Level::Expert => tk!(LevelPhraseExpert),
        Level::Master => tk!(LevelPhraseMaster),
    };
    crate::language::text(key, english)
}

/// A kind of puzzle's name: "Killer sudoku".
pub fn kind_name(kind: Kind) -> &'static str {
    let (key, english) = match kind {
        Kind::Classic => tk!(KindClassic),
        Kind::Killer => tk!(KindKiller),
        Kind::Jigsaw => tk!(KindJigsaw),
        Kind::Diagonal => tk!(KindDiagonal),
    };
    crate::language::text(key, english)
}

/// A rating as the page's language writes it: `4.2`, `4,2`.
pub fn rating(rating: sudoku_core::Rating) -> String {
    i18n::plural::tenths(crate::language::locale(), rating.tenths().into())
}

/// A technique's name as players of the page's language call it.
pub fn technique_name(technique: Technique) -> &'static str {
    let (key, english) = match technique {
        Technique::FullHouse => tk!(TechniqueFullHouse),
        Technique::HiddenSingle => tk!(TechniqueHiddenSingle),
        Technique::NakedSingle => tk!(TechniqueNakedSingle),
        Technique::CageCombination => tk!(TechniqueCageCombination),
        Technique::Pointing => tk!(TechniquePointing),
        Technique::LockedCandidates => tk!(TechniqueLockedCandidates),
        Technique::Claiming => tk!(TechniqueClaiming),
        Technique::CageOverlap => tk!(TechniqueCageOverlap),
        Technique::NakedPair => tk!(TechniqueNakedPair),
        Technique::Innies => tk!(TechniqueInnies),
        Technique::HiddenPair => tk!(TechniqueHiddenPair),
        Technique::XWing => tk!(TechniqueXWing),
        Technique::Outies => tk!(TechniqueOuties),
        Technique::NakedTriple => tk!(TechniqueNakedTriple),
        Technique::HiddenTriple => tk!(TechniqueHiddenTriple),
        Technique::XyWing => tk!(TechniqueXyWing),
        Technique::Swordfish => tk!(TechniqueSwordfish),
        Technique::FinnedXWing => tk!(TechniqueFinnedXWing),
        Technique::XyzWing => tk!(TechniqueXyzWing),
        Technique::WWing => tk!(TechniqueWWing),
        Technique::SimpleColouring => tk!(TechniqueSimpleColouring),
        Technique::UniqueRectangle => tk!(TechniqueUniqueRectangle),
        Technique::UniqueRectangle2 => tk!(TechniqueUniqueRectangle2),
        Technique::UniqueRectangle4 => tk!(TechniqueUniqueRectangle4),
        Technique::FinnedSwordfish => tk!(TechniqueFinnedSwordfish),
        Technique::UniqueRectangle3 => tk!(TechniqueUniqueRectangle3),
        Technique::NakedQuad => tk!(TechniqueNakedQuad),
        Technique::Jellyfish => tk!(TechniqueJellyfish),
        Technique::HiddenQuad => tk!(TechniqueHiddenQuad),
        Technique::Bug => tk!(TechniqueBug),
        Technique::XChain => tk!(TechniqueXChain),
        Technique::XyChain => tk!(TechniqueXyChain),
        Technique::AlsXz => tk!(TechniqueAlsXz),
        Technique::Aic => tk!(TechniqueAic),
        Technique::ForcingChain => tk!(TechniqueForcingChain),
    };
    crate::language::text(key, english)
}

/// What a technique is, in a few sentences: the text of its `/learn` page (made on the server).
#[cfg(any(feature = "ssr", test))]
pub fn technique_about(technique: Technique) -> &'static str {
    match technique {
        Technique::FullHouse => t!(AboutFullHouse),
        Technique::HiddenSingle => t!(AboutHiddenSingle),
        Technique::NakedSingle => t!(AboutNakedSingle),
        Technique::CageCombination => t!(AboutCageCombination),
        Technique::Pointing => t!(AboutPointing),
        Technique::LockedCandidates => t!(AboutLockedCandidates),
        Technique::Claiming => t!(AboutClaiming),
        Technique::CageOverlap => t!(AboutCageOverlap),
        Technique::NakedPair => t!(AboutNakedPair),
        Technique::Innies => t!(AboutInnies),
        Technique::HiddenPair => t!(AboutHiddenPair),
        Technique::XWing => t!(AboutXWing),
        Technique::Outies => t!(AboutOuties),
        Technique::NakedTriple => t!(AboutNakedTriple),
        Technique::HiddenTriple => t!(AboutHiddenTriple),
        Technique::XyWing => t!(AboutXyWing),
        Technique::Swordfish => t!(AboutSwordfish),
        Technique::FinnedXWing => t!(AboutFinnedXWing),
        Technique::XyzWing => t!(AboutXyzWing),
        Technique::WWing => t!(AboutWWing),
        Technique::SimpleColouring => t!(AboutSimpleColouring),
        Technique::UniqueRectangle => t!(AboutUniqueRectangle),
        Technique::UniqueRectangle2 => t!(AboutUniqueRectangle2),
        Technique::UniqueRectangle4 => t!(AboutUniqueRectangle4),
        Technique::FinnedSwordfish => t!(AboutFinnedSwordfish),
        Technique::UniqueRectangle3 => t!(AboutUniqueRectangle3),
        Technique::NakedQuad => t!(AboutNakedQuad),
        Technique::Jellyfish => t!(AboutJellyfish),
        Technique::HiddenQuad => t!(AboutHiddenQuad),
        Technique::Bug => t!(AboutBug),
        Technique::XChain => t!(AboutXChain),
        Technique::XyChain => t!(AboutXyChain),
        Technique::AlsXz => t!(AboutAlsXz),
        Technique::Aic => t!(AboutAic),
        Technique::ForcingChain => t!(AboutForcingChain),
    }
}

/// A weekday's name: "Sunday".
pub fn weekday_name(weekday: Weekday) -> &'static str {
    let (key, english) = match weekday {
        Weekday::Monday => tk!(WeekdayMonday),
        Weekday::Tuesday => tk!(WeekdayTuesday),
        Weekday::Wednesday => tk!(WeekdayWednesday),
        Weekday::Thursday => tk!(WeekdayThursday),
        Weekday::Friday => tk!(WeekdayFriday),
        Weekday::Saturday => tk!(WeekdaySaturday),
        Weekday::Sunday => tk!(WeekdaySunday),
    };
    crate::language::text(key, english)
}

/// A month's name (1 to 12), as a date writes it: "November"; empty for anything else.
pub fn month_name(month: u32) -> &'static str {
    let (key, english) = match month {
        1 => tk!(Month1),
        2 => tk!(Month2),
        3 => tk!(Month3),
        4 => tk!(Month4),
        5 => tk!(Month5),
        6 => tk!(Month6),
        7 => tk!(Month7),
        8 => tk!(Month8),
        9 => tk!(Month9),
        10 => tk!(Month10),
        11 => tk!(Month11),
        12 => tk!(Month12),
        _ => return "",
    };
    crate::language::text(key, english)
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
