//! The orders for the chosen province: the legal moves and attacks towards the chosen
//! destination, the gifts to units there, passing, and retreating.

use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::{CLANS, CLAN_LIST};
use takhte_engine::games::sekigahara::map::MAP;
use takhte_engine::games::sekigahara::{Action, Phase, SekigaharaView};
use yew::prelude::*;

/// True if some legal move, attack or gift starts from province `p`.
pub fn is_source(v: &SekigaharaView, legal: &[Action], p: u8) -> bool {
    legal.iter().any(|a| match *a {
        Action::Move { from, .. } | Action::Attack { from, .. } => from == p,
        Action::Gift { unit, .. } => v.units[unit as usize].province == Some(p),
        _ => false,
    })
}

/// The legal destinations from `from`, each with whether it is an attack.
pub fn targets(legal: &[Action], from: u8) -> Vec<(u8, bool)> {
    let mut out: Vec<(u8, bool)> = Vec::new();
    for a in legal {
        let t = match *a {
            Action::Move { from: f, to, .. } if f == from => (to, false),
            Action::Attack { from: f, to, .. } if f == from => (to, true),
            _ => continue,
        };
        if !out.contains(&t) {
            out.push(t);
        }
    }
    out
}

/// Properties of [`Orders`].
#[derive(Properties, PartialEq)]
pub struct OrdersProps {
    /// The viewer's view.
    pub view: Rc<SekigaharaView>,
    /// The legal actions.
    pub legal: Rc<Vec<Action>>,
    /// The chosen province.
    pub selected: Option<u8>,
    /// The chosen destination.
    pub dest: Option<u8>,
    /// Sends one action.
    pub on_action: Callback<Action>,
    /// Clears the choice.
    pub on_clear: Callback<()>,
    /// On a phone the list of provinces holds the pass button.
    #[prop_or_default]
    pub narrow: bool,
}

fn prov(i18n: &I18n, p: u8) -> String {
    i18n.t(MAP[p as usize].key)
}

/// One button sending `action`, which is always one of the legal actions.
pub fn action_button(
    label: String,
    testid: String,
    action: Action,
    on_action: &Callback<Action>,
) -> Html {
    let onclick = on_action.reform(move |_: MouseEvent| action);
    html! { <button class="sk-order" {onclick} data-testid={testid}>{ label }</button> }
}

/// The attack chooser: a number of units per clan, the attack enabled exactly when legal.
#[function_component]
fn AttackChooser(props: &OrdersProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let (from, to) = (props.selected.unwrap_or(0), props.dest.unwrap_or(0));
    let options: Vec<[u8; CLANS]> = props
        .legal
        .iter()
        .filter_map(|a| match *a {
            Action::Attack {
                from: f,
                to: t,
                counts,
            } if f == from && t == to => Some(counts),
            _ => None,
        })
        .collect();
    let all = options
        .iter()
        .copied()
        .max_by_key(|c| c.iter().map(|&n| u32::from(n)).sum::<u32>())
        .unwrap_or([0; CLANS]);
    let counts = use_state(|| None::<([u8; CLANS], u8, u8)>);
    // The chosen counts belong to one from → to pair; a new pair starts with every unit.
    let chosen = match *counts {
        Some((c, f, t)) if f == from && t == to => c,
        _ => all,
    };
    if options.is_empty() {
        return Html::default();
    }
    let clans = (0..CLANS).filter(|&c| all[c] > 0).map(|c| {
        let counts = counts.clone();
        let onchange = Callback::from(move |e: Event| {
            let el: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let mut next = chosen;
            next[c] = el.value().parse().unwrap_or(0);
            counts.set(Some((next, from, to)));
        });
        let values: Vec<u8> = (0..=all[c]).filter(|&n| options.iter().any(|o| o[c] == n)).collect();
        html! {
            <label class="sk-count">
                <span class={classes!("sk-swatch", format!("clan-{c}"))} aria-hidden="true"></span>
                { i18n.t(CLAN_LIST[c].key) }
                <select {onchange} data-testid={format!("attack-count-{c}")}>
                    { for values.iter().map(|&n| html! {
                        <option value={n.to_string()} selected={n == chosen[c]}>{ i18n.num(n) }</option>
                    }) }
                </select>
            </label>
        }
    });
    let action = Action::Attack {
        from,
        to,
        counts: chosen,
    };
    let legal = options.contains(&chosen);
    let onclick = props.on_action.reform(move |_: MouseEvent| action);
    let total: u32 = chosen.iter().map(|&n| u32::from(n)).sum();
    html! {
        <div class="sk-attack" data-testid="attack-chooser">
            <p>{ i18n.tf("sekigahara.ui.attack_with", &[prov(&i18n, to)]) }</p>
            <div class="sk-counts">{ for clans }</div>
            <button class="sk-order attack" {onclick} disabled={!legal} data-testid="attack">
                { i18n.tf("sekigahara.ui.attack_button", &[prov(&i18n, to), i18n.num(total)]) }
            </button>
            <p class="muted small">{ i18n.t("sekigahara.ui.attack_cost") }</p>
        </div>
    }
}

/// What the viewer may do now with the chosen province, and the actions without a province.
#[function_component]
pub fn Orders(props: &OrdersProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let legal = &props.legal;
    if legal.is_empty() {
        return Html::default();
    }
    let retreats: Vec<u8> = legal
        .iter()
        .filter_map(|a| match *a {
            Action::Retreat { to } => Some(to),
            _ => None,
        })
        .collect();
    if let Phase::Retreat { from, .. } = v.phase {
        return html! {
            <section class="sk-orders" data-testid="orders">
                <h3>{ i18n.tf("sekigahara.ui.retreat_from", &[prov(&i18n, from)]) }</h3>
                <p class="muted">{ i18n.t("sekigahara.ui.retreat_hint") }</p>
                <div class="sk-buttons">{ for retreats.iter().map(|&to| action_button(
                    i18n.tf("sekigahara.ui.retreat_to", &[prov(&i18n, to)]), format!("retreat-{to}"),
                    Action::Retreat { to }, &props.on_action)) }</div>
            </section>
        };
    }
    if v.phase != Phase::Action {
        return Html::default();
    }
    let pass = (legal.contains(&Action::Pass) && !props.narrow).then(|| {
        action_button(
            i18n.t("sekigahara.ui.pass"),
            "pass".into(),
            Action::Pass,
            &props.on_action,
        )
    });
    let body = match (props.selected, props.dest) {
        (None, _) => {
            html! { <p class="sk-hint" data-testid="orders-hint">{ i18n.t("sekigahara.ui.choose_province") }</p> }
        }
        (Some(from), dest) => {
            let moves = dest.map(|to| {
                legal
                    .iter()
                    .filter_map(|a| match *a {
                        Action::Move {
                            from: f,
                            to: t,
                            clan,
                            count,
                        } if f == from && t == to => Some(action_button(
                            i18n.tf(
                                "sekigahara.ui.move_button",
                                &[
                                    i18n.num(count),
                                    i18n.t(CLAN_LIST[clan as usize].key),
                                    prov(&i18n, to),
                                ],
                            ),
                            format!("move-{clan}-{count}"),
                            *a,
                            &props.on_action,
                        )),
                        _ => None,
                    })
                    .collect::<Html>()
            });
            let gifts = Rc::new(super::gifts::gift_options(&i18n, v, legal, from));
            let ts = targets(legal, from);
            html! { <>
                <h3>{ i18n.tf("sekigahara.ui.from", &[prov(&i18n, from)]) }</h3>
                if ts.is_empty() {
                    <p class="muted">{ i18n.t("sekigahara.ui.no_march") }</p>
                } else if dest.is_none() {
                    <p class="sk-hint" data-testid="orders-hint">{ i18n.t("sekigahara.ui.choose_destination") }</p>
                    <div class="sk-buttons">{ for ts.iter().map(|&(t, attack)| {
                        html! { <span class={classes!("sk-dest", attack.then_some("attack"))}>
                            { if attack { i18n.tf("sekigahara.ui.dest_attack", &[prov(&i18n, t)]) } else { i18n.tf("sekigahara.ui.dest_move", &[prov(&i18n, t)]) } }
                        </span> }
                    }) }</div>
                }
                if let Some(to) = dest {
                    <h4>{ i18n.tf("sekigahara.ui.towards", &[prov(&i18n, to)]) }</h4>
                    <div class="sk-buttons" data-testid="moves">{ moves.unwrap_or_default() }</div>
                    <AttackChooser view={v.clone()} legal={legal.clone()} selected={props.selected} dest={props.dest}
                        on_action={props.on_action.clone()} on_clear={props.on_clear.clone()} />
                }
                <super::gifts::Gifts options={gifts} on_action={props.on_action.clone()} />
                <button class="link-button" onclick={props.on_clear.reform(|_: MouseEvent| ())} data-testid="clear-choice">
                    { i18n.t("sekigahara.ui.clear") }</button>
            </> }
        }
    };
    html! {
        <section class="sk-orders" data-testid="orders">
            <p class="sk-actions-left" data-testid="actions-left">{ i18n.tf("sekigahara.ui.actions_left", &[i18n.num(v.actions_left)]) }</p>
            { body }
            <div class="sk-buttons">{ for pass }</div>
        </section>
    }
}
