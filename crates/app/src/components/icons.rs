//! The tool buttons' icons: small inline SVGs drawn with the text colour, hidden from screen
//! readers (each button keeps its name as text, which narrow screens hide visually).

use leptos::prelude::*;

/// An icon of the game's tools.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Icon {
    /// Undo: an arrow turning back.
    Undo,
    /// Redo: an arrow turning forward.
    Redo,
    /// Erase: an eraser.
    Erase,
    /// Hint: a light bulb.
    Hint,
    /// Digit mode: a pencil.
    Digit,
    /// Corner-note mode: a cell with marks in its corners.
    Corner,
    /// Centre-note mode: a cell with marks in its middle.
    Centre,
    /// Colour mode: a drop of paint.
    Colour,
    /// Candidate-colour mode: a small drop over a row of marks.
    CandidateColour,
    /// Reset: a bin (the board is cleared; unlike Undo and Redo, no arrow).
    Reset,
    /// Fill notes: a cell full of small marks.
    Fill,
    /// First mistake: a magnifying glass.
    Search,
    /// Solve: an eye (the solution is shown; the tick in a circle is Check).
    Solve,
    /// Check: a tick in a circle.
    Check,
    /// Checkpoint: a flag.
    Flag,
    /// Back to a checkpoint: an arrow to a flag.
    Back,
    /// Keyboard shortcuts: a question mark in a circle.
    Help,
}

impl Icon {
    /// The icon's drawing: one SVG path, stroked, on a 24×24 box.
    fn path(self) -> &'static str {
        match self {
            Icon::Undo => "M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3",
            Icon::Redo => "M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3",
            Icon::Erase => "M20 20H9l-5-5a2 2 0 0 1 0-3l9-9a2 2 0 0 1 3 0l5 5a2 2 0 0 1 0 3l-8 9M8 9l7 7",
            Icon::Hint => "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z",
            Icon::Digit => "M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4",
            Icon::Corner => "M4 4h16v16H4zM6.5 6.5h3v3h-3zM14.5 6.5h3v3h-3zM6.5 14.5h3v3h-3zM14.5 14.5h3v3h-3z",
            Icon::Centre => "M4 4h16v16H4zM8 10h8v4H8z",
            Icon::Colour => "M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z",
            Icon::CandidateColour => "M12 3s4 5 4 8a4 4 0 0 1-8 0c0-3 4-8 4-8zM5 20h1M11.5 20h1M18 20h1",
            Icon::Reset => "M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6",
            Icon::Fill => "M4 4h16v16H4zM8 8h1M12 8h1M16 8h1M8 12h1M12 12h1M16 12h1M8 16h1M12 16h1M16 16h1",
            Icon::Search => "M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM16 16l5 5",
            Icon::Solve => "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z",
            Icon::Check => "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12l3 3 5-6",
            Icon::Flag => "M6 21V4h11l-2 4 2 4H6",
            Icon::Back => "M10 20V5h9l-2 3 2 3h-9M7 9 3 13l4 4M3 13h7",
            Icon::Help => "M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01",
        }
    }
}

/// `icon` as an inline SVG, hidden from screen readers.
pub fn icon(icon: Icon) -> impl IntoView {
    view! {
        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={icon.path()}/>
        </svg>
    }
}

/// An icon and a name: the name is the button's accessible name, shown beside the icon where
/// there is room and only to screen readers on narrow screens.
pub fn labelled(which: Icon, name: &'static str) -> impl IntoView {
    view! {
        {icon(which)}
        <span class="label">{name}</span>
    }
}
