//! What changed on the map between two views, so the board can animate it: units that
//! marched or retreated slide from the province they left, units that fell fade away.

use takhte_engine::games::sekigahara::Unit;

/// The movements between two views of the units.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Motion {
    /// (province reached, side, clan, province left) of every unit that moved.
    slides: Vec<(u8, u8, u8, u8)>,
    /// (province, side, clan) of every unit that left the map.
    fallen: Vec<(u8, u8, u8)>,
}

impl Motion {
    /// The changes from `before` to `after` (the same units, by index).
    pub fn between(before: &[Unit], after: &[Unit]) -> Motion {
        let mut m = Motion::default();
        for (b, a) in before.iter().zip(after) {
            match (b.province, a.province) {
                (Some(from), Some(to)) if from != to => m.slides.push((to, a.side, a.clan, from)),
                (Some(at), None) => m.fallen.push((at, b.side, b.clan)),
                _ => {}
            }
        }
        m
    }

    /// The province the `side`'s `clan` units in `p` came from, if they just arrived.
    pub fn slide(&self, p: u8, side: u8, clan: u8) -> Option<u8> {
        self.slides
            .iter()
            .find(|&&(to, s, c, _)| (to, s, c) == (p, side, clan))
            .map(|&(.., from)| from)
    }

    /// The (side, clan) of each unit that fell in `p`.
    pub fn fallen(&self, p: u8) -> impl Iterator<Item = (u8, u8)> + '_ {
        self.fallen
            .iter()
            .filter(move |&&(at, ..)| at == p)
            .map(|&(_, s, c)| (s, c))
    }
}
