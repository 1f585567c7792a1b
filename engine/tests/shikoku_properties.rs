//! Property tests for Shikoku over thousands of seeded random games: no panic, conservation,
//! no leak of hidden information, legal ⇔ accepted, sample consistency, records, bot strength.

use takhte_engine::bots::{Bot, HeuristicBot, RandomBot, Strategy};
use takhte_engine::games::shikoku::content::{CARD_COUNT, GOAL_COUNT, SUPPLY};
use takhte_engine::games::shikoku::{Action, Shikoku, Step};
use takhte_engine::testing::{
    assert_legal_iff_accepted, assert_record_round_trip, bot_game, random_games, random_pick,
};
use takhte_engine::{Game, GameRng, LogArg, NoOptions};

/// Every action that could ever be written: play or pass any card id (and a few beyond).
fn universe() -> Vec<Action> {
    (0..=CARD_COUNT as u8 + 2)
        .flat_map(|card| [Action::Play { card }, Action::Pass { card }])
        .collect()
}

/// Cards, goals and pieces are conserved, and the hands fit the turn structure.
fn check_conservation(s: &Shikoku) {
    let mut cards: Vec<u8> = s.deck.clone();
    cards.extend(s.hands.iter().flatten());
    cards.extend(s.played.iter().flatten());
    cards.extend(s.rounds.iter().flat_map(|r| r.played.iter().flatten()));
    cards.sort_unstable();
    assert_eq!(
        cards,
        (0..CARD_COUNT as u8).collect::<Vec<_>>(),
        "cards conserved"
    );

    let mut goals: Vec<u8> = s.goal_deck.clone();
    goals.extend(s.goals.iter().flatten());
    goals.extend(s.rounds.iter().flat_map(|r| r.goals));
    goals.sort_unstable();
    assert_eq!(
        goals,
        (0..GOAL_COUNT as u8).collect::<Vec<_>>(),
        "goals conserved"
    );

    for seat in 0..2 {
        let on_board: u8 = s.pieces.iter().map(|p| p[seat]).sum();
        assert_eq!(on_board + s.supply[seat], SUPPLY, "pieces conserved");
        assert!(s.passed[seat].iter().all(|c| s.hands[1 - seat].contains(c)));
    }
    for r in &s.rounds {
        assert_eq!(r.played[0].len() + r.played[1].len(), 10);
        for seat in 0..2 {
            let on_board: u8 = r.pieces.iter().map(|p| p[seat]).sum();
            assert_eq!(on_board + r.supply[seat], SUPPLY);
        }
    }
    let total: usize =
        s.hands.iter().map(Vec::len).sum::<usize>() + s.played.iter().map(Vec::len).sum::<usize>();
    match s.step {
        Step::Over => assert_eq!(total, 0),
        _ => assert_eq!(total, 10, "each round holds ten cards in hands or played"),
    }
    if s.step == Step::Play {
        assert!(!s.hands[s.turn].is_empty(), "whoever must play has a card");
    }
}

/// The same state with the opponent's hidden cards and goal swapped for undealt ones: the
/// seat's view must not change.
fn check_no_leak(s: &Shikoku, seat: usize) {
    let opp = 1 - seat;
    let mut t = s.clone();
    if let Some(i) = t.hands[opp]
        .iter()
        .position(|c| !t.passed[seat].contains(c))
    {
        if !t.deck.is_empty() {
            let hidden = t.hands[opp][i];
            let undealt = t.deck[0];
            t.hands[opp][i] = undealt;
            t.hands[opp].sort_unstable();
            t.deck[0] = hidden;
            t.deck.sort_unstable();
        }
    }
    if let (Some(_), Some(&g)) = (t.goals[opp], t.goal_deck.first()) {
        t.goal_deck[0] = t.goals[opp].unwrap();
        t.goal_deck.sort_unstable();
        t.goals[opp] = Some(g);
    }
    assert_eq!(
        s.view(seat),
        t.view(seat),
        "hidden information leaks into the view"
    );
    let v = s.view(seat);
    assert_eq!(v.hand, s.hands[seat]);
    assert_eq!(usize::from(v.opponent_hand_size), s.hands[opp].len());
    assert_eq!(v.my_goal, s.goals[seat]);
}

#[test]
fn thousands_of_random_games_end_without_panic_and_conserve_everything() {
    let outcomes = random_games::<Shikoku>(2, &NoOptions {}, 1, 4000, 60, |s| {
        check_conservation(s);
        check_no_leak(s, 0);
        check_no_leak(s, 1);
    });
    assert_eq!(outcomes.len(), 4000);
    assert!(outcomes.iter().all(|o| o.is_over()));
    let draws = outcomes.iter().filter(|o| o.is_draw()).count();
    assert!(draws < 400, "draws are rare: {draws}");
}

#[test]
fn listed_as_legal_is_exactly_what_apply_accepts() {
    let universe = universe();
    random_games::<Shikoku>(2, &NoOptions {}, 77, 300, 60, |s| {
        assert_legal_iff_accepted(s, &universe)
    });
}

#[test]
fn sample_is_consistent_with_the_view_it_came_from() {
    let mut rng = GameRng::new(5);
    random_games::<Shikoku>(2, &NoOptions {}, 500, 1000, 60, |s| {
        for seat in 0..2 {
            let v = s.view(seat);
            let t = Shikoku::sample(&v, &mut rng);
            assert_eq!(t.view(seat), v);
            check_conservation(&t);
            assert_eq!(t.to_act(), s.to_act());
        }
    });
}

#[test]
fn info_epoch_grows_on_passes_and_deals_but_not_on_plain_plays() {
    random_games::<Shikoku>(2, &NoOptions {}, 900, 200, 60, |s| {
        if s.to_act().is_none() {
            return;
        }
        let mut legal = Vec::new();
        s.legal_actions(&mut legal);
        for &a in &legal {
            let mut t = s.clone();
            let log = t.apply(a).unwrap();
            let dealt = t.rounds.len() > s.rounds.len() && t.step != Step::Over;
            match a {
                Action::Pass { .. } => assert!(t.info_epoch() > s.info_epoch()),
                Action::Play { .. } if dealt => assert!(t.info_epoch() > s.info_epoch()),
                Action::Play { .. } => assert_eq!(t.info_epoch(), s.info_epoch()),
            }
            assert!(log.key.starts_with("shikoku.log."));
            if let Action::Pass { .. } = a {
                assert_eq!(
                    &*log.args,
                    &[LogArg::Player(s.turn)],
                    "a pass hides its card"
                );
            }
        }
    });
}

#[test]
fn records_round_trip_through_json_and_replay_to_the_same_state() {
    for seed in 0..200u64 {
        // White by the heuristic, Black at random.
        assert_record_round_trip::<Shikoku>(2, seed, seed ^ 0xABCD, |s, legal, rng| {
            match s.to_act() {
                Some(0) => Shikoku::heuristic(&s.view(0), legal, rng),
                _ => random_pick(s, legal, rng),
            }
        });
    }
    let json = serde_json::to_string(&Action::Play { card: 7 }).unwrap();
    assert_eq!(json, r#"{"Play":{"card":7}}"#);
}

#[test]
fn the_heuristic_clearly_beats_the_random_bot_from_both_seats() {
    let mut wins = 0;
    let games = 400;
    for seed in 0..games {
        let heuristic_seat = (seed % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Shikoku>>> = vec![Box::new(RandomBot), Box::new(RandomBot)];
        bots[heuristic_seat] = Box::new(HeuristicBot);
        let o = bot_game::<Shikoku>(2, &NoOptions {}, seed, &mut bots);
        if o.winners() == vec![heuristic_seat] {
            wins += 1;
        }
    }
    assert!(
        wins * 100 > games * 80,
        "heuristic won only {wins} of {games}"
    );
}
