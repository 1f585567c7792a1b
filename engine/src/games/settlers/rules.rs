//! Legality and effects of every action: one predicate per rule, shared by `legal_actions`
//! and `apply` so the two agree exactly.

use super::board::{topology, EDGES, HEXES, NONE, VERTICES};
use super::content::*;
use super::{bit, hands, hex_marks, Action, Offer, Phase, Settlers, FRIENDLY_ROBBER_MAX_POINTS};
use crate::game::{Game, IllegalAction};

fn illegal(
    key: &'static str,
    msg: impl Into<std::borrow::Cow<'static, str>>,
) -> Result<(), IllegalAction> {
    Err(IllegalAction::new(key, msg))
}

fn push_roads(out: &mut Vec<Action>, mut spots: u128) {
    while spots != 0 {
        let e = spots.trailing_zeros() as u8;
        spots &= spots - 1;
        out.push(Action::BuildRoad { edge: e });
    }
}

fn afford(hand: &[u8; 5], cost: &[u8; 5]) -> bool {
    (0..5).all(|r| hand[r] >= cost[r])
}

/// Whether the active seat (holding `hand`, with `bank` left in the bank, at a table of `players`)
/// may offer `give` for `get` to `to` (everyone when `None`): cards on both sides, never one
/// resource on both, only cards it holds, and no more than the other players hold together. Uses
/// only what the active seat sees, so its view can ask the same question.
pub fn offer_check(
    hand: &[u8; 5],
    bank: &[u8; 5],
    players: u8,
    active: u8,
    give: &[u8; 5],
    get: &[u8; 5],
    to: Option<u8>,
) -> Result<(), IllegalAction> {
    if give.iter().all(|&c| c == 0) || get.iter().all(|&c| c == 0) {
        return illegal(
            "settlers.illegal.gift",
            "an offer needs cards on both sides",
        );
    }
    if (0..5).any(|r| give[r] > 0 && get[r] > 0) {
        return illegal(
            "settlers.illegal.same",
            "never the same resource on both sides",
        );
    }
    if !afford(hand, give) {
        return illegal("settlers.illegal.cost", "you do not have those cards");
    }
    if (0..5).any(|r| {
        u16::from(get[r]) + u16::from(bank[r]) + u16::from(hand[r]) > u16::from(CARDS_PER_RESOURCE)
    }) {
        return illegal(
            "settlers.illegal.offer",
            "the other players do not hold that many",
        );
    }
    match to {
        None => Ok(()),
        Some(s) if s < players && s != active => Ok(()),
        Some(_) => illegal("settlers.illegal.partner", "offer to another player"),
    }
}

/// One card of each resource, as card counts per resource.
const ONE_CARD: [[u8; 5]; 5] = [
    [1, 0, 0, 0, 0],
    [0, 1, 0, 0, 0],
    [0, 0, 1, 0, 0],
    [0, 0, 0, 1, 0],
    [0, 0, 0, 0, 1],
];

/// The one-for-one offers to everyone, at `5·g + t` for giving a `g` for a `t` (read whole:
/// an offer assembled from its arrays stalled on the stores of its parts).
const ONE_FOR_ONE: [Action; 25] = {
    let mut out = [Action::EndTurn; 25];
    let mut i = 0;
    while i < 25 {
        out[i] = Action::Offer {
            give: ONE_CARD[i / 5],
            get: ONE_CARD[i % 5],
            to: None,
        };
        i += 1;
    }
    out
};

/// Bit `5·h` for every hex `h` (the layout of [`hex_marks`]).
const HEX_MARKS: u128 = {
    let mut m = 0u128;
    let mut h = 0;
    while h < HEXES {
        m |= 1 << (5 * h);
        h += 1;
    }
    m
};

/// The robber moves by bit of the robber listing's mask: to hex `i / 5`, robbing seat `i % 5`
/// (nobody for 4).
const ROBBER_MOVES: [Action; 5 * HEXES] = {
    let mut out = [Action::EndTurn; 5 * HEXES];
    let mut i = 0;
    while i < 5 * HEXES {
        out[i] = Action::MoveRobber {
            hex: (i / 5) as u8,
            steal_from: if i % 5 == 4 {
                None
            } else {
                Some((i % 5) as u8)
            },
        };
        i += 1;
    }
    out
};

/// Every vertex of the board.
const ALL_VERTICES: u64 = (1 << VERTICES) - 1;

fn push_settlements(out: &mut Vec<Action>, mut spots: u64) {
    while spots != 0 {
        let v = spots.trailing_zeros() as u8;
        spots &= spots - 1;
        out.push(Action::BuildSettlement { vertex: v });
    }
}

/// The hexes touching any of the vertices in `vertices`.
fn hexes_touching(mut vertices: u64) -> u32 {
    let topo = topology();
    let mut hexes = 0;
    while vertices != 0 {
        let v = vertices.trailing_zeros() as usize;
        vertices &= vertices - 1;
        hexes |= topo.vertex_hex_mask[v];
    }
    hexes
}

impl Settlers {
    fn me(&self) -> usize {
        self.active as usize
    }

    /// Distance rule and connection: may `p` settle on `v` (ignoring cost)?
    fn settle_ok(&self, p: usize, v: usize, setup: bool) -> bool {
        self.blocked & bit(v as u8) == 0
            && self.seats[p].settlements_left > 0
            && (setup || self.seats[p].road_vertices & bit(v as u8) != 0)
    }

    /// Edges where `p` may put a road (ignoring cost): free edges touching `p`'s buildings, or
    /// `p`'s road ends not cut by another player's building.
    pub(crate) fn road_spots(&self, p: usize) -> u128 {
        let pl = &self.seats[p];
        if pl.roads_left == 0 {
            return 0;
        }
        let topo = topology();
        let (taken, occupied) = self
            .seats
            .iter()
            .fold((0u128, 0u64), |(r, b), q| (r | q.roads, b | q.buildings));
        // Road ends and own buildings, less the vertices another player built on.
        let ends = (pl.road_vertices | pl.buildings) & !(occupied & !pl.buildings);
        // The edges at those vertices, four vertices a look-up (no branch on how many there are).
        let spots = topo
            .vertex_quad_edges
            .iter()
            .enumerate()
            .fold(0u128, |m, (i, quad)| {
                m | quad[((ends >> (4 * i)) & 15) as usize]
            });
        spots & !taken
    }

    /// May `p` put a road on `e` (ignoring cost)? The one-edge form of [`Settlers::road_spots`].
    fn road_ok(&self, p: usize, e: usize) -> bool {
        let pl = &self.seats[p];
        let ends = pl.road_vertices | pl.buildings;
        pl.roads_left > 0
            && self.edge_owner[e] == NONE
            && topology().edge_vertices[e].iter().any(|&v| {
                let o = self.vertex_owner[v as usize];
                ends & bit(v) != 0 && (o == NONE || o == p as u8)
            })
    }

    fn any_road(&self, p: usize) -> bool {
        self.road_spots(p) != 0
    }

    /// Both sides of a trade hold what they give (always so in play, since hands cannot change
    /// between accepting and confirming; a sampled state for search may break it otherwise).
    fn trade_covered(&self, offerer: usize, partner: usize, offer: &Offer) -> bool {
        afford(&self.seats[offerer].hand, &offer.give)
            && afford(&self.seats[partner].hand, &offer.get)
    }

    fn city_ok(&self, p: usize, v: usize) -> bool {
        self.vertex_owner[v] == p as u8
            && self.cities & bit(v as u8) == 0
            && self.seats[p].cities_left > 0
    }

    /// Hexes the friendly robber may not enter this move (bitmask): those touching a building
    /// of another player with few visible points, except the desert; none if that would leave
    /// no hex to move to, or without the option.
    pub(crate) fn robber_barred(&self) -> u32 {
        if !self.options.friendly_robber {
            return 0;
        }
        let mut barred = 0u32;
        for s in 0..self.n as usize {
            if s != self.me() && self.points(s, false) <= FRIENDLY_ROBBER_MAX_POINTS {
                barred |= hexes_touching(self.seats[s].buildings);
            }
        }
        for h in 0..HEXES {
            if self.terrain[h] == DESERT {
                barred &= !(1 << h);
            }
        }
        let all = (1u32 << HEXES) - 1;
        if all & !barred & !(1 << self.robber) == 0 {
            0
        } else {
            barred
        }
    }

    /// Victims the robber on `hex` could rob for the active player (bitmask of seats).
    pub(crate) fn victims(&self, hex: usize) -> u8 {
        let corners = topology().hex_vertex_mask[hex];
        let mut m = 0u8;
        for s in 0..self.n {
            let p = &self.seats[s as usize];
            if s != self.active && p.buildings & corners != 0 && p.cards() > 0 {
                m |= 1 << s;
            }
        }
        m
    }

    pub(super) fn list_legal(&self, out: &mut Vec<Action>) {
        let me = self.me();
        let pl = &self.seats[me];
        match self.phase {
            Phase::Over => {}
            Phase::Setup { vertex, .. } => {
                if vertex == NONE {
                    if pl.settlements_left > 0 {
                        push_settlements(out, ALL_VERTICES & !self.blocked);
                    }
                } else {
                    for &e in &topology().vertex_edges[vertex as usize] {
                        if e != NONE && self.edge_owner[e as usize] == NONE {
                            out.push(Action::BuildRoad { edge: e });
                        }
                    }
                }
            }
            Phase::Roll => {
                out.push(Action::RollDice);
                if self.playable_devs() != 0 {
                    self.list_dev_plays(out);
                }
            }
            Phase::Discard { .. } => {
                let s = self.to_act().expect("someone discards");
                for (r, &res) in RESOURCES.iter().enumerate() {
                    if self.seats[s].hand[r] > 0 {
                        out.push(Action::Discard { resource: res });
                    }
                }
            }
            Phase::Robber => self.list_robber_moves(out),
            Phase::Main => self.list_main(out),
            Phase::RoadBuilding { .. } => push_roads(out, self.road_spots(me)),
            Phase::Respond { offer, .. } => {
                let s = self.to_act().expect("someone answers");
                if afford(&self.seats[s].hand, &offer.get) {
                    out.push(Action::AcceptTrade);
                }
                out.push(Action::DeclineTrade);
            }
            Phase::Confirm { offer, accepted } => {
                let me = self.active as usize;
                for s in 0..self.n {
                    if accepted & (1 << s) != 0 && self.trade_covered(me, s as usize, &offer) {
                        out.push(Action::ConfirmTrade { with: s });
                    }
                }
                out.push(Action::CancelTrade);
            }
        }
    }

    /// Every robber move: each other hex, with each possible victim there (or none), in hex
    /// then seat order. The moves are the set bits of one mask laid out like
    /// [`Player::hex_marks`](super::Player::hex_marks) (bit `5·h + s` robs seat `s` on hex `h`,
    /// bit `5·h + 4` robs nobody there), read off in order from a table.
    fn list_robber_moves(&self, out: &mut Vec<Action>) {
        let mut victims = 0u128;
        let mut anyone = 0u128;
        for s in 0..self.n as usize {
            let p = &self.seats[s];
            let marks = if s != self.me() && p.cards() > 0 {
                p.hex_marks
            } else {
                0
            };
            victims |= marks << s;
            anyone |= marks;
        }
        let mut closed = 1u128 << (5 * u32::from(self.robber));
        let mut barred = self.robber_barred();
        while barred != 0 {
            closed |= 1 << (5 * barred.trailing_zeros());
            barred &= barred - 1;
        }
        let open = HEX_MARKS & !closed;
        // `open * 15` copies each hex's bit onto its four seat bits (five bits apart: no carry).
        let mut moves = (victims & (open * 15)) | ((open & !anyone) << 4);
        while moves != 0 {
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            out.push(ROBBER_MOVES[i]);
        }
    }

    /// Bitmask of the development-card kinds the active player may play now (in the roll or
    /// main phase): none once a card was played this turn, nor cards bought this turn.
    fn playable_devs(&self) -> u8 {
        if self.dev_played {
            return 0;
        }
        let devs = &self.seats[self.me()].devs;
        if devs[..VICTORY_POINT] == [0; VICTORY_POINT] {
            return 0;
        }
        (0..VICTORY_POINT).fold(0, |m, k| m | (u8::from(devs[k] > self.bought[k]) << k))
    }

    fn list_dev_plays(&self, out: &mut Vec<Action>) {
        let playable = self.playable_devs();
        if playable != 0 {
            self.push_dev_plays(out, playable, self.any_road(self.me()));
        }
    }

    /// The plays of the kinds in `playable` (road building only if `road_spot`).
    fn push_dev_plays(&self, out: &mut Vec<Action>, playable: u8, road_spot: bool) {
        if playable & (1 << KNIGHT) != 0 {
            out.push(Action::PlayKnight);
        }
        if playable & (1 << ROAD_BUILDING) != 0 && road_spot {
            out.push(Action::PlayRoadBuilding);
        }
        if playable & (1 << YEAR_OF_PLENTY) != 0 {
            for a in 0..5 {
                for b in a..5 {
                    if self.plenty_ok(a, b) {
                        out.push(Action::PlayYearOfPlenty {
                            first: RESOURCES[a],
                            second: RESOURCES[b],
                        });
                    }
                }
            }
        }
        if playable & (1 << MONOPOLY) != 0 {
            for r in RESOURCES {
                out.push(Action::PlayMonopoly { resource: r });
            }
        }
    }

    fn plenty_ok(&self, a: usize, b: usize) -> bool {
        a <= b
            && if a == b {
                self.bank[a] >= 2
            } else {
                self.bank[a] > 0 && self.bank[b] > 0
            }
    }

    /// The main phase: end the turn, the builds the hand pays for, a development card, card plays,
    /// bank trades, then the listed offers. Road spots are worked out at most once, and only when
    /// a road, road building or an offer could use them.
    fn list_main(&self, out: &mut Vec<Action>) {
        let me = self.me();
        let pl = &self.seats[me];
        let hand = &pl.hand;
        let facts = &hands::FACTS[hands::class(hand)];
        let pays = facts.pays;
        out.push(Action::EndTurn);
        let playable = self.playable_devs();
        let mut memo = None;
        let mut road_spots = || *memo.get_or_insert_with(|| self.road_spots(me));
        if pays & 1 != 0 {
            push_roads(out, road_spots());
        }
        if pays & 2 != 0 && pl.settlements_left > 0 {
            push_settlements(out, pl.road_vertices & !self.blocked);
        }
        if pays & 4 != 0 && pl.cities_left > 0 {
            let mut spots = pl.buildings & !self.cities;
            while spots != 0 {
                let v = spots.trailing_zeros() as u8;
                spots &= spots - 1;
                out.push(Action::BuildCity { vertex: v });
            }
        }
        let deck = self.deck != [0; 5];
        if pays & 8 != 0 && deck {
            out.push(Action::BuyDevelopment);
        }
        if playable != 0 {
            let road_spot = playable & (1 << ROAD_BUILDING) != 0 && road_spots() != 0;
            self.push_dev_plays(out, playable, road_spot);
        }
        // Bank trades: each resource held at its rate, for each other resource the bank has.
        let h = pl.harbours;
        let generic_rate = if h & (1 << GENERIC) != 0 { 3 } else { 4 };
        let mut gives = 0u8;
        for g in 0..5 {
            let rate = if h & (1 << g) != 0 { 2 } else { generic_rate };
            gives |= u8::from(hand[g] >= rate) << g;
        }
        if gives != 0 {
            let stocked = (0..5).fold(0u8, |m, r| m | (u8::from(self.bank[r] > 0) << r));
            while gives != 0 {
                let g = gives.trailing_zeros() as usize;
                gives &= gives - 1;
                let mut gets = stocked & !(1 << g);
                while gets != 0 {
                    let t = gets.trailing_zeros() as usize;
                    gets &= gets - 1;
                    out.push(Action::BankTrade {
                        give: RESOURCES[g],
                        get: RESOURCES[t],
                    });
                }
            }
        }
        if self.offers_made < LISTED_OFFERS_PER_TURN {
            self.list_offers(out, facts, || road_spots() != 0, deck);
        }
    }

    /// The offers listed for bots (the caller lists them while fewer than
    /// [`LISTED_OFFERS_PER_TURN`] were sent this turn): one card for one card, to everyone, and
    /// only a trade that completes a cost (road, settlement, city or development card) the active
    /// player is one card short of, for a build it could place (`road_spot`: a road; `deck`: a
    /// card to buy), giving a card that cost does not need (`facts`: those of the hand). `apply`
    /// accepts any valid offer (see [`Settlers::offer_check`]), listed or not.
    fn list_offers(
        &self,
        out: &mut Vec<Action>,
        facts: &hands::HandFacts,
        mut road_spot: impl FnMut() -> bool,
        deck: bool,
    ) {
        let pl = &self.seats[self.me()];
        let hand = &pl.hand;
        // The bank and the hand may not already hold every card of the resource wanted.
        let wantable = |i: usize| {
            let t = usize::from(facts.short[i]);
            self.bank[t] + hand[t] < CARDS_PER_RESOURCE
        };
        let all = |ok: bool| 0u32.wrapping_sub(u32::from(ok));
        let settle = (pl.settlements_left > 0) & (pl.road_vertices & !self.blocked != 0);
        let city = (pl.cities_left > 0) & (pl.buildings & !self.cities != 0);
        // Bit 5·g + t: give one g for one t.
        let mut pairs = facts.offers[1] & all(settle & wantable(1))
            | facts.offers[2] & all(city & wantable(2))
            | facts.offers[3] & all(deck & wantable(3));
        if facts.offers[0] != 0 && wantable(0) && road_spot() {
            pairs |= facts.offers[0];
        }
        while pairs != 0 {
            let i = pairs.trailing_zeros() as usize;
            pairs &= pairs - 1;
            out.push(ONE_FOR_ONE[i]);
        }
    }

    /// Whether the active player may offer `give` for `get` to `to`: cards on both sides, no
    /// resource on both, every card given held, none wanted beyond what the others hold, and
    /// the addressee another seat (or everyone).
    pub(crate) fn offer_check(
        &self,
        give: &[u8; 5],
        get: &[u8; 5],
        to: Option<u8>,
    ) -> Result<(), IllegalAction> {
        let hand = &self.seats[self.me()].hand;
        offer_check(hand, &self.bank, self.n, self.active, give, get, to)
    }

    /// Checks `a` and, when it is legal here, carries it out (then the win check where it can
    /// score): one match on the phase and the action does both, since the random choice of
    /// action makes that jump hard to predict. Refuses with the reason and changes nothing.
    pub(super) fn play(&mut self, a: Action) -> Result<(), IllegalAction> {
        let me = self.me();
        let wrong = || {
            illegal(
                "settlers.illegal.phase",
                "not possible at this point of the turn",
            )
        };
        match (self.phase, a) {
            (Phase::Over, _) => return Err(IllegalAction::game_over()),
            (Phase::Setup { index, vertex }, Action::BuildSettlement { vertex: v }) => {
                if vertex != NONE {
                    return illegal("settlers.illegal.road_first", "place the road first");
                }
                if (v as usize) >= VERTICES || !self.settle_ok(me, v as usize, true) {
                    return illegal("settlers.illegal.distance", "too close to another building");
                }
                self.place_settlement(me, v);
                if index >= self.n {
                    for &h in &topology().vertex_hexes[v as usize] {
                        if h != NONE && self.terrain[h as usize] != DESERT {
                            let r = self.terrain[h as usize] as usize;
                            self.take(me, r, 1);
                        }
                    }
                }
                self.phase = Phase::Setup { index, vertex: v };
            }
            (Phase::Setup { index, vertex }, Action::BuildRoad { edge }) => {
                if vertex == NONE {
                    return illegal(
                        "settlers.illegal.settlement_first",
                        "place a settlement first",
                    );
                }
                let ok = (edge as usize) < EDGES
                    && self.edge_owner[edge as usize] == NONE
                    && topology().edge_vertices[edge as usize].contains(&vertex);
                if !ok {
                    return illegal(
                        "settlers.illegal.road",
                        "the road must touch the new settlement",
                    );
                }
                self.place_road(me, edge);
                let next = index + 1;
                if next == 2 * self.n {
                    self.active = 0;
                    self.phase = Phase::Roll;
                    self.check_win();
                } else {
                    self.active = self.setup_seat(next);
                    self.phase = Phase::Setup {
                        index: next,
                        vertex: NONE,
                    };
                }
            }
            (Phase::Roll, Action::RollDice) => self.roll(),
            (Phase::Roll | Phase::Main, Action::PlayKnight) => {
                self.dev_check(KNIGHT)?;
                self.play_dev(KNIGHT);
                let k = self.seats[me].played[KNIGHT];
                let holder_k = if self.army == NONE {
                    0
                } else {
                    self.seats[self.army as usize].played[KNIGHT]
                };
                if k >= LARGEST_ARMY_MIN && k > holder_k {
                    self.army = me as u8;
                }
                self.phase = Phase::Robber;
                self.check_win();
            }
            (Phase::Roll | Phase::Main, Action::PlayRoadBuilding) => {
                self.dev_check(ROAD_BUILDING)?;
                if !self.any_road(me) {
                    return illegal("settlers.illegal.road", "no place for a road");
                }
                self.play_dev(ROAD_BUILDING);
                self.phase = Phase::RoadBuilding { left: 2 };
            }
            (Phase::Roll | Phase::Main, Action::PlayYearOfPlenty { first, second }) => {
                self.dev_check(YEAR_OF_PLENTY)?;
                if !self.plenty_ok(first as usize, second as usize) {
                    return illegal(
                        "settlers.illegal.bank",
                        "the bank cannot pay these resources",
                    );
                }
                self.play_dev(YEAR_OF_PLENTY);
                self.take(me, first as usize, 1);
                self.take(me, second as usize, 1);
            }
            (Phase::Roll | Phase::Main, Action::PlayMonopoly { resource }) => {
                self.dev_check(MONOPOLY)?;
                self.play_dev(MONOPOLY);
                let r = resource as usize;
                for s in 0..self.n as usize {
                    if s != me {
                        let c = self.seats[s].hand[r];
                        self.seats[s].hand[r] = 0;
                        self.seats[me].hand[r] += c;
                    }
                }
                self.epoch += 1;
            }
            (Phase::Discard { mut left }, Action::Discard { resource }) => {
                let s = self.to_act().expect("someone discards");
                let r = resource as usize;
                if self.seats[s].hand[r] == 0 {
                    return illegal("settlers.illegal.no_card", "you have no such card");
                }
                self.seats[s].hand[r] -= 1;
                self.bank[r] += 1;
                left[s] -= 1;
                self.phase = if left.iter().any(|&l| l > 0) {
                    Phase::Discard { left }
                } else {
                    Phase::Robber
                };
            }
            (Phase::Robber, Action::MoveRobber { hex, steal_from }) => {
                self.robber_check(hex, steal_from)?;
                self.robber = hex;
                if let Some(v) = steal_from {
                    let v = v as usize;
                    let mut pick = self.rng.below(u32::from(self.seats[v].cards())) as u8;
                    let r = (0..5)
                        .find(|&r| {
                            if pick < self.seats[v].hand[r] {
                                true
                            } else {
                                pick -= self.seats[v].hand[r];
                                false
                            }
                        })
                        .expect("a card to steal");
                    self.seats[v].hand[r] -= 1;
                    self.seats[me].hand[r] += 1;
                }
                self.phase = self.resume();
            }
            (Phase::Main, Action::BuildRoad { edge }) => {
                if !afford(&self.seats[me].hand, &ROAD_COST) {
                    return illegal("settlers.illegal.cost", "not enough resources");
                }
                if (edge as usize) >= EDGES || !self.road_ok(me, edge as usize) {
                    return illegal("settlers.illegal.road", "a road must extend your network");
                }
                self.pay(me, &ROAD_COST);
                self.place_road(me, edge);
                self.check_win();
            }
            (Phase::RoadBuilding { left }, Action::BuildRoad { edge }) => {
                if (edge as usize) >= EDGES || !self.road_ok(me, edge as usize) {
                    return illegal("settlers.illegal.road", "a road must extend your network");
                }
                self.place_road(me, edge);
                self.phase = if left > 1 && self.any_road(me) {
                    Phase::RoadBuilding { left: left - 1 }
                } else {
                    self.resume()
                };
                self.check_win();
            }
            (Phase::Main, Action::BuildSettlement { vertex }) => {
                if !afford(&self.seats[me].hand, &SETTLEMENT_COST) {
                    return illegal("settlers.illegal.cost", "not enough resources");
                }
                if (vertex as usize) >= VERTICES || !self.settle_ok(me, vertex as usize, false) {
                    return illegal(
                        "settlers.illegal.distance",
                        "a settlement needs a free spot two roads from any building, on your road",
                    );
                }
                self.pay(me, &SETTLEMENT_COST);
                self.place_settlement(me, vertex);
                self.check_win();
            }
            (Phase::Main, Action::BuildCity { vertex }) => {
                if !afford(&self.seats[me].hand, &CITY_COST) {
                    return illegal("settlers.illegal.cost", "not enough resources");
                }
                if (vertex as usize) >= VERTICES || !self.city_ok(me, vertex as usize) {
                    return illegal(
                        "settlers.illegal.city",
                        "upgrade one of your own settlements",
                    );
                }
                self.pay(me, &CITY_COST);
                self.cities |= bit(vertex);
                self.seats[me].cities_left -= 1;
                self.seats[me].settlements_left += 1;
                self.check_win();
            }
            (Phase::Main, Action::BuyDevelopment) => {
                if !afford(&self.seats[me].hand, &DEV_COST) {
                    return illegal("settlers.illegal.cost", "not enough resources");
                }
                if self.deck.iter().all(|&c| c == 0) {
                    return illegal("settlers.illegal.deck_empty", "no development cards left");
                }
                self.pay(me, &DEV_COST);
                let total: u8 = self.deck.iter().sum();
                let mut pick = self.rng.below(u32::from(total)) as u8;
                let kind = (0..5)
                    .find(|&k| {
                        if pick < self.deck[k] {
                            true
                        } else {
                            pick -= self.deck[k];
                            false
                        }
                    })
                    .expect("a card in the deck");
                self.deck[kind] -= 1;
                self.seats[me].devs[kind] += 1;
                self.bought[kind] += 1;
                self.epoch += 1;
                self.check_win();
            }
            (Phase::Main, Action::BankTrade { give, get }) => {
                let (g, t) = (give as usize, get as usize);
                let rate = self.rate(me, g);
                if g == t {
                    return illegal(
                        "settlers.illegal.same",
                        "never the same resource on both sides",
                    );
                } else if self.seats[me].hand[g] < rate {
                    return illegal("settlers.illegal.cost", "not enough cards for this rate");
                } else if self.bank[t] == 0 {
                    return illegal("settlers.illegal.bank", "the bank has none left");
                }
                self.seats[me].hand[g] -= rate;
                self.bank[g] += rate;
                self.take(me, t, 1);
            }
            (Phase::Main, Action::Offer { give, get, to }) => {
                self.offer_check(&give, &get, to)?;
                self.offers_made = self.offers_made.saturating_add(1);
                let all = ((1u8 << self.n) - 1) & !(1 << self.active);
                self.phase = Phase::Respond {
                    offer: Offer { give, get },
                    pending: to.map_or(all, |s| 1 << s),
                    accepted: 0,
                };
            }
            (Phase::Main, Action::EndTurn) => {
                self.bought = [0; 5];
                self.dev_played = false;
                self.rolled = false;
                self.offers_made = 0;
                self.active = if self.active + 1 == self.n {
                    0
                } else {
                    self.active + 1
                };
                self.turn += 1;
                self.phase = Phase::Roll;
                if self.turn >= TURN_LIMIT {
                    self.phase = Phase::Over;
                }
                self.check_win();
            }
            (
                Phase::Respond {
                    offer,
                    mut pending,
                    mut accepted,
                },
                Action::AcceptTrade | Action::DeclineTrade,
            ) => {
                let s = self.to_act().expect("someone answers");
                let accept = matches!(a, Action::AcceptTrade);
                if accept && !afford(&self.seats[s].hand, &offer.get) {
                    return illegal("settlers.illegal.cost", "you do not have those cards");
                }
                pending &= !(1 << s);
                accepted |= u8::from(accept) << s;
                self.phase = match (pending, accepted) {
                    (0, 0) => Phase::Main,
                    (0, _) => Phase::Confirm { offer, accepted },
                    _ => Phase::Respond {
                        offer,
                        pending,
                        accepted,
                    },
                };
            }
            (Phase::Confirm { offer, accepted }, Action::ConfirmTrade { with }) => {
                let ok = with < self.n
                    && accepted & (1 << with) != 0
                    && self.trade_covered(me, with as usize, &offer);
                if !ok {
                    return illegal("settlers.illegal.partner", "that player did not accept");
                }
                let w = with as usize;
                for r in 0..5 {
                    self.seats[me].hand[r] = self.seats[me].hand[r] - offer.give[r] + offer.get[r];
                    self.seats[w].hand[r] = self.seats[w].hand[r] + offer.give[r] - offer.get[r];
                }
                self.phase = Phase::Main;
            }
            (Phase::Confirm { .. }, Action::CancelTrade) => self.phase = Phase::Main,
            _ => return wrong(),
        }
        Ok(())
    }

    /// Whether the robber may go to `hex` and rob `steal_from` there.
    fn robber_check(&self, hex: u8, steal_from: Option<u8>) -> Result<(), IllegalAction> {
        if hex as usize >= HEXES || hex == self.robber {
            return illegal(
                "settlers.illegal.robber",
                "the robber must move to another hex",
            );
        }
        if self.robber_barred() & (1 << hex) != 0 {
            return illegal(
                "settlers.illegal.friendly_robber",
                "the friendly robber spares players with 2 points or fewer",
            );
        }
        let v = self.victims(hex as usize);
        match steal_from {
            None if v == 0 => Ok(()),
            Some(s) if s < self.n && v & (1 << s) != 0 => Ok(()),
            _ => illegal(
                "settlers.illegal.victim",
                "choose a player with cards on that hex",
            ),
        }
    }

    /// Rolls the dice: a 7 sends those holding too many cards to discard, then the robber;
    /// any other sum produces.
    fn roll(&mut self) {
        let dice = [self.rng.d6(), self.rng.d6()];
        self.dice = Some(dice);
        self.rolled = true;
        let sum = dice[0] + dice[1];
        if sum == 7 {
            let mut left = [0u8; 4];
            for s in 0..self.n as usize {
                let c = self.seats[s].cards();
                if c >= DISCARD_FROM {
                    left[s] = c / 2;
                }
            }
            self.phase = if left.iter().any(|&l| l > 0) {
                Phase::Discard { left }
            } else {
                Phase::Robber
            };
        } else {
            self.produce(sum);
            self.phase = Phase::Main;
        }
    }

    fn dev_check(&self, kind: usize) -> Result<(), IllegalAction> {
        if self.dev_played {
            illegal("settlers.illegal.one_card", "one development card per turn")
        } else if self.seats[self.me()].devs[kind] == 0 {
            illegal("settlers.illegal.no_card", "you have no such card")
        } else if self.seats[self.me()].devs[kind] <= self.bought[kind] {
            illegal("settlers.illegal.new_card", "not on the turn you bought it")
        } else {
            Ok(())
        }
    }

    /// The phase to return to after the robber or road building.
    fn resume(&self) -> Phase {
        if self.rolled {
            Phase::Main
        } else {
            Phase::Roll
        }
    }

    fn pay(&mut self, p: usize, cost: &[u8; 5]) {
        for r in 0..5 {
            self.seats[p].hand[r] -= cost[r];
            self.bank[r] += cost[r];
        }
    }

    fn take(&mut self, p: usize, r: usize, n: u8) {
        self.bank[r] -= n;
        self.seats[p].hand[r] += n;
    }

    fn play_dev(&mut self, kind: usize) {
        let me = self.me();
        self.seats[me].devs[kind] -= 1;
        self.seats[me].played[kind] += 1;
        self.dev_played = true;
    }

    /// The active player wins as soon as they hold the target points on their own turn (checked after
    /// every action that can change their points, and when their turn starts).
    fn check_win(&mut self) {
        if matches!(self.phase, Phase::Setup { .. } | Phase::Over) {
            return;
        }
        if self.points(self.me(), true) >= self.options.victory_points {
            self.winner = self.active;
            self.phase = Phase::Over;
        }
    }

    /// Pays every building next to a hex numbered `sum` (not under the robber); a resource the
    /// bank cannot pay to everyone is paid to no one, unless only one player is owed it, who
    /// then gets what the bank has left.
    pub fn produce(&mut self, sum: u8) {
        let topo = topology();
        let occupied = self.seats.iter().fold(0u64, |m, p| m | p.buildings);
        let mut due = [[0u8; 4]; 5];
        let mut produced = 0u8;
        for &h in &self.number_hexes[sum as usize] {
            if h == NONE || h == self.robber {
                continue;
            }
            let r = self.terrain[h as usize] as usize;
            let mut built = topo.hex_vertex_mask[h as usize] & occupied;
            while built != 0 {
                let v = built.trailing_zeros() as u8;
                built &= built - 1;
                let o = self.vertex_owner[v as usize] as usize;
                due[r][o] += if self.cities & bit(v) != 0 { 2 } else { 1 };
                produced |= 1 << r;
            }
        }
        while produced != 0 {
            let r = produced.trailing_zeros() as usize;
            produced &= produced - 1;
            let owed = due[r];
            let creditors = owed.iter().filter(|&&n| n > 0).count();
            if owed.iter().sum::<u8>() <= self.bank[r] || creditors == 1 {
                for (s, &n) in owed.iter().enumerate() {
                    self.take(s, r, n.min(self.bank[r]));
                }
            }
        }
    }

    pub(super) fn place_settlement(&mut self, p: usize, v: u8) {
        let topo = topology();
        self.vertex_owner[v as usize] = p as u8;
        self.seats[p].buildings |= bit(v);
        self.seats[p].hex_marks |= hex_marks(bit(v));
        self.blocked |= bit(v) | topo.vertex_neighbours[v as usize];
        self.seats[p].settlements_left -= 1;
        for (i, &e) in topo.harbour_edges.iter().enumerate() {
            if topo.edge_vertices[e as usize].contains(&v) {
                self.seats[p].harbours |= 1 << self.harbours[i];
            }
        }
        // A settlement may cut another player's road where two of its roads meet (a road ending
        // there still may end there).
        let mut changed = false;
        for s in 0..self.n as usize {
            let at = topo.vertex_edge_mask[v as usize] & self.seats[s].roads;
            if s != p && at & at.wrapping_sub(1) != 0 {
                self.seats[s].road_length = self.longest_road(s);
                changed = true;
            }
        }
        if changed {
            self.award_longest();
        }
    }

    pub(super) fn place_road(&mut self, p: usize, e: u8) {
        let [a, b] = topology().edge_vertices[e as usize];
        self.edge_owner[e as usize] = p as u8;
        let pl = &mut self.seats[p];
        pl.roads |= 1 << e;
        pl.road_vertices |= bit(a) | bit(b);
        pl.roads_left -= 1;
        // Only the part of the network holding the new road can have grown.
        let grown = self
            .tree_longest_road(p, 1 << e)
            .unwrap_or_else(|| self.exhaustive_longest_road(p));
        self.seats[p].road_length = self.seats[p].road_length.max(grown);
        self.award_longest();
    }

    /// Length of `p`'s longest road: the longest trail (no edge twice) in `p`'s roads that does
    /// not pass through another player's building.
    ///
    /// Another player's building splits the network there (a trail may end on it, not pass it).
    /// Where the split network is a forest (the usual case) its longest trail is a tree diameter,
    /// found in one walk; a network with a cycle is searched exhaustively.
    pub fn longest_road(&self, p: usize) -> u8 {
        self.tree_longest_road(p, self.seats[p].roads)
            .unwrap_or_else(|| self.exhaustive_longest_road(p))
    }

    /// The longest road in the parts of `p`'s split network that hold a road of `roots`, or
    /// `None` if one of them has a cycle.
    fn tree_longest_road(&self, p: usize, roots: u128) -> Option<u8> {
        let roads = self.seats[p].roads;
        let topo = topology();
        let mut walk = TreeWalk {
            game: self,
            p: p as u8,
            left: roads,
            seen: 0,
            best: 0,
            cyclic: false,
        };
        // Each tree is rooted at its lowest edge: its diameter goes through it or lies below.
        while walk.left & roots != 0 {
            let e = (walk.left & roots).trailing_zeros() as usize;
            walk.left &= !(1 << e);
            let [a, b] = topo.edge_vertices[e];
            let len = walk.height(a) + 1 + walk.height(b);
            walk.best = walk.best.max(len);
            if walk.cyclic {
                return None;
            }
        }
        Some(walk.best)
    }

    /// Length of `p`'s longest road by trying every trail from every vertex where the network
    /// ends, forks or is cut; only a component that is a bare loop has none, and is searched
    /// from any vertex.
    fn exhaustive_longest_road(&self, p: usize) -> u8 {
        let topo = topology();
        let roads = self.seats[p].roads;
        let all = self.seats[p].road_vertices;
        let mut starts = 0u64;
        let mut verts = all;
        while verts != 0 {
            let v = verts.trailing_zeros() as usize;
            verts &= verts - 1;
            let degree = (topo.vertex_edge_mask[v] & roads).count_ones();
            let o = self.vertex_owner[v];
            if degree != 2 || (o != NONE && o != p as u8) {
                starts |= 1 << v;
            }
        }
        let mut best = 0;
        let mut seen = 0u64;
        loop {
            while starts != 0 {
                let v = starts.trailing_zeros() as u8;
                starts &= starts - 1;
                best = best.max(self.road_dfs(p, roads, v, 0, &mut seen));
            }
            let rest = all & !seen;
            if rest == 0 {
                return best;
            }
            starts = rest & rest.wrapping_neg();
        }
    }

    fn road_dfs(&self, p: usize, free: u128, v: u8, len: u8, seen: &mut u64) -> u8 {
        *seen |= bit(v);
        let owner = self.vertex_owner[v as usize];
        if len > 0 && owner != NONE && owner != p as u8 {
            return len;
        }
        let topo = topology();
        let mut best = len;
        let mut next = free & topo.vertex_edge_mask[v as usize];
        while next != 0 {
            let e = next.trailing_zeros() as usize;
            next &= next - 1;
            let [a, b] = topo.edge_vertices[e];
            best = best.max(self.road_dfs(p, free & !(1 << e), a ^ b ^ v, len + 1, seen));
        }
        best
    }

    /// Gives the longest-road title: the holder keeps it on a tie; otherwise the one player with
    /// the strictly longest road of 5 or more takes it; if nobody qualifies alone it is set aside.
    pub(crate) fn award_longest(&mut self) {
        let n = self.n as usize;
        let max = (0..n).map(|s| self.seats[s].road_length).max().unwrap_or(0);
        if self.longest != NONE
            && self.seats[self.longest as usize].road_length == max
            && max >= LONGEST_ROAD_MIN
        {
            return;
        }
        let leaders = (0..n).filter(|&s| self.seats[s].road_length == max).count();
        self.longest = if max >= LONGEST_ROAD_MIN && leaders == 1 {
            (0..n)
                .find(|&s| self.seats[s].road_length == max)
                .expect("a leader") as u8
        } else {
            NONE
        };
    }
}

/// A walk over one player's roads, split at other players' buildings, that measures tree
/// diameters and notices cycles.
struct TreeWalk<'a> {
    game: &'a Settlers,
    p: u8,
    /// Roads not walked yet.
    left: u128,
    /// Vertices reached (other players' buildings excepted: each road ending there gets its
    /// own copy of the vertex).
    seen: u64,
    /// The longest path found.
    best: u8,
    /// Whether a cycle was met (the walk's answer is then meaningless).
    cyclic: bool,
}

impl TreeWalk<'_> {
    /// The longest path down from `v` over roads not walked yet, updating `best` with the
    /// longest path that turns at `v`.
    fn height(&mut self, v: u8) -> u8 {
        let owner = self.game.vertex_owner[v as usize];
        if owner != NONE && owner != self.p {
            return 0;
        }
        if self.seen & bit(v) != 0 {
            self.cyclic = true;
            return 0;
        }
        self.seen |= bit(v);
        let topo = topology();
        let (mut first, mut second) = (0, 0);
        let mut next = self.left & topo.vertex_edge_mask[v as usize];
        while next != 0 {
            let e = next.trailing_zeros() as usize;
            next &= next - 1;
            if self.left & (1 << e) == 0 {
                // Walked already from its other end: the walk went round a cycle.
                continue;
            }
            self.left &= !(1 << e);
            let [a, b] = topo.edge_vertices[e];
            let h = self.height(a ^ b ^ v) + 1;
            if h > first {
                second = first;
                first = h;
            } else if h > second {
                second = h;
            }
        }
        self.best = self.best.max(first + second);
        first
    }
}
