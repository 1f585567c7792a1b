//! One test per rule of the settlers seed (and the published base game where the seed is silent),
//! each on a hand-made position.

#![allow(clippy::needless_range_loop)]

use takhte_engine::games::settlers::board::{topology, HEXES, NONE};
use takhte_engine::games::settlers::content::*;
use takhte_engine::games::settlers::{Action, Phase, Settlers, SettlersOptions, VICTORY_POINTS};
use takhte_engine::{Game, GameRng};

/// A simple path of `len` edges avoiding the vertices in `avoid`: (vertices, edges).
fn path(len: usize, avoid: u64) -> (Vec<u8>, Vec<u8>) {
    fn dfs(v: u8, len: usize, seen: u64, vs: &mut Vec<u8>, es: &mut Vec<u8>) -> bool {
        if es.len() == len {
            return true;
        }
        for &e in &topology().vertex_edges[v as usize] {
            if e == NONE {
                continue;
            }
            let [a, b] = topology().edge_vertices[e as usize];
            let w = if a == v { b } else { a };
            if seen & (1 << w) != 0 {
                continue;
            }
            vs.push(w);
            es.push(e);
            if dfs(w, len, seen | (1 << w), vs, es) {
                return true;
            }
            vs.pop();
            es.pop();
        }
        false
    }
    for start in 0..54u8 {
        if avoid & (1 << start) != 0 {
            continue;
        }
        let (mut vs, mut es) = (vec![start], vec![]);
        if dfs(start, len, avoid | (1 << start), &mut vs, &mut es) {
            return (vs, es);
        }
    }
    panic!("no path of {len}");
}

fn mask(vs: &[u8]) -> u64 {
    vs.iter().fold(0, |m, &v| {
        m | (1 << v) | topology().vertex_neighbours[v as usize]
    })
}

fn legal(s: &Settlers) -> Vec<Action> {
    let mut out = Vec::new();
    s.legal_actions(&mut out);
    out
}

/// Gives `seat` cards from the bank.
fn give(s: &mut Settlers, seat: usize, cards: [u8; 5]) {
    for r in 0..5 {
        s.bank[r] -= cards[r];
        s.seats[seat].hand[r] += cards[r];
    }
}

fn main_phase(seed: u64) -> Settlers {
    let mut s = Settlers::blank(4, seed);
    s.phase = Phase::Main;
    s.rolled = true;
    s
}

#[test]
fn rule_1_win_at_ten_points_on_your_own_turn() {
    let mut s = main_phase(1);
    // Seat 0: 4 settlements (4) + 2 cities... use pieces directly: 3 cities = 6, 3 settlements = 9.
    let (vs, es) = path(12, 0);
    for (i, &v) in vs.iter().step_by(2).take(6).enumerate() {
        s.put_settlement(0, v);
        if i < 3 {
            s.put_city(0, v);
        }
    }
    for &e in &es {
        s.put_road(0, e);
    }
    s.longest = NONE;
    s.seats[0].road_length = 0;
    // Another player at 10 hidden points does not win on seat 0's turn.
    s.seats[1].devs[VICTORY_POINT] = 5;
    s.deck[VICTORY_POINT] = 0;
    s.seats[1].settlements_left = 0;
    assert!(s.points(1, true) >= 10);
    assert_eq!(s.points(0, true), 9);
    give(&mut s, 0, [0, 0, 0, 2, 3]);
    let city_spot = vs[6];
    s.apply(Action::BuildCity { vertex: city_spot }).unwrap();
    assert_eq!(s.phase, Phase::Over);
    assert_eq!(s.outcome().winners(), vec![0]);
    let reason = s.end_reason().unwrap();
    assert_eq!(reason.key, "settlers.end.points");
    assert_eq!(
        reason.args[..],
        [
            takhte_engine::LogArg::Player(0),
            takhte_engine::LogArg::Num(10)
        ]
    );

    // Seat 1 holding 10 wins only when its own turn starts.
    let mut t = main_phase(2);
    t.seats[1].devs[VICTORY_POINT] = 5;
    t.deck[VICTORY_POINT] = 0;
    for v in [0u8, 10, 20, 30, 40] {
        if t.blocked & (1 << v) == 0 {
            t.put_settlement(1, v);
        }
    }
    let pts = t.points(1, true);
    assert!(pts >= 9, "{pts}");
    t.seats[1].devs[VICTORY_POINT] += 10 - pts;
    t.apply(Action::EndTurn).unwrap();
    assert_eq!(t.phase, Phase::Over);
    assert_eq!(t.outcome().winners(), vec![1]);
    let reason = t.end_reason().unwrap();
    assert_eq!(reason.key, "settlers.end.points");
    assert_eq!(reason.args[0], takhte_engine::LogArg::Player(1));
    assert!(
        main_phase(2).end_reason().is_none(),
        "no reason while running"
    );
}

#[test]
fn rule_1_longest_road_needs_five_and_a_tie_keeps_the_holder() {
    let mut s = main_phase(3);
    let (va, ea) = path(5, 0);
    for &e in &ea[..4] {
        s.put_road(0, e);
    }
    assert_eq!(s.seats[0].road_length, 4);
    assert_eq!(s.longest, NONE, "four roads are not enough");
    s.put_road(0, ea[4]);
    assert_eq!(s.longest, 0);
    assert_eq!(s.points(0, false), 2);
    let (_, eb) = path(6, mask(&va));
    for &e in &eb[..5] {
        s.put_road(1, e);
    }
    assert_eq!(s.seats[1].road_length, 5);
    assert_eq!(s.longest, 0, "a tie keeps the holder");
    s.put_road(1, eb[5]);
    assert_eq!(s.seats[1].road_length, 6);
    assert_eq!(s.longest, 1, "a longer road takes the title");
}

/// The edge joining vertices `a` and `b`.
fn edge_between(a: u8, b: u8) -> u8 {
    let topo = topology();
    (0..topo.edge_vertices.len())
        .find(|&e| {
            let [x, y] = topo.edge_vertices[e];
            (x, y) == (a, b) || (x, y) == (b, a)
        })
        .expect("neighbouring vertices") as u8
}

#[test]
fn rule_1_longest_road_counts_a_loop_and_stops_at_other_buildings() {
    let topo = topology();
    let corners = topo.hex_vertices[9];
    let mut s = main_phase(5);
    for i in 0..6 {
        s.put_road(0, edge_between(corners[i], corners[(i + 1) % 6]));
    }
    assert_eq!(s.seats[0].road_length, 6, "a closed loop of six");
    // A spur off the loop: once round the loop and out along it.
    let spur = topo.vertex_edges[corners[0] as usize]
        .into_iter()
        .find(|&e| e != NONE && s.edge_owner[e as usize] == NONE)
        .expect("a third edge at the corner");
    s.put_road(0, spur);
    assert_eq!(s.seats[0].road_length, 7);
    // Another player's settlement on the loop: a road may end there but not pass through.
    s.put_settlement(1, corners[3]);
    assert_eq!(s.seats[0].road_length, 6);
}

#[test]
fn rule_1_a_broken_longest_road_passes_on_or_is_set_aside() {
    let (va, ea) = path(6, 0);
    let (_, eb) = path(5, mask(&va));
    // Broken into 3 + 3: seat 1's 5 is now the longest alone.
    let mut s = main_phase(4);
    for &e in &ea {
        s.put_road(0, e);
    }
    for &e in &eb {
        s.put_road(1, e);
    }
    assert_eq!(s.longest, 0);
    s.put_settlement(2, va[3]);
    assert_eq!(s.seats[0].road_length, 3);
    assert_eq!(
        s.longest, 1,
        "the title passes to the longest remaining road"
    );
    // Without a rival of 5, the title is set aside.
    let mut t = main_phase(4);
    for &e in &ea {
        t.put_road(0, e);
    }
    for &e in &eb[..3] {
        t.put_road(1, e);
    }
    t.put_settlement(2, va[3]);
    assert_eq!(t.longest, NONE);
    // Two rivals tied at the top after a break: nobody gets it.
    let mut u = main_phase(4);
    for &e in &ea {
        u.put_road(0, e);
    }
    for &e in &eb {
        u.put_road(1, e);
    }
    u.put_settlement(2, va[1]);
    assert_eq!(u.seats[0].road_length, 5);
    assert_eq!(u.longest, 0, "a holder still tied at the top keeps it");
}

fn with_knights(s: &mut Settlers, seat: usize, n: u8) {
    s.seats[seat].devs[KNIGHT] += n;
    s.deck[KNIGHT] -= n;
}

fn play_knight(s: &mut Settlers) {
    s.dev_played = false;
    s.apply(Action::PlayKnight).unwrap();
    let a = legal(s)[0];
    s.apply(a).unwrap();
}

#[test]
fn rule_1_largest_army_needs_three_knights_and_a_tie_keeps_the_holder() {
    let mut s = main_phase(5);
    with_knights(&mut s, 0, 4);
    with_knights(&mut s, 1, 4);
    play_knight(&mut s);
    play_knight(&mut s);
    assert_eq!(s.army, NONE);
    play_knight(&mut s);
    assert_eq!(s.army, 0);
    assert_eq!(s.points(0, false), 2);
    s.active = 1;
    for _ in 0..3 {
        play_knight(&mut s);
    }
    assert_eq!(s.army, 0, "a tie keeps the holder");
    play_knight(&mut s);
    assert_eq!(s.army, 1, "more knights take it");
}

#[test]
fn rule_2_snake_order_placement_of_two_settlements_and_two_roads() {
    let mut s = Settlers::new(4, &SettlersOptions::default(), GameRng::new(6)).unwrap();
    let mut order = Vec::new();
    while s.phase != Phase::Roll {
        order.push(s.to_act().unwrap());
        let a = legal(&s)[0];
        assert!(matches!(a, Action::BuildSettlement { .. }));
        s.apply(a).unwrap();
        assert_eq!(
            s.to_act(),
            Some(*order.last().unwrap()),
            "the road comes next"
        );
        let r = legal(&s)[0];
        assert!(matches!(r, Action::BuildRoad { .. }));
        s.apply(r).unwrap();
    }
    assert_eq!(order, vec![0, 1, 2, 3, 3, 2, 1, 0]);
    for p in &s.seats {
        assert_eq!((p.settlements_left, p.roads_left), (3, 13));
    }
    assert_eq!(s.to_act(), Some(0));
}

#[test]
fn rule_2_second_settlement_collects_its_resources() {
    let mut s = Settlers::new(3, &SettlersOptions::default(), GameRng::new(7)).unwrap();
    let mut expected = [0u8; 5];
    while s.phase != Phase::Roll {
        let second = matches!(s.phase, Phase::Setup { index, .. } if index >= 3);
        let before = s.seats[s.to_act().unwrap()].hand;
        let a = legal(&s)[0];
        s.apply(a).unwrap();
        if let Action::BuildSettlement { vertex } = a {
            let seat = s.to_act().unwrap();
            let got: Vec<u8> = (0..5).map(|r| s.seats[seat].hand[r] - before[r]).collect();
            let mut want = [0u8; 5];
            if second {
                for &h in &topology().vertex_hexes[vertex as usize] {
                    if h != NONE && s.terrain[h as usize] != DESERT {
                        want[s.terrain[h as usize] as usize] += 1;
                    }
                }
            }
            assert_eq!(got, want.to_vec());
            for r in 0..5 {
                expected[r] += want[r];
            }
        }
        let r = legal(&s)[0];
        s.apply(r).unwrap();
    }
    assert!(expected.iter().sum::<u8>() > 0);
}

#[test]
fn rule_2_distance_rule_settlements_two_roads_apart() {
    let mut s = Settlers::new(4, &SettlersOptions::default(), GameRng::new(8)).unwrap();
    s.apply(Action::BuildSettlement { vertex: 20 }).unwrap();
    s.apply(legal(&s)[0]).unwrap();
    let spots: Vec<u8> = legal(&s)
        .iter()
        .filter_map(|a| match a {
            Action::BuildSettlement { vertex } => Some(*vertex),
            _ => None,
        })
        .collect();
    assert!(!spots.contains(&20));
    for n in 0..54u8 {
        if topology().vertex_neighbours[20] & (1 << n) != 0 {
            assert!(
                !spots.contains(&n),
                "neighbour {n} of a settlement is listed"
            );
            let err = s
                .clone()
                .apply(Action::BuildSettlement { vertex: n })
                .unwrap_err();
            assert_eq!(err.key, "settlers.illegal.distance");
        }
    }
    assert_eq!(
        spots.len(),
        54 - 1 - topology().vertex_neighbours[20].count_ones() as usize
    );
}

/// A hex with a token, and a vertex on it.
fn producing_hex(s: &Settlers) -> (usize, u8) {
    let h = (0..HEXES)
        .find(|&h| s.tokens[h] != 0 && h != s.robber as usize)
        .unwrap();
    (h, topology().hex_vertices[h][0])
}

#[test]
fn rule_4_settlement_produces_one_city_two() {
    let mut s = main_phase(9);
    let (h, v) = producing_hex(&s);
    let w = topology().hex_vertices[h][3];
    s.put_settlement(0, v);
    s.put_settlement(1, w);
    s.put_city(1, w);
    let r = s.terrain[h] as usize;
    s.produce(s.tokens[h]);
    assert!(s.seats[0].hand[r] >= 1 && s.seats[1].hand[r] >= 2);
    assert_eq!(s.resource_totals(), [19; 5]);
}

#[test]
fn rule_4_bank_shortage_pays_nobody() {
    let mut s = main_phase(10);
    let (h, v) = producing_hex(&s);
    let w = topology().hex_vertices[h][3];
    s.put_settlement(0, v);
    s.put_settlement(1, w);
    let r = s.terrain[h] as usize;
    let mut cards = [0u8; 5];
    cards[r] = 18;
    give(&mut s, 2, cards);
    assert_eq!(s.bank[r], 1);
    let before = (s.seats[0].hand[r], s.seats[1].hand[r]);
    s.produce(s.tokens[h]);
    assert_eq!(
        (s.seats[0].hand[r], s.seats[1].hand[r]),
        before,
        "1 card cannot pay 2 owed"
    );
    assert_eq!(s.bank[r], 1);
}

#[test]
fn bank_shortage_with_one_player_owed_pays_what_is_left() {
    let mut s = main_phase(10);
    let (h, v) = producing_hex(&s);
    s.put_settlement(0, v);
    s.put_city(0, v);
    let r = s.terrain[h] as usize;
    let mut cards = [0u8; 5];
    cards[r] = 18;
    give(&mut s, 2, cards);
    let before = s.seats[0].hand[r];
    s.produce(s.tokens[h]);
    assert_eq!(
        s.seats[0].hand[r],
        before + 1,
        "the city is owed 2, the bank has 1"
    );
    assert_eq!(s.bank[r], 0);
    assert_eq!(s.resource_totals(), [19; 5]);
}

#[test]
fn rule_5_seven_discards_half_rounded_down_from_eight_cards() {
    for seed in 0..200 {
        let mut s = Settlers::blank(4, 11);
        give(&mut s, 0, [2, 2, 2, 2, 1]); // 9 → discards 4
        give(&mut s, 1, [2, 2, 2, 1, 0]); // 7 → keeps all
        give(&mut s, 2, [4, 4, 0, 0, 0]); // 8 → discards 4
        s.rng = GameRng::new(seed);
        s.apply(Action::RollDice).unwrap();
        let d = s.dice.unwrap();
        if d[0] + d[1] != 7 {
            continue;
        }
        assert_eq!(s.phase, Phase::Discard { left: [4, 0, 4, 0] });
        while let Phase::Discard { .. } = s.phase {
            let a = legal(&s)[0];
            s.apply(a).unwrap();
        }
        let cards: Vec<u8> = s.seats.iter().map(|p| p.cards()).collect();
        assert_eq!(cards, vec![5, 7, 4, 0]);
        assert_eq!(s.phase, Phase::Robber);
        return;
    }
    panic!("no 7 rolled");
}

#[test]
fn rule_5_robber_blocks_production() {
    let mut s = main_phase(12);
    let (h, v) = producing_hex(&s);
    s.put_settlement(0, v);
    let r = s.terrain[h] as usize;
    s.robber = h as u8;
    let before = s.seats[0].hand[r];
    s.produce(s.tokens[h]);
    let same_token_elsewhere = (0..HEXES)
        .any(|o| o != h && s.tokens[o] == s.tokens[h] && topology().hex_vertices[o].contains(&v));
    assert!(!same_token_elsewhere);
    assert_eq!(s.seats[0].hand[r], before);
}

#[test]
fn rule_5_robber_moves_and_steals_one_random_card() {
    let mut s = Settlers::blank(4, 13);
    s.phase = Phase::Robber;
    s.rolled = true;
    let h = (0..HEXES).find(|&h| h != s.robber as usize).unwrap();
    let v = topology().hex_vertices[h][0];
    s.put_settlement(1, v);
    give(&mut s, 1, [0, 3, 0, 0, 2]);
    // Staying put and skipping the victim are refused.
    assert!(s
        .clone()
        .apply(Action::MoveRobber {
            hex: s.robber,
            steal_from: None
        })
        .is_err());
    assert!(s
        .clone()
        .apply(Action::MoveRobber {
            hex: h as u8,
            steal_from: None
        })
        .is_err());
    assert!(s
        .clone()
        .apply(Action::MoveRobber {
            hex: h as u8,
            steal_from: Some(2)
        })
        .is_err());
    let mut seen = [0u32; 5];
    for salt in 0..60 {
        let mut t = s.clone();
        t.rng = GameRng::new(salt);
        t.apply(Action::MoveRobber {
            hex: h as u8,
            steal_from: Some(1),
        })
        .unwrap();
        assert_eq!(t.robber, h as u8);
        assert_eq!(t.seats[0].cards(), 1);
        assert_eq!(t.seats[1].cards(), 4);
        for r in 0..5 {
            seen[r] += u32::from(t.seats[0].hand[r]);
        }
        assert_eq!(t.phase, Phase::Main);
    }
    assert!(seen[1] > 0 && seen[4] > 0 && seen[0] == 0, "{seen:?}");
}

#[test]
fn rule_6_building_costs() {
    let mut s = main_phase(14);
    let (vs, es) = path(3, 0);
    s.put_settlement(0, vs[0]);
    s.put_road(0, es[0]);
    s.put_road(0, es[1]);
    assert!(
        s.clone().apply(Action::BuildRoad { edge: es[2] }).is_err(),
        "no cards"
    );
    give(&mut s, 0, [1, 1, 0, 0, 0]);
    s.apply(Action::BuildRoad { edge: es[2] }).unwrap();
    assert_eq!(s.seats[0].hand, [0; 5]);
    give(&mut s, 0, [1, 1, 1, 1, 0]);
    s.apply(Action::BuildSettlement { vertex: vs[3] }).unwrap();
    assert_eq!(s.seats[0].hand, [0; 5]);
    give(&mut s, 0, [0, 0, 0, 2, 2]);
    assert!(
        s.clone()
            .apply(Action::BuildCity { vertex: vs[0] })
            .is_err(),
        "3 ore needed"
    );
    give(&mut s, 0, [0, 0, 0, 0, 1]);
    s.apply(Action::BuildCity { vertex: vs[0] }).unwrap();
    assert_eq!(s.seats[0].hand, [0; 5]);
    give(&mut s, 0, [0, 0, 1, 1, 1]);
    s.apply(Action::BuyDevelopment).unwrap();
    assert_eq!(s.seats[0].hand, [0; 5]);
    assert_eq!(s.seats[0].devs.iter().sum::<u8>(), 1);
    assert_eq!(s.resource_totals(), [19; 5]);
}

#[test]
fn rule_6_piece_limits_fifteen_roads_five_settlements_four_cities() {
    let mut s = main_phase(15);
    let (vs, es) = path(15, 0);
    s.put_settlement(0, vs[0]);
    for &e in &es {
        s.put_road(0, e);
    }
    assert_eq!(s.seats[0].roads_left, 0);
    give(&mut s, 0, [5, 5, 0, 0, 0]);
    assert!(!legal(&s)
        .iter()
        .any(|a| matches!(a, Action::BuildRoad { .. })));
    s.seats[0].settlements_left = 0;
    give(&mut s, 0, [0, 0, 5, 5, 0]);
    assert!(!legal(&s)
        .iter()
        .any(|a| matches!(a, Action::BuildSettlement { .. })));
    s.seats[0].cities_left = 0;
    give(&mut s, 0, [0, 0, 0, 2, 3]);
    assert!(s
        .clone()
        .apply(Action::BuildCity { vertex: vs[0] })
        .is_err());
    assert!(!legal(&s)
        .iter()
        .any(|a| matches!(a, Action::BuildCity { .. })));
}

#[test]
fn rule_7_development_card_timing_one_per_turn_not_when_bought_before_roll() {
    let mut s = main_phase(16);
    s.deck = [0, 0, 0, 2, 0];
    give(&mut s, 0, [0, 0, 2, 2, 2]);
    s.apply(Action::BuyDevelopment).unwrap();
    assert_eq!(s.seats[0].devs[MONOPOLY], 1);
    let err = s
        .clone()
        .apply(Action::PlayMonopoly {
            resource: Resource::Ore,
        })
        .unwrap_err();
    assert_eq!(err.key, "settlers.illegal.new_card");
    s.apply(Action::BuyDevelopment).unwrap();
    // Next own turn, before the roll: one card only.
    for _ in 0..4 {
        s.apply(Action::EndTurn).unwrap();
        if s.active != 0 {
            s.apply(Action::RollDice).unwrap();
            while s.phase != Phase::Main {
                let a = legal(&s)[0];
                s.apply(a).unwrap();
            }
        }
    }
    assert_eq!((s.active, s.phase), (0, Phase::Roll));
    s.apply(Action::PlayMonopoly {
        resource: Resource::Wood,
    })
    .unwrap();
    let err = s
        .clone()
        .apply(Action::PlayMonopoly {
            resource: Resource::Ore,
        })
        .unwrap_err();
    assert_eq!(err.key, "settlers.illegal.one_card");
    assert!(legal(&s)
        .iter()
        .all(|a| !matches!(a, Action::PlayMonopoly { .. })));
}

#[test]
fn rule_7_development_card_effects() {
    // Monopoly takes every card of the kind from everyone else.
    let mut s = main_phase(17);
    s.seats[0].devs = [0, 1, 1, 1, 0];
    s.deck = [14, 1, 1, 1, 5];
    give(&mut s, 1, [3, 0, 0, 0, 0]);
    give(&mut s, 2, [2, 1, 0, 0, 0]);
    s.apply(Action::PlayMonopoly {
        resource: Resource::Wood,
    })
    .unwrap();
    assert_eq!(s.seats[0].hand[0], 5);
    assert_eq!(s.seats[1].hand[0] + s.seats[2].hand[0], 0);
    // Year of plenty takes two from the bank.
    s.dev_played = false;
    s.apply(Action::PlayYearOfPlenty {
        first: Resource::Ore,
        second: Resource::Ore,
    })
    .unwrap();
    assert_eq!(s.seats[0].hand[4], 2);
    // Road building places two free roads.
    s.dev_played = false;
    let (vs, _) = path(3, 0);
    s.put_settlement(0, vs[0]);
    let before = s.seats[0].hand;
    s.apply(Action::PlayRoadBuilding).unwrap();
    assert_eq!(s.phase, Phase::RoadBuilding { left: 2 });
    for _ in 0..2 {
        let a = legal(&s)[0];
        assert!(matches!(a, Action::BuildRoad { .. }));
        s.apply(a).unwrap();
    }
    assert_eq!(s.seats[0].roads_left, ROADS - 2);
    assert_eq!(s.seats[0].hand, before);
    assert_eq!(s.phase, Phase::Main);
    // The deck holds 25 cards: 14 knights, 2, 2, 2 and 5 victory points.
    assert_eq!(DEV_DECK.iter().sum::<u8>(), 25);
    assert_eq!(s.dev_totals(), DEV_DECK);
}

#[test]
fn rule_7_victory_point_cards_stay_hidden() {
    let mut s = main_phase(18);
    s.seats[1].devs[VICTORY_POINT] = 2;
    s.deck[VICTORY_POINT] -= 2;
    let v0 = s.view(0);
    assert_eq!(v0.public[1].public_points, 0);
    assert_eq!(v0.public[1].dev_cards, 2);
    assert_eq!(s.view(1).my_points, 2);
    assert_eq!(s.view(1).devs[VICTORY_POINT], 2);
    let json = serde_json::to_string(&v0).unwrap();
    assert!(!json.contains("\"devs\":[0,0,0,0,2]"));
}

#[test]
fn rule_8_bank_four_to_one_and_harbours() {
    let mut s = main_phase(19);
    give(&mut s, 0, [4, 0, 0, 0, 0]);
    assert_eq!(s.rate(0, 0), 4);
    let trade = Action::BankTrade {
        give: Resource::Wood,
        get: Resource::Ore,
    };
    assert!(s
        .clone()
        .apply(Action::BankTrade {
            give: Resource::Wood,
            get: Resource::Wood
        })
        .is_err());
    let mut t = s.clone();
    t.apply(trade).unwrap();
    assert_eq!(t.seats[0].hand, [0, 0, 0, 0, 1]);
    // Settle on each harbour: 3:1 generic, 2:1 for its own resource.
    let topo = topology();
    for i in 0..9 {
        let mut u = main_phase(19);
        let v = topo.edge_vertices[topo.harbour_edges[i] as usize][0];
        u.put_settlement(0, v);
        let kind = u.harbours[i];
        for r in 0..5 {
            let want = if kind == GENERIC {
                3
            } else if kind as usize == r {
                2
            } else {
                4
            };
            assert_eq!(u.rate(0, r), want);
        }
    }
    assert_eq!(HARBOUR_KINDS.iter().filter(|&&k| k == GENERIC).count(), 4);
}

/// An offer action to everyone (`to: None`) or one seat.
fn offer(give: [u8; 5], get: [u8; 5], to: Option<u8>) -> Action {
    Action::Offer { give, get, to }
}

#[test]
fn rule_8_player_trade_offer_accept_confirm_without_gifts_or_same_resource() {
    let mut s = main_phase(20);
    give(&mut s, 0, [2, 0, 0, 0, 0]);
    give(&mut s, 1, [0, 0, 0, 0, 1]);
    give(&mut s, 2, [0, 0, 0, 0, 3]);
    let refused = |s: &Settlers, a: Action, why: &str| {
        let err = s.clone().apply(a).expect_err(why);
        assert!(!err.to_string().is_empty());
    };
    refused(&s, offer([1, 0, 0, 0, 0], [0; 5], None), "no gifts");
    refused(
        &s,
        offer([0; 5], [0, 0, 0, 0, 1], None),
        "nothing for something",
    );
    refused(
        &s,
        offer([1, 0, 0, 0, 0], [1, 0, 0, 0, 1], None),
        "same resource",
    );
    refused(
        &s,
        offer([3, 0, 0, 0, 0], [0, 0, 0, 0, 1], None),
        "only 2 held",
    );
    refused(
        &s,
        offer([1, 0, 0, 0, 0], [0, 0, 0, 0, 5], None),
        "others hold 4 ore",
    );
    refused(
        &s,
        offer([1, 0, 0, 0, 0], [0, 0, 0, 0, 1], Some(0)),
        "not to yourself",
    );
    refused(
        &s,
        offer([1, 0, 0, 0, 0], [0, 0, 0, 0, 1], Some(4)),
        "no such seat",
    );
    // One action sends the whole offer, and one log line tells it.
    let a = offer([2, 0, 0, 0, 0], [0, 0, 0, 0, 2], None);
    let line = s.apply(a).unwrap();
    assert_eq!(line.key, "settlers.log.offer_all");
    assert_eq!(s.offers_made, 1);
    assert_eq!(s.to_act(), Some(1));
    assert!(
        s.clone().apply(Action::AcceptTrade).is_err(),
        "seat 1 has one ore"
    );
    s.apply(Action::DeclineTrade).unwrap();
    assert_eq!(s.to_act(), Some(2));
    s.apply(Action::AcceptTrade).unwrap();
    assert_eq!(s.to_act(), Some(3));
    s.apply(Action::DeclineTrade).unwrap();
    assert_eq!(s.to_act(), Some(0));
    assert!(s.clone().apply(Action::ConfirmTrade { with: 1 }).is_err());
    s.apply(Action::ConfirmTrade { with: 2 }).unwrap();
    assert_eq!(s.seats[0].hand, [0, 0, 0, 0, 2]);
    assert_eq!(s.seats[2].hand, [2, 0, 0, 0, 1]);
    assert_eq!(s.phase, Phase::Main);
    // Roll, build and end stay open between offers: nothing is drafted in the open.
    assert!(legal(&s).contains(&Action::EndTurn));
}

#[test]
fn offers_are_unlimited_for_players_but_listed_for_bots_only_once_a_turn_to_complete_a_build() {
    let mut s = main_phase(21);
    give(&mut s, 1, [1, 1, 1, 1, 1]);
    let is_offer = |a: &Action| matches!(a, Action::Offer { .. });
    let listed = |s: &Settlers| -> Vec<Action> { legal(s).into_iter().filter(is_offer).collect() };
    // One card short of a settlement, but no spot to build it: nothing listed.
    give(&mut s, 0, [2, 1, 1, 0, 0]);
    assert_eq!(listed(&s), vec![]);
    // With a free spot on its road, one wood (not needed) for the missing wheat is listed.
    let (vs, es) = path(2, 0);
    s.put_settlement(0, vs[0]);
    s.put_road(0, es[0]);
    s.put_road(0, es[1]);
    assert_eq!(
        listed(&s),
        vec![offer([1, 0, 0, 0, 0], [0, 0, 0, 1, 0], None)]
    );
    // One ore short of a development card (settlement paid for): wood or brick for ore.
    give(&mut s, 0, [1, 0, 0, 1, 0]);
    let listed = listed(&s);
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(listed.contains(&offer([0, 1, 0, 0, 0], [0, 0, 0, 0, 1], None)));
    // An unlisted offer (to one seat, three kinds) is accepted all the same.
    let mixed = offer([3, 1, 0, 0, 0], [0, 0, 1, 1, 1], Some(2));
    assert!(!listed.contains(&mixed));
    let line = s.clone().apply(mixed).unwrap();
    assert_eq!(line.key, "settlers.log.offer_mixed_to");
    assert_eq!(line.args.len(), 4, "who, 4 cards, 3 cards, to whom");
    for round in 0..5u8 {
        s.apply(mixed).unwrap();
        assert_eq!(s.to_act(), Some(2), "only the addressee answers");
        s.apply(Action::DeclineTrade).unwrap();
        assert_eq!(s.phase, Phase::Main);
        assert_eq!(s.offers_made, round + 1);
        let still_listed = legal(&s).iter().any(is_offer);
        assert_eq!(still_listed, s.offers_made < LISTED_OFFERS_PER_TURN);
    }
    s.apply(Action::EndTurn).unwrap();
    assert_eq!(s.offers_made, 0);
}

#[test]
fn board_deal_has_no_adjacent_six_and_eight() {
    for seed in 0..300 {
        let s = Settlers::new(4, &SettlersOptions::default(), GameRng::new(seed)).unwrap();
        let red = |t: u8| t == 6 || t == 8;
        for h in 0..HEXES {
            for o in 0..HEXES {
                if topology().hex_neighbours[h] & (1 << o) != 0 {
                    assert!(!(red(s.tokens[h]) && red(s.tokens[o])), "seed {seed}");
                }
            }
        }
        assert_eq!(s.terrain[s.robber as usize], DESERT);
        let mut t = s.terrain;
        t.sort();
        let mut want = TERRAIN;
        want.sort();
        assert_eq!(t, want);
    }
}

/// Seat `seat` with `n` settlements spread over the board (distance rule kept).
fn settle_many(s: &mut Settlers, seat: usize, n: usize) -> Vec<u8> {
    let spots: Vec<u8> = (0..54u8)
        .filter(|&v| s.blocked & (1 << v) == 0)
        .take(1)
        .collect();
    let mut placed = spots;
    s.put_settlement(seat, placed[0]);
    while placed.len() < n {
        let v = (0..54u8).find(|&v| s.blocked & (1 << v) == 0).unwrap();
        s.put_settlement(seat, v);
        placed.push(v);
    }
    placed
}

#[test]
fn victory_points_option_sets_the_winning_score() {
    let options = SettlersOptions {
        victory_points: 12,
        ..SettlersOptions::default()
    };
    let mut s = Settlers::new(4, &options, GameRng::new(30)).unwrap();
    s.phase = Phase::Main;
    s.rolled = true;
    settle_many(&mut s, 0, 4);
    s.seats[0].devs[VICTORY_POINT] = 5;
    s.deck[VICTORY_POINT] = 0;
    give(&mut s, 0, [0, 0, 0, 4, 6]);
    let mine: Vec<u8> = (0..54u8)
        .filter(|&v| s.vertex_owner[v as usize] == 0)
        .collect();
    assert_eq!(s.points(0, true), 9);
    s.apply(Action::BuildCity { vertex: mine[0] }).unwrap();
    assert_eq!(s.points(0, true), 10);
    assert_eq!(s.phase, Phase::Main, "10 points do not win a 12-point game");
    assert_eq!(
        s.view(0).options.victory_points,
        12,
        "the view carries the target"
    );
    s.apply(Action::BuildCity { vertex: mine[1] }).unwrap();
    assert_eq!(s.points(0, true), 11);
    assert_eq!(s.phase, Phase::Main);
    s.seats[0].devs[VICTORY_POINT] += 1;
    s.apply(Action::EndTurn).unwrap();
    for _ in 1..4 {
        assert_eq!(s.phase, Phase::Roll);
        s.phase = Phase::Main;
        s.apply(Action::EndTurn).unwrap();
    }
    assert_eq!(
        s.phase,
        Phase::Over,
        "12 points win when the turn comes back"
    );
    assert_eq!(s.outcome().winners(), vec![0]);
}

#[test]
fn victory_points_out_of_range_is_refused() {
    for vp in [0, 9, 16, 255] {
        let options = SettlersOptions {
            victory_points: vp,
            ..SettlersOptions::default()
        };
        let err = Settlers::new(4, &options, GameRng::new(1)).unwrap_err();
        assert!(err.0.contains("victory_points"), "{}", err.0);
        assert!(err.0.contains(&vp.to_string()), "{}", err.0);
    }
    for vp in VICTORY_POINTS {
        let options = SettlersOptions {
            victory_points: vp,
            ..SettlersOptions::default()
        };
        assert!(Settlers::new(3, &options, GameRng::new(1)).is_ok());
    }
}

#[test]
fn empty_options_object_means_defaults() {
    let empty: SettlersOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(empty, SettlersOptions::default());
    assert_eq!(empty.victory_points, 10);
    assert!(!empty.friendly_robber);
    let partial: SettlersOptions = serde_json::from_str(r#"{"friendly_robber":true}"#).unwrap();
    assert_eq!(partial.victory_points, 10);
    assert!(partial.friendly_robber);
    assert!(serde_json::from_str::<SettlersOptions>(r#"{"victory_point":12}"#).is_err());
    let mut record =
        takhte_engine::record::Record::new::<Settlers>(4, &SettlersOptions::default(), 1, 2);
    record.options = serde_json::json!({});
    assert_eq!(
        record.options::<Settlers>().unwrap(),
        SettlersOptions::default()
    );
}

/// Robber moves to `hex` among the legal actions.
fn robber_moves_to(s: &Settlers, hex: u8) -> Vec<Action> {
    legal(s)
        .into_iter()
        .filter(|a| matches!(a, Action::MoveRobber { hex: h, .. } if *h == hex))
        .collect()
}

#[test]
fn friendly_robber_keeps_the_robber_off_small_players() {
    let friendly = SettlersOptions {
        friendly_robber: true,
        ..SettlersOptions::default()
    };
    let mut s = Settlers::new(4, &friendly, GameRng::new(31)).unwrap();
    s.phase = Phase::Robber;
    s.rolled = true;
    s.active = 0;
    let desert = s.robber;
    // Seat 1 has 2 visible points, seat 2 has 3; both hold cards.
    let small = settle_many(&mut s, 1, 2);
    let big = settle_many(&mut s, 2, 3);
    give(&mut s, 1, [1, 1, 0, 0, 0]);
    give(&mut s, 2, [1, 1, 0, 0, 0]);
    // Hidden victory points do not count: seat 1 stays small.
    s.seats[1].devs[VICTORY_POINT] = 3;
    s.deck[VICTORY_POINT] = 2;
    assert_eq!(s.points(1, false), 2);
    let hexes_of = |s: &Settlers, vs: &[u8]| -> Vec<u8> {
        (0..HEXES as u8)
            .filter(|&h| {
                h != s.robber
                    && topology().hex_vertices[h as usize]
                        .iter()
                        .any(|v| vs.contains(v))
            })
            .collect()
    };
    let small_hexes = hexes_of(&s, &small);
    let big_only: Vec<u8> = hexes_of(&s, &big)
        .into_iter()
        .filter(|h| !small_hexes.contains(h))
        .collect();
    assert!(!small_hexes.is_empty() && !big_only.is_empty());
    for &h in &small_hexes {
        assert!(robber_moves_to(&s, h).is_empty(), "hex {h} is listed");
        for steal_from in [None, Some(1), Some(2)] {
            assert!(s
                .clone()
                .apply(Action::MoveRobber { hex: h, steal_from })
                .is_err());
        }
    }
    let h = big_only[0];
    assert_eq!(
        robber_moves_to(&s, h),
        vec![Action::MoveRobber {
            hex: h,
            steal_from: Some(2)
        }]
    );
    // Without the option the small player's hexes are open.
    let mut plain = s.clone();
    plain.options = SettlersOptions::default();
    assert!(!robber_moves_to(&plain, small_hexes[0]).is_empty());
    // Once seat 1 shows 3 points the rule no longer spares it.
    let mut grown = s.clone();
    grown.longest = 1;
    assert!(!robber_moves_to(&grown, small_hexes[0]).is_empty());
    // The desert stays open even when a small player touches it.
    let mut away = s.clone();
    away.robber = big_only[0];
    assert!(!robber_moves_to(&away, desert).is_empty());
    // If every other hex is barred the rule lapses for this move.
    let mut crowded = Settlers::new(4, &friendly, GameRng::new(31)).unwrap();
    crowded.phase = Phase::Robber;
    crowded.rolled = true;
    // Seat 1 settles on every hex (the piece count is raised for the test, then shows 1 point).
    crowded.seats[1].settlements_left = 54;
    let mut all = Vec::new();
    for h in 0..HEXES {
        let corners = topology().hex_vertices[h];
        if h as u8 == crowded.robber || corners.iter().any(|v| all.contains(v)) {
            continue;
        }
        let v = *corners
            .iter()
            .find(|&&v| crowded.blocked & (1 << v) == 0)
            .expect("a free corner");
        crowded.put_settlement(1, v);
        all.push(v);
    }
    give(&mut crowded, 1, [1, 0, 0, 0, 0]);
    crowded.seats[1].settlements_left = SETTLEMENTS - 1;
    assert!(crowded.points(1, false) <= 2);
    let covered = hexes_of(&crowded, &all);
    assert_eq!(
        covered.len(),
        HEXES - 1,
        "every hex but the robber's is touched"
    );
    assert_eq!(crowded.robber, desert);
    for h in covered {
        assert!(!robber_moves_to(&crowded, h).is_empty(), "hex {h}");
    }
}

/// A game for two with set-up done and no pieces on the board, seat 0 to roll.
fn for_two(seed: u64) -> Settlers {
    let mut s = Settlers::new(2, &SettlersOptions::FOR_TWO, GameRng::new(seed)).unwrap();
    s.phase = Phase::Roll;
    s.active = 0;
    s
}

#[test]
fn two_seats_only_in_the_game_for_two() {
    assert!(Settlers::new(2, &SettlersOptions::default(), GameRng::new(1)).is_err());
    assert!(Settlers::new(3, &SettlersOptions::FOR_TWO, GameRng::new(1)).is_err());
    let s = Settlers::new(2, &SettlersOptions::FOR_TWO, GameRng::new(1)).unwrap();
    assert_eq!(s.n, 2);
    assert_eq!(s.options.victory_points, 15);
    // Snake order for two: 0, 1, 1, 0.
    let order: Vec<u8> = (0..4).map(|i| s.setup_seat(i)).collect();
    assert_eq!(order, vec![0, 1, 1, 0]);
    // Release 2 had no game for two: a record of it set up under release 2 is refused.
    let mut record =
        takhte_engine::record::Record::new::<Settlers>(2, &SettlersOptions::FOR_TWO, 1, 2);
    assert!(record.start::<Settlers>().is_ok());
    record.rules = 2;
    assert!(record.start::<Settlers>().is_err());
}

#[test]
fn game_for_two_discards_only_above_nine_cards() {
    for seed in 0..300 {
        let mut s = for_two(11);
        give(&mut s, 0, [2, 2, 2, 2, 2]); // 10 → discards 5
        give(&mut s, 1, [2, 2, 2, 2, 1]); // 9 → keeps all
        s.rng = GameRng::new(seed);
        s.apply(Action::RollDice).unwrap();
        let d = s.dice.unwrap();
        if d[0] + d[1] != 7 {
            continue;
        }
        assert_eq!(s.phase, Phase::Discard { left: [5, 0, 0, 0] });
        while let Phase::Discard { .. } = s.phase {
            assert_eq!(s.to_act(), Some(0));
            let a = legal(&s)[0];
            s.apply(a).unwrap();
        }
        assert_eq!(s.seats[0].cards(), 5);
        assert_eq!(s.seats[1].cards(), 9);
        assert_eq!(s.phase, Phase::Robber);
        // Nine cards each: nobody discards.
        let mut nine = for_two(11);
        give(&mut nine, 0, [2, 2, 2, 2, 1]);
        give(&mut nine, 1, [1, 2, 2, 2, 2]);
        nine.rng = GameRng::new(seed);
        nine.apply(Action::RollDice).unwrap();
        assert_eq!(nine.phase, Phase::Robber);
        // The usual game's limit of 7 would have made both discard.
        let mut usual = Settlers::blank(3, 11);
        give(&mut usual, 0, [2, 2, 2, 2, 1]);
        usual.rng = GameRng::new(seed);
        usual.apply(Action::RollDice).unwrap();
        assert_eq!(usual.phase, Phase::Discard { left: [4, 0, 0, 0] });
        return;
    }
    panic!("no 7 rolled");
}

#[test]
fn game_for_two_friendly_robber_spares_a_player_under_three_points() {
    let mut s = for_two(31);
    s.phase = Phase::Robber;
    s.rolled = true;
    let desert = s.robber;
    // Seat 1 has its two set-up settlements: 2 visible points.
    let theirs = settle_many(&mut s, 1, 2);
    give(&mut s, 1, [1, 1, 1, 0, 0]);
    assert_eq!(s.points(1, false), 2);
    let touching: Vec<u8> = (0..HEXES as u8)
        .filter(|&h| {
            h != s.robber
                && h != desert
                && topology().hex_vertices[h as usize]
                    .iter()
                    .any(|v| theirs.contains(v))
        })
        .collect();
    assert!(!touching.is_empty());
    for &h in &touching {
        assert!(robber_moves_to(&s, h).is_empty(), "hex {h} is listed");
        let refused = s
            .clone()
            .apply(Action::MoveRobber {
                hex: h,
                steal_from: Some(1),
            })
            .unwrap_err();
        assert_eq!(refused.key, "settlers.illegal.friendly_robber");
    }
    // Hexes away from seat 1 stay open (the robber must still move).
    assert!(legal(&s).iter().all(|a| match a {
        Action::MoveRobber { hex, .. } => !touching.contains(hex),
        _ => false,
    }));
    assert!(!legal(&s).is_empty());
    // At 3 visible points (a city) seat 1 can be robbed.
    s.put_city(1, theirs[0]);
    assert_eq!(s.points(1, false), 3);
    let h = touching[0];
    assert!(robber_moves_to(&s, h).contains(&Action::MoveRobber {
        hex: h,
        steal_from: Some(1)
    }));
}
