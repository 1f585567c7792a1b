//! Sekigahara's guided first game, on release 2's set-up: the Date unit of Ōmi marches to two
//! castles nobody holds, then Tokugawa's attack on Echizen is defended with battle cards
//! (loyalty, hits, the defender's tie), and gifts explained.

use crate::learn::{Lesson, Step, Tutorial};
use takhte_engine::games::sekigahara::{Action, Sekigahara};

impl Tutorial for Sekigahara {
    fn lesson() -> Lesson<Self> {
        Lesson {
            players: 2,
            seed: 1,
            salt: 4,
            steps: vec![
                // Castles and border provinces to win, actions, castles held at the start.
                Step::read("learn.sekigahara.0").with(&[10, 3, 4, 2, 4]),
                // Date (clan 4), Ōmi (9) to Tajima (5), a neutral castle.
                Step::act("learn.sekigahara.1", |a| {
                    *a == Action::Move {
                        from: 9,
                        to: 5,
                        clan: 4,
                        count: 1,
                    }
                }),
                // The same unit on from Tajima (5) to Bizen (1), a neutral castle: 6 castles.
                Step::act("learn.sekigahara.2", |a| {
                    *a == Action::Move {
                        from: 5,
                        to: 1,
                        clan: 4,
                        count: 1,
                    }
                })
                .with(&[6]),
                // Tokugawa attacks Echizen (8) from Fukushima (12) with three Mōri units; a
                // Shimazu card (16) secures the lone Shimazu defender.
                Step::act("learn.sekigahara.3", |a| {
                    *a == Action::CommitBattleCard { card: 16 }
                })
                .with(&[3, 3]),
                // The Mōri card (6), against the Mōri attackers.
                Step::act("learn.sekigahara.4", |a| {
                    *a == Action::CommitBattleCard { card: 6 }
                }),
                // Done: the reveal and the loyalty tests (1 defects, 2 deserts).
                Step::act("learn.sekigahara.5", |a| *a == Action::DoneCommitting).with(&[1, 2]),
                // One Mōri attacker defected, one deserted; Echizen held on the tie.
                Step::read("learn.sekigahara.6").with(&[1, 2]),
                // Gifts of 3 make a unit sworn.
                Step::read("learn.sekigahara.7").with(&[3]),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::Run;
    use takhte_engine::games::sekigahara::content::{
        card, Card, ACTIONS, BORDERS_TO_WIN, CASTLES_TO_WIN, DEFECT_AT_MOST, DESERT_AT_MOST,
        GIFT_VALUE, MAX_BATTLE_CARDS,
    };
    use takhte_engine::games::sekigahara::map::BORDERS;
    use takhte_engine::games::sekigahara::{Phase, TestResult};
    use takhte_engine::Game;

    const ISHIDA: u8 = 0;
    const TOKUGAWA: u8 = 1;

    /// The lesson's run after its first `n` steps.
    fn after(n: usize) -> Run<Sekigahara> {
        let lesson = Sekigahara::lesson();
        let mut run = Run::start(&lesson).expect("deals");
        while run.step < n {
            match run.expected(&lesson) {
                Some(a) => run.act(&lesson, a).expect("the asked move"),
                None => run.next(&lesson),
            }
        }
        run
    }

    /// Clans of the units of `side` standing in `province`, sorted.
    fn clans(run: &Run<Sekigahara>, side: u8, province: u8) -> Vec<u8> {
        let mut c: Vec<u8> = run
            .state
            .units
            .iter()
            .filter(|u| u.side == side && u.province == Some(province))
            .map(|u| u.clan)
            .collect();
        c.sort_unstable();
        c
    }

    /// What step texts say about the board is true when they are shown: the numbers they
    /// quote are the rules', and the positions and battle they tell of are the deal's.
    #[test]
    fn the_texts_tell_the_board_as_it_is() {
        let lesson = Sekigahara::lesson();
        assert_eq!(
            lesson.steps[0].nums,
            &[
                CASTLES_TO_WIN as i64,
                BORDERS_TO_WIN as i64,
                BORDERS.len() as i64,
                ACTIONS as i64,
                4
            ]
        );
        assert_eq!(lesson.steps[3].nums[1], MAX_BATTLE_CARDS as i64);
        assert_eq!(
            lesson.steps[5].nums,
            &[DEFECT_AT_MOST as i64, DESERT_AT_MOST as i64]
        );
        assert_eq!(lesson.steps[7].nums, &[GIFT_VALUE as i64]);

        // Step 0: four castles, Kyoto and Osaka among them, held by five and seven units;
        // Ishida moves first.
        let run = after(0);
        assert_eq!(run.state.castles(ISHIDA), 4);
        assert_eq!(run.state.control[13], Some(ISHIDA));
        assert_eq!(run.state.control[15], Some(ISHIDA));
        assert_eq!(clans(&run, ISHIDA, 13).len(), 5);
        assert_eq!(clans(&run, ISHIDA, 15).len(), 7);
        assert_eq!(run.state.borders(ISHIDA), 2);
        assert_eq!(run.state.to_act(), Some(crate::learn::LEARNER));
        // Step 1: a Date unit alone in Ōmi, next to Tajima, a castle nobody holds.
        assert_eq!(clans(&run, ISHIDA, 9), vec![4]);
        let map = takhte_engine::games::sekigahara::map::MAP;
        assert!(map[5].castle && map[1].castle && !map[9].castle);
        assert_eq!(run.state.control[5], None);
        assert_eq!(run.state.control[1], None);
        // Step 2: after the two moves, 6 castles; Tajima and Ōmi still held, empty.
        let run = after(3);
        assert_eq!(lesson.steps[2].nums, &[run.state.castles(ISHIDA) as i64]);
        assert_eq!(run.state.castles(ISHIDA), 6);
        for p in [5u8, 9] {
            assert_eq!(run.state.control[usize::from(p)], Some(ISHIDA));
            assert!(clans(&run, ISHIDA, p).is_empty());
        }
        assert_eq!(clans(&run, ISHIDA, 1), vec![4]);
        // Step 3: Tokugawa attacks Echizen from Fukushima with three Mōri units, has
        // committed, and Echizen's one defender is a Shimazu; the asked cards are a Shimazu
        // and a Mōri.
        assert_eq!(run.state.phase, Phase::Commit { side: ISHIDA });
        let b = run.state.battle.as_ref().expect("a battle");
        assert_eq!((b.attacker, b.from, b.to), (TOKUGAWA, 12, 8));
        let attackers: Vec<u8> = b
            .attackers
            .iter()
            .map(|&u| run.state.units[u as usize].clan)
            .collect();
        assert_eq!(attackers, vec![0, 0, 0]);
        assert_eq!(lesson.steps[3].nums[0], attackers.len() as i64);
        assert!(!b.committed[TOKUGAWA as usize].is_empty());
        assert_eq!(clans(&run, ISHIDA, 8), vec![2]);
        assert!(matches!(card(16), Card::Loyalty { clan: 2, .. }));
        assert!(matches!(card(6), Card::Loyalty { clan: 0, .. }));
        // Step 6: the reveal. One Mōri attacker rolled 1 and defected, one rolled 2 and
        // deserted; the Shimazu defender, secured, fell to two hits; one against one, the
        // defender won and the last Mōri attacker retreated to Fukushima.
        let run = after(6);
        let r = run
            .state
            .last_battle
            .as_ref()
            .expect("the battle was fought");
        assert_eq!(r.to, 8);
        let mori: Vec<TestResult> = r
            .tests
            .iter()
            .filter(|t| t.side == TOKUGAWA)
            .map(|t| t.result)
            .collect();
        let (one, two) = (lesson.steps[6].nums[0] as u8, lesson.steps[6].nums[1] as u8);
        assert_eq!(mori.len(), 3);
        assert!(mori.contains(&TestResult::Defected { roll: one }));
        assert!(mori.contains(&TestResult::Deserted { roll: two }));
        let shimazu = r
            .tests
            .iter()
            .find(|t| t.side == ISHIDA)
            .expect("the defender");
        assert_eq!(shimazu.result, TestResult::Secured);
        assert_eq!(r.hits.iter().filter(|h| h.unit == shimazu.unit).count(), 2);
        assert_eq!(r.eliminated, vec![shimazu.unit]);
        assert_eq!(r.remaining, [1, 1]);
        assert_eq!(r.winner, ISHIDA);
        assert_eq!(r.retreat, Some(12));
        assert_eq!(run.state.control[8], Some(ISHIDA));
        assert_eq!(clans(&run, ISHIDA, 8), vec![0]);
    }
}
