//! Shores of Tripoli: property tests over many seeded random games.

use takhte_engine::bots::{Bot, HeuristicBot, RandomBot, Strategy};
use takhte_engine::games::tripoli::content::ZONES;
use takhte_engine::games::tripoli::{Action, Step, Tripoli, HAND_LIMIT, SHIPS};
use takhte_engine::record::start;
use takhte_engine::testing::{
    assert_legal_iff_accepted, assert_record_round_trip, bot_game, random_games, random_pick,
};
use takhte_engine::{Game, GameRng, NoOptions};

/// Every action that could ever be asked of the engine.
fn universe() -> Vec<Action> {
    let mut u = vec![Action::DrawOwn, Action::DrawEvent, Action::Pass];
    for card in 0..28 {
        u.push(Action::Play { card });
        u.push(Action::DiscardForShip { card });
        u.push(Action::DiscardDown { card });
    }
    u.extend((0..=ZONES as u8 + 1).map(|zone| Action::ChooseZone { zone }));
    u.extend((0..=SHIPS + 1).map(|n| Action::ChooseShips { n }));
    u
}

#[test]
fn random_games_end_never_panic_keep_ten_ships_and_every_card() {
    let outcomes = random_games::<Tripoli>(2, &NoOptions {}, 1, 3000, 5000, |s| {
        assert!(s.ships_conserved(), "10 ships per side: {s:?}");
        assert!(s.cards_conserved(), "every card accounted for: {s:?}");
        assert!(s.events_drawn.iter().all(|&n| n <= 3));
        assert!(
            s.actions_left <= 5,
            "the rules bound a turn's actions: {s:?}"
        );
        if s.to_act().is_some() {
            let other = 1 - s.turn;
            assert!(
                s.hands[other].len() <= HAND_LIMIT,
                "the waiting hand is within the limit"
            );
        }
    });
    assert!(outcomes.iter().all(|o| o.is_over()));
}

#[test]
fn listed_as_legal_iff_accepted() {
    let u = universe();
    let mut n = 0u64;
    random_games::<Tripoli>(2, &NoOptions {}, 500, 150, 5000, |s| {
        n += 1;
        if n.is_multiple_of(3) {
            assert_legal_iff_accepted(s, &u);
        }
    });
}

#[test]
fn views_hide_the_other_hand_and_deck_order() {
    random_games::<Tripoli>(2, &NoOptions {}, 900, 200, 5000, |s| {
        for seat in 0..2 {
            let other = 1 - seat;
            let mut t = s.clone();
            // Swap the other side's hand with cards of its deck, and reorder every deck.
            let k = t.hands[other].len().min(t.decks[other].len());
            for i in 0..k {
                std::mem::swap(&mut t.hands[other][i], &mut t.decks[other][i]);
            }
            t.hands[other].sort_unstable();
            t.decks[0].reverse();
            t.decks[1].reverse();
            t.events.reverse();
            assert_eq!(s.view(seat), t.view(seat), "hidden information leaked");
            let v = s.view(seat);
            assert_eq!(v.hand, s.hands[seat].to_vec());
            assert_eq!(usize::from(v.hand_count[other]), s.hands[other].len());
        }
    });
}

#[test]
fn a_card_drawn_this_turn_is_shown_new_until_played_or_the_turn_passes() {
    let mut marked = 0u64;
    random_games::<Tripoli>(2, &NoOptions {}, 2100, 300, 5000, |s| {
        for seat in 0..2 {
            let v = s.view(seat);
            let mut left = v.hand.clone();
            for c in &v.drawn {
                let i = left.iter().position(|x| x == c);
                assert!(i.is_some(), "a new card is in the hand: {v:?}");
                left.swap_remove(i.unwrap_or(0));
            }
            if s.turn != seat {
                assert!(v.drawn.is_empty(), "nothing is new outside one's turn");
            }
            marked += v.drawn.len() as u64;
        }
    });
    assert!(marked > 1000, "cards drawn were marked ({marked})");
    let fresh = Tripoli::new(2, &NoOptions {}, GameRng::new(5)).expect("new game");
    assert!(
        fresh.view(0).drawn.is_empty() && fresh.view(1).drawn.is_empty(),
        "the opening hand is not new"
    );
}

#[test]
fn a_view_says_why_a_card_is_refused_exactly_as_the_game_does() {
    let mut refused = 0u64;
    random_games::<Tripoli>(2, &NoOptions {}, 2500, 300, 5000, |s| {
        if s.step() != Step::Action {
            return;
        }
        let v = s.view(s.turn);
        for &card in &v.hand {
            let by_game = s.clone().apply(Action::Play { card }).err().map(|e| e.key);
            assert_eq!(v.play_refusal(card), by_game, "card {card} in {v:?}");
            refused += u64::from(by_game.is_some());
        }
    });
    assert!(refused > 50, "refusals were met ({refused})");
}

#[test]
fn sample_is_consistent_with_the_view() {
    let mut rng = GameRng::new(77);
    random_games::<Tripoli>(2, &NoOptions {}, 1300, 200, 5000, |s| {
        for seat in 0..2 {
            let v = s.view(seat);
            let sampled = Tripoli::sample(&v, &mut rng);
            assert_eq!(sampled.view(seat), v);
            assert!(sampled.cards_conserved());
            assert!(sampled.ships_conserved());
        }
    });
}

#[test]
fn record_round_trip_replays_to_the_same_state() {
    for seed in 0..40 {
        assert_record_round_trip::<Tripoli>(2, seed, 99, random_pick);
    }
}

#[test]
fn info_epoch_grows_when_a_card_is_drawn() {
    let mut s: Tripoli = start(2, &NoOptions {}, 3, 3).unwrap();
    let e = s.info_epoch();
    s.apply(Action::DrawOwn).unwrap();
    assert!(s.info_epoch() > e);
    let e = s.info_epoch();
    s.apply(Action::Pass).unwrap();
    assert_eq!(s.info_epoch(), e, "passing reveals nothing");
}

#[test]
fn heuristic_beats_random_on_both_sides() {
    let mut wins = 0;
    for seed in 0..60 {
        let h = (seed % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<Tripoli>>> = if h == 0 {
            vec![Box::new(HeuristicBot), Box::new(RandomBot)]
        } else {
            vec![Box::new(RandomBot), Box::new(HeuristicBot)]
        };
        let o = bot_game::<Tripoli>(2, &NoOptions {}, seed, &mut bots);
        if o.winners() == vec![h] {
            wins += 1;
        }
    }
    assert!(wins >= 54, "heuristic won only {wins} of 60");
}

/// The policy of the ruling of 2026-12-07: draw your own card, play an Orders card whenever you
/// can, otherwise pass (ships stay home). Two such sides replay the same cards for ever unless
/// the reshuffles are limited.
fn orders_first(state: &Tripoli, legal: &[Action]) -> Action {
    use takhte_engine::games::tripoli::content::{card, Effect};
    let me = state.turn;
    let orders = legal.iter().find(|a| {
        matches!(a, Action::Play { card: c } if matches!(card(me, *c).effect, Effect::Orders { .. }))
    });
    let pass = legal.iter().find(|a| matches!(a, Action::Pass));
    let own = legal.iter().find(|a| matches!(a, Action::DrawOwn));
    *own.or(orders).or(pass).unwrap_or(&legal[0])
}

/// The most turns a game of release 3 can last: every turn but the last begins with a draw by
/// one side or the other, or is a turn without a draw between two with one, and each side draws
/// at most its deck three times (the deal and two reshuffles) and three events.
fn turn_bound() -> usize {
    use takhte_engine::games::tripoli::content::deck;
    use takhte_engine::games::tripoli::releases::RESHUFFLES;
    use takhte_engine::games::tripoli::EVENT_LIMIT;
    let draws: usize = (0..2)
        .map(|side| deck(side).len() * (1 + usize::from(RESHUFFLES)) + usize::from(EVENT_LIMIT))
        .sum();
    2 * draws + 2
}

/// Plays `policy` for both sides under `rules` and returns the turns played, or `None` past
/// `cap` actions.
fn turns_played(
    rules: u32,
    seed: u64,
    cap: usize,
    mut policy: impl FnMut(&Tripoli, &[Action]) -> Action,
) -> Option<usize> {
    let mut state: Tripoli =
        takhte_engine::record::start_at(2, &NoOptions {}, seed, seed ^ 0x51, rules)
            .expect("set-up");
    let (mut legal, mut turns, mut actions) = (Vec::new(), 1, 0);
    while state.to_act().is_some() {
        if actions == cap {
            return None;
        }
        state.legal_actions(&mut legal);
        let before = state.turn;
        state
            .apply(policy(&state, &legal))
            .expect("a listed action");
        assert!(state.reshuffles.iter().all(|&n| rules < 3 || n <= 2));
        turns += usize::from(state.turn != before);
        actions += 1;
    }
    Some(turns)
}

#[test]
fn the_orders_first_loop_ends_under_release_3_and_ran_for_ever_before() {
    let mut looped = 0;
    for seed in 1..=20 {
        let before = turns_played(2, seed, 20_000, orders_first);
        looped += usize::from(before.is_none());
        let turns = turns_played(3, seed, 20_000, orders_first).expect("release 3 ends");
        assert!(turns <= turn_bound(), "seed {seed}: {turns} turns");
    }
    assert!(looped > 0, "the policy loops under release 2 in some deals");
}

#[test]
fn every_random_game_of_release_3_ends_within_the_bound() {
    for seed in 0..3000 {
        let mut rng = GameRng::new(seed);
        let turns = turns_played(3, seed, 50_000, |_, legal| legal[rng.index(legal.len())])
            .expect("every game ends");
        assert!(turns <= turn_bound(), "seed {seed}: {turns} turns");
    }
}
