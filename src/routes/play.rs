//! The game screen: board, whose turn, log, undo, bots at a readable pace, the hand-off
//! curtain for pass-and-play, storage errors, and the game-over panel.

use crate::games::{BoardProps, GameUi};
use crate::i18n::I18n;
use crate::routes::home::check_save;
use crate::routes::ErrorPage;
use crate::session::Session;
use crate::storage::{self, StorageError};
use crate::widgets::{Curtain, GameLog, GameOver, PlayControls};
use crate::worker::{BotWorker, Reply};
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use takhte_engine::{Game, Seat};
use yew::prelude::*;

/// Properties of [`PlayLoader`].
#[derive(Properties, PartialEq)]
pub struct LoaderProps {
    /// Save id.
    pub id: AttrValue,
}

/// Loads a save and shows its game, or an error page that loses nothing.
#[function_component]
pub fn PlayLoader(props: &LoaderProps) -> Html {
    let save = match storage::load_save(&props.id) {
        None => {
            return html! { <ErrorPage title_key="error.no_such_save" detail={props.id.clone()} /> }
        }
        Some(Err(problem)) => {
            storage::quarantine(&props.id);
            return html! { <ErrorPage title_key="error.save_set_aside" detail={problem.detail()} /> };
        }
        Some(Ok(save)) => save,
    };
    if let Err(e) = check_save(&save) {
        storage::quarantine(&props.id);
        return html! { <ErrorPage title_key="error.save_set_aside" detail={e} /> };
    }
    let game = save.record.game.clone();
    takhte_engine::with_game!(game.as_str(), G => html! { <PlayScreen<G> save={Rc::new(save)} /> },
        _ => html! { <ErrorPage title_key="error.unknown_game" detail={game} /> })
}

/// Properties of [`PlayScreen`].
#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// The save to play (already checked to replay).
    pub save: Rc<crate::saves::Save>,
}

/// What the play screen holds between renders.
pub struct PlayState<G: Game> {
    /// The game.
    pub session: Session<G>,
    /// The human seat allowed to see the board now (pass-and-play).
    pub revealed: Option<Seat>,
    /// The last refusal, if an action was refused.
    pub refused: Option<String>,
}

impl<G: Game> Clone for PlayState<G> {
    fn clone(&self) -> Self {
        PlayState {
            session: self.session.clone(),
            revealed: self.revealed,
            refused: self.refused.clone(),
        }
    }
}

impl<G: Game> PartialEq for PlayState<G> {
    fn eq(&self, other: &Self) -> bool {
        self.session.save == other.session.save
            && self.revealed == other.revealed
            && self.refused == other.refused
    }
}

/// Everything that can happen on the play screen.
pub enum PlayMsg<G: Game> {
    /// A person chose an action.
    Act(G::Action),
    /// The bot to act moves now (computed on the page: quick bots).
    BotMove,
    /// The worker chose `action` for the position after `at` actions.
    BotAction {
        /// Actions in the record when the worker was asked (stale answers are ignored).
        at: usize,
        /// The worker's choice; the engine still checks it.
        action: G::Action,
    },
    /// Take back the viewer's last action.
    Undo,
    /// The next player confirmed they hold the device.
    Reveal(Seat),
}

impl<G: GameUi> Reducible for PlayState<G> {
    type Action = PlayMsg<G>;

    fn reduce(self: Rc<Self>, msg: PlayMsg<G>) -> Rc<Self> {
        let mut next = (*self).clone();
        next.refused = None;
        match msg {
            PlayMsg::Act(action) => {
                if let Err(e) = next.session.apply(action) {
                    next.refused = Some(e.message);
                }
            }
            PlayMsg::BotMove => match next.session.bot_choice() {
                Some(action) => {
                    if let Err(e) = next.session.apply(action) {
                        next.refused = Some(e.message);
                    }
                }
                None => return self,
            },
            PlayMsg::BotAction { at, action } => {
                if at != next.session.save.record.actions.len() {
                    return self;
                }
                if let Err(e) = next.session.apply(action) {
                    next.refused = Some(e.message);
                }
            }
            PlayMsg::Undo => {
                if next.session.undo().is_err() {
                    return self;
                }
            }
            PlayMsg::Reveal(seat) => next.revealed = Some(seat),
        }
        next.session.save.updated = storage::now();
        Rc::new(next)
    }
}

impl<G: GameUi> PlayState<G> {
    /// The seat whose view is drawn: the human to act, else the last human who saw the board.
    pub fn viewer(&self) -> Seat {
        let s = &self.session;
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
        let s = &self.session;
        let seat = s.to_act()?;
        (G::HIDES_INFORMATION
            && s.humans().len() >= 2
            && !s.is_bot(seat)
            && self.revealed != Some(seat))
        .then_some(seat)
    }
}

/// Sends the position to the bot worker (started on first use); its answer comes back as
/// [`PlayMsg::BotAction`], its progress into `thinking`. Without a worker, the bot moves here.
fn ask_worker<G: GameUi>(
    worker: &Rc<std::cell::RefCell<Option<BotWorker>>>,
    play: &UseReducerHandle<PlayState<G>>,
    thinking: &UseStateHandle<Option<f64>>,
    at: usize,
    level: &str,
) {
    let mut slot = worker.borrow_mut();
    if slot.is_none() {
        let (play, thinking) = (play.clone(), thinking.clone());
        *slot = BotWorker::start(move |reply: Reply| {
            if let Some(p) = reply.progress {
                thinking.set(Some(p));
            }
            let at = reply.id as usize;
            match reply.action.map(serde_json::from_value::<G::Action>) {
                Some(Ok(action)) => {
                    thinking.set(None);
                    play.dispatch(PlayMsg::BotAction { at, action });
                }
                Some(Err(_)) => {
                    thinking.set(None);
                    play.dispatch(PlayMsg::BotMove);
                }
                None if reply.error.is_some() => {
                    thinking.set(None);
                    play.dispatch(PlayMsg::BotMove);
                }
                None => {}
            }
        })
        .ok();
    }
    match slot.as_ref() {
        Some(w) if w.ask(at as u64, &play.session.save.record, level).is_ok() => {
            thinking.set(Some(0.0))
        }
        _ => play.dispatch(PlayMsg::BotMove),
    }
}

/// The bot delay in milliseconds, as chosen by the speed control.
fn initial_speed() -> u32 {
    storage::load_speed().unwrap_or(700)
}

/// The game screen for one game type.
#[function_component]
pub fn PlayScreen<G>(props: &PlayProps) -> Html
where
    G: GameUi,
{
    let i18n = use_context::<I18n>().expect("i18n context");
    let play = {
        let save = (*props.save).clone();
        use_reducer(move || PlayState::<G> {
            session: Session::from_save(save).expect("checked before"),
            revealed: None,
            refused: None,
        })
    };
    let speed = use_state(initial_speed);
    let storage_error = use_state(|| None::<StorageError>);
    let actions_len = play.session.save.record.actions.len();

    // Persistence: every change of the record is written at once.
    {
        let play = play.clone();
        let storage_error = storage_error.clone();
        use_effect_with(actions_len, move |_| {
            storage_error.set(storage::write_save(&play.session.save).err());
        });
    }
    // Bots move after a readable pause; the timer is dropped if the position changes first.
    // Search bots think in the worker, so the page never blocks.
    let to_act = play.session.to_act();
    let bot_turn = to_act.is_some_and(|s| play.session.is_bot(s));
    let thinking = use_state(|| None::<f64>);
    let worker = use_mut_ref(|| None::<BotWorker>);
    {
        let play = play.clone();
        let delay = *speed;
        let thinking = thinking.clone();
        use_effect_with(
            (actions_len, bot_turn, delay),
            move |&(at, bot_turn, delay)| {
                let level = play.session.search_level();
                let timer = bot_turn.then(|| {
                    Timeout::new(delay, move || match level {
                        Some(level) => ask_worker(&worker, &play, &thinking, at, &level),
                        None => play.dispatch(PlayMsg::BotMove),
                    })
                });
                move || drop(timer)
            },
        );
    }

    let names: Rc<Vec<String>> = Rc::new(
        (0..play.session.save.seats.len())
            .map(|s| i18n.t(&G::seat_key(s)))
            .collect(),
    );
    let viewer = play.viewer();
    let view = Rc::new(play.session.state.view(viewer));
    let legal = Rc::new(if to_act == Some(viewer) && !play.session.is_bot(viewer) {
        play.session.legal()
    } else {
        Vec::new()
    });
    let on_action = {
        let play = play.clone();
        Callback::from(move |a| play.dispatch(PlayMsg::Act(a)))
    };
    let outcome = play.session.state.outcome();
    let turn_text = match to_act {
        None => i18n.t("play.game_over"),
        Some(s) if play.session.is_bot(s) => i18n.tf("play.bot_thinking", &[names[s].clone()]),
        Some(_) if play.session.humans().len() == 1 => i18n.t("play.your_turn"),
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
            storage::store_speed(ms);
            speed.set(ms);
        })
    };
    let can_undo = play.session.can_undo(viewer) && curtain.is_none();
    let board = G::board(BoardProps {
        view,
        legal,
        on_action,
        names: names.clone(),
    });

    html! {
        <section class="play" data-testid="play" data-game={G::ID}>
            <div class="turn" data-testid="turn" role="status" aria-live="polite">
                { turn_text }
                if let (Some(p), true) = (*thinking, bot_turn) {
                    <progress class="thinking" data-testid="thinking" max="100" value={format!("{:.0}", p * 100.0)}
                        aria-label={i18n.t("play.thinking")}></progress>
                }
            </div>
            if let Some(e) = &*storage_error {
                <p class="notice error" role="alert" data-testid="storage-error">{ i18n.t(e.message_key()) }</p>
            }
            if let Some(r) = &play.refused {
                <p class="notice error" role="alert" data-testid="refused">{ i18n.t("play.refused") }{" "}{ r.clone() }</p>
            }
            <div class="play-layout">
                <div class="board-area" data-testid="board-area">
                    if let Some(seat) = curtain {
                        <Curtain name={names[seat].clone()} seat={seat} on_reveal={on_reveal} />
                    } else {
                        { board }
                    }
                </div>
                <aside class="side">
                    if outcome.is_over() {
                        <GameOver<G> save={Rc::new(play.session.save.clone())} outcome={Rc::new(outcome.clone())} names={names.clone()} />
                    }
                    <PlayControls<G> save={Rc::new(play.session.save.clone())} can_undo={can_undo} on_undo={on_undo}
                        speed={*speed} on_speed={on_speed} />
                    <GameLog entries={Rc::new(play.session.log.clone())} names={names} />
                </aside>
            </div>
        </section>
    }
}
