//! What each seat's cards add up to (points, discounts, abilities' gold), kept up to date as
//! cards are bought, so the rules and the views do not add them up again at every step.

use super::content::{card, Ability, CARD_TYPES};

/// Harbour sizes told apart by [`Holdings::big_haul`]; larger harbours count as the largest.
const BIG_HAUL_SIZES: usize = 16;

const _: () = {
    let mut i = 0;
    while i < CARD_TYPES.len() {
        if let Ability::BigHaul { cards, .. } = CARD_TYPES[i].ability {
            assert!((cards as usize) < BIG_HAUL_SIZES);
        }
        i += 1;
    }
};

/// The sums of one seat's cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Holdings {
    /// Victory points.
    pub points: u32,
    /// Gold off every purchase.
    pub discount: u32,
    /// The highest discounted cost a free purchase covers, if any card gives one.
    pub free_up_to: Option<u32>,
    /// Gold for banking while a ship is in the harbour.
    pub ship_bonus: u32,
    /// Gold at the start of the seat's turn.
    pub income: u32,
    /// Gold on a bust.
    pub bust_gold: u32,
    /// Pirates that may be driven off in one turn.
    pub guards: u32,
    /// Gold for banking with `i` cards in the harbour (the big-haul abilities).
    big_haul: [u8; BIG_HAUL_SIZES],
}

impl Holdings {
    /// The sums of `cards`.
    pub fn of(cards: &[u8]) -> Self {
        let mut sums = Holdings::default();
        for &c in cards {
            sums.add(c);
        }
        sums
    }

    /// Counts card `c` in.
    pub fn add(&mut self, c: u8) {
        let info = card(c);
        self.points += u32::from(info.points);
        match info.ability {
            Ability::None => {}
            Ability::FreePurchase(max) => {
                self.free_up_to = self.free_up_to.max(Some(u32::from(max)));
            }
            Ability::Discount(d) => self.discount += u32::from(d),
            Ability::ShipBonus(g) => self.ship_bonus += u32::from(g),
            Ability::Income(g) => self.income += u32::from(g),
            Ability::BustGold(g) => self.bust_gold += u32::from(g),
            Ability::DriveOff => self.guards += 1,
            Ability::BigHaul { cards, gold } => {
                for sum in &mut self.big_haul[usize::from(cards)..] {
                    *sum += gold;
                }
            }
        }
    }

    /// Gold the big-haul abilities add when banking with `cards` cards in the harbour.
    pub fn big_haul(&self, cards: usize) -> u32 {
        u32::from(self.big_haul[cards.min(BIG_HAUL_SIZES - 1)])
    }
}

#[cfg(test)]
mod tests {
    use super::Holdings;
    use crate::games::port_royal::content::{card, Ability, DECK_SIZE};

    #[test]
    fn big_haul_pays_from_its_harbour_size_up() {
        let haul = (0..DECK_SIZE as u8)
            .find(|&c| matches!(card(c).ability, Ability::BigHaul { .. }))
            .expect("a big-haul card");
        let Ability::BigHaul { cards, gold } = card(haul).ability else {
            unreachable!()
        };
        let h = Holdings::of(&[haul, haul]);
        let n = usize::from(cards);
        assert_eq!(h.big_haul(n - 1), 0);
        assert_eq!(h.big_haul(n), 2 * u32::from(gold));
        assert_eq!(h.big_haul(100), 2 * u32::from(gold));
    }
}
