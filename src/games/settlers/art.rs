//! The drawn pictures of the settlers table, authored for this project: one emblem per resource
//! (wood, brick, wool, wheat, ore) and the desert, each in a 24×24 box centred on the origin,
//! used on the hexes, the harbours and the cards in hand. Colours live in styles/settlers.css.

use yew::prelude::*;

/// The picture of a terrain code (0 wood … 4 ore, 5 desert), centred on the origin.
pub fn emblem(kind: u8) -> Html {
    let body = match kind {
        // Two pines on a trunk each.
        0 => html! { <>
            <rect class="trunk" x="-7" y="6" width="3" height="6" />
            <path class="leaf" d="M-5.5 -10L-12 7H1Z" />
            <rect class="trunk" x="5" y="4" width="3" height="8" />
            <path class="leaf leaf2" d="M6.5 -12L-0.5 5H13.5Z" />
        </> },
        // A stack of bricks with mortar.
        1 => html! { <>
            <rect class="brick" x="-12" y="2" width="11" height="7" />
            <rect class="brick" x="1" y="2" width="11" height="7" />
            <rect class="brick" x="-6" y="-6" width="11" height="7" />
            <rect class="brick b2" x="-9" y="-13" width="11" height="6" transform="rotate(-8)" />
        </> },
        // A sheep: fleece, head and legs.
        2 => html! { <>
            <path class="legs" d="M-6 5v7M-1 5v7M4 5v7M8 5v7" />
            <path class="fleece" d="M-9 6a4 4 0 0 1-1-7a5 5 0 0 1 7-6a5 5 0 0 1 8 0a5 5 0 0 1 6 5a4 4 0 0 1-2 8z" />
            <ellipse class="head" cx="-10" cy="-3" rx="3.5" ry="4.5" />
        </> },
        // A sheaf of wheat: stalks and grains.
        3 => html! { <>
            <path class="stalk" d="M0 12V-4M-5 12L-2 -2M5 12L2 -2" />
            <path class="grain" d="M0 -12l2.5 4-2.5 4-2.5-4zM-5 -9l2.5 4-2.5 4-2.5-4zM5 -9l2.5 4-2.5 4-2.5-4zM0 -5l2.5 4-2.5 4-2.5-4z" />
            <rect class="band" x="-5" y="4" width="10" height="2.5" />
        </> },
        // Ore: a mountain of rock with a lit face and a vein.
        4 => html! { <>
            <path class="rock" d="M-12 11L-4 -8L1 -2L5 -11L12 11Z" />
            <path class="rock-lit" d="M-4 -8L-1 11H-12ZM5 -11L8 11H3Z" />
            <path class="vein" d="M-2 4l3-3 3 4" />
        </> },
        // The desert: dunes under a sun.
        _ => html! { <>
            <circle class="sun" cx="5" cy="-6" r="5" />
            <path class="dune" d="M-12 10q6-9 12-3t12 3v2h-24z" />
        </> },
    };
    html! { <g class={classes!("emblem", format!("e{kind}"))} aria-hidden="true">{ body }</g> }
}

/// A resource's picture as a small inline SVG, for cards and buttons.
pub fn icon(kind: u8) -> Html {
    html! {
        <svg class="res-icon" viewBox="-13 -13 26 26" aria-hidden="true" focusable="false">{ emblem(kind) }</svg>
    }
}
