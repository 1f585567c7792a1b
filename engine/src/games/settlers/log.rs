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

/// The key and arguments (after the actor) of an offer sent: with counts and resources when each
/// side is one resource, else with the number of cards on each side.
fn offer_line(give: &[u8; 5], get: &[u8; 5], to: Option<u8>) -> (&'static str, LogArgs) {
    let num = |n: u8| LogArg::Num(i64::from(n));
    let (key, mut args) = match (single(give), single(get)) {
        (Some((a, g)), Some((b, t))) => (
            if to.is_some() {
                "settlers.log.offer_to"
            } else {
                "settlers.log.offer_all"
            },
            LogArgs::from([num(a), res(g), num(b), res(t)]),
        ),
        _ => (
            if to.is_some() {
                "settlers.log.offer_mixed_to"
            } else {
                "settlers.log.offer_mixed_all"
            },
            LogArgs::from([num(give.iter().sum()), num(get.iter().sum())]),
        ),
    };
    if let Some(s) = to {
        args.push(LogArg::Player(s as usize));
    }
    (key, args)
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
        }
    }
}

/// The log line of `action`, from what `before` captured and the state `after` it.
pub fn entry(before: &Before, action: Action, after: &Settlers) -> LogEntry {
    let who = LogArg::Player(before.who);
    let num = |n: u8| LogArg::Num(i64::from(n));
    let (key, mut args): (&'static str, LogArgs) = match action {
        Action::BuildSettlement { vertex } => {
            ("settlers.log.settlement", LogArgs::from([num(vertex)]))
        }
        Action::BuildRoad { edge } => ("settlers.log.road", LogArgs::from([num(edge)])),
        Action::BuildCity { vertex } => ("settlers.log.city", LogArgs::from([num(vertex)])),
        Action::BuyDevelopment => ("settlers.log.buy", LogArgs::from([])),
        Action::RollDice => {
            let d = after.dice.unwrap_or([0, 0]);
            (
                "settlers.log.roll",
                LogArgs::from([num(d[0]), num(d[1]), num(d[0] + d[1])]),
            )
        }
        Action::PlayKnight => (
            "settlers.log.play",
            LogArgs::from([LogArg::Key(DEV_KEYS[0])]),
        ),
        Action::PlayRoadBuilding => (
            "settlers.log.play",
            LogArgs::from([LogArg::Key(DEV_KEYS[1])]),
        ),
        Action::PlayYearOfPlenty { first, second } => (
            "settlers.log.year_of_plenty",
            LogArgs::from([
                LogArg::Key(DEV_KEYS[YEAR_OF_PLENTY]),
                res(first),
                res(second),
            ]),
        ),
        Action::PlayMonopoly { resource } => {
            let got = after.seats[before.active].hand[resource as usize] - before.held;
            (
                "settlers.log.monopoly",
                LogArgs::from([LogArg::Key(DEV_KEYS[MONOPOLY]), res(resource), num(got)]),
            )
        }
        Action::MoveRobber {
            hex,
            steal_from: None,
        } => ("settlers.log.robber", LogArgs::from([num(hex)])),
        Action::MoveRobber {
            hex,
            steal_from: Some(v),
        } => (
            "settlers.log.robber_steal",
            LogArgs::from([num(hex), LogArg::Player(v as usize)]),
        ),
        Action::Discard { resource } => ("settlers.log.discard", LogArgs::from([res(resource)])),
        Action::BankTrade { give, get } => (
            "settlers.log.bank_trade",
            LogArgs::from([num(before.rate), res(give), res(get)]),
        ),
        Action::Offer { give, get, to } => offer_line(&give, &get, to),
        Action::AcceptTrade => ("settlers.log.accept", LogArgs::from([])),
        Action::DeclineTrade => ("settlers.log.decline", LogArgs::from([])),
        Action::ConfirmTrade { with } => (
            "settlers.log.trade",
            LogArgs::from([LogArg::Player(with as usize)]),
        ),
        Action::CancelTrade => ("settlers.log.cancel", LogArgs::from([])),
        Action::EndTurn => ("settlers.log.end_turn", LogArgs::from([])),
    };
    args.insert(0, who);
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
    LogEntry::new(key, args)
}
