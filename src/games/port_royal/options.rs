//! Port Royal's rule options on the new-game screen: the score that ends the game.

use crate::games::OptionsProps;
use crate::i18n::I18n;
use takhte_engine::games::port_royal::{PortRoyal, PortRoyalOptions, TARGET_POINTS};
use yew::prelude::*;

/// The options form: a select of target scores.
#[function_component]
pub fn OptionsForm(props: &OptionsProps<PortRoyal>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let options = props.options;
    let on_target = props.on_change.reform(move |e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        PortRoyalOptions {
            target_points: select.value().parse().unwrap_or(options.target_points),
        }
    });
    html! {
        <div class="field">
            <label for="option-target-points">{ i18n.t("port_royal.options.target_points") }</label>
            <select id="option-target-points" data-testid="option-target-points" onchange={on_target} disabled={props.locked}>
                { for TARGET_POINTS.map(|v| html! {
                    <option value={v.to_string()} selected={v == options.target_points}>{ i18n.num(v) }</option>
                }) }
            </select>
        </div>
    }
}

/// The options in words: "The game ends at 12 points".
pub fn summary(options: &PortRoyalOptions, i18n: &I18n) -> Vec<String> {
    vec![i18n.tf(
        "port_royal.options.target_at",
        &[i18n.num(options.target_points)],
    )]
}
