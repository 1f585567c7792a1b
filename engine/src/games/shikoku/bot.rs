//! What the bots know of Shikoku: its heuristic, how it samples hidden information and how the
//! search levels decide.

use super::{heuristic, sample, solve, Action, Shikoku, ShikokuView};
use crate::bots::search::{SearchConfig, SearchReport};
use crate::bots::Strategy;
use crate::game::Seat;
use crate::rng::GameRng;

/// The search levels sample this fraction of the generic iterations as opponent hands
/// (`hard` 1,000, `normal` 250).
const PARTICLE_DIVISOR: u32 = 2;
/// The search levels' own decisions branched on before the heuristic finishes the round.
const DEPTH: u32 = 3;

impl Strategy for Shikoku {
    fn heuristic(view: &ShikokuView, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristic::choose(view, legal, rng)
    }

    fn sample(view: &ShikokuView, rng: &mut GameRng) -> Self {
        sample::sample(view, rng)
    }

    /// The expectimax over the rest of the round (`solve`) on `config.iterations` sampled
    /// opponent hands, branching on [`DEPTH`] own decisions (see `docs/lab/ai-log.md`, sixth pass).
    fn decide(
        view: &ShikokuView,
        _: Seat,
        legal: &[Action],
        config: &SearchConfig,
        rng: &mut GameRng,
        stop: &mut dyn FnMut(u32) -> bool,
    ) -> Option<SearchReport<Action>> {
        let (action, chance) = solve::decide(view, legal, config.iterations, DEPTH, rng, stop);
        Some(SearchReport {
            action,
            iterations: config.iterations,
            nodes: 0,
            // The chosen action alone, with its estimated chance of winning (the hint's figure).
            root: vec![(action, config.iterations, chance)],
        })
    }

    /// The levels' iterations become sampled hands: [`PARTICLE_DIVISOR`] of them per hand.
    fn tune_search(level: SearchConfig) -> SearchConfig {
        SearchConfig {
            iterations: level.iterations / PARTICLE_DIVISOR,
            ..level
        }
    }
}
