//! Replay: step forward and back through a saved game or one carried by a replay link.

use crate::games::{key_prefix, BoardProps, GameUi};
use crate::i18n::I18n;
use crate::link::{parse_replay, LinkError};
use crate::routes::play::LoaderProps;
use crate::routes::{Detail, ErrorPage, NewerPage};
use crate::saves::{newer_record, parse_save, record_text, SaveProblem};
use crate::session::Timeline;
use crate::storage;
use crate::widgets::replay_bar::{on_replay_key, ReplayBar, ReplayState};
use crate::widgets::{shown_stats, GameCharts, GameLog, ShownStats};
use gloo_timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use takhte_engine::{Game, LogEntry, Record, RecordError, Seat};
use yew::prelude::*;

/// How long the position rests before the log follows it, in milliseconds.
const LOG_REST_MS: u32 = 120;

/// Loads a saved game for replay (opened once, not again at every render).
#[function_component]
pub fn ReplayLoader(props: &LoaderProps) -> Html {
    (*use_memo(props.id.clone(), open_save)).clone()
}

/// The replay screen of save `id`, or the error page. A save that does not replay (one set
/// aside) is replayed up to its first action that does not, which the screen names; one of a
/// newer release is the "newer version" page.
fn open_save(id: &AttrValue) -> Html {
    let Some(text) = storage::save_text(id) else {
        return html! { <ErrorPage title_key="error.no_such_save" detail={id.clone()} /> };
    };
    match parse_save(&text) {
        Err(SaveProblem::Newer(why)) => html! { <NewerPage detail={format!("newer: {why}")} /> },
        Ok(save) => {
            let humans: Vec<usize> = (0..save.seats.len())
                .filter(|&s| save.seats[s].is_human())
                .collect();
            replay_of(
                save.record,
                if save.finished { None } else { Some(humans) },
                true,
            )
        }
        // Not a save that parses: replay the record inside it if there is one.
        Err(problem) => match record_text(&text).map(|t| Record::from_json(&t)) {
            Some(Ok(record)) => replay_of(record, None, true),
            Some(Err(e)) if e.is_newer() => html! { <NewerPage detail={format!("newer: {e}")} /> },
            Some(Err(e)) => {
                html! { <ErrorPage title_key="error.save_unreadable" detail={e.to_string()} /> }
            }
            None => {
                html! { <ErrorPage title_key="error.save_unreadable" detail={problem.detail()} /> }
            }
        },
    }
}

/// Properties of [`WatchLoader`].
#[derive(Properties, PartialEq)]
pub struct WatchProps {
    /// The replay link's query.
    pub query: AttrValue,
}

/// Opens a replay link (once), or explains why it cannot be used.
#[function_component]
pub fn WatchLoader(props: &WatchProps) -> Html {
    (*use_memo(props.query.clone(), |query| match parse_replay(query) {
        Ok(record) => replay_of(record, None, false),
        Err(LinkError::Newer(why)) => html! { <NewerPage detail={format!("newer: {why}")} /> },
        Err(e) => html! { <ErrorPage title_key={e.message_key()} detail={e.detail()} /> },
    }))
    .clone()
}

/// `record` in today's encoding, as far as it can be upgraded: when an action cannot be
/// rewritten, the actions before it (the problem is then found at that action).
fn upgraded<G: Game>(record: &Record) -> Result<Record, RecordError> {
    let mut up = record.clone();
    match up.upgrade::<G>() {
        Ok(()) => Ok(up),
        Err(e) if e.is_newer() => Err(e),
        Err(RecordError::BadAction { index, .. } | RecordError::Illegal { index, .. }) => {
            let mut cut = record.clone();
            cut.actions.truncate(index);
            cut.upgrade::<G>()?;
            cut.actions.extend_from_slice(&record.actions[index..]);
            Ok(cut)
        }
        Err(e) => Err(e),
    }
}

/// The replay screen of `record`, replayed here once, or the error page; a finished game's
/// statistics are gathered here too. With `to_problem`, a record that stops replaying is shown
/// up to its first action that does not replay, which the screen names.
fn replay_of(record: Record, seats: Option<Vec<usize>>, to_problem: bool) -> Html {
    let game = record.game.clone();
    if let Some(why) = newer_record(u64::from(record.version), &game, u64::from(record.rules)) {
        return html! { <NewerPage detail={format!("newer: {why}")} /> };
    }
    takhte_engine::with_game!(game.as_str(), G => {
        let record = match upgraded::<G>(&record) {
            Ok(record) => record,
            Err(e) if e.is_newer() => return html! { <NewerPage detail={format!("newer: {e}")} /> },
            Err(_) => record,
        };
        match Timeline::<G>::open_prefix(&record) {
            Ok((timeline, problem)) if problem.is_none() || to_problem => {
                // Opened at its end: the log holds every action's line and actor.
                let log: Rc<Vec<(Seat, LogEntry)>> = Rc::new(timeline.log().to_vec());
                let actors: Rc<Vec<Seat>> = Rc::new(log.iter().map(|(s, _)| *s).collect());
                let stats = problem.is_none().then(|| shown_stats(&record).map(Rc::new)).flatten();
                let problem = problem.map(|e| Rc::new(Problem::of(&e)));
                html! {
                    <ReplayScreen<G> timeline={Rc::new(RefCell::new(timeline))} {log} {actors} players={record.players}
                        seats={seats.map(Rc::new)} {stats} {problem} />
                }
            }
            Ok((_, Some(e))) | Err(e) if e.is_newer() => html! { <NewerPage detail={format!("newer: {e}")} /> },
            Ok((_, Some(e))) | Err(e) => html! { <ErrorPage title_key="error.link_bad_record" detail={e.to_string()} /> },
            Ok((_, None)) => unreachable!("handled above"),
        }
    }, _ => html! { <ErrorPage title_key="error.unknown_game" detail={game} /> })
}

/// The first action of a record that does not replay.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    /// Its index in the record (the number of actions that replay).
    pub index: usize,
    /// Why, in the engine's words.
    pub reason: String,
}

impl Problem {
    /// The problem a record error names (index 0 for one that names no action).
    fn of(e: &RecordError) -> Problem {
        let index = match e {
            RecordError::BadAction { index, .. } | RecordError::Illegal { index, .. } => *index,
            _ => 0,
        };
        Problem {
            index,
            reason: e.to_string(),
        }
    }
}

/// Properties of [`ReplayScreen`].
#[derive(Properties)]
pub struct ReplayProps<G: Game> {
    /// The opened record; the screen moves it from step to step.
    pub timeline: Rc<RefCell<Timeline<G>>>,
    /// The log line of each action of the record, with who made it.
    pub log: Rc<Vec<(Seat, LogEntry)>>,
    /// The seat who made each action of the record, for the turns of the replay bar.
    pub actors: Rc<Vec<Seat>>,
    /// The number of seats.
    pub players: usize,
    /// The seats whose view may be shown (`None`: any seat, the game being over).
    pub seats: Option<Rc<Vec<usize>>>,
    /// The statistics shown at the end (`None` while the game is unfinished).
    pub stats: Option<Rc<ShownStats>>,
    /// The first action that does not replay, for a record shown up to it.
    #[prop_or_default]
    pub problem: Option<Rc<Problem>>,
}

impl<G: Game> PartialEq for ReplayProps<G> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.timeline, &other.timeline)
            && Rc::ptr_eq(&self.log, &other.log)
            && self.actors == other.actors
            && self.players == other.players
            && self.seats == other.seats
            && self.stats == other.stats
            && self.problem == other.problem
    }
}

/// Steps through a record, drawing the chosen seat's view after each action.
#[function_component]
pub fn ReplayScreen<G>(props: &ReplayProps<G>) -> Html
where
    G: GameUi,
{
    let i18n = use_context::<I18n>().expect("i18n context");
    let replay = {
        let actors = props.actors.clone();
        use_reducer(move || ReplayState::new(&actors))
    };
    let step = replay.step;
    let total = replay.total;
    let allowed: Vec<usize> = match &props.seats {
        Some(s) => s.to_vec(),
        None => (0..props.players).collect(),
    };
    let seat = use_state(|| allowed.first().copied().unwrap_or(0));
    let mut timeline = props.timeline.borrow_mut();
    timeline.seek(step);
    // The log follows the position once it has rested for a moment: while the slider is
    // dragged, only the board and the bar are drawn again at each position, not the log's
    // hundreds of lines (measured in tests/e2e/replay.test.mjs; the gain was within the noise
    // of a loaded machine).
    let log_upto = use_state(|| step);
    {
        let log_upto = log_upto.clone();
        use_effect_with(step, move |&step| {
            let timer =
                (*log_upto != step).then(|| Timeout::new(LOG_REST_MS, move || log_upto.set(step)));
            move || drop(timer)
        });
    }
    let log = {
        let full = props.log.clone();
        use_memo(*log_upto, move |&upto| {
            full[..upto.min(full.len())].to_vec()
        })
    };
    let names: Rc<Vec<String>> = Rc::new(
        (0..props.players)
            .map(|s| i18n.t(&G::seat_key(s)))
            .collect(),
    );
    let dispatch = {
        let replay = replay.dispatcher();
        Callback::from(move |msg| replay.dispatch(msg))
    };
    let onkeydown = {
        let dispatch = dispatch.clone();
        let rtl = i18n.lang.dir() == "rtl";
        Callback::from(move |e: KeyboardEvent| on_replay_key(&e, rtl, &dispatch))
    };
    let on_seat = {
        let seat = seat.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(s) = select.value().parse() {
                seat.set(s);
            }
        })
    };
    let board = G::board(BoardProps {
        view: Rc::new(timeline.state().view(*seat)),
        legal: Rc::new(Vec::new()),
        on_action: Callback::noop(),
        names: names.clone(),
        recent: Rc::new(timeline.last_move().into_iter().collect()),
    });
    html! {
        <section class="replay" data-testid="replay" {onkeydown} tabindex="0">
            <h1 class="play-title">{ i18n.tf("replay.title", &[i18n.t(&format!("{}.title", key_prefix(G::ID)))]) }</h1>
            if let Some(problem) = &props.problem {
                <div class="notice warn" role="status" data-testid="replay-problem" data-index={problem.index.to_string()}>
                    <p>
                        <span aria-hidden="true">{ "⚠ " }</span>
                        { i18n.tf("replay.stops_at", &[i18n.num(problem.index), i18n.num(problem.index + 1)]) }
                    </p>
                    <Detail text={problem.reason.clone()} />
                </div>
            }
            <ReplayBar state={(*replay).clone()} {dispatch} names={names.clone()} actors={props.actors.clone()}>
                if allowed.len() > 1 {
                    <label class="inline replay-seat">
                        { i18n.t("replay.seen_by") }
                        <select onchange={on_seat} data-testid="replay-seat">
                            { for allowed.iter().map(|&s| html! {
                                <option value={s.to_string()} selected={s == *seat}>{ names[s].clone() }</option>
                            }) }
                        </select>
                    </label>
                }
            </ReplayBar>
            <div class="play-layout">
                <div class="board-area" data-testid="board-area" id="board" tabindex="-1">{ board }</div>
                <aside class="side" data-log-upto={log_upto.to_string()}><GameLog entries={log.clone()} names={names.clone()} viewer={Some(*seat)} /></aside>
            </div>
            if let (true, Some(stats)) = (step == total, &props.stats) {
                <GameCharts stats={stats.clone()} {names} />
            }
        </section>
    }
}
