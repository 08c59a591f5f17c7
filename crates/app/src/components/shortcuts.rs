//! The keyboard shortcuts, shown by `?` or the Shortcuts button.

use leptos::prelude::*;

/// The game's shortcuts, each a key and what it does, in the page's language (the names of
/// keys too: keyboards print them in their own language).
fn shortcuts() -> [(&'static str, &'static str); 13] {
    [
        ("1–9, A–P", t!(ShortcutsDigit)),
        (t!(ShortcutsCornerKey), t!(ShortcutsCorner)),
        (t!(ShortcutsCentreKey), t!(ShortcutsCentre)),
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

/// The list of shortcuts while `open`. Its view comes from a chunk of its own (see [`list`]),
/// loaded the first time it opens: most games never show it, so the first load does without it.
#[component]
pub fn Shortcuts(open: RwSignal<bool>) -> impl IntoView {
    let shown = crate::render::Arriving::new();
    // Runs when `open` changes: the list is made each time it opens (its chunk loads once).
    Effect::new(move |_| {
        if !open.get() {
            shown.set(None);
            return;
        }
        leptos::task::spawn_local(async move {
            let view = list(open).await.unwrap_or_else(|_| {
                view! { <p class="notice" role="status">{crate::chunk::tool_missing()}</p> }
                    .into_any()
            });
            if open.get_untracked() {
                shown.set(Some(view));
            }
        });
    });
    move || shown.take()
}

crate::chunk::split_point! {
    /// The list of shortcuts, with a button that closes it (`open`).
    shortcuts_list: fn list(open: RwSignal<bool>) -> AnyView {
        view! {
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
        }
        .into_any()
    }
}
