//! The heuristic bot: one determinization of the view, then a greedy look at every legal action
//! (resolving its follow-up choices greedily) scored by a static evaluation.

use super::content::{deck, Effect};
use super::{sample, Action, Step, Tripoli, View};
use crate::float::larger;
use crate::game::{Game, Seat};
use crate::rng::GameRng;

/// A rough worth of holding a card with `effect`.
fn card_worth(effect: Effect) -> f32 {
    match effect {
        Effect::Raid { points } | Effect::Points { points } => f32::from(points),
        Effect::Orders { .. } => 1.5,
        Effect::Deploy { max } | Effect::Sail { max } => 0.4 * f32::from(max),
        Effect::Battle { sink } => f32::from(sink),
        Effect::Bombard { sink } => 1.2 * f32::from(sink),
        Effect::Reinforce { ships } => 0.6 * f32::from(ships),
        Effect::Storm => 0.5,
    }
}

/// Static evaluation of `s` for `me`.
fn eval(s: &Tripoli, me: Seat) -> f32 {
    let o = 1 - me;
    if s.over {
        let d = (s.keys(me), s.keys(o));
        return match d.0.cmp(&d.1) {
            std::cmp::Ordering::Greater => 1000.0,
            std::cmp::Ordering::Less => -1000.0,
            std::cmp::Ordering::Equal => 0.0,
        };
    }
    let cards =
        |side: Seat| (s.hands[side].len() + s.decks[side].len() + s.played[side].len()) as f32;
    let sea = |side: Seat| f32::from(s.at_sea(side).min(3));
    (s.score(me) - s.score(o)) as f32
        + 0.3 * (cards(me) - cards(o))
        + 0.3 * (sea(me) - sea(o))
        + 0.1 * f32::from(s.reserve[o])
        - 0.1 * f32::from(s.reserve[me])
}

/// Look-ahead depth after the candidate action.
const DEPTH: usize = 4;

/// The buffers of one level of the look-ahead, kept between candidates.
#[derive(Default)]
struct Level {
    state: Option<Tripoli>,
    legal: Vec<Action>,
}

/// `into` (created on first use) made a copy of `s`, keeping its buffers.
fn copy_into<'a>(into: &'a mut Option<Tripoli>, s: &Tripoli) -> &'a mut Tripoli {
    match into {
        Some(t) => {
            t.clone_from(s);
            t
        }
        None => into.insert(s.clone()),
    }
}

/// The best value reachable from `s` while `me` still has choices to make, looking as many
/// choices ahead as `levels` has levels.
fn value(s: &Tripoli, me: Seat, levels: &mut [Level]) -> f32 {
    let Some((level, deeper)) = levels.split_first_mut() else {
        return eval(s, me);
    };
    if s.over || s.turn != me || s.step() != Step::Choice {
        return eval(s, me);
    }
    level.legal.clear();
    s.legal_actions(&mut level.legal);
    let mut best = f32::MIN;
    for &a in &level.legal {
        let t = copy_into(&mut level.state, s);
        t.apply_quiet(a).expect("legal");
        best = larger(best, value(t, me, deeper));
    }
    best
}

/// Chooses an action for the seat of `view`.
pub fn choose(view: &View, legal: &[Action], rng: &mut GameRng) -> Action {
    let me = view.seat;
    if legal.len() == 1 {
        return legal[0];
    }
    match view.step {
        Step::Draw => {
            let wants_event = view.hand.len() >= 6 || view.deck_count[me] == 0;
            let pick = if wants_event {
                Action::DrawEvent
            } else {
                Action::DrawOwn
            };
            return if legal.contains(&pick) {
                pick
            } else {
                legal[0]
            };
        }
        Step::DiscardDown => {
            return *legal
                .iter()
                .min_by(|a, b| worth(me, a).total_cmp(&worth(me, b)))
                .expect("non-empty");
        }
        _ => {}
    }
    let s = sample::sample(view, rng);
    let mut levels: [Level; DEPTH + 1] = Default::default();
    let (root, deeper) = levels.split_first_mut().expect("DEPTH + 1 levels");
    let mut best = legal[0];
    let mut best_v = f32::MIN;
    for &a in legal {
        let t = copy_into(&mut root.state, &s);
        if t.apply_quiet(a).is_err() {
            continue;
        }
        let mut v = value(t, me, deeper);
        if let Action::DiscardForShip { card } = a {
            v -= 0.3 * card_worth(deck(me)[usize::from(card)].effect);
        }
        v += 0.01 * rng.below(10) as f32;
        if v > best_v {
            best_v = v;
            best = a;
        }
    }
    best
}

fn worth(me: Seat, a: &Action) -> f32 {
    match *a {
        Action::DiscardDown { card } => card_worth(deck(me)[usize::from(card)].effect),
        _ => 0.0,
    }
}
