//! The site's rules and messages, shared by its server and its pages (rendered on the server,
//! hydrated in the browser): which daily an address shows and what "today" is, the community
//! figures and the sentences about them, the pages' addresses, the ids, a shared room's board
//! and edits (`room`), and the serde types of every request and reply between browser and
//! server.
//!
//! Pure and Leptos-free: no IO, no clock (a caller passes the time in), nothing of the web
//! stack. Both the `server` crate and the `app` crate depend on it; it depends on neither.
//!
//! ```
//! use site::daily::{answer, DailyAnswer};
//! let today = site::daily::today(std::time::UNIX_EPOCH + std::time::Duration::from_secs(1_773_500_000));
//! assert_eq!(today.to_string(), "2026-03-14");
//! let shown = answer(Some("2026-03-01"), Some("hard"), today, |_, _| None);
//! assert_eq!(shown, DailyAnswer::Unavailable);
//! ```

#![warn(missing_docs)]

pub mod address;
pub mod api;
pub mod daily;
pub mod figures;
pub mod ids;
pub mod room;
pub mod text;
