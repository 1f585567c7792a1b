//! Shores of Tripoli's aid: the opponent's cards played and discarded, what is left in their
//! hand and deck by card, and the events left.

use super::content::{deck, EVENTS};
use super::{Tripoli, View};
use crate::aid::Aid;
use serde::Serialize;

/// One kind of card (cards with the same name) of a deck.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardCount {
    /// Message key of the card's name.
    pub key: &'static str,
    /// Copies in the deck.
    pub copies: u8,
    /// On the played pile now (it goes back into the deck when the deck runs out).
    pub played: u8,
    /// Discarded, out of the game.
    pub discarded: u8,
    /// In the opponent's hand or deck: unseen.
    pub unseen: u8,
}

/// What the Tripoli aid shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TripoliAid {
    /// The opponent's seat.
    pub opponent: usize,
    /// The opponent's cards by name, in deck order.
    pub cards: Vec<CardCount>,
    /// Cards in the opponent's hand.
    pub hand: u8,
    /// Cards in the opponent's deck.
    pub deck: u8,
    /// The events not drawn yet, by name: (key, copies left).
    pub events_left: Vec<(&'static str, u8)>,
}

/// Cards grouped by name, in first-seen order, with the ids of each.
fn kinds(keys: impl Iterator<Item = &'static str>) -> Vec<(&'static str, Vec<u8>)> {
    let mut out: Vec<(&'static str, Vec<u8>)> = Vec::new();
    for (id, key) in keys.enumerate() {
        match out.iter_mut().find(|(k, _)| *k == key) {
            Some((_, ids)) => ids.push(id as u8),
            None => out.push((key, vec![id as u8])),
        }
    }
    out
}

impl Aid for Tripoli {
    type Notes = ();
    type Summary = TripoliAid;

    fn summary(_: &(), v: &View) -> TripoliAid {
        let opponent = 1 - v.seat;
        let within =
            |ids: &[u8], pile: &[u8]| ids.iter().filter(|c| pile.contains(c)).count() as u8;
        let cards = kinds(deck(opponent).iter().map(|c| c.key))
            .into_iter()
            .map(|(key, ids)| {
                let played = within(&ids, &v.played[opponent]);
                let discarded = within(&ids, &v.discard[opponent]);
                CardCount {
                    key,
                    copies: ids.len() as u8,
                    played,
                    discarded,
                    unseen: ids.len() as u8 - played - discarded,
                }
            })
            .collect();
        let events_left = kinds(EVENTS.iter().map(|c| c.key))
            .into_iter()
            .map(|(key, ids)| (key, ids.len() as u8 - within(&ids, &v.event_discard)))
            .collect();
        TripoliAid {
            opponent,
            cards,
            hand: v.hand_count[opponent],
            deck: v.deck_count[opponent],
            events_left,
        }
    }
}
