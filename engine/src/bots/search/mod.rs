//! The search bot: information-set Monte Carlo tree search over any [`Game`], deciding from the
//! bot's own view only, and the three levels `easy`, `normal` and `hard`.
//!
//! Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): one tree whose nodes are action
//! sequences from the root; each iteration samples a full state from the view with
//! [`Strategy::sample`], descends by UCT among the children legal in that sample (availability
//! counts), expands one action, rolls out with a heuristic/random mix and backs up a reward per
//! seat. The true state is never read: the bot only calls `sample` on its own view.

mod config;
mod math;
mod paired;
mod tree;

pub use config::{
    SearchConfig, ANCHOR_Z, EASY_NOISE_PERCENT, EXPLORATION, HARD_ITERATIONS, HEURISTIC_BIAS,
    NORMAL_ITERATIONS, OPPONENT_HEURISTIC, PAIRED_CANDIDATES, ROLLOUT_HEURISTIC_PERCENT,
    ROLLOUT_HEURISTIC_STEPS, ROLLOUT_LIMIT, SCORE_WEIGHT,
};
pub(crate) use paired::paired_search;
pub use tree::{SearchReport, Searcher};

use super::{Bot, Seen};
use crate::bots::Strategy;
use crate::game::Seat;
use crate::rng::GameRng;

/// Runs one search with fresh buffers; see [`Searcher::search`]. `stop` may be `&mut |_| false`.
pub fn search<G: Strategy>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    config: &SearchConfig,
    rng: &mut GameRng,
    stop: &mut dyn FnMut(u32) -> bool,
) -> SearchReport<G::Action> {
    Searcher::<G>::default().search(view, seat, legal, config, rng, stop)
}

/// The generator a search of the position after `actions` actions of a record with salt `salt`
/// starts from: the app's worker uses it, and `takhte-sim decide` too, so both search the
/// same position with the same random numbers.
pub fn position_rng(salt: u64, actions: usize) -> GameRng {
    GameRng::new(salt ^ (actions as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// A `stop` hook that ends the search once `config.time_limit_ms` has passed on the caller's
/// millisecond clock `now_ms` (for example `performance.now()` in the browser), reading the
/// clock every 8 iterations; without a time limit it never stops the search.
pub fn clock_stop<'a>(
    config: &SearchConfig,
    mut now_ms: impl FnMut() -> f64 + 'a,
) -> impl FnMut(u32) -> bool + 'a {
    let limit = config.time_limit_ms.map(f64::from);
    let start = if limit.is_some() { now_ms() } else { 0.0 };
    move |done| match limit {
        Some(limit) => done % 8 == 0 && now_ms() - start >= limit,
        None => false,
    }
}

/// The search bot as a [`Bot`]: ISMCTS with a [`SearchConfig`], optionally with a clock.
pub struct SearchBot<G: Strategy> {
    name: &'static str,
    config: SearchConfig,
    clock: Option<Box<dyn FnMut() -> f64>>,
    searcher: Searcher<G>,
}

impl<G: Strategy> SearchBot<G> {
    /// A search bot called `name`, bounded by `config.iterations` only.
    pub fn new(name: &'static str, config: SearchConfig) -> Self {
        SearchBot {
            name,
            config,
            clock: None,
            searcher: Searcher::default(),
        }
    }

    /// Adds a millisecond clock so `config.time_limit_ms` is honoured too.
    pub fn with_clock(mut self, now_ms: Box<dyn FnMut() -> f64>) -> Self {
        self.clock = Some(now_ms);
        self
    }

    /// The configuration this bot searches with.
    pub fn config(&self) -> &SearchConfig {
        &self.config
    }
}

impl<G: Strategy> Bot<G> for SearchBot<G> {
    fn name(&self) -> &'static str {
        self.name
    }

    fn choose(
        &mut self,
        seen: &mut Seen<'_, G>,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> G::Action {
        if legal.len() == 1 {
            return legal[0];
        }
        let seat = seen.seat();
        let mut search_rng = rng.fork();
        let config = self.config;
        let view = seen.view();
        let report = match self.clock.as_mut() {
            Some(clock) => {
                let mut stop = clock_stop(&config, &mut **clock);
                self.searcher
                    .search(view, seat, legal, &config, &mut search_rng, &mut stop)
            }
            None => self
                .searcher
                .search(view, seat, legal, &config, &mut search_rng, &mut |_| false),
        };
        report.action
    }
}

/// The `easy` level: the game's heuristic, but a uniformly random legal action
/// [`EASY_NOISE_PERCENT`] percent of the time.
#[derive(Clone, Copy, Debug)]
pub struct NoisyHeuristicBot {
    /// Percent (0–100) of random moves.
    pub noise_percent: u32,
}

impl Default for NoisyHeuristicBot {
    fn default() -> Self {
        NoisyHeuristicBot {
            noise_percent: EASY_NOISE_PERCENT,
        }
    }
}

impl<G: Strategy> Bot<G> for NoisyHeuristicBot {
    fn name(&self) -> &'static str {
        "easy"
    }

    fn choose(
        &mut self,
        seen: &mut Seen<'_, G>,
        legal: &[G::Action],
        rng: &mut GameRng,
    ) -> G::Action {
        if legal.len() > 1 && rng.below(100) < self.noise_percent {
            legal[rng.index(legal.len())]
        } else {
            G::heuristic(seen.view(), legal, rng)
        }
    }
}
