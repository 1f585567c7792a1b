//! The knobs of the search bot and the three named levels.

use crate::bots::Strategy;
use serde::{Deserialize, Serialize};

/// Search iterations of the `normal` level.
pub const NORMAL_ITERATIONS: u32 = 500;
/// Search iterations of the `hard` level.
pub const HARD_ITERATIONS: u32 = 2000;
/// Percent of `easy` moves that are a uniformly random legal action instead of the heuristic's.
pub const EASY_NOISE_PERCENT: u32 = 15;
/// UCT exploration constant used by the levels (rewards lie in `0..=1`).
pub const EXPLORATION: f64 = 0.7;
/// Percent of rollout steps that ask the game's heuristic instead of picking at random.
pub const ROLLOUT_HEURISTIC_PERCENT: u32 = 90;
/// Only the first this many actions of a rollout may ask the heuristic; the rest are random
/// (the heuristics cost 10–100 random moves each, and games run to hundreds of actions).
pub const ROLLOUT_HEURISTIC_STEPS: u32 = 20;
/// Rollouts stop after this many actions; a cut rollout is scored by [`Strategy::estimate`], or as a
/// tie where the game has none.
pub const ROLLOUT_LIMIT: u32 = 2000;
/// Progressive bias towards the heuristic's move in the tree: `bias / (visits + 1)` is added to
/// its UCT value, and it is expanded first (0 turns both off).
pub const HEURISTIC_BIAS: f64 = 1.0;
/// Progressive widening: a node with `n` visits may have `1 + WIDENING·sqrt(n)` children legal
/// in the current sample before it stops expanding (0 expands every action first, as in plain
/// ISMCTS). Needed for games with hundreds of actions per decision.
pub const WIDENING: f64 = 2.0;
/// The search overrides the heuristic's move only when its pick's mean reward is higher by more
/// than this many standard errors (0: always play the search's pick).
pub const ANCHOR_Z: f64 = 2.0;
/// Weight of the normalized score in the reward (the rest is the rank reward).
pub const SCORE_WEIGHT: f64 = 0.0;
/// Whether the other seats play their heuristic's move inside the tree too (instead of UCT).
pub const OPPONENT_HEURISTIC: bool = false;
/// Root candidates of the paired evaluation (see [`SearchConfig::paired_candidates`]); 0 keeps
/// the tree search.
pub const PAIRED_CANDIDATES: u32 = 0;

/// How hard the search bot thinks.
///
/// The engine has no clock: `iterations` is the deterministic bound. `time_limit_ms` is only
/// honoured when the caller passes a clock (see [`super::clock_stop`]); with a time limit the
/// move depends on the machine's speed.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchConfig {
    /// At most this many iterations (one determinization, descent, rollout and update each).
    pub iterations: u32,
    /// At most this many milliseconds, if the caller supplies a clock.
    pub time_limit_ms: Option<u32>,
    /// UCT exploration constant `c` in `mean + c·sqrt(ln(available) / visits)`.
    pub exploration: f64,
    /// Percent (0–100) of rollout steps chosen by the game's heuristic; the rest are random.
    pub rollout_heuristic_percent: u32,
    /// Only the first this many rollout actions may ask the heuristic; later ones are random.
    pub rollout_heuristic_steps: u32,
    /// Rollout length cap in actions; a cut rollout is scored by [`Strategy::estimate`] (a tie where
    /// the game has none).
    pub rollout_limit: u32,
    /// Progressive bias towards the heuristic's move: `bias / (visits + 1)` added to its UCT
    /// value, and expanded first; 0 turns it off.
    pub heuristic_bias: f64,
    /// Progressive widening: at most `1 + widening·sqrt(visits)` children legal in the sample
    /// before a node stops expanding; 0 turns it off.
    pub widening: f64,
    /// Play the heuristic's move unless the search's pick is better by more than `anchor_z`
    /// standard errors of the difference of their mean rewards; 0 turns it off.
    pub anchor_z: f64,
    /// Weight in `0..=1` of the seat's normalized score in the reward; `1 - w` goes to rank.
    pub score_weight: f64,
    /// Model the other seats by their heuristic in the tree as in rollouts (on their own view of
    /// the sampled state): the tree then branches on the searching seat's own moves only.
    #[serde(default)]
    pub opponent_heuristic: bool,
    /// When above 0, no tree: up to this many root actions are each played out from the same
    /// determinizations with the same random numbers, and compared pairwise (see
    /// `search/paired.rs`); 0 keeps the tree search.
    #[serde(default)]
    pub paired_candidates: u32,
}

impl SearchConfig {
    /// A configuration with the level defaults and `iterations` iterations, no time limit.
    pub const fn with_iterations(iterations: u32) -> Self {
        SearchConfig {
            iterations,
            time_limit_ms: None,
            exploration: EXPLORATION,
            rollout_heuristic_percent: ROLLOUT_HEURISTIC_PERCENT,
            rollout_heuristic_steps: ROLLOUT_HEURISTIC_STEPS,
            rollout_limit: ROLLOUT_LIMIT,
            heuristic_bias: HEURISTIC_BIAS,
            widening: WIDENING,
            anchor_z: ANCHOR_Z,
            score_weight: SCORE_WEIGHT,
            opponent_heuristic: OPPONENT_HEURISTIC,
            paired_candidates: PAIRED_CANDIDATES,
        }
    }

    /// The `normal` level.
    pub const fn normal() -> Self {
        Self::with_iterations(NORMAL_ITERATIONS)
    }

    /// The `hard` level.
    pub const fn hard() -> Self {
        Self::with_iterations(HARD_ITERATIONS)
    }

    /// These settings with the paired root evaluation of up to `candidates` actions, rollouts
    /// by the heuristic alone and cut at `cut` actions (see `search/paired.rs`).
    pub const fn paired(self, candidates: u32, cut: u32) -> Self {
        SearchConfig {
            paired_candidates: candidates,
            rollout_heuristic_percent: 100,
            rollout_heuristic_steps: cut,
            rollout_limit: cut,
            ..self
        }
    }

    /// These settings as game `G` adjusts them ([`Strategy::tune_search`]), e.g.
    /// `SearchConfig::hard().for_game::<G>()`: the levels the app and the named bots use.
    pub fn for_game<G: Strategy>(self) -> Self {
        G::tune_search(self)
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        Self::normal()
    }
}
