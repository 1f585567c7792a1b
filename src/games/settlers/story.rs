//! A settlers turn in one line for the log: "Blue rolled 8, took 2 wheat, built a road and
//! ended the turn". Told from the run's public log lines only (a stolen card is never named,
//! as its line does not name it).

use crate::i18n::I18n;
use crate::widgets::game_log::{arg_num, arg_text, Story};
use takhte_engine::{LogArg, LogEntry, Seat};

/// One more piece built, told in one clause with the others: "built a settlement and a road".
fn built(story: &mut Story, piece: &'static str) {
    story.tally_counted("settlers.story.built", piece, 1);
}

/// The clauses of one seat's run of actions, or `None` for a line this does not know.
pub fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
    let mut story = Story::default();
    for (_, line) in run {
        let arg = |i: usize| arg_text(i18n, line, names, i);
        match line.key {
            "settlers.log.roll" => {
                story.say(i18n.tf("settlers.story.roll", &[arg(3)]));
                // What the roll gave the roller: (count, resource) pairs after the dice.
                let got: Vec<String> = line.args[4..]
                    .chunks(2)
                    .filter_map(|pair| match pair {
                        [LogArg::Num(n), LogArg::Key(r)] => {
                            Some(i18n.tf("settlers.ui.n_of", &[i18n.num(n), i18n.t(r)]))
                        }
                        _ => None,
                    })
                    .collect();
                if !got.is_empty() {
                    let got = crate::widgets::game_log::and_list(i18n, &got);
                    story.say(i18n.tf("settlers.story.took", &[got]));
                }
            }
            "settlers.log.settlement" => built(&mut story, "settlers.story.settlements"),
            "settlers.log.road" => built(&mut story, "settlers.story.roads"),
            "settlers.log.city" => built(&mut story, "settlers.story.cities"),
            "settlers.log.buy" => story.count("settlers.story.bought", 1),
            "settlers.log.play" => story.say(i18n.tf("settlers.story.played", &[arg(1)])),
            "settlers.log.year_of_plenty" => {
                story.say(i18n.tf("settlers.story.year_of_plenty", &[arg(1), arg(2), arg(3)]))
            }
            "settlers.log.monopoly" => {
                story.say(i18n.tf("settlers.story.monopoly", &[arg(1), arg(2), arg(3)]))
            }
            "settlers.log.robber" => story.say(i18n.t("settlers.story.robber")),
            "settlers.log.robber_steal" => {
                story.say(i18n.tf("settlers.story.steal", &[arg(2)]));
            }
            "settlers.log.discard" => story.tally("settlers.story.discarded", arg(1), 1),
            "settlers.log.bank_trade" => {
                story.say(i18n.tf("settlers.story.bank", &[arg(1), arg(2), arg(3)]))
            }
            "settlers.log.offer_all" | "settlers.log.offer_to" => {
                let key = if line.key == "settlers.log.offer_all" {
                    "settlers.story.offer_all"
                } else {
                    "settlers.story.offer_to"
                };
                story.say(i18n.tf(key, &[arg(1), arg(2), arg(3), arg(4), arg(5)]));
            }
            "settlers.log.offer_mixed_all" | "settlers.log.offer_mixed_to" => {
                let key = if line.key == "settlers.log.offer_mixed_all" {
                    "settlers.story.offer_mixed_all"
                } else {
                    "settlers.story.offer_mixed_to"
                };
                story.say(i18n.tf(key, &[arg(1), arg(2), arg(3)]));
            }
            "settlers.log.accept" => story.say(i18n.t("settlers.story.accepted")),
            "settlers.log.decline" => story.say(i18n.t("settlers.story.declined")),
            "settlers.log.trade" => story.say(i18n.tf("settlers.story.traded", &[arg(1)])),
            "settlers.log.cancel" => story.say(i18n.t("settlers.story.withdrew")),
            "settlers.log.end_turn" => story.say(i18n.t("settlers.story.ended")),
            "settlers.log.win" => {
                story.say(i18n.tf("settlers.story.won", &[i18n.num(arg_num(line, 1))]))
            }
            "settlers.log.turn_limit" => story.say(i18n.t("settlers.story.turn_limit")),
            _ => return None,
        }
    }
    Some(story.clauses(i18n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameUi;
    use crate::i18n::Lang;
    use crate::widgets::game_log::{bot_runs, render_arg};
    use takhte_engine::games::settlers::Settlers;

    fn names() -> Vec<String> {
        ["Red", "Blue", "Orange", "White"]
            .map(String::from)
            .to_vec()
    }

    fn runs(players: usize, seed: u64) -> Vec<Vec<(Seat, LogEntry)>> {
        bot_runs::<Settlers>(players, seed)
    }

    #[test]
    fn every_bot_turn_is_told_with_its_roll_its_harvest_and_its_end() {
        let en = I18n { lang: Lang::En };
        let names = names();
        let mut told_harvest = false;
        for seed in [3, 4] {
            for run in runs(3, seed) {
                let clauses = Settlers::story(&en, &run, &names).expect("every line is told");
                let rolled = run.iter().find(|(_, l)| l.key == "settlers.log.roll");
                if let Some((_, roll)) = rolled {
                    let sum = arg_num(roll, 3);
                    assert!(clauses.contains(&format!("rolled {sum}")), "{clauses:?}");
                    if roll.args.len() > 4 {
                        told_harvest = true;
                        assert!(
                            clauses.iter().any(|c| c.starts_with("took ")),
                            "{clauses:?}"
                        );
                    }
                }
                if run
                    .last()
                    .is_some_and(|(_, l)| l.key == "settlers.log.end_turn")
                {
                    assert_eq!(clauses.last().map(String::as_str), Some("ended the turn"));
                }
                let roads = run
                    .iter()
                    .filter(|(_, l)| l.key == "settlers.log.road")
                    .count();
                let built = clauses.iter().find(|c| c.starts_with("built "));
                match roads {
                    0 => assert!(!clauses.iter().any(|c| c.contains("road"))),
                    1 => assert!(built.is_some_and(|c| c.contains("a road")), "{clauses:?}"),
                    n => assert!(
                        built.is_some_and(|c| c.contains(&format!("{n} roads"))),
                        "{clauses:?}"
                    ),
                }
                // A steal names the victim, never the card.
                for (_, line) in &run {
                    if line.key == "settlers.log.robber_steal" {
                        let victim = render_arg(&en, &line.args[2], &names);
                        let said = format!("stole a card from {victim} with the robber");
                        assert!(clauses.contains(&said), "{clauses:?}");
                    }
                }
                for lang in [Lang::Fa, Lang::Ar] {
                    let told = Settlers::story(&I18n { lang }, &run, &names).expect("told");
                    assert_eq!(told.len(), clauses.len());
                    for clause in &told {
                        assert!(
                            !clause.contains('{') && !clause.contains("settlers."),
                            "{clause}"
                        );
                        assert!(!clause.chars().any(|c| c.is_ascii_digit()), "{clause}");
                    }
                }
            }
        }
        assert!(told_harvest, "some roll gave the roller cards");
    }

    #[test]
    fn a_turn_reads_as_one_sentence() {
        let en = I18n { lang: Lang::En };
        let line = |key: &'static str, args: Vec<LogArg>| {
            let mut entry = LogEntry::new(key, [LogArg::Player(0)]);
            for a in args {
                entry.args.push(a);
            }
            (0, entry)
        };
        let run = vec![
            line(
                "settlers.log.roll",
                vec![
                    LogArg::Num(5),
                    LogArg::Num(3),
                    LogArg::Num(8),
                    LogArg::Num(2),
                    LogArg::Key("settlers.res.wheat"),
                ],
            ),
            line("settlers.log.road", vec![LogArg::Num(12)]),
            line("settlers.log.end_turn", vec![]),
        ];
        let clauses = Settlers::story(&en, &run, &names()).unwrap();
        assert_eq!(
            crate::widgets::game_log::tell(&en, "Blue", &clauses),
            "Blue rolled 8, took 2 wheat, built a road and ended the turn"
        );
        let fa = I18n { lang: Lang::Fa };
        let clauses = Settlers::story(&fa, &run, &names()).unwrap();
        assert_eq!(
            crate::widgets::game_log::tell(&fa, "آبی", &clauses),
            "آبی تاس ۸ آورد، ۲ گندم گرفت، یک جاده ساخت و نوبتش را تمام کرد"
        );
    }
}
