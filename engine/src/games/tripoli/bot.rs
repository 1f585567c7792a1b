//! What the bots know of Tripoli: its heuristic and how it samples hidden information.

use super::{heuristic, sample, Action, Tripoli, View};
use crate::bots::Strategy;
use crate::rng::GameRng;

impl Strategy for Tripoli {
    fn heuristic(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristic::choose(view, legal, rng)
    }

    fn sample(view: &View, rng: &mut GameRng) -> Self {
        sample::sample(view, rng)
    }
}
