//! Property tests of Port Royal: seeded random games, conservation, hidden deck order,
//! legal ⇔ accepted, sampling consistency, record round trip, and the turn-count balance.

use takhte_engine::bots::{play_out, Bot, HeuristicBot, RandomBot, Strategy};
use takhte_engine::games::port_royal::content::{DECK_SIZE, TOTAL_GOLD};
use takhte_engine::games::port_royal::{Action, DeckTally, PortRoyal, PortRoyalOptions, Step};
use takhte_engine::record::start;
use takhte_engine::testing::{
    assert_estimate_is_a_distribution, assert_legal_iff_accepted, assert_record_round_trip,
    random_games, random_pick,
};
use takhte_engine::{Game, GameRng};

/// Every card is in exactly one place, the deck tally is right, and the gold adds up with the
/// bank.
fn check_conservation(s: &PortRoyal) {
    let mut seen = [0u8; DECK_SIZE];
    for &c in s
        .pile
        .iter()
        .chain(&s.bottom)
        .chain(&s.harbour)
        .chain(&s.discard)
        .chain(s.seats.iter().flat_map(|p| &p.cards))
    {
        seen[c as usize] += 1;
    }
    assert!(seen.iter().all(|&n| n == 1), "cards conserved");
    assert_eq!(
        s.tally,
        DeckTally::of(s.pile.iter().chain(&s.bottom)),
        "the running deck tally matches the deck"
    );
    let gold: u32 = s.seats.iter().map(|p| p.gold).sum();
    assert_eq!(s.bank + gold, TOTAL_GOLD, "gold conserved");
}

fn universe() -> Vec<Action> {
    let mut u = vec![Action::Draw, Action::Stop, Action::Pass];
    u.extend((0..40).map(|slot| Action::Buy { slot }));
    u
}

#[test]
fn seeded_random_games_for_2_to_5_players_end_and_conserve_cards_and_gold() {
    for players in 2..=5 {
        let outcomes =
            random_games::<PortRoyal>(players, &PortRoyalOptions::default(), 7, 500, 20_000, |s| {
                check_conservation(s);
                assert_estimate_is_a_distribution(s);
                if s.step != Step::Over {
                    assert!(s.to_act().is_some());
                }
            });
        assert!(outcomes.iter().all(|o| o.is_over()));
    }
}

#[test]
fn listed_as_legal_iff_accepted_by_apply() {
    let u = universe();
    let mut n = 0;
    for players in [2, 3, 5] {
        random_games::<PortRoyal>(
            players,
            &PortRoyalOptions::default(),
            100,
            20,
            20_000,
            |s| {
                n += 1;
                if n % 3 == 0 {
                    assert_legal_iff_accepted(s, &u);
                }
            },
        );
    }
}

#[test]
fn views_hide_the_deck_order() {
    random_games::<PortRoyal>(3, &PortRoyalOptions::default(), 200, 60, 20_000, |s| {
        let mut other = s.clone();
        other.pile.reverse();
        let mut all: Vec<u8> = other.pile.drain(..).chain(other.bottom.drain(..)).collect();
        all.rotate_left(1);
        other.bottom = all.into();
        for seat in 0..s.players() {
            let (a, b) = (s.view(seat), other.view(seat));
            assert_eq!(a, b, "two deck orders, one view");
            assert_eq!(a.deck_size as usize, s.deck_len());
        }
    });
}

#[test]
fn sample_is_consistent_with_the_view() {
    let mut rng = GameRng::new(5);
    random_games::<PortRoyal>(4, &PortRoyalOptions::default(), 300, 40, 20_000, |s| {
        for seat in 0..s.players() {
            let v = s.view(seat);
            let sampled = PortRoyal::sample(&v, &mut rng);
            assert_eq!(sampled.view(seat), v);
            check_conservation(&sampled);
        }
    });
}

#[test]
fn record_round_trip_replays_to_the_same_fingerprint() {
    for players in 2..=5 {
        assert_record_round_trip::<PortRoyal>(players, 11, 99, random_pick);
    }
}

#[test]
fn info_epoch_grows_with_every_revealed_card() {
    let mut s: PortRoyal = start(3, &PortRoyalOptions::default(), 4, 4).unwrap();
    let e0 = s.info_epoch();
    s.apply(Action::Draw).unwrap();
    assert!(s.info_epoch() > e0);
}

#[test]
fn heuristic_beats_random() {
    let mut wins = 0;
    let games = 300;
    for seed in 0..games {
        let mut rng = GameRng::new(seed);
        let mut s: PortRoyal =
            start(2, &PortRoyalOptions::default(), seed, rng.next_u64()).unwrap();
        let first = (seed % 2) as usize;
        let mut bots: Vec<Box<dyn Bot<PortRoyal>>> = vec![Box::new(RandomBot), Box::new(RandomBot)];
        bots[first] = Box::new(HeuristicBot);
        let o = play_out(&mut s, &mut bots, &mut rng, 100_000).outcome;
        if o.winners() == vec![first] {
            wins += 1;
        }
    }
    assert!(wins > games * 9 / 10, "heuristic won {wins} of {games}");
}

/// Heuristic 3-player games: (average turns per player, share ended by 12 points, by deck, by limit).
fn heuristic_stats(players: usize, games: u64) -> (f64, f64, f64, f64) {
    let (mut turns, mut by12, mut deck, mut limit) = (0u64, 0, 0, 0);
    for seed in 0..games {
        let mut rng = GameRng::new(seed ^ 0xABCD);
        let mut s: PortRoyal =
            start(players, &PortRoyalOptions::default(), seed, rng.next_u64()).unwrap();
        let mut bots: Vec<Box<dyn Bot<PortRoyal>>> = (0..players)
            .map(|_| Box::new(HeuristicBot) as Box<dyn Bot<PortRoyal>>)
            .collect();
        play_out(&mut s, &mut bots, &mut rng, 100_000);
        turns += s.turns.iter().map(|&t| u64::from(t)).sum::<u64>();
        if s.end.is_some() {
            by12 += 1;
        } else if s.deck_ran_out {
            deck += 1;
        } else {
            limit += 1;
        }
    }
    let g = games as f64;
    (
        turns as f64 / g / players as f64,
        by12 as f64 / g,
        deck as f64 / g,
        limit as f64 / g,
    )
}

#[test]
fn three_player_heuristic_games_last_15_to_25_turns_each() {
    for p in 2..=5 {
        let st = heuristic_stats(p, 200);
        println!(
            "players {p}: turns/player {:.2}, by 12 {:.3}, deck {:.3}, limit {:.3}",
            st.0, st.1, st.2, st.3
        );
    }
    let (t, by12, _, _) = heuristic_stats(3, 400);
    assert!((15.0..=25.0).contains(&t), "average turns per player {t}");
    assert!(by12 > 0.9, "most games end by 12 points: {by12}");
}
