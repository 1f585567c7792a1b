//! Shikoku's guided first game: play a card, pass a card, twice, then how a round is scored.
//! Each step names its card of the fixed deal (the texts say which and why).

use crate::learn::{Lesson, Step, Tutorial};
use takhte_engine::games::shikoku::{Action, Shikoku};

impl Tutorial for Shikoku {
    fn lesson() -> Lesson<Self> {
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.shikoku.0").with(&[4, 2]),
                // Card 33: region 4, one icon (the goal's region).
                Step::act("learn.shikoku.1", |a| *a == Action::Play { card: 33 }).with(&[4, 2]),
                // Card 42: region 5, one icon.
                Step::act("learn.shikoku.2", |a| *a == Action::Pass { card: 42 }).with(&[5, 1]),
                // Card 17: region 2, two icons, against Black's two pieces there.
                Step::act("learn.shikoku.3", |a| *a == Action::Play { card: 17 }).with(&[2, 2, 5]),
                Step::act("learn.shikoku.4", |a| *a == Action::Pass { card: 42 }).with(&[5, 1]),
                Step::read("learn.shikoku.5").with(&[3, 1, 5]),
            ],
        }
    }

    fn targets(action: &Action) -> Vec<String> {
        let (card, kind) = match action {
            Action::Play { card } => (card, "play"),
            Action::Pass { card } => (card, "pass"),
        };
        vec![format!(
            "[data-testid=hand] [data-testid=card-{card}][data-action={kind}]"
        )]
    }
}
