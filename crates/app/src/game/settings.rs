//! The player's settings as text, for the browser to keep between puzzles.

use super::{Settings, Validation};

/// A switch as the text writes it.
fn yes_no(on: bool) -> &'static str {
    if on {
        "yes"
    } else {
        "no"
    }
}

impl Settings {
    /// The settings as `validation=on-insert clean-notes=yes …`, one `key=value` per setting.
    /// Keys added later are simply missing from older texts, which then keep their defaults.
    pub fn to_text(self) -> String {
        let validation = match self.validation {
            Validation::OnInsert => "on-insert",
            Validation::OnDemand => "on-demand",
        };
        let h = self.highlight;
        format!(
            "validation={validation} clean-notes={} highlight-same={} highlight-units={} \
             highlight-candidates={} colour-letters={} cage-aid={} number-first={}",
            yes_no(self.clean_notes),
            yes_no(h.same_digit),
            yes_no(h.units),
            yes_no(h.candidates),
            yes_no(self.colour_letters),
            yes_no(self.cage_aid),
            yes_no(self.number_first),
        )
    }

    /// Settings read from `text`; anything unknown or missing keeps its default, so an old or
    /// damaged value never stops the game.
    pub fn from_text(text: &str) -> Settings {
        let mut settings = Settings::default();
        for (key, value) in text.split_whitespace().filter_map(|w| w.split_once('=')) {
            let on = match value {
                "yes" => Some(true),
                "no" => Some(false),
                _ => None,
            };
            match (key, value, on) {
                ("validation", "on-insert", _) => settings.validation = Validation::OnInsert,
                ("validation", "on-demand", _) => settings.validation = Validation::OnDemand,
                ("clean-notes", _, Some(on)) => settings.clean_notes = on,
                ("highlight-same", _, Some(on)) => settings.highlight.same_digit = on,
                ("highlight-units", _, Some(on)) => settings.highlight.units = on,
                ("highlight-candidates", _, Some(on)) => settings.highlight.candidates = on,
                ("colour-letters", _, Some(on)) => settings.colour_letters = on,
                ("cage-aid", _, Some(on)) => settings.cage_aid = on,
                ("number-first", _, Some(on)) => settings.number_first = on,
                _ => {}
            }
        }
        settings
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_damage_falls_back_to_defaults() {
        let settings = Settings {
            validation: Validation::OnDemand,
            clean_notes: false,
            highlight: super::super::Highlight {
                same_digit: false,
                units: true,
                candidates: true,
            },
            colour_letters: true,
            cage_aid: true,
            number_first: true,
        };
        assert_eq!(Settings::from_text(&settings.to_text()), settings);
        // A text from before the highlight and colour settings keeps their defaults.
        let old = Settings::from_text("validation=on-demand clean-notes=no");
        assert_eq!(old.highlight, super::super::Highlight::default());
        assert!(!old.colour_letters);
        assert!(!old.cage_aid, "the cage-sum aid is off unless asked for");
        assert_eq!(Settings::from_text(""), Settings::default());
        assert_eq!(
            Settings::from_text("validation=sometimes ???"),
            Settings::default()
        );
        assert_eq!(
            Settings::from_text("clean-notes=no").validation,
            Settings::default().validation
        );
    }
}
