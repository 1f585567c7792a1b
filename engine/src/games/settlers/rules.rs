//! Legality of every action: one predicate per rule, shared by listing (`listing.rs`) and
//! `play`, which checks an action and then carries it out (`effects.rs`).

use super::board::{topology, EDGES, HEXES, NONE, VERTICES};
use super::content::*;
use super::{bit, Action, Offer, Phase, Settlers, FRIENDLY_ROBBER_MAX_POINTS};
use crate::game::{Game, IllegalAction};

fn illegal(
    key: &'static str,
    msg: impl Into<std::borrow::Cow<'static, str>>,
) -> Result<(), IllegalAction> {
    Err(IllegalAction::new(key, msg))
}

pub(super) fn afford(hand: &[u8; 5], cost: &[u8; 5]) -> bool {
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
    pub(super) fn me(&self) -> usize {
        self.active as usize
    }

    /// Distance rule and connection: may `p` settle on `v` (ignoring cost)?
    pub(super) fn settle_ok(&self, p: usize, v: usize, setup: bool) -> bool {
        self.blocked & bit(v as u8) == 0
            && self.seats[p].settlements_left > 0
            && (setup || self.seats[p].road_vertices & bit(v as u8) != 0)
    }

    /// Edges where `p` may put a road (ignoring cost), as kept in
    /// [`Player::road_spots`](super::Player::road_spots).
    pub(super) fn road_spots(&self, p: usize) -> u128 {
        self.seats[p].road_spots
    }

    /// Edges where `p` may put a road (ignoring cost), worked out from the board: free edges
    /// touching `p`'s buildings, or `p`'s road ends not cut by another player's building.
    pub fn board_road_spots(&self, p: usize) -> u128 {
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

    /// What each hex yields each seat, worked out from the buildings (the layout of
    /// [`Settlers::hex_yields`]).
    pub fn board_hex_yields(&self) -> [u32; HEXES] {
        let topo = topology();
        let mut yields = [0u32; HEXES];
        for (h, y) in yields.iter_mut().enumerate() {
            let mut corners = topo.hex_vertex_mask[h];
            while corners != 0 {
                let v = corners.trailing_zeros() as usize;
                corners &= corners - 1;
                let o = self.vertex_owner[v];
                if o != NONE {
                    let cards = if self.cities & (1 << v) != 0 { 2 } else { 1 };
                    *y += cards << (8 * u32::from(o));
                }
            }
        }
        yields
    }

    /// Works out every seat's [`Player::road_spots`](super::Player::road_spots) again (after a
    /// road or a building is placed, and in a sampled state).
    pub(super) fn refresh_road_spots(&mut self) {
        for p in 0..self.n as usize {
            self.seats[p].road_spots = self.board_road_spots(p);
        }
    }

    /// May `p` put a road on `e` (ignoring cost)? The one-edge form of [`Settlers::road_spots`].
    pub(super) fn road_ok(&self, p: usize, e: usize) -> bool {
        let pl = &self.seats[p];
        let ends = pl.road_vertices | pl.buildings;
        pl.roads_left > 0
            && self.edge_owner[e] == NONE
            && topology().edge_vertices[e].iter().any(|&v| {
                let o = self.vertex_owner[v as usize];
                ends & bit(v) != 0 && (o == NONE || o == p as u8)
            })
    }

    pub(super) fn any_road(&self, p: usize) -> bool {
        self.road_spots(p) != 0
    }

    /// Both sides of a trade hold what they give (always so in play, since hands cannot change
    /// between accepting and confirming; a sampled state for search may break it otherwise).
    pub(super) fn trade_covered(&self, offerer: usize, partner: usize, offer: &Offer) -> bool {
        afford(&self.seats[offerer].hand, &offer.give)
            && afford(&self.seats[partner].hand, &offer.get)
    }

    pub(super) fn city_ok(&self, p: usize, v: usize) -> bool {
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

    /// Bitmask of the development-card kinds the active player may play now (in the roll or
    /// main phase): none once a card was played this turn, nor cards bought this turn.
    pub(super) fn playable_devs(&self) -> u8 {
        if self.dev_played {
            return 0;
        }
        let devs = &self.seats[self.me()].devs;
        if devs[..VICTORY_POINT] == [0; VICTORY_POINT] {
            return 0;
        }
        (0..VICTORY_POINT).fold(0, |m, k| m | (u8::from(devs[k] > self.bought[k]) << k))
    }

    pub(super) fn plenty_ok(&self, a: usize, b: usize) -> bool {
        a <= b
            && if a == b {
                self.bank[a] >= 2
            } else {
                self.bank[a] > 0 && self.bank[b] > 0
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

    /// Checks `a` and, when it is legal here, carries it out (its effect in `effects.rs`, then
    /// the win check where it can score): one match on the phase and the action does both,
    /// since the random choice of action makes that jump hard to predict. Refuses with the
    /// reason and changes nothing.
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
                self.setup_settlement(index, v);
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
                self.setup_road(index, edge);
            }
            (Phase::Roll, Action::RollDice) => self.roll(),
            (Phase::Roll | Phase::Main, Action::PlayKnight) => {
                self.dev_check(KNIGHT)?;
                self.play_knight();
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
                self.play_monopoly(resource as usize);
            }
            (Phase::Discard { left }, Action::Discard { resource }) => {
                let s = self.to_act().expect("someone discards");
                let r = resource as usize;
                if self.seats[s].hand[r] == 0 {
                    return illegal("settlers.illegal.no_card", "you have no such card");
                }
                self.discard(left, s, r);
            }
            (Phase::Robber, Action::MoveRobber { hex, steal_from }) => {
                self.robber_check(hex, steal_from)?;
                self.move_robber(hex, steal_from);
            }
            (Phase::Main, Action::BuildRoad { edge }) => {
                if !afford(&self.seats[me].hand, &ROAD_COST) {
                    return illegal("settlers.illegal.cost", "not enough resources");
                }
                if (edge as usize) >= EDGES || !self.road_ok(me, edge as usize) {
                    return illegal("settlers.illegal.road", "a road must extend your network");
                }
                self.build_road(edge);
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
                self.build_settlement(vertex);
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
                self.build_city(vertex);
            }
            (Phase::Main, Action::BuyDevelopment) => {
                if !afford(&self.seats[me].hand, &DEV_COST) {
                    return illegal("settlers.illegal.cost", "not enough resources");
                }
                if self.deck.iter().all(|&c| c == 0) {
                    return illegal("settlers.illegal.deck_empty", "no development cards left");
                }
                self.buy_development();
            }
            (Phase::Main, Action::BankTrade { give, get }) => {
                let (g, t) = (give as usize, get as usize);
                if g == t {
                    return illegal(
                        "settlers.illegal.same",
                        "never the same resource on both sides",
                    );
                } else if self.seats[me].hand[g] < self.rate(me, g) {
                    return illegal("settlers.illegal.cost", "not enough cards for this rate");
                } else if self.bank[t] == 0 {
                    return illegal("settlers.illegal.bank", "the bank has none left");
                }
                self.bank_trade(g, t);
            }
            (Phase::Main, Action::Offer { give, get, to }) => {
                self.offer_check(&give, &get, to)?;
                self.send_offer(Offer { give, get }, to);
            }
            (Phase::Main, Action::EndTurn) => self.end_turn(),
            (Phase::Respond { offer, .. }, Action::AcceptTrade | Action::DeclineTrade) => {
                let s = self.to_act().expect("someone answers");
                let accept = matches!(a, Action::AcceptTrade);
                if accept && !afford(&self.seats[s].hand, &offer.get) {
                    return illegal("settlers.illegal.cost", "you do not have those cards");
                }
                self.answer(s, accept);
            }
            (Phase::Confirm { offer, accepted }, Action::ConfirmTrade { with }) => {
                let ok = with < self.n
                    && accepted & (1 << with) != 0
                    && self.trade_covered(me, with as usize, &offer);
                if !ok {
                    return illegal("settlers.illegal.partner", "that player did not accept");
                }
                self.trade(offer, with as usize);
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
}
