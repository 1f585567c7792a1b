//! Sekigahara's guided first game, on release 2's set-up: two moves from the Shinano garrison
//! to castles nobody holds, then Tokugawa's attack on Echizen, defended with battle cards
//! (loyalty, hits, the defender's tie), and gifts explained.

use super::{Lesson, Step, Tutorial};
use takhte_engine::games::sekigahara::{Action, Sekigahara};

impl Tutorial for Sekigahara {
    fn lesson() -> Lesson<Self> {
        Lesson {
            players: 2,
            seed: 0,
            salt: 3,
            steps: vec![
                // Castles and border provinces to win, actions, castles held at the start.
                Step::read("learn.sekigahara.0").with(&[10, 3, 4, 2, 6]),
                // Ukita (clan 1), Shinano (21) to Kōzuke (25), a neutral castle.
                Step::act("learn.sekigahara.1", |a| {
                    *a == Action::Move {
                        from: 21,
                        to: 25,
                        clan: 1,
                        count: 1,
                    }
                }),
                // Mōri (clan 0), Shinano (21) to Echigo (24), a neutral castle: 8 castles.
                Step::act("learn.sekigahara.2", |a| {
                    *a == Action::Move {
                        from: 21,
                        to: 24,
                        clan: 0,
                        count: 1,
                    }
                })
                .with(&[8]),
                // Tokugawa attacks Echizen (8) from Fukushima (12); a Shimazu card (16) secures
                // the lone Shimazu defender.
                Step::act("learn.sekigahara.3", |a| {
                    *a == Action::CommitBattleCard { card: 16 }
                })
                .with(&[3]),
                // The Kobayakawa card (30), against the Kobayakawa attacker (who defects before it strikes).
                Step::act("learn.sekigahara.4", |a| {
                    *a == Action::CommitBattleCard { card: 30 }
                }),
                // Done: the reveal and the loyalty tests (1 defects, 2 deserts).
                Step::act("learn.sekigahara.5", |a| *a == Action::DoneCommitting).with(&[1, 2]),
                // The attacking Kobayakawa rolled 1 and defected; Echizen held on the tie.
                Step::read("learn.sekigahara.6").with(&[1]),
                // Tokugawa attacks Mikawa; gifts of 3 make a unit sworn.
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
                6
            ]
        );
        assert_eq!(lesson.steps[3].nums, &[MAX_BATTLE_CARDS as i64]);
        assert_eq!(
            lesson.steps[5].nums,
            &[DEFECT_AT_MOST as i64, DESERT_AT_MOST as i64]
        );
        assert_eq!(lesson.steps[7].nums, &[GIFT_VALUE as i64]);

        // Step 0: six castles, Kyoto and Osaka among them; Ishida moves first.
        let run = after(0);
        assert_eq!(run.state.castles(ISHIDA), 6);
        assert_eq!(run.state.control[13], Some(ISHIDA));
        assert_eq!(run.state.control[15], Some(ISHIDA));
        assert_eq!(run.state.borders(ISHIDA), 2);
        assert_eq!(run.state.to_act(), Some(crate::learn::LEARNER));
        // Step 1: Mōri and Ukita in Shinano, Kōzuke and Echigo castles nobody holds.
        assert_eq!(clans(&run, ISHIDA, 21), vec![0, 1]);
        assert_eq!(run.state.control[21], Some(ISHIDA));
        for p in [24, 25] {
            assert!(takhte_engine::games::sekigahara::map::MAP[p].castle);
            assert_eq!(run.state.control[p], None);
        }
        // Step 2: after the two moves, 8 castles and Shinano still held, empty.
        let run = after(3);
        assert_eq!(lesson.steps[2].nums, &[run.state.castles(ISHIDA) as i64]);
        assert_eq!(run.state.castles(ISHIDA), 8);
        assert_eq!(run.state.control[21], Some(ISHIDA));
        assert!(clans(&run, ISHIDA, 21).is_empty());
        // Step 3: Tokugawa attacks Echizen from Fukushima with a Kobayakawa and a Date unit,
        // has committed, and Echizen's one defender is a Shimazu; the asked cards are a
        // Shimazu and a Kobayakawa.
        assert_eq!(run.state.phase, Phase::Commit { side: ISHIDA });
        let b = run.state.battle.as_ref().expect("a battle");
        assert_eq!((b.attacker, b.from, b.to), (TOKUGAWA, 12, 8));
        let mut attackers: Vec<u8> = b
            .attackers
            .iter()
            .map(|&u| run.state.units[u as usize].clan)
            .collect();
        attackers.sort_unstable();
        assert_eq!(attackers, vec![3, 4]);
        assert!(!b.committed[TOKUGAWA as usize].is_empty());
        assert_eq!(clans(&run, ISHIDA, 8), vec![2]);
        assert!(matches!(card(16), Card::Loyalty { clan: 2, .. }));
        assert!(matches!(card(30), Card::Loyalty { clan: 3, .. }));
        // Step 6: the reveal. The Kobayakawa attacker rolled 1 and defected; the Shimazu
        // defender, secured, took two hits and fell; one against one, the defender won and the
        // Date attacker retreated to Fukushima.
        let run = after(6);
        let r = run
            .state
            .last_battle
            .as_ref()
            .expect("the battle was fought");
        assert_eq!(r.to, 8);
        let kobayakawa = r
            .tests
            .iter()
            .find(|t| t.side == TOKUGAWA && run.state.units[t.unit as usize].clan == 3)
            .expect("the Kobayakawa attacker was tested");
        assert_eq!(
            kobayakawa.result,
            TestResult::Defected {
                roll: lesson.steps[6].nums[0] as u8
            }
        );
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
        assert_eq!(clans(&run, ISHIDA, 8), vec![3]);
        // Step 7: Tokugawa now attacks Mikawa, an empty castle of Ishida's, with a Date unit.
        let run = after(7);
        let b = run.state.battle.as_ref().expect("a second battle");
        assert_eq!((b.attacker, b.to), (TOKUGAWA, 22));
        assert_eq!(
            b.attackers
                .iter()
                .map(|&u| run.state.units[u as usize].clan)
                .collect::<Vec<_>>(),
            vec![4]
        );
        assert!(clans(&run, ISHIDA, 22).is_empty());
        assert_eq!(run.state.control[22], Some(ISHIDA));
    }
}
