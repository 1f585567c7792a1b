//! Shores of Tripoli's pieces on the how-to-play page ("what you play with"), drawn by the
//! board's own drawing functions.

use crate::games::{drawn, Piece};
use crate::i18n::I18n;

/// The pieces, in the order they are explained.
pub(super) fn pieces(_: &I18n) -> Vec<Piece> {
    let piece = |key, art| Piece { art, key };
    vec![
        piece(
            "howto.piece.tripoli.us_ship",
            drawn("-18 -27 36 40", super::ship_icon(0)),
        ),
        piece(
            "howto.piece.tripoli.barbary_ship",
            drawn("-18 -27 36 40", super::ship_icon(1)),
        ),
        piece(
            "howto.piece.tripoli.us_zone",
            drawn("-15 -15 30 30", super::map::control_mark(0, 0.0, 0.0)),
        ),
        piece(
            "howto.piece.tripoli.barbary_zone",
            drawn("-15 -15 30 30", super::map::control_mark(1, 0.0, 0.0)),
        ),
    ]
}
