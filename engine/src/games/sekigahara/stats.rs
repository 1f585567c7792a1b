//! Sekigahara's statistics: castles and border provinces held after every round, battles won
//! and lost, units lost and loyalty tests passed and failed.

use super::content::{BORDERS_TO_WIN, CASTLES_TO_WIN};
use super::map::{MAP, PROVINCES};
use super::view::TestResult;
use super::{Action, Phase, Reason, Sekigahara, Verdict};
use crate::game::Seat;
use crate::stats::Stats;
use serde::Serialize;

/// Sekigahara's own figures, per side (Ishida 0, Tokugawa 1).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SekigaharaStats {
    /// `castles[side][r]`: castles held at the start (`r = 0`) and after each round `r`.
    pub castles: [Vec<u8>; 2],
    /// `borders[side][r]`: border provinces held at the start and after each round.
    pub borders: [Vec<u8>; 2],
    /// Battles won.
    pub battles_won: [u32; 2],
    /// Battles lost.
    pub battles_lost: [u32; 2],
    /// Units that left the map (eliminated, deserted or with nowhere to retreat).
    pub units_lost: [u32; 2],
    /// Units that went over to the enemy.
    pub units_defected: [u32; 2],
    /// Loyalty tests rolled and passed.
    pub loyalty_passed: [u32; 2],
    /// Loyalty tests rolled and failed (defected or deserted).
    pub loyalty_failed: [u32; 2],
    /// Per province, the side that took it in battle and holds it since (`None` where its
    /// controller did not change hands by a battle, or lost it since): a battle's last step (the
    /// reveal, or the loser's retreat) is what changes the controller.
    pub taken_in_battle: Vec<Option<u8>>,
}

impl SekigaharaStats {
    /// Whether the winner of the finished game `end` won only with what it took in battle:
    /// without the castles (or border provinces) it took in battle and still holds, it would
    /// not have qualified (castles, borders) or not have led on castles (round limit); a win
    /// on units after both qualified always counts, as only battles change units on the map.
    /// `false` for a draw or an unfinished game.
    pub fn winner_needed_battle(&self, end: &Sekigahara) -> bool {
        let Some(Verdict {
            winner: Some(w),
            reason,
        }) = end.result
        else {
            return false;
        };
        let held = |border: bool| {
            (0..PROVINCES)
                .filter(|&p| {
                    self.taken_in_battle.get(p).copied().flatten() == Some(w)
                        && end.control[p] == Some(w)
                        && if border { MAP[p].border } else { MAP[p].castle }
                })
                .count() as u8
        };
        match reason {
            Reason::Castles => end.castles(w) - held(false) < CASTLES_TO_WIN,
            Reason::Borders => end.borders(w) - held(true) < BORDERS_TO_WIN,
            Reason::Units => true,
            Reason::RoundLimit => end.castles(w) - held(false) <= end.castles(1 - w),
            Reason::TiedVictory => false,
        }
    }
}

impl Stats for Sekigahara {
    type Tally = SekigaharaStats;
    type Detail = SekigaharaStats;

    fn turn_marker(&self) -> (Seat, u32) {
        (usize::from(self.turn), u32::from(self.round))
    }

    fn lead(&self) -> Vec<i32> {
        vec![i32::from(self.castles(0)), i32::from(self.castles(1))]
    }

    fn tally_start(&self) -> SekigaharaStats {
        SekigaharaStats {
            castles: [0, 1].map(|s| vec![self.castles(s)]),
            borders: [0, 1].map(|s| vec![self.borders(s)]),
            battles_won: [0; 2],
            battles_lost: [0; 2],
            units_lost: [0; 2],
            units_defected: [0; 2],
            loyalty_passed: [0; 2],
            loyalty_failed: [0; 2],
            taken_in_battle: vec![None; PROVINCES],
        }
    }

    fn tally(stats: &mut SekigaharaStats, before: &Self, action: Action, after: &Self) {
        for (was, now) in before.units.iter().zip(&after.units) {
            if was.province.is_none() {
                continue;
            }
            let side = usize::from(was.side);
            if now.province.is_none() {
                stats.units_lost[side] += 1;
            } else if now.side != was.side {
                stats.units_defected[side] += 1;
            }
        }
        let resolved = action == Action::DoneCommitting && after.battle.is_none();
        if let (true, Some(report)) = (resolved, &after.last_battle) {
            let winner = usize::from(report.winner);
            stats.battles_won[winner] += 1;
            stats.battles_lost[1 - winner] += 1;
            for test in &report.tests {
                let side = usize::from(test.side);
                match test.result {
                    TestResult::Loyal { .. } => stats.loyalty_passed[side] += 1,
                    TestResult::Defected { .. } | TestResult::Deserted { .. } => {
                        stats.loyalty_failed[side] += 1
                    }
                    TestResult::Sworn | TestResult::Secured => {}
                }
            }
        }
        let battle_step = matches!(action, Action::DoneCommitting | Action::Retreat { .. });
        for p in 0..PROVINCES {
            if after.control[p] != before.control[p] {
                stats.taken_in_battle[p] = after.control[p].filter(|_| battle_step);
            }
        }
        let round_over = after.round > before.round
            || (after.phase == Phase::Over && before.phase != Phase::Over);
        if round_over {
            for s in 0..2 {
                stats.castles[s].push(after.castles(s as u8));
                stats.borders[s].push(after.borders(s as u8));
            }
        }
    }

    fn detail(stats: SekigaharaStats, _: &Self) -> SekigaharaStats {
        stats
    }
}
