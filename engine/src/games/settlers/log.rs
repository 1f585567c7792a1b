//! Public log lines for every action (never naming a hidden card).

use super::content::{DEV_KEYS, MONOPOLY, RESOURCE_KEYS, YEAR_OF_PLENTY};
use super::{Action, Phase, Settlers};
use crate::game::{Game, LogArg, LogArgs, LogEntry};

fn res(r: super::content::Resource) -> LogArg {
    LogArg::Key(RESOURCE_KEYS[r as usize])
}

/// One side of an offer as (count, resource) when it is all one resource.
fn single(cards: &[u8; 5]) -> Option<(u8, super::content::Resource)> {
    let mut kinds = (0..5).filter(|&r| cards[r] > 0);
    let r = kinds.next()?;
    kinds
        .next()
        .is_none()
        .then_some((cards[r], super::content::RESOURCES[r]))
}

/// The key of an offer sent, its arguments pushed onto `args` (after the actor): with counts and
/// resources when each side is one resource, else with the number of cards on each side.
fn offer_line(args: &mut LogArgs, give: &[u8; 5], get: &[u8; 5], to: Option<u8>) -> &'static str {
    let num = |n: u8| LogArg::Num(i64::from(n));
    let key = match (single(give), single(get)) {
        (Some((a, g)), Some((b, t))) => {
            args.push(num(a));
            args.push(res(g));
            args.push(num(b));
            args.push(res(t));
            if to.is_some() {
                "settlers.log.offer_to"
            } else {
                "settlers.log.offer_all"
            }
        }
        _ => {
            args.push(num(give.iter().sum()));
            args.push(num(get.iter().sum()));
            if to.is_some() {
                "settlers.log.offer_mixed_to"
            } else {
                "settlers.log.offer_mixed_all"
            }
        }
    };
    if let Some(s) = to {
        args.push(LogArg::Player(s as usize));
    }
    key
}

/// What the log line of an action needs from the state before it.
pub struct Before {
    /// The seat acting.
    who: usize,
    /// The seat whose turn it is.
    active: usize,
    /// What the active seat holds of the resource a monopoly names (0 for other actions).
    held: u8,
    /// The rate of a bank trade (0 for other actions).
    rate: u8,
    /// Whether the game was already over.
    over: bool,
    /// The active seat's hand before a roll (empty for other actions): what the roll gave it
    /// is the difference, written into the roll's line.
    hand: [u8; 5],
}

impl Before {
    /// Captures what the log line of `action` will need, before it is applied to `state`.
    pub fn of(state: &Settlers, action: Action) -> Self {
        let active = state.active as usize;
        Before {
            who: state.to_act().unwrap_or(active),
            active,
            held: match action {
                Action::PlayMonopoly { resource } => state.seats[active].hand[resource as usize],
                _ => 0,
            },
            rate: match action {
                Action::BankTrade { give, .. } => state.rate(active, give as usize),
                _ => 0,
            },
            over: state.phase == Phase::Over,
            hand: match action {
                Action::RollDice => state.seats[active].hand,
                _ => [0; 5],
            },
        }
    }
}

/// The log line of `action`, from what `before` captured and the state `after` it.
pub fn entry(before: &Before, action: Action, after: &Settlers) -> LogEntry {
    let num = |n: u8| LogArg::Num(i64::from(n));
    if after.phase == Phase::Over && !before.over {
        if after.winner != super::board::NONE {
            return LogEntry::new(
                "settlers.log.win",
                [
                    LogArg::Player(after.winner as usize),
                    num(after.points(after.winner as usize, true)),
                ],
            );
        }
        return LogEntry::new("settlers.log.turn_limit", []);
    }
    // The actor first, then the action's own arguments, pushed in place (this runs in every
    // rollout).
    let mut line = LogEntry::new("", [LogArg::Player(before.who)]);
    let args = &mut line.args;
    line.key = match action {
        Action::BuildSettlement { vertex } => {
            args.push(num(vertex));
            "settlers.log.settlement"
        }
        Action::BuildRoad { edge } => {
            args.push(num(edge));
            "settlers.log.road"
        }
        Action::BuildCity { vertex } => {
            args.push(num(vertex));
            "settlers.log.city"
        }
        Action::BuyDevelopment => "settlers.log.buy",
        Action::RollDice => {
            let d = after.dice.unwrap_or([0, 0]);
            args.push(num(d[0]));
            args.push(num(d[1]));
            args.push(num(d[0] + d[1]));
            // What the roller received, public as every harvest is: (count, resource) pairs.
            // A number is on at most two hexes, so at most two resources come.
            let hand = after.seats[before.active].hand;
            for r in 0..5 {
                let got = hand[r].saturating_sub(before.hand[r]);
                if got > 0 && args.len() + 2 <= crate::game::MAX_LOG_ARGS {
                    args.push(num(got));
                    args.push(res(super::content::RESOURCES[r]));
                }
            }
            "settlers.log.roll"
        }
        Action::PlayKnight => {
            args.push(LogArg::Key(DEV_KEYS[0]));
            "settlers.log.play"
        }
        Action::PlayRoadBuilding => {
            args.push(LogArg::Key(DEV_KEYS[1]));
            "settlers.log.play"
        }
        Action::PlayYearOfPlenty { first, second } => {
            args.push(LogArg::Key(DEV_KEYS[YEAR_OF_PLENTY]));
            args.push(res(first));
            args.push(res(second));
            "settlers.log.year_of_plenty"
        }
        Action::PlayMonopoly { resource } => {
            let got = after.seats[before.active].hand[resource as usize] - before.held;
            args.push(LogArg::Key(DEV_KEYS[MONOPOLY]));
            args.push(res(resource));
            args.push(num(got));
            "settlers.log.monopoly"
        }
        Action::MoveRobber {
            hex,
            steal_from: None,
        } => {
            args.push(num(hex));
            "settlers.log.robber"
        }
        Action::MoveRobber {
            hex,
            steal_from: Some(v),
        } => {
            args.push(num(hex));
            args.push(LogArg::Player(v as usize));
            "settlers.log.robber_steal"
        }
        Action::Discard { resource } => {
            args.push(res(resource));
            "settlers.log.discard"
        }
        Action::BankTrade { give, get } => {
            args.push(num(before.rate));
            args.push(res(give));
            args.push(res(get));
            "settlers.log.bank_trade"
        }
        Action::Offer { give, get, to } => offer_line(args, &give, &get, to),
        Action::AcceptTrade => "settlers.log.accept",
        Action::DeclineTrade => "settlers.log.decline",
        Action::ConfirmTrade { with } => {
            args.push(LogArg::Player(with as usize));
            "settlers.log.trade"
        }
        Action::CancelTrade => "settlers.log.cancel",
        Action::EndTurn => "settlers.log.end_turn",
    };
    line
}
