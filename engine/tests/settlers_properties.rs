//! Property tests of the settlers game over thousands of seeded random games.

use takhte_engine::bots::Strategy;
use takhte_engine::games::settlers::board::{topology, EDGES, HEXES, NONE, VERTICES};
use takhte_engine::games::settlers::content::*;
use takhte_engine::games::settlers::{Action, Phase, Settlers, SettlersOptions};
use takhte_engine::testing::{
    assert_estimate_is_a_distribution, assert_legal_iff_accepted,
    assert_random_step_matches_listing, assert_record_round_trip, random_games, random_pick,
};
use takhte_engine::{Game, GameRng};

/// Every conceivable action but offers (the universe for the legality check; offers, too many
/// to list, are checked by [`check_legality`]).
fn universe() -> Vec<Action> {
    let mut u = vec![
        Action::BuyDevelopment,
        Action::RollDice,
        Action::PlayKnight,
        Action::PlayRoadBuilding,
        Action::AcceptTrade,
        Action::DeclineTrade,
        Action::CancelTrade,
        Action::EndTurn,
    ];
    for i in 0..VERTICES as u8 {
        u.push(Action::BuildSettlement { vertex: i });
        u.push(Action::BuildCity { vertex: i });
    }
    for e in 0..EDGES as u8 {
        u.push(Action::BuildRoad { edge: e });
    }
    for h in 0..19u8 {
        u.push(Action::MoveRobber {
            hex: h,
            steal_from: None,
        });
        for s in 0..4 {
            u.push(Action::MoveRobber {
                hex: h,
                steal_from: Some(s),
            });
        }
    }
    for s in 0..4 {
        u.push(Action::ConfirmTrade { with: s });
    }
    for a in RESOURCES {
        u.push(Action::PlayMonopoly { resource: a });
        u.push(Action::Discard { resource: a });
        for b in RESOURCES {
            u.push(Action::PlayYearOfPlenty {
                first: a,
                second: b,
            });
            u.push(Action::BankTrade { give: a, get: b });
        }
    }
    u
}

/// The rule options most unlike the defaults: a longer game, the friendly robber, a discard
/// limit of 8 and balanced dice.
fn variant() -> SettlersOptions {
    SettlersOptions {
        victory_points: 13,
        friendly_robber: true,
        discard_limit: 8,
        balanced_dice: true,
        ..SettlersOptions::default()
    }
}

/// The rolls of a game of heuristic bots, in order.
fn rolls_of_a_game(options: &SettlersOptions, seed: u64) -> Vec<[u8; 2]> {
    let mut rng = GameRng::new(seed ^ 0xD1CE);
    let mut state: Settlers =
        takhte_engine::record::start(3, options, seed, rng.next_u64()).expect("set-up");
    let mut rolls = Vec::new();
    let mut steps = 0;
    let mut legal = Vec::new();
    while let Some(seat) = state.to_act() {
        state.legal_actions(&mut legal);
        let action = Settlers::heuristic(&state.view(seat), &legal, &mut rng);
        state.apply(action).expect("a bot's move is legal");
        if action == Action::RollDice {
            rolls.push(state.dice.expect("rolled"));
        }
        steps += 1;
        assert!(steps < 100_000, "seed {seed}: the game does not end");
    }
    rolls
}

/// Balanced dice draw each roll from a deck of the 36 outcomes, reshuffled whole when five are
/// left: within each run of 31 rolls no outcome comes twice, so no sum comes more often than
/// its ways on two dice. Thrown dice repeat an outcome within 31 rolls in almost every game.
#[test]
fn balanced_dice_deal_every_outcome_once_per_deck() {
    let balanced = SettlersOptions {
        balanced_dice: true,
        ..SettlersOptions::default()
    };
    let per_deck = 36 - takhte_engine::games::settlers::DICE_DECK_RESHUFFLE_AT as usize;
    let mut decks = 0;
    for seed in 0..30u64 {
        let rolls = rolls_of_a_game(&balanced, seed);
        for deck in rolls.chunks(per_deck) {
            let mut seen = [false; 36];
            let mut sums = [0u8; 13];
            for &[a, b] in deck {
                let outcome = usize::from((a - 1) * 6 + (b - 1));
                assert!(!seen[outcome], "seed {seed}: {a}+{b} twice in one deck");
                seen[outcome] = true;
                sums[usize::from(a + b)] += 1;
            }
            for (sum, &n) in sums.iter().enumerate().skip(2) {
                let ways = 6 - (sum as i32 - 7).unsigned_abs() as u8;
                assert!(n <= ways, "seed {seed}: sum {sum} {n} times in one deck");
            }
            decks += 1;
        }
    }
    assert!(decks > 30, "only {decks} decks rolled");
    let thrown_repeats = (0..30u64)
        .filter(|&seed| {
            let rolls = rolls_of_a_game(&SettlersOptions::default(), seed);
            let mut seen = [false; 36];
            rolls.iter().take(per_deck).any(|&[a, b]| {
                let outcome = usize::from((a - 1) * 6 + (b - 1));
                std::mem::replace(&mut seen[outcome], true)
            })
        })
        .count();
    assert!(
        thrown_repeats >= 25,
        "thrown dice repeated in only {thrown_repeats} of 30 games"
    );
}

/// Conservation and consistency of pieces, cards and titles.
fn invariants(s: &Settlers) {
    assert_eq!(s.resource_totals(), [CARDS_PER_RESOURCE; 5]);
    assert_eq!(s.dev_totals(), DEV_DECK);
    assert_estimate_is_a_distribution(s);
    for p in 0..s.n as usize {
        let seat = &s.seats[p];
        let buildings = (0..VERTICES)
            .filter(|&v| s.vertex_owner[v] == p as u8)
            .count() as u8;
        let cities = (0..VERTICES)
            .filter(|&v| s.vertex_owner[v] == p as u8 && s.cities & (1 << v) != 0)
            .count() as u8;
        let roads = (0..EDGES).filter(|&e| s.edge_owner[e] == p as u8).count() as u8;
        assert_eq!(seat.roads_left + roads, ROADS);
        assert_eq!(seat.cities_left + cities, CITIES);
        assert_eq!(seat.settlements_left + buildings - cities, SETTLEMENTS);
        assert_eq!(seat.road_length, s.longest_road(p));
        // The kept hex marks (the robber listing's victims), recomputed from the board.
        let marks = (0..HEXES)
            .filter(|&h| {
                (0..VERTICES).any(|v| {
                    s.vertex_owner[v] == p as u8 && topology().hex_vertex_mask[h] & (1 << v) != 0
                })
            })
            .fold(0u128, |m, h| m | (1 << (5 * h)));
        assert_eq!(seat.hex_marks, marks, "seat {p}: hex marks");
        assert_eq!(
            seat.road_spots,
            s.board_road_spots(p),
            "seat {p}: road spots"
        );
    }
    assert_eq!(s.hex_yields, s.board_hex_yields(), "hex yields");
    if s.longest != NONE {
        let l = s.seats[s.longest as usize].road_length;
        assert!(l >= LONGEST_ROAD_MIN);
        assert!((0..s.n as usize).all(|p| s.seats[p].road_length <= l));
    }
    if s.army != NONE {
        let k = s.seats[s.army as usize].played[KNIGHT];
        assert!(k >= LARGEST_ARMY_MIN);
        assert!((0..s.n as usize).all(|p| s.seats[p].played[KNIGHT] <= k));
    }
    // Distance rule on the board.
    for v in 0..VERTICES {
        if s.vertex_owner[v] != NONE {
            assert_eq!(
                topology().vertex_neighbours[v] & occupied(s),
                0,
                "buildings next to each other"
            );
        }
    }
}

fn occupied(s: &Settlers) -> u64 {
    (0..VERTICES)
        .filter(|&v| s.vertex_owner[v] != NONE)
        .fold(0, |m, v| m | (1 << v))
}

#[test]
fn random_games_end_without_panic_and_conserve_cards_and_pieces() {
    for players in [3, 4] {
        let outcomes =
            random_games::<Settlers>(players, &Default::default(), 100, 60, 100_000, invariants);
        assert!(outcomes.iter().all(|o| o.is_over()));
        let outcomes = random_games::<Settlers>(players, &variant(), 300, 20, 100_000, invariants);
        assert!(outcomes.iter().all(|o| o.is_over()));
    }
}

/// The game for two over many seeded random games: no panic, every game ends, cards and pieces
/// are conserved, and a game won is won by a player at 15 points or more, the other below 15.
#[test]
fn games_for_two_end_and_are_won_at_fifteen() {
    let two = SettlersOptions::FOR_TWO;
    let mut won = 0;
    let mut last = None;
    let outcomes = random_games::<Settlers>(2, &two, 500, 80, 100_000, |s| {
        invariants(s);
        assert_eq!(s.n, 2);
        if s.phase == Phase::Over && s.winner != NONE {
            let w = s.winner as usize;
            assert!(s.points(w, true) >= 15, "won with {}", s.points(w, true));
            assert!(s.points(1 - w, true) < 15);
        }
        last = Some(s.winner);
    });
    assert_eq!(outcomes.len(), 80);
    assert!(outcomes.iter().all(|o| o.is_over()));
    assert!(last.is_some());
    for o in &outcomes {
        if o.winners().len() == 1 {
            won += 1;
        }
    }
    assert!(won > 0, "no random game for two was won");
}

/// Heuristic bots play the game for two to its end: every game is won at 15 points or more.
#[test]
fn heuristic_bots_finish_games_for_two_at_fifteen() {
    use takhte_engine::bots::{play_out, Bot, HeuristicBot};
    let two = SettlersOptions::FOR_TWO;
    let mut wins = [0u32; 2];
    for seed in 0..40u64 {
        let mut bots: Vec<Box<dyn Bot<Settlers>>> =
            vec![Box::new(HeuristicBot), Box::new(HeuristicBot)];
        let mut rng = GameRng::new(seed ^ 0x5EED);
        let mut state: Settlers =
            takhte_engine::record::start(2, &two, seed, rng.next_u64()).expect("set-up");
        play_out(&mut state, &mut bots, &mut rng, 1_000_000);
        assert_eq!(state.phase, Phase::Over, "seed {seed}");
        assert_ne!(state.winner, NONE, "seed {seed}: no winner (turn limit)");
        let w = state.winner as usize;
        assert!(state.points(w, true) >= 15, "seed {seed}");
        assert!(state.points(1 - w, true) < 15, "seed {seed}");
        wins[w] += 1;
    }
    assert_eq!(wins[0] + wins[1], 40);
}

/// Whether the rules allow the active player to send this offer (written apart from the engine).
fn offer_is_valid(s: &Settlers, give: [u8; 5], get: [u8; 5], to: Option<u8>) -> bool {
    let me = s.active as usize;
    let held_by_others = |r: usize| -> u32 {
        (0..s.n as usize)
            .filter(|&p| p != me)
            .map(|p| u32::from(s.seats[p].hand[r]))
            .sum()
    };
    s.phase == Phase::Main
        && give.iter().any(|&c| c > 0)
        && get.iter().any(|&c| c > 0)
        && (0..5).all(|r| give[r] == 0 || get[r] == 0)
        && (0..5).all(|r| give[r] <= s.seats[me].hand[r])
        && (0..5).all(|r| u32::from(get[r]) <= held_by_others(r))
        && to.is_none_or(|t| t < s.n && t != s.active)
}

/// Listed ⇔ accepted over the universe (offers aside); every listed offer is valid and accepted;
/// random offers, listed or not, are accepted exactly when valid, and a refused one changes
/// nothing.
fn check_legality(s: &Settlers, universe: &[Action], rng: &mut GameRng, tally: &mut [u32; 2]) {
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    // Past the bots' limit no offer is listed, so the universe must cover every listed action.
    let mut spent = s.clone();
    spent.offers_made = u8::MAX;
    assert_legal_iff_accepted(&spent, universe);
    for &a in &legal {
        if let Action::Offer { give, get, to } = a {
            assert!(offer_is_valid(s, give, get, to), "listed invalid {a:?}");
            assert!(s.clone().apply(a).is_ok(), "listed {a:?} refused");
        }
    }
    let before = serde_json::to_string(s).unwrap();
    let hand = s.seats[s.active as usize].hand;
    for _ in 0..20 {
        let mut give = [0u8; 5];
        let mut get = [0u8; 5];
        for r in 0..5 {
            if rng.below(2) == 0 {
                give[r] = rng.below(u32::from(hand[r]) + 2) as u8;
            } else {
                get[r] = rng.below(4) as u8;
            }
        }
        if rng.below(8) == 0 {
            get[rng.index(5)] += 1;
        }
        let to = match rng.below(6) {
            0 | 1 => None,
            t => Some(t as u8 - 2),
        };
        let a = Action::Offer { give, get, to };
        let mut copy = s.clone();
        let accepted = copy.apply(a).is_ok();
        tally[usize::from(accepted)] += 1;
        match accepted {
            true => assert!(offer_is_valid(s, give, get, to), "accepted invalid {a:?}"),
            false => {
                assert!(!offer_is_valid(s, give, get, to), "refused valid {a:?}");
                assert_eq!(serde_json::to_string(&copy).unwrap(), before);
            }
        }
    }
}

#[test]
fn listed_actions_are_accepted_and_offers_exactly_when_valid() {
    let universe = universe();
    let mut n = 0u32;
    let mut rng = GameRng::new(9);
    let mut tally = [0u32; 2];
    let runs = [
        (3, SettlersOptions::default()),
        (4, SettlersOptions::default()),
        (4, variant()),
        (2, SettlersOptions::FOR_TWO),
    ];
    for (players, options) in runs {
        random_games::<Settlers>(players, &options, 7, 6, 100_000, |s| {
            n += 1;
            if n.is_multiple_of(30) || (s.phase == Phase::Main && n.is_multiple_of(7)) {
                check_legality(s, &universe, &mut rng, &mut tally);
            }
        });
    }
    let [refused, accepted] = tally;
    assert!(
        accepted > 100 && refused > 100,
        "{accepted} accepted, {refused} refused"
    );
}

/// `apply_quiet` (the play-outs' apply, with no log line) leaves exactly the state `apply` leaves,
/// and refuses exactly what `apply` refuses.
#[test]
fn quiet_apply_matches_apply() {
    let universe = universe();
    let mut legal = Vec::new();
    let mut rng = GameRng::new(3);
    for seed in 0..30 {
        let options = if seed % 3 == 0 {
            variant()
        } else {
            SettlersOptions::default()
        };
        let mut s = Settlers::new(3 + seed as usize % 2, &options, GameRng::new(seed)).unwrap();
        let mut steps = 0;
        while s.to_act().is_some() {
            s.legal_actions(&mut legal);
            if steps % 25 == 0 {
                for &a in &universe {
                    assert_eq!(
                        s.clone().apply(a).is_ok(),
                        s.clone().apply_quiet(a).is_ok(),
                        "{a:?}"
                    );
                }
            }
            let a = legal[rng.index(legal.len())];
            let mut loud = s.clone();
            loud.apply(a).unwrap();
            s.apply_quiet(a).unwrap();
            assert_eq!(
                serde_json::to_string(&s).unwrap(),
                serde_json::to_string(&loud).unwrap(),
                "after {a:?}"
            );
            steps += 1;
        }
    }
}

/// The random step (random games without listing every action) takes the action the random
/// bot would take over the listed actions, with the same draws, to the same state.
#[test]
fn random_step_matches_listing() {
    for players in [3, 4] {
        assert_random_step_matches_listing::<Settlers>(players, &Default::default(), 500, 150, 40);
        assert_random_step_matches_listing::<Settlers>(players, &variant(), 900, 50, 40);
    }
}

#[test]
fn views_hide_other_hands_and_the_deck() {
    let mut n = 0u32;
    random_games::<Settlers>(4, &Default::default(), 21, 15, 100_000, |s| {
        n += 1;
        if !n.is_multiple_of(5) {
            return;
        }
        for seat in 0..4 {
            let view = s.view(seat);
            // Changing hidden things (other hands of equal size, the deck order) changes nothing.
            let mut other = s.clone();
            let o = (seat + 1) % 4;
            let hand = other.seats[o].hand;
            if let (Some(a), Some(b)) = (
                (0..5).find(|&r| hand[r] > 0),
                (0..5).find(|&r| hand[r] == 0),
            ) {
                other.seats[o].hand[a] -= 1;
                other.seats[o].hand[b] += 1;
            }
            let devs = other.seats[o].devs;
            if let (Some(a), Some(b)) = (
                (0..5).find(|&k| devs[k] > other.bought[k] && o != s.active as usize),
                (0..5).find(|&k| other.deck[k] > 0),
            ) {
                other.seats[o].devs[a] -= 1;
                other.deck[a] += 1;
                other.deck[b] -= 1;
                other.seats[o].devs[b] += 1;
            }
            other.rng = GameRng::new(n as u64);
            if other.winner == NONE {
                assert_eq!(other.view(seat), view, "the view leaks a hidden card");
            }
            assert_eq!(view.hand, s.seats[seat].hand);
        }
    });
}

#[test]
fn sample_is_consistent_with_the_view() {
    let mut n = 0u32;
    let mut rng = GameRng::new(5);
    for (games, options) in [(15, Default::default()), (5, variant())] {
        random_games::<Settlers>(4, &options, 33, games, 100_000, |s| {
            n += 1;
            if !n.is_multiple_of(3) {
                return;
            }
            let seat = (n as usize) % 4;
            let view = s.view(seat);
            let sampled = Settlers::sample(&view, &mut rng);
            assert_eq!(sampled.view(seat), view);
            assert_eq!(sampled.options, s.options);
            invariants(&sampled);
            assert_eq!(sampled.to_act(), s.to_act());
        });
    }
}

#[test]
fn records_round_trip_and_replay_to_the_same_state() {
    for seed in 0..20 {
        assert_record_round_trip::<Settlers>(4, seed, seed * 7 + 1, random_pick);
    }
}

#[test]
fn heuristic_bot_plays_legal_moves_and_beats_random_bots() {
    use takhte_engine::bots::{Bot, HeuristicBot, RandomBot};
    use takhte_engine::testing::bot_game;
    let mut wins = 0;
    for seed in 0..40 {
        let mut bots: Vec<Box<dyn Bot<Settlers>>> = vec![
            Box::new(HeuristicBot),
            Box::new(RandomBot),
            Box::new(RandomBot),
            Box::new(RandomBot),
        ];
        if bot_game::<Settlers>(4, &Default::default(), seed, &mut bots).winners() == vec![0] {
            wins += 1;
        }
    }
    assert!(wins >= 30, "heuristic won only {wins} of 40");
}

/// Longest road by brute force: the longest trail from every vertex, cut at others' buildings.
fn brute_longest(s: &Settlers, p: usize) -> u8 {
    fn go(s: &Settlers, p: usize, free: u128, v: u8, len: u8) -> u8 {
        let o = s.vertex_owner[v as usize];
        if len > 0 && o != NONE && o != p as u8 {
            return len;
        }
        let mut best = len;
        for &e in &topology().vertex_edges[v as usize] {
            if e != NONE && free & (1 << e) != 0 {
                let [a, b] = topology().edge_vertices[e as usize];
                let w = if a == v { b } else { a };
                best = best.max(go(s, p, free & !(1 << e), w, len + 1));
            }
        }
        best
    }
    (0..VERTICES as u8)
        .map(|v| go(s, p, s.seats[p].roads, v, 0))
        .max()
        .unwrap_or(0)
}

#[test]
fn longest_road_matches_a_brute_force_search() {
    let mut n = 0u32;
    random_games::<Settlers>(4, &Default::default(), 55, 20, 100_000, |s| {
        n += 1;
        if n.is_multiple_of(10) {
            for p in 0..4 {
                assert_eq!(s.seats[p].road_length, brute_longest(s, p));
            }
        }
    });
}

/// Dense random networks (one player's roads grown edge by edge next to what it has, with
/// other players' settlements cutting it now and then), where cycles are common: the kept road
/// length and a fresh computation both match the brute-force search after every road.
#[test]
fn longest_road_matches_a_brute_force_search_on_random_networks() {
    let topo = topology();
    let mut cyclic = 0;
    for seed in 0..1500u64 {
        let mut s = Settlers::blank(4, seed);
        let mut rng = GameRng::new(seed);
        let first = rng.below(VERTICES as u32) as u8;
        s.put_settlement(0, first);
        for step in 0..15 {
            let reach = s.seats[0].road_vertices | s.seats[0].buildings;
            let spots: Vec<u8> = (0..EDGES as u8)
                .filter(|&e| {
                    let [a, b] = topo.edge_vertices[e as usize];
                    s.edge_owner[e as usize] == NONE && (reach >> a | reach >> b) & 1 != 0
                })
                .collect();
            if spots.is_empty() {
                break;
            }
            let e = spots[rng.index(spots.len())];
            s.put_road(0, e);
            if step % 4 == 3 {
                let free: Vec<u8> = (0..VERTICES as u8)
                    .filter(|&v| s.blocked & (1 << v) == 0)
                    .collect();
                if !free.is_empty() {
                    let other = 1 + rng.below(3) as usize;
                    s.put_settlement(other, free[rng.index(free.len())]);
                }
            }
            let brute = brute_longest(&s, 0);
            assert_eq!(
                s.seats[0].road_length, brute,
                "seed {seed}, step {step}: kept"
            );
            assert_eq!(
                s.longest_road(0),
                brute,
                "seed {seed}, step {step}: computed"
            );
        }
        let roads = s.seats[0].roads.count_ones() as usize;
        let vertices = s.seats[0].road_vertices.count_ones() as usize;
        cyclic += usize::from(roads >= vertices);
    }
    assert!(cyclic > 300, "only {cyclic} networks with a cycle");
}
