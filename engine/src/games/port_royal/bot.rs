//! What the bots know of Port Royal: its heuristic, how it samples hidden information and how it
//! tunes the search levels.

use super::{heuristic, sample, Action, PortRoyal, PortRoyalView};
use crate::bots::search::{SearchConfig, ROLLOUT_LIMIT};
use crate::bots::Strategy;
use crate::rng::GameRng;

/// Root candidates of the search levels' paired evaluation: every legal action.
const PAIRED_CANDIDATES: u32 = u32::MAX;

impl Strategy for PortRoyal {
    fn heuristic(view: &PortRoyalView, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristic::choose(view, legal, rng)
    }

    fn sample(view: &PortRoyalView, rng: &mut GameRng) -> Self {
        sample::sample(view, rng)
    }

    /// Paired evaluation of every legal action with heuristic rollouts to the end: 47–13
    /// against the heuristic over 60 games, where the tree search was even (see `docs/ai.md`).
    fn tune_search(level: SearchConfig) -> SearchConfig {
        level.paired(PAIRED_CANDIDATES, ROLLOUT_LIMIT)
    }
}
