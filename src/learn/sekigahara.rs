//! Sekigahara's guided first game: two moves towards the border provinces, then battles and
//! loyalty explained.

use super::{Lesson, Step, Tutorial};
use takhte_engine::games::sekigahara::{Action, Sekigahara};

impl Tutorial for Sekigahara {
    fn lesson() -> Lesson<Self> {
        let moves = |a: &Action| matches!(a, Action::Move { .. });
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                Step::read("learn.sekigahara.0"),
                Step::act("learn.sekigahara.1", moves),
                Step::act("learn.sekigahara.2", moves),
                Step::read("learn.sekigahara.3"),
                Step::read("learn.sekigahara.4"),
            ],
        }
    }

    /// A move takes three clicks: the province the units leave, the one they enter (lit as a
    /// destination once the first is chosen), and the button of the clan and number that go.
    fn targets(action: &Action) -> Vec<String> {
        let one = |s: String| vec![s];
        match action {
            Action::Move {
                from,
                to,
                clan,
                count,
            } => vec![
                format!("[data-testid=province-{from}]"),
                format!("[data-testid=province-{to}][data-target=move]"),
                format!("[data-testid=move-{clan}-{count}]"),
            ],
            Action::Attack { from, to, .. } => vec![
                format!("[data-testid=province-{from}]"),
                format!("[data-testid=province-{to}][data-target=attack]"),
            ],
            Action::Pass => one("[data-testid=pass]".into()),
            Action::CommitBattleCard { card } => one(format!("[data-testid=commit-{card}]")),
            Action::DoneCommitting => one("[data-testid=done-committing]".into()),
            Action::Retreat { to } => one(format!("[data-testid=retreat-{to}]")),
            Action::Gift { .. } | Action::PlayEvent { .. } => Vec::new(),
        }
    }
}
