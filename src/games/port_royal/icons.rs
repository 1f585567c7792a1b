//! Small SVG pictures: ship, skull, crew member, character, coin and points shield.

use takhte_engine::games::port_royal::content::Kind;
use yew::prelude::*;

/// The picture of a card kind: a ship, a skull, a sailor or a crowned character.
pub fn kind_icon(kind: Kind) -> Html {
    let body = match kind {
        Kind::Ship => html! { <>
            <path d="M12 2v13" class="mast" />
            <path d="M12 3l7 10h-7z" class="sail" />
            <path d="M11 5l-6 8h6z" class="sail" />
            <path d="M2 16h20l-3.5 5h-13z" class="hull" />
        </> },
        Kind::Pirate => html! { <>
            <path d="M12 2a8.5 8.5 0 0 0-8.5 8.5c0 3.1 1.5 5 3.5 6.2V21h10v-4.3c2-1.2 3.5-3.1 3.5-6.2A8.5 8.5 0 0 0 12 2z" class="skull" />
            <circle cx="8.5" cy="11" r="2.3" class="hole" />
            <circle cx="15.5" cy="11" r="2.3" class="hole" />
            <path d="M12 13.5l-1.4 2.5h2.8z" class="hole" />
            <path d="M9.5 18v3M12 18v3M14.5 18v3" class="teeth" />
        </> },
        Kind::Crew => html! { <>
            <circle cx="12" cy="7" r="4" class="person" />
            <path d="M4 22c0-4.7 3.6-8.5 8-8.5s8 3.8 8 8.5z" class="person" />
        </> },
        Kind::Character => html! { <>
            <path d="M6.5 6l2.5 2.5L12 3l3 5.5L17.5 6l-1 5h-9z" class="crown" />
            <circle cx="12" cy="13" r="3.5" class="person" />
            <path d="M4 23c0-4.4 3.6-7 8-7s8 2.6 8 7z" class="person" />
        </> },
    };
    html! { <svg class={classes!("pr-icon", kind_class(kind))} viewBox="0 0 24 24" aria-hidden="true">{ body }</svg> }
}

/// The CSS class and catalogue suffix of a kind.
pub fn kind_class(kind: Kind) -> &'static str {
    match kind {
        Kind::Ship => "ship",
        Kind::Crew => "crew",
        Kind::Pirate => "pirate",
        Kind::Character => "character",
    }
}

/// A gold coin, with a number written on it if given.
pub fn coin(label: Option<String>) -> Html {
    html! {
        <svg class="pr-coin" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="10.5" class="coin-rim" />
            <circle cx="12" cy="12" r="7.5" class="coin-face" />
            if let Some(text) = label {
                <text x="12" y="16.2" class="coin-text">{ text }</text>
            }
        </svg>
    }
}

/// A shield carrying the victory points.
pub fn points(label: String) -> Html {
    html! {
        <svg class="pr-points" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 1.5l9 3.2v6.3c0 5.6-3.8 9.6-9 11.5-5.2-1.9-9-5.9-9-11.5V4.7z" class="shield" />
            <text x="12" y="15.8" class="shield-text">{ label }</text>
        </svg>
    }
}
