//! What the bots know of Settlers: its heuristic, how it samples hidden information, its
//! estimate of an unfinished game and how it tunes the search levels.

use super::{heuristic, sample, Action, Settlers, View};
use crate::bots::search::SearchConfig;
use crate::bots::Strategy;
use crate::game::chances_from_scores;
use crate::rng::GameRng;

/// Spread of provisional-score leads in [`Strategy::estimate`]: a lead of this much counts as a
/// three-in-four chance of winning.
const ESTIMATE_SCALE: f64 = 2.0;
/// Search rollouts stop after this many actions and are judged by [`Strategy::estimate`].
const ROLLOUT_CUT: u32 = 150;
/// Root candidates of the search levels' paired evaluation (the heuristic's proposals first).
const PAIRED_CANDIDATES: u32 = 8;

impl Strategy for Settlers {
    fn heuristic(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristic::choose(view, legal, rng)
    }

    fn sample(view: &View, rng: &mut GameRng) -> Self {
        sample::sample(view, rng)
    }

    /// Win chances from each seat's [`Settlers::progress`].
    fn estimate(&self) -> Option<Vec<f64>> {
        let scores: Vec<f64> = (0..self.n as usize).map(|s| self.progress(s)).collect();
        Some(chances_from_scores(&scores, ESTIMATE_SCALE))
    }

    /// Paired evaluation of 8 candidates with heuristic rollouts cut at [`ROLLOUT_CUT`] actions
    /// and judged by the estimate: 55–45 for one such `normal` against three heuristic bots over
    /// 100 games, where the tree search won 24–29% (see `docs/lab/ai-log.md`).
    fn tune_search(level: SearchConfig) -> SearchConfig {
        level.paired(PAIRED_CANDIDATES, ROLLOUT_CUT)
    }
}
