//! The key to the map: castles, border provinces, flags, blocks, the highways, roads and sea
//! lanes, each drawn as on the map.

use crate::i18n::I18n;
use yew::prelude::*;

/// A small picture for the legend.
fn icon(body: Html) -> Html {
    html! { <svg class="sk-legend-icon" viewBox="0 0 28 20" aria-hidden="true">{ body }</svg> }
}

/// Properties of [`Legend`].
#[derive(Properties, PartialEq)]
pub struct LegendProps {
    /// On a phone the legend folds away under a summary.
    pub folded: bool,
}

/// The legend under the map.
#[function_component]
pub fn Legend(props: &LegendProps) -> Html {
    let i18n = use_context::<I18n>().expect("i18n context");
    let item = |pic: Html, key: &str| html! { <li>{ icon(pic) }{ i18n.t(key) }</li> };
    let list = html! {
        <ul class="sk-legend" data-testid="legend">
            { item(html! { <g class="sk-castle">
                <path class="sk-castle-base" d="M5 17 h18 l-3 -5 h-12 z" />
                <rect class="sk-castle-wall" x="9" y="6" width="10" height="6" />
                <path class="sk-castle-roof" d="M6 7 h16 l-4 -4 h-8 z" /></g> }, "sekigahara.ui.legend.castle") }
            { item(html! { <circle class="sk-border-ring" cx="14" cy="10" r="7" /> }, "sekigahara.ui.legend.border") }
            { item(html! { <g>
                <rect class="sk-block-body" x="8" y="1" width="12" height="17" rx="2" fill="#2f8f4e" />
                <rect class="sk-block-cap side-0" x="8" y="1" width="12" height="4" rx="1.5" /></g> }, "sekigahara.ui.legend.block") }
            { item(html! { <path class="sk-route sk-way-highway" d="M1 10 H27" /> }, "sekigahara.ui.legend.highway") }
            { item(html! { <path class="sk-route sk-way-road" d="M1 10 H27" /> }, "sekigahara.ui.legend.road") }
            { item(html! { <path class="sk-route sk-way-sea" d="M1 10 H27" /> }, "sekigahara.ui.legend.sea") }
            { item(html! { <path class="sk-recent-route" d="M1 10 H25" /> }, "sekigahara.ui.legend.recent") }
        </ul>
    };
    if props.folded {
        html! { <details class="sk-legend-fold"><summary>{ i18n.t("sekigahara.ui.legend") }</summary>{ list }</details> }
    } else {
        list
    }
}
