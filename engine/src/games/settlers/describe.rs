//! A settlers position from a description: board, pieces, hands, development cards, bank,
//! robber, phase. [`Description`] is the plain, serializable form (any values at all);
//! [`Description::position`] checks it, like shakmaty's `Setup` → `Position`, and builds the
//! [`Settlers`] state, or refuses with a [`DescribeError`] naming what is inconsistent.
//! [`Description::of`] writes a state back as a description.
//!
//! The description holds the whole truth (every hand and the deck); a bot asked to decide in the
//! position reads only its own seat's [`View`](super::View) of it, so hidden cards in the
//! description do not reach it. Used by `takhte-settlers-bot` (the Catanatron harness,
//! `docs/catanatron.md`).

use super::board::{topology, EDGES, HEXES, NONE, VERTICES};
use super::content::*;
use super::{Phase, Settlers, SettlersOptions};
use crate::game::Game;
use crate::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One building on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BuildingDesc {
    /// The owner.
    pub seat: u8,
    /// The vertex ([`topology`] id).
    pub vertex: u8,
    /// A city (else a settlement).
    #[serde(default)]
    pub city: bool,
}

/// One road on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoadDesc {
    /// The owner.
    pub seat: u8,
    /// The edge ([`topology`] id).
    pub edge: u8,
}

/// What one seat holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatDesc {
    /// Resource cards in hand (wood, brick, wool, wheat, ore).
    pub hand: [u8; 5],
    /// Development cards held, not played (knight, road building, year of plenty, monopoly,
    /// victory point).
    pub devs: [u8; 5],
    /// Development cards played, per kind.
    #[serde(default)]
    pub played: [u8; 5],
}

/// A settlers position as plain data; [`Description::position`] checks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Description {
    /// The rule options (the seed's rules when left out).
    #[serde(default)]
    pub options: SettlersOptions,
    /// Terrain per hex: a resource index 0–4, or 5 for the desert.
    pub terrain: [u8; HEXES],
    /// Number token per hex (0 on the desert).
    pub tokens: [u8; HEXES],
    /// Harbour kinds in the order of `Topology::harbour_edges` (0–4 2:1, 5 3:1).
    pub harbours: [u8; 9],
    /// The robber's hex.
    pub robber: u8,
    /// Settlements and cities.
    #[serde(default)]
    pub buildings: Vec<BuildingDesc>,
    /// Roads.
    #[serde(default)]
    pub roads: Vec<RoadDesc>,
    /// Every seat, in turn order (the number of players is its length).
    pub seats: Vec<SeatDesc>,
    /// Resource cards in the bank.
    pub bank: [u8; 5],
    /// Development cards left in the deck, per kind.
    pub deck: [u8; 5],
    /// The phase (`Respond`, `Confirm` and `Over` are refused).
    pub phase: Phase,
    /// The seat whose turn it is.
    pub active: u8,
    /// Turns played since set-up.
    #[serde(default)]
    pub turn: u16,
    /// Whether the active player has rolled this turn.
    #[serde(default)]
    pub rolled: bool,
    /// Whether the active player has played a development card this turn.
    #[serde(default)]
    pub dev_played: bool,
    /// Development cards the active player bought this turn, per kind.
    #[serde(default)]
    pub bought: [u8; 5],
    /// Player-trade offers the active player sent this turn.
    #[serde(default)]
    pub offers_made: u8,
    /// Holder of the longest-road title.
    #[serde(default)]
    pub longest: Option<u8>,
    /// Holder of the largest-army title.
    #[serde(default)]
    pub army: Option<u8>,
    /// The last roll.
    #[serde(default)]
    pub dice: Option<[u8; 2]>,
    /// Seed of the state's generator (dice and draws after this position).
    #[serde(default)]
    pub seed: u64,
}

/// Why a description is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescribeError(pub String);

impl fmt::Display for DescribeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "settlers description: {}", self.0)
    }
}

impl std::error::Error for DescribeError {}

fn refuse<T>(msg: impl Into<String>) -> Result<T, DescribeError> {
    Err(DescribeError(msg.into()))
}

/// Counts of each value below `kinds` in `values` (values at or past `kinds` are not counted).
fn tally(values: &[u8], kinds: usize) -> Vec<u8> {
    let mut t = vec![0u8; kinds];
    for &v in values {
        if (v as usize) < kinds {
            t[v as usize] += 1;
        }
    }
    t
}

impl Description {
    /// The description of `state` (every hand included).
    pub fn of(state: &Settlers) -> Description {
        let n = state.n as usize;
        let mut buildings = Vec::new();
        for v in 0..VERTICES {
            let o = state.vertex_owner[v];
            if o != NONE {
                buildings.push(BuildingDesc {
                    seat: o,
                    vertex: v as u8,
                    city: state.cities & (1 << v) != 0,
                });
            }
        }
        let roads = (0..EDGES)
            .filter(|&e| state.edge_owner[e] != NONE)
            .map(|e| RoadDesc {
                seat: state.edge_owner[e],
                edge: e as u8,
            })
            .collect();
        let holder = |h: u8| (h != NONE).then_some(h);
        Description {
            options: state.options,
            terrain: state.terrain,
            tokens: state.tokens,
            harbours: state.harbours,
            robber: state.robber,
            buildings,
            roads,
            seats: state.seats[..n]
                .iter()
                .map(|p| SeatDesc {
                    hand: p.hand,
                    devs: p.devs,
                    played: p.played,
                })
                .collect(),
            bank: state.bank,
            deck: state.deck,
            phase: state.phase,
            active: state.active,
            turn: state.turn,
            rolled: state.rolled,
            dev_played: state.dev_played,
            bought: state.bought,
            offers_made: state.offers_made,
            longest: holder(state.longest),
            army: holder(state.army),
            dice: state.dice,
            seed: 0,
        }
    }

    /// Checks the description and builds the position, or says what is inconsistent: the
    /// board's terrain, tokens and harbours must be the game's sets, pieces within each seat's
    /// supply on distinct spots (distance rule kept, every road joined to its owner's
    /// buildings), each resource 19 cards between hands and bank, each development card kind
    /// its deck count between deck, hands and played cards, the phase one the game can be in
    /// (set-up step matching the pieces placed, discards owed within hands), the titles held by
    /// a seat entitled to them, and nobody already at the winning score.
    pub fn position(&self) -> Result<Settlers, DescribeError> {
        let topo = topology();
        let n = self.seats.len();
        self.options
            .check_setup(n, super::releases::RULES)
            .map_err(|e| DescribeError(e.0))?;
        // The board.
        let mut want = tally(&TERRAIN, 6);
        if tally(&self.terrain, 6) != want || self.terrain.iter().any(|&t| t > DESERT) {
            return refuse(format!(
                "terrain {:?} is not the game's 19 hexes (per kind {want:?})",
                self.terrain
            ));
        }
        for h in 0..HEXES {
            let desert = self.terrain[h] == DESERT;
            if desert != (self.tokens[h] == 0) {
                return refuse(format!(
                    "hex {h}: a number token on the desert, or none on a producing hex"
                ));
            }
        }
        want = tally(&TOKENS, 13);
        let producing: Vec<u8> = self.tokens.iter().copied().filter(|&t| t != 0).collect();
        if tally(&producing, 13) != want || producing.iter().any(|&t| t > 12) {
            return refuse(format!(
                "tokens {:?} are not the game's 18 number tokens",
                self.tokens
            ));
        }
        if tally(&self.harbours, 6) != tally(&HARBOUR_KINDS, 6)
            || self.harbours.iter().any(|&k| k > GENERIC)
        {
            return refuse(format!(
                "harbours {:?} are not the game's nine (one 2:1 of each resource, four 3:1)",
                self.harbours
            ));
        }
        if self.robber as usize >= HEXES {
            return refuse(format!("robber on hex {}, off the board", self.robber));
        }
        if self.active as usize >= n {
            return refuse(format!("active seat {} of {n} players", self.active));
        }
        // Pieces.
        let mut on_vertex = [NONE; VERTICES];
        let mut settlements = vec![0u8; n];
        let mut cities = vec![0u8; n];
        for b in &self.buildings {
            if b.seat as usize >= n || b.vertex as usize >= VERTICES {
                return refuse(format!("building {b:?}: no such seat or vertex"));
            }
            if on_vertex[b.vertex as usize] != NONE {
                return refuse(format!("two buildings on vertex {}", b.vertex));
            }
            on_vertex[b.vertex as usize] = b.seat;
            if b.city {
                cities[b.seat as usize] += 1;
            } else {
                settlements[b.seat as usize] += 1;
            }
        }
        for b in &self.buildings {
            let near = topo.vertex_neighbours[b.vertex as usize];
            if (0..VERTICES).any(|w| near & (1 << w) != 0 && on_vertex[w] != NONE) {
                return refuse(format!(
                    "vertex {}: a building next to another (distance rule)",
                    b.vertex
                ));
            }
        }
        let mut on_edge = [NONE; EDGES];
        let mut roads = vec![0u8; n];
        for r in &self.roads {
            if r.seat as usize >= n || r.edge as usize >= EDGES {
                return refuse(format!("road {r:?}: no such seat or edge"));
            }
            if on_edge[r.edge as usize] != NONE {
                return refuse(format!("two roads on edge {}", r.edge));
            }
            on_edge[r.edge as usize] = r.seat;
            roads[r.seat as usize] += 1;
        }
        for s in 0..n {
            if settlements[s] > SETTLEMENTS || cities[s] > CITIES || roads[s] > ROADS {
                return refuse(format!(
                    "seat {s} has {} settlements, {} cities, {} roads: more than its supply \
                     ({SETTLEMENTS}, {CITIES}, {ROADS})",
                    settlements[s], cities[s], roads[s]
                ));
            }
            // Every road joined to one of its owner's buildings through its owner's roads.
            let mut reached: u64 = (0..VERTICES)
                .filter(|&v| on_vertex[v] == s as u8)
                .fold(0, |m, v| m | (1 << v));
            let mut left: Vec<usize> = (0..EDGES).filter(|&e| on_edge[e] == s as u8).collect();
            loop {
                let before = left.len();
                left.retain(|&e| {
                    let [a, b] = topo.edge_vertices[e];
                    let joined = reached & (1 << a | 1 << b) != 0;
                    if joined {
                        reached |= 1 << a | 1 << b;
                    }
                    !joined
                });
                if left.len() == before {
                    break;
                }
            }
            if let Some(e) = left.first() {
                return refuse(format!(
                    "seat {s}'s road on edge {e} is not joined to its buildings"
                ));
            }
        }
        // Cards.
        for r in 0..5 {
            let total: u32 = u32::from(self.bank[r])
                + self.seats.iter().map(|p| u32::from(p.hand[r])).sum::<u32>();
            if total != u32::from(CARDS_PER_RESOURCE) {
                return refuse(format!(
                    "{} {} cards between hands and bank, not {CARDS_PER_RESOURCE}",
                    total,
                    ["wood", "brick", "wool", "wheat", "ore"][r]
                ));
            }
        }
        for k in 0..5 {
            let total: u32 = u32::from(self.deck[k])
                + self
                    .seats
                    .iter()
                    .map(|p| u32::from(p.devs[k]) + u32::from(p.played[k]))
                    .sum::<u32>();
            if total != u32::from(DEV_DECK[k]) {
                return refuse(format!(
                    "{total} development cards of kind {k} in deck, hands and play, not {}",
                    DEV_DECK[k]
                ));
            }
        }
        if self.seats.iter().any(|p| p.played[VICTORY_POINT] != 0) {
            return refuse("victory-point cards are never played");
        }
        let active = &self.seats[self.active as usize];
        if (0..5).any(|k| self.bought[k] > active.devs[k]) {
            return refuse(format!(
                "bought this turn {:?}, more than the active seat holds {:?}",
                self.bought, active.devs
            ));
        }
        // The phase.
        let placed: u8 = settlements.iter().sum::<u8>() + cities.iter().sum::<u8>();
        let laid: u8 = roads.iter().sum();
        match self.phase {
            Phase::Setup { index, vertex } => {
                let seat = if usize::from(index) < n {
                    usize::from(index)
                } else {
                    (2 * n).saturating_sub(1 + usize::from(index))
                };
                if usize::from(index) >= 2 * n || seat != usize::from(self.active) {
                    return refuse(format!(
                        "set-up step {index} is not seat {}'s, or past the set-up",
                        self.active
                    ));
                }
                let pending = u8::from(vertex != NONE);
                if placed != index + pending || laid != index || cities.iter().any(|&c| c > 0) {
                    return refuse(format!(
                        "set-up step {index} with {placed} settlements and {laid} roads on the board"
                    ));
                }
                if vertex != NONE && on_vertex.get(vertex as usize) != Some(&self.active) {
                    return refuse(format!(
                        "set-up road awaited at vertex {vertex}, which is not the active seat's"
                    ));
                }
            }
            Phase::Roll | Phase::Main | Phase::Robber => {}
            Phase::Discard { left } => {
                for s in 0..4 {
                    let cards: u8 = self.seats.get(s).map_or(0, |p| p.hand.iter().sum());
                    if left[s] > 0 && (s >= n || left[s] > cards) {
                        return refuse(format!(
                            "seat {s} owes {} discards but holds {cards} cards",
                            left[s]
                        ));
                    }
                }
                if left.iter().all(|&l| l == 0) {
                    return refuse("a discard phase with nothing to discard");
                }
            }
            Phase::RoadBuilding { left } => {
                if !(1..=2).contains(&left) {
                    return refuse(format!("{left} free roads left to place"));
                }
            }
            Phase::Respond { .. } | Phase::Confirm { .. } | Phase::Over => {
                return refuse("player trades and finished games cannot be described");
            }
        }
        if !matches!(self.phase, Phase::Setup { .. })
            && (placed < 2 * n as u8 || laid < 2 * n as u8)
        {
            return refuse(format!(
                "{placed} buildings and {laid} roads: fewer than the set-up places"
            ));
        }
        // Build the state.
        let mut s = Settlers::new(n, &self.options, GameRng::new(self.seed))
            .map_err(|e| DescribeError(e.0))?;
        s.terrain = self.terrain;
        s.tokens = self.tokens;
        s.number_hexes = super::number_hexes(&self.tokens);
        s.harbours = self.harbours;
        s.robber = self.robber;
        for b in &self.buildings {
            s.place_settlement(b.seat as usize, b.vertex);
            if b.city {
                s.upgrade(b.seat as usize, b.vertex);
            }
        }
        for r in &self.roads {
            s.place_road(r.seat as usize, r.edge);
        }
        for (i, d) in self.seats.iter().enumerate() {
            let p = &mut s.seats[i];
            p.hand = d.hand;
            p.devs = d.devs;
            p.played = d.played;
        }
        for i in 0..n {
            s.seats[i].road_length = s.longest_road(i);
        }
        s.refresh_road_spots();
        s.hex_yields = s.board_hex_yields();
        s.bank = self.bank;
        s.deck = self.deck;
        s.phase = self.phase;
        s.active = self.active;
        s.turn = self.turn;
        s.rolled = self.rolled;
        s.dev_played = self.dev_played;
        s.bought = self.bought;
        s.offers_made = self.offers_made;
        s.dice = self.dice;
        // The titles.
        let best_road = (0..n).map(|i| s.seats[i].road_length).max().unwrap_or(0);
        s.longest = match self.longest {
            None => NONE,
            Some(h) if (h as usize) < n => {
                let len = s.seats[h as usize].road_length;
                if len < LONGEST_ROAD_MIN || len < best_road {
                    return refuse(format!(
                        "seat {h} holds the longest road with a road of {len} (longest {best_road})"
                    ));
                }
                h
            }
            Some(h) => return refuse(format!("longest road held by seat {h} of {n}")),
        };
        let best_army = (0..n).map(|i| s.seats[i].played[KNIGHT]).max().unwrap_or(0);
        s.army = match self.army {
            None => NONE,
            Some(h) if (h as usize) < n => {
                let k = s.seats[h as usize].played[KNIGHT];
                if k < LARGEST_ARMY_MIN || k < best_army {
                    return refuse(format!(
                        "seat {h} holds the largest army with {k} knights (most {best_army})"
                    ));
                }
                h
            }
            Some(h) => return refuse(format!("largest army held by seat {h} of {n}")),
        };
        for i in 0..n {
            if s.points(i, true) >= self.options.victory_points {
                return refuse(format!(
                    "seat {i} has {} points, the game is already won",
                    s.points(i, true)
                ));
            }
        }
        debug_assert!(s.to_act().is_some());
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Bot;
    use crate::game::Game;

    /// Positions met in a game of heuristic bots, every `step` actions.
    fn positions(players: usize, seed: u64, step: usize) -> Vec<Settlers> {
        let mut s = Settlers::new(players, &SettlersOptions::default(), GameRng::new(seed))
            .expect("players");
        let mut rng = GameRng::new(seed ^ 77);
        let mut legal = Vec::new();
        let mut out = Vec::new();
        let mut bot = crate::bots::HeuristicBot;
        for i in 0..3000 {
            if s.phase == Phase::Over {
                break;
            }
            if i % step == 0 && !matches!(s.phase, Phase::Respond { .. } | Phase::Confirm { .. }) {
                out.push(s.clone());
            }
            s.legal_actions(&mut legal);
            let seat = s.to_act().expect("running");
            let mut seen = crate::bots::Seen::new(&s, seat);
            let a = Bot::<Settlers>::choose(&mut bot, &mut seen, &legal, &mut rng);
            s.apply_quiet(a).expect("legal");
        }
        out
    }

    #[test]
    fn a_position_of_our_own_engine_comes_back_the_same() {
        let mut checked = 0;
        for (players, seed) in [(3, 1), (4, 2), (4, 3)] {
            for state in positions(players, seed, 7) {
                let d = Description::of(&state);
                let json = serde_json::to_string(&d).unwrap();
                let back: Description = serde_json::from_str(&json).unwrap();
                let built = back.position().unwrap_or_else(|e| panic!("{e} in {json}"));
                for seat in 0..players {
                    assert_eq!(built.view(seat), state.view(seat), "{json}");
                }
                assert_eq!(built.deck, state.deck);
                assert_eq!(built.blocked, state.blocked);
                assert_eq!(built.hex_yields, state.hex_yields);
                for seat in 0..players {
                    let (a, b) = (&built.seats[seat], &state.seats[seat]);
                    assert_eq!((a.road_spots, a.hex_marks), (b.road_spots, b.hex_marks));
                }
                let (mut la, mut lb) = (Vec::new(), Vec::new());
                built.legal_actions(&mut la);
                state.legal_actions(&mut lb);
                assert_eq!(la, lb, "{json}");
                checked += 1;
            }
        }
        assert!(checked > 100, "only {checked} positions");
    }

    /// A mid-game description to spoil.
    fn sample() -> Description {
        let states = positions(4, 5, 50);
        let s = states
            .iter()
            .find(|s| s.phase == Phase::Main && s.turn > 10)
            .expect("a main phase");
        Description::of(s)
    }

    fn refused(d: &Description, words: &str) {
        match d.position() {
            Ok(_) => panic!("accepted; expected a refusal about {words}"),
            Err(e) => assert!(e.0.contains(words), "{e} (expected {words})"),
        }
    }

    #[test]
    fn inconsistent_descriptions_are_refused_with_the_reason() {
        let good = sample();
        assert!(good.position().is_ok());

        let mut d = good.clone();
        d.robber = 19;
        refused(&d, "off the board");

        let mut d = good.clone();
        d.bank[0] += 1;
        refused(&d, "wood cards between hands and bank");

        let mut d = good.clone();
        d.deck[KNIGHT] += 1;
        refused(&d, "development cards of kind 0");

        let mut d = good.clone();
        let s0: Vec<u8> = (0..VERTICES as u8)
            .filter(|&v| d.buildings.iter().all(|b| b.vertex != v))
            .collect();
        // Six more settlements of seat 0 somewhere free: over the supply (and crowded).
        for &v in s0.iter().take(6) {
            d.buildings.push(BuildingDesc {
                seat: 0,
                vertex: v,
                city: false,
            });
        }
        assert!(d.position().is_err());

        let mut d = good.clone();
        let b = d.buildings[0];
        let near = topology().vertex_neighbours[b.vertex as usize].trailing_zeros() as u8;
        d.buildings.push(BuildingDesc {
            seat: b.seat,
            vertex: near,
            city: false,
        });
        refused(&d, "distance rule");

        let mut d = good.clone();
        let dup = d.buildings[0];
        d.buildings.push(dup);
        refused(&d, "two buildings on vertex");

        let mut d = good.clone();
        let free = (0..EDGES as u8)
            .find(|&e| {
                let [a, b] = topology().edge_vertices[e as usize];
                d.roads.iter().all(|r| {
                    let [c, f] = topology().edge_vertices[r.edge as usize];
                    r.edge != e && ![c, f].contains(&a) && ![c, f].contains(&b)
                }) && d.buildings.iter().all(|x| x.vertex != a && x.vertex != b)
            })
            .expect("a lonely edge");
        d.roads.push(RoadDesc {
            seat: 1,
            edge: free,
        });
        refused(&d, "not joined to its buildings");

        let mut d = good.clone();
        d.terrain.swap(0, 1);
        d.terrain[0] = DESERT;
        refused(&d, "terrain");

        let mut d = good.clone();
        d.harbours[0] = 0;
        d.harbours[1] = 0;
        d.harbours[2] = 0;
        refused(&d, "harbours");

        let mut d = good.clone();
        d.phase = Phase::Discard { left: [0; 4] };
        refused(&d, "nothing to discard");

        let mut d = good.clone();
        d.phase = Phase::Setup {
            index: 0,
            vertex: NONE,
        };
        d.active = 0;
        refused(&d, "set-up step 0");

        let mut d = good.clone();
        d.longest = Some(0);
        d.army = None;
        if d.position().is_ok() {
            // Seat 0 happened to have a long enough road: give the title to a seat with none.
            d.longest = Some(3);
        }
        assert!(d.position().is_err(), "a longest road nobody earned");

        let mut d = good.clone();
        d.seats[0].played[VICTORY_POINT] = 1;
        if d.deck[VICTORY_POINT] > 0 {
            d.deck[VICTORY_POINT] -= 1;
        } else {
            let holder = d
                .seats
                .iter()
                .position(|p| p.devs[VICTORY_POINT] > 0)
                .expect("a VP card");
            d.seats[holder].devs[VICTORY_POINT] -= 1;
        }
        refused(&d, "never played");

        let mut d = good;
        d.seats.truncate(1);
        assert!(d.position().is_err(), "one player");
    }
}
