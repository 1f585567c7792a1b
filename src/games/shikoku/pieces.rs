//! Shikoku's pieces on the how-to-play page ("what you play with"), drawn by the
//! board's own drawing functions.

use crate::games::{drawn, Piece};
use crate::i18n::I18n;
use yew::prelude::*;

/// The pieces, in the order they are explained.
pub(super) fn pieces(i18n: &I18n) -> Vec<Piece> {
    let piece = |key, art| Piece { art, key };
    use super::{board, geometry};
    let island = html! { <g class="island">
        { for (0..5).map(|r| html! { <path class={classes!("region-land", format!("r{}", r + 1))} d={geometry::region_path(r)} /> }) }
        <path class="coast" d={geometry::coast_path()} />
    </g> };
    vec![
        piece(
            "howto.piece.shikoku.island",
            drawn(geometry::VIEW_BOX, island),
        ),
        piece(
            "howto.piece.shikoku.card",
            drawn("0 0 40 52", region_card(i18n)),
        ),
        piece(
            "howto.piece.shikoku.white",
            drawn("-12 -12 24 24", board::stone(0, (0.0, 0.0), 9.0, false)),
        ),
        piece(
            "howto.piece.shikoku.black",
            drawn("-12 -12 24 24", board::stone(1, (0.0, 0.0), 9.0, false)),
        ),
        piece(
            "howto.piece.shikoku.flag",
            drawn("-2 -20 26 36", board::flag(0, (0.0, 0.0))),
        ),
    ]
}

/// A Shikoku region card as the hand shows it: its region number over its force icons (the
/// hand draws it as a button, so here it is a small drawing of the same face).
fn region_card(i18n: &I18n) -> Html {
    html! { <g class="howto-region-card">
        <rect x="2" y="2" width="36" height="48" rx="5" class="howto-card-face" />
        <text x="20" y="26" class="howto-card-num">{ i18n.num(3) }</text>
        { for [12.0, 20.0, 28.0].into_iter().map(|x: f64| html! { <circle cx={x.to_string()} cy="38" r="3" class="howto-card-icon" /> }) }
    </g> }
}
