//! The game log: one translated line per action, newest last. Consecutive actions of another
//! seat form one entry (a summary, expandable to every action); the viewer's own stay lines.
//! The summary tells the turn in one sentence: each game composes its clauses from the run's
//! log lines (`GameUi::story`, in `games/<game>/story.rs`), and [`tell`] joins them.
//! On narrow screens the log starts collapsed, showing its last entry.

use crate::games::{key_prefix, GameUi};
use crate::i18n::I18n;
use crate::widgets::use_after_paint;
use std::ops::Range;
use std::rc::Rc;
use takhte_engine::{with_game, LogArg, LogEntry, Seat, GAME_IDS};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// One argument of a log line in words: a seat by its name, a number in the language's digits,
/// a key translated.
pub fn render_arg(i18n: &I18n, arg: &LogArg, names: &[String]) -> String {
    match arg {
        LogArg::Player(s) => names.get(*s).cloned().unwrap_or_else(|| i18n.num(s + 1)),
        LogArg::Num(n) => i18n.num(n),
        LogArg::Key(k) => i18n.t(k),
    }
}

/// Argument `i` of a log line as shown (empty when the line has none there): what a turn's
/// story quotes from its lines.
pub fn arg_text(i18n: &I18n, entry: &LogEntry, names: &[String], i: usize) -> String {
    entry
        .args
        .get(i)
        .map(|a| render_arg(i18n, a, names))
        .unwrap_or_default()
}

/// Translates one log entry, naming players by their seat names.
pub fn render_entry(i18n: &I18n, entry: &LogEntry, names: &[String]) -> String {
    let args: Vec<String> = entry
        .args
        .iter()
        .map(|a| render_arg(i18n, a, names))
        .collect();
    i18n.tf(entry.key, &args)
}

/// Items as one phrase: "a", "a and b", "a, b and c" (each language's comma and "and").
pub fn and_list(i18n: &I18n, items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [rest @ .., last] => i18n.tf("log.items_and", &[i18n.list(rest), last.clone()]),
    }
}

/// A seat's turn in one sentence: its name, then its clauses ("rolled 8", "built a road", …)
/// joined by each language's comma and "and".
pub fn tell(i18n: &I18n, name: &str, clauses: &[String]) -> String {
    let mut joined = String::new();
    for (i, clause) in clauses.iter().enumerate() {
        joined = match i {
            0 => clause.clone(),
            _ if i + 1 == clauses.len() => i18n.tf("log.story_and", &[joined, clause.clone()]),
            _ => i18n.tf("log.story_then", &[joined, clause.clone()]),
        };
    }
    i18n.tf("log.story", &[name.to_string(), joined])
}

/// The clauses of a turn being told, in the order they first happen. A counted clause ("built
/// 2 roads") and a tally ("discarded 2 wood and 1 ore") are told once, their counts growing.
#[derive(Default)]
pub struct Story {
    clauses: Vec<Clause>,
}

/// One clause of a [`Story`].
enum Clause {
    /// Said as it is.
    Said(String),
    /// A catalogue key taking the count as `{0}`.
    Counted { key: &'static str, n: i64 },
    /// A catalogue key taking, as `{0}`, a list of "n thing".
    Tally {
        key: &'static str,
        items: Vec<(Item, i64)>,
    },
}

/// One item of a tally: a name ("2 wood"), or a catalogue key taking the count ("a road", "2
/// roads").
#[derive(PartialEq)]
enum Item {
    Name(String),
    Counted(&'static str),
}

impl Story {
    /// Adds a clause as it is.
    pub fn say(&mut self, clause: String) {
        self.clauses.push(Clause::Said(clause));
    }

    /// Adds `n` to the counted clause of `key` (told where it first happened).
    pub fn count(&mut self, key: &'static str, n: i64) {
        for clause in &mut self.clauses {
            if let Clause::Counted { key: k, n: total } = clause {
                if *k == key {
                    *total += n;
                    return;
                }
            }
        }
        self.clauses.push(Clause::Counted { key, n });
    }

    /// Adds `n` of `item` to the tally of `key` (told where it first happened): "discarded 2
    /// wood and 1 ore".
    pub fn tally(&mut self, key: &'static str, item: String, n: i64) {
        self.add(key, Item::Name(item), n);
    }

    /// Adds `n` to the item of `item_key` (a key taking the count) in the tally of `key`:
    /// "built a settlement and 2 roads".
    pub fn tally_counted(&mut self, key: &'static str, item_key: &'static str, n: i64) {
        self.add(key, Item::Counted(item_key), n);
    }

    fn add(&mut self, key: &'static str, item: Item, n: i64) {
        for clause in &mut self.clauses {
            if let Clause::Tally { key: k, items } = clause {
                if *k == key {
                    match items.iter_mut().find(|(i, _)| *i == item) {
                        Some((_, total)) => *total += n,
                        None => items.push((item, n)),
                    }
                    return;
                }
            }
        }
        self.clauses.push(Clause::Tally {
            key,
            items: vec![(item, n)],
        });
    }

    /// The clauses in words.
    pub fn clauses(self, i18n: &I18n) -> Vec<String> {
        self.clauses
            .into_iter()
            .map(|clause| match clause {
                Clause::Said(text) => text,
                Clause::Counted { key, n } => i18n.tf(key, &[i18n.num(n)]),
                Clause::Tally { key, items } => {
                    let items: Vec<String> = items
                        .into_iter()
                        .map(|(item, n)| match item {
                            Item::Name(name) => i18n.tf("log.n_of", &[i18n.num(n), name]),
                            Item::Counted(key) => i18n.tf(key, &[i18n.num(n)]),
                        })
                        .collect();
                    i18n.tf(key, &[and_list(i18n, &items)])
                }
            })
            .collect()
    }
}

/// The number of a log argument (0 if it is not one).
pub fn arg_num(entry: &LogEntry, i: usize) -> i64 {
    match entry.args.get(i) {
        Some(LogArg::Num(n)) => *n,
        _ => 0,
    }
}

/// The story of a run of one seat's actions, told by the game whose log lines these are (found
/// by the lines' catalogue prefix): `None` when that game does not tell it.
fn story_of(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
    let prefix = run.first()?.1.key.split('.').next()?;
    let id = GAME_IDS.iter().find(|id| key_prefix(id) == prefix)?;
    with_game!(id, G => G::story(i18n, run, names), _ => None).filter(|clauses| !clauses.is_empty())
}

/// The summary of a seat's run of actions: the game's story of it in one sentence, or else who,
/// how many, and the last of them.
fn turn_summary(
    i18n: &I18n,
    entries: &[(Seat, LogEntry)],
    names: &[String],
    seat: Seat,
    actions: &Range<usize>,
) -> String {
    let name = names.get(seat).cloned().unwrap_or_default();
    if let Some(clauses) = story_of(i18n, &entries[actions.clone()], names) {
        return tell(i18n, &name, &clauses);
    }
    let last = render_entry(i18n, &entries[actions.end - 1].1, names);
    i18n.tf("log.turn", &[name, i18n.num(actions.len()), last])
}

/// A part of the log as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogPart {
    /// Actions shown one line each (indices into the log).
    Lines(Range<usize>),
    /// Two or more consecutive actions of one seat other than the viewer: one entry.
    Turn {
        /// Who acted.
        seat: Seat,
        /// Their actions (indices into the log).
        actions: Range<usize>,
    },
}

/// Splits the actors of the log (in order) into parts: each run of two or more consecutive
/// actions of a seat other than `viewer` is one [`LogPart::Turn`]; everything else (the
/// viewer's actions, single actions) is kept as lines, neighbouring lines in one part.
pub fn group_turns(actors: &[Seat], viewer: Option<Seat>) -> Vec<LogPart> {
    let mut parts = Vec::new();
    let mut lines_from = None::<usize>;
    let mut i = 0;
    while i < actors.len() {
        let seat = actors[i];
        let end = i + actors[i..].iter().take_while(|&&s| s == seat).count();
        if end - i >= 2 && Some(seat) != viewer {
            if let Some(from) = lines_from.take() {
                parts.push(LogPart::Lines(from..i));
            }
            parts.push(LogPart::Turn {
                seat,
                actions: i..end,
            });
        } else {
            lines_from.get_or_insert(i);
        }
        i = end;
    }
    if let Some(from) = lines_from {
        parts.push(LogPart::Lines(from..actors.len()));
    }
    parts
}

/// Every run of two or more actions of one seat in a heuristic bots' game (`bot_record` of
/// `players` and `seed`), with their log lines: what the stories are tested on.
#[cfg(test)]
pub fn bot_runs<G: takhte_engine::bots::Strategy>(
    players: usize,
    seed: u64,
) -> Vec<Vec<(Seat, LogEntry)>> {
    let record = takhte_engine::testing::bot_record::<G>(players, seed);
    let timeline = crate::session::Timeline::<G>::open(&record).expect("the record opens");
    let mut runs: Vec<Vec<(Seat, LogEntry)>> = Vec::new();
    for entry in timeline.log() {
        match runs.last_mut() {
            Some(run) if run[0].0 == entry.0 => run.push(*entry),
            _ => runs.push(vec![*entry]),
        }
    }
    runs.retain(|run| run.len() >= 2);
    runs
}

/// Properties of [`GameLog`].
#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    /// (actor, entry) per action.
    pub entries: Rc<Vec<(Seat, LogEntry)>>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
    /// The seat whose own actions are never grouped (none: every seat's runs are grouped).
    #[prop_or_default]
    pub viewer: Option<Seat>,
}

/// True when the screen is wide enough for the log to start open beside the board.
fn wide_screen() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(min-width: 861px)").ok().flatten())
        .is_none_or(|m| m.matches())
}

/// The scrolling, keyboard-focusable list of what happened.
#[function_component]
pub fn GameLog(props: &GameLogProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let list = use_node_ref();
    let open = use_state(wide_screen);
    // A long log (a reopened save) is drawn a frame after the rest of the screen.
    let painted = use_after_paint();
    {
        let list = list.clone();
        use_effect_with((props.entries.len(), painted), move |_| {
            // In the next frame, when the page is laid out anyway: reading the height now
            // would lay it out once more inside this task.
            let scroll = wasm_bindgen::closure::Closure::once_into_js(move || {
                if let Some(el) = list.cast::<web_sys::Element>() {
                    el.set_scroll_top(el.scroll_height());
                }
            });
            if let Some(w) = web_sys::window() {
                let _ = w.request_animation_frame(scroll.unchecked_ref());
            }
        });
    }
    let names = &props.names;
    let actors: Vec<Seat> = props.entries.iter().map(|(s, _)| *s).collect();
    let parts = group_turns(&actors, props.viewer);
    let last_entry = parts.last().map(|part| match part {
        LogPart::Lines(r) => render_entry(&i18n, &props.entries[r.end - 1].1, names),
        LogPart::Turn { seat, actions } => {
            turn_summary(&i18n, &props.entries, names, *seat, actions)
        }
    });
    let outer = use_node_ref();
    let ontoggle = {
        let (open, outer) = (open.clone(), outer.clone());
        // Toggles of the entries inside reach this listener too: read the log's own state.
        Callback::from(move |_: Event| {
            if let Some(details) = outer.cast::<web_sys::HtmlDetailsElement>() {
                if details.open() != *open {
                    open.set(details.open());
                }
            }
        })
    };
    html! {
        <details ref={outer} class="log" open={*open} {ontoggle}>
            <summary>
                <h2 id="log-title">{ i18n.t("play.log") }</h2>
                if let (false, Some(last)) = (*open, last_entry) {
                    <span class="log-last" data-testid="log-last">{ last }</span>
                }
            </summary>
            // A Tab stop (to scroll the list by keyboard) only once it has something to read.
            <div ref={list} data-testid="log" class="log-list" role="log"
                tabindex={(!props.entries.is_empty()).then_some("0")} aria-labelledby="log-title"
                aria-busy={(!painted).then_some("true")}>
                { for parts.iter().filter(|_| painted).map(|part| {
                    let key = match part {
                        LogPart::Lines(r) => format!("l{}", r.start),
                        LogPart::Turn { actions, .. } => format!("t{}", actions.start),
                    };
                    html! { <LogPartView {key} part={part.clone()} entries={props.entries.clone()} names={names.clone()} /> }
                }) }
            </div>
        </details>
    }
}

/// Properties of [`LogPartView`].
#[derive(Properties)]
struct LogPartProps {
    /// Which actions, and how they are shown.
    part: LogPart,
    /// The whole log (only this part's entries are read).
    entries: Rc<Vec<(Seat, LogEntry)>>,
    /// Seat names.
    names: Rc<Vec<String>>,
}

impl PartialEq for LogPartProps {
    /// Equal when the part shows the same entries under the same names: a new action leaves
    /// every earlier part alone, so only the last one is drawn again.
    fn eq(&self, other: &Self) -> bool {
        let range = match &self.part {
            LogPart::Lines(r) | LogPart::Turn { actions: r, .. } => r.clone(),
        };
        self.part == other.part
            && self.names == other.names
            && self.entries.get(range.clone()) == other.entries.get(range)
    }
}

/// One part of the log: lines, or a seat's turn as an expandable summary.
#[function_component]
fn LogPartView(props: &LogPartProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let names = &props.names;
    let line = |i: usize| {
        let (seat, e) = &props.entries[i];
        // Keyed by index: unkeyed, a line added at the end would rewrite every line before it
        // (Yew matches unkeyed lists from their ends).
        html! { <li key={i} class={format!("seat-{seat}")}>{ render_entry(&i18n, e, names) }</li> }
    };
    match &props.part {
        LogPart::Lines(r) => html! {
            <ol start={(r.start + 1).to_string()}>{ for r.clone().map(line) }</ol>
        },
        LogPart::Turn { seat, actions } => {
            let summary = turn_summary(&i18n, &props.entries, names, *seat, actions);
            html! {
                <details class={format!("log-turn seat-{seat}")} data-testid="log-turn">
                    <summary>{ summary }</summary>
                    <ol start={(actions.start + 1).to_string()}>{ for actions.clone().map(line) }</ol>
                </details>
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bots_run_of_actions_is_one_turn_and_the_viewers_stay_lines() {
        // Viewer 0 acts twice, bot 1 four times, 0 once, bot 2 once, bot 1 twice.
        let actors = [0, 0, 1, 1, 1, 1, 0, 2, 1, 1];
        assert_eq!(
            group_turns(&actors, Some(0)),
            vec![
                LogPart::Lines(0..2),
                LogPart::Turn {
                    seat: 1,
                    actions: 2..6
                },
                LogPart::Lines(6..8),
                LogPart::Turn {
                    seat: 1,
                    actions: 8..10
                },
            ]
        );
    }

    #[test]
    fn without_a_viewer_every_run_is_grouped_and_single_actions_are_lines() {
        let actors = [0, 0, 1, 0, 1, 1];
        assert_eq!(
            group_turns(&actors, None),
            vec![
                LogPart::Turn {
                    seat: 0,
                    actions: 0..2
                },
                LogPart::Lines(2..4),
                LogPart::Turn {
                    seat: 1,
                    actions: 4..6
                },
            ]
        );
    }

    #[test]
    fn every_action_is_in_exactly_one_part_in_order() {
        let actors = [2, 2, 2, 0, 1, 1, 0, 0, 3];
        for viewer in [None, Some(0), Some(1), Some(2), Some(3)] {
            let parts = group_turns(&actors, viewer);
            let covered: Vec<usize> = parts
                .iter()
                .flat_map(|p| match p {
                    LogPart::Lines(r) => r.clone(),
                    LogPart::Turn { actions, .. } => actions.clone(),
                })
                .collect();
            assert_eq!(covered, (0..actors.len()).collect::<Vec<_>>(), "{viewer:?}");
            for p in &parts {
                if let LogPart::Turn { seat, actions } = p {
                    assert!(actions.len() >= 2 && Some(*seat) != viewer);
                    assert!(actors[actions.clone()].iter().all(|s| s == seat));
                }
            }
        }
    }

    #[test]
    fn a_story_joins_its_clauses_with_each_languages_comma_and_and() {
        use crate::i18n::Lang;
        let clauses = ["a", "b", "c"].map(String::from);
        let en = I18n { lang: Lang::En };
        assert_eq!(tell(&en, "Red", &clauses[..1]), "Red a");
        assert_eq!(tell(&en, "Red", &clauses[..2]), "Red a and b");
        assert_eq!(tell(&en, "Red", &clauses), "Red a, b and c");
        assert_eq!(
            tell(&I18n { lang: Lang::Fa }, "قرمز", &clauses),
            "قرمز a، b و c"
        );
        assert_eq!(
            tell(&I18n { lang: Lang::Ar }, "الأحمر", &clauses),
            "الأحمر a، وb، وc"
        );
        assert_eq!(and_list(&en, &clauses), "a, b and c");
    }

    #[test]
    fn a_counted_clause_and_a_tally_are_told_once_where_they_first_happen() {
        use crate::i18n::Lang;
        let en = I18n { lang: Lang::En };
        let mut story = Story::default();
        story.tally_counted("settlers.story.built", "settlers.story.roads", 1);
        story.say("x".into());
        story.tally("settlers.story.discarded", "wood".into(), 1);
        story.tally_counted("settlers.story.built", "settlers.story.settlements", 1);
        story.tally_counted("settlers.story.built", "settlers.story.roads", 1);
        story.count("settlers.story.bought", 1);
        story.tally("settlers.story.discarded", "ore".into(), 1);
        story.tally("settlers.story.discarded", "wood".into(), 1);
        story.count("settlers.story.bought", 2);
        assert_eq!(
            story.clauses(&en),
            [
                "built 2 roads and a settlement",
                "x",
                "discarded 2 wood and 1 ore",
                "bought 3 development cards"
            ]
        );
    }

    #[test]
    fn a_turn_is_told_by_its_game_and_counted_when_no_game_tells_it() {
        use crate::i18n::Lang;
        let en = I18n { lang: Lang::En };
        let names: Vec<String> = ["White", "Black"].map(String::from).to_vec();
        let pass = (1, LogEntry::new("shikoku.log.pass", [LogArg::Player(1)]));
        let entries = vec![pass, pass];
        assert_eq!(
            turn_summary(&en, &entries, &names, 1, &(0..2)),
            "Black passed 2 cards"
        );
        let odd = (1, LogEntry::new("unknown.log.thing", [LogArg::Player(1)]));
        let entries = vec![odd, odd];
        assert!(turn_summary(&en, &entries, &names, 1, &(0..2)).starts_with("Black — 2 actions: "));
    }

    #[test]
    fn an_empty_log_has_no_parts() {
        assert_eq!(group_turns(&[], Some(0)), vec![]);
    }
}
