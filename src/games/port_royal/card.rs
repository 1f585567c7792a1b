//! One card's face, its spoken name, and the ability texts, all from the engine's card table.

use super::art::card_art;
use super::icons::{coin, kind_class, points};
use crate::i18n::I18n;
use takhte_engine::games::port_royal::content::{card, Ability, Kind};
use yew::prelude::*;

/// The translated text of an ability, if the card has one.
pub fn ability_text(i18n: &I18n, ability: Ability) -> Option<String> {
    Some(match ability {
        Ability::None => return None,
        Ability::FreePurchase(n) => i18n.tf("port_royal.ability.free_purchase", &[i18n.num(n)]),
        Ability::Discount(n) => i18n.tf("port_royal.ability.discount", &[i18n.num(n)]),
        Ability::ShipBonus(n) => i18n.tf("port_royal.ability.ship_bonus", &[i18n.num(n)]),
        Ability::Income(n) => i18n.tf("port_royal.ability.income", &[i18n.num(n)]),
        Ability::BustGold(n) => i18n.tf("port_royal.ability.bust_gold", &[i18n.num(n)]),
        Ability::DriveOff => i18n.t("port_royal.ability.drive_off"),
        Ability::BigHaul { cards, gold } => i18n.tf(
            "port_royal.ability.big_haul",
            &[i18n.num(cards), i18n.num(gold)],
        ),
    })
}

/// The spoken description of card `id` costing `cost` for the active player.
pub fn card_label(i18n: &I18n, id: u8, cost: u32) -> String {
    let c = card(id);
    let name = i18n.t(c.name);
    let base = match c.kind {
        Kind::Pirate => return i18n.t("port_royal.ui.card_label_pirate"),
        Kind::Ship => i18n.tf(
            "port_royal.ui.card_label_ship",
            &[name, i18n.num(c.gold), i18n.num(cost), i18n.num(c.points)],
        ),
        kind => i18n.tf(
            "port_royal.ui.card_label",
            &[
                name,
                i18n.t(&format!("port_royal.kind.{}", kind_class(kind))),
                i18n.num(cost),
                i18n.num(c.points),
            ],
        ),
    };
    match ability_text(i18n, c.ability) {
        Some(a) => format!("{base} {a}"),
        None => base,
    }
}

/// The face of card `id`: kind, name, picture, ship gold or ability, cost and points; a
/// character's full effect also pops up on hover, focus and a long press.
/// `cost` is what the active player would pay (the printed cost is shown struck out if it differs).
pub fn face(i18n: &I18n, id: u8, cost: u32) -> Html {
    let c = card(id);
    let kind = i18n.t(&format!("port_royal.kind.{}", kind_class(c.kind)));
    let middle = match c.kind {
        Kind::Ship => html! {
            <div class="pr-card-gold" data-testid="ship-gold">
                <span class="coins">{ for (0..c.gold).map(|_| coin(None)) }</span>
                <span class="gold-text">{ i18n.tf("port_royal.ui.ship_gold", &[i18n.num(c.gold)]) }</span>
            </div>
        },
        Kind::Pirate => html! {
            <p class="pr-card-text danger">{ i18n.t("port_royal.ui.pirate_text") }</p>
        },
        _ => html! {
            if let Some(text) = ability_text(i18n, c.ability) {
                <p class="pr-card-text">{ text }</p>
            }
        },
    };
    let foot = (c.kind != Kind::Pirate).then(|| {
        html! {
            <div class="pr-card-foot">
                <span class="pr-cost" title={i18n.t("port_royal.label.cost")}>
                    { coin(Some(i18n.num(cost))) }
                    if cost != u32::from(c.cost) {
                        <s class="printed">{ i18n.num(c.cost) }</s>
                    }
                    <span class="caption">{ i18n.t("port_royal.ui.cost_short") }</span>
                </span>
                <span class="pr-pts" title={i18n.t("port_royal.label.points")}>
                    { points(i18n.num(c.points)) }
                    <span class="caption">{ i18n.t("port_royal.ui.points_short") }</span>
                </span>
            </div>
        }
    });
    html! { <>
        <span class="pr-card-kind">{ kind }</span>
        <span class="pr-card-name">{ i18n.t(c.name) }</span>
        { card_art(id) }
        { middle }
        { for foot }
        if c.kind == Kind::Character {
            if let Some(text) = ability_text(i18n, c.ability) {
                <span class="pr-tip" aria-hidden="true"><strong>{ i18n.t(c.name) }</strong>{ " " }{ text }</span>
            }
        }
    </> }
}
