//! The random player's move without the list: the index the random bot would draw over the
//! legal actions (`legal[rng.index(legal.len())]`) is drawn from the counts of the masks the
//! listing reads, and that action is carried out at once, without `play`'s checks (the masks
//! hold only legal actions). Same draws, same action, same state as listing, choosing and
//! applying; `random_step_matches_listing` (`settlers_properties.rs`) checks it game for game.

use super::board::NONE;
use super::listing::{ALL_VERTICES, ONE_CARD, ONE_FOR_ONE, ROBBER_MOVES};
use super::rules::afford;
use super::{Action, Offer, Phase, Settlers, RESOURCES};
use crate::game::Game;
use crate::rng::GameRng;

/// For each byte and each rank below its count of set bits, the position of that set bit.
const SELECT_IN_BYTE: [[u8; 8]; 256] = {
    let mut table = [[0u8; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut rank) = (0, 0);
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte][rank] = bit as u8;
                rank += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// The position of the `k`-th set bit of `mask` (from the lowest, `k` below its count).
fn nth_bit(mask: u128, k: usize) -> u32 {
    let low = mask as u64;
    let in_low = low.count_ones() as usize;
    let (word, k, base) = if k >= in_low {
        ((mask >> 64) as u64, k - in_low, 64)
    } else {
        (low, k, 0)
    };
    base + nth_bit64(word, k)
}

/// [`nth_bit`] of a mask of at most 64 bits, without a branch: the byte holding the bit from
/// the bytes' running counts of set bits, then the bit within that byte from a table.
pub(super) fn nth_bit64(mask: u64, k: usize) -> u32 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut counts = mask - ((mask >> 1) & 0x5555_5555_5555_5555);
    counts = (counts & 0x3333_3333_3333_3333) + ((counts >> 2) & 0x3333_3333_3333_3333);
    counts = (counts + (counts >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    // Byte i: the set bits in bytes 0 to i (at most 64, so no byte borrows from the next below).
    let running = counts.wrapping_mul(ONES);
    let k64 = k as u64;
    let bytes_before = (((k64 * ONES) | HIGH) - running) & HIGH;
    let shift = bytes_before.count_ones() * 8;
    let before = ((running << 8) >> shift) & 0xff;
    let byte = ((mask >> shift) & 0xff) as usize;
    shift + u32::from(SELECT_IN_BYTE[byte][(k64 - before) as usize & 7])
}

impl Settlers {
    /// Carries out the action the random bot would choose here with `rng`, and returns it.
    /// Rare situations (set-up roads, road building, a turn with a playable development card)
    /// list into `scratch` and choose from it.
    pub(super) fn random_step(&mut self, rng: &mut GameRng, scratch: &mut Vec<Action>) -> Action {
        match self.phase {
            Phase::Setup { index, vertex } if vertex == NONE => {
                let spots = if self.seats[self.me()].settlements_left > 0 {
                    ALL_VERTICES & !self.blocked
                } else {
                    0
                };
                let k = rng.index(spots.count_ones() as usize);
                let v = nth_bit64(spots, k) as u8;
                self.setup_settlement(index, v);
                Action::BuildSettlement { vertex: v }
            }
            Phase::Roll if self.playable_devs() == 0 => {
                rng.index(1);
                self.roll();
                Action::RollDice
            }
            Phase::Discard { left } => {
                let s = self.to_act().expect("someone discards");
                let hand = &self.seats[s].hand;
                let held = (0..5).fold(0u8, |m, r| m | (u8::from(hand[r] > 0) << r));
                let k = rng.index(held.count_ones() as usize);
                let r = nth_bit64(u64::from(held), k) as usize;
                self.discard(left, s, r);
                Action::Discard {
                    resource: RESOURCES[r],
                }
            }
            Phase::Robber => {
                let moves = self.robber_moves();
                let k = rng.index(moves.count_ones() as usize);
                let action = ROBBER_MOVES[nth_bit(moves, k) as usize];
                if let Action::MoveRobber { hex, steal_from } = action {
                    self.move_robber(hex, steal_from);
                }
                action
            }
            Phase::Main => self.random_main(rng, scratch),
            Phase::Respond { offer, .. } => {
                let s = self.to_act().expect("someone answers");
                let can = afford(&self.seats[s].hand, &offer.get);
                let accept = rng.index(1 + usize::from(can)) == 0 && can;
                self.answer(s, accept);
                if accept {
                    Action::AcceptTrade
                } else {
                    Action::DeclineTrade
                }
            }
            _ => self.random_listed(rng, scratch),
        }
    }

    /// The main phase: the count of each mask of [`Settlers::main_moves`] in listing order.
    fn random_main(&mut self, rng: &mut GameRng, scratch: &mut Vec<Action>) -> Action {
        let m = self.main_moves();
        scratch.clear();
        if m.playable != 0 {
            self.push_dev_plays(scratch, m.playable, m.road_building);
        }
        let trades_per_give = m.stocked.count_ones() as usize;
        let trades = m.gives.count_ones() as usize * trades_per_give
            - (m.gives & m.stocked).count_ones() as usize;
        let counts = [
            1,
            m.roads.count_ones() as usize,
            m.settlements.count_ones() as usize,
            m.cities.count_ones() as usize,
            usize::from(m.buy),
            scratch.len(),
            trades,
            m.offers.count_ones() as usize,
        ];
        let mut k = rng.index(counts.iter().sum());
        let mut part = 0;
        while k >= counts[part] {
            k -= counts[part];
            part += 1;
        }
        match part {
            0 => {
                self.end_turn();
                Action::EndTurn
            }
            1 => {
                let edge = nth_bit(m.roads, k) as u8;
                self.build_road(edge);
                Action::BuildRoad { edge }
            }
            2 => {
                let vertex = nth_bit64(m.settlements, k) as u8;
                self.build_settlement(vertex);
                Action::BuildSettlement { vertex }
            }
            3 => {
                let vertex = nth_bit64(m.cities, k) as u8;
                self.build_city(vertex);
                Action::BuildCity { vertex }
            }
            4 => {
                self.buy_development();
                Action::BuyDevelopment
            }
            5 => {
                let action = scratch[k];
                self.carry_out(action);
                action
            }
            6 => {
                let mut gives = m.gives;
                loop {
                    let g = gives.trailing_zeros() as usize;
                    gives &= gives - 1;
                    let gets = m.stocked & !(1 << g);
                    let here = gets.count_ones() as usize;
                    if k < here {
                        let t = nth_bit64(u64::from(gets), k) as usize;
                        self.bank_trade(g, t);
                        break Action::BankTrade {
                            give: RESOURCES[g],
                            get: RESOURCES[t],
                        };
                    }
                    k -= here;
                }
            }
            _ => {
                let i = nth_bit64(u64::from(m.offers), k) as usize;
                let offer = Offer {
                    give: ONE_CARD[i / 5],
                    get: ONE_CARD[i % 5],
                };
                self.send_offer(offer, None);
                ONE_FOR_ONE[i]
            }
        }
    }

    /// Lists into `scratch`, chooses as the random bot does and plays the choice.
    fn random_listed(&mut self, rng: &mut GameRng, scratch: &mut Vec<Action>) -> Action {
        scratch.clear();
        self.list_legal(scratch);
        let action = scratch[rng.index(scratch.len())];
        self.carry_out(action);
        action
    }

    /// Plays an action the listing gave (a refusal is an engine bug).
    fn carry_out(&mut self, action: Action) {
        if let Err(e) = self.play(action) {
            panic!("settlers: engine refused its own legal action {action:?}: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{nth_bit, nth_bit64};
    use crate::rng::GameRng;

    /// The `k`-th set bit by clearing the lowest `k` set bits.
    fn by_clearing(mut mask: u128, k: usize) -> u32 {
        for _ in 0..k {
            mask &= mask - 1;
        }
        mask.trailing_zeros()
    }

    #[test]
    fn nth_bit_finds_each_set_bit_of_random_masks() {
        let mut rng = GameRng::new(5);
        for round in 0..4_000 {
            // Sparse, dense and full masks, in either half.
            let mut mask = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
            for _ in 0..round % 4 {
                mask &= u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
            }
            if round % 7 == 0 {
                mask = u128::MAX >> (round % 128);
            }
            for k in 0..mask.count_ones() as usize {
                assert_eq!(nth_bit(mask, k), by_clearing(mask, k), "{mask:#x}, {k}");
            }
            let low = mask as u64;
            for k in 0..low.count_ones() as usize {
                assert_eq!(
                    nth_bit64(low, k),
                    by_clearing(u128::from(low), k),
                    "{low:#x}, {k}"
                );
            }
        }
    }
}
