//! Port Royal's guided first game: reveal, stop, buy a Trader, buy a ship at its discount, then
//! reveal into a second pirate and lose the turn (a bust), then scoring.

use crate::learn::{Lesson, Step, Tutorial};
use takhte_engine::games::port_royal::{Action, PortRoyal};

impl Tutorial for PortRoyal {
    fn lesson() -> Lesson<Self> {
        Lesson {
            players: 2,
            seed: 42563,
            salt: 1,
            steps: vec![
                Step::read("learn.port_royal.0").with(&[4]),
                Step::act("learn.port_royal.1", |a| *a == Action::Draw),
                // The deal reveals a Brig (2 gold), a Galleon (4 gold), then a Trader (costs 6).
                Step::act("learn.port_royal.2", |a| *a == Action::Draw).with(&[2]),
                Step::act("learn.port_royal.3", |a| *a == Action::Draw).with(&[4]),
                Step::act("learn.port_royal.4", |a| *a == Action::Stop).with(&[6, 2, 4]),
                Step::act("learn.port_royal.5", |a| *a == Action::Buy { slot: 2 }).with(&[6, 4]),
                // Blue buys the Merchant Prince; the learner's next card is a Sloop (costs 5).
                Step::act("learn.port_royal.6", |a| *a == Action::Draw).with(&[3, 2]),
                Step::act("learn.port_royal.7", |a| *a == Action::Stop).with(&[5, 4]),
                Step::act("learn.port_royal.8", |a| *a == Action::Buy { slot: 0 }).with(&[4, 5, 1]),
                // Blue buys a Navigator; the learner reveals a pirate, then a second one.
                Step::act("learn.port_royal.9", |a| *a == Action::Draw),
                Step::act("learn.port_royal.10", |a| *a == Action::Draw),
                Step::read("learn.port_royal.11").with(&[1, 5, 12]),
            ],
        }
    }

    fn targets(action: &Action) -> Vec<String> {
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
}

#[cfg(test)]
mod tests {
    use crate::learn::{Run, Tutorial, LEARNER};
    use takhte_engine::games::port_royal::content::{card, Ability, Kind, GOLD_PER_POINT};
    use takhte_engine::games::port_royal::PortRoyal;

    fn name(c: u8) -> &'static str {
        card(c).name.trim_start_matches("port_royal.card.")
    }

    /// Plays the lesson and checks, at each step, that the numbers and cards its text speaks
    /// of are the ones on the board, so a change of deal or rules cannot leave the words wrong.
    #[test]
    fn each_step_says_what_the_board_shows() {
        let lesson = PortRoyal::lesson();
        let mut run = Run::start(&lesson).expect("deals");
        while !run.done(&lesson) {
            let s = &run.state;
            let nums = lesson.steps[run.step].nums;
            let n = |i: usize| nums[i] as u32;
            let gold = s.seats[LEARNER].gold;
            let last = s.harbour.last().copied();
            let blue_last = s.seats[1].cards.last().copied();
            match run.step {
                0 => assert_eq!(gold, n(0)),
                2 => assert_eq!(
                    last.map(|c| (name(c), u32::from(card(c).gold))),
                    Some(("brig", n(0)))
                ),
                3 => assert_eq!(
                    last.map(|c| (name(c), u32::from(card(c).gold))),
                    Some(("galleon", n(0)))
                ),
                4 => {
                    let trader = last.expect("a card");
                    assert_eq!(
                        (name(trader), u32::from(card(trader).cost)),
                        ("trader", n(0))
                    );
                    assert_eq!(card(trader).ability, Ability::Discount(1));
                    let golds: Vec<u32> = s.harbour[..2]
                        .iter()
                        .map(|&c| u32::from(card(c).gold))
                        .collect();
                    assert_eq!(golds, vec![n(1), n(2)]);
                }
                5 => {
                    assert_eq!(name(s.harbour[2]), "trader");
                    assert_eq!(s.cost_for(LEARNER, s.harbour[2]), n(0));
                    assert_eq!(gold, n(1));
                }
                6 => {
                    let prince = blue_last.expect("Blue bought");
                    assert_eq!(name(prince), "merchant_prince");
                    assert_eq!(u32::from(card(prince).points), n(0));
                    assert_eq!(card(prince).ability, Ability::Income(n(1) as u8));
                }
                7 => {
                    let sloop = s.harbour[0];
                    assert_eq!((s.harbour.len(), name(sloop)), (1, "sloop"));
                    assert_eq!((u32::from(card(sloop).cost), gold), (n(0), n(1)));
                    assert!(n(0) > n(1), "without the Trader the Sloop is out of reach");
                    assert!(s.can_buy(0), "with it, the Sloop can be bought");
                }
                8 => {
                    let sloop = s.harbour[0];
                    assert_eq!(s.cost_for(LEARNER, sloop), n(0));
                    assert_eq!(u32::from(card(sloop).cost), n(1));
                    assert_eq!(u32::from(card(sloop).points), n(2));
                }
                9 => assert_eq!(blue_last.map(name), Some("navigator")),
                10 => {
                    assert_eq!(
                        s.harbour.iter().map(|&c| card(c).kind).collect::<Vec<_>>(),
                        vec![Kind::Pirate]
                    );
                    assert_eq!(gold, 0, "nothing to lose");
                }
                11 => {
                    let summary = s.last.filter(|l| l.seat == LEARNER);
                    let busted = summary.is_some_and(|l| l.busted)
                        || run.log.iter().any(|(seat, line, _)| {
                            *seat == LEARNER && line.key == "port_royal.log.bust"
                        });
                    assert!(busted, "the learner's turn ended at the second pirate");
                    let points: u32 = s.seats[LEARNER]
                        .cards
                        .iter()
                        .map(|&c| u32::from(card(c).points))
                        .sum();
                    assert_eq!((points, GOLD_PER_POINT), (n(0), n(1)));
                    assert_eq!(u32::from(s.options.target_points), n(2));
                }
                _ => assert!(nums.is_empty()),
            }
            match lesson.steps[run.step].act {
                Some(_) => {
                    let asked = run.expected(&lesson).expect("a move is asked");
                    run.act(&lesson, asked).expect("the asked move is taken");
                }
                None => run.next(&lesson),
            }
        }
    }
}
