//! The table: the deck with its public counts, the harbour row, the pirate meter, and the
//! draw, stop and buy-nothing controls. Harbour cards are bought by clicking them.

use super::art::ship_class;
use super::card::{ability_text, card_label, face};
use super::icons::{coin, kind_class, kind_icon};
use crate::games::BoardProps;
use crate::i18n::I18n;
use takhte_engine::games::port_royal::content::{card, Kind};
use takhte_engine::games::port_royal::{Action, PortRoyal, Step};
use yew::prelude::*;

/// The deck: a face-down pile with its size, and what is known to be in it.
fn deck(i18n: &I18n, size: u32, pirates: u32, ships: u32, ship_gold: u32) -> Html {
    let label = i18n.tf(
        "port_royal.ui.deck_label",
        &[
            i18n.num(size),
            i18n.num(pirates),
            i18n.num(ships),
            i18n.num(ship_gold),
        ],
    );
    html! {
        <div class="pr-deck" data-testid="deck" data-size={size.to_string()} role="group" aria-label={label}>
            <div class={classes!("pr-deck-pile", (size == 0).then_some("empty"))} aria-hidden="true">
                <span class="pr-deck-size">{ i18n.num(size) }</span>
                <span class="pr-deck-word">{ i18n.t("port_royal.zone.deck") }</span>
            </div>
            <ul class="pr-deck-facts">
                <li data-testid="deck-pirates" data-count={pirates.to_string()}>
                    { kind_icon(Kind::Pirate) }{ i18n.tf("port_royal.label.deck_pirates", &[i18n.num(pirates)]) }
                </li>
                <li data-testid="deck-ships" data-count={ships.to_string()}>
                    { kind_icon(Kind::Ship) }{ i18n.tf("port_royal.ui.deck_ships", &[i18n.num(ships), i18n.num(ship_gold)]) }
                </li>
            </ul>
        </div>
    }
}

/// The harbour, the deck and the turn controls.
#[function_component]
pub fn Table(props: &BoardProps<PortRoyal>) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let v = &props.view;
    let active = props.names[v.active].clone();
    let buying = v.step == Step::Purchase && props.legal.contains(&Action::Pass);
    // Cards another seat revealed are its last move until the viewer acts.
    let others_turn = v.active != v.seat && !props.recent.is_empty();
    let newest = (v.step == Step::Reveal)
        .then(|| v.harbour.len().checked_sub(1))
        .flatten();
    let cards = v.harbour.iter().enumerate().map(|(slot, h)| {
        let c = card(h.card);
        let action = Action::Buy { slot: slot as u8 };
        let kind = kind_class(c.kind);
        let class = classes!(
            "pr-card",
            kind,
            (c.kind == Kind::Ship).then(|| ship_class(c.gold)),
            others_turn.then_some("recent"),
            (Some(slot) == newest).then_some("newest"),
            h.affordable.then_some("affordable"),
        );
        let testid = format!("harbour-{slot}");
        let body = face(&i18n, h.card, h.cost);
        let tag = (h.affordable && v.step == Step::Reveal).then(|| html! {
            <span class="pr-can-buy">{ i18n.t("port_royal.ui.can_buy") }</span>
        });
        let item = if buying {
            let enabled = props.legal.contains(&action);
            let label = if enabled {
                let buy = i18n.tf("port_royal.ui.buy_card", &[i18n.t(c.name), i18n.num(h.cost)]);
                match ability_text(&i18n, c.ability) {
                    Some(a) => format!("{buy} {a}"),
                    None => buy,
                }
            } else {
                card_label(&i18n, h.card, h.cost)
            };
            let onclick = props.on_action.reform(move |_: MouseEvent| action);
            html! {
                <button type="button" class={classes!(class, "buy", enabled.then_some("buyable"))} {onclick}
                    disabled={!enabled} aria-label={label} data-testid={testid} data-card={h.card.to_string()}
                    data-kind={kind} data-gold={h.gold.to_string()} data-cost={h.cost.to_string()}
                    data-affordable={h.affordable.to_string()}>
                    { body }
                </button>
            }
        } else {
            html! {
                <div class={class} role="img" aria-label={card_label(&i18n, h.card, h.cost)}
                    data-testid={testid} data-card={h.card.to_string()} data-kind={kind}
                    data-gold={h.gold.to_string()} data-cost={h.cost.to_string()}
                    data-affordable={h.affordable.to_string()}>
                    { body }{ for tag }
                </div>
            }
        };
        html! { <li key={format!("{slot}-{}", h.card)}>{ item }</li> }
    });
    let empty_key = if props.legal.contains(&Action::Draw) {
        "port_royal.ui.harbour_empty"
    } else {
        "port_royal.ui.harbour_empty_other"
    };
    let pirates = v.pirates_in_harbour.min(2);
    let meter = (0..2u8).map(|i| {
        html! { <span class={classes!("pr-skull-slot", (i < pirates).then_some("filled"))}>{ kind_icon(Kind::Pirate) }</span> }
    });
    let button = |action: Action, key: &str, testid: &str, primary: bool| {
        let enabled = props.legal.contains(&action);
        let onclick = props.on_action.reform(move |_: MouseEvent| action);
        html! {
            <button type="button" class={classes!("button", "big", primary.then_some("primary"))} {onclick}
                disabled={!enabled} data-testid={testid.to_string()}>{ i18n.t(key) }</button>
        }
    };
    html! {
        <div class="pr-table">
            { deck(&i18n, v.deck_size, v.deck_pirates, v.deck_ships, v.deck_ship_gold) }
            <section class="pr-harbour" aria-labelledby="pr-harbour-title">
                <h3 id="pr-harbour-title">
                    { i18n.t("port_royal.zone.harbour") }
                    if v.step != Step::Over {
                        <span class="muted pr-drawn">{ i18n.tf("port_royal.ui.drawn", &[i18n.num(v.drawn)]) }</span>
                    }
                </h3>
                if v.step != Step::Over {
                <div class="pr-controls">
                    { button(Action::Draw, "port_royal.action.draw", "draw", v.step == Step::Reveal) }
                    { button(Action::Stop, "port_royal.action.stop", "stop", false) }
                    { button(Action::Pass, "port_royal.action.pass", "pass", false) }
                    if buying {
                        <p class="pr-hint" data-testid="buy-hint">{ i18n.t("port_royal.ui.buy_hint") }</p>
                    }
                </div>
                <div class="pr-meters">
                    <span class={classes!("pr-meter", (pirates == 1).then_some("warn"))} data-testid="pirates"
                        data-count={v.pirates_in_harbour.to_string()}>
                        { for meter }
                        { i18n.tf("port_royal.ui.pirates", &[i18n.num(v.pirates_in_harbour)]) }
                        if pirates == 1 && v.step == Step::Reveal {
                            <strong class="pr-warn-text">{ " " }{ i18n.t("port_royal.ui.pirate_warning") }</strong>
                        }
                    </span>
                    if v.driven_off > 0 {
                        <span class="pr-meter" data-testid="driven-off">{ i18n.tf("port_royal.ui.driven_off", &[i18n.num(v.driven_off)]) }</span>
                    }
                    <span class="pr-meter" data-testid="haul" data-gold={v.haul.to_string()}>
                        { coin(None) }{ i18n.tf("port_royal.ui.haul", &[active, i18n.num(v.haul)]) }
                    </span>
                </div>
                }
                if v.harbour.is_empty() {
                    <p class="pr-harbour-empty muted" data-testid="harbour-empty">{ i18n.t(empty_key) }</p>
                }
                <ul class="pr-row" data-testid="harbour" data-step={format!("{:?}", v.step).to_lowercase()}>{ for cards }</ul>
            </section>
        </div>
    }
}
