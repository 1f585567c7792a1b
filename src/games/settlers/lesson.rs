//! The settlers game's guided first game: the two opening settlements and roads, a roll, the
//! end of a turn, a trade offer accepted, the robber (a 7 against the learner, then the
//! learner's own 7), then how points are won.

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
                // Blue rolled 4 as well (ore again: wood, wheat, 3 ore) and offers everyone a
                // wheat for a wood; Orange declined. Accepting makes wheat 2, ore 3: a city's cost.
                Step::act("learn.settlers.7", |a| *a == Action::AcceptTrade).with(&[4, 3, 2]),
                // Blue confirms; Orange rolls 7, puts the robber on the learner's wood on 8 (hex
                // 7) and steals an ore. The learner rolls 7 as well.
                Step::act("learn.settlers.8", |a| *a == Action::RollDice).with(&[8, 7]),
                // Off the learner's wood, onto Blue's wheat on 8 (hex 1), taking a card from Blue
                // (a wheat, as this deal falls).
                Step::act("learn.settlers.9", |a| {
                    *a == Action::MoveRobber {
                        hex: 1,
                        steal_from: Some(1),
                    }
                })
                .with(&[7, 8]),
                Step::read("learn.settlers.10").with(&[1, 2, 10]),
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
