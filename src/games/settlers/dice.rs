//! The last roll: two dice with pips, shaken briefly when a new roll arrives.

use crate::i18n::I18n;
use yew::prelude::*;

/// Properties of [`Dice`].
#[derive(Properties, PartialEq)]
pub struct DiceProps {
    /// The last roll, if any.
    pub dice: Option<[u8; 2]>,
    /// True if the roll was made this turn (it is shaken when it appears).
    pub fresh: bool,
    /// True when another seat made this roll since the viewer last acted (it is outlined).
    pub recent: bool,
}

/// Pip positions of a die face (on a 0–30 square).
fn pips(n: u8) -> &'static [(u8, u8)] {
    match n {
        1 => &[(15, 15)],
        2 => &[(8, 8), (22, 22)],
        3 => &[(8, 8), (15, 15), (22, 22)],
        4 => &[(8, 8), (22, 8), (8, 22), (22, 22)],
        5 => &[(8, 8), (22, 8), (15, 15), (8, 22), (22, 22)],
        _ => &[(8, 8), (22, 8), (8, 15), (22, 15), (8, 22), (22, 22)],
    }
}

/// One die face.
pub(crate) fn die(n: u8) -> Html {
    html! {
        <svg class="die" viewBox="0 0 30 30" aria-hidden="true">
            <rect x="1" y="1" width="28" height="28" rx="6" />
            { for pips(n).iter().map(|&(x, y)| html! { <circle cx={x.to_string()} cy={y.to_string()} r="3" /> }) }
        </svg>
    }
}

/// The dice of the last roll with their sum; the shake replays whenever the roll changes.
#[function_component]
pub fn Dice(props: &DiceProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    match props.dice {
        None => html! {
            <div class="dice none" data-testid="dice">{ i18n.t("settlers.ui.no_roll") }</div>
        },
        Some([a, b]) => {
            let label = i18n.tf(
                "settlers.ui.last_roll",
                &[i18n.num(a), i18n.num(b), i18n.num(a + b)],
            );
            html! {
                <div class={classes!("dice", props.fresh.then_some("rolling"), props.recent.then_some("recent"))} data-testid="dice"
                    data-recent={props.recent.then_some("true")} data-sum={(a + b).to_string()} role="img" aria-label={label.clone()} title={label}>
                    <span class="dice-label" aria-hidden="true">{ i18n.t("settlers.ui.roll_label") }</span>
                    { die(a) }{ die(b) }
                    <span class={classes!("dice-sum", (a + b == 7).then_some("seven"))} aria-hidden="true">{ i18n.num(a + b) }</span>
                </div>
            }
        }
    }
}
