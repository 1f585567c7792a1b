//! What moved with the last change of the board: ships that went from one place to another
//! slide there, ships sunk back to the reserve fade where they were (drawn by `map`).

use takhte_engine::games::tripoli::content::ZONES;
use takhte_engine::games::tripoli::view::View;
use yew::prelude::*;

/// A place ships stand on the map: a sea zone or a side's home port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// Sea zone index.
    Zone(usize),
    /// Home port of a side.
    Port(usize),
}

/// One side's ships moving: from a spot to another (a slide), from a spot to the reserve (sunk),
/// or from the reserve to a spot (arriving).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Motion {
    /// The side whose ships moved.
    pub side: usize,
    /// Where they were (`None`: the reserve).
    pub from: Option<Spot>,
    /// Where they went (`None`: the reserve, i.e. sunk).
    pub to: Option<Spot>,
}

/// Ships per side at every spot and in reserve: what is compared between two views.
type Fleets = ([[u8; 2]; ZONES], [u8; 2], [u8; 2]);

/// The motions of the last change, with a number that grows at every change (a new key, so
/// the CSS animations run again).
#[derive(Clone, Default, PartialEq)]
pub struct Moves {
    /// Changes seen so far.
    pub generation: u32,
    /// The motions of the latest change.
    pub moves: Vec<Motion>,
}

#[derive(Default)]
struct Memory {
    seen: Option<Fleets>,
    moves: Moves,
}

/// Remembers the fleets between renders and returns what moved with the latest change.
#[hook]
pub fn use_motion(v: &View) -> Moves {
    let memory = use_mut_ref(Memory::default);
    let mut m = memory.borrow_mut();
    let now = (v.zones.map(|z| z.ships), v.port, v.reserve);
    if m.seen != Some(now) {
        if let Some(before) = m.seen {
            m.moves.generation += 1;
            m.moves.moves = diff(&before, &now);
        }
        m.seen = Some(now);
    }
    m.moves.clone()
}

/// Pairs the places a side lost ships with the places it gained them.
pub fn diff(before: &Fleets, now: &Fleets) -> Vec<Motion> {
    let mut out = Vec::new();
    for side in 0..2 {
        let at = |f: &Fleets, s: Spot| match s {
            Spot::Zone(z) => f.0[z][side],
            Spot::Port(p) => f.1[p],
        };
        let spots = (0..ZONES).map(Spot::Zone).chain([Spot::Port(side)]);
        let (mut lost, mut gained) = (Vec::new(), Vec::new());
        for s in spots {
            let (a, b) = (at(before, s), at(now, s));
            if a > b {
                lost.push(s);
            } else if b > a {
                gained.push(s);
            }
        }
        let mut gained = gained.into_iter();
        for from in lost {
            out.push(Motion {
                side,
                from: Some(from),
                to: gained.next(),
            });
        }
        out.extend(gained.map(|to| Motion {
            side,
            from: None,
            to: Some(to),
        }));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deployment_slides_and_a_sunk_ship_fades() {
        let before = (
            [[0, 0], [0, 2], [0; 2], [0; 2], [0; 2], [0; 2]],
            [5, 5],
            [5, 5],
        );
        // The United States send two ships from port to zone 0; Barbary loses one in zone 1.
        let now = (
            [[2, 0], [0, 1], [0; 2], [0; 2], [0; 2], [0; 2]],
            [3, 5],
            [5, 6],
        );
        assert_eq!(
            diff(&before, &now),
            vec![
                Motion {
                    side: 0,
                    from: Some(Spot::Port(0)),
                    to: Some(Spot::Zone(0))
                },
                Motion {
                    side: 1,
                    from: Some(Spot::Zone(1)),
                    to: None
                },
            ]
        );
    }
}
