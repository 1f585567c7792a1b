//! What the bots know of Shikoku: its heuristic, how it samples hidden information and how it
//! tunes the search levels.

use super::{heuristic, rollout, sample, Action, Shikoku, ShikokuView};
use crate::bots::search::{SearchConfig, ROLLOUT_LIMIT};
use crate::bots::Strategy;
use crate::game::Seat;
use crate::rng::GameRng;

/// Root candidates of the search levels' paired evaluation: every legal action.
const PAIRED_CANDIDATES: u32 = u32::MAX;
/// The search levels run this fraction of the generic iterations (`hard` 500, `normal` 125).
const ITERATION_DIVISOR: u32 = 4;

impl Strategy for Shikoku {
    fn heuristic(view: &ShikokuView, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristic::choose(view, legal, rng)
    }

    fn sample(view: &ShikokuView, rng: &mut GameRng) -> Self {
        sample::sample(view, rng)
    }

    fn rollout_action(
        state: &Self,
        mover: Seat,
        searcher: Seat,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> Action {
        rollout::action(state, mover, searcher, legal, rng)
    }

    /// Paired evaluation of every legal action with rollouts to the end (`rollout`: the
    /// heuristic, the searching seat looking one decision ahead), on samples that infer the
    /// opponent's cards from their moves (`infer`), keeping the heuristic's move unless another
    /// is better by a standard error. A quarter of the level's iterations, as such a rollout
    /// costs about fifteen plain ones (see `docs/ai.md`).
    fn tune_search(level: SearchConfig) -> SearchConfig {
        SearchConfig {
            anchor_z: 1.0,
            iterations: level.iterations / ITERATION_DIVISOR,
            ..level.paired(PAIRED_CANDIDATES, ROLLOUT_LIMIT)
        }
    }
}
