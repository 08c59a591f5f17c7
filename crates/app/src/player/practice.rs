//! Practice progress per technique: how many positions the player checked (tries) and how many
//! of those they got right at the first check (successes).
//!
//! Kept under `sudoku:practice` (since version 2 of the layout) as one line per technique:
//! `<slug> <tries> <successes>`, such as `x-wing 5 3`. A line that cannot be read (a technique
//! a newer version knows, a damaged count) is kept as it is and written back, never dropped.

use std::fmt::Write;

use sudoku_core::Technique;

/// One technique's counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Positions checked at least once.
    pub tries: u32,
    /// Positions answered right at their first check.
    pub successes: u32,
}

impl Tally {
    /// The counts of both, as a merge of two devices' records of one player: the larger of
    /// each (the same positions are counted on whichever device saw more of them).
    pub fn merge(self, other: Tally) -> Tally {
        let tries = self.tries.max(other.tries);
        Tally {
            tries,
            successes: self.successes.max(other.successes).min(tries),
        }
    }

    /// "3 of 5 right", or that the technique is not practised yet.
    pub fn sentence(self) -> String {
        if self.tries == 0 {
            t!(StatsPracticeNone).to_owned()
        } else {
            t!(
                StatsPracticeRight,
                right = self.successes,
                tries = self.tries
            )
        }
    }
}

/// Every technique's counts, and the lines that could not be read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PracticeProgress {
    tallies: Vec<(Technique, Tally)>,
    unreadable: Vec<String>,
}

impl PracticeProgress {
    /// Reads the stored text; a technique named twice keeps the merge of its lines.
    pub fn parse(text: &str) -> PracticeProgress {
        let mut progress = PracticeProgress::default();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            match read_line(line) {
                Some((technique, tally)) => progress.merge_tally(technique, tally),
                None => progress.unreadable.push(line.to_owned()),
            }
        }
        progress
    }

    /// The stored text: the techniques in ladder order, then the unreadable lines.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for &(technique, tally) in &self.tallies {
            let _ = writeln!(
                text,
                "{} {} {}",
                technique.slug(),
                tally.tries,
                tally.successes
            );
        }
        for line in &self.unreadable {
            text.push_str(line);
            text.push('\n');
        }
        text
    }

    /// The counts of `technique` (zero if never practised).
    pub fn tally(&self, technique: Technique) -> Tally {
        self.tallies
            .iter()
            .find(|(t, _)| *t == technique)
            .map_or_else(Tally::default, |(_, tally)| *tally)
    }

    /// Counts a position of `technique` checked for the first time.
    pub fn count_try(&mut self, technique: Technique) {
        let mut tally = self.tally(technique);
        tally.tries += 1;
        self.set(technique, tally);
    }

    /// Counts a position of `technique` answered right (after its try was counted).
    pub fn count_success(&mut self, technique: Technique) {
        let mut tally = self.tally(technique);
        tally.successes = (tally.successes + 1).min(tally.tries);
        self.set(technique, tally);
    }

    /// Both records merged: each technique's counts as [`Tally::merge`] has them, and the
    /// unreadable lines of both.
    pub fn merge(&self, other: &PracticeProgress) -> PracticeProgress {
        let mut merged = self.clone();
        for &(technique, tally) in &other.tallies {
            merged.merge_tally(technique, tally);
        }
        for line in &other.unreadable {
            if !merged.unreadable.contains(line) {
                merged.unreadable.push(line.clone());
            }
        }
        merged
    }

    fn merge_tally(&mut self, technique: Technique, tally: Tally) {
        let merged = self.tally(technique).merge(tally);
        self.set(technique, merged);
    }

    fn set(&mut self, technique: Technique, tally: Tally) {
        match self.tallies.iter_mut().find(|(t, _)| *t == technique) {
            Some((_, kept)) => *kept = tally,
            // Kept in ladder order, so two records of the same counts are equal.
            None => {
                let at = self.tallies.partition_point(|(t, _)| *t < technique);
                self.tallies.insert(at, (technique, tally));
            }
        }
    }
}

/// A line `<slug> <tries> <successes>` with no more successes than tries.
fn read_line(line: &str) -> Option<(Technique, Tally)> {
    let mut words = line.split_ascii_whitespace();
    let technique = crate::learn::technique_of(words.next()?)?;
    let tries: u32 = words.next()?.parse().ok()?;
    let successes: u32 = words.next()?.parse().ok()?;
    if words.next().is_some() || successes > tries {
        return None;
    }
    Some((technique, Tally { tries, successes }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tries_and_successes_are_counted_and_read_back() {
        let mut progress = PracticeProgress::default();
        assert_eq!(progress.tally(Technique::XWing), Tally::default());
        progress.count_try(Technique::XWing);
        progress.count_success(Technique::XWing);
        progress.count_try(Technique::XWing);
        progress.count_try(Technique::NakedPair);
        assert_eq!(
            progress.tally(Technique::XWing),
            Tally {
                tries: 2,
                successes: 1
            }
        );
        assert_eq!(progress.tally(Technique::XWing).sentence(), "1 of 2 right");
        assert_eq!(
            progress.tally(Technique::Aic).sentence(),
            "Not practised yet"
        );
        // Ladder order in the text, whatever the order of practice.
        let text = progress.to_text();
        assert_eq!(text, "naked-pair 1 0\nx-wing 2 1\n");
        assert_eq!(PracticeProgress::parse(&text), progress);
    }

    #[test]
    fn a_success_never_outnumbers_the_tries() {
        let mut progress = PracticeProgress::default();
        progress.count_success(Technique::Swordfish);
        assert_eq!(progress.tally(Technique::Swordfish).successes, 0);
    }

    #[test]
    fn unreadable_lines_are_kept_as_they_are() {
        let text = "x-wing 3 2\nmystery-wing 4 1\nx-wing 3 9\nbug+1 two 1\n";
        let progress = PracticeProgress::parse(text);
        assert_eq!(progress.tally(Technique::XWing).tries, 3);
        assert_eq!(
            progress.to_text(),
            "x-wing 3 2\nmystery-wing 4 1\nx-wing 3 9\nbug+1 two 1\n"
        );
    }

    #[test]
    fn two_devices_merge_to_the_larger_counts() {
        let phone = PracticeProgress::parse("x-wing 5 1\nxy-wing 2 2\n");
        let laptop = PracticeProgress::parse("x-wing 3 3\nals-xz 1 0\nfuture 1 1\n");
        let merged = phone.merge(&laptop);
        assert_eq!(
            merged.to_text(),
            "x-wing 5 3\nxy-wing 2 2\nals-xz 1 0\nfuture 1 1\n"
        );
        assert_eq!(merged.merge(&laptop), merged);
        assert_eq!(laptop.merge(&phone).to_text(), merged.to_text());
    }
}
