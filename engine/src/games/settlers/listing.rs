//! The legal actions of a state, in the order bots and the app see them.

use super::board::{topology, HEXES, NONE, VERTICES};
use super::content::*;
use super::rules::afford;
use super::{hands, Action, Phase, Settlers};
use crate::game::Game;

fn push_roads(out: &mut Vec<Action>, mut spots: u128) {
    while spots != 0 {
        let e = spots.trailing_zeros() as u8;
        spots &= spots - 1;
        out.push(Action::BuildRoad { edge: e });
    }
}

/// One card of each resource, as card counts per resource.
pub(super) const ONE_CARD: [[u8; 5]; 5] = [
    [1, 0, 0, 0, 0],
    [0, 1, 0, 0, 0],
    [0, 0, 1, 0, 0],
    [0, 0, 0, 1, 0],
    [0, 0, 0, 0, 1],
];

/// The one-for-one offers to everyone, at `5·g + t` for giving a `g` for a `t` (read whole:
/// an offer assembled from its arrays stalled on the stores of its parts).
pub(super) const ONE_FOR_ONE: [Action; 25] = {
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
pub(super) const ROBBER_MOVES: [Action; 5 * HEXES] = {
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
pub(super) const ALL_VERTICES: u64 = (1 << VERTICES) - 1;

fn push_settlements(out: &mut Vec<Action>, mut spots: u64) {
    while spots != 0 {
        let v = spots.trailing_zeros() as u8;
        spots &= spots - 1;
        out.push(Action::BuildSettlement { vertex: v });
    }
}

impl Settlers {
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
    /// then seat order, read off in order from a table by the bits of [`Settlers::robber_moves`].
    fn list_robber_moves(&self, out: &mut Vec<Action>) {
        let mut moves = self.robber_moves();
        while moves != 0 {
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            out.push(ROBBER_MOVES[i]);
        }
    }

    /// The robber moves as one mask laid out like [`Player::hex_marks`](super::Player::hex_marks):
    /// bit `5·h + s` robs seat `s` on hex `h`, bit `5·h + 4` robs nobody there (set where no
    /// other seat with cards has a building); [`ROBBER_MOVES`] holds the move of each bit.
    pub(super) fn robber_moves(&self) -> u128 {
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
        (victims & (open * 15)) | ((open & !anyone) << 4)
    }

    fn list_dev_plays(&self, out: &mut Vec<Action>) {
        let playable = self.playable_devs();
        if playable != 0 {
            self.push_dev_plays(out, playable, self.any_road(self.me()));
        }
    }

    /// The plays of the kinds in `playable` (road building only if `road_spot`).
    pub(super) fn push_dev_plays(&self, out: &mut Vec<Action>, playable: u8, road_spot: bool) {
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

    /// The main phase, in this order: end the turn, the builds the hand pays for, a development
    /// card, card plays, bank trades, then the listed offers (the masks of [`MainMoves`]).
    fn list_main(&self, out: &mut Vec<Action>) {
        let m = self.main_moves();
        out.push(Action::EndTurn);
        push_roads(out, m.roads);
        push_settlements(out, m.settlements);
        let mut cities = m.cities;
        while cities != 0 {
            let v = cities.trailing_zeros() as u8;
            cities &= cities - 1;
            out.push(Action::BuildCity { vertex: v });
        }
        if m.buy {
            out.push(Action::BuyDevelopment);
        }
        if m.playable != 0 {
            self.push_dev_plays(out, m.playable, m.road_building);
        }
        let mut gives = m.gives;
        while gives != 0 {
            let g = gives.trailing_zeros() as usize;
            gives &= gives - 1;
            let mut gets = m.stocked & !(1 << g);
            while gets != 0 {
                let t = gets.trailing_zeros() as usize;
                gets &= gets - 1;
                out.push(Action::BankTrade {
                    give: RESOURCES[g],
                    get: RESOURCES[t],
                });
            }
        }
        let mut offers = m.offers;
        while offers != 0 {
            let i = offers.trailing_zeros() as usize;
            offers &= offers - 1;
            out.push(ONE_FOR_ONE[i]);
        }
    }

    /// What the main phase offers the active player.
    #[inline(always)]
    pub(super) fn main_moves(&self) -> MainMoves {
        let me = self.me();
        let pl = &self.seats[me];
        let hand = &pl.hand;
        let facts = &hands::FACTS[hands::class(hand)];
        let pays = facts.pays;
        let playable = self.playable_devs();
        let spots = pl.road_spots;
        let roads = if pays & 1 != 0 { spots } else { 0 };
        let settlements = if pays & 2 != 0 && pl.settlements_left > 0 {
            pl.road_vertices & !self.blocked
        } else {
            0
        };
        let cities = if pays & 4 != 0 && pl.cities_left > 0 {
            pl.buildings & !self.cities
        } else {
            0
        };
        let deck = hands::word(&self.deck) != 0;
        let road_building = playable & (1 << ROAD_BUILDING) != 0 && spots != 0;
        // Bank trades: each resource held at its rate, for each other resource the bank has.
        let gives = hands::at_least(
            hands::word(hand),
            hands::RATES[usize::from(pl.harbours & 63)],
        );
        let stocked = hands::at_least(hands::word(&self.bank), hands::ONE_EACH);
        let offers = if self.offers_made < LISTED_OFFERS_PER_TURN {
            self.offer_pairs(facts, spots != 0, deck)
        } else {
            0
        };
        MainMoves {
            roads,
            settlements,
            cities,
            buy: pays & 8 != 0 && deck,
            playable,
            road_building,
            gives,
            stocked,
            offers,
        }
    }

    /// The offers listed for bots (while fewer than [`LISTED_OFFERS_PER_TURN`] were sent this
    /// turn), as bit `5·g + t` for giving one `g` for one `t` to everyone: only a trade that
    /// completes a cost (road, settlement, city or development card) the active player is one
    /// card short of, for a build it could place (`road_spot`: a road; `deck`: a card to buy),
    /// giving a card that cost does not need (`facts`: those of the hand). `apply` accepts any
    /// valid offer (see [`Settlers::offer_check`]), listed or not.
    fn offer_pairs(&self, facts: &hands::HandFacts, road_spot: bool, deck: bool) -> u32 {
        if facts.offers == [0; 4] {
            return 0;
        }
        let pl = &self.seats[self.me()];
        // The bank and the hand may not already hold every card of the resource wanted.
        let held = hands::word(&self.bank) + hands::word(&pl.hand);
        let short_of_all = hands::at_least((CARDS_PER_RESOURCE as u64 - 1) * hands::ONE_EACH, held);
        let wantable = |i: usize| short_of_all & (1 << facts.short[i]) != 0;
        let all = |ok: bool| 0u32.wrapping_sub(u32::from(ok));
        let settle = (pl.settlements_left > 0) & (pl.road_vertices & !self.blocked != 0);
        let city = (pl.cities_left > 0) & (pl.buildings & !self.cities != 0);
        let mut pairs = facts.offers[1] & all(settle & wantable(1))
            | facts.offers[2] & all(city & wantable(2))
            | facts.offers[3] & all(deck & wantable(3));
        if facts.offers[0] != 0 && wantable(0) && road_spot {
            pairs |= facts.offers[0];
        }
        pairs
    }
}

/// The main phase's choices as masks, in listing order: each set bit (or true flag) is one
/// listed action, except `playable`, whose plays [`Settlers::push_dev_plays`] lists.
pub(super) struct MainMoves {
    /// Edges for a paid road.
    pub roads: u128,
    /// Vertices for a paid settlement.
    pub settlements: u64,
    /// Settlements to upgrade.
    pub cities: u64,
    /// Whether a development card may be bought.
    pub buy: bool,
    /// Development-card kinds playable now.
    pub playable: u8,
    /// Whether road building has a spot for its first road.
    pub road_building: bool,
    /// Resources held at their bank rate.
    pub gives: u8,
    /// Resources the bank has.
    pub stocked: u8,
    /// The listed offers (see [`Settlers::offer_pairs`]).
    pub offers: u32,
}
