//! The card-counting aid on the play screen: off by default, a toggle, a per-game default
//! chosen on the new-game screen (kept in localStorage), and a panel computed by the engine
//! from the viewer's own views only (`takhte_engine::aid`). Hidden behind the curtain.

use crate::i18n::I18n;
use crate::saves::Save;
use std::rc::Rc;
use takhte_engine::aid::{aid_of, Aid};
use takhte_engine::Seat;
use yew::prelude::*;

/// How a game draws its aid.
pub trait AidUi: Aid {
    /// The aid as tables and sentences; `names` are the seat names.
    fn aid_html(aid: &Self::Summary, viewer: Seat, names: &[String], i18n: &I18n) -> Html;
}

/// The localStorage key of a game's aid default.
fn default_key(game: &str) -> String {
    format!("takhte.aid.{game}")
}

/// The browser's localStorage, if any.
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// Whether the aid starts shown in games of `game` (off unless chosen on the new-game screen).
pub fn aid_default(game: &str) -> bool {
    local()
        .and_then(|s| s.get_item(&default_key(game)).ok().flatten())
        .is_some_and(|v| v == "on")
}

/// Remembers whether the aid starts shown in games of `game`.
fn store_aid_default(game: &str, on: bool) {
    if let Some(s) = local() {
        let _ = s.set_item(&default_key(game), if on { "on" } else { "off" });
    }
}

/// Properties of [`AidDefault`].
#[derive(Properties, PartialEq)]
pub struct AidDefaultProps {
    /// The game id.
    pub game: AttrValue,
}

/// The new-game screen's checkbox: show the aid when a game of this kind starts.
#[function_component]
pub fn AidDefault(props: &AidDefaultProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let on = use_state(|| aid_default(&props.game));
    let onchange = {
        let (on, game) = (on.clone(), props.game.clone());
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            store_aid_default(&game, input.checked());
            on.set(input.checked());
        })
    };
    html! {
        <label class="field check aid-default">
            <input type="checkbox" data-testid="aid-default" checked={*on} {onchange} />
            { i18n.t("aid.default") }
        </label>
    }
}

/// Properties of [`AidPanel`].
#[derive(Properties, PartialEq)]
pub struct AidProps {
    /// The game being played.
    pub save: Rc<Save>,
    /// The seat holding the device: the aid is computed from its views.
    pub viewer: Seat,
    /// Seat names.
    pub names: Rc<Vec<String>>,
    /// True while the curtain hides the board: the aid is hidden too.
    pub hidden: bool,
}

/// The aid's toggle and, when shown, its panel for the viewer.
#[function_component]
pub fn AidPanel<G: AidUi>(props: &AidProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let on = use_state(|| aid_default(G::ID));
    let aid = {
        let save = props.save.clone();
        use_memo(
            (props.save.clone(), props.viewer, *on),
            move |&(_, viewer, on)| on.then(|| aid_of::<G>(&save.record, viewer).ok()).flatten(),
        )
    };
    if props.hidden {
        return html! {};
    }
    let toggle = {
        let on = on.clone();
        Callback::from(move |_| on.set(!*on))
    };
    html! {
        <div class="aid-box">
            <button class="button" data-testid="aid-toggle" aria-pressed={on.to_string()}
                aria-controls={aid.is_some().then_some("aid-panel")} onclick={toggle}>
                { i18n.t(if *on { "aid.hide" } else { "aid.show" }) }
            </button>
            if let Some(aid) = &*aid {
                <section class="aid" id="aid-panel" data-testid="aid" aria-labelledby="aid-title">
                    <h2 id="aid-title">{ i18n.t("aid.title") }</h2>
                    <p class="muted">{ i18n.tf("aid.whose", &[props.names[props.viewer].clone()]) }</p>
                    { G::aid_html(aid, props.viewer, &props.names, &i18n) }
                </section>
            }
        </div>
    }
}
