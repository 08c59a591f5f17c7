//! `/r/<id>`: a room where a puzzle is solved together. The server's HTML shows the room's
//! board as the server had it (`site::room::PreparedRoom`); in the browser the page opens the
//! room's socket, sends the player's moves and shows everyone's (`crate::room` decides
//! what; this page carries it out), with who is here and where each one is on the grid. In the
//! split build it is a chunk of its own (`pages::room_view`).

#[cfg(feature = "hydrate")]
mod live;
#[cfg(feature = "hydrate")]
mod socket;

use leptos::prelude::*;
use leptos_meta::{Stylesheet, Title};
use site::room::{Person, PreparedRoom, RoomBoard};
use sudoku_core::{code, Kind, Puzzle};

use crate::components::{Play, RoomHook};
use crate::game::{Game, RulesRef, Variant, VARIANT_STYLESHEET};
use crate::pages::MessagePage;
use crate::player::puzzle::variant_name;

/// The room's stylesheet, linked by its page only.
const ROOM_STYLESHEET: &str = "/room.css";

/// How the page's link to the room stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
pub(crate) enum Link {
    /// Opening the socket (or waiting for the server's welcome).
    Connecting,
    /// Welcomed: moves go both ways.
    Online,
    /// The socket closed: play goes on here, and the moves go when it is back.
    Offline,
}

/// The page's signals, shared by its view and the socket's handlers (`live`).
#[derive(Clone, Copy)]
pub(crate) struct Room {
    pub(crate) link: RwSignal<Link>,
    /// Who is here, and which of them is the player.
    pub(crate) people: RwSignal<(Vec<Person>, Option<u32>)>,
    /// The others' selected cells, colours and names (marked on the grid's cells by `live`).
    #[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
    pub(crate) others: RwSignal<Vec<(u16, u8, String)>>,
    /// Said to screen readers: who came and went.
    pub(crate) said: RwSignal<String>,
    /// A refusal or limit, said above the grid.
    pub(crate) notice: RwSignal<Option<String>>,
    /// The player's edits waiting to be sent or numbered.
    pub(crate) waiting: RwSignal<usize>,
    /// Once solved: who placed what.
    pub(crate) finished: RwSignal<Option<String>>,
    /// When the room's board was first solved (Unix seconds), as the server recorded it (read
    /// by the room's life in the browser).
    #[cfg_attr(not(feature = "hydrate"), allow(dead_code))]
    pub(crate) solved: RwSignal<Option<u64>>,
    /// The name the player goes by here.
    pub(crate) name: RwSignal<String>,
}

impl Room {
    /// A room's signals before its socket opens, solved at `solved` if it was.
    fn new(solved: Option<u64>) -> Room {
        Room {
            link: RwSignal::new(Link::Connecting),
            people: RwSignal::new((Vec::new(), None)),
            others: RwSignal::new(Vec::new()),
            said: RwSignal::new(String::new()),
            notice: RwSignal::new(None),
            waiting: RwSignal::new(0),
            finished: RwSignal::new(None),
            solved: RwSignal::new(solved),
            name: RwSignal::new(String::new()),
        }
    }
}

/// The page of room `id` (as the address wrote it).
pub fn room_page(id: String) -> AnyView {
    // Read from the request on the server, from the page in the browser.
    let prepared = SharedValue::new(move || {
        #[cfg(feature = "ssr")]
        let prepared = crate::ssr::prepared_room().unwrap_or(PreparedRoom::Unavailable);
        #[cfg(not(feature = "ssr"))]
        let prepared = PreparedRoom::Unavailable;
        prepared
    })
    .into_inner();
    let (puzzle, board, made, solved) = match readable(prepared) {
        Ok(read) => read,
        Err(refusal) => return refusal,
    };
    let kind = puzzle.rules.kind();
    let variant = (kind != Kind::Classic).then(|| {
        let start = code::encode_puzzle(&puzzle, None);
        Variant {
            rules: RulesRef::new(puzzle.rules.clone()),
            name: variant_name(kind, puzzle.givens.geometry().size(), &start),
        }
    });
    let room = Room::new(solved);
    let path = format!("/r/{id}");
    let progress = Some(board.progress.clone());
    let hook = {
        let id = id.clone();
        RoomHook {
            start: Box::new(move |game: RwSignal<Game>| {
                #[cfg(feature = "hydrate")]
                live::start(room, game, &id, board, made);
                #[cfg(not(feature = "hydrate"))]
                let _ = (game, id, board, made);
            }),
            finished: room.finished,
        }
    };
    let sentence = super::variant::rules_sentence(kind);
    view! {
        <Title text=t!(RoomTitle)/>
        {variant.is_some().then(|| view! { <Stylesheet href=VARIANT_STYLESHEET/> })}
        <Stylesheet href=ROOM_STYLESHEET/>
        <h1 class="page-title">{t!(RoomTitle)}</h1>
        {room_bar(room)}
        <p class="visually-hidden" aria-live="polite">{move || room.said.get()}</p>
        {(kind != Kind::Classic).then(|| super::variant::rules_view(sentence))}
        <Play givens=puzzle.givens progress save_key=format!("room:{id}") variant room=Some(hook)/>
        <Invite room path/>
    }
    .into_any()
}

/// The room's puzzle, its board, and when it was made and solved; or the page that says why
/// there is none (missing, unavailable or unreadable), with its status.
fn readable(prepared: PreparedRoom) -> Result<(Puzzle, RoomBoard, u64, Option<u64>), AnyView> {
    let (code, seq, made, solved) = match prepared {
        PreparedRoom::Board {
            code,
            seq,
            made,
            solved,
        } => (code, seq, made, solved),
        PreparedRoom::Missing => {
            super::set_status(404);
            return Err(view! {
                <MessagePage title=t!(RoomMissingTitle)>
                    <p>{t!(RoomMissingText)}</p>
                    // The message holds the sentence's links and emphasis (see its comment).
                    <p inner_html=t!(RoomMissingAction)></p>
                </MessagePage>
            }
            .into_any());
        }
        PreparedRoom::Unavailable => {
            super::set_status(503);
            return Err(view! {
                <MessagePage title=t!(RoomUnavailableTitle)>
                    <p>{t!(RoomUnavailableText)}</p>
                    <p><a href="/">{t!(RoomPlayToday)}</a></p>
                </MessagePage>
            }
            .into_any());
        }
    };
    let Ok((puzzle, board)) = RoomBoard::read(&code, seq) else {
        super::set_status(503);
        return Err(view! {
            <MessagePage title=t!(RoomUnavailableTitle)>
                <p>{t!(RoomUnreadable)}</p>
            </MessagePage>
        }
        .into_any());
    };
    Ok((puzzle, board, made, solved))
}

/// The room's status, who is here (the player marked) and any notice.
fn room_bar(room: Room) -> impl IntoView {
    let people = move || {
        room.people.with(|(people, you)| {
            people
                .iter()
                .map(|p| {
                    let name = crate::room::name(p);
                    let name = if Some(p.who) == *you {
                        t!(RoomPersonYou, name = name)
                    } else {
                        name
                    };
                    view! {
                        <li class=format!("person peer-{}", p.colour)>
                            <span class="swatch" aria-hidden="true"></span>
                            {name}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <div class="room-bar">
            <p class="room-status" role="status">{move || status_text(room.link.get(), room.waiting.get())}</p>
            <ul class="people" aria-label=t!(RoomPeople)>{people}</ul>
            {move || room.notice.get().map(|text| view! { <p class="notice">{text}</p> })}
        </div>
    }
}

/// What the status line says.
fn status_text(link: Link, waiting: usize) -> String {
    match link {
        Link::Connecting => t!(RoomStatusConnecting).to_owned(),
        Link::Online => t!(RoomStatusOnline).to_owned(),
        Link::Offline => t!(RoomStatusOffline, count = waiting),
    }
}

/// The link to share (copied, or as a QR code), the player's name, and what a room counts for.
#[component]
fn Invite(room: Room, path: String) -> impl IntoView {
    let link = RwSignal::new(path.clone());
    let qr = RwSignal::new(None::<String>);
    let said = RwSignal::new(None::<String>);
    Effect::new(move |_| {
        #[cfg(feature = "hydrate")]
        link.set(format!("{}{}", crate::browser::origin(), path));
    });
    let copy = move |_| {
        #[cfg(feature = "hydrate")]
        said.set(Some(if crate::browser::copy_text(&link.get_untracked()) {
            t!(RoomLinkCopied).to_owned()
        } else {
            t!(RoomCopyByHand).to_owned()
        }));
    };
    let show_qr = move |_| {
        #[cfg(feature = "hydrate")]
        leptos::task::spawn_local(async move {
            match crate::browser::qr_code(&link.get_untracked()).await {
                Some(svg) => qr.set(Some(svg)),
                None => said.set(Some(t!(RoomQrFailed).to_owned())),
            }
        });
    };
    let name_field = NodeRef::<leptos::html::Input>::new();
    let save_name = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        #[cfg(feature = "hydrate")]
        if let Some(input) = name_field.get_untracked() {
            live::rename(room, &input.value());
        }
    };
    let select_all = |ev: leptos::ev::FocusEvent| {
        event_target::<web_sys::HtmlInputElement>(&ev).select();
    };
    view! {
        <fieldset class="share room-invite">
            <legend>{t!(RoomInvite)}</legend>
            <div class="share-row">
                <input type="text" readonly class="share-link" aria-label=t!(RoomLinkLabel)
                    prop:value=move || link.get() on:focus=select_all/>
                <button type="button" on:click=copy>{t!(RoomCopyLink)}</button>
                <button type="button" on:click=show_qr>{t!(RoomShowQr)}</button>
            </div>
            {move || said.get().map(|text| view! { <p class="share-status" role="status">{text}</p> })}
            {move || qr.get().map(|svg| view! {
                <div class="qr" role="img" aria-label=t!(RoomQrLabel) inner_html=svg></div>
            })}
            <form class="room-name" on:submit=save_name>
                <label for="room-name">{t!(RoomNameLabel)}</label>
                <input id="room-name" type="text" maxlength="24" autocomplete="nickname"
                    placeholder=t!(RoomNamePlaceholder) node_ref=name_field prop:value=move || room.name.get()/>
                <button type="submit">{t!(RoomNameUse)}</button>
            </form>
            <p class="room-note">{t!(RoomNote)}</p>
        </fieldset>
    }
}

/// Asks the server for a room of the board `code` and goes to its page, or says in `status` why
/// there is none ("Play together" in a game's share box).
pub fn start(code: String, status: RwSignal<Option<String>>) {
    #[cfg(feature = "hydrate")]
    leptos::task::spawn_local(async move {
        use crate::browser;
        let answer = browser::fetch_text("POST", site::api::ROOMS_PATH, Some(&code)).await;
        let made = answer.as_ref().and_then(|(status, text)| {
            (*status == 201)
                .then(|| serde_json::from_str::<site::api::RoomMade>(text).ok())
                .flatten()
        });
        match (made, answer) {
            (Some(made), _) => browser::go_to(&made.page),
            (None, None) => status.set(Some(t!(RoomStartOffline).to_owned())),
            // The server's reason is a plain sentence; a site without a database has no
            // rooms, and answers with no sentence of its own.
            (None, Some((_, text))) if text.trim().is_empty() || text.starts_with('<') => {
                status.set(Some(t!(RoomStartUnavailable).to_owned()))
            }
            (None, Some((_, text))) => status.set(Some(t!(RoomStartRefused, reason = text.trim()))),
        }
    });
    #[cfg(not(feature = "hydrate"))]
    let _ = (code, status);
}
