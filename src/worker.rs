//! The page's side of the bot worker: sends a position to `takhte-worker` and hands back its
//! progress and its chosen action, so search bots never block the page. One worker serves a
//! play screen's bots and its hints; each request's replies go to whoever asked.

use crate::worker_protocol::{from_js, to_js, Reply, Request};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use takhte_engine::Record;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The bot levels that search, and so run in the worker.
pub const SEARCH_LEVELS: [&str; 2] = ["normal", "hard"];

/// The requests of one asker (a play screen's bots, or its hints): ids only grow, are never
/// shared between askers, and only the one outstanding request is answered; replies to older
/// (cancelled or superseded) requests are refused.
#[derive(Debug, Default)]
pub struct Asks {
    outstanding: Option<u64>,
}

thread_local! {
    /// The last request id given out on this page.
    static LAST_ID: Cell<u64> = const { Cell::new(0) };
}

impl Asks {
    /// A new request id, which becomes the outstanding one.
    pub fn ask(&mut self) -> u64 {
        let id = LAST_ID.with(|last| {
            last.set(last.get() + 1);
            last.get()
        });
        self.outstanding = Some(id);
        id
    }

    /// Forgets the outstanding request, whatever it brings back being refused; true if there
    /// was one.
    pub fn cancel(&mut self) -> bool {
        self.outstanding.take().is_some()
    }

    /// True if `reply` concerns the outstanding request; an action or an error settles it (an
    /// error without an id, about a message that could not be read, settles it too).
    pub fn accept(&mut self, reply: &Reply) -> bool {
        let Some(current) = self.outstanding else {
            return false;
        };
        match reply {
            Reply::Ready => false,
            Reply::Progress { id, .. } => *id == current,
            Reply::Action { id, .. } | Reply::Error { id: Some(id), .. } => {
                let settles = *id == current;
                if settles {
                    self.outstanding = None;
                }
                settles
            }
            Reply::Error { id: None, .. } => {
                self.outstanding = None;
                true
            }
        }
    }
}

/// Where a worker is in its life: loading until it says `Ready`; failed when its files did not
/// load; crashed when, once ready, it stopped on an uncaught error (a panic in a search).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Status {
    Loading,
    Ready,
    Failed,
    Crashed,
}

impl Status {
    /// The status after the worker reported an error it cannot recover from.
    fn after_error(self) -> Status {
        match self {
            Status::Ready | Status::Crashed => Status::Crashed,
            Status::Loading | Status::Failed => Status::Failed,
        }
    }
}

/// How many times a play screen's worker is started again after crashing: a crash that comes
/// back at every start leaves the bots to their quick moves after this.
const MAX_RESTARTS: u32 = 2;

/// Whether to start a worker, given the one in place (its status and how many times it was
/// started again already): `Some(restarts)` to start one with that count, `None` to keep it.
fn start_count(current: Option<(Status, u32)>) -> Option<u32> {
    match current {
        None => Some(0),
        Some((Status::Crashed, restarts)) if restarts < MAX_RESTARTS => Some(restarts + 1),
        Some(_) => None,
    }
}

/// Who receives a reply.
type OnReply = Rc<dyn Fn(Reply)>;

/// Who asks the worker: while it loads, only each asker's last request waits for it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Asker {
    /// The play screen, for the bot to act.
    Bots,
    /// The hint bar, for the person to act.
    Hint,
}

/// Where each request's replies go, until an action or an error settles it.
#[derive(Default)]
struct Routes {
    to: Vec<(u64, OnReply)>,
}

impl Routes {
    /// Sends the replies to request `id` to `on_reply`.
    fn add(&mut self, id: u64, on_reply: OnReply) {
        self.to.push((id, on_reply));
    }

    /// The receivers of `reply`: its request's, or every one for an error without an id (a
    /// failed worker or an unreadable message). A settled request's receiver is forgotten.
    fn take_for(&mut self, reply: &Reply) -> Vec<OnReply> {
        let (id, settles) = match reply {
            Reply::Ready => return Vec::new(),
            Reply::Error { id: None, .. } => {
                return self.to.drain(..).map(|(_, f)| f).collect();
            }
            Reply::Progress { id, .. } => (*id, false),
            Reply::Action { id, .. } | Reply::Error { id: Some(id), .. } => (*id, true),
        };
        let Some(i) = self.to.iter().position(|(r, _)| *r == id) else {
            return Vec::new();
        };
        if settles {
            vec![self.to.remove(i).1]
        } else {
            vec![self.to[i].1.clone()]
        }
    }

    /// Hands `reply` to its receivers (none borrowed from `routes` while they run).
    fn deliver(routes: &RefCell<Routes>, reply: Reply) {
        let to = routes.borrow_mut().take_for(&reply);
        for f in to {
            f(reply.clone());
        }
    }
}

/// A running worker and its message handlers; the worker stops when this is dropped.
pub struct BotWorker {
    worker: Worker,
    /// Each asker's last request, waiting for the worker to finish loading (messages sent
    /// earlier are lost).
    pending: Rc<RefCell<Vec<(Asker, u64, JsValue)>>>,
    status: Rc<Cell<Status>>,
    routes: Rc<RefCell<Routes>>,
    /// How many workers crashed before this one on the same screen.
    restarts: u32,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl BotWorker {
    /// Makes sure `slot` holds a worker: starts one if there is none, and starts it again if
    /// it crashed (at most [`MAX_RESTARTS`] times). A worker whose files did not load is kept:
    /// it refuses every `ask`, and the bots move on the page.
    pub fn ensure(slot: &RefCell<Option<BotWorker>>) {
        let mut slot = slot.borrow_mut();
        let current = slot.as_ref().map(|w| (w.status.get(), w.restarts));
        if let Some(restarts) = start_count(current) {
            if let Ok(mut fresh) = BotWorker::start() {
                fresh.restarts = restarts;
                *slot = Some(fresh);
            }
        }
    }

    /// Starts the worker. When it fails (its files do not load, or an uncaught error stops
    /// it), every request waiting for an answer gets an error without an id, and every later
    /// `ask` is refused.
    fn start() -> Result<BotWorker, JsValue> {
        let worker = Worker::new("./takhte-worker_loader.js")?;
        let pending: Rc<RefCell<Vec<(Asker, u64, JsValue)>>> = Rc::default();
        let status = Rc::new(Cell::new(Status::Loading));
        let routes: Rc<RefCell<Routes>> = Rc::default();
        let on_message = {
            let (worker, pending, status, routes) = (
                worker.clone(),
                pending.clone(),
                status.clone(),
                routes.clone(),
            );
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                match from_js::<Reply>(e.data()) {
                    Ok(Reply::Ready) => {
                        status.set(Status::Ready);
                        let waiting = std::mem::take(&mut *pending.borrow_mut());
                        for (_, id, request) in waiting {
                            if let Err(e) = worker.post_message(&request) {
                                let message = format!("{e:?}");
                                let id = Some(id);
                                Routes::deliver(&routes, Reply::Error { id, message });
                            }
                        }
                    }
                    Ok(reply) => Routes::deliver(&routes, reply),
                    // Unreadable: no asker must wait for an answer that will not come.
                    Err(e) => Routes::deliver(
                        &routes,
                        Reply::Error {
                            id: None,
                            message: format!("{e:?}"),
                        },
                    ),
                }
            })
        };
        let on_error = {
            let (pending, status, routes) = (pending.clone(), status.clone(), routes.clone());
            // A script that does not load gives a plain `Event`, an uncaught error an `ErrorEvent`.
            Closure::<dyn FnMut(Event)>::new(move |e: Event| {
                e.prevent_default();
                status.set(status.get().after_error());
                pending.borrow_mut().clear();
                let message = e.dyn_ref::<ErrorEvent>().map_or_else(
                    || "the bot worker did not load".to_string(),
                    ErrorEvent::message,
                );
                Routes::deliver(&routes, Reply::Error { id: None, message });
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(BotWorker {
            worker,
            pending,
            status,
            routes,
            restarts: 0,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Asks for a move of the seat to act in `record`, at `level`, as `asker`'s request `id`;
    /// its replies (all but `Ready`) go to `on_reply`. Refused once the worker has failed or
    /// crashed.
    pub fn ask(
        &self,
        asker: Asker,
        id: u64,
        record: &Record,
        level: &str,
        on_reply: impl Fn(Reply) + 'static,
    ) -> Result<(), JsValue> {
        let request = to_js(&Request::Decide {
            id,
            record: record.clone(),
            level: level.to_string(),
        })?;
        match self.status.get() {
            Status::Ready => self.worker.post_message(&request)?,
            Status::Loading => {
                let mut pending = self.pending.borrow_mut();
                pending.retain(|(a, _, _)| *a != asker);
                pending.push((asker, id, request));
            }
            Status::Failed | Status::Crashed => {
                return Err(JsValue::from_str("the bot worker failed"))
            }
        }
        self.routes.borrow_mut().add(id, Rc::new(on_reply));
        Ok(())
    }
}

impl Drop for BotWorker {
    /// Stops the worker and unhooks its handlers first: a message it posted just before
    /// (`Ready`, when a game is left within ~70 ms of opening it) may still be delivered after
    /// `terminate`, and would call a handler whose closure is dropped with this ("closure
    /// invoked recursively or after being dropped").
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn action(id: u64) -> Reply {
        Reply::Action {
            id,
            action: serde_json::json!("Pass"),
            iterations: 1,
            budget: 1,
            estimate: Some(0.5),
            search_ms: 1.0,
        }
    }

    fn error(id: u64) -> Reply {
        Reply::Error {
            id: Some(id),
            message: "no".into(),
        }
    }

    /// The replies each receiver got, by a name.
    fn receiver(log: &Rc<RefCell<Vec<(&'static str, Reply)>>>, name: &'static str) -> OnReply {
        let log = log.clone();
        Rc::new(move |r| log.borrow_mut().push((name, r)))
    }

    #[test]
    fn replies_go_to_the_asker_of_their_request_until_it_is_settled() {
        let log = Rc::default();
        let routes = RefCell::new(Routes::default());
        routes.borrow_mut().add(1, receiver(&log, "bots"));
        routes.borrow_mut().add(2, receiver(&log, "hint"));
        let progress = Reply::Progress { id: 2, share: 0.5 };
        Routes::deliver(&routes, progress.clone());
        Routes::deliver(&routes, action(1));
        Routes::deliver(&routes, action(1)); // settled: nobody receives it again
        Routes::deliver(&routes, Reply::Ready);
        Routes::deliver(&routes, error(2));
        Routes::deliver(&routes, action(3)); // never asked
        assert_eq!(
            *log.borrow(),
            vec![("hint", progress), ("bots", action(1)), ("hint", error(2))]
        );
        assert!(routes.borrow().to.is_empty());
    }

    #[test]
    fn an_error_without_an_id_reaches_every_waiting_asker() {
        let log = Rc::default();
        let routes = RefCell::new(Routes::default());
        routes.borrow_mut().add(4, receiver(&log, "bots"));
        routes.borrow_mut().add(5, receiver(&log, "hint"));
        let failed = Reply::Error {
            id: None,
            message: "did not load".into(),
        };
        Routes::deliver(&routes, failed.clone());
        assert_eq!(
            *log.borrow(),
            vec![("bots", failed.clone()), ("hint", failed)]
        );
        assert!(routes.borrow().to.is_empty());
    }

    #[test]
    fn a_crashed_worker_is_started_again_twice_and_one_that_did_not_load_never() {
        assert_eq!(start_count(None), Some(0));
        for status in [Status::Loading, Status::Ready, Status::Failed] {
            assert_eq!(start_count(Some((status, 0))), None, "{status:?}");
        }
        assert_eq!(start_count(Some((Status::Crashed, 0))), Some(1));
        assert_eq!(start_count(Some((Status::Crashed, 1))), Some(2));
        assert_eq!(start_count(Some((Status::Crashed, 2))), None);
    }

    #[test]
    fn an_error_while_loading_is_a_failure_and_after_ready_a_crash() {
        assert_eq!(Status::Loading.after_error(), Status::Failed);
        assert_eq!(Status::Ready.after_error(), Status::Crashed);
        assert_eq!(Status::Failed.after_error(), Status::Failed);
        assert_eq!(Status::Crashed.after_error(), Status::Crashed);
    }

    #[test]
    fn two_askers_never_get_the_same_id() {
        let (mut bots, mut hint) = (Asks::default(), Asks::default());
        let ids = [bots.ask(), hint.ask(), bots.ask(), hint.ask()];
        for (i, id) in ids.iter().enumerate() {
            assert!(!ids[i + 1..].contains(id), "{id} twice");
        }
    }

    #[test]
    fn a_reply_to_an_older_request_is_ignored() {
        let mut asks = Asks::default();
        let old = asks.ask();
        let new = asks.ask();
        assert!(new > old);
        assert!(!asks.accept(&Reply::Progress {
            id: old,
            share: 0.5
        }));
        assert!(!asks.accept(&action(old)));
        assert!(asks.accept(&Reply::Progress {
            id: new,
            share: 0.5
        }));
        assert!(asks.accept(&action(new)));
        // Settled: a second answer to the same request is refused too.
        assert!(!asks.accept(&action(new)));
    }

    #[test]
    fn an_error_for_an_older_request_is_ignored() {
        let mut asks = Asks::default();
        let old = asks.ask();
        let new = asks.ask();
        assert!(!asks.accept(&error(old)));
        assert!(asks.accept(&error(new)));
        assert!(!asks.accept(&error(new)));
    }

    #[test]
    fn nothing_is_accepted_after_a_cancel() {
        let mut asks = Asks::default();
        let id = asks.ask();
        assert!(asks.cancel());
        assert!(!asks.cancel());
        assert!(!asks.accept(&Reply::Progress { id, share: 0.1 }));
        assert!(!asks.accept(&action(id)));
        assert!(!asks.accept(&Reply::Error {
            id: None,
            message: "unreadable".into()
        }));
        assert!(asks.ask() > id, "ids keep growing after a cancel");
    }
}
