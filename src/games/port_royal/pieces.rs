//! Port Royal's pieces on the how-to-play page ("what you play with"), drawn by the
//! board's own drawing functions.

use crate::games::Piece;
use crate::i18n::I18n;
use takhte_engine::games::port_royal::content::{card, Kind, DECK_SIZE};

/// The pieces, in the order they are explained.
pub(super) fn pieces(i18n: &I18n) -> Vec<Piece> {
    let piece = |key, art| Piece { art, key };
    use super::{art, icons};
    vec![
        piece(
            "howto.piece.port_royal.ship",
            art::card_art(port_royal_card(Kind::Ship, 2)),
        ),
        piece(
            "howto.piece.port_royal.pirate",
            art::card_art(port_royal_card(Kind::Pirate, 0)),
        ),
        piece(
            "howto.piece.port_royal.crew",
            art::card_art(port_royal_card(Kind::Crew, 0)),
        ),
        piece(
            "howto.piece.port_royal.character",
            art::card_art(port_royal_card(Kind::Character, 0)),
        ),
        piece(
            "howto.piece.port_royal.coin",
            icons::coin(Some(i18n.num(1))),
        ),
        piece("howto.piece.port_royal.points", icons::points(i18n.num(1))),
    ]
}

/// The first Port Royal card of `kind` (with `gold`, for ships).
fn port_royal_card(kind: Kind, gold: u8) -> u8 {
    (0..DECK_SIZE as u8)
        .find(|&id| card(id).kind == kind && (kind != Kind::Ship || card(id).gold == gold))
        .unwrap_or(0)
}
