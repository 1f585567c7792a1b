//! Paired root evaluation: every candidate action of the root is played out from the *same*
//! determinization with the *same* random numbers (common random numbers), so the difference
//! between two candidates is measured on identical hidden cards, dice and rollout choices.
//!
//! In games where luck dwarfs the value of one decision (a push-your-luck draw, a card to pass),
//! independent samples need thousands of rollouts per action to tell two moves apart; paired
//! samples need far fewer, because the luck both moves share cancels out of their difference.

use super::config::SearchConfig;
use super::tree::{apply, reward_of, rollout, SearchReport};
use crate::bots::Strategy;
use crate::game::Seat;
use crate::rng::GameRng;

/// Heuristic calls (each on a fresh generator) used to propose candidates before random ones.
const PROPOSALS_PER_CANDIDATE: u32 = 2;

/// Runs the paired evaluation of up to `config.paired_candidates` root actions; see the module.
///
/// Candidates: the heuristic's move on the view first, then other moves the heuristic proposes
/// with other random draws, then random legal actions. Each round samples one state and one
/// rollout generator and plays every candidate out from a copy of them; a round costs one
/// iteration per candidate. The heuristic's move is kept unless another candidate's mean paired
/// advantage over it exceeds `anchor_z` standard errors.
pub fn paired_search<G: Strategy>(
    view: &G::View,
    seat: Seat,
    legal: &[G::Action],
    config: &SearchConfig,
    rng: &mut GameRng,
    stop: &mut dyn FnMut(u32) -> bool,
) -> SearchReport<G::Action> {
    let candidates = candidates::<G>(view, legal, config.paired_candidates as usize, rng);
    let k = candidates.len();
    let mut stats = vec![Paired::default(); k];
    let mut rewards = vec![None; k];
    let mut buffer = Vec::new();
    let mut done = 0u32;
    while k > 1 && done + k as u32 <= config.iterations.max(k as u32) && (done == 0 || !stop(done))
    {
        let base = G::sample(view, rng);
        let key = rng.next_u64();
        let rollout_seed = rng.next_u64();
        base.legal_actions(&mut buffer);
        let legal_here = buffer.clone();
        for (i, &action) in candidates.iter().enumerate() {
            // A sample should allow every move the view allows; one that does not is skipped.
            rewards[i] = legal_here.contains(&action).then(|| {
                let mut state = base.clone();
                state.rng_mut().mix(key);
                apply(&mut state, action);
                let mut rollout_rng = GameRng::new(rollout_seed);
                rollout(&mut state, &mut buffer, config, &mut rollout_rng);
                reward_of(&state, seat, config)
            });
        }
        for i in 0..k {
            stats[i].add(rewards[i], rewards[0]);
        }
        done += k as u32;
    }
    let best = (0..k)
        .max_by(|&a, &b| {
            stats[a]
                .advantage()
                .partial_cmp(&stats[b].advantage())
                .expect("rewards are finite")
                .then(b.cmp(&a))
        })
        .unwrap_or(0);
    let chosen = if stats[best].clearly_positive(config.anchor_z) {
        best
    } else {
        0
    };
    SearchReport {
        action: candidates[chosen],
        iterations: done,
        nodes: 0,
        root: (0..k)
            .map(|i| (candidates[i], stats[i].runs, stats[i].mean()))
            .collect(),
    }
}

/// One candidate's rewards, and its paired differences with the heuristic's move.
#[derive(Clone, Debug, Default)]
struct Paired {
    /// Rollouts of this candidate.
    runs: u32,
    /// Sum of its rewards.
    sum: f64,
    /// Rounds in which both it and the heuristic's move were played out.
    pairs: u32,
    /// Sum of its reward minus the heuristic move's, over those rounds.
    diff: f64,
    /// Sum of the squared differences.
    diff_sq: f64,
}

impl Paired {
    /// Records one round: this candidate's reward and the heuristic move's, if played out.
    fn add(&mut self, reward: Option<f64>, base: Option<f64>) {
        let Some(r) = reward else { return };
        self.runs += 1;
        self.sum += r;
        if let Some(b) = base {
            self.pairs += 1;
            self.diff += r - b;
            self.diff_sq += (r - b) * (r - b);
        }
    }

    /// Mean reward (0 without rollouts).
    fn mean(&self) -> f64 {
        self.sum / f64::from(self.runs.max(1))
    }

    /// Mean paired advantage over the heuristic's move (0 without pairs).
    fn advantage(&self) -> f64 {
        self.diff / f64::from(self.pairs.max(1))
    }

    /// Whether the advantage is above 0 by more than `z` standard errors (any positive
    /// advantage when `z` is 0).
    fn clearly_positive(&self, z: f64) -> bool {
        let n = f64::from(self.pairs.max(1));
        let mean = self.advantage();
        let variance = (self.diff_sq / n - mean * mean).max(0.0);
        mean > 0.0 && (z <= 0.0 || mean > z * (variance / n).sqrt())
    }
}

/// Up to `cap` distinct legal actions: the heuristic's move first, then the heuristic's other
/// proposals under other random draws, then random legal actions.
fn candidates<G: Strategy>(
    view: &G::View,
    legal: &[G::Action],
    cap: usize,
    rng: &mut GameRng,
) -> Vec<G::Action> {
    let cap = cap.clamp(1, legal.len());
    let mut out = vec![G::heuristic(view, legal, rng)];
    for _ in 0..PROPOSALS_PER_CANDIDATE * cap as u32 {
        if out.len() >= cap {
            break;
        }
        let proposal = G::heuristic(view, legal, rng);
        if !out.contains(&proposal) {
            out.push(proposal);
        }
    }
    let mut rest: Vec<G::Action> = legal.iter().copied().filter(|a| !out.contains(a)).collect();
    rng.shuffle(&mut rest);
    let room = cap - out.len().min(cap);
    out.extend(rest.into_iter().take(room));
    out
}
