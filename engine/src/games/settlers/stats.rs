//! The settlers game's statistics: the dice against their expected counts, where every
//! player's resource cards came from and went, the development cards bought and played, trades
//! between players, robber moves, and how often the longest road and the largest army changed
//! hands.

use super::{Action, Phase, Settlers};
use crate::game::{Game, Seat};
use crate::stats::Stats;
use serde::Serialize;

/// Ways to roll each sum 2..=12 with two dice, out of 36.
pub const DICE_WAYS: [u32; 11] = [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1];

/// The settlers game's own figures.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SettlersStats {
    /// `dice[sum - 2]`: how many rolls came to each sum 2..=12.
    pub dice: [u32; 11],
    /// `expected[sum - 2]`: how many rolls of each sum fair dice give on average in as many rolls.
    pub expected: [f64; 11],
    /// Each player's resource cards and development cards.
    pub players: Vec<PlayerFlows>,
    /// Trade offers made to other players.
    pub offers: u32,
    /// Trades carried out between players.
    pub trades: u32,
    /// Times the robber moved (after a 7 or a knight).
    pub robber_moves: u32,
    /// Times the longest road changed hands (its first award and a loss to no one included).
    pub longest_road_changes: u32,
    /// Times the largest army changed hands (its first award included).
    pub largest_army_changes: u32,
}

/// Where one player's resource cards came from and went, per resource (wood, brick, wool,
/// wheat, ore): the hand at the end is the sum of the gains less the sum of the losses.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct PlayerFlows {
    /// Gained: the second settlement's hexes at set-up.
    pub setup: [u32; 5],
    /// Gained: production on dice rolls.
    pub produced: [u32; 5],
    /// Gained: year of plenty.
    pub year_of_plenty: [u32; 5],
    /// Gained: stolen with the robber.
    pub stolen: [u32; 5],
    /// Gained: taken with monopoly.
    pub monopoly: [u32; 5],
    /// Gained: received from the bank in trades.
    pub bank_received: [u32; 5],
    /// Gained: received from players in trades.
    pub trade_received: [u32; 5],
    /// Lost: paid for roads, settlements, cities and development cards.
    pub spent: [u32; 5],
    /// Lost: stolen by another player's robber.
    pub robbed: [u32; 5],
    /// Lost: taken by another player's monopoly.
    pub monopolized: [u32; 5],
    /// Lost: discarded after a 7.
    pub discarded: [u32; 5],
    /// Lost: given to the bank in trades.
    pub bank_given: [u32; 5],
    /// Lost: given to players in trades.
    pub trade_given: [u32; 5],
    /// Trades with the bank at 2:1, 3:1 and 4:1.
    pub bank_trades: [u32; 3],
    /// Development cards bought, per kind (`content::DEV_KEYS` order).
    pub devs_bought: [u32; 5],
    /// Development cards played, per kind.
    pub devs_played: [u32; 5],
}

/// One entry of [`PlayerFlows`].
#[derive(Clone, Copy)]
enum Flow {
    Setup,
    Produced,
    YearOfPlenty,
    Stolen,
    Monopoly,
    BankReceived,
    TradeReceived,
    Spent,
    Robbed,
    Monopolized,
    Discarded,
    BankGiven,
    TradeGiven,
}

impl PlayerFlows {
    fn flow(&mut self, flow: Flow) -> &mut [u32; 5] {
        match flow {
            Flow::Setup => &mut self.setup,
            Flow::Produced => &mut self.produced,
            Flow::YearOfPlenty => &mut self.year_of_plenty,
            Flow::Stolen => &mut self.stolen,
            Flow::Monopoly => &mut self.monopoly,
            Flow::BankReceived => &mut self.bank_received,
            Flow::TradeReceived => &mut self.trade_received,
            Flow::Spent => &mut self.spent,
            Flow::Robbed => &mut self.robbed,
            Flow::Monopolized => &mut self.monopolized,
            Flow::Discarded => &mut self.discarded,
            Flow::BankGiven => &mut self.bank_given,
            Flow::TradeGiven => &mut self.trade_given,
        }
    }
}

/// Where the cards a seat gains and loses by `action` come from and go.
fn flows_of(action: Action, before: &Settlers) -> (Option<Flow>, Option<Flow>) {
    match action {
        Action::BuildSettlement { .. } if matches!(before.phase, Phase::Setup { .. }) => {
            (Some(Flow::Setup), None)
        }
        Action::BuildSettlement { .. }
        | Action::BuildRoad { .. }
        | Action::BuildCity { .. }
        | Action::BuyDevelopment => (None, Some(Flow::Spent)),
        Action::RollDice => (Some(Flow::Produced), None),
        Action::PlayYearOfPlenty { .. } => (Some(Flow::YearOfPlenty), None),
        Action::MoveRobber { .. } => (Some(Flow::Stolen), Some(Flow::Robbed)),
        Action::PlayMonopoly { .. } => (Some(Flow::Monopoly), Some(Flow::Monopolized)),
        Action::Discard { .. } => (None, Some(Flow::Discarded)),
        Action::BankTrade { .. } => (Some(Flow::BankReceived), Some(Flow::BankGiven)),
        Action::ConfirmTrade { .. } => (Some(Flow::TradeReceived), Some(Flow::TradeGiven)),
        _ => (None, None),
    }
}

impl Stats for Settlers {
    type Tally = SettlersStats;
    type Detail = SettlersStats;

    fn turn_marker(&self) -> (Seat, u32) {
        let number = match self.phase {
            Phase::Setup { index, .. } => u32::from(index),
            _ => 100 + u32::from(self.turn),
        };
        (usize::from(self.active), number)
    }

    fn lead(&self) -> Vec<i32> {
        (0..self.players())
            .map(|s| i32::from(self.points(s, true)))
            .collect()
    }

    fn tally_start(&self) -> SettlersStats {
        SettlersStats {
            dice: [0; 11],
            expected: [0.0; 11],
            players: vec![PlayerFlows::default(); self.players()],
            offers: 0,
            trades: 0,
            robber_moves: 0,
            longest_road_changes: 0,
            largest_army_changes: 0,
        }
    }

    fn tally(stats: &mut SettlersStats, before: &Self, action: Action, after: &Self) {
        if let (Action::RollDice, Some([a, b])) = (action, after.dice) {
            stats.dice[usize::from(a + b) - 2] += 1;
        }
        let (gain, loss) = flows_of(action, before);
        for (s, flows) in stats.players.iter_mut().enumerate() {
            let (was, now) = (&before.seats[s], &after.seats[s]);
            for r in 0..5 {
                let (flow, n) = if now.hand[r] > was.hand[r] {
                    (gain, now.hand[r] - was.hand[r])
                } else {
                    (loss, was.hand[r] - now.hand[r])
                };
                if let Some(flow) = flow {
                    flows.flow(flow)[r] += u32::from(n);
                }
                let owned = |p: &super::Player| p.devs[r] + p.played[r];
                flows.devs_bought[r] += u32::from(owned(now) - owned(was));
                flows.devs_played[r] += u32::from(now.played[r] - was.played[r]);
            }
        }
        match action {
            Action::Offer { .. } => stats.offers += 1,
            Action::ConfirmTrade { .. } => stats.trades += 1,
            Action::MoveRobber { .. } => stats.robber_moves += 1,
            _ => {}
        }
        stats.longest_road_changes += u32::from(after.longest != before.longest);
        stats.largest_army_changes += u32::from(after.army != before.army);
        if let Action::BankTrade { give, .. } = action {
            let seat = usize::from(before.active);
            let rate = before.rate(seat, give as usize);
            stats.players[seat].bank_trades[usize::from(rate) - 2] += 1;
        }
    }

    fn detail(mut stats: SettlersStats, _: &Self) -> SettlersStats {
        let rolls: u32 = stats.dice.iter().sum();
        for (e, ways) in stats.expected.iter_mut().zip(DICE_WAYS) {
            *e = f64::from(rolls * ways) / 36.0;
        }
        stats
    }
}
