//! Gifts to the units of the chosen province: folded behind one button; opened, a list of the
//! distinct legal gifts (which unit, which cards) and a button giving the chosen one.

use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::CLAN_LIST;
use takhte_engine::games::sekigahara::{Action, SekigaharaView};
use yew::prelude::*;

/// The legal gifts to units in `from`, one per distinct (clan, hits, sworn, cards), each with
/// its description.
pub fn gift_options(
    i18n: &I18n,
    v: &SekigaharaView,
    legal: &[Action],
    from: u8,
) -> Vec<(Action, String)> {
    let mut seen = Vec::new();
    let mut out = Vec::new();
    for a in legal {
        let Action::Gift { unit, cards } = *a else {
            continue;
        };
        let u = v.units[unit as usize];
        if u.province != Some(from) || seen.contains(&(u.clan, u.hits, u.sworn, cards)) {
            continue;
        }
        seen.push((u.clan, u.hits, u.sworn, cards));
        let names: Vec<String> = (0..64u8)
            .filter(|&c| cards & (1 << c) != 0)
            .map(|c| super::card_name(i18n, c))
            .collect();
        let hits = if u.hits > 0 {
            i18n.tf("sekigahara.ui.with_hits", &[i18n.num(u.hits)])
        } else {
            String::new()
        };
        let label = i18n.tf(
            "sekigahara.ui.gift_button",
            &[
                i18n.t(CLAN_LIST[u.clan as usize].key),
                hits,
                i18n.list(&names),
            ],
        );
        out.push((*a, label));
    }
    out
}

/// Properties of [`Gifts`].
#[derive(Properties, PartialEq)]
pub struct GiftsProps {
    /// The distinct legal gifts with their descriptions.
    pub options: Rc<Vec<(Action, String)>>,
    /// Sends the gift.
    pub on_action: Callback<Action>,
}

/// The gifts: a button opening the choice, then the choice and the button that gives.
#[function_component]
pub fn Gifts(props: &GiftsProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let open = use_state(|| false);
    let chosen = use_state(|| 0usize);
    if props.options.is_empty() {
        return Html::default();
    }
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let i = (*chosen).min(props.options.len() - 1);
    let (action, ref label) = props.options[i];
    let testid = match action {
        Action::Gift { unit, cards } => format!("gift-{unit}-{cards}"),
        _ => String::new(),
    };
    let onchange = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            let el: web_sys::HtmlSelectElement = e.target_unchecked_into();
            chosen.set(el.selected_index().max(0) as usize);
        })
    };
    html! {
        <div class="sk-gifts">
            <button class="link-button" onclick={toggle} aria-expanded={open.to_string()} data-testid="gifts">
                { i18n.t("sekigahara.ui.gifts") }</button>
            if *open {
                <p class="muted small">{ i18n.t("sekigahara.ui.gift_hint") }</p>
                <select {onchange} data-testid="gift-options" aria-label={i18n.t("sekigahara.ui.gifts")}>
                    { for props.options.iter().enumerate().map(|(k, (_, l))| html! {
                        <option value={k.to_string()} selected={k == i}>{ l.clone() }</option> }) }
                </select>
                <button class="sk-order" onclick={props.on_action.reform(move |_: MouseEvent| action)}
                    data-testid={testid} title={label.clone()}>{ i18n.t("sekigahara.ui.give") }</button>
            }
        </div>
    }
}
