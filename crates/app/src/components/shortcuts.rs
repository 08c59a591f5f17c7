//! The keyboard shortcuts, shown by `?` or the Shortcuts button.

use leptos::prelude::*;

/// The game's shortcuts, each a key and what it does, in the page's language (the names of
/// keys too: keyboards print them in their own language).
fn shortcuts() -> [(&'static str, &'static str); 11] {
    [
        ("1–9, A–P", t!(ShortcutsDigit)),
        (t!(ShortcutsArrowsKey), t!(ShortcutsArrows)),
        (t!(ShortcutsShiftArrowsKey), t!(ShortcutsShiftArrows)),
        (t!(ShortcutsClickKey), t!(ShortcutsClick)),
        (t!(ShortcutsEraseKey), t!(ShortcutsErase)),
        ("Z, X, C, V, B", t!(ShortcutsModes)),
        (t!(ShortcutsSpaceKey), t!(ShortcutsSpace)),
        (t!(ShortcutsUndoKey), t!(ShortcutsUndo)),
        (t!(ShortcutsRedoKey), t!(ShortcutsRedo)),
        ("?", t!(ShortcutsHelp)),
        (t!(ShortcutsEscapeKey), t!(ShortcutsEscape)),
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
