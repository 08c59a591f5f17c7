//! The player's data as a file: "Download my data" and "Import" (see `player::transfer`).

use leptos::prelude::*;

use super::outcome;

use crate::player::{self, transfer};

/// The download link and the import button, with what the last import did.
#[component]
pub fn DataPanel(
    /// Called after an import changed the data, so the page shows it.
    on_import: Callback<()>,
) -> impl IntoView {
    let message = RwSignal::new(None::<(bool, String)>);
    // The file is made when asked for, so it holds the data as it is then.
    let download = move |_| {
        leptos::task::spawn_local(async move {
            match transfer::local_file(player::now_moment().utc_ms).await {
                Ok(json) => {
                    crate::browser::download(transfer::FILE_NAME, "application/json", &json)
                }
                Err(error) => message.set(Some((false, error.message()))),
            }
        });
    };
    let import = move |event: leptos::ev::Event| {
        read_file(event, move |text| {
            leptos::task::spawn_local(async move {
                let outcome = match text {
                    Ok(text) => transfer::merge_into_local(&text)
                        .await
                        .map_err(|error| error.message()),
                    Err(reason) => Err(reason),
                };
                match outcome {
                    Ok(added) => {
                        message.set(Some((true, t!(DataImported, count = added))));
                        on_import.run(());
                    }
                    Err(reason) => message.set(Some((false, t!(DataNotImported, reason = reason)))),
                }
            });
        });
    };
    view! {
        <section class="your-data" aria-labelledby="data-heading">
            <h2 id="data-heading">{t!(DataTitle)}</h2>
            <p>{t!(DataAbout)}</p>
            <div class="data-actions">
                <button type="button" class="button" on:click=download>{t!(DataDownload)}</button>
                <label class="button file">
                    {t!(DataImport)}
                    <input type="file" accept=".json,application/json" on:change=import/>
                </label>
            </div>
            {move || message.get().map(outcome)}
        </section>
    }
}

/// Reads the file chosen in the input of `event` and calls `then` with its text, or why it
/// could not be read; the input is cleared so the same file can be chosen again.
fn read_file(event: leptos::ev::Event, then: impl FnOnce(Result<String, String>) + 'static) {
    #[cfg(feature = "hydrate")]
    {
        use wasm_bindgen::JsCast;
        let Some(input) = event
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        input.set_value("");
        if file.size() > transfer::MAX_BYTES as f64 {
            then(Err(transfer::ImportError::TooLarge.message()));
            return;
        }
        let promise = file.text();
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(promise)
                .await
                .ok()
                .and_then(|v| v.as_string())
                .ok_or_else(|| t!(DataFileUnreadable).to_owned());
            then(text);
        });
    }
    #[cfg(not(feature = "hydrate"))]
    {
        let _ = (event, then);
    }
}
