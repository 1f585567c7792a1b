//! What the bots know of Sekigahara: its heuristic, how it samples hidden information and how it
//! tunes the search levels.

use super::{heuristic, sample, Action, Sekigahara, SekigaharaView};
use crate::bots::search::{SearchConfig, ROLLOUT_LIMIT};
use crate::bots::Strategy;
use crate::rng::GameRng;

/// The search levels think this many times longer here than their defaults.
const ITERATION_FACTOR: u32 = 2;
/// Paired rounds per root candidate: a level compares its iterations / this many candidates.
const ROUNDS_PER_CANDIDATE: u32 = 40;

impl Strategy for Sekigahara {
    fn heuristic(view: &SekigaharaView, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristic::choose(view, legal, rng)
    }

    fn sample(view: &SekigaharaView, rng: &mut GameRng) -> Self {
        sample::sample(view, rng)
    }

    /// Paired evaluation with heuristic rollouts to the end, at twice the iterations, of one
    /// candidate per 40 of them (`normal` 25 of 1,000, `hard` 100 of 4,000): `hard` won 304 of
    /// 400 games against the heuristic, where 12 candidates at 2,000 iterations won 281 and the
    /// tree search was about even (see `docs/lab/ai-log.md`).
    fn tune_search(level: SearchConfig) -> SearchConfig {
        let iterations = level.iterations.saturating_mul(ITERATION_FACTOR);
        let candidates = (iterations / ROUNDS_PER_CANDIDATE).max(2);
        SearchConfig {
            iterations,
            ..level.paired(candidates, ROLLOUT_LIMIT)
        }
    }
}
