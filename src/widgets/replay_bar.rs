//! The replay bar: a slider over the moves, play/pause at three speeds, a move or a turn back
//! and forward, the first and last move, and the keys that do the same (issue 46).
//!
//! The position is a [`ReplayState`] kept by the replay screen in a reducer; the bar shows it
//! and sends [`ReplayMsg`]s. A turn is a run of consecutive actions by one seat, as the game log
//! groups a turn (`game_log::group_turns`). Buttons that cannot act are `aria-disabled`, not
//! disabled, so the focus stays on the control just used (a disabled button drops it to the
//! page).

use crate::i18n::I18n;
use gloo_timers::callback::Timeout;
use std::rc::Rc;
use takhte_engine::Seat;
use yew::prelude::*;

/// The autoplay speeds offered (moves per step of [`STEP_MS`]).
pub const SPEEDS: [u32; 3] = [1, 2, 4];
/// The pause between two moves of autoplay at 1×, in milliseconds.
pub const STEP_MS: u32 = 800;

/// Where the replay stands and whether it plays by itself.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayState {
    /// The number of actions applied (0: the opening position).
    pub step: usize,
    /// The number of actions in the record.
    pub total: usize,
    /// True while autoplay runs.
    pub playing: bool,
    /// The autoplay speed, one of [`SPEEDS`].
    pub speed: u32,
    /// The steps at which a turn starts (0 and every action whose actor differs from the last).
    starts: Rc<Vec<usize>>,
}

/// What a control or key asks of the replay.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ReplayMsg {
    /// Go to this step (the slider).
    Seek(usize),
    /// The opening position.
    First,
    /// The end of the record.
    Last,
    /// One move back.
    Back,
    /// One move forward.
    Forward,
    /// The start of this turn, or of the previous one when already there.
    PrevTurn,
    /// The start of the next turn (the end after the last turn).
    NextTurn,
    /// Play or pause; play from the start when at the end.
    TogglePlay,
    /// Autoplay's next move.
    Tick,
    /// Change the autoplay speed.
    Speed(u32),
}

/// The steps at which a turn starts: 0 and each action by another seat than the one before.
pub fn turn_starts(actors: &[Seat]) -> Vec<usize> {
    (0..actors.len())
        .filter(|&i| i == 0 || actors[i] != actors[i - 1])
        .collect()
}

impl ReplayState {
    /// At the end of a record whose actions were made by `actors` (one seat per action).
    pub fn new(actors: &[Seat]) -> Self {
        ReplayState {
            step: actors.len(),
            total: actors.len(),
            playing: false,
            speed: SPEEDS[0],
            starts: Rc::new(turn_starts(actors)),
        }
    }

    /// The turn shown: its number counted from 1 (0 before the first move) and the number of
    /// turns.
    pub fn turn(&self) -> (usize, usize) {
        let shown = if self.step == 0 {
            0
        } else {
            self.starts.partition_point(|&s| s < self.step)
        };
        (shown, self.starts.len())
    }

    /// The steps the turn shown covers (`start..end`), none before the first move.
    pub fn turn_span(&self) -> Option<std::ops::Range<usize>> {
        let (n, _) = self.turn();
        let start = *self.starts.get(n.checked_sub(1)?)?;
        let end = self.starts.get(n).copied().unwrap_or(self.total);
        Some(start..end)
    }

    /// The state after `msg`. Every move but autoplay's own pauses autoplay.
    pub fn after(&self, msg: ReplayMsg) -> ReplayState {
        let mut next = self.clone();
        let manual = |to: usize| (to.min(self.total), false);
        let (step, playing) = match msg {
            ReplayMsg::Seek(to) => manual(to),
            ReplayMsg::First => manual(0),
            ReplayMsg::Last => manual(self.total),
            ReplayMsg::Back => manual(self.step.saturating_sub(1)),
            ReplayMsg::Forward => manual(self.step + 1),
            ReplayMsg::PrevTurn => manual(
                self.starts
                    .iter()
                    .rev()
                    .find(|&&s| s < self.step)
                    .copied()
                    .unwrap_or(0),
            ),
            ReplayMsg::NextTurn => manual(
                self.starts
                    .iter()
                    .find(|&&s| s > self.step)
                    .copied()
                    .unwrap_or(self.total),
            ),
            ReplayMsg::TogglePlay if self.playing => (self.step, false),
            ReplayMsg::TogglePlay if self.step >= self.total => (0, self.total > 0),
            ReplayMsg::TogglePlay => (self.step, true),
            ReplayMsg::Tick if self.playing => {
                let to = (self.step + 1).min(self.total);
                (to, to < self.total)
            }
            ReplayMsg::Tick => (self.step, false),
            ReplayMsg::Speed(speed) => {
                next.speed = if SPEEDS.contains(&speed) {
                    speed
                } else {
                    SPEEDS[0]
                };
                (self.step, self.playing)
            }
        };
        next.step = step;
        next.playing = playing;
        next
    }
}

impl Reducible for ReplayState {
    type Action = ReplayMsg;

    fn reduce(self: Rc<Self>, msg: ReplayMsg) -> Rc<Self> {
        let next = self.after(msg);
        if next == *self {
            self
        } else {
            Rc::new(next)
        }
    }
}

/// The message of a key pressed on the replay screen, if any: ← and → step (mirrored in a
/// right-to-left page, where time runs leftwards), Home and End go to the first and last move,
/// Space plays or pauses.
pub fn key_msg(key: &str, rtl: bool) -> Option<ReplayMsg> {
    let (forward, back) = if rtl {
        ("ArrowLeft", "ArrowRight")
    } else {
        ("ArrowRight", "ArrowLeft")
    };
    match key {
        k if k == forward => Some(ReplayMsg::Forward),
        k if k == back => Some(ReplayMsg::Back),
        "Home" => Some(ReplayMsg::First),
        "End" => Some(ReplayMsg::Last),
        " " | "Spacebar" => Some(ReplayMsg::TogglePlay),
        _ => None,
    }
}

/// A keydown on the replay screen, handled when it is a replay key and no control under the
/// focus needs it (a select's arrows, a button's or a summary's Space); the page does not also
/// scroll or move the slider by itself.
pub fn on_replay_key(e: &KeyboardEvent, rtl: bool, dispatch: &Callback<ReplayMsg>) {
    if e.default_prevented() || e.ctrl_key() || e.alt_key() || e.meta_key() {
        return;
    }
    let Some(msg) = key_msg(&e.key(), rtl) else {
        return;
    };
    let tag = e
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .map(|el| {
            let kind = el.get_attribute("type").unwrap_or_default();
            (el.tag_name().to_ascii_lowercase(), kind)
        })
        .unwrap_or_default();
    let own_keys = match tag.0.as_str() {
        "select" | "textarea" => true,
        "input" => tag.1 != "range",
        "button" | "summary" | "a" => msg == ReplayMsg::TogglePlay,
        _ => false,
    };
    if own_keys {
        return;
    }
    e.prevent_default();
    dispatch.emit(msg);
}

/// Properties of [`ReplayBar`].
#[derive(Properties, PartialEq)]
pub struct ReplayBarProps {
    /// The position and autoplay.
    pub state: ReplayState,
    /// Where the controls send their messages.
    pub dispatch: Callback<ReplayMsg>,
    /// Seat names, for the turn shown.
    pub names: Rc<Vec<String>>,
    /// The seat who made each action.
    pub actors: Rc<Vec<Seat>>,
    /// More controls at the end of the bar (the seat whose view is shown).
    #[prop_or_default]
    pub children: Html,
}

/// The replay bar (see the module's comment). Sticky: at the top of the window on wide screens,
/// at its bottom on phones (the style sheet places it after the board there). Its items are in
/// the order a phone shows them, row by row (buttons, slider, move and turn, speed and seat);
/// a wide screen puts the slider last, across the bar.
#[function_component]
pub fn ReplayBar(props: &ReplayBarProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let state = &props.state;
    let (step, total) = (state.step, state.total);
    {
        // Autoplay: one move after each pause, while playing; a new step or speed restarts it.
        let dispatch = props.dispatch.clone();
        use_effect_with(
            (state.playing, step, state.speed),
            move |&(playing, _, speed)| {
                let timer = playing.then(|| {
                    Timeout::new(STEP_MS / speed.max(1), move || {
                        dispatch.emit(ReplayMsg::Tick)
                    })
                });
                move || drop(timer)
            },
        );
    }
    let send = |msg: ReplayMsg, can: bool| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            if can {
                dispatch.emit(msg);
            }
        })
    };
    let button = |id: &str, label: &str, msg: ReplayMsg, can: bool, kind: Icon| {
        html! {
            <button type="button" class="button replay-button" data-testid={format!("replay-{id}")}
                aria-label={i18n.t(label)} aria-disabled={if can { "false" } else { "true" }}
                onclick={send(msg, can)}>{ icon(kind) }</button>
        }
    };
    let on_slider = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            if let Ok(to) = input.value().parse::<usize>() {
                dispatch.emit(ReplayMsg::Seek(to));
            }
        })
    };
    let on_speed = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Ok(speed) = select.value().parse::<u32>() {
                dispatch.emit(ReplayMsg::Speed(speed));
            }
        })
    };
    let step_text = i18n.tf("replay.step", &[i18n.num(step), i18n.num(total)]);
    let (turn, turns) = state.turn();
    let turn_text = match state.turn_span() {
        Some(span) => {
            let actor = props.actors.get(span.start).copied().unwrap_or(0);
            i18n.tf(
                "replay.turn",
                &[
                    i18n.num(turn),
                    i18n.num(turns),
                    props.names.get(actor).cloned().unwrap_or_default(),
                    i18n.num(span.len()),
                ],
            )
        }
        None => i18n.t("replay.turn_none"),
    };
    let (play_label, play_icon) = if state.playing {
        ("replay.pause", Icon::Pause)
    } else {
        ("replay.play", Icon::Play)
    };
    html! {
        <div class="replay-bar" role="toolbar" aria-label={i18n.t("replay.controls")} data-testid="replay-bar"
            data-playing={state.playing.to_string()} data-step={step.to_string()}>
            <div class="replay-buttons">
                { button("start", "replay.start", ReplayMsg::First, step > 0, Icon::Start) }
                { button("prev-turn", "replay.prev_turn", ReplayMsg::PrevTurn, step > 0, Icon::PrevTurn) }
                { button("back", "replay.back", ReplayMsg::Back, step > 0, Icon::Back) }
                <button type="button" class="button replay-button replay-play" data-testid="replay-play"
                    aria-label={i18n.t(play_label)} aria-disabled={if total > 0 { "false" } else { "true" }}
                    onclick={send(ReplayMsg::TogglePlay, total > 0)}>{ icon(play_icon) }</button>
                { button("forward", "replay.forward", ReplayMsg::Forward, step < total, Icon::Forward) }
                { button("next-turn", "replay.next_turn", ReplayMsg::NextTurn, step < total, Icon::NextTurn) }
                { button("end", "replay.end", ReplayMsg::Last, step < total, Icon::End) }
            </div>
            <input type="range" class="replay-slider" data-testid="replay-slider" min="0"
                    max={total.to_string()} step="1" value={step.to_string()}
                    aria-label={i18n.t("replay.slider")} aria-valuetext={step_text.clone()}
                    oninput={on_slider} />
            <span data-testid="replay-step" class="replay-step">{ step_text }</span>
            <span data-testid="replay-turn" class="replay-turn" data-turn={turn.to_string()}>{ turn_text }</span>
                <label class="replay-speed">
                    <span class="replay-speed-name">{ i18n.t("replay.speed") }</span>
                    <select onchange={on_speed} data-testid="replay-speed">
                        { for SPEEDS.iter().map(|&s| html! {
                            <option value={s.to_string()} selected={s == state.speed}>
                                { i18n.tf("replay.speed_x", &[i18n.num(s)]) }
                            </option>
                        }) }
                    </select>
                </label>
                { props.children.clone() }
        </div>
    }
}

/// A replay control's drawing.
#[derive(Clone, Copy)]
enum Icon {
    Start,
    PrevTurn,
    Back,
    Play,
    Pause,
    Forward,
    NextTurn,
    End,
}

/// A small drawn icon for a replay control (fonts may lack the media glyphs); decorative, as
/// the button carries the name. Drawn pointing forward to the right; the style sheet mirrors it
/// in right-to-left pages.
fn icon(kind: Icon) -> Html {
    let path = match kind {
        Icon::Start => "M3 2h2v12H3zM13 2v12L6 8z",
        Icon::PrevTurn => "M8 2v12L1 8zM15 2v12L8 8z",
        Icon::Back => "M10.5 2 12 3.5 7.5 8l4.5 4.5-1.5 1.5-6-6z",
        Icon::Play => "M4 2v12l10-6z",
        Icon::Pause => "M3 2h3.5v12H3zM9.5 2H13v12H9.5z",
        Icon::Forward => "M5.5 2 4 3.5 8.5 8 4 12.5 5.5 14l6-6z",
        Icon::NextTurn => "M1 2v12l7-6zM8 2v12l7-6z",
        Icon::End => "M11 2h2v12h-2zM3 2v12l7-6z",
    };
    html! {
        <svg class="replay-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d={path} fill="currentColor" />
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seats 0,0,0 | 1 | 2,2 | 0,0 | 1: five turns over nine actions.
    fn state() -> ReplayState {
        ReplayState::new(&[0, 0, 0, 1, 2, 2, 0, 0, 1])
    }

    #[test]
    fn turns_start_where_the_actor_changes() {
        assert_eq!(
            turn_starts(&[0, 0, 0, 1, 2, 2, 0, 0, 1]),
            vec![0, 3, 4, 6, 8]
        );
        assert_eq!(turn_starts(&[]), Vec::<usize>::new());
        let s = state();
        assert_eq!((s.step, s.total, s.playing), (9, 9, false));
        assert_eq!(s.turn(), (5, 5));
        assert_eq!(s.turn_span(), Some(8..9));
        let at = |step| ReplayState { step, ..state() };
        assert_eq!(at(0).turn(), (0, 5));
        assert_eq!(at(0).turn_span(), None);
        assert_eq!((at(1).turn(), at(1).turn_span()), ((1, 5), Some(0..3)));
        assert_eq!((at(3).turn(), at(3).turn_span()), ((1, 5), Some(0..3)));
        assert_eq!((at(4).turn(), at(4).turn_span()), ((2, 5), Some(3..4)));
        assert_eq!((at(6).turn(), at(6).turn_span()), ((3, 5), Some(4..6)));
    }

    #[test]
    fn turn_buttons_go_to_the_turn_boundaries_and_stop_at_the_ends() {
        let mut s = state().after(ReplayMsg::First);
        let mut forward = vec![s.step];
        while s.step < s.total {
            s = s.after(ReplayMsg::NextTurn);
            forward.push(s.step);
        }
        assert_eq!(forward, vec![0, 3, 4, 6, 8, 9]);
        let mut back = vec![s.step];
        while s.step > 0 {
            s = s.after(ReplayMsg::PrevTurn);
            back.push(s.step);
        }
        assert_eq!(back, vec![9, 8, 6, 4, 3, 0]);
        // From inside a turn, back goes to its start.
        let inside = ReplayState { step: 5, ..state() };
        assert_eq!(inside.after(ReplayMsg::PrevTurn).step, 4);
        assert_eq!(inside.after(ReplayMsg::NextTurn).step, 6);
        assert_eq!(s.after(ReplayMsg::PrevTurn).step, 0, "at 0 it stays");
    }

    #[test]
    fn steps_and_seeks_are_clamped_and_pause_autoplay() {
        let s = ReplayState {
            step: 4,
            playing: true,
            ..state()
        };
        assert_eq!(
            s.after(ReplayMsg::Forward),
            ReplayState {
                step: 5,
                playing: false,
                ..state()
            }
        );
        assert_eq!(s.after(ReplayMsg::Back).step, 3);
        assert_eq!(s.after(ReplayMsg::Seek(100)).step, 9);
        assert_eq!(s.after(ReplayMsg::Seek(2)).step, 2);
        assert!(!s.after(ReplayMsg::Seek(2)).playing);
        assert_eq!(s.after(ReplayMsg::Last).step, 9);
        assert_eq!(s.after(ReplayMsg::First).step, 0);
        let end = state();
        assert_eq!(end.after(ReplayMsg::Forward).step, 9);
        assert_eq!(end.after(ReplayMsg::First).after(ReplayMsg::Back).step, 0);
    }

    #[test]
    fn autoplay_steps_one_move_a_tick_and_stops_at_the_end() {
        let mut s = ReplayState { step: 6, ..state() }.after(ReplayMsg::TogglePlay);
        assert!(s.playing);
        let mut seen = vec![];
        while s.playing {
            s = s.after(ReplayMsg::Tick);
            seen.push(s.step);
        }
        assert_eq!(seen, vec![7, 8, 9]);
        assert_eq!(
            s.after(ReplayMsg::Tick).step,
            9,
            "a late tick after the end does nothing"
        );
        // Play at the end starts again from the opening position; play again pauses.
        let again = s.after(ReplayMsg::TogglePlay);
        assert_eq!((again.step, again.playing), (0, true));
        assert!(!again.after(ReplayMsg::TogglePlay).playing);
        // A paused replay ignores a tick already under way.
        assert_eq!(
            ReplayState { step: 2, ..state() }
                .after(ReplayMsg::Tick)
                .step,
            2
        );
        // Speed keeps playing, and only the offered speeds are taken.
        assert_eq!(again.after(ReplayMsg::Speed(4)).speed, 4);
        assert!(again.after(ReplayMsg::Speed(4)).playing);
        assert_eq!(again.after(ReplayMsg::Speed(3)).speed, 1);
        // An empty record never plays.
        assert!(!ReplayState::new(&[]).after(ReplayMsg::TogglePlay).playing);
    }

    #[test]
    fn keys_step_with_time_running_the_way_the_page_reads() {
        assert_eq!(key_msg("ArrowRight", false), Some(ReplayMsg::Forward));
        assert_eq!(key_msg("ArrowLeft", false), Some(ReplayMsg::Back));
        assert_eq!(key_msg("ArrowLeft", true), Some(ReplayMsg::Forward));
        assert_eq!(key_msg("ArrowRight", true), Some(ReplayMsg::Back));
        assert_eq!(key_msg("Home", true), Some(ReplayMsg::First));
        assert_eq!(key_msg("End", false), Some(ReplayMsg::Last));
        assert_eq!(key_msg(" ", false), Some(ReplayMsg::TogglePlay));
        assert_eq!(key_msg("a", false), None);
        assert_eq!(key_msg("ArrowUp", false), None);
    }
}
