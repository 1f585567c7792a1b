//! Shores of Tripoli's guided first game: draw, deploy a ship to Tripoli Roads, strike back at
//! the Corsairs that came for it with the Intrepid, how the score is counted, then an event
//! drawn (a Surprise Attack on the Gunboats that took the zone).

use crate::learn::{Lesson, Step, Tutorial};
use takhte_engine::games::tripoli::{Action, Tripoli};

/// The deal's cards: a Frigate Squadron (deploys up to 3 ships) and the Raid of the Intrepid
/// (sinks 2 enemy ships where a ship of yours is).
const FRIGATE: u8 = 3;
const INTREPID: u8 = 15;
/// Tripoli Roads, the 4-point zone.
const TRIPOLI_ROADS: u8 = 4;

impl Tutorial for Tripoli {
    fn lesson() -> Lesson<Self> {
        let draw = |a: &Action| *a == Action::DrawOwn;
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.tripoli.0").with(&[1, 25]),
                Step::act("learn.tripoli.1", draw),
                Step::act("learn.tripoli.2", |a| *a == Action::Play { card: FRIGATE }).with(&[3]),
                Step::act("learn.tripoli.3", |a| {
                    *a == Action::ChooseZone {
                        zone: TRIPOLI_ROADS,
                    }
                })
                .with(&[4]),
                Step::act("learn.tripoli.4", |a| *a == Action::ChooseShips { n: 1 }).with(&[1, 4]),
                // Barbary answers with two Corsair Galleys in Tripoli Roads.
                Step::act("learn.tripoli.5", draw).with(&[2]),
                Step::act("learn.tripoli.6", |a| *a == Action::Play { card: INTREPID }).with(&[2]),
                Step::act("learn.tripoli.7", |a| {
                    *a == Action::ChooseZone {
                        zone: TRIPOLI_ROADS,
                    }
                })
                .with(&[2]),
                // Barbary sends two Gunboat Flotillas back in: 4 to 5.
                Step::read("learn.tripoli.8").with(&[2, 4, 5, 4, 1]),
                // The event deck's top card is a Surprise Attack (sink 1 where both sides are).
                Step::act("learn.tripoli.9", |a| *a == Action::DrawEvent).with(&[2, 3]),
                Step::act("learn.tripoli.10", |a| {
                    *a == Action::ChooseZone {
                        zone: TRIPOLI_ROADS,
                    }
                })
                .with(&[1]),
                // One Gunboat sinks: one frigate against one Gunboat.
                Step::read("learn.tripoli.11").with(&[1]),
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
