//! The search bot never reads the true hidden state, in every real game: a state and another
//! one that differs only in what the bot's seat cannot know (drawn with `Strategy::sample` from that
//! seat's view: other hands, deck order, secret choices) lead to the same decision with the same
//! seed, with each game's own search settings.

use takhte_engine::bots::search::SearchConfig;
use takhte_engine::bots::{Bot, SearchBot, Seen, Strategy};
use takhte_engine::record::{fingerprint, start};
use takhte_engine::{with_game, GameRng, GAME_IDS};

fn check<G: Strategy>() {
    let mut differing = 0;
    for seed in 0..6u64 {
        let mut state: G = start(G::PLAYERS.0, &Default::default(), seed, seed + 100).unwrap();
        let mut rng = GameRng::new(seed);
        let mut legal = Vec::new();
        // Walk a heuristic game to a few positions and compare decisions there.
        for step in 0..60 {
            let Some(seat) = state.to_act() else { break };
            state.legal_actions(&mut legal);
            if step % 12 == 5 && legal.len() > 1 {
                let twin = G::sample(&state.view(seat), &mut rng.fork());
                let seen_json = |s: &G| serde_json::to_string(&s.view(seat)).unwrap();
                assert_eq!(
                    seen_json(&twin),
                    seen_json(&state),
                    "{}: sample keeps the view",
                    G::ID
                );
                if fingerprint(&twin) != fingerprint(&state) {
                    differing += 1;
                }
                let decide = |s: &G| {
                    let mut bot = SearchBot::<G>::new(
                        "normal",
                        SearchConfig::with_iterations(60).for_game::<G>(),
                    );
                    let mut r = GameRng::new(seed ^ step);
                    bot.choose(&mut Seen::new(s, seat), &legal, &mut r)
                };
                assert_eq!(
                    decide(&state),
                    decide(&twin),
                    "{}: seed {seed}, step {step}",
                    G::ID
                );
            }
            let action = G::heuristic(&state.view(seat), &legal, &mut rng);
            state.apply(action).unwrap();
        }
    }
    assert!(
        differing > 0,
        "{}: the twins never differed in hidden information",
        G::ID
    );
}

#[test]
fn search_decisions_do_not_depend_on_hidden_information_in_any_game() {
    for id in GAME_IDS {
        with_game!(*id, G => check::<G>(), _ => unreachable!());
    }
}

/// Search plays on sampled states, so they must be as playable as real ones: random games from
/// states sampled at many positions run to the end without a panic (overflow checks on).
fn sampled_states_play_out<G: Strategy>() {
    let mut legal = Vec::new();
    for seed in 0..20u64 {
        let mut state: G = start(G::PLAYERS.1, &Default::default(), seed, seed).unwrap();
        let mut rng = GameRng::new(seed);
        let mut step = 0u32;
        while let Some(seat) = state.to_act() {
            state.legal_actions(&mut legal);
            if step % 7 == 3 {
                let mut twin = G::sample(&state.view(seat), &mut rng.fork());
                let mut n = 0;
                while twin.to_act().is_some() && n < 5000 {
                    twin.legal_actions(&mut legal);
                    let a = legal[rng.index(legal.len())];
                    twin.apply(a).unwrap_or_else(|e| {
                        panic!("{}: sampled state refused its legal {a:?}: {e}", G::ID)
                    });
                    n += 1;
                }
                state.legal_actions(&mut legal);
            }
            let a = G::heuristic(&state.view(seat), &legal, &mut rng);
            state.apply(a).unwrap();
            step += 1;
            if step > 400 {
                break;
            }
        }
    }
}

#[test]
fn random_games_from_sampled_states_never_panic_in_any_game() {
    for id in GAME_IDS {
        with_game!(*id, G => sampled_states_play_out::<G>(), _ => unreachable!());
    }
}

/// The seat to act knows what it may do: every state sampled from its view lists exactly the
/// legal actions of the real state (the search's candidates come from the real list).
fn samples_keep_the_legal_actions<G: Strategy>() {
    let (mut legal, mut sampled) = (Vec::new(), Vec::new());
    let mut compared = 0;
    for seed in 0..20u64 {
        for players in [G::PLAYERS.0, G::PLAYERS.1] {
            let mut state: G = start(players, &Default::default(), seed, seed + 7).unwrap();
            let mut rng = GameRng::new(seed);
            for _ in 0..600 {
                let Some(seat) = state.to_act() else { break };
                state.legal_actions(&mut legal);
                for _ in 0..2 {
                    G::sample(&state.view(seat), &mut rng).legal_actions(&mut sampled);
                    assert_eq!(sampled, legal, "{}: seed {seed}, {players} players", G::ID);
                    compared += 1;
                }
                // Mostly the heuristic (it trades, fights and buys), sometimes anything.
                let a = if rng.below(4) == 0 {
                    legal[rng.index(legal.len())]
                } else {
                    G::heuristic(&state.view(seat), &legal, &mut rng)
                };
                state.apply(a).unwrap();
            }
        }
    }
    assert!(compared > 1000, "{}: only {compared} comparisons", G::ID);
}

#[test]
fn sampled_states_list_the_same_legal_actions_in_every_game() {
    for id in GAME_IDS {
        with_game!(*id, G => samples_keep_the_legal_actions::<G>(), _ => unreachable!());
    }
}
