//! The settlers game (the hex-island trading game, 3–4 players, or two with the game for two):
//! the state, the actions and the rules. Geometry lives in `board`, numbers in `content`, the per-seat view in `view`.

// Resource, seat and piece ids index several parallel arrays at once; plain index loops read best.
#![allow(clippy::needless_range_loop)]

pub mod aid;
pub mod board;
mod bot;
pub mod content;
pub mod describe;
mod effects;
mod hands;
mod heuristic;
mod listing;
mod log;
mod options;
mod random_step;
pub mod releases;
mod roads;
mod rules;
mod sample;
pub mod stats;
pub mod view;

use crate::game::{Game, IllegalAction, LogArg, LogEntry, Outcome, Seat, SetupError};
use crate::rng::GameRng;
use board::{topology, EDGES, HEXES, NONE, VERTICES};
use content::*;
pub use options::{
    SettlersOptions, DICE_DECK_RESHUFFLE_AT, DISCARD_LIMITS, FRIENDLY_ROBBER_MAX_POINTS,
    FULL_DICE_DECK, VICTORY_POINTS,
};
use serde::{Deserialize, Serialize};
pub use view::{PlayerPublic, View};

/// Dice pips of production worth one victory point in [`Settlers::progress`].
const ESTIMATE_PIPS_PER_POINT: f64 = 12.0;

/// One move of the settlers game. Vertices, edges and hexes are ids of [`board::topology`];
/// seats are `u8`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Place a settlement (free during set-up, else it costs wood, brick, wool, wheat).
    BuildSettlement {
        /// The vertex.
        vertex: u8,
    },
    /// Place a road (free during set-up and road building, else wood and brick).
    BuildRoad {
        /// The edge.
        edge: u8,
    },
    /// Upgrade one of your settlements to a city (2 wheat, 3 ore).
    BuildCity {
        /// The vertex of the settlement.
        vertex: u8,
    },
    /// Buy a development card (wool, wheat, ore).
    BuyDevelopment,
    /// Roll the two dice.
    RollDice,
    /// Play a knight: move the robber and steal.
    PlayKnight,
    /// Play road building: place two free roads.
    PlayRoadBuilding,
    /// Play year of plenty: take two resources from the bank (`first <= second`).
    PlayYearOfPlenty {
        /// The first resource.
        first: Resource,
        /// The second resource (not before `first` in resource order).
        second: Resource,
    },
    /// Play monopoly: every other player gives you all their cards of one resource.
    PlayMonopoly {
        /// The resource named.
        resource: Resource,
    },
    /// Move the robber to another hex and steal one random card from a player there.
    MoveRobber {
        /// The new hex of the robber.
        hex: u8,
        /// The victim: required when someone else with cards has a building there.
        steal_from: Option<u8>,
    },
    /// Discard one card to the bank after a 7 (repeated until half is gone).
    Discard {
        /// The resource discarded.
        resource: Resource,
    },
    /// Trade with the bank at your best rate for `give` (4:1, 3:1 or 2:1).
    BankTrade {
        /// The resource given.
        give: Resource,
        /// The resource received.
        get: Resource,
    },
    /// Offer other players a trade: the active player gives `give` for `get` (cards per
    /// resource, both sides non-empty, no resource on both sides), to one seat or (with `None`)
    /// to everyone; the addressees answer next.
    Offer {
        /// Cards the active player gives, per resource (all held).
        give: [u8; 5],
        /// Cards the active player wants, per resource.
        get: [u8; 5],
        /// The addressee, or everyone.
        to: Option<u8>,
    },
    /// Accept the pending offer (as an addressee).
    AcceptTrade,
    /// Decline the pending offer (as an addressee).
    DeclineTrade,
    /// Carry out the offer with one player who accepted it.
    ConfirmTrade {
        /// The partner.
        with: u8,
    },
    /// Drop the offer (after the answers).
    CancelTrade,
    /// End your turn.
    EndTurn,
}

/// A trade offer between players: what the active player gives and gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    /// Cards the active player gives, per resource.
    pub give: [u8; 5],
    /// Cards the active player wants, per resource.
    pub get: [u8; 5],
}

/// Where the game stands; every phase is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Initial placement: step `index` of the snake order; `vertex` is the settlement just placed
    /// (its road comes next) or `NONE` (a settlement comes next).
    Setup {
        /// Placement number, 0 to 2·players − 1.
        index: u8,
        /// The settlement awaiting its road, or 255.
        vertex: u8,
    },
    /// The active player may play a development card or roll.
    Roll,
    /// After a 7: cards each player still has to discard.
    Discard {
        /// Cards left to discard, per seat.
        left: [u8; 4],
    },
    /// The active player moves the robber.
    Robber,
    /// Build, buy, trade, play a card or end the turn.
    Main,
    /// Free roads of a road-building card still to place.
    RoadBuilding {
        /// Roads left to place.
        left: u8,
    },
    /// Addressees answer the offer in seat order after the active player.
    Respond {
        /// The offer.
        offer: Offer,
        /// Seats still to answer (bitmask).
        pending: u8,
        /// Seats that accepted (bitmask).
        accepted: u8,
    },
    /// The active player picks a partner among those who accepted, or cancels.
    Confirm {
        /// The offer.
        offer: Offer,
        /// Seats that accepted (bitmask).
        accepted: u8,
    },
    /// The game is over.
    Over,
}

/// Per-seat state; fields are public so tests can set up positions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Player {
    /// Resource cards in hand.
    pub hand: [u8; 5],
    /// Development cards held, not yet played (victory points stay here).
    pub devs: [u8; 5],
    /// Development cards played (knights at index 0).
    pub played: [u8; 5],
    /// Roads left in supply.
    pub roads_left: u8,
    /// Settlements left in supply.
    pub settlements_left: u8,
    /// Cities left in supply.
    pub cities_left: u8,
    /// Bitmask of this player's edges.
    pub roads: u128,
    /// Bitmask of the vertices touched by this player's roads.
    pub road_vertices: u64,
    /// Bitmask of the vertices holding this player's settlements and cities.
    pub buildings: u64,
    /// Harbour access: bits 0–4 a 2:1 harbour of that resource, bit 5 a 3:1 harbour.
    pub harbours: u8,
    /// Length of this player's longest road.
    pub road_length: u8,
    /// Bit `5·h` for each hex `h` touching one of this player's buildings ([`hex_marks`] of
    /// `buildings`, kept with it): the robber listing reads its victims from it.
    #[serde(skip)]
    pub hex_marks: u128,
    /// Edges where this player may put a road, kept by every placement
    /// ([`Settlers::board_road_spots`] works them out from the board).
    #[serde(skip)]
    pub road_spots: u128,
}

/// Bit `5·h` for each hex `h` touching one of `vertices` (five bits a hex: one per seat, and
/// one more for the robber listing's "steal from nobody").
pub fn hex_marks(mut vertices: u64) -> u128 {
    let topo = topology();
    let mut marks = 0;
    while vertices != 0 {
        let v = vertices.trailing_zeros() as usize;
        vertices &= vertices - 1;
        let mut hexes = topo.vertex_hex_mask[v];
        while hexes != 0 {
            let h = hexes.trailing_zeros();
            hexes &= hexes - 1;
            marks |= 1 << (5 * h);
        }
    }
    marks
}

impl Player {
    fn new() -> Self {
        Player {
            roads_left: ROADS,
            settlements_left: SETTLEMENTS,
            cities_left: CITIES,
            ..Player::default()
        }
    }

    /// Resource cards in hand.
    pub fn cards(&self) -> u8 {
        self.hand.iter().sum()
    }
}

/// The full game state.
#[derive(Clone, Debug, Serialize)]
pub struct Settlers {
    /// The only source of randomness.
    pub rng: GameRng,
    /// The rule options of this game.
    pub options: SettlersOptions,
    /// The rules release the game was started under ([`releases`]).
    pub rules: u8,
    /// Seats at the table (3 or 4; 2 in the game for two).
    pub n: u8,
    /// Terrain of each hex: a resource index or `DESERT`.
    pub terrain: [u8; HEXES],
    /// Number token of each hex (0 on the desert).
    pub tokens: [u8; HEXES],
    /// The (at most two) hexes carrying each number, `NONE` padded.
    pub number_hexes: [[u8; 2]; 13],
    /// Kind of each harbour: a resource index (2:1) or `GENERIC` (3:1).
    pub harbours: [u8; 9],
    /// The robber's hex.
    pub robber: u8,
    /// Owner of the building on each vertex, or `NONE`.
    #[serde(serialize_with = "board::serialize_ids")]
    pub vertex_owner: [u8; VERTICES],
    /// Bitmask of vertices holding cities.
    pub cities: u64,
    /// Owner of the road on each edge, or `NONE`.
    #[serde(serialize_with = "board::serialize_ids")]
    pub edge_owner: [u8; EDGES],
    /// Vertices where the distance rule forbids a settlement (occupied or next to a building).
    pub blocked: u64,
    /// Cards each seat collects from each hex when its number comes up, a byte per seat (one
    /// per settlement, two per city): kept by every placement ([`Settlers::board_hex_yields`]
    /// works them out from the board), read by production.
    #[serde(skip)]
    pub hex_yields: [u32; HEXES],
    /// The players.
    pub seats: [Player; 4],
    /// Resource cards in the bank.
    pub bank: [u8; 5],
    /// Development cards left in the deck, per kind (drawn at random).
    pub deck: [u8; 5],
    /// Development cards the active player bought this turn, per kind.
    pub bought: [u8; 5],
    /// The phase.
    pub phase: Phase,
    /// The seat whose turn it is.
    pub active: u8,
    /// Turns played since set-up.
    pub turn: u16,
    /// The last roll.
    pub dice: Option<[u8; 2]>,
    /// With balanced dice, the outcomes still in the dice deck (a bit per outcome, see
    /// [`FULL_DICE_DECK`]); 0 otherwise. Public: everyone can count the rolls. Not written
    /// when 0, so a game with thrown dice has the state (and fingerprint) it had before.
    #[serde(skip_serializing_if = "no_dice_deck")]
    pub dice_left: u64,
    /// Whether the active player has rolled this turn.
    pub rolled: bool,
    /// Whether the active player has played a development card this turn.
    pub dev_played: bool,
    /// Offers sent this turn.
    pub offers_made: u8,
    /// Holder of the longest road, or `NONE`.
    pub longest: u8,
    /// Holder of the largest army, or `NONE`.
    pub army: u8,
    /// The winner, or `NONE`.
    pub winner: u8,
    /// Hidden information revealed so far (for the undo barrier).
    pub epoch: u64,
}

/// True when a game throws its dice (no balanced dice deck).
fn no_dice_deck(left: &u64) -> bool {
    *left == 0
}

/// The hexes carrying each number token.
fn number_hexes(tokens: &[u8; HEXES]) -> [[u8; 2]; 13] {
    let mut by = [[NONE; 2]; 13];
    for (h, &t) in tokens.iter().enumerate() {
        let slot = if by[t as usize][0] == NONE { 0 } else { 1 };
        by[t as usize][slot] = h as u8;
    }
    by
}

/// Bit of a small id.
const fn bit(i: u8) -> u64 {
    1 << i
}

impl Settlers {
    /// Dice pips `seat` collects on: every adjacent producing hex of each building, twice for a
    /// city, the robber's hex left out.
    pub fn production_pips(&self, seat: usize) -> u32 {
        let topo = topology();
        let mut pips_total = 0;
        let mut b = self.seats[seat].buildings;
        while b != 0 {
            let vx = b.trailing_zeros() as usize;
            b &= b - 1;
            let mult = if self.cities & (1 << vx) != 0 { 2 } else { 1 };
            for &h in &topo.vertex_hexes[vx] {
                if h != NONE && h != self.robber && self.terrain[h as usize] != DESERT {
                    pips_total += mult * u32::from(pips(self.tokens[h as usize]));
                }
            }
        }
        pips_total
    }

    /// How far `seat` is toward winning, in points of a 10-point game: victory points (hidden
    /// ones included) plus production (the dice pips of every settlement, twice for a city, off
    /// the robber's hex, in points per [`ESTIMATE_PIPS_PER_POINT`] pips), scaled by 10 over the
    /// winning score so a lead weighs the same whatever the target.
    pub fn progress(&self, seat: usize) -> f64 {
        let raw = f64::from(self.points(seat, true))
            + f64::from(self.production_pips(seat)) / ESTIMATE_PIPS_PER_POINT;
        raw * 10.0 / f64::from(self.options.victory_points)
    }

    /// Points of `seat`, with hidden victory-point cards when `hidden` is true.
    pub fn points(&self, seat: usize, hidden: bool) -> u8 {
        let p = &self.seats[seat];
        let mut vp = (SETTLEMENTS - p.settlements_left) + 2 * (CITIES - p.cities_left);
        if self.longest == seat as u8 {
            vp += 2;
        }
        if self.army == seat as u8 {
            vp += 2;
        }
        if hidden {
            vp += p.devs[VICTORY_POINT];
        }
        vp
    }

    /// The seat placing during set-up step `index` (snake order).
    pub fn setup_seat(&self, index: u8) -> u8 {
        if index < self.n {
            index
        } else {
            2 * self.n - 1 - index
        }
    }

    /// Trade rate of `seat` for resource `r` at the bank.
    pub fn rate(&self, seat: usize, r: usize) -> u8 {
        let h = self.seats[seat].harbours;
        if h & (1 << r) != 0 {
            2
        } else if h & (1 << GENERIC) != 0 {
            3
        } else {
            4
        }
    }

    /// Total of each resource held by the bank and all players (19 each when conserved).
    pub fn resource_totals(&self) -> [u8; 5] {
        let mut t = self.bank;
        for p in &self.seats[..self.n as usize] {
            for r in 0..5 {
                t[r] += p.hand[r];
            }
        }
        t
    }

    /// Development cards in the deck, in hands and played, per kind (25 in all when conserved).
    pub fn dev_totals(&self) -> [u8; 5] {
        let mut t = self.deck;
        for p in &self.seats[..self.n as usize] {
            for k in 0..5 {
                t[k] += p.devs[k] + p.played[k];
            }
        }
        t
    }

    /// A test position: a fresh deal for `players` seats from `seed`, set-up finished with no
    /// pieces on the board, `seat 0` to roll.
    #[doc(hidden)]
    pub fn blank(players: usize, seed: u64) -> Self {
        let mut s = Self::new(players, &SettlersOptions::default(), GameRng::new(seed))
            .expect("valid players");
        s.phase = Phase::Roll;
        s.active = 0;
        s
    }

    /// Test helper: puts a settlement of `seat` on `vertex` (free, distance rule not checked).
    #[doc(hidden)]
    pub fn put_settlement(&mut self, seat: usize, vertex: u8) {
        self.place_settlement(seat, vertex);
    }

    /// Test helper: upgrades the settlement of `seat` on `vertex` to a city (free).
    #[doc(hidden)]
    pub fn put_city(&mut self, seat: usize, vertex: u8) {
        self.upgrade(seat, vertex);
    }

    /// Test helper: puts a road of `seat` on `edge` (free, connection not checked).
    #[doc(hidden)]
    pub fn put_road(&mut self, seat: usize, edge: u8) {
        self.place_road(seat, edge);
    }
}

impl Game for Settlers {
    type Action = Action;
    type View = View;
    type Options = SettlersOptions;
    const ID: &'static str = "settlers";
    const PLAYERS: (usize, usize) = (3, 4);
    const RULES: u32 = releases::RULES;
    const RULES_UNMARKED: u32 = releases::UNMARKED;

    fn players_for(options: &SettlersOptions) -> (usize, usize) {
        options.players()
    }

    fn new(players: usize, options: &SettlersOptions, rng: GameRng) -> Result<Self, SetupError> {
        Self::new_at(players, options, rng, releases::RULES)
    }

    fn new_at(
        players: usize,
        options: &SettlersOptions,
        mut rng: GameRng,
        rules: u32,
    ) -> Result<Self, SetupError> {
        options.check_setup(players, rules)?;
        let topo = topology();
        let mut terrain = TERRAIN;
        let mut tokens = [0u8; HEXES];
        // Deal terrain and tokens until no two red numbers (6 and 8) are neighbours.
        loop {
            rng.shuffle(&mut terrain);
            let mut deal = TOKENS;
            rng.shuffle(&mut deal);
            let mut it = deal.iter();
            for h in 0..HEXES {
                tokens[h] = if terrain[h] == DESERT {
                    0
                } else {
                    *it.next().expect("18 tokens")
                };
            }
            let red = (0..HEXES).fold(0u32, |m, h| {
                m | u32::from(tokens[h] == 6 || tokens[h] == 8) << h
            });
            let clash =
                (0..HEXES).any(|h| red & (1 << h) != 0 && topo.hex_neighbours[h] & red != 0);
            if !clash {
                break;
            }
        }
        let mut harbours = HARBOUR_KINDS;
        rng.shuffle(&mut harbours);
        let number_hexes = number_hexes(&tokens);
        let robber = terrain.iter().position(|&t| t == DESERT).expect("a desert") as u8;
        Ok(Settlers {
            rng,
            options: *options,
            rules: rules as u8,
            n: players as u8,
            terrain,
            tokens,
            number_hexes,
            harbours,
            robber,
            vertex_owner: [NONE; VERTICES],
            cities: 0,
            edge_owner: [NONE; EDGES],
            blocked: 0,
            hex_yields: [0; HEXES],
            seats: [Player::new(); 4],
            bank: [CARDS_PER_RESOURCE; 5],
            deck: DEV_DECK,
            bought: [0; 5],
            phase: Phase::Setup {
                index: 0,
                vertex: NONE,
            },
            active: 0,
            turn: 0,
            dice: None,
            dice_left: if options.balanced_dice {
                FULL_DICE_DECK
            } else {
                0
            },
            rolled: false,
            dev_played: false,
            offers_made: 0,
            longest: NONE,
            army: NONE,
            winner: NONE,
            epoch: 0,
        })
    }

    fn rng_mut(&mut self) -> &mut GameRng {
        &mut self.rng
    }

    fn players(&self) -> usize {
        self.n as usize
    }

    fn to_act(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over => None,
            Phase::Discard { left } => {
                let owing = (0..4).fold(0u8, |m, s| m | (u8::from(left[s] > 0) << s));
                self.next_seat(owing)
            }
            Phase::Respond { pending, .. } => self.next_seat(pending),
            _ => Some(self.active as usize),
        }
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.list_legal(out);
    }

    fn apply(&mut self, action: Action) -> Result<LogEntry, IllegalAction> {
        let before = log::Before::of(self, action);
        self.play(action)?;
        Ok(log::entry(&before, action, self))
    }

    fn apply_quiet(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.play(action)
    }

    fn random_step(&mut self, rng: &mut GameRng, scratch: &mut Vec<Action>) -> Action {
        Settlers::random_step(self, rng, scratch)
    }

    fn view(&self, seat: Seat) -> View {
        View::of(self, seat)
    }

    fn outcome(&self) -> Outcome {
        if self.phase != Phase::Over {
            return Outcome::Running;
        }
        let n = self.n as usize;
        let scores: Vec<i32> = (0..n).map(|s| i32::from(self.points(s, true))).collect();
        let keys: Vec<Vec<i32>> = (0..n)
            .map(|s| vec![i32::from(self.winner == s as u8), scores[s]])
            .collect();
        Outcome::ranked(scores, &keys)
    }

    fn end_reason(&self) -> Option<LogEntry> {
        if self.phase != Phase::Over {
            return None;
        }
        Some(if self.winner == NONE {
            LogEntry::new("settlers.log.turn_limit", [])
        } else {
            let w = self.winner as usize;
            LogEntry::new(
                "settlers.end.points",
                [
                    LogArg::Player(w),
                    LogArg::Num(i64::from(self.points(w, true))),
                ],
            )
        })
    }

    fn legacy_actions(actions: &[serde_json::Value]) -> Option<Vec<(usize, serde_json::Value)>> {
        releases::legacy_actions(actions)
    }

    fn info_epoch(&self) -> u64 {
        self.rng.draws() + self.epoch
    }
}

impl Settlers {
    /// The first seat of the bitmask `seats`, in turn order from the active player.
    fn next_seat(&self, seats: u8) -> Option<Seat> {
        if seats == 0 {
            return None;
        }
        // Seat `(active + i) mod n` at bit `i`: the lowest set bit is the next seat.
        let (n, active) = (u32::from(self.n), u32::from(self.active));
        let turn_order = (u32::from(seats) | u32::from(seats) << n) >> active;
        let s = active + turn_order.trailing_zeros();
        Some(if s >= n { s - n } else { s } as usize)
    }
}
