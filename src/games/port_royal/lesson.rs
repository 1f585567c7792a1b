//! Port Royal's guided first game: reveal, stop before the second pirate, buy, then scoring.

use crate::learn::{Lesson, Step, Tutorial};
use takhte_engine::games::port_royal::{Action, PortRoyal};

impl Tutorial for PortRoyal {
    fn lesson() -> Lesson<Self> {
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.port_royal.0").with(&[4]),
                Step::act("learn.port_royal.1", |a| *a == Action::Draw),
                // The deal reveals a Brig (2 gold), then a Sloop (costs 5, 1 point).
                Step::act("learn.port_royal.2", |a| *a == Action::Draw).with(&[2]),
                Step::act("learn.port_royal.3", |a| *a == Action::Stop).with(&[5, 4, 2]),
                Step::act("learn.port_royal.4", |a| *a == Action::Buy { slot: 1 }).with(&[5, 1, 2]),
                Step::read("learn.port_royal.5").with(&[1, 1, 5, 12]),
            ],
        }
    }

    fn targets(action: &Action) -> Vec<String> {
        vec![match action {
            Action::Draw => "[data-testid=draw]".to_string(),
            Action::Stop => "[data-testid=stop]".to_string(),
            Action::Pass => "[data-testid=pass]".to_string(),
            Action::Buy { slot } => format!(
                "[data-testid=harbour] > :nth-child({}) button, [data-testid=harbour] button[data-testid=harbour-{slot}]",
                slot + 1
            ),
        }]
    }
}
