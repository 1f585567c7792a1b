//! The heuristic bot (placeholder until the evaluation lands).

use super::{Action, ShikokuView};
use crate::rng::GameRng;

/// Picks an action from the view.
pub fn choose(_view: &ShikokuView, legal: &[Action], rng: &mut GameRng) -> Action {
    legal[rng.index(legal.len())]
}
