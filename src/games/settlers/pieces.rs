//! The settlers game's pieces on the how-to-play page ("what you play with"), drawn by the
//! board's own drawing functions.

use crate::games::{drawn, Piece};
use crate::i18n::I18n;
use yew::prelude::*;

/// The pieces, in the order they are explained.
pub(super) fn pieces(i18n: &I18n) -> Vec<Piece> {
    let piece = |key, art| Piece { art, key };
    use super::{art, board, dice};
    let hex = html! { <g class="hex t0">
        <polygon class="hex-bg" points="0,-30 26,-15 26,15 0,30 -26,15 -26,-15" />
        <g transform="translate(0 -2) scale(1.2)">{ art::emblem(0) }</g>
    </g> };
    let road = html! { <g class="road seat-0">
        <line class="road-edge" x1="-18" y1="8" x2="18" y2="-8" />
        <line class="road-fill" x1="-18" y1="8" x2="18" y2="-8" />
    </g> };
    vec![
        piece("howto.piece.settlers.hex", drawn("-30 -33 60 66", hex)),
        piece(
            "howto.piece.settlers.token",
            drawn("-21 -21 42 42", board::token(8, 0.0, 0.0, i18n)),
        ),
        piece(
            "howto.piece.settlers.settlement",
            drawn(
                "-16 -16 32 32",
                html! { <g class="building seat-0">{ board::building(0, false, 0.0, 0.0) }</g> },
            ),
        ),
        piece(
            "howto.piece.settlers.city",
            drawn(
                "-21 -27 42 44",
                html! { <g class="building seat-0 city">{ board::building(0, true, 0.0, 0.0) }</g> },
            ),
        ),
        piece("howto.piece.settlers.road", drawn("-24 -16 48 32", road)),
        piece(
            "howto.piece.settlers.robber",
            drawn("-15 -19 30 40", board::robber(0, 0.0, 0.0, false)),
        ),
        piece("howto.piece.settlers.dice", dice::die(5)),
    ]
}
