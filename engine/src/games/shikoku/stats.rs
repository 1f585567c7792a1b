//! Shikoku's statistics: the per-round table and the cards each player passed.

use super::{Action, Shikoku};
use crate::game::Seat;
use crate::stats::Stats;
use serde::Serialize;

/// Shikoku's own figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShikokuStats {
    /// One row per round.
    pub rounds: Vec<RoundRow>,
    /// `passed[seat][round - 1]`: the cards the seat passed in that round, in order.
    pub passed: [Vec<Vec<u8>>; 2],
}

/// The scoring of one round, per seat.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundRow {
    /// Round number, from 1.
    pub round: u8,
    /// Regions won.
    pub regions_won: [u8; 2],
    /// Points from regions.
    pub region_points: [i32; 2],
    /// The goal held (an id of `content::GOALS`).
    pub goal: [u8; 2],
    /// Whether the goal was met.
    pub goal_met: [bool; 2],
    /// The goal's bonus scored (0 when not met).
    pub goal_bonus: [i32; 2],
    /// Points of the round.
    pub points: [i32; 2],
}

impl Stats for Shikoku {
    type Tally = [Vec<Vec<u8>>; 2];
    type Detail = ShikokuStats;

    fn turn_marker(&self) -> (Seat, u32) {
        (self.turn, u32::from(self.round))
    }

    fn lead(&self) -> Vec<i32> {
        self.scores.to_vec()
    }

    fn tally_start(&self) -> Self::Tally {
        Default::default()
    }

    fn tally(passed: &mut Self::Tally, before: &Self, action: Action, _: &Self) {
        if let Action::Pass { card } = action {
            let rounds = &mut passed[before.turn];
            rounds.resize(usize::from(before.round).max(rounds.len()), Vec::new());
            rounds[usize::from(before.round) - 1].push(card);
        }
    }

    fn detail(passed: Self::Tally, end: &Self) -> ShikokuStats {
        let rounds = end
            .rounds
            .iter()
            .map(|r| RoundRow {
                round: r.round,
                regions_won: r.regions_won,
                region_points: r.region_points,
                goal: r.goals,
                goal_met: r.goal_met,
                goal_bonus: r.goal_bonus,
                points: r.points,
            })
            .collect();
        ShikokuStats { rounds, passed }
    }
}
