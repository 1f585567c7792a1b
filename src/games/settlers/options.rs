//! The settlers game's rule options on the new-game screen: the winning score and the friendly
//! robber.

use crate::games::OptionsProps;
use crate::i18n::I18n;
use takhte_engine::games::settlers::{
    Settlers, SettlersOptions, FRIENDLY_ROBBER_MAX_POINTS, VICTORY_POINTS,
};
use yew::prelude::*;

/// The options form: a select of winning scores and the friendly-robber checkbox.
#[function_component]
pub fn OptionsForm(props: &OptionsProps<Settlers>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let options = props.options;
    let on_points = props.on_change.reform(move |e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        SettlersOptions {
            victory_points: select.value().parse().unwrap_or(options.victory_points),
            ..options
        }
    });
    let on_friendly = props.on_change.reform(move |e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        SettlersOptions {
            friendly_robber: input.checked(),
            ..options
        }
    });
    html! {
        <>
            <div class="field">
                <label for="option-victory-points">{ i18n.t("settlers.options.victory_points") }</label>
                <select id="option-victory-points" data-testid="option-victory-points" onchange={on_points} disabled={props.locked}>
                    { for VICTORY_POINTS.map(|v| html! {
                        <option value={v.to_string()} selected={v == options.victory_points}>{ i18n.num(v) }</option>
                    }) }
                </select>
            </div>
            <div class="field inline">
                <input type="checkbox" id="option-friendly-robber" data-testid="option-friendly-robber"
                    checked={options.friendly_robber} onchange={on_friendly} disabled={props.locked} />
                <label for="option-friendly-robber">
                    { i18n.tf("settlers.options.friendly_robber", &[i18n.num(FRIENDLY_ROBBER_MAX_POINTS)]) }
                </label>
            </div>
        </>
    }
}

/// The options in words: "Victory at 12 points", and "friendly robber" when it is on.
pub fn summary(options: &SettlersOptions, i18n: &I18n) -> Vec<String> {
    let mut words = vec![i18n.tf(
        "settlers.options.victory_at",
        &[i18n.num(options.victory_points)],
    )];
    if options.friendly_robber {
        words.push(i18n.t("settlers.options.friendly_on"));
    }
    words
}
