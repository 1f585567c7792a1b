//! Helpers shared by every game's property tests: seeded random games and the
//! "listed as legal ⇔ accepted by apply" check.

use crate::bots::{play_out, Bot, RandomBot, Strategy};
use crate::game::{Game, Outcome};
use crate::record::start;
use crate::rng::GameRng;

/// Plays `games` random games from consecutive seeds, calling `check` on every state reached;
/// returns the outcomes. Panics if a game exceeds `max_actions`.
pub fn random_games<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    games: u64,
    max_actions: usize,
    mut check: impl FnMut(&G),
) -> Vec<Outcome> {
    let mut legal = Vec::new();
    (0..games)
        .map(|i| {
            let mut rng = GameRng::new(seed.wrapping_add(i).wrapping_mul(0x9E37_79B9));
            let mut state = start::<G>(players, options, seed.wrapping_add(i), rng.next_u64())
                .expect("set-up succeeds");
            check(&state);
            let mut n = 0;
            while state.to_act().is_some() {
                assert!(
                    n < max_actions,
                    "{}: game {i} runs past {max_actions} actions",
                    G::ID
                );
                state.legal_actions(&mut legal);
                assert!(
                    !legal.is_empty(),
                    "{}: no legal action while running",
                    G::ID
                );
                let a = legal[rng.index(legal.len())];
                state
                    .apply(a)
                    .unwrap_or_else(|e| panic!("legal {a:?} refused: {e}"));
                check(&state);
                n += 1;
            }
            let outcome = state.outcome();
            assert!(outcome.is_over(), "{}: no one to act but not over", G::ID);
            outcome
        })
        .collect()
}

/// Asserts that every action of `universe` is listed as legal exactly when `apply` accepts it,
/// and that a refused action leaves the state unchanged.
pub fn assert_legal_iff_accepted<G: Game>(state: &G, universe: &[G::Action])
where
    G::Action: PartialEq,
{
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    for a in &legal {
        assert!(
            universe.contains(a),
            "{}: legal {a:?} missing from the universe",
            G::ID
        );
    }
    let before = serde_json::to_string(state).expect("state serializes");
    for &a in universe {
        let mut copy = state.clone();
        let listed = legal.contains(&a);
        match copy.apply(a) {
            Ok(_) => assert!(listed, "{}: apply accepted unlisted {a:?}", G::ID),
            Err(e) => {
                assert!(!listed, "{}: apply refused listed {a:?}: {e}", G::ID);
                let after = serde_json::to_string(&copy).expect("state serializes");
                assert_eq!(before, after, "{}: refused {a:?} changed the state", G::ID);
            }
        }
    }
}

/// Plays one game with the given bots from a seed; used by bot-strength tests.
pub fn bot_game<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    bots: &mut [Box<dyn Bot<G>>],
) -> Outcome {
    let mut rng = GameRng::new(seed ^ 0x5EED);
    let mut state = start::<G>(players, options, seed, rng.next_u64()).expect("set-up succeeds");
    play_out(&mut state, bots, &mut rng, 1_000_000).outcome
}

/// A random bot per seat.
pub fn random_bots<G: Game>(players: usize) -> Vec<Box<dyn Bot<G>>> {
    (0..players)
        .map(|_| Box::new(RandomBot) as Box<dyn Bot<G>>)
        .collect()
}

/// The record of one heuristic-bot game from `seed` (fixtures for cross-platform checks).
pub fn bot_record<G: Strategy>(players: usize, seed: u64) -> crate::record::Record {
    let options = G::Options::default();
    let mut record = crate::record::Record::new::<G>(players, &options, seed, seed ^ 0xA5A5);
    let mut state = record.start::<G>().expect("set-up succeeds");
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    while let Some(seat) = state.to_act() {
        state.legal_actions(&mut legal);
        let view = state.view(seat);
        let action = G::heuristic(&view, &legal, &mut rng);
        state.apply(action).expect("heuristic picks a legal action");
        record.push::<G>(&action);
    }
    record
}

/// Asserts that the game's estimate, where it has one, gives every seat a chance in `0..=1` and
/// that the chances sum to 1.
pub fn assert_estimate_is_a_distribution<G: Strategy>(state: &G) {
    if let Some(chances) = state.estimate() {
        assert_eq!(
            chances.len(),
            state.players(),
            "{}: one chance per seat",
            G::ID
        );
        assert!(
            chances.iter().all(|c| (0.0..=1.0).contains(c)),
            "{}: chances {chances:?} out of 0..=1",
            G::ID
        );
        let total: f64 = chances.iter().sum();
        assert!(
            (total - 1.0).abs() < 1e-9,
            "{}: chances sum to {total}",
            G::ID
        );
    }
}

/// Plays one game from `seed` and `salt` with `pick` choosing every move, recording it: each
/// move's log line uses the game's own `<id>.log.` keys, the info epoch never goes back, and
/// the record survives JSON unchanged and replays to the same state.
pub fn assert_record_round_trip<G: Game>(
    players: usize,
    seed: u64,
    salt: u64,
    mut pick: impl FnMut(&G, &[G::Action], &mut GameRng) -> G::Action,
) {
    let options = G::Options::default();
    let prefix = format!("{}.log.", G::ID.replace('-', "_"));
    let mut state: G = start(players, &options, seed, salt).expect("set-up succeeds");
    let mut record = crate::record::Record::new::<G>(players, &options, seed, salt);
    let mut rng = GameRng::new(seed);
    let mut legal = Vec::new();
    while state.to_act().is_some() {
        state.legal_actions(&mut legal);
        let action = pick(&state, &legal, &mut rng);
        let epoch = state.info_epoch();
        let log = state.apply(action).expect("the pick is legal");
        assert!(state.info_epoch() >= epoch, "{}: epoch went back", G::ID);
        assert!(
            log.key.starts_with(&prefix),
            "{}: log key {}",
            G::ID,
            log.key
        );
        record.push::<G>(&action);
    }
    let parsed = crate::record::Record::from_json(&record.to_json()).expect("the JSON parses");
    assert_eq!(parsed, record, "{}: JSON round trip", G::ID);
    let replayed: G = parsed.replay().expect("the record replays");
    assert_eq!(
        crate::record::fingerprint(&replayed),
        crate::record::fingerprint(&state),
        "{}: replay reaches the same state",
        G::ID
    );
}

/// Plays `games` random games from consecutive seeds twice in step: once by
/// [`Game::random_step`], once by listing, choosing `legal[rng.index(legal.len())]` and
/// [`Game::apply_quiet`]. Asserts that both take the same action with the same draws every
/// time and reach the same state (compared whole every `every` actions and at the end).
pub fn assert_random_step_matches_listing<G: Game>(
    players: usize,
    options: &G::Options,
    seed: u64,
    games: u64,
    every: usize,
) {
    let (mut legal, mut scratch) = (Vec::new(), Vec::new());
    for i in 0..games {
        let mut listing: G = start(players, options, seed + i, seed ^ i).expect("set-up succeeds");
        let mut stepping = listing.clone();
        let mut rng = GameRng::new(seed.wrapping_add(i).wrapping_mul(0x9E37_79B9));
        let mut step_rng = rng.clone();
        let mut n = 0;
        while listing.to_act().is_some() {
            listing.legal_actions(&mut legal);
            let expected = legal[rng.index(legal.len())];
            listing.apply_quiet(expected).expect("listed is accepted");
            let got = stepping.random_step(&mut step_rng, &mut scratch);
            assert_eq!(got, expected, "{}: game {i}, action {n}", G::ID);
            assert_eq!(step_rng, rng, "{}: game {i}, action {n}: draws", G::ID);
            n += 1;
            if n % every == 0 || listing.to_act().is_none() {
                assert_eq!(
                    format!("{stepping:?}"),
                    format!("{listing:?}"),
                    "{}: game {i}, after action {n}",
                    G::ID
                );
            }
        }
        assert!(stepping.to_act().is_none(), "{}: game {i} not over", G::ID);
    }
}

/// A uniformly random legal action, as a `pick` for [`assert_record_round_trip`].
pub fn random_pick<G: Game>(_: &G, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
    legal[rng.index(legal.len())]
}
