//! One test per rule of the Sekigahara seed (with the project's rulings), from hand-made
//! positions.

use takhte_engine::games::sekigahara::content::*;
use takhte_engine::games::sekigahara::map::{adjacent, BORDERS, MAP, PROVINCES};
use takhte_engine::games::sekigahara::releases::CONTROL_1;
use takhte_engine::games::sekigahara::*;
use takhte_engine::record::start;
use takhte_engine::{Game, GameRng, NoOptions};

const KII: u8 = 11;
const OSAKA: u8 = 15;
const SONOMA: u8 = 14;
const ISE: u8 = 19;

/// A unit of `clan` for `side` in `province`, optionally sworn.
fn unit(clan: u8, side: u8, province: u8, sworn: bool) -> Unit {
    Unit {
        clan,
        side,
        province: Some(province),
        hits: 0,
        sworn,
    }
}

/// A position with these units and hands; control as at release 1's set-up with each side also holding
/// its middle and inner columns (Ishida 4–11, Tokugawa 16–23), then set by the units.
fn setup(units: Vec<Unit>, hands: [Vec<u8>; 2], turn: u8) -> Sekigahara {
    let mut control = CONTROL_1;
    for p in 4..12 {
        control[p] = Some(0);
        control[p + 12] = Some(1);
    }
    for u in &units {
        if let Some(p) = u.province {
            control[p as usize] = Some(u.side);
        }
    }
    Sekigahara::for_test(units, control, hands, turn, 7)
}

/// Ishida attacks Osaka from Kii with `counts`; then both sides commit the given cards.
fn battle(g: &mut Sekigahara, counts: [u8; CLANS], ishida: &[u8], tokugawa: &[u8]) {
    g.apply(Action::Attack {
        from: KII,
        to: OSAKA,
        counts,
    })
    .unwrap();
    for &c in ishida {
        g.apply(Action::CommitBattleCard { card: c }).unwrap();
    }
    g.apply(Action::DoneCommitting).unwrap();
    for &c in tokugawa {
        g.apply(Action::CommitBattleCard { card: c }).unwrap();
    }
    g.apply(Action::DoneCommitting).unwrap();
}

fn new_game(seed: u64) -> Sekigahara {
    start::<Sekigahara>(2, &NoOptions {}, seed, seed ^ 99).unwrap()
}

#[test]
fn content_map_has_24_provinces_20_castles_and_the_four_border_provinces() {
    assert!(MAP.len() >= 24);
    assert!(MAP.iter().filter(|p| p.castle).count() >= 20);
    let names: Vec<&str> = BORDERS.iter().map(|&b| MAP[b as usize].key).collect();
    for n in ["kyoto", "fukushima", "osaka", "sonoma"] {
        assert!(names.contains(&format!("sekigahara.province.{n}").as_str()));
    }
    // Every province is reachable from every other.
    let mut seen = vec![0u8];
    let mut i = 0;
    while i < seen.len() {
        for q in 0..PROVINCES as u8 {
            if adjacent(seen[i], q) && !seen.contains(&q) {
                seen.push(q);
            }
        }
        i += 1;
    }
    assert_eq!(seen.len(), PROVINCES);
}

#[test]
fn content_each_deck_has_45_cards_loyalty_of_value_1_or_2_and_a_few_events() {
    assert_eq!(DECK_SIZE, 45);
    let mut events = 0;
    for id in 0..DECK_SIZE as u8 {
        match card(id) {
            Card::Loyalty { clan, value } => {
                assert!((clan as usize) < CLANS);
                assert!(value == 1 || value == 2);
            }
            Card::Event(_) => events += 1,
        }
    }
    assert!((1..=6).contains(&events));
    assert_eq!(EVENT_DECK.len(), 10);
    for c in CLAN_LIST {
        assert!(!SIDE_COLOURS.contains(&c.colour));
    }
}

#[test]
fn setup_each_side_draws_6_and_the_next_3_lie_face_up_as_outlook_ishida_first() {
    let g = new_game(3);
    for s in 0..2 {
        assert_eq!(g.hands[s].len(), HAND);
        assert_eq!(g.outlook[s].len(), OUTLOOK);
        assert_eq!(g.piles[s].len(), DECK_SIZE - HAND - OUTLOOK);
        assert_eq!(g.units_on_map(s as u8) as usize, UNITS_PER_SIDE);
    }
    assert_eq!(g.to_act(), Some(0));
    assert_eq!(
        g.events_done.len(),
        1,
        "round 1 starts with its event phase"
    );
    // Both views show both outlooks.
    let v = g.view(1);
    assert_eq!(v.outlook[0], g.outlook[0]);
}

#[test]
fn outlook_cards_are_the_next_cards_drawn() {
    let mut g = new_game(5);
    let next = g.outlook[0][0];
    let clan = (0..CLANS as u8).find(|&c| g.cards_of(0, c) > 0).unwrap();
    let from = g
        .units
        .iter()
        .find(|u| u.side == 0 && u.clan == clan)
        .unwrap()
        .province
        .unwrap();
    let to = (0..PROVINCES as u8)
        .find(|&q| adjacent(from, q) && g.control[q as usize] != Some(1))
        .unwrap();
    g.apply(Action::Move {
        from,
        to,
        clan,
        count: 1,
    })
    .unwrap();
    for _ in 0..3 {
        g.apply(Action::Pass).unwrap();
    }
    assert!(g.hands[0].contains(&next));
    assert_eq!(g.hands[0].len(), HAND);
}

#[test]
fn round_is_event_then_two_actions_each_then_refill_and_the_first_player_alternates() {
    let mut g = new_game(9);
    if g.bonus != [0, 0] {
        return; // an appeal event gives three actions; the next seeds cover the plain case
    }
    assert_eq!((g.to_act(), g.actions_left), (Some(0), 2));
    g.apply(Action::Pass).unwrap();
    assert_eq!(g.to_act(), Some(0));
    g.apply(Action::Pass).unwrap();
    assert_eq!(g.to_act(), Some(1));
    g.apply(Action::Pass).unwrap();
    g.apply(Action::Pass).unwrap();
    assert_eq!(g.round, 2);
    assert_eq!(g.events_done.len(), 2);
    assert_eq!(g.first, 1);
    assert_eq!(g.to_act(), Some(1));
}

#[test]
fn move_costs_one_card_of_the_clan_and_moves_any_number_of_that_clans_units() {
    let units = vec![
        unit(0, 0, KII, false),
        unit(0, 0, KII, false),
        unit(0, 0, KII, false),
        unit(1, 0, KII, false),
        unit(1, 1, ISE, false),
    ];
    let mut g = setup(units, [vec![0, 5, 8], vec![]], 0);
    g.apply(Action::Move {
        from: KII,
        to: OSAKA,
        clan: 0,
        count: 2,
    })
    .unwrap();
    let at = |g: &Sekigahara, p: u8| g.units.iter().filter(|u| u.province == Some(p)).count();
    assert_eq!((at(&g, KII), at(&g, OSAKA)), (2, 2));
    assert_eq!(
        g.hands[0],
        vec![5, 8],
        "the value-1 card of the clan is paid"
    );
    assert_eq!(g.control[OSAKA as usize], Some(0));
    let refused = g.apply(Action::Move {
        from: KII,
        to: OSAKA,
        clan: 2,
        count: 1,
    });
    assert_eq!(refused.unwrap_err().key, "sekigahara.illegal.bad_units");
}

#[test]
fn move_into_an_enemy_held_province_is_refused() {
    let units = vec![unit(0, 0, KII, false), unit(1, 1, OSAKA, false)];
    let mut g = setup(units, [vec![0], vec![]], 0);
    let e = g
        .apply(Action::Move {
            from: KII,
            to: OSAKA,
            clan: 0,
            count: 1,
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.enemy_province");
    let e = g
        .apply(Action::Move {
            from: KII,
            to: ISE,
            clan: 0,
            count: 1,
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.not_adjacent");
}

#[test]
fn attack_costs_one_card_of_the_clan_per_attacking_unit() {
    let units = vec![
        unit(0, 0, KII, true),
        unit(0, 0, KII, true),
        unit(1, 1, OSAKA, true),
    ];
    let mut g = setup(units.clone(), [vec![0], vec![]], 0);
    let e = g
        .apply(Action::Attack {
            from: KII,
            to: OSAKA,
            counts: [2, 0, 0, 0, 0],
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.no_card");
    let mut g = setup(units, [vec![0, 1, 2], vec![]], 0);
    g.apply(Action::Attack {
        from: KII,
        to: OSAKA,
        counts: [2, 0, 0, 0, 0],
    })
    .unwrap();
    assert_eq!(g.hands[0], vec![2]);
    assert_eq!(g.discards[0], vec![0, 1]);
    assert_eq!(
        g.to_act(),
        Some(0),
        "the attacker commits battle cards first"
    );
}

#[test]
fn battle_cards_are_chosen_secretly_and_revealed_together() {
    let units = vec![
        unit(0, 0, KII, true),
        unit(0, 0, KII, true),
        unit(1, 1, OSAKA, true),
    ];
    let mut g = setup(units, [vec![0, 1, 8], vec![0, 9]], 0);
    g.apply(Action::Attack {
        from: KII,
        to: OSAKA,
        counts: [1, 0, 0, 0, 0],
    })
    .unwrap();
    g.apply(Action::CommitBattleCard { card: 8 }).unwrap();
    g.apply(Action::DoneCommitting).unwrap();
    let v = g.view(1);
    let b = v.battle.as_ref().unwrap();
    assert_eq!(b.committed_counts, [1, 0]);
    assert!(b.own_committed.is_empty());
    assert!(!serde_json::to_string(&v).unwrap().contains("\"committed\""));
    g.apply(Action::CommitBattleCard { card: 0 }).unwrap();
    g.apply(Action::DoneCommitting).unwrap();
    let r = g.last_battle.as_ref().unwrap();
    assert_eq!(r.cards, [vec![8], vec![0]]);
    assert!(g.discards[0].contains(&8) && g.discards[1].contains(&0));
}

#[test]
fn at_most_three_battle_cards() {
    let units = vec![unit(0, 0, KII, true), unit(1, 1, OSAKA, true)];
    let mut g = setup(units, [vec![0, 1, 2, 3, 4], vec![]], 0);
    g.apply(Action::Attack {
        from: KII,
        to: OSAKA,
        counts: [1, 0, 0, 0, 0],
    })
    .unwrap();
    for c in [1, 2, 3] {
        g.apply(Action::CommitBattleCard { card: c }).unwrap();
    }
    let e = g.apply(Action::CommitBattleCard { card: 4 }).unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.three_cards");
}

#[test]
fn event_cards_cannot_be_battle_cards() {
    let units = vec![unit(0, 0, KII, true), unit(1, 1, OSAKA, true)];
    let mut g = setup(units, [vec![0, 1, 44], vec![]], 0);
    g.apply(Action::Attack {
        from: KII,
        to: OSAKA,
        counts: [1, 0, 0, 0, 0],
    })
    .unwrap();
    let e = g.apply(Action::CommitBattleCard { card: 44 }).unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.event_battle_card");
}

#[test]
fn a_battle_card_of_its_clan_or_being_sworn_secures_a_unit_from_the_loyalty_test() {
    let units = vec![
        unit(0, 0, KII, false),
        unit(2, 0, KII, true),
        unit(1, 1, OSAKA, false),
    ];
    let mut g = setup(units, [vec![0, 1, 16], vec![8]], 0);
    battle(&mut g, [1, 0, 1, 0, 0], &[1], &[8]);
    let r = g.last_battle.as_ref().unwrap();
    let of = |u: u8| r.tests.iter().find(|t| t.unit == u).unwrap().result;
    assert_eq!(of(0), TestResult::Secured);
    assert_eq!(of(1), TestResult::Sworn);
    assert_eq!(of(2), TestResult::Secured);
}

#[test]
fn an_unsecured_unit_takes_a_loyalty_test_and_may_defect_or_desert() {
    let (mut defected, mut deserted, mut loyal) = (0, 0, 0);
    for seed in 0..300 {
        let units = vec![unit(0, 0, KII, false), unit(1, 1, OSAKA, true)];
        let mut g = setup(units, [vec![0], vec![]], 0);
        g.rng = GameRng::new(seed);
        battle(&mut g, [1, 0, 0, 0, 0], &[], &[]);
        let r = g.last_battle.as_ref().unwrap();
        match r.tests.iter().find(|t| t.unit == 0).unwrap().result {
            TestResult::Defected { roll } => {
                assert!(roll <= DEFECT_AT_MOST);
                assert_eq!(g.units[0].side, 1, "a defector joins the enemy");
                defected += 1;
            }
            TestResult::Deserted { roll } => {
                assert!(roll > DEFECT_AT_MOST && roll <= DESERT_AT_MOST);
                assert_eq!(g.units[0].province, None);
                deserted += 1;
            }
            TestResult::Loyal { roll } => {
                assert!(roll > DESERT_AT_MOST);
                loyal += 1;
            }
            other => panic!("unsecured unit was not tested: {other:?}"),
        }
    }
    assert!(
        defected > 20 && deserted > 20 && loyal > 150,
        "{defected} {deserted} {loyal}"
    );
}

#[test]
fn each_battle_card_hits_an_enemy_unit_of_its_clan_and_two_hits_eliminate() {
    let units = vec![
        unit(0, 0, KII, true),
        unit(0, 0, KII, true),
        unit(1, 1, OSAKA, true),
    ];
    let mut g = setup(units, [vec![0, 1, 8, 9], vec![]], 0);
    battle(&mut g, [2, 0, 0, 0, 0], &[8, 9], &[]);
    let r = g.last_battle.as_ref().unwrap();
    assert_eq!(r.hits.len(), 2);
    assert!(r.hits.iter().all(|h| h.unit == 2));
    assert_eq!(r.eliminated, vec![2]);
    assert_eq!(g.units[2].province, None);
    assert_eq!(r.winner, 0);
    assert_eq!(g.control[OSAKA as usize], Some(0));
    // A card of a clan no enemy has deals no hit; one hit does not eliminate.
    let units = vec![
        unit(0, 0, KII, true),
        unit(1, 1, OSAKA, true),
        unit(1, 1, OSAKA, true),
    ];
    let mut g = setup(units, [vec![0, 8, 16], vec![]], 0);
    battle(&mut g, [1, 0, 0, 0, 0], &[8, 16], &[]);
    let r = g.last_battle.as_ref().unwrap();
    assert_eq!(r.hits.len(), 1);
    assert!(r.eliminated.is_empty());
    assert_eq!(g.units[r.hits[0].unit as usize].hits, 1);
}

#[test]
fn hits_are_simultaneous_so_both_sides_can_lose_units() {
    let units = vec![
        unit(0, 0, KII, true),
        unit(0, 0, KII, true),
        unit(1, 1, OSAKA, true),
        unit(1, 1, OSAKA, true),
    ];
    let mut g = setup(units, [vec![0, 1, 8, 9], vec![0, 1]], 0);
    battle(&mut g, [2, 0, 0, 0, 0], &[8, 9], &[0, 1]);
    let r = g.last_battle.as_ref().unwrap();
    assert_eq!(r.eliminated.len(), 2);
    assert_eq!(r.remaining, [1, 1]);
}

#[test]
fn a_tie_goes_to_the_defender_and_the_attacker_retreats() {
    let units = vec![unit(0, 0, KII, true), unit(1, 1, OSAKA, true)];
    let mut g = setup(units, [vec![0], vec![]], 0);
    battle(&mut g, [1, 0, 0, 0, 0], &[], &[]);
    let r = g.last_battle.as_ref().unwrap();
    assert_eq!(r.remaining, [1, 1]);
    assert_eq!(r.winner, 1);
    assert_eq!(r.retreat, Some(KII));
    assert_eq!(g.units[0].province, Some(KII));
    assert_eq!(g.control[OSAKA as usize], Some(1));
}

#[test]
fn the_attacker_wins_only_with_strictly_more_units_and_the_loser_retreats_to_a_friendly_neighbour()
{
    let units = vec![
        unit(0, 0, KII, true),
        unit(0, 0, KII, true),
        unit(1, 1, OSAKA, true),
    ];
    let mut g = setup(units, [vec![0, 1], vec![]], 0);
    battle(&mut g, [2, 0, 0, 0, 0], &[], &[]);
    let r = g.last_battle.as_ref().unwrap();
    assert_eq!(r.winner, 0);
    assert_eq!(
        r.retreat,
        Some(ISE),
        "Ise is Tokugawa's only neighbour of Osaka"
    );
    assert_eq!(g.units[2].province, Some(ISE));
    assert_eq!(g.control[OSAKA as usize], Some(0));
}

#[test]
fn a_loser_with_no_friendly_neighbour_is_eliminated() {
    let units = vec![
        unit(0, 0, KII, true),
        unit(0, 0, KII, true),
        unit(1, 1, OSAKA, true),
    ];
    let mut g = setup(units, [vec![0, 1], vec![]], 0);
    g.control[ISE as usize] = Some(0);
    battle(&mut g, [2, 0, 0, 0, 0], &[], &[]);
    let r = g.last_battle.as_ref().unwrap();
    assert_eq!(r.retreat, None);
    assert_eq!(r.retreat_eliminated, vec![2]);
    assert_eq!(g.units[2].province, None);
}

#[test]
fn a_loser_with_several_friendly_neighbours_chooses_where_to_retreat() {
    let units = vec![
        unit(0, 0, KII, true),
        unit(0, 0, KII, true),
        unit(1, 1, OSAKA, true),
    ];
    let mut g = setup(units, [vec![0, 1], vec![]], 0);
    g.control[SONOMA as usize] = Some(1);
    battle(&mut g, [2, 0, 0, 0, 0], &[], &[]);
    assert_eq!(g.to_act(), Some(1));
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(
        legal,
        vec![Action::Retreat { to: SONOMA }, Action::Retreat { to: ISE }]
    );
    assert!(g.apply(Action::Retreat { to: KII }).is_err());
    g.apply(Action::Retreat { to: SONOMA }).unwrap();
    assert_eq!(g.units[2].province, Some(SONOMA));
    assert_eq!(g.to_act(), Some(0), "back to the attacker's second action");
}

#[test]
fn a_gift_needs_a_value_of_at_least_3_and_makes_the_unit_sworn() {
    let units = vec![unit(0, 0, KII, false), unit(1, 1, ISE, false)];
    let mut g = setup(units, [vec![0, 1, 5, 44], vec![]], 0);
    let mask = |ids: &[u8]| ids.iter().fold(0u64, |m, &c| m | 1 << c);
    let e = g
        .apply(Action::Gift {
            unit: 0,
            cards: mask(&[0, 1]),
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.gift_value");
    let e = g
        .apply(Action::Gift {
            unit: 0,
            cards: mask(&[0, 44, 5]),
        })
        .unwrap_err();
    assert_eq!(
        e.key, "sekigahara.illegal.gift_cards",
        "event cards are no gift"
    );
    let e = g
        .apply(Action::Gift {
            unit: 1,
            cards: mask(&[0, 5]),
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.gift_unit");
    let e = g
        .apply(Action::Gift {
            unit: 0,
            cards: mask(&[0, 1, 5]),
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.gift_excess");
    g.apply(Action::Gift {
        unit: 0,
        cards: mask(&[0, 5]),
    })
    .unwrap();
    assert!(g.units[0].sworn);
    assert_eq!(g.hands[0], vec![1, 44]);
    assert_eq!(g.discards[0], vec![0, 5], "gift cards are discarded");
}

#[test]
fn playing_an_event_card_is_an_action_applied_at_once_then_discarded() {
    let mut units = vec![
        unit(0, 0, KII, false),
        unit(0, 0, KII, false),
        unit(1, 1, ISE, false),
    ];
    units.push(Unit {
        province: None,
        ..unit(3, 0, KII, false)
    });
    let mut g = setup(units, [vec![40, 42, 44], vec![]], 0);
    g.apply(Action::PlayEvent {
        card: 44,
        province: None,
    })
    .unwrap();
    assert_eq!(
        g.actions_left, 3,
        "forced march: two more actions for the one spent"
    );
    g.apply(Action::PlayEvent {
        card: 42,
        province: Some(KII),
    })
    .unwrap();
    assert!(g.units[0].sworn && g.units[1].sworn);
    let e = g
        .apply(Action::PlayEvent {
            card: 40,
            province: Some(ISE),
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.not_yours");
    g.apply(Action::PlayEvent {
        card: 40,
        province: Some(KII),
    })
    .unwrap();
    assert_eq!(g.units[3].province, Some(KII));
    assert_eq!(g.discards[0], vec![44, 42, 40]);
    let e = g
        .apply(Action::PlayEvent {
            card: 0,
            province: None,
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.not_in_hand");
}

#[test]
fn an_empty_province_keeps_its_last_controller() {
    let units = vec![unit(0, 0, KII, false), unit(1, 1, ISE, false)];
    let mut g = setup(units, [vec![0, 1], vec![]], 0);
    g.apply(Action::Move {
        from: KII,
        to: OSAKA,
        clan: 0,
        count: 1,
    })
    .unwrap();
    assert_eq!(g.control[KII as usize], Some(0));
    assert_eq!(g.control[OSAKA as usize], Some(0));
}

#[test]
fn heavy_rain_forbids_attacks_for_the_round() {
    let units = vec![unit(0, 0, KII, true), unit(1, 1, OSAKA, true)];
    let mut g = setup(units, [vec![0], vec![]], 0);
    g.no_attacks = true;
    let e = g
        .apply(Action::Attack {
            from: KII,
            to: OSAKA,
            counts: [1, 0, 0, 0, 0],
        })
        .unwrap_err();
    assert_eq!(e.key, "sekigahara.illegal.heavy_rain");
}

/// A position at the last action of a round, with `side` controlling `provinces`.
fn round_end(extra: &[(u8, u8)], units: Vec<Unit>) -> Sekigahara {
    let mut g = setup(units, [vec![], vec![]], 1);
    g.first = 0;
    g.actions_left = 1;
    for &(p, s) in extra {
        g.control[p as usize] = Some(s);
    }
    g
}

#[test]
fn victory_by_10_castles_at_the_end_of_the_round() {
    // Ishida holds 8 castles here; Kyoto and Osaka make 10.
    let units = vec![unit(0, 0, KII, false), unit(1, 1, ISE, false)];
    let mut g = round_end(&[(13, 0), (15, 0)], units);
    assert_eq!(g.castles(0), 10);
    assert!(g.result.is_none());
    g.apply(Action::Pass).unwrap();
    assert_eq!(
        g.result,
        Some(Verdict {
            winner: Some(0),
            reason: Reason::Castles
        })
    );
    assert_eq!(g.outcome().winners(), vec![0]);
    let reason = g.end_reason().unwrap();
    assert_eq!(reason.key, "sekigahara.end.castles");
    assert_eq!(
        reason.args[..],
        [
            takhte_engine::LogArg::Player(0),
            takhte_engine::LogArg::Num(10),
            takhte_engine::LogArg::Num(10),
        ]
    );
}

#[test]
fn victory_by_3_of_the_4_border_provinces() {
    let units = vec![unit(0, 0, KII, false), unit(1, 1, ISE, false)];
    let mut g = round_end(&[(12, 1), (13, 1), (14, 1)], units);
    // Tokugawa also holds 11 castles; take two away to test the border rule alone.
    g.control[16] = None;
    g.control[21] = None;
    assert!(g.castles(1) < 10);
    assert_eq!(g.borders(1), 3);
    g.apply(Action::Pass).unwrap();
    assert_eq!(
        g.result,
        Some(Verdict {
            winner: Some(1),
            reason: Reason::Borders
        })
    );
    assert_eq!(g.end_reason().unwrap().key, "sekigahara.reason.borders");
}

#[test]
fn when_both_qualify_more_units_wins_and_equal_units_draw() {
    let units = vec![
        unit(0, 0, KII, false),
        unit(1, 1, ISE, false),
        unit(1, 1, ISE, false),
    ];
    let mut g = round_end(&[(13, 0), (15, 0), (12, 1), (14, 1)], units.clone());
    g.apply(Action::Pass).unwrap();
    assert_eq!(
        g.result,
        Some(Verdict {
            winner: Some(1),
            reason: Reason::Units
        })
    );
    let mut g = round_end(&[(13, 0), (15, 0), (12, 1), (14, 1)], units[..2].to_vec());
    g.apply(Action::Pass).unwrap();
    assert_eq!(
        g.result,
        Some(Verdict {
            winner: None,
            reason: Reason::TiedVictory
        })
    );
    assert!(g.outcome().is_draw());
}

#[test]
fn the_round_limit_is_decided_by_castles_then_units_then_a_draw() {
    let units = vec![unit(0, 0, KII, false), unit(1, 1, ISE, false)];
    let mut g = round_end(&[(13, 0)], units.clone());
    g.round = ROUND_LIMIT - 1;
    g.apply(Action::Pass).unwrap();
    assert!(g.result.is_none(), "no victory before the last round");
    let mut g = round_end(&[(13, 0)], units.clone());
    g.round = ROUND_LIMIT;
    g.apply(Action::Pass).unwrap();
    assert_eq!(
        g.result,
        Some(Verdict {
            winner: Some(0),
            reason: Reason::RoundLimit
        })
    );
    let mut g = round_end(&[], units);
    g.round = ROUND_LIMIT;
    g.apply(Action::Pass).unwrap();
    assert_eq!(
        g.result,
        Some(Verdict {
            winner: None,
            reason: Reason::RoundLimit
        })
    );
    let reason = g.end_reason().unwrap();
    assert_eq!(reason.key, "sekigahara.end.round_limit");
    assert_eq!(
        reason.args[..],
        [
            takhte_engine::LogArg::Num(i64::from(ROUND_LIMIT)),
            takhte_engine::LogArg::Num(i64::from(g.castles(0))),
            takhte_engine::LogArg::Num(i64::from(g.castles(1))),
        ]
    );
}

#[test]
fn the_hand_is_refilled_to_6_at_the_end_of_the_round() {
    let units = vec![unit(0, 0, KII, false), unit(1, 1, ISE, false)];
    let mut g = round_end(&[], units);
    g.hands = [vec![0], vec![1, 2]];
    g.piles[0].retain(|&c| c != 0);
    g.piles[1].retain(|&c| c != 1 && c != 2);
    g.apply(Action::Pass).unwrap();
    assert_eq!(g.hands[0].len(), HAND);
    assert_eq!(g.hands[1].len(), HAND);
    assert_eq!(g.outlook[0].len(), OUTLOOK);
}

#[test]
fn the_event_phase_reveals_one_event_card_and_applies_it() {
    let mut hurt = unit(0, 0, KII, true);
    hurt.hits = 1;
    let units = vec![hurt, unit(1, 1, ISE, true)];
    // Rest (card 0): hits healed.
    let mut g = round_end(&[], units.clone());
    g.events_left = vec![0];
    g.apply(Action::Pass).unwrap();
    assert_eq!(g.event, Some(0));
    assert_eq!(g.units[0].hits, 0);
    // Rumours (card 2): sworn lost.
    let mut g = round_end(&[], units.clone());
    g.events_left = vec![2];
    g.apply(Action::Pass).unwrap();
    assert!(g.units.iter().all(|u| !u.sworn));
    // Heavy rain (card 3): no attacks; Tokugawa's letters (card 6): three actions.
    let mut g = round_end(&[], units.clone());
    g.events_left = vec![3];
    g.apply(Action::Pass).unwrap();
    assert!(g.no_attacks);
    let mut g = round_end(&[], units);
    g.events_left = vec![6];
    g.apply(Action::Pass).unwrap();
    assert_eq!((g.to_act(), g.actions_left), (Some(1), 3));
}
