//! The settlers game's rule options on the new-game screen: the game for two, the winning score,
//! the friendly robber, the discard limit and balanced dice.

use crate::games::OptionsProps;
use crate::i18n::I18n;
use takhte_engine::games::settlers::{
    Settlers, SettlersOptions, DICE_DECK_RESHUFFLE_AT, DISCARD_LIMITS, FRIENDLY_ROBBER_MAX_POINTS,
    VICTORY_POINTS,
};
use yew::prelude::*;

/// The options form: the game-for-two checkbox (which sets its rules: 15 points, the friendly
/// robber, a discard limit of 9; unticked, the usual game's), a select of winning scores, the
/// friendly-robber checkbox, a select of discard limits and the balanced-dice checkbox.
#[function_component]
pub fn OptionsForm(props: &OptionsProps<Settlers>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let options = props.options;
    // The selects follow the options when the game-for-two checkbox changes them: an option's
    // `selected` attribute alone does not move a select's choice in every browser (Firefox kept
    // the old one), so the value is set on the element after each change.
    let points_ref = use_node_ref();
    let limit_ref = use_node_ref();
    {
        let (points_ref, limit_ref) = (points_ref.clone(), limit_ref.clone());
        use_effect_with(options, move |o| {
            if let Some(select) = points_ref.cast::<web_sys::HtmlSelectElement>() {
                select.set_value(&o.victory_points.to_string());
            }
            if let Some(select) = limit_ref.cast::<web_sys::HtmlSelectElement>() {
                select.set_value(&o.discard_limit.to_string());
            }
        });
    }
    let on_two = props.on_change.reform(move |e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        let rules = if input.checked() {
            SettlersOptions::FOR_TWO
        } else {
            SettlersOptions::default()
        };
        // The dice are the player's own choice, whichever rules the game for two brings.
        SettlersOptions {
            balanced_dice: options.balanced_dice,
            ..rules
        }
    });
    let on_balanced = props.on_change.reform(move |e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        SettlersOptions {
            balanced_dice: input.checked(),
            ..options
        }
    });
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
    let on_limit = props.on_change.reform(move |e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        SettlersOptions {
            discard_limit: select.value().parse().unwrap_or(options.discard_limit),
            ..options
        }
    });
    html! {
        <>
            <div class="field inline">
                <input type="checkbox" id="option-for-two" data-testid="option-for-two"
                    aria-describedby="option-for-two-note"
                    checked={options.for_two} onchange={on_two} disabled={props.locked} />
                <label for="option-for-two">{ i18n.t("settlers.options.for_two") }</label>
            </div>
            <p class="muted" id="option-for-two-note">{ i18n.t("settlers.options.for_two_note") }</p>
            <div class="field">
                <label for="option-victory-points">{ i18n.t("settlers.options.victory_points") }</label>
                <select id="option-victory-points" data-testid="option-victory-points" ref={points_ref} onchange={on_points} disabled={props.locked}>
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
            <div class="field">
                <label for="option-discard-limit">{ i18n.t("settlers.options.discard_limit") }</label>
                <select id="option-discard-limit" data-testid="option-discard-limit" ref={limit_ref} onchange={on_limit} disabled={props.locked}>
                    { for DISCARD_LIMITS.map(|v| html! {
                        <option value={v.to_string()} selected={v == options.discard_limit}>{ i18n.num(v) }</option>
                    }) }
                </select>
            </div>
            <div class="field inline">
                <input type="checkbox" id="option-balanced-dice" data-testid="option-balanced-dice"
                    aria-describedby="option-balanced-dice-note"
                    checked={options.balanced_dice} onchange={on_balanced} disabled={props.locked} />
                <label for="option-balanced-dice">{ i18n.t("settlers.options.balanced_dice") }</label>
            </div>
            <p class="muted" id="option-balanced-dice-note">
                { i18n.tf("settlers.options.balanced_dice_note", &[i18n.num(36), i18n.num(DICE_DECK_RESHUFFLE_AT)]) }
            </p>
        </>
    }
}

/// The options in words: "the game for two" when on, "Victory at 12 points", "friendly robber"
/// when it is on, the discard limit when it is not the usual 7, and "balanced dice" when on.
pub fn summary(options: &SettlersOptions, i18n: &I18n) -> Vec<String> {
    let mut words = Vec::new();
    if options.for_two {
        words.push(i18n.t("settlers.options.for_two_on"));
    }
    words.push(i18n.tf(
        "settlers.options.victory_at",
        &[i18n.num(options.victory_points)],
    ));
    if options.friendly_robber {
        words.push(i18n.t("settlers.options.friendly_on"));
    }
    if options.discard_limit != SettlersOptions::default().discard_limit {
        words.push(i18n.tf(
            "settlers.options.discard_above",
            &[i18n.num(options.discard_limit)],
        ));
    }
    if options.balanced_dice {
        words.push(i18n.t("settlers.options.balanced_on"));
    }
    words
}
