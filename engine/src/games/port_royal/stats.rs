//! Port Royal's statistics: gold per turn, each turn's reveals and end, busts, and the gold the
//! characters brought.

use super::content::card;
use super::{Action, PortRoyal};
use crate::game::{Game, Seat};
use crate::stats::Stats;
use serde::Serialize;

/// Port Royal's own figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PortRoyalStats {
    /// `gold[seat][t]`: gold held at the start (`t = 0`) and after each turn `t`.
    pub gold: Vec<Vec<u32>>,
    /// One row per turn.
    pub turns: Vec<TurnRow>,
    /// Turns each seat ended with a bust.
    pub busts: Vec<u32>,
    /// Gold each seat's characters paid it: governors' income, jesters' gold on a bust,
    /// navigators' and harbour masters' bonus when banking (as far as the bank could pay).
    pub character_gold: Vec<u32>,
    /// Gold each seat saved on purchases through traders' discounts and tavern girls.
    pub discounts: Vec<u32>,
}

/// One finished turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TurnRow {
    /// Whose turn it was.
    pub player: Seat,
    /// Cards revealed (pirates driven off included).
    pub revealed: u32,
    /// True if a second pirate ended it.
    pub busted: bool,
    /// The card bought, if any.
    pub bought: Option<u8>,
    /// Gold banked.
    pub banked: u32,
}

/// Port Royal's running tally.
#[derive(Debug)]
pub struct Tally {
    stats: PortRoyalStats,
    revealed: u32,
}

impl Stats for PortRoyal {
    type Tally = Tally;
    type Detail = PortRoyalStats;

    fn turn_marker(&self) -> (Seat, u32) {
        (self.active, self.turns.iter().sum())
    }

    fn lead(&self) -> Vec<i32> {
        (0..self.players()).map(|s| self.score(s) as i32).collect()
    }

    fn tally_start(&self) -> Tally {
        let n = self.players();
        Tally {
            stats: PortRoyalStats {
                gold: self.seats.iter().map(|p| vec![p.gold]).collect(),
                turns: Vec::new(),
                busts: vec![0; n],
                character_gold: vec![0; n],
                discounts: vec![0; n],
            },
            revealed: 0,
        }
    }

    fn tally(tally: &mut Tally, before: &Self, action: Action, after: &Self) {
        let seat = before.active;
        let stats = &mut tally.stats;
        if action == Action::Draw {
            tally.revealed += 1;
        }
        if after.turns == before.turns {
            return;
        }
        let last = after.last.expect("a finished turn is summed up");
        if last.busted {
            stats.character_gold[seat] += last.banked;
        } else {
            let bought = match action {
                Action::Buy { slot } => Some(usize::from(slot)),
                _ => None,
            };
            stats.character_gold[seat] += before.bonus_gold(seat, bought).min(last.banked);
            if let Some(c) = last.bought {
                stats.discounts[seat] += u32::from(card(c).cost) - last.paid;
            }
        }
        let next = after.active;
        if after.to_act().is_some() && next != seat {
            // The next seat's gold changes only by its governors' income.
            stats.character_gold[next] += after.seats[next].gold - before.seats[next].gold;
        }
    }

    fn turn_ended(tally: &mut Tally, state: &Self) {
        let last = state.last.expect("a finished turn is summed up");
        let stats = &mut tally.stats;
        for (line, p) in stats.gold.iter_mut().zip(&state.seats) {
            line.push(p.gold);
        }
        stats.busts[last.seat] += u32::from(last.busted);
        stats.turns.push(TurnRow {
            player: last.seat,
            revealed: std::mem::take(&mut tally.revealed),
            busted: last.busted,
            bought: last.bought,
            banked: last.banked,
        });
    }

    fn detail(tally: Tally, _: &Self) -> PortRoyalStats {
        tally.stats
    }
}
