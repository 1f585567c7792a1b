//! The random bot: a uniformly random legal action, for every game.

use super::{Bot, Seen};
use crate::game::Game;
use crate::rng::GameRng;

/// Picks uniformly among the legal actions; never looks at the view.
#[derive(Clone, Copy, Debug, Default)]
pub struct RandomBot;

impl<G: Game> Bot<G> for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }

    fn choose(&mut self, _: &mut Seen<'_, G>, legal: &[G::Action], rng: &mut GameRng) -> G::Action {
        legal[rng.index(legal.len())]
    }

    fn uniform(&self) -> bool {
        true
    }
}
