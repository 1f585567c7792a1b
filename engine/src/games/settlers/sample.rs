//! Determinization: a full state consistent with a view, hidden hands and deck drawn at random.

use super::board::topology;
use super::content::{CARDS_PER_RESOURCE, DEV_DECK};
use super::{Phase, Player, Settlers, View};
use crate::rng::GameRng;

/// Deals `counts` cards (a multiset over kinds) at random into hands of the given sizes.
fn deal(pool: [u8; 5], sizes: &[(usize, u8)], rng: &mut GameRng) -> Vec<[u8; 5]> {
    let mut cards: Vec<u8> = (0..5u8)
        .flat_map(|k| std::iter::repeat_n(k, pool[k as usize] as usize))
        .collect();
    rng.shuffle(&mut cards);
    let mut it = cards.into_iter();
    sizes
        .iter()
        .map(|&(_, n)| {
            let mut hand = [0u8; 5];
            for k in it.by_ref().take(n as usize) {
                hand[k as usize] += 1;
            }
            hand
        })
        .collect()
}

/// Cards `seat` must hold for the open trade to stand: the offer's `give` for the active player,
/// its `get` for a player who accepted it.
fn known_cards(view: &View, seat: usize) -> [u8; 5] {
    let (offer, accepted) = match view.phase {
        Phase::Respond {
            offer, accepted, ..
        }
        | Phase::Confirm { offer, accepted } => (offer, accepted),
        _ => return [0; 5],
    };
    if seat == view.active as usize {
        offer.give
    } else if accepted & (1 << seat) != 0 {
        offer.get
    } else {
        [0; 5]
    }
}

/// A state that `view` could have come from.
pub fn sample(view: &View, rng: &mut GameRng) -> Settlers {
    let topo = topology();
    let n = view.players as usize;
    let me = view.seat as usize;
    let others: Vec<(usize, u8)> = (0..n)
        .filter(|&s| s != me)
        .map(|s| (s, view.public[s].cards))
        .collect();
    // Resources: whatever is neither in the bank nor in my hand is in the other hands; cards an
    // open trade shows someone holds are set aside for them first.
    let mut pool: [u8; 5] =
        std::array::from_fn(|r| CARDS_PER_RESOURCE - view.bank[r] - view.hand[r]);
    let known: Vec<[u8; 5]> = others.iter().map(|&(s, _)| known_cards(view, s)).collect();
    let sizes: Vec<(usize, u8)> = others
        .iter()
        .zip(&known)
        .map(|(&(s, n), k)| (s, n - k.iter().sum::<u8>()))
        .collect();
    for k in &known {
        for r in 0..5 {
            pool[r] -= k[r];
        }
    }
    let mut hands = deal(pool, &sizes, rng);
    for (hand, k) in hands.iter_mut().zip(&known) {
        for r in 0..5 {
            hand[r] += k[r];
        }
    }
    // Development cards: the unseen ones are split between other hands and the deck.
    let mut unseen: [u8; 5] = std::array::from_fn(|k| DEV_DECK[k] - view.devs[k]);
    for p in &view.public {
        for k in 0..5 {
            unseen[k] -= p.played[k];
        }
    }
    let dev_sizes: Vec<(usize, u8)> = (0..n)
        .filter(|&s| s != me)
        .map(|s| (s, view.public[s].dev_cards))
        .collect();
    let mut dev_hands = deal(unseen, &dev_sizes, rng);
    let mut deck = unseen;
    for h in &dev_hands {
        for k in 0..5 {
            deck[k] -= h[k];
        }
    }
    let mut seats = [Player::default(); 4];
    for s in 0..n {
        let p = &view.public[s];
        let mut roads = 0u128;
        let mut road_vertices = 0u64;
        for (e, &o) in view.edge_owner.iter().enumerate() {
            if o as usize == s {
                roads |= 1 << e;
                for &v in &topo.edge_vertices[e] {
                    road_vertices |= 1 << v;
                }
            }
        }
        let buildings = (0..view.vertex_owner.len())
            .filter(|&v| view.vertex_owner[v] as usize == s)
            .fold(0u64, |m, v| m | (1 << v));
        seats[s] = Player {
            buildings,
            hex_marks: super::hex_marks(buildings),
            road_spots: 0,
            hand: view.hand,
            devs: view.devs,
            played: p.played,
            roads_left: p.roads_left,
            settlements_left: p.settlements_left,
            cities_left: p.cities_left,
            roads,
            road_vertices,
            harbours: p.harbours,
            road_length: p.road_length,
        };
    }
    for (i, &(s, _)) in others.iter().enumerate() {
        seats[s].hand = hands[i];
        seats[s].devs = dev_hands[i];
    }
    // Cards the active player bought this turn: mine are known, another's are drawn from theirs.
    let mut bought = [0u8; 5];
    let active = view.active as usize;
    if active == me {
        bought = view.bought;
    } else if let Some(i) = others.iter().position(|&(s, _)| s == active) {
        let hand = &mut dev_hands[i];
        let mut flat: Vec<usize> = (0..5)
            .flat_map(|k| std::iter::repeat_n(k, hand[k] as usize))
            .collect();
        rng.shuffle(&mut flat);
        for &k in flat.iter().take(view.bought_this_turn as usize) {
            bought[k] += 1;
        }
    }
    let mut blocked = 0u64;
    for (v, &o) in view.vertex_owner.iter().enumerate() {
        if o != super::board::NONE {
            blocked |= (1 << v) | topo.vertex_neighbours[v];
        }
    }
    let mut state = Settlers {
        rng: rng.fork(),
        options: view.options,
        rules: view.rules,
        n: view.players,
        terrain: view.terrain,
        tokens: view.tokens,
        number_hexes: super::number_hexes(&view.tokens),
        harbours: view.harbours,
        robber: view.robber,
        vertex_owner: view.vertex_owner,
        cities: view.cities,
        edge_owner: view.edge_owner,
        blocked,
        hex_yields: [0; super::board::HEXES],
        seats,
        bank: view.bank,
        deck,
        bought,
        phase: view.phase,
        active: view.active,
        turn: view.turn,
        dice: view.dice,
        dice_left: view.dice_left,
        rolled: view.rolled,
        dev_played: view.dev_played,
        offers_made: view.offers_made,
        longest: view.longest,
        army: view.army,
        winner: view.winner,
        epoch: 0,
    };
    state.refresh_road_spots();
    state.hex_yields = state.board_hex_yields();
    state
}
