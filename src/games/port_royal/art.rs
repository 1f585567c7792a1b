//! The pictures on the cards, drawn for this project: each ship type its own hull, masts and
//! sail colour (sloop, brig, frigate, galleon), a sailor for the crew, an emblem per character
//! ability, and a skull-and-bones flag for the pirates.

use takhte_engine::games::port_royal::content::{card, Ability, Kind};
use yew::prelude::*;

/// The ship type of a ship card by its gold (1 sloop … 4 galleon), as a CSS class.
pub fn ship_class(gold: u8) -> &'static str {
    match gold {
        1 => "sloop",
        2 => "brig",
        3 => "frigate",
        _ => "galleon",
    }
}

/// A ship: one mast per gold up to three, square sails in the type's colour, a raised stern on
/// the galleon, a pennant on the main mast.
fn ship(gold: u8) -> Html {
    let masts: &[i32] = match gold {
        1 => &[24],
        2 => &[18, 31],
        _ => &[13, 24, 35],
    };
    let hull = if gold >= 4 {
        "M3 17h9v5h33l-6 9H9z"
    } else {
        "M5 22h38l-6 9H10z"
    };
    html! { <>
        <path d="M0 33q6-3 12 0t12 0t12 0t12 0v3H0z" class="sea" />
        <path d={hull} class="hull" />
        { for masts.iter().map(|&x| html! { <>
            <path d={format!("M{x} 3v19")} class="mast" />
            <path d={format!("M{} 6q6 2 12 0v6q-6 2-12 0zM{} 13q6 2 12 0v6q-6 2-12 0z", x - 6, x - 6)} class="sail" />
        </> }) }
        if gold == 1 {
            <path d="M25 4l12 17H25z" class="sail" />
        }
        <path d={format!("M{} 3l7 2-7 2z", masts[masts.len() / 2])} class="pennant" />
    </> }
}

/// The emblem of a character's ability.
fn ability_emblem(ability: Ability) -> Html {
    match ability {
        // A tavern mug.
        Ability::FreePurchase(_) => html! { <>
            <path d="M15 14h14v20H15zM29 18h5a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3h-5" class="ink-line" />
            <path d="M14 14a4 4 0 0 1 4-5a5 5 0 0 1 8 0a4 4 0 0 1 4 5z" class="foam" />
        </> },
        // A pair of scales.
        Ability::Discount(_) => html! { <>
            <path d="M24 6v26M16 33h16M11 11h26M11 11l-5 10h10zM37 11l-5 10h10z" class="ink-line" />
            <path d="M6 21a5 3 0 0 0 10 0zM32 21a5 3 0 0 0 10 0z" class="gold-fill" />
        </> },
        // A compass rose.
        Ability::ShipBonus(_) => html! { <>
            <circle cx="24" cy="20" r="13" class="ink-line" />
            <path d="M24 5l4 11 11 4-11 4-4 11-4-11-11-4 11-4z" class="gold-fill" />
        </> },
        // A crown.
        Ability::Income(_) => html! {
            <path d="M9 30l-2-18 9 8 8-13 8 13 9-8-2 18z" class="gold-fill" />
        },
        // A jester's cap with bells.
        Ability::BustGold(_) => html! { <>
            <path d="M10 30q2-12-5-19q11 1 19 10q8-9 19-10q-7 7-5 19z" class="cap" />
            <circle cx="5" cy="11" r="3" class="gold-fill" /><circle cx="43" cy="11" r="3" class="gold-fill" />
            <path d="M9 30h30v4H9z" class="gold-fill" />
        </> },
        // A cannon on its wheel.
        Ability::DriveOff => html! { <>
            <path d="M8 15l30-8 2 8-30 9z" class="iron" />
            <circle cx="18" cy="26" r="7" class="wheel" />
        </> },
        // An anchor.
        Ability::BigHaul { .. } => html! {
            <path d="M24 10v24M17 15h14M9 24q2 10 15 10q13 0 15-10M24 4a3 3 0 1 0 0.1 0" class="ink-line" />
        },
        Ability::None => html! {},
    }
}

/// The picture of card `id`, large, for its face.
pub fn card_art(id: u8) -> Html {
    let c = card(id);
    let (class, body) = match c.kind {
        Kind::Ship => (ship_class(c.gold), ship(c.gold)),
        Kind::Crew => (
            "crew",
            html! { <>
                <path d="M10 36c0-9 6-14 14-14s14 5 14 14z" class="shirt" />
                <path d="M14 30h20M12 34h24" class="stripe" />
                <circle cx="24" cy="14" r="7" class="skin" />
                <path d="M15 12q9-9 18 0z" class="bandana" />
            </> },
        ),
        Kind::Character => ("character", ability_emblem(c.ability)),
        Kind::Pirate => (
            "pirate",
            html! { <>
                <path d="M6 3h36v30H6z" class="flag" />
                <path d="M15 11a9 8 0 0 1 18 0c0 4-3 5-3 7h-12c0-2-3-3-3-7z" class="bone" />
                <path d="M12 24l24 7M36 24l-24 7" class="bones" />
                <circle cx="20" cy="11" r="2.2" class="eye" /><circle cx="28" cy="11" r="2.2" class="eye" />
            </> },
        ),
    };
    html! { <svg class={classes!("pr-art", class)} viewBox="0 0 48 36" aria-hidden="true">{ body }</svg> }
}
