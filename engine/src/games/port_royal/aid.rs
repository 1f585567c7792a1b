//! Port Royal's aid: the deck by card type (every card not on the table is in it) and the
//! chance that the next card revealed is a second pirate.
//!
//! The deck is a shuffled pile and, under it, the cards returned in order (unbought cards at
//! the end of a turn, pirates a gunner drove off); the pile is drawn first. The view shows only
//! the deck's size, so the notes follow the returned cards from view to view: once the pile is
//! empty, the next card is the first one returned, and a watchful player knows what it is.

use super::content::{card, Ability, Kind, CARD_TYPES, DECK_SIZE};
use super::view::PortRoyalView;
use super::{PortRoyal, Step};
use crate::aid::Aid;
use serde::Serialize;
use std::collections::VecDeque;

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
    /// Cards left in the shuffled pile (the rest were returned under it, in a known order).
    pub pile: u32,
    /// The type of the next card when the pile is empty (the first card returned).
    pub next: Option<usize>,
    /// The chance that the next card revealed ends the turn (a second pirate the active player
    /// cannot drive off); 0 when nothing is being revealed.
    pub bust_chance: f64,
}

/// The type index of pirates in `CARD_TYPES`.
const PIRATE: usize = 0;

/// What the aid remembers: the shuffled pile's size and the returned cards' types, in order.
#[derive(Clone, Debug, Default)]
pub struct Notes {
    pile: u32,
    returned: VecDeque<usize>,
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
    type Notes = Notes;
    type Summary = PortRoyalAid;

    fn note(notes: &mut Notes, before: Option<&PortRoyalView>, v: &PortRoyalView) {
        let Some(b) = before else {
            notes.pile = v.deck_size;
            return;
        };
        let a = b.active;
        let ended = v.players[a].turns > b.players[a].turns;
        // A turn ends on a draw only when that draw is the second pirate.
        let busted = ended && v.last.is_some_and(|l| l.busted);
        let revealed = if ended {
            u8::from(busted)
        } else {
            v.drawn - b.drawn
        };
        for _ in 0..revealed {
            if notes.pile > 0 {
                notes.pile -= 1;
            } else {
                notes.returned.pop_front();
            }
        }
        if !ended {
            (b.driven_off..v.driven_off).for_each(|_| notes.returned.push_back(PIRATE));
            return;
        }
        let bought = v.last.and_then(|l| l.bought);
        for h in &b.harbour {
            let kind = card(h.card).kind;
            if busted || (Some(h.card) != bought && kind != Kind::Ship) {
                notes.returned.push_back(type_of(h.card));
            }
        }
        if busted {
            notes.returned.push_back(PIRATE);
        }
    }

    fn summary(notes: &Notes, v: &PortRoyalView) -> PortRoyalAid {
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
        let (mut ships_by_gold, mut crew, mut characters, mut pirates) = ([0u32; 4], 0, 0, 0u32);
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
        let next = (notes.pile == 0)
            .then(|| notes.returned.front().copied())
            .flatten();
        let returned_pirates = notes.returned.iter().filter(|&&t| t == PIRATE).count() as u32;
        let next_pirate = match next {
            Some(t) => f64::from(u8::from(t == PIRATE)),
            None if notes.pile > 0 => {
                f64::from(pirates.saturating_sub(returned_pirates)) / f64::from(notes.pile)
            }
            None => 0.0,
        };
        PortRoyalAid {
            left,
            deck,
            pirates,
            ships_by_gold,
            crew,
            characters,
            pile: notes.pile,
            next,
            bust_chance: if exposed { next_pirate } else { 0.0 },
        }
    }
}
