//! The settlers game's aid: for each opponent, the resources they surely hold and may hold,
//! and the development cards still unseen by type.
//!
//! The notes keep, per seat and resource, a lower and an upper bound. Each new view is compared
//! with the one before: the bank's stock and the viewer's own hand are exact, so what left the
//! bank and did not reach the viewer reached the opponents; when one opponent alone changed,
//! that is exactly their change. Production is split by the board, a trade by its public offer,
//! a monopoly by the resource the viewer saw move; a steal between two opponents moves one card
//! the viewer cannot name. Every bound is then tightened by the public card counts and by the
//! 19 cards of each resource.

use super::board::{topology, NONE};
use super::content::{CARDS_PER_RESOURCE, DEV_DECK, MONOPOLY};
use super::{Phase, Settlers, View};
use crate::aid::Aid;
use serde::Serialize;

/// The most seats.
const SEATS: usize = 4;

/// Lower and upper bounds of each seat's resources (the viewer's own row is unused).
#[derive(Clone, Debug, Default)]
pub struct Notes {
    lo: [[i32; 5]; SEATS],
    hi: [[i32; 5]; SEATS],
}

/// One opponent's hand as the viewer can bound it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandBounds {
    /// The seat.
    pub seat: u8,
    /// Resource cards held (public).
    pub cards: u8,
    /// Cards of each resource they surely hold.
    pub sure: [u8; 5],
    /// Cards of each resource they may hold at most.
    pub may: [u8; 5],
}

/// What the settlers aid shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SettlersAid {
    /// Every opponent, in seat order.
    pub opponents: Vec<HandBounds>,
    /// Development cards of each type the viewer has not seen (in the deck or held unplayed by
    /// an opponent).
    pub devs_unseen: [u8; 5],
}

impl Notes {
    /// Adds an exact change `d` to `seat`'s resources.
    fn exact(&mut self, seat: usize, d: &[i32; 5]) {
        for r in 0..5 {
            self.lo[seat][r] = (self.lo[seat][r] + d[r]).max(0);
            self.hi[seat][r] = (self.hi[seat][r] + d[r]).max(0);
        }
    }

    /// `seat` may have gained up to `up[r]` and lost up to `down[r]` of each resource.
    fn widen(&mut self, seat: usize, up: &[i32; 5], down: &[i32; 5]) {
        for r in 0..5 {
            self.hi[seat][r] += up[r];
            self.lo[seat][r] = (self.lo[seat][r] - down[r]).max(0);
        }
    }

    /// Tightens the bounds of every opponent by their card counts and the cards of each
    /// resource outside the bank and the viewer's hand.
    fn tighten(&mut self, v: &View) {
        let me = usize::from(v.seat);
        let opps: Vec<usize> = (0..usize::from(v.players)).filter(|&s| s != me).collect();
        for _ in 0..3 {
            for &o in &opps {
                let n = i32::from(v.public[o].cards);
                for r in 0..5 {
                    let outside =
                        i32::from(CARDS_PER_RESOURCE) - i32::from(v.bank[r]) - i32::from(v.hand[r]);
                    let others_lo: i32 = opps
                        .iter()
                        .filter(|&&p| p != o)
                        .map(|&p| self.lo[p][r])
                        .sum();
                    let others_hi: i32 = opps
                        .iter()
                        .filter(|&&p| p != o)
                        .map(|&p| self.hi[p][r])
                        .sum();
                    let rest_lo: i32 = (0..5).filter(|&s| s != r).map(|s| self.lo[o][s]).sum();
                    let rest_hi: i32 = (0..5).filter(|&s| s != r).map(|s| self.hi[o][s]).sum();
                    self.hi[o][r] = self.hi[o][r]
                        .min(n - rest_lo)
                        .min(outside - others_lo)
                        .max(0);
                    self.lo[o][r] = self.lo[o][r]
                        .max(n - rest_hi)
                        .max(outside - others_hi)
                        .max(0);
                }
            }
        }
    }
}

/// What each seat is owed of each resource when the dice show `sum`, by the board in `v`.
fn entitlement(v: &View, sum: u8) -> [[i32; 5]; SEATS] {
    let topo = topology();
    let mut due = [[0i32; 5]; SEATS];
    for h in 0..v.terrain.len() {
        if v.tokens[h] != sum || h == usize::from(v.robber) || v.terrain[h] >= 5 {
            continue;
        }
        for &vertex in &topo.hex_vertices[h] {
            let owner = v.vertex_owner[usize::from(vertex)];
            if owner != NONE {
                let city = v.cities & (1u64 << vertex) != 0;
                due[usize::from(owner)][usize::from(v.terrain[h])] += if city { 2 } else { 1 };
            }
        }
    }
    due
}

/// Notes one transition from `b` (before) to `v` (now) of the viewer's views.
fn step(notes: &mut Notes, b: &View, v: &View) {
    let me = usize::from(v.seat);
    let n = usize::from(v.players);
    let mine: [i32; 5] = std::array::from_fn(|r| i32::from(v.hand[r]) - i32::from(b.hand[r]));
    // What the opponents gained, together, of each resource.
    let gain: [i32; 5] =
        std::array::from_fn(|r| i32::from(b.bank[r]) - i32::from(v.bank[r]) - mine[r]);
    let dc: Vec<i32> = (0..n)
        .map(|s| i32::from(v.public[s].cards) - i32::from(b.public[s].cards))
        .collect();
    let changed: Vec<usize> = (0..n).filter(|&s| s != me && dc[s] != 0).collect();
    let neg = |d: &[i32; 5]| -> [i32; 5] { std::array::from_fn(|r| -d[r]) };
    let pos = |d: &[u8; 5]| -> [i32; 5] { std::array::from_fn(|r| i32::from(d[r])) };
    let monopolist = (0..n).find(|&s| v.public[s].played[MONOPOLY] > b.public[s].played[MONOPOLY]);
    if let Phase::Confirm { offer, accepted } = b.phase {
        if !matches!(v.phase, Phase::Confirm { .. }) {
            let a = usize::from(b.active);
            let (give, get) = (pos(&offer.give), pos(&offer.get));
            let candidates: Vec<usize> = (0..n)
                .filter(|&s| accepted & (1 << s) != 0 && s != me)
                .collect();
            if a == me {
                if mine.iter().any(|&d| d != 0) {
                    match (&changed[..], &candidates[..]) {
                        ([p], _) | ([], [p]) => notes.exact(*p, &gain),
                        _ => candidates.iter().for_each(|&p| notes.widen(p, &give, &get)),
                    }
                }
            } else if mine.iter().any(|&d| d != 0) {
                notes.exact(a, &gain);
            } else if dc[a] != 0 {
                let got: [i32; 5] = std::array::from_fn(|r| get[r] - give[r]);
                notes.exact(a, &got);
                if let Some(&p) = changed.iter().find(|&&p| p != a) {
                    notes.exact(p, &neg(&got));
                }
            } else {
                notes.widen(a, &get, &give);
                candidates.iter().for_each(|&p| notes.widen(p, &give, &get));
            }
            return;
        }
    }
    if let Some(t) = monopolist {
        let named = (0..5).find(|&r| gain[r] != 0 || mine[r] != 0);
        for o in (0..n).filter(|&o| o != me) {
            match named {
                Some(r) if o == t => {
                    let mut d = [0; 5];
                    d[r] = dc[o];
                    notes.exact(o, &d);
                }
                Some(r) => {
                    notes.lo[o][r] = 0;
                    notes.hi[o][r] = 0;
                }
                None if dc[o] > 0 => notes.widen(o, &[dc[o]; 5], &[0; 5]),
                None => notes.widen(o, &[0; 5], &[-dc[o]; 5]),
            }
        }
        return;
    }
    match &changed[..] {
        [] => {}
        [o] => notes.exact(*o, &gain),
        _ if !b.rolled && v.rolled => {
            let due = entitlement(v, v.dice.map_or(0, |d| d[0] + d[1]));
            for r in 0..5 {
                let owed: Vec<usize> = (0..n).filter(|&o| o != me && due[o][r] > 0).collect();
                let total: i32 = owed.iter().map(|&o| due[o][r]).sum();
                for &o in &owed {
                    let mut d = [0; 5];
                    if owed.len() == 1 || gain[r] == total {
                        d[r] = if owed.len() == 1 { gain[r] } else { due[o][r] };
                        notes.exact(o, &d);
                    } else if gain[r] != 0 {
                        d[r] = due[o][r];
                        notes.widen(o, &d, &[0; 5]);
                    }
                }
            }
        }
        [x, y] if dc[*x] + dc[*y] == 0 && dc[*x].abs() == 1 && gain == [0; 5] => {
            let (thief, victim) = if dc[*x] > 0 { (*x, *y) } else { (*y, *x) };
            let could: [i32; 5] = std::array::from_fn(|r| i32::from(notes.hi[victim][r] > 0));
            notes.widen(victim, &[0; 5], &[1; 5]);
            notes.widen(thief, &could, &[0; 5]);
        }
        many => {
            for &o in many {
                if dc[o] > 0 {
                    notes.widen(o, &[dc[o]; 5], &[0; 5]);
                } else {
                    notes.widen(o, &[0; 5], &[-dc[o]; 5]);
                }
            }
        }
    }
}

impl Aid for Settlers {
    type Notes = Notes;
    type Summary = SettlersAid;

    fn note(notes: &mut Notes, before: Option<&View>, now: &View) {
        if let Some(b) = before {
            step(notes, b, now);
        }
        notes.tighten(now);
    }

    fn summary(notes: &Notes, v: &View) -> SettlersAid {
        let me = usize::from(v.seat);
        let opponents = (0..usize::from(v.players))
            .filter(|&s| s != me)
            .map(|s| HandBounds {
                seat: s as u8,
                cards: v.public[s].cards,
                sure: notes.lo[s].map(|x| x as u8),
                may: notes.hi[s].map(|x| x as u8),
            })
            .collect();
        let devs_unseen = std::array::from_fn(|k| {
            let played: u8 = v.public.iter().map(|p| p.played[k]).sum();
            DEV_DECK[k] - v.devs[k] - played
        });
        SettlersAid {
            opponents,
            devs_unseen,
        }
    }
}
