//! "Use on another device": a sync link (and its QR code) that makes another browser share this
//! one's data through the server, "Forget this device" and "Delete my data on the server" (see
//! `player::sync`). A device that syncs does so each time this page opens.

use leptos::prelude::*;

use super::outcome;

use crate::hydration::PageHydrated;
use site::ids::SyncToken;

/// The sync section.
#[component]
pub fn SyncPanel(
    /// Called after a sync brought data in, so the page shows it.
    on_sync: Callback<()>,
) -> impl IntoView {
    let token = RwSignal::new(None::<SyncToken>);
    let qr = RwSignal::new(None::<String>);
    let message = RwSignal::new(None::<(bool, String)>);
    let busy = RwSignal::new(false);

    let run = move |token: SyncToken| {
        busy.set(true);
        leptos::task::spawn_local(async move {
            let outcome = net::sync(&token).await;
            busy.set(false);
            match outcome {
                Ok(added) => {
                    message.set(Some((true, t!(SyncSynced, count = added))));
                    on_sync.run(());
                }
                Err(reason) => message.set(Some((false, reason))),
            }
        });
    };
    let show_qr = move |token: &SyncToken| {
        let link = token.link(&crate::browser::origin());
        leptos::task::spawn_local(async move {
            qr.set(net::qr(&link).await);
        });
    };

    // Once the page is live: a sync link's token is taken (and removed from the address), or
    // the token this device already syncs with is used.
    let hydrated = PageHydrated::get();
    Effect::new(move |_| {
        if !hydrated.get() || token.get_untracked().is_some() {
            return;
        }
        let Ok(mut data) = crate::player::local() else {
            return;
        };
        let found = match SyncToken::from_fragment(&crate::browser::fragment()) {
            Some(Ok(linked)) => {
                crate::browser::clear_fragment();
                if let Err(error) = data.set_sync_token(&linked) {
                    message.set(Some((false, error.message())));
                    return;
                }
                Some(linked)
            }
            Some(Err(_)) => {
                crate::browser::clear_fragment();
                message.set(Some((false, crate::player::sync::damaged_link())));
                None
            }
            None => data.sync_token(),
        };
        if let Some(found) = found {
            token.set(Some(found.clone()));
            show_qr(&found);
            run(found);
        }
    });

    let start = move |_| {
        let Some(bytes) = crate::browser::crypto_random() else {
            message.set(Some((false, t!(SyncNoRandom).to_owned())));
            return;
        };
        let made = SyncToken::from_bytes(bytes);
        match crate::player::local().and_then(|mut data| data.set_sync_token(&made)) {
            Ok(()) => {
                token.set(Some(made.clone()));
                show_qr(&made);
                run(made);
            }
            Err(error) => message.set(Some((false, error.message()))),
        }
    };
    let sync_now = move |_| {
        if let Some(token) = token.get_untracked() {
            run(token);
        }
    };
    // This device stops syncing (its data stays), and the panel says why with `text`.
    let stop_syncing = move |text: String| {
        if let Ok(mut data) = crate::player::local() {
            data.forget_sync();
        }
        token.set(None);
        qr.set(None);
        message.set(Some((true, text)));
    };
    let forget = move |_| stop_syncing(t!(SyncForgotten).to_owned());
    let delete = move |_| {
        let Some(current) = token.get_untracked() else {
            return;
        };
        busy.set(true);
        leptos::task::spawn_local(async move {
            let deleted = net::delete(&current).await;
            busy.set(false);
            match deleted {
                Ok(()) => stop_syncing(t!(SyncDeleted).to_owned()),
                Err(reason) => message.set(Some((false, reason))),
            }
        });
    };

    let copied = RwSignal::new(None::<String>);
    let linked = move || {
        token.get().map(|token| {
            let link = token.link(&crate::browser::origin());
            let copy = {
                let link = link.clone();
                move |_| {
                    copied.set(Some(if crate::browser::copy_text(&link) {
                        t!(SyncLinkCopied).to_owned()
                    } else {
                        t!(SyncCopyByHand).to_owned()
                    }));
                }
            };
            view! {
                <p>{t!(SyncOpenLink)}</p>
                <p><a class="sync-link" href=link.clone()>{link.clone()}</a></p>
                <div class="data-actions">
                    <button type="button" class="button" on:click=copy>{t!(SyncCopyLink)}</button>
                    {move || copied.get().map(|text| view! { <span role="status">{text}</span> })}
                </div>
                {move || qr.get().map(|svg| view! {
                    <div class="qr" role="img" aria-label=t!(SyncQrLabel) inner_html=svg></div>
                })}
                <div class="data-actions">
                    <button type="button" class="button" on:click=sync_now disabled=move || busy.get()>{t!(SyncNow)}</button>
                    <button type="button" class="button" on:click=forget>{t!(SyncForget)}</button>
                    <button type="button" class="button" on:click=delete disabled=move || busy.get()>
                        {t!(SyncDelete)}
                    </button>
                </div>
            }
        })
    };
    view! {
        <section class="sync" aria-labelledby="sync-heading">
            <h2 id="sync-heading">{t!(SyncTitle)}</h2>
            <p>{t!(SyncAbout)}</p>
            {move || token.with(Option::is_none).then(|| view! {
                <div class="data-actions">
                    <button type="button" class="button" on:click=start disabled=move || busy.get()>
                        {t!(SyncStart)}
                    </button>
                </div>
            })}
            {linked}
            {move || message.get().map(outcome)}
        </section>
    }
}

/// The requests, made only in the browser.
#[cfg(feature = "hydrate")]
mod net {
    use crate::browser::fetch_with;
    use crate::player::now_moment;
    use crate::player::sync::{after_put, unavailable, Answer};
    use crate::player::transfer::{local_file, merge_into_local, FileError};
    use site::api::SYNC_PATH;
    use site::ids::SyncToken;

    /// Reads the server's document, merges it here and writes the merged data back; again if
    /// another device wrote in between. Returns how many games came in.
    pub async fn sync(token: &SyncToken) -> Result<usize, String> {
        let bearer = token.bearer();
        let auth = bearer.as_str();
        for _ in 0..3 {
            let (status, text, etag) =
                fetch_with("GET", SYNC_PATH, &[("authorization", auth)], None)
                    .await
                    .ok_or_else(unavailable)?;
            let (added, condition) = match status {
                200 => {
                    let added = merge_into_local(&text).await.map_err(|error| match error {
                        FileError::Read(error) => {
                            t!(SyncServerUnreadable, reason = error.message())
                        }
                        error => error.message(),
                    })?;
                    (added, ("if-match", etag.unwrap_or_default()))
                }
                // Nothing stored yet (204; 404 from an older server).
                204 | 404 => (0, ("if-none-match", "*".to_owned())),
                _ => return Err(unavailable()),
            };
            let body = local_file(now_moment().utc_ms)
                .await
                .map_err(|error| error.message())?;
            let (status, text, _) = fetch_with(
                "PUT",
                SYNC_PATH,
                &[("authorization", auth), (condition.0, condition.1.as_str())],
                Some(&body),
            )
            .await
            .ok_or_else(unavailable)?;
            match after_put(status, &text) {
                Answer::Stored => return Ok(added),
                Answer::Again => continue,
                Answer::Refused(reason) => return Err(reason),
            }
        }
        Err(unavailable())
    }

    /// Deletes the server's document.
    pub async fn delete(token: &SyncToken) -> Result<(), String> {
        let (status, _, _) = fetch_with(
            "DELETE",
            SYNC_PATH,
            &[("authorization", token.bearer().as_str())],
            None,
        )
        .await
        .ok_or_else(unavailable)?;
        match status {
            // Already gone counts as deleted.
            204 | 404 => Ok(()),
            _ => Err(unavailable()),
        }
    }

    /// The link's QR code as SVG markup (made on the server).
    pub async fn qr(link: &str) -> Option<String> {
        crate::browser::qr_code(link).await
    }
}

/// On the server nothing is sent: event handlers and effects, which call these, never run there.
#[cfg(not(feature = "hydrate"))]
mod net {
    use crate::player::sync::unavailable;
    use site::ids::SyncToken;

    pub async fn sync(token: &SyncToken) -> Result<usize, String> {
        let _ = token;
        Err(unavailable())
    }

    pub async fn delete(token: &SyncToken) -> Result<(), String> {
        let _ = token;
        Err(unavailable())
    }

    pub async fn qr(link: &str) -> Option<String> {
        let _ = link;
        None
    }
}
