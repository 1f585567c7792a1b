//! Port Royal's aid: the deck by card type (every card not on the table is in it) and the
//! chance that the next card revealed is a second pirate.

use super::content::{card, Ability, Kind, CARD_TYPES, DECK_SIZE};
use super::view::PortRoyalView;
use super::{PortRoyal, Step};
use crate::aid::Aid;
use serde::Serialize;

/// What the Port Royal aid shows.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PortRoyalAid {
    /// Cards left in the deck of each card type (indexed as `content::CARD_TYPES`).
    pub left: [u8; CARD_TYPES.len()],
    /// Cards left in the deck.
    pub deck: u32,
    /// Pirates left in the deck.
    pub pirates: u32,
    /// Ships left in the deck by gold (index 0 for 1 gold … 3 for 4 gold).
    pub ships_by_gold: [u32; 4],
    /// Crew left in the deck.
    pub crew: u32,
    /// Characters left in the deck.
    pub characters: u32,
    /// The chance that the next card revealed ends the turn (a second pirate the active player
    /// cannot drive off), taking every card of the deck as equally likely to come next; 0 when
    /// nothing is being revealed.
    pub bust_chance: f64,
}

/// The type (index into `CARD_TYPES`) of card `id`.
fn type_of(id: u8) -> usize {
    let mut first = 0;
    for (t, ty) in CARD_TYPES.iter().enumerate() {
        first += usize::from(ty.copies);
        if usize::from(id) < first {
            return t;
        }
    }
    unreachable!("card ids are below the deck size")
}

impl Aid for PortRoyal {
    type Notes = ();
    type Summary = PortRoyalAid;

    fn summary(_: &(), v: &PortRoyalView) -> PortRoyalAid {
        let mut out = [false; DECK_SIZE];
        let table = v
            .harbour
            .iter()
            .map(|h| &h.card)
            .chain(&v.discard)
            .chain(v.players.iter().flat_map(|p| &p.cards));
        for &c in table {
            out[usize::from(c)] = true;
        }
        let mut left = [0u8; CARD_TYPES.len()];
        let (mut ships_by_gold, mut crew, mut characters, mut pirates) = ([0u32; 4], 0, 0, 0);
        for id in (0..DECK_SIZE as u8).filter(|&c| !out[usize::from(c)]) {
            left[type_of(id)] += 1;
            let c = card(id);
            match c.kind {
                Kind::Pirate => pirates += 1,
                Kind::Ship => ships_by_gold[usize::from(c.gold) - 1] += 1,
                Kind::Crew => crew += 1,
                Kind::Character => characters += 1,
            }
        }
        let deck = left.iter().map(|&n| u32::from(n)).sum::<u32>();
        let guards = v.players[v.active]
            .cards
            .iter()
            .filter(|&&c| card(c).ability == Ability::DriveOff)
            .count();
        let exposed = v.step == Step::Reveal
            && v.harbour.iter().any(|h| card(h.card).kind == Kind::Pirate)
            && usize::from(v.driven_off) >= guards;
        PortRoyalAid {
            left,
            deck,
            pirates,
            ships_by_gold,
            crew,
            characters,
            bust_chance: if exposed && deck > 0 {
                f64::from(pirates) / f64::from(deck)
            } else {
                0.0
            },
        }
    }
}
