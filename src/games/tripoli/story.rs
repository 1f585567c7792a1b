//! A Shores of Tripoli turn in one line for the log: "United States drew a card and played
//! Frigate Squadron on Tripoli Roads with 2 ships". A card's effect is told from the zone and
//! ship choices that follow it; only what the log lines show is told. Every clause takes the
//! side's name as `{0}`, for the languages whose verbs agree with it.

use crate::i18n::I18n;
use crate::widgets::game_log::{and_list, arg_num, arg_text, Story};
use takhte_engine::{LogEntry, Seat};

/// A card being played and the choices made for it so far.
#[derive(Default)]
struct Play {
    card: Option<String>,
    zones: Vec<String>,
    ships: Option<i64>,
}

impl Play {
    /// Tells the play (or choices made without a card) as one clause, and starts afresh.
    fn tell(&mut self, i18n: &I18n, name: &str, story: &mut Story) {
        let play = std::mem::take(self);
        let name = name.to_string();
        let zones = and_list(i18n, &play.zones);
        let ships = play.ships.map(|n| i18n.num(n));
        let said = match (play.card, play.zones.is_empty(), ships) {
            (None, true, None) => return,
            (Some(card), true, None) => i18n.tf("tripoli.story.play", &[name, card]),
            (Some(card), false, None) => i18n.tf("tripoli.story.play_on", &[name, card, zones]),
            (Some(card), true, Some(n)) => i18n.tf("tripoli.story.play_ships", &[name, card, n]),
            (Some(card), false, Some(n)) => {
                i18n.tf("tripoli.story.play_on_ships", &[name, card, zones, n])
            }
            (None, false, None) => i18n.tf("tripoli.story.zone", &[name, zones]),
            (None, true, Some(n)) => i18n.tf("tripoli.story.ships", &[name, n]),
            (None, false, Some(n)) => i18n.tf("tripoli.story.zone_ships", &[name, zones, n]),
        };
        story.say(said);
    }
}

/// The clauses of one side's run of actions, or `None` for a line this does not know.
pub fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
    let mut story = Story::default();
    let mut play = Play::default();
    let name = run
        .first()
        .and_then(|(seat, _)| names.get(*seat))
        .cloned()
        .unwrap_or_default();
    for (_, line) in run {
        let arg = |i: usize| arg_text(i18n, line, names, i);
        match line.key {
            "tripoli.log.choose_zone" => {
                play.zones.push(arg(1));
                continue;
            }
            "tripoli.log.choose_ships" => {
                *play.ships.get_or_insert(0) += arg_num(line, 1);
                continue;
            }
            _ => play.tell(i18n, &name, &mut story),
        }
        let with_name = |key: &str, rest: &[String]| {
            let mut args = vec![name.clone()];
            args.extend_from_slice(rest);
            i18n.tf(key, &args)
        };
        match line.key {
            "tripoli.log.play" => play.card = Some(arg(1)),
            "tripoli.log.draw_own" => story.say(with_name("tripoli.story.draw", &[i18n.num(1)])),
            "tripoli.log.draw_event" => story.say(with_name("tripoli.story.event", &[arg(1)])),
            "tripoli.log.discard_for_ship" => {
                story.say(with_name("tripoli.story.discard_for_ship", &[arg(1)]));
            }
            "tripoli.log.pass" => story.say(with_name("tripoli.story.pass", &[])),
            "tripoli.log.discard_down" => {
                story.say(with_name("tripoli.story.discard_down", &[arg(1)]));
            }
            _ => return None,
        }
    }
    play.tell(i18n, &name, &mut story);
    Some(story.clauses(i18n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::GameUi;
    use crate::i18n::Lang;
    use crate::widgets::game_log::{bot_runs, render_arg, tell};
    use takhte_engine::games::tripoli::Tripoli;

    #[test]
    fn every_bot_turn_tells_the_card_played_with_its_zones_and_ships_and_the_events() {
        let en = I18n { lang: Lang::En };
        let names: Vec<String> = ["United States", "Barbary"].map(String::from).to_vec();
        let mut events = 0;
        for seed in [1, 5] {
            for run in bot_runs::<Tripoli>(2, seed) {
                let clauses = Tripoli::story(&en, &run, &names).expect("every line is told");
                let sentence = tell(&en, &names[run[0].0], &clauses);
                for (i, (_, line)) in run.iter().enumerate() {
                    let word = |k: usize| render_arg(&en, &line.args[k], &names);
                    match line.key {
                        "tripoli.log.play" => {
                            let mut said = format!("played {}", word(1));
                            if let Some((_, next)) = run.get(i + 1) {
                                if next.key == "tripoli.log.choose_zone" {
                                    said +=
                                        &format!(" on {}", render_arg(&en, &next.args[1], &names));
                                }
                            }
                            assert!(sentence.contains(&said), "{said} in {sentence}");
                        }
                        "tripoli.log.choose_ships" => {
                            let n = arg_num(line, 1);
                            assert!(sentence.contains(&format!("with {n} ship")), "{sentence}");
                        }
                        "tripoli.log.draw_event" => {
                            events += 1;
                            assert!(
                                sentence.contains(&format!("drew the event {}", word(1))),
                                "{sentence}"
                            );
                        }
                        _ => {}
                    }
                }
                for lang in [Lang::Fa, Lang::Ar] {
                    let names: Vec<String> = ["tripoli.side.us", "tripoli.side.barbary"]
                        .map(|k| I18n { lang }.t(k))
                        .to_vec();
                    let told = Tripoli::story(&I18n { lang }, &run, &names).expect("told");
                    assert_eq!(told.len(), clauses.len());
                    for clause in &told {
                        assert!(
                            !clause.contains('{') && !clause.contains("tripoli."),
                            "{clause}"
                        );
                        assert!(!clause.chars().any(|c| c.is_ascii_digit()), "{clause}");
                    }
                }
            }
        }
        assert!(events > 0, "some turn drew an event");
    }

    #[test]
    fn the_arabic_verbs_agree_with_the_side() {
        let ar = I18n { lang: Lang::Ar };
        let us = ar.t("tripoli.side.us");
        let barbary = ar.t("tripoli.side.barbary");
        let names = vec![us.clone(), barbary.clone()];
        let line = |seat: usize| {
            (
                seat,
                LogEntry::new("tripoli.log.pass", [takhte_engine::LogArg::Player(seat)]),
            )
        };
        let said = |seat: usize| Tripoli::story(&ar, &[line(seat), line(seat)], &names).unwrap();
        assert_ne!(said(0), said(1));
    }
}
