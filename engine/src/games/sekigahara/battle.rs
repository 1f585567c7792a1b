//! Battle resolution: the reveal, the loyalty tests, hits, simultaneous losses, the winner and
//! the loser's retreat or elimination.

use super::content::*;
use super::view::{BattleReport, Hit, LoyaltyResult, TestResult};
use super::{Phase, Sekigahara};

impl Sekigahara {
    /// Resolves the prepared battle once both sides have committed their battle cards.
    pub(super) fn resolve_battle(&mut self) {
        let b = self.battle.take().expect("a battle is being prepared");
        self.reveals += 1;
        let a = b.attacker;
        let to = b.to;
        for &i in &b.attackers {
            self.units[i as usize].province = Some(to);
        }
        let fighters: Vec<u8> = (0..self.units.len() as u8)
            .filter(|&i| self.units[i as usize].province == Some(to))
            .collect();
        // Loyalty tests, after the reveal.
        let mut tests = Vec::new();
        for &i in &fighters {
            let u = self.units[i as usize];
            let secured_by_card = b.committed[u.side as usize]
                .iter()
                .any(|&c| card_clan(c) == Some(u.clan));
            let result = if u.sworn {
                TestResult::Sworn
            } else if secured_by_card {
                TestResult::Secured
            } else {
                let roll = self.rng.d6();
                if roll <= DEFECT_AT_MOST {
                    self.units[i as usize].side = 1 - u.side;
                    TestResult::Defected { roll }
                } else if roll <= DESERT_AT_MOST {
                    self.units[i as usize].province = None;
                    TestResult::Deserted { roll }
                } else {
                    TestResult::Loyal { roll }
                }
            };
            tests.push(LoyaltyResult {
                unit: i,
                side: u.side,
                result,
            });
        }
        // Hits: each battle card strikes an enemy unit of its clan, simultaneously.
        let mut new_hits = vec![0u8; self.units.len()];
        let mut hits = Vec::new();
        for side in [a, 1 - a] {
            for &c in &b.committed[side as usize] {
                let Some(clan) = card_clan(c) else { continue };
                let target = fighters
                    .iter()
                    .copied()
                    .filter(|&i| {
                        let u = &self.units[i as usize];
                        u.province == Some(to)
                            && u.side != side
                            && u.clan == clan
                            && u.hits + new_hits[i as usize] < HITS_TO_ELIMINATE
                    })
                    .max_by_key(|&i| (self.units[i as usize].hits + new_hits[i as usize], 255 - i));
                if let Some(t) = target {
                    new_hits[t as usize] += 1;
                    hits.push(Hit {
                        card: c,
                        by: side,
                        unit: t,
                    });
                }
            }
        }
        let mut eliminated = Vec::new();
        for &i in &fighters {
            let u = &mut self.units[i as usize];
            u.hits += new_hits[i as usize];
            if u.province.is_some() && u.hits >= HITS_TO_ELIMINATE {
                u.province = None;
                eliminated.push(i);
            }
        }
        let remaining = [0, 1].map(|s| {
            self.units
                .iter()
                .filter(|u| u.side == s && u.province == Some(to))
                .count() as u8
        });
        let winner = if remaining[a as usize] > remaining[1 - a as usize] {
            a
        } else {
            1 - a
        };
        let loser = 1 - winner;
        for s in 0..2 {
            self.discards[s].extend(b.committed[s].iter().copied());
        }
        if remaining[winner as usize] > 0 {
            self.control[to as usize] = Some(winner);
        }
        self.last_battle = Some(BattleReport {
            attacker: a,
            from: b.from,
            to,
            attackers: b.attackers.clone(),
            cards: b.committed.clone(),
            tests,
            hits,
            eliminated,
            remaining,
            winner,
            retreat: None,
            retreat_eliminated: Vec::new(),
        });
        self.phase = Phase::Action;
        if remaining[loser as usize] > 0 {
            let options = self.retreat_options(loser, to);
            match options.len() {
                0 => self.retreat_or_eliminate(loser, to, None),
                1 => self.retreat_or_eliminate(loser, to, Some(options[0])),
                _ => {
                    self.phase = Phase::Retreat {
                        side: loser,
                        from: to,
                    }
                }
            }
        }
    }

    /// The loser's units in `from` retreat to `to`.
    pub(super) fn retreat(&mut self, side: u8, from: u8, to: u8) {
        self.retreat_or_eliminate(side, from, Some(to));
    }

    /// Moves the loser's units out of the battle province, or eliminates them when there is
    /// nowhere to go; records it in the battle report.
    fn retreat_or_eliminate(&mut self, side: u8, from: u8, to: Option<u8>) {
        let mut gone = Vec::new();
        for (i, u) in self.units.iter_mut().enumerate() {
            if u.side == side && u.province == Some(from) {
                u.province = to;
                if to.is_none() {
                    gone.push(i as u8);
                }
            }
        }
        if let Some(r) = self.last_battle.as_mut() {
            r.retreat = to;
            r.retreat_eliminated = gone;
        }
        self.update_control();
    }
}
