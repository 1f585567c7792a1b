//! Port Royal's guided first game: reveal, stop before the second pirate, buy, then scoring.

use super::{Lesson, Step, Tutorial};
use takhte_engine::games::port_royal::{Action, PortRoyal};

/// The control of an action: the deck, stop and pass buttons, or the harbour card bought.
fn control(action: &Action) -> Vec<String> {
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

impl Tutorial for PortRoyal {
    fn lesson() -> Lesson<Self> {
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.port_royal.0"),
                Step::act("learn.port_royal.1", |a| *a == Action::Draw, control),
                Step::act("learn.port_royal.2", |a| *a == Action::Draw, control),
                Step::act("learn.port_royal.3", |a| *a == Action::Stop, control),
                Step::act(
                    "learn.port_royal.4",
                    |a| matches!(a, Action::Buy { .. }),
                    control,
                ),
                Step::read("learn.port_royal.5"),
            ],
        }
    }
}
