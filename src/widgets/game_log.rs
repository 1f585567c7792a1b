//! The game log: one translated line per action, newest last, announced politely.

use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::{LogArg, LogEntry, Seat};
use yew::prelude::*;

/// Translates one log entry, naming players by their seat names.
pub fn render_entry(i18n: &I18n, entry: &LogEntry, names: &[String]) -> String {
    let args: Vec<String> = entry
        .args
        .iter()
        .map(|a| match a {
            LogArg::Player(s) => names.get(*s).cloned().unwrap_or_else(|| i18n.num(s + 1)),
            LogArg::Num(n) => i18n.num(n),
            LogArg::Key(k) => i18n.t(k),
        })
        .collect();
    i18n.tf(entry.key, &args)
}

/// Properties of [`GameLog`].
#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    /// (actor, entry) per action.
    pub entries: Rc<Vec<(Seat, LogEntry)>>,
    /// Seat names.
    pub names: Rc<Vec<String>>,
}

/// The scrolling list of what happened.
#[function_component]
pub fn GameLog(props: &GameLogProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with(props.entries.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    html! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{ i18n.t("play.log") }</h2>
            <ol ref={list} data-testid="log" aria-live="polite" class="log-list">
                { for props.entries.iter().enumerate().map(|(i, (seat, e))| html! {
                    <li class={format!("seat-{seat}")} key={i}>{ render_entry(&i18n, e, &props.names) }</li>
                }) }
            </ol>
        </section>
    }
}
