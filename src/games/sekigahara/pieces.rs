//! Sekigahara's pieces on the how-to-play page ("what you play with"), drawn by the
//! board's own drawing functions.

use crate::games::{drawn, Piece};
use crate::i18n::I18n;
use yew::prelude::*;

/// The pieces, in the order they are explained.
pub(super) fn pieces(i18n: &I18n) -> Vec<Piece> {
    let piece = |key, art| Piece { art, key };
    use super::map::{block, castle, Stack};
    let unit = |side, sworn| Stack {
        side,
        clan: if side == 0 { 1 } else { 4 },
        n: 1,
        hit: 0,
        sworn,
    };
    let border = html! { <g>
        <circle class="sk-node" r="10" />
        <circle class="sk-border-ring" r="14" />
    </g> };
    vec![
        piece(
            "howto.piece.sekigahara.ishida",
            drawn("-2 -3 20 26", block(i18n, &unit(0, 0), 2.0, 2.0, None)),
        ),
        piece(
            "howto.piece.sekigahara.tokugawa",
            drawn("-2 -3 20 26", block(i18n, &unit(1, 0), 2.0, 2.0, None)),
        ),
        piece(
            "howto.piece.sekigahara.sworn",
            drawn("-4 -3 22 26", block(i18n, &unit(0, 1), 2.0, 2.0, None)),
        ),
        piece(
            "howto.piece.sekigahara.castle",
            drawn("-11 -10 22 19", castle(0.0, 0.0)),
        ),
        piece(
            "howto.piece.sekigahara.border",
            drawn("-17 -17 34 34", border),
        ),
    ]
}
