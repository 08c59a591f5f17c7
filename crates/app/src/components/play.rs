//! A game on the page: the grid, keypad, controls, clock and share box, with progress saved in
//! the browser. Every page that plays a puzzle (the daily, a shared link) uses it.

mod live;

use leptos::prelude::*;
use sudoku_core::{Grid, Progress};

use crate::community::report::DailyOf;
use crate::components::{
    keyboard, Board, Clock, Controls, HintPanel, Keypad, ModeSwitch, SettingsPanel, ShareBox,
    Shortcuts,
};
use crate::game::session::Session;
use crate::game::{Game, HintSession, Variant};
use crate::player::GameId;
use crate::render::{deferred, Arriving};
use live::Live;

/// A game of `givens`: the grid, keypad, controls and clock, with progress saved in the
/// browser. The server renders the givens into the HTML, so the grid shows before (and without)
/// the WASM; hydration then makes it interactive and restores any saved progress.
///
/// `progress`, from a shared link, is where the game starts; the browser's save, if there is
/// one under `save_key`, then takes over, so a reload resumes the player's own game. Pages give
/// a link with progress its own key, so it never overwrites the save of the bare puzzle.
#[component]
pub fn Play(
    givens: Grid,
    #[prop(default = None)] progress: Option<Progress>,
    #[prop(optional, into)] save_key: Option<String>,
    /// The daily this is, whose result is sent once solved (see `community::report`).
    #[prop(default = None)]
    daily: Option<DailyOf>,
    /// A variant's rules and name (`None`: the classic rules of the grid).
    #[prop(default = None)]
    variant: Option<Variant>,
    /// A room's: the game is played together (see `pages::room`).
    #[prop(default = None)]
    room: Option<RoomHook>,
) -> impl IntoView {
    // The game starts in a task of its own, after the page around it has hydrated.
    deferred(move || game_view(givens, progress, save_key, daily, variant, room))
}

/// What a room adds to a game played together (`pages::room`): called once with the game's
/// signal when the game is made, it ties the game to the room. A game in a room keeps no save
/// of its own (the room's board is the server's) and is never a daily's result.
pub struct RoomHook {
    /// Starts the room's life on the page, with the game's signal.
    pub start: Box<dyn FnOnce(RwSignal<Game>) + Send>,
    /// The room's finish ("Solved together in 12:34! …"), which the completion panel shows in
    /// place of the player's own time.
    pub finished: RwSignal<Option<String>>,
}

impl std::fmt::Debug for RoomHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RoomHook")
    }
}

fn game_view(
    givens: Grid,
    progress: Option<Progress>,
    save_key: Option<String>,
    daily: Option<DailyOf>,
    variant: Option<Variant>,
    room: Option<RoomHook>,
) -> AnyView {
    let in_room = room.is_some();
    let key = save_key.unwrap_or_else(|| match &variant {
        Some(variant) => crate::game::named_save_key(&variant.name, None),
        None => crate::game::save_key(&givens, None),
    });
    // A daily played in a room counts for the room, not as anyone's own result.
    let daily = daily.filter(|_| !in_room);
    let mut session = Session::new(&givens, key, daily);
    // A variant is recorded under its name, which holds its rules; a daily (the Killer) under
    // its date and edition.
    if let (Some(variant), None) = (&variant, daily) {
        session = session.with_id(GameId::Puzzle(variant.name.clone()));
    }
    let rules = variant.map(|v| v.rules);
    let start = match &progress {
        Some(progress) => Game::with_progress(givens.clone(), progress),
        None => Game::new(givens.clone()),
    }
    .with_rules(rules);
    let game = RwSignal::new(start);
    let room_finished = room.as_ref().map(|room| room.finished);
    if let Some(hook) = room {
        (hook.start)(game);
    }
    let live = Live::new(game, session, room_finished, in_room);
    let panel = live.start();

    // `?` shows and hides the keyboard shortcuts; Escape closes them.
    let shortcuts = RwSignal::new(false);
    let game_keys = keyboard(game);
    let keys = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "?" => {
            shortcuts.update(|open| *open = !*open);
            ev.prevent_default();
        }
        "Escape" if shortcuts.get_untracked() => shortcuts.set(false),
        _ => game_keys(ev),
    };
    let hint = RwSignal::new(None::<HintSession>);

    // The grid's size, for the stylesheet: the board area's width is known from the section's
    // first tag, before the grid itself is parsed (see `style/main.css`).
    let n = game.with_untracked(|g| g.geometry().size());
    view! {
        // `data-game`: the start script takes input here until the game is live (`early`).
        <section class="play" data-game="" style=format!("--n: {n}") on:keydown=keys>
            {board_area(live, hint, panel)}
            {side(live, hint, shortcuts, in_room)}
        </section>
    }
    .into_any()
}

/// The clock, the grid (under its pause cover), the notices and, once solved, the completion
/// panel.
fn board_area(live: Live, hint: RwSignal<Option<HintSession>>, panel: Arriving) -> impl IntoView {
    let Live {
        game,
        timer,
        now,
        paused,
        solved,
        page,
        ..
    } = live;
    let notice = page.notice;
    let finished = Signal::derive(move || solved.get());
    let highlight = Signal::derive(move || {
        hint.with(|h| h.as_ref().map(|h| h.marks().clone()).unwrap_or_default())
    });
    let announcement = move || {
        game.with(|g| {
            let conflicts = g.shown_conflicts();
            g.selected()
                .map(|cell| g.describe(cell, &conflicts))
                .unwrap_or_default()
        })
    };
    view! {
        <div class="board-area">
            <Clock game timer now finished/>
            {move || notice.get().map(|text| view! { <p class="notice" role="status">{text}</p> })}
            // Says the selected cell after every move and change, for screen readers.
            <p class="visually-hidden" aria-live="polite">{announcement}</p>
            <div class="board-frame" class:paused=move || paused.get()>
                <Board game highlight/>
                <Show when=move || paused.get()>
                    <div class="pause-overlay">
                        <p>{t!(PlayPaused)}</p>
                        <button type="button" on:click=move |_| game.update(|g| g.set_paused(false))>
                            {t!(PlayResume)}
                        </button>
                    </div>
                </Show>
            </div>
            // A killer's cage-sum aid, when the player's setting shows it.
            {move || game.with(Game::cage_aid).map(|text| view! { <p class="cage-aid" aria-live="polite">{text}</p> })}
            // The completion panel, once made: taken from its signal when it comes.
            <div class="completion">
                {move || panel.take()}
            </div>
        </div>
    }
}

/// The side panel: mode, keypad, hint, controls, shortcuts, share box and settings, each part
/// hydrating in a task of its own, after the grid.
fn side(
    live: Live,
    hint: RwSignal<Option<HintSession>>,
    shortcuts: RwSignal<bool>,
    in_room: bool,
) -> impl IntoView {
    let Live { game, solved, .. } = live;
    view! {
        <div class="side">
            {deferred(move || view! { <ModeSwitch game/> })}
            {deferred(move || view! { <Keypad game/> })}
            {deferred(move || view! { <HintPanel game session=hint finished=solved/> })}
            // Not deferred: a deferred part is one element, and the controls are two (and the
            // shortcuts none while closed).
            <Controls game shortcuts finished=solved in_room/>
            <Shortcuts open=shortcuts/>
            {deferred(move || view! { <ShareBox game offer_room=!in_room/> })}
            {deferred(move || view! { <SettingsPanel game/> })}
        </div>
    }
}
