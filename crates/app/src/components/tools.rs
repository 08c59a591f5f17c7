//! The tools beside the keypad (hint panel, controls with the shortcuts, share box, settings)
//! and the completion panel: none is needed for the first digit, so in the split build they are
//! lazy parts of the game (see `crate::lazy_part`), all from one chunk (`play_tools`) loaded once
//! the grid and keypad are live, each built in a task of its own. Elsewhere (the server, which
//! renders them inline and preloads no chunk for them, and a build without chunks) they are
//! made at once.

use leptos::prelude::*;

use crate::components::{Completion, Controls, HintPanel, SettingsPanel, ShareBox, Shortcuts};
use crate::game::{Game, HintSession};

/// One of the tools beside the keypad.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    Hint,
    /// The controls and the keyboard shortcuts' list.
    Controls,
    Share,
    Settings,
}

/// The view of `tool` (one element): from the chunk in the split build.
pub async fn tool(
    tool: Tool,
    game: RwSignal<Game>,
    hint: RwSignal<Option<HintSession>>,
    shortcuts: RwSignal<bool>,
) -> AnyView {
    #[cfg(all(feature = "split", feature = "hydrate"))]
    {
        chunk::tool(tool, game, hint, shortcuts)
            .await
            .unwrap_or_else(|_| not_loaded(tool))
    }
    #[cfg(not(all(feature = "split", feature = "hydrate")))]
    {
        make_tool(tool, game, hint, shortcuts)
    }
}

/// The completion panel (empty where the chunk did not load: the controls say so).
pub async fn completion(completion: Completion) -> AnyView {
    #[cfg(all(feature = "split", feature = "hydrate"))]
    {
        chunk::completion(completion)
            .await
            .unwrap_or_else(|_| view! { <div class="completion"></div> }.into_any())
    }
    #[cfg(not(all(feature = "split", feature = "hydrate")))]
    {
        crate::components::completion_view(completion)
    }
}

fn make_tool(
    tool: Tool,
    game: RwSignal<Game>,
    hint: RwSignal<Option<HintSession>>,
    shortcuts: RwSignal<bool>,
) -> AnyView {
    match tool {
        Tool::Hint => view! { <HintPanel game session=hint/> }.into_any(),
        // One element (`display: contents`, so its children are laid out as the side panel's).
        Tool::Controls => view! {
            <div class="tools">
                <Controls game shortcuts/>
                <Shortcuts open=shortcuts/>
            </div>
        }
        .into_any(),
        Tool::Share => view! { <ShareBox game/> }.into_any(),
        Tool::Settings => view! { <SettingsPanel game/> }.into_any(),
    }
}

/// What stands in for a tool when the chunk could not be loaded (the connection went between
/// the page and its chunk): the game itself goes on, and is saved as ever. The controls' place
/// says so; the other tools leave theirs empty.
#[cfg(all(feature = "split", feature = "hydrate"))]
fn not_loaded(tool: Tool) -> AnyView {
    if tool != Tool::Controls {
        return view! { <div class="tools"></div> }.into_any();
    }
    view! {
        <div class="tools">
            <p class="notice" role="alert">
                "The hint, undo and share tools could not be loaded (is the connection down?). "
                "Your game is saved: reload the page to get them."
            </p>
        </div>
    }
    .into_any()
}

/// The split points, in one chunk (`play_tools`). A chunk that cannot be loaded is an error
/// here, not a panic (which would stop the whole game).
#[cfg(all(feature = "split", feature = "hydrate"))]
mod chunk {
    use leptos::prelude::*;
    use leptos::wasm_split::{wasm_split, SplitLoaderError};

    use super::Tool;
    use crate::components::Completion;
    use crate::game::{Game, HintSession};

    #[wasm_split(play_tools, wasm_split_path = ::leptos::wasm_split, fallible)]
    pub fn tool(
        tool: Tool,
        game: RwSignal<Game>,
        hint: RwSignal<Option<HintSession>>,
        shortcuts: RwSignal<bool>,
    ) -> Result<AnyView, SplitLoaderError> {
        Ok(super::make_tool(tool, game, hint, shortcuts))
    }

    #[wasm_split(play_tools, wasm_split_path = ::leptos::wasm_split, fallible)]
    pub fn completion(completion: Completion) -> Result<AnyView, SplitLoaderError> {
        Ok(crate::components::completion_view(completion))
    }
}
