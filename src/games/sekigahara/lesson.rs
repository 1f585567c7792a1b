//! Sekigahara's guided first game: two moves towards the border provinces, then battles and
//! loyalty explained.

use crate::learn::{Lesson, Step, Tutorial};
use takhte_engine::games::sekigahara::{Action, Sekigahara};

impl Tutorial for Sekigahara {
    fn lesson() -> Lesson<Self> {
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.sekigahara.0").with(&[10, 3, 4, 2]),
                // Ukita (clan 1), both units, Bizen (1) to Tajima (5).
                Step::act("learn.sekigahara.1", |a| {
                    *a == Action::Move {
                        from: 1,
                        to: 5,
                        clan: 1,
                        count: 2,
                    }
                })
                .with(&[2]),
                // Shimazu (clan 2), both units, Aki (2) to Harima (6).
                Step::act("learn.sekigahara.2", |a| {
                    *a == Action::Move {
                        from: 2,
                        to: 6,
                        clan: 2,
                        count: 2,
                    }
                })
                .with(&[2]),
                Step::read("learn.sekigahara.3").with(&[3]),
                Step::read("learn.sekigahara.4").with(&[3]),
            ],
        }
    }

    /// A move takes three clicks: the province the units leave, the one they enter (lit as a
    /// destination once the first is chosen), and the button of the clan and number that go.
    /// A province is the map's button, or on a phone (where the map is only a picture) its
    /// button in the list beside the map.
    fn targets(action: &Action) -> Vec<String> {
        let one = |s: String| vec![s];
        let source =
            |p: u8| format!("[data-testid=province-{p}][role=button], [data-testid=pick-{p}]");
        match action {
            Action::Move {
                from,
                to,
                clan,
                count,
            } => vec![
                source(*from),
                format!("[data-testid=province-{to}][role=button][data-target=move], [data-testid=pick-{to}].move"),
                format!("[data-testid=move-{clan}-{count}]"),
            ],
            Action::Attack { from, to, .. } => vec![
                source(*from),
                format!("[data-testid=province-{to}][role=button][data-target=attack], [data-testid=pick-{to}].attack"),
            ],
            Action::Pass => one("[data-testid=pass]".into()),
            Action::CommitBattleCard { card } => one(format!("[data-testid=commit-{card}]")),
            Action::DoneCommitting => one("[data-testid=done-committing]".into()),
            Action::Retreat { to } => one(format!("[data-testid=retreat-{to}]")),
            Action::Gift { .. } | Action::PlayEvent { .. } => Vec::new(),
        }
    }
}
