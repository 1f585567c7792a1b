//! One test per seed rule of Port Royal (with the rulings), on hand-made positions.

use takhte_engine::bots::Strategy;
use takhte_engine::games::port_royal::content::{card, starting_gold, Kind, DECK_SIZE};
use takhte_engine::games::port_royal::{
    Action, Player, PortRoyal, PortRoyalOptions, Step, TARGET_POINTS,
};
use takhte_engine::record::start;
use takhte_engine::{Game, GameRng, Outcome, Record, RecordError};

/// Hands out card ids by name, each id once.
struct Ids(Vec<u8>);

impl Ids {
    fn new() -> Self {
        Ids(Vec::new())
    }
    fn get(&mut self, name: &str) -> u8 {
        let key = format!("port_royal.card.{name}");
        let id = (0..DECK_SIZE as u8)
            .find(|&c| card(c).name == key && !self.0.contains(&c))
            .unwrap_or_else(|| panic!("no more {name}"));
        self.0.push(id);
        id
    }
    fn many(&mut self, names: &[&str]) -> Vec<u8> {
        names.iter().map(|n| self.get(n)).collect()
    }
}

/// A game at the start of seat 0's turn: golds, owned cards, and the deck in this exact order.
fn game(golds: &[u32], owned: Vec<Vec<u8>>, deck: Vec<u8>) -> PortRoyal {
    let seats = golds
        .iter()
        .zip(owned)
        .map(|(&gold, cards)| Player { gold, cards })
        .collect();
    let mut s = PortRoyal::from_parts(seats, deck, Vec::new(), GameRng::new(1));
    s.pile.clear();
    s.recount_deck();
    s
}

fn play(s: &mut PortRoyal, actions: &[Action]) {
    for &a in actions {
        s.apply(a).unwrap_or_else(|e| panic!("{a:?} refused: {e}"));
    }
}

fn legal(s: &PortRoyal) -> Vec<Action> {
    let mut v = Vec::new();
    s.legal_actions(&mut v);
    v
}

#[test]
fn starting_gold_for_2_3_4_and_5_players() {
    for (players, gold) in [(2, 4), (3, 3), (4, 2), (5, 2)] {
        assert_eq!(starting_gold(players), gold);
        let s: PortRoyal = start(players, &PortRoyalOptions::default(), 9, 9).unwrap();
        assert!(s.seats.iter().all(|p| p.gold == gold && p.cards.is_empty()));
    }
    assert!(start::<PortRoyal>(1, &PortRoyalOptions::default(), 9, 9).is_err());
    assert!(start::<PortRoyal>(6, &PortRoyalOptions::default(), 9, 9).is_err());
}

#[test]
fn cards_are_revealed_one_at_a_time_and_the_player_chooses_to_go_on_or_stop() {
    let mut ids = Ids::new();
    let deck = ids.many(&["sloop", "deckhand", "brig"]);
    let mut s = game(&[0, 0], vec![vec![], vec![]], deck.clone());
    assert_eq!(legal(&s), vec![Action::Draw], "must reveal before stopping");
    play(&mut s, &[Action::Draw]);
    assert_eq!(s.harbour, vec![deck[0]]);
    assert_eq!(legal(&s), vec![Action::Draw, Action::Stop]);
    play(&mut s, &[Action::Draw]);
    assert_eq!(s.harbour, deck[..2].to_vec());
    play(&mut s, &[Action::Stop]);
    assert_eq!(s.active, 1, "nothing affordable: the turn ends at once");
    assert_eq!(s.seats[0].gold, 1);
}

#[test]
fn the_second_pirate_loses_this_turns_gold() {
    let mut ids = Ids::new();
    let deck = ids.many(&["galleon", "pirate", "frigate", "pirate", "sloop"]);
    let mut s = game(&[5, 0], vec![vec![], vec![]], deck.clone());
    play(&mut s, &[Action::Draw, Action::Draw, Action::Draw]);
    assert_eq!(s.step, Step::Reveal, "one pirate does not end the turn");
    play(&mut s, &[Action::Draw]);
    assert_eq!(
        s.seats[0].gold, 5,
        "no gold from this turn, earlier gold kept"
    );
    assert!(s.seats[0].cards.is_empty());
    assert_eq!(s.active, 1);
    assert!(s.harbour.is_empty());
    let last = s.last.unwrap();
    assert!(last.busted && last.bought.is_none() && last.banked == 0);
    assert_eq!(
        s.bottom.iter().copied().collect::<Vec<_>>(),
        vec![deck[4], deck[0], deck[1], deck[2], deck[3]],
        "the busted cards go to the bottom in the order revealed"
    );
}

#[test]
fn at_most_one_purchase() {
    let mut ids = Ids::new();
    let deck = ids.many(&["deckhand", "deckhand", "sloop"]);
    let mut s = game(&[20, 0], vec![vec![], vec![]], deck.clone());
    play(&mut s, &[Action::Draw, Action::Draw, Action::Stop]);
    assert_eq!(s.step, Step::Purchase);
    assert_eq!(
        legal(&s),
        vec![
            Action::Buy { slot: 0 },
            Action::Buy { slot: 1 },
            Action::Pass
        ]
    );
    play(&mut s, &[Action::Buy { slot: 1 }]);
    assert_eq!(s.seats[0].cards, vec![deck[1]]);
    assert_eq!(s.seats[0].gold, 14);
    assert_eq!(s.active, 1, "after one purchase the turn is over");
    assert!(s.apply(Action::Buy { slot: 0 }).is_err());
}

#[test]
fn stopping_banks_the_gold_of_every_revealed_ship() {
    let mut ids = Ids::new();
    let deck = ids.many(&["sloop", "galleon", "pirate", "brig"]);
    let mut s = game(&[0, 0], vec![vec![], vec![]], deck.clone());
    play(
        &mut s,
        &[Action::Draw, Action::Draw, Action::Draw, Action::Draw],
    );
    play(&mut s, &[Action::Stop, Action::Pass]);
    assert_eq!(s.seats[0].gold, 7);
    assert_eq!(
        s.discard,
        vec![deck[0], deck[1], deck[3]],
        "banked ships leave"
    );
    assert_eq!(s.bottom.iter().copied().collect::<Vec<_>>(), vec![deck[2]]);
}

#[test]
fn a_bought_ship_gives_no_gold() {
    let mut ids = Ids::new();
    let deck = ids.many(&["galleon", "brig"]);
    let mut s = game(&[10, 0], vec![vec![], vec![]], deck.clone());
    play(&mut s, &[Action::Draw, Action::Draw, Action::Stop]);
    play(&mut s, &[Action::Buy { slot: 0 }]);
    // 10 gold − 11 for the galleon + 2 from the brig; the galleon's own 4 gold is not paid.
    assert_eq!(s.seats[0].gold, 1);
    assert_eq!(s.seats[0].cards, vec![deck[0]]);
    assert_eq!(s.discard, vec![deck[1]]);
}

#[test]
fn the_cost_may_be_paid_with_the_gold_of_ships_revealed_this_turn() {
    let mut ids = Ids::new();
    let deck = ids.many(&["deckhand", "galleon", "sloop"]);
    let mut s = game(&[1, 0], vec![vec![], vec![]], deck);
    play(&mut s, &[Action::Draw, Action::Stop]);
    assert_eq!(s.active, 1, "1 gold cannot buy a 6-gold deckhand");
    let mut ids = Ids::new();
    let deck = ids.many(&["deckhand", "galleon", "sloop"]);
    let mut s = game(&[1, 0], vec![vec![], vec![]], deck);
    play(
        &mut s,
        &[Action::Draw, Action::Draw, Action::Draw, Action::Stop],
    );
    play(&mut s, &[Action::Buy { slot: 0 }]);
    assert_eq!(s.seats[0].gold, 0, "1 + 4 + 1 − 6");
}

#[test]
fn unbought_cards_go_to_the_bottom_of_the_deck_in_order() {
    let mut ids = Ids::new();
    let deck = ids.many(&["sailor", "pirate", "deckhand", "mate", "captain"]);
    let mut s = game(&[6, 0], vec![vec![], vec![]], deck.clone());
    play(
        &mut s,
        &[Action::Draw, Action::Draw, Action::Draw, Action::Draw],
    );
    play(&mut s, &[Action::Stop, Action::Buy { slot: 2 }]);
    assert_eq!(
        s.bottom.iter().copied().collect::<Vec<_>>(),
        vec![deck[4], deck[0], deck[1], deck[3]]
    );
}

#[test]
fn pirates_cannot_be_bought() {
    let mut ids = Ids::new();
    let deck = ids.many(&["pirate", "deckhand"]);
    let mut s = game(&[20, 0], vec![vec![], vec![]], deck);
    play(&mut s, &[Action::Draw, Action::Draw, Action::Stop]);
    let err = s.apply(Action::Buy { slot: 0 }).unwrap_err();
    assert_eq!(err.key, "port_royal.illegal.pirate");
    assert_eq!(legal(&s), vec![Action::Buy { slot: 1 }, Action::Pass]);
}

#[test]
fn ability_tavern_girl_makes_one_purchase_free() {
    let mut ids = Ids::new();
    let girl = ids.get("tavern_girl");
    let deck = ids.many(&["sloop", "brig", "sailor"]);
    let mut s = game(&[0, 0], vec![vec![girl], vec![]], deck.clone());
    assert_eq!(s.cost_for(0, deck[0]), 0, "cost 5: within her limit");
    assert_eq!(s.cost_for(0, deck[2]), 10, "cost 10: above her limit");
    play(&mut s, &[Action::Draw, Action::Draw, Action::Stop]);
    play(&mut s, &[Action::Buy { slot: 0 }]);
    assert_eq!(s.seats[0].cards, vec![girl, deck[0]]);
    assert_eq!(
        s.seats[0].gold, 2,
        "the sloop was free; the brig's 2 gold banked"
    );
}

#[test]
fn ability_trader_lowers_every_cost_by_one() {
    let mut ids = Ids::new();
    let trader = ids.get("trader");
    let deck = ids.many(&["sailor"]);
    let mut s = game(&[9, 0], vec![vec![trader], vec![]], deck.clone());
    assert_eq!(s.cost_for(0, deck[0]), 9);
    play(
        &mut s,
        &[Action::Draw, Action::Stop, Action::Buy { slot: 0 }],
    );
    assert_eq!(s.seats[0].gold, 0);
}

#[test]
fn ability_navigator_adds_gold_when_ships_are_banked() {
    let mut ids = Ids::new();
    let nav = ids.get("navigator");
    let deck = ids.many(&["brig", "deckhand"]);
    let mut s = game(&[0, 0], vec![vec![nav], vec![]], deck);
    play(&mut s, &[Action::Draw, Action::Stop]);
    assert_eq!(s.seats[0].gold, 3);
    let mut ids = Ids::new();
    let nav = ids.get("navigator");
    let deck = ids.many(&["deckhand", "brig"]);
    let mut s = game(&[0, 0], vec![vec![nav], vec![]], deck);
    play(&mut s, &[Action::Draw, Action::Stop]);
    assert_eq!(s.seats[0].gold, 0, "no ship banked, no bonus");
}

#[test]
fn ability_governor_pays_income_at_the_start_of_the_owners_turn() {
    let mut ids = Ids::new();
    let gov = ids.get("governor");
    let deck = ids.many(&["deckhand", "deckhand"]);
    let mut s = game(&[0, 0], vec![vec![], vec![gov]], deck);
    play(&mut s, &[Action::Draw, Action::Stop]);
    assert_eq!(s.active, 1);
    assert_eq!(s.seats[1].gold, 1);
    assert_eq!(s.seats[0].gold, 0);
}

#[test]
fn ability_jester_pays_gold_on_a_bust() {
    let mut ids = Ids::new();
    let jester = ids.get("jester");
    let deck = ids.many(&["pirate", "pirate"]);
    let mut s = game(&[0, 0], vec![vec![jester], vec![]], deck);
    play(&mut s, &[Action::Draw, Action::Draw]);
    assert!(s.last.unwrap().busted);
    assert_eq!(s.seats[0].gold, 2);
}

#[test]
fn ability_gunner_drives_off_the_pirate_that_would_bust() {
    let mut ids = Ids::new();
    let gunner = ids.get("gunner");
    let deck = ids.many(&["pirate", "pirate", "galleon", "pirate"]);
    let mut s = game(&[0, 0], vec![vec![gunner], vec![]], deck.clone());
    play(&mut s, &[Action::Draw, Action::Draw, Action::Draw]);
    assert_eq!(s.harbour, vec![deck[0], deck[2]]);
    assert_eq!(s.driven_off, 1);
    assert_eq!(s.bottom.back(), Some(&deck[1]), "driven to the bottom");
    play(&mut s, &[Action::Draw]);
    assert!(s.last.unwrap().busted, "only once per turn");
}

#[test]
fn ability_harbour_master_pays_for_a_big_haul() {
    let mut ids = Ids::new();
    let hm = ids.get("harbour_master");
    let deck = ids.many(&[
        "deckhand", "deckhand", "deckhand", "deckhand", "deckhand", "sloop", "mate",
    ]);
    let mut s = game(&[0, 0], vec![vec![hm], vec![]], deck);
    play(&mut s, &[Action::Draw; 6]);
    play(&mut s, &[Action::Stop]);
    assert_eq!(s.seats[0].gold, 3, "1 from the sloop + 2 for six cards");
}

#[test]
fn score_is_card_points_plus_one_per_5_gold() {
    let mut ids = Ids::new();
    let cards = ids.many(&["captain", "sailor", "trader"]);
    let s = game(&[14, 0], vec![cards, vec![]], ids.many(&["sloop"]));
    assert_eq!(s.card_points(0), 6);
    assert_eq!(s.score(0), 8);
    assert_eq!(s.view(1).players[0].score, 8);
}

#[test]
fn after_a_player_reaches_12_each_other_player_gets_exactly_one_more_turn() {
    let mut ids = Ids::new();
    let twelve = ids.many(&["captain", "captain", "captain"]);
    let deck = ids.many(&["sloop", "sloop", "sloop", "sloop", "sloop", "sloop"]);
    let mut s = game(&[4, 0, 0], vec![twelve, vec![], vec![]], deck);
    play(&mut s, &[Action::Draw, Action::Stop]);
    let e = s.end.unwrap();
    assert_eq!((e.seat, e.turns_left), (0, 2));
    play(&mut s, &[Action::Draw, Action::Stop]);
    assert_eq!(s.end.unwrap().turns_left, 1);
    assert_eq!(s.active, 2);
    play(&mut s, &[Action::Draw, Action::Stop]);
    assert_eq!(s.step, Step::Over, "seat 0 does not play again");
    assert_eq!(s.turns, vec![1, 1, 1]);
    assert_eq!(s.to_act(), None);
    assert_eq!(s.outcome().winners(), vec![0]);
    let reason = s.end_reason().unwrap();
    assert_eq!(reason.key, "port_royal.end.target");
    assert_eq!(
        reason.args[..],
        [
            takhte_engine::LogArg::Player(0),
            takhte_engine::LogArg::Num(12),
            takhte_engine::LogArg::Num(2)
        ],
        "seat 0 reached 12; two more turns were played"
    );
}

#[test]
fn the_game_ends_when_the_deck_is_empty() {
    let mut ids = Ids::new();
    let deck = ids.many(&["sloop", "deckhand"]);
    let mut s = game(&[0, 0], vec![vec![], vec![]], deck);
    play(&mut s, &[Action::Draw, Action::Draw]);
    assert!(s.deck_ran_out);
    assert_eq!(legal(&s), vec![Action::Stop], "nothing left to draw");
    assert!(s.end_reason().is_none(), "the last turn is still to finish");
    play(&mut s, &[Action::Stop]);
    assert_eq!(s.step, Step::Over);
    assert!(s.outcome().is_over());
    assert_eq!(s.end_reason().unwrap().key, "port_royal.end.deck");
}

#[test]
fn ties_go_to_more_gold_then_are_shared() {
    let mut ids = Ids::new();
    let a = ids.many(&["captain", "captain", "sailor"]);
    let b = ids.many(&["captain", "captain", "deckhand"]);
    let mut s = game(&[4, 9, 4], vec![a.clone(), b, vec![]], vec![]);
    s.step = Step::Over;
    match s.outcome() {
        Outcome::Finished { scores, ranks } => {
            assert_eq!(scores, vec![10, 10, 0]);
            assert_eq!(ranks, vec![1, 0, 2], "equal score: more gold wins");
        }
        Outcome::Running => panic!("over"),
    }
    let c = ids.many(&["captain", "captain", "sailor"]);
    let mut s = game(&[4, 4], vec![a, c], vec![]);
    s.step = Step::Over;
    assert!(s.outcome().is_draw(), "same score and gold: shared win");
}

#[test]
fn every_non_pirate_card_has_a_cost_and_about_one_in_ten_is_a_pirate() {
    let pirates = (0..DECK_SIZE as u8)
        .filter(|&c| card(c).kind == Kind::Pirate)
        .count();
    assert_eq!(pirates, 12);
    for c in 0..DECK_SIZE as u8 {
        let t = card(c);
        if t.kind != Kind::Pirate {
            assert!(t.cost > 0, "{} has a cost", t.name);
        }
        if t.kind == Kind::Ship {
            assert!((1..=4).contains(&t.gold), "{} ship gold 1–4", t.name);
        } else {
            assert_eq!(t.gold, 0);
        }
    }
}

#[test]
fn target_points_option_ends_the_game_at_the_chosen_score() {
    // Eight points of cards, no gold: the end is triggered at a target of 8, not at 9 or 12.
    for (target, triggered) in [(8, true), (9, false), (12, false)] {
        let mut ids = Ids::new();
        let eight = ids.many(&["captain", "captain"]);
        let mut s = game(
            &[0, 0],
            vec![eight, vec![]],
            ids.many(&["deckhand", "deckhand"]),
        );
        s.options.target_points = target;
        play(&mut s, &[Action::Draw, Action::Stop]);
        assert_eq!(s.score(0), 8);
        assert_eq!(s.end.is_some(), triggered, "target {target}");
        assert_eq!(s.view(1).options.target_points, target);
    }
    // A whole game at 20: no turn ends at 20 or more before the end is triggered, and the turn
    // that triggers it does.
    let options = PortRoyalOptions { target_points: 20 };
    let mut s: PortRoyal = start(3, &options, 4, 4).unwrap();
    assert_eq!(s.options, options);
    let mut rng = GameRng::new(4);
    let mut l = Vec::new();
    while s.to_act().is_some() {
        let (seat, turns, end) = (s.active, s.turns[s.active], s.end);
        s.legal_actions(&mut l);
        s.apply(PortRoyal::heuristic(&s.view(seat), &l, &mut rng))
            .unwrap();
        if end.is_none() && s.turns[seat] > turns {
            assert_eq!(s.end.is_some(), s.score(seat) >= 20, "seat {seat}");
        }
    }
    let e = s.end.expect("the game ended by the target score");
    assert_eq!(e.turns_left, 0);
    assert!(s.score(e.seat) >= 20, "the trigger does not play again");
}

#[test]
fn target_points_out_of_range_is_refused() {
    for target_points in [0, 7, 21, 255] {
        let err = start::<PortRoyal>(3, &PortRoyalOptions { target_points }, 1, 1).unwrap_err();
        assert_eq!(
            err.0,
            format!("port-royal: target_points must be 8–20, not {target_points}")
        );
    }
    for target_points in [*TARGET_POINTS.start(), *TARGET_POINTS.end()] {
        assert!(start::<PortRoyal>(3, &PortRoyalOptions { target_points }, 1, 1).is_ok());
    }
    // A record asking for it is refused too, not played at another target.
    let mut record = Record::new::<PortRoyal>(2, &PortRoyalOptions::default(), 1, 1);
    record.options = serde_json::json!({ "target_points": 30 });
    assert!(matches!(
        record.start::<PortRoyal>(),
        Err(RecordError::Setup(_))
    ));
}

#[test]
fn empty_options_object_means_defaults() {
    let o: PortRoyalOptions = serde_json::from_str("{}").unwrap();
    assert_eq!(o, PortRoyalOptions::default());
    assert_eq!(o.target_points, 12, "the ruling's target");
    let o: PortRoyalOptions = serde_json::from_str(r#"{"target_points": 15}"#).unwrap();
    assert_eq!(o.target_points, 15);
    assert!(
        serde_json::from_str::<PortRoyalOptions>(r#"{"target": 15}"#).is_err(),
        "unknown fields are refused"
    );
    let mut record = Record::new::<PortRoyal>(2, &PortRoyalOptions::default(), 1, 1);
    for empty in [serde_json::json!({}), serde_json::Value::Null] {
        record.options = empty;
        let s: PortRoyal = record.start().unwrap();
        assert_eq!(s.options, PortRoyalOptions::default());
    }
}
