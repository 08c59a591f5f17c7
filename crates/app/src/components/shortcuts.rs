//! The keyboard shortcuts, shown by `?` or the Shortcuts button.

use leptos::prelude::*;

/// The game's shortcuts, each a key and what it does.
const SHORTCUTS: [(&str, &str); 11] = [
    (
        "1–9, A–P",
        "Type a digit (letters above 9), note or colour in the selected cells",
    ),
    ("Arrows", "Move the selection"),
    ("Shift + arrows", "Add cells to the selection"),
    ("Shift / Ctrl + click, drag", "Select several cells"),
    ("Delete, Backspace, 0", "Erase"),
    (
        "Z, X, C, V, B",
        "Digit, corner, centre, colour and candidate colour mode (from 12×12, C and B are digits)",
    ),
    ("Space", "Next mode"),
    ("Ctrl + Z", "Undo"),
    ("Ctrl + Y, Ctrl + Shift + Z", "Redo"),
    ("?", "Show or hide these shortcuts"),
    ("Escape", "Close this list"),
];

/// The list of shortcuts while `open`, with a button that closes it.
#[component]
pub fn Shortcuts(open: RwSignal<bool>) -> impl IntoView {
    view! {
        <Show when=move || open.get()>
            <section class="shortcuts" aria-labelledby="shortcuts-title">
                <h2 id="shortcuts-title">"Keyboard shortcuts"</h2>
                <dl>
                    {SHORTCUTS
                        .iter()
                        .map(|(key, what)| view! { <dt><kbd>{*key}</kbd></dt><dd>{*what}</dd> })
                        .collect_view()}
                </dl>
                <button type="button" on:click=move |_| open.set(false)>"Close"</button>
            </section>
        </Show>
    }
    .into_any()
}
