//! The settlers game's guided first game: the two opening settlements and roads, a roll, the
//! end of a turn, then how points are won.

use super::{Lesson, Step, Tutorial};
use takhte_engine::games::settlers::content::Resource;
use takhte_engine::games::settlers::{Action, Settlers};

impl Tutorial for Settlers {
    fn lesson() -> Lesson<Self> {
        let settle = |a: &Action| matches!(a, Action::BuildSettlement { .. });
        let road = |a: &Action| matches!(a, Action::BuildRoad { .. });
        Lesson {
            players: 3,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.settlers.0"),
                Step::act("learn.settlers.1", settle),
                Step::act("learn.settlers.2", road),
                Step::act("learn.settlers.3", settle),
                Step::act("learn.settlers.4", road),
                Step::act("learn.settlers.5", |a| *a == Action::RollDice),
                Step::act("learn.settlers.6", |a| *a == Action::EndTurn),
                Step::read("learn.settlers.7"),
            ],
        }
    }

    fn targets(action: &Action) -> Vec<String> {
        let one = |s: String| vec![s];
        match action {
            Action::BuildSettlement { vertex } | Action::BuildCity { vertex } => {
                one(format!("[data-testid=spot-{vertex}]"))
            }
            Action::BuildRoad { edge } => one(format!("[data-testid=edge-{edge}]")),
            Action::RollDice => one("[data-testid=roll]".into()),
            Action::EndTurn => one("[data-testid=end-turn]".into()),
            Action::BuyDevelopment => one("[data-testid=buy-dev]".into()),
            Action::MoveRobber { hex, steal_from } => {
                let mut clicks = vec![format!("[data-testid=robber-hex-{hex}]")];
                clicks.extend(steal_from.map(|s| format!("[data-testid=victim-{s}]")));
                clicks
            }
            Action::Discard { resource } => {
                let slug = match resource {
                    Resource::Wood => "wood",
                    Resource::Brick => "brick",
                    Resource::Wool => "wool",
                    Resource::Wheat => "wheat",
                    Resource::Ore => "ore",
                };
                one(format!("[data-testid=discard-{slug}]"))
            }
            Action::AcceptTrade => one("[data-testid=accept-trade]".into()),
            Action::DeclineTrade => one("[data-testid=decline-trade]".into()),
            Action::ConfirmTrade { with } => one(format!("[data-testid=confirm-{with}]")),
            Action::CancelTrade => one("[data-testid=cancel-trade]".into()),
            _ => Vec::new(),
        }
    }
}
