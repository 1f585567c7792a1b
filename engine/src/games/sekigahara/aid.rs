//! Sekigahara's aid: the loyalty cards each side has shown, per clan, and how many of each
//! clan are still unseen.

use super::content::{card_clan, CLANS, PER_CLAN};
use super::{Sekigahara, SekigaharaView};
use crate::aid::Aid;
use serde::Serialize;

/// One side's loyalty cards of one clan, as one seat knows them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ClanCount {
    /// Shown and discarded: played in battles or given as gifts, or discarded.
    pub shown: u8,
    /// Face up in the side's outlook (drawn next).
    pub outlook: u8,
    /// In my own hand or committed by me (my own side only).
    pub mine: u8,
    /// Never seen: in the side's hand, draw pile or secret battle cards.
    pub unseen: u8,
}

/// What the Sekigahara aid shows: `sides[side][clan]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SekigaharaAid {
    /// Each side's loyalty cards by clan.
    pub sides: [[ClanCount; CLANS]; 2],
}

impl Aid for Sekigahara {
    type Notes = ();
    type Summary = SekigaharaAid;

    fn summary(_: &(), v: &SekigaharaView) -> SekigaharaAid {
        let mut sides = [[ClanCount::default(); CLANS]; 2];
        for (side, clans) in sides.iter_mut().enumerate() {
            let clan_counts = |cards: &mut dyn Iterator<Item = &u8>| {
                let mut out = [0u8; CLANS];
                cards
                    .filter_map(|&c| card_clan(c))
                    .for_each(|k| out[usize::from(k)] += 1);
                out
            };
            let shown = clan_counts(&mut v.discards[side].iter());
            let outlook = clan_counts(&mut v.outlook[side].iter());
            let unseen = clan_counts(&mut v.unseen_cards(side as u8).iter());
            for (k, count) in clans.iter_mut().enumerate() {
                *count = ClanCount {
                    shown: shown[k],
                    outlook: outlook[k],
                    mine: PER_CLAN - shown[k] - outlook[k] - unseen[k],
                    unseen: unseen[k],
                };
            }
        }
        SekigaharaAid { sides }
    }
}
