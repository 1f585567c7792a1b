//! A Sekigahara turn in one line for the log: "Tokugawa moved 2 Date units from Echigo via
//! Shinano to Etchū, attacked Mino from Owari with 4 units, committed 2 battle cards and won the
//! battle of Mino". Told from the run's public log lines only (a battle card chosen in secret
//! is never named: its line does not name it).

use crate::i18n::I18n;
use crate::widgets::game_log::{arg_num, arg_text, Story};
use takhte_engine::{LogArg, LogEntry, Seat};

/// A march being told: count, clan and the provinces it went through (a unit moving on from
/// where it just arrived continues the same march).
struct March {
    count: i64,
    clan: String,
    path: Vec<String>,
}

impl March {
    fn tell(self, i18n: &I18n, story: &mut Story) {
        let count = i18n.num(self.count);
        let (from, to) = (self.path[0].clone(), self.path[self.path.len() - 1].clone());
        let via = &self.path[1..self.path.len() - 1];
        story.say(if via.is_empty() {
            i18n.tf("sekigahara.story.move", &[count, self.clan, from, to])
        } else {
            let via = crate::widgets::game_log::and_list(i18n, via);
            i18n.tf(
                "sekigahara.story.move_via",
                &[count, self.clan, from, to, via],
            )
        });
    }
}

/// The clauses of one side's run of actions, or `None` for a line this does not know.
pub fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
    let mut story = Story::default();
    let mut march: Option<March> = None;
    for (seat, line) in run {
        let arg = |i: usize| arg_text(i18n, line, names, i);
        if line.key == "sekigahara.log.move" {
            let (count, clan, from, to) = (arg_num(line, 1), arg(2), arg(3), arg(4));
            match &mut march {
                Some(m) if m.count == count && m.clan == clan && m.path.last() == Some(&from) => {
                    m.path.push(to);
                }
                _ => {
                    if let Some(m) = march.take() {
                        m.tell(i18n, &mut story);
                    }
                    march = Some(March {
                        count,
                        clan,
                        path: vec![from, to],
                    });
                }
            }
            continue;
        }
        if let Some(m) = march.take() {
            m.tell(i18n, &mut story);
        }
        match line.key {
            "sekigahara.log.attack" => story.say(i18n.tf(
                "sekigahara.story.attack",
                &[arg(1), arg(2), i18n.num(arg_num(line, 3))],
            )),
            "sekigahara.log.gift" => story.say(i18n.tf(
                "sekigahara.story.gift",
                &[arg(1), arg(2), i18n.num(arg_num(line, 3))],
            )),
            "sekigahara.log.event" => story.say(i18n.tf("sekigahara.story.event", &[arg(1)])),
            "sekigahara.log.pass" => story.say(i18n.t("sekigahara.story.pass")),
            // The cards chosen in secret are counted by the line that closes the choice.
            "sekigahara.log.commit" => {}
            "sekigahara.log.done" => {
                story.say(i18n.tf("sekigahara.story.done", &[i18n.num(arg_num(line, 1))]))
            }
            "sekigahara.log.battle" => {
                let won = matches!(line.args.first(), Some(LogArg::Player(w)) if w == seat);
                let key = if won {
                    "sekigahara.story.won_battle"
                } else {
                    "sekigahara.story.lost_battle"
                };
                story.say(i18n.tf(key, &[arg(1)]));
            }
            "sekigahara.log.retreat" => {
                story.say(i18n.tf("sekigahara.story.retreat", &[arg(1)]));
            }
            _ => return None,
        }
    }
    if let Some(m) = march.take() {
        m.tell(i18n, &mut story);
    }
    Some(story.clauses(i18n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameUi;
    use crate::i18n::Lang;
    use crate::widgets::game_log::{bot_runs, render_arg, tell};
    use takhte_engine::games::sekigahara::Sekigahara;

    fn names() -> Vec<String> {
        ["Ishida", "Tokugawa"].map(String::from).to_vec()
    }

    #[test]
    fn every_bot_turn_names_its_marches_attacks_and_battles() {
        let en = I18n { lang: Lang::En };
        let names = names();
        let (mut attacks, mut battles) = (0, 0);
        for seed in [3, 4, 14, 16] {
            for run in bot_runs::<Sekigahara>(2, seed) {
                let clauses = Sekigahara::story(&en, &run, &names).expect("every line is told");
                let sentence = tell(&en, &names[run[0].0], &clauses);
                for (_, line) in &run {
                    match line.key {
                        "sekigahara.log.move" => {
                            // Every province and clan of every march is named.
                            for i in 2..=4 {
                                let word = render_arg(&en, &line.args[i], &names);
                                assert!(sentence.contains(&word), "{word} in {sentence}");
                            }
                        }
                        "sekigahara.log.attack" => {
                            attacks += 1;
                            let to = render_arg(&en, &line.args[2], &names);
                            assert!(
                                sentence.contains(&format!("attacked {to} from")),
                                "{sentence}"
                            );
                        }
                        "sekigahara.log.battle" => {
                            battles += 1;
                            let at = render_arg(&en, &line.args[1], &names);
                            assert!(
                                sentence.contains(&format!("the battle of {at}")),
                                "{sentence}"
                            );
                        }
                        _ => {}
                    }
                }
                for lang in [Lang::Fa, Lang::Ar] {
                    let told = Sekigahara::story(&I18n { lang }, &run, &names).expect("told");
                    assert_eq!(told.len(), clauses.len());
                    for clause in &told {
                        assert!(
                            !clause.contains('{') && !clause.contains("sekigahara."),
                            "{clause}"
                        );
                        assert!(!clause.chars().any(|c| c.is_ascii_digit()), "{clause}");
                    }
                }
            }
        }
        assert!(attacks > 0, "some turn attacked");
        let _ = battles;
    }

    #[test]
    fn a_march_on_from_where_it_arrived_is_one_clause() {
        let en = I18n { lang: Lang::En };
        let mv = |from: &'static str, to: &'static str| {
            (
                1,
                LogEntry::new(
                    "sekigahara.log.move",
                    [
                        LogArg::Player(1),
                        LogArg::Num(2),
                        LogArg::Key("sekigahara.clan.date"),
                        LogArg::Key(from),
                        LogArg::Key(to),
                    ],
                ),
            )
        };
        let run = vec![
            mv("sekigahara.province.echigo", "sekigahara.province.shinano"),
            mv("sekigahara.province.shinano", "sekigahara.province.etchu"),
            (
                1,
                LogEntry::new(
                    "sekigahara.log.attack",
                    [
                        LogArg::Player(1),
                        LogArg::Key("sekigahara.province.owari"),
                        LogArg::Key("sekigahara.province.mino"),
                        LogArg::Num(4),
                    ],
                ),
            ),
            (
                1,
                LogEntry::new("sekigahara.log.commit", [LogArg::Player(1)]),
            ),
            (
                1,
                LogEntry::new("sekigahara.log.done", [LogArg::Player(1), LogArg::Num(2)]),
            ),
        ];
        let clauses = Sekigahara::story(&en, &run, &names()).unwrap();
        let said = tell(&en, "Tokugawa", &clauses);
        assert!(
            said.starts_with("Tokugawa moved 2 Date units from Echigo via Shinano to Etch"),
            "{said}"
        );
        assert!(
            said.ends_with(", attacked Mino from Owari with 4 units and committed 2 battle cards"),
            "{said}"
        );
    }
}
