//! The game's keys: digits (with Shift or Ctrl as notes), erase, arrows, the mode letters,
//! and undo and redo.

use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use sudoku_core::Digit;

use crate::game::{Direction, Game, InputMode};
use crate::hydration::PageHydrated;

/// The game's keyboard: digits, erase, arrows, and Ctrl+Z / Ctrl+Y. The page attaches it to the
/// whole play area, so keys still reach the game after a click on a keypad or mode button.
pub fn keyboard(game: RwSignal<Game>) -> impl Fn(KeyboardEvent) + Copy + 'static {
    // Until the whole page is live, the start script takes keys (see `crate::early`).
    let hydrated = PageHydrated::get();
    move |ev: KeyboardEvent| {
        if !hydrated.get_untracked() {
            return;
        }
        let key = ev.key();
        // A digit with Shift notes it in the corner, with Ctrl or Cmd in the centre, whatever
        // the mode (SudokuPad's keys); the key's place says which digit, as Shift changes its
        // character.
        let noted = if ev.shift_key() && !(ev.ctrl_key() || ev.meta_key()) {
            Some(InputMode::Corner)
        } else if (ev.ctrl_key() || ev.meta_key()) && !ev.shift_key() {
            Some(InputMode::Centre)
        } else {
            None
        };
        if let (Some(mode), Some(digit)) =
            (noted.filter(|_| !ev.alt_key()), digit_of_code(&ev.code()))
        {
            if usize::from(digit.get()) <= game.with_untracked(|g| g.geometry().size()) {
                game.update(|g| {
                    g.input_as(digit, mode);
                });
                ev.prevent_default();
                return;
            }
        }
        if ev.ctrl_key() || ev.meta_key() {
            // Undo and redo, with the shortcuts every editor uses.
            match key.to_ascii_lowercase().as_str() {
                "z" if ev.shift_key() => game.update(|g| {
                    g.redo();
                }),
                "z" => game.update(|g| {
                    g.undo();
                }),
                "y" => game.update(|g| {
                    g.redo();
                }),
                _ => return,
            }
            ev.prevent_default();
            return;
        }
        if ev.alt_key() {
            return;
        }
        if let Some(direction) = Direction::of_key(&key) {
            if ev.shift_key() {
                game.update(|g| g.extend_selection(direction));
            } else {
                game.update(|g| g.move_selection(direction));
            }
        } else if matches!(key.as_str(), "Backspace" | "Delete" | "0" | ".") {
            game.update(|g| {
                g.erase();
            });
        } else if let Some(digit) = digit_for_key(&key)
            .filter(|d| usize::from(d.get()) <= game.with_untracked(|g| g.geometry().size()))
        {
            game.update(|g| {
                g.input(digit);
            });
        } else if let Some(mode) = mode_for_key(&key) {
            game.update(|g| g.set_mode(mode));
        } else if key == " " {
            game.update(Game::next_mode);
        } else {
            // Tab, Escape and the rest keep their usual meaning.
            return;
        }
        ev.prevent_default();
    }
}

/// The digit 1 to 9 of a key by its place on the keyboard (`Digit1`, `Numpad1`), whatever
/// character a modifier makes of it.
fn digit_of_code(code: &str) -> Option<Digit> {
    let rest = code
        .strip_prefix("Digit")
        .or_else(|| code.strip_prefix("Numpad"))?;
    let mut chars = rest.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ '1'..='9'), None) => Digit::from_char(c),
        _ => None,
    }
}

/// The input mode a letter key chooses, as SudokuPad has them: Z digits, X corner notes,
/// C centre notes, V colours, and B colours on candidates. On grids larger than 9×9 a letter
/// that is one of the grid's digits types the digit instead.
fn mode_for_key(key: &str) -> Option<InputMode> {
    match key {
        "z" | "Z" => Some(InputMode::Digit),
        "x" | "X" => Some(InputMode::Corner),
        "c" | "C" => Some(InputMode::Centre),
        "v" | "V" => Some(InputMode::Colour),
        "b" | "B" => Some(InputMode::CandidateColour),
        _ => None,
    }
}

/// The digit a key stands for: `1`–`9`, then letters for grids larger than 9×9.
fn digit_for_key(key: &str) -> Option<Digit> {
    let mut chars = key.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Digit::from_char(c.to_ascii_uppercase()),
        _ => None,
    }
}
