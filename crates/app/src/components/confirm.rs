//! The page's own question before a tool that cannot be taken back lightly (Reset, Solve): a
//! modal `<dialog>` with the question, what it does, and two buttons, the safe one focused.
//! The browser's `confirm` would block the page and look like a warning from elsewhere.

use leptos::prelude::*;

/// A question the controls ask, with its title, what it does, and the button that does it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// Reset: clear the board.
    Reset,
    /// Reset in a room: take back the player's own changes only.
    ResetMine,
    /// Solve: show the solution.
    Solve,
}

impl Question {
    /// The heading, a question.
    pub fn title(self) -> &'static str {
        word!(self, {
            Question::Reset => ConfirmResetTitle,
            Question::ResetMine => ConfirmResetMineTitle,
            Question::Solve => ConfirmSolveTitle,
        })
    }

    /// What saying yes does.
    pub fn text(self) -> &'static str {
        word!(self, {
            Question::Reset => ConfirmResetText,
            Question::ResetMine => ConfirmResetMineText,
            Question::Solve => ConfirmSolveText,
        })
    }

    /// The button that says yes.
    pub fn yes(self) -> &'static str {
        word!(self, {
            Question::Reset => ConfirmResetYes,
            Question::ResetMine => ConfirmResetMineYes,
            Question::Solve => ConfirmSolveYes,
        })
    }
}

/// The dialog for `asking`: open while it holds a question, closed (and `None`) once answered
/// or dismissed with Escape. `answered` runs with the question when the player says yes.
#[component]
pub fn Confirm(
    asking: RwSignal<Option<Question>>,
    answered: impl Fn(Question) + Copy + 'static,
) -> impl IntoView {
    let dialog = NodeRef::<leptos::html::Dialog>::new();
    Effect::new(move |_| {
        let open = asking.with(Option::is_some);
        if let Some(dialog) = dialog.get() {
            if open && !dialog.open() {
                let _ = dialog.show_modal();
            } else if !open && dialog.open() {
                dialog.close();
            }
        }
    });
    let yes = move |_| {
        if let Some(question) = asking.get_untracked() {
            asking.set(None);
            answered(question);
        }
    };
    let text =
        move |part: fn(Question) -> &'static str| move || asking.get().map(part).unwrap_or("");
    view! {
        <dialog
            node_ref=dialog
            class="confirm"
            aria-labelledby="confirm-title"
            aria-describedby="confirm-text"
            // Escape closes the dialog: the question is then dismissed.
            on:close=move |_| asking.set(None)
        >
            <h2 id="confirm-title">{text(Question::title)}</h2>
            <p id="confirm-text">{text(Question::text)}</p>
            <div class="controls">
                <button type="button" autofocus on:click=move |_| asking.set(None)>
                    {t!(ConfirmKeepPlaying)}
                </button>
                <button type="button" class="primary" on:click=yes>
                    {text(Question::yes)}
                </button>
            </div>
        </dialog>
    }
}
