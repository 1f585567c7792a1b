//! Guided first games: each game's lesson (a fixed deal and a few steps) and the pure runner
//! that plays it through the engine, so the screen (`routes/learn.rs`) and the tests share it.

use crate::games::GameUi;
use crate::session::step;
use takhte_engine::bots::Strategy;
use takhte_engine::record::start;
use takhte_engine::{Game, GameRng, IllegalAction, LogEntry, Seat};

/// The learner's seat in every lesson.
pub const LEARNER: Seat = 0;

/// A game that has a guided first game, and whose moves can be pointed at on its board.
pub trait Tutorial: GameUi {
    /// The lesson: its deal and steps.
    fn lesson() -> Lesson<Self>;
    /// CSS selectors of the board elements to click for `action`, one per click, built from the
    /// board's stable test ids (empty for a move the board makes from a form).
    fn targets(action: &Self::Action) -> Vec<String>;
}

/// The selectors of the board elements to click for an action of game `game` given in its
/// JSON form (empty for an unknown game or action).
pub fn targets_of(game: &str, action: &serde_json::Value) -> Vec<String> {
    takhte_engine::with_game!(game, T => serde_json::from_value::<<T as Game>::Action>(action.clone())
        .map(|a| T::targets(&a))
        .unwrap_or_default(), _ => Vec::new())
}

/// A guided first game: a fixed deal (seed and salt, so it is the same every time) and its steps.
pub struct Lesson<G: Game> {
    /// Number of seats (the learner is seat 0, the others are the heuristic bot).
    pub players: usize,
    /// The deal's seed.
    pub seed: u64,
    /// The salt mixed in after the deal (fixes every later draw and die).
    pub salt: u64,
    /// The steps, in order; the lesson is done after the last.
    pub steps: Vec<Step<G>>,
}

/// One step: a text (catalogue key) saying what to do and why, and the move it asks for.
pub struct Step<G: Game> {
    /// Catalogue key of the step's text.
    pub text: &'static str,
    /// The numbers the text quotes from the deal (arguments `{0}`, `{1}`…, shown in the
    /// reader's digits).
    pub nums: &'static [i64],
    /// The move asked for, or `None` for a step that is only read (a Next button).
    pub act: Option<Act<G>>,
}

/// The move a step asks for: among the engine's legal actions those `wanted` accepts, the one
/// the game's heuristic would choose.
pub struct Act<G: Game> {
    /// Which legal actions this step teaches.
    pub wanted: fn(&G::Action) -> bool,
}

impl<G: Game> Step<G> {
    /// A step that is read, then left with Next.
    pub fn read(text: &'static str) -> Self {
        Step {
            text,
            nums: &[],
            act: None,
        }
    }

    /// A step asking for a move.
    pub fn act(text: &'static str, wanted: fn(&G::Action) -> bool) -> Self {
        Step {
            text,
            nums: &[],
            act: Some(Act { wanted }),
        }
    }

    /// The same step quoting `nums` in its text.
    pub fn with(self, nums: &'static [i64]) -> Self {
        Step { nums, ..self }
    }

    /// The step's text in the reader's language, with its numbers.
    pub fn say(&self, i18n: &crate::i18n::I18n) -> String {
        let args: Vec<String> = self.nums.iter().map(|n| i18n.num(n)).collect();
        i18n.tf(self.text, &args)
    }
}

/// Why a move was not taken.
#[derive(Clone, Debug, PartialEq)]
pub enum Refusal {
    /// Not the move this step asks for (nothing changed).
    NotThisStep,
    /// The engine refused it.
    Illegal(IllegalAction),
}

/// A lesson being played: the engine state, its log, and the current step.
#[derive(Clone, Debug)]
pub struct Run<G: Game> {
    /// The engine state.
    pub state: G,
    /// (actor, log line, action) of every action so far.
    pub log: Vec<(Seat, LogEntry, G::Action)>,
    /// The current step (equal to the number of steps once done).
    pub step: usize,
    /// Where in the log the last step's consequences start (what the screen shows as news).
    pub news_from: usize,
    salt: u64,
}

impl<G: Strategy> Run<G> {
    /// Deals the lesson and lets the bots play up to the learner's first turn.
    pub fn start(lesson: &Lesson<G>) -> Result<Self, String> {
        let state = start::<G>(
            lesson.players,
            &G::Options::default(),
            lesson.seed,
            lesson.salt,
        )
        .map_err(|e| e.to_string())?;
        let mut run = Run {
            state,
            log: Vec::new(),
            step: 0,
            news_from: 0,
            salt: lesson.salt,
        };
        run.play_bots();
        run.news_from = run.log.len();
        Ok(run)
    }

    /// True once every step is done.
    pub fn done(&self, lesson: &Lesson<G>) -> bool {
        self.step >= lesson.steps.len()
    }

    /// The move the current step asks for (from the engine's legal actions), if it asks one.
    pub fn expected(&self, lesson: &Lesson<G>) -> Option<G::Action> {
        let act = lesson.steps.get(self.step)?.act.as_ref()?;
        if self.state.to_act() != Some(LEARNER) {
            return None;
        }
        let mut legal = Vec::new();
        self.state.legal_actions(&mut legal);
        legal.retain(|a| (act.wanted)(a));
        if legal.is_empty() {
            return None;
        }
        let mut rng = GameRng::new(self.salt ^ self.log.len() as u64);
        let choice = G::heuristic(&self.state.view(LEARNER), &legal, &mut rng);
        // A heuristic may answer outside the list it was given (a pass): then the first.
        Some(if legal.contains(&choice) {
            choice
        } else {
            legal[0]
        })
    }

    /// Takes the learner's move if it is the one asked for, then lets the bots answer.
    pub fn act(&mut self, lesson: &Lesson<G>, action: G::Action) -> Result<(), Refusal> {
        if self.expected(lesson) != Some(action) {
            return Err(Refusal::NotThisStep);
        }
        self.news_from = self.log.len();
        let (seat, line) = step(&mut self.state, action).map_err(Refusal::Illegal)?;
        self.log.push((seat, line, action));
        self.play_bots();
        self.step += 1;
        Ok(())
    }

    /// Leaves a step that is only read.
    pub fn next(&mut self, lesson: &Lesson<G>) {
        if lesson.steps.get(self.step).is_some_and(|s| s.act.is_none()) {
            self.news_from = self.log.len();
            self.step += 1;
        }
    }

    /// The other seats' actions since the learner last acted (the board's last move).
    pub fn recent(&self) -> Vec<(Seat, G::Action)> {
        let from = self
            .log
            .iter()
            .rposition(|(s, _, _)| *s == LEARNER)
            .map_or(0, |i| i + 1);
        self.log[from..].iter().map(|(s, _, a)| (*s, *a)).collect()
    }

    /// The heuristic bot plays every other seat until the learner is to act or the game ends.
    fn play_bots(&mut self) {
        let mut legal = Vec::new();
        while let Some(seat) = self.state.to_act().filter(|&s| s != LEARNER) {
            self.state.legal_actions(&mut legal);
            let mut rng =
                GameRng::new(self.salt ^ (self.log.len() as u64).wrapping_mul(0x9E37_79B9));
            let action = G::heuristic(&self.state.view(seat), &legal, &mut rng);
            let Ok((seat, line)) = step(&mut self.state, action) else {
                return;
            };
            self.log.push((seat, line, action));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{I18n, Lang};

    /// Plays a lesson through with the asked moves only; returns its number of steps, or the
    /// step whose move could not be found.
    fn complete<G: Tutorial>(lesson: &Lesson<G>) -> Result<usize, &'static str> {
        let mut run = Run::start(lesson).expect("the lesson deals");
        while !run.done(lesson) {
            let step = &lesson.steps[run.step];
            match &step.act {
                None => run.next(lesson),
                Some(_) => {
                    let action = run.expected(lesson).ok_or(step.text)?;
                    if G::targets(&action).is_empty() {
                        return Err(step.text);
                    }
                    run.act(lesson, action).map_err(|_| step.text)?;
                }
            }
        }
        Ok(lesson.steps.len())
    }

    #[test]
    fn every_lesson_can_be_completed_with_5_to_12_steps() {
        for id in takhte_engine::GAME_IDS {
            let steps = takhte_engine::with_game!(id, G => complete(&G::lesson()), _ => Ok(0));
            assert!(
                steps.is_ok_and(|n| (5..=12).contains(&n)),
                "{id}: {steps:?}"
            );
        }
    }

    /// Each step asking for a move names one move of the fixed deal: its filter accepts exactly
    /// one of the legal actions there, so the text and the highlighted move cannot drift apart.
    fn one_move_per_step<G: Tutorial>() -> Result<(), String> {
        let lesson = G::lesson();
        let mut run = Run::start(&lesson).expect("deals");
        let mut legal = Vec::new();
        while !run.done(&lesson) {
            let step = &lesson.steps[run.step];
            if let Some(act) = &step.act {
                run.state.legal_actions(&mut legal);
                let n = legal.iter().filter(|a| (act.wanted)(a)).count();
                if n != 1 {
                    return Err(format!("{}: {n} moves", step.text));
                }
                let asked = run.expected(&lesson).ok_or(step.text)?;
                run.act(&lesson, asked).map_err(|e| format!("{e:?}"))?;
            } else {
                run.next(&lesson);
            }
        }
        Ok(())
    }

    #[test]
    fn every_step_asks_for_one_fixed_move() {
        for id in takhte_engine::GAME_IDS {
            let r = takhte_engine::with_game!(id, G => one_move_per_step::<G>(), _ => Ok(()));
            assert_eq!(r, Ok(()), "{id}");
        }
    }

    #[test]
    fn every_step_text_quotes_all_its_numbers_in_every_language() {
        fn texts<G: Tutorial>(i18n: &I18n) -> Vec<(String, String)> {
            G::lesson()
                .steps
                .iter()
                .map(|s| (s.text.to_string(), s.say(i18n)))
                .collect()
        }
        for id in takhte_engine::GAME_IDS {
            for lang in Lang::ALL {
                let i18n = I18n { lang };
                let said = takhte_engine::with_game!(id, G => texts::<G>(&i18n), _ => Vec::new());
                for (key, text) in said {
                    assert!(!text.contains('{'), "{key} in {lang:?}: {text}");
                    assert!(text.len() > 40, "{key} in {lang:?} says little");
                }
            }
        }
    }

    #[test]
    fn a_move_other_than_the_asked_one_changes_nothing() {
        let lesson = <takhte_engine::games::shikoku::Shikoku as Tutorial>::lesson();
        let mut run = Run::start(&lesson).expect("deals");
        run.next(&lesson);
        let asked = run.expected(&lesson).expect("a move is asked");
        let mut legal = Vec::new();
        run.state.legal_actions(&mut legal);
        let other = *legal
            .iter()
            .find(|a| **a != asked)
            .expect("another legal move");
        let before = takhte_engine::record::fingerprint(&run.state);
        assert_eq!(run.act(&lesson, other), Err(Refusal::NotThisStep));
        assert_eq!(takhte_engine::record::fingerprint(&run.state), before);
        assert_eq!(run.step, 1);
    }

    #[test]
    fn every_step_text_exists_in_every_language() {
        fn keys<G: Tutorial>() -> Vec<String> {
            let prefix = crate::games::key_prefix(G::ID);
            let mut keys: Vec<String> = G::lesson()
                .steps
                .iter()
                .map(|s| s.text.to_string())
                .collect();
            keys.push(format!("learn.{prefix}.done"));
            keys
        }
        for id in takhte_engine::GAME_IDS {
            let keys = takhte_engine::with_game!(id, G => keys::<G>(), _ => Vec::new());
            for lang in Lang::ALL {
                let i18n = I18n { lang };
                for key in &keys {
                    assert_ne!(&i18n.t(key), key, "{key} in {lang:?}");
                }
            }
        }
    }
}
