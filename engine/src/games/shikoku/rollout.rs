//! The policy of the search's rollouts (not the `heuristic` bot): the opponent plays the
//! heuristic, and the searching seat looks one decision ahead, trying each legal action and
//! finishing the round with the heuristic for both seats on the sampled state (so it sees the
//! sampled opponent's cards: a stronger player of its own later moves than the heuristic, at
//! about fifteen times the cost of a rollout).

use super::heuristic::Rater;
use super::lookahead::Round;
use super::{Action, Shikoku};
use crate::game::Seat;
use crate::rng::GameRng;

/// The heuristic's move for `mover` in `state`, read straight from the state (the same choice
/// as on `mover`'s view, without building it).
fn heuristic(state: &Shikoku, mover: Seat, legal: &[Action], rng: &mut GameRng) -> Action {
    let rater = Rater::new(
        state.pieces,
        state.supply,
        &state.passed[mover],
        mover,
        state.goals[mover],
    );
    rater.choose(legal, rng)
}

/// The rollout move for `mover`: the heuristic's, or for `searcher` the legal action whose
/// round, finished by the heuristic on this state, ends with the best score difference.
pub fn action(
    state: &Shikoku,
    mover: Seat,
    searcher: Seat,
    legal: &[Action],
    rng: &mut GameRng,
) -> Action {
    let plain = heuristic(state, mover, legal, rng);
    if mover != searcher {
        return plain;
    }
    let seed = rng.next_u64();
    let round = Round::of(state);
    let value = |first: Action| {
        let mut r = round;
        r.apply(first);
        r.finish(searcher, &mut GameRng::new(seed))
    };
    let mut best = plain;
    let mut top = value(plain);
    for &a in legal {
        if a != plain {
            let v = value(a);
            if v > top {
                top = v;
                best = a;
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Strategy;
    use crate::game::{Game, NoOptions};

    /// The opponent's rollout move is the heuristic's on its own view; the searcher's is legal.
    #[test]
    fn the_opponent_plays_the_heuristic_and_the_searcher_a_legal_move() {
        let mut legal = Vec::new();
        for game in 0..10 {
            let mut state = Shikoku::new(2, &NoOptions {}, GameRng::new(game)).unwrap();
            let mut rng = GameRng::new(100 + game);
            while let Some(seat) = state.to_act() {
                state.legal_actions(&mut legal);
                let view = state.view(seat);
                let by_view = Shikoku::heuristic(&view, &legal, &mut rng.clone());
                let by_state = action(&state, seat, 1 - seat, &legal, &mut rng.clone());
                assert_eq!(by_view, by_state);
                let searched = action(&state, seat, seat, &legal, &mut rng);
                assert!(legal.contains(&searched));
                state.apply(searched).unwrap();
            }
        }
    }
}
