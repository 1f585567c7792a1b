//! Single-observer information-set MCTS: one tree over action sequences from the root, each
//! iteration on a fresh determinization of the observer's view.

use super::config::SearchConfig;
use super::math::ln;
use super::paired::paired_search;
use crate::bots::Strategy;
use crate::float::larger;
use crate::game::{Outcome, Seat};
use crate::rng::GameRng;

/// No node (end of a sibling list, no child yet).
const NONE: u32 = u32::MAX;

/// One node: the action that leads here from its parent, and its statistics.
#[derive(Clone, Debug)]
struct Node<A> {
    /// The action from the parent (the root's is unused).
    action: Option<A>,
    /// The seat that chose `action`; rewards are summed from its point of view.
    mover: Seat,
    /// First child, or `NONE`.
    first_child: u32,
    /// Next sibling, or `NONE`.
    next_sibling: u32,
    /// Iterations that went through this node.
    visits: u32,
    /// Iterations in which this node's action was legal when its parent was reached.
    avail: u32,
    /// Sum of the mover's rewards.
    reward: f64,
}

/// What one search found.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchReport<A> {
    /// The chosen action, always one of the legal actions given.
    pub action: A,
    /// Iterations run.
    pub iterations: u32,
    /// Tree nodes built.
    pub nodes: u32,
    /// Each root action's visit count and mean reward, in the order first tried.
    pub root: Vec<(A, u32, f64)>,
}

/// The search with its reusable buffers: keep one per bot to avoid reallocating between moves.
#[derive(Debug)]
pub struct Searcher<G: Strategy> {
    nodes: Vec<Node<G::Action>>,
    legal: Vec<G::Action>,
    tried: Vec<bool>,
    candidates: Vec<u32>,
    path: Vec<u32>,
    rewards: Vec<f64>,
}

impl<G: Strategy> Default for Searcher<G> {
    fn default() -> Self {
        Searcher {
            nodes: Vec::new(),
            legal: Vec::new(),
            tried: Vec::new(),
            candidates: Vec::new(),
            path: Vec::new(),
            rewards: Vec::new(),
        }
    }
}

impl<G: Strategy> Searcher<G> {
    /// Chooses one of `legal` for `seat` from `view` alone.
    ///
    /// Every iteration builds a full state with `G::sample(view, rng)` and re-keys its generator
    /// from `rng`, so hidden cards and future chance are both drawn afresh. `stop(done)` is asked
    /// before each iteration (after at least one) and ends the search when it returns true; the
    /// search also ends after `config.iterations`. With a `stop` that ignores time, the same
    /// view, legal list, config and generator state always give the same report.
    pub fn search(
        &mut self,
        view: &G::View,
        seat: Seat,
        legal: &[G::Action],
        config: &SearchConfig,
        rng: &mut GameRng,
        stop: &mut dyn FnMut(u32) -> bool,
    ) -> SearchReport<G::Action> {
        assert!(!legal.is_empty(), "search needs at least one legal action");
        if let Some(report) = G::decide(view, seat, legal, config, rng, stop) {
            return report;
        }
        if config.paired_candidates > 0 {
            return paired_search::<G>(view, seat, legal, config, rng, stop);
        }
        self.nodes.clear();
        self.nodes.push(Node {
            action: None,
            mover: seat,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            avail: 0,
            reward: 0.0,
        });
        let mut done = 0;
        if legal.len() > 1 {
            while done < config.iterations && (done == 0 || !stop(done)) {
                self.iterate(view, seat, config, rng);
                done += 1;
            }
        }
        self.report(view, legal, config, done, rng)
    }

    /// One iteration: determinize, descend while fully expanded, expand one, roll out, update.
    fn iterate(&mut self, view: &G::View, seat: Seat, config: &SearchConfig, rng: &mut GameRng) {
        let mut state = G::sample(view, rng);
        state.rng_mut().mix(rng.next_u64());
        debug_assert_eq!(
            state.to_act(),
            Some(seat),
            "{}: sample changed who acts",
            G::ID
        );
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
        while let Some(mover) = state.to_act() {
            state.legal_actions(&mut self.legal);
            if self.legal.is_empty() {
                break;
            }
            if config.opponent_heuristic && mover != seat {
                let action = match self.legal[..] {
                    [only] => only,
                    _ => G::heuristic(&state.view(mover), &self.legal, rng),
                };
                apply::<G>(&mut state, action);
                continue;
            }
            let next = self.select_or_expand(&state, node, mover, config, rng);
            let action = self.nodes[next as usize]
                .action
                .expect("a child has an action");
            apply::<G>(&mut state, action);
            self.path.push(next);
            let expanded = self.nodes[next as usize].visits == 0;
            node = next;
            if expanded {
                break;
            }
        }
        rollout(&mut state, &mut self.legal, config, rng);
        rewards(&state, config, &mut self.rewards);
        for &n in &self.path {
            let n = &mut self.nodes[n as usize];
            n.visits += 1;
            if let Some(r) = self.rewards.get(n.mover) {
                n.reward += r;
            }
        }
    }

    /// At `node`, with `self.legal` the actions of this determinization: bumps availability of
    /// the children legal here, then, while progressive widening leaves room (fewer than
    /// `1 + widening·sqrt(visits)` of them), expands an untried action (the heuristic's first when
    /// biased towards, else a random one); otherwise picks the best by UCT plus the bias.
    fn select_or_expand(
        &mut self,
        state: &G,
        node: u32,
        mover: Seat,
        config: &SearchConfig,
        rng: &mut GameRng,
    ) -> u32 {
        self.tried.clear();
        self.tried.resize(self.legal.len(), false);
        self.candidates.clear();
        let mut child = self.nodes[node as usize].first_child;
        while child != NONE {
            let c = &mut self.nodes[child as usize];
            if let Some(i) = self.legal.iter().position(|a| Some(*a) == c.action) {
                self.tried[i] = true;
                c.avail += 1;
                self.candidates.push(child);
            }
            child = c.next_sibling;
        }
        let hint = if config.heuristic_bias > 0.0 && self.legal.len() > 1 {
            Some(G::heuristic(&state.view(mover), &self.legal, rng))
        } else {
            None
        };
        let untried = self.tried.iter().filter(|t| !**t).count();
        let visits = f64::from(self.nodes[node as usize].visits);
        let room = config.widening <= 0.0
            || (self.candidates.len() as f64) < 1.0 + config.widening * visits.sqrt();
        if untried > 0 && (room || self.candidates.is_empty()) {
            let hinted = hint
                .and_then(|h| self.legal.iter().position(|a| *a == h))
                .filter(|&i| !self.tried[i]);
            let i = match hinted {
                Some(i) => i,
                None => {
                    let k = rng.index(untried);
                    (0..self.legal.len())
                        .filter(|&i| !self.tried[i])
                        .nth(k)
                        .expect("k < untried")
                }
            };
            let id = self.nodes.len() as u32;
            let parent = &mut self.nodes[node as usize];
            let next_sibling = parent.first_child;
            parent.first_child = id;
            self.nodes.push(Node {
                action: Some(self.legal[i]),
                mover,
                first_child: NONE,
                next_sibling,
                visits: 0,
                avail: 1,
                reward: 0.0,
            });
            return id;
        }
        let mut best = self.candidates[0];
        let mut best_value = f64::NEG_INFINITY;
        for &c in &self.candidates {
            let n = &self.nodes[c as usize];
            let visits = f64::from(n.visits);
            let mut value =
                n.reward / visits + config.exploration * (ln(f64::from(n.avail)) / visits).sqrt();
            if hint.is_some() && n.action == hint {
                value += config.heuristic_bias / (visits + 1.0);
            }
            if value > best_value {
                best_value = value;
                best = c;
            }
        }
        best
    }

    /// The most visited root action among `legal` (ties: better mean, then first tried), unless
    /// it is not clearly better than the heuristic's choice (see [`SearchConfig::anchor_z`]);
    /// the heuristic's choice if nothing was searched.
    fn report(
        &self,
        view: &G::View,
        legal: &[G::Action],
        config: &SearchConfig,
        iterations: u32,
        rng: &mut GameRng,
    ) -> SearchReport<G::Action> {
        let mut root = Vec::new();
        let mut child = self.nodes[0].first_child;
        while child != NONE {
            let n = &self.nodes[child as usize];
            let action = n.action.expect("a child has an action");
            if legal.contains(&action) && n.visits > 0 {
                root.push((action, n.visits, n.reward / f64::from(n.visits)));
            }
            child = n.next_sibling;
        }
        root.reverse();
        let best = root
            .iter()
            .fold(None::<&(G::Action, u32, f64)>, |best, r| match best {
                Some(b) if (b.1, b.2) >= (r.1, r.2) => Some(b),
                _ => Some(r),
            });
        let action = match best {
            None if legal.len() == 1 => legal[0],
            None => G::heuristic(view, legal, rng),
            Some(b) if config.anchor_z > 0.0 => {
                let hint = G::heuristic(view, legal, rng);
                match root.iter().find(|r| r.0 == hint) {
                    Some(h) if h.0 != b.0 && !clearly_better(b, h, config.anchor_z) => hint,
                    _ => b.0,
                }
            }
            Some(b) => b.0,
        };
        SearchReport {
            action,
            iterations,
            nodes: self.nodes.len() as u32,
            root,
        }
    }
}

/// Whether root action `a` beats `b` by more than `z` standard errors of the difference of their
/// mean rewards (`(action, visits, mean)` each; a pooled Bernoulli variance).
fn clearly_better<A>(a: &(A, u32, f64), b: &(A, u32, f64), z: f64) -> bool {
    let (na, nb) = (f64::from(a.1), f64::from(b.1));
    let pooled = (a.2 * na + b.2 * nb) / (na + nb);
    let variance = larger(0.01, pooled * (1.0 - pooled));
    a.2 - b.2 > z * (variance * (1.0 / na + 1.0 / nb)).sqrt()
}

/// Applies an action the game listed as legal, without its log line (nobody reads a search's
/// log); a refusal is an engine bug.
pub(super) fn apply<G: Strategy>(state: &mut G, action: G::Action) {
    if let Err(e) = state.apply_quiet(action) {
        panic!(
            "{}: engine refused its own legal action {action:?}: {e}",
            G::ID
        );
    }
}

/// Plays on from `state` to the end or the rollout cap: the game's heuristic (on the mover's
/// view) and random moves mixed for the first `rollout_heuristic_steps` actions, random ones
/// after.
pub(super) fn rollout<G: Strategy>(
    state: &mut G,
    legal: &mut Vec<G::Action>,
    config: &SearchConfig,
    rng: &mut GameRng,
) {
    let mut steps = 0;
    while let Some(seat) = state.to_act() {
        if steps >= config.rollout_limit {
            return;
        }
        state.legal_actions(legal);
        let action = if legal.len() <= 1 {
            match legal.first() {
                Some(&only) => only,
                None => return,
            }
        } else if steps < config.rollout_heuristic_steps
            && config.rollout_heuristic_percent > 0
            && rng.below(100) < config.rollout_heuristic_percent
        {
            G::heuristic(&state.view(seat), legal, rng)
        } else {
            legal[rng.index(legal.len())]
        };
        apply(state, action);
        steps += 1;
    }
}

/// `seat`'s reward in `0..=1` at the end of a rollout; see [`rewards`].
pub(super) fn reward_of<G: Strategy>(state: &G, seat: Seat, config: &SearchConfig) -> f64 {
    let mut out = Vec::with_capacity(state.players());
    rewards(state, config, &mut out);
    out.get(seat).copied().unwrap_or(0.0)
}

/// Fills `out` with each seat's reward in `0..=1` where a rollout stopped. A finished game: the
/// rank reward (1 alone first, `1/k` for `k` seats sharing first, 0 otherwise) blended with the
/// score normalized between the lowest and highest score. A rollout cut short: the game's
/// [`Strategy::estimate`], or a tie where it has none.
fn rewards<G: Strategy>(state: &G, config: &SearchConfig, out: &mut Vec<f64>) {
    out.clear();
    match state.outcome() {
        Outcome::Running => {
            let players = state.players();
            match state.estimate() {
                Some(chances) => out.extend(chances),
                None => out.resize(players, 1.0 / players.max(1) as f64),
            }
        }
        Outcome::Finished { scores, ranks } => {
            let firsts = ranks.iter().filter(|&&r| r == 0).count().max(1) as f64;
            let lo = scores.iter().copied().min().unwrap_or(0);
            let hi = scores.iter().copied().max().unwrap_or(0);
            let w = config.score_weight;
            for (rank, score) in ranks.iter().zip(scores) {
                let by_rank = if *rank == 0 { 1.0 / firsts } else { 0.0 };
                let by_score = if hi > lo {
                    f64::from(score - lo) / f64::from(hi - lo)
                } else {
                    0.5
                };
                out.push((1.0 - w) * by_rank + w * by_score);
            }
        }
    }
}
