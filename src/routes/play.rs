//! The game screen: a sticky bar (game, whose turn, skip to my turn), the board beside the
//! controls and log, bots at a readable pace, the hand-off curtain for pass-and-play, storage
//! errors, and the game-over panel.

use crate::games::{key_prefix, BoardProps, GameUi};
use crate::i18n::I18n;
use crate::routes::{Detail, ErrorPage, NewerPage};
use crate::saves::{parse_save, Save, SaveProblem};
use crate::session::Session;
use crate::storage::{self, StorageError};
use crate::widgets::board_keys::{
    box_on_screen, bring_into_view, enabled_controls, keep_focus, on_board_key, reveal_new_control,
    rove, Box2, Kept,
};
use crate::widgets::sound::{self, sound_of};
use crate::widgets::{shown_stats, Curtain, GameLog, GameOver, Hint, PlayControls};
use crate::widgets::{AidPanel, AidUi};
use crate::worker::{Asker, Asks, BotWorker};
use crate::worker_protocol::Reply;
use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use takhte_engine::{Game, RecordError, Seat};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Properties of [`PlayLoader`].
#[derive(Properties, PartialEq)]
pub struct LoaderProps {
    /// Save id.
    pub id: AttrValue,
}

/// Loads a save, opens its game once (a record that does not replay is marked and listed on the
/// home screen), and shows it, or a page that loses nothing: the error page, or the "newer
/// version" page for a save of a newer release (left as it is).
#[function_component]
pub fn PlayLoader(props: &LoaderProps) -> Html {
    let page = use_memo(props.id.clone(), open_save);
    (*page).clone()
}

/// The error page for save `id`, which could not be opened: it is marked (left under its own
/// key) and listed on the home screen.
fn set_aside(id: &str, problem: &SaveProblem) -> Html {
    storage::mark(id, &problem.detail());
    html! { <ErrorPage title_key="error.save_set_aside" detail={problem.detail()} /> }
}

/// The play screen for save `id`, its game opened from the record, or the error page.
fn open_save(id: &AttrValue) -> Html {
    let Some(text) = storage::save_text(id) else {
        return html! { <ErrorPage title_key="error.no_such_save" detail={id.clone()} /> };
    };
    let save = match parse_save(&text) {
        Err(SaveProblem::Newer(why)) => {
            return html! { <NewerPage detail={format!("newer: {why}")} /> }
        }
        Err(problem) => return set_aside(id, &problem),
        Ok(save) => save,
    };
    let game = save.record.game.clone();
    takhte_engine::with_game!(game.as_str(), G => match open_session::<G>(save) {
        Ok(session) => {
            storage::unmark(id);
            // An upgraded record (today's encoding) is written back at once.
            let known = if session.save == parse_save(&text).expect("parsed above") {
                Some(text)
            } else {
                storage::write_save(&session.save).ok().or(Some(text))
            };
            html! { <PlayScreen<G> session={Rc::new(RefCell::new(session))} known={Rc::new(known)} /> }
        }
        Err(e) if e.is_newer() => html! { <NewerPage detail={format!("newer: {e}")} /> },
        Err(e) => set_aside(id, &SaveProblem::BadRecord(e.to_string())),
    }, _ => html! { <NewerPage detail={format!("newer: game '{game}'")} /> })
}

/// Opens a save's game: its record upgraded to today's encoding (the worker reads that), then
/// replayed under its own rules release.
fn open_session<G: GameUi>(mut save: Save) -> Result<Session<G>, RecordError> {
    save.record.upgrade::<G>()?;
    Session::from_save(save)
}

/// Properties of [`PlayScreen`].
#[derive(Properties)]
pub struct PlayProps<G: Game> {
    /// The game, opened once by the loader; the screen changes it in place.
    pub session: Rc<RefCell<Session<G>>>,
    /// The save's text as stored when the game was opened (`None` if it could not be read back).
    pub known: Rc<Option<String>>,
}

impl<G: Game> PartialEq for PlayProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.session, &other.session)
    }
}

/// What the play screen says about other tabs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TabNotice {
    /// Another tab wrote this game while a move was being made here: this tab takes no moves
    /// until the player takes over (which reloads the game from its save).
    Elsewhere,
    /// A move made here came after another tab's: it was not made, and this tab now shows the
    /// game as saved.
    MovedOn,
}

/// What the play screen holds between renders. The session is shared and changed in place, so
/// an action costs no copy of the game; every change still makes a new `PlayState`, which
/// re-renders the screen.
pub struct PlayState<G: Game> {
    /// The game.
    pub session: Rc<RefCell<Session<G>>>,
    /// The human seat allowed to see the board now (pass-and-play).
    pub revealed: Option<Seat>,
    /// The last refusal, if an action was refused: the engine's catalogue key and its English
    /// reason (shown only if no catalogue has the key).
    pub refused: Option<(&'static str, String)>,
    /// Counts the changes of the session and of `revealed`: what is drawn from them is
    /// computed again only when it moves.
    pub version: u64,
    /// The save's text as this tab last read or wrote it: a change of the record is made only
    /// while storage still holds it (otherwise another tab wrote the game since).
    pub known: Rc<RefCell<Option<String>>>,
    /// What to say about another tab playing this game, if anything.
    pub tab: Option<TabNotice>,
    /// Why the last write of the save failed, if it did.
    pub storage_error: Option<StorageError>,
}

/// Everything that can happen on the play screen.
pub enum PlayMsg<G: Game> {
    /// A person chose an action.
    Act(G::Action),
    /// The bot to act moves now (computed on the page: quick bots, or a search bot whose
    /// worker failed).
    BotMove,
    /// The worker chose this action for the outstanding request (stale answers never get
    /// here); the engine still checks it.
    BotAction(G::Action),
    /// Take back the viewer's last action.
    Undo,
    /// The next player confirmed they hold the device.
    Reveal(Seat),
    /// Another tab wrote this game's save (its new text, `None` if it was deleted): follow it.
    Follow(Option<String>),
    /// Another tab wrote this game's save while a move was being made here: stop taking moves.
    Elsewhere,
    /// Take the game over from the other tab: reload it from its save and play on here.
    TakeOver,
    /// Dismiss the notice about another tab.
    DismissTab,
}

impl<G: GameUi> PlayState<G> {
    /// This state with the session reopened from the save's stored `text` (another tab's
    /// moves), telling `tab`; if the text is gone or cannot be opened here, the game stays as
    /// it is and takes no moves.
    fn follow(&self, text: Option<String>, tab: Option<TabNotice>) -> Rc<Self> {
        let opened = text.as_deref().and_then(|t| {
            let save = parse_save(t).ok()?;
            open_session::<G>(save).ok()
        });
        let (tab, version) = match opened {
            Some(session) => {
                *self.session.borrow_mut() = session;
                *self.known.borrow_mut() = text;
                (tab, self.version + 1)
            }
            None => (Some(TabNotice::Elsewhere), self.version),
        };
        Rc::new(PlayState {
            session: self.session.clone(),
            revealed: self.revealed,
            refused: None,
            version,
            known: self.known.clone(),
            tab,
            storage_error: self.storage_error.clone(),
        })
    }

    /// This state with another notice about other tabs.
    fn with_tab(&self, tab: Option<TabNotice>) -> Rc<Self> {
        Rc::new(PlayState {
            session: self.session.clone(),
            revealed: self.revealed,
            refused: self.refused.clone(),
            version: self.version,
            known: self.known.clone(),
            tab,
            storage_error: self.storage_error.clone(),
        })
    }
}

impl<G: GameUi> Reducible for PlayState<G> {
    type Action = PlayMsg<G>;

    fn reduce(self: Rc<Self>, msg: PlayMsg<G>) -> Rc<Self> {
        let id = self.session.borrow().save.id.clone();
        match msg {
            PlayMsg::Follow(text) => {
                if text == *self.known.borrow() {
                    return self;
                }
                return self.follow(text, self.tab.filter(|t| *t == TabNotice::MovedOn));
            }
            PlayMsg::Elsewhere => return self.with_tab(Some(TabNotice::Elsewhere)),
            PlayMsg::TakeOver => return self.follow(storage::save_text(&id), None),
            PlayMsg::DismissTab => return self.with_tab(None),
            PlayMsg::Reveal(seat) => {
                return Rc::new(PlayState {
                    session: self.session.clone(),
                    revealed: Some(seat),
                    refused: self.refused.clone(),
                    version: self.version + 1,
                    known: self.known.clone(),
                    tab: self.tab,
                    storage_error: self.storage_error.clone(),
                });
            }
            _ if self.tab == Some(TabNotice::Elsewhere) => return self,
            _ => {}
        }
        // Another tab wrote the game since this one last read or wrote it: this move is not
        // made (it would overwrite the other tab's), and this tab shows the game as saved.
        let person = matches!(msg, PlayMsg::Act(_) | PlayMsg::Undo);
        let stored = storage::save_text(&id);
        if stored.is_some() && stored != *self.known.borrow() {
            return self.follow(stored, person.then_some(TabNotice::MovedOn));
        }
        let (refused, storage_error) = {
            let mut session = self.session.borrow_mut();
            let outcome = match msg {
                PlayMsg::Act(action) | PlayMsg::BotAction(action) => Some(session.apply(action)),
                PlayMsg::BotMove => session.bot_choice().map(|action| session.apply(action)),
                PlayMsg::Undo => session.undo().ok().map(Ok),
                _ => None,
            };
            let Some(outcome) = outcome else {
                // Nothing happened (no bot to move, or the undo failed).
                drop(session);
                return self;
            };
            let refused = outcome.err().map(|e| (e.key, e.message.into_owned()));
            // Every change of the record is written at once.
            let storage_error = if refused.is_none() {
                session.save.updated = storage::now();
                match storage::write_save(&session.save) {
                    Ok(text) => {
                        *self.known.borrow_mut() = Some(text);
                        None
                    }
                    Err(e) => Some(e),
                }
            } else {
                self.storage_error.clone()
            };
            (refused, storage_error)
        };
        Rc::new(PlayState {
            session: self.session.clone(),
            revealed: self.revealed,
            refused,
            version: self.version + 1,
            known: self.known.clone(),
            // The notice of a move not made stays until the person acts.
            tab: if person { None } else { self.tab },
            storage_error,
        })
    }
}

impl<G: GameUi> PlayState<G> {
    /// The seat whose view is drawn: the human to act, else the last human who saw the board.
    pub fn viewer(&self) -> Seat {
        let s = self.session.borrow();
        match s.to_act() {
            Some(seat) if !s.is_bot(seat) => seat,
            _ => self
                .revealed
                .or_else(|| s.humans().first().copied())
                .unwrap_or(0),
        }
    }

    /// The human seat that must confirm before seeing the board, if any.
    pub fn curtain_for(&self) -> Option<Seat> {
        let s = self.session.borrow();
        let seat = s.to_act()?;
        (G::HIDES_INFORMATION
            && s.humans().len() >= 2
            && !s.is_bot(seat)
            && self.revealed != Some(seat))
        .then_some(seat)
    }
}

/// What the screen draws from the game for its viewer, shared with the board and panels.
struct Drawn<G: Game> {
    /// Display names of the seats.
    names: Rc<Vec<String>>,
    /// The seat whose view is drawn.
    viewer: Seat,
    /// That seat's view.
    view: Rc<G::View>,
    /// The viewer's legal actions (none when a bot or another seat is to act).
    legal: Rc<Vec<G::Action>>,
    /// The other seats' actions since the viewer last acted.
    recent: Rc<Vec<(Seat, G::Action)>>,
    /// The save.
    save: Rc<crate::saves::Save>,
    /// The log, one entry per action.
    log: Rc<Vec<(Seat, takhte_engine::LogEntry)>>,
}

impl<G: Game> Clone for Drawn<G> {
    fn clone(&self) -> Self {
        Drawn {
            names: self.names.clone(),
            viewer: self.viewer,
            view: self.view.clone(),
            legal: self.legal.clone(),
            recent: self.recent.clone(),
            save: self.save.clone(),
            log: self.log.clone(),
        }
    }
}

impl<G: GameUi> Drawn<G> {
    /// Everything drawn from the play state in the language of `i18n`.
    fn of(play: &PlayState<G>, i18n: &I18n) -> Self {
        let viewer = play.viewer();
        let session = play.session.borrow();
        let acts = session.to_act() == Some(viewer) && !session.is_bot(viewer);
        Drawn {
            names: Rc::new(
                (0..session.save.seats.len())
                    .map(|s| i18n.t(&G::seat_key(s)))
                    .collect(),
            ),
            viewer,
            view: Rc::new(session.state.view(viewer)),
            legal: Rc::new(if acts { session.legal() } else { Vec::new() }),
            recent: Rc::new(session.recent(viewer)),
            save: Rc::new(session.save.clone()),
            log: Rc::new(session.log.clone()),
        }
    }
}

/// Sends the position to the bot worker (started if it is not running) as a new request; only
/// the answer to that request comes back as [`PlayMsg::BotAction`] through `play` (held there
/// until the bot's pause has passed), its progress into `thinking`. Without a worker, or when the worker fails, the bot moves here and `fallback`
/// is set (the player is told) until the worker (started again after a crash) answers.
fn ask_worker<G: GameUi>(
    worker: &RefCell<Option<BotWorker>>,
    asks: &Rc<RefCell<Asks>>,
    play: &Rc<Gate<G>>,
    thinking: &UseStateHandle<Option<f64>>,
    fallback: &UseStateHandle<bool>,
    level: &str,
) {
    BotWorker::ensure(worker);
    let id = asks.borrow_mut().ask();
    let on_reply = {
        let (play, thinking, asks) = (play.clone(), thinking.clone(), asks.clone());
        let fallback = fallback.clone();
        move |reply: Reply| {
            if !asks.borrow_mut().accept(&reply) {
                return;
            }
            match reply {
                Reply::Progress { share, .. } => thinking.set(Some(share)),
                Reply::Action { action, .. } => {
                    thinking.set(None);
                    fallback.set(false);
                    match serde_json::from_value::<G::Action>(action) {
                        Ok(action) => play.dispatch(PlayMsg::BotAction(action)),
                        Err(_) => play.dispatch(PlayMsg::BotMove),
                    }
                }
                Reply::Error { .. } => {
                    thinking.set(None);
                    fallback.set(true);
                    play.dispatch(PlayMsg::BotMove);
                }
                Reply::Ready => {}
            }
        }
    };
    let record = play.play.session.borrow().save.record.clone();
    let sent = worker
        .borrow()
        .as_ref()
        .is_some_and(|w| w.ask(Asker::Bots, id, &record, level, on_reply).is_ok());
    if sent {
        thinking.set(Some(0.0));
    } else {
        asks.borrow_mut().cancel();
        fallback.set(true);
        play.dispatch(PlayMsg::BotMove);
    }
}

/// The pause before a bot's next action, in milliseconds, when the speed setting is `delay`
/// and the seat to act has just made `run` actions in a row. A bot's turn is paced as a whole,
/// not action by action: its first action waits `delay`, so a person sees whose turn it is;
/// each further action of the same turn waits a tenth of it, until those pauses add up to half
/// of `delay`, and then none. So a turn's pauses come to at most one and a half times `delay`
/// however many actions it takes (Normal, 700 ms: at most 1,050 ms; Instant, 20 ms: 30 ms).
pub fn bot_pause(delay: u32, run: usize) -> u32 {
    if run == 0 {
        return delay;
    }
    let step = delay / 10;
    let run = u32::try_from(run).unwrap_or(u32::MAX);
    if run.saturating_mul(step) <= delay / 2 {
        step
    } else {
        0
    }
}

/// Holds a bot's chosen action until its pause has passed: the worker searches during the
/// pause rather than after it, so at Normal the search of a turn's first action is hidden in
/// its pause.
pub struct Gate<G: GameUi> {
    /// The play screen.
    play: UseReducerHandle<PlayState<G>>,
    /// True once the pause has passed.
    open: std::cell::Cell<bool>,
    /// The action chosen before then.
    held: RefCell<Option<PlayMsg<G>>>,
}

impl<G: GameUi> Gate<G> {
    /// A closed gate before `play`.
    fn new(play: UseReducerHandle<PlayState<G>>) -> Rc<Self> {
        Rc::new(Gate {
            play,
            open: std::cell::Cell::new(false),
            held: RefCell::new(None),
        })
    }

    /// Hands `msg` to the screen now if the pause has passed, else when it has.
    fn dispatch(&self, msg: PlayMsg<G>) {
        if self.open.get() {
            self.play.dispatch(msg);
        } else {
            *self.held.borrow_mut() = Some(msg);
        }
    }

    /// The pause has passed: the action held, if any, goes to the screen.
    fn pass(&self) {
        self.open.set(true);
        let held = self.held.borrow_mut().take();
        if let Some(msg) = held {
            self.play.dispatch(msg);
        }
    }
}

/// Keeps the screen awake while a pass-and-play game is open (the Screen Wake Lock API), where
/// the browser has it; elsewhere, or when the browser refuses, nothing happens and nothing is
/// said. The lock is let go when the page is hidden (browsers drop it then anyway) and asked
/// for again when it shows, and let go for good when this is dropped (the game is left or
/// over).
struct WakeLock {
    /// The lock held, if any (a `WakeLockSentinel`).
    held: Rc<RefCell<Option<wasm_bindgen::JsValue>>>,
    /// False once this is dropped: a lock granted later is let go at once.
    alive: Rc<std::cell::Cell<bool>>,
    _visibility: Option<EventListener>,
}

impl WakeLock {
    /// Asks for the lock, and again whenever the page shows after being hidden.
    fn keep() -> WakeLock {
        let held = Rc::new(RefCell::new(None));
        let alive = Rc::new(std::cell::Cell::new(true));
        Self::request(&held, &alive);
        let visibility = web_sys::window().and_then(|w| w.document()).map(|doc| {
            let (held, alive) = (held.clone(), alive.clone());
            EventListener::new(&doc.clone(), "visibilitychange", move |_| {
                if let Some(lock) = held.borrow_mut().take() {
                    Self::release(&lock);
                }
                if !doc.hidden() {
                    Self::request(&held, &alive);
                }
            })
        });
        WakeLock {
            held,
            alive,
            _visibility: visibility,
        }
    }

    /// `navigator.wakeLock.request("screen")`, if the browser has it; the lock granted goes to
    /// `held` (or is let go at once if the screen was left meanwhile).
    fn request(
        held: &Rc<RefCell<Option<wasm_bindgen::JsValue>>>,
        alive: &Rc<std::cell::Cell<bool>>,
    ) {
        use js_sys::{Function, Promise, Reflect};
        let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
            return;
        };
        let Some(api) = Reflect::get(&nav, &"wakeLock".into())
            .ok()
            .filter(|v| v.is_object())
        else {
            return;
        };
        let promise = Reflect::get(&api, &"request".into())
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
            .and_then(|f| f.call1(&api, &"screen".into()).ok())
            .and_then(|p| p.dyn_into::<Promise>().ok());
        let Some(promise) = promise else {
            return;
        };
        let (held, alive) = (held.clone(), alive.clone());
        wasm_bindgen_futures::spawn_local(async move {
            // Refused (a hidden page, a policy): quietly without.
            if let Ok(lock) = wasm_bindgen_futures::JsFuture::from(promise).await {
                if alive.get() {
                    if let Some(old) = held.borrow_mut().replace(lock) {
                        Self::release(&old);
                    }
                } else {
                    Self::release(&lock);
                }
            }
        });
    }

    /// Lets a lock go (its promise settled quietly).
    fn release(lock: &wasm_bindgen::JsValue) {
        use js_sys::{Function, Promise, Reflect};
        let promise = Reflect::get(lock, &"release".into())
            .ok()
            .and_then(|f| f.dyn_into::<Function>().ok())
            .and_then(|f| f.call0(lock).ok())
            .and_then(|p| p.dyn_into::<Promise>().ok());
        if let Some(promise) = promise {
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
            });
        }
    }
}

impl Drop for WakeLock {
    fn drop(&mut self) {
        self.alive.set(false);
        if let Some(lock) = self.held.borrow_mut().take() {
            Self::release(&lock);
        }
    }
}

/// The bot delay in milliseconds, as chosen by the speed control in a game of `game`.
fn initial_speed(game: &str) -> u32 {
    storage::load_speed(game).unwrap_or(700)
}

/// The game screen for one game type.
#[function_component]
pub fn PlayScreen<G>(props: &PlayProps<G>) -> Html
where
    G: GameUi + AidUi,
{
    let i18n = use_context::<I18n>().expect("i18n context");
    let play = {
        let session = props.session.clone();
        let known = (*props.known).clone();
        use_reducer(move || PlayState::<G> {
            session,
            revealed: None,
            refused: None,
            version: 0,
            known: Rc::new(RefCell::new(known)),
            tab: None,
            storage_error: None,
        })
    };
    let speed = use_state(|| initial_speed(G::ID));
    let session = play.session.borrow();
    let actions_len = session.save.record.actions.len();
    // Another tab that writes this game's save (the `storage` event): this tab follows, unless
    // a move was begun here on the board since the position last changed; then it stops taking
    // moves and says the game is being played in another tab, until the player takes over.
    let begun = use_mut_ref(|| false);
    {
        let begun = begun.clone();
        use_effect_with(play.version, move |_| *begun.borrow_mut() = false);
    }
    {
        let (dispatcher, begun) = (play.dispatcher(), begun.clone());
        let key = storage::save_key(&session.save.id);
        use_effect_with(key, move |key| {
            let key = key.clone();
            let window = web_sys::window().expect("a window");
            let listener = EventListener::new(&window, "storage", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::StorageEvent>() else {
                    return;
                };
                if e.key().as_deref() != Some(key.as_str()) {
                    return;
                }
                if *begun.borrow() {
                    dispatcher.dispatch(PlayMsg::Elsewhere);
                } else {
                    dispatcher.dispatch(PlayMsg::Follow(e.new_value()));
                }
            });
            move || drop(listener)
        });
    }
    let elsewhere = play.tab == Some(TabNotice::Elsewhere);
    // Bots move after a readable pause. When the position (or the speed) changes first, the
    // timer is dropped and the worker's request cancelled, so a late answer is refused.
    // Search bots think in the worker, so the page never blocks.
    let to_act = session.to_act();
    // Whether the game was over when this save was opened: a game that ends on this screen is
    // entered in the history and rated (`GameOver::live`).
    let over_at_open = {
        let over = session.state.outcome().is_over();
        *use_memo(session.save.id.clone(), move |_| over)
    };
    // The charts of a finished game, computed once from its record.
    let stats = {
        let session = play.session.clone();
        use_memo((actions_len, to_act.is_none()), move |&(_, over)| {
            over.then(|| shown_stats(&session.borrow().save.record).map(Rc::new))
                .flatten()
        })
    };
    // A tab that stopped taking moves runs no bots either.
    let bot_turn = to_act.is_some_and(|s| session.is_bot(s)) && !elsewhere;
    let thinking = use_state(|| None::<f64>);
    // Set while a search bot plays its quick moves (its worker failed), until a worker answers;
    // the player may dismiss the notice for the rest of the screen.
    let fallback = use_state_eq(|| false);
    let fallback_dismissed = use_state_eq(|| false);
    let on_dismiss_fallback = {
        let dismissed = fallback_dismissed.clone();
        Callback::from(move |_| dismissed.set(true))
    };
    let worker = use_mut_ref(|| None::<BotWorker>);
    let asks = use_mut_ref(Asks::default);
    // A search bot's worker starts with the screen, so that its wasm is fetched and compiled
    // (off the main thread) during the first turns rather than after the bot's first pause.
    {
        let searching = to_act.is_some() && session.has_search_bot();
        let worker = worker.clone();
        use_effect_with(searching, move |&searching| {
            if searching {
                BotWorker::ensure(&worker);
            }
        });
    }
    // The colour theme chosen on the home screen, for a game opened straight from its address.
    use_effect_with((), |_| {
        crate::routes::home::apply_theme(&crate::routes::home::saved_theme())
    });
    // Pass-and-play: the screen stays awake while the game goes on.
    {
        let awake = session.humans().len() >= 2 && to_act.is_some();
        use_effect_with(awake, move |&awake| {
            let lock = awake.then(WakeLock::keep);
            move || drop(lock)
        });
    }
    // Skipping to the viewer's turn: the same bots move with no pause until no bot is to act.
    let skipping = use_state(|| false);
    let area = use_node_ref();
    let bar = use_node_ref();
    {
        let (skipping, area) = (skipping.clone(), area.clone());
        use_effect_with((bot_turn, *skipping), move |&(bot_turn, on)| {
            if on && !bot_turn {
                skipping.set(false);
                // The Stop button is gone: the focus goes to the board rather than the page.
                let lost = web_sys::window()
                    .and_then(|w| w.document())
                    .is_some_and(|d| d.active_element().is_none_or(|a| a.tag_name() == "BODY"));
                if let (true, Some(area)) = (lost, area.cast::<web_sys::HtmlElement>()) {
                    let _ = area.focus();
                }
            }
        });
    }
    // The pause before the bot's next action: a turn is paced as a whole (`bot_pause`).
    let pause = if *skipping {
        0
    } else {
        bot_pause(*speed, session.run_of_to_act())
    };
    {
        let (play, worker) = (play.clone(), worker.clone());
        let (thinking, fallback) = (thinking.clone(), fallback.clone());
        use_effect_with(
            (actions_len, bot_turn, pause),
            move |&(_, bot_turn, pause)| {
                let level = play.session.borrow().search_level();
                let timer = bot_turn.then(|| {
                    let gate = Gate::new(play);
                    // A search bot starts thinking at once; its answer waits for the pause.
                    if let Some(level) = &level {
                        ask_worker(&worker, &asks, &gate, &thinking, &fallback, level);
                    }
                    Timeout::new(pause, move || {
                        if level.is_none() {
                            gate.dispatch(PlayMsg::BotMove);
                        }
                        gate.pass();
                    })
                });
                move || {
                    drop(timer);
                    if asks.borrow_mut().cancel() {
                        thinking.set(None);
                    }
                }
            },
        );
    }

    // What the board, the log and the panels draw, computed once per change of the game (not
    // on the renders of the bots' progress, the speed or skipping), so their memos hold.
    let drawn = {
        let play = play.clone();
        use_memo((play.version, i18n.lang), move |_| Drawn::of(&play, &i18n))
    };
    let Drawn {
        names,
        viewer,
        view,
        legal,
        recent,
        save,
        log,
    } = (*drawn).clone();
    let on_action = {
        let dispatcher = play.dispatcher();
        use_memo((), move |_| {
            let gestures = crate::widgets::gesture::Gestures;
            Callback::from(move |a| {
                if gestures.allows_now() {
                    dispatcher.dispatch(PlayMsg::Act(a));
                }
            })
        })
    };
    let outcome = session.state.outcome();
    let turn_text = match to_act {
        None => i18n.t("play.game_over"),
        Some(s) if session.is_bot(s) => i18n.tf("play.bot_thinking", &[names[s].clone()]),
        Some(_) if session.humans().len() == 1 => i18n.t("play.your_turn"),
        Some(s) => i18n.tf("play.turn_of", &[names[s].clone()]),
    };
    let curtain = play.curtain_for();
    let on_reveal = {
        let play = play.clone();
        Callback::from(move |seat| play.dispatch(PlayMsg::Reveal(seat)))
    };
    let on_undo = {
        let play = play.clone();
        Callback::from(move |_| play.dispatch(PlayMsg::Undo))
    };
    let on_speed = {
        let speed = speed.clone();
        Callback::from(move |ms: u32| {
            storage::store_speed(G::ID, ms);
            speed.set(ms);
        })
    };
    let on_take_over = {
        let play = play.clone();
        Callback::from(move |_| play.dispatch(PlayMsg::TakeOver))
    };
    let on_dismiss_tab = {
        let play = play.clone();
        Callback::from(move |_| play.dispatch(PlayMsg::DismissTab))
    };
    let can_undo = session.can_undo(viewer) && curtain.is_none() && !elsewhere;
    let viewer_acts = curtain.is_none() && !legal.is_empty();
    // Every render: one Tab stop per SVG drawing. When the viewer comes to act: the prompt and
    // the first control in view.
    {
        let area = area.clone();
        use_effect(move || {
            if let Some(area) = area.cast::<web_sys::Element>() {
                rove(&area);
            }
        });
    }
    // The keyboard's focus is kept on a control (`keep_focus`): where it was on the board when
    // a key was last pressed there (forgotten at the next pointer press), and the play control
    // it was parked on while the board had no target.
    let key_focus = use_mut_ref(|| None::<Box2>);
    let parked = use_mut_ref(|| None::<web_sys::Element>);
    let side = use_node_ref();
    {
        let key_focus = key_focus.clone();
        use_effect_with((), move |_| {
            let document = web_sys::window().and_then(|w| w.document());
            let listener = document.map(|d| {
                EventListener::new(&d, "pointerdown", move |_| *key_focus.borrow_mut() = None)
            });
            move || drop(listener)
        });
    }
    let refocus = {
        let (area, side, key_focus, parked) = (
            area.clone(),
            side.clone(),
            key_focus.clone(),
            parked.clone(),
        );
        Rc::new(move || {
            let (Some(at), Some(area)) = (*key_focus.borrow(), area.cast::<web_sys::Element>())
            else {
                return;
            };
            let active = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            let is_parked = parked.borrow().is_some() && *parked.borrow() == active;
            let controls = side
                .cast::<web_sys::Element>()
                .and_then(|s| s.query_selector(".controls").ok().flatten());
            let kept = keep_focus(&area, controls.as_ref(), at, is_parked);
            let now = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.active_element());
            match kept {
                Kept::Controls => *parked.borrow_mut() = now,
                Kept::Board => *parked.borrow_mut() = None,
                Kept::Stayed | Kept::Nowhere => {}
            }
        })
    };
    {
        let refocus = refocus.clone();
        use_effect(move || refocus());
    }
    // A short sound for each new action (`widgets/sound.rs`), when sounds are on; none while
    // skipping, whose moves come too fast to hear.
    {
        let (log, heard, skipping) = (log.clone(), use_mut_ref(|| None::<usize>), *skipping);
        use_effect_with(actions_len, move |&len| {
            let before = heard.borrow_mut().replace(len);
            if before.is_some_and(|b| b + 1 == len) && !skipping {
                if let Some(s) = log.last().and_then(|(_, e)| sound_of(e.key)) {
                    sound::play(s);
                }
            }
        });
    }
    {
        let (area, bar) = (area.clone(), bar.clone());
        use_effect_with((actions_len, viewer_acts), move |&(_, acts)| {
            // Only when the viewer comes to act: measuring lays the page out.
            if let (true, Some(area)) = (acts, area.cast::<web_sys::Element>()) {
                let top = bar
                    .cast::<web_sys::Element>()
                    .map_or(0.0, |b| b.get_bounding_client_rect().bottom().max(0.0));
                bring_into_view(&area, top);
            }
        });
    }
    // A choice on the board that opens further controls without acting (Sekigahara's orders,
    // say): the first new control is scrolled into view. The controls and the record's length
    // are noted when the press starts, and compared once the board has drawn the choice.
    let pressed = use_mut_ref(|| (0usize, Vec::<web_sys::Element>::new()));
    let note_controls = {
        let (area, pressed, session) = (area.clone(), pressed.clone(), play.session.clone());
        move || {
            if let Some(area) = area.cast::<web_sys::Element>() {
                let len = session.borrow().save.record.actions.len();
                *pressed.borrow_mut() = (len, enabled_controls(&area));
            }
        }
    };
    let on_pointer_down = {
        let (note_controls, begun) = (note_controls.clone(), begun.clone());
        Callback::from(move |_: PointerEvent| {
            *begun.borrow_mut() = true;
            note_controls()
        })
    };
    let on_board_keydown = {
        let (area, key_focus) = (area.clone(), key_focus.clone());
        Callback::from(move |e: KeyboardEvent| {
            if let Some(t) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                *key_focus.borrow_mut() = Some(box_on_screen(&t));
            }
            if e.key() == "Enter" || e.key() == " " {
                *begun.borrow_mut() = true;
                note_controls();
                // A press that changes only a part of the board (a choice opened or closed)
                // redraws no more than that part: the focus is looked after once it has.
                let refocus = refocus.clone();
                Timeout::new(120, move || refocus()).forget();
            }
            if let Some(area) = area.cast::<web_sys::Element>() {
                on_board_key(&e, &area);
            }
        })
    };
    let on_board_click = {
        let (area, bar, pressed, session) = (
            area.clone(),
            bar.clone(),
            pressed.clone(),
            play.session.clone(),
        );
        Callback::from(move |e: MouseEvent| {
            // A click made by Enter or Space on a focused target has no click count.
            let by_keyboard = e.detail() == 0;
            let (area, bar, pressed, session) =
                (area.clone(), bar.clone(), pressed.clone(), session.clone());
            Timeout::new(80, move || {
                let (len, before) = &*pressed.borrow();
                let acted = session.borrow().save.record.actions.len() != *len;
                let top = bar
                    .cast::<web_sys::Element>()
                    .map_or(0.0, |b| b.get_bounding_client_rect().bottom().max(0.0));
                if let (false, Some(area)) = (acted, area.cast::<web_sys::Element>()) {
                    reveal_new_control(&area, before, top, by_keyboard);
                }
            })
            .forget();
        })
    };
    let on_focus_in = {
        let area = area.clone();
        Callback::from(move |e: FocusEvent| {
            let mut at = key_focus.borrow_mut();
            if let (Some(_), Some(t)) = (
                *at,
                e.target()
                    .and_then(|t| t.dyn_into::<web_sys::Element>().ok()),
            ) {
                *at = Some(box_on_screen(&t));
            }
            if let Some(area) = area.cast::<web_sys::Element>() {
                rove(&area);
            }
        })
    };
    let on_skip = {
        let skipping = skipping.clone();
        Callback::from(move |_: MouseEvent| skipping.set(!*skipping))
    };
    let on_escape = {
        let skipping = skipping.clone();
        Callback::from(move |e: KeyboardEvent| {
            if *skipping && e.key() == "Escape" {
                skipping.set(false);
            }
        })
    };
    let skip_label = if *skipping {
        "play.skip_stop"
    } else if session.humans().is_empty() {
        "play.skip_to_end"
    } else {
        "play.skip"
    };
    let title = i18n.t(&format!("{}.title", key_prefix(G::ID)));
    let board = G::board(BoardProps {
        view,
        legal,
        on_action: (*on_action).clone(),
        names: names.clone(),
        recent,
    });

    html! {
        <section class="play" data-testid="play" data-game={G::ID}
            data-skipping={skipping.then_some("true")} onkeydown={on_escape}
            data-actions={actions_len.to_string()} data-bot-pause={bot_turn.then(|| pause.to_string())}>
            <div class="play-bar" ref={bar}>
                <h1 class="play-title">{ title }</h1>
                <div class="turn" data-testid="turn" role="status" aria-live="polite">
                    { turn_text }
                    if let (Some(p), true) = (*thinking, bot_turn) {
                        <progress class="thinking" data-testid="thinking" max="100" value={format!("{:.0}", p * 100.0)}
                            aria-label={i18n.t("play.thinking")}></progress>
                    }
                </div>
                if bot_turn {
                    <button class={classes!("button", "skip", skipping.then_some("primary"))} onclick={on_skip}
                        data-testid={if *skipping { "skip-stop" } else { "skip-to-my-turn" }}>
                        { i18n.t(skip_label) }
                    </button>
                }
                // In the sticky bar, so that a phone scrolled to the board still shows it.
                if *fallback && !*fallback_dismissed {
                    <div class="notice dismissible" role="status" data-testid="bot-fallback">
                        <p>{ i18n.t("play.bot_fallback") }</p>
                        <button class="button" onclick={on_dismiss_fallback} data-testid="bot-fallback-dismiss">
                            { i18n.t("home.dismiss") }
                        </button>
                    </div>
                }
                if let Some(tab) = play.tab {
                    <div class="notice warn dismissible" role="alert" data-testid="other-tab"
                        data-kind={if elsewhere { "elsewhere" } else { "moved-on" }}>
                        <p>{ i18n.t(if elsewhere { "play.other_tab" } else { "play.moved_on" }) }</p>
                        if tab == TabNotice::Elsewhere {
                            <button class="button primary" onclick={on_take_over} data-testid="take-over">
                                { i18n.t("play.take_over") }
                            </button>
                        } else {
                            <button class="button" onclick={on_dismiss_tab} data-testid="other-tab-dismiss">
                                { i18n.t("home.dismiss") }
                            </button>
                        }
                    </div>
                }
            </div>
            if let Some(e) = &play.storage_error {
                <p class="notice error" role="alert" data-testid="storage-error">{ i18n.t(e.message_key()) }</p>
            }
            if let Some((key, reason)) = &play.refused {
                <div class="notice error" role="alert" data-testid="refused">
                    <p>{ i18n.t("play.refused") }{" "}{ i18n.t_or(key, "") }</p>
                    <Detail text={reason.clone()} />
                </div>
            }
            if outcome.is_over() {
                <GameOver<G> save={save.clone()} outcome={Rc::new(outcome.clone())} names={names.clone()}
                    reason={session.state.end_reason()} stats={(*stats).clone()} live={!over_at_open} />
            }
            <div class="play-layout">
                <div class="board-area" data-testid="board-area" id="board" tabindex="-1" ref={area}
                    inert={elsewhere} data-elsewhere={elsewhere.then_some("true")}
                    role="region" aria-label={i18n.t("play.board")} onkeydown={on_board_keydown} onfocusin={on_focus_in}
                    onpointerdown={on_pointer_down} onclick={on_board_click}>
                    if let Some(seat) = curtain {
                        <Curtain name={names[seat].clone()} seat={seat} on_reveal={on_reveal} />
                    } else {
                        { board }
                    }
                </div>
                <aside class="side" ref={side}>
                    <AidPanel<G> save={save.clone()} viewer={viewer} names={names.clone()} hidden={curtain.is_some()} />
                    <Hint<G> save={save.clone()} to_act={to_act} covered={curtain.is_some()}
                        worker={worker.clone()} />
                    <PlayControls<G> save={save} can_undo={can_undo} on_undo={on_undo}
                        speed={*speed} on_speed={on_speed} />
                    <GameLog entries={log} names={names} viewer={Some(viewer)} />
                </aside>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::bot_pause;

    /// The pauses of a bot turn of `actions` actions at speed `delay`.
    fn turn(delay: u32, actions: usize) -> Vec<u32> {
        (0..actions).map(|run| bot_pause(delay, run)).collect()
    }

    #[test]
    fn a_bot_turn_is_paced_as_a_whole() {
        // Normal: the turn's first action waits the full 700 ms, the next five 70 ms, the rest
        // none, so a Port Royal turn of twelve reveals is shown within 1,050 ms of pauses.
        assert_eq!(turn(700, 8), [700, 70, 70, 70, 70, 70, 0, 0]);
        for delay in [1500, 700, 250, 20] {
            for actions in [1, 2, 6, 40] {
                let total: u32 = turn(delay, actions).iter().sum();
                assert!(
                    total <= delay * 3 / 2,
                    "{delay} ms, {actions} actions: {total}"
                );
                assert!(total >= delay, "the first action waits the full delay");
            }
        }
        // Instant stays immediate, and skipping (a delay of 0) never waits.
        assert!(turn(20, 30).iter().sum::<u32>() <= 30);
        assert!(turn(0, 30).iter().all(|&p| p == 0));
    }
}
