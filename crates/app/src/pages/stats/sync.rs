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
    let panel = Panel::new(on_sync);
    // Once the page is live: a sync link's token is taken (and removed from the address), or
    // the token this device already syncs with is used.
    let hydrated = PageHydrated::get();
    Effect::new(move |_| {
        if hydrated.get() && panel.token.get_untracked().is_none() {
            panel.adopt();
        }
    });
    view! {
        <section class="sync" aria-labelledby="sync-heading">
            <h2 id="sync-heading">{t!(SyncTitle)}</h2>
            <p>{t!(SyncAbout)}</p>
            {move || panel.token.with(Option::is_none).then(|| view! {
                <div class="data-actions">
                    <button type="button" class="button" on:click=move |_| panel.start() disabled=move || panel.busy.get()>
                        {t!(SyncStart)}
                    </button>
                </div>
            })}
            {move || panel.token.get().map(|token| linked(panel, &token))}
            {move || panel.message.get().map(outcome)}
        </section>
    }
}

/// The panel's state, shared by its buttons and the requests they start.
#[derive(Clone, Copy)]
struct Panel {
    /// The token this device syncs with, if it does.
    token: RwSignal<Option<SyncToken>>,
    /// The sync link's QR code (SVG markup), once made.
    qr: RwSignal<Option<String>>,
    /// The last outcome: whether it went well, and its sentence.
    message: RwSignal<Option<(bool, String)>>,
    /// A request is under way.
    busy: RwSignal<bool>,
    /// What Copy link did.
    copied: RwSignal<Option<String>>,
    on_sync: Callback<()>,
}

impl Panel {
    fn new(on_sync: Callback<()>) -> Panel {
        Panel {
            token: RwSignal::new(None),
            qr: RwSignal::new(None),
            message: RwSignal::new(None),
            busy: RwSignal::new(false),
            copied: RwSignal::new(None),
            on_sync,
        }
    }

    /// Syncs with `token` and says how it went.
    fn run(self, token: SyncToken) {
        self.busy.set(true);
        leptos::task::spawn_local(async move {
            let outcome = net::sync(&token).await;
            self.busy.set(false);
            match outcome {
                Ok(added) => {
                    self.message
                        .set(Some((true, t!(SyncSynced, count = added))));
                    self.on_sync.run(());
                }
                Err(failure) => self.message.set(Some((false, failure.message()))),
            }
        });
    }

    /// Syncs with `token` from now on: shows its link and QR code, and syncs.
    fn begin(self, token: SyncToken) {
        self.token.set(Some(token.clone()));
        let link = token.link(&crate::browser::origin());
        let qr = self.qr;
        leptos::task::spawn_local(async move {
            qr.set(net::qr(&link).await);
        });
        self.run(token);
    }

    /// Takes the token of a sync link in the address (and removes it from there), or the one
    /// this device already syncs with.
    fn adopt(self) {
        let Ok(mut data) = crate::player::local() else {
            return;
        };
        let found = match SyncToken::from_fragment(&crate::browser::fragment()) {
            Some(Ok(linked)) => {
                crate::browser::clear_fragment();
                if let Err(error) = data.set_sync_token(&linked) {
                    self.message.set(Some((false, error.message())));
                    return;
                }
                Some(linked)
            }
            Some(Err(_)) => {
                crate::browser::clear_fragment();
                self.message
                    .set(Some((false, crate::player::sync::damaged_link())));
                None
            }
            None => data.sync_token(),
        };
        if let Some(found) = found {
            self.begin(found);
        }
    }

    /// "Use on another device": makes a token, keeps it and syncs.
    fn start(self) {
        let Some(bytes) = crate::browser::crypto_random() else {
            self.message.set(Some((false, t!(SyncNoRandom).to_owned())));
            return;
        };
        let made = SyncToken::from_bytes(bytes);
        match crate::player::local().and_then(|mut data| data.set_sync_token(&made)) {
            Ok(()) => self.begin(made),
            Err(error) => self.message.set(Some((false, error.message()))),
        }
    }

    /// This device stops syncing (its data stays), and the panel says why with `text`.
    fn stop_syncing(self, text: String) {
        if let Ok(mut data) = crate::player::local() {
            data.forget_sync();
        }
        self.token.set(None);
        self.qr.set(None);
        self.message.set(Some((true, text)));
    }

    /// Deletes the server's copy, then stops syncing.
    fn delete(self) {
        let Some(current) = self.token.get_untracked() else {
            return;
        };
        self.busy.set(true);
        leptos::task::spawn_local(async move {
            let deleted = net::delete(&current).await;
            self.busy.set(false);
            match deleted {
                Ok(()) => self.stop_syncing(t!(SyncDeleted).to_owned()),
                Err(failure) => self.message.set(Some((false, failure.message()))),
            }
        });
    }

    /// Copies `link`, or says to copy it by hand.
    fn copy(self, link: &str) {
        self.copied.set(Some(if crate::browser::copy_text(link) {
            t!(SyncLinkCopied).to_owned()
        } else {
            t!(SyncCopyByHand).to_owned()
        }));
    }
}

/// The sync link of `token`, its QR code, and Sync now, Forget and Delete.
fn linked(panel: Panel, token: &SyncToken) -> impl IntoView {
    let link = token.link(&crate::browser::origin());
    let copy = {
        let link = link.clone();
        move |_| panel.copy(&link)
    };
    let sync_now = move |_| {
        if let Some(token) = panel.token.get_untracked() {
            panel.run(token);
        }
    };
    view! {
        <p>{t!(SyncOpenLink)}</p>
        <p><a class="sync-link" href=link.clone()>{link.clone()}</a></p>
        <div class="data-actions">
            <button type="button" class="button" on:click=copy>{t!(SyncCopyLink)}</button>
            {move || panel.copied.get().map(|text| view! { <span role="status">{text}</span> })}
        </div>
        {move || panel.qr.get().map(|svg| view! {
            <div class="qr" role="img" aria-label=t!(SyncQrLabel) inner_html=svg></div>
        })}
        <div class="data-actions">
            <button type="button" class="button" on:click=sync_now disabled=move || panel.busy.get()>{t!(SyncNow)}</button>
            <button type="button" class="button" on:click=move |_| panel.stop_syncing(t!(SyncForgotten).to_owned())>
                {t!(SyncForget)}
            </button>
            <button type="button" class="button" on:click=move |_| panel.delete() disabled=move || panel.busy.get()>
                {t!(SyncDelete)}
            </button>
        </div>
    }
}

/// Why a sync or a delete did not happen.
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
enum Failure {
    /// The server could not be reached or did not answer as it should.
    Unavailable,
    /// The server refused the write, with the sentence for the player.
    Refused(String),
    /// The server's document could not be merged here.
    Merge(crate::player::transfer::FileError),
    /// This device's data could not be read or written.
    Local(crate::player::transfer::FileError),
}

impl Failure {
    /// The sentence for the player.
    fn message(&self) -> String {
        use crate::player::transfer::FileError;
        match self {
            Failure::Unavailable => crate::player::sync::unavailable(),
            Failure::Refused(reason) => reason.clone(),
            Failure::Merge(FileError::Read(error)) => {
                t!(SyncServerUnreadable, reason = error.message())
            }
            Failure::Merge(error) | Failure::Local(error) => error.message(),
        }
    }
}

/// The requests, made only in the browser.
#[cfg(feature = "hydrate")]
mod net {
    use crate::browser::fetch_with;
    use crate::player::now_moment;
    use crate::player::sync::{after_put, Answer};
    use crate::player::transfer::{local_file, merge_into_local};

    use super::Failure;
    use site::api::SYNC_PATH;
    use site::ids::SyncToken;

    /// Reads the server's document, merges it here and writes the merged data back; again if
    /// another device wrote in between. Returns how many games came in.
    pub async fn sync(token: &SyncToken) -> Result<usize, Failure> {
        let bearer = token.bearer();
        let auth = bearer.as_str();
        for _ in 0..3 {
            let (status, text, etag) =
                fetch_with("GET", SYNC_PATH, &[("authorization", auth)], None)
                    .await
                    .ok_or(Failure::Unavailable)?;
            let (added, condition) = match status {
                200 => {
                    let added = merge_into_local(&text).await.map_err(Failure::Merge)?;
                    (added, ("if-match", etag.unwrap_or_default()))
                }
                // Nothing stored yet (204; 404 from an older server).
                204 | 404 => (0, ("if-none-match", "*".to_owned())),
                _ => return Err(Failure::Unavailable),
            };
            let body = local_file(now_moment().utc_ms)
                .await
                .map_err(Failure::Local)?;
            let (status, text, _) = fetch_with(
                "PUT",
                SYNC_PATH,
                &[("authorization", auth), (condition.0, condition.1.as_str())],
                Some(&body),
            )
            .await
            .ok_or(Failure::Unavailable)?;
            match after_put(status, &text) {
                Answer::Stored => return Ok(added),
                Answer::Again => continue,
                Answer::Refused(reason) => return Err(Failure::Refused(reason)),
            }
        }
        Err(Failure::Unavailable)
    }

    /// Deletes the server's document.
    pub async fn delete(token: &SyncToken) -> Result<(), Failure> {
        let (status, _, _) = fetch_with(
            "DELETE",
            SYNC_PATH,
            &[("authorization", token.bearer().as_str())],
            None,
        )
        .await
        .ok_or(Failure::Unavailable)?;
        match status {
            // Already gone counts as deleted.
            204 | 404 => Ok(()),
            _ => Err(Failure::Unavailable),
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
    use site::ids::SyncToken;

    use super::Failure;

    pub async fn sync(token: &SyncToken) -> Result<usize, Failure> {
        let _ = token;
        Err(Failure::Unavailable)
    }

    pub async fn delete(token: &SyncToken) -> Result<(), Failure> {
        let _ = token;
        Err(Failure::Unavailable)
    }

    pub async fn qr(link: &str) -> Option<String> {
        let _ = link;
        None
    }
}
