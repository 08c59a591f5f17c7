//! Small enums read back from their names: the levels and the symmetries.

/// Gives `$kind` (which has `ALL` and a lower-case `name`) `Display` by its name and `FromStr`
/// from its name in any case, and defines `$error`, why a text is not a `$what`, whose one
/// variant shows `$message`.
macro_rules! read_by_name {
    ($kind:ident, $error:ident, $what:literal, $message:literal) => {
        impl std::fmt::Display for $kind {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        #[doc = concat!("Why a text is not a ", $what, ".")]
        #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
        pub enum $error {
            #[doc = concat!("The text names no ", $what, ".")]
            #[error($message)]
            Unknown(String),
        }

        impl std::str::FromStr for $kind {
            type Err = $error;

            #[doc = concat!("Reads a ", $what, "'s name in any case.")]
            fn from_str(text: &str) -> Result<$kind, $error> {
                $kind::ALL
                    .into_iter()
                    .find(|x| x.name().eq_ignore_ascii_case(text.trim()))
                    .ok_or_else(|| $error::Unknown(text.to_owned()))
            }
        }
    };
}
pub(crate) use read_by_name;
