//! The heuristic bot: a greedy evaluation of the board from the acting seat's view.
//!
//! Every card is rated by its swing: how much the evaluation gains if I play it minus how much
//! it gains if the opponent plays it instead. The bot plays the card with the largest swing and
//! passes the card with the smallest one (the card that helps the opponent least).

use super::content::{card, GoalCondition, GOALS, REGIONS, REGION_POINTS, SUPPLY};
use super::{Action, ShikokuView};
use crate::rng::GameRng;

/// A board under evaluation: pieces per region and seat, and supplies.
#[derive(Clone, Copy)]
struct Board {
    pieces: [[u8; 2]; REGIONS],
    supply: [u8; 2],
}

impl Board {
    /// The board after `seat` plays card `c`.
    fn with(mut self, seat: usize, c: u8) -> Board {
        let info = card(c);
        let placed = info.force.min(self.supply[seat]);
        self.supply[seat] -= placed;
        self.pieces[usize::from(info.region) - 1][seat] += placed;
        self
    }
}

/// How safe a lead of `d` pieces is, from -1 (surely lost) to 1 (surely won).
fn margin(d: i32) -> f32 {
    match d {
        i32::MIN..=-3 => -1.0,
        -2 => -0.85,
        -1 => -0.6,
        0 => 0.0,
        1 => 0.6,
        2 => 0.85,
        _ => 1.0,
    }
}

/// The evaluation of `board` for `me`, holding `goal`.
fn evaluate(board: &Board, me: usize, goal: Option<u8>) -> f32 {
    let mut weight = REGION_POINTS.map(|p| p as f32);
    let mut extra = 0.0;
    if let Some(g) = goal {
        let goal = GOALS[usize::from(g)];
        let bonus = goal.bonus as f32;
        match goal.condition {
            GoalCondition::WinAll(regions) => {
                for &r in regions {
                    weight[usize::from(r) - 1] += bonus / regions.len() as f32;
                }
            }
            GoalCondition::WinAtLeast(n) => {
                for w in &mut weight {
                    *w += 0.5 * bonus / f32::from(n);
                }
            }
            GoalCondition::PresentEverywhere => {
                let present = board.pieces.iter().filter(|p| p[me] > 0).count();
                extra += bonus * present as f32 / REGIONS as f32;
            }
            GoalCondition::SupplyEmpty => {
                extra += bonus * f32::from(SUPPLY - board.supply[me]) / f32::from(SUPPLY);
            }
        }
    }
    let regions: f32 = (0..REGIONS)
        .map(|r| {
            let d = i32::from(board.pieces[r][me]) - i32::from(board.pieces[r][1 - me]);
            weight[r] * margin(d)
        })
        .sum();
    regions + extra
}

/// The heuristic's rating of cards for `me`, holding `goal`, on a board (`pieces`, `supply`)
/// where the opponent still holds the cards `passed` that `me` passed them.
pub struct Rater {
    base: Board,
    me: usize,
    goal: Option<u8>,
}

impl Rater {
    /// The rater of `me` on this board; the opponent will surely play the cards in `passed`.
    pub fn new(
        pieces: [[u8; 2]; REGIONS],
        supply: [u8; 2],
        passed: &[u8],
        me: usize,
        goal: Option<u8>,
    ) -> Rater {
        let mut base = Board { pieces, supply };
        for &c in passed {
            base = base.with(1 - me, c);
        }
        Rater { base, me, goal }
    }

    /// The swing of card `c`: the evaluation if I play it minus the evaluation if the opponent
    /// does. The heuristic plays the largest swing and passes the smallest.
    pub fn swing(&self, c: u8) -> f32 {
        let me = self.me;
        evaluate(&self.base.with(me, c), me, self.goal)
            - evaluate(&self.base.with(1 - me, c), me, self.goal)
    }
}

/// Chooses a play or a pass from the view.
pub fn choose(view: &ShikokuView, legal: &[Action], rng: &mut GameRng) -> Action {
    let rater = Rater::new(
        view.pieces,
        view.supply,
        &view.known_opponent_cards,
        view.seat,
        view.my_goal,
    );
    rater.choose(legal, rng)
}

impl Rater {
    /// The heuristic's choice among `legal`: the play with the largest swing or the pass with
    /// the smallest, ties broken at random.
    pub fn choose(&self, legal: &[Action], rng: &mut GameRng) -> Action {
        let swing = |c: u8| self.swing(c);
        let rated = legal.iter().map(|&a| match a {
            Action::Play { card } => (a, swing(card)),
            Action::Pass { card } => (a, -swing(card)),
        });
        let mut best: Vec<Action> = Vec::new();
        let mut top = f32::NEG_INFINITY;
        for (a, v) in rated {
            if v > top + 1e-4 {
                top = v;
                best.clear();
                best.push(a);
            } else if v > top - 1e-4 {
                best.push(a);
            }
        }
        best[rng.index(best.len())]
    }
}
