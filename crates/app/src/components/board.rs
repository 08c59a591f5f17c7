//! The Sudoku grid: cells, selection and keyboard entry.

use leptos::ev::PointerEvent;
use leptos::prelude::*;
use sudoku_core::{Cell, Colour, ColourSet, Colours, DigitSet, Geometry};

use crate::game::{colour_letter, Game, HintMarks};
use crate::hydration::PageHydrated;
use crate::render::deferred;

mod keyboard;
pub use keyboard::keyboard;

/// The grid of `game`, drawn with its boxes. One tab stop: the grid itself takes focus and
/// keyboard input, and `aria-activedescendant` names the selected cell for screen readers.
/// `highlight` points cells out: a hint's area, proof and targets, or in create mode the clues
/// that conflict and where two solutions differ.
#[component]
pub fn Board(
    game: RwSignal<Game>,
    #[prop(optional, into)] highlight: Option<Signal<HintMarks>>,
) -> impl IntoView {
    // Marks the grid once the whole page has hydrated; end-to-end tests wait for it before
    // they interact.
    let hydrated = PageHydrated::get();
    // Whether a press that started on a cell is still down (a drag selects what it passes).
    let dragging = StoredValue::new(false);

    // The grid's geometry, and a variant's word with its cages and diagonals (see `outline`;
    // nothing for a classic grid), read in one go.
    let (geometry, drawn) =
        game.with_untracked(|g| (g.geometry(), g.rules().map(|r| (r.slug(), r.overlay()))));
    let n = geometry.size();
    let variant = drawn.as_ref().map(|d| d.0);
    let overlay = drawn.map(|(_, drawing)| {
        view! { <div class="rules-overlay" aria-hidden="true" inner_html=drawing></div> }
    });
    // Computed once per change for the whole grid rather than once per cell.
    let conflicts = Memo::new(move |_| game.with(|g| g.shown_conflicts()));
    let places = Memo::new(move |_| {
        game.with(|g| match g.selected_digit() {
            Some(digit) if g.settings().highlight.candidates => g.places_for(digit),
            _ => Vec::new(),
        })
    });

    // Each row hydrates in a task of its own: the grid is most of the page's start-up work.
    let rows = (0..n)
        .map(|row| {
            deferred(move || {
                let cells = (0..n)
                    .filter_map(|col| geometry.cell(row, col))
                    .map(|cell| view! { <BoardCell game cell conflicts places highlight/> })
                    .collect_view();
                view! { <div role="row" class="row">{cells}</div> }
            })
        })
        .collect_view();

    view! {
        <div
            class="board"
            role="grid"
            aria-label=t!(BoardLabel)
            aria-multiselectable="true"
            tabindex="0"
            style=format!("--n: {n}; --box-rows: {}; --box-cols: {}", geometry.box_rows(), geometry.box_cols())
            data-size=n
            data-variant=variant
            data-hydrated=move || hydrated.get().then_some("true")
            aria-activedescendant=move || game.with(|g| g.selected().map(cell_id))
            // One set of handlers for the whole grid rather than one per cell: fewer listeners
            // to attach when the page hydrates. A press selects (shift adds, ctrl or ⌘ toggles),
            // and moving while pressed, with a mouse or a finger, adds the cells passed over.
            // Until the whole page is live, the start script takes taps (see `crate::early`).
            on:pointerdown=move |ev: PointerEvent| press(game, hydrated, dragging, geometry, &ev)
            on:pointermove=move |ev: PointerEvent| drag(game, dragging, geometry, &ev)
            on:pointerup=move |_| dragging.set_value(false)
            on:pointercancel=move |_| dragging.set_value(false)
        >
            {rows}
            {overlay}
        </div>
    }
    .into_any()
}

/// A press on the grid: selects the cell under it (shift adds, ctrl or ⌘ toggles) and starts
/// a drag. Until the whole page is live, the start script takes taps (see `crate::early`).
fn press(
    game: RwSignal<Game>,
    hydrated: Signal<bool>,
    dragging: StoredValue<bool>,
    geometry: Geometry,
    ev: &PointerEvent,
) {
    if !hydrated.get_untracked() || !ev.is_primary() {
        return;
    }
    let Some(cell) = cell_at(ev, geometry) else {
        return;
    };
    dragging.set_value(true);
    game.update(|g| {
        if ev.shift_key() {
            g.add_to_selection(cell);
        } else if ev.ctrl_key() || ev.meta_key() {
            g.toggle_selection(cell);
        } else {
            // Selects it, and with number-first input puts the chosen digit in.
            g.tap(cell);
        }
    });
}

/// A move while pressed, with a mouse or a finger: adds the cell passed over to the selection.
fn drag(game: RwSignal<Game>, dragging: StoredValue<bool>, geometry: Geometry, ev: &PointerEvent) {
    if !dragging.get_value() || ev.buttons() == 0 || !ev.is_primary() {
        dragging.set_value(false);
        return;
    }
    if let Some(cell) = cell_at(ev, geometry) {
        if game.with_untracked(|g| g.selected() != Some(cell)) {
            game.update(|g| g.add_to_selection(cell));
        }
    }
}

/// One cell of the grid: its digit, or its notes when it has none.
#[component]
fn BoardCell(
    game: RwSignal<Game>,
    cell: Cell,
    conflicts: Memo<Vec<Cell>>,
    places: Memo<Vec<Cell>>,
    highlight: Option<Signal<HintMarks>>,
) -> impl IntoView {
    let geometry = game.with_untracked(|g| g.geometry());
    let given = game.with_untracked(|g| g.is_given(cell));
    let value = move || game.with(|g| g.value(cell));
    let selected = move || game.with(|g| g.is_selected(cell));
    // Cells that share a unit with the selected cell, cells showing the selected digit and
    // the places that digit can still go are tinted so the eye finds them at once, as the
    // player's settings choose.
    let peer = move || {
        game.with(|g| g.settings().highlight.units && g.selected().is_some_and(|s| g.sees(s, cell)))
    };
    let same_digit = move || {
        game.with(|g| {
            let selected_digit = g.selected_digit();
            g.settings().highlight.same_digit
                && selected_digit.is_some()
                && g.value(cell) == selected_digit
                && g.selected() != Some(cell)
        })
    };
    let conflict = move || conflicts.with(|c| c.contains(&cell));
    let (box_right, box_bottom, has_sum) = game.with_untracked(|g| match g.rules() {
        Some(rules) => rules.look(cell),
        None => {
            let (right, bottom) = box_edges(geometry, cell);
            (right, bottom, false)
        }
    });
    let label = move || conflicts.with(|c| game.with(|g| g.describe(cell, c)));
    // The digit, or the notes of an empty cell, and the cell's colours: one binding for the
    // cell's whole content.
    let content = move || game.with(|g| cell_content(g, cell));
    // One class list per cell rather than a toggle per class: a 9×9 grid would have about 800
    // class bindings, and each reactive binding costs time when the page hydrates.
    let classes = move || {
        class_list([
            (given, "given"),
            (!given && value().is_some(), "entry"),
            (selected(), "selected"),
            (peer(), "peer"),
            (same_digit(), "same-digit"),
            (places.with(|p| p.contains(&cell)), "can-go"),
            (conflict(), "conflict"),
            (marked(highlight, |h| &h.area, cell), "hint-area"),
            (marked(highlight, |h| &h.proof, cell), "hint-proof"),
            (marked(highlight, |h| &h.target, cell), "hint-target"),
            (box_right, "box-right"),
            (box_bottom, "box-bottom"),
            (has_sum, "has-sum"),
        ])
    };

    view! {
        <div
            role="gridcell"
            id=cell_id(cell)
            class=classes
            aria-label=label
            aria-selected=move || if selected() { "true" } else { "false" }
            aria-readonly=if given { "true" } else { "false" }
        >
            {content}
        </div>
    }
    .into_any()
}

/// A cell's content: its paint, its digit, and its notes when it has no digit.
fn cell_content(g: &Game, cell: Cell) -> impl IntoView {
    let value = g.value(cell);
    let colours = g.colours(cell);
    let letters = g.settings().colour_letters;
    let text = value.map(|d| d.to_char().to_string()).unwrap_or_default();
    let notes = value.is_none().then(|| {
        let centre = g.centre_notes(cell);
        // Many centre notes take a smaller size, so they stay inside the cell's middle.
        let centre_class = if centre.len() > 5 {
            "centre-notes many"
        } else {
            "centre-notes"
        };
        view! {
            // One mark each: the stylesheet puts them in the cell's corners, then its
            // edges, as SudokuPad does.
            <span class="corner-notes" aria-hidden="true">{note_spans(g.corner_notes(cell), colours, letters)}</span>
            <span class=centre_class aria-hidden="true">{note_marks(centre, colours, letters)}</span>
        }
    });
    let paint = (!colours.cell.is_empty()).then(|| {
        let letters: String = if letters {
            colours.cell.iter().map(colour_letter).collect()
        } else {
            String::new()
        };
        view! {
            <span class="paint" aria-hidden="true" style=segments(colours.cell)>{letters}</span>
        }
    });
    view! {
        {paint}
        <span class="value">{text}</span>
        {notes}
    }
}

/// "cell" and the names whose flag is on, separated by spaces.
fn class_list<const N: usize>(flags: [(bool, &str); N]) -> String {
    let mut list = String::from("cell");
    for (on, name) in flags {
        if on {
            list.push(' ');
            list.push_str(name);
        }
    }
    list
}

/// Whether `cell` has a thick line on its right and on its bottom: the edges of its box, except
/// at the border of the grid.
pub(crate) fn box_edges(geometry: Geometry, cell: Cell) -> (bool, bool) {
    let (row, col, n) = (
        geometry.row_of(cell),
        geometry.col_of(cell),
        geometry.size(),
    );
    let right = geometry.has_boxes() && (col + 1) % geometry.box_cols() == 0 && col + 1 < n;
    let bottom = geometry.has_boxes() && (row + 1) % geometry.box_rows() == 0 && row + 1 < n;
    (right, bottom)
}

/// The background of a cell painted with `colours`: one stripe per colour, side by side.
fn segments(colours: ColourSet) -> String {
    let list: Vec<u8> = colours.iter().map(Colour::get).collect();
    let n = list.len();
    // Integer shares in `calc`: formatting floats would pull float printing into the bundle.
    let stops: Vec<String> = list
        .iter()
        .enumerate()
        .map(|(i, c)| {
            format!(
                "var(--c{c}) calc(100% * {i} / {n}) calc(100% * {} / {n})",
                i + 1
            )
        })
        .collect();
    format!("background: linear-gradient(105deg, {})", stops.join(", "))
}

/// Notes as text, or, when candidates are coloured, as [`note_spans`].
fn note_marks(notes: DigitSet, colours: Colours, letters: bool) -> AnyView {
    if colours.coloured_candidates().next().is_none() {
        return notes
            .iter()
            .map(|d| d.to_char())
            .collect::<String>()
            .into_any();
    }
    note_spans(notes, colours, letters)
}

/// One span per note, with its colour's class when its candidate is coloured, followed by the
/// colour's letter when the colour-blind setting (`letters`) is on.
fn note_spans(notes: DigitSet, colours: Colours, letters: bool) -> AnyView {
    notes
        .iter()
        .map(|d| {
            let colour = colours.candidate(d);
            let class = colour
                .map(|c| format!("note-c{}", c.get()))
                .unwrap_or_default();
            let letter = colour
                .filter(|_| letters)
                .map(|c| view! { <span class="note-letter">{colour_letter(c).to_string()}</span> });
            view! { <span class=class>{d.to_char().to_string()}{letter}</span> }
        })
        .collect_view()
        .into_any()
}

/// Whether `cell` is among the cells `part` picks out of `highlight`.
fn marked(
    highlight: Option<Signal<HintMarks>>,
    part: fn(&HintMarks) -> &Vec<Cell>,
    cell: Cell,
) -> bool {
    highlight.is_some_and(|h| h.with(|h| part(h).contains(&cell)))
}

/// The element id of `cell`, for `aria-activedescendant`.
fn cell_id(cell: Cell) -> String {
    format!("cell-{}", cell.index())
}

/// The cell under a pointer: the grid cell at the pointer's position, by its id. The position,
/// not the event's target, since a finger's events keep the target where the touch began.
fn cell_at(ev: &PointerEvent, geometry: Geometry) -> Option<Cell> {
    let element = leptos::tachys::dom::document()
        .element_from_point(ev.client_x() as f32, ev.client_y() as f32)?;
    let id = element.closest("[role=gridcell]").ok()??.id();
    let index: usize = id.strip_prefix("cell-")?.parse().ok()?;
    let n = geometry.size();
    geometry.cell(index / n, index % n)
}
