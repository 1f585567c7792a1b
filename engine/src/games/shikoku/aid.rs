//! Shikoku's aid: the cards seen so far and what the opponent may still hold, by card type
//! (region and force).

use super::content::{CARDS, CARD_COUNT, REGIONS};
use super::{Shikoku, ShikokuView};
use crate::aid::Aid;
use serde::Serialize;

/// Card types: a region (1–5) and a force (1–3), at index `(region − 1) · 3 + force − 1`.
pub const TYPES: usize = REGIONS * 3;

/// The type index of card `id`.
pub fn type_of(id: u8) -> usize {
    let c = CARDS[usize::from(id)];
    usize::from(c.region - 1) * 3 + usize::from(c.force - 1)
}

/// What the Shikoku aid shows, per card type.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShikokuAid {
    /// Copies of each type in the deck of region cards.
    pub copies: [u8; TYPES],
    /// Played face up so far, this round and earlier ones.
    pub played: [u8; TYPES],
    /// In my hand.
    pub mine: [u8; TYPES],
    /// Surely in the opponent's hand: cards I passed that they have not played.
    pub opponent_sure: [u8; TYPES],
    /// Never seen: each may be in the opponent's hand or still undealt.
    pub unseen: [u8; TYPES],
    /// Cards in the opponent's hand that I have not seen.
    pub opponent_unknown: u8,
}

impl Aid for Shikoku {
    type Notes = ();
    type Summary = ShikokuAid;

    fn summary(_: &(), v: &ShikokuView) -> ShikokuAid {
        let mut played_ids = [false; CARD_COUNT];
        let past = v.rounds.iter().flat_map(|r| r.played.iter().flatten());
        for &c in v.played.iter().flatten().chain(past) {
            played_ids[usize::from(c)] = true;
        }
        let count = |ids: &mut dyn Iterator<Item = u8>| {
            let mut out = [0u8; TYPES];
            ids.for_each(|c| out[type_of(c)] += 1);
            out
        };
        let copies = count(&mut (0..CARD_COUNT as u8));
        let played = count(&mut (0..CARD_COUNT as u8).filter(|&c| played_ids[usize::from(c)]));
        let mine = count(&mut v.hand.iter().copied());
        let opponent_sure = count(&mut v.known_opponent_cards.iter().copied());
        let unseen = std::array::from_fn(|t| copies[t] - played[t] - mine[t] - opponent_sure[t]);
        ShikokuAid {
            copies,
            played,
            mine,
            opponent_sure,
            unseen,
            opponent_unknown: v.opponent_hand_size - v.known_opponent_cards.len() as u8,
        }
    }
}
