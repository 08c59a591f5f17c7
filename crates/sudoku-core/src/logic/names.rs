//! Techniques by name: the short form used in addresses and on the command line (its *slug*,
//! "x-wing", "unique-rectangle-type-2", "bug+1") and reading a name back, forgiving of case,
//! spaces and hyphens ("X-Wing", "xwing", "X wing") and of the usual initials of the chains
//! ("AIC").

use std::str::FromStr;

use super::Technique;

impl Technique {
    /// The technique's name in lower case with each run of other characters than letters,
    /// digits and `+` made one hyphen: "x-wing", "als-xz", "bug+1". Unique on the ladder.
    pub fn slug(self) -> String {
        let mut slug = String::with_capacity(self.name().len());
        for c in self.name().chars() {
            if c.is_ascii_alphanumeric() || c == '+' {
                slug.push(c.to_ascii_lowercase());
            } else if !slug.ends_with('-') {
                slug.push('-');
            }
        }
        slug.trim_matches('-').to_owned()
    }
}

/// A name that is no technique of the ladder.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TechniqueError {
    /// The name matches no technique; the message lists the slugs of all of them.
    #[error("unknown technique \"{name}\"; the techniques are: {known}")]
    Unknown {
        /// The name as given.
        name: String,
        /// The slugs of every technique, in ladder order, separated by commas.
        known: String,
    },
}

/// The letters and digits of a name, in lower case: what two spellings must share.
fn folded(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The initials of a name of several words ("Alternating Inference Chain" gives "aic").
fn initials(name: &str) -> Option<String> {
    let words: Vec<&str> = name.split([' ', '-']).filter(|w| !w.is_empty()).collect();
    (words.len() > 2).then(|| {
        words
            .iter()
            .filter_map(|w| w.chars().next())
            .map(|c| c.to_ascii_lowercase())
            .collect()
    })
}

impl FromStr for Technique {
    type Err = TechniqueError;

    fn from_str(name: &str) -> Result<Technique, TechniqueError> {
        let wanted = folded(name);
        Technique::LADDER
            .into_iter()
            .find(|t| {
                !wanted.is_empty()
                    && (folded(t.name()) == wanted || initials(t.name()) == Some(wanted.clone()))
            })
            .ok_or_else(|| TechniqueError::Unknown {
                name: name.to_owned(),
                known: Technique::LADDER
                    .iter()
                    .map(|t| t.slug())
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_slug_and_name_reads_back_as_its_technique() {
        let mut slugs = std::collections::HashSet::new();
        for t in Technique::LADDER {
            assert!(slugs.insert(t.slug()), "{} twice", t.slug());
            assert_eq!(t.slug().parse(), Ok(t));
            assert_eq!(t.name().parse(), Ok(t));
            assert_eq!(t.name().to_uppercase().parse(), Ok(t));
        }
    }

    #[test]
    fn slugs_are_short_and_plain() {
        let check = |t: Technique, slug: &str| assert_eq!(t.slug(), slug);
        check(Technique::XWing, "x-wing");
        check(Technique::UniqueRectangle2, "unique-rectangle-type-2");
        check(Technique::Bug, "bug+1");
        check(Technique::AlsXz, "als-xz");
        assert_eq!("AIC".parse(), Ok(Technique::Aic));
        assert_eq!("xy wing".parse(), Ok(Technique::XyWing));
    }

    #[test]
    fn an_unknown_name_lists_the_techniques() {
        let error = "x-ray".parse::<Technique>().expect_err("no such technique");
        let text = error.to_string();
        assert!(text.starts_with("unknown technique \"x-ray\""), "{text}");
        for t in Technique::LADDER {
            assert!(text.contains(&t.slug()), "{text}");
        }
        assert!("".parse::<Technique>().is_err());
    }
}
