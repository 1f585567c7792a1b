//! A Port Royal turn in one line for the log: "Blue revealed 5 cards (Sloop, Brig ×2, Jester,
//! a pirate) and bought Jester for 3 gold", or "… and went bust on a second pirate". Told from
//! the run's public log lines only.

use crate::i18n::I18n;
use crate::widgets::game_log::{arg_num, arg_text, Story};
use takhte_engine::{LogEntry, Seat};

/// The cards revealed so far in a run: each name with how often, in the order first seen, and
/// the pirates.
#[derive(Default)]
struct Reveals {
    cards: Vec<(String, i64)>,
    pirates: i64,
    /// Pirates of those a gunner drove off.
    driven_off: i64,
}

impl Reveals {
    fn add(&mut self, name: String) {
        match self.cards.iter_mut().find(|(n, _)| *n == name) {
            Some((_, times)) => *times += 1,
            None => self.cards.push((name, 1)),
        }
    }

    /// Tells the reveals as one clause (nothing when there were none) and starts afresh.
    fn tell(&mut self, i18n: &I18n, story: &mut Story) {
        let total: i64 = self.cards.iter().map(|(_, n)| n).sum::<i64>() + self.pirates;
        if total == 0 {
            return;
        }
        let mut items: Vec<String> = self
            .cards
            .iter()
            .map(|(name, times)| match times {
                1 => name.clone(),
                _ => i18n.tf("port_royal.story.times", &[name.clone(), i18n.num(times)]),
            })
            .collect();
        if self.pirates > 0 {
            items.push(i18n.tf("port_royal.story.pirates", &[i18n.num(self.pirates)]));
        }
        story.say(i18n.tf(
            "port_royal.story.revealed",
            &[i18n.num(total), i18n.list(&items)],
        ));
        if self.driven_off > 0 {
            story.count("port_royal.story.driven_off", self.driven_off);
        }
        *self = Reveals::default();
    }
}

/// The gold taken at the end of a turn.
fn gold(i18n: &I18n, n: i64) -> String {
    match n {
        0 => i18n.t("port_royal.story.no_gold"),
        _ => i18n.tf("port_royal.story.bank", &[i18n.num(n)]),
    }
}

/// The clauses of one seat's run of actions, or `None` for a line this does not know.
pub fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
    let mut story = Story::default();
    let mut reveals = Reveals::default();
    for (_, line) in run {
        let arg = |i: usize| arg_text(i18n, line, names, i);
        match line.key {
            "port_royal.log.draw" => {
                reveals.add(arg(1));
                continue;
            }
            "port_royal.log.pirate" => {
                reveals.pirates += 1;
                continue;
            }
            "port_royal.log.driven_off" => {
                reveals.pirates += 1;
                reveals.driven_off += 1;
                continue;
            }
            _ => {}
        }
        match line.key {
            "port_royal.log.bust" => {
                reveals.pirates += 1;
                reveals.tell(i18n, &mut story);
                story.say(i18n.t("port_royal.story.bust"));
            }
            // Stopping to buy: the purchase (or the gold taken) tells the rest.
            "port_royal.log.stop" => reveals.tell(i18n, &mut story),
            "port_royal.log.bank" => {
                reveals.tell(i18n, &mut story);
                story.say(gold(i18n, arg_num(line, 1)));
            }
            "port_royal.log.buy" => {
                reveals.tell(i18n, &mut story);
                story.say(i18n.tf("port_royal.story.buy", &[arg(1), arg(2)]));
                let banked = arg_num(line, 3);
                if banked > 0 {
                    story.say(gold(i18n, banked));
                }
            }
            _ => return None,
        }
    }
    reveals.tell(i18n, &mut story);
    Some(story.clauses(i18n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameUi;
    use crate::i18n::Lang;
    use crate::widgets::game_log::{bot_runs, render_arg, tell};
    use takhte_engine::games::port_royal::PortRoyal;

    #[test]
    fn every_bot_turn_counts_and_names_its_reveals_and_ends_with_the_purchase_or_the_bust() {
        let en = I18n { lang: Lang::En };
        let names: Vec<String> = ["Red", "Blue", "Green", "Yellow"]
            .map(String::from)
            .to_vec();
        let (mut busts, mut buys) = (0, 0);
        for seed in [1, 5] {
            for run in bot_runs::<PortRoyal>(3, seed) {
                let clauses = PortRoyal::story(&en, &run, &names).expect("every line is told");
                let sentence = tell(&en, &names[run[0].0], &clauses);
                let revealed = run
                    .iter()
                    .filter(|(_, l)| {
                        matches!(
                            l.key,
                            "port_royal.log.draw"
                                | "port_royal.log.pirate"
                                | "port_royal.log.driven_off"
                                | "port_royal.log.bust"
                        )
                    })
                    .count();
                if revealed > 0 {
                    let card = if revealed == 1 { "card" } else { "cards" };
                    assert!(
                        sentence.contains(&format!("revealed {revealed} {card} (")),
                        "{sentence}"
                    );
                }
                for (_, line) in &run {
                    let name = |i: usize| render_arg(&en, &line.args[i], &names);
                    match line.key {
                        "port_royal.log.draw" => assert!(sentence.contains(&name(1)), "{sentence}"),
                        "port_royal.log.buy" => {
                            buys += 1;
                            let bought = format!("bought {} for {} gold", name(1), name(2));
                            assert!(sentence.contains(&bought), "{sentence}");
                        }
                        "port_royal.log.bust" => {
                            busts += 1;
                            assert!(
                                sentence.ends_with("went bust on a second pirate"),
                                "{sentence}"
                            );
                        }
                        _ => {}
                    }
                }
                for lang in [Lang::Fa, Lang::Ar] {
                    let told = PortRoyal::story(&I18n { lang }, &run, &names).expect("told");
                    assert_eq!(told.len(), clauses.len());
                    for clause in &told {
                        assert!(
                            !clause.contains('{') && !clause.contains("port_royal."),
                            "{clause}"
                        );
                        assert!(!clause.chars().any(|c| c.is_ascii_digit()), "{clause}");
                    }
                }
            }
        }
        assert!(busts > 0 && buys > 0, "busts {busts}, buys {buys}");
    }
}
