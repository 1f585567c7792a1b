//! A Shikoku turn in one line for the log: "Black played a region 3 card with 2 icons, placed 2
//! pieces and passed a card". The card passed goes face down: only that a card was passed is
//! told, as its log line says no more.

use crate::i18n::I18n;
use crate::widgets::game_log::{arg_num, Story};
use takhte_engine::{LogEntry, Seat};

/// The clauses of one seat's run of actions, or `None` for a line this does not know.
pub fn story(i18n: &I18n, run: &[(Seat, LogEntry)], names: &[String]) -> Option<Vec<String>> {
    let mut story = Story::default();
    for (_, line) in run {
        let num = |i: usize| i18n.num(arg_num(line, i));
        match line.key {
            "shikoku.log.play" | "shikoku.log.play_and_score" => {
                story.say(i18n.tf("shikoku.story.play", &[num(1), num(2)]));
                story.say(i18n.tf("shikoku.story.placed", &[num(3)]));
                if line.key == "shikoku.log.play_and_score" {
                    let seat = |s: usize| names.get(s).cloned().unwrap_or_default();
                    story.say(i18n.tf(
                        "shikoku.story.scored",
                        &[num(4), seat(0), num(5), seat(1), num(6)],
                    ));
                }
            }
            "shikoku.log.pass" => story.count("shikoku.story.pass", 1),
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
    use crate::widgets::game_log::{bot_runs, tell};
    use takhte_engine::games::shikoku::Shikoku;

    #[test]
    fn every_bot_turn_tells_the_card_played_and_only_that_a_card_was_passed() {
        let en = I18n { lang: Lang::En };
        let names: Vec<String> = ["White", "Black"].map(String::from).to_vec();
        let mut scored = 0;
        for seed in [1, 2, 5] {
            for run in bot_runs::<Shikoku>(2, seed) {
                let clauses = Shikoku::story(&en, &run, &names).expect("every line is told");
                let sentence = tell(&en, &names[run[0].0], &clauses);
                for (_, line) in &run {
                    if line.key.starts_with("shikoku.log.play") {
                        let (region, icons) = (arg_num(line, 1), arg_num(line, 2));
                        assert!(
                            sentence.contains(&format!(
                                "played a region {region} card with {icons} icon"
                            )),
                            "{sentence}"
                        );
                    }
                    if line.key == "shikoku.log.play_and_score" {
                        scored += 1;
                        assert!(sentence.contains("was scored"), "{sentence}");
                    }
                }
                if run.iter().any(|(_, l)| l.key == "shikoku.log.pass") {
                    assert!(sentence.ends_with("passed a card"), "{sentence}");
                }
                for lang in [Lang::Fa, Lang::Ar] {
                    let told = Shikoku::story(&I18n { lang }, &run, &names).expect("told");
                    assert_eq!(told.len(), clauses.len());
                    for clause in &told {
                        assert!(
                            !clause.contains('{') && !clause.contains("shikoku."),
                            "{clause}"
                        );
                        assert!(!clause.chars().any(|c| c.is_ascii_digit()), "{clause}");
                    }
                }
            }
        }
        assert!(scored > 0, "some turn scored a round");
    }
}
