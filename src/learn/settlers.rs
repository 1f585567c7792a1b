//! The settlers game's guided first game: the two opening settlements and roads, a roll, the
//! end of a turn, then how points are won.

use super::{Lesson, Step, Tutorial};
use takhte_engine::games::settlers::{Action, Settlers};

/// The map spot, edge or button of an action of this lesson.
fn control(action: &Action) -> Vec<String> {
    vec![match action {
        Action::BuildSettlement { vertex } => format!("[data-testid=spot-{vertex}]"),
        Action::BuildRoad { edge } => format!("[data-testid=edge-{edge}]"),
        Action::RollDice => "[data-testid=roll]".to_string(),
        _ => "[data-testid=end-turn]".to_string(),
    }]
}

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
                Step::act("learn.settlers.1", settle, control),
                Step::act("learn.settlers.2", road, control),
                Step::act("learn.settlers.3", settle, control),
                Step::act("learn.settlers.4", road, control),
                Step::act("learn.settlers.5", |a| *a == Action::RollDice, control),
                Step::act("learn.settlers.6", |a| *a == Action::EndTurn, control),
                Step::read("learn.settlers.7"),
            ],
        }
    }
}
