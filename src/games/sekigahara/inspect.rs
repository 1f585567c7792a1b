//! Help for what the player points at: the inspector beside the map describes the province
//! or card last hovered, focused or touched (its units, holder, castle, routes; a card's full
//! effect), and the card faces that report themselves to it.

use super::geo::WAYS;
use super::map::{stack_label, stacks, Stack};
use crate::i18n::I18n;
use std::rc::Rc;
use takhte_engine::games::sekigahara::content::{card, Card, CLAN_LIST, SIDE_KEYS};
use takhte_engine::games::sekigahara::map::{MAP, ROUTES};
use takhte_engine::games::sekigahara::SekigaharaView;
use yew::prelude::*;

/// What the inspector shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inspect {
    /// A province, by id.
    Province(u8),
    /// A card, by id.
    Card(u8),
}

/// The accessible name of a province: its name first (as drawn), then what it is, who holds
/// it (`control`), what stands there and what the viewer may do with it.
pub fn province_label(
    i18n: &I18n,
    control: Option<u8>,
    p: u8,
    st: &[Stack],
    target: Option<bool>,
    retreat: bool,
    source: bool,
) -> String {
    let pr = MAP[p as usize];
    let mut label = vec![i18n.t(pr.key)];
    if pr.castle {
        label.push(i18n.t("sekigahara.ui.castle"));
    }
    if pr.border {
        label.push(i18n.t("sekigahara.ui.border"));
    }
    label.push(match control {
        Some(s) => i18n.tf("sekigahara.ui.held_by", &[i18n.t(SIDE_KEYS[s as usize])]),
        None => i18n.t("sekigahara.ui.neutral"),
    });
    label.extend(st.iter().map(|s| stack_label(i18n, s)));
    match target {
        Some(true) => label.push(i18n.t("sekigahara.ui.can_attack")),
        Some(false) => label.push(i18n.t("sekigahara.ui.can_move")),
        None if retreat => label.push(i18n.t("sekigahara.ui.can_retreat")),
        None if source => label.push(i18n.t("sekigahara.ui.can_order")),
        None => {}
    }
    i18n.list(&label)
}

/// The full help text of a card: a loyalty card's uses, or an event's effect.
pub fn card_help(i18n: &I18n, id: u8) -> String {
    match card(id) {
        Card::Loyalty { clan, value } => i18n.tf(
            "sekigahara.ui.loyalty_help",
            &[i18n.t(CLAN_LIST[clan as usize].key), i18n.num(value)],
        ),
        Card::Event(e) => i18n.t(&format!("{}.text", e.key())),
    }
}

/// Where the card faces report hover, focus and touch.
pub type InspectCallback = Callback<Inspect>;

/// Properties of [`CardFace`].
#[derive(Properties, PartialEq)]
pub struct CardFaceProps {
    /// The card's id.
    pub id: u8,
}

/// A small face of a card (clan colour and initial with its value, or the event's name) that
/// shows its full effect in the inspector when hovered, focused or touched, and as a tooltip.
#[function_component]
pub fn CardFace(props: &CardFaceProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let inspect = use_context::<InspectCallback>();
    let id = props.id;
    let report = move || {
        inspect
            .clone()
            .map(|cb| cb.reform(move |_: ()| Inspect::Card(id)))
    };
    let onmouseenter = report().map(|cb| cb.reform(|_: MouseEvent| ()));
    let onfocus = report().map(|cb| cb.reform(|_: FocusEvent| ()));
    let ontouchstart = report().map(|cb| cb.reform(|_: TouchEvent| ()));
    let help = card_help(&i18n, id);
    let name = super::card_name(&i18n, id);
    let label = format!("{name}: {help}");
    match card(id) {
        Card::Loyalty { clan, value } => html! {
            <span class={classes!("sk-card", format!("clan-{clan}"))} title={help} tabindex="0" role="note"
                aria-label={label} {onmouseenter} {onfocus} {ontouchstart}>
                <span class="sk-card-mon" aria-hidden="true">{ i18n.t(&format!("{}.initial", CLAN_LIST[clan as usize].key)) }</span>
                <span class="sk-card-clan">{ i18n.t(CLAN_LIST[clan as usize].key) }</span>
                <span class="sk-card-value">{ i18n.num(value) }</span>
            </span>
        },
        Card::Event(e) => html! {
            <span class="sk-card event" title={help} tabindex="0" role="note" aria-label={label}
                {onmouseenter} {onfocus} {ontouchstart}>
                <span class="sk-card-clan">{ i18n.t(e.key()) }</span>
            </span>
        },
    }
}

/// Properties of [`Inspector`].
#[derive(Properties, PartialEq)]
pub struct InspectorProps {
    /// The viewer's view.
    pub view: Rc<SekigaharaView>,
    /// What to describe.
    pub what: Option<Inspect>,
}

/// The inspector: a short panel describing the province or card pointed at.
#[function_component]
pub fn Inspector(props: &InspectorProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let body = match props.what {
        None => html! { <p class="muted">{ i18n.t("sekigahara.ui.inspect_hint") }</p> },
        Some(Inspect::Card(id)) => html! { <>
            <h3>{ super::card_name(&i18n, id) }</h3>
            <p>{ card_help(&i18n, id) }</p>
        </> },
        Some(Inspect::Province(p)) => {
            let pr = MAP[p as usize];
            let st = stacks(v, p);
            let mut facts = vec![match v.control[p as usize] {
                Some(s) => i18n.tf("sekigahara.ui.held_by", &[i18n.t(SIDE_KEYS[s as usize])]),
                None => i18n.t("sekigahara.ui.neutral"),
            }];
            if pr.castle {
                facts.push(i18n.t("sekigahara.ui.castle"));
            }
            if pr.border {
                facts.push(i18n.t("sekigahara.ui.border"));
            }
            let routes: Vec<String> = ROUTES
                .iter()
                .zip(WAYS.iter())
                .filter_map(|(&(a, b), &(way, _))| {
                    let q = if a == p {
                        b
                    } else if b == p {
                        a
                    } else {
                        return None;
                    };
                    Some(i18n.tf(
                        "sekigahara.ui.route_to",
                        &[i18n.t(way.key()), i18n.t(MAP[q as usize].key)],
                    ))
                })
                .collect();
            html! { <>
                <h3>{ i18n.t(pr.key) }</h3>
                <p>{ facts.join(" · ") }</p>
                if st.is_empty() {
                    <p class="muted">{ i18n.t("sekigahara.ui.no_units") }</p>
                } else {
                    <ul class="sk-inspect-units">{ for st.iter().map(|s| html! {
                        <li><span class={classes!("sk-swatch", format!("clan-{}", s.clan))} aria-hidden="true"></span>{ stack_label(&i18n, s) }</li>
                    }) }</ul>
                }
                <p class="small">{ i18n.tf("sekigahara.ui.routes", &[routes.join("; ")]) }</p>
            </> }
        }
    };
    html! {
        <section class="sk-inspector" data-testid="inspector" aria-live="polite">{ body }</section>
    }
}
