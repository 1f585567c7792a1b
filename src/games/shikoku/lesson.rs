//! Shikoku's guided first game: a whole round of play a card, pass a card, to its scoring.
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
                // Black played region 3 and passed a region 1 card. Card 16: region 2, two icons,
                // making 4 against Black's 2 there.
                Step::act("learn.shikoku.5", |a| *a == Action::Play { card: 16 })
                    .with(&[3, 1, 2, 2, 4]),
                // Card 1: region 1 (worth 1), one icon.
                Step::act("learn.shikoku.6", |a| *a == Action::Pass { card: 1 }).with(&[1, 1]),
                // Black played region 3 again and handed card 1 back. Card 6: region 1, two icons.
                Step::act("learn.shikoku.7", |a| *a == Action::Play { card: 6 }).with(&[3, 1, 2]),
                Step::act("learn.shikoku.8", |a| *a == Action::Pass { card: 1 }).with(&[1]),
                // Black played region 5 and passed card 0 (region 1): White's third piece there.
                Step::act("learn.shikoku.9", |a| *a == Action::Play { card: 0 }).with(&[5, 1, 3]),
                // The round: White wins regions 1, 2, 4 (1 + 2 + 2) and its goal (region 4, +2);
                // Black regions 3 and 5 (3 + 1), missing its goal (regions 2 and 4).
                Step::read("learn.shikoku.10").with(&[1, 2, 4, 5, 2, 7, 3, 5, 4]),
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
