//! The page's side of the bot worker: sends a position to `takhte-worker` and hands back its
//! progress and its chosen action, so search bots never block the page.

use crate::worker_protocol::{from_js, to_js, Reply, Request};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use takhte_engine::Record;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

/// The bot levels that search, and so run in the worker.
pub const SEARCH_LEVELS: [&str; 2] = ["normal", "hard"];

/// The requests of one play screen: ids only grow, and only the one outstanding request is
/// answered; replies to older (cancelled or superseded) requests are refused.
#[derive(Debug, Default)]
pub struct Asks {
    last: u64,
    outstanding: Option<u64>,
}

impl Asks {
    /// A new request id, which becomes the outstanding one.
    pub fn ask(&mut self) -> u64 {
        self.last += 1;
        self.outstanding = Some(self.last);
        self.last
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

/// Where a worker is in its life: loading until it says `Ready`, failed once it reported an
/// error it cannot recover from (its files did not load, or it stopped on an uncaught error).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Status {
    Loading,
    Ready,
    Failed,
}

/// A running worker and its message handlers; the worker stops when this is dropped.
pub struct BotWorker {
    worker: Worker,
    /// The request waiting for the worker to finish loading (messages sent earlier are lost).
    pending: Rc<RefCell<Option<(u64, JsValue)>>>,
    status: Rc<Cell<Status>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl BotWorker {
    /// Starts the worker; `on_reply` receives each reply except `Ready`. When the worker fails
    /// (its files do not load, or an uncaught error stops it), `on_reply` receives an error
    /// without an id, which settles whatever was asked, and every later `ask` is refused.
    pub fn start(on_reply: impl Fn(Reply) + 'static) -> Result<BotWorker, JsValue> {
        let worker = Worker::new("./takhte-worker_loader.js")?;
        let pending: Rc<RefCell<Option<(u64, JsValue)>>> = Rc::default();
        let status = Rc::new(Cell::new(Status::Loading));
        let on_reply = Rc::new(on_reply);
        let on_message = {
            let (worker, pending, status) = (worker.clone(), pending.clone(), status.clone());
            let on_reply = on_reply.clone();
            Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                match from_js::<Reply>(e.data()) {
                    Ok(Reply::Ready) => {
                        status.set(Status::Ready);
                        let request = pending.borrow_mut().take();
                        if let Some((id, request)) = request {
                            if let Err(e) = worker.post_message(&request) {
                                on_reply(Reply::Error {
                                    id: Some(id),
                                    message: format!("{e:?}"),
                                });
                            }
                        }
                    }
                    Ok(reply) => on_reply(reply),
                    // Unreadable: the bot must not wait for an answer that will not come.
                    Err(e) => on_reply(Reply::Error {
                        id: None,
                        message: format!("{e:?}"),
                    }),
                }
            })
        };
        let on_error = {
            let (pending, status) = (pending.clone(), status.clone());
            // A script that does not load gives a plain `Event`, an uncaught error an `ErrorEvent`.
            Closure::<dyn FnMut(Event)>::new(move |e: Event| {
                e.prevent_default();
                status.set(Status::Failed);
                pending.borrow_mut().take();
                let message = e.dyn_ref::<ErrorEvent>().map_or_else(
                    || "the bot worker did not load".to_string(),
                    ErrorEvent::message,
                );
                on_reply(Reply::Error { id: None, message });
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(BotWorker {
            worker,
            pending,
            status,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Asks for a move of the seat to act in `record`, at `level`, as request `id`; refused
    /// once the worker has failed.
    pub fn ask(&self, id: u64, record: &Record, level: &str) -> Result<(), JsValue> {
        let request = to_js(&Request::Decide {
            id,
            record: record.clone(),
            level: level.to_string(),
        })?;
        match self.status.get() {
            Status::Ready => self.worker.post_message(&request),
            Status::Loading => {
                *self.pending.borrow_mut() = Some((id, request));
                Ok(())
            }
            Status::Failed => Err(JsValue::from_str("the bot worker failed")),
        }
    }
}

impl Drop for BotWorker {
    fn drop(&mut self) {
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
