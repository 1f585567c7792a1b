//! Facts about a hand that listing needs, worked out once per hand class at compile time:
//! which of the four costs it pays, and the one-for-one offers that would complete a cost it is
//! exactly one card short of. A hand's class keeps each count only up to one more than the
//! largest cost of that resource, which is all these facts depend on.

use super::content::{CITY_COST, DEV_COST, ROAD_COST, SETTLEMENT_COST};

/// The four costs, in the order of [`HandFacts`]' arrays: road, settlement, city, development card.
pub const COSTS: [[u8; 5]; 4] = [ROAD_COST, SETTLEMENT_COST, CITY_COST, DEV_COST];

/// Largest count of each resource a hand class tells apart (one more than its largest cost).
const CAP: [u8; 5] = [2, 2, 2, 3, 4];

/// Hand classes: every combination of counts up to [`CAP`].
const CLASSES: usize = 3 * 3 * 3 * 4 * 5;

/// What a hand class pays and which offers it lists.
#[derive(Clone, Copy, Debug)]
pub struct HandFacts {
    /// Bit `i`: the hand pays `COSTS[i]`.
    pub pays: u8,
    /// Per cost: the one resource the hand lacks when exactly one card short, else 0 (then
    /// `offers` is 0 too).
    pub short: [u8; 4],
    /// Per cost: bit `5·g + t` for each one-for-one offer giving a `g` the cost does not need
    /// for the `t` it lacks (0 unless exactly one card short).
    pub offers: [u32; 4],
}

/// The class of `hand`: an index into [`FACTS`].
pub fn class(hand: &[u8; 5]) -> usize {
    (0..5)
        .map(|r| usize::from(CLASS_PART[r][usize::from(hand[r]) & 31]))
        .sum()
}

/// Per resource and count (up to 31, past any real hand), its share of the class: the count
/// capped at [`CAP`], times the resource's place value (1, 3, 9, 27, 108).
static CLASS_PART: [[u16; 32]; 5] = {
    let place = [1, 3, 9, 27, 108];
    let mut out = [[0u16; 32]; 5];
    let mut r = 0;
    while r < 5 {
        let mut c = 0;
        while c < 32 {
            let capped = if c < CAP[r] as usize {
                c
            } else {
                CAP[r] as usize
            };
            out[r][c] = (capped * place[r]) as u16;
            c += 1;
        }
        r += 1;
    }
    out
};

/// Cards per resource as one word, a resource a byte (the top three bytes zero).
pub fn word(cards: &[u8; 5]) -> u64 {
    let mut bytes = [0u8; 8];
    bytes[..5].copy_from_slice(cards);
    u64::from_le_bytes(bytes)
}

/// The resources (bit `r`) of which `cards` (a [`word`]) holds at least `floor`'s byte `r`
/// (every count below 128): one subtraction for all five.
pub fn at_least(cards: u64, floor: u64) -> u8 {
    const HIGH: u64 = 0x80_8080_8080;
    let flags = ((cards | HIGH) - floor) & HIGH;
    // Bits 7, 15, 23, 31, 39 to bits 32–36: each term moves one flag, and no two meet.
    ((flags >> 7).wrapping_mul(0x1_0204_0810) >> 32) as u8 & 31
}

/// One card of each resource, as a [`word`].
pub const ONE_EACH: u64 = 0x01_0101_0101;

/// The bank rates of a player, as a [`word`], by harbour access (bits 0–4 a 2:1 harbour of
/// that resource, bit 5 a 3:1 harbour).
pub static RATES: [u64; 64] = {
    let mut out = [0u64; 64];
    let mut h = 0;
    while h < 64 {
        let generic = if h & 32 != 0 { 3 } else { 4 };
        let mut r = 0;
        while r < 5 {
            let rate = if h & (1 << r) != 0 { 2 } else { generic };
            out[h] |= rate << (8 * r);
            r += 1;
        }
        h += 1;
    }
    out
};

/// The facts of each hand class.
pub static FACTS: [HandFacts; CLASSES] = facts();

const fn facts() -> [HandFacts; CLASSES] {
    let mut out = [HandFacts {
        pays: 0,
        short: [0; 4],
        offers: [0; 4],
    }; CLASSES];
    let mut k = 0;
    while k < CLASSES {
        let hand = [
            (k % 3) as u8,
            (k / 3 % 3) as u8,
            (k / 9 % 3) as u8,
            (k / 27 % 4) as u8,
            (k / 108) as u8,
        ];
        let mut i = 0;
        while i < 4 {
            let cost = COSTS[i];
            let mut missing = 0;
            let mut short = 0;
            let mut gives = 0u32;
            let mut r = 0;
            while r < 5 {
                if hand[r] < cost[r] {
                    missing += cost[r] - hand[r];
                    short = r;
                }
                if hand[r] > cost[r] {
                    gives |= 1 << (5 * r);
                }
                r += 1;
            }
            if missing == 0 {
                out[k].pays |= 1 << i;
            }
            if missing == 1 {
                out[k].short[i] = short as u8;
                out[k].offers[i] = gives << short;
            }
            i += 1;
        }
        k += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `at_least` against a count-by-count comparison, and the rate table against the rules.
    #[test]
    fn words_compare_every_resource_at_once() {
        let mut rng = crate::rng::GameRng::new(9);
        for _ in 0..20_000 {
            let a: [u8; 5] = std::array::from_fn(|_| rng.below(20) as u8);
            let b: [u8; 5] = std::array::from_fn(|_| rng.below(20) as u8);
            let expected = (0..5).fold(0u8, |m, r| m | (u8::from(a[r] >= b[r]) << r));
            assert_eq!(at_least(word(&a), word(&b)), expected, "{a:?} {b:?}");
        }
        for h in 0..64usize {
            for r in 0..5 {
                let rate = if h & (1 << r) != 0 {
                    2
                } else if h & 32 != 0 {
                    3
                } else {
                    4
                };
                assert_eq!(
                    (RATES[h] >> (8 * r)) & 0xFF,
                    rate,
                    "harbours {h:b}, resource {r}"
                );
            }
        }
    }

    /// Every hand of up to 6 cards a resource gets the facts worked out directly.
    #[test]
    fn facts_match_the_hand() {
        let mut hand = [0u8; 5];
        for n in 0..7u32.pow(5) {
            let mut m = n;
            for r in 0..5 {
                hand[r] = (m % 7) as u8;
                m /= 7;
            }
            let f = &FACTS[class(&hand)];
            for (i, cost) in COSTS.iter().enumerate() {
                let missing: u8 = (0..5).map(|r| cost[r].saturating_sub(hand[r])).sum();
                assert_eq!(f.pays & (1 << i) != 0, missing == 0, "{hand:?} {i}");
                let mut offers = 0u32;
                if missing == 1 {
                    let t = (0..5).find(|&r| hand[r] < cost[r]).unwrap();
                    assert_eq!(usize::from(f.short[i]), t);
                    for g in 0..5 {
                        if hand[g] > cost[g] {
                            offers |= 1 << (5 * g + t);
                        }
                    }
                }
                assert_eq!(f.offers[i], offers, "{hand:?} {i}");
            }
        }
    }
}
