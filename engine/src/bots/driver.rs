//! Plays a game to the end with one bot per seat.

use super::{Bot, Seen};
use crate::game::{Game, Outcome};
use crate::rng::GameRng;

/// How a bot game went.
#[derive(Clone, Debug)]
pub struct PlayResult {
    /// The outcome (still `Running` if the action cap was reached).
    pub outcome: Outcome,
    /// Actions applied.
    pub actions: usize,
}

/// Lets `bots[seat]` act until the game ends or `max_actions` have been applied.
///
/// Panics if a bot picks an action the engine refuses: that is a bug in the engine or the bot.
pub fn play_out<G: Game>(
    state: &mut G,
    bots: &mut [Box<dyn Bot<G>>],
    rng: &mut GameRng,
    max_actions: usize,
) -> PlayResult {
    play_out_observed(state, bots, rng, max_actions, |_| {})
}

/// [`play_out`], handing every action applied to `observe` (in order, after it is applied): the
/// same game, move for move, for a caller that keeps the record.
pub fn play_out_observed<G: Game>(
    state: &mut G,
    bots: &mut [Box<dyn Bot<G>>],
    rng: &mut GameRng,
    max_actions: usize,
    mut observe: impl FnMut(&G::Action),
) -> PlayResult {
    let mut legal = Vec::new();
    let mut actions = 0;
    let uniform: Vec<bool> = bots.iter().map(|b| b.uniform()).collect();
    while let Some(seat) = state.to_act() {
        if actions >= max_actions {
            break;
        }
        if uniform[seat] {
            let action = state.random_step(rng, &mut legal);
            observe(&action);
            actions += 1;
            continue;
        }
        state.legal_actions(&mut legal);
        assert!(
            !legal.is_empty(),
            "{}: seat {seat} to act with no legal action",
            G::ID
        );
        let action = {
            let mut seen = Seen::new(&*state, seat);
            bots[seat].choose(&mut seen, &legal, rng)
        };
        if let Err(e) = state.apply_quiet(action) {
            panic!(
                "{}: engine refused its own legal action {action:?}: {e}",
                G::ID
            );
        }
        observe(&action);
        actions += 1;
    }
    PlayResult {
        outcome: state.outcome(),
        actions,
    }
}
