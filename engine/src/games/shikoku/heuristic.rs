//! The heuristic bot: a greedy evaluation of the board from the acting seat's view.
//!
//! Every card is rated by its swing: how much the evaluation gains if I play it minus how much
//! it gains if the opponent plays it instead. The bot plays the card with the largest swing and
//! passes the card with the smallest one (the card that helps the opponent least).

use super::content::{card, GoalCondition, GOALS, REGIONS, REGION_POINTS, SUPPLY};
use super::{Action, ShikokuView};
use crate::rng::GameRng;

/// More legal actions than a hand can hold (at most five dealt plus one passed in).
const MAX_LEGAL: usize = 16;

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

/// The part of a goal's pull that depends on the board beyond region weights.
#[derive(Clone, Copy)]
enum Extra {
    /// None (no goal, or a goal about winning regions).
    None,
    /// This bonus spread over the regions where I have pieces.
    Presence(f32),
    /// This bonus spread over the pieces I have placed.
    Placed(f32),
}

/// How `me`, holding a goal, values boards: a weight per region and the goal's extra pull.
#[derive(Clone, Copy)]
struct Values {
    weight: [f32; REGIONS],
    extra: Extra,
}

impl Values {
    /// The values of a seat holding `goal`.
    fn new(goal: Option<u8>) -> Values {
        let mut weight = REGION_POINTS.map(|p| p as f32);
        let mut extra = Extra::None;
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
                GoalCondition::PresentEverywhere => extra = Extra::Presence(bonus),
                GoalCondition::SupplyEmpty => extra = Extra::Placed(bonus),
            }
        }
        Values { weight, extra }
    }

    /// The evaluation of `board` for `me`.
    fn evaluate(&self, board: &Board, me: usize) -> f32 {
        let mut extra = 0.0;
        match self.extra {
            Extra::None => {}
            Extra::Presence(bonus) => {
                let present = board.pieces.iter().filter(|p| p[me] > 0).count();
                extra += bonus * present as f32 / REGIONS as f32;
            }
            Extra::Placed(bonus) => {
                extra += bonus * f32::from(SUPPLY - board.supply[me]) / f32::from(SUPPLY);
            }
        }
        let regions: f32 = (0..REGIONS)
            .map(|r| {
                let d = i32::from(board.pieces[r][me]) - i32::from(board.pieces[r][1 - me]);
                self.weight[r] * margin(d)
            })
            .sum();
        regions + extra
    }
}

/// The heuristic's rating of cards for `me`, holding `goal`, on a board (`pieces`, `supply`)
/// where the opponent still holds the cards `passed` that `me` passed them.
pub struct Rater {
    base: Board,
    me: usize,
    values: Values,
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
        Rater {
            base,
            me,
            values: Values::new(goal),
        }
    }

    /// The swing of card `c`: the evaluation if I play it minus the evaluation if the opponent
    /// does. The heuristic plays the largest swing and passes the smallest.
    pub fn swing(&self, c: u8) -> f32 {
        let me = self.me;
        self.values.evaluate(&self.base.with(me, c), me)
            - self.values.evaluate(&self.base.with(1 - me, c), me)
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
        pick(legal, |c| self.swing(c), rng)
    }
}

/// The heuristic's choice among `legal` with the swings `swing` (a [`Rater`]'s, or the same
/// numbers read from a table): the play with the largest swing or the pass with the smallest,
/// ties broken at random.
pub fn pick(legal: &[Action], swing: impl Fn(u8) -> f32, rng: &mut GameRng) -> Action {
    let rated = legal.iter().map(|&a| match a {
        Action::Play { card } => (a, swing(card)),
        Action::Pass { card } => (a, -swing(card)),
    });
    // The tied best, kept on the stack (a hand never holds more than `MAX_LEGAL` cards).
    let mut best = [legal[0]; MAX_LEGAL];
    let mut n = 0;
    let mut top = f32::NEG_INFINITY;
    for (a, v) in rated {
        if v > top + 1e-4 {
            top = v;
            best[0] = a;
            n = 1;
        } else if v > top - 1e-4 {
            best[n] = a;
            n += 1;
        }
    }
    best[rng.index(n)]
}
