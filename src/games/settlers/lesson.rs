//! The settlers game's guided first game: the two opening settlements and roads, a roll, the
//! end of a turn, then how points are won.

use crate::learn::{Lesson, Step, Tutorial};
use takhte_engine::games::settlers::content::Resource;
use takhte_engine::games::settlers::{Action, Settlers};

impl Tutorial for Settlers {
    fn lesson() -> Lesson<Self> {
        Lesson {
            players: 3,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.settlers.0").with(&[6, 8]),
                // Vertex 42 touches brick on 6, brick on 9 and wool on 9.
                Step::act("learn.settlers.1", |a| {
                    *a == Action::BuildSettlement { vertex: 42 }
                })
                .with(&[6, 9]),
                Step::act("learn.settlers.2", |a| *a == Action::BuildRoad { edge: 55 }),
                // Vertex 25 touches wood on 8, ore on 4 and wheat on 3.
                Step::act("learn.settlers.3", |a| {
                    *a == Action::BuildSettlement { vertex: 25 }
                })
                .with(&[8, 4, 3]),
                Step::act("learn.settlers.4", |a| *a == Action::BuildRoad { edge: 31 }),
                Step::act("learn.settlers.5", |a| *a == Action::RollDice),
                // The dice show 4: the ore hex pays; the hand is wood, wheat and two ore.
                Step::act("learn.settlers.6", |a| *a == Action::EndTurn).with(&[4, 2]),
                Step::read("learn.settlers.7").with(&[4, 1, 2, 10]),
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
