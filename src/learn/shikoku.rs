//! Shikoku's guided first game: play a card, pass a card, twice, then how a round is scored.

use super::{Lesson, Step, Tutorial};
use takhte_engine::games::shikoku::{Action, Shikoku};

impl Tutorial for Shikoku {
    fn lesson() -> Lesson<Self> {
        let play = |a: &Action| matches!(a, Action::Play { .. });
        let pass = |a: &Action| matches!(a, Action::Pass { .. });
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.shikoku.0"),
                Step::act("learn.shikoku.1", play),
                Step::act("learn.shikoku.2", pass),
                Step::act("learn.shikoku.3", play),
                Step::act("learn.shikoku.4", pass),
                Step::read("learn.shikoku.5"),
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
