//! What each action does once the rules allow it: `play` (after its checks) and the random
//! step (which picks only legal actions) both carry actions out through these.

use super::board::{topology, NONE};
use super::content::*;
use super::{bit, hex_marks, Offer, Phase, Settlers, DICE_DECK_RESHUFFLE_AT, FULL_DICE_DECK};

impl Settlers {
    /// Set-up step `index`: the active player's settlement on `v`; in the second round it
    /// collects one card from each producing hex around it.
    pub(super) fn setup_settlement(&mut self, index: u8, v: u8) {
        let me = self.me();
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

    /// Set-up step `index`: the road on `edge` after the settlement; then the next seat in
    /// snake order places, or the first turn begins.
    pub(super) fn setup_road(&mut self, index: u8, edge: u8) {
        self.place_road(self.me(), edge);
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

    /// Plays a knight: the largest army may change hands, then the robber moves.
    pub(super) fn play_knight(&mut self) {
        let me = self.me();
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

    /// Plays monopoly on resource `r`: every other player hands over all of it.
    pub(super) fn play_monopoly(&mut self, r: usize) {
        let me = self.me();
        self.play_dev(MONOPOLY);
        for s in 0..self.n as usize {
            if s != me {
                let c = self.seats[s].hand[r];
                self.seats[s].hand[r] = 0;
                self.seats[me].hand[r] += c;
            }
        }
        self.epoch += 1;
    }

    /// Seat `s` discards one card of resource `r` (`left`: what each seat still owes before).
    pub(super) fn discard(&mut self, mut left: [u8; 4], s: usize, r: usize) {
        self.seats[s].hand[r] -= 1;
        self.bank[r] += 1;
        left[s] -= 1;
        self.phase = if left.iter().any(|&l| l > 0) {
            Phase::Discard { left }
        } else {
            Phase::Robber
        };
    }

    /// Moves the robber to `hex` and steals a random card from `steal_from`.
    pub(super) fn move_robber(&mut self, hex: u8, steal_from: Option<u8>) {
        let me = self.me();
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

    /// Pays for a road and places it on `edge`.
    pub(super) fn build_road(&mut self, edge: u8) {
        let me = self.me();
        self.pay(me, &ROAD_COST);
        self.place_road(me, edge);
        self.check_win();
    }

    /// Pays for a settlement and places it on `vertex`.
    pub(super) fn build_settlement(&mut self, vertex: u8) {
        let me = self.me();
        self.pay(me, &SETTLEMENT_COST);
        self.place_settlement(me, vertex);
        self.check_win();
    }

    /// Pays for a city and upgrades the settlement on `vertex`.
    pub(super) fn build_city(&mut self, vertex: u8) {
        let me = self.me();
        self.pay(me, &CITY_COST);
        self.upgrade(me, vertex);
        self.check_win();
    }

    /// Pays for a development card and draws one at random from the deck.
    pub(super) fn buy_development(&mut self) {
        let me = self.me();
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

    /// Gives the bank resource `g` at the active player's rate for one `t`.
    pub(super) fn bank_trade(&mut self, g: usize, t: usize) {
        let me = self.me();
        let rate = self.rate(me, g);
        self.seats[me].hand[g] -= rate;
        self.bank[g] += rate;
        self.take(me, t, 1);
    }

    /// Sends `offer` to seat `to` (everyone else when `None`), who answer next.
    pub(super) fn send_offer(&mut self, offer: Offer, to: Option<u8>) {
        self.offers_made = self.offers_made.saturating_add(1);
        let all = ((1u8 << self.n) - 1) & !(1 << self.active);
        self.phase = Phase::Respond {
            offer,
            pending: to.map_or(all, |s| 1 << s),
            accepted: 0,
        };
    }

    /// Ends the turn: the next seat is to roll (the game stops at the turn limit).
    pub(super) fn end_turn(&mut self) {
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

    /// Seat `s` answers the pending offer; once all have answered, the active player confirms,
    /// or play goes on if nobody accepted.
    pub(super) fn answer(&mut self, s: usize, accept: bool) {
        if let Phase::Respond {
            offer,
            pending,
            accepted,
        } = &mut self.phase
        {
            *pending &= !(1 << s);
            *accepted |= u8::from(accept) << s;
            if *pending == 0 {
                let (offer, accepted) = (*offer, *accepted);
                self.phase = if accepted == 0 {
                    Phase::Main
                } else {
                    Phase::Confirm { offer, accepted }
                };
            }
        }
    }

    /// Carries out `offer` between the active player and seat `w`.
    pub(super) fn trade(&mut self, offer: Offer, w: usize) {
        let me = self.me();
        for r in 0..5 {
            self.seats[me].hand[r] = self.seats[me].hand[r] - offer.give[r] + offer.get[r];
            self.seats[w].hand[r] = self.seats[w].hand[r] + offer.give[r] - offer.get[r];
        }
        self.phase = Phase::Main;
    }

    /// Rolls the dice: a 7 sends those holding more cards than the discard limit to discard half,
    /// then the robber;
    /// any other sum produces.
    pub(super) fn roll(&mut self) {
        let dice = if self.options.balanced_dice {
            self.draw_dice()
        } else {
            [self.rng.d6(), self.rng.d6()]
        };
        self.dice = Some(dice);
        self.rolled = true;
        let sum = dice[0] + dice[1];
        if sum == 7 {
            let mut left = [0u8; 4];
            for s in 0..self.n as usize {
                let c = self.seats[s].cards();
                if c > self.options.discard_limit {
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

    /// Balanced dice: draws the roll from the dice deck, reshuffling it whole first when only
    /// [`DICE_DECK_RESHUFFLE_AT`] outcomes are left.
    fn draw_dice(&mut self) -> [u8; 2] {
        if self.dice_left.count_ones() <= DICE_DECK_RESHUFFLE_AT {
            self.dice_left = FULL_DICE_DECK;
        }
        let k = self.rng.index(self.dice_left.count_ones() as usize);
        let outcome = super::random_step::nth_bit64(self.dice_left, k) as u8;
        self.dice_left &= !(1u64 << outcome);
        [outcome / 6 + 1, outcome % 6 + 1]
    }

    /// The phase to return to after the robber or road building.
    pub(super) fn resume(&self) -> Phase {
        if self.rolled {
            Phase::Main
        } else {
            Phase::Roll
        }
    }

    pub(super) fn pay(&mut self, p: usize, cost: &[u8; 5]) {
        for r in 0..5 {
            self.seats[p].hand[r] -= cost[r];
            self.bank[r] += cost[r];
        }
    }

    pub(super) fn take(&mut self, p: usize, r: usize, n: u8) {
        self.bank[r] -= n;
        self.seats[p].hand[r] += n;
    }

    pub(super) fn play_dev(&mut self, kind: usize) {
        let me = self.me();
        self.seats[me].devs[kind] -= 1;
        self.seats[me].played[kind] += 1;
        self.dev_played = true;
    }

    /// The active player wins as soon as they hold the target points on their own turn (checked after
    /// every action that can change their points, and when their turn starts).
    pub(super) fn check_win(&mut self) {
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
        let mut due = [0u32; 5];
        let mut produced = 0u8;
        for h in self.number_hexes[sum as usize] {
            if h != NONE && h != self.robber {
                let r = self.terrain[h as usize] as usize;
                let y = self.hex_yields[h as usize];
                due[r] += y;
                produced |= u8::from(y != 0) << r;
            }
        }
        while produced != 0 {
            let r = produced.trailing_zeros() as usize;
            produced &= produced - 1;
            let owed = due[r].to_le_bytes();
            let total: u8 = owed.iter().sum();
            if total <= self.bank[r] {
                for (s, &n) in owed.iter().enumerate() {
                    self.seats[s].hand[r] += n;
                }
                self.bank[r] -= total;
            } else if self.pays_lone_owed() && owed.iter().filter(|&&n| n > 0).count() == 1 {
                // Only one player is owed it: they get what the bank has left.
                for (s, &n) in owed.iter().enumerate() {
                    self.take(s, r, n.min(self.bank[r]));
                }
            }
        }
    }

    /// Makes `p`'s settlement on `v` a city: pieces, and what its hexes yield.
    pub(super) fn upgrade(&mut self, p: usize, v: u8) {
        self.cities |= bit(v);
        self.seats[p].cities_left -= 1;
        self.seats[p].settlements_left += 1;
        self.add_yields(p, v);
    }

    /// One card more for `p` from each hex around `v` (a settlement there, or its upgrade).
    fn add_yields(&mut self, p: usize, v: u8) {
        for h in topology().vertex_hexes[v as usize] {
            if h != NONE {
                self.hex_yields[h as usize] += 1 << (8 * p);
            }
        }
    }

    /// Puts a settlement of `p` on `v` (paid for or free), with everything kept beside the
    /// board: distance rule, harbours, hex marks, road spots, roads it cuts.
    pub(super) fn place_settlement(&mut self, p: usize, v: u8) {
        let topo = topology();
        self.vertex_owner[v as usize] = p as u8;
        self.seats[p].buildings |= bit(v);
        self.seats[p].hex_marks |= hex_marks(bit(v));
        self.add_yields(p, v);
        self.blocked |= bit(v) | topo.vertex_neighbours[v as usize];
        self.seats[p].settlements_left -= 1;
        let harbour = topo.vertex_harbour[v as usize];
        if harbour != NONE {
            self.seats[p].harbours |= 1 << self.harbours[harbour as usize];
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
        self.settlement_road_spots(p, v);
        if changed {
            self.award_longest();
        }
    }

    /// Puts a road of `p` on `e` (paid for or free), with its road length, road spots and the
    /// longest-road title.
    pub(super) fn place_road(&mut self, p: usize, e: u8) {
        let [a, b] = topology().edge_vertices[e as usize];
        self.edge_owner[e as usize] = p as u8;
        let pl = &mut self.seats[p];
        let (before, reached) = (pl.roads, pl.road_vertices);
        pl.roads |= 1 << e;
        pl.road_vertices |= bit(a) | bit(b);
        pl.roads_left -= 1;
        // Only trails through the new road are new. A road from one end of the network to a
        // vertex it did not reach adds itself to the longest trail from that end.
        let grown = match (reached & bit(a) != 0, reached & bit(b) != 0) {
            (false, false) => 1,
            (true, false) => 1 + self.trail_from(p, a, before),
            (false, true) => 1 + self.trail_from(p, b, before),
            (true, true) => self
                .tree_longest_road(p, 1 << e)
                .unwrap_or_else(|| self.exhaustive_longest_road(p)),
        };
        self.seats[p].road_length = self.seats[p].road_length.max(grown);
        self.road_road_spots(p, e, [a, b]);
        self.award_longest();
    }

    /// Road spots after `p`'s road on `e` (ends `ends`): nobody may build on `e` any more, and
    /// `p` may extend from each end no other player built on.
    fn road_road_spots(&mut self, p: usize, e: u8, ends: [u8; 2]) {
        let taken = self.seats.iter().fold(0u128, |m, q| m | q.roads);
        for q in &mut self.seats {
            q.road_spots &= !(1 << e);
        }
        let topo = topology();
        let pl = &mut self.seats[p];
        if pl.roads_left == 0 {
            pl.road_spots = 0;
            return;
        }
        for v in ends {
            let o = self.vertex_owner[v as usize];
            if o == NONE || o == p as u8 {
                pl.road_spots |= topo.vertex_edge_mask[v as usize] & !taken;
            }
        }
    }

    /// Road spots after `p`'s settlement on `v`: `p` may build from it; another player whose
    /// road ends there may no longer pass it (worked out again from the board).
    fn settlement_road_spots(&mut self, p: usize, v: u8) {
        for q in 0..self.n as usize {
            if q != p && self.seats[q].road_vertices & bit(v) != 0 {
                self.seats[q].road_spots = self.board_road_spots(q);
            }
        }
        if self.seats[p].roads_left > 0 {
            let taken = self.seats.iter().fold(0u128, |m, q| m | q.roads);
            self.seats[p].road_spots |= topology().vertex_edge_mask[v as usize] & !taken;
        }
    }
}
