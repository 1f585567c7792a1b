//! The heuristic bot.

use super::{Action, View};
use crate::rng::GameRng;

/// Picks an action.
pub fn choose(_view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
    legal[rng.index(legal.len())]
}
