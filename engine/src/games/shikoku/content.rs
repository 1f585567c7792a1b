//! Shikoku's designed content: the 50 region cards, the 10 secret goals and the board values.

/// Number of regions on the board.
pub const REGIONS: usize = 5;
/// Points for a strict majority in each region (regions 1..=5 at indices 0..5).
pub const REGION_POINTS: [i32; REGIONS] = [1, 2, 3, 2, 1];
/// Pieces each player has for one round.
pub const SUPPLY: u8 = 10;
/// Cards dealt to each player at the start of a round (and plays per player per round).
pub const HAND: usize = 5;
/// Rounds in a game.
pub const ROUNDS: u8 = 3;
/// Number of region cards.
pub const CARD_COUNT: usize = 50;
/// Number of goal cards.
pub const GOAL_COUNT: usize = 10;

/// One region card: where its pieces go and how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Card {
    /// Region number, 1..=5.
    pub region: u8,
    /// Force icons (pieces placed), 1..=3.
    pub force: u8,
}

const fn c(region: u8, force: u8) -> Card {
    Card { region, force }
}

/// The region deck: card id `i` is `CARDS[i]`. Each region has ten cards, with force icons
/// 1,1,1,1,2,2,2,2,3,3 (18 icons per region).
#[rustfmt::skip]
pub const CARDS: [Card; CARD_COUNT] = [
    c(1, 1), c(1, 1), c(1, 1), c(1, 1), c(1, 2), c(1, 2), c(1, 2), c(1, 2), c(1, 3), c(1, 3),
    c(2, 1), c(2, 1), c(2, 1), c(2, 1), c(2, 2), c(2, 2), c(2, 2), c(2, 2), c(2, 3), c(2, 3),
    c(3, 1), c(3, 1), c(3, 1), c(3, 1), c(3, 2), c(3, 2), c(3, 2), c(3, 2), c(3, 3), c(3, 3),
    c(4, 1), c(4, 1), c(4, 1), c(4, 1), c(4, 2), c(4, 2), c(4, 2), c(4, 2), c(4, 3), c(4, 3),
    c(5, 1), c(5, 1), c(5, 1), c(5, 1), c(5, 2), c(5, 2), c(5, 2), c(5, 2), c(5, 3), c(5, 3),
];

/// What a goal asks for at the end of the round it was dealt in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalCondition {
    /// A strict majority in every listed region (region numbers 1..=5).
    WinAll(&'static [u8]),
    /// At least this many regions won this round.
    WinAtLeast(u8),
    /// At least one of your pieces in every region.
    PresentEverywhere,
    /// Every piece of your supply placed on the board.
    SupplyEmpty,
}

/// One secret goal card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Goal {
    /// Goal id, equal to its index in [`GOALS`].
    pub id: u8,
    /// Message key of its description.
    pub key: &'static str,
    /// The condition checked at the round's end.
    pub condition: GoalCondition,
    /// Bonus points when the condition is met.
    pub bonus: i32,
}

/// The ten secret goals.
#[rustfmt::skip]
pub const GOALS: [Goal; GOAL_COUNT] = [
    Goal { id: 0, key: "shikoku.goal.0", condition: GoalCondition::WinAll(&[1]), bonus: 2 },
    Goal { id: 1, key: "shikoku.goal.1", condition: GoalCondition::WinAll(&[2]), bonus: 2 },
    Goal { id: 2, key: "shikoku.goal.2", condition: GoalCondition::WinAll(&[3]), bonus: 2 },
    Goal { id: 3, key: "shikoku.goal.3", condition: GoalCondition::WinAll(&[4]), bonus: 2 },
    Goal { id: 4, key: "shikoku.goal.4", condition: GoalCondition::WinAll(&[5]), bonus: 2 },
    Goal { id: 5, key: "shikoku.goal.5", condition: GoalCondition::WinAll(&[1, 5]), bonus: 3 },
    Goal { id: 6, key: "shikoku.goal.6", condition: GoalCondition::WinAll(&[2, 4]), bonus: 3 },
    Goal { id: 7, key: "shikoku.goal.7", condition: GoalCondition::WinAtLeast(3), bonus: 2 },
    Goal { id: 8, key: "shikoku.goal.8", condition: GoalCondition::PresentEverywhere, bonus: 2 },
    Goal { id: 9, key: "shikoku.goal.9", condition: GoalCondition::SupplyEmpty, bonus: 2 },
];

/// The card with id `id`.
pub fn card(id: u8) -> Card {
    CARDS[usize::from(id)]
}

/// Whether `goal` is met by `seat` on a board (`pieces[region][seat]`) with `supply` left.
pub fn goal_met(goal: u8, seat: usize, pieces: &[[u8; 2]; REGIONS], supply: u8) -> bool {
    let mine = |r: usize| pieces[r][seat];
    let theirs = |r: usize| pieces[r][1 - seat];
    let wins = |r: usize| mine(r) > theirs(r);
    match GOALS[usize::from(goal)].condition {
        GoalCondition::WinAll(regions) => regions.iter().all(|&r| wins(usize::from(r) - 1)),
        GoalCondition::WinAtLeast(n) => (0..REGIONS).filter(|&r| wins(r)).count() >= usize::from(n),
        GoalCondition::PresentEverywhere => (0..REGIONS).all(|r| mine(r) > 0),
        GoalCondition::SupplyEmpty => supply == 0,
    }
}
