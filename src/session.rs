//! A game being played: its save, the engine state, the public log, and undo bookkeeping.
//! Every change goes through the engine and is appended to the record.

use crate::saves::{Save, SeatKind};
use crate::worker::SEARCH_LEVELS;
use serde::Deserialize;
use takhte_engine::bots::{Bot, HeuristicBot, NoisyHeuristicBot, RandomBot, Seen, Strategy};
use takhte_engine::{Game, GameRng, IllegalAction, LogEntry, Record, RecordError, Seat};

/// Applies an action of the seat to act to `state` (the engine may refuse it, changing nothing)
/// and returns that seat with the action's log line. Every action the app applies goes here.
pub fn step<G: Game>(state: &mut G, action: G::Action) -> Result<(Seat, LogEntry), IllegalAction> {
    let actor = state.to_act().ok_or_else(IllegalAction::game_over)?;
    Ok((actor, state.apply(action)?))
}

/// The state after `actions` from the start of `record`'s game, with one log line per action
/// and the information epoch at the start and after each action.
type Replayed<G> = (G, Vec<(Seat, LogEntry)>, Vec<u64>);

/// Replays typed actions from the start of `record`'s game (its actions are not read).
fn replay<G: Game>(record: &Record, actions: &[G::Action]) -> Result<Replayed<G>, RecordError> {
    let mut state = record.start::<G>()?;
    let mut log = Vec::with_capacity(actions.len());
    let mut epochs = Vec::with_capacity(actions.len() + 1);
    epochs.push(state.info_epoch());
    for (index, &action) in actions.iter().enumerate() {
        let line =
            step(&mut state, action).map_err(|reason| RecordError::Illegal { index, reason })?;
        log.push(line);
        epochs.push(state.info_epoch());
    }
    Ok((state, log, epochs))
}

/// One game in progress (or finished), rebuilt from its record.
#[derive(Debug)]
pub struct Session<G: Game> {
    /// The save: record, seats, times.
    pub save: Save,
    /// The engine state after every action of the record.
    pub state: G,
    /// One public log line per action.
    pub log: Vec<(Seat, LogEntry)>,
    /// The record's actions, typed (read once, not from their JSON on every render).
    actions: Vec<G::Action>,
    /// The engine's information epoch at the start and after each action.
    epochs: Vec<u64>,
}

impl<G: Strategy> Session<G> {
    /// Replays a save into a session; a bad record is reported.
    pub fn from_save(mut save: Save) -> Result<Self, RecordError> {
        // An older release's record goes on under its own rules, in today's encoding.
        save.record.upgrade::<G>()?;
        let actions = save.record.typed_actions::<G>()?;
        let (state, log, epochs) = replay(&save.record, &actions)?;
        Ok(Session {
            save,
            state,
            log,
            actions,
            epochs,
        })
    }

    /// Applies an action of the seat to act (asked of the engine, which may refuse it).
    pub fn apply(&mut self, action: G::Action) -> Result<(), IllegalAction> {
        let line = step(&mut self.state, action)?;
        self.log.push(line);
        self.epochs.push(self.state.info_epoch());
        self.actions.push(action);
        self.save.record.push::<G>(&action);
        self.save.finished = self.state.outcome().is_over();
        Ok(())
    }

    /// The seat that acts now, if any.
    pub fn to_act(&self) -> Option<Seat> {
        self.state.to_act()
    }

    /// True if `seat` is played by a bot.
    pub fn is_bot(&self, seat: Seat) -> bool {
        !self.save.seats[seat].is_human()
    }

    /// The human seats.
    pub fn humans(&self) -> Vec<Seat> {
        (0..self.save.seats.len())
            .filter(|&s| self.save.seats[s].is_human())
            .collect()
    }

    /// True if `seat` may take back the last action: it was theirs and, by the engine's
    /// information epoch, revealed nothing and used no randomness.
    pub fn can_undo(&self, seat: Seat) -> bool {
        let n = self.log.len();
        n > 0
            && self.log[n - 1].0 == seat
            && self.save.seats[seat].is_human()
            && self.epochs[n] == self.epochs[n - 1]
    }

    /// Takes back the last action by replaying the record's typed actions without it.
    pub fn undo(&mut self) -> Result<(), RecordError> {
        let n = self.actions.len().saturating_sub(1);
        let (state, log, epochs) = replay(&self.save.record, &self.actions[..n])?;
        self.state = state;
        self.log = log;
        self.epochs = epochs;
        self.actions.truncate(n);
        self.save.record.actions.truncate(n);
        self.save.finished = false;
        Ok(())
    }

    /// True if a seat is played by a search bot (one that thinks in the worker).
    pub fn has_search_bot(&self) -> bool {
        self.save
            .seats
            .iter()
            .any(|s| matches!(s, SeatKind::Bot { bot } if SEARCH_LEVELS.contains(&bot.as_str())))
    }

    /// The search level of the bot to act, if it is one that thinks in the worker.
    pub fn search_level(&self) -> Option<String> {
        let seat = self.state.to_act()?;
        match &self.save.seats[seat] {
            SeatKind::Bot { bot } if SEARCH_LEVELS.contains(&bot.as_str()) => Some(bot.clone()),
            _ => None,
        }
    }

    /// The choice of a quick bot for the seat to act, computed here (seeded from the record, so
    /// it replays the same); a search bot falls back to the heuristic when the worker fails.
    pub fn bot_choice(&self) -> Option<G::Action> {
        let seat = self.state.to_act()?;
        let SeatKind::Bot { bot } = &self.save.seats[seat] else {
            return None;
        };
        let mut bot = quick_bot::<G>(bot)?;
        let mut legal = Vec::new();
        self.state.legal_actions(&mut legal);
        let step = self.save.record.actions.len() as u64;
        let mut rng =
            GameRng::new(self.save.record.salt ^ step.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut seen = Seen::new(&self.state, seat);
        Some(bot.choose(&mut seen, &legal, &mut rng))
    }

    /// The other seats' actions since `viewer` last acted, oldest first, with who made each:
    /// what the board highlights as the last move until the viewer acts.
    pub fn recent(&self, viewer: Seat) -> Vec<(Seat, G::Action)> {
        let start = self
            .log
            .iter()
            .rposition(|(seat, _)| *seat == viewer)
            .map_or(0, |i| i + 1);
        (start..self.log.len())
            .map(|i| (self.log[i].0, self.actions[i]))
            .collect()
    }

    /// How many actions in a row, counted back from the last, the seat to act has just made:
    /// 0 when its turn begins, more while it goes on (a bot's turn is paced as a whole).
    pub fn run_of_to_act(&self) -> usize {
        let Some(seat) = self.to_act() else {
            return 0;
        };
        self.log
            .iter()
            .rev()
            .take_while(|(s, _)| *s == seat)
            .count()
    }

    /// The legal actions of the seat to act.
    pub fn legal(&self) -> Vec<G::Action> {
        let mut legal = Vec::new();
        self.state.legal_actions(&mut legal);
        legal
    }
}

/// The bot that chooses on the page for a seat played by `name`: the quick levels themselves,
/// the heuristic for a search level (which thinks in the worker; this is its fallback). Named
/// here rather than through `bot_by_name` so that the search code stays out of the page's wasm.
fn quick_bot<G: Strategy>(name: &str) -> Option<Box<dyn Bot<G>>> {
    match name {
        "random" => Some(Box::new(RandomBot)),
        "easy" => Some(Box::new(NoisyHeuristicBot::default())),
        "heuristic" => Some(Box::new(HeuristicBot)),
        _ if SEARCH_LEVELS.contains(&name) => Some(Box::new(HeuristicBot)),
        _ => None,
    }
}

/// Actions between two kept states of a [`Timeline`]: stepping back replays at most this many.
const CHECKPOINT_EVERY: usize = 32;

/// A record opened for replay: the state at the current step, reached from the nearest kept
/// state (one every [`CHECKPOINT_EVERY`] actions) rather than from the start.
#[derive(Debug)]
pub struct Timeline<G: Game> {
    actions: Vec<G::Action>,
    /// One public log line per action of the whole record.
    log: Vec<(Seat, LogEntry)>,
    /// The state after `k * CHECKPOINT_EVERY` actions, for each `k`.
    checkpoints: Vec<G>,
    state: G,
    at: usize,
}

impl<G: Game> Timeline<G> {
    /// Replays `record` once (a bad record is reported), keeping checkpoints; the step is the end.
    #[cfg(test)]
    pub fn open(record: &Record) -> Result<Self, RecordError> {
        match Self::open_prefix(record)? {
            (timeline, None) => Ok(timeline),
            (_, Some(problem)) => Err(problem),
        }
    }

    /// Replays `record` once up to its first action that is unreadable or refused, and returns
    /// the timeline of the actions before it with that action's error (`None` when every
    /// action replays); only a record whose game cannot even be set up is an error.
    pub fn open_prefix(record: &Record) -> Result<(Self, Option<RecordError>), RecordError> {
        let mut state = record.start::<G>()?;
        let mut actions = Vec::with_capacity(record.actions.len());
        let mut log = Vec::with_capacity(record.actions.len());
        let mut checkpoints = Vec::with_capacity(record.actions.len() / CHECKPOINT_EVERY + 1);
        let mut problem = None;
        for (index, value) in record.actions.iter().enumerate() {
            let action = match G::Action::deserialize(value) {
                Ok(action) => action,
                Err(e) => {
                    problem = Some(RecordError::BadAction {
                        index,
                        reason: e.to_string(),
                    });
                    break;
                }
            };
            if index.is_multiple_of(CHECKPOINT_EVERY) {
                checkpoints.push(state.clone());
            }
            match step(&mut state, action) {
                Ok(line) => log.push(line),
                Err(reason) => {
                    problem = Some(RecordError::Illegal { index, reason });
                    if index.is_multiple_of(CHECKPOINT_EVERY) {
                        checkpoints.pop();
                    }
                    break;
                }
            }
            actions.push(action);
        }
        if actions.len().is_multiple_of(CHECKPOINT_EVERY) {
            checkpoints.push(state.clone());
        }
        Ok((
            Timeline {
                at: actions.len(),
                actions,
                log,
                checkpoints,
                state,
            },
            problem,
        ))
    }

    /// The number of actions in the record.
    pub fn len(&self) -> usize {
        self.actions.len()
    }

    /// The action that led to the current step, with who made it (none at the start).
    pub fn last_move(&self) -> Option<(Seat, G::Action)> {
        let i = self.at.checked_sub(1)?;
        Some((self.log[i].0, self.actions[i]))
    }

    /// The state at the current step.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The log lines of the actions up to the current step.
    pub fn log(&self) -> &[(Seat, LogEntry)] {
        &self.log[..self.at]
    }

    /// Moves to step `to` (at most the end): forward by applying the next actions, backward (or
    /// far forward) from the nearest kept state.
    pub fn seek(&mut self, to: usize) {
        let to = to.min(self.len());
        if to < self.at || to - self.at > CHECKPOINT_EVERY {
            let k = to / CHECKPOINT_EVERY;
            self.state = self.checkpoints[k].clone();
            self.at = k * CHECKPOINT_EVERY;
        }
        for &action in &self.actions[self.at..to] {
            step(&mut self.state, action).expect("checked when opened");
        }
        self.at = to;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use takhte_engine::games::shikoku::Shikoku;
    use takhte_engine::record::fingerprint;

    /// A finished two-player game of Shikoku, always taking the first legal action.
    fn finished_record() -> Record {
        let mut record = Record::new::<Shikoku>(2, &Default::default(), 11, 5);
        let mut state = record.start::<Shikoku>().unwrap();
        let mut legal = Vec::new();
        while state.to_act().is_some() {
            state.legal_actions(&mut legal);
            state.apply(legal[0]).unwrap();
            record.push::<Shikoku>(&legal[0]);
        }
        record
    }

    /// The fingerprint of the state after the first `n` actions, replayed from the start.
    fn after(record: &Record, n: usize) -> u64 {
        let mut prefix = record.clone();
        prefix.actions.truncate(n);
        fingerprint(&prefix.replay::<Shikoku>().unwrap())
    }

    #[test]
    fn a_timeline_reaches_every_step_forward_back_and_by_jumps() {
        let record = finished_record();
        let total = record.actions.len();
        assert!(total > CHECKPOINT_EVERY + 3, "only {total} actions");
        let mut timeline = Timeline::<Shikoku>::open(&record).unwrap();
        assert_eq!(timeline.log().len(), total);
        assert_eq!(fingerprint(timeline.state()), after(&record, total));
        let mut steps: Vec<usize> = (0..=total).rev().collect();
        steps.extend(0..=total);
        steps.extend([
            total,
            0,
            CHECKPOINT_EVERY + 3,
            5,
            total - 1,
            CHECKPOINT_EVERY,
        ]);
        for to in steps {
            timeline.seek(to);
            assert_eq!(timeline.log().len(), to);
            assert_eq!(
                fingerprint(timeline.state()),
                after(&record, to),
                "step {to}"
            );
        }
        timeline.seek(total + 10);
        assert_eq!(timeline.log().len(), total);
    }

    #[test]
    fn recent_holds_the_other_seats_actions_since_the_viewer_last_acted() {
        let record = finished_record();
        let save = Save {
            format: crate::saves::SAVE_FORMAT,
            id: "t".into(),
            record: Record {
                actions: record.actions[..12].to_vec(),
                ..record.clone()
            },
            seats: vec![SeatKind::Human, SeatKind::Human],
            created: 0.0,
            updated: 0.0,
            finished: false,
            hints: false,
        };
        let session = Session::<Shikoku>::from_save(save).unwrap();
        let typed = record.typed_actions::<Shikoku>().unwrap();
        for viewer in 0..2 {
            let recent = session.recent(viewer);
            let last_own = session.log.iter().rposition(|(s, _)| *s == viewer);
            let start = last_own.map_or(0, |i| i + 1);
            assert_eq!(recent.len(), 12 - start, "viewer {viewer}");
            for (k, (seat, action)) in recent.iter().enumerate() {
                assert_ne!(*seat, viewer);
                assert_eq!(*action, typed[start + k]);
            }
        }
        let mut timeline = Timeline::<Shikoku>::open(&record).unwrap();
        timeline.seek(0);
        assert!(timeline.last_move().is_none());
        timeline.seek(5);
        assert_eq!(timeline.last_move(), Some((session.log[4].0, typed[4])));
    }

    /// Only `normal` and `hard` bots think in the worker: a game with one starts it ahead.
    #[test]
    fn has_search_bot_is_true_only_with_a_searching_seat() {
        let record = finished_record();
        let with = |seats: [SeatKind; 2]| {
            let save = Save {
                format: crate::saves::SAVE_FORMAT,
                id: "b".into(),
                record: Record {
                    actions: Vec::new(),
                    ..record.clone()
                },
                seats: seats.to_vec(),
                created: 0.0,
                updated: 0.0,
                finished: false,
                hints: false,
            };
            Session::<Shikoku>::from_save(save)
                .unwrap()
                .has_search_bot()
        };
        let bot = |level: &str| SeatKind::Bot { bot: level.into() };
        assert!(!with([SeatKind::Human, SeatKind::Human]));
        assert!(!with([SeatKind::Human, bot("random")]));
        assert!(!with([bot("heuristic"), SeatKind::Human]));
        assert!(with([SeatKind::Human, bot("hard")]));
        assert!(with([bot("normal"), bot("random")]));
    }

    #[test]
    fn undo_gives_the_session_of_the_record_without_its_last_action() {
        let record = finished_record();
        let save = |n: usize| Save {
            format: crate::saves::SAVE_FORMAT,
            id: "u".into(),
            record: Record {
                actions: record.actions[..n].to_vec(),
                ..record.clone()
            },
            seats: vec![SeatKind::Human, SeatKind::Human],
            created: 0.0,
            updated: 0.0,
            finished: false,
            hints: false,
        };
        let mut session = Session::<Shikoku>::from_save(save(20)).unwrap();
        session.undo().unwrap();
        session.undo().unwrap();
        let fresh = Session::<Shikoku>::from_save(save(18)).unwrap();
        assert_eq!(fingerprint(&session.state), fingerprint(&fresh.state));
        assert_eq!(session.log, fresh.log);
        assert_eq!(session.epochs, fresh.epochs);
        assert_eq!(session.save, fresh.save);
        for viewer in 0..2 {
            assert_eq!(session.recent(viewer), fresh.recent(viewer));
        }
        let next = session.legal()[0];
        session.apply(next).unwrap();
        assert_eq!(session.save.record.actions.len(), 19);
        assert_eq!(
            session.recent(1 - session.log[18].0).last(),
            Some(&(session.log[18].0, next))
        );
    }

    #[test]
    fn a_timeline_reports_an_illegal_action_with_its_index() {
        let mut record = finished_record();
        record.actions.truncate(10);
        record
            .actions
            .push(serde_json::json!({ "Play": { "card": 99 } }));
        let err = Timeline::<Shikoku>::open(&record).unwrap_err();
        assert!(
            matches!(
                err,
                RecordError::Illegal { index: 10, .. } | RecordError::BadAction { index: 10, .. }
            ),
            "{err:?}"
        );
    }

    #[test]
    fn a_prefix_timeline_stops_at_the_first_action_that_does_not_replay() {
        let mut record = finished_record();
        record.actions.truncate(40);
        let mut bad = record.clone();
        bad.actions[33] = serde_json::json!({ "Play": { "card": 99 } });
        let (mut timeline, problem) = Timeline::<Shikoku>::open_prefix(&bad).unwrap();
        assert!(
            matches!(
                problem,
                Some(
                    RecordError::Illegal { index: 33, .. }
                        | RecordError::BadAction { index: 33, .. }
                )
            ),
            "{problem:?}"
        );
        assert_eq!(timeline.len(), 33);
        assert_eq!(fingerprint(timeline.state()), after(&record, 33));
        for to in [0, 32, 33, 5, 33] {
            timeline.seek(to);
            assert_eq!(
                fingerprint(timeline.state()),
                after(&record, to),
                "step {to}"
            );
        }
        bad.actions[33] = serde_json::json!("StartOffer");
        let (timeline, problem) = Timeline::<Shikoku>::open_prefix(&bad).unwrap();
        assert!(matches!(
            problem,
            Some(RecordError::BadAction { index: 33, .. })
        ));
        assert_eq!(timeline.len(), 33);
        let (whole, none) = Timeline::<Shikoku>::open_prefix(&record).unwrap();
        assert_eq!((whole.len(), none), (40, None));
    }
}
