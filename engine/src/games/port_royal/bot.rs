//! What the bots know of Port Royal: its heuristic, how it samples hidden information and how it
//! tunes the search levels.

use super::{heuristic, sample, Action, PortRoyal, PortRoyalView};
use crate::bots::search::{paired_search, SearchConfig, SearchReport, ROLLOUT_LIMIT};
use crate::bots::Strategy;
use crate::game::Seat;
use crate::rng::GameRng;

/// Root candidates of the search levels' paired evaluation: every legal action.
const PAIRED_CANDIDATES: u32 = u32::MAX;

/// A reveal that risks the turn (draw again or stop, with a pirate in the harbour) is searched
/// with this share of the level's iterations, the level's full search being kept for the
/// purchase; a reveal that cannot bust the turn draws without a search (issue 46: a bot turn of
/// 23 reveals took 23 full searches). An eighth of the search for every reveal lost too much:
/// `normal` against `heuristic` went from 74–26 to 59–41 (seed 1, 100 games).
const REVEAL_DIVISOR: u32 = 2;

/// True if `legal` is a reveal decision: draw another card, or stop.
fn is_reveal(legal: &[Action]) -> bool {
    legal
        .iter()
        .all(|a| matches!(a, Action::Draw | Action::Stop))
}

impl Strategy for PortRoyal {
    fn heuristic(view: &PortRoyalView, legal: &[Action], rng: &mut GameRng) -> Action {
        heuristic::choose(view, legal, rng)
    }

    fn sample(view: &PortRoyalView, rng: &mut GameRng) -> Self {
        sample::sample(view, rng)
    }

    /// A reveal that cannot bust draws at once, one that can gets a shorter paired evaluation
    /// ([`REVEAL_DIVISOR`]); the purchase (and anything else) the level's full search.
    fn decide(
        view: &PortRoyalView,
        seat: Seat,
        legal: &[Action],
        config: &SearchConfig,
        rng: &mut GameRng,
        stop: &mut dyn FnMut(u32) -> bool,
    ) -> Option<SearchReport<Action>> {
        if !is_reveal(legal) || config.paired_candidates == 0 {
            return None;
        }
        if legal.contains(&Action::Draw) && view.deck_size > 1 && heuristic::safe_draw(view) {
            // Nothing to lose by drawing: the heuristic's draw, at once.
            return Some(SearchReport {
                action: Action::Draw,
                iterations: 0,
                nodes: 0,
                root: Vec::new(),
            });
        }
        let quick = SearchConfig {
            iterations: (config.iterations / REVEAL_DIVISOR).max(2),
            ..*config
        };
        Some(paired_search::<PortRoyal>(
            view, seat, legal, &quick, rng, stop,
        ))
    }

    /// Paired evaluation of every legal action with heuristic rollouts to the end: 47–13
    /// against the heuristic over 60 games, where the tree search was even (see `docs/lab/ai-log.md`).
    fn tune_search(level: SearchConfig) -> SearchConfig {
        level.paired(PAIRED_CANDIDATES, ROLLOUT_LIMIT)
    }
}
