//! Shores of Tripoli's guided first game: draw, deploy ships to a zone, a second draw and a
//! pass, then how the score is counted.

use super::{Lesson, Step, Tutorial};
use takhte_engine::games::tripoli::{Action, Tripoli};

/// United States cards 0–6 deploy ships (Frigate Squadron, Schooner Enterprise).
const LAST_DEPLOY_CARD: u8 = 6;

impl Tutorial for Tripoli {
    fn lesson() -> Lesson<Self> {
        let draw = |a: &Action| *a == Action::DrawOwn;
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.tripoli.0"),
                Step::act("learn.tripoli.1", draw),
                Step::act(
                    "learn.tripoli.2",
                    |a| matches!(a, Action::Play { card } if *card <= LAST_DEPLOY_CARD),
                ),
                Step::act("learn.tripoli.3", |a| {
                    matches!(a, Action::ChooseZone { .. })
                }),
                Step::act("learn.tripoli.4", |a| {
                    matches!(a, Action::ChooseShips { .. })
                }),
                Step::act("learn.tripoli.5", draw),
                Step::act("learn.tripoli.6", |a| *a == Action::Pass),
                Step::read("learn.tripoli.7"),
            ],
        }
    }

    fn targets(action: &Action) -> Vec<String> {
        vec![match action {
            Action::DrawOwn => "[data-testid=draw-own]".to_string(),
            Action::DrawEvent => "[data-testid=draw-event]".to_string(),
            Action::Play { card } => format!("[data-testid=hand] [data-testid=play-{card}]"),
            Action::DiscardForShip { card } => {
                format!("[data-testid=hand] [data-testid=discard-{card}]")
            }
            Action::DiscardDown { card } => {
                format!("[data-testid=hand] [data-testid=discard-down-{card}]")
            }
            Action::ChooseZone { zone } => format!("[data-testid=zone-{zone}][data-enabled=true]"),
            Action::ChooseShips { n } => format!("[data-testid=ships-{n}]"),
            Action::Pass => "[data-testid=pass]".to_string(),
        }]
    }
}
