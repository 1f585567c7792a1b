//! Property tests of Sekigahara over many seeded random games.

use takhte_engine::bots::{Bot, HeuristicBot, RandomBot, Strategy};
use takhte_engine::games::sekigahara::content::*;
use takhte_engine::games::sekigahara::map::{adjacent, PROVINCES};
use takhte_engine::games::sekigahara::*;
use takhte_engine::record::start;
use takhte_engine::testing::{
    assert_legal_iff_accepted, assert_record_round_trip, bot_game, random_games, random_pick,
};
use takhte_engine::{Game, GameRng, NoOptions};

/// Every card of each side is in exactly one place; every unit is accounted for; no province
/// holds both sides outside a battle; the round limit holds.
fn invariants(g: &Sekigahara) {
    for s in 0..2 {
        let mut all: Vec<u8> = g.hands[s]
            .iter()
            .chain(&g.piles[s])
            .chain(&g.outlook[s])
            .chain(&g.discards[s])
            .copied()
            .collect();
        if let Some(b) = &g.battle {
            all.extend(&b.committed[s]);
            assert!(b.committed[s].len() <= MAX_BATTLE_CARDS);
        }
        all.sort_unstable();
        assert_eq!(
            all,
            (0..DECK_SIZE as u8).collect::<Vec<_>>(),
            "cards of side {s}"
        );
        assert!(g.hands[s].len() <= HAND);
        assert!(g.outlook[s].len() <= OUTLOOK);
        if !g.piles[s].is_empty() {
            assert_eq!(g.outlook[s].len(), OUTLOOK);
        }
    }
    assert_eq!(g.units.len(), UNITS);
    assert!(g.units.iter().all(|u| u.hits < 2 || u.province.is_none()));
    assert!(g.round <= ROUND_LIMIT);
    assert_eq!(g.events_done.len() + g.events_left.len(), EVENT_DECK.len());
    if matches!(g.phase, Phase::Action | Phase::Over) {
        for p in 0..PROVINCES as u8 {
            let sides: Vec<u8> = g
                .units
                .iter()
                .filter(|u| u.province == Some(p))
                .map(|u| u.side)
                .collect();
            if let Some(&s) = sides.first() {
                assert!(sides.iter().all(|&t| t == s), "mixed province {p}");
                assert_eq!(g.control[p as usize], Some(s), "control of {p}");
            }
        }
    }
}

#[test]
fn random_games_end_within_the_round_limit_without_panic_and_conserve_everything() {
    let outcomes = random_games::<Sekigahara>(2, &NoOptions {}, 1, 1500, 2_000, invariants);
    assert!(outcomes.iter().all(|o| o.is_over()));
}

/// Collects states along random games.
fn states(games: u64, every: usize) -> Vec<Sekigahara> {
    let mut out = Vec::new();
    let mut n = 0;
    random_games::<Sekigahara>(2, &NoOptions {}, 77, games, 2_000, |g: &Sekigahara| {
        n += 1;
        if n % every == 0 {
            out.push(g.clone());
        }
    });
    out
}

/// States along games of the heuristic bot with a random move now and then (they fight).
fn heuristic_states(games: u64) -> Vec<Sekigahara> {
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for seed in 0..games {
        let mut g: Sekigahara = start(2, &NoOptions {}, seed, seed * 7 + 1).unwrap();
        let mut rng = GameRng::new(seed);
        while let Some(s) = g.to_act() {
            g.legal_actions(&mut legal);
            let a = if rng.chance(1, 5) {
                legal[rng.index(legal.len())]
            } else {
                Sekigahara::heuristic(&g.view(s), &legal, &mut rng)
            };
            g.apply(a).unwrap();
            invariants(&g);
            out.push(g.clone());
        }
    }
    out
}

/// A universe of actions around a state: every conceivable target, clan and card.
fn universe(g: &Sekigahara) -> Vec<Action> {
    let mut u = vec![Action::Pass, Action::DoneCommitting];
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    u.extend(legal.iter().copied());
    for c in 0..DECK_SIZE as u8 + 1 {
        u.push(Action::CommitBattleCard { card: c });
        u.push(Action::PlayEvent {
            card: c,
            province: None,
        });
        for p in [0u8, 5, 11, 13, 15, 19, 27] {
            u.push(Action::PlayEvent {
                card: c,
                province: Some(p),
            });
        }
    }
    for to in 0..PROVINCES as u8 + 1 {
        u.push(Action::Retreat { to });
    }
    for from in 0..PROVINCES as u8 {
        for to in 0..PROVINCES as u8 {
            if !(adjacent(from, to) || (from == 0 && to == 27)) {
                continue;
            }
            for clan in 0..CLANS as u8 {
                for count in 0..4 {
                    u.push(Action::Move {
                        from,
                        to,
                        clan,
                        count,
                    });
                }
                for n in 1..3 {
                    let mut counts = [0; CLANS];
                    counts[clan as usize] = n;
                    u.push(Action::Attack { from, to, counts });
                }
            }
            u.push(Action::Attack {
                from,
                to,
                counts: [0; CLANS],
            });
            u.push(Action::Attack {
                from,
                to,
                counts: [1; CLANS],
            });
        }
    }
    let side = g.to_act().unwrap_or(0);
    let hand = &g.hands[side];
    for unit in 0..UNITS as u8 + 1 {
        for i in 0..hand.len() {
            for j in i..hand.len() {
                for k in j..hand.len() {
                    let cards = (1u64 << hand[i]) | (1u64 << hand[j]) | (1u64 << hand[k]);
                    u.push(Action::Gift { unit, cards });
                }
            }
        }
        u.push(Action::Gift { unit, cards: 0 });
    }
    u.sort_by_key(|a| serde_json::to_string(a).unwrap());
    u.dedup();
    u
}

#[test]
fn listed_as_legal_iff_accepted_by_apply() {
    for g in states(12, 9) {
        assert_legal_iff_accepted(&g, &universe(&g));
    }
    for g in heuristic_states(10).iter().step_by(4) {
        assert_legal_iff_accepted(g, &universe(g));
    }
}

#[test]
fn sample_is_consistent_with_the_view() {
    let mut rng = GameRng::new(5);
    let mut all = states(40, 3);
    all.extend(heuristic_states(20));
    for g in all {
        for seat in 0..2 {
            let v = g.view(seat);
            let s = Sekigahara::sample(&v, &mut rng);
            invariants(&s);
            assert_eq!(
                serde_json::to_string(&s.view(seat)).unwrap(),
                serde_json::to_string(&v).unwrap()
            );
        }
    }
}

#[test]
fn views_hide_the_other_hand_the_pile_order_and_the_other_sides_secret_battle_cards() {
    let mut rng = GameRng::new(11);
    let mut checked_secret = 0;
    let picked = heuristic_states(60);
    for g in picked {
        for seat in 0..2usize {
            let other = 1 - seat;
            let v = serde_json::to_string(&g.view(seat)).unwrap();
            // Swap a hidden card of the other side (hand or secret battle card) with one of
            // its pile: the view must not change.
            let mut h = g.clone();
            if !h.piles[other].is_empty() {
                let i = rng.index(h.piles[other].len());
                if let Some(b) = h.battle.as_mut().filter(|b| !b.committed[other].is_empty()) {
                    std::mem::swap(&mut b.committed[other][0], &mut h.piles[other][i]);
                    checked_secret += 1;
                } else if !h.hands[other].is_empty() {
                    let j = rng.index(h.hands[other].len());
                    std::mem::swap(&mut h.hands[other][j], &mut h.piles[other][i]);
                    h.hands[other].sort_unstable();
                }
                h.piles[other].sort_unstable();
                h.piles[seat].reverse();
                assert_eq!(v, serde_json::to_string(&h.view(seat)).unwrap());
            }
        }
    }
    assert!(checked_secret > 0, "no secret battle card was checked");
}

#[test]
fn record_round_trip_replays_to_the_same_state() {
    for seed in 0..20u64 {
        assert_record_round_trip::<Sekigahara>(2, seed, seed + 1000, random_pick);
    }
}

#[test]
fn the_heuristic_clearly_beats_the_random_bot() {
    let mut wins = 0;
    for seed in 0..100u64 {
        let seat = (seed % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Sekigahara>>> = if seat == 0 {
            vec![Box::new(HeuristicBot), Box::new(RandomBot)]
        } else {
            vec![Box::new(RandomBot), Box::new(HeuristicBot)]
        };
        if bot_game(2, &NoOptions {}, seed, &mut bots).winners() == vec![seat] {
            wins += 1;
        }
    }
    assert!(wins >= 85, "heuristic won {wins} of 100");
}

#[test]
fn every_emitted_key_is_in_all_three_catalogues() {
    use takhte_engine::games::sekigahara::map::MAP;
    use takhte_engine::LogArg;
    let files = [
        include_str!("../../i18n/en/sekigahara.txt"),
        include_str!("../../i18n/fa/sekigahara.txt"),
        include_str!("../../i18n/ar/sekigahara.txt"),
    ];
    let keys = |text: &str| -> Vec<String> {
        let mut k: Vec<String> = text
            .lines()
            .filter(|l| !l.starts_with('#') && l.contains(" = "))
            .map(|l| l.split(" = ").next().unwrap().to_string())
            .collect();
        k.sort();
        k
    };
    let en = keys(files[0]);
    assert_eq!(en, keys(files[1]));
    assert_eq!(en, keys(files[2]));
    let mut needed: Vec<&str> = vec!["sekigahara.title", "sekigahara.tagline"];
    needed.extend(MAP.iter().map(|p| p.key));
    needed.extend(CLAN_LIST.iter().map(|c| c.key));
    needed.extend(EVENT_DECK.iter().map(|e| e.key()));
    needed.extend(SIDE_KEYS);
    for c in 40..DECK_SIZE as u8 {
        if let Card::Event(e) = card(c) {
            needed.push(e.key());
        }
    }
    let mut rng = GameRng::new(3);
    for seed in 0..30u64 {
        let mut g: Sekigahara = start(2, &NoOptions {}, seed, 1).unwrap();
        let mut legal = Vec::new();
        while g.to_act().is_some() {
            g.legal_actions(&mut legal);
            let a = legal[rng.index(legal.len())];
            // Refusals: a few wrong actions and their keys.
            for bad in [
                Action::Retreat { to: 99 },
                Action::CommitBattleCard { card: 44 },
            ] {
                if let Err(e) = g.clone().apply(bad) {
                    needed.push(e.key);
                }
            }
            let e = g.apply(a).unwrap();
            needed.push(e.key);
            for &arg in e.args.iter() {
                if let LogArg::Key(k) = arg {
                    needed.push(k);
                }
            }
        }
    }
    for k in needed {
        assert!(en.iter().any(|e| e == k), "missing catalogue key {k}");
    }
}
