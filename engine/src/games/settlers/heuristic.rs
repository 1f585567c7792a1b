//! The heuristic bot: places by pips, variety and harbours, builds toward the cheapest next
//! point (city, settlement, else a development card), trades with the bank and other players,
//! and sends the robber against the leader.

use super::board::{topology, Topology, NONE, VERTICES};
use super::content::*;
use super::{Action, Phase, View};
use crate::float::larger;
use crate::rng::GameRng;
use std::cell::Cell;

/// What the bot is saving for.
#[derive(Clone, Copy, PartialEq)]
enum Goal {
    City,
    Settlement,
    Road,
    Dev,
}

fn cost(goal: Goal) -> [u8; 5] {
    match goal {
        Goal::City => CITY_COST,
        Goal::Settlement => SETTLEMENT_COST,
        Goal::Road => ROAD_COST,
        Goal::Dev => DEV_COST,
    }
}

fn missing(hand: &[u8; 5], c: &[u8; 5]) -> u8 {
    (0..5).map(|r| c[r].saturating_sub(hand[r])).sum()
}

/// Bit `i` set where `bytes[i] == value` (at most 128 bytes), compared eight bytes at a time.
fn bytes_equal(bytes: &[u8], value: u8) -> u128 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let mut out = 0u128;
    for (i, chunk) in bytes.chunks(8).enumerate() {
        let mut word = [!value; 8];
        word[..chunk.len()].copy_from_slice(chunk);
        let x = u64::from_le_bytes(word) ^ (ONES * u64::from(value));
        // High bit of each byte set where that byte of `x` is zero, i.e. where it matched.
        let zero = !(((x & LOW7) + LOW7) | x) & !LOW7;
        // Gather the eight high bits into one byte, byte k's bit to bit k.
        let packed = (zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        out |= u128::from(packed) << (8 * i);
    }
    out
}

/// Board facts the bot derives from the view.
struct Eval<'a> {
    v: &'a View,
    topo: &'static Topology,
    me: u8,
    blocked: u64,
    my_road_vertices: u64,
    /// Pips I collect per resource.
    prod: [u32; 5],
    /// [`Eval::spot`] of each vertex, once worked out (bit `vx` of `spots_known`).
    spots: [Cell<f64>; VERTICES],
    spots_known: Cell<u64>,
}

impl<'a> Eval<'a> {
    fn new(v: &'a View) -> Self {
        let topo = topology();
        let me = v.seat;
        let mut blocked = 0u64;
        let mut prod = [0u32; 5];
        let mut built = !bytes_equal(&v.vertex_owner, NONE) as u64 & ((1 << VERTICES) - 1);
        while built != 0 {
            let vx = built.trailing_zeros() as usize;
            built &= built - 1;
            let o = v.vertex_owner[vx];
            blocked |= (1 << vx) | topo.vertex_neighbours[vx];
            if o == me {
                let mult = if v.cities & (1 << vx) != 0 { 2 } else { 1 };
                for &h in &topo.vertex_hexes[vx] {
                    if h != NONE && v.terrain[h as usize] != DESERT {
                        prod[v.terrain[h as usize] as usize] +=
                            mult * u32::from(pips(v.tokens[h as usize]));
                    }
                }
            }
        }
        let mut my_road_vertices = 0u64;
        let mut roads = bytes_equal(&v.edge_owner, me);
        while roads != 0 {
            let e = roads.trailing_zeros() as usize;
            roads &= roads - 1;
            for &x in &topo.edge_vertices[e] {
                my_road_vertices |= 1 << x;
            }
        }
        Eval {
            v,
            topo,
            me,
            blocked,
            my_road_vertices,
            prod,
            spots: [const { Cell::new(0.0) }; VERTICES],
            spots_known: Cell::new(0),
        }
    }

    /// Worth of a settlement spot: pips, weighted toward resources I lack, plus harbours.
    fn spot(&self, vx: usize) -> f64 {
        let known = self.spots_known.get();
        if known & (1 << vx) != 0 {
            return self.spots[vx].get();
        }
        let score = self.spot_uncached(vx);
        self.spots[vx].set(score);
        self.spots_known.set(known | (1 << vx));
        score
    }

    fn spot_uncached(&self, vx: usize) -> f64 {
        let topo = self.topo;
        let mut score = 0.0;
        let mut kinds = 0u8;
        for &h in &topo.vertex_hexes[vx] {
            if h == NONE || self.v.terrain[h as usize] == DESERT {
                continue;
            }
            let r = self.v.terrain[h as usize] as usize;
            let p = f64::from(pips(self.v.tokens[h as usize]));
            let scarce = if self.prod[r] == 0 { 1.5 } else { 1.0 };
            let robbed = if h == self.v.robber { 0.5 } else { 1.0 };
            score += p * scarce * robbed;
            kinds |= 1 << r;
        }
        score += f64::from(kinds.count_ones()) * 0.8;
        let harbour = topo.vertex_harbour[vx];
        if harbour != NONE {
            let k = self.v.harbours[harbour as usize];
            score += if k == GENERIC {
                1.0
            } else {
                f64::from(self.prod[k as usize].min(8)) * 0.4
            };
        }
        score
    }

    fn free_spot(&self, vx: usize) -> bool {
        self.blocked & (1 << vx) == 0
    }

    /// Best free spot within two road steps beyond vertex `from` (not crossing other buildings).
    fn reach(&self, from: u8, depth: u8, seen: u64) -> f64 {
        let topo = self.topo;
        let mut best = if self.free_spot(from as usize) {
            self.spot(from as usize)
        } else {
            0.0
        };
        let o = self.v.vertex_owner[from as usize];
        if depth == 0 || (o != NONE && o != self.me) {
            return best;
        }
        for &e in &topo.vertex_edges[from as usize] {
            if e == NONE || self.v.edge_owner[e as usize] != NONE {
                continue;
            }
            let [a, b] = topo.edge_vertices[e as usize];
            let w = if a == from { b } else { a };
            if seen & (1 << w) == 0 {
                best = larger(best, 0.8 * self.reach(w, depth - 1, seen | (1 << w)));
            }
        }
        best
    }

    /// Worth of a road: the best spot it leads toward, and a little for road length.
    fn road(&self, e: u8) -> f64 {
        let [a, b] = self.topo.edge_vertices[e as usize];
        let far = if self.my_road_vertices & (1 << a) != 0
            || self.v.vertex_owner[a as usize] == self.me
        {
            b
        } else {
            a
        };
        self.reach(far, 2, 1 << far) + 0.1
    }

    /// Whether a free spot lies at the end of one of my roads.
    fn spot_reachable(&self) -> bool {
        self.my_road_vertices & !self.blocked != 0
    }

    /// The cheapest next point by cards missing (the first of equals in the order city,
    /// settlement or road, development card); a development card when nothing is possible.
    fn goal(&self) -> Goal {
        let v = self.v;
        let pubme = &v.public[self.me as usize];
        let hand = &v.hand;
        let mut best: Option<(f64, Goal)> = None;
        let mut consider = |missing: f64, goal: Goal| {
            if best.is_none_or(|b| missing < b.0) {
                best = Some((missing, goal));
            }
        };
        if pubme.cities_left > 0 && pubme.settlements_left < SETTLEMENTS {
            consider(missing(hand, &CITY_COST) as f64 - 0.5, Goal::City);
        }
        if pubme.settlements_left > 0 {
            if self.spot_reachable() {
                consider(
                    missing(hand, &SETTLEMENT_COST) as f64 - 0.5,
                    Goal::Settlement,
                );
            } else if pubme.roads_left > 0 {
                consider(missing(hand, &ROAD_COST) as f64, Goal::Road);
            }
        }
        if v.deck_size > 0 {
            consider(missing(hand, &DEV_COST) as f64 + 1.0, Goal::Dev);
        }
        best.map_or(Goal::Dev, |b| b.1)
    }

    /// The most dangerous opponent: highest public points, then most cards.
    fn threat(&self, s: u8) -> f64 {
        let p = &self.v.public[s as usize];
        f64::from(p.public_points) * 2.0 + f64::from(p.dev_cards) * 0.5 + f64::from(p.cards) * 0.1
    }
}

fn best_by<T: Copy>(items: impl Iterator<Item = T>, score: impl Fn(T) -> f64) -> Option<T> {
    items
        .map(|x| (score(x), x))
        .max_by(|a, b| a.0.total_cmp(&b.0))
        .map(|p| p.1)
}

/// `action` if `legal` lists it.
fn listed(legal: &[Action], action: Action) -> Option<Action> {
    legal.contains(&action).then_some(action)
}

/// Whether `legal` holds an action of the kind `is` recognises.
fn any(legal: &[Action], is: impl Fn(&Action) -> bool) -> bool {
    legal.iter().any(is)
}

/// Picks an action among `legal` from the acting seat's view. Each phase's pick is one of
/// `legal` (taken from it, or checked with [`listed`]); a random legal action if it has none.
pub fn choose(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
    let ev = Eval::new(view);
    let pick = match view.phase {
        Phase::Setup { .. } => setup(&ev, legal),
        Phase::Roll => roll(&ev, legal),
        Phase::Discard { .. } => discard(&ev, legal),
        Phase::Robber => robber(&ev, legal),
        Phase::Main => main(&ev, legal),
        Phase::RoadBuilding { .. } => best_road(&ev, legal),
        Phase::Respond { offer, .. } => listed(legal, respond(&ev, offer)),
        Phase::Confirm { accepted, .. } => best_by(
            (0..view.players).filter(|&s| accepted & (1 << s) != 0),
            |s| -ev.threat(s),
        )
        .and_then(|with| listed(legal, Action::ConfirmTrade { with })),
        Phase::Over => None,
    };
    match pick {
        Some(a) => {
            debug_assert!(legal.contains(&a), "the heuristic picked {a:?}, not listed");
            a
        }
        None => legal[rng.index(legal.len())],
    }
}

fn setup(ev: &Eval, legal: &[Action]) -> Option<Action> {
    best_by(legal.iter().copied(), |a| match a {
        Action::BuildSettlement { vertex } => ev.spot(vertex as usize),
        Action::BuildRoad { edge } => ev.road(edge),
        _ => -1.0,
    })
}

fn best_road(ev: &Eval, legal: &[Action]) -> Option<Action> {
    best_by(
        legal
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::BuildRoad { .. })),
        |a| match a {
            Action::BuildRoad { edge } => ev.road(edge),
            _ => 0.0,
        },
    )
}

fn robber_on_me(ev: &Eval) -> bool {
    ev.topo.hex_vertices[ev.v.robber as usize]
        .iter()
        .any(|&x| ev.v.vertex_owner[x as usize] == ev.me)
}

fn roll(ev: &Eval, legal: &[Action]) -> Option<Action> {
    if any(legal, |a| matches!(a, Action::PlayKnight)) && robber_on_me(ev) {
        return Some(Action::PlayKnight);
    }
    listed(legal, Action::RollDice)
}

fn discard(ev: &Eval, legal: &[Action]) -> Option<Action> {
    let need = cost(ev.goal());
    best_by(legal.iter().copied(), |a| match a {
        Action::Discard { resource } => {
            let r = resource as usize;
            f64::from(ev.v.hand[r]) - 2.0 * f64::from(need[r].min(ev.v.hand[r]))
        }
        _ => -99.0,
    })
}

fn robber(ev: &Eval, legal: &[Action]) -> Option<Action> {
    let topo = ev.topo;
    best_by(legal.iter().copied(), |a| match a {
        Action::MoveRobber { hex, steal_from } => {
            let h = hex as usize;
            let p = f64::from(pips(ev.v.tokens[h]));
            let mut score = 0.0;
            for &x in &topo.hex_vertices[h] {
                let o = ev.v.vertex_owner[x as usize];
                if o == NONE {
                    continue;
                }
                let mult = if ev.v.cities & (1 << x) != 0 {
                    2.0
                } else {
                    1.0
                };
                if o == ev.me {
                    score -= 3.0 * p * mult;
                } else {
                    score +=
                        p * mult * (1.0 + ev.threat(o) / f64::from(ev.v.options.victory_points));
                }
            }
            if let Some(s) = steal_from {
                score += ev.threat(s) * 0.3 + f64::from(ev.v.public[s as usize].cards) * 0.2;
            }
            score
        }
        _ => -99.0,
    })
}

fn main(ev: &Eval, legal: &[Action]) -> Option<Action> {
    let v = ev.v;
    let hand = &v.hand;
    let cities = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::BuildCity { .. }));
    if let Some(a) = best_by(cities, |a| match a {
        Action::BuildCity { vertex } => ev.spot(vertex as usize),
        _ => 0.0,
    }) {
        return Some(a);
    }
    let settles = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::BuildSettlement { .. }));
    if let Some(a) = best_by(settles, |a| match a {
        Action::BuildSettlement { vertex } => ev.spot(vertex as usize),
        _ => 0.0,
    }) {
        return Some(a);
    }
    // Development cards in hand.
    if any(legal, |a| matches!(a, Action::PlayKnight))
        && (robber_on_me(ev) || v.public[v.seat as usize].played[KNIGHT] < 3)
    {
        return Some(Action::PlayKnight);
    }
    let goal = ev.goal();
    let need = cost(goal);
    for &a in legal {
        match a {
            Action::PlayRoadBuilding if goal == Goal::Road || !ev.spot_reachable() => {
                return Some(a)
            }
            Action::PlayYearOfPlenty { first, second } => {
                let mut h = *hand;
                h[first as usize] += 1;
                h[second as usize] += 1;
                if missing(&h, &need) + 2 <= missing(hand, &need) {
                    return Some(a);
                }
            }
            Action::PlayMonopoly { resource }
                if need[resource as usize] > hand[resource as usize] =>
            {
                return Some(a)
            }
            _ => {}
        }
    }
    if goal == Goal::Road || (v.public[v.seat as usize].roads_left > 0 && !ev.spot_reachable()) {
        if let Some(a) = best_road(ev, legal) {
            return Some(a);
        }
    }
    if any(legal, |a| matches!(a, Action::BuyDevelopment))
        && (goal == Goal::Dev || missing(hand, &need) > 0 && missing(hand, &CITY_COST) > 1)
    {
        return Some(Action::BuyDevelopment);
    }
    // Bank trade: give a surplus card type, get one that the goal lacks.
    let short = |r: usize| need[r] > hand[r];
    for &a in legal {
        if let Action::BankTrade { give, get } = a {
            let (g, t) = (give as usize, get as usize);
            let rate = rate_of(v, g);
            if short(t) && hand[g] >= need[g] + rate {
                return Some(a);
            }
        }
    }
    // Offer one surplus card for one missing card to everyone, once per turn.
    if v.offers_made == 0 {
        if let Some((g, t)) = surplus_and_short(ev, &need) {
            let (mut give, mut get) = ([0; 5], [0; 5]);
            give[g] = 1;
            get[t] = 1;
            let offer = Action::Offer {
                give,
                get,
                to: None,
            };
            if legal.contains(&offer) {
                return Some(offer);
            }
        }
    }
    // Too many cards: spend on a road rather than feed the robber.
    if hand.iter().sum::<u8>() > ev.v.options.discard_limit {
        if let Some(a) = best_road(ev, legal) {
            return Some(a);
        }
    }
    listed(legal, Action::EndTurn)
}

fn rate_of(v: &View, r: usize) -> u8 {
    let h = v.public[v.seat as usize].harbours;
    if h & (1 << r) != 0 {
        2
    } else if h & (1 << GENERIC) != 0 {
        3
    } else {
        4
    }
}

/// A resource I hold beyond my goal and one my goal lacks.
fn surplus_and_short(ev: &Eval, need: &[u8; 5]) -> Option<(usize, usize)> {
    let hand = &ev.v.hand;
    let give = (0..5)
        .filter(|&r| hand[r] > need[r])
        .max_by_key(|&r| hand[r] - need[r])?;
    let get = (0..5).find(|&r| need[r] > hand[r] && r != give)?;
    Some((give, get))
}

fn respond(ev: &Eval, offer: super::Offer) -> Action {
    let v = ev.v;
    let offerer = &v.public[v.active as usize];
    if offerer.public_points + 3 >= v.options.victory_points
        || !(0..5).all(|r| v.hand[r] >= offer.get[r])
    {
        return Action::DeclineTrade;
    }
    let need = cost(ev.goal());
    let mut after = v.hand;
    for r in 0..5 {
        after[r] = after[r] + offer.give[r] - offer.get[r];
    }
    let gain = missing(&v.hand, &need) > missing(&after, &need);
    let fair = offer.give.iter().sum::<u8>() >= offer.get.iter().sum::<u8>();
    if gain && fair {
        Action::AcceptTrade
    } else {
        Action::DeclineTrade
    }
}

#[cfg(test)]
mod tests {
    use super::bytes_equal;
    use crate::rng::GameRng;

    #[test]
    fn bytes_equal_marks_exactly_the_matching_bytes() {
        let mut rng = GameRng::new(11);
        for round in 0..2_000 {
            let len = 1 + round % 128;
            // Few distinct values, so that matches are common, and 255 (the "none" id) among them.
            let bytes: Vec<u8> = (0..len)
                .map(|_| [0, 1, 2, 3, 127, 128, 254, 255][rng.index(8)])
                .collect();
            for value in [0, 1, 3, 127, 128, 254, 255] {
                let expected = bytes
                    .iter()
                    .enumerate()
                    .filter(|(_, &b)| b == value)
                    .fold(0u128, |m, (i, _)| m | 1 << i);
                assert_eq!(bytes_equal(&bytes, value), expected, "{bytes:?} {value}");
            }
        }
    }
}
