//! The keyboard shortcuts, shown by `?` or the Shortcuts button.

use leptos::prelude::*;

/// The game's shortcuts, each a key and what it does, in the page's language (the names of
/// keys too: keyboards print them in their own language).
fn shortcuts() -> [(String, String); 11] {
    [
        ("1–9, A–P".to_owned(), t!(ShortcutsDigit).to_owned()),
        (
            t!(ShortcutsArrowsKey).to_owned(),
            t!(ShortcutsArrows).to_owned(),
        ),
        (
            t!(ShortcutsShiftArrowsKey).to_owned(),
            t!(ShortcutsShiftArrows).to_owned(),
        ),
        (
            t!(ShortcutsClickKey).to_owned(),
            t!(ShortcutsClick).to_owned(),
        ),
        (
            t!(ShortcutsEraseKey).to_owned(),
            t!(ShortcutsErase).to_owned(),
        ),
        ("Z, X, C, V, B".to_owned(), t!(ShortcutsModes).to_owned()),
        (
            t!(ShortcutsSpaceKey).to_owned(),
            t!(ShortcutsSpace).to_owned(),
        ),
        (
            t!(ShortcutsUndoKey).to_owned(),
            t!(ShortcutsUndo).to_owned(),
        ),
        (
            t!(ShortcutsRedoKey).to_owned(),
            t!(ShortcutsRedo).to_owned(),
        ),
        ("?".to_owned(), t!(ShortcutsHelp).to_owned()),
        (
            t!(ShortcutsEscapeKey).to_owned(),
            t!(ShortcutsEscape).to_owned(),
        ),
    ]
}

/// The list of shortcuts while `open`, with a button that closes it.
#[component]
pub fn Shortcuts(open: RwSignal<bool>) -> impl IntoView {
    view! {
        <Show when=move || open.get()>
            <section class="shortcuts" aria-labelledby="shortcuts-title">
                <h2 id="shortcuts-title">{t!(ShortcutsTitle)}</h2>
                <dl>
                    {shortcuts()
                        .into_iter()
                        .map(|(key, what)| view! { <dt><kbd>{key}</kbd></dt><dd>{what}</dd> })
                        .collect_view()}
                </dl>
                <button type="button" on:click=move |_| open.set(false)>{t!(ShortcutsClose)}</button>
            </section>
        </Show>
    }
    .into_any()
}
