//! On a phone the map is too small to touch: this list beside it offers the provinces the
//! player can act on now, as large buttons (the sources, then the destinations of the chosen
//! one), each with the units standing there.

use super::map::{stack_label, stacks};
use super::orders::{is_source, targets};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::CLAN_LIST;
use takhte_engine::games::sekigahara::map::MAP;
use takhte_engine::games::sekigahara::{Action, Phase, SekigaharaView};
use yew::prelude::*;

/// Properties of [`Choices`].
#[derive(Properties, PartialEq)]
pub struct ChoicesProps {
    /// The viewer's view.
    pub view: Rc<SekigaharaView>,
    /// The legal actions.
    pub legal: Rc<Vec<Action>>,
    /// The chosen province.
    pub selected: Option<u8>,
    /// A province was chosen (the same as touching it on the map).
    pub on_province: Callback<u8>,
    /// Sends an action (the pass).
    pub on_action: Callback<Action>,
}

/// The short unit summary of a province: "Ⓜ2 Ⓓ1".
fn units_line(i18n: &I18n, v: &SekigaharaView, p: u8) -> Html {
    html! { <>{ for stacks(v, p).iter().map(|s| html! {
        <span class={classes!("sk-chip", format!("clan-{}", s.clan), format!("side-{}", s.side))}>
            { i18n.t(&format!("{}.initial", CLAN_LIST[s.clan as usize].key)) }{ i18n.num(s.n) }
        </span>
    }) }</> }
}

/// The provinces to act on, as buttons, and the pass.
#[function_component]
pub fn Choices(props: &ChoicesProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    if v.phase != Phase::Action || props.legal.is_empty() {
        return Html::default();
    }
    let button = |p: u8, kind: &'static str, text: String| {
        let onclick = props.on_province.reform(move |_: MouseEvent| p);
        let pressed = props.selected == Some(p);
        // Named in words ("Izumo, 2 Ishida Mōri units"), not by its chips' initials: the chips
        // are hidden from screen readers, which read the units spelled out instead.
        let name = i18n.list(
            &std::iter::once(text.clone())
                .chain(stacks(v, p).iter().map(|s| stack_label(&i18n, s)))
                .collect::<Vec<_>>(),
        );
        let spoken = name[text.len()..].to_string();
        html! {
            <button class={classes!("sk-pick", kind)} {onclick} aria-pressed={pressed.to_string()}
                data-move-name={name} data-testid={format!("pick-{p}")}>
                <span class="sk-pick-name">{ text }</span>
                <span class="visually-hidden">{ spoken }</span>
                <span class="sk-pick-units" aria-hidden="true">{ units_line(&i18n, v, p) }</span>
            </button>
        }
    };
    let name = |p: u8| i18n.t(MAP[p as usize].key);
    let list: Vec<Html> = match props.selected {
        None => (0..MAP.len() as u8)
            .filter(|&p| is_source(v, &props.legal, p))
            .map(|p| button(p, "source", name(p)))
            .collect(),
        Some(s) => std::iter::once(button(s, "selected", name(s)))
            .chain(targets(&props.legal, s).into_iter().map(|(t, attack)| {
                if attack {
                    button(
                        t,
                        "attack",
                        i18n.tf("sekigahara.ui.dest_attack", &[name(t)]),
                    )
                } else {
                    button(t, "move", i18n.tf("sekigahara.ui.dest_move", &[name(t)]))
                }
            }))
            .collect(),
    };
    html! {
        <nav class="sk-choices" data-testid="choices" aria-label={i18n.t("sekigahara.ui.choices")}>
            { for list }
            if props.legal.contains(&Action::Pass) {
                { super::orders::action_button(i18n.t("sekigahara.ui.pass"), "pass".into(), Action::Pass, &props.on_action) }
            }
        </nav>
    }
}
