//! The bot worker: runs the search bots (`normal`, `hard`) off the page's main thread.
//!
//! It receives a `Request::Decide` (see `worker_protocol.rs`), reaches the record's position
//! (continuing from its last state when the record extends it), searches from the acting seat's
//! view only, and posts `Reply::Progress` while thinking, then `Reply::Action` with the search's
//! estimate for the chosen action (or `Reply::Error`). The same request serves hints: the human
//! to act is the acting seat, so the search sees only that seat's view.

#[cfg(target_arch = "wasm32")]
#[path = "../worker_protocol.rs"]
mod worker_protocol;

/// The worker's last state, so that the next request only applies the actions added since.
#[cfg(any(target_arch = "wasm32", test))]
mod last_state {
    use std::any::Any;
    use takhte_engine::{Game, Record, RecordError};

    /// The state after the last record reached, and that record.
    #[derive(Default)]
    pub struct LastState {
        reached: Option<(Record, Box<dyn Any>)>,
    }

    /// True if `next` is the same game (id, seed, salt, players, options) as `last` and
    /// continues its actions.
    fn continues(last: &Record, next: &Record) -> bool {
        last.game == next.game
            && last.seed == next.seed
            && last.salt == next.salt
            && last.players == next.players
            && last.options == next.options
            && next.actions.starts_with(&last.actions)
    }

    impl LastState {
        /// The state after every action of `record`, and how many actions were applied to get
        /// there: only the new ones when `record` continues the last record, else all of them.
        pub fn reach<G: Game>(&mut self, record: &Record) -> Result<(&G, usize), RecordError> {
            let kept = match self.reached.take() {
                Some((last, state)) if continues(&last, record) => state
                    .downcast::<G>()
                    .ok()
                    .map(|state| (*state, last.actions.len())),
                _ => None,
            };
            let (mut state, from) = match kept {
                Some(kept) => kept,
                None => (record.start::<G>()?, 0),
            };
            for (index, value) in record.actions.iter().enumerate().skip(from) {
                let action: G::Action =
                    serde_json::from_value(value.clone()).map_err(|e| RecordError::BadAction {
                        index,
                        reason: e.to_string(),
                    })?;
                state
                    .apply(action)
                    .map_err(|reason| RecordError::Illegal { index, reason })?;
            }
            let (_, state) = self.reached.insert((record.clone(), Box::new(state)));
            let state = state.downcast_ref::<G>().expect("just stored");
            Ok((state, record.actions.len() - from))
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;
        use takhte_engine::games::shikoku::Shikoku;
        use takhte_engine::record::fingerprint;

        /// A record of `n` actions of Shikoku, always taking the first legal action.
        fn record(n: usize, salt: u64) -> Record {
            let mut record = Record::new::<Shikoku>(2, &Default::default(), 7, salt);
            let mut state = record.start::<Shikoku>().unwrap();
            let mut legal = Vec::new();
            for _ in 0..n {
                state.legal_actions(&mut legal);
                let action = legal[0];
                state.apply(action).unwrap();
                record.push::<Shikoku>(&action);
            }
            record
        }

        fn same(state: &Shikoku, record: &Record) -> bool {
            fingerprint(state) == fingerprint(&record.replay::<Shikoku>().unwrap())
        }

        #[test]
        fn a_longer_record_applies_only_the_new_actions() {
            let mut last = LastState::default();
            let full = record(12, 3);
            let mut start = full.clone();
            start.actions.truncate(8);
            let (state, applied) = last.reach::<Shikoku>(&start).unwrap();
            assert_eq!(applied, 8);
            assert!(same(state, &start));
            let (state, applied) = last.reach::<Shikoku>(&full).unwrap();
            assert_eq!(applied, 4);
            assert!(same(state, &full));
        }

        #[test]
        fn a_shorter_or_other_record_is_replayed_in_full() {
            let mut last = LastState::default();
            let full = record(12, 3);
            last.reach::<Shikoku>(&full).unwrap();
            let mut undone = full.clone();
            undone.actions.pop();
            let (state, applied) = last.reach::<Shikoku>(&undone).unwrap();
            assert_eq!(applied, 11);
            assert!(same(state, &undone));
            let other = record(12, 4);
            let (state, applied) = last.reach::<Shikoku>(&other).unwrap();
            assert_eq!(applied, 12);
            assert!(same(state, &other));
        }

        #[test]
        fn a_bad_action_is_reported_and_forgets_the_last_state() {
            let mut last = LastState::default();
            let full = record(6, 3);
            last.reach::<Shikoku>(&full).unwrap();
            let mut bad = full.clone();
            bad.actions.push(serde_json::json!({ "Nonsense": 1 }));
            assert!(matches!(
                last.reach::<Shikoku>(&bad),
                Err(RecordError::BadAction { index: 6, .. })
            ));
            let (_, applied) = last.reach::<Shikoku>(&full).unwrap();
            assert_eq!(applied, 6);
        }
    }
}

/// Small blocks from free lists: the searches' many small allocations cost less than with the
/// default allocator (measured in `docs/lab/ai-log.md`, "The worker's allocator").
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOC: takhte_engine::small_blocks::SmallBlocks =
    takhte_engine::small_blocks::SmallBlocks::new();

#[cfg(target_arch = "wasm32")]
mod worker {
    use crate::last_state::LastState;
    use crate::worker_protocol::{from_js, to_js, Reply, Request};
    use std::cell::RefCell;
    use takhte_engine::bots::search::{position_rng, search, SearchConfig};
    use takhte_engine::bots::Strategy;
    use takhte_engine::{with_game, Record};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// Milliseconds the `normal` level may think in the browser.
    const NORMAL_MS: u32 = 400;
    /// Milliseconds the `hard` level may think in the browser.
    const HARD_MS: u32 = 900;
    /// The least time between two progress messages, in milliseconds.
    const PROGRESS_EVERY_MS: f64 = 50.0;

    thread_local! {
        /// The position of the last request.
        static LAST: RefCell<LastState> = RefCell::default();
    }

    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    fn now() -> f64 {
        scope().performance().map_or(0.0, |p| p.now())
    }

    /// Posts a reply; nobody could hear about a failure to post, so it is dropped.
    fn post(reply: &Reply) {
        if let Ok(value) = to_js(reply) {
            let _ = scope().post_message(&value);
        }
    }

    /// The search level's configuration for game `G`, bounded by iterations and by time.
    fn config<G: Strategy>(level: &str) -> Option<SearchConfig> {
        let (mut config, ms) = match level {
            "normal" => (SearchConfig::normal().for_game::<G>(), NORMAL_MS),
            "hard" => (SearchConfig::hard().for_game::<G>(), HARD_MS),
            _ => return None,
        };
        config.time_limit_ms = Some(ms);
        Some(config)
    }

    /// What a search decided: the action in the game's JSON form, the iterations done of the
    /// budget, the chosen action's estimate and the search's own time.
    struct Decision {
        action: serde_json::Value,
        iterations: u32,
        budget: u32,
        estimate: Option<f64>,
        search_ms: f64,
    }

    fn decide<G: Strategy>(id: u64, record: &Record, level: &str) -> Result<Decision, String> {
        let config = config::<G>(level).ok_or_else(|| format!("unknown level {level}"))?;
        LAST.with_borrow_mut(|last| {
            let (state, _) = last.reach::<G>(record).map_err(|e| e.to_string())?;
            let seat = state.to_act().ok_or("the game is over")?;
            let mut legal = Vec::new();
            state.legal_actions(&mut legal);
            let mut rng = position_rng(record.salt, record.actions.len());
            let view = state.view(seat);
            let start = now();
            let limit = f64::from(config.time_limit_ms.unwrap_or(u32::MAX));
            let total = f64::from(config.iterations.max(1));
            // The clock is read at every call (a paired search calls once per round of candidates,
            // so skipping calls let the bound run hundreds of rollouts late); progress is posted
            // at most every 50 ms.
            let mut posted = start;
            let mut stop = |done: u32| {
                let at = now();
                let elapsed = at - start;
                if at - posted >= PROGRESS_EVERY_MS {
                    posted = at;
                    let share = (f64::from(done) / total).max(elapsed / limit).min(1.0);
                    post(&Reply::Progress { id, share });
                }
                elapsed >= limit
            };
            let report = search::<G>(&view, seat, &legal, &config, &mut rng, &mut stop);
            let search_ms = now() - start;
            let estimate = report
                .root
                .iter()
                .find(|(a, visits, _)| *a == report.action && *visits > 0)
                .map(|&(_, _, mean)| mean);
            Ok(Decision {
                action: serde_json::to_value(report.action).map_err(|e| e.to_string())?,
                iterations: report.iterations,
                budget: config.iterations,
                estimate,
                search_ms,
            })
        })
    }

    fn handle(message: JsValue) {
        let (id, record, level) = match from_js::<Request>(message) {
            Ok(Request::Decide { id, record, level }) => (id, record, level),
            Err(e) => {
                return post(&Reply::Error {
                    id: None,
                    message: format!("{e:?}"),
                })
            }
        };
        let game = record.game.clone();
        let result = with_game!(game.as_str(), G => decide::<G>(id, &record, &level),
            _ => Err(format!("unknown game {game}")));
        post(&match result {
            Ok(d) => Reply::Action {
                id,
                action: d.action,
                iterations: d.iterations,
                budget: d.budget,
                estimate: d.estimate,
                search_ms: d.search_ms,
            },
            Err(message) => Reply::Error {
                id: Some(id),
                message,
            },
        });
    }

    /// Installs the message handler and announces that the worker is ready.
    pub fn listen() {
        let on_message =
            Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| handle(e.data()));
        scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        on_message.forget();
        post(&Reply::Ready);
    }
}

fn main() {
    #[cfg(target_arch = "wasm32")]
    worker::listen();
}
