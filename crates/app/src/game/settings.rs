//! The player's settings as text, for the browser to keep between puzzles.

use super::{Settings, Validation};

impl Settings {
    /// The settings as `validation=on-insert clean-notes=yes`.
    pub fn to_text(self) -> String {
        let validation = match self.validation {
            Validation::OnInsert => "on-insert",
            Validation::OnDemand => "on-demand",
        };
        let clean = if self.clean_notes { "yes" } else { "no" };
        format!("validation={validation} clean-notes={clean}")
    }

    /// Settings read from `text`; anything unknown or missing keeps its default, so an old or
    /// damaged value never stops the game.
    pub fn from_text(text: &str) -> Settings {
        let mut settings = Settings::default();
        for (key, value) in text.split_whitespace().filter_map(|w| w.split_once('=')) {
            match (key, value) {
                ("validation", "on-insert") => settings.validation = Validation::OnInsert,
                ("validation", "on-demand") => settings.validation = Validation::OnDemand,
                ("clean-notes", "yes") => settings.clean_notes = true,
                ("clean-notes", "no") => settings.clean_notes = false,
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
        };
        assert_eq!(Settings::from_text(&settings.to_text()), settings);
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
